"""MkDocs hook: the 404 page's inline bootstrap script the same for every prefix of the site
(`sitegen.notfound`), so that one Content-Security-Policy allows it at the root and below."""

from __future__ import annotations

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError

from sitegen import notfound


def on_post_template(output: str, *, template_name: str, config: MkDocsConfig) -> str:
    if template_name != notfound.PAGE:
        return output
    try:
        return notfound.scope_by_attribute(output, notfound.base_path(config.site_url))
    except notfound.NotFoundError as error:
        raise PluginError(str(error)) from error
