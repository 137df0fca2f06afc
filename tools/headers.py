"""The site's security headers: one source for the test server and every hosting file.

`HEADERS` is what `tools.serve.SiteServer` sends on every response (so the browser tests
run under the real policy) and what `hosting/` tells nginx, Apache and Netlify/Cloudflare
Pages to send. `python -m tools.headers` rewrites the files in `hosting/`; a test checks
that they match this module, and that every inline script of the built site is allowed.

The Content-Security-Policy is strict: everything from the site's own origin, nothing
inline except Material's few bootstrap scripts (allowed by their sha256), no `eval`.
`'wasm-unsafe-eval'` lets Pyodide compile its WebAssembly (it does not allow JS eval).
`data:` images are Material's icons, which its CSS embeds as `data:image/svg+xml` masks.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import re
from collections.abc import Iterator
from pathlib import Path

from tools import ROOT

HOSTING = ROOT / "hosting"


def script_hash(text: str) -> str:
    return "sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode()


# Inline <script>s in Material for MkDocs 9.8.2's base.html, as they come out of our build
# (their text depends on the theme version and on mkdocs.yml, not on page content).
# When the test says an inline script is not allowed, run
# `python -m tools.headers --hashes site` and put the new hash here with its reason.
SCRIPT_HASHES: dict[str, str] = {
    # __md_scope/__md_get bootstrap, pages at the site root (base ".")
    "sha256-apoQPHefCNWjxbCm+HzVDOAW4CSVWhY7VylQjgOFyfk=": "bootstrap",
    # the same in 404.html, reading its base ("/", or "/regeln/" below the root) from an
    # attribute: one hash for every address (sitegen/notfound.py)
    "sha256-CfD1/yIxXjBYFEOv8ptfWOD3YalR13EpHAi/Ll28LxU=": "bootstrap 404",
    # palette: restore the reader's colour scheme
    "sha256-DrEMJJ29sL7vIloQzly+VUGMxKcBTMII+OfW7Y8AkG4=": "palette",
    # open the content tab named by the URL fragment
    "sha256-/8wPdzX9q0NNJXyA5lzsLojXFpkeaXVxhbfkUOQaWy8=": "tabbed",
}

BOOT_SCRIPT = ROOT / "docs" / "assets" / "javascripts" / "zugpruefer-boot.js"
"""The checker's first script, which its page writes inline (sitegen.checker.boot_script): its
hash is computed from the file, so an edit of it needs no new hash here."""

SCRIPT_HASHES[script_hash(BOOT_SCRIPT.read_text(encoding="utf-8"))] = "checker boot"

SEARCH_SCRIPT = ROOT / "sitegen" / "search_page.js"
"""Every page's search script, written inline after Material's configuration (sitegen.search
.page_script): its hash, too, comes from the file."""

SCRIPT_HASHES[script_hash(SEARCH_SCRIPT.read_text(encoding="utf-8"))] = "search start"

CSP_DIRECTIVES: dict[str, list[str]] = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'wasm-unsafe-eval'", *(f"'{h}'" for h in SCRIPT_HASHES)],
    "worker-src": ["'self'"],
    "connect-src": ["'self'"],
    "style-src": ["'self'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
}

CSP = "; ".join(f"{name} {' '.join(values)}" for name, values in CSP_DIRECTIVES.items())

HEADERS: dict[str, str] = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
}

# Cache-Control by path (relative to the site root), first match wins; the rest revalidates
# (the service worker keeps pages offline with revisions of its own). The runtime folder is
# named by Pyodide's version and the engine's hash (sitegen/pyodide.py): never changes.
IMMUTABLE = "public, max-age=31536000, immutable"
CACHE_RULES: tuple[tuple[str, str], ...] = (
    ("pyodide/", IMMUTABLE),
    ("sw.js", "no-cache"),
    ("sw-config.js", "no-cache"),
)
DEFAULT_CACHE = "no-cache"


def cache_control(path: str, status: int = 200) -> str:
    """The Cache-Control header for a file of the site (path relative to the root); an error
    is never cached for long, wherever it is (a deploy may still be uploading)."""
    if status >= 400:
        return DEFAULT_CACHE
    for prefix, value in CACHE_RULES:
        if path == prefix or (prefix.endswith("/") and path.startswith(prefix)):
            return value
    return DEFAULT_CACHE


# Types a static host must send for Pyodide (module scripts, WebAssembly); with
# `nosniff`, a wrong type stops the checker.
MIME_TYPES: dict[str, str] = {
    ".bin": "application/octet-stream",  # the engine's snapshot (sitegen/snapshot.py)
    ".mjs": "text/javascript",
    ".wasm": "application/wasm",
    ".webmanifest": "application/manifest+json",
}

_SCRIPT = re.compile(r"<script(?P<attrs>[^>]*)>(?P<body>.*?)</script>", re.S | re.I)
_TYPE = re.compile(r"""\btype\s*=\s*["']?([^"'\s>]+)""", re.I)
_EXECUTABLE_TYPES = {"", "text/javascript", "application/javascript", "module"}


def inline_scripts(html: str) -> Iterator[str]:
    """The bodies of the inline scripts a browser would run (not JSON data blocks)."""
    for match in _SCRIPT.finditer(html):
        attrs = match.group("attrs")
        if re.search(r"\bsrc\s*=", attrs, re.I):
            continue
        kind = _TYPE.search(attrs)
        if (kind.group(1).lower() if kind else "") in _EXECUTABLE_TYPES:
            yield match.group("body")


def site_script_hashes(site_dir: Path) -> dict[str, list[str]]:
    """sha256 source of every inline script in the built site → pages that have it."""
    found: dict[str, list[str]] = {}
    for page in sorted(site_dir.rglob("*.html")):
        for body in inline_scripts(page.read_text(encoding="utf-8")):
            found.setdefault(script_hash(body), []).append(str(page.relative_to(site_dir)))
    return found


# --- hosting files ----------------------------------------------------------------------

_NOTE = "Generated by `python -m tools.headers` from tools/headers.py; do not edit."


def nginx_conf() -> str:
    security = [f'    add_header {name} "{value}" always;' for name, value in HEADERS.items()]

    def types(*exts: str) -> str:
        return "    types { " + " ".join(f"{MIME_TYPES[e]} {e[1:]};" for e in exts) + " }"

    lines = [
        f"# Saboteur-Regeln: headers, types, caching and compression for nginx. {_NOTE}",
        "# Include it where the built site/ folder is served, at the root or below it",
        "# (docs-dev/hosting.md):",
        "#     server { root /srv/saboteur/site; error_page 404 /404.html;",
        "#              error_page 403 =404 /404.html;",
        "#              include /path/to/hosting/nginx.conf; }",
        "#     location /regeln/ { alias /srv/saboteur/site/; error_page 404 /regeln/404.html;",
        "#                         error_page 403 =404 /regeln/404.html;",
        "#                         include /path/to/hosting/nginx.conf; }",
        "# Every location below is a regular expression on the end of the path, so it works",
        "# under any prefix. add_header in a location drops the outer ones: each repeats them.",
        *(line.strip() for line in security),
        f'add_header Cache-Control "{DEFAULT_CACHE}" always;',
        "# nginx's ETag and Last-Modified come from the file's time and size: a deploy that",
        "# keeps file times (and a sw.js of the same size) would answer 304 with the old file",
        "# forever. What revalidates is sent whole (small: pages, sw.js; the service worker",
        "# keeps pages by their content); the runtime below is named by its content.",
        "etag off;",
        "if_modified_since off;",
        "# The build writes name.gz and name.br beside every text and wasm file: send those.",
        "# gzip_static is in nginx; brotli_static needs a module, on Debian the package",
        "# libnginx-mod-http-brotli-static: install it, then uncomment the line below.",
        "gzip_static on;",
        "# brotli_static on;",
        "gzip_vary on;",
    ]
    # The runtime folder and the service worker; types that older mime.types files lack
    # (Pyodide needs them) by extension. A `types` block replaces the defaults in its
    # location, so each names only what it serves. Regular expressions, first match wins:
    # the runtime folder comes first.
    for prefix, value in CACHE_RULES:
        folder = prefix.endswith("/")
        pattern = "/" + re.escape(prefix) if folder else "/" + re.escape(prefix) + "$"
        lines.append(f"location ~ {pattern} {{")
        if folder:
            lines.append(
                "    types { text/javascript mjs; application/wasm wasm; "
                "application/zip zip; application/json json; application/octet-stream bin; }"
            )
        lines += security
        if value == IMMUTABLE:
            # Never changes under its name: validators are safe (and save a 12 MB download).
            lines += ["    etag on;", "    if_modified_since exact;"]
        # Immutable only on success: a 404 (a deploy still uploading) must not stay a year;
        # with `error_page 404` the 404 page's own location sends "no-cache".
        always = "" if value == IMMUTABLE else " always"
        lines.append(f'    add_header Cache-Control "{value}"{always};')
        lines.append("}")
    for ext in MIME_TYPES:
        lines.append(f"location ~* \\{ext}$ {{")
        lines.append(types(ext))
        lines += security
        lines.append(f'    add_header Cache-Control "{DEFAULT_CACHE}" always;')
        lines.append("}")
    return "\n".join(lines) + "\n"


def htaccess() -> str:
    security = [f'  Header always set {name} "{value}"' for name, value in HEADERS.items()]
    lines = [
        f"# Saboteur-Regeln: headers, types, caching and compression for Apache. {_NOTE}",
        "# Copy into the built site/ folder as .htaccess, at the root of a host or below it",
        "# (docs-dev/hosting.md). Needs mod_headers and mod_rewrite (a2enmod headers rewrite),",
        "# AllowOverride FileInfo and Options FollowSymLinks (Debian's default).",
        "# Paths are matched on their end, never from the host's root: the same file works",
        "# under any prefix.",
        "<IfModule mod_headers.c>",
        *security,
        f'  Header always set Cache-Control "{DEFAULT_CACHE}"',
    ]
    for prefix, value in CACHE_RULES:
        if value == DEFAULT_CACHE:
            continue
        folder = prefix.endswith("/")
        pattern = "/" + re.escape(prefix) + ("" if folder else "$")
        lines.append(f'  <If "%{{REQUEST_URI}} =~ m#{pattern}#">')
        # Only on success ("always" covers errors): a 404 while a deploy uploads must not
        # stay for a year.
        lines.append("    Header always unset Cache-Control")
        lines.append(f'    Header set Cache-Control "{value}"')
        lines.append("  </If>")
    immutable = [prefix for prefix, value in CACHE_RULES if value == IMMUTABLE]
    keep = "|".join("/" + re.escape(prefix) for prefix in immutable)
    lines += [
        "  # Apache's ETag and Last-Modified come from the file's time and size: a deploy that",
        "  # keeps file times (and a sw.js of the same size) would answer 304 with the old file",
        "  # forever. What revalidates is sent whole (small: pages, sw.js; the service worker",
        "  # keeps pages by their content); the runtime, named by its content, keeps both.",
        f'  <If "%{{REQUEST_URI}} !~ m#{keep}#">',
        "    FileETag None",
        "    Header unset Last-Modified",
        "    RequestHeader unset If-Modified-Since",
        "    RequestHeader unset If-None-Match",
        "  </If>",
        "</IfModule>",
    ]
    lines += [f"AddType {mime} {ext}" for ext, mime in MIME_TYPES.items()]
    lines += [
        "# Debian's mime.conf reads .br as a language (Breton): no Content-Language: br.",
        "RemoveLanguage .br",
        "<IfModule mod_rewrite.c>",
        "  RewriteEngine On",
        "  # The URL path of this folder (/ at the root, /regeln/ below it) for the 404 page:",
        "  # the request's path without the part below this folder.",
        '  RewriteCond "%{REQUEST_URI}::$1" "^/(.*?)(.*)::\\2$"',
        '  RewriteRule "^(.*)$" "-" [E=SABOTEUR_BASE:%1]',
        "  # No listing of a folder without index.html (Debian has Options Indexes): the 404.",
        '  RewriteCond "%{REQUEST_FILENAME}" -d',
        '  RewriteCond "%{REQUEST_FILENAME}/index.html" !-f',
        '  RewriteRule "^" "-" [R=404,L]',
        "  # The build writes name.br and name.gz beside every text and wasm file: send those,",
        "  # and never compress them again (mod_deflate, mod_brotli).",
        '  RewriteCond "%{HTTP:Accept-Encoding}" "br"',
        '  RewriteCond "%{REQUEST_FILENAME}.br" -s',
        '  RewriteRule "^(.*)$" "$1.br" [QSA]',
        '  RewriteCond "%{HTTP:Accept-Encoding}" "gzip"',
        '  RewriteCond "%{REQUEST_FILENAME}.gz" -s',
        '  RewriteRule "^(.*)$" "$1.gz" [QSA]',
        '  RewriteRule "\\.br$" "-" [E=no-brotli:1,E=no-gzip:1]',
        '  RewriteRule "\\.gz$" "-" [E=no-brotli:1,E=no-gzip:1]',
        "</IfModule>",
        "# The site's German 404 page, wherever the site lies (at the root without mod_rewrite).",
        "ErrorDocument 404 /%{reqenv:SABOTEUR_BASE}404.html",
        "<IfModule mod_headers.c>",
        '  <FilesMatch "\\.br$">',
        "    Header set Content-Encoding br",
        "    Header append Vary Accept-Encoding",
        "  </FilesMatch>",
        '  <FilesMatch "\\.gz$">',
        "    Header set Content-Encoding gzip",
        "    Header append Vary Accept-Encoding",
        "  </FilesMatch>",
        "</IfModule>",
    ]
    for ext, mime in {
        ".html": "text/html",
        ".js": "text/javascript",
        ".css": "text/css",
        ".json": "application/json",
        ".svg": "image/svg+xml",
        ".zip": "application/zip",
        **MIME_TYPES,
    }.items():
        lines.append(f'<FilesMatch "\\{ext}\\.(br|gz)$">')
        lines.append(f"  ForceType {mime}")
        lines.append("</FilesMatch>")
    return "\n".join(lines) + "\n"


def netlify_headers() -> str:
    lines = [
        f"# Saboteur-Regeln: headers for Netlify and Cloudflare Pages. {_NOTE}",
        "# Copy into the built site/ folder as _headers. Both hosts compress by themselves",
        "# (brotli and gzip); they do not serve the build's .br/.gz files. They may send the",
        "# engine's snapshot.bin (application/octet-stream) uncompressed: 12 MB instead of 3 MB,",
        "# fetched in the background after a first visit only (sitegen/snapshot.py).",
        "/*",
    ]
    lines += [f"  {name}: {value}" for name, value in HEADERS.items()]
    for prefix, value in CACHE_RULES:
        lines.append(f"/{prefix}*" if prefix.endswith("/") else f"/{prefix}")
        lines.append(f"  Cache-Control: {value}")
    return "\n".join(lines) + "\n"


HOSTING_FILES = {"nginx.conf": nginx_conf, ".htaccess": htaccess, "_headers": netlify_headers}


def write_hosting(folder: Path = HOSTING) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, render in HOSTING_FILES.items():
        path = folder / name
        path.write_text(render(), encoding="utf-8")
        written.append(path)
    return written


def main() -> None:
    parser = argparse.ArgumentParser(description="Write hosting/ from tools/headers.py.")
    parser.add_argument(
        "--hashes", metavar="SITE_DIR", help="list the inline-script hashes of a built site"
    )
    args = parser.parse_args()
    if args.hashes:
        for digest, pages in site_script_hashes(Path(args.hashes)).items():
            state = "allowed" if digest in SCRIPT_HASHES else "NOT ALLOWED"
            print(f"{digest}  {state}  {len(pages)} page(s), e.g. {pages[0]}")
        return
    for path in write_hosting():
        print(f"wrote {path.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
