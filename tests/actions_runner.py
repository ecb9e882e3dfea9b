"""A self-hosted Actions runner for the tests: takes dispatched runs from the GitHub double and executes the
workflow's steps for real.

- It reads the workflow file with yaml and evaluates the `${{ }}` expressions the workflow uses (contexts
  inputs / vars / secrets / github / runner / steps / env, literals, `==` `!=` `&&` `||` `!`, parentheses, and
  the status functions always() success() failure() cancelled()).
- A run is taken only when its `runs-on` labels are all this runner's labels (as GitHub matches them);
  it goes queued -> in_progress -> completed in the double's state (GitHub's runner service does not go
  through the REST API, so neither does this).
- Every `run:` step is a real `bash --noprofile --norc -eo pipefail` subprocess with the step's env and
  GitHub's variables (GITHUB_WORKSPACE, RUNNER_TEMP, GITHUB_ENV, GITHUB_OUTPUT, ...); `::add-mask::` values
  are redacted from the kept log. `uses:` steps are emulated: actions/checkout clones a local fixture
  repository (by its `repository:`; none = this project's tree) at `ref:`; actions/upload-artifact copies
  `path:` into artifacts/<name>/.
- `docker` on the steps' PATH is a shim: `docker run` runs the container's command on this host, with
  `-e`, `-w` and `-v SRC:DST` honoured (DST paths in arguments and environment mapped back to SRC) and the
  "image" providing `python` and a base environment (`image_env`); `docker rm -f NAME` stops it.
- A cancel (the double's `cancel_requested`) interrupts the running step as GitHub does (SIGINT, then
  SIGTERM, then SIGKILL) and then runs the `if: cancelled()` / `always()` steps.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

PROJECT_ROOT = Path(__file__).resolve().parents[1]

# ---- expressions ----------------------------------------------------------------------------------

_TOKEN = re.compile(
    r"\s*(?:(?P<str>'(?:[^']|'')*')|(?P<num>-?\d+(?:\.\d+)?)|(?P<op>==|!=|&&|\|\||!|\(|\)|,|\.)"
    r"|(?P<name>[A-Za-z_][A-Za-z0-9_-]*))"
)


class ExpressionError(ValueError):
    pass


def _truthy(v: Any) -> bool:
    return v not in (None, False, 0, "", 0.0)


def _loose_eq(a: Any, b: Any) -> bool:
    if isinstance(a, str) and isinstance(b, str):
        return a.lower() == b.lower()  # GitHub compares strings case-insensitively
    return bool(a == b)


class _Parser:
    def __init__(self, text: str, ctx: Mapping[str, Any], status: Callable[[str], bool]) -> None:
        self.toks: list[tuple[str, str]] = []
        pos = 0
        text = text.strip()
        while pos < len(text):
            m = _TOKEN.match(text, pos)
            if not m or m.end() == pos:
                raise ExpressionError(f"cannot parse {text!r} at {pos}")
            kind = m.lastgroup or ""
            self.toks.append((kind, m.group(kind)))
            pos = m.end()
        self.i = 0
        self.ctx = ctx
        self.status = status

    def peek(self) -> tuple[str, str] | None:
        return self.toks[self.i] if self.i < len(self.toks) else None

    def take(self, value: str | None = None) -> tuple[str, str]:
        tok = self.peek()
        if tok is None or (value is not None and tok[1] != value):
            raise ExpressionError(f"expected {value!r}, got {tok!r}")
        self.i += 1
        return tok

    def parse(self) -> Any:
        v = self.or_()
        if self.peek() is not None:
            raise ExpressionError(f"trailing tokens: {self.toks[self.i :]}")
        return v

    def or_(self) -> Any:
        v = self.and_()
        while self.peek() == ("op", "||"):
            self.take()
            rhs = self.and_()
            v = v if _truthy(v) else rhs
        return v

    def and_(self) -> Any:
        v = self.cmp()
        while self.peek() == ("op", "&&"):
            self.take()
            rhs = self.cmp()
            v = rhs if _truthy(v) else v
        return v

    def cmp(self) -> Any:
        v = self.unary()
        while self.peek() in (("op", "=="), ("op", "!=")):
            op = self.take()[1]
            rhs = self.unary()
            v = _loose_eq(v, rhs) if op == "==" else not _loose_eq(v, rhs)
        return v

    def unary(self) -> Any:
        if self.peek() == ("op", "!"):
            self.take()
            return not _truthy(self.unary())
        return self.primary()

    def primary(self) -> Any:
        kind, value = self.take()
        if kind == "str":
            return value[1:-1].replace("''", "'")
        if kind == "num":
            return float(value) if "." in value else int(value)
        if value == "(":
            v = self.or_()
            self.take(")")
            return v
        if kind != "name":
            raise ExpressionError(f"unexpected {value!r}")
        if value in ("true", "false"):
            return value == "true"
        if value == "null":
            return None
        if self.peek() == ("op", "("):
            self.take("(")
            self.take(")")
            if value not in ("always", "success", "failure", "cancelled"):
                raise ExpressionError(f"function {value}() is not supported")
            return self.status(value)
        obj: Any = self.ctx.get(value)
        while self.peek() == ("op", "."):
            self.take()
            key = self.take()[1]
            obj = obj.get(key) if isinstance(obj, Mapping) else None
        return obj


def evaluate(expr: str, ctx: Mapping[str, Any], status: Callable[[str], bool] | None = None) -> Any:
    return _Parser(expr, ctx, status or (lambda name: name in ("always", "success"))).parse()


def interpolate(text: Any, ctx: Mapping[str, Any], status: Callable[[str], bool] | None = None) -> Any:
    """Replace every `${{ expr }}` in a string (non-strings pass through)."""
    if not isinstance(text, str):
        return text
    whole = re.fullmatch(r"\s*\$\{\{(.*?)\}\}\s*", text, re.S)
    if whole:
        return evaluate(whole.group(1), ctx, status)

    def one(m: re.Match[str]) -> str:
        v = evaluate(m.group(1), ctx, status)
        return "" if v is None else (str(v).lower() if isinstance(v, bool) else str(v))

    return re.sub(r"\$\{\{(.*?)\}\}", one, text, flags=re.S)


# ---- the docker shim ------------------------------------------------------------------------------

DOCKER_SHIM = r'''#!{python}
"""docker shim for the test Actions runner: `docker run` runs the command on this host."""
import json, os, signal, subprocess, sys
from pathlib import Path

state = Path(os.environ["DOCKER_SHIM_STATE"])
args = sys.argv[1:]
if args[:2] in (["rm", "-f"], ["kill"]) or args[:1] == ["stop"]:
    for name in args[2:] if args[0] == "rm" else args[1:]:
        pidfile = state / (name + ".pid")
        if pidfile.exists():
            try:
                os.killpg(int(pidfile.read_text()), signal.SIGKILL)
            except ProcessLookupError:
                pass
    sys.exit(0)
if not args or args[0] != "run":
    sys.exit(f"docker shim: unsupported command {args[:1]}")
args = args[1:]
mounts, env, workdir, name = [], {}, "/", None
image_env = json.loads(os.environ.get("DOCKER_SHIM_IMAGE_ENV", "{}"))
with_value = {"--name", "--gpus", "--ipc", "--network", "--shm-size", "-e", "--env", "-v", "--volume", "-w",
              "--workdir", "--ulimit", "--user", "-u"}
i = 0
while i < len(args) and args[i].startswith("-"):
    opt = args[i]
    if opt == "--rm" or opt in ("-i", "-t", "--init"):
        i += 1
        continue
    if opt not in with_value:
        sys.exit(f"docker shim: unsupported option {opt}")
    val = args[i + 1]
    i += 2
    if opt in ("-e", "--env"):
        if "=" in val:
            k, v = val.split("=", 1)
            env[k] = v
        elif val in os.environ:
            env[val] = os.environ[val]
    elif opt in ("-v", "--volume"):
        src, dst = val.split(":")[:2]
        mounts.append((dst.rstrip("/"), src.rstrip("/")))
    elif opt in ("-w", "--workdir"):
        workdir = val
    elif opt == "--name":
        name = val
image, cmd = args[i], args[i + 1:]
mounts.sort(key=lambda m: -len(m[0]))

def host(value):
    for dst, src in mounts:
        if value == dst or value.startswith(dst + "/"):
            return src + value[len(dst):]
    return value

if cmd and cmd[0] in ("python", "python3"):
    cmd[0] = os.environ["DOCKER_SHIM_PYTHON"]
full_env = {**image_env, **{k: host(v) for k, v in env.items()}}
full_env["DOCKER_SHIM_IMAGE"] = image
proc = subprocess.Popen([host(c) for c in cmd], cwd=host(workdir), env=full_env, start_new_session=True)
if name:
    (state / (name + ".pid")).write_text(str(proc.pid))

def forward(signum, frame):
    try:
        os.killpg(proc.pid, signum)
    except ProcessLookupError:
        pass

signal.signal(signal.SIGINT, forward)
signal.signal(signal.SIGTERM, forward)
code = proc.wait()
if name:
    (state / (name + ".pid")).unlink(missing_ok=True)
sys.exit(code if code >= 0 else 128 - code)
'''


# ---- the runner -----------------------------------------------------------------------------------


@dataclass
class StepRecord:
    name: str
    outcome: str  # success | failure | skipped | cancelled
    exit_code: int | None = None
    started: float = 0.0
    ended: float = 0.0


@dataclass
class RunRecord:
    run_id: int
    inputs: dict[str, Any]
    labels: list[str]
    workspace: Path
    artifacts: Path
    steps: list[StepRecord] = field(default_factory=list)
    log: list[str] = field(default_factory=list)
    conclusion: str = ""
    picked_up: float = 0.0
    finished: float = 0.0

    def step(self, name: str) -> StepRecord:
        return next(s for s in self.steps if s.name == name)

    def text(self) -> str:
        return "\n".join(self.log)


class ActionsRunner:
    """Plays one self-hosted runner against a GitHubDouble. Use as a context manager (a polling thread)."""

    def __init__(
        self,
        double: Any,
        repo: str,
        workflow: Path,
        *,
        root: Path,
        labels: set[str],
        checkouts: Mapping[str, Path],
        secrets: Mapping[str, str] | None = None,
        variables: Mapping[str, str] | None = None,
        image_env: Mapping[str, str] | None = None,
        poll_s: float = 0.05,
        self_checkout: Path = PROJECT_ROOT,
    ) -> None:
        self.double = double
        self.repo = repo
        self.workflow_path = workflow
        self.workflow: dict[str, Any] = yaml.safe_load(workflow.read_text())
        self.root = root
        self.labels = {x.lower() for x in labels}
        self.checkouts = dict(checkouts)
        self.secrets = dict(secrets or {})
        self.vars = dict(variables or {})
        self.image_env = dict(image_env or {})
        self.poll_s = poll_s
        self.self_checkout = self_checkout
        self.records: dict[int, RunRecord] = {}
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._skipped: set[int] = set()
        self.errors: list[str] = []
        self.bin = root / "bin"
        self.bin.mkdir(parents=True, exist_ok=True)
        shim = self.bin / "docker"
        shim.write_text(DOCKER_SHIM.replace("{python}", sys.executable))
        shim.chmod(0o755)
        (root / "docker-state").mkdir(exist_ok=True)

    # -- lifecycle --

    def __enter__(self) -> ActionsRunner:
        self._thread = threading.Thread(target=self._loop, name="actions-runner", daemon=True)
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=60)

    def wait_for(self, run_id: int, timeout: float = 120) -> RunRecord:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            rec = self.records.get(run_id)
            if rec is not None and rec.conclusion:
                return rec
            time.sleep(0.05)
        raise AssertionError(f"run {run_id} did not finish; runner errors: {self.errors}")

    # -- picking runs --

    def _job(self) -> tuple[str, dict[str, Any]]:
        jobs = self.workflow["jobs"]
        assert len(jobs) == 1, "the test runner plays single-job workflows"
        name, job = next(iter(jobs.items()))
        return name, job

    def _labels(self, inputs: Mapping[str, Any]) -> list[str]:
        _, job = self._job()
        ctx = {"inputs": dict(inputs), "vars": self.vars, "github": {"event_name": "workflow_dispatch"}}
        runs_on = job["runs-on"]
        items = runs_on if isinstance(runs_on, list) else [runs_on]
        return [str(interpolate(x, ctx)) for x in items]

    def _loop(self) -> None:
        while not self._stop.is_set():
            try:
                for run in self.double.state.runs_of_workflows(self.repo):
                    if run.status != "queued" or run.id in self.records or run.id in self._skipped:
                        continue
                    labels = self._labels(run.inputs)
                    if not {x.lower() for x in labels} <= self.labels:
                        continue  # another runner's (GitHub keeps it queued until one with the labels comes)
                    self.double.state.set_workflow_run(run.id, "in_progress")
                    self._execute(run.id, dict(run.inputs), labels)
            except Exception as e:  # keep the thread alive; tests read .errors
                self.errors.append(f"{type(e).__name__}: {e}")
            self._stop.wait(self.poll_s)

    def _cancel_requested(self, run_id: int) -> bool:
        with self.double.state.lock:
            run = self.double.state.workflow_runs.get(run_id)
            return run is None or run.cancel_requested

    # -- executing --

    def _execute(self, run_id: int, inputs: dict[str, Any], labels: list[str]) -> None:
        base = Path(tempfile.mkdtemp(prefix=f"run{run_id}-", dir=self.root))
        ws, temp, artifacts = base / "workspace", base / "temp", base / "artifacts"
        for d in (ws, temp, artifacts):
            d.mkdir()
        rec = RunRecord(run_id, inputs, labels, ws, artifacts, picked_up=time.time())
        self.records[run_id] = rec
        _, job = self._job()
        masks: list[str] = []
        outputs: dict[str, dict[str, str]] = {}
        github = {
            "workspace": str(ws),
            "run_id": str(run_id),
            "repository": self.repo,
            "event_name": "workflow_dispatch",
            "sha": "0" * 40,
        }
        runner = {"temp": str(temp), "os": "Linux", "name": "test-runner"}
        job_env: dict[str, str] = {}
        state = {"failed": False, "cancelled": False}

        def status(fn: str) -> bool:
            if fn == "always":
                return True
            if fn == "cancelled":
                return state["cancelled"]
            if fn == "failure":
                return state["failed"] and not state["cancelled"]
            return not state["failed"] and not state["cancelled"]

        def ctx() -> dict[str, Any]:
            return {
                "inputs": inputs,
                "vars": self.vars,
                "secrets": self.secrets,
                "github": github,
                "runner": runner,
                "env": job_env,
                "steps": {k: {"outputs": v} for k, v in outputs.items()},
            }

        for key, value in (job.get("env") or {}).items():
            job_env[key] = str(interpolate(value, ctx(), status))
        for i, step in enumerate(job.get("steps", []), 1):
            name = str(interpolate(step.get("name") or step.get("uses") or f"step {i}", ctx(), status))
            if self._cancel_requested(run_id):
                state["cancelled"] = True
            cond = step.get("if", "success()")
            cond_text = str(cond)
            if not re.search(r"\b(always|success|failure|cancelled)\(\)", cond_text):
                cond_text = f"success() && ({cond_text})"
            cond_text = re.sub(r"^\$\{\{(.*)\}\}$", r"\1", cond_text.strip())
            if not _truthy(evaluate(cond_text, ctx(), status)):
                rec.steps.append(StepRecord(name, "skipped"))
                continue
            srec = StepRecord(name, "success", started=time.time())
            rec.steps.append(srec)
            rec.log.append(f"##[group]{name}")
            try:
                if "uses" in step:
                    self._uses(step, ctx(), status, ws, artifacts)
                    code: int | None = 0
                else:
                    env = {**job_env}
                    for key, value in (step.get("env") or {}).items():
                        v = interpolate(value, ctx(), status)
                        env[key] = "" if v is None else (str(v).lower() if isinstance(v, bool) else str(v))
                    script = str(interpolate(step["run"], ctx(), status))
                    code = self._run_script(
                        rec,
                        run_id,
                        script,
                        env,
                        ws,
                        temp,
                        masks,
                        outputs,
                        step.get("id"),
                        interruptible=not state["cancelled"],  # steps run after a cancel are not interrupted
                    )
            except Exception as e:
                rec.log.append(f"##[error]{type(e).__name__}: {e}")
                code = 1
            srec.exit_code = code
            srec.ended = time.time()
            if self._cancel_requested(run_id) and not state["cancelled"]:
                state["cancelled"] = True
                srec.outcome = "cancelled"
            elif code != 0:
                srec.outcome = "failure"
                state["failed"] = True
        rec.log = [_redact(line, masks) for line in rec.log]
        rec.conclusion = "cancelled" if state["cancelled"] else ("failure" if state["failed"] else "success")
        rec.finished = time.time()
        if not self._cancel_requested(run_id):
            self.double.state.set_workflow_run(run_id, "completed", rec.conclusion)

    def _uses(
        self,
        step: Mapping[str, Any],
        ctx: Mapping[str, Any],
        status: Callable[[str], bool],
        ws: Path,
        artifacts: Path,
    ) -> None:
        action = str(step["uses"]).split("@", 1)[0]
        with_ = {k: interpolate(v, ctx, status) for k, v in (step.get("with") or {}).items()}
        if action == "actions/checkout":
            dest = ws / str(with_.get("path") or ".")
            repository = with_.get("repository")
            if not repository:  # the workflow's own repository: this project's tree as it is
                dest.parent.mkdir(parents=True, exist_ok=True)
                dest.symlink_to(self.self_checkout, target_is_directory=True)
                return
            src = self.checkouts[str(repository)]
            subprocess.run(["git", "clone", "-q", "--no-checkout", str(src), str(dest)], check=True)
            ref = str(with_.get("ref") or "HEAD")
            subprocess.run(["git", "-C", str(dest), "checkout", "-q", "--detach", ref], check=True)
            return
        if action == "actions/upload-artifact":
            target = artifacts / str(with_["name"])
            target.mkdir(parents=True, exist_ok=True)
            for line in str(with_["path"]).splitlines():
                p = Path(line.strip())
                if p.is_dir():
                    shutil.copytree(p, target, dirs_exist_ok=True)
                elif p.is_file():
                    shutil.copy2(p, target / p.name)
            return
        raise NotImplementedError(f"the test runner cannot emulate {action}")

    def _run_script(
        self,
        rec: RunRecord,
        run_id: int,
        script: str,
        step_env: Mapping[str, str],
        ws: Path,
        temp: Path,
        masks: list[str],
        outputs: dict[str, dict[str, str]],
        step_id: str | None,
        *,
        interruptible: bool = True,
    ) -> int:
        files = {n: temp / f"_{n}_{len(rec.steps)}" for n in ("env", "output", "path", "summary")}
        for f in files.values():
            f.write_text("")
        script_path = temp / f"_step_{len(rec.steps)}.sh"
        script_path.write_text(script)
        env = {
            "PATH": f"{self.bin}{os.pathsep}{os.environ.get('PATH', '')}",
            "HOME": os.environ.get("HOME", str(temp)),
            "LANG": "C.UTF-8",
            "CI": "true",
            "GITHUB_ACTIONS": "true",
            "GITHUB_WORKSPACE": str(ws),
            "GITHUB_RUN_ID": str(run_id),
            "GITHUB_REPOSITORY": self.repo,
            "GITHUB_EVENT_NAME": "workflow_dispatch",
            "GITHUB_ENV": str(files["env"]),
            "GITHUB_OUTPUT": str(files["output"]),
            "GITHUB_PATH": str(files["path"]),
            "GITHUB_STEP_SUMMARY": str(files["summary"]),
            "RUNNER_TEMP": str(temp),
            "RUNNER_OS": "Linux",
            "DOCKER_SHIM_STATE": str(self.root / "docker-state"),
            "DOCKER_SHIM_PYTHON": sys.executable,
            "DOCKER_SHIM_IMAGE_ENV": json.dumps(self.image_env),
            **step_env,
        }
        proc = subprocess.Popen(
            ["bash", "--noprofile", "--norc", "-eo", "pipefail", str(script_path)],
            cwd=ws,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        reader = threading.Thread(target=self._read, args=(proc, rec, masks), daemon=True)
        reader.start()
        signalled = 0.0
        while proc.poll() is None:
            if interruptible and self._cancel_requested(run_id):
                now = time.monotonic()
                if signalled == 0.0:  # GitHub: SIGINT, 7.5 s later SIGTERM, 2.5 s later kill
                    _killpg(proc.pid, signal.SIGINT)
                    signalled = now
                elif now - signalled > 10:
                    _killpg(proc.pid, signal.SIGKILL)
                elif now - signalled > 7.5:
                    _killpg(proc.pid, signal.SIGTERM)
            time.sleep(0.05)
        reader.join(timeout=10)
        if step_id:
            outputs[step_id] = _key_values(files["output"].read_text())
        return int(proc.returncode)

    @staticmethod
    def _read(proc: subprocess.Popen[bytes], rec: RunRecord, masks: list[str]) -> None:
        assert proc.stdout is not None
        for raw in proc.stdout:
            line = raw.decode("utf-8", "replace").rstrip("\n")
            if line.startswith("::add-mask::"):
                value = line[len("::add-mask::") :]
                if value:
                    masks.append(value)
                continue
            rec.log.append(_redact(line, masks))


def _killpg(pid: int, sig: int) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pid, sig)


def _redact(line: str, masks: list[str]) -> str:
    for m in masks:
        line = line.replace(m, "***")
    return line


def _key_values(text: str) -> dict[str, str]:
    """GITHUB_OUTPUT / GITHUB_ENV: `k=v` lines and `k<<DELIM` heredocs."""
    out: dict[str, str] = {}
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if "<<" in line and "=" not in line.split("<<", 1)[0]:
            key, delim = line.split("<<", 1)
            body = []
            i += 1
            while i < len(lines) and lines[i] != delim:
                body.append(lines[i])
                i += 1
            out[key] = "\n".join(body)
        elif "=" in line:
            key, value = line.split("=", 1)
            out[key] = value
        i += 1
    return out


def workflow_inputs(workflow: Path) -> dict[str, dict[str, Any]]:
    """The `workflow_dispatch` inputs of a workflow file (for GitHubState.add_workflow)."""
    doc = yaml.safe_load(workflow.read_text())
    on = doc.get("on", doc.get(True))  # YAML 1.1 reads a bare `on:` key as True
    return dict(on["workflow_dispatch"]["inputs"])
