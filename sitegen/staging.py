"""The site is built in a folder beside `site/` and takes its place only when it is complete.

A refused build (a vendored file whose sha256 does not match, a broken scenario, a warning in
strict mode) used to leave a partial `site/` behind, which a deploy script could publish. Now
`begin` points MkDocs at `.site.building-<pid>` next to the site folder, `finish` swaps it in
(two renames on the same file system) and `abandon` removes it when the build fails; the old
`site/` stays as it was until then. The hooks are in overrides/hooks/publish.py.
"""

from __future__ import annotations

import logging
import os
import shutil
from pathlib import Path

STAGING_MARK = ".building-"


def staging_dir(site_dir: Path) -> Path:
    return site_dir.parent / f".{site_dir.name}{STAGING_MARK}{os.getpid()}"


def begin(site_dir: Path) -> Path:
    """A fresh, empty folder beside `site_dir` to build into (left-overs of killed builds of
    this site are removed)."""
    site_dir.parent.mkdir(parents=True, exist_ok=True)
    for old in site_dir.parent.glob(f".{site_dir.name}{STAGING_MARK}*"):
        pid = old.name.rsplit("-", 1)[-1]
        if pid.isdigit() and not _running(int(pid)):
            shutil.rmtree(old, ignore_errors=True)
    staging = staging_dir(site_dir)
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir()
    return staging


def _running(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def finish(staging: Path, site_dir: Path) -> None:
    """Put the complete build in the place of `site_dir` (the old one is removed after)."""
    old = site_dir.parent / f".{site_dir.name}.old-{os.getpid()}"
    if site_dir.exists():
        site_dir.rename(old)
    staging.rename(site_dir)
    shutil.rmtree(old, ignore_errors=True)


def abandon(staging: Path) -> None:
    shutil.rmtree(staging, ignore_errors=True)


def strict_warnings() -> int:
    """How many warnings MkDocs has counted in this build (strict mode aborts on any, but only
    after the last post-build hook has run)."""
    from mkdocs.utils import CountHandler

    for handler in logging.getLogger("mkdocs").handlers:
        if isinstance(handler, CountHandler):
            return sum(count for _, count in handler.get_counts())
    return 0
