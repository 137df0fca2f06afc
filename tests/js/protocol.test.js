// The page↔worker protocol (docs/assets/javascripts/zugpruefer-protocol.js): the table of
// operations, the messages, the worker's URL and Pyodide's start options.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import {
  OPS,
  answer,
  isOp,
  isProgress,
  pyodideOptions,
  reply,
  request,
  workerPlaces,
} from "../../docs/assets/javascripts/zugpruefer-protocol.js";

const API = readFileSync(new URL("../../rules_py/api.py", import.meta.url), "utf8");

test("every operation names a text function of rules_py.api, and there are the four", () => {
  assert.deepEqual(Object.keys(OPS).sort(), ["check", "placements", "play", "score"]);
  for (const name of Object.values(OPS)) {
    // a text function: JSON text in, JSON text out (docs-dev/contract.md)
    assert.match(API, new RegExp(`^def ${name}\\(text: str\\) -> str:`, "m"), name);
  }
  assert.ok(Object.isFrozen(OPS));
});

test("isOp knows the operations and nothing inherited", () => {
  for (const op of Object.keys(OPS)) assert.equal(isOp(op), true);
  for (const other of ["init", "toString", "constructor", "", null, 1, undefined]) assert.equal(isOp(other), false);
});

test("a request carries its id, its operation and its text; init carries no text", () => {
  assert.deepEqual(request(7, "check", '{"move": {}}'), { id: 7, op: "check", text: '{"move": {}}' });
  assert.deepEqual(request(1, "init"), { id: 1, op: "init" });
  assert.deepEqual(request(2, "init", "ignored"), { id: 2, op: "init" });
});

test("a reply is the answer's text or the error's message, and a fatal error means dead", () => {
  assert.deepEqual(reply(3, { text: "{}" }), { id: 3, ok: true, text: "{}" });
  assert.deepEqual(reply(4, { error: new Error("unknown operation x") }), {
    id: 4,
    ok: false,
    error: "unknown operation x",
    dead: false,
  });
  const fatal = reply(5, { error: new Error("Pyodide has suffered a fatal error. Please report this") });
  assert.equal(fatal.ok, false);
  assert.equal(!fatal.ok && fatal.dead, true);
  // something thrown that is no Error still says what it was
  assert.deepEqual(reply(6, { error: "plain" }), { id: 6, ok: false, error: "plain", dead: false });
});

test("progress messages are told apart from replies", () => {
  assert.equal(isProgress({ progress: "download", loaded: 1, total: 2 }), true);
  assert.equal(isProgress({ progress: "ready", start: "snapshot" }), true);
  assert.equal(isProgress({ id: 1, ok: true, text: "ready" }), false);
  assert.equal(isProgress({ id: 1, ok: false, error: "x", dead: false }), false);
});

test("answer calls the operation's text function with the request text", () => {
  /** @type {string[]} */
  const calls = [];
  const api = Object.fromEntries(
    Object.entries(OPS).map(([op, name]) => [name, (/** @type {string} */ text) => (calls.push(`${op}:${text}`), `${op}!`)]),
  );
  assert.equal(answer(api, "score", "{}"), "score!");
  assert.equal(answer(api, "placements", 12), "placements!"); // text as text
  assert.deepEqual(calls, ["score:{}", "placements:12"]);
  assert.throws(() => answer(api, "catalog", "{}"), /unknown operation catalog/);
  assert.throws(() => answer({}, "check", "{}"), /unknown operation check/);
});

test("the worker's URL says where Pyodide and the engine are, relative to the worker", () => {
  const worker = "https://example.test/site/assets/javascripts/zugpruefer-worker.js";
  const places = workerPlaces("?pyodide=../../pyodide/v1/&engine=engine-abc/&bytes=123&snapshot=45", worker);
  assert.deepEqual(places, {
    indexURL: "https://example.test/site/pyodide/v1/",
    engineURL: "https://example.test/site/pyodide/v1/engine-abc/",
    bytes: 123,
    snapshotBytes: 45,
  });
  assert.equal(workerPlaces("pyodide=p/&engine=e/", worker).snapshotBytes, 0);
  assert.equal(workerPlaces("pyodide=p/&engine=e/&bytes=many", worker).bytes, 0);
  assert.throws(() => workerPlaces("?pyodide=p/", worker), /without pyodide\/engine/);
  assert.throws(() => workerPlaces("", worker), /without pyodide\/engine/);
});

test("Pyodide starts from the engine folder's stdlib zip and lock file, a new object each time", () => {
  const where = { indexURL: "/p/v1/", engineURL: "/p/v1/engine-x/" };
  const first = pyodideOptions(where);
  assert.equal(first.indexURL, "/p/v1/");
  assert.equal(first.stdLibURL, "/p/v1/engine-x/python_stdlib.zip");
  assert.equal(first.lockFileURL, "/p/v1/engine-x/pyodide-lock.json");
  assert.equal(first.stdout("ignored"), undefined);
  assert.notEqual(pyodideOptions(where), first);
  /** @type {string[]} */
  const printed = [];
  const options = pyodideOptions({ ...where, print: (text) => printed.push(text) });
  options.stdout("a");
  options.stderr("b");
  assert.deepEqual(printed, ["a", "b"]);
});
