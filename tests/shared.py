"""What a test session makes once and every pytest-xdist worker uses: the site build above all.

`make test` and `make check` run the suite in two worker processes (pytest-xdist, `-n 2`); a
session fixture runs once per worker. Something expensive that both need (a build) is made by
`once(...)`: the first worker to ask makes it under a file lock in the session's temporary root,
the other waits for it and takes the same folder. The site build starts in the background as
the session begins (`start_early`), if a selected test needs it, while the tests that need no
site run (tests/conftest.py hands those out first); under `make test` the xdist controller
starts it even before the workers collect (`start_in_controller`). A failed build is
recorded, so the second worker fails at once with the same message instead of building again.
Without xdist the same code simply builds it.

To add one: a session fixture that returns `once(tmp_path_factory, "name", make)`, where
`make(folder)` fills `folder` (it exists, empty) or raises / calls `pytest.fail`. A build that
only some test needs, and that takes long, can start in the background as the session begins
(`early(name, make, wanted_by=...)` at the test module's import): then it runs while other tests
do, and the test's own `once(...)` waits for it.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
import threading
from collections.abc import Callable, Mapping
from pathlib import Path

import pytest
from filelock import FileLock

ROOT = Path(__file__).resolve().parent.parent


def session_root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder the whole session shares: under xdist each worker's basetemp is
    `<root>/popen-gwN`, so it is the parent; without xdist the basetemp itself."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


def once(tmp_path_factory: pytest.TempPathFactory, name: str, make: Callable[[Path], None]) -> Path:
    """`<session root>/<name>`, made by `make` once per session, whichever worker asks first."""
    root = session_root(tmp_path_factory)
    folder = root / name
    done = root / f"{name}.done"
    failed = root / f"{name}.failed"
    with FileLock(str(root / f"{name}.lock")):
        if failed.exists():
            pytest.fail(f"{name} (made by the other worker) failed:\n{failed.read_text()}")
        if not done.exists():
            folder.mkdir(parents=True, exist_ok=True)
            try:
                make(folder)
            except BaseException as error:  # pytest.fail's exception, too
                failed.write_text(str(error) or type(error).__name__, encoding="utf-8")
                raise
            done.touch()
    return folder


_RUNNING: set[subprocess.Popen[str]] = set()
"""The builds under way in this process (`stop_builds` ends them)."""


def mkdocs_build(
    dest: Path, cwd: Path = ROOT, env: Mapping[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """`mkdocs build --strict` of the repository at `cwd` into `dest`."""
    args = [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(dest)]
    with subprocess.Popen(
        args,
        cwd=cwd,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1", **(env or {})},
    ) as process:
        _RUNNING.add(process)
        try:
            stdout, stderr = process.communicate()
        finally:
            _RUNNING.discard(process)
    return subprocess.CompletedProcess(args, process.returncode, stdout, stderr)


def stop_builds() -> None:
    """End the builds still under way (the session ends without having needed them)."""
    for process in list(_RUNNING):
        process.terminate()


def repo_copy(work: Path) -> Path:
    """A copy of the repository's files (tracked and new, not ignored) in `work`, for a test
    that builds a changed copy. It links `node_modules` and the build caches of this one
    (`build/pyodide/`: the engine folder by the hash of the engine's sources; `build/compress/`:
    Brotli and gzip by content; `build/bundle/`: the scripts' bundles by their sources): what
    the copy leaves unchanged is not built again (a fresh engine folder and the Brotli of
    Pyodide's WebAssembly take minutes of CPU)."""
    files = subprocess.run(
        ["git", "ls-files", "-co", "--exclude-standard"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    for name in files:
        source = ROOT / name
        if source.is_file() and not source.is_symlink():
            target = work / name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, target)
    (work / "node_modules").symlink_to(ROOT / "node_modules")
    (work / "build").mkdir()
    for cache in ("bundle", "compress", "pyodide"):
        (ROOT / "build" / cache).mkdir(parents=True, exist_ok=True)
        (work / "build" / cache).symlink_to(ROOT / "build" / cache)
    return work


def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site, built once per session with `mkdocs build --strict` (the `site_dir` fixture),
    or the folder SABOTEUR_SITE_DIR names (built by `make site`, to skip the build locally)."""
    prebuilt = os.environ.get("SABOTEUR_SITE_DIR")
    if prebuilt:
        return Path(prebuilt).resolve()
    return once(tmp_path_factory, "site", _build_site)


TESTED_BROTLI_QUALITY = "5"
"""Brotli's quality in the session's build (sitegen/compress.py `quality`): real copies that
the hosting tests serve and decompress, made in about a second where quality 11 takes some
80 s of processor time in a fresh clone (the WebAssembly and the snapshot, the longest chain
of the build the site tests wait for). `make site` and `make bench` build at 11."""


TESTED_GZIP_LEVEL = "1"
"""gzip's level in the session's build (sitegen/compress.py `gzip_level`), as Brotli's quality
above: real `.gz` copies, some 13 % larger, where level 9 of the snapshot and the WebAssembly
takes some 4 s of processor time (0.5 s at level 1) in a fresh clone. `make site` builds at 9."""


def _build_site(out: Path) -> None:
    env = {
        "SABOTEUR_BROTLI_QUALITY": TESTED_BROTLI_QUALITY,
        "SABOTEUR_GZIP_LEVEL": TESTED_GZIP_LEVEL,
    }
    done = mkdocs_build(out, env=env)
    if done.returncode != 0:
        pytest.fail(f"mkdocs build --strict failed:\n{done.stdout}\n{done.stderr}")


def needs_site(item: pytest.Item) -> bool:
    """Whether a test uses the built site (the `site_dir` fixture)."""
    return "site_dir" in getattr(item, "fixturenames", ())


Maker = Callable[[Path], None]
After = Callable[[pytest.TempPathFactory], object]
_EARLY: dict[str, tuple[Maker, str, After | None]] = {}


def early(name: str, make: Maker, wanted_by: str, after: After | None = None) -> None:
    """Start `once(..., name, make)` in the background as the session begins, if a test whose
    name starts with `wanted_by` is selected (tests/conftest.py calls `start_early`); with
    `after` (e.g. `site`), once that is made: their caches may be shared."""
    _EARLY[name] = (make, wanted_by, after)


def start_in_controller(config: pytest.Config) -> None:
    """Under pytest-xdist, when the whole suite runs (`make test`: the test paths of
    pyproject.toml, no `-m`, no `-k`), the controller starts the site build as the session
    starts: before the workers have started and collected the tests (some 8 s of both cores),
    which is that much less of the build left when they run out of tests that need no site.
    The workers' `start_early` then finds it under way (`once` waits for it). The
    controller's session folder is the workers' `session_root` (pytest-xdist gives each
    worker a folder in it). A build still running when the session ends (it needed none:
    a collection error) is ended (`stop_builds`)."""
    if (
        config.args_source != pytest.Config.ArgsSource.TESTPATHS
        or config.getoption("markexpr", "")
        or config.getoption("keyword", "")
        or config.getoption("collectonly", False)
        or os.environ.get("SABOTEUR_SITE_DIR")
    ):
        return
    # pytest-xdist gives the workers their folders from the same factory.
    factory: pytest.TempPathFactory = config._tmp_path_factory  # type: ignore[attr-defined]
    threading.Thread(
        target=_quietly,
        args=(factory, "site", _build_site, None),
        name="early site (controller)",
        daemon=True,
    ).start()


def start_early(session: pytest.Session, tmp_path_factory: pytest.TempPathFactory) -> None:
    """The site build first (as the session begins, while the tests that need no site run:
    tests/conftest.py orders them first), then the builds registered by `early`."""
    builds: list[tuple[str, Maker, After | None]] = []
    if not os.environ.get("SABOTEUR_SITE_DIR") and any(map(needs_site, session.items)):
        builds.append(("site", _build_site, None))
    for name, (make, wanted_by, after) in _EARLY.items():
        if any(item.name.startswith(wanted_by) for item in session.items):
            builds.append((name, make, after))
    for name, make, after in builds:
        # Not a daemon: a worker that runs out of tests waits for it instead of leaving a
        # half-built folder to the other worker.
        threading.Thread(
            target=_quietly,
            args=(tmp_path_factory, name, make, after),
            name=f"early {name}",
        ).start()


def _quietly(
    tmp_path_factory: pytest.TempPathFactory, name: str, make: Maker, after: After | None
) -> None:
    # A failure is recorded by `once` and reported by the test that needs the result.
    with contextlib.suppress(BaseException):
        if after is not None:
            after(tmp_path_factory)
        once(tmp_path_factory, name, make)
