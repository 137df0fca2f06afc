"""Developer tools around the built site, not part of the build: the local server with the
site's security headers (`tools.serve`, `tools.headers`), the benchmark (`tools.bench`,
`tools.bench_pages`) and how this project starts Chromium (`tools.chromium`).

`tools` may import `sitegen` and `rules_py`; neither imports `tools`.
"""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
