"""The build's Node scripts (`sitegen/*.mjs`): a JSON config in, JSON on stdout out.

`run_json(script, config, error, purpose)` writes `config` to a temporary file, runs
`node [node_args] <script> <file>` from the repository's root (so that the pinned npm packages
resolve) and returns what the script printed, parsed. Anything that goes wrong raises `error`
with a German message that names the script and what it makes (`purpose`).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from sitegen import ROOT

TIMEOUT_S = 300


def run_json(
    script: Path,
    config: dict[str, Any],
    error: type[Exception],
    purpose: str,
    node_args: Sequence[str] = (),
) -> Any:
    node = shutil.which("node")
    if node is None:
        raise error(f"node fehlt: damit entstehen {purpose}.")
    what = f"node sitegen/{script.name}"
    with tempfile.TemporaryDirectory(prefix="saboteur-node-") as tmp:
        path = Path(tmp) / "config.json"
        path.write_text(json.dumps(config), encoding="utf-8")
        try:
            done = subprocess.run(
                [node, *node_args, str(script), str(path)],
                cwd=ROOT,
                capture_output=True,
                text=True,
                timeout=TIMEOUT_S,
            )
        except (OSError, subprocess.TimeoutExpired) as failure:
            raise error(f"{what} ist fehlgeschlagen: {failure}") from failure
    if done.returncode != 0:
        raise error(f"{what} ist fehlgeschlagen:\n{done.stdout}\n{done.stderr}")
    return json.loads(done.stdout)
