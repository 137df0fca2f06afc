// The calculator's own German words (captions, status lines). No rule lives here: who wins and
// who gets what always comes from the engine (rules_py.score); role names and the readings of
// the gold count come with the page's data.

export const TEXT = {
  badLink:
    "Dieser Link enthält keine lesbare Runde (das Stück nach „#wertung=“ ist beschädigt). Stell die Runde oben neu ein.",
  timeout: "Die Rechnung hat zu lange gedauert. Der Rechner wurde neu gestartet – versuche es noch einmal.",
  nobody: "Niemand – der Goldschatz blieb unerreicht",
  lastUnknown: "Nicht angegeben",
  tool: (/** @type {string} */ name) => `Werkzeug von ${name || "dieser Person"}`,
  intact: "Werkzeug heil",
  broken: (/** @type {string} */ tool) => `${tool} kaputt`,
  name: (/** @type {number} */ n) => `Name der ${n}. Person im Uhrzeigersinn`,
  role: (/** @type {string} */ name) => `Rolle von ${name || "dieser Person"}`,
  remove: (/** @type {string} */ name) => `${name || "Diese Person"} entfernen`,
  newPerson: (/** @type {number} */ n) => `Person ${n}`,
  count: (/** @type {number} */ n, /** @type {number} */ min, /** @type {number} */ max) =>
    n >= max ? `${n} Personen – mehr spielen nicht mit.` : n <= min ? `${n} Personen – weniger geht nicht.` : `${n} Personen`,
  person: "Person",
  roleHead: "Rolle",
  gets: "bekommt",
  seats: "Sitzordnung im Uhrzeigersinn",
  steps: "Schritt für Schritt",
  finder: " (erreicht den Goldschatz)",
  waiting: "Die Regeln werden geladen – gleich steht hier, wer in dieser Runde was bekommt.",
  computing: "Wird berechnet …",
};
