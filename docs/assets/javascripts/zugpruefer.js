// The checker page: controls that write a request, a worker that asks the engine, a verdict.
//
// No rule lives here. Labels and pictures come from the build-time catalogue
// (`#zugpruefer-daten`, made by sitegen/checker.py from rules_py); every verdict, every check
// text and every legal place comes from rules_py in the worker. This file holds the loop: a
// tap on a control (each carries its action, `data-zp-do`) or a new fragment (`#fall=…`)
// changes the one state object (zugpruefer-state.js, made in zugpruefer-request.js) through a
// transition (zugpruefer-edit.js for the request), the request goes into the fragment and to
// the engine (`show`), and the page is drawn from the state: zugpruefer-controls.js and
// zugpruefer-board.js the controls, zugpruefer-verdict.js what the engine says.

import { renderBoard, tableSpot, wireBoard } from "./zugpruefer-board.js";
import {
  buildCardPicker,
  moveWords,
  renderCards,
  renderEdition,
  noteForgotten,
  renderOptions,
  renderPeople,
  renderTarget,
} from "./zugpruefer-controls.js";
import { data } from "./zugpruefer-data.js";
import { $, app, picturesAhead, setHidden, setText } from "./zugpruefer-dom.js";
import {
  addPerson,
  chooseCard,
  editMove,
  layCard,
  moveCard,
  removeCard,
  removePerson,
  setEdition,
  setFeature,
  setLaidFeature,
  setMove,
  setOption,
  toggleBroken,
  toggleInFront,
  turnCard,
} from "./zugpruefer-edit.js";
import { shortFall, fallFromHash, readFall } from "./zugpruefer-fall.js";
import { offeredOptions, rememberedRules, rememberRules } from "./zugpruefer-house.js";
import { isRuntimeBroken } from "./zugpruefer-protocol.js";
import {
  boardCards,
  buildEntries,
  cardIdOf,
  currentMove,
  defaultRequest,
  hasMove,
  isFixedCell,
  isObject,
  me,
  moveKind,
  situation,
  state,
} from "./zugpruefer-request.js";
import { clearCopyNote, copyLink, noteReset, showLinkCode, updateLinkCode } from "./zugpruefer-share.js";
import { engine } from "./zugpruefer-start.js";
import {
  actionOf,
  alternativeMove,
  answered,
  ask,
  askBroken,
  canUndo,
  chooseBuild,
  engineFailed,
  engineStage,
  firstAnswer,
  foundPlaces,
  isCurrent,
  missingPart,
  noVerdict,
  placesCard,
  remember,
  restoreUndo,
  selectAt,
  selectCard,
  setMode,
  setMoving,
  setRequest,
  takeBack,
  undoneParts,
} from "./zugpruefer-state.js";
import { TEXT } from "./zugpruefer-text.js";
import { buildBuildPicker } from "./zugpruefer-tray.js";
import {
  barTop,
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

/** @typedef {import("./zugpruefer-state.js").Action} Action */

// --- drawing the controls from the state -----------------------------------------------

function renderControls() {
  renderEdition();
  renderPeople();
  renderCards();
  renderTarget();
  renderOptions();
  renderBoard();
  renderUndo();
}

// "Rückgängig" takes no room in the tray while there is nothing to take back (`data-idle`:
// not shown, out of the tab order and the accessibility tree), so that the hint beside it has
// the tray's whole width: a long one (a path card that no place allows) takes fewer lines and
// covers less of the board. The first edit brings it and the hint wraps beside it; the board
// stays where it is on the screen all the same (`keepBoardStill`).
function renderUndo() {
  $("undo").toggleAttribute("data-idle", !canUndo(state));
}

// After a tap on the table (the tray or the board), the board keeps its place on the screen
// while what lies above it changes height: "Rückgängig" coming with the first edit, the tray's
// hint and the count under it while the engine looks for places, the card in hand. The page
// scrolls by as much as the board moved (the tray, stuck below the header, grows over the
// board; else the part of the page above it moves up), so the next place tapped is where it
// was. Until the reader scrolls, types, taps elsewhere or follows a link: then the browser
// keeps the page as usual. Meanwhile the browser's own scroll anchoring is off
// (`data-zp-board-still` on <html>, zugpruefer.css), not to move the page twice.
function keepBoardStill() {
  const board = $("board-scroll");
  const root = document.documentElement;
  const onPage = () => board.getBoundingClientRect().top + window.scrollY;
  let seen = NaN; // where the board's top was on the page
  const keep = (/** @type {boolean} */ on) => {
    root.toggleAttribute("data-zp-board-still", on);
    seen = on ? onPage() : NaN;
  };
  window.addEventListener(
    "click",
    (event) => {
      const target = /** @type {Element} */ (event.target);
      keep(Boolean(target.closest && target.closest("[data-zp='tray'], [data-zp='board-scroll']")));
    },
    { capture: true },
  );
  for (const type of ["wheel", "touchmove", "keydown", "hashchange", "popstate"]) {
    window.addEventListener(type, () => root.hasAttribute("data-zp-board-still") && keep(false), { capture: true, passive: true });
  }
  // Whatever above the board changes height: the parts of the page before the table, the
  // tray, the lines between it and the board.
  const watch = new ResizeObserver(() => {
    if (Number.isNaN(seen)) return;
    const moved = onPage() - seen;
    if (moved) window.scrollBy({ top: moved, behavior: "instant" });
    seen = onPage();
  });
  for (const part of app.children) {
    if (part.contains(board)) break;
    watch.observe(part);
  }
  for (const name of ["tray", "legal-count", "board-more"]) watch.observe($(name));
}

// --- writing the request: the fragment and the history ---------------------------------
// An edit of the question replaces the browser's current history entry: Back leaves the
// question (or the page) rather than stepping through every tap. A new question (an
// alternative tapped) adds an entry; so does a link the reader opens (the browser's own).
// The page's "Rückgängig" steps back through the edits (`state.undo`).

/**
 * Write the request into the fragment and ask the engine about it; the question shown before
 * is kept for "Rückgängig".
 * @param {{newQuestion?: boolean}} [options] whether to add a history entry (else replace it)
 */
function commit({ newQuestion = false } = {}) {
  const value = shortFall(state.request);
  remember(state, state.question.fall, value);
  writeHistory(value, newQuestion && location.hash !== `#fall=${value}`);
  show(value, JSON.stringify(state.request));
}

/** The fragment and the undo list (`history.state.zpUndo`: Back from a rule's page, which
 * loads the checker anew, brings "Rückgängig" back with the question) go into the history in
 * one call per edit: the current entry replaced, or a new one for a new question.
 * @param {string} value the request's fragment value @param {boolean} [newEntry] */
function writeHistory(value, newEntry = false) {
  const undoList = [...state.undo];
  if (newEntry) {
    history.pushState({ zpUndo: undoList }, "", `#fall=${value}`);
    return;
  }
  const old = history.state && typeof history.state === "object" ? history.state : {};
  history.replaceState({ ...old, zpUndo: undoList }, "", `#fall=${value}`);
}

/** "Rückgängig": the question before the reader's last change, in the current entry. */
function undo() {
  const value = takeBack(state);
  if (value === null) return;
  const { text, request } = readFall(value);
  if (request === null || !isObject(request)) return;
  const { parts, cards } = undoneParts(state.request, request);
  setRequest(state, request);
  writeHistory(value);
  show(value, /** @type {string} */ (text));
  // Said aloud (a polite live region beside the button): what came back.
  const say = $("undo-say");
  setText(say, "");
  const words = isObject(request.move) ? moveWords(request.move) : "";
  const move = words ? TEXT.undoneCard(words) : Array.isArray(request.moves) ? TEXT.undoneCards : "";
  requestAnimationFrame(() => setText(say, TEXT.undone(parts, cards, move)));
  // The button goes when nothing is left to undo: the focus stays at the table.
  if (!canUndo(state)) /** @type {HTMLElement} */ ($("board-scroll").querySelector("[tabindex='0']") || $("board-scroll")).focus({ preventScroll: true });
}

// --- the verdict: asking the engine, drawing what it says -------------------------------

// --- the reader's place on the page, kept across a visit to a rule page ------------------
// Back from a rule's page loads the checker anew, and the browser's own scroll restoration
// comes too early: the page is still short then. So the place is kept in the history entry
// (`history.state.zpPlace`, written when the reader stops scrolling and before a link is
// followed) as the part of the page at the window's top and how far into it, and brought
// back once the first answer is drawn: the table above may have another height by then.

/** The part of the page (a child of the app: a section, the house rules …) and its key. */
function pagePart(/** @type {Element} */ el) {
  return el.id || el.getAttribute("aria-labelledby") || /** @type {HTMLElement} */ (el).dataset.zp || "";
}

function keepPlace() {
  /** @type {{key: string, offset: number, y: number}} */
  const place = { key: "", offset: 0, y: Math.round(scrollY) };
  for (const el of app.children) {
    const key = pagePart(el);
    if (key === "bar") break; // the bar and what follows it are no place to come back to
    if (!key || !el.getClientRects().length) continue;
    const top = el.getBoundingClientRect().top;
    if (top > 0) break;
    place.key = key;
    place.offset = Math.round(-top);
  }
  const old = history.state && typeof history.state === "object" ? history.state : {};
  history.replaceState({ ...old, zpPlace: place }, "");
}

function restorePlace() {
  const place = history.state && typeof history.state === "object" ? history.state.zpPlace : null;
  if (!place || typeof place.y !== "number") return;
  sizeTable();
  const part = place.key ? [...app.children].find((el) => pagePart(el) === place.key) : null;
  if (part && part.getClientRects().length) window.scrollTo(0, scrollY + part.getBoundingClientRect().top + place.offset);
  else window.scrollTo(0, place.y);
}

let placeTimer = 0;
function watchPlace() {
  window.addEventListener(
    "scroll",
    () => {
      clearTimeout(placeTimer);
      placeTimer = window.setTimeout(keepPlace, 200);
    },
    { passive: true },
  );
  // A link followed (a rule's page): the place as it is at that moment.
  app.addEventListener("click", (event) => {
    if (/** @type {Element} */ (event.target).closest("a[href]")) keepPlace();
  });
}

// A link opened (a shared situation, "Im Zugprüfer öffnen" on a rules page) asks for its
// answer, which stands at the page's end, far below the fold on a phone: once it is drawn it
// comes into view. Not when the reader has touched, scrolled or typed meanwhile (their place
// is theirs), nor when the history entry keeps a place to come back to (restorePlace).
const openedWithLink = Boolean(fallFromHash(location.hash));
let readerActed = false;
for (const type of ["wheel", "touchstart", "pointerdown", "keydown"]) {
  window.addEventListener(type, () => (readerActed = true), { capture: true, passive: true, once: true });
}

function answerIntoView() {
  if (!openedWithLink || readerActed || scrollY > 0) return;
  if (history.state && typeof history.state === "object" && history.state.zpPlace) return;
  // The answer lies below the table: the jump leaves the table above the screen, where its
  // drawing a frame later moves nothing on screen (the browser's scroll anchoring), while
  // drawing it first would move the answer in the frame it appears.
  document.getElementById("zp-urteil")?.scrollIntoView({ block: "start" });
}

// While the engine starts, the table is laid out only near the screen (zugpruefer.css,
// `content-visibility`); one never drawn holds a guessed room. A jump that lands beside it
// would see everything below it move a frame later, when it is drawn at its real height,
// under the reader's finger. So it is drawn once at its real size, wherever it is, before the
// first jump that may land beside it (a place to come back to, the bar's or the game's way to
// a part of the page) or else in the task after the first answer's frame; the browser keeps
// that size while it is off screen again (`contain-intrinsic-size: auto`).
let tableSized = false;
function sizeTable() {
  if (tableSized) return;
  tableSized = true;
  const root = document.documentElement;
  root.classList.add("zp-table-drawn");
  // The size is kept once a frame has drawn it; the frame after, the table may be skipped again.
  requestAnimationFrame(() => requestAnimationFrame(() => root.classList.remove("zp-table-drawn")));
}

// The first answer is on screen: after its frame, the page's other scripts may start
// (zugpruefer-later.js starts Material's).
function firstAnswerShown() {
  if (!firstAnswer(state)) return;
  answerIntoView();
  restorePlace();
  watchPlace();
  requestAnimationFrame(() =>
    setTimeout(() => {
      sizeTable();
      document.dispatchEvent(new CustomEvent("saboteur:answered"));
    }),
  );
}

/** @param {any} error */
function engineTrouble(error) {
  engineFailed(state);
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
  renderEdition();
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
  renderUndo();
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

// A card played on a person was just chosen: the choice of whom comes into view (it lies
// below the cards, often under the bar), with what else the card asks below it (a repair card
// naming two tools: "Welches Werkzeug?"); the card stays on screen above it.
function showTargetChoice() {
  const asks = document.getElementById("zp-target-label") || document.getElementById("zp-take-away-label");
  const group = asks ? $("target") : null;
  const card = lastControl;
  if (!group || !card || !card.isConnected || !(/** @type {HTMLElement} */ (card).dataset.zpCard)) return;
  const top = barTop();
  const rect = group.getBoundingClientRect();
  const room = card.getBoundingClientRect().top - 64; // the card stays below the header
  const by = Math.min(rect.bottom - top + 8, room);
  if (by > 0) window.scrollBy({ top: by });
}

/**
 * The fragment value answered, what the engine found for it (where the card may be played).
 * @param {string} fall
 * @param {Promise<string | null>} places
 * @param {number} number
 */
async function showPlaces(fall, places, number) {
  const found = await places;
  if (!isCurrent(state, number) || !found) return;
  foundPlaces(state, fall, JSON.parse(found));
  renderBoard();
  // No verdict yet, and no place at all: the bar says why at once, not "tap its place": the
  // Nein any place would get, with its mark (the engine's short words: the broken tool), and
  // the full answer's room what would change that. Its button leads to the card that would
  // (the repair the tray names, `help`), not to the table: no tap there can succeed, and the
  // table's own words say the same above it.
  const legal = state.legal;
  if (legal?.unblock && state.answer?.fall !== fall) {
    const help = legal.help && cardIdOf(legal.help);
    showNeutral("choose", legal.unblock, help ? "help" : "cards", legal.short || legal.unblock, Boolean(legal.short));
  }
}

/**
 * No verdict yet for this request: the reader has not chosen a card, has not picked its
 * place or whom it goes to (`missingPart`), or is building the table. While the engine
 * loads, the bar says so.
 * @param {number} number
 * @param {boolean} inSteps
 */
async function showWithoutVerdict(number, inSteps) {
  const move = currentMove();
  const building = state.mode === "build";
  const kind = moveKind(move.play);
  const name = kind?.name || "";
  const missing = missingPart(move, kind);
  const tap = building || !hasMove()
    ? ""
    : missing === "target"
      ? "target"
      : missing === "remove"
        ? "removed"
        : move.play === "path"
          ? "place"
          : "cardOnTable";
  const text = building
    ? TEXT.building
    : !hasMove()
      ? TEXT.chooseCard
      : tap === "target"
        ? TEXT.chooseTarget(name)
        : tap === "removed"
          ? TEXT.chooseRemoved(name)
          : tap === "place"
            ? TEXT.choosePlace(name)
            : TEXT.chooseCardOnTable(name);
  noVerdict(state);
  if (inSteps) await renderControlsInSteps();
  else renderControls();
  keepAboveBar();
  if (!engine.isRunning) {
    showNeutral("loading", TEXT.loading);
    try {
      await engine.start();
    } catch (error) {
      if (isCurrent(state, number)) engineTrouble(error);
      return;
    }
    if (!isCurrent(state, number)) return;
  }
  // The bar's button takes the reader to what is still to choose, wherever it lies.
  const go = building ? "" : !hasMove() ? "cards" : missing === "target" || missing === "remove" ? "target" : "table";
  // The bar, with less room, says only what to tap (the card chosen is in view above it).
  showNeutral(building ? "build" : "choose", text, go, building ? TEXT.buildingBar : tap ? TEXT.tap[tap] : text);
  // (After the bar has its new text: its height decides what lies under it.)
  if ((missing === "target" || missing === "remove") && !inSteps) showTargetChoice();
  settled();
  firstAnswerShown();
  const card = building ? null : placesCard(move, kind);
  if (card) {
    const places = engine.call("placements", JSON.stringify({ situation: situation(), card })).catch(() => null);
    await showPlaces(state.question.fall, places, number);
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
  const number = ask(state, fall, text);
  clearCopyNote();
  const move = currentMove();
  // No verdict before the question is whole: a card, and every part its kind takes.
  if (state.mode === "build" || !hasMove() || missingPart(move, moveKind(move.play))) {
    await showWithoutVerdict(number, inSteps);
    picturesAhead();
    updateLinkCode();
    return;
  }
  const card = placesCard(move, moveKind(move.play));
  const running = engine.isRunning;
  // Both questions go out at once; the verdict is drawn as soon as it is there.
  const answer = engine.call("check", text);
  const places = card
    ? engine.call("placements", JSON.stringify({ situation: situation(), card })).catch(() => null)
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
      if (!isCurrent(state, number)) return; // a newer question is on its way
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
    if (!isCurrent(state, number)) return;
    answered(state, fall, response);
    showVerdict(fall, response);
    settled();
    await draw();
    firstAnswerShown();
    picturesAhead(); // the answer is there: now the machine's time is the pictures'
    renderBoard();
    if (!statusFailed() && state.engine === "ready") setStatus(TEXT.ready);
    updateLinkCode();
    await showPlaces(fall, places, number);
  } catch (error) {
    if (!isCurrent(state, number)) return;
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
    if (state.question.number > 0 && shortFall(fresh) === state.question.fall) return;
    setRequest(state, fresh);
    show(shortFall(state.request), JSON.stringify(state.request), options);
    return;
  }
  if (value === state.question.fall) return;
  const { text, request: parsed } = readFall(value);
  if (parsed === null) {
    // Not base64url, not UTF-8 or not JSON: the link itself is broken.
    askBroken(state, value);
    showLocalError(value, TEXT.badLink);
    settled();
    if (options.inSteps) renderControlsInSteps();
    else renderControls();
    return;
  }
  // The controls follow a request they can read; the engine always gets the text as it came,
  // so that it, not this page, says what is wrong with the request.
  setRequest(state, isObject(parsed) ? parsed : state.request);
  show(value, /** @type {string} */ (text), options);
}

// --- start ------------------------------------------------------------------------------

/** @param {string | null} stage the step of the engine's start it reports */
function progress(stage) {
  engineStage(state, stage);
  const text = state.engine === "ready" ? TEXT.ready : state.engine === "engine" ? TEXT.engine : TEXT.loading;
  setStatus(text);
  if (state.engine !== "ready") showLoading(text);
}

// --- what the reader does: an action, then the fragment and the engine --------------------

/**
 * Bring a part of the page into view and put the focus there: the verdict's reasons, or the
 * part of the question the bar asks for (the card picker, whom the card goes to, the table).
 * @param {string} where
 */
function goTo(where) {
  sizeTable();
  /** @type {HTMLElement | null} */
  let place = null;
  /** @type {HTMLElement | null} */
  let focus = null;
  if (where === "reasons") {
    place = focus = document.getElementById("zp-h-result");
  } else if (where === "cards") {
    place = document.getElementById("zp-h-card");
    focus = app.querySelector("[data-zp-card]");
  } else if (where === "help") {
    // The card that would lift the block (a repair card for the broken tool), in the cards.
    const help = state.legal?.help;
    const id = help ? cardIdOf(help) : null;
    place = focus = id ? app.querySelector(`[data-zp-card="${CSS.escape(id)}"]`) : null;
    if (!place) return goTo("cards");
  } else if (where === "target") {
    place = document.getElementById("zp-target-label")?.parentElement || null;
    focus = place && place.querySelector("button");
  } else if (where === "table") {
    // The table as a chosen card brings it: on the move or the cards laid, if it is tall.
    bringTableIntoView();
    const cell = /** @type {HTMLElement | null} */ ($("board-scroll").querySelector("[tabindex='0']"));
    (cell || $("board-scroll")).focus({ preventScroll: true });
    return;
  }
  if (!place) return;
  place.scrollIntoView({ block: where === "reasons" || where === "cards" ? "start" : "center" });
  const landed = focus || place;
  landed.focus({ preventScroll: true });
  // A control the reader lands on shows where they are, after a tap too (the reasons' heading
  // is read from there, no control to show).
  if (where !== "reasons") markArrived(landed);
}

/** The focus was put on `control` by a jump (the bar's button, the game's name beside the
 * table): it shows its focus ring until the focus leaves it (`data-zp-arrived`). A focus
 * after a tap matches no `:focus-visible`, and a reader who tapped must see where they landed;
 * an ordinary tap on a control still shows no ring.
 * @param {HTMLElement} control */
function markArrived(control) {
  if (control.hasAttribute("data-zp-arrived") || document.activeElement !== control) return;
  control.toggleAttribute("data-zp-arrived", true);
  control.addEventListener("blur", () => control.removeAttribute("data-zp-arrived"), { once: true });
}

/** A tap on a cell of the board. Build mode: a tap on a card on the table selects it (it never
 * changes it), a tap on a free place lays the chosen card there (or moves the selected card
 * there, after "Verschieben"). Otherwise your card goes there (if it takes a place).
 * @param {number} x @param {number} y */
function cellTapped(x, y) {
  if (state.mode === "build") {
    const selected = state.selected;
    if (boardCards().some((c) => c.x === x && c.y === y)) {
      selectCard(state, x, y);
      renderBoard();
    } else if (isFixedCell(x, y)) {
      return;
    } else if (selected && selected.moving) {
      if (!moveCard(selected, { x, y })) return;
      selectAt(state, { x, y });
      commit();
    } else if (selected) {
      selectAt(state, null); // a tap beside the selected card lets it go; nothing is laid
      renderBoard();
    } else if (layCard(x, y, state.build.card, state.build.rotation, state.build.features)) {
      commit();
    }
    return;
  }
  const kind = moveKind(currentMove().play);
  if (kind && kind.cell && editMove({ x, y })) commit();
}

/**
 * What the tray does with the card selected on the table: turn it, move it (the next tap on a
 * free place), remove it, or let it go. Each change of the table is one edit.
 * @param {"turn" | "move" | "remove" | "done"} what
 */
function selectedAction(what) {
  const selected = state.selected;
  if (!selected) return;
  const cell = () => /** @type {HTMLElement | null} */ ($("board").querySelector(`[data-x="${selected.x}"][data-y="${selected.y}"]`));
  if (what === "turn") {
    if (turnCard(selected.x, selected.y)) commit();
  } else if (what === "move") {
    setMoving(state, !selected.moving);
    renderBoard();
  } else {
    if (what === "remove" && !removeCard(selected.x, selected.y)) return;
    selectAt(state, null);
    if (what === "remove") commit();
    else renderBoard();
    // The button pressed is gone with the selection: the focus goes back to the table (to the
    // cell that takes Tab, when the card's place went with it: a table that shrank).
    (cell() || /** @type {HTMLElement | null} */ ($("board").querySelector("[tabindex='0']")))?.focus({ preventScroll: true });
  }
}

/** After choosing a card that goes on the table, or switching to building it: the table (with
 * the tray and the places the engine marks) comes into view, unless it is there already. From
 * its heading; where the board would then end under the answer bar, further, as far as the tray
 * (it sticks below the header) leaves the board's top in view: tray and board on one screen.
 * A board taller than the room between the tray and the bar shows the cell of your move, or
 * else the cards laid, rather than its top rows (often empty, or far from the move). */
function bringTableIntoView() {
  const board = $("board-scroll").getBoundingClientRect();
  const tray = $("tray").getBoundingClientRect();
  const heading = document.getElementById("zp-h-board");
  const header = document.querySelector(".md-header");
  const top = header ? header.getBoundingClientRect().bottom : 0;
  const bottom = barTop() - 8;
  if (board.top >= Math.max(top, tray.bottom) && board.bottom <= bottom) return;
  const roomTop = Math.max(top, 0) + tray.height; // the tray sticks below the header
  const spot = tableSpot();
  if (spot && board.height > bottom - roomTop) {
    if (spot.top >= Math.max(roomTop, tray.bottom) && spot.bottom <= bottom) return;
    // Centred when it has room, else from its first row with the row above it.
    const roomy = spot.bottom - spot.top <= bottom - roomTop;
    const by = roomy ? (spot.top + spot.bottom - roomTop - bottom) / 2 : spot.top - spot.row - roomTop;
    window.scrollBy({ top: wholeRows(by, spot, roomTop, bottom) });
    return;
  }
  if (!heading) return;
  let by = heading.getBoundingClientRect().top - top;
  const below = board.bottom - by - bottom;
  if (below > 0) by += Math.max(0, Math.min(below, board.top - by - (top + tray.height)));
  window.scrollBy({ top: by });
}

/**
 * A scroll by `by` adjusted so that the tray's lower edge cuts no row of the table: the row it
 * would cut shows whole (the page scrolls a little less), or, when the spot would then reach
 * below `bottom`, not at all (a little more).
 * @param {number} by @param {{top: number, bottom: number, row: number}} spot
 * @param {number} roomTop @param {number} bottom
 */
function wholeRows(by, spot, roomTop, bottom) {
  const below = spot.top - by - roomTop; // from the tray's edge down to the spot, once scrolled
  if (below <= 0 || spot.row <= 0) return by;
  const hidden = Math.ceil(below / spot.row) * spot.row - below; // of the row the edge cuts
  if (hidden < 0.5 || spot.row - hidden < 0.5) return by;
  return spot.bottom - by + hidden <= bottom ? by - hidden : by + spot.row - hidden;
}

/**
 * The card to lay is one of this edition's: a card with two paths is none of the base game's,
 * and a link or the edition's switch may have changed the edition since it was chosen.
 */
function keepBuildCardInEdition() {
  if (!buildEntries().some((/** @type {any} */ c) => c.id === state.build.card)) {
    chooseBuild(state, { card: buildEntries()[0].id });
  }
}

/**
 * Do what a control says: a transition of the state, then the request into the fragment and
 * to the engine (`commit`), or, for the board's own choices, a new drawing of the board.
 * @param {Action} action
 */
function perform(action) {
  switch (action.do) {
    case "card":
      // The card already chosen, tapped again: it keeps what was chosen for it.
      if (isObject(state.request.move) && cardIdOf(state.request.move) === action.id) return;
      if (!chooseCard(action.id)) return;
      commit();
      if (state.mode === "move" && moveKind(currentMove().play)?.cell) bringTableIntoView();
      return;
    case "remove":
      if (removePerson(action.name)) commit();
      return;
    case "broken":
      if (toggleBroken(action.name, action.tool)) commit();
      return;
    case "target":
      if (editMove({ target: action.name })) commit();
      return;
    case "fix":
      if (editMove({ fix: action.tool ?? undefined })) commit();
      return;
    case "rotation":
      if (editMove({ rotation: action.degrees })) commit();
      return;
    case "option":
      if (setOption(action.rule, action.value)) {
        // The group's choice is remembered on this device for the next questions.
        rememberRules(isObject(situation().rules) ? situation().rules : {}, offeredOptions(data, null));
        commit();
      }
      return;
    case "build-card":
      chooseBuild(state, { card: action.id });
      renderBoard();
      return;
    case "build-rotation":
      chooseBuild(state, { rotation: action.degrees });
      renderBoard();
      return;
    case "build-feature":
      chooseBuild(state, { features: { ...state.build.features, [action.key]: action.value } });
      renderBoard();
      return;
    case "laid-feature":
      if (state.selected && setLaidFeature(state.selected.x, state.selected.y, action.key, action.value)) commit();
      return;
    case "mode":
      if (!setMode(state, action.mode)) return;
      if (state.mode === "build") keepBuildCardInEdition();
      renderBoard();
      if (state.mode === "build") bringTableIntoView();
      show(state.question.fall, state.question.text);
      return;
    case "selected":
      selectedAction(action.what);
      return;
    case "cell":
      cellTapped(action.x, action.y);
      return;
    case "edition":
      if (!setEdition(action.expansion)) return;
      // The card to lay carries no ladder or door from before, and back to the base game, a
      // card with two paths is no card to lay any more.
      chooseBuild(state, { features: {} });
      keepBuildCardInEdition();
      commit();
      return;
    case "in-front":
      if (toggleInFront(action.name, action.card)) commit();
      return;
    case "discard":
      if (editMove({ discard: action.count })) commit();
      return;
    case "feature":
      if (setFeature(action.key, action.value)) commit();
      return;
    case "take-away":
      if (editMove({ remove: action.card })) commit();
      return;
    case "alternative": {
      const move = alternativeMove(state, action.index);
      if (!move) return;
      setMove(move);
      commit({ newQuestion: true });
      // The button goes with the Nein it answered: the focus stays at the answer.
      document.getElementById("zp-h-result")?.focus({ preventScroll: true });
      return;
    }
  }
}

/** The action of the control the reader used (`data-zp-do`; the board's two modes are buttons
 * of the page's template, `data-zp-mode`). @param {Element} control @returns {Action | null} */
function actionOfControl(control) {
  const el = /** @type {HTMLElement} */ (control);
  if (el.dataset.zpMode !== undefined) return { do: "mode", mode: el.dataset.zpMode === "build" ? "build" : "move" };
  return actionOf(el.dataset.zpDo);
}

function wire() {
  wireBoard();
  keepBoardStill();
  // Every control of the page carries its action: one listener does them all.
  app.addEventListener("click", (event) => {
    const control = /** @type {Element} */ (event.target).closest("[data-zp-do], [data-zp-mode]");
    const action = control && app.contains(control) ? actionOfControl(control) : null;
    if (action) perform(action);
  });
  $("add-person").addEventListener("submit", (event) => {
    event.preventDefault();
    const input = /** @type {HTMLInputElement} */ ($("new-name"));
    const note = $("people-note");
    const { added, name } = addPerson(input.value);
    if (!added) {
      note.textContent = TEXT.nameTaken(name, name === me());
      input.focus();
      return;
    }
    note.textContent = "";
    input.value = "";
    commit();
  });
  $("retry").addEventListener("click", () => {
    setStatus(TEXT.loading);
    engine.restart().catch(() => {});
    show(state.question.fall, state.question.text);
  });
  $("copy").addEventListener("click", copyLink);
  $("qr").addEventListener("click", showLinkCode);
  // The bar's button: "Begründung" from a verdict to its checks, or from a prompt to what is
  // still to choose; without touching the fragment.
  $("bar-go").addEventListener("click", () => goTo($("bar-go").dataset.zpGo || ""));
  $("undo").addEventListener("click", undo);
  // The game's name beside the table leads to the switch, the focus on the game chosen, shown
  // after a tap too (a touch hides the usual ring: data-zp-arrived until it leaves); beside the
  // switch a button leads back to the table.
  $("edition-here").addEventListener("click", () => {
    sizeTable();
    const box = $("edition");
    box.scrollIntoView({ block: "center" });
    setHidden($("edition-back"), false);
    const chosen = /** @type {HTMLElement | null} */ (box.querySelector("[aria-pressed='true']"));
    if (!chosen) return;
    chosen.focus({ preventScroll: true });
    markArrived(chosen);
  });
  $("edition-back").addEventListener("click", () => {
    sizeTable();
    setHidden($("edition-back"), true);
    /** @type {HTMLElement} */ (document.getElementById("zp-h-board")).scrollIntoView({ block: "start" });
    $("edition-here").focus({ preventScroll: true });
  });
  $("reset").addEventListener("click", () => {
    setRequest(state, defaultRequest());
    commit();
    noteReset(Object.keys(rememberedRules(offeredOptions(data, null))).length > 0);
  });
  $("options-forget").addEventListener("click", () => {
    rememberRules({}, offeredOptions(data, null));
    if (isObject(situation().rules)) {
      delete situation().rules;
      commit();
    }
    noteForgotten();
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
}

// The page's first drawing: the question to the engine goes out first, then the controls
// are built a section at a time, so that no single task keeps the page from answering.
async function begin() {
  // The page loaded anew for an entry the reader made (Back from a rule's page, a reload):
  // its "Rückgängig" comes back with it.
  if (history.state && typeof history.state === "object") restoreUndo(state, history.state.zpUndo);
  wire();
  await pause();
  buildCardPicker();
  buildBuildPicker();
  await pause();
  fromHash({ inSteps: true });
}

if (location.protocol === "file:") {
  // Pyodide cannot run from file:// (zugpruefer-boot.js shows the explanation).
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
