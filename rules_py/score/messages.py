"""Every German sentence of the round's end and its gold (``rules_py.score``), in one place.

Kept apart from ``messages`` (the moves' texts) so that each stays short.  Names are given as
the request spells them; lists of names read "A, B und C".
"""

from __future__ import annotations

from collections.abc import Callable

from rules_py.messages import listing
from rules_py.messages import verb as verb

names = listing
"""``A``, ``A und B``, ``A, B und C``: the names of persons."""

ROLE_NAMES: dict[str, str] = {"goldsucher": "Goldsucher", "saboteur": "Saboteur"}

# --- invalid input -------------------------------------------------------------------------

UNKNOWN_KEY = "Den Schlüssel „{key}“ kennt die Wertung nicht."
PLAYERS_COUNT = "Saboteur spielen {fewest} bis {most} Personen, nicht {count}."
NAME_TWICE = "„{name}“ steht zweimal in der Sitzordnung; jeder Name darf nur einmal vorkommen."
ROLE_MISSING = "Für „{name}“ fehlt die Rolle (goldsucher oder saboteur)."
ROLE_NOT_PLAYING = "„{name}“ hat eine Rolle, sitzt aber nicht mit am Tisch (players)."
BAD_ROLE = "„{value}“ ist keine Rolle: erwartet wird goldsucher oder saboteur."
TOO_MANY = (
    "Mit {players} Personen liegen {cards} Zwergenkarten im Spiel, darunter {in_box}; "
    "mehr kann es also nicht geben, hier sind es {count}."
)
SABOTEURS_IN_BOX = ("ein Saboteur", "{n} Saboteure")
GOLD_DIGGERS_IN_BOX = ("ein Goldsucher", "{n} Goldsucher")
BAD_FINDER = (
    "Hier wird der Name der Person erwartet, die den Goldschatz erreicht hat, "
    "oder null (nicht erreicht), nicht {value}."
)
FINDER_NOT_PLAYING = "„{name}“ soll den Goldschatz erreicht haben, sitzt aber nicht mit am Tisch."
BAD_LAST_CARD = (
    "Hier wird der Name der Person erwartet, die die letzte Karte der Runde gespielt hat, "
    "oder null (nicht angegeben), nicht {value}."
)
LAST_CARD_NOT_PLAYING = (
    "„{name}“ soll die letzte Karte gespielt haben, sitzt aber nicht mit am Tisch."
)
LAST_CARD_NOT_FINDER = (
    "Die letzte Karte der Runde hat {finder} gespielt: Die Karte erreichte den Goldschatz und "
    "beendete die Runde. {name} kann danach keine Karte mehr gespielt haben."
)
BROKEN_NOT_PLAYING = (
    "Vor „{name}“ soll kaputtes Werkzeug liegen, {name} sitzt aber nicht mit am Tisch."
)

# --- steps ---------------------------------------------------------------------------------

END_REACHED = (
    "{finder} hat die Wegekarte gelegt, die den Goldschatz erreicht: Die Runde ist vorbei, "
    "und alle zeigen ihre Zwergenkarte."
)
END_NOT_REACHED = (
    "Kein Weg hat den Goldschatz erreicht, und niemand hat mehr eine Karte: Die Runde ist "
    "vorbei, und alle zeigen ihre Zwergenkarte."
)
GOLD_DIGGERS_WIN = "Die Goldsucher gewinnen die Runde: {names}."
SABOTEUR_FOUND = "{finder} ist Saboteur, trotzdem gewinnen die Goldsucher die Runde: {names}."
DRAW_AFTER_SABOTEUR = (
    "Die Goldkarten zieht der nächste Goldsucher gegen den Uhrzeigersinn von {finder} aus"
    "{skipped}: {start} zieht {n} Goldkarten verdeckt vom Stapel, sucht sich eine aus und "
    "reicht den Rest weiter."
)
SKIPPED = " (übersprungen: {names})"
COUNT_PLAYERS = "Gezogen werden {n} Goldkarten: so viele, wie Personen mitspielen (Spielregel)."
COUNT_PLAYERS_CAP = (
    "Gezogen werden 9 Goldkarten: so viele, wie Personen mitspielen, zu zehnt aber höchstens 9 "
    "(Spielregel)."
)
COUNT_GOLD_DIGGERS = "Gezogen werden {n} Goldkarten: so viele, wie es Goldsucher gibt (Hausregel)."
COUNT_BOTH = (
    "Gezogen werden {n} Goldkarten; so viele ergeben hier die Spielregel (so viele wie "
    "Personen) und die Hausregel (so viele wie Goldsucher)."
)
BROKEN_NO_GOLD = (
    "Wahlregel: Vor {names} liegt noch kaputtes Werkzeug, darum {verb} {names} kein Gold; die "
    "Goldkarten gehen nur an die übrigen Goldsucher."
)
BROKEN_NO_GOLD_ALL = (
    "Wahlregel: Vor allen Goldsuchern liegt noch kaputtes Werkzeug ({names}), darum bekommt "
    "niemand Gold."
)
DRAW_AFTER_BROKEN = (
    "Die Goldkarten zieht der nächste Goldsucher ohne kaputtes Werkzeug gegen den "
    "Uhrzeigersinn von {finder} aus{skipped}: {start} zieht {n} Goldkarten verdeckt vom "
    "Stapel, sucht sich eine aus und reicht den Rest weiter."
)
STARTS_NEXT = (
    "Die nächste Runde beginnt {name}, links neben {last}: {last} hat die letzte Karte dieser "
    "Runde gespielt."
)
DRAW = (
    "{start} zieht die {n} Goldkarten verdeckt vom Stapel, sucht sich eine aus und reicht "
    "den Rest gegen den Uhrzeigersinn weiter."
)
PASS_ONLY_GOLD_DIGGERS = (
    "Die Karten gehen nur an Goldsucher, jeder behält eine und gibt den Rest weiter, bis keine "
    "mehr übrig ist{skip}. Der Reihe nach nehmen: {order}."
)
PASS_SKIP = "; {names} {verb} übersprungen"
SHARES = "{shares}."
FACE_DOWN = (
    "Alle legen ihre Goldkarten verdeckt vor sich ab; erst nach der dritten Runde wird gezählt."
)
SABOTEURS_WIN = "Die Saboteure gewinnen die Runde: {names}."
SABOTEUR_WINS = "Der Saboteur gewinnt die Runde: {name}."
SABOTEUR_GOLD_ONE = "Als einziger Saboteur nimmt {name} sich Goldkarten im Wert von 4 Goldstücken."
SABOTEUR_GOLD_MANY = (
    "Bei {count} Saboteuren nimmt sich jeder Goldkarten im Wert von {gold} Goldstücken."
)
GOLD_DIGGERS_EMPTY = "Die Goldsucher gehen leer aus: {names}."
NO_SABOTEUR = (
    "Niemand am Tisch ist Saboteur (die übrige Zwergenkarte lag beiseite): Ohne Goldschatz "
    "bekommt in dieser Runde niemand Gold."
)

SHARE_GOLD = "Goldkarten im Wert von {gold} Goldstücken"
SHARE_ONE = "{name} bekommt {amount}"
SHARE_MANY = "{names} bekommen je {amount}"
SHARE_NOTHING = "nichts"

# --- answers -------------------------------------------------------------------------------

ANSWER_GOLD_DIGGERS = "Die Goldsucher gewinnen: {shares}{rest}."
ANSWER_EMPTY = "; {names} {verb} leer aus"
ANSWER_SABOTEURS = "Die Saboteure gewinnen: {names} bekommen je {gold} Goldstücke; {rest}."
ANSWER_SABOTEUR = "Der Saboteur gewinnt: {name} bekommt 4 Goldstücke; {rest}."
ANSWER_REST = "die Goldsucher gehen leer aus"
ANSWER_NOBODY_TAKES = (
    "Die Goldsucher gewinnen, doch vor allen liegt noch kaputtes Werkzeug: Nach der Wahlregel "
    "bekommt niemand Gold."
)
ANSWER_NOBODY = (
    "Niemand gewinnt: Der Goldschatz wurde nicht erreicht, und es gibt keinen Saboteur, "
    "also bekommt niemand Gold."
)


def cards(n: int) -> str:
    return "eine Goldkarte" if n == 1 else f"{n} Goldkarten"


def share_groups(groups: list[tuple[int, list[str]]], amount: Callable[[int], str] = cards) -> str:
    """``C und A bekommen je 2 Goldkarten, D bekommt eine Goldkarte``: ``amount`` says what a
    number is (gold cards here; Goldstücke in Saboteur 2)."""
    parts = []
    for count, who in groups:
        if len(who) == 1:
            parts.append(SHARE_ONE.format(name=who[0], amount=amount(count)))
        else:
            parts.append(SHARE_MANY.format(names=names(who), amount=amount(count)))
    return names(parts)


def share(cards_taken: int | None, gold: int | None) -> str:
    """What one person gets: ``2 Goldkarten``, ``Goldkarten im Wert von 3``, ``nichts``."""
    if cards_taken:
        return cards(cards_taken)
    if gold:
        return SHARE_GOLD.format(gold=gold)
    return SHARE_NOTHING


def in_box(n: int, forms: tuple[str, str]) -> str:
    return forms[0] if n == 1 else forms[1].format(n=n)


# --- the picture of the table (rules_py.pictures.score) -------------------------------------

PICTURE_CARDS = "{n} Karten"
PICTURE_ONE_CARD = "1 Karte"
PICTURE_GOLD = "{n} Gold"
PICTURE_NOTHING = "nichts"
PICTURE_WAY = ("gegen den", "Uhrzeigersinn")
PICTURE_TITLE = "Der Tisch von oben: {names} sitzen im Uhrzeigersinn"
PICTURE_TITLE_WAY = "; die Goldkarten gehen von {first} aus gegen den Uhrzeigersinn"


def picture_title(players: list[str], first: str | None) -> str:
    way = PICTURE_TITLE_WAY.format(first=first) if first else ""
    return PICTURE_TITLE.format(names=names(players)) + way + "."
