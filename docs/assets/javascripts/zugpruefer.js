// The checker page: controls that write a request, a worker that asks the engine, a verdict.
//
// No rule lives here. Labels and pictures come from the build-time catalogue
// (`#zugpruefer-daten`, made by sitegen/checker.py from rules_py); every verdict, every check
// text and every legal place comes from rules_py in the worker. This file asks the engine and
// wires the parts together: zugpruefer-edit.js writes the request (mirrored in `#fall=…`),
// zugpruefer-controls.js and zugpruefer-board.js draw it, zugpruefer-verdict.js draws what
// the engine says.

import { boardMode, buildBuildPicker, renderBoard, setAlternatives, setLegal, wireBoard } from "./zugpruefer-board.js";
import { buildCardPicker, renderCards, renderOptions, renderPeople, renderTarget } from "./zugpruefer-controls.js";
import { $, app, picturesAhead } from "./zugpruefer-dom.js";
import { addPerson, commit, onCommit, setMove, undoDepth } from "./zugpruefer-edit.js";
import { encodeFall, fallFromHash, readFall } from "./zugpruefer-fall.js";
import { isRuntimeBroken } from "./zugpruefer-protocol.js";
import { currentMove, defaultRequest, hasMove, isObject, moveKind, situation, state, wantsCell } from "./zugpruefer-request.js";
import { clearCopyNote, copyLink, noteReset, showLinkCode, updateLinkCode } from "./zugpruefer-share.js";
import { engine } from "./zugpruefer-start.js";
import { TEXT } from "./zugpruefer-text.js";
import {
  barTop,
  onAlternative,
  onRetry,
  pending,
  setStatus,
  settled,
  showLoading,
  showLocalError,
  showNeutral,
  showVerdict,
  shownFall,
  statusFailed,
} from "./zugpruefer-verdict.js";

// --- drawing the controls from the request ---------------------------------------------

function renderControls() {
  renderPeople();
  renderCards();
  renderTarget();
  renderOptions();
  renderBoard();
  setHidden($("undo"), undoDepth() === 0);
}

/** @param {HTMLElement} el @param {boolean} hidden */
function setHidden(el, hidden) {
  if (el.hidden !== hidden) el.hidden = hidden;
}

// --- the verdict: asking the engine, drawing what it says -------------------------------

let currentFall = "";
let currentText = "";
let asked = 0;

// The first answer is on screen: after its frame, the page's other scripts may start
// (zugpruefer-later.js starts Material's).
let hasAnswered = false;
function answered() {
  if (hasAnswered) return;
  hasAnswered = true;
  requestAnimationFrame(() => setTimeout(() => document.dispatchEvent(new CustomEvent("saboteur:answered"))));
}

/** @param {any} error */
function engineTrouble(error) {
  letSearchStart();
  // The download's percent and the first-start note give way to the failure (progress.js).
  document.dispatchEvent(new CustomEvent("saboteur:engine-failed"));
  const broken = error.kind === "start" && isRuntimeBroken(error.detail);
  const text =
    error.kind === "timeout" ? TEXT.timeout : broken ? TEXT.runtimeBroken : error.kind === "start" ? TEXT.startFailed() : TEXT.engineFailed;
  setStatus(text, true);
  if (shownFall() === undefined) showNeutral("loading", text);
  settled();
}

// How long a change waits for a running engine's verdict before it redraws the controls alone.
const ANSWER_WAIT_MS = 50;

/** @param {number} ms */
const later = (ms) => new Promise((resolve) => setTimeout(() => resolve(false), ms));

// Yield to the browser between two pieces of drawing (no task too long for a slow phone).
function pause() {
  const s = /** @type {any} */ (globalThis).scheduler;
  if (s && typeof s.yield === "function") return s.yield();
  return new Promise((resolve) => setTimeout(resolve));
}

// The first drawing of the controls, a section at a time.
async function renderControlsInSteps() {
  renderPeople();
  // The controls appear with their first section drawn: nothing on the first screen grows or
  // moves under the reader's thumb as the drawing goes on (the page keeps room for them).
  app.hidden = false;
  await pause();
  renderCards();
  renderTarget();
  renderOptions();
  await pause();
  renderBoard();
}

// The control the reader used last: after the page has redrawn, it must not lie under the bar.
let lastControl = /** @type {Element | null} */ (null);

function keepAboveBar() {
  const control = lastControl;
  if (!control || !control.isConnected) return;
  const top = barTop();
  const rect = control.getBoundingClientRect();
  if (rect.bottom > top - 8 && rect.top < window.innerHeight) window.scrollBy({ top: rect.bottom - top + 8 });
}

/**
 * The fragment value answered, what the engine found for it (legal places of a path card).
 * @param {string} fall
 * @param {Promise<string | null>} places
 * @param {number} number
 */
async function showPlaces(fall, places, number) {
  const found = await places;
  if (number !== asked || !found) return;
  const parsed = JSON.parse(found);
  setLegal({ fall, list: parsed.error ? [] : parsed.placements, error: Boolean(parsed.error) });
  renderBoard();
}

/**
 * No verdict yet for this request: the reader has not chosen a card, has not picked its
 * place, or is building the table. While the engine loads, the bar says so.
 * @param {number} number
 * @param {boolean} inSteps
 */
async function showWithoutVerdict(number, inSteps) {
  const move = currentMove();
  const building = boardMode() === "build";
  const text = building ? TEXT.building : !hasMove() ? TEXT.chooseCard : TEXT.choosePlace(moveKind(move.play)?.name || "");
  setAlternatives(null);
  if (inSteps) await renderControlsInSteps();
  else renderControls();
  keepAboveBar();
  if (!engine.isRunning) {
    showNeutral("loading", TEXT.loading);
    try {
      await engine.start();
    } catch (error) {
      if (number === asked) engineTrouble(error);
      return;
    }
    if (number !== asked) return;
  }
  showNeutral(building ? "build" : "choose", text);
  settled();
  answered();
  if (!building && move.play === "path" && isObject(move.card)) {
    const places = engine.call("placements", JSON.stringify({ situation: situation(), card: move.card })).catch(() => null);
    await showPlaces(currentFall, places, number);
  }
}

/**
 * Ask the engine about `text` (the request JSON), answering the fragment value `fall`.
 * The questions go out before anything is redrawn. Once the engine runs it answers within a
 * few milliseconds: then the verdict and the controls are drawn together, in one frame, rather
 * than the controls in one frame and the verdict a frame later. While it starts (or if it is
 * slow), the controls are drawn at once and the verdict follows.
 * @param {string} fall
 * @param {string} text
 * @param {{inSteps?: boolean}} [options]
 */
async function show(fall, text, { inSteps = false } = {}) {
  currentFall = fall;
  currentText = text;
  const number = ++asked;
  clearCopyNote();
  const move = currentMove();
  if (boardMode() === "build" || !hasMove() || wantsCell(move)) {
    await showWithoutVerdict(number, inSteps);
    picturesAhead();
    updateLinkCode();
    return;
  }
  const wantsPlaces = move.play === "path" && isObject(move.card);
  const running = engine.isRunning;
  // Both questions go out at once; the verdict is drawn as soon as it is there.
  const answer = engine.call("check", text);
  const places = wantsPlaces
    ? engine.call("placements", JSON.stringify({ situation: situation(), card: move.card })).catch(() => null)
    : Promise.resolve(null);
  answer.catch(() => {}); // handled below
  let drawn = false;
  const draw = async () => {
    if (drawn) return;
    drawn = true;
    if (inSteps) await renderControlsInSteps();
    else renderControls();
    keepAboveBar();
  };
  try {
    if (running && !inSteps) {
      const settledAnswer = answer.then(
        () => true,
        () => true,
      );
      const early = await Promise.race([settledAnswer, later(ANSWER_WAIT_MS)]);
      if (number !== asked) return; // a newer question is on its way
      if (!early) {
        pending();
        await draw();
      }
    } else {
      if (!running) showNeutral("loading", TEXT.loading);
      pending();
      await draw();
    }
    const response = JSON.parse(await answer);
    if (number !== asked) return;
    const cells = (Array.isArray(response.alternatives) ? response.alternatives : [])
      .map((/** @type {any} */ alt) => alt.move)
      .filter((/** @type {any} */ m) => isObject(m) && Number.isInteger(m.x) && Number.isInteger(m.y))
      .map((/** @type {any} */ m) => ({ x: m.x, y: m.y, rotation: m.play === "path" ? m.rotation || 0 : undefined }));
    setAlternatives(cells.length ? { fall, list: cells } : null);
    showVerdict(fall, response);
    settled();
    await draw();
    answered();
    picturesAhead(); // the answer is there: now the machine's time is the pictures'
    renderBoard();
    if (!statusFailed() && engineReady) setStatus(TEXT.ready);
    updateLinkCode();
    await showPlaces(fall, places, number);
  } catch (error) {
    if (number !== asked) return;
    engineTrouble(error);
    await draw();
    picturesAhead();
  }
}

/** @param {{inSteps?: boolean}} [options] */
function fromHash(options = {}) {
  // Back and Forward fire both `popstate` and `hashchange`: a situation is answered once.
  const value = fallFromHash(location.hash);
  if (!value) {
    // No situation in the link (the page as opened, or Back to before the first change).
    const fresh = defaultRequest();
    if (asked > 0 && encodeFall(fresh) === currentFall) return;
    state.request = fresh;
    setLegal(null);
    show(encodeFall(state.request), JSON.stringify(state.request), options);
    return;
  }
  if (value === currentFall) return;
  const { text, request: parsed } = readFall(value);
  if (parsed === null) {
    // Not base64url, not UTF-8 or not JSON: the link itself is broken.
    currentFall = value;
    asked += 1;
    showLocalError(value, TEXT.badLink);
    settled();
    if (options.inSteps) renderControlsInSteps();
    else renderControls();
    return;
  }
  // The controls follow a request they can read; the engine always gets the text as it came,
  // so that it, not this page, says what is wrong with the request.
  if (isObject(parsed)) state.request = /** @type {any} */ (parsed);
  setLegal(null);
  show(value, /** @type {string} */ (text), options);
}

// --- start ------------------------------------------------------------------------------

let engineReady = false;

// Material's search builds its index in a worker of its own; on this page that worker waits
// (`?warten=<channel>` in its URL, see overrides/zugpruefer.html and sitegen/search.py) so that
// Pyodide has the processor to itself. It may start once the engine runs, when the engine
// fails, or as soon as the reader opens the search: then the page says "los" on the channel,
// now and to a worker that asks ("wartet") later, having started after that moment.
const searchChannel = (() => {
  try {
    const config = JSON.parse(document.getElementById("__config")?.textContent || "{}");
    const name = new URL(config.search, document.baseURI).searchParams.get("warten");
    return name && typeof BroadcastChannel === "function" ? new BroadcastChannel(name) : null;
  } catch {
    return null;
  }
})();
let searchMayStart = false;
if (searchChannel) {
  searchChannel.onmessage = (/** @type {MessageEvent} */ event) => {
    if (searchMayStart && event.data === "wartet") searchChannel.postMessage("los");
  };
}

function letSearchStart() {
  if (!searchChannel || searchMayStart) return;
  searchMayStart = true;
  searchChannel.postMessage("los");
}

/** @param {string | null} stage the step of the engine's start it reports */
function progress(stage) {
  engineReady = stage === "ready";
  if (engineReady) letSearchStart();
  const text = stage === "ready" ? TEXT.ready : stage === "engine" ? TEXT.engine : TEXT.loading;
  setStatus(text);
  if (!engineReady) showLoading(text);
}

function wire() {
  onCommit(show);
  wireBoard({ fall: () => currentFall, onMode: () => show(currentFall, currentText) });
  onAlternative((move) => {
    setMove(JSON.parse(JSON.stringify(move)));
    commit();
    // The button goes with the Nein it answered: the focus stays at the answer.
    document.getElementById("zp-h-result")?.focus({ preventScroll: true });
  });
  $("add-person").addEventListener("submit", (event) => {
    event.preventDefault();
    addPerson(/** @type {HTMLInputElement} */ ($("new-name")));
  });
  onRetry(() => {
    setStatus(TEXT.loading);
    engine.restart().catch(() => {});
    show(currentFall, currentText);
  });
  $("copy").addEventListener("click", copyLink);
  $("qr").addEventListener("click", showLinkCode);
  // "Begründung": from the bar to the checks, without touching the fragment.
  $("bar-go").addEventListener("click", () => {
    const heading = /** @type {HTMLElement} */ (document.getElementById("zp-h-result"));
    heading.scrollIntoView({ block: "start" });
    heading.focus({ preventScroll: true });
  });
  $("undo").addEventListener("click", () => {
    if (undoDepth() > 0) history.back();
  });
  $("reset").addEventListener("click", () => {
    state.request = defaultRequest();
    setLegal(null);
    commit();
    noteReset();
  });
  // Which control the reader used: after the redraw it stays above the bar.
  app.addEventListener(
    "click",
    (event) => {
      const target = /** @type {Element} */ (event.target);
      if (!target.closest("[data-zp='bar']")) lastControl = target.closest("button, input, a");
    },
    true,
  );
  // Keyboard focus, too, never lands under the bar.
  const bar = $("bar");
  const padding = () => document.documentElement.style.setProperty("scroll-padding-bottom", `${bar.offsetHeight + 8}px`);
  // The observer calls it once at the start, after the reflow: no reflow forced here.
  if (typeof ResizeObserver === "function") new ResizeObserver(padding).observe(bar);
  else padding();
  window.addEventListener("hashchange", () => fromHash());
  window.addEventListener("popstate", () => fromHash());
  document.getElementById("__search")?.addEventListener("change", letSearchStart);
  document.querySelector(".md-search")?.addEventListener("focusin", letSearchStart);
}

// The page's first drawing: the question to the engine goes out first, then the controls
// are built a section at a time, so that no single task keeps the page from answering.
async function begin() {
  wire();
  await pause();
  buildCardPicker();
  buildBuildPicker();
  await pause();
  fromHash({ inSteps: true });
}

if (location.protocol === "file:") {
  // Pyodide cannot run from file:// (zugpruefer-datei.js shows the explanation).
  document.documentElement.classList.add("zp-file");
} else {
  engine.onProgress = progress;
  progress(engine.stage);
  engine.start().catch((error) => engineTrouble(error));
  // Should the first drawing fail, the controls show as far as they got rather than not at all.
  begin().catch(() => {
    app.hidden = false;
  });
}
