"""MkDocs hook, the build's last step (listed last in mkdocs.yml): the precompressed copies
of every file (`sitegen.compress`: `.br` and `.gz` beside every text and wasm file).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from sitegen import compress


def on_post_build(config) -> None:  # type: ignore[no-untyped-def]
    compress.compress_site(Path(config.site_dir))
