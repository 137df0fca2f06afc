// The calculator's round (wertung.js) and the score request it stands for (docs-dev/contract.md,
// "Round end and gold"): both ways, pure (the page's data is handed in), so `node --test` runs it.
// No rule lives here: who wins and who gets what is the engine's answer to the request.

/**
 * The parts of the page's data (sitegen/wertung.py) that a round needs: the roles and the
 * readings of the gold count (the first of each is the default), how many may play, and the
 * name of the open rule whose reading the request carries.
 * @typedef {{value: string, label: string}} Choice
 * @typedef {{roles: Choice[], readings: Choice[], players: {min: number, max: number, name: number},
 *            option: string}} RoundData
 * @typedef {{name: string, role: string}} Person
 * @typedef {{people: Person[], finder: number | null, reading: string}} Round
 *   people in seating order (clockwise), finder: the index of whoever reached the gold
 * @typedef {{players: string[], roles: Record<string, string>, finder: string | null,
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
  const req = isObject(request) ? request : {};
  /** @type {string[]} */
  const names = Array.isArray(req.players) ? req.players.filter((/** @type {unknown} */ p) => typeof p === "string") : [];
  const roles = isObject(req.roles) ? req.roles : {};
  const people = names.slice(0, data.players.max).map((name) => ({
    name,
    role: roleValues.includes(roles[name]) ? roles[name] : roleValues[0],
  }));
  const finder = names.indexOf(req.finder);
  const chosen = isObject(req.rules) ? req.rules[data.option] : undefined;
  return {
    people,
    finder: finder >= 0 && finder < people.length ? finder : null,
    reading: readingValues.includes(chosen) ? chosen : readingValues[0],
  };
}

/**
 * The score request of a round; the default reading is left out.
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
  if (round.reading !== data.readings[0].value) request.rules = { [data.option]: round.reading };
  return request;
}
