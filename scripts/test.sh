#!/usr/bin/env bash
# Set up a virtual environment and run the whole test suite (README: "Run the tests").
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip >/dev/null
.venv/bin/python -m pip install -q -e '.[bot,dev]'
# --durations: the slowest tests, so the suite's time (aim: under 10 minutes) shows where it goes.
.venv/bin/python -m pytest -q --durations=25 "$@"
