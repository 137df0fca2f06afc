// The group's remembered house rules (docs/assets/javascripts/zugpruefer-house.js), with the
// real catalogue's options (catalogue.js runs the project's Python) and a storage in memory.
import assert from "node:assert/strict";
import { test } from "node:test";

import { catalogue } from "./catalogue.js";

const { HOUSE_KEY, keep, offeredOptions, recall, rememberRules, rememberedRules, validRules } = await import("../../docs/assets/javascripts/zugpruefer-house.js");
const request = await import("../../docs/assets/javascripts/zugpruefer-request.js");

const options = catalogue.options;
const other = (/** @type {any} */ option) => option.values.find((/** @type {any} */ v) => v.value !== option.default).value;
const first = options[0];

class Memory {
  /** @type {Map<string, string>} */ items = new Map();
  getItem(/** @type {string} */ key) {
    return this.items.has(key) ? /** @type {string} */ (this.items.get(key)) : null;
  }
  setItem(/** @type {string} */ key, /** @type {string} */ value) {
    this.items.set(key, String(value));
  }
  removeItem(/** @type {string} */ key) {
    this.items.delete(key);
  }
}

test("a remembered choice comes back; its default, or forgetting, leaves nothing", () => {
  const storage = /** @type {any} */ (new Memory());
  assert.deepEqual(rememberedRules(options, storage), {});
  rememberRules({ [first.rule]: other(first) }, options, storage);
  assert.deepEqual(rememberedRules(options, storage), { [first.rule]: other(first) });
  rememberRules({ [first.rule]: first.default }, options, storage);
  assert.equal(storage.getItem(HOUSE_KEY), null);
  rememberRules({ [first.rule]: other(first) }, options, storage);
  rememberRules({}, options, storage);
  assert.equal(storage.getItem(HOUSE_KEY), null);
});

test("what storage holds is read only as far as the catalogue offers it", () => {
  assert.deepEqual(validRules({ "no-such-rule": "yes", [first.rule]: "maybe" }, options), {});
  assert.deepEqual(validRules("nonsense", options), {});
  const storage = /** @type {any} */ (new Memory());
  storage.setItem(HOUSE_KEY, "{not json");
  assert.deepEqual(rememberedRules(options, storage), {});
  // no storage at all (switched off): nothing remembered, nothing thrown
  assert.deepEqual(rememberedRules(options, null), {});
  rememberRules({ [first.rule]: other(first) }, options, null);
});

test("a fresh question starts with the remembered rules", () => {
  const storage = new Memory();
  Object.defineProperty(globalThis, "localStorage", { value: storage, configurable: true });
  try {
    assert.equal(request.defaultRequest().situation.rules, undefined);
    storage.setItem(HOUSE_KEY, JSON.stringify({ [first.rule]: other(first) }));
    assert.deepEqual(request.defaultRequest().situation.rules, { [first.rule]: other(first) });
  } finally {
    delete (/** @type {any} */ (globalThis)).localStorage;
  }
});

test("any value kept under a key comes back; null forgets it; unreadable is nothing", () => {
  const storage = /** @type {any} */ (new Memory());
  assert.equal(recall("some-key", storage), null);
  keep("some-key", { names: ["Ada", "Bo"] }, storage);
  assert.deepEqual(recall("some-key", storage), { names: ["Ada", "Bo"] });
  assert.equal(recall(HOUSE_KEY, storage), null); // keys are apart
  keep("some-key", null, storage);
  assert.equal(storage.getItem("some-key"), null);
  storage.setItem("some-key", "{not json");
  assert.equal(recall("some-key", storage), null);
  keep("some-key", 1, null); // storage off: nothing thrown
  assert.equal(recall("some-key", null), null);
});

test("the checker offers the base game's open rules, in the Saboteur 2 mode the expansion's too", () => {
  // Made-up options: which rules exist is the catalogue's word, handed in.
  const base = [{ rule: "a", default: "x", values: [{ value: "x" }, { value: "y" }] }];
  const extra = [{ rule: "b", default: "p", values: [{ value: "p" }, { value: "q" }] }];
  const data = { options: base, saboteur2: { options: extra } };
  assert.deepEqual(offeredOptions(data, false), base);
  assert.deepEqual(offeredOptions(data, true), [...base, ...extra]);
  // What the device may remember: either mode's.
  assert.deepEqual(offeredOptions(data, null), [...base, ...extra]);
  assert.deepEqual(offeredOptions({ options: base }, true), base);
  assert.deepEqual(rememberedRules(offeredOptions(data, null), { getItem: () => '{"a":"y","b":"q","c":"z"}' }), { a: "y", b: "q" });
});
