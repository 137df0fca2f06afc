// The calculator's round (wertung.js) and the score request it stands for (docs-dev/contract.md,
// "Round end and gold"): both ways, pure (the page's data is handed in), so `node --test` runs it.
// No rule lives here: who wins and who gets what is the engine's answer to the request.

/**
 * The parts of the page's data (sitegen/wertung.py) that a round needs: the roles and the
 * readings of the gold count (the first of each is the default), how many may play, the
 * name of the rule whose reading the request carries, the optional rule (its name and the
 * value that turns it on) and the tools a broken one may be.
 * @typedef {{value: string, label: string}} Choice
 * @typedef {{roles: Choice[], readings: Choice[], players: {min: number, max: number, name: number},
 *            option: string, optional: {rule: string, on: string}, tools: Choice[]}} RoundData
 * @typedef {{name: string, role: string, broken: string}} Person
 *   broken: the tool broken in front of the person ("" for none; asked with the optional rule)
 * @typedef {{people: Person[], finder: number | null, reading: string, lastCard: number | null,
 *            optional: boolean}} Round
 *   people in seating order (clockwise), finder: the index of whoever reached the gold,
 *   lastCard: of whoever played the round's last card (asked when nobody reached the gold),
 *   optional: the rulebook's optional rule is on
 * @typedef {{players: string[], roles: Record<string, string>, finder: string | null,
 *            last_card?: string, broken?: Record<string, string[]>,
 *            rules?: Record<string, string>}} ScoreRequest
 */

/** @param {unknown} v @returns {v is Record<string, any>} */
const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);

/**
 * The round of a request, read leniently from any request, so that a link the engine refuses
 * still shows what it asked (the engine says what is wrong): names that are text, at most as
 * many as may play, each with a known role (else the first), the finder if at the table.
 * @param {unknown} request
 * @param {RoundData} data
 * @returns {Round}
 */
export function fromRequest(request, data) {
  const roleValues = data.roles.map((r) => r.value);
  const readingValues = data.readings.map((r) => r.value);
  const toolValues = data.tools.map((t) => t.value);
  const req = isObject(request) ? request : {};
  /** @type {string[]} */
  const names = Array.isArray(req.players) ? req.players.filter((/** @type {unknown} */ p) => typeof p === "string") : [];
  const roles = isObject(req.roles) ? req.roles : {};
  const broken = isObject(req.broken) ? req.broken : {};
  const people = names.slice(0, data.players.max).map((name) => ({
    name,
    role: roleValues.includes(roles[name]) ? roles[name] : roleValues[0],
    broken: Array.isArray(broken[name]) && toolValues.includes(broken[name][0]) ? broken[name][0] : "",
  }));
  const finder = names.indexOf(req.finder);
  const last = names.indexOf(req.last_card);
  const rules = isObject(req.rules) ? req.rules : {};
  const chosen = rules[data.option];
  return {
    people,
    finder: finder >= 0 && finder < people.length ? finder : null,
    reading: readingValues.includes(chosen) ? chosen : readingValues[0],
    lastCard: last >= 0 && last < people.length ? last : null,
    optional: rules[data.optional.rule] === data.optional.on,
  };
}

/**
 * The score request of a round; the default reading is left out, the last card only when
 * nobody reached the gold (else the finder played it), broken tools only with the optional
 * rule and only for people of the first role (the Goldsucher: the rule leaves Saboteure alone).
 * @param {Round} round
 * @param {RoundData} data
 * @returns {ScoreRequest}
 */
export function toRequest(round, data) {
  /** @type {ScoreRequest} */
  const request = {
    players: round.people.map((p) => p.name),
    roles: Object.fromEntries(round.people.map((p) => [p.name, p.role])),
    finder: round.finder === null ? null : round.people[round.finder].name,
  };
  /** @type {Record<string, string>} */
  const rules = {};
  if (round.reading !== data.readings[0].value) rules[data.option] = round.reading;
  if (round.finder === null && round.lastCard !== null) request.last_card = round.people[round.lastCard].name;
  if (round.optional) {
    rules[data.optional.rule] = data.optional.on;
    const broken = round.people.filter((p) => p.broken && p.role === data.roles[0].value);
    if (broken.length) request.broken = Object.fromEntries(broken.map((p) => [p.name, [p.broken]]));
  }
  if (Object.keys(rules).length) request.rules = rules;
  return request;
}
