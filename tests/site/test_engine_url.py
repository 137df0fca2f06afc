"""The engine folder's URL is cached for a year as immutable (hosting/): it must never name
other bytes. Two builds of the same commit make different snapshots (Pyodide's memory holds
the random seeds and clocks of its start), so the folder is named by its content.
Issue 25, item 6."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from sitegen import pyodide, snapshot

pytestmark = pytest.mark.site  # builds a part of the site: the snapshot, once more


def test_two_builds_of_the_snapshot_never_share_a_url_with_other_bytes(tmp_path: Path) -> None:
    # The first build: the engine folder as this commit builds it (the build cache's, snapshot
    # included); the second: a copy of it whose snapshot the build's own step makes again.
    first = pyodide.engine_zip()
    second = tmp_path / "zwei"
    shutil.copytree(first, second)
    (second / snapshot.NAME).unlink()
    snapshot.make(pyodide.NODE_PYODIDE, second)
    same_name = pyodide.content_hash(first) == pyodide.content_hash(second)
    same_bytes = all(
        (first / name).read_bytes() == (second / name).read_bytes() for name in pyodide.ENGINE_FILES
    )
    assert same_name == same_bytes


def test_the_sites_engine_folder_is_named_by_its_files(site_dir: Path) -> None:
    (folder,) = site_dir.glob(f"{pyodide.site_path()}{pyodide.ENGINE_PREFIX}*")
    assert folder.name == pyodide.ENGINE_PREFIX + pyodide.content_hash(folder)
