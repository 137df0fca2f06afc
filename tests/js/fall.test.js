// `#fall=` and `#wertung=` links (docs/assets/javascripts/zugpruefer-fall.js), against the
// description in docs-dev/checker-page.md: the request JSON, UTF-8, base64url without padding.
// Node's own base64url (Buffer) is the independent encoder here.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  PREFIX,
  decodeFall,
  encodeFall,
  fallFromHash,
  leaveOutDefaults,
  readFall,
  shortFall,
} from "../../docs/assets/javascripts/zugpruefer-fall.js";

const REQUESTS = [
  {},
  { situation: { player: "Jörg", players: ["Jörg", "Ärger", "😀"] }, move: { play: "pass" } },
  { move: { play: "path", card: { edges: "NESW", dead_end: false }, x: 1, y: -2, rotation: 180 } },
  // lengths of every remainder mod 3, so every amount of padding would have been there
  { a: "" },
  { a: "x" },
  { a: "xy" },
];

test("a request's link is base64url of its JSON text in UTF-8, without padding", () => {
  for (const request of REQUESTS) {
    const value = encodeFall(request);
    assert.equal(value, Buffer.from(JSON.stringify(request), "utf8").toString("base64url"));
    assert.match(value, /^[A-Za-z0-9_-]*$/);
  }
});

test("decoding gives back the JSON text, and readFall what it says", () => {
  for (const request of REQUESTS) {
    const value = encodeFall(request);
    assert.equal(decodeFall(value), JSON.stringify(request));
    assert.deepEqual(readFall(value), { text: JSON.stringify(request), request });
  }
});

test("a value that is not base64url of UTF-8 text is no link", () => {
  assert.equal(decodeFall("abc+"), null); // "+" is base64, not base64url
  assert.equal(decodeFall("ab=c"), null); // "=" only as padding, at the end
  assert.equal(decodeFall("abcde"), null); // a length no base64 has
  assert.equal(decodeFall(Buffer.from([0xff, 0xfe]).toString("base64url")), null); // not UTF-8
  assert.deepEqual(readFall("abc+"), { text: null, request: null });
});

test("readable text that is not JSON is a broken link, but keeps its text", () => {
  const value = Buffer.from("{nope", "utf8").toString("base64url");
  assert.deepEqual(readFall(value), { text: "{nope", request: null });
  // JSON that is no object is no request either: a broken link, its text kept
  assert.deepEqual(readFall(encodeFall([1, 2])), { text: "[1,2]", request: null });
  assert.deepEqual(readFall(encodeFall("du")), { text: '"du"', request: null });
  // an object is read even when it is no valid request: the engine says what is wrong with it
  assert.deepEqual(readFall(encodeFall({ x: 1 })), { text: '{"x":1}', request: { x: 1 } });
});

test("padding is not written, but a link with it is read as one without", () => {
  const request = { move: { play: "map" } }; // 23 bytes of JSON: base64 would add one "="
  const value = encodeFall(request);
  assert.ok(!value.includes("="));
  for (const padded of [`${value}=`, `${value}==`, `${value}%3D`, `${value}%3d%3D`]) {
    assert.deepEqual(readFall(padded), readFall(value), padded);
  }
});

test("the fragment's other &-parts are ignored; the calculator reads its own prefix", () => {
  assert.equal(PREFIX, "fall=");
  assert.equal(fallFromHash("#fall=abc"), "abc");
  assert.equal(fallFromHash("#x=1&fall=abc&y=2"), "abc");
  assert.equal(fallFromHash("fall=abc"), "abc");
  assert.equal(fallFromHash("#regeln"), "");
  assert.equal(fallFromHash(""), "");
  assert.equal(fallFromHash("#wertung=xyz", "wertung="), "xyz");
  assert.equal(fallFromHash("#wertung=xyz"), "");
});

// The reviewer's table (issue 24): eight laid cards, one of them a dead end turned by 180°,
// and a curve to lay. Written as the checker wrote it before: every default spelt out.
const card = (/** @type {string} */ edges, deadEnd = false) => ({ edges, dead_end: deadEnd });
const EIGHT = {
  situation: {
    player: "du",
    players: ["du", "Anna", "Ben"],
    broken: { du: ["lamp"] },
    board: [
      [1, 0, "NESW"], [2, 0, "EW"], [3, 0, "EW"], [4, 0, "NESW"], [5, 0, "EW"], [4, 1, "NS"], [4, -1, "NS"],
    ]
      .map(([x, y, edges]) => ({ x, y, card: card(String(edges)), rotation: 0 }))
      .concat([{ x: 6, y: 1, card: card("W", true), rotation: 180 }]),
  },
  move: { play: "path", card: card("ES"), x: 6, y: 0, rotation: 0 },
};

/** The contract's defaults filled in again (docs-dev/contract.md: `dead_end` false, `rotation` 0). */
function withDefaults(/** @type {any} */ request) {
  const fill = (/** @type {any} */ placed) => ({ ...placed, card: { dead_end: false, ...placed.card }, rotation: placed.rotation ?? 0 });
  return { ...request, situation: { ...request.situation, board: request.situation.board.map(fill) }, move: fill(request.move) };
}

const sorted = (/** @type {any} */ value) => JSON.parse(JSON.stringify(value, (_k, v) => (v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort()) : v)));

test("the checker's link leaves out the engine's defaults and nothing else", () => {
  const { text, request } = readFall(shortFall(EIGHT));
  assert.ok(text !== null);
  assert.doesNotMatch(text, /"dead_end":false|"rotation":0/);
  // what is not a default stays: the dead end, its turn, the people, the broken lamp
  assert.deepEqual(request.situation.board[7], { x: 6, y: 1, card: { edges: "W", dead_end: true }, rotation: 180 });
  assert.deepEqual(request.situation.players, ["du", "Anna", "Ben"]);
  assert.deepEqual(request.situation.broken, { du: ["lamp"] });
  // with the defaults filled in again it is the same request
  assert.deepEqual(sorted(withDefaults(request)), sorted(EIGHT));
  assert.deepEqual(leaveOutDefaults(request), request); // nothing more to leave out
});

test("the reviewer's eight-card table: a third shorter link", () => {
  const before = encodeFall(EIGHT).length;
  const after = shortFall(EIGHT).length;
  assert.ok(after <= 0.7 * before, `${before} -> ${after}`);
});

test("leaving out the defaults changes no request in place, and only path cards' keys", () => {
  const copy = JSON.parse(JSON.stringify(EIGHT));
  leaveOutDefaults(EIGHT);
  assert.deepEqual(EIGHT, copy);
  const others = [
    { move: { play: "rockfall", x: 1, y: 0 } },
    { situation: { players: ["du", "Anna"] }, move: { play: "sabotage", tool: "lamp", target: "Anna" } },
    { move: { play: "path", card: card("EW", true), x: 1, y: 0, rotation: 180 } },
    {},
    { situation: {} },
  ];
  for (const request of others) assert.equal(shortFall(request), encodeFall(request));
});
