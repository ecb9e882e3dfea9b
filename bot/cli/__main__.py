"""`python -m bot.cli` is `bridge-validate`."""

import sys

from bot.cli import main

sys.exit(main())
