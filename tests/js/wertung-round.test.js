// The calculator's round and its score request (docs/assets/javascripts/wertung-round.js). The
// module treats roles, readings and the option's name as opaque values from the page's data, so
// the data here are made-up values: nothing of the rules is needed, or written, to test it.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  countsCrystals,
  fromRequest,
  removePerson,
  roundOfSettings,
  settingsOf,
  switchEdition,
  toRequest,
  toggleTheft,
  validSettings,
  withReading,
} from "../../docs/assets/javascripts/wertung-round.js";

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
  edition: "plain",
  saboteur2: {
    edition: "extended",
    roles: [
      { value: "x-first", label: "X1" },
      { value: "other-role", label: "Andere" },
      { value: "x-third", label: "X3" },
    ],
    players: { min: 2, max: 5, name: 20 },
    doors: [
      { value: "red", label: "rote" },
      { value: "tan", label: "braune" },
    ],
    max_crystals: 3,
    crystal_roles: ["x-third"],
    // Made-up open rules, as the catalogue lists them: the first reading is the default.
    options: [
      {
        rule: "x-rule",
        title: "Eine offene Regel",
        default: "plain-way",
        values: [
          { value: "plain-way", label: "So" },
          { value: "other-way", label: "Anders" },
        ],
      },
      {
        rule: "y-rule",
        title: "Noch eine",
        default: "no",
        values: [
          { value: "no", label: "Nein" },
          { value: "yes", label: "Ja" },
        ],
      },
    ],
  },
};
/** What a base-game round carries besides its people, finder and reading. */
const PLAIN = { lastCard: null, optional: false, edition: "plain", door: null, trapped: [], theft: [], crystals: 0, rules: {} };

test("a round becomes its request and back, the default reading left out", () => {
  const round = {
    people: [
      { name: "Ada", role: "other-role", broken: "" },
      { name: "Bo", role: "first-role", broken: "" },
      { name: "Cy", role: "first-role", broken: "" },
    ],
    finder: 1,
    reading: "usual",
    ...PLAIN,
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
  const empty = { people: [], finder: null, reading: "usual", ...PLAIN };
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

test("the base game's request names no edition and none of the expansion's parts", () => {
  const round = {
    people: [
      { name: "Ada", role: "first-role" },
      { name: "Bo", role: "other-role" },
      { name: "Cy", role: "first-role" },
    ],
    finder: 0,
    reading: "usual",
    ...PLAIN,
    door: "red",
    trapped: [1],
    theft: [2],
    crystals: 2,
  };
  assert.deepEqual(Object.keys(toRequest(round, DATA)).sort(), ["finder", "players", "roles"]);
  // An expansion's key in a base-game link is not read into the round.
  const read = fromRequest({ players: ["Ada", "Bo", "Cy"], door: "red", trapped: ["Bo"], theft: ["Cy"], crystals: 2 }, DATA);
  assert.deepEqual([read.edition, read.door, read.trapped, read.theft, read.crystals], ["plain", null, [], [], 0]);
});

test("an expansion's round becomes its request and back, with its edition and order of thefts", () => {
  const round = {
    people: [
      { name: "Ada", role: "x-third", broken: "" },
      { name: "Bo", role: "x-first", broken: "" },
      { name: "Cy", role: "other-role", broken: "" },
      { name: "Di", role: "x-first", broken: "" },
    ],
    finder: 2,
    reading: "usual",
    lastCard: null,
    optional: false,
    edition: "extended",
    door: "tan",
    trapped: [3],
    theft: [3, 0],
    crystals: 3,
    rules: {},
  };
  const request = toRequest(round, DATA);
  assert.deepEqual(request, {
    edition: "extended",
    players: ["Ada", "Bo", "Cy", "Di"],
    roles: { Ada: "x-third", Bo: "x-first", Cy: "other-role", Di: "x-first" },
    finder: "Cy",
    door: "tan",
    trapped: ["Di"],
    theft: ["Di", "Ada"],
    crystals: 3,
  });
  assert.deepEqual(fromRequest(request, DATA), round);
  // What is empty stays out; a door without a finder is none.
  const bare = { ...round, finder: null, trapped: [], theft: [], crystals: 0 };
  assert.deepEqual(toRequest(bare, DATA), {
    edition: "extended",
    players: ["Ada", "Bo", "Cy", "Di"],
    roles: { Ada: "x-third", Bo: "x-first", Cy: "other-role", Di: "x-first" },
    finder: null,
  });
  // The crystals pay only the roles the data names: without one at the table they stay out.
  const noCrystalRole = { ...round, people: round.people.map((p) => ({ ...p, role: p.role === "x-third" ? "x-first" : p.role })) };
  assert.equal(countsCrystals(round, DATA), true);
  assert.equal(countsCrystals(noCrystalRole, DATA), false);
  assert.equal("crystals" in toRequest(noCrystalRole, DATA), false);
  assert.equal(countsCrystals({ ...round, edition: "plain" }, DATA), false);
});

test("an expansion's link is read with care: unknown roles, doors, names and counts fall back", () => {
  const read = fromRequest(
    {
      edition: "extended",
      players: ["Ada", "Bo", "Cy", "Di", "Ed", "Fe"],
      roles: { Ada: "first-role", Bo: "x-third" },
      finder: "Bo",
      door: "blue",
      trapped: ["Zed", "Ada", "Ada", "Fe"],
      theft: ["Ed", 4, "Bo", "Ed"],
      crystals: 4,
      rules: { "some-rule": "unusual" },
    },
    DATA,
  );
  assert.equal(read.people.length, 5);
  assert.deepEqual(
    read.people.map((p) => p.role),
    ["x-first", "x-third", "x-first", "x-first", "x-first"],
  );
  assert.deepEqual([read.finder, read.door, read.trapped, read.theft, read.crystals, read.reading], [1, null, [0], [4, 1], 0, "usual"]);
  assert.equal(fromRequest({ edition: "extended", players: ["Ada"], door: "red" }, DATA).door, null);
  assert.equal(fromRequest({ edition: "extended", players: ["Ada"], crystals: 1.5 }, DATA).crystals, 0);
});

test("switching the edition keeps the people and their roles where the edition has them", () => {
  const base = fromRequest({ players: ["Ada", "Bo", "Cy", "Di"], roles: { Ada: "other-role", Bo: "first-role" }, finder: "Di" }, DATA);
  const ext = switchEdition({ ...base, trapped: [1], theft: [3, 2] }, "extended", DATA, (n) => `P${n}`);
  assert.equal(ext.edition, "extended");
  assert.deepEqual(
    ext.people.map((p) => [p.name, p.role]),
    [
      ["Ada", "other-role"],
      ["Bo", "x-first"],
      ["Cy", "x-first"],
      ["Di", "x-first"],
    ],
  );
  assert.equal(ext.finder, 3);
  assert.deepEqual([ext.trapped, ext.theft], [[1], [3, 2]]);
  const back = switchEdition({ ...ext, people: [...ext.people, { name: "Ed", role: "x-third" }] }, "plain", DATA, (n) => `P${n}`);
  assert.equal(back.edition, "plain");
  assert.deepEqual(
    back.people.map((p) => [p.name, p.role]),
    [
      ["Ada", "other-role"],
      ["Bo", "first-role"],
      ["Cy", "first-role"],
      ["Di", "first-role"],
    ],
  );
  assert.deepEqual([back.trapped, back.theft], [[1], [3, 2]]);
  // Fewer than may play in the base game: newcomers fill the seats, with names not yet taken.
  const two = switchEdition({ ...ext, people: ext.people.slice(0, 2), finder: 1, door: "red", trapped: [], theft: [] }, "plain", DATA, (n) =>
    n === 3 ? "Ada" : `P${n}`,
  );
  assert.deepEqual(
    two.people.map((p) => p.name),
    ["Ada", "Bo", "P4"],
  );
  const lost = switchEdition({ ...ext, finder: 3, door: "red" }, "plain", { ...DATA, players: { min: 3, max: 3, name: 20 } }, String);
  assert.deepEqual([lost.people.length, lost.finder, lost.door, lost.theft], [3, null, null, [2]]);
});

test("removing a person moves the finder, the trapped and the thefts with the seats", () => {
  const round = {
    ...fromRequest({ edition: "extended", players: ["Ada", "Bo", "Cy", "Di"], finder: "Di", door: "red" }, DATA),
    trapped: [0, 2],
    theft: [3, 1, 2],
  };
  const without = removePerson(round, 1);
  assert.deepEqual([without.finder, without.door, without.trapped, without.theft], [2, "red", [0, 1], [2, 1]]);
  const noFinder = removePerson(round, 3);
  assert.deepEqual([noFinder.finder, noFinder.door, noFinder.theft], [null, null, [1, 2]]);
  // The base game's last card follows the seats the same way.
  const base = { ...fromRequest({ players: ["Ada", "Bo", "Cy", "Di"], last_card: "Cy" }, DATA) };
  assert.equal(removePerson(base, 0).lastCard, 1);
  assert.equal(removePerson(base, 2).lastCard, null);
  assert.equal(removePerson(base, 3).lastCard, 2);
});

test("a Theft card played goes to the end of the order; one removed leaves the rest in order", () => {
  assert.deepEqual(toggleTheft([], 2, true), [2]);
  assert.deepEqual(toggleTheft([2, 0], 1, true), [2, 0, 1]);
  assert.deepEqual(toggleTheft([2, 0, 1], 0, false), [2, 1]);
  assert.deepEqual(toggleTheft([2, 1], 1, true), [2, 1]);
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

test("the expansion asks who played the last card too, when nobody reached the gold", () => {
  // Saboteur 2's rulebook ("Start a New Round"): the left neighbour of the last card's player
  // begins; the request carries who played it, as the base game's does.
  const request = { edition: "extended", players: ["Ada", "Bo", "Cy"], roles: {}, finder: null, last_card: "Bo" };
  const round = fromRequest(request, DATA);
  assert.equal(round.lastCard, 1);
  assert.equal(toRequest(round, DATA).last_card, "Bo");
  assert.equal("last_card" in toRequest({ ...round, finder: 0 }, DATA), false); // the finder played it
});

// --- the settings remembered on this device (wertung.js keeps them) --------------------------

const EXAMPLE = fromRequest({ players: ["Ada", "Bo", "Cy"], roles: { Bo: "other-role" }, finder: "Cy" }, DATA);
const newName = (/** @type {number} */ n) => `P${n}`;

test("only what differs from the example and the defaults is remembered", () => {
  assert.equal(settingsOf(EXAMPLE, DATA, EXAMPLE), null);
  assert.equal(settingsOf({ ...EXAMPLE, finder: null }, DATA, EXAMPLE), null); // a round's own
  const renamed = { ...EXAMPLE, people: EXAMPLE.people.map((p, i) => (i === 0 ? { ...p, name: "Mia" } : p)) };
  assert.deepEqual(settingsOf(renamed, DATA, EXAMPLE), {
    names: ["Mia", "Bo", "Cy"],
    roles: ["first-role", "other-role", "first-role"],
  });
  const recast = { ...EXAMPLE, people: EXAMPLE.people.map((p) => ({ ...p, role: "other-role" })) };
  assert.deepEqual(settingsOf(recast, DATA, EXAMPLE)?.roles, ["other-role", "other-role", "other-role"]);
  assert.deepEqual(settingsOf({ ...EXAMPLE, reading: "unusual", optional: true }, DATA, EXAMPLE), {
    reading: "unusual",
    optional: true,
  });
  const other = switchEdition(EXAMPLE, "extended", DATA, newName);
  assert.deepEqual(settingsOf(other, DATA, EXAMPLE)?.edition, "extended");
  assert.deepEqual(settingsOf({ ...other, rules: { "y-rule": "yes" } }, DATA, EXAMPLE)?.rules, { "y-rule": "yes" });
  assert.equal(settingsOf({ ...EXAMPLE, rules: { "y-rule": "yes" } }, DATA, EXAMPLE)?.edition, undefined);
});

test("the expansion's readings go into the request's rules, only where they differ from the default", () => {
  const round = fromRequest({ edition: "extended", players: ["Ada", "Bo"], roles: { Ada: "x-third" }, finder: "Ada" }, DATA);
  assert.deepEqual(round.rules, {});
  assert.equal("rules" in toRequest(round, DATA), false); // no rules: the engine's defaults
  const switched = { ...round, rules: withReading(round.rules, "y-rule", "yes", DATA) };
  assert.deepEqual(toRequest(switched, DATA).rules, { "y-rule": "yes" });
  assert.deepEqual(fromRequest(toRequest(switched, DATA), DATA), switched); // the link brings it back
  // Back to the default: out of the request again; a value or rule the data does not offer: never in.
  assert.deepEqual(withReading(switched.rules, "y-rule", "no", DATA), {});
  assert.deepEqual(withReading(switched.rules, "x-rule", "sideways", DATA), { "y-rule": "yes" });
  assert.deepEqual(withReading({}, "some-rule", "unusual", DATA), {});
  // A link read with care: unknown rules and values fall back to the defaults.
  const read = fromRequest(
    { edition: "extended", players: ["Ada", "Bo"], rules: { "x-rule": "other-way", "y-rule": "maybe", "z-rule": "on", "some-rule": "unusual" } },
    DATA,
  );
  assert.deepEqual([read.rules, read.reading], [{ "x-rule": "other-way" }, "usual"]);
  // The base game's request carries none of them, not even after a switch back.
  const base = switchEdition(switched, "plain", DATA, (n) => `P${n}`);
  assert.equal("rules" in toRequest(base, DATA), false);
  assert.deepEqual(switchEdition(base, "extended", DATA, (n) => `P${n}`).rules, { "y-rule": "yes" });
  assert.deepEqual(fromRequest({ players: ["Ada", "Bo", "Cy"], rules: { "y-rule": "yes" } }, DATA).rules, {});
});

test("remembered settings are read only as far as the page's data allows them", () => {
  assert.deepEqual(validSettings("nonsense", DATA), {});
  assert.deepEqual(validSettings({ edition: "unknown", reading: "usual", optional: "yes" }, DATA), {});
  // the expansion's readings: only rules and values its data offers, none at its default
  assert.deepEqual(validSettings({ rules: { "x-rule": "plain-way", "y-rule": "yes", "z-rule": "on" } }, DATA), {
    rules: { "y-rule": "yes" },
  });
  assert.deepEqual(validSettings({ rules: ["y-rule"] }, DATA), {});
  const roles = (/** @type {unknown[]} */ names) => names.map(() => "first-role");
  // names: too few, too many, twice the same, too long, not text
  for (const names of [["A", "B"], ["A", "B", "C", "D", "E"], ["A", "A", "B"], ["A", "B", "x".repeat(21)], ["A", "B", 3]]) {
    assert.deepEqual(validSettings({ names, roles: roles(names) }, DATA), {}, JSON.stringify(names));
  }
  // roles: one missing, one unknown, one of the other edition only
  for (const had of [["first-role", "first-role"], ["first-role", "first-role", "nobody"], ["x-first", "first-role", "first-role"]]) {
    assert.deepEqual(validSettings({ names: ["A", "B", "C"], roles: had }, DATA), {}, JSON.stringify(had));
  }
  // five may play in the other edition, not in the base game
  const five = ["A", "B", "C", "D", "E"];
  assert.deepEqual(validSettings({ edition: "extended", names: five, roles: five.map(() => "x-third") }, DATA), {
    edition: "extended",
    names: five,
    roles: five.map(() => "x-third"),
  });
});

test("a remembered table comes back without its finder; the rest of the example stays", () => {
  const names = ["Mia", "Noah", "Ole", "Pia"];
  const had = ["first-role", "other-role", "first-role", "first-role"];
  const round = roundOfSettings({ names, roles: had, reading: "unusual" }, EXAMPLE, DATA, newName);
  assert.deepEqual(
    round.people.map((p) => [p.name, p.role]),
    names.map((n, i) => [n, had[i]]),
  );
  assert.deepEqual([round.finder, round.reading, round.optional, round.edition], [null, "unusual", false, "plain"]);
  // the edition alone: the example's table in it
  const other = roundOfSettings({ edition: "extended" }, EXAMPLE, DATA, newName);
  assert.deepEqual(other, switchEdition(EXAMPLE, "extended", DATA, newName));
  // nothing remembered: the example as it is
  assert.deepEqual(roundOfSettings({}, EXAMPLE, DATA, newName), EXAMPLE);
  // and what is remembered comes back as it was
  const settings = {
    edition: "extended",
    names: ["Mia", "Noah"],
    roles: ["x-first", "x-third"],
    optional: /** @type {true} */ (true),
    rules: { "x-rule": "other-way" },
  };
  assert.deepEqual(settingsOf(roundOfSettings(settings, EXAMPLE, DATA, newName), DATA, EXAMPLE), settings);
});
