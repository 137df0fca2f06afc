"""Every German sentence of the expansion's round end (``rules_py.score.saboteur2``)."""

from __future__ import annotations

from rules_py.messages import listing
from rules_py.messages import verb as verb

names = listing
"""``A``, ``A und B``, ``A, B und C``: the names of persons."""

ROLE_NAMES: dict[str, str] = {
    "goldsucher-blau": "Goldsucher (blaues Team)",
    "goldsucher-gruen": "Goldsucher (grünes Team)",
    "chef": "Chef",
    "profiteur": "Profiteur",
    "geologe": "Geologe",
    "saboteur": "Saboteur",
}
DOOR_NAMES: dict[str, str] = {"blau": "blaue", "gruen": "grüne"}
TEAM_NAMES: dict[str, str] = {"blau": "das blaue Team", "gruen": "das grüne Team"}

# --- invalid input -------------------------------------------------------------------------

BAD_EDITION = "„{value}“ ist keine Ausgabe: erwartet wird saboteur (Grundspiel) oder saboteur2."
ONLY_EXPANSION = (
    "„{key}“ gibt es nur in Saboteur 2: Für die Erweiterung gehört "
    '"edition": "saboteur2" in die Anfrage.'
)
ROLE_ONLY_EXPANSION = (
    "„{value}“ ist eine Rolle aus Saboteur 2: Für die Erweiterung gehört "
    '"edition": "saboteur2" in die Anfrage.'
)
UNKNOWN_KEY = "Den Schlüssel „{key}“ kennt die Wertung von Saboteur 2 nicht."
PLAYERS_COUNT = "Saboteur 2 spielen {fewest} bis {most} Personen, nicht {count}."
BAD_ROLE = (
    "„{value}“ ist keine Rolle in Saboteur 2: erwartet wird goldsucher-blau, "
    "goldsucher-gruen, chef, profiteur, geologe oder saboteur."
)
ROLE_MISSING = "Für „{name}“ fehlt die Rolle."
TOO_MANY_ROLE = (
    "Unter den 15 Zwergenkarten sind {box}; hier haben {count} Personen diese Rolle ({role})."
)
BAD_DOOR = (
    "Hier wird die Farbe der Tür auf dem Weg zum Goldschatz erwartet: "
    "blau, gruen oder null (keine Tür), nicht {value}."
)
DOOR_WITHOUT_GOLD = (
    "Eine Tür auf dem Weg zum Goldschatz gibt es nur, wenn ein Weg ihn erreicht hat "
    "(finder ist null)."
)
NOT_A_NAME_LIST = "Hier wird eine Liste von Namen erwartet, nicht {value}."
NAME_NOT_PLAYING = "„{name}“ sitzt nicht mit am Tisch (players)."
NAME_TWICE_LIST = "„{name}“ steht zweimal in der Liste."
TOO_MANY_CARDS = "Im Spiel sind nur {count} Karten „{card}“; hier sind es {given}."
FINDER_TRAPPED = (
    "„{name}“ ist eingesperrt und darf keine Wegekarte legen, kann den Goldschatz also "
    "nicht angeschlossen haben."
)
BAD_FINDER = (
    "Hier wird der Name der Person erwartet, die den Goldschatz angeschlossen hat, "
    "oder null (nicht erreicht), nicht {value}."
)
UNKNOWN_RULE = "Eine offene Regel „{rule}“ gibt es nicht."
BAD_READING = "„{value}“ ist keine Lesart dieser Regel; möglich sind: {choices}."
BAD_CRYSTALS = "Hier wird die Zahl der Kristalle erwartet (0 bis {limit}), nicht {value}."

# --- steps ---------------------------------------------------------------------------------

WITH_READING = "{text} (Auslegung: {label})"

END_REACHED = (
    "{finder} ({role}) hat den Goldschatz angeschlossen: Die Runde ist vorbei, und alle "
    "zeigen ihre Zwergenkarte."
)
END_NOT_REACHED = (
    "Kein Weg hat den Goldschatz erreicht: Die Runde ist vorbei, und alle zeigen ihre Zwergenkarte."
)
DOOR_NONE = "Auf dem Weg zum Goldschatz liegt keine Tür."
TEAM_OWN = (
    "{finder} gehört zum {dat} Team, und keine Tür der anderen Farbe ist im Weg: "
    "Das {nom} Team gewinnt."
)
TEAM_OTHER_DOOR = (
    "{finder} gehört zum {dat} Team, aber eine {door} Tür versperrt diesem Team den Weg: "
    "Das {other} Team gewinnt."
)
COLOUR = {"blau": "blaue", "gruen": "grüne"}
COLOUR_DATIVE = {"blau": "blauen", "gruen": "grünen"}
NEUTRAL_BOTH = "Ohne Tür im Weg gewinnen beide Teams und alle, die nicht Saboteur sind."
NEUTRAL_DOOR = "Eine {door} Tür ist im Weg: Nur {winner} gewinnt."
SABOTEUR_BOTH = (
    "{finder} ist Saboteur; die Wertung rechnet wie beim Chef: Ohne Tür gewinnen beide Teams."
)
SABOTEUR_DOOR = "{finder} ist Saboteur; eine {door} Tür ist im Weg: Nur {winner} gewinnt."
SABOTEUR_SABOTEURS = (
    "{finder} ist Saboteur; der fertige Weg zählt für kein Team: Die Saboteure gewinnen."
)
SABOTEURS_WIN = "Also gewinnen die Saboteure."
BOSS_WINS = "Der Chef {name} gewinnt mit, denn ein Team hat gewonnen."
BOSS_LOSES = "Der Chef {name} gewinnt nicht: Kein Team hat gewonnen."
PROFITEER_WINS = "Der Profiteur {name} gewinnt immer mit."
GEOLOGISTS_WIN = "Beide Teams gewinnen, also zählen die Geologen {names} als Gewinner."
GEOLOGISTS_NOT = "Die Geologen {names} zählen nicht als Gewinner; sie bekommen nur ihre Kristalle."
TRAPPED_OUT = "Eingesperrt und deshalb ohne Anteil: {names}."
WINNERS = "Gewinner: {names} ({count}); jeder bekommt {gold}."
WINNERS_ONE = "Gewinner: {name}; {name} bekommt 5 Goldstücke."
NO_WINNER = "Niemand gewinnt Goldstücke vom Schatz."
BOSS_SHARE = "Der Chef {name} bekommt eines weniger: {gold}."
PROFITEER_SHARE = "Der Profiteur {name} bekommt zwei weniger: {gold}."
GEOLOGIST_ONE = "{crystals}: {name} (Geologe) bekommt {gold}."
GEOLOGIST_SPLIT = "{crystals}: Die Geologen {names} teilen, abgerundet bekommt jeder {gold}."
CRYSTALS_SEEN = (
    "Kein Kristall ist zu sehen",
    "Ein Kristall ist zu sehen",
    "{n} Kristalle sind zu sehen",
)
GEOLOGIST_TRAPPED = "{name} ist eingesperrt und bekommt keine Kristalle."
THEFT_ORDER = (
    "Dann wird gestohlen: zuerst, wer die letzte Diebstahl-Karte gespielt hat, danach die "
    "anderen im Uhrzeigersinn. Der Reihe nach: {order}. Jede dieser Personen nimmt einer Person "
    "ihrer Wahl ein Goldstück, sofern diese eines hat."
)
THEFT_TRAPPED = "Eingesperrt, also ohne Diebstahl: {names}."
THEFT_NONE = "Niemand hat eine Diebstahl-Karte vor sich, die gilt."

# --- answers -------------------------------------------------------------------------------

ANSWER = "{who}: {shares}{rest}."
ANSWER_WHO = {
    "blau": "Das blaue Team gewinnt",
    "gruen": "Das grüne Team gewinnt",
    "beide": "Beide Teams gewinnen",
    "saboteure": "Die Saboteure gewinnen",
    None: "Niemand gewinnt",
}
ANSWER_NOTHING = "niemand bekommt Goldstücke"
ANSWER_EMPTY = "; {names} {verb} leer aus"
ANSWER_THEFT = "; danach {verb} {names} {each}ein Goldstück"
GO = ("geht", "gehen")  # leer aus: one person, several
STEAL = ("stiehlt", "stehlen")
EACH = "je "

SHARE_GOLD = "{n} Goldstücke"
SHARE_ONE = "ein Goldstück"
SHARE_NOTHING = "nichts"
BOX = "nur {most}× {role}"


def gold(n: int) -> str:
    if n == 0:
        return SHARE_NOTHING
    return SHARE_ONE if n == 1 else SHARE_GOLD.format(n=n)


def crystals_seen(n: int) -> str:
    """``Kein Kristall ist zu sehen``, ``Ein Kristall …``, ``3 Kristalle sind zu sehen``."""
    none, one, many = CRYSTALS_SEEN
    return none if n == 0 else one if n == 1 else many.format(n=n)


def box(role: str, most: int) -> str:
    return BOX.format(most=most, role=ROLE_NAMES[role])
