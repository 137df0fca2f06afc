// The pages' own German words that depend on a number or a name (zugpruefer-text.js,
// wertung-text.js): singular and plural agree with the number, the player is spoken to as
// "du", and the calculator says when the table cannot grow or shrink.
import assert from "node:assert/strict";
import { test } from "node:test";
import { TEXT as CALCULATOR } from "../../docs/assets/javascripts/wertung-text.js";
import { TEXT } from "../../docs/assets/javascripts/zugpruefer-text.js";

test("the count of marked places: one Platz, several Plätze, none as its own sentence", () => {
  const one = TEXT.legalCount(1, 0);
  assert.match(one, /\b1 Platz\b/);
  assert.doesNotMatch(one, /Plätze/);
  const mixed = TEXT.legalCount(3, 1);
  assert.match(mixed, /\b3 Plätze\b/);
  assert.match(mixed, /\b1 Platz\b/);
  assert.match(TEXT.legalCount(0, 2), /\b2 Plätze\b/);
  assert.doesNotMatch(TEXT.legalCount(0, 2), /\b0 /);
  const none = TEXT.legalCount(0, 0);
  assert.match(none, /\bkein Platz\b/);
  assert.doesNotMatch(none, /\d/);
  for (const text of [one, mixed, none]) assert.match(text, /\.$/);
});

test("the count of cards a rockfall or a map may be played on names cards, not a way to lie", () => {
  assert.match(TEXT.legalTargets(1), /\b1 Karte\b/);
  assert.match(TEXT.legalTargets(8), /\b8 Karten\b/);
  const none = TEXT.legalTargets(0);
  assert.doesNotMatch(none, /\d/);
  for (const n of [0, 1, 8]) {
    assert.doesNotMatch(TEXT.legalTargets(n), /liegt|gedreht|Plätze/);
    assert.match(TEXT.legalTargets(n), /\.$/);
  }
});

test("the player is spoken to as du, anyone else by name", () => {
  assert.match(TEXT.before("Ich", true), /\bdir\b/);
  assert.doesNotMatch(TEXT.before("Ich", true), /Ich/);
  assert.match(TEXT.before("Anna", false), /\bAnna\b/);
  assert.match(TEXT.target("Ich", true), /\bdich\b/);
  assert.equal(TEXT.target("Ben", false), "Ben");
  assert.match(TEXT.printTarget("Ich", true), /\bdich\b/);
  assert.match(TEXT.printTarget("Ben", false), /\bBen\b/);
});

test("counted words agree with their number; lists name every item", () => {
  assert.match(TEXT.optionsChanged(1), /^1 Auslegung\b(?!en)/);
  assert.match(TEXT.optionsChanged(2), /^2 Auslegungen\b/);
  assert.match(TEXT.printBroken("Vor dir", []), /^Vor dir: nichts\b/);
  const broken = TEXT.printBroken("Vor Anna", ["Lampe", "Lore"]);
  assert.match(broken, /^Vor Anna: .*Lampe.*Lore/);
  assert.doesNotMatch(broken, /nichts/);
  assert.match(TEXT.cell(-1, 2), /\(-1, 2\)/);
  assert.notEqual(TEXT.printMove(""), TEXT.printMove("Lampe"));
  assert.match(TEXT.printMove("Lampe"), /Lampe$/);
});

test("the calculator says when the table is full or cannot shrink, and counts from one", () => {
  const [min, max] = [3, 10];
  const middle = CALCULATOR.count(5, min, max);
  assert.match(middle, /^5 Personen$/);
  const atMin = CALCULATOR.count(min, min, max);
  const atMax = CALCULATOR.count(max, min, max);
  assert.match(atMin, /^3 Personen\b./);
  assert.match(atMax, /^10 Personen\b./);
  assert.notEqual(atMin.slice(2), atMax.slice(3));
  assert.match(CALCULATOR.name(2), /\b2\. Person\b/);
  // a person without a name yet is still named in the label
  assert.notEqual(CALCULATOR.remove(""), " entfernen");
  assert.match(CALCULATOR.remove("Carla"), /^Carla\b/);
  assert.match(CALCULATOR.role("Carla"), /\bCarla$/);
  assert.doesNotMatch(CALCULATOR.role(""), /\bvon $/);
});

test("a card on the table is what an action acts on, never a card it is 'played onto'", () => {
  // Review: a rockfall removes a card, a map looks at one; neither is played onto a card.
  for (const text of [TEXT.hintCell, TEXT.chooseCardOnTable("Steinschlag")]) {
    assert.match(text, /wirken soll/);
    assert.doesNotMatch(text, /spielst/);
  }
});

test("the question for a card's person has one wording, and the prompt quotes it", () => {
  assert.equal(/** @type {any} */ (TEXT).targetWhom, undefined);
  assert.ok(TEXT.chooseTarget("Reparaturkarte Lampe").includes(`„${TEXT.targetQuestion}“`));
  assert.doesNotMatch(TEXT.chooseTarget("Reparaturkarte Lampe"), /unter den Karten/);
});

test("a card's name that ends its own sentence gets no second mark after it", () => {
  for (const say of [TEXT.chooseTarget, TEXT.choosePlace, TEXT.chooseCardOnTable]) {
    assert.match(say("Eingesperrt!"), /^Deine Karte: Eingesperrt! /);
    assert.doesNotMatch(say("Eingesperrt!"), /!\./);
    assert.match(say("Wegekarte"), /^Deine Karte: Wegekarte\. /);
  }
});

test("a name taken by the player is said as the list shows the player: du, not the name", () => {
  const self = TEXT.nameTaken("du", true);
  assert.match(self, /\bdu selbst\b/);
  assert.match(self, /Vor dir/);
  assert.match(TEXT.nameTaken("Anna", false), /„Anna“ gibt es schon/);
});

test("the words after 'Rückgängig' name what is as before", () => {
  assert.equal(TEXT.undone([], 0), "Rückgängig gemacht.");
  assert.match(TEXT.undone(["board"], 7), /Tisch \(7 Karten\)/);
  assert.match(TEXT.undone(["board"], 0), /Tisch \(leer\)/);
  // Your card by what came back (moveWords in zugpruefer-controls.js), or that none is chosen.
  const card = TEXT.undoneCard("„X“ auf Platz (1, 0)");
  assert.match(TEXT.undone(["board", "move"], 1, card), /Tisch \(1 Karte\), deine Karte „X“ auf Platz \(1, 0\)\.$/);
  assert.match(TEXT.undone(["move"], 1), /Wieder wie vorher: noch keine Karte gewählt\.$/);
  assert.doesNotMatch(TEXT.undone(["move"], 1, card), /deine Karte\.$/);
});
