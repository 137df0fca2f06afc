// The page's own German words (button captions, status lines, hints). No rule text lives here:
// what is allowed and why always comes from the engine.

/** "Deine Karte: NAME." – a name that ends its own sentence ("Eingesperrt!") gets no second mark. @param {string} name */
function yourCard(name) {
  return /[.!?…]$/.test(name) ? `Deine Karte: ${name}` : `Deine Karte: ${name}.`;
}

/**
 * What the reader taps next, before a verdict: the prompt after "Deine Karte: NAME.", in the
 * answer's room, naming where to tap.
 */
const ASK = {
  place: "Tippe jetzt auf dem Tisch ihren Platz an.",
  cardOnTable: "Tippe jetzt auf dem Tisch die Karte an, auf die sie wirken soll.",
  target: "Tippe jetzt bei „Wen betrifft die Karte?“ an, wen du meinst: dich selbst oder jemand anderen.",
  removed: "Tippe jetzt bei „Welche Karte vor dir entfernst du?“ die Karte an.",
};

/**
 * The same in the bar, which has less room (its button leads to where to tap). Each says its
 * whole point within the bar's two lines on a phone (tests/browser/test_checker_bar_words.py):
 * a prompt cut in mid-thought ("… an, wen du meinst: dich …") leaves the reader guessing.
 */
const TAP = {
  place: "Tippe jetzt auf dem Tisch ihren Platz an.",
  cardOnTable: "Tippe auf dem Tisch die Karte an, auf die sie wirkt.",
  target: "Tippe jetzt an, wen die Karte betrifft.",
  removed: "Tippe jetzt an, welche Karte vor dir du entfernst.",
};

export const TEXT = {
  // One word per stage of the start, the same on the checker and the calculator. Shown in one
  // place (the checker's bar, the calculator's answer); the status line beside the controls
  // only speaks them to a screen reader (CSS hides it unless it reports a failure).
  loading: "Regeln werden geladen …",
  /** Downloaded: Python starts and imports the rules (seconds on a phone, with no figure). */
  engine: "Regeln werden vorbereitet …",
  ready: "Regeln geladen.",
  checking: "Wird geprüft …",
  /** Why the engine did not start: offline and not kept on this device yet, or the network. */
  startFailed: () =>
    navigator.onLine === false
      ? "Du bist offline, und die Regelprüfung ist auf diesem Gerät noch nicht gespeichert. Mit Netz lädt sie " +
        "einmal und geht danach auch offline. Bis dahin helfen die Regelseiten mit ihren Tabellen, auch ohne Netz."
      : "Die Regelprüfung konnte nicht geladen werden. Prüfe die Internetverbindung und versuche es noch einmal.",
  /** The site sent a runtime file that cannot work (an error page, a wrong type, a broken file). */
  runtimeBroken:
    "Die Regelprüfung konnte nicht geladen werden: Eine ihrer Dateien kam fehlerhaft vom Server. An deiner " +
    "Verbindung liegt das nicht. Versuche es später noch einmal; bis dahin helfen die Regelseiten mit ihren Tabellen.",
  timeout: "Die Prüfung hat zu lange gedauert. Der Zugprüfer wurde neu gestartet – versuche es noch einmal.",
  engineFailed: "Bei der Prüfung ist etwas schiefgegangen. Versuche es noch einmal.",
  badLink:
    "Dieser Link enthält keinen lesbaren Fall (das Stück nach „#fall=“ ist beschädigt). Stell die Lage oben neu ein.",
  yes: "Ja",
  no: "Nein",
  unclear: "Nicht prüfbar",
  yesMark: "✓",
  noMark: "✗",
  unclearMark: "?",
  ok: "erfüllt",
  notOk: "nicht erfüllt",
  rule: "Regel",
  source: "Quelle",
  sameSource: "wie oben",
  confidence: "Sicherheit",
  copied: "Link kopiert.",
  copyFailed: "Kopieren ging nicht. Der Link ist unten markiert – kopiere ihn von Hand.",
  before: (/** @type {string} */ name, /** @type {boolean} */ self) => (self ? "Vor dir" : `Vor ${name}`),
  removePerson: (/** @type {string} */ name) => `${name} entfernen`,
  newPerson: (/** @type {number} */ n) => `Person ${n}`,
  // The player is "du" in the request, and the list shows them as "Vor dir": so do we.
  nameTaken: (/** @type {string} */ name, /** @type {boolean} */ self) =>
    self ? `Dich gibt es schon: „${name}“ bist du selbst (in der Liste „Vor dir“).` : `„${name}“ gibt es schon.`,
  brokenSuffix: " kaputt", // read after the tool name on the toggles for sabotage cards
  chosen: (/** @type {string} */ label) => `Gewählt: ${label}`,
  // One question for every card that names a person (sabotage, repair and the expansion's
  // cards alike); the buttons answer it: "dich selbst", "Anna".
  targetQuestion: "Wen betrifft die Karte?",
  // Saboteur 2 (the edition switch and the expansion's choices; the cards' names come from the engine)
  editionQuestion: "Welches Spiel?",
  // beside the table's heading: the game the table is of; a tap leads to the switch ("ändern",
  // and an arrow up: it reads as a button that goes somewhere; the way back is the template's)
  editionHere: (/** @type {string} */ name) => `Spiel: ${name} – ändern`,
  upArrow: "↑",
  // the game's name comes from the page's data (the engine's catalogue, `editions`)
  inFrontGroup: (/** @type {string} */ heading, /** @type {string} */ game) => `${heading}: Karten aus ${game}`,
  discardQuestion: "Wie viele Karten wirfst du ab?",
  ladderQuestion: "Leiter auf der Karte?",
  doorQuestion: "Tür auf der Karte?",
  crystalsQuestion: "Wie viele Kristalle zeigt die Karte?",
  featuresGroup: "Was zeigt die Karte?", // Saboteur 2: ladder, door, crystals of a card on the table
  crystalsGroup: "Kristalle auf der Karte",
  crystalsLess: "Ein Kristall weniger",
  crystalsMore: "Ein Kristall mehr",
  noCrystals: "ohne Kristalle",
  without: "ohne",
  takeAwayQuestion: "Welche Karte vor dir entfernst du?",
  fixQuestion: "Welches Werkzeug?",
  rotationQuestion: "Wie liegt die Karte?",
  target: (/** @type {string} */ name, /** @type {boolean} */ self) => (self ? "dich selbst" : name),
  fixAny: "nicht festlegen",
  fix: (/** @type {string} */ tool) => `${tool} reparieren`,
  cell: (/** @type {number} */ x, /** @type {number} */ y) => `Platz (${x}, ${y})`,
  empty: "leer",
  yourMove: "hier spielst du deine Karte",
  or: " oder ",
  legal: "erlaubter Platz",
  legalTurned: (/** @type {string} */ how) => `erlaubt, wenn die Karte ${how} liegt`,
  legalCount: (/** @type {number} */ solid, /** @type {number} */ turned) => {
    const places = (/** @type {number} */ n) => (n === 1 ? "1 Platz" : `${n} Plätze`);
    if (solid + turned === 0) return "Für diese Karte ist gerade kein Platz erlaubt.";
    const parts = [];
    if (solid) parts.push(`${places(solid)} so, wie die Karte liegt`);
    if (turned) parts.push(`${places(turned)} anders gedreht`);
    return `Markiert: ${parts.join(", ")}.`;
  },
  // A rockfall or a map is played on a card on the table: no rotation, and the marks are cards.
  legalTarget: "deine Karte darf auf diese Karte wirken",
  legalTargets: (/** @type {number} */ n) =>
    n === 0
      ? "Gerade gibt es auf dem Tisch keine Karte, auf die deine Karte wirken darf."
      : `Markiert: ${n === 1 ? "1 Karte" : `${n} Karten`}, auf die deine Karte wirken darf.`,
  legalPending: "Erlaubte Plätze werden gesucht …",
  /** No place at all for your path card, and the engine's sentence of what would change that
   * (said where the reader would otherwise be asked to tap a place: the tray above the table). */
  blocked: (/** @type {string} */ unblock) => `Für deine Karte ist gerade kein Platz erlaubt. ${unblock}`,
  hintPath: "Tippe auf einen Platz, um deine Karte dort anzulegen.",
  // A rockfall removes the card it is aimed at, a map shows it: neither is played onto a card.
  hintCell: "Tippe auf die Karte, auf die deine Karte wirken soll.",
  hintNone: "Für diese Karte brauchst du keinen Platz.",
  hintChoose: "Wähle oben eine Karte; dann zeigt der Tisch, wo sie hin darf.",
  /** Where the table goes on out of sight in its box (the page adds arrows); "" when all of it is in view. */
  boardMore: (/** @type {boolean} */ left, /** @type {boolean} */ right) => {
    const where = left && right ? "links und rechts" : left ? "links" : right ? "rechts" : "";
    return where ? `Der Tisch geht ${where} weiter: wische ihn zur Seite.` : "";
  },
  hintBuild: "Tippe auf einen freien Platz, und die Karte liegt dort. Tippe eine Karte auf dem Tisch an, um sie zu ändern.",
  hintSelected: "Drehen, Verschieben oder Entfernen – oder tippe eine andere Karte an.",
  hintMoving: "Tippe auf einen freien Platz: Dorthin kommt die Karte.",
  builtCardTap: "antippen wählt sie aus",
  builtCardSelected: "ausgewählt",
  turn: "Drehen",
  turnLabel: (/** @type {string} */ how) => `Drehen (liegt jetzt ${how})`,
  turnsNot: (/** @type {string} */ how) => `${how} (gedreht sieht sie gleich aus)`,
  yourCard: "Deine Karte",
  toLay: "Karte für den Tisch",
  selectedCaption: (/** @type {number} */ x, /** @type {number} */ y) => `Auf dem Tisch, Platz (${x}, ${y})`,
  moveCard: "Verschieben",
  removeCard: "Entfernen",
  doneCard: "Fertig",
  saySelected: (/** @type {string} */ label, /** @type {number} */ x, /** @type {number} */ y) =>
    `Ausgewählt: ${label} auf Platz (${x}, ${y}). Über dem Tisch: Drehen, Verschieben, Entfernen.`,
  chooseCard: "Wähle eine Karte – dann kommt die Antwort.",
  tap: TAP,
  choosePlace: (/** @type {string} */ kind) => `${yourCard(kind)} ${ASK.place}`,
  chooseCardOnTable: (/** @type {string} */ kind) => `${yourCard(kind)} ${ASK.cardOnTable}`,
  chooseTarget: (/** @type {string} */ kind) => `${yourCard(kind)} ${ASK.target}`,
  chooseRemoved: (/** @type {string} */ kind) => `${yourCard(kind)} ${ASK.removed}`,
  building: "Du baust den Tisch auf. Tippe „Meine Karte legen“, wenn er fertig ist – dann kommt die Antwort.",
  /** The same in the bar's two lines. */
  buildingBar: "Fertig? Dann tippe „Meine Karte legen“.",
  instead: "Stattdessen erlaubt:",
  // The bar's button: to the reasons of a verdict, or to what is still to choose.
  goReasons: "Begründung",
  goCards: "Zu den Karten",
  goTarget: "Zur Auswahl",
  goTable: "Zum Tisch",
  changeOption: (/** @type {string} */ label) => `Auslegung „${label}“ umstellen`,
  // the bar's mark after a verdict that an Auslegung decided (the full answer names it)
  reading: "Auslegung",
  optionDefault: (/** @type {string} */ label) => `${label} (Standard)`,
  optionsRemembered: (/** @type {string[]} */ said) =>
    `Auf diesem Gerät gemerkt: ${said.join("; ")}. Das gilt für jede neue Lage, auch nach „Neu anfangen“ und beim nächsten Besuch. Ein geteilter Link bringt seine eigenen Einstellungen mit.`,
  optionsForgotten: "Vergessen: Neue Lagen beginnen wieder mit den Standard-Regeln.",
  resetKeepsRules: "Neu angefangen; eure gemerkten Hausregeln bleiben eingestellt. „Rückgängig“ holt die alte Lage wieder.",
  optionsChanged: (/** @type {number} */ n) => (n === 1 ? "1 Auslegung geändert" : `${n} Auslegungen geändert`),
  qrShow: "QR-Code zeigen",
  qrHide: "QR-Code ausblenden",
  qrFailed: "Der QR-Code ließ sich nicht laden.",
  qrTooLong: "Der Link dieser Lage ist zu lang für einen QR-Code. Nutze „Link kopieren“.",
  qrCaption: "Zum Scannen für die anderen am Tisch.",
  resetDone: "Neu angefangen. „Rückgängig“ holt die alte Lage wieder.",
  // Said aloud after "Rückgängig" (zugpruefer-state.js, undoneParts): what is as before; your
  // card by what came back (`moveWords` in zugpruefer-controls.js: its name, how it lies, its
  // place or person), not just "deine Karte" (a phone review: which one, where?).
  undone: (/** @type {string[]} */ parts, /** @type {number} */ cards, /** @type {string} */ move = "") => {
    /** @type {Record<string, string>} */
    const names = {
      board: `der Tisch (${cards === 0 ? "leer" : cards === 1 ? "1 Karte" : `${cards} Karten`})`,
      in_front: "die offenen Karten vor den Personen",
      players: "wer mitspielt",
      move: move || "noch keine Karte gewählt",
      rules: "die Hausregeln",
      edition: "das Spiel",
    };
    const what = parts.map((part) => names[part]).filter(Boolean);
    return what.length ? `Rückgängig gemacht. Wieder wie vorher: ${what.join(", ")}.` : "Rückgängig gemacht.";
  },
  undoneCard: (/** @type {string} */ words) => `deine Karte ${words}`,
  undoneCards: "deine Karten",
  undoneFor: (/** @type {string} */ name, /** @type {boolean} */ self) => (self ? "für dich" : `für ${name}`),
  printBroken: (/** @type {string} */ who, /** @type {string[]} */ tools) =>
    `${who}: ${tools.length ? `${tools.join(", ")} kaputt` : "nichts kaputt"}`,
  printInFront: (/** @type {string} */ line, /** @type {string[]} */ cards) => `${line}; dazu: ${cards.join(", ")}`,
  printExpansion: (/** @type {string} */ game) => `Gespielt wird mit ${game}.`,
  printTarget: (/** @type {string} */ name, /** @type {boolean} */ self) => (self ? "vor dich" : `vor ${name}`),
  printMove: (/** @type {string} */ what) => `Deine Karte: ${what || "noch keine gewählt"}`,
  moves: (/** @type {number} */ n) => `Dieser Fall spielt ${n} Karten in einem Zug. Wählst du unten eine Karte, wird daraus ein Zug mit einer Karte.`,
  hand: (/** @type {number} */ n) => `Dieser Fall nennt ${n} Karten auf deiner Hand; sie werden mitgeprüft.`,
};
