"""Links between pages: registry anchors to `.html` hrefs, requests to checker links.

The registry stores anchors in MkDocs' directory style (`werkzeug/#tools-intact`); the
offline plugin turns directory URLs off, so pages are `werkzeug.html`.  All pages lie in
the site's top folder, so the links are relative and work from any page and from file://.
"""

from __future__ import annotations

import base64
import json
from typing import Any

CHECKER = "zugpruefer.html"
# The page that explains every interpretation ("Auslegung"), in the registry's anchor style.
INTERPRETATIONS = "auslegung/"


def page_href(anchor: str) -> str:
    """`werkzeug/#tools-intact` → `werkzeug.html#tools-intact`; `quellen/` → `quellen.html`.

    >>> page_href("werkzeug/#tools-intact"), page_href("quellen/")
    ('werkzeug.html#tools-intact', 'quellen.html')
    """
    path, _, fragment = anchor.partition("#")
    path = path.strip("/")
    if not path or "/" in path:
        raise ValueError(f"unexpected anchor {anchor!r}: expected 'page/#id'")
    href = f"{path}.html"
    return f"{href}#{fragment}" if fragment else href


def interpretation_href(rule_id: str) -> str:
    """Where the page of disputed questions explains the rule: `auslegung.html#<rule-id>`."""
    return page_href(f"{INTERPRETATIONS}#{rule_id}")


def split_anchor(anchor: str) -> tuple[str, str]:
    """`werkzeug/#tools-intact` → (`werkzeug.html`, `tools-intact`).

    >>> split_anchor("werkzeug/#tools-intact")
    ('werkzeug.html', 'tools-intact')
    """
    href = page_href(anchor)
    page, _, fragment = href.partition("#")
    return page, fragment


def fall(request: dict[str, Any]) -> str:
    """The `#fall=` value: base64url of the request JSON (UTF-8), without padding. The one
    encoder of the build and the tools (tests keep an independent one on purpose)."""
    text = json.dumps(request, ensure_ascii=False, separators=(",", ":"))
    return base64.urlsafe_b64encode(text.encode("utf-8")).decode("ascii").rstrip("=")


def request_text(value: str) -> str:
    """The request's JSON text behind a `#fall=` value, as the checker hands it to the engine."""
    padded = value + "=" * (-len(value) % 4)
    return base64.urlsafe_b64decode(padded).decode("utf-8")


def unfall(value: str) -> dict[str, Any]:
    """The request behind a `#fall=` value (inverse of `fall`).

    >>> request = {"move": {"play": "sabotage", "tool": "lamp", "target": "Jörg"}}
    >>> unfall(fall(request)) == request
    True
    """
    result: dict[str, Any] = json.loads(request_text(value))
    return result


def checker_href(request: dict[str, Any]) -> str:
    """Relative link that opens the checker with this situation and move."""
    return f"{CHECKER}#fall={fall(request)}"
