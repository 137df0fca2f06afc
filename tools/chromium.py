"""How this project starts Debian's Chromium (tests and `make bench` alike).

Never a browser that a tool downloads; the flags keep it from calling home, which this
machine's closed network would refuse many times over.
"""

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
    "--disable-quic",
]
