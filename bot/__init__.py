"""bridge-validate: the GitHub App that picks, runs and reports downstream NeMo-RL / verl validation.

Packages by role, imports pointing one way (a lower layer never imports a higher one; `tests/test_layers.py`
and `scripts/import_cycles.py` check it):

    runners          the job contract and what runs on the GPU host (imports nothing from `bot`)
    bot.core         the planning core, pure: diff -> findings -> levels -> plan -> jobs; report and check-run text
    bot.infra        the edges every part shares: settings, logs, metrics, the database (store), the GitHub client
    bot.dispatch     where jobs run and how each one ends: executors, checkouts, reconciler, reuse, budget, results API
    bot.service      the GitHub App: webhook app, worker, one handler per event, approvals, redelivery, replay
    bot.cli          `bridge-validate` on top of everything
"""
