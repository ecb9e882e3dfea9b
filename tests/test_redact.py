"""runners.redact: every token shape and every secret-named environment value is cut out; evidence stays."""

from __future__ import annotations

import json
import secrets
import string

import pytest

from runners.contract import Deliverable, Evidence, JobResult, Verdict
from runners.execute import run_logged
from runners.redact import MARK, LineRedactor, Redactor, redact_model, secret_env_values


def _alnum(n: int) -> str:
    return "".join(secrets.choice(string.ascii_letters + string.digits) for _ in range(n))


HF = "hf_" + _alnum(34)
GHP = "ghp_" + _alnum(36)
GHS = "ghs_" + _alnum(36)
PAT = "github_pat_" + _alnum(22) + "_" + _alnum(59)
AKIA = "AKIA" + "".join(secrets.choice(string.ascii_uppercase + string.digits) for _ in range(16))
NVAPI = "nvapi-" + _alnum(64)
JWT = "eyJhbGciOiJSUzI1NiJ9." + "eyJ" + _alnum(40) + "." + _alnum(43)
BEARER = "sk-" + _alnum(32)


@pytest.mark.parametrize(
    ("line", "secret"),
    [
        (f"+ HF_TOKEN={HF}", HF),
        (f"huggingface_hub: token {HF} is valid", HF),
        (f"remote: Invalid username or password. token={GHP}", GHP),
        (f"git clone https://x-access-token:{GHS}@github.com/NVIDIA-NeMo/RL.git", GHS),
        (f"GITHUB_TOKEN: {PAT}", PAT),
        (f"botocore: using {AKIA}", AKIA),
        (f"ngc: {NVAPI}", NVAPI),
        (f"decoded {JWT}", JWT),
        (f"curl -H 'Authorization: Bearer {BEARER}' https://x", BEARER),
        (f'headers={{"authorization": "token {BEARER}"}}', BEARER),
        (f"GET https://huggingface.co/api/models/q?revision=main&token={BEARER}&x=1", BEARER),
        (f"s3://bucket/x?X-Amz-Signature={BEARER}", BEARER),
        (f"postgresql://bv:{BEARER}@db:5432/x", BEARER),
        (f"export WANDB_API_KEY='{'ab12' * 10}'", "ab12" * 10),
        (f"aws_secret_access_key = {_alnum(40)}x9", None),
    ],
    # Fixed ids: the secrets are fresh random values in every process, and pytest-xdist's workers must collect the
    # same test names (ids made from the values differ between workers and fail the collection).
    ids=[
        "hf-env", "hf-hub", "ghp-remote", "ghs-clone-url", "github-pat", "akia", "nvapi", "jwt", "bearer-header",
        "token-json-header", "token-query", "amz-signature", "postgres-url", "wandb-export", "aws-secret-key",
    ],
)
def test_known_shapes_are_cut_out(line: str, secret: str | None) -> None:
    out = Redactor()(line)
    assert MARK in out
    if secret is not None:
        assert secret not in out


@pytest.mark.parametrize(
    "line",
    [
        "tokenizer: <|endoftext|>",
        "PPO_MAX_TOKEN_LEN=2400 FWD_MAX_TOKEN_LEN=4800",
        "KeyError: 'decoder.layers.0.self_attention.linear_qkv.weight'",
        "RuntimeError: missing key: decoder.layers.0.mlp.linear_fc1.weight",
        "policy.tokenizer.name=Qwen/Qwen2.5-0.5B",
        "step:1 - training/global_step:1 - critic/rewards/mean:0.125",
        "Megatron-Bridge imported from /work/bridge/src/megatron/bridge/__init__.py",
        "https://huggingface.co/Qwen/Qwen2.5-0.5B/resolve/main/config.json",
        "+ VANILLA_MBRIDGE=False",
        "(MegatronPolicyWorker pid=4120, ip=10.0.0.3) [rank0]: ValueError: bad shape",
    ],
)
def test_evidence_is_left_alone(line: str) -> None:
    assert Redactor()(line) == line


def test_secret_named_environment_values_are_cut_out_whatever_their_shape() -> None:
    wandb = "".join(secrets.choice("0123456789abcdef") for _ in range(40))
    env = {
        "WANDB_API_KEY": wandb,
        "MY_SERVICE_PASSWORD": "correct-horse-battery",
        "NGC_KEY": "b64" + _alnum(60),
        "PPO_MAX_TOKEN_LEN": "2400",  # a number: kept (it would cut every 2400 out of the log)
        "TOKENIZERS_PARALLELISM": "false",
        "HOME": "/home/ci",
    }
    assert secret_env_values(env) == {wandb, "correct-horse-battery", env["NGC_KEY"]}
    r = Redactor.from_env(env)
    out = r(f"wandb: key {wandb}; pw correct-horse-battery; steps 2400; {env['NGC_KEY'][5:30]}")
    assert wandb not in out and "correct-horse-battery" not in out and "steps 2400" in out


def test_stream_redaction_catches_a_token_split_across_reads() -> None:
    r = LineRedactor(Redactor())
    data = f"loading with token {HF} now\nnext line\r50%|#####|\rdone".encode()
    got = b"".join(r.feed(data[i : i + 7]) for i in range(0, len(data), 7)) + r.flush()
    text = got.decode()
    assert HF not in text and MARK in text
    assert text.endswith("next line\r50%|#####|\rdone")


def test_result_redaction_reaches_every_string_and_keeps_the_model_valid() -> None:
    result = JobResult(
        job_id="j",
        framework="verl",
        level=0,
        verdict=Verdict.FAIL,
        reason=f"OSError for url ...?token={HF}",
        first_error=f"Authorization: Bearer {BEARER}",
        deliverables=[Deliverable(name="verl Megatron backend run", verdict=Verdict.FAIL, detail=GHP)],
        evidence=Evidence(key_lines=[f"+ HF_TOKEN={HF}"], log_tail=[f"jwt {JWT}"]),
        limitations=[NVAPI],
    )
    clean = redact_model(result, Redactor())
    dumped = clean.model_dump_json()
    for s in (HF, BEARER, GHP, JWT, NVAPI):
        assert s not in dumped
    assert clean.verdict == Verdict.FAIL and json.loads(dumped)["evidence"]["key_lines"] == [f"+ HF_TOKEN={MARK}"]


def test_run_logged_writes_no_secret_to_log_echo_or_tail(tmp_path) -> None:  # type: ignore[no-untyped-def]
    import io

    wandb = "".join(secrets.choice("0123456789abcdef") for _ in range(40))
    env = {"PATH": "/usr/bin:/bin", "WANDB_API_KEY": wandb}
    seen: list[bytes] = []
    echo = io.BytesIO()
    script = f"import os; print('key', os.environ['WANDB_API_KEY']); print('hf {HF}', flush=True)"
    import sys

    p = run_logged(
        [sys.executable, "-c", script],
        env=env,
        cwd=tmp_path,
        log_path=tmp_path / "x.log",
        timeout_s=30,
        echo=echo,  # type: ignore[arg-type]
        on_output=seen.append,
        redactor=Redactor.from_env(env),
    )
    assert p.exit_code == 0
    for blob in (tmp_path.joinpath("x.log").read_bytes(), echo.getvalue(), b"".join(seen), "\n".join(p.tail).encode()):
        assert wandb.encode() not in blob and HF.encode() not in blob
        assert MARK.encode() in blob
