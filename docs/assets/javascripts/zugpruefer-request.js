// The request the controls edit ({situation, move}, as in docs-dev/contract.md), and what the
// page reads from it to draw the controls. Nothing here judges a move: that is the engine's job.
// Which kinds of move take a place or a target, the rotations and where start and goals lie
// come from the engine's catalogue (`data`). The page's one state object (`state`,
// zugpruefer-state.js) is made here, from the catalogue.

import { data } from "./zugpruefer-data.js";
import { rememberedRules } from "./zugpruefer-house.js";
import { createState, missingPart } from "./zugpruefer-state.js";

/**
 * @param {unknown} v
 * @returns {v is Record<string, any>}
 */
export const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);

/**
 * A fresh situation with no move chosen yet: the page shows no verdict until the reader picks.
 * @returns {{situation: Record<string, any>, move?: Record<string, any>, moves?: any[]}}
 */
export function defaultRequest() {
  /** @type {Record<string, any>} */
  const situation = { player: data.player, players: [data.player, "Anna", "Ben"], broken: {}, board: [] };
  // The group's remembered house rules (zugpruefer-house.js) start every fresh question.
  const rules = rememberedRules(data.options || []);
  if (Object.keys(rules).length) situation.rules = rules;
  return { situation };
}

/** The rotations a card may lie in on the table (none crosswise), in the catalogue's order.
 * @returns {{degrees: number, crosswise: boolean, name: string}[]} */
export function tableRotations() {
  return data.rotations.filter((/** @type {any} */ t) => !t.crosswise);
}

/**
 * The way a card lies on the table after "Drehen" from `degrees`: the next of the table's
 * rotations, after the last the first again (from a crosswise one, the first).
 * @param {unknown} degrees
 */
export function nextTurn(degrees) {
  const turns = tableRotations().map((t) => t.degrees);
  return turns[(turns.indexOf(Number(degrees)) + 1) % turns.length];
}

/**
 * Whether turning this card makes another card on the table (the catalogue's `turns`, from the
 * engine): a crossroads or a straight looks the same either way up, and "Drehen" is not offered.
 * @param {unknown} card
 */
export function cardTurns(card) {
  const entry = cardEntry(card);
  return Boolean(entry && entry.turns);
}

/** The checker's state: the request as the reader's link or controls left it (any JSON, read
 * with care), the board's mode, the question asked and what the engine answered. */
export const state = createState(defaultRequest(), {
  card: data.path_cards[0].id,
  rotation: tableRotations()[0].degrees,
});

/** @returns {Record<string, any>} */
export function situation() {
  if (!isObject(state.request.situation)) state.request.situation = {};
  return state.request.situation;
}

/** @returns {Record<string, any>} the move the controls show ({} when none is chosen) */
export function currentMove() {
  if (isObject(state.request.move)) return state.request.move;
  if (Array.isArray(state.request.moves) && isObject(state.request.moves[0])) return state.request.moves[0];
  return {};
}

/** @returns {boolean} whether the request names a move (or moves) at all */
export function hasMove() {
  return isObject(state.request.move) || Array.isArray(state.request.moves);
}

/**
 * The catalogue's entry for a kind of move ("path", "repair" …), or null.
 * @param {unknown} play
 * @returns {{play: string, name: string, cell: boolean, target: boolean} | null}
 */
export function moveKind(play) {
  const found = data.moves.find((/** @type {any} */ k) => k.play === play);
  if (found || !isExpansion()) return found || null;
  return data.saboteur2.moves.find((/** @type {any} */ k) => k.play === play) || null;
}

/** @returns {boolean} whether the situation plays with the expansion Saboteur 2 */
export function isExpansion() {
  return Boolean(data.saboteur2) && situation().edition === data.saboteur2.edition;
}

/** The action cards the picker offers: the base game's, and with Saboteur 2 the expansion's.
 * @returns {any[]} */
export function actionCards() {
  return isExpansion() ? [...data.action_cards, ...data.saboteur2.action_cards] : data.action_cards;
}

/**
 * The expansion's cards face up in front of a person (`situation.in_front`).
 * @param {string} name
 * @returns {string[]}
 */
export function inFrontOf(name) {
  const sit = situation();
  const list = isObject(sit.in_front) ? sit.in_front[name] : null;
  return Array.isArray(list) ? list : [];
}

/**
 * Whether the move still waits for the reader to pick its place (a kind that takes a cell,
 * with neither x nor y). Such a move gets no verdict yet; any other value of x or y goes to
 * the engine, which says what is wrong with it.
 * @param {Record<string, any>} move
 */
export function wantsCell(move) {
  return missingPart(move, moveKind(move.play)) === "cell";
}

/** The expansion's turn option "discard two cards to remove one in front of you" (its kind of
 * move, named in the catalogue's "saboteur2" moves). */
export const DISCARD_TWO = "discard-two";

/** @returns {string} */
export function me() {
  const sit = situation();
  return typeof sit.player === "string" ? sit.player : data.player;
}

/**
 * Everyone at the table as far as the situation says, the player first.
 * @returns {string[]}
 */
export function people() {
  const sit = situation();
  const names = [me()];
  /** @param {unknown} name */
  const add = (name) => {
    if (typeof name === "string" && name && !names.includes(name)) names.push(name);
  };
  if (Array.isArray(sit.players)) sit.players.forEach(add);
  if (isObject(sit.broken)) Object.keys(sit.broken).forEach(add);
  if (isExpansion() && isObject(sit.in_front)) Object.keys(sit.in_front).forEach(add);
  // Without a list of players, whoever the move names is at the table; with one, the engine
  // decides whether the move's target sits at the table, so the page adds no one.
  if (!Array.isArray(sit.players)) add(currentMove().target);
  return names;
}

/**
 * @param {string} name
 * @returns {string[]}
 */
export function brokenOf(name) {
  const sit = situation();
  const list = isObject(sit.broken) ? sit.broken[name] : null;
  return Array.isArray(list) ? list : [];
}

/** @returns {Record<string, any>[]} */
export function boardCards() {
  const board = situation().board;
  return Array.isArray(board) ? board.filter(isObject) : [];
}

/** @returns {Record<string, any>[]} */
export function goals() {
  const sit = situation();
  if (Array.isArray(sit.goals)) return sit.goals.filter(isObject);
  return data.table.goals.map((/** @type {any} */ g) => ({ x: g.x, y: g.y, revealed: false }));
}

/**
 * Whether (x, y) holds the start card or a goal card (they lie where they lie).
 * @param {number} x
 * @param {number} y
 */
export function isFixedCell(x, y) {
  const start = data.table.start;
  return (x === start.x && y === start.y) || goals().some((g) => g.x === x && g.y === y);
}

/**
 * The catalogue's path card for a card of a request, or null.
 * @param {unknown} card
 */
export function pathEntry(card) {
  if (!isObject(card)) return null;
  return (
    data.path_cards.find(
      (/** @type {any} */ c) => c.card.edges === card.edges && Boolean(c.card.dead_end) === Boolean(card.dead_end),
    ) || null
  );
}

/**
 * Saboteur 2: the catalogue's card with two separate paths (bridge, double curve) for a card
 * of a request, or null.
 * @param {Record<string, any>} card
 */
export function twoPathEntry(card) {
  const groups = Array.isArray(card.groups) ? JSON.stringify([...card.groups].sort()) : "";
  return (
    data.saboteur2.path_features.two_paths.find(
      (/** @type {any} */ c) => JSON.stringify([...c.card.groups].sort()) === groups,
    ) || null
  );
}

/**
 * The catalogue's entry for any path card of a request: a card with two paths (Saboteur 2),
 * else the base game's card with its edges; null when the catalogue has none.
 * @param {unknown} card
 */
export function cardEntry(card) {
  if (isObject(card) && Array.isArray(card.groups) && data.saboteur2) return twoPathEntry(card);
  return pathEntry(card);
}

/**
 * The cards the board lays in build mode (their catalogue entries): the base game's path
 * cards, and with Saboteur 2 its cards with two paths.
 * @returns {any[]}
 */
export function buildEntries() {
  return isExpansion() ? [...data.path_cards, ...data.saboteur2.path_features.two_paths] : data.path_cards;
}

/**
 * Saboteur 2: what a path card carries (ladder, door, crystals), in the catalogue's words, in
 * the order the engine names them ("mit Leiter", "mit blauer Tür", "mit 2 Kristallen").
 * @param {unknown} card
 * @returns {string[]}
 */
export function featureWords(card) {
  if (!isObject(card) || !data.saboteur2) return [];
  const features = data.saboteur2.path_features;
  const words = [];
  if (card.ladder === true) words.push(features.ladder);
  const door = features.doors.find((/** @type {any} */ d) => d.door === card.door);
  if (door) words.push(door.label);
  const crystals = features.crystals.find((/** @type {any} */ c) => c.crystals === card.crystals);
  if (crystals) words.push(crystals.label);
  return words;
}

/**
 * Saboteur 2: the catalogue's marks for what a path card carries, laid over its picture
 * (drawn around the card's centre, upright; turned with a card that lies crosswise), or the
 * picture as it is.
 * @param {string} svg
 * @param {unknown} card
 * @param {{degrees: number, crosswise: boolean} | null} turn
 */
function withMarks(svg, card, turn) {
  if (!isObject(card) || !data.saboteur2) return svg;
  const marks = data.saboteur2.marks;
  const door = typeof card.door === "string" ? card.door : "";
  // A bridge's or double curve's door stands on each of its paths (the catalogue's own marks).
  const two = Array.isArray(card.groups) ? twoPathEntry(card) : null;
  const doors = (two && marks.two_paths?.[two.id]) || marks;
  let drawn = "";
  if (card.ladder === true && doors.ladder_and_door[door]) drawn += doors.ladder_and_door[door];
  else if (card.ladder === true) drawn += marks.ladder;
  else if (doors.doors[door]) drawn += doors.doors[door];
  if (Number.isInteger(card.crystals)) drawn += marks.crystals[String(card.crystals)] || "";
  const box = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  if (!drawn || !box) return svg;
  const turned = turn && turn.crosswise ? ` rotate(${turn.degrees})` : "";
  const layer = `<g transform="translate(${Number(box[1]) / 2} ${Number(box[2]) / 2})${turned}">${drawn}</g>`;
  return svg.replace(/<\/svg>$/, `${layer}</svg>`);
}

/** The fields a path card may carry only with Saboteur 2 (contract: "PATH may carry"). */
export const FEATURES = ["ladder", "door", "crystals", "groups"];

/**
 * Which card of the catalogue a move plays ("pass" for passing), or null.
 * @param {Record<string, any>} move
 * @returns {string | null}
 */
export function cardIdOf(move) {
  if (move.play === "pass") return "pass";
  if (isExpansion() && move.play === DISCARD_TWO) return DISCARD_TWO;
  if (move.play === "path" && isExpansion() && isObject(move.card) && Array.isArray(move.card.groups)) {
    const found = twoPathEntry(move.card);
    return found ? found.id : null;
  }
  if (move.play === "path") {
    const found = pathEntry(move.card);
    return found ? found.id : null;
  }
  const found = actionCards().find((/** @type {any} */ c) => {
    if (c.move.play !== move.play) return false;
    if ("tool" in c.move) return c.move.tool === move.tool;
    if ("tools" in c.move) {
      const mine = Array.isArray(move.tools) ? [...move.tools].sort().join() : "";
      return [...c.move.tools].sort().join() === mine;
    }
    return true;
  });
  return found ? found.id : null;
}

/**
 * The part of the table to draw: the catalogue's view (start and goals), grown to show every
 * card, goal and the move with one place around it.
 * @returns {{x0: number, x1: number, y0: number, y1: number}}
 */
export function bounds() {
  const view = data.table.view;
  const xs = [view.min_x, view.max_x];
  const ys = [view.min_y, view.max_y];
  /** @param {unknown} x @param {unknown} y */
  const add = (x, y) => {
    if (Number.isInteger(x) && Number.isInteger(y) && Math.abs(Number(x)) < 40 && Math.abs(Number(y)) < 40) {
      xs.push(Number(x) - 1, Number(x) + 1);
      ys.push(Number(y) - 1, Number(y) + 1);
    }
  };
  boardCards().forEach((c) => add(c.x, c.y));
  goals().forEach((g) => add(g.x, g.y));
  const move = currentMove();
  add(move.x, move.y);
  return { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) };
}

/**
 * The catalogue's rotation with these degrees, or null.
 * @param {unknown} degrees
 * @returns {{degrees: number, crosswise: boolean, name: string} | null}
 */
export function rotationOf(degrees) {
  return data.rotations.find((/** @type {any} */ t) => t.degrees === Number(degrees)) || null;
}

/**
 * The picture of a path card turned by `rotation` degrees, with its label.
 * @param {unknown} card
 * @param {number} rotation
 * @returns {{svg: string, label: string} | null}
 */
export function pathCardSvg(card, rotation) {
  const entry = cardEntry(card);
  if (!entry) return null;
  const turn = rotationOf(rotation);
  const svg = (turn && entry.svg[String(turn.degrees)]) || entry.svg[String(data.rotations[0].degrees)];
  // Saboteur 2: a card's ladder, door and crystals on its picture and in its name.
  return {
    svg: withMarks(svg, card, turn && entry.svg[String(turn.degrees)] ? turn : null),
    label: [entry.label, ...featureWords(card)].join(" "),
  };
}
