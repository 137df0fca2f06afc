// The calculator's round (wertung.js) and the score request it stands for (docs-dev/contract.md,
// "Round end and gold", and "Saboteur 2": `"edition": "saboteur2"`): both ways, pure (the page's
// data is handed in), so `node --test` runs it. No rule lives here: who wins and who gets what is
// the engine's answer to the request; roles, limits and door colours come with the page's data.

import { validRules } from "./zugpruefer-house.js";

/**
 * The parts of the page's data (sitegen/wertung.py) that a round needs: the base game's roles
 * and the readings of the gold count (the first of each is the default), how many may play, the
 * name of the rule whose reading the request carries, the optional rule (its name and the value
 * that turns it on), the tools a broken one may be, the base game's edition id, and what the
 * expansion brings (its edition id, roles, limits, door colours, the most crystals and the
 * roles they pay, and its open rules that decide a score: the panel "Hausregeln / Auslegungen").
 * @typedef {{value: string, label: string}} Choice
 * @typedef {{rule: string, title: string, default: string, values: Choice[], concerns?: string}} Option
 * @typedef {{min: number, max: number, name: number}} Limits
 * @typedef {{edition: string, roles: Choice[], players: Limits, doors: Choice[], max_crystals: number,
 *            crystal_roles: string[], options?: Option[]}} Expansion
 *   crystal_roles: the roles paid by the crystals (the crystals are asked only with one of them);
 *   options: the catalogue's open rules with the scope `score` (rule, title, default, readings)
 * @typedef {{roles: Choice[], readings: Choice[], players: Limits, option: string,
 *            optional: {rule: string, on: string, label?: string}, tools: Choice[],
 *            edition?: string, editions: Record<string, string>, saboteur2?: Expansion}} RoundData
 * @typedef {{name: string, role: string, broken: string}} Person
 *   broken: the tool broken in front of the person ("" for none; asked with the optional rule)
 * @typedef {{people: Person[], finder: number | null, reading: string, lastCard: number | null,
 *            optional: boolean, edition: string, door: string | null, trapped: number[],
 *            theft: number[], crystals: number, rules: Record<string, string>}} Round
 *   people in seating order (clockwise), finder: the index of whoever reached the gold,
 *   lastCard: of whoever played the round's last card (asked when nobody reached the gold, in
 *   both games),
 *   optional: the rulebook's optional rule is on (the base game's); the expansion's parts: the
 *   colour of a door on the way, who is trapped (indices), who has a Theft card in front of
 *   them (indices, in the order played), the crystals counted, and the readings of its open
 *   rules chosen in the panel "Hausregeln / Auslegungen" (only those not at their default)
 * @typedef {{edition?: string, players: string[], roles: Record<string, string>, finder: string | null,
 *            last_card?: string, broken?: Record<string, string[]>,
 *            door?: string, trapped?: string[], theft?: string[], crystals?: number,
 *            rules?: Record<string, string>}} ScoreRequest
 */

/** The base game's edition id when the data names none. */
const BASE = "saboteur";

/** @param {unknown} v @returns {v is Record<string, any>} */
const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);

/**
 * The expansion's data when `edition` names it, else null (the base game).
 * @param {string | undefined} edition
 * @param {RoundData} data
 * @returns {Expansion | null}
 */
export function expansionOf(edition, data) {
  return data.saboteur2 && edition === data.saboteur2.edition ? data.saboteur2 : null;
}

/**
 * The roles and limits of a round's edition.
 * @param {string} edition
 * @param {RoundData} data
 * @returns {{roles: Choice[], players: Limits}}
 */
export function editionOf(edition, data) {
  const s2 = expansionOf(edition, data);
  return s2 ? { roles: s2.roles, players: s2.players } : { roles: data.roles, players: data.players };
}

/**
 * The indices of the names in `list` that sit at the table, each once, in the list's order.
 * @param {unknown} list @param {string[]} names
 * @returns {number[]}
 */
function indicesOf(list, names) {
  if (!Array.isArray(list)) return [];
  /** @type {number[]} */
  const found = [];
  for (const name of list) {
    const i = names.indexOf(name);
    if (i >= 0 && !found.includes(i)) found.push(i);
  }
  return found;
}

/**
 * The round of a request, read leniently from any request, so that a link the engine refuses
 * still shows what it asked (the engine says what is wrong): names that are text, at most as
 * many as may play, each with a known role (else the first), the finder if at the table; with
 * the expansion also the door (only with a finder), who is trapped, the thefts in their order
 * and the crystals (a whole number the data allows, else none).
 * @param {unknown} request
 * @param {RoundData} data
 * @returns {Round}
 */
export function fromRequest(request, data) {
  const toolValues = data.tools.map((t) => t.value);
  const req = isObject(request) ? request : {};
  const s2 = expansionOf(req.edition, data);
  const { roles: choices, players } = editionOf(s2 ? s2.edition : data.edition || BASE, data);
  const roleValues = choices.map((r) => r.value);
  const readingValues = data.readings.map((r) => r.value);
  /** @type {string[]} */
  const names = Array.isArray(req.players) ? req.players.filter((/** @type {unknown} */ p) => typeof p === "string") : [];
  const roles = isObject(req.roles) ? req.roles : {};
  const broken = isObject(req.broken) ? req.broken : {};
  const people = names.slice(0, players.max).map((name) => ({
    name,
    role: roleValues.includes(roles[name]) ? roles[name] : roleValues[0],
    broken: Array.isArray(broken[name]) && toolValues.includes(broken[name][0]) ? broken[name][0] : "",
  }));
  const seated = people.map((p) => p.name);
  const at = names.indexOf(req.finder);
  const finder = at >= 0 && at < people.length ? at : null;
  const last = names.indexOf(req.last_card);
  const rules = !s2 && isObject(req.rules) ? req.rules : {};
  const chosen = rules[data.option];
  const crystals = s2 && Number.isInteger(req.crystals) && req.crystals >= 0 && req.crystals <= s2.max_crystals ? req.crystals : 0;
  const expansionRules = s2 ? validRules(req.rules, s2.options || []) : {};
  return {
    people,
    finder,
    reading: readingValues.includes(chosen) ? chosen : readingValues[0],
    lastCard: last >= 0 && last < people.length ? last : null,
    optional: rules[data.optional.rule] === data.optional.on,
    edition: s2 ? s2.edition : data.edition || BASE,
    door: s2 && finder !== null && s2.doors.some((d) => d.value === req.door) ? req.door : null,
    trapped: s2 ? indicesOf(req.trapped, seated) : [],
    theft: s2 ? indicesOf(req.theft, seated) : [],
    crystals,
    rules: expansionRules,
  };
}

/**
 * The score request of a round. The base game's is what it always was (no edition): the
 * default reading left out, the last card only when nobody reached the gold (else the finder
 * played it), broken tools only with the optional rule and only for people of the first role
 * (the Goldsucher: the rule leaves Saboteure alone). The expansion's names its edition and
 * leaves out what is empty (no door, no one trapped, no theft, no crystal) and the crystals when
 * no one at the table has a role they pay; the last card, as in the base game, only when nobody
 * reached the gold; `rules` only with a reading of an open rule other than its default.
 * @param {Round} round
 * @param {RoundData} data
 * @returns {ScoreRequest}
 */
export function toRequest(round, data) {
  const s2 = expansionOf(round.edition, data);
  const names = round.people.map((p) => p.name);
  const finder = round.finder === null ? null : names[round.finder];
  if (!s2) {
    /** @type {ScoreRequest} */
    const request = {
      players: names,
      roles: Object.fromEntries(round.people.map((p) => [p.name, p.role])),
      finder,
    };
    /** @type {Record<string, string>} */
    const rules = {};
    if (round.reading !== data.readings[0].value) rules[data.option] = round.reading;
    if (round.finder === null && round.lastCard !== null) request.last_card = names[round.lastCard];
    if (round.optional) {
      rules[data.optional.rule] = data.optional.on;
      const broken = round.people.filter((p) => p.broken && p.role === data.roles[0].value);
      if (broken.length) request.broken = Object.fromEntries(broken.map((p) => [p.name, [p.broken]]));
    }
    if (Object.keys(rules).length) request.rules = rules;
    return request;
  }
  /** @type {ScoreRequest} */
  const request = {
    edition: s2.edition,
    players: names,
    roles: Object.fromEntries(round.people.map((p) => [p.name, p.role])),
    finder,
  };
  if (round.finder === null && round.lastCard !== null) request.last_card = names[round.lastCard];
  if (finder !== null && round.door !== null) request.door = round.door;
  if (round.trapped.length) request.trapped = round.trapped.map((i) => names[i]);
  if (round.theft.length) request.theft = round.theft.map((i) => names[i]);
  if (round.crystals && countsCrystals(round, data)) request.crystals = round.crystals;
  const rules = validRules(round.rules, s2.options || []);
  if (Object.keys(rules).length) request.rules = rules;
  return request;
}

/**
 * Whether the round's crystals count: someone at the table has a role the crystals pay (the
 * expansion's data names those roles); else the crystals are neither asked nor sent.
 * @param {Round} round
 * @param {RoundData} data
 * @returns {boolean}
 */
export function countsCrystals(round, data) {
  const s2 = expansionOf(round.edition, data);
  return s2 !== null && round.people.some((p) => s2.crystal_roles.includes(p.role));
}

/**
 * The round in another edition: the same people (at most as many as may play there, and at
 * least as many as must: newcomers named by `newName(n)` for the n-th seat), each keeping a role
 * the edition knows (else its first); the expansion's parts stay for a later switch back.
 * @param {Round} round
 * @param {string} edition
 * @param {RoundData} data
 * @param {(n: number) => string} newName
 * @returns {Round}
 */
export function switchEdition(round, edition, data, newName) {
  const { roles, players } = editionOf(edition, data);
  const values = roles.map((r) => r.value);
  const people = round.people
    .slice(0, players.max)
    .map((p) => ({ name: p.name, role: values.includes(p.role) ? p.role : values[0], broken: p.broken }));
  const taken = new Set(people.map((p) => p.name));
  for (let n = people.length + 1; people.length < players.min; n += 1) {
    const name = newName(n);
    if (!taken.has(name)) people.push({ name, role: values[0], broken: "" });
  }
  const inside = (/** @type {number} */ i) => i < people.length;
  const s2 = expansionOf(edition, data);
  const finder = round.finder !== null && inside(round.finder) ? round.finder : null;
  return {
    ...round,
    people,
    edition: s2 ? s2.edition : data.edition || BASE,
    finder,
    lastCard: round.lastCard !== null && inside(round.lastCard) ? round.lastCard : null,
    door: finder === null ? null : round.door,
    trapped: round.trapped.filter(inside),
    theft: round.theft.filter(inside),
  };
}

/**
 * The round without the person at seat `i`: the finder, the last card, who is trapped and the
 * thefts follow.
 * @param {Round} round
 * @param {number} i
 * @returns {Round}
 */
export function removePerson(round, i) {
  const shift = (/** @type {number} */ j) => (j > i ? j - 1 : j);
  const finder = round.finder === null || round.finder === i ? null : shift(round.finder);
  return {
    ...round,
    people: round.people.filter((_, j) => j !== i),
    finder,
    lastCard: round.lastCard === null || round.lastCard === i ? null : shift(round.lastCard),
    door: finder === null ? null : round.door,
    trapped: round.trapped.filter((j) => j !== i).map(shift),
    theft: round.theft.filter((j) => j !== i).map(shift),
  };
}

/**
 * A Theft card in front of person `i` or not: a new one is the last played (the end of the
 * order), one taken away leaves the others in their order.
 * @param {number[]} theft
 * @param {number} i
 * @param {boolean} has
 * @returns {number[]}
 */
export function toggleTheft(theft, i, has) {
  const rest = theft.filter((j) => j !== i);
  return has ? [...rest, i] : rest;
}

/**
 * A person taken from the table, with what the round said of them, so that "Rückgängig" can
 * seat them again as they were: their seat, whether they reached the gold (with the door on the
 * way) or played the last card, whether they were trapped and their place in the thefts' order.
 * @typedef {{seat: number, person: Person, finder: boolean, door: string | null,
 *            lastCard: boolean, trapped: boolean, theft: Person[] | null}} Removal
 *   person: the round's own object (a name typed later in another row keeps its person);
 *   theft: with a Theft card in front of them, whose cards were played before theirs; else null
 */

/**
 * The round without the person at seat `i` (removePerson), and what it took with them.
 * @param {Round} round
 * @param {number} i
 * @returns {{round: Round, removal: Removal}}
 */
export function takeOut(round, i) {
  return {
    round: removePerson(round, i),
    removal: {
      seat: i,
      person: round.people[i],
      finder: round.finder === i,
      door: round.finder === i ? round.door : null,
      lastCard: round.lastCard === i,
      trapped: round.trapped.includes(i),
      theft: round.theft.includes(i) ? round.theft.slice(0, round.theft.indexOf(i)).map((j) => round.people[j]) : null,
    },
  };
}

/**
 * The round with a removed person seated again at seat `at` (their old seat, counted among the
 * people still at the table): the seats from `at` on move one on, and what the round said of
 * them comes back where nobody has taken it meanwhile (a finder, the last card chosen since
 * stay); their Theft card goes right after the latest of those played before it that are
 * still at the table, so that people put back in any order keep the order played.
 * @param {Round} round
 * @param {Removal} removal
 * @param {number} [at]
 * @returns {Round}
 */
export function putBack(round, removal, at = removal.seat) {
  const seat = Math.max(0, Math.min(at, round.people.length));
  const shift = (/** @type {number} */ j) => (j >= seat ? j + 1 : j);
  const finder = round.finder === null ? (removal.finder ? seat : null) : shift(round.finder);
  const people = [...round.people.slice(0, seat), removal.person, ...round.people.slice(seat)];
  const theft = round.theft.map(shift);
  if (removal.theft) {
    const ahead = removal.theft.map((p) => theft.indexOf(people.indexOf(p)));
    theft.splice(Math.max(-1, ...ahead) + 1, 0, seat);
  }
  return {
    ...round,
    people,
    finder,
    door: round.finder === null && removal.finder ? removal.door : round.door,
    lastCard: round.lastCard === null ? (removal.lastCard ? seat : null) : shift(round.lastCard),
    trapped: [...round.trapped.map(shift), ...(removal.trapped ? [seat] : [])].sort((a, b) => a - b),
    theft,
  };
}

// --- what this device remembers (wertung.js keeps it with zugpruefer-house.js) ---------------

/**
 * The calculator's settings remembered on this device: the table (names in seating order, each
 * with the role it had), the edition, the reading of the gold count, the optional rule and the
 * expansion's house rules and readings (`rules`, as the checker remembers its own with
 * zugpruefer-house.js), each only where it differs from the example round's (the table) or the
 * default. Who reached the gold and the rest belong to one round.
 * @typedef {{edition?: string, names?: string[], roles?: string[], reading?: string, optional?: true,
 *            rules?: Record<string, string>}} Settings
 *   names and roles go together, one role per name
 */

/**
 * The settings of a round worth remembering, or null when all are the example's and defaults.
 * @param {Round} round
 * @param {RoundData} data
 * @param {Round} example the example round
 * @returns {Settings | null}
 */
export function settingsOf(round, data, example) {
  /** @type {Settings} */
  const settings = {};
  const table = (/** @type {Round} */ r) => JSON.stringify(r.people.map((p) => [p.name, p.role]));
  if (round.edition !== (data.edition || BASE)) settings.edition = round.edition;
  if (table(round) !== table(example)) {
    settings.names = round.people.map((p) => p.name);
    settings.roles = round.people.map((p) => p.role);
  }
  if (round.reading !== data.readings[0].value) settings.reading = round.reading;
  if (round.optional) settings.optional = true;
  if (Object.keys(round.rules).length) settings.rules = round.rules;
  const kept = validSettings(settings, data);
  return Object.keys(kept).length ? kept : null;
}

/**
 * Of remembered settings, the part that still means something with this page's data: a known
 * edition, a table (names as text within the length limit, each once, as many as may play
 * there, each with a role of the edition), a known reading other than the default, the
 * optional rule on, the expansion's open rules that its data offers, none at its default.
 * @param {unknown} raw
 * @param {RoundData} data
 * @returns {Settings}
 */
export function validSettings(raw, data) {
  /** @type {Settings} */
  const settings = {};
  if (!isObject(raw)) return settings;
  const s2 = expansionOf(raw.edition, data);
  if (s2) settings.edition = s2.edition;
  const { players, roles } = editionOf(s2 ? s2.edition : data.edition || BASE, data);
  const { names, roles: had } = raw;
  if (
    Array.isArray(names) &&
    Array.isArray(had) &&
    names.length === had.length &&
    names.length >= players.min &&
    names.length <= players.max &&
    names.every((n) => typeof n === "string" && n.length <= players.name) &&
    new Set(names).size === names.length &&
    had.every((r) => roles.some((known) => known.value === r))
  ) {
    settings.names = [...names];
    settings.roles = [...had];
  }
  if (data.readings.slice(1).some((r) => r.value === raw.reading)) settings.reading = raw.reading;
  if (raw.optional === true) settings.optional = true;
  const rules = data.saboteur2 ? validRules(raw.rules, data.saboteur2.options || []) : {};
  if (Object.keys(rules).length) settings.rules = rules;
  return settings;
}

/**
 * The round the calculator starts with when settings are remembered: the example round in the
 * remembered edition, with the remembered reading, optional rule and the expansion's readings;
 * with a remembered table,
 * that table, nobody having reached the gold yet.
 * @param {Settings} settings
 * @param {Round} example
 * @param {RoundData} data
 * @param {(n: number) => string} newName
 * @returns {Round}
 */
export function roundOfSettings(settings, example, data, newName) {
  let round = settings.edition ? switchEdition(example, settings.edition, data, newName) : example;
  const { names, roles } = settings;
  if (names && roles) {
    round = {
      ...round,
      people: names.map((name, i) => ({ name, role: roles[i], broken: "" })),
      finder: null,
      lastCard: null,
      door: null,
      trapped: [],
      theft: [],
      crystals: 0,
    };
  }
  return {
    ...round,
    reading: settings.reading ?? round.reading,
    optional: settings.optional === true || round.optional,
    rules: settings.rules ?? round.rules,
  };
}

/**
 * The expansion's readings with one open rule set to `value` (its default, or a value the data
 * does not offer: left out, so that the request and the link carry only what was changed).
 * @param {Record<string, string>} rules
 * @param {string} rule
 * @param {string} value
 * @param {RoundData} data
 * @returns {Record<string, string>}
 */
export function withReading(rules, rule, value, data) {
  return validRules({ ...rules, [rule]: value }, data.saboteur2?.options || []);
}
