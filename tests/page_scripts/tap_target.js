// Where a finger would tap the element `el` as the page is scrolled now: its centre, if that
// point lies on screen below Material's header and above the checker's answer bar and the
// element (not something drawn over it) is what is there; otherwise why not.
// Returns {x, y} or {why}. It waits two frames first: a part of the page that has just come
// on screen (`content-visibility: auto`) is drawn, and hit, from the next frame on.
async (el) => {
  for (let i = 0; i < 2; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
  const r = el.getBoundingClientRect();
  const header = document.querySelector(".md-header");
  const top = header ? header.getBoundingClientRect().bottom : 0;
  const bar = document.querySelector("[data-zp='bar']");
  const bottom = bar ? bar.getBoundingClientRect().top : innerHeight;
  const x = r.left + r.width / 2;
  const y = r.top + r.height / 2;
  if (!r.width || !r.height) return { why: "not drawn" };
  if (r.top < top - 1 || r.bottom > bottom + 1 || r.left < 0 || r.right > innerWidth) {
    return { why: `outside the visible band ${top}..${bottom}: ${r.top}..${r.bottom}` };
  }
  const hit = document.elementFromPoint(x, y);
  if (!hit || !(hit === el || el.contains(hit))) return { why: `covered by ${hit ? hit.outerHTML.slice(0, 80) : "nothing"}` };
  return { x, y };
}
