#!/usr/bin/env bash
# Prepare what a GPU host with no package index needs to run the planned Bridge-side check of a real Megatron-Bridge
# commit through the runner (tests/test_bridge_checks_real.py), as carry folders of at most $PART bytes each (the
# working tree travels with each carry, 64 MiB in all: 58 MiB with the triage corpus, 10 MiB once
# corpus_stays.sh off has taken the corpus out of the index for the calls):
#   .dev/c1   the transformer_engine_torch sdist and its build helpers, the first part of the bundle;
#   .dev/c2.. the rest of the bundle. The bundle is one tar of the small mirrors (the commit and its parent, its
#             Megatron-LM submodule commit, NeMo-RL at the pinned ref; about 39 MB) and of requirements.txt's wheels
#             with Transformer Engine's core, unpacked into one site tree and xz-compressed (about 261 MB).
# Then, on the device (each call right after the last; the machine is kept 30 s between calls):
#   run(carry=[".dev/c1"]) bash scripts/gpu_bridge_check/device_first.sh
#   run(carry=[".dev/cN"]) bash scripts/gpu_bridge_check/device_stage.sh N       for N = 2 .. last-1
#   run(carry=[".dev/cLAST"]) bash scripts/gpu_bridge_check/device_final.sh LAST
# Usage: scripts/gpu_bridge_check/prepare.sh [MIRRORS] (default /work/.mirror); needs network to the package index.
set -euo pipefail
MIRRORS=${1:-/work/.mirror}
# one carry plus the working tree must stay under the device call's 64 MiB: with the corpus out of the index (10 MiB
# left) parts of 40 MB went through in session 44 (8 calls)
PART=${PART:-40000000}
COMMIT=6393ea1403e547bafebaabf84f3817a58cafa711   # tests/test_bridge_checks_real.py's COMMIT
NEMO_RL_REF=7ea279abfbeb698b092856d0dab61e7cf39bc909
TE=2.17.1                                         # Megatron-Bridge's uv.lock at COMMIT
ROOT=$(git rev-parse --show-toplevel); HERE=$ROOT/scripts/gpu_bridge_check
WORK=${WORK:-$(mktemp -d)}; OUTDIR=$ROOT/.dev
grep -qx "/.dev/" "$ROOT/.git/info/exclude" 2>/dev/null || echo "/.dev/" >> "$ROOT/.git/info/exclude"
PLAT=(--only-binary=:all: --python-version 3.12 --implementation cp --platform manylinux_2_28_x86_64
      --platform manylinux_2_27_x86_64 --platform manylinux_2_24_x86_64 --platform manylinux_2_17_x86_64
      --platform manylinux2014_x86_64)

# 1. Small mirrors: only the objects of the commits the test needs, in packs marked promisor so that git accepts
#    the history they leave out (as it does for the partial mirrors under $MIRRORS).
mini() {  # src name commit...
  local dst=$WORK/mirrors/$2/repo; git init -q --bare "$dst"
  git --git-dir="$1" rev-list --objects --no-walk --missing=allow-any "${@:3}" \
    | git --git-dir="$1" pack-objects -q "$dst/objects/pack/pack" >/dev/null
  for p in "$dst"/objects/pack/*.pack; do touch "${p%.pack}.promisor"; done
  git --git-dir="$dst" update-ref refs/heads/main "$3"
}
B=$MIRRORS/NVIDIA-NeMo+Megatron-Bridge/repo
mini "$B" NVIDIA-NeMo+Megatron-Bridge "$COMMIT" "$(git --git-dir="$B" rev-parse "$COMMIT^")"
mini "$MIRRORS/NVIDIA+Megatron-LM/repo" NVIDIA+Megatron-LM "$(git --git-dir="$B" ls-tree "$COMMIT" 3rdparty/Megatron-LM | awk '{print $3}')"
mini "$MIRRORS/NVIDIA-NeMo+RL/repo" NVIDIA-NeMo+RL "$NEMO_RL_REF"
tar cf "$WORK/mirrors.tar" -C "$WORK" mirrors

# 2. Wheels for Python 3.12 / x86_64; antlr4 4.9.3 (omegaconf's pin) exists only as an sdist.
mkdir -p "$WORK/wheels" "$WORK/te"
grep -v -e '^#' -e '^antlr4' "$HERE/requirements.txt" | xargs python3 -m pip download -q --no-deps "${PLAT[@]}" -d "$WORK/wheels"
python3 -m pip wheel -q --no-deps -w "$WORK/wheels" "$(grep '^antlr4' "$HERE/requirements.txt")"
python3 -m pip download -q --no-deps "${PLAT[@]}" -d "$WORK/te" "transformer-engine==$TE" "transformer-engine-cu13==$TE"
# transformer_engine_torch is an sdist whose metadata only builds against torch: fetch the file itself (the index's
# JSON may give a relative URL; its path under packages/ is the same on files.pythonhosted.org).
(cd "$WORK/te" && curl -sfLO "$(curl -sf https://pypi.org/pypi/transformer-engine-torch/json | TE=$TE python3 -c '
import json, os, sys
urls = [u["url"] for u in json.load(sys.stdin)["releases"][os.environ["TE"]] if u["url"].endswith(".tar.gz")]
print("https://files.pythonhosted.org/packages/" + urls[0].rsplit("packages/", 1)[1])')")

# 3. One site tree, compressed, split into carries.
python3 -m pip install -q --no-deps --no-index --no-compile --target "$WORK/site" "${PLAT[@]}" "$WORK"/wheels/*.whl "$WORK"/te/*.whl
tar -C "$WORK/site" -cf - . | xz -T0 -9 > "$WORK/site.tar.xz"
tar -C "$WORK" -cf "$WORK/bundle.tar" mirrors.tar site.tar.xz
rm -rf "$OUTDIR"/c*; mkdir -p "$OUTDIR/c1"
cp "$WORK"/te/transformer_engine_torch-*.tar.gz "$WORK"/wheels/{setuptools,wheel,nvidia_cudnn_frontend}-*.whl "$OUTDIR/c1/"
first=$((PART - $(cat "$OUTDIR"/c1/* | wc -c)))
head -c "$first" "$WORK/bundle.tar" > "$OUTDIR/c1/bundle.part00"
tail -c +$((first + 1)) "$WORK/bundle.tar" | split -b "$PART" -d -a 2 --numeric-suffixes=1 - "$WORK/bundle.part"
i=2; for p in "$WORK"/bundle.part*; do mkdir -p "$OUTDIR/c$i"; mv "$p" "$OUTDIR/c$i/"; i=$((i + 1)); done
du -sb "$OUTDIR"/c*
