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
};

test("a round becomes its request and back, the default reading left out", () => {
  const round = {
    people: [
      { name: "Ada", role: "other-role" },
      { name: "Bo", role: "first-role" },
      { name: "Cy", role: "first-role" },
    ],
    finder: 1,
    reading: "usual",
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
  const empty = { people: [], finder: null, reading: "usual" };
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
