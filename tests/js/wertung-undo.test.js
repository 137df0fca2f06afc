// Taking a person from the calculator's table and seating them again ("Rückgängig"):
// docs/assets/javascripts/wertung-round.js, takeOut and putBack. Roles and door colours are
// made-up values: the module carries them without knowing a rule.
import assert from "node:assert/strict";
import { test } from "node:test";
import { putBack, takeOut } from "../../docs/assets/javascripts/wertung-round.js";

/** @param {string[]} names */
const people = (names) => names.map((name, i) => ({ name, role: i % 2 ? "role-b" : "role-a", broken: i === 2 ? "tool" : "" }));

const ROUND = {
  people: people(["Ada", "Bo", "Cy", "Di", "Ed"]),
  finder: 2,
  reading: "usual",
  lastCard: null,
  optional: true,
  edition: "plain",
  door: "red",
  trapped: [1, 2],
  theft: [3, 2, 0],
  crystals: 0,
};

test("a person taken out and put back leaves the round as it was", () => {
  for (let i = 0; i < ROUND.people.length; i += 1) {
    const { round, removal } = takeOut(ROUND, i);
    assert.equal(round.people.length, 4);
    assert.ok(!round.people.some((p) => p.name === ROUND.people[i].name));
    assert.deepEqual(putBack(round, removal), ROUND, `seat ${i}`);
  }
});

test("the finder comes back with the door on the way; the last card player too", () => {
  const { round, removal } = takeOut(ROUND, 2);
  assert.deepEqual([round.finder, round.door], [null, null]); // nobody reached the gold without Cy
  assert.deepEqual([removal.finder, removal.door, removal.trapped], [true, "red", true]);
  assert.deepEqual(removal.theft, [ROUND.people[3]]); // Di played her Theft card before Cy
  const last = { ...ROUND, finder: null, door: null, lastCard: 4 };
  const out = takeOut(last, 4);
  assert.equal(out.round.lastCard, null);
  assert.equal(putBack(out.round, out.removal).lastCard, 4);
});

test("two taken out and put back in either order: everyone is back in their seat", () => {
  // Cy (seat 2) first, then Di, who sat at seat 3 and now sits at 2.
  const first = takeOut(ROUND, 2);
  const second = takeOut(first.round, 2);
  assert.deepEqual(second.round.people.map((p) => p.name), ["Ada", "Bo", "Ed"]);
  // Di back first (at the seat she had when taken out), then Cy at hers.
  assert.deepEqual(putBack(putBack(second.round, second.removal), first.removal), ROUND);
  // Cy back first: she sits above Di's empty seat, so Di comes back one seat further on.
  const cyBack = putBack(second.round, first.removal, 2);
  assert.deepEqual(cyBack.people.map((p) => p.name), ["Ada", "Bo", "Cy", "Ed"]);
  assert.deepEqual(putBack(cyBack, second.removal, 3), ROUND);
});

test("what was chosen meanwhile stays: a new finder, a new last card", () => {
  const { round, removal } = takeOut(ROUND, 2);
  const changed = { ...round, finder: 0, door: null };
  const back = putBack(changed, removal);
  assert.deepEqual([back.finder, back.door], [0, null]);
  assert.deepEqual(back.people.map((p) => p.name), ["Ada", "Bo", "Cy", "Di", "Ed"]);
  // A seat beyond the table's end (people added and removed meanwhile) is its end.
  assert.equal(putBack(round, removal, 9).people.at(-1)?.name, "Cy");
});
