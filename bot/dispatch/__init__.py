"""Dispatch backends: where a JobSpec runs (local GPU box, Ray cluster, self-hosted Actions runners)."""
