"""The one parser for maintainer requests: `/validate ...` comments and `plan --level/--framework/...`.

Everything a comment can put into a plan passes through here and is checked against an allowlist or a strict
pattern: levels against each framework's table, models against the catalog (or a strict `org/name` id),
variants and override keys against `configs/jobs.yaml`. Nothing from a comment is ever joined into a shell
string; what leaves this module is a typed `Command` holding a `Request`.

Grammar (first line of the comment; the rest of the comment is free text):

    /validate [plan] [level=N[,N...]] [framework=nemo-rl|verl] [model=<family|org/name>]
              [variant=<name>[,<name>...]] [<override key>=<value> ...]
    /validate retry [framework=...]
    /validate cancel [framework=...]
    /validate ok-to-test <sha>
    /validate override reason="<why>" [framework=...]
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Literal

from pydantic import BaseModel, ConfigDict, Field

from bot.core.catalog import Catalog
from bot.core.models import FRAMEWORKS, Framework, Request
from runners.contract import HF_ID, SHA

if TYPE_CHECKING:
    from bot.core.jobs import JobCatalog
    from bot.core.levels import LevelTable

__all__ = [
    "MAX_COMMENT_BYTES",
    "MAX_LINE_BYTES",
    "USAGE",
    "Action",
    "Command",
    "CommandError",
    "is_command",
    "parse_command",
    "request_from_options",
    "request_notes",
]

PREFIX = "/validate"
MAX_COMMENT_BYTES = 10_000
MAX_LINE_BYTES = 2_000
MAX_REASON = 500
MAX_LEVELS = 10
# The seeds' tables (DESIGN.md §3), used only when no job catalog is at hand to read them from.
SEED_MAX_LEVEL: dict[Framework, int] = {"nemo-rl": 6, "verl": 5}
FRAMEWORK_NAMES: dict[Framework, str] = {"nemo-rl": "NeMo-RL", "verl": "verl"}

USAGE = """\
usage: /validate [plan] [level=N[,N...]] [framework=nemo-rl|verl] [model=<family|org/name>]
                 [variant=<name>[,<name>...]] [<override>=<value> ...]
       /validate retry [framework=nemo-rl|verl]
       /validate cancel [framework=nemo-rl|verl]
       /validate ok-to-test <head sha>
       /validate override reason="<why>" [framework=nemo-rl|verl]

  /validate                  run the automatic plan for this PR
  /validate plan             reply with the plan, run nothing
  level=4                    add Level 4, read in each framework's own table (NeMo-RL 0-6, verl 0-5):
                             NeMo-RL 4 is parallelism stress, verl 4 is architecture-specific
  level=1,2 framework=nemo-rl   add levels of one framework only
  model=qwen3 | model=Qwen/Qwen3-0.6B   run on a known model family or a Hugging Face checkpoint
  variant=lora | variant=delta          add a named job variant (see configs/jobs.yaml)
  retry / cancel             re-run / stop this PR's jobs
  ok-to-test <sha>           approve GPU runs of an untrusted PR at exactly this head commit
  override reason="..."      conclude a Blocked check as success (admin/maintain only, audited)"""

Action = Literal["run", "plan", "retry", "cancel", "ok_to_test", "override"]
_ACTION_WORDS: dict[str, Action] = {
    "plan": "plan", "retry": "retry", "cancel": "cancel", "ok-to-test": "ok_to_test", "override": "override",
}
_WORD_OF: dict[Action, str] = {v: k for k, v in _ACTION_WORDS.items()}
_KEYS_BY_ACTION: dict[Action, frozenset[str]] = {
    "run": frozenset({"level", "framework", "model", "variant"}),
    "plan": frozenset({"level", "framework", "model", "variant"}),
    "retry": frozenset({"framework"}),
    "cancel": frozenset({"framework"}),
    "ok_to_test": frozenset(),
    "override": frozenset({"reason", "framework"}),
}
_TOKEN = re.compile(r'[ \t]*(?:([A-Za-z][A-Za-z0-9_.\-]*)="([^"]*)"|(\S+))')
_FAMILY = re.compile(r"^[a-z0-9][a-z0-9_]{0,63}$")
# Homoglyphs of the letters in "/validate" (Cyrillic, Greek, Latin small capitals): a comment that only looks
# like a command gets a refusal, not silence, so a maintainer learns why nothing ran.
_CONFUSABLES = str.maketrans({
    "а": "a", "ɑ": "a", "α": "a", "ӏ": "l", "ⅼ": "l", "ǀ": "l", "і": "i", "ı": "i", "ι": "i", "ⅰ": "i",
    "ԁ": "d", "ⅾ": "d", "е": "e", "ε": "e", "ҽ": "e", "т": "t", "τ": "t", "ν": "v", "ѵ": "v", "ⅴ": "v",
    "ᴠ": "v", "ᴀ": "a", "ʟ": "l", "ɪ": "i", "ᴅ": "d", "ᴛ": "t", "ᴇ": "e", "∕": "/", "⁄": "/", "⧸": "/",
})


class CommandError(Exception):
    """A malformed or refused command. `message` says why; `usage` is the grammar to reply with."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message
        self.usage = USAGE

    def reply(self) -> str:
        return f"{self.message}\n\n```\n{self.usage}\n```"


def _show(value: str, limit: int = 60) -> str:
    """A value quoted for an error message: ASCII-escaped and cut short (comments are untrusted)."""
    cut = value if len(value) <= limit else value[:limit] + "..."
    return ascii(cut)


class Command(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    action: Action
    request: Request = Field(default_factory=Request)
    sha: str | None = None
    reason: str | None = None
    notes: tuple[str, ...] = Field(default=(), description="what the parser decided on the user's behalf")

    def to_text(self) -> str:
        """The canonical comment for this command; parsing it gives back an equal Command."""
        parts = [PREFIX]
        if self.action != "run":
            parts.append(_WORD_OF[self.action])
        if self.action == "ok_to_test" and self.sha:
            parts.append(self.sha)
        if self.action == "override" and self.reason is not None:
            parts.append(f'reason="{self.reason}"')
        req = self.request
        numbers = sorted({n for ns in req.levels.values() for n in ns})
        if numbers:
            parts.append("level=" + ",".join(str(n) for n in numbers))
        if len(req.frameworks) == 1:
            parts.append(f"framework={req.frameworks[0]}")
        if req.model:
            parts.append(f"model={req.model}")
        if req.variants:
            parts.append("variant=" + ",".join(req.variants))
        for key in sorted(req.overrides):
            parts.append(f"{key}={req.overrides[key]}")
        return " ".join(parts)

    def meaning(self, levels: LevelTable) -> str:
        """What the command asks for, in words; a numeric level is explained in each framework's table."""
        req = self.request
        fws = " and ".join(FRAMEWORK_NAMES[f] for f in req.frameworks)
        head = {
            "run": f"Run the plan for {fws}",
            "plan": f"Plan (run nothing) for {fws}",
            "retry": f"Re-run the jobs of {fws}",
            "cancel": f"Cancel the running jobs of {fws}",
            "ok_to_test": f"Approve GPU runs at {self.sha}",
            "override": f"Override a Blocked check of {fws}: {self.reason}",
        }[self.action]
        lines = [head + "."]
        numbers = sorted({n for ns in req.levels.values() for n in ns})
        for n in numbers:
            per_fw = []
            for fw in req.frameworks:
                if n in req.levels.get(fw, []):
                    per_fw.append(f"{FRAMEWORK_NAMES[fw]} Level {n} is {levels.get(fw, n).name.lower()}")
                else:
                    per_fw.append(f"{FRAMEWORK_NAMES[fw]} has no Level {n} "
                                  f"(levels 0-{levels.max_level(fw)})")
            lines.append(f"level={n}: " + "; ".join(per_fw) + ".")
        if req.model:
            lines.append(f"model={req.model}.")
        if req.variants:
            lines.append("variants: " + ", ".join(req.variants) + ".")
        if req.overrides:
            pairs = ", ".join(f"{k}={v}" for k, v in sorted(req.overrides.items()))
            lines.append(f"overrides: {pairs}.")
        lines.extend(self.notes)
        return "\n".join(lines)


# ---------------------------------------------------------------------------------------------------------
# Options shared with the CLI


def _max_levels(jobs: JobCatalog | None) -> dict[Framework, int]:
    if jobs is None:
        return dict(SEED_MAX_LEVEL)
    return {fw: jobs.max_level(fw) for fw in FRAMEWORKS}


def _range_text(tops: Mapping[Framework, int]) -> str:
    return ", ".join(f"{FRAMEWORK_NAMES[fw]} 0-{tops[fw]}" for fw in FRAMEWORKS)


def _parse_levels(raw: Sequence[str]) -> list[int]:
    numbers: list[int] = []
    for item in raw:
        if not isinstance(item, str):
            raise CommandError("level must be a number or a comma-separated list of numbers")
        for piece in item.split(","):
            piece = piece.strip(" ")
            if not re.fullmatch(r"[0-9]{1,2}", piece):
                raise CommandError(f"level must be a number or a comma-separated list of numbers, "
                                   f"got {_show(item)}")
            numbers.append(int(piece))
    unique = sorted(set(numbers))
    if len(unique) > MAX_LEVELS:
        raise CommandError(f"at most {MAX_LEVELS} levels per request")
    return unique


def _check_model(model: str, catalog: Catalog) -> str:
    if model in catalog.families:
        return model
    if (
        len(model) <= 200
        and HF_ID.match(model)
        and ".." not in model
        and "--" not in model
        and not model.endswith(".")
    ):
        return model
    known = ", ".join(sorted(catalog.families)[:30])
    raise CommandError(f"model {_show(model)} is neither a known model family ({known}) "
                       "nor a Hugging Face checkpoint id of the form org/name")


def request_from_options(
    levels: list[str],
    framework: str | None,
    model: str | None,
    variants: list[str],
    catalog: Catalog,
    *,
    jobs: JobCatalog | None = None,
    overrides: Mapping[str, str] | None = None,
) -> Request:
    """A validated Request from `--level/--framework/--model/--variant` (or the same comment keys).

    A numeric level without a framework is stored for both frameworks, each reading it in its own table; a
    level only one framework has is applied there (see `request_notes`). Variants and override keys need
    the job catalog (`jobs=`): they are allowlisted in configs/jobs.yaml.
    Raises CommandError with a message fit to show the user.
    """
    if framework is not None and framework not in FRAMEWORKS:
        raise CommandError(f"framework must be one of {', '.join(FRAMEWORKS)}, got {_show(framework)}")
    fws: list[Framework] = [fw for fw in FRAMEWORKS if framework in (None, fw)]
    tops = _max_levels(jobs)

    numbers = _parse_levels(levels)
    by_fw: dict[Framework, list[int]] = {}
    for n in numbers:
        valid = [fw for fw in fws if n <= tops[fw]]
        if not valid:
            where = (f"{FRAMEWORK_NAMES[fws[0]]} has levels 0-{tops[fws[0]]}" if len(fws) == 1
                     else f"valid levels: {_range_text(tops)}")
            raise CommandError(f"there is no Level {n}: {where}")
        for fw in valid:
            by_fw.setdefault(fw, []).append(n)

    checked_model = _check_model(model, catalog) if model is not None else None

    names: list[str] = []
    for item in variants:
        if not isinstance(item, str):
            raise CommandError("variant must be a name or a comma-separated list of names")
        for piece in item.split(","):
            name = piece.strip(" ")
            if not name:
                raise CommandError("variant must be a name or a comma-separated list of names")
            if jobs is None or name not in jobs.variants:
                known = ", ".join(sorted(jobs.variants)) if jobs is not None else "(no job catalog)"
                raise CommandError(f"unknown variant {_show(name)}; known: {known}")
            homes = jobs.variant_levels(name)
            if not any(fw in homes for fw in fws):
                raise CommandError(f"variant {name} exists only in "
                                   + ", ".join(FRAMEWORK_NAMES[f] for f in homes))
            if name not in names:
                names.append(name)

    checked_overrides: dict[str, str] = {}
    for key, raw in (overrides or {}).items():
        if jobs is None or key not in jobs.overrides:
            known = ", ".join(sorted(jobs.overrides)) if jobs is not None else "(no job catalog)"
            raise CommandError(f"{_show(key)} cannot be overridden; allowed: {known}")
        rule = jobs.overrides[key]
        if rule.framework not in fws:
            raise CommandError(f"{key} applies to {FRAMEWORK_NAMES[rule.framework]} only")
        try:
            checked_overrides[key] = rule.parse(key, raw)
        except ValueError as exc:
            raise CommandError(str(exc)) from None

    return Request(
        levels={fw: by_fw[fw] for fw in FRAMEWORKS if fw in by_fw},
        frameworks=fws,
        model=checked_model,
        variants=sorted(names),
        overrides=dict(sorted(checked_overrides.items())),
    )


def request_notes(request: Request, jobs: JobCatalog | None = None) -> list[str]:
    """Sentences for the reply about levels that exist in only one of the requested frameworks."""
    tops = _max_levels(jobs)
    notes: list[str] = []
    numbers = sorted({n for ns in request.levels.values() for n in ns})
    for n in numbers:
        missing = [fw for fw in request.frameworks if n not in request.levels.get(fw, [])]
        present = [fw for fw in request.frameworks if n in request.levels.get(fw, [])]
        if missing and present:
            where = ", ".join(FRAMEWORK_NAMES[f] for f in present)
            others = "; ".join(f"{FRAMEWORK_NAMES[f]} has 0-{tops[f]}" for f in missing)
            notes.append(f"Level {n} exists only in {where} ({others}): applied there only.")
    return notes


# ---------------------------------------------------------------------------------------------------------
# Comments


def _first_line(text: str) -> str:
    return text.split("\n", 1)[0].rstrip("\r")


def _skeleton(line: str) -> str:
    return unicodedata.normalize("NFKC", line).translate(_CONFUSABLES).lower()


def is_command(text: str) -> bool:
    """Whether a comment is addressed to the bot: its first line starts with `/validate` or a look-alike."""
    if not isinstance(text, str):
        return False
    line = _first_line(text).lstrip(" \t")
    if re.match(r"/validate(?![^ \t])", line):
        return True
    try:
        skel = _skeleton(line[:64]).lstrip()
    except ValueError:
        return False
    return re.match(r"/\s?validate(?![A-Za-z0-9_-])", skel) is not None


def _utf8_len(text: str) -> int:
    return len(text.encode("utf-8", errors="replace"))


def _tokens(rest: str) -> list[tuple[str, str | None, bool]]:
    """(key, value, quoted) for key=value / key="..." tokens; (word, None, False) for bare words."""
    out: list[tuple[str, str | None, bool]] = []
    pos = 0
    while pos < len(rest):
        if rest[pos:].strip(" \t") == "":
            break
        m = _TOKEN.match(rest, pos)
        if m is None or m.end() == pos:
            raise CommandError("cannot read the command")
        pos = m.end()
        if m.group(1) is not None:
            out.append((m.group(1), m.group(2), True))
            continue
        tok = m.group(3)
        if '"' in tok:
            raise CommandError("quotes are only allowed around reason=\"...\", and must be closed")
        key, eq, value = tok.partition("=")
        out.append((key, value, False) if eq else (tok, None, False))
    return out


def parse_command(text: str, catalog: Catalog, jobs: JobCatalog) -> Command:
    """Parse a `/validate` comment. Raises CommandError (with `.usage`) for anything malformed or refused."""
    if not isinstance(text, str):
        raise CommandError("a command must be text")
    if _utf8_len(text) > MAX_COMMENT_BYTES:
        raise CommandError(f"comment too long (over {MAX_COMMENT_BYTES} bytes); put the command on the "
                           "first line of a short comment")
    line = _first_line(text).strip(" \t")
    if _utf8_len(line) > MAX_LINE_BYTES:
        raise CommandError(f"command line too long (over {MAX_LINE_BYTES} bytes)")
    if not re.match(r"/validate(?![^ \t])", line):
        if is_command(line):
            raise CommandError("that looks like /validate but is not spelled with plain ASCII lower-case "
                               "characters; type /validate")
        raise CommandError("not a /validate command: the first line must start with /validate")
    bad = sorted({c for c in line if not (" " <= c <= "~" or c == "\t")})
    if bad:
        shown = ", ".join(f"U+{ord(c):04X}" for c in bad[:5])
        raise CommandError(f"the command line may hold printable ASCII only (found {shown})")

    tokens = _tokens(line[len(PREFIX):])
    action: Action = "run"
    sha: str | None = None
    i = 0
    if tokens and tokens[0][1] is None:
        word = tokens[0][0]
        if word not in _ACTION_WORDS:
            raise CommandError(f"unknown command word {_show(word)}")
        action = _ACTION_WORDS[word]
        i = 1
        if action == "ok_to_test":
            if len(tokens) < 2 or tokens[1][1] is not None or not SHA.fullmatch(tokens[1][0]):
                raise CommandError("ok-to-test needs the PR's head commit: /validate ok-to-test <sha> "
                                   "(7-40 lower-case hex digits)")
            sha = tokens[1][0]
            i = 2

    allowed = _KEYS_BY_ACTION[action]
    values: dict[str, str] = {}
    override_values: dict[str, str] = {}
    for key, value, quoted in tokens[i:]:
        if value is None:
            if key in _ACTION_WORDS:
                raise CommandError(f"{key} must come right after /validate, and only once")
            raise CommandError(f"unexpected word {_show(key)}; options are key=value")
        if quoted and key != "reason":
            raise CommandError(f"only reason takes a quoted value, not {_show(key)}")
        if key in values or key in override_values:
            raise CommandError(f"{_show(key)} given twice")
        if key in allowed:
            if key == "reason" and not quoted:
                raise CommandError('reason must be quoted: reason="..."')
            values[key] = value
        elif action in ("run", "plan") and key in jobs.overrides:
            override_values[key] = value
        else:
            what = ", ".join(sorted(allowed)) or "nothing"
            if action in ("run", "plan") and jobs.overrides:
                what += "; overrides: " + ", ".join(sorted(jobs.overrides))
            verb = "/validate" + ("" if action == "run" else " " + _WORD_OF[action])
            raise CommandError(f"unknown option {_show(key)} for {verb} (accepted: {what})")
        if value == "":
            raise CommandError(f"{key}= needs a value")

    reason: str | None = None
    if action == "override":
        if "reason" not in values:
            raise CommandError('override needs a reason: /validate override reason="..."')
        reason = values["reason"].strip(" \t")
        if not reason or len(reason) > MAX_REASON:
            raise CommandError(f"reason must hold 1-{MAX_REASON} characters")
        if "\t" in reason:
            raise CommandError("reason may not contain tabs")

    request = request_from_options(
        [values["level"]] if "level" in values else [],
        values.get("framework"),
        values.get("model"),
        [values["variant"]] if "variant" in values else [],
        catalog,
        jobs=jobs,
        overrides=override_values,
    )
    return Command(action=action, request=request, sha=sha, reason=reason,
                   notes=tuple(request_notes(request, jobs)))
