// The request the controls edit ({situation, move}, as in docs-dev/contract.md), and what the page reads
// from it to draw the controls. Nothing here judges a move: that is the engine's job.

import { data } from "./zugpruefer-data.js";

export const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);

export function defaultRequest() {
  const straight = data.path_cards.find((c) => c.card.edges === "EW" && !c.card.dead_end) || data.path_cards[0];
  return {
    situation: { player: "du", players: ["du", "Anna", "Ben"], broken: {}, board: [] },
    move: { play: "path", card: { ...straight.card }, x: 1, y: 0, rotation: 0 },
  };
}

/** The request as the reader's link or controls left it: any JSON, read with care.
 * @type {{request: any}} */
export const state = { request: defaultRequest() };

export function situation() {
  if (!isObject(state.request.situation)) state.request.situation = {};
  return state.request.situation;
}

export function currentMove() {
  if (isObject(state.request.move)) return state.request.move;
  if (Array.isArray(state.request.moves) && isObject(state.request.moves[0])) return state.request.moves[0];
  return {};
}

export function me() {
  const sit = situation();
  return typeof sit.player === "string" ? sit.player : "du";
}

// Everyone at the table as far as the situation says, the player first.
export function people() {
  const sit = situation();
  const names = [me()];
  const add = (name) => {
    if (typeof name === "string" && name && !names.includes(name)) names.push(name);
  };
  if (Array.isArray(sit.players)) sit.players.forEach(add);
  if (isObject(sit.broken)) Object.keys(sit.broken).forEach(add);
  // Without a list of players, whoever the move names is at the table; with one, the engine
  // decides whether the move's target sits at the table, so the page adds no one.
  if (!Array.isArray(sit.players)) add(currentMove().target);
  return names;
}

export function brokenOf(name) {
  const sit = situation();
  const list = isObject(sit.broken) ? sit.broken[name] : null;
  return Array.isArray(list) ? list : [];
}

export function boardCards() {
  const board = situation().board;
  return Array.isArray(board) ? board.filter(isObject) : [];
}

export function goals() {
  const sit = situation();
  if (Array.isArray(sit.goals)) return sit.goals.filter(isObject);
  return data.goals.map((g) => ({ x: g.x, y: g.y, revealed: false }));
}

// Which card of the catalogue a move plays ("pass" for passing), or null.
export function cardIdOf(move) {
  if (move.play === "pass") return "pass";
  if (move.play === "path" && isObject(move.card)) {
    const found = data.path_cards.find(
      (c) => c.card.edges === move.card.edges && Boolean(c.card.dead_end) === Boolean(move.card.dead_end),
    );
    return found ? found.id : null;
  }
  const found = data.action_cards.find((c) => {
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

// The part of the table to draw: start and goals, every card, the move, one cell around.
export function bounds() {
  const xs = [-1, 9];
  const ys = [-3, 3];
  const add = (x, y) => {
    if (Number.isInteger(x) && Number.isInteger(y) && Math.abs(x) < 40 && Math.abs(y) < 40) {
      xs.push(x - 1, x + 1);
      ys.push(y - 1, y + 1);
    }
  };
  boardCards().forEach((c) => add(c.x, c.y));
  goals().forEach((g) => add(g.x, g.y));
  const move = currentMove();
  add(move.x, move.y);
  return { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) };
}

export function pathCardSvg(card, rotation) {
  const entry = isObject(card)
    ? data.path_cards.find((c) => c.card.edges === card.edges && Boolean(c.card.dead_end) === Boolean(card.dead_end))
    : null;
  if (!entry) return null;
  const r = ((rotation % 360) + 360) % 360;
  return { svg: entry.svg[r === 270 ? "90" : String(r)] || entry.svg["0"], label: entry.label, turned: r === 270 };
}
