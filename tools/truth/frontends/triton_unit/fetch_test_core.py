"""Fetch Triton's python/test/unit/language/test_core.py as of the Triton 3.6 release this harness
ran (the main-branch commit the release/3.6.x branch left from; the installed 3.6.0 wheel's
language/core.py and _internal_testing.py are that commit's), beside this file. Triton's code stays
out of this repository: it is downloaded where it is used and checked against its sha256.

    python tools/truth/frontends/triton_unit/fetch_test_core.py      # exit status 0 when in place
"""

from __future__ import annotations

import hashlib
import sys
import urllib.request
from pathlib import Path

COMMIT = "116f8358322d680f9abe3e6556a86e160dd6aef4"
URL = f"https://raw.githubusercontent.com/triton-lang/triton/{COMMIT}/python/test/unit/language/test_core.py"
SHA256 = "d2662e2d99f6cc6b2e62e6c741ad1d7761c23afb4b4ae5ddf3e8e53aaa924cf7"
HERE = Path(__file__).resolve().parent
DEST = HERE / "test_core.py"


def ok() -> bool:
    return DEST.exists() and hashlib.sha256(DEST.read_bytes()).hexdigest() == SHA256


def fetch(timeout: float = 20.0) -> bool:
    """True when test_core.py is in place (already, or downloaded now); False when it cannot be had."""
    if ok():
        return True
    try:
        with urllib.request.urlopen(URL, timeout=timeout) as r:
            data = r.read()
    except OSError:
        return False
    if hashlib.sha256(data).hexdigest() != SHA256:
        return False
    DEST.write_bytes(data)
    return True


if __name__ == "__main__":
    sys.exit(0 if fetch() else 1)
