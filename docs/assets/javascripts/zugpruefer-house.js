// The group's house rules and readings (`situation.rules`), remembered on this device
// (localStorage): a group that plays a variant sets it once. They start every question the page
// starts itself (opened without a link, "Neu anfangen"); a link is answered as it was written,
// with its own settings (absent ones are the engine's defaults, docs-dev/contract.md).
// Which rules and values exist is the catalogue's word (`options`), passed in.
//
// `recall` and `keep` are this device's memory for both tools: the gold calculator (wertung.js)
// remembers its table and settings with them too, under its own key.

export const HOUSE_KEY = "saboteur-hausregeln";

/** @typedef {{rule: string, default: string, values: {value: string}[]}} Option */

/**
 * The open rules the checker offers for a game: the base game's (`data.options`) and, in the
 * Saboteur 2 mode, the expansion's (`data.saboteur2.options`) too; with `expansion` null, those
 * of both games (what the device may remember of either mode).
 * @template {Option} T
 * @param {{options: T[], saboteur2?: {options?: T[]}}} data
 * @param {boolean | null} expansion
 * @returns {T[]}
 */
export function offeredOptions(data, expansion) {
  return expansion === false ? data.options : [...data.options, ...(data.saboteur2?.options || [])];
}

/**
 * Of a remembered value, the part that still means something: rules the catalogue offers,
 * with a value it offers, none at its default.
 * @param {unknown} raw
 * @param {Option[]} options
 * @returns {Record<string, string>}
 */
export function validRules(raw, options) {
  /** @type {Record<string, string>} */
  const rules = {};
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return rules;
  for (const option of options) {
    const value = /** @type {Record<string, unknown>} */ (raw)[option.rule];
    if (typeof value === "string" && value !== option.default && option.values.some((v) => v.value === value)) {
      rules[option.rule] = value;
    }
  }
  return rules;
}

/** @returns {Storage | null} */
function store() {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null; // storage switched off
  }
}

/**
 * What this device remembers under `key` (JSON), or null: nothing, unreadable, or storage off.
 * @param {string} key
 * @param {Storage | null} [storage]
 * @returns {unknown}
 */
export function recall(key, storage = store()) {
  try {
    return JSON.parse(storage?.getItem(key) ?? "null");
  } catch {
    return null;
  }
}

/**
 * Remember `value` under `key` (null: forget it).
 * @param {string} key
 * @param {unknown} value
 * @param {Storage | null} [storage]
 */
export function keep(key, value, storage = store()) {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // full or switched off: the page works as before, it only forgets
  }
}

/**
 * The remembered house rules ({} when none, or storage is off).
 * @param {Option[]} options
 * @param {Storage | null} [storage]
 */
export function rememberedRules(options, storage = store()) {
  return validRules(recall(HOUSE_KEY, storage), options);
}

/**
 * Remember these rules (none at its default: forget).
 * @param {Record<string, unknown>} rules
 * @param {Option[]} options
 * @param {Storage | null} [storage]
 */
export function rememberRules(rules, options, storage = store()) {
  const kept = validRules(rules, options);
  keep(HOUSE_KEY, Object.keys(kept).length ? kept : null, storage);
}
