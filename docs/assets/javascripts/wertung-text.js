// The calculator's own German words (captions, status lines, the expansion's questions). No rule
// lives here: who wins and who gets what always comes from the engine (rules_py.score); role
// names, door colours and the readings of the gold count come with the page's data. The words of
// Saboteur 2 are those of the page "Saboteur 2" (docs/saboteur-2.md).

export const TEXT = {
  badLink:
    "Dieser Link enthält keine lesbare Runde (das Stück nach „#wertung=“ ist beschädigt). Stell die Runde oben neu ein.",
  timeout: "Die Rechnung hat zu lange gedauert. Der Rechner wurde neu gestartet – versuche es noch einmal.",
  nobody: "Niemand – der Goldschatz blieb unerreicht",
  lastUnknown: "Nicht angegeben",
  tool: (/** @type {string} */ name) => `Werkzeug von ${name || "dieser Person"}`,
  intact: "Werkzeug heil",
  toolsAsked: (/** @type {string} */ role) =>
    `Oben in der Sitzordnung steht jetzt bei jedem ${role} eine Wahl: Werkzeug heil oder kaputt.`,
  toTools: "Zu den Werkzeugen ↑",
  broken: (/** @type {string} */ tool) => `${tool} kaputt`,
  name: (/** @type {number} */ n) => `Name der ${n}. Person im Uhrzeigersinn`,
  role: (/** @type {string} */ name) => `Rolle von ${name || "dieser Person"}`,
  remove: (/** @type {string} */ name) => `${name || "Diese Person"} entfernen`,
  gone: (/** @type {string} */ name) => `${name} entfernt`,
  undo: "Rückgängig",
  undoLabel: (/** @type {string} */ name) => `Rückgängig: ${name} wieder an den Tisch setzen`,
  newPerson: (/** @type {number} */ n) => `Person ${n}`,
  count: (/** @type {number} */ n, /** @type {number} */ min, /** @type {number} */ max) =>
    n >= max ? `${n} Personen – mehr spielen nicht mit.` : n <= min ? `${n} Personen – weniger geht nicht.` : `${n} Personen`,
  person: "Person",
  roleHead: "Rolle",
  gets: "bekommt",
  seats: "Sitzordnung im Uhrzeigersinn",
  steps: "Schritt für Schritt",
  finder: " (erreicht den Goldschatz)",
  waiting: "Regeln werden geladen … Gleich steht hier, wer in dieser Runde was bekommt.",
  computing: "Wird berechnet …",
  // The edition switch, by the engine's edition ids.
  edition: "Welches Spiel?",
  // Saboteur 2
  door: "Liegt auf dem Weg zum Goldschatz eine Tür?",
  noDoor: "Keine Tür",
  doorName: (/** @type {string} */ colour) => `Eine ${colour} Tür`,
  trapped: "Wer ist am Rundenende eingesperrt (vor wem liegt „Eingesperrt!“)?",
  theft: "Vor wem liegt ein Diebstahl? Tippe sie in der Reihenfolge an, in der die Karten gespielt wurden.",
  theftPlace: (/** @type {number} */ n) => `${n}.`,
  crystals: "Wie viele Kristalle sind zu sehen?",
  crystalsCounted: (/** @type {string} */ label) => `Es zählt: ${label}.`,
  disputed: "(strittig)",
  trappedMark: " (eingesperrt)",
  thefts: (/** @type {string[]} */ names) => `Es stehlen der Reihe nach: ${names.join(", ")}.`,
  noThefts: "Niemand stiehlt.",
  // What this device remembers (the checker's words: zugpruefer-text.js, optionsRemembered).
  remembered: (/** @type {string[]} */ said) =>
    `Auf diesem Gerät gemerkt: ${said.join("; ")}. Damit beginnt der Rechner auch beim nächsten Besuch. Ein geteilter Link bringt seine eigenen Einstellungen mit.`,
  rememberedNames: (/** @type {string[]} */ names) => `Namen: ${names.join(", ")}`,
  rememberedEdition: (/** @type {string} */ edition) => `Spiel: ${edition}`,
  forgotten: "Vergessen: Beim nächsten Besuch beginnt der Rechner wieder mit der Beispielrunde.",
};
