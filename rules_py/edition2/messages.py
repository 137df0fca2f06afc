"""Every German sentence of the expansion's cards, moves and checks, in one place.

Failure texts start with a word that stays correct when lower-cased ("Nein, <text>").
The score's sentences are in ``score_messages``.
"""

from __future__ import annotations

from rules_py.messages import SIDE_NAMES, TOOL_NAMES

DOOR_COLOURS: dict[str, str] = {"blau": "blau", "gruen": "grün"}
ACTION_NAMES: dict[str, str] = {
    "theft": "Diebstahl",
    "hands-off": "Finger weg!",
    "swap-hand": "Handkarten tauschen",
    "inspection": "Einsicht",
    "swap-hats": "Hut tauschen",
    "trapped": "Eingesperrt!",
    "free": "Endlich frei!",
}
IN_FRONT_NAMES: dict[str, str] = {"theft": "Diebstahl", "trapped": "Eingesperrt!"}
MOVE_NAMES: dict[str, str] = {**ACTION_NAMES, "discard-two": "Zwei Karten abwerfen"}

# --- invalid input -------------------------------------------------------------------------

BAD_EDITION = "„{value}“ ist keine Ausgabe: erwartet wird saboteur (Grundspiel) oder saboteur2."
ONLY_EXPANSION = (
    "{what} gibt es nur in Saboteur 2: Für die Erweiterung gehört "
    '"edition": "saboteur2" in die Lage (situation).'
)
WHAT_KEY = "„{key}“"
WHAT_PLAY = "Die Karte „{play}“"
WHAT_FEATURE = "Eine Wegekarte mit „{key}“"
UNKNOWN_PLAY = (
    "„{value}“ ist keine bekannte Karte: möglich sind path, sabotage, repair, rockfall, map, "
    "theft, hands-off, swap-hand, inspection, swap-hats, trapped, free, discard-two und pass."
)
BAD_DOOR = "Eine Tür ist blau oder grün (im Link „blau“ oder „gruen“), nicht „{value}“."
BAD_LADDER = "„ladder“ muss true oder false sein, nicht {value}."
BAD_CRYSTALS = "„crystals“ ist die Zahl der Kristalle auf der Karte (0 bis {limit}), nicht {value}."
BAD_GROUPS = (
    "„groups“ beschreibt die zwei getrennten Wege einer Brücke oder Doppelkurve: zwei "
    "Angaben wie „NS“ und „EW“, jede mit zwei Seiten, zusammen genau die Seiten der Karte, "
    "nicht {value}."
)
GROUPS_DEAD_END = "Eine Brücke oder Doppelkurve ist keine Sackgasse."
BAD_IN_FRONT = "Vor einer Person liegen hier nur theft oder trapped, nicht {value}."
DUPLICATE_IN_FRONT = (
    "Vor {name} liegen zwei Karten „{card}“; zwei gleiche Aktionskarten vor einer Person gibt "
    "es nicht."
)
IN_FRONT_NOT_IN_PLAYERS = "Vor „{name}“ liegen Karten, aber „{name}“ spielt nicht mit."
BAD_REMOVE = (
    "„remove“ nennt die Karte vor dir, die weg soll: pickaxe, lamp, cart, theft oder trapped, "
    "nicht {value}."
)
BAD_DISCARD = "Beim Passen wirfst du 1, 2 oder 3 Karten ab, nicht {value}."
NEEDS_TARGET = "Für diese Karte fehlt „target“: die Person, bei der sie wirkt."

# --- checks --------------------------------------------------------------------------------

NOT_TRAPPED_OK = "Vor dir liegt keine Karte „Eingesperrt!“."
NOT_TRAPPED_FAIL = (
    "du bist eingesperrt (die Karte „Eingesperrt!“ liegt vor dir); so lange legst du keine "
    "Wegekarte."
)
NOT_TRAPPED_SHORT = "du bist eingesperrt."
LADDER_NONE = "Die Karte hat keine Leiter; für sie gelten die gewohnten Regeln."
LADDER_OK = "Die Leiterkarte grenzt an eine Wegekarte und liegt neben keiner Zielkarte."
LADDER_FAIL_GOAL = (
    "keine Leiter neben einer Zielkarte; auf {cell} läge die Leiterkarte neben einer."
)
LADDER_FAIL_TOUCH = (
    "eine Leiter braucht eine Wegekarte daneben; auf {cell} grenzt die Leiterkarte an keine."
)
LADDER_FAIL_TOUCH_SHORT = "die Leiter braucht eine Wegekarte daneben."
CONNECTED_LADDER = "Die Leiter verbindet die Karte immer mit der Startkarte."
CONNECTED_GROUPS = (
    "Mindestens einer der beiden getrennten Wege ist ohne Unterbrechung mit der Startkarte "
    "verbunden."
)
NOT_TWICE_OK = "Vor {target} liegt noch keine Karte „{card}“."
NOT_TWICE_FAIL = (
    "vor {target} liegt schon eine Karte „{card}“; zwei gleiche Aktionskarten vor einer Person "
    "gibt es nicht."
)
NOT_TWICE_SHORT = (
    "vor {target} liegt schon eine Karte „{card}“.",
    "vor {target} liegt schon „{card}“.",
    "„{card}“ liegt dort schon.",
)
TARGET_ANOTHER_OK: dict[str, str] = {
    "trapped": "„Eingesperrt!“ kommt vor eine andere Person ({target}).",
    "swap-hand": "Du tauschst mit einer anderen Person ({target}).",
    "inspection": "Du siehst dir die Zwergenkarte einer anderen Person an ({target}).",
}
TARGET_ANOTHER_FAIL: dict[str, str] = {
    "trapped": (
        "„Eingesperrt!“ geht nur gegen andere; du legst die Karte vor eine andere Person, nicht "
        "vor dich selbst."
    ),
    "swap-hand": (
        "du tauschst Handkarten nur mit anderen; mit „Handkarten tauschen“ tauschst du mit einer "
        "anderen Person, nicht mit dir selbst."
    ),
    "inspection": (
        "„Einsicht“ geht nur bei anderen; du siehst dir die Zwergenkarte einer anderen Person an, "
        "nicht deine eigene."
    ),
}
"""Per card, as the rulebook says it: Trapped! goes in front of another player, Swap Your Hand
exchanges with another player, Inspection looks at another player's dwarf card."""
THEFT_PRESENT_OK = "Vor {target} liegt eine Diebstahl-Karte, die „Finger weg!“ entfernen kann."
THEFT_PRESENT_FAIL = "vor {target} liegt keine Diebstahl-Karte, die „Finger weg!“ entfernen könnte."
TRAPPED_PRESENT_OK = "Vor {target} liegt „Eingesperrt!“, und „Endlich frei!“ entfernt die Karte."
TRAPPED_PRESENT_FAIL = "vor {target} liegt keine Karte „Eingesperrt!“, die du entfernen könntest."
THEFT_PRESENT_SHORT = (
    "vor {target} liegt keine Diebstahl-Karte.",
    "dort liegt keine Diebstahl-Karte.",
)
TRAPPED_PRESENT_SHORT = ("{target} ist nicht eingesperrt.", "diese Person ist nicht eingesperrt.")
TRAPPED_PRESENT_SHORT_SELF = "du bist nicht eingesperrt."
"""Short, for the checker's bar: the point, the name only where it leaves room."""
REMOVE_OK = "Vor dir liegt {card}; zwei abgeworfene Karten entfernen sie."
REMOVE_FAIL = (
    "vor dir liegt nicht {card}; abwerfen kannst du nur für eine Karte, die vor dir liegt."
)
REMOVE_FAIL_SHORT_TOOL = ("vor dir liegt nicht {card}.", "deine {tool} ist nicht kaputt.")
"""Short, for the bar; for "Diebstahl" and "Eingesperrt!" the bar says what "Finger weg!"
and "Endlich frei!" say when that card is missing (``THEFT_PRESENT_SHORT``,
``TRAPPED_PRESENT_SHORT_SELF``)."""
REMOVE_SABOTAGE = "die Sabotage-Karte {tool}"
REMOVE_CARD = "die Karte „{card}“"
DISCARD_TWO_HAND_SHORT = "du hast keine zwei Karten zum Abwerfen."
DISCARD_TWO_HAND_OK = "Du hast mindestens zwei Karten auf der Hand, die du abwerfen kannst."
DISCARD_TWO_HAND_FAIL = "zum Entfernen musst du zwei Karten abwerfen; so viele hast du nicht."
PASS_DISCARD_OK = "Du passt und wirfst {count} verdeckt ab."
PASS_DISCARD_EMPTY = "Du hast keine Karte mehr: Du passt, ohne abzuwerfen."
PASS_DISCARD_FAIL = "du hast nur {held} auf der Hand, willst aber {count} abwerfen."
PASS_DISCARD_SHORT = "nur {held} auf der Hand, nicht {count}."
CARDS = {1: "eine Karte", 2: "zwei Karten", 3: "drei Karten"}
NUMBERS = {1: "eine", 2: "zwei", 3: "drei"}

# --- answers and events --------------------------------------------------------------------

ANSWER_YES: dict[str, str] = {
    "theft": "Ja, du darfst die Diebstahl-Karte offen vor dich legen.",
    "hands-off": "Ja, du darfst mit „Finger weg!“ die Diebstahl-Karte vor {who} entfernen.",
    "swap-hand": "Ja, du darfst deine Handkarten mit {who} tauschen.",
    "inspection": "Ja, du darfst dir die Zwergenkarte von {who} ansehen.",
    "swap-hats": "Ja, du darfst „Hut tauschen“ für {target} spielen.",
    "trapped": "Ja, du darfst „Eingesperrt!“ vor {target} legen.",
    "free": "Ja, du darfst mit „Endlich frei!“ die Karte „Eingesperrt!“ vor {who} entfernen.",
    "discard-two": "Ja, du darfst zwei Karten abwerfen und damit {card} vor dir entfernen.",
}
# The same answers short, for a small room (the checker's bar): what the move is, never a cut.
SHORT_YES: dict[str, str] = {
    "theft": "Ja: Diebstahl-Karte offen vor dich.",
    "hands-off": "Ja: „Finger weg!“ gegen die Diebstahl-Karte vor {who}.",
    "swap-hand": "Ja: Handkarten mit {who} tauschen.",
    "inspection": "Ja: Zwergenkarte von {who} ansehen.",
    "swap-hats": "Ja: „Hut tauschen“ für {target}.",
    "trapped": "Ja: „Eingesperrt!“ vor {target}.",
    "free": "Ja: „Endlich frei!“ für {target}.",
    "discard-two": "Ja: zwei Karten abwerfen, {card} entfernen.",
}
SHORT_DISCARD_TWO_FOR = "Ja: zwei Karten abwerfen für {what}."
"""Shorter: what the two cards pay for, ``die Spitzhacke`` or ``„Eingesperrt!“``."""
SHORT_YES_UNNAMED: dict[str, str] = {
    "hands-off": "Ja: „Finger weg!“ gegen die Diebstahl-Karte.",
    "swap-hand": "Ja: Handkarten tauschen.",
    "inspection": "Ja: Zwergenkarte ansehen.",
    "swap-hats": "Ja: „Hut tauschen“ ist erlaubt.",
    "trapped": "Ja: „Eingesperrt!“ ist erlaubt.",
    "free": "Ja: „Endlich frei!“ ist erlaubt.",
}
"""The short Ja without the person's name, where a long name would not leave it room."""
EV_THEFT = "Du legst die Diebstahl-Karte offen vor dich."
EV_HANDS_OFF = (
    "„Finger weg!“ entfernt die Diebstahl-Karte vor {target}; beide kommen auf den Ablagestapel."
)
EV_SWAP_HAND = (
    "Du tauschst deine Handkarten mit {who}; die Aktionskarte kommt auf den Ablagestapel, "
    "und {who} zieht eine Karte nach. Du ziehst nichts nach."
)
EV_INSPECTION = "Du siehst dir heimlich die Zwergenkarte von {who} an."
EV_SWAP_HATS = "{Target} wirft die Zwergenkarte verdeckt ab und zieht eine neue aus den übrigen."
EV_TRAPPED = "Du legst „Eingesperrt!“ offen vor {target}."
EV_FREE = (
    "„Endlich frei!“ entfernt die Karte „Eingesperrt!“ vor {target}; beide kommen auf den "
    "Ablagestapel."
)
EV_DISCARD_TWO = (
    "Du wirfst zwei Karten ab ({which}) und entfernst {card} vor dir; danach ziehst du nur eine "
    "Karte nach."
)
EV_FIRST_TWO = "die ersten beiden deiner Hand"
EV_UNKNOWN_TWO = "welche, gibt die Lage nicht an"
EV_PASS_N = "Du passt und wirfst {count} verdeckt ab."
EV_DRAW_N = "Du ziehst {count} nach, soweit der Nachziehstapel reicht."
TEAM_NAMES = {"blau": "das blaue Team", "gruen": "das grüne Team"}
EV_DOOR_OPEN = "Für {team} ist der Weg zum Goldschatz offen (Auslegung: {label})."
EV_DOOR_CLOSED = (
    "Für {team} versperrt eine Tür der anderen Farbe den Weg zum Goldschatz (Auslegung: {label})."
)
EV_HAND_UNKNOWN = "Welche Karten du jetzt hast, gibt die Lage nicht an."

# --- pictures (build-only: rules_py.pictures) -----------------------------------------------

PICTURE_ACTION = "Aktionskarte „{name}“"

# --- alternatives ---------------------------------------------------------------------------

ALT_TARGET = "Dieselbe Karte bei {target}."
ALT_REMOVE = "Zwei Karten abwerfen und {card} vor dir entfernen."
ALT_FREE_SELF = "„Endlich frei!“ bei dir{held}: Danach darfst du wieder Wegekarten legen."
ALT_FREE_SELF_BROKEN = "„Endlich frei!“ bei dir{held}: Danach bist du nicht mehr eingesperrt"
"""The same release while tools are still broken; ``ALT_STILL`` adds what remains."""
STILL_TRAPPED = "du nicht mehr eingesperrt bist"
ALT_DISCARD_FREE = "Zwei Karten abwerfen und „Eingesperrt!“ vor dir entfernen."
UNBLOCK_TRAPPED_TOOL = (
    "Erst reparieren und befreien: Wegekarten darfst du wieder legen, sobald {tools} repariert "
    "ist und du nicht mehr eingesperrt bist – mit einer Reparaturkarte {tool} und mit „Endlich "
    "frei!“ (beide kann auch jemand anderes für dich spielen); „Eingesperrt!“ wirst du auch los, "
    "indem du zwei Karten abwirfst."
)
UNBLOCK_TRAPPED_TOOLS = (
    "Erst reparieren und befreien: Wegekarten darfst du wieder legen, sobald {tools} repariert "
    "sind und du nicht mehr eingesperrt bist – mit passenden Reparaturkarten und mit „Endlich "
    "frei!“ (alle kann auch jemand anderes für dich spielen); „Eingesperrt!“ wirst du auch los, "
    "indem du zwei Karten abwirfst."
)
UNBLOCK_TRAPPED = (
    "Erst muss „Eingesperrt!“ vor dir weg sein: mit „Endlich frei!“, das auch jemand anderes für "
    "dich spielen kann, oder indem du zwei Karten abwirfst. Dann darfst du wieder Wegekarten "
    "legen."
)
"""Each says its point in its first clause (the checker's bar shows that before a verdict)."""

# --- labels ---------------------------------------------------------------------------------

LABEL_LADDER = "mit Leiter"
LABEL_DOOR = "mit {colour}er Tür"
LABEL_CRYSTALS = "mit {n} Kristall{en}"
LABEL_BRIDGE = "Brücke"
LABEL_DOUBLE_CURVE = "Doppelkurve"
LABEL_TWO_PATHS = "{shape} ({a}–{b})"
"""A double curve in the checker's picker, told apart by the path that leaves the top."""


def two_paths_label(groups: tuple[str, ...] | list[str]) -> str:
    """A card with two separate paths, named as the checker's picker names it: ``Brücke``, or
    ``Doppelkurve (oben–rechts)`` by the path that leaves the top (each group's sides in
    the order N, E, S, W, so the top's group starts with N)."""
    if any(g in ("NS", "EW") for g in groups):
        return LABEL_BRIDGE
    top = next(g for g in groups if "N" in g)
    return LABEL_TWO_PATHS.format(
        shape=LABEL_DOUBLE_CURVE, a=SIDE_NAMES["N"], b=SIDE_NAMES[top[1:]]
    )


def crystals_label(count: int) -> str:
    """``mit 1 Kristall``, ``mit 3 Kristallen``: what a path card's crystals add to its name."""
    return LABEL_CRYSTALS.format(n=count, en="" if count == 1 else "en")


def removed_name(remove: str) -> str:
    """``die Sabotage-Karte Lampe`` or ``die Karte „Diebstahl“``: what discarding two removes."""
    if remove in TOOL_NAMES:
        return REMOVE_SABOTAGE.format(tool=TOOL_NAMES[remove])
    return REMOVE_CARD.format(card=IN_FRONT_NAMES[remove])
