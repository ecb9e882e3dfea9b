"""Plan a change: findings -> surfaces -> levels per framework (with reasons) -> models -> jobs.

`make_plan` is pure (no I/O, no clock). The rules it applies:

- levels come from `configs/levels.yaml` per surface; any level implies that framework's Level 0;
- levels a maintainer requests add to the automatic ones; `request.frameworks` restricts the plan;
- the model is the smallest public checkpoint of the changed family (`configs/models.yaml`), the default
  family when the change names none, or the requested family / HF id; architecture-specific and parallelism
  levels also run on a model of each architecture the change involves (a MoE model for expert parallelism);
- jobs come from the job templates (`bot.core.jobs.build_jobs`), their GPU-minutes add up to the estimate.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable

from bot.core.catalog import Arch
from bot.core.classify import (
    IMPORTS_ONLY_RULE,
    NEW_FAMILY_RULE,
    RENAMES_ONLY_RULE,
    UNCOVERED_RULE,
    LineMemo,
    LineStore,
    classify,
    live_lines,
    moved,
    renamed,
)
from bot.core.jobs import build_jobs, dedupe_jobs
from bot.core.models import (
    FRAMEWORKS,
    ChangedFile,
    Evidence,
    EvidenceKind,
    Finding,
    Framework,
    LevelDecision,
    Plan,
    PlanInput,
    PlannerKind,
    Request,
    Surface,
)
from bot.core.pycode import ChangedLine
from bot.core.reach import Chain, ChangeReach, DownstreamReach, LineReach
from bot.core.rules import Rules
from bot.core.scorer import apply_scorer
from bot.core.stages import stage_jobs
from runners.contract import JobSpec, ModelChoice

__all__ = ["make_plan", "select_models"]

_SURFACE_ORDER = {s: i for i, s in enumerate(Surface)}
# What reach itself decides when the call graph is there (configs/entrypoints.yaml surfaces); the content
# rules for these surfaces run only without it.
REACH_SURFACES = frozenset({Surface.PROVIDER, Surface.MAPPING, Surface.CHECKPOINT, Surface.REFIT})
# Surfaces whose jobs depend on the model's architecture: these levels also run on an arch-specific model.
_ARCH_SURFACES: dict[Surface, Arch] = {
    Surface.MOE: "moe",
    Surface.VLM: "vlm",
    Surface.AUDIO: "audio",
    Surface.MTP: "mtp",
}
_ARCH_DEPENDENT = {
    Surface.PARALLELISM,
    Surface.MOE,
    Surface.VLM,
    Surface.AUDIO,
    Surface.MTP,
    Surface.CUSTOM_LAYER,
    Surface.QUANTIZATION,
}


def _unique(items: Iterable[str]) -> list[str]:
    seen: dict[str, None] = {}
    for x in items:
        seen.setdefault(x, None)
    return list(seen)


def _family_paths(findings: list[Finding], rules: Rules) -> dict[str, list[str]]:
    """Changed families (with a live finding) -> their changed paths relative to the family dir."""
    out: dict[str, list[str]] = {}
    for f in findings:
        if f.family is None or f.surface == Surface.NONE:
            continue
        fr = rules.surfaces.family_of(f.path)
        rel = fr[1] if fr else ""
        out.setdefault(f.family, [])
        if rel not in out[f.family]:
            out[f.family].append(rel)
    return out


def _requested_model(request: Request, rules: Rules, fallback_arch: Arch) -> ModelChoice:
    name = request.model or ""
    cat = rules.catalog
    who = f" by {request.requested_by}" if request.requested_by else ""
    if name in cat.families:
        return cat.families[name].choice(
            reason=f"requested{who}: smallest public checkpoint of the {name} family"
        )
    fam = cat.by_checkpoint(name)
    if fam is not None:
        return fam.choice(reason=f"requested{who}: {name} ({fam.family} family)")
    return ModelChoice(
        hf_id=name,
        family=None,
        arch=fallback_arch,
        reason=f"requested{who}: {name} (not in models.yaml; architecture assumed {fallback_arch})",
    )


def select_models(
    findings: list[Finding], surfaces: list[Surface], rules: Rules, request: Request
) -> tuple[ModelChoice, list[ModelChoice], list[str]]:
    """(primary model, extra models for architecture-dependent levels, notes)."""
    cat = rules.catalog
    notes: list[str] = []
    fams = _family_paths(findings, rules)
    known = {f: rels for f, rels in fams.items() if f in cat.families}
    for f in sorted(set(fams) - set(known)):
        notes.append(
            f"model family {f!r} is not in configs/models.yaml: planning on the default "
            f"{cat.families[cat.default].checkpoint}; add the family to run its own checkpoint"
        )
    choices = [cat.families[f].choice(relpaths=rels) for f, rels in sorted(known.items())]

    if request.model:
        arch: Arch = choices[0].arch if len(choices) == 1 else "dense"
        return _requested_model(request, rules, arch), [], notes

    default = cat.families[cat.default]
    shared = any(f.family is None and f.surface != Surface.NONE for f in findings)
    arch_default_fams = set(cat.arch_defaults.values())

    def rank(c: ModelChoice) -> tuple[bool, bool, bool, str]:
        # the seeds' maintained smoke model first, then real checkpoints, then well-known ones
        return (c.family != cat.default, c.dummy, c.family not in arch_default_fams, c.family or "")

    if not choices:
        primary = default.choice(reason="the change names no model family: the seeds' default smoke model")
    elif len(choices) == 1 and not shared:
        primary = choices[0]
    else:
        dense = [c for c in choices if c.arch == "dense"]
        if shared or not dense:
            # shared code (or only non-dense families): the smoke runs on the default model; the families'
            # architectures get their own models below
            primary = next((c for c in choices if c.family == cat.default), None) or default.choice(
                reason="the change touches shared code: the seeds' default smoke model"
            )
        else:
            primary = sorted(dense, key=rank)[0]
        if len(choices) > 1:
            notes.append(
                f"{len(choices)} model families changed ({', '.join(sorted(known))}): every level runs on "
                f"{primary.hf_id}; architecture-specific levels also run on one model per architecture"
            )

    extras: list[ModelChoice] = []
    archs_have = {primary.arch}
    for c in sorted(choices, key=rank):
        if c.arch not in archs_have:
            extras.append(c)
            archs_have.add(c.arch)
    # (expert parallelism runs only on a MoE model: classify gives each such finding a `moe` one, so `surfaces` has it)
    for s in surfaces:
        sarch = _ARCH_SURFACES.get(s)
        if sarch and sarch not in archs_have and sarch in cat.arch_defaults:
            fam = cat.families[cat.arch_defaults[sarch]]
            extras.append(
                fam.choice(
                    reason=f"the change involves {sarch} code but no {sarch} family: "
                    f"smallest public {sarch} checkpoint ({fam.family})"
                )
            )
            archs_have.add(sarch)

    for m in [primary, *extras]:
        if m.dummy:
            notes.append(
                f"{m.family}: no small public checkpoint ({m.hf_id} is the representative model); "
                "the run uses the dummy-model path and validates construction/training mechanics only, "
                "not pretrained weight compatibility"
            )
    return primary, extras, notes


_IMPLIED = "any level implies Level 0 (the smoke runs first)"
_EV_LINE = re.compile(r"^([+-])(\d+)")


class _Decisions:
    """Levels per framework with their reasons, files and evidence, as they are added."""

    def __init__(self, rules: Rules) -> None:
        self.table = rules.levels
        self.out: dict[Framework, dict[int, LevelDecision]] = {fw: {} for fw in FRAMEWORKS}

    def add(self, fw: Framework, n: int, reason: str, path: str | None, evidence: Evidence | None) -> None:
        d = self.out[fw].get(n)
        if d is None:
            d = LevelDecision(framework=fw, level=n, name=self.table.get(fw, n).name)
            self.out[fw][n] = d
        if reason not in d.reasons:
            d.reasons.append(reason)
        if path and path not in d.paths:
            d.paths.append(path)
        if evidence is not None and evidence not in d.evidence:
            d.evidence.append(evidence)
        if n != 0:
            implied = evidence.model_copy(update={"level": 0, "note": f"implied by Level {n}"}) if evidence else None
            self.add(fw, 0, _IMPLIED, None, implied)

    def finish(self) -> dict[Framework, dict[int, LevelDecision]]:
        for per_fw in self.out.values():
            for d in per_fw.values():
                d.evidence.sort(key=lambda e: (e.kind != "reach", len(e.chain)))
                del d.evidence[_MAX_EVIDENCE:]
        return self.out


_MAX_EVIDENCE = 8


def _evidence_from_chain(
    chain: Chain, fw: Framework, n: int, changed: str, kind: EvidenceKind = "reach", rule: str | None = None,
    note: str = "",
) -> Evidence:
    root = chain.root
    if chain.import_path:
        bridge = [*chain.import_path]
    else:
        bridge = chain.bridge_names()
    return Evidence(
        kind=kind,
        framework=fw,
        level=n,
        changed=changed,
        chain=bridge,
        downstream=f"{root.file}:{root.line} ({root.function})" if root else None,
        downstream_framework=root.framework if root and root.framework != fw else None,
        entry=root.entry_id if root else None,
        entry_levels=list(root.entry_levels) if root else [],
        rule=rule,
        note=note,
    )


def _decide(
    findings: list[Finding], rules: Rules, why: str = "no Bridge call graph for this input"
) -> dict[Framework, dict[int, LevelDecision]]:
    """Levels from findings alone (no call graph): each surface's levels, evidence = the rule and its line."""
    table = rules.levels
    dec = _Decisions(rules)
    for f in findings:
        if f.surface == Surface.NONE:
            continue
        for fw, numbers in table.for_surface(f.surface).items():
            for n in numbers:
                ev = Evidence(
                    kind="conservative",
                    framework=fw,
                    level=n,
                    changed=f"{f.path} {f.evidence}" if f.evidence else f.path,
                    rule=f.rule_id,
                    note=f"{why}: {f.surface.value} rule `{f.rule_id}` on the path/lines",
                )
                dec.add(fw, n, f"{f.surface.value}: {table.why(f.surface)}", f.path, ev)
    return dec.finish()


def _reach_layer(
    inp: PlanInput, rules: Rules, cr: ChangeReach, memo: LineMemo | None = None
) -> tuple[list[Finding], dict[Framework, dict[int, LevelDecision]]]:
    """Findings and levels with the call graph: reach first, content rules on the reached lines second."""
    memo = memo if memo is not None else LineMemo()
    findings = classify(
        inp,
        rules.surfaces,
        rules.catalog,
        gate=cr.reached,
        skip=REACH_SURFACES,
        memo=memo,
        class_gate=cr.class_built,
        field_gate=cr.field_built,
    )
    class_gated = {r.id for r in rules.surfaces.rules if r.gate == "class"}
    field_rules = {r.id: r for r in rules.surfaces.rules if r.fields}
    dec = _Decisions(rules)
    table = rules.levels
    extra: list[Finding] = []
    by_path = {f.path: f for f in inp.files}
    for f in inp.files:
        if not f.path.endswith(".py") or f.patch is None or f.binary:
            continue
        if not rules.surfaces.under_package(f.path) or rules.surfaces.bridge_only_rule(f.path) is not None:
            continue
        lines, live = live_lines(f, rules.surfaces, memo)
        # import lines count only when they are all the file changes (an import-time break is the smoke's);
        # next to real changes they are the plumbing of those changes. Mechanical renames and code moved
        # unchanged are the smoke's too.
        renames = [
            ln
            for ln in lines
            if ln.kind == "code" and not ln.cosmetic_hunk and (renamed(ln, memo) or moved(ln, memo))
        ]
        has_code = any(ln.kind == "code" and not ln.cosmetic_hunk for ln in lines)
        considered = live if has_code else _import_lines(f, rules, memo)
        smoke_only = {id(ln) for ln in renames}
        considered = [*considered, *renames]
        if not considered:
            continue
        fam = rules.surfaces.family_of(f.path)
        seen_nodes: set[tuple[str, Framework, int]] = set()
        surfaced: set[str] = set()
        for ln in considered:
            lr = cr.line(f, ln)
            if lr is None or not lr.chains:
                continue
            where = f" (in {ln.scope})" if ln.scope else ""
            changed = f"{f.path}:{ln.lineno}{where}"
            chains = sorted(lr.chains.items(), key=lambda kv: (kv[0][0], kv[0][1]))
            if id(ln) in smoke_only:
                # a mechanical rename: the smoke of every framework that runs the code shows a broken name
                firsts: dict[Framework, Chain] = {}
                for (fw, _), c in chains:
                    firsts.setdefault(fw, c)
                chains = [((fw, 0), c) for fw, c in firsts.items()]
            for (fw, n), chain in chains:
                if (lr.node, fw, n) in seen_nodes:
                    continue
                seen_nodes.add((lr.node, fw, n))
                root = chain.root
                if id(ln) in smoke_only:
                    ev = _evidence_from_chain(
                        chain, fw, n, changed,
                        note="a mechanical rename (the same rename across the change): the smoke catches a name "
                        "that no longer resolves",
                    )
                    reason = "mechanical rename in code downstream runs: Level 0 catches a broken name"
                    surface, rule_id = Surface.PROVIDER, "rename"
                elif lr.import_time:
                    ev = _evidence_from_chain(
                        chain, fw, n, changed, kind="import",
                        note="module-level code runs when downstream imports Bridge; the smoke catches an "
                        "import-time break",
                    )
                    reason = "import-time: module-level code downstream's import runs (Level 0 catches a break)"
                    surface, rule_id = Surface.PROVIDER, "import-time"
                else:
                    ev = _evidence_from_chain(chain, fw, n, changed)
                    reason = f"reached from {root.framework} entry `{root.entry_id}`: {root.why}" if root else "reached"
                    surface = root.surface if root else Surface.PROVIDER
                    rule_id = f"reach:{root.entry_id}" if root else "reach"
                dec.add(fw, n, reason, f.path, ev)
                key = f"{surface.value}:{rule_id}"
                if key not in surfaced:
                    surfaced.add(key)
                    extra.append(
                        Finding(
                            surface=surface,
                            path=f.path,
                            rule_id=rule_id,
                            reason=reason,
                            evidence=f"{ln.side}{ln.lineno}{where}: {ln.text.strip()[:200]}",
                            family=fam[0] if fam else None,
                        )
                    )
    # content rules: their levels, with the hit that shows downstream reaches the line they read
    for fd in findings:
        if fd.surface == Surface.NONE:
            continue
        cf = by_path.get(fd.path)
        lr = None
        m = _EV_LINE.match(fd.evidence or "")
        if cf is not None and m:
            lr = cr.lookup(cf.path, m.group(1), int(m.group(2)))
        if lr is None and cf is not None:
            lr = _first_reached(cf, rules, cr, memo)
        built: dict[Framework, Chain] = {}
        if fd.rule_id in class_gated and lr is not None:
            built = cr.class_chains(by_path[fd.path], lr.line)
        elif lr is not None and not lr.chains and fd.rule_id in field_rules and field_rules[fd.rule_id].reads_fields(
            fd.path
        ):
            built = cr.field_chains(by_path[fd.path], lr.line)  # a field default of a class downstream builds
        for fw, numbers in table.for_surface(fd.surface).items():
            hit: Chain | None = None
            if lr is not None:
                mine = [c for (cfw, _), c in lr.chains.items() if cfw == fw]
                hit = min(mine, key=lambda c: len(c.nodes)) if mine else None
            if hit is None and fw in built:
                hit = built[fw]
            if lr is not None and hit is None and not _path_only(fd):
                continue  # the framework does not reach the line this rule read
            for n in numbers:
                if hit is not None:
                    ev = _evidence_from_chain(
                        hit, fw, n, f"{fd.path} {fd.evidence}" if fd.evidence else fd.path, kind="rule",
                        rule=fd.rule_id, note=fd.reason,
                    )
                else:
                    ev = Evidence(
                        kind="conservative", framework=fw, level=n, changed=fd.path, rule=fd.rule_id,
                        note=f"path rule `{fd.rule_id}` outside the call graph: {fd.reason}",
                    )
                dec.add(fw, n, f"{fd.surface.value}: {table.why(fd.surface)}", fd.path, ev)
    reached_paths = {x.path for x in extra} | {x.path for x in findings if x.surface != Surface.NONE}
    findings = [x for x in findings if not (x.surface == Surface.NONE and x.path in reached_paths)]
    return findings + extra, dec.finish()


def _merge_decisions(
    into: dict[Framework, dict[int, LevelDecision]], other: dict[Framework, dict[int, LevelDecision]]
) -> None:
    for fw, per in other.items():
        for n, d in per.items():
            have = into[fw].get(n)
            if have is None:
                into[fw][n] = d
                continue
            have.reasons.extend(r for r in d.reasons if r not in have.reasons)
            have.paths.extend(p for p in d.paths if p not in have.paths)
            have.evidence.extend(e for e in d.evidence if e not in have.evidence)
            del have.evidence[_MAX_EVIDENCE:]


# A Bridge checkout resolves a few percent of downstream's production uses statically (the rest are values passed
# along, torch/Megatron-Core members reached through Bridge objects): 6-10% at the devset's heads. A tree that
# resolves far fewer is a fragment of Bridge (a test fixture, a sparse checkout): its call graph cannot say what
# downstream reaches, so the plan comes from the rules.
_MIN_RESOLVED = 0.01


def _family_arch(d: LevelDecision, ungated: frozenset[str] = frozenset()) -> bool:
    """An architecture level the family's own code asks for: model-family code is reachable by convention (`import
    megatron.bridge` loads every family), where the call graph loses it in the model's own modules; so is a level of
    a rule marked `gated: false` (a family's layer classes, which Megatron-Core builds and calls)."""
    return any((e.rule or "").startswith("family-arch:") or (e.rule or "") in ungated for e in d.evidence)


def _gated(
    by_rules: dict[Framework, dict[int, LevelDecision]],
    by_reach: dict[Framework, dict[int, LevelDecision]],
    rules: Rules,
) -> dict[Framework, dict[int, LevelDecision]]:
    """The gated planner's levels: a `reach_gated` level (configs/levels.yaml) only where the call graph planned
    it; every other level where either planner did."""
    out: dict[Framework, dict[int, LevelDecision]] = {}
    ungated = frozenset(r.id for r in rules.surfaces.rules if not r.gated)
    for fw in FRAMEWORKS:
        gated = rules.levels.reach_gated(fw)
        mine = dict(by_reach.get(fw, {}))
        _merge_decisions({fw: mine}, {fw: {n: d for n, d in by_rules.get(fw, {}).items()
                                            if n not in gated or _family_arch(d, ungated)}})
        out[fw] = dict(sorted(mine.items()))
    return out


def _with_rules(
    inp: PlanInput,
    rules: Rules,
    findings: list[Finding],
    decided: dict[Framework, dict[int, LevelDecision]],
    memo: LineMemo,
    notes: list[str],
) -> tuple[list[Finding], dict[Framework, dict[int, LevelDecision]]]:
    """The gated planner: the rules' findings and levels added to the call graph's, with the `reach_gated` levels
    kept only where the call graph planned them; each level the gate leaves out is named in `notes`."""
    shared = LineMemo(memo.store)
    shared.raw = memo.raw  # the same files' line analysis (tokens, scopes), done once for both layers
    by_rules = classify(inp, rules.surfaces, rules.catalog, memo=shared)
    # A module the change adds, no line of which a downstream entry point reaches (the call graph read it all):
    # nothing downstream runs can run it yet, so what the rules read in it plans nothing (its importers' changes
    # are findings of their own)
    added = {f.path for f in inp.files if f.status == "added"}
    unrun = {f.path for f in findings if f.rule_id == "unreached" and f.path in added}
    by_rules = [f for f in by_rules if f.path not in unrun]
    # Rules marked `reach_decides` plan here only through the call graph (the reach layer already read the lines
    # downstream runs), for every framework or the ones they name; their findings stay in the plan, named as not
    # planned.
    gated = ", ".join(f"{fw} {'/'.join(str(n) for n in sorted(rules.levels.reach_gated(fw)))}" for fw in FRAMEWORKS)
    why = f"path and content rules (the call graph gates only {gated})"
    from_rules: dict[Framework, dict[int, LevelDecision]] = {}
    for fw in FRAMEWORKS:
        decides = {r.id for r in rules.surfaces.rules if r.decided_by_reach(fw)}
        from_rules[fw] = _decide([f for f in by_rules if f.rule_id not in decides], rules, why=why)[fw]
        for rid in sorted({f.rule_id for f in by_rules if f.rule_id in decides}):
            notes.append(
                f"rule {rid} plans {fw} levels only where the call graph reaches its lines (configs/surfaces.yaml "
                "reach_decides)"
            )
    out = _gated(from_rules, decided, rules)
    for fw in FRAMEWORKS:
        for n in sorted(set(from_rules[fw]) - set(out[fw])):
            named = ", ".join(sorted({e.rule for e in from_rules[fw][n].evidence if e.rule}))
            notes.append(
                f"{fw} Level {n} not planned: rule(s) {named} name it only on lines no {fw} entry point reaches "
                "(gated planner, configs/levels.yaml reach_gated)"
            )
    seen = {(f.surface, f.path, f.rule_id, f.evidence) for f in findings}
    return [*findings, *(f for f in by_rules if (f.surface, f.path, f.rule_id, f.evidence) not in seen)], out


def _usable(reach: DownstreamReach, rules: Rules) -> bool:
    if not reach.usable:
        return False
    for fw in FRAMEWORKS:
        uses = sum(
            1
            for sym, site in rules.entries.manifests[fw].sites(("prod",))
            if site.use == "call" or not sym.endswith(("()", "[]"))
        )
        if uses and reach.resolved.get(fw, 0) / uses < _MIN_RESOLVED:
            return False
    return True


def unexplained(plan: Plan) -> list[str]:
    """Planned levels without an evidence chain (`Evidence.has_chain`): each must be empty in a good plan."""
    out: list[str] = []
    for fw in FRAMEWORKS:
        for n in plan.levels.get(fw, []):
            ds = [d for d in plan.decisions if d.framework == fw and d.level == n]
            if not any(e.has_chain and e.framework == fw and e.level == n for d in ds for e in d.evidence):
                out.append(f"{fw} Level {n}")
    return out


def _path_only(f: Finding) -> bool:
    return f.evidence is None


def _import_lines(f: ChangedFile, rules: Rules, memo: LineMemo) -> list[ChangedLine]:
    lines, _ = live_lines(f, rules.surfaces, memo)
    return [ln for ln in lines if ln.kind == "import" and not ln.cosmetic_hunk and not ln.new_definition]


def _first_reached(f: ChangedFile, rules: Rules, cr: ChangeReach, memo: LineMemo) -> LineReach | None:
    _, live = live_lines(f, rules.surfaces, memo)
    for ln in live:
        lr = cr.line(f, ln)
        if lr is not None and lr.chains:
            return lr
    return None


def _nothing_reason(findings: list[Finding]) -> str:
    groups: dict[str, list[str]] = defaultdict(list)
    for f in findings:
        groups[f.reason].append(f.path)
    parts = []
    for reason, paths in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        shown = ", ".join(paths[:3]) + (f" and {len(paths) - 3} more" if len(paths) > 3 else "")
        parts.append(f"{reason} ({shown})")
    return "nothing here reaches NeMo-RL or verl: " + "; ".join(parts)


def make_plan(
    inp: PlanInput,
    rules: Rules,
    request: Request | None = None,
    reach: DownstreamReach | None = None,
    *,
    planner: PlannerKind = "reach",
    lines: LineStore | None = None,
) -> Plan:
    """The plan for one change. Pure.

    With `reach` (the downstream entry points' reach through the Bridge call graph at the head), levels come
    from what downstream reaches and the content rules read on the reached lines; without it (a patch or a file
    list with no Bridge tree), from the path and content rules alone. `planner="gated"` with `reach`: the
    `reach_gated` levels from the call graph, every other level from the path and content rules as well;
    `planner="scored"`: the gated plan, then the level scorer (`configs/level_scorer.yaml`, `bot.core.scorer`)
    leaves out the proposed levels whose evidence scores below its threshold; `planner="rules"`: the path and
    content rules alone, whatever `reach` is. `lines`: line analyses kept by an edge across plans (`LineStore`);
    the plan is the same with or without it."""
    request = request or Request()
    if planner == "rules":
        reach = None
    notes: list[str] = []
    usable = reach is not None and _usable(reach, rules)
    if reach is not None and usable and inp.patches_available:
        cr = ChangeReach(reach, inp.files)
        memo = LineMemo(lines)
        unknown = [f for f in inp.files if not cr.knows(f)]
        if unknown:
            known = [f for f in inp.files if cr.knows(f)]
            findings, decided = _reach_layer(inp.model_copy(update={"files": known}), rules, cr, memo)
            rest = classify(
                inp.model_copy(update={"files": unknown}), rules.surfaces, rules.catalog, memo=LineMemo(lines)
            )
            findings = [*findings, *rest]
            _merge_decisions(decided, _decide(rest, rules))
            more = f" and {len(unknown) - 3} more" if len(unknown) > 3 else ""
            shown = ", ".join(f.path for f in unknown[:3]) + more
            notes.append(
                f"the Bridge tree at the head does not hold {shown}: those files are planned from path and "
                "content rules"
            )
        else:
            findings, decided = _reach_layer(inp, rules, cr, memo)
        if planner in ("gated", "scored"):
            findings, decided = _with_rules(inp, rules, findings, decided, memo, notes)
        if planner == "scored" and rules.scorer is not None:
            decided, left_out = apply_scorer(decided, rules.scorer, inp.files)
            notes.extend(left_out)
    else:
        findings = classify(inp, rules.surfaces, rules.catalog, memo=LineMemo(lines))
        decided = _decide(findings, rules)
        if reach is not None and not usable:
            notes.append(
                "the Bridge tree at the head does not define what NeMo-RL and verl use (the downstream manifests "
                "resolve to almost nothing in it: a fragment of Bridge): levels come from path and content rules"
            )
        elif inp.patches_available:
            notes.append(
                "no Bridge call graph for this input (a patch without the Bridge tree): levels come from path "
                "and content rules, not from what NeMo-RL and verl reach"
            )
    live = [f for f in findings if f.surface != Surface.NONE]
    surfaces = sorted({f.surface for f in live}, key=lambda s: _SURFACE_ORDER[s])
    if not inp.patches_available:
        notes.append(
            "content rules could not run: the input has no patches (a file list), so levels come from "
            "paths alone and every file under the Bridge package gets at least the Level 0 smoke"
        )
    if inp.truncated:
        notes.append(
            "the file list is incomplete (GitHub caps it): conservative plan, Level 0 in both frameworks"
        )
        for fw in FRAMEWORKS:
            d = decided[fw].setdefault(
                0, LevelDecision(framework=fw, level=0, name=rules.levels.get(fw, 0).name)
            )
            d.reasons.append("the file list is truncated: conservative Level 0 smoke")
            d.evidence.append(
                Evidence(
                    kind="conservative", framework=fw, level=0,
                    note="the file list is truncated by GitHub: conservative Level 0 smoke",
                )
            )
    for f in findings:
        if f.rule_id == UNCOVERED_RULE:
            notes.append(f"{f.path}: {f.reason}")
        elif f.rule_id in (IMPORTS_ONLY_RULE, RENAMES_ONLY_RULE):
            notes.append(f"{f.path}: {f.reason}")
    binaries = [f.path for f in inp.files if f.binary]
    if binaries:
        notes.append(
            f"binary file(s) listed, only path rules applied: {', '.join(binaries[:5])}"
            + (f" and {len(binaries) - 5} more" if len(binaries) > 5 else "")
        )
    new_fams = sorted({f.family for f in findings if f.rule_id == NEW_FAMILY_RULE and f.family})
    for fam in new_fams:
        notes.append(f"new model family {fam!r}: Level 0 on its smallest checkpoint")

    # Maintainer requests add levels; the framework selection restricts the plan. A requested variant
    # (e.g. variant=delta) brings the level it lives at, so asking for it alone is enough.
    asked: dict[Framework, set[int]] = {fw: set(ns) for fw, ns in request.levels.items()}
    for variant in request.variants:
        for fw, numbers in rules.jobs.variant_levels(variant).items():
            if not asked.get(fw):
                asked.setdefault(fw, set()).update(numbers)
    for fw, numbers_set in asked.items():
        for n in sorted(numbers_set):
            level = rules.levels.get(fw, n)
            d = decided[fw].setdefault(n, LevelDecision(framework=fw, level=n, name=level.name))
            d.requested_by = request.requested_by or "request"
            who = f"requested{' by ' + request.requested_by if request.requested_by else ''}"
            d.reasons.append(who)
            d.evidence.append(Evidence(kind="request", framework=fw, level=n, note=who))
            if n != 0 and 0 not in decided[fw]:
                decided[fw][0] = LevelDecision(
                    framework=fw,
                    level=0,
                    name=rules.levels.get(fw, 0).name,
                    reasons=[_IMPLIED],
                    evidence=[Evidence(kind="request", framework=fw, level=0, note=f"implied by {who} Level {n}")],
                )
    selected = [fw for fw in FRAMEWORKS if fw in request.frameworks]
    for fw in FRAMEWORKS:
        if fw not in selected and decided[fw]:
            notes.append(f"{fw} not selected (--framework): its levels are left out")
            decided[fw] = {}

    levels = {fw: sorted(decided[fw]) for fw in FRAMEWORKS}
    decisions = [decided[fw][n] for fw in FRAMEWORKS for n in levels[fw]]

    primary, extras, model_notes = select_models(findings, surfaces, rules, request)
    notes.extend(model_notes)

    arch_levels: dict[Framework, set[int]] = {fw: set() for fw in FRAMEWORKS}
    for s in surfaces:
        if s in _ARCH_DEPENDENT:
            for fw, numbers in rules.levels.for_surface(s).items():
                arch_levels[fw].update(n for n in numbers if n in levels[fw])
    jobs: list[JobSpec] = []
    surf_set = frozenset(surfaces)
    for fw in FRAMEWORKS:
        for n in levels[fw]:
            jobs.extend(
                build_jobs(
                    fw,
                    n,
                    model=primary,
                    surfaces=surf_set,
                    request=request,
                    catalog=rules.jobs,
                    findings=findings,
                )
            )
            if n in arch_levels[fw]:
                for m in extras:
                    jobs.extend(
                        build_jobs(
                            fw,
                            n,
                            model=m,
                            surfaces=surf_set,
                            request=request,
                            catalog=rules.jobs,
                            findings=findings,
                        )
                    )
    jobs = dedupe_jobs(jobs)
    if rules.stages is not None and jobs:
        # The seeds' order: Bridge checks, then the downstream unit checks, before each framework's e2e levels.
        jobs = [
            *stage_jobs(
                rules.stages,
                frameworks=[fw for fw in FRAMEWORKS if any(j.framework == fw for j in jobs)],
                surfaces=surfaces,
                files=inp.files,
                model=primary,
                downstream_refs=rules.jobs.downstream_refs,
            ),
            *jobs,
        ]
    if any(levels.values()) and not jobs:
        notes.append("no job template matched the planned levels")

    nothing = None
    if not any(levels.values()):
        nothing = _nothing_reason(findings) if findings else "no changed files"
    models = [primary, *extras] if jobs else [primary]
    return Plan(
        source=inp.source,
        head=inp.head,
        files=len(inp.files),
        findings=findings,
        surfaces=surfaces or [Surface.NONE],
        levels=levels,
        decisions=decisions,
        models=models,
        jobs=jobs,
        estimate_gpu_minutes=sum(j.est_gpu_minutes for j in jobs),
        full_estimate_gpu_minutes=rules.jobs.full_estimate(primary),
        notes=_unique(notes),
        nothing_to_run=nothing,
    )
