"""The planning core: a change's diff -> findings (surfaces, with evidence) -> levels -> plan -> jobs, and the
report and check-run text rendered from results.

Pure apart from reading git (`diffsource`): no network, no database, no clock. Nothing here imports
`bot.infra`, `bot.dispatch`, `bot.service`, FastAPI, SQLAlchemy or githubkit (`tests/test_layers.py`).
"""
