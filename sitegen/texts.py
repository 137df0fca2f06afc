"""Every German word the site's generators write themselves, in one place.

Rule texts come from `rules_py.registry`, check texts from `rules_py.messages`; page prose
lives in the Markdown pages and the templates in `overrides/partials/saboteur/`.
"""

CONFIDENCE_NAMES = {
    "seed": "Regelübersicht",
    "rulebook": "Spielregel",
    "confirmed": "bestätigt",
    "majority": "Mehrheit der Quellen",
    "open": "offen – Auslegung",
}
CONFIDENCE_HINTS = {
    "seed": "steht so in der Regelübersicht, auf der diese Seite beruht",
    "rulebook": (
        "steht so in der gedruckten Spielregel (englische Ausgabe); der Abschnitt ist genannt"
    ),
    "confirmed": "mehrere unabhängige Quellen sagen dasselbe, keine widerspricht",
    "majority": "die meisten Quellen sagen es so, einzelne anders",
    "open": (
        "die Quellen widersprechen sich; Zugprüfer und Rechner folgen einer festgelegten Auslegung"
    ),
}
# Where the page Quellen explains the sources a rule box names (the box links them): the seed
# and the two printed rulebooks (the entry ids are the template's, sources.html).
SOURCE_ANCHORS = {
    "seed": "quellen/#grundlagen",
    "rulebook": "quellen/#spielregel",
    "rulebook2": "quellen/#spielregel-saboteur-2",
}
SOURCE_TITLES = {
    "seed": "Die deutsche Zusammenfassung der Regeln, auf der diese Seite beruht",
    "rulebook": "Die gedruckte Spielregel des Grundspiels, englische Ausgabe",
    "rulebook2": "Die gedruckte Spielregel der Erweiterung Saboteur 2, englische Ausgabe",
}
# A rule of these confidences names its source first: the box shows the source, not the
# confidence again ("Sicherheit: Regelübersicht · Quelle: Regelübersicht").
NAMED_BY_SOURCE = ("seed", "rulebook")
# The expansion's rules rest on its printed rulebook (rules_py.edition2.registry): one word
# for the confidence in both games ("Spielregel", as the rule sources cite it).
RULEBOOK_NAMES = {"rulebook": CONFIDENCE_NAMES["rulebook"]}
RULEBOOK_HINTS = {"rulebook": CONFIDENCE_HINTS["rulebook"]}

# The situation behind a table, in words (`sitegen.render.situation_text` fills them in).
SITUATION_PLAYERS = "Ihr spielt zu {count}: {names}."
SITUATION_COUNTS = {
    2: "zweit",
    3: "dritt",
    4: "viert",
    5: "fünft",
    6: "sechst",
    7: "siebt",
    8: "acht",
    9: "neunt",
    10: "zehnt",
}
SITUATION_BROKEN_YOU = "Deine {tools} ist kaputt."
SITUATION_BROKEN_YOU_MANY = "Bei dir sind {tools} kaputt."
SITUATION_BROKEN_OTHER = "Bei {who} ist die {tools} kaputt."
SITUATION_BROKEN_OTHER_MANY = "Bei {who} sind {tools} kaputt."
SITUATION_CARD = "{where} liegt eine Wegekarte: {card}."
SITUATION_CARD_TURNED = "{where} liegt eine Wegekarte, um 180° gedreht: {card}."
SITUATION_WHERE = {(1, 0): "Rechts neben der Startkarte", (-1, 0): "Links neben der Startkarte"}
SITUATION_WHERE_CELL = "Auf dem Platz x = {x}, y = {y}"

CAPTION_START = "Startkarte"
CAPTION_GOAL_DOWN = "Zielkarte, verdeckt"
CAPTION_GOAL_GOLD = "Zielkarte: Goldschatz"
CAPTION_GOAL_STONE = "Zielkarte: Stein"
CAPTION_UPRIGHT = "aufrecht"
CAPTION_TURNED = "um 180° gedreht: erlaubt"
CAPTION_CROSSWISE = "quer: nicht erlaubt"
CAPTION_LAYOUT = "Aufbau zu Rundenbeginn"
CAPTION_BROKEN = "{tool} kaputt"
