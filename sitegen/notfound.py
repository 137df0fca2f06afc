"""The 404 page wherever the site lies: at the root of its host or below it (`/regeln/`).

A host sends `404.html` for any missing address, at any depth, so the page cannot link
relatively: MkDocs writes its links from the path of `site_url` ("/" when it is not set; set
it to the site's full address, e.g. with `SABOTEUR_SITE_URL`, to host it below the root).
That path also lands in Material's inline bootstrap script (`__md_scope=new URL("/regeln/",
location)`), whose sha256 the Content-Security-Policy must list (tools/headers.py): a policy
that knows every possible prefix cannot exist. So the 404 page's script reads the path from
an attribute of its own `<script>` element instead: one text, one hash, for every prefix.
"""

from __future__ import annotations

import html
from urllib.parse import urlsplit

PAGE = "404.html"
_SCOPE = '<script>__md_scope=new URL("{base}",location),'
_BY_ATTRIBUTE = (
    '<script data-md-scope="{base}">__md_scope=new URL(document.currentScript.dataset.mdScope,'
    "location),"
)


class NotFoundError(Exception):
    pass


def base_path(site_url: str | None) -> str:
    """The path the 404 page's links start with, as MkDocs computes it (mkdocs build)."""
    return urlsplit(site_url or "/").path


def scope_by_attribute(page: str, base: str) -> str:
    """`page` (the rendered 404 page) with Material's bootstrap reading `base` from an
    attribute; fails if Material writes the script differently (then update this module)."""
    old = _SCOPE.format(base=base)
    if page.count(old) != 1:
        raise NotFoundError(
            f"{PAGE}: Material's bootstrap script {old!r}… is not there once: "
            "update sitegen/notfound.py"
        )
    return page.replace(old, _BY_ATTRIBUTE.format(base=html.escape(base, quote=True)))
