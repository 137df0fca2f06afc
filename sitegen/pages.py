"""The markers the pages use, each a thin call into `sitegen.render` (or `sitegen.checker`).

`<!-- md:example ID -->` a worked example · `<!-- md:reading ID -->` one reading of an open rule ·
`<!-- md:rule ID -->` a rule of the registry ·
`<!-- md:tool-table -->` · `<!-- md:tool-summary -->` · `<!-- md:inventory -->` ·
`<!-- md:deal -->` · `<!-- md:fixed-cards -->` ·
`<!-- md:turn-pair EDGES [dead] -->` · `<!-- md:layout -->` · `<!-- md:tools -->` ·
`<!-- md:sources -->` · `<!-- md:rules-index [EDITION] -->` (one game's registry, the base
game's unless `saboteur2`) · `<!-- md:open-rules -->` · `<!-- md:open-defaults -->` (each
game's open rules with the reading that holds when you choose none) ·
`<!-- md:zugpruefer-daten -->` the checker page's data ·
`<!-- md:wertung ID -->` a worked example of the gold · `<!-- md:wertung-rechner -->` ·
`<!-- md:wertung-saboteure -->` (the three in `sitegen.wertung`) ·
`<!-- md:jump-list -->` a long page's jump list from its headings (`sitegen.jump`).

`HANDLERS` is the one table of markers: a name not in it fails the build (`sitegen.markers`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType

from sitegen import checker, jump, render, saboteur2, wertung

Handler = Callable[[str, str], str]


def _no_args(fn: Callable[[], str]) -> Handler:
    def handler(args: str, page: str) -> str:
        if args:
            raise ValueError(f"takes no arguments, got {args!r}")
        return fn()

    return handler


def _one_id(fn: Callable[[str], str]) -> Handler:
    def handler(args: str, page: str) -> str:
        parts = args.split()
        if len(parts) != 1:
            raise ValueError(f"needs exactly one id, got {args!r}")
        return fn(parts[0])

    return handler


def _rules_index(args: str, page: str) -> str:
    parts = args.split()
    if len(parts) > 1:
        raise ValueError(f"needs at most one edition, got {args!r}")
    return render.rules_index(*parts)


def _turn_pair(args: str, page: str) -> str:
    parts = args.split()
    if not parts or len(parts) > 2 or (len(parts) == 2 and parts[1] != "dead"):
        raise ValueError(f"needs EDGES [dead], got {args!r}")
    return render.turn_pair(parts[0], len(parts) == 2)


HANDLERS: Mapping[str, Handler] = MappingProxyType(
    {
        "example": _one_id(render.example),
        "reading": _one_id(render.reading),
        "rule": _one_id(render.rule_box),
        "tool-table": _no_args(render.tool_table),
        "tool-summary": _no_args(render.tool_summary),
        "inventory": _no_args(render.inventory),
        "deal": _no_args(render.deal),
        "fixed-cards": _no_args(render.fixed_cards),
        "turn-pair": _turn_pair,
        "layout": _no_args(render.layout),
        "tools": _no_args(render.tools_legend),
        "sources": _no_args(render.sources),
        "rules-index": _rules_index,
        "open-rules": _no_args(render.open_rules),
        "open-defaults": _no_args(render.open_defaults),
        "zugpruefer-daten": _no_args(checker.render_data),
        "wertung": wertung.example,
        "wertung-rechner": wertung.calculator,
        "wertung-saboteure": wertung.saboteur_gold,
        "saboteur2-wertung": saboteur2.example,
        "saboteur2-rollen": saboteur2.roles,
        "saboteur2-gold": saboteur2.gold,
        "jump-list": _no_args(jump.placeholder),
    }
)
