// The group's house rules and readings (`situation.rules`), remembered on this device
// (localStorage): a group that plays a variant sets it once. They start every question the page
// starts itself (opened without a link, "Neu anfangen"); a link is answered as it was written,
// with its own settings (absent ones are the engine's defaults, docs-dev/contract.md).
// Which rules and values exist is the catalogue's word (`options`), passed in.

export const HOUSE_KEY = "saboteur-hausregeln";

/** @typedef {{rule: string, default: string, values: {value: string}[]}} Option */

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
 * The remembered house rules ({} when none, or storage is off).
 * @param {Option[]} options
 * @param {Storage | null} [storage]
 */
export function rememberedRules(options, storage = store()) {
  try {
    return validRules(JSON.parse(storage?.getItem(HOUSE_KEY) ?? "null"), options);
  } catch {
    return {};
  }
}

/**
 * Remember these rules (none at its default: forget).
 * @param {Record<string, unknown>} rules
 * @param {Option[]} options
 * @param {Storage | null} [storage]
 */
export function rememberRules(rules, options, storage = store()) {
  const keep = validRules(rules, options);
  try {
    if (Object.keys(keep).length) storage?.setItem(HOUSE_KEY, JSON.stringify(keep));
    else storage?.removeItem(HOUSE_KEY);
  } catch {
    // full or switched off: the page works as before, it only forgets
  }
}
