#!/usr/bin/env bash
# Set up a virtual environment and run the whole test suite (README: "Run the tests").
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip >/dev/null
.venv/bin/python -m pip install -q -e '.[bot,dev]'
# -n: the tests run on several worker processes (pytest-xdist). Most of the slow ones wait on subprocesses, servers
# and polls rather than compute, so the default is twice the CPU count (BRIDGE_VALIDATE_TEST_WORKERS overrides it;
# 0 runs serially in this process). --dist loadgroup: any test is sent to any free worker, except that tests marked
# @pytest.mark.xdist_group(name) all run on one worker (tests/test_dispatch_ray.py: one Ray head per module).
# --durations: the slowest tests, so the suite's time (aim: under 10 minutes) shows where it goes.
workers="${BRIDGE_VALIDATE_TEST_WORKERS:-$(( 2 * $(nproc) ))}"
.venv/bin/python -m pytest -q -n "$workers" --dist loadgroup --durations=25 "$@"
