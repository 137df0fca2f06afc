// Writing the request: what a control changes in it (the transitions of `state.request`). No
// rule lives here: this file only records what the reader chose; whether the move is allowed,
// and why, always comes from the engine. Each function changes the request and returns whether
// it did; the page script (zugpruefer.js) then writes the fragment (`#fall=…`) into the
// browser's current history entry (the page's "Rückgängig" undoes it) and asks the engine.

import { data } from "./zugpruefer-data.js";
import {
  actionCards,
  boardCards,
  brokenOf,
  buildEntries,
  currentMove,
  DISCARD_TWO,
  FEATURES,
  inFrontOf,
  isExpansion,
  isFixedCell,
  isObject,
  nextTurn,
  moveKind,
  people,
  rotationOf,
  situation,
  state,
} from "./zugpruefer-request.js";
import { offeredOptions } from "./zugpruefer-house.js";
import { TEXT } from "./zugpruefer-text.js";

/** @param {Record<string, any>} move the move to check from now on (one card) */
export function setMove(move) {
  state.request.move = move;
  delete state.request.moves;
}

/**
 * The place of the old move, kept when the new card takes a place too and the place is free
 * for it; otherwise the reader picks one on the board.
 * @param {Record<string, any>} old
 * @param {boolean} onCard whether the new card is played on a card (rockfall, map)
 */
function keptPlace(old, onCard) {
  if (!Number.isInteger(old.x) || !Number.isInteger(old.y)) return {};
  const taken = boardCards().some((c) => c.x === old.x && c.y === old.y) || isFixedCell(old.x, old.y);
  if (!onCard && taken) return {};
  return { x: old.x, y: old.y };
}

/** @param {string} id a card of the catalogue, or "pass" @returns {boolean} */
export function chooseCard(id) {
  const old = currentMove();
  /** @type {Record<string, any>} */
  let move;
  const two = isExpansion() ? data.saboteur2.path_features.two_paths.find((/** @type {any} */ c) => c.id === id) : null;
  const path = data.path_cards.find((/** @type {any} */ c) => c.id === id) || two;
  if (id === "pass") {
    move = { play: "pass" };
  } else if (id === DISCARD_TWO && isExpansion()) {
    // What to remove is the reader's choice: no starting guess (it would get a verdict for a
    // question nobody asked: "Nein" for a card that lies in front of nobody). The
    // choices offer what lies in front of you first (zugpruefer-controls.js).
    move = old.play === DISCARD_TWO && old.remove ? { play: DISCARD_TWO, remove: old.remove } : { play: DISCARD_TWO };
  } else if (path) {
    const turn = old.play === "path" ? rotationOf(old.rotation) : null;
    // With Saboteur 2 the card keeps the ladder, door and crystals the reader gave the last one.
    const kept = old.play === "path" && isObject(old.card) ? old.card : {};
    const features = Object.fromEntries(
      ["ladder", "door", "crystals"].filter((key) => key in kept).map((key) => [key, kept[key]]),
    );
    move = {
      play: "path",
      card: { ...path.card, ...features },
      ...(old.play === "path" ? keptPlace(old, false) : {}),
      rotation: turn ? turn.degrees : data.rotations[0].degrees,
    };
  } else {
    const action = actionCards().find((/** @type {any} */ c) => c.id === id);
    if (!action) return false;
    move = JSON.parse(JSON.stringify(action.move));
    const kind = moveKind(move.play);
    // Whom the card goes to is the reader's choice, for each card anew: no starting guess and
    // none carried over from the last card (either would get a verdict for a question nobody
    // asked: "Nein, vor Anna …" for a repair card meant for someone else).
    if (kind && kind.target) delete move.target;
    if (kind && kind.cell && old.play === move.play) Object.assign(move, keptPlace(old, true));
  }
  setMove(move);
  return true;
}

/** @param {Record<string, any>} changes fields of the move to set (undefined: remove) */
export function editMove(changes) {
  if (!isObject(state.request.move)) setMove({ ...currentMove() });
  const move = /** @type {Record<string, any>} */ (state.request.move);
  Object.assign(move, changes);
  for (const [key, value] of Object.entries(changes)) if (value === undefined) delete move[key];
  return true;
}

/** @param {string[]} names */
function setPlayers(names) {
  situation().players = names;
}

/** @param {string} name @param {string} tool */
export function toggleBroken(name, tool) {
  const sit = situation();
  if (!isObject(sit.broken)) sit.broken = {};
  const list = brokenOf(name);
  const next = list.includes(tool) ? list.filter((t) => t !== tool) : [...list, tool];
  if (next.length) sit.broken[name] = next;
  else delete sit.broken[name];
  setPlayers(people());
  return true;
}

/**
 * A new person at the table: the name typed (trimmed), or "Person N" when none was.
 * @param {string} typed
 * @returns {{added: boolean, name: string}} whether the name was free
 */
export function addPerson(typed) {
  const names = people();
  let name = typed.trim();
  if (!name) {
    let n = names.length + 1;
    while (names.includes(TEXT.newPerson(n))) n += 1;
    name = TEXT.newPerson(n);
  }
  if (names.includes(name)) return { added: false, name };
  setPlayers([...names, name]);
  return { added: true, name };
}

/**
 * Saboteur 2: a Theft or Trapped! card in front of a person, laid or taken away.
 * @param {string} name
 * @param {string} card
 */
export function toggleInFront(name, card) {
  const sit = situation();
  if (!isObject(sit.in_front)) sit.in_front = {};
  const list = inFrontOf(name);
  const next = list.includes(card) ? list.filter((c) => c !== card) : [...list, card];
  if (next.length) sit.in_front[name] = next;
  else delete sit.in_front[name];
  if (!Object.keys(sit.in_front).length) delete sit.in_front;
  setPlayers(people());
  return true;
}

/**
 * The base game or Saboteur 2. Back to the base game, what only the expansion knows leaves the
 * request (the cards in front of people, its moves and the move's expansion fields), so that
 * the request is a base-game request again.
 * @param {boolean} expansion whether to play with Saboteur 2
 */
export function setEdition(expansion) {
  const sit = situation();
  if (!data.saboteur2 || expansion === isExpansion()) return false;
  if (expansion) {
    sit.edition = data.saboteur2.edition;
    return true;
  }
  delete sit.edition;
  delete sit.in_front;
  const move = currentMove();
  const twoPaths = move.play === "path" && isObject(move.card) && "groups" in move.card;
  if (twoPaths || data.saboteur2.moves.some((/** @type {any} */ k) => k.play === move.play)) {
    delete state.request.move;
    delete state.request.moves;
  } else if (move.play === "pass") {
    delete move.discard;
  } else if (move.play === "path" && isObject(move.card)) {
    move.card = withoutFeatures(move.card);
  }
  if (Array.isArray(sit.board)) {
    sit.board = boardCards()
      .filter((c) => !(isObject(c.card) && "groups" in c.card))
      .map((c) => (isObject(c.card) ? { ...c, card: withoutFeatures(c.card) } : c));
  }
  return true;
}

/** @param {Record<string, any>} card @returns {Record<string, any>} the card without the expansion's fields */
function withoutFeatures(card) {
  return Object.fromEntries(Object.entries(card).filter(([key]) => !FEATURES.includes(key)));
}

/**
 * Saboteur 2: what your path card carries: a ladder (true), a door (its colour), crystals (a
 * number). No ladder, no door, no crystals leave the card without the field.
 * @param {"ladder" | "door" | "crystals"} key
 * @param {boolean | string | number | null} value
 */
export function setFeature(key, value) {
  const move = currentMove();
  if (move.play !== "path" || !isObject(move.card) || !isExpansion()) return false;
  return editMove({ card: withFeatures(move.card, { [key]: value }) });
}

/** @param {string} name */
export function removePerson(name) {
  const sit = situation();
  setPlayers(people().filter((n) => n !== name));
  if (isObject(sit.broken)) delete sit.broken[name];
  if (isObject(sit.in_front)) {
    delete sit.in_front[name];
    if (!Object.keys(sit.in_front).length) delete sit.in_front;
  }
  const move = currentMove();
  // The card went to the person who left: the reader chooses again.
  if (move.target === name) delete move.target;
  return true;
}

/**
 * Set an open rule's option (the catalogue's "options"); the default is left out of the link.
 * @param {string} rule
 * @param {string} value
 */
export function setOption(rule, value) {
  const sit = situation();
  const option = offeredOptions(data, null).find((/** @type {any} */ o) => o.rule === rule);
  const rules = isObject(sit.rules) ? { ...sit.rules } : {};
  if (option && option.default === value) delete rules[rule];
  else rules[rule] = value;
  if (Object.keys(rules).length) sit.rules = rules;
  else delete sit.rules;
  return true;
}

/** @param {number} x @param {number} y @returns {number} the index of the card at (x, y), or -1 */
function cardAt(x, y) {
  return boardCards().findIndex((c) => c.x === x && c.y === y);
}

/** Your own move never stays on a card laid in build mode: its place is cleared, and you pick
 * a new one. @param {number} x @param {number} y */
function freeMovePlace(x, y) {
  const move = currentMove();
  const kind = moveKind(move.play);
  if (kind && kind.cell && move.play === "path" && move.x === x && move.y === y) {
    delete move.x;
    delete move.y;
  }
}

/**
 * Build mode: lay the chosen card on a free place (not on the start card, a goal or a card).
 * With Saboteur 2 the card may be one with two paths, and carries the ladder or door chosen
 * for it (`features`); the base game's cards carry none.
 * @param {number} x
 * @param {number} y
 * @param {string} cardId the catalogue id of the card to lay
 * @param {number} rotation how to lay it (degrees)
 * @param {Record<string, any>} [features] Saboteur 2: what the card carries ({ladder: true, door: "blau"})
 */
export function layCard(x, y, cardId, rotation, features = {}) {
  if (isFixedCell(x, y) || cardAt(x, y) >= 0) return false;
  const card = buildEntries().find((/** @type {any} */ c) => c.id === cardId);
  if (!card) return false;
  const carried = isExpansion() ? withFeatures({}, features) : {};
  situation().board = [...boardCards(), { x, y, card: { ...card.card, ...carried }, rotation }];
  freeMovePlace(x, y);
  return true;
}

/**
 * Saboteur 2: a card's ladder or door set (true, a colour) or taken off (false, null).
 * @param {Record<string, any>} card
 * @param {Record<string, any>} changes
 * @returns {Record<string, any>} the card with the changes
 */
export function withFeatures(card, changes) {
  const out = { ...card };
  for (const [key, value] of Object.entries(changes)) {
    if (!["ladder", "door", "crystals"].includes(key)) continue;
    if (value === false || value === null || value === 0 || value === undefined) delete out[key];
    else out[key] = value;
  }
  return out;
}

/**
 * Build mode, Saboteur 2: the card at (x, y) gets a ladder, a door or crystals, or loses them.
 * @param {number} x
 * @param {number} y
 * @param {"ladder" | "door" | "crystals"} key
 * @param {boolean | string | number | null} value
 */
export function setLaidFeature(x, y, key, value) {
  const here = cardAt(x, y);
  if (here < 0 || !isExpansion()) return false;
  const board = boardCards();
  const laid = board[here];
  if (!isObject(laid.card)) return false;
  const card = withFeatures(laid.card, { [key]: value });
  situation().board = board.map((c, i) => (i === here ? { ...c, card } : c));
  return true;
}

/**
 * Build mode: the card at (x, y) turns to the next way a card may lie on the table (after the
 * last, the first again).
 * @param {number} x
 * @param {number} y
 */
export function turnCard(x, y) {
  const here = cardAt(x, y);
  if (here < 0) return false;
  const board = boardCards();
  const rotation = nextTurn(board[here].rotation || 0);
  situation().board = board.map((c, i) => (i === here ? { ...c, rotation } : c));
  return true;
}

/**
 * Build mode: the card at (x, y) leaves the table.
 * @param {number} x
 * @param {number} y
 */
export function removeCard(x, y) {
  const here = cardAt(x, y);
  if (here < 0) return false;
  situation().board = boardCards().filter((_, i) => i !== here);
  return true;
}

/**
 * Build mode: the card at `from` moves to the free place `to`, lying as it lay.
 * @param {{x: number, y: number}} from
 * @param {{x: number, y: number}} to
 */
export function moveCard(from, to) {
  const here = cardAt(from.x, from.y);
  if (here < 0 || isFixedCell(to.x, to.y) || cardAt(to.x, to.y) >= 0) return false;
  situation().board = boardCards().map((c, i) => (i === here ? { ...c, x: to.x, y: to.y } : c));
  freeMovePlace(to.x, to.y);
  return true;
}
