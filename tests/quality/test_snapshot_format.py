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

SCRIPT = """
const { pack, unpack } = await import(process.argv[1]);
const cases = JSON.parse(process.argv[2]);
const out = {};
for (const [name, spec] of Object.entries(cases)) {
  // spec: length and the pieces (index, byte) that are not zeros
  const image = new Uint8Array(spec.length);
  for (const [offset, value] of spec.bytes) image[offset] = value;
  const packed = pack(image);
  const back = unpack(packed.slice().buffer);
  out[name] = {
    packed: packed.length,
    same: back.length === image.length && back.every((b, i) => b === image[i]),
  };
}
const refused = {};
const good = pack(new Uint8Array(3 * 65536 + 5).fill(7, 65536, 65540));
for (const [name, bytes] of Object.entries({
  empty: new Uint8Array(0),
  zeros: new Uint8Array(good.length),
  shorter: good.subarray(0, good.length - 1),
  longer: new Uint8Array([...good, 0]),
  "other magic": Uint8Array.from(good, (b, i) => (i === 0 ? b ^ 1 : b)),
})) {
  try {
    unpack(bytes);
    refused[name] = false;
  } catch (error) {
    refused[name] = String(error.message).startsWith("snapshot:");
  }
}
process.stdout.write(JSON.stringify({ out, refused }));
"""


def _run(cases: dict[str, dict[str, object]]) -> dict[str, dict[str, object]]:
    node = shutil.which("node")
    if node is None:
        pytest.fail("node (20) is needed: apt-get install nodejs")
    done = subprocess.run(
        [node, "--input-type=module", "-e", SCRIPT, FORMAT.as_uri(), json.dumps(cases)],
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
