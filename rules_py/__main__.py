"""``python -m rules_py``: the command line, `rules_py.cli` (its help says what it does)."""

import sys

from rules_py.cli import main

if __name__ == "__main__":
    sys.exit(main())
