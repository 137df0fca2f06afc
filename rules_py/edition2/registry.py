"""The rules of the expansion *Saboteur 2*, in the base registry's form.

A separate table (``RULES2``), so that the base game's registry, catalog and pages stay as
they are.  Every rule rests on the expansion's rulebook (Z-Man Games' English edition, 2011;
``/work/rulebooks/saboteur2.txt`` in the project's notes) with confidence ``rulebook``; where
the text leaves a question open the rule is ``open``: it has readings, the first is the
engine's default, and a step or check that a reading decided says "Auslegung".
Anchors point at sections of the page ``saboteur-2``.
"""

from __future__ import annotations

from rules_py.registry import (
    OPTIONS,
    PUBLIC_COPY,
    RULES,
    Choice,
    Confidence,
    Rule,
    Scope,
    cite,
    rulebook_name,
    rulebook_note,
)

__all__ = ["ALL_OPTIONS", "ALL_RULES", "OPTIONS2", "RULEBOOK", "RULES2", "SOURCE", "find_rule"]

RULEBOOK = rulebook_name("Saboteur 2", 2011)
"""The expansion's printed rulebook, named as the base game's (``rulebook_name``): Z-Man Games'
English edition, © 2011 AMIGO Spiel + Freizeit (a public copy: repository smirea/Saboteur,
docs/Saboteur_2.pdf)."""
IMPRINT = "© 2011 AMIGO Spiel + Freizeit und Z-Man Games"
"""The expansion rulebook's publisher line, as its imprint says (both hold the copyright)."""
GERMAN_RULEBOOK = "Spielregel Saboteur 2 (AMIGO, deutsche Ausgabe)"
"""AMIGO's German rulebook of the expansion, named in the form of ``rulebook_name``.  The project
has not read it: what it says is known only from a description (project issue 23), so a rule
citing it says so, and stays ``open``."""
GERMAN_SECONDHAND = "nur aus einer Beschreibung bekannt, nicht eingesehen"
"""What a source line adds after ``GERMAN_RULEBOOK``: its wording was never seen here."""
PAGE = "saboteur-2"

SECTION_GLOSS: dict[str, str] = {
    "Contents": "Inhalt",
    "Set-Up": "Aufbau",
    "The New Dwarf Cards And Their Victory Conditions": (
        "die neuen Zwergenkarten und wann sie gewinnen"
    ),
    "Playing the Game": "Spielablauf",
    "New Path Cards": "neue Wegekarten",
    "New Action Cards": "neue Aktionskarten",
    "Discarding Two Cards": "zwei Karten abwerfen",
    "Passing": "Passen",
    "The End of a Round": "Ende einer Runde",
    "Splitting the Treasure": "den Schatz teilen",
    "Start a New Round": "eine neue Runde beginnt",
}
"""The expansion rulebook's section headings (English, as printed; two in capitals there),
each with its German beside it, as the base game's (``rules_py.registry.SECTION_GLOSS``)."""

SOURCE: dict[str, object] = {
    "title": RULEBOOK,
    "note": rulebook_note("der Erweiterung Saboteur 2", "von Z-Man Games", IMPRINT),
    "public_copy": f"{PUBLIC_COPY}, Datei docs/Saboteur_2.pdf",
    "sections": list(SECTION_GLOSS),
}
"""The expansion's rulebook as the page Quellen lists it, beside the base game's
(``rules_py.registry.SOURCES["rulebook"]``, the same keys)."""

DWARVES = "The New Dwarf Cards And Their Victory Conditions"
SECTIONS: dict[str, tuple[str, ...]] = {
    "s2-setup": ("Set-Up",),
    "s2-roles": (DWARVES,),
    "s2-turn": ("Playing the Game",),
    "s2-not-trapped": ("New Action Cards",),
    "s2-ladder": ("New Path Cards",),
    "s2-bridge": ("New Path Cards",),
    "s2-door": ("New Path Cards",),
    "s2-crystals": ("New Path Cards",),
    "s2-not-twice": ("New Action Cards",),
    "s2-target-another": ("New Action Cards",),
    "s2-theft-present": ("New Action Cards",),
    "s2-trapped-present": ("New Action Cards",),
    "s2-remove-present": ("Discarding Two Cards",),
    "s2-pass-discard": ("Passing",),
    "s2-round-end": ("The End of a Round",),
    "s2-team-wins": (DWARVES, "Splitting the Treasure"),
    "s2-neutral-connects": (DWARVES,),
    "s2-saboteurs-win": ("Splitting the Treasure",),
    "s2-boss": (DWARVES,),
    "s2-profiteer": (DWARVES,),
    "s2-gold-pieces": ("Splitting the Treasure",),
    "s2-geologist": (DWARVES,),
    "s2-trapped-no-share": ("New Action Cards",),
    "s2-theft": ("New Action Cards", "Splitting the Treasure"),
    "s2-saboteur-connects": (DWARVES,),
    "s2-geologist-winner": (DWARVES,),
    "s2-crystals-visible": (DWARVES,),
    "s2-door-routes": ("New Path Cards",),
    "s2-action-count": ("Contents", "New Action Cards"),
}
"""Where in the expansion's rulebook each rule stands (a rule's source names the sections)."""


def _r(
    id: str,
    confidence: Confidence,
    title: str,
    text: str,
    source: str = RULEBOOK,
    choices: tuple[Choice, ...] = (),
    scope: Scope | None = None,
    concerns: str | None = None,
) -> Rule:
    # The rulebook named with its sections, and what a source adds after it kept.
    source = source.replace(RULEBOOK, cite(RULEBOOK, SECTION_GLOSS, *SECTIONS[id]), 1)
    return Rule(
        id=id,
        page=PAGE,
        confidence=confidence,
        title=title,
        text=text,
        source=source,
        choices=choices,
        switch="reading" if choices else None,
        scope=scope,
        concerns=concerns,
    )


_ALL: tuple[Rule, ...] = (
    # --- set-up and roles
    _r(
        "s2-setup",
        "rulebook",
        "Aufbau mit Saboteur 2",
        "Die Zwergenkarten und Goldkarten des Grundspiels bleiben in der Schachtel. Alle Wege- "
        "und Aktionskarten beider Spiele werden zusammen gemischt; vor jeder Runde kommen zehn "
        "Karten unbesehen aus dem Spiel, und jede Person bekommt sechs Karten, egal wie viele "
        "mitspielen. Von den 15 neuen Zwergenkarten bekommt jede Person eine, der Rest bleibt "
        "verdeckt liegen.",
    ),
    _r(
        "s2-roles",
        "rulebook",
        "Die Rollen in Saboteur 2",
        "Unter den 15 Zwergenkarten sind je vier Goldsucher des blauen und des grünen Teams, "
        "ein Chef, zwei Geologen, ein Profiteur und drei Saboteure.",
    ),
    _r(
        "s2-turn",
        "rulebook",
        "Was du in deinem Zug tun kannst",
        "Du legst eine Wegekarte, spielst eine Aktionskarte, wirfst zwei Karten ab, um eine "
        "Karte vor dir zu entfernen, oder passt und wirfst ein bis drei Karten verdeckt ab. "
        "Danach ziehst du nach: eine Karte, beim Passen so viele, wie du abgeworfen hast.",
    ),
    # --- checks of the expansion's moves
    _r(
        "s2-not-trapped",
        "rulebook",
        "Eingesperrt: keine Wegekarten",
        "Liegt die Karte „Eingesperrt!“ vor dir, darfst du keine Wegekarte legen. "
        "Aktionskarten, Abwerfen und Passen bleiben erlaubt.",
    ),
    _r(
        "s2-ladder",
        "rulebook",
        "Wegekarten mit Leiter",
        "Eine Karte mit Leiter ist immer mit der Startkarte und mit jeder anderen Leiterkarte "
        "verbunden. Sie muss an eine Wegekarte grenzen und darf nie neben einer Zielkarte "
        "liegen. Ob die Startkarte dabei als Wegekarte zählt, sagt die Spielregel nicht; der "
        "Zugprüfer zählt sie mit.",
    ),
    _r(
        "s2-bridge",
        "rulebook",
        "Brücke und Doppelkurve",
        "Brücke und Doppelkurve zeigen zwei Wege, die nicht miteinander verbunden sind; auf "
        "ihnen kannst du nicht abbiegen. Beim Anlegen muss mindestens einer der beiden Wege "
        "mit der Startkarte verbunden sein.",
    ),
    _r(
        "s2-door",
        "rulebook",
        "Wegekarten mit Tür",
        "Durch eine blaue oder grüne Tür kommt nur das Team derselben Farbe. Beim Anlegen "
        "weiterer Wegekarten zählt die Tür wie ein Weg: Die Spielregel beschränkt nur, welches "
        "Team durch sie zum Goldschatz kommt.",
    ),
    _r(
        "s2-crystals",
        "rulebook",
        "Kristalle",
        "Auf manchen Wegekarten sind Kristalle zu sehen. Für die Wege der Karte spielen sie "
        "keine Rolle; sie zählen nur für die Geologen.",
    ),
    _r(
        "s2-not-twice",
        "rulebook",
        "Nie zwei gleiche Aktionskarten vor einer Person",
        "Vor einer Person darf nie zweimal dieselbe Art Aktionskarte liegen: kein zweiter "
        "Diebstahl, kein zweites „Eingesperrt!“, kein Werkzeug doppelt kaputt.",
    ),
    _r(
        "s2-target-another",
        "rulebook",
        "Nur mit einer anderen Person",
        "Handkarten tauschen, Einsicht und „Eingesperrt!“ spielst du mit oder gegen eine "
        "andere Person, nie mit dir selbst. „Hut tauschen“ darfst du auch bei dir selbst "
        "spielen.",
    ),
    _r(
        "s2-theft-present",
        "rulebook",
        "Finger weg!",
        "„Finger weg!“ entfernt eine Diebstahl-Karte vor irgendeiner Person; beide Karten "
        "kommen auf den Ablagestapel. Ohne Diebstahl-Karte vor der Person bleibt sie wirkungslos.",
    ),
    _r(
        "s2-trapped-present",
        "rulebook",
        "Endlich frei!",
        "„Endlich frei!“ entfernt eine „Eingesperrt!“-Karte vor irgendeiner Person; beide "
        "Karten kommen auf den Ablagestapel.",
    ),
    _r(
        "s2-remove-present",
        "rulebook",
        "Zwei Karten abwerfen, eine Karte entfernen",
        "Du darfst zwei beliebige Karten abwerfen, um eine der Karten vor dir zu entfernen: ein "
        "kaputtes Werkzeug, einen Diebstahl oder „Eingesperrt!“. Danach ziehst du nur eine "
        "Karte nach.",
    ),
    _r(
        "s2-pass-discard",
        "rulebook",
        "Passen mit bis zu drei Karten",
        "Wer passt, wirft ein bis drei Karten verdeckt ab und zieht ebenso viele nach. Wer keine "
        "Karten mehr hat, setzt aus.",
    ),
    # --- round end and gold pieces
    _r(
        "s2-round-end",
        "rulebook",
        "Rundenende in Saboteur 2",
        "Die Runde endet, wenn ein Weg von der Startkarte den Goldschatz erreicht oder niemand "
        "mehr eine Karte spielen kann. Die nächste Runde beginnt links von der Person, die die "
        "letzte Karte gespielt hat; nach drei Runden gewinnt, wer die meisten Goldstücke hat.",
    ),
    _r(
        "s2-team-wins",
        "rulebook",
        "Welches Team gewinnt",
        "Ein Team gewinnt, wenn jemand aus dem Team den Goldschatz anschließt und keine Tür der "
        "anderen Farbe im Weg ist, oder wenn jemand aus dem anderen Team ihn anschließt, aber "
        "eine Tür in der Farbe dieses Teams im Weg ist.",
    ),
    _r(
        "s2-neutral-connects",
        "rulebook",
        "Chef, Geologe oder Profiteur schließt an",
        "Schließen der Chef, ein Geologe oder der Profiteur den Goldschatz an und ist keine Tür "
        "im Weg, gewinnen beide Teams und alle, die nicht Saboteur sind. Ist eine Tür im Weg, "
        "gewinnt nur das Team ihrer Farbe.",
    ),
    _r(
        "s2-saboteurs-win",
        "rulebook",
        "Kein Goldschatz: die Saboteure gewinnen",
        "Erreicht kein Weg den Goldschatz, gewinnen die Saboteure, und mit ihnen der Profiteur.",
    ),
    _r(
        "s2-boss",
        "rulebook",
        "Der Chef",
        "Der Chef gewinnt immer, wenn eines der Teams gewinnt, bekommt aber ein Goldstück "
        "weniger als die anderen Gewinner.",
    ),
    _r(
        "s2-profiteer",
        "rulebook",
        "Der Profiteur",
        "Der Profiteur gewinnt immer, ob die Goldsucher oder die Saboteure gewinnen, bekommt "
        "aber zwei Goldstücke weniger als die anderen Gewinner.",
    ),
    _r(
        "s2-gold-pieces",
        "rulebook",
        "Goldstücke je Gewinner",
        "Wie viele Goldstücke jeder Gewinner bekommt, hängt davon ab, wie viele gewinnen: einer "
        "5, zwei je 4, drei je 3, vier je 2, fünf oder mehr je 1.",
    ),
    _r(
        "s2-geologist",
        "rulebook",
        "Die Geologen",
        "Ein Geologe bekommt so viele Goldstücke, wie Kristalle im Labyrinth zu sehen sind. "
        "Sind beide Geologen im Spiel, teilen sie sich diese Goldstücke, abgerundet.",
    ),
    _r(
        "s2-trapped-no-share",
        "rulebook",
        "Eingesperrt am Rundenende",
        "Wer am Ende der Runde eingesperrt ist, zählt nicht zu den Gewinnern und bekommt nichts "
        "vom Schatz.",
    ),
    _r(
        "s2-theft",
        "rulebook",
        "Diebstahl",
        "Nach dem Verteilen stiehlt jede Person mit einer Diebstahl-Karte vor sich ein "
        "Goldstück von einer Person ihrer Wahl, sofern diese eines hat. Wer die letzte "
        "Diebstahl-Karte gespielt hat, beginnt; dann folgen die anderen im Uhrzeigersinn. Wer "
        "eingesperrt ist, darf nicht stehlen.",
    ),
    # --- open: the text leaves these questions open
    _r(
        "s2-saboteur-connects",
        "open",
        "Ein Saboteur schließt den Goldschatz an",
        "Die englische Spielregel nennt nur Chef, Geologen und Profiteur als Personen, mit "
        "deren Anschluss beide Teams gewinnen; die deutsche Spielregel soll den Saboteur dazu "
        "zählen. Ohne eure Angabe rechnet die Wertung wie beim Chef: ohne Tür gewinnen beide "
        "Teams, mit Tür das Team ihrer Farbe. Die andere Lesart: Ein Weg zum Gold, den ein "
        "Saboteur fertig baut, zählt für kein Team, und die Saboteure gewinnen.",
        f"{RULEBOOK} – nennt den Fall nicht; {GERMAN_RULEBOOK} – zählt den Saboteur dazu, "
        f"{GERMAN_SECONDHAND}",
        (
            Choice("both-teams", "Wie beim Chef: ohne Tür gewinnen beide Teams"),
            Choice("saboteurs", "Die Saboteure gewinnen"),
        ),
        "score",
    ),
    _r(
        "s2-geologist-winner",
        "open",
        "Geologen als Gewinner",
        "Gewinnen beide Teams, gewinnen laut Spielregel „alle anderen, die nicht Saboteur "
        "sind“ mit – dazu gehören auch die Geologen. Ob sie dann zu den Gewinnern zählen und "
        "einen Anteil am Schatz bekommen, sagt der Text nicht. Ohne eure Angabe bekommen "
        "Geologen nur ihre Kristalle und zählen nicht als Gewinner.",
        f"{RULEBOOK} – Geologe: nur Kristalle; beide Teams: „alle anderen, die nicht "
        "Saboteur sind“",
        (
            Choice("no", "Geologen bekommen nur ihre Kristalle"),
            Choice("yes", "Gewinnen beide Teams, zählen die Geologen als Gewinner"),
        ),
        "score",
    ),
    _r(
        "s2-crystals-visible",
        "open",
        "Welche Kristalle zu sehen sind",
        "Die Geologen bekommen so viele Goldstücke, wie Kristalle „zu sehen“ sind. Ob damit "
        "alle Kristalle auf den Wegekarten im Labyrinth gemeint sind oder nur die auf Karten, "
        "die mit der Startkarte verbunden sind, sagt der Text nicht. Ohne eure Angabe zählt "
        "jeder Kristall auf dem Tisch; die Wertung nimmt die Zahl, die ihr angebt.",
        f"{RULEBOOK} – Geologe: jeder sichtbare Kristall",
        (
            Choice("maze", "Jeder Kristall auf einer Wegekarte im Labyrinth"),
            Choice("connected", "Nur Kristalle auf Karten, die mit dem Start verbunden sind"),
        ),
        "score",
        concerns="crystals",
    ),
    _r(
        "s2-door-routes",
        "open",
        "Eine Tür auf einem von mehreren Wegen",
        "Führen mehrere Wege zum Goldschatz und nur einer hat eine Tür, sagt der Text nicht, "
        "ob die Tür das andere Team aussperrt. Ohne eure Angabe zählt ein Weg ohne fremde Tür: "
        "Dann ist für das Team keine Tür im Weg. Die andere Lesart: Eine Tür auf einem der "
        "Wege sperrt das andere Team aus.",
        f"{RULEBOOK} – Tür: nur das Team ihrer Farbe kommt hindurch",
        (
            Choice("open-route", "Ein Weg ohne fremde Tür genügt"),
            Choice("any-door", "Eine Tür auf einem der Wege sperrt das andere Team aus"),
        ),
        "play",
    ),
    _r(
        "s2-action-count",
        "open",
        "Wie viele Aktionskarten Saboteur 2 hat",
        "Die Spielregel nennt 21 Aktionskarten, ihre Liste der neuen Karten ergibt aber 20 "
        "(4 Diebstahl, 3 Finger weg, 2 Handkarten tauschen, 2 Einsicht, 2 Hut tauschen, 3 "
        "Eingesperrt, 4 Endlich frei). Für die Prüfung eines Zuges spielt das keine Rolle.",
        f"{RULEBOOK} – Inhalt: 21; Liste der Aktionskarten: 20",
        (
            Choice("list-20", "20 Karten, wie die Liste sie aufzählt"),
            Choice("text-21", "21 Karten, wie der Inhalt sie nennt"),
        ),
        "inventory",
    ),
)

RULES2: dict[str, Rule] = {r.id: r for r in _ALL}
"""The expansion's rules (ids start with ``s2-``)."""

OPTIONS2: dict[str, Rule] = {r.id: r for r in _ALL if r.choices}
"""The expansion's open rules, each with its readings."""

ALL_RULES: dict[str, Rule] = {**RULES, **RULES2}
ALL_OPTIONS: dict[str, Rule] = {**OPTIONS, **OPTIONS2}
"""Open rules of both games: a situation or score request of the expansion may set either."""

assert not set(RULES) & set(RULES2), "an expansion rule reuses a base id"


def find_rule(id: str) -> Rule:
    """A rule of the base game or the expansion (KeyError for an unknown id)."""
    return ALL_RULES[id]
