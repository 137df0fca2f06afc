// Small DOM helpers for the checker page, and the page's own part of it (`[data-zp-app]`).

export const app = /** @type {HTMLElement} */ (document.querySelector("[data-zp-app]"));

/**
 * The page's element with `data-zp="name"` (each is in the template).
 * @param {string} name
 * @returns {HTMLElement}
 */
export const $ = (name) => /** @type {HTMLElement} */ (app.querySelector(`[data-zp="${name}"]`));

/**
 * A new element with attributes ("class", "text", "on…" listeners, others as attributes).
 * @param {string} tag
 * @param {Record<string, any>} [attrs]
 * @param {...any} children nodes, strings, arrays of them; null/undefined/false are skipped
 * @returns {HTMLElement}
 */
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

// A card picture (an SVG from rules_py.pictures, our own build output) as a decorative image:
// one element instead of an inline SVG tree, so the page stays light to draw and redraw.
// The control around it carries the words.
const pictureURLs = new Map();

// Each new picture is an SVG document of its own for the browser (about 2 ms to set up, 8 ms
// on a phone's slow processor, and the page is laid out and painted again when it arrives),
// and while the engine starts, the machine's time is the engine's. So a picture gets its
// source only when it comes on screen (those of the first screen at once, the others as the
// reader scrolls, none while its section is hidden); once the first verdict is there
// (`picturesAhead`), already a screen's height before. A few per task; a picture shown before
// is taken from the browser's cache at once. Without IntersectionObserver all are queued.
const PICTURES_PER_TASK = 4;
const shown = new Set();
/** @type {WeakMap<HTMLImageElement, string>} */
const sources = new WeakMap();
/** @type {HTMLImageElement[]} */
const waiting = [];
let loading = false;

function nextTask() {
  const s = /** @type {any} */ (globalThis).scheduler;
  if (s && typeof s.postTask === "function") return s.postTask(() => {}, { priority: "user-visible" });
  return new Promise((resolve) => setTimeout(resolve));
}

/** @param {HTMLImageElement} img */
function show(img) {
  const url = sources.get(img);
  if (!url) return;
  sources.delete(img);
  near?.unobserve(img);
  img.src = url;
  shown.add(url);
}

async function loadWaiting() {
  loading = true;
  while (waiting.length) {
    await nextTask();
    for (const img of waiting.splice(0, PICTURES_PER_TASK)) show(img);
  }
  loading = false;
}

/** @param {HTMLImageElement} img */
function enqueue(img) {
  waiting.push(img);
  if (!loading) loadWaiting();
}

/** @param {string} rootMargin */
function observer(rootMargin) {
  if (typeof IntersectionObserver !== "function") return null;
  const seen = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        seen.unobserve(entry.target);
        enqueue(/** @type {HTMLImageElement} */ (entry.target));
      }
    },
    { rootMargin },
  );
  return seen;
}

let near = observer("0px");
let ahead = false;

/** From now on a picture gets its source a screen's height before it comes on screen. */
export function picturesAhead() {
  if (ahead || !near) return;
  ahead = true;
  near.disconnect();
  near = observer("100% 0px");
  for (const img of document.images) if (sources.has(img)) near?.observe(img);
}

// The printed page shows every card.
addEventListener("beforeprint", () => {
  for (const img of document.images) show(img);
});

/**
 * @param {string} svg
 * @param {string} [cls]
 */
export function picture(svg, cls = "zp-pic") {
  let url = pictureURLs.get(svg);
  if (!url) {
    url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    pictureURLs.set(svg, url);
  }
  // Its proportions from its own viewBox: the space is kept while the source waits its turn,
  // so nothing moves when the picture arrives.
  const box = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  const img = /** @type {HTMLImageElement} */ (
    h("img", { alt: "", decoding: "async", width: box ? box[1] : null, height: box ? box[2] : null })
  );
  if (shown.has(url)) img.src = url;
  else {
    sources.set(img, url);
    if (near) near.observe(img);
    else enqueue(img);
  }
  return h("span", { class: cls, "aria-hidden": "true" }, img);
}

// Rebuild a part of the page without losing the reader's place: focus returns to the
// element with the same data-key. Like `h`, a part that is null, undefined or false is left
// out (the DOM's own replaceChildren would write it as the text "null").
/**
 * @param {Element} container
 * @param {any[]} children nodes, strings, arrays of them; null/undefined/false are skipped
 */
export function replaceChildren(container, children) {
  const active = /** @type {HTMLElement | null} */ (document.activeElement);
  const key = active && container.contains(active) ? active.dataset.key : null;
  container.replaceChildren(...children.flat().filter((c) => c !== null && c !== undefined && c !== false));
  if (key) {
    const again = /** @type {HTMLElement | null} */ (container.querySelector(`[data-key="${CSS.escape(key)}"]`));
    if (again) again.focus();
  }
}

// Write to the page only what changes: an unchanged part costs the browser no new drawing.
/** @param {Element} el @param {string} name @param {string} value */
export function setAttr(el, name, value) {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

/** @param {Node} el @param {string} text */
export function setText(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

/** @param {HTMLElement} el @param {boolean} hidden */
export function setHidden(el, hidden) {
  if (el.hidden !== hidden) el.hidden = hidden;
}
