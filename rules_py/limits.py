"""How large a request may be, and a JSON reader that checks it before it builds anything.

A real game never comes near these numbers (110 cards in the box, at most 10 people), so every
request the game can produce is accepted; anything larger is invalid input with a German text
that names the limit, answered in well under 50 ms.  The reader bounds the nesting depth
before ``json.loads`` runs: Pyodide's stack overflows on a few thousand nested brackets.
"""

from __future__ import annotations

import json
import re

from rules_py import messages as m
from rules_py.values import as_dict, value

__all__ = ["LIMITS", "LIMITS_JSON", "Limits", "TooLarge", "dumps", "read_json"]


@value
class Limits:
    """The most a request may hold; beyond it the answer is an error, at once."""

    text: int = 100_000
    """Characters of a request's JSON text (a full table of 200 cards is about 15,000)."""
    depth: int = 32
    """Nesting of brackets (a request needs 6)."""
    board: int = 200
    """Path cards on the table (the box has 40 to play)."""
    goals: int = 10
    players: int = 10
    cards: int = 110
    """Cards in hand, draw pile or discard pile (the box has 110 cards in all)."""
    moves: int = 10
    name: int = 64
    """Characters of a name."""
    coordinate: int = 100
    """How far from the start card a place may be, in each direction."""


LIMITS = Limits()

LIMITS_JSON: dict[str, int] = as_dict(LIMITS)


class TooLarge(ValueError):
    """A request over a limit: ``where`` and a German ``text``."""

    def __init__(self, where: str, text: str) -> None:
        super().__init__(text)
        self.where = where
        self.text = text


_NEXT = re.compile(r'["\[\]{}]')
"""The next character that matters for the depth: a quote or a bracket."""

_STRING_BODY = re.compile(r'(?:[^"\\]+|\\.)*+\\?', re.DOTALL)
"""A string's characters after its opening quote, up to (not including) its closing quote or
the end of the text.  It matches at every position and never backtracks (possessive)."""


def _depth(text: str) -> int:
    """The deepest bracket nesting outside strings, in one pass: every regex call starts where
    the previous one ended, so each character is read once, whatever the input (the former
    single pattern restarted at every quote of an unterminated string: quadratic)."""
    depth = deepest = 0
    pos = 0
    while (found := _NEXT.search(text, pos)) is not None:
        char = found.group()
        pos = found.end()
        if char == '"':
            body = _STRING_BODY.match(text, pos)
            pos = (body.end() if body is not None else len(text)) + 1  # past the closing quote
        elif char in "[{":
            depth += 1
            if depth > LIMITS.depth:
                return depth
            deepest = max(deepest, depth)
        else:
            depth -= 1
    return deepest


def _reject_constant(name: str) -> object:
    raise TooLarge("request", m.NOT_A_NUMBER.format(value=name))


def read_json(text: str | bytes | bytearray) -> object:
    """``json.loads`` for a request: size and depth checked first, NaN and Infinity refused,
    a leading byte order mark accepted.  Raises ``TooLarge`` or ``ValueError``."""
    if isinstance(text, (bytes, bytearray)):
        text = bytes(text).decode("utf-8-sig")
    text = text.removeprefix("\ufeff")
    if len(text) > LIMITS.text:
        raise TooLarge("request", m.TOO_LONG.format(limit=LIMITS.text))
    if _depth(text) > LIMITS.depth:
        raise TooLarge("request", m.TOO_DEEP.format(limit=LIMITS.depth))
    return json.loads(text, parse_constant=_reject_constant)


def dumps(value: object) -> str:
    """Strict JSON text (no NaN) that is always valid UTF-8: a lone surrogate that slipped
    into a text is replaced."""
    text = json.dumps(value, ensure_ascii=False, allow_nan=False)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        text = text.encode("utf-8", "replace").decode("utf-8")
    return text
