"""Every failure mode of the seeds' Failure Triage and Pass Criteria: the verdict and the quoted line.

Logs are written the way the real tools print them (Ray actor prefixes, tracebacks, set -x traces, tqdm
redraws). Each case fails if the verdict, the rule or the quoted first relevant error line is wrong.
"""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from runners.assertions import evaluate_all
from runners.contract import Framework, Verdict
from runners.logscan import split_lines
from runners.rootcause import analyze
from runners.triage import Judgement, TriageInput, judge, synced_copies
from runners.triage_rules import NOT_EVIDENCE, RULES

NRL_OK = """\
Final config:
▶ Setting up compute cluster...
(MegatronPolicyWorker pid=2211) ✓ Megatron model built through Megatron-Bridge AutoBridge
========================= Step 1/2 =========================
📊 Training Results:
  • Loss: 0.5000
========================= Step 2/2 =========================
📊 Training Results:
  • Loss: 0.2500
Max number of steps has been reached, stopping training early
"""
GOOD_METRICS = {
    "train/loss": {"1": 0.5, "2": 0.25},
    "train/token_mult_prob_error": {"1": 1.01, "2": 1.02},
    "train/probs_ratio_clamped_min": {"1": 0.95, "2": 0.96},
}
# A checkpoint write that failed without saying why (torch's stream writer), after the first step.
WRITE_FAILED = (
    NRL_OK.split("========================= Step 2/2")[0]
    + "(MegatronPolicyWorker pid=9) Traceback (most recent call last):\n"
    '(MegatronPolicyWorker pid=9)   File "/opt/venv/lib/python3.12/site-packages/torch/serialization.py", '
    "line 965, in save\n"
    "(MegatronPolicyWorker pid=9) RuntimeError: [enforce fail at inline_container.cc:603] . PytorchStreamWriter "
    "failed writing file data/4: file write failed\n"
)
VERL_OK = """\
+ NUM_GPUS=8
+ VANILLA_MBRIDGE=False
+ VALUE_VANILLA_MBRIDGE=False
(TaskRunner pid=9001) TaskRunner hostname: node1, PID: 9001
(TaskRunner pid=9001) step:1 - actor/entropy:0.51 - critic/rewards/mean:0.25 - training/global_step:1 - \
perf/time_per_step:12.4
(TaskRunner pid=9001) Training Progress:   0%|          | 0/1 [00:00<?, ?it/s]\r\
(TaskRunner pid=9001) Training Progress: 100%|██████████| 1/1 [00:12<00:00, 12.40s/it]
"""
BRIDGE = "/work/Megatron-Bridge"


@dataclass
class Case:
    id: str
    framework: Framework
    log: str
    exit_code: int | None
    verdict: Verdict
    first_error: str | None
    reason: str  # a fragment the reason must contain
    rule: str | None = None
    category: str | None = None  # the Blocked kind, where the case is about it
    metrics: dict[str, dict[str, float]] | None = None
    asserts: list[str] = field(default_factory=list)
    expected_steps: int | None = None
    noise: int = 0


def _tokenizer_load_failure(name: str) -> tuple[str, str]:
    """verl's tokenizer load failing in transformers for `name` (a local directory or a hub id): (log, quote)."""
    quote = (
        f"OSError: Can't load tokenizer for '{name}'. If you were trying to load it from "
        "'https://huggingface.co/models', make sure you don't have a local directory with the same name."
    )
    log = (
        "Traceback (most recent call last):\n"
        '  File "/workspace/verl/verl/utils/tokenizer.py", line 50, in hf_tokenizer\n'
        "    tokenizer = AutoTokenizer.from_pretrained(name_or_path, **kwargs)\n"
        '  File "/usr/local/lib/python3.10/dist-packages/transformers/tokenization_utils_base.py", line 2000, in '
        "from_pretrained\n"
        "    raise EnvironmentError(\n"
        f"{quote}\n"
    )
    return log, quote


def _best_checkpoint_keyerror(overrides: str) -> str:
    """NeMo-RL's best-checkpoint selection raising KeyError 'val_acc' in a run launched with `overrides`."""
    return (
        f"+ uv run examples/run_sft.py sft.max_num_steps=4 {overrides}checkpointing.enabled=true\n"
        "========================= Step 1/4 =========================\n"
        "Traceback (most recent call last):\n"
        '  File "/workspace/nemo-rl/nemo_rl/utils/checkpoint.py", line 246, in get_best_checkpoint_path\n'
        "    key=lambda x: x[2][self.metric_name],\n"
        "KeyError: 'val_acc'\n"
    )


_HUB_404 = (
    "requests.exceptions.HTTPError: 404 Client Error: Not Found for url: "
    "https://huggingface.co/meta-llama/Llama-3.2-1B-Instrcut/resolve/main/config.json"
)


def _hub_repository_missing(model_name: str) -> str:
    """A run launched with `policy.model_name=<model_name>` whose fetch of a repository the Hub lacks fails."""
    return (
        f"+ uv run examples/run_sft.py policy.model_name={model_name} sft.max_num_steps=2\n"
        "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.12/site-packages/huggingface_hub/utils/_http.py", line 409, in '
        "hf_raise_for_status\n"
        f"{_HUB_404}\n\n"
        "The above exception was the direct cause of the following exception:\n\n"
        "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.12/site-packages/huggingface_hub/utils/_http.py", line 459, in '
        "hf_raise_for_status\n"
        "huggingface_hub.errors.RepositoryNotFoundError: 404 Client Error. Repository Not Found for url: "
        "https://huggingface.co/meta-llama/Llama-3.2-1B-Instrcut/resolve/main/config.json.\n"
    )


_LOCAL_TOKENIZER = _tokenizer_load_failure("/data/ckpts/llama3-8b-shards")
_HUB_TOKENIZER = _tokenizer_load_failure("Qwen/Qwen3-8B")


# verl importing ModelOpt that is not installed
_MODELOPT_NOT_IMPORTED = (
    "+ python3 -m verl.trainer.main_ppo\n"
    "Traceback (most recent call last):\n"
    '  File "/workspace/verl/verl/utils/modelopt.py", line 12, in <module>\n'
    "    import modelopt.torch.quantization as mtq\n"
    "ModuleNotFoundError: No module named 'modelopt'\n"
)


CASES = [
    Case(
        "pass-nemo-rl",
        "nemo-rl",
        NRL_OK,
        0,
        Verdict.PASS,
        None,
        "completed 2/2 training steps",
        metrics=GOOD_METRICS,
        asserts=['max(data["train/token_mult_prob_error"]) < 1.05'],
    ),
    Case(
        "pass-verl", "verl", VERL_OK, 0, Verdict.PASS, None, "completed 1/1 training steps", expected_steps=1
    ),
    Case(
        "wrong-bridge-path-nemo-rl",
        "nemo-rl",
        NRL_OK.replace(
            "(MegatronPolicyWorker pid=2211) ✓",
            "(MegatronPolicyWorker pid=2211) Megatron-Bridge "
            "imported from /opt/ray_venvs/mcore/lib/python3.13/site-packages/megatron/bridge/__init__.py\n"
            "(MegatronPolicyWorker pid=2211) ✓",
        ),
        0,
        Verdict.BLOCKED,
        "Megatron-Bridge imported from "
        "/opt/ray_venvs/mcore/lib/python3.13/site-packages/megatron/bridge/__init__.py",
        "not from the Bridge checkout under test",
        rule="wrong-bridge-path",
        # the seeds' "wrong Bridge path": a copy other than the checkout ran
        category="bridge-path",
        metrics=GOOD_METRICS,
    ),
    Case(
        "wrong-bridge-vendored-verl",
        "verl",
        VERL_OK.replace(
            "(TaskRunner pid=9001) TaskRunner",
            "(WorkerDict pid=77) /opt/nemo-rl/3rdparty/"
            "Megatron-Bridge-workspace/Megatron-Bridge/src/megatron/bridge/__init__.py\n"
            "(TaskRunner pid=9001) TaskRunner",
        ),
        0,
        Verdict.BLOCKED,
        "/opt/nemo-rl/3rdparty/Megatron-Bridge-workspace/Megatron-Bridge/src/megatron/bridge/__init__.py",
        "any later pass or failure is " + NOT_EVIDENCE,
        rule="wrong-bridge-path",
        category="bridge-path",
    ),
    Case(
        "worker-module-not-found",
        "verl",
        "+ VANILLA_MBRIDGE=False\n(TaskRunner pid=9001) TaskRunner hostname: node1\n"
        "(WorkerDict pid=9102) Traceback (most recent call last):\n"
        '(WorkerDict pid=9102)   File "verl/models/mcore/bridge.py", line 17, in <module>\n'
        "(WorkerDict pid=9102) ModuleNotFoundError: No module named 'megatron.bridge'\n"
        "ray.exceptions.ActorDiedError: The actor died because of an error raised in its creation task\n",
        1,
        Verdict.BLOCKED,
        "ModuleNotFoundError: No module named 'megatron.bridge'",
        "a Ray worker (WorkerDict) could not import megatron.bridge",
        rule="bridge-not-importable",
        # no copy of the Bridge at all: an import failure, not a wrong path
        category="bridge-import",
    ),
    Case(
        "disk-full",
        "nemo-rl",
        "Final config:\n▶ Setting up data...\nTraceback (most recent call last):\n"
        '  File "huggingface_hub/file_download.py", line 1010, in _download_to_tmp_and_move\n'
        "OSError: [Errno 28] No space left on device: '/root/.cache/huggingface/hub/models--Qwen'\n",
        1,
        Verdict.BLOCKED,
        "OSError: [Errno 28] No space left on device: '/root/.cache/huggingface/hub/models--Qwen'",
        "No space left on device",
        rule="disk-full",
    ),
    Case(
        "http-429",
        "nemo-rl",
        "▶ Setting up data...\nTraceback (most recent call last):\n"
        "requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: "
        "https://huggingface.co/api/models/Qwen/Qwen2.5-0.5B\n",
        1,
        Verdict.BLOCKED,
        "requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: "
        "https://huggingface.co/api/models/Qwen/Qwen2.5-0.5B",
        "429 Too Many Requests",
        rule="hf-rate-limit",
    ),
    Case(
        "python3-config-missing",
        "nemo-rl",
        "(MegatronPolicyWorker pid=55) > compiling dataset index builder ...\n"
        "(MegatronPolicyWorker pid=55) make: python3-config: No such file or directory\n"
        "(MegatronPolicyWorker pid=55) make: *** [Makefile:9: helpers_cpp] Error 1\n",
        1,
        Verdict.BLOCKED,
        "make: python3-config: No such file or directory",
        "python3-config",
        rule="helpers-cpp-python3-config",
    ),
    Case(
        "helpers-cpp-missing",
        "nemo-rl",
        "(MegatronPolicyWorker pid=55) Traceback (most recent call last):\n"
        "(MegatronPolicyWorker pid=55) ImportError: cannot import name 'helpers_cpp' from "
        "'megatron.core.datasets'\n",
        1,
        Verdict.BLOCKED,
        "ImportError: cannot import name 'helpers_cpp' from 'megatron.core.datasets'",
        "helpers_cpp extension is missing",
        rule="helpers-cpp-missing",
    ),
    Case(
        "helpers-cpp-no-space",
        "nemo-rl",
        "(MegatronPolicyWorker pid=55) /usr/bin/ld: final link failed: No space left on device\n"
        "(MegatronPolicyWorker pid=55) make: *** [Makefile:9: "
        "helpers_cpp.cpython-313-x86_64-linux-gnu.so] Error 1\n",
        1,
        Verdict.BLOCKED,
        "/usr/bin/ld: final link failed: No space left on device",
        "helpers_cpp failed to link",
        rule="helpers-cpp-no-space",
    ),
    Case(
        "rocr-visible-devices",
        "verl",
        "+ VANILLA_MBRIDGE=False\n(WorkerDict pid=401) Traceback (most recent call last):\n"
        "(WorkerDict pid=401) ValueError: Please don't set ROCR_VISIBLE_DEVICES when "
        "HIP/CUDA_VISIBLE_DEVICES "
        "is set.\n",
        1,
        Verdict.BLOCKED,
        "ValueError: Please don't set ROCR_VISIBLE_DEVICES when HIP/CUDA_VISIBLE_DEVICES is set.",
        "launcher/container problem",
        rule="rocr-visible-devices",
    ),
    Case(
        "tp4-accuracy-guard",
        "nemo-rl",
        "▶ Setting up compute cluster...\nTraceback (most recent call last):\n"
        '  File "nemo_rl/models/policy/lm_policy.py", line 214, in __init__\nAssertionError: \n'
        "--------------------------------------------------------------------------------\n"
        "There is a known batch-variant accuracy issue with TP>=4 for both DTensor and Megatron backend.\n",
        1,
        Verdict.BLOCKED,
        "There is a known batch-variant accuracy issue with TP>=4 for both DTensor and Megatron backend.",
        "TP>=4 batch-variant accuracy guard",
        rule="tp4-accuracy-guard",
    ),
    Case(
        "cuda-graph-illegal-memory-access",
        "nemo-rl",
        NRL_OK.split("=== Step 2/2")[0]
        + "(MegatronPolicyWorker pid=55) Capturing CUDA graphs for decode (num_cuda_graphs=16)...\n"
        "(MegatronPolicyWorker pid=55) RuntimeError: CUDA error: an illegal memory access was encountered\n",
        1,
        Verdict.FAIL,
        "RuntimeError: CUDA error: an illegal memory access was encountered",
        "Megatron generation failed during CUDA-graph warmup",
        rule="cuda-graph-illegal-memory-access",
    ),
    Case(
        "token-mult-prob-error-over-threshold",
        "nemo-rl",
        NRL_OK + "Metric Checks\n"
        '│ FAIL   │ max(data["train/token_mult_prob_error"]) < 1.05 │ 3.2 │ condition evaluated to False │\n',
        1,
        Verdict.FAIL,
        '│ FAIL   │ max(data["train/token_mult_prob_error"]) < 1.05 │ 3.2 │ condition evaluated to False │',
        "real metric failure, not a harness failure",
        rule="token-mult-prob-error",
    ),
    Case(
        "token-mult-from-metrics",
        "nemo-rl",
        NRL_OK,
        0,
        Verdict.FAIL,
        'max(data["train/token_mult_prob_error"]) < 1.05 -> 3.2 (condition evaluated to False)',
        "real metric failure",
        rule="token-mult-prob-error",
        metrics={**GOOD_METRICS, "train/token_mult_prob_error": {"1": 1.0, "2": 3.2}},
        asserts=['max(data["train/token_mult_prob_error"]) < 1.05'],
    ),
    Case(
        "nan-in-metrics",
        "nemo-rl",
        NRL_OK,
        0,
        Verdict.FAIL,
        'train/loss = nan at step "2"',
        "NaN/inf in training metrics",
        rule="nan-in-metrics",
        metrics={**GOOD_METRICS, "train/loss": {"1": 0.5, "2": float("nan")}},
    ),
    Case(
        "nan-in-log",
        "nemo-rl",
        NRL_OK.replace("• Loss: 0.2500", "• Loss: nan"),
        0,
        Verdict.FAIL,
        "• Loss: nan",
        "NaN/inf in a training metric",
        rule="nan-in-log",
    ),
    Case(
        "nan-in-verl-step-line",
        "verl",
        VERL_OK.replace("critic/rewards/mean:0.25", "critic/rewards/mean:nan"),
        0,
        Verdict.FAIL,
        # the step line the NaN was read from, as the log prints it
        "step:1 - actor/entropy:0.51 - critic/rewards/mean:nan - training/global_step:1 - perf/time_per_step:12.4",
        "NaN/inf in training metrics",
        rule="nan-in-metrics",
    ),
    Case(
        "silent-dtensor-fallback",
        "nemo-rl",
        NRL_OK.replace(
            "(MegatronPolicyWorker pid=2211) ✓ Megatron model built through Megatron-Bridge AutoBridge",
            "(DTensorPolicyWorkerV2 pid=2211) Initialized DTensor policy with tp=1",
        ),
        0,
        Verdict.BLOCKED,
        "Initialized DTensor policy with tp=1",
        "instead of the Megatron policy",
        rule="dtensor-fallback",
        metrics=GOOD_METRICS,
    ),
    Case(
        "short-run-nemo-rl",
        "nemo-rl",
        NRL_OK.split("========================= Step 2/2")[0],
        0,
        Verdict.FAIL,
        None,
        "the run ended before the requested step count: reached 1 of 2",
        rule="short-run",
        metrics={"train/loss": {"1": 0.5}},
        expected_steps=2,
    ),
    # A run that prints NeMo-RL's step banner once and then reports each step on a training-progress line: the last
    # step it names is the step reached, whichever form names it.
    Case(
        "steps-reported-on-progress-lines-after-one-banner",
        "nemo-rl",
        "========================= Step 1/3 =========================\n"
        "▶ Training step 1/3  loss=0.91  grad_norm=1.2\n"
        "[WARNING] sparse_attn requires a torch version >= 1.5 and < 2.0 but detected 2.7\n"
        "▶ Training step 2/3  loss=0.80  grad_norm=1.1\n"
        "▶ Training step 3/3  loss=0.74  grad_norm=1.0\n"
        "Max number of steps has been reached, stopping training early\n",
        0,
        Verdict.PASS,
        None,
        "completed 3/3 training steps",
        expected_steps=3,
    ),
    Case(
        "progress-lines-that-stop-short-are-a-short-run",
        "nemo-rl",
        "========================= Step 1/3 =========================\n"
        "▶ Training step 1/3  loss=0.91  grad_norm=1.2\n"
        "▶ Training step 2/3  loss=0.80  grad_norm=1.1\n",
        0,
        Verdict.FAIL,
        None,
        "reached 2 of 3",
        rule="short-run",
        expected_steps=3,
    ),
    Case(
        "short-run-verl",
        "verl",
        VERL_OK.replace("1/1 [00:12", "1/2 [00:12").replace("100%", " 50%"),
        0,
        Verdict.FAIL,
        None,
        "reached 1 of 2",
        rule="short-run",
    ),
    Case(
        "post-completion-noise",
        "nemo-rl",
        NRL_OK
        + "/usr/lib/python3.12/multiprocessing/resource_tracker.py:254: UserWarning: resource_tracker: "
        "There appear to be 1 leaked semaphore objects to clean up at shutdown\n"
        "[rank0]:[W1027 ProcessGroupNCCL.cpp:1250] Warning: WARNING: destroy_process_group() was not called\n"
        "(raylet) Ray is shutting down: SIGTERM received\n",
        0,
        Verdict.PASS,
        None,
        "completed 2/2",
        metrics=GOOD_METRICS,
        noise=3,
    ),
    Case(
        "verl-vanilla-mbridge",
        "verl",
        VERL_OK.replace("+ VANILLA_MBRIDGE=False", "+ VANILLA_MBRIDGE=True"),
        0,
        Verdict.BLOCKED,
        "+ VANILLA_MBRIDGE=True",
        "deprecated mbridge path",
        rule="verl-vanilla-mbridge",
    ),
    Case(
        "verl-no-vanilla-line",
        "verl",
        VERL_OK.replace("+ VANILLA_MBRIDGE=False\n", ""),
        0,
        Verdict.BLOCKED,
        None,
        "does not show that verl used Megatron-Bridge",
        rule="pass-criteria",
    ),
    Case(
        "bridge-api-break",
        "nemo-rl",
        "(MegatronPolicyWorker pid=5) ImportError: cannot import name 'ModelProviderMixin' from "
        "'megatron.bridge.models.model_provider'\n",
        1,
        Verdict.FAIL,
        "ImportError: cannot import name 'ModelProviderMixin' from 'megatron.bridge.models.model_provider'",
        "no longer provides (API break)",
        rule="bridge-api-break",
    ),
    Case(
        "missing-dependency-before-training",
        "verl",
        "+ VANILLA_MBRIDGE=False\n(WorkerDict pid=9) ModuleNotFoundError: No module named 'modelopt'\n",
        1,
        Verdict.BLOCKED,
        "ModuleNotFoundError: No module named 'modelopt'",
        "lacks modelopt",
        rule="dependency-skew",
    ),
    Case(
        "missing-data",
        "verl",
        "+ VANILLA_MBRIDGE=False\n(TaskRunner pid=1) FileNotFoundError: [Errno 2] No such file or directory: "
        "'/root/data/gsm8k/train.parquet'\n",
        1,
        Verdict.BLOCKED,
        "FileNotFoundError: [Errno 2] No such file or directory: '/root/data/gsm8k/train.parquet'",
        "training data is missing",
        rule="data-missing",
    ),
    Case(
        "hydra-override-rejected",
        "nemo-rl",
        "Could not override 'policy.megatron_cfg.converter_type'.\n"
        "To append to your config use +policy.megatron_cfg.converter_type=GPT\n"
        "Key 'converter_type' is not in struct\n",
        1,
        Verdict.BLOCKED,
        "Could not override 'policy.megatron_cfg.converter_type'.",
        "drifted",
        rule="hydra-override-rejected",
    ),
    Case(
        "ray-before-training",
        "nemo-rl",
        "▶ Setting up compute cluster...\nConnectionError: Failed to connect to GCS within 60 seconds. "
        "GCS may have been killed.\n",
        1,
        Verdict.BLOCKED,
        "ConnectionError: Failed to connect to GCS within 60 seconds. GCS may have been killed.",
        "Ray failed before the first training step",
        rule="ray-setup",
    ),
    Case(
        "vllm-before-training",
        "nemo-rl",
        "(VllmGenerationWorker pid=7) RuntimeError: Engine core initialization failed. See root cause "
        "above.\n",
        1,
        Verdict.BLOCKED,
        "RuntimeError: Engine core initialization failed. See root cause above.",
        "vLLM failed before the first training step",
        rule="vllm-setup",
    ),
    Case(
        "vllm-error-after-training-started-is-a-fail",
        "nemo-rl",
        NRL_OK.split("========================= Step 2/2")[0]
        + "(VllmGenerationWorker pid=7) RuntimeError: Engine core initialization failed during refit\n",
        1,
        Verdict.FAIL,
        "RuntimeError: Engine core initialization failed during refit",
        "after reaching step 1",
        rule="unclassified-failure",
    ),
    Case(
        "unknown-crash-after-step",
        "nemo-rl",
        NRL_OK.split("========================= Step 2/2")[0]
        + "(MegatronPolicyWorker pid=5) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=5)   File "megatron/bridge/models/gpt_provider.py", line 88, in finalize\n'
        "(MegatronPolicyWorker pid=5) RuntimeError: shape mismatch: expected 896, got 1024\n",
        1,
        Verdict.FAIL,
        "RuntimeError: shape mismatch: expected 896, got 1024",
        "after reaching step",
        rule="unclassified-failure",
    ),
    Case(
        "ray-warning-does-not-rescue-a-crash",
        "nemo-rl",
        "(raylet) Ray is shutting down\nTraceback (most recent call last):\nKeyError: 'policy'\n",
        1,
        Verdict.FAIL,
        "KeyError: 'policy'",
        "before the first training step",
        rule="unclassified-failure",
    ),
    # verl's Bridge-path switch as an `export` list or as the actor's Hydra override (what verl's engine reads).
    Case(
        "verl-pass-vanilla-in-export-list",
        "verl",
        VERL_OK.replace("+ VANILLA_MBRIDGE=False\n", "+ export VANILLA_MBRIDGE=False SAVE_FREQ=-1\n"),
        0,
        Verdict.PASS,
        None,
        "completed",
    ),
    Case(
        "verl-pass-vanilla-as-hydra-override",
        "verl",
        VERL_OK.replace("+ VANILLA_MBRIDGE=False\n", "").replace("+ VALUE_VANILLA_MBRIDGE=False\n", "")
        + "+ python3 -m verl.trainer.main_ppo actor_rollout_ref.actor.megatron.vanilla_mbridge=False\n",
        0,
        Verdict.PASS,
        None,
        "completed",
    ),
    # ... or, as the seed's own grep reads it, anywhere a line of the run carries it: the launch command with its
    # variables before the script, a process that prints the setting it took (never VALUE_VANILLA_MBRIDGE's value)
    Case(
        "verl-pass-vanilla-on-the-launch-command",
        "verl",
        VERL_OK.replace("+ VANILLA_MBRIDGE=False\n", "").replace(
            "+ NUM_GPUS=8\n", "+ cd /workspace/verl && USE_MBRIDGE=True VANILLA_MBRIDGE=False bash run_ppo.sh\n"
        ),
        0,
        Verdict.PASS,
        None,
        "completed",
    ),
    Case(
        "verl-pass-vanilla-printed-by-the-worker",
        "verl",
        VERL_OK.replace("+ VANILLA_MBRIDGE=False\n", "(WorkerDict pid=7) VANILLA_MBRIDGE=False, building actor\n"),
        0,
        Verdict.PASS,
        None,
        "completed",
    ),
    Case(
        "verl-value-vanilla-alone-does-not-show-the-actors-path",
        "verl",
        VERL_OK.replace("+ VANILLA_MBRIDGE=False\n", ""),
        0,
        Verdict.BLOCKED,
        None,
        "does not show that verl used Megatron-Bridge",
    ),
    Case(
        "verl-hydra-override-to-mbridge-wins-over-the-variable",
        "verl",
        VERL_OK + "+ python3 -m verl.trainer.main_ppo actor_rollout_ref.actor.megatron.vanilla_mbridge=True\n",
        0,
        Verdict.BLOCKED,
        "+ python3 -m verl.trainer.main_ppo actor_rollout_ref.actor.megatron.vanilla_mbridge=True",
        "deprecated mbridge path",
        rule="verl-vanilla-mbridge",
    ),
    # A name missing from the downstream framework's own package: one checkout, not the container's packages.
    Case(
        "downstream-own-package-import-is-not-skew",
        "verl",
        "+ VANILLA_MBRIDGE=False\n+ python scripts/legacy_model_merger.py merge\nTraceback (most recent call last):\n"
        '  File "/workspace/verl/scripts/legacy_model_merger.py", line 61, in <module>\n'
        "    from verl.utils.megatron_utils import get_hf_config\n"
        "ImportError: cannot import name 'get_hf_config' from 'verl.utils.megatron_utils'\n",
        1,
        Verdict.FAIL,
        "ImportError: cannot import name 'get_hf_config' from 'verl.utils.megatron_utils'",
        "exit code 1",
        rule="unclassified-failure",
    ),
    Case(
        "megatron-core-name-missing-is-skew",
        "verl",
        "+ VANILLA_MBRIDGE=False\nTraceback (most recent call last):\n"
        '  File "/workspace/verl/verl/models/mcore/util.py", line 3, in <module>\n'
        "ImportError: cannot import name 'get_pg_rank' from 'megatron.core.utils'\n",
        1,
        Verdict.BLOCKED,
        "ImportError: cannot import name 'get_pg_rank' from 'megatron.core.utils'",
        "dependency skew",
        rule="dependency-skew",
    ),
    # torchrun cannot reach the rendezvous store: the socket warning and the chained errors are one event; the
    # exception the launcher raised is quoted, and the connection that was reset is the network's.
    Case(
        "torchrun-rendezvous-unreachable",
        "nemo-rl",
        "+ torchrun --nnodes=2 --rdzv_endpoint=node-0:29400 -m pytest -q tests/unit_tests\n"
        "[W618 15:59:03.118426761 socket.cpp:697] [c10d] The client socket has failed to connect to "
        "[node-0]:29400 (errno: 104 - Connection reset by peer).\n"
        "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.12/site-packages/torch/distributed/elastic/rendezvous/'
        'c10d_rendezvous_backend.py", line 159, in _create_tcp_store\n'
        "torch.distributed.DistNetworkError: Connection reset by peer\n\n"
        "The above exception was the direct cause of the following exception:\n\n"
        "Traceback (most recent call last):\n"
        '  File "/opt/venv/bin/torchrun", line 8, in <module>\n'
        "torch.distributed.elastic.rendezvous.api.RendezvousConnectionError: The connection to the C10d store "
        "has failed.\n",
        1,
        Verdict.BLOCKED,
        "torch.distributed.DistNetworkError: Connection reset by peer",
        "a connection between the job's processes failed",
        rule="peer-connection-failed",
        category="network",
    ),
    # A hardware fault reported by CUDA is the machine's, even mid-training inside Megatron-Core's optimizer.
    Case(
        "gpu-ecc-error-mid-training",
        "nemo-rl",
        NRL_OK.split("=== Step 2/2")[0]
        + "(MegatronPolicyWorker pid=3) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=3)   File "/opt/Megatron-LM/megatron/core/optimizer/optimizer.py", line 432, '
        "in prepare_grads\n"
        "(MegatronPolicyWorker pid=3) RuntimeError: CUDA error: uncorrectable ECC error encountered\n",
        1,
        Verdict.BLOCKED,
        "RuntimeError: CUDA error: uncorrectable ECC error encountered",
        "hardware fault",
        rule="gpu-hardware-fault",
    ),
    # Raised by Ray's own node start-up code: Ray's, whatever the message says.
    Case(
        "ray-node-start-up-timeout",
        "nemo-rl",
        "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.12/site-packages/ray/_private/node.py", line 318, in __init__\n'
        '  File "/opt/venv/lib/python3.12/site-packages/ray/_private/services.py", line 464, in wait_for_node\n'
        "TimeoutError: Timed out after 60 seconds while waiting for node to startup.\n",
        1,
        Verdict.BLOCKED,
        "TimeoutError: Timed out after 60 seconds while waiting for node to startup.",
        "Ray could not start",
        rule="ray-startup",
    ),
    # The same TimeoutError raised by the job's own code is not Ray's start-up.
    Case(
        "timeout-error-outside-ray-start-up",
        "nemo-rl",
        "Traceback (most recent call last):\n"
        '  File "/opt/nemo-rl/nemo_rl/algorithms/grpo.py", line 40, in setup\n'
        "TimeoutError: Timed out after 60 seconds while waiting for the reward server.\n",
        1,
        Verdict.FAIL,
        "TimeoutError: Timed out after 60 seconds while waiting for the reward server.",
        "before the first training step",
        rule="unclassified-failure",
    ),
    Case(
        "checkpoint-write-failed-on-a-full-filesystem",
        "nemo-rl",
        "(raylet) file_system_monitor.cc:116: /tmp/ray/session_x is over 95% full, available space: 0.41 GB\n"
        + NRL_OK.split("=== Step 2/2")[0]
        + "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.12/site-packages/torch/serialization.py", line 1268, in _save\n'
        "RuntimeError: [enforce fail at inline_container.cc:858] . PytorchStreamWriter failed writing file "
        "data/1: file write failed\n",
        1,
        Verdict.BLOCKED,
        "RuntimeError: [enforce fail at inline_container.cc:858] . PytorchStreamWriter failed writing file "
        "data/1: file write failed",
        "out of disk",
        rule="write-failed-disk-full",
    ),
    # Without a full filesystem in the log, the same write failure is the run's own.
    Case(
        "checkpoint-write-failed-with-room-on-disk",
        "nemo-rl",
        NRL_OK.split("=== Step 2/2")[0]
        + "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.12/site-packages/torch/serialization.py", line 1268, in _save\n'
        "RuntimeError: PytorchStreamWriter failed writing file data/1: file write failed\n",
        1,
        Verdict.FAIL,
        "RuntimeError: PytorchStreamWriter failed writing file data/1: file write failed",
        "after reaching step",
        rule="unclassified-failure",
    ),
    Case(
        "package-index-unreachable-no-traceback",
        "nemo-rl",
        "+ uv run bash tests/functional/grpo_megatron.sh\n"
        "error: Failed to fetch: `https://pypi.org/simple/setuptools/`\n"
        "  Caused by: Request failed after 3 retries\n"
        "  Caused by: dns error: failed to lookup address information: Temporary failure in name resolution\n",
        2,
        Verdict.BLOCKED,
        "error: Failed to fetch: `https://pypi.org/simple/setuptools/`",
        "package index",
        rule="package-index-unreachable",
    ),
    Case(
        "parallel-layout-does-not-divide-the-gpus",
        "verl",
        "+ VANILLA_MBRIDGE=False\nTraceback (most recent call last):\n"
        '  File "/workspace/verl/verl/utils/config.py", line 95, in validate_config\n'
        "AssertionError: n_gpus (8) must be divisible by model_parallel_size (6) times context_parallel_size (1)\n",
        1,
        Verdict.BLOCKED,
        "AssertionError: n_gpus (8) must be divisible by model_parallel_size (6) times context_parallel_size (1)",
        "does not fit the GPUs",
        rule="gpus-do-not-fit-the-layout",
    ),
    # The same words raised inside the Bridge are the Bridge's (a provider computing its layout wrongly).
    Case(
        "divisibility-error-raised-in-the-bridge",
        "verl",
        "+ VANILLA_MBRIDGE=False\nTraceback (most recent call last):\n"
        f'  File "{BRIDGE}/src/megatron/bridge/models/gpt_provider.py", line 300, in finalize\n'
        "AssertionError: world_size (8) must be divisible by the pipeline layout\n",
        1,
        Verdict.FAIL,
        "AssertionError: world_size (8) must be divisible by the pipeline layout",
        "before the first training step",
        rule="unclassified-failure",
    ),
    # A download that failed and fell back to a local path explains the missing-file error after it.
    Case(
        "earlier-download-failure-explains-a-later-error",
        "nemo-rl",
        "WARNING: Failed to download 'Qwen/Qwen3-1.7B' from HuggingFace Hub: connection error. Falling back to "
        "treating it as a local path.\nTraceback (most recent call last):\n"
        f'  File "{BRIDGE}/src/megatron/bridge/models/hf_pretrained/state.py", line 576, in get_all_keys\n'
        "FileNotFoundError: No .safetensors files or index found in Qwen/Qwen3-1.7B\n",
        1,
        Verdict.BLOCKED,
        "WARNING: Failed to download 'Qwen/Qwen3-1.7B' from HuggingFace Hub: connection error. Falling back to "
        "treating it as a local path.",
        "could not be fetched",
        rule="hf-unreachable",
    ),
    # ... but an earlier environment warning about something else explains nothing: a retried 429, then a
    # provider error, is the provider's.
    Case(
        "earlier-warning-about-something-else-explains-nothing",
        "nemo-rl",
        "huggingface_hub: HTTP 429 Too Many Requests for url 'https://huggingface.co/api/models/Qwen/Qwen3-1.7B', "
        "retrying in 2s\nTraceback (most recent call last):\n"
        f'  File "{BRIDGE}/src/megatron/bridge/models/qwen/qwen_provider.py", line 90, in finalize\n'
        "TypeError: Qwen3ModelProvider.__init__() got an unexpected keyword argument 'rope_scaling'\n",
        1,
        Verdict.FAIL,
        "TypeError: Qwen3ModelProvider.__init__() got an unexpected keyword argument 'rope_scaling'",
        "before the first training step",
        rule="unclassified-failure",
    ),
    # Seeds' learning-signal evidence: a gradient norm of 0 at every step is a Fail even at exit 0 ...
    Case(
        "zero-gradients-at-every-step",
        "verl",
        "+ VANILLA_MBRIDGE=False\n"
        "(TaskRunner pid=1) step:1 - actor/pg_loss:0.01 - actor/grad_norm:0.000 - training/global_step:1\n"
        "(TaskRunner pid=1) step:2 - actor/pg_loss:0.01 - actor/grad_norm:0.000 - training/global_step:2\n"
        "(TaskRunner pid=1) Training Progress: 100%|██████████| 2/2 [00:12<00:00, 6.20s/it]\n",
        0,
        Verdict.FAIL,
        "step:1 - actor/pg_loss:0.01 - actor/grad_norm:0.000 - training/global_step:1",
        "actor/grad_norm is 0 at every logged step (2 steps)",
        rule="zero-gradients",
    ),
    # ... but one zero step is not "repeated", and a norm that moves is fine.
    Case(
        "one-zero-gradient-step-passes",
        "verl",
        "+ VANILLA_MBRIDGE=False\n"
        "(TaskRunner pid=1) step:1 - actor/pg_loss:0.01 - actor/grad_norm:0.000 - training/global_step:1\n"
        "(TaskRunner pid=1) step:2 - actor/pg_loss:0.01 - actor/grad_norm:0.412 - training/global_step:2\n"
        "(TaskRunner pid=1) Training Progress: 100%|██████████| 2/2 [00:12<00:00, 6.20s/it]\n",
        0,
        Verdict.PASS,
        None,
        "completed",
    ),
    Case(
        "nemo-rl-zero-grad-norm-from-metrics",
        "nemo-rl",
        NRL_OK,
        0,
        Verdict.FAIL,
        "train/grad_norm = 0 at steps 1..2",
        "train/grad_norm is 0 at every logged step",
        rule="zero-gradients",
        metrics={**GOOD_METRICS, "train/grad_norm": {"1": 0.0, "2": 0.0}},
    ),
    # A layout error raised in Megatron-Core with the Bridge on the way: the Bridge passed that layout on.
    Case(
        "layout-error-the-bridge-passed-on",
        "nemo-rl",
        "Traceback (most recent call last):\n"
        '  File "/opt/nemo-rl/nemo_rl/models/policy/workers/megatron_policy_worker.py", line 498, in __init__\n'
        f'  File "{BRIDGE}/src/megatron/bridge/models/model_provider.py", line 208, in initialize_model_parallel\n'
        '  File "/opt/Megatron-LM/megatron/core/parallel_state.py", line 781, in initialize_model_parallel\n'
        "RuntimeError: decoder world_size (4) is not divisible by expert_tensor_model_pipeline_parallel size (16)\n",
        1,
        Verdict.FAIL,
        "RuntimeError: decoder world_size (4) is not divisible by expert_tensor_model_pipeline_parallel size (16)",
        "before the first training step",
        rule="unclassified-failure",
    ),
    Case(
        "host-name-does-not-resolve-during-setup",
        "nemo-rl",
        "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.12/site-packages/urllib3/util/connection.py", line 60, in create_connection\n'
        '  File "/usr/lib/python3.12/socket.py", line 963, in getaddrinfo\n'
        "socket.gaierror: [Errno -2] Name or service not known\n",
        1,
        Verdict.BLOCKED,
        "socket.gaierror: [Errno -2] Name or service not known",
        "could not reach a host",
        rule="network-unreachable",
    ),
    Case(
        "dataset-library-fails-to-load-the-data",
        "verl",
        "+ VANILLA_MBRIDGE=False\nTraceback (most recent call last):\n"
        '  File "/workspace/verl/verl/utils/dataset/rl_dataset.py", line 130, in _read_files\n'
        '  File "/usr/local/lib/python3.10/dist-packages/datasets/features/features.py", line 1474, in '
        "generate_from_dict\n"
        "ValueError: Feature type 'List' not found.\n",
        1,
        Verdict.BLOCKED,
        "ValueError: Feature type 'List' not found.",
        "dataset could not be loaded",
        rule="dataset-load",
    ),
    Case(
        "host-driver-older-than-the-container-cuda",
        "verl",
        "+ VANILLA_MBRIDGE=False\nTraceback (most recent call last):\n"
        '  File "/usr/local/lib/python3.12/dist-packages/torch/cuda/__init__.py", line 372, in _lazy_init\n'
        "RuntimeError: The NVIDIA driver on your system is too old (found version 11040).\n",
        1,
        Verdict.BLOCKED,
        "RuntimeError: The NVIDIA driver on your system is too old (found version 11040).",
        "native library of the container",
        rule="container-abi",
    ),
    # A reward that was earning and ends at exactly 0: a collapse, even at exit 0.
    Case(
        "reward-collapses-to-zero",
        "verl",
        "+ VANILLA_MBRIDGE=False\n"
        "(TaskRunner pid=1) step:1 - actor/grad_norm:0.41 - critic/score/mean:0.832 - training/global_step:1\n"
        "(TaskRunner pid=1) step:2 - actor/grad_norm:2.77 - critic/score/mean:0.000 - training/global_step:2\n"
        "(TaskRunner pid=1) Training Progress: 100%|██████████| 2/2 [00:12<00:00, 6.20s/it]\n",
        0,
        Verdict.FAIL,
        "step:2 - actor/grad_norm:2.77 - critic/score/mean:0.000 - training/global_step:2",
        "critic/score/mean fell to 0 by step 2",
        rule="metric-collapse",
    ),
    # ... but a reward that was never above zero (a hard task's first steps) has not collapsed.
    Case(
        "reward-at-zero-from-the-start-passes",
        "verl",
        "+ VANILLA_MBRIDGE=False\n"
        "(TaskRunner pid=1) step:1 - actor/grad_norm:0.41 - critic/score/mean:0.000 - training/global_step:1\n"
        "(TaskRunner pid=1) step:2 - actor/grad_norm:0.52 - critic/score/mean:0.000 - training/global_step:2\n"
        "(TaskRunner pid=1) Training Progress: 100%|██████████| 2/2 [00:12<00:00, 6.20s/it]\n",
        0,
        Verdict.PASS,
        None,
        "completed",
    ),
    # Session 6, from the sixth blind set's failure classes: what raised the error decides Blocked vs Fail.
    Case(
        "hub-http-error-before-any-model",
        "verl",
        "(TaskRunner pid=1) Traceback (most recent call last):\n"
        '(TaskRunner pid=1)   File "/workspace/verl/verl/utils/fs.py", line 88, in copy_to_local\n'
        '(TaskRunner pid=1)   File "/usr/lib/python3/dist-packages/huggingface_hub/file_download.py", line 1010, '
        "in hf_hub_download\n"
        '(TaskRunner pid=1)   File "/usr/lib/python3/dist-packages/requests/models.py", line 1024, in '
        "raise_for_status\n"
        "(TaskRunner pid=1) requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: "
        "https://huggingface.co/org/m/resolve/main/tokenizer.json\n",
        1,
        Verdict.BLOCKED,
        "requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: "
        "https://huggingface.co/org/m/resolve/main/tokenizer.json",
        "could not be fetched",
        rule="hub-fetch",
    ),
    # ... but the same HTTP error raised through the Bridge's own code is the Bridge's to explain.
    Case(
        "hub-http-error-through-the-bridge-is-not-the-download-rule",
        "verl",
        "(TaskRunner pid=1) Traceback (most recent call last):\n"
        f'(TaskRunner pid=1)   File "{BRIDGE}/src/megatron/bridge/models/conversion/auto_bridge.py", line 301, '
        "in from_hf_pretrained\n"
        '(TaskRunner pid=1)   File "/usr/lib/python3/dist-packages/requests/models.py", line 1024, in '
        "raise_for_status\n"
        "(TaskRunner pid=1) requests.exceptions.HTTPError: 404 Client Error: Not Found for url: "
        "https://huggingface.co/org/m/resolve/main/config.json\n",
        1,
        Verdict.FAIL,
        "requests.exceptions.HTTPError: 404 Client Error: Not Found for url: "
        "https://huggingface.co/org/m/resolve/main/config.json",
        "before the first training step",
        rule="unclassified-failure",
    ),
    Case(
        "transformers-does-not-know-the-model-type",
        "nemo-rl",
        "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.12/site-packages/transformers/models/auto/configuration_auto.py", line 1310, '
        "in from_pretrained\n"
        "ValueError: The checkpoint you are trying to load has model type `glm9_moe` but Transformers does not "
        "recognize this architecture.\n",
        1,
        Verdict.BLOCKED,
        "ValueError: The checkpoint you are trying to load has model type `glm9_moe` but Transformers does not "
        "recognize this architecture.",
        "does not know the model type glm9_moe",
        rule="model-type-unknown-to-transformers",
    ),
    Case(
        "framework-rejects-the-job-config",
        "verl",
        "(TaskRunner pid=1) Traceback (most recent call last):\n"
        '(TaskRunner pid=1)   File "/workspace/verl/verl/workers/config/rollout.py", line 140, in __post_init__\n'
        "(TaskRunner pid=1) ValueError: actor_rollout_ref.rollout.n must be > 1 for GRPO, got 1\n",
        1,
        Verdict.BLOCKED,
        "ValueError: actor_rollout_ref.rollout.n must be > 1 for GRPO, got 1",
        "rejected the job's configuration",
        rule="job-config-rejected",
    ),
    # ... a ValueError of the framework's own code that names no setting stays the run's failure.
    Case(
        "framework-error-naming-no-setting-is-a-fail",
        "nemo-rl",
        "(MegatronPolicyWorker pid=5) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=5)   File "/workspace/nemo-rl/nemo_rl/models/megatron/refit.py", line 77, in '
        "gather_params\n"
        "(MegatronPolicyWorker pid=5) ValueError: expected one owner per parameter, found 2\n",
        1,
        Verdict.FAIL,
        "ValueError: expected one owner per parameter, found 2",
        "before the first training step",
        rule="unclassified-failure",
    ),
    # The first refit runs before step 1: vLLM rejecting the exported weights is the export's Fail, not setup.
    Case(
        "refit-weights-rejected-by-vllm-before-step-1",
        "nemo-rl",
        "(VllmGenerationWorker pid=9) Traceback (most recent call last):\n"
        '(VllmGenerationWorker pid=9)   File "/workspace/nemo-rl/nemo_rl/models/generation/vllm/vllm_backend.py", '
        "line 140, in update_weights_from_ipc_handles\n"
        '(VllmGenerationWorker pid=9)   File "/opt/venv/lib/python3.12/site-packages/vllm/model_executor/models/'
        'llama.py", line 600, in load_weights\n'
        "(VllmGenerationWorker pid=9) KeyError: 'model.layers.0.mlp.fc1.weight'\n",
        1,
        Verdict.FAIL,
        "KeyError: 'model.layers.0.mlp.fc1.weight'",
        "did not load into vLLM",
        rule="refit-weights-rejected",
    ),
    # ... while vLLM loading its own weights at engine start-up is still the vLLM setup.
    Case(
        "vllm-engine-start-weight-load-is-setup",
        "nemo-rl",
        "(VllmGenerationWorker pid=9) Traceback (most recent call last):\n"
        '(VllmGenerationWorker pid=9)   File "/opt/venv/lib/python3.12/site-packages/vllm/model_executor/'
        'model_loader/default_loader.py", line 270, in load_model\n'
        '(VllmGenerationWorker pid=9)   File "/opt/venv/lib/python3.12/site-packages/vllm/model_executor/models/'
        'llama.py", line 600, in load_weights\n'
        "(VllmGenerationWorker pid=9) KeyError: 'model.layers.0.mlp.fc1.weight'\n",
        1,
        Verdict.BLOCKED,
        "KeyError: 'model.layers.0.mlp.fc1.weight'",
        "rollout engine (vLLM, SGLang or TRT-LLM) failed",
        rule="vllm-engine-setup",
    ),
    Case(
        "linker-cannot-find-a-library",
        "verl",
        "(vLLMHttpServer pid=3) compiling cuda_utils.c\n"
        "(vLLMHttpServer pid=3) /usr/bin/ld: cannot find -lnvrtc: No such file or directory\n"
        "(vLLMHttpServer pid=3) collect2: error: ld returned 1 exit status\n"
        "(vLLMHttpServer pid=3) Traceback (most recent call last):\n"
        '(vLLMHttpServer pid=3)   File "/usr/lib/python3.12/subprocess.py", line 413, in check_call\n'
        "(vLLMHttpServer pid=3) subprocess.CalledProcessError: Command '['/usr/bin/gcc', 'cuda_utils.c', "
        "'-lnvrtc']' returned non-zero exit status 1.\n",
        1,
        Verdict.BLOCKED,
        "/usr/bin/ld: cannot find -lnvrtc: No such file or directory",
        "a build in the job's environment failed",
        rule="build-failed",
    ),
    Case(
        "ray-spilling-out-of-disk-mid-run",
        "nemo-rl",
        NRL_OK.split("Max number")[0]
        + "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.12/site-packages/ray/_private/worker.py", line 2800, in get\n'
        "ray.exceptions.OutOfDiskError: Local disk is full\n",
        1,
        Verdict.BLOCKED,
        "ray.exceptions.OutOfDiskError: Local disk is full",
        "ran out of disk",
        rule="disk-full",
    ),
    Case(
        "ray-workers-on-another-python",
        "verl",
        "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.12/site-packages/ray/_private/worker.py", line 2510, in connect\n'
        "RuntimeError: Version mismatch: The cluster was started with: Ray 2.53.0 Python 3.13.1 This process "
        "on node 10.0.0.2 was started with: Ray 2.53.0 Python 3.12.9\n",
        1,
        Verdict.BLOCKED,
        "RuntimeError: Version mismatch: The cluster was started with: Ray 2.53.0 Python 3.13.1 This process "
        "on node 10.0.0.2 was started with: Ray 2.53.0 Python 3.12.9",
        "Ray failed",
        rule="ray-setup",
    ),
    Case(
        "interconnect-fault-mid-run",
        "verl",
        VERL_OK.split("(TaskRunner pid=9001) Training Progress: 100%")[0]
        + "(WorkerDict pid=7, ip=10.0.0.2) n2:7:9 [1] NCCL WARN NET/IB : Got completion from peer 10.0.0.3<4> "
        "with status=5 opcode=1 len=0 vendor err 244 (Send) hca mlx5_1\n"
        "(WorkerDict pid=7, ip=10.0.0.2) *** SIGABRT received at time=1 on cpu 3 ***\n",
        1,
        Verdict.BLOCKED,
        # quoted without NCCL's host:pid:tid [dev] header
        "NET/IB : Got completion from peer 10.0.0.3<4> with status=5 opcode=1 len=0 vendor err 244 (Send) hca mlx5_1",
        "interconnect failed a transfer",
        rule="interconnect-fault",
        category="network",
    ),
    # A connection between the job's processes that fails in the transport is the network's, whoever's setup it
    # was in: NCCL's bootstrap socket refused ...
    Case(
        "nccl-bootstrap-connection-refused-is-the-network",
        "verl",
        "(TaskRunner pid=11) Training from scratch\n"
        "(WorkerDict pid=7, ip=10.0.0.2) n2:7:9 [0] NCCL INFO Bootstrap : Using eth0:10.0.0.2<0>\n"
        "(WorkerDict pid=7, ip=10.0.0.2) n2:7:9 [0] NCCL WARN socketPollConnect: Connect to 10.0.0.3<41000> "
        "returned 111(Connection refused) errno 115(Operation now in progress)\n"
        "(WorkerDict pid=7, ip=10.0.0.2) Traceback (most recent call last):\n"
        '(WorkerDict pid=7, ip=10.0.0.2)   File "/usr/lib/python3/dist-packages/torch/distributed/'
        'distributed_c10d.py", line 4100, in barrier\n'
        "(WorkerDict pid=7, ip=10.0.0.2) torch.distributed.DistBackendError: NCCL error in: ProcessGroupNCCL.cpp:"
        "3356, remote process exited or there was a network error, NCCL version 2.21.5\n",
        1,
        Verdict.BLOCKED,
        "socketPollConnect: Connect to 10.0.0.3<41000> returned 111(Connection refused) errno 115(Operation now in "
        "progress)",
        "a connection between the job's processes failed",
        rule="peer-connection-failed",
        category="network",
    ),
    # ... a Gloo group of the rollout engine timing out on a send (not the engine's own failure) ...
    Case(
        "gloo-send-timeout-in-the-rollout-engine-is-the-network",
        "verl",
        "(TaskRunner pid=11) Training from scratch\n"
        "(WorkerDict pid=8, ip=10.0.0.3) INFO 03-02 10:00:01 [vllm/worker/worker.py:88] init distributed env\n"
        "(WorkerDict pid=8, ip=10.0.0.3) Traceback (most recent call last):\n"
        '(WorkerDict pid=8, ip=10.0.0.3)   File "/usr/lib/python3/dist-packages/vllm/distributed/parallel_state.py", '
        "line 700, in broadcast_object\n"
        "(WorkerDict pid=8, ip=10.0.0.3) RuntimeError: [/pytorch/third_party/gloo/gloo/transport/tcp/pair.cc:534] "
        "Connection closed by peer [10.0.0.2]:23456\n",
        1,
        Verdict.BLOCKED,
        "RuntimeError: [/pytorch/third_party/gloo/gloo/transport/tcp/pair.cc:534] Connection closed by peer "
        "[10.0.0.2]:23456",
        "a connection between the job's processes failed",
        rule="peer-connection-failed",
        category="network",
    ),
    # ... while the node's own adapter refusing a memory registration is the node's (cluster), in the engine too.
    Case(
        "ib-memory-registration-refused-is-the-node",
        "nemo-rl",
        "(VllmGenerationWorker pid=21) INFO 03-02 10:00:01 [vllm/engine/llm_engine.py:300] starting\n"
        "(VllmGenerationWorker pid=21) n1:21:30 [3] NCCL WARN Call to ibv_reg_mr failed with error Cannot allocate "
        "memory\n"
        "(VllmGenerationWorker pid=21) Traceback (most recent call last):\n"
        '(VllmGenerationWorker pid=21)   File "/opt/venv/lib/python3.12/site-packages/vllm/distributed/'
        'device_communicators/pynccl.py", line 120, in all_reduce\n'
        "(VllmGenerationWorker pid=21) RuntimeError: NCCL error: unhandled system error (run with NCCL_DEBUG=INFO "
        "for details)\n",
        1,
        Verdict.BLOCKED,
        "Call to ibv_reg_mr failed with error Cannot allocate memory",
        "InfiniBand adapter refused a request",
        rule="interconnect-adapter",
        category="cluster",
    ),
    # ... but a rank that raised its own error first is the root cause, and the fabric errors that follow are not.
    Case(
        "rank-error-before-fabric-errors-is-a-fail",
        "verl",
        VERL_OK.split("(TaskRunner pid=9001) Training Progress: 100%")[0]
        + "(WorkerDict pid=6, ip=10.0.0.3) Traceback (most recent call last):\n"
        f'(WorkerDict pid=6, ip=10.0.0.3)   File "{BRIDGE}/src/megatron/bridge/models/conversion/param_mapping.py", '
        "line 410, in megatron_to_hf\n"
        "(WorkerDict pid=6, ip=10.0.0.3) RuntimeError: shape mismatch for decoder.layers.0.mlp.linear_fc1.weight\n"
        "(WorkerDict pid=7, ip=10.0.0.2) n2:7:9 [1] NCCL WARN NET/IB : Got completion from peer 10.0.0.3<4> "
        "with status=12 opcode=0 len=0 vendor err 129 (Recv) hca mlx5_1\n",
        1,
        Verdict.FAIL,
        "RuntimeError: shape mismatch for decoder.layers.0.mlp.linear_fc1.weight",
        "shape mismatch",
    ),
    Case(
        "error-reported-then-exit-0",
        "verl",
        VERL_OK.replace(
            "(TaskRunner pid=9001) Training Progress: 100%",
            "(WorkerDict pid=4) Error: 120 tensors from the original checkpoint were not written.\n"
            "(TaskRunner pid=9001) Training Progress: 100%",
        ),
        0,
        Verdict.FAIL,
        "Error: 120 tensors from the original checkpoint were not written.",
        "reported an error and still exited 0",
        rule="error-reported",
    ),
    # ... pip's resolver notice (upper case, at install time) is not the job reporting an error.
    Case(
        "pip-resolver-error-notice-is-not-an-error-report",
        "verl",
        "ERROR: pip's dependency resolver does not currently take into account all the packages that are "
        "installed.\n" + VERL_OK,
        0,
        Verdict.PASS,
        None,
        "completed",
    ),
    # Session 6, from the seventh blind set's failure classes.
    Case(
        "tls-to-the-hub-fails-behind-a-proxy",
        "nemo-rl",
        "(MegatronPolicyWorker pid=2) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=2)   File "/usr/lib/python3.12/ssl.py", line 1104, in do_handshake\n'
        "(MegatronPolicyWorker pid=2) ssl.SSLError: [SSL: UNEXPECTED_EOF_WHILE_READING] EOF occurred in violation "
        "of protocol (_ssl.c:1000)\n",
        1,
        Verdict.BLOCKED,
        "ssl.SSLError: [SSL: UNEXPECTED_EOF_WHILE_READING] EOF occurred in violation of protocol (_ssl.c:1000)",
        "could not reach a host",
        rule="network-unreachable",
    ),
    Case(
        "heads-do-not-split-over-the-job-tp",
        "verl",
        "(vLLMHttpServer pid=3) Traceback (most recent call last):\n"
        '(vLLMHttpServer pid=3)   File "/usr/local/lib/python3.12/dist-packages/vllm/config/model.py", line 990, '
        "in verify_with_parallel_config\n"
        "(vLLMHttpServer pid=3) ValueError: Total number of attention heads (28) must be divisible by tensor "
        "parallel size (8).\n",
        1,
        Verdict.BLOCKED,
        "ValueError: Total number of attention heads (28) must be divisible by tensor parallel size (8).",
        "parallel layout does not fit",
        rule="gpus-do-not-fit-the-layout",
    ),
    Case(
        "safetensors-file-cut-short-in-the-cache",
        "nemo-rl",
        "(MegatronPolicyWorker pid=2) Traceback (most recent call last):\n"
        f'(MegatronPolicyWorker pid=2)   File "{BRIDGE}/src/megatron/bridge/models/hf_pretrained/state.py", '
        "line 380, in load\n"
        "(MegatronPolicyWorker pid=2) safetensors_rust.SafetensorError: Error while deserializing header: "
        "HeaderTooLarge\n",
        1,
        Verdict.BLOCKED,
        "safetensors_rust.SafetensorError: Error while deserializing header: HeaderTooLarge",
        "incomplete or corrupt",
        rule="model-files-corrupt",
    ),
    Case(
        "fp8-on-a-gpu-without-it",
        "verl",
        VERL_OK.split("(TaskRunner pid=9001) Training Progress: 100%")[0]
        + "(WorkerDict pid=7) Traceback (most recent call last):\n"
        '(WorkerDict pid=7)   File "/usr/local/lib/python3.12/dist-packages/transformer_engine/pytorch/fp8.py", '
        "line 500, in check_fp8_support\n"
        "(WorkerDict pid=7) AssertionError: Device compute capability 8.9 or higher required for FP8 execution.\n",
        1,
        Verdict.BLOCKED,
        "AssertionError: Device compute capability 8.9 or higher required for FP8 execution.",
        "lacks a capability",
        rule="gpu-lacks-capability",
    ),
    # ... an FP8 numerics error on a GPU that has FP8 is the run's failure.
    Case(
        "fp8-scale-error-is-not-a-capability-gap",
        "verl",
        VERL_OK.split("(TaskRunner pid=9001) Training Progress: 100%")[0]
        + "(WorkerDict pid=7) Traceback (most recent call last):\n"
        f'(WorkerDict pid=7)   File "{BRIDGE}/src/megatron/bridge/models/conversion/param_mapping.py", '
        "line 700, in hf_to_megatron\n"
        "(WorkerDict pid=7) RuntimeError: FP8 scale_inv has shape [1] but the weight block layout needs [128]\n",
        1,
        Verdict.FAIL,
        "RuntimeError: FP8 scale_inv has shape [1] but the weight block layout needs [128]",
        "after training started",
    ),
    Case(
        "ray-object-store-full-mid-run",
        "verl",
        VERL_OK.split("(TaskRunner pid=9001) Training Progress: 100%")[0]
        + "Traceback (most recent call last):\n"
        '  File "/workspace/verl/verl/protocol.py", line 900, in put\n'
        "ray.exceptions.ObjectStoreFullError: Failed to put object 00ff in object store because it is full. "
        "Object size is 9000000000 bytes.\n",
        1,
        Verdict.BLOCKED,
        "ray.exceptions.ObjectStoreFullError: Failed to put object 00ff in object store because it is full. "
        "Object size is 9000000000 bytes.",
        "object store was full",
        rule="ray-object-store-full",
    ),
    # Session 6, from the eighth blind set's failure classes.
    # An error raised in the standard library (ssl.py, socket.py) is owned by the package that called into it.
    # (in a venv, and where installed packages live under the interpreter's own lib/python3.X/site-packages)
    *(
        Case(
            f"hub-download-reset-inside-ssl-is-the-download-{where}",
            "nemo-rl",
            "Traceback (most recent call last):\n"
            f'  File "{site}/huggingface_hub/file_download.py", line 1500, in http_get\n'
            '  File "/usr/lib/python3.12/ssl.py", line 1233, in recv_into\n'
            "ConnectionResetError: [Errno 104] Connection reset by peer\n",
            1,
            Verdict.BLOCKED,
            "ConnectionResetError: [Errno 104] Connection reset by peer",
            "could not be fetched",
            rule="hub-fetch",
        )
        for where, site in (
            ("venv", "/opt/venv/lib/python3.12/site-packages"),
            ("system", "/usr/lib/python3.12/site-packages"),
        )
    ),
    Case(
        "proxy-refuses-the-tunnel",
        "verl",
        "Traceback (most recent call last):\n"
        '  File "/usr/lib/python3.12/http/client.py", line 981, in _tunnel\n'
        "OSError: Tunnel connection failed: 403 Forbidden\n",
        1,
        Verdict.BLOCKED,
        "OSError: Tunnel connection failed: 403 Forbidden",
        "could not reach a host",
        rule="network-unreachable",
    ),
    # gRPC's words for the same refusal: Ray's own connection to its GCS sent through http_proxy
    Case(
        "proxy-refuses-rays-grpc",
        "nemo-rl",
        "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.12/site-packages/ray/_private/gcs_utils.py", line 112, in check_health\n'
        "ray.exceptions.RpcError: failed to connect to all addresses; last error: UNKNOWN: ipv4:10.2.8.4:60431: "
        "HTTP proxy returned response code 403\n",
        1,
        Verdict.BLOCKED,
        "ray.exceptions.RpcError: failed to connect to all addresses; last error: UNKNOWN: ipv4:10.2.8.4:60431: HTTP "
        "proxy returned response code 403",
        "could not reach a host",
        rule="network-unreachable",
    ),
    Case(
        "dataset-free-space-check",
        "nemo-rl",
        "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.12/site-packages/datasets/builder.py", line 838, in download_and_prepare\n'
        "OSError: Not enough disk space. Needed: 2.10 GiB (download: 1.00 GiB, generated: 1.10 GiB)\n",
        1,
        Verdict.BLOCKED,
        "OSError: Not enough disk space. Needed: 2.10 GiB (download: 1.00 GiB, generated: 1.10 GiB)",
        "ran out of disk",
        rule="disk-full",
    ),
    Case(
        "gpu-held-by-another-process",
        "nemo-rl",
        "(MegatronPolicyWorker pid=3) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=3)   File "/opt/venv/lib/python3.12/site-packages/torch/cuda/__init__.py", '
        "line 567, in set_device\n"
        "(MegatronPolicyWorker pid=3) RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or "
        "unavailable\n",
        1,
        Verdict.BLOCKED,
        "RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable",
        "no usable GPU",
        rule="gpu-unavailable",
    ),
    Case(
        "ray-runtime-env-agent-fails",
        "verl",
        "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.12/site-packages/ray/_private/runtime_env/uv.py", line 200, in create\n'
        "RuntimeError: uv pip install exited with 2 for the actor's runtime_env\n",
        1,
        Verdict.BLOCKED,
        "RuntimeError: uv pip install exited with 2 for the actor's runtime_env",
        "runtime environment",
        rule="ray-runtime-env",
    ),
    Case(
        "numpy-2-under-an-extension-built-for-1",
        "verl",
        "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.12/site-packages/pandas/__init__.py", line 22, in <module>\n'
        "ValueError: numpy.dtype size changed, may indicate binary incompatibility. Expected 96 from C header, "
        "got 88 from PyObject\n",
        1,
        Verdict.BLOCKED,
        "ValueError: numpy.dtype size changed, may indicate binary incompatibility. Expected 96 from C header, "
        "got 88 from PyObject",
        "does not match the installed NumPy",
        rule="numpy-abi-skew",
    ),
    # The runner's own import check runs in the Megatron worker's venv: that path does not mean the Megatron
    # policy ran. A DTensor worker that did run is still the DTensor path.
    Case(
        "dtensor-run-after-the-import-check-in-the-megatron-venv",
        "nemo-rl",
        "+ /opt/ray_venvs/nemo_rl.models.policy.workers.megatron_policy_worker.MegatronPolicyWorker/bin/python -c "
        "'import megatron.bridge'\n"
        "(DTensorPolicyWorkerV2[rank=0] pid=9) Initializing DTensorPolicyWorkerV2 with TP=1\n"
        + "".join(ln for ln in NRL_OK.splitlines(keepends=True) if "MegatronPolicyWorker" not in ln),
        0,
        Verdict.BLOCKED,
        "Initializing DTensorPolicyWorkerV2 with TP=1",
        "never exercised the Bridge",
        rule="dtensor-fallback",
        metrics=GOOD_METRICS,
    ),
    # Session 6, from the ninth blind set's failure classes.
    Case(
        "hub-transfer-cut-short-through-the-bridge-import",
        "nemo-rl",
        "(MegatronPolicyWorker pid=4) Traceback (most recent call last):\n"
        f'(MegatronPolicyWorker pid=4)   File "{BRIDGE}/src/megatron/bridge/models/conversion/auto_bridge.py", '
        "line 262, in from_hf_pretrained\n"
        '(MegatronPolicyWorker pid=4)   File "/opt/venv/lib/python3.12/site-packages/huggingface_hub/'
        'file_download.py", line 480, in http_get\n'
        "(MegatronPolicyWorker pid=4) requests.exceptions.ChunkedEncodingError: ('Connection broken: "
        "IncompleteRead(1048576 bytes read, 2097152 more expected)', IncompleteRead(1048576 bytes read))\n",
        1,
        Verdict.BLOCKED,
        "requests.exceptions.ChunkedEncodingError: ('Connection broken: IncompleteRead(1048576 bytes read, 2097152 "
        "more expected)', IncompleteRead(1048576 bytes read))",
        "download broke off",
        rule="hub-transfer-broken",
    ),
    Case(
        "two-ranks-on-one-gpu",
        "verl",
        "(WorkerDict pid=5) n1:5:5 [0] NCCL WARN Duplicate GPU detected : rank 1 and rank 0 both on CUDA device 3\n"
        "(WorkerDict pid=5) Traceback (most recent call last):\n"
        '(WorkerDict pid=5)   File "/opt/venv/lib/python3.12/site-packages/torch/distributed/distributed_c10d.py", '
        "line 3936, in barrier\n"
        "(WorkerDict pid=5) torch.distributed.DistBackendError: NCCL error in: NCCLUtils.hpp:275, invalid usage\n",
        1,
        Verdict.BLOCKED,
        "torch.distributed.DistBackendError: NCCL error in: NCCLUtils.hpp:275, invalid usage",
        "placed on one GPU",
        rule="duplicate-gpu",
    ),
    # The same failed write: a df reading at 99% makes it the disk, one at 50% leaves it the run's.
    Case(
        "failed-write-with-a-full-df-reading",
        "nemo-rl",
        "+ df -h /scratch\n"
        "Filesystem      Size  Used Avail Use% Mounted on\n"
        "/dev/nvme1n1    1.8T  1.8T   12G  99% /scratch\n"
        + WRITE_FAILED,
        1,
        Verdict.BLOCKED,
        "RuntimeError: [enforce fail at inline_container.cc:603] . PytorchStreamWriter failed writing file data/4: "
        "file write failed",
        "filesystem nearly full",
        rule="write-failed-disk-full",
    ),
    Case(
        "failed-write-with-room-on-disk-is-the-run",
        "nemo-rl",
        "Filesystem      Size  Used Avail Use% Mounted on\n"
        "/dev/nvme1n1    1.8T  0.9T  0.9T  50% /scratch\n"
        + WRITE_FAILED,
        1,
        Verdict.FAIL,
        "RuntimeError: [enforce fail at inline_container.cc:603] . PytorchStreamWriter failed writing file data/4: "
        "file write failed",
        "file write failed",
    ),
    Case(
        "ray-says-why-the-worker-died",
        "nemo-rl",
        NRL_OK.split("========================= Step 2/2")[0]
        + "Traceback (most recent call last):\n"
        '  File "/opt/nemo-rl/examples/run_grpo.py", line 250, in <module>\n'
        "ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.\n"
        "\tclass_name: MegatronPolicyWorker\n"
        "\tpid: 4242\n"
        "The actor is dead because its worker process has died. Worker exit type: SYSTEM_ERROR Worker exit "
        "detail: Task was killed due to the node running low on memory.\n"
        "(MegatronPolicyWorker pid=4250) ConnectionResetError: [Errno 104] Connection reset by peer\n",
        1,
        Verdict.BLOCKED,
        "The actor is dead because its worker process has died. Worker exit type: SYSTEM_ERROR Worker exit "
        "detail: Task was killed due to the node running low on memory.",
        "host memory",
        rule="host-oom",
    ),
    # Ray prints the memory monitor's account under such a death: the node, its memory and the task it killed are
    # what the maintainer reads first (the wrapper's "actor is dead" says only that it died).
    Case(
        "the-memory-monitors-account-of-a-death-is-quoted",
        "nemo-rl",
        NRL_OK.split("========================= Step 2/2")[0]
        + "Traceback (most recent call last):\n"
        '  File "/opt/nemo-rl/examples/run_grpo.py", line 250, in <module>\n'
        "ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.\n"
        "\tclass_name: MegatronPolicyWorker\n"
        "The actor is dead because its worker process has died. Worker exit type: NODE_OUT_OF_MEMORY Worker exit "
        "detail: Task was killed due to the node running low on memory.\n"
        "Memory on the node (IP: 10.40.1.3, ID: 4b8e1f0a) where the task (actor ID: 9b1e77c0, "
        "name=MegatronPolicyWorker.__init__, pid=4242, memory used=61.20GB) was running was 121.55GB / 128.00GB "
        "(0.949609), which exceeds the memory usage threshold of 0.95.\n",
        1,
        Verdict.BLOCKED,
        "Memory on the node (IP: 10.40.1.3, ID: 4b8e1f0a) where the task (actor ID: 9b1e77c0, "
        "name=MegatronPolicyWorker.__init__, pid=4242, memory used=61.20GB) was running was 121.55GB / 128.00GB "
        "(0.949609), which exceeds the memory usage threshold of 0.95.",
        "host memory",
        rule="host-oom",
    ),
    Case(
        "raylet-open-file-limit",
        "verl",
        "(raylet) [2025-02-01 10:00:00,001 C 300 300] (raylet) worker_pool.cc:512: Failed to start worker with "
        "return value system:24: Too many open files\n"
        "(raylet) *** StackTrace Information ***\n"
        "(raylet) /opt/venv/lib/python3.12/site-packages/ray/core/src/ray/raylet/raylet(+0x11a4f3a) "
        "[0x5586f1aa4f3a] ray::operator<<()\n"
        "(raylet) *** SIGABRT received at time=1738404000 on cpu 3 ***\n"
        "ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.\n",
        1,
        Verdict.BLOCKED,
        "Failed to start worker with return value system:24: Too many open files",
        "open-file limit",
        rule="open-files-limit",
    ),
    Case(
        "open-mpi-aborts-before-any-traceback",
        "nemo-rl",
        "(MegatronPolicyWorker pid=71) *** An error occurred in MPI_Comm_split\n"
        "(MegatronPolicyWorker pid=71) *** MPI_ERRORS_ARE_FATAL (processes in this communicator will now abort,\n"
        "ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.\n"
        "Traceback (most recent call last):\n"
        '  File "/opt/nemo-rl/tests/check_metrics.py", line 40, in <module>\n'
        "FileNotFoundError: metrics.json not found\n",
        1,
        Verdict.FAIL,
        "*** An error occurred in MPI_Comm_split",
        "before the first training step",
    ),
    Case(
        "prompt-as-long-as-the-engine-allows",
        "nemo-rl",
        NRL_OK.split("========================= Step 1/2")[0]
        + "(VllmGenerationWorker pid=8) Traceback (most recent call last):\n"
        '(VllmGenerationWorker pid=8)   File "/opt/venv/lib/python3.12/site-packages/vllm/v1/engine/processor.py", '
        "line 380, in _validate_model_input\n"
        "(VllmGenerationWorker pid=8) ValueError: The decoder prompt (length 1024) is longer than the maximum model "
        "length of 1024. Make sure that `max_model_len` is no smaller than the number of text tokens.\n",
        1,
        Verdict.BLOCKED,
        "ValueError: The decoder prompt (length 1024) is longer than the maximum model length of 1024. Make sure "
        "that `max_model_len` is no smaller than the number of text tokens.",
        "inputs do not fit together",
        rule="job-inputs-do-not-fit",
    ),
    Case(
        "native-segfault-quotes-the-signal-not-the-banner",
        "nemo-rl",
        NRL_OK.split("========================= Step 2/2")[0]
        + "(MegatronPolicyWorker pid=5) [gpu-7:5:0:5] Caught signal 11 (Segmentation fault: invalid permissions for "
        "mapped object at address 0x7f00)\n"
        "(MegatronPolicyWorker pid=5) ==== backtrace (tid:      5) ====\n"
        "(MegatronPolicyWorker pid=5)  0  /opt/hpcx/ucx/lib/libucs.so.0(ucs_handle_error+0x2e4) [0x7f6db1966614]\n"
        "(MegatronPolicyWorker pid=5) =================================\n"
        "(MegatronPolicyWorker pid=5) Fatal Python error: Segmentation fault\n",
        1,
        Verdict.FAIL,
        "Caught signal 11 (Segmentation fault: invalid permissions for mapped object at address 0x7f00)",
        "after reaching step",
    ),
    Case(
        "ray-job-submission-fails-before-the-job",
        "verl",
        "Traceback (most recent call last):\n"
        '  File "/usr/lib/python3/dist-packages/ray/dashboard/modules/job/sdk.py", line 210, in submit_job\n'
        '  File "/usr/lib/python3/dist-packages/ray/dashboard/modules/dashboard_sdk.py", line 283, in _raise_error\n'
        "RuntimeError: Request failed with status code 413: payload of 812 MiB over the package limit\n",
        1,
        Verdict.BLOCKED,
        "RuntimeError: Request failed with status code 413: payload of 812 MiB over the package limit",
        "job submission failed",
        rule="ray-job-submit",
    ),
    Case(
        "a-native-extension-that-did-not-load-explains-missing-ops",
        "nemo-rl",
        NRL_OK.split("========================= Step 1/2")[0]
        + "(VllmGenerationWorker pid=3) WARNING 07-10 10:00:00 [_custom_ops.py:20] Failed to import from vllm._C with "
        "ImportError('/opt/venv/lib/python3.12/site-packages/vllm/_C.abi3.so: undefined symbol: "
        "_ZN3c104cuda9SetDeviceEi')\n"
        "(VllmGenerationWorker pid=3) Traceback (most recent call last):\n"
        '(VllmGenerationWorker pid=3)   File "/opt/venv/lib/python3.12/site-packages/vllm/_custom_ops.py", line 201, '
        "in rms_norm\n"
        "(VllmGenerationWorker pid=3) AttributeError: '_OpNamespace' '_C' object has no attribute 'rms_norm'\n",
        1,
        Verdict.BLOCKED,
        "Failed to import from vllm._C with ImportError('/opt/venv/lib/python3.12/site-packages/vllm/_C.abi3.so: "
        "undefined symbol: _ZN3c104cuda9SetDeviceEi')",
        "compiled extension",
        rule="installed-extension-abi-skew",  # vLLM's `_C` built against another torch
    ),
    Case(
        "the-childs-traceback-not-the-calledprocesserror",
        "verl",
        "(WorkerDict pid=4) Traceback (most recent call last):\n"
        '(WorkerDict pid=4)   File "/usr/lib/python3.12/subprocess.py", line 502, in check_returncode\n'
        "(WorkerDict pid=4) subprocess.CalledProcessError: Command '['python', '-m', 'probe']' returned non-zero "
        "exit status 1.\n"
        "(WorkerDict pid=4) \n"
        "(WorkerDict pid=4) The above exception was the direct cause of the following exception:\n"
        "(WorkerDict pid=4) \n"
        "(WorkerDict pid=4) Traceback (most recent call last):\n"
        '(WorkerDict pid=4)   File "/opt/venv/lib/python3.12/site-packages/vllm/registry.py", line 90, in run\n'
        "(WorkerDict pid=4) RuntimeError: Error raised in subprocess:\n"
        "(WorkerDict pid=4) Traceback (most recent call last):\n"
        '(WorkerDict pid=4)   File "/usr/lib/python3.12/getpass.py", line 169, in getuser\n'
        "(WorkerDict pid=4) KeyError: 'getpwuid(): uid not found: 1000770000'\n",
        1,
        Verdict.BLOCKED,
        "KeyError: 'getpwuid(): uid not found: 1000770000'",
        "no user in the container",
        rule="uid-without-user",
    ),
    Case(
        "dcp-checkpoint-exception-carries-the-ranks-errors",
        "nemo-rl",
        NRL_OK.split("========================= Step 2/2")[0]
        + "(MegatronPolicyWorker pid=6) torch.distributed.checkpoint.api.CheckpointException: CheckpointException "
        "ranks:dict_keys([0])\n"
        "(MegatronPolicyWorker pid=6) Traceback: (most recent call last):\n"
        '(MegatronPolicyWorker pid=6)   File "/opt/venv/lib/python3.12/site-packages/torch/distributed/checkpoint/'
        'default_planner.py", line 471, in create_local_plan\n'
        "(MegatronPolicyWorker pid=6) RuntimeError: Missing key in checkpoint state_dict: decoder.final_norm.weight.\n",
        1,
        Verdict.FAIL,
        "RuntimeError: Missing key in checkpoint state_dict: decoder.final_norm.weight.",
        "after reaching step",
    ),
    Case(
        "a-system-call-the-container-forbids",
        "verl",
        "(WorkerDict pid=2) Traceback (most recent call last):\n"
        '(WorkerDict pid=2)   File "/opt/venv/lib/python3.12/site-packages/torch/multiprocessing/reductions.py", '
        "line 181, in rebuild_cuda_tensor\n"
        "(WorkerDict pid=2) RuntimeError: pidfd_getfd: Operation not permitted\n",
        1,
        Verdict.BLOCKED,
        "RuntimeError: pidfd_getfd: Operation not permitted",
        "forbids a system call",
        rule="container-privileges",
    ),
    Case(
        "nvml-cannot-reach-the-driver",
        "nemo-rl",
        "+ nvidia-smi\n"
        "Failed to initialize NVML: Driver/library version mismatch\n"
        "(MegatronPolicyWorker pid=3) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=3)   File "/opt/venv/lib/python3.12/site-packages/torch/cuda/memory.py", line 30, '
        "in empty_cache\n"
        "(MegatronPolicyWorker pid=3) RuntimeError: CUDA driver initialization failed, you might not have a "
        "CUDA gpu.\n",
        1,
        Verdict.BLOCKED,
        "Failed to initialize NVML: Driver/library version mismatch",
        "driver could not be reached",
        rule="nvml-unavailable",
    ),
    Case(
        "requirements-that-cannot-be-met",
        "nemo-rl",
        "+ uv pip install -e /workspace/Megatron-Bridge\n"
        "  × No solution found when resolving dependencies:\n"
        "  ╰─▶ Because only flash-attn<=2.7.4 is available and megatron-bridge==0.4.0 depends on flash-attn>=2.8, "
        "we can conclude that megatron-bridge==0.4.0 cannot be used.\n",
        1,
        Verdict.BLOCKED,
        "Because only flash-attn<=2.7.4 is available and megatron-bridge==0.4.0 depends on flash-attn>=2.8, we can "
        "conclude that megatron-bridge==0.4.0 cannot be used.",
        "cannot be installed together",
        rule="unsatisfiable-requirements",
    ),
    Case(
        "slurm-cannot-launch-on-a-node",
        "nemo-rl",
        "[INFO] starting Ray workers\n"
        "srun: error: Task launch for StepId=77.1 failed on node gpu-04: Communication connection failure\n"
        "srun: error: Application launch failed: Communication connection failure\n",
        1,
        Verdict.BLOCKED,
        "srun: error: Task launch for StepId=77.1 failed on node gpu-04: Communication connection failure",
        "Slurm could not launch",
        rule="slurm-launch-failed",
    ),
    Case(
        "torchvision-built-for-another-torch",
        "verl",
        "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.12/site-packages/torchvision/_meta_registrations.py", line 164, in <module>\n'
        "RuntimeError: operator torchvision::nms does not exist\n",
        1,
        Verdict.BLOCKED,
        "RuntimeError: operator torchvision::nms does not exist",
        "torchvision does not match",
        rule="torchvision-abi",
    ),
    Case(
        "vllm-custom-allreduce-on-this-topology",
        "verl",
        "(WorkerDict pid=8) INFO 01-02 03:04:05 [custom_all_reduce_utils.py:246] reading GPU P2P access cache\n"
        "(WorkerDict pid=8) Failed: Cuda error /workspace/csrc/custom_all_reduce.cuh:307 'peer access is not "
        "supported between these two devices'\n"
        "(WorkerDict pid=8) *** SIGABRT received at time=1758559326 on cpu 5 ***\n"
        "(WorkerDict pid=8) PC: @     0x7f3b7c8969fc  (unknown)  pthread_kill\n"
        "ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.\n",
        1,
        Verdict.BLOCKED,
        "Failed: Cuda error /workspace/csrc/custom_all_reduce.cuh:307 'peer access is not supported between these two "
        "devices'",
        "custom all-reduce failed",
        rule="vllm-custom-allreduce",
    ),
    Case(
        "dataloader-out-of-shared-memory",
        "nemo-rl",
        NRL_OK.split("========================= Step 2/2")[0]
        + "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.12/site-packages/torch/utils/data/_utils/signal_handling.py", line 73, in '
        "handler\n"
        "RuntimeError: DataLoader worker (pid 77) is killed by signal: Bus error. It is possible that dataloader's "
        "workers are out of shared memory. Please try to raise your shared memory limit.\n",
        1,
        Verdict.BLOCKED,
        "RuntimeError: DataLoader worker (pid 77) is killed by signal: Bus error. It is possible that dataloader's "
        "workers are out of shared memory. Please try to raise your shared memory limit.",
        "ran out of shared memory",
        rule="shared-memory-exhausted",
    ),
    Case(
        "batch-does-not-divide-over-the-workers",
        "verl",
        VERL_OK.split("(TaskRunner pid=9001) Training Progress: 100%")[0]
        + "Traceback (most recent call last):\n"
        '  File "/workspace/verl/verl/trainer/ppo/ray_trainer.py", line 1100, in fit\n'
        "AssertionError: ppo_mini_batch_size 48 is not divisible by the data parallel size 10\n",
        1,
        Verdict.BLOCKED,
        "AssertionError: ppo_mini_batch_size 48 is not divisible by the data parallel size 10",
        "does not divide over its workers",
        rule="batch-does-not-divide",
    ),
    # ... the same words raised from the Bridge (a layout it computed) are the Bridge's.
    Case(
        "batch-split-raised-in-the-bridge-is-a-fail",
        "verl",
        VERL_OK.split("(TaskRunner pid=9001) Training Progress: 100%")[0]
        + "Traceback (most recent call last):\n"
        f'  File "{BRIDGE}/src/megatron/bridge/training/utils/packed_seq_utils.py", line 90, in split\n'
        "AssertionError: micro batch 5 is not divisible by the context parallel size 2\n",
        1,
        Verdict.FAIL,
        "AssertionError: micro batch 5 is not divisible by the context parallel size 2",
        "after training started",
    ),
    Case(
        "installed-kernel-needs-a-newer-triton",
        "verl",
        VERL_OK.split("(TaskRunner pid=9001) Training Progress: 100%")[0]
        + "Traceback (most recent call last):\n"
        '  File "/usr/lib/python3/dist-packages/vllm/lora/ops/triton_ops/lora_expand.py", line 120, in _expand\n'
        '  File "/usr/lib/python3/dist-packages/triton/compiler/compiler.py", line 113, in make_ir\n'
        "triton.compiler.errors.CompilationError: at 12:4:\n"
        "TypeError(\"range.__init__() got an unexpected keyword argument 'warp_specialize'\")\n",
        1,
        Verdict.BLOCKED,
        # the compiler's own error, the repr the CompilationError ends with, says what broke
        "TypeError(\"range.__init__() got an unexpected keyword argument 'warp_specialize'\")",
        "could not compile an installed kernel",
        rule="triton-api-skew",
    ),
    # A CUDA device-side assert is explained by the kernel assertion its process printed first.
    Case(
        "kernel-assertion-explains-a-device-side-assert",
        "nemo-rl",
        NRL_OK.split("========================= Step 2/2")[0]
        + "(MegatronPolicyWorker pid=40) /pytorch/aten/src/ATen/native/cuda/Indexing.cu:1289: indexSelectSmallIndex: "
        "block: [3,0,0], thread: [7,0,0] Assertion `srcIndex < srcSelectDimSize` failed.\n"
        "(MegatronPolicyWorker pid=40) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=40)   File "/opt/venv/lib/python3.12/site-packages/torch/nn/functional.py", '
        "line 2551, in embedding\n"
        "(MegatronPolicyWorker pid=40) RuntimeError: CUDA error: device-side assert triggered\n",
        1,
        Verdict.FAIL,
        "/pytorch/aten/src/ATen/native/cuda/Indexing.cu:1289: indexSelectSmallIndex: block: [3,0,0], thread: [7,0,0] "
        "Assertion `srcIndex < srcSelectDimSize` failed.",
        "after reaching step",
    ),
    # ... an assertion another process printed does not explain this one's.
    Case(
        "another-processs-kernel-assertion-is-not-this-ones",
        "nemo-rl",
        NRL_OK.split("========================= Step 2/2")[0]
        + "(MegatronPolicyWorker pid=41) /pytorch/aten/src/ATen/native/cuda/Loss.cu:240: nll_loss_forward: "
        "block: [0,0,0], thread: [1,0,0] Assertion `t >= 0 && t < n_classes` failed.\n"
        "(MegatronPolicyWorker pid=40) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=40)   File "/opt/venv/lib/python3.12/site-packages/torch/nn/functional.py", '
        "line 2551, in embedding\n"
        "(MegatronPolicyWorker pid=40) RuntimeError: CUDA error: device-side assert triggered\n",
        1,
        Verdict.FAIL,
        "RuntimeError: CUDA error: device-side assert triggered",
        "after reaching step",
    ),
    # A relative megatron/bridge path (pytest's, run in the checkout) is not a wrong Bridge: what broke the import
    # decides.
    Case(
        "bridge-tests-stopped-by-a-missing-shared-library",
        "nemo-rl",
        "+ cd /opt/Megatron-Bridge && python -m pytest -q tests/unit_tests/models/test_param_mapping.py\n"
        "ImportError while loading conftest '/opt/Megatron-Bridge/tests/unit_tests/conftest.py'.\n"
        "src/megatron/bridge/__init__.py:15: in <module>\n"
        "    from megatron.bridge.models import AutoBridge\n"
        "E   OSError: libcudnn_ops.so.9: cannot open shared object file: No such file or directory\n",
        4,
        Verdict.BLOCKED,
        "OSError: libcudnn_ops.so.9: cannot open shared object file: No such file or directory",
        "a container problem",
        rule="container-abi",
    ),
    # A GPU too old for the dtype is the cluster's, also when vLLM is the one that checks.
    Case(
        "bf16-on-a-gpu-without-it",
        "nemo-rl",
        "Final config:\n▶ Setting up compute cluster...\n"
        "(VllmGenerationWorker pid=9) Traceback (most recent call last):\n"
        '(VllmGenerationWorker pid=9)   File "/opt/venv/lib/python3.12/site-packages/vllm/platforms/cuda.py", '
        "line 400, in check_if_supports_dtype\n"
        "(VllmGenerationWorker pid=9) ValueError: Bfloat16 is only supported on GPUs with compute capability of at "
        "least 8.0. Your Tesla T4 GPU has compute capability 7.5.\n",
        1,
        Verdict.BLOCKED,
        "ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Tesla T4 GPU "
        "has compute capability 7.5.",
        "lacks a capability",
        rule="gpu-lacks-capability",
    ),
    Case(
        "generation-asks-for-more-gpus-than-its-placement",
        "nemo-rl",
        "Final config:\n▶ Setting up compute cluster...\n"
        "(VllmGenerationWorker pid=9) Traceback (most recent call last):\n"
        '(VllmGenerationWorker pid=9)   File "/opt/venv/lib/python3.12/site-packages/vllm/executor/ray_utils.py", '
        "line 380, in initialize_ray_cluster\n"
        "(VllmGenerationWorker pid=9) ValueError: The number of required GPUs exceeds the total number of available "
        "GPUs in the placement group.\n",
        1,
        Verdict.BLOCKED,
        "ValueError: The number of required GPUs exceeds the total number of available GPUs in the placement group.",
        "does not fit the GPUs",
        rule="gpus-do-not-fit-the-layout",
    ),
    # vLLM's torch.compile failing before step 1, even where Ray cannot rebuild the exception for the driver.
    Case(
        "vllm-compile-failure-ray-could-not-rebuild",
        "verl",
        "(WorkerDict pid=5) INFO 07-08 14:03:29 [backends.py:459] Using cache directory: "
        "/root/.cache/vllm/torch_compile_cache/1a2b/rank_0_0 for vLLM's torch.compile\n"
        "(TaskRunner pid=4) Failed to unpickle serialized exception\n"
        "(TaskRunner pid=4) Traceback (most recent call last):\n"
        '(TaskRunner pid=4)   File "/usr/local/lib/python3.12/site-packages/ray/exceptions.py", line 51, in '
        "from_ray_exception\n"
        "(TaskRunner pid=4) TypeError: BackendCompilerFailed.__init__() missing 1 required positional argument: "
        "'inner_exception'\n",
        1,
        Verdict.BLOCKED,
        "TypeError: BackendCompilerFailed.__init__() missing 1 required positional argument: 'inner_exception'",
        "vLLM's torch.compile failed",
        rule="vllm-compile-failed",
    ),
    # ... a compile failure in the training step, in code the Bridge compiled, is the run's failure.
    Case(
        "training-compile-failure-is-a-fail",
        "verl",
        VERL_OK.split("(TaskRunner pid=9001) Training Progress: 100%")[0]
        + "Traceback (most recent call last):\n"
        f'  File "{BRIDGE}/src/megatron/bridge/models/qwen/qwen3_next_layers.py", line 88, in forward\n'
        "torch._dynamo.exc.BackendCompilerFailed: backend='inductor' raised:\n",
        1,
        Verdict.FAIL,
        "torch._dynamo.exc.BackendCompilerFailed: backend='inductor' raised:",
        "after training started",
    ),
    Case(
        "reward-function-unknown-for-the-data-source",
        "verl",
        "Traceback (most recent call last):\n"
        '  File "/workspace/verl/verl/utils/reward_score/__init__.py", line 110, in default_compute_score\n'
        "NotImplementedError: Reward function is not implemented for data_source='openai/gsm8k_v2'\n",
        1,
        Verdict.BLOCKED,
        "NotImplementedError: Reward function is not implemented for data_source='openai/gsm8k_v2'",
        "has no reward function",
        rule="reward-fn-unknown-data-source",
    ),
    # NCCL's generic system error, explained by its own /dev/shm warnings: the container's.
    Case(
        "nccl-system-error-after-shm-warnings",
        "verl",
        "(WorkerDict pid=7) node1:7:90 [0] include/shm.h:28 NCCL WARN Call to posix_fallocate failed : No space left "
        "on device\n"
        "(WorkerDict pid=7) node1:7:90 [0] include/shm.h:48 NCCL WARN Error while creating shared memory segment "
        "/dev/shm/nccl-AbC123 (size 9637888)\n"
        "(WorkerDict pid=7) Traceback (most recent call last):\n"
        '(WorkerDict pid=7)   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/parallel_state.py", '
        "line 300, in all_reduce\n"
        "(WorkerDict pid=7) torch.distributed.DistBackendError: NCCL error in: NCCLUtils.hpp:268, unhandled system "
        "error (run with NCCL_DEBUG=INFO for details), NCCL version 2.21.5\n",
        1,
        Verdict.BLOCKED,
        # NCCL's generic error is explained by the first WARN line it logged ("run with NCCL_DEBUG=INFO for details")
        "Call to posix_fallocate failed : No space left on device",
        "/dev/shm size",
        rule="nccl-shared-memory",
    ),
    # NCCL's generic system error after its warnings that a GPU's device path under /sys cannot be read: the
    # container's view of /sys (a runtime that masks the PCI tree), not the node's hardware.
    Case(
        "nccl-system-error-after-sysfs-warnings",
        "nemo-rl",
        "(MegatronPolicyWorker pid=41) gpu-a:41:77 [1] graph/topo.cc:611 NCCL WARN Failed to open "
        "/sys/bus/pci/devices/0000:3b:00.0/max_link_speed\n"
        "(MegatronPolicyWorker pid=41) gpu-a:41:77 [1] NCCL INFO init.cc:1400 -> 2\n"
        "(MegatronPolicyWorker pid=41) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=41)   File "/opt/nemo_rl_venv/lib/python3.12/site-packages/torch/distributed/'
        'distributed_c10d.py", line 2810, in broadcast\n'
        "(MegatronPolicyWorker pid=41) torch.distributed.DistBackendError: NCCL error in: ProcessGroupNCCL.cpp:3100, "
        "unhandled system error (run with NCCL_DEBUG=INFO for details), NCCL version 2.27.3\n",
        1,
        Verdict.BLOCKED,
        "Failed to open /sys/bus/pci/devices/0000:3b:00.0/max_link_speed",
        "the container's view of /sys",
        rule="nccl-sysfs-hidden",
        category="container",
    ),
    # torch's store cannot listen on its port because another process on the node holds it (EADDRINUSE): the node's
    # resource, not the connection between the job's processes, although torch raises the same DistNetworkError.
    Case(
        "a-port-another-process-holds-is-the-nodes",
        "verl",
        "[W1124 10:00:01.000000000 socket.cpp:464] [c10d] The server socket cannot be initialized on [::]:23456 "
        "(errno: 98 - Address already in use).\n"
        "Traceback (most recent call last):\n"
        '  File "/usr/local/lib/python3.12/dist-packages/torch/distributed/rendezvous.py", line 189, in '
        "_create_c10d_store\n"
        "    return TCPStore(\n"
        "RuntimeError: The server socket has failed to bind to [::]:23456 (errno: 98 - Address already in use).\n",
        1,
        Verdict.BLOCKED,
        "RuntimeError: The server socket has failed to bind to [::]:23456 (errno: 98 - Address already in use).",
        "held by another process on the node",
        rule="port-held-on-the-node",
        category="cluster",
    ),
    # A compiler tool's fatal line carried by the exception raised while handling the first one (the build helper's
    # CalledProcessError says only that the tool exited): the tool's line explains the first error.
    Case(
        "a-tool-fatal-line-in-the-exception-raised-while-handling-its-exit",
        "nemo-rl",
        "(VllmGenerationWorker pid=9) Traceback (most recent call last):\n"
        '(VllmGenerationWorker pid=9)   File "/opt/venv/lib/python3.12/site-packages/deep_gemm/jit/compiler.py", '
        "line 140, in build\n"
        "(VllmGenerationWorker pid=9)     subprocess.run(cmd, check=True, capture_output=True)\n"
        "(VllmGenerationWorker pid=9) subprocess.CalledProcessError: Command '['nvcc', '-arch=sm_100a', 'k.cu']' "
        "returned non-zero exit status 1.\n"
        "(VllmGenerationWorker pid=9) \n"
        "(VllmGenerationWorker pid=9) During handling of the above exception, another exception occurred:\n"
        "(VllmGenerationWorker pid=9) \n"
        "(VllmGenerationWorker pid=9) Traceback (most recent call last):\n"
        '(VllmGenerationWorker pid=9)   File "/opt/venv/lib/python3.12/site-packages/deep_gemm/jit/compiler.py", '
        "line 144, in build\n"
        "(VllmGenerationWorker pid=9)     raise RuntimeError(f'kernel build failed:\\n{e.stderr}')\n"
        "(VllmGenerationWorker pid=9) RuntimeError: kernel build failed:\n"
        "(VllmGenerationWorker pid=9) nvcc fatal   : Unsupported gpu architecture 'compute_100a'\n",
        1,
        Verdict.BLOCKED,
        "nvcc fatal   : Unsupported gpu architecture 'compute_100a'",
        "failed to compile (nvcc fatal   : Unsupported gpu architecture 'compute_100a')",
        rule="jit-build-failed",
        category="container",
    ),
    # A JIT-built extension the loader cannot map (built into a noexec mount): the container's mounts, although the
    # import fails inside the optimizer's setup.
    Case(
        "a-jit-extension-on-a-noexec-mount-is-the-containers",
        "nemo-rl",
        "(MegatronPolicyWorker pid=88) Loading extension module fused_adam...\n"
        "(MegatronPolicyWorker pid=88) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=88)   File "/opt/venv/lib/python3.12/site-packages/torch/utils/cpp_extension.py", '
        "line 2200, in _import_module_from_library\n"
        "(MegatronPolicyWorker pid=88)     module = importlib.util.module_from_spec(spec)\n"
        "(MegatronPolicyWorker pid=88) ImportError: /scratch/tmp/torch_extensions/py312_cu126/fused_adam/"
        "fused_adam.so: failed to map segment from shared object\n",
        1,
        Verdict.BLOCKED,
        "ImportError: /scratch/tmp/torch_extensions/py312_cu126/fused_adam/fused_adam.so: failed to map segment "
        "from shared object",
        "a filesystem mounted noexec",
        rule="shared-object-not-mappable",
        category="container",
    ),
    # The kernel refusing another memory map while the host has memory (the node's vm.max_map_count): the node's
    # setting, not the dataset, although the dataset's reader raised it.
    Case(
        "out-of-memory-maps-is-the-nodes-not-the-data",
        "verl",
        "(TaskRunner pid=5) Traceback (most recent call last):\n"
        '(TaskRunner pid=5)   File "/usr/local/lib/python3.12/dist-packages/datasets/table.py", line 1020, in '
        "_memory_mapped_record_batch_reader_from_file\n"
        "(TaskRunner pid=5)     memory_mapped_stream = pa.memory_map(filename)\n"
        "(TaskRunner pid=5) OSError: Memory mapping file failed: Cannot allocate memory\n",
        1,
        Verdict.BLOCKED,
        "OSError: Memory mapping file failed: Cannot allocate memory",
        "vm.max_map_count",
        rule="memory-maps-exhausted",
        category="cluster",
    ),
    # Ray's memory monitor killed a rank (the raylet reports it first), then a peer's collective timed out waiting
    # for it: the timeout is what the kill left behind; Ray's account of the death is quoted.
    Case(
        "a-collective-timeout-after-the-memory-monitor-killed-a-rank",
        "verl",
        "(raylet) [2026-03-02 11:04:10,120 E 812 812] (raylet) node_manager.cc:3100: 1 Workers (tasks / actors) "
        "killed due to memory pressure (OOM), 0 Workers crashed due to other reasons at node (ID: 7f3e, IP: "
        "10.1.1.4) over the last time period.\n"
        "(WorkerDict pid=301) [rank0]:[E302 11:04:41.000000000 ProcessGroupNCCL.cpp:632] [Rank 0] Watchdog caught "
        "collective operation timeout: WorkNCCL(SeqNum=7, OpType=ALLGATHER, NumelIn=4, NumelOut=8, "
        "Timeout(ms)=30000) ran for 30011 milliseconds before timing out.\n"
        "Traceback (most recent call last):\n"
        '  File "/workspace/verl/verl/trainer/main_ppo.py", line 40, in main\n'
        "    run_ppo(config)\n"
        "ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.\n"
        "\tclass_name: create_colocated_worker_cls.<locals>.WorkerDict\n"
        "The actor is dead because its worker process has died. Worker exit type: NODE_OUT_OF_MEMORY Worker exit "
        "detail: Task was killed due to the node running low on memory.\n",
        1,
        Verdict.BLOCKED,
        "The actor is dead because its worker process has died. Worker exit type: NODE_OUT_OF_MEMORY Worker exit "
        "detail: Task was killed due to the node running low on memory.",
        "NODE_OUT_OF_MEMORY",
        category="ray",
    ),
    # The rollout worker's transformers rejects a field of the checkpoint's config in the model's own configuration
    # class, before any training and with no Bridge frame: the package is older than the checkpoint.
    Case(
        "a-model-config-class-rejecting-the-checkpoints-config-is-dependency-skew",
        "verl",
        "(vLLMAsyncRollout pid=77) Traceback (most recent call last):\n"
        '(vLLMAsyncRollout pid=77)   File "/usr/local/lib/python3.12/dist-packages/vllm/transformers_utils/config.py", '
        "line 300, in get_config\n"
        "(vLLMAsyncRollout pid=77)     config = AutoConfig.from_pretrained(model, **kwargs)\n"
        '(vLLMAsyncRollout pid=77)   File "/usr/local/lib/python3.12/dist-packages/transformers/models/qwen2/'
        'configuration_qwen2.py", line 210, in __init__\n'
        "(vLLMAsyncRollout pid=77)     rope_config_validation(self)\n"
        "(vLLMAsyncRollout pid=77) ValueError: Unrecognized rope_type 'yarn_v2' in rope_scaling\n",
        1,
        Verdict.BLOCKED,
        "ValueError: Unrecognized rope_type 'yarn_v2' in rope_scaling",
        "older than the model",
        rule="model-config-newer-than-transformers",
        category="dependency",
    ),
    # The same rejection with the Bridge in the traceback (the Bridge built the config it exports): the Bridge's.
    Case(
        "a-model-config-class-rejecting-a-config-the-bridge-built-is-not-skew",
        "nemo-rl",
        "Traceback (most recent call last):\n"
        f'  File "{BRIDGE}/src/megatron/bridge/models/qwen/qwen2_bridge.py", line 88, in '
        "provider_to_hf_config\n"
        "    return Qwen2Config(**fields)\n"
        '  File "/usr/local/lib/python3.12/dist-packages/transformers/models/qwen2/configuration_qwen2.py", line '
        "210, in __init__\n"
        "    rope_config_validation(self)\n"
        "ValueError: Unrecognized rope_type 'yarn_v2' in rope_scaling\n",
        1,
        Verdict.FAIL,
        "ValueError: Unrecognized rope_type 'yarn_v2' in rope_scaling",
        "before the first training step",
    ),
    # A worker process Ray started could not register with its raylet: the actors never start and the job waits
    # until the runner's timeout stops it; Ray's line is the cause, not the SIGTERM.
    Case(
        "a-worker-that-could-not-register-with-its-raylet-is-rays",
        "verl",
        "(TaskRunner pid=51) TaskRunner hostname: node-1, PID: 51\n"
        "(raylet) [2026-02-01 08:00:01,100 E 900 900] core_worker.cc:283: Failed to register worker "
        "4c1d0e7f to Raylet. Invalid: Invalid: the worker's Ray 2.49.0 is not the raylet's 2.46.0\n"
        "[bridge-validate] verl job exceeded timeout (1800s); sending SIGTERM\n"
        "(TaskRunner pid=51) *** SIGTERM received at time=1769932801 on cpu 3 ***\n"
        "(TaskRunner pid=51) PC: @     0x7f00aa01  (unknown)  epoll_wait\n"
        "Traceback (most recent call last):\n"
        '  File "/workspace/verl/verl/trainer/main_ppo.py", line 74, in run_ppo\n'
        "    ray.get(runner.run.remote(config))\n"
        '  File "/usr/local/lib/python3.12/dist-packages/ray/_private/worker.py", line 2771, in get\n'
        "    values, debugger_breakpoint = worker.get_objects(object_refs, timeout=timeout)\n"
        "KeyboardInterrupt\n",
        124,
        Verdict.BLOCKED,
        "Failed to register worker 4c1d0e7f to Raylet. Invalid: Invalid: the worker's Ray 2.49.0 is not the raylet's "
        "2.46.0",
        "Ray failed before the first training step",
        category="ray",
    ),
    # An error raised in a library the dataset loader called (fsspec resolving the data files) while the job loaded
    # its data, before any step and with no Bridge frame: data setup.
    Case(
        "an-error-below-the-dataset-loader-is-data-setup",
        "verl",
        "Traceback (most recent call last):\n"
        '  File "/workspace/verl/examples/data_preprocess/math_dataset.py", line 40, in <module>\n'
        "    ds = datasets.load_dataset(data_source, trust_remote_code=True)\n"
        '  File "/usr/local/lib/python3.12/dist-packages/datasets/data_files.py", line 370, in resolve_pattern\n'
        "    for filepath, info in fs.glob(pattern, detail=True, **glob_kwargs).items()\n"
        '  File "/usr/local/lib/python3.12/dist-packages/fsspec/spec.py", line 590, in glob\n'
        "    raise TypeError(f\"glob() got an unexpected keyword argument '{k}'\")\n"
        "TypeError: glob() got an unexpected keyword argument 'expand_info'\n",
        1,
        Verdict.BLOCKED,
        "TypeError: glob() got an unexpected keyword argument 'expand_info'",
        "raised under the dataset loader",
        rule="dataset-load-below-the-loader",
        category="data",
    ),
    # Megatron-Energon finding a dataset folder its preparation step never wrote metadata for: data setup, although
    # the Bridge's data module called it after the model was built.
    Case(
        "a-dataset-never-prepared-for-its-loader-is-data-setup",
        "nemo-rl",
        "[rank0]: Traceback (most recent call last):\n"
        f'[rank0]:   File "{BRIDGE}/src/megatron/bridge/data/energon/base_energon_datamodule.py", line 109, in '
        "datasets_provider\n"
        "[rank0]:     dataset = get_train_dataset(self.path, **kwargs)\n"
        '[rank0]:   File "/opt/venv/lib/python3.12/site-packages/megatron/energon/flavors/webdataset/'
        'metadata.py", line 60, in check_dataset_info\n'
        "[rank0]:     raise ValueError(\n"
        "[rank0]: ValueError: /data/chartqa_wds has no split index under .nv-meta. Did you forget to prepare the "
        "dataset?\n",
        1,
        Verdict.BLOCKED,
        "ValueError: /data/chartqa_wds has no split index under .nv-meta. Did you forget to prepare the dataset?",
        "never prepared for its loader",
        rule="dataset-not-prepared",
        category="data",
    ),
    # A native extension's report of a CUDA driver call that failed comes before the Python error it caused (a
    # request that then timed out): the extension's line is quoted.
    Case(
        "a-cuda-driver-call-an-extension-reports-failing-is-the-cause",
        "nemo-rl",
        NRL_OK.split("========================= Step 2/2")[0]
        + "(VllmGenerationWorker pid=9) [weight_sync.cu] CUresult error: 700 (an illegal memory access was "
        "encountered) func=cuMemcpyDtoDAsync line=88\n"
        "(VllmGenerationWorker pid=9) Traceback (most recent call last):\n"
        '(VllmGenerationWorker pid=9)   File "/opt/venv/lib/python3.12/site-packages/vllm/worker.py", line 40, in '
        "update_weights\n"
        "(VllmGenerationWorker pid=9)     self._wait(handle, timeout=60)\n"
        "(VllmGenerationWorker pid=9) TimeoutError: weight update did not finish within 60 s\n",
        1,
        Verdict.FAIL,
        "[weight_sync.cu] CUresult error: 700 (an illegal memory access was encountered) func=cuMemcpyDtoDAsync "
        "line=88",
        "CUDA illegal memory access",
        expected_steps=2,
    ),
    # A streamed dataset's server answering 429 while a DataLoader worker fetched the next shard mid-run: the Hub's
    # rate limit, not a dataset item the job's data holds.
    Case(
        "a-429-while-a-data-loader-worker-streams-is-a-rate-limit",
        "nemo-rl",
        NRL_OK.split("========================= Step 2/2")[0]
        + "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.12/site-packages/torch/utils/data/_utils/worker.py", line 349, in '
        "_worker_loop\n"
        "    data = fetcher.fetch(index)\n"
        '  File "/opt/venv/lib/python3.12/site-packages/torch/utils/data/_utils/fetch.py", line 33, in fetch\n'
        "    data.append(next(self.dataset_iter))\n"
        '  File "/opt/venv/lib/python3.12/site-packages/datasets/iterable_dataset.py", line 2000, in __iter__\n'
        "    for key, example in ex_iterable:\n"
        "requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: "
        "https://huggingface.co/datasets/org/prompts/resolve/main/part-7.parquet\n",
        1,
        Verdict.BLOCKED,
        "requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: "
        "https://huggingface.co/datasets/org/prompts/resolve/main/part-7.parquet",
        "429 Too Many Requests",
        rule="hf-rate-limit",
        category="rate-limit",
        expected_steps=2,
    ),
    # The container runtime's GPU hook could not reach the driver, so the job's container never started: its line
    # is the cause (the node's driver), before anything the job printed.
    Case(
        "the-container-runtimes-gpu-hook-failing-is-the-nodes-driver",
        "nemo-rl",
        "+ docker run --gpus all --rm nemo-rl:site bash tests/functional/grpo_megatron.sh\n"
        "docker: Error response from daemon: failed to create task for container: OCI runtime create failed: error "
        "running prestart hook #0: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy'\n"
        "nvidia-container-cli: initialization error: nvml error: driver not loaded: unknown.\n"
        "[bridge-validate] the job's container did not start (exit 125)\n",
        125,
        Verdict.BLOCKED,
        "nvidia-container-cli: initialization error: nvml error: driver not loaded: unknown.",
        "the GPU driver could not be reached on this node",
        rule="nvml-unavailable",
        category="cluster",
    ),
    # An HTTP client's refused connection, raised on to Ray's job SDK (`ray job submit`): the request went to the
    # cluster's job API, not to the Hub; only the chain's last exception says whose request it was.
    Case(
        "a-refused-connection-under-rays-job-sdk-is-rays-not-a-download",
        "verl",
        "+ ray job submit --address=http://10.0.0.5:8265 -- python3 -m verl.trainer.main_ppo\n"
        "Traceback (most recent call last):\n"
        '  File "/usr/local/lib/python3.12/dist-packages/urllib3/connection.py", line 198, in _new_conn\n'
        "    sock = connection.create_connection(\n"
        "ConnectionRefusedError: [Errno 111] Connection refused\n"
        "\n"
        "During handling of the above exception, another exception occurred:\n"
        "\n"
        "Traceback (most recent call last):\n"
        '  File "/usr/local/lib/python3.12/dist-packages/requests/adapters.py", line 700, in send\n'
        "    raise ConnectionError(e, request=request)\n"
        "requests.exceptions.ConnectionError: HTTPConnectionPool(host='10.0.0.5', port=8265): Max retries exceeded\n"
        "\n"
        "During handling of the above exception, another exception occurred:\n"
        "\n"
        "Traceback (most recent call last):\n"
        '  File "/usr/local/lib/python3.12/dist-packages/ray/dashboard/modules/dashboard_sdk.py", line 250, in '
        "_check_connection_and_version\n"
        "    raise ConnectionError(\n"
        "ConnectionError: Failed to connect to Ray at address: http://10.0.0.5:8265.\n",
        1,
        Verdict.BLOCKED,
        "ConnectionRefusedError: [Errno 111] Connection refused",
        "could not reach the Ray cluster's job API",
        rule="ray-job-api-unreachable",
        category="ray",
    ),
    # A version check of the rollout engine refusing an installed package older than its minimum: dependency skew.
    Case(
        "an-installed-package-below-the-engines-minimum-is-dependency-skew",
        "verl",
        "(SGLangRollout pid=8) Traceback (most recent call last):\n"
        '(SGLangRollout pid=8)   File "/usr/local/lib/python3.12/dist-packages/sglang/srt/utils.py", line 900, in '
        "assert_pkg_version\n"
        "(SGLangRollout pid=8)     raise Exception(\n"
        "(SGLangRollout pid=8) Exception: sgl-kernel is installed with version 0.2.9, which is less than the minimum "
        "required version 0.3.5. Please reinstall it.\n",
        1,
        Verdict.BLOCKED,
        "Exception: sgl-kernel is installed with version 0.2.9, which is less than the minimum required version "
        "0.3.5. Please reinstall it.",
        "refuses the installed version of another",
        rule="installed-version-rejected",
        category="dependency",
    ),
    # An image build's own check of where megatron.bridge lives (BuildKit's `#N seconds` output) is not what the job
    # imports: the job's failure after it is judged on its own.
    Case(
        "an-image-builds-import-check-is-not-the-jobs-import",
        "nemo-rl",
        "#9 [release 8/9] RUN python -c 'import megatron.bridge as b; print(b.__file__)'\n"
        "#9 4.02 /opt/Megatron-Bridge/src/megatron/bridge/__init__.py\n"
        "#9 DONE 4.3s\n"
        "Traceback (most recent call last):\n"
        '  File "/opt/nemo_rl_venv/lib/python3.12/site-packages/datasets/load.py", line 2000, in load_dataset\n'
        "    raise DatasetNotFoundError(msg)\n"
        "datasets.exceptions.DatasetNotFoundError: Dataset 'org/missing-prompts' doesn't exist on the Hub\n",
        1,
        Verdict.BLOCKED,
        "datasets.exceptions.DatasetNotFoundError: Dataset 'org/missing-prompts' doesn't exist on the Hub",
        "dataset could not be loaded",
        category="data",
    ),
    # Ray's RuntimeEnvSetupError says only that the runtime env failed; the line under it says why, and is quoted.
    Case(
        "the-reason-under-rays-runtime-env-headline-is-quoted",
        "nemo-rl",
        "Traceback (most recent call last):\n"
        '  File "/opt/nemo_rl_venv/lib/python3.12/site-packages/ray/_private/worker.py", line 2800, in get\n'
        "    raise value\n"
        "ray.exceptions.RuntimeEnvSetupError: Failed to set up runtime environment.\n"
        "Could not create the conda environment nemo_rl_env: CondaEnvironmentError: prefix already exists\n",
        1,
        Verdict.BLOCKED,
        "Could not create the conda environment nemo_rl_env: CondaEnvironmentError: prefix already exists",
        "",
        category="ray",
    ),
    # A C++ library's failed read on a network filesystem whose handle went stale (torch loading a checkpoint): the
    # storage, although the Bridge's checkpoint loading called it.
    Case(
        "a-stale-file-handle-a-cpp-library-reports-is-the-storage",
        "verl",
        "(WorkerDict pid=3) Traceback (most recent call last):\n"
        f'(WorkerDict pid=3)   File "{BRIDGE}/src/megatron/bridge/training/checkpointing.py", line 1088, in '
        "load_checkpoint\n"
        "(WorkerDict pid=3)     state = torch.load(path, map_location='cpu')\n"
        '(WorkerDict pid=3)   File "/usr/local/lib/python3.12/dist-packages/torch/serialization.py", line 1893, in '
        "load_tensor\n"
        "(WorkerDict pid=3)     storage = zip_file.get_storage_from_record(name, numel, torch.UntypedStorage)\n"
        "(WorkerDict pid=3) RuntimeError: pread(): fd 12 failed with Input/output error\n",
        1,
        Verdict.BLOCKED,
        "RuntimeError: pread(): fd 12 failed with Input/output error",
        "the storage",
        rule="storage-device-failed",
        category="disk",
    ),
    # The engine's kernel library failed every download of a kernel it fetches at run time, then failed for lack of
    # it: the node's network, not the engine's setup.
    Case(
        "a-kernel-the-engine-could-not-download-is-the-network",
        "verl",
        "(vLLMAsyncRollout pid=4) WARNING - flashinfer.jit: Downloading https://kernels.example.com/gemm/k.cubin: "
        "attempt 1 failed: HTTPSConnectionPool(host='kernels.example.com', port=443): Read timed out.\n"
        "(vLLMAsyncRollout pid=4) WARNING - flashinfer.jit: Downloading https://kernels.example.com/gemm/k.cubin: "
        "attempt 2 failed: HTTPSConnectionPool(host='kernels.example.com', port=443): Read timed out.\n"
        "(vLLMAsyncRollout pid=4) Traceback (most recent call last):\n"
        '(vLLMAsyncRollout pid=4)   File "/usr/local/lib/python3.12/dist-packages/flashinfer/jit/cubin_loader.py", '
        "line 200, in load_cubin\n"
        "(vLLMAsyncRollout pid=4)     raise FileNotFoundError(f'cubin {name} is not available')\n"
        "(vLLMAsyncRollout pid=4) FileNotFoundError: cubin gemm/k is not available\n",
        1,
        Verdict.BLOCKED,
        "FileNotFoundError: cubin gemm/k is not available",
        "could not download the kernels it fetches at run time",
        rule="kernel-artifact-unreachable",
        category="network",
    ),
    # The container runtime's GPU hook refusing an image that needs a newer CUDA than the node's driver: the image
    # and the node's driver do not go together (the container's, as a CUDA image too new for the driver is).
    Case(
        "an-image-needing-a-newer-cuda-than-the-driver-is-the-containers",
        "nemo-rl",
        "+ docker run --gpus all nemo-rl:cu129 bash tests/functional/grpo_megatron.sh\n"
        "nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.9, please update your driver to a "
        "newer version, or use an earlier cuda container: unknown.\n",
        125,
        Verdict.BLOCKED,
        "nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.9, please update your driver to a "
        "newer version, or use an earlier cuda container: unknown.",
        "a native library of the container does not match",
        rule="container-abi",
        category="container",
    ),
    # The container runtime's GPU hook failing for a reason of its own (a library it could not mount into the
    # container): the container's, not the node's driver.
    Case(
        "the-container-runtimes-gpu-hook-failing-on-its-own-is-the-containers",
        "verl",
        "+ enroot start --rw verl-site bash run_qwen2.sh\n"
        "nvidia-container-cli: mount error: file creation failed: /var/lib/enroot/verl-site/usr/lib/x86_64-linux-gnu/"
        "libnvidia-ml.so.570.124.06: read-only file system\n"
        "[ERROR] /etc/enroot/hooks.d/98-nvidia.sh exited with return code 1\n",
        1,
        Verdict.BLOCKED,
        "nvidia-container-cli: mount error: file creation failed: /var/lib/enroot/verl-site/usr/lib/x86_64-linux-gnu/"
        "libnvidia-ml.so.570.124.06: read-only file system",
        "could not give the container its GPUs",
        rule="container-gpu-hook-failed",
        category="container",
    ),
    # Older Ray's words for a driver on a host with no raylet of the cluster (a container on another network): its
    # line, logged at INFO, is the cause of the wait the runner's timeout interrupted.
    Case(
        "older-rays-words-for-a-driver-with-no-matching-raylet",
        "nemo-rl",
        "2026-01-09 10:00:01,000\tINFO worker.py:1520 -- Connecting to existing Ray cluster at address: "
        "10.8.0.2:6379...\n"
        "2026-01-09 10:00:01,300\tINFO node.py:330 -- This node has an IP address of 192.168.9.4, while we can not "
        "find the matched Raylet address. This maybe come from when you connect the Ray cluster with a different IP "
        "address or connect a container.\n"
        "[bridge-validate] no output for 900 s; interrupting the job\n"
        "Traceback (most recent call last):\n"
        '  File "/opt/nemo_rl_venv/lib/python3.12/site-packages/ray/_private/worker.py", line 1600, in init\n'
        "    time.sleep(1)\n"
        "KeyboardInterrupt\n",
        124,
        Verdict.BLOCKED,
        "This node has an IP address of 192.168.9.4, while we can not find the matched Raylet address. This maybe "
        "come from when you connect the Ray cluster with a different IP address or connect a container.",
        "",
        rule="ray-driver-off-the-cluster",
        category="ray",
    ),
    # A C++ extension printing its error to stderr and then throwing it into Python, word for word: one error, and
    # the raised copy (its type, its frame) is the quote, not the bare print before it.
    Case(
        "an-error-printed-then-raised-quotes-the-raised-copy",
        "nemo-rl",
        "========================= Step 2/2 =========================\n"
        "(VllmGenerationWorker pid=51) CUDA Error: out of memory at /workspace/csrc/cumem_allocator.cpp:62\n"
        "(VllmGenerationWorker pid=51) Traceback (most recent call last):\n"
        '(VllmGenerationWorker pid=51)   File "/opt/venv/lib/python3.12/site-packages/vllm/device_allocator/cumem.py", '
        "line 60, in create_and_map\n"
        "(VllmGenerationWorker pid=51)     python_create_and_map(*allocation_handle)\n"
        "(VllmGenerationWorker pid=51) RuntimeError: CUDA Error: out of memory at "
        "/workspace/csrc/cumem_allocator.cpp:62\n",
        1,
        Verdict.BLOCKED,  # vLLM's sleep-mode allocator (vllm-sleep-allocator)
        "RuntimeError: CUDA Error: out of memory at /workspace/csrc/cumem_allocator.cpp:62",
        "",
        category="vllm",
    ),
    # ...but a print the process did not raise as its next exception stays the first error: a different message
    # raised later is a consequence, not the same error.
    Case(
        "an-error-printed-then-a-different-exception-keeps-the-print",
        "nemo-rl",
        "========================= Step 2/2 =========================\n"
        "(VllmGenerationWorker pid=51) CUDA Error: out of memory at /workspace/csrc/cumem_allocator.cpp:62\n"
        "(VllmGenerationWorker pid=51) Traceback (most recent call last):\n"
        '(VllmGenerationWorker pid=51)   File "/opt/venv/lib/python3.12/site-packages/vllm/worker.py", line 9, in run\n'
        "(VllmGenerationWorker pid=51)     self.step()\n"
        "(VllmGenerationWorker pid=51) RuntimeError: the engine stopped\n",
        1,
        Verdict.BLOCKED,  # vLLM's sleep-mode allocator (vllm-sleep-allocator)
        "CUDA Error: out of memory at /workspace/csrc/cumem_allocator.cpp:62",
        "",
        category="vllm",
    ),
    # ray.init refusing how it was called to join a running cluster (arguments only a new cluster takes): Ray's
    # start-up, before any model.
    Case(
        "ray-init-refusing-its-arguments-to-join-a-cluster-is-rays-startup",
        "verl",
        "2026-11-26 14:03:05,772\tINFO worker.py:1694 -- Connecting to existing Ray cluster at address: "
        "10.52.8.14:6379...\n"
        "Traceback (most recent call last):\n"
        '  File "/workspace/verl/verl/trainer/main_ppo.py", line 60, in run_ppo\n'
        "    ray.init(num_cpus=16)\n"
        '  File "/usr/local/lib/python3.10/dist-packages/ray/_private/worker.py", line 1859, in init\n'
        "    raise ValueError(\n"
        "ValueError: When connecting to an existing cluster, num_cpus and num_gpus must not be provided.\n",
        1,
        Verdict.BLOCKED,
        "ValueError: When connecting to an existing cluster, num_cpus and num_gpus must not be provided.",
        "Ray could not start its processes",
        rule="ray-startup",
        category="ray",
    ),
    # vLLM's input check counting a prompt's image tokens with its text: the job's lengths do not fit its data,
    # whenever the first generation meets it.
    Case(
        "a-multimodal-prompt-over-the-engines-length-is-the-jobs-settings",
        "verl",
        "Training Progress:   0%|          | 0/1 [00:00<?, ?it/s]\n"
        "(WorkerDict pid=41) Traceback (most recent call last):\n"
        '(WorkerDict pid=41)   File "/usr/local/lib/python3.10/dist-packages/vllm/engine/llm_engine.py", line 2010, '
        "in _validate_model_input\n"
        "(WorkerDict pid=41)     raise ValueError(\n"
        "(WorkerDict pid=41) ValueError: The prompt (total length 2734) is too long to fit into the model (context "
        "length 2048).\n",
        1,
        Verdict.BLOCKED,
        "ValueError: The prompt (total length 2734) is too long to fit into the model (context length 2048).",
        "the job's own inputs do not fit together",
        rule="job-inputs-do-not-fit",
        category="job-config",
    ),
    # CUDA's "invalid device function": a kernel built without code for this GPU (a library first on the loader
    # path that predates the GPU), in whichever process launched it: the container's libraries.
    Case(
        "a-kernel-built-without-code-for-this-gpu-is-the-containers",
        "nemo-rl",
        "(VllmGenerationWorker pid=61) n31:61:61 [0] enqueue.cc:215 NCCL WARN Cuda failure 'invalid device function'\n"
        "(VllmGenerationWorker pid=61) ERROR 11-26 16:03:16 [multiproc_executor.py:435] WorkerProc failed to start.\n"
        "(VllmGenerationWorker pid=61) RuntimeError: NCCL error: unhandled cuda error\n",
        1,
        Verdict.BLOCKED,
        "Cuda failure 'invalid device function'",
        "a native library of the container does not match",
        rule="container-abi",
        category="container",
    ),
    # The rollout engine's sampler unpacking a kernel library's result of another shape: the engine and the library
    # it calls are versions that do not go together, whenever the first generation reaches it.
    Case(
        "the-rollout-engine-calling-its-kernels-with-another-signature-is-dependency-skew",
        "verl",
        "Training Progress:   0%|          | 0/1 [00:00<?, ?it/s]\n"
        "(WorkerDict pid=40) Traceback (most recent call last):\n"
        '(WorkerDict pid=40)   File "/usr/local/lib/python3.10/dist-packages/sglang/srt/managers/scheduler.py", '
        "line 900, in event_loop\n"
        "(WorkerDict pid=40)     self.run_batch(batch)\n"
        '(WorkerDict pid=40)   File "/usr/local/lib/python3.10/dist-packages/sglang/srt/layers/sampler.py", line 88, '
        "in forward\n"
        "(WorkerDict pid=40)     batch_next_token_ids, success = min_p_sampling_from_probs(\n"
        "(WorkerDict pid=40) ValueError: not enough values to unpack (expected 2, got 1)\n",
        1,
        Verdict.BLOCKED,
        "ValueError: not enough values to unpack (expected 2, got 1)",
        "the rollout engine's code does not match a library it calls",
        rule="rollout-engine-call-skew",
        category="dependency",
    ),
    # ...but the same error while the engine loads the weights the policy handed over is about what was handed
    # over (the Bridge's export): a Fail.
    Case(
        "an-unpack-error-in-the-engines-weight-loading-is-not-skew",
        "verl",
        "Training Progress:   0%|          | 0/1 [00:00<?, ?it/s]\n"
        "(WorkerDict pid=40) Traceback (most recent call last):\n"
        '(WorkerDict pid=40)   File "/usr/local/lib/python3.10/dist-packages/sglang/srt/model_executor/'
        'model_runner.py", line 700, in update_weights_from_tensor\n'
        "(WorkerDict pid=40)     self.model.load_weights(named_tensors)\n"
        '(WorkerDict pid=40)   File "/usr/local/lib/python3.10/dist-packages/sglang/srt/models/qwen2.py", line 400, '
        "in load_weights\n"
        "(WorkerDict pid=40)     for name, loaded_weight in weights:\n"
        "(WorkerDict pid=40) ValueError: too many values to unpack (expected 2)\n",
        1,
        Verdict.FAIL,
        "ValueError: too many values to unpack (expected 2)",
        "",
    ),
    # A logger's own bracketed header in the message (`[time] [pid] [DEBUG] [module] ...`) marks what the process
    # reported while it worked: not why it crashed. The segfault handler's banner after it is the crash's statement.
    Case(
        "a-bracketed-debug-line-before-a-segfault-is-not-its-cause",
        "verl",
        "step:1 - actor/pg_loss:0.01\n"
        "(WorkerDict pid=40) [2026-11-26 13:22:07,913] [41] [DEBUG] [megatron.core.dist_checkpointing.strategies."
        "filesystem_async] 1 started\n"
        "(WorkerDict pid=40) !!!!!!! Segfault encountered !!!!!!!\n"
        '(WorkerDict pid=40)   File "<unknown>", line 0, in crc32_16bytes(void const*, unsigned long, unsigned int)\n'
        "(WorkerDict pid=40) [2026-11-26 13:22:09,004] [40] [ERROR] [megatron.core.dist_checkpointing.strategies."
        "filesystem_async] Local process 0 exited with exitcode -11 before reporting results\n",
        1,
        Verdict.FAIL,
        "!!!!!!! Segfault encountered !!!!!!!",
        "",
    ),
    # ...while a bracketed ERROR line just before a crash is what the process said went wrong.
    Case(
        "a-bracketed-error-line-before-a-segfault-is-its-cause",
        "verl",
        "step:1 - actor/pg_loss:0.01\n"
        "(WorkerDict pid=40) [2026-11-26 13:22:07,913] [41] [ERROR] [megatron.core.dist_checkpointing] shard 3 has "
        "no storage\n"
        "(WorkerDict pid=40) !!!!!!! Segfault encountered !!!!!!!\n",
        1,
        Verdict.FAIL,
        "[2026-11-26 13:22:07,913] [41] [ERROR] [megatron.core.dist_checkpointing] shard 3 has no storage",
        "",
    ),
    # A build's whole output carried in the exception's message (a JIT builder raising with ninja's output under its
    # headline): the line that broke the build explains it, as in a build's own output.
    Case(
        "a-build-output-in-the-exceptions-message-quotes-what-broke-the-build",
        "verl",
        "(WorkerDict pid=21) Traceback (most recent call last):\n"
        '(WorkerDict pid=21)   File "/opt/conda/lib/python3.11/site-packages/flashinfer/jit/cpp_ext.py", line 287, '
        "in run_ninja\n"
        "(WorkerDict pid=21)     raise RuntimeError(msg) from e\n"
        "(WorkerDict pid=21) RuntimeError: Ninja build failed. Ninja output:\n"
        "(WorkerDict pid=21) [1/3] /opt/conda/bin/nvcc -c sampling.cu -o sampling.cuda.o\n"
        "(WorkerDict pid=21) FAILED: sampling.cuda.o\n"
        "(WorkerDict pid=21) /opt/conda/include/flashinfer/sampling.cuh:19:10: fatal error: curand_kernel.h: No such "
        "file or directory\n"
        "(WorkerDict pid=21) compilation terminated.\n"
        "(WorkerDict pid=21) ninja: build stopped: subcommand failed.\n",
        1,
        Verdict.BLOCKED,
        "/opt/conda/include/flashinfer/sampling.cuh:19:10: fatal error: curand_kernel.h: No such file or directory",
        "an extension built at run time failed to compile",
        rule="jit-build-failed",
        category="container",
    ),
    # An NFS mount with no lock service behind it (ENOLCK), like one without flock at all (ENOSYS): the storage's.
    Case(
        "a-filesystem-with-no-lock-service-is-the-storages",
        "verl",
        "+ python3 examples/data_preprocess/gsm8k.py --local_dir /data/gsm8k\n"
        "Traceback (most recent call last):\n"
        '  File "/usr/local/lib/python3.12/dist-packages/filelock/_unix.py", line 40, in _acquire\n'
        "    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)\n"
        "OSError: [Errno 37] No locks available\n",
        1,
        Verdict.BLOCKED,
        "OSError: [Errno 37] No locks available",
        "does not support file locks",
        rule="filesystem-without-locks",
        category="disk",
    ),
    # cuDNN's own error log (CUDNN_LOGERR_DBG): its first reason is what failed, quoted without the log's `e!` mark,
    # before the framework's exception that names only the cuDNN call. A kernel cuDNN compiled at run time that it
    # could not load is the container's libraries.
    Case(
        "cudnns-error-log-gives-the-reason-under-the-frameworks-exception",
        "nemo-rl",
        "========================= Step 1/2 =========================\n"
        "(MegatronPolicyWorker pid=5) E! CuDNN (v90100 70) function cudnnBackendFinalize() called:\n"
        "(MegatronPolicyWorker pid=5) e!         Error: CUDNN_STATUS_EXECUTION_FAILED; Reason: rtc->loadModule()\n"
        "(MegatronPolicyWorker pid=5) e!         Error: CUDNN_STATUS_EXECUTION_FAILED; Reason: finalize_internal()\n"
        "(MegatronPolicyWorker pid=5) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=5)   File "/opt/venv/lib/python3.12/site-packages/transformer_engine/pytorch/'
        'cpp_extensions/fused_attn.py", line 294, in fused_attn_fwd\n'
        "(MegatronPolicyWorker pid=5)     output_tensors = tex.fused_attn_fwd(\n"
        "(MegatronPolicyWorker pid=5) RuntimeError: fused_attn_f16_arbitrary_seqlen.cu:398 in function operator(): "
        "cuDNN Error: CUDNN_BACKEND_API_FAILED.\n",
        1,
        Verdict.BLOCKED,
        "Error: CUDNN_STATUS_EXECUTION_FAILED; Reason: rtc->loadModule()",
        "a native library of the container does not match",
        rule="container-abi",
        category="container",
    ),
    # ...while another reason cuDNN gives (a graph it does not support) is quoted the same way and stays the run's.
    Case(
        "cudnns-error-log-reason-of-an-unsupported-graph-stays-the-runs",
        "nemo-rl",
        "========================= Step 1/2 =========================\n"
        "(MegatronPolicyWorker pid=5) E! CuDNN (v90100 70) function cudnnBackendFinalize() called:\n"
        "(MegatronPolicyWorker pid=5) e!         Error: CUDNN_STATUS_NOT_SUPPORTED; Reason: head_dim > 256\n"
        "(MegatronPolicyWorker pid=5) RuntimeError: cuDNN Error: CUDNN_BACKEND_API_FAILED.\n",
        1,
        Verdict.FAIL,
        "Error: CUDNN_STATUS_NOT_SUPPORTED; Reason: head_dim > 256",
        "",
    ),
    # The container runtime's GPU hook unable to load the node's own driver library (NVML) on the host: the node's
    # driver install, whatever image the job asked for (the loader's words are not the image's missing library).
    Case(
        "the-gpu-hook-unable-to-load-the-hosts-driver-library-is-the-nodes",
        "verl",
        "+ docker run --gpus all verl:latest bash run_qwen2.sh\n"
        "docker: Error response from daemon: failed to create task for container: OCI runtime create failed: "
        "nvidia-container-cli: initialization error: load library failed: libnvidia-ml.so.1: cannot open shared "
        "object file: no such file or directory: unknown.\n"
        "nvidia-container-cli: initialization error: load library failed: libnvidia-ml.so.1: cannot open shared "
        "object file: no such file or directory: unknown.\n",
        125,
        Verdict.BLOCKED,
        "nvidia-container-cli: initialization error: load library failed: libnvidia-ml.so.1: cannot open shared "
        "object file: no such file or directory: unknown.",
        "could not load the node's GPU driver library",
        rule="node-driver-library-missing",
        category="cluster",
    ),
    # CUDA refusing peer access between two of the node's GPUs, in the rollout engine's process as in NCCL's: the
    # node's GPU topology, not the engine's setup.
    Case(
        "gpu-peer-access-refused-in-the-rollout-engine-is-the-nodes-topology",
        "verl",
        "(WorkerDict pid=8) n3:8:90 [1] transport/shm.cc:590 NCCL WARN Cuda failure 217 'peer access is not "
        "supported between these two devices'\n"
        "(WorkerDict pid=8) Traceback (most recent call last):\n"
        '(WorkerDict pid=8)   File "/usr/local/lib/python3.10/dist-packages/vllm/worker/worker.py", line 190, in '
        "init_device\n"
        "(WorkerDict pid=8)     init_worker_distributed_environment(self.parallel_config, self.rank)\n"
        "(WorkerDict pid=8) RuntimeError: NCCL error: unhandled cuda error\n",
        1,
        Verdict.BLOCKED,
        "Cuda failure 217 'peer access is not supported between these two devices'",
        "CUDA refused peer access between this node's GPUs",
        rule="gpu-peer-access-refused",
        category="cluster",
    ),
    # An exception class defined inside a function carries `<locals>` in its qualified name; it ends its traceback
    # all the same. A verifier's bare "Verification failed:" headline is explained by the diagnostic under it.
    Case(
        "an-exception-type-with-locals-and-a-verifier-headline-quote-the-diagnostic",
        "nemo-rl",
        "========================= Step 2/2 =========================\n"
        "(MegatronPolicyWorker pid=7) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=7)   File "/opt/venv/lib/python3.12/site-packages/cutlass/base_dsl/dsl.py", line '
        "1021, in compile\n"
        "(MegatronPolicyWorker pid=7)     module.operation.verify()\n"
        "(MegatronPolicyWorker pid=7) cutlass._mlir._mlir_libs._site_initialize.<locals>.MLIRError: Verification "
        "failed:\n"
        "(MegatronPolicyWorker pid=7) error: 'cute.copy' op expects pred to have compatible shape with: (1,(1)) but "
        "got actual predShape: (1,(8,1))\n"
        "Traceback (most recent call last):\n"
        '  File "/opt/nemo-rl/tests/json_dump_tb_logs.py", line 44, in main\n'
        "FileNotFoundError: No event files found under tests/functional/vlm_grpo/logs\n",
        1,
        Verdict.FAIL,
        "error: 'cute.copy' op expects pred to have compatible shape with: (1,(1)) but got actual predShape: (1,(8,1))",
        "",
    ),
    # Docker's daemon refusing to start the job's container (no GPU device driver registered with it): nothing of
    # the job ran; quoted when nothing the runtime printed itself explains it better.
    Case(
        "dockers-daemon-refusing-the-container-is-the-containers",
        "verl",
        "+ docker run --rm --gpus all verlai/verl:app bash run_qwen2.sh\n"
        "docker: Error response from daemon: could not select device driver \"\" with capabilities: [[gpu]].\n"
        "\n"
        "Run 'docker run --help' for more usage\n"
        "+ rc=125\n",
        125,
        Verdict.BLOCKED,
        "docker: Error response from daemon: could not select device driver \"\" with capabilities: [[gpu]].",
        "the container engine could not start the job's container",
        rule="container-not-started",
        category="container",
    ),
    # A collective that timed out after NCCL warned of what stalled it (the adapter's asynchronous report that a
    # queue pair's transfer failed): the warning is the cause, a transport failure between the nodes.
    Case(
        "an-nccl-warning-before-a-watchdog-timeout-explains-it",
        "nemo-rl",
        "(MegatronPolicyWorker pid=3, ip=10.1.9.3) n03:3:9 [0] transport/net_ib.cc:1093 NCCL WARN NET/IB : mlx5_0:1 "
        "Got async event : local access violation work queue error\n"
        "(MegatronPolicyWorker pid=7) [rank0]:[E1126 10:51:02.418831274 ProcessGroupNCCL.cpp:632] [Rank 0] Watchdog "
        "caught collective operation timeout: WorkNCCL(SeqNum=3, OpType=BROADCAST, NumelIn=5, NumelOut=5, "
        "Timeout(ms)=600000) ran for 600088 milliseconds before timing out.\n",
        1,
        Verdict.BLOCKED,
        "NET/IB : mlx5_0:1 Got async event : local access violation work queue error",
        "the GPU interconnect failed a transfer",
        rule="interconnect-fault",
        category="network",
    ),
    # The job's dataset loaded with no rows and torch's sampler refuses it before the first step: the data's.
    Case(
        "an-empty-dataset-refused-by-the-sampler-is-the-datas",
        "nemo-rl",
        "▶ Setting up data...\n"
        "Traceback (most recent call last):\n"
        '  File "/opt/nemo_rl_venv/lib/python3.12/site-packages/torch/utils/data/sampler.py", line 164, in __init__\n'
        "    raise ValueError(\n"
        "ValueError: num_samples should be a positive integer value, but got num_samples=0\n",
        1,
        Verdict.BLOCKED,
        "ValueError: num_samples should be a positive integer value, but got num_samples=0",
        "the job's dataset loaded with no rows",
        rule="dataset-empty",
        category="data",
    ),
    # torch's inductor raising a bare "C++ compile error" with the compiler's output printed under it: the
    # compiler's first error is the quote, and a compile with the image's compiler and headers is the container's.
    Case(
        "an-inductor-compile-error-quotes-the-compilers-first-error",
        "verl",
        "(AsyncvLLMServer pid=7) ERROR 12-02 14:41:26 [core.py:700] Traceback (most recent call last):\n"
        "(AsyncvLLMServer pid=7) ERROR 12-02 14:41:26 [core.py:700]   File \"/opt/venv/lib/python3.12/site-packages/"
        "torch/_inductor/codecache.py\", line 2157, in compile_file\n"
        "(AsyncvLLMServer pid=7) ERROR 12-02 14:41:26 [core.py:700]     raise exc.CppCompileError(cmd, output) from e\n"
        "(AsyncvLLMServer pid=7) ERROR 12-02 14:41:26 [core.py:700] torch._inductor.exc.InductorError: "
        "CppCompileError: C++ compile error\n"
        "(AsyncvLLMServer pid=7) ERROR 12-02 14:41:26 [core.py:700] \n"
        "(AsyncvLLMServer pid=7) ERROR 12-02 14:41:26 [core.py:700] Output:\n"
        "(AsyncvLLMServer pid=7) ERROR 12-02 14:41:26 [core.py:700] /usr/include/c++/13/cstddef:50:10: fatal error: "
        "stddef.h: No such file or directory\n"
        "(AsyncvLLMServer pid=7) ERROR 12-02 14:41:26 [core.py:700] compilation terminated.\n"
        "RuntimeError: Engine core initialization failed. See root cause above.\n",
        1,
        Verdict.BLOCKED,
        "/usr/include/c++/13/cstddef:50:10: fatal error: stddef.h: No such file or directory",
        "an extension built at run time failed to compile",
        rule="jit-build-failed",
        category="container",
    ),
    # A check's name in capitals, then its verdict: the check's own line is the quote of a run that finished.
    Case(
        "a-check-named-in-capitals-then-fail-is-quoted",
        "verl",
        "step:20 - critic/score/mean:0.3121 - training/global_step:20\n"
        "LEARNING-SIGNAL FAIL: critic/score/mean moved +0.0027 over 20 steps, required >= +0.05\n"
        "+ exit 1\n",
        1,
        Verdict.FAIL,
        "LEARNING-SIGNAL FAIL: critic/score/mean moved +0.0027 over 20 steps, required >= +0.05",
        "",
    ),
    # The verdict first, then the check's name and a colon: the check's own line is the quote
    Case(
        "a-fail-verdict-then-the-checks-name-is-quoted",
        "verl",
        "step:20 - critic/rewards/mean:0.316 - training/global_step:20\n"
        "FAIL learning-signal: critic/rewards/mean flat over 20 steps (step1=0.305 last=0.316, need gain >= 0.05)\n"
        "+ exit 1\n",
        1,
        Verdict.FAIL,
        "FAIL learning-signal: critic/rewards/mean flat over 20 steps (step1=0.305 last=0.316, need gain >= 0.05)",
        "",
    ),
    # The job's data preparation hung until the runner's timeout interrupted it, the interrupt's stack in the data
    # tool: the data setup's, before any model.
    Case(
        "a-data-preparation-hang-the-timeout-interrupted-is-the-datas",
        "nemo-rl",
        "+ energon prepare /data/vlm-smoke --num-workers 100\n"
        "[runner] TIMEOUT: step data-prep produced no output for 1800s; sending SIGINT\n"
        "Traceback (most recent call last):\n"
        '  File "/usr/local/lib/python3.12/dist-packages/megatron/energon/flavors/webdataset/prepare.py", line 412, '
        "in prepare_dataset\n"
        "    pool.close()\n"
        '  File "/usr/lib/python3.12/multiprocessing/popen_fork.py", line 27, in poll\n'
        "    pid, sts = os.waitpid(self.pid, flag)\n"
        "KeyboardInterrupt\n",
        124,
        Verdict.BLOCKED,
        "KeyboardInterrupt",
        "the job's data preparation hung until it was interrupted",
        rule="data-prep-hung",
        category="data",
    ),
    # The model's tokenizer config names a class the installed transformers lacks (saved by a newer one), before
    # any training: the package and the model's files do not go together.
    Case(
        "a-tokenizer-class-the-installed-transformers-lacks-is-dependency-skew",
        "nemo-rl",
        "▶ Setting up data...\n"
        "Traceback (most recent call last):\n"
        '  File "/opt/nemo_rl_venv/lib/python3.12/site-packages/transformers/models/auto/tokenization_auto.py", '
        "line 1137, in from_pretrained\n"
        "    raise ValueError(\n"
        "ValueError: Tokenizer class TokenizersBackend does not exist or is not currently imported.\n",
        1,
        Verdict.BLOCKED,
        "ValueError: Tokenizer class TokenizersBackend does not exist or is not currently imported.",
        "does not know the tokenizer class the model's files name",
        rule="tokenizer-class-unknown-to-library",
        category="dependency",
    ),
    # More log-probabilities than the job's generation engine was told to return: the job's settings.
    Case(
        "more-logprobs-than-the-engine-allows-is-the-jobs-settings",
        "verl",
        "(WorkerDict pid=40) Traceback (most recent call last):\n"
        '(WorkerDict pid=40)   File "/usr/local/lib/python3.10/dist-packages/vllm/engine/llm_engine.py", line 700, '
        "in _validate_sampling_params\n"
        "(WorkerDict pid=40) ValueError: Requested sample logprobs of 32, which is greater than max allowed: 20\n",
        1,
        Verdict.BLOCKED,
        "ValueError: Requested sample logprobs of 32, which is greater than max allowed: 20",
        "the job's own inputs do not fit together",
        rule="job-inputs-do-not-fit",
        category="job-config",
    ),
    # The driver's Ray Client never reaching the cluster before any work: Ray's setup.
    Case(
        "a-ray-client-that-never-connects-is-rays-setup",
        "verl",
        "ray init kwargs: {'address': 'ray://ray-head:10001'}\n"
        "Traceback (most recent call last):\n"
        '  File "/usr/local/lib/python3.10/dist-packages/ray/util/client/worker.py", line 160, in _connect_channel\n'
        '    raise ConnectionError("ray client connection timeout")\n'
        "ConnectionError: ray client connection timeout\n",
        1,
        Verdict.BLOCKED,
        "ConnectionError: ray client connection timeout",
        "Ray failed before the first training step",
        rule="ray-setup",
        category="ray",
    ),
    # Slurm's launcher refusing the job's container option (no container plugin for that command): nothing was
    # submitted; the cluster's setup.
    Case(
        "slurm-refusing-the-container-option-is-the-clusters",
        "nemo-rl",
        "+ sbatch --parsable --container-image=/lustre/images/nemo-rl.sqsh job.sbatch\n"
        "sbatch: unrecognized option '--container-image=/lustre/images/nemo-rl.sqsh'\n"
        "Try \"sbatch --help\" for more information\n",
        1,
        Verdict.BLOCKED,
        "sbatch: unrecognized option '--container-image=/lustre/images/nemo-rl.sqsh'",
        "Slurm's launcher does not know the job's container option",
        rule="slurm-container-option-unknown",
        category="cluster",
    ),
    # `ray start --block` reporting that the node's Ray processes died: the cause, before the raylet's later fatal
    # line about the heartbeats it then missed.
    Case(
        "ray-start-block-reporting-its-subprocesses-died-is-rays",
        "nemo-rl",
        "+ srun -w gpu-031 ray start --head --port=6379 --block\n"
        "Some Ray subprocesses exited unexpectedly:\n"
        "  dashboard [exit code=-11]\n"
        "[2026-11-26 09:14:42,106 C 2211861 2211861] (raylet) node_manager.cc:1034: [Timeout] Exiting because this "
        "node manager has missed too many heartbeats from GCS.\n"
        "srun: error: gpu-031: task 0: Exited with exit code 1\n",
        1,
        Verdict.BLOCKED,
        "Some Ray subprocesses exited unexpectedly:",
        "Ray failed before the first training step",
        rule="ray-setup",
        category="ray",
    ),
    # A Hub model's own code (trust_remote_code) keyword-calling the installed library the way an older version
    # took it: neither was written by the PR, so dependency skew, even after the first step began.
    Case(
        "hub-model-code-calling-an-older-library-is-dependency-skew",
        "nemo-rl",
        "step 1/20: generating\n"
        "(VllmGenerationWorker pid=811) Traceback (most recent call last):\n"
        '(VllmGenerationWorker pid=811)   File "/opt/venv/lib/python3.12/site-packages/transformers/generation/'
        'utils.py", line 2410, in generate\n'
        '(VllmGenerationWorker pid=811)   File "/home/ray/.cache/huggingface/modules/transformers_modules/acme/'
        'chat-7b/3f2a/modeling_chat.py", line 512, in forward\n'
        "(VllmGenerationWorker pid=811)     hidden = self.rotary(hidden, seq_len=n, position_ids=ids)\n"
        "(VllmGenerationWorker pid=811) TypeError: RotaryEmbedding.forward() got an unexpected keyword argument "
        "'seq_len'\n",
        1,
        Verdict.BLOCKED,
        "TypeError: RotaryEmbedding.forward() got an unexpected keyword argument 'seq_len'",
        "the model's code from the Hub does not match the installed library",
        rule="hub-model-code-skew",
        category="dependency",
    ),
    # The same code finding None where it expected an object is not read as skew: the job's inputs may have made it.
    Case(
        "hub-model-code-meeting-none-is-not-skew",
        "nemo-rl",
        "step 1/20: generating\n"
        "Traceback (most recent call last):\n"
        '  File "/home/ray/.cache/huggingface/modules/transformers_modules/acme/chat-7b/3f2a/modeling_chat.py", '
        "line 430, in forward\n"
        "    n = past.shape[2]\n"
        "AttributeError: 'NoneType' object has no attribute 'shape'\n",
        1,
        Verdict.FAIL,
        "AttributeError: 'NoneType' object has no attribute 'shape'",
        "",
    ),
    # The experiment tracker's client giving up on its server while the run starts: the node's way out, not the job.
    Case(
        "an-experiment-tracker-that-cannot-reach-its-server-is-the-network",
        "verl",
        "mlflow: logging to http://mlflow.internal:5000\n"
        "Traceback (most recent call last):\n"
        '  File "/workspace/verl/verl/utils/tracking.py", line 88, in __init__\n'
        "    mlflow.start_run(run_name=name)\n"
        '  File "/usr/local/lib/python3.10/dist-packages/mlflow/utils/rest_utils.py", line 207, in http_request\n'
        "    raise MlflowException(f'API request to {url} failed with exception {e}')\n"
        "mlflow.exceptions.MlflowException: API request to http://mlflow.internal:5000/api/2.0/mlflow/runs/create "
        "failed with exception HTTPConnectionPool(host='mlflow.internal', port=5000): Read timed out.\n",
        1,
        Verdict.BLOCKED,
        "mlflow.exceptions.MlflowException: API request to http://mlflow.internal:5000/api/2.0/mlflow/runs/create "
        "failed with exception HTTPConnectionPool(host='mlflow.internal', port=5000): Read timed out.",
        "experiment tracker could not reach its server",
        rule="run-tracker-unreachable",
        category="network",
    ),
    # Under NCCL's UCX net plugin, NCCL's WARN that a peer connection failed is explained by the error UCX logged
    # first: the connection it could not make (the network between the nodes).
    Case(
        "a-ucx-error-under-nccls-warn-is-the-quote",
        "nemo-rl",
        "(MegatronPolicyWorker pid=71, ip=10.1.0.3) n3:71:71 [0] NCCL INFO NET/Plugin: Loaded net plugin UCX (v8)\n"
        "(MegatronPolicyWorker pid=71, ip=10.1.0.3) [1732612345.118020] [n3:71:0]     sock.c:457  UCX  ERROR "
        "connect(fd=40, dest_addr=192.168.122.1:39211) failed: No route to host\n"
        "(MegatronPolicyWorker pid=71, ip=10.1.0.3) n3:71:90 [0] transport/net.cc:694 NCCL WARN Net : Connection to "
        "peer 4 failed\n"
        "(MegatronPolicyWorker pid=71, ip=10.1.0.3) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=71, ip=10.1.0.3)   File "/opt/venv/lib/python3.12/site-packages/torch/'
        'distributed/distributed_c10d.py", line 4800, in barrier\n'
        "(MegatronPolicyWorker pid=71, ip=10.1.0.3) torch.distributed.DistBackendError: NCCL error in: "
        "ProcessGroupNCCL.cpp:3356, unhandled system error (run with NCCL_DEBUG=INFO for details)\n",
        1,
        Verdict.BLOCKED,
        "sock.c:457  UCX  ERROR connect(fd=40, dest_addr=192.168.122.1:39211) failed: No route to host",
        "a connection between the job's processes failed",
        rule="peer-connection-failed",
        category="network",
    ),
    # A probe the script runs after the job already raised (`+ ray status`) reports the state the failure left: its
    # traceback-less error is not the cause; the job's own exception is.
    Case(
        "a-probe-after-the-failure-reports-its-state-not-the-cause",
        "verl",
        "+ python3 -m verl.trainer.main_ppo trainer.total_training_steps=4\n"
        "step:1 - actor/pg_loss:0.012 - training/global_step:1\n"
        "Traceback (most recent call last):\n"
        '  File "/workspace/verl/verl/trainer/ppo/ray_trainer.py", line 1004, in fit\n'
        "    output = self.actor_rollout_wg.update_actor(batch)\n"
        '  File "/usr/local/lib/python3.10/dist-packages/ray/_private/worker.py", line 2771, in get\n'
        "    raise value\n"
        "ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.\n"
        "\tclass_name: WorkerDict\n"
        "The actor is dead because its worker process has died. Worker exit type: SYSTEM_ERROR Worker exit detail: "
        "The leased worker has unrecoverable failure. Worker is requested to be destroyed when it is returned.\n"
        "+ ray status --address=10.0.0.5:6379\n"
        "ConnectionError: Could not find any running Ray instance. Please specify the one to connect to by setting "
        "`--address` flag or `RAY_ADDRESS` environment variable.\n",
        1,
        Verdict.FAIL,
        "The actor is dead because its worker process has died. Worker exit type: SYSTEM_ERROR Worker exit detail: "
        "The leased worker has unrecoverable failure. Worker is requested to be destroyed when it is returned.",
        "",
    ),
    # The same probe's error before the job ever ran is what stopped the script: it stays the cause.
    Case(
        "a-probe-failing-before-the-job-is-the-cause",
        "verl",
        "+ ray status --address=10.0.0.5:6379\n"
        "ConnectionError: Could not find any running Ray instance. Please specify the one to connect to by setting "
        "`--address` flag or `RAY_ADDRESS` environment variable.\n"
        "+ exit 1\n",
        1,
        Verdict.BLOCKED,
        "ConnectionError: Could not find any running Ray instance. Please specify the one to connect to by setting "
        "`--address` flag or `RAY_ADDRESS` environment variable.",
        "",
        category="ray",
    ),
    # verl's data-preparation script failing on the dataset it converts, before any model: the data.
    Case(
        "the-data-preparation-script-failing-is-the-data",
        "verl",
        "+ python3 examples/data_preprocess/geo3k.py --local_dir /data/geo3k\n"
        "Traceback (most recent call last):\n"
        '  File "/workspace/verl/examples/data_preprocess/geo3k.py", line 77, in process_fn\n'
        "    answer = example.pop('answer')\n"
        "KeyError: 'answer'\n",
        1,
        Verdict.BLOCKED,
        "KeyError: 'answer'",
        "the job's data preparation failed",
        rule="data-prep-failed",
        category="data",
    ),
    # A streaming dataset's loader (MosaicML streaming) refusing its shards before any step: the data's setup.
    Case(
        "a-streaming-dataset-loader-refusing-its-shards-is-the-data",
        "nemo-rl",
        "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.12/site-packages/streaming/base/dataset.py", line 512, in __init__\n'
        "    raise ValueError(f'Stream {name} has no shards in its index')\n"
        "ValueError: Stream mds_train has no shards in its index\n",
        1,
        Verdict.BLOCKED,
        "ValueError: Stream mds_train has no shards in its index",
        "the job's dataset could not be loaded",
        rule="dataset-load",
        category="data",
    ),
    # The cloud launcher not getting the job's nodes: the cluster's capacity, nothing of the job ran.
    Case(
        "nodes-the-cloud-could-not-provision-are-the-clusters",
        "verl",
        "I 11-26 08:01:12 provisioner.py:450] Launching on GCP us-central1 (us-central1-a)\n"
        "Traceback (most recent call last):\n"
        '  File "/opt/sky/lib/python3.11/site-packages/sky/execution.py", line 380, in launch\n'
        "sky.exceptions.ResourcesUnavailableError: Failed to provision all possible launchable resources. "
        "Relax the task's resource requirements: 1x GCP(a3-highgpu-8g)\n",
        1,
        Verdict.BLOCKED,
        "sky.exceptions.ResourcesUnavailableError: Failed to provision all possible launchable resources. "
        "Relax the task's resource requirements: 1x GCP(a3-highgpu-8g)",
        "the job's nodes could not be provisioned",
        rule="nodes-not-provisioned",
        category="cluster",
    ),
    # NVSHMEM's own error line under DeepEP before any step: its transport could not be set up over the node's
    # adapters (the node's fabric); the worker's death after it follows.
    Case(
        "nvshmem-reporting-its-transport-setup-failed-is-the-nodes-fabric",
        "nemo-rl",
        "(MegatronPolicyWorker pid=12, ip=10.0.0.2) [DeepEP] creating Buffer(num_rdma_bytes=1073741824)\n"
        "(MegatronPolicyWorker pid=12, ip=10.0.0.2) /build/nvshmem/src/host/transport/transport.cpp:388: "
        "non-zero status: 3 init failed for transport: IBGDA\n"
        "(raylet, ip=10.0.0.2) A worker died or was killed while executing a task by an unexpected system error. "
        "Worker exit type: SYSTEM_ERROR\n"
        "ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.\n",
        1,
        Verdict.BLOCKED,
        "/build/nvshmem/src/host/transport/transport.cpp:388: non-zero status: 3 init failed for transport: IBGDA",
        "NVSHMEM could not set up its transport",
        rule="nvshmem-transport-setup",
        category="cluster",
    ),
    # A program of the job refusing its command line (argparse) is the job's command; torchrun's report of the
    # child's exit after it is not the cause.
    Case(
        "a-program-refusing-its-command-line-is-the-jobs-command",
        "nemo-rl",
        "+ torchrun --nproc_per_node 2 tools/convert_ckpt.py --hf-path /models/qwen3 --tp 2\n"
        "usage: convert_ckpt.py [-h] --hf-path HF_PATH --megatron-path MEGATRON_PATH [--tp TP]\n"
        "convert_ckpt.py: error: unrecognized arguments: --tp 2\n"
        "E1126 10:02:11.515000 812 torch/distributed/elastic/multiprocessing/api.py:869] failed (exitcode: 2) "
        "local_rank: 0 (pid: 901) of binary: /usr/bin/python3\n"
        "torch.distributed.elastic.multiprocessing.errors.ChildFailedError:\n"
        "tools/convert_ckpt.py FAILED\n",
        1,
        Verdict.BLOCKED,
        "convert_ckpt.py: error: unrecognized arguments: --tp 2",
        "refused its command line",
        rule="command-line-refused",
        category="job-config",
    ),
    # The experiment tracker's server answering and refusing the run (403) is the job's tracker settings, not the
    # network: the server was reached.
    Case(
        "an-experiment-tracker-refusing-the-run-is-the-jobs-settings",
        "nemo-rl",
        "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.12/site-packages/wandb/sdk/internal/internal_api.py", line 2210, in '
        "upsert_run\n"
        "wandb.errors.errors.CommError: It appears that you do not have permission to access the requested "
        "resource. Please reach out to the project owner to grant you access. (Error 403: Forbidden)\n",
        1,
        Verdict.BLOCKED,
        "wandb.errors.errors.CommError: It appears that you do not have permission to access the requested "
        "resource. Please reach out to the project owner to grant you access. (Error 403: Forbidden)",
        "experiment tracker refused the job's settings",
        rule="run-tracker-refused",
        category="job-config",
    ),
    # A kernel whose assertion traps (an extension's own check) leaves an `unspecified launch failure`; the device
    # printed the assertion first, and it names the check.
    Case(
        "a-trapping-kernel-assertion-explains-the-launch-failure",
        "verl",
        "step:1 - actor/pg_loss:0.01 - training/global_step:1\n"
        "(WorkerDict pid=51) Assertion failed: /opt/ext/csrc/kernels/dispatch.cu:412, condition: num_tokens % 8 == 0\n"
        "(WorkerDict pid=51) Traceback (most recent call last):\n"
        '(WorkerDict pid=51)   File "/opt/ext/ext/buffer.py", line 320, in dispatch\n'
        "(WorkerDict pid=51) RuntimeError: Failed: CUDA error /opt/ext/csrc/ext.cpp:88 'unspecified launch failure'\n",
        1,
        Verdict.FAIL,
        "Assertion failed: /opt/ext/csrc/kernels/dispatch.cu:412, condition: num_tokens % 8 == 0",
        "",
    ),
    # pytest's report through a compiled extension's frames (`.pxi`): the `E` line is the exception; and a Bridge
    # utility handing the data library its own values is the Bridge's failure, not the job's data.
    Case(
        "a-bridge-check-failing-inside-pyarrow-is-the-bridges",
        "nemo-rl",
        "=================================== FAILURES ===================================\n"
        "src/megatron/bridge/utils/export_table.py:40: in to_table\n"
        "    return pa.Table.from_pydict(cols)\n"
        "pyarrow/table.pxi:1920: in pyarrow.lib._Tabular.from_pydict\n"
        "    ???\n"
        "pyarrow/error.pxi:92: in pyarrow.lib.check_status\n"
        "    ???\n"
        "E   pyarrow.lib.ArrowInvalid: Column 2 named scale expected length 4 but got length 3\n"
        "FAILED tests/unit_tests/utils/test_export_table.py::test_to_table - pyarrow.lib.ArrowInvalid\n",
        1,
        Verdict.FAIL,
        "pyarrow.lib.ArrowInvalid: Column 2 named scale expected length 4 but got length 3",
        "",
    ),
    # An image the dataset holds that the image library refuses while the dataset is filtered: the data.
    Case(
        "an-image-the-decoder-refuses-while-the-dataset-is-mapped-is-the-data",
        "verl",
        "(TaskRunner pid=7) Traceback (most recent call last):\n"
        '(TaskRunner pid=7)   File "/usr/local/lib/python3.12/dist-packages/datasets/arrow_dataset.py", line 3659, '
        "in _map_single\n"
        '(TaskRunner pid=7)   File "/workspace/verl/verl/utils/dataset/vision_utils.py", line 37, in process_image\n'
        '(TaskRunner pid=7)   File "/usr/local/lib/python3.12/dist-packages/PIL/Image.py", line 3532, in open\n'
        "(TaskRunner pid=7) PIL.UnidentifiedImageError: cannot identify image file <_io.BytesIO object at "
        "0x7f3a2c1d0b80>\n",
        1,
        Verdict.BLOCKED,
        "PIL.UnidentifiedImageError: cannot identify image file <_io.BytesIO object at 0x7f3a2c1d0b80>",
        "an item of the job's dataset could not be decoded",
        rule="dataset-item-undecodable",
        category="data",
    ),
    # Kubernetes' scheduler never placing the job's pods (kubectl describe's event table): the cluster.
    Case(
        "pods-the-scheduler-never-placed-are-the-clusters",
        "nemo-rl",
        "[runner] timed out waiting for the head pod; collecting diagnostics\n"
        "+ kubectl -n ci describe pod rl-head-0 | tail -3\n"
        "Events:\n"
        "  Type     Reason            Age   From               Message\n"
        "  Warning  FailedScheduling  12m   default-scheduler  0/6 nodes are available: 6 Insufficient "
        "nvidia.com/gpu. preemption: 0/6 nodes are available: 6 No preemption victims found.\n"
        "[runner] exit 1\n",
        1,
        Verdict.BLOCKED,
        "0/6 nodes are available: 6 Insufficient nvidia.com/gpu. preemption: 0/6 nodes are available: 6 No "
        "preemption victims found.",
        "its pods placed",
        rule="nodes-not-provisioned",
        category="cluster",
    ),
    # The launcher's own code (TorchX under NeMo-Run) failing while it schedules the job: the launch layout.
    Case(
        "the-launcher-failing-while-it-schedules-the-job-is-the-launch-layout",
        "nemo-rl",
        "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.12/site-packages/nemo_run/run/experiment.py", line 702, in run\n'
        '  File "/opt/venv/lib/python3.12/site-packages/torchx/schedulers/slurm_scheduler.py", line 488, in '
        "_submit_dryrun\n"
        "ValueError: mem must be an int or None, got '64G'\n",
        1,
        Verdict.BLOCKED,
        "ValueError: mem must be an int or None, got '64G'",
        "the job's launcher failed while it scheduled the job",
        rule="launcher-refused-the-job",
        category="job-config",
    ),
    # The downstream's trainer refusing a setting it does not implement (a bare NotImplementedError) before any
    # model: the job's settings.
    Case(
        "the-downstream-not-implementing-the-jobs-setting-is-the-jobs-settings",
        "verl",
        "Traceback (most recent call last):\n"
        '  File "/workspace/verl/verl/trainer/main_ppo.py", line 257, in run\n'
        '  File "/workspace/verl/verl/workers/sharding_manager/__init__.py", line 88, in build_sharding\n'
        "    raise NotImplementedError\n"
        "NotImplementedError\n",
        1,
        Verdict.BLOCKED,
        "NotImplementedError",
        "the downstream framework does not implement what the job's settings ask for",
        rule="downstream-lacks-the-setting",
        category="job-config",
    ),
    # The same bare error raised in Bridge code is the Bridge's.
    Case(
        "a-bare-not-implemented-in-bridge-code-is-the-bridges",
        "verl",
        "Traceback (most recent call last):\n"
        '  File "/workspace/verl/verl/trainer/main_ppo.py", line 257, in run\n'
        '  File "/work/Megatron-Bridge/src/megatron/bridge/models/conversion/auto_bridge.py", line 301, in '
        "to_megatron_provider\n"
        "    raise NotImplementedError\n"
        "NotImplementedError\n",
        1,
        Verdict.FAIL,
        "NotImplementedError",
        "",
    ),
    # A failed metric check stays the quote when the rule that decides reads a NaN the log printed before it.
    Case(
        "a-failed-check-stays-the-quote-when-a-nan-line-decides",
        "nemo-rl",
        "  • Loss: 0.412\n"
        "  • Generation KL Error: inf\n"
        "│ FAIL   │ max(data[\"train/gen_kl_error\"]) < 0.001 │ inf │ "
        "FAIL: max(data[\"train/gen_kl_error\"]) < 0.001 │\n",
        1,
        Verdict.FAIL,
        "│ FAIL   │ max(data[\"train/gen_kl_error\"]) < 0.001 │ inf │ "
        "FAIL: max(data[\"train/gen_kl_error\"]) < 0.001 │",
        "NaN/inf in a training metric",
        rule="nan-in-log",
    ),
    # A GPU worker finding no GPU outside Bridge code before any step: the GPUs the node or scheduler handed out.
    Case(
        "a-gpu-worker-finding-no-gpu-outside-bridge-code-is-the-clusters",
        "nemo-rl",
        "(MegatronPolicyWorker pid=88) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=88)   File "/opt/nemo_rl_venv/lib/python3.12/site-packages/nemo_rl/models/'
        'policy/workers/megatron_policy_worker.py", line 402, in __init__\n'
        '(MegatronPolicyWorker pid=88)   File "/opt/nemo_rl_venv/lib/python3.12/site-packages/torch/cuda/'
        '__init__.py", line 372, in _lazy_init\n'
        "(MegatronPolicyWorker pid=88) RuntimeError: No CUDA GPUs are available\n",
        1,
        Verdict.BLOCKED,
        "RuntimeError: No CUDA GPUs are available",
        "a worker found no usable GPU",
        rule="worker-sees-no-gpu",
        category="cluster",
    ),
    # The same error through Bridge code (a module touching CUDA at import in a CPU-only process) is the Bridge's.
    Case(
        "bridge-code-touching-cuda-where-no-gpu-was-assigned-is-the-bridges",
        "verl",
        "(TaskRunner pid=9) Traceback (most recent call last):\n"
        '(TaskRunner pid=9)   File "/work/Megatron-Bridge/src/megatron/bridge/models/llama_provider.py", line 21, in '
        "<module>\n"
        "(TaskRunner pid=9)     _DEVICE = torch.cuda.current_device()\n"
        '(TaskRunner pid=9)   File "/usr/local/lib/python3.12/dist-packages/torch/cuda/__init__.py", line 372, in '
        "_lazy_init\n"
        "(TaskRunner pid=9) RuntimeError: No CUDA GPUs are available\n",
        1,
        Verdict.FAIL,
        "RuntimeError: No CUDA GPUs are available",
        "",
    ),
    # ... and through an installed package's import (a call imports it, its module-level code queries the GPU) in
    # a process that holds none: the package's import-time behaviour, a dependency, not the node's GPUs.
    Case(
        "an-installed-package-touching-cuda-while-imported-in-a-cpu-process-is-a-dependency",
        "verl",
        "(TaskRunner pid=9) Traceback (most recent call last):\n"
        '(TaskRunner pid=9)   File "/workspace/verl/verl/trainer/main_ppo.py", line 152, in add_actor_rollout_worker\n'
        "(TaskRunner pid=9)     from verl.workers.megatron_workers import ActorRolloutRefWorker\n"
        '(TaskRunner pid=9)   File "/workspace/verl/verl/workers/megatron_workers.py", line 35, in <module>\n'
        "(TaskRunner pid=9)     from megatron.core import parallel_state as mpu\n"
        '(TaskRunner pid=9)   File "/opt/Megatron-LM/megatron/core/inference/unified_memory.py", line 48, in '
        "<module>\n"
        "(TaskRunner pid=9)     _compiled = _compile_um_allocator(torch.cuda.current_device())\n"
        '(TaskRunner pid=9)   File "/usr/local/lib/python3.12/dist-packages/torch/cuda/__init__.py", line 412, in '
        "_lazy_init\n"
        "(TaskRunner pid=9) RuntimeError: No CUDA GPUs are available\n",
        1,
        Verdict.BLOCKED,
        "RuntimeError: No CUDA GPUs are available",
        "a package initialised CUDA while being imported",
        rule="cuda-touched-while-importing",
        category="dependency",
    ),
    # torch's shared-memory segment (`/torch_<pid>_<n>`, in /dev/shm) not fitting is the container's shm, not a disk.
    Case(
        "torchs-shared-memory-segment-not-fitting-is-the-containers-shm",
        "verl",
        "(TaskRunner pid=7) Traceback (most recent call last):\n"
        '(TaskRunner pid=7)   File "/usr/local/lib/python3.12/dist-packages/torch/multiprocessing/reductions.py", '
        "line 607, in reduce_storage\n"
        "(TaskRunner pid=7)     fd, size = storage._share_fd_cpu_()\n"
        "(TaskRunner pid=7) RuntimeError: unable to write to file </torch_9731_2894017730_0>: No space left on device "
        "(28)\n",
        1,
        Verdict.BLOCKED,
        "RuntimeError: unable to write to file </torch_9731_2894017730_0>: No space left on device (28)",
        "a shared-memory segment of torch's or NCCL's did not fit",
        rule="shared-memory-segment-full",
        category="container",
    ),
    # A DeepEP kernel saying it timed out before it traps explains the launch failure after it.
    Case(
        "a-kernels-own-timeout-line-explains-the-launch-failure",
        "verl",
        "step:1 - actor/pg_loss:0.01 - training/global_step:1\n"
        "(WorkerDict pid=61) DeepEP combine NVL receiver timeout, channel: 2, RDMA: 0, nvl: 5, src NVL: 1\n"
        "(WorkerDict pid=61) Traceback (most recent call last):\n"
        '(WorkerDict pid=61)   File "/usr/local/lib/python3.12/dist-packages/deep_ep/buffer.py", line 410, in '
        "combine\n"
        "(WorkerDict pid=61) RuntimeError: Failed: CUDA error /workspace/DeepEP/csrc/deep_ep.cpp:1210 'unspecified "
        "launch failure'\n",
        1,
        Verdict.FAIL,
        "DeepEP combine NVL receiver timeout, channel: 2, RDMA: 0, nvl: 5, src NVL: 1",
        "",
    ),
    # ... and a kernel shared by the ranks that trapped on a peer: the peer's assertion says why; this rank's watchdog
    # only saw the launch fail.
    Case(
        "a-peers-kernel-assertion-explains-this-ranks-launch-failure",
        "verl",
        "step:1 - actor/pg_loss:0.01 - training/global_step:1\n"
        "(WorkerDict pid=66) Assertion failed: /opt/DeepEP/csrc/kernels/internode_ll.cu:259, condition: "
        "num_recv_tokens != 0\n"
        "(WorkerDict pid=61) [rank0]:[E1127 23:13:41.017733520 ProcessGroupNCCL.cpp:2057] [PG ID 3 PG GUID 17 Rank 0] "
        "Process group watchdog thread terminated with exception: CUDA error: unspecified launch failure\n"
        "(WorkerDict pid=61) terminate called after throwing an instance of 'c10::DistBackendError'\n"
        "(WorkerDict pid=61) *** SIGABRT received at time=1764285221 on cpu 12 ***\n",
        1,
        Verdict.FAIL,
        "Assertion failed: /opt/DeepEP/csrc/kernels/internode_ll.cu:259, condition: num_recv_tokens != 0",
        "",
    ),
    # Ray's "a worker died ... unexpected system error" is explained by the raylet's report, printed with it, of the
    # workers its memory monitor killed: the node's host memory, not the change.
    Case(
        "a-worker-death-the-raylet-reports-as-a-memory-kill-is-host-memory",
        "verl",
        "Training Progress:   0%|          | 0/1 [00:00<?, ?it/s]\n"
        "(raylet) A worker died or was killed while executing a task by an unexpected system error. RayTask ID: "
        "ffffffffffffffff2b7e Worker ID: 3fa1c1d7 Node ID: 8e1c44b2 Worker IP address: 10.52.4.17 Worker PID: 51812\n"
        "(raylet) [2026-11-27 21:06:52,114 E 51077 51077] (raylet) node_manager.cc:3069: 1 Workers (tasks / actors) "
        "killed due to memory pressure (OOM), 0 Workers crashed due to other reasons at node (ID: 8e1c44b2, IP: "
        "10.52.4.17) over the last time period.\n"
        "ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.\n",
        1,
        Verdict.BLOCKED,
        "1 Workers (tasks / actors) killed due to memory pressure (OOM), 0 Workers crashed due to other reasons at "
        "node (ID: 8e1c44b2, IP: 10.52.4.17) over the last time period.",
        "Ray's memory monitor killed a worker",
        rule="host-oom",
    ),
    # Ray's memory monitor lists the node's top memory users with a kill: a first row that is no process of the job
    # (another tenant's server) says the node's memory was taken from outside the job; the node's, not Ray's.
    Case(
        "a-memory-kill-on-a-node-whose-top-memory-user-is-outside-the-job-is-the-nodes",
        "nemo-rl",
        "========================= Step 1/2 =========================\n"
        "(raylet) [2026-11-28 08:15:07,331 E 69877 69877] (raylet) node_manager.cc:3221: 1 Workers (tasks / actors) "
        "killed due to memory pressure (OOM), 0 Workers crashed due to other reasons at node (ID: 2a9d4f1e0c).\n"
        "ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.\n"
        "The actor is dead because its worker process has died. Worker exit type: NODE_OUT_OF_MEMORY Worker exit "
        "detail: Task was killed due to the node running low on memory.\n"
        "(raylet) Top 10 memory users:\n"
        "(raylet) PID\tMEM(GB)\tCOMMAND\n"
        "(raylet) 3311\t38.90\tpython -m sglang.launch_server --model-path /shared/ckpt/eval-32b\n"
        "(raylet) 70311\t29.44\tray::MegatronPolicyWorker\n",
        1,
        Verdict.BLOCKED,
        "The actor is dead because its worker process has died. Worker exit type: NODE_OUT_OF_MEMORY Worker exit "
        "detail: Task was killed due to the node running low on memory.",
        "another process on the node, outside the job, held the most host memory",
        rule="host-oom-node-shared",
        category="cluster",
    ),
    # The same kill where the job's own workers top the list stays Ray's memory monitor's (the job's use of memory).
    Case(
        "a-memory-kill-whose-top-memory-users-are-the-jobs-workers-is-not-the-nodes",
        "nemo-rl",
        "========================= Step 1/2 =========================\n"
        "ray.exceptions.OutOfMemoryError: Task was killed due to the node running low on memory.\n"
        "(raylet) Top 10 memory users:\n"
        "(raylet) PID\tMEM(GB)\tCOMMAND\n"
        "(raylet) 70311\t58.12\tray::MegatronPolicyWorker.__init__\n"
        "(raylet) 3311\t12.90\tpython -m sglang.launch_server --model-path /shared/ckpt/eval-32b\n",
        1,
        Verdict.BLOCKED,
        "ray.exceptions.OutOfMemoryError: Task was killed due to the node running low on memory.",
        "Ray's memory monitor killed a worker",
        rule="host-oom",
        category="ray",
    ),
    # A raylet that lost the cluster's GCS after training started: Ray's control plane went away, at any time.
    Case(
        "a-raylet-losing-the-gcs-after-training-started-is-rays",
        "nemo-rl",
        "========================= Step 1/2 =========================\n"
        "(raylet, ip=10.40.7.21) [2026-11-22 12:33:41,082 C 187 187] (raylet) gcs_rpc_client.h:151: Failed to "
        "connect to GCS within 60 seconds. GCS may have been killed. It's either GCS is terminated by `ray stop` or "
        "is killed unexpectedly.\n"
        "ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.\n"
        "The actor is dead because its owner has died. Owner Id: 01000000ffff Worker exit detail: Owner's node has "
        "crashed.\n",
        1,
        Verdict.BLOCKED,
        "Failed to connect to GCS within 60 seconds. GCS may have been killed. It's either GCS is terminated by "
        "`ray stop` or is killed unexpectedly.",
        "the cluster's GCS (the Ray head's control server) went away during the run",
        rule="ray-control-plane-lost",
        category="ray",
    ),
    # Hydra's hint closes the error report it printed: a signal after it is that error's consequence, and the memory
    # kill that error reports (its death detail) explains the collective timeouts of the peers.
    Case(
        "hydras-hint-after-an-error-report-is-not-what-a-later-signal-was-doing",
        "verl",
        "(raylet) [2026-11-27 23:27:41,906 E 8630 8630] (raylet) node_manager.cc:3069: 1 Workers (tasks / actors) "
        "killed due to memory pressure (OOM), 0 Workers crashed due to other reasons at node (ID: 4c7a19e0).\n"
        "Error executing job with overrides: ['trainer.total_training_steps=1']\n"
        "Traceback (most recent call last):\n"
        '  File "/workspace/verl/verl/trainer/main_ppo.py", line 96, in run_ppo\n'
        "    ray.get(runner.run.remote(config))\n"
        "ray.exceptions.RayActorError: The actor died unexpectedly before finishing this task.\n"
        "The actor is dead because its worker process has died. Worker exit type: NODE_OUT_OF_MEMORY Worker exit "
        "detail: Task was killed due to the node running low on memory.\n"
        "\n"
        "Set the environment variable HYDRA_FULL_ERROR=1 for a complete stack trace.\n"
        "(WorkerDict pid=9320) [rank0]:[E1127 23:37:42.118823015 ProcessGroupNCCL.cpp:632] [Rank 0] Watchdog caught "
        "collective operation timeout: WorkNCCL(SeqNum=3, OpType=BROADCAST, NumelIn=1, NumelOut=1, "
        "Timeout(ms)=600000) ran for 600046 milliseconds before timing out.\n"
        "*** SIGABRT received at time=1795909062 on cpu 41 ***\n",
        1,
        Verdict.BLOCKED,
        "The actor is dead because its worker process has died. Worker exit type: NODE_OUT_OF_MEMORY Worker exit "
        "detail: Task was killed due to the node running low on memory.",
        "Ray's memory monitor killed a worker",
    ),
    # A run that found no GPU after the shell found no nvidia-smi at all: the container was given none of the
    # driver's tools (the node's driver gone, or the GPU runtime not used); the shell's line says why.
    Case(
        "no-gpu-after-the-shell-found-no-nvidia-smi-is-explained-by-it",
        "verl",
        "+ nvidia-smi -L\n"
        "bash: line 12: nvidia-smi: command not found\n"
        "+ python3 -m verl.trainer.main_ppo trainer.n_gpus_per_node=8\n"
        "Traceback (most recent call last):\n"
        '  File "/workspace/verl/verl/single_controller/ray/base.py", line 211, in _check_resource_available\n'
        "ValueError: Total available GPUs 0 is less than total desired GPUs 8\n",
        1,
        Verdict.BLOCKED,
        "bash: line 12: nvidia-smi: command not found",
        "",
    ),
    # A runner note that the same command on Bridge main passed, giving its metrics (one of them named `... Error`
    # with its value): not a note that the base fails the same way; the failed check stays the change's.
    Case(
        "a-base-runs-metric-named-error-is-not-the-same-failure",
        "nemo-rl",
        NRL_OK
        + "│ FAIL   │ max(data[\"train/token_mult_prob_error\"]) < 1.05      │ 2.0139 │ condition evaluated to False "
        "│\n"
        "[bridge-validate] reference: same command on Bridge main (8e04b1c2f) -> max(train/token_mult_prob_error)"
        "=1.0112, Generation KL Error 0.0004/0.0006\n",
        1,
        Verdict.FAIL,
        "│ FAIL   │ max(data[\"train/token_mult_prob_error\"]) < 1.05      │ 2.0139 │ condition evaluated to False │",
        "",
    ),
    # NCCL's INFO trace under the WARN it explains is not what a crashing process was doing: the WARN says, and NCCL's
    # shared-memory segment that did not fit in /dev/shm is the container's.
    Case(
        "nccls-info-trace-is-not-what-a-bus-error-was-doing-and-its-shm-segment-is-the-containers",
        "verl",
        "(WorkerDict pid=22413) gpu-b-12:22413:23060 [3] misc/shmutils.cc:87 NCCL WARN Error: failed to extend "
        "/dev/shm/nccl-Xq2f1B to 9637892 bytes, error: No space left on device (28)\n"
        "(WorkerDict pid=22413) gpu-b-12:22413:23060 [3] NCCL INFO proxy.cc:1394 -> 2\n"
        "(WorkerDict pid=22413) Fatal Python error: Bus error\n"
        "(WorkerDict pid=22410) [rank0]:[E1128 13:52:07.611274093 ProcessGroupNCCL.cpp:616] [Rank 0] Watchdog caught "
        "collective operation timeout: WorkNCCL(SeqNum=4, OpType=BROADCAST, NumelIn=262668288, NumelOut=262668288, "
        "Timeout(ms)=600000) ran for 600062 milliseconds before timing out.\n",
        1,
        Verdict.BLOCKED,
        "Error: failed to extend /dev/shm/nccl-Xq2f1B to 9637892 bytes, error: No space left on device (28)",
        "a shared-memory segment of torch's or NCCL's did not fit",
        rule="shared-memory-segment-full",
        category="container",
    ),
    # A peer's connection closing under a collective after Ray's memory monitor killed a worker: the killed peer,
    # in the raylet's own words when no process gave an account of the death.
    Case(
        "a-peer-connection-closed-after-a-memory-kill-is-the-kill",
        "verl",
        "(raylet) [2026-11-27 19:02:44,118 E 92001 92001] (raylet) node_manager.cc:3193: 1 Workers (tasks / actors) "
        "killed due to memory pressure (OOM), 0 Workers crashed due to other reasons at node (ID: 0c77ab).\n"
        "(raylet) Task was killed due to the node running low on memory.\n"
        "(WorkerDict pid=92510) Traceback (most recent call last):\n"
        '(WorkerDict pid=92510)   File "/opt/venv/lib/python3.12/site-packages/torch/distributed/distributed_c10d.py'
        '", line 4186, in scatter\n'
        "(WorkerDict pid=92510) RuntimeError: [/opt/pytorch/pytorch/third_party/gloo/gloo/transport/tcp/pair.cc:534] "
        "Connection closed by peer [10.0.2.12]:23107\n",
        1,
        Verdict.BLOCKED,
        "Task was killed due to the node running low on memory.",
        "(Task was killed due to the node running low on memory.)",
    ),
    # make stopping on its own account while Megatron-Core builds its helpers: the build's inputs were not there.
    Case(
        "make-stopping-for-want-of-a-makefile-is-what-broke-the-build",
        "nemo-rl",
        "(MegatronPolicyWorker pid=62744) make: Entering directory '/opt/venv/lib/python3.13/site-packages/megatron/"
        "core/datasets'\n"
        "(MegatronPolicyWorker pid=62744) make: *** No targets specified and no makefile found.  Stop.\n"
        "(MegatronPolicyWorker pid=62744) ERROR:megatron.core.datasets.utils:Failed to compile the C++ dataset "
        "helper functions\n"
        "(MegatronPolicyWorker pid=62744) SystemExit: 1\n",
        1,
        Verdict.BLOCKED,
        "make: *** No targets specified and no makefile found.  Stop.",
        "",
        category="container",
    ),
    # Fewer GPUs than the job asked for, after the node's kernel log reported a GPU failing in hardware: the device
    # plugin took that GPU out, the kernel's line says why the node came up short.
    Case(
        "a-gpu-shortfall-after-a-gpu-fault-xid-is-explained-by-the-xid",
        "verl",
        "+ dmesg --ctime --level=err,warn\n"
        "[Sat Nov 28 13:02:41 2026] NVRM: Xid (PCI:0000:9d:00): 94, pid=2211874, name=python3, Contained: CE User "
        "Channel (0x9). RST: No, D-RST: No\n"
        "+ python3 -m verl.trainer.main_ppo trainer.n_gpus_per_node=8\n"
        "Traceback (most recent call last):\n"
        '  File "/workspace/verl/verl/trainer/ppo/ray_trainer.py", line 171, in _check_resource_available\n'
        "ValueError: Total available GPUs 7.0 is less than total desired GPUs 8\n",
        1,
        Verdict.BLOCKED,
        "NVRM: Xid (PCI:0000:9d:00): 94, pid=2211874, name=python3, Contained: CE User Channel (0x9). RST: No, "
        "D-RST: No",
        "",
        category="cluster",
    ),
    # ... and Slurm's report that the job's step never started on its second node: that node's GPUs never joined.
    Case(
        "a-gpu-shortfall-after-slurm-lost-a-nodes-step-is-explained-by-slurm",
        "verl",
        "+ srun --nodes=2 --ntasks-per-node=1 ray start --block\n"
        "srun: error: slurm_receive_msgs: [[hpc-h100-018]:6818] failed: Socket timed out on send/recv operation\n"
        "+ python3 -m verl.trainer.main_ppo trainer.nnodes=2 trainer.n_gpus_per_node=2\n"
        "Traceback (most recent call last):\n"
        '  File "/workspace/verl/verl/trainer/ppo/ray_trainer.py", line 171, in _check_resource_available\n'
        "ValueError: Total available GPUs 2 is less than total desired GPUs 4\n",
        1,
        Verdict.BLOCKED,
        "srun: error: slurm_receive_msgs: [[hpc-h100-018]:6818] failed: Socket timed out on send/recv operation",
        "",
        category="cluster",
    ),
    # ... and an Xid an application causes (13: a kernel's bad access) is not a GPU taken out: the shortfall stays.
    Case(
        "a-gpu-shortfall-after-an-applications-xid-stays-the-shortfall",
        "verl",
        "[Sat Nov 28 13:02:41 2026] NVRM: Xid (PCI:0000:9d:00): 13, pid=2211874, name=python3, Graphics SM Warp "
        "Exception on (GPC 0, TPC 0, SM 0): Out Of Range Address\n"
        "Traceback (most recent call last):\n"
        '  File "/workspace/verl/verl/trainer/ppo/ray_trainer.py", line 171, in _check_resource_available\n'
        "ValueError: Total available GPUs 7.0 is less than total desired GPUs 8\n",
        1,
        Verdict.BLOCKED,
        "ValueError: Total available GPUs 7.0 is less than total desired GPUs 8",
        "",
        category="cluster",
    ),
    # A unit test that failed with only pytest's short summary to say how (no long report), before the functional
    # the script ran next failed too: the test's failure came first.
    Case(
        "a-failed-tests-summary-line-before-a-later-failure-is-the-first-failure",
        "nemo-rl",
        "+ uv run pytest -q tests/unit/models/megatron/test_megatron_data.py -k packed\n"
        ".........F..                                                             [100%]\n"
        "FAILED tests/unit/models/megatron/test_megatron_data.py::test_pack_sequences_pad_multiple_tp2_sp - "
        "AssertionError: packed length 1021 is not a multiple of 2\n"
        "1 failed, 11 passed, 204 deselected in 24.13s\n"
        "+ uv run bash tests/functional/grpo_megatron.sh\n"
        "(MegatronPolicyWorker pid=33410) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=33410)   File "/workspace/Megatron-Bridge/3rdparty/Megatron-LM/megatron/core/'
        'tensor_parallel/mappings.py", line 146, in _reduce_scatter_along_first_dim\n'
        "(MegatronPolicyWorker pid=33410) AssertionError: First dimension of the tensor should be divisible by tensor "
        "parallel size\n",
        1,
        Verdict.FAIL,
        "AssertionError: packed length 1021 is not a multiple of 2",
        "",
    ),
    # An exception that ended an experiment logger's upload thread (Python's `Exception in thread ...:`, no frame of
    # the run's code) in a run that trained its steps and exited 0: the thread died, the loop never saw it.
    Case(
        "an-exception-that-ended-a-librarys-thread-is-not-an-error-every-step-caught",
        "verl",
        "+ VANILLA_MBRIDGE=False\n"
        "(TaskRunner pid=8120) wandb: Network error (ReadTimeout), entering retry loop.\n"
        "Training Progress:   0%|          | 0/1 [00:00<?, ?it/s]\n"
        "(TaskRunner pid=8120) Exception in thread Thread-7 (_thread_body):\n"
        "(TaskRunner pid=8120) Traceback (most recent call last):\n"
        '(TaskRunner pid=8120)   File "/usr/lib/python3.12/threading.py", line 1075, in _bootstrap_inner\n'
        "(TaskRunner pid=8120)     self.run()\n"
        '(TaskRunner pid=8120)   File "/usr/local/lib/python3.12/dist-packages/wandb/sdk/internal/file_stream.py", '
        "line 271, in _handle_response\n"
        "(TaskRunner pid=8120)     raise response\n"
        "(TaskRunner pid=8120) requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.wandb.ai', port=443): "
        "Read timed out. (read timeout=180.0)\n"
        "(TaskRunner pid=8120) step:1 - global_seqlen/mean:5874.0 - actor/pg_loss:-0.0071 - actor/grad_norm:0.297 - "
        "critic/vf_loss:1.214\n"
        "Training Progress: 100%|██████████| 1/1 [01:02<00:00, 62.75s/it]\n",
        0,
        Verdict.PASS,
        None,
        "",
    ),
    # ... but the same thread death with a frame of the Bridge's in it is the Bridge's code failing every step.
    Case(
        "an-exception-that-ended-a-thread-in-bridge-code-every-step-stays-the-runs",
        "verl",
        "+ VANILLA_MBRIDGE=False\n"
        "Training Progress:   0%|          | 0/1 [00:00<?, ?it/s]\n"
        "(TaskRunner pid=8120) Exception in thread Thread-7 (_save):\n"
        "(TaskRunner pid=8120) Traceback (most recent call last):\n"
        '(TaskRunner pid=8120)   File "/usr/lib/python3.12/threading.py", line 1075, in _bootstrap_inner\n'
        "(TaskRunner pid=8120)     self.run()\n"
        f'(TaskRunner pid=8120)   File "{BRIDGE}/src/megatron/bridge/training/checkpointing.py", line 88, in _save\n'

        "(TaskRunner pid=8120)     raise KeyError(name)\n"
        "(TaskRunner pid=8120) KeyError: 'decoder.layers.0.mlp'\n"
        "(TaskRunner pid=8120) step:1 - global_seqlen/mean:5874.0 - actor/pg_loss:-0.0071 - actor/grad_norm:0.297 - "
        "critic/vf_loss:1.214\n"
        "Training Progress: 100%|██████████| 1/1 [01:02<00:00, 62.75s/it]\n",
        0,
        Verdict.FAIL,
        "KeyError: 'decoder.layers.0.mlp'",
        "every training step logged an error",
        rule="errors-in-every-step",
    ),
    # A kernel launch failing mid-run while nvidia-smi in the same job cannot reach the driver: the container lost
    # its GPUs, and NVML's line says so.
    Case(
        "an-unspecified-launch-failure-while-nvml-cannot-reach-the-driver-is-the-driver",
        "nemo-rl",
        "========================= Step 1/2 =========================\n"
        "▶ Generating responses for batch of size 8...\n"
        "(VllmGenerationWorker pid=2241) ERROR 11-28 09:14:41 [core.py:586] Traceback (most recent call last):\n"
        '(VllmGenerationWorker pid=2241) ERROR 11-28 09:14:41 [core.py:586]   File "/opt/vllm/vllm/v1/engine/'
        'core.py", line 577, in run_engine_core\n'
        "(VllmGenerationWorker pid=2241) ERROR 11-28 09:14:41 [core.py:586] RuntimeError: CUDA error: unspecified "
        "launch failure\n"
        "+ nvidia-smi\n"
        "Failed to initialize NVML: Unknown Error\n",
        1,
        Verdict.BLOCKED,
        "Failed to initialize NVML: Unknown Error",
        "",
        category="cluster",
    ),
    # An NCCL process group refused for want of GPUs, with no nvidia-smi line: torch's own warning, from the worker
    # that failed (not the first one in the log, another process's), says why CUDA found no device.
    Case(
        "no-gpus-for-an-nccl-group-is-explained-by-torchs-cuda-initialization-warning",
        "verl",
        "+ pytest -q tests/unit_tests/models\n"
        "  /usr/local/lib/python3.12/dist-packages/torch/cuda/__init__.py:182: UserWarning: CUDA initialization: "
        "CUDA driver initialization failed, you might not have a CUDA gpu.\n"
        "+ python3 -m verl.trainer.main_ppo --config-name ppo_megatron_trainer\n"
        "(WorkerDict pid=62418) /workspace/verl/.venv/lib/python3.12/site-packages/torch/cuda/__init__.py:182: "
        "UserWarning: CUDA initialization: The NVIDIA driver on your system is too old (found version 12040).\n"
        "(WorkerDict pid=62418)   File \"/workspace/verl/verl/workers/megatron_workers.py\", line 240, in __init__\n"
        "(WorkerDict pid=62418)     torch.distributed.init_process_group(backend=\"nccl\")\n"
        "(WorkerDict pid=62418) ValueError: ProcessGroupNCCL is only supported with GPUs, no GPUs found!\n",
        1,
        Verdict.BLOCKED,
        "/workspace/verl/.venv/lib/python3.12/site-packages/torch/cuda/__init__.py:182: UserWarning: CUDA "
        "initialization: The NVIDIA driver on your system is too old (found version 12040).",
        "",
        category="container",
    ),
    # A compiler's own process killed while the image built a package (nvcc's cicc, gcc's cc1plus): the build ran
    # out of memory, the killed compiler is what broke it.
    Case(
        "a-compiler-killed-by-signal-9-is-what-broke-the-build",
        "verl",
        "+ uv sync --frozen --all-packages --extra megatron\n"
        "  × Failed to build `transformer-engine-torch==2.6.0`\n"
        "  ├─▶ The build backend returned an error\n"
        "  ╰─▶ Call to `setuptools.build_meta.build_wheel` failed (exit status: 1)\n"
        "\n"
        "      [stdout]\n"
        "      [2/58] Building CUDA object CMakeFiles/transformer_engine.dir/activation/gelu.cu.o\n"
        "      FAILED: CMakeFiles/transformer_engine.dir/fused_attn/fused_attn_fp8.cu.o\n"
        "      nvcc error   : 'cicc' died due to signal 9 (Kill signal)\n"
        "      ninja: build stopped: subcommand failed.\n"
        "\n"
        "      [stderr]\n"
        "      Traceback (most recent call last):\n"
        '        File "/root/.cache/uv/sdists-v9/.tmpQ3x1/build_tools/build_ext.py", line 115, in _build_cmake\n'
        "      RuntimeError: Error when running CMake: Command '['/usr/bin/cmake', '--build', 'build/cmake']' "
        "returned non-zero exit status 1.\n",
        1,
        Verdict.BLOCKED,
        "nvcc error   : 'cicc' died due to signal 9 (Kill signal)",
        "",
        category="container",
    ),
    # A wait for the job's workers that gave up (ray.get's timeout) after the raylet reported worker processes still
    # hanging as they started: the workers never came up, the raylet's report says so.
    Case(
        "a-wait-that-gave-up-on-workers-the-raylet-saw-hanging-at-start-is-the-hang",
        "nemo-rl",
        "(raylet) [2026-11-28 10:02:11,512 W 3811 3811] (raylet) node_manager.cc:3096: Some workers of the worker "
        "process(31402) have not registered within the timeout. The process is still alive, probably it's hanging "
        "during start.\n"
        "Traceback (most recent call last):\n"
        '  File "/opt/nemo-rl/nemo_rl/distributed/worker_groups.py", line 672, in _create_workers_from_bundle_indices\n'
        "    ray.get(w.__ray_ready__.remote(), timeout=600)\n"
        "ray.exceptions.GetTimeoutError: Get timed out: some object(s) not ready.\n",
        1,
        Verdict.BLOCKED,
        "Some workers of the worker process(31402) have not registered within the timeout. The process is still "
        "alive, probably it's hanging during start.",
        "the job's Ray workers never started",
        rule="workers-never-registered",
        category="ray",
    ),
    # Ranks that gave up waiting at their rendezvous store for peers whose Ray workers the raylet saw hanging at
    # start: the peers never came up, the raylet's report says why the store waited.
    Case(
        "a-rendezvous-that-waited-for-workers-the-raylet-saw-hanging-at-start-is-the-hang",
        "nemo-rl",
        "(raylet, ip=10.0.0.3) [2026-11-28 10:02:11,512 E 3811 3811] (raylet) worker_pool.cc:586: Some workers of "
        "the worker process(31402) have not registered within the timeout. The process is still alive, probably "
        "it's hanging during start.\n"
        "(MegatronPolicyWorker pid=7) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=7)   File "/opt/nemo-rl/nemo_rl/models/megatron/setup.py", line 88, in '
        "initialize\n"
        "(MegatronPolicyWorker pid=7)     torch.distributed.init_process_group(backend='nccl')\n"
        "(MegatronPolicyWorker pid=7) torch.distributed.DistStoreError: Timed out after 601 seconds waiting for "
        "clients. 14/16 clients joined.\n",
        1,
        Verdict.BLOCKED,
        "Some workers of the worker process(31402) have not registered within the timeout. The process is still "
        "alive, probably it's hanging during start.",
        "",
        category="ray",
    ),
    # A module the job could not import after its own pip install of that package failed (the disk full): pip's
    # error says why the package is not there.
    Case(
        "a-module-missing-after-its-pip-install-failed-is-the-installs-failure",
        "verl",
        "+ python -m pip install --extra-index-url https://pypi.nvidia.com nvidia-modelopt\n"
        "Collecting nvidia-modelopt\n"
        "ERROR: Could not install packages due to an OSError: [Errno 28] No space left on device\n"
        + _MODELOPT_NOT_IMPORTED,
        1,
        Verdict.BLOCKED,
        "ERROR: Could not install packages due to an OSError: [Errno 28] No space left on device",
        "",
        category="disk",
    ),
    # ... but a failed install of another package does not explain it: the module stays what is missing.
    Case(
        "a-module-missing-after-another-packages-install-failed-stays-missing",
        "verl",
        "+ python -m pip install flash-attn\n"
        "ERROR: Could not install packages due to an OSError: [Errno 28] No space left on device\n"
        + _MODELOPT_NOT_IMPORTED,
        1,
        Verdict.BLOCKED,
        "ModuleNotFoundError: No module named 'modelopt'",
        "",
        category="dependency",
    ),
    # A Ray worker whose core worker was shut down under it, after the raylet said it lost the cluster's GCS: the
    # control plane went away, the raylet's line says so.
    Case(
        "a-core-worker-shut-down-after-the-raylet-lost-the-gcs-is-the-gcs-loss",
        "verl",
        "(raylet) [2026-11-28 18:52:21,904 E 19632 19664] gcs_rpc_client.h:552: Failed to connect to GCS within 60 "
        "seconds. GCS may have been killed. It's either GCS is terminated by `ray stop` or is killed unexpectedly.\n"
        "(WorkerDict pid=21093) [2026-11-28 18:52:22,311 C 21093 21187] core_worker.cc:911: The core worker has "
        "already been shutdown. This happens when the language frontend accesses the Ray's worker after it is "
        "shutdown. The process will exit\n",
        1,
        Verdict.BLOCKED,
        "Failed to connect to GCS within 60 seconds. GCS may have been killed. It's either GCS is terminated by `ray "
        "stop` or is killed unexpectedly.",
        "",
        category="ray",
    ),
    # Older TE's wording of no attention backend, where its debug line says the installed cuDNN is too old.
    Case(
        "older-tes-no-attention-support-for-want-of-a-newer-cudnn-is-a-dependency",
        "verl",
        "(WorkerDict pid=8) [DotProductAttention]: Disabling FusedAttention as FP8 attention on sm100 requires cuDNN "
        "9.14+ (found 9.10.2)\n"
        "(WorkerDict pid=8) Traceback (most recent call last):\n"
        '(WorkerDict pid=8)   File "/usr/local/lib/python3.12/dist-packages/transformer_engine/pytorch/attention/'
        'dot_product_attention/dot_product_attention.py", line 1320, in forward\n'
        "(WorkerDict pid=8) ValueError: No dot product attention support for the provided inputs!\n",
        1,
        Verdict.BLOCKED,
        "ValueError: No dot product attention support for the provided inputs!",
        "an installed library (cuDNN, flash-attn) is older than these inputs need",
        rule="attention-backend-needs-newer-library",
        category="dependency",
    ),
    # apt's `E:` after a source it could not fetch: the fetch's reason (a name that does not resolve) says why.
    Case(
        "a-package-apt-cannot-locate-after-its-index-fetch-failed-is-the-fetchs-reason",
        "nemo-rl",
        "+ apt-get update\n"
        "Err:1 http://archive.ubuntu.com/ubuntu noble InRelease\n"
        "  Temporary failure resolving 'archive.ubuntu.com'\n"
        "Reading package lists... Done\n"
        "W: Some index files failed to download. They have been ignored, or old ones used instead.\n"
        "+ apt-get install -y --no-install-recommends ffmpeg\n"
        "E: Unable to locate package ffmpeg\n"
        "+ exit 100\n",
        100,
        Verdict.BLOCKED,
        "Temporary failure resolving 'archive.ubuntu.com'",
        "the job could not reach a host it needs while setting up",
        rule="network-unreachable",
        category="network",
    ),
    # Megatron-Core compiling its dataset helpers at start-up, then exiting: what make said broke the build.
    Case(
        "megatron-cores-dataset-helper-build-failing-is-what-broke-it",
        "nemo-rl",
        "(MegatronPolicyWorker pid=48211) > compiling dataset index builder ...\n"
        "(MegatronPolicyWorker pid=48211) make: Entering directory '/workspace/Megatron-Bridge/3rdparty/Megatron-LM/"
        "megatron/core/datasets'\n"
        "(MegatronPolicyWorker pid=48211) make: python3-config: No such file or directory\n"
        "(MegatronPolicyWorker pid=48211) g++ -O3 -Wall -shared -std=c++17 -fPIC helpers.cpp -o helpers_cpp\n"
        "(MegatronPolicyWorker pid=48211) ERROR:megatron.core.datasets.utils:Failed to compile the C++ dataset "
        "helper functions\n"
        "(MegatronPolicyWorker pid=48211) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=48211)   File "/workspace/Megatron-Bridge/3rdparty/Megatron-LM/megatron/core/'
        'datasets/utils.py", line 31, in compile_helpers\n'
        "(MegatronPolicyWorker pid=48211)     sys.exit(1)\n"
        "(MegatronPolicyWorker pid=48211) SystemExit: 1\n",
        1,
        Verdict.BLOCKED,
        "make: python3-config: No such file or directory",
        "",
        category="container",
    ),
    # The downstream's own validation refusing settings that must go together, before any step: the job's settings.
    Case(
        "the-downstream-refusing-settings-that-must-match-is-the-jobs-settings",
        "nemo-rl",
        "Traceback (most recent call last):\n"
        '  File "/workspace/nemo-rl/nemo_rl/algorithms/grpo.py", line 311, in setup\n'
        '  File "/workspace/nemo-rl/nemo_rl/algorithms/loss_functions.py", line 74, in validate\n'
        "ValueError: loss_fn.reference_policy_kl_type (k3) must match the reference model's logprob mode (k1) when "
        "the reference is shared\n",
        1,
        Verdict.BLOCKED,
        "ValueError: loss_fn.reference_policy_kl_type (k3) must match the reference model's logprob mode (k1) when "
        "the reference is shared",
        "refused settings of the job that do not go together",
        rule="downstream-refused-the-layout",
        category="job-config",
    ),
    # A linker naming the symbol nothing defines, in a build's output under the installer's report: what broke it.
    Case(
        "a-linkers-undefined-reference-is-what-broke-the-build",
        "nemo-rl",
        "  × Failed to build `grouped-gemm==1.1.4`\n"
        "  ╰─▶ The build backend returned an error\n"
        "      [stderr]\n"
        "      [5/5] c++ build/temp/csrc/ops.o -shared -lcudart -o grouped_gemm_backend.so\n"
        "      /usr/bin/ld: build/temp/csrc/grouped_gemm.o: undefined reference to `cublasGemmGroupedBatchedEx'\n"
        "      collect2: error: ld returned 1 exit status\n"
        "      RuntimeError: Error compiling objects for extension\n",
        1,
        Verdict.BLOCKED,
        "/usr/bin/ld: build/temp/csrc/grouped_gemm.o: undefined reference to `cublasGemmGroupedBatchedEx'",
        "",
        category="container",
    ),
    # The node's driver installer failing to load its module explains nvidia-smi finding no driver: the cluster.
    Case(
        "a-driver-installer-that-could-not-load-its-module-is-the-node",
        "verl",
        "+ nvidia-smi\n"
        "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest "
        "NVIDIA driver is installed and running.\n"
        "+ kubectl -n gpu-operator logs nvidia-driver-daemonset-x1 --tail=5\n"
        "Installing NVIDIA driver kernel modules...\n"
        "ERROR: Unable to load the kernel module 'nvidia.ko'.  The module is built for another kernel.\n"
        "ERROR: Installation has failed.\n",
        1,
        Verdict.BLOCKED,
        "ERROR: Unable to load the kernel module 'nvidia.ko'.  The module is built for another kernel.",
        "the node's NVIDIA driver is not loaded",
        rule="node-driver-not-loaded",
        category="cluster",
    ),
    # nvidia-smi finding no device on the driver explains a run that found no GPU: its line is quoted, not the
    # trainer's count that followed from it.
    Case(
        "nvidia-smi-finding-no-device-explains-a-run-that-found-no-gpu",
        "verl",
        "+ nvidia-smi -L\n"
        "No devices were found\n"
        "+ python3 -m verl.trainer.main_ppo trainer.n_gpus_per_node=8\n"
        "Traceback (most recent call last):\n"
        '  File "/workspace/verl/verl/single_controller/ray/base.py", line 412, in _check_resource_available\n'
        "ValueError: Total available GPUs 0 is less than total desired GPUs 8\n",
        1,
        Verdict.BLOCKED,
        "No devices were found",
        "",
        category="cluster",
    ),
    # ... and so does an NGC image's entrypoint refusing the host's driver as older than the one it was built for.
    Case(
        "an-image-built-for-a-newer-driver-explains-a-run-that-found-no-gpu",
        "verl",
        "ERROR: This container was built for NVIDIA Driver Release 575.51 or later, but\n"
        "       version 535.161.08 was detected and compatibility mode is UNAVAILABLE.\n"
        "+ python3 -m verl.trainer.main_ppo trainer.n_gpus_per_node=2\n"
        "Traceback (most recent call last):\n"
        '  File "/workspace/verl/verl/single_controller/ray/base.py", line 412, in _check_resource_available\n'
        "ValueError: Total available GPUs 0 is less than total desired GPUs 2.\n",
        1,
        Verdict.BLOCKED,
        "ERROR: This container was built for NVIDIA Driver Release 575.51 or later, but",
        "",
    ),
    # `python -m` not finding the downstream framework the job runs: its program never started; the job's
    # container lacks (or hides) the framework.
    Case(
        "python-m-not-finding-the-downstream-framework-is-the-container",
        "nemo-rl",
        "+ python3 -m nemo_rl.algorithms.grpo --config grpo.yaml\n"
        "/opt/venv/bin/python3: Error while finding module specification for 'nemo_rl.algorithms.grpo' "
        "(ModuleNotFoundError: No module named 'nemo_rl')\n"
        "+ exit 1\n",
        1,
        Verdict.BLOCKED,
        "/opt/venv/bin/python3: Error while finding module specification for 'nemo_rl.algorithms.grpo' "
        "(ModuleNotFoundError: No module named 'nemo_rl')",
        "the downstream framework is not importable where the job runs",
        rule="downstream-not-importable",
        category="container",
    ),
    # A crash dump with both the signal handler's line and faulthandler's: faulthandler's is quoted.
    Case(
        "faulthandlers-line-speaks-for-a-crash-dump",
        "verl",
        "step:1 - actor/pg_loss:0.01 - training/global_step:1\n"
        "(WorkerDict pid=70) *** SIGSEGV received at time=1795683172 on cpu 3 ***\n"
        "(WorkerDict pid=70) PC: @     0x7f2e2f4a39fc  (unknown)  (unknown)\n"
        "(WorkerDict pid=70)     @     0x7f2e2f44f520  (unknown)  (unknown)\n"
        "(WorkerDict pid=70) Fatal Python error: Segmentation fault\n"
        "(WorkerDict pid=70) \n"
        "(WorkerDict pid=70) Thread 0x00007f2e (most recent call first):\n",
        1,
        Verdict.FAIL,
        "Fatal Python error: Segmentation fault",
        "",
    ),
    # The node's kubelet not creating the job's pod (kubectl describe's event): the node's runtime setup, whatever
    # the job's own timeout said after it.
    Case(
        "a-pod-the-kubelet-could-not-create-is-the-nodes",
        "nemo-rl",
        "Events:\n"
        "  Type     Reason                  Age   From     Message\n"
        "  Warning  FailedCreatePodSandBox  90s   kubelet  Failed to create pod sandbox: rpc error: code = Unknown "
        "desc = failed to setup network for sandbox: plugin type=\"calico\" failed (add): connection is unauthorized\n"
        "Traceback (most recent call last):\n"
        '  File "/workspace/nemo-rl/nemo_rl/distributed/virtual_cluster.py", line 201, in _init_placement_groups\n'
        "TimeoutError: timed out waiting for 16 GPUs, cluster has 8\n",
        1,
        Verdict.BLOCKED,
        "Failed to create pod sandbox: rpc error: code = Unknown desc = failed to setup network for sandbox: plugin "
        "type=\"calico\" failed (add): connection is unauthorized",
        "the node could not create or keep the job's pod",
        rule="node-refused-the-pod",
        category="cluster",
    ),
    # A pod the kubelet evicted because the node ran low on disk: the node's resources.
    Case(
        "a-pod-evicted-for-the-nodes-resources-is-the-nodes",
        "verl",
        "+ kubectl describe pod verl-head-0 | tail -2\n"
        "  Warning  Evicted  2m  kubelet  The node was low on resource: ephemeral-storage. Threshold quantity: "
        "10Gi, available: 2Gi.\n"
        "[runner] exit 1\n",
        1,
        Verdict.BLOCKED,
        "The node was low on resource: ephemeral-storage. Threshold quantity: 10Gi, available: 2Gi.",
        "the node could not create or keep the job's pod",
        rule="node-refused-the-pod",
        category="cluster",
    ),
    # CUDA's "named symbol not found" from a library the image put first on the loader path: a kernel the loaded
    # module lacks, as "invalid device function" is; the image's native libraries.
    Case(
        "a-kernel-the-loaded-library-lacks-is-the-containers",
        "verl",
        "(WorkerDict pid=41) node7:41:88 [2] init.cc:1790 NCCL WARN Cuda failure 'named symbol not found'\n"
        "(WorkerDict pid=41) Traceback (most recent call last):\n"
        '(WorkerDict pid=41)   File "/usr/local/lib/python3.11/dist-packages/torch/distributed/distributed_c10d.py", '
        "line 2800, in all_reduce\n"
        "(WorkerDict pid=41) torch.distributed.DistBackendError: NCCL error in: ProcessGroupNCCL.cpp:3100, unhandled "
        "cuda error (run with NCCL_DEBUG=INFO for details), NCCL version 2.19.3\n",
        1,
        Verdict.BLOCKED,
        "Cuda failure 'named symbol not found'",
        "a native library of the container does not match",
        rule="container-abi",
        category="container",
    ),
    # TRT-LLM as the rollout engine: its executor failing to start before the first step is the engine's setup,
    # as vLLM's or SGLang's would be.
    Case(
        "a-trtllm-rollout-engine-that-cannot-start-is-the-engines",
        "verl",
        "(TRTLLMServer pid=80) Traceback (most recent call last):\n"
        '(TRTLLMServer pid=80)   File "/usr/local/lib/python3.12/dist-packages/tensorrt_llm/executor/worker.py", '
        "line 210, in __init__\n"
        "(TRTLLMServer pid=80) RuntimeError: Executor creation failed: not enough memory for the requested "
        "max_num_tokens\n",
        1,
        Verdict.BLOCKED,
        "RuntimeError: Executor creation failed: not enough memory for the requested max_num_tokens",
        "the rollout engine (vLLM, SGLang or TRT-LLM) failed before the first training step",
        rule="vllm-engine-setup",
        category="vllm",
    ),
    # An error the experiment tracker's client raised while the job set it up (here a value its server will not
    # keep): the job's tracker settings, before any model.
    Case(
        "an-experiment-tracker-failing-at-setup-is-the-jobs-settings",
        "nemo-rl",
        "\u25b6 Setting up data...\n"
        "Traceback (most recent call last):\n"
        '  File "/opt/nemo-rl/nemo_rl/utils/logger.py", line 420, in __init__\n'
        "    self.run = wandb.init(**cfg)\n"
        '  File "/opt/nemo_rl_venv/lib/python3.12/site-packages/wandb/sdk/wandb_init.py", line 1200, in init\n'
        "    raise ValueError(msg)\n"
        "ValueError: invalid project name 'grpo/qwen3 smoke': cannot contain characters '/,\\\\,#,?,%,:'\n",
        1,
        Verdict.BLOCKED,
        "ValueError: invalid project name 'grpo/qwen3 smoke': cannot contain characters '/,\\\\,#,?,%,:'",
        "the run's experiment tracker failed while the job set it up",
        rule="run-tracker-failed",
        category="job-config",
    ),
    # pip refusing to install into the image's system interpreter (PEP 668): the container; pip's diagnostic names
    # its error on the first line, the `×` headline under it says it again.
    Case(
        "an-interpreter-that-refuses-installs-is-the-containers",
        "nemo-rl",
        "+ python3 -m pip install -q nvidia-resiliency-ext\n"
        "error: externally-managed-environment\n"
        "\n"
        "\u00d7 This environment is externally managed\n"
        "\u2570\u2500> To install Python packages system-wide, try apt install\n"
        "    python3-xyz, where xyz is the package you are trying to install.\n"
        "note: If you believe this is a mistake, please contact your Python installation or OS distribution "
        "provider.\n",
        1,
        Verdict.BLOCKED,
        "error: externally-managed-environment",
        "the image's system interpreter refuses package installs",
        rule="interpreter-externally-managed",
        category="container",
    ),
    # Ray's fatal check, as newer Ray prints it: its "unexpected system state ... a bug in Ray" preamble first.
    Case(
        "a-ray-check-with-rays-bug-preamble-is-rays-crash",
        "verl",
        "(TaskRunner pid=51) [2026-12-10 10:14:31,552 C 51 53] reference_counter.cc:1269:  An unexpected system "
        "state has occurred. You have likely discovered a bug in Ray. Check failed: inserted\n"
        "(TaskRunner pid=51) *** StackTrace Information ***\n",
        1,
        Verdict.BLOCKED,
        "An unexpected system state has occurred. You have likely discovered a bug in Ray. Check failed: inserted",
        "a Ray process aborted on its own internal check",
        rule="ray-process-fatal",
        category="ray",
    ),
    # The kubelet evicting the pod for a memory-backed volume over its sizeLimit (kubectl get events' table form):
    # the pod spec's sizing, quoted without the table's columns.
    Case(
        "a-pod-evicted-for-a-volume-over-its-limit-is-the-containers",
        "verl",
        "(WorkerDict pid=3) AutoBridge: building GPTModelProvider via Qwen3Bridge\n"
        "+ kubectl get events -n ci --field-selector involvedObject.name=bv-1\n"
        "LAST SEEN   TYPE      REASON      OBJECT       MESSAGE\n"
        '44s         Warning   Evicted     pod/bv-1     Usage of EmptyDir volume "dshm" exceeds the limit "8Gi".\n'
        "44s         Normal    Killing     pod/bv-1     Stopping container verl\n",
        137,
        Verdict.BLOCKED,
        'Usage of EmptyDir volume "dshm" exceeds the limit "8Gi".',
        "outgrew the pod spec's limit",
        rule="pod-volume-over-limit",
        category="container",
    ),
    # A container whose nvidia-smi finds no NVML library, then a run that finds no GPU: nvidia-smi's line says why.
    Case(
        "no-gpus-after-nvidia-smi-found-no-driver-library-is-the-containers",
        "verl",
        "+ nvidia-smi -L\n"
        "NVIDIA-SMI couldn't find libnvidia-ml.so library in your system. Please make sure that the NVIDIA Display "
        "Driver is properly installed and present in your system.\n"
        "(TaskRunner pid=30) Traceback (most recent call last):\n"
        '(TaskRunner pid=30)   File "/workspace/verl/verl/single_controller/ray/base.py", line 200, in check\n'
        "(TaskRunner pid=30)     raise ValueError(msg)\n"
        "(TaskRunner pid=30) ValueError: Total available GPUs 0 is less than total desired GPUs 8\n",
        1,
        Verdict.BLOCKED,
        "NVIDIA-SMI couldn't find libnvidia-ml.so library in your system. Please make sure that the NVIDIA Display "
        "Driver is properly installed and present in your system.",
        "the job's container has no GPU driver library",
        rule="container-lacks-driver-library",
        category="container",
    ),
    # A collective timeout while the node's kernel log (read after the job) shows the GPU's firmware not answering:
    # the driver's Xid explains why the rank on that GPU stopped.
    Case(
        "a-collective-timeout-beside-a-gpu-fault-xid-is-the-machines",
        "nemo-rl",
        "(MegatronPolicyWorker pid=4) [rank0]:[E1209 11:51:50.118 ProcessGroupNCCL.cpp:632] [Rank 0] Watchdog caught "
        "collective operation timeout: WorkNCCL(SeqNum=11, OpType=ALLREDUCE, NumelIn=4, NumelOut=4, "
        "Timeout(ms)=600000) ran for 600052 milliseconds before timing out.\n"
        "+ dmesg -T | grep -E 'NVRM|Xid'\n"
        "[Wed Dec  9 11:41:58 2026] NVRM: Xid (PCI:0000:9a:00): 119, pid=18, name=ray::MegatronPo, Timeout after 6s "
        "of waiting for RPC response from GPU5 GSP!\n",
        1,
        Verdict.BLOCKED,
        "NVRM: Xid (PCI:0000:9a:00): 119, pid=18, name=ray::MegatronPo, Timeout after 6s of waiting for RPC response "
        "from GPU5 GSP!",
        "the GPU reported a hardware fault",
        rule="gpu-hardware-fault",
        category="cluster",
    ),
    # Megatron-Core from the Bridge's submodule reading a member an installed package lacks: two dependencies that do
    # not go together, not the Bridge's source.
    Case(
        "megatron-core-missing-a-member-of-an-installed-package-is-dependency-skew",
        "verl",
        "Traceback (most recent call last):\n"
        '  File "/work/Megatron-Bridge/src/megatron/bridge/models/conversion/auto_bridge.py", line 24, in '
        "<module>\n"
        "    from megatron.core import dist_checkpointing\n"
        '  File "/work/Megatron-Bridge/3rdparty/Megatron-LM/megatron/core/dist_checkpointing/strategies/'
        'nvrx.py", line 85, in is_nvrx_min_version\n'
        "    return version.parse(nvrx.__version__) >= version.parse(v)\n"
        "AttributeError: module 'nvidia_resiliency_ext' has no attribute '__version__'\n",
        1,
        Verdict.BLOCKED,
        "AttributeError: module 'nvidia_resiliency_ext' has no attribute '__version__'",
        "installed packages do not go together",
        rule="installed-package-api-skew",
        category="dependency",
    ),
    # uv finding two requirements that name one package at different git sources: the job's requirements.
    Case(
        "uv-conflicting-urls-for-a-package-is-dependency-skew",
        "nemo-rl",
        "+ uv lock\n"
        "  \u00d7 Failed to resolve dependencies for `megatron-core` (v0.21.0rc0)\n"
        "  \u2570\u2500\u25b6 Requirements contain conflicting URLs for package `emerging-optimizers`:\n"
        "      - git+https://github.com/NVIDIA-NeMo/Emerging-Optimizers.git@v0.2.0\n"
        "      - git+https://github.com/NVIDIA-NeMo/Emerging-Optimizers.git@v0.3.0\n",
        1,
        Verdict.BLOCKED,
        "Requirements contain conflicting URLs for package `emerging-optimizers`:",
        "the job's requirements cannot be installed together",
        rule="unsatisfiable-requirements",
        category="dependency",
    ),
    # uv's error tree reads outermost first: the headline says what failed, each `├─▶` why, and the last `╰─▶` the
    # innermost cause, which is quoted (the headline's package stays in the message).
    Case(
        "uvs-innermost-cause-is-quoted-not-its-headline",
        "nemo-rl",
        "+ uv sync --locked\n"
        "  \u00d7 Failed to download `nvidia-cusparse==12.6.3.3`\n"
        "  \u251c\u2500\u25b6 Failed to extract archive: nvidia_cusparse-12.6.3.3-py3-none-manylinux_2_27_x86_64.whl\n"
        "  \u251c\u2500\u25b6 I/O operation failed during extraction\n"
        "  \u2570\u2500\u25b6 Failed to download distribution due to network timeout. Try increasing UV_HTTP_TIMEOUT "
        "(current value: 30s).\n",
        1,
        Verdict.BLOCKED,
        "Failed to download distribution due to network timeout. Try increasing UV_HTTP_TIMEOUT (current value: 30s).",
        "",
    ),
    # vLLM's engine core failing in the thread that decodes its client's requests, after training started: the
    # engine's own messaging, not the weights the policy handed it.
    Case(
        "the-rollout-engines-request-socket-thread-failing-is-the-engines",
        "nemo-rl",
        "========================= Step 2/4 =========================\n"
        "(VllmAsyncGenerationWorker pid=4) (EngineCore_DP0 pid=5) Traceback (most recent call last):\n"
        '(VllmAsyncGenerationWorker pid=4) (EngineCore_DP0 pid=5)   File "/usr/lib/python3.13/threading.py", line '
        "994, in run\n"
        "(VllmAsyncGenerationWorker pid=4) (EngineCore_DP0 pid=5)     self._target(*self._args, **self._kwargs)\n"
        '(VllmAsyncGenerationWorker pid=4) (EngineCore_DP0 pid=5)   File "/opt/venv/lib/python3.13/site-packages/'
        'vllm/v1/engine/core.py", line 1446, in process_input_sockets\n'
        "(VllmAsyncGenerationWorker pid=4) (EngineCore_DP0 pid=5)     request_type = EngineCoreRequestType(bytes(t))\n"
        '(VllmAsyncGenerationWorker pid=4) (EngineCore_DP0 pid=5)   File "/usr/lib/python3.13/enum.py", line 1203, '
        "in __new__\n"
        "(VllmAsyncGenerationWorker pid=4) (EngineCore_DP0 pid=5)     raise ve_exc\n"
        "(VllmAsyncGenerationWorker pid=4) (EngineCore_DP0 pid=5) ValueError: b'\\x00\\x00' is not a valid "
        "EngineCoreRequestType\n",
        1,
        Verdict.BLOCKED,
        "ValueError: b'\\x00\\x00' is not a valid EngineCoreRequestType",
        "the rollout engine's messaging between its client and its core process failed",
        rule="rollout-engine-ipc-failed",
        category="vllm",
    ),
    # An installed library's module-level code calling another installed library that refuses it (transformers
    # building a `kernels` repository at import): the installed versions, whichever Bridge import reached them.
    Case(
        "an-installed-module-failing-in-another-packages-code-at-import-is-dependency-skew",
        "verl",
        "Traceback (most recent call last):\n"
        '  File "/work/Megatron-Bridge/src/megatron/bridge/models/llama/llama_bridge.py", line 19, in <module>\n'
        "    from transformers import LlamaForCausalLM\n"
        '  File "/usr/local/lib/python3.12/dist-packages/transformers/integrations/hub_kernels.py", line 88, in '
        "<module>\n"
        '    "RMSNorm": LayerRepository(repo_id="kernels-community/liger_kernels", layer_name="LigerRMSNorm"),\n'
        '  File "/usr/local/lib/python3.12/dist-packages/kernels/layer/repos.py", line 71, in __init__\n'
        '    raise ValueError("Either a revision or a version must be specified.")\n'
        "ValueError: Either a revision or a version must be specified.\n",
        2,
        Verdict.BLOCKED,
        "ValueError: Either a revision or a version must be specified.",
        "an installed package failed while it was being imported",
        rule="installed-package-import-failed",
        category="dependency",
    ),
    # The NCCL watchdog ending its process on a CUDA error its GPU returned (not a timeout): that process's own
    # error, quoted without `what():`; nvidia-smi no longer reaching that GPU afterwards makes it the machine's.
    Case(
        "a-watchdog-ending-on-a-cuda-error-of-a-gpu-gone-is-the-machines",
        "verl",
        "(TaskRunner pid=2) Training Progress:   0%|          | 0/1 [00:00<?, ?it/s]\n"
        "(WorkerDict pid=5) [rank5]:[E1216 08:15:41.662 ProcessGroupNCCL.cpp:1895] [PG ID 0 PG GUID 0(default_pg) "
        "Rank 5] Process group watchdog thread terminated with exception: CUDA error: unknown error\n"
        "(WorkerDict pid=5) terminate called after throwing an instance of 'c10::DistBackendError'\n"
        "(WorkerDict pid=5)   what():  [PG ID 0 PG GUID 0(default_pg) Rank 5] Process group watchdog thread "
        "terminated with exception: CUDA error: unknown error\n"
        "(WorkerDict pid=5) *** SIGABRT received at time=1765872941 on cpu 77 ***\n"
        "(WorkerDict pid=6) [rank1]:[E1216 08:25:42.006 ProcessGroupNCCL.cpp:632] [Rank 1] Watchdog caught "
        "collective operation timeout: WorkNCCL(SeqNum=341, OpType=ALLREDUCE, NumelIn=4, NumelOut=4, "
        "Timeout(ms)=600000) ran for 600052 milliseconds before timing out.\n"
        "+ nvidia-smi\n"
        "Unable to determine the device handle for GPU0000:9A:00.0: Unknown Error\n",
        1,
        Verdict.BLOCKED,
        "[PG ID 0 PG GUID 0(default_pg) Rank 5] Process group watchdog thread terminated with exception: CUDA error: "
        "unknown error",
        "while the node's driver reported a GPU hardware fault",
        rule="gpu-fault-seen-by-the-driver",
        category="cluster",
    ),
    # A collective that timed out while the node's NFS client lost the server one rank was writing its checkpoint
    # to: the kernel's line explains why that rank stopped answering.
    Case(
        "a-collective-timeout-beside-an-nfs-server-not-responding-is-the-storages",
        "nemo-rl",
        "========================= Step 2/4 =========================\n"
        "(MegatronPolicyWorker pid=4) Saving checkpoint to /shared/ckpt/step_2\n"
        "(MegatronPolicyWorker pid=5) [rank1]:[E1215 14:37:43.118 ProcessGroupNCCL.cpp:632] [Rank 1] Watchdog caught "
        "collective operation timeout: WorkNCCL(SeqNum=2231, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, "
        "Timeout(ms)=600000) ran for 600033 milliseconds before timing out.\n"
        "+ dmesg -T | grep -i nfs\n"
        "[Tue Dec 15 14:27:41 2026] nfs: server nas-bv03 not responding, still trying\n",
        1,
        Verdict.BLOCKED,
        "nfs: server nas-bv03 not responding, still trying",
        "the network storage the job writes to stopped answering",
        rule="network-storage-not-responding",
        category="disk",
    ),
    # Hydra's override parser refusing a character of a command-line value: the job's command line.
    Case(
        "hydras-parser-refusing-an-override-value-is-the-jobs-command-line",
        "verl",
        "+ python3 -m verl.trainer.main_ppo '++ray_kwargs.ray_init.runtime_env.env_vars.PYTHONPATH=/ws/PR#51/src'\n"
        "LexerNoViableAltException: ++ray_kwargs.ray_init.runtime_env.env_vars.PYTHONPATH=/ws/PR#51/src\n"
        "                                                                                 ^\n"
        "See https://hydra.cc/docs/1.2/advanced/override_grammar/basic for details\n",
        1,
        Verdict.BLOCKED,
        "LexerNoViableAltException: ++ray_kwargs.ray_init.runtime_env.env_vars.PYTHONPATH=/ws/PR#51/src",
        "the downstream config rejected an override",
        rule="hydra-override-rejected",
        category="job-config",
    ),
    # vLLM's wake-up code failing on its own cache state (a hybrid model's Mamba state list under an fp8 KV cache):
    # the engine's, at any point of the run, not the weights the policy handed it.
    Case(
        "the-rollout-engines-wake-up-failing-on-its-own-state-is-the-engines",
        "verl",
        "(TaskRunner pid=2) step:1 - actor/pg_loss:0.1 - training/global_step:1\n"
        "(vLLMHttpServer pid=7) (EngineCore_DP0 pid=8) Traceback (most recent call last):\n"
        '(vLLMHttpServer pid=7) (EngineCore_DP0 pid=8)   File "/opt/venv/lib/python3.12/site-packages/vllm/v1/'
        'worker/gpu_worker.py", line 140, in wake_up\n'
        "(vLLMHttpServer pid=7) (EngineCore_DP0 pid=8)     self.model_runner.post_kv_cache_wake_up()\n"
        '(vLLMHttpServer pid=7) (EngineCore_DP0 pid=8)   File "/opt/venv/lib/python3.12/site-packages/vllm/v1/'
        'worker/gpu_model_runner.py", line 6102, in init_fp8_kv_scales\n'
        "(vLLMHttpServer pid=7) (EngineCore_DP0 pid=8)     cache.zero_()\n"
        "(vLLMHttpServer pid=7) (EngineCore_DP0 pid=8) AttributeError: 'list' object has no attribute 'zero_'\n",
        1,
        Verdict.BLOCKED,
        "AttributeError: 'list' object has no attribute 'zero_'",
        "the rollout engine failed in its own sleep / wake-up code",
        rule="rollout-engine-state-error",
        category="vllm",
    ),
    # The engine's warm-up request to its own server answered 502 by a proxy the node sets: the network's.
    Case(
        "a-gateways-502-for-the-jobs-own-request-is-the-network",
        "verl",
        "(SGLangHttpServer pid=9) Traceback (most recent call last):\n"
        '(SGLangHttpServer pid=9)   File "/opt/venv/lib/python3.12/site-packages/sglang/srt/entrypoints/'
        'http_server.py", line 1200, in _wait_and_warmup\n'
        "(SGLangHttpServer pid=9)     assert res.status_code == 200, f\"{res=}, {res.text=}\"\n"
        "(SGLangHttpServer pid=9) AssertionError: res=<Response [502]>, res.text=''\n",
        1,
        Verdict.BLOCKED,
        "AssertionError: res=<Response [502]>, res.text=''",
        "answered by a gateway",
        rule="gateway-answered-a-local-request",
        category="network",
    ),
    # A generic NCCL error with no WARN line before it: the detail NCCL wrote after its category line says what
    # failed (here without NCCL's `Last error:` label).
    Case(
        "a-generic-nccl-error-quotes-the-detail-in-its-own-message",
        "verl",
        "(WorkerDict pid=3) torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/"
        "NCCLUtils.cpp:93, unhandled cuda error, NCCL version 2.29.7\n"
        "(WorkerDict pid=3) ncclUnhandledCudaError: Call to CUDA function failed.\n"
        "(WorkerDict pid=3) Failed to bind NVLink SHARP (NVLS) Multicast memory of size 2097152 : CUDA error 2 'out "
        "of memory'.\n"
        "(WorkerDict pid=3) Disable NVLS (NCCL_NVLS_ENABLE=0) if you wish to avoid this error in the future.\n",
        1,
        Verdict.BLOCKED,
        "Failed to bind NVLink SHARP (NVLS) Multicast memory of size 2097152 : CUDA error 2 'out of memory'.",
        "NCCL failed before the first training step",
        rule="nccl-setup",
        category="cluster",
    ),
    # An NCCL WARN of the network plugin's absence explains nothing: the generic error stays the quote.
    Case(
        "nccl-generic-error-with-only-plugin-warnings",
        "nemo-rl",
        "(MegatronPolicyWorker pid=7) n1:7:9 [0] NCCL WARN NET/Plugin: Could not find: libnccl-net.so\n"
        "(MegatronPolicyWorker pid=7) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=7)   File "/opt/venv/lib/python3.12/site-packages/torch/distributed/'
        'distributed_c10d.py", line 4000, in barrier\n'
        "(MegatronPolicyWorker pid=7) torch.distributed.DistBackendError: NCCL error in: ProcessGroupNCCL.cpp:3356, "
        "unhandled system error (run with NCCL_DEBUG=INFO for details), NCCL version 2.26.5\n",
        1,
        Verdict.BLOCKED,
        "torch.distributed.DistBackendError: NCCL error in: ProcessGroupNCCL.cpp:3356, unhandled system error (run "
        "with NCCL_DEBUG=INFO for details), NCCL version 2.26.5",
        "NCCL failed before the first training step",
        rule="nccl-setup",
    ),
    # A bare AssertionError is quoted as Python printed it; the failed `assert` statement its frame printed is what
    # the rules read (and the reason names), and an assertion over the job's own settings in the framework's config
    # check is the job's configuration.
    Case(
        "bare-assertion-is-read-by-its-statement",
        "verl",
        "(TaskRunner pid=5) Traceback (most recent call last):\n"
        '(TaskRunner pid=5)   File "/workspace/verl/verl/trainer/ppo/ray_trainer.py", line 507, in check_config\n'
        "(TaskRunner pid=5)     assert config.data.train_batch_size >= config.actor_rollout_ref.rollout.n\n"
        "(TaskRunner pid=5)            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
        "(TaskRunner pid=5) AssertionError\n",
        1,
        Verdict.BLOCKED,
        "AssertionError",
        "rejected the job's configuration",
        rule="job-config-rejected",
    ),
    # A bare AssertionError in the Bridge's code after the first step: the change's Fail, quoted as printed, and the
    # reason names the statement that failed beside the frame that raised it.
    Case(
        "bare-assertion-fail-names-its-statement",
        "nemo-rl",
        "========================= Step 1/2 =========================\n"
        "(MegatronPolicyWorker pid=7) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=7)   File "/work/Megatron-Bridge/src/megatron/bridge/training/utils/'
        'train_utils.py", line 612, in training_log\n'
        "(MegatronPolicyWorker pid=7)     assert decoupled_learning_rate is not None\n"
        "(MegatronPolicyWorker pid=7) AssertionError\n",
        1,
        Verdict.FAIL,
        "AssertionError",
        "train_utils.py:612 in training_log by `assert decoupled_learning_rate is not None`",
    ),
    # Ray never placed the job's workers: the trainer's wait for their registration timed out.
    Case(
        "workers-never-placed-is-blocked",
        "verl",
        "(TaskRunner pid=5) WARNING: Waiting for register center actor ab_register_center to be ready. Elapsed "
        "time: 120 seconds out of 120 seconds.\n"
        "(TaskRunner pid=5) Traceback (most recent call last):\n"
        '(TaskRunner pid=5)   File "/workspace/verl/verl/single_controller/ray/base.py", line 420, in _init\n'
        "(TaskRunner pid=5) TimeoutError: Failed to get register_center_actor ab_register_center in [] for 120 "
        "seconds.\n",
        1,
        Verdict.BLOCKED,
        "TimeoutError: Failed to get register_center_actor ab_register_center in [] for 120 seconds.",
        "could not place the job's workers",
        rule="workers-never-placed",
    ),
    # ray.init's own start-up raising through one of Ray's helpers (a socket path too long) is Ray's, not the PR's.
    Case(
        "ray-start-up-error-raised-in-a-ray-helper",
        "verl",
        "Traceback (most recent call last):\n"
        '  File "/workspace/verl/verl/trainer/main_ppo.py", line 69, in run_ppo\n'
        '  File "/usr/lib/python3/dist-packages/ray/_private/node.py", line 470, in _init_temp\n'
        '  File "/usr/lib/python3/dist-packages/ray/_private/utils.py", line 1751, in validate_socket_filepath\n'
        "OSError: AF_UNIX path length cannot exceed 107 bytes: '/very/long/tmp/ray/sockets/plasma_store'\n",
        1,
        Verdict.BLOCKED,
        "OSError: AF_UNIX path length cannot exceed 107 bytes: '/very/long/tmp/ray/sockets/plasma_store'",
        "Ray could not start its processes",
        rule="ray-startup",
    ),
    # A native extension's own CUDA check printed first explains the Python error after it (an out-of-memory
    # with the memory free); in a vLLM process before the first step it is vLLM's.
    Case(
        "native-cuda-check-before-a-python-error",
        "nemo-rl",
        "(VllmGenerationWorker pid=3) CUDA Error: invalid argument at /src/csrc/allocator.cpp:119\n"
        "(VllmGenerationWorker pid=3) Traceback (most recent call last):\n"
        '(VllmGenerationWorker pid=3)   File "/opt/venv/lib/python3.12/site-packages/vllm/worker.py", line 9, in '
        "wake_up\n"
        "(VllmGenerationWorker pid=3) torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 20.00 MiB. GPU 0 "
        "has a total capacity of 79.19 GiB of which 77.62 GiB is free.\n",
        1,
        Verdict.BLOCKED,
        "CUDA Error: invalid argument at /src/csrc/allocator.cpp:119",
        "the rollout engine (vLLM, SGLang or TRT-LLM) failed",
        rule="vllm-engine-setup",
    ),
    # Python's tempfile finding no writable directory is the disk, whichever process hit it first.
    Case(
        "no-usable-temporary-directory-is-the-disk",
        "nemo-rl",
        "(VllmGenerationWorker pid=4) Traceback (most recent call last):\n"
        '(VllmGenerationWorker pid=4)   File "/usr/lib/python3.12/tempfile.py", line 184, in _get_default_tempdir\n'
        "(VllmGenerationWorker pid=4) FileNotFoundError: [Errno 2] No usable temporary directory found in ['/tmp', "
        "'/var/tmp']\n",
        1,
        Verdict.BLOCKED,
        "FileNotFoundError: [Errno 2] No usable temporary directory found in ['/tmp', '/var/tmp']",
        "disk",
        rule="disk-full",
    ),
    # protobuf's runtime refusing generated code made for an older protobuf: installed packages that do not fit.
    Case(
        "protobuf-runtime-newer-than-generated-code",
        "nemo-rl",
        "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.12/site-packages/tensorboard/compat/proto/resource_handle_pb2.py", line 16, in '
        "<module>\n"
        '  File "/opt/venv/lib/python3.12/site-packages/google/protobuf/descriptor.py", line 621, in __new__\n'
        "TypeError: Descriptors cannot be created directly.\n",
        1,
        Verdict.BLOCKED,
        "TypeError: Descriptors cannot be created directly.",
        "do not go together",
        rule="installed-package-api-skew",
    ),
    # The job's LoRA rank above the rank its own generation engine serves: the job's settings contradict.
    Case(
        "lora-rank-above-the-engines-max-lora-rank",
        "verl",
        "(WorkerDict pid=8) Traceback (most recent call last):\n"
        '(WorkerDict pid=8)   File "/opt/venv/lib/python3.12/site-packages/vllm/config.py", line 1700, in '
        "__post_init__\n"
        "(WorkerDict pid=8) ValueError: LoRA rank 32 is greater than max_lora_rank 8.\n",
        1,
        Verdict.BLOCKED,
        "ValueError: LoRA rank 32 is greater than max_lora_rank 8.",
        "inputs do not fit together",
        rule="job-inputs-do-not-fit",
    ),
    # A plain CUDA operation the GPU or its driver refuses before any step, outside the Bridge: the node's.
    Case(
        "cuda-operation-not-supported-before-any-step",
        "verl",
        "(WorkerDict pid=9) Traceback (most recent call last):\n"
        '(WorkerDict pid=9)   File "/usr/local/lib/python3.10/dist-packages/torch/cuda/random.py", line 42, in '
        "get_rng_state\n"
        "(WorkerDict pid=9) RuntimeError: CUDA error: operation not supported\n",
        1,
        Verdict.BLOCKED,
        "RuntimeError: CUDA error: operation not supported",
        "does not support a CUDA operation",
        rule="gpu-operation-unsupported",
    ),
    # The same refusal raised through the Bridge's provider, in an image whose CUDA runs in forward-compatibility
    # mode over an older kernel driver: the driver is older than the image needs, wherever the call came from.
    Case(
        "cuda-operation-not-supported-under-forward-compatibility",
        "nemo-rl",
        "NOTE: CUDA Forward Compatibility mode ENABLED.\n"
        "  Using CUDA 13.2 driver version 595.31.02 with kernel driver version 535.230.02.\n"
        "(MegatronPolicyWorker pid=9) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=9)   File "/work/Megatron-Bridge/src/megatron/bridge/models/gpt_provider.py", '
        "line 364, in provide\n"
        '(MegatronPolicyWorker pid=9)   File "/opt/venv/lib/python3.13/site-packages/transformer_engine/pytorch/module/'
        'layernorm_linear.py", line 1262, in __init__\n'
        "(MegatronPolicyWorker pid=9) RuntimeError: CUDA error: operation not supported\n",
        1,
        Verdict.BLOCKED,
        "RuntimeError: CUDA error: operation not supported",
        "forward-compatibility mode",
        rule="forward-compat-operation-unsupported",
    ),
    # uv's resolver explaining the conflict link by link: the first link is quoted, the chain is unsatisfiable
    Case(
        "uv-explains-why-the-requirements-cannot-be-installed-together",
        "nemo-rl",
        "+ uv run bash tests/functional/test_converters.sh\n"
        "  × No solution found when resolving dependencies for split (markers: sys_platform == 'linux'):\n"
        "  ╰─▶ Because only megatron-core[mlm]==0.17.1 is available and megatron-core[mlm]==0.17.1 depends on "
        "transformers<5, we can conclude that all versions of megatron-core[mlm] depend on transformers<5.\n"
        "      And because megatron-bridge==0.4.1 depends on megatron-core[mlm] and transformers>=5.0.0, we can "
        "conclude that megatron-bridge==0.4.1 cannot be used.\n",
        1,
        Verdict.BLOCKED,
        "Because only megatron-core[mlm]==0.17.1 is available and megatron-core[mlm]==0.17.1 depends on "
        "transformers<5, we can conclude that all versions of megatron-core[mlm] depend on transformers<5.",
        "cannot be installed together",
        rule="unsatisfiable-requirements",
    ),
    # Gloo told to use a network interface the node does not have: the node's interfaces, not the change
    Case(
        "gloo-socket-interface-missing-on-the-node",
        "verl",
        "(WorkerDict pid=9) Traceback (most recent call last):\n"
        '(WorkerDict pid=9)   File "/usr/local/lib/python3.12/dist-packages/torch/distributed/'
        'distributed_c10d.py", line 1710, in _new_process_group_helper\n'
        "(WorkerDict pid=9) RuntimeError: [enforce fail at /pytorch/third_party/gloo/gloo/transport/tcp/"
        "device.cc:85] ifa != nullptr. Unable to find address for: bond1\n",
        1,
        Verdict.BLOCKED,
        "RuntimeError: [enforce fail at /pytorch/third_party/gloo/gloo/transport/tcp/device.cc:85] ifa != nullptr. "
        "Unable to find address for: bond1",
        "has no address on the node",
        rule="socket-interface-not-on-node",
    ),
    # torch's compiler with no working Triton, raised while compiling a kernel Megatron-Core asked for
    Case(
        "inductor-finds-no-working-triton",
        "verl",
        "(WorkerDict pid=9) Traceback (most recent call last):\n"
        '(WorkerDict pid=9)   File "/usr/local/lib/python3.12/dist-packages/megatron/core/fusions/'
        'fused_bias_swiglu.py", line 41, in bias_swiglu_impl\n'
        '(WorkerDict pid=9)   File "/usr/local/lib/python3.12/dist-packages/torch/_inductor/scheduler.py", '
        "line 4061, in create_backend\n"
        "(WorkerDict pid=9) torch._inductor.exc.TritonMissing: Cannot find a working triton installation. Either "
        "the package is not installed or it is too old.\n",
        1,
        Verdict.BLOCKED,
        "torch._inductor.exc.TritonMissing: Cannot find a working triton installation. Either the package is not "
        "installed or it is too old.",
        "no working Triton",
        rule="triton-missing",
    ),
    # Transformer Engine's package without its compiled torch library: the install, whatever imported it
    Case(
        "transformer-engine-without-its-torch-library",
        "verl",
        "(WorkerDict pid=9) Traceback (most recent call last):\n"
        '(WorkerDict pid=9)   File "/usr/local/lib/python3.12/dist-packages/transformer_engine/common/__init__.py", '
        "line 196, in load_framework_extension\n"
        "(WorkerDict pid=9) FileNotFoundError: Could not find shared object file for Transformer Engine torch lib.\n",
        1,
        Verdict.BLOCKED,
        "FileNotFoundError: Could not find shared object file for Transformer Engine torch lib.",
        "lacks its compiled library",
        rule="te-library-missing",
    ),
    Case(
        "429-retried-then-passed",
        "nemo-rl",
        "huggingface_hub: HTTP 429 Too Many Requests, retrying in 2s\n" + NRL_OK,
        0,
        Verdict.PASS,
        None,
        "completed 2/2",
        metrics=GOOD_METRICS,
    ),
    # Ray's driver says a Ray process failed to start; the raylet's fatal line, printed later from its own log,
    # says why (here a socket path too long): that line is quoted, and the start-up through `_raylet.pyx` is Ray's.
    Case(
        "ray-start-explained-by-the-raylet-fatal-line",
        "verl",
        "+ ray start --head --port=6380\n"
        "Traceback (most recent call last):\n"
        '  File "/usr/local/lib/python3.10/dist-packages/ray/_private/node.py", line 310, in __init__\n'
        "    node_info = ray._private.services.get_node_to_connect_for_driver(\n"
        '  File "/usr/local/lib/python3.10/dist-packages/ray/_private/services.py", line 460, in '
        "get_node_to_connect_for_driver\n"
        "    return global_state.get_node_to_connect_for_driver(node_ip_address)\n"
        '  File "python/ray/_raylet.pyx", line 3100, in ray._raylet.GcsClient.get_node_to_connect_for_driver\n'
        '  File "python/ray/includes/common.pxi", line 100, in ray._raylet.check_status\n'
        "ray.exceptions.RaySystemError: System error: Failed to get the node. Some of the Ray processes failed to "
        "startup.\n"
        "+ tail -n 3 /tmp/ray/session_latest/logs/raylet.err\n"
        "[2026-01-02 03:04:05,678 I 41 41] (raylet) main.cc:200: Setting cluster ID to: 1a2b\n"
        "[2026-01-02 03:04:05,700 C 41 41] (raylet) io_service_pool.cc:37:  Check failed: path.size() < 108 "
        "socket path /tmp/ray/session_2026-01-02_03-04-05_123456_41/sockets/raylet is too long\n"
        "[2026-01-02 03:04:05,700 C 41 41] (raylet) io_service_pool.cc:37: *** StackTrace Information ***\n",
        1,
        Verdict.BLOCKED,
        "Check failed: path.size() < 108 socket path /tmp/ray/session_2026-01-02_03-04-05_123456_41/sockets/raylet "
        "is too long",
        "Ray could not start its processes",
        rule="ray-startup",
    ),
    # A client finding no cluster (`ray status` after `ray start --head`) is the head's processes not coming up: the
    # raylet's fatal line, printed after it from its log, says why.
    Case(
        "ray-client-finding-no-cluster-quotes-the-raylets-fatal-line",
        "nemo-rl",
        "+ ray status\n"
        "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.12/site-packages/ray/_private/services.py", line 531, in '
        "canonicalize_bootstrap_address_or_die\n"
        "    raise ConnectionError(\n"
        "ConnectionError: Could not find any running Ray instance. Please specify the one to connect to by setting "
        "the `--address` flag or `RAY_ADDRESS` environment variable.\n"
        "[bridge-validate] ray health check failed; tail of /tmp/ray/session_latest/logs/raylet.out:\n"
        "[2026-08-27 13:17:12,480 C 27102 27102] (raylet) grpc_server.cc:142:  Check failed: server_ Failed to "
        "start the grpc server. The specified port is 8076.\n",
        1,
        Verdict.BLOCKED,
        "Check failed: server_ Failed to start the grpc server. The specified port is 8076.",
        "Ray could not start its processes",
        rule="ray-startup",
    ),
    # Ray refusing an object store larger than the container's /dev/shm: the container's shared-memory size.
    Case(
        "ray-object-store-larger-than-the-containers-dev-shm",
        "nemo-rl",
        "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.12/site-packages/ray/_private/worker.py", line 1812, in init\n'
        "    _global_node = ray._private.node.Node(\n"
        '  File "/opt/venv/lib/python3.12/site-packages/ray/_private/services.py", line 2072, in '
        "determine_plasma_store_config\n"
        "    raise ValueError(\n"
        "ValueError: The configured object store size (34.359738368 GB) exceeds /dev/shm size (0.067108864 GB). "
        "This will harm performance. Consider deleting files in /dev/shm or increasing its size with --shm-size in "
        "Docker.\n",
        1,
        Verdict.BLOCKED,
        "ValueError: The configured object store size (34.359738368 GB) exceeds /dev/shm size (0.067108864 GB). "
        "This will harm performance. Consider deleting files in /dev/shm or increasing its size with --shm-size in "
        "Docker.",
        "/dev/shm is too small",
        rule="dev-shm-too-small",
        category="container",
    ),
    # Without a fatal line from a Ray process, the driver's own error stays the quote.
    Case(
        "ray-start-without-a-fatal-line-quotes-the-driver",
        "nemo-rl",
        "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.12/site-packages/ray/_private/node.py", line 372, in __init__\n'
        "    node_info = ray._private.services.get_node_to_connect_for_driver(\n"
        '  File "python/ray/includes/common.pxi", line 104, in ray._raylet.check_status\n'
        "Exception: The current node timed out during startup. This could happen because some of the Ray "
        "processes failed to startup.\n"
        "[2026-01-02 03:04:05,700 E 41 41] (raylet) worker_pool.cc:500: Some workers of the worker process(41) "
        "have not registered within the timeout.\n",
        1,
        Verdict.BLOCKED,
        "Exception: The current node timed out during startup. This could happen because some of the Ray processes "
        "failed to startup.",
        "Ray could not start its processes",
        rule="ray-startup",
    ),
    # A checkpoint directory on a filesystem mounted read-only: the host's storage (disk), not the save code.
    Case(
        "checkpoint-save-on-a-read-only-filesystem",
        "nemo-rl",
        "(MegatronPolicyWorker pid=3) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=3)   File "/opt/nemo-rl/nemo_rl/utils/checkpoint.py", line 120, in init_tmp_'
        "checkpoint\n"
        "(MegatronPolicyWorker pid=3)     os.makedirs(save_dir, exist_ok=True)\n"
        '(MegatronPolicyWorker pid=3)   File "<frozen os>", line 225, in makedirs\n'
        "(MegatronPolicyWorker pid=3) OSError: [Errno 30] Read-only file system: '/results/ckpt/step_10'\n",
        1,
        Verdict.BLOCKED,
        "OSError: [Errno 30] Read-only file system: '/results/ckpt/step_10'",
        "read-only filesystem",
        rule="read-only-filesystem",
    ),
    # The hub's download writing into a read-only, pre-filled model cache: the model is not in that cache, the
    # download's problem (model-download), not the disk's.
    Case(
        "hub-download-into-a-read-only-model-cache",
        "verl",
        "(TaskRunner pid=8) Traceback (most recent call last):\n"
        '(TaskRunner pid=8)   File "/workspace/verl/verl/utils/fs.py", line 90, in copy_to_local\n'
        "(TaskRunner pid=8)     return snapshot_download(repo_id)\n"
        '(TaskRunner pid=8)   File "/usr/local/lib/python3.10/dist-packages/huggingface_hub/_snapshot_download.py", '
        "line 300, in snapshot_download\n"
        "(TaskRunner pid=8)     os.makedirs(storage_folder, exist_ok=True)\n"
        '(TaskRunner pid=8)   File "<frozen os>", line 225, in makedirs\n'
        "(TaskRunner pid=8) OSError: [Errno 30] Read-only file system: '/models/hub/models--Qwen--Qwen3-8B'\n",
        1,
        Verdict.BLOCKED,
        "OSError: [Errno 30] Read-only file system: '/models/hub/models--Qwen--Qwen3-8B'",
        "could not be fetched",
        rule="hub-fetch",
    ),
    # torch re-raises a DataLoader worker's exception ("Caught X in DataLoader worker process N"): the worker's own
    # error under "Original Traceback" is the cause; an item the data pipeline rejects is the job's data.
    Case(
        "dataloader-worker-error-is-the-workers-own",
        "verl",
        "(TaskRunner pid=4) Traceback (most recent call last):\n"
        '(TaskRunner pid=4)   File "/usr/local/lib/python3.10/dist-packages/torch/utils/data/dataloader.py", '
        "line 1480, in _process_data\n"
        "(TaskRunner pid=4)     data.reraise()\n"
        "(TaskRunner pid=4) KeyError: Caught KeyError in DataLoader worker process 0.\n"
        "(TaskRunner pid=4) Original Traceback (most recent call last):\n"
        '(TaskRunner pid=4)   File "/usr/local/lib/python3.10/dist-packages/torch/utils/data/_utils/worker.py", '
        "line 349, in _worker_loop\n"
        "(TaskRunner pid=4)     data = fetcher.fetch(index)\n"
        '(TaskRunner pid=4)   File "/usr/local/lib/python3.10/dist-packages/torch/utils/data/_utils/fetch.py", '
        "line 52, in fetch\n"
        "(TaskRunner pid=4)     data = [self.dataset[idx] for idx in possibly_batched_index]\n"
        '(TaskRunner pid=4)   File "/workspace/verl/verl/utils/dataset/rl_dataset.py", line 240, in __getitem__\n'
        "(TaskRunner pid=4)     chat = row_dict.pop(self.prompt_key)\n"
        "(TaskRunner pid=4) KeyError: 'prompt'\n",
        1,
        Verdict.BLOCKED,
        "KeyError: 'prompt'",
        "dataset item was rejected",
        rule="data-item-rejected",
    ),
    # uv's error report (`× headline`, `╰─▶ cause`) is the error: the script the missing environment could not
    # run after it is a knock-on; the causes say why (here the index timed out: network).
    Case(
        "uv-error-report-before-a-knock-on-import-error",
        "verl",
        "+ uv sync --frozen\n"
        " Downloaded torch\n"
        "  × Failed to download `flash-attn==2.8.3`\n"
        "  ├─▶ Request failed after 3 retries\n"
        "  ╰─▶ Failed to download distribution due to network timeout. Try increasing UV_HTTP_TIMEOUT (current "
        "value: 30s).\n"
        "+ python3 -m verl.trainer.main_ppo\n"
        "Traceback (most recent call last):\n"
        '  File "/workspace/verl/verl/trainer/main_ppo.py", line 20, in <module>\n'
        "    import ray\n"
        "ModuleNotFoundError: No module named 'ray'\n",
        1,
        Verdict.BLOCKED,
        "Failed to download distribution due to network timeout. Try increasing UV_HTTP_TIMEOUT (current value: 30s).",
        "package index could not be reached",
        rule="package-index-unreachable",
    ),
    # A uv headline that only introduces its causes is explained by the first of them.
    Case(
        "uv-resolution-failure-quotes-its-first-cause",
        "nemo-rl",
        "+ uv pip install -e /workspace/Megatron-Bridge\n"
        "  × No solution found when resolving dependencies:\n"
        "  ╰─▶ Because only transformer-engine<=2.8.0 is available and megatron-bridge depends on "
        "transformer-engine>=2.9.0, we can conclude that megatron-bridge's requirements are unsatisfiable.\n",
        1,
        Verdict.BLOCKED,
        "Because only transformer-engine<=2.8.0 is available and megatron-bridge depends on transformer-engine>=2.9.0, "
        "we can conclude that megatron-bridge's requirements are unsatisfiable.",
        "",
        rule="unsatisfiable-requirements",
    ),
    # pytest's collection error prints short frames (`path:line: in <module>`): the Bridge's import chain reaches
    # an installed package whose own module-level code fails; that is the environment (dependency skew), and the
    # relative Bridge frames are the checkout under test, not another copy of the Bridge.
    Case(
        "pytest-collection-error-in-an-installed-package-import",
        "nemo-rl",
        "+ python -m pytest -q tests/unit_tests/models/test_param_mapping.py\n"
        "____ ERROR collecting tests/unit_tests/models/test_param_mapping.py ____\n"
        "tests/unit_tests/models/test_param_mapping.py:18: in <module>\n"
        "    from megatron.bridge.models.conversion.param_mapping import AutoMapping\n"
        "src/megatron/bridge/__init__.py:16: in <module>\n"
        "    from megatron.bridge.models import AutoBridge\n"
        "src/megatron/bridge/training/tensorboard.py:9: in <module>\n"
        "    from tensorboard.compat import tf\n"
        "/usr/local/lib/python3.12/dist-packages/tensorboard/compat/__init__.py:40: in <module>\n"
        "    _NP_FLOAT = np.float_\n"
        "E   AttributeError: `np.float_` was removed in the NumPy 2.0 release. Use `np.float64` instead.\n",
        1,
        Verdict.BLOCKED,
        "AttributeError: `np.float_` was removed in the NumPy 2.0 release. Use `np.float64` instead.",
        "failed while it was being imported",
        rule="installed-package-import-failed",
    ),
    # A functional script runs a second training after a first one completed: the second's setup error is still
    # before training (its own), so the framework rejecting the job's setting is the job's configuration.
    Case(
        "second-training-of-a-script-fails-in-its-own-setup",
        "nemo-rl",
        "+ uv run examples/run_grpo.py --config examples/configs/grpo_math_1B_megatron.yaml grpo.max_num_steps=1\n"
        "========================= Step 1/1 =========================\n"
        "Max number of steps has been reached, stopping training early\n"
        "+ uv run examples/run_grpo.py --config examples/configs/grpo_math_1B_megatron.yaml "
        "policy.sequence_packing.enabled=true\n"
        "Traceback (most recent call last):\n"
        '  File "/workspace/nemo-rl/nemo_rl/models/policy/lm_policy.py", line 120, in __init__\n'
        "    raise ValueError(\n"
        "ValueError: policy.sequence_packing.enabled=true is not supported with policy.dtensor_cfg.enabled=true\n",
        1,
        Verdict.BLOCKED,
        "ValueError: policy.sequence_packing.enabled=true is not supported with policy.dtensor_cfg.enabled=true",
        "rejected the job's configuration",
        rule="job-config-rejected",
    ),
    # pandas reading the job's data files before the first step raises on a column the file lacks: the data.
    Case(
        "pandas-reading-the-dataset-lacks-a-column",
        "verl",
        "Traceback (most recent call last):\n"
        '  File "/workspace/verl/verl/utils/dataset/rl_dataset.py", line 110, in _read_files_and_tokenize\n'
        "    self.dataframe = self.dataframe[self.dataframe[prompt_key].notna()]\n"
        '  File "/usr/local/lib/python3.10/dist-packages/pandas/core/frame.py", line 4102, in __getitem__\n'
        "    indexer = self.columns.get_loc(key)\n"
        '  File "/usr/local/lib/python3.10/dist-packages/pandas/core/indexes/base.py", line 3812, in get_loc\n'
        "    raise KeyError(key) from err\n"
        "KeyError: 'question'\n",
        1,
        Verdict.BLOCKED,
        "KeyError: 'question'",
        "dataset could not be loaded",
        rule="dataset-load",
    ),
    # A libstdc++ older than the one a compiled package was built against (GLIBCXX_x not found): the container's.
    Case(
        "glibcxx-version-not-found-is-the-container",
        "verl",
        "Traceback (most recent call last):\n"
        '  File "/workspace/verl/verl/trainer/main_ppo.py", line 18, in <module>\n'
        "    import torch\n"
        '  File "/usr/local/lib/python3.10/dist-packages/torch/__init__.py", line 290, in <module>\n'
        "    from torch._C import *\n"
        "ImportError: /usr/lib/x86_64-linux-gnu/libstdc++.so.6: version `GLIBCXX_3.4.32' not found (required by "
        "/usr/local/lib/python3.10/dist-packages/torch/lib/libtorch_python.so)\n",
        1,
        Verdict.BLOCKED,
        "ImportError: /usr/lib/x86_64-linux-gnu/libstdc++.so.6: version `GLIBCXX_3.4.32' not found (required by "
        "/usr/local/lib/python3.10/dist-packages/torch/lib/libtorch_python.so)",
        "container problem",
        rule="container-abi",
    ),
    # The Hub asked for a dataset in offline mode: the job's data, not a model download.
    Case(
        "hub-offline-for-a-dataset-is-data",
        "nemo-rl",
        "Traceback (most recent call last):\n"
        '  File "/workspace/nemo-rl/nemo_rl/data/datasets/response_datasets/squad.py", line 30, in __init__\n'
        '    self.ds = load_dataset("rajpurkar/squad")\n'
        '  File "/opt/venv/lib/python3.12/site-packages/huggingface_hub/utils/_http.py", line 100, in '
        "http_backoff\n"
        "    raise OfflineModeIsEnabled(\n"
        "huggingface_hub.errors.OfflineModeIsEnabled: Cannot reach https://huggingface.co/api/datasets/rajpurkar/"
        "squad/revision/main: offline mode is enabled.\n",
        1,
        Verdict.BLOCKED,
        "huggingface_hub.errors.OfflineModeIsEnabled: Cannot reach https://huggingface.co/api/datasets/rajpurkar/"
        "squad/revision/main: offline mode is enabled.",
        "dataset could not be fetched",
        rule="dataset-hub-unreachable",
    ),
    # A KeyError on a name the job's own overrides set (the metric its best-checkpoint selection ranks by) is the
    # job's configuration; the same KeyError on a name the job never set stays the run's Fail.
    Case(
        "keyerror-on-a-name-the-job-set",
        "nemo-rl",
        _best_checkpoint_keyerror("checkpointing.metric_name=val_acc "),
        1,
        Verdict.BLOCKED,
        "KeyError: 'val_acc'",
        "the job asked for 'val_acc'",
        rule="job-asked-for-a-missing-name",
    ),
    Case(
        "keyerror-on-a-name-the-job-did-not-set",
        "nemo-rl",
        _best_checkpoint_keyerror(""),
        1,
        Verdict.FAIL,
        "KeyError: 'val_acc'",
        "the run failed",
    ),
    # A Ray core worker aborting on its own RAY_CHECK during the step: Ray's crash (Blocked ray), quoted without
    # Ray's `[time C pid tid] file.cc:N:` header.
    Case(
        "ray-core-worker-check-failed-mid-run",
        "nemo-rl",
        "========================= Step 1/2 =========================\n"
        "(MegatronPolicyWorker pid=77) [2026-02-03 04:05:06,789 C 77 77] core_worker.cc:1234:  Check failed: "
        "spec.IsActorTask() \n"
        "(MegatronPolicyWorker pid=77) *** StackTrace Information ***\n"
        "(MegatronPolicyWorker pid=77) /opt/venv/lib/python3.12/site-packages/ray/_raylet.so(+0x13ddb7a) "
        "[0x7f00e4830b7a] ray::operator<<()\n"
        "(MegatronPolicyWorker pid=77) /usr/lib/x86_64-linux-gnu/libc.so.6(+0x94ac3) [0x7f00f6a94ac3]\n"
        "(MegatronPolicyWorker pid=77) \n"
        "(MegatronPolicyWorker pid=77) *** SIGABRT received at time=1770091506 on cpu 3 ***\n"
        "(MegatronPolicyWorker pid=77) Fatal Python error: Aborted\n",
        134,
        Verdict.BLOCKED,
        "Check failed: spec.IsActorTask()",
        "a Ray process aborted on its own internal check",
        rule="ray-process-fatal",
    ),
    # transformers cannot load a tokenizer from the local directory the job named (weights only): the job's model
    # path (job-config); from a hub id it would be the download (model-download).
    Case(
        "tokenizer-missing-from-the-jobs-model-directory",
        "verl",
        _LOCAL_TOKENIZER[0],
        1,
        Verdict.BLOCKED,
        _LOCAL_TOKENIZER[1],
        "model directory the job names lacks",
        rule="model-dir-incomplete",
    ),
    Case(
        "tokenizer-not-loadable-for-a-hub-id",
        "verl",
        _HUB_TOKENIZER[0],
        1,
        Verdict.BLOCKED,
        _HUB_TOKENIZER[1],
        "could not be fetched",
        rule="hf-unreachable",
    ),
    # verl's own check before placing its workers finds fewer GPUs than the job asks for: the cluster's capacity.
    Case(
        "fewer-gpus-available-than-the-job-asks-for",
        "verl",
        "(TaskRunner pid=3) Traceback (most recent call last):\n"
        '(TaskRunner pid=3)   File "/workspace/verl/verl/single_controller/ray/base.py", line 240, in '
        "_check_resource_available\n"
        "(TaskRunner pid=3)     raise ValueError(\n"
        "(TaskRunner pid=3) ValueError: Total available GPUs 2.0 is less than total desired GPUs 8\n",
        1,
        Verdict.BLOCKED,
        "ValueError: Total available GPUs 2.0 is less than total desired GPUs 8",
        "cannot give the job the resources",
        rule="cluster-capacity",
    ),
    # A job that waits until the timeout while Ray's autoscaler says no node can ever hold its request: Ray never
    # placed the workers (Blocked), quoted without the `(autoscaler +Ns)` prefix.
    Case(
        "hang-on-a-resource-request-no-node-can-hold",
        "nemo-rl",
        "+ uv run examples/run_grpo.py cluster.gpus_per_node=8\n"
        "(autoscaler +1m5s) Tip: use `ray status` to view detailed cluster status.\n"
        "(autoscaler +1m5s) Error: No available node types can fulfill resource request {'GPU': 8.0, 'CPU': 64.0}. "
        "Add suitable node types to this cluster to resolve this issue.\n"
        "+ echo 'timeout after 3600 s'\n",
        124,
        Verdict.BLOCKED,
        "Error: No available node types can fulfill resource request {'GPU': 8.0, 'CPU': 64.0}. Add suitable node "
        "types to this cluster to resolve this issue.",
        "Ray could not place the job's workers",
        rule="workers-never-placed",
    ),
    # A native library cannot start a thread (gRPC's padded glog line): the node's pids/thread limit, quoted before
    # the C++ exceptions that follow from it.
    Case(
        "thread-creation-refused-by-the-nodes-limit",
        "verl",
        "+ ray start --head --num-cpus=224\n"
        "E0203 04:05:06.123456789    4242 thd.cc:157]                   pthread_create failed: Resource temporarily "
        "unavailable\n"
        "(pid=4300) terminate called after throwing an instance of 'std::system_error'\n"
        "(pid=4300)   what():  Resource temporarily unavailable\n",
        1,
        Verdict.BLOCKED,
        "pthread_create failed: Resource temporarily unavailable",
        "limit on processes/threads",
        rule="thread-limit",
    ),
    # An installed library needing a package the container lacks for this path: dependency, the package named.
    Case(
        "installed-library-needs-a-package-the-container-lacks",
        "verl",
        "(TaskRunner pid=9) Traceback (most recent call last):\n"
        '(TaskRunner pid=9)   File "/workspace/verl/verl/utils/tokenizer.py", line 60, in hf_processor\n'
        "(TaskRunner pid=9)     processor = AutoProcessor.from_pretrained(name_or_path, **kwargs)\n"
        '(TaskRunner pid=9)   File "/usr/local/lib/python3.10/dist-packages/transformers/utils/import_utils.py", '
        "line 1600, in requires_backends\n"
        "(TaskRunner pid=9)     raise ImportError(\"\".join(failed))\n"
        "(TaskRunner pid=9) ImportError: \n"
        "(TaskRunner pid=9) Qwen2VLImageProcessor requires the torchvision library but it was not found in your "
        "environment. Check out the instructions on the installation page.\n",
        1,
        Verdict.BLOCKED,
        "Qwen2VLImageProcessor requires the torchvision library but it was not found in your environment. Check out "
        "the instructions on the installation page.",
        "lacks torchvision",
        rule="optional-package-missing",
    ),
    # transformers' lazy module re-raises an import error as "Failed to import X because of the following error
    # (look up to see its traceback)": the error it points up to is quoted, here a name missing from accelerate, even
    # where pytest's short report showed only the wrapper first.
    Case(
        "transformers-lazy-import-wrapper-points-up-to-the-cause",
        "nemo-rl",
        "ImportError while loading conftest '/work/Megatron-Bridge/tests/unit_tests/conftest.py'.\n"
        "tests/unit_tests/conftest.py:19: in <module>\n"
        "    from transformers import Trainer\n"
        "/usr/local/lib/python3.12/dist-packages/transformers/utils/import_utils.py:1992: in _get_module\n"
        "    raise RuntimeError(\n"
        "E   RuntimeError: Failed to import transformers.trainer because of the following error (look up to see its "
        "traceback):\n"
        "E   cannot import name 'load_fsdp_optimizer' from 'accelerate.utils'\n"
        "+ python -c 'import transformers.trainer'\n"
        "Traceback (most recent call last):\n"
        '  File "/usr/local/lib/python3.12/dist-packages/transformers/utils/import_utils.py", line 1990, in '
        "_get_module\n"
        '    return importlib.import_module("." + module_name, self.__name__)\n'
        '  File "/usr/local/lib/python3.12/dist-packages/transformers/trainer.py", line 41, in <module>\n'
        "    from accelerate.utils import DistributedType, load_fsdp_optimizer\n"
        "ImportError: cannot import name 'load_fsdp_optimizer' from 'accelerate.utils' "
        "(/usr/local/lib/python3.12/dist-packages/accelerate/utils/__init__.py)\n"
        "\n"
        "The above exception was the direct cause of the following exception:\n"
        "\n"
        "Traceback (most recent call last):\n"
        '  File "/opt/nemo-rl/examples/run_sft.py", line 22, in <module>\n'
        "    from transformers import Trainer\n"
        '  File "/usr/local/lib/python3.12/dist-packages/transformers/utils/import_utils.py", line 1992, in '
        "_get_module\n"
        "    raise RuntimeError(\n"
        "RuntimeError: Failed to import transformers.trainer because of the following error (look up to see its "
        "traceback):\n"
        "cannot import name 'load_fsdp_optimizer' from 'accelerate.utils' "
        "(/usr/local/lib/python3.12/dist-packages/accelerate/utils/__init__.py)\n",
        1,
        Verdict.BLOCKED,
        "ImportError: cannot import name 'load_fsdp_optimizer' from 'accelerate.utils' "
        "(/usr/local/lib/python3.12/dist-packages/accelerate/utils/__init__.py)",
        "accelerate.utils.load_fsdp_optimizer",
    ),
    # pytest's long failure report indents its `E` lines under the failing source line: the exception is read the
    # same as in the short report.
    Case(
        "pytest-long-report-exception-lines",
        "nemo-rl",
        "+ python -m pytest -q tests/unit_tests/models/llama/test_llama_provider.py\n"
        "_________________________ test_rope_scaling_roundtrip __________________________\n"
        "\n"
        "    def test_rope_scaling_roundtrip():\n"
        "        provider = LlamaModelProvider(rope_scaling_factor=8.0)\n"
        ">       assert provider.rotary_base == 500000\n"
        "E       assert 10000 == 500000\n"
        "E        +  where 10000 = LlamaModelProvider(rope_scaling_factor=8.0).rotary_base\n"
        "\n"
        "tests/unit_tests/models/llama/test_llama_provider.py:31: AssertionError\n"
        "FAILED tests/unit_tests/models/llama/test_llama_provider.py::test_rope_scaling_roundtrip - assert 10000 == "
        "500000\n"
        "1 failed, 12 passed in 3.10s\n",
        1,
        Verdict.FAIL,
        "assert 10000 == 500000",
        "assert 10000 == 500000",
    ),
    # A file one node wrote that another node cannot see, because its directory is not on storage every node
    # mounts: the cluster's storage layout, whichever file it was.
    Case(
        "a-file-written-on-one-node-is-missing-on-another",
        "nemo-rl",
        "(MegatronPolicyWorker pid=812, ip=10.0.0.7) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=812, ip=10.0.0.7)   File "/opt/nemo-rl/nemo_rl/models/megatron/setup.py", line '
        "634, in load_pretrained_run_config\n"
        "(MegatronPolicyWorker pid=812, ip=10.0.0.7)     raise FileNotFoundError(\n"
        "(MegatronPolicyWorker pid=812, ip=10.0.0.7) FileNotFoundError: Pretrained run config not found at "
        "/tmp/hf/nemo_rl/model__llama/iter_0000000/run_config.yaml on rank=16. This usually means that the "
        "checkpoint conversion on rank=0 saved to a directory not mounted on this node. Please check.\n",
        1,
        Verdict.BLOCKED,
        "FileNotFoundError: Pretrained run config not found at /tmp/hf/nemo_rl/model__llama/iter_0000000/"
        "run_config.yaml on rank=16. This usually means that the checkpoint conversion on rank=0 saved to a "
        "directory not mounted on this node. Please check.",
        "not on storage every node mounts",
        rule="storage-not-shared",
    ),
    # The segfault handler's banner in a vLLM worker is the crash's own statement (the INFO line the process printed
    # before it is what it was doing, not why it crashed); a native crash in vLLM is vLLM's, after step 1 too.
    Case(
        "segfault-banner-in-a-vllm-worker",
        "verl",
        "(vLLMAsyncRollout pid=7001) INFO 03-02 10:00:01 [gpu_worker.py:210] Available KV cache memory: 41.2 GiB\n"
        "(vLLMAsyncRollout pid=7001) INFO 03-02 10:00:09 [monitor.py:34] torch.compile takes 6.1 s in total\n"
        "(TaskRunner pid=5) step:1 - actor/pg_loss:0.012 - actor/grad_norm:0.41 - training/global_step:1\n"
        "(vLLMAsyncRollout pid=7001) INFO 03-02 10:01:30 [executor_base.py:204] It took 0.8 s to wake up\n"
        "(vLLMAsyncRollout pid=7001) !!!!!!! Segfault encountered !!!!!!!\n"
        '(vLLMAsyncRollout pid=7001)   File "<unknown>", line 0, in ncclNetPluginInit\n'
        '(vLLMAsyncRollout pid=7001)   File "<unknown>", line 0, in ncclCommInitRank\n'
        "(raylet) A worker died or was killed while executing a task by an unexpected system error. Worker exit "
        "type: SYSTEM_ERROR Worker exit detail: Worker unexpectedly exits with a connection error code 2.\n",
        1,
        Verdict.BLOCKED,
        "!!!!!!! Segfault encountered !!!!!!!",
        "a rollout-engine process (vLLM, SGLang or TRT-LLM) crashed in native code",
        rule="vllm-native-crash",
    ),
    # A rank that says which other rank failed ("check rank 3 logs for faulty rank") reports a consequence; rank
    # 3's own CUDA error is the cause, and the node's driver saying the GPU left the bus makes it the machine's.
    Case(
        "the-faulty-rank-named-by-the-others-and-a-gpu-off-the-bus",
        "nemo-rl",
        "(MegatronPolicyWorker pid=11, ip=10.0.0.2) [rank1]: RuntimeError: Rank 1 successfully reached "
        "monitoredBarrier, but received errors while waiting for send/recv from rank 3. Please check rank 3 logs "
        "for faulty rank.\n"
        "(MegatronPolicyWorker pid=13, ip=10.0.0.3) [rank3]: RuntimeError: CUDA error: an illegal instruction was "
        "encountered\n"
        "[Mon Mar  2 10:00:05 2026] NVRM: Xid (PCI:0000:3b:00): 79, pid=13, name=python, GPU has fallen off the "
        "bus.\n",
        1,
        Verdict.BLOCKED,
        "RuntimeError: CUDA error: an illegal instruction was encountered",
        "reported a GPU hardware fault",
        rule="gpu-fault-seen-by-the-driver",
    ),
    # An Xid an application can cause (13: a kernel's bad access) is not the machine's: the CUDA error stays a Fail.
    Case(
        "an-application-xid-is-not-a-hardware-fault",
        "nemo-rl",
        "(MegatronPolicyWorker pid=13) [rank0]: RuntimeError: CUDA error: an illegal memory access was "
        "encountered\n"
        "[Mon Mar  2 10:00:05 2026] NVRM: Xid (PCI:0000:3b:00): 13, pid=13, Graphics Exception\n",
        1,
        Verdict.FAIL,
        "RuntimeError: CUDA error: an illegal memory access was encountered",
        "illegal memory access",
    ),
    # The model name the job gave has no config.json where transformers looked (a stray directory of that name, a
    # weights-only folder): the job's model path.
    Case(
        "model-name-without-the-file-transformers-loads",
        "verl",
        "Traceback (most recent call last):\n"
        '  File "/usr/local/lib/python3.12/dist-packages/transformers/utils/hub.py", line 470, in cached_files\n'
        "    raise OSError(\n"
        "OSError: checkpoints/llama-8b does not appear to have a file named tokenizer_config.json. Checkout "
        "'https://huggingface.co/checkpoints/llama-8b/tree/main' for available files.\n",
        1,
        Verdict.BLOCKED,
        "OSError: checkpoints/llama-8b does not appear to have a file named tokenizer_config.json. Checkout "
        "'https://huggingface.co/checkpoints/llama-8b/tree/main' for available files.",
        "the job's model path",
        rule="model-dir-incomplete",
    ),
    # The data stack's own skew: datasets calling a numpy name the installed numpy removed is the container's
    # packages, not the dataset.
    Case(
        "data-library-calls-a-name-another-removed",
        "verl",
        "Traceback (most recent call last):\n"
        '  File "/workspace/verl/verl/utils/dataset/rl_dataset.py", line 120, in _read_files_and_tokenize\n'
        "    dataframe = datasets.load_dataset('parquet', data_files=parquet_file)['train']\n"
        '  File "/usr/local/lib/python3.12/dist-packages/datasets/features/features.py", line 688, in __init__\n'
        "    self.storage_dtype = np.float_\n"
        "AttributeError: module 'numpy' has no attribute 'float_'. Did you mean: 'float16'?\n",
        1,
        Verdict.BLOCKED,
        "AttributeError: module 'numpy' has no attribute 'float_'. Did you mean: 'float16'?",
        "lacks numpy.float_",
        rule="dependency-skew",
    ),
    # uv's plain report (`error:` with `Caused by:` lines, no terminal for its tree) is an error of its own; a script
    # the job names that is not where the job ran is the job's command, not the Bridge.
    Case(
        "uv-cannot-spawn-the-script-the-job-names",
        "verl",
        "+ cd /workspace\n"
        "+ uv run python3 -m verl.trainer.main_ppo --config-path=./configs\n"
        "error: Failed to spawn: `python3 -m verl.trainer.main_ppo`\n"
        "  Caused by: No such file or directory (os error 2)\n"
        "+ python3 scripts/collect_metrics.py --dir outputs/\n"
        "Traceback (most recent call last):\n"
        '  File "/workspace/verl/scripts/collect_metrics.py", line 12, in <module>\n'
        "    raise FileNotFoundError(\"no metrics under outputs/\")\n"
        "FileNotFoundError: no metrics under outputs/\n",
        2,
        Verdict.BLOCKED,
        "error: Failed to spawn: `python3 -m verl.trainer.main_ppo`",
        "not where the job ran",
        rule="job-command-not-found",
    ),
    # The NGC container's entrypoint finding the driver but not CUDA says it first; the CUDA error after it follows.
    Case(
        "container-entrypoint-cuda-failed-to-initialize",
        "nemo-rl",
        "== NVIDIA NeMo ==\n"
        "ERROR: The NVIDIA Driver is present, but CUDA failed to initialize.  GPU functionality will not be "
        "available.\n"
        "   [[ System not yet initialized (error 802) ]]\n"
        "Traceback (most recent call last):\n"
        '  File "/opt/nemo-rl/examples/run_sft.py", line 40, in <module>\n'
        "    torch.cuda.set_device(0)\n"
        "RuntimeError: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before calling "
        "NumCudaDevices() that might have already set an error? Error 802: system not yet initialized\n",
        1,
        Verdict.BLOCKED,
        "ERROR: The NVIDIA Driver is present, but CUDA failed to initialize.  GPU functionality will not be "
        "available.",
        "no usable GPU",
        rule="gpu-unavailable",
    ),
    # An installed package whose module-level code calls its own loader, which raises: the package failed at import
    # (the chained exception's frames show the import), whatever the bare exception type.
    Case(
        "installed-package-loader-fails-at-import",
        "nemo-rl",
        "Traceback (most recent call last):\n"
        '  File "/usr/local/lib/python3.12/dist-packages/flash_attn/loader.py", line 30, in _find_extension\n'
        "    return next(iter(candidates))\n"
        "StopIteration\n"
        "\n"
        "During handling of the above exception, another exception occurred:\n"
        "\n"
        "Traceback (most recent call last):\n"
        '  File "/opt/nemo-rl/examples/run_grpo.py", line 5, in <module>\n'
        "    import flash_attn\n"
        '  File "/usr/local/lib/python3.12/dist-packages/flash_attn/__init__.py", line 8, in <module>\n'
        "    _ext = loader._find_extension()\n"
        '  File "/usr/local/lib/python3.12/dist-packages/flash_attn/loader.py", line 30, in _find_extension\n'
        "    return next(iter(candidates))\n"
        "StopIteration\n",
        1,
        Verdict.BLOCKED,
        "StopIteration",
        "failed while it was being imported",
        rule="installed-package-import-failed",
    ),
    # A named check's own verdict line is the failed check, as check_metrics' FAIL rows are.
    Case(
        "named-check-fail-line",
        "verl",
        "step:10 - actor/pg_loss:0.011 - critic/score/mean:0.41 - training/global_step:10\n"
        "+ python3 tests/special_e2e/check_results.py --baseline baselines/gsm8k.json\n"
        "reward-trend: PASS critic/score/mean rose from 0.22 to 0.41\n"
        "grad-norm-check: FAIL actor/grad_norm is 0.000 at steps 8-10\n",
        1,
        Verdict.FAIL,
        "grad-norm-check: FAIL actor/grad_norm is 0.000 at steps 8-10",
        "grad-norm-check: FAIL",
    ),
    # The job's user may not write a directory it uses (a checkpoint dir a root-run step created): the storage's
    # permissions, whichever library raised.
    Case(
        "permission-denied-on-a-directory-the-job-uses",
        "nemo-rl",
        "Traceback (most recent call last):\n"
        '  File "/opt/nemo-rl/nemo_rl/utils/checkpoint.py", line 88, in init_tmp_checkpoint\n'
        "    os.makedirs(save_dir, exist_ok=True)\n"
        '  File "/usr/lib/python3.12/os.py", line 225, in makedirs\n'
        "    mkdir(name, mode)\n"
        "PermissionError: [Errno 13] Permission denied: '/results/grpo/tmp_step_1'\n",
        1,
        Verdict.BLOCKED,
        "PermissionError: [Errno 13] Permission denied: '/results/grpo/tmp_step_1'",
        "the storage's permissions",
        rule="permission-denied",
    ),
    # A stack print that is not a traceback (torch's anomaly mode showing the forward call) followed by pytest's
    # progress letter `F` and its FAILURES banner: neither is an exception; the test's own `E` line is.
    Case(
        "a-progress-letter-after-a-stack-print-is-not-an-exception",
        "nemo-rl",
        "/opt/venv/lib/python3.12/site-packages/torch/autograd/graph.py:829: UserWarning: Error detected in "
        "MulBackward0. Traceback of forward call that caused the error:\n"
        '  File "/workspace/Megatron-Bridge/src/megatron/bridge/models/gpt_provider.py", line 210, in forward\n'
        "    scale = logits * self.inv_temperature\n"
        " (Triggered internally at /pytorch/torch/csrc/autograd/python_anomaly_mode.cpp:122.)\n"
        "F\n"
        "=================================== FAILURES ===================================\n"
        "________________________________ test_backward ________________________________\n"
        "tests/unit_tests/models/test_gpt_provider.py:44: in test_backward\n"
        "    loss.backward()\n"
        "E   RuntimeError: Function 'MulBackward0' returned nan values in its 0th output.\n",
        1,
        Verdict.FAIL,
        "RuntimeError: Function 'MulBackward0' returned nan values in its 0th output.",
        "returned nan values",
    ),
    # A compiler tool's fatal line inside an exception's message explains its generic headline; a ptxas that does
    # not know the GPU's architecture is the container's toolchain.
    Case(
        "ptxas-fatal-line-under-a-generic-compile-error",
        "verl",
        "Traceback (most recent call last):\n"
        '  File "/usr/local/lib/python3.12/dist-packages/triton/backends/nvidia/compiler.py", line 450, in make_cubin\n'
        "    raise PTXASError(error)\n"
        "triton.runtime.errors.PTXASError: PTXAS error: Internal Triton PTX codegen error\n"
        "`ptxas` stderr:\n"
        "ptxas fatal   : Value 'sm_103a' is not defined for option 'gpu-name'\n",
        1,
        Verdict.BLOCKED,
        "ptxas fatal   : Value 'sm_103a' is not defined for option 'gpu-name'",
        "does not know this GPU's architecture",
        rule="toolchain-lacks-gpu-arch",
    ),
    # A step's metrics continued on the next line of the same process (a collector that splits long lines) still
    # count: the run reached its global step and passes.
    Case(
        "verl-step-metrics-continued-on-the-next-line",
        "verl",
        "+ VANILLA_MBRIDGE=False\n"
        "(TaskRunner pid=9001) step:1 - actor/entropy:0.51 - critic/rewards/mean:0.25 - perf/time_per_step:12.4\n"
        "(TaskRunner pid=9001) training/global_step:1 - training/epoch:0\n"
        "(TaskRunner pid=9001) Training Progress: 100%|██████████| 1/1 [00:12<00:00, 12.40s/it]\n",
        0,
        Verdict.PASS,
        None,
        "completed 1/1 training steps",
    ),
    # A library that compiles at run time finding no C compiler in the image: the container's.
    Case(
        "no-c-compiler-for-a-runtime-compile",
        "nemo-rl",
        "(VllmGenerationWorker pid=5) Traceback (most recent call last):\n"
        '(VllmGenerationWorker pid=5)   File "/opt/venv/lib/python3.12/site-packages/triton/runtime/build.py", line '
        "32, in _build\n"
        '(VllmGenerationWorker pid=5)     raise RuntimeError("Failed to find C compiler. Please specify via CC '
        'environment variable.")\n'
        "(VllmGenerationWorker pid=5) RuntimeError: Failed to find C compiler. Please specify via CC environment "
        "variable.\n",
        1,
        Verdict.BLOCKED,
        "RuntimeError: Failed to find C compiler. Please specify via CC environment variable.",
        "no C or CUDA compiler",
        rule="container-lacks-a-compiler",
    ),
    # The Hub refusing the job's token, as a library logged it before the error it led to: the logged line is the
    # cause, and the credentials are the download's.
    Case(
        "hub-401-logged-before-the-error-it-causes",
        "verl",
        "(AsyncvLLMServer pid=7) ERROR 03-02 10:00:01 [config.py:103] Error retrieving file list: 401 Client Error: "
        "Unauthorized for url: https://huggingface.co/api/models/meta-llama/Llama-3.1-8B/tree/main\n"
        "(AsyncvLLMServer pid=7) Traceback (most recent call last):\n"
        '(AsyncvLLMServer pid=7)   File "/usr/local/lib/python3.12/dist-packages/vllm/config.py", line 410, in '
        "get_config\n"
        "(AsyncvLLMServer pid=7) ValueError: No supported config format found in meta-llama/Llama-3.1-8B\n",
        1,
        Verdict.BLOCKED,
        "Error retrieving file list: 401 Client Error: Unauthorized for url: "
        "https://huggingface.co/api/models/meta-llama/Llama-3.1-8B/tree/main",
        "refused the job's credentials",
        rule="hub-refused-credentials",
    ),
    # A process whose last words are that it still waits for a lock in the Hub cache was stuck there; the missing
    # output the script complained of after the timeout follows from it.
    Case(
        "stuck-on-a-stale-hub-cache-lock",
        "nemo-rl",
        "(MegatronPolicyWorker pid=8) Still waiting to acquire lock on /hf/hub/.locks/models--org--m/ab12.lock "
        "(elapsed: 10.0 seconds)\n"
        "(MegatronPolicyWorker pid=8) Still waiting to acquire lock on /hf/hub/.locks/models--org--m/ab12.lock "
        "(elapsed: 610.0 seconds)\n"
        "+ uv run tests/json_dump_tb_logs.py logs\n"
        "Traceback (most recent call last):\n"
        '  File "/opt/nemo-rl/tests/json_dump_tb_logs.py", line 40, in <module>\n'
        "FileNotFoundError: No TensorBoard event files under logs\n",
        124,
        Verdict.BLOCKED,
        "Still waiting to acquire lock on /hf/hub/.locks/models--org--m/ab12.lock (elapsed: 10.0 seconds)",
        "a lock in the Hub cache",
        rule="hub-cache-lock-stuck",
    ),
    # A wait that ended (the process went on) is no error: the later error is the cause.
    Case(
        "a-lock-wait-that-ended-is-not-the-cause",
        "nemo-rl",
        "(MegatronPolicyWorker pid=8) Still waiting to acquire lock on /hf/hub/.locks/models--org--m/ab12.lock "
        "(elapsed: 10.0 seconds)\n"
        "(MegatronPolicyWorker pid=8) Loading from org/m: 100% (290/290)\n"
        "(MegatronPolicyWorker pid=8) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=8)   File "/work/Megatron-Bridge/src/megatron/bridge/models/gpt_provider.py", '
        "line 88, in provide\n"
        "(MegatronPolicyWorker pid=8) TypeError: provide() got an unexpected keyword argument 'vp_stage'\n",
        1,
        Verdict.FAIL,
        "TypeError: provide() got an unexpected keyword argument 'vp_stage'",
        "vp_stage",
    ),
    # TorchScript re-raising the error of the operation it ran: the inner error is quoted, and a runtime compiler's
    # own library missing from the image is the container's.
    Case(
        "torchscript-wrapper-around-a-missing-nvrtc-library",
        "nemo-rl",
        "(MegatronPolicyWorker pid=4) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=4)   File "/opt/venv/lib/python3.12/site-packages/megatron/core/fusions/'
        'fused_bias_gelu.py", line 40, in forward\n'
        "(MegatronPolicyWorker pid=4) RuntimeError: The following operation failed in the TorchScript interpreter.\n"
        "(MegatronPolicyWorker pid=4) Traceback of TorchScript (most recent call last):\n"
        "(MegatronPolicyWorker pid=4) RuntimeError: nvrtc: error: failed to open libnvrtc-builtins.so.13.0.\n"
        "(MegatronPolicyWorker pid=4)   Make sure that libnvrtc-builtins.so.13.0 is installed correctly.\n",
        1,
        Verdict.BLOCKED,
        "RuntimeError: nvrtc: error: failed to open libnvrtc-builtins.so.13.0.",
        "a container problem",
        rule="container-abi",
    ),
    # A cache on a filesystem without flock (ENOSYS): the storage's; the classification reads the error raised
    # from the OSError when the OSError alone says too little.
    Case(
        "cache-filesystem-without-flock",
        "verl",
        "Traceback (most recent call last):\n"
        '  File "/usr/local/lib/python3.12/dist-packages/filelock/_unix.py", line 44, in _acquire\n'
        "    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)\n"
        "OSError: [Errno 38] Function not implemented\n"
        "\n"
        "The above exception was the direct cause of the following exception:\n"
        "\n"
        "Traceback (most recent call last):\n"
        '  File "/usr/local/lib/python3.12/dist-packages/filelock/_unix.py", line 47, in _acquire\n'
        "NotImplementedError: FileSystem does not appear to support flock; use SoftFileLock instead\n",
        1,
        Verdict.BLOCKED,
        "OSError: [Errno 38] Function not implemented",
        "does not support file locks",
        rule="filesystem-without-locks",
    ),
    # A kernel library naming the GPU generation it needs, on a node with an older GPU: the cluster's placement.
    Case(
        "kernel-library-needs-a-newer-gpu-generation",
        "nemo-rl",
        "(MegatronPolicyWorker pid=3) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=3)   File "/opt/venv/lib/python3.12/site-packages/flash_attn/flash_attn_'
        'interface.py", line 90, in _flash_attn_forward\n'
        "(MegatronPolicyWorker pid=3) RuntimeError: FlashAttention only supports Ampere GPUs or newer.\n",
        1,
        Verdict.BLOCKED,
        "RuntimeError: FlashAttention only supports Ampere GPUs or newer.",
        "lacks a capability the job needs",
        rule="gpu-lacks-capability",
    ),
    # The shell reporting that a command died of SIGILL (nothing of the child's own): the node's CPU lacks an
    # instruction the binaries use.
    Case(
        "shell-reports-an-illegal-instruction",
        "verl",
        "+ python3 -c 'import torch'\n"
        "/tmp/run.sh: line 12:  4410 Illegal instruction     (core dumped) python3 -c 'import torch'\n",
        132,
        Verdict.BLOCKED,
        "/tmp/run.sh: line 12:  4410 Illegal instruction     (core dumped) python3 -c 'import torch'",
        "the node's CPU lacks",
        rule="cpu-lacks-instruction",
    ),
    # tokenizers unable to read a tokenizer.json a newer tokenizers wrote: the installed library's version.
    Case(
        "tokenizer-file-written-by-a-newer-tokenizers",
        "nemo-rl",
        "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.12/site-packages/transformers/tokenization_utils_fast.py", line 117, in '
        "__init__\n"
        "    fast_tokenizer = TokenizerFast.from_file(fast_tokenizer_file)\n"
        "Exception: data did not match any variant of untagged enum ModelWrapper at line 250373 column 3\n",
        1,
        Verdict.BLOCKED,
        "Exception: data did not match any variant of untagged enum ModelWrapper at line 250373 column 3",
        "written by a newer version",
        rule="tokenizer-file-newer-than-library",
    ),
    Case(
        # the dynamic loader's report is the cause; the parent's "exited with code 127" only reports it
        "a-program-the-loader-could-not-start",
        "nemo-rl",
        "+ uv run python examples/run_grpo_math.py\n"
        "Setting up compute cluster...\n"
        "/opt/nemo_rl_venv/bin/python3: error while loading shared libraries: libnccl.so.2: cannot open shared "
        "object file: No such file or directory\n"
        "Traceback (most recent call last):\n"
        '  File "/opt/nemo-rl/nemo_rl/distributed/worker_groups.py", line 88, in _spawn\n'
        '    raise RuntimeError(f"worker process exited with code {rc}")\n'
        "RuntimeError: worker process exited with code 127\n",
        1,
        Verdict.BLOCKED,
        "/opt/nemo_rl_venv/bin/python3: error while loading shared libraries: libnccl.so.2: cannot open shared "
        "object file: No such file or directory",
        "a container problem",
        rule="container-abi",
    ),
    Case(
        # an installed package's extension built against another torch: the installed packages do not go together
        "an-extension-built-against-another-torch",
        "verl",
        "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.11/site-packages/deep_gemm/__init__.py", line 5, in <module>\n'
        "    from . import _C\n"
        "ImportError: /opt/venv/lib/python3.11/site-packages/deep_gemm/_C.cpython-311-x86_64-linux-gnu.so: "
        "undefined symbol: _ZN2at4_ops5empty4callEN3c108ArrayRefINS2_6SymIntEEE\n",
        1,
        Verdict.BLOCKED,
        "ImportError: /opt/venv/lib/python3.11/site-packages/deep_gemm/_C.cpython-311-x86_64-linux-gnu.so: "
        "undefined symbol: _ZN2at4_ops5empty4callEN3c108ArrayRefINS2_6SymIntEEE",
        "dependency skew",
        rule="installed-extension-abi-skew",
    ),
    Case(
        # the same missing symbol in a library of the image itself (not an installed package) is the container's
        "a-system-library-missing-a-symbol",
        "verl",
        "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.11/site-packages/torch/__init__.py", line 290, in <module>\n'
        "    from torch._C import *\n"
        "ImportError: /usr/lib/x86_64-linux-gnu/libnccl.so.2: undefined symbol: ncclCommWindowRegister\n",
        1,
        Verdict.BLOCKED,
        "ImportError: /usr/lib/x86_64-linux-gnu/libnccl.so.2: undefined symbol: ncclCommWindowRegister",
        "a container problem",
        rule="container-abi",
    ),
    Case(
        # torch's check that the cuDNN it loaded is the one it was built for: an older copy on the loader path won
        "a-native-library-older-than-the-one-torch-was-built-for",
        "nemo-rl",
        "(MegatronPolicyWorker pid=41) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=41)   File "/opt/venv/lib/python3.12/site-packages/torch/backends/cudnn/'
        '__init__.py", line 96, in _init\n'
        "(MegatronPolicyWorker pid=41) RuntimeError: cuDNN version incompatibility: PyTorch was compiled  against "
        "(9, 8, 0) but found runtime version (9, 3, 0). PyTorch already comes bundled with cuDNN.\n",
        1,
        Verdict.BLOCKED,
        "RuntimeError: cuDNN version incompatibility: PyTorch was compiled  against (9, 8, 0) but found runtime "
        "version (9, 3, 0). PyTorch already comes bundled with cuDNN.",
        "a container problem",
        rule="container-abi",
    ),
    Case(
        # SGLang is verl's other rollout engine: its engine failing to come up before training is the engine's
        "the-sglang-rollout-engine-failing-to-start",
        "verl",
        "(WorkerDict pid=7) Traceback (most recent call last):\n"
        '(WorkerDict pid=7)   File "/usr/local/lib/python3.12/dist-packages/sglang/srt/managers/scheduler.py", '
        "line 2301, in run_scheduler_process\n"
        "(WorkerDict pid=7)     scheduler = Scheduler(server_args, port_args, gpu_id, tp_rank)\n"
        '(WorkerDict pid=7)   File "/usr/local/lib/python3.12/dist-packages/sglang/srt/mem_cache/memory_pool.py", '
        "line 180, in __init__\n"
        "(WorkerDict pid=7) ValueError: The KV cache pool would hold 0 tokens on this GPU.\n",
        1,
        Verdict.BLOCKED,
        "ValueError: The KV cache pool would hold 0 tokens on this GPU.",
        "the rollout engine (vLLM, SGLang or TRT-LLM) failed before the first training step",
        rule="vllm-engine-setup",
    ),
    Case(
        # a data library asking for a decoder package by name: a package the image lacks, not the job's data
        "a-data-library-asks-for-a-package-by-name",
        "nemo-rl",
        "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.12/site-packages/datasets/features/video.py", line 140, in decode_example\n'
        "    raise ImportError(\"To support decoding videos, please install 'av'.\")\n"
        "ImportError: To support decoding videos, please install 'av'.\n",
        1,
        Verdict.BLOCKED,
        "ImportError: To support decoding videos, please install 'av'.",
        "lacks av",
        rule="optional-package-missing",
    ),
    Case(
        # torch giving up on CUDA at initialization: the node's driver or device nodes, not the change
        "torch-finds-no-usable-cuda-at-initialization",
        "nemo-rl",
        "(MegatronPolicyWorker pid=9) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=9)   File "/opt/venv/lib/python3.12/site-packages/torch/cuda/__init__.py", '
        "line 372, in _lazy_init\n"
        "(MegatronPolicyWorker pid=9) RuntimeError: CUDA error: initialization error - Setting the available "
        "devices to be zero.\n",
        1,
        Verdict.BLOCKED,
        "RuntimeError: CUDA error: initialization error - Setting the available devices to be zero.",
        "no usable GPU",
        rule="gpu-unavailable",
    ),
    Case(
        # a weights file shorter than its header says, read while transformers loads the pretrained model
        "a-pretrained-weights-file-cut-short",
        "nemo-rl",
        "(MegatronPolicyWorker pid=9) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=9)   File "/opt/venv/lib/python3.12/site-packages/transformers/modeling_utils.py", '
        "line 512, in load_state_dict\n"
        "(MegatronPolicyWorker pid=9)     return torch.load(checkpoint_file, map_location=map_location)\n"
        '(MegatronPolicyWorker pid=9)   File "/opt/venv/lib/python3.12/site-packages/torch/serialization.py", '
        "line 1470, in load\n"
        "(MegatronPolicyWorker pid=9) RuntimeError: PytorchStreamReader failed reading zip archive: failed finding "
        "central directory\n",
        1,
        Verdict.BLOCKED,
        "RuntimeError: PytorchStreamReader failed reading zip archive: failed finding central directory",
        "cut short",
        rule="model-weights-truncated",
    ),
    Case(
        # a check tool that names itself in brackets before its verdict: the failed check, as a named check's is
        "a-bracketed-check-fail-line",
        "nemo-rl",
        "========================= Step 2/2 =========================\n"
        "+ python3 tools/compare_refit.py --policy /results/step_2/policy --vllm /results/step_2/vllm\n"
        "[compare_refit] layers compared: 24\n"
        "[compare_refit] FAIL: 3 of 24 layers differ after refit (max abs diff 0.41 in layers.7.mlp)\n",
        1,
        Verdict.FAIL,
        "[compare_refit] FAIL: 3 of 24 layers differ after refit (max abs diff 0.41 in layers.7.mlp)",
        "[compare_refit] FAIL",
    ),
    Case(
        # a run-time op build that finds no CUDA toolkit in the image: the container's, as a missing C compiler is
        "a-run-time-op-build-without-the-cuda-toolkit",
        "verl",
        "Traceback (most recent call last):\n"
        '  File "/usr/local/lib/python3.12/dist-packages/torch/utils/cpp_extension.py", line 2417, in _join_cuda_home\n'
        "    raise OSError('CUDA_HOME environment variable is not set. '\n"
        "OSError: CUDA_HOME environment variable is not set. Please set it to your CUDA install root.\n",
        1,
        Verdict.BLOCKED,
        "OSError: CUDA_HOME environment variable is not set. Please set it to your CUDA install root.",
        "no C or CUDA compiler",
        rule="container-lacks-a-compiler",
    ),
    Case(
        # an installed package's version check refusing another installed package's version
        "an-installed-package-refuses-another-ones-version",
        "nemo-rl",
        "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.12/site-packages/transformers/dependency_versions_check.py", line 57, in '
        "<module>\n"
        "    require_version_core(deps[pkg])\n"
        "ImportError: huggingface-hub>=0.34.0,<1.0 is required for a normal functioning of this module, but found "
        "huggingface-hub==1.1.2.\n",
        1,
        Verdict.BLOCKED,
        "ImportError: huggingface-hub>=0.34.0,<1.0 is required for a normal functioning of this module, but found "
        "huggingface-hub==1.1.2.",
        "refuses the installed version",
        rule="installed-version-rejected",
    ),
    Case(
        # NCCL's "invalid usage" names a category; the WARN line before it says which call, and training had started
        "nccl-invalid-usage-is-explained-by-its-warn-line",
        "verl",
        "step:3 - actor/pg_loss:0.02 - training/global_step:3\n"
        "(WorkerDict pid=5) node-a:5:91 [0] transport/p2p.cc:310 NCCL WARN P2P : send size 4096 does not match the "
        "peer's receive size 8192\n"
        "(WorkerDict pid=5) [rank3]:[E1126 09:00:00.1 ProcessGroupNCCL.cpp:1895] [PG ID 2 Rank 3] Process group "
        "watchdog thread terminated with exception: NCCL error: invalid usage (run with NCCL_DEBUG=WARN for "
        "details), NCCL version 2.23.4\n"
        "(WorkerDict pid=5) ncclInvalidUsage: This usually reflects invalid usage of NCCL library.\n"
        "(WorkerDict pid=5) Last error:\n"
        "(WorkerDict pid=5) P2P : send size 4096 does not match the peer's receive size 8192\n"
        "(WorkerDict pid=5) [rank3]:[F1126 09:00:00.2 ProcessGroupNCCL.cpp:1668] [PG ID 2 Rank 3] Process group "
        "watchdog thread terminated with exception: NCCL error: invalid usage (run with NCCL_DEBUG=WARN for "
        "details), NCCL version 2.23.4\n"
        "(WorkerDict pid=5) *** SIGABRT received at time=1795662962 on cpu 3 ***\n",
        1,
        Verdict.FAIL,
        "P2P : send size 4096 does not match the peer's receive size 8192",
        "after reaching step 3",
    ),
    Case(
        # a library naming the pip command that installs what it needs: a package the image lacks
        "a-library-names-the-pip-command-for-what-it-needs",
        "verl",
        "Traceback (most recent call last):\n"
        '  File "/usr/local/lib/python3.12/dist-packages/transformers/quantizers/quantizer_bnb_4bit.py", line 72, '
        "in validate_environment\n"
        "    raise ImportError(\n"
        "ImportError: Using `bitsandbytes` 4-bit quantization requires the latest version of bitsandbytes: "
        "`pip install -U bitsandbytes`\n",
        1,
        Verdict.BLOCKED,
        "ImportError: Using `bitsandbytes` 4-bit quantization requires the latest version of bitsandbytes: "
        "`pip install -U bitsandbytes`",
        "lacks bitsandbytes",
        rule="optional-package-missing",
    ),
    Case(
        # Ray refusing the shape of the job's resource request before any work ran: the job's settings
        "ray-refuses-the-resource-request",
        "nemo-rl",
        "Traceback (most recent call last):\n"
        '  File "/opt/nemo-rl/nemo_rl/distributed/virtual_cluster.py", line 140, in _create_placement_groups\n'
        "    bundles = [{\"GPU\": -1, \"CPU\": 4}]\n"
        '  File "python/ray/_raylet.pyx", line 690, in ray._raylet.prepare_resources\n'
        "ValueError: Resource quantities may not be negative.\n",
        1,
        Verdict.BLOCKED,
        "ValueError: Resource quantities may not be negative.",
        "Ray refused the resources",
        rule="ray-resource-request-refused",
    ),
    Case(
        # Ray losing an object with its node mid-run: Ray's object layer, not the values the job computed
        "ray-loses-an-object-with-its-node",
        "verl",
        "step:2 - actor/pg_loss:0.03 - training/global_step:2\n"
        "Traceback (most recent call last):\n"
        '  File "/workspace/verl/verl/single_controller/ray/base.py", line 51, in __call__\n'
        "    output = ray.get(output)\n"
        "ray.exceptions.ObjectLostError: Failed to retrieve object 00ffab. All copies of 00ffab have been lost due "
        "to node failure.\n",
        1,
        Verdict.BLOCKED,
        "ray.exceptions.ObjectLostError: Failed to retrieve object 00ffab. All copies of 00ffab have been lost due "
        "to node failure.",
        "Ray could not fetch an object",
        rule="ray-object-lost",
    ),
    # An error the rollout engine's weight loader raised through the Bridge's export is the Bridge's, not the
    # engine's setup, whoever's process printed it.
    Case(
        "an-error-through-bridge-code-in-the-rollout-engine-is-the-runs",
        "verl",
        "(TaskRunner pid=11) Training from scratch\n"
        "(WorkerDict pid=8, ip=10.0.0.3) Traceback (most recent call last):\n"
        '(WorkerDict pid=8, ip=10.0.0.3)   File "/usr/lib/python3/dist-packages/vllm/model_executor/models/qwen2.py", '
        "line 500, in load_weights\n"
        f'(WorkerDict pid=8, ip=10.0.0.3)   File "{BRIDGE}/src/megatron/bridge/models/conversion/model_bridge.py", '
        "line 812, in stream_weights_megatron_to_hf\n"
        "(WorkerDict pid=8, ip=10.0.0.3) ValueError: no HF name for decoder.layers.0.mlp.linear_fc1.weight\n",
        1,
        Verdict.FAIL,
        "ValueError: no HF name for decoder.layers.0.mlp.linear_fc1.weight",
        "before the first training step",
        rule="unclassified-failure",
    ),
    # A Python warning printed just before a native crash is not what crashed: the signal is quoted.
    Case(
        "a-warning-before-a-segfault-is-not-its-cause",
        "verl",
        VERL_OK.split("(TaskRunner pid=9001) Training Progress: 100%")[0]
        + "(WorkerDict pid=7, ip=10.0.0.2) /usr/lib/python3/dist-packages/transformer_engine/pytorch/module/base.py"
        ":900: UserWarning: fused kernel unavailable, falling back\n"
        "(WorkerDict pid=7, ip=10.0.0.2)   warnings.warn(\n"
        "(WorkerDict pid=7, ip=10.0.0.2) *** SIGSEGV received at time=1700000000 on cpu 3 ***\n"
        "(WorkerDict pid=7, ip=10.0.0.2) PC: @     0x7f00deadbeef  (unknown)  nvte_fused_attn_fwd\n",
        1,
        Verdict.FAIL,
        "*** SIGSEGV received at time=1700000000 on cpu 3 ***",
        "after training started",
    ),
    # A file of a snapshot in the Hub cache that is not there when the model loads: the download's (another node
    # still fetching into a shared cache), even where the Bridge's HF import opened it.
    Case(
        "a-file-missing-from-the-hub-caches-snapshot-is-the-downloads",
        "nemo-rl",
        "\u25b6 Setting up model and training...\n"
        "(MegatronPolicyWorker pid=5) Traceback (most recent call last):\n"
        f'(MegatronPolicyWorker pid=5)   File "{BRIDGE}/src/megatron/bridge/models/hf_pretrained/causal_lm.py", '
        "line 176, in _load_model\n"
        '(MegatronPolicyWorker pid=5)   File "/opt/venv/lib/python3.12/site-packages/transformers/modeling_utils.py", '
        "line 497, in load_state_dict\n"
        "(MegatronPolicyWorker pid=5) FileNotFoundError: [Errno 2] No such file or directory: "
        "'/shared/hf/hub/models--Qwen--Qwen3-8B/snapshots/9c925d64/model-00002-of-00005.safetensors'\n",
        1,
        Verdict.BLOCKED,
        "FileNotFoundError: [Errno 2] No such file or directory: "
        "'/shared/hf/hub/models--Qwen--Qwen3-8B/snapshots/9c925d64/model-00002-of-00005.safetensors'",
        "a file of the model's snapshot in the Hub cache is missing",
        rule="hub-cache-file-missing",
        category="model-download",
    ),
    # Slurm's container plugin refusing to start a task's container: that task never ran, the launcher's exit
    # report follows from it.
    Case(
        "slurm-container-plugin-refuses-a-task",
        "nemo-rl",
        "+ srun --nodes=1 -w node-2 --container-name=bv_env ray start --address=10.0.0.1:6379 --block\n"
        "error: pyxis: error: a container with name \"bv_env\" does not exist, and --container-image is not set\n"
        "srun: error: node-2: task 0: Exited with exit code 1\n"
        "[launcher] only 1/2 Ray nodes joined after 600s; not starting the driver\n",
        1,
        Verdict.BLOCKED,
        'error: pyxis: error: a container with name "bv_env" does not exist, and --container-image is not set',
        "Slurm's container plugin could not start a task's container",
        rule="slurm-container-refused",
        category="container",
    ),
    # pyxis's fixed headlines say only that the container did not start; the enroot log it prints after them (as the
    # node's slurmstepd) says why: its first line that reads as an error is quoted, not its [INFO] lines.
    Case(
        "the-enroot-log-pyxis-prints-says-why-the-container-did-not-start",
        "verl",
        "pyxis: creating container filesystem: pyxis_51.0\n"
        "slurmstepd: error: pyxis: container start failed with error code: 1\n"
        "slurmstepd: error: pyxis: printing enroot log file:\n"
        "slurmstepd: error: pyxis:     [INFO] Mounting host directories\n"
        "slurmstepd: error: pyxis:     enroot-mount: failed to mount: /lustre/ckpt at /ckpt: No such file or "
        "directory\n"
        "slurmstepd: error: pyxis: couldn't start container\n"
        "slurmstepd: error: spank: required plugin spank_pyxis.so: task_init() failed with rc=-1\n"
        "srun: error: node-7: task 0: Exited with exit code 1\n",
        1,
        Verdict.BLOCKED,
        "slurmstepd: error: pyxis:     enroot-mount: failed to mount: /lustre/ckpt at /ckpt: No such file or directory",
        "Slurm's container plugin could not start a task's container",
        rule="slurm-container-refused",
        category="container",
    ),
    # pip's report of a build step that failed in a subprocess: the error in the boxed output is the cause, not
    # pip's headline over it.
    Case(
        "a-pip-build-steps-own-error-is-quoted-from-its-box",
        "verl",
        "+ pip install -r requirements.txt\n"
        "Collecting apex==0.1 (from -r requirements.txt (line 2))\n"
        "  Installing build dependencies ... done\n"
        "  Getting requirements to build wheel ... error\n"
        "  error: subprocess-exited-with-error\n"
        "  \u00d7 Getting requirements to build wheel did not run successfully.\n"
        "  \u2502 exit code: 1\n"
        "  \u2570\u2500> [6 lines of output]\n"
        "      Traceback (most recent call last):\n"
        '        File "<string>", line 5, in <module>\n'
        "      ModuleNotFoundError: No module named 'packaging'\n"
        "      [end of output]\n"
        "  note: This error originates from a subprocess, and is likely not a problem with pip.\n",
        1,
        Verdict.BLOCKED,
        "ModuleNotFoundError: No module named 'packaging'",
        "could not import a Python package it needs",
        rule="build-lacks-a-python-package",
    ),
    # SGLang refusing a prompt longer than the context length the job gave it: the job's lengths, as vLLM's
    # words for the same are.
    Case(
        "sglang-refuses-a-prompt-longer-than-its-context",
        "verl",
        VERL_OK.split("(TaskRunner pid=9001) Training Progress: 100%")[0]
        + "(WorkerDict pid=7, ip=10.0.0.2) Traceback (most recent call last):\n"
        '(WorkerDict pid=7, ip=10.0.0.2)   File "/usr/lib/python3/dist-packages/sglang/srt/managers/'
        'tokenizer_manager.py", line 600, in _validate_request\n'
        "(WorkerDict pid=7, ip=10.0.0.2) ValueError: The input (4100 tokens) is longer than the model's context "
        "length (4096 tokens).\n",
        1,
        Verdict.BLOCKED,
        "ValueError: The input (4100 tokens) is longer than the model's context length (4096 tokens).",
        "the job's own inputs do not fit together",
        rule="job-inputs-do-not-fit",
        category="job-config",
    ),
    # Megatron-Core's reader of the job's indexed dataset refusing what the files hold: the data artifact, even
    # when the Bridge's data setup called it.
    Case(
        "megatron-cores-indexed-dataset-reader-refuses-the-files",
        "nemo-rl",
        "[rank0]: Traceback (most recent call last):\n"
        f'[rank0]:   File "{BRIDGE}/src/megatron/bridge/data/utils.py", line 92, in build_datasets\n'
        f'[rank0]:   File "{BRIDGE}/3rdparty/Megatron-LM/megatron/core/datasets/indexed_dataset.py", line 410, '
        "in __init__\n"
        "[rank0]:     raise ValueError(f\"Bad index file version {version}\")\n"
        "[rank0]: ValueError: Bad index file version 7\n",
        1,
        Verdict.BLOCKED,
        "ValueError: Bad index file version 7",
        "indexed-dataset reader refused the job's data files",
        rule="indexed-dataset-inconsistent",
        category="data",
    ),
    # The filesystem under the model's files failing the read itself (a mount without shared mmap): the storage,
    # even inside the Bridge's HF import.
    Case(
        "a-mount-that-cannot-map-the-weights-is-the-storage",
        "verl",
        "(WorkerDict pid=7, ip=10.0.0.2) Traceback (most recent call last):\n"
        f'(WorkerDict pid=7, ip=10.0.0.2)   File "{BRIDGE}/src/megatron/bridge/models/hf_pretrained/state.py", '
        "line 211, in iter_tensors\n"
        "(WorkerDict pid=7, ip=10.0.0.2) OSError: No such device (os error 19)\n",
        1,
        Verdict.BLOCKED,
        "OSError: No such device (os error 19)",
        "the filesystem under a file the job uses failed the operation",
        rule="storage-device-failed",
        category="disk",
    ),
    # A job stopped while Ray waited to schedule its actors: the interrupt the runner sent is not the cause, the
    # wait Ray reported is.
    Case(
        "a-job-stopped-while-ray-could-not-schedule-its-actors",
        "nemo-rl",
        "\u25b6 Setting up compute cluster...\n"
        "2026-03-02 10:00:00,000\tWARNING worker.py:2243 -- The actor or task with ID ffff01 cannot be scheduled "
        "right now. Otherwise, this is likely due to all cluster resources being claimed by actors.\n"
        "[runner] no output progress for 1800 s; stall timeout, cancelling the job\n"
        "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.12/site-packages/ray/_private/worker.py", line 2858, in get\n'
        "KeyboardInterrupt\n",
        124,
        Verdict.BLOCKED,
        "The actor or task with ID ffff01 cannot be scheduled right now. Otherwise, this is likely due to all "
        "cluster resources being claimed by actors.",
        "Ray could not place the job's workers",
        rule="workers-never-placed",
        category="ray",
    ),
    # A traceback a build subprocess printed indented under pip's output: read at its own indentation, and an
    # exception raised in a package's build is the environment's ...
    Case(
        "an-indented-build-traceback-is-read-and-is-the-environments",
        "verl",
        "+ pip install -v --no-build-isolation /opt/src/apex\n"
        "  Building wheel for apex (pyproject.toml) ...\n"
        "  Traceback (most recent call last):\n"
        '    File "/usr/lib/python3/dist-packages/pip/_vendor/pyproject_hooks/_in_process/_in_process.py", line 389, '
        "in <module>\n"
        "      main()\n"
        '    File "<string>", line 40, in check_cuda_versions\n'
        "  RuntimeError: the CUDA toolkit (12.4) does not match the one torch was built with (12.8).\n"
        "  error: subprocess-exited-with-error\n"
        "  \u00d7 Building wheel for apex (pyproject.toml) did not run successfully.\n",
        1,
        Verdict.BLOCKED,
        "RuntimeError: the CUDA toolkit (12.4) does not match the one torch was built with (12.8).",
        "a package build in the job's environment failed",
        rule="package-build-failed",
        category="container",
    ),
    # uv prints a failed build's own output under its report: the build's exception is quoted, not a warning the
    # build printed nor an echoed command earlier in the log.
    Case(
        "uv-prints-the-failed-builds-output-under-its-report",
        "nemo-rl",
        "+ which nvcc || echo 'nvcc: not found'\n"
        "nvcc: not found\n"
        "+ uv sync --extra mcore\n"
        "  \u00d7 Failed to build `apex==0.1`\n"
        "  \u251c\u2500\u25b6 The build backend returned an error\n"
        "  \u2570\u2500\u25b6 Call to `setuptools.build_meta:__legacy__.build_wheel` failed (exit status: 1)\n"
        "\n"
        "      [stderr]\n"
        "      /tmp/b/torch/_tensor.py:20: UserWarning: Failed to initialize NumPy: No module named 'numpy'\n"
        "      Traceback (most recent call last):\n"
        '        File "/tmp/b/apex/setup.py", line 111, in check_cuda\n'
        "          raise RuntimeError(\n"
        "      RuntimeError: apex was requested, but nvcc was not found.\n"
        "\n"
        "  help: `apex` was included because `nemo-rl` depends on `apex`\n",
        1,
        Verdict.BLOCKED,
        "RuntimeError: apex was requested, but nvcc was not found.",
        "a build in the job's environment failed",
        rule="build-failed",
        category="container",
    ),
    # Ray's driver on a host where no node of the cluster lives: the launch's placement, Ray's.
    Case(
        "rays-driver-started-off-the-cluster",
        "verl",
        "+ python3 -m verl.trainer.main_ppo trainer.nnodes=2\n"
        "[2026-03-02 10:00:00,001 I 880 880] global_state_accessor.cc:447: This node has an IP address of 10.1.2.3, "
        "but we cannot find a local Raylet with the same address.\n"
        "[2026-03-02 10:00:30,002 E 880 901] core_worker_process.cc:256: Failed to get the system config from raylet "
        "because it is dead. Worker will terminate.\n",
        1,
        Verdict.BLOCKED,
        "This node has an IP address of 10.1.2.3, but we cannot find a local Raylet with the same address.",
        "Ray's driver runs where no node of the Ray cluster is",
        rule="ray-driver-off-the-cluster",
        category="ray",
    ),
    # torch's NCCL binding unable to map bf16 is the image's build; an fp8 tensor a change sends is not (older NCCLs
    # refuse that type whatever the build).
    Case(
        "an-nccl-build-without-bf16-is-the-container",
        "verl",
        VERL_OK.split("(TaskRunner pid=9001) Training Progress: 100%")[0]
        + "(WorkerDict pid=7) Traceback (most recent call last):\n"
        '(WorkerDict pid=7)   File "/usr/lib/python3/dist-packages/torch/distributed/distributed_c10d.py", line '
        "2459, in irecv\n"
        "(WorkerDict pid=7) RuntimeError: Unconvertible NCCL type BFloat16\n",
        1,
        Verdict.BLOCKED,
        "RuntimeError: Unconvertible NCCL type BFloat16",
        "cannot reduce a standard dtype",
        rule="nccl-build-lacks-a-standard-type",
        category="container",
    ),
    Case(
        "an-fp8-tensor-a-change-sends-to-nccl-is-the-runs",
        "verl",
        VERL_OK.split("(TaskRunner pid=9001) Training Progress: 100%")[0]
        + "(WorkerDict pid=7) Traceback (most recent call last):\n"
        '(WorkerDict pid=7)   File "/usr/lib/python3/dist-packages/torch/distributed/distributed_c10d.py", line '
        "2800, in all_reduce\n"
        "(WorkerDict pid=7) RuntimeError: Unconvertible NCCL type Float8_e4m3fn\n",
        1,
        Verdict.FAIL,
        "RuntimeError: Unconvertible NCCL type Float8_e4m3fn",
        "the run failed",
    ),
    # ... but not the Bridge's own build, which the change under test can break.
    Case(
        "the-bridges-own-package-build-failing-is-the-runs",
        "verl",
        "+ pip install -v -e /workspace/Megatron-Bridge\n"
        "  Preparing editable metadata for megatron-bridge (pyproject.toml) ...\n"
        "  Traceback (most recent call last):\n"
        '    File "/usr/lib/python3/dist-packages/pip/_vendor/pyproject_hooks/_in_process/_in_process.py", line 389, '
        "in <module>\n"
        "      main()\n"
        '    File "<string>", line 12, in <module>\n'
        "  KeyError: 'version'\n",
        1,
        Verdict.FAIL,
        "KeyError: 'version'",
        "before the first training step",
        rule="unclassified-failure",
    ),
    # transformers refusing a remote-code model whose file imports a package the image lacks: the environment,
    # naming the package.
    Case(
        "a-remote-code-model-needs-a-package-the-image-lacks",
        "verl",
        "(WorkerDict pid=7) Traceback (most recent call last):\n"
        '(WorkerDict pid=7)   File "/usr/lib/python3/dist-packages/transformers/dynamic_module_utils.py", line 222, '
        "in check_imports\n"
        "(WorkerDict pid=7) ImportError: This modeling file requires the following packages that were not found in "
        "your environment: einops. Run `pip install einops`\n",
        1,
        Verdict.BLOCKED,
        "ImportError: This modeling file requires the following packages that were not found in your environment: "
        "einops. Run `pip install einops`",
        "the job's environment lacks einops",
        rule="optional-package-missing",
        category="dependency",
    ),
    # A comparison script's own verdict line is the failed check, not the exit it made after it.
    Case(
        "a-comparison-scripts-result-fail-line-is-the-check",
        "nemo-rl",
        "+ torchrun --nproc-per-node=2 examples/conversion/compare.py --hf-model-path Qwen/Qwen3-0.6B\n"
        "[rank0]: RESULT: FAIL - logits mismatch: max abs diff 1.25 >= tol 0.05\n"
        "[rank0]: Traceback (most recent call last):\n"
        '[rank0]:   File "examples/conversion/compare.py", line 404, in main\n'
        "[rank0]:     sys.exit(1)\n"
        "[rank0]: SystemExit: 1\n",
        1,
        Verdict.FAIL,
        "RESULT: FAIL - logits mismatch: max abs diff 1.25 >= tol 0.05",
        "the run failed",
    ),
    # ... as is a check's line that puts its verdict first (`FAIL: <check>: <what>`).
    Case(
        "a-check-line-with-its-verdict-first-is-the-check",
        "nemo-rl",
        "+ python tools/compare_resume.py --continuous run_a/metrics.json --resumed run_b/metrics.json\n"
        "PASS: resume parity: train/loss at step 3\n"
        "FAIL: resume parity: train/lr at step 4: continuous 8.0e-06 vs resumed 2.0e-06\n"
        "FAIL: resume parity: train/loss at step 4: continuous 1.21 vs resumed 1.24\n"
        "resume check: 2 mismatches -> FAILED\n",
        1,
        Verdict.FAIL,
        "FAIL: resume parity: train/lr at step 4: continuous 8.0e-06 vs resumed 2.0e-06",
        "the run failed",
    ),
    # Weight files that are Git LFS pointer stubs: how the model was fetched, whoever's code read them.
    Case(
        "weight-files-that-are-lfs-pointers-are-the-models-fetch",
        "nemo-rl",
        "(MegatronPolicyWorker pid=5) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=5)   File "/opt/venv/lib/python3.12/site-packages/torch/serialization.py", line '
        "1776, in _legacy_load\n"
        "(MegatronPolicyWorker pid=5) _pickle.UnpicklingError: invalid load key, 'v'.\n"
        "(MegatronPolicyWorker pid=5) \n"
        "(MegatronPolicyWorker pid=5) During handling of the above exception, another exception occurred:\n"
        "(MegatronPolicyWorker pid=5) \n"
        "(MegatronPolicyWorker pid=5) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=5)   File "/opt/venv/lib/python3.12/site-packages/transformers/modeling_utils.py", '
        "line 567, in load_state_dict\n"
        "(MegatronPolicyWorker pid=5) OSError: You seem to have cloned a repository without having git-lfs "
        "installed.\n",
        1,
        Verdict.BLOCKED,
        "_pickle.UnpicklingError: invalid load key, 'v'.",
        "the model's weight files are Git LFS pointers",
        rule="model-files-are-lfs-pointers",
        category="model-download",
    ),
    # vLLM finding no weights of the format the job asked for in the model directory it names: the job's path.
    Case(
        "vllm-finds-no-weights-in-the-jobs-model-directory",
        "verl",
        "(WorkerDict pid=7) Traceback (most recent call last):\n"
        '(WorkerDict pid=7)   File "/usr/lib/python3/dist-packages/vllm/model_executor/model_loader/loader.py", '
        "line 300, in _prepare_weights\n"
        "(WorkerDict pid=7) RuntimeError: Cannot find any model weights with `/models/llama-7b`\n",
        1,
        Verdict.BLOCKED,
        "RuntimeError: Cannot find any model weights with `/models/llama-7b`",
        "the model directory the job names lacks what the loader reads",
        rule="model-dir-incomplete",
        category="job-config",
    ),
    # The Hub has no repository by the model id the job's own overrides name: the job's setting ...
    Case(
        "the-hub-lacks-the-repository-the-job-names",
        "nemo-rl",
        _hub_repository_missing("meta-llama/Llama-3.2-1B-Instrcut"),
        1,
        Verdict.BLOCKED,
        _HUB_404,
        "the Hub has no repository 'meta-llama/Llama-3.2-1B-Instrcut'",
        rule="job-named-a-repository-the-hub-lacks",
        category="job-config",
    ),
    # ... while a repository the job did not name (fetched by a library on its own), and a token the Hub refused
    # (which it also answers with "not found"), stay the download's.
    *(
        Case(
            case_id,
            "nemo-rl",
            log,
            1,
            Verdict.BLOCKED,
            _HUB_404,
            "could not be fetched",
            rule="hub-fetch",
            category="model-download",
        )
        for case_id, log in (
            ("the-hub-lacks-a-repository-the-job-did-not-name", _hub_repository_missing("/models/llama-3.2-1b")),
            (
                "the-hub-refusing-the-token-is-not-the-jobs-model-id",
                _hub_repository_missing("meta-llama/Llama-3.2-1B-Instrcut")
                + "Invalid credentials in Authorization header\n",
            ),
        )
    ),
    # A C++ stream's write failing during a save, on a host whose df shows the filesystem full: the disk.
    Case(
        "a-cpp-stream-write-failing-on-a-full-disk-is-the-disk",
        "nemo-rl",
        "(MegatronPolicyWorker pid=5) Saving checkpoint to /ckpt/step_2\n"
        "(MegatronPolicyWorker pid=5) terminate called after throwing an instance of 'std::__ios_failure'\n"
        "(MegatronPolicyWorker pid=5)   what():  basic_ios::clear: iostream error\n"
        "+ df -h /ckpt\n"
        "Filesystem      Size  Used Avail Use% Mounted on\n"
        "/dev/nvme1n1    1.8T  1.8T     0 100% /ckpt\n",
        1,
        Verdict.BLOCKED,
        "basic_ios::clear: iostream error",
        "the host ran out of disk",
        rule="write-failed-disk-full",
        category="disk",
    ),
    # An object whose owner is gone with no error of the owner's in the log: Ray's ...
    Case(
        "an-objects-owner-gone-without-an-error-of-its-own",
        "nemo-rl",
        "\u25b6 Setting up model and training...\n"
        "(MegatronPolicyWorker pid=71, ip=10.1.0.5) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=71, ip=10.1.0.5)   File "python/ray/_raylet.pyx", line 1800, in '
        "ray._raylet.execute_task\n"
        "(MegatronPolicyWorker pid=71, ip=10.1.0.5) ray.exceptions.OwnerDiedError: Failed to retrieve object "
        "00aa11. The object's owner has exited.\n",
        1,
        Verdict.BLOCKED,
        "ray.exceptions.OwnerDiedError: Failed to retrieve object 00aa11. The object's owner has exited.",
        "its owner is gone",
        rule="ray-object-owner-gone",
        category="ray",
    ),
    # ... but an owner that died of an error through the Bridge printed it, and that is what the run says.
    Case(
        "an-objects-owner-gone-after-a-bridge-error-is-not-rays",
        "nemo-rl",
        "\u25b6 Setting up model and training...\n"
        "(MegatronPolicyWorker pid=71, ip=10.1.0.5) ray.exceptions.OwnerDiedError: Failed to retrieve object "
        "00aa11. The object's owner has exited.\n"
        "Traceback (most recent call last):\n"
        f'  File "{BRIDGE}/src/megatron/bridge/models/conversion/auto_bridge.py", line 210, in to_megatron_provider\n'
        "KeyError: 'rope_theta'\n",
        1,
        Verdict.FAIL,
        "ray.exceptions.OwnerDiedError: Failed to retrieve object 00aa11. The object's owner has exited.",
        "the run failed",
    ),
    Case(
        # a bare timeout raised inside an HTTP client while a dataset streams in during set-up: the network
        "a-timeout-inside-the-http-client-during-setup",
        "verl",
        "Traceback (most recent call last):\n"
        '  File "/usr/local/lib/python3.12/dist-packages/httpcore/_backends/sync.py", line 126, in read\n'
        "    return self._sock.recv(max_bytes)\n"
        "TimeoutError: timed out\n",
        1,
        Verdict.BLOCKED,
        "TimeoutError: timed out",
        "timed out in the HTTP client",
        rule="http-client-timed-out",
    ),
    Case(
        # Python prints an exception without a message as its type alone; the next line is not its message
        "an-exception-without-a-message",
        "nemo-rl",
        "[rank0]: Traceback (most recent call last):\n"
        '[rank0]:   File "/opt/nemo-rl/nemo_rl/data/loader.py", line 51, in next_batch\n'
        "[rank0]:     return self._queue.get(timeout=self.timeout_s)\n"
        '[rank0]:   File "/usr/lib/python3.12/queue.py", line 179, in get\n'
        "[rank0]:     raise Empty\n"
        "[rank0]: _queue.Empty\n"
        "[rank0]:[W1126 10:01:02.123456789 ProcessGroupNCCL.cpp:1250] Warning: WARNING: process group has NOT been "
        "destroyed before we destruct ProcessGroupNCCL.\n",
        1,
        Verdict.FAIL,
        "_queue.Empty",
        "the run failed",
    ),
]


def test_a_failed_tests_summary_line_after_its_long_report_is_not_a_second_failure() -> None:
    """The summary line of a failure pytest's long report showed already is not a second one: the report's own
    line stays the root cause (it is where the test raised)."""
    log = (
        "+ uv run pytest -q tests/unit/models/megatron/test_megatron_data.py\n"
        "    def test_pack():\n"
        ">       assert packed % 2 == 0, f\"packed length {packed} is not a multiple of 2\"\n"
        "E       AssertionError: packed length 1021 is not a multiple of 2\n"
        "E       assert (1021 % 2) == 0\n"
        "\n"
        "tests/unit/models/megatron/test_megatron_data.py:88: AssertionError\n"
        "FAILED tests/unit/models/megatron/test_megatron_data.py::test_pack - AssertionError: packed length 1021 is "
        "not a multiple of 2\n"
        "1 failed, 11 passed in 24.13s\n"
    )
    lines = split_lines(log)
    j = judge(TriageInput(framework="nemo-rl", lines=lines, exit_code=1, bridge_root=BRIDGE))
    assert j.result == Verdict.FAIL
    assert j.first_error == "AssertionError: packed length 1021 is not a multiple of 2"
    assert j.line is not None and lines[j.line - 1].text.startswith("E "), (j.line, j)
    events = [e for e in analyze(lines).events if e.exc_type == "AssertionError"]
    assert len(events) == 1, events


def test_a_slow_worker_start_the_job_outwaited_is_no_root_cause() -> None:
    """The raylet's report of a worker process still hanging as it starts is no failure on its own: in a run that
    timed out with nothing raised, it is not read line by line as the cause."""
    log = (
        "(raylet) [2026-09-16 03:17:52,008 W 21611 21611] (raylet) node_manager.cc:3096: Some workers of the worker "
        "process(22105) have not registered within the timeout. The process is still alive, probably it's hanging "
        "during start.\n"
        "(NemoGymActor pid=22311) [nemo_gym] waiting for policy endpoint http://10.0.7.21:43117/v1/models to become "
        "ready (1500s)\n"
        "[runner] stage 'grpo_megatron_generation_async_gym.sh' exceeded 1800s; timeout sent SIGTERM\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=124, timed_out=True,
                          bridge_root=BRIDGE))
    assert j.rule != "workers-never-registered", j
    assert "have not registered" not in (j.first_error or ""), j


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_triage_case(case: Case) -> None:
    j = judge(
        TriageInput(
            framework=case.framework,
            lines=split_lines(case.log),
            exit_code=case.exit_code,
            metrics=case.metrics,
            assertions=evaluate_all(case.asserts, case.metrics or {}),
            expected_steps=case.expected_steps,
            bridge_root=BRIDGE,
        )
    )
    assert j.result == case.verdict, j
    assert j.first_error == case.first_error, j
    assert case.reason in j.reason, j.reason
    if case.rule:
        assert j.rule == case.rule
    if case.category:
        assert j.category == case.category, j
    if case.verdict == Verdict.BLOCKED:
        assert NOT_EVIDENCE in j.reason
    assert len(j.noise) == case.noise, j.noise


def test_timeout_is_a_failure_quoting_the_step() -> None:
    j = judge(
        TriageInput(
            framework="nemo-rl",
            lines=split_lines(NRL_OK.split("=== Step 2/2")[0]),
            exit_code=124,
            timed_out=True,
            timeout_s=3600,
        )
    )
    assert j.result == Verdict.FAIL
    assert j.reason.startswith("the run timed out after 3600 s after reaching step")
    assert j.rule == "timeout"


def _timed_out(framework: Framework, log: str) -> Judgement:
    return judge(
        TriageInput(framework=framework, lines=split_lines(log), exit_code=124, timed_out=True, timeout_s=1800)
    )


# Our runner's notes around a timeout (its heartbeats, the kill) and the kill's own SIGTERM dump say nothing about
# why the run hung.
_KILL = (
    "[bridge-validate] timed out after 1800 s; process group killed\n"
    "*** SIGTERM received at time=1796000000 on cpu 5 ***\n"
    "PC: @     0x7f00  (unknown)  pthread_cond_wait\n"
)


def test_a_hang_in_the_installer_before_any_model_is_the_network() -> None:
    j = _timed_out(
        "nemo-rl",
        "\u25b6 Setting up model and training...\n"
        "Creating virtual environment at: /opt/ray_venvs/worker\n"
        "Resolved 212 packages in 1.20s\n"
        "Downloading torch (820.1MiB)\n"
        "[bridge-validate] waiting 900 s for output\n" + _KILL,
    )
    assert (j.result, j.category, j.rule, j.first_error) == (Verdict.BLOCKED, "network", "install-stalled", None), j
    assert NOT_EVIDENCE in j.reason


def test_a_hang_in_the_rollout_engines_setup_before_the_policy_is_the_engines() -> None:
    j = _timed_out(
        "verl",
        "(vLLMAsyncRollout pid=12) INFO 11-26 10:00:01 [core.py:90] Initializing a V1 LLM engine (v0.11.0)\n"
        "(vLLMAsyncRollout pid=12) INFO 11-26 10:00:20 [gpu_worker.py:100] Model loading took 2.1 GiB\n" + _KILL,
    )
    assert (j.result, j.category, j.rule, j.first_error) == (
        Verdict.BLOCKED, "vllm", "rollout-engine-stalled", None
    ), j


def test_a_hang_after_training_started_or_in_the_policy_stays_a_failure() -> None:
    after_start = _timed_out(
        "nemo-rl",
        "========================= Step 1/3 =========================\n"
        "(VllmGenerationWorker pid=9) INFO 11-26 10:00:01 [loggers.py:1] Running: 8 reqs, Waiting: 0 reqs\n"
        + _KILL,
    )
    in_policy = _timed_out(
        "nemo-rl",
        "\u25b6 Setting up model and training...\n"
        "(MegatronPolicyWorker pid=7) Building the Megatron model through the Bridge provider\n" + _KILL,
    )
    for j in (after_start, in_policy):
        assert (j.result, j.rule, j.first_error) == (Verdict.FAIL, "timeout", None), j


def test_our_runners_lines_are_never_the_quote() -> None:
    # the process's last line before a fatal signal explains it, but not our runner's note printed in between
    j = judge(
        TriageInput(
            framework="verl",
            lines=split_lines(
                "(WorkerDict pid=3) step:1 - actor/pg_loss:0.1 - training/global_step:1\n"
                "[bridge-validate] step 2/2 e2e: python3 -m verl.trainer.main_ppo\n"
                "*** SIGSEGV received at time=1796000000 on cpu 5 ***\n"
            ),
            exit_code=139,
        )
    )
    assert j.first_error is not None and not j.first_error.startswith("[bridge-validate]"), j


def test_torchruns_tee_prefix_is_a_rank_prefix() -> None:
    # torchrun --tee prints each worker's lines under `[<role><local rank>]:`, as torch.distributed's `[rankN]:`
    (ln,) = split_lines("[default3]:E       RuntimeError: CUDA error: invalid device ordinal\n")
    assert (ln.rank, ln.msg) == (3, "RuntimeError: CUDA error: invalid device ordinal")


def test_a_vendored_bridge_the_job_synced_from_the_checkout_is_the_checkout() -> None:
    vendored = "/opt/nemo-rl/3rdparty/Megatron-Bridge-workspace/Megatron-Bridge"
    imported = f"{vendored}/src/megatron/bridge/__init__.py\n"
    synced = f"+ rsync -a --delete {BRIDGE}/ {vendored}/\n" + imported + NRL_OK
    not_synced = imported + NRL_OK
    ok = judge(TriageInput(framework="nemo-rl", lines=split_lines(synced), exit_code=0, metrics=GOOD_METRICS,
                           bridge_root=BRIDGE))
    stale = judge(TriageInput(framework="nemo-rl", lines=split_lines(not_synced), exit_code=0,
                              metrics=GOOD_METRICS, bridge_root=BRIDGE))
    assert ok.result == Verdict.PASS, ok
    assert (stale.result, stale.category) == (Verdict.BLOCKED, "bridge-path"), stale


def test_a_hang_on_a_model_files_download_bar_is_the_download() -> None:
    # the hub's progress bar of a weights file, printed in the rollout engine's process, is the last line: the
    # download hung, whoever asked for it
    j = _timed_out(
        "nemo-rl",
        "(VllmGenerationWorker pid=20) INFO 12-10 15:11:42 [gpu_model_runner.py:2571] Starting to load model m...\n"
        "(VllmGenerationWorker pid=20) model.safetensors:   0%|          | 0.00/2.47G [00:00<?, ?B/s]\n" + _KILL,
    )
    assert (j.result, j.category, j.rule, j.first_error) == (
        Verdict.BLOCKED, "model-download", "model-download-stalled", None
    ), j


def test_a_note_that_dmesg_shows_no_xid_is_not_a_gpu_fault() -> None:
    # an Xid report gives its code after the word; "no Xid in dmesg ... 16 GPUs" names numbers, not a fault
    (fault,) = [r for r in RULES if r.id == "gpu-hardware-fault"]
    assert fault.rx.search("NVRM: Xid (PCI:0000:9a:00): 79, pid=1, GPU has fallen off the bus.")
    assert fault.rx.search("XidCriticalError: Xid=79 on Device=GPU-6f0e; marking device as unhealthy.")
    assert not fault.rx.search("nvidia-smi (both nodes): all 16 GPUs 100% util, no Xid in dmesg, 32 interfaces")


def test_a_config_key_the_bridges_own_code_misses_is_not_the_job_template() -> None:
    # omegaconf's missing-key error raised through the Bridge (its provider reading a config it built) is the
    # Bridge's; the same error from the downstream's config alone is the job template's
    def run(first_frame: str) -> Judgement:
        log = (
            "Traceback (most recent call last):\n"
            f'  File "{first_frame}", line 120, in build\n'
            "    rope = cfg.rotary.to_rope_kwargs()\n"
            '  File "/opt/venv/lib/python3.12/site-packages/omegaconf/dictconfig.py", line 355, in __getattr__\n'
            "    self._format_and_raise(key=key, value=None, cause=e)\n"
            "omegaconf.errors.ConfigAttributeError: Missing key to_rope_kwargs\n"
        )
        return judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))

    bridge = run(f"{BRIDGE}/src/megatron/bridge/models/qwen/qwen_provider.py")
    template = run("/opt/nemo-rl/nemo_rl/models/policy/utils.py")
    assert (bridge.result, bridge.rule) == (Verdict.FAIL, "unclassified-failure"), bridge
    assert (template.result, template.category) == (Verdict.BLOCKED, "job-config"), template


def test_bridge_path_under_checkout_is_fine() -> None:
    log = (
        NRL_OK
        + "(MegatronPolicyWorker pid=1) Megatron-Bridge imported from "
        f"{BRIDGE}/src/megatron/bridge/__init__.py\n"
    )
    j = judge(
        TriageInput(
            framework="nemo-rl", lines=split_lines(log), exit_code=0, metrics=GOOD_METRICS, bridge_root=BRIDGE
        )
    )
    assert j.result == Verdict.PASS


def test_dtensor_run_allowed_when_the_job_says_so() -> None:
    log = NRL_OK.replace("MegatronPolicyWorker", "DTensorPolicyWorkerV2")
    j = judge(
        TriageInput(
            framework="nemo-rl",
            lines=split_lines(log),
            exit_code=0,
            metrics=GOOD_METRICS,
            megatron_policy=False,
        )
    )
    assert j.result == Verdict.PASS


def test_rule_table_is_consistent() -> None:
    ids = [r.id for r in RULES]
    assert len(ids) == len(set(ids))
    for r in RULES:
        if r.outcome == "blocked":
            assert NOT_EVIDENCE in r.reason or r.id == "verl-vanilla-mbridge", r.id
        if r.outcome in ("blocked", "fail") and r.when == "failed":
            assert r.follow_up, f"{r.id} needs a follow-up"


# --- the CLI, as a real subprocess


def _triage(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot.cli", "triage", *args],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )


def test_cli_triage_blocked_and_pass(tmp_path: Path) -> None:
    log = tmp_path / "run.log"
    log.write_text(CASES[5].log)  # disk full
    p = _triage("--framework", "nemo-rl", "--log", str(log), "--exit-code", "1")
    assert p.returncode == 3, p.stderr
    out = json.loads(p.stdout)
    assert out["result"] == "Blocked"
    assert (
        out["first_error"]
        == "OSError: [Errno 28] No space left on device: '/root/.cache/huggingface/hub/models--Qwen'"
    )
    assert NOT_EVIDENCE in out["reason"]
    assert list(out)[:3] == ["result", "reason", "first_error"]

    log.write_text(NRL_OK)
    metrics = tmp_path / "metrics.json"
    metrics.write_text(json.dumps(GOOD_METRICS))
    p = _triage(
        "--framework",
        "nemo-rl",
        "--log",
        str(log),
        "--metrics",
        str(metrics),
        "--exit-code",
        "0",
        "--assert",
        'max(data["train/token_mult_prob_error"]) < 1.05',
    )
    assert p.returncode == 0, p.stdout + p.stderr
    assert json.loads(p.stdout)["result"] == "Pass"


def test_cli_triage_metric_failure_and_bad_input(tmp_path: Path) -> None:
    log = tmp_path / "run.log"
    log.write_text(NRL_OK)
    metrics = tmp_path / "metrics.json"
    metrics.write_text(json.dumps({**GOOD_METRICS, "train/token_mult_prob_error": {"1": 2.0, "2": 9.9}}))
    p = _triage(
        "--framework",
        "nemo-rl",
        "--log",
        str(log),
        "--metrics",
        str(metrics),
        "--exit-code",
        "0",
        "--assert",
        'max(data["train/token_mult_prob_error"]) < 1.05',
    )
    assert p.returncode == 1
    assert json.loads(p.stdout)["first_error"] == (
        'max(data["train/token_mult_prob_error"]) < 1.05 -> 9.9 (condition evaluated to False)'
    )
    p = _triage("--framework", "nemo-rl", "--log", str(tmp_path / "missing.log"))
    assert p.returncode == 2 and "log file not found" in p.stderr and "Traceback" not in p.stderr
    metrics.write_text("{not json")
    p = _triage("--framework", "nemo-rl", "--log", str(log), "--metrics", str(metrics))
    assert p.returncode == 2 and "cannot read metrics.json" in p.stderr and "Traceback" not in p.stderr


def test_functional_without_step_output_is_judged_by_exit_code() -> None:
    # e.g. test_converters.sh / sft_resume_diamond.sh: no metrics.json, no GRPO step banners
    log = "STEP 1: HF -> DTensor\nSTEP 9: LoRA adapter export\n✓ train/loss 2 is equal\n"
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=0, expected_steps=2))
    assert j.result == Verdict.PASS
    assert "the step count (2 requested) is not visible in this functional's output" in j.notes
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=0, expected_steps=2,
                          metrics_required=True))
    assert j.result == Verdict.FAIL and j.reason == "metrics.json was not written"


def test_an_exit_0_without_metrics_quotes_the_error_the_run_raised() -> None:
    # the launcher piped the job into `tee` and reported the pipe's status: exit 0, no metrics.json, and the
    # traceback the run raised is what explains the missing metrics
    log = (
        "+ uv run examples/run_grpo.py --config examples/configs/grpo_math_1B_megatron.yaml 2>&1 | tee run.log\n"
        "Traceback (most recent call last):\n"
        '  File "/work/Megatron-Bridge/src/megatron/bridge/models/conversion/model_bridge.py", line 412, in load\n'
        "KeyError: 'decoder.final_layernorm.weight'\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=0, expected_steps=2,
                          metrics_required=True, bridge_root=BRIDGE))
    assert (j.result, j.rule) == (Verdict.FAIL, "pass-criteria"), j
    assert j.first_error == "KeyError: 'decoder.final_layernorm.weight'" and j.line == 4, j
    assert j.reason.startswith("metrics.json was not written; the log holds KeyError (raised at ") and \
        "model_bridge.py:412" in j.reason, j.reason
    # with nothing raised, the missing metrics are all there is to say
    quiet = judge(TriageInput(framework="nemo-rl", lines=split_lines(log.split("Traceback")[0]), exit_code=0,
                              expected_steps=2, metrics_required=True))
    assert quiet.first_error is None and quiet.reason == "metrics.json was not written", quiet


def _steps_with_an_error_each(logged_by: str, frame: str) -> str:
    out = "+ uv run examples/run_grpo.py grpo.max_num_steps=2\n"
    for step in (1, 2):
        out += (
            f"========================= Step {step}/2 =========================\n"
            f"{logged_by}"
            "(HFVerifyWorker pid=9) Traceback (most recent call last):\n"
            f"(HFVerifyWorker pid=9)   File \"{frame}\", line 80, in verify\n"
            "(HFVerifyWorker pid=9) TypeError: '<' not supported between instances of 'Symbol' and 'int'\n"
        )
    return out + "Max number of steps has been reached, stopping training early\n"


def test_errors_a_library_logged_as_handled_in_every_step_do_not_fail_the_run() -> None:
    # A grader library logging (ERROR:<its logger>:) and scoring the sample it could not compare: the run trained
    # on real samples, exit 0 stands. The same errors with no library's log line above them: the loop swallowed
    # them, the run fails (errors-in-every-step).
    frame = "/opt/venv/lib/python3.12/site-packages/math_verify/grader.py"
    handled = _steps_with_an_error_each("(HFVerifyWorker pid=9) ERROR:math_verify.grader:Error during comparison\n",
                                        frame)
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(handled), exit_code=0, expected_steps=2))
    assert j.result == Verdict.PASS, j
    swallowed = _steps_with_an_error_each("", frame)
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(swallowed), exit_code=0, expected_steps=2))
    assert j.result == Verdict.FAIL and j.rule == "errors-in-every-step", j


def test_triton_failing_on_an_installed_kernel_is_skew_even_when_the_bridge_called_it() -> None:
    # Triton lacking an API that an installed package's kernel uses (flash-attn's rotary under a newer Triton) is
    # the two packages' versions, whichever Bridge code called that package; a kernel of the Bridge's own is not
    def run(kernel_file: str) -> Judgement:
        log = (
            "Traceback (most recent call last):\n"
            f'  File "{BRIDGE}/src/megatron/bridge/models/qwen_vl/modelling_qwen25_vl.py", line 214, in forward\n'
            "    q = apply_rotary(q, cos, sin)\n"
            f'  File "{kernel_file}", line 201, in apply_rotary\n'
            "    rotary_kernel[grid](out, x, cos, sin)\n"
            '  File "/opt/venv/lib/python3.13/site-packages/triton/compiler/compiler.py", line 81, in make_ir\n'
            "    return ast_to_ttir(self.fn, self, context=context, options=options)\n"
            "triton.compiler.errors.CompilationError: at 32:28:\n"
            "    BLOCK_K: tl.constexpr = triton.next_power_of_2(ROTARY_DIM)\n"
            "                            ^\n"
            "AttributeError(\"'constexpr' object has no attribute 'bit_length'\")\n"
        )
        return judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))

    installed = run("/opt/venv/lib/python3.13/site-packages/flash_attn/ops/triton/rotary.py")
    own = run(f"{BRIDGE}/src/megatron/bridge/kernels/rotary.py")
    assert (installed.result, installed.rule, installed.category) == (
        Verdict.BLOCKED, "triton-api-skew", "dependency"
    ), installed
    assert own.result == Verdict.FAIL, own


def test_no_safetensors_in_the_jobs_own_model_path_is_the_model_not_the_loader() -> None:
    # the Bridge's loader finding no safetensors in the directory the job passed is that directory's; in another
    # directory (one the loader itself derived) it may be the loader's
    def run(looked_in: str) -> Judgement:
        log = (
            "+ python3 -m verl.trainer.main_ppo actor_rollout_ref.model.path=/root/models/org/m1\n"
            "Traceback (most recent call last):\n"
            f'  File "{BRIDGE}/src/megatron/bridge/models/hf_pretrained/state.py", line 604, in _key_map\n'
            "    raise FileNotFoundError(msg)\n"
            f"FileNotFoundError: No .safetensors files or index found in {looked_in}\n"
        )
        return judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))

    own = run("/root/models/org/m1")
    derived = run("/root/.cache/bridge/org--m1/export")
    assert (own.result, own.rule, own.category) == (Verdict.BLOCKED, "model-dir-lacks-weight-format", "job-config")
    assert derived.result == Verdict.FAIL, derived


def test_a_run_whose_pods_kubernetes_never_scheduled_is_the_clusters() -> None:
    # kubectl's wait for the job's pods giving up is the last line the run printed before our runner's timeout
    j = _timed_out(
        "nemo-rl",
        "+ kubectl -n ci wait --for=condition=Ready pod -l ray.io/cluster=bv-1 --timeout=1800s\n"
        "timed out waiting for the condition on pods/bv-1-head-tm6wz\n"
        "[bridge-validate] TIMEOUT after 1800s: head pod never scheduled\n",
    )
    assert (j.result, j.category, j.rule, j.first_error) == (
        Verdict.BLOCKED, "cluster", "pods-never-scheduled", None
    ), j


def test_an_http_clients_refusal_under_the_experiment_tracker_is_the_trackers_network() -> None:
    # urllib3 raising the refused connection, MLflow's client on the way: the tracker's server is unreachable, not a
    # model download
    log = (
        "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.12/site-packages/mlflow/tracking/fluent.py", line 360, in start_run\n'
        "    active_run_obj = client.create_run(experiment_id=exp_id)\n"
        '  File "/opt/venv/lib/python3.12/site-packages/urllib3/connection.py", line 198, in _new_conn\n'
        "    sock = connection.create_connection(\n"
        "ConnectionRefusedError: [Errno 111] Connection refused\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1))
    assert (j.result, j.rule, j.category) == (Verdict.BLOCKED, "run-tracker-unreachable", "network"), j


def test_a_stall_reads_the_runs_last_line_before_other_timeout_notes_and_ray_daemons() -> None:
    # the runner's note may say "timeout 3600s reached" and be followed by its own cleanup output; a raylet's
    # warning printed while the run waited is the cluster's bookkeeping: the download bar is still the last line
    j = _timed_out(
        "nemo-rl",
        "(VllmGenerationWorker pid=20) model.safetensors:   0%|          | 0.00/2.47G [00:00<?, ?B/s]\n"
        "(raylet) WARNING: 2 PYTHON worker processes have been started on node: 9d3e with address: 10.0.0.1.\n"
        "[bridge-validate] timeout 3600s reached; killing process group of 'uv run examples/run_grpo.py' (exit 124)\n"
        "+ ray stop --force\n"
        "Stopped all 7 Ray processes.\n",
    )
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "model-download", "model-download-stalled"), j


_BUS_ERROR = (
    "(MegatronPolicyWorker pid=71) Converting HF checkpoint /mnt/models/q to Megatron format with AutoBridge...\n"
    "(MegatronPolicyWorker pid=71) Fatal Python error: Bus error\n"
    "(MegatronPolicyWorker pid=71) \n"
    "(MegatronPolicyWorker pid=71) Stack (most recent call first):\n"
    f'(MegatronPolicyWorker pid=71)   File "{BRIDGE}/src/megatron/bridge/models/hf_pretrained/state.py", line 611 '
    "in _load_file_tensors\n"
    "ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.\n"
)


def test_a_bus_error_reading_weights_from_a_failing_object_store_mount_is_the_stores() -> None:
    # faulthandler's "Bus error" names SIGBUS; the mount's daemon, read after the job, says the page could not be
    # read: that line is the root, and the store's
    s3fs = "[bridge-validate] diag: Dec 16 10:05:22 n1 s3fs[1893]: fdcache_entity.cpp:Read(1921): failed to load " \
        "uninitialized area before reading(errno=-5)\n"
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(_BUS_ERROR + s3fs), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "network", "object-store-mount-read-failed"), j
    assert j.first_error is not None and j.first_error.startswith("fdcache_entity.cpp:Read(1921)"), j
    assert j.root_cause is not None and j.root_cause.exc_type == "SIGBUS", j.root_cause
    nfs = "[bridge-validate] dmesg: [812.4] nfs: server nas03 not responding, still trying\n"
    k = judge(TriageInput(framework="nemo-rl", lines=split_lines(_BUS_ERROR + nfs), exit_code=1, bridge_root=BRIDGE))
    assert (k.result, k.category, k.first_error) == (
        Verdict.BLOCKED, "disk", "nfs: server nas03 not responding, still trying"
    ), k


def test_a_bus_error_with_no_storage_failure_is_not_the_storages() -> None:
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(_BUS_ERROR), exit_code=1, bridge_root=BRIDGE))
    assert j.category not in ("network", "disk"), j
    assert j.root_cause is not None and j.root_cause.exc_type == "SIGBUS", j.root_cause


def _rendezvous_unreached(describe: str) -> str:
    return (
        "+ torchrun --nnodes=2 --rdzv_backend=c10d --rdzv_endpoint=job-master-0:29400 -m pytest tests/unit_tests\n"
        "Traceback (most recent call last):\n"
        '  File "/usr/local/lib/python3.12/dist-packages/torch/distributed/elastic/rendezvous/'
        'c10d_rendezvous_backend.py", line 159, in _create_tcp_store\n'
        "    store = TCPStore(\n"
        "torch.distributed.DistNetworkError: The client socket has timed out after 600000ms while trying to connect "
        "to (job-master-0, 29400).\n"
        "+ kubectl describe pod job-master-0 | tail -n 3\n"
        '  Normal   Pulling    12m    kubelet            Pulling image "registry.site/rl/verl:v1"\n' + describe
    )


def test_a_rendezvous_peer_whose_pod_never_pulled_its_image_is_explained_by_the_kubelet() -> None:
    # the worker could not reach the master because the master's pod never started: kubectl describe, printed
    # after the error, says why; a registry failing is the network's, a tag it does not have the image's
    timeout = (
        '  Warning  Failed     2m11s  kubelet            Failed to pull image "registry.site/rl/verl:v1": failed to '
        "copy: httpReadSeeker: failed open: unexpected status code https://registry.site/v2/rl/verl/blobs/sha256:9f: "
        "504 Gateway Timeout\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(_rendezvous_unreached(timeout)), exit_code=1))
    assert (j.result, j.category) == (Verdict.BLOCKED, "network"), j
    assert j.first_error is not None and j.first_error.startswith('Failed to pull image "registry.site/rl/verl:v1"')
    missing = (
        '  Warning  Failed     2m11s  kubelet            Failed to pull image "registry.site/rl/verl:v1": rpc error: '
        'code = NotFound desc = failed to resolve reference "registry.site/rl/verl:v1": not found\n'
    )
    k = judge(TriageInput(framework="verl", lines=split_lines(_rendezvous_unreached(missing)), exit_code=1))
    assert (k.result, k.category, k.rule) == (Verdict.BLOCKED, "container", "pod-image-not-pulled"), k
    # without the kubelet's word the connection error stays the quote
    n = judge(TriageInput(framework="verl", lines=split_lines(_rendezvous_unreached("")), exit_code=1))
    assert n.first_error is not None and n.first_error.startswith("torch.distributed.DistNetworkError"), n


def test_a_vendored_bridge_linked_to_the_checkout_is_the_checkout() -> None:
    # NeMo-RL's vendored workspace made a symbolic link to the checkout under test (the job's `ln -s`, or a listing
    # showing the link) imports the PR's tree; a link to another tree does not
    vendored = "/opt/nemo-rl/3rdparty/Megatron-Bridge-workspace/Megatron-Bridge"
    imported = f"{vendored}/src/megatron/bridge/__init__.py\n"

    def verdict(setup: str) -> Judgement:
        return judge(TriageInput(framework="nemo-rl", lines=split_lines(setup + imported + NRL_OK), exit_code=0,
                                 metrics=GOOD_METRICS, bridge_root=BRIDGE))

    for setup in (
        f"+ ln -sfn {BRIDGE} 3rdparty/Megatron-Bridge-workspace/Megatron-Bridge\n",
        f"[bridge-validate] 3rdparty/Megatron-Bridge-workspace/Megatron-Bridge -> {BRIDGE} (symlink, checked)\n",
        f"lrwxrwxrwx 1 root root 24 Nov 27 00:30 {vendored} -> {BRIDGE}/\n",
    ):
        assert verdict(setup).result == Verdict.PASS, setup
    for setup in (
        "",
        "[bridge-validate] 3rdparty/Megatron-Bridge-workspace/Megatron-Bridge -> /opt/old/Megatron-Bridge\n",
        f"+ ln {BRIDGE} 3rdparty/Megatron-Bridge-workspace/Megatron-Bridge\n",
    ):
        j = verdict(setup)
        assert (j.result, j.category) == (Verdict.BLOCKED, "bridge-path"), (setup, j)


def test_the_watchdogs_cuda_error_line_speaks_for_a_throw_without_what() -> None:
    # the watchdog logged its CUDA error, then the process threw with no `what():` line under the throw: the
    # logged line is that process's own error, and with the driver's Xid 79 in the kernel log, the machine's
    log = (
        "(MegatronPolicyWorker pid=41) [rank1]:[E1126 23:10:41.5 ProcessGroupNCCL.cpp:1899] [PG ID 0 PG GUID "
        "0(default_pg) Rank 1] Process group watchdog thread terminated with exception: CUDA error: unspecified "
        "launch failure\n"
        "(MegatronPolicyWorker pid=41) Exception raised from c10_cuda_check_implementation at CUDAException.cpp:42\n"
        "(MegatronPolicyWorker pid=41) frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x98\n"
        "(MegatronPolicyWorker pid=41) terminate called after throwing an instance of 'c10::DistBackendError'\n"
        "(MegatronPolicyWorker pid=41) *** SIGABRT received at time=1795734641 on cpu 37 ***\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.first_error is not None and "watchdog thread terminated with exception: CUDA error" in j.first_error, j
    xid = "[bridge-validate] dmesg: [Thu Nov 26 23:10:40 2026] NVRM: Xid (PCI:0000:9b:00): 79, GPU has fallen off " \
        "the bus.\n"
    k = judge(TriageInput(framework="nemo-rl", lines=split_lines(log + xid), exit_code=1, bridge_root=BRIDGE))
    assert (k.result, k.category) == (Verdict.BLOCKED, "cluster"), k


def test_a_hang_on_a_dataset_map_bar_is_the_data_preparation() -> None:
    # the dataset library's progress bar is the last line the run printed; the fork warning under it and our
    # runner's "timeout after" note with its py-spy dump are not what the run was doing
    j = _timed_out(
        "verl",
        "(TaskRunner pid=60) using customized reward function 'compute_score' from '/opt/site/rewards/r.py'\n"
        "(TaskRunner pid=60) Map (num_proc=4):   0%|          | 0/7473 [00:00<?, ? examples/s]\n"
        "(TaskRunner pid=60) /usr/lib/python3/multiprocess/popen_fork.py:66: DeprecationWarning: This process "
        "(pid=60) is multi-threaded, use of fork() may lead to deadlocks in the child.\n"
        "(TaskRunner pid=60)   self.pid = os.fork()\n"
        "[bridge-validate] timeout after 3600s; py-spy dump --pid 60 (TaskRunner) before kill:\n"
        'Thread 60 (idle): "MainThread"\n'
        "    wait (threading.py:359)\n",
    )
    assert (j.result, j.category, j.rule, j.first_error) == (Verdict.BLOCKED, "data", "data-prep-stalled", None), j


def test_no_gpus_in_the_ray_cluster_is_explained_by_a_worker_that_never_reached_the_gcs() -> None:
    # verl's resource pool found no GPU; the worker pod's log, read after the job, says its node gave up waiting for
    # the head's GCS: Ray's, and that line is quoted. The GCS client's retry warnings alone explain nothing.
    no_gpus = "ValueError: Total available GPUs 0 is less than total desired GPUs 8\n"
    gave_up = "ray.exceptions.RpcError: Timed out while waiting for GCS to become available.\n"
    j = judge(TriageInput(framework="verl", lines=split_lines(no_gpus + gave_up), exit_code=1))
    assert (j.result, j.category, j.first_error) == (Verdict.BLOCKED, "ray", gave_up.strip()), j
    retry = "[2025-03-21 07:41:56,112 W 17 17] gcs_rpc_client.h:151: Failed to connect to GCS at address " \
        "10.4.7.21:6379 within 5 seconds.\n"
    k = judge(TriageInput(framework="verl", lines=split_lines(retry + no_gpus), exit_code=1))
    assert k.first_error == no_gpus.strip(), k


def test_cudnn_failing_in_an_installed_library_after_the_job_installed_a_cudnn_wheel_is_skew() -> None:
    # the job's pip install pulled a cuDNN wheel beside the image's; TE's fused attention then fails in cuDNN
    fused = (
        "Traceback (most recent call last):\n"
        '  File "/usr/local/lib/python3.12/dist-packages/transformer_engine/pytorch/cpp_extensions/fused_attn.py", '
        "line 325, in fused_attn_fwd\n"
        "    output_tensors = tex.fused_attn_fwd(\n"
        "RuntimeError: /workspace/TransformerEngine/transformer_engine/common/fused_attn/fused_attn_f16_arbitrary_"
        "seqlen.cu:373 in function operator(): cuDNN Error: [cudnn_frontend] Error: No execution plans support the "
        "graph.\n"
    )
    wheel = "Successfully installed nvidia-cudnn-cu12-9.1.0.70 nvidia-modelopt-0.37.0\n"
    j = judge(TriageInput(framework="verl", lines=split_lines(wheel + fused), exit_code=1))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "dependency", "cudnn-wheel-beside-the-images"), j
    # without a second cuDNN the same error says nothing about the environment
    k = judge(TriageInput(framework="verl", lines=split_lines(fused), exit_code=1))
    assert k.rule != "cudnn-wheel-beside-the-images", k


def test_tritons_compiler_reaching_llvm_unreachable_is_the_compilers() -> None:
    # LLVM prints the reason, then the location, then the IR it was compiling; the abort after is its consequence
    log = (
        "(MegatronPolicyWorker pid=7) Failed to hoist tmem_store\n"
        "(MegatronPolicyWorker pid=7) UNREACHABLE executed at /project/lib/Dialect/TritonGPU/Transforms/"
        "HoistTMEMAlloc.cpp:418!\n"
        "(MegatronPolicyWorker pid=7) module {\n"
        "(MegatronPolicyWorker pid=7)   tt.func public @kernel(%arg0: !tt.ptr<bf16>) {\n"
        "(MegatronPolicyWorker pid=7)   }\n"
        "(MegatronPolicyWorker pid=7) }\n"
        "(MegatronPolicyWorker pid=7) *** SIGABRT received at time=1764193417 on cpu 57 ***\n"
        "(MegatronPolicyWorker pid=7) Fatal Python error: Aborted\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule, j.first_error) == (
        Verdict.BLOCKED, "dependency", "triton-compiler-unreachable", "Failed to hoist tmem_store"
    ), j


def test_a_worker_that_vanished_while_the_kernel_oom_killed_it_is_the_memory_limits() -> None:
    # Ray only says its worker died by a system error; the node's kernel log, read after the job, names the kill
    died = (
        "(raylet, ip=10.44.9.52) A worker died or was killed while executing a task by an unexpected system error. "
        "To troubleshoot the problem, check the logs for the dead worker. Worker exit type: SYSTEM_ERROR\n"
        "ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.\n"
    )
    kill = "[Fri Nov 27 00:16:41 2026] Memory cgroup out of memory: Killed process 1190 (ray::WorkerDic) " \
        "total-vm:214837724kB, anon-rss:6404432kB\n"
    j = judge(TriageInput(framework="verl", lines=split_lines(died + kill), exit_code=1))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "job-config", "memory-limit-killed-a-worker"), j
    assert j.first_error is not None and j.first_error.startswith("Memory cgroup out of memory: Killed process 1190")
    k = judge(TriageInput(framework="verl", lines=split_lines(died), exit_code=1))
    assert k.rule != "memory-limit-killed-a-worker", k


def test_a_warnings_source_line_is_not_what_a_crashing_process_was_doing() -> None:
    # the process's last lines before its SIGSEGV are a FutureWarning and the source line Python printed under it:
    # neither is the crash's cause, so faulthandler's line speaks for it
    log = (
        "(MegatronPolicyWorker pid=8)  loading distributed checkpoint from /tmp/ckpt/step_1 at iteration 1\n"
        "(MegatronPolicyWorker pid=8) /workspace/Megatron-LM/megatron/core/dist_checkpointing/strategies/torch.py:956:"
        " FutureWarning: `load_state_dict` is deprecated and will be removed in future versions.\n"
        "(MegatronPolicyWorker pid=8)   checkpoint.load_state_dict(\n"
        "(MegatronPolicyWorker pid=8) *** SIGSEGV received at time=1795746102 on cpu 9 ***\n"
        "(MegatronPolicyWorker pid=8) PC: @     0x7ffff7d9ab7d  (unknown)  (unknown)\n"
        "(MegatronPolicyWorker pid=8) Fatal Python error: Segmentation fault\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.first_error == "Fatal Python error: Segmentation fault", j


def test_a_run_silent_right_after_ray_started_is_rays() -> None:
    # nothing of the job spoke after ray.init: the first actor never started
    j = _timed_out(
        "verl",
        "2026-11-26 20:14:41,187\tINFO worker.py:1843 -- Started a local Ray instance. View the dashboard at "
        "127.0.0.1:8265\n" + _KILL,
    )
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "ray", "ray-never-ran-the-job"), j
    # once a process of the job has printed, Ray's start is no longer the last word
    k = _timed_out(
        "verl",
        "2026-11-26 20:14:41,187\tINFO worker.py:1843 -- Started a local Ray instance.\n"
        "(TaskRunner pid=6) TaskRunner hostname: h1, PID: 6\n" + _KILL,
    )
    assert k.rule != "ray-never-ran-the-job", k


def test_sruns_node_failure_explains_the_ray_node_death_after_it() -> None:
    log = (
        "\u25b6 Generating responses for batch of size 512...\n"
        "srun: error: Node failure on gpu-c12\n"
        "2026-11-27 01:32:21,904\tWARNING worker.py:2061 -- The node with node id: 8d1f and address: 10.0.7.12 and "
        "node name: 10.0.7.12 has been marked dead because the detector has missed too many heartbeats from it.\n"
        "ray.exceptions.ObjectLostError: Failed to retrieve object 00ff. The object was lost.\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.first_error) == (
        Verdict.BLOCKED, "cluster", "srun: error: Node failure on gpu-c12"
    ), j


def test_a_kernel_naming_the_gpu_models_it_needs_is_the_placement() -> None:
    (rule,) = [r for r in RULES if r.id == "gpu-lacks-capability"]
    assert rule.rx.search("RuntimeError: FlashAttention backward for head dim > 192 requires A100/A800 or H100/H800")
    assert rule.rx.search("this kernel requires Hopper")
    # a version requirement or a word that merely starts like a model name is not a GPU requirement
    assert not rule.rx.search("requires Ada-style optimizer state")
    assert not rule.rx.search("ValueError: requires a tensor of rank 2")


def _dumped(frames: str) -> str:
    # a verl run that went silent while its worker set up; the runner dumps the worker's stack before the kill
    return (
        "(WorkerDict pid=40671) NCCL INFO Connected all rings\n"
        "[bridge-validate] no new output for 3000s (last: 'NCCL INFO Connected all rings')\n"
        "[bridge-validate] py-spy dump --pid 40671 (WorkerDict):\n"
        'Thread 40671 (active): "MainThread"\n' + frames + _KILL
    )


def test_a_hang_the_stack_dump_puts_in_the_rollout_engines_own_code_is_the_engines() -> None:
    j = _timed_out(
        "verl",
        _dumped(
            "    ncclAllReduce (vllm/distributed/device_communicators/pynccl_wrapper.py:288)\n"
            "    all_reduce (vllm/distributed/device_communicators/pynccl.py:131)\n"
            "    initialize_model_parallel (vllm/distributed/parallel_state.py:1078)\n"
            "    _init_vllm_rollout (verl/workers/rollout/vllm_rollout/vllm_rollout_spmd.py:142)\n"
        ),
    )
    assert (j.result, j.category, j.rule, j.first_error) == (Verdict.BLOCKED, "vllm", "rollout-engine-hung", None), j
    # frames that only wait (threading, torch's collectives) sit above the one that says where
    k = _timed_out(
        "verl",
        _dumped(
            "    wait (/usr/lib/python3.12/threading.py:359)\n"
            "    all_reduce (/opt/venv/lib/python3.12/site-packages/torch/distributed/distributed_c10d.py:2941)\n"
            "    step (/opt/venv/lib/python3.12/site-packages/vllm/v1/engine/core.py:284)\n"
        ),
    )
    assert k.rule == "rollout-engine-hung", k


def test_a_hang_in_a_weight_update_or_the_trainers_code_is_not_put_on_the_engine() -> None:
    # the engine waits on weights the trainer sends it: the Bridge's export may be what never arrives
    refit = _timed_out(
        "nemo-rl",
        _dumped(
            "    broadcast (vllm/distributed/device_communicators/pynccl.py:287)\n"
            "    update_weights_from_collective (nemo_rl/models/generation/vllm/vllm_backend.py:1091)\n"
        ),
    )
    assert (refit.result, refit.rule) == (Verdict.FAIL, "timeout"), refit
    trainer = _timed_out(
        "verl",
        _dumped(
            "    all_gather_into_tensor (torch/distributed/distributed_c10d.py:3987)\n"
            "    _gather_expert_shards (megatron/bridge/models/conversion/param_mapping.py:1712)\n"
        ),
    )
    # (a dump that stops in the Bridge's own code says so, still a Fail)
    assert (trainer.result, trainer.rule) == (Verdict.FAIL, "bridge-code-hung"), trainer
    # frames outside a dump (a traceback the run printed) are not where it hung
    loose = _timed_out("verl", "    step (vllm/v1/engine/core.py:284)\n(WorkerDict pid=1) loading\n" + _KILL)
    assert loose.rule != "rollout-engine-hung", loose


def test_workers_never_placed_while_a_node_sees_no_gpu_is_the_node() -> None:
    waiting = (
        "\u25b6 Setting up model and training...\n"
        "(autoscaler +28s) Warning: The following resource request cannot be scheduled right now: {'GPU': 1.0, "
        "'CPU': 1.0}. This is likely due to all cluster resources being claimed by actors.\n"
    )
    diagnostics = "+ kubectl exec bv-worker-7xk2p -- nvidia-smi -L\nNo devices were found\n"
    j = _timed_out("nemo-rl", waiting + _KILL + diagnostics)
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "cluster", "workers-wait-on-a-node-without-gpus"), j
    # every node sees its GPUs: the placement waits on the cluster's free resources, Ray's
    k = _timed_out("nemo-rl", waiting + _KILL + "+ nvidia-smi -L\nGPU 0: NVIDIA H100 80GB HBM3 (UUID: GPU-1)\n")
    assert (k.result, k.category, k.rule) == (Verdict.BLOCKED, "ray", "workers-never-placed"), k


def test_a_failed_command_is_explained_by_the_output_printed_under_it() -> None:
    # Ray's runtime-env setup reports the pip it ran, with pip's own last lines under it
    log = (
        "\u25b6 Setting up model and training...\n"
        "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.12/site-packages/ray/_private/runtime_env/utils.py", line 101, in '
        "check_output_cmd\n"
        "    raise SubprocessCalledProcessError(\n"
        "ray._private.runtime_env.utils.SubprocessCalledProcessError: Run cmd[3] failed with the following details.\n"
        "Command '['/tmp/ray/uv/virtualenv/bin/python', '-m', 'pip', 'install', 'nvidia-modelopt']' returned "
        "non-zero exit status 1.\n"
        "Last 50 lines of stdout:\n"
        "    Looking in indexes: https://pypi.org/simple\n"
        "    /tmp/ray/uv/virtualenv/bin/python: No module named pip\n"
        "\n"
        "[bridge-validate] exit code 1\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.first_error == "/tmp/ray/uv/virtualenv/bin/python: No module named pip", j
    # without the output, the exception's own line stays the quote
    short = log.split("Last 50 lines")[0]
    k = judge(TriageInput(framework="nemo-rl", lines=split_lines(short), exit_code=1, bridge_root=BRIDGE))
    assert (k.first_error or "").startswith("ray._private.runtime_env.utils.SubprocessCalledProcessError"), k


def test_a_hang_the_stack_dump_puts_in_the_wait_for_placement_groups_is_rays() -> None:
    ray_get = "    get_objects (ray/_private/worker.py:970)\n    get (ray/_private/worker.py:2882)\n"
    j = _timed_out(
        "nemo-rl",
        _dumped(
            ray_get + "    _init_placement_groups (nemo_rl/distributed/virtual_cluster.py:284)\n"
            "    setup (nemo_rl/algorithms/grpo.py:402)\n"
        ),
    )
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "ray", "placement-groups-never-ready"), j
    # the same wait in Ray's get, for the training step's results, is not a placement
    k = _timed_out("nemo-rl", _dumped(ray_get + "    grpo_train (nemo_rl/algorithms/grpo.py:1210)\n"))
    assert k.rule != "placement-groups-never-ready", k


def test_an_installer_refusing_a_stale_lockfile_blocks_the_run() -> None:
    log = (
        "+ cd /opt/nemo-rl && uv sync --locked --extra mcore\n"
        "Resolved 318 packages in 2.41s\n"
        "error: The lockfile at `uv.lock` needs to be updated, but `--locked` was provided. To update the lockfile, "
        "run `uv lock`.\n"
        "[bridge-validate] uv sync failed (rc=2)\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=2, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "dependency", "lockfile-out-of-date"), j
    assert (j.first_error or "").startswith("error: The lockfile at `uv.lock` needs to be updated"), j


def test_a_hang_in_the_middle_of_the_engines_cuda_graph_capture_is_the_engines() -> None:
    def log(last_bar: str) -> str:
        return (
            "\u25b6 Setting up model and training...\n"
            "Capturing CUDA graphs (mixed prefill-decode, PIECEWISE):   1%|\u258f         | 1/67 [00:00<00:41]\n"
            f"Capturing CUDA graphs (mixed prefill-decode, PIECEWISE):  {last_bar}|\u2588\u2588\u2588       | 23/67\n"
            # the policy workers print after the bar stopped: the bar, not the last line, is where the run hung
            "(MegatronPolicyWorker pid=32017) > number of parameters on (tensor, pipeline) model parallel rank "
            "(0, 0): 2048112640\n" + _KILL
        )

    j = _timed_out("nemo-rl", log("34%"))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "vllm", "rollout-engine-graph-capture-stalled"), j
    # a capture that finished is not where the run waited
    k = _timed_out("nemo-rl", log("100%"))
    assert k.rule != "rollout-engine-graph-capture-stalled", k


def test_a_kernel_compile_error_is_quoted_by_the_compilers_own_error() -> None:
    log = (
        "Traceback (most recent call last):\n"
        '  File "/workspace/verl/verl/workers/rollout/prefix_prefill.py", line 811, in context_attention_fwd\n'
        "    _fwd_kernel[grid](\n"
        '  File "/usr/local/lib/python3.10/dist-packages/triton/compiler/compiler.py", line 80, in make_ir\n'
        "    return ast_to_ttir(self.fn, self, context=context, options=options)\n"
        "triton.compiler.errors.CompilationError: at 99:4:\n"
        "    q = tl.load(Q + off_q,\n"
        "                other=0.0)  # [M,D]\n"
        "\n"
        "    for start_n in tl.range(0, cur_batch_ctx_len, BLOCK_SIZE, \\\n"
        "    ^\n"
        "TypeError(\"range.__init__() got an unexpected keyword argument 'loop_unroll_factor'\")\n"
        "\n"
        "Set the environment variable HYDRA_FULL_ERROR=1 for a complete stack trace.\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.first_error == "TypeError(\"range.__init__() got an unexpected keyword argument 'loop_unroll_factor'\")", j
    # with nothing after the source, the exception's own line stays the quote
    k = judge(
        TriageInput(framework="verl", lines=split_lines(log.split("TypeError(")[0]), exit_code=1, bridge_root=BRIDGE)
    )
    assert k.first_error == "triton.compiler.errors.CompilationError: at 99:4:", k


def _kernel_compile_failure(kernel_file: str) -> str:
    return (
        "Traceback (most recent call last):\n"
        f'  File "{kernel_file}", line 131, in fused_moe_gather\n'
        "    _fused_moe_gather_kernel[grid](\n"
        '  File "/usr/local/lib/python3.12/dist-packages/triton/runtime/jit.py", line 733, in run\n'
        "    kernel = self._do_compile(key, signature, device, constexprs, options, attrs, warmup)\n"
        '  File "/usr/local/lib/python3.12/dist-packages/triton/compiler/compiler.py", line 80, in make_ir\n'
        "    return ast_to_ttir(self.fn, self, context=context, options=options)\n"
        "triton.compiler.errors.CompilationError: at 41:16:\n"
        "    a = tl._tensor_descriptor_load(\n"
        "        ^\n"
        "AttributeError(\"module 'triton.language' has no attribute '_tensor_descriptor_load'\")\n"
    )


def test_triton_failing_to_compile_the_bridges_own_kernel_is_the_bridges() -> None:
    own = judge(
        TriageInput(
            framework="verl",
            lines=split_lines(_kernel_compile_failure(f"{BRIDGE}/src/megatron/bridge/kernels/fused_moe_gather.py")),
            exit_code=1,
            bridge_root=BRIDGE,
        )
    )
    assert own.result == Verdict.FAIL, own
    # the same error compiling an installed package's kernel is the two packages' skew
    installed = judge(
        TriageInput(
            framework="verl",
            lines=split_lines(_kernel_compile_failure("/usr/local/lib/python3.12/dist-packages/vllm/ops/gather.py")),
            exit_code=1,
            bridge_root=BRIDGE,
        )
    )
    assert (installed.result, installed.category) == (Verdict.BLOCKED, "dependency"), installed


def test_the_converter_roundtrips_dtensor_checkpoints_are_by_design() -> None:
    steps = (
        "STEP 2: Save DTensor V1 DCP checkpoint\n"
        "(DTensorPolicyWorker pid=44190) Saved DCP checkpoint to /tmp/test_converter_checkpoints/dtensor_v1\n"
        "STEP 4: Import HF model to Megatron checkpoint\n"
        "STEP 7: Convert Megatron checkpoint back to HF\n"
    )
    roundtrip = "+ uv run --extra mcore coverage run -a tests/functional/test_converter_roundtrip.py\n" + steps
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(roundtrip), exit_code=0, bridge_root=BRIDGE))
    assert j.result == Verdict.PASS, j
    # the same DTensor worker in a GRPO run is the policy built without the Bridge
    grpo = "+ uv run examples/run_grpo.py --config examples/configs/grpo_math_1B.yaml\n" + steps
    k = judge(TriageInput(framework="nemo-rl", lines=split_lines(grpo), exit_code=0, bridge_root=BRIDGE))
    assert (k.result, k.rule) == (Verdict.BLOCKED, "dtensor-fallback"), k


def test_a_check_tools_result_line_under_its_name_is_the_failure_quoted() -> None:
    log = (
        "(TaskRunner pid=51201) step:20 - actor/pg_loss:14.018 - actor/grad_norm:9.87e+09\n"
        "+ python learning_signal.py --log run.log --baseline main.jsonl\n"
        "learning_signal: actor/grad_norm        0.612      9.87e+09   0.544             FAIL (grows 1.6e10x)\n"
        "learning_signal: RESULT FAIL: actor/grad_norm diverges from step 2 (41.77 -> 9.87e+09)\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.first_error) == (
        Verdict.FAIL, "learning_signal: RESULT FAIL: actor/grad_norm diverges from step 2 (41.77 -> 9.87e+09)"
    ), j


def test_a_collective_timeout_with_an_infiniband_port_down_is_the_network() -> None:
    timeout = (
        "(MegatronPolicyWorker pid=7) [rank7]:[E1127 01:29:41.000 ProcessGroupNCCL.cpp:632] [Rank 7] Watchdog caught "
        "collective operation timeout: WorkNCCL(SeqNum=1, OpType=ALLGATHER, NumelIn=1, NumelOut=16, "
        "Timeout(ms)=600000) ran for 600023 milliseconds before timing out.\n"
    )
    step = "========================= Step 1/10 =========================\n"
    down = "[bridge-validate] node check: pool-h100-b03 ibstat mlx5_3: State: Down  Physical state: Polling\n"
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(step + timeout + down), exit_code=1))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "network", "collective-timeout-on-a-down-link"), j
    # every port up: a timeout during training stays the ranks' disagreement
    up = down.replace("State: Down  Physical state: Polling", "State: Active  Physical state: LinkUp")
    k = judge(TriageInput(framework="nemo-rl", lines=split_lines(step + timeout + up), exit_code=1))
    assert (k.result, k.rule) == (Verdict.FAIL, "nccl-timeout"), k


def test_nvshmem_failing_to_start_a_transport_is_what_killed_the_worker() -> None:
    log = (
        "(WorkerDict pid=88731, ip=10.12.8.31) /dvs/p4/build/sw/rel/gpgpu/toolkit/r12.8/main_nvshmem/src/host/"
        "transport/transport.cpp:nvshmemi_transport_init:275: init failed for transport: IBGDA\n"
        "(WorkerDict pid=88731, ip=10.12.8.31) /dvs/p4/build/sw/rel/gpgpu/toolkit/r12.8/main_nvshmem/src/host/init/"
        "init.cu:nvshmemi_check_state_and_init:1117: nvshmem initialization failed, exiting\n"
        "(raylet, ip=10.12.8.31) A worker died or was killed while executing a task by an unexpected system error.\n"
        "ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.rule) == (Verdict.BLOCKED, "nvshmem-transport-setup"), j
    assert (j.first_error or "").endswith("nvshmemi_transport_init:275: init failed for transport: IBGDA"), j


def test_a_member_the_installed_modelopt_lacks_is_dependency_skew() -> None:
    log = (
        "Traceback (most recent call last):\n"
        f'  File "{BRIDGE}/src/megatron/bridge/training/post_training/distillation.py", line 29, in <module>\n'
        "    class DistillationProvider(mtd_mcore.DistillationConfig):\n"
        "AttributeError: module 'modelopt.torch.distill.plugins.megatron' has no attribute 'DistillationConfig'. "
        "Did you mean: 'load_distillation_config'?\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "dependency", "dependency-skew"), j


def test_a_failure_the_same_job_at_the_bridges_base_commit_reproduced_is_not_this_changes() -> None:
    run = (
        "+ uv run examples/run_grpo.py --config examples/configs/grpo_math_1B_megatron.yaml\n"
        "========================= Step 1/2 =========================\n"
        "(VllmGenerationWorker pid=9) RuntimeError: CUDA error: unspecified launch failure\n"
    )
    same = (
        "[bridge-validate] baseline rerun (same job, Bridge main@5d7c01e instead of the PR head): same RuntimeError at "
        "step 1 wake_up\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(run + same), exit_code=1, bridge_root=BRIDGE))
    # the error came from the rollout engine's process: the engine's, as the base shows it fails without the PR
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "vllm", "base-fails-the-same"), j
    assert j.first_error == "RuntimeError: CUDA error: unspecified launch failure", j
    # the base passed: the failure is this change's
    passed = "[bridge-validate] same job on Bridge origin/main (job 168-nrl-0431): PASS 2/2, check_metrics 3/3\n"
    k = judge(TriageInput(framework="nemo-rl", lines=split_lines(run + passed), exit_code=1, bridge_root=BRIDGE))
    assert k.result == Verdict.FAIL, k
    # a Bridge-side check that fails is the change's Fail whatever the base does
    checks = (
        f"+ cd {BRIDGE} && uv run python -m pytest -q tests/unit_tests/models/test_qwen3.py\n"
        "E       AssertionError: Tensor-likes are not close!\n"
        "FAILED tests/unit_tests/models/test_qwen3.py::test_logits_bf16 - AssertionError: Tensor-likes are not close!\n"
        "1 failed, 12 passed in 30.12s\n"
    )
    c = judge(TriageInput(framework="nemo-rl", lines=split_lines(checks + same), exit_code=1, bridge_root=BRIDGE))
    assert c.result == Verdict.FAIL, c
    # raised in the Bridge's own code at the base too: only that the base fails (baseline)
    bridge = (
        "========================= Step 1/2 =========================\n"
        "Traceback (most recent call last):\n"
        f'  File "{BRIDGE}/src/megatron/bridge/training/checkpointing.py", line 412, in save_checkpoint\n'
        "    state = _gather(model)\n"
        "TypeError: cannot pickle code objects\n"
    )
    same_type = same.replace("same RuntimeError", "same TypeError")
    b = judge(TriageInput(framework="nemo-rl", lines=split_lines(bridge + same_type), exit_code=1, bridge_root=BRIDGE))
    assert (b.result, b.category) == (Verdict.BLOCKED, "baseline"), b
    # ... and a base note naming another exception than this run's excuses nothing
    other = judge(TriageInput(framework="nemo-rl", lines=split_lines(bridge + same), exit_code=1, bridge_root=BRIDGE))
    assert other.result == Verdict.FAIL, other


def test_an_error_listing_the_errors_it_collected_is_quoted_by_the_first() -> None:
    log = (
        "Traceback (most recent call last):\n"
        '  File "/usr/local/lib/python3.12/dist-packages/sgl_kernel/load_utils.py", line 188, in _load_ops\n'
        "    raise ImportError(error_msg)\n"
        "ImportError: \n"
        "[sgl_kernel] CRITICAL: Could not load any common_ops library!\n"
        "Attempted locations:\n"
        "1. Architecture-specific pattern: /usr/local/lib/python3.12/dist-packages/sgl_kernel/sm90/common_ops.*\n"
        "Error details from previous import attempts:\n"
        "- ImportError: /usr/local/lib/python3.12/dist-packages/sgl_kernel/sm90/common_ops.abi3.so: undefined symbol: "
        "_ZNK3c106SymInt6sym_neERKS0_\n"
        "- ModuleNotFoundError: No module named 'common_ops'\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.first_error == (
        "- ImportError: /usr/local/lib/python3.12/dist-packages/sgl_kernel/sm90/common_ops.abi3.so: undefined symbol: "
        "_ZNK3c106SymInt6sym_neERKS0_"
    ), j


def test_the_checkout_mounted_into_the_jobs_container_is_the_checkout() -> None:
    host = "/srv/ci/bv/197-0514/Megatron-Bridge"
    imported = "/workspace/Megatron-Bridge/src/megatron/bridge/__init__.py\n"
    for launch in (
        f"+ podman run --rm -v {host}:/workspace/Megatron-Bridge:ro -w /workspace/Megatron-Bridge img python -c x\n",
        f"+ srun --container-image=img.sqsh --container-mounts=/data:/data,{host}:/workspace/Megatron-Bridge x\n",
        f"+ docker run --mount type=bind,source={host},target=/workspace/Megatron-Bridge img x\n",
    ):
        j = judge(TriageInput(framework="verl", lines=split_lines(launch + imported), exit_code=0, bridge_root=host))
        assert j.rule != "wrong-bridge-path", (launch, j)
    # the runner's own launch line names the checkout by the variable it printed
    by_var = (
        f"[bridge-validate] BRIDGE_REPO={host}\n"
        "[bridge-validate] step: srun --container-image=img.sqsh --container-mounts=$BRIDGE_REPO:/workspace/"
        "Megatron-Bridge,${NEMO_RL_REPO}:/workspace/nemo-rl bash -lc x\n"
    )
    v = judge(TriageInput(framework="verl", lines=split_lines(by_var + imported), exit_code=0, bridge_root=host))
    assert v.rule != "wrong-bridge-path", v
    # another tree mounted there is not the checkout under test
    other = "+ podman run --rm -v /opt/old/Megatron-Bridge:/workspace/Megatron-Bridge img x\n"
    k = judge(TriageInput(framework="verl", lines=split_lines(other + imported), exit_code=0, bridge_root=host))
    assert (k.result, k.rule) == (Verdict.BLOCKED, "wrong-bridge-path"), k


def test_the_runtimes_cdi_injection_failing_is_the_container() -> None:
    log = (
        "+ podman run --rm --device nvidia.com/gpu=all img bash run_ppo_trainer_megatron.sh\n"
        "Error: setting up CDI devices: failed to inject devices: failed to stat CDI host device "
        '"/dev/dri/renderD129": no such file or directory\n'
        "[bridge-validate] podman exited 126\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=126, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "container", "container-gpu-hook-failed"), j


def test_the_watchdog_found_stuck_by_its_heartbeat_monitor_is_the_hangs_line() -> None:
    log = (
        "(TaskRunner pid=7) step:1 - actor/pg_loss:0.013 - actor/grad_norm:0.41\n"
        "(WorkerDict pid=20733) [rank2]:[E1126 20:31:02.118734907 ProcessGroupNCCL.cpp:1870] [PG ID 5 PG GUID 23 "
        "Rank 1] ProcessGroupNCCL's watchdog got stuck for 480 seconds without making progress in monitoring "
        "enqueued collectives.\n" + _KILL
    )
    j = judge(
        TriageInput(framework="verl", lines=split_lines(log), exit_code=124, timed_out=True, bridge_root=BRIDGE)
    )
    assert j.result == Verdict.FAIL, j
    assert (j.first_error or "").startswith(
        "[PG ID 5 PG GUID 23 Rank 1] ProcessGroupNCCL's watchdog got stuck for 480 seconds"
    ), j


def test_a_validation_score_that_ends_below_half_of_where_it_started_is_a_failed_learning_signal() -> None:
    from runners.metrics import degraded

    assert degraded({"val-core/openai/gsm8k/acc/mean@1": {"0": 0.7286, "10": 0.4702, "20": 0.3101}}) == (
        "val-core/openai/gsm8k/acc/mean@1", "20", 0.7286, 0.3101
    )
    # noise around the start, a training reward (not validation) and two points are not a trend
    assert degraded({"val-core/openai/gsm8k/acc/mean@1": {"0": 0.39, "10": 0.37, "20": 0.41}}) is None
    assert degraded({"critic/rewards/mean": {"1": 0.7, "2": 0.5, "3": 0.3}}) is None
    assert degraded({"val-core/openai/gsm8k/acc/mean@1": {"0": 0.7, "20": 0.3}}) is None

    def step(n: int, acc: float | None) -> str:
        val = f" - val-core/openai/gsm8k/acc/mean@1:{acc}" if acc is not None else ""
        return (
            f"(TaskRunner pid=7) step:{n} - actor/pg_loss:0.01 - actor/grad_norm:0.4 - critic/score/mean:0.5 - "
            f"training/global_step:{n}{val}\n"
        )

    log = "+ VANILLA_MBRIDGE=False\n+ VALUE_VANILLA_MBRIDGE=False\n" + step(0, 0.7286)
    log += "".join(step(n, 0.4702 if n == 10 else None) for n in range(1, 20)) + step(20, 0.3101)
    log += "Training Progress: 100%|##########| 20/20 [21:14<00:00, 63.72s/it]\n"
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=0, bridge_root=BRIDGE))
    assert (j.result, j.rule) == (Verdict.FAIL, "validation-degraded"), j


def _signature_error(*frames: str) -> str:
    lines = "".join(f'  File "{f}", line 10, in call\n    x()\n' for f in frames)
    return (
        "Traceback (most recent call last):\n" + lines
        + "TypeError: Parameter.__new__() got an unexpected keyword argument '_is_hf_initialized'\n"
    )


def test_a_call_between_two_installed_packages_that_the_callee_does_not_take_is_dependency_skew() -> None:
    site = "/usr/local/lib/python3.12/dist-packages"
    bridge = f"{BRIDGE}/src/megatron/bridge/models/hf_pretrained/causal_lm.py"
    between = _signature_error(
        bridge, f"{site}/transformers/modeling_utils.py", f"{site}/torch/nn/modules/module.py",
        f"{site}/accelerate/big_modeling.py",
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(between), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "dependency", "installed-call-signature-skew"), j
    # the Bridge passing an argument the package does not take is the Bridge's call
    from_bridge = _signature_error(bridge, f"{site}/transformers/modeling_utils.py")
    k = judge(TriageInput(framework="verl", lines=split_lines(from_bridge), exit_code=1, bridge_root=BRIDGE))
    assert k.rule != "installed-call-signature-skew", k
    # a package forwarding the caller's keywords within itself is no call between two packages
    within = _signature_error(
        bridge, f"{site}/transformers/modeling_utils.py", f"{site}/transformers/configuration_utils.py"
    )
    w = judge(TriageInput(framework="verl", lines=split_lines(within), exit_code=1, bridge_root=BRIDGE))
    assert w.rule != "installed-call-signature-skew", w


def test_a_hang_the_stack_dump_puts_in_deepeps_buffer_setup_is_the_transport() -> None:
    j = _timed_out(
        "verl",
        _dumped(
            "    __init__ (deep_ep/buffer.py:104)\n"
            "    get_buffer (megatron/core/transformer/moe/fused_a2a.py:61)\n"
            "    dispatch (megatron/core/transformer/moe/token_dispatcher.py:1104)\n"
        ),
    )
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "network", "communication-setup-hung"), j
    # DeepEP waiting in its dispatch (not its setup) is where the ranks' collectives disagree, not the transport
    k = _timed_out(
        "verl", _dumped("    internode_dispatch (deep_ep/buffer.py:481)\n    dispatch (megatron/core/x.py:9)\n")
    )
    assert k.rule != "communication-setup-hung", k


def test_ncclsystemerror_above_a_cpp_backtrace_and_an_abort_is_the_nodes_system() -> None:
    def log(error: str) -> str:
        w = "(WorkerDict pid=6692) "
        return (
            "(TaskRunner pid=7) step:1 - actor/pg_loss:0.01 - training/global_step:1\n"
            f"{w}[rank4]:[E1127 03:39:02.774 ProcessGroupNCCL.cpp:2057] [PG ID 6 Rank 0] Process group watchdog "
            "thread terminated with exception: NCCL error\n"
            f"{w}{error}\n"
            f"{w}Last error:\n"
            f"{w}Exception raised from checkForNCCLErrorsInternal at /pytorch/torch/csrc/distributed/c10d/"
            "ProcessGroupNCCL.cpp:2501 (most recent call first):\n"
            f"{w}frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x98 (0x7f3a in libc10.so)\n"
            f"{w}frame #1: <unknown function> + 0x94ac3 (0x7f3a1f04fac3 in /usr/lib/x86_64-linux-gnu/libc.so.6)\n"
            f"{w}*** SIGABRT received at time=1795836542 on cpu 41 ***\n"
        )

    system = "ncclSystemError: System call (e.g. socket, malloc) or external library call failed or device error."
    j = judge(TriageInput(framework="verl", lines=split_lines(log(system)), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule, j.first_error) == (Verdict.BLOCKED, "cluster", "nccl-system-error", system), j
    # NCCL's category for a call the ranks made wrongly is not the node's
    usage = "ncclInvalidUsage: This usually reflects invalid usage of NCCL library."
    k = judge(TriageInput(framework="verl", lines=split_lines(log(usage)), exit_code=1, bridge_root=BRIDGE))
    assert (k.first_error, k.rule != "nccl-system-error") == (usage, True), k


def test_two_parts_of_a_package_at_different_versions_is_dependency_skew() -> None:
    log = (
        "(vLLMHttpServer pid=16012) (EngineCore_DP0 pid=16377) ERROR 11-27 04:12:11 [core.py:708] RuntimeError: "
        "flashinfer-cubin version (0.6.8.post1) does not match flashinfer version (0.6.10). Please install the same "
        "version of both packages.\n"
        "RuntimeError: Engine core initialization failed. See root cause above.\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "dependency", "installed-version-rejected"), j


def test_nccls_collective_mismatch_is_the_ranks_calls_not_the_adapter() -> None:
    def log(warn: str) -> str:
        w = "(MegatronPolicyWorker pid=51877, ip=10.64.3.21) "
        return (
            "========================= Step 1/2 =========================\n"
            f"{w}gpu-a017:51877:52417 [0] transport/net_ib.cc:2217 NCCL WARN NET/IB : {warn}\n"
            "ray.exceptions.RayTaskError(RuntimeError): ray::MegatronPolicyWorker.broadcast_weights_for_collective()\n"
            "RuntimeError: NCCL error: invalid usage (run with NCCL_DEBUG=WARN for details)\n"
        )

    mismatch = "req 0/1 tag 7 peer 10.64.3.22<42153> collective mismatch error, local size 1792 remote size 0"
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log(mismatch)), exit_code=1, bridge_root=BRIDGE))
    assert j.result == Verdict.FAIL, j
    # the adapter refusing a request is the node's
    adapter = "Got async event : local work queue catastrophic error"
    k = judge(TriageInput(framework="nemo-rl", lines=split_lines(log(adapter)), exit_code=1, bridge_root=BRIDGE))
    assert k.result == Verdict.BLOCKED, k


def test_a_collective_timeout_after_the_kernel_killed_a_worker_for_host_memory_is_the_memory() -> None:
    def log(kill: str) -> str:
        return (
            "(TaskRunner pid=7) step:1 - actor/pg_loss:0.01 - training/global_step:1\n"
            "(WorkerDict pid=9) [rank1]:[E1127 03:39:02.774 ProcessGroupNCCL.cpp:632] [Rank 1] Watchdog caught "
            "collective operation timeout: WorkNCCL(SeqNum=412, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, "
            "Timeout(ms)=600000) ran for 600049 milliseconds before timing out.\n"
            "+ dmesg -T | grep -i 'killed process'\n"
            f"[Thu Nov 27 03:29:11 2026] {kill} Killed process 132181 (ray::WorkerDic) total-vm:1183742260kB\n"
        )

    node = judge(TriageInput(framework="verl", lines=split_lines(log("Out of memory:")), exit_code=1))
    assert (node.result, node.category, node.rule) == (Verdict.BLOCKED, "cluster", "node-out-of-host-memory"), node
    assert (node.first_error or "").startswith("Out of memory: Killed process 132181"), node
    limit = judge(TriageInput(framework="verl", lines=split_lines(log("Memory cgroup out of memory:")), exit_code=1))
    assert (limit.result, limit.category, limit.rule) == (
        Verdict.BLOCKED, "job-config", "memory-limit-killed-a-worker"
    ), limit


def test_a_native_extensions_cuda_check_that_exits_is_the_workers_death() -> None:
    log = (
        "========================= Step 1/2 =========================\n"
        "\u25b6 Computing logprobs...\n"
        "(MegatronPolicyWorker pid=51822) CUDA error (/opt/flash-attention/hopper/flash_fwd_launch_template.h:198): "
        "an illegal memory access was encountered\n"
        "(raylet) A worker died or was killed while executing a task by an unexpected system error.\n"
        "ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.first_error == (
        "CUDA error (/opt/flash-attention/hopper/flash_fwd_launch_template.h:198): an illegal memory access was "
        "encountered"
    ), j


def test_volcanos_word_for_pods_it_cannot_place_is_the_clusters_capacity() -> None:
    log = (
        "+ kubectl describe pod ray-verl-worker-0\n"
        "  Warning  FailedScheduling  59s (x61 over 60m)  volcano  all nodes are unavailable: 2 node(s) resource fit "
        "failed, 6 node(s) didn't match Pod's node affinity/selector.\n" + _KILL
    )
    j = _timed_out("verl", log)
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "cluster", "nodes-not-provisioned"), j


def test_a_gpu_generation_a_recipe_is_not_supported_on_yet_is_the_placement() -> None:
    (rule,) = [r for r in RULES if r.id == "gpu-lacks-capability"]
    assert rule.rx.search("AssertionError: MXFP8 (for all gemm layouts) is not supported on 12.0+ architectures yet.")
    assert rule.rx.search("this kernel is not yet supported on sm100 GPUs")
    # a feature not supported on a configuration is not a GPU generation
    assert not rule.rx.search("ValueError: sequence packing is not supported on 2 pipeline stages")


def test_a_write_a_fuse_mount_of_remote_storage_refused_is_the_storage() -> None:
    log = (
        "(TaskRunner pid=7) step:1 - actor/pg_loss:0.01 - training/global_step:1\n"
        "+ df -h /mnt/hdfs/ckpt\n"
        "Filesystem      Size  Used Avail Use% Mounted on\n"
        "hdfs-fuse       8.0P  6.1P  1.9P  77% /mnt/hdfs\n"
        "(WorkerDict pid=61690) [MegatronCheckpointManager] saving model to /mnt/hdfs/ckpt/global_step_1/actor\n"
        "(WorkerDict pid=61690) Traceback (most recent call last):\n"
        '(WorkerDict pid=61690)   File "/usr/local/lib/python3.12/dist-packages/torch/serialization.py", line 967, '
        "in _save\n"
        "(WorkerDict pid=61690)     zip_file.write_record(name, storage, num_bytes)\n"
        "(WorkerDict pid=61690) RuntimeError: [enforce fail at inline_container.cc:857] . PytorchStreamWriter failed "
        "writing file data/37: file write failed\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "disk", "storage-refused-a-write"), j


def test_a_gpu_check_that_names_the_sm_version_it_needs_is_the_placement() -> None:
    (rule,) = [r for r in RULES if r.id == "gpu-lacks-capability"]
    assert rule.rx.search("RuntimeError: FlashInfer requires GPUs with sm75 or higher")
    assert rule.rx.search("this kernel requires a GPU with sm_90 or newer")
    # an sm number in a message that is not a requirement of the GPU is not one
    assert not rule.rx.search("compiled kernels for sm75 and sm80 in 12.4 s")


def test_a_bridge_test_that_found_no_gpu_while_nvml_is_unreachable_is_the_machine() -> None:
    log = (
        "+ cd /workspace/Megatron-Bridge && python -m pytest -q tests/functional_tests/models/qwen\n"
        "E       RuntimeError: No CUDA GPUs are available\n"
        "=================================== FAILURES ===================================\n"
        "    def test_roundtrip(self, toy_model_path):\n"
        ">       model = model.to(torch.device('cuda'))\n"
        "\n"
        f"{BRIDGE}/tests/functional_tests/models/qwen/test_qwen3_conversion.py:87: \n"
        "E       RuntimeError: No CUDA GPUs are available\n"
        "/usr/local/lib/python3.12/dist-packages/torch/cuda/__init__.py:372: RuntimeError\n"
        "ERROR tests/functional_tests/models/qwen/test_qwen3_conversion.py::test_roundtrip - RuntimeError: No CUDA "
        "GPUs are available\n"
        "======= 1 error in 5.20s =======\n"
        "+ nvidia-smi -L\n"
        "Failed to initialize NVML: Unknown Error\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.rule, j.first_error) == (
        Verdict.BLOCKED, "nvml-unavailable", "Failed to initialize NVML: Unknown Error"
    ), j


def test_a_watchdog_abort_is_explained_by_nccls_warning_and_a_size_mismatch_is_the_senders() -> None:
    log = (
        "========================= Step 1/2 =========================\n"
        "\u25b6 Refitting policy weights...\n"
        "(VllmAsyncGenerationWorker pid=12977) gpu-e-12:12977:13310 [0] transport/net_socket.cc:424 NCCL WARN "
        "NET/Socket : peer 10.44.9.30<59210> message truncated : receiving 1048576 bytes instead of 65536. If you "
        "believe your socket network is in healthy state, there may be a mismatch in collective sizes or environment "
        "settings (e.g. NCCL_PROTO, NCCL_ALGO) between ranks\n"
        "(VllmAsyncGenerationWorker pid=12977) [rank1]:[E1127 00:38:21.338405112 ProcessGroupNCCL.cpp:1895] "
        "Process group watchdog thread terminated with exception: NCCL error: invalid usage\n"
        "(VllmAsyncGenerationWorker pid=12977) terminate called after throwing an instance of "
        "'c10::DistBackendError'\n"
        "(VllmAsyncGenerationWorker pid=12977) *** SIGABRT received at time=1764203901 on cpu 11 ***\n"
        "ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.rule) == (Verdict.FAIL, "collective-size-mismatch"), j
    assert (j.first_error or "").startswith("NET/Socket : peer 10.44.9.30<59210> message truncated"), j


def test_an_rdma_queue_pair_that_timed_out_is_the_network() -> None:
    (rule,) = [r for r in RULES if r.id == "interconnect-fault"]
    assert rule.rx.search("/opt/nvshmem/src/modules/transport/ibrc/ibrc.cpp:418: non-zero status: 110 ibv_modify_qp "
                          "failed")
    # another errno is the adapter's own refusal (interconnect-adapter)
    assert not rule.rx.search("ibrc.cpp:418: non-zero status: 12 ibv_modify_qp failed")


def test_an_api_mismatch_while_another_megatron_lm_shadows_the_bridges_submodule_is_dependency_skew() -> None:
    def log(pythonpath: str) -> str:
        return (
            f"+ export PYTHONPATH={pythonpath}\n"
            "(TaskRunner pid=7) VANILLA_MBRIDGE=False\n"
            "Traceback (most recent call last):\n"
            f'  File "{BRIDGE}/src/megatron/bridge/models/gpt_provider.py", line 118, in _resolve_layer_spec\n'
            "    return get_gpt_decoder_layer_specs(self, use_transformer_engine=True, vp_stage=vp_stage)\n"
            "TypeError: get_gpt_decoder_layer_specs() got an unexpected keyword argument 'vp_stage'\n"
        )

    shadowed = f"/workspace/Megatron-LM:{BRIDGE}/src:{BRIDGE}/3rdparty/Megatron-LM:/workspace/verl"
    j = judge(TriageInput(framework="verl", lines=split_lines(log(shadowed)), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "dependency", "megatron-core-shadowed"), j
    # the Bridge's own submodule first: the Bridge's call against the Megatron-Core it pins is the Bridge's
    own = f"{BRIDGE}/src:{BRIDGE}/3rdparty/Megatron-LM:/workspace/Megatron-LM:/workspace/verl"
    j = judge(TriageInput(framework="verl", lines=split_lines(log(own)), exit_code=1, bridge_root=BRIDGE))
    assert j.result == Verdict.FAIL, j


def test_slurm_refusing_to_create_a_step_is_the_clusters() -> None:
    log = (
        "+ srun --ntasks=1 --cpus-per-task=96 --container-image=verl.sqsh bash run_ppo_trainer_megatron.sh\n"
        "srun: error: Unable to create step for job 884790: Requested node configuration is not available\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "cluster", "slurm-launch-failed"), j
    assert j.first_error == (
        "srun: error: Unable to create step for job 884790: Requested node configuration is not available"
    ), j


def test_an_installer_that_could_not_install_a_wheel_it_had_is_the_environment() -> None:
    def log(wheel: str) -> str:
        return (
            "Prepared 268 packages in 1m 47s\n"
            f"error: Failed to install: {wheel}\n"
            "  Caused by: Failed to clone `/local_nvme/uv-cache/archive-v0/a/x.py` to `/workspace/verl/.venv/x.py`\n"
            "  Caused by: Resource temporarily unavailable (os error 11)\n"
        )

    j = judge(TriageInput(framework="verl", lines=split_lines(
        log("transformers-4.57.1-py3-none-any.whl (transformers==4.57.1)")), exit_code=2, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "dependency", "install-failed"), j
    # the Bridge's own wheel is the change's packaging
    j = judge(TriageInput(framework="verl", lines=split_lines(
        log("megatron_bridge-0.6.0-py3-none-any.whl (megatron-bridge==0.6.0)")), exit_code=2, bridge_root=BRIDGE))
    assert j.rule != "install-failed", j


def test_a_container_killed_for_a_failed_liveness_probe_is_the_clusters() -> None:
    log = (
        "(WorkerDict pid=3310) Loading HF weights through Megatron-Bridge: 100%|##########| 147/147\n"
        "*** SIGTERM received at time=1795741531 on cpu 41 ***\n"
        "+ kubectl describe pod bv-212-verl-0131 | sed -n '/^Events:/,$p'\n"
        "Events:\n"
        "  Type     Reason     Age    From               Message\n"
        "  Warning  Unhealthy  42s (x3 over 62s)  kubelet  Liveness probe failed: Get "
        '"http://10.244.19.37:8265/api/gcs_healthz": context deadline exceeded\n'
        "  Normal   Killing    42s    kubelet            Container main failed liveness probe, will be restarted\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=137, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "cluster", "liveness-probe-killed"), j
    assert (j.first_error or "").startswith("Liveness probe failed: Get "), j


def test_a_tracker_refusing_a_metric_name_is_the_jobs_but_a_nan_it_refuses_is_the_runs() -> None:
    def log(message: str) -> str:
        return (
            "(TaskRunner pid=7) step:1 - actor/pg_loss:0.01 - training/global_step:1\n"
            "(TaskRunner pid=7) Traceback (most recent call last):\n"
            '(TaskRunner pid=7)   File "/workspace/verl/.venv/lib/python3.12/site-packages/mlflow/store/'
            'tracking/rest_store.py", line 88, in log_batch\n'
            "(TaskRunner pid=7)     raise RestException(json)\n"
            f"(TaskRunner pid=7) mlflow.exceptions.RestException: INVALID_PARAMETER_VALUE: {message}\n"
        )

    name = "Invalid metric name: 'val-core/openai/gsm8k:main/acc/mean_at_1'. Names may only contain alphanumerics"
    j = judge(TriageInput(framework="verl", lines=split_lines(log(name)), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "job-config", "run-tracker-rejected-a-name"), j
    nan = "Metric 'train/loss' cannot have value NaN"
    j = judge(TriageInput(framework="verl", lines=split_lines(log(nan)), exit_code=1, bridge_root=BRIDGE))
    assert j.rule != "run-tracker-rejected-a-name", j


def test_a_system_exit_after_the_timeouts_kill_is_not_why_the_run_hung() -> None:
    log = (
        "(TaskRunner pid=7) Training Progress:   0%|          | 0/1 [00:00<?, ?it/s]\n"
        "[bridge-validate] TIMEOUT after 3600 s -- sending SIGTERM to process group 61233\n"
        "*** SIGTERM received at time=1795752333 on cpu 41 ***\n"
        "Traceback (most recent call last):\n"
        '  File "/workspace/verl/verl/trainer/main_ppo.py", line 96, in run_ppo\n'
        "    ray.get(runner.run.remote(config))\n"
        '  File "python/ray/_raylet.pyx", line 3312, in ray._raylet.CoreWorker.get_objects\n'
        "SystemExit: 1\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=124, timed_out=True,
                          timeout_s=3600, bridge_root=BRIDGE))
    assert (j.result, j.rule, j.first_error) == (Verdict.FAIL, "timeout", None), j


def test_a_downstream_refusing_two_features_together_is_the_jobs_settings() -> None:
    log = (
        "(MegatronPolicyWorker pid=70113) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=70113)   File "/workspace/nemo-rl/nemo_rl/models/megatron/setup.py", line 689, '
        "in setup_model_and_optimizer\n"
        "(MegatronPolicyWorker pid=70113)     raise ValueError(\n"
        "(MegatronPolicyWorker pid=70113) ValueError: Freezing the MOE router is not currently supported when "
        "using PEFT\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "job-config", "downstream-refused-the-layout"), j


def test_a_namespace_the_kernel_will_not_create_is_not_a_full_disk() -> None:
    log = (
        "+ srun --container-image=/scratch/verl.sqsh bash run.sh\n"
        "slurmstepd: error: pyxis:     enroot-nsenter: failed to create user namespace: No space left on device\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "container", "namespace-limit-reached"), j


def test_an_error_that_names_the_job_setting_to_change_is_the_jobs() -> None:
    log = (
        "(WorkerDict pid=9) Traceback (most recent call last):\n"
        '(WorkerDict pid=9)   File "/workspace/verl/verl/workers/rollout/utils.py", line 80, in bucketed\n'
        "(WorkerDict pid=9)     assert size <= bucket, msg\n"
        "(WorkerDict pid=9) AssertionError: Weight model.embed_tokens.weight is too large to fit in the bucket."
        "Please increase rollout.update_weights_bucket_megabytes(2048 MB).\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "job-config", "error-names-the-setting-to-change"), j
    # the same words raised in Bridge code are the Bridge's
    bridge = log.replace("/workspace/verl/verl/workers/rollout/utils.py",
                         f"{BRIDGE}/src/megatron/bridge/models/conversion/model_bridge.py")
    j = judge(TriageInput(framework="verl", lines=split_lines(bridge), exit_code=1, bridge_root=BRIDGE))
    assert j.result == Verdict.FAIL, j


def test_async_grpos_completion_line_counts_and_a_timeout_before_the_checks_is_the_time_budget() -> None:
    log = (
        "========================= Step 2/2 =========================\n"
        "  \u2022 Loss: 0.0085  \u2022 Avg Reward: 0.4375\n"
        "Async GRPO training complete!\n"
        "\u25b6 Shutting down NeMo-Gym servers...\n"
        "slurmstepd: error: *** STEP 884911.0 ON gpu-h100-11 CANCELLED AT 2026-11-27T03:30:37 DUE TO TIME LIMIT ***\n"
    )
    hung = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=137, timed_out=True,
                             timeout_s=5400))
    assert hung.result == Verdict.PASS, hung
    unchecked = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=137, timed_out=True,
                                  timeout_s=5400, metrics_required=True))
    assert (unchecked.result, unchecked.rule, unchecked.category) == (
        Verdict.BLOCKED, "timeout-before-checks", "job-config"
    ), unchecked


def test_a_pod_the_kubelet_would_not_admit_is_the_clusters() -> None:
    log = (
        "+ kubectl get pod bv-215-nrl-0441-run -o jsonpath='{.status.phase} {.status.reason} {.status.message}'\n"
        "Failed TopologyAffinityError\n"
        "Pod was rejected: Resources cannot be allocated with Topology locality\n"
        "  Warning  TopologyAffinityError  5s    kubelet            Resources cannot be allocated with Topology "
        "locality\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "cluster", "nodes-not-provisioned"), j
    assert j.first_error == "Pod was rejected: Resources cannot be allocated with Topology locality", j


def test_a_locked_package_with_no_wheel_for_the_nodes_platform_is_the_environment() -> None:
    log = (
        "+ uv sync --frozen --all-packages --extra vllm\n"
        "error: Distribution `torchaudio==2.8.0+cu128 @ registry+https://download.pytorch.org/whl/cu128` can't be "
        "installed because it doesn't have a source distribution or wheel for the current platform\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=2, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "dependency", "install-failed"), j
    assert j.root_cause is not None and j.root_cause.missing_module == "torchaudio", j


def test_an_integration_refusing_the_installed_version_of_its_library_is_dependency_skew() -> None:
    (rule,) = [r for r in RULES if r.id == "installed-version-rejected"]
    assert rule.rx.search("ValueError: The version of PEFT you are using is not compatible, please use a version "
                          "that is greater than 0.18.2")


def test_a_path_the_downstream_does_not_implement_is_the_jobs_settings_after_the_first_step_too() -> None:
    log = (
        "========================= Step 1/4 =========================\n"
        "\u25b6 Refitting policy weights...\n"
        "Traceback (most recent call last):\n"
        '  File "/opt/nemo-rl/nemo_rl/algorithms/grpo_sync.py", line 412, in refit_policy_generation\n'
        "    policy_generation.update_weights_via_ipc_zmq()\n"
        '  File "/opt/nemo-rl/nemo_rl/models/generation/interfaces.py", line 262, in update_weights_via_ipc_zmq\n'
        "    raise NotImplementedError\n"
        "NotImplementedError\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "job-config", "downstream-lacks-the-setting"), j


def test_a_hang_the_stack_dump_puts_in_bridge_code_is_the_bridges_even_when_the_engine_printed_last() -> None:
    log = (
        "\u25b6 Setting up model and training...\n"
        "(MegatronPolicyWorker pid=61234) [Megatron-Bridge] tie_word_embeddings=True with PP=2: building tied group\n"
        "(VllmGenerationWorker pid=61502) INFO 11-27 04:42:20 [core.py:218] init engine took 26.88 seconds\n"
        "[bridge-validate] py-spy dump --pid 61234 (MegatronPolicyWorker):\n"
        'Thread 61234 (idle): "MainThread"\n'
        "    _store_based_barrier (torch/distributed/distributed_c10d.py:4719)\n"
        "    new_group (torch/distributed/distributed_c10d.py:5148)\n"
        "    _build_tied_embedding_group (megatron/bridge/models/model_provider.py:512)\n"
        "    finalize (megatron/bridge/models/model_provider.py:247)\n"
        "    setup_megatron_model (nemo_rl/models/megatron/setup.py:611)\n" + _KILL
    )
    j = _timed_out("nemo-rl", log)
    assert (j.result, j.rule, j.first_error) == (Verdict.FAIL, "bridge-code-hung", None), j
    assert "megatron/bridge/models/model_provider.py:512" in j.reason, j
    # without the dump, the last line printed (the engine's) is all there is
    undumped = log.split("[bridge-validate] py-spy")[0] + _KILL
    assert _timed_out("nemo-rl", undumped).rule == "rollout-engine-stalled"


def test_huggingface_hubs_summed_download_bar_as_the_last_line_is_a_stalled_download() -> None:
    log = (
        "+ hf download Qwen/Qwen3-30B-A3B --local-dir /root/models/Qwen/Qwen3-30B-A3B\n"
        "Downloading (incomplete total...):  52%|#####     | 31.7G/61.1G [08:48<08:09, 60.1MB/s]\n" + _KILL
    )
    j = _timed_out("verl", log)
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "model-download", "model-download-stalled"), j


def test_sglang_refusing_to_flush_its_cache_after_a_weight_update_is_the_engines() -> None:
    log = (
        "(WorkerDict pid=3411) step:1 - actor/pg_loss:0.01\n"
        "(WorkerDict pid=3411) Traceback (most recent call last):\n"
        '(WorkerDict pid=3411)   File "/usr/local/lib/python3.12/dist-packages/sglang/srt/managers/'
        'scheduler_update_weights_mixin.py", line 97, in update_weights_from_tensor\n'
        '(WorkerDict pid=3411)     assert flush_cache_success, "Cache flush failed after updating weights"\n'
        "(WorkerDict pid=3411) AssertionError: Cache flush failed after updating weights\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "vllm", "rollout-engine-cache-flush-failed"), j


def test_a_kubelet_event_that_the_runtime_could_not_create_the_container_is_quoted_without_the_table() -> None:
    log = (
        "+ kubectl describe pod bv-218-verl-0101 | sed -n '/^Events:/,$p'\n"
        "  Warning  Failed     2m5s (x9 over 2m6s)  kubelet            Error: failed to create containerd task: "
        "failed to create shim task: OCI runtime create failed: could not apply required modification to OCI "
        "specification: error modifying OCI spec: failed to inject CDI devices: unresolvable CDI devices "
        "management.nvidia.com/gpu=GPU-3f0c: unknown\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.result == Verdict.BLOCKED and j.category == "container", j
    assert (j.first_error or "").startswith("Error: failed to create containerd task: "), j


def test_nvshmem_failing_to_set_up_at_deeps_first_dispatch_is_not_the_models() -> None:
    log = (
        "(TaskRunner pid=7) Training Progress:   0%|          | 0/2 [00:00<?, ?it/s]\n"
        "(WorkerDict pid=38420) /opt/nvshmem/src/host/init/init.cu:998: non-zero status: 7 building transport map "
        "failed\n"
        "(WorkerDict pid=38420) /opt/nvshmem/src/host/init/init.cu:nvshmemi_check_state_and_init:1080: nvshmem "
        "initialization failed, exiting\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.rule) == (Verdict.BLOCKED, "nvshmem-transport-setup"), j


def test_ucxs_signal_banner_is_quoted_without_its_padded_process_header() -> None:
    log = (
        "========================= Step 3/4 =========================\n"
        "(MegatronPolicyWorker pid=4182) [f676f732498b:4182 :0:4182] Caught signal 11 (Segmentation fault: address "
        "not mapped to object at address 0x3121dc10)\n"
        "(MegatronPolicyWorker pid=4182) ==== backtrace (tid:   4182) ====\n"
        "(MegatronPolicyWorker pid=4182)  0  /opt/hpcx/ucx/lib/libucs.so.0(ucs_handle_error+0x2e4) [0x7faf44156774]\n"
        "(MegatronPolicyWorker pid=4182) =================================\n"
        "(MegatronPolicyWorker pid=4182) *** SIGSEGV received at time=1764216348 on cpu 17 ***\n"
        "ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.first_error == (
        "Caught signal 11 (Segmentation fault: address not mapped to object at address 0x3121dc10)"
    ), j


def test_a_hang_the_stack_dump_puts_in_the_trainers_wait_for_generation_is_the_engines() -> None:
    log = (
        "Training Progress:   0%|          | 0/1 [00:00<?, ?it/s]\n"
        "(vLLMHttpServer pid=62742) INFO 11-27 05:07:01 [loggers.py:123] Engine 000: Running: 2 reqs, Waiting: 0\n"
        "[bridge-validate] no output for 3000s; py-spy dump of TaskRunner pid=61502:\n"
        'Thread 61502 (idle): "MainThread"\n'
        "    wait (threading.py:359)\n"
        "    result (concurrent/futures/_base.py:451)\n"
        "    generate_sequences (verl/experimental/agent_loop/agent_loop.py:861)\n"
        "    fit (verl/trainer/ppo/ray_trainer.py:1467)\n" + _KILL
    )
    j = _timed_out("verl", log)
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "vllm", "rollout-generation-never-returned"), j
    # the same wait inside a weight update is the update's, not the engine's
    refit = log.replace("    fit (verl", "    update_weights (verl/workers/rollout/vllm_rollout/vllm_rollout.py:90)\n"
                        "    fit (verl")
    assert _timed_out("verl", refit).rule != "rollout-generation-never-returned"


def test_an_idle_ray_worker_still_waiting_for_its_tasks_definition_is_rays() -> None:
    log = (
        "(TaskRunner pid=50318) colocated worker base class <class 'verl.single_controller.base.worker.Worker'>\n"
        "[bridge-validate] TIMEOUT after 3600s: collecting stacks (py-spy dump --native) before kill\n"
        "Process 50769: ray::IDLE\n"
        "Python v3.12.3 (/usr/bin/python3.12)\n"
        "\n"
        'Thread 50769 (idle): "MainThread"\n'
        "    fetch_registered_method (ray/_private/function_manager.py:248)\n"
        "    _wait_for_function (ray/_private/function_manager.py:428)\n"
        "    main_loop (ray/_private/worker.py:887)\n" + _KILL
    )
    j = _timed_out("verl", log)
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "ray", "ray-worker-never-got-its-task"), j


def test_nccls_invalid_argument_is_explained_by_its_warn_line() -> None:
    log = (
        "========================= Step 1/2 =========================\n"
        "(MegatronPolicyWorker pid=9) node-3:9:9 [0] enqueue.cc:2211 NCCL WARN Broadcast : sendbuff (nil) is not a "
        "valid pointer\n"
        "(MegatronPolicyWorker pid=9) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=9)   File "/opt/nemo-rl/nemo_rl/models/policy/workers/megatron_policy_worker.py", '
        "line 1490, in broadcast_weights_for_collective\n"
        "(MegatronPolicyWorker pid=9)     torch.distributed.broadcast(t, src=0, group=group)\n"
        "(MegatronPolicyWorker pid=9) torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/"
        "distributed/c10d/ProcessGroupNCCL.cpp:3690, invalid argument (run with NCCL_DEBUG=WARN for details), NCCL "
        "version 2.27.5\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.first_error == "Broadcast : sendbuff (nil) is not a valid pointer", j


def test_a_compiler_abort_is_explained_by_its_diagnostic_above_the_ir_it_dumped() -> None:
    log = (
        "+ python -m pytest -q tests/unit_tests/peft\n"
        f"{BRIDGE}/src/megatron/bridge/peft/kernels/lora_matmul.py:88:51: error: 'arith.constant' op does not have "
        "expected attribute ttg.partition\n"
        "    for k in tl.range(0, tl.cdiv(K, BLOCK_SIZE_K), warp_specialize=True):\n"
        "                                                  ^\n"
        "python3: /tmp/triton/lib/Dialect/TritonGPU/Transforms/Pipeliner/SoftwarePipeliner.cpp:167: void "
        "mlir::triton::gpu::expandLoops(ModuleOp): Assertion `verify(moduleOp).succeeded()' failed.\n"
        "module {\n"
        "  tt.func public @_lora_fused_matmul_kernel() {\n"
        "    %c0_i32 = arith.constant 0 : i32\n"
        "  }\n"
        "}\n"
        "Fatal Python error: Aborted\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=134, bridge_root=BRIDGE))
    assert (j.first_error or "").startswith(
        f"{BRIDGE}/src/megatron/bridge/peft/kernels/lora_matmul.py:88:51: error: "
    ), j


def test_a_run_silent_since_its_container_image_import_began_is_the_containers() -> None:
    log = (
        "+ srun --container-image=nvcr.io#nvidia/nemo-rl:v0.4.0 --container-entrypoint bash run.sh\n"
        "pyxis: importing docker image ...\n" + _KILL
    )
    j = _timed_out("nemo-rl", log)
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "container", "container-image-import-stalled"), j


def test_the_rollout_engine_timing_out_on_its_own_workers_is_the_engines() -> None:
    log = (
        "(TaskRunner pid=7) step:11 - actor/pg_loss:0.01 - training/global_step:11\n"
        "(vLLMHttpServer pid=4420) Traceback (most recent call last):\n"
        '(vLLMHttpServer pid=4420)   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/executor/'
        'multiproc_executor.py", line 391, in get_response\n'
        '(vLLMHttpServer pid=4420)     raise TimeoutError(f"RPC call to {method} timed out.")\n'
        "(vLLMHttpServer pid=4420) TimeoutError: RPC call to sample_tokens timed out.\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "vllm", "rollout-engine-rpc-timed-out"), j


def test_uvs_fetch_failure_under_a_resolution_headline_is_the_package_index() -> None:
    log = (
        "+ uv run python examples/run_grpo.py\n"
        "  \u00d7 Failed to resolve dependencies for `nemo-rl` (v0.5.0rc0)\n"
        "  \u2570\u2500\u25b6 Request failed after 3 retries\n"
        "      \u251c\u2500\u25b6 Failed to fetch: `https://download.pytorch.org/whl/cu130/torch/`\n"
        "      \u2570\u2500\u25b6 Connection reset by peer (os error 104)\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "network", "package-index-unreachable"), j


def test_vllms_own_cuda_check_is_the_cause_the_engines_wrapper_points_above_to() -> None:
    log = (
        "(VllmGenerationWorker pid=61204) (Worker_TP1 pid=61589) Failed: Cuda error /workspace/csrc/"
        "custom_all_reduce.cuh:455 'invalid argument'\n"
        "(VllmGenerationWorker pid=61204) ERROR 11-27 07:42:31 [core.py:790] EngineCore failed to start.\n"
        "(VllmGenerationWorker pid=61204) ERROR 11-27 07:42:31 [core.py:790] RuntimeError: Worker failed with error "
        "'cancelled', please check the stack trace above for the root cause\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.first_error == "Failed: Cuda error /workspace/csrc/custom_all_reduce.cuh:455 'invalid argument'", j
    assert j.result == Verdict.BLOCKED, j


def test_a_driver_line_that_names_vllms_settings_is_not_the_engine_printing_last() -> None:
    log = (
        "2026-11-27 09:10:04,552\tINFO worker.py:1843 -- Started a local Ray instance. View the dashboard at "
        "127.0.0.1:8265\n"
        "ray init kwargs: {'num_cpus': None, 'runtime_env': {'env_vars': {'VLLM_LOGGING_LEVEL': 'WARN'}}}\n" + _KILL
    )
    j = _timed_out("verl", log)
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "ray", "ray-never-ran-the-job"), j
    # the engine's own process printing last is the engine's set-up
    engine = _timed_out("nemo-rl", "(VllmGenerationWorker pid=7) INFO 11-27 [core.py:93] Initializing a V1 LLM "
                        "engine\n" + _KILL)
    assert engine.rule == "rollout-engine-stalled", engine


def test_uv_refused_a_cache_path_by_its_permissions_is_the_storages() -> None:
    log = (
        "+ uv run --frozen pytest -q tests/unit_tests\n"
        "error: failed to open file `/root/.cache/uv/sdists-v9/.git`: Permission denied (os error 13)\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=2, bridge_root=BRIDGE))
    assert (j.result, j.rule) == (Verdict.BLOCKED, "tool-permission-denied"), j
    assert (j.first_error or "").startswith("error: failed to open file `/root/.cache/uv/sdists-v9/.git`"), j


def test_an_installer_still_waiting_on_its_cache_lock_when_the_run_timed_out_is_the_environment() -> None:
    log = (
        "\u25b6 Setting up model and training...\n"
        "Resolved 287 packages in 3.41s\n"
        "warning: Waiting to acquire lock for /shared/ci-cache/uv/built-wheels-v5/index/b2a6/mamba-ssm/2.2.5 "
        "(lockfile: /shared/ci-cache/uv/built-wheels-v5/index/b2a6/mamba-ssm/2.2.5/.lock)\n"
        "[bridge-validate] heartbeat: no new output for 1800s\n" + _KILL
    )
    j = _timed_out("nemo-rl", log)
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "dependency", "installer-cache-lock-stuck"), j
    # a wait that ended (the installer went on) is no error
    went_on = log.replace("[bridge-validate] heartbeat", "Installed 287 packages in 41.2s\n[bridge-validate] heartbeat")
    assert _timed_out("nemo-rl", went_on).rule != "installer-cache-lock-stuck"


def test_verls_step_line_is_its_global_step_even_without_the_metric_in_it() -> None:
    def log(step_line: str) -> str:
        return (
            "+ VANILLA_MBRIDGE=False\n"
            "(TaskRunner pid=7) Training Progress: 100%|##########| 2/2 [01:38<00:00, 98.77s/it]\n"
            f"(TaskRunner pid=7) {step_line}\n"
        )

    j = judge(TriageInput(framework="verl", lines=split_lines(log("step:2 - actor/pg_loss:-0.0031 - "
                                                                   "critic/rewards/mean:0.17")), exit_code=0))
    assert j.result == Verdict.PASS, j
    # no step line at all: nothing says a step was logged
    k = judge(TriageInput(framework="verl", lines=split_lines(log("all done")), exit_code=0))
    assert (k.result, k.rule) == (Verdict.FAIL, "pass-criteria"), k


def test_a_driver_without_the_entry_point_the_images_cuda_asks_for_is_the_containers() -> None:
    (rule,) = [r for r in RULES if r.id == "container-abi"]
    assert rule.rx.search("RuntimeError: /TransformerEngine/transformer_engine/common/util/cuda_driver.cpp:42 in "
                          "function get_symbol: Assertion failed: driver_result == cudaDriverEntryPointSuccess. Could "
                          "not find CUDA driver entry point for cuCtxGetCurrent")


def test_deeps_host_timeout_is_explained_by_the_first_kernel_that_timed_out_in_any_rank() -> None:
    log = (
        "(MegatronPolicyWorker pid=88124, ip=10.14.2.32) DeepEP dispatch forwarder timeout (RDMA meta), channel: 8, "
        "RDMA: 1, nvl: 7, src RDMA lane: 0, dst NVL: 5, meta: 0, 0, 0, 0\n"
        "(MegatronPolicyWorker pid=87613) DeepEP dispatch NVL receiver timeout, channel: 9, RDMA: 0, nvl: 3\n"
        "(MegatronPolicyWorker pid=87611) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=87611)   File "/opt/venv/lib/python3.12/site-packages/deep_ep/buffer.py", line 412, '
        "in internode_dispatch\n"
        "(MegatronPolicyWorker pid=87611) RuntimeError: DeepEP error: timeout (dispatch CPU)\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.first_error or "").startswith("DeepEP dispatch forwarder timeout (RDMA meta), channel: 8"), j
    # with no kernel line before it, the host's own error is the line
    alone = judge(TriageInput(framework="nemo-rl", lines=split_lines(log.split("\n", 2)[2]), exit_code=1,
                              bridge_root=BRIDGE))
    assert alone.first_error == "RuntimeError: DeepEP error: timeout (dispatch CPU)", alone


def test_a_gpu_that_stopped_answering_while_nvml_could_not_start_is_the_nodes() -> None:
    log = (
        "(raylet) [2026-11-27 02:13:09,552 E 6911 6968] (raylet) gpu_utils.cc:88: Failed to query GPU utilization via "
        "NVML: Failed to initialize NVML: Unknown Error\n"
        "(MegatronPolicyWorker pid=7311) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=7311)   File "/opt/venv/lib/python3.12/site-packages/torch/cuda/__init__.py", '
        "line 1083, in synchronize\n"
        "(MegatronPolicyWorker pid=7311) torch.AcceleratorError: CUDA error: unknown error\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.rule) == (Verdict.BLOCKED, "nvml-unavailable"), j
    assert j.first_error == "Failed to query GPU utilization via NVML: Failed to initialize NVML: Unknown Error", j
    # the same CUDA error on a node whose NVML answers says nothing about the node
    k = judge(TriageInput(framework="nemo-rl", lines=split_lines(log.split("\n", 1)[1]), exit_code=1,
                          bridge_root=BRIDGE))
    assert (k.result, k.first_error) == (Verdict.FAIL, "torch.AcceleratorError: CUDA error: unknown error"), k


def test_a_crash_on_the_way_out_that_lost_the_metric_checks_is_judged_by_what_crashed() -> None:
    log = (
        "========================= Step 2/2 =========================\n"
        "\U0001f4ca Training Results:\n"
        "  \u2022 Loss: 0.0174\n"
        "Max number of steps has been reached, stopping training early\n"
        "[2026-11-27 03:01:02,113 C 5512 5512] core_worker_process.cc:259:  An unexpected system state has occurred. "
        "You have likely discovered a bug in Ray. Check failed: core_worker_process The core worker process is not "
        "initialized yet or already shutdown.\n"
        "*** SIGABRT received at time=1796000000 on cpu 3 ***\n"
    )

    def run(required: bool) -> Judgement:
        return judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=134, metrics_required=required,
                                 expected_steps=2, bridge_root=BRIDGE))

    lost = run(True)
    assert (lost.result, lost.category) == (Verdict.BLOCKED, "ray"), lost
    # a job with no metric checks to lose completed every step: the crash on the way out is excused
    assert run(False).result == Verdict.PASS


def test_a_batch_that_comes_to_nothing_per_worker_is_the_jobs_batch() -> None:
    log = (
        "(WorkerDict pid=42310) Traceback (most recent call last):\n"
        '(WorkerDict pid=42310)   File "/workspace/verl/verl/workers/megatron_workers.py", line 402, in '
        "_normalize_config_bsz\n"
        "(WorkerDict pid=42310) AssertionError: ppo_mini_batch_size 0 should be larger than 0 after normalization\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "job-config", "batch-does-not-divide"), j


def test_a_download_stalled_in_the_hubs_xet_transfer_is_the_downloads() -> None:
    log = (
        "Downloading bytes:  19%|\u2588\u2589        | 11.7G/61.1G [38:00<2:40:26, 5.13MB/s]\n"
        "Reconstructing (incomplete total...):  18%|\u2588\u258a        | 11.0G/61.1G [38:00<2:53:03, 4.83MB/s]\n"
        "[bridge-validate] heartbeat: no new output for 1800s\n" + _KILL
    )
    j = _timed_out("verl", log)
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "model-download", "model-download-stalled"), j


def test_a_hung_client_waiting_on_its_engine_over_zeromq_is_read_by_the_engines_frame() -> None:
    j = _timed_out("verl", _dumped(
        "    poll (zmq/sugar/poll.py:106)\n"
        "    wait_for_engine_startup (vllm/v1/engine/utils.py:523)\n"
        "    launch_core_engines (vllm/v1/engine/utils.py:417)\n"
        "    __init__ (verl/workers/rollout/vllm_rollout/vllm_rollout_spmd.py:172)\n"
    ))
    assert (j.result, j.rule) == (Verdict.BLOCKED, "rollout-engine-hung"), j


def test_a_run_silent_while_nccl_connected_ranks_that_had_all_joined_is_the_transports() -> None:
    log = (
        "(WorkerDict pid=9312) gpu-p03:9312:9502 [2] NCCL INFO Bootstrap timings total 0.41 (create 0.00, send 0.00)\n"
        "(WorkerDict pid=9312) gpu-p03:9312:9502 [2] NCCL INFO Channel 01/0 : 0[2] -> 1[3] via P2P/direct pointer\n"
        "[bridge-validate] heartbeat: no new output for 1800s\n" + _KILL
    )
    j = _timed_out("verl", log)
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "cluster", "collective-setup-stalled"), j
    # still in its bootstrap, NCCL waits for a rank that never came: nothing says the transport is at fault
    waiting = _timed_out(
        "verl", "(WorkerDict pid=9312) gpu-p03:9312:9502 [2] NCCL INFO Bootstrap: Using eth0:10.0.0.3<0>\n" + _KILL
    )
    assert waiting.rule != "collective-setup-stalled", waiting
    # a communicator that said it was connected was set up: what hung came after it
    connected = _timed_out("verl", log.replace("via P2P/direct pointer", "via P2P/direct pointer\n(WorkerDict "
                                               "pid=9312) gpu-p03:9312:9502 [2] NCCL INFO Connected all rings"))
    assert connected.rule != "collective-setup-stalled", connected


def test_a_checkpoint_map_refused_for_address_space_is_the_nodes_limit() -> None:
    log = (
        "(MegatronPolicyWorker pid=77420) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=77420)   File "/opt/venv/lib/python3.12/site-packages/safetensors/torch.py", line '
        "313, in load_file\n"
        "(MegatronPolicyWorker pid=77420) RuntimeError: unable to mmap 3996250744 bytes from file </root/.cache/model-"
        "00001-of-00005.safetensors>: Cannot allocate memory (12)\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "cluster", "memory-maps-exhausted"), j


def test_uvs_ascii_report_is_read_as_its_unicode_one() -> None:
    log = (
        "+ uv run --extra mcore examples/run_grpo.py\n"
        "  x No solution found when resolving dependencies for split (markers: python_full_version == '3.12.*'):\n"
        "  `-> Because the requested Python version (>=3.12) does not satisfy Python>=3.13,<4 and pkg==2.4.0 depends "
        "on Python>=3.13,<4, we can conclude that pkg==2.4.0 cannot be used.\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.result == Verdict.BLOCKED, j
    assert (j.first_error or "").startswith("Because the requested Python version (>=3.12)"), j


def test_a_native_report_is_quoted_from_its_first_line_and_ib_retry_exhaustion_is_the_network() -> None:
    log = (
        "(MegatronPolicyWorker pid=81207) [gpu-h100-31:81207:0:81389] ib_mlx5_log.c:177  Transport retry count "
        "exceeded on mlx5_2:1/IB (synd 0x15 vend 0x81 hw_synd 0/0)\n"
        "(MegatronPolicyWorker pid=81207) [gpu-h100-31:81207:0:81389] ib_mlx5_log.c:177  DCI QP 0x2e1c wqe[4107]: "
        "RDMA_WRITE s-e [rqpn 0x91a rlid 214]\n"
        "(MegatronPolicyWorker pid=81207) ==== backtrace (tid:  81389) ====\n"
        "(MegatronPolicyWorker pid=81207)  0  /opt/venv/lib/libucs.so.0(ucs_handle_error+0x294) [0x7f8e1c6370a4]\n"
        "(MegatronPolicyWorker pid=81207) *** SIGABRT received at time=1796000000 on cpu 3 ***\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "network", "interconnect-fault"), j
    assert (j.first_error or "").startswith("ib_mlx5_log.c:177  Transport retry count exceeded"), j


def test_a_reason_names_the_missing_module_when_its_rule_matched_a_line_outside_a_traceback() -> None:
    # (a leg label before Ray's prefix leaves the line unparsed as an exception: the rule matches the line itself)
    log = "[baseline] (MegatronPolicyWorker pid=61902) ModuleNotFoundError: No module named 'nemo_automodel._peft'\n"
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.rule) == (Verdict.BLOCKED, "dependency-skew"), j
    assert "lacks nemo_automodel._peft" in j.reason and "{" not in j.reason, j


def test_a_supervisor_seeing_its_server_end_is_explained_by_the_error_the_server_logged() -> None:
    log = (
        "(NemoGym pid=51877) INFO:     Started server process [51903]\n"
        "(NemoGym pid=51877) ERROR:    [Errno 98] error while attempting to bind on address ('127.0.0.1', 8000): "
        "address already in use\n"
        "(NemoGym pid=51877) INFO:     Waiting for application shutdown.\n"
        "(NemoGym pid=51877) Traceback (most recent call last):\n"
        '(NemoGym pid=51877)   File "/opt/venv/lib/python3.12/site-packages/nemo_gym/cli.py", line 241, in poll\n'
        '(NemoGym pid=51877)     raise RuntimeError("Process finished unexpectedly!")\n'
        "(NemoGym pid=51877) RuntimeError: Process finished unexpectedly!\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.rule) == (Verdict.BLOCKED, "port-held-on-the-node"), j
    assert (j.first_error or "").startswith("[Errno 98] error while attempting to bind"), j


def test_a_run_that_timed_out_while_rays_workers_died_as_they_started_is_rays() -> None:
    log = (
        "(raylet) [2026-11-27 04:03:19,833 E 61822 61822] (raylet) worker_pool.cc:586: Some workers of the worker "
        "process(62410) have not registered within the timeout. The process is dead, probably it crashed during "
        "start.\n"
        "(raylet) usage: default_worker.py [-h] --cluster-id CLUSTER_ID --node-id NODE_ID\n" + _KILL
    )
    j = _timed_out("nemo-rl", log)
    assert (j.result, j.category) == (Verdict.BLOCKED, "ray"), j
    assert (j.first_error or "").startswith("Some workers of the worker process(62410) have not registered"), j


def test_trtllms_executor_that_could_not_start_on_a_rank_says_why_its_worker_failed() -> None:
    log = (
        "(TRTLLMHttpServer pid=9104) [11/27/2026-05:22:53] [TRT-LLM] [RANK 0] [E] Failed to initialize executor on "
        "rank 0: [TensorRT-LLM][ERROR] Assertion failed: Failed, NCCL error ncclCommunicator.cpp:90 'invalid usage'\n"
        "(TRTLLMHttpServer pid=9104) Traceback (most recent call last):\n"
        '(TRTLLMHttpServer pid=9104)   File "/opt/venv/lib/python3.12/site-packages/tensorrt_llm/executor/proxy.py", '
        "line 214, in __init__\n"
        "(TRTLLMHttpServer pid=9104) RuntimeError: Executor worker returned error\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.first_error or "").startswith("Failed to initialize executor on rank 0: [TensorRT-LLM][ERROR]"), j
    assert (j.result, j.category) == (Verdict.BLOCKED, "vllm"), j


def test_an_exception_printed_as_its_arguments_repr_is_quoted_from_its_explanation() -> None:
    log = (
        "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.12/site-packages/ray/_private/worker.py", line 2961, in get\n'
        "ray.exceptions.OutOfDiskError: ('50084993dcbe7a5cffffffff0200000083000000', b'\\n\\x1c\\xf9\\x17')\n"
        "The object cannot be created because the local object store is full and the local disk's utilization is "
        "over capacity (95% by default).\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.first_error or "").startswith("The object cannot be created because the local object store is full"), j


def test_uvs_plain_report_printed_over_its_spinner_is_read() -> None:
    log = (
        "Resolved 312 packages in 2.41s\n"
        "\u2819 lazy-loader==0.4" + " " * 40 + "error: Failed to fetch: `http://pypi-mirror.ci.internal:8080/lazy-loader/`\n"
        "  Caused by: error sending request for url (http://pypi-mirror.ci.internal:8080/simple/lazy-loader/)\n"
        "  Caused by: Broken pipe (os error 32)\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "network", "package-index-unreachable"), j
    assert j.first_error == "error: Failed to fetch: `http://pypi-mirror.ci.internal:8080/lazy-loader/`", j


def test_ucxs_fatal_line_is_quoted_past_its_backtrace_and_without_its_time_and_process() -> None:
    log = (
        "(VllmAsyncGenerationWorker pid=61206) [1764232598.118394] [h100-n07:61206:1]  cuda_ipc_cache.c:263  Fatal: "
        "dest:61022: failed to open ipc mem handle. addr:0x7f41ca000000 len:30680756736 (Element already exists)\n"
        "(VllmAsyncGenerationWorker pid=61206) ==== backtrace (tid:  61301) ====\n"
        "(VllmAsyncGenerationWorker pid=61206)  0 0x000000000004f9c6 ucs_handle_error()  /opt/ucx/src/ucs/debug/debug.c"
        ":1078\n"
        "(VllmAsyncGenerationWorker pid=61206)  6 0x0000000000031d50 nixlUcxEp::read()  /opt/nixl/src/plugins/ucx/"
        "ucx_utils.cpp:411\n"
        "(VllmAsyncGenerationWorker pid=61206) =================================\n"
        "(VllmAsyncGenerationWorker pid=61206) *** SIGABRT received at time=1764232598 on cpu 41 ***\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.first_error or "").startswith("cuda_ipc_cache.c:263  Fatal: dest:61022: failed to open ipc mem"), j


def test_the_runners_rerun_on_mb_main_failing_the_same_is_the_base_commits() -> None:
    log = (
        "Traceback (most recent call last):\n"
        '  File "/usr/local/lib/python3.12/dist-packages/transformer_engine/pytorch/cpp_extensions/gemm.py", line 91, '
        "in general_gemm\n"
        "RuntimeError: cublaslt_gemm.cu:519 in function cublas_gemm: cuBLAS Error: the requested functionality is "
        "not supported\n"
        "[bridge-validate] runner rerun (same image) with MB main instead of PR head: identical cuBLAS error\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.rule) == (Verdict.BLOCKED, "base-fails-the-same"), j
    # a site runner's note (`[runner]`, `runner:`) says the same as ours
    for prefix in ("[runner]", "runner:"):
        site = judge(TriageInput(framework="verl", lines=split_lines(log.replace("[bridge-validate]", prefix)),
                                 exit_code=1, bridge_root=BRIDGE))
        assert (site.result, site.rule) == (Verdict.BLOCKED, "base-fails-the-same"), site


def test_an_exception_in_pytests_report_ends_with_its_e_lines() -> None:
    log = (
        "+ cd /workspace/Megatron-Bridge && torchrun --nproc-per-node=2 -m pytest -x tests/functional_tests\n"
        "E   torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.16 GiB.\n"
        "FAILED tests/functional_tests/test_pretrain.py::test_pretrain - torch.OutOfMemoryError: CUDA out of memory.\n"
        "1 failed, 11 deselected in 142.66s (0:02:22)\n"
        "ncclRemoteError: A call failed possibly due to a network error or a remote process exiting prematurely.\n"
        "Last error:\n"
        "socketProgress: Connection closed by remote peer gpu-h100-09<51312>\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.first_error or "").startswith("torch.OutOfMemoryError: CUDA out of memory"), j


def test_a_filesystem_that_does_not_support_the_write_is_the_storages() -> None:
    log = (
        "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.12/site-packages/safetensors/torch.py", line 286, in save_file\n'
        "safetensors._safetensors_rust.SafetensorError: Error while serializing: I/O error: Operation not supported "
        "(os error 95)\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "disk", "filesystem-refused-an-operation"), j


def test_nccls_ras_port_taken_is_not_a_port_the_job_needs() -> None:
    ras = ("(VllmGenerationWorker pid=60377) gpu-c07:60377:60377 [0] ras/client_support.cc:160 NCCL WARN Call to "
           "bind failed: Address already in use\n")
    j = _timed_out("nemo-rl", ras + "(MegatronPolicyWorker pid=60211) Policy worker ready\n" + _KILL)
    assert j.rule != "port-held-on-the-node", j
    # the job's own store port taken still is
    store = "torch.distributed.DistNetworkError: The server socket has failed to listen on any local network " \
            "address. port: 29500, useIpv6: 0, code: -98, name: EADDRINUSE, message: address already in use\n"
    k = judge(TriageInput(framework="nemo-rl", lines=split_lines(store), exit_code=1, bridge_root=BRIDGE))
    assert (k.result, k.rule) == (Verdict.BLOCKED, "port-held-on-the-node"), k


def test_torchruns_report_of_the_sigterm_it_got_is_the_kill_not_the_cause() -> None:
    log = (
        "[bridge-validate] heartbeat: no new output for 1500s\n"
        "[bridge-validate] timed out after 1800 s; process group killed\n"
        "W1127 10:40:00.000000 60400 torch/distributed/elastic/agent/server/api.py:719] Received 15 death signal, "
        "shutting down workers\n"
        "Traceback (most recent call last):\n"
        '  File "/usr/local/lib/python3.12/dist-packages/torch/distributed/elastic/multiprocessing/api.py", line 84, '
        "in _terminate_process_handler\n"
        "torch.distributed.elastic.multiprocessing.api.SignalException: Process 60417 got signal: 15\n"
    )
    j = _timed_out("verl", log)
    # nothing else in the log: a silent hang before any step, which says nothing against the change
    assert (j.result, j.rule, j.first_error) == (Verdict.BLOCKED, "setup-hung", None), j


def test_flashinfers_cuda_check_line_is_the_error_its_wrapper_reports() -> None:
    log = (
        "(WorkerDict pid=89412) CUDA Error: an illegal memory access was encountered (700) /usr/local/lib/python3.12/"
        "dist-packages/flashinfer/data/include/flashinfer/attention/prefill.cuh: line 2349 at function "
        "cudaLaunchKernel((void*)kernel, nblks, nthrs, args, smem_size, stream)\n"
        "(WorkerDict pid=89412) Traceback (most recent call last):\n"
        '(WorkerDict pid=89412)   File "/usr/local/lib/python3.12/dist-packages/flashinfer/prefill.py", line 1580, '
        "in run\n"
        "(WorkerDict pid=89412) RuntimeError: BatchPrefillWithPagedKVCache failed with error an illegal memory access "
        "was encountered\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.first_error or "").startswith("CUDA Error: an illegal memory access was encountered (700)"), j


def test_a_broken_pipe_to_the_trackers_service_is_the_trackers_connection() -> None:
    log = (
        "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.12/site-packages/wandb/sdk/lib/sock_client.py", line 150, in _sendall_with_'
        "error_handle\n"
        "BrokenPipeError: [Errno 32] Broken pipe\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "network", "run-tracker-unreachable"), j


def test_a_hang_in_a_library_the_rollout_engine_called_is_read_through_the_engine() -> None:
    # the dump's innermost frame is a kernel launcher no rule knows; its caller is the engine's model step
    j = _timed_out(
        "nemo-rl",
        _dumped(
            "    low_latency_dispatch (deep_ep/buffer.py:560)\n"
            "    prepare_async (vllm/model_executor/layers/fused_moe/deepep_ll_prepare_finalize.py:138)\n"
            "    execute_model (vllm/v1/worker/gpu_model_runner.py:1554)\n"
        ),
    )
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "vllm", "rollout-engine-hung"), j
    # a library the job's own code called is that call's hang: not read through the Bridge frame above it
    k = _timed_out(
        "nemo-rl",
        _dumped(
            "    sync_quantizer_amax (modelopt/torch/quantization/utils.py:88)\n"
            "    _apply_quantization (megatron/bridge/quantization/moe.py:91)\n"
            "    execute_model (vllm/v1/worker/gpu_model_runner.py:1554)\n"
        ),
    )
    assert (k.result, k.rule) == (Verdict.FAIL, "timeout"), k


def test_a_hang_waiting_for_an_environments_rollouts_is_the_rollouts() -> None:
    j = _timed_out(
        "nemo-rl",
        _dumped(
            "    select (selectors.py:468)\n"
            "    run_until_complete (asyncio/base_events.py:674)\n"
            "    run_rollouts (nemo_rl/environments/nemo_gym.py:214)\n"
        ),
    )
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "vllm", "rollout-generation-never-returned"), j


def test_a_resolver_that_finds_no_solution_for_extra_requirements_or_two_indexes_blocks_the_run() -> None:
    conflicting = (
        "+ uv run tests/json_dump_tb_logs.py\n"
        "  × Failed to resolve dependencies for `nemo-rl` (v0.6.0)\n"
        "  ╰─▶ Requirements contain conflicting indexes for package `flashinfer-cubin`:\n"
        "      - https://flashinfer.ai/whl\n"
        "      - https://flashinfer.ai/whl/\n"
        "[bridge-validate] exit code 1\n"
    )
    with_extra = (
        "+ uv run --with 'transformers>=5.0.0rc0' python -c 'import megatron.bridge'\n"
        "  × No solution found when resolving `--with` dependencies:\n"
        "  ╰─▶ Because vllm==0.12.0 depends on transformers>=4.56.0,<5 and you require\n"
        "      transformers>=5.0.0rc0, we can conclude that your requirements are\n"
        "      unsatisfiable.\n"
        "[bridge-validate] exit code 1\n"
    )
    for log in (conflicting, with_extra):
        j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
        assert (j.result, j.category) == (Verdict.BLOCKED, "dependency"), j


def test_a_native_nccl_check_that_prints_and_exits_is_quoted_over_the_launchers_summary() -> None:
    log = (
        "[WARNING  | megatron.bridge.training.comm_overlap]: Setting tp_comm_overlap_cfg to userbuffers defaults\n"
        "Failed, NCCL error /opt/TransformerEngine/transformer_engine/pytorch/csrc/userbuffers/userbuffers-host.cpp"
        ":223 ''\n"
        "E0912 08:14:42.016000 40211 torch/distributed/elastic/multiprocessing/api.py:882] failed (exitcode: 1) "
        "local_rank: 2 (pid: 40290) of binary: /usr/bin/python\n"
        "torch.distributed.elastic.multiprocessing.errors.ChildFailedError: \n"
        "============================================================\n"
        "tests/functional_tests/recipes/test_llama_recipes_pretrain.py FAILED\n"
        "[bridge-validate] exit code 1\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.first_error or "").startswith("Failed, NCCL error /opt/TransformerEngine/"), j


def test_an_expert_dispatch_that_never_got_a_peer_nodes_rdma_writes_is_the_network() -> None:
    log = (
        "(WorkerDict pid=90127, ip=10.80.1.14) training step 1: moe dispatch (internode, EP=32)\n"
        "(WorkerDict pid=90127, ip=10.80.1.14) DeepEP dispatch forwarder timeout (RDMA meta), channel: 4, RDMA: 3, "
        "nvl: 4, src RDMA lane: 0, dst NVL: 5, meta: 0, 0, 0, 0\n"
        "(WorkerDict pid=90127, ip=10.80.1.14) DeepEP dispatch NVL receiver timeout, channel: 9, RDMA: 3, nvl: 3, "
        "src RDMA: 0, src nvl: 3, start: 0, end: 0\n"
        "(WorkerDict pid=90127, ip=10.80.1.14) RuntimeError: DeepEP error: timeout (dispatch CPU)\n"
        "[bridge-validate] exit code 1\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "network", "interconnect-fault"), j
    assert (j.first_error or "").startswith("DeepEP dispatch forwarder timeout (RDMA meta)"), j


def test_a_compiled_module_missing_a_c_function_another_expects_is_dependency_skew() -> None:
    log = (
        "(vLLMHttpServer pid=20990) Traceback (most recent call last):\n"
        '(vLLMHttpServer pid=20990)   File "/usr/local/lib/python3.12/dist-packages/cuda/core/_device.pyx", line 1, '
        "in init cuda.core._device\n"
        "(vLLMHttpServer pid=20990) ImportError: cuda.bindings.cydriver does not export expected C function "
        "cuDevSmResourceSplit\n"
        "[bridge-validate] exit code 1\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "dependency", "dependency-skew"), j


def test_ucxs_own_statement_of_a_caught_signal_is_the_crash_quoted() -> None:
    # UCX's handler states the crash itself, then its backtrace; Ray's report of the dead worker follows it
    log = (
        "(WorkerDict pid=8104) tp_comm_overlap=True: initializing Transformer Engine userbuffers (bootstrap: mpi)\n"
        "(WorkerDict pid=8104) [gpu-node-03:8104 :0:8104] Caught signal 11 (Segmentation fault: address not mapped "
        "to object at address 0x10)\n"
        "(WorkerDict pid=8104) ==== backtrace (tid:   8104) ====\n"
        "(WorkerDict pid=8104)  0 0x0000000000042520 __sigaction()  ???:0\n"
        "(WorkerDict pid=8104)  1 0x0000000000042b2f ompi_dpm_group_is_dyn()  /build/ompi/dpm/dpm.c:1264\n"
        "(WorkerDict pid=8104) =================================\n"
        "(raylet) A worker died or was killed while executing a task by an unexpected system error. To troubleshoot "
        "the problem, check the logs for the dead worker.\n"
        "ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.\n"
        "[bridge-validate] exit code 1\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.first_error or "").startswith("Caught signal 11 (Segmentation fault: address not mapped"), j
    # with absl's handler after it in the same process, the crash is still UCX's statement, not the line before it
    k = judge(
        TriageInput(
            framework="verl",
            lines=split_lines(log.replace("(WorkerDict pid=8104) ====", "(WorkerDict pid=8104) *** SIGSEGV received "
                                          "at time=1789 on cpu 3 ***\n(WorkerDict pid=8104) ====", 1)),
            exit_code=1,
            bridge_root=BRIDGE,
        )
    )
    assert (k.first_error or "").startswith("Caught signal 11 (Segmentation fault"), k


def test_an_installed_package_calling_its_extension_with_arguments_the_build_refuses_is_dependency_skew() -> None:
    log = (
        "(WorkerDict pid=6021) Traceback (most recent call last):\n"
        '(WorkerDict pid=6021)   File "/usr/local/lib/python3.12/dist-packages/transformer_engine/pytorch/cpp_'
        'extensions/fused_attn.py", line 299, in fused_attn_fwd\n'
        "(WorkerDict pid=6021)     output_tensors = tex.fused_attn_fwd(\n"
        "(WorkerDict pid=6021) TypeError: fused_attn_fwd(): incompatible function arguments. The following argument "
        "types are supported:\n"
        "(WorkerDict pid=6021)     1. (max_seqlen_q: int, max_seqlen_kv: int) -> list[object]\n"
        "[bridge-validate] exit code 1\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "dependency", "extension-signature-skew"), j
    # pytest's report of the same: the frame is its closing `path:line: TypeError` line
    report = (
        "    def initialize_ub():\n"
        ">       _ub = tex.UbufP2PCommOverlap(sample_buffer, rank, world_size)\n"
        "E       TypeError: UbufP2PCommOverlap(): incompatible function arguments. The following argument types are "
        "supported:\n"
        "E           1. (arg0: torch.Tensor, arg1: int) -> None\n"
        "\n"
        "/usr/local/lib/python3.12/dist-packages/transformer_engine/pytorch/module/base.py:236: TypeError\n"
        "FAILED tests/functional_tests/training/test_tp_comm_overlap.py::test_overlap - TypeError: "
        "UbufP2PCommOverlap(): incompatible function arguments.\n"
        "[bridge-validate] exit code 1\n"
    )
    k = judge(TriageInput(framework="verl", lines=split_lines(report), exit_code=1, bridge_root=BRIDGE))
    assert (k.result, k.rule) == (Verdict.BLOCKED, "extension-signature-skew"), k
    # the Bridge calling an extension wrongly is its own call
    mine = log.replace("/usr/local/lib/python3.12/dist-packages/transformer_engine/pytorch/cpp_extensions/fused_attn"
                       ".py", f"{BRIDGE}/src/megatron/bridge/models/attention.py")
    m = judge(TriageInput(framework="verl", lines=split_lines(mine), exit_code=1, bridge_root=BRIDGE))
    assert m.result == Verdict.FAIL, m


def test_the_rollout_engine_reading_a_config_field_transformers_lacks_is_dependency_skew() -> None:
    log = (
        "(VllmGenerationWorker pid=52340) Traceback (most recent call last):\n"
        '(VllmGenerationWorker pid=52340)   File "/opt/venv/lib/python3.12/site-packages/vllm/model_executor/models/'
        'gemma3.py", line 180, in __init__\n'
        "(VllmGenerationWorker pid=52340)     self.is_sliding = bool((layer_idx + 1) % config.sliding_window_pattern)\n"
        '(VllmGenerationWorker pid=52340)   File "/opt/venv/lib/python3.12/site-packages/transformers/configuration_'
        'utils.py", line 211, in __getattribute__\n'
        "(VllmGenerationWorker pid=52340)     return super().__getattribute__(key)\n"
        "(VllmGenerationWorker pid=52340) AttributeError: 'Gemma3TextConfig' object has no attribute "
        "'sliding_window_pattern'\n"
        "[bridge-validate] exit code 1\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "dependency", "installed-config-skew"), j
    # the Bridge's provider reading it is the Bridge's code
    mine = log.replace("/opt/venv/lib/python3.12/site-packages/vllm/model_executor/models/gemma3.py",
                       f"{BRIDGE}/src/megatron/bridge/models/gemma/gemma3_provider.py")
    k = judge(TriageInput(framework="nemo-rl", lines=split_lines(mine), exit_code=1, bridge_root=BRIDGE))
    assert k.result == Verdict.FAIL, k


def test_pips_statement_of_the_conflict_is_quoted_over_its_resolution_impossible_trailer() -> None:
    log = (
        "+ pip install -e /workspace/Megatron-Bridge\n"
        "ERROR: Cannot install numpy>=2 and scipy==1.11.2 because these package versions have conflicting "
        "dependencies.\n"
        "\n"
        "The conflict is caused by:\n"
        "    The user requested numpy>=2\n"
        "    scipy 1.11.2 depends on numpy<1.28.0 and >=1.21.6\n"
        "\n"
        "ERROR: ResolutionImpossible: for help visit https://pip.pypa.io/en/latest/topics/dependency-resolution/\n"
        "[bridge-validate] exit code 1\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category) == (Verdict.BLOCKED, "dependency"), j
    assert (j.first_error or "").startswith("ERROR: Cannot install numpy>=2 and scipy==1.11.2"), j


def test_pydantics_validation_headline_is_explained_by_its_validators_message() -> None:
    log = (
        "(VllmGenerationWorker pid=40117) Traceback (most recent call last):\n"
        '(VllmGenerationWorker pid=40117)   File "/opt/venv/lib/python3.12/site-packages/vllm/engine/arg_utils.py", '
        "line 1012, in create_model_config\n"
        "(VllmGenerationWorker pid=40117) pydantic_core._pydantic_core.ValidationError: 1 validation error for "
        "ModelConfig\n"
        "(VllmGenerationWorker pid=40117)   Value error, The checkpoint you are trying to load has model type "
        "`glm4_moe_lite` but Transformers does not recognize this architecture.\n"
        "[bridge-validate] exit code 1\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "dependency", "model-type-unknown-to-transformers"), j
    assert (j.first_error or "").startswith("Value error, The checkpoint you are trying to load"), j
    # a missing field says less than the headline: the headline stays
    field = log.replace("  Value error, The checkpoint you are trying to load has model type `glm4_moe_lite` but "
                        "Transformers does not recognize this architecture.", "  Field required [type=missing]")
    k = judge(TriageInput(framework="nemo-rl", lines=split_lines(field), exit_code=1, bridge_root=BRIDGE))
    assert (k.first_error or "").startswith("pydantic_core._pydantic_core.ValidationError: 1 validation error"), k
    # pydantic's bookkeeping after the validator's message is not part of what the validator said
    tail = log.replace("this architecture.\n", "this architecture. [type=value_error, input_value=ArgsKwargs(("
                       "), {'model': 'zai-org/GLM-4.7-Flash'}), input_type=ArgsKwargs]\n")
    t = judge(TriageInput(framework="nemo-rl", lines=split_lines(tail), exit_code=1, bridge_root=BRIDGE))
    assert (t.first_error or "").endswith("does not recognize this architecture."), t


def test_a_node_rays_detector_marked_dead_is_rays_and_a_slurm_node_failure_the_clusters() -> None:
    ray_says = (
        "========================= Step 2/4 =========================\n"
        "(raylet) The node with node id: 9b41c07ad5e2 and address: 10.52.3.22 and node name: 10.52.3.22 has been "
        "marked dead because the detector has missed too many heartbeats from it.\n"
        "ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.\n"
        "[bridge-validate] exit code 1\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(ray_says), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "ray", "node-marked-dead-by-ray"), j
    slurm_says = (
        "========================= Step 2/4 =========================\n"
        "slurmstepd: error: *** STEP 81.0 ON gpu-07 CANCELLED AT 2026-11-27T06:10:01 DUE TO NODE FAILURE ***\n"
    )
    k = judge(TriageInput(framework="nemo-rl", lines=split_lines(slurm_says), exit_code=1, bridge_root=BRIDGE))
    assert (k.result, k.category, k.rule) == (Verdict.BLOCKED, "cluster", "node-lost"), k


def test_a_native_nccl_init_in_the_dump_is_the_transport_unless_the_engines_own_setup_called_it() -> None:
    refit_group = _timed_out(
        "nemo-rl",
        _dumped(
            "    ncclCommInitRank (libnccl.so.2)\n"
            "    _new_process_group_helper (torch/distributed/distributed_c10d.py:2041)\n"
            "    new_group (torch/distributed/distributed_c10d.py:5016)\n"
            "    init_collective (nemo_rl/models/policy/workers/megatron_policy_worker.py:1638)\n"
        ),
    )
    assert (refit_group.result, refit_group.category, refit_group.rule) == (
        Verdict.BLOCKED, "network", "communication-setup-hung"), refit_group
    engine_setup = _timed_out(
        "verl",
        _dumped(
            "    ncclCommInitRank (libnccl.so.2)\n"
            "    rendezvous (torch/distributed/_symmetric_memory/__init__.py:171)\n"
            "    __init__ (vllm/distributed/device_communicators/symm_mem.py:88)\n"
            "    initialize_model_parallel (vllm/distributed/parallel_state.py:1341)\n"
        ),
    )
    assert (engine_setup.category, engine_setup.rule) == ("vllm", "rollout-engine-hung"), engine_setup


def test_a_comparison_row_that_ends_in_fail_is_the_failed_check_quoted() -> None:
    log = (
        "========================= Step 30/30 =========================\n"
        "+ python compare_baseline.py metrics.json baseline.json --keys validation/accuracy\n"
        "  validation/loss@10           candidate=0.6810  baseline=0.6802  rel_diff=+0.12%  PASS\n"
        "  validation/accuracy@10       candidate=0.5391  baseline=0.5781  rel_diff=-6.76%  FAIL\n"
        "  validation/accuracy@20       candidate=0.5469  baseline=0.6172  rel_diff=-11.39% FAIL\n"
        "[bridge-validate] exit code 1\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.result == Verdict.FAIL, j
    assert (j.first_error or "").startswith("validation/accuracy@10       candidate=0.5391"), j


def test_pips_resolver_giving_up_on_a_too_deep_graph_blocks_the_run() -> None:
    log = (
        "+ pip install nvidia-modelopt[torch]\n"
        "INFO: This is taking longer than usual. You might need to provide the dependency resolver with stricter "
        "constraints to reduce runtime.\n"
        "error: resolution-too-deep\n"
        "\n"
        "× Dependency resolution exceeded maximum depth\n"
        "[bridge-validate] exit code 1\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "dependency", "resolver-failed"), j


def test_a_silent_hang_before_any_step_is_blocked_unless_the_bridge_was_at_work() -> None:
    # the run went silent while Ray set up its cluster: nothing in the log says where, nothing against the change
    setup = _timed_out("nemo-rl", "\u25b6 Setting up compute cluster...\n" + _KILL)
    assert (setup.result, setup.category, setup.rule) == (Verdict.BLOCKED, "cluster", "setup-hung"), setup
    # the Bridge building the policy's model, a weight update, a Bridge-side test session: the change is at work
    building = _timed_out("verl", "(WorkerDict pid=3) Building actor with AutoBridge provider Qwen3ModelProvider\n"
                          + _KILL)
    refit = _timed_out("nemo-rl", "(MegatronPolicyWorker pid=5) refit: broadcasting bucket 1/2 from rank 0\n" + _KILL)
    tests = _timed_out("verl", "+ cd /workspace/Megatron-Bridge && torchrun --nproc_per_node=2 -m pytest -q "
                       "tests/functional_tests/training\n" + _KILL)
    for j in (building, refit, tests):
        assert (j.result, j.rule) == (Verdict.FAIL, "timeout"), j
    # ... or the same job at the base commit passed: the change made it hang
    based = _timed_out("nemo-rl", "\u25b6 Setting up compute cluster...\n[bridge-validate] baseline rerun with Bridge "
                       "main (067f987): PASS, 3/3 steps\n" + _KILL)
    assert (based.result, based.rule) == (Verdict.FAIL, "timeout"), based


def test_a_native_assertion_printed_after_a_python_warning_is_what_the_abort_reports() -> None:
    # the line under a warning's `warnings.warn(` source line is the process's next output, not the warning's
    log = (
        "========================= Step 1/2 =========================\n"
        "(MegatronPolicyWorker pid=48810) /opt/venv/lib/python3.12/site-packages/megatron/core/transformer/moe/"
        "moe_utils.py:812: UserWarning: HybridEP buffer will be (re)allocated\n"
        "(MegatronPolicyWorker pid=48810)   warnings.warn(\n"
        "(MegatronPolicyWorker pid=48810) python: /opt/DeepEP/csrc/hybrid_ep/buffer/internode.cu:167: void "
        "setup_qp_init_attr(..., int): Assertion `tx_depth > 0 && tx_depth < 65536' failed.\n"
        "(MegatronPolicyWorker pid=48810) *** SIGABRT received at time=1795770021 on cpu 37 ***\n"
        "(MegatronPolicyWorker pid=48810) PC: @     0x7f3b1a2969fc  (unknown)  pthread_kill\n"
        "(MegatronPolicyWorker pid=48810) Fatal Python error: Aborted\n"
        "[bridge-validate] exit code 1\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.first_error or "").startswith("python: /opt/DeepEP/csrc/hybrid_ep/buffer/internode.cu:167"), j


def test_deepeps_host_timeout_in_its_internode_path_is_the_network() -> None:
    log = (
        "(TaskRunner pid=20471) training step 1\n"
        "(TaskRunner pid=20471) Traceback (most recent call last):\n"
        '(TaskRunner pid=20471)   File "/usr/local/lib/python3.12/dist-packages/deep_ep/buffer.py", line 470, in '
        "internode_dispatch\n"
        "(TaskRunner pid=20471) RuntimeError: DeepEP error: timeout (dispatch CPU)\n"
        "[bridge-validate] exit code 1\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "network", "expert-dispatch-internode-timeout"), j
    # within a node (no internode frame) it stays unplaced
    k = judge(TriageInput(framework="verl", lines=split_lines(log.replace("internode_dispatch", "dispatch")),
                          exit_code=1, bridge_root=BRIDGE))
    assert k.rule != "expert-dispatch-internode-timeout", k


def test_verl_run_with_its_bridge_path_turned_off_is_not_evidence() -> None:
    log = (
        "+ USE_MBRIDGE=False\n"
        "+ python3 -m verl.trainer.main_ppo --config-path=config --config-name=ppo_megatron_trainer.yaml\n"
        "(TaskRunner pid=1) ValueError: Model architectures ['Qwen3MoeForCausalLM'] are not supported for now.\n"
        "[bridge-validate] exit code 1\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "bridge-path", "verl-vanilla-mbridge"), j
    on = judge(TriageInput(framework="verl", lines=split_lines(log.replace("USE_MBRIDGE=False", "USE_MBRIDGE=True")),
                           exit_code=1, bridge_root=BRIDGE))
    assert on.rule != "verl-vanilla-mbridge", on


def test_the_kernel_refusing_host_memory_is_the_node() -> None:
    log = (
        "(WorkerDict pid=8533) Traceback (most recent call last):\n"
        '(WorkerDict pid=8533)   File "/usr/lib/python3.12/multiprocessing/popen_fork.py", line 66, in _launch\n'
        "(WorkerDict pid=8533) OSError: [Errno 12] Cannot allocate memory\n"
        "[bridge-validate] exit code 1\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "cluster", "host-memory-refused"), j


def test_a_build_that_cannot_import_a_python_package_is_the_installers_not_the_images() -> None:
    isolated = (
        "+ pip install flash-attn==2.8.3\n"
        "  Getting requirements to build wheel: started\n"
        "  error: subprocess-exited-with-error\n"
        "  × Getting requirements to build wheel did not run successfully.\n"
        "      ModuleNotFoundError: No module named 'torch'\n"
        "ERROR: Failed building wheel for flash-attn\n"
        "[bridge-validate] exit code 1\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(isolated), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category) == (Verdict.BLOCKED, "dependency"), j
    # a system header the image lacks stays the container's
    header = isolated.replace("ModuleNotFoundError: No module named 'torch'",
                              "csrc/kernels/ibgda_device.cuh:9:10: fatal error: infiniband/mlx5dv.h: No such file or "
                              "directory")
    k = judge(TriageInput(framework="verl", lines=split_lines(header), exit_code=1, bridge_root=BRIDGE))
    assert (k.result, k.category) == (Verdict.BLOCKED, "container"), k


def test_a_spawned_processs_error_is_quoted_not_torchs_exception_that_carries_it() -> None:
    log = (
        "    def test_split_qkv():\n"
        ">       mp.spawn(_run_split_qkv, nprocs=2)\n"
        "E       torch.multiprocessing.spawn.ProcessRaisedException: \n"
        "E       \n"
        "E       -- Process 0 terminated with the following error:\n"
        "E       Traceback (most recent call last):\n"
        'E         File "/workspace/Megatron-Bridge/tests/unit_tests/models/test_export.py", line 97, in _run\n'
        "E           torch.testing.assert_close(q_out, q_ref)\n"
        "E       AssertionError: Tensor-likes are not close!\n"
        "\n"
        "/usr/local/lib/python3.12/dist-packages/torch/multiprocessing/spawn.py:215: ProcessRaisedException\n"
        "[bridge-validate] exit code 1\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.first_error) == (Verdict.FAIL, "AssertionError: Tensor-likes are not close!"), j


def test_an_installer_that_cannot_fetch_or_build_a_package_is_the_environments_dependencies() -> None:
    log = (
        "+ uv sync --extra mcore\n"
        "  × Failed to download and build `nv-grouped-gemm @ git+https://github.com/fanshiqing/grouped_gemm@v1.1.4`\n"
        "  ╰─▶ Git operation failed\n"
        "[bridge-validate] exit code 1\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "dependency", "package-fetch-failed"), j
    # the image lacking the installer itself stays the container's
    k = judge(TriageInput(framework="nemo-rl", lines=split_lines("bash: line 1: uv: command not found\n"),
                          exit_code=127, bridge_root=BRIDGE))
    assert (k.result, k.category) == (Verdict.BLOCKED, "container"), k


def test_gpus_whose_system_is_not_ready_are_the_nodes() -> None:
    log = (
        "(WorkerDict pid=7) RuntimeError: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions "
        "before calling NumCudaDevices() that might have already set an error? Error 802: system not yet initialized\n"
        "[bridge-validate] exit code 1\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "cluster", "gpu-system-not-ready"), j


def test_a_missing_file_of_the_runs_own_checkpoint_is_not_missing_data() -> None:
    log = (
        "(TaskRunner pid=3) FileNotFoundError: [Errno 2] No such file or directory: 'checkpoints/verl_megatron_gsm8k/"
        "qwen3/global_step_1/actor/dist_ckpt/.metadata'\n"
        "[bridge-validate] exit code 1\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.rule != "data-missing", j
    data = judge(TriageInput(framework="verl", lines=split_lines(
        "(TaskRunner pid=3) FileNotFoundError: [Errno 2] No such file or directory: '/data/gsm8k/train.parquet'\n"
        "[bridge-validate] exit code 1\n"), exit_code=1, bridge_root=BRIDGE))
    assert (data.result, data.category, data.rule) == (Verdict.BLOCKED, "data", "data-missing"), data


def test_a_floating_point_exception_is_quoted_by_faulthandlers_line_not_rays_obituary() -> None:
    log = (
        "step:0 - actor/pg_loss:0.01\n"
        "(WorkerDict pid=91) *** SIGFPE received at time=1795755147 on cpu 83 ***\n"
        "(WorkerDict pid=91) PC: @     0x7f81c63a1e57  (unknown)  (unknown)\n"
        "(WorkerDict pid=91) Fatal Python error: Floating point exception\n"
        "(WorkerDict pid=91) \n"
        "(WorkerDict pid=91) Stack (most recent call first):\n"
        '(WorkerDict pid=91)   File "/ws/Megatron-Bridge/src/megatron/bridge/peft/lora_layers.py", line 14 in f\n'
        "(raylet) A worker died or was killed while executing a task by an unexpected system error. Worker exit type: "
        "SYSTEM_ERROR Worker exit detail: Worker unexpectedly exits with a connection error code 2. End of file.\n"
        "ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.\n"
        "[bridge-validate] exit code 1\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.first_error) == (Verdict.FAIL, "Fatal Python error: Floating point exception"), j


def test_a_metric_check_that_names_the_bound_a_metric_broke_is_quoted() -> None:
    log = (
        "(TaskRunner pid=8) step:6 - actor/pg_loss:0.0538 - actor/grad_norm:3711.245\n"
        "[bridge-validate] run_ppo_trainer_megatron.sh exited 0\n"
        "+ python3 /opt/site/bin/check_learning_signal.py --metric actor/grad_norm --max 10.0\n"
        "FAIL: actor/grad_norm max 3711.245 > 10.0 (steps 1-6; baseline CP=1 max 0.341)\n"
        "FAIL: val-core/openai/gsm8k/reward/mean@1 0.5412 < baseline 0.7188 - 0.05\n"
        "[bridge-validate] learning-signal check failed (exit 1)\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.first_error) == (
        Verdict.FAIL, "FAIL: actor/grad_norm max 3711.245 > 10.0 (steps 1-6; baseline CP=1 max 0.341)"
    ), j


def test_the_runners_own_learning_signal_verdict_is_the_failed_criterion() -> None:
    """A run that completes but fails its learning-signal check: the check's verdict, printed under our runner's
    prefix or by the check itself (`name FAILED: ...`), says which criterion failed."""
    for line, quote in (
        (
            "[bridge-validate] learning-signal check: FAILED val-core/openai/gsm8k/acc/mean@1 0.000 at step 20",
            "learning-signal check: FAILED val-core/openai/gsm8k/acc/mean@1 0.000 at step 20",
        ),
        (
            "learning-signal check FAILED: actor/grad_norm == 0.000 at 20/20 steps",
            "learning-signal check FAILED: actor/grad_norm == 0.000 at 20/20 steps",
        ),
    ):
        log = (
            "(TaskRunner pid=8) step:20 - actor/pg_loss:0.0 - actor/grad_norm:0.000\n"
            "[bridge-validate] run_ppo_trainer_megatron.sh exited 0\n"
            f"{line}\n"
            "[bridge-validate] exit code 1\n"
        )
        j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
        assert (j.result, j.first_error) == (Verdict.FAIL, quote), j


def test_a_package_that_cannot_find_its_own_native_library_is_the_containers() -> None:
    log = (
        "(WorkerDict pid=9)   File \"/opt/TransformerEngine/transformer_engine/common/__init__.py\", line 71, in "
        "_load_library\n"
        "(WorkerDict pid=9)     assert so_path is not None, f\"Could not find libtransformer_engine.{ext}\"\n"
        "(WorkerDict pid=9) AssertionError: Could not find libtransformer_engine.so\n"
        "[bridge-validate] exit code 1\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category) == (Verdict.BLOCKED, "container"), j
    assert j.first_error == "AssertionError: Could not find libtransformer_engine.so", j


def test_a_collective_test_that_finds_wrong_results_is_the_interconnects() -> None:
    log = (
        "+ mpirun -np 16 /opt/nccl-tests/build/all_reduce_perf -b 192K -e 200K -f 1 -g 1 --op=sum\n"
        "      198656    49664   float   sum   -1   128.8   1.54   2.89  49664   128.3   1.55   2.90  49664\n"
        "# Out of bounds values : 706048 FAILED\n"
        "# Avg bus bandwidth    : 2.92483 \n"
        "[bridge-validate] exit code 1\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "network", "collective-test-wrong-results"), j
    ok = judge(TriageInput(framework="verl", lines=split_lines(log.replace("706048 FAILED", "0 OK")), exit_code=1,
                           bridge_root=BRIDGE))
    assert ok.rule != "collective-test-wrong-results", ok


def test_an_installers_cause_the_operating_system_gave_is_quoted() -> None:
    log = (
        "+ uv run --no-sync python -m pytest -q tests/unit_tests/models\n"
        "error: Failed to query Python interpreter\n"
        "  Caused by: failed to write to file `/root/.cache/uv/interpreter-v4/abc.msgpack`\n"
        '  Caused by: No space left on device (os error 28) at path "/root/.cache/uv/.tmpQm3x8K"\n'
        "[bridge-validate] exit code 2\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=2, bridge_root=BRIDGE))
    assert j.first_error == 'Caused by: No space left on device (os error 28) at path "/root/.cache/uv/.tmpQm3x8K"', j


def test_an_error_saying_a_process_was_killed_is_explained_by_the_kernels_oom_kill() -> None:
    log = (
        "(MegatronPolicyWorker pid=7) step:3 - loss:0.41\n"
        "RuntimeError: NeMo Gym returned only 37 rollouts but 512 were requested. The Gym agent likely crashed or was "
        "killed mid-rollout.\n"
        "[bridge-validate] post-mortem: dmesg | grep -i oom\n"
        "[Fri Nov 27 10:42:09 2026] Out of memory: Killed process 61388 (python) total-vm:221834512kB, "
        "anon-rss:198113204kB\n"
        "[bridge-validate] exit code 1\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "cluster", "node-out-of-host-memory"), j
    assert (j.first_error or "").startswith("Out of memory: Killed process 61388 (python)"), j
    # without the kernel's line the job's own error stands
    k = judge(TriageInput(framework="nemo-rl", lines=split_lines(log.replace("Out of memory: Killed", "Note:")),
                          exit_code=1, bridge_root=BRIDGE))
    assert k.result == Verdict.FAIL, k


def test_a_node_ray_marked_dead_after_the_kernel_killed_its_raylet_is_the_nodes_memory() -> None:
    # Ray's heartbeat detector only says the node went silent; the kernel's log, read after the job, says why
    log = (
        "(TaskRunner pid=4410) step:1 - actor/pg_loss:0.02\n"
        "2026-11-29 11:07:09,331\tWARNING worker.py:2059 -- The node with node id: 5d1f0c2b7e8c and address: "
        "10.44.5.5 and node name: 10.44.5.5 has been marked dead because the detector has missed too many heartbeats "
        "from it. This can happen when a \t(1) raylet crashes unexpectedly (OOM, etc.)\n"
        "ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.\n"
        "[bridge-validate] dmesg (gpu-b05, last OOM entries):\n"
        "[1843302.118204] Out of memory: Killed process 158801 (raylet) total-vm:61883440kB, anon-rss:4128804kB\n"
        "[bridge-validate] job finished rc=1\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "cluster", "node-out-of-host-memory"), j
    assert (j.first_error or "").startswith("Out of memory: Killed process 158801 (raylet)"), j
    # without the kernel's line, Ray's own detector is what the log says
    k = judge(TriageInput(framework="verl", lines=split_lines(log.replace("Out of memory: Killed", "Note:")),
                          exit_code=1, bridge_root=BRIDGE))
    assert (k.result, k.category, k.rule) == (Verdict.BLOCKED, "ray", "node-marked-dead-by-ray"), k


def test_two_ranks_on_one_gpu_in_the_refit_group_are_the_gpu_assignment_not_the_rollout_engine() -> None:
    # nccl4py's error sends the reader to NCCL's WARN lines; the WARN line says two ranks share a GPU. That is the
    # GPU assignment whichever process (here vLLM's engine core) built the communicator, and the job's own setting
    # when its environment told Ray not to isolate each actor's GPUs
    log = (
        "[bridge-validate] site template env: RAY_EXPERIMENTAL_NOSET_CUDA_VISIBLE_DEVICES=1 NCCL_DEBUG=WARN\n"
        "(VllmAsyncGenerationWorker pid=41391) (EngineCore_DP0 pid=41655) h:41655:43822 [0] init.cc:1026 NCCL WARN "
        "Duplicate GPU detected : rank 1 and rank 0 both on CUDA device 18000\n"
        "(VllmAsyncGenerationWorker pid=41391) (EngineCore_DP0 pid=41655) Traceback (most recent call last):\n"
        '(VllmAsyncGenerationWorker pid=41391) (EngineCore_DP0 pid=41655)   File "/opt/venv/lib/python3.12/'
        'site-packages/vllm/v1/engine/core.py", line 1090, in run_engine_core\n'
        "(VllmAsyncGenerationWorker pid=41391) (EngineCore_DP0 pid=41655) nccl.bindings.nccl.NCCLError: "
        "INVALID_USAGE (5): invalid usage (run with NCCL_DEBUG=WARN for details)\n"
        "[bridge-validate] job finished rc=1\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "job-config", "duplicate-gpu-ray-isolation-off"), j
    assert j.first_error == "Duplicate GPU detected : rank 1 and rank 0 both on CUDA device 18000", j
    k = judge(TriageInput(framework="nemo-rl", lines=split_lines(log.replace("NOSET_CUDA", "X_CUDA")), exit_code=1,
                          bridge_root=BRIDGE))
    assert (k.result, k.category, k.rule) == (Verdict.BLOCKED, "ray", "duplicate-gpu"), k


def test_a_run_that_hung_after_efa_failed_a_transfer_is_the_network() -> None:
    # aws-ofi-nccl's completion error on EFA is the libfabric plugin's word for InfiniBand's failed work completion:
    # the collective that needed it hangs until the runner's timeout, with nothing raised
    log = (
        "(MegatronPolicyWorker pid=24950, ip=10.1.77.11) step 1/20 loss=0.41\n"
        "(MegatronPolicyWorker pid=24954, ip=10.1.77.12) p5-2:24954:26017 [1] nccl_net_ofi_rdma_process_completions:"
        "1062 NCCL WARN NET/OFI Request completed with error. RC: 21. Error: unknown error. Completed length: 0\n"
        "[bridge-validate] no new output in ray-driver.log for 1800s\n"
        "[bridge-validate] job timed out after 5400s (limit 5400s)\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=124, timed_out=True,
                          timeout_s=5400, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "network", "interconnect-fault"), j
    assert "NCCL WARN NET/OFI Request completed with error. RC: 21" in (j.first_error or ""), j


def test_the_host_compilers_fatal_error_before_nvccs_is_quoted() -> None:
    # nvcc runs the host compiler; where the container has no C++ compiler proper, gcc's own fatal error comes before
    # nvcc's generic one in the build's stderr, and is what stopped it
    log = (
        "(VllmGenerationWorker pid=9) Traceback (most recent call last):\n"
        '(VllmGenerationWorker pid=9)   File "/opt/venv/lib/python3.12/site-packages/deep_gemm/jit/compiler.py", '
        "line 144, in build\n"
        "(VllmGenerationWorker pid=9) RuntimeError: kernel build failed:\n"
        "(VllmGenerationWorker pid=9) gcc: fatal error: cannot execute 'cc1plus': execvp: No such file or directory\n"
        "(VllmGenerationWorker pid=9) nvcc fatal   : Failed to preprocess host compiler properties.\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.result == Verdict.BLOCKED, j
    assert j.first_error == "gcc: fatal error: cannot execute 'cc1plus': execvp: No such file or directory", j
    # nvcc's own fatal line alone stays what is quoted
    k = judge(TriageInput(framework="nemo-rl", lines=split_lines(log.replace("gcc: fatal error", "gcc: note")),
                          exit_code=1, bridge_root=BRIDGE))
    assert k.first_error == "nvcc fatal   : Failed to preprocess host compiler properties.", k


def test_a_job_that_skipped_everything_checked_nothing_and_is_blocked_not_passed() -> None:
    # exit 0 is not a pass when the functional script's own guard skipped the run (no step ran), or when every test
    # a pytest run collected was skipped (the PR's own test did not run): Blocked, with the skip's reason quoted and
    # its kind read from it
    guard = (
        "+ uv run --no-sync bash tests/functional/L1_Functional_Tests_Megatron_Omni.sh\n"
        "SKIP: Nemotron Omni functional tests require at least four GPUs\n"
        "[bridge-validate] L1_Functional_Tests_Megatron_Omni.sh exit code 0 (wall 0:00:04)\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(guard), exit_code=0))
    assert (j.result, j.rule, j.category) == (Verdict.BLOCKED, "nothing-ran", "cluster"), j
    assert j.first_error == "SKIP: Nemotron Omni functional tests require at least four GPUs"
    skipped = (
        "+ cd /workspace/Megatron-Bridge && python -m pytest -q -rs "
        "tests/functional_tests/models/test_x_conversion.py\n"
        "s                                                                        [100%]\n"
        "=========================== short test summary info ============================\n"
        "SKIPPED [1] tests/functional_tests/models/test_x_conversion.py:38: could not import 'transformer_engine_torch'"
        ": No module named 'transformer_engine_torch'\n"
        "1 skipped in 4.91s\n" + VERL_OK
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(skipped), exit_code=0))
    assert (j.result, j.rule, j.category) == (Verdict.BLOCKED, "nothing-ran", "dependency"), j
    assert j.first_error is not None and j.first_error.startswith("SKIPPED [1] tests/functional_tests/models/")
    assert j.root_cause is not None and j.root_cause.missing_module == "transformer_engine_torch"
    # some tests skipped beside tests that passed: the run checked something, and a step after a guard line that
    # only names a skipped variant is the run going on
    some = skipped.replace("1 skipped in 4.91s", "3 passed, 1 skipped in 4.91s")
    assert judge(TriageInput(framework="verl", lines=split_lines(some), exit_code=0)).result == Verdict.PASS
    ran = guard.replace("SKIP: ", "SKIP: the 4-GPU variant; running the 2-GPU one\n" + NRL_OK + "\nSKIP: ", 1)
    assert judge(TriageInput(framework="nemo-rl", lines=split_lines(ran), exit_code=0)).result != Verdict.BLOCKED


def test_a_guard_skip_explains_the_missing_metrics_the_pass_criteria_ask_for() -> None:
    # the job's own guard skipped the functional (this node's GPU generation cannot run it): the metrics.json the
    # pass criteria ask for was never going to exist, so the skip, not a missing file, is what the job says
    log = (
        "[bridge-validate] step 2/2: NeMo-RL grpo_megatron_generation.sh\n"
        "+ CC=10.0\n"
        "SKIP: tests/functional/grpo_megatron_generation.sh requires compute capability < 10.0; this node reports "
        "10.0\n"
        "[bridge-validate] command exited with status 0 after 1m58s\n"
    )
    def run(text: str) -> Judgement:
        return judge(TriageInput(framework="nemo-rl", lines=split_lines(text), exit_code=0, pass_criteria=True,
                                 metrics_required=True))

    j = run(log)
    assert (j.result, j.rule, j.category) == (Verdict.BLOCKED, "nothing-ran", "cluster"), j
    assert (j.first_error or "").startswith("SKIP: tests/functional/grpo_megatron_generation.sh requires"), j
    # without the guard line, the missing metrics.json is the pass criteria's failure
    k = run(log.replace("SKIP: ", "note: "))
    assert (k.result, k.rule) == (Verdict.FAIL, "pass-criteria"), k
    # a run that left metrics and failed a check ran something: the failed check is read before any skip line
    metrics = {"train/token_mult_prob_error": {"1": 1.0, "2": 3.2}}
    failed = judge(TriageInput(
        framework="nemo-rl", lines=split_lines(log), exit_code=0, pass_criteria=True, metrics=metrics,
        assertions=evaluate_all(['max(data["train/token_mult_prob_error"]) < 1.05'], metrics),
    ))
    assert (failed.result, failed.rule) == (Verdict.FAIL, "token-mult-prob-error"), failed


def test_no_attention_backend_after_the_job_turned_backends_off_is_the_jobs_config() -> None:
    log = (
        "[bridge-validate] env-profile numerics-debug: NVTE_FLASH_ATTN=0 NVTE_FUSED_ATTN=0 NVTE_DEBUG=1\n"
        "(MegatronPolicyWorker pid=60418) [DEBUG    | DotProductAttention]: Disabling FlashAttention due to "
        "NVTE_FLASH_ATTN=0\n"
        "(MegatronPolicyWorker pid=60418) [DEBUG    | DotProductAttention]: Disabling FusedAttention due to "
        "NVTE_FUSED_ATTN=0\n"
        "(MegatronPolicyWorker pid=60418) [DEBUG    | DotProductAttention]: Disabling UnfusedDotProductAttention as "
        "it does not support context parallelism\n"
        "(MegatronPolicyWorker pid=60418) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=60418)   File "/opt/te/transformer_engine/pytorch/attention/dot_product_attention/'
        'dot_product_attention.py", line 1390, in forward\n'
        "(MegatronPolicyWorker pid=60418)     raise ValueError(\n"
        "(MegatronPolicyWorker pid=60418) ValueError: No dot product attention backend is available for the "
        "provided inputs. Please run with NVTE_DEBUG=1 NVTE_DEBUG_LEVEL=2 to find out the reasons for disabling all "
        "backends.\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "job-config", "attention-backends-off-by-env"), j
    # backends ruled out by the inputs alone (TE's own reasons): the change's attention settings stand accused
    own = log.replace("due to NVTE_FLASH_ATTN=0", "as it does not support MLA").replace(
        "due to NVTE_FUSED_ATTN=0", "for qkv_format = thd"
    )
    k = judge(TriageInput(framework="nemo-rl", lines=split_lines(own), exit_code=1, bridge_root=BRIDGE))
    assert k.rule != "attention-backends-off-by-env" and k.result == Verdict.FAIL, k
    # ... or ruled out only because the image's cuDNN is older than these inputs need (TE says which version):
    # the image's dependency
    inputs = own.split("\n", 1)[1]  # without the job's env-profile line
    old = inputs.replace("for qkv_format = thd", "for softmax_type = learnable and qkv_format = thd with cuDNN < 9.18")
    d = judge(TriageInput(framework="nemo-rl", lines=split_lines(old), exit_code=1, bridge_root=BRIDGE))
    assert (d.result, d.category, d.rule) == (
        Verdict.BLOCKED, "dependency", "attention-backend-needs-newer-library"
    ), d
    flash = inputs.replace("as it does not support MLA", "as sliding window attention requires flash-attn 2.3+")
    assert judge(TriageInput(framework="nemo-rl", lines=split_lines(flash), exit_code=1, bridge_root=BRIDGE)).rule == (
        "attention-backend-needs-newer-library"
    )
    # the other backends taken out by a setting (here the change's provider) and the old cuDNN only refusing the one
    # left: the setting is why nothing ran, not the library
    forced = (
        "(MegatronPolicyWorker pid=60418) [WARNING  | megatron.bridge.models.deepseek.deepseek_provider]: "
        "attention_backend=AttnBackend.fused; flash and unfused disabled via NVTE_FLASH_ATTN=0 NVTE_UNFUSED_ATTN=0\n"
    ) + old.replace("Disabling FlashAttention as it does not support MLA", "Disabling FlashAttention by request")
    f = judge(TriageInput(framework="nemo-rl", lines=split_lines(forced), exit_code=1, bridge_root=BRIDGE))
    assert f.rule != "attention-backend-needs-newer-library" and f.result == Verdict.FAIL, f


def test_a_death_the_timeouts_kill_set_off_is_not_why_the_run_hung() -> None:
    # After the kill (bash's `Terminated`, the SIGTERM dump), Ray's raylet reports the workers it lost: the kill's
    # consequence, not the hang's cause. The same report before any kill is what happened to the run.
    hung = (
        "+ bash tests/special_e2e/run_ppo_trainer_megatron.sh\n"
        "(TaskRunner pid=71) Training Progress:   0%|          | 0/1 [00:00<?, ?it/s]\n"
        "(TaskRunner pid=71) step:1 - actor/pg_loss:0.01 - training/global_step:1\n"
    )
    died = (
        "(raylet) A worker died or was killed while executing a task by an unexpected system error. To troubleshoot "
        "the problem, check the logs for the dead worker. RayTask ID: ffffffffffffffffc2a41e7b905d3f6a\n"
    )
    after = _timed_out("verl", hung + "Terminated\n" + died)
    assert after.first_error in (None, ""), after
    before = _timed_out("verl", hung + died + "Terminated\n")
    assert before.first_error is not None and before.first_error.startswith("A worker died or was killed"), before


def test_a_base_run_the_runner_notes_as_exit_0_passed_whatever_its_metric_names_say() -> None:
    # "identical overrides" describes the control's setup and `token_mult_prob_error` is a metric's name: the base
    # finished with exit 0, so the PR's failure is the PR's
    run = (
        "+ uv run examples/run_grpo.py --config examples/configs/grpo_math_1B_megatron.yaml\n"
        "========================= Step 1/2 =========================\n"
        "Traceback (most recent call last):\n"
        f'  File "{BRIDGE}/src/megatron/bridge/models/gpt_provider.py", line 88, in provide\n'
        "    buf = deep_ep.Buffer(group, nvl, rdma)\n"
        "RuntimeError: Failed: Assertion error /workspace/DeepEP/csrc/deep_ep.cpp:32 'num_ranks > NUM_MAX_NVL_PEERS'\n"
    )
    control = (
        "[bridge-validate] reference run (same node, Bridge main 9d41e07, identical overrides): 2/2 steps, "
        "max(train/token_mult_prob_error)=1.012, exit 0\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(run + control), exit_code=1, bridge_root=BRIDGE))
    assert j.result == Verdict.FAIL and j.rule != "base-fails-the-same", j
    # an exception's name is CamelCase: `..._error` in the note is a metric, not the base failing the same way
    values = (
        "[bridge-validate] reference: same shrunk recipe on Bridge main 067f987d, run 327-nrl-0044: "
        "max(train/token_mult_prob_error)=1.0186, train/gen_kl_error<=0.0009\n"
    )
    k = judge(TriageInput(framework="nemo-rl", lines=split_lines(run + values), exit_code=1, bridge_root=BRIDGE))
    assert k.result == Verdict.FAIL and k.rule != "base-fails-the-same", k


def test_an_abort_with_cudas_driver_shutting_down_after_the_last_step_is_teardown() -> None:
    # cudaErrorCudartUnloading happens only in a process that is exiting (a destructor in __cxa_finalize)
    log = (
        "+ bash tests/special_e2e/run_ppo_trainer_megatron.sh\n"
        "+ VANILLA_MBRIDGE=False\n"
        "(TaskRunner pid=5) Training Progress:   0%|          | 0/1 [00:00<?, ?it/s]\n"
        "(TaskRunner pid=5) step:1 - actor/entropy:0.61 - actor/pg_loss:0.0039 - training/global_step:1\n"
        "(TaskRunner pid=5) Training Progress: 100%|██████████| 1/1 [00:58<00:00, 58.71s/it]\n"
        "terminate called after throwing an instance of 'c10::Error'\n"
        "  what():  CUDA driver error: driver shutting down\n"
        "frame #2: __cxa_finalize + 0xd6 (0x7f41e5a47a76 in /lib/x86_64-linux-gnu/libc.so.6)\n"
        "Fatal Python error: Aborted\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=134, bridge_root=BRIDGE))
    assert j.result == Verdict.PASS, j
    # the same error before the last step is the run's own failure
    early = log.replace("(TaskRunner pid=5) Training Progress: 100%|██████████| 1/1 [00:58<00:00, 58.71s/it]\n", "")
    early = early.replace("(TaskRunner pid=5) step:1 - actor/entropy:0.61 - actor/pg_loss:0.0039 - "
                          "training/global_step:1\n", "")
    k = judge(TriageInput(framework="verl", lines=split_lines(early), exit_code=134, bridge_root=BRIDGE))
    assert k.result != Verdict.PASS, k


def test_the_runners_own_note_of_what_it_found_is_not_the_run_finishing() -> None:
    # verl's one step finished; the tracebacks after it are teardown. Our runner's summary line quoting the
    # progress bar afterwards must not move "finished" past them.
    log = (
        "+ bash tests/special_e2e/run_ppo_trainer_megatron.sh\n"
        "+ VANILLA_MBRIDGE=False\n"
        "(TaskRunner pid=5) Training Progress:   0%|          | 0/1 [00:00<?, ?it/s]\n"
        "(TaskRunner pid=5) step:1 - actor/entropy:0.51 - actor/pg_loss:0.0031 - training/global_step:1\n"
        "(TaskRunner pid=5) Training Progress: 100%|██████████| 1/1 [01:36<00:00, 96.41s/it]\n"
        "(WorkerDict pid=9) Traceback (most recent call last):\n"
        '(WorkerDict pid=9)   File "/usr/lib/python3.12/site-packages/ray/_private/worker.py", line 950, in exit\n'
        "(WorkerDict pid=9)     sys.exit(1)\n"
        "(WorkerDict pid=9) SystemExit: 1\n"
        '[bridge-validate] found: "+ VANILLA_MBRIDGE=False", "Training Progress: 100%|██████████| 1/1", '
        '"training/global_step:1"\n'
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=0, bridge_root=BRIDGE))
    assert j.result == Verdict.PASS, j


def test_nvshmems_bootstrap_message_truncated_is_its_transport_failing() -> None:
    log = (
        "========================= Step 1/2 =========================\n"
        "(MegatronPolicyWorker pid=4) /dvs/p4/build/sw/rel/gpgpu/toolkit/r12.9/main_nvshmem/src/modules/bootstrap/"
        "uid/bootstrap_uid.cpp:bootstrap_net_recv:99: Message truncated : received 36 bytes instead of 1\n"
        "(MegatronPolicyWorker pid=4) /dvs/p4/build/sw/rel/gpgpu/toolkit/r12.9/main_nvshmem/src/host/init/"
        "init.cu:1012: non-zero status: 7 building transport map failed\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.rule) == (Verdict.BLOCKED, "nvshmem-transport-setup"), j
    assert j.first_error is not None and "Message truncated" in j.first_error, j


def test_a_last_command_that_only_stops_processes_after_every_step_and_check_passed_is_not_a_failure() -> None:
    # the script's checks passed; its teardown `ray stop` left one process past its grace period and returned 1
    log = (
        "========================= Step 1/2 =========================\n"
        "========================= Step 2/2 =========================\n"
        "Max number of steps has been reached, stopping training early\n"
        "+ uv run tests/check_metrics.py tests/functional/grpo_megatron/metrics.json "
        "'max(data[\"train/token_mult_prob_error\"]) < 1.05'\n"
        "│ PASS   │ max(data[\"train/token_mult_prob_error\"]) < 1.05   │ 1.0093 │         │\n"
        "+ ray stop\n"
        "Stopped only 8 out of 9 Ray processes within the grace period 16 seconds.\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.result == Verdict.PASS, j
    # the same exit with a failing check row is the checks' failure, not teardown
    failing = log.replace("+ ray stop\n", "").replace("│ PASS   │", "│ FAIL   │")
    k = judge(TriageInput(framework="nemo-rl", lines=split_lines(failing), exit_code=1, bridge_root=BRIDGE))
    assert k.result != Verdict.PASS, k


def test_a_nonzero_exit_after_every_step_and_the_jobs_checks_passed_with_nothing_failing_is_not_a_failure() -> None:
    # tests/check_metrics.py prints every check and exits 0 when all pass: the 1 came from the training process
    # going away (interpreter shutdown), and nothing in the log failed
    log = (
        "========================= Step 1/2 =========================\n"
        "========================= Step 2/2 =========================\n"
        "Max number of steps has been reached, stopping training early\n"
        "(MegatronPolicyWorker pid=4) [rank0]:[W918 15:04:33.117034 ProcessGroupNCCL.cpp:1522] Warning: WARNING: "
        "destroy_process_group() was not called before program exit, which can leak resources.\n"
        "+ uv run tests/check_metrics.py tests/functional/grpo_megatron/metrics.json "
        "'max(data[\"train/token_mult_prob_error\"]) < 1.05' 'min(data[\"train/probs_ratio_clamped_min\"]) > 0.79'\n"
        "│ PASS   │ max(data[\"train/token_mult_prob_error\"]) < 1.05   │ 1.0131 │         │\n"
        "│ PASS   │ min(data[\"train/probs_ratio_clamped_min\"]) > 0.79 │ 0.8841 │         │\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.result == Verdict.PASS, j
    assert any("2 metric checks" in n for n in j.noise), j.noise
    # a failing check row is the checks failing
    k = judge(TriageInput(framework="nemo-rl", lines=split_lines(log.replace("│ PASS   │ min", "│ FAIL   │ min")),
                          exit_code=1, bridge_root=BRIDGE))
    assert k.result == Verdict.FAIL, k
    # a cleanup command after the checks that failed is still cleanup ...
    rm = "+ rm -rf /tmp/ckpt\nrm: cannot remove '/tmp/ckpt/step_2/.metadata.lock': Device or resource busy\n"
    c = judge(TriageInput(framework="nemo-rl", lines=split_lines(log + rm), exit_code=1, bridge_root=BRIDGE))
    assert c.result == Verdict.PASS, c
    # ... but a further check of the job's own after them may be what exited 1
    grep = "+ grep -q 'quantization=modelopt' run.log\n+ echo 'ERROR: vLLM did not report quantization'\n+ exit 1\n"
    g = judge(TriageInput(framework="nemo-rl", lines=split_lines(log + grep), exit_code=1, bridge_root=BRIDGE))
    assert g.result != Verdict.PASS, g
    # a Bridge-side test that failed before the downstream run is still the run's failure
    bridge = (
        "+ python -m pytest tests/unit_tests/models/test_model_bridge.py -q\n"
        "E       AssertionError: exported lm_head.weight differs from the HF reference (max abs diff 0.41)\n"
        "FAILED tests/unit_tests/models/test_model_bridge.py::test_export_tied - AssertionError: exported "
        "lm_head.weight differs from the HF reference (max abs diff 0.41)\n"
        "1 failed, 12 passed in 31.20s\n"
    )
    b = judge(TriageInput(framework="nemo-rl", lines=split_lines(bridge + log), exit_code=1, bridge_root=BRIDGE))
    assert b.result != Verdict.PASS, b


def test_an_error_only_an_exiting_process_raises_after_every_step_is_teardown() -> None:
    # the rollout engine's scheduler still waiting on requests when verl shut it down: ZeroMQ's terminated context
    log = (
        "(TaskRunner pid=6) step:1 - actor/pg_loss:0.012 - training/global_step:1\n"
        "(TaskRunner pid=6) Training Progress: 100%|##########| 1/1 [00:41<00:00, 41.27s/it]\n"
        "(TaskRunner pid=6) VANILLA_MBRIDGE=False\n"
        "(WorkerDict pid=8) Scheduler hit an exception: Traceback (most recent call last):\n"
        '(WorkerDict pid=8)   File "/usr/local/lib/python3.12/dist-packages/zmq/sugar/socket.py", line 1054, in '
        "recv_pyobj\n"
        "(WorkerDict pid=8) zmq.error.ContextTerminated: Context was terminated\n"
        "+ exit_code=1\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.result == Verdict.PASS, j
    assert any("already exiting" in n for n in j.noise), j.noise
    # the same error before the last step is not excused
    early = log.replace("(TaskRunner pid=6) Training Progress: 100%|##########| 1/1 [00:41<00:00, 41.27s/it]\n", "")
    k = judge(TriageInput(framework="verl", lines=split_lines(early), exit_code=1, bridge_root=BRIDGE))
    assert k.result != Verdict.PASS, k


def test_a_bus_error_where_the_process_used_shared_memory_is_the_containers_dev_shm() -> None:
    log = (
        "2026-08-26 09:14:29,884\tWARNING services.py:2152 -- WARNING: The object store is using /tmp instead of "
        "/dev/shm because /dev/shm has only 67108864 bytes available.\n"
        "(MegatronPolicyWorker pid=7) > initialized tensor model parallel with size 1\n"
        "(MegatronPolicyWorker pid=7) *** SIGBUS received at time=1787735712 on cpu 41 ***\n"
        "(MegatronPolicyWorker pid=7) PC: @     0x7f4e1b6c2f3b  (unknown)  ncclShmOpen()\n"
        "(MegatronPolicyWorker pid=7) Fatal Python error: Bus error\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "container", "shared-memory-bus-error"), j
    # a bus error with no shared memory in sight is not the container's size
    other = log.replace("/dev/shm", "/scratch").replace("ncclShmOpen", "memcpy_avx")
    k = judge(TriageInput(framework="nemo-rl", lines=split_lines(other), exit_code=1, bridge_root=BRIDGE))
    assert k.rule != "shared-memory-bus-error", k


def test_an_error_raised_while_taking_the_run_down_after_the_last_step_is_not_a_failure() -> None:
    log = (
        "========================= Step 2/2 =========================\n"
        "Max number of steps has been reached, stopping training early\n"
        "Traceback (most recent call last):\n"
        '  File "/workspace/nemo-rl/nemo_rl/models/policy/lm_policy.py", line 1033, in shutdown\n'
        "    return self.worker_group.shutdown(cleanup_method=\"shutdown\")\n"
        '  File "/usr/lib/python3.13/site-packages/torch/distributed/distributed_c10d.py", line 2235, in '
        "destroy_process_group\n"
        "    _shutdown_backend(pg_to_shutdown)\n"
        "torch.distributed.DistBackendError: NCCL error: unhandled cuda error\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.result == Verdict.PASS, j
    # the same error raised from a training step is the run's own
    step = log.replace("in shutdown", "in train").replace("in destroy_process_group", "in all_reduce").replace(
        "Max number of steps has been reached, stopping training early\n", "")
    k = judge(TriageInput(framework="nemo-rl", lines=split_lines(step), exit_code=1, bridge_root=BRIDGE))
    assert k.result != Verdict.PASS, k


def test_the_raylet_saying_the_gcs_marked_its_node_dead_is_rays_failure_detector() -> None:
    log = (
        "(TaskRunner pid=5) Training Progress:   0%|          | 0/1 [00:00<?, ?it/s]\n"
        "(raylet) [Timeout] Exiting because this node manager has mistakenly been marked as dead by the GCS: GCS "
        "failed to check the health of this node for 5 times.\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category) == (Verdict.BLOCKED, "ray"), j


def test_ptxass_diagnostic_at_a_position_of_its_input_is_quoted_over_its_closing_abort() -> None:
    log = (
        "(EngineCore_DP0 pid=8) Traceback (most recent call last):\n"
        '(EngineCore_DP0 pid=8)   File "/opt/venv/lib/python3.12/site-packages/triton/backends/nvidia/compiler.py", '
        "line 448, in make_cubin\n"
        "(EngineCore_DP0 pid=8)     raise PTXASError(f\"{error}\\n\"\n"
        "(EngineCore_DP0 pid=8) triton.runtime.errors.PTXASError: PTXAS error: Internal Triton PTX codegen error\n"
        "(EngineCore_DP0 pid=8) `ptxas` stderr:\n"
        "(EngineCore_DP0 pid=8) ptxas /tmp/tmp8w1qz3pe.ptx, line 5; fatal   : Unsupported .version 8.7; current "
        "version is '8.5'\n"
        "(EngineCore_DP0 pid=8) ptxas fatal   : Ptx assembly aborted due to errors\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.first_error == (
        "ptxas /tmp/tmp8w1qz3pe.ptx, line 5; fatal   : Unsupported .version 8.7; current version is '8.5'"
    ), j


def test_a_model_with_no_trainable_parameter_trains_nothing_whatever_the_exit_code() -> None:
    log = (
        "(MegatronPolicyWorker pid=4) PEFT LoRA applied: 0 adapter modules, trainable params: 0 / 494,032,768 "
        "(0.00%)\n"
        "========================= Step 1/2 =========================\n"
        "========================= Step 2/2 =========================\n"
        "Max number of steps has been reached, stopping training early\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=0, bridge_root=BRIDGE))
    assert (j.result, j.rule) == (Verdict.FAIL, "nothing-trainable"), j
    assert j.first_error == "PEFT LoRA applied: 0 adapter modules, trainable params: 0 / 494,032,768 (0.00%)", j
    # adapters that matched train something
    some = log.replace("0 adapter modules, trainable params: 0 /", "196 adapter modules, trainable params: 1,081,344 /")
    k = judge(TriageInput(framework="nemo-rl", lines=split_lines(some), exit_code=0, bridge_root=BRIDGE))
    assert k.result == Verdict.PASS, k


def test_a_compiler_backend_that_raised_is_explained_by_what_it_raised() -> None:
    # torch's BackendCompilerFailed only names the backend; the exception it raised is printed on the next line
    log = (
        "(VllmGenerationWorker pid=5) ERROR 09-07 07:15:35 [core.py:712] Traceback (most recent call last):\n"
        '(VllmGenerationWorker pid=5) ERROR 09-07 07:15:35 [core.py:712]   File "/opt/venv/lib/python3.12/'
        'site-packages/vllm/compilation/backends.py", line 520, in compile\n'
        "(VllmGenerationWorker pid=5) ERROR 09-07 07:15:35 [core.py:712]     raise RuntimeError(\n"
        "(VllmGenerationWorker pid=5) ERROR 09-07 07:15:35 [core.py:712] torch._dynamo.exc.BackendCompilerFailed: "
        "backend='<vllm.compilation.backends.VllmBackend object at 0x7f5a9c1e2b90>' raised:\n"
        "(VllmGenerationWorker pid=5) ERROR 09-07 07:15:35 [core.py:712] RuntimeError: vLLM failed to compile the "
        "model. The most likely reason for this is that a previous compilation failed.\n"
        "(VllmGenerationWorker pid=5) ERROR 09-07 07:15:35 [core.py:712] \n"
        "(VllmGenerationWorker pid=5) RuntimeError: Engine core initialization failed. See root cause above.\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.first_error == (
        "RuntimeError: vLLM failed to compile the model. The most likely reason for this is that a previous "
        "compilation failed."
    ), j
    # a backend error with nothing printed under it keeps its own line
    bare = "\n".join(log.splitlines()[:4]) + "\n"
    k = judge(TriageInput(framework="nemo-rl", lines=split_lines(bare), exit_code=1, bridge_root=BRIDGE))
    assert k.first_error is not None and k.first_error.startswith("torch._dynamo.exc.BackendCompilerFailed"), k


def test_a_build_that_cmake_refused_to_configure_quotes_cmakes_message() -> None:
    log = (
        "+ uv sync --locked --extra mcore\n"
        "  × Failed to build `transformer-engine-torch==2.10.0`\n"
        "  ├─▶ The build backend returned an error\n"
        "  ╰─▶ Call to `setuptools.build_meta:__legacy__.build_wheel` failed (exit status: 1)\n"
        "\n"
        "      [stdout]\n"
        "      Building CMake extension transformer_engine\n"
        "      -- Configuring incomplete, errors occurred!\n"
        "\n"
        "      [stderr]\n"
        "      CMake Error at /usr/share/cmake-3.31/Modules/Internal/CMakeCUDAFindToolkit.cmake:104 (message):\n"
        "        Failed to find nvcc.\n"
        "\n"
        "        Compiler requires the CUDA toolkit.  Please set the CUDAToolkit_ROOT variable.\n"
        "      CMake Error: CMAKE_CUDA_COMPILER not set, after EnableLanguage\n"
        "      Traceback (most recent call last):\n"
        '        File "setup.py", line 80, in run\n'
        "      RuntimeError: Error when running CMake: Command '['cmake', ...]' returned non-zero exit status 1.\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.first_error) == (Verdict.BLOCKED, "Failed to find nvcc."), j


def test_a_build_step_exception_whose_message_starts_on_the_next_line_quotes_that_line() -> None:
    # torch's cpp_extension raises `RuntimeError(CUDA_MISMATCH_MESSAGE...)`, a message that begins with a newline: the
    # exception line is bare, and the message's first line says what broke the build
    log = (
        "+ uv run --frozen --extra megatron python3 -m verl.trainer.main_ppo\n"
        "  × Failed to build `transformer-engine-torch==2.14.0`\n"
        "  ├─▶ The build backend returned an error\n"
        "  ╰─▶ Call to `setuptools.build_meta.build_wheel` failed (exit status: 1)\n"
        "\n"
        "      [stderr]\n"
        "      Traceback (most recent call last):\n"
        '        File "/root/.cache/uv/builds-v0/.tmp/lib/python3.12/site-packages/torch/utils/cpp_extension.py", '
        "line 512, in _check_cuda_version\n"
        "          raise RuntimeError(CUDA_MISMATCH_MESSAGE.format(cuda_str_version, torch.version.cuda))\n"
        "      RuntimeError:\n"
        "      The detected CUDA version (13.0) mismatches the version that was used to compile\n"
        "      PyTorch (12.9). Please make sure to use the same CUDA versions.\n"
        "\n"
        "      hint: This usually indicates a problem with the package or the build environment.\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.result == Verdict.BLOCKED, j
    assert j.first_error == "The detected CUDA version (13.0) mismatches the version that was used to compile", j


def test_a_rollout_engines_cuda_graph_crash_is_not_megatron_generations_warmup() -> None:
    # the seed's CUDA-graph rerun advice is for NeMo-RL's Megatron generation; SGLang replaying its own graphs is not
    log = (
        "(TaskRunner pid=30001) step:1 - global_seqlen/mean:16382.500 - actor/entropy:2.0871 - actor/pg_loss:0.012\n"
        "(WorkerDict pid=40802) Traceback (most recent call last):\n"
        '(WorkerDict pid=40802)   File "/usr/local/lib/python3.12/dist-packages/sglang/srt/model_executor/'
        'cuda_graph_runner.py", line 702, in replay\n'
        '(WorkerDict pid=40802)   File "/usr/local/lib/python3.12/dist-packages/torch/cuda/graphs.py", line 88, '
        "in replay\n"
        "(WorkerDict pid=40802) torch.AcceleratorError: CUDA error: an illegal memory access was encountered\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.result == Verdict.FAIL and j.rule != "cuda-graph-illegal-memory-access", j
    assert not any("mcore_generation_config" in f for f in j.follow_ups), j


def test_a_raylet_that_exited_with_its_agent_quotes_the_agents_own_error() -> None:
    # the raylet fate-shares with its agents; the agent's log, printed after the job, says why it failed
    log = (
        "(raylet) [2026-08-28 10:12:31,902 E 48211 48211] (raylet) agent_manager.cc:83: The raylet exited "
        "immediately because one Ray agent failed, agent_name = dashboard_agent.\n"
        "ray.exceptions.RaySystemError: System error: Ray's raylet died\n"
        "2026-08-28 10:12:32,001\tERROR worker.py:420 -- Unhandled error (suppress with 'RAY_IGNORE_UNHANDLED_ERRORS"
        "=1'): the driver's own line, not the agent's\n"
        "+ tail -n 3 /tmp/ray/session_latest/logs/dashboard_agent.log\n"
        "2026-08-28 10:12:31,366\tINFO http_server_agent.py:79 -- Dashboard agent http address: 0.0.0.0:52365\n"
        "2026-08-28 10:12:31,379\tERROR http_server_agent.py:93 -- Failed to start HTTP server with exception: "
        "[Errno 98] address already in use. The agent will exit.\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.result == Verdict.BLOCKED, j
    assert j.first_error == (
        "Failed to start HTTP server with exception: [Errno 98] address already in use. The agent will exit."
    ), j
    # without the agent's log the raylet's own line is what the run says
    k = judge(TriageInput(framework="nemo-rl", lines=split_lines(log.split("+ tail")[0]), exit_code=1,
                          bridge_root=BRIDGE))
    assert k.first_error is not None and "one Ray agent failed" in k.first_error, k


def test_an_hf_export_that_left_files_unwritten_is_a_fail_whatever_the_exit_code() -> None:
    log = VERL_OK + (
        "(WorkerDict pid=7) Saving HF checkpoint to /tmp/export/hf ...\n"
        "(WorkerDict pid=7) Warning: The following files could not be saved because the generator did not yield "
        "all of their tensors:\n"
        "(WorkerDict pid=7)   - model-00002-of-00002.safetensors\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=0, bridge_root=BRIDGE))
    assert (j.result, j.rule) == (Verdict.FAIL, "hf-export-incomplete"), j
    assert judge(TriageInput(framework="verl", lines=split_lines(VERL_OK), exit_code=0,
                             bridge_root=BRIDGE)).result == Verdict.PASS


def test_cuda_that_cannot_count_the_devices_is_the_nodes() -> None:
    # cudaGetDeviceCount failing with CUDA's unknown error before anything ran: the node's GPU stack
    log = (
        "(MegatronPolicyWorker pid=51) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=51)   File "/opt/venv/lib/python3.12/site-packages/torch/cuda/__init__.py", '
        "line 372, in _lazy_init\n"
        "(MegatronPolicyWorker pid=51) RuntimeError: Unexpected error from cudaGetDeviceCount(). Did you run some "
        "cuda functions before calling NumCudaDevices() that might have already set an error? Error 999: unknown "
        "error\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category) == (Verdict.BLOCKED, "cluster"), j


def test_a_library_that_refuses_the_images_cuda_version_is_dependency_skew() -> None:
    log = (
        "(MegatronPolicyWorker pid=8) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=8)   File "/opt/venv/lib/python3.12/site-packages/triton/backends/nvidia/'
        'compiler.py", line 61, in ptx_get_version\n'
        "(MegatronPolicyWorker pid=8) RuntimeError: Triton only support CUDA 10.0 or higher, but got CUDA version: "
        "13.2\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "dependency", "cuda-version-refused-by-library"), j


_VLLM_SHORT_OF_MEMORY = (
    "(VllmGenerationWorker pid=51) ERROR 08-24 10:36:48 [core.py:708] Traceback (most recent call last):\n"
    '(VllmGenerationWorker pid=51) ERROR 08-24 10:36:48 [core.py:708]   File "/opt/venv/lib/python3.12/'
    'site-packages/vllm/v1/worker/gpu_worker.py", line 180, in init_device\n'
    "(VllmGenerationWorker pid=51) ERROR 08-24 10:36:48 [core.py:708] ValueError: Free memory on device cuda:1 "
    "(31.62/79.19 GiB) on startup is less than desired GPU memory utilization (0.6, 47.51 GiB). Decrease GPU memory "
    "utilization or reduce GPU memory used by other processes.\n"
)


@pytest.mark.parametrize(
    "before",
    [
        "[bridge-validate] preflight: GPU 1 already holds 41287 MiB of 81559 MiB before the job started\n",
        "+ nvidia-smi --query-gpu=index,name,memory.used,memory.total --format=csv,noheader\n"
        "0, NVIDIA H100 80GB HBM3, 4 MiB, 81559 MiB\n1, NVIDIA H100 80GB HBM3, 41287 MiB, 81559 MiB\n",
    ],
)
def test_a_rollout_engine_short_of_memory_on_a_gpu_already_in_use_is_the_nodes(before: str) -> None:
    # the GPU held memory before the job (our preflight's note, or a site's nvidia-smi table): another process's
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(before + _VLLM_SHORT_OF_MEMORY), exit_code=1,
                          bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "cluster", "gpu-held-before-start"), j
    # without that evidence the engine's own settings stay the suspect; an idle GPU's few MiB are no evidence
    idle = "+ nvidia-smi --query-gpu=index,memory.used,memory.total --format=csv,noheader\n0, 4 MiB, 81559 MiB\n"
    for log in (_VLLM_SHORT_OF_MEMORY, idle + _VLLM_SHORT_OF_MEMORY):
        k = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
        assert (k.result, k.category) == (Verdict.BLOCKED, "vllm"), k


def test_cublas_failing_to_create_its_handle_on_a_gpu_already_in_use_is_the_nodes() -> None:
    # cuBLAS allocates its workspace when it creates its handle: NOT_INITIALIZED there is a GPU with no memory left,
    # the node's when that GPU held memory before the job; on idle GPUs it stays the run's own failure
    cublas = (
        "step:1 - actor/pg_loss:0.012 - training/global_step:1\n"
        "Traceback (most recent call last):\n"
        '  File "/workspace/verl/.venv/lib/python3.12/site-packages/torch/nn/functional.py", line 2518, in linear\n'
        "RuntimeError: CUDA error: CUBLAS_STATUS_NOT_INITIALIZED when calling `cublasCreate(handle)`\n"
    )
    held = "+ nvidia-smi --query-gpu=index,memory.used,memory.total --format=csv,noheader\n0, 3 MiB, 81559 MiB\n" \
        "1, 2189 MiB, 81559 MiB\n"
    j = judge(TriageInput(framework="verl", lines=split_lines(held + cublas), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "cluster", "gpu-held-before-start"), j
    idle = held.replace("2189 MiB", "3 MiB")
    k = judge(TriageInput(framework="verl", lines=split_lines(idle + cublas), exit_code=1, bridge_root=BRIDGE))
    assert k.rule != "gpu-held-before-start", k


def test_triton_not_finding_the_drivers_libcuda_is_the_containers() -> None:
    log = (
        "(VllmGenerationWorker pid=7) Traceback (most recent call last):\n"
        '(VllmGenerationWorker pid=7)   File "/opt/venv/lib/python3.12/site-packages/triton/backends/nvidia/'
        'driver.py", line 35, in libcuda_dirs\n'
        "(VllmGenerationWorker pid=7) AssertionError: libcuda.so cannot found!\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "container", "container-lacks-libcuda"), j


_PROBE_THEN_INSTALL = (
    "+ python3 -c 'import modelopt'\n"
    "Traceback (most recent call last):\n"
    '  File "<string>", line 1, in <module>\n'
    "ModuleNotFoundError: No module named 'modelopt'\n"
    "+ python3 -m pip install 'nvidia-modelopt[torch]'\n"
    "Successfully installed nvidia-modelopt-0.45.0 torch-2.11.0\n"
    "+ python3 -m verl.trainer.main_ppo\n"
    "Traceback (most recent call last):\n"
    '  File "/usr/local/lib/python3.12/dist-packages/vllm/platforms/cuda.py", line 18, in <module>\n'
    "ImportError: /usr/local/lib/python3.12/dist-packages/vllm/_C.abi3.so: undefined symbol: _ZN5torch3jit17parse\n"
)


def test_a_missing_module_the_script_then_installs_is_not_what_stopped_the_job() -> None:
    j = judge(TriageInput(framework="verl", lines=split_lines(_PROBE_THEN_INSTALL), exit_code=1, bridge_root=BRIDGE))
    assert j.first_error is not None and j.first_error.startswith("ImportError: /usr/local/lib/python3.12/"), j
    # an install of another package answers nothing: the missing module stays the cause
    other = _PROBE_THEN_INSTALL.replace("nvidia-modelopt-0.45.0 ", "nvidia-ml-py-13.0.0 ")
    k = judge(TriageInput(framework="verl", lines=split_lines(other), exit_code=1, bridge_root=BRIDGE))
    assert k.first_error == "ModuleNotFoundError: No module named 'modelopt'", k


def test_a_command_the_kernel_killed_for_memory_quotes_the_kernels_line() -> None:
    killed = (
        "+ uv run python3 scripts/converter_hf_to_mcore.py --hf_model_path /root/models/DeepSeek-V3\n"
        "Loading checkpoint shards:  48%|####8     | 79/163 [22:31<23:57, 17.11s/it]\n"
        "tests/special_e2e/run_ppo_trainer_megatron.sh: line 131: 21744 Killed                  uv run python3 "
        "scripts/converter_hf_to_mcore.py --hf_model_path /root/models/DeepSeek-V3\n"
    )
    dmesg = (
        "[91422.382417] Memory cgroup out of memory: Killed process 21744 (python3) total-vm:1151840512kB, "
        "anon-rss:1073402112kB, file-rss:61440kB, shmem-rss:0kB, UID:0 pgtables:2104832kB oom_score_adj:0\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(killed + dmesg), exit_code=137, bridge_root=BRIDGE))
    assert (j.result, j.category) == (Verdict.BLOCKED, "job-config"), j
    assert j.first_error is not None and j.first_error.startswith("Memory cgroup out of memory: Killed process"), j
    # without the kernel's word the shell's report of the kill is the only line that says anything
    k = judge(TriageInput(framework="verl", lines=split_lines(killed), exit_code=137, bridge_root=BRIDGE))
    assert k.first_error is not None and "21744 Killed" in k.first_error, k
    # and a kill after the job's own error is not its cause
    err = 'Traceback (most recent call last):\n  File "/opt/verl/verl/x.py", line 3, in f\nKeyError: \'step\'\n'
    m = judge(TriageInput(framework="verl", lines=split_lines(err + killed), exit_code=137, bridge_root=BRIDGE))
    assert m.first_error == "KeyError: 'step'", m


def test_a_compiled_extension_that_failed_to_build_quotes_the_compilers_error() -> None:
    log = (
        "  × Failed to build `transformer-engine-torch==2.9.0`\n"
        "  ├─▶ The build backend returned an error\n"
        "  ╰─▶ Call to `setuptools.build_meta:__legacy__.build_wheel` failed (exit status: 1)\n"
        "\n"
        "      [stdout]\n"
        "      [1/23] c++ -O3 -fPIC -std=c++17 -c csrc/extensions/pybind.cpp -o build/pybind.o\n"
        "      FAILED: build/pybind.o\n"
        "      /venv/lib/python3.13/site-packages/torch/include/ATen/core/boxing/impl/make_boxed_from_unboxed_"
        "functor.h:203:37: error: static assertion failed: You tried to register a kernel with an unsupported "
        "integral input type.\n"
        "      ninja: build stopped: subcommand failed.\n"
        "\n"
        "      [stderr]\n"
        "      Traceback (most recent call last):\n"
        '        File "/venv/lib/python3.13/site-packages/torch/utils/cpp_extension.py", line 2595, in '
        "_run_ninja_build\n"
        "      RuntimeError: Error compiling objects for extension\n"
        "\n"
        "      hint: This usually indicates a problem with the package or the build environment.\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.result == Verdict.BLOCKED, j
    assert j.first_error is not None and j.first_error.endswith(
        "functor.h:203:37: error: static assertion failed: You tried to register a kernel with an unsupported "
        "integral input type."
    ), j


def test_an_installed_package_calling_a_torch_builtin_it_was_not_built_for_is_dependency_skew() -> None:
    log = (
        "(WorkerDict pid=9) Traceback (most recent call last):\n"
        f'(WorkerDict pid=9)   File "{BRIDGE}/3rdparty/Megatron-LM/megatron/core/transformer/'
        'transformer_layer.py", line 492, in _forward_mlp\n'
        '(WorkerDict pid=9)   File "/usr/local/lib/python3.10/dist-packages/transformer_engine/pytorch/ops/'
        '_common.py", line 136, in maybe_autocast_dtype\n'
        "(WorkerDict pid=9) TypeError: torch.is_autocast_enabled() takes no arguments (1 given)\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "dependency", "installed-torch-builtin-skew"), j
    # the Bridge's own code calling torch so is the change's
    own = log.replace("/usr/local/lib/python3.10/dist-packages/transformer_engine/pytorch/ops/_common.py",
                      f"{BRIDGE}/src/megatron/bridge/models/common.py")
    k = judge(TriageInput(framework="verl", lines=split_lines(own), exit_code=1, bridge_root=BRIDGE))
    assert k.result == Verdict.FAIL, k


def test_an_exception_ray_could_not_rebuild_is_read_from_rays_copy_of_the_original() -> None:
    rebuild = (
        "2026-09-04 06:15:31,902\tERROR serialization.py:531 -- Failed to unpickle serialized exception\n"
        "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.13/site-packages/ray/exceptions.py", line 51, in from_ray_exception\n'
        "    return pickle.loads(ray_exception.serialized_exception)\n"
        "TypeError: ExportShapeError.__init__() missing 3 required positional arguments: 'expected', 'got', and "
        "'detail'\n"
        "\n"
        "The above exception was the direct cause of the following exception:\n"
        "\n"
        "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.13/site-packages/ray/exceptions.py", line 58, in from_ray_exception\n'
        "    raise UnserializableException(msg) from e\n"
        "ray.exceptions.UnserializableException: Failed to deserialize exception.\n"
    )
    original = (
        "Original exception (string repr):\n"
        "ray::MegatronPolicyWorker.broadcast_weights_for_collective() (pid=18517, ip=10.41.7.23)\n"
        f'  File "{BRIDGE}/src/megatron/bridge/models/conversion/param_mapping.py", line 1187, in _split_qkv\n'
        "    raise ExportShapeError(hf_name, expected=k_shape, got=tuple(k.shape), detail=layout)\n"
        "megatron.bridge.models.conversion.param_mapping.ExportShapeError: QKV export shape mismatch for "
        "model.layers.0.self_attn.k_proj.weight: expected (128, 896), got (448, 896)\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(rebuild + original), exit_code=1,
                          bridge_root=BRIDGE))
    assert j.result == Verdict.FAIL, j
    assert j.first_error is not None and j.first_error.startswith(
        "megatron.bridge.models.conversion.param_mapping.ExportShapeError: QKV export shape mismatch"), j
    # an older Ray prints no copy: its rebuild error is all the log says
    k = judge(TriageInput(framework="nemo-rl", lines=split_lines(rebuild), exit_code=1, bridge_root=BRIDGE))
    assert k.first_error is not None and k.first_error.startswith("TypeError: ExportShapeError.__init__()"), k


def test_nemo_rls_own_placement_group_timeout_is_workers_never_placed() -> None:
    # NeMo-RL's virtual cluster raises this when Ray never reserves the job's GPUs (its words, in that order)
    log = (
        "Traceback (most recent call last):\n"
        '  File "/workspace/nemo-rl/nemo_rl/distributed/virtual_cluster.py", line 957, in _create_placement_groups\n'
        "TimeoutError: Timed out waiting for placement groups to be ready. The cluster may not have enough resources "
        "to satisfy the requested configuration, or the resources may be busy with other tasks.\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.rule) == (Verdict.BLOCKED, "workers-never-placed"), j


# A missing compiled module reached through the Bridge's provider: a Blocked dependency on its own
_APEX_MISSING = (
    "+ uv run examples/run_grpo.py --config examples/configs/grpo_math_1B_megatron.yaml\n"
    "Traceback (most recent call last):\n"
    f'  File "{BRIDGE}/src/megatron/bridge/models/qwen/qwen3_provider.py", line 96, in provide\n'
    "    norm = FusedLayerNorm(hidden, eps=eps)\n"
    '  File "/opt/venv/lib/python3.12/site-packages/apex/normalization/fused_layer_norm.py", line 288, in __init__\n'
    '    fused_layer_norm_cuda = importlib.import_module("fused_layer_norm_cuda")\n'
    "ModuleNotFoundError: No module named 'fused_layer_norm_cuda'\n"
)


def test_what_the_image_lacks_is_the_changes_when_the_base_passed_on_that_image() -> None:
    alone = judge(TriageInput(framework="nemo-rl", lines=split_lines(_APEX_MISSING), exit_code=1, bridge_root=BRIDGE))
    assert (alone.result, alone.category) == (Verdict.BLOCKED, "dependency"), alone
    # the runner ran the same job at the base commit on the same image, and it passed: the image serves the code
    # without the change, so the change is what needs the module (seed 001 Blocks on an environment the baseline
    # fails on)
    for note in (
        "[bridge-validate] control: same image + Bridge main (067f987d) passed Level 0 with Qwen/Qwen3-0.6B\n",
        "[bridge-validate] re-check on Bridge main (3a90c6e14) in the same env: 341 passed, 4 skipped in 58.90s\n",
        "[bridge-validate] baseline: same command at the PR's base commit 91be0c4d completed 2/2 steps\n",
        # the base named by its commit alone, its outcome by the exit status the runner saw
        "[bridge-validate] note: same level on base 067f987df (run bv-20261127-2231-k0qa): rc=0\n",
    ):
        j = judge(TriageInput(framework="nemo-rl", lines=split_lines(_APEX_MISSING + note), exit_code=1,
                              bridge_root=BRIDGE))
        assert (j.result, j.rule) == (Verdict.FAIL, "base-passes-on-this-image"), (note, j)
        assert j.first_error == "ModuleNotFoundError: No module named 'fused_layer_norm_cuda'", j
        assert NOT_EVIDENCE not in j.reason and "base commit passed" in j.reason, j.reason


def test_a_base_that_passed_in_another_place_does_not_make_the_image_the_changes() -> None:
    # the job's header names its node and runner pool; a base that passed on another node (whose container runtime
    # may mount what this one does not) or in another pool (with the network this one lacks) says nothing of this
    # environment: what the image lacks stays Blocked
    header = '[bridge-validate] node=dgx-h100-c02 gpus=2 image=nvcr.io/nvidia/nemo-rl:v0.6.0\n' \
        '[bridge-validate] runner pool "airgap": UV_OFFLINE=1\n'
    for note in (
        "[bridge-validate] same job on base commit 067f987df03b (node dgx-h100-a07, same image): finished rc=0\n",
        '[bridge-validate] note: the same command with the same image on runner pool "default" (merge-base 067f987) '
        "completed 3/3 steps\n",
        # ... or on other nodes, named by a pattern that leaves this one out
        "[bridge-validate] note: same image on nodes dgx-a100-* ran this level for Bridge base 067f987df with rc=0\n",
        # ... or on another image (an earlier build, with other package versions)
        "[bridge-validate] note: previous run on image nvcr.io/nvidia/nemo-rl:v0.5.0 (base commit 067f987d) passed "
        "this level\n",
    ):
        j = judge(TriageInput(framework="nemo-rl", lines=split_lines(header + _APEX_MISSING + note), exit_code=1,
                              bridge_root=BRIDGE))
        assert (j.result, j.category) == (Verdict.BLOCKED, "dependency"), (note, j)
    # the header may name the node after a colon, as the runner's own header line does
    colon = "[bridge-validate] node: dgx-h100-c02 (8x NVIDIA H100 80GB HBM3, driver 550.127.05) | image: nemo-rl:v0.6\n"
    note = "[bridge-validate] note: same job on base commit 067f987df03b on node dgx-h100-a07 (driver 580.82.07) " \
        "passed (exit 0)\n"
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(colon + _APEX_MISSING + note), exit_code=1,
                          bridge_root=BRIDGE))
    assert (j.result, j.category) == (Verdict.BLOCKED, "dependency"), j
    # the same node, said either way, is the job's own place (and `same node pool and image` names no other pool)
    for note in (
        "[bridge-validate] same job on base commit 067f987df03b (node dgx-h100-c02, same image): finished rc=0\n",
        "[bridge-validate] baseline origin/main (same image, same node): grpo_megatron.sh PASS, 2/2 steps\n",
        "[bridge-validate] note: the same command on merge-base 067f987 (same node pool and image) passed 2/2 steps\n",
        "[bridge-validate] note: base commit 067f987d on image nvcr.io/nvidia/nemo-rl:v0.6.0 passed this level\n",
        # ... or among the nodes a pattern names
        "[bridge-validate] note: same image on nodes dgx-h100-* ran this level for Bridge base 067f987df with rc=0\n",
    ):
        j = judge(TriageInput(framework="nemo-rl", lines=split_lines(header + _APEX_MISSING + note), exit_code=1,
                              bridge_root=BRIDGE))
        assert (j.result, j.rule) == (Verdict.FAIL, "base-passes-on-this-image"), (note, j)
    # Slurm names a job's nodes by a host list: the base on other nodes says nothing of these, on nodes that include
    # every one of them it does
    slurm = "[bridge-validate] slurm job=2291847 nodes=hgx-b07-[12-13] gpus=2x8 image=nvcr.io/nvidia/nemo-rl:v0.6.0\n"
    for where, verdict in (("hgx-b07-[03-04]", Verdict.BLOCKED), ("hgx-b07-[10-14]", Verdict.FAIL)):
        said = f"[bridge-validate] note: same sbatch on base 067f987df (nodes {where}) completed 2/2 steps\n"
        k = judge(TriageInput(framework="nemo-rl", lines=split_lines(slurm + _APEX_MISSING + said), exit_code=1,
                              bridge_root=BRIDGE))
        assert k.result == verdict, (where, k)


def test_a_base_that_passed_does_not_clear_a_node_or_a_network() -> None:
    # a link that flapped on this run's node is this run's, whatever the base did two hours earlier
    log = (
        "+ bash tests/special_e2e/run_ppo_trainer_megatron.sh\n"
        "(WorkerDict pid=812) torch.distributed.DistBackendError: NCCL error in: ProcessGroupNCCL.cpp:1970, remote "
        "process exited or there was a network error, NCCL version 2.27.3\n"
        "(WorkerDict pid=812) NET/IB : Got completion from peer 10.0.3.58<52311> with status=12 opcode=0 len=0 "
        "vendor err 129 (Recv) localGid ::ffff:10.0.3.51 remoteGidsfe80::a288:c2ff:fe3e:1f6e hca mlx5_2\n"
        "[bridge-validate] same job on origin/main 2 h earlier on gpu-h051/gpu-h058: PASSED\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.result == Verdict.BLOCKED and j.category not in ("dependency", "container", "vllm"), j
    # a base that passed once and failed the same way on its rerun is no clean pass
    flaky = "[runner] probe: same config on origin/main Bridge (rerun x2): run 1 completes 2/2 steps; run 2 hits " \
        "'ModuleNotFoundError: No module named fused_layer_norm_cuda'\n"
    k = judge(TriageInput(framework="nemo-rl", lines=split_lines(_APEX_MISSING + flaky), exit_code=1,
                          bridge_root=BRIDGE))
    assert (k.result, k.category) == (Verdict.BLOCKED, "dependency"), k


def test_settings_the_base_ran_with_are_not_what_blocks_the_change() -> None:
    # the job's settings are the same for every commit: a batch that "does not divide" over the pipeline stages
    # with settings the base commit ran with is what the change now asks of them (a provider field left unset)
    log = (
        "+ bash tests/special_e2e/run_ppo_trainer_megatron.sh\n"
        "(WorkerDict pid=812) Traceback (most recent call last):\n"
        '(WorkerDict pid=812)   File "/opt/Megatron-LM/megatron/core/pipeline_parallel/schedules.py", line 880, in '
        "forward_backward_pipelining_with_interleaving\n"
        "(WorkerDict pid=812) RuntimeError: number of microbatches (3) is not divisible by "
        "pipeline-model-parallel-size (2) when using interleaved schedule\n"
    )
    alone = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (alone.result, alone.category) == (Verdict.BLOCKED, "job-config"), alone
    note = "[bridge-validate] note: same command on base commit 067f987d passed (1/1 steps)\n"
    j = judge(TriageInput(framework="verl", lines=split_lines(log + note), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.rule) == (Verdict.FAIL, "base-passes-with-these-settings"), j
    # a base that ran elsewhere (another pool, with other site settings) says nothing of these
    header = '[bridge-validate] runner pool "airgap": UV_OFFLINE=1\n'
    there = '[bridge-validate] note: the same command on runner pool "default" (base commit 067f987d) passed\n'
    k = judge(TriageInput(framework="verl", lines=split_lines(header + log + there), exit_code=1, bridge_root=BRIDGE))
    assert (k.result, k.category) == (Verdict.BLOCKED, "job-config"), k


def test_host_memory_the_base_did_not_exhaust_in_the_same_place_is_the_changes() -> None:
    # Ray's memory monitor killed the policy worker; the base commit's run of the same job passed on the same node:
    # the memory is what the change's code holds, not the node's want of it
    oom = (
        "+ uv run python examples/run_grpo_math.py --config examples/configs/grpo_math_1B_megatron.yaml\n"
        "========================= Step 1/2 =========================\n"
        "▶ Refitting policy weights to generation...\n"
        "ray.exceptions.OutOfMemoryError: Task was killed due to the node running low on memory.\n"
        "Memory on the node (IP: 10.42.0.4, ID: 9d1e4f7a) where the task (actor ID: 2e0f6b1c, "
        "name=MegatronPolicyWorker.__init__, pid=88139, memory used=96.71GB) was running was 119.62GB / 125.00GB\n"
    )
    alone = judge(TriageInput(framework="nemo-rl", lines=split_lines(oom), exit_code=1, bridge_root=BRIDGE))
    assert (alone.result, alone.rule) == (Verdict.BLOCKED, "host-oom"), alone
    note = "[bridge-validate] note: same command on base commit 5d02a6e reached step 2/2, peak host RSS 14.1GB\n"
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(oom + note), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.rule) == (Verdict.FAIL, "base-passes-in-this-place"), j
    assert "same place" in j.reason and "image" not in j.follow_ups[0], j
    # on another node, the base says nothing of this node's memory
    header = "[bridge-validate] node=dgx-h100-c02 gpus=8\n"
    there = "[bridge-validate] note: same command on base commit 5d02a6e on node dgx-h100-a07 reached step 2/2\n"
    k = judge(TriageInput(framework="nemo-rl", lines=split_lines(header + oom + there), exit_code=1,
                          bridge_root=BRIDGE))
    assert (k.result, k.rule) == (Verdict.BLOCKED, "host-oom"), k
    # ... and so before the first step: the policy workers' memory while they load is the change's code too
    early = oom.replace("========================= Step 1/2 =========================\n▶ Refitting policy weights to "
                        "generation...\n", "")
    e = judge(TriageInput(framework="nemo-rl", lines=split_lines(early), exit_code=1, bridge_root=BRIDGE))
    assert (e.result, e.rule) == (Verdict.BLOCKED, "host-oom"), e
    f = judge(TriageInput(framework="nemo-rl", lines=split_lines(early + note), exit_code=1, bridge_root=BRIDGE))
    assert (f.result, f.rule) == (Verdict.FAIL, "base-passes-in-this-place"), f


def test_the_base_failing_the_same_is_read_from_the_clause_about_the_base() -> None:
    # the note goes on to a run of the PR that passed: the base's own clause says it failed the same way
    log = (
        "Traceback (most recent call last):\n"
        '  File "/usr/local/lib/python3.12/dist-packages/transformer_engine/pytorch/attention.py", line 91, in fwd\n'
        "RuntimeError: cuDNN Error: CUDNN_STATUS_EXECUTION_FAILED\n"
        "[bridge-validate] baseline rerun with Bridge main (067f987), same CP=2 overrides, same node: identical "
        "CUDNN_STATUS_EXECUTION_FAILED in fused_attn_fwd at step 1; CP=1 run of the PR passes 2/2 steps\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.rule) == (Verdict.BLOCKED, "base-fails-the-same"), j


def test_a_base_that_exited_non_zero_is_a_base_that_fails_whatever_words_say_it_finished() -> None:
    # `base_commit` spelled as the runner's header spells it; `finished rc=1` is a base that failed, not one that passed
    log = (
        "[bridge-validate] note: level 5 run on base_commit 067f987df (same image, same nemo-rl commit, node "
        "hsg-h100-027) finished rc=1 during step 2\n"
        + NRL_OK.split("========================= Step 2/2")[0]
        + "Traceback (most recent call last):\n"
        '  File "/opt/nemo-rl/nemo_rl/models/generation/vllm/vllm_backend.py", line 91, in update_weights\n'
        "RuntimeError: CUDA error: an illegal memory access was encountered\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.rule) == (Verdict.BLOCKED, "base-fails-the-same"), j
    passed = log.replace("finished rc=1 during step 2", "finished rc=0 after 2/2 steps")
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(passed), exit_code=1, bridge_root=BRIDGE))
    assert j.result == Verdict.FAIL, j


def test_a_cleanup_removal_failing_after_every_step_is_not_the_runs_failure() -> None:
    # the job's last command removes the run's checkpoints and fails on a file a dying worker still holds: the exit
    # code is that removal's; a removal that printed no error is not where a non-zero exit came from
    done = VERL_OK + "+ rm -rf checkpoints\n"
    failed_rm = done + (
        "rm: cannot remove 'checkpoints/verl-test/global_step_1/actor/.metadata.lock': Device or resource busy\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(failed_rm), exit_code=1))
    assert j.result == Verdict.PASS and any("only cleans up" in n for n in j.noise), j
    j = judge(TriageInput(framework="verl", lines=split_lines(done), exit_code=1))
    assert j.result != Verdict.PASS, j


def test_the_engine_refusing_a_tensor_of_the_exported_lora_adapter_is_the_exports_before_training_too() -> None:
    # the adapter's tensor names are the Bridge export's: a Fail of the change, even in the first sync before any
    # training step, where the engine's other setup failures are Blocked
    log = (
        "(vLLMHttpServer pid=27345) (Worker pid=27761) ERROR 09-11 10:22:31 [multiproc_executor.py:862] Traceback "
        "(most recent call last):\n"
        '(vLLMHttpServer pid=27345) (Worker pid=27761) ERROR 09-11 10:22:31 [multiproc_executor.py:862]   File '
        '"/usr/local/lib/python3.12/dist-packages/vllm/lora/utils.py", line 148, in parse_fine_tuned_lora_name\n'
        "(vLLMHttpServer pid=27345) (Worker pid=27761) ERROR 09-11 10:22:31 [multiproc_executor.py:862] ValueError: "
        "base_model.model.lm_head.base_layer.weight is unsupported LoRA weight\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.rule) == (Verdict.FAIL, "lora-adapter-rejected"), j
    assert j.first_error == "ValueError: base_model.model.lm_head.base_layer.weight is unsupported LoRA weight", j


def test_a_core_worker_that_cannot_reconnect_to_the_gcs_lost_the_control_plane() -> None:
    log = (
        NRL_OK.split("========================= Step 2/2")[0]
        + "(MegatronPolicyWorker pid=51904) [2026-08-28 04:25:19,288 C 51904 52011] gcs_client.cc:410: Couldn't "
        "reconnect to GCS server. The last attempted GCS server address was 10.41.3.8:43651\n"
        "(MegatronPolicyWorker pid=51904) *** SIGABRT received at time=1787891119 on cpu 33 ***\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=134, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "ray", "ray-control-plane-lost"), j


def test_hydras_override_grammar_error_is_the_jobs_command_line() -> None:
    # Hydra's parser refusing an override's syntax prints only the parser's words and its grammar page: no
    # traceback, no key; the job's own command line
    log = (
        "+ python3 -m verl.trainer.main_ppo data.train_files=/data/gsm8k/split=train/part-0.parquet\n"
        "mismatched input '=' expecting <EOF>\n"
        "See https://hydra.cc/docs/1.2/advanced/override_grammar/basic for details\n"
        "\n"
        "Set the environment variable HYDRA_FULL_ERROR=1 for a complete stack trace.\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "job-config", "hydra-override-unparsed"), j
    assert j.first_error == "mismatched input '=' expecting <EOF>", j
    # the parser's words without Hydra's grammar page are someone else's parser
    other = log.replace("See https://hydra.cc/docs/1.2/advanced/override_grammar/basic for details\n", "")
    assert judge(TriageInput(framework="verl", lines=split_lines(other), exit_code=1)).rule != "hydra-override-unparsed"


def test_a_nodes_slurmstepd_naming_itself_still_reports_pyxis_refusing_the_container() -> None:
    # newer Slurm names the node in slurmstepd's prefix (`slurmstepd-<node>: error: ...`)
    log = (
        "pyxis: imported docker image: registry.example#nemo-rl:v0.7\n"
        "slurmstepd-gpu-0417: error: pyxis: couldn't start container\n"
        "slurmstepd-gpu-0417: error: spank: required plugin spank_pyxis.so: task_init() failed with rc=-1\n"
        "slurmstepd-gpu-0417: error: Failed to invoke spank plugin stack\n"
        "srun: error: gpu-0417: task 0: Exited with exit code 1\n"
        "[ERROR] Background srun 'ray-workers' died (pid=2291417). Could be a failure in startup or an issue with "
        "the node preventing the srun to start. Attempting to exit.\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.rule) == (Verdict.BLOCKED, "slurm-container-refused"), j
    assert j.first_error == "slurmstepd-gpu-0417: error: pyxis: couldn't start container", j


def test_deepeps_barrier_timeout_explains_the_launch_failure_it_trapped_into() -> None:
    # DeepEP's barrier prints `DeepEP timeout check failed: ...` and traps: the unspecified launch failure and the
    # watchdogs after it are that kernel's
    log = (
        NRL_OK.split("========================= Step 2/2")[0]
        + "(MegatronPolicyWorker pid=40118) DeepEP timeout check failed: rank = 3, thread = 0, value = 0)\n"
        "(MegatronPolicyWorker pid=40118) DeepEP timeout check failed: rank = 3, thread = 1, value = 0)\n"
        "(MegatronPolicyWorker pid=40118) [rank6]:[E827 04:28:41.530218446 ProcessGroupNCCL.cpp:2057] [PG ID 0 PG "
        "GUID 0(default_pg) Rank 6] Process group watchdog thread terminated with exception: CUDA error: "
        "unspecified launch failure\n"
        "(MegatronPolicyWorker pid=40118) terminate called after throwing an instance of 'c10::DistBackendError'\n"
        "(MegatronPolicyWorker pid=40118)   what():  [PG ID 0 PG GUID 0(default_pg) Rank 6] Process group watchdog "
        "thread terminated with exception: CUDA error: unspecified launch failure\n"
        "(MegatronPolicyWorker pid=40118) *** SIGABRT received at time=1787887412 on cpu 12 ***\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.first_error == "DeepEP timeout check failed: rank = 3, thread = 0, value = 0)", j


def test_vllms_background_process_failure_is_a_pointer_to_the_workers_own_traceback_printed_later() -> None:
    # vLLM's engine core says only that a worker process failed ("See stack trace for root cause"); the worker's
    # traceback, from another replica's lines, is printed after it in the log
    log = (
        "(vLLMHttpServer pid=9823) (EngineCore_DP0 pid=10215) ERROR 08-28 10:06:29 [core.py:1018] EngineCore failed "
        "to start.\n"
        "(vLLMHttpServer pid=9823) (EngineCore_DP0 pid=10215) Traceback (most recent call last):\n"
        '(vLLMHttpServer pid=9823) (EngineCore_DP0 pid=10215)   File "/workspace/verl/.venv/lib/python3.12/site-'
        'packages/vllm/v1/executor/multiproc_executor.py", line 684, in wait_for_ready\n'
        "(vLLMHttpServer pid=9823) (EngineCore_DP0 pid=10215)     raise e from None\n"
        "(vLLMHttpServer pid=9823) (EngineCore_DP0 pid=10215) Exception: WorkerProc initialization failed due to an "
        "exception in a background process. See stack trace for root cause.\n"
        "(vLLMHttpServer pid=9820) (Worker_TP1 pid=10489) ERROR 08-28 10:06:27 [multiproc_executor.py:806] WorkerProc "
        "failed to start.\n"
        "(vLLMHttpServer pid=9820) (Worker_TP1 pid=10489) ERROR 08-28 10:06:27 [multiproc_executor.py:806] Traceback "
        "(most recent call last):\n"
        '(vLLMHttpServer pid=9820) (Worker_TP1 pid=10489) ERROR 08-28 10:06:27 [multiproc_executor.py:806]   File '
        '"/workspace/verl/.venv/lib/python3.12/site-packages/vllm/model_executor/model_loader/utils.py", line 61, in '
        "initialize_model\n"
        "(vLLMHttpServer pid=9820) (Worker_TP1 pid=10489) ERROR 08-28 10:06:27 [multiproc_executor.py:806]     return "
        "model_class(vllm_config=vllm_config, prefix=prefix)\n"
        "(vLLMHttpServer pid=9820) (Worker_TP1 pid=10489) ERROR 08-28 10:06:27 [multiproc_executor.py:806] TypeError: "
        "FlashAttentionImpl.__init__() got an unexpected keyword argument 'sinks'\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.root_cause is not None and j.root_cause.exc_type == "TypeError", j
    assert "unexpected keyword argument 'sinks'" in (j.first_error or ""), j


def test_a_ray_daemons_fatal_signal_is_the_failure_the_node_death_follows() -> None:
    # the raylet prints no error before it dies: its signal is the first error, not a symptom; the node marked dead
    # and the actors' deaths after it follow from it
    log = (
        NRL_OK.split("========================= Step 2/2")[0]
        + "(raylet, ip=10.44.9.32) *** SIGSEGV received at time=1787887412 on cpu 57 ***\n"
        "(raylet, ip=10.44.9.32) PC: @     0x7f6c2e95aa5f  (unknown)  (unknown)\n"
        "(raylet, ip=10.44.9.32)     @     0x55d1a8cb3ca0        112  ray::ObjectManager::SendObjectChunk()\n"
        "(MegatronPolicyWorker pid=62370, ip=10.44.9.32) [2026-08-28 03:23:33,002 E 62370 62512] core_worker.cc:3105: "
        "The raylet on this node died; exiting worker process.\n"
        "2026-08-28 03:24:03,117\tWARNING worker.py:2253 -- The node with node id: 7c0de29b51f4 and address: "
        "10.44.9.32 and node name: 10.44.9.32 has been marked dead because the detector has missed too many "
        "heartbeats from it.\n"
        "ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "ray", "ray-daemon-crashed"), j
    assert j.first_error == "*** SIGSEGV received at time=1787887412 on cpu 57 ***", j


def test_a_ray_client_of_another_ray_version_than_the_cluster_is_rays_setup() -> None:
    log = (
        "+ python3 -m verl.trainer.main_ppo ray_kwargs.ray_init.address=ray://raycluster-head-svc:10001\n"
        "Traceback (most recent call last):\n"
        '  File "/workspace/verl/.venv/lib/python3.12/site-packages/ray/util/client/worker.py", line 170, in '
        "_connect_channel\n"
        "    raise RuntimeError(\n"
        "RuntimeError: Client Ray installation incompatible with server: client is 2026-04-22, server is 2025-10-21\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "ray", "ray-setup"), j


def test_torchs_zip_writer_finding_a_short_file_is_the_disk_when_another_write_said_enospc() -> None:
    log = (
        "(WorkerDict pid=71871, ip=10.44.3.7) terminate called after throwing an instance of 'c10::Error'\n"
        "(WorkerDict pid=71871, ip=10.44.3.7)   what():  [enforce fail at inline_container.cc:659] . unexpected pos "
        "64 vs 0\n"
        "(WorkerDict pid=71871, ip=10.44.3.7) *** SIGABRT received at time=1788700954 on cpu 37 ***\n"
        "(TaskRunnerV1 pid=71204) OSError: [Errno 28] No space left on device\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "disk", "write-failed-disk-full"), j
    # the same short file with no word of the disk anywhere stays the run's own
    alone = log.replace("(TaskRunnerV1 pid=71204) OSError: [Errno 28] No space left on device\n", "")
    assert judge(TriageInput(framework="verl", lines=split_lines(alone), exit_code=1)).result == Verdict.FAIL


def test_megatron_cores_request_to_install_an_optional_package_is_the_environments() -> None:
    # Megatron-Core (here the Bridge's own submodule) asking for a package it needs for this optimizer
    log = (
        "Traceback (most recent call last):\n"
        '  File "/workspace/Megatron-Bridge/3rdparty/Megatron-LM/megatron/core/optimizer/__init__.py", line 762, in '
        "_get_megatron_emerging_optimizer\n"
        "    raise ImportError(\n"
        "ImportError: emerging-optimizers package is required for optimizer='muon'. Install it with: pip install "
        "emerging-optimizers\n"
    )
    root = "/workspace/Megatron-Bridge"
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=root))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "dependency", "optional-package-missing"), j
    # the same request raised by the Bridge's own code is the Bridge's
    own = log.replace("3rdparty/Megatron-LM/megatron/core/optimizer/", "src/megatron/bridge/training/optim/")
    assert judge(TriageInput(framework="verl", lines=split_lines(own), exit_code=1, bridge_root=root)).rule != (
        "optional-package-missing"
    )


def test_a_base_that_failed_with_another_exception_excuses_nothing() -> None:
    # "same job on base ... failed with ValueError" is the same job, not the same failure: the base failing another
    # way (here: it has no bridge for the model at all) leaves this run's failure the change's
    log = (
        NRL_OK.split("========================= Step 1/2")[0]
        + '  File "/workspace/Megatron-Bridge/3rdparty/Megatron-LM/megatron/core/ssm/gated_delta_net.py", line 312, '
        "in forward\n"
        '    raise NotImplementedError("GDN does not support packed sequence for now.")\n'
        "NotImplementedError: GDN does not support packed sequence for now.\n"
        '[bridge-validate] note: same job on base commit 067f987d: failed in policy setup with "ValueError: '
        'Unsupported architecture: Qwen3_5ForCausalLM" (no Qwen3.5 bridge registered)\n'
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.result == Verdict.FAIL and j.rule != "base-fails-the-same", j
    same = log.replace("ValueError: Unsupported architecture: Qwen3_5ForCausalLM", "NotImplementedError: GDN does not "
                       "support packed sequence for now.")
    assert judge(TriageInput(framework="nemo-rl", lines=split_lines(same), exit_code=1)).rule == "base-fails-the-same"
    # ... and so when the note says it in words, naming no exception: the base "fails earlier" on what this change
    # makes possible
    for words in ("fails earlier", "failed differently", "fails with a different error"):
        other = log.replace('failed in policy setup with "ValueError: Unsupported architecture: Qwen3_5ForCausalLM"',
                            f"same command {words}: no Qwen3.5 bridge registered")
        k = judge(TriageInput(framework="nemo-rl", lines=split_lines(other), exit_code=1, bridge_root=BRIDGE))
        assert k.result == Verdict.FAIL and k.rule != "base-fails-the-same", (words, k)


def test_a_base_note_may_name_the_exception_raised_from_the_root_cause() -> None:
    # the driver prints last the exception raised from the root cause (Hydra's InstantiationException over the
    # TypeError in the call it made): a note naming that one names this run's failure
    log = (
        NRL_OK.split("========================= Step 1/2")[0]
        + "Traceback (most recent call last):\n"
        '  File "/work/Megatron-Bridge/src/megatron/bridge/training/config.py", line 88, in instantiate\n'
        "TypeError: Qwen2ModelProvider.__init__() got an unexpected keyword argument 'async_allreduce'\n"
        "\n"
        "The above exception was the direct cause of the following exception:\n"
        "\n"
        "Traceback (most recent call last):\n"
        '  File "/workspace/nemo-rl/nemo_rl/models/megatron/setup.py", line 240, in setup_model\n'
        "megatron.training.config.instantiate_utils.InstantiationException: Error in call to target "
        "'megatron.bridge.models.qwen.qwen_provider.Qwen2ModelProvider'\n"
        "[bridge-validate] note: base commit d17c0b9 on this node: rc=1 with the same InstantiationException\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.rule) == (Verdict.BLOCKED, "base-fails-the-same"), j
    other = judge(TriageInput(framework="nemo-rl", lines=split_lines(log.replace("same InstantiationException",
                                                                                  "same ValueError")),
                              exit_code=1, bridge_root=BRIDGE))
    assert other.result == Verdict.FAIL, other


def test_a_base_note_may_name_the_consequence_this_run_printed_too() -> None:
    # the engine's own error is the root cause; the trainer reports EngineDeadError after it, as the base's run did
    log = (
        NRL_OK.split("========================= Step 1/2")[0]
        + "========================= Step 1/2 =========================\n"
        "▶ Generating responses for batch of size 8...\n"
        "(EngineCore_DP0 pid=956602) Traceback (most recent call last):\n"
        '(EngineCore_DP0 pid=956602)   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/core.py", line '
        "288, in step_with_batch_queue\n"
        "(EngineCore_DP0 pid=956602) AttributeError: 'NoneType' object has no attribute 'result'\n"
        "vllm.v1.engine.exceptions.EngineDeadError: EngineCore encountered an issue. See stack trace (above) for the "
        "root cause.\n"
        "[bridge-validate] note: the same job on base commit 5b7f2e13 ended rc=1 with EngineDeadError during the "
        "first rollout\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.rule) == (Verdict.BLOCKED, "base-fails-the-same"), j
    assert j.first_error == "AttributeError: 'NoneType' object has no attribute 'result'", j


def test_a_runners_note_that_it_synced_the_checkout_into_the_vendored_copy_makes_that_copy_the_checkout() -> None:
    root = "/workspace/Megatron-Bridge"
    vendored = "/opt/nemo-rl/3rdparty/Megatron-Bridge-workspace/Megatron-Bridge"
    log = (
        f"[bridge-validate] vendored Bridge synced from {root}@a81f3c07d2e5 into {vendored}\n"
        f"megatron.bridge: {vendored}/src/megatron/bridge/__init__.py\n"
        + NRL_OK
    )
    assert synced_copies(split_lines(log), root) == (vendored,)
    assert judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=0, bridge_root=root)).result == (
        Verdict.PASS
    )
    # the same words from the job's own output (not the runner's note) are not the runner's sync
    assert synced_copies(split_lines(log.replace("[bridge-validate] vendored", "vendored")), root) == ()


def test_a_placement_loop_that_gave_up_is_quoted_by_what_its_tries_found_short() -> None:
    log = (
        "Not enough GPUs available. Requested 2 GPUs, but only 0 are available in the cluster.\n"
        "Retrying placement group creation... Attempt 1/6. Next retry in 2 seconds.\n"
        "Not enough GPUs available. Requested 2 GPUs, but only 0 are available in the cluster.\n"
        "Traceback (most recent call last):\n"
        '  File "/opt/nemo-rl/nemo_rl/distributed/virtual_cluster.py", line 874, in _init_placement_groups\n'
        "    raise ResourceInsufficientError(\n"
        "nemo_rl.distributed.virtual_cluster.ResourceInsufficientError: Maximum number of retries reached (6). "
        "Cluster resources may be insufficient or cluster itself is highly unstable.\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.result == Verdict.BLOCKED, j
    assert j.first_error == "Not enough GPUs available. Requested 2 GPUs, but only 0 are available in the cluster.", j


def test_a_load_that_left_real_weights_out_is_a_fail_whatever_the_exit_code() -> None:
    # The Bridge's checkpoint loader retries a failed strict load without strict; the keys it then printed say
    # whether the model went on without real parameters (a Fail) or only without Transformer Engine's
    # `._extra_state` (its version skew, harmless: the run passes)
    def run(missing: str) -> Judgement:
        log = NRL_OK.replace(
            "(MegatronPolicyWorker pid=2211) ",
            "(MegatronPolicyWorker pid=2211) Warning: Exception during strict loading: Error(s) in loading "
            "state_dict for GPTModel:\n"
            f"(MegatronPolicyWorker pid=2211) \tMissing key(s) in state_dict: {missing}.\n"
            "(MegatronPolicyWorker pid=2211) ",
            1,
        )
        assert "strict loading" in log
        return judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=0, bridge_root=BRIDGE))

    j = run('"decoder.layers.0.self_attention.core_attention._extra_state", "output_layer.weight"')
    assert (j.result, j.rule) == (Verdict.FAIL, "weights-not-loaded"), j
    assert j.first_error == "Warning: Exception during strict loading: Error(s) in loading state_dict for GPTModel:"
    assert run('"decoder.layers.0.self_attention.core_attention._extra_state", '
               '"decoder.layers.1.self_attention.core_attention._extra_state"').result == Verdict.PASS
    # the Bridge's HF import finding no HF tensor for a Megatron parameter skips it: the same
    log = NRL_OK + (
        "(MegatronPolicyWorker pid=1) WARNING:megatron.bridge.models.conversion.model_bridge:WARNING: Can't find "
        "mtp.layers.0.mlp.experts.0.gate_proj.weight in hf_keys\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=0, bridge_root=BRIDGE))
    assert (j.result, j.rule) == (Verdict.FAIL, "weights-not-loaded"), j


def test_a_resume_that_starts_the_optimizer_afresh_is_a_fail() -> None:
    # NeMo-RL's checkpoint helper warns and initialises the optimizer anew when the saved state is not where it
    # looks: Level 1's resume then restores less than was saved
    log = NRL_OK + (
        "/opt/nemo-rl/nemo_rl/utils/checkpoint.py:232: UserWarning: Optimizer state not found at "
        "/tmp/ckpt/step_1/policy/optimizer (DTensor path), and no embedded optimizer state detected under "
        "/tmp/ckpt/step_1/policy/weights (Megatron path). Optimizer will be freshly initialized.\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=0, bridge_root=BRIDGE))
    assert (j.result, j.rule) == (Verdict.FAIL, "optimizer-state-not-restored"), j
    assert judge(TriageInput(framework="nemo-rl", lines=split_lines(NRL_OK), exit_code=0,
                             bridge_root=BRIDGE)).result == Verdict.PASS


def test_non_finite_logits_the_rollout_engine_reports_while_sampling_are_a_fail() -> None:
    # SGLang checks the logits it samples from and logs `NaN in the logits` (under its logger header: the time,
    # then the scheduler's ranks); the run may go on and exit 0. The seeds' pass criteria: no NaN in the logprobs
    log = VERL_OK + (
        "(WorkerDict pid=7) [2026-09-05 10:44:37 TP0] Detected errors during sampling! NaN in the logits.\n"
        "(WorkerDict pid=8) [2026-09-05 10:44:37 DP1 TP0] Detected errors during sampling! NaN in the logits. "
        "[repeated 7x across cluster]\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=0, bridge_root=BRIDGE))
    assert (j.result, j.rule) == (Verdict.FAIL, "nan-in-log"), j
    assert j.first_error == "Detected errors during sampling! NaN in the logits.", j
    assert [ln.msg for ln in split_lines(log)][-1] == "Detected errors during sampling! NaN in the logits."


def test_an_error_in_a_librarys_atexit_hook_after_every_step_is_teardown() -> None:
    # W&B finishing its run from the hook it registered with atexit (`_atexit_cleanup`) after the last step: the
    # interpreter's exit, not the run
    log = (
        "(TaskRunner pid=6) step:1 - actor/pg_loss:0.012 - training/global_step:1\n"
        "(TaskRunner pid=6) Training Progress: 100%|##########| 1/1 [00:41<00:00, 41.27s/it]\n"
        "(TaskRunner pid=6) VANILLA_MBRIDGE=False\n"
        "wandb: ERROR Problem finishing run\n"
        "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.12/site-packages/wandb/sdk/wandb_run.py", line 2366, in _atexit_cleanup\n'
        "    self._on_finish()\n"
        '  File "/opt/venv/lib/python3.12/site-packages/wandb/sdk/lib/redirect.py", line 662, in uninstall\n'
        "    os.dup2(self._orig_src_fd, self.src_fd)\n"
        "OSError: [Errno 9] Bad file descriptor\n"
        "+ exit_code=1\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.result == Verdict.PASS, j
    # the same error raised from the run's own code is the run's
    k = judge(TriageInput(framework="verl", lines=split_lines(log.replace("_atexit_cleanup", "log_metrics")),
                          exit_code=1, bridge_root=BRIDGE))
    assert k.result != Verdict.PASS, k


def test_a_cuda_oom_naming_another_process_on_a_gpu_busy_before_the_job_is_the_nodes() -> None:
    # torch's OOM report names the other processes holding the GPU (`Process N has X GiB memory in use`); with
    # the job's preflight showing that GPU already holding memory before anything started, the memory is another
    # tenant's: Blocked, the node's. Without the preflight evidence the job's own use stays the suspect.
    oom = (
        "(WorkerDict pid=6238) torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.88 GiB. GPU 0 has a "
        "total capacity of 79.19 GiB of which 1.21 GiB is free. Process 301554 has 70.31 GiB memory in use. "
        "Including non-PyTorch memory, this process has 7.66 GiB memory in use.\n"
    )
    for table in ("5, 72003 MiB, 81559 MiB, 0 %\n", "5, 72003 MiB\n"):
        log = "+ nvidia-smi --query-gpu=index,memory.used --format=csv,noheader\n4, 1 MiB\n" + table + oom
        j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
        assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "cluster", "gpu-held-before-start"), (table, j)
    k = judge(TriageInput(framework="verl", lines=split_lines(oom), exit_code=1, bridge_root=BRIDGE))
    assert k.result == Verdict.FAIL, k


def test_vllms_sleep_mode_allocator_failing_on_wake_up_is_the_engines_unless_the_base_passed_there() -> None:
    # vLLM re-mapping its sleeping memory (its cumem extension) after a training step: the engine's memory sharing
    # with the trainer (Blocked, vllm); the same job passing at the base commit in the same place makes the
    # trainer's memory the change's
    log = (
        "(TaskRunner pid=6) step:1 - actor/pg_loss:0.012 - training/global_step:1\n"
        "(WorkerDict pid=8) CUDA Error: out of memory at /workspace/csrc/cumem_allocator.cpp:62\n"
        "(WorkerDict pid=8) Traceback (most recent call last):\n"
        '(WorkerDict pid=8)   File "/usr/local/lib/python3.12/dist-packages/vllm/device_allocator/cumem.py", line 77, '
        "in create_and_map\n"
        "(WorkerDict pid=8)     python_create_and_map(*allocation_handle)\n"
        "(WorkerDict pid=8) RuntimeError: CUDA Error: out of memory at /workspace/csrc/cumem_allocator.cpp:62\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "vllm", "vllm-sleep-allocator"), j
    note = "[bridge-validate] note: same command on base commit 5d02a6e reached step 2/2\n"
    k = judge(TriageInput(framework="verl", lines=split_lines(log + note), exit_code=1, bridge_root=BRIDGE))
    assert k.result == Verdict.FAIL and (k.rule or "").startswith("base-passes-"), k


def test_open_mpis_signal_handler_states_the_crash_itself() -> None:
    # Open MPI's handler (loaded by any process with an MPI-linked library) prints the signal on its own line, its
    # backtrace under it: that line is the crash's statement, not the Ray worker's death that follows
    log = (
        "(WorkerDict pid=21544) k8s-slave03:21544:21544 [0] NCCL INFO NCCL_TUNER_PLUGIN set by environment\n"
        "(WorkerDict pid=21544) [k8s-slave03:21544] *** Process received signal ***\n"
        "(WorkerDict pid=21544) [k8s-slave03:21544] Signal: Segmentation fault (11)\n"
        "(WorkerDict pid=21544) [k8s-slave03:21544] Signal code:  (-6)\n"
        "(WorkerDict pid=21544) [k8s-slave03:21544] Failing at address: 0x3bc\n"
        "(WorkerDict pid=21544) [k8s-slave03:21544] [ 0] /usr/local/nccl/lib/libnccl.so.2(ncclTuningCostModelInit"
        "+0x1a3)[0x7d1d0ca7c023]\n"
        "(WorkerDict pid=21544) [k8s-slave03:21544] *** End of error message ***\n"
        "(raylet) A worker died or was killed while executing a task by an unexpected system error. To troubleshoot "
        "the problem, check the logs for the dead worker.\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.first_error == "[k8s-slave03:21544] Signal: Segmentation fault (11)", j
    # its backtrace runs in NCCL's own library: NCCL crashed in its code, the node's communication stack
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "cluster", "nccl-native-crash"), j


def test_a_crash_whose_native_backtrace_runs_in_nccl_is_the_communication_stacks() -> None:
    # the absl-style handler torch's processes install: `PC: @ ... ncclMnnvlCheck()` and the frames under it
    log = (
        "(MegatronPolicyWorker pid=5) > initializing torch distributed ...\n"
        "(MegatronPolicyWorker pid=5) *** SIGSEGV received at time=1789337671 on cpu 61 ***\n"
        "(MegatronPolicyWorker pid=5) PC: @     0xfffe2c41a9e4  (unknown)  ncclMnnvlCheck()\n"
        "(MegatronPolicyWorker pid=5)     @     0xfffe2c3d9b18        336  ncclCommInitRankFunc()\n"
        "(MegatronPolicyWorker pid=5) Fatal Python error: Segmentation fault\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "cluster", "nccl-native-crash"), j
    # the same crash in another library's code is not NCCL's
    other = log.replace("ncclMnnvlCheck", "te_gemm_launch").replace("ncclCommInitRankFunc", "general_gemm")
    k = judge(TriageInput(framework="nemo-rl", lines=split_lines(other), exit_code=1, bridge_root=BRIDGE))
    assert k.rule != "nccl-native-crash", k


def test_the_runners_echo_of_a_steps_command_starts_a_program_of_its_own() -> None:
    # A Level 1 job: the save run trains, then the runner starts the resume run; a connection that fails while the
    # resume run sets up its process group is that program's setup (Blocked, network), not an error after training
    save = (
        "[bridge-validate] step 3/4 save: bash tests/special_e2e/run_ppo_trainer_megatron.sh\n"
        "(TaskRunner pid=6) Training Progress:   0%|          | 0/1 [00:00<?, ?it/s]\n"
        "(TaskRunner pid=6) step:1 - actor/pg_loss:0.012 - training/global_step:1\n"
        "[bridge-validate] save run exited rc=0\n"
    )
    resume = (
        "(WorkerDict pid=9) Traceback (most recent call last):\n"
        '(WorkerDict pid=9)   File "/usr/local/lib/python3.12/dist-packages/torch/distributed/rendezvous.py", '
        "line 198, in _create_c10d_store\n"
        "(WorkerDict pid=9)     return TCPStore(\n"
        "(WorkerDict pid=9) torch.distributed.DistNetworkError: Connection reset by peer\n"
    )
    for launch in (
        "[bridge-validate] + RESUME_MODE=auto bash tests/special_e2e/run_ppo_trainer_megatron.sh\n",
        "[bridge-validate] step 4/4 resume: RESUME_MODE=auto bash tests/special_e2e/run_ppo_trainer_megatron.sh\n",
    ):
        j = judge(TriageInput(framework="verl", lines=split_lines(save + launch + resume), exit_code=1,
                              bridge_root=BRIDGE))
        assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "network", "peer-connection-failed"), j
    # a runner note that is not a command starts nothing: the error stays after training
    note = "[bridge-validate] python 3.12.3, torch 2.9.0\n"
    k = judge(TriageInput(framework="verl", lines=split_lines(save + note + resume), exit_code=1, bridge_root=BRIDGE))
    assert k.rule != "peer-connection-failed", k


def test_a_progress_bar_is_never_what_a_crashed_process_said_last() -> None:
    # faulthandler's dump right under a tqdm bar: the bar says how far the process got, not why it crashed
    log = (
        "(SGLangHttpServer pid=5) Capture cuda graph begin. This can take up to several minutes.\n"
        "(SGLangHttpServer pid=5)   0%|          | 0/23 [00:00<?, ?it/s]\n"
        "(SGLangHttpServer pid=5) Fatal Python error: Segmentation fault\n"
        "(SGLangHttpServer pid=5) \n"
        "(SGLangHttpServer pid=5) Current thread 0x00007f5e9a7fc740 (most recent call first):\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert "0/23" not in j.first_error and j.first_error == "Fatal Python error: Segmentation fault", j


def test_the_seeds_closing_grep_does_not_move_where_the_run_completed() -> None:
    # verl's run completes its step, vLLM's engine raises while shutting down, then the seed's check greps the
    # log and prints the progress lines again: the error is after completion (teardown), not inside a step
    log = (
        "(TaskRunner pid=6) Training Progress:   0%|          | 0/1 [00:00<?, ?it/s]\n"
        "(TaskRunner pid=6) step:1 - actor/pg_loss:0.012 - training/global_step:1\n"
        "(TaskRunner pid=6) Training Progress: 100%|██████████| 1/1 [00:22<00:00, 22.61s/it]\n"
        "(vLLMHttpServer pid=7) (EngineCore_DP0 pid=8) Traceback (most recent call last):\n"
        '(vLLMHttpServer pid=7) (EngineCore_DP0 pid=8)   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/'
        'engine/core.py", line 411, in shutdown\n'
        "(vLLMHttpServer pid=7) (EngineCore_DP0 pid=8)     self.model_executor.shutdown()\n"
        "(vLLMHttpServer pid=7) (EngineCore_DP0 pid=8) AssertionError\n"
        '[bridge-validate] grep -E "Training Progress|VANILLA_MBRIDGE|Traceback" verl.log\n'
        "(TaskRunner pid=6) VANILLA_MBRIDGE=False\n"
        "(TaskRunner pid=6) Training Progress:   0%|          | 0/1 [00:00<?, ?it/s]\n"
        "(TaskRunner pid=6) Training Progress: 100%|██████████| 1/1 [00:22<00:00, 22.61s/it]\n"
        "[bridge-validate] job finished rc=0\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=0, bridge_root=BRIDGE))
    assert j.result == Verdict.PASS, j


def test_a_part_refused_by_name_after_its_import_failed_is_that_import_error() -> None:
    # verl's engine registry imports each engine under `try`, warns when one fails and goes on; the worker then asks
    # for the engine by name and the registry refuses it: the warning's ImportError is why (here a flash-attn
    # extension built against another torch: Blocked, dependency)
    warn = (
        "(TaskRunner pid=3) /workspace/verl/verl/workers/engine/__init__.py:69: UserWarning: megatron engine is not "
        "available: ImportError('/venv/lib/python3.10/site-packages/flash_attn_2_cuda.cpython-310-x86_64-linux-gnu"
        ".so: undefined symbol: _ZN3c104cuda9SetDeviceEi')\n"
        '(TaskRunner pid=3)   warnings.warn(f"megatron engine is not available: {e!r}", stacklevel=1)\n'
    )
    refused = (
        "(WorkerDict pid=5) Traceback (most recent call last):\n"
        '(WorkerDict pid=5)   File "/workspace/verl/verl/workers/engine/base.py", line 401, in new\n'
        '(WorkerDict pid=5)     assert backend in cls._engines[model_type], f"Unknown backend: {backend}"\n'
        "(WorkerDict pid=5) AssertionError: Unknown backend: megatron\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(warn + refused), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category) == (Verdict.BLOCKED, "dependency"), j
    assert j.first_error is not None and j.first_error.endswith("_ZN3c104cuda9SetDeviceEi')"), j
    # a warning about another part does not explain the refusal
    other = warn.replace("megatron engine", "veomni engine")
    k = judge(TriageInput(framework="verl", lines=split_lines(other + refused), exit_code=1, bridge_root=BRIDGE))
    assert k.first_error == "AssertionError: Unknown backend: megatron", k


def test_ranks_that_could_not_connect_to_the_store_make_its_timeout_the_networks() -> None:
    # two nodes: the head's store waits for the ranks of node 2, which logged that they could not reach it; the
    # ranks started, the path to the store did not work (Blocked, network), and the rank that raised because it
    # could not connect is quoted
    warned = (
        "(MegatronPolicyWorker pid=51410, ip=192.168.40.18) [W1129 07:52:31.601128734 socket.cpp:755] [c10d] The "
        "client socket has failed to connect to [10.52.3.17]:1583 (errno: 110 - Connection timed out).\n"
    )
    store = (
        "(MegatronPolicyWorker pid=88122, ip=10.52.3.17) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=88122, ip=10.52.3.17)   File "/usr/local/lib/python3.12/dist-packages/torch/'
        'distributed/rendezvous.py", line 198, in _create_c10d_store\n'
        "(MegatronPolicyWorker pid=88122, ip=10.52.3.17)     return TCPStore(\n"
        "(MegatronPolicyWorker pid=88122, ip=10.52.3.17) torch.distributed.DistStoreError: Timed out after 601 "
        "seconds waiting for clients. 8/16 clients joined.\n"
    )
    raised = (
        "(MegatronPolicyWorker pid=51410, ip=192.168.40.18) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=51410, ip=192.168.40.18)   File "/usr/local/lib/python3.12/dist-packages/torch/'
        'distributed/rendezvous.py", line 198, in _create_c10d_store\n'
        "(MegatronPolicyWorker pid=51410, ip=192.168.40.18)     return TCPStore(\n"
        "(MegatronPolicyWorker pid=51410, ip=192.168.40.18) torch.distributed.DistNetworkError: The client socket "
        "has timed out after 600000ms while trying to connect to (10.52.3.17, 1583).\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(warned + store + raised), exit_code=1,
                          bridge_root=BRIDGE))
    assert (j.result, j.category) == (Verdict.BLOCKED, "network"), j
    assert j.first_error is not None and j.first_error.startswith("torch.distributed.DistNetworkError: The client"), j
    # only the warnings: the store's timeout is quoted, still the network's
    k = judge(TriageInput(framework="nemo-rl", lines=split_lines(warned + store), exit_code=1, bridge_root=BRIDGE))
    assert (k.result, k.category, k.rule) == (Verdict.BLOCKED, "network", "store-unreachable"), k
    # no rank said it could not connect: a rank that never came, the rendezvous rule's (cluster)
    m = judge(TriageInput(framework="nemo-rl", lines=split_lines(store), exit_code=1, bridge_root=BRIDGE))
    assert (m.result, m.category, m.rule) == (Verdict.BLOCKED, "cluster", "rendezvous"), m


def test_a_cuda_error_one_ranks_watchdog_reported_is_quoted_where_another_rank_raised_it() -> None:
    # rank 1's NCCL watchdog reports the illegal memory access first (asynchronously, no Python frames); rank 0
    # raised the same CUDA error from the model's code with a traceback: that raise says where the fault was
    log = (
        "(MegatronPolicyWorker pid=2) [rank1]:[E1129 04:30:07.381920417 ProcessGroupNCCL.cpp:1944] [PG ID 1 PG GUID 1 "
        "Rank 1] Process group watchdog thread terminated with exception: CUDA error: an illegal memory access was "
        "encountered\n"
        "(MegatronPolicyWorker pid=2) Exception raised from c10_cuda_check_implementation at /pytorch/c10/cuda/"
        "CUDAException.cpp:43 (most recent call first):\n"
        "(MegatronPolicyWorker pid=2) frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x98 "
        "(0x7f8a5d56c5e8 in /opt/venv/lib/python3.12/site-packages/torch/lib/libc10.so)\n"
        "(MegatronPolicyWorker pid=2) frame #5: c10d::ProcessGroupNCCL::watchdogHandler() + 0x782 (0x7f8a0b6993d2 in "
        "/opt/venv/lib/python3.12/site-packages/torch/lib/libtorch_cuda.so)\n"
        "(MegatronPolicyWorker pid=2) terminate called after throwing an instance of 'c10::DistBackendError'\n"
        "(MegatronPolicyWorker pid=2)   what():  [PG ID 1 PG GUID 1 Rank 1] Process group watchdog thread terminated "
        "with exception: CUDA error: an illegal memory access was encountered\n"
        "(MegatronPolicyWorker pid=2) *** SIGABRT received at time=1795926607 on cpu 37 ***\n"
        "(MegatronPolicyWorker pid=2) Fatal Python error: Aborted\n"
        "(MegatronPolicyWorker pid=1) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=1)   File "/work/Megatron-Bridge/src/megatron/bridge/models/qwen/fused_qk_rope'
        '.py", line 87, in fused_qk_norm_rope\n'
        "(MegatronPolicyWorker pid=1)     max_seqlen = int(cu_seqlens.diff().max().item())\n"
        "(MegatronPolicyWorker pid=1) RuntimeError: CUDA error: an illegal memory access was encountered\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.first_error == "RuntimeError: CUDA error: an illegal memory access was encountered", j
    # no rank raised it: the watchdog's report is what the log has
    alone = log.split("(MegatronPolicyWorker pid=1) Traceback")[0]
    k = judge(TriageInput(framework="nemo-rl", lines=split_lines(alone), exit_code=1, bridge_root=BRIDGE))
    assert k.first_error is not None and "watchdog thread terminated" in k.first_error, k


def test_pythons_word_for_a_missing_python3_config_is_the_images() -> None:
    # Megatron-Core's compile_helpers runs `python3-config --extension-suffix`: subprocess raising FileNotFoundError
    # for it is the same missing python3-dev as the shell's `python3-config: not found` (Blocked, container)
    log = (
        "(MegatronPolicyWorker pid=7) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=7)   File "/workspace/Megatron-Bridge/3rdparty/Megatron-LM/megatron/core/datasets/'
        'utils.py", line 31, in compile_helpers\n'
        '(MegatronPolicyWorker pid=7)     ext_suffix = subprocess.check_output(["python3-config", '
        '"--extension-suffix"]).decode().strip()\n'
        "(MegatronPolicyWorker pid=7) FileNotFoundError: [Errno 2] No such file or directory: 'python3-config'\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "container", "helpers-cpp-python3-config"), j


def test_an_instantiate_wrapper_is_explained_by_the_error_its_target_raised() -> None:
    # Hydra's (and the Bridge's) `InstantiationException: Error in call to target 'X':` carries the target's error
    # as a repr on the next line: quoted from that repr, or from the error's own report where the log has one
    wrapper = (
        "(MegatronPolicyWorker pid=3) megatron.bridge.utils.instantiate_utils.InstantiationException: Error "
        "instantiating {'_target_': 'megatron.bridge.models.qwen.qwen_provider.Qwen3MoEModelProvider'} for key "
        ".model: Error in call to target 'megatron.bridge.models.qwen.qwen_provider.Qwen3MoEModelProvider':\n"
        "(MegatronPolicyWorker pid=3) ValueError('When using expert parallelism and tensor parallelism, sequence "
        "parallelism must be used')\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(wrapper), exit_code=1, bridge_root=BRIDGE))
    assert j.first_error == ("ValueError('When using expert parallelism and tensor parallelism, sequence "
                             "parallelism must be used')"), j
    own = (
        "(MegatronPolicyWorker pid=3) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=3)   File "/work/Megatron-Bridge/src/megatron/bridge/models/qwen/qwen_provider'
        '.py", line 90, in __post_init__\n'
        "(MegatronPolicyWorker pid=3)     raise ValueError(\n"
        "(MegatronPolicyWorker pid=3) ValueError: When using expert parallelism and tensor parallelism, sequence "
        "parallelism must be used\n"
    )
    k = judge(TriageInput(framework="nemo-rl", lines=split_lines(wrapper + own), exit_code=1, bridge_root=BRIDGE))
    assert k.first_error == ("ValueError: When using expert parallelism and tensor parallelism, sequence "
                             "parallelism must be used"), k


def test_a_watchdog_timeout_is_explained_by_a_ranks_unhandled_error() -> None:
    # rank 0 timed out waiting in a collective; Ray later reports (when the result is dropped) that another rank's
    # init raised its own error: the peers waited for a rank that had failed, and that error is the cause
    log = (
        "(WorkerDict pid=1) [rank0]:[E715 11:30:27.402618335 ProcessGroupNCCL.cpp:632] [Rank 0] Watchdog caught "
        "collective operation timeout: WorkNCCL(SeqNum=9, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, "
        "Timeout(ms)=600000) ran for 600071 milliseconds before timing out.\n"
        "(TaskRunner pid=9) Unhandled error (suppress with 'RAY_IGNORE_UNHANDLED_ERRORS=1'): "
        "ray::WorkerDict.actor_rollout_ref_init_model() (pid=5, ip=10.52.12.7)\n"
        '(TaskRunner pid=9)   File "/work/Megatron-Bridge/src/megatron/bridge/models/gpt_provider.py", line 301, '
        "in provide\n"
        "(TaskRunner pid=9)     raise ValueError(\n"
        "(TaskRunner pid=9) ValueError: Pipeline stage 1 resolved to 11 transformer layers but the layout assigns 12\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.result == Verdict.FAIL, j
    assert j.first_error is not None and j.first_error.startswith("ValueError: Pipeline"), j
    # without Ray's unhandled-error report the later error is not tied to the wait: the timeout stays the root
    plain = log.replace("Unhandled error (suppress with 'RAY_IGNORE_UNHANDLED_ERRORS=1'): ", "")
    k = judge(TriageInput(framework="verl", lines=split_lines(plain), exit_code=1, bridge_root=BRIDGE))
    assert k.first_error is not None and "Watchdog caught collective operation timeout" in k.first_error, k


def test_a_recipe_needing_a_newer_cuda_on_gpus_that_have_the_capability_is_the_images() -> None:
    # TE's check names the GPU generation and the CUDA toolkit: on an H100 node the toolkit (cu128) is what is short
    # (Blocked, container); on a node of another generation the GPU is short too, the placement's (cluster)
    def log(gpu: str) -> str:
        return (
            f"[bridge-validate] node=hgx-c12 gpus=2 ({gpu}) image=nemo-rl:nightly\n"
            "(MegatronPolicyWorker pid=4) Traceback (most recent call last):\n"
            '(MegatronPolicyWorker pid=4)   File "/opt/venv/lib/python3.12/site-packages/transformer_engine/pytorch/'
            'fp8.py", line 465, in check_fp8_block_scaling_support\n'
            "(MegatronPolicyWorker pid=4) AssertionError: FP8 block scaled GEMM requires Hopper and CUDA >= 12.9.\n"
        )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log("NVIDIA H100 80GB HBM3")), exit_code=1,
                          bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "container", "cuda-toolkit-too-old-hopper"), j
    k = judge(TriageInput(framework="nemo-rl", lines=split_lines(log("NVIDIA A100-SXM4-80GB")), exit_code=1,
                          bridge_root=BRIDGE))
    assert (k.result, k.category) == (Verdict.BLOCKED, "cluster"), k


def test_a_learning_signal_run_that_never_earned_anything_fails_where_a_smoke_does_not() -> None:
    # twelve steps with the score exactly 0 at each: the policy never earned anything over a learning-signal run
    # (the seeds' "silently produce zero"); the same two-step smoke says nothing about learning and passes
    def log(n: int) -> str:
        steps = "".join(
            f"(TaskRunner pid=1) step:{i} - actor/grad_norm:0.0030 - critic/score/mean:0.0 - training/global_step:{i}\n"
            for i in range(1, n + 1)
        )
        return (
            "+ VANILLA_MBRIDGE=False\n" + steps
            + f"(TaskRunner pid=1) Training Progress: 100%|██████████| {n}/{n} [00:12<00:00, 6.20s/it]\n"
        )
    j = judge(TriageInput(framework="verl", lines=split_lines(log(12)), exit_code=0, bridge_root=BRIDGE))
    assert (j.result, j.rule, j.first_error) == (Verdict.FAIL, "never-earned", None), j
    k = judge(TriageInput(framework="verl", lines=split_lines(log(2)), exit_code=0, bridge_root=BRIDGE))
    assert k.result == Verdict.PASS, k


def test_the_runners_echo_of_its_command_shows_vanilla_mbridge_like_any_command_line() -> None:
    # our runner prints the command of each step before it runs it; the assignment there is the one verl's script
    # ran with, the seeds' key line, where the run's own output does not repeat it
    log = (
        "[bridge-validate] step 3/3: MODEL_ID=Qwen/Qwen3-0.6B USE_MBRIDGE=True VANILLA_MBRIDGE=False "
        "bash tests/special_e2e/run_ppo_trainer_megatron.sh\n"
        "(TaskRunner pid=1) Training Progress:   0%|          | 0/1 [00:00<?, ?it/s]\n"
        "(TaskRunner pid=1) step:1 - actor/grad_norm:0.41 - critic/score/mean:0.5 - training/global_step:1\n"
        "(TaskRunner pid=1) Training Progress: 100%|██████████| 1/1 [00:27<00:00, 27.45s/it]\n"
        "[bridge-validate] job finished rc=0\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=0, bridge_root=BRIDGE))
    assert j.result == Verdict.PASS, j
    # a runner note quoting a value is not a command: the key line is still missing
    note = log.replace("[bridge-validate] step 3/3: ", "[bridge-validate] note: the template sets ")
    k = judge(TriageInput(framework="verl", lines=split_lines(note), exit_code=0, bridge_root=BRIDGE))
    assert (k.result, k.rule) == (Verdict.BLOCKED, "pass-criteria"), k


def test_a_runner_note_that_it_synced_the_bridge_into_a_variables_path_names_a_copy_of_the_checkout() -> None:
    # the runner printed NEMO_RL_REPO=... and then that it synced the Bridge tree into $NEMO_RL_REPO/3rdparty/...:
    # the vendored path NeMo-RL imports is the change under test, not another Bridge
    head = (
        "[bridge-validate] BRIDGE_REPO=/ws/bv-1/Megatron-Bridge\n"
        "[bridge-validate] NEMO_RL_REPO=/ws/bv-1/RL\n"
    )
    sync = (
        "[bridge-validate] synced bridge tree into $NEMO_RL_REPO/3rdparty/Megatron-Bridge-workspace/"
        "Megatron-Bridge\n"
    )
    imported = "/ws/bv-1/RL/3rdparty/Megatron-Bridge-workspace/Megatron-Bridge/src/megatron/bridge/__init__.py\n"
    lines = split_lines(head + sync + imported)
    assert "/ws/bv-1/RL/3rdparty/Megatron-Bridge-workspace/Megatron-Bridge" in synced_copies(
        lines, "/ws/bv-1/Megatron-Bridge"
    )
    # without the note the vendored copy is another Bridge
    assert synced_copies(split_lines(head + imported), "/ws/bv-1/Megatron-Bridge") == ()


def test_duplicate_gpus_where_the_base_passed_on_the_same_node_are_the_changes() -> None:
    log = (
        "(MegatronPolicyWorker pid=2) dgx-b12:32114:33208 [0] init.cc:1010 NCCL WARN Duplicate GPU detected : rank 0 "
        "and rank 1 both on CUDA device 18000\n"
        "(MegatronPolicyWorker pid=2) torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/"
        "distributed/c10d/NCCLUtils.cpp:77, invalid usage (run with NCCL_DEBUG=WARN for details)\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.rule) == (Verdict.BLOCKED, "duplicate-gpu"), j
    note = "[bridge-validate] note: same command on base commit 067f987d (same node, same image): rc=0\n"
    k = judge(TriageInput(framework="nemo-rl", lines=split_lines(log + note), exit_code=1, bridge_root=BRIDGE))
    assert k.result == Verdict.FAIL and (k.rule or "").startswith("base-passes-"), k


def test_a_watchdogs_remote_process_exited_is_explained_by_the_error_a_peer_raised() -> None:
    # rank 1's watchdog aborts because a peer went away (NCCL: remote process exited); rank 0 raised from the
    # Bridge's import code: that error is the cause
    log = (
        "(MegatronPolicyWorker pid=8) [rank1]:[E1029 12:03:01.1 ProcessGroupNCCL.cpp:1916] [PG ID 0 PG GUID "
        "0(default_pg) Rank 1] Process group watchdog thread terminated with exception: NCCL error: remote process "
        "exited or there was a network error, NCCL version 2.27.3\n"
        "(MegatronPolicyWorker pid=8) *** SIGABRT received at time=1761746580 on cpu 3 ***\n"
        "(MegatronPolicyWorker pid=7) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=7)   File "/work/Megatron-Bridge/src/megatron/bridge/models/conversion/'
        'param_mapping.py", line 1210, in merge_qkv_weights\n'
        "(MegatronPolicyWorker pid=7)     if provider.attention_output_gate:\n"
        "(MegatronPolicyWorker pid=7) AttributeError: 'Qwen2ModelProvider' object has no attribute "
        "'attention_output_gate'\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.result == Verdict.FAIL, j
    assert j.first_error == "AttributeError: 'Qwen2ModelProvider' object has no attribute 'attention_output_gate'", j


def test_zeromqs_context_terminated_with_more_lines_is_still_a_shutdowns() -> None:
    # vLLM's server process printing `ContextTerminated` (then its shutdown line) is its event loop being closed
    # under it; the trainer's own error is the cause
    log = (
        "(vLLMHttpServer pid=3) Traceback (most recent call last):\n"
        '(vLLMHttpServer pid=3)   File "/usr/local/lib/python3.12/dist-packages/zmq/sugar/socket.py", line 805, in '
        "recv_multipart\n"
        "(vLLMHttpServer pid=3) zmq.error.ContextTerminated: Context was terminated\n"
        "(vLLMHttpServer pid=3) Shutting down FastAPI HTTP server.\n"
        "(TaskRunner pid=2) Traceback (most recent call last):\n"
        '(TaskRunner pid=2)   File "/work/Megatron-Bridge/src/megatron/bridge/models/conversion/param_mapping.py", '
        "line 1250, in split_qkv_biases\n"
        "(TaskRunner pid=2)     if provider.attention_output_gate:\n"
        "(TaskRunner pid=2) AttributeError: 'Qwen2ModelProvider' object has no attribute 'attention_output_gate'\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.first_error == "AttributeError: 'Qwen2ModelProvider' object has no attribute 'attention_output_gate'", j


def test_a_peers_closed_socket_is_explained_by_that_peers_own_nccl_warning() -> None:
    # rank 1 raises NCCL's remote error after its socket to rank 0 closed; rank 0 had warned that it could not
    # create its /dev/shm segment: that warning, not the closed socket, says why
    log = (
        "(MegatronPolicyWorker pid=1) h1:1:11 [0] misc/shmutils.cc:87 NCCL WARN Error: failed to extend "
        "/dev/shm/nccl-Qw9TzB to 9637892 bytes, error: No space left on device (28)\n"
        "(VllmWorker pid=2) h1:2:22 [1] misc/socket.cc:64 NCCL WARN socketProgress: Connection closed by remote "
        "peer h1<52117>\n"
        "(VllmWorker pid=2) Traceback (most recent call last):\n"
        '(VllmWorker pid=2)   File "/opt/venv/lib/python3.12/site-packages/torch/distributed/distributed_c10d.py", '
        "line 2823, in broadcast\n"
        "(VllmWorker pid=2)     work = group.broadcast([tensor], opts)\n"
        "(VllmWorker pid=2) RuntimeError: NCCL error: remote process exited or there was a network error\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.first_error is not None and j.first_error.startswith("Error: failed to extend /dev/shm/"), j
    # the closed socket alone is what the log has
    alone = "\n".join(log.splitlines()[1:]) + "\n"
    k = judge(TriageInput(framework="nemo-rl", lines=split_lines(alone), exit_code=1, bridge_root=BRIDGE))
    assert k.first_error is not None and k.first_error.startswith("socketProgress: Connection closed"), k


def test_the_hubs_429_under_the_dataset_loader_is_its_rate_limit() -> None:
    # datasets asked the Hub for the dataset's optional config file and got 429: the Hub's rate limit (Blocked,
    # rate-limit), not the data
    log = (
        "Traceback (most recent call last):\n"
        '  File "/usr/local/lib/python3.12/dist-packages/datasets/load.py", line 1215, in dataset_module_factory\n'
        "    raise e1 from None\n"
        '  File "/usr/local/lib/python3.12/dist-packages/huggingface_hub/utils/_http.py", line 475, in '
        "hf_raise_for_status\n"
        "    raise _format(HfHubHTTPError, str(e), response) from e\n"
        "huggingface_hub.errors.HfHubHTTPError: 429 Client Error: Too Many Requests for url: "
        "https://huggingface.co/datasets/nvidia/OpenMathInstruct-2/resolve/main/.huggingface.yaml\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "rate-limit", "hf-rate-limit"), j


def test_the_downstream_drivers_own_check_of_the_jobs_settings_is_the_jobs() -> None:
    # NeMo-RL's driver refuses a setting the site template gave it before any worker exists (no Bridge frame):
    # the job's settings (Blocked, job-config)
    log = (
        "Traceback (most recent call last):\n"
        '  File "/ws/RL/examples/run_grpo.py", line 214, in <module>\n'
        "    main()\n"
        '  File "/ws/RL/nemo_rl/data/datasets/__init__.py", line 88, in load_response_dataset\n'
        "    raise ValueError(\n"
        "ValueError: Unsupported dataset_name='bv_sitedata.math.GSM8KLocal'. Please either use a built-in dataset\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (
        Verdict.BLOCKED, "job-config", "downstream-driver-refused-the-settings"), j
    # the same kind of error raised in a worker and carried to the driver is not the driver's own check
    carried = (
        "Traceback (most recent call last):\n"
        '  File "/ws/RL/examples/run_grpo.py", line 214, in <module>\n'
        "    main()\n"
        "ray.exceptions.RayTaskError(ValueError): ray::MegatronPolicyWorker.train() (pid=5, ip=10.0.0.1)\n"
        '  File "/ws/RL/nemo_rl/models/policy/workers/megatron_policy_worker.py", line 900, in train\n'
        "    raise ValueError(\n"
        "ValueError: Object present on multiple PP ranks: [0, 1]\n"
    )
    k = judge(TriageInput(framework="nemo-rl", lines=split_lines(carried), exit_code=1, bridge_root=BRIDGE))
    assert k.rule != "downstream-driver-refused-the-settings", k


def test_a_watchdog_timeout_is_explained_by_the_error_the_driver_got_from_a_ranks_task() -> None:
    # rank 6 timed out in an all-to-all; the driver's ray.get re-raised what rank 1's task raised from its code
    # (RayTaskError(CheckpointError)): the peers waited for the rank that failed, and its error is the cause
    def log(raised: str) -> str:
        return (
            "(WorkerDict pid=6) [rank6]:[E1129 12:26:51.207734116 ProcessGroupNCCL.cpp:632] [Rank 6] Watchdog caught "
            "collective operation timeout: WorkNCCL(SeqNum=4127, OpType=ALLTOALL_BASE, NumelIn=8, NumelOut=8, "
            "Timeout(ms)=600000) ran for 600512 milliseconds before timing out.\n"
            "Traceback (most recent call last):\n"
            '  File "/ws/verl/verl/trainer/main_ppo.py", line 42, in main\n'
            "    run_ppo(config)\n"
            f"ray.exceptions.RayTaskError({raised.split(':')[0].rsplit('.', 1)[-1]}): "
            "ray::WorkerDict.actor_rollout_update_actor() (pid=1, ip=10.52.9.14)\n"
            '  File "/usr/local/lib/python3.12/dist-packages/torch/utils/checkpoint.py", line 902, in '
            "check_recomputed\n"
            "    raise CheckpointError(\n"
            f"{raised}\n"
        )
    j = judge(TriageInput(framework="verl", lines=split_lines(log(
        "torch.utils.checkpoint.CheckpointError: torch.utils.checkpoint: Recomputed values for the following tensors "
        "have different metadata than during the forward pass.")), exit_code=1, bridge_root=BRIDGE))
    assert j.first_error is not None and j.first_error.startswith("torch.utils.checkpoint.CheckpointError"), j
    # a communication error carried the same way is the timeout's consequence: the timeout stays the root
    k = judge(TriageInput(framework="verl", lines=split_lines(log(
        "torch.distributed.DistBackendError: NCCL communicator was aborted on rank 1.")), exit_code=1,
        bridge_root=BRIDGE))
    assert k.first_error is not None and "Watchdog caught collective operation timeout" in k.first_error, k


def test_a_refused_connection_is_explained_by_the_server_that_could_not_bind_its_port() -> None:
    # a server of the job could not listen on port 17243 (another job held it); later a client is refused there:
    # the bind failure is the cause (the node's port, Blocked), not the client's error
    def log(port: int) -> str:
        return (
            "(NemoGym pid=7) INFO:     Started server process [89114]\n"
            "(NemoGym pid=7) ERROR:    [Errno 98] error while attempting to bind on address ('0.0.0.0', 17243): "
            "address already in use\n"
            "  ✓ NeMo-Gym environment ready\n"
            "(NemoGym pid=7) ERROR:    Exception in ASGI application\n"
            "(NemoGym pid=7) Traceback (most recent call last):\n"
            '(NemoGym pid=7)   File "/opt/venv/lib/python3.12/site-packages/aiohttp/connector.py", line 1268, in '
            "_create_direct_connection\n"
            "(NemoGym pid=7)     raise last_exc\n"
            f"(NemoGym pid=7) aiohttp.client_exceptions.ClientConnectorError: Cannot connect to host 10.42.7.31:{port} "
            f"ssl:default [Connect call failed ('10.42.7.31', {port})]\n"
        )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log(17243)), exit_code=1, bridge_root=BRIDGE))
    assert j.result == Verdict.BLOCKED and j.first_error is not None and "[Errno 98]" in j.first_error, j
    # refused on another port: the bind failure explains nothing there
    k = judge(TriageInput(framework="nemo-rl", lines=split_lines(log(18862)), exit_code=1, bridge_root=BRIDGE))
    assert k.first_error is not None and "ClientConnectorError" in k.first_error, k


def test_an_installed_library_saying_its_own_part_could_not_be_imported_is_a_dependency() -> None:
    # ModelOpt asserts that its JIT extension is absent (never built: no nvcc in the image): the environment lacks it
    log = (
        "(WorkerDict pid=3) Traceback (most recent call last):\n"
        '(WorkerDict pid=3)   File "/usr/local/lib/python3.12/dist-packages/modelopt/torch/quantization/'
        'tensor_quant.py", line 64, in scaled_e4m3_impl\n'
        "(WorkerDict pid=3)     assert cuda_ext_fp8 is not None, (\n"
        "(WorkerDict pid=3) AssertionError: cuda_ext_fp8 could not be imported. E4M3 quantization requires CUDA and "
        "cuda_ext_fp8\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "dependency", "optional-package-missing"), j
    assert j.root_cause is not None and j.root_cause.missing_module == "cuda_ext_fp8", j
    # the same words raised from the Bridge's own code are the Bridge's
    own = log.replace("/usr/local/lib/python3.12/dist-packages/modelopt/torch/quantization/",
                      "/work/Megatron-Bridge/src/megatron/bridge/models/")
    k = judge(TriageInput(framework="verl", lines=split_lines(own), exit_code=1, bridge_root=BRIDGE))
    assert k.result == Verdict.FAIL, k


def test_verl_finding_no_vllm_installed_is_the_environments() -> None:
    # verl reads vLLM's installed version at import; None is no vLLM distribution at all (PackageNotFoundError)
    log = (
        "(WorkerDict pid=2) Traceback (most recent call last):\n"
        '(WorkerDict pid=2)   File "/ws/verl/verl/third_party/vllm/__init__.py", line 37, in <module>\n'
        "(WorkerDict pid=2)     raise ValueError(\n"
        "(WorkerDict pid=2) ValueError: vllm version None not supported and SGLang also not Found. Currently "
        "supported vllm versions are 0.18.0+\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "dependency", "rollout-engine-not-installed"), j
    assert j.root_cause is not None and j.root_cause.missing_module == "vllm", j
    # an installed vLLM of an unsupported version is not a missing one
    old = log.replace("version None", "version 0.6.3.post1")
    k = judge(TriageInput(framework="verl", lines=split_lines(old), exit_code=1, bridge_root=BRIDGE))
    assert k.rule != "rollout-engine-not-installed", k


def test_vllm_short_of_free_memory_where_the_runner_saw_another_process_on_the_gpu_is_the_nodes() -> None:
    # the runner's nvidia-smi process list before launch shows a process outside the job holding 62 GB of GPU 1
    note = ("[bridge-validate] note: nvidia-smi --query-compute-apps before launch: GPU 1 pid=3312907 (python3, not "
            "started by this job) used_memory=62214 MiB\n")
    log = (
        "(EngineCore_DP0 pid=9) ERROR 11-29 17:43:15 [core.py:843] ValueError: Free memory on device cuda:0 "
        "(14.62/79.19 GiB) on startup is less than desired GPU memory utilization (0.5, 39.6 GiB). Decrease GPU "
        "memory utilization or reduce GPU memory used by other processes.\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log + note), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "cluster", "gpu-held-before-start"), j
    k = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert k.rule != "gpu-held-before-start", k


def test_a_crash_is_not_explained_by_a_setting_its_process_reported_earlier() -> None:
    # the policy worker's last line before its faulthandler dump is the optimizer it configured at setup: the crash
    # is quoted by its own line, not by that report
    log = (
        "(MegatronPolicyWorker pid=4) Optimizer: DistributedOptimizer (adam), lr=5e-06, weight_decay=0.01\n"
        "✓ Training setup complete in 101.4 seconds\n"
        "========================= Step 1/2 =========================\n"
        "(MegatronPolicyWorker pid=4) Fatal Python error: Floating point exception\n"
        "(MegatronPolicyWorker pid=4) \n"
        "(MegatronPolicyWorker pid=4) Current thread 0x00007f2e81d5b740 (most recent call first):\n"
        '(MegatronPolicyWorker pid=4)   File "/opt/venv/lib/python3.12/site-packages/transformer_engine/pytorch/'
        'cpp_extensions/gemm.py", line 208 in general_gemm\n'
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.first_error == "Fatal Python error: Floating point exception", j
    # a last line that says something went wrong still explains the crash
    said = log.replace("Optimizer: DistributedOptimizer (adam), lr=5e-06, weight_decay=0.01",
                       "Optimizer: step skipped, grad_norm=nan (overflow)")
    k = judge(TriageInput(framework="nemo-rl", lines=split_lines(said), exit_code=1, bridge_root=BRIDGE))
    assert k.first_error is not None and k.first_error.startswith("Optimizer: step skipped"), k


def test_a_killed_workers_death_is_not_outranked_by_a_peer_saying_the_store_went_away() -> None:
    # rank 2 reports the TCPStore it polled has gone (rank 0's process was killed); the driver's report of the death
    # comes later in the log but says why: Ray's memory monitor killed the worker
    def log(symptom: str) -> str:
        return (
            f"(WorkerDict pid=2) [rank2]:[E1129 14:19:09.114702381 ProcessGroupNCCL.cpp:1662] {symptom}\n"
            "Traceback (most recent call last):\n"
            '  File "/ws/verl/verl/single_controller/ray/base.py", line 56, in func\n'
            "    output = ray.get(output)\n"
            "ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.\n"
            "The actor is dead because its worker process has died. Worker exit type: SYSTEM_ERROR Worker exit "
            "detail: Task was killed due to the node running low on memory.\n"
        )
    gone = ('[PG ID 0 PG GUID 0(default_pg) Rank 2] Failed to check the "should dump" flag on TCPStore, (maybe '
            "TCPStore server has shut down too early), with error: Connection reset by peer")
    j = judge(TriageInput(framework="verl", lines=split_lines(log(gone)), exit_code=1, bridge_root=BRIDGE))
    assert j.first_error is not None and "Task was killed due to the node running low on memory" in j.first_error, j
    # a symptom that does not say the other side went away, printed before the death, still comes first
    own = ('[PG ID 0 PG GUID 0(default_pg) Rank 2] Failed to check the "should dump" flag on TCPStore, with error: '
           "Broken pipe")
    k = judge(TriageInput(framework="verl", lines=split_lines(log(own)), exit_code=1, bridge_root=BRIDGE))
    assert k.first_error is not None and "Broken pipe" in k.first_error, k


def test_a_hang_the_stack_dump_puts_in_a_weights_read_is_the_storages() -> None:
    # the runner's dump stops in safetensors reading a weights file: the storage; where the log shows the file on an
    # NFS mount (the process asleep in the NFS client's RPC wait), the file server or the network to it
    frames = (
        "    read (libc.so.6)\n"
        "    safe_open.__init__ (safetensors/torch.py:313)\n"
        "    safetensors_weights_iterator (vllm/model_executor/model_loader/weight_utils.py:522)\n"
        "    load_weights (vllm/model_executor/models/llama.py:608)\n"
    )
    j = _timed_out("verl", _dumped(frames))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "disk", "hung-reading-weights"), j
    nfs = _dumped(frames) + ("[bridge-validate] diagnostics: ps -o pid,stat,wchan:20,cmd -p 9031 -> 9031 D    "
                             "rpc_wait_bit_killable  VLLM::EngineCore\n")
    k = _timed_out("verl", nfs)
    assert (k.result, k.category, k.rule) == (Verdict.BLOCKED, "network", "hung-reading-weights-over-nfs"), k
    # a dump that stops in the engine's own loader code is not a read
    e = _timed_out("verl", _dumped("    load_weights (vllm/model_executor/models/llama.py:608)\n"))
    assert e.rule not in ("hung-reading-weights", "hung-reading-weights-over-nfs"), e


def test_verls_older_register_center_assert_is_the_workers_never_placed() -> None:
    # verl before its #947 asserted in lower case; Ray meanwhile could not schedule the workers' GPUs
    log = (
        "(autoscaler +21s) Warning: The following resource request cannot be scheduled right now: {'CPU': 1.0, "
        "'GPU': 1.0}. This is likely due to all cluster resources being claimed by actors.\n"
        "Traceback (most recent call last):\n"
        '  File "/ws/verl/verl/single_controller/ray/base.py", line 598, in _init_with_resource_pool\n'
        "    assert register_center_actor is not None, f\"failed to get register_center_actor: ...\"\n"
        "AssertionError: failed to get register_center_actor: uJ9dQe_register_center in [{'name': "
        "'uJ9dQeWorkerDict_0:0'}]\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "ray", "workers-never-placed"), j


def test_an_import_error_naming_a_vendored_bridge_file_is_the_wrong_bridge() -> None:
    # Python's ImportError names the file the module came from: a vendored copy under NeMo-RL's 3rdparty, not the
    # checkout under test, whatever name it lacks
    def log(where: str) -> str:
        return (
            "(MegatronPolicyWorker pid=5) Traceback (most recent call last):\n"
            '(MegatronPolicyWorker pid=5)   File "/ws/nemo-rl/nemo_rl/models/megatron/setup.py", line 61, in '
            "<module>\n"
            "(MegatronPolicyWorker pid=5)     from megatron.bridge.utils.cuda_graph import set_cuda_graph_modules\n"
            "(MegatronPolicyWorker pid=5) ImportError: cannot import name 'set_cuda_graph_modules' from "
            f"'megatron.bridge.utils.cuda_graph' ({where}/src/megatron/bridge/utils/cuda_graph.py)\n"
        )
    vendored = "/ws/nemo-rl/3rdparty/Megatron-Bridge-workspace/Megatron-Bridge"
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log(vendored)), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "bridge-path", "wrong-bridge-path"), j
    # the same error from the checkout under test is the change's API break
    k = judge(TriageInput(framework="nemo-rl", lines=split_lines(log(BRIDGE)), exit_code=1, bridge_root=BRIDGE))
    assert k.result == Verdict.FAIL, k


def test_ranks_timing_out_on_the_same_collective_with_different_sizes_diverged_in_the_code() -> None:
    # before the first step both ranks' watchdogs time out on broadcast #13, one sending a whole layer and the other
    # a shard: the ranks met and called different collectives (the change's loading), not a network that never met
    def log(numel1: int) -> str:
        return (
            "(WorkerDict pid=1) [rank0]:[E1129 17:13:07.301774520 ProcessGroupNCCL.cpp:632] [Rank 0] Watchdog caught "
            "collective operation timeout: WorkNCCL(SeqNum=13, OpType=BROADCAST, NumelIn=544997376, "
            "NumelOut=544997376, Timeout(ms)=600000) ran for 600041 milliseconds before timing out.\n"
            "(WorkerDict pid=2) [rank1]:[E1129 17:13:07.318562917 ProcessGroupNCCL.cpp:632] [Rank 1] Watchdog caught "
            f"collective operation timeout: WorkNCCL(SeqNum=13, OpType=BROADCAST, NumelIn={numel1}, "
            f"NumelOut={numel1}, Timeout(ms)=600000) ran for 600058 milliseconds before timing out.\n"
        )
    j = judge(TriageInput(framework="verl", lines=split_lines(log(1081344)), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.rule) == (Verdict.FAIL, "nccl-collective-mismatch"), j
    # the same collective with the same size on both ranks is a wait nobody answered: the ranks never met
    k = judge(TriageInput(framework="verl", lines=split_lines(log(544997376)), exit_code=1, bridge_root=BRIDGE))
    assert (k.result, k.rule) == (Verdict.BLOCKED, "nccl-timeout-setup"), k


def test_a_watchdogs_abort_is_explained_by_the_rank_that_raised_its_cuda_error() -> None:
    # rank 1's watchdog throws the CUDA error (its C++ report, terminate, SIGABRT) before rank 0's traceback of the
    # same error is printed: rank 0's raise says where the fault was
    frames = "".join(
        f"(MegatronPolicyWorker pid=2) frame #{n}: {fn} + 0x96 (0x7f8a1c0b4446 in /opt/venv/lib/python3.12/"
        "site-packages/torch/lib/libtorch_cuda.so)\n"
        for n, fn in enumerate((
            "c10::Error::Error(c10::SourceLocation, std::string)", "c10::detail::torchCheckFail(char const*)",
            "c10::cuda::c10_cuda_check_implementation(int, char const*)",
            "c10d::ProcessGroupNCCL::WorkNCCL::finishedGPUExecutionInternal() const",
            "c10d::ProcessGroupNCCL::WorkNCCL::isCompleted()", "c10d::ProcessGroupNCCL::watchdogHandler()",
            "c10d::ProcessGroupNCCL::ncclCommWatchdog()", "<unknown function>", "<unknown function>",
        ))
    )
    log = (
        "(MegatronPolicyWorker pid=2) [rank1]:[E1129 15:22:41.912034551 ProcessGroupNCCL.cpp:1918] [PG ID 0 PG GUID "
        "0(default_pg) Rank 1] Process group watchdog thread terminated with exception: CUDA error: an illegal "
        "memory access was encountered\n"
        "(MegatronPolicyWorker pid=2) CUDA kernel errors might be asynchronously reported at some other API call, so "
        "the stacktrace below might be incorrect.\n"
        "(MegatronPolicyWorker pid=2) For debugging consider passing CUDA_LAUNCH_BLOCKING=1\n"
        "(MegatronPolicyWorker pid=2) Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.\n"
        "(MegatronPolicyWorker pid=2) \n"
        "(MegatronPolicyWorker pid=2) Exception raised from c10_cuda_check_implementation at "
        "/opt/pytorch/c10/cuda/CUDAException.cpp:42 (most recent call first):\n"
        + frames
        + "(MegatronPolicyWorker pid=2) \n"
        "(MegatronPolicyWorker pid=2) terminate called after throwing an instance of 'c10::DistBackendError'\n"
        "(MegatronPolicyWorker pid=2) *** SIGABRT received at time=1796051361 on cpu 37 ***\n"
        "(MegatronPolicyWorker pid=1) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=1)   File "/work/Megatron-Bridge/src/megatron/bridge/models/gpt_provider.py", line '
        "412, in forward\n"
        "(MegatronPolicyWorker pid=1)     out = apply_rotary_pos_emb(q, freqs)\n"
        "(MegatronPolicyWorker pid=1) RuntimeError: CUDA error: an illegal memory access was encountered\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.first_error == "RuntimeError: CUDA error: an illegal memory access was encountered", j
    # another CUDA error raised elsewhere does not explain this one
    other = log.replace("RuntimeError: CUDA error: an illegal memory access", "RuntimeError: CUDA error: misaligned "
                        "address")
    k = judge(TriageInput(framework="nemo-rl", lines=split_lines(other), exit_code=1, bridge_root=BRIDGE))
    assert k.first_error != "RuntimeError: CUDA error: misaligned address was encountered", k


def test_the_downstreams_dataset_code_missing_a_records_field_is_the_datas() -> None:
    # verl's prompt-length filter looks up the configured prompt key in every record; the job's files have none
    def log(where: str) -> str:
        return (
            "(TaskRunner pid=6) Error processing one of the samples, skipping...\n"
            "(TaskRunner pid=6) Traceback (most recent call last):\n"
            f'(TaskRunner pid=6)   File "{where}", line 260, in doc2len\n'
            "(TaskRunner pid=6)     doc[prompt_key], add_generation_prompt=True, tokenize=True, **apply_kwargs\n"
            "(TaskRunner pid=6) KeyError: 'prompt'\n"
        )
    j = judge(TriageInput(framework="verl", lines=split_lines(log("/ws/verl/verl/utils/dataset/rl_dataset.py")),
                          exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "data", "record-lacks-a-field"), j
    # the same lookup in the Bridge's own code is the Bridge's
    k = judge(TriageInput(framework="verl", lines=split_lines(
        log(f"{BRIDGE}/src/megatron/bridge/data/builders/hf_dataset.py")), exit_code=1, bridge_root=BRIDGE))
    assert k.result == Verdict.FAIL, k


def test_slurm_failing_to_launch_a_task_of_the_step_is_the_clusters() -> None:
    log = (
        "srun: StepId=4412907.1 aborted before step completely launched.\n"
        "srun: error: task 0 launch failed: Unspecified error\n"
        "[ERROR] Background srun 'ray-workers' died (pid=2918344). Attempting to exit.\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "cluster", "slurm-launch-failed"), j
    assert j.first_error == "srun: error: task 0 launch failed: Unspecified error", j


def test_a_setup_collective_timeout_where_the_base_passed_in_the_same_place_is_the_changes() -> None:
    # the ranks never met before the first step; the runner's note says the base commit passed the same job: where it
    # ran on this node the ranks meet there, so the change kept one away (Fail); on another node it says nothing
    def log(where: str) -> str:
        return (
            "[bridge-validate] run=bv-1 framework=verl level=2 node=gpu-h100-b07 gpus=8\n"
            "(WorkerDict pid=4) [rank1]:[E1129 20:05:03.121899598 ProcessGroupNCCL.cpp:685] [Rank 1] Watchdog caught "
            "collective operation timeout: WorkNCCL(SeqNum=1187, OpType=_ALLGATHER_BASE, NumelIn=1835008, "
            "NumelOut=3670016, Timeout(ms)=600000) ran for 600052 milliseconds before timing out.\n"
            f"[bridge-validate] note: the same job on merge-base 067f987df ran {where} and finished rc=0\n"
        )
    j = judge(TriageInput(framework="verl", lines=split_lines(log("here")), exit_code=1, bridge_root=BRIDGE))
    assert j.result == Verdict.FAIL, j
    k = judge(TriageInput(framework="verl", lines=split_lines(log("on gpu-h100-a03")), exit_code=1,
                          bridge_root=BRIDGE))
    assert (k.result, k.rule) == (Verdict.BLOCKED, "nccl-timeout-setup"), k


def test_an_error_python_ignored_at_shutdown_after_a_wrapper_is_still_shutdown_noise() -> None:
    # Ray's ActorDiedError goes on for lines (class_name, pid, the death); Python's report of an error it ignored in a
    # destructor opens a new report after it, and stays noise: the vLLM worker's abort is the root
    log = (
        "(VllmGenerationWorker pid=4) Fatal Python error: Aborted\n"
        "(VllmGenerationWorker pid=4) \n"
        "(VllmGenerationWorker pid=4) Current thread 0x00007f3c1a9fe740 (most recent call first):\n"
        '(VllmGenerationWorker pid=4)   File "/ws/venv/lib/python3.12/site-packages/torchao/__init__.py", line 31 in '
        "<module>\n"
        "ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.\n"
        "\tclass_name: VllmGenerationWorker\n"
        "\tpid: 4\n"
        "The actor is dead because its worker process has died. Worker exit type: SYSTEM_ERROR Worker exit detail: "
        "Worker unexpectedly exits with a connection error code 2.\n"
        "Exception ignored in: <function VllmGeneration.__del__ at 0x7f12e0b4c9a0>\n"
        "Traceback (most recent call last):\n"
        '  File "/ws/nemo-rl/nemo_rl/models/generation/vllm/vllm_generation.py", line 861, in __del__\n'
        "    self.shutdown()\n"
        "AttributeError: 'VllmGeneration' object has no attribute 'worker_group'\n"
    )
    an = analyze(split_lines(log))
    ignored = next(e for e in an.events if e.exc_type == "AttributeError")
    assert ignored.caught_at_shutdown, ignored
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.first_error == "Fatal Python error: Aborted", j


def test_the_hub_librarys_strict_dataclass_check_is_no_download() -> None:
    # huggingface_hub's strict dataclasses refusing a value the caller set on a config (an int for a float field) is
    # that caller's value, not a fetch from the Hub
    def log(where: str) -> str:
        return (
            "Traceback (most recent call last):\n"
            f'  File "/opt/venv/lib/python3.12/site-packages/huggingface_hub/{where}", line 561, in _validate\n'
            "    raise TypeError(\n"
            "TypeError: Field 'attention_dropout' expected float, got int (value: 0)\n"
        )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log("dataclasses.py")), exit_code=1,
                          bridge_root=BRIDGE))
    assert j.rule != "hub-fetch", j
    k = judge(TriageInput(framework="nemo-rl", lines=split_lines(log("file_download.py")), exit_code=1,
                          bridge_root=BRIDGE))
    assert (k.result, k.rule) == (Verdict.BLOCKED, "hub-fetch"), k


def test_a_file_operation_answered_host_is_down_is_the_file_servers() -> None:
    # EHOSTDOWN on a path: the network filesystem's server stopped answering, here mid-run (after training started)
    log = (
        "(TaskRunner pid=3) Training Progress:  40%|████      | 2/5 [03:10<04:45, 95.2s/it]\n"
        "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.12/site-packages/nemo_run/core/execution/slurm.py", line 210, in status\n'
        "    os.listdir(job_dir)\n"
        "OSError: [Errno 112] Host is down: '/home/bv/.nemo_run/.slurm_jobs'\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "network", "file-server-down"), j
    other = log.replace("[Errno 112] Host is down", "[Errno 2] No such file or directory")
    k = judge(TriageInput(framework="verl", lines=split_lines(other), exit_code=1, bridge_root=BRIDGE))
    assert k.rule != "file-server-down", k


def test_a_ranks_gloo_connection_closed_by_peer_is_explained_by_the_error_that_peer_raised_later_in_the_log() -> None:
    # ranks 1-3 print Gloo's 'Connection closed by peer' first; rank 0's traceback, printed after them, says why it
    # went away (its open-file limit): that raise is the cause, wherever Ray prints it
    log = (
        "(WorkerDict pid=12) RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:534] Connection closed by "
        "peer [10.0.0.2]:51937\n"
        "(WorkerDict pid=10) Traceback (most recent call last):\n"
        '(WorkerDict pid=10)   File "/usr/lib/python3.12/selectors.py", line 349, in __init__\n'
        "(WorkerDict pid=10)     self._selector = self._selector_cls()\n"
        "(WorkerDict pid=10) OSError: [Errno 24] Too many open files\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.first_error == "OSError: [Errno 24] Too many open files", j
    assert (j.result, j.rule) == (Verdict.BLOCKED, "open-files-limit"), j


def test_nccl_finding_no_network_transport_on_a_node_is_the_nodes_setup() -> None:
    # the communicator's 'invalid usage' is explained by NCCL's last error: none of its network plugins could start
    # (NCCL_NET=IB where the container has no /dev/infiniband)
    log = (
        "(MegatronPolicyWorker pid=9, ip=10.0.0.3) RuntimeError: Failed to initialize NCCL communicator: invalid "
        "usage\n"
        "(MegatronPolicyWorker pid=9, ip=10.0.0.3) NCCL Last Error: Failed to initialize any NET plugin\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "cluster", "no-network-transport"), j
    assert j.first_error == "RuntimeError: Failed to initialize NCCL communicator: invalid usage", j


def test_a_process_stopped_by_sigterm_is_explained_by_the_scheduler_evicting_its_pod() -> None:
    # vLLM's engine exits 143 mid-run; kubectl's events, printed after the job, say the scheduler took the pod back
    log = (
        "(VllmAsyncGenerationWorker pid=22) (EngineCore_DP0 pid=23) ERROR 09-15 11:31:04 [core.py:710] SystemExit: "
        "143\n"
        "[bridge-validate] kubectl get events -n ci --field-selector involvedObject.name=bv-gpu-worker-x7q2m\n"
        "14s         Warning   Evict       pod/bv-gpu-worker-x7q2m       Pod is evicted, because of reclaim\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert (j.result, j.category, j.rule) == (Verdict.BLOCKED, "cluster", "node-refused-the-pod"), j
    assert j.first_error is not None and j.first_error.endswith("Pod is evicted, because of reclaim"), j


def test_a_drivers_copy_of_a_workers_error_is_explained_by_the_cause_the_worker_printed_with_it() -> None:
    # Ray's copy in the driver keeps only the last exception of the chain; the worker prints the whole chain later
    log = (
        "(TaskRunner pid=1) ray.exceptions.RayTaskError(CompilationError): ray::WorkerDict.compute_log_prob() "
        "(pid=7, ip=10.0.0.2)\n"
        "(TaskRunner pid=1) triton.compiler.errors.CompilationError: at 18:13:\n"
        "(WorkerDict pid=7) Traceback (most recent call last):\n"
        '(WorkerDict pid=7)   File "/usr/lib/python3/dist-packages/triton/compiler/code_generator.py", line 1310, in '
        "visit_Call\n"
        "(WorkerDict pid=7)     assert fn is None or _is_triton_builtin(fn)\n"
        '(WorkerDict pid=7) AssertionError: Function "get_int_dtype" is being called from a Triton function\n'
        "(WorkerDict pid=7) \n"
        "(WorkerDict pid=7) The above exception was the direct cause of the following exception:\n"
        "(WorkerDict pid=7) \n"
        "(WorkerDict pid=7) Traceback (most recent call last):\n"
        '(WorkerDict pid=7)   File "/workspace/verl/verl/workers/engine/megatron/transformer_impl.py", line 1122, in '
        "forward_step\n"
        "(WorkerDict pid=7)     output = model_forward_fn(model)\n"
        "(WorkerDict pid=7) triton.compiler.errors.CompilationError: at 18:13:\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.first_error == 'AssertionError: Function "get_int_dtype" is being called from a Triton function', j


def test_a_warning_its_logger_printed_just_before_a_segfault_is_not_what_the_crash_was() -> None:
    # c10's warning-level line (`[W918 ...] Warning: ...`) is what the library said while it went on; the crash's own
    # statement is the signal handler's
    log = (
        "(MegatronPolicyWorker pid=5) [W918 08:10:02.447811020 ProcessGroupNCCL.cpp:1033] Warning: "
        "TORCH_NCCL_AVOID_RECORD_STREAMS is the default now, this environment variable is thus deprecated.\n"
        "(MegatronPolicyWorker pid=5) *** SIGSEGV received at time=1758182402 on cpu 27 ***\n"
        "(MegatronPolicyWorker pid=5) PC: @     0x7f2dd0b8f6e2  (unknown)  c10d::NCCLComm::split()\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.first_error == "*** SIGSEGV received at time=1758182402 on cpu 27 ***", j


def test_nemo_rls_count_of_no_gpu_is_explained_by_nvidia_smi_not_finding_the_driver_library() -> None:
    # NeMo-RL's placement check found none of the GPUs it asked for; nvidia-smi, earlier in the job, said why: the
    # container was given no libnvidia-ml.so
    log = (
        "NVIDIA-SMI couldn't find libnvidia-ml.so library in your system. Please make sure that the NVIDIA Display "
        "Driver is properly installed and present in your system.\n"
        "[bridge-validate] nvidia-smi rc=9 (continuing)\n"
        "Not enough GPUs available. Requested 2 GPUs, but only 0 are available in the cluster.\n"
        "Retrying placement group creation... 1/6. Next retry in 1 seconds.\n"
        "Traceback (most recent call last):\n"
        '  File "/workspace/nemo-rl/nemo_rl/distributed/virtual_cluster.py", line 874, in _init_placement_groups\n'
        "    raise ResourceInsufficientError(\n"
        "nemo_rl.distributed.virtual_cluster.ResourceInsufficientError: Maximum number of retries reached (6). "
        "Cluster resources may be insufficient or cluster itself is highly unstable.\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.first_error is not None and j.first_error.startswith("NVIDIA-SMI couldn't find libnvidia-ml.so"), j
    assert (j.result, j.category) == (Verdict.BLOCKED, "container"), j
