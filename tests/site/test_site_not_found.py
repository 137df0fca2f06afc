"""The 404 page's inline bootstrap script (sitegen/notfound.py): one text for every address
of the site, so one Content-Security-Policy hash allows it at the root and below."""

from __future__ import annotations

import pytest

from sitegen import notfound
from tools import headers

# Material 9.8.2's partials/javascripts/base.html as MkDocs renders it for an error page.
MATERIAL = (
    '<script>__md_scope=new URL("{base}",location),__md_hash=e=>[...e].reduce(((e,_)=>(e<<5)'
    "-e+_.charCodeAt(0)),0),__md_get=(e,_=localStorage,t=__md_scope)=>JSON.parse(_.getItem("
    't.pathname+"."+e)),__md_set=(e,_,t=localStorage,a=__md_scope)=>{{try{{t.setItem(a.pathname'
    '+"."+e,JSON.stringify(_))}}catch(e){{}}}}</script>'
)


def bootstrap(page: str) -> str:
    return next(headers.inline_scripts(page))


def test_the_404_bootstrap_is_the_same_script_for_every_address() -> None:
    scripts = set()
    for site_url, base in [
        (None, "/"),
        ("https://example.org/", "/"),
        ("https://example.org/regeln/", "/regeln/"),
        ("https://example.org/a/b/", "/a/b/"),
    ]:
        assert notfound.base_path(site_url) == base
        page = notfound.scope_by_attribute(MATERIAL.format(base=base), base)
        assert f'data-md-scope="{base}"' in page
        scripts.add(bootstrap(page))
    assert len(scripts) == 1
    assert headers.script_hash(scripts.pop()) in headers.SCRIPT_HASHES


def test_the_attribute_is_escaped() -> None:
    base = '/a"b/'
    page = notfound.scope_by_attribute(MATERIAL.format(base=base), base)
    assert 'data-md-scope="/a&quot;b/"' in page


def test_a_changed_material_script_stops_the_build() -> None:
    changed = MATERIAL.format(base="/").replace("new URL(", "new window.URL(")
    with pytest.raises(notfound.NotFoundError, match=r"sitegen/notfound\.py"):
        notfound.scope_by_attribute(changed, "/")
