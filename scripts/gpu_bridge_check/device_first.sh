#!/usr/bin/env bash
# Device call 1: start building transformer_engine_torch (TE 2.17.1, Bridge's lock) in the background against the
# machine's torch, and report what the machine has.
set -x
W=/root/w; mkdir -p $W /root/bsite /tmp/site; cp .dev/c1/* $W/
SP=$(python3 -c "import site; print(site.getsitepackages()[0])"); echo SP=$SP
git --version; python3 -V; nvidia-smi -L; which nvcc python3; nvcc --version | tail -2
python3 -c "import torch; print(torch.__version__, torch.version.cuda, torch.cuda.is_available())"
python3 -m pip list 2>/dev/null | grep -i -E "^(pytest|pydantic|pyyaml|setuptools|wheel|pybind11|ninja|pillow|pandas|pyarrow|einops|rich|transformers|tokenizers|onnx|huggingface)" 
ls $SP/nvidia; ls -d $SP/nvidia/*/include
python3 -m pip install -q --no-index --no-deps --target /root/bsite $W/setuptools-*.whl $W/wheel-*.whl $W/nvidia_cudnn_frontend-*.whl 2>&1 | tail -2
mkdir -p /root/teb && tar xzf $W/transformer_engine_torch-2.17.1.tar.gz -C /root/teb
cd /root/teb/transformer_engine_torch-2.17.1 && \
  NVTE_PYTORCH_FORCE_BUILD=TRUE MAX_JOBS=16 NVTE_CUDA_ARCHS=90 PYTHONPATH=/root/bsite \
  CPATH=$SP/nvidia/cudnn/include:$SP/nvidia/nccl/include:/root/bsite/include \
  setsid nohup python3 -m pip wheel -v --no-build-isolation --no-deps --no-index -w /root/tew . > /root/te_build.log 2>&1 < /dev/null &
sleep 20; tail -3 /root/te_build.log; df -h /root | tail -1
