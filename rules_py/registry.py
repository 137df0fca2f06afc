"""The rule registry: every rule the engine applies, with its source and how sure we are.

Each check code has a rule with the same id.  ``anchor`` is the site-relative URL of the
section that explains the rule; the site tests that every anchor exists, so ids are stable.
Confidence: ``seed`` (the user's document), ``confirmed`` (several independent sources),
``majority`` (most sources agree), ``open`` (sources disagree; the engine uses a documented
default and says "Auslegung"), ``rulebook`` (the publisher's printed rules say it; used by the
expansion's rules in ``rules_py.edition2.registry``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

__all__ = [
    "CONFIDENCES",
    "OPTIONS",
    "RULES",
    "SECONDARY",
    "SEED",
    "SOURCES",
    "Choice",
    "Rule",
    "rule",
]

Confidence = Literal["seed", "confirmed", "majority", "open", "rulebook"]
CONFIDENCES: tuple[str, ...] = ("seed", "confirmed", "majority", "open", "rulebook")

SEED = "AMIGO: offizielle Spielregel (Version 4.0, 2025)"
SECONDARY = (
    "Sekundärquellen (AMIGO-Produkttext, deutsche Rezensionen, Hilfe von Board Game Arena, "
    "Wikipedia) und mehrere unabhängige Open-Source-Umsetzungen des Spiels"
)

SOURCES: dict[str, object] = {
    "seed": [
        {
            "title": "AMIGO: Saboteur, Ausgabe 04900",
            "covers": ["Ausgabe", "Personenzahl", "Alter", "Spieldauer"],
        },
        {
            "title": SEED,
            "covers": [
                "Kaputtes Werkzeug sperrt nur Wegekarten",
                "Pro Zug eine Karte oder Passen, danach nachziehen",
                "Reparatur mit zwei Symbolen: eines davon",
                "Kein Werkzeug doppelt sabotiert",
                "Steinschlag und Schatzkarte bleiben erlaubt",
                "Wann eine Wegekarte angelegt werden darf",
            ],
        },
    ],
    "as_of": "Quellenstand: 25. Oktober 2026",
    "secondary": [
        "AMIGO-Produkttext",
        "Deutsche Rezensionen",
        "Board Game Arena: Spielhilfe zu Saboteur",
        "Wikipedia: Saboteur (Spiel)",
        "Mehrere unabhängige Open-Source-Umsetzungen des Spiels",
    ],
}


Scope = Literal["check", "play", "score", "inventory"]


@dataclass(frozen=True, slots=True)
class Choice:
    """One reading of an open rule: its value in ``situation.rules`` and a German label."""

    value: str
    label: str


@dataclass(frozen=True, slots=True)
class Rule:
    """A rule of the game: its words, where it comes from and how sure we are."""

    id: str
    title: str
    text: str
    source: str
    confidence: Confidence
    anchor: str
    choices: tuple[Choice, ...] = ()
    """For an open rule: its readings, the engine's default first."""
    scope: Scope | None = None
    """What an open rule's reading changes: checks, play, score or the card count."""

    def to_json(self) -> dict[str, str]:
        return {
            "id": self.id,
            "title": self.title,
            "text": self.text,
            "source": self.source,
            "confidence": self.confidence,
            "anchor": self.anchor,
        }

    @property
    def default(self) -> str | None:
        return self.choices[0].value if self.choices else None

    def label(self, value: str) -> str:
        return next(c.label for c in self.choices if c.value == value)


def _r(
    id: str,
    page: str,
    confidence: Confidence,
    title: str,
    text: str,
    source: str = SEED,
    choices: tuple[Choice, ...] = (),
    scope: Scope | None = None,
) -> Rule:
    anchor = (
        f"auslegung/#{id}" if confidence == "open" and page != "aktionskarten" else f"{page}/#{id}"
    )
    return Rule(id, title, text, source, confidence, anchor, choices, scope)


_ALL: tuple[Rule, ...] = (
    # --- Spielaufbau, Ziel und Rollen (no check of the engine; the pages explain them)
    _r(
        "setup",
        "spielaufbau",
        "confirmed",
        "Aufbau einer Runde",
        "Zuerst bekommt jede Person verdeckt eine Zwergenkarte aus einem Stapel mit einer Karte "
        "mehr, als Personen mitspielen. Dann kommen Start- und Zielkarten auf den Tisch. Die "
        "übrigen Wegekarten und alle Aktionskarten werden zusammen gemischt; daraus bekommt "
        "jede Person ihre Handkarten, der Rest ist der Nachziehstapel. Die Goldkarten liegen "
        "gemischt und verdeckt daneben.",
        SECONDARY,
    ),
    _r(
        "first-player",
        "spielaufbau",
        "majority",
        "Wer anfängt",
        "Die jüngste Person beginnt, danach geht es im Uhrzeigersinn weiter.",
        SECONDARY,
    ),
    _r(
        "sides",
        "ziel",
        "confirmed",
        "Zwei Seiten",
        "Die Goldsucher wollen einen Weg von der Startkarte bis zum Goldschatz bauen; die "
        "Saboteure wollen das verhindern. Gespielt werden drei Runden, am Ende gewinnt, wer die "
        "meisten Goldstücke gesammelt hat.",
        SECONDARY,
    ),
    _r(
        "roles-secret",
        "ziel",
        "confirmed",
        "Geheime Rollen",
        "Jede Person schaut ihre Zwergenkarte heimlich an und legt sie verdeckt vor sich. "
        "Aufgedeckt werden die Rollen erst am Ende der Runde; zur nächsten Runde werden die "
        "Zwergenkarten neu gemischt und verteilt.",
        SECONDARY,
    ),
    _r(
        "talk-allowed",
        "ziel",
        "majority",
        "Reden und Bluffen",
        "Reden gehört zum Spiel: Du darfst Verdacht äußern, Pläne vorschlagen und behaupten, "
        "was du willst – auch über deine Rolle oder darüber, was dir die Schatzkarte gezeigt "
        "hat. Niemand muss die Wahrheit sagen.",
        SECONDARY,
    ),
    # --- Zugablauf
    _r(
        "card-in-hand",
        "zugablauf",
        "confirmed",
        "Nur Karten von der Hand",
        "Du spielst eine Karte aus deiner Hand; eine um 180° gedrehte Wegekarte ist dieselbe "
        "Karte.",
        SECONDARY,
    ),
    _r(
        "one-card-per-turn",
        "zugablauf",
        "seed",
        "Eine Karte pro Zug",
        "Ein Zug besteht aus genau einer Karte oder dem Passen. Auch eine Reparatur ist "
        "schon dein ganzer Zug; weitere Karten musst du für später aufheben.",
    ),
    _r(
        "pass-allowed",
        "zugablauf",
        "confirmed",
        "Passen geht immer",
        "Statt eine Karte zu spielen, darfst du jederzeit passen: Du wirfst eine beliebige Karte "
        "von deiner Hand verdeckt ab. Das gilt auch mit kaputtem Werkzeug. Hast du keine Karte "
        "mehr, setzt du aus: Die Runde läuft weiter, bis alle Hände leer sind.",
        f"{SEED} (Passen mit kaputtem Werkzeug: eine beliebige Karte verdeckt abwerfen); "
        f"jederzeit passen und Aussetzen ohne Karten: {SECONDARY}",
    ),
    _r(
        "draw-after-turn",
        "zugablauf",
        "seed",
        "Nachziehen nach dem Zug",
        "Nach deinem Zug ziehst du eine Karte vom Nachziehstapel nach, solange dort noch Karten "
        "liegen. Ist er leer, spielst du mit den Karten weiter, die du noch hast.",
    ),
    # --- Werkzeug
    _r(
        "tools-intact",
        "werkzeug",
        "seed",
        "Wegekarten nur mit heilem Werkzeug",
        "Solange auch nur eine Sabotage-Karte offen vor dir liegt, darfst du keine Wegekarte "
        "legen – egal welches Werkzeug sie zeigt.",
    ),
    _r(
        "actions-with-broken-tools",
        "werkzeug",
        "seed",
        "Was mit kaputtem Werkzeug erlaubt bleibt",
        "Kaputtes Werkzeug sperrt nur die Wegekarten. Reparieren (bei dir oder anderen), Sabotage "
        "gegen andere, Steinschlag, Schatzkarte und Passen bleiben erlaubt.",
    ),
    # --- Wegekarten
    _r(
        "cell-free",
        "wegekarten",
        "confirmed",
        "Nur auf einen freien Platz",
        "Eine Wegekarte kommt auf einen Platz, auf dem noch keine Karte liegt.",
        SECONDARY,
    ),
    _r(
        "not-crosswise",
        "wegekarten",
        "seed",
        "Nie quer",
        "Wegekarten liegen immer aufrecht wie Start- und Zielkarten. Um 180° gedreht ist erlaubt, "
        "quer (90° oder 270°) nicht.",
    ),
    _r(
        "turn-180",
        "wegekarten",
        "confirmed",
        "Um 180° drehen ist erlaubt",
        "Du darfst eine Wegekarte auf den Kopf stellen; sie bleibt dieselbe Karte und liegt "
        "weiterhin aufrecht.",
        SECONDARY,
    ),
    _r(
        "adjacent",
        "wegekarten",
        "seed",
        "Anlegen an eine Karte",
        "Die neue Wegekarte muss mit einer Seite an eine Karte grenzen, die schon auf dem Tisch "
        "liegt: an die Startkarte, eine Wegekarte oder eine Zielkarte.",
    ),
    _r(
        "fits",
        "wegekarten",
        "seed",
        "Passt an allen Seiten",
        "An jeder Seite, an der eine Nachbarkarte liegt, muss Weg auf Weg und Fels auf Fels "
        "treffen. Die Enden einer Sackgasse zählen dabei wie Wege.",
    ),
    _r(
        "connected",
        "wegekarten",
        "seed",
        "Verbindung zur Startkarte",
        "Die neue Wegekarte braucht einen ununterbrochenen Weg zur Startkarte: Eine ihrer "
        "Wegseiten trifft auf eine Karte, die selbst über Wege mit der Startkarte verbunden ist.",
    ),
    _r(
        "dead-end",
        "wegekarten",
        "majority",
        "Sackgassen",
        "Eine Sackgasse passt an ihren Wegenden wie jede Wegekarte und darf dort angelegt werden, "
        "wo ein Wegende auf den verbundenen Weg trifft. Durch sie hindurch führt aber keine "
        "Verbindung weiter.",
        SECONDARY,
    ),
    _r(
        "goal-reveal",
        "wegekarten",
        "majority",
        "Zielkarte aufdecken",
        "Führt ein mit der Startkarte verbundener Weg an eine verdeckte Zielkarte heran, wird "
        "sie umgedreht und gehört von da an zum Labyrinth. Ist es der Goldschatz, endet die "
        "Runde; ein Stein beendet sie nicht.",
        SECONDARY,
    ),
    # --- Reparieren
    _r(
        "sabotage-present",
        "reparieren",
        "seed",
        "Nur reparieren, was kaputt ist",
        "Eine Reparaturkarte braucht eine offen liegende Sabotage-Karte mit passendem Symbol. "
        "Auf Vorrat spielst du sie nie.",
    ),
    _r(
        "repair-removes-one",
        "reparieren",
        "seed",
        "Eine Reparatur entfernt genau eine Karte",
        "Die Reparaturkarte und die reparierte Sabotage-Karte kommen zusammen auf den "
        "Ablagestapel; liegen weitere Sabotage-Karten vor der Person, bleibt der Wegebau gesperrt.",
    ),
    _r(
        "double-repair-choice",
        "reparieren",
        "seed",
        "Zwei Symbole: eine Auswahl",
        "Zeigt eine Reparaturkarte zwei Werkzeuge, repariert sie eines davon, nicht beide. "
        "Passen beide, wählst du, welche Sabotage-Karte verschwindet.",
    ),
    _r(
        "repair-others",
        "reparieren",
        "seed",
        "Auch für andere reparieren",
        "Du darfst eine Reparaturkarte bei dir selbst oder bei jeder anderen Person spielen.",
    ),
    # --- Aktionskarten
    _r(
        "target-exists",
        "aktionskarten",
        "confirmed",
        "Nur vor Mitspielende",
        "Sabotage- und Reparaturkarten kommen vor eine Person, die mitspielt.",
        SECONDARY,
    ),
    _r(
        "target-other",
        "aktionskarten",
        "open",
        "Sabotage vor eine andere Person",
        "Sabotage spielst du gegen andere. Ob du eine Sabotage-Karte auch vor dich selbst legen "
        "darfst, ist umstritten: Die Regeltabelle der Vorlage nennt nur andere Personen, der "
        "Produkttext von AMIGO lässt Aktionskarten vor einen selbst oder vor Mitspielende zu. "
        "Ohne eure Angabe verbietet der Zugprüfer die Sabotage gegen dich selbst.",
        f"{SEED} (Sabotage gegen andere, vor eine andere Person); AMIGO-Produkttext (vor sich "
        "selbst oder vor einem Mitspieler); Brettspielwelt und spiele.tips erlauben es, "
        "spieletest.at und Board Game Arena nennen nur andere",
        (
            Choice("no", "Sabotage nur gegen andere"),
            Choice("yes", "Sabotage auch gegen dich selbst"),
        ),
        "check",
    ),
    _r(
        "no-duplicate",
        "aktionskarten",
        "seed",
        "Nie zweimal dasselbe Symbol",
        "Eine Person kann mehrere Sabotage-Karten vor sich haben, doch jedes Werkzeug darf "
        "darunter nur einmal vorkommen.",
    ),
    _r(
        "rockfall-target",
        "aktionskarten",
        "confirmed",
        "Steinschlag",
        "Mit dem Steinschlag nimmst du eine Wegekarte aus dem Labyrinth, auch eine Sackgasse. "
        "Startkarte und Zielkarten bleiben liegen.",
        SEED + "; " + SECONDARY,
    ),
    _r(
        "map-target",
        "aktionskarten",
        "confirmed",
        "Schatzkarte",
        "Mit der Schatzkarte schaust du dir heimlich eine verdeckte Zielkarte an.",
        SEED + "; " + SECONDARY,
    ),
    # --- Auslegung (open questions with documented defaults)
    _r(
        "goal-face-down-neighbour",
        "auslegung",
        "open",
        "Wegekarten neben verdeckten Zielkarten",
        "Ob eine Wegekarte neben einer verdeckten Zielkarte zu ihr passen muss, sagen die "
        "Quellen verschieden. Ohne eure Angabe verlangt der Zugprüfer es nicht: Die Rückseite "
        "zeigt keine Wege, und niemand am Tisch kennt die Vorderseite. Wer es verlangt, prüft "
        "gegen die Vorderseite, soweit die Lage sie angibt, sonst gegen eine Karte, die nach "
        "allen Seiten offen ist. Eine Verbindung läuft in keinem Fall durch eine verdeckte "
        "Zielkarte; erst wenn der Weg sie erreicht, wird sie umgedreht.",
        SECONDARY,
        (
            Choice("ignore", "Verdeckte Zielkarten zählen beim Anlegen nicht mit"),
            Choice("match", "Wegekarten müssen auch zu verdeckten Zielkarten passen"),
        ),
        "check",
    ),
    _r(
        "stone-goal-turn",
        "auslegung",
        "open",
        "Wie eine Steinkarte liegt",
        "Wie eine aufgedeckte Steinkarte gedreht wird, sagen die Quellen nicht einheitlich. "
        "Ohne eure Angabe dreht der Zugprüfer sie beim Aufdecken so, dass sie an den "
        "ankommenden Weg anschließt, wie es die meisten tun. Gibt die Lage nicht an, wie eine "
        "offene Steinkarte aussieht, nimmt er eine Kurve nach oben und links an.",
        SECONDARY,
        (
            Choice("join", "Die Steinkarte wird so gedreht, dass sie an den Weg anschließt"),
            Choice("upright", "Die Steinkarte bleibt so liegen, wie sie aufgedeckt wird"),
        ),
        "play",
    ),
    _r(
        "straight-count",
        "auslegung",
        "open",
        "Welche Gerade viermal vorkommt",
        "Eine Umsetzung vertauscht die Anzahlen der senkrechten und waagerechten Geraden. Die "
        "Kartenliste folgt der Mehrheit: vier senkrechte, drei waagerechte. Für die Prüfung "
        "eines Zuges spielt das keine Rolle.",
        SECONDARY,
        (
            Choice("vertical", "Vier senkrechte und drei waagerechte Geraden"),
            Choice("horizontal", "Drei senkrechte und vier waagerechte Geraden"),
        ),
        "inventory",
    ),
    # --- Spielmaterial
    _r(
        "inventory",
        "spielmaterial",
        "majority",
        "Die Karten im Spiel",
        "Im Spiel sind 44 Wegekarten (1 Startkarte, 3 Zielkarten, 40 zum Legen) und 27 "
        "Aktionskarten.",
        SECONDARY,
    ),
    _r(
        "deal",
        "spielmaterial",
        "confirmed",
        "Handkarten und Zwergenkarten",
        "Wie viele Karten jede Person auf die Hand bekommt und wie viele Saboteure unter den "
        "Zwergenkarten sind, richtet sich nach der Zahl der Mitspielenden. Gemischt wird immer "
        "eine Zwergenkarte mehr, als Personen am Tisch sitzen; die übrige sieht niemand.",
        SECONDARY,
    ),
    _r(
        "layout",
        "spielmaterial",
        "confirmed",
        "Aufbau",
        "Die Startkarte liegt offen. Zwischen ihr und der mittleren Zielkarte ist Platz für "
        "sieben Karten; die drei Zielkarten liegen verdeckt untereinander, mit je einem freien "
        "Platz dazwischen. Alle Karten liegen aufrecht.",
        SECONDARY,
    ),
    # --- Rundenende und Wertung (rules_py.score)
    _r(
        "round-end",
        "wertung",
        "confirmed",
        "Wann eine Runde endet",
        "Die Runde ist vorbei, sobald ein Weg von der Startkarte den Goldschatz erreicht, oder "
        "wenn der Nachziehstapel aufgebraucht ist und niemand mehr eine Karte auf der Hand hat. "
        "Dann zeigen alle ihre Zwergenkarte.",
        SECONDARY,
    ),
    _r(
        "gold-diggers-win",
        "wertung",
        "confirmed",
        "Goldschatz erreicht: die Goldsucher gewinnen",
        "Erreicht ein Weg den Goldschatz, gewinnen die Goldsucher. Wer die letzte Karte dazu "
        "gelegt hat, zieht Goldkarten verdeckt vom Stapel, sucht sich eine aus und reicht den "
        "Rest gegen den Uhrzeigersinn weiter.",
        SECONDARY,
    ),
    _r(
        "gold-pass",
        "wertung",
        "confirmed",
        "Goldkarten nur für Goldsucher",
        "Die Goldkarten wandern gegen den Uhrzeigersinn nur zu Goldsuchern; Saboteure werden "
        "übersprungen. Wer an der Reihe ist, behält eine Karte und gibt die übrigen weiter, "
        "reihum, bis keine mehr übrig ist.",
        SECONDARY,
    ),
    _r(
        "gold-count",
        "wertung",
        "open",
        "Wie viele Goldkarten gezogen werden",
        "Die Quellen nennen zwei Zahlen: so viele Goldkarten, wie Personen mitspielen (bei zehn "
        "Personen aber nur neun), oder so viele, wie es Goldsucher gibt. Ohne eure Angabe "
        "rechnet die Wertung mit der ersten Zahl (Auslegung).",
        "So viele wie Personen, höchstens 9: die Open-Source-Umsetzung saboteur-game/engine "
        "(sie hört bei neun Karten auf); so viele wie Goldsucher: der Regeltext bei "
        "ultraboardgames.com",
        (
            Choice("players", "So viele, wie Personen mitspielen (höchstens 9)"),
            Choice("gold-diggers", "So viele, wie es Goldsucher gibt"),
        ),
        "score",
    ),
    _r(
        "saboteur-finder",
        "wertung",
        "majority",
        "Ein Saboteur erreicht den Goldschatz",
        "Legt ein Saboteur die Karte, die zum Goldschatz führt, gewinnen trotzdem die "
        "Goldsucher. Die Goldkarten zieht dann der nächste Goldsucher gegen den Uhrzeigersinn.",
        "Regelauskunft auf BoardGameGeek, zitiert in der Open-Source-Umsetzung "
        "saboteur-game/engine (src/utils/gold-allocation); die meisten Umsetzungen folgen ihr",
    ),
    _r(
        "saboteurs-win",
        "wertung",
        "confirmed",
        "Kein Goldschatz: die Saboteure gewinnen",
        "Erreicht kein Weg den Goldschatz, gewinnen die Saboteure. Sie nehmen sich Goldkarten "
        "nach Wert: ein einzelner Saboteur 4 Goldstücke, zwei oder drei Saboteure je 3, vier "
        "Saboteure je 2. Die Goldsucher bekommen nichts.",
        SECONDARY,
    ),
    _r(
        "no-saboteur",
        "wertung",
        "confirmed",
        "Kein Saboteur am Tisch",
        "Zu dritt liegen vier Zwergenkarten bereit, eine bleibt unbesehen liegen; so kann es "
        "sein, dass niemand Saboteur ist. Erreicht dann kein Weg den Goldschatz, bekommt in "
        "dieser Runde niemand Gold.",
        SECONDARY,
    ),
    _r(
        "three-rounds",
        "wertung",
        "confirmed",
        "Drei Runden, Gold bleibt verdeckt",
        "Gespielt werden drei Runden. Jede Person legt ihre Goldkarten verdeckt vor sich ab; "
        "erst am Ende wird gezählt, und wer die meisten Goldstücke hat, gewinnt.",
        SECONDARY,
    ),
)

RULES: dict[str, Rule] = {r.id: r for r in _ALL}

OPTIONS: dict[str, Rule] = {r.id: r for r in _ALL if r.choices}
"""The open rules a group can set in ``situation.rules``, each with its readings."""


def rule(id: str) -> Rule:
    """The rule with this id (KeyError for an unknown id)."""
    return RULES[id]
