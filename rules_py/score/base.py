"""The round's end and its gold: who wins, who takes how many Goldkarten, in which order.

The rules (registry ids in brackets; see docs-dev/rules.md "Round end and gold"):

- The round ends when a path reaches the gold, or when the draw pile and every hand are
  empty; the roles are shown (``round-end``).
- Gold reached: the Goldsucher win.  Whoever laid the card that reached it draws the gold
  cards face down, keeps one and passes the rest counter-clockwise, to Goldsucher only, round
  and round until none is left (``gold-diggers-win``, ``gold-pass``).  How many cards
  (``gold-count``): as many as players but 9 with ten (the rulebook, the default), or as
  many as Goldsucher (a house rule).
- A Saboteur laid that card: the Goldsucher still win; the cards start with the next
  Goldsucher counter-clockwise (``saboteur-finder``).
- The optional rule ``broken-no-gold`` (off by default): with ``"yes"``, Goldsucher with a
  broken tool (``broken``) get no gold; the cards go round the others only.
- The next round begins with the left neighbour of whoever played the round's last card
  (``last_card``; when the gold is reached, the finder): ``starts_next`` (``next-round``).
- Gold not reached: the Saboteure win, 1 → 4 Goldstücke, 2–3 → 3 each, 4 → 2 each
  (``saboteurs-win``); with no Saboteur at the table (possible with 3 or 4) nobody gets gold
  (``no-saboteur``).  Gold cards stay face down until the third round is over (``three-rounds``).

``players`` lists the seating order clockwise, so counter-clockwise from a player is the one
before them in the list (wrapping round).

>>> result = score({"players": ["A", "B", "C", "D", "E"],
...                 "roles": {"A": "goldsucher", "B": "saboteur", "C": "goldsucher",
...                           "D": "goldsucher", "E": "saboteur"},
...                 "finder": "C"})
>>> result["order"]
['C', 'A', 'D', 'C', 'A']
>>> print(result["answer"])  # doctest: +NORMALIZE_WHITESPACE
Die Goldsucher gewinnen: C und A bekommen je 2 Goldkarten und D bekommt eine Goldkarte;
B und E gehen leer aus.
"""

from __future__ import annotations

from typing import Any

from rules_py.cards import DEALS
from rules_py.limits import LIMITS
from rules_py.messages import (
    INTERNAL_ERROR,
    MISSING_KEY,
    NOT_AN_OBJECT,
    clean,
    quoted,
    show,
)
from rules_py.parse import InvalidInput, Seating, parse_broken, parse_players, parse_rules
from rules_py.registry import OPTIONS
from rules_py.score import messages as t
from rules_py.values import value

__all__ = [
    "GOLD_COUNT",
    "GOLD_COUNT_VALUES",
    "MAX_GOLD_CARDS",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "SABOTEUR_GOLD",
    "ScoreRequest",
    "gold_cards",
    "gold_order",
    "invalid",
    "parse_score",
    "read_last_card",
    "score",
]

Json = dict[str, Any]

GOLD_DIGGER = "goldsucher"
SABOTEUR = "saboteur"
ROLES = (GOLD_DIGGER, SABOTEUR)

GOLD_COUNT = "gold-count"
GOLD_COUNT_VALUES: tuple[str, ...] = tuple(c.value for c in OPTIONS[GOLD_COUNT].choices)
"""The choices of ``gold-count`` (registry): the rulebook's first, then the house rule."""

MAX_GOLD_CARDS = 9
"""Reading "players": as many gold cards as players, but at most 9 (with ten players)."""

SABOTEUR_GOLD: dict[int, int] = {1: 4, 2: 3, 3: 3, 4: 2}
"""Goldstücke each Saboteur takes when the Saboteure win, by the number of Saboteure."""

BROKEN_NO_GOLD = "broken-no-gold"
"""The rulebook's optional rule: Goldsucher with a broken tool get no gold (default "no")."""

MIN_PLAYERS, MAX_PLAYERS = 3, LIMITS.players
_KEYS = {"players", "roles", "finder", "rules", "last_card", "broken"}
_SEATING = Seating(MIN_PLAYERS, MAX_PLAYERS, t.PLAYERS_COUNT, t.NAME_TWICE)


@value
class ScoreRequest:
    """A parsed score request: seating, roles, who reached the gold, how gold is counted."""

    players: tuple[str, ...]  # seating order, clockwise
    roles: dict[str, str]
    finder: str | None  # who laid the card that reached the gold; None: not reached
    gold_count: str = GOLD_COUNT_VALUES[0]
    last_card: str | None = None  # who played the round's last card (the finder, if any)
    broken: tuple[str, ...] = ()  # who has a broken tool in front of them, in seating order
    broken_no_gold: bool = False  # the optional rule is on

    @property
    def starts_next(self) -> str | None:
        """The left neighbour of the last card's player: the next in the clockwise seating."""
        if self.last_card is None:
            return None
        return self.players[(self.players.index(self.last_card) + 1) % len(self.players)]

    def takes_gold(self, player: str) -> bool:
        """A Goldsucher who may receive gold cards (the optional rule may leave some out)."""
        if self.roles[player] != GOLD_DIGGER:
            return False
        return not (self.broken_no_gold and player in self.broken)

    def with_role(self, role: str) -> list[str]:
        """The players with this role, in seating order."""
        return [p for p in self.players if self.roles[p] == role]


# --- reading the request ---------------------------------------------------------------------


def _obj(value: object, where: str) -> dict[str, object]:
    if not isinstance(value, dict):
        raise InvalidInput(where, NOT_AN_OBJECT.format(value=show(value)))
    return value


def _roles(raw: object, players: tuple[str, ...]) -> dict[str, str]:
    roles = _obj(raw, "roles")
    for name, role in roles.items():
        if name not in players:
            where = f"roles.{clean(name)}"
            raise InvalidInput(where, t.ROLE_NOT_PLAYING.format(name=quoted(name)))
        if role not in ROLES:
            raise InvalidInput(f"roles.{name}", t.BAD_ROLE.format(value=quoted(role)))
    for name in players:
        if name not in roles:
            raise InvalidInput(f"roles.{name}", t.ROLE_MISSING.format(name=name))
    result = {name: str(roles[name]) for name in players}
    _possible(result, len(players))
    return result


def _possible(roles: dict[str, str], players: int) -> None:
    """The dwarf cards dealt are one more than players (rule ``deal``): a count is possible
    when neither side has more players than it has cards among them."""
    deal = next(d for d in DEALS if d.players == players)
    saboteurs = sum(1 for r in roles.values() if r == SABOTEUR)
    for count, most, forms in (
        (saboteurs, deal.saboteurs, t.SABOTEURS_IN_BOX),
        (players - saboteurs, deal.gold_diggers, t.GOLD_DIGGERS_IN_BOX),
    ):
        if count > most:
            text = t.TOO_MANY.format(
                players=players,
                cards=players + 1,
                in_box=t.in_box(most, forms),
                count=count,
            )
            raise InvalidInput("roles", text)


def _finder(raw: object, players: tuple[str, ...]) -> str | None:
    if raw is None:
        return None
    if not isinstance(raw, str):
        raise InvalidInput("finder", t.BAD_FINDER.format(value=show(raw)))
    if raw not in players:
        raise InvalidInput("finder", t.FINDER_NOT_PLAYING.format(name=quoted(raw)))
    return raw


def read_last_card(raw: object, players: tuple[str, ...], finder: str | None) -> str | None:
    """Who played the round's last card; when the gold was reached, that is the finder (both
    editions read it so)."""
    if raw is None:
        return finder
    if not isinstance(raw, str):
        raise InvalidInput("last_card", t.BAD_LAST_CARD.format(value=show(raw)))
    if raw not in players:
        raise InvalidInput("last_card", t.LAST_CARD_NOT_PLAYING.format(name=quoted(raw)))
    if finder is not None and raw != finder:
        raise InvalidInput("last_card", t.LAST_CARD_NOT_FINDER.format(name=raw, finder=finder))
    return raw


def _broken(raw: object, players: tuple[str, ...]) -> tuple[str, ...]:
    """Who has a broken tool in front of them at the round's end (the tools as in a situation)."""
    if raw is None:
        return ()
    broken = parse_broken(raw, "broken", "")  # nobody is "du" here
    for name in broken:
        if name not in players:
            raise InvalidInput(f"broken.{clean(name)}", t.BROKEN_NOT_PLAYING.format(name=name))
    return tuple(p for p in players if broken.get(p))


def parse_score(request: object) -> ScoreRequest:
    """The request as a value; ``InvalidInput`` names the first problem."""
    raw = _obj(request, "request")
    for key in raw:
        if key not in _KEYS:
            raise InvalidInput(clean(str(key)), t.UNKNOWN_KEY.format(key=quoted(key)))
    for key in ("players", "roles", "finder"):
        if key not in raw:
            raise InvalidInput(key, MISSING_KEY.format(key=key))
    players = parse_players(raw["players"], "players", _SEATING)
    roles = _roles(raw["roles"], players)
    finder = _finder(raw["finder"], players)
    # The same ``rules`` as a situation's (every switchable rule may be given); score reads two.
    chosen = parse_rules(raw["rules"], "rules") if raw.get("rules") is not None else {}
    return ScoreRequest(
        players=players,
        roles=roles,
        finder=finder,
        gold_count=chosen.get(GOLD_COUNT, GOLD_COUNT_VALUES[0]),
        last_card=read_last_card(raw.get("last_card"), players, finder),
        broken=_broken(raw.get("broken"), players),
        broken_no_gold=chosen.get(BROKEN_NO_GOLD, OPTIONS[BROKEN_NO_GOLD].default) == "yes",
    )


# --- the rules -------------------------------------------------------------------------------


def gold_cards(req: ScoreRequest, reading: str | None = None) -> int:
    """How many gold cards the Goldsucher side draws under a reading of ``gold-count``."""
    reading = reading or req.gold_count
    if reading == "gold-diggers":
        return len(req.with_role(GOLD_DIGGER))
    return min(len(req.players), MAX_GOLD_CARDS)


def counter_clockwise(players: tuple[str, ...], start: str) -> list[str]:
    """Everyone from ``start`` on, counter-clockwise: backwards through the seating order."""
    i = players.index(start)
    return [players[(i - k) % len(players)] for k in range(len(players))]


def gold_order(req: ScoreRequest, count: int) -> tuple[list[str], list[str]]:
    """Who takes each of ``count`` gold cards, in order, and who is skipped between the finder
    and the first taker (a Saboteur who reached the gold; with the optional rule, a Goldsucher
    with a broken tool).  Nobody takes a card when no Goldsucher may."""
    assert req.finder is not None
    around = counter_clockwise(req.players, req.finder)
    takers = [p for p in around if req.takes_gold(p)]
    if not takers:
        return [], around
    skipped = around[: around.index(takers[0])]
    return [takers[k % len(takers)] for k in range(count)], skipped


def _step(text: str, rule: str, option: Json | None = None) -> Json:
    step: Json = {"text": text, "rule": rule}
    if option is not None:
        step["option"] = option
    return step


def _result(
    winners: str | None, cards: int | None, shares: Json, order: list[str], starts: str | None
) -> Json:
    for share in shares.values():
        share["text"] = t.share(share["cards"], share["gold"])
    return {
        "winners": winners,
        "cards": cards,
        "shares": shares,
        "order": order,
        "starts_next": starts,
        "steps": [],
        "answer": "",
        "error": None,
    }


def _next_step(req: ScoreRequest) -> list[Json]:
    """Who begins the next round, when the request says who played the last card."""
    if req.last_card is None or req.starts_next is None:
        return []
    text = t.STARTS_NEXT.format(name=req.starts_next, last=req.last_card)
    return [_step(text, "next-round")]


def _broken_step(req: ScoreRequest) -> list[Json]:
    """The optional rule, when it leaves a Goldsucher without gold."""
    left_out = [p for p in req.with_role(GOLD_DIGGER) if not req.takes_gold(p)]
    if not left_out:
        return []
    option = {
        "rule": BROKEN_NO_GOLD,
        "value": "yes",
        "label": OPTIONS[BROKEN_NO_GOLD].label("yes"),
    }
    verb = t.verb(len(left_out), "bekommt", "bekommen")
    text = t.BROKEN_NO_GOLD.format(names=t.names(left_out), verb=verb)
    if len(left_out) == len(req.with_role(GOLD_DIGGER)):
        text = t.BROKEN_NO_GOLD_ALL.format(names=t.names(left_out))
    return [_step(text, BROKEN_NO_GOLD, option)]


def _count_step(req: ScoreRequest, count: int) -> Json:
    readings = {gold_cards(req, r) for r in GOLD_COUNT_VALUES}
    if len(readings) == 1:
        return _step(t.COUNT_BOTH.format(n=count), GOLD_COUNT)
    option = {
        "rule": GOLD_COUNT,
        "value": req.gold_count,
        "label": OPTIONS[GOLD_COUNT].label(req.gold_count),
    }
    if req.gold_count == "gold-diggers":
        text = t.COUNT_GOLD_DIGGERS.format(n=count)
    elif len(req.players) > MAX_GOLD_CARDS:
        text = t.COUNT_PLAYERS_CAP
    else:
        text = t.COUNT_PLAYERS.format(n=count)
    return _step(text, GOLD_COUNT, option)


def _gold_diggers_win(req: ScoreRequest) -> Json:
    assert req.finder is not None
    diggers = req.with_role(GOLD_DIGGER)
    count = gold_cards(req)
    order, skipped = gold_order(req, count)
    taken = {p: order.count(p) for p in req.players}
    shares = {
        p: {"cards": taken[p], "gold": None if taken[p] else 0}
        for p in req.players  # Goldsucher choose their cards: the value is theirs to know
    }
    result = _result(GOLD_DIGGER, count, shares, order, req.starts_next)
    steps = [_step(t.END_REACHED.format(finder=req.finder), "round-end")]
    if req.roles[req.finder] == SABOTEUR:
        text = t.SABOTEUR_FOUND.format(finder=req.finder, names=t.names(diggers))
        steps.append(_step(text, "saboteur-finder"))
    else:
        steps.append(_step(t.GOLD_DIGGERS_WIN.format(names=t.names(diggers)), "gold-diggers-win"))
    steps.append(_count_step(req, count))
    steps.extend(_broken_step(req))
    if not order:
        result["steps"] = [*steps, _step(t.FACE_DOWN, "three-rounds"), *_next_step(req)]
        result["answer"] = t.ANSWER_NOBODY_TAKES
        return result
    if req.roles[req.finder] == SABOTEUR or not req.takes_gold(req.finder):
        skip = t.SKIPPED.format(names=t.names(skipped[1:])) if len(skipped) > 1 else ""
        template = (
            t.DRAW_AFTER_SABOTEUR if req.roles[req.finder] == SABOTEUR else t.DRAW_AFTER_BROKEN
        )
        text = template.format(finder=req.finder, skipped=skip, start=order[0], n=count)
        rule = "saboteur-finder" if req.roles[req.finder] == SABOTEUR else BROKEN_NO_GOLD
        steps.append(_step(text, rule))
    else:
        steps.append(_step(t.DRAW.format(start=order[0], n=count), "gold-diggers-win"))
    skip = ""
    passed_over = [p for p in req.players if not req.takes_gold(p)]  # Saboteure, and more
    if passed_over:
        verb = t.verb(len(passed_over), "wird", "werden")
        skip = t.PASS_SKIP.format(names=t.names(passed_over), verb=verb)
    text = t.PASS_ONLY_GOLD_DIGGERS.format(skip=skip, order=", ".join(order))
    steps.append(_step(text, "gold-pass"))
    groups = _groups(order)
    steps.append(_step(t.SHARES.format(shares=t.share_groups(groups)), "gold-pass"))
    steps.append(_step(t.FACE_DOWN, "three-rounds"))
    steps.extend(_next_step(req))
    rest = ""
    empty = [p for p in req.players if not taken[p]]
    if empty:
        verb = t.verb(len(empty), "geht", "gehen")
        rest = t.ANSWER_EMPTY.format(names=t.names(empty), verb=verb)
    result["steps"] = steps
    result["answer"] = t.ANSWER_GOLD_DIGGERS.format(shares=t.share_groups(groups), rest=rest)
    return result


def _groups(order: list[str]) -> list[tuple[int, list[str]]]:
    """Takers grouped by how many cards they get, most first, each in the order of taking."""
    counts: dict[str, int] = {}
    for p in order:
        counts[p] = counts.get(p, 0) + 1
    groups: list[tuple[int, list[str]]] = []
    for n in sorted(set(counts.values()), reverse=True):
        groups.append((n, [p for p in counts if counts[p] == n]))
    return groups


def _saboteurs_win(req: ScoreRequest) -> Json:
    saboteurs = req.with_role(SABOTEUR)
    diggers = req.with_role(GOLD_DIGGER)
    end = _step(t.END_NOT_REACHED, "round-end")
    if not saboteurs:
        shares = {p: {"cards": 0, "gold": 0} for p in req.players}
        result = _result(None, None, shares, [], req.starts_next)
        result["steps"] = [end, _step(t.NO_SABOTEUR, "no-saboteur"), *_next_step(req)]
        result["answer"] = t.ANSWER_NOBODY
        return result
    gold = SABOTEUR_GOLD[len(saboteurs)]
    won: dict[str, dict[str, int | None]] = {
        p: {"cards": None, "gold": gold} if req.roles[p] == SABOTEUR else {"cards": 0, "gold": 0}
        for p in req.players  # Saboteure take cards by value: how many depends on the cards
    }
    result = _result("saboteure", None, won, [], req.starts_next)
    steps = [end]
    if len(saboteurs) == 1:
        steps.append(_step(t.SABOTEUR_WINS.format(name=saboteurs[0]), "saboteurs-win"))
        steps.append(_step(t.SABOTEUR_GOLD_ONE.format(name=saboteurs[0]), "saboteurs-win"))
        answer = t.ANSWER_SABOTEUR.format(name=saboteurs[0], rest=t.ANSWER_REST)
    else:
        steps.append(_step(t.SABOTEURS_WIN.format(names=t.names(saboteurs)), "saboteurs-win"))
        text = t.SABOTEUR_GOLD_MANY.format(count=len(saboteurs), gold=gold)
        steps.append(_step(text, "saboteurs-win"))
        answer = t.ANSWER_SABOTEURS.format(names=t.names(saboteurs), gold=gold, rest=t.ANSWER_REST)
    steps.append(_step(t.GOLD_DIGGERS_EMPTY.format(names=t.names(diggers)), "saboteurs-win"))
    steps.append(_step(t.FACE_DOWN, "three-rounds"))
    steps.extend(_next_step(req))
    result["steps"] = steps
    result["answer"] = answer
    return result


# --- the façade (``rules_py.api.score`` and ``score_json``) ---------------------------------


def invalid(error: Json) -> Json:
    """The response to invalid input: no winners, no shares, the German text as the answer."""
    result = _result(None, None, {}, [], None)
    result["answer"] = error["text"]
    result["error"] = error
    return result


def score(request: object) -> Json:
    """Who wins the round and who takes how much gold; never raises.

    The contract: docs-dev/contract.md, "Round end and gold".
    """
    try:
        req = parse_score(request)
        return _saboteurs_win(req) if req.finder is None else _gold_diggers_win(req)
    except InvalidInput as exc:
        return invalid({"code": "invalid-input", "text": exc.text, "where": exc.where})
    except Exception:  # the API never raises
        text = INTERNAL_ERROR
        return invalid({"code": "internal-error", "text": text, "where": "request"})
