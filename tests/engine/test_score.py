"""Round end and gold: who wins, who takes how many Goldkarten, in which order.

The expectations are worked out by hand from docs-dev/rules.md ("Round end and gold"): seating
order is clockwise, so counter-clockwise from a person is the one before them in the list; the gold
cards go only to Goldsucher, one each, round and round.
"""

from __future__ import annotations

import itertools
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules_py.api import score, score_json
from rules_py.cli import main
from rules_py.registry import RULES
from tests.budget import any_text, examples

G, S = "goldsucher", "saboteur"


def request(roles: str, finder: str | None, reading: str | None = None) -> dict[str, Any]:
    """Players A, B, C, … in seating order; `roles` one letter each (g/s)."""
    players = [chr(ord("A") + i) for i in range(len(roles))]
    req: dict[str, Any] = {
        "players": players,
        "roles": {p: G if r == "g" else S for p, r in zip(players, roles, strict=True)},
        "finder": finder,
    }
    if reading is not None:
        req["rules"] = {"gold-count": reading}
    return req


def bare(share: dict[str, Any]) -> dict[str, Any]:
    """A share without its German sentence."""
    return {k: v for k, v in share.items() if k != "text"}


def cards_of(result: dict[str, Any]) -> dict[str, int]:
    return {p: s["cards"] for p, s in result["shares"].items() if s["cards"]}


# Worked by hand. Reading "players": as many cards as players, 9 with ten.
GOLD_DIGGERS_WIN = [
    # roles, finder, order of taking (counter-clockwise, Saboteure skipped)
    ("gsg", "A", "ACA"),  # 3 cards: A, C (B skipped), A again
    ("sggg", "C", "CBDC"),  # from C: B, then A is a Saboteur, then D
    ("gsggs", "C", "CADCA"),  # from C: B skipped, A, E skipped, D
    ("ggsgsg", "B", "BAFDBA"),  # from B: A, F, E skipped, D, C skipped
    ("gsgsgsg", "D", "CAGECAG"),  # D is a Saboteur: the cards start with C
    ("sssggggg", "E", "EDHGFEDH"),  # from E: D, then A-C skipped, H, G, F
    ("ggsgggsgg", "A", "AIHFEDBAI"),  # 9 cards: from A: I, H, G skipped, F, E, D, C skipped, B
    ("gsgsgsgsgg", "H", "GECAJIGEC"),  # 10 players, 9 cards; H a Saboteur: G starts
]


@pytest.mark.parametrize(("roles", "finder", "order"), GOLD_DIGGERS_WIN)
def test_the_goldsucher_win_and_take_the_cards_counter_clockwise(
    roles: str, finder: str, order: str
) -> None:
    result = score(request(roles, finder))
    assert result["error"] is None
    assert result["winners"] == "goldsucher"
    assert result["cards"] == min(len(roles), 9)
    assert "".join(result["order"]) == order
    assert cards_of(result) == {p: order.count(p) for p in set(order)}
    for p, role in zip(result["shares"], roles, strict=True):
        share = bare(result["shares"][p])
        # A Goldsucher chooses the cards: their value is not fixed. Saboteure get nothing.
        assert share == (
            {"cards": order.count(p), "gold": None} if role == "g" else {"cards": 0, "gold": 0}
        )


@pytest.mark.parametrize(("roles", "finder", "order"), GOLD_DIGGERS_WIN)
def test_as_many_cards_as_goldsucher_gives_each_goldsucher_one(
    roles: str, finder: str, order: str
) -> None:
    result = score(request(roles, finder, "gold-diggers"))
    diggers = roles.count("g")
    assert result["cards"] == diggers
    assert "".join(result["order"]) == order[:diggers]
    assert set(cards_of(result).values()) == {1}


def test_with_ten_players_nine_cards_are_drawn_in_the_default_reading() -> None:
    result = score(request("gsgsgsgsgg", "A"))
    assert result["cards"] == 9
    step = next(s for s in result["steps"] if s["rule"] == "gold-count")
    # the rulebook's count, not an interpretation (issue 22: it said "(Auslegung)")
    assert "höchstens 9" in step["text"] and "(Spielregel)" in step["text"]
    assert "Auslegung" not in step["text"]
    assert step["option"] == {
        "rule": "gold-count",
        "value": "players",
        "label": step["option"]["label"],
    }


def test_a_saboteur_who_reaches_the_gold_draws_nothing_and_says_so() -> None:
    result = score(request("gsgsgsg", "D"))
    assert result["shares"]["D"] == {"cards": 0, "gold": 0, "text": "nichts"}
    assert result["order"][0] == "C"
    assert any(s["rule"] == "saboteur-finder" for s in result["steps"])


def test_the_saboteur_finder_skips_further_saboteurs_before_the_first_goldsucher() -> None:
    # Seating A(g) B(s) C(s) D(g) E(g): from C counter-clockwise B is a Saboteur too, then
    # A, then (round the table) E and D.
    result = score(request("gssgg", "C"))
    assert result["order"] == ["A", "E", "D", "A", "E"]
    drawn = next(s for s in result["steps"] if "übersprungen: B" in s["text"])
    assert drawn["rule"] == "saboteur-finder"


# Gold per Saboteur when the gold is not reached: 1 → 4, 2 and 3 → 3, 4 → 2.
SABOTEURS_WIN = [
    ("gsg", {"B": 4}),
    ("sggg", {"A": 4}),
    ("gsggs", {"B": 3, "E": 3}),
    ("gsgggg", {"B": 4}),
    ("ggsgsg", {"C": 3, "E": 3}),
    ("gsgsgsg", {"B": 3, "D": 3, "F": 3}),
    ("sssggggg", {"A": 3, "B": 3, "C": 3}),
    ("ggsgggsgg", {"C": 3, "G": 3}),
    ("gsgsgsgsgg", {"B": 2, "D": 2, "F": 2, "H": 2}),
    ("gsgsgsgggg", {"B": 3, "D": 3, "F": 3}),
]


@pytest.mark.parametrize(("roles", "gold"), SABOTEURS_WIN)
def test_the_saboteure_win_when_the_gold_is_not_reached(roles: str, gold: dict[str, int]) -> None:
    result = score(request(roles, None))
    assert result["error"] is None
    assert result["winners"] == "saboteure"
    assert result["cards"] is None and result["order"] == []
    for p, share in result["shares"].items():
        if p in gold:
            assert bare(share) == {"cards": None, "gold": gold[p]}  # taken by value
            assert share["text"] == f"Goldkarten im Wert von {gold[p]} Goldstücken"
        else:
            assert bare(share) == {"cards": 0, "gold": 0}
    assert "Saboteur" in result["answer"]


@pytest.mark.parametrize("roles", ["ggg", "gggg"])
def test_with_no_saboteur_and_no_gold_nobody_gets_anything(roles: str) -> None:
    result = score(request(roles, None))
    assert result["error"] is None
    assert result["winners"] is None
    assert all(bare(share) == {"cards": 0, "gold": 0} for share in result["shares"].values())
    assert [s["rule"] for s in result["steps"]] == ["round-end", "no-saboteur"]
    assert result["answer"].startswith("Niemand gewinnt")


def test_with_no_saboteur_both_readings_agree_and_no_auslegung_is_claimed() -> None:
    result = score(request("ggg", "B", "gold-diggers"))
    assert result["cards"] == 3 and result["order"] == ["B", "A", "C"]
    step = next(s for s in result["steps"] if s["rule"] == "gold-count")
    assert "option" not in step and "Auslegung" not in step["text"]


def test_the_answer_names_the_shares_in_a_sentence() -> None:
    result = score(request("gsggs", "C"))
    assert result["answer"] == (
        "Die Goldsucher gewinnen: C und A bekommen je 2 Goldkarten und D bekommt eine "
        "Goldkarte; B und E gehen leer aus."
    )
    result = score(request("gsg", None))
    assert result["answer"] == (
        "Der Saboteur gewinnt: B bekommt 4 Goldstücke; die Goldsucher gehen leer aus."
    )


def test_each_share_says_in_words_what_the_person_gets() -> None:
    shares = score(request("gsggs", "C"))["shares"]
    assert [shares[p]["text"] for p in "ABCDE"] == [
        "2 Goldkarten",
        "nichts",
        "2 Goldkarten",
        "eine Goldkarte",
        "nichts",
    ]


def test_every_step_names_a_rule_of_the_registry() -> None:
    for roles, finder, _ in GOLD_DIGGERS_WIN:
        for reading in ("players", "gold-diggers"):
            for step in score(request(roles, finder, reading))["steps"]:
                assert step["rule"] in RULES and step["text"].endswith(".")
    for roles, _ in SABOTEURS_WIN:
        for step in score(request(roles, None))["steps"]:
            assert step["rule"] in RULES


def test_the_rules_of_the_steps_are_sourced_honestly() -> None:
    # The rulebook prints the gold count (issue 22): the other count is only a house rule.
    assert RULES["gold-count"].confidence == "rulebook"
    assert RULES["gold-count"].anchor == "wertung/#gold-count"
    assert RULES["saboteur-finder"].confidence == "majority"  # the rulebook is silent
    for rule in ("round-end", "gold-diggers-win", "gold-pass", "saboteurs-win", "no-saboteur"):
        assert RULES[rule].confidence == "rulebook"
        assert RULES[rule].anchor == f"wertung/#{rule}"
        assert "Regelübersicht" not in RULES[rule].source  # none of this is in the seed


def test_the_table_picture_shows_every_seat_and_the_way_of_the_cards() -> None:
    import xml.etree.ElementTree as ET

    from rules_py.pictures.score import table_svg

    req = request("gsgsgsg", "D")
    picture = table_svg(req, score(req))
    root = ET.fromstring(picture)
    ns = "{http://www.w3.org/2000/svg}"
    title = root.find(f"{ns}title")
    assert title is not None and title.text == (
        "Der Tisch von oben: A, B, C, D, E, F und G sitzen im Uhrzeigersinn; die Goldkarten "
        "gehen von C aus gegen den Uhrzeigersinn."
    )
    assert len(root.findall(f"{ns}rect")) == 7
    rings = [r for r in root.findall(f"{ns}rect") if r.get("stroke") == "#ff9800"]
    assert len(rings) == 1  # D's ring: D reached the gold
    assert "id=" not in picture and picture == table_svg(req, score(req))
    texts = [t.text for t in root.iter(f"{ns}text")]
    assert texts[texts.index("C") + 1] == "2 Karten" and texts[texts.index("D") + 1] == "nichts"
    lost = request("gsgsgsg", None)
    assert "gegen den" not in table_svg(lost, score(lost))  # no cards go round


# --- properties ---------------------------------------------------------------------------

DEAL = {3: (1, 3), 4: (1, 4), 5: (2, 4), 6: (2, 5), 7: (3, 5), 8: (3, 6), 9: (3, 7), 10: (4, 7)}


@st.composite
def rounds(draw: st.DrawFn) -> dict[str, Any]:
    n = draw(st.integers(3, 10))
    most_saboteurs, most_diggers = DEAL[n]
    saboteurs = draw(st.integers(max(0, n - most_diggers), most_saboteurs))
    roles = list("s" * saboteurs + "g" * (n - saboteurs))
    roles = draw(st.permutations(roles))
    finder = draw(st.one_of(st.none(), st.sampled_from([chr(ord("A") + i) for i in range(n)])))
    reading = draw(st.sampled_from(["players", "gold-diggers", None]))
    return request("".join(roles), finder, reading)


def _next_digger_counter_clockwise(req: dict[str, Any], after: str, inclusive: bool) -> str:
    players = req["players"]
    i = players.index(after)
    steps = range(0 if inclusive else 1, len(players) + 1)
    for k in steps:
        p = players[(i - k) % len(players)]
        if req["roles"][p] == G:
            return str(p)
    raise AssertionError("no Goldsucher at the table")


@examples(300)
@given(rounds())
def test_cards_handed_out_equal_cards_drawn(req: dict[str, Any]) -> None:
    result = score(req)
    assert result["error"] is None
    if req["finder"] is None:
        assert result["cards"] is None and result["order"] == []
        return
    handed = sum(share["cards"] for share in result["shares"].values())
    assert handed == result["cards"] == len(result["order"])


@examples(300)
@given(rounds())
def test_saboteure_never_get_cards_when_the_goldsucher_win(req: dict[str, Any]) -> None:
    result = score(req)
    if result["winners"] != "goldsucher":
        return
    for p, role in req["roles"].items():
        if role == S:
            assert bare(result["shares"][p]) == {"cards": 0, "gold": 0}
            assert p not in result["order"]


@examples(300)
@given(rounds())
def test_the_order_is_counter_clockwise_from_the_finder_and_skips_saboteure(
    req: dict[str, Any],
) -> None:
    result = score(req)
    order = result["order"]
    if req["finder"] is None:
        return
    assert order[0] == _next_digger_counter_clockwise(req, req["finder"], inclusive=True)
    for before, after in itertools.pairwise(order):
        assert after == _next_digger_counter_clockwise(req, before, inclusive=False)


@examples(100)
@given(rounds())
def test_score_json_is_strict_json_and_the_same_answer(req: dict[str, Any]) -> None:
    text = score_json(json.dumps(req))
    assert json.loads(text, parse_constant=lambda c: pytest.fail(f"not strict JSON: {c}")) == (
        score(req)
    )


# --- invalid input ------------------------------------------------------------------------

INVALID = [
    ([], "request", "JSON-Objekt"),
    ({"roles": {}, "finder": None}, "players", "fehlt"),
    ({**request("gg", None)}, "players", "3 bis 10 Personen"),
    ({**request("gsggsgsgggg", None)}, "players", "3 bis 10 Personen"),
    ({**request("gsg", None), "players": ["A", "B", "A"]}, "players[2]", "zweimal"),
    ({**request("gsg", None), "players": ["A", "", "C"]}, "players[1]", "leer"),
    ({**request("gsg", None), "players": ["A", 2, "C"]}, "players[1]", "Name"),
    ({**request("gsg", None), "players": ["A", "B" * 65, "C"]}, "players[1]", "höchstens 64"),
    ({**request("gsg", None), "roles": {"A": G, "B": S}}, "roles.C", "fehlt die Rolle"),
    ({**request("gsg", None), "roles": {"A": G, "B": S, "C": G, "D": G}}, "roles.D", "Tisch"),
    ({**request("gsg", None), "roles": {"A": G, "B": "zwerg", "C": G}}, "roles.B", "keine Rolle"),
    (request("gss", None), "roles", "ein Saboteur"),
    (request("gsgss", None), "roles", "2 Saboteure"),
    (request("ssgggggggg", None), "roles", "7 Goldsucher"),
    (request("gsg", "Z"), "finder", "nicht mit am Tisch"),
    (request("gsg", 3), "finder", "null"),  # type: ignore[arg-type]
    (request("gsg", None, "alle"), "rules.gold-count", "players, gold-diggers"),
    ({**request("gsg", None), "rules": {"target": "x"}}, "rules.target", "„target“"),
    ({**request("gsg", None), "players": ["A", "B\ud800", "C"]}, "players[1]", "Zeichen"),
    ({**request("gsg", None), "board": []}, "board", "Schlüssel"),
]


@pytest.mark.parametrize(("req", "where", "words"), INVALID)
def test_invalid_input_gets_a_german_message_and_where(req: Any, where: str, words: str) -> None:
    result = score(req)
    assert result["error"] is not None, result
    assert result["error"]["code"] == "invalid-input"
    assert result["error"]["where"] == where
    assert words in result["error"]["text"]
    assert result["answer"] == result["error"]["text"]
    assert result["winners"] is None and result["shares"] == {} and result["steps"] == []


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("", "kein gültiges JSON"),
        ("{", "kein gültiges JSON"),
        ("[1,", "kein gültiges JSON"),
        ("NaN", "keine Zahl"),
        ('{"players": NaN}', "keine Zahl"),
        ("[" * 100_000, "verschachtelt"),
        ("[]", "JSON-Objekt"),
    ],
)
def test_score_json_never_raises_and_answers_in_german(text: str, words: str) -> None:
    result = json.loads(score_json(text))
    assert result["error"] is not None and result["winners"] is None
    assert words in result["error"]["text"]


def test_score_takes_the_same_rules_as_a_situation() -> None:
    # Options for the checks may come along (one set of table rules for both); only the gold
    # count changes the score.
    both = request("gsggs", "C", "gold-diggers")
    both["rules"]["target-other"] = "yes"
    assert score(both)["order"] == ["C", "A", "D"]


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | any_text(max_size=12),
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(any_text(max_size=8), inner),
    max_leaves=20,
)


@examples(300)
@given(
    st.fixed_dictionaries(
        {},
        optional={
            "players": JSON | st.lists(st.sampled_from(["A", "B", "C", "D", ""]), max_size=11),
            "roles": JSON
            | st.dictionaries(st.sampled_from("ABCDZ"), st.sampled_from([G, S, "x", 1])),
            "finder": JSON | st.sampled_from(["A", "Z"]),
            "rules": JSON
            | st.just({"gold-count": "gold-diggers"})
            | st.just({"broken-no-gold": "yes"}),
            "last_card": JSON | st.sampled_from(["A", "B", "Z", None]),
            "broken": JSON | st.dictionaries(st.sampled_from("ABZ"), st.just(["lamp"])),
        },
    )
    | JSON
)
def test_any_json_gets_an_answer_or_a_german_error_never_an_exception(value: Any) -> None:
    result = json.loads(score_json(json.dumps(value)))
    assert set(result) == {
        "winners",
        "cards",
        "shares",
        "order",
        "starts_next",
        "steps",
        "answer",
        "error",
    }
    if result["error"] is not None:
        assert result["error"]["code"] == "invalid-input", result
        assert result["answer"] == result["error"]["text"]
    else:
        assert result["steps"] and result["answer"].endswith(".")


def test_score_json_refuses_a_value_that_is_not_text() -> None:
    result = json.loads(score_json(None))  # type: ignore[arg-type]
    assert result["error"]["where"] == "request"


# --- command line ---------------------------------------------------------------------------


def test_the_command_line_scores_a_file_with_exit_0(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    file = tmp_path / "runde.json"
    file.write_text(json.dumps(request("gsggs", "C")), encoding="utf-8")
    assert main(["score", str(file)]) == 0
    assert json.loads(capsys.readouterr().out)["order"] == ["C", "A", "D", "C", "A"]


def test_the_command_line_exits_2_on_invalid_input(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import io
    import sys

    monkeypatch.setattr(sys, "stdin", io.StringIO(json.dumps(request("gss", None))))
    assert main(["score", "-"]) == 2
    assert json.loads(capsys.readouterr().out)["error"]["where"] == "roles"
    monkeypatch.setattr(sys, "stdin", io.StringIO("{kaputt"))
    assert main(["score", "-"]) == 2
    assert "kein gültiges JSON" in json.loads(capsys.readouterr().out)["error"]["text"]
    assert main(["score", "/nicht/da.json"]) == 2
    assert "existiert nicht" in json.loads(capsys.readouterr().out)["error"]["text"]


def test_the_german_help_names_the_score_command(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    for var in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    assert main(["--help"]) == 0
    assert "score DATEI|-" in capsys.readouterr().out


# --- issue 22: who begins the next round, and the rulebook's optional rule -------------------
# The rulebook ("A new round begins"): the left neighbour of the player who played the last
# card begins; seated clockwise, the left neighbour is the next in the seating order.
# ("Handing out the gold", optional rule): Goldsucher with a broken tool in front of them get
# no gold; the cards go round the others only; Saboteure are not affected.


@pytest.mark.parametrize(
    ("roles", "finder", "last", "starts"),
    [
        ("gsggs", "C", None, "D"),  # the finder played the last card
        ("gsggs", "E", None, "A"),  # a Saboteur reached the gold; the seating wraps round
        ("gsggs", None, "B", "C"),  # gold not reached: who played last is asked for
        ("gsggs", None, "E", "A"),
        ("ggg", None, "C", "A"),  # nobody is a Saboteur, nobody gets gold, the game goes on
    ],
)
def test_the_left_neighbour_of_the_last_card_begins_the_next_round(
    roles: str, finder: str | None, last: str | None, starts: str
) -> None:
    req = request(roles, finder)
    if last is not None:
        req["last_card"] = last
    result = score(req)
    assert result["error"] is None and result["starts_next"] == starts
    step = result["steps"][-1]
    assert step["rule"] == "next-round" and step["text"].startswith(
        f"Die nächste Runde beginnt {starts}"
    )


def test_without_the_last_card_nobody_is_named_to_begin() -> None:
    result = score(request("gsggs", None))
    assert result["starts_next"] is None
    assert all(s["rule"] != "next-round" for s in result["steps"])


@pytest.mark.parametrize(
    ("last", "where"),
    [("Z", "last_card"), (3, "last_card"), ("A", "last_card")],
)
def test_a_last_card_that_cannot_be_is_invalid_input(last: object, where: str) -> None:
    # "A" is wrong here because C reached the gold: that card ended the round.
    result = score({**request("gsggs", "C"), "last_card": last})
    assert result["error"]["where"] == where and result["starts_next"] is None
    assert "Traceback" not in result["answer"]


def test_the_optional_rule_is_off_unless_chosen() -> None:
    broken = {"A": ["lamp"]}
    plain = score({**request("gsggs", "C"), "broken": broken})
    assert plain["order"] == ["C", "A", "D", "C", "A"]  # as without broken tools
    assert all(s["rule"] != "broken-no-gold" for s in plain["steps"])


def test_with_the_optional_rule_a_goldsucher_with_a_broken_tool_gets_nothing() -> None:
    # Five players, Saboteure B and E, C reaches the gold: 5 cards.  A has a broken lamp:
    # counter-clockwise from C the cards go C, (B), (A), (E), D, C, D, …: C 3, D 2.
    req = {**request("gsggs", "C"), "broken": {"A": ["lamp"]}, "rules": {"broken-no-gold": "yes"}}
    result = score(req)
    assert result["order"] == ["C", "D", "C", "D", "C"]
    assert cards_of(result) == {"C": 3, "D": 2}
    step = next(s for s in result["steps"] if s["rule"] == "broken-no-gold")
    assert step["option"]["value"] == "yes" and "A" in step["text"]
    assert "A" in result["answer"].split(";")[1]  # A is among those who get nothing


def test_with_the_optional_rule_a_finder_with_a_broken_tool_passes_the_cards_on() -> None:
    req = {**request("gsggs", "C"), "broken": {"C": ["cart"]}, "rules": {"broken-no-gold": "yes"}}
    result = score(req)
    assert result["order"][0] == "A" and set(result["order"]) == {"A", "D"}
    assert result["shares"]["C"]["cards"] == 0


def test_the_optional_rule_leaves_the_saboteurs_alone() -> None:
    plain = score(request("gsggs", None))
    broken = {"B": ["lamp"], "E": ["pickaxe", "cart"]}
    ruled = score({**request("gsggs", None), "broken": broken, "rules": {"broken-no-gold": "yes"}})
    assert ruled["shares"] == plain["shares"] and ruled["winners"] == "saboteure"
    # Saboteure skipped anyway: broken tools in front of them change nothing when gold is found.
    found = score({**request("gsggs", "C"), "broken": broken, "rules": {"broken-no-gold": "yes"}})
    assert found["order"] == score(request("gsggs", "C"))["order"]


def test_with_every_goldsucher_broken_nobody_gets_gold() -> None:
    broken = {p: ["lamp"] for p in "ACD"}
    result = score({**request("gsggs", "C"), "broken": broken, "rules": {"broken-no-gold": "yes"}})
    assert result["winners"] == "goldsucher" and result["order"] == []
    assert all(s["cards"] == 0 for s in result["shares"].values())


def test_broken_tools_for_someone_not_at_the_table_are_invalid_input() -> None:
    result = score({**request("gsggs", "C"), "broken": {"Z": ["lamp"]}})
    assert result["error"]["where"].startswith("broken")
    twice = score({**request("gsggs", "C"), "broken": {"A": ["lamp", "lamp"]}})
    assert twice["error"]["where"].startswith("broken")
