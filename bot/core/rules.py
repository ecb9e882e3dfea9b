"""The bundle of rules-as-data the core functions take: surfaces, levels, model families, job templates, and
the downstream side of reach (entry points with their generated manifests, the call-graph model), and the level
scorer's weights."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from bot.core.callgraph import ReachConfig
from bot.core.catalog import Catalog, load_catalog
from bot.core.classify import SurfaceRules, load_surfaces
from bot.core.config import DEFAULT_CONFIG_DIR
from bot.core.jobs import JobCatalog, load_jobs
from bot.core.levels import LevelTable, load_levels
from bot.core.reach import EntryConfig, load_entrypoints, load_reach_config
from bot.core.scorer import LevelScorer, load_level_scorer
from bot.core.stages import StageCatalog, load_stages


@dataclass(frozen=True)
class Rules:
    surfaces: SurfaceRules
    levels: LevelTable
    catalog: Catalog
    jobs: JobCatalog
    entries: EntryConfig
    reach: ReachConfig
    stages: StageCatalog | None = None
    scorer: LevelScorer | None = None


def load_rules(config_dir: Path | str = DEFAULT_CONFIG_DIR) -> Rules:
    """Load and cross-check every file in `configs/`; raises `ConfigError` naming the file and entry."""
    d = Path(config_dir)
    catalog = load_catalog(d / "models.yaml")
    surfaces = load_surfaces(d / "surfaces.yaml", catalog=catalog)
    levels = load_levels(d / "levels.yaml")
    jobs = load_jobs(d / "jobs.yaml", levels=levels, catalog=catalog)
    entries = load_entrypoints(d / "entrypoints.yaml", levels)
    reach = load_reach_config(d / "reach.yaml")
    stages = load_stages(d / "stages.yaml") if (d / "stages.yaml").is_file() else None
    scorer = None
    if (d / "level_scorer.yaml").is_file():
        known = [r.id for r in surfaces.rules] + [r.id for r in surfaces.bridge_only]
        known += [e.id for fe in entries.frameworks.values() for e in fe.entries]
        scorer = load_level_scorer(d / "level_scorer.yaml", levels, known)
    return Rules(
        surfaces=surfaces,
        levels=levels,
        catalog=catalog,
        jobs=jobs,
        entries=entries,
        reach=reach,
        stages=stages,
        scorer=scorer,
    )
