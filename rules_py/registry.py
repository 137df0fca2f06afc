"""The rule registry: every rule the engine applies, with its source and how sure we are.

Each check code has a rule with the same id.  ``anchor`` is the site-relative URL of the
section that explains the rule; the site tests that every anchor exists, so ids are stable.
Confidence, strongest first: ``seed`` (the user's document), ``rulebook`` (the publisher's
printed rulebook, cited by section), ``confirmed`` (several independent sources), ``majority``
(most sources agree), ``open`` (sources disagree; the engine uses a documented default and
says "Auslegung").

A rule may have ``choices``: the readings of an open rule (``switch="reading"``), a house rule
beside the rulebook's rule (``"house-rule"``), or the rulebook's printed optional rule
(``"optional-rule"``).  The first choice is the engine's default.
"""

from __future__ import annotations

from typing import Any, Literal

from rules_py.values import value

__all__ = [
    "CONFIDENCES",
    "OPTIONS",
    "PUBLIC_COPY",
    "RULEBOOK",
    "RULEBOOK_SECTIONS",
    "RULES",
    "SECONDARY",
    "SECTION_GLOSS",
    "SEED",
    "SOURCES",
    "Choice",
    "Rule",
    "book",
    "rule",
    "rulebook_name",
    "rulebook_note",
]

Confidence = Literal["seed", "rulebook", "confirmed", "majority", "open"]
CONFIDENCES: tuple[str, ...] = ("seed", "rulebook", "confirmed", "majority", "open")

SEED = "Regelübersicht"
"""The seed.  The edition it names for itself is said once, as the seed's word and never as
checked, in ``SOURCES`` (the page Quellen), not again in every rule's source."""


def rulebook_name(game: str, year: int) -> str:
    """How a printed rulebook is named wherever a source cites it, one form for both games, by
    the game's name as the checker's switch says it (Grundspiel, Saboteur 2):
    ``Spielregel Grundspiel (AMIGO/Z-Man, engl. Ausgabe 2004)``."""
    return f"Spielregel {game} (AMIGO/Z-Man, engl. Ausgabe {year})"


def rulebook_note(book: str, edition: str, imprint: str) -> str:
    """How the page Quellen describes a printed rulebook, one form for both games: which book,
    which English edition, its imprint as printed in it (``imprint``, the publisher line)."""
    return (
        f"Die gedruckte Spielregel {book} in der englischen Ausgabe {edition} ({imprint}), zwei "
        "Seiten. Jede Regel, die sich auf sie stützt, nennt den Abschnitt mit seiner englischen "
        "Überschrift."
    )


PUBLIC_COPY = "GitHub-Repository smirea/Saboteur"
"""Where both rulebooks lie as public PDF copies (each entry of ``SOURCES`` names its file)."""

RULEBOOK = rulebook_name("Grundspiel", 2004)
"""The publisher's printed rulebook of the base game: the English US edition, © 2004 AMIGO Spiel
+ Freizeit, distributed by Z-Man Games (a public copy: repository smirea/Saboteur,
docs/Saboteur_1_Rules.pdf)."""
IMPRINT = "© 2004 AMIGO Spiel + Freizeit, Vertrieb in den USA: Z-Man Games"
"""The base game rulebook's publisher line, as its imprint says (the page Quellen says it too)."""

RULEBOOK_SECTIONS: tuple[str, ...] = (
    "Contents",
    "Idea of the Game",
    "Preparation",
    "How to play",
    "Playing a path card",
    "Playing an action card",
    "Pass",
    "End of a round",
    "Handing out the gold",
    "A new round begins",
    "End of the game",
)
"""The rulebook's section headings, as printed (a rule cites them so a reader finds them)."""

SECTION_GLOSS: dict[str, str] = {
    "Contents": "Inhalt",
    "Idea of the Game": "Spielidee",
    "Preparation": "Vorbereitung",
    "How to play": "Spielablauf",
    "Playing a path card": "eine Wegekarte legen",
    "Playing an action card": "eine Aktionskarte spielen",
    "Pass": "Passen",
    "End of a round": "Ende einer Runde",
    "Handing out the gold": "das Gold verteilen",
    "A new round begins": "eine neue Runde beginnt",
    "End of the game": "Spielende",
}
"""Each English heading in German, beside it (the English stays: it is what the reader finds
in the rulebook)."""

SECONDARY = (
    "Sekundärquellen (AMIGO-Produkttext, deutsche Rezensionen, Hilfe von Board Game Arena, "
    "Wikipedia) und mehrere unabhängige Open-Source-Umsetzungen des Spiels"
)


def cite(rulebook: str, gloss: dict[str, str], *sections: str) -> str:
    """A rulebook cited by its sections, each English heading with its German ``gloss``:
    ``Spielregel (…), Abschnitt „Pass“ (Passen)``."""
    assert sections and all(s in gloss for s in sections), sections
    quoted = [f"„{s}“ ({gloss[s]})" for s in sections]
    if len(quoted) == 1:
        return f"{rulebook}, Abschnitt {quoted[0]}"
    return f"{rulebook}, Abschnitte {', '.join(quoted[:-1])} und {quoted[-1]}"


def book(*sections: str) -> str:
    """The base game's rulebook cited by its sections: ``Spielregel (…), Abschnitt „Pass“``."""
    assert all(s in RULEBOOK_SECTIONS for s in sections), sections
    return cite(RULEBOOK, SECTION_GLOSS, *sections)


SOURCES: dict[str, object] = {
    "seed": [
        {
            "title": "AMIGO: Saboteur, Ausgabe 04900",
            "covers": ["Ausgabe", "Personenzahl", "Alter", "Spieldauer"],
        },
        {
            "title": "Regelübersicht",
            "note": (
                "Eine deutsche Zusammenfassung der Regeln, auf der diese Seite beruht. Sie nennt "
                "als ihre Quelle „AMIGO: offizielle Spielregel (Version 4.0, 2025)“; diese Ausgabe "
                "haben wir nicht gesehen."
            ),
            "covers": [
                "Kaputtes Werkzeug sperrt nur Wegekarten",
                "Pro Zug eine Karte oder Passen, danach nachziehen",
                "Reparatur mit zwei Werkzeugen: eines davon",
                "Kein Werkzeug doppelt sabotiert",
                "Steinschlag und Schatzkarte bleiben erlaubt",
                "Wann eine Wegekarte angelegt werden darf",
            ],
        },
    ],
    "rulebook": {
        "title": RULEBOOK,
        "note": rulebook_note("des Grundspiels", "für die USA", IMPRINT),
        "public_copy": f"{PUBLIC_COPY}, Datei docs/Saboteur_1_Rules.pdf",
        "sections": list(RULEBOOK_SECTIONS),
    },
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
Switch = Literal["reading", "house-rule", "optional-rule"]


@value
class Choice:
    """One reading of a rule with choices: its value in ``rules`` and a German label."""

    value: str
    label: str


@value(kw_only=True)
class Rule:
    """A rule of the game: its words, where it comes from and how sure we are."""

    id: str
    page: str
    """The page that explains it (a base game's open rule's reasons are on "auslegung")."""
    confidence: Confidence
    title: str
    text: str
    source: str
    choices: tuple[Choice, ...] = ()
    """Readings the engine can switch between, its default first."""
    switch: Switch | None = None
    """What the choices are: an open rule's readings, a house rule or the optional rule."""
    scope: Scope | None = None
    """What a choice changes: checks, play, score or the card count."""
    concerns: str | None = None
    """The key of the request whose meaning the reading decides, if it decides one key's only
    (Saboteur 2's crystals: which crystals the number counts). The calculator puts the choice
    under that question; the catalog lists it."""

    @property
    def anchor(self) -> str:
        return f"{self.page}/#{self.id}"

    def to_json(self) -> dict[str, str]:
        return {
            "id": self.id,
            "title": self.title,
            "text": self.text,
            "source": self.source,
            "confidence": self.confidence,
            "anchor": self.anchor,
        }

    def option_json(self) -> dict[str, Any]:
        """An open rule as the catalog lists it: its readings, the default first."""
        return {
            "rule": self.id,
            "title": self.title,
            "scope": self.scope,
            "default": self.default,
            "values": [{"value": c.value, "label": c.label} for c in self.choices],
            **({"concerns": self.concerns} if self.concerns else {}),
        }

    @property
    def default(self) -> str | None:
        return self.choices[0].value if self.choices else None

    def label(self, value: str) -> str:
        return next(c.label for c in self.choices if c.value == value)


_ALL: tuple[Rule, ...] = (
    # --- Spielaufbau, Ziel und Rollen (no check of the engine; the pages explain them)
    Rule(
        id="setup",
        page="spielaufbau",
        confidence="rulebook",
        title="Aufbau einer Runde",
        text="Zuerst bekommt jede Person verdeckt eine Zwergenkarte aus einem Stapel mit einer "
        "Karte mehr, als Personen mitspielen. Dann kommen Start- und Zielkarten auf den Tisch. "
        "Die übrigen Wegekarten und alle Aktionskarten werden zusammen gemischt; daraus bekommt "
        "jede Person ihre Handkarten, der Rest ist der Nachziehstapel. Die Goldkarten liegen "
        "gemischt und verdeckt daneben.",
        source=book("Preparation"),
    ),
    Rule(
        id="first-player",
        page="spielaufbau",
        confidence="rulebook",
        title="Wer anfängt",
        text="In der ersten Runde beginnt die jüngste Person, danach geht es im Uhrzeigersinn "
        "weiter.",
        source=book("Preparation"),
    ),
    Rule(
        id="next-round",
        page="spielaufbau",
        confidence="rulebook",
        title="Die nächste Runde",
        text="Nach der Wertung baut ihr neu auf wie zu Beginn: dieselben Zwergenkarten samt der "
        "beiseitegelegten neu gemischt und verteilt, Wege- und Aktionskarten neu gemischt und "
        "ausgeteilt. Euer Gold behaltet ihr. Die Runde beginnt die Person links neben der, die "
        "in der Runde davor die letzte Karte gespielt hat.",
        source=book("A new round begins"),
    ),
    Rule(
        id="sides",
        page="ziel",
        confidence="rulebook",
        title="Zwei Seiten",
        text="Die Goldsucher wollen einen Weg von der Startkarte bis zum Goldschatz bauen; die "
        "Saboteure wollen das verhindern. Gespielt werden drei Runden, am Ende gewinnt, wer die "
        "meisten Goldstücke gesammelt hat.",
        source=book("Idea of the Game"),
    ),
    Rule(
        id="roles-secret",
        page="ziel",
        confidence="rulebook",
        title="Geheime Rollen",
        text="Jede Person schaut ihre Zwergenkarte heimlich an und legt sie verdeckt vor sich. "
        "Aufgedeckt werden die Rollen erst am Ende der Runde; zur nächsten Runde werden die "
        "Zwergenkarten neu gemischt und verteilt.",
        source=book("Preparation", "End of a round", "A new round begins"),
    ),
    Rule(
        id="talk-allowed",
        page="ziel",
        confidence="majority",
        title="Reden und Bluffen",
        text="Reden gehört zum Spiel: Du darfst Verdacht äußern, Pläne vorschlagen und "
        "behaupten, was du willst – auch über deine Rolle oder darüber, was dir die Schatzkarte "
        "gezeigt hat. Niemand muss die Wahrheit sagen.",
        source=SECONDARY,
    ),
    # --- Zugablauf
    Rule(
        id="card-in-hand",
        page="zugablauf",
        confidence="confirmed",
        title="Nur Karten von der Hand",
        text="Du spielst eine Karte aus deiner Hand; eine um 180° gedrehte Wegekarte ist "
        "dieselbe Karte.",
        source=SECONDARY,
    ),
    Rule(
        id="one-card-per-turn",
        page="zugablauf",
        confidence="seed",
        title="Eine Karte pro Zug",
        text="Ein Zug besteht aus genau einer Karte oder dem Passen. Auch eine Reparatur ist "
        "schon dein ganzer Zug; weitere Karten musst du für später aufheben.",
        source=f"{SEED}; {book('How to play')}",
    ),
    Rule(
        id="pass-allowed",
        page="zugablauf",
        confidence="rulebook",
        title="Passen geht immer",
        text="Statt eine Karte zu spielen, darfst du jederzeit passen: Du wirfst eine beliebige "
        "Karte von deiner Hand verdeckt ab, ohne sie zu zeigen. Das gilt auch mit kaputtem "
        "Werkzeug. Hast du keine Karte mehr, passt du, ohne etwas abzuwerfen. Auf dem "
        "Ablagestapel liegen alle Karten verdeckt.",
        source=f"{book('How to play', 'Pass')}; Passen mit kaputtem Werkzeug auch: {SEED}",
    ),
    Rule(
        id="draw-after-turn",
        page="zugablauf",
        confidence="seed",
        title="Nachziehen nach dem Zug",
        text="Nach deinem Zug ziehst du eine Karte vom Nachziehstapel nach, solange dort noch "
        "Karten liegen. Ist er leer, spielst du mit den Karten weiter, die du noch hast.",
        source=f"{SEED}; {book('How to play')}",
    ),
    # --- Werkzeug
    Rule(
        id="tools-intact",
        page="werkzeug",
        confidence="seed",
        title="Wegekarten nur mit heilem Werkzeug",
        text="Solange auch nur eine Sabotage-Karte offen vor dir liegt, darfst du keine "
        "Wegekarte legen – egal welches Werkzeug sie zeigt.",
        source=f"{SEED}; {book('Playing an action card')}",
    ),
    Rule(
        id="actions-with-broken-tools",
        page="werkzeug",
        confidence="seed",
        title="Was mit kaputtem Werkzeug erlaubt bleibt",
        text="Kaputtes Werkzeug sperrt nur die Wegekarten. Reparieren (bei dir oder anderen), "
        "Sabotage gegen andere, Steinschlag, Schatzkarte und Passen bleiben erlaubt.",
        source=f"{SEED}; {book('Playing an action card')}",
    ),
    # --- Wegekarten
    Rule(
        id="cell-free",
        page="wegekarten",
        confidence="confirmed",
        title="Nur auf einen freien Platz",
        text="Eine Wegekarte kommt auf einen Platz, auf dem noch keine Karte liegt.",
        source=SECONDARY,
    ),
    Rule(
        id="not-crosswise",
        page="wegekarten",
        confidence="seed",
        title="Nie quer",
        text="Wegekarten liegen immer aufrecht wie Start- und Zielkarten. Um 180° gedreht ist "
        "erlaubt, quer (90° oder 270°) nicht.",
        source=f"{SEED}; {book('Playing a path card')}",
    ),
    Rule(
        id="turn-180",
        page="wegekarten",
        confidence="confirmed",
        title="Um 180° drehen ist erlaubt",
        text="Du darfst eine Wegekarte auf den Kopf stellen; sie bleibt dieselbe Karte und liegt "
        "weiterhin aufrecht.",
        source=SECONDARY,
    ),
    Rule(
        id="adjacent",
        page="wegekarten",
        confidence="seed",
        title="Anlegen an eine Karte",
        text="Die neue Wegekarte muss mit einer Seite an eine Karte grenzen, die schon auf dem "
        "Tisch liegt: an die Startkarte, eine Wegekarte oder eine Zielkarte.",
        source=f"{SEED}; {book('Playing a path card')}",
    ),
    Rule(
        id="beyond-layout",
        page="wegekarten",
        confidence="rulebook",
        title="Auch über den Rahmen hinaus",
        text="Das Labyrinth darf über das Rechteck von 5 × 9 Karten hinauswachsen, das Start- "
        "und Zielkarten aufspannen: links der Startkarte, über oder unter den Zielkarten und "
        "hinter ihnen.",
        source=book("Preparation"),
    ),
    Rule(
        id="fits",
        page="wegekarten",
        confidence="seed",
        title="Passt an allen Seiten",
        text="An jeder Seite, an der eine Nachbarkarte liegt, muss Weg auf Weg und Fels auf Fels "
        "treffen. Die Enden einer Sackgasse zählen dabei wie Wege.",
        source=f"{SEED}; {book('Playing a path card')}",
    ),
    Rule(
        id="connected",
        page="wegekarten",
        confidence="seed",
        title="Verbindung zur Startkarte",
        text="Die neue Wegekarte braucht einen ununterbrochenen Weg zur Startkarte: Eine ihrer "
        "Wegseiten trifft auf eine Karte, die selbst über Wege mit der Startkarte verbunden ist.",
        source=SEED,
    ),
    Rule(
        id="dead-end",
        page="wegekarten",
        confidence="majority",
        title="Sackgassen",
        text="Eine Sackgasse passt an ihren Wegenden wie jede Wegekarte und darf dort angelegt "
        "werden, wo ein Wegende auf den verbundenen Weg trifft. Durch sie hindurch führt aber "
        "keine Verbindung weiter.",
        source=SECONDARY,
    ),
    Rule(
        id="goal-reveal",
        page="wegekarten",
        confidence="rulebook",
        title="Zielkarte aufdecken",
        text="Führt ein mit der Startkarte verbundener Weg an eine verdeckte Zielkarte heran, "
        "wird sie umgedreht und gehört von da an zum Labyrinth. Ein solcher Weg ist immer "
        "mindestens 7 Karten lang, denn so viele Plätze liegen zwischen Start- und Zielkarten. "
        "Ist es der Goldschatz, endet die Runde; ein Stein beendet sie nicht.",
        source=book("End of a round"),
    ),
    # --- Reparieren
    Rule(
        id="sabotage-present",
        page="reparieren",
        confidence="seed",
        title="Nur reparieren, was kaputt ist",
        text="Eine Reparaturkarte braucht eine offen liegende Sabotage-Karte für dasselbe "
        "Werkzeug. Auf Vorrat spielst du sie nie.",
        source=f"{SEED}; {book('Playing an action card')}",
    ),
    Rule(
        id="repair-removes-one",
        page="reparieren",
        confidence="seed",
        title="Eine Reparatur entfernt genau eine Karte",
        text="Die Reparaturkarte und die reparierte Sabotage-Karte kommen zusammen auf den "
        "Ablagestapel; liegen weitere Sabotage-Karten vor der Person, bleibt der Wegebau "
        "gesperrt.",
        source=f"{SEED}; {book('Playing an action card')}",
    ),
    Rule(
        id="double-repair-choice",
        page="reparieren",
        confidence="seed",
        title="Zwei Werkzeuge: eine Auswahl",
        text="Zeigt eine Reparaturkarte zwei Werkzeuge, repariert sie eines davon, nicht beide. "
        "Passen beide, wählst du, welche Sabotage-Karte verschwindet.",
        source=f"{SEED}; {book('Playing an action card')}",
    ),
    Rule(
        id="repair-others",
        page="reparieren",
        confidence="seed",
        title="Auch für andere reparieren",
        text="Du darfst eine Reparaturkarte bei dir selbst oder bei jeder anderen Person spielen.",
        source=f"{SEED}; {book('Playing an action card')}",
    ),
    # --- Aktionskarten
    Rule(
        id="target-exists",
        page="aktionskarten",
        confidence="rulebook",
        title="Nur vor Mitspielende",
        text="Sabotage- und Reparaturkarten kommen vor eine Person, die mitspielt.",
        source=book("Playing an action card"),
    ),
    Rule(
        id="target-other",
        page="aktionskarten",
        confidence="open",
        title="Sabotage vor eine andere Person",
        text="Ob du eine Sabotage-Karte auch vor dich selbst legen darfst, sagen die Quellen "
        "verschieden. Der allgemeine Satz der Spielregel und der Produkttext von AMIGO lassen "
        "Aktionskarten vor dich selbst oder vor Mitspielende zu. Die Tabelle der Regelübersicht "
        "nennt Sabotage nur gegen andere (sie zählt auf, was erlaubt bleibt, ein Verbot spricht "
        "sie nicht aus), Board Game Arena und spieletest.at ebenso. Ohne eure Angabe verbietet "
        "der Zugprüfer die Sabotage gegen dich selbst (Auslegung): Bei der Reparatur nennt die "
        "Spielregel dich selbst ausdrücklich, bei der Sabotage nicht.",
        source=f"nur gegen andere: {SEED} (Tabelle: Sabotage gegen andere), Board Game Arena, "
        f"spieletest.at; auch gegen dich selbst: {book('Playing an action card')} (allgemeiner "
        "Satz zu Aktionskarten), AMIGO-Produkttext, Brettspielwelt, spiele.tips",
        choices=(
            Choice("no", "Sabotage nur gegen andere"),
            Choice("yes", "Sabotage auch gegen dich selbst"),
        ),
        switch="reading",
        scope="check",
    ),
    Rule(
        id="no-duplicate",
        page="aktionskarten",
        confidence="seed",
        title="Nie zweimal dasselbe Werkzeug",
        text="Eine Person kann mehrere Sabotage-Karten vor sich haben, doch jedes Werkzeug darf "
        "darunter nur einmal vorkommen.",
        source=f"{SEED}; {book('Playing an action card')}",
    ),
    Rule(
        id="rockfall-target",
        page="aktionskarten",
        confidence="rulebook",
        title="Steinschlag",
        text="Mit dem Steinschlag nimmst du eine Wegekarte aus dem Labyrinth, auch eine "
        "Sackgasse. Startkarte und Zielkarten bleiben liegen.",
        source=book("Playing an action card"),
    ),
    Rule(
        id="map-target",
        page="aktionskarten",
        confidence="rulebook",
        title="Schatzkarte",
        text="Mit der Schatzkarte schaust du dir heimlich eine verdeckte Zielkarte an.",
        source=book("Playing an action card"),
    ),
    # --- Auslegung (open questions with documented defaults)
    Rule(
        id="goal-face-down-neighbour",
        page="auslegung",
        confidence="open",
        title="Wegekarten neben verdeckten Zielkarten",
        text="Ob eine Wegekarte neben einer verdeckten Zielkarte zu ihr passen muss, sagen die "
        "Quellen verschieden. Ohne eure Angabe verlangt der Zugprüfer es nicht: Die Rückseite "
        "zeigt keine Wege, und niemand am Tisch kennt die Vorderseite. Wer es verlangt, prüft "
        "gegen die Vorderseite, soweit die Lage sie angibt, sonst gegen eine Karte, die nach "
        "allen Seiten offen ist. Eine Verbindung läuft in keinem Fall durch eine verdeckte "
        "Zielkarte; erst wenn der Weg sie erreicht, wird sie umgedreht.",
        source=SECONDARY,
        choices=(
            Choice("ignore", "Verdeckte Zielkarten zählen beim Anlegen nicht mit"),
            Choice("match", "Wegekarten müssen auch zu verdeckten Zielkarten passen"),
        ),
        switch="reading",
        scope="check",
    ),
    Rule(
        id="stone-goal-turn",
        page="wegekarten",
        confidence="rulebook",
        title="Wie eine Steinkarte liegt",
        text="Eine aufgedeckte Steinkarte wird so an den Weg gelegt, dass ihre Wege passen: Der "
        "Zugprüfer dreht sie so, dass sie an den ankommenden Weg anschließt. Passt sie so nicht "
        "zu jeder Nachbarkarte, bleibt sie trotzdem liegen – diese Ausnahme gilt nur für "
        "Zielkarten. Gibt die Lage nicht an, wie eine offene Steinkarte aussieht, nimmt der "
        "Zugprüfer eine Kurve nach oben und links an.",
        source=book("End of a round"),
        choices=(
            Choice("join", "Wie die Spielregel: so gedreht, dass sie an den Weg anschließt"),
            Choice("upright", "Hausregel: Die Steinkarte bleibt liegen, wie sie aufgedeckt wird"),
        ),
        switch="house-rule",
        scope="play",
    ),
    Rule(
        id="straight-count",
        page="auslegung",
        confidence="open",
        title="Welche Gerade viermal vorkommt",
        text="Eine Umsetzung vertauscht die Anzahlen der senkrechten und waagerechten Geraden. "
        "Die Kartenliste folgt der Mehrheit: vier senkrechte, drei waagerechte. Für die Prüfung "
        "eines Zuges spielt das keine Rolle.",
        source=SECONDARY,
        choices=(
            Choice("vertical", "Vier senkrechte und drei waagerechte Geraden"),
            Choice("horizontal", "Drei senkrechte und vier waagerechte Geraden"),
        ),
        switch="reading",
        scope="inventory",
    ),
    # --- Spielmaterial
    Rule(
        id="inventory",
        page="spielmaterial",
        confidence="rulebook",
        title="Die Karten im Spiel",
        text="Im Spiel sind 44 Wegekarten (1 Startkarte, 3 Zielkarten, 40 zum Legen) und 27 "
        "Aktionskarten.",
        source=book("Contents", "Preparation"),
    ),
    Rule(
        id="gold-values",
        page="spielmaterial",
        confidence="majority",
        title="Die Goldkarten",
        text="Im Spiel sind 28 Goldkarten: 16 zeigen ein Goldstück, 8 zwei und 4 drei, "
        "zusammen 44 Goldstücke.",
        source=f"Anzahl: {book('Contents')}; Werte: mehrere unabhängige Open-Source-"
        "Umsetzungen des Spiels (die Spielregel nennt sie nicht)",
    ),
    Rule(
        id="deal",
        page="spielmaterial",
        confidence="rulebook",
        title="Handkarten und Zwergenkarten",
        text="Wie viele Karten jede Person auf die Hand bekommt und wie viele Saboteure unter den "
        "Zwergenkarten sind, richtet sich nach der Zahl der Mitspielenden. Gemischt wird immer "
        "eine Zwergenkarte mehr, als Personen am Tisch sitzen; die übrige sieht niemand.",
        source=book("Preparation"),
    ),
    Rule(
        id="layout",
        page="spielmaterial",
        confidence="rulebook",
        title="Aufbau",
        text="Die Startkarte liegt offen. Zwischen ihr und der mittleren Zielkarte ist Platz "
        "für sieben Karten; die drei Zielkarten liegen verdeckt untereinander, mit je einem "
        "freien Platz dazwischen. Alle Karten liegen aufrecht.",
        source=book("Preparation"),
    ),
    # --- Rundenende und Wertung (rules_py.score)
    Rule(
        id="round-end",
        page="wertung",
        confidence="rulebook",
        title="Wann eine Runde endet",
        text="Die Runde ist vorbei, sobald ein Weg von der Startkarte den Goldschatz erreicht, "
        "oder wenn der Nachziehstapel aufgebraucht ist und reihum alle passen mussten, weil "
        "niemand mehr eine Karte spielen kann. Dann zeigen alle ihre Zwergenkarte.",
        source=book("End of a round"),
    ),
    Rule(
        id="gold-diggers-win",
        page="wertung",
        confidence="rulebook",
        title="Goldschatz erreicht: die Goldsucher gewinnen",
        text="Erreicht ein Weg den Goldschatz, gewinnen die Goldsucher. Wer die letzte Karte "
        "dazu gelegt hat, zieht Goldkarten verdeckt vom Stapel, sucht sich eine aus und reicht "
        "den Rest gegen den Uhrzeigersinn weiter.",
        source=book("Handing out the gold"),
    ),
    Rule(
        id="gold-pass",
        page="wertung",
        confidence="rulebook",
        title="Goldkarten nur für Goldsucher",
        text="Die Goldkarten wandern gegen den Uhrzeigersinn nur zu Goldsuchern; Saboteure "
        "werden übersprungen. Wer an der Reihe ist, behält eine Karte und gibt die übrigen "
        "weiter, reihum, bis keine mehr übrig ist.",
        source=book("Handing out the gold"),
    ),
    Rule(
        id="gold-count",
        page="wertung",
        confidence="rulebook",
        title="Wie viele Goldkarten gezogen werden",
        text="Gezogen werden so viele Goldkarten, wie Personen mitspielen – nur zu zehnt sind "
        "es neun. Manche Runden spielen mit der Hausregel, so viele zu ziehen, wie es Goldsucher "
        "gibt; der Rechner kann auch so rechnen.",
        source=f"{book('Handing out the gold')}; die Hausregel steht so in einer englischen "
        "Regelzusammenfassung (ultraboardgames.com)",
        choices=(
            Choice("players", "Wie die Spielregel: so viele, wie Personen mitspielen (zu zehnt 9)"),
            Choice("gold-diggers", "Hausregel: so viele, wie es Goldsucher gibt"),
        ),
        switch="house-rule",
        scope="score",
    ),
    Rule(
        id="broken-no-gold",
        page="wertung",
        confidence="rulebook",
        title="Wahlregel: kein Gold mit kaputtem Werkzeug",
        text="Die Spielregel druckt eine Wahlregel ab: Wer als Goldsucher am Ende der Runde "
        "noch eine Sabotage-Karte vor sich liegen hat, bekommt kein Gold, wenn die Goldsucher "
        "gewinnen; die Goldkarten gehen nur reihum unter den übrigen Goldsuchern. Für Saboteure "
        "ändert sie nichts. Ohne eure Angabe rechnet der Rechner ohne diese Wahlregel.",
        source=book("Handing out the gold"),
        choices=(
            Choice("no", "Ohne die Wahlregel"),
            Choice("yes", "Mit der Wahlregel: kein Gold mit kaputtem Werkzeug"),
        ),
        switch="optional-rule",
        scope="score",
    ),
    Rule(
        id="saboteur-finder",
        page="wertung",
        confidence="majority",
        title="Ein Saboteur erreicht den Goldschatz",
        text="Legt ein Saboteur die Karte, die zum Goldschatz führt, gewinnen trotzdem die "
        "Goldsucher. Die Goldkarten zieht dann der nächste Goldsucher gegen den Uhrzeigersinn.",
        source="Regelauskunft auf BoardGameGeek, zitiert in der Open-Source-Umsetzung "
        "saboteur-game/engine (src/utils/gold-allocation); die meisten Umsetzungen folgen ihr; "
        "die Spielregel sagt dazu nichts",
    ),
    Rule(
        id="saboteurs-win",
        page="wertung",
        confidence="rulebook",
        title="Kein Goldschatz: die Saboteure gewinnen",
        text="Erreicht kein Weg den Goldschatz, gewinnen die Saboteure. Sie nehmen sich "
        "Goldkarten nach Wert: ein einzelner Saboteur 4 Goldstücke, zwei oder drei Saboteure "
        "je 3, vier Saboteure je 2. Die Goldsucher bekommen nichts.",
        source=book("Handing out the gold"),
    ),
    Rule(
        id="no-saboteur",
        page="wertung",
        confidence="rulebook",
        title="Kein Saboteur am Tisch",
        text="Zu dritt und zu viert ist unter den Zwergenkarten nur ein Saboteur, und eine "
        "Karte bleibt unbesehen liegen; so kann es sein, dass niemand Saboteur ist. Erreicht "
        "dann kein Weg den Goldschatz, bekommt in dieser Runde niemand Gold.",
        source=book("Preparation", "Handing out the gold"),
    ),
    Rule(
        id="three-rounds",
        page="wertung",
        confidence="rulebook",
        title="Drei Runden, Gold bleibt verdeckt",
        text="Gespielt werden drei Runden. Jede Person hält ihre Goldkarten geheim; erst am "
        "Ende wird gezählt, und wer die meisten Goldstücke hat, gewinnt.",
        source=book("Handing out the gold", "End of the game"),
    ),
    Rule(
        id="shared-first",
        page="wertung",
        confidence="rulebook",
        title="Gleichstand",
        text="Haben am Ende mehrere Personen gleich viele Goldstücke und mehr als alle anderen, "
        "teilen sie sich den ersten Platz: Sie gewinnen gemeinsam.",
        source=book("End of the game"),
    ),
)

RULES: dict[str, Rule] = {r.id: r for r in _ALL}

OPTIONS: dict[str, Rule] = {r.id: r for r in _ALL if r.choices}
"""The rules a group can switch in ``rules`` (open readings, house rules, the optional rule)."""


def rule(id: str) -> Rule:
    """The rule with this id (KeyError for an unknown id)."""
    return RULES[id]
