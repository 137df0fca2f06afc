// The calculator's round and its score request (docs/assets/javascripts/wertung-round.js). The
// module treats roles, readings and the option's name as opaque values from the page's data, so
// the data here are made-up values: nothing of the rules is needed, or written, to test it.
import assert from "node:assert/strict";
import { test } from "node:test";
import { fromRequest, toRequest } from "../../docs/assets/javascripts/wertung-round.js";

const DATA = {
  roles: [
    { value: "first-role", label: "Erste" },
    { value: "other-role", label: "Andere" },
  ],
  readings: [
    { value: "usual", label: "Üblich" },
    { value: "unusual", label: "Anders" },
  ],
  players: { min: 3, max: 4, name: 20 },
  option: "some-rule",
  optional: { rule: "optional-rule", on: "on" },
  tools: [
    { value: "tool-a", label: "A" },
    { value: "tool-b", label: "B" },
  ],
};

test("a round becomes its request and back, the default reading left out", () => {
  const round = {
    people: [
      { name: "Ada", role: "other-role", broken: "" },
      { name: "Bo", role: "first-role", broken: "" },
      { name: "Cy", role: "first-role", broken: "" },
    ],
    finder: 1,
    reading: "usual",
    lastCard: null,
    optional: false,
  };
  const request = toRequest(round, DATA);
  assert.deepEqual(request, {
    players: ["Ada", "Bo", "Cy"],
    roles: { Ada: "other-role", Bo: "first-role", Cy: "first-role" },
    finder: "Bo",
  });
  assert.deepEqual(fromRequest(request, DATA), round);
  const other = { ...round, finder: null, reading: "unusual" };
  assert.deepEqual(toRequest(other, DATA).rules, { "some-rule": "unusual" });
  assert.equal(toRequest(other, DATA).finder, null);
  assert.deepEqual(fromRequest(toRequest(other, DATA), DATA), other);
});

test("any request is read with care: what it cannot mean falls back, nothing throws", () => {
  const empty = { people: [], finder: null, reading: "usual", lastCard: null, optional: false };
  for (const request of [null, 7, "text", [], {}, { players: "Ada" }]) assert.deepEqual(fromRequest(request, DATA), empty);
  const round = fromRequest(
    {
      players: ["Ada", 5, "Bo", null, "Cy", "Di", "Ed"],
      roles: { Ada: "no-such-role", Bo: "other-role" },
      finder: "Ed", // beyond the most who may play: not at this table
      rules: { "some-rule": "no-such-reading" },
    },
    DATA,
  );
  assert.deepEqual(
    round.people.map((p) => p.name),
    ["Ada", "Bo", "Cy", "Di"],
  );
  assert.deepEqual(
    round.people.map((p) => p.role),
    ["first-role", "other-role", "first-role", "first-role"],
  );
  assert.equal(round.finder, null);
  assert.equal(round.reading, "usual");
  assert.equal(fromRequest({ players: ["Ada", "Bo"], finder: "Bo" }, DATA).finder, 1);
  assert.equal(fromRequest({ players: ["Ada"], rules: { "some-rule": "unusual" } }, DATA).reading, "unusual");
});

test("the last card is asked only without a finder, broken tools only with the optional rule", () => {
  const people = [
    { name: "Ada", role: "other-role", broken: "tool-a" },
    { name: "Bo", role: "first-role", broken: "tool-b" },
    { name: "Cy", role: "first-role", broken: "" },
  ];
  const round = { people, finder: null, reading: "usual", lastCard: 2, optional: true };
  const request = toRequest(round, DATA);
  assert.equal(request.last_card, "Cy");
  assert.deepEqual(request.rules, { "optional-rule": "on" });
  // the first role's people only (the Goldsucher: the rule leaves the others alone)
  assert.deepEqual(request.broken, { Bo: ["tool-b"] });
  const back = fromRequest(request, DATA);
  assert.equal(back.lastCard, 2);
  assert.equal(back.optional, true);
  assert.deepEqual(
    back.people.map((p) => p.broken),
    ["", "tool-b", ""],
  );
  // with a finder, the finder played the last card; without the rule, nothing is broken
  const found = toRequest({ ...round, finder: 0, optional: false }, DATA);
  assert.equal("last_card" in found, false);
  assert.equal("broken" in found, false);
  assert.equal("rules" in found, false);
  // an unknown tool or a last card not at the table falls back
  const odd = fromRequest({ players: ["Ada"], broken: { Ada: ["no-tool"] }, last_card: "Zed" }, DATA);
  assert.equal(odd.people[0].broken, "");
  assert.equal(odd.lastCard, null);
});
