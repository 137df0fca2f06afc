// The checker page: controls that write a request, a worker that asks the engine, a verdict.
//
// No rule lives here. Labels and pictures come from the build-time catalogue
// (`#zugpruefer-daten`, made by sitegen/checker.py from rules_py); every verdict, every check
// text and every legal place comes from rules_py in the worker. This file asks the engine and
// wires the parts together: zugpruefer-edit.js writes the request (mirrored in `#fall=…`),
// zugpruefer-controls.js and zugpruefer-board.js draw it, zugpruefer-verdict.js draws what
// the engine says.

import { renderBoard, setLegal, wireBoard } from "./zugpruefer-board.js";
import { buildCardPicker, renderCards, renderPeople, renderTarget } from "./zugpruefer-controls.js";
import { $, app } from "./zugpruefer-dom.js";
import { addPerson, commit, onCommit } from "./zugpruefer-edit.js";
import { decodeFall, encodeFall, fallFromHash } from "./zugpruefer-fall.js";
import { currentMove, defaultRequest, isObject, situation, state } from "./zugpruefer-request.js";
import { engine } from "./zugpruefer-start.js";
import { TEXT } from "./zugpruefer-text.js";
import {
  onRetry,
  pending,
  setStatus,
  showLocalError,
  showVerdict,
  shownFall,
  statusFailed,
} from "./zugpruefer-verdict.js";

// --- drawing the controls from the request ---------------------------------------------

function renderControls() {
  renderPeople();
  renderCards();
  renderTarget();
  renderBoard();
}

// --- the verdict: asking the engine, drawing what it says -------------------------------

let currentFall = "";
let currentText = "";
let asked = 0;

function engineTrouble(error) {
  letSearchStart();
  const text = error.kind === "timeout" ? TEXT.timeout : error.kind === "start" ? TEXT.startFailed : TEXT.engineFailed;
  setStatus(text, true);
}

// How long a change waits for a running engine's verdict before it redraws the controls alone.
const ANSWER_WAIT_MS = 50;

const later = (ms) => new Promise((resolve) => setTimeout(() => resolve(false), ms));

// Yield to the browser between two pieces of drawing (no task too long for a slow phone).
function pause() {
  if (globalThis.scheduler && typeof scheduler.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve));
}

// The first drawing of the controls, a section at a time.
async function renderControlsInSteps() {
  renderPeople();
  await pause();
  renderCards();
  renderTarget();
  await pause();
  renderBoard();
}

// Ask the engine about `text` (the request JSON), answering the fragment value `fall`.
// The questions go out before anything is redrawn. Once the engine runs it answers within a
// few milliseconds: then the verdict and the controls are drawn together, in one frame, rather
// than the controls in one frame and the verdict a frame later. While it starts (or if it is
// slow), the controls are drawn at once and the verdict follows.
async function show(fall, text, { inSteps = false } = {}) {
  currentFall = fall;
  currentText = text;
  const number = ++asked;
  const move = currentMove();
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
  };
  try {
    if (running && !inSteps) {
      const settled = answer.then(
        () => true,
        () => true,
      );
      const early = await Promise.race([settled, later(ANSWER_WAIT_MS)]);
      if (number !== asked) return; // a newer question is on its way
      if (!early) {
        pending();
        await draw();
      }
    } else {
      pending();
      await draw();
    }
    const response = JSON.parse(await answer);
    if (number !== asked) return;
    showVerdict(fall, response);
    await draw();
    if (!statusFailed() && engineReady) setStatus(TEXT.ready);
    const found = await places;
    if (number !== asked) return;
    if (found) {
      const parsed = JSON.parse(found);
      setLegal({ fall, list: parsed.error ? [] : parsed.placements, error: Boolean(parsed.error) });
    }
    renderBoard();
  } catch (error) {
    if (number !== asked) return;
    engineTrouble(error);
    await draw();
  }
}

function fromHash(options = {}) {
  const value = fallFromHash(location.hash);
  if (!value) {
    show(encodeFall(state.request), JSON.stringify(state.request), options);
    return;
  }
  if (value === currentFall && shownFall() === value) return;
  const text = decodeFall(value);
  let parsed;
  try {
    parsed = text === null ? null : JSON.parse(text);
  } catch {
    parsed = null;
  }
  if (parsed === null) {
    // Not base64url, not UTF-8 or not JSON: the link itself is broken.
    currentFall = value;
    asked += 1;
    showLocalError(value, TEXT.badLink);
    if (options.inSteps) renderControlsInSteps();
    else renderControls();
    return;
  }
  // The controls follow a request they can read; the engine always gets the text as it came,
  // so that it, not this page, says what is wrong with the request.
  if (isObject(parsed)) state.request = parsed;
  setLegal(null);
  show(value, text, options);
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
    const config = JSON.parse(document.getElementById("__config").textContent);
    const name = new URL(config.search, document.baseURI).searchParams.get("warten");
    return name && typeof BroadcastChannel === "function" ? new BroadcastChannel(name) : null;
  } catch {
    return null;
  }
})();
let searchMayStart = false;
if (searchChannel) {
  searchChannel.onmessage = (event) => {
    if (searchMayStart && event.data === "wartet") searchChannel.postMessage("los");
  };
}

function letSearchStart() {
  if (!searchChannel || searchMayStart) return;
  searchMayStart = true;
  searchChannel.postMessage("los");
}

function progress(stage) {
  engineReady = stage === "ready";
  if (engineReady) letSearchStart();
  setStatus(stage === "ready" ? TEXT.ready : stage === "engine" ? TEXT.engine : TEXT.loading);
}

// Copy the link of the situation. Browsers offer the clipboard API only on https:// and
// localhost; a phone at the table that opens http://192.168.…:8000 gets the old way, and if
// that fails too, the link selected in a field to copy by hand.
async function copyLink() {
  if (!fallFromHash(location.hash)) history.replaceState(null, "", `#fall=${encodeFall(state.request)}`);
  const note = $("copy-note");
  const field = $("copy-field");
  field.value = location.href;
  try {
    await navigator.clipboard.writeText(location.href);
    field.hidden = true;
    note.textContent = TEXT.copied;
    return;
  } catch {
    // fall through to the old way
  }
  field.hidden = false;
  field.select();
  let copied;
  try {
    copied = document.execCommand("copy");
  } catch {
    copied = false;
  }
  field.hidden = copied;
  note.textContent = copied ? TEXT.copied : TEXT.copyFailed;
  if (!copied) field.select();
}

function wire() {
  onCommit(show);
  wireBoard({ fall: () => currentFall });
  $("add-person").addEventListener("submit", (event) => {
    event.preventDefault();
    addPerson($("new-name"));
  });
  onRetry(() => {
    setStatus(TEXT.loading);
    engine.restart().catch(() => {});
    show(currentFall, currentText);
  });
  $("copy").addEventListener("click", copyLink);
  // The answer is far below the controls on a phone: jump there without touching the fragment.
  for (const button of app.querySelectorAll("[data-zp-to-verdict]")) {
    button.addEventListener("click", () => {
      const heading = document.getElementById("zp-h-result");
      heading.scrollIntoView({ block: "start" });
      heading.focus({ preventScroll: true });
    });
  }
  $("reset").addEventListener("click", () => {
    state.request = defaultRequest();
    setLegal(null);
    commit();
  });
  window.addEventListener("hashchange", () => fromHash());
  document.getElementById("__search")?.addEventListener("change", letSearchStart);
  document.querySelector(".md-search")?.addEventListener("focusin", letSearchStart);
}

// Material mounts its own parts of the page (tooltips, links, table of contents …) when its
// documented `document$` fires; the controls are built after that, in tasks of their own,
// rather than in the same long task (and without Material's tooltips on every card).
function materialMounted() {
  const document$ = globalThis.document$;
  if (!document$ || typeof document$.subscribe !== "function") return Promise.resolve();
  return Promise.race([
    new Promise(/** @param {(value?: unknown) => void} resolve */ (resolve) => {
      let subscription = null;
      let done = false;
      subscription = document$.subscribe(() => {
        done = true;
        if (subscription) subscription.unsubscribe();
        resolve();
      });
      if (done) subscription.unsubscribe(); // it had fired already (it replays)
    }),
    later(2000), // never wait long for someone else's script
  ]);
}

// The page's first drawing: the question to the engine goes out first, then the controls
// are built a section at a time, so that no single task keeps the page from answering.
async function begin() {
  wire();
  await materialMounted();
  await pause();
  buildCardPicker();
  await pause();
  fromHash({ inSteps: true });
}

if (location.protocol === "file:") {
  // Pyodide cannot run from file:// (zugpruefer-datei.js shows the explanation).
  document.documentElement.classList.add("zp-file");
} else {
  app.hidden = false;
  engine.onProgress = progress;
  progress(engine.stage);
  engine.start().catch((error) => engineTrouble(error));
  begin();
}
