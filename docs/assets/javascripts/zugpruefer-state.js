// The checker's state, in one object, and every way it changes (the transitions below). Pure:
// no DOM, no engine, no catalogue (the page hands in what it needs), so `node --test` runs it.
//
// - request: the situation and the move the reader is building ({situation, move}, as in
//   docs-dev/contract.md); any JSON a link brought, read with care (zugpruefer-request.js).
//   The request changes through zugpruefer-edit.js; this module only replaces it whole.
// - mode: "move" (the board picks where your card goes) or "build" (the board lays the table),
//   and build: the card the board lays in build mode, and how it lies.
// - selected: in build mode, the card on the table the reader tapped (a tap selects, it never
//   changes the table), and whether it is being moved (the next tap on a free place moves it).
//   The tray above the board offers what to do with it: turn, move, remove.
// - question: the fragment value (`#fall=`) and request text asked last, and its number: an
//   answer to an older question is dropped.
// - answer: the engine's response to the question whose verdict is shown, with its fragment
//   value; legal: the places the engine found for your card (a path card's places and
//   rotations, the cards on the table a rockfall or a map may be played on); alternatives: the places of
//   the engine's alternatives to a Nein. Each says which fragment value it belongs to, and is
//   shown only while that is the question.
// - engine: how far the engine's start has come ("loading", "engine", "ready") or "failed";
//   answered: whether the page has shown its first answer (then Material's script may start).
// - undo: the questions the reader's own changes left behind (fragment values, the newest
//   last, at most UNDO_LIMIT): the page's "Rückgängig" goes back through them. The browser's
//   history keeps one entry per question, not per tap: an edit replaces the entry, a new
//   question (a link, an alternative tapped) adds one (docs-dev/checker-page.md).
//
// The page script (zugpruefer.js) applies a transition, then draws from the state: the verdict
// (zugpruefer-verdict.js), the controls (zugpruefer-controls.js), the board (zugpruefer-board.js).

/**
 * @typedef {{x: number, y: number, rotation?: number}} Place
 * @typedef {{fall: string, list: Place[], error: boolean, unblock: string | null, short: string | null, help: Record<string, any> | null}} Legal
 *   `short`: the Nein that blocks every place, as the bar says it; `help`: the move that lifts the block
 * @typedef {{fall: string, list: Place[]}} Marks
 * @typedef {"move" | "build"} Mode
 * @typedef {{card: string, rotation: number, features?: Record<string, any>}} Build  the card build
 *   mode lays, how it lies, and (Saboteur 2) what it carries: {ladder: true, door: "blau"}
 * @typedef {{x: number, y: number, moving: boolean}} Selected
 * @typedef {"loading" | "engine" | "ready" | "failed"} EngineState
 * @typedef {{move: Record<string, any>, text: string}} Alternative
 * @typedef {{code: string, ok: boolean, text: string, rule: string,
 *            option?: {rule: string, value: string, label: string} | null}} Check
 * @typedef {{allowed: boolean | null, failed: string | null, checks?: Check[], answer: string,
 *            short?: string, alternatives?: Alternative[], unblock?: string | null, notes?: {code: string, text: string}[],
 *            error: {text: string} | null}} Response  the engine's answer to "check"
 * @typedef {{
 *   request: any,
 *   mode: Mode,
 *   build: Build,
 *   selected: Selected | null,
 *   question: {fall: string, text: string, number: number},
 *   answer: {fall: string, response: Response} | null,
 *   legal: Legal | null,
 *   alternatives: Marks | null,
 *   engine: EngineState,
 *   answered: boolean,
 *   undo: string[],
 * }} CheckerState
 */

/**
 * What a control does, carried by the control itself (`data-zp-do`, as JSON): the page script
 * reads it from the control the reader used and performs it (`perform` in zugpruefer.js).
 * @typedef {{do: "card", id: string}
 *   | {do: "remove", name: string}
 *   | {do: "broken", name: string, tool: string}
 *   | {do: "target", name: string}
 *   | {do: "fix", tool: string | null}
 *   | {do: "rotation", degrees: number}
 *   | {do: "option", rule: string, value: string}
 *   | {do: "build-card", id: string}
 *   | {do: "build-rotation", degrees: number}
 *   | {do: "build-feature", key: "ladder" | "door" | "crystals", value: boolean | string | number | null}
 *   | {do: "laid-feature", key: "ladder" | "door" | "crystals", value: boolean | string | number | null}
 *   | {do: "selected", what: "turn" | "move" | "remove" | "done"}
 *   | {do: "mode", mode: Mode}
 *   | {do: "cell", x: number, y: number}
 *   | {do: "alternative", index: number}
 *   | {do: "edition", expansion: boolean}
 *   | {do: "in-front", name: string, card: string}
 *   | {do: "discard", count: number}
 *   | {do: "take-away", card: string}
 *   | {do: "feature", key: "ladder" | "door" | "crystals", value: boolean | string | number | null}} Action
 * Saboteur 2's are "edition" (the switch), "in-front" (a card in front of a person),
 * "discard" (how many cards passing discards), "take-away" (what discarding two cards
 * removes) and what a path card carries: "feature" (your card), "build-feature" (the card
 * build mode lays) and "laid-feature" (the card selected on the table).
 */

const ACTIONS = ["card", "remove", "broken", "target", "fix", "rotation", "option", "build-card",
  "build-rotation", "selected", "mode", "cell", "alternative", "edition", "in-front", "discard", "take-away", "feature",
  "build-feature", "laid-feature"];

/**
 * The text a control carries for its action (`data-zp-do`).
 * @param {Action} action
 */
export function doing(action) {
  return JSON.stringify(action);
}

/**
 * The action a control carries, or null when the text is none.
 * @param {string | undefined} text
 * @returns {Action | null}
 */
export function actionOf(text) {
  if (!text) return null;
  try {
    const action = JSON.parse(text);
    return action && typeof action === "object" && ACTIONS.includes(action.do) ? action : null;
  } catch {
    return null;
  }
}

/**
 * A new state: the request to start from, and the card and rotation build mode starts with.
 * @param {unknown} request
 * @param {{card: string, rotation: number}} build
 * @returns {CheckerState}
 */
export function createState(request, build) {
  return {
    request,
    mode: "move",
    build: { ...build },
    selected: null,
    question: { fall: "", text: "", number: 0 },
    answer: null,
    legal: null,
    alternatives: null,
    engine: "loading",
    answered: false,
    undo: [],
  };
}

/** How many of the reader's changes "Rückgängig" can take back. */
export const UNDO_LIMIT = 50;

/**
 * The reader changes the question shown (`fall`, the fragment value asked last) into `next`:
 * the old one is kept for "Rückgängig" (the oldest goes once there are UNDO_LIMIT).
 * @param {CheckerState} state
 * @param {string} fall
 * @param {string} next
 */
export function remember(state, fall, next) {
  if (!fall || fall === next) return;
  if (state.undo[state.undo.length - 1] !== fall) state.undo.push(fall);
  if (state.undo.length > UNDO_LIMIT) state.undo.splice(0, state.undo.length - UNDO_LIMIT);
}

/**
 * The undo list kept in the history entry (`history.state.zpUndo`), brought back when the page
 * is loaded again for that entry (Back from a rule's page, a reload): only fragment values
 * (strings), the newest last, at most UNDO_LIMIT; anything else in it is dropped.
 * @param {CheckerState} state
 * @param {unknown} kept
 */
export function restoreUndo(state, kept) {
  if (!Array.isArray(kept)) return;
  const list = kept.filter((fall) => typeof fall === "string" && fall !== "");
  state.undo = list.slice(Math.max(0, list.length - UNDO_LIMIT));
}

/**
 * Whether "Rückgängig" has a question to go back to (one other than the one shown).
 * @param {CheckerState} state
 */
export function canUndo(state) {
  return state.undo.some((fall) => fall !== state.question.fall);
}

/**
 * "Rückgängig": the question before the reader's last change (the fragment value), taken off
 * the list; null when there is none. One the reader has come back to already (with the
 * browser's Back) is passed over.
 * @param {CheckerState} state
 * @returns {string | null}
 */
export function takeBack(state) {
  while (state.undo.length) {
    const fall = /** @type {string} */ (state.undo.pop());
    if (fall !== state.question.fall) return fall;
  }
  return null;
}

/**
 * What "Rückgängig" brought back, for the words said aloud: the parts of the request that
 * differ between the question before and after it ("board", "in_front" (broken tools and the
 * expansion's cards), "players", "move", "rules", "edition"), and how many cards lie on the
 * table after it.
 * @param {Record<string, any>} before
 * @param {Record<string, any>} after
 * @returns {{parts: string[], cards: number}}
 */
export function undoneParts(before, after) {
  const of = (/** @type {Record<string, any>} */ request) => {
    const s = request && typeof request.situation === "object" && request.situation ? request.situation : {};
    return {
      board: s.board || [],
      in_front: [s.broken || {}, s.in_front || {}],
      players: [s.player, s.players],
      move: [request.move, request.moves],
      rules: s.rules || {},
      edition: s.edition,
    };
  };
  const a = of(before);
  const b = of(after);
  const parts = Object.keys(a).filter(
    (key) => JSON.stringify(a[/** @type {keyof typeof a} */ (key)]) !== JSON.stringify(b[/** @type {keyof typeof b} */ (key)]),
  );
  return { parts, cards: Array.isArray(b.board) ? b.board.length : 0 };
}

/**
 * What the reader still has to choose before the move is a question the engine can answer:
 * "cell" (a kind that takes a place, a goal or a card on the table, with neither x nor y),
 * "target" (a kind played on a person, with no one chosen), or null. What a kind takes is the
 * engine's word (the catalogue's "moves": `cell`, `target`); a kind the catalogue does not know,
 * and any value the reader's link gave, go to the engine, which says what is wrong.
 * @param {Record<string, any>} move
 * @param {{cell?: boolean, target?: boolean} | null} kind the catalogue's entry for move.play
 * @returns {"cell" | "target" | "remove" | null}
 */
export function missingPart(move, kind) {
  if (!kind) return null;
  if (kind.cell && !("x" in move) && !("y" in move)) return "cell";
  if (kind.target && !("target" in move)) return "target";
  // Saboteur 2's "discard two cards" names the card it removes (docs-dev/contract.md).
  if (move.play === "discard-two" && !("remove" in move)) return "remove";
  return null;
}

/**
 * The card to ask the engine's "placements" about for this move, or null: a path card (every
 * place and rotation), or a card of another kind played on the table (a rockfall, a map: every
 * card on the table it may be played on). What goes on the table is the catalogue's `cell`.
 * @param {Record<string, any>} move
 * @param {{cell?: boolean} | null} kind the catalogue's entry for move.play
 * @returns {Record<string, any> | null}
 */
export function placesCard(move, kind) {
  if (!kind || !kind.cell) return null;
  if (move.play !== "path") return { play: move.play };
  const card = move.card;
  return card !== null && typeof card === "object" && !Array.isArray(card) ? card : null;
}

/**
 * The reader's link or controls bring another request: what the engine found for the old one
 * no longer applies.
 * @param {CheckerState} state
 * @param {unknown} request
 */
export function setRequest(state, request) {
  state.request = request;
  state.legal = null;
  state.selected = null;
}

/**
 * A question goes out: the fragment value it answers and the request text. Returns its number.
 * @param {CheckerState} state
 * @param {string} fall
 * @param {string} text
 */
export function ask(state, fall, text) {
  state.question = { fall, text, number: state.question.number + 1 };
  return state.question.number;
}

/**
 * A link that cannot be read: it is the question now (no older answer may land), but there
 * is no text to ask the engine (the page says itself what is wrong). Returns its number.
 * @param {CheckerState} state
 * @param {string} fall
 */
export function askBroken(state, fall) {
  state.question = { ...state.question, fall, number: state.question.number + 1 };
  state.answer = null;
  state.alternatives = null;
  return state.question.number;
}

/**
 * Whether the question with this number is still the last one asked.
 * @param {CheckerState} state
 * @param {number} number
 */
export function isCurrent(state, number) {
  return state.question.number === number;
}

/**
 * The engine answered (or the page answered a broken link itself): the verdict to show, and
 * the places of the engine's alternatives to a Nein (moves with a place), marked on the board.
 * @param {CheckerState} state
 * @param {string} fall
 * @param {Response} response
 */
export function answered(state, fall, response) {
  state.answer = { fall, response };
  const list = (Array.isArray(response.alternatives) ? response.alternatives : [])
    .map((alt) => alt.move)
    .filter((move) => isPlace(move))
    .map((move) => ({ x: move.x, y: move.y, rotation: move.play === "path" ? move.rotation || 0 : undefined }));
  state.alternatives = list.length ? { fall, list } : null;
}

/**
 * No verdict for the question (no card chosen yet, no place, or the table being built).
 * @param {CheckerState} state
 */
export function noVerdict(state) {
  state.alternatives = null;
}

/** @param {unknown} move @returns {move is {x: number, y: number, play?: string, rotation?: number}} */
function isPlace(move) {
  if (move === null || typeof move !== "object" || Array.isArray(move)) return false;
  const m = /** @type {Record<string, unknown>} */ (move);
  return Number.isInteger(m.x) && Number.isInteger(m.y);
}

/**
 * The engine's answer to "placements" for the fragment value `fall` (parsed JSON).
 * @param {CheckerState} state
 * @param {string} fall
 * @param {{placements?: Place[], unblock?: string | null, short?: string | null, unblock_move?: Record<string, any> | null, error?: unknown}} found
 */
export function foundPlaces(state, fall, found) {
  const list = found.error ? [] : found.placements || [];
  // No place at all, and the engine says what blocks every one (a broken tool): say it, with
  // the blocking check's Nein in short and the card that would lift the block.
  const unblock = !list.length && typeof found.unblock === "string" ? found.unblock : null;
  const short = unblock && typeof found.short === "string" ? found.short : null;
  const help = unblock && found.unblock_move && typeof found.unblock_move === "object" ? found.unblock_move : null;
  state.legal = { fall, list, error: Boolean(found.error), unblock, short, help };
}

/**
 * The move of the engine's alternative number `index` to the verdict shown, or null.
 * @param {CheckerState} state
 * @param {number} index
 * @returns {Record<string, any> | null}
 */
export function alternativeMove(state, index) {
  const list = state.answer?.response.alternatives;
  const alt = Array.isArray(list) ? list[index] : undefined;
  return alt ? JSON.parse(JSON.stringify(alt.move)) : null;
}

/**
 * The reader switches the board between placing the card and building the table. Returns
 * whether the mode changed.
 * @param {CheckerState} state
 * @param {string} mode
 */
export function setMode(state, mode) {
  const next = mode === "build" ? "build" : "move";
  if (next === state.mode) return false;
  state.mode = next;
  state.selected = null;
  return true;
}

/**
 * Build mode: the reader taps a card on the table. It becomes the selected one (the table does
 * not change); a tap on the selected card lets it go.
 * @param {CheckerState} state
 * @param {number} x
 * @param {number} y
 */
export function selectCard(state, x, y) {
  const same = state.selected && state.selected.x === x && state.selected.y === y;
  state.selected = same ? null : { x, y, moving: false };
}

/**
 * The selected card is to be moved (the next tap on a free place moves it), or no longer.
 * @param {CheckerState} state
 * @param {boolean} moving
 */
export function setMoving(state, moving) {
  if (state.selected) state.selected = { ...state.selected, moving };
}

/**
 * The selected card now lies at (x, y) (it was moved there), or none is selected (null).
 * @param {CheckerState} state
 * @param {{x: number, y: number} | null} place
 */
export function selectAt(state, place) {
  state.selected = place ? { x: place.x, y: place.y, moving: false } : null;
}

/**
 * The card build mode lays, how it lies, or what it carries.
 * @param {CheckerState} state
 * @param {{card?: string, rotation?: number, features?: Record<string, any>}} choice
 */
export function chooseBuild(state, choice) {
  state.build = { ...state.build, ...choice };
}

/**
 * How far the engine's start has come, as the engine reports it (zugpruefer-engine.js).
 * @param {CheckerState} state
 * @param {string | null} stage
 */
export function engineStage(state, stage) {
  state.engine = stage === "ready" ? "ready" : stage === "engine" ? "engine" : "loading";
}

/**
 * The engine failed to start or to answer.
 * @param {CheckerState} state
 */
export function engineFailed(state) {
  state.engine = "failed";
}

/**
 * The page shows an answer: true the first time only (then the page says so, once).
 * @param {CheckerState} state
 */
export function firstAnswer(state) {
  if (state.answered) return false;
  state.answered = true;
  return true;
}

/**
 * The cells to mark on the board for your move: key "x,y" → the rotations legal there (-1: a
 * place without a rotation, as for a rockfall or a map); null when nothing the engine found
 * belongs to the question shown (its fragment value names the move), or the board is being
 * built.
 * @param {CheckerState} state
 * @returns {Map<string, number[]> | null}
 */
export function markedCells(state) {
  if (state.mode !== "move") return null;
  const fall = state.question.fall;
  /** @type {Map<string, number[]>} */
  const marked = new Map();
  /** @param {Place} p @param {number} r */
  const add = (p, r) => {
    const key = `${p.x},${p.y}`;
    const list = marked.get(key) || [];
    if (!list.includes(r)) list.push(r);
    marked.set(key, list);
  };
  const legal = state.legal && state.legal.fall === fall ? state.legal : null;
  if (legal) for (const p of legal.list) add(p, Number.isInteger(p.rotation) ? Number(p.rotation) : -1);
  const alternatives = state.alternatives && state.alternatives.fall === fall ? state.alternatives : null;
  if (alternatives) {
    for (const p of alternatives.list) add(p, Number.isInteger(p.rotation) ? Number(p.rotation) : -1);
  }
  return legal || alternatives ? marked : null;
}
