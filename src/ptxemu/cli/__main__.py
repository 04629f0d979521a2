"""`python -m ptxemu.cli VERB ...`: the `ptxemu` command where it is not installed as a script."""

import sys

from ptxemu.cli import main

sys.exit(main())
