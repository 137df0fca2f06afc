"""What the checker's worker imports before its first verdict, and what waits for its first use.

The worker imports `rules_py.api` before it answers anything (zugpruefer-worker.js); the round's
end and gold (`rules_py.score`) and the expansion's catalogue are imported by `api.score` and
`api.catalog` at their first call, so that the first verdict does not wait for them. These tests
run a fresh interpreter: the test session has imported everything already.
"""

from __future__ import annotations

import json
import subprocess
import sys

LATER = ("rules_py.score", "rules_py.score.base", "rules_py.score.saboteur2")


def _run(code: str) -> dict[str, object]:
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120
    )
    result: dict[str, object] = json.loads(done.stdout)
    return result


def test_importing_the_api_leaves_the_score_and_the_expansions_catalogue_for_later() -> None:
    found = _run(
        "import json, sys, rules_py.api; "
        "print(json.dumps(sorted(m for m in sys.modules if m.startswith('rules_py'))))"
    )
    assert isinstance(found, list)
    assert "rules_py.api" in found and "rules_py.checks" in found
    for name in (*LATER, "rules_py.edition2.catalog", "rules_py.edition2.score_messages"):
        assert name not in found


def test_the_api_makes_its_value_classes_without_dataclasses() -> None:
    # rules_py.values, not @dataclass: in Pyodide, making the classes with `dataclasses` was
    # two thirds of the import's processor time (docs-dev/performance.md).
    found = _run("import json, sys, rules_py.api; print(json.dumps(sorted(sys.modules)))")
    assert isinstance(found, list)
    assert "rules_py.values" in found and "rules_py.checks" in found
    assert "dataclasses" not in found


def test_score_and_catalog_import_what_they_need_at_their_first_call() -> None:
    # A round the Goldsucher won (C found the gold): docs-dev/contract.md, "score".
    request = {
        "players": ["A", "B", "C"],
        "roles": {"A": "goldsucher", "B": "saboteur", "C": "goldsucher"},
        "finder": "C",
    }
    found = _run(
        "import json, sys; from rules_py import api; "
        f"text = api.score_json({json.dumps(json.dumps(request))}); "
        "loaded = [m for m in sys.modules if m.startswith('rules_py.score')]; "
        "print(json.dumps({'answer': json.loads(text), 'loaded': loaded, "
        "'saboteur2': 'saboteur2' in api.catalog()}))"
    )
    assert set(LATER) <= set(found["loaded"])  # type: ignore[arg-type]
    answer = found["answer"]
    assert isinstance(answer, dict)
    assert answer["error"] is None and answer["winners"] == "goldsucher"
    assert found["saboteur2"] is True


def test_with_the_methods_compiled_ahead_the_api_compiles_nothing() -> None:
    # The checker's worker finds the value classes' methods compiled at build in
    # `rules_py.values.COMPILED` (sitegen/precompile.py writes them, the worker's importer
    # hands them over): compiling them was some 15-35 ms of processor time in Pyodide. A first
    # interpreter compiles them as the build does; a second one is given that code and must
    # then import the API and answer without compiling anything.
    first = _run(
        "import json, marshal, rules_py.api, rules_py.score; from rules_py import values; "
        "print(json.dumps(marshal.dumps(values.COMPILED).hex()))"
    )
    request = {"move": {"play": "path", "card": {"edges": "EW"}, "x": 1, "y": 0}}
    second: object = _run(
        "import builtins, json, marshal; from rules_py import values; "
        f"values.COMPILED.update(marshal.loads(bytes.fromhex({json.dumps(first)}))); "
        "compiled = []; real = builtins.compile; "
        # Only what is compiled from a string: importing a module from its source (no pyc
        # here) compiles the file's bytes.
        "builtins.compile = lambda source, *rest, **kw: ("
        "isinstance(source, str) and compiled.append(source[:60]), "
        "real(source, *rest, **kw))[1]; "
        "from rules_py import api; import rules_py.score; "
        f"answer = json.loads(api.check_json({json.dumps(json.dumps(request))})); "
        "print(json.dumps({'compiled': compiled, 'allowed': answer['allowed']}))"
    )
    assert second == {"compiled": [], "allowed": True}
