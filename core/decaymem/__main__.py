"""``python -m decaymem``: the command line, as the ``decaymem`` script runs it."""

import sys

from .cli import main

sys.exit(main())
