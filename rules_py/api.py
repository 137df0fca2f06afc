"""The JSON façade: ``check``, ``play``, ``placements``, ``score`` and ``catalog``, each
(but ``catalog``) with a ``*_json`` twin that takes and returns strict JSON text.

None of these functions raises: bad input yields an ``error`` object with a German text
and ``where`` the problem is.  See docs-dev/contract.md.  Beyond it:

- A hand entry is a move without target or position: ``{"play": "path", "card": PATH}``,
  ``{"play": "sabotage", "tool": "lamp"}``, ``{"play": "repair", "tools": [...]}``,
  ``{"play": "rockfall"}``, ``{"play": "map"}``.  ``hand`` and ``draw_pile`` hold such
  entries (``draw_pile`` may also be a count); ``discard`` holds them too, passed cards
  with ``"face_down": true``.
- ``{"play": "pass", "card": HAND_ENTRY}`` names the card to discard (else the first one).
- A revealed stone goal may carry ``"edges"`` and ``"rotation"`` (0 or 180).
- ``moves`` with several entries: ``one-card-per-turn`` fails; the first move's checks are
  listed as well.
- ``play`` returns ``{"ok", "situation", "events", "round_over", "result", "error"}``; a
  double repair where both symbols match needs ``fix`` (error code ``choice-needed``).
- An unexpected failure inside the engine is reported with code ``internal-error``.
- ``score`` (round end and gold) is ``rules_py.score``'s, handed on here.

``rules_py.score`` and the expansion's catalogue are imported when first asked for, not with
this module: the checker's worker imports this module before its first verdict, which needs
neither (their value classes and tables cost a noticeable part of that import in Pyodide).
"""

from __future__ import annotations

import json
from typing import Any

from rules_py import messages as m
from rules_py.alternatives import alternatives, legal_places, legal_targets, unblocking
from rules_py.apply import NeedsChoice, apply_move, card_to_json, move_to_json, situation_to_json
from rules_py.board import DEFAULT_GOALS, START, VIEW
from rules_py.cards import (
    DEALS,
    INVENTORY,
    ROTATIONS,
    START_CARD,
    UPRIGHT_ROTATIONS,
    MapCard,
    PathCard,
    Rockfall,
    Tool,
    crosswise,
)
from rules_py.checks import Check, check_codes, repairable, who, whom
from rules_py.edition2 import EDITIONS, NAMES
from rules_py.edition2 import messages as m2
from rules_py.edition2.checks import answer_fields
from rules_py.edition2.moves import ActionMove, DiscardTwoMove
from rules_py.judge import evaluate
from rules_py.limits import LIMITS_JSON, TooLarge, dumps, read_json
from rules_py.moves import (
    DEFAULT_PLAYER,
    MOVE_KINDS,
    MapMove,
    Move,
    PathMove,
    RepairMove,
    RockfallMove,
    SabotageMove,
    Situation,
)
from rules_py.parse import (
    PLACEMENTS_KEYS,
    REQUEST_KEYS,
    InvalidInput,
    parse_card,
    parse_path_card,
    parse_request,
    parse_situation,
    top_level,
)
from rules_py.registry import OPTIONS, RULES, SOURCES

__all__ = [
    "catalog",
    "check",
    "check_codes",
    "check_json",
    "placements",
    "placements_json",
    "play",
    "play_json",
    "read_request",
    "refused",
    "score",
    "score_json",
]

Json = dict[str, Any]


def _error(where: str, text: str, code: str = "invalid-input") -> Json:
    return {"code": code, "text": text, "where": where}


def _verdict_error(error: Json) -> Json:
    return {
        "allowed": None,
        "failed": None,
        "checks": [],
        "answer": error["text"],
        "short": error["text"],
        "alternatives": [],
        "unblock": None,
        "notes": [],
        "error": error,
    }


def _invalid(exc: InvalidInput | TooLarge) -> Json:
    return _verdict_error(_error(exc.where, exc.text))


def _internal(exc: BaseException) -> Json:
    return _verdict_error(_error("request", m.INTERNAL_ERROR, "internal-error"))


def _answer(sit: Situation, move: Move, checks: list[Check]) -> tuple[str, str]:
    """The verdict's sentence and its short form for a small room (the checker's bar), both
    from the same facts: for a Ja the move it allows, for a Nein the failing check's point."""
    answer, short = _answer_words(sit, move, checks)
    return answer, m.for_bar(short)


def _answer_words(sit: Situation, move: Move, checks: list[Check]) -> tuple[str, str]:
    failed = next((c for c in checks if not c.ok), None)
    if failed is not None:
        reason = failed.text[:1].lower() + failed.text[1:]
        return m.answer_no(reason), m.answer_no(failed.short or m.first_clause(reason))
    fields: dict[str, str] = {}
    forms = [m.SHORT_YES.get(move.kind, ""), m.SHORT_YES_UNNAMED.get(move.kind, "")]
    if isinstance(move, SabotageMove):
        fields = {"tool": move.tool.german, "target": whom(move.target, sit)}
        forms.insert(1, m.SHORT_SABOTAGE_BARE)
    elif isinstance(move, RepairMove):
        return _repair_answer(sit, move)
    elif isinstance(move, PathMove):
        # The card named as the player holds it (and as the checker's panel names it), then
        # how it is turned: a turned card named by its new sides reads as another card.
        turn = m.ANSWER_TURN.format(rotation=m.ROTATION_NAMES[move.rotation])
        turned = move.rotation == 180
        fields = {
            "cell": str(move.at),
            "card": move.card.label,
            "shape": m.path_shape(move.card.label),
            "turn": turn if turned else "",
            "turned": m.SHORT_TURNED if turned else "",
        }
        forms = list(m.SHORT_PATH)
    elif isinstance(move, (RockfallMove, MapMove)):
        fields = {"cell": str(move.at)}
    elif isinstance(move, (ActionMove, DiscardTwoMove)):
        named = answer_fields(sit, move)
        forms = [m2.SHORT_YES[move.kind], m2.SHORT_YES_UNNAMED.get(move.kind, "")]
        if isinstance(move, DiscardTwoMove):
            forms.append(m2.SHORT_DISCARD_TWO_FOR)
        short = m.fitted([f.format(**named) for f in forms if f])
        return m2.ANSWER_YES[move.kind].format(**named), short
    text = m.ANSWER_YES[move.kind].format(**fields)
    reading = next((c.option for c in checks if c.option is not None), None)
    if reading is not None:
        text = text[:-1] + m.ANSWER_READING.format(label=reading.label)
    # Where an Auslegung decided the Ja, the bar marks it after the words: less room.
    room = m.SHORT_ROOM if reading is None else m.SHORT_ROOM_READING
    return text, m.fitted([f.format(**fields) for f in forms if f], room)


def _repair_answer(sit: Situation, move: RepairMove) -> tuple[str, str]:
    """A repair that is allowed, saying what it mends and what stays broken: a card with two
    symbols mends one sabotage card, not two (and the short form: what it mends, for whom)."""
    target = who(move.target, sit)
    found = repairable(sit, move)
    if len(found) > 1:
        choice = m.tool_list(found, "oder")
        forms = [
            m.SHORT_REPAIR_ONE_OF,
            m.SHORT_REPAIR_ONE_OF_NAMED,
            m.SHORT_REPAIR_ONE_OF_UNNAMED,
            m.SHORT_REPAIR_ONE_OF_BARE,
        ]
        return (
            m.ANSWER_REPAIR_ONE_OF.format(target=target, choice=choice),
            m.fitted([f.format(target=target, choice=choice) for f in forms]),
        )
    tool = m.TOOL_NAMES[found[0]]
    forms = [m.SHORT_REPAIR, m.SHORT_REPAIR_UNNAMED]
    short = m.fitted([f.format(target=target, tool=tool) for f in forms])
    left = [t.value for t in sit.broken_of(move.target) if t.value not in found]
    if not left:
        return m.ANSWER_REPAIR.format(target=target, tool=tool), short
    template = m.ANSWER_REPAIR_LEFT if len(left) == 1 else m.ANSWER_REPAIR_LEFT_MANY
    return template.format(target=target, tool=tool, left=m.the_tools(left)), short


def _notes(sit: Situation) -> list[Json]:
    """What the situation itself gets wrong without being invalid input: path cards on the
    table that do not fit each other.  A note never changes the verdict."""
    cells = sit.board.misfits()
    if not cells:
        return []
    template = m.NOTE_BOARD_MISFIT if len(cells) == 1 else m.NOTE_BOARD_MISFIT_MANY
    text = template.format(cells=m.cell_list([str(c) for c in cells]))
    where = [{"x": c.x, "y": c.y} for c in cells]
    return [{"code": "board-misfit", "text": text, "rule": "fits", "cells": where}]


def _response(sit: Situation, moves: tuple[Move, ...]) -> Json:
    checks = evaluate(sit, moves)
    failed = next((c.code for c in checks if not c.ok), None)
    others: list[Json] = []
    unblock: str | None = None
    if failed is not None:
        others = [{"move": move_to_json(a.move), "text": a.text} for a in alternatives(sit, moves)]
        unblock = unblocking(sit, moves[0])
    answer, short = _answer(sit, moves[0], checks)
    return {
        "allowed": failed is None,
        "failed": failed,
        "checks": [c.to_json() for c in checks],
        "answer": answer,
        "short": short,
        "alternatives": others,
        "unblock": unblock,
        "notes": _notes(sit),
        "error": None,
    }


def check(request: object) -> Json:
    """Is this move allowed?  The verdict with every check, its reason and its rule."""
    try:
        req = parse_request(request)
        return _response(req.situation, req.moves)
    except InvalidInput as exc:
        return _invalid(exc)
    except Exception as exc:  # the API never raises
        return _internal(exc)


def read_request(text: object) -> tuple[object, Json | None]:
    """A request's JSON text read within the limits: (value, None) or (None, error object)."""
    if not isinstance(text, (str, bytes, bytearray)):
        return None, _error("request", m.NOT_A_TEXT.format(value=type(text).__name__))
    try:
        return read_json(text), None
    except TooLarge as exc:
        return None, _error(exc.where, exc.text)
    except (ValueError, RecursionError) as exc:
        # Python's own parser message is English; the reader gets only the German text.
        if isinstance(exc, json.JSONDecodeError):
            where = f"Zeile {exc.lineno}, Spalte {exc.colno}"
            return None, _error(where, m.BAD_JSON.format(where=where))
        return None, _error("request", m.BAD_JSON_NO_POSITION)


def refused(op: str, error: Json) -> Json:
    """The answer of ``op`` ("check", "play", "placements", "score") to a request that could
    not be read at all: the same shape as for any other invalid input (the command line uses
    it too, so its answers match the API's)."""
    if op == "play":
        return _played(False, None, [error["text"]], False, _verdict_error(error), error)
    if op == "placements":
        return {"placements": [], "unblock": None, "error": error}
    if op == "score":
        from rules_py.score import invalid

        return invalid(error)
    return _verdict_error(error)


def check_json(text: str) -> str:
    """``check`` for a JSON text; returns the response as strict JSON text."""
    value, error = read_request(text)
    return dumps(refused("check", error) if error is not None else check(value))


def placements_json(text: str) -> str:
    """``placements`` for a JSON text; returns the response as strict JSON text."""
    value, error = read_request(text)
    return dumps(refused("placements", error) if error is not None else placements(value))


def play_json(text: str) -> str:
    """``play`` for a JSON text; returns the response as strict JSON text."""
    value, error = read_request(text)
    return dumps(refused("play", error) if error is not None else play(value))


def score_json(text: str) -> str:
    """``score`` (rules_py.score) for a JSON text; returns the response as strict JSON text."""
    value, error = read_request(text)
    return dumps(refused("score", error) if error is not None else score(value))


def score(request: object) -> Json:
    """The round's end and its gold (``rules_py.score.score``, imported at the first call)."""
    from rules_py.score import score as decide

    return decide(request)


def play(request: object) -> Json:
    """Apply a legal move and return the new situation; a rejected move changes nothing."""
    unchanged: Json | None = None
    try:
        request = top_level(request, REQUEST_KEYS)
        raw_sit = request.get("situation")
        sit = parse_situation({} if raw_sit is None else raw_sit)
        unchanged = situation_to_json(sit)  # a valid situation, within the limits
        req = parse_request(request)
        unchanged = situation_to_json(req.situation)
        result = _response(req.situation, req.moves)
        if not result["allowed"]:
            return _played(False, unchanged, [m.EV_REJECTED], False, result, None)
        try:
            outcome = apply_move(req.situation, req.moves[0])
        except NeedsChoice as choice:
            error = _error(_move_where(request) + ".fix", choice.text, "choice-needed")
            return _played(False, unchanged, [choice.text], False, result, error)
        new = situation_to_json(outcome.situation)
        return _played(True, new, outcome.events, outcome.round_over, result, None)
    except InvalidInput as exc:
        return _played(
            False, unchanged, [exc.text], False, _invalid(exc), _error(exc.where, exc.text)
        )
    except Exception as exc:  # the API never raises
        res = _internal(exc)
        return _played(False, unchanged, [res["answer"]], False, res, res["error"])


def _move_where(request: object) -> str:
    return "move" if isinstance(request, dict) and "move" in request else "moves[0]"


def _played(
    ok: bool, sit: Json | None, events: list[str], over: bool, result: Json, error: Json | None
) -> Json:
    return {
        "ok": ok,
        "situation": sit,
        "events": events,
        "round_over": over,
        "result": result,
        "error": error,
    }


def placements(request: object) -> Json:
    """Every legal (x, y, rotation) for a path card, found by asking the checks; for a
    rockfall or a map every card on the table it may be played on (x, y)."""
    try:
        request = top_level(request, PLACEMENTS_KEYS)
        raw_sit = request.get("situation")
        sit = parse_situation({} if raw_sit is None else raw_sit)
        card = _placement_card(request, sit.edition)
        found: list[Json]
        blocked: Json = {"unblock": None, "short": None, "unblock_move": None}
        if isinstance(card, PathCard):
            places = legal_places(sit, card)
            found = [{"x": at.x, "y": at.y, "rotation": turn} for at, turn in places]
            if not found:  # no place at all: is it the situation that blocks every one?
                blocked = _blocked(sit, card)
        else:
            found = [{"x": at.x, "y": at.y} for at in legal_targets(sit, card)]
        return {"placements": found, **blocked, "error": None}
    except InvalidInput as exc:
        error = _error(exc.where, exc.text)
    except Exception as exc:  # the API never raises
        error = _internal(exc)["error"]
    return {"placements": [], "unblock": None, "short": None, "unblock_move": None, "error": error}


def _blocked(sit: Situation, card: PathCard) -> Json:
    """For a path card with no place at all: what would have to change (``unblock``), the
    Nein of the check that blocks every place, short as ``check`` says it (``short``), and the
    first move that lifts a block, as ``check``'s alternatives offer it (``unblock_move``)."""
    move = PathMove(card, START, 0)
    unblock = unblocking(sit, move)
    if unblock is None:
        return {"unblock": None, "short": None, "unblock_move": None}
    checks = evaluate(sit, (move,))
    failed = next(c for c in checks if not c.ok and c.code in BLOCKING_CODES)
    reason = failed.text[:1].lower() + failed.text[1:]
    short = m.for_bar(m.answer_no(failed.short or m.first_clause(reason)))
    helps = next(
        (a.move for a in alternatives(sit, (move,)) if not isinstance(a.move, PathMove)), None
    )
    return {
        "unblock": unblock,
        "short": short,
        "unblock_move": None if helps is None else move_to_json(helps),
    }


BLOCKING_CODES = ("tools-intact", "s2-not-trapped")
"""The checks of a path card that block every place at once (``unblocking`` says why)."""


def _placement_card(request: Json, edition: str) -> PathCard | Rockfall | MapCard:
    if "card" in request:
        where, raw = "card", request["card"]
        if not (isinstance(raw, dict) and "play" in raw):
            return parse_path_card(raw, where, edition)
        card = parse_card(raw, where, edition=edition)
    elif "move" in request:
        where = "move"
        card = parse_card(request["move"], where, edition=edition)
    else:
        raise InvalidInput("card", m.BAD_PLACEMENTS_REQUEST)
    if not isinstance(card, (PathCard, Rockfall, MapCard)):
        kind = card_to_json(card)["play"]
        raise InvalidInput(f"{where}.play", m.NOT_A_TABLE_CARD.format(value=kind))
    return card


def catalog() -> Json:
    """Everything the site and the browser checker need to show cards and rules."""
    from rules_py.edition2.catalog import expansion_catalog

    paths, actions = [], []
    for row in INVENTORY:
        entry: Json = {
            "id": row.id,
            "label": row.label,
            "count": row.count,
            "source": row.source,
            "confidence": row.confidence,
            "rule": row.rule,
        }
        if isinstance(row.card, PathCard):
            entry.update(edges=row.card.edges, dead_end=row.card.dead_end)
            paths.append(entry)
        else:
            entry["move"] = card_to_json(row.card)
            actions.append(entry)
    return {
        "player": DEFAULT_PLAYER,
        "layout": {
            "start": {"x": START.x, "y": START.y, "edges": START_CARD.edges},
            "goals": [{"x": c.x, "y": c.y} for c in DEFAULT_GOALS],
            "view": VIEW._asdict(),
        },
        "rotations": [
            {"degrees": r, "crosswise": crosswise(r), "name": m.ROTATION_NAMES[r]}
            for r in (*UPRIGHT_ROTATIONS, *(r for r in ROTATIONS if crosswise(r)))
        ],
        "moves": [
            {"play": k.play, "name": m.MOVE_NAMES[k.play], "cell": k.cell, "target": k.target}
            for k in MOVE_KINDS.values()
        ],
        "tools": [{"id": t.value, "name": t.german} for t in Tool],
        "path_cards": paths,
        "action_cards": actions,
        "deal": [
            {
                "players": d.players,
                "hand": d.hand,
                "saboteurs": d.saboteurs,
                "gold_diggers": d.gold_diggers,
                "source": d.source,
                "rule": d.rule,
            }
            for d in DEALS
        ],
        "rules": [r.to_json() for r in RULES.values()],
        "options": [r.option_json() for r in OPTIONS.values()],
        "limits": LIMITS_JSON,
        "check_codes": check_codes(),
        "sources": SOURCES,
        "editions": [{"edition": e, "name": NAMES[e]} for e in EDITIONS],
        "saboteur2": expansion_catalog(),
    }
