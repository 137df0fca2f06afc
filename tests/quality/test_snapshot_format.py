"""The engine's snapshot as the site stores it (docs/assets/javascripts/zugpruefer-snapshot.js):
what `pack` leaves out, `unpack` puts back, byte for byte; what `pack` did not write, `unpack`
refuses (the worker then starts normally). Run under Node, the module as the worker imports it."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FORMAT = ROOT / "docs" / "assets" / "javascripts" / "zugpruefer-snapshot.js"
PIECE = 65536

SCRIPT = Path(__file__).with_name("snapshot_roundtrip.mjs")


def _run(cases: dict[str, dict[str, object]]) -> dict[str, dict[str, object]]:
    node = shutil.which("node")
    if node is None:
        pytest.fail("node (20) is needed: apt-get install nodejs")
    done = subprocess.run(
        [node, str(SCRIPT), FORMAT.as_uri(), json.dumps(cases)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    result: dict[str, dict[str, object]] = json.loads(done.stdout)
    return result


def test_unpack_gives_back_what_pack_was_given_without_its_pieces_of_zeros() -> None:
    cases = {
        # one piece of zeros between two that are not, and a short last piece
        "middle": {
            "length": 3 * PIECE + 100,
            "bytes": [[0, 1], [2 * PIECE + 5, 9], [3 * PIECE + 99, 3]],
        },
        "all zeros": {"length": 4 * PIECE, "bytes": []},
        "no zeros piece": {"length": 2 * PIECE, "bytes": [[7, 1], [PIECE, 2]]},
        "not a whole piece": {"length": 1000, "bytes": [[999, 255]]},
    }
    result = _run(cases)["out"]
    for name in cases:
        assert result[name]["same"], name
    header = 16
    # Stored: the header, a flag a piece (to a multiple of 4 bytes), the pieces with a byte set.
    assert result["middle"]["packed"] == header + 4 + 2 * PIECE + 100
    assert result["all zeros"]["packed"] == header + 4
    assert result["no zeros piece"]["packed"] == header + 4 + 2 * PIECE
    assert result["not a whole piece"]["packed"] == header + 4 + 1000


def test_unpack_refuses_what_pack_did_not_write() -> None:
    refused = _run({})["refused"]
    assert refused == {name: True for name in refused}, refused
    assert set(refused) == {"empty", "zeros", "shorter", "longer", "other magic"}
