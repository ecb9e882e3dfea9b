"""Where a JobSpec runs and how each job ends.

Backends (`base.Executor`: local GPU box, Ray cluster, self-hosted Actions runners) and their factory
(`executors`), per-SHA Bridge checkouts, the reconciler (results once, retries, lost runners), result reuse,
the per-PR GPU budget and the results API the runners call back to. Imports core and infra, never the service.
"""
