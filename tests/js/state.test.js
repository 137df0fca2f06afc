// The checker's state and its transitions (docs/assets/javascripts/zugpruefer-state.js).
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  actionOf,
  alternativeMove,
  answered,
  ask,
  askBroken,
  canUndo,
  chooseBuild,
  createState,
  doing,
  engineFailed,
  engineStage,
  firstAnswer,
  foundPlaces,
  isCurrent,
  markedCells,
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
  UNDO_LIMIT,
} from "../../docs/assets/javascripts/zugpruefer-state.js";

/** @typedef {import("../../docs/assets/javascripts/zugpruefer-state.js").Response} Response */

const fresh = () => createState({ situation: {} }, { card: "c1", rotation: 0 });

/** @param {Partial<Response>} fields @returns {Response} */
const response = (fields) => ({ allowed: false, failed: "fits", answer: "Nein.", error: null, ...fields });

const PATH = { play: "path", card: { edges: "NS" }, x: 1, y: 0, rotation: 0 };

test("a new state places a card, has asked nothing and waits for the engine", () => {
  const state = fresh();
  assert.equal(state.mode, "move");
  assert.deepEqual(state.build, { card: "c1", rotation: 0 });
  assert.deepEqual(state.question, { fall: "", text: "", number: 0 });
  assert.equal(state.engine, "loading");
  assert.equal(state.answered, false);
  assert.equal(state.answer, null);
});

test("each question gets the next number; only the last one is current", () => {
  const state = fresh();
  const first = ask(state, "A", "{a}");
  const second = ask(state, "B", "{b}");
  assert.equal(second, first + 1);
  assert.equal(isCurrent(state, first), false);
  assert.equal(isCurrent(state, second), true);
  assert.deepEqual(state.question, { fall: "B", text: "{b}", number: second });
});

test("a broken link is a question of its own, without text, and forgets the last answer", () => {
  const state = fresh();
  ask(state, "A", "{a}");
  answered(state, "A", response({ alternatives: [{ move: PATH, text: "so" }] }));
  const number = askBroken(state, "%%");
  assert.equal(isCurrent(state, number), true);
  assert.equal(state.question.fall, "%%");
  assert.equal(state.question.text, "{a}");
  assert.equal(state.answer, null);
  assert.equal(state.alternatives, null);
});

test("an answer keeps the places of the alternatives that have one", () => {
  const state = fresh();
  answered(
    state,
    "A",
    response({
      alternatives: [
        { move: { ...PATH, rotation: 180 }, text: "gedreht" },
        { move: { play: "path", card: { edges: "NS" }, x: 2, y: 1 }, text: "ohne Drehung" },
        { move: { play: "rockfall", x: 3, y: 0 }, text: "Steinschlag" },
        { move: { play: "repair", tools: ["lamp"], target: "Anna" }, text: "ohne Platz" },
        { move: { play: "path", x: "1", y: 0 }, text: "kein Platz" },
      ],
    }),
  );
  assert.deepEqual(state.alternatives, {
    fall: "A",
    list: [
      { x: 1, y: 0, rotation: 180 },
      { x: 2, y: 1, rotation: 0 },
      { x: 3, y: 0, rotation: undefined },
    ],
  });
  answered(state, "B", response({ allowed: true, failed: null, answer: "Ja." }));
  assert.equal(state.alternatives, null);
  assert.equal(state.answer?.fall, "B");
  ask(state, "C", "{}");
  answered(state, "C", response({ alternatives: [{ move: PATH, text: "x" }] }));
  noVerdict(state);
  assert.equal(state.alternatives, null);
});

test("an alternative's move is a copy: changing it changes nothing shown", () => {
  const state = fresh();
  assert.equal(alternativeMove(state, 0), null);
  answered(state, "A", response({ alternatives: [{ move: PATH, text: "so" }] }));
  const move = alternativeMove(state, 0);
  assert.deepEqual(move, PATH);
  assert.notEqual(move, state.answer?.response.alternatives?.[0].move);
  assert.equal(alternativeMove(state, 1), null);
});

test("the board marks the engine's places only for the question they answer", () => {
  const state = fresh();
  ask(state, "A", "{}");
  assert.equal(markedCells(state), null);
  foundPlaces(state, "A", { placements: [{ x: 1, y: 0, rotation: 0 }, { x: 1, y: 0, rotation: 180 }, { x: 0, y: 1 }] });
  assert.deepEqual(
    [...(markedCells(state) ?? [])],
    [
      ["1,0", [0, 180]],
      ["0,1", [-1]],
    ],
  );
  // a newer question: the old places are not shown
  ask(state, "B", "{}");
  assert.equal(markedCells(state), null);
  // alternatives count for any move; without rotation they mark the place alone
  answered(state, "B", response({ alternatives: [{ move: { play: "map", x: 8, y: 0 }, text: "Karte" }] }));
  assert.deepEqual([...(markedCells(state) ?? [])], [["8,0", [-1]]]);
  setMode(state, "build");
  assert.equal(markedCells(state), null);
});

test("a rockfall's or a map's places are marked as found, all of them, before any tap", () => {
  const state = fresh();
  ask(state, "R", "{}");
  // Eight cards a rockfall may take away: every one is marked, not only the alternatives'.
  const eight = [1, 2, 3, 4, 5, 6, 7].map((x) => ({ x, y: 0 })).concat([{ x: 3, y: 1 }]);
  foundPlaces(state, "R", { placements: eight });
  const marked = markedCells(state);
  assert.equal(marked?.size, 8);
  for (const p of eight) assert.deepEqual(marked?.get(`${p.x},${p.y}`), [-1]);
  // a Nein's alternatives (fewer) add nothing new
  answered(state, "R", response({ alternatives: [{ move: { play: "rockfall", x: 1, y: 0 }, text: "1" }] }));
  assert.equal(markedCells(state)?.size, 8);
});

test("the places the engine is asked about: a path card's, or a rockfall's and a map's cards", () => {
  const path = { cell: true, target: false };
  assert.deepEqual(placesCard(PATH, path), PATH.card);
  assert.equal(placesCard({ play: "path" }, path), null);
  assert.equal(placesCard({ play: "path", card: [1] }, path), null);
  assert.deepEqual(placesCard({ play: "rockfall", x: 1, y: 0 }, path), { play: "rockfall" });
  assert.deepEqual(placesCard({ play: "map" }, path), { play: "map" });
  assert.equal(placesCard({ play: "sabotage", tool: "lamp" }, { cell: false, target: true }), null);
  assert.equal(placesCard({ play: "pass" }, null), null);
});

test("an engine's error for the places marks none and says so", () => {
  const state = fresh();
  ask(state, "A", "{}");
  foundPlaces(state, "A", { error: { text: "kaputt" } });
  assert.deepEqual(state.legal, { fall: "A", list: [], error: true, unblock: null, short: null, help: null });
  assert.deepEqual([...(markedCells(state) ?? [])], []);
  setRequest(state, { situation: { player: "Ich" } });
  assert.equal(state.legal, null);
  assert.deepEqual(state.request, { situation: { player: "Ich" } });
});

test("the board's mode changes only to another mode; build choices are kept apart", () => {
  const state = fresh();
  assert.equal(setMode(state, "move"), false);
  assert.equal(setMode(state, "build"), true);
  assert.equal(setMode(state, "build"), false);
  assert.equal(setMode(state, "anything"), true);
  assert.equal(state.mode, "move");
  chooseBuild(state, { rotation: 90 });
  chooseBuild(state, { card: "c7" });
  assert.deepEqual(state.build, { card: "c7", rotation: 90 });
});

test("a card on the table is selected by a tap, let go by a second, and forgotten with the question", () => {
  const state = fresh();
  setMode(state, "build");
  assert.equal(state.selected, null);
  selectCard(state, 2, 1);
  assert.deepEqual(state.selected, { x: 2, y: 1, moving: false });
  setMoving(state, true);
  assert.deepEqual(state.selected, { x: 2, y: 1, moving: true });
  selectAt(state, { x: 3, y: 1 }); // moved there: still selected, no longer moving
  assert.deepEqual(state.selected, { x: 3, y: 1, moving: false });
  selectCard(state, 4, 0); // another card
  assert.deepEqual(state.selected, { x: 4, y: 0, moving: false });
  selectCard(state, 4, 0); // the same card again
  assert.equal(state.selected, null);
  setMoving(state, true); // nothing selected: nothing to move
  assert.equal(state.selected, null);
  selectCard(state, 1, 0);
  setRequest(state, { situation: {} }); // another question (a link, "Rückgängig")
  assert.equal(state.selected, null);
  selectCard(state, 1, 0);
  setMode(state, "move");
  assert.equal(state.selected, null);
  assert.deepEqual(actionOf(doing({ do: "selected", what: "remove" })), { do: "selected", what: "remove" });
});

test("the engine's start as it reports it, a failure, and the first answer once", () => {
  const state = fresh();
  for (const [stage, expected] of [
    ["start", "loading"],
    ["download", "loading"],
    ["retry", "loading"],
    [null, "loading"],
    ["engine", "engine"],
    ["ready", "ready"],
  ]) {
    engineStage(state, stage);
    assert.equal(state.engine, expected, String(stage));
  }
  engineFailed(state);
  assert.equal(state.engine, "failed");
  assert.equal(firstAnswer(state), true);
  assert.equal(firstAnswer(state), false);
});

test("a control's action goes through its attribute and back; anything else is none", () => {
  /** @type {import("../../docs/assets/javascripts/zugpruefer-state.js").Action[]} */
  const actions = [
    { do: "card", id: "pass" },
    { do: "broken", name: "Anna: die Erste", tool: "lamp" },
    { do: "fix", tool: null },
    { do: "option", rule: "r", value: "v" },
    { do: "cell", x: -1, y: 3 },
    { do: "alternative", index: 2 },
  ];
  for (const action of actions) assert.deepEqual(actionOf(doing(action)), action);
  for (const text of [undefined, "", "{", "null", "[]", '{"do": "eval"}', '"card"']) assert.equal(actionOf(text), null, text);
});

test("the reader's changes are kept for undo, newest last, and taken back one at a time", () => {
  const state = fresh();
  ask(state, "A", "{a}");
  remember(state, "A", "B");
  ask(state, "B", "{b}");
  remember(state, "B", "C");
  ask(state, "C", "{c}");
  assert.equal(canUndo(state), true);
  assert.equal(takeBack(state), "B");
  ask(state, "B", "{b}");
  assert.equal(takeBack(state), "A");
  ask(state, "A", "{a}");
  assert.equal(canUndo(state), false);
  assert.equal(takeBack(state), null);
});

test("a change that changes nothing, or comes before any question, is not kept", () => {
  const state = fresh();
  remember(state, "", "A");
  ask(state, "A", "{a}");
  remember(state, "A", "A");
  assert.deepEqual(state.undo, []);
  assert.equal(canUndo(state), false);
});

test("undo keeps the last UNDO_LIMIT changes and forgets older ones", () => {
  const state = fresh();
  for (let n = 0; n < UNDO_LIMIT + 10; n += 1) remember(state, `F${n}`, `F${n + 1}`);
  assert.equal(state.undo.length, UNDO_LIMIT);
  assert.equal(state.undo[0], `F${10}`);
  assert.equal(state.undo[UNDO_LIMIT - 1], `F${UNDO_LIMIT + 9}`);
});

test("the undo list kept in a history entry comes back as it was, and nothing else", () => {
  const state = fresh();
  restoreUndo(state, ["A", "B"]);
  ask(state, "C", "{c}");
  assert.equal(takeBack(state), "B");
  assert.equal(takeBack(state), "A");
  // Whatever else an entry holds (another page's state, an old version's) is no undo list.
  for (const kept of [undefined, null, "A", { 0: "A" }, 3]) {
    const other = fresh();
    restoreUndo(other, kept);
    assert.deepEqual(other.undo, [], String(kept));
  }
  const mixed = fresh();
  restoreUndo(mixed, ["A", 3, null, "", { fall: "B" }, "C"]);
  assert.deepEqual(mixed.undo, ["A", "C"]);
  const long = fresh();
  restoreUndo(long, Array.from({ length: UNDO_LIMIT + 5 }, (_, n) => `F${n}`));
  assert.equal(long.undo.length, UNDO_LIMIT);
  assert.equal(long.undo[0], "F5");
});

test("undo passes over the question already shown (the reader came back with Back)", () => {
  const state = fresh();
  remember(state, "A", "B");
  remember(state, "B", "C");
  // Back in the browser brought "B" back: the one before it is what undo offers
  ask(state, "B", "{b}");
  assert.equal(takeBack(state), "A");
});

test("a move is whole once it has every part its kind takes (the catalogue's cell, target)", () => {
  const path = { play: "path", cell: true, target: false };
  const repair = { play: "repair", cell: false, target: true };
  const pass = { play: "pass", cell: false, target: false };
  assert.equal(missingPart({ play: "path", card: { edges: "NS" } }, path), "cell");
  assert.equal(missingPart({ ...PATH }, path), null);
  // a place the link gave, even a broken one, goes to the engine
  assert.equal(missingPart({ play: "path", x: "far" }, path), null);
  assert.equal(missingPart({ play: "repair", tools: ["lamp"] }, repair), "target");
  assert.equal(missingPart({ play: "repair", tools: ["lamp"], target: "Anna" }, repair), null);
  assert.equal(missingPart({ play: "pass" }, pass), null);
  // Saboteur 2: "discard two cards" waits for the card it removes (no guess gets a verdict)
  const discardTwo = { play: "discard-two", cell: false, target: false };
  assert.equal(missingPart({ play: "discard-two" }, discardTwo), "remove");
  assert.equal(missingPart({ play: "discard-two", remove: "trapped" }, discardTwo), null);
  // a kind the catalogue does not know: the engine says what is wrong
  assert.equal(missingPart({ play: "jump" }, null), null);
});

test("no place at all keeps the engine's word for what blocks every one; a place drops it", () => {
  const state = fresh();
  ask(state, "L", "{}");
  foundPlaces(state, "L", { placements: [], unblock: "Erst reparieren.", error: null });
  assert.equal(state.legal?.unblock, "Erst reparieren.");
  foundPlaces(state, "L", { placements: [{ x: 1, y: 0, rotation: 0 }], unblock: "Erst reparieren.", error: null });
  assert.equal(state.legal?.unblock, null);
});

test("undoneParts: what 'Rückgängig' brought back, part by part", () => {
  const laid = (/** @type {number} */ x) => ({ x, y: 0, card: { edges: "EW" } });
  const before = {
    situation: { players: ["du", "Anna"], broken: { Anna: ["lamp"] }, board: [laid(1), laid(2)] },
    move: { play: "rockfall", x: 2, y: 0 },
  };
  // one card taken off the table: only the table differs
  const after = { ...before, situation: { ...before.situation, board: [laid(1)] } };
  assert.deepEqual(undoneParts(after, before), { parts: ["board"], cards: 2 });
  assert.deepEqual(undoneParts(before, after), { parts: ["board"], cards: 1 });
  // a broken tool and the card at once
  const other = { situation: { ...before.situation, broken: {} }, move: { play: "map", x: 8, y: 0 } };
  assert.deepEqual(undoneParts(other, before).parts, ["in_front", "move"]);
  // a house rule; the same request: nothing
  const rule = { ...before, situation: { ...before.situation, rules: { "target-other": "yes" } } };
  assert.deepEqual(undoneParts(rule, before).parts, ["rules"]);
  assert.deepEqual(undoneParts(before, before).parts, []);
});
