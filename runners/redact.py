"""Secrets out of everything a job produces, before it leaves the GPU host (and again in the bot).

Megatron-Bridge is public: a check run, a report page or an Actions log is readable by anyone. Job logs carry
`HF_TOKEN`, `WANDB_API_KEY`, GitHub and NGC keys, and a failing line can quote one (`…?token=hf_…`,
`Authorization: Bearer …`). A `Redactor` replaces

- known token shapes (SHAPES): Hugging Face, GitHub classic / fine-grained / App / installation tokens,
  AWS access keys, NGC `nvapi-` keys, JWTs, PEM private keys, `Bearer` / `Authorization` values, credentials in
  URLs, `token=` / `key=` / `secret=` / `password=` query values and `NAME=value` assignments of secret-named
  variables (shell xtrace echoes `+ HF_TOKEN=…`);
- every value of an environment variable whose name says TOKEN, KEY, SECRET, PASSWORD (or PASSWD, CREDENTIAL,
  AUTH) in the job's own environment, wherever it appears, whatever its shape;
- any value registered explicitly (the bot's webhook secret, private key, installation tokens).

Stdlib only: the runner and the callback wrapper use it inside NeMo-RL / verl containers.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

MARK = "[REDACTED]"

# A variable whose name says it holds a secret. KEY as a whole word part (WANDB_API_KEY, NGC_KEY, KEY), so
# MONKEY or KEYBOARD_LAYOUT do not count; TOKEN likewise (HF_TOKEN, TOKEN), not TOKENIZER or MAX_TOKEN_LEN…
# whose values are numbers and are kept by `_secret_value` anyway.
SECRET_NAME = re.compile(
    r"(?i)(?:^|_)(?:TOKEN|KEY|SECRET|PASSWORD|PASSWD|CREDENTIALS?|AUTH|APIKEY|PRIVATE_KEY|ACCESS_KEY)(?:_|$)"
)
_MIN_VALUE = 8  # shorter values (flags, small numbers) would cut ordinary words out of the log
_NOT_SECRET = re.compile(r"(?i)^(true|false|none|null|yes|no|on|off|[0-9.:,_-]+)$")


@dataclass(frozen=True)
class Shape:
    name: str
    pattern: re.Pattern[str]
    group: int = 0  # the group that is the secret (0: the whole match)
    # Context alone (a secret-looking name) is weak evidence: then the value must also look like a key
    # (letters and digits mixed, no spaces), so `tokenizer: <|endoftext|>` stays readable.
    random_only: bool = False


def _shape(name: str, pattern: str, group: int = 0, flags: int = 0, random_only: bool = False) -> Shape:
    return Shape(name, re.compile(pattern, flags), group, random_only)


def _looks_random(value: str) -> bool:
    return len(value) >= _MIN_VALUE and bool(re.search(r"[0-9]", value)) and bool(re.search(r"[A-Za-z]", value))


SHAPES: tuple[Shape, ...] = (
    _shape("private-key", r"-----BEGIN [A-Z ]*PRIVATE KEY-----.*?(?:-----END [A-Z ]*PRIVATE KEY-----|\Z)", 0, re.S),
    _shape("huggingface", r"\bhf_[A-Za-z0-9]{20,}\b"),
    _shape("github", r"\bgh[pousr]_[A-Za-z0-9]{20,}\b"),
    _shape("github-fine-grained", r"\bgithub_pat_[A-Za-z0-9_]{20,}\b"),
    _shape("github-installation-v1", r"\bv1\.[0-9a-f]{40}\b"),
    _shape("aws-access-key", r"\b(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA)[0-9A-Z]{16}\b"),
    _shape("ngc", r"\bnvapi-[A-Za-z0-9_-]{20,}"),
    _shape("jwt", r"\beyJ[A-Za-z0-9_-]{6,}\.[A-Za-z0-9_-]{6,}\.[A-Za-z0-9_-]{6,}"),
    _shape("slack", r"\bxox[abposr]-[A-Za-z0-9-]{10,}"),
    # Authorization: Bearer x / Authorization: token x / Authorization=Basic x; a bare "Bearer x" too.
    _shape(
        "authorization",
        r"(?i)\b(?:proxy-)?authorization[\"']?\s*[:=]\s*[\"']?(?:(?:bearer|token|basic|digest)\s+)?([^\s\"',;]{6,})",
        1,
    ),
    _shape("bearer", r"(?i)\bbearer\s+([A-Za-z0-9._~+/=-]{8,})", 1),
    # scheme://user:password@host and scheme://token@host
    _shape("url-credentials", r"(?i)\b[a-z][a-z0-9+.-]*://([^/\s:@]+(?::[^/\s@]*)?)@", 1),
    # ?token=…, &api_key=…, ;sig=…, &X-Amz-Signature=…
    _shape(
        "query-secret",
        r"(?i)[?&;](?:[A-Za-z0-9.]+[-_])*(?:access_?token|token|api_?key|key|secret|password|passwd|sig|signature"
        r"|auth|credential)=([^&\s#\"'<>]+)",
        1,
    ),
    # HF_TOKEN=…, export WANDB_API_KEY="…", aws_secret_access_key = …, "password": "…". The secret word is a
    # whole part of the name (TOKENIZER, KeyError, MAX_TOKEN_LEN=2400 stay); a bare KEY is too common
    # (`missing key: decoder.layers.0…` is evidence) and needs a qualifier (API_KEY, NGC_KEY).
    _shape(
        "secret-assignment",
        r"(?i)(?<![A-Za-z0-9])(?:(?:[A-Z0-9]+[_.-])*(?:ACCESS_?TOKEN|TOKEN|APIKEY|SECRET|PASSWORD|PASSWD|CREDENTIALS?)"
        r"|(?:[A-Z0-9]+[_.-])+KEY)(?:[_.-][A-Z0-9]+)*[\"']?\s*[:=]\s*[\"']?([^\s\"',;}]{8,})",
        1,
        random_only=True,
    ),
)


def _secret_value(value: str) -> bool:
    v = value.strip()
    return len(v) >= _MIN_VALUE and not _NOT_SECRET.match(v)


def secret_env_values(env: Mapping[str, str]) -> set[str]:
    """The values of the secret-named variables of `env` worth cutting out (long enough, not a flag/number)."""
    return {v.strip() for k, v in env.items() if SECRET_NAME.search(k) and v and _secret_value(v)}


@dataclass
class Redactor:
    """Cuts secrets out of text. `values`: exact strings (longest first); SHAPES: token patterns."""

    values: set[str] = field(default_factory=set)
    mark: str = MARK

    @classmethod
    def from_env(cls, *envs: Mapping[str, str], extra: Iterable[str] = ()) -> Redactor:
        r = cls()
        for env in envs:
            r.values |= secret_env_values(env)
        r.add(*extra)
        return r

    def add(self, *values: str | None) -> None:
        for v in values:
            if v and _secret_value(v):
                self.values.add(v.strip())
                # A PEM or multi-line secret may be quoted one line at a time.
                for line in v.splitlines():
                    if _secret_value(line) and len(line.strip()) >= 16:
                        self.values.add(line.strip())

    def __call__(self, text: str) -> str:
        return self.text(text)

    def text(self, text: str) -> str:
        if not text:
            return text
        for v in sorted(self.values, key=len, reverse=True):
            if v in text:
                text = text.replace(v, self.mark)
        for shape in SHAPES:
            text = _sub(shape, text, self.mark)
        return text

    def lines(self, lines: Iterable[str]) -> list[str]:
        return [self.text(ln) for ln in lines]

    def data(self, value: Any, depth: int = 0) -> Any:
        """Every string inside JSON-like data (dicts, lists), keys kept."""
        if depth > 32:
            return value
        if isinstance(value, str):
            return self.text(value)
        if isinstance(value, dict):
            return {k: self.data(v, depth + 1) for k, v in value.items()}
        if isinstance(value, list):
            return [self.data(v, depth + 1) for v in value]
        if isinstance(value, tuple):
            return tuple(self.data(v, depth + 1) for v in value)
        return value


def _sub(shape: Shape, text: str, mark: str) -> str:
    if shape.group == 0:
        return shape.pattern.sub(mark, text)

    def repl(m: re.Match[str]) -> str:
        s, e = m.span(shape.group)
        value = m.group(shape.group) or ""
        if s < 0 or value.startswith(mark) or (shape.random_only and not _looks_random(value)):
            return m.group(0)
        return m.group(0)[: s - m.start()] + mark + m.group(0)[e - m.start() :]

    return shape.pattern.sub(repl, text)


def redact_model(model: Any, redactor: Callable[[str], str] | Redactor) -> Any:
    """A copy of a pydantic model with every string field redacted (validated again, so types hold)."""
    r = redactor if isinstance(redactor, Redactor) else None
    data = model.model_dump(mode="json")
    clean = r.data(data) if r is not None else _data_with(data, redactor)
    return type(model).model_validate(clean)


def _data_with(value: Any, fn: Callable[[str], str]) -> Any:
    if isinstance(value, str):
        return fn(value)
    if isinstance(value, dict):
        return {k: _data_with(v, fn) for k, v in value.items()}
    if isinstance(value, list):
        return [_data_with(v, fn) for v in value]
    return value


class LineRedactor:
    """Streams bytes through a Redactor one line at a time (a token split across two reads is still caught).

    `feed` returns what is safe to pass on now: every complete line (ending in \\n or \\r, so progress bars
    keep moving), and a line longer than `max_line` in pieces; `flush` returns the rest at the end."""

    def __init__(self, redactor: Redactor, max_line: int = 65536) -> None:
        self.r = redactor
        self.max_line = max_line
        self._buf = bytearray()

    def feed(self, chunk: bytes) -> bytes:
        self._buf.extend(chunk)
        cut = max(self._buf.rfind(b"\n"), self._buf.rfind(b"\r"))
        if cut < 0:
            if len(self._buf) < self.max_line:
                return b""
            cut = len(self._buf) - 1
        ready, rest = bytes(self._buf[: cut + 1]), bytes(self._buf[cut + 1 :])
        self._buf[:] = rest
        return self._clean(ready)

    def flush(self) -> bytes:
        ready = bytes(self._buf)
        self._buf.clear()
        return self._clean(ready)

    def _clean(self, data: bytes) -> bytes:
        if not data:
            return b""
        text = data.decode("utf-8", "surrogateescape")
        return self.r.text(text).encode("utf-8", "surrogateescape")


__all__ = ["MARK", "SHAPES", "LineRedactor", "Redactor", "redact_model", "secret_env_values"]
