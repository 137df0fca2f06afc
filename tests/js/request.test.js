// The request the checker's controls edit (zugpruefer-request.js) and the transitions that
// write it (zugpruefer-edit.js), with the real catalogue of the build (sitegen/checker.py, run
// by the project's Python): every card, kind of move and rotation comes from there.
import assert from "node:assert/strict";
import { beforeEach, test } from "node:test";

// The modules read the catalogue from the page; catalogue.js fills it in before they load.
import { catalogue } from "./catalogue.js";

const request = await import("../../docs/assets/javascripts/zugpruefer-request.js");
const edit = await import("../../docs/assets/javascripts/zugpruefer-edit.js");
const { missingPart, setRequest } = await import("../../docs/assets/javascripts/zugpruefer-state.js");
const { state } = request;

const kindOf = (/** @type {string} */ play) => catalogue.moves.find((/** @type {any} */ k) => k.play === play);
const actionCard = (/** @type {(move: any) => boolean} */ wanted) => catalogue.action_cards.find((/** @type {any} */ c) => wanted(c.move));

beforeEach(() => setRequest(state, request.defaultRequest()));

test("a fresh request names the player and two others, and no move yet", () => {
  assert.equal(request.hasMove(), false);
  assert.deepEqual(request.currentMove(), {});
  assert.equal(request.me(), catalogue.player);
  assert.equal(request.people().length, 3);
  assert.equal(request.people()[0], catalogue.player);
});

test("every card of the catalogue, once chosen, is the card the controls show", () => {
  for (const card of [...catalogue.path_cards, ...catalogue.action_cards]) {
    assert.equal(edit.chooseCard(card.id), true, card.id);
    assert.equal(request.cardIdOf(request.currentMove()), card.id);
  }
  assert.equal(edit.chooseCard("pass"), true);
  assert.deepEqual(request.currentMove(), { play: "pass" });
  assert.equal(request.cardIdOf(request.currentMove()), "pass");
  assert.equal(edit.chooseCard("no such card"), false);
});

test("another path card keeps the place and how the card lies; a taken place is not kept", () => {
  const [first, second] = catalogue.path_cards;
  edit.chooseCard(first.id);
  assert.equal(request.currentMove().rotation, catalogue.rotations[0].degrees);
  assert.equal(request.wantsCell(request.currentMove()), kindOf("path").cell);
  const turned = catalogue.rotations[catalogue.rotations.length - 1].degrees;
  edit.editMove({ x: 1, y: 0, rotation: turned });
  assert.equal(request.wantsCell(request.currentMove()), false);
  edit.chooseCard(second.id);
  assert.deepEqual(request.currentMove(), { play: "path", card: second.card, x: 1, y: 0, rotation: turned });
  const start = catalogue.table.start;
  edit.editMove({ x: start.x, y: start.y });
  edit.chooseCard(first.id);
  assert.equal("x" in request.currentMove(), false);
});

test("a card played on a person waits for the reader to choose whom, each card anew", () => {
  const sabotage = actionCard((m) => m.play === "sabotage");
  const repair = actionCard((m) => m.play === "repair");
  edit.chooseCard(repair.id);
  // no starting guess: the question is not whole until the reader chooses
  assert.equal("target" in request.currentMove(), false);
  assert.equal(missingPart(request.currentMove(), request.moveKind("repair")), "target");
  const other = request.people()[1];
  edit.editMove({ target: other });
  assert.equal(missingPart(request.currentMove(), request.moveKind("repair")), null);
  // the next card is another question: the person chosen for the last one is not carried over
  edit.chooseCard(sabotage.id);
  assert.equal("target" in request.currentMove(), false);
  assert.equal(missingPart(request.currentMove(), request.moveKind("sabotage")), "target");
});

test("unsetting a field of the move removes it; the request's moves become one move", () => {
  state.request.moves = [{ play: "pass" }, { play: "pass" }];
  assert.equal(request.hasMove(), true);
  edit.editMove({ fix: "lamp" });
  assert.equal(state.request.moves, undefined);
  assert.deepEqual(request.currentMove(), { play: "pass", fix: "lamp" });
  edit.editMove({ fix: undefined });
  assert.deepEqual(request.currentMove(), { play: "pass" });
});

test("broken tools toggle, and whoever has one sits at the table", () => {
  const tool = catalogue.tools[0].id;
  edit.toggleBroken("Zoe", tool);
  assert.deepEqual(request.brokenOf("Zoe"), [tool]);
  assert.ok(request.situation().players.includes("Zoe"));
  edit.toggleBroken("Zoe", tool);
  assert.deepEqual(request.brokenOf("Zoe"), []);
  assert.equal("Zoe" in request.situation().broken, false);
});

test("a new person takes the typed name, or the next free number; a taken name is refused", () => {
  const before = request.people().length;
  assert.deepEqual(edit.addPerson("  Carla "), { added: true, name: "Carla" });
  assert.deepEqual(edit.addPerson("Carla"), { added: false, name: "Carla" });
  const unnamed = edit.addPerson("");
  assert.equal(unnamed.added, true);
  assert.notEqual(unnamed.name, "");
  assert.equal(request.people().length, before + 2);
  assert.ok(request.people().includes(unnamed.name));
});

test("removing the move's target leaves the choice of whom to the reader again", () => {
  const sabotage = actionCard((m) => m.play === "sabotage");
  edit.chooseCard(sabotage.id);
  const other = request.people()[1];
  edit.editMove({ target: other });
  edit.removePerson(other);
  assert.equal(request.people().includes(other), false);
  assert.equal("target" in request.currentMove(), false);
  assert.equal(missingPart(request.currentMove(), request.moveKind("sabotage")), "target");
});

test("an open rule at its default is left out of the request", () => {
  const option = catalogue.options[0];
  const other = option.values.find((/** @type {any} */ v) => v.value !== option.default);
  edit.setOption(option.rule, other.value);
  assert.deepEqual(request.situation().rules, { [option.rule]: other.value });
  edit.setOption(option.rule, option.default);
  assert.equal("rules" in request.situation(), false);
});

test("building: a card is laid, turned through the table's rotations, then taken away", () => {
  const card = catalogue.path_cards[0];
  const turns = request.tableRotations().map((t) => t.degrees);
  const start = catalogue.table.start;
  assert.equal(edit.boardEdit(start.x, start.y, card.id, turns[0]), false);
  assert.equal(edit.boardEdit(2, 2, "no such card", turns[0]), false);
  assert.equal(edit.boardEdit(2, 2, card.id, turns[0]), true);
  assert.deepEqual(request.boardCards(), [{ x: 2, y: 2, card: card.card, rotation: turns[0] }]);
  for (const degrees of turns.slice(1)) {
    edit.boardEdit(2, 2, card.id, turns[0]);
    assert.equal(request.boardCards()[0].rotation, degrees);
  }
  edit.boardEdit(2, 2, card.id, turns[0]);
  assert.deepEqual(request.boardCards(), []);
});

test("your move never stays on a card laid in build mode", () => {
  const card = catalogue.path_cards[0];
  edit.chooseCard(card.id);
  edit.editMove({ x: 2, y: 2 });
  edit.boardEdit(2, 2, card.id, request.tableRotations()[0].degrees);
  assert.equal("x" in request.currentMove(), false);
  assert.equal(request.wantsCell(request.currentMove()), true);
});

test("the table drawn grows to show every card and the move, with a place around them", () => {
  const view = catalogue.table.view;
  const plain = request.bounds();
  assert.ok(plain.x0 <= view.min_x && plain.x1 >= view.max_x);
  state.request.situation.board = [{ x: view.max_x + 3, y: view.min_y - 4, card: catalogue.path_cards[0].card }];
  const grown = request.bounds();
  assert.equal(grown.x1, view.max_x + 4);
  assert.equal(grown.y0, view.min_y - 5);
  // a place far off the table (a broken request) does not make the table huge
  edit.setMove({ play: "path", x: 10000, y: 0 });
  assert.deepEqual(request.bounds(), grown);
});
