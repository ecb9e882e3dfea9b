"""The seeds' Failure Triage, as data: what an error is -> outcome, category, reason, follow-up.

Two kinds of rule:
- scope "root" classifies the run's root cause (runners.rootcause: the earliest originating error, with its
  type, message, frames and process). The first rule in table order that matches it decides, so specific rules
  come before general ones. A rule can also require the error to come from a process or code path (`context`,
  searched in the process chain and the frame file paths: e.g. vLLM's engine), a kind of root cause
  (`root_kinds`: an NCCL timeout, a build failure), or that it happened before the first training step.
- scope "log" scans every cleaned line (Ray prefixes, colours and log headers removed) for evidence that holds
  whatever failed: the wrong Bridge imported, a DTensor policy, failed metric checks, NaNs, residual noise.

Sources: seed 001 / 002 "Failure Triage", "Pass Criteria" and "Summary Format", upstream README §9 (traps).
Reasons for Blocked outcomes say why the run is not evidence against the Bridge change.
"""

from __future__ import annotations

import re
from typing import Literal

from pydantic import BaseModel, ConfigDict, PrivateAttr

from runners.contract import FRAMEWORKS, Framework, RootCauseKind
from runners.rootcause import (
    ARGPARSE_ERROR,
    GPU_FAULT_XID,
    HUB_REFUSED,
    KERNEL_OOM_KILL,
    NFS_NOT_RESPONDING,
    NGC_CUDA_INIT_FAILED,
    OBJECT_STORE_READ_FAILED,
)

Outcome = Literal["blocked", "fail", "noise", "note"]

NOT_EVIDENCE = "not evidence against the Bridge change"


class TriageRule(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    pattern: str
    outcome: Outcome
    # root: the root cause's line; log: any line; stall: the last line a run printed itself before it went silent
    # and the runner's timeout ended it (nothing raised, before the first training step): what it was waiting on;
    # stack: the frame a hung process waited in, from the runner's stack dump of it (py-spy) before the timeout's
    # kill: the innermost frame that is not the interpreter's, torch's or Ray's own waiting, as `path function`
    # (`not_context` voids the rule when any frame of the dumps matches)
    scope: Literal["root", "log", "stall", "stack"] = "root"
    category: str
    reason: str  # may use {match}, named groups of `pattern`, and {where} (the process that printed the line)
    follow_up: str = ""
    # "failed": counts only when the run did not succeed; "always": counts even after exit code 0.
    when: Literal["failed", "always"] = "failed"
    frameworks: tuple[Framework, ...] = FRAMEWORKS
    before_training: bool = False  # only lines before the first training step count
    requires: str | None = None  # rule applies only if this pattern appears somewhere in the log
    unless: str | None = None  # rule is void if this pattern appears somewhere in the log
    # The matched path (group "path") must lie outside the Bridge checkout under test.
    path_outside_bridge: bool = False
    # "text": the line without its Ray actor prefix; "line": with it; "process": only the process chain that printed
    # it (who printed the line, never what it says: a driver's line naming vLLM's settings is not vLLM's).
    match_on: Literal["text", "line", "process"] = "text"
    # root scope: the root cause must come from this process / code path (regex over the process chain and the
    # traceback's file paths), and be of one of these kinds (empty: any).
    context: str | None = None
    # root scope: the rule is void when this matches the same code path, the frames of the exceptions raised from
    # the root cause included (an HTTP client's error the Ray job SDK raised is not a download from the Hub)
    not_context: str | None = None
    # root scope: `context` may also match the frames of the exceptions raised from the root cause (who made the
    # request an HTTP client's first error reports is often only in the last exception of the chain)
    context_in_chain: bool = False
    root_kinds: tuple[RootCauseKind, ...] = ()
    # root scope, a fatal signal: the native backtrace its handler printed must match this (the library it crashed in)
    native: str | None = None
    # root scope: the file of the frame that raised the root cause must match this (e.g. an installed package);
    # when that frame is the standard library's (ssl, http.client), the innermost frame of its caller may match
    origin: str | None = None
    # root scope: no frame of the root cause's traceback is in the Bridge (the Bridge did not call into it)
    outside_bridge: bool = False
    # root scope: the root cause was not raised through Bridge code; unlike outside_bridge, a root with no
    # traceback (a line a native library printed) qualifies, where another condition says whose it is
    not_through_bridge: bool = False
    # root scope: the pattern's group "key" is a value the job itself set, `a.b=<key>` in a command the run launched
    # (a metric, column or reward name the job asked for that the run does not have)
    key_from_overrides: bool = False
    # a Blocked by a resource the job's own code uses up (host memory), which the same job at the Bridge's base commit
    # did not exhaust in the same place: the runner's note that the base passed there makes it the change's Fail, as
    # for what the image holds
    base_served: bool = False
    # root scope: the job's driver raised the root cause itself (not an error a Ray actor raised and the driver
    # carried as a RayTaskError): the program that reads the job's settings, before any worker exists
    in_driver: bool = False

    _rx: re.Pattern[str] = PrivateAttr()
    _requires: re.Pattern[str] | None = PrivateAttr(default=None)
    _unless: re.Pattern[str] | None = PrivateAttr(default=None)
    _context: re.Pattern[str] | None = PrivateAttr(default=None)
    _not_context: re.Pattern[str] | None = PrivateAttr(default=None)
    _origin: re.Pattern[str] | None = PrivateAttr(default=None)
    _native: re.Pattern[str] | None = PrivateAttr(default=None)

    def model_post_init(self, _ctx: object) -> None:
        self._rx = re.compile(self.pattern)
        self._requires = re.compile(self.requires) if self.requires else None
        self._unless = re.compile(self.unless) if self.unless else None
        self._context = re.compile(self.context) if self.context else None
        self._not_context = re.compile(self.not_context) if self.not_context else None
        self._origin = re.compile(self.origin) if self.origin else None
        self._native = re.compile(self.native) if self.native else None

    @property
    def context_rx(self) -> re.Pattern[str] | None:
        return self._context

    @property
    def not_context_rx(self) -> re.Pattern[str] | None:
        return self._not_context

    @property
    def origin_rx(self) -> re.Pattern[str] | None:
        return self._origin

    @property
    def native_rx(self) -> re.Pattern[str] | None:
        return self._native

    @property
    def rx(self) -> re.Pattern[str]:
        return self._rx

    @property
    def requires_rx(self) -> re.Pattern[str] | None:
        return self._requires

    @property
    def unless_rx(self) -> re.Pattern[str] | None:
        return self._unless


# Any error but a missing module or name (an import a data library could not make, a name one library lacks that
# another calls: the dependency rules')
_NOT_A_MISSING_NAME = (
    r"^(?!(?:\w+\.)*(?:ImportError|ModuleNotFoundError)\b)"
    r"(?![\s\S]*(?:module '[\w.]+' has no attribute '\w+'|cannot import name '\w+' from))"
)
# Ray's job / dashboard SDK (`ray job submit`, JobSubmissionClient): the HTTP requests it makes go to the cluster
_RAY_JOB_API = r"/ray/dashboard/modules/"
# Where a rollout engine loads the weights the policy hands over (vLLM's and SGLang's model code)
_ENGINE_WEIGHT_LOAD = r"\b(?:load_weights|\w*weight_loader|process_weights_after_loading)\b"
# ... or receives them (a refit's update_weights*): an error there may be what the policy exported
_ENGINE_TAKES_WEIGHTS = r"\bupdate_weights\w*|" + _ENGINE_WEIGHT_LOAD
_OFFLINE_FIX = (
    "if the snapshot is already under $HF_HUB_CACHE, point policy.model_name / policy.tokenizer.name (verl: "
    "MODEL_PATH) at the local snapshot and set HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1, then rerun"
)
_HELPERS_FIX = (
    "rebuild helpers_cpp in a node-local copy of 3rdparty/Megatron-LM with LIBEXT from "
    "sysconfig.get_config_var('EXT_SUFFIX') (runner option --mcore-local DIR) and put that copy on "
    "PYTHONPATH; "
    "do not patch files under 3rdparty/Megatron-LM/ in the Bridge checkout"
)

DEPENDENCY_FIX = (
    "rebuild the container (or the worker venvs) with the Megatron-Core / Transformer Engine / vLLM versions "
    "this Bridge checkout expects and rerun; if this PR adds the import, it is a new hard dependency downstream "
    "lacks"
)
_SHM_FIX = "start the container with a larger /dev/shm (--shm-size, --ipc=host) and rerun"
# A frame of an installed package: its site-packages path, or the bare package path Cython frames print
# (`pyarrow/error.pxi`, `python/ray/_raylet.pyx`).
_INSTALLED = r"(?:^|/(?:site|dist)-packages/)"
# the downstream framework's own code (a verl or NeMo-RL checkout, or its installed package)
_DOWNSTREAM_CODE = r"/(?:verl|nemo_rl)/"
# Ray never placing the job's actors: the trainer's wait for its workers' registration or its placement group times
# out, the autoscaler says no node can ever hold the request, or Ray warns it cannot schedule an actor yet
WORKERS_NOT_PLACED = (
    # (verl's assert before its #947 said it in lower case)
    r"[Ff]ailed to get register_center_actor"
    r"|[Pp]lacement group\w*\b[^\n]*\b(?:timed? ?out|did not become ready)"
    # NeMo-RL's virtual cluster (nemo_rl/distributed/virtual_cluster.py) says it the other way round
    r"|Timed out waiting for placement groups? to be ready"
    r"|No available node types can fulfill resource request"
    r"|cannot be scheduled right now"
)
# Where vLLM runs: its engine processes, the trainers' vLLM workers, and code under any vllm*/ directory.
# A rollout engine's process or code: vLLM's, SGLang's (verl's other rollout engine, `sglang/srt/...`) or
# TensorRT-LLM's (`tensorrt_llm/`, a TRT-LLM generation worker), which the kind list calls vllm (the rollout engine)
ENGINE_CONTEXT = r"(?i)vllm|enginecore|rayworkerwrapper|worker_tp\d|/sglang/|tensorrt_llm/|trtllm"
# A stack dump's frame in safetensors opening or reading a weights file (`safe_open.__init__
# (safetensors/torch.py:313)`)
_SAFETENSORS_READ = r"^safetensors/\S+ (?:safe_open\S*|load_file|load|__init__)$"
# A GPU holding memory before the job started: our runner's preflight note, or a row of a site's nvidia-smi CSV
# table (`index, [name, ]memory.used, memory.total`) with a thousand MiB or more in use
_GPU_HELD_BEFORE = (
    r"(?m)^\[bridge-validate\] preflight: GPU \d+ already holds \d+ MiB"
    # a runner's note of nvidia-smi's process list taken before the job: a process there holding memory
    r"|^\[bridge-validate\] (?:note: )?nvidia-smi --query-compute-apps\b[^\n]*\bbefore\b[^\n]*\b[1-9]\d{3,} ?MiB"
    r"|^\d+, (?:[^,\n]*, )*?[1-9]\d{3,} MiB, \d+ MiB\b"
    # the same query without the total (`--query-gpu=index,memory.used`): `3, 62711 MiB`
    r"|^\d+, [1-9]\d{3,} MiB$"
)

# Ray's memory monitor lists the node's top memory users when it kills a worker (`PID  MEM(GB)  COMMAND`, largest
# first). A first row that is no process of the job (not a Ray worker `ray::...`, not Ray's own daemons, not a
# multiprocessing child or the job's driver) is another tenant's process holding the node's memory
_NODE_MEMORY_HELD_BY_ANOTHER = (
    r"(?m)\bPID\s+MEM\(GB\)\s+COMMAND[ \t]*\n[^\n]*?\b\d+\t[\d.]+\t"
    r"(?!ray::|\S*/(?:raylet|gcs_server|dashboard)\b|\S*python\S* -c from multiprocess(?:ing)?\.spawn"
    r"|[^\n]*(?:run_grpo|run_sft|run_dpo|main_ppo|verl\.trainer|examples/))"
)

# A dumped frame of a weight update from the trainer or of Megatron's code: a hang with such a frame in the dump may
# be the trainer's export never arriving, so the stack rules that blame the rollout engine stand aside
WEIGHT_UPDATE_OR_TRAINER_FRAMES = (
    r"(?i)refit|update_?weights?|weights?_(?:update|sync|transfer)|sync_weights|broadcast_weights|load_weights"
    r"|\bmegatron/"
)

RULES: tuple[TriageRule, ...] = (
    # --- the run did not use the Bridge under test: nothing after this is evidence --------------------------
    TriageRule(
        id="wrong-bridge-path",
        scope="log",
        # an absolute path only: a relative one (pytest's `src/megatron/bridge/__init__.py:15: in <module>`) is
        # the checkout the command runs in, and never read from its middle
        # (never in a container image build's output, BuildKit's `#N <seconds>` lines: the image's own copy, checked
        # while it was built, is not what the job imports)
        pattern=r"^(?!#\d+ [\d.]+ ).*?(?<![\w.\-])"
        r"(?P<path>(?:[A-Za-z]:)?[/\\][^\s'\"()]*megatron[/\\]bridge[/\\]__init__\.py)",
        path_outside_bridge=True,
        outcome="blocked",
        when="always",
        # the seeds' "wrong Bridge path": a copy of the Bridge ran, not the one under test (bridge-import is the
        # Bridge not importable at all)
        category="bridge-path",
        reason="megatron.bridge was imported from {path}, not from the Bridge checkout under test: any later "
        "pass or failure is " + NOT_EVIDENCE,
        follow_up="fix PYTHONPATH so megatron.bridge.__file__ lies under $BRIDGE_REPO/src (driver and "
        "Ray workers), "
        "then rerun",
    ),
    TriageRule(
        id="bridge-not-importable",
        scope="log",
        pattern=r"No module named '(?P<module>megatron|megatron\.bridge)'",
        outcome="blocked",
        when="always",
        category="bridge-import",
        reason="{where} could not import {module}: the Bridge checkout's PYTHONPATH did not reach it "
        "(Ray workers "
        "do not inherit the shell PYTHONPATH); " + NOT_EVIDENCE,
        follow_up="pass PYTHONPATH through the Ray runtime env (verl: "
        '"++ray_kwargs.ray_init.runtime_env.env_vars.PYTHONPATH=${PYTHONPATH}"; NeMo-RL: check the worker '
        "interpreter, e.g. /usr/local/bin/python-MegatronPolicyWorker) and rerun",
    ),
    TriageRule(
        id="verl-vanilla-mbridge",
        scope="log",
        # verl not running Megatron-Bridge: the deprecated mbridge path (VANILLA_MBRIDGE=True, alone or in an
        # `export` list, or the actor/ref Hydra override its engine reads), or its Bridge path turned off
        # (USE_MBRIDGE=False, or the actor's override: verl's own legacy converters build the model)
        pattern=r"^\+*\s*(?:export\s+)?(?:[A-Za-z_]\w*=\S*\s+)*(?:(?:VALUE_)?VANILLA_MBRIDGE=(?:True|true|1)"
        r"|USE_MBRIDGE=(?:False|false|0))(?:\s|$)"
        r"|\bactor_rollout_ref\.(?:actor|ref)\.megatron\.vanilla_mbridge=(?:True|true|1)\b"
        r"|\bactor_rollout_ref\.actor\.megatron\.use_mbridge=(?:False|false|0)\b",
        outcome="blocked",
        when="always",
        frameworks=("verl",),
        category="bridge-path",
        reason="verl ran with {match} (the deprecated mbridge path or its own legacy converters), not Megatron-Bridge: "
        + NOT_EVIDENCE,
        follow_up="rerun with USE_MBRIDGE=True VANILLA_MBRIDGE=False VALUE_VANILLA_MBRIDGE=False",
    ),
    TriageRule(
        id="dtensor-fallback",
        scope="log",
        pattern=r"\bDTensorPolicyWorker(?:V2)?\b",
        # a Megatron policy worker that ran (an actor prefix, a Ray task or actor name), not a path that names
        # its venv (the runner's own import check runs in that venv whichever policy the job builds)
        unless=r"(?:\(|ray::|class_name: |actor_name=)MegatronPolicyWorker\b"
        # NeMo-RL's converter roundtrip functional saves DTensor V1 and V2 checkpoints by design, beside its
        # Megatron import/export steps (which run in the driver, with no policy worker)
        r"|\btest_converter_roundtrip\.py\b|\btest_converters\.sh\b",
        match_on="line",
        outcome="blocked",
        when="always",
        frameworks=("nemo-rl",),
        category="bridge-path",
        reason="NeMo-RL built the DTensor policy instead of the Megatron policy "
        "(policy.megatron_cfg.enabled was "
        "not true), so the run never exercised the Bridge: " + NOT_EVIDENCE,
        follow_up="set policy.dtensor_cfg.enabled=false policy.megatron_cfg.enabled=true, or use "
        "tests/functional/grpo_megatron.sh",
    ),
    # --- a model or optimizer the load left incomplete: the cause of whatever metric fails after it, even at
    # exit code 0
    TriageRule(
        id="weights-not-loaded",
        # A load that went on without some of the model's weights: the model then trains and generates with those
        # parameters as initialised, whatever the exit code says. The Bridge's checkpoint loader retrying without
        # strict (training/checkpointing.py) with real parameters missing (Transformer Engine's `._extra_state`
        # alone is its own version skew, harmless); the Bridge's HF import finding no HF tensor for a Megatron
        # parameter (conversion/model_bridge.py skips it); a loader's key-mismatch report naming a missing weight.
        # Unexpected keys alone are not this: a tied head's second copy is one.
        scope="log",
        pattern=r"Exception during strict loading: Error\(s\) in loading state_dict for \w+"
        r"|\bCan't find (?:the following HF parameters in hf_keys: \[?'?[\w.]+|[\w.]+ in hf_keys)"
        r"|\bkey mismatch\b[^\n]*\bmissing=\[(?:'[^'\n]*\._extra_state',\s*)*'(?![^'\n]*\._extra_state')[^'\n]+'",
        # the strict-load retry's own message says only that keys differed: which ones is on the lines it printed
        # next; it counts where a missing key is a real parameter
        requires=r"Missing key\(s\) in state_dict:(?:\s*\"[^\"\n]*\._extra_state\",)*\s*\"(?![^\"\n]*\._extra_state\")"
        r"[^\"\n]+\"|\bCan't find [^\n]*\bin hf_keys|\bkey mismatch\b[^\n]*\bmissing=\[",
        outcome="fail",
        when="always",
        category="checkpoint",
        reason="the model was built without some of its weights ({match}): those parameters kept their initial "
        "values, so the run's steps and metrics are not the model's",
        follow_up="compare the checkpoint's (or HF model's) parameter names with the model's (the load lists the "
        "missing ones), fix the mapping or the checkpoint format, then rerun",
    ),
    TriageRule(
        id="optimizer-state-not-restored",
        # A resume that found no optimizer state to load and starts the optimizer afresh (NeMo-RL's checkpoint
        # helper: "Optimizer will be freshly initialized"): Level 1 proves that resume restores the saved state
        scope="log",
        pattern=r"\b[Oo]ptimizer state not found at \S+|\bNo optimizer state (?:keys )?found in \S+",
        outcome="fail",
        when="always",
        category="checkpoint",
        reason="the resume did not restore the optimizer's state ({match}): the resumed run is not the saved one",
        follow_up="check that the save wrote the optimizer state where the load looks for it (the path in the "
        "warning), then rerun the save/resume pair",
    ),
    # --- metric failures: real failures, even when the process exited 0 -------------------------------------
    TriageRule(
        id="token-mult-prob-error",
        scope="log",
        pattern=r"\bFAIL\b.*token_mult_prob_error",
        outcome="fail",
        when="always",
        frameworks=("nemo-rl",),
        category="metric",
        reason="train/token_mult_prob_error is over its threshold: the generation backend's logprobs "
        "disagree with "
        "the policy's recomputed logprobs. This is a real metric failure, not a harness failure",
        follow_up="isolate with simpler parallelism or kernels (policy.megatron_cfg.sequence_parallel=false, "
        "policy.megatron_cfg.apply_rope_fusion=false, shorter sequences, vLLM generation) and run Bridge "
        "logits/import/export parity; do not relax the threshold",
    ),
    TriageRule(
        id="metric-check-failed",
        scope="log",
        pattern=r"(?:^|[\s│|┃])FAIL(?:[\s│|┃:]).*data\[",
        outcome="fail",
        when="always",
        category="metric",
        reason="a metric assertion of the functional (tests/check_metrics.py) failed",
        follow_up="compare the failing metric against a run of the base commit",
    ),
    TriageRule(
        id="nan-in-log",
        scope="log",
        pattern=r"(?i)\b(?:loss|reward|[\w ]*kl[\w ]*|entropy|grad[_ ]norm|logprobs?)\b[^\n:=]{0,30}[:=]\s*"
        r"[-+]?(?:nan|inf)\b"
        # the rollout engine finding non-finite logits while it samples (SGLang: `NaN in the logits`): the
        # generation's logprobs are the seeds' metric too
        r"|\b(?:NaN|Inf)s? in the (?:logits|logprobs|probabilities)\b",
        outcome="fail",
        when="always",
        category="metric",
        reason="NaN/inf in a training metric: {match}",
        follow_up="rerun with a fixed seed and compare against the base commit to localise the first "
        "non-finite step",
    ),
    TriageRule(
        id="nothing-trainable",
        # the PEFT wrapping reports no trainable parameter (`trainable params: 0 || all params: ...`): every step
        # then changes nothing, whatever the exit code says (seed 001: "If LoRA fails, check NeMo-RL PEFT config
        # names and Bridge target module names")
        scope="log",
        pattern=r"\btrainable params:?\s*0(?![\d.,])",
        outcome="fail",
        when="always",
        category="metric",
        reason="the model has no trainable parameter ({match}): the adapters matched nothing, so training changed "
        "nothing",
        follow_up="check the PEFT config's target module names against the Bridge model's module names, then rerun",
    ),
    TriageRule(
        id="hf-export-incomplete",
        # Bridge's HF export names the safetensors files it could not write because the weight generator never
        # yielded all of their tensors (megatron/bridge/models/hf_pretrained/state.py): the exported checkpoint is
        # incomplete, a Level 1 export failure whatever the exit code says
        scope="log",
        pattern=r"files could not be saved because the generator did not yield all of their tensors",
        outcome="fail",
        when="always",
        category="checkpoint",
        reason="the HF export left files unwritten ({match}): the exported checkpoint is incomplete",
        follow_up="compare the exported tensor names with the HF model's index (the missing ones are listed under "
        "the warning), then rerun",
    ),
    # --- configuration guards
    TriageRule(
        id="tp4-accuracy-guard",
        pattern=r"known batch-variant accuracy issue with TP>=4",
        outcome="blocked",
        frameworks=("nemo-rl",),
        category="job-config",
        reason="NeMo-RL's TP>=4 batch-variant accuracy guard rejected the job configuration before training "
        "(train_micro_batch_size != logprob_batch_size): a job-configuration problem, " + NOT_EVIDENCE,
        follow_up="rerun with TP 1 or 2, or set policy.train_micro_batch_size equal to "
        "policy.logprob_batch_size; "
        "do not bypass with NRL_IGNORE_TP_ACCURACY_CHECK=1 for pass/fail evidence",
    ),
    TriageRule(
        id="attention-backends-off-by-env",
        # TE's attention chose no backend, and its own debug lines say the job's environment switched the fused
        # or flash backend off (`Disabling FusedAttention due to NVTE_FUSED_ATTN=0`): the inputs would have had a
        # backend but for the job's settings
        pattern=r"No dot product attention backend is available for the provided inputs",
        requires=r"Disabling (?:FlashAttention|FusedAttention) due to NVTE_\w+=0\b",
        outcome="blocked",
        category="job-config",
        reason="Transformer Engine found no attention backend ({match}) after the job's environment turned "
        "backends off (NVTE_*_ATTN=0): a job-configuration problem, " + NOT_EVIDENCE,
        follow_up="rerun without the NVTE_FLASH_ATTN=0 / NVTE_FUSED_ATTN=0 settings (or with one backend the "
        "inputs allow left on)",
    ),
    TriageRule(
        id="attention-backend-needs-newer-library",
        # ... or says a backend was off only because an installed library is too old for these inputs (TE's own
        # wording: `... with cuDNN < 9.18.0`, `... requires flash-attn 2.3+`, `... as version <2.4.1 does not
        # support ...`): a newer cuDNN / flash-attn in the image would have run them
        # (older TE: `No dot product attention support for the provided inputs!`; `... requires cuDNN 9.14+`)
        pattern=r"No dot product attention (?:backend is available|support) for the provided inputs",
        requires=r"Disabling (?:FlashAttention|FusedAttention)\b[^\n]*(?:\bwith cuDNN < \d|\brequires flash-attn \d"
        r"|\brequires cuDNN \d|\bversion <\s?\d)",
        # backends a setting took out (NVTE_*_ATTN=0, by the job or by the change's provider) are not the library's
        # doing: a newer one would not have run these inputs
        unless=r"\bNVTE_(?:FLASH|FUSED|UNFUSED)_ATTN=0\b",
        outcome="blocked",
        category="dependency",
        reason="Transformer Engine found no attention backend ({match}) where its own debug lines say an installed "
        "library (cuDNN, flash-attn) is older than these inputs need: a dependency problem, " + NOT_EVIDENCE,
        follow_up="rerun on an image whose cuDNN / flash-attn meets the version TE names in its `Disabling ...` line",
    ),
    TriageRule(
        id="rocr-visible-devices",
        pattern=r"ROCR_VISIBLE_DEVICES",
        requires=r"(?i)don't set ROCR_VISIBLE_DEVICES|ROCR_VISIBLE_DEVICES.*(?:CUDA|HIP)_VISIBLE_DEVICES",
        outcome="blocked",
        category="container",
        reason="the launcher set ROCR_VISIBLE_DEVICES next to CUDA_VISIBLE_DEVICES and verl's workers "
        "refused to "
        "start: a launcher/container problem, " + NOT_EVIDENCE,
        follow_up="drop ROCR_VISIBLE_DEVICES (and HIP_VISIBLE_DEVICES) from the job environment on CUDA "
        "hosts, "
        "then rerun",
    ),
    TriageRule(
        id="hydra-override-rejected",
        pattern=r"Could not override '[^']+'|Key '[^']+' is not in struct|ConfigKeyError|ConfigAttributeError"
        # Hydra's override parser refusing a command-line value (a character its grammar does not allow)
        r"|OverridesError|LexerNoViableAltException",
        # a config key the Bridge's own code reads and misses (its instantiate, a provider) is the Bridge's
        not_through_bridge=True,
        outcome="blocked",
        category="job-config",
        reason="the downstream config rejected an override ({match}): the job template drifted from this "
        "checkout, " + NOT_EVIDENCE,
        follow_up="fix the job template (prefix keys absent from the config with ++) and rerun",
    ),
    TriageRule(
        id="hydra-override-unparsed",
        # Hydra's override parser (ANTLR) refusing a command-line override's syntax prints only the parser's words
        # and its grammar page, no traceback and no key: the job's own command line, before anything ran
        pattern=r"^(?:mismatched input|extraneous input|no viable alternative at input|missing '[^']*' at"
        r"|token recognition error at:?) \S",
        requires=r"hydra\.cc/docs/[\w.]+/advanced/override_grammar",
        outcome="blocked",
        category="job-config",
        reason="Hydra could not parse an override of the job's command line ({match}): the job template wrote "
        "an override its grammar does not allow, " + NOT_EVIDENCE,
        follow_up="quote or escape the override's value (a path with '=' or ',' needs quotes) in the job "
        "template and rerun",
    ),
    # --- helpers_cpp and other builds / disk
    TriageRule(
        id="helpers-cpp-python3-config",
        pattern=r"python3-config: (?:No such file or directory|not found|command not found)"
        # the same, as Python's subprocess says it (compile_helpers runs `python3-config --extension-suffix`)
        r"|No such file or directory: '(?:[\w./-]*/)?python3(?:\.\d+)?-config'",
        outcome="blocked",
        category="container",
        reason="Megatron-Core's helpers_cpp build could not find python3-config: a container problem, "
        + NOT_EVIDENCE,
        follow_up=_HELPERS_FIX,
    ),
    TriageRule(
        id="helpers-cpp-no-space",
        pattern=r"(?i)helpers.*No space left on device|No space left on device.*helpers|final link "
        r"failed: No space",
        outcome="blocked",
        category="disk",
        reason="helpers_cpp failed to link: no space left on device, " + NOT_EVIDENCE,
        follow_up=_HELPERS_FIX,
    ),
    TriageRule(
        id="helpers-cpp-missing",
        pattern=r"cannot import name 'helpers_cpp'|No module named '[\w.]*helpers_cpp'|helpers_cpp\S*: "
        r"cannot open "
        r"shared object",
        outcome="blocked",
        category="container",
        reason="Megatron-Core's helpers_cpp extension is missing or failed to build ({match}): "
        + NOT_EVIDENCE,
        follow_up=_HELPERS_FIX,
    ),
    TriageRule(
        id="nccl-shared-memory",
        # NCCL's generic "unhandled system error" is explained by the WARN lines NCCL printed before it: a shared
        # memory segment it could not create under /dev/shm is the container's size, whichever process (the vLLM
        # engine, a trainer rank) then raised the error
        pattern=r"ncclSystemError|unhandled system error|NCCL error",
        requires=r"NCCL WARN[^\n]*(?:Error while creating shared memory segment|posix_fallocate failed|/dev/shm)",
        outcome="blocked",
        category="container",
        reason="NCCL could not create its shared-memory segments ({match}, after NCCL's own /dev/shm warnings): "
        "the container's /dev/shm size, " + NOT_EVIDENCE,
        follow_up=_SHM_FIX,
    ),
    TriageRule(
        id="nccl-sysfs-hidden",
        # NCCL reads the node's PCI topology under /sys (each GPU's and NIC's device path); a path it cannot
        # resolve there is the process's view of the machine (a container runtime that masks or mounts /sys
        # without the PCI tree), not the hardware, whichever NCCL error follows
        pattern=r"ncclSystemError|ncclInternalError|unhandled system error|NCCL error",
        requires=r"Could not find real path of /sys/|NCCL WARN[^\n]*(?:[Cc]ould not|[Ff]ailed to|[Cc]annot) "
        r"(?:open|read|find|access|stat)[^\n]*/sys/(?:class|bus|devices)/",
        outcome="blocked",
        category="container",
        reason="NCCL could not read the node's device topology under /sys ({match}, after NCCL's own warnings "
        "about /sys paths): the container's view of /sys, " + NOT_EVIDENCE,
        follow_up="run the container with the host's /sys visible (no masked /sys/class/pci_bus or /sys/bus/pci; "
        "or give NCCL a topology file with NCCL_TOPO_FILE), then rerun",
    ),
    TriageRule(
        id="shared-object-not-mappable",
        # the dynamic loader could not map a shared object's code into memory: a library built at run time (Triton's,
        # torch.compile's, a JIT extension's) into a directory on a filesystem mounted noexec (often /tmp); the
        # container's mounts, whichever package loaded it
        pattern=r"failed to map segment from shared object",
        outcome="blocked",
        category="container",
        reason="the loader could not map a shared object into memory ({match}): a filesystem mounted noexec where "
        "it was built (the container's /tmp or cache mount), " + NOT_EVIDENCE,
        follow_up="point the build caches (TRITON_CACHE_DIR, TORCHINDUCTOR_CACHE_DIR, TMPDIR) at a filesystem "
        "mounted with exec, or mount /tmp with exec, then rerun",
    ),
    TriageRule(
        id="host-memory-refused",
        # the kernel refused a process host memory (ENOMEM from fork or an allocation: `OSError: [Errno 12] Cannot
        # allocate memory`): the node's memory or its overcommit settings, at any time, whichever process asked
        pattern=r"\[Errno 12\] Cannot allocate memory",
        outcome="blocked",
        category="cluster",
        reason="the node refused a process host memory ({match}): the node's, " + NOT_EVIDENCE,
        follow_up="check the node's free memory and overcommit settings (other jobs on a shared node, "
        "vm.overcommit_memory) and rerun; if it repeats, compare host memory with the base commit",
    ),
    TriageRule(
        id="memory-maps-exhausted",
        # mmap refused with ENOMEM while the host has memory: the process ran out of memory maps (the node's
        # vm.max_map_count; Arrow maps every dataset shard it opens) or of address space (a `ulimit -v` the
        # scheduler set: torch mapping a checkpoint's file, `unable to mmap N bytes from file <...>: Cannot allocate
        # memory (12)`), a limit of the node, not the data or the model
        pattern=r"Memory mapping file failed: Cannot allocate memory|max_map_count"
        r"|unable to mmap \d+ bytes from file .*: Cannot allocate memory",
        outcome="blocked",
        category="cluster",
        reason="the kernel refused the process a memory map ({match}): the node's limit on memory maps "
        "(vm.max_map_count) or on a process's address space (ulimit -v), " + NOT_EVIDENCE,
        follow_up="raise vm.max_map_count on the nodes (sysctl -w vm.max_map_count=262144) or lift the job's "
        "address-space limit (ulimit -v unlimited), or open fewer files at once, then rerun",
    ),
    # --- environment before model construction -------------------------------------------------------------
    TriageRule(
        id="namespace-limit-reached",
        # the container runtime (enroot, podman, apptainer) could not create a namespace for the job's container:
        # the kernel says ENOSPC ("No space left on device") when the node's namespace limit is used up
        # (user.max_user_namespaces, namespaces leaked by earlier jobs), not its disk; the container never started
        pattern=r"\b(?:user|mount|pid|network|ipc|uts) namespace\b[^\n]*No space left on device",
        outcome="blocked",
        category="container",
        reason="the container runtime could not create a namespace for the job's container ({match}): the node's "
        "namespace limit, not its disk, " + NOT_EVIDENCE,
        follow_up="check the node's namespace limits and usage (sysctl user.max_user_namespaces, leftover "
        "containers of earlier jobs), drain or clean the node, then rerun",
    ),
    TriageRule(
        id="shared-memory-segment-full",
        # torch shares tensors between processes (DataLoader workers, Ray's zero-copy) through segments it names
        # `/torch_<pid>_<n>` in /dev/shm, NCCL its intra-node buffers through `/dev/shm/nccl-*`: "no space left"
        # writing one is the container's shared memory, not a disk
        pattern=r"unable to write to file </torch_[\w]+>: No space left on device"
        r"|failed to extend /dev/shm/nccl-\S+ to \d+ bytes, error: No space left on device",
        outcome="blocked",
        category="container",
        reason="a shared-memory segment of torch's or NCCL's did not fit ({match}): the container's /dev/shm size, "
        + NOT_EVIDENCE,
        follow_up=_SHM_FIX,
    ),
    TriageRule(
        id="disk-full",
        pattern=r"No space left on device|\[Errno 28\]|Disk quota exceeded|\[Errno 122\]|OutOfDiskError"
        r"|[Ll]ocal disk is full|Not enough disk space\. Needed|NotEnoughDiskSpace"
        # Python's tempfile found no directory it can write a file to (every candidate full or read-only)
        r"|No usable temporary directory found in",
        outcome="blocked",
        category="disk",
        reason="the host ran out of disk ({match}): " + NOT_EVIDENCE,
        follow_up="move HF_HOME, HF_HUB_CACHE and MODEL_PATH to a larger shared or node-local path and rerun",
    ),
    TriageRule(
        id="write-failed-disk-full",
        # A write that failed without naming why (torch's stream writer, a short write) on a host whose log says
        # a filesystem was (nearly) full: the disk, as a full one is the usual cause of these messages.
        pattern=r"file write failed|failed writing file|\[Errno 5\] Input/output error|short write"
        # a C++ stream's write failing (what() of std::ios_base::failure names no cause); torch's zip writer
        # finding fewer bytes in the file than it wrote (`inline_container.cc:659] . unexpected pos 64 vs 0`)
        r"|basic_ios::clear: iostream error|std::__ios_failure|inline_container\.cc:\d+\] \. unexpected pos \d+ vs",
        # ... or a `df` reading the job printed (size, used, avail, Use% >= 95, mount point) says so, or another
        # process's write failed with the disk's own error (ENOSPC)
        requires=r"is over 9\d% full|available space: 0\.\d+ ?GB|filesystem (?:is )?full"
        r"|\s\d[\d.]*[KMGTP]?\s+\d[\d.]*[KMGTP]?\s+\d[\d.]*[KMGTP]?\s+(?:9[5-9]|100)%\s+/"
        r"|No space left on device|\[Errno 28\]",
        outcome="blocked",
        category="disk",
        reason="a file write failed ({match}) while the log shows the filesystem nearly full: the host ran "
        "out of disk, " + NOT_EVIDENCE,
        follow_up="free space (or move the checkpoint and Ray temp dirs to a larger path) and rerun",
    ),
    TriageRule(
        id="storage-refused-a-write",
        # the same write failing where the job writes to a FUSE mount of remote storage (HDFS, an object store: a
        # `df` row of such a filesystem): those mounts refuse writes they cannot take (a seek, an append, a size),
        # which the code on a local disk would not meet. On a local disk with room the failure stays the run's.
        pattern=r"file write failed|failed writing file|\[Errno 5\] Input/output error|short write"
        r"|basic_ios::clear: iostream error|std::__ios_failure",
        requires=r"(?m)^\S*(?:fuse|hdfs|s3fs|gcsfuse|goofys|blobfuse|mountpoint-s3)\S*\s+\d[\d.]*[KMGTPE]?\s",
        outcome="blocked",
        category="disk",
        reason="a write to a FUSE mount of remote storage failed ({match}): the mount the job writes to, "
        + NOT_EVIDENCE,
        follow_up="check the filesystem under the path the job writes (df, the mount's own log), or point the "
        "checkpoint directory at node-local or other storage, then rerun",
    ),
    TriageRule(
        id="package-index-unreachable",
        # uv / pip could not reach the package index while preparing the job's environment (before the generic
        # network rule: the report's causes name the DNS or connection failure under it)
        pattern=r"error: Failed to fetch:? `?https?://|Could not fetch URL https?://"
        r"|Failed to download distribution|Failed to fetch:? `?https?://",
        outcome="blocked",
        before_training=True,
        category="network",
        reason="the package index could not be reached while the job's environment was prepared ({match}): "
        + NOT_EVIDENCE,
        follow_up="prebuild the environment in the image (or set UV_OFFLINE=1 / a local index mirror) and rerun",
    ),
    TriageRule(
        id="collective-test-wrong-results",
        # nccl-tests found wrong values in a collective's result (`# Out of bounds values : 706048 FAILED`): the GPUs
        # and the links between them corrupt data with no Bridge code running (a preflight of the fabric)
        pattern=r"^#\s*Out of bounds values\s*:\s*[1-9]\d*\s+FAILED",
        outcome="blocked",
        category="network",
        reason="nccl-tests found wrong results in a collective ({match}): the interconnect or the GPUs' transport, "
        + NOT_EVIDENCE,
        follow_up="run nccl-tests on each node alone and across the node pairs to find the link that corrupts data "
        "(NCCL_ALGO / NCCL_PROTO to narrow it), drain it, then rerun",
    ),
    TriageRule(
        id="http-client-timed-out",
        # a timeout raised inside an HTTP client while the job sets up (aiohttp under fsspec streaming a dataset
        # shard, httpx, urllib3): the transfer stalled on the network, whatever the wrapper calls it
        pattern=r"^(?:[\w.]+\.)?(?:FS)?Timeout(?:Error)?\b",
        context=r"/(?:aiohttp|httpx|httpcore|urllib3|requests)/|fsspec/implementations/http\.py",
        outcome="blocked",
        before_training=True,
        category="network",
        reason="a download timed out in the HTTP client while the job set up ({match}): the network, "
        + NOT_EVIDENCE,
        follow_up="check outbound access and throughput from the node (or stage the files locally and run "
        "offline), then rerun",
    ),
    TriageRule(
        id="run-tracker-refused",
        # the experiment tracker's server answered and refused the run (401/403/404: an entity or project the job's
        # key may not write, a wrong key): the job's tracker settings, ahead of the unreachable rule
        pattern=r"\b40[0134]\b[^\n]*|\bForbidden\b|\bUnauthorized\b"
        r"|[Pp]ermission denied|PERMISSION_ERROR",
        origin=_INSTALLED + r"(?:wandb|mlflow|comet_ml|clearml)/",
        outcome="blocked",
        category="job-config",
        reason="the run's experiment tracker refused the job's settings ({match}): the job's tracker entity, "
        "project or key, " + NOT_EVIDENCE,
        follow_up="point the job at a tracker entity and project its key may write (or disable the tracker for "
        "validation runs), then rerun",
    ),
    TriageRule(
        id="run-tracker-unreachable",
        # the experiment tracker's client (W&B, MLflow, Comet, ClearML) timing out or failing to talk to its
        # server: the node's way out to that service, not the job's computation
        # (a broken pipe is a connection error too: the socket to the tracker's own service process went away)
        pattern=r"\b(?:Timeout|Connection)\w*\b|\bCommError\b|timed out|\bBrokenPipeError\b",
        # raised in the tracker's client, or in the HTTP client it called (requests / urllib3 refusing the
        # connection, with the tracker's frames on the way or in the exceptions raised from it)
        context=r"/(?:site|dist)-packages/(?:wandb|mlflow|comet_ml|clearml)/",
        context_in_chain=True,
        outcome="blocked",
        category="network",
        reason="the run's experiment tracker could not reach its server ({match}): the network, " + NOT_EVIDENCE,
        follow_up="check outbound access from the node to the tracker (or run it offline: WANDB_MODE=offline), "
        "then rerun",
    ),
    TriageRule(
        id="run-tracker-rejected-a-name",
        # the experiment tracker's server refusing a name the job logs under (MLflow's INVALID_PARAMETER_VALUE for a
        # metric name with a character it does not allow), at whatever step it was first logged: what the job names
        # its metrics (a dataset's data_source in the name), not the model's computation
        # (a value it refuses, a NaN loss, is the run's own number)
        pattern=r"Invalid (?:metric|param(?:eter)?|tag) (?:name|key)\b",
        origin=_INSTALLED + r"(?:wandb|mlflow|comet_ml|clearml)/",
        outcome="blocked",
        category="job-config",
        reason="the run's experiment tracker refused a name the job logs under ({match}): the job's tracker "
        "settings and metric names, " + NOT_EVIDENCE,
        follow_up="rename what the job logs to names the tracker accepts (or disable the tracker for validation "
        "runs), then rerun",
    ),
    TriageRule(
        id="run-tracker-failed",
        # any other error the experiment tracker's own client raised while the job set it up (a key that is not
        # configured, a value its server will not store): the job's tracker settings, not the model
        pattern=r".",
        origin=_INSTALLED + r"(?:wandb|mlflow|comet_ml|clearml)/",
        before_training=True,
        outcome="blocked",
        category="job-config",
        reason="the run's experiment tracker failed while the job set it up ({match}): the job's tracker "
        "settings, " + NOT_EVIDENCE,
        follow_up="fix the job's tracker settings (its key, project, what it logs) or disable the tracker for "
        "validation runs, then rerun",
    ),
    TriageRule(
        id="ray-job-api-unreachable",
        # an HTTP client's error under Ray's job / dashboard SDK (`ray job submit`, JobSubmissionClient): the
        # request went to the Ray cluster's job API (the dashboard not running, not installed, another address), not
        # to the Hub or across the network, before anything of the job ran; ahead of the network rules
        pattern=r".",
        context=_RAY_JOB_API,
        context_in_chain=True,
        # the HTTP client's own error (Ray's own refusals, raised in its SDK, are ray-job-submit's)
        origin=_INSTALLED + r"(?:requests|urllib3|aiohttp|httpx)/",
        outside_bridge=True,
        outcome="blocked",
        before_training=True,
        category="ray",
        reason="the job could not reach the Ray cluster's job API ({match}): " + NOT_EVIDENCE,
        follow_up="check that the cluster's dashboard runs at the address the job submits to (ray[default] "
        "installed, RAY_ADDRESS / --address), then rerun",
    ),
    TriageRule(
        id="network-unreachable",
        # a host name that does not resolve or a connection that cannot be made, while the job sets up
        # (apt's words: `Temporary failure resolving 'archive.ubuntu.com'`)
        pattern=r"socket\.gaierror|Name or service not known|Temporary failure (?:in name resolution|resolving)"
        r"|NewConnectionError|Failed to establish a new connection|Max retries exceeded with url"
        r"|ConnectTimeout(?:Error)?\b|Network is unreachable|ReadTimeout(?:Error)?\b|Read timed out"
        r"|The read operation timed out"
        # TLS that fails between the node and the host (a proxy's certificate, a cut connection)
        r"|SSLCertVerificationError|CERTIFICATE_VERIFY_FAILED|\bSSLError\b|SSLEOFError|\[SSL: [A-Z_]+\]"
        # an HTTP proxy between the node and the host that refuses the tunnel (gRPC's words when its CONNECT through
        # http_proxy is refused: Ray's own connections when no_proxy does not cover the cluster's addresses)
        r"|Tunnel connection failed|ProxyError|Proxy Authentication Required|HTTP proxy returned response code \d+",
        outcome="blocked",
        before_training=True,
        category="network",
        reason="the job could not reach a host it needs while setting up ({match}): the network, "
        + NOT_EVIDENCE,
        follow_up="check DNS and outbound access from the node (or stage the files locally and run offline), "
        "then rerun",
    ),
    TriageRule(
        id="file-server-down",
        # a file operation the kernel answers with EHOSTDOWN (`OSError: [Errno 112] Host is down: '/home/...'`): the
        # path is on a network filesystem whose server stopped answering, at whatever point the job touched it
        pattern=r"\[Errno 112\] Host is down",
        outcome="blocked",
        category="network",
        reason="a file the job uses sits on a network filesystem whose server is down ({match}): " + NOT_EVIDENCE,
        follow_up="check the node's network mounts (`mount`, the NFS/SMB server) or move the job's directories to "
        "node-local storage, then rerun",
    ),
    TriageRule(
        id="numpy-abi-skew",
        # an extension built against NumPy 1.x imported under NumPy 2.x (or the reverse): the image's packages
        pattern=r"_ARRAY_API not found|numpy\.core\.multiarray failed to import"
        r"|compiled using NumPy 1\.x cannot be run in|numpy\.dtype size changed, may indicate binary incompatibility",
        outcome="blocked",
        category="dependency",
        reason="a compiled package does not match the installed NumPy ({match}; dependency skew{versions}): "
        + NOT_EVIDENCE,
        follow_up="pin numpy to the major version the image's compiled packages were built for (or rebuild them) "
        "and rerun",
    ),
    TriageRule(
        id="dataset-load",
        # raised by the dataset libraries while the job loads its data, before any training step (pandas reading
        # the job's parquet files: a column the job asks for that the file lacks; a streaming dataset's loader
        # (MosaicML streaming, webdataset) refusing its shards or its local cache)
        # (a name one data library lacks that another calls is their versions' skew: dependency-skew, later; an
        # import a data library could not make, a decoder package it asks for, is a package the image lacks)
        pattern=_NOT_A_MISSING_NAME,
        origin=_INSTALLED + r"(?:datasets|pyarrow|pandas|streaming|webdataset)/",
        # Bridge code handing the library its own values (a Bridge utility writing a table) is the Bridge's
        not_through_bridge=True,
        outcome="blocked",
        before_training=True,
        category="data",
        reason="the job's dataset could not be loaded ({match}): data setup, " + NOT_EVIDENCE,
        follow_up="check the dataset files and the datasets/pyarrow versions the image carries, then rerun",
    ),
    TriageRule(
        id="dataset-load-below-the-loader",
        # the same, raised in a library the dataset loader called (fsspec resolving the dataset's file patterns,
        # the Hub's file system) while it loaded the job's data before any step, with no Bridge frame; the Hub
        # refusing with 429 there is its rate limit (hf-rate-limit), whatever the loader was fetching
        pattern=_NOT_A_MISSING_NAME + r"(?![\s\S]*(?:\b429 Client Error|Too Many Requests))",
        context=_INSTALLED + r"datasets/(?:load|data_files|builder|arrow_reader)\.py",
        origin=_INSTALLED,
        outside_bridge=True,
        outcome="blocked",
        before_training=True,
        category="data",
        reason="the job's dataset could not be loaded ({match}, raised under the dataset loader): data setup, "
        + NOT_EVIDENCE,
        follow_up="check the dataset files and the datasets/fsspec/pyarrow versions the image carries, then rerun",
    ),
    TriageRule(
        id="dataset-item-undecodable",
        # a media library (Pillow, an audio or video decoder) refusing an item of the job's dataset while the
        # dataset is read, mapped or filtered before any step, with no Bridge frame: the data (an oversized or
        # corrupt image), not the model under test
        pattern=_NOT_A_MISSING_NAME,
        context=_INSTALLED + r"datasets/|/torch/utils/data/",
        origin=_INSTALLED + r"(?:PIL|soundfile|librosa|av|decord|cv2|torchvision/io)/",
        outside_bridge=True,
        outcome="blocked",
        before_training=True,
        category="data",
        reason="an item of the job's dataset could not be decoded ({match}): the data, " + NOT_EVIDENCE,
        follow_up="drop or fix the items the decoder refuses (or raise its limit, e.g. PIL's MAX_IMAGE_PIXELS, "
        "for trusted data), then rerun",
    ),
    TriageRule(
        id="dataset-not-prepared",
        # Megatron-Energon (the Bridge's VLM data loader) finding a dataset folder without the metadata its
        # preparation step writes (`.nv-meta/`): the data the job points at was never prepared (or was copied
        # without it), before any step
        pattern=r"does not contain a \.nv-meta\b|[Dd]id you forget to prepare the dataset",
        outcome="blocked",
        before_training=True,
        category="data",
        reason="the job's dataset was never prepared for its loader ({match}): data setup, " + NOT_EVIDENCE,
        follow_up="run the loader's preparation on the dataset (`energon prepare <path>`) or copy it with its "
        ".nv-meta folder, then rerun",
    ),
    TriageRule(
        id="indexed-dataset-inconsistent",
        # Megatron-Core's reader of the job's indexed dataset (.bin/.idx) refusing what the files hold (an index
        # whose document and sequence counts disagree, a header it does not know) before any step: the data
        # artifact the job points at, which no Bridge code wrote
        pattern=r".",
        origin=r"megatron/core/datasets/indexed_dataset\.py$",
        root_kinds=("exception",),
        outcome="blocked",
        before_training=True,
        category="data",
        reason="Megatron-Core's indexed-dataset reader refused the job's data files ({match}): the dataset "
        "artifact, " + NOT_EVIDENCE,
        follow_up="rebuild the .bin/.idx pair with Megatron-Core's preprocessing (a merge that kept the document "
        "index), or point the job at a known-good prefix, and rerun",
    ),
    TriageRule(
        id="data-item-rejected",
        # raised while a DataLoader worker fetched a dataset item (its prompt longer than the job allows, a field
        # missing), outside the Bridge: the data the job was given, not the model under test. A streamed dataset's
        # server refusing or failing the fetch (429, 5xx, a dropped connection) is the rate-limit or network rules'.
        pattern=r"^(?![\s\S]*(?:\b429 Client Error|Too Many Requests|\b5\d\d Server Error|ConnectionError"
        r"|Connection (?:reset|refused|aborted)|Read timed out))",
        context=r"/torch/utils/data/_utils/fetch\.py:\d+ in fetch|:\d+ in _worker_loop\n",
        outside_bridge=True,
        outcome="blocked",
        category="data",
        reason="a dataset item was rejected while the data loader read it ({match}): data setup, " + NOT_EVIDENCE,
        follow_up="filter or truncate the items the job's limits reject (e.g. over-long prompts), or raise the "
        "limit, and rerun",
    ),
    TriageRule(
        id="record-lacks-a-field",
        # the downstream's own dataset code (verl/utils/dataset/, nemo_rl/data/) looking up a field a record of the
        # job's data does not have (`KeyError: 'prompt'` in verl's prompt-length filter), before any step: the
        # files the job was given are not in the shape its data config names, not the model under test
        pattern=r"^KeyError: ['\"][^'\"]+['\"](?:\n|$)",
        origin=r"(?:^|/)(?:verl/utils/dataset|nemo_rl/data)/",
        outside_bridge=True,
        outcome="blocked",
        before_training=True,
        category="data",
        reason="a record of the job's data lacks a field the data config names ({match}): data setup, "
        + NOT_EVIDENCE,
        follow_up="check the dataset files' columns against the job's data keys (prompt_key, the response and "
        "answer keys) and rerun",
    ),
    TriageRule(
        id="model-type-unknown-to-transformers",
        # the container's transformers does not know the checkpoint's model type (its registry has no entry):
        # the package is older than the model, whoever asked for the config, and whoever re-raised transformers'
        # own statement of it (vLLM's config validation)
        pattern=r"model type `?(?P<type>[\w.-]+)`? but Transformers does not recognize this architecture",
        outcome="blocked",
        category="dependency",
        reason="the container's transformers does not know the model type {missing}{versions} (dependency skew); "
        + NOT_EVIDENCE,
        follow_up="use an image whose transformers supports this model type (or pin the model to one it knows), "
        "then rerun",
    ),
    TriageRule(
        id="model-type-missing-from-transformers-registry",
        # ... or says so only by the registry's KeyError, raised in transformers' auto classes
        pattern=r"^KeyError: '(?P<module>[\w.-]+)'",
        origin=_INSTALLED + r"transformers/(?:models/auto|configuration_utils)",
        outcome="blocked",
        category="dependency",
        reason="the container's transformers does not know the model type {missing}{versions} (dependency skew); "
        + NOT_EVIDENCE,
        follow_up="use an image whose transformers supports this model type (or pin the model to one it knows), "
        "then rerun",
    ),
    TriageRule(
        id="model-config-newer-than-transformers",
        # a model's configuration class of the installed transformers rejects a field of the checkpoint's config
        # (Llama 3.1's `rope_scaling` under a transformers that knew only {type, factor}) before any training and
        # with no Bridge frame: the package is older than the checkpoint, whichever process loaded it. An HF config
        # the Bridge exported and a run reloads later is the export rule's, after training.
        pattern=r"^ValueError: ",
        origin=_INSTALLED + r"transformers/models/(?!auto/)\w+/configuration_\w+\.py",
        outside_bridge=True,
        before_training=True,
        outcome="blocked",
        category="dependency",
        reason="the installed transformers rejects the checkpoint's config ({match}{versions}): the package is "
        "older than the model (dependency skew), " + NOT_EVIDENCE,
        follow_up="use an image (or worker venv) whose transformers supports this checkpoint's config, then rerun",
    ),
    TriageRule(
        id="job-config-rejected",
        # The framework's own validation rejected one of the job's settings before any model existed: the
        # message names a key of the framework's config (NeMo-RL: policy.*, grpo.*, ...; verl:
        # actor_rollout_ref.*, trainer.*, ...), raised in the framework's code with no Bridge frame.
        pattern=r"\b(?:policy|grpo|sft|dpo|distillation|loss_fn|checkpointing|cluster|logger|env"
        r"|actor_rollout_ref|critic|reward_model|algorithm|trainer)\.\w+(?:\.\w+)*\s*(?:=|is not supported"
        r"|must be|should be|is required)"
        # a bare assertion over the job's settings, read by its `assert` statement (the framework's config check)
        r"|(?:^|\n)(?:AssertionError: )?assert\b[^\n]*\b(?:config|cfg)\.\w+\.\w+",
        origin=r"/(?:nemo_rl|verl)/",
        root_kinds=("exception",),
        outside_bridge=True,
        outcome="blocked",
        before_training=True,
        category="job-config",
        reason="the framework rejected the job's configuration before any model existed ({match}): the job "
        "template's settings, " + NOT_EVIDENCE,
        follow_up="fix the job template's setting the message names (configs/jobs.yaml) and rerun",
    ),
    TriageRule(
        id="error-names-the-setting-to-change",
        # the raising code itself naming the job setting to change (verl: "Please increase
        # rollout.update_weights_bucket_megabytes"; Megatron-Core: "NVSHMEM_MAX_CTAS must be set to '2'"), outside
        # Bridge code: the message says the job's settings, not the code under test, decide it
        pattern=r"[Pp]lease (?:increase|decrease|raise|lower|reduce|set) (?:the )?[a-z_]\w*(?:\.\w+)+"
        r"|\b[A-Z][A-Z0-9]*_[A-Z0-9_]+ must be set\b",
        root_kinds=("exception",),
        outside_bridge=True,
        outcome="blocked",
        category="job-config",
        reason="the error names a setting of the job to change ({match}): the job template's settings, "
        + NOT_EVIDENCE,
        follow_up="change the setting the message names in the job template (configs/jobs.yaml) or its "
        "environment, then rerun",
    ),
    TriageRule(
        id="launcher-refused-the-job",
        # the job launcher's own code (NeMo-Run, TorchX) failing while it scheduled the job, before the job's
        # program started: how the job was laid out for the launcher, not the code under test
        pattern=r".",
        origin=_INSTALLED + r"(?:nemo_run|torchx)/",
        root_kinds=("exception",),
        outside_bridge=True,
        before_training=True,
        outcome="blocked",
        category="job-config",
        reason="the job's launcher failed while it scheduled the job ({match}), before the job's program started: "
        "the job's launch layout, " + NOT_EVIDENCE,
        follow_up="check the job's executor and task layout for the launcher (e.g. launch grouped tasks as separate "
        "jobs) and rerun",
    ),
    TriageRule(
        id="downstream-lacks-the-setting",
        # the downstream framework's own code saying it does not implement what the job asked for (an estimator, a
        # backend, a mode the job's settings select; a refit path its generation backend does not override, first
        # taken at step 1), with no Bridge frame: the job's settings for this checkout.
        # Bare: a message names what is missing, and the rules that read it (a reward's data source) come later.
        pattern=r"\ANotImplementedError[ \t]*(?:\n|\Z)",
        origin=_DOWNSTREAM_CODE,
        root_kinds=("exception",),
        outside_bridge=True,
        outcome="blocked",
        category="job-config",
        reason="the downstream framework does not implement what the job's settings ask for ({match}, raised in "
        "its own code with no Bridge frame): the job template's settings, " + NOT_EVIDENCE,
        follow_up="choose a setting this downstream checkout implements (or the downstream version that does), "
        "then rerun",
    ),
    TriageRule(
        id="command-line-refused",
        # a program of the job refusing its command line (argparse: a required argument missing, one it does not
        # know, a value it does not accept) before it did anything: the job's command, not the code under test
        pattern=ARGPARSE_ERROR,
        before_training=True,
        outcome="blocked",
        category="job-config",
        reason="a program of the job refused its command line ({match}): the job template's command, "
        + NOT_EVIDENCE,
        follow_up="fix the arguments the job passes to that program (configs/jobs.yaml, the script's flags) and "
        "rerun",
    ),
    TriageRule(
        id="job-command-not-found",
        # the job's launcher could not start the script or program the job names (uv's `Failed to spawn`, python's
        # `can't open file`) because no such file exists where it ran: the job's command or working directory
        # (a script the downstream checkout moved is drift in the job template), before anything of the run
        pattern=r"Failed to spawn: `[^`]+`[\s\S]*No such file or directory|can't open file '[^']+': \[Errno 2\]",
        before_training=True,
        outcome="blocked",
        category="job-config",
        reason="the job's command names a script or program that is not where the job ran ({match}): the job "
        "template's command or working directory, " + NOT_EVIDENCE,
        follow_up="run the job from the downstream checkout (its cwd) or fix the script path in configs/jobs.yaml, "
        "and rerun",
    ),
    TriageRule(
        id="job-asked-for-a-missing-name",
        # A lookup failed on a name the job's own overrides set (checkpointing.metric_name=val_reward, a
        # data.prompt_key the files lack): the job asked for something its run does not have, outside the Bridge.
        pattern=r"^KeyError: ['\"](?P<key>[^'\"]+)['\"]",
        key_from_overrides=True,
        outside_bridge=True,
        root_kinds=("exception",),
        outcome="blocked",
        category="job-config",
        reason="the job asked for {key!r}, which its run does not have ({match}; set by the job's own overrides): "
        "the job template's settings, " + NOT_EVIDENCE,
        follow_up="make the override name something the run produces (a metric it logs, a column the data has) "
        "in configs/jobs.yaml, and rerun",
    ),
    TriageRule(
        id="job-named-a-repository-the-hub-lacks",
        # The Hub has no repository by the id the job's own overrides name (policy.model_name=Org/Typo): it
        # answers "Repository Not Found" (a 401 or 404 to anyone) for the files the run fetches from it. The job
        # asked for a model that is not there: its settings, not the download and not the Bridge.
        pattern=r"huggingface\.co/(?!api/|datasets/)(?P<key>[\w.-]+/[\w.-]+)/resolve/",
        requires=r"RepositoryNotFoundError|Repository Not Found for url",
        # ... unless the Hub says the token was refused: it answers "not found" to a bad token too
        # (not "Invalid username or password": the Hub appends that to every "not found" it answers anonymously)
        unless=r"Invalid credentials in Authorization header|Invalid user token",
        key_from_overrides=True,
        outside_bridge=True,
        outcome="blocked",
        before_training=True,
        category="job-config",
        reason="the Hub has no repository {key!r}, which the job's own overrides name ({match}): the job "
        "template's model id, " + NOT_EVIDENCE,
        follow_up="correct the model id in configs/models.yaml or the request (a public repository the Hub lists), "
        "and rerun",
    ),
    TriageRule(
        id="job-inputs-do-not-fit",
        # What the job chose does not fit together, whatever the Bridge change: a chat dataset applied to a model
        # without a chat template; prompts as long as the generation engine's max model length (vLLM and SGLang
        # reject a prompt that leaves no room for one generated token); a LoRA rank above the engine's max_lora_rank.
        # Outside any Bridge frame.
        pattern=r"tokenizer\.chat_template is not set"
        # the adapter rank the job trains is above the rank the job's generation engine was told to serve
        r"|LoRA rank \d+ is greater than max_lora_rank \d+"
        r"|[Pp]rompt length of \d+ is longer than the maximum model length"
        # more log-probabilities per token than the job's generation engine was told to return
        r"|[Rr]equested (?:sample |prompt )?logprobs of \d+, which is greater than max allowed: \d+"
        r"|decoder prompt \(length \d+\) is longer than the maximum model length"
        r"|Input prompt \(\d+ tokens\) is too long and exceeds limit"
        # vLLM's input validation counting text and multimodal (image) tokens together
        r"|[Tt]he prompt \(total length \d+\) is too long to fit into the model"
        # SGLang's words for the same (its tokenizer manager checks every request against the context length)
        r"|[Tt]he input \(\d+ tokens\) is longer than the model's context length",
        root_kinds=("exception",),
        outside_bridge=True,
        outcome="blocked",
        category="job-config",
        reason="the job's own inputs do not fit together ({match}): the model, dataset or length settings the "
        "job template chose, " + NOT_EVIDENCE,
        follow_up="pick an instruct model (or a chat-template override) for chat data, or raise the generation "
        "max model length above the prompt length (configs/jobs.yaml), and rerun",
    ),
    TriageRule(
        id="gpus-do-not-fit-the-layout",
        # The job's parallel layout does not divide the GPUs it was given (the trainer's own config check):
        # the job's shape, raised before any model exists with no Bridge frame on the way (a layout the Bridge
        # computed and passed on is the Bridge's).
        pattern=r"\b(?:n_gpus|num_gpus|world_size|world size|number of GPUs|total GPUs)\b[^\n]*\bdivisible\b"
        r"|\bdivisible\b[^\n]*\b(?:n_gpus|num_gpus|world_size|world size|number of GPUs)\b"
        # the model's heads do not split over the tensor-parallel size the job chose (checked by the engine that
        # was given that size before any weights move)
        r"|\b(?:attention |key.value |kv )?heads\b[^\n]*\bdivisible by\b[^\n]*\btensor.parallel"
        # a component asks for more GPUs than the job's placement gives it (generation TP x PP over the
        # inference placement group)
        r"|\b(?:number of )?(?:required|requested) GPUs\b[^\n]*\bexceeds?\b[^\n]*\bavailable GPUs\b",
        outside_bridge=True,
        outcome="blocked",
        before_training=True,
        category="job-config",
        reason="the job's parallel layout does not fit the GPUs it was given ({match}): the job's "
        "configuration, " + NOT_EVIDENCE,
        follow_up="choose TP x PP x CP (and EP) that divide the job's GPU count, or give the job the GPUs it "
        "needs, and rerun",
    ),
    TriageRule(
        id="build-lacks-a-python-package",
        # a build that stopped because a Python package was not importable in its environment (pip's build
        # isolation without torch, a build requirement not declared: `No module named 'torch'`, `requires PyTorch
        # ... being installed`) while an installer built it: the installer's environment, not a system library or
        # tool the image lacks (a Makefile's build in the image that cannot run `python -m pybind11` is the image's)
        pattern=r"No module named '?[\w.]+|requires PyTorch\b[^\n]*\binstalled",
        requires=r"(?i)\b(?:pip|uv)\b[^\n]*\b(?:install|sync|build)\b|Building wheel|Getting requirements to build",
        root_kinds=("build",),
        outcome="blocked",
        category="dependency",
        reason="a build in the job's environment could not import a Python package it needs ({match}): the "
        "installer's build environment, " + NOT_EVIDENCE,
        follow_up="install the build requirement first and build without isolation (pip --no-build-isolation, uv's "
        "extra-build-dependencies), or use a prebuilt wheel, then rerun",
    ),
    TriageRule(
        id="build-failed",
        pattern=r".",
        root_kinds=("build",),
        outcome="blocked",
        category="container",
        reason="a build in the job's environment failed ({match}): the container lacks what the build needs, "
        + NOT_EVIDENCE,
        follow_up="install the missing build dependency in the container (or use an image with the prebuilt "
        "extension) and rerun",
    ),
    TriageRule(
        id="package-build-failed",
        # an exception raised while pip built a package in the job's environment (its build backend, run through
        # pip's in-process hooks or setuptools' build_meta: a toolkit that does not match torch's CUDA, a build
        # requirement missing) before any step. Not the Bridge's own build, which a change can break.
        pattern=r".",
        context=r"pyproject_hooks/_in_process/|setuptools/build_meta\.py",
        unless=r"(?i)(?:Building|Preparing|Getting requirements to build) (?:wheel|metadata|editable)[^\n]*"
        r"megatron[-_.]bridge",
        root_kinds=("exception",),
        outcome="blocked",
        before_training=True,
        category="container",
        reason="a package build in the job's environment failed ({match}): the container's toolchain or build "
        "requirements, " + NOT_EVIDENCE,
        follow_up="build the package into the image with the CUDA toolkit torch was built with (or install a "
        "prebuilt wheel), then rerun",
    ),
    TriageRule(
        id="jit-build-failed",
        # an extension compiled at run time (FlashInfer, DeepGEMM, Megatron helpers) whose build broke
        pattern=r"Ninja build failed|Command '\['(?:ninja|make|cmake|nvcc)'|Error building extension"
        r"|error: command '[^']*(?:gcc|g\+\+|c\+\+|nvcc)' failed"
        # torch's inductor compiling the C++ it generated with the image's compiler and headers
        r"|\bCppCompileError\b",
        outcome="blocked",
        category="container",
        reason="an extension built at run time failed to compile ({match}): the container lacks what the build "
        "needs, " + NOT_EVIDENCE,
        follow_up="use an image with the extension prebuilt (or its compiler, CUDA headers and cache dir "
        "writable) and rerun",
    ),
    # --- network / Hub
    TriageRule(
        id="hf-rate-limit",
        pattern=r"429 Client Error|Too Many Requests|HTTP(?:Error)?:? 429|status(?:_code)?[=: "
        r"]+429|\b429\b.*huggingface",
        outcome="blocked",
        category="rate-limit",
        reason="Hugging Face answered 429 Too Many Requests for a file the job fetches: an environment failure, "
        + NOT_EVIDENCE,
        follow_up=_OFFLINE_FIX,
    ),
    TriageRule(
        id="model-dir-incomplete",
        # transformers could not load the tokenizer / config / weights from the model the job named: the directory
        # lacks those files (a weights-only snapshot, a stray directory with the hub id's name), the job's own path
        pattern=r"Can't load (?:the )?(?:tokenizer|config|model|processor|image processor|feature extractor)"
        r"(?: configuration)? for '(?P<path>/[^']+)'"
        # the name the job gave (a directory, or a hub id a same-named local directory shadows) has no such file
        r"|(?P<name>[\w./-]+) does not appear to have a file named [\w.-]+"
        # vLLM's loader finding no weights of the format the job asked for in the directory it names
        r"|Cannot find any model weights with [`'\"]?(?P<dir>/[^`'\"\s]+)",
        before_training=True,
        outcome="blocked",
        category="job-config",
        reason="the model directory the job names lacks what the loader reads from it ({match}): the job's model "
        "path, " + NOT_EVIDENCE,
        follow_up="point the job at a complete model directory (tokenizer and config files beside the weights) or "
        "at the hub id, and rerun",
    ),
    TriageRule(
        id="model-dir-lacks-weight-format",
        # the Bridge's HF loader finding no safetensors in the very directory the job passed as its model path (a
        # snapshot staged with `.bin` weights only): the model the job was given, not the loader (a loader looking
        # elsewhere than the job's path is not this rule)
        pattern=r"No \.safetensors files or index found in (?P<key>/\S+?)/?$",
        key_from_overrides=True,
        before_training=True,
        outcome="blocked",
        category="job-config",
        reason="the model directory the job names has no weights in the format the loader reads ({match}): the "
        "job's model path, " + NOT_EVIDENCE,
        follow_up="point the job at a snapshot with safetensors weights (or convert the .bin weights once with "
        "transformers' save_pretrained(safe_serialization=True)) and rerun",
    ),
    TriageRule(
        id="dataset-hub-unreachable",
        # the Hub (offline mode, no connection, a cache miss) asked for a dataset, not a model: the job's data
        pattern=r"(?:OfflineModeIsEnabled|LocalEntryNotFoundError|couldn't connect)[^\n]*huggingface\.co/(?:api/)?"
        r"datasets/|Couldn't reach '[^']+' on the Hub",
        outcome="blocked",
        before_training=True,
        category="data",
        reason="the job's dataset could not be fetched from the Hub ({match}): data setup, " + NOT_EVIDENCE,
        follow_up="put the dataset in the offline cache (HF_DATASETS_CACHE / HF_HOME) or a local path the job "
        "reads, and rerun",
    ),
    TriageRule(
        id="hf-unreachable",
        pattern=r"OfflineModeIsEnabled|LocalEntryNotFoundError|We couldn't connect to 'https://huggingface\.co'"
        r"|An error happened while trying to locate the files on the Hub"
        r"|Failed to download '[^']+' from (?:the )?(?:HuggingFace|Hugging Face) Hub"
        r"|Cannot find the requested files in the (?:local|disk) cache|is not a local folder and is not "
        r"a valid "
        r"model identifier|Repository Not Found|GatedRepoError|Cannot access gated repo"
        # the same for a hub id (a local directory is the job's own path: model-dir-incomplete)
        r"|Can't load (?:the )?(?:tokenizer|config|model|processor) for '[\w.-]+/[\w.-]+'",
        outcome="blocked",
        before_training=True,
        category="model-download",
        reason="the model or tokenizer could not be fetched ({match}): " + NOT_EVIDENCE,
        follow_up=_OFFLINE_FIX,
    ),
    TriageRule(
        id="model-files-corrupt",
        # a safetensors file whose header or body is cut short: an interrupted or partial download in the cache
        pattern=r"SafetensorError: Error while deserializing header|MetadataIncompleteBuffer|HeaderTooLarge"
        r"|incomplete metadata, file not fully covered",
        outcome="blocked",
        before_training=True,
        category="model-download",
        reason="a model file in the cache is incomplete or corrupt ({match}): an interrupted download, "
        + NOT_EVIDENCE,
        follow_up="delete the model's snapshot from $HF_HUB_CACHE (or the node-local copy), download it again "
        "and rerun",
    ),
    TriageRule(
        id="hub-cache-file-missing",
        # a file of a snapshot in the Hub's cache (`models--Org--Name/snapshots/<revision>/...`, a layout only
        # huggingface_hub writes) is not there when the model loads: another node still downloading into a shared
        # cache, a cache cleaned under the run. The download's, whoever's code opened the file.
        pattern=r"(?=[^\n]*\bmodels--[\w.-]+--[\w.-]+/snapshots/)[^\n]*(?:No such file or directory|unable to open file"
        r"|FileNotFoundError)",
        outcome="blocked",
        before_training=True,
        category="model-download",
        reason="a file of the model's snapshot in the Hub cache is missing ({match}): a download still in progress "
        "or a cache changed under the run, " + NOT_EVIDENCE,
        follow_up="download the model once before the job starts (or give each node its own HF_HUB_CACHE; a "
        "shared cache needs locks every node sees), then rerun",
    ),
    TriageRule(
        id="model-files-are-lfs-pointers",
        # the model's weight files are Git LFS pointer stubs, not weights (a clone without git-lfs, or with LFS
        # smudging skipped): whatever reads them fails on their first bytes ("version https://git-lfs..."), and
        # transformers says so when it sees one
        pattern=r"cloned a repository without having git-lfs|version https://git-lfs\.github\.com/spec",
        outcome="blocked",
        before_training=True,
        category="model-download",
        reason="the model's weight files are Git LFS pointers, not weights ({match}): how the model was fetched, "
        + NOT_EVIDENCE,
        follow_up="fetch the model's LFS objects (`git lfs pull` in its directory, or download it with the Hub "
        "client), then rerun",
    ),
    TriageRule(
        id="model-weights-truncated",
        # torch reading a weights file shorter than its own header says (`unexpected EOF, expected N more bytes`, a
        # zip archive without its central directory) while transformers loads a pretrained model: the model's files
        # were cut short on their way in, not written by the run (a checkpoint the run saved loads elsewhere)
        pattern=r"unexpected EOF, expected \d+ more bytes|failed finding central directory",
        context=r"transformers/modeling_utils\.py:\d+ in (?:load_state_dict|_load_pretrained_model)",
        outcome="blocked",
        before_training=True,
        category="model-download",
        reason="a weights file of the model the job loads is cut short ({match}): an interrupted download or copy, "
        + NOT_EVIDENCE,
        follow_up="fetch the model's files again (or check the copy on the node) and rerun",
    ),
    TriageRule(
        id="hub-transfer-broken",
        # the Hub's transfer itself broke mid-file (Xet/CAS errors, a body cut short, a size check that failed),
        # raised in huggingface_hub's download code or hf_xet whoever asked for the file (the Bridge's HF import too)
        pattern=r"CAS service error|CasObjectError|IncompleteBody|IncompleteRead|Connection broken"
        r"|ChunkedEncodingError|Consistency check failed",
        origin=_INSTALLED + r"(?:huggingface_hub/file_download\.py|hf_xet/)",
        outcome="blocked",
        category="model-download",
        reason="the model download broke off ({match}): " + NOT_EVIDENCE,
        follow_up="delete the partial files from $HF_HUB_CACHE and download again (HF_HUB_DISABLE_XET=1 falls back "
        "to plain HTTP), then rerun",
    ),
    TriageRule(
        id="hub-fetch",
        # raised by the HTTP clients that fetch models, tokenizers and configs (a 401/403/404 answer, a revision
        # that is gone), before any model exists and with no Bridge frame on the way: the download. (Not the Hub
        # library's strict dataclasses checking a value its caller set on a config: huggingface_hub/dataclasses.py)
        pattern=r".",
        origin=_INSTALLED + r"(?:huggingface_hub/(?!dataclasses\.py)|(?:requests|urllib3|httpx|hf_transfer)/)",
        not_context=_RAY_JOB_API,
        outside_bridge=True,
        outcome="blocked",
        before_training=True,
        category="model-download",
        reason="a file the job fetches (the model, its tokenizer or config, a dataset) could not be fetched "
        "({match}): " + NOT_EVIDENCE,
        follow_up=_OFFLINE_FIX,
    ),
    TriageRule(
        id="hub-refused-credentials",
        # the Hub answered 401/403 (an empty or wrong HF_TOKEN, a gated repository the token may not read), as a
        # library logged it (hub-fetch, above, reads one an HTTP client raised): the download's credentials
        pattern=HUB_REFUSED,
        outcome="blocked",
        before_training=True,
        category="model-download",
        reason="the Hub refused the job's credentials ({match}): " + NOT_EVIDENCE,
        follow_up="set a valid HF_TOKEN (or unset an empty one) with access to the model, or stage the model "
        "locally and run offline, then rerun",
    ),
    TriageRule(
        id="hub-cache-lock-stuck",
        # a process waiting on a lock in the Hub's cache (`.locks/models--...`) that no live process releases (a
        # stale lock file on a shared cache, a download killed mid-way): the model download never starts
        pattern=r"Still waiting to acquire lock on \S*(?:/hub/|\.locks/|models--)",
        outcome="blocked",
        category="model-download",
        reason="the model download waited on a lock in the Hub cache that nothing releases ({match}): "
        + NOT_EVIDENCE,
        follow_up="remove the stale lock files under $HF_HOME/hub/.locks (no download running), or give the job "
        "its own HF cache, then rerun",
    ),
    TriageRule(
        id="installer-cache-lock-stuck",
        # the installer waiting on a lock in its package cache that nothing releases (uv's `Waiting to acquire lock
        # for ...` as its last words: a cache shared over NFS, another job's install killed mid-way): the job's
        # environment is never built
        pattern=r"Waiting to acquire lock for \S+",
        # only as the root cause (the process's last words): a wait the installer got past is no error
        root_kinds=("log",),
        outcome="blocked",
        category="dependency",
        reason="the installer waited on a lock in its package cache that nothing releases ({match}): "
        + NOT_EVIDENCE,
        follow_up="give the job its own installer cache (UV_CACHE_DIR on node-local disk), or remove the stale "
        "locks with no install running, then rerun",
    ),
    TriageRule(
        id="storage-device-failed",
        # the filesystem under a file the job reads or writes failed the operation itself, in words only the
        # storage layer uses (Python's `[Errno N]` or Rust's `(os error N)`): a mount without shared mmap (FUSE,
        # some network filesystems: "No such device"), a network filesystem's handle gone stale, an I/O error; also
        # as a C++ library reports a failed system call (torch's `read(): fd 33 failed with Stale file handle`)
        pattern=r"\[Errno 19\] No such device|No such device \(os error 19\)"
        r"|\[Errno 116\] Stale file handle|Stale file handle \(os error 116\)"
        r"|\[Errno 5\] Input/output error|Input/output error \(os error 5\)"
        r"|\b(?:read|write|pread|pwrite|open|fsync)\(\)[^\n]* failed with (?:Stale file handle|Input/output error)",
        outcome="blocked",
        category="disk",
        reason="the filesystem under a file the job uses failed the operation ({match}): the storage, "
        + NOT_EVIDENCE,
        follow_up="copy the files to a node-local disk (or a mount that supports mmap) and point the job there, "
        "or have the storage checked, then rerun",
    ),
    TriageRule(
        id="read-only-filesystem",
        # the storage the job writes to (checkpoints, caches, logs) is mounted read-only where it writes: the
        # host's storage, whichever code made the directory. After hub-fetch: a hub download writing into a
        # read-only (shared, pre-filled) model cache lacks the model there, which is the download's problem.
        pattern=r"\[Errno 30\] Read-only file system|Read-only file system \(os error 30\)",
        outcome="blocked",
        category="disk",
        reason="the job writes to a read-only filesystem ({match}): " + NOT_EVIDENCE,
        follow_up="point the job's output and cache paths (checkpoint dir, HF_HOME, /tmp) at a writable filesystem "
        "and rerun",
    ),
    TriageRule(
        id="filesystem-refused-an-operation",
        # the filesystem the job writes to does not support what the write needs (EOPNOTSUPP: a FUSE or network
        # mount without mmap, locks or sparse files): the host's storage, whichever code wrote
        pattern=r"\[Errno 95\] Operation not supported|Operation not supported \(os error 95\)",
        outcome="blocked",
        category="disk",
        reason="the filesystem the job writes to does not support the operation ({match}): " + NOT_EVIDENCE,
        follow_up="point the job's output, cache and temporary paths (TMPDIR, the export directory) at a local "
        "filesystem and rerun",
    ),
    TriageRule(
        id="permission-denied",
        # the job's user may not write or lock a path it uses (a cache, checkpoint or log directory another user or
        # a root-run step created, a shared cache's lock file): the storage's permissions, whichever code touched it
        pattern=r"\[Errno 13\] Permission denied(?:: '(?P<path>[^']+)')?",
        outside_bridge=True,
        outcome="blocked",
        category="disk",
        reason="the job's user may not use a path it needs ({match}): the storage's permissions, " + NOT_EVIDENCE,
        follow_up="give the job's user its own cache/checkpoint directories (HF_HOME, HF_DATASETS_CACHE, the "
        "checkpoint dir) or fix the shared directory's permissions, and rerun",
    ),
    TriageRule(
        id="tool-permission-denied",
        # a native tool of the job's set-up (uv, written in Rust: `failed to open file `...`: Permission denied (os
        # error 13)`) refused a path its user may not use: the storage's permissions, before any code under test ran
        pattern=r"Permission denied \(os error 13\)",
        outcome="blocked",
        category="disk",
        reason="a tool of the job's set-up may not use a path it needs ({match}): the storage's permissions, "
        + NOT_EVIDENCE,
        follow_up="give the job's user its own tool cache (UV_CACHE_DIR) or fix the shared directory's "
        "permissions, and rerun",
    ),
    TriageRule(
        id="filesystem-without-locks",
        # the filesystem a cache lives on does not implement the file locks the libraries take (flock on some
        # network filesystems: ENOSYS; an NFS mount with no lock service behind it: ENOLCK): the storage's, whichever
        # library asked
        pattern=r"does not appear to support flock|\[Errno 38\] Function not implemented"
        r"|\[Errno 37\] No locks available",
        requires=r"flock|\.lock\b|filelock",
        outcome="blocked",
        category="disk",
        reason="the filesystem the job's cache is on does not support file locks ({match}): " + NOT_EVIDENCE,
        follow_up="put HF_HOME / HF_DATASETS_CACHE on a filesystem with working flock (or node-local disk), then "
        "rerun",
    ),
    TriageRule(
        id="storage-not-shared",
        # a file one node wrote is missing on another because the directory is not on storage every node mounts
        # (NeMo-RL's own check after the one-time HF->Megatron conversion on rank 0 says so; seed 001: on shared
        # clusters make the caches explicit and mount them into every node's container)
        pattern=r"(?i)\bnot (?:being )?mounted on this node|not (?:on )?(?:a )?(?:filesystem|storage|directory) "
        r"shared (?:by|across|between) (?:all )?(?:the )?nodes",
        outcome="blocked",
        category="cluster",
        reason="a file written on one node is not visible on another: the directory is not on storage every node "
        "mounts ({match}): " + NOT_EVIDENCE,
        follow_up="put HF_HOME, the converted-checkpoint cache and the checkpoint dir on a filesystem every node "
        "mounts (the same path in each container), then rerun",
    ),
    # --- Bridge API breaks: real failures
    TriageRule(
        id="bridge-api-break",
        pattern=r"cannot import name '(?P<name>\w+)' from '(?P<module>megatron\.bridge[\w.]*)'"
        r"|No module named '(?P<submodule>megatron\.bridge\.[\w.]+)'",
        outcome="fail",
        category="bridge-api",
        reason="downstream imports {missing}, which the Bridge checkout no longer provides (API break)",
        follow_up="keep the name (or a deprecation alias) in Bridge, or coordinate the downstream change",
    ),
    # --- dependency skew: a module or attribute the job's container lacks -------------------------------------
    TriageRule(
        id="downstream-not-importable",
        # the downstream framework itself (verl, nemo_rl) cannot be imported where the job runs (not installed in the
        # job's environment, or hidden by a mount over its install): the job's container, not a package version
        pattern=r"No module named '(?:verl|nemo_rl)'",
        before_training=True,
        outcome="blocked",
        category="container",
        reason="the downstream framework is not importable where the job runs ({match}): the job's container or "
        "environment, " + NOT_EVIDENCE,
        follow_up="check that the image installs the downstream framework and that no mount hides its install "
        "(python -c 'import verl' in the job's container), then rerun",
    ),
    TriageRule(
        id="dependency-skew",
        # Not the downstream framework's own package (verl, nemo_rl): its script and package come from one
        # checkout, so a name one lacks is that checkout's own inconsistency, not the container's packages.
        pattern=r"No module named '(?!megatron'|megatron\.bridge\b|(?:verl|nemo_rl)\b)[\w.]+'"
        r"|cannot import name '\w+' from '(?!megatron\.bridge\b|(?:verl|nemo_rl)\b)[\w.]+'"
        # a member the installed version of a package the Bridge or the rollout engine builds on (Megatron-Core, TE,
        # torch, ModelOpt, transformers, PEFT, vLLM) no longer has
        r"|module '(?!megatron\.bridge\b)(?:megatron|transformer_engine|vllm|torch|flash_attn|modelopt|transformers"
        r"|peft"
        # the data stack: a name one library calls that the installed other no longer has (pyarrow, numpy)
        r"|pyarrow|numpy|pandas|datasets)[\w.]*' has no attribute '\w+'"
        # a checkpoint or object pickled by another version of the package
        r"|Can't get attribute '\w+' on <module '(?!megatron\.bridge\b)"
        r"(?:megatron|transformer_engine|vllm|torch|flash_attn)[\w.]*'>"
        # a compiled module checking, at import, the C API of another it was built against (Cython's cimport): the
        # installed other is a version without that function
        r"|\b[\w.]+ does not export expected C (?:function|variable) \w+",
        outcome="blocked",
        category="dependency",
        reason="the job's environment lacks {missing} (dependency skew: the container's packages do not "
        "match what the code imports{versions}); " + NOT_EVIDENCE,
        follow_up=DEPENDENCY_FIX,
    ),
    TriageRule(
        id="extension-signature-skew",
        # an installed package called a compiled extension (pybind11's binding: TE's `fused_attn_fwd`, causal-conv1d's
        # kernel) with arguments the installed build does not take: the Python side and the extension are different
        # versions, whatever the job did. The Bridge calling an extension wrongly is the Bridge's own call.
        pattern=r"\w+\(\): incompatible function arguments\. The following argument types are supported",
        origin=_INSTALLED + r"(?!megatron/bridge/)[\w.-]+/",
        outcome="blocked",
        category="dependency",
        reason="an installed package called its compiled extension with arguments the installed build does not take "
        "({match}): the package and the extension are different versions (dependency skew), " + NOT_EVIDENCE,
        follow_up=DEPENDENCY_FIX,
    ),
    TriageRule(
        id="optional-package-missing",
        # An installed library says a package it needs for this path is not installed (transformers converting a
        # slow tokenizer without sentencepiece, a backend `requires_backends` names): the container lacks it.
        pattern=r"You need to have (?P<module>[A-Za-z][\w-]*)(?: or [A-Za-z][\w-]*)* installed"
        r"|requires the (?P<type>[A-Za-z][\w-]*) library but it was not found in your environment"
        # an ImportError asking for the package by name (datasets decoding audio: "please install 'torchcodec'"), or
        # by the pip command that installs it (transformers: "requires Accelerate: `pip install 'accelerate>=0.26.0'`")
        r"|[Pp]lease (?:pip )?install [`'\"](?P<package>[A-Za-z][\w.-]*)[`'\"]"
        r"|(?:requires [\w -]{1,40}: `|[Ii]nstall it with:? `?)pip install (?:-\w+ )*'?(?P<pip>[A-Za-z][\w.-]*)"
        # transformers checking a remote-code modeling file's imports: "requires the following packages that were
        # not found in your environment: flash_attn"
        r"|requires the following packages that were not found in your environment: "
        r"(?P<listed>[A-Za-z][\w-]*(?:\.[\w-]+)*)"
        # an installed library asserting that its own optional part is absent (ModelOpt's `cuda_ext_fp8 could not be
        # imported. E4M3 quantization requires CUDA and cuda_ext_fp8`: its JIT extension was never built)
        r"|\b(?:AssertionError|ImportError|RuntimeError): (?P<absent>[A-Za-z_][\w.]*) could not be imported\b",
        # Megatron-Core from the Bridge's own submodule (3rdparty/Megatron-LM) is a dependency like an installed one
        origin=r"/(?:site|dist)-packages/(?!megatron/bridge/)|(?:^|/)3rdparty/Megatron-LM/megatron/",
        outcome="blocked",
        category="dependency",
        reason="the job's environment lacks {missing}, which an installed package needs here ({match}): "
        "dependency skew, " + NOT_EVIDENCE,
        follow_up=DEPENDENCY_FIX,
    ),
    TriageRule(
        id="installed-package-api-skew",
        # A class or module of one installed package lacks a member another installed package uses, raised in
        # that installed code (not the Bridge's own source, not the downstream repository): two package versions
        # that do not go together. protobuf's runtime refusing code generated for an older protobuf is the same.
        pattern=r"type object '\w+' has no attribute '\w+'|module '[\w.]+' has no attribute '\w+'"
        r"|Descriptors cannot (?:not )?be created directly",
        # Megatron-Core from the Bridge's own submodule (3rdparty/Megatron-LM) is a dependency like an installed one
        origin=r"/(?:site|dist)-packages/(?!megatron/bridge/)|(?:^|/)3rdparty/Megatron-LM/megatron/core/",
        # Triton compiling the Bridge's own kernel (the last frame before Triton's is the Bridge's): the member is
        # missing from what the Bridge's kernel uses, the Bridge's code
        not_context=r"(?:^|/)megatron/bridge/[^\n]*(?:\n[^\n]*(?:site|dist)-packages/triton/[^\n]*)+\Z",
        outcome="blocked",
        category="dependency",
        reason="installed packages do not go together ({match}, raised in a dependency's code, not in the Bridge's "
        "source): dependency skew, " + NOT_EVIDENCE,
        follow_up=DEPENDENCY_FIX,
    ),
    TriageRule(
        id="te-library-missing",
        # Transformer Engine's Python package looking for its compiled library (its torch extension, its core
        # `libtransformer_engine.so`) and not finding it: the installed TE is incomplete or built for another
        # framework build, whatever imported it
        pattern=r"Could not find shared object file for Transformer Engine",
        outcome="blocked",
        category="dependency",
        reason="the installed Transformer Engine lacks its compiled library ({match}): an incomplete or mismatched "
        "TE install, " + NOT_EVIDENCE,
        follow_up="reinstall Transformer Engine with its torch extension for the installed torch (or use the image's "
        "own TE), then rerun",
    ),
    TriageRule(
        id="triton-missing",
        # torch's compiler (inductor) found no working Triton to generate kernels with: the environment's Triton is
        # absent, too old or broken for the installed torch, whatever code asked for the compiled kernel
        pattern=r"\bTritonMissing\b|Cannot find a working triton installation",
        outcome="blocked",
        category="dependency",
        reason="torch's compiler found no working Triton in the job's environment ({match}): dependency skew, "
        + NOT_EVIDENCE,
        follow_up="install the Triton release the installed torch pins (pip show torch lists it) in the job's "
        "environment, then rerun",
    ),
    TriageRule(
        id="cuda-version-refused-by-library",
        # a library's own check of the CUDA it found (`Triton only support CUDA 10.0 or higher, but got CUDA
        # version: 13.2`: a release that cannot read a newer CUDA's version): the installed library and the image's
        # CUDA do not go together, whichever code loaded it
        pattern=r"\bonly supports? CUDA [\d.]+ or higher, but got CUDA version:? ?[\d.]+",
        outcome="blocked",
        category="dependency",
        reason="an installed library refused the image's CUDA ({match}): the library is older than the CUDA it "
        "runs on, " + NOT_EVIDENCE,
        follow_up="install a release of that library built for the image's CUDA (or use the image's own), then rerun",
    ),
    TriageRule(
        id="triton-compiler-unreachable",
        # Triton's compiler (its MLIR passes) reaching LLVM's unreachable while compiling a kernel: a compiler bug
        # for this kernel on this GPU, whichever code asked for the kernel
        pattern=r"UNREACHABLE executed at \S*(?:/lib/Dialect/Triton|/triton/|/Conversion/TritonGPU)",
        outcome="blocked",
        category="dependency",
        reason="Triton's compiler failed on its own assertion ({match}): a compiler bug for this kernel on this "
        "GPU, the installed Triton's, " + NOT_EVIDENCE,
        follow_up="try the Triton release the kernel's package pins (or another GPU generation) and rerun; report "
        "the kernel and the UNREACHABLE location upstream",
    ),
    TriageRule(
        id="cudnn-wheel-beside-the-images",
        # cuDNN failing inside an installed library (TE's fused attention, torch's convolutions) in a job that pip
        # installed a cuDNN wheel of its own (a dependency of another package): the wheel's libcudnn loads ahead of
        # the one the image's libraries were built against. Two cuDNN versions, not the change.
        pattern=r"cuDNN Error|CUDNN_STATUS_[A-Z_]+",
        requires=r"Successfully installed .*\bnvidia-cudnn-cu\d+-\d",
        origin=r"/(?:site|dist)-packages/",
        outside_bridge=True,
        outcome="blocked",
        category="dependency",
        reason="cuDNN failed in an installed library ({match}) after the job installed a cuDNN wheel of its own "
        "beside the image's: two cuDNN versions, dependency skew, " + NOT_EVIDENCE,
        follow_up="keep the image's cuDNN (install the other package with --no-deps, or uninstall the "
        "nvidia-cudnn wheel) and rerun",
    ),
    TriageRule(
        id="hub-model-code-skew",
        # A model's own code fetched from the Hub (trust_remote_code, run from transformers_modules) calling the
        # installed library by a name or signature that library version no longer has: the PR wrote neither. A
        # None where an object was expected could be the job's inputs, so it stays out.
        pattern=r"'(?!NoneType')\w+' object has no attribute '\w+'|cannot import name '\w+' from"
        r"|got an unexpected keyword argument '\w+'",
        origin=r"/transformers_modules/",
        outside_bridge=True,
        root_kinds=("exception",),
        outcome="blocked",
        category="dependency",
        reason="the model's code from the Hub does not match the installed library ({match}, raised in the "
        "downloaded model code): dependency skew{versions}, " + NOT_EVIDENCE,
        follow_up=DEPENDENCY_FIX,
    ),
    TriageRule(
        id="installed-config-skew",
        # The rollout engine's model code (vLLM's, SGLang's) reading a field of a Hugging Face config class that the
        # installed transformers' class does not have (raised in transformers' own config lookup): the two
        # installed versions disagree on the config. The Bridge reading one is the Bridge's own code.
        pattern=r"'\w+Config' object has no attribute '\w+'",
        origin=_INSTALLED + r"transformers/configuration_utils\.py",
        context=_INSTALLED + r"(?:vllm|sglang|tensorrt_llm)/",
        outside_bridge=True,
        root_kinds=("exception",),
        outcome="blocked",
        category="dependency",
        reason="the rollout engine reads a config field the installed transformers does not have ({match}): "
        "dependency skew{versions}, " + NOT_EVIDENCE,
        follow_up=DEPENDENCY_FIX,
    ),
    TriageRule(
        id="rollout-engine-call-skew",
        # The rollout engine's own code (vLLM, SGLang) calling a library it depends on (its sampling or attention
        # kernels) with a signature or result shape that library version does not have: the two installed
        # versions do not go together. Not while it loads the weights the policy hands over (what the Bridge
        # exported passes through there), and never through Bridge code.
        pattern=r"(?:not enough|too many) values to unpack \(expected \d+"
        r"|got an unexpected keyword argument '\w+'|missing \d+ required positional arguments?:",
        origin=_INSTALLED + r"(?:vllm|sglang)/",
        not_context=_ENGINE_TAKES_WEIGHTS,
        outside_bridge=True,
        root_kinds=("exception",),
        outcome="blocked",
        category="dependency",
        reason="the rollout engine's code does not match a library it calls ({match}, raised in the engine, not "
        "while loading the policy's weights): dependency skew{versions}, " + NOT_EVIDENCE,
        follow_up=DEPENDENCY_FIX,
    ),
    TriageRule(
        id="toolchain-lacks-gpu-arch",
        # the container's CUDA compiler (ptxas, nvcc; Triton's bundled ptxas) does not know the GPU's architecture
        pattern=r"is not defined for option 'gpu-name'|[Uu]nsupported gpu architecture '(?:compute|sm)_\w+'",
        outcome="blocked",
        category="container",
        reason="the container's CUDA compiler does not know this GPU's architecture ({match}): " + NOT_EVIDENCE,
        follow_up="use an image whose CUDA toolkit (and Triton's bundled ptxas) supports the GPU, or point "
        "TRITON_PTXAS_PATH at a newer ptxas, then rerun",
    ),
    TriageRule(
        id="ray-resource-request-refused",
        # Ray refusing the shape of the resources the job asks for (a fractional GPU count above one, a negative
        # quantity), raised while it prepares the request: the job's resource settings, before any work ran
        pattern=r"(?i)resource quantit(?:y|ies)\b",
        context=r"prepare_resources|ray/_private/(?:utils|resource_spec)\.py",
        outcome="blocked",
        before_training=True,
        category="job-config",
        reason="Ray refused the resources the job asks for ({match}): the job's resource settings, " + NOT_EVIDENCE,
        follow_up="give the job whole GPU counts per worker (or fractions below one) that divide the node, then "
        "rerun",
    ),
    TriageRule(
        id="installed-version-rejected",
        # an installed package's own version check refusing another installed package (transformers'
        # `tokenizers>=0.21,<0.22 is required for a normal functioning of this module, but found tokenizers==0.22.1`,
        # pkg_resources' VersionConflict; a rollout engine's `flashinfer_python is installed with version 0.3.1, which
        # is less than the minimum required version 0.4.0rc1`): the installed versions do not go together
        pattern=r"(?P<pkg>[A-Za-z][\w.-]*)[<>=!~][^\s,]*(?:,[<>=!~][^\s,]*)* is required for a normal functioning "
        r"of this module, but found|\bVersionConflict: \((?P<conflict>[A-Za-z][\w.-]*)"
        r"|\b[A-Za-z][\w.-]* is installed with version \S+,? which is (?:less|lower|older) than the minimum "
        r"(?:required )?version"
        # two parts of one package installed at different versions (`flashinfer-cubin version (0.6.8.post1) does
        # not match flashinfer version (0.6.10)`)
        r"|\b[A-Za-z][\w.-]* version \(?[\w.+-]+\)? does not match [A-Za-z][\w.-]* version\b"
        # transformers' integrations: "The version of PEFT you are using is not compatible, please use a version that
        # is greater than 0.18.2"
        r"|\bversion of [\w.-]+ you are using is not compatible\b",
        outcome="blocked",
        category="dependency",
        reason="an installed package refuses the installed version of another ({match}): dependency skew, "
        + NOT_EVIDENCE,
        follow_up=DEPENDENCY_FIX,
    ),
    TriageRule(
        id="installed-extension-abi-skew",
        # A compiled extension of an installed Python package (vLLM's `_C`, TE's torch binding, a kernel wheel, a
        # CUDA library wheel under `nvidia/`) missing a symbol of another installed package: built against a
        # different torch (or CUDA wheel) than the one installed. The packages do not go together: dependency skew.
        # A system library of the image (glibc, libstdc++, the driver's, a missing .so) stays the container's.
        pattern=r"(?:site|dist)-packages/\S+?\.so(?:\.[\d.]+)?: undefined symbol: \S+",
        outcome="blocked",
        category="dependency",
        reason="an installed package's compiled extension does not match the other installed packages ({match}): "
        "built against another torch or CUDA wheel, dependency skew, " + NOT_EVIDENCE,
        follow_up="reinstall the extension's package built for the installed torch and CUDA wheels (or pin torch "
        "to the version it was built for), then rerun",
    ),
    TriageRule(
        id="slurm-container-option-unknown",
        # Slurm's launcher does not know the container options the site's plugin (pyxis) should give it (the plugin
        # not loaded for that command, or a version without them): the cluster's setup, nothing was submitted
        pattern=r"^(?:sbatch|srun|salloc): (?:error: )?unrecognized option '--container-",
        outcome="blocked",
        category="cluster",
        reason="Slurm's launcher does not know the job's container option ({match}): the cluster's container plugin "
        "setup, " + NOT_EVIDENCE,
        follow_up="check that the container plugin (pyxis) is installed and enabled for this command on the "
        "cluster (`sbatch --help | grep container`), or launch the container with srun, then rerun",
    ),
    TriageRule(
        id="cuda-touched-while-importing",
        # no GPU found while a module was being imported by a running function (an import inside a call, then
        # `<module>` frames down to torch.cuda): a package that queries the GPU at import time, run in a process that
        # holds none by design (verl's TaskRunner, a CPU actor). Not the node's GPUs (worker-sees-no-gpu, below): the
        # installed package's import-time behaviour, a dependency. Bridge frames in the chain make it the Bridge's.
        pattern=r"No CUDA GPUs are available",
        context=r"in (?!<module>)\S+\n(?:.*\n)*?.*\bin <module>(?:\n|$)",
        outside_bridge=True,
        before_training=True,
        outcome="blocked",
        category="dependency",
        reason="a package initialised CUDA while being imported ({match}) in a process that holds no GPU: the "
        "installed package's import-time GPU query, outside Bridge code, " + NOT_EVIDENCE,
        follow_up="find the import in the traceback that touches torch.cuda at module level and pin the package "
        "to a version that defers it (or import it only in GPU workers), then rerun",
    ),
    TriageRule(
        id="worker-sees-no-gpu",
        # a worker process that should hold a GPU finding none (CUDA initialisation sees no device) before any step,
        # raised outside Bridge code: the node or the scheduler gave it no usable GPU (shared "GPUs" that are not
        # devices, a device plugin's count). Bridge code touching CUDA where no GPU was assigned is the Bridge's.
        pattern=r"No CUDA GPUs are available",
        outside_bridge=True,
        before_training=True,
        outcome="blocked",
        category="cluster",
        reason="a worker found no usable GPU ({match}), outside Bridge code, before the first step: the GPUs the "
        "node or its scheduler handed out, " + NOT_EVIDENCE,
        follow_up="check the GPUs the node exposes to the job's pods or processes (time-sliced or shared GPUs are "
        "not separate devices; nvidia-smi in each worker), then rerun",
    ),
    TriageRule(
        id="gpu-system-not-ready",
        # CUDA says the node's GPU system is not initialised (cudaErrorSystemNotReady, 802: on NVSwitch machines the
        # fabric manager is not running or not done), whichever process asked first: the node's, at any time
        pattern=r"\b[Ee]rror 802\b[^\n]*system not yet initiali[sz]ed|cudaErrorSystemNotReady"
        r"|CUDA error: system not yet initiali[sz]ed",
        outcome="blocked",
        category="cluster",
        reason="the node's GPUs were not ready ({match}): the node's NVSwitch fabric manager, " + NOT_EVIDENCE,
        follow_up="check the node's fabric manager (systemctl status nvidia-fabricmanager; its version must match "
        "the driver's), drain the node until it runs, then rerun",
    ),
    TriageRule(
        id="node-driver-not-loaded",
        # the node's NVIDIA driver is not running: its installer could not load the kernel module, or nvidia-smi
        # finds no driver to talk to; no GPU reaches the job, whatever the image
        pattern=r"Unable to load the kernel module '?nvidia"
        r"|NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver",
        outcome="blocked",
        category="cluster",
        reason="the node's NVIDIA driver is not loaded ({match}): the node's driver install, " + NOT_EVIDENCE,
        follow_up="drain the node and repair its driver (the driver container's or installer's log names why the "
        "module did not load, e.g. nouveau or a kernel mismatch), then rerun",
    ),
    TriageRule(
        id="container-lacks-driver-library",
        # nvidia-smi inside the job's container finds no NVML library: the container runtime's GPU setup (apptainer
        # --nv, the NVIDIA runtime hook) did not bind the node's driver libraries into it; the node's driver itself
        # may be fine (its own nvidia-smi works)
        pattern=r"NVIDIA-SMI couldn't find libnvidia-ml\.so library",
        outcome="blocked",
        category="container",
        reason="the job's container has no GPU driver library ({match}): the container runtime did not give it "
        "the node's driver libraries, " + NOT_EVIDENCE,
        follow_up="check how the container is started (apptainer --nv, the NVIDIA runtime hook; a container "
        "started from inside another one does not inherit its GPU libraries) and run nvidia-smi in it, then rerun",
    ),
    TriageRule(
        id="node-driver-library-missing",
        # the container runtime's GPU hook could not load the node's own driver libraries (NVML, libcuda) on the
        # host: the node's driver install is missing or broken, whatever image the job asked for (before the
        # container-library rule below, which the loader's words would otherwise match)
        pattern=r"nvidia-container-cli: [\w ]*error: load library failed: lib(?:nvidia-ml|cuda)\.so",
        outcome="blocked",
        category="cluster",
        reason="the container runtime could not load the node's GPU driver library ({match}): the node's driver "
        "install, " + NOT_EVIDENCE,
        follow_up="drain the node and reinstall its NVIDIA driver (nvidia-smi must work on the host), then rerun",
    ),
    TriageRule(
        id="container-not-started",
        # the container engine's daemon refused to create or start the job's container (no GPU device driver or
        # runtime registered with it, an image it cannot get): nothing of the job ran
        pattern=r"^docker: Error response from daemon: ",
        root_kinds=("log",),
        outcome="blocked",
        category="container",
        reason="the container engine could not start the job's container ({match}): " + NOT_EVIDENCE,
        follow_up="check the host's container setup (the nvidia runtime registered with dockerd: `docker info`, "
        "`nvidia-ctk runtime configure`; the image present), then rerun",
    ),
    TriageRule(
        id="interpreter-externally-managed",
        # pip refusing to install into the image's system interpreter (PEP 668's EXTERNALLY-MANAGED marker): the
        # job installs into an interpreter the image does not let it change
        pattern=r"externally-managed-environment|This environment is externally managed",
        outcome="blocked",
        category="container",
        reason="the image's system interpreter refuses package installs ({match}, PEP 668): the container, "
        + NOT_EVIDENCE,
        follow_up="install into the image's virtual environment (or a venv of the job's own), or use an image "
        "that has the package, then rerun",
    ),
    TriageRule(
        id="container-abi",
        pattern=r"Cannot load symbol|undefined symbol:|cannot open shared object file"
        r"|GLIBC(?:XX)?_[\d.]+' not found"
        r"|CUDA driver version is insufficient|no kernel image is available for execution"
        # CUDA's words for a launch of a kernel built without code for this GPU's architecture (a library built
        # before the GPU existed, first on the loader path)
        r"|\binvalid device function\b"
        # ... and for a kernel the loaded library's module does not contain (cudaErrorSymbolNotFound): the same
        # library built for other GPUs or another CUDA
        r"|\bnamed symbol not found\b"
        # cuDNN could not load the kernel it compiled at run time (its NVRTC, the driver and cuDNN itself are
        # versions that do not go together: a cuDNN wheel shadowing the image's)
        r"|Reason: rtc->loadModule\(\)"
        r"|NVIDIA driver on your system is too old|driver version is insufficient for CUDA runtime"
        r"|CUDA_ERROR_SYSTEM_DRIVER_MISMATCH|cudaErrorInsufficientDriver"
        # a library asking the driver for an entry point it does not have (TE: `Could not find CUDA driver entry
        # point for cuCtxGetCurrent`): a driver older than the CUDA the image was built for
        r"|Could not find CUDA driver entry point for \w+"
        r"|forward compatibility was attempted on non supported HW"
        # the container runtime's GPU hook refusing an image that needs a newer CUDA than the node's driver gives
        r"|requirement error: unsatisfied condition: cuda\s*>="
        # a runtime compiler's own library missing from the image (nvrtc's builtins), or a package's loader not
        # finding the native library it ships with (TE: `Could not find libtransformer_engine.so`)
        r"|(?:failed to open|[Cc]ould not (?:find|load)|[Uu]nable to (?:find|load)) lib[\w.+-]+\.so(?:\.[\d.]+)?"
        # a library's own check that the native library it loaded is the one it was built for (torch's cuDNN check:
        # `compiled  against (9, 5, 1) but found runtime version (9, 1, 0)`): an older copy on the loader path won
        r"|compiled\s+against \S.{0,40}? but found runtime version",
        outcome="blocked",
        category="container",
        reason="a native library of the container does not match ({match}): a container problem, "
        + NOT_EVIDENCE,
        follow_up="rebuild or repull the container so its CUDA / NCCL / cuBLAS libraries match the installed "
        "torch and vLLM, then rerun",
    ),
    TriageRule(
        id="container-lacks-a-compiler",
        # a library that compiles at run time (Triton's launcher stubs, torch's inductor, a JIT extension) found no
        # C/C++ compiler in the image: the container's, at whatever point the first compile happens
        pattern=r"Failed to find C compiler|[Pp]lease specify via CC environment variable"
        r"|No CMAKE_CXX?_COMPILER could be found|(?:^|\W)(?:gcc|g\+\+|cc|c\+\+|nvcc): (?:command )?not found"
        # the CUDA toolkit a run-time op build needs (DeepSpeed's op builder, torch's cpp_extension): not in the image
        r"|CUDA_HOME does not exist|CUDA_HOME environment variable is not set",
        outcome="blocked",
        category="container",
        reason="the container has no C or CUDA compiler for a library that compiles at run time ({match}): "
        + NOT_EVIDENCE,
        follow_up="use an image with gcc/g++ (build-essential) and, for CUDA ops, the CUDA toolkit (nvcc, "
        "CUDA_HOME) or set CC / CUDA_HOME to them, then rerun",
    ),
    TriageRule(
        id="uid-without-user",
        # the container runs as a uid its /etc/passwd does not know (an arbitrary uid from the cluster): getpass,
        # torch's cache dirs and Triton ask for the user name and fail, whatever the code under test
        pattern=r"getpwuid\(\): uid not found",
        outcome="blocked",
        category="container",
        reason="the job's uid has no user in the container ({match}): " + NOT_EVIDENCE,
        follow_up="run the container as a uid it knows (or add the uid to /etc/passwd, or set USER and "
        "TORCHINDUCTOR_CACHE_DIR), then rerun",
    ),
    TriageRule(
        id="container-privileges",
        # a system call the container's seccomp profile or capabilities forbid (CUDA IPC handles passed between
        # processes need pidfd_getfd / ptrace): the container's settings, not the code
        pattern=r"(?:pidfd_getfd|pidfd_open|ptrace|process_vm_readv)\S*:? Operation not permitted"
        r"|CAP_SYS_PTRACE",
        outcome="blocked",
        category="container",
        reason="the container forbids a system call the job needs ({match}): " + NOT_EVIDENCE,
        follow_up="run the container with the capability the call needs (--cap-add SYS_PTRACE, or a seccomp "
        "profile that allows pidfd_getfd), then rerun",
    ),
    # Transformer Engine's checks name both the GPU generation and the CUDA toolkit a recipe needs ("FP8 block
    # scaled GEMM requires Hopper and CUDA >= 12.9."): on a node of that generation the toolkit is what is short,
    # which is the image's, not the placement's
    *(
        TriageRule(
            id=f"cuda-toolkit-too-old-{gen.lower()}",
            pattern=rf"\brequires? {gen} and CUDA\s*>=\s*\d+\.\d+",
            requires=gpus,
            outcome="blocked",
            category="container",
            reason="the image's CUDA toolkit is older than a recipe the job uses needs, on GPUs that have the "
            "capability ({match}): " + NOT_EVIDENCE,
            follow_up="run the job in an image whose CUDA (torch's cu build and the toolkit TE uses) meets the "
            "version the message names, then rerun",
        )
        for gen, gpus in (
            ("Hopper", r"\b(?:GH|H)(?:100|200|800)\b|compute capability 9\.0|\bsm_?90a?\b"),
            ("Blackwell", r"\b(?:GB|B)(?:100|200|300)\b|compute capability 10\.\d|\bsm_?10\d[af]?\b"),
        )
    ),
    TriageRule(
        id="gpu-lacks-capability",
        # the GPU the job landed on cannot run what the job asks for (FP8 needs compute capability 8.9+, some
        # kernels need Hopper, bf16 needs 8.0): the cluster gave the job the wrong GPU, at whatever point the feature
        # is first used; ahead of the vLLM set-up rules, since vLLM is often the first to check
        pattern=r"compute capability [\d.]+ or (?:higher|newer|above)|requires? (?:a GPU with )?compute capability"
        r"|only supported on GPUs? with compute capability"
        r"|(?:FP8|fp8|BF16|bf16)\b[^\n]*\b(?:not supported|unsupported|requires?)\b[^\n]*\b(?:device|GPU|sm_?\d+|Hopper"
        r"|architecture)\b|not supported on (?:this )?(?:device|GPU)(?: architecture)?"
        # ... or the compute capabilities it does not run on yet (TE: "MXFP8 (for all gemm layouts) is not supported
        # on 12.0+ architectures yet")
        r"|not (?:yet )?supported on (?:sm_?)?\d+(?:\.\d+)?\+? (?:GPUs?|architectures?|devices?)\b"
        # a kernel library naming the GPU generation it needs (FlashAttention: "only supports Ampere GPUs or newer")
        r"|only supports? (?:Turing|Ampere|Ada|Hopper|Blackwell)(?: GPUs?)? or (?:newer|later|above)"
        # ... or the compute capability it needs as an sm number (FlashInfer: "requires GPUs with sm75 or higher")
        r"|requires? (?:an? )?(?:GPUs?|devices?) with sm_?\d+ or (?:higher|newer|above)"
        # ... or the GPU models it runs on ("backward for head dim > 192 requires A100/A800 or H100/H800")
        r"|\brequires? (?:an? )?(?:[ABH]\d{2,3}|Ampere|Ada|Hopper|Blackwell)(?![\w-])",
        outcome="blocked",
        category="cluster",
        reason="the GPU the job ran on lacks a capability the job needs ({match}): the cluster's placement, "
        + NOT_EVIDENCE,
        follow_up="run the job on the GPUs its template needs (FP8: compute capability 8.9+) and rerun",
    ),
    TriageRule(
        id="cpu-lacks-instruction",
        # a process killed by SIGILL: a native library uses an instruction the node's CPU lacks (AVX2/AVX-512 on
        # an old or virtual CPU): the machine's, whatever was running
        pattern=r"\bSIGILL\b|Illegal instruction",
        root_kinds=("signal",),
        outcome="blocked",
        category="cluster",
        reason="a process died of an illegal instruction: a native library needs an instruction the node's CPU "
        "lacks ({match}): " + NOT_EVIDENCE,
        follow_up="run on nodes whose CPUs have the instruction sets the image's binaries need (AVX2, AVX-512), "
        "then rerun",
    ),
    TriageRule(
        id="tokenizer-class-unknown-to-library",
        # the model's tokenizer config names a tokenizer class the installed transformers does not have (a
        # snapshot saved by a newer transformers, a class added after the installed version), before any training
        # and outside the Bridge: the package and the model files do not go together
        pattern=r"Tokenizer class \w+ does not exist or is not currently imported",
        outside_bridge=True,
        before_training=True,
        outcome="blocked",
        category="dependency",
        reason="the installed transformers does not know the tokenizer class the model's files name ({match}"
        "{versions}): dependency skew, " + NOT_EVIDENCE,
        follow_up="use an image (or worker venv) whose transformers has that tokenizer class, or a tokenizer saved "
        "by the installed one, then rerun",
    ),
    TriageRule(
        id="tokenizer-file-newer-than-library",
        # the tokenizers library cannot read a tokenizer.json a newer tokenizers wrote (serde's untagged enum)
        pattern=r"data did not match any variant of untagged enum \w+",
        outcome="blocked",
        category="dependency",
        reason="the installed tokenizers cannot read the model's tokenizer file, written by a newer version "
        "({match}): " + NOT_EVIDENCE,
        follow_up="upgrade tokenizers (and transformers) in the image to the version that wrote the file, or use "
        "a tokenizer file saved by the installed one, then rerun",
    ),
    TriageRule(
        id="forward-compat-operation-unsupported",
        # the image's CUDA runs in forward-compatibility mode over an older kernel driver (the image's banner says
        # so) and a CUDA call is refused as unsupported: forward compatibility does not cover every operation, so
        # the node's driver is older than the image needs, wherever the call was made from
        pattern=r"CUDA error: operation not supported|cudaErrorNotSupported|CUDA_ERROR_NOT_SUPPORTED",
        requires=r"CUDA Forward Compatibility mode ENABLED",
        outcome="blocked",
        category="cluster",
        reason="a CUDA operation was refused as unsupported ({match}) while the image's CUDA ran in forward-"
        "compatibility mode over an older kernel driver: the node's driver is older than the image needs, "
        + NOT_EVIDENCE,
        follow_up="run on nodes whose kernel driver matches the image's CUDA (or use an image built for the "
        "installed driver), then rerun",
    ),
    TriageRule(
        id="gpu-operation-unsupported",
        # the GPU or its driver refuses a plain CUDA operation (RNG state, memory pools, IPC) before any step: a
        # virtual GPU without unified memory, a MIG slice, a driver setting; raised outside the Bridge, so the
        # node's, not the change's
        pattern=r"CUDA error: operation not supported|cudaErrorNotSupported|CUDA_ERROR_NOT_SUPPORTED",
        outside_bridge=True,
        before_training=True,
        outcome="blocked",
        category="cluster",
        reason="the GPU or its driver does not support a CUDA operation the run makes before any step ({match}): "
        "the node's GPU setup (vGPU, MIG, driver), " + NOT_EVIDENCE,
        follow_up="run on a full GPU whose driver supports the operation (on a vGPU, enable unified memory), and "
        "rerun",
    ),
    # --- the transport between the job's processes: a connection that failed is the network; a node's own devices
    # and adapters are the cluster. First among the environment's classes: such a line, printed inside the rollout
    # engine's or NCCL's own setup, names what broke under them.
    TriageRule(
        id="pod-volume-over-limit",
        # the kubelet evicted the job's pod because a volume of the pod spec (a memory-backed emptyDir mounted as
        # /dev/shm) outgrew its sizeLimit, or its containers their ephemeral-storage limit: the limit is not the
        # volume's size, so nothing in the job saw it full
        pattern=r"Usage of EmptyDir volume \S+ exceeds the limit|ephemeral (?:local )?storage usage exceeds"
        r"|exceeded its local ephemeral storage limit",
        outcome="blocked",
        category="container",
        reason="the pod was evicted because one of its volumes outgrew the pod spec's limit ({match}): the job's "
        "container setup, " + NOT_EVIDENCE,
        follow_up="raise the volume's sizeLimit in the pod spec (for /dev/shm: the memory-backed emptyDir's "
        "sizeLimit and the pod's memory limit) or have the job keep less there, then rerun",
    ),
    TriageRule(
        id="pod-image-not-pulled",
        # the kubelet could not pull the pod's image: the registry has no such image or tag, or refused the node's
        # credentials (a registry that timed out or failed is the network's, read by the rules below)
        pattern=r"Failed to pull image \"(?P<image>[^\"]+)\": .*(?:\bnot found\b|manifest unknown|unauthorized"
        r"|access denied|pull access denied|\b40[13] (?:Unauthorized|Forbidden)\b)",
        outcome="blocked",
        category="container",
        reason="Kubernetes could not pull the job's image {image} ({match}): the image or the registry's access, "
        + NOT_EVIDENCE,
        follow_up="check the image name and tag the job template sets and the pod's imagePullSecrets, then rerun",
    ),
    TriageRule(
        id="node-refused-the-pod",
        # the node's kubelet could not create the job's pod (its container runtime lacks the NVIDIA runtime the pod
        # asks for, a network plugin it cannot set up) or evicted it because the node ran low on memory or disk: the
        # node, not the job's computation
        # (or the scheduler took the pod away for another queue's work: evicted or preempted)
        pattern=r"Failed to create pod sandbox|The node was low on resource: \w+"
        r"|\b[Pp]od (?:is|was) (?:evicted|preempted)\b",
        outcome="blocked",
        category="cluster",
        reason="the node could not create or keep the job's pod ({match}): the node's runtime setup, its "
        "resources or the cluster's scheduler, " + NOT_EVIDENCE,
        follow_up="check the node's container runtime configuration (the NVIDIA runtime registered for the pods' "
        "runtime class, e.g. by the GPU operator's toolkit) or what else uses its memory and disk, then rerun",
    ),
    TriageRule(
        id="liveness-probe-killed",
        # the kubelet killing the job's container because the pod's liveness probe failed (a probe on a port the job
        # is slow to answer on while it loads or compiles): the pod's specification and the node, at whatever point
        # the probe gave up; an error the job raised before it is found first
        pattern=r"Liveness probe failed\b",
        outcome="blocked",
        category="cluster",
        reason="Kubernetes killed the job's container when its liveness probe failed ({match}): the pod's probe "
        "settings and the node, " + NOT_EVIDENCE,
        follow_up="give the runner pod a probe that tolerates the job's start-up (a longer timeoutSeconds and "
        "failureThreshold, or no liveness probe on the Ray dashboard), then rerun",
    ),
    TriageRule(
        id="nodes-not-provisioned",
        # the cloud launcher (SkyPilot, a cloud's own API) could not get the job's nodes, or the cluster's scheduler
        # could not place its pods: no capacity, a quota, a timeout waiting for new workers; nothing of the job ran
        pattern=r"\bResourcesUnavailableError\b|[Ff]ailed to provision (?:all|any|the cluster)\b"
        r"|InsufficientInstanceCapacity|waited for more than \d+ seconds for new workers to be provisioned"
        # Kubernetes' scheduler never placing the job's pods (a gang that cannot start, no node with the GPUs)
        # (Volcano's scheduler says `all nodes are unavailable: ...` where the default one counts them)
        r"|tasks in gang unschedulable|Insufficient nvidia\.com/gpu|\d+/\d+ nodes are available: "
        r"|\ball nodes are unavailable: "
        # ... or a node's kubelet refusing to admit the pod it was given (its topology manager unable to align the
        # pod's CPUs and GPUs on one NUMA node)
        r"|\bPod was rejected: |Resources cannot be allocated with Topology locality",
        outcome="blocked",
        before_training=True,
        category="cluster",
        reason="the job's nodes could not be provisioned or its pods placed ({match}): the cluster's capacity, "
        + NOT_EVIDENCE,
        follow_up="check the cloud account's quotas and capacity for the requested nodes (or another region or "
        "instance type), or the GPUs the cluster's nodes have free for the job's pods, then rerun",
    ),
    TriageRule(
        id="port-held-on-the-node",
        # a port the job must listen on (torch's store, a rendezvous, an engine's server) is taken on the node
        # (EADDRINUSE: another job, or a stale process of an earlier one, holds it): the node's own resource, as its
        # GPUs are, not the path between the job's processes; ahead of the connection rule, whose DistNetworkError
        # torch raises for both
        # (not NCCL's RAS service, `ras/client_support.cc:160 NCCL WARN Call to bind failed: Address already in use`:
        # without its port NCCL only goes on without RAS)
        pattern=r"(?m)^(?!.*\bras/\w+\.cc:\d+ NCCL WARN).*?"
        r"(?:EADDRINUSE|[Aa]ddress already in use|failed to listen on any local network address)",
        unless=r"Failed to start the grpc server",  # Ray's own component's port: the Ray rules'
        outcome="blocked",
        category="cluster",
        reason="a port the job listens on is held by another process on the node ({match}): " + NOT_EVIDENCE,
        follow_up="find the process that holds the port on the node (`ss -ltnp`), stop a stale job's processes or "
        "give the job another port (MASTER_PORT, --main_process_port), then rerun",
    ),
    TriageRule(
        id="socket-interface-not-on-node",
        # the network interface the transport was told to use (GLOO_SOCKET_IFNAME, NCCL_SOCKET_IFNAME) has no address
        # on this node: Gloo's `Unable to find address for: bond1`, NCCL's bootstrap finding no interface. The
        # node's interfaces, before any collective ran.
        pattern=r"Unable to find address for: \S+|Bootstrap ?: no socket interface found|no socket interface found",
        outcome="blocked",
        category="cluster",
        reason="the network interface the job's transport was told to use has no address on the node ({match}): "
        + NOT_EVIDENCE,
        follow_up="list the node's interfaces (`ip -br addr`) and set GLOO_SOCKET_IFNAME / NCCL_SOCKET_IFNAME to "
        "one that exists on every node of the pool, then rerun",
    ),
    TriageRule(
        id="store-unreachable",
        # the rendezvous store gave up waiting for ranks (`8/16 clients joined`) that did start: they logged that
        # they could not connect to it (c10d's `The client socket has failed to connect to [host]:port`). The ranks
        # were there; the path to the store was not (a rank that never started is the rendezvous rule's).
        pattern=r"DistStoreError: Timed out after \d+ seconds waiting for clients",
        requires=r"\bThe client socket has (?:failed to connect to|timed out after \d+ms while trying to connect to)",
        outcome="blocked",
        before_training=True,
        category="network",
        reason="the ranks that did not join the rendezvous store ({match}) could not connect to it: the network "
        "between the nodes and the store's host; " + NOT_EVIDENCE,
        follow_up="check that every node reaches the rendezvous host on the store's port (the address it resolves "
        "to, routes, firewalls, the interface MASTER_ADDR names), then rerun",
    ),
    TriageRule(
        id="peer-connection-failed",
        # a connection between the job's processes failed in the transport under the collectives before any step:
        # NCCL's or Gloo's sockets (refused, reset, closed by the peer, no route, timed out), torch's store client
        # (DistNetworkError). A rank that never came is the rendezvous rule's (cluster); this is the path between.
        pattern=r"\bsocket(?:Start|Poll)?(?:Connect|Progress|Accept|Recv|Send|Wait)\w*: [^\n]*(?:[Ff]ailed|returned"
        r"|[Cc]onnection|[Tt]imed out)"
        r"|Gloo connectFullMesh failed|gloo/transport/\w+/[\w.]+:\d+\][^\n]*(?:[Tt]imed out|[Cc]onnection|closed)"
        r"|DistNetworkError|client socket has failed to connect"
        # UCX's transport (NCCL's UCX net plugin) refused or unable to reach the peer
        r"|\bUCX\s+ERROR\b[^\n]*(?:connect\(|[Cc]onnection|[Uu]nreachable|[Tt]imed out)",
        outcome="blocked",
        before_training=True,
        category="network",
        reason="a connection between the job's processes failed before the first training step ({match}), in "
        "{where}: the network between them, " + NOT_EVIDENCE,
        follow_up="check that the nodes reach each other on the interface and ports the job uses "
        "(NCCL_SOCKET_IFNAME / GLOO_SOCKET_IFNAME naming a routable interface, firewalls), then rerun",
    ),
    TriageRule(
        id="interconnect-fault",
        # The InfiniBand / RoCE fabric failed a transfer (a work completion with an error status) or a queue pair
        # could not connect to its peer, at any point of the run. A rank that died of its own error is found first,
        # earlier in the log, and is the root cause instead.
        pattern=r"NET/IB\b[^\n]*[Gg]ot completion from peer[^\n]*status=(?!0\b)\d+|IBV_WC_\w*ERR"
        # ... or the libfabric plugin's word for the same (aws-ofi-nccl on EFA: `NET/OFI Request completed with
        # error. RC: 21`)
        r"|NET/OFI\b[^\n]*\bRequest completed with error\b"
        # the adapter's asynchronous report that a queue pair's transfer failed (a work queue error; an access
        # violation from settings the two ends do not share, such as the MTU)
        r"|NET/IB\b[^\n]*[Gg]ot async event\s*:[^\n]*\bwork queue error"
        r"|\bibv_\w+ failed[^\n]*(?:[Tt]imed out|[Cc]onnection)"
        # ... or with the errno before it (NVSHMEM's `non-zero status: 110 ibv_modify_qp failed`: 110 is ETIMEDOUT,
        # the peer's queue pair never answered)
        r"|\bstatus: 110 ibv_\w+ failed"
        # ... or UCX's report of the same completion error (`ib_mlx5_log.c:177  Transport retry count exceeded on
        # mlx5_2:1/IB`: IBV_WC_RETRY_EXC_ERR, the peer never acknowledged)
        r"|\b[Tt]ransport retry count(?:er)? exceeded\b"
        # ... or DeepEP's internode forwarder waiting for a peer node's RDMA writes that never arrived (`DeepEP
        # dispatch forwarder timeout (RDMA meta), ...`): the transfer between the nodes never completed
        r"|^DeepEP \w+ forwarder timeout \(RDMA\b",
        outcome="blocked",
        category="network",
        reason="the GPU interconnect failed a transfer ({match}): the network between the nodes, "
        + NOT_EVIDENCE,
        follow_up="check the nodes' InfiniBand links (ibstat, the switch's error counters), drain a flapping "
        "link's node and rerun",
    ),
    TriageRule(
        id="expert-dispatch-internode-timeout",
        # DeepEP's host side giving up on an internode dispatch or combine (`DeepEP error: timeout (dispatch CPU)`,
        # raised in `internode_dispatch`) when no kernel said which peer it waited for: the RDMA traffic between the
        # nodes never arrived, as the forwarder's own timeout says when it prints
        pattern=r"DeepEP error: timeout \((?:dispatch|combine)\b",
        context=r"\binternode_(?:dispatch|combine)\b",
        outcome="blocked",
        category="network",
        reason="an expert dispatch between the nodes timed out ({match}, in DeepEP's internode path): the network "
        "between the nodes, " + NOT_EVIDENCE,
        follow_up="check the nodes' RDMA fabric for DeepEP (the adapters, GPUDirect RDMA, NVSHMEM's IBGDA settings) "
        "with DeepEP's own internode test, then rerun",
    ),
    TriageRule(
        id="interconnect-adapter",
        # a call into the node's InfiniBand adapter failed for a local reason (a queue pair or a memory
        # registration it could not create: locked-memory limits, an adapter out of resources): the node's
        # (NCCL's `collective mismatch error, local size 1792 remote size 0` is the two ranks' calls disagreeing, NCCL's
        # invalid usage, not the adapter)
        pattern=r"\bibv_\w+ failed|NET/IB\b(?![^\n]*collective mismatch)[^\n]*[Ee]rror",
        outcome="blocked",
        category="cluster",
        reason="the node's InfiniBand adapter refused a request ({match}): the node's setup (locked-memory "
        "limit, adapter resources), " + NOT_EVIDENCE,
        follow_up="check the node's adapter (ibstat, `ulimit -l` in the container) and NCCL's IB settings, then "
        "rerun",
    ),
    TriageRule(
        id="no-network-transport",
        # NCCL could set up none of the network transports it was told to use (`NCCL Last Error: Failed to
        # initialize any NET plugin`: NCCL_NET names IB where the node or its container has no /dev/infiniband, or
        # the plugin's library is absent): the node's network setup, whatever the communicator was for
        pattern=r"Failed to initialize any NET plugin",
        outcome="blocked",
        category="cluster",
        reason="NCCL found no network transport it could use on a node ({match}): the node's network setup (its "
        "adapters in the container, NCCL_NET), " + NOT_EVIDENCE,
        follow_up="check that the node's container sees its network adapters (/dev/infiniband) and that NCCL_NET "
        "names a transport the node has, then rerun",
    ),
    TriageRule(
        id="nvshmem-transport-setup",
        # NVSHMEM (under DeepEP's MoE dispatch) reporting that its transport could not be set up on the node's
        # adapters, whenever DeepEP first sets it up (its first dispatch may come in the first step): the node's
        # fabric (its adapters, their RDMA setup, IBGDA support), not the model; the corpus's labels read it as the
        # node's 7 to 1 (3 more say network). After the interconnect rules, which name a transfer or an adapter that
        # failed under it.
        pattern=r"nvshmem\S*\.(?:cpp|cu|cc|c|h):(?:\w+:)?\d+: "
        r"(?:NULL value|non-zero status|init failed for transport|Message truncated)"
        r"|nvshmem (?:initialization|setup connections) failed",
        outcome="blocked",
        category="cluster",
        reason="NVSHMEM could not set up its transport over this node's adapters ({match}): the node's fabric, "
        + NOT_EVIDENCE,
        follow_up="check the node's RDMA setup (ibstat, GPUDirect RDMA / IBGDA support, the adapters' GIDs) and that "
        "the image's NVSHMEM build supports those adapters (or disable its IBGDA transport), then rerun",
    ),
    TriageRule(
        id="gpu-peer-access-refused",
        # CUDA refusing peer-to-peer access between two of the node's GPUs (no P2P over this PCIe topology, or more
        # peers than a GPU can map), in whichever process asked (NCCL's transports, the rollout engine's): the
        # node's GPU topology, whatever ran on it
        pattern=r"peer access is not supported between these two devices|peer mapping resources exhausted"
        r"|cudaErrorPeerAccessUnsupported|CUDA_ERROR_PEER_ACCESS_UNSUPPORTED",
        # vLLM's own custom all-reduce kernel asking for it is vLLM's setting for the node (vllm-custom-allreduce)
        unless=r"custom_all_reduce\.cuh:\d+",
        outcome="blocked",
        category="cluster",
        reason="CUDA refused peer access between this node's GPUs ({match}): the node's GPU topology, "
        + NOT_EVIDENCE,
        follow_up="rerun with P2P off (NCCL_P2P_DISABLE=1, the rollout's disable_custom_all_reduce=True) or on a "
        "node whose GPUs support peer access (nvidia-smi topo -p2p r)",
    ),
    TriageRule(
        id="refit-weights-rejected",
        # vLLM's model rejected the weights the policy handed over in a refit (update_weights* -> load_weights /
        # weight_loader): the names, shapes or layout the Bridge exported. Before the first step too: the first
        # refit runs before any training.
        pattern=r".",
        context=r"(?s) in update_weights\w*\n.*" + _ENGINE_WEIGHT_LOAD,
        root_kinds=("exception",),
        outcome="fail",
        category="refit",
        reason="the weights the policy exported in a refit did not load into vLLM ({match}), in {where}",
        follow_up="compare the exported names, shapes and layout with vLLM's model for this architecture; "
        "separate producer export, payload transfer and vLLM's weight loader (seed 001's non-colocated refit "
        "triage)",
    ),
    TriageRule(
        id="lora-adapter-rejected",
        # The rollout engine refusing a tensor of the LoRA adapter handed to it (vLLM's `... is unsupported LoRA
        # weight`): the adapter's tensor names are the ones the Bridge's adapter export wrote (the policy's
        # weights, whichever engine process raised it, before the first step too: the first sync precedes training)
        pattern=r"\bis unsupported LoRA weight\b",
        root_kinds=("exception",),
        outcome="fail",
        category="refit",
        reason="the rollout engine refused a tensor of the LoRA adapter the policy exported ({match}), in {where}",
        follow_up="compare the adapter's tensor names (lora_A / lora_B per target module, no base_layer or module "
        "suffixes the engine does not know) with the engine's LoRA loader for this architecture; separate the "
        "Bridge's adapter export from the engine's loader",
    ),
    TriageRule(
        id="collective-size-mismatch",
        # NCCL finding that the two ends of one collective or transfer posted different sizes (`collective mismatch
        # error, local size 1792 remote size 0`, a socket `message truncated ... mismatch in collective sizes`): the
        # callers disagree about what is sent (a refit's sender and receiver, a pipeline's shapes), in whichever
        # process NCCL's abort lands (the rollout engine's too), not the network NCCL reports it through
        pattern=r"collective mismatch error|mismatch in collective sizes",
        outcome="fail",
        category="refit",
        reason="the two ends of an NCCL transfer disagreed on its size ({match}), in {where}: the sender and the "
        "receiver post different tensors",
        follow_up="compare what each side sends and expects (the refit's packed buckets, tensor names and sizes on "
        "the policy and the rollout engine; a pipeline stage's shapes), then rerun",
    ),
    TriageRule(
        id="vllm-setup",
        pattern=r"(?i)No module named 'vllm|vllm.*(?:ImportError|failed to "
        r"(?:initiali[sz]e|start))|Engine core "
        r"initialization failed|EngineCore failed to start",
        outcome="blocked",
        before_training=True,
        category="vllm",
        reason="vLLM failed before the first training step ({match}): " + NOT_EVIDENCE,
        follow_up="fix the vLLM environment (container / worker venv) and rerun",
    ),
    TriageRule(
        id="kernel-artifact-unreachable",
        # the rollout engine's kernel library (FlashInfer) fetches prebuilt kernels and headers from its artifact
        # server at run time; after its own warnings that every download attempt failed (refused, forbidden,
        # unreachable), it fails for lack of the file: the node's network (an air-gapped or filtered node), not the
        # engine's setup
        pattern=r".",
        origin=_INSTALLED + r"flashinfer/",
        requires=r"Downloading \S+: attempt \d+ failed: ",
        outcome="blocked",
        category="network",
        reason="the rollout engine's kernel library could not download the kernels it fetches at run time ({match}, "
        "after its failed download attempts): the node's network, " + NOT_EVIDENCE,
        follow_up="let the nodes reach the kernel artifact server, or install the prebuilt kernels into the image "
        "(flashinfer-cubin, FLASHINFER_CUBIN_DIR), then rerun",
    ),
    TriageRule(
        id="gateway-answered-a-local-request",
        # a request the job made answered by a gateway (502 Bad Gateway, 504 Gateway Timeout: a proxy between the
        # client and the server, e.g. an http_proxy the node sets that no_proxy does not exempt): the network's
        pattern=r"<Response \[50[24]\]>|\b50[24] (?:Bad Gateway|Gateway Time-?out)\b",
        not_context=r"huggingface_hub|/datasets/|/transformers/",
        outcome="blocked",
        category="network",
        reason="a request the job made was answered by a gateway ({match}): a proxy or the network between the "
        "job's processes, " + NOT_EVIDENCE,
        follow_up="check the node's proxy settings (add the job's own hosts, 0.0.0.0 and the node's address to "
        "no_proxy / NO_PROXY) and rerun",
    ),
    TriageRule(
        id="gpu-held-before-start",
        # vLLM refusing to start because a GPU's free memory is below the share it was asked to take, where the log
        # shows that GPU already holding memory before the job (our runner's preflight note, or a site's
        # nvidia-smi table printed ahead of the job): another process's memory, the node's state, not the engine's
        # settings or the change. Without that evidence the job's own settings stay suspect (the next rule).
        # So is cuBLAS failing to create its handle (it allocates its workspace there: NOT_INITIALIZED/ALLOC_FAILED
        # is a GPU with no memory left) on such a node.
        pattern=r"Free memory on device\b[^\n]*on startup is less than desired GPU memory utilization"
        r"|CUBLAS_STATUS_(?:NOT_INITIALIZED|ALLOC_FAILED) when calling `?cublasCreate"
        # torch's own report naming another process that holds the GPU's memory (`Process 301554 has 70.31 GiB
        # memory in use`, beside what "this process has")
        r"|CUDA out of memory\.[^\n]*\bProcess \d+ has [\d.]+ GiB memory in use",
        requires=_GPU_HELD_BEFORE,
        outcome="blocked",
        category="cluster",
        reason="the job found too little free memory on a GPU that already held memory before the job started "
        "({match}): another process on the node, " + NOT_EVIDENCE,
        follow_up="free the GPU (find the process holding it with nvidia-smi --query-compute-apps; a job left "
        "behind, another tenant) or run on a node whose GPUs are idle, then rerun",
    ),
    TriageRule(
        id="container-lacks-libcuda",
        # Triton finds the driver's libcuda.so (ldconfig's cache, then LD_LIBRARY_PATH) to build its launcher; not
        # finding it means the container was not given the node's driver library, whichever process compiled
        pattern=r"libcuda\.so cannot found",
        outcome="blocked",
        category="container",
        reason="Triton could not find the GPU driver's libcuda.so in the job's container ({match}): the container "
        "was not given the node's driver library, " + NOT_EVIDENCE,
        follow_up="start the container with the NVIDIA runtime (it mounts libcuda.so and refreshes the ldconfig "
        "cache), or point TRITON_LIBCUDA_PATH at the driver's library directory, then rerun",
    ),
    TriageRule(
        id="duplicate-gpu-ray-isolation-off",
        # two ranks were given one GPU because the job's environment told Ray not to set each actor's
        # CUDA_VISIBLE_DEVICES (RAY_EXPERIMENTAL_NOSET_CUDA_VISIBLE_DEVICES=1): the job's setting, whichever process
        # (trainer or rollout engine) built the communicator NCCL refused
        pattern=r".",
        requires=r"(?s)(?=.*Duplicate GPU detected).*RAY_EXPERIMENTAL_NOSET_CUDA_VISIBLE_DEVICES=1\b",
        root_kinds=("exception", "signal", "nccl-timeout", "log"),
        outcome="blocked",
        category="job-config",
        reason="two ranks were placed on one GPU (NCCL: Duplicate GPU detected) with the job's environment telling "
        "Ray not to isolate each actor's GPUs (RAY_EXPERIMENTAL_NOSET_CUDA_VISIBLE_DEVICES=1), so the process group "
        "could not form ({match}): the job's setting, " + NOT_EVIDENCE,
        follow_up="drop RAY_EXPERIMENTAL_NOSET_CUDA_VISIBLE_DEVICES (and any CUDA_VISIBLE_DEVICES override) from the "
        "job's environment, then rerun",
    ),
    TriageRule(
        id="duplicate-gpu",
        # two ranks were given one GPU (Ray's or the launcher's GPU assignment): NCCL refuses the communicator,
        # whichever process (trainer or rollout engine) built it; before the engine's catch-all, which it explains
        pattern=r".",
        requires=r"Duplicate GPU detected",
        root_kinds=("exception", "signal", "nccl-timeout", "log"),
        outcome="blocked",
        category="ray",
        # the same job placed by the same Ray on the same node: where the base commit passed there, the change's
        # own device selection (set_device, a rank -> GPU map) put two ranks on one GPU
        base_served=True,
        reason="two ranks were placed on one GPU (NCCL: Duplicate GPU detected), so the process group could not "
        "form ({match}): the GPU assignment, " + NOT_EVIDENCE,
        follow_up="let Ray assign GPUs (no CUDA_VISIBLE_DEVICES override; a Ray that isolates GPUs per actor) and "
        "rerun",
    ),
    TriageRule(
        id="rollout-engine-not-installed",
        # verl reads the installed vLLM's version when it imports its rollout (verl/third_party/vllm/__init__.py):
        # no vLLM distribution at all reads `vllm version None not supported and SGLang also not Found`. The
        # interpreter the job's workers run has no rollout engine installed, before any engine started.
        pattern=r"\b(?P<module>vllm) version None not supported\b",
        outcome="blocked",
        before_training=True,
        category="dependency",
        reason="the workers' Python has no vLLM installed ({match}): the job's environment, " + NOT_EVIDENCE,
        follow_up="install the rollout engine into the interpreter the Ray workers run (the image, or the runtime "
        "env's py_executable / uv environment) and rerun",
    ),
    TriageRule(
        id="vllm-engine-setup",
        pattern=r".",
        context=ENGINE_CONTEXT,
        # an error raised through Bridge code in the engine's process (its weight loader calling the Bridge's
        # export) is the Bridge's, whoever's process printed it
        not_through_bridge=True,
        # an exception, a signal, or a native error line a vLLM process printed (its CUDA allocator's own check)
        root_kinds=("exception", "signal", "log"),
        outcome="blocked",
        before_training=True,
        category="vllm",
        reason="the rollout engine (vLLM, SGLang or TRT-LLM) failed before the first training step ({match}), "
        "in {where}: " + NOT_EVIDENCE,
        follow_up="fix the rollout engine's setup (gpu_memory_utilization, max_model_len, a GPU left busy by "
        "another process, the worker venv) and rerun",
    ),
    TriageRule(
        id="rollout-engine-rpc-timed-out",
        # vLLM's engine core giving up on its own workers (`TimeoutError: RPC call to sample_tokens timed out.`,
        # raised in its executor): a worker of the engine stopped answering mid-generation, the engine's
        pattern=r"RPC call to \w+ timed out",
        origin=_INSTALLED + r"vllm/",
        outside_bridge=True,
        root_kinds=("exception",),
        outcome="blocked",
        category="vllm",
        reason="the rollout engine's call to its own workers timed out ({match}, raised in the engine): a worker "
        "of the engine stopped answering, " + NOT_EVIDENCE,
        follow_up="read the engine workers' own logs and stacks (a worker stuck in a kernel or a collective), "
        "then rerun; compare with a run of the base commit",
    ),
    TriageRule(
        id="rollout-engine-cache-flush-failed",
        # SGLang refusing to flush its cache after a weight update because requests are still in flight (its
        # scheduler's state when the trainer updated the weights mid-generation), raised in the engine: the engine's
        # and the trainer's orchestration, not the weights' content
        pattern=r"Cache flush failed after updating weights|Cache not flushed",
        origin=_INSTALLED + r"sglang/",
        outside_bridge=True,
        root_kinds=("exception",),
        outcome="blocked",
        category="vllm",
        reason="the rollout engine could not flush its cache after a weight update ({match}, raised in the "
        "engine with requests still in flight): the engine's and the trainer's orchestration, " + NOT_EVIDENCE,
        follow_up="make sure generation has drained (no pending requests) before the weight update, or use the "
        "engine version whose update path waits for it, then rerun",
    ),
    TriageRule(
        id="rollout-engine-state-error",
        # the rollout engine's sleep / wake-up code (releasing and restoring its weights and KV cache) failing on its
        # own state, raised in the engine's source with no Bridge frame and not while loading the weights the policy
        # handed it: the engine's bug or settings, at any point of the run
        pattern=r"'(?!NoneType')\w+' object has no attribute '\w+'",
        origin=_INSTALLED + r"(?:vllm|sglang)/",
        context=r"\b(?:wake_up|sleep|post_kv_cache_wake_up|init_fp8_kv_scales)\b",
        not_context=_ENGINE_TAKES_WEIGHTS,
        outside_bridge=True,
        root_kinds=("exception",),
        outcome="blocked",
        category="vllm",
        reason="the rollout engine failed in its own sleep / wake-up code ({match}, raised in the engine, not while "
        "loading the policy's weights): the engine's, " + NOT_EVIDENCE,
        follow_up="check the engine's sleep mode against the model's layers and the KV-cache dtype (the vLLM "
        "version's known issues), or run without sleep mode, then rerun",
    ),
    TriageRule(
        id="rollout-engine-ipc-failed",
        # the engine's own messaging between its client and its core process (vLLM's input/output socket threads
        # decoding requests and results) failed, at any point: the engine's, not anything the policy handed it
        pattern=r".",
        context=r"\bprocess_(?:input|output)_sockets\b",
        not_context=_ENGINE_TAKES_WEIGHTS,
        outside_bridge=True,
        root_kinds=("exception",),
        outcome="blocked",
        category="vllm",
        reason="the rollout engine's messaging between its client and its core process failed ({match}, in "
        "{where}): the engine's, " + NOT_EVIDENCE,
        follow_up="check the engine's settings that share its sockets between threads (async engine, HTTP server, "
        "in-flight weight updates) against the vLLM version's known issues, then rerun",
    ),
    TriageRule(
        id="nccl-native-crash",
        # a fatal signal whose native backtrace (as the process's handler printed it: UCX's, Open MPI's, the
        # absl-style `PC: @ ... ncclX()`) runs in NCCL's own library: NCCL crashed in its own code (its transports,
        # tuner or fabric checks), the node's communication stack as for NCCL's setup errors. A bus error there is
        # the shared memory NCCL maps, the container's /dev/shm (shared-memory-bus-error)
        pattern=r"\bSIG(?!BUS\b)[A-Z]+\b",
        root_kinds=("signal",),
        native=r"\blibnccl[\w-]*\.so\b|\bnccl[A-Z]\w+\(",
        outcome="blocked",
        category="cluster",
        reason="a process crashed inside NCCL's native code ({match}), in {where}: the node's communication "
        "stack, " + NOT_EVIDENCE,
        follow_up="rerun with NCCL_DEBUG=INFO (and without any NCCL plugin the site sets: NCCL_TUNER_PLUGIN, "
        "NCCL_NET_PLUGIN) to see which transport crashed; compare with the base commit on the same nodes",
    ),
    TriageRule(
        id="vllm-native-crash",
        # a vLLM process crashing in native code (a segfault's handler banner or a fatal signal, no Python error of
        # its own) at any point: the crash is in vLLM's, torch's or the driver's native code (CUDA graphs, NCCL
        # plugins, a profiler), which the Bridge's Python does not reach into
        pattern=r".",
        context=ENGINE_CONTEXT,
        root_kinds=("signal",),
        outcome="blocked",
        category="vllm",
        reason="a rollout-engine process (vLLM, SGLang or TRT-LLM) crashed in native code ({match}), in {where}: "
        + NOT_EVIDENCE,
        follow_up="rerun with the vLLM engine's CUDA graphs off (enforce_eager) and any profiler off to find the "
        "native component, then fix the vLLM/driver setup; if it persists on the base commit it is not this PR",
    ),
    TriageRule(
        id="vllm-sleep-allocator",
        # vLLM's sleep-mode allocator (its cumem extension: `CUDA Error: out of memory at .../cumem_allocator.cpp:62`,
        # raised through vllm/device_allocator/cumem.py) failing to map its memory back on wake-up, or to release it
        # on sleep: the rollout engine sharing the GPUs with the trainer (colocation, gpu_memory_utilization, its
        # sleep level), not what the Bridge computed. Where the same job passed at the base commit in the same
        # place, the trainer's own memory is what changed: the change's Fail (base_served).
        pattern=r"CUDA Error: [\w ]+ at \S*cumem_allocator\.cpp:\d+",
        outcome="blocked",
        category="vllm",
        base_served=True,
        reason="vLLM's sleep-mode allocator could not map or release the engine's GPU memory ({match}): the "
        "rollout engine's memory sharing with the trainer, " + NOT_EVIDENCE,
        follow_up="rerun with a lower rollout gpu_memory_utilization (or without vLLM sleep mode / colocation) to "
        "confirm, and compare the trainer's peak memory with the base commit",
    ),
    TriageRule(
        id="vllm-compile-failed",
        # torch.compile's backend failed while vLLM compiled its model before the first step: vLLM's compile
        # environment (inductor, Triton, the compile cache). Ray may fail to rebuild that exception for the
        # driver (`BackendCompilerFailed.__init__() missing ... 'inner_exception'`), so the type is matched
        # wherever it is named.
        pattern=r"\bBackendCompilerFailed\b|\bInductorError\b",
        requires=r"(?i)vllm\W[^\n]*torch\.compile|torch_compile_cache",
        outcome="blocked",
        before_training=True,
        category="vllm",
        reason="vLLM's torch.compile failed before the first training step ({match}): " + NOT_EVIDENCE,
        follow_up="rerun with the rollout's enforce_eager=True to confirm, then fix vLLM's compile environment "
        "(torch / Triton versions, the compile cache under ~/.cache/vllm/torch_compile_cache)",
    ),
    TriageRule(
        id="ray-job-submit",
        # raised by Ray's job submission or runtime_env packaging (uploading the working dir, building the
        # package) before the framework ran at all, whatever the message
        pattern=r".",
        context=r"/ray/dashboard/modules/(?:job/|dashboard_sdk\.py)|/ray/_private/runtime_env/(?:working_dir|packaging)\.py",
        outside_bridge=True,
        outcome="blocked",
        before_training=True,
        category="ray",
        reason="Ray's job submission failed before the job ran ({match}): " + NOT_EVIDENCE,
        follow_up="check the job's working_dir and runtime_env (size, excludes such as outputs/ and logs/) and "
        "the dashboard's job server, then resubmit",
    ),
    TriageRule(
        id="ray-driver-off-the-cluster",
        # Ray's driver runs on a host where no raylet of the cluster lives (the launch host, another address than
        # the node's): the workers it starts cannot reach a raylet. The launch's placement, not the code.
        pattern=r"we cannot find a local Raylet with the same address|we can not find the matched Raylet address",
        outcome="blocked",
        before_training=True,
        category="ray",
        reason="Ray's driver runs where no node of the Ray cluster is ({match}): where the job was launched, "
        + NOT_EVIDENCE,
        follow_up="start the driver on a node of the Ray cluster (or submit it with `ray job submit`), with the "
        "address that node was started with, then rerun",
    ),
    TriageRule(
        id="dev-shm-too-small",
        # a process refusing to start because the container's /dev/shm is smaller than what it must map there (Ray's
        # object store: `exceeds /dev/shm size ... increasing its size with --shm-size in Docker`): the container's
        # shared-memory size, set where the container is started
        pattern=r"exceeds /dev/shm size\b",
        outcome="blocked",
        category="container",
        reason="the container's /dev/shm is too small for the job ({match}): a container setting, " + NOT_EVIDENCE,
        follow_up="start the container with a larger /dev/shm (`--shm-size`, `--ipc=host`, or a memory-backed "
        "emptyDir), or size the Ray object store to fit, then rerun",
    ),
    TriageRule(
        id="ray-startup",
        # raised by Ray's own code during its process start-up (ray.init starting or joining a node: the node's
        # temp dirs, sockets, ports), whatever the message and whichever Ray helper raised it; or ray.init itself
        # refusing how it was called to start or join one (arguments a driver joining a running cluster may not pass)
        pattern=r".",
        origin=r"/ray/_private/",
        context=r"/ray/_private/(?:(?:services|node|parameter)\.py:\d+ in |worker\.py:\d+ in init\b)",
        outcome="blocked",
        before_training=True,
        category="ray",
        reason="Ray could not start its processes on this node ({match}): " + NOT_EVIDENCE,
        follow_up="run `ray stop --force`, check /tmp/ray (space, stale sockets) and the node's ports, and rerun",
    ),
    TriageRule(
        id="ray-process-fatal",
        # A Ray process (a core worker, the raylet) aborted on one of its own internal checks (RAY_CHECK, logged at
        # Ray's fatal severity with its source location): Ray's crash, whenever it happens
        # (newer Ray puts its "An unexpected system state has occurred ... a bug in Ray" preamble before the check)
        pattern=r"^(?:An unexpected system state has occurred\..*?)?Check failed: ",
        requires=r"\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d+ [CF] \d+ \d+\] (?:\((?:raylet|gcs_server)\) )?"
        r"[\w./-]+\.(?:cc|cpp|h):\d+:\s+(?:An unexpected system state has occurred\..*?)?Check failed: ",
        outcome="blocked",
        category="ray",
        reason="a Ray process aborted on its own internal check ({match}): Ray's crash, " + NOT_EVIDENCE,
        follow_up="rerun; if it repeats, check the node's memory and object spilling and the Ray version "
        "(a Ray bug)",
    ),
    TriageRule(
        id="ray-runtime-env",
        # Ray could not prepare the runtime environment (pip/uv/conda/working_dir) an actor asked for, whenever
        # that actor starts: raised by Ray's runtime-env agent, not by the job's code
        pattern=r".",
        origin=r"/ray/_private/runtime_env/",
        outcome="blocked",
        category="ray",
        reason="Ray could not set up an actor's runtime environment ({match}): " + NOT_EVIDENCE,
        follow_up="check the runtime_env (pip/uv/working_dir) on every node, or bake the packages into the image, "
        "and rerun",
    ),
    TriageRule(
        id="host-oom-node-shared",
        # Ray's memory monitor killed a worker on a node whose largest memory user is another tenant's process (the
        # monitor's own list of top users): the node's memory was taken from outside the job
        pattern=r"Task was killed due to the node running low on memory|ray\.exceptions\.OutOfMemoryError"
        r"|killed due to memory pressure",
        requires=_NODE_MEMORY_HELD_BY_ANOTHER,
        outcome="blocked",
        category="cluster",
        reason="Ray's memory monitor killed a worker while another process on the node, outside the job, held the "
        "most host memory ({match}): the node's state, " + NOT_EVIDENCE,
        follow_up="run on a node the job has to itself (or move the other tenant's process off it), then rerun",
    ),
    TriageRule(
        id="ray-setup",
        pattern=r"Failed to connect to GCS|Timed out while waiting for GCS to become available"
        r"|Could not find any running Ray "
        r"instance|RaySystemError|Failed to register "
        r"worker|raylet .*died|The node with node id: \w+ .* has been marked dead"
        r"|ray\.exceptions\.NodeDiedError"
        # the driver's and the workers' Ray or Python versions differ (a worker venv built for another Python)
        r"|Version mismatch: The cluster was started with|Python version mismatch|RuntimeEnvSetupError"
        # (Ray's memory monitor killing a worker is host-oom's, at any time: host memory the change may use up)
        r"|The raylet exited immediately because"
        # the driver's Ray Client (`ray://` address) never reached the cluster's client server, or reached one of
        # another Ray version
        r"|ray client connection timeout|Client Ray installation incompatible with server"
        # the raylet's worker processes that died before they registered with it (they crashed as they started: a
        # worker environment whose Ray or Python is not the cluster's)
        r"|have not registered within the timeout\. The process is dead\b"
        # `ray start --block` reporting that the node's Ray processes died
        r"|Some Ray subprocesses exited unexpectedly",
        outcome="blocked",
        before_training=True,
        category="ray",
        reason="Ray failed before the first training step ({match}): " + NOT_EVIDENCE,
        follow_up="run `ray stop --force`, check for a stale cluster and the node's memory, and rerun",
    ),
    TriageRule(
        id="workers-never-registered",
        # the raylet's worker processes still hanging as they start, quoted in the place of a wait for them that
        # gave up (rootcause: the wait explained by the raylet's report); a root of its own only then, never read
        # line by line: a slow start the job outwaited is no failure
        pattern=r"have not registered within the timeout\. The process is still alive\b",
        root_kinds=("log",),
        outcome="blocked",
        before_training=True,
        category="ray",
        reason="the job's Ray workers never started: the raylet reported worker processes hanging as they started "
        "({match}) and the job's wait for them gave up; " + NOT_EVIDENCE,
        follow_up="look at the worker processes' start (their environment build, a lock, the node's disk), then rerun",
    ),
    TriageRule(
        id="workers-wait-on-a-node-without-gpus",
        # Ray could not place the job's workers, and the runner's diagnostics show a node of the cluster that sees no
        # GPU (nvidia-smi finds none, no /dev/nvidia* device): the node lost the GPUs it offers (a device plugin
        # that had not registered when its pod started, a driver gone after a reboot), not another job's actors
        pattern=WORKERS_NOT_PLACED,
        requires=r"\bNo devices were found\b|cannot access '/dev/nvidia",
        outcome="blocked",
        before_training=True,
        category="cluster",
        reason="Ray could not place the job's workers before the first training step ({match}) and a node of the "
        "cluster sees no GPU (nvidia-smi: No devices were found): the node's GPUs, " + NOT_EVIDENCE,
        follow_up="recreate the node's pods once its GPU device plugin is registered (or repair its driver), check "
        "nvidia-smi in every worker, then rerun",
    ),
    TriageRule(
        id="workers-never-placed",
        # Ray never placed the job's actors (their GPUs held by another, often a dead and uncleaned, job): the
        # trainer's wait for its workers' registration or its placement group times out
        pattern=WORKERS_NOT_PLACED,
        outcome="blocked",
        before_training=True,
        category="ray",
        reason="Ray could not place the job's workers before the first training step ({match}): the cluster's "
        "free resources (GPUs held by another job's actors, a request the nodes cannot fit), " + NOT_EVIDENCE,
        follow_up="check `ray status` for another job's actors (`ray stop --force` a stale cluster) and that the "
        "cluster has the GPUs the job asks for, and rerun",
    ),
    TriageRule(
        id="node-marked-dead-by-ray",
        # at any time: Ray's GCS stopped hearing the node's raylet and declared the node dead (its actors' errors
        # follow): Ray's own failure detector says so, whether the raylet stalled or died or the node went away
        # (or the raylet says it: `Exiting because this node manager has mistakenly been marked as dead by the GCS`)
        pattern=r"has been marked dead because the detector has missed too many heartbeats"
        r"|node manager has (?:mistakenly )?been marked as dead by the GCS",
        outcome="blocked",
        category="ray",
        reason="Ray marked a node of the cluster dead during the run ({match}): " + NOT_EVIDENCE,
        follow_up="read that node's raylet log (/tmp/ray/session_latest/logs/raylet.out) and dmesg (an OOM kill, a "
        "stalled raylet, a network drop), then rerun",
    ),
    TriageRule(
        id="ray-control-plane-lost",
        # at any time: a raylet that cannot reach the cluster's GCS (the head's control server) any more exits, and
        # every actor on its node goes with it; the head's process died or was killed (Ray's own words say so); a
        # core worker that cannot reconnect to it aborts on the same loss
        pattern=r"Failed to connect to GCS within \d+ seconds\. GCS may have been killed"
        r"|Couldn't reconnect to GCS server\b",
        outcome="blocked",
        category="ray",
        reason="the cluster's GCS (the Ray head's control server) went away during the run ({match}): "
        + NOT_EVIDENCE,
        follow_up="read the head's gcs_server.out and its pod or node events (an OOM kill, a restart), then rerun",
    ),
    TriageRule(
        id="node-lost",
        # at any time: a node that dies mid-run takes its actors with it; their errors follow this line
        pattern=r"has been marked dead because|raylet (?:has )?(?:died|crashed)|NodeDiedError"
        r"|CANCELLED AT \S+ DUE TO (?:NODE FAILURE|PREEMPTION)",
        outcome="blocked",
        category="cluster",
        reason="a node of the cluster was lost during the run ({match}): " + NOT_EVIDENCE,
        follow_up="check the node (raylet log, dmesg, preemption) and rerun",
    ),
    TriageRule(
        id="open-files-limit",
        # EMFILE: the process hit the host's open-file limit (ulimit -n), at any time; a node setting, not the code
        pattern=r"Too many open files|\[Errno 24\]|system:24\b",
        outcome="blocked",
        category="cluster",
        reason="a process hit the node's open-file limit ({match}): " + NOT_EVIDENCE,
        follow_up="raise the open-file limit on the nodes (ulimit -n, the container's nofile) and rerun",
    ),
    TriageRule(
        id="thread-limit",
        # EAGAIN creating a thread: the process hit the node's limit on processes/threads (the container's pids
        # cgroup, ulimit -u), at any time; a node setting, not the code
        pattern=r"pthread_create failed|can't start new thread"
        r"|thread: Resource temporarily unavailable|Resource temporarily unavailable[^\n]*\bthread",
        outcome="blocked",
        category="cluster",
        reason="a process could not start a thread: it hit the node's limit on processes/threads ({match}): "
        + NOT_EVIDENCE,
        follow_up="raise the container's pids limit (--pids-limit) or ulimit -u on the nodes, or cap the threads "
        "Ray and the job start (num_cpus, OMP_NUM_THREADS), and rerun",
    ),
    TriageRule(
        id="host-oom",
        # Ray's memory monitor, at any time: host RAM, not GPU memory (cuda-oom)
        pattern=r"Task was killed due to the node running low on memory|ray\.exceptions\.OutOfMemoryError"
        r"|killed due to memory pressure",
        outcome="blocked",
        category="ray",
        reason="Ray's memory monitor killed a worker: the node ran out of host memory ({match}); " + NOT_EVIDENCE,
        follow_up="rerun on a node with more host memory (or fewer rollout workers per node); if it repeats, "
        "compare host memory with the base commit to rule out a leak in the change",
        base_served=True,
    ),
    TriageRule(
        id="cluster-capacity",
        pattern=r"ResourceInsufficientError|Not enough (?:GPUs|resources) available|Infeasible|infeasible"
        # verl's check before placing its workers: `Total available GPUs 0.0 is less than total desired GPUs 4`
        r"|\bavailable (?:GPUs|CPUs|resources?) [\d.]+ (?:is )?(?:less|fewer) than (?:the )?(?:total )?"
        r"(?:desired|required|requested)",
        outcome="blocked",
        category="cluster",
        reason="the cluster cannot give the job the resources it asks for ({match}): " + NOT_EVIDENCE,
        follow_up="run on a cluster with the GPUs the job template needs (or fewer GPUs in the job), then rerun",
    ),
    TriageRule(
        id="placement-timeout",
        # a ray.get timeout while Ray's autoscaler says a resource request cannot be scheduled
        pattern=r"GetTimeoutError",
        requires=r"resource request cannot be scheduled",
        outcome="blocked",
        category="cluster",
        reason="Ray could not place the job's workers before its timeout (a resource request could not be "
        "scheduled): " + NOT_EVIDENCE,
        follow_up="free or add GPUs on the cluster (another job may hold them), then rerun",
    ),
    TriageRule(
        id="gpu-visibility",
        pattern=r"(?:CUDA|HIP|ROCR)_VISIBLE_DEVICES[^\n]*(?:inconsist|mismatch|do(?:es)? not match)",
        outcome="blocked",
        category="cluster",
        reason="the launcher gave the job's processes different GPU visibility ({match}): " + NOT_EVIDENCE,
        follow_up="set one CUDA_VISIBLE_DEVICES for the whole job (or none, and let Ray assign GPUs), then rerun",
    ),
    TriageRule(
        id="data-missing",
        # (not a file of a checkpoint the run saved, whose path may name the dataset in its experiment name)
        pattern=r"(?:FileNotFoundError|No such file or directory)"
        r"(?![^\n]*(?:global_step_\d+|/iter_\d+|/step_\d+/|dist_ckpt|/checkpoints?/))"
        r"[^\n]*(?:\.parquet|gsm8k|dataset|\.jsonl)"
        r"|DatasetNotFoundError|DataFilesNotFoundError",
        outcome="blocked",
        before_training=True,
        category="data",
        reason="training data is missing ({match}): " + NOT_EVIDENCE,
        follow_up="prepare the dataset (verl: python3 examples/data_preprocess/gsm8k.py; set "
        "TRAIN_FILES/VAL_FILES)",
    ),
    TriageRule(
        id="data-prep-failed",
        # raised in the downstream's data-preparation step (verl's examples/data_preprocess scripts, the seed's
        # `python3 examples/data_preprocess/gsm8k.py`) before any model exists: the dataset and its conversion, not
        # the Bridge. A network, disk or package failure under that step has its own rule, earlier.
        pattern=r".",
        context=r"/examples/data_preprocess/[\w.]+\.py:\d+ in ",
        root_kinds=("exception",),
        outside_bridge=True,
        outcome="blocked",
        before_training=True,
        category="data",
        reason="the job's data preparation failed ({match}, in the data-preparation script): data setup, "
        + NOT_EVIDENCE,
        follow_up="check that the dataset's files and fields are the ones the preparation script converts (or use "
        "the script written for that format), then rerun",
    ),
    # --- a run that went silent before the first training step, by what it was doing when it did ----------------
    TriageRule(
        id="install-stalled",
        scope="stall",
        # an installer's progress line (uv, pip) is the last thing the run printed: it hung fetching packages (an
        # installer that cannot resolve or build says so and exits; one that waits on a download says nothing)
        pattern=r"^\s*(?:Downloading \S+ \([\d.]+\s*[KMG]i?B\)|Downloading https?://|Downloaded \S+$"
        r"|Built? \S+ @ |Building \S+ @ |Building wheels? for |Resolved \d+ packages? in |Prepared \d+ packages? in "
        r"|Collecting \S+|Installing collected packages:|Updating https?://)",
        outcome="blocked",
        category="network",
        reason="the run went silent while its installer was fetching packages (last line: {match}) until the "
        "timeout ended it: the download stalled, " + NOT_EVIDENCE,
        follow_up="check the node's access to the package index (or use a prebuilt environment and do not rebuild "
        "venvs in the job), then rerun",
    ),
    TriageRule(
        id="container-image-import-stalled",
        scope="stall",
        # the container plugin's import of the job's image (pyxis/enroot: `pyxis: importing docker image ...`, a
        # registry pull's progress) is the last thing the run printed: the image never arrived, nothing of the job
        # ran in it
        # (enroot's own steps: `[INFO] Querying registry for permission grant`, `[INFO] Downloading 20 missing
        # layers...`, `[INFO] Extracting image layers...`; docker's per-layer pull lines)
        pattern=r"^\s*(?:pyxis: (?:importing docker image|creating container filesystem)|\[INFO\] (?:Querying "
        r"registry|Downloading \d+ missing layers|Fetching image manifest|Extracting image)"
        r"|[0-9a-f]{12}: (?:Pulling fs layer|Downloading|Waiting))",
        outcome="blocked",
        category="container",
        reason="the run went silent while the container's image was imported (last line: {match}) until the "
        "timeout ended it: the image import, " + NOT_EVIDENCE,
        follow_up="pre-stage the image on the nodes (an enroot squashfs or the registry cache) or check the node's "
        "access to the registry, then rerun",
    ),
    TriageRule(
        id="model-download-stalled",
        scope="stall",
        # a download progress bar of the model's files (huggingface_hub's tqdm: `model.safetensors:   0%|`,
        # `Fetching 4 files:  25%|`) is the last thing the run printed: the transfer hung, whichever process asked
        pattern=r"^\s*(?:\(\u2026\))?(?:[\w.-]+\.(?:safetensors|bin|pt|pth|gguf|json|model|tiktoken|txt)"
        # (huggingface_hub 1.x sums every file in one bar: `Downloading (incomplete total...):  52%|`; with the Xet
        # backend, its bars of bytes fetched and of files rebuilt from them: `Downloading bytes:  19%|`,
        # `Reconstructing (incomplete total...):  18%|`)
        r"|Fetching \d+ files|Downloading (?:shards|model|weights|bytes|\(incomplete total\.{3}\))"
        r"|Reconstructing \(incomplete total\.{3}\))\s*:\s+\d+%\|",
        outcome="blocked",
        category="model-download",
        reason="the run went silent while downloading the model's files (last line: {match}) until the timeout "
        "ended it: the download stalled, " + NOT_EVIDENCE,
        follow_up=_OFFLINE_FIX,
    ),
    TriageRule(
        id="data-prep-stalled",
        scope="stall",
        # a dataset library's progress bar over the job's examples (`datasets`' `Map (num_proc=4):   0%|`,
        # `Filter`, `Generating train split`, `Tokenizing`) is the last thing the run printed: the data preparation
        # hung (a worker pool forked from a threaded process, a lock on the cache), before any model work
        pattern=r"^\s*(?:Map|Filter|Generating \w+ split|Tokeniz\w+|Loading dataset shards|Resolving data files)"
        r"(?: \(num_proc=\d+\))?(?: \w+)?\s*:\s+\d+%\|",
        outcome="blocked",
        category="data",
        reason="the run went silent while preparing its dataset (last line: {match}) until the timeout ended it: "
        "the data preparation hung, " + NOT_EVIDENCE,
        follow_up="rerun the dataset preparation alone (num_proc=1, a fresh cache directory) to see where it "
        "waits, then rerun",
    ),
    TriageRule(
        id="ray-never-ran-the-job",
        scope="stall",
        # Ray's own line that the driver started or joined the cluster is the last thing the run printed: no actor
        # or task of the job ever said a word (the first one never started), so what hung is Ray's start
        pattern=r"Started a local Ray instance|Connected to Ray cluster|Connecting to existing Ray cluster at"
        # ... or what the driver prints around it before any worker speaks: verl's `ray init kwargs: {...}`
        # (main_ppo.py), Ray uploading the working directory for the job's runtime env
        r"|^ray init kwargs: |Successfully pushed file package|Pushing file package ",
        outcome="blocked",
        category="ray",
        reason="the run went silent right after Ray started (last line: {match}) until the timeout ended it: no "
        "process of the job ever ran, " + NOT_EVIDENCE,
        follow_up="check the node's Ray (ray status, the raylet and gcs_server logs under /tmp/ray/session_latest) "
        "and rerun",
    ),
    TriageRule(
        id="pods-never-scheduled",
        scope="stall",
        # Kubernetes never ran the job's pods: kubectl's wait for them gave up, or its listing shows them Pending,
        # as the last thing the run printed (the scheduler placed nothing; the job itself never started)
        pattern=r"^timed out waiting for the condition on pods/|^\S+\s+0/\d+\s+Pending\s+\d+\s",
        outcome="blocked",
        category="cluster",
        reason="the job's pods were never scheduled (last line: {match}) until the timeout ended the run: the "
        "cluster's capacity or its scheduler, " + NOT_EVIDENCE,
        follow_up="check why the scheduler leaves the pods Pending (kubectl describe pod, the gang scheduler's "
        "pod group status, free GPUs on the nodes), then rerun",
    ),
    TriageRule(
        id="collective-setup-stalled",
        scope="stall",
        # NCCL's own account of connecting a communicator (NCCL_DEBUG=INFO: the network it picked, its channels) is
        # the last thing the run printed, after its bootstrap had met every rank: all ranks were there and the
        # transport between them never came up (a P2P path, a network plugin one node lacks), before the first step.
        # A rank that never arrived leaves NCCL in its bootstrap, which this does not read; a communicator that says
        # it is connected (`Connected all rings`, `Init COMPLETE`) was set up, whatever hung after it.
        pattern=r"\bNCCL INFO (?!.*\b(?:Init COMPLETE|Connected all (?:rings|trees))\b)",
        requires=r"NCCL INFO (?:Bootstrap timings|Channel \d+/\d+ ?: \d)",
        outcome="blocked",
        category="cluster",
        reason="the run went silent while NCCL connected its ranks, after every rank had joined (last line: "
        "{match}) until the timeout ended it: the transport between the GPUs, " + NOT_EVIDENCE,
        follow_up="run nccl-tests across the same GPUs and nodes (same image and NCCL settings) to find the path "
        "that hangs, then rerun",
    ),
    TriageRule(
        id="rollout-engine-graph-capture-stalled",
        scope="stall",
        # the rollout engine's CUDA graph capture (vLLM's `Capturing CUDA graphs`, SGLang's `Capturing batches`)
        # never finished: the engine's own setup on its own weights, before any weight reached it from the trainer
        pattern=r"^\s*Captur(?:ing|e) (?:CUDA|cuda) graphs?\b|^\s*Capturing batches \(",
        outcome="blocked",
        category="vllm",
        reason="the run hung while the rollout engine captured its CUDA graphs ({match}) until the timeout ended "
        "it: " + NOT_EVIDENCE,
        follow_up="start the rollout engine by itself with the job's settings (enforce_eager to skip the capture, "
        "the engine's TP across nodes) to see where it waits, then rerun",
    ),
    TriageRule(
        id="rollout-engine-stalled",
        scope="stall",
        match_on="process",
        # the rollout engine's process (vLLM, SGLang) printed last, and no policy worker had built the model: the
        # engines' setup never finished
        pattern=ENGINE_CONTEXT,
        outcome="blocked",
        category="vllm",
        reason="the run went silent while the rollout engine was being set up ({where} printed last) until the "
        "timeout ended it, before the policy model was built: " + NOT_EVIDENCE,
        follow_up="start the rollout engine by itself with the job's settings (TP, colocation, memory "
        "utilization) to see where it waits, then rerun",
    ),
    TriageRule(
        id="rollout-engine-hung",
        scope="stack",
        # the runner's stack dump of the hung run stops in the rollout engine's own code (its communicators' setup,
        # its model step), and no dumped frame is a weight update from the trainer or Megatron's code: the engine
        # hung on its own, whenever it did
        pattern=r"^(?:vllm|sglang|tensorrt_llm)/",
        not_context=WEIGHT_UPDATE_OR_TRAINER_FRAMES,
        outcome="blocked",
        category="vllm",
        reason="the run hung inside the rollout engine's own code (the runner's stack dump: {match}) until the "
        "timeout ended it, not in the trainer or a weight update: " + NOT_EVIDENCE,
        follow_up="start the rollout engine by itself with the job's settings (TP, CUDA graph sizes, memory "
        "utilization) to see where it waits, then rerun",
    ),
    TriageRule(
        id="communication-setup-hung",
        scope="stack",
        # the runner's stack dump of the hung run stops in an expert-parallel communication library setting itself
        # up (DeepEP's Buffer, NVSHMEM's init: its bootstrap across the ranks, its IPC and RDMA handles): the
        # transport between the GPUs never came up; NCCL's own communicator init in a native dump
        # (`ncclCommInitRank (libnccl.so.2)`) is the same wait
        pattern=r"^(?:deep_ep|nvshmem|nvidia/nvshmem)/\S* (?:__init__|\w*init\w*)$|^libnccl\S* ncclCommInit\w*$",
        outcome="blocked",
        category="network",
        reason="the run hung while a communication library set up its transport (the runner's stack dump: {match}) "
        "until the timeout ended it: the transport between the GPUs, " + NOT_EVIDENCE,
        follow_up="check the nodes' fabric for the library's transport (NVSHMEM's IBGDA/IPC settings, the "
        "adapters, the peer-memory modules), then rerun",
    ),
    TriageRule(
        id="hung-reading-weights-over-nfs",
        scope="stack",
        # the runner's stack dump of the hung run stops in safetensors opening or reading a weights file, and the
        # log shows the files on an NFS mount (the path's mount, or the process asleep in the NFS client's RPC wait,
        # `wchan rpc_wait_bit_killable`): the read waits on the file server, whoever asked for the weights
        pattern=_SAFETENSORS_READ,
        requires=r"\brpc_wait_bit_killable\b|\bnfs4?\b",
        outcome="blocked",
        category="network",
        reason="the run hung reading a weights file from an NFS mount (the runner's stack dump: {match}) until the "
        "timeout ended it: the file server or the network to it, " + NOT_EVIDENCE,
        follow_up="check the NFS server and the node's mount (`mount`, `nfsstat`, processes in D state), or copy the "
        "weights to node-local storage, then rerun",
    ),
    TriageRule(
        id="hung-reading-weights",
        scope="stack",
        # ... the same wait with nothing saying the storage is remote: the node's storage
        pattern=_SAFETENSORS_READ,
        outcome="blocked",
        category="disk",
        reason="the run hung reading a weights file (the runner's stack dump: {match}) until the timeout ended it: "
        "the storage the weights are on, " + NOT_EVIDENCE,
        follow_up="check the storage the model path is on (processes in D state, `iostat`, the mount's health), "
        "then rerun",
    ),
    TriageRule(
        id="placement-groups-never-ready",
        scope="stack",
        # the runner's stack dump of the hung run stops in the job's wait for its Ray placement groups (NeMo-RL's
        # virtual cluster, verl's resource pool): Ray never reserved the GPUs the job asked for, no worker started
        pattern=r"\s\w*placement_groups?\w*$",
        outcome="blocked",
        category="ray",
        reason="the run hung waiting for Ray to reserve its placement groups (the runner's stack dump: {match}) "
        "until the timeout ended it, before any worker started: " + NOT_EVIDENCE,
        follow_up="check `ray status` for the resources the placement groups ask for (GPUs held by another job's "
        "actors, a node that never joined), then rerun",
    ),
    TriageRule(
        id="rollout-generation-never-returned",
        scope="stack",
        # the runner's stack dump of the hung run stops in the trainer's wait for the rollout's generation (verl's
        # agent loop `generate_sequences`, NeMo-RL's rollout `generate`, an environment's `run_rollouts`): the
        # engine or the environment never answered the requests it was given, and no dumped frame is a weight update
        # or the Bridge's code
        pattern=r"^(?:verl|nemo_rl)/(?:\S*(?:rollout|agent_loop|generation)\S*\.py \w*generat\w*"
        r"|\S+\.py \w*rollouts?)$",
        not_context=WEIGHT_UPDATE_OR_TRAINER_FRAMES,
        outcome="blocked",
        category="vllm",
        reason="the run hung waiting for the rollout engine's generation (the runner's stack dump: {match}) until "
        "the timeout ended it: the engine never answered, " + NOT_EVIDENCE,
        follow_up="read the rollout engine's own log and stack (its scheduler, a request that never finished) and "
        "rerun; compare with a run of the base commit",
    ),
    TriageRule(
        id="ray-worker-never-got-its-task",
        scope="stack",
        # the runner's stack dump of the hung run shows a Ray worker still waiting for the definition of the task
        # or actor it was started for (`fetch_registered_method` in Ray's function manager, the process `ray::IDLE`):
        # the definition never reached it from Ray's GCS, so the job's actors never ran a method
        pattern=r"^ray/_private/function_manager\.py \w+$",
        outcome="blocked",
        category="ray",
        reason="the run hung with a Ray worker still waiting for its task's definition (the runner's stack dump: "
        "{match}) until the timeout ended it: Ray's, " + NOT_EVIDENCE,
        follow_up="check the Ray head's GCS and the raylet logs (workers that never registered, a GCS under load), "
        "restart the Ray cluster and rerun",
    ),
    TriageRule(
        id="bridge-code-hung",
        scope="stack",
        # the runner's stack dump of the hung run stops in the Bridge's own code (below it only torch's waits: a
        # process group or barrier the Bridge created that not every rank reached): the Bridge's call hung, and the
        # frame is where to look
        pattern=r"^megatron/bridge/\S+ \w+$",
        outcome="fail",
        category="run",
        reason="the run hung in Bridge code (the runner's stack dump: {match}) until the timeout ended it",
        follow_up="read the dumped frame: a collective or process group the Bridge creates must be reached by "
        "every rank in the same order; compare with a run of the base commit",
    ),
    TriageRule(
        id="data-prep-hung",
        # the job's data preparation (a dataset library, Energon's prepare) hung until the runner's timeout
        # interrupted it before the first training step: the interrupt's stack is in the data tool, not the model
        pattern=r"^KeyboardInterrupt\b",
        context=_INSTALLED + r"(?:megatron/energon|datasets)/",
        outside_bridge=True,
        root_kinds=("exception",),
        outcome="blocked",
        before_training=True,
        category="data",
        reason="the job's data preparation hung until it was interrupted ({match} in the data tool): data setup, "
        + NOT_EVIDENCE,
        follow_up="rerun the data preparation by itself (fewer workers, another version of the data tool) and "
        "check the dataset files, then rerun",
    ),
    TriageRule(
        id="dataset-empty",
        # the job's dataset loaded with no rows, and torch's sampler refuses to draw from it before the first step:
        # the data the job was given (or how its loader read it), not the model
        pattern=r"num_samples should be a positive integer value, but got num_samples=0",
        outcome="blocked",
        before_training=True,
        category="data",
        reason="the job's dataset loaded with no rows ({match}): data setup, " + NOT_EVIDENCE,
        follow_up="check the dataset files the job reads (and that the dataset library reads them: compression, "
        "split, columns), then rerun",
    ),
    TriageRule(
        id="reward-fn-unknown-data-source",
        # verl's reward registry has no scoring function for the data_source the dataset rows carry: the data
        # was prepared without the source column the reward needs (seed 002: prepare the data with verl's own
        # preprocessing scripts)
        pattern=r"Reward function is not implemented for data_source",
        outcome="blocked",
        frameworks=("verl",),
        category="data",
        reason="the dataset's data_source has no reward function ({match}): the data preparation, "
        + NOT_EVIDENCE,
        follow_up="prepare the data with verl's preprocessing script for the task (it sets data_source), or "
        "point custom_reward_function at a scorer for it, and rerun",
    ),
    TriageRule(
        id="reward-model-missing",
        pattern=r"(?:RM_MODEL_PATH|Skywork-Reward|reward_model)[^\n]*(?:not found|does not exist|No "
        r"such file)",
        outcome="blocked",
        before_training=True,
        frameworks=("verl",),
        category="data",
        reason="the reward model is missing ({match}): " + NOT_EVIDENCE,
        follow_up="set RM_MODEL_PATH to a local reward model, or add reward.reward_model.enable=False "
        "(a reported "
        "limitation)",
    ),
    TriageRule(
        id="gpu-unavailable",
        pattern=r"no CUDA-capable device is detected|CUDA driver initialization failed|CUDA_ERROR_NO_DEVICE"
        r"|CUDA-capable device\(s\) is/are busy or unavailable|all CUDA-capable devices are busy"
        r"|cudaErrorDevicesUnavailable"
        r"|Found no NVIDIA driver|NVML_ERROR|cudaErrorNoDevice"
        rf"|{NGC_CUDA_INIT_FAILED}"
        # torch giving up on CUDA at initialization (a driver or device node the node lacks, e.g. nvidia-uvm)
        r"|Setting the available devices to be zero"
        # ... or CUDA failing to count the devices at all (cudaErrorUnknown and the like, as after a driver or
        # container-toolkit change under a running node; the error codes other rules name, 802 and 804, go there)
        r"|Unexpected error from cudaGetDeviceCount\(\)|CUDA unknown error - this may be due to an incorrectly set up",
        outcome="blocked",
        before_training=True,
        category="cluster",
        reason="no usable GPU ({match}): " + NOT_EVIDENCE,
        follow_up="check the host's GPUs and CUDA_VISIBLE_DEVICES, then rerun",
    ),
    TriageRule(
        id="rendezvous",
        # torchrun / c10d's store gave up on the ranks meeting (a rank that never started, a store host that is
        # gone); a connection that failed on the way is peer-connection-failed's (network)
        pattern=r"DistStoreError|Rendezvous(?:Connection|Timeout|Closed)Error|TCPStore\b[^\n]*(?:timed out|failed)",
        outcome="blocked",
        before_training=True,
        category="cluster",
        reason="the ranks could not meet at the rendezvous store ({match}) before any work ran: a rank that "
        "never started or the rendezvous host; " + NOT_EVIDENCE,
        follow_up="check that the rendezvous endpoint's host is up and reachable from every node (port open), "
        "then rerun",
    ),
    TriageRule(
        id="nccl-setup",
        pattern=r"ncclSystemError|ncclInternalError|ncclUnhandledCudaError|NCCL error",
        outcome="blocked",
        before_training=True,
        category="cluster",
        reason="NCCL failed before the first training step ({match}): " + NOT_EVIDENCE,
        follow_up="check the interconnect / NCCL environment and rerun",
    ),
    TriageRule(
        id="network-storage-not-responding",
        # the node's NFS client lost its server while the job wrote there (a checkpoint, a cache): the rank
        # writing blocks in the kernel, and its peers time out waiting for it; the storage's, not the code's
        pattern=NFS_NOT_RESPONDING,
        outcome="blocked",
        category="disk",
        reason="the network storage the job writes to stopped answering ({match}): the storage's, " + NOT_EVIDENCE,
        follow_up="check the NFS server and the node's mount (or point the job's output at node-local or other "
        "storage), then rerun",
    ),
    TriageRule(
        id="memory-limit-killed-a-worker",
        # the kernel killed the job's process at the memory limit of its cgroup (the pod's or container's limit
        # the job's spec sets): host memory, not the GPU; the limit's
        pattern=r"Memory cgroup out of memory: Killed process \d+",
        root_kinds=("log",),
        outcome="blocked",
        category="job-config",
        reason="the kernel's OOM killer ended a process of the job at its memory limit ({match}): the host memory "
        "the job's pod or container allows, " + NOT_EVIDENCE,
        follow_up="raise the pod's / container's memory limit (or load the checkpoint with fewer processes at a "
        "time), then rerun",
    ),
    TriageRule(
        id="node-out-of-host-memory",
        # the kernel killed the job's process with the whole node out of memory (no cgroup limit reached): the
        # node's host memory, what every process on it took, not the GPU
        pattern=KERNEL_OOM_KILL,
        root_kinds=("log",),
        outcome="blocked",
        category="cluster",
        reason="the kernel's OOM killer ended a process of the job with the node out of host memory ({match}): "
        "the node's memory, " + NOT_EVIDENCE,
        follow_up="check the node's host memory (other jobs, the job's CPU offload and data loader workers), then "
        "rerun on a node with more free memory or with less offloaded to the host",
    ),
    TriageRule(
        id="object-store-mount-read-failed",
        # the FUSE mount of an object store (the site's model bucket) failed a read the job made, through a file
        # it had mapped (a bus error in the copy) or read: the remote store or its mount, not the code reading
        pattern=OBJECT_STORE_READ_FAILED,
        outcome="blocked",
        category="network",
        reason="the object-store mount the job reads from failed a read ({match}): the store or its FUSE mount, "
        + NOT_EVIDENCE,
        follow_up="check the mount's daemon log and the bucket (or copy the model to node-local disk and point "
        "the job at it), then rerun",
    ),
    TriageRule(
        id="gpu-hardware-fault",
        # The GPU or its link reported a hardware fault (CUDA's ECC / hardware error codes, an Xid, a GPU gone
        # from the bus): the machine's, at any point of the run, whatever code was running.
        pattern=r"uncorrectable ECC error|cudaErrorECCUncorrectable|cudaErrorHardwareStackError"
        # (an Xid report gives its code right after the word: `Xid (PCI:0000:9a:00): 79`, `Xid=79`, `Xid 79`; a note
        # that dmesg shows "no Xid" is not one)
        r"|GPU has fallen off the bus|\bXid(?:\s*\([^)]*\))?\s*[:=]?\s*\d{2,3}\b|NVLink (?:error|fatal)"
        r"|row remapping failure",
        outcome="blocked",
        category="cluster",
        reason="the GPU reported a hardware fault ({match}): the machine's, " + NOT_EVIDENCE,
        follow_up="drain the node (ECC / Xid errors need the GPU reset or replaced) and rerun elsewhere",
    ),
    TriageRule(
        id="collective-timeout-on-a-down-link",
        # a collective timed out, at any point, and the runner's check of the nodes' InfiniBand adapters shows a
        # port down (ibstat `State: Down`, `Physical state: Polling`): the ranks could not reach each other over
        # that link, whatever they ran
        pattern=r".",
        root_kinds=("nccl-timeout",),
        requires=r"ibstat[^\n]*\bState: Down\b",
        outcome="blocked",
        category="network",
        reason="an NCCL collective timed out, in {where}, and a node's InfiniBand port is down (the runner's "
        "ibstat): the network between the nodes, " + NOT_EVIDENCE,
        follow_up="drain the node whose port is down (or repair its link) and rerun",
    ),
    TriageRule(
        id="nccl-system-error",
        # NCCL's own category for a failure outside NCCL's logic: "System call (e.g. socket, malloc) or external
        # library call failed or device error" (ncclSystemError, "unhandled system error"), at any point of the
        # run, with no WARN line saying more (the rules above read those): the node's system under NCCL
        pattern=r"ncclSystemError|unhandled system error",
        outcome="blocked",
        category="cluster",
        reason="NCCL failed in a system call, an external library or the device ({match}): the node's system "
        "under NCCL (sockets, memory, the GPU or adapter), " + NOT_EVIDENCE,
        follow_up="rerun with NCCL_DEBUG=INFO (NCCL's WARN lines name the call that failed) and check the nodes "
        "the ranks ran on, then rerun",
    ),
    TriageRule(
        id="nccl-collective-mismatch",
        # two ranks' watchdogs report the same collective (the same sequence number and operation) with different
        # sizes: the ranks met, but called different collectives (one broadcasting a whole layer, the other a
        # shard): the job's code made them diverge, before or during training, not the network
        pattern=r".",
        root_kinds=("nccl-timeout",),
        requires=r"(?s)WorkNCCL\(SeqNum=(\d+), OpType=(\w+), NumelIn=(\d+)\b.*?"
        r"WorkNCCL\(SeqNum=\1, OpType=\2, NumelIn=(?!\3\b)\d+\b",
        outcome="fail",
        category="nccl",
        reason="an NCCL collective timed out with the ranks in different calls (the same collective, different "
        "sizes: {match}), in {where}: the code made the ranks diverge (a parallelism, sharding or loading change)",
        follow_up="compare what each rank sends at that collective (the flight recorder dump, "
        "TORCH_NCCL_TRACE_BUFFER_SIZE) and rerun on the base commit",
    ),
    TriageRule(
        id="nccl-timeout-setup",
        pattern=r".",
        root_kinds=("nccl-timeout",),
        outcome="blocked",
        before_training=True,
        category="cluster",
        # the same job at the base commit passed in the same place: the ranks met there, so the change kept one
        # of them from its collective (as a hang in setup is the change's where the base passed)
        base_served=True,
        reason="an NCCL collective timed out before the first training step, in {where}: the ranks never "
        "met (network, a rank that died or never started); " + NOT_EVIDENCE,
        follow_up="check every node's NCCL / network setup and that all ranks started, then rerun",
    ),
    TriageRule(
        id="unsatisfiable-requirements",
        # the resolver's own explanation of why the requested versions cannot be installed together (uv, pip):
        # the versions the requirements ask for do not exist together, whatever the code
        pattern=r"we can conclude that .+ cannot be used|requirements are unsatisfiable"
        # uv's explanation opens with the first link of the chain (`Because only a==1 is available and a==1
        # depends on b<5, we can conclude that ...`); its last link says the project cannot be installed
        r"|^Because .+, we can conclude that "
        # pip: its statement of the conflict first (`Cannot install a and b because these package versions have
        # conflicting dependencies`), `ResolutionImpossible` after the explanation
        r"|Cannot install .+ because these package versions have conflicting dependencies|ResolutionImpossible"
        r"|Could not find a version that satisfies the requirement"
        # uv: two requirements name the same package at different sources (a git tag here, another there; two
        # spellings of one index)
        r"|Requirements contain conflicting (?:URLs|indexes) for package",
        outcome="blocked",
        before_training=True,
        category="dependency",
        reason="the job's requirements cannot be installed together ({match}): " + NOT_EVIDENCE,
        follow_up="pin versions that exist together on the index the job uses (or add the index that has the "
        "pre-release), then rerun",
    ),
    TriageRule(
        id="lockfile-out-of-date",
        # the installer refuses to sync the environment from a lockfile that does not match the project's
        # requirements (`uv sync --locked`, `poetry install` on a stale lock): the job's environment was never
        # built; the downstream lock is refreshed by its own maintainers, whichever requirement moved
        pattern=r"[Ll]ockfile at \S+ needs to be updated|\.lock is not consistent with pyproject\.toml"
        r"|lock file (?:is )?(?:out of date|not up to date)",
        outcome="blocked",
        before_training=True,
        category="dependency",
        reason="the installer would not build the job's environment from its lockfile ({match}): " + NOT_EVIDENCE,
        follow_up="refresh the downstream checkout's lock (`uv lock`, or use the pinned ref's lock unchanged) and "
        "say so in the report if the Bridge's own requirements changed, then rerun",
    ),
    TriageRule(
        id="install-failed",
        # the installer could not put a package it already had into the job's environment (uv's `error: Failed to
        # install: x.whl`, pip's `Could not install packages due to an OSError`): the filesystem or cache it copies
        # from and to, before anything of the job ran. Not the Bridge's own wheel, whose packaging a change can break.
        pattern=r"Failed to install: \S+\.whl|Could not install packages due to an? \w*Error"
        # ... or found no build of a locked package for the node's platform (an aarch64 node for an x86-only wheel)
        r"|Distribution `(?P<package>[A-Za-z][\w.-]*)==[^`]*` can't be installed because it doesn't have a source "
        r"distribution or wheel for the current platform",
        unless=r"Failed to install: megatron[-_]bridge\b",
        outcome="blocked",
        before_training=True,
        category="dependency",
        reason="the installer could not install a package into the job's environment ({match}): the environment's "
        "filesystem, cache or platform, " + NOT_EVIDENCE,
        follow_up="read the installer's `Caused by` lines (a cache on a filesystem that refuses its copies or links: "
        "set UV_LINK_MODE=copy or move the cache; a full disk), fix the environment and rerun",
    ),
    TriageRule(
        id="resolver-failed",
        # the resolver's header when it printed no explanation (with one, unsatisfiable-requirements quotes it);
        # pip's resolver giving up on a graph too deep to search (`error: resolution-too-deep`)
        pattern=r"No solution found when resolving (?:`[^`]+` )?dependencies|^error: resolution-too-deep\b",
        unless=r"we can conclude that .+ cannot be used|requirements are unsatisfiable",
        outcome="blocked",
        before_training=True,
        category="dependency",
        reason="the job's requirements could not be resolved ({match}): " + NOT_EVIDENCE,
        follow_up="pin versions that exist together on the index the job uses, then rerun",
    ),
    TriageRule(
        id="slurm-launch-failed",
        # Slurm could not start the job's tasks on a node: the allocation's, at any time
        pattern=r"srun: error: Task launch for \S+ failed on node \S+|srun: error: Node failure on"
        r"|srun: error: .*(?:Communication connection failure|Unable to contact slurm controller)"
        # ... or could not create a step in the job's own allocation (the node's configuration, a step still
        # completing): the step's command never ran
        r"|srun: error: Unable to create step for job \d+: "
        # ... or could not launch a task of the step (its MPI/PMI plugin the node lacks, the node itself)
        r"|srun: error: task \d+ launch failed: ",
        outcome="blocked",
        category="cluster",
        reason="Slurm could not launch or keep the job's tasks on a node ({match}): " + NOT_EVIDENCE,
        follow_up="drain or exclude the node Slurm names and resubmit",
    ),
    TriageRule(
        id="slurm-container-refused",
        # Slurm's container plugin (pyxis, enroot) could not start a task's container (a named container the node
        # lacks, an image it cannot import): that task never ran, on whichever node and at whatever point
        pattern=r"^(?:srun: |slurmstepd(?:-[\w.-]+)?: )?error: (?:pyxis|enroot)\b",
        outcome="blocked",
        category="container",
        reason="Slurm's container plugin could not start a task's container ({match}): " + NOT_EVIDENCE,
        follow_up="give every srun step the image (--container-image), or create the named container on every "
        "node of the allocation first, then rerun",
    ),
    TriageRule(
        id="package-fetch-failed",
        # the installer could not fetch or build a package the environment needs (uv's `Failed to download and
        # build ...`, `Failed to prepare distributions`): the package's source, its build or the cache, the
        # environment's dependencies, not the image itself
        pattern=r"Failed to (?:prepare distributions|download)",
        outcome="blocked",
        before_training=True,
        category="dependency",
        reason="the installer could not fetch or build a package the job's environment needs ({match}): "
        + NOT_EVIDENCE,
        follow_up="read the installer's cause lines under it (a build that failed, a hash mismatch, a git source "
        "it could not clone), pin or prebuild that package, then rerun",
    ),
    TriageRule(
        id="container-setup",
        pattern=r"uv: command not found|GLIBC(?:XX)?_[\d.]+' not found",
        outcome="blocked",
        before_training=True,
        category="container",
        reason="the container/environment setup failed ({match}): " + NOT_EVIDENCE,
        follow_up="rebuild the container or virtualenv and rerun",
    ),
    # --- GPU and communication failures during the run
    TriageRule(
        id="nccl-build-lacks-a-standard-type",
        # torch's NCCL binding cannot map a standard dtype (bf16, fp16, fp32, the integers), which every NCCL the
        # seeds' stacks use supports: the torch/NCCL build in the image lacks it. A newer type (fp8) a change sends is
        # not this: older NCCLs refuse it whatever the build.
        pattern=r"Unconvertible NCCL type (?:BFloat16|Half|Float|Double|Int|Long|Char|Byte)\b",
        outcome="blocked",
        category="container",
        reason="the image's torch/NCCL build cannot reduce a standard dtype ({match}): the container, "
        + NOT_EVIDENCE,
        follow_up="use a torch built against an NCCL with that dtype (the seeds' container), then rerun",
    ),
    TriageRule(
        id="torchvision-abi",
        # torchvision's compiled ops built for another torch: the installed pair does not match
        pattern=r"operator torchvision::\w+ does not exist",
        outcome="blocked",
        category="dependency",
        reason="torchvision does not match the installed torch ({match}): " + NOT_EVIDENCE,
        follow_up="install the torchvision built for the environment's torch (or remove torchvision), then rerun",
    ),
    TriageRule(
        id="trust-remote-code-required",
        # the model repo ships its own code and the job did not allow it: the job template's setting
        pattern=r"requires you to execute the (?:configuration|tokenizer|model)? ?file in that repo on your local "
        r"machine|set the option `trust_remote_code=True`",
        outcome="blocked",
        category="job-config",
        reason="the model needs trust_remote_code and the job did not set it ({match}): " + NOT_EVIDENCE,
        follow_up="set trust_remote_code for this model in the job template (configs/jobs.yaml) and rerun",
    ),
    TriageRule(
        id="vllm-custom-allreduce",
        # vLLM's own all-reduce kernel (peer-to-peer between the GPUs) failing on this machine's topology: vLLM's
        # setting for this hardware, not the weights it was given
        pattern=r"custom_all_reduce\.cuh:\d+|CustomAllreduce.*(?:failed|not supported)",
        outcome="blocked",
        category="vllm",
        reason="vLLM's custom all-reduce failed on this machine ({match}): " + NOT_EVIDENCE,
        follow_up="rerun with the rollout's disable_custom_all_reduce=True (or on GPUs with peer access)",
    ),
    TriageRule(
        id="nvml-unavailable",
        # The node's NVIDIA driver cannot be reached: kernel module and user libraries of different versions (a
        # driver upgraded without a reboot), or the device nodes not given to the container.
        # (the container runtime's GPU hook reports the same as `nvidia-container-cli: ... nvml error: ...`)
        pattern=r"Failed to initialize NVML: |[Dd]river/library version mismatch|NVML_SUCCESS == .*nvmlInit"
        r"|nvidia-container-cli: [\w ]*error: nvml error",
        outcome="blocked",
        category="cluster",
        reason="the GPU driver could not be reached on this node ({match}): the machine's, " + NOT_EVIDENCE,
        follow_up="reboot or drain the node (its driver module and libraries differ), or fix the container's "
        "device access, then rerun",
    ),
    TriageRule(
        id="container-gpu-hook-failed",
        # the container runtime's GPU hook (nvidia-container-cli) failed setting the GPUs up in the container for a
        # reason of its own (the image's ld cache, a mount, a library it injects): the container never started. The
        # driver unreachable (nvml) and a CUDA too new for the driver are the rules above.
        pattern=r"nvidia-container-cli: [\w ]*error: "
        # the runtime's CDI injection of the devices its spec lists (a spec older than the node's driver install)
        r"|setting up CDI devices|failed to inject CDI devices|unresolvable CDI devices",
        outcome="blocked",
        category="container",
        reason="the container runtime could not give the container its GPUs ({match}): " + NOT_EVIDENCE,
        follow_up="check the image's ld cache and the runtime's nvidia hook configuration on the node "
        "(nvidia-container-cli -k -d /dev/tty info; with CDI, regenerate the spec: nvidia-ctk cdi generate), then "
        "rerun",
    ),
    TriageRule(
        id="gpu-fault-seen-by-the-driver",
        # A CUDA error in the run while the node's kernel log shows the GPU failing in hardware (an Xid the
        # driver reserves for the GPU itself: off the bus, double-bit ECC, row remapping, NVLink, GSP): the
        # process only saw its GPU go away. Xids an application can cause (13, 31, 43: a kernel's bad access)
        # are not listed.
        pattern=r"CUDA error|cudaError\w*|CUDA kernel errors",
        # (nvidia-smi no longer reaching one GPU after the crash, "Unable to determine the device handle for GPU...:
        # Unknown Error", is the same GPU gone)
        requires=r"GPU has fallen off the bus|Unable to determine the device handle for GPU[\w:.]*: Unknown Error|"
        + GPU_FAULT_XID,
        outcome="blocked",
        category="cluster",
        reason="a CUDA error ({match}) while the node's driver reported a GPU hardware fault: the machine's, "
        + NOT_EVIDENCE,
        follow_up="drain the node (the driver's Xid names the fault; the GPU needs a reset or replacing) and rerun "
        "elsewhere",
    ),
    TriageRule(
        id="shared-memory-exhausted",
        # the container's /dev/shm is too small for the DataLoader workers or NCCL's shared-memory transport
        pattern=r"out of shared memory|raise your shared memory limit|[Ii]nsufficient shared memory"
        r"|/dev/shm[^\n]*(?:full|too small|No space left)",
        outcome="blocked",
        category="container",
        reason="the container ran out of shared memory ({match}): its /dev/shm size, " + NOT_EVIDENCE,
        follow_up=_SHM_FIX,
    ),
    TriageRule(
        id="ray-daemon-crashed",
        # a Ray daemon (the raylet, the GCS, their agents) dying on a fatal signal: it runs Ray's code, never the
        # job's, and the node's actors (or the whole cluster's) go with it
        root_kinds=("signal",),
        pattern=r"(?m)^SIG[A-Z]+\b",
        context=r"\A(?:raylet|gcs_server|dashboard_agent|runtime_env_agent)\b",
        outcome="blocked",
        category="ray",
        reason="Ray's own {where} died on a fatal signal ({match}) and took the node's actors with it: "
        + NOT_EVIDENCE,
        follow_up="read that node's raylet.out / gcs_server.out for the crash (the object store on a full /dev/shm, "
        "a Ray bug in this version), then rerun",
    ),
    TriageRule(
        id="shared-memory-bus-error",
        # a bus error in a process touching shared memory (NCCL's shm transport, a `shm_open` segment, Ray's
        # warning that /dev/shm is small): memory-mapping a file of a full tmpfs faults with SIGBUS on access, the
        # container's /dev/shm size, not the code that wrote to it
        root_kinds=("signal",),
        pattern=r"(?m)^SIGBUS\b",
        requires=r"\bncclShm\w*|\bshm_open\b|/dev/shm\b",
        outcome="blocked",
        category="container",
        reason="a bus error where the process used shared memory ({match}): the container's /dev/shm size, "
        + NOT_EVIDENCE,
        follow_up=_SHM_FIX,
    ),
    TriageRule(
        id="batch-does-not-divide",
        # the job's batch does not split evenly over its workers (a trainer's own check, outside the Bridge)
        pattern=r"only support equal chunk|\b(?:\w*batch\w*|rollout\.n|n_samples)\b[^\n]*\b(?:is not |must be )?"
        r"divisible by\b|not divisible by (?:the )?(?:number of )?(?:workers|world size|dp size|data parallel)"
        # ... or is smaller than its workers, so a worker's share comes to nothing (verl: `ppo_mini_batch_size 0
        # should be larger than 0 after normalization`, the batch divided by the data-parallel size and rollout.n)
        r"|\b\w*batch\w* 0 (?:should|must) be (?:larger|greater) than 0\b",
        outside_bridge=True,
        root_kinds=("exception",),
        outcome="blocked",
        category="job-config",
        reason="the job's batch does not divide over its workers ({match}): the job's configuration, "
        + NOT_EVIDENCE,
        follow_up="choose batch sizes that divide by the data-parallel size and the rollout workers, and rerun",
    ),
    TriageRule(
        id="downstream-refused-the-layout",
        # the downstream framework's own validation refusing settings that do not go together (generation and
        # training parallel sizes that must match, a size that must divide another) before the first step, in its own
        # code with no Bridge frame: the job's settings (after the rules that name which settings: the GPUs, the
        # batch)
        pattern=r"\bmust (?:equal|match|be (?:equal to|divisible by|a multiple of))\b"
        # ... or two features it does not run together (NeMo-RL: "Freezing the MOE router is not currently supported
        # when using PEFT")
        r"|\bis not (?:currently |yet )?supported (?:when|while|together with|in combination with)\b",
        origin=_DOWNSTREAM_CODE,
        root_kinds=("exception",),
        outside_bridge=True,
        before_training=True,
        outcome="blocked",
        category="job-config",
        reason="the downstream framework refused settings of the job that do not go together ({match}): the job "
        "template's settings, " + NOT_EVIDENCE,
        follow_up="choose settings the downstream accepts together (the sizes its message names), then rerun",
    ),
    TriageRule(
        id="downstream-driver-refused-the-settings",
        # the downstream framework's driver (NeMo-RL's run_grpo.py, verl's main before its TaskRunner) refusing the
        # job before any worker or Bridge code ran: a check of its own (an assertion, a ValueError on a setting, a
        # guard for a feature this checkout lacks) on what the job's command and site template gave it
        pattern=r"\A(?:\w+\.)*(?:ValueError|AssertionError|RuntimeError)\b",
        origin=_DOWNSTREAM_CODE,
        root_kinds=("exception",),
        outside_bridge=True,
        before_training=True,
        in_driver=True,
        outcome="blocked",
        category="job-config",
        reason="the downstream framework's driver refused the job's settings ({match}) in its own code, before any "
        "worker or Bridge code ran: the job template's settings, " + NOT_EVIDENCE,
        follow_up="fix the setting the message names in the level's command or site template (or use the "
        "downstream version that has the feature), then rerun",
    ),
    TriageRule(
        id="triton-api-skew",
        # Triton could not compile a kernel of an installed package because the installed Triton lacks an API the
        # kernel uses: the two packages' versions do not go together
        pattern=r".",
        origin=_INSTALLED + r"triton/(?:compiler|language)/",
        requires=r"unexpected keyword argument|has no attribute|cannot import name",
        # the kernel is an installed package's: the last frame before Triton's own is installed code (not the
        # Bridge's, whichever Bridge code called that package)
        context=r"(?:site|dist)-packages/(?!triton/|megatron/bridge/)[^\n]*"
        r"(?:\n[^\n]*(?:site|dist)-packages/triton/[^\n]*)+\Z",
        outcome="blocked",
        category="dependency",
        reason="Triton could not compile an installed kernel against the installed Triton ({match}; dependency "
        "skew{versions}): " + NOT_EVIDENCE,
        follow_up=DEPENDENCY_FIX,
    ),
    TriageRule(
        id="megatron-core-shadowed",
        # An API mismatch (a keyword or argument count a callee does not take, a name or member it lacks) in a run
        # whose PYTHONPATH puts another Megatron-LM tree ahead of the Bridge's own submodule (verl's e2e script
        # always prepends the image's /workspace/Megatron-LM, upstream facts 5.1): the Bridge ran against a
        # Megatron-Core it was not written for, so the mismatch is the environment's, whatever the change did
        pattern=r"got an unexpected keyword argument '\w+'|missing \d+ required (?:keyword-only |positional )?"
        r"arguments?|takes \d+ positional arguments? but \d+ (?:was|were) given"
        r"|cannot import name '\w+' from '(?:megatron\.core|transformer_engine)[\w.]*'"
        r"|module '(?:megatron\.core|transformer_engine)[\w.]*' has no attribute '\w+'",
        requires=r"PYTHONPATH=(?:[^\s:]*:)*(?P<shadow>(?:/(?!3rdparty\b)[^\s:/]+)*/Megatron-LM)/?:(?:[^\s:]*:)*"
        r"[^\s:]*/3rdparty/Megatron-LM\b",
        outcome="blocked",
        category="dependency",
        reason="the run's PYTHONPATH put another Megatron-LM tree ahead of the Bridge's own 3rdparty/Megatron-LM, "
        "and the Bridge or the downstream code met an API that Megatron-Core does not have ({match}): dependency "
        "skew, " + NOT_EVIDENCE,
        follow_up="put $BRIDGE_ROOT/3rdparty/Megatron-LM ahead of any other Megatron-LM on PYTHONPATH in every "
        "process (verl's run_ppo_trainer_megatron.sh prepends /workspace/Megatron-LM), or pair the Bridge with "
        "the Megatron-Core its submodule pins, then rerun",
    ),
    TriageRule(
        id="installed-call-signature-skew",
        # One installed package calling another with arguments the other's installed version does not take (a
        # keyword it does not know, a positional count it does not accept), the failing call between two installed
        # packages (the raising frame's package is not its caller's, and neither is the Bridge): two package versions
        # that do not go together, whichever Bridge code started the load
        pattern=r"got an unexpected keyword argument '\w+'|missing \d+ required (?:keyword-only|positional) "
        r"arguments?|takes \d+ positional arguments? but \d+ (?:was|were) given",
        origin=r"/(?:site|dist)-packages/(?!megatron/bridge/)",
        context=r"/(?:site|dist)-packages/(?P<caller>(?!megatron/bridge/)\w+)/[^\n]*\n"
        r"[^\n]*/(?:site|dist)-packages/(?!(?P=caller)/)(?!megatron/bridge/)\w+/[^\n]*\Z",
        outcome="blocked",
        category="dependency",
        reason="installed packages do not go together ({match}: one installed package called another with "
        "arguments its installed version does not take): dependency skew, " + NOT_EVIDENCE,
        follow_up=DEPENDENCY_FIX,
    ),
    TriageRule(
        id="installed-torch-builtin-skew",
        # An installed package (Transformer Engine, apex, vLLM) calling one of torch's own functions with arguments
        # the installed torch does not take (`torch.is_autocast_enabled() takes no arguments (1 given)`): a
        # C builtin has no frame of its own, so the raising frame is the caller's, an installed package that is
        # neither torch nor the Bridge. The package was built for another torch: dependency skew.
        pattern=r"\btorch\.[\w.]+\(\) (?:takes (?:no arguments|\d+ positional arguments?) \(\d+ given\)"
        r"|got an unexpected keyword argument '\w+'|missing \d+ required (?:keyword-only |positional )?argument)",
        origin=r"/(?:site|dist)-packages/(?!torch/|megatron/bridge/)",
        root_kinds=("exception",),
        outcome="blocked",
        category="dependency",
        reason="an installed package called torch with arguments the installed torch does not take ({match}): "
        "the package was built for another torch, dependency skew{versions}, " + NOT_EVIDENCE,
        follow_up=DEPENDENCY_FIX,
    ),
    TriageRule(
        id="ray-object-lost",
        # Ray's object layer could not fetch or keep an object (no node holds a copy: a fetch timing out "because no
        # locations were found", an object lost with its node) at any point: Ray's transfer or a node, not the
        # values the job computed (an owner that died is not this: its own error comes first)
        pattern=r"\bObjectFetchTimedOutError\b|\bObjectLostError\b|no locations were found for the object",
        outcome="blocked",
        category="ray",
        reason="Ray could not fetch an object the job needed ({match}): Ray's object transfer or a node, "
        + NOT_EVIDENCE,
        follow_up="check the raylet and object-manager logs of the nodes involved (a node lost, the object store "
        "evicting, the network between nodes), then rerun",
    ),
    TriageRule(
        id="ray-object-owner-gone",
        # Ray could not fetch an object because the process that owns it is gone (or cannot be reached), and no
        # error of that owner's is the root cause: nothing in the log says why the owner went, so Ray's (an
        # address it advertised, a process it lost). An owner that died of the Bridge's error printed it: a
        # traceback through Bridge code anywhere in the log voids this.
        pattern=r"\bOwnerDiedError\b|[Tt]he object's owner has exited",
        unless=r"File \"[^\"\n]*/megatron/bridge/",
        outcome="blocked",
        category="ray",
        reason="Ray could not fetch an object because its owner is gone ({match}), and no error of the owner's is "
        "in the log: Ray's (the owner's advertised address, a lost worker), " + NOT_EVIDENCE,
        follow_up="check that every node reaches the driver's advertised address (ray start --node-ip-address "
        "must be a routable IP, not 0.0.0.0) and the owner's worker log, then rerun",
    ),
    TriageRule(
        id="ray-object-store-full",
        # Ray's shared-memory object store ran out at any point: the node's /dev/shm or the store size
        pattern=r"ObjectStoreFullError|in object store because it is full",
        outcome="blocked",
        category="ray",
        reason="Ray's object store was full ({match}): the node's shared memory or the store's size, "
        + NOT_EVIDENCE,
        follow_up="give Ray a larger object store (ray_init object_store_memory, a larger /dev/shm) or fewer "
        "in-flight objects, and rerun",
    ),
    TriageRule(
        id="cuda-graph-illegal-memory-access",
        pattern=r"an illegal memory access was encountered",
        requires=r"(?i)cuda.?graph",
        # the seed's rule is Megatron generation's CUDA-graph warmup: a rollout engine replaying its own CUDA graphs
        # (SGLang's cuda_graph_runner, vLLM's) is another code path, and the mcore_generation_config rerun is no help
        not_context=r"(?:^|/)(?:sglang|vllm)/|\bsglang\b|EngineCore|vLLM",
        outcome="fail",
        category="megatron-generation",
        reason="Megatron generation failed during CUDA-graph warmup with an illegal memory access",
        follow_up="rerun the same config with policy.generation.mcore_generation_config.num_cuda_graphs=null "
        "policy.generation.mcore_generation_config.use_cuda_graphs_for_non_decode_steps=false; if that "
        "passes, "
        "report this run as a Megatron generation CUDA-graph failure and the no-graph run as a "
        "reduced-optimization pass (keep both logs)",
    ),
    TriageRule(
        id="illegal-memory-access",
        pattern=r"an illegal memory access was encountered",
        outcome="fail",
        category="gpu",
        reason="CUDA illegal memory access during the run",
        follow_up="rerun once to rule out a flaky GPU; compare against the base commit",
    ),
    TriageRule(
        id="cuda-oom",
        pattern=r"CUDA out of memory|OutOfMemoryError",
        outcome="fail",
        category="gpu",
        reason="CUDA out of memory",
        follow_up="compare peak memory against the base commit to tell a memory regression from a job-shape "
        "problem",
    ),
    TriageRule(
        id="nccl-timeout",
        pattern=r".",
        root_kinds=("nccl-timeout",),
        outcome="fail",
        category="nccl",
        reason="an NCCL collective timed out during training, in {where}: the ranks disagreed on the "
        "collectives they ran (a parallelism or dispatch change) or one rank stalled",
        follow_up="compare the collective sequence across ranks (TORCH_NCCL_TRACE_BUFFER_SIZE, the flight "
        "recorder dump) and rerun on the base commit",
    ),
    TriageRule(
        id="installed-package-import-failed",
        # An installed package raised while it was being imported (its own module-level code, the innermost frame),
        # on the way from an import made by the code under test: the environment's packages do not go together
        # (an optional dependency pulling a stack that breaks on the installed pydantic). Late in the table: the
        # specific classes above (a torchvision built for another torch, a NumPy ABI) say more. A Bridge import line
        # this PR added is the PR's (bot.core.attribution reads the frames).
        pattern=r".",
        origin=r"/(?:site|dist)-packages/(?!megatron/bridge/)",
        # the innermost frame is the module-level code, or a function that code called in the same package (a
        # native library's loader run at import); with a chained exception, its frames show the import
        context=r":\d+ in <module>$|/(?:site|dist)-packages/(?P<pkg>\w+)/[^\n]*:\d+ in <module>\n"
        r"[^\n]*/(?:site|dist)-packages/(?P=pkg)/[^\n]*:\d+ in \w+$"
        # or another installed package that module-level code called (transformers building a kernels repository
        # at import), with no Bridge or downstream frame after the installed module being imported
        r"|(?:site|dist)-packages/(?!megatron/bridge/|verl/|nemo_rl/)[^\n]*:\d+ in <module>"
        r"(?:\n(?![^\n]*(?:megatron/bridge/|/verl/|/nemo_rl/))[^\n]*)+\Z",
        root_kinds=("exception",),
        outcome="blocked",
        category="dependency",
        reason="an installed package failed while it was being imported ({match}): the environment's packages do "
        "not go together (dependency skew), " + NOT_EVIDENCE,
        follow_up=DEPENDENCY_FIX,
    ),
    TriageRule(
        id="error-reported",
        # The job printed an error report of its own ("Error: 8897 tensors ... were not written") and carried on
        # to exit 0: seed 001 allows no overall Pass unless the pass criteria were met, and a save or export that
        # reports an error did not meet them.
        pattern=r"^Error: (?!executing job with overrides)\S",
        scope="log",
        when="always",
        outcome="fail",
        category="run",
        reason="the job reported an error and still exited 0 ({match}): the step it reports did not do its work",
        follow_up="read the lines before the report (its warnings say what was skipped) and fix the Bridge "
        "change; a green exit code does not make a skipped save or export a Pass",
    ),
    # --- residual noise after a completed run (still a Pass)
    TriageRule(
        id="noise-resource-tracker",
        scope="log",
        pattern=r"resource_tracker|leaked semaphore|leaked shared_memory",
        outcome="noise",
        when="always",
        category="noise",
        reason="Python resource-tracker warning at shutdown",
    ),
    TriageRule(
        id="noise-process-group",
        scope="log",
        pattern=r"destroy_process_group\(\) was not called|ProcessGroupNCCL.*(?:destroy|shutdown|abort)",
        outcome="noise",
        when="always",
        category="noise",
        reason="post-completion process-group warning",
    ),
    TriageRule(
        id="noise-ray-shutdown",
        scope="log",
        pattern=r"(?i)\bray\b.*(?:shutting down|shutdown|SIGTERM|atexit)|Exception ignored "
        r"in:.*(?:ray|__del__)",
        outcome="noise",
        when="always",
        category="noise",
        reason="Ray shutdown warning",
    ),
    TriageRule(
        id="noise-worker-exit",
        scope="log",
        pattern=r"A worker died or was killed while executing a task by an unexpected system error",
        outcome="noise",
        when="always",
        category="noise",
        reason="Ray reported a worker exit at shutdown",
    ),
    TriageRule(
        id="noise-dataloader",
        scope="log",
        pattern=r"DataLoader worker \(pid",
        outcome="noise",
        when="always",
        category="noise",
        reason="post-completion DataLoader worker termination",
    ),
    TriageRule(
        id="note-fingerprint",
        scope="log",
        pattern=r"Container/Code Version Mismatch Detected",
        outcome="note",
        when="always",
        frameworks=("nemo-rl",),
        category="container",
        reason="NeMo-RL container dependency fingerprint mismatch (a warning at this revision)",
    ),
)


def rules_for(framework: Framework) -> tuple[TriageRule, ...]:
    return tuple(r for r in RULES if framework in r.frameworks)


def _check_table() -> None:
    seen: set[str] = set()
    for r in RULES:
        if r.id in seen:
            raise ValueError(f"runners/triage_rules.py: duplicate rule id {r.id!r}")
        seen.add(r.id)
        if r.path_outside_bridge and "path" not in r.rx.groupindex:
            raise ValueError(f"runners/triage_rules.py: rule {r.id!r} needs a (?P<path>...) group")
        if r.scope in ("log", "stall") and (r.context or r.root_kinds):
            raise ValueError(f"runners/triage_rules.py: rule {r.id!r}: context/root_kinds apply to scope 'root'")
        if r.scope == "stack" and (r.context or r.root_kinds):
            raise ValueError(f"runners/triage_rules.py: rule {r.id!r}: a stack rule reads frames, not a root cause")
        if r.scope == "stall" and r.outcome != "blocked":
            raise ValueError(f"runners/triage_rules.py: rule {r.id!r}: a stall rule names what blocked the run")
        # a stack dump can stop in the code under test (a hang the change caused): Blocked or Fail, never a note
        if r.scope == "stack" and r.outcome not in ("blocked", "fail"):
            raise ValueError(f"runners/triage_rules.py: rule {r.id!r}: a stack rule says Blocked or Fail")
        if r.outcome in ("noise", "note") and r.scope != "log":
            raise ValueError(f"runners/triage_rules.py: rule {r.id!r}: noise and notes are log-scope rules")


_check_table()
