#!/usr/bin/env bash
# Set up a virtual environment and run the whole test suite (README: "Run the tests").
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip >/dev/null
.venv/bin/python -m pip install -q -e '.[bot,dev]'
.venv/bin/python -m pytest -q "$@"
