#!/usr/bin/env bash
# Last device call: assemble the bundle into /tmp/site (first on sys.path of the machine's python3 through a .pth
# line, so the runner's job subprocesses see it too), install the built transformer_engine_torch, then run the
# real Bridge-side check test and the GPU tests.
N=$1; REPO=$PWD
bash scripts/gpu_bridge_check/device_stage.sh $N
cd /root/w && ls bundle.part* && cat bundle.part* | tar x && tar xf mirrors.tar -C /root/ && ls /root/mirrors \
  && xz -d -T0 < site.tar.xz | tar x -C /tmp/site; echo "bundle rc=$?"; du -sh /tmp/site
SP=$(python3 -c "import site; print(site.getsitepackages()[0])")
echo "import sys; sys.path.insert(0, '/tmp/site')" > $SP/000-bridge-validate-site.pth
for i in $(seq 1 80); do ls /root/tew/*.whl 2>/dev/null && break; pgrep -f "pip wheel" >/dev/null || break; sleep 5; done
tail -4 /root/te_build.log; cp /root/te_build.log $OUT/ 2>/dev/null
python3 -c "import zipfile,glob; zipfile.ZipFile(glob.glob('/root/tew/*.whl')[0]).extractall('/tmp/site')"
python3 -c "import transformer_engine, transformer_engine.pytorch as te, transformers, torch; print('TE', transformer_engine.__version__, 'transformers', transformers.__version__, 'torch', torch.__version__)"
cd $REPO
export BRIDGE_VALIDATE_MIRRORS=/root/mirrors PYTHONUNBUFFERED=1
set -o pipefail
time python3 -m pytest tests/test_bridge_checks_real.py -s -v -p no:cacheprovider -o addopts="" 2>&1 | tee $OUT/bridge_check.log | grep -v "^\s*$" | tail -60
python3 -m pytest tests/test_gpu.py -m gpu -v -p no:cacheprovider -o addopts="" 2>&1 | tail -8
