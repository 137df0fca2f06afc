# Saboteur-Regeln — `make serve` (fresh machine to a served site) and `make test` (every test).
SHELL := /bin/bash
export NO_MKDOCS_2_WARNING := 1
.DEFAULT_GOAL := serve

PYTHON_VERSION := $(shell cat .python-version)
# pyenv reads .python-version; without pyenv, fall back to pythonX.Y on PATH.
BASE_PYTHON := $(shell pyenv which python3 2>/dev/null || command -v python$(PYTHON_VERSION))
VENV := .venv
PY := $(VENV)/bin/python
PY_STAMP := $(VENV)/.installed
NODE_STAMP := node_modules/.installed
PORT ?= 8000

.PHONY: serve site test check bench deps clean distclean lock

deps: $(PY_STAMP) $(NODE_STAMP)

# Reinstall only when the lock files change (stamp files), so a second run starts in seconds.
$(PY_STAMP): requirements.lock pyproject.toml .python-version
	@test -n "$(BASE_PYTHON)" || { echo "Python $(PYTHON_VERSION) fehlt (pyenv install $(PYTHON_VERSION))"; exit 1; }
	@if [ -x $(PY) ] && ! $(PY) -c 'import sys; sys.exit(sys.version_info[:2] != tuple(map(int, "$(PYTHON_VERSION)".split("."))))'; then \
		echo "venv has another Python: recreating"; rm -rf $(VENV); fi
	@test -x $(PY) || $(BASE_PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check --require-hashes -r requirements.lock
	$(PY) -m pip install --quiet --disable-pip-version-check --no-deps --no-build-isolation -e .
	@touch $@

$(NODE_STAMP): package.json package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

site: deps
	$(PY) -m mkdocs build --strict --clean

serve: site
	$(PY) -m tools.serve --port $(PORT) site

# Both cores (pytest-xdist): a test module stays on one worker with its module fixtures (a
# browser crawl, a Node Pyodide); the site is built once for both (tests/shared.py), from the
# session's start, while the tests that need no site run first (the order of tests/conftest.py,
# which --no-loadscope-reorder keeps).
test: deps
	$(PY) -m pytest -n 2 --dist loadscope --no-loadscope-reorder

# The fast loop while you work (seconds): ruff, mypy, tsc, eslint (tests/test_lint.py) and every
# test that needs neither the browser nor a site build (pytest markers `browser` and `site`).
# `make test` runs all of these too, with every property test at its full number of examples
# (tests/budget.py: the loop draws a tenth).
check: deps
	SABOTEUR_QUICK=1 $(PY) -m pytest -n 2 -m "not browser and not site"

# Figures vs bare Pyodide in the same run (builds its own temporary copy of the site, timed).
bench: site
	$(PY) -m tools.bench

# Re-pin requirements.lock from requirements.in, with the sha256 of every file (pip-tools,
# itself pinned in the lock). Keeps the current pins; to move one: add --upgrade-package NAME.
lock: $(PY_STAMP)
	$(PY) -m piptools compile --quiet --generate-hashes --allow-unsafe --strip-extras \
		--no-emit-index-url --no-emit-find-links --no-emit-trusted-host \
		--output-file requirements.lock requirements.in

clean:
	rm -rf site build dist *.egg-info .pytest_cache .mypy_cache .ruff_cache .hypothesis
	find . -name __pycache__ -not -path './$(VENV)/*' -not -path './node_modules/*' -prune -exec rm -rf {} +

distclean: clean
	rm -rf $(VENV) node_modules
