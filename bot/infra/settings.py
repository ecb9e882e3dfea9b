"""The App's settings: environment variables `BRIDGE_VALIDATE_*` (DESIGN.md §3), or an optional `.env`.

`load_settings()` turns every pydantic error into one `SettingsError` whose message names the variable,
so `serve` can stop at start-up with a line a person can act on. Secrets are `SecretStr`: their repr and
str are masked, and nothing here ever prints their value.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Literal

from pydantic import Field, SecretStr, ValidationError, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from bot.core.models import PlannerKind

ENV_PREFIX = "BRIDGE_VALIDATE_"

# What `serve` cannot start without; replay and tests may leave them out.
SERVE_REQUIRED = ("app_id", "private_key_path", "webhook_secret")

_URL = re.compile(r"^https?://[^\s/?#]+(/[^\s?#]*)?$")


class SettingsError(Exception):
    """A setting is missing or malformed. The message names the environment variable, never its value."""

    def __init__(self, problems: list[tuple[str, str]]) -> None:
        self.problems = problems
        super().__init__("; ".join(f"{name}: {msg}" for name, msg in problems))


def env_name(field: str) -> str:
    return ENV_PREFIX + field.upper()


class Settings(BaseSettings):
    model_config = SettingsConfigDict(
        env_prefix=ENV_PREFIX,
        env_file=".env",
        env_file_encoding="utf-8",
        extra="ignore",
        validate_default=True,
    )

    # GitHub App identity (required by `serve`).
    app_id: int | None = Field(default=None, gt=0)
    private_key_path: Path | None = None
    webhook_secret: SecretStr | None = None
    github_url: str = "https://api.github.com"

    # State and execution.
    database_url: str = "sqlite:///bridge-validate.sqlite"
    executor: Literal["local", "ray", "actions"] = "local"
    bridge_repo: Path | None = None
    nemo_rl_repo: Path | None = None
    verl_repo: Path | None = None
    workdir: Path = Path("bridge-validate-runs")
    config_dir: Path | None = None
    # Planning: with planner=reach or gated, the Bridge call graph of each PR head is built from bridge_repo
    # (fetched from its origin when the commit is missing) and cached here, keyed by tree id. reach: levels from
    # what downstream reaches (precision up, recall down on the dev set's `check` split); gated: the rules'
    # levels, with parallelism and architecture levels only where downstream reaches (configs/levels.yaml
    # reach_gated; on `check` recall as the rules or better, precision up); scored: the gated levels through the
    # level scorer (configs/level_scorer.yaml). The default needs no Bridge clone.
    planner: PlannerKind = "rules"
    cache_dir: Path | None = None

    # Where this bot is reachable from a browser: check runs link to their run page, `{public_url}/runs/...`.
    public_url: str | None = None
    # Pages (bot.service.pages): links carry a token signed with this key, valid `pages_link_days`; the pages of
    # the repositories in `pages_public_repos` (comma-separated owner/name: public ones) need no token.
    pages_secret: SecretStr | None = Field(
        default=None, description="page links are signed with it (default: derived from the webhook secret)"
    )
    pages_link_days: float = Field(default=90.0, gt=0, le=3650, description="how long a page link stays valid")
    pages_public_repos: str = Field(default="", description="owner/name,... whose pages anyone may open")

    # Worker tuning.
    workers: int = Field(default=2, ge=1, le=64, description="concurrent delivery handlers per process")
    poll_interval_s: float = Field(default=1.0, gt=0, le=60)
    lease_s: float = Field(default=60.0, ge=1, le=3600, description="claim lease; renewed while work runs")
    job_poll_interval_s: float = Field(default=2.0, gt=0, le=600)
    job_grace_s: float = Field(default=300.0, ge=0, description="past a job's timeout before it ends Blocked")
    # A delivery whose handler fails is tried again after delivery_retry_s, doubling up to delivery_retry_max_s,
    # for dead_letter_after_s from its first failure; then it is dead-lettered (state failed) until replayed.
    delivery_retry_s: float = Field(default=10.0, gt=0, le=3600, description="first wait before a failed one reruns")
    delivery_retry_max_s: float = Field(default=3600.0, gt=0, le=86400, description="longest wait between tries")
    dead_letter_after_s: float = Field(
        default=86400.0, gt=0, description="retrying a failed delivery stops this long after its first failure"
    )
    max_attempts: int | None = Field(
        default=None, ge=1, le=1000, description="also dead-letter after this many tries (unset: time decides)"
    )
    redeliver_interval_s: float = Field(default=300.0, ge=0, description="0 turns redelivery off")
    redeliver_lookback_h: float = Field(default=24.0, gt=0, le=72)
    redeliver_min_gap_s: float = Field(
        default=600.0, ge=0, description="asking GitHub again for the same failed delivery waits this long"
    )

    # GitHub client robustness.
    github_timeout_s: float = Field(default=10.0, gt=0, le=300)
    github_max_retries: int = Field(default=5, ge=0, le=20)
    github_backoff_s: float = Field(default=0.5, ge=0, le=60)
    github_max_wait_s: float = Field(default=120.0, ge=0, description="longest Retry-After honoured in line")
    token_refresh_margin_s: float = Field(default=300.0, ge=0, le=3000)

    log_level: Literal["debug", "info", "warning", "error"] = "info"

    # Results API (runners report here) and job liveness.
    callback_secret: SecretStr | None = Field(
        default=None, description="per-job callback tokens derive from it (default: derived from the webhook secret)"
    )
    callback_url: str | None = Field(
        default=None, description="the bot's base URL as runners reach it (local executor: http://127.0.0.1:<port>)"
    )
    heartbeat_s: float = Field(default=15.0, gt=0, le=600, description="runner heartbeat interval")
    heartbeat_timeout_s: float = Field(
        default=120.0, ge=0, description="a running job silent this long ends Blocked (runner lost); 0: off"
    )
    queue_timeout_s: float = Field(default=6 * 3600.0, gt=0, description="longest wait for GPUs before Blocked")
    progress_update_s: float = Field(default=30.0, ge=0, description="at most one live-progress check-run update")
    job_retries: int = Field(default=1, ge=0, le=3, description="automatic retries of an infrastructure Blocked")
    retry_blocked_kinds: str = Field(
        default="runner,ray,network,disk,rate-limit,cluster,model-download,vllm",
        description="JobResult.blocked_kind values that are infrastructure (retried), comma-separated",
    )
    reuse_results: bool = Field(default=True, description="reuse the result of a job with identical inputs")
    stage_policy: Literal["smoke-first", "fifo"] = Field(
        default="smoke-first",
        description="smoke-first: each framework's stages in the seeds' order (Bridge checks, unit checks, Level 0, "
        "higher levels), a failing stage skips the later ones; fifo: every job of a plan at once",
    )
    early_stages: bool = Field(
        default=False, description="start later stages early on idle GPUs (cancelled when an earlier stage fails)"
    )
    queue_order: Literal["stage", "change"] = Field(
        default="stage",
        description="local executor: after the merge queue, start jobs in submission order (stage: a new PR's early "
        "stages go before an older PR's later ones) or the oldest change's first (change)",
    )
    base_rerun: bool = Field(
        default=True,
        description="re-run a PR's failed jobs on its merge base: a Fail that fails there too concludes neutral "
        "(already failing on main); its GPU cost counts in the estimate and the per-PR budget",
    )
    pr_budget_gpu_minutes: float | None = Field(
        default=None, ge=0, description="a PR's plan above this waits for a maintainer (unset: no limit)"
    )
    bridge_worktrees: bool = Field(
        default=True, description="local executor: run each job on a git worktree of bridge_repo at the PR head"
    )
    worktree_keep: int = Field(default=16, ge=1, le=1000, description="per-SHA worktrees kept on disk")
    worktree_root: Path | None = Field(default=None, description="where worktrees live (default: <workdir>-worktrees)")

    # executor=ray: Ray's Job Submission API on an existing cluster.
    ray_address: str | None = None
    ray_auth_token: SecretStr | None = None
    ray_bridge_repo: str | None = Field(default=None, description="Bridge checkout as cluster nodes see it")
    ray_nemo_rl_repo: str | None = None
    ray_verl_repo: str | None = None
    ray_bridge_worktrees: str | None = Field(
        default=None,
        description="ray: node-local directory for per-SHA Bridge worktrees "
        "(RAY_BRIDGE_REPO is then each node's clone)",
    )
    ray_out_root: str | None = None
    ray_python: str = "python"
    ray_env: dict[str, str] = Field(default_factory=dict, description="extra runner environment (JSON object)")
    ray_runner_args: list[str] = Field(default_factory=list, description="extra runner options (JSON list)")
    ray_entrypoint_num_cpus: float = Field(default=1.0, ge=0)

    # executor=actions: workflow_dispatch of workflows/validate.yml on self-hosted GPU runners.
    actions_repo: str | None = Field(default=None, description="owner/name holding .github/workflows/validate.yml")
    actions_workflow: str = "validate.yml"
    actions_ref: str = "main"
    actions_installation_id: int | None = Field(default=None, gt=0, description="default: looked up via the App")
    actions_downstream_refs: dict[str, str] = Field(default_factory=dict, description="framework -> pinned ref")

    def retry_kinds(self) -> frozenset[str]:
        return frozenset(k.strip() for k in self.retry_blocked_kinds.split(",") if k.strip())

    def job_callback_secret(self) -> str | None:
        """The secret per-job tokens derive from: the configured one, else one derived from the webhook
        secret (so the local executor works out of the box; Ray and Actions need it configured)."""
        if self.callback_secret is not None:
            return self.callback_secret.get_secret_value()
        if self.webhook_secret is None:
            return None
        import hashlib
        import hmac

        key = self.webhook_secret.get_secret_value().encode()
        return hmac.new(key, b"bridge-validate job callbacks", hashlib.sha256).hexdigest()

    @field_validator("github_url", "public_url", "callback_url", "ray_address")
    @classmethod
    def _url(cls, v: str | None) -> str | None:
        if v is None:
            return v
        v = v.strip().rstrip("/")
        if not _URL.match(v):
            raise ValueError("must be an http(s) URL such as https://api.github.com")
        return v

    @field_validator("ray_env", "ray_runner_args", "actions_downstream_refs", mode="before")
    @classmethod
    def _json(cls, v: object) -> object:
        # From the environment pydantic-settings parses JSON itself; `.env` overrides and kwargs may be text.
        if isinstance(v, str):
            import json

            try:
                return json.loads(v)
            except ValueError:
                raise ValueError("must be JSON (an object or a list)") from None
        return v

    @field_validator("database_url")
    @classmethod
    def _db_url(cls, v: str) -> str:
        v = v.strip()
        if not v.startswith(("sqlite:", "sqlite+", "postgresql:", "postgresql+", "postgres:")):
            raise ValueError("must be a sqlite:/// or postgresql:// URL")
        # psycopg 3 is the driver we ship; SQLAlchemy's bare `postgresql://` means psycopg2.
        for bare in ("postgresql://", "postgres://"):
            if v.startswith(bare):
                v = "postgresql+psycopg://" + v[len(bare) :]
        return v

    @field_validator("webhook_secret", "pages_secret")
    @classmethod
    def _secret(cls, v: SecretStr | None) -> SecretStr | None:
        if v is not None and not v.get_secret_value().strip():
            raise ValueError("must not be empty")
        return v

    def private_key(self) -> str:
        """The App's PEM private key, read from `private_key_path` (validated by `check_serve`)."""
        if self.private_key_path is None:
            raise SettingsError([(env_name("private_key_path"), "not set")])
        try:
            return self.private_key_path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            reason = getattr(exc, "strerror", None) or type(exc).__name__
            raise SettingsError(
                [(env_name("private_key_path"), f"cannot read {self.private_key_path}: {reason}")]
            ) from None

    def check_serve(self) -> None:
        """Everything `serve` needs is present and usable; raises `SettingsError` naming each problem."""
        problems: list[tuple[str, str]] = []
        for name in SERVE_REQUIRED:
            if getattr(self, name) is None:
                problems.append((env_name(name), "not set (required by serve)"))
        if self.private_key_path is not None:
            try:
                _check_pem(self.private_key())
            except SettingsError as exc:
                problems.extend(exc.problems)
            except ValueError as exc:
                problems.append((env_name("private_key_path"), str(exc)))
        if self.executor == "local":
            if self.bridge_repo is None:
                problems.append(
                    (env_name("bridge_repo"), "not set (the local executor runs jobs on that checkout)")
                )
            for name in ("bridge_repo", "nemo_rl_repo", "verl_repo"):
                path = getattr(self, name)
                if path is not None and not Path(path).is_dir():
                    problems.append((env_name(name), f"not a directory: {path}"))
        problems.extend(self.executor_problems())
        if problems:
            raise SettingsError(problems)

    def executor_problems(self) -> list[tuple[str, str]]:
        """What the chosen dispatch backend is missing (the local executor's checkouts are checked above)."""
        problems: list[tuple[str, str]] = []
        if self.executor == "ray":
            if not self.ray_address:
                problems.append((env_name("ray_address"), "not set (executor=ray: the cluster's job API URL)"))
            if not (self.ray_bridge_repo or self.bridge_repo):
                problems.append((env_name("ray_bridge_repo"), "not set (the Bridge checkout on the Ray nodes)"))
        if self.executor == "actions":
            if not self.actions_repo:
                problems.append((env_name("actions_repo"), "not set (executor=actions: the repo with validate.yml)"))
            if self.callback_secret is None:
                problems.append(
                    (env_name("callback_secret"), "not set (executor=actions: the workflow derives job tokens from it)")
                )
            if not (self.callback_url or self.public_url):
                problems.append((env_name("callback_url"), "not set (executor=actions: runners report there)"))
        return problems

    def pages_key(self) -> bytes | None:
        """The key page links are signed with: the configured one, else one derived from the webhook secret."""
        if self.pages_secret is not None:
            return self.pages_secret.get_secret_value().encode()
        if self.webhook_secret is None:
            return None
        import hashlib
        import hmac

        key = self.webhook_secret.get_secret_value().encode()
        return hmac.new(key, b"bridge-validate pages", hashlib.sha256).digest()

    def public_repos(self) -> frozenset[str]:
        return frozenset(r.strip().lower() for r in self.pages_public_repos.split(",") if r.strip())

    def report_url(self, report_id: str) -> str | None:
        return f"{self.public_url}/reports/{report_id}" if self.public_url else None


def _check_pem(text: str) -> None:
    from cryptography.hazmat.primitives.serialization import load_pem_private_key

    if "PRIVATE KEY-----" not in text:
        raise ValueError("not a PEM private key file")
    try:
        load_pem_private_key(text.encode(), password=None)
    except (ValueError, TypeError) as exc:
        # The parser's message does not contain key material.
        raise ValueError(f"not a usable PEM private key ({type(exc).__name__})") from None


def load_settings(**overrides: object) -> Settings:
    """Read the settings from the environment (and `.env`), with `overrides` on top."""
    try:
        return Settings(**overrides)  # type: ignore[arg-type]
    except ValidationError as exc:
        problems = []
        for err in exc.errors():
            field = str(err["loc"][0]) if err["loc"] else "?"
            # Never echo the input: it may be the secret.
            problems.append((env_name(field), err["msg"]))
        raise SettingsError(problems) from None
