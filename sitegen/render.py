"""Render engine facts into HTML blocks for the Markdown pages (Jinja2 templates).

Templates live in `overrides/partials/saboteur/`.  Every verdict shown here comes from
`rules_py.api`; every rule text from `rules_py.registry`.  This module writes no rule.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined
from markupsafe import Markup

from rules_py import api, pictures
from rules_py.edition2 import BASE_EDITION, EDITION
from rules_py.edition2.registry import GERMAN_RULEBOOK, GERMAN_SECONDHAND, RULES2, find_rule
from rules_py.edition2.registry import RULEBOOK as RULEBOOK2
from rules_py.edition2.registry import SOURCE as SOURCE2
from rules_py.messages import TOOL_NAMES, path_label, tool_list
from rules_py.moves import DEFAULT_PLAYER, MOVE_KINDS, Situation
from rules_py.parse import parse_request
from rules_py.registry import CONFIDENCES, RULEBOOK, RULES, SEED, SOURCES, Rule
from sitegen import ROOT, scenarios, texts
from sitegen.links import checker_href, interpretation_href, page_href
from sitegen.tables import SITUATION, TOOL_TABLE

TEMPLATES = ROOT / "overrides" / "partials" / "saboteur"

CONFIDENCE_NAMES = texts.CONFIDENCE_NAMES
RULEBOOK_NAMES = texts.RULEBOOK_NAMES
RULEBOOK_HINTS = texts.RULEBOOK_HINTS
CONFIDENCE_HINTS = texts.CONFIDENCE_HINTS


class RenderError(ValueError):
    """Content that cannot be rendered (unknown rule, bad table row, …)."""


@cache
def environment() -> Environment:
    env = Environment(
        loader=FileSystemLoader(str(TEMPLATES)),
        autoescape=True,
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["href"] = page_href
    env.filters["interpretation"] = _interpretation
    env.filters["source"] = source_html
    env.globals["confidence_names"] = CONFIDENCE_NAMES
    env.globals["confidence_hints"] = CONFIDENCE_HINTS
    env.globals["confidence_name"] = lambda c: {**CONFIDENCE_NAMES, **RULEBOOK_NAMES}[c]
    env.globals["confidence_hint"] = lambda c: {**CONFIDENCE_HINTS, **RULEBOOK_HINTS}[c]
    env.globals["named_by_source"] = texts.NAMED_BY_SOURCE
    return env


def block(template: str, **context: Any) -> str:
    """A template rendered as one raw HTML block: no blank or indented lines for Markdown."""
    html = environment().get_template(template).render(**context)
    lines = [line.strip() for line in html.splitlines()]
    return "\n" + "\n".join(line for line in lines if line) + "\n"


def _interpretation(id: str) -> str:
    """Where an open rule's two readings are explained: the page of disputed questions, or for
    the expansion its own section on the page "Saboteur 2"."""
    found = rule(id)
    return page_href(found.anchor) if id in RULES2 else interpretation_href(found.id)


def rule(id: str) -> Rule:
    """A rule of the base game's registry, or of the expansion's (``s2-…``)."""
    try:
        return find_rule(id)
    except KeyError:
        raise RenderError(f"unknown rule {id!r}") from None


# --- rule boxes ------------------------------------------------------------------

SOURCE_LINKS = {
    SEED: (texts.SOURCE_ANCHORS["seed"], texts.SOURCE_TITLES["seed"]),
    RULEBOOK: (texts.SOURCE_ANCHORS["rulebook"], texts.SOURCE_TITLES["rulebook"]),
    RULEBOOK2: (texts.SOURCE_ANCHORS["rulebook2"], texts.SOURCE_TITLES["rulebook2"]),
}
"""The sources a reader may not know by name, linked to where the page Quellen explains them.
On paper the link is the source's own name, so nothing is lost in print."""


def source_html(source: str) -> Markup:
    """A rule's source, its first mention of the seed and of each rulebook linked to the page
    Quellen (with the explanation as the link's title).

    >>> print(source_html("Regelübersicht (Tabelle)"))
    <a href="quellen.html#grundlagen" title="Die deutsche Zusammenfassung der Regeln, auf der \
diese Seite beruht">Regelübersicht</a> (Tabelle)
    """
    html = str(Markup.escape(source))
    for name, (anchor, title) in SOURCE_LINKS.items():
        escaped = str(Markup.escape(name))
        link = Markup('<a href="{}" title="{}">{}</a>').format(page_href(anchor), title, name)
        html = html.replace(escaped, str(link), 1)
    return Markup(html)


def rule_box(id: str) -> str:
    """The registry's rule: title, paraphrase, source and confidence."""
    return block("rule.html", rule=rule(id))


REGISTRIES: dict[str, dict[str, Rule]] = {BASE_EDITION: RULES, EDITION: RULES2}
"""Each game's rules by its edition id: the base game's registry and the expansion's."""


def rules_index(edition: str = BASE_EDITION) -> str:
    """Every rule of one game's registry with its confidence, source and section."""
    if edition not in REGISTRIES:
        raise RenderError(f"unknown edition {edition!r}, known: {', '.join(REGISTRIES)}")
    return block("rules_index.html", rules=list(REGISTRIES[edition].values()))


def open_rules() -> str:
    """Rules with confidence 'open' (interpretations) and where they are explained."""
    return block("rules_index.html", rules=[r for r in RULES.values() if r.confidence == "open"])


def checker_options(catalog: dict[str, Any]) -> list[dict[str, Any]]:
    """The options of the base game's catalog that the checker offers to switch (its panel
    of house rules and readings): those that decide a check."""
    return options_of(catalog, "check")


def game_names() -> dict[str, str]:
    """Each game's German name by its edition id (the catalog's `editions`, the base game first)."""
    return {e["edition"]: e["name"] for e in api.catalog()["editions"]}


def options_of(catalog: dict[str, Any], *scopes: str) -> list[dict[str, Any]]:
    """The options of a catalog (the base game's, or its "saboteur2") whose scope is one of
    `scopes`, as the catalog lists them: rule, title, scope, default, readings with labels."""
    return [option for option in catalog["options"] if option["scope"] in scopes]


def open_defaults() -> str:
    """Each game's open rules: where both readings are explained, the reading that holds when
    you choose none (the first choice) and, where the checker or the calculator offers it, a
    link to switch it there (the checker's panel: the rules of a check; the calculator's, in
    Saboteur 2: those of a score)."""
    catalog = api.catalog()
    switchable = {option["rule"] for option in checker_options(catalog)}
    scored = {option["rule"] for option in options_of(catalog["saboteur2"], "score")}
    games = [
        {
            "name": game_names()[edition],
            "rules": [
                {
                    "rule": r,
                    "default": r.choices[0].label,
                    "checker": r.id in switchable,
                    "calculator": r.id in scored,
                }
                for r in rules.values()
                if r.confidence == "open"
            ],
        }
        for edition, rules in REGISTRIES.items()
    ]
    return block(
        "open_defaults.html",
        games=games,
        checker=page_href("zugpruefer/"),
        calculator=page_href("wertung/#rechner"),
    )


# --- pictures ----------------------------------------------------------------------


def _svg(markup: str) -> Markup:
    return Markup(markup)  # pictures escape every text they contain


def _card_of(move: dict[str, Any]) -> Markup | None:
    """The card a move plays (for a pass: the card discarded, when the move names it)."""
    play = move.get("play")
    if play == "path":
        card = move["card"]
        return _svg(
            pictures.path_card_svg(
                card["edges"], card.get("dead_end", False), move.get("rotation", 0)
            )
        )
    if play == "pass":
        return _hand_card(move["card"]) if isinstance(move.get("card"), dict) else None
    return _hand_card({k: v for k, v in move.items() if k in ("play", "tool", "tools")})


def _hand_card(card: dict[str, Any]) -> Markup | None:
    if "edges" in card:
        return _svg(pictures.path_card_svg(card["edges"], card.get("dead_end", False)))
    play = card.get("play")
    if play == "path" and isinstance(card.get("card"), dict):
        return _hand_card(card["card"])
    if play in MOVE_KINDS and play not in ("path", "pass"):
        tools = [card["tool"]] if "tool" in card else list(card.get("tools", ()))
        return _svg(pictures.action_card_svg(play, tools))
    return None


def _who(name: str, player: str) -> str:
    return "dir" if name == player else name


def scenario_pictures(request: dict[str, Any]) -> dict[str, Any]:
    situation = request.get("situation", {})
    moves = request["moves"] if "moves" in request else [request["move"]]
    player = situation.get("player", DEFAULT_PLAYER)
    parsed = parse_request(request)  # a scenario is checked by the engine before it is drawn
    first = parsed.moves[0]
    on_board = MOVE_KINDS[first.kind].cell or bool(parsed.situation.board.paths)
    board = _svg(pictures.board_svg(parsed.situation, first)) if on_board else None
    broken = [
        {
            "who": _who(name, player),
            "cards": [_svg(pictures.action_card_svg("sabotage", [tool])) for tool in tools],
        }
        for name, tools in (situation.get("broken") or {}).items()
        if tools
    ]
    played = [card for card in (_card_of(m) for m in moves) if card is not None]
    hand = [c for c in (_hand_card(card) for card in situation.get("hand") or []) if c]
    return {
        "cell": MOVE_KINDS[first.kind].cell,
        "board": board,
        "broken": broken,
        "played": played,
        "hand": hand,
        "passes": any(m.get("play") == "pass" for m in moves),
    }


# --- examples ----------------------------------------------------------------------


def example(id: str) -> str:
    """A worked example: prose, pictures, the engine's verdict with its checks."""
    scenario = scenarios.load(id)
    response = scenarios.verify(scenario)
    checks = [
        {**check, "href": page_href(rule(check["rule"]).anchor), "title": rule(check["rule"]).title}
        for check in response["checks"]
    ]
    events: list[str] = []
    if response["allowed"] and "move" in scenario.request:
        played = api.play(scenario.request)
        if not played["ok"]:
            raise RenderError(f"scenario {id}: the engine cannot play it: {played['error']}")
        events = list(played["events"])
    instead = []
    for alt in response["alternatives"]:
        request = {k: v for k, v in scenario.request.items() if k != "moves"}
        request["move"] = alt["move"]
        # Each offered move is asked again: the page shows no claim the engine did not make.
        if api.check(request)["allowed"] is not True:
            raise RenderError(f"scenario {id}: alternative not allowed: {alt['move']}")
        instead.append({**alt, "checker": checker_href(request)})
    return block(
        "example.html",
        scenario=scenario,
        response=response,
        checks=checks,
        events=events,
        instead=instead,
        unblock=response["unblock"],
        pictures=scenario_pictures(scenario.request),
        checker=checker_href(scenario.request),
    )


def reading(id: str) -> str:
    """One reading of an open rule: a scenario whose situation chooses exactly one option
    (`situation.rules`), with the option's label from the catalog, the engine's verdict under
    it (verified against the claim) and a checker link that carries the choice."""
    scenario = scenarios.load(id)
    response = scenarios.verify(scenario)
    chosen = scenario.request["situation"].get("rules") or {}
    if len(chosen) != 1:
        raise RenderError(f"scenario {id}: a reading chooses exactly one option, got {chosen}")
    ((rule_id, value),) = chosen.items()
    options = {o["rule"]: o for o in api.catalog()["options"]}
    if rule_id not in options:
        raise RenderError(f"scenario {id}: {rule_id!r} is no option of the engine")
    option = options[rule_id]
    (entry,) = [v for v in option["values"] if v["value"] == value]
    return block(
        "reading.html",
        scenario=scenario,
        response=response,
        option=option,
        value=entry,
        checker=checker_href(scenario.request),
        example=page_href(f"beispiele/#bsp-{id}"),
    )


# --- the action table of "Kaputtes Werkzeug" -------------------------------------------


def tool_rows() -> list[dict[str, Any]]:
    """The table's rows with "Erlaubt?" computed by the engine for each stated situation."""
    rows = []
    for row in TOOL_TABLE:
        verdicts = [api.check(request) for request in row.requests]
        for verdict in verdicts:
            if verdict.get("error"):
                raise RenderError(f"table row {row.action!r}: {verdict['error']}")
        allowed = {v["allowed"] for v in verdicts}
        if len(allowed) != 1:
            raise RenderError(f"table row {row.action!r}: its situations disagree")
        rows.append(
            {
                "action": row.action,
                "allowed": allowed.pop(),
                "answers": [v["answer"] for v in verdicts],
                "hints": [rule(id) for id in row.rules],
                "checker": checker_href(row.requests[0]),
            }
        )
    return rows


def situation_text(situation: dict[str, Any]) -> str:
    """A situation of the engine's contract in German sentences (players, broken tools, board)."""
    player = situation.get("player", DEFAULT_PLAYER)
    sentences = []
    players = situation.get("players") or []
    if players:
        names = ", ".join(players[:-1]) + " und " + players[-1] if len(players) > 1 else players[0]
        count = texts.SITUATION_COUNTS.get(len(players), str(len(players)))
        sentences.append(texts.SITUATION_PLAYERS.format(count=count, names=names))
    for who, tools in (situation.get("broken") or {}).items():
        many = len(tools) > 1
        if who == player:
            template = texts.SITUATION_BROKEN_YOU_MANY if many else texts.SITUATION_BROKEN_YOU
        else:
            template = texts.SITUATION_BROKEN_OTHER_MANY if many else texts.SITUATION_BROKEN_OTHER
        sentences.append(template.format(who=who, tools=tool_list(tools)))
    for placed in situation.get("board") or []:
        x, y = placed["x"], placed["y"]
        where = texts.SITUATION_WHERE.get((x, y)) or texts.SITUATION_WHERE_CELL.format(x=x, y=y)
        card = path_label(placed["card"]["edges"], placed["card"].get("dead_end", False))
        turned = placed.get("rotation", 0) == 180
        template = texts.SITUATION_CARD_TURNED if turned else texts.SITUATION_CARD
        sentences.append(template.format(where=where, card=card))
    return " ".join(sentences)


def tool_table() -> str:
    return block("tool_table.html", rows=tool_rows(), situation=situation_text(SITUATION))


def tool_summary() -> str:
    """The short answer for the start page, from the same verdicts as the table."""
    rows = tool_rows()
    return block(
        "tool_summary.html",
        allowed=[r for r in rows if r["allowed"]],
        blocked=[r for r in rows if not r["allowed"]],
    )


# --- card material -----------------------------------------------------------------


def inventory() -> str:
    """Every card of the engine's inventory, path cards drawn, with count and source."""
    data = api.catalog()
    paths = [
        {**row, "svg": _svg(pictures.path_card_svg(row["edges"], row["dead_end"]))}
        for row in data["path_cards"]
    ]
    actions = []
    for row in data["action_cards"]:
        move = row["move"]
        tools = move.get("tools") or ([move["tool"]] if "tool" in move else [])
        actions.append({**row, "svg": _svg(pictures.action_card_svg(move["play"], tools))})
    return block(
        "inventory.html",
        paths=paths,
        actions=actions,
        path_total=sum(r["count"] for r in paths),
        action_total=sum(r["count"] for r in actions),
        dead_total=sum(r["count"] for r in paths if r["dead_end"]),
    )


def deal() -> str:
    """Hand cards and dwarf cards per number of players, from the engine's data."""
    return block("deal.html", rows=api.catalog()["deal"])


def fixed_cards() -> str:
    """Start card and the goal cards, face down and revealed."""
    figures = [
        (pictures.start_card_svg(), texts.CAPTION_START),
        (pictures.goal_card_svg(False), texts.CAPTION_GOAL_DOWN),
        (pictures.goal_card_svg(True, "gold"), texts.CAPTION_GOAL_GOLD),
        (pictures.goal_card_svg(True, "stone"), texts.CAPTION_GOAL_STONE),
    ]
    return block("figures.html", figures=[(_svg(s), c) for s, c in figures])


def turn_pair(edges: str, dead_end: bool = False) -> str:
    """A path card upright and turned by 180° (the same card)."""
    figures = [
        (pictures.path_card_svg(edges, dead_end, 0), texts.CAPTION_UPRIGHT),
        (pictures.path_card_svg(edges, dead_end, 180), texts.CAPTION_TURNED),
        (pictures.path_card_svg(edges, dead_end, 90), texts.CAPTION_CROSSWISE),
    ]
    return block("figures.html", figures=[(_svg(s), c) for s, c in figures])


def layout() -> str:
    """The table at the start of a round."""
    figure = (_svg(pictures.board_svg(Situation())), texts.CAPTION_LAYOUT)
    return block("figures.html", figures=[figure])


def tools_legend() -> str:
    figures = [
        (pictures.action_card_svg("sabotage", [tool]), texts.CAPTION_BROKEN.format(tool=name))
        for tool, name in TOOL_NAMES.items()
    ]
    return block("figures.html", figures=[(_svg(s), c) for s, c in figures])


# --- sources -------------------------------------------------------------------------


def confidence_counts(rules: dict[str, Rule]) -> dict[str, int]:
    """How many of these rules rest on each confidence, strongest first: only the confidences
    that some of them have (the expansion's rules rest on two)."""
    return {c: n for c in CONFIDENCES if (n := sum(r.confidence == c for r in rules.values()))}


def sources() -> str:
    games = [
        {"name": game_names()[edition], "total": len(rules), "counts": confidence_counts(rules)}
        for edition, rules in REGISTRIES.items()
    ]
    # The expansion's German rulebook, known only from a description: the rules that cite it.
    secondhand = {
        "title": GERMAN_RULEBOOK,
        "note": GERMAN_SECONDHAND,
        "rules": [r for r in RULES2.values() if GERMAN_RULEBOOK in r.source],
    }
    # The printed rulebooks, each with the id its rule sources link to (SOURCE_LINKS).
    rulebooks = [
        (texts.SOURCE_ANCHORS[key].split("#")[1], book)
        for key, book in (("rulebook", SOURCES["rulebook"]), ("rulebook2", SOURCE2))
    ]
    return block(
        "sources.html", sources=SOURCES, rulebooks=rulebooks, games=games, secondhand=secondhand
    )


def jump_list(entries: list[tuple[Markup, str]]) -> str:
    """A page's jump list (sitegen/jump.py): (title, href) per section."""
    return block("jump_list.html", entries=entries)
