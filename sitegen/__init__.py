"""Build-time code of the site: MkDocs hooks call into this package.

`rules_py` never imports anything from here; this package imports `rules_py`.
"""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
