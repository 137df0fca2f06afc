// Whether the element `selector` names is wholly inside the window, as the page is scrolled.
(selector) => {
  const el = document.querySelector(selector);
  if (!el || !el.getClientRects().length) return false;
  const r = el.getBoundingClientRect();
  return (
    r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth && r.height > 0
  );
}
