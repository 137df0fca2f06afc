"""A pytest plugin for measuring the suite: each test's processor time, Chromium's renderers,
Node and the builds it starts included (what `tools/cpu-of` counts for a whole command).

Each process that loads it (every pytest-xdist worker, and the controller) moves itself into
a cgroup-v1 `cpuacct` group of its own below its current one; what it starts afterwards is
counted there, and the parent's figure still holds it (cpuacct is hierarchical). Needs root
and /sys/fs/cgroup/cpuacct, as `tools/cpu-of`. Background work a worker runs in threads (the
tests' second builds) is counted in whatever test that worker runs meanwhile.

Use: `python -m pytest -p tools.cgprof ...` (or `PYTEST_ADDOPTS="-p tools.cgprof"` for
`make test`); each process writes `<CGPROF_DIR or /tmp/cgprof>/<gwN or main>.tsv`: a first line
`#TOTAL <CPU-s> <wall-s>`, then one line per test: node id, CPU-s, wall-s.
docs-dev/performance.md ("The fourth round") used it.
"""

from __future__ import annotations

import os
import time
from collections.abc import Generator
from pathlib import Path

import pytest

_BASE = Path("/sys/fs/cgroup/cpuacct")
_rows: list[tuple[str, float, float]] = []
_state: dict[str, object] = {}


def _own_cgroup() -> str:
    for line in Path("/proc/self/cgroup").read_text().splitlines():
        _, controllers, path = line.split(":", 2)
        if "cpuacct" in controllers.split(","):
            return path
    return "/"


def _usage(group: Path) -> float:
    return int((group / "cpuacct.usage").read_text()) / 1e9


def pytest_configure(config: pytest.Config) -> None:
    worker = getattr(config, "workerinput", {}).get("workerid", "main")
    group = _BASE / _own_cgroup().lstrip("/") / f"cgprof.{worker}.{os.getpid()}"
    group.mkdir(parents=True, exist_ok=True)
    (group / "tasks").write_text(str(os.getpid()))
    _state.update(group=group, worker=worker, start=time.time(), usage=_usage(group))


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item) -> Generator[None, None, None]:
    group = _state["group"]
    assert isinstance(group, Path)
    usage, start = _usage(group), time.time()
    yield
    _rows.append((item.nodeid, _usage(group) - usage, time.time() - start))


def pytest_unconfigure(config: pytest.Config) -> None:
    group, start, usage = _state["group"], _state["start"], _state["usage"]
    assert isinstance(group, Path) and isinstance(start, float) and isinstance(usage, float)
    out = Path(os.environ.get("CGPROF_DIR", "/tmp/cgprof"))
    out.mkdir(parents=True, exist_ok=True)
    lines = [f"#TOTAL\t{_usage(group) - usage:.2f}\t{time.time() - start:.1f}"]
    lines += [f"{name}\t{cpu:.2f}\t{wall:.2f}" for name, cpu, wall in _rows]
    (out / f"{_state['worker']}.tsv").write_text("\n".join(lines) + "\n", encoding="utf-8")
