"""Every German word the site's generators write themselves, in one place.

Rule texts come from `rules_py.registry`, check texts from `rules_py.messages`; page prose
lives in the Markdown pages and the templates in `overrides/partials/saboteur/`.
"""



CONFIDENCE_NAMES = {
    "seed": "Regelvorlage",
    "confirmed": "bestätigt",
    "majority": "Mehrheit der Quellen",
    "open": "offen – Auslegung",
}
CONFIDENCE_HINTS = {
    "seed": "steht so in der Regelvorlage, auf der diese Seite beruht",
    "confirmed": "mehrere unabhängige Quellen sagen dasselbe, keine widerspricht",
    "majority": "die meisten Quellen sagen es so, einzelne anders",
    "open": "die Quellen widersprechen sich; der Zugprüfer folgt einer festgelegten Auslegung",
}

TOOL_TABLE_SITUATION = (
    "Vor dir liegt eine Sabotage-Karte (Lampe). Vor Anna liegt eine Sabotage-Karte "
    "(Spitzhacke). Auf dem Tisch liegt eine Wegekarte rechts neben der Startkarte."
)

CAPTION_START = "Startkarte"
CAPTION_GOAL_DOWN = "Zielkarte, verdeckt"
CAPTION_GOAL_GOLD = "Zielkarte: Goldschatz"
CAPTION_GOAL_STONE = "Zielkarte: Stein"
CAPTION_UPRIGHT = "aufrecht"
CAPTION_TURNED = "um 180° gedreht: erlaubt"
CAPTION_CROSSWISE = "quer: nicht erlaubt"
CAPTION_LAYOUT = "Aufbau zu Rundenbeginn"
CAPTION_BROKEN = "{tool} kaputt"
