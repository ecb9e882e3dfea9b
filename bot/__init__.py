"""bridge-validate: the GitHub App and its sans-I/O core (classify, plan, report)."""
