"""Card pictures: standalone SVG with a German title, no ids, drawn from the engine's data."""

from __future__ import annotations

import json
import math
import re
import xml.etree.ElementTree as ET
from pathlib import Path

from rules_py import api, pictures
from rules_py.board import Coord
from rules_py.cards import MAX_CRYSTALS, PathCard
from rules_py.parse import parse_request
from rules_py.pictures import parts
from tests.site.site_html import parse

SVG = "{http://www.w3.org/2000/svg}"


def _all_pictures() -> list[str]:
    out = [
        pictures.start_card_svg(),
        pictures.goal_card_svg(),
        pictures.goal_card_svg(True, "gold"),
        pictures.goal_card_svg(True, "stone"),
    ]
    for row in api.catalog()["path_cards"]:
        for rotation in (0, 180, 90):
            out.append(pictures.path_card_svg(row["edges"], row["dead_end"], rotation))
    for play, tools in (
        ("sabotage", ["lamp"]),
        ("repair", ["pickaxe", "cart"]),
        ("repair", ["cart"]),
        ("rockfall", []),
        ("map", []),
    ):
        out.append(pictures.action_card_svg(play, tools))
    for card in api.catalog()["saboteur2"]["action_cards"]:
        out.append(pictures.expansion_card_svg(card["play"]))
    for card in _expansion_path_cards():
        for rotation in (0, 180, 90):
            out.append(pictures.card_svg(card, rotation))
    laid = parse_request(
        {
            "situation": {
                "broken": {"du": ["lamp"]},
                "board": [{"x": 1, "y": 0, "card": {"edges": "NES"}, "rotation": 180}],
            },
            "move": {"play": "path", "card": {"edges": "EW"}, "x": 2, "y": 0, "rotation": 0},
        }
    )
    out.append(pictures.board_svg(laid.situation, laid.moves[0]))
    rockfall = parse_request({"move": {"play": "rockfall", "x": 1, "y": 0}})
    out.append(pictures.board_svg(rockfall.situation, rockfall.moves[0], highlight=[Coord(3, 3)]))
    return out


def _expansion_path_cards() -> list[PathCard]:
    """The expansion's path cards as the catalogue describes them: each card with two paths,
    and a plain card with a ladder, a door of each colour, crystals, or a ladder and a door."""
    features = api.catalog()["saboteur2"]["path_features"]
    cards = [
        PathCard(c["card"]["edges"], groups=tuple(c["card"]["groups"]))
        for c in features["two_paths"]
    ]
    doors = [d["door"] for d in features["doors"]]
    cards += [PathCard("NS", ladder=True), PathCard("S", True, ladder=True)]
    cards += [PathCard("EW", door=door) for door in doors]
    cards += [PathCard("NS", ladder=True, door=doors[0]), PathCard("NES", crystals=MAX_CRYSTALS)]
    return cards


def test_every_picture_is_wellformed_svg_with_a_german_title_first_and_no_ids() -> None:
    for svg in _all_pictures():
        root = ET.fromstring(svg)
        assert root.tag == f"{SVG}svg"
        first = next(iter(root))
        assert first.tag == f"{SVG}title" and first.text
        assert any(word in first.text for word in ("karte", "Karte", "Spielfeld", "Steinschlag"))
        assert not [e for e in root.iter() if "id" in e.attrib]
        assert "href" not in svg and "<image" not in svg


def test_pictures_are_deterministic() -> None:
    assert _all_pictures() == _all_pictures()


def test_a_turned_card_says_so_and_differs_from_the_upright_one() -> None:
    upright = pictures.path_card_svg("ES", False)
    turned = pictures.path_card_svg("ES", False, 180)
    assert upright != turned
    assert "180°" in ET.fromstring(turned)[0].text  # type: ignore[operator]
    assert "quer" in ET.fromstring(pictures.path_card_svg("ES", False, 90))[0].text  # type: ignore[operator]


def test_the_material_page_draws_every_path_card_of_the_engine(site_dir: Path) -> None:
    root = parse(site_dir / "spielmaterial.html")
    figures = root.find_all(lambda e: e.attrs.get("data-card", "").startswith(("path-", "dead-")))
    shown = {f.attrs["data-card"]: f for f in figures}
    catalog = api.catalog()
    assert set(shown) == {row["id"] for row in catalog["path_cards"]}
    for row in catalog["path_cards"]:
        figure = shown[row["id"]]
        assert figure.attrs["data-count"] == str(row["count"])
        titles = [t.all_text() for t in figure.find_all(lambda e: e.tag == "title")]
        assert titles and row["label"] in titles[0]
    total = sum(row["count"] for row in catalog["path_cards"])
    assert f"Zusammen {total} Wegekarten" in " ".join(root.all_text().split())


def test_the_material_page_shows_start_goals_face_down_and_revealed_and_a_turn(
    site_dir: Path,
) -> None:
    titles = [
        t.all_text()
        for t in parse(site_dir / "spielmaterial.html").find_all(lambda e: e.tag == "title")
    ]
    for expected in ("Startkarte", "Zielkarte, verdeckt", "Goldschatz", "Stein", "180°"):
        assert any(expected in t for t in titles), expected


def test_the_material_page_shows_the_engines_hands_and_dwarf_cards(site_dir: Path) -> None:
    page = parse(site_dir / "spielmaterial.html")
    tables = page.find_all(lambda e: e.tag == "table" and "data-deal" in e.attrs)
    assert len(tables) == 1
    rows = tables[0].find_all(lambda e: e.tag == "tr" and "data-players" in e.attrs)
    shown = [
        [cell.all_text().strip() for cell in row.children if cell.tag != "#text"] for row in rows
    ]
    expected = [
        [str(d["players"]), str(d["hand"]), str(d["saboteurs"]), str(d["gold_diggers"])]
        for d in api.catalog()["deal"]
    ]
    assert shown == expected
    assert page.find_all(lambda e: e.attrs.get("data-rule") == "deal")
    assert page.find_all(lambda e: e.attrs.get("id") == "deal")


def test_the_checker_carries_a_picture_for_every_card_of_the_expansion(site_dir: Path) -> None:
    html = (site_dir / "zugpruefer.html").read_text(encoding="utf-8")
    block = re.search(r'<script type="application/json" id="zugpruefer-daten">(.*?)</script>', html)
    assert block is not None
    shown = {card["id"]: card for card in json.loads(block[1])["saboteur2"]["action_cards"]}
    listed = api.catalog()["saboteur2"]["action_cards"]
    assert set(shown) == {card["play"] for card in listed}
    for card in listed:
        root = ET.fromstring(shown[card["play"]]["svg"])
        title = next(iter(root))
        assert title.tag == f"{SVG}title" and card["name"] in (title.text or ""), card
    assert len({card["svg"] for card in shown.values()}) == len(listed)  # no two alike


def test_each_expansion_path_card_looks_like_no_other_and_has_the_engines_name() -> None:
    # What the engine tells apart, a player must tell apart on the table: a bridge from the
    # crossroads, each double curve from the other, a door of one colour from the other's, a
    # card with a ladder or crystals from the same card without.
    cards = [*_expansion_path_cards(), PathCard("NESW"), PathCard("NS"), PathCard("EW")]
    drawn = {}
    for card in cards:
        svg = pictures.card_svg(card)
        title = next(iter(ET.fromstring(svg)))
        assert title.text is not None and card.label in title.text, card
        body = svg.split("</title>", 1)[1]
        assert body not in drawn, (card, drawn.get(body))
        drawn[body] = card
    # The base game's cards look exactly as before, however they are drawn.
    for row in api.catalog()["path_cards"]:
        plain = PathCard(row["edges"], row["dead_end"])
        for rotation in (0, 180, 90):
            assert pictures.card_svg(plain, rotation) == pictures.path_card_svg(
                row["edges"], row["dead_end"], rotation
            )


def test_the_checker_carries_the_expansions_path_cards_with_pictures_and_marks() -> None:
    from sitegen.checker import checker_data

    data = checker_data()
    s2 = data["saboteur2"]
    degrees = {str(t["degrees"]) for t in data["rotations"]}
    for entry in s2["path_features"]["two_paths"]:
        card = PathCard(entry["card"]["edges"], groups=tuple(entry["card"]["groups"]))
        assert set(entry["svg"]) == degrees
        assert entry["turns"] == (card.turned() != card)
        assert entry["svg"]["0"] == pictures.card_svg(card, 0)
    marks = s2["marks"]
    doors = [d["door"] for d in s2["path_features"]["doors"]]
    assert set(marks["doors"]) == set(marks["ladder_and_door"]) == set(doors)
    assert len({marks["ladder"], *marks["doors"].values(), *marks["ladder_and_door"].values()}) == 5
    assert sorted(int(n) for n in marks["crystals"]) == list(range(1, MAX_CRYSTALS + 1))
    # Each is SVG the page can lay into a card's picture as it is.
    for door in doors:
        ET.fromstring(
            f'<svg xmlns="http://www.w3.org/2000/svg">{marks["ladder_and_door"][door]}</svg>'
        )


def _door_spots(marks: str) -> list[tuple[float, float]]:
    """Where the doors of a card's marks stand, from the card's centre: a door's outline starts
    at the foot of its left post (6.5 left of its middle, 8 below it), inside any moving and
    scaling group around it."""
    spots = []
    fills = set(parts.DOOR_FILLS.values())

    def walk(node: ET.Element, dx: float, dy: float, scale: float) -> None:
        found = re.match(
            r"translate\(([-\d.]+) ([-\d.]+)\)(?: scale\(([\d.]+)\))?", node.get("transform", "")
        )
        if found:
            dx, dy = dx + scale * float(found[1]), dy + scale * float(found[2])
            scale *= float(found[3] or 1)
        if node.tag.endswith("path") and node.get("fill") in fills:
            x, y = map(float, re.findall(r"[-\d.]+", node.get("d", ""))[:2])
            spots.append((dx + scale * (x + 6.5), dy + scale * (y - 8)))
        for child in node:
            walk(child, dx, dy, scale)

    walk(ET.fromstring(f'<svg xmlns="http://www.w3.org/2000/svg">{marks}</svg>'), 0, 0, 1)
    return spots


def _bands(groups: tuple[str, ...]) -> list[list[tuple[float, float]]]:
    """The path bands of a card with two paths as its picture draws them, each as points along
    its middle line, from the card's centre: a straight band's rectangle, a curve's cubic."""
    face = ET.fromstring(
        f'<svg xmlns="http://www.w3.org/2000/svg">{parts.two_path_face(groups)}</svg>'
    )
    cx, cy = parts.CARD_W / 2, parts.CARD_H / 2
    bands = []
    for node in face.iter():
        if node.tag.endswith("rect") and node.get("fill") == parts.PATH:
            x, y, w, h = (float(node.get(k, "0")) for k in ("x", "y", "width", "height"))
            if w > h:  # crosswise
                bands.append([(x + w * t / 50 - cx, y + h / 2 - cy) for t in range(51)])
            else:
                bands.append([(x + w / 2 - cx, y + h * t / 50 - cy) for t in range(51)])
        elif node.tag.endswith("path") and node.get("stroke") == parts.PATH:
            p = [float(v) for v in re.findall(r"[-\d.]+", node.get("d", ""))]
            (ax, ay, c1x, c1y, c2x, c2y, bx, by) = p
            points = []
            for i in range(201):
                t = i / 200
                w = ((1 - t) ** 3, 3 * (1 - t) ** 2 * t, 3 * (1 - t) * t**2, t**3)
                x = w[0] * ax + w[1] * c1x + w[2] * c2x + w[3] * bx
                y = w[0] * ay + w[1] * c1y + w[2] * c2y + w[3] * by
                points.append((x - cx, y - cy))
            bands.append(points)
    assert len(bands) == 2, groups
    return bands


def test_a_door_on_a_card_with_two_paths_stands_on_its_paths() -> None:
    # The engine's door is the whole card's: the other team passes neither path (Board.reach
    # leaves the card out). Its picture shows a door on each path's band (half a band's width
    # from its middle at most), not on the rock between two curves.
    half = 6  # a path band is 12 wide (parts._PATH)
    features = api.catalog()["saboteur2"]["path_features"]
    for entry in features["two_paths"]:
        groups = tuple(entry["card"]["groups"])
        bands = _bands(groups)
        for ladder in (False, True):
            spots = _door_spots(pictures.card_marks(ladder=ladder, door="blau", groups=groups))
            on = [
                [any(math.dist(spot, p) <= half for p in band) for band in bands] for spot in spots
            ]
            assert all(any(row) for row in on), (entry["id"], spots)  # no door on the rock
            assert all(any(row[i] for row in on) for i in range(2)), (entry["id"], spots)
