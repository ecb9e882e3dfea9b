#!/usr/bin/env bash
# Keep the triage corpus (tests/data/triage, about 48 MiB of logs) out of device calls, which carry the working tree
# with each call (64 MiB in all): `off` takes it out of the index and ignores it for the time of the calls, `on` puts
# the index back as HEAD has it. Nothing is committed or deleted; the files stay on disk throughout.
#   scripts/gpu_bridge_check/corpus_stays.sh off   # before the first device call
#   scripts/gpu_bridge_check/corpus_stays.sh on    # after the last one
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"
EXCLUDE=.git/info/exclude; LINE=/tests/data/triage/
case "${1:-}" in
  off) git diff --quiet HEAD -- tests/data/triage || { echo "tests/data/triage has changes: commit them first" >&2; exit 1; }
       git rm -r -q --cached tests/data/triage
       grep -qx "$LINE" "$EXCLUDE" 2>/dev/null || echo "$LINE" >> "$EXCLUDE" ;;
  on)  git reset -q -- tests/data/triage
       sed -i "\|^$LINE\$|d" "$EXCLUDE" ;;
  *)   echo "usage: $0 off|on" >&2; exit 2 ;;
esac
git ls-files -z | xargs -0 stat -c %s | awk '{s += $1} END {printf "tracked files: %.1f MiB\n", s / 1048576}'
