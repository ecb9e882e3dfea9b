#!/usr/bin/env bash
# Set up a virtual environment and plan a change (README: "Plan a change").
#   scripts/demo.sh                         plan the diff that ships with the project
#   scripts/demo.sh --repo PATH --base A --head B   plan a change in your own Bridge checkout
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m venv .venv
.venv/bin/python -m pip install -q -e '.[bot]'
if [ "$#" -eq 0 ]; then
  set -- --patch examples/param_mapping_change.diff
fi
.venv/bin/bridge-validate plan "$@"
