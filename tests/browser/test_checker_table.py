"""The checker at the table (issue 12): the answer stays in view, nothing answers a move nobody
chose, a table you can build, undo with the page's own button, markers that count true,
a board that fits a phone, readable text, one printed A4 page and a QR code of the link.

Verdicts asked here are written from the rules (see test_checker.py for the coordinates); the
tests look at where things are on the screen, measured in the browser.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from rules_py import api
from tests.browser.helpers import Checker, case, fall, runtime_never_answers, unfall
from tests.js import js

pytestmark = pytest.mark.browser

EW = {"edges": "EW", "dead_end": False}
ES = {"edges": "ES", "dead_end": False}
PHONE = {"width": 390, "height": 844}
LAPTOP = {"width": 1280, "height": 900}


def path(card: dict[str, Any], x: int, y: int, rotation: int = 0) -> dict[str, Any]:
    return {"play": "path", "card": card, "x": x, "y": y, "rotation": rotation}


def in_viewport(page: Any, selector: str) -> bool:
    """Whether the element is wholly inside the window, as the page is scrolled now."""
    return bool(page.evaluate(js("in_viewport"), selector))


def assert_answer_in_view(checker: Checker, used: Any = None) -> None:
    """The bar shows the verdict's mark and its point inside the window, and does not cover
    the control just used. Its text is never cut by the box (a phone review read "… auf (…"):
    the engine's short form of the verdict (a Ja names what it allows: "„Kreuzung (…)“ auf
    (1, 0)", not "Ja, du darfst die Wegekarte …"), whole or its first words and "…"."""
    page = checker.page
    bar = page.locator("[data-zp='bar']")
    allowed = checker.verdict()["allowed"]
    assert bar.get_attribute("data-state") == allowed
    sentence = page.locator("[data-verdict] .zp-verdict__sentence").inner_text()
    assert sentence.startswith("Ja" if allowed == "true" else "Nein")
    short = page.locator("[data-zp='bar-sentence']").inner_text()
    assert short.startswith("Ja" if allowed == "true" else "Nein"), short
    engine = str(api.check(unfall(checker.current_fall()))["short"])
    assert short == engine or engine.startswith(short.removesuffix("…").rstrip()), (short, engine)
    if allowed == "true" and unfall(checker.current_fall())["move"]["play"] == "path":
        # The card as held (or, where the bar has no room for its sides, its shape or
        # "Wegekarte"), how it lies, and always its place, whole.
        assert short == engine and re.search(
            r"^Ja: („.+“|\w[\w -]*?)( um 180° gedreht| gedreht)? auf \(-?\d+,[ \u00a0]-?\d+\)\.$",
            short,
        ), short
    assert page.locator("[data-zp='bar-sentence'] .zp-bar__reading").count() == 0
    cut = "(el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1"
    assert not page.locator("[data-zp='bar-sentence']").evaluate(cut), short
    assert in_viewport(page, "[data-zp='bar-sentence']"), sentence
    assert in_viewport(page, "[data-zp='bar-word']")
    if used is not None:
        box = used.bounding_box()
        top = bar.bounding_box()["y"]
        assert box is not None and box["y"] + box["height"] <= top + 1, (box, top)


@pytest.fixture(params=["phone", "laptop"])
def sized(request: Any, checker: Checker) -> Iterator[Checker]:
    """The session's checker page at 390x844 (touch) or at 1280x900."""
    size = PHONE if request.param == "phone" else LAPTOP
    checker.page.set_viewport_size(size)
    try:
        yield checker
    finally:
        checker.page.set_viewport_size(PHONE)


def test_a_link_and_every_tap_keep_the_answer_in_view(sized: Checker) -> None:
    checker, page = sized, sized.page
    # A shared link opens with its answer visible, without scrolling.
    page.evaluate("window.scrollTo(0, 0)")
    request = case(path(EW, 1, 0), broken={"du": ["lamp"]})
    checker.ask(request)
    assert page.evaluate("scrollY") == 0
    assert_answer_in_view(checker)
    # A scripted session: a tool toggle, a card, a rotation, a place on the table.
    taps = [
        page.locator('[data-zp-broken="du:lamp"]'),
        page.locator('[data-zp-card="path-ES"]'),
        page.locator("[data-zp='target']").get_by_role("button", name="um 180° gedreht"),
        page.locator('[data-x="0"][data-y="1"]'),
    ]
    for control in taps:
        before = checker.current_fall()
        control.scroll_into_view_if_needed()
        if page.viewport_size == PHONE:
            control.tap()
        else:
            control.click()
        page.wait_for_function("(before) => location.hash.slice(6) !== before", arg=before)
        checker.wait_for_own_fall()
        assert_answer_in_view(checker, used=control)
    # Below the start card a curve turned by 180 degrees opens north and west: it fits.
    assert checker.verdict()["allowed"] == "true"
    assert unfall(checker.current_fall())["move"] == path(ES, 0, 1, 180)


def test_opened_without_a_link_it_says_ja_or_nein_to_nothing(checker: Checker) -> None:
    page = checker.page
    checker.ask(case(path(EW, 1, 0)))
    page.evaluate(
        "() => { history.pushState(null, '', location.pathname);"
        " dispatchEvent(new PopStateEvent('popstate')); }"
    )
    checker.wait_for_state("choose")
    for selector in ("[data-verdict]", "[data-zp='bar']", "[data-zp='announce']"):
        text = page.locator(selector).inner_text()
        assert not re.search(r"\b(Ja|Nein)\b", text), (selector, text)
    assert "Wähle eine Karte" in page.locator("[data-zp='bar']").inner_text()
    assert page.locator("[data-zp='board'] .zp-cell--move").count() == 0
    assert in_viewport(page, "[data-zp='bar-sentence']")


def test_a_build_session_never_says_nein_nor_draws_your_card_on_a_built_one(
    checker: Checker,
) -> None:
    page = checker.page
    checker.ask(case(path(EW, 1, 0)))
    page.get_by_role("button", name="Tisch aufbauen").click()
    checker.wait_for_state("build")
    build = page.locator("[data-zp='build']")
    cells = [(1, 0), (2, 0), (3, 0), (3, 1)]  # the first lies where your move was
    for n, (x, y) in enumerate(cells, start=1):
        build.locator('[data-zp-build-card="path-NESW"]').click()
        page.locator(f'[data-x="{x}"][data-y="{y}"]').click()
        request = checker.wait_for_request(lambda r, n=n: len(r["situation"]["board"]) == n)
        checker.wait_for_state("build")
        assert "Nein" not in page.locator("[data-zp='bar']").inner_text()
        assert "Nein" not in page.locator("[data-verdict]").inner_text()
        assert page.locator(".zp-cell--move.zp-cell--card").count() == 0
        move = request["move"]
        assert (move.get("x"), move.get("y")) not in cells[:n], move
    page.get_by_role("button", name="Meine Karte legen").click()
    # Your card lost its place to the built one: the page asks for a new place, no verdict.
    checker.wait_for_state("choose")
    page.locator('[data-x="4"][data-y="0"]').click()
    assert checker.wait_for_own_fall()["allowed"] == "true"


def test_undo_takes_back_one_edit_at_a_time(checker: Checker) -> None:
    page = checker.page
    first = case(path(EW, 1, 0))
    checker.ask(first)
    page.locator('[data-zp-broken="du:cart"]').click()
    assert checker.wait_for_own_fall()["failed"] == "tools-intact"
    changed = checker.current_fall()
    page.locator('[data-zp-broken="du:lamp"]').click()
    checker.wait_for_request(lambda r: r["situation"].get("broken") == {"du": ["cart", "lamp"]})
    checker.wait_for_own_fall()
    undo = page.get_by_role("button", name="Rückgängig")
    undo.click()
    assert checker.wait_for_fall(changed)["failed"] == "tools-intact"
    assert checker.current_fall() == changed
    assert page.locator('[data-zp-broken="du:lamp"]').get_attribute("aria-pressed") == "false"
    assert page.locator('[data-zp-broken="du:cart"]').get_attribute("aria-pressed") == "true"
    undo.click()
    assert checker.wait_for_fall(fall(first))["allowed"] == "true"
    assert page.locator('[data-zp-broken="du:cart"]').get_attribute("aria-pressed") == "false"
    # "Neu anfangen" can be undone too.
    page.get_by_role("button", name="Neu anfangen").click()
    checker.wait_for_state("choose")
    undo.click()
    assert checker.wait_for_fall(fall(first))["allowed"] == "true"


def _marked(page: Any) -> int:
    return int(page.locator(".zp-cell--legal, .zp-cell--legal-turned").count())


def _counted(page: Any) -> int:
    # The count's own text (set as one string): `inner_text` reads nothing while the table is
    # off screen, as its layout is skipped there (`content-visibility: auto`), so it read 0
    # whenever this test ran on a page scrolled elsewhere (alone, or after another order).
    text = page.locator("[data-zp='legal-count']").text_content() or ""
    if "kein Platz" in text:
        return 0
    return sum(int(n) for n in re.findall(r"(\d+) Pl[aä]tze?", text))


@pytest.mark.parametrize("rotation", [0, 180, 90])
def test_the_count_under_the_board_is_the_number_of_cells_marked(
    checker: Checker, rotation: int
) -> None:
    page = checker.page
    checker.ask(case(path(ES, 0, -1, rotation)))
    page.wait_for_selector("[data-zp='board'] [data-legal]", state="attached")
    # Around the lone start card the curve fits on all four sides, turned as needed.
    assert _marked(page) == 4
    assert _counted(page) == _marked(page)
    assert page.locator("[data-zp='legend']").is_visible()
    # A turned-only place says in which way the card would lie.
    labels = page.locator(".zp-cell--legal-turned").all_text_contents()
    assert all("liegt" in label for label in labels), labels
    if rotation == 90:  # never crosswise: every marked place needs another way of lying
        assert page.locator(".zp-cell--legal").count() == 0


def test_the_board_shows_start_and_goals_on_a_phone_or_says_it_scrolls(checker: Checker) -> None:
    page = checker.page
    checker.ask(case(path(EW, 1, 0)))
    for x in (0, 8):
        assert page.evaluate(js("board_cell_in_view"), x), x
    assert page.locator("[data-zp='board-more']").is_hidden()
    # A maze grown far to the east: the board scrolls, says so, and keeps its row numbers.
    board = [{"x": x, "y": 0, "card": EW, "rotation": 0} for x in range(1, 16)]
    checker.ask(case(path(EW, 16, 0), board=board))
    assert page.locator("[data-zp='board-more']").is_visible()
    page.locator("[data-zp='board-scroll']").evaluate("box => { box.scrollLeft = 300; }")
    assert page.evaluate(
        """() => {
          const box = document.querySelector("[data-zp='board-scroll']").getBoundingClientRect();
          const label = document.querySelector(".zp-axis--row").getBoundingClientRect();
          return label.left >= box.left - 1 && label.right <= box.right;
        }"""
    )


def test_no_text_on_the_checker_is_smaller_than_11_css_pixels(checker: Checker) -> None:
    page = checker.page
    checker.ask(
        case(
            {"play": "repair", "tools": ["pickaxe", "lamp"], "target": "du"},
            broken={"du": ["lamp"]},
        )
    )
    small = page.evaluate(js("small_text"))
    assert not small, small
    # Every card tile carries its German name in view, not only in a tooltip.
    names = page.locator("[data-zp='path-cards'] .zp-card__name")
    assert names.count() >= 10
    assert all(name.is_visible() for name in names.all())


def test_the_qr_code_of_the_link_can_be_shown(checker: Checker) -> None:
    page = checker.page
    checker.ask(case({"play": "map", "x": 8, "y": 0}))
    page.get_by_role("button", name="QR-Code zeigen").click()
    image = page.locator("[data-zp='qr-box'] img")
    image.wait_for(state="visible")
    page.wait_for_function(
        "() => document.querySelector(\"[data-zp='qr-box'] img\").naturalWidth > 0"
    )
    assert (image.get_attribute("src") or "").startswith("data:image/svg+xml")
    page.get_by_role("button", name="QR-Code ausblenden").click()
    assert image.is_hidden()


def test_the_printed_checker_is_one_a4_page_with_the_link(checker: Checker) -> None:
    page = checker.page
    request = case(
        path(ES, 1, 0),
        broken={"Anna": ["lamp"]},
        board=[{"x": -1, "y": 0, "card": EW, "rotation": 0}],
    )
    checker.ask(request)
    # The printed QR code is drawn as the page is printed (its `beforeprint`, which page.pdf()
    # fires too, but which draws at once only once the library is loaded): a print's event first.
    page.evaluate("() => dispatchEvent(new Event('beforeprint'))")
    page.wait_for_function(
        "() => [...document.querySelectorAll('.zp-print img[data-zp-qr]')]"
        ".every(img => img.naturalWidth > 0)"
    )
    page.emulate_media(media="print")
    try:
        link = page.locator(".zp-print [data-zp-link-text]")
        assert link.inner_text().endswith(f"#fall={fall(request)}")
        assert page.locator("[data-zp='print-situation']").is_visible()
        assert "Anna: Lampe kaputt" in page.locator("[data-zp='print-situation']").inner_text()
        assert page.locator("[data-zp='board']").is_visible()
        assert page.locator("[data-verdict] [data-code]").first.is_visible()
        assert page.locator("[data-zp='path-cards']").is_hidden()
    finally:
        page.emulate_media(media="null")  # "screen" would make the PDF a screen print too
    pdf = page.pdf(format="A4", print_background=True)  # always with the print media
    pages = int(re.findall(rb"/Count (\d+)", pdf)[0])
    assert pages == 1, f"the print takes {pages} A4 pages"


def test_while_the_engine_loads_the_bar_says_so_and_gives_no_verdict(
    open_page: Any, base_url: str
) -> None:
    page = open_page(base_url, viewport=PHONE, has_touch=True).page
    with runtime_never_answers(page) as hung:
        request = case(path(EW, 1, 0))
        page.goto(f"{base_url}/zugpruefer.html#fall={fall(request)}")
        page.wait_for_selector("[data-zp='bar'][data-state='loading']", state="attached")
        page.wait_for_function("() => document.querySelector('.zp-board [data-x]') !== null")
        bar = page.locator("[data-zp='bar']")
        assert "geladen" in bar.inner_text() or "gestartet" in bar.inner_text()
        assert not re.search(r"\b(Ja|Nein)\b", bar.inner_text())
        assert in_viewport(page, "[data-zp='bar-sentence']")
        assert page.locator("[data-verdict]").get_attribute("data-allowed") is None
        assert hung, "the runtime was never requested"


def test_nothing_of_materials_covers_the_controls(checker: Checker) -> None:
    page = checker.page
    checker.ask(case(path(EW, 1, 0)))
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    page.mouse.wheel(0, -400)  # scrolling up is what shows Material's back-to-top pill
    # Material has handled the scroll up: it takes its `hidden` off the pill (as it does on
    # every other page). Only the page's own style may keep it from showing here.
    page.wait_for_function("() => !document.querySelector('.md-top').hidden")
    assert page.locator(".md-top").is_hidden()


def test_a_link_too_long_for_a_qr_code_says_so(checker: Checker) -> None:
    page = checker.page
    board = [
        {"x": x, "y": y, "card": EW, "rotation": 0}
        for x in range(1, 8)
        for y in range(-3, 4)
        if (x, y) != (1, 0)
    ]
    checker.ask(case(path(EW, 1, 0), board=board))
    page.get_by_role("button", name="QR-Code zeigen").click()
    box = page.locator("[data-zp='qr-box']")
    page.wait_for_function(
        "() => document.querySelector(\"[data-zp='qr-note']\").textContent.includes('zu lang')"
    )
    assert box.locator("img").is_hidden()
    page.get_by_role("button", name="QR-Code ausblenden").click()


def test_a_table_that_cannot_come_about_gets_a_note_beside_the_verdict(checker: Checker) -> None:
    # Review: "Tisch aufbauen" took cards that do not fit their neighbours without a word.
    # A horizontal straight's open right side meets a vertical straight's rock.
    board = [
        {"x": 1, "y": 0, "card": EW, "rotation": 0},
        {"x": 2, "y": 0, "card": {"edges": "NS", "dead_end": False}, "rotation": 0},
    ]
    assert checker.ask(case({"play": "pass"}, board=board))["allowed"] == "true"
    note = checker.page.locator("[data-verdict] [data-zp-note='board-misfit']")
    assert "(1, 0) und (2, 0)" in note.inner_text()
    # a table that fits has none
    checker.ask(case({"play": "pass"}, board=board[:1]))
    assert checker.page.locator("[data-verdict] [data-zp-note]").count() == 0
