// Passing a situation on: "Link kopieren", a QR code of the link (on screen for the others at
// the table, and on paper), and the printed page's summary of the situation. The QR code is
// drawn by the vendored `qrcode-generator` (pinned in package.json, copied into the site by
// sitegen/vendor.py); it is loaded when first needed. No rule lives here.

import { copyAddress } from "./zugpruefer-copy.js";
import { data } from "./zugpruefer-data.js";
import { $, h, setHidden, setText } from "./zugpruefer-dom.js";
import { shortFall, fallFromHash } from "./zugpruefer-fall.js";
import {
  actionCards,
  brokenOf,
  cardIdOf,
  currentMove,
  DISCARD_TWO,
  inFrontOf,
  isExpansion,
  me,
  moveKind,
  people,
  rotationOf,
  state,
} from "./zugpruefer-request.js";
import { ROOT } from "./zugpruefer-start.js";
import { TEXT } from "./zugpruefer-text.js";

const QR_MODULE = new URL("assets/vendor/qrcode-generator/qrcode.mjs", ROOT).href;

/** @type {Promise<any> | null} */
let qrLoading = null;
/** @type {any} */
let qrModule = null;
let qrStale = true;
/** @type {number | undefined} */
let qrTimer;
// Drawing a QR code takes 50–150 ms (the library tries all eight masks; the first one after a
// page load about 140 ms unthrottled, half a second on a phone): never in the task that answers
// a tap, and never for nobody. The one on screen is drawn at once, when the reader asks for it;
// the printed one as the page is printed (`beforeprint`, whose changes the print shows). Only
// the library is loaded ahead, once the first situation has stood still for a moment, in idle
// time, so that a print can draw its code at once. (Until 2026-12-02 the printed code was drawn
// in idle time after every change that stood still, for a print that hardly ever comes.)
const QR_SETTLE_MS = 800;
const idle = (/** @type {() => void} */ fn) =>
  "requestIdleCallback" in window ? requestIdleCallback(fn, { timeout: 3000 }) : setTimeout(fn, 0);

/** The link of the situation shown (the page's own fragment, or the request as drawn). */
function link() {
  const value = fallFromHash(location.hash) || shortFall(state.request);
  const url = new URL(location.href);
  url.hash = `fall=${value}`;
  return url.href;
}

/**
 * The QR code of `text` as a picture (SVG in a data: URL).
 * @param {any} qrcode the library's factory
 * @param {string} text
 */
function qrPicture(qrcode, text) {
  const qr = qrcode(0, "M");
  qr.addData(text, "Byte");
  try {
    qr.make();
  } catch {
    return null; // longer than a QR code holds (a very large table)
  }
  const svg = qr.createSvgTag({ cellSize: 4, margin: 16, scalable: true });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Draw the link wherever it is shown; its QR code now if it is on screen, else a bit later. */
export function updateLinkCode() {
  const href = link();
  for (const el of document.querySelectorAll("[data-zp-link-text]")) setText(el, href);
  updatePrintSummary();
  qrStale = true;
  clearTimeout(qrTimer);
  if (!$("qr-box").hidden) drawCodes();
  else if (!qrModule) qrTimer = window.setTimeout(() => idle(() => loadLibrary().catch(() => {})), QR_SETTLE_MS);
}

/** The QR library, loaded once (asked for again after a failure). */
function loadLibrary() {
  if (!qrLoading) {
    qrLoading = import(QR_MODULE).then((module) => (qrModule = module));
    qrLoading.catch(() => {
      qrLoading = null;
    });
  }
  return qrLoading;
}

/** Load the QR library (once) and draw the codes of the current link. */
async function drawCodes() {
  try {
    await loadLibrary();
  } catch {
    if (!$("qr-box").hidden) setText($("qr-note"), TEXT.qrFailed);
    return;
  }
  if (qrStale) drawCodesNow(qrModule);
}

/** @param {any} module the QR library */
function drawCodesNow(module) {
  const src = qrPicture(module.qrcode, link());
  for (const img of document.querySelectorAll("img[data-zp-qr]")) {
    setHidden(/** @type {HTMLElement} */ (img), src === null);
    if (src !== null && img.getAttribute("src") !== src) img.setAttribute("src", src);
  }
  setText($("qr-note"), src === null ? TEXT.qrTooLong : TEXT.qrCaption);
  qrStale = false;
}

// Printing: the code on paper is the link's of now, drawn here (what this handler changes, the
// print shows). Should the library not be there yet (a print in the first second), it is loaded
// and the code drawn for the next print.
window.addEventListener("beforeprint", () => {
  if (!qrStale) return;
  if (qrModule) drawCodesNow(qrModule);
  else drawCodes();
});

/** "QR-Code zeigen": the code of the link, large, for the others at the table. */
export function showLinkCode() {
  const box = $("qr-box");
  const button = $("qr");
  const open = box.hidden;
  setHidden(box, !open);
  button.setAttribute("aria-expanded", open ? "true" : "false");
  setText(button, open ? TEXT.qrHide : TEXT.qrShow);
  if (!open) return;
  updateLinkCode();
  // The code opens below the buttons, often below the fold: it comes into view whole (its
  // picture keeps a square's room before it is drawn; the page's scroll padding keeps it
  // clear of the bar).
  box.scrollIntoView({ block: "nearest" });
}

/** The printed page says in words what the controls show (they are not printed). */
function updatePrintSummary() {
  const toolName = Object.fromEntries(data.tools.map((/** @type {any} */ t) => [t.id, t.name]));
  const expansion = isExpansion();
  const inFrontName = expansion
    ? Object.fromEntries(data.saboteur2.in_front.map((/** @type {any} */ c) => [c.id, c.name]))
    : {};
  const lines = people().map((name) => {
    const broken = brokenOf(name).map((tool) => toolName[tool] || tool);
    const text = TEXT.printBroken(TEXT.before(name === me() ? data.player : name, name === me()), broken);
    // Saboteur 2: the cards in front of the person, after the broken tools.
    const cards = expansion ? inFrontOf(name).map((card) => inFrontName[card] || card) : [];
    return h("li", { text: cards.length ? TEXT.printInFront(text, cards) : text });
  });
  if (expansion) lines.unshift(h("li", { text: TEXT.printExpansion(data.editions[data.saboteur2.edition]) }));
  const move = currentMove();
  const id = cardIdOf(move);
  const twoPaths = expansion ? data.saboteur2.path_features.two_paths : [];
  const card =
    id === "pass" || id === DISCARD_TWO
      ? moveKind(id)?.name
      : (
          data.path_cards.find((/** @type {any} */ c) => c.id === id) ||
          actionCards().find((/** @type {any} */ c) => c.id === id) ||
          twoPaths.find((/** @type {any} */ c) => c.id === id) ||
          {}
        ).label;
  const parts = [];
  if (card) parts.push(card);
  if (move.play === "path") parts.push(rotationOf(move.rotation || 0)?.name || "");
  if (Number.isInteger(move.x) && Number.isInteger(move.y)) parts.push(TEXT.cell(move.x, move.y));
  if (typeof move.target === "string" && move.target) parts.push(TEXT.printTarget(move.target === me() ? data.player : move.target, move.target === me()));
  lines.push(h("li", { text: TEXT.printMove(parts.filter(Boolean).join(", ")) }));
  $("print-situation").replaceChildren(...lines);
}

/** "Link kopiert." and the like hold only until the next change. */
export function clearCopyNote() {
  setText($("copy-note"), "");
  setHidden($("copy-field"), true);
}

/** After "Neu anfangen": how to get the old situation back. */
export function noteReset(keptRules = false) {
  setText($("copy-note"), keptRules ? TEXT.resetKeepsRules : TEXT.resetDone);
}

// Copy the link of the situation (written into the address first; zugpruefer-copy.js copies).
export async function copyLink() {
  if (!fallFromHash(location.hash)) history.replaceState(history.state, "", `#fall=${shortFall(state.request)}`);
  return copyAddress(/** @type {HTMLInputElement} */ ($("copy-field")), $("copy-note"));
}
