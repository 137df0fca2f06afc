// Saboteur 2 in the checker's request (zugpruefer-request.js) and its transitions
// (zugpruefer-edit.js), with the build's real catalogue (sitegen/checker.py): the edition
// switch, the expansion's action cards and turn options, the cards in front of a person.
import assert from "node:assert/strict";
import { beforeEach, test } from "node:test";

// The modules read the catalogue from the page; catalogue.js fills it in before they load.
import { catalogue } from "./catalogue.js";

const request = await import("../../docs/assets/javascripts/zugpruefer-request.js");
const edit = await import("../../docs/assets/javascripts/zugpruefer-edit.js");
const { actionOf, doing, missingPart, setRequest } = await import("../../docs/assets/javascripts/zugpruefer-state.js");
const { state } = request;

const S2 = catalogue.saboteur2;
const others = () => request.people().filter((/** @type {string} */ n) => n !== request.me());

beforeEach(() => setRequest(state, request.defaultRequest()));

test("the base game offers none of the expansion's cards or moves", () => {
  assert.equal(request.isExpansion(), false);
  assert.deepEqual(request.actionCards(), catalogue.action_cards);
  for (const kind of S2.moves) assert.equal(request.moveKind(kind.play), null, kind.play);
  assert.equal(edit.chooseCard(S2.action_cards[0].id), false);
  assert.equal(request.hasMove(), false);
});

test("switching to Saboteur 2 writes the catalogue's edition into the situation, once", () => {
  assert.equal(edit.setEdition(true), true);
  assert.equal(request.situation().edition, S2.edition);
  assert.equal(request.isExpansion(), true);
  assert.equal(edit.setEdition(true), false);
  assert.equal(request.actionCards().length, catalogue.action_cards.length + S2.action_cards.length);
  for (const kind of S2.moves) assert.deepEqual(request.moveKind(kind.play), kind);
});

test("each expansion card, once chosen, is the card the controls show, waiting for whom where it needs one", () => {
  for (const card of S2.action_cards) {
    setRequest(state, request.defaultRequest());
    edit.setEdition(true);
    assert.equal(edit.chooseCard(card.id), true, card.id);
    const move = request.currentMove();
    assert.equal(move.play, card.move.play);
    assert.equal(request.cardIdOf(move), card.id);
    const kind = S2.moves.find((/** @type {any} */ k) => k.play === card.move.play);
    // whom it goes to is the reader's choice: until then the question is not whole
    assert.equal(missingPart(move, request.moveKind(move.play)) === "target", kind.target, card.id);
  }
});

test("Trapped! and Endlich frei! wait for whom, each card anew", () => {
  edit.setEdition(true);
  edit.chooseCard("trapped");
  assert.equal("target" in request.currentMove(), false);
  edit.editMove({ target: others()[0] });
  edit.chooseCard("free");
  assert.equal("target" in request.currentMove(), false);
});

test("cards in front of a person toggle, and whoever has one sits at the table", () => {
  edit.setEdition(true);
  const card = S2.in_front[0].id;
  edit.toggleInFront("Zoe", card);
  assert.deepEqual(request.inFrontOf("Zoe"), [card]);
  assert.ok(request.people().includes("Zoe"));
  edit.toggleInFront("Zoe", card);
  assert.deepEqual(request.inFrontOf("Zoe"), []);
  assert.equal("in_front" in request.situation(), false);
});

test("discarding two cards waits for the card to remove, even one in front of you; the choice is kept", () => {
  edit.setEdition(true);
  const last = S2.removable[S2.removable.length - 1].id;
  edit.toggleInFront(request.me(), last);
  assert.equal(edit.chooseCard(request.DISCARD_TWO), true);
  // No starting guess: the reader chooses (docs-dev/checker-page.md, no verdict for a guess).
  assert.deepEqual(request.currentMove(), { play: request.DISCARD_TWO });
  assert.equal(request.cardIdOf(request.currentMove()), request.DISCARD_TWO);
  edit.editMove({ remove: S2.removable[0].id });
  edit.chooseCard(request.DISCARD_TWO);
  assert.equal(request.currentMove().remove, S2.removable[0].id);
});

test("removing a person takes their cards in front of them away too", () => {
  edit.setEdition(true);
  const name = others()[0];
  edit.toggleInFront(name, S2.in_front[0].id);
  edit.removePerson(name);
  assert.equal("in_front" in request.situation(), false);
});

test("back to the base game, the request holds nothing of the expansion", () => {
  edit.setEdition(true);
  edit.toggleInFront(request.me(), S2.in_front[0].id);
  edit.chooseCard("theft");
  assert.equal(edit.setEdition(false), true);
  assert.equal(request.isExpansion(), false);
  assert.deepEqual(state.request, request.defaultRequest());
  edit.setEdition(true);
  edit.chooseCard("pass");
  edit.editMove({ discard: S2.pass_discard[2].discard });
  edit.setEdition(false);
  assert.deepEqual(state.request.move, { play: "pass" });
});

test("the expansion's controls carry actions the page performs", () => {
  for (const action of [
    { do: "edition", expansion: true },
    { do: "in-front", name: "Anna", card: "theft" },
    { do: "discard", count: 2 },
    { do: "take-away", card: "lamp" },
    { do: "feature", key: "door", value: "blau" },
  ]) {
    assert.deepEqual(actionOf(doing(/** @type {any} */ (action))), action);
  }
});

test("a bridge or double curve is a path card with two groups, shown as itself", () => {
  edit.setEdition(true);
  for (const two of S2.path_features.two_paths) {
    assert.equal(edit.chooseCard(two.id), true, two.id);
    const move = request.currentMove();
    assert.equal(move.play, "path");
    assert.deepEqual(move.card, two.card);
    assert.equal(request.cardIdOf(move), two.id);
    assert.equal(request.pathCardSvg(move.card, 0)?.label, two.label);
  }
});

test("a path card carries a ladder, a door and crystals, kept for the next path card", () => {
  edit.setEdition(true);
  edit.chooseCard(catalogue.path_cards[0].id);
  const door = S2.path_features.doors[0].door;
  edit.setFeature("ladder", true);
  edit.setFeature("door", door);
  edit.setFeature("crystals", 2);
  assert.deepEqual(request.currentMove().card, { ...catalogue.path_cards[0].card, ladder: true, door, crystals: 2 });
  edit.chooseCard(catalogue.path_cards[1].id);
  assert.equal(request.cardIdOf(request.currentMove()), catalogue.path_cards[1].id);
  assert.deepEqual(request.currentMove().card, { ...catalogue.path_cards[1].card, ladder: true, door, crystals: 2 });
  edit.setFeature("ladder", false);
  edit.setFeature("door", null);
  edit.setFeature("crystals", 0);
  assert.deepEqual(request.currentMove().card, catalogue.path_cards[1].card);
});

test("the base game gives a path card no feature; back to it, features and two-path cards go", () => {
  edit.chooseCard(catalogue.path_cards[0].id);
  assert.equal(edit.setFeature("ladder", true), false);
  edit.setEdition(true);
  edit.setFeature("ladder", true);
  edit.setEdition(false);
  assert.deepEqual(request.currentMove().card, catalogue.path_cards[0].card);
  edit.setEdition(true);
  edit.chooseCard(S2.path_features.two_paths[0].id);
  edit.setEdition(false);
  assert.equal(request.hasMove(), false);
});

test("building the table with Saboteur 2: its cards with two paths are cards to lay, only there", () => {
  const twoIds = S2.path_features.two_paths.map((/** @type {any} */ c) => c.id);
  assert.deepEqual(request.buildEntries(), catalogue.path_cards);
  assert.equal(edit.layCard(2, 2, twoIds[0], 0), false);
  edit.setEdition(true);
  assert.deepEqual(
    request.buildEntries().map((/** @type {any} */ c) => c.id),
    [...catalogue.path_cards.map((/** @type {any} */ c) => c.id), ...twoIds],
  );
  for (const [i, two] of S2.path_features.two_paths.entries()) {
    assert.equal(edit.layCard(2, i, two.id, 0), true, two.id);
    const laid = request.boardCards()[i];
    assert.deepEqual(laid.card, two.card);
    // its own picture and name, and "Drehen" as the catalogue says (the engine's `turned`)
    assert.equal(request.pathCardSvg(laid.card, 0)?.svg, two.svg["0"]);
    assert.equal(request.pathCardSvg(laid.card, 0)?.label, two.label);
    assert.equal(request.cardTurns(laid.card), two.turns);
  }
});

test("a card laid with Saboteur 2 carries the ladder or door chosen, and the selected card changes", () => {
  edit.setEdition(true);
  const card = catalogue.path_cards[0];
  const door = S2.path_features.doors[1].door;
  assert.equal(edit.layCard(2, 2, card.id, 0, { ladder: true, door: null }), true);
  assert.deepEqual(request.boardCards()[0].card, { ...card.card, ladder: true });
  assert.equal(edit.setLaidFeature(2, 2, "door", door), true);
  assert.equal(edit.setLaidFeature(2, 2, "ladder", false), true);
  assert.deepEqual(request.boardCards()[0].card, { ...card.card, door });
  assert.equal(edit.setLaidFeature(5, 5, "ladder", true), false);
  // Its name says what it carries, in the catalogue's words; its picture shows it.
  const shown = request.pathCardSvg(request.boardCards()[0].card, 0);
  const doorLabel = S2.path_features.doors[1].label;
  assert.equal(shown?.label, `${card.label} ${doorLabel}`);
  assert.ok(shown?.svg.includes(S2.marks.doors[door]));
  assert.notEqual(shown?.svg, card.svg["0"]);
  // The base game lays no feature: back to it, the cards lose theirs.
  edit.setEdition(false);
  assert.deepEqual(request.boardCards()[0].card, card.card);
  assert.equal(edit.layCard(3, 3, card.id, 0, { ladder: true }), true);
  assert.deepEqual(request.boardCards()[1].card, card.card);
  assert.equal(edit.setLaidFeature(3, 3, "ladder", true), false);
});

test("the build tray's feature toggles carry actions the page performs", () => {
  for (const action of [
    { do: "build-feature", key: "ladder", value: true },
    { do: "laid-feature", key: "door", value: null },
  ]) {
    assert.deepEqual(actionOf(doing(/** @type {any} */ (action))), action);
  }
});
