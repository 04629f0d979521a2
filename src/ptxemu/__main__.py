"""`python -m ptxemu ...`: the same as the `ptxemu` command."""

import sys

from ptxemu.cli import main

sys.exit(main())
