"""Installable and offline (sitegen/pwa.py, assets/javascripts/offline.js, sw-runtime.js).

- the manifest is German and its icons exist; the service worker's precache list names only
  files of the site;
- after one visit to the checker (its verdict shown) the checker with another `#fall` and a rules
  page work with no network;
- a new deploy with a changed engine replaces the cached engine as a whole: the reader is offered
  "Neue Version – neu laden", and after it the verdict is the new engine's.
"""

from __future__ import annotations

import json
import re
import shutil
import struct
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tests import shared
from tests.browser.helpers import CHECKER, FIRST_VERDICT_MS, fall
from tests.js import js
from tests.shared import mkdocs_build
from tools.chromium import CHROMIUM
from tools.chromium import TEST_ARGS as CHROMIUM_ARGS
from tools.serve import SiteServer

ROOT = Path(__file__).resolve().parents[2]
PATH_MOVE = {"move": {"play": "path", "card": {"edges": "EW"}, "x": 1, "y": 0}}
MAP_MOVE = {"situation": {"broken": {"du": ["lamp"]}}, "move": {"play": "map", "x": 8, "y": 0}}
REFUSED = {"situation": {"broken": {"du": ["cart"]}}, **PATH_MOVE}
COMPARED = [REFUSED, MAP_MOVE]
"""What a start from the kept snapshot and a normal start are both asked, in this order."""
# What the second build changes in the engine (rules_py/messages.py): the answer to PATH_MOVE.
OLD_ANSWER = "Ja, du darfst die Wegekarte „{card}“{turn} auf {cell} legen."
NEW_ANSWER = "Ja, du darfst die Wegekarte „{card}“{turn} auf {cell} legen (neue Fassung)."


def _precache_urls(site_dir: Path) -> list[str]:
    text = (site_dir / "sw.js").read_text(encoding="utf-8")
    return re.findall(r'"url":"([^"]*)"', text)


def test_the_manifest_is_german_and_its_icons_exist(site_dir: Path) -> None:
    manifest = json.loads((site_dir / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["lang"] == "de"
    assert manifest["name"] == "Saboteur-Regeln"
    assert manifest["start_url"] == "./index.html" and manifest["display"] == "standalone"
    assert re.fullmatch(r"#[0-9a-f]{6}", manifest["theme_color"])
    sizes = set()
    for icon in manifest["icons"]:
        path = site_dir / icon["src"]
        assert path.is_file(), icon
        if icon["type"] == "image/png":
            head = path.read_bytes()[:24]
            assert head[:8] == b"\x89PNG\r\n\x1a\n", icon
            width, height = struct.unpack(">II", head[16:24])
            assert icon["sizes"] == f"{width}x{height}", icon
            sizes.add(width)
    assert {192, 512} <= sizes
    page = (site_dir / "index.html").read_text(encoding="utf-8")
    assert '<link rel="manifest" href="manifest.webmanifest">' in page


def test_the_precache_list_names_only_files_of_the_site(site_dir: Path) -> None:
    urls = _precache_urls(site_dir)
    assert "index.html" in urls and CHECKER in urls and "werkzeug.html" in urls
    assert "assets/javascripts/zugpruefer-worker.js" in urls
    for url in urls:
        assert not re.match(r"^[a-z][a-z0-9+.-]*:|^//|^/", url, re.I), url  # same origin
        assert (site_dir / url).is_file(), url
    # The runtime is cached as the checker uses it, not when the worker installs.
    assert not [url for url in urls if url.startswith("pyodide/")]
    assert len(urls) == len(set(urls))


PHONE = {"locale": "de-DE", "viewport": {"width": 390, "height": 844}, "has_touch": True}


@contextmanager
def _own_origin_only(context: Any, base_url: str) -> Iterator[Any]:
    """`context`, with every request to another origin stopped; it is closed afterwards, and
    then no request may have gone to another origin."""
    foreign: list[str] = []

    def route(route: Any) -> None:
        url = route.request.url
        if url.startswith((base_url + "/", "data:", "blob:")):
            route.continue_()
        else:
            foreign.append(url)
            route.abort()

    context.route("**/*", route)
    try:
        yield context
    finally:
        context.close()
    assert not foreign, foreign


def _browsing(browser: Any, base_url: str, **options: Any) -> AbstractContextManager[Any]:
    """A phone's browser profile of its own (`options` for its context, e.g.
    `service_workers="block"`); afterwards: no request went to another origin."""
    return _own_origin_only(browser.new_context(**PHONE, **options), base_url)


def _verdict(page: Any, value: str) -> str:
    page.wait_for_selector(
        f'[data-verdict][data-allowed][data-fall="{value}"]',
        state="attached",
        timeout=FIRST_VERDICT_MS,
    )
    return str(page.locator("[data-verdict]").inner_text())


def _visit_until_offline_ready(page: Any, base_url: str, *, loaded: bool = False) -> str:
    if not loaded:
        page.goto(f"{base_url}/{CHECKER}#fall={fall(PATH_MOVE)}")
    text = _verdict(page, fall(PATH_MOVE))
    # The page asks the service worker to keep the runtime once the engine has answered.
    page.wait_for_function(
        "() => document.documentElement.dataset.offline === 'ready'", timeout=FIRST_VERDICT_MS
    )
    return text


@pytest.fixture
def served(tmp_path: Path, site_dir: Path) -> Iterator[tuple[Path, str]]:
    """The site served from a link that a test may point at another build (a new deploy)."""
    link = tmp_path / "current"
    link.symlink_to(site_dir)
    with SiteServer(link) as server:
        yield link, server.url


# --- one first visit, many later ones -----------------------------------------------------------
# A first visit to the checker (Pyodide's start, the runtime and then the snapshot kept by the
# service worker) takes long. The tests of what a *later* visit does start from a copy of one
# visited browser profile (Chromium's user data folder, copied while no browser uses it), on
# the same origin: one server for the module, whose link a test may point elsewhere (it is put
# back after each test). What the first visit itself showed is recorded (`FirstVisit`) and
# asserted by the tests that take `first_visit`.


def _profile(browser: Any, folder: Path, base_url: str) -> AbstractContextManager[Any]:
    """A phone's browser with its profile in `folder` (kept when it closes); afterwards: no
    request went to another origin."""
    context = browser.browser_type.launch_persistent_context(
        str(folder), executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS, **PHONE
    )
    return _own_origin_only(context, base_url)


@pytest.fixture(scope="module")
def origin(tmp_path_factory: pytest.TempPathFactory, site_dir: Path) -> Iterator[tuple[Path, str]]:
    """The site served for the whole module from a link: the visited profile's origin."""
    link = tmp_path_factory.mktemp("origin") / "current"
    link.symlink_to(site_dir)
    with SiteServer(link) as server:
        yield link, server.url


@pytest.fixture
def same_origin(origin: tuple[Path, str], site_dir: Path) -> Iterator[tuple[Path, str]]:
    """`origin` for one test, its link put back to the site afterwards."""
    yield origin
    link = origin[0]
    if link.resolve() != site_dir.resolve():
        link.unlink()
        link.symlink_to(site_dir)


@dataclass
class FirstVisit:
    profile: Path
    """The browser's profile after it, closed: copy it, never use it."""
    answer: str
    """The verdict's text."""
    note: str
    """What the offline area says once the runtime is kept."""
    button_hidden: bool
    """Whether the button that would keep it is gone then."""
    snapshot: dict[str, str]
    """The cache and URL under which the service worker keeps the snapshot."""
    snapshot_requests: list[str]
    """Every request for the snapshot during the visit."""
    seen: dict[str, float | None]
    """When the first verdict showed and when the service worker was registered
    (page_scripts/register_after_answer.js)."""
    button_while_kept: tuple[str, str | None]
    """The offline button's text and aria-disabled while the runtime was being kept."""
    focus_on_note: bool
    """Whether the focus, put on that button, was on the note once the runtime was kept."""
    normal: list[tuple[str, str, str]]
    """After all that, this normal start's answers to COMPARED (asked by the fragment, as a
    reader asks the next): how the engine started, the verdict's attributes and its text."""


@pytest.fixture(scope="module")
def first_visit(
    browser: Any, origin: tuple[Path, str], tmp_path_factory: pytest.TempPathFactory
) -> FirstVisit:
    _, base_url = origin
    profile = tmp_path_factory.mktemp("visited") / "profile"
    with _profile(browser, profile, base_url) as context:
        fetched = _snapshot_requests(context)
        page = context.new_page()
        page.add_init_script(js("register_after_answer"))
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(f"{base_url}/{CHECKER}#fall={fall(PATH_MOVE)}")
        # A keyboard reader on the offline button while the runtime is being kept, as soon as
        # it shows (test_the_offline_button_hands_its_focus_to_the_note).
        button = page.locator("[data-offline-now]")
        button.wait_for(state="visible", timeout=FIRST_VERDICT_MS)
        button_while_kept = (button.inner_text(), button.get_attribute("aria-disabled"))
        button.focus()
        page.keyboard.press("Enter")
        answer = _visit_until_offline_ready(page, base_url, loaded=True)
        focus_on_note = page.evaluate("document.activeElement?.hasAttribute('data-offline-done')")
        seen = page.evaluate("window.zpSeen")
        page.locator("[data-offline-done]").wait_for(state="visible")
        note = page.locator("[data-offline-done]").inner_text()
        button_hidden = page.locator("[data-offline-now]").is_hidden()
        entry = _until_snapshot_kept(page)
        snapshot_requests = list(fetched)
        # The same engine, started normally, asked what a later visit's snapshot start is
        # compared with (test_a_later_visit_starts_from_the_kept_snapshot_and_answers_alike).
        normal = _read_answers(page, COMPARED)
        assert not errors, errors
    return FirstVisit(
        profile,
        answer,
        note,
        button_hidden,
        entry,
        snapshot_requests,
        seen,
        button_while_kept,
        bool(focus_on_note),
        normal,
    )


@pytest.fixture
def later_visit(
    browser: Any, first_visit: FirstVisit, same_origin: tuple[Path, str], tmp_path: Path
) -> Iterator[Any]:
    """The browser again after the first visit (a copy of its profile), on the same origin:
    for a test that changes what the profile keeps, or the origin."""
    profile = tmp_path / "profile"
    shutil.copytree(first_visit.profile, profile, symlinks=True)
    with _profile(browser, profile, same_origin[1]) as context:
        yield context


@pytest.fixture(scope="module")
def later_visits(
    browser: Any,
    first_visit: FirstVisit,
    origin: tuple[Path, str],
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[Any]:
    """Like `later_visit`, one copy for the module's tests that only open pages in it (each
    page load a later visit of its own) and change nothing the profile keeps."""
    profile = tmp_path_factory.mktemp("later") / "profile"
    shutil.copytree(first_visit.profile, profile, symlinks=True)
    with _profile(browser, profile, origin[1]) as context:
        yield context


def test_a_first_visit_keeps_the_runtime_then_the_snapshot_in_the_background(
    first_visit: FirstVisit,
) -> None:
    assert "Ja" in first_visit.answer
    # Kept: a note says so; the button that would do it again is gone.
    assert "auch ohne Netz" in first_visit.note
    assert first_visit.button_hidden
    assert first_visit.snapshot["name"].startswith("saboteur-runtime-"), first_visit.snapshot
    # Fetched once, by the service worker, in the background.
    assert len(first_visit.snapshot_requests) == 1, first_visit.snapshot_requests


def test_after_one_visit_the_checker_and_the_rules_work_offline(
    later_visit: Any, same_origin: tuple[Path, str], tmp_path: Path
) -> None:
    link, base_url = same_origin
    context = later_visit
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    context.set_offline(True)
    # Chromium's offline switch does not reach the checker's worker: the server goes too.
    _server_gone(link, tmp_path)
    # Another situation: a fresh page load, its engine started from the cache.
    page.goto(f"{base_url}/{CHECKER}#fall={fall(MAP_MOVE)}")
    assert "Ja, du darfst dir mit der Schatzkarte" in _verdict(page, fall(MAP_MOVE))
    page.goto(f"{base_url}/werkzeug.html")
    assert page.locator("h1").first.inner_text()
    assert page.locator("table").count() > 0
    assert not errors, errors


def test_on_the_checker_the_service_worker_comes_after_the_first_answer(
    first_visit: FirstVisit,
) -> None:
    """Its install fetches every page and keeping the runtime copies 12 MB: neither may compete
    with the engine's start or its first answer (offline.js waits for "saboteur:answered")."""
    seen = first_visit.seen
    assert seen["answer"] is not None and seen["register"] is not None, seen
    assert seen["register"] > seen["answer"], seen


def _server_gone(link: Path, tmp_path: Path) -> None:
    """From now on the server answers every request with 404."""
    gone = tmp_path / "gone"
    gone.mkdir(exist_ok=True)
    link.unlink()
    link.symlink_to(gone)


def test_offline_without_the_http_cache_the_runtime_comes_from_the_kept_copy(
    browser: Any, first_visit: FirstVisit, same_origin: tuple[Path, str], tmp_path: Path
) -> None:
    # Online, the runtime's WebAssembly and zip come from the browser's HTTP cache (sw.js
    # leaves them to it, for Chrome's compiled-code cache); a phone short of space may empty
    # that cache while the service worker's copies stay: then the worker must use those.
    link, base_url = same_origin
    profile = tmp_path / "profile"
    shutil.copytree(first_visit.profile, profile, symlinks=True)
    caches = [profile / "Default" / "Cache", profile / "Default" / "Code Cache"]
    assert caches[0].is_dir(), sorted(p.name for p in (profile / "Default").iterdir())
    for folder in caches:
        shutil.rmtree(folder, ignore_errors=True)
    _server_gone(link, tmp_path)
    with _profile(browser, profile, base_url) as context:
        context.set_offline(True)
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(f"{base_url}/{CHECKER}#fall={fall(MAP_MOVE)}")
        assert "Ja, du darfst dir mit der Schatzkarte" in _verdict(page, fall(MAP_MOVE))
        assert not errors, errors


def _build_with_changed_engine(dest: Path) -> None:
    """A copy of the repository whose engine answers PATH_MOVE in other words, built into `dest`.

    It shares the build caches of the repository (`shared.repo_copy`), so only the first run on
    a machine builds its engine folder; it starts in the background once the site is built
    (tests/shared.py), while other tests run. It writes no precompressed copies
    (`SABOTEUR_PRECOMPRESS=0`, sitegen/compress.py): nothing here reads one, and the server
    sends each file as it is; in a fresh clone the Brotli of its new snapshot alone is 36 s.
    It still measures the runtime's Brotli size for the checker page's note
    (sitegen/checker.py `download_bytes`): at the session build's quality
    (`shared.TESTED_BROTLI_QUALITY`), whose copies of Pyodide's files that build has cached
    already; at the default 11 a fresh clone compresses the WebAssembly and the engine's zip
    once more (some 40 CPU-s), for a number no test here reads.
    """
    work = shared.repo_copy(dest.parent / "repo-changed-engine")
    messages = work / "rules_py" / "messages.py"
    text = messages.read_text(encoding="utf-8")
    assert OLD_ANSWER in text, "rules_py/messages.py: the answer this test changes moved"
    messages.write_text(text.replace(OLD_ANSWER, NEW_ANSWER), encoding="utf-8")
    env = {
        "PYTHONPATH": str(work),
        "SABOTEUR_PRECOMPRESS": "0",
        "SABOTEUR_BROTLI_QUALITY": shared.TESTED_BROTLI_QUALITY,
    }
    done = mkdocs_build(dest, cwd=work, env=env)
    if done.returncode != 0:
        pytest.fail(f"second build failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}")


NEW_DEPLOY = "site-changed-engine"
# After the site: the two builds would otherwise both compress Pyodide's WebAssembly (45 s).
shared.early(
    NEW_DEPLOY, _build_with_changed_engine, wanted_by="test_a_new_deploy", after=shared.site
)


@pytest.fixture
def new_deploy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site built from a repository whose engine answers PATH_MOVE in other words."""
    return shared.once(tmp_path_factory, NEW_DEPLOY, _build_with_changed_engine)


def test_offline_before_the_engine_was_kept_the_checker_says_so_in_german(
    browser: Any, served: tuple[Path, str]
) -> None:
    """Only a rules page was visited: the service worker keeps the pages, not yet the runtime.
    Offline, the checker must say that, not blame a web server."""
    _, base_url = served
    with _browsing(browser, base_url) as context:
        page = context.new_page()
        page.goto(f"{base_url}/index.html")
        page.wait_for_function(
            "async () => Boolean(await navigator.serviceWorker.ready)", timeout=FIRST_VERDICT_MS
        )
        page.wait_for_function(
            f"async () => Boolean(await caches.match('{CHECKER}', {{ignoreSearch: true}}))",
            timeout=FIRST_VERDICT_MS,
        )
        context.set_offline(True)
        page.goto(f"{base_url}/{CHECKER}#fall={fall(MAP_MOVE)}")
        status = page.locator("[data-zp='status']")
        status.filter(has_text="offline").wait_for(timeout=FIRST_VERDICT_MS)
        text = status.inner_text()
        assert "noch nicht gespeichert" in text and "Webserver" not in text


def test_the_offline_button_hands_its_focus_to_the_note(first_visit: FirstVisit) -> None:
    # A keyboard reader on the button must not lose the place when it gives way to its note.
    # The engine runs, so its runtime is being kept already: the button says so and does not
    # offer it once more (it would vanish under the reader's finger), and says what. (The first
    # visit focused it and pressed Enter.)
    assert first_visit.button_while_kept == ("Zugprüfer wird gespeichert …", "true")
    assert first_visit.focus_on_note


# --- the engine's snapshot: a quicker start on later visits (sitegen/snapshot.py) -------------

SNAPSHOT_ENTRY = js("snapshot_cache_entry")
# A small file of the site opened as a page where a test only needs a document of the site's
# origin (its Cache Storage, the site's modules): a rules page would cost a Material page's
# load (about 0.8 CPU-s) for nothing the test looks at.
ORIGIN_DOCUMENT = "sitemap.xml"


def _until_snapshot_kept(page: Any) -> dict[str, str]:
    """After the runtime was kept on the first visit: the snapshot, in the background."""
    page.wait_for_function(
        "() => document.documentElement.dataset.snapshot", timeout=FIRST_VERDICT_MS
    )
    assert page.evaluate("document.documentElement.dataset.snapshot") == "kept"
    # The first visit started normally: nothing was kept before it.
    assert page.evaluate("document.documentElement.dataset.engineStart") == "normal"
    entry = page.evaluate(SNAPSHOT_ENTRY)
    assert entry and entry["name"].startswith("saboteur-runtime-"), entry
    return dict(entry)


def _snapshot_requests(context: Any) -> list[str]:
    """Every request for the snapshot from now on (the service worker's included)."""
    fetched: list[str] = []
    context.on("request", lambda r: fetched.append(r.url) if "/snapshot.bin" in r.url else None)
    return fetched


def _answer(context: Any, base_url: str, request: dict[str, Any]) -> tuple[str, str, str]:
    """A fresh page load of the checker: how its engine started, the verdict's attributes and
    its text."""
    return _answers(context, base_url, [request])[0]


def _answers(
    context: Any, base_url: str, requests: list[dict[str, Any]]
) -> list[tuple[str, str, str]]:
    """One page load of the checker with the first request, the others asked by changing its
    fragment (the same engine answers them): for each, how the engine started, the verdict's
    attributes and its text."""
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        page.goto(f"{base_url}/{CHECKER}#fall={fall(requests[0])}")
        found = _read_answers(page, requests)
        assert not errors, errors
        return found
    finally:
        page.close()


def _read_answers(page: Any, requests: list[dict[str, Any]]) -> list[tuple[str, str, str]]:
    """Each request asked on the checker `page` by changing its fragment, one after the other:
    how its engine started, the verdict's attributes and its text."""
    found = []
    for request in requests:
        page.evaluate("value => { location.hash = 'fall=' + value; }", fall(request))
        text = _verdict(page, fall(request))
        verdict = page.locator("[data-verdict]")
        allowed = verdict.get_attribute("data-allowed")
        shown = f"{allowed} {verdict.get_attribute('data-failed')}"
        start = str(page.evaluate("document.documentElement.dataset.engineStart"))
        found.append((start, shown, text))
    return found


def test_a_later_visit_starts_from_the_kept_snapshot_and_answers_alike(
    later_visits: Any, first_visit: FirstVisit, same_origin: tuple[Path, str]
) -> None:
    _, base_url = same_origin
    context = later_visits
    # (The first visit fetched it once: test_a_first_visit_keeps_the_runtime_then_the_…)
    fetched = _snapshot_requests(context)
    # One page load, started from the snapshot, answers both (the second asked by the
    # fragment, as a reader asks the next).
    found = _answers(context, base_url, COMPARED)
    answers = dict(zip(("refused", "map"), found, strict=True))
    for name, answer in answers.items():
        assert answer[0] == "snapshot", (name, answer)
    # The worker reads the kept copy; it never asks the network for it.
    assert not fetched, fetched
    # The same situations from a normal start: the first visit's engine (a new profile, the
    # engine started normally, nothing kept before it) answered both at the end of that visit,
    # each asked by the fragment, as a reader asks the next.
    normal = first_visit.normal
    for name, (start, *verdict) in zip(("refused", "map"), normal, strict=True):
        assert start == "normal"
        assert verdict == list(answers[name][1:]), (name, verdict, answers[name])
    assert answers["refused"][1] == "false tools-intact"
    assert "Nein, deine Lore ist kaputt" in answers["refused"][2]
    assert answers["map"][1].startswith("true")


def test_a_kept_snapshot_that_does_not_restore_gives_way_to_a_normal_start(
    later_visit: Any, first_visit: FirstVisit, same_origin: tuple[Path, str]
) -> None:
    _, base_url = same_origin
    context = later_visit
    # (A copy of the profile after a first visit that kept the snapshot.)
    entry = first_visit.snapshot
    page = context.new_page()
    # A document of the site's origin, for its Cache Storage (no rules page: none is looked at).
    page.goto(f"{base_url}/{ORIGIN_DOCUMENT}")
    # The kept copy's length and SHA-256, as text ("" when there is none).
    kept = (
        "async ({name, url}) => {"
        "  const body = await (await (await caches.open(name)).match(url))?.arrayBuffer();"
        "  if (!body) return '';"
        "  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body));"
        "  return body.byteLength + ' ' + Array.from(digest, (b) => b.toString(16)).join('');"
        "}"
    )
    real_copy = page.evaluate(kept, entry)
    real = int(real_copy.split()[0])
    assert real > 1_000_000
    # The file as the site stores it (pack/unpack), to make one that unpacks but is not
    # Pyodide's memory: its first byte changed.
    other_memory = (
        "await (async (format, cache) => {"
        "  const image = format.unpack(await (await cache.match(url)).arrayBuffer());"
        "  image[0] ^= 0xff;"
        "  return format.pack(image);"
        "})(await import('./assets/javascripts/zugpruefer-snapshot.js'), cache)"
    )
    broken = {
        # as long as the real one and unpacks, but Pyodide refuses to restore it
        "other memory": other_memory,
        # as long as the real one, but not a packed memory image: it does not unpack
        "zeros": f"new Uint8Array({real})",
        # too short: not even unpacked
        "short": "new Uint8Array(1024)",
    }
    for kind, body in broken.items():
        page.evaluate(
            "async ({name, url}) => {"
            "  const cache = await caches.open(name);"
            f"  await cache.put(url, new Response({body}));"
            "}",
            entry,
        )
        broken_copy = page.evaluate(kept, entry)
        assert broken_copy not in ("", real_copy), kind
        start, shown, text = _answer(context, base_url, MAP_MOVE)
        assert (start, shown[:4]) == ("normal", "true"), (kind, start, shown)
        assert "Ja, du darfst dir mit der Schatzkarte" in text
        # The worker forgot it (and the service worker may have kept the real one again).
        copies = [page.evaluate(kept, entry)]
        for _ in range(FIRST_VERDICT_MS // 250):
            if copies[-1] != broken_copy:
                break
            page.wait_for_timeout(250)
            copies.append(page.evaluate(kept, entry))
        assert copies[-1] in ("", real_copy), (kind, copies[-1], broken_copy, real_copy)
        # (the real one back, for the next kind: unless the service worker has kept it again
        # already, as it does after the answer, fetched once more here)
        if copies[-1] != real_copy:
            page.evaluate("async ({name, url}) => (await caches.open(name)).add(url)", entry)
        assert page.evaluate(kept, entry) == real_copy
    page.close()


def test_when_the_browser_asks_to_save_data_the_snapshot_is_not_fetched(
    browser: Any, served: tuple[Path, str]
) -> None:
    # 3 MB only for a quicker start next time: not on a phone whose reader asked to save data.
    _, base_url = served
    with _browsing(browser, base_url) as context:
        fetched = _snapshot_requests(context)
        page = context.new_page()
        cdp = context.new_cdp_session(page)
        cdp.send("Emulation.setDataSaverOverride", {"dataSaverEnabled": True})
        assert page.evaluate("navigator.connection.saveData") is True
        _visit_until_offline_ready(page, base_url)
        page.wait_for_function(
            "() => document.documentElement.dataset.snapshot", timeout=FIRST_VERDICT_MS
        )
        assert page.evaluate("document.documentElement.dataset.snapshot") == "skipped"
        assert page.evaluate(SNAPSHOT_ENTRY) is None
        assert not fetched, fetched
        # The next visit starts normally, and offline use is not affected.
        start, shown, _ = _answer(context, base_url, MAP_MOVE)
        assert (start, shown[:4]) == ("normal", "true")


def test_a_later_visit_neither_downloads_nor_saves_in_the_readers_eyes(
    later_visits: Any, same_origin: tuple[Path, str]
) -> None:
    # The runtime was kept on the first visit: the next one must not flash "Heruntergeladen …"
    # for bytes that come from the browser's caches, nor "Zugprüfer wird gespeichert …" before
    # its note "Offline verfügbar" (offline both would even be wrong).
    _, base_url = same_origin
    context = later_visits
    # (A copy of the profile after a first visit that kept the runtime and the snapshot.)
    page = context.new_page()
    page.add_init_script(js("watch_download_and_saving_notes"))
    page.goto(f"{base_url}/{CHECKER}#fall={fall(MAP_MOVE)}")
    _verdict(page, fall(MAP_MOVE))
    page.locator("[data-offline-done]").wait_for(state="visible", timeout=FIRST_VERDICT_MS)
    assert page.evaluate("document.documentElement.dataset.engineStart") == "snapshot"
    assert page.evaluate("window.__seen") == []
    page.close()


def test_a_later_visit_that_lost_a_kept_file_says_it_saves_it_again(
    later_visit: Any, first_visit: FirstVisit, same_origin: tuple[Path, str]
) -> None:
    # The other side of the test above: the button says "Zugprüfer wird gespeichert …" when,
    # and because, the service worker has a file to fetch, not after a timer (which under a
    # slow processor flashed it on a visit that had everything kept).
    _, base_url = same_origin
    context = later_visit
    page = context.new_page()
    page.goto(f"{base_url}/{ORIGIN_DOCUMENT}")  # the origin's Cache Storage
    forget = {"name": first_visit.snapshot["name"], "suffix": "/python_stdlib.zip"}
    assert page.evaluate(js("forget_kept_file"), forget)
    context.add_init_script(js("watch_download_and_saving_notes"))
    page = context.new_page()
    page.goto(f"{base_url}/{CHECKER}#fall={fall(MAP_MOVE)}")
    _verdict(page, fall(MAP_MOVE))
    page.locator("[data-offline-done]").wait_for(state="visible", timeout=FIRST_VERDICT_MS)
    assert "Zugprüfer wird gespeichert …" in page.evaluate("window.__seen")
    assert page.locator("[data-offline-now]").is_hidden()
    # Kept again: a second deletion finds the file.
    assert page.evaluate(js("forget_kept_file"), forget)


def test_a_new_deploy_replaces_the_cached_engine_as_a_whole(
    browser: Any, served: tuple[Path, str], new_deploy: Path
) -> None:
    link, base_url = served
    second = new_deploy
    with _browsing(browser, base_url) as context:
        page = context.new_page()
        first = _visit_until_offline_ready(page, base_url)
        assert "legen (neue Fassung)" not in first
        old_caches = page.evaluate("async () => (await caches.keys()).sort()")
        # The deploy: the server now sends the second build.
        link.unlink()
        link.symlink_to(second)
        page.reload()
        # The old worker still serves the old page with the old engine, and offers the update.
        assert "legen (neue Fassung)" not in _verdict(page, fall(PATH_MOVE))
        update = page.get_by_role("button", name="Neue Version – neu laden")
        update.wait_for(state="visible", timeout=FIRST_VERDICT_MS)
        update.click()
        # The new worker takes over, the page reloads: the new engine answers.
        page.wait_for_function(
            "() => document.querySelector('[data-verdict]')?.textContent.includes('neue Fassung')",
            timeout=FIRST_VERDICT_MS,
        )
        page.wait_for_function(
            "() => document.documentElement.dataset.offline === 'ready'",
            timeout=FIRST_VERDICT_MS,
        )
        runtime = page.evaluate(
            "async () => (await caches.keys()).filter((k) => k.startsWith('saboteur-runtime-'))"
        )
        old_runtime = [k for k in old_caches if k.startswith("saboteur-runtime-")]
        assert len(runtime) == 1 and len(old_runtime) == 1
        assert runtime != old_runtime, "the new engine landed in the old engine's cache"
