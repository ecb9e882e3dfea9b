"""Loading the rules in `configs/`: YAML in, typed models out, errors that name the file and entry.

Each config file has its schema next to the code that uses it (surfaces and levels in `classify` /
`levels`, model families in `catalog`, job templates in `jobs`); this module holds the shared loader
and the `Rules` bundle the core functions take.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, TypeVar

import yaml
from pydantic import BaseModel, ValidationError

DEFAULT_CONFIG_DIR = Path(__file__).resolve().parents[2] / "configs"
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

M = TypeVar("M", bound=BaseModel)


class ConfigError(Exception):
    """A config file is missing, unparsable, or has an entry that does not validate."""

    def __init__(self, file: Path | str, message: str, entry: str | None = None) -> None:
        self.file = str(file)
        self.entry = entry
        where = f"{self.file}" + (f": entry {entry!r}" if entry else "")
        super().__init__(f"{where}: {message}")


def read_yaml(path: Path) -> Any:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ConfigError(path, f"cannot read: {exc.strerror or exc}") from None
    try:
        return yaml.load(text, Loader=_LOADER)  # noqa: S506 - a SafeLoader (the C one when libyaml is there)
    except yaml.YAMLError as exc:
        raise ConfigError(path, f"not valid YAML: {exc}") from None


def _describe(exc: ValidationError) -> str:
    parts = []
    for err in exc.errors():
        loc = ".".join(str(p) for p in err["loc"]) or "(entry)"
        parts.append(f"{loc}: {err['msg']}")
    return "; ".join(parts)


def validate_entry(path: Path, entry: str, model: type[M], data: Any) -> M:
    """Validate one entry of a config file, naming the file and the entry on failure."""
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise ConfigError(path, _describe(exc), entry=entry) from None


def load_mapping(path: Path, key: str) -> dict[str, Any]:
    """Read `key:` from a YAML file that must be a mapping of named entries."""
    data = read_yaml(path)
    if not isinstance(data, dict) or key not in data:
        raise ConfigError(path, f"expected a top-level mapping with a {key!r} key")
    entries = data[key]
    if not isinstance(entries, dict) or not entries:
        raise ConfigError(path, f"{key!r} must be a non-empty mapping of named entries")
    return entries


def load_list(path: Path, key: str) -> list[Any]:
    """Read `key:` from a YAML file that must hold a non-empty list of entries."""
    data = read_yaml(path)
    if not isinstance(data, dict) or key not in data:
        raise ConfigError(path, f"expected a top-level mapping with a {key!r} key")
    entries = data[key]
    if not isinstance(entries, list) or not entries:
        raise ConfigError(path, f"{key!r} must be a non-empty list")
    return entries
