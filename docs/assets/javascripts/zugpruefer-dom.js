// Small DOM helpers for the checker page.

export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") el.className = value;
    else if (key === "text") el.textContent = value;
    else if (key.startsWith("on")) el.addEventListener(key.slice(2), value);
    else el.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child !== null && child !== undefined && child !== false) el.append(child);
  }
  return el;
}

export function picture(svg, cls = "zp-pic") {
  const span = h("span", { class: cls, "aria-hidden": "true" });
  span.innerHTML = svg; // our own build output (rules_py.pictures), never user input
  const el = span.firstElementChild;
  if (el) {
    el.setAttribute("aria-hidden", "true");
    el.setAttribute("focusable", "false");
    el.removeAttribute("role");
  }
  return span;
}

// Rebuild a part of the page without losing the reader's place: focus returns to the
// element with the same data-key.
export function replaceChildren(container, children) {
  const active = document.activeElement;
  const key = active && container.contains(active) ? active.dataset.key : null;
  container.replaceChildren(...children);
  if (key) {
    const again = container.querySelector(`[data-key="${CSS.escape(key)}"]`);
    if (again) again.focus();
  }
}
