"""The root cause read from a log's structure, one structural case at a time.

Each log is written the way the real tools print (Ray actor prefixes, torch rank prefixes, vLLM and c10d log
headers, torchrun's failure summary, `set -x` traces). Every test fails if the verdict, the quoted line or the
structured root cause (type, origin frame, process, missing module) is wrong.
"""

from __future__ import annotations

from pathlib import Path

from runners.contract import Verdict
from runners.logscan import clean_line, split_lines
from runners.rootcause import analyze
from runners.triage import Judgement, TriageInput, judge
from runners.triage_rules import NOT_EVIDENCE

BRIDGE = "/srv/Megatron-Bridge"
NRL_SETUP = """\
Loaded configuration from: examples/configs/grpo_math_1B_megatron.yaml
Applied CLI overrides
▶ Setting up data...
▶ Setting up compute cluster...
▶ Setting up model and training...
"""
NRL_TWO_STEPS = """\
========================= Step 1/2 =========================
▶ Generating responses for batch of size 8...
📊 Training Results:
  • Loss: 0.0400
========================= Step 2/2 =========================
▶ Generating responses for batch of size 8...
📊 Training Results:
  • Loss: 0.0390
Max number of steps has been reached, stopping training early
"""
VERL_HEAD = """\
+ NUM_GPUS=8
+ VANILLA_MBRIDGE=False
+ VALUE_VANILLA_MBRIDGE=False
+ TOTAL_TRAIN_STEPS=1
(TaskRunner pid=500) TaskRunner hostname: n1, PID: 500
"""
VERL_DONE = """\
(TaskRunner pid=500) Training Progress:   0%|          | 0/1 [00:00<?, ?it/s]
(TaskRunner pid=500) step:1 - actor/entropy:0.5 - actor/pg_loss:0.01 - training/global_step:1 - training/epoch:0
(TaskRunner pid=500) Training Progress: 100%|██████████| 1/1 [00:30<00:00, 30.0s/it]
"""


def run(framework: str, log: str, exit_code: int | None = 1, **kw: object) -> Judgement:
    return judge(
        TriageInput(
            framework=framework,  # type: ignore[arg-type]
            lines=split_lines(log),
            exit_code=exit_code,
            bridge_root=BRIDGE,
            **kw,  # type: ignore[arg-type]
        )
    )


# --- reading the lines ---------------------------------------------------------------------------------------


def test_prefixes_headers_and_repeat_markers_are_taken_apart() -> None:
    c = clean_line(
        "(MegatronPolicyWorker[rank=5] pid=77, ip=10.0.0.2) [rank5]:[E801 10:00:00.123456789 "
        "ProcessGroupNCCL.cpp:616] [Rank 5] Watchdog caught collective operation timeout [repeated 3x across cluster]"
    )
    assert c.actor == "MegatronPolicyWorker" and c.rank == 5 and c.repeat == 3
    assert c.stream == "MegatronPolicyWorker[rank=5] pid=77 > rank5"
    assert c.msg == "[Rank 5] Watchdog caught collective operation timeout"
    c = clean_line(
        "(Worker pid=1) (EngineCore_DP0 pid=2) ERROR 05-01 10:00:00 [core.py:700]   File \"x.py\", line 3, in f"
    )
    assert c.stream == "Worker pid=1 > EngineCore_DP0 pid=2" and c.msg == '  File "x.py", line 3, in f'
    # SkyPilot's multi-node run names the node before Ray's actor prefix: the node is part of the stream, the actor
    # stays Ray's, and the node's rank is no torch rank
    c = clean_line("(worker1, rank=1, pid=4388, ip=10.128.0.41) (MegatronPolicyWorker pid=5123, ip=10.128.0.41) "
                   "KeyError: 'decoder.final_layernorm.weight'")
    assert c.stream == "worker1 pid=4388 > MegatronPolicyWorker pid=5123" and c.actor == "MegatronPolicyWorker"
    assert c.rank is None and c.msg == "KeyError: 'decoder.final_layernorm.weight'"
    assert clean_line("(head, rank=0, pid=9012) Traceback (most recent call last):").msg == (
        "Traceback (most recent call last):"
    )
    # parentheses in prose are not a process prefix
    assert clean_line("(1) the process was killed by the OOM killer").stream == ""
    assert clean_line("[dtensor 2step] Loaded configuration").stream == "dtensor 2step"
    # Ray's C++ core header ends with the source file and line, as glog's does
    c = clean_line("[2025-01-25 08:22:57,421 E 759 759] core_worker.cc:451: Failed to register worker 01 to Raylet.")
    assert c.msg == "Failed to register worker 01 to Raylet."
    c = clean_line("(raylet) [2026-05-19 23:13:02,441 E 6388 6419] file_system_monitor.cc:116: /tmp/ray is 95% full")
    assert c.msg == "/tmp/ray is 95% full"
    # ... but a path in the message itself stays (a CUDA kernel's assertion names its source)
    assert clean_line("/pytorch/aten/src/ATen/native/cuda/Indexing.cu:1553: k: Assertion `a` failed.").msg.startswith(
        "/pytorch/aten/src/ATen/native/cuda/Indexing.cu:1553:"
    )


# --- Python tracebacks -------------------------------------------------------------------------------------


def test_chained_traceback_quotes_the_original_error_not_the_last_reraise() -> None:
    log = NRL_SETUP + (
        "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.12/site-packages/urllib3/connectionpool.py", line 789, in urlopen\n'
        "    response = self._make_request(\n"
        "ConnectionResetError: [Errno 104] Connection reset by peer\n"
        "\n"
        "During handling of the above exception, another exception occurred:\n"
        "\n"
        "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.12/site-packages/huggingface_hub/file_download.py", '
        'line 1533, in get_hf_file_metadata\n'
        "    r = _request_wrapper(\n"
        "huggingface_hub.errors.LocalEntryNotFoundError: An error happened while trying to locate the file on the Hub "
        "and we cannot find the requested files in the local cache.\n"
        "\n"
        "The above exception was the direct cause of the following exception:\n"
        "\n"
        "Traceback (most recent call last):\n"
        '  File "/opt/nemo-rl/examples/run_grpo.py", line 170, in main\n'
        "    tokenizer = get_tokenizer(config[\"policy\"][\"tokenizer\"])\n"
        "OSError: We couldn't connect to 'https://huggingface.co' to load the files.\n"
    )
    j = run("nemo-rl", log)
    assert j.first_error == "ConnectionResetError: [Errno 104] Connection reset by peer"
    rc = j.root_cause
    assert rc is not None and rc.exc_type == "ConnectionResetError"
    assert rc.origin is not None and rc.origin.function == "urlopen" and rc.origin.line == 789
    # what it led to is kept, in order, and it decides the category (the Hub was unreachable)
    assert rc.chain[0].startswith("huggingface_hub.errors.LocalEntryNotFoundError")
    assert j.result == Verdict.BLOCKED and j.category == "model-download", j


def test_ray_wrapped_error_quotes_the_workers_own_exception_with_its_bridge_frame() -> None:
    log = NRL_SETUP + (
        "(MegatronPolicyWorker pid=901) Traceback (most recent call last):\n"
        '(MegatronPolicyWorker pid=901)   File "/opt/nemo-rl/nemo_rl/models/megatron/setup.py", line 210, in setup\n'
        "(MegatronPolicyWorker pid=901)     provider = bridge.to_megatron_provider(load_weights=True)\n"
        f'(MegatronPolicyWorker pid=901)   File "{BRIDGE}/src/megatron/bridge/models/qwen/qwen3_bridge.py", line 77, '
        "in provider_bridge\n"
        "(MegatronPolicyWorker pid=901)     kv_channels=hf_config.head_dim,\n"
        "(MegatronPolicyWorker pid=901) AttributeError: 'Qwen3Config' object has no attribute 'head_dim'\n"
        "Traceback (most recent call last):\n"
        '  File "/opt/nemo-rl/examples/run_grpo.py", line 210, in <module>\n'
        "    main()\n"
        "ray.exceptions.RayTaskError(AttributeError): ray::MegatronPolicyWorker.setup() (pid=901, ip=10.0.0.5, "
        "actor_id=ab, repr=MegatronPolicyWorker[rank=0])\n"
        f'  File "{BRIDGE}/src/megatron/bridge/models/qwen/qwen3_bridge.py", line 77, in provider_bridge\n'
        "    kv_channels=hf_config.head_dim,\n"
        "AttributeError: 'Qwen3Config' object has no attribute 'head_dim'\n"
    )
    j = run("nemo-rl", log)
    assert j.result == Verdict.FAIL
    assert j.first_error == "AttributeError: 'Qwen3Config' object has no attribute 'head_dim'"
    rc = j.root_cause
    assert rc is not None and rc.process == "MegatronPolicyWorker pid=901" and rc.actor == "MegatronPolicyWorker"
    assert rc.repeats == 2  # the worker's report and the driver's copy
    assert rc.bridge_frame is not None
    assert rc.bridge_frame.repo_path == "src/megatron/bridge/models/qwen/qwen3_bridge.py"
    assert rc.bridge_frame.line == 77 and rc.bridge_frame.code == "kv_channels=hf_config.head_dim,"
    assert "raised at src/megatron/bridge/models/qwen/qwen3_bridge.py:77 in provider_bridge" in j.reason


def test_ray_task_error_alone_quotes_the_inner_exception_not_the_wrapper() -> None:
    log = VERL_HEAD + (
        "Error executing job with overrides: ['trainer.total_training_steps=1']\n"
        "ray.exceptions.RayTaskError(ValueError): ray::WorkerDict.actor_rollout_init_model() (pid=611, ip=10.0.0.9, "
        "actor_id=cd, repr=<verl.single_controller.ray.base.WorkerDict object at 0x7f>)\n"
        '  File "/workspace/verl/verl/workers/megatron_workers.py", line 300, in init_model\n'
        "    self._build_model_optimizer(...)\n"
        f'  File "{BRIDGE}/src/megatron/bridge/models/model_provider.py", line 245, in provide_distributed_model\n'
        "    model = get_model(\n"
        "ValueError: num_attention_heads (14) must be divisible by tensor_model_parallel_size (4)\n"
    )
    j = run("verl", log)
    assert j.result == Verdict.FAIL
    assert j.first_error == "ValueError: num_attention_heads (14) must be divisible by tensor_model_parallel_size (4)"
    assert j.root_cause is not None and j.root_cause.wrapped_by == ["ray.exceptions.RayTaskError(ValueError)"]


def test_actor_died_in_creation_task_with_a_multiline_message_quotes_the_message() -> None:
    log = NRL_SETUP + (
        "(MegatronPolicyWorker pid=12) Traceback (most recent call last):\n"
        f'(MegatronPolicyWorker pid=12)   File "{BRIDGE}/src/megatron/bridge/peft/lora.py", line 98, in __call__\n'
        "(MegatronPolicyWorker pid=12)     raise RuntimeError(\n"
        "(MegatronPolicyWorker pid=12) RuntimeError: \n"
        "(MegatronPolicyWorker pid=12) ====================\n"
        "(MegatronPolicyWorker pid=12) LoRA target module 'linear_qkv' matched no layer of the model\n"
        "ray.exceptions.ActorDiedError: The actor died because of an error raised in its creation task, "
        "ray::lm_policy-0-0:MegatronPolicyWorker.__init__() (pid=12, ip=10.0.0.1, actor_id=aa, repr=x)\n"
    )
    j = run("nemo-rl", log)
    assert j.first_error == "LoRA target module 'linear_qkv' matched no layer of the model"
    assert j.root_cause is not None and j.root_cause.exc_type == "RuntimeError"
    assert j.root_cause.origin is not None and j.root_cause.origin.repo_path == "src/megatron/bridge/peft/lora.py"


def test_repeated_across_cluster_counts_every_copy() -> None:
    log = NRL_SETUP + (
        "(MegatronPolicyWorker pid=40) ImportError: cannot import name 'get_pg_size' from 'megatron.core.utils' "
        "(/opt/mcore/megatron/core/utils.py)\n"
        "(MegatronPolicyWorker pid=41) ImportError: cannot import name 'get_pg_size' from 'megatron.core.utils' "
        "(/opt/mcore/megatron/core/utils.py) [repeated 7x across cluster]\n"
    )
    j = run("nemo-rl", log)
    assert j.root_cause is not None and j.root_cause.repeats == 8
    assert j.first_error is not None and not j.first_error.endswith("cluster]")


def test_rank_prefixed_tracebacks_are_read_per_rank() -> None:
    # two ranks print at once; their lines interleave
    log = (
        "+ torchrun --nproc-per-node=2 tests/functional_tests/test_roundtrip.py\n"
        "[rank0]: Traceback (most recent call last):\n"
        "[rank1]: Traceback (most recent call last):\n"
        f'[rank0]:   File "{BRIDGE}/src/megatron/bridge/models/conversion/param_mapping.py", '
        'line 512, in hf_to_megatron\n'
        f'[rank1]:   File "{BRIDGE}/src/megatron/bridge/models/conversion/param_mapping.py", '
        'line 512, in hf_to_megatron\n'
        "[rank0]:     return torch.cat(shards, dim=self.dim)\n"
        "[rank1]:     return torch.cat(shards, dim=self.dim)\n"
        "[rank0]: RuntimeError: Sizes of tensors must match except in dimension 0. Expected size 128 but got size 64\n"
        "[rank1]: RuntimeError: Sizes of tensors must match except in dimension 0. Expected size 128 but got size 64\n"
    )
    j = run("nemo-rl", log)
    rc = j.root_cause
    assert rc is not None and rc.rank == 0 and rc.process == "rank0" and rc.repeats == 2
    assert rc.origin is not None and rc.origin.function == "hf_to_megatron"
    assert rc.origin.repo_path == "src/megatron/bridge/models/conversion/param_mapping.py"


# --- NCCL, vLLM, torchrun, signals -------------------------------------------------------------------------


def test_nccl_watchdog_is_not_lost_behind_the_later_actor_death() -> None:
    log = VERL_HEAD + (
        "(TaskRunner pid=500) Training Progress:   0%|          | 0/1 [00:00<?, ?it/s]\n"
        "(WorkerDict pid=720) [rank3]:[E1102 08:00:00.100000000 ProcessGroupNCCL.cpp:632] [Rank 3] Watchdog caught "
        "collective operation timeout: WorkNCCL(SeqNum=91, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, "
        "Timeout(ms)=600000) ran for 600031 milliseconds before timing out.\n"
        "(WorkerDict pid=720) [rank3]:[E1102 08:00:00.100100000 ProcessGroupNCCL.cpp:2245] [PG ID 0 PG GUID 0 Rank 3] "
        "Received a dump signal due to a collective timeout from rank 0\n"
        "(WorkerDict pid=720) terminate called after throwing an instance of 'c10::DistBackendError'\n"
        "(WorkerDict pid=720)   what():  [PG ID 0 PG GUID 0 Rank 3] Process group watchdog thread terminated with "
        "exception: [Rank 3] Watchdog caught collective operation timeout\n"
        "(WorkerDict pid=720) *** SIGABRT received at time=1730534400 on cpu 7 ***\n"
        "(raylet) A worker died or was killed while executing a task by an unexpected system error.\n"
        "ray.exceptions.RayTaskError(ActorDiedError): ray::TaskRunner.run() (pid=500, ip=10.0.0.1, actor_id=aa, "
        "repr=<main_ppo.TaskRunner object at 0x7f>)\n"
        "ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.\n"
    )
    j = run("verl", log)
    assert j.result == Verdict.FAIL and j.rule == "nccl-timeout"
    assert j.first_error is not None and j.first_error.startswith("[Rank 3] Watchdog caught collective operation")
    assert j.root_cause is not None and j.root_cause.kind == "nccl-timeout" and j.root_cause.rank == 3


def test_nccl_watchdog_before_training_is_blocked() -> None:
    log = NRL_SETUP + (
        "(MegatronPolicyWorker[rank=1] pid=33, ip=10.0.0.2) [rank1]:[E0101 00:10:00.000000000 "
        "ProcessGroupNCCL.cpp:683] [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, "
        "OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600100 milliseconds before timing out.\n"
    )
    j = run("nemo-rl", log)
    assert j.result == Verdict.BLOCKED and j.category == "cluster" and NOT_EVIDENCE in j.reason


def test_vllm_enginecore_quotes_the_memory_line_not_the_generic_start_failure() -> None:
    log = NRL_SETUP + "".join(
        f"(VllmGenerationWorker pid=7) (EngineCore_DP0 pid=8) ERROR 06-01 10:00:00 [core.py:708] {t}\n"
        for t in (
            "EngineCore failed to start.",
            "Traceback (most recent call last):",
            '  File "/opt/venv/lib/python3.12/site-packages/vllm/v1/engine/core.py", line 699, in run_engine_core',
            "    engine_core = EngineCoreProc(*args, **kwargs)",
            '  File "/opt/venv/lib/python3.12/site-packages/vllm/v1/core/kv_cache_utils.py", line 690, in '
            "check_enough_kv_cache_memory",
            "    raise ValueError(",
            "ValueError: 1.50 GiB KV cache is needed, which is larger than the available KV cache memory (0.62 GiB). "
            "Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.",
        )
    ) + (
        "(VllmGenerationWorker pid=7) RuntimeError: Engine core initialization failed. See root cause above. "
        "Failed core proc(s): {'EngineCore_DP0': 1}\n"
    )
    j = run("nemo-rl", log)
    assert j.result == Verdict.BLOCKED and j.category == "vllm"
    assert j.first_error is not None and j.first_error.startswith("ValueError: 1.50 GiB KV cache is needed")
    assert j.root_cause is not None and j.root_cause.process == "VllmGenerationWorker pid=7 > EngineCore_DP0 pid=8"
    assert j.root_cause.origin is not None and j.root_cause.origin.function == "check_enough_kv_cache_memory"


def test_vllm_failure_after_training_started_is_a_fail() -> None:
    log = NRL_SETUP + NRL_TWO_STEPS.split("========================= Step 2/2")[0] + (
        "(VllmGenerationWorker pid=7) (EngineCore_DP0 pid=8) ERROR 06-01 10:05:00 [core.py:843] EngineCore "
        "encountered a fatal error.\n"
        "(VllmGenerationWorker pid=7) (EngineCore_DP0 pid=8) ERROR 06-01 10:05:00 [core.py:843] Traceback (most "
        "recent call last):\n"
        "(VllmGenerationWorker pid=7) (EngineCore_DP0 pid=8) ERROR 06-01 10:05:00 [core.py:843]   File "
        '"/opt/venv/lib/python3.12/site-packages/vllm/model_executor/models/qwen2.py", line 480, in load_weights\n'
        "(VllmGenerationWorker pid=7) (EngineCore_DP0 pid=8) ERROR 06-01 10:05:00 [core.py:843] KeyError: "
        "'model.layers.0.mlp.gate_up_proj.weight'\n"
    )
    j = run("nemo-rl", log)
    assert j.result == Verdict.FAIL and j.first_error == "KeyError: 'model.layers.0.mlp.gate_up_proj.weight'"
    assert j.before_training is False


def test_torchrun_child_failure_uses_the_first_observed_failure_rank() -> None:
    log = (
        "+ torchrun --nproc-per-node=2 examples/conversion/hf_megatron_roundtrip_multi_gpu.py --hf-model-id x/y\n"
        "[rank1]: Traceback (most recent call last):\n"
        '[rank1]:   File "/srv/Megatron-Bridge/examples/conversion/hf_megatron_roundtrip_multi_gpu.py", '
        'line 90, in main\n'
        "[rank1]: torch.distributed.DistBackendError: NCCL communicator was aborted on rank 1.\n"
        "[rank0]: Traceback (most recent call last):\n"
        f'[rank0]:   File "{BRIDGE}/src/megatron/bridge/models/conversion/model_bridge.py", line 880, in stream\n'
        "[rank0]: AssertionError: expected 24 layers in the checkpoint, found 28\n"
        "E0101 00:00:01.000000 100 torch/distributed/elastic/multiprocessing/api.py:874] failed (exitcode: 1) "
        "local_rank: 0 (pid: 101) of binary: /usr/bin/python\n"
        "torch.distributed.elastic.multiprocessing.errors.ChildFailedError: \n"
        "============================================================\n"
        "examples/conversion/hf_megatron_roundtrip_multi_gpu.py FAILED\n"
        "------------------------------------------------------------\n"
        "Root Cause (first observed failure):\n"
        "[0]:\n"
        "  time      : 2026-01-01_00:00:01\n"
        "  rank      : 0 (local_rank: 0)\n"
        "  exitcode  : 1 (pid: 101)\n"
        "============================================================\n"
    )
    j = run("nemo-rl", log)
    assert j.first_error == "AssertionError: expected 24 layers in the checkpoint, found 28"
    assert j.root_cause is not None and j.root_cause.rank == 0


def test_fatal_signal_is_attributed_to_what_the_process_printed_before_it() -> None:
    log = VERL_HEAD + (
        "(WorkerDict pid=31) loading vLLM engine\n"
        "(WorkerDict pid=31) libcudart.so.13: cannot open shared object file: No such file or directory\n"
        "(WorkerDict pid=31) *** SIGABRT received at time=1700000000 on cpu 3 ***\n"
        "(WorkerDict pid=31) PC: @     0x7f00  (unknown)  raise\n"
        "(WorkerDict pid=31) Fatal Python error: Aborted\n"
        "ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.\n"
    )
    j = run("verl", log)
    assert j.first_error == "libcudart.so.13: cannot open shared object file: No such file or directory"
    assert j.result == Verdict.BLOCKED and j.category == "container"
    assert j.root_cause is not None and j.root_cause.kind == "signal" and j.root_cause.exc_type == "SIGABRT"


# --- launcher echoes and builds ----------------------------------------------------------------------------


def test_launcher_echo_is_never_the_root_cause() -> None:
    log = (
        "[slurm] env: NCCL_DEBUG=WARN TORCH_NCCL_ASYNC_ERROR_HANDLING=1 HF_HUB_OFFLINE=1\n"
        "+ export 'ERROR_LOG=/tmp/err.log'\n"
        "+ MSG='ModuleNotFoundError: No module named vllm is expected on CPU nodes'\n"
        "+ VANILLA_MBRIDGE=False\n"
        "+ python3 -m verl.trainer.main_ppo trainer.total_training_steps=1\n"
        "(TaskRunner pid=44) Traceback (most recent call last):\n"
        '(TaskRunner pid=44)   File "/workspace/verl/verl/utils/dataset/rl_dataset.py", line 133, in _read_files\n'
        "(TaskRunner pid=44) FileNotFoundError: [Errno 2] No such file or directory: '/data/gsm8k/train.parquet'\n"
    )
    j = run("verl", log)
    assert j.first_error == "FileNotFoundError: [Errno 2] No such file or directory: '/data/gsm8k/train.parquet'"
    assert j.result == Verdict.BLOCKED and j.category == "data"


def test_xtrace_evidence_blocks_but_the_error_it_led_to_is_quoted() -> None:
    log = VERL_HEAD.replace("VANILLA_MBRIDGE=False\n+ VALUE", "VANILLA_MBRIDGE=True\n+ VALUE") + (
        "(WorkerDict pid=9) Traceback (most recent call last):\n"
        '(WorkerDict pid=9)   File "/usr/lib/python3/dist-packages/mbridge/core/bridge.py", line 60, in load\n'
        "(WorkerDict pid=9) KeyError: 'model.embed_tokens.weight'\n"
    )
    j = run("verl", log)
    assert j.result == Verdict.BLOCKED and j.rule == "verl-vanilla-mbridge"
    assert j.first_error == "KeyError: 'model.embed_tokens.weight'"


def test_build_failure_quotes_the_missing_module_not_the_make_line() -> None:
    log = NRL_SETUP + (
        "(MegatronPolicyWorker pid=5) make: Entering directory '/srv/mcore/megatron/core/datasets'\n"
        "(MegatronPolicyWorker pid=5) /usr/bin/python3: No module named pybind11\n"
        "(MegatronPolicyWorker pid=5) g++ -O3 -Wall -shared -std=c++11 -fPIC helpers.cpp -o helpers_cpp.so\n"
        "(MegatronPolicyWorker pid=5) helpers.cpp:12:10: fatal error: pybind11/pybind11.h: No such file or directory\n"
        "(MegatronPolicyWorker pid=5) make: *** [Makefile:9: helpers_cpp.so] Error 1\n"
        "(MegatronPolicyWorker pid=5) make: Leaving directory '/srv/mcore/megatron/core/datasets'\n"
    )
    j = run("nemo-rl", log)
    assert j.first_error == "/usr/bin/python3: No module named pybind11"
    assert j.result == Verdict.BLOCKED and j.category == "container"
    assert j.root_cause is not None and j.root_cause.kind == "build" and j.root_cause.missing_module == "pybind11"
    # a build that fails on a missing header alone quotes the header, still not the make line
    log = log.replace("(MegatronPolicyWorker pid=5) /usr/bin/python3: No module named pybind11\n", "")
    j = run("nemo-rl", log)
    assert j.first_error == "helpers.cpp:12:10: fatal error: pybind11/pybind11.h: No such file or directory"


# --- verdicts the issue names --------------------------------------------------------------------------------


def test_exit_134_in_ray_shutdown_after_every_step_passed_is_a_pass_with_noise() -> None:
    log = VERL_HEAD + VERL_DONE + (
        "*** SIGABRT received at time=1700000100 on cpu 2 ***\n"
        "PC: @     0x7f4e2c332ffb  (unknown)  raise\n"
        "[2026-01-01 00:00:00,000 E 500 500] logging.cc:361: *** SIGABRT received at time=1700000100 on cpu 2 ***\n"
        "Fatal Python error: Aborted\n"
        "\n"
        "Current thread 0x00007f4e2c5a1740 (most recent call first):\n"
        '  File "/usr/local/lib/python3.10/dist-packages/ray/_private/worker.py", line 1867 in shutdown\n'
    )
    j = run("verl", log, exit_code=134)
    assert j.result == Verdict.PASS, j
    assert j.noise and "exit code 134" in j.noise[0] and "after every step completed" in j.noise[0]
    # the same abort before the run completed is a failure
    early = VERL_HEAD + VERL_DONE.split("(TaskRunner pid=500) step:1")[0] + log.split(VERL_DONE)[1]
    assert run("verl", early, exit_code=134).result == Verdict.FAIL


def test_exit_0_while_every_generation_sample_errored_is_not_a_pass() -> None:
    err = (
        "Error generating sample 0: ray::VllmGenerationWorker.generate_async() (pid=8, ip=10.0.0.1, actor_id=aa, "
        "repr=VllmGenerationWorker[rank=0])\n"
        '  File "/opt/nemo-rl/nemo_rl/models/generation/vllm/vllm_worker_async.py", line 640, in generate_async\n'
        "    prompt = TokensPrompt(prompt_token_ids=ids)\n"
        "TypeError: TokensPrompt.__init__() got an unexpected keyword argument 'prompt_token_ids'\n"
    )
    log = NRL_SETUP + NRL_TWO_STEPS.replace("▶ Generating responses for batch of size 8...\n", "▶ Generating "
                                            "responses for batch of size 8...\n" + err)
    j = run("nemo-rl", log, exit_code=0)
    assert j.result == Verdict.FAIL and j.rule == "errors-in-every-step"
    assert j.first_error == "TypeError: TokensPrompt.__init__() got an unexpected keyword argument 'prompt_token_ids'"
    # an error in one step only, with the run completing, is not this
    one = NRL_SETUP + NRL_TWO_STEPS.replace("▶ Generating responses for batch of size 8...\n", "▶ Generating "
                                            "responses for batch of size 8...\n" + err, 1)
    assert run("nemo-rl", one, exit_code=0).result == Verdict.PASS


def test_teardown_timeout_after_the_jobs_own_checks_passed_is_not_a_fail() -> None:
    log = NRL_SETUP + NRL_TWO_STEPS + (
        "+ uv run tests/check_metrics.py tests/functional/grpo_megatron/metrics.json "
        "'max(data[\"train/token_mult_prob_error\"]) < 1.05'\n"
        "│ PASS   │ max(data[\"train/token_mult_prob_error\"]) < 1.05 │ 1.01 │ PASS │\n"
        "(raylet) Ray is shutting down: SIGTERM received, draining workers\n"
    )
    metrics = {"train/loss": {"1": 0.04, "2": 0.039}, "train/token_mult_prob_error": {"1": 1.0, "2": 1.01}}
    j = run("nemo-rl", log, exit_code=124, timed_out=True, timeout_s=3600, metrics=metrics)
    assert j.result == Verdict.PASS, j
    assert "ended by the timeout after 3600 s" in j.noise[0]
    # a run that hung before it completed is still a timeout Fail
    hung = NRL_SETUP + NRL_TWO_STEPS.split("Max number of steps")[0]
    j = run("nemo-rl", hung, exit_code=124, timed_out=True, timeout_s=3600)
    assert j.result == Verdict.FAIL and j.rule == "timeout"


def test_dependency_skew_names_the_missing_module_and_versions_seen() -> None:
    log = NRL_SETUP + (
        "(MegatronPolicyWorker pid=3) megatron-core 0.15.2 (from /opt/venv/lib/python3.12/site-packages)\n"
        "(MegatronPolicyWorker pid=3) Traceback (most recent call last):\n"
        f'(MegatronPolicyWorker pid=3)   File "{BRIDGE}/src/megatron/bridge/models/gpt_provider.py", line 31, in '
        "<module>\n"
        "(MegatronPolicyWorker pid=3)     from megatron.core.transformer.enums import CudaGraphScope\n"
        "(MegatronPolicyWorker pid=3) ImportError: cannot import name 'CudaGraphScope' from "
        "'megatron.core.transformer.enums' "
        "(/opt/venv/lib/python3.12/site-packages/megatron/core/transformer/enums.py)\n"
    )
    j = run("nemo-rl", log)
    assert j.result == Verdict.BLOCKED and j.category == "dependency" and j.rule == "dependency-skew"
    rc = j.root_cause
    assert rc is not None and rc.missing_module == "megatron.core.transformer.enums.CudaGraphScope"
    assert rc.versions == ["megatron-core 0.15.2 (from /opt/venv/lib/python3.12/site-packages)"]
    # the Bridge file that imports it is recorded: the bot turns this into a Fail when the PR adds the import
    assert rc.bridge_frame is not None and rc.bridge_frame.repo_path == "src/megatron/bridge/models/gpt_provider.py"
    assert "megatron.core.transformer.enums.CudaGraphScope" in j.reason and "megatron-core 0.15.2" in j.reason
    # the same for a module of Transformer Engine, and an attribute missing from a module
    te = NRL_SETUP + (
        "(MegatronPolicyWorker pid=3) ModuleNotFoundError: No module named 'transformer_engine.pytorch.ops'\n"
    )
    assert run("nemo-rl", te).root_cause.missing_module == "transformer_engine.pytorch.ops"  # type: ignore[union-attr]
    attr = NRL_SETUP + (
        "(MegatronPolicyWorker pid=3) AttributeError: module 'vllm.envs' has no attribute 'VLLM_USE_V1'\n"
    )
    j = run("nemo-rl", attr)
    assert j.category == "dependency" and j.root_cause is not None
    assert j.root_cause.missing_module == "vllm.envs.VLLM_USE_V1"


def test_a_bridge_module_missing_is_an_api_break_not_skew() -> None:
    log = NRL_SETUP + (
        "(MegatronPolicyWorker pid=3) ModuleNotFoundError: No module named "
        "'megatron.bridge.models.conversion.peft_bridge'\n"
    )
    j = run("nemo-rl", log)
    assert j.result == Verdict.FAIL and j.rule == "bridge-api-break"


def test_frames_in_a_bridge_copy_outside_the_checkout_block_the_run() -> None:
    log = NRL_SETUP + (
        "(MegatronPolicyWorker pid=3) Traceback (most recent call last):\n"
        "(MegatronPolicyWorker pid=3)   File \"/opt/nemo-rl/3rdparty/Megatron-Bridge-workspace/Megatron-Bridge/src/"
        'megatron/bridge/models/conversion/auto_bridge.py", line 400, in load_hf_weights\n'
        "(MegatronPolicyWorker pid=3) RuntimeError: shape mismatch for decoder.layers.0.mlp.linear_fc1.weight\n"
    )
    j = run("nemo-rl", log)
    assert j.result == Verdict.BLOCKED and j.category == "bridge-path" and NOT_EVIDENCE in j.reason
    assert j.first_error == "RuntimeError: shape mismatch for decoder.layers.0.mlp.linear_fc1.weight"
    assert j.root_cause is not None and j.root_cause.origin is not None
    assert j.root_cause.origin.repo_path == "src/megatron/bridge/models/conversion/auto_bridge.py"


def test_interpreter_shutdown_reports_are_not_errors() -> None:
    log = NRL_SETUP + NRL_TWO_STEPS + (
        "Exception ignored in: <function ActorHandle.__del__ at 0x7f>\n"
        "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.12/site-packages/ray/actor.py", line 1733, in __del__\n'
        "AttributeError: 'NoneType' object has no attribute 'core_worker'\n"
    )
    an = analyze(split_lines(log))
    assert an.root is None or (an.root.caught_at_shutdown is False and an.root.kind != "exception")
    assert run("nemo-rl", log, exit_code=0).result == Verdict.PASS


def test_a_failed_bridge_import_is_dependency_skew_only_when_a_dependency_is_missing(tmp_path: Path) -> None:
    """The runner's import check: megatron.bridge found but a Megatron-Core module it imports missing is
    Blocked `dependency` with the import's root cause (frame, module); megatron.bridge itself not resolving is
    a PYTHONPATH problem (no skew), as is an error that names no module."""
    from runners.importcheck import ImportProbe
    from runners.run import _dependency_skew

    bridge = tmp_path / "Megatron-Bridge"
    init = bridge / "src/megatron/bridge/models/__init__.py"
    tb = (
        "Traceback (most recent call last):\n"
        '  File "<string>", line 5, in <module>\n'
        f'  File "{bridge}/src/megatron/bridge/__init__.py", line 3, in <module>\n'
        "    import megatron.bridge.models\n"
        f'  File "{init}", line 1, in <module>\n'
        "    from megatron.core.transformer.fused_router import FusedRouter\n"
        "ModuleNotFoundError: No module named 'megatron.core.transformer'\n"
    )
    probe = ImportProbe("driver", False, None, "driver: cannot import megatron.bridge: ...", traceback=tb)
    skew = _dependency_skew(probe, bridge)
    assert skew is not None and skew.kind == "dependency"
    assert skew.root_cause is not None and skew.root_cause.missing_module == "megatron.core.transformer"
    origin = skew.root_cause.origin
    assert origin is not None and origin.repo_path == "src/megatron/bridge/models/__init__.py" and origin.line == 1

    own = tb.replace("megatron.core.transformer", "megatron.bridge")
    assert _dependency_skew(ImportProbe("driver", False, None, "x", traceback=own), bridge) is None
    other = tb.replace("ModuleNotFoundError: No module named 'megatron.core.transformer'", "ValueError: bad")
    assert _dependency_skew(ImportProbe("driver", False, None, "x", traceback=other), bridge) is None
    assert _dependency_skew(ImportProbe("driver", False, None, "x"), bridge) is None


def test_python_logging_level_first_headers_are_decoration() -> None:
    for raw, msg in (
        ("WARNING:2026-02-18 21:07:33,518:Failed to download 'x' from the Hub", "Failed to download 'x' from the Hub"),
        ("INFO:megatron.bridge.models:building the model", "building the model"),
        ("WARNING:root:low disk", "low disk"),
        # not a logging header: a message that starts with a level word
        ("ERROR: Failed building wheel for apex", "ERROR: Failed building wheel for apex"),
    ):
        assert clean_line(raw).msg == msg


def test_an_error_after_megatron_iterations_is_not_one_of_setup() -> None:
    # A Bridge-side check program trains with Megatron's own loop (no NeMo-RL banner, no verl step line): its
    # iteration lines show training ran, so a later error is not "before the first training step".
    log = (
        "+ torchrun --nproc-per-node=1 examples/recipes/qwen/finetune_qwen25_05b.py\n"
        "building GPT model ...\n"
        " iteration        1/       4 | consumed samples:            8 | lm loss: 2.114E+00 |\n"
        " iteration        2/       4 | consumed samples:           16 | lm loss: 1.902E+00 |\n"
        "Traceback (most recent call last):\n"
        f'  File "{BRIDGE}/src/megatron/bridge/training/train.py", line 301, in train\n'
        "    batch = next(data_iterator)\n"
        "StopIteration\n"
    )
    j = run("nemo-rl", log)
    assert j.result == Verdict.FAIL and j.first_error == "StopIteration"
    assert not j.before_training and "before the first training step" not in j.reason, j.reason
    # the same error with no iteration before it is one of setup
    setup = run("nemo-rl", log.replace(" iteration        1/", "#").replace(" iteration        2/", "#"))
    assert setup.before_training and "before the first training step" in setup.reason


def test_a_failure_after_training_started_with_no_step_count_says_so() -> None:
    # verl's progress bar shows the loop started but no step finished: the reason says training had started,
    # never "step ?"
    log = (
        "Training Progress:   0%|          | 0/1 [00:00<?, ?it/s]\n"
        "Traceback (most recent call last):\n"
        '  File "/workspace/verl/verl/trainer/ppo/ray_trainer.py", line 1210, in fit\n'
        "ValueError: advantages must be finite\n"
    )
    j = run("verl", log)
    assert j.result == Verdict.FAIL and not j.before_training
    assert "after training started" in j.reason and "step ?" not in j.reason, j.reason


def test_a_program_that_loads_the_runs_own_export_checks_the_runs_product() -> None:
    # vLLM refusing the HF export a converter of this run just wrote is the export's failure (a Fail), not an engine
    # that could not start; the same refusal of a model the run did not make stays the engine's (Blocked).
    def log(model: str) -> str:
        return (
            "+ uv run python examples/converters/convert_megatron_to_hf.py --megatron-ckpt-path /ckpt/step_4/policy "
            "--hf-ckpt-path /ckpt/step_4/hf\n"
            "Saved HF checkpoint to /ckpt/step_4/hf\n"
            f"+ uv run python -c 'from vllm import LLM; LLM(\"{model}\", tensor_parallel_size=1)'\n"
            "(EngineCore_DP0 pid=8) ERROR 11-26 10:00:00 [core.py:700] Traceback (most recent call last):\n"
            '(EngineCore_DP0 pid=8) ERROR 11-26 10:00:00 [core.py:700]   File "/opt/venv/lib/python3.12/site-packages/'
            'vllm/model_executor/models/qwen2.py", line 480, in load_weights\n'
            "(EngineCore_DP0 pid=8) ERROR 11-26 10:00:00 [core.py:700] KeyError: 'model.norm.weight'\n"
        )

    own = run("nemo-rl", log("/ckpt/step_4/hf"))
    assert own.result == Verdict.FAIL and own.first_error == "KeyError: 'model.norm.weight'", own
    assert not own.before_training
    other = run("nemo-rl", log("Qwen/Qwen2.5-0.5B"))
    assert other.result == Verdict.BLOCKED and other.before_training, other


def test_a_ray_process_aborting_on_its_own_check_is_the_root_cause_by_rays_clock() -> None:
    """A Ray process's fatal line is an error of its own, even with no signal dump after it; among several, Ray's
    timestamps say which process aborted first, wherever the runner printed its log (here a raylet's log dumped
    after the driver's error, stamped a minute before the core worker's abort)."""
    log = (
        VERL_HEAD
        + "(TaskRunner pid=500) Training Progress:  50%|█████     | 1/2 [00:30<00:30, 30.0s/it]\n"
        "(TaskRunner pid=500) step:1 - actor/entropy:0.5 - actor/pg_loss:0.01 - training/global_step:1 - "
        "training/epoch:0\n"
        "(WorkerDict pid=611) [2026-03-02 10:01:40,100 C 611 640] core_worker.cc:900: Check failed: _s.ok() "
        "Lost the raylet: RpcError: Socket closed\n"
        "Traceback (most recent call last):\n"
        '  File "/opt/verl/verl/trainer/main_ppo.py", line 78, in run_ppo\n'
        "    ray.get(runner.run.remote(config))\n"
        "ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.\n"
        "The actor is dead because its owner has died. Owner Id: 01000000ffff Owner Ip address: 10.0.0.2 Owner "
        "worker exit type: SYSTEM_ERROR Worker exit detail: Owner's node has crashed.\n"
        "[runner] tail -n 3 /tmp/ray/session_latest/logs/raylet.out\n"
        "[2026-03-02 10:00:38,002 W 520 520] (raylet) object_manager.cc:200: spilling objects\n"
        "[2026-03-02 10:00:39,517 C 520 520] (raylet) local_task_manager.cc:410: Check failed: "
        "it != leased_workers_.end() Worker 9f2c not leased\n"
        "*** StackTrace Information ***\n"
    )
    j = run("verl", log)
    assert j.result == Verdict.BLOCKED, j
    assert j.category == "ray"
    assert j.first_error == "Check failed: it != leased_workers_.end() Worker 9f2c not leased"
    assert NOT_EVIDENCE in j.reason

    # with the raylet's log missing, the core worker's own abort is still Ray's, not the actor's death the driver
    # reported after it
    alone = run("verl", log.split("[runner] tail")[0])
    assert alone.result == Verdict.BLOCKED, alone
    assert alone.first_error is not None and alone.first_error.startswith("Check failed: _s.ok() Lost the raylet")


def _fallback_log(reraise_in: str) -> str:
    """A loader that caught a parse error, tried a fallback that failed too (printed first, Python's "During
    handling" order) and raised `e`; `reraise_in` names the function that raised it again."""
    return (
        NRL_SETUP
        + "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.12/site-packages/loaders/jsonl.py", line 80, in read_table\n'
        "    rows = json.load(fh)\n"
        '  File "/usr/lib/python3.12/json/decoder.py", line 340, in decode\n'
        '    raise JSONDecodeError("Extra data", s, end)\n'
        "json.decoder.JSONDecodeError: Extra data: line 2 column 1 (char 90)\n"
        "\n"
        "During handling of the above exception, another exception occurred:\n"
        "\n"
        "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.12/site-packages/loaders/builder.py", line 20, in build\n'
        "    table = read_table(path)\n"
        f'  File "/opt/venv/lib/python3.12/site-packages/loaders/jsonl.py", line 83, in {reraise_in}\n'
        "    raise e\n"
        '  File "/opt/venv/lib/python3.12/site-packages/loaders/jsonl.py", line 74, in read_table\n'
        "    table = fast_reader(path)\n"
        "ValueError: truncated record at row 2716\n"
    )


def test_an_error_raised_again_after_a_failed_fallback_is_the_original() -> None:
    """Python prints the fallback's error first, but the exception raised again (`raise e`) in the function where
    the fallback broke off was caught before it: that one is the root cause."""
    an = analyze(split_lines(_fallback_log("read_table")))
    assert an.root is not None and an.root.quote == "ValueError: truncated record at row 2716"
    # ... while a `raise e` in another function is an exception of the handler's own, raised after the one above
    other = analyze(split_lines(_fallback_log("convert_rows")))
    assert other.root is not None
    assert other.root.quote == "json.decoder.JSONDecodeError: Extra data: line 2 column 1 (char 90)"


def test_an_error_re_raised_under_its_librarys_public_name_is_quoted_by_that_name() -> None:
    """httpx re-raises its transport's exception (`httpcore.ReadTimeout`) as its own class of the same name and
    message: one error, quoted as the library a reader calls publishes it; another class raised from it is not."""
    def chained(outer: str) -> str:
        return (
            "Traceback (most recent call last):\n"
            '  File "/usr/lib/python3/site-packages/httpcore/_sync/http11.py", line 136, in handle_request\n'
            "    raise exc\n"
            "httpcore.ReadTimeout: The read operation timed out\n"
            "\n"
            "The above exception was the direct cause of the following exception:\n"
            "\n"
            "Traceback (most recent call last):\n"
            '  File "/usr/lib/python3/site-packages/httpx/_transports/default.py", line 118, in map_exceptions\n'
            "    raise mapped_exc(message) from exc\n"
            f"{outer}: The read operation timed out\n"
        )

    renamed = analyze(split_lines(chained("httpx.ReadTimeout")))
    assert renamed.root is not None and renamed.root.quote == "httpx.ReadTimeout: The read operation timed out"
    other = analyze(split_lines(chained("huggingface_hub.errors.DownloadTimeout")))
    assert other.root is not None and other.root.quote == "httpcore.ReadTimeout: The read operation timed out"


def test_torch_distributed_test_harness_re_raising_a_ranks_failure_quotes_the_ranks_own_error() -> None:
    # torch's MultiProcessTestCase re-raises a rank's failure as `RuntimeError: Process N exited with error code 10
    # and exception:` with the rank's traceback under it: the rank's assertion is the cause, the RuntimeError its
    # carrier
    log = (
        "+ cd /srv/Megatron-Bridge && python -m pytest -q tests/unit_tests/models/conversion/test_export.py\n"
        "Traceback (most recent call last):\n"
        '  File "/usr/lib/python3.12/site-packages/torch/testing/_internal/common_distributed.py", line 1123, '
        "in _check_return_codes\n"
        "    raise RuntimeError(error)\n"
        "RuntimeError: Process 1 exited with error code 10 and exception:\n"
        "Traceback (most recent call last):\n"
        '  File "/srv/Megatron-Bridge/tests/unit_tests/models/conversion/test_export.py", line 97, in test_full\n'
        "    torch.testing.assert_close(exported, ref)\n"
        '  File "/usr/lib/python3.12/site-packages/torch/testing/_comparison.py", line 1589, in assert_close\n'
        "    raise error_metas[0].to_error(msg)\n"
        "AssertionError: Tensor-likes are not close!\n"
        "\n"
        "Mismatched elements: 4096 / 4864 (84.2%)\n"
        "1 failed, 152 passed in 71.40s\n"
    )
    j = judge(TriageInput(framework="verl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.result == Verdict.FAIL, j
    assert j.first_error == "AssertionError: Tensor-likes are not close!", j


def test_a_later_log_record_of_the_same_worker_is_not_part_of_its_exceptions_message() -> None:
    # a refit's worker traceback, then (after other processes' lines) the same worker's vLLM log record saying the
    # engine hit an issue "see stack trace above": that record is a new message, not the end of the ValueError's, so
    # the ValueError is not taken for a wrapper and stays the cause the driver's RuntimeError reports
    w = "(VllmGenerationWorker pid=71220) "
    log = (
        f"{w}Error in VllmInternalWorkerExtension.update_weights_from_collective\n"
        f"{w}Traceback (most recent call last):\n"
        f'{w}  File "/opt/nemo-rl/nemo_rl/models/generation/vllm/vllm_backend.py", line 318, in '
        "update_weights_from_collective\n"
        f"{w}    self.model_runner.model.load_weights(weights=policy_weights)\n"
        f'{w}  File "/usr/lib/python3.12/site-packages/vllm/model_executor/models/utils.py", line 291, in '
        "_load_module\n"
        f"{w}    raise ValueError(msg)\n"
        f"{w}ValueError: There is no module or parameter named 'model.language_model' in Qwen2ForCausalLM.\n"
        "(MegatronPolicyWorker pid=70811) [refit] producer broadcast finished: 290 tensors in 3 buckets\n"
        "Traceback (most recent call last):\n"
        '  File "/opt/nemo-rl/nemo_rl/algorithms/grpo.py", line 913, in refit_policy_generation\n'
        "    raise RuntimeError(error_message)\n"
        "RuntimeError: Updating weights for the generation policy failed during refit.\n"
        f"{w}ERROR 11-28 06:49:48 [core.py:843] EngineCore encountered an issue. See stack trace (above) for the root "
        "cause.\n"
    )
    lines = split_lines(log)
    a = analyze(lines)
    value_error = next(e for e in a.events if e.exc_type == "ValueError")
    assert not value_error.wrapper and "EngineCore" not in value_error.message, value_error
    j = judge(TriageInput(framework="nemo-rl", lines=lines, exit_code=1, bridge_root=BRIDGE))
    assert j.first_error == (
        "ValueError: There is no module or parameter named 'model.language_model' in Qwen2ForCausalLM."
    ), j


def test_a_device_assert_re_raised_from_a_ray_worker_quotes_the_workers_kernel_assertion() -> None:
    # the worker's kernel printed its assertion in the actor's stream; the driver re-raises the worker's
    # AcceleratorError under `ray::Actor.method() (pid=N, ...)`: the assertion names the check that failed
    w = "(MegatronPolicyWorker pid=73310) "
    assertion = (
        "/pytorch/aten/src/ATen/native/cuda/IndexKernel.cu:111: operator(): block: [3,0,0], thread: [96,0,0] "
        'Assertion `-sizes[i] <= index && index < sizes[i] && "index out of bounds"` failed.'
    )
    log = (
        f"{w}{assertion}\n"
        "(MegatronPolicyWorker pid=73311) /pytorch/aten/src/ATen/native/cuda/IndexKernel.cu:92: operator(): "
        "block: [0,0,0], thread: [1,0,0] Assertion `other rank` failed.\n"
        "Traceback (most recent call last):\n"
        '  File "/opt/nemo-rl/nemo_rl/models/policy/lm_policy.py", line 402, in get_logprobs\n'
        "    logprobs = ray.get(futures)\n"
        "ray.exceptions.RayTaskError(AcceleratorError): ray::MegatronPolicyWorker.get_logprobs() (pid=73310, "
        "ip=10.40.8.12, actor_id=0a9b)\n"
        f'  File "{BRIDGE}/src/megatron/bridge/models/qwen35/gated_delta_net.py", line 214, in '
        "_causal_conv1d\n"
        "    x = x.index_select(1, self._conv_gather_index[: x.shape[1] + self.conv_kernel_dim])\n"
        "torch.AcceleratorError: CUDA error: device-side assert triggered\n"
    )
    j = judge(TriageInput(framework="nemo-rl", lines=split_lines(log), exit_code=1, bridge_root=BRIDGE))
    assert j.result == Verdict.FAIL, j
    assert j.first_error == assertion, j
