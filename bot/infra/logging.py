"""Structured logs (structlog, one JSON object a line) that never carry a secret.

Every record — ours, uvicorn's, httpx's — passes `redact`: values of secret-looking keys are masked,
registered secret values (webhook secret, private key, installation tokens as they are minted) are cut
out wherever they appear, and token-shaped strings (GitHub tokens, JWTs, PEM blocks) are masked even when
nobody registered them. Context (delivery id, repo, PR, SHA, job id) is bound with `bind_context`.
"""

from __future__ import annotations

import bisect
import logging
import re
import sys
import threading
from collections.abc import Iterator, MutableMapping
from contextlib import contextmanager
from typing import Any, TextIO

import structlog

from runners.redact import MARK, Redactor

REDACTED = MARK

_SECRET_KEYS = re.compile(
    r"(secret|token|password|passwd|private[_-]?key|authorization|signature|api[_-]?key|jwt|cookie)", re.I
)
# Webhook signatures are not secrets of ours, but a logged one lets a reader replay that delivery.
_SIGNATURE = re.compile(r"\bsha256=[0-9a-f]{64}\b")

# The bot's secrets (webhook secret, private key, callback secret, installation tokens as they are minted)
# plus every token shape runners.redact knows: what the bot cuts out of its logs, of everything it writes to
# GitHub, of stored results and reports, and of every page it serves.
SECRETS = Redactor()
_lock = threading.Lock()


def register_secret(value: str | None) -> None:
    """Remember a secret value so it is cut out of every later log line, GitHub write, stored text and page."""
    if not value or len(value) < 6:
        return
    with _lock:
        # Taken as given (even short or flag-like): the App's own secrets are known to be secrets.
        SECRETS.values.add(value)
        # A PEM's body lines may be quoted one by one (e.g. a traceback quoting a line).
        SECRETS.values.update(line.strip() for line in value.splitlines() if len(line.strip()) >= 24)


def scrub(text: str) -> str:
    """Remove registered secrets and token-shaped strings from `text`."""
    with _lock:
        text = SECRETS.text(text)
    return _SIGNATURE.sub(REDACTED, text)


# What every token shape of runners.redact (and _SIGNATURE) needs somewhere in a line, lower-cased: a line without
# any of these cannot match a shape, so `scrub_lines` runs the shapes on the few lines that have one. Python's
# regex engine is slow on `\b`-led and case-insensitive patterns; over a 10,000-line log this is the difference
# between ~1.5 s and a few ms. Keep it a superset of SHAPES (tests/test_pages_units.py checks it on samples).
_NAMES = ("token", "apikey", "secret", "passw", "credential", "key", "sig", "signature", "auth")
_MAYBE_SECRET = tuple(
    (lead, re.compile(re.escape(lead) + rest))
    for lead, rest in (
        ("-----begin", ""), ("hf_", ""), ("gh", "[pousr]_"), ("github_pat_", ""), ("v1.", ""), ("akia", ""),
        ("asia", ""), ("agpa", ""), ("aida", ""), ("aroa", ""), ("anpa", ""), ("anva", ""), ("nvapi-", ""),
        ("eyj", ""), ("xox", ""), ("authorization", r"[\"']?\s*[:=]"), ("bearer", r"\s"), ("://", r"[^/\s@]*@"),
        ("sha256=", ""),
        # query secrets (`token=`, `sig=`) and NAME=value / "name": value assignments of secret-named keys
        *((name, r"[a-z0-9_.-]*[\"']?\s*[:=]") for name in _NAMES),
    )
)  # one literal-led pattern each, tried only where its literal occurs: an alternation is ~100x slower


def scrub_lines(lines: list[str]) -> list[str]:
    """`[scrub(line) for line in lines]`, fast for a log: registered values are looked for in the whole block
    at once and the token shapes run only on the lines that could hold one."""
    if not lines:
        return []
    block = "\n".join(lines)
    if "PRIVATE KEY-----" in block or block.count("\n") != len(lines) - 1:
        return _scrub_each(lines)
    with _lock:
        present = [v for v in sorted(SECRETS.values, key=len, reverse=True) if v in block]
    lowered = block.lower()
    starts: list[int] = []
    candidates: set[int] = set()
    for lead, rx in _MAYBE_SECRET:
        if lead not in lowered:
            continue
        for m in rx.finditer(lowered):
            if not starts:
                pos = 0
                for ln in lines:
                    starts.append(pos)
                    pos += len(ln) + 1
            candidates.add(bisect.bisect_right(starts, m.start()) - 1)
    if not present and not candidates:
        return list(lines)
    out = list(lines)
    for i, ln in enumerate(out):
        for v in present:
            if v in ln:
                ln = ln.replace(v, REDACTED)
        out[i] = scrub(ln) if i in candidates else ln
    return out


def scrub_json(value: Any) -> Any:
    """`scrub_data` for big JSON-like data (a stored result with its log tail): every string, line by line, in one
    `scrub_lines` pass."""
    found: list[str] = []

    def collect(v: Any, depth: int) -> None:
        if isinstance(v, str):
            found.append(v)
        elif depth < 32 and isinstance(v, dict):
            for x in v.values():
                collect(x, depth + 1)
        elif depth < 32 and isinstance(v, list | tuple):
            for x in v:
                collect(x, depth + 1)

    collect(value, 0)
    if not found:
        return value
    lines = [ln for s in found for ln in s.split("\n")]
    clean = scrub_lines(lines)
    if clean == lines:
        return value
    it = iter(clean)
    fixed = {}
    for s in found:
        n = s.count("\n") + 1
        fixed[s] = "\n".join(next(it) for _ in range(n))

    def rebuild(v: Any, depth: int) -> Any:
        if isinstance(v, str):
            return fixed.get(v, v)
        if depth < 32 and isinstance(v, dict):
            return {k: rebuild(x, depth + 1) for k, x in v.items()}
        if depth < 32 and isinstance(v, list | tuple):
            return type(v)(rebuild(x, depth + 1) for x in v)
        return v

    return rebuild(value, 0)


def _scrub_each(lines: list[str]) -> list[str]:
    """Line by line, the lines of a PEM private key block cut out whole (a line-wise pass would see only its
    first line as a key); the number of lines is kept, so line numbers still point at the same lines."""
    out: list[str] = []
    in_pem = False
    for ln in lines:
        if "-----BEGIN" in ln and "PRIVATE KEY-----" in ln:
            in_pem = "-----END" not in ln
            out.append(scrub(ln))
        elif in_pem:
            in_pem = "-----END" not in ln
            out.append(REDACTED)
        else:
            out.append(scrub(ln))
    return out


def scrub_data(value: Any) -> Any:
    """`scrub` over every string inside JSON-like data (request bodies, results)."""
    with _lock:
        value = SECRETS.data(value)
    return value


def _scrub_value(value: Any, depth: int = 0) -> Any:
    if depth > 6:
        return value
    if isinstance(value, str):
        return scrub(value)
    if isinstance(value, dict):
        return {
            k: (
                REDACTED
                if isinstance(k, str) and _SECRET_KEYS.search(k) and v
                else _scrub_value(v, depth + 1)
            )
            for k, v in value.items()
        }
    if isinstance(value, (list, tuple)):
        return [_scrub_value(v, depth + 1) for v in value]
    if isinstance(value, (bytes, bytearray)):
        return scrub(bytes(value).decode("utf-8", "replace"))
    return value


def redact(_logger: Any, _method: str, event_dict: MutableMapping[str, Any]) -> MutableMapping[str, Any]:
    """structlog processor: the last line of defence before a record is written."""
    for key in list(event_dict):
        value = event_dict[key]
        if _SECRET_KEYS.search(key) and key not in ("event",) and value:
            event_dict[key] = REDACTED
        else:
            event_dict[key] = _scrub_value(value)
    return event_dict


def _shared_processors() -> list[Any]:
    return [
        structlog.contextvars.merge_contextvars,
        structlog.stdlib.add_log_level,
        structlog.stdlib.add_logger_name,
        structlog.processors.TimeStamper(fmt="iso", utc=True),
        structlog.processors.format_exc_info,
        redact,
    ]


def configure_logging(level: str = "info", stream: TextIO | None = None) -> None:
    """JSON lines on `stream` (stderr by default) for structlog and the stdlib loggers alike."""
    out = stream if stream is not None else sys.stderr
    lvl = getattr(logging, level.upper(), logging.INFO)
    formatter = structlog.stdlib.ProcessorFormatter(
        foreign_pre_chain=_shared_processors(),
        processors=[
            structlog.stdlib.ProcessorFormatter.remove_processors_meta,
            redact,
            structlog.processors.JSONRenderer(default=str),
        ],
    )
    handler = logging.StreamHandler(out)
    handler.setFormatter(formatter)
    root = logging.getLogger()
    for h in list(root.handlers):
        root.removeHandler(h)
    root.addHandler(handler)
    root.setLevel(lvl)
    # Request URLs at info level add nothing our own lines lack; keep them for debugging.
    for noisy in ("httpx", "httpcore", "hishel"):
        logging.getLogger(noisy).setLevel(max(lvl, logging.WARNING))
    for name in ("uvicorn", "uvicorn.error", "uvicorn.access"):
        lg = logging.getLogger(name)
        lg.handlers = []
        lg.propagate = True
    structlog.configure(
        processors=[*_shared_processors(), structlog.stdlib.ProcessorFormatter.wrap_for_formatter],
        logger_factory=structlog.stdlib.LoggerFactory(),
        wrapper_class=structlog.make_filtering_bound_logger(lvl),
        cache_logger_on_first_use=False,
    )


def get_logger(name: str = "bridge_validate") -> Any:
    return structlog.get_logger(name)


@contextmanager
def bind_context(**values: Any) -> Iterator[None]:
    """Carry delivery id / repo / PR / SHA / job id on every line logged inside the block."""
    clean = {k: v for k, v in values.items() if v is not None}
    tokens = structlog.contextvars.bind_contextvars(**clean)
    try:
        yield
    finally:
        structlog.contextvars.reset_contextvars(**tokens)
