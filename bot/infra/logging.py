"""Structured logs (structlog, one JSON object a line) that never carry a secret.

Every record — ours, uvicorn's, httpx's — passes `redact`: values of secret-looking keys are masked,
registered secret values (webhook secret, private key, installation tokens as they are minted) are cut
out wherever they appear, and token-shaped strings (GitHub tokens, JWTs, PEM blocks) are masked even when
nobody registered them. Context (delivery id, repo, PR, SHA, job id) is bound with `bind_context`.
"""

from __future__ import annotations

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
