"""The round's end in the expansion *Saboteur 2*: who wins and how many Goldstücke each gets.

The rules (ids of ``rules_py.edition2.registry`` in brackets; the rulebook of the expansion):

- A team (blue or green Goldsucher) wins when one of its members connects the gold and no door
  of the other colour is on the way, or when a member of the other team connects it but a door
  of this team's colour is on the way (``s2-team-wins``).
- The Boss, a Geologist or the Profiteer connects: without a door both teams win, with all who
  are not Saboteure; with a door only that door's team (``s2-neutral-connects``).  A Saboteur
  connecting is open (``s2-saboteur-connects``).
- The gold not reached: the Saboteure win (``s2-saboteurs-win``).  The Boss wins whenever a
  team wins (``s2-boss``), the Profiteer always (``s2-profiteer``); a trapped player wins
  nothing (``s2-trapped-no-share``).
- Each winner gets 5, 4, 3, 2 or 1 Goldstücke for 1, 2, 3, 4 or more winners
  (``s2-gold-pieces``); the Boss one less, the Profiteer two less.  Geologists get one per
  visible crystal, two of them split it rounded down (``s2-geologist``).
- Then each thief steals one Goldstück: the last Theft card played first, then clockwise; a
  trapped thief does not steal (``s2-theft``).
- The next round begins with the left neighbour of whoever played the round's last card
  (``last_card``, as in the base game; when the gold is reached, the finder): ``starts_next``
  (``s2-round-end``).

``players`` is the seating order, clockwise.  The worked example of the rulebook:

>>> result = score({"edition": "saboteur2",
...                 "players": ["Blau", "Gruen1", "Gruen2", "Chef", "Profi", "Sab1", "Sab2"],
...                 "roles": {"Blau": "goldsucher-blau", "Gruen1": "goldsucher-gruen",
...                           "Gruen2": "goldsucher-gruen", "Chef": "chef",
...                           "Profi": "profiteur", "Sab1": "saboteur", "Sab2": "saboteur"},
...                 "finder": "Chef", "door": "blau",
...                 "trapped": ["Sab2"], "theft": ["Sab1", "Sab2"]})
>>> {name: share["gold"] for name, share in result["shares"].items() if share["gold"]}
{'Blau': 3, 'Chef': 2, 'Profi': 1}
>>> result["thefts"]
['Sab1']
"""

from __future__ import annotations

from typing import Any

from rules_py.edition2 import BASE_EDITION, EDITION
from rules_py.edition2 import score_messages as t
from rules_py.edition2.registry import ALL_OPTIONS, OPTIONS2
from rules_py.messages import (
    INTERNAL_ERROR,
    MISSING_KEY,
    NOT_AN_OBJECT,
    clean,
    quoted,
    show,
)
from rules_py.parse import MAX_PLAYERS2, InvalidInput, Seating, parse_person, parse_players
from rules_py.score.base import read_last_card
from rules_py.score.messages import STARTS_NEXT, share_groups
from rules_py.values import field, value

__all__ = [
    "BOX",
    "EXPANSION_KEYS",
    "GOLD_PER_WINNER",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "ROLES",
    "ScoreRequest2",
    "gold_per_winner",
    "parse_score",
    "score",
    "theft_order",
]

Json = dict[str, Any]

BLUE, GREEN, BOSS, PROFITEER, GEOLOGIST, SABOTEUR = (
    "goldsucher-blau",
    "goldsucher-gruen",
    "chef",
    "profiteur",
    "geologe",
    "saboteur",
)
ROLES: tuple[str, ...] = (BLUE, GREEN, BOSS, PROFITEER, GEOLOGIST, SABOTEUR)
BOX: dict[str, int] = {BLUE: 4, GREEN: 4, BOSS: 1, PROFITEER: 1, GEOLOGIST: 2, SABOTEUR: 3}
"""The 15 dwarf cards of the expansion (``s2-roles``)."""
TEAM: dict[str, str] = {BLUE: "blau", GREEN: "gruen"}
OTHER: dict[str, str] = {"blau": "gruen", "gruen": "blau"}
DOORS: tuple[str, ...] = ("blau", "gruen")

GOLD_PER_WINNER: dict[int, int] = {1: 5, 2: 4, 3: 3, 4: 2}
"""Goldstücke per winner by the number of winners; five or more get 1 each."""
THEFT_CARDS, TRAPPED_CARDS = 4, 3
MIN_PLAYERS, MAX_PLAYERS = 2, MAX_PLAYERS2
MAX_CRYSTALS = 100
"""An upper bound for the crystals counted (no source lists the crystals card by card)."""

_KEYS = {
    "edition",
    "players",
    "roles",
    "finder",
    "door",
    "trapped",
    "theft",
    "crystals",
    "rules",
    "last_card",
}
EXPANSION_KEYS: tuple[str, ...] = ("door", "trapped", "theft", "crystals")
"""Keys of a score request that only the expansion has."""
_SEATING = Seating(MIN_PLAYERS, MAX_PLAYERS, t.PLAYERS_COUNT, t.NAME_TWICE_LIST)


@value
class ScoreRequest2:
    """A parsed score request of the expansion."""

    players: tuple[str, ...]  # seating order, clockwise
    roles: dict[str, str]
    finder: str | None
    door: str | None = None
    trapped: tuple[str, ...] = ()
    theft: tuple[str, ...] = ()  # in the order the Theft cards were played
    crystals: int = 0
    rules: dict[str, str] = field(default_factory=dict)
    last_card: str | None = None  # who played the round's last card (the finder, if any)

    @property
    def starts_next(self) -> str | None:
        """The left neighbour of the last card's player: the next in the clockwise seating."""
        if self.last_card is None:
            return None
        return self.players[(self.players.index(self.last_card) + 1) % len(self.players)]

    def with_role(self, role: str) -> list[str]:
        return [p for p in self.players if self.roles[p] == role]

    def reading(self, rule_id: str) -> str:
        return self.rules.get(rule_id) or ALL_OPTIONS[rule_id].choices[0].value


# --- reading the request ---------------------------------------------------------------------


def _roles(raw: object, players: tuple[str, ...]) -> dict[str, str]:
    if not isinstance(raw, dict):
        raise InvalidInput("roles", NOT_AN_OBJECT.format(value=show(raw)))
    for name, role in raw.items():
        if name not in players:
            where = f"roles.{clean(str(name))}"
            raise InvalidInput(where, t.NAME_NOT_PLAYING.format(name=quoted(name)))
        if role not in ROLES:
            raise InvalidInput(f"roles.{name}", t.BAD_ROLE.format(value=quoted(role)))
    for name in players:
        if name not in raw:
            raise InvalidInput(f"roles.{name}", t.ROLE_MISSING.format(name=name))
    roles = {name: str(raw[name]) for name in players}
    for role, most in BOX.items():
        count = sum(1 for r in roles.values() if r == role)
        if count > most:
            text = t.TOO_MANY_ROLE.format(box=t.box(role, most), count=count, role=role)
            raise InvalidInput("roles", text)
    return roles


def _names(
    raw: object, where: str, players: tuple[str, ...], most: int, card: str
) -> tuple[str, ...]:
    if raw is None:
        return ()
    if not isinstance(raw, list):
        raise InvalidInput(where, t.NOT_A_NAME_LIST.format(value=show(raw)))
    if len(raw) > most:
        raise InvalidInput(where, t.TOO_MANY_CARDS.format(count=most, card=card, given=len(raw)))
    seen: list[str] = []
    for i, entry in enumerate(raw):
        name = parse_person(entry, f"{where}[{i}]")
        if name not in players:
            raise InvalidInput(f"{where}[{i}]", t.NAME_NOT_PLAYING.format(name=quoted(name)))
        if name in seen:
            raise InvalidInput(f"{where}[{i}]", t.NAME_TWICE_LIST.format(name=name))
        seen.append(name)
    return tuple(seen)


def _finder(raw: object, players: tuple[str, ...]) -> str | None:
    if raw is None:
        return None
    if not isinstance(raw, str):
        raise InvalidInput("finder", t.BAD_FINDER.format(value=show(raw)))
    if raw not in players:
        raise InvalidInput("finder", t.NAME_NOT_PLAYING.format(name=quoted(raw)))
    return raw


def _door(raw: object) -> str | None:
    if raw is None:
        return None
    if not isinstance(raw, str) or raw not in DOORS:
        raise InvalidInput("door", t.BAD_DOOR.format(value=show(raw)))
    return raw


def _crystals(raw: object) -> int:
    if raw is None:
        return 0
    if isinstance(raw, bool) or not isinstance(raw, int) or not 0 <= raw <= MAX_CRYSTALS:
        raise InvalidInput("crystals", t.BAD_CRYSTALS.format(limit=MAX_CRYSTALS, value=show(raw)))
    return raw


def _rules(raw: object) -> dict[str, str]:
    """Readings of open rules of either game (a group's one set of house rules)."""
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        raise InvalidInput("rules", NOT_AN_OBJECT.format(value=show(raw)))
    chosen: dict[str, str] = {}
    for rule_id, reading in raw.items():
        if rule_id not in ALL_OPTIONS:
            shown = quoted(rule_id)
            raise InvalidInput(f"rules.{shown}", t.UNKNOWN_RULE.format(rule=shown))
        values = [c.value for c in ALL_OPTIONS[rule_id].choices]
        if not isinstance(reading, str) or reading not in values:
            text = t.BAD_READING.format(value=quoted(reading), choices=", ".join(values))
            raise InvalidInput(f"rules.{rule_id}", text)
        chosen[rule_id] = reading
    return chosen


def parse_score(request: object) -> ScoreRequest2:
    """The expansion's request as a value; ``InvalidInput`` names the first problem."""
    if not isinstance(request, dict):
        raise InvalidInput("request", NOT_AN_OBJECT.format(value=show(request)))
    for key in request:
        if key not in _KEYS:
            raise InvalidInput(clean(str(key)), t.UNKNOWN_KEY.format(key=quoted(key)))
    for key in ("players", "roles", "finder"):
        if key not in request:
            raise InvalidInput(key, MISSING_KEY.format(key=key))
    players = parse_players(request["players"], "players", _SEATING)
    roles = _roles(request["roles"], players)
    finder = _finder(request["finder"], players)
    door = _door(request.get("door"))
    if door is not None and finder is None:
        raise InvalidInput("door", t.DOOR_WITHOUT_GOLD)
    trapped = _names(request.get("trapped"), "trapped", players, TRAPPED_CARDS, "Eingesperrt!")
    if finder is not None and finder in trapped:
        raise InvalidInput("trapped", t.FINDER_TRAPPED.format(name=finder))
    theft = _names(request.get("theft"), "theft", players, THEFT_CARDS, "Diebstahl")
    crystals = _crystals(request.get("crystals"))
    rules = _rules(request.get("rules"))
    last_card = read_last_card(request.get("last_card"), players, finder)
    return ScoreRequest2(players, roles, finder, door, trapped, theft, crystals, rules, last_card)


# --- the rules -------------------------------------------------------------------------------


def gold_per_winner(count: int) -> int:
    """Goldstücke each winner gets when ``count`` players win (``s2-gold-pieces``)."""
    return GOLD_PER_WINNER.get(count, 1) if count > 0 else 0


def theft_order(req: ScoreRequest2) -> tuple[list[str], list[str]]:
    """Who steals, in order (the last Theft card played first, then clockwise), and the
    thieves left out because they are trapped."""
    if not req.theft:
        return [], []
    first = req.theft[-1]
    i = req.players.index(first)
    around = [req.players[(i + k) % len(req.players)] for k in range(len(req.players))]
    thieves = [p for p in around if p in req.theft]
    return [p for p in thieves if p not in req.trapped], [p for p in thieves if p in req.trapped]


def _option(req: ScoreRequest2, rule_id: str) -> Json:
    value = req.reading(rule_id)
    return {"rule": rule_id, "value": value, "label": OPTIONS2[rule_id].label(value)}


def _step(text: str, rule: str, option: Json | None = None) -> Json:
    step: Json = {"text": text, "rule": rule}
    if option is not None:
        step["option"] = option
        step["text"] = t.WITH_READING.format(text=text, label=option["label"])
    return step


def _side(req: ScoreRequest2, steps: list[Json]) -> str:
    """Which side wins: ``blau``, ``gruen``, ``beide`` (both teams) or ``saboteure``."""
    finder, door = req.finder, req.door
    if finder is None:
        steps.append(_step(t.END_NOT_REACHED, "s2-round-end"))
        steps.append(_step(t.SABOTEURS_WIN, "s2-saboteurs-win"))
        return "saboteure"
    role = req.roles[finder]
    steps.append(
        _step(t.END_REACHED.format(finder=finder, role=t.ROLE_NAMES[role]), "s2-round-end")
    )
    if door is None:
        steps.append(_step(t.DOOR_NONE, "s2-door"))
    if role in TEAM:
        team = TEAM[role]
        if door is None or door == team:
            text = t.TEAM_OWN.format(finder=finder, dat=t.COLOUR_DATIVE[team], nom=t.COLOUR[team])
            steps.append(_step(text, "s2-team-wins"))
            return team
        text = t.TEAM_OTHER_DOOR.format(
            finder=finder, dat=t.COLOUR_DATIVE[team], door=t.COLOUR[door], other=t.COLOUR[door]
        )
        steps.append(_step(text, "s2-team-wins"))
        return door
    if role == SABOTEUR:
        option = _option(req, "s2-saboteur-connects")
        if option["value"] == "saboteurs":
            steps.append(_step(t.SABOTEUR_SABOTEURS.format(finder=finder), option["rule"], option))
            return "saboteure"
        if door is None:
            steps.append(_step(t.SABOTEUR_BOTH.format(finder=finder), option["rule"], option))
            return "beide"
        text = t.SABOTEUR_DOOR.format(finder=finder, door=t.COLOUR[door], winner=t.TEAM_NAMES[door])
        steps.append(_step(text, option["rule"], option))
        return door
    if door is None:
        steps.append(_step(t.NEUTRAL_BOTH, "s2-neutral-connects"))
        return "beide"
    text = t.NEUTRAL_DOOR.format(door=t.COLOUR[door], winner=t.TEAM_NAMES[door])
    steps.append(_step(text, "s2-neutral-connects"))
    return door


def _winners(req: ScoreRequest2, side: str, steps: list[Json]) -> list[str]:
    """Everyone who wins, in seating order, before the trapped are left out."""
    won: set[str] = set()
    if side == "saboteure":
        won.update(req.with_role(SABOTEUR))
        for boss in req.with_role(BOSS):
            steps.append(_step(t.BOSS_LOSES.format(name=boss), "s2-boss"))
    else:
        teams = (BLUE, GREEN) if side == "beide" else (BLUE if side == "blau" else GREEN,)
        for role in teams:
            won.update(req.with_role(role))
        for boss in req.with_role(BOSS):
            won.add(boss)
            steps.append(_step(t.BOSS_WINS.format(name=boss), "s2-boss"))
        geologists = req.with_role(GEOLOGIST)
        if side == "beide" and geologists:
            option = _option(req, "s2-geologist-winner")
            if option["value"] == "yes":
                won.update(geologists)
                text = t.GEOLOGISTS_WIN.format(names=t.names(geologists))
            else:
                text = t.GEOLOGISTS_NOT.format(names=t.names(geologists))
            steps.append(_step(text, option["rule"], option))
    for profiteer in req.with_role(PROFITEER):
        won.add(profiteer)
        steps.append(_step(t.PROFITEER_WINS.format(name=profiteer), "s2-profiteer"))
    return [p for p in req.players if p in won]


def _outcome(req: ScoreRequest2) -> Json:
    steps: list[Json] = []
    side = _side(req, steps)
    everyone = _winners(req, side, steps)
    out = [p for p in everyone if p in req.trapped]
    winners = [p for p in everyone if p not in req.trapped]
    if out:
        steps.append(_step(t.TRAPPED_OUT.format(names=t.names(out)), "s2-trapped-no-share"))
    each = gold_per_winner(len(winners))
    gold = {p: 0 for p in req.players}
    if not winners:
        steps.append(_step(t.NO_WINNER, "s2-gold-pieces"))
    elif len(winners) == 1:
        steps.append(_step(t.WINNERS_ONE.format(name=winners[0]), "s2-gold-pieces"))
    else:
        text = t.WINNERS.format(names=t.names(winners), count=len(winners), gold=t.gold(each))
        steps.append(_step(text, "s2-gold-pieces"))
    for p in winners:
        role = req.roles[p]
        gold[p] = each
        if role == BOSS:
            gold[p] = max(each - 1, 0)
            steps.append(_step(t.BOSS_SHARE.format(name=p, gold=t.gold(gold[p])), "s2-boss"))
        elif role == PROFITEER:
            gold[p] = max(each - 2, 0)
            text = t.PROFITEER_SHARE.format(name=p, gold=t.gold(gold[p]))
            steps.append(_step(text, "s2-profiteer"))
    _geologists(req, gold, steps)
    thieves, held = theft_order(req)
    if thieves:
        text = t.THEFT_ORDER.format(order=", ".join(thieves))
        steps.append(_step(text, "s2-theft"))
    if held:
        steps.append(_step(t.THEFT_TRAPPED.format(names=t.names(held)), "s2-theft"))
    if req.last_card is not None and req.starts_next is not None:
        text = STARTS_NEXT.format(name=req.starts_next, last=req.last_card)
        steps.append(_step(text, "s2-round-end"))
    shares = {p: {"gold": gold[p], "text": t.gold(gold[p])} for p in req.players}
    return {
        "edition": EDITION,
        "winners": side if (winners or side != "saboteure") else None,
        "winning": winners,
        "per_winner": each if winners else None,
        "cards": None,
        "shares": shares,
        "order": [],
        "thefts": thieves,
        "starts_next": req.starts_next,
        "steps": steps,
        "answer": _answer(req, side, gold, thieves),
        "error": None,
    }


def _geologists(req: ScoreRequest2, gold: dict[str, int], steps: list[Json]) -> None:
    geologists = req.with_role(GEOLOGIST)
    if not geologists:
        return
    option = _option(req, "s2-crystals-visible")
    per = req.crystals // len(geologists)
    for p in geologists:
        if p in req.trapped:
            steps.append(_step(t.GEOLOGIST_TRAPPED.format(name=p), "s2-trapped-no-share"))
        else:
            gold[p] += per
    paid = [p for p in geologists if p not in req.trapped]
    if not paid:
        return
    if len(geologists) == 1:
        seen = t.crystals_seen(req.crystals)
        text = t.GEOLOGIST_ONE.format(crystals=seen, name=paid[0], gold=t.gold(per))
    else:
        seen = t.crystals_seen(req.crystals)
        names = t.names(geologists)
        text = t.GEOLOGIST_SPLIT.format(crystals=seen, names=names, gold=t.gold(per))
    steps.append(_step(text, "s2-geologist", option if req.crystals else None))


def _answer(req: ScoreRequest2, side: str, gold: dict[str, int], thieves: list[str]) -> str:
    groups: list[tuple[int, list[str]]] = []
    for n in sorted({g for g in gold.values() if g}, reverse=True):
        groups.append((n, [p for p in req.players if gold[p] == n]))
    shares = share_groups(groups, t.gold) if groups else t.ANSWER_NOTHING
    empty = [p for p in req.players if not gold[p]]
    rest = ""
    if empty and groups:
        rest = t.ANSWER_EMPTY.format(names=t.names(empty), verb=t.verb(len(empty), *t.GO))
    if thieves:
        verb, each = t.verb(len(thieves), *t.STEAL), t.verb(len(thieves), "", t.EACH)
        rest += t.ANSWER_THEFT.format(verb=verb, names=t.names(thieves), each=each)
    return t.ANSWER.format(who=t.ANSWER_WHO[side], shares=shares, rest=rest)


# --- the façade ------------------------------------------------------------------------------


def _invalid(error: Json) -> Json:
    return {
        "edition": EDITION,
        "winners": None,
        "winning": [],
        "per_winner": None,
        "cards": None,
        "shares": {},
        "order": [],
        "thefts": [],
        "starts_next": None,
        "steps": [],
        "answer": error["text"],
        "error": error,
    }


def score(request: object) -> Json:
    """The expansion's round end: who wins, Goldstücke per person, the thefts; never raises."""
    try:
        return _outcome(parse_score(request))
    except InvalidInput as exc:
        return _invalid({"code": "invalid-input", "text": exc.text, "where": exc.where})
    except Exception:  # the API never raises
        return _invalid({"code": "internal-error", "text": INTERNAL_ERROR, "where": "request"})


def edition_of(request: object) -> tuple[str | None, InvalidInput | None]:
    """The edition a request names (``saboteur`` when absent), or the problem with it."""
    if not isinstance(request, dict) or request.get("edition") is None:
        return BASE_EDITION, None
    value = request["edition"]
    if value in (BASE_EDITION, EDITION):
        return str(value), None
    return None, InvalidInput("edition", t.BAD_EDITION.format(value=quoted(value)))
