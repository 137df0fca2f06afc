"""Debian's Apache serving a built site on loopback with `hosting/.htaccess`, as
docs-dev/hosting.md tells an operator to: the file copied into the site folder, `AllowOverride
FileInfo`, the modules Debian enables by default plus `headers` and `rewrite`.

One server for a whole test module, on three free ports of 127.0.0.1 (never 80), each a way to
put the site on a host: at the root of a virtual host, below it through `Alias /regeln/`, and
as the folder `regeln/` inside another document root. The last one also has Debian's
`mod_brotli` compressing on the fly beside `mod_deflate` (what an operator who runs `a2enmod
brotli` and adds the usual `AddOutputFilterByType` gets), so that what those modules do to
`ETag`s and to the build's `.br`/`.gz` files is seen. The server runs from its own
ServerRoot in a temporary folder (pid file, logs, lock files) and stops when the `with` ends.

The site folder itself is never written: the test serves a copy (with the files' times) with the
`.htaccess` beside them. Where the tests run as root (CI), Apache's workers run as Debian's
`www-data` (Apache refuses to serve as root), so the copy lies in a folder of /tmp that user can
read, removed at the end.
"""

from __future__ import annotations

import getpass
import os
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.nginx_host import Host, _free_port, _wait
from tools.headers import HOSTING

HTACCESS = HOSTING / ".htaccess"
APACHE = Path("/usr/sbin/apache2")
DEBIAN_MODULES = Path("/etc/apache2/mods-available")
# What Debian's apache2 package enables (its postinst, `a2query -m` on a fresh install), then
# what docs-dev/hosting.md asks for (`a2enmod headers rewrite`).
DEFAULT_MODULES = [
    "mpm_event",
    "access_compat",
    "alias",
    "auth_basic",
    "authn_core",
    "authn_file",
    "authz_core",
    "authz_host",
    "authz_user",
    "autoindex",
    "deflate",
    "dir",
    "env",
    "filter",
    "mime",
    "negotiation",
    "reqtimeout",
    "setenvif",
    "status",
]
ASKED_MODULES = ["headers", "rewrite"]
# What `a2enmod brotli` loads; Debian ships no brotli.conf, so the operator adds the filter.
BROTLI_ON_THE_FLY = (
    "AddOutputFilterByType BROTLI_COMPRESS text/html text/plain text/xml text/css "
    "text/javascript application/javascript application/json application/wasm"
)
PLACES = ("root", "alias", "folder")


def ensure_apache() -> Path:
    """Debian's apache2 (binary, modules and their Debian .load/.conf files), installed as
    nginx is: by apt-get where the tests run as root (CI), else a clear fail."""
    if APACHE.exists() and DEBIAN_MODULES.is_dir():
        return APACHE
    if hasattr(os, "geteuid") and os.geteuid() == 0 and shutil.which("apt-get"):
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        subprocess.run(["apt-get", "update", "-qq"], env=env, check=False)
        subprocess.run(["apt-get", "install", "-y", "-qq", "apache2"], env=env, check=False)
    if not (APACHE.exists() and DEBIAN_MODULES.is_dir()):
        pytest.fail(
            "Debian's Apache is needed for the hosting tests: sudo apt-get install -y apache2"
        )
    return APACHE


@dataclass(frozen=True)
class Apache:
    """A running Apache: one Host per place ("root", "alias", "folder"), and its error log."""

    hosts: dict[str, Host]
    site: Path
    log: Path


def mirror(site: Path, target: Path, htaccess: Path) -> None:
    """`target` as the site's folder on a host: a copy of the site with its files' times, and
    of `htaccess` as `.htaccess` (as an operator copies it)."""
    shutil.copytree(site, target, symlinks=False)
    shutil.copyfile(htaccess, target / ".htaccess")


def _user() -> str:
    """The workers' user: Apache refuses to serve as root."""
    return "www-data" if os.geteuid() == 0 else getpass.getuser()


def _modules(names: list[str]) -> str:
    lines = []
    for name in names:
        for suffix in (".load", ".conf"):
            path = DEBIAN_MODULES / f"{name}{suffix}"
            if path.exists():
                lines.append(f"Include {path}")
    return "\n".join(lines)


def config(prefix: Path, www: Path, ports: dict[str, int]) -> str:
    """An apache2.conf as Debian's (its module files, `<Directory />` denied, FollowSymLinks
    and Indexes on in the web folder), with `AllowOverride FileInfo` where the site lies."""
    site = www / "regeln"
    user = _user()
    listen = "\n".join(f"Listen 127.0.0.1:{port}" for port in ports.values())
    return f"""ServerRoot {prefix}
ServerName localhost
DefaultRuntimeDir {prefix}/run
PidFile {prefix}/run/apache2.pid
Mutex file:{prefix}/run default
ErrorLog {prefix}/logs/error.log
LogLevel warn
User {user}
Group {user}
{listen}
{_modules(DEFAULT_MODULES + ASKED_MODULES + ["brotli"])}
<Directory />
    Options FollowSymLinks
    AllowOverride None
    Require all denied
</Directory>
<Directory {www}>
    Options Indexes FollowSymLinks
    AllowOverride FileInfo
    Require all granted
</Directory>
AccessFileName .htaccess
<FilesMatch "^\\.ht">
    Require all denied
</FilesMatch>
<VirtualHost 127.0.0.1:{ports["root"]}>
    DocumentRoot {site}
</VirtualHost>
<VirtualHost 127.0.0.1:{ports["alias"]}>
    DocumentRoot {prefix}/empty
    Alias /regeln/ {site}/
</VirtualHost>
<VirtualHost 127.0.0.1:{ports["folder"]}>
    DocumentRoot {www}
    {BROTLI_ON_THE_FLY}
</VirtualHost>
"""


@contextmanager
def apache(site: Path, workdir: Path, *, htaccess: Path = HTACCESS) -> Iterator[Apache]:
    """Start Apache for `site` at the three places, yield them, stop it."""
    binary = ensure_apache()
    readable = Path(tempfile.mkdtemp(prefix="saboteur-apache-"))
    try:
        readable.chmod(0o755)
        www = readable / "www"
        mirror(site, www / "regeln", htaccess)
        with _serve(binary, www, workdir) as server:
            yield server
    finally:
        shutil.rmtree(readable, ignore_errors=True)


@contextmanager
def _serve(binary: Path, www: Path, workdir: Path) -> Iterator[Apache]:
    for attempt in range(5):
        prefix = workdir / f"apache-{attempt}"
        for name in ("run", "logs", "empty"):
            (prefix / name).mkdir(parents=True)
        ports = {place: _free_port() for place in PLACES}
        conf = prefix / "apache2.conf"
        conf.write_text(config(prefix, www, ports), encoding="utf-8")
        command = [str(binary), "-d", str(prefix), "-f", str(conf)]
        test = subprocess.run([*command, "-t"], capture_output=True, text=True, check=False)
        if test.returncode != 0:
            raise AssertionError(f"Apache refuses the configuration:\n{test.stderr}")
        process = subprocess.Popen(
            [*command, "-DFOREGROUND"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
        )
        try:
            if all(_wait(port, process) for port in ports.values()):
                hosts = {
                    "root": Host(f"http://127.0.0.1:{ports['root']}/", prefix),
                    "alias": Host(f"http://127.0.0.1:{ports['alias']}/regeln/", prefix),
                    "folder": Host(f"http://127.0.0.1:{ports['folder']}/regeln/", prefix),
                }
                yield Apache(hosts, www / "regeln", prefix / "logs" / "error.log")
                return
        finally:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
            if process.stderr is not None:
                process.stderr.close()
    raise AssertionError("Apache did not start on free loopback ports in five tries")
