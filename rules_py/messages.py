"""Every German sentence the engine writes, in one place.

Check texts are short, in the du-form, with the game's own terms.  Where the reading of an
open rule decided a check, the check adds a sentence naming that reading ("Auslegung").
Failure texts start with a
word that stays correct when lower-cased, because the answer reads "Nein, <text>".
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence

_SURROGATE = re.compile("[\ud800-\udfff]")
BIDI_CONTROLS = re.compile("[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
"""Invisible marks that change the writing direction of the text after them (Unicode bidi
controls): a name holding one could turn the verdict sentence that names it around."""

TOOL_NAMES: dict[str, str] = {"pickaxe": "Spitzhacke", "lamp": "Lampe", "cart": "Lore"}
GOAL_KIND_NAMES: dict[str, str] = {"gold": "Goldschatz", "stone": "Stein"}
SIDE_NAMES: dict[str, str] = {"N": "oben", "E": "rechts", "S": "unten", "W": "links"}

STRAIGHT_OPEN_NOTE = "; welche Gerade vier Exemplare hat, ist offen"

ROCKFALL_LABEL = "Steinschlag"
MAP_LABEL = "Schatzkarte"
MOVE_NAMES: dict[str, str] = {
    "path": "Wegekarte",
    "sabotage": "Sabotage-Karte",
    "repair": "Reparaturkarte",
    "rockfall": ROCKFALL_LABEL,
    "map": MAP_LABEL,
    "pass": "Passen",
}
ROTATION_NAMES: dict[int, str] = {0: "aufrecht", 180: "um 180° gedreht", 90: "quer", 270: "quer"}


# --- titles of the card and board pictures (rules_py.pictures) ---------------------------

PICTURE_PATH = "Wegekarte: {label}{turn}"
PICTURE_TURNED = ", um 180° gedreht"
PICTURE_CROSSWISE = ", um {rotation}° gedreht (quer)"
PICTURE_START = "Startkarte: offen nach allen vier Seiten"
PICTURE_GOAL_DOWN = "Zielkarte, verdeckt"
PICTURE_GOAL_GOLD = "Zielkarte, aufgedeckt: Goldschatz, offen nach allen vier Seiten"
PICTURE_GOAL_STONE = "Zielkarte, aufgedeckt: {stone} (Kurve {sides})"
PICTURE_SABOTAGE = "{name}: {tool} kaputt"
PICTURE_EITHER = "{first} oder {second}"
PICTURE_OR = "oder {tool}"
PICTURE_BOARD = "Spielfeld: Startkarte auf (0, 0), {goals} Zielkarten, {count} {cards}{move}"
PICTURE_PATH_CARDS = ("Wegekarte", "Wegekarten")
PICTURE_MARK_PATH = "; markiert: {label}{turn}, gelegt auf {where}"
PICTURE_MARK_ROCKFALL = "; markiert: " + ROCKFALL_LABEL + " auf {where}"
PICTURE_MARK_MAP = "; markiert: " + MAP_LABEL + " auf die Zielkarte {where}"


def listing(items: Sequence[str], conj: str = "und") -> str:
    """``A``, ``A und B``, ``A, B und C`` (or another conjunction: ``A, B oder C``)."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {conj} " + items[-1]


def verb(count: int, singular: str, plural: str) -> str:
    """The form that agrees with ``count`` persons or things."""
    return singular if count == 1 else plural


def tool_list(tools: tuple[str, ...] | list[str], conj: str = "und") -> str:
    return listing([TOOL_NAMES[t] for t in tools], conj)


def the_tools(tools: tuple[str, ...] | list[str]) -> str:
    """``die Lampe und die Lore``: each tool with its article (all three are feminine)."""
    return listing([f"die {TOOL_NAMES[t]}" for t in tools])


def own_tools(tools: tuple[str, ...] | list[str]) -> str:
    """``deine Lampe und deine Lore``: each tool with its possessive (all three are feminine)."""
    return listing([f"deine {TOOL_NAMES[t]}" for t in tools])


def path_label(edges: str, dead_end: bool) -> str:
    sides = ", ".join(SIDE_NAMES[ch] for ch in edges)
    if dead_end:
        return f"Sackgasse ({sides})"
    shape = {4: "Kreuzung", 3: "T-Stück", 1: "Stichweg"}.get(len(edges))
    if shape is None:
        shape = "Gerade" if edges in ("NS", "EW") else "Kurve"
    return f"{shape} ({sides})"


def sabotage_label(tool: str) -> str:
    return f"Sabotage-Karte {TOOL_NAMES[tool]}"


def repair_label(tools: tuple[str, ...]) -> str:
    return f"Reparaturkarte {' / '.join(TOOL_NAMES[t] for t in tools)}"


def clean(text: str) -> str:
    """A text from the input as it may be shown: a lone surrogate (no character) and a bidi
    control (it would reorder the sentence around it) become �."""
    return BIDI_CONTROLS.sub("\ufffd", _SURROGATE.sub("\ufffd", text))


def show(value: object, limit: int = 40) -> str:
    """A bad input value as JSON (``"1"``, ``true``, ``[1, 2]``), shortened."""
    if isinstance(value, str):
        value = clean(value[:limit])
    elif isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 64:
        return "(eine sehr große Zahl)"
    try:
        text = json.dumps(value, ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError, RecursionError):
        text = "(nicht darstellbar)"
    return text if len(text) <= limit else text[: limit - 1] + "…"


def quoted(value: object) -> str:
    """A bad value for inside „…“: strings as they are, anything else as JSON."""
    if isinstance(value, str):
        return clean(value if len(value) <= 40 else value[:39] + "…")
    return show(value)


# --- invalid input -----------------------------------------------------------------

NOT_AN_OBJECT = "Hier wird ein JSON-Objekt erwartet, nicht {value}."
NOT_A_LIST = "Hier wird eine Liste erwartet, nicht {value}."
NOT_AN_INT = "Hier wird eine ganze Zahl erwartet, nicht {value}."
NOT_A_BOOL = "Hier wird true oder false erwartet, nicht {value}."
NOT_A_NAME = "Hier wird ein Name als Text erwartet, nicht {value}."
NOT_A_TEXT = "Hier wird JSON als Text erwartet, nicht ein Wert vom Typ {value}."
UNKNOWN_KEY = "Den Schlüssel „{key}“ kennt der Zugprüfer nicht."
NOT_A_NUMBER = "„{value}“ ist keine Zahl, die der Zugprüfer annimmt."
TOO_LONG = (
    "Die Anfrage ist länger als {limit} Zeichen; so viel braucht keine Lage aus einem echten Spiel."
)
TOO_DEEP = (
    "Die Anfrage ist tiefer als {limit} Ebenen verschachtelt; so tief ist keine Lage aus einem "
    "echten Spiel."
)
TOO_MANY = "Hier stehen {count} Einträge, erlaubt sind höchstens {limit}."
TOO_FAR = "Der Platz ist zu weit weg: erlaubt sind Zahlen von -{limit} bis {limit}, nicht {value}."
NAME_TOO_LONG = "Ein Name darf höchstens {limit} Zeichen lang sein."
NAME_EMPTY = "Ein Name darf nicht leer sein."
BAD_CHARACTER = "Der Text „{value}“ enthält ein Zeichen, das es nicht gibt."
BIDI_IN_NAME = (
    "Der Name „{value}“ enthält ein unsichtbares Steuerzeichen für die Schreibrichtung (an der "
    "Stelle von �); es würde den Satz, der den Namen nennt, durcheinanderbringen."
)
NO_SUCH_CARD = "Diese Wegekarte gibt es im Spiel nicht ({label})."
UNKNOWN_RULE = "Zu „{value}“ gibt es keine Auslegung, die man wählen kann."
UNKNOWN_READING = "„{value}“ ist keine Auslegung dieser Regel: möglich sind {choices}."
MISSING_KEY = "Hier fehlt die Angabe „{key}“."
BAD_JSON = "Das ist kein gültiges JSON ({where}): Die Eingabe lässt sich nicht lesen."
BAD_JSON_NO_POSITION = "Das ist kein gültiges JSON: Die Eingabe lässt sich nicht lesen."
BAD_EDGES = (
    "„{value}“ beschreibt keine Wegekarte: erwartet werden eine oder mehrere der Seiten "
    "N, E, S, W in dieser Reihenfolge, jede höchstens einmal."
)
BAD_DEAD_END = "„dead_end“ muss true oder false sein, nicht {value}."
BAD_ROTATION = "Eine Drehung von {value} gibt es nicht: erlaubt sind 0, 90, 180 und 270 Grad."
BAD_BOARD_ROTATION = (
    "Eine Wegekarte auf dem Tisch liegt nie quer: die Drehung muss 0 oder 180 sein, nicht {value}."
)
UNKNOWN_TOOL = "„{value}“ ist kein Werkzeug: gemeint sind pickaxe, lamp oder cart."
UNKNOWN_PLAY = (
    "„{value}“ ist keine bekannte Karte: möglich sind path, sabotage, repair, rockfall, "
    "map und pass."
)
PASS_NOT_A_CARD = "„pass“ ist keine Karte, die man auf der Hand hat: Passen ist ein Zug."
BAD_REPAIR_TOOLS = "Eine Reparaturkarte zeigt ein oder zwei verschiedene Werkzeuge, nicht {value}."
FIX_NOT_ON_CARD = "„{value}“ ist auf dieser Reparaturkarte nicht abgebildet."
DUPLICATE_SABOTAGE = (
    "Vor {name} liegen zwei Sabotage-Karten für dasselbe Werkzeug ({tool}); das kann es "
    "nicht geben."
)
DUPLICATE_CELL = "Auf {cell} liegen zwei Karten; jeder Platz hat höchstens eine Karte."
CELL_TAKEN_BY_FIXED = "Auf {cell} liegt schon die {what}; dort kann keine Wegekarte liegen."
BAD_GOAL_KIND = "„{value}“ ist keine Zielkarte: erwartet wird gold oder stone."
REVEALED_NEEDS_KIND = "Eine aufgedeckte Zielkarte braucht die Angabe „kind“ (gold oder stone)."
EDGES_ONLY_STONE = "Nur eine aufgedeckte Steinkarte kann eigene Seiten („edges“) haben."
NO_MOVE = "Die Anfrage braucht „move“ (einen Zug) oder „moves“ (eine Liste von Zügen)."
MOVE_AND_MOVES = "Gib entweder „move“ oder „moves“ an, nicht beides."
EMPTY_MOVES = "„moves“ ist leer: ein Zug besteht aus genau einer Karte oder aus Passen."
BAD_PLACEMENTS_REQUEST = (
    "Für die Suche nach Plätzen brauchst du „card“: eine Wegekarte, einen Steinschlag oder eine "
    "Schatzkarte."
)
NOT_A_TABLE_CARD = (
    "Plätze gibt es nur für Karten, die auf dem Tisch gespielt werden (play: path, rockfall oder "
    "map), nicht für {value}."
)
PLAYER_NOT_IN_PLAYERS = "„{name}“ ist am Zug, steht aber nicht in „players“."
BROKEN_NOT_IN_PLAYERS = "Vor „{name}“ liegen Sabotage-Karten, aber „{name}“ spielt nicht mit."
NEGATIVE_COUNT = "Die Anzahl der Karten im Nachziehstapel kann nicht negativ sein ({value})."
FIX_NEEDED = (
    "Vor {target} liegen Sabotage-Karten für {tools}: sag mit „fix“, welche die "
    "Reparaturkarte entfernen soll."
)
INTERNAL_ERROR = "Im Zugprüfer ist ein Fehler aufgetreten; bitte melde diesen Fall mit dem Link."

# --- checks: (text when ok, text when failed) ---------------------------------------

CARD_IN_HAND_OK = "Du hast diese Karte auf der Hand."
CARD_IN_HAND_FAIL = "du hast diese Karte nicht auf der Hand."
CARD_IN_HAND_PASS_OK = (
    "Du hast eine Karte auf der Hand, die du zum Passen verdeckt abwerfen kannst."
)
CARD_IN_HAND_EMPTY_OK = (
    "Du hast keine Karte mehr auf der Hand: Du setzt diesen Zug aus, abwerfen musst du nichts."
)

ONE_CARD_OK = "Du spielst in diesem Zug genau eine Karte (oder passt)."
ONE_CARD_DISCARD_TWO_OK = (
    "Du wirfst in diesem Zug zwei Karten ab und spielst daneben keine weitere Karte."
)
ONE_CARD_FAIL = (
    "du darfst pro Zug nur eine Karte spielen oder passen – auch eine Reparatur ist schon "
    "dein ganzer Zug."
)
ONE_CARD_SHORT = "nur eine Karte pro Zug (oder passen)."

TOOLS_INTACT_OK = "Vor dir liegt keine Sabotage-Karte, dein Werkzeug ist heil."
TOOLS_INTACT_FAIL = (
    "{tools} ist kaputt (Sabotage-Karte vor dir); so lange legst du keine Wegekarte."
)
TOOLS_INTACT_FAIL_MANY = (
    "kaputt sind {tools} (Sabotage-Karten vor dir); so lange legst du keine Wegekarte."
)
"""The point first: the list of tools can be long, and the bar shows only the start."""
TOOLS_INTACT_SHORT = (
    "{own} {is_} kaputt.",
    "deine {tools} {is_} kaputt.",
    "{tools} {is_} kaputt.",
)
"""Short, for the bar: what is broken; each tool with "deine" only where that leaves room."""
CELL_FREE_OK = "Der Platz {cell} ist frei."
CELL_FREE_FAIL = "auf {cell} liegt schon {what}."
CELL_WHAT_START = "die Startkarte"
CELL_WHAT_GOAL = "eine Zielkarte"
CELL_WHAT_PATH = "eine Wegekarte"
CELL_FREE_SHORT = ("auf {cell} liegt schon {what}.", "der Platz {cell} ist nicht frei.")
NOT_CROSSWISE_OK_0 = "Die Wegekarte liegt aufrecht, nicht quer."
NOT_CROSSWISE_OK_180 = (
    "Die Wegekarte ist um 180° gedreht und liegt damit weiter aufrecht, nicht quer."
)
NOT_CROSSWISE_FAIL = (
    "die Wegekarte läge um {rotation}° gedreht quer; erlaubt ist nur aufrecht oder um 180° gedreht."
)
ADJACENT_OK = "Die Wegekarte grenzt an eine Karte, die schon auf dem Tisch liegt."
ADJACENT_FAIL = (
    "keine Karte grenzt an {cell}; eine Wegekarte legst du nur neben eine Karte, die schon auf "
    "dem Tisch liegt."
)
FITS_OK = "Die Wegekarte passt zu jeder Karte, an die sie grenzt{note}."
FITS_FAIL = "die Wegekarte passt {side} nicht zur Nachbarkarte auf {cell}: {why}."
FITS_SHORT = (
    "passt {side} nicht: {why}.",
    "passt {side} nicht an die Nachbarkarte.",
    "passt {side} nicht.",
)
FITS_WHY_PATH_ROCK = "Weg trifft auf Fels"
FITS_WHY_ROCK_PATH = "Fels trifft auf Weg"
FITS_STONE_NOTE = (
    "; wie die Steinkarte daneben liegt, gibt die Lage nicht an, angenommen ist eine Kurve "
    "nach oben und links"
)
CONNECTED_OK = "Die Wegekarte ist ohne Unterbrechung mit der Startkarte verbunden."
CONNECTED_FAIL = "kein durchgehender Weg führt zur Startkarte{note}."
CONNECTED_GOAL_NOTE = "; durch eine verdeckte Zielkarte führt keine Verbindung"
CONNECTED_STONE_NOTE = (
    "; die aufgedeckte Steinkarte auf {cell} ist selbst von der Startkarte abgeschnitten"
)
CONNECTED_DEAD_END_NOTE = "; durch eine Sackgasse führt kein Weg weiter"
CONNECTED_SHORT = "kein durchgehender Weg zur Startkarte."


TARGET_EXISTS_OK = "{target} spielt mit."
TARGET_EXISTS_SELF_OK = "Die Karte kommt vor dich, und du sitzt mit am Tisch."
TARGET_EXISTS_SELF_ACTS_OK = "Die Karte wirkt bei dir selbst, und du sitzt mit am Tisch."
"""For a card that is never laid down in front of anyone (Saboteur 2: swap hats, swap hands,
inspection, and the two that remove a card)."""
TARGET_EXISTS_FAIL = "„{target}“ spielt nicht mit."
TARGET_EXISTS_EMPTY = "du hast nicht angegeben, vor wen die Karte kommt."
TARGET_EXISTS_SHORT = ("„{target}“ spielt nicht mit.", "diese Person spielt nicht mit.")
TARGET_EXISTS_EMPTY_SHORT = "es fehlt, wen die Karte betrifft."
"""In the words of the checker's question "Wen betrifft die Karte?"."""
TARGET_OTHER_OK = "Die Sabotage-Karte kommt vor eine andere Person ({target})."
TARGET_OTHER_SELF_OK = "Die Sabotage-Karte kommt vor dich selbst."
TARGET_OTHER_FAIL = (
    "du sabotierst nur andere; eine Sabotage-Karte legst du vor eine andere Person, nicht vor "
    "dich selbst."
)
NO_DUPLICATE_OK = "Vor {target} liegt noch keine Sabotage-Karte {tool}."
NO_DUPLICATE_FAIL = (
    "vor {target} liegt schon eine Sabotage-Karte {tool}; zwei gleiche "
    "darf es vor einer Person nicht geben."
)
SABOTAGE_PRESENT_OK = (
    "Vor {target} liegt offen eine Sabotage-Karte ({tools}), die diese Reparatur entfernen kann."
)
SABOTAGE_PRESENT_OK_CHOICE = (
    "Vor {target} liegen offen Sabotage-Karten ({tools}); diese Reparatur entfernt eine davon."
)
SABOTAGE_PRESENT_FAIL = (
    "vor {target} liegt keine offene Sabotage-Karte {tools}; vorsorglich reparieren geht nicht."
)
SABOTAGE_PRESENT_SHORT = (
    "vor {target} liegt keine offene Sabotage-Karte {tools}.",
    "bei {target} ist nichts kaputt.",
    "bei dieser Person ist nichts kaputt.",
)
"""Short, for the bar, where nothing is broken: so nothing to repair, the name only with room."""
SABOTAGE_PRESENT_WRONG = (
    "vor {target} liegt keine Sabotage-Karte {tools}; kaputt ist bei {target} "
    "nur {broken}, und dazu passt diese Reparaturkarte nicht."
)
"""``{broken}`` with its articles: ``nur die Lampe``, ``nur die Lampe und die Lore``."""
SABOTAGE_PRESENT_WRONG_SHORT = (
    "bei {target} {is_} nur {broken} kaputt.",
    "nur {broken} {is_} kaputt.",
    "{wanted} {is_wanted} heil.",
)
"""Short, for the bar: what is broken (the card mends none of it), the name only with room."""
NO_DUPLICATE_SHORT = (
    "bei {target} ist die {tool} schon kaputt.",
    "die {tool} ist dort schon kaputt.",
)
ROCKFALL_OK = "Auf {cell} liegt eine Wegekarte, die der Steinschlag entfernen kann."
ROCKFALL_FAIL_EMPTY = "auf {cell} liegt keine Wegekarte, die der Steinschlag entfernen könnte."
ROCKFALL_FAIL_EMPTY_SHORT = "auf {cell} liegt keine Wegekarte."
ROCKFALL_FAIL_START = (
    "die Startkarte bleibt immer liegen; ein Steinschlag nimmt nur Wegekarten weg."
)
ROCKFALL_FAIL_GOAL = (
    "die Zielkarte auf {cell} bleibt immer liegen; ein Steinschlag nimmt nur Wegekarten weg."
)
ROCKFALL_FAIL_GOAL_SHORT = (
    "die Zielkarte auf {cell} bleibt immer liegen.",
    "eine Zielkarte bleibt immer liegen.",
)
MAP_OK = "Auf {cell} liegt eine verdeckte Zielkarte, die du dir ansehen kannst."
MAP_FAIL_REVEALED = (
    "diese Zielkarte liegt schon offen; auf {cell} gibt es nichts mehr heimlich anzusehen."
)
MAP_FAIL_NONE = "auf {cell} liegt keine Zielkarte."

# --- answers -----------------------------------------------------------------------

ANSWER_YES = {
    "path": "Ja, du darfst die Wegekarte „{card}“{turn} auf {cell} legen.",
    "sabotage": "Ja, du darfst die Sabotage-Karte ({tool}) vor {target} legen.",
    "repair": "Ja, du darfst mit der Reparaturkarte bei {target} reparieren.",
    "rockfall": "Ja, du darfst mit dem Steinschlag die Wegekarte auf {cell} entfernen.",
    "map": "Ja, du darfst dir mit der Schatzkarte die Zielkarte auf {cell} ansehen.",
    "pass": "Ja, passen darfst du immer.",
}
ANSWER_REPAIR = "Ja, du darfst mit der Reparaturkarte bei {target} die {tool} reparieren."
ANSWER_REPAIR_LEFT = (
    "Ja, du darfst mit der Reparaturkarte bei {target} die {tool} reparieren; {left} bleibt kaputt."
)
ANSWER_REPAIR_LEFT_MANY = (
    "Ja, du darfst mit der Reparaturkarte bei {target} die {tool} reparieren; {left} bleiben "
    "kaputt."
)
ANSWER_REPAIR_ONE_OF = (
    "Ja, du darfst mit der Reparaturkarte bei {target} reparieren – sie repariert aber nur "
    "eine davon: {choice}. Das andere Werkzeug bleibt kaputt; welches, wählst du."
)
# The same answers short, for a small room (the checker's bar): what the move is, never a cut.
SHORT_YES = {
    "path": "Ja: „{card}“{turn} auf {cell}.",
    "sabotage": "Ja: Sabotage-Karte ({tool}) vor {target}.",
    "repair": "Ja: Reparaturkarte bei {target}.",
    "rockfall": "Ja: Steinschlag auf {cell}.",
    "map": "Ja: Schatzkarte auf {cell}.",
    "pass": "Ja, passen darfst du immer.",
}
SHORT_PATH = (
    "Ja: „{card}“{turn} auf {cell}.",
    "Ja: „{card}“{turned} auf {cell}.",
    "Ja: {shape}{turned} auf {cell}.",
    "Ja: Wegekarte{turn} auf {cell}.",
    "Ja: Wegekarte{turned} auf {cell}.",
)
"""A path card's short Ja, the longest first: the place always (it is the point on the table)
and how the card lies ("gedreht": on the table only 0 or 180 degrees), the card named as
held where that leaves room, else by its shape (``path_shape``), else as "Wegekarte"."""
SHORT_TURNED = " gedreht"
SHORT_REPAIR = "Ja: {tool} bei {target} reparieren."
SHORT_REPAIR_ONE_OF = "Ja: bei {target} {choice} reparieren (nur eines davon)."
SHORT_YES_UNNAMED = {
    "sabotage": "Ja: Sabotage-Karte ({tool}) ist erlaubt.",
    "repair": "Ja: Reparaturkarte ist erlaubt.",
}
"""The short Ja without the person's name, where a long name would not leave it room."""
SHORT_REPAIR_UNNAMED = "Ja: {tool} reparieren."
SHORT_REPAIR_ONE_OF_NAMED = "Ja: bei {target} {choice} reparieren."
"""Shorter, where the bar has no room for "(nur eines davon)": the "oder" still says it."""
SHORT_REPAIR_ONE_OF_UNNAMED = "Ja: {choice} reparieren (eines davon)."
SHORT_REPAIR_ONE_OF_BARE = "Ja: {choice} reparieren."
"""The shortest: the "oder" says that it mends one of them."""
SHORT_SABOTAGE_BARE = "Ja: Sabotage-Karte {tool} vor {target}."
"""Shorter, where the bar marks an Auslegung (a sabotage card in front of oneself)."""
ANSWER_TURN = " {rotation}"
"""After a path card's name in a Ja: how it is turned (``ROTATION_NAMES``), so that the card
is named as the player holds it and as the checker's panel names it, plus its turn."""
ANSWER_READING = " – nach der Auslegung „{label}“."
READING_DEFAULT = (
    " Die Quellen sind sich hier nicht einig; ohne eure Angabe gilt die Auslegung „{label}“."
)
READING_CHOSEN = " So entscheidet es eure Auslegung „{label}“."


def answer_no(text: str) -> str:
    return "Nein, " + text


_SIDES = re.compile(r" \([^)]*\)")


def path_shape(label: str) -> str:
    """A path card's name without its sides: ``Kurve``, ``T-Stück mit Leiter``, ``Brücke``."""
    return _SIDES.sub("", label)


_COORD = re.compile(r"\((-?\d+), (-?\d+)\)")


def for_bar(text: str) -> str:
    """A short verdict for the checker's bar: a place's coordinates held on one line by a
    non-breaking space after the comma, so that the bar never breaks ``(1,`` from ``0)``."""
    return _COORD.sub("(\\1,\u00a0\\2)", text)


SHORT_ROOM = 48
"""The most characters of a short verdict, so that the checker's bar (two short lines on a
phone 390 px wide) shows it whole: measured with the longest words the checker says."""
SHORT_ROOM_READING = 40
"""The same where the bar adds the mark "Auslegung" after the words."""


def fitted(forms: Sequence[str], room: int = SHORT_ROOM, head: str = "") -> str:
    """The first of ``forms`` that fits the bar whole after ``head`` ("Nein, " for a failing
    check's short text), else the last (the shortest, naming no person)."""
    return next((f for f in forms if len(head + f) <= room), forms[-1])


def fitted_no(forms: Sequence[str], room: int = SHORT_ROOM) -> str:
    """A failing check's short text (after "Nein, "), fitted to the bar."""
    return fitted(forms, room, answer_no(""))


_STOP = re.compile(r"; |: | – |\. ")


def first_clause(sentence: str) -> str:
    """The sentence to its first stop (";", ":", " – " or a sentence's end) outside brackets and
    quotes, ended by a full stop: the check texts say their point first and their why after.

    >>> first_clause("die Startkarte bleibt liegen; ein Steinschlag nimmt nur Wegekarten weg.")
    'die Startkarte bleibt liegen.'
    >>> first_clause("auf (1, 1) grenzt die Karte an „Tür: blau“ nicht.")
    'auf (1, 1) grenzt die Karte an „Tür: blau“ nicht.'
    """
    for stop in _STOP.finditer(sentence):
        head = sentence[: stop.start()]
        if head.count("(") == head.count(")") and head.count("„") == head.count("“"):
            return head + "."
    return sentence


# --- notes on the situation (check's "notes") ------------------------------------------

NOTE_BOARD_MISFIT = (
    "Die Wegekarte auf {cells} passt nicht zu jeder Nachbarkarte. So kann sie im Spiel nicht "
    "liegen, denn jede Wegekarte muss beim Legen passen; die Antwort geht trotzdem von diesem "
    "Tisch aus."
)
NOTE_BOARD_MISFIT_MANY = (
    "Die Wegekarten auf {cells} passen nicht zu jeder Nachbarkarte. So können sie im Spiel "
    "nicht liegen, denn jede Wegekarte muss beim Legen passen; die Antwort geht trotzdem von "
    "diesem Tisch aus."
)


def cell_list(cells: list[str]) -> str:
    """``(1, 0), (2, 0) und (3, 0)``."""
    if len(cells) <= 1:
        return "".join(cells)
    return ", ".join(cells[:-1]) + " und " + cells[-1]


# --- events of play() -------------------------------------------------------------

EV_PATH = "Du legst die Wegekarte auf {cell}."
EV_SABOTAGE = "Du legst die Sabotage-Karte ({tool}) offen vor {target}."
EV_REPAIR = (
    "Die Reparaturkarte entfernt die Sabotage-Karte ({tool}) vor {target}; beide kommen "
    "auf den Ablagestapel."
)
EV_ROCKFALL = (
    "Der Steinschlag entfernt die Wegekarte auf {cell}; beide kommen auf den Ablagestapel."
)
EV_MAP = "Du siehst dir heimlich die Zielkarte auf {cell} an: {what}."
EV_MAP_UNKNOWN = "was sie zeigt, gibt die Lage nicht an"
EV_PASS = "Du passt und wirfst eine Karte verdeckt ab."
EV_PASS_EMPTY = "Du hast keine Karte mehr und setzt aus."
EV_DISCARD = "Die gespielte Karte kommt auf den Ablagestapel."
EV_DRAW = "Du ziehst eine Karte vom Nachziehstapel nach."
EV_DRAW_COUNT = "Du ziehst eine Karte nach; im Nachziehstapel liegen noch {left}."
EV_DRAW_EMPTY = "Der Nachziehstapel ist leer, du ziehst nichts nach."
EV_DRAW_UNKNOWN = "Du ziehst eine Karte nach, falls der Nachziehstapel noch welche hat."
EV_REVEAL_GOLD = (
    "Der Weg erreicht die Zielkarte auf {cell}: sie wird umgedreht, es ist der Goldschatz! "
    "Die Runde ist zu Ende."
)
EV_REVEAL_STONE = "Der Weg erreicht die Zielkarte auf {cell}: sie wird umgedreht, es ist nur Stein."
EV_STONE_MISFIT = (
    "Die Steinkarte auf {cell} passt nicht zu jeder Nachbarkarte; als Zielkarte bleibt sie "
    "trotzdem so liegen (Ausnahme der Spielregel)."
)
EV_REVEAL_UNKNOWN = (
    "Der Weg erreicht die verdeckte Zielkarte auf {cell}; am Tisch wird sie jetzt umgedreht. "
    "Was sie zeigt, gibt die Lage nicht an, darum bleibt sie hier verdeckt."
)
EV_REJECTED = "Der Zug ist nicht erlaubt; die Lage bleibt unverändert."

# --- alternatives: what would be allowed instead ------------------------------------

ALT_TURNED = "Dieselbe Karte {rotation} auf {cell}."
ALT_OTHER_PATH = "Die {label} aus deiner Hand {rotation} auf {cell}."
ALT_PLACE = "Dieselbe Karte {rotation} auf {cell}."
ALT_REPAIR_SELF = "Die {card} bei dir{held}: Danach ist deine {tool} wieder heil."
ALT_STILL = "{text}; Wegekarten legst du aber erst wieder, wenn {rest}."
"""An alternative for a path card that lifts one block while others remain: ``rest`` names
each block that remains (``deine Lore repariert ist``, ``du nicht mehr eingesperrt bist``)."""
STILL_TOOL = "{tools} repariert ist"
STILL_TOOLS = "{tools} repariert sind"
ALT_SABOTAGE_TARGET = "Dieselbe Sabotage-Karte ({tool}) vor {target}."
ALT_SABOTAGE_TOOL = "Eine Sabotage-Karte {tool} vor {target}{held}."
ALT_REPAIR_CARD = "Die {card} bei {target}{held}."
ALT_IF_HELD = " (falls du eine hast)"
"""After another card than the one asked about (``{held}``), when the situation gives no hand:
the checker cannot know that the player holds it, and says so. With a hand, the alternatives
offer only cards from it, and ``{held}`` is empty."""
ALT_REPAIR_TARGET = "Dieselbe Reparaturkarte bei {target} ({tool} kaputt)."
ALT_ROCKFALL = "Den Steinschlag auf die Wegekarte auf {cell}."
ALT_MAP = "Die Schatzkarte auf die verdeckte Zielkarte auf {cell}."
ALT_PASS = "Passen und eine Karte deiner Wahl verdeckt abwerfen."
ALT_ONE_CARD = "Nur die {card} in diesem Zug; die andere Karte hebst du auf."
ALT_ONE_PASS = "Nur passen in diesem Zug."
UNBLOCK_TOOL = (
    "Erst muss {tools} repariert sein: mit einer Reparaturkarte {tool}, die auch jemand anderes "
    "für dich spielen kann. Dann darfst du wieder Wegekarten legen."
)
UNBLOCK_TOOLS = (
    "Erst reparieren: Wegekarten darfst du wieder legen, sobald {tools} repariert sind – jede "
    "mit einer passenden Reparaturkarte, die auch jemand anderes für dich spielen kann."
)
"""What would have to change for a path card, the point first (the checker's bar shows the
first clause before a verdict)."""
