// How far the checker's start has come: the runtime's download in percent and then "Regeln
// werden vorbereitet …" in the bar at the foot of the screen (showLoading); next to the
// controls, after a while, a note that the first start loads the rules engine once (and how big
// it is), and what happens when the download stalls or the engine has to be restarted. It only
// shows: the engine (zugpruefer-engine.js) decides when to restart, the page script reports
// failures (and says "saboteur:engine-failed", when all of this gives way).

import { engine } from "./zugpruefer-start.js";
import { TEXT } from "./zugpruefer-text.js";
import { showLoading } from "./zugpruefer-verdict.js";

const NOTE_AFTER_MS = 8000;
const line = /** @type {HTMLElement | null} */ (document.querySelector("[data-zp-download]"));
const note = /** @type {HTMLElement | null} */ (document.querySelector("[data-zp-first-start]"));
const download = Number(line && line.dataset.zpSize) || 0;

// With a decimal comma, one decimal; not toLocaleString, whose first call loads ICU's number
// data on the main thread (about 80 ms in a profile of the page's start).
const megabytes = (/** @type {number} */ bytes) => (bytes / 1e6).toFixed(1).replace(".", ",");

export const PROGRESS_TEXT = {
  firstStart: (/** @type {number} */ bytes) =>
    `Beim ersten Besuch lädt die Seite die Regelprüfung einmal herunter (etwa ${megabytes(bytes)} MB). ` +
    "Danach startet sie schneller, auch ohne Netz.",
  /** Downloaded; Python starts and imports the rules: the same stage as the engine's start. */
  preparing: TEXT.engine,
  stalled: "Der Download stockt. Neuer Versuch …",
  dead: "Die Regelprüfung ist abgestürzt und wird neu gestartet …",
};

/** @type {ReturnType<typeof setTimeout> | undefined} */
let noteTimer;

/**
 * The download's line. Once the first start's note shows, it has the line's place (the slot
 * above the controls keeps the room of the note): how far the download has come is then said
 * by the bar alone (showLoading), and only a failure's word (a stall, a restart) takes the place
 * back from the note.
 * @param {string} text
 * @param {boolean} [quiet] a figure that changes every moment: shown, not read out (a screen
 *   reader would speak every percent; the status line says that the rules load, and when)
 * @param {boolean} [progress] the download's progress (a percent, "vorbereitet"), not a failure
 */
function show(text, quiet = false, progress = false) {
  if (!line) return;
  if (note && !note.hidden) {
    if (progress) return;
    note.hidden = true;
  }
  // The worker reports every chunk of the download; the line changes once per percent.
  if (line.textContent === text && line.hidden === !text) return;
  line.setAttribute("aria-live", quiet ? "off" : "polite");
  line.textContent = text;
  line.hidden = !text;
}

function done() {
  show("");
  clearTimeout(noteTimer);
  if (note) note.hidden = true;
}

/** @param {Event} event a "progress" event of the engine */
function update(event) {
  /** @type {import("./zugpruefer-engine.js").ProgressDetail} */
  const { stage, loaded = 0, total = 0, reason, start } = /** @type {CustomEvent} */ (event).detail;
  if (stage === "download" && total) {
    const percent = Math.min(100, Math.floor((100 * loaded) / total));
    // One place shows the start: the bar at the foot of the screen, in view wherever the
    // reader is on the page (the line beside the controls is left for a stalled download; the
    // first start's note, once shown, keeps its place).
    show("", false, true);
    if (percent >= 100) {
      // After the last byte nothing would move for seconds while Python starts: say so.
      showLoading(PROGRESS_TEXT.preparing);
    } else {
      showLoading(`${TEXT.loading} ${percent} %`);
    }
  } else if (stage === "engine") {
    show("", false, true); // the page's status line says that the engine starts
  } else if (stage === "retry") {
    show(reason === "stalled" ? PROGRESS_TEXT.stalled : PROGRESS_TEXT.dead);
  } else if (stage === "ready") {
    markStart(start);
    done();
  }
}

/**
 * How the worker started (<html data-engine-start="normal|snapshot">): for whoever looks, the
 * tests and `make bench`.
 * @param {string | undefined} start
 */
function markStart(start) {
  if (start) document.documentElement.setAttribute("data-engine-start", start);
}

if (line && location.protocol !== "file:") {
  engine.addEventListener("progress", update);
  // The page says what went wrong and offers "Nochmal versuchen": no stale percent under it,
  // no note that the next start will be quicker.
  document.addEventListener("saboteur:engine-failed", done);
  // A worker whose "ready" came before this script listened: zugpruefer-start.js takes the
  // boot script's worker over and replays what it said early, ready included when the page's
  // thread was busier than the worker's. How it started is said all the same.
  if (engine.isRunning || engine.stage === "ready") {
    markStart(engine.startKind);
    done();
  } else if (note && download) {
    // Counted from the moment the reader opened the page, not from when this script ran.
    noteTimer = setTimeout(
      () => {
        if (engine.isRunning) return;
        note.textContent = PROGRESS_TEXT.firstStart(download);
        note.hidden = false;
        if (line) line.hidden = true; // the note takes the download line's place (show)
      },
      Math.max(0, NOTE_AFTER_MS - performance.now()),
    );
  }
}
