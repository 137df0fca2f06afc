"""The engine in real Pyodide gives the same answers as on CPython.

The site's checker runs `rules_py` inside Pyodide 314 (Python 3.14, WebAssembly); the
build-time pages run it on CPython. Both must answer every request identically, so the
very files the site ships are loaded here: `<site>/pyodide/v314.0.7/` with its `engine-<hash>/`
folder, whose `python_stdlib.zip` holds the engine as bytecode (sitegen/pyodide.py).

Why a Node harness and not pytest-pyodide: pytest-pyodide needs pytest < 9 and we pin
pytest 9.2; it would also download or drive a browser of its own. `harness.mjs` is small,
runs under the Node 20 that `npm ci` already needs, reads local files only (no network),
and answers every request in ONE node process, so Pyodide starts once for all cases.

Twice: started as the checker's worker starts on a first visit, and restored from the engine
folder's snapshot as it starts on a later one (sitegen/snapshot.py): both must answer alike.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from parity_requests import generated

from rules_py import __version__, api
from rules_py.api import check, check_json
from sitegen import scenarios
from sitegen.snapshot import NODE_ARGS

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
PYODIDE_VERSION = "314.0.7"
CASES = ROOT / "tests" / "engine" / "cases.json"
SHIPPED = [
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "engine-*/python_stdlib.zip",
    "engine-*/pyodide-lock.json",
    "engine-*/snapshot.bin",
]
STARTS = ("normal", "snapshot")


@pytest.fixture(scope="module")
def pyodide_dir(site_dir: Path) -> Path:
    folder = site_dir / "pyodide" / f"v{PYODIDE_VERSION}"
    missing = [name for name in SHIPPED if len(list(folder.glob(name))) != 1]
    if missing:
        pytest.fail(
            f"the built site lacks its Pyodide folder files {missing} in {folder} "
            "(built by sitegen/pyodide.py from sitegen.vendor.vendor_all during mkdocs build)"
        )
    return folder


def named_cases() -> list[tuple[str, str]]:
    if not CASES.is_file():
        pytest.fail(f"{CASES} is missing: the engine's named cases are the core of this test")
    cases = scenarios.load_list(CASES)
    assert len(cases) >= 10, "cases.json: expected a list of named cases"
    return [(case.name, json.dumps(case.request, ensure_ascii=False)) for case in cases]


def adversarial() -> list[tuple[str, dict[str, str]]]:
    """Issue 15's corpus, for each text function the worker calls: what must not crash Pyodide
    (deep nesting overflowed its stack) and must answer exactly as CPython does."""
    deep = '{"situation": {"board": ' + "[" * 3000 + "]" * 3000 + '}, "move": {"play": "pass"}}'
    deeper = "[" * 100_000 + "]" * 100_000
    texts = {
        "3,000 nested brackets": deep,
        "100,000 nested brackets": deeper,
        "lone surrogate in a name": '{"move": {"play": "sabotage", "tool": "lamp", '
        '"target": "\\ud800"}}',
        "NaN": '{"situation": {"draw_pile": NaN}, "move": {"play": "pass"}}',
        "a long name": json.dumps({"situation": {"player": "x" * 5000}, "move": {"play": "pass"}}),
        "too many goals": json.dumps(
            {
                "situation": {"goals": [{"x": 20, "y": y} for y in range(50)]},
                "card": {"edges": "NS"},
            }
        ),
        "a huge number": '{"move": {"play": "rockfall", "x": 1' + "0" * 5000 + ', "y": 0}}',
        "a card the box lacks": '{"move": {"play": "path", "card": {"edges": "E"}, '
        '"x": 1, "y": 0}}',
        "a reading chosen": '{"situation": {"rules": {"target-other": "yes"}}, '
        '"move": {"play": "sabotage", "tool": "lamp", "target": "du"}}',
        "a Nein with alternatives": '{"situation": {"board": [{"x": 1, "y": 0, "card": '
        '{"edges": "EW"}}]}, "move": {"play": "path", "card": {"edges": "ES"}, "x": 2, "y": 0}}',
        "a byte order mark": '\ufeff{"move": {"play": "pass"}}',
        "not JSON": "{",
        "empty": "",
    }
    return [
        (f"{op}: {name}", {"op": op, "text": text})
        for name, text in texts.items()
        for op in ("check", "placements", "play", "score")
    ]


def rounds() -> list[tuple[str, dict[str, str]]]:
    """The Wertung page's worked examples, for the calculator's text function `score_json`."""
    from sitegen import wertung_examples

    return [
        (f"score: {example.id}", {"op": "score", "text": json.dumps(example.request)})
        for example in wertung_examples.load_all()
    ]


def on_cpython_op(item: dict[str, str]) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(getattr(api, item["op"] + "_json")(item["text"]))
    return answer


def on_cpython(text: str) -> dict[str, Any]:
    """`rules_py.api.check` on the decoded request; undecodable text goes through check_json.

    The answer goes through JSON once, as it does on its way out of the browser's worker, so
    that the comparison is about the JSON contract (a tuple and a list are the same array).
    """
    try:
        request = json.loads(text)
    except ValueError:
        return json.loads(check_json(text))
    return json.loads(json.dumps(check(request), ensure_ascii=False))


def run_in_pyodide(
    folder: Path, texts: list[str | dict[str, str]], tmp_path: Path, start: str = "normal"
) -> tuple[dict[str, Any], list[Any], dict[str, list[str]]]:
    node = shutil.which("node")
    if node is None:
        pytest.fail("node (20) is needed for the Pyodide parity test: apt-get install nodejs")
    requests = tmp_path / "requests.jsonl"
    requests.write_text("".join(json.dumps(t) + "\n" for t in texts), "utf-8")
    # Node compiles Pyodide's WebAssembly with V8's baseline compiler alone, as the build's
    # snapshot step does (sitegen.snapshot.NODE_ARGS) and the tests' Chromium (tools/chromium.py):
    # the optimising tier-up in background threads would not pay for itself in one start and
    # some 500 answers. A compiler tier changes no answer (the same output byte for byte).
    done = subprocess.run(
        [
            node,
            *NODE_ARGS,
            str(HERE / "harness.mjs"),
            str(folder),
            str(requests),
            *(["--snapshot"] if start == "snapshot" else []),
        ],
        capture_output=True,
        text=True,
        timeout=600,
    )
    if done.returncode != 0:
        pytest.fail(f"harness.mjs failed ({done.returncode}):\n{done.stderr[-4000:]}")
    lines = [json.loads(line) for line in done.stdout.splitlines() if line.strip()]
    ready, answers, stdlib = lines[0]["ready"], lines[1:-1], lines[-1]["stdlib"]
    assert [a["i"] for a in answers] == list(range(len(texts))), "harness lost or reordered answers"
    return ready, [a["result"] for a in answers], stdlib


@pytest.mark.parametrize("start", STARTS)
def test_the_engine_answers_in_pyodide_exactly_as_on_cpython(
    pyodide_dir: Path, tmp_path: Path, start: str
) -> None:
    cases = named_cases()
    extra = generated(400)
    labelled: list[tuple[str, str | dict[str, str]]] = [*cases, *adversarial(), *rounds()]
    labelled += [(f"generated #{i}", text) for i, text in enumerate(extra)]
    texts = [text for _, text in labelled]

    ready, answers, stdlib = run_in_pyodide(pyodide_dir, texts, tmp_path, start)

    assert ready["python"].startswith("3.14"), f"not Pyodide 314's Python: {ready}"
    assert "/python314.zip/rules_py/" in ready["engine"], (
        f"engine not loaded from the site's zip: {ready}"
    )
    assert ready["version"] == __version__, (
        f"the site ships rules_py {ready['version']}, repo has {__version__}"
    )
    # Restored from the snapshot, the engine is there before anything imports it.
    assert ready["preloaded"] == (start == "snapshot"), ready

    # The site's stdlib zip has what the engine imports precompiled (sitegen/pyodide.py): here
    # it ran from that bytecode, and nothing of the zip had to be compiled from source.
    assert "json/__init__.pyc" in stdlib["bytecode"], stdlib
    assert "dataclasses.pyc" in stdlib["bytecode"], stdlib
    assert "rules_py/api.pyc" in stdlib["bytecode"], stdlib
    assert stdlib["source"] == [], f"compiled from source at run time: {stdlib['source']}"
    # A module the site's zip leaves out still imports: from the published zip (the fallback).
    assert stdlib["fallback"].startswith("/lib/python_stdlib_full.zip/"), stdlib["fallback"]

    mismatches = []
    for (name, text), in_pyodide in zip(labelled, answers, strict=True):
        expected = on_cpython(text) if isinstance(text, str) else on_cpython_op(text)
        if in_pyodide != expected:
            mismatches.append(
                f"{name}: {str(text)[:300]}\n  CPython: {json.dumps(expected, ensure_ascii=False)}"
                f"\n  Pyodide: {json.dumps(in_pyodide, ensure_ascii=False)}"
            )
    assert not mismatches, f"{len(mismatches)} of {len(texts)} answers differ:\n" + "\n".join(
        mismatches[:5]
    )


def test_the_generated_requests_reach_every_kind_of_verdict() -> None:
    """The generated share is worth running only if it spreads over Ja, Nein and bad input."""
    verdicts = [on_cpython(text) for text in generated(400)]
    allowed = [v["allowed"] for v in verdicts]
    assert allowed.count(True) >= 40, "too few allowed moves"
    assert allowed.count(False) >= 80, "too few refused moves"
    assert allowed.count(None) >= 30, "too few invalid requests"
    failed = {v["failed"] for v in verdicts if v["failed"]}
    for code in (
        "tools-intact",
        "cell-free",
        "adjacent",
        "fits",
        "target-other",
        "sabotage-present",
    ):
        assert code in failed, f"no generated request fails on {code}: {sorted(failed)}"


def test_the_generator_is_deterministic() -> None:
    assert generated(50) == generated(50)
    assert generated(50, seed=1) != generated(50)
