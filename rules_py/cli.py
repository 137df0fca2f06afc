"""Command line: ``python -m rules_py check FILE|-`` prints the engine's JSON answer.

Exit status of ``check``: 0 allowed, 1 not allowed, 2 invalid input.  The help is German;
it is English when the locale (LC_ALL, LC_MESSAGES or LANG) starts with ``en``.

Build-time and developer code: the checker's worker never imports it, so the engine's zip
leaves it out (sitegen/pyodide.py). ``rules_py/__main__.py`` only calls `main`.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Sequence

from rules_py import __version__
from rules_py.api import catalog, check, placements, play, read_request, refused, score
from rules_py.limits import LIMITS
from rules_py.messages import TOO_LONG as _TOO_LONG
from rules_py.messages import clean

HELP_DE = """\
Aufruf: python -m rules_py BEFEHL [DATEI|-]

Prüft Züge im Kartenspiel Saboteur (AMIGO) nach den Regeln und gibt JSON aus.

Befehle:
  check DATEI|-       Ist der Zug erlaubt? Liest eine Anfrage (JSON) aus DATEI oder, mit -,
                      von der Standardeingabe. Exit-Status: 0 erlaubt, 1 nicht erlaubt,
                      2 ungültige Eingabe.
  play DATEI|-        Führt einen erlaubten Zug aus und gibt die neue Situation aus
                      (Exit-Status 0 ausgeführt, 1 abgelehnt, 2 ungültige Eingabe).
  placements DATEI|-  Listet alle erlaubten Plätze (x, y, rotation) für eine Wegekarte, für
                      Steinschlag und Schatzkarte alle Karten, auf die sie wirken dürfen.
  score DATEI|-       Rundenende: Wer gewinnt, wer bekommt wie viel Gold? (Exit-Status 0,
                      2 ungültige Eingabe).
  catalog             Gibt Werkzeuge, Karten, Regeln und Prüfschritte als JSON aus.

Optionen:
  -h, --help          Diese Hilfe.
  --version           Version ausgeben.

Beispiel:
  echo '{"move": {"play": "pass"}}' | python -m rules_py check -
"""

HELP_EN = """\
Usage: python -m rules_py COMMAND [FILE|-]

Checks moves in the card game Saboteur (AMIGO) against the rules and prints JSON.
The answers themselves are in German.

Commands:
  check FILE|-        Is the move allowed? Reads a request (JSON) from FILE or, with -,
                      from standard input. Exit status: 0 allowed, 1 not allowed,
                      2 invalid input.
  play FILE|-         Applies an allowed move and prints the new situation
                      (exit status 0 applied, 1 rejected, 2 invalid input).
  placements FILE|-   Lists every legal place (x, y, rotation) for a path card; for a
                      rockfall or a map, every card on the table it may be played on.
  score FILE|-        Round end: who wins, who gets how much gold? (exit status 0,
                      2 invalid input).
  catalog             Prints tools, cards, rules and check codes as JSON.

Options:
  -h, --help          This help.
  --version           Print the version.

Example:
  echo '{"move": {"play": "pass"}}' | python -m rules_py check -
"""

USAGE_ERROR_DE = "Unbekannter Aufruf. Hilfe: python -m rules_py --help"
USAGE_ERROR_EN = "Unknown command line. Help: python -m rules_py --help"
READ_ERROR_DE = "Die Datei {name} lässt sich nicht lesen: {detail}."


def _english() -> bool:
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var)
        if value:
            return value.lower().startswith("en")
    return False


def _print(obj: object) -> None:
    # Strict JSON as UTF-8 bytes, whatever the terminal's encoding; nothing unencodable
    # reaches here (names are checked, shown values cleaned), "replace" is the last guard.
    text = json.dumps(obj, ensure_ascii=False, indent=2, allow_nan=False) + "\n"
    out = getattr(sys.stdout, "buffer", None)
    if out is None:  # a text stream without bytes underneath (tests, embedding)
        sys.stdout.write(text.encode("utf-8", "replace").decode("utf-8"))
        return
    sys.stdout.flush()
    out.write(text.encode("utf-8", "replace"))
    out.flush()


def _why_unreadable(exc: Exception) -> str:
    if isinstance(exc, FileNotFoundError):
        return "Sie existiert nicht"
    if isinstance(exc, PermissionError):
        return "Es fehlt die Berechtigung"
    if isinstance(exc, UnicodeDecodeError):
        return "Sie ist kein UTF-8-Text"
    return "Das Betriebssystem meldet einen Fehler"


TOO_LONG = _TOO_LONG.format(limit=LIMITS.text)
_MOST_BYTES = LIMITS.text * 4 + 3
"""The most bytes a request within the limits can take: 4 per character and a byte order mark."""


def _read(name: str) -> tuple[object, dict[str, object] | None]:
    """The request in a file or on standard input, read only as far as a request may go: a
    longer input is too long (whatever its characters), never a broken UTF-8 text cut short."""
    try:
        if name == "-":
            raw_in = getattr(sys.stdin, "buffer", None)
            if raw_in is not None:
                data = raw_in.read(_MOST_BYTES + 1)
            else:  # a text stream without bytes underneath (tests, embedding)
                data = sys.stdin.read(LIMITS.text + 2).encode("utf-8", "surrogatepass")
        else:
            with open(name, "rb") as file:
                data = file.read(_MOST_BYTES + 1)
        if len(data) > _MOST_BYTES:
            return None, {"code": "invalid-input", "text": TOO_LONG, "where": "request"}
        text = data.decode("utf-8-sig")  # a byte order mark is fine
    except (OSError, UnicodeDecodeError) as exc:
        shown = clean(name)
        text_de = READ_ERROR_DE.format(name=shown, detail=_why_unreadable(exc))
        return None, {"code": "invalid-input", "text": text_de, "where": shown}
    return read_request(text)


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    english = _english()
    if not args or args[0] in ("-h", "--help", "help") or "-h" in args or "--help" in args:
        sys.stdout.write(HELP_EN if english else HELP_DE)
        return 0 if args else 2
    if args[0] == "--version":
        sys.stdout.write(__version__ + "\n")
        return 0
    command = args[0]
    if command == "catalog" and len(args) == 1:
        _print(catalog())
        return 0
    if command not in ("check", "play", "placements", "score") or len(args) != 2:
        sys.stderr.write((USAGE_ERROR_EN if english else USAGE_ERROR_DE) + "\n")
        return 2
    request, error = _read(args[1])
    if command == "score":
        return _score(request, error)
    if error is not None:
        _print(refused(command, error))
        return 2
    if command == "check":
        result = check(request)
        _print(result)
        return 2 if result["error"] is not None else (0 if result["allowed"] else 1)
    if command == "play":
        outcome = play(request)
        _print(outcome)
        if outcome["result"] is not None and outcome["result"]["error"] is not None:
            return 2
        return 0 if outcome["ok"] else 1
    found = placements(request)
    _print(found)
    return 2 if found["error"] is not None else 0


def _score(request: object, error: dict[str, object] | None) -> int:
    """``score``: exit 0 with the round's result, 2 on invalid input."""
    if error is not None:
        _print(refused("score", error))
        return 2
    result = score(request)
    _print(result)
    return 2 if result["error"] is not None else 0
