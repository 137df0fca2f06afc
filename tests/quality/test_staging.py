"""A refused build leaves the site folder as it was: MkDocs writes beside it and the result
takes its place only when complete (sitegen/staging.py, overrides/hooks/publish.py).
Issue 25, item 7."""

from __future__ import annotations

import importlib.util
import logging
from pathlib import Path
from types import ModuleType, SimpleNamespace

from sitegen import staging

ROOT = Path(__file__).resolve().parents[2]


def _hook() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "publish_hook", ROOT / "overrides/hooks/publish.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _old_site(tmp_path: Path) -> Path:
    site = tmp_path / "site"
    site.mkdir()
    (site / "index.html").write_text("alt", encoding="utf-8")
    return site


def test_a_build_that_fails_midway_leaves_the_old_site_untouched(tmp_path: Path) -> None:
    hook = _hook()
    site = _old_site(tmp_path)
    config = SimpleNamespace(site_dir=str(site), strict=True)
    hook.on_config(config)
    building = Path(config.site_dir)
    assert building != site and building.parent == site.parent
    # Some plugins have written (93 of 321 files, say), then a vendored file is refused.
    (building / "index.html").write_text("halb", encoding="utf-8")
    (building / "assets").mkdir()
    hook.on_build_error(error=RuntimeError("sha256 passt nicht"))
    assert not building.exists()
    assert [p.name for p in site.iterdir()] == ["index.html"]
    assert (site / "index.html").read_text(encoding="utf-8") == "alt"


def test_a_complete_build_takes_the_site_folders_place(tmp_path: Path) -> None:
    site = _old_site(tmp_path)
    building = staging.begin(site)
    (building / "index.html").write_text("neu", encoding="utf-8")
    staging.finish(building, site)
    assert (site / "index.html").read_text(encoding="utf-8") == "neu"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site"]


def test_a_strict_build_counts_its_warnings_before_it_publishes() -> None:
    from mkdocs.utils import CountHandler

    counter = CountHandler()
    counter.setLevel(logging.WARNING)
    logger = logging.getLogger("mkdocs")
    logger.addHandler(counter)
    try:
        logging.getLogger("mkdocs.test").warning("a broken link")
        assert staging.strict_warnings() == 1
    finally:
        logger.removeHandler(counter)
    assert staging.strict_warnings() == 0


def test_left_overs_of_a_killed_build_are_removed(tmp_path: Path) -> None:
    site = _old_site(tmp_path)
    dead = tmp_path / f".site{staging.STAGING_MARK}999999999"
    dead.mkdir()
    building = staging.begin(site)
    assert not dead.exists() and building.is_dir()
    staging.abandon(building)
