"""JavaScript that the browser tests run in a page, kept as `.js` files in `tests/page_scripts/`.

Each file holds one function expression (`page.evaluate(js("name"), arg)` calls it with `arg`)
or, for `add_init_script`, a script; a comment on top says what it does and what it returns.
eslint checks them (eslint.config.js), as it checks the site's own scripts.
"""

from __future__ import annotations

import functools
from pathlib import Path

FOLDER = Path(__file__).with_name("page_scripts")


@functools.cache
def js(name: str) -> str:
    """The text of `tests/page_scripts/<name>.js`."""
    return (FOLDER / f"{name}.js").read_text(encoding="utf-8")
