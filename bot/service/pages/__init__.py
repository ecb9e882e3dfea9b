"""Pages people look at: a run page per check run (its `details_url`), a job's full log and metrics, and the
dashboard at `/`. Server-rendered (Jinja2 templates, SVG plots drawn here), readable without JavaScript.

    access.py    signed page links (repository-scoped HMAC token with an expiry) and who may see what
    svg.py       the small SVG renderer: line charts with thresholds and an overlay, stacked bars
    series.py    which metrics to plot and the thresholds the job's assertions draw
    logs.py      a job's files: the log (tail, growth, root-cause context), metrics, artifacts
    queries.py   the store reads behind the pages (run view, base-branch job, dashboard ledger)
    views.py     rows and files → what a template shows, every string scrubbed
    routes.py    the FastAPI router

This module imports nothing: the worker reads `access` without loading FastAPI or Jinja2.
"""
