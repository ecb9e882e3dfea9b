#!/usr/bin/env bash
# Set up a virtual environment and run the whole test suite (README: "Run the tests").
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip >/dev/null
.venv/bin/python -m pip install -q -e '.[bot,dev]'
# -n: the tests run on several worker processes (pytest-xdist; each worker starts its own PostgreSQL server and
# Ray heads, on free ports in its own directories). Many slow tests wait on subprocesses, servers and polls, so the
# default is twice the CPU count; BRIDGE_VALIDATE_TEST_WORKERS overrides it (0: one process, no xdist workers).
# Not `--dist loadgroup`: with pytest 9.2 it silently stops grouping (pytest-dev/pytest-xdist#1386).
# --durations: the slowest tests, so the suite's time (aim: under 10 minutes) shows where it goes.
workers="${BRIDGE_VALIDATE_TEST_WORKERS:-$(( 2 * $(nproc) ))}"
.venv/bin/python -m pytest -q -n "$workers" --durations=25 "$@"
