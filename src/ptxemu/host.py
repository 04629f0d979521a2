"""What ptxemu takes from the host machine, defined once: the per-user cache folder and the C
compiler. The compiled route (machine.running.compiled) and the capture interposer (capture.native)
both build C with the same compiler and keep what they build under the same cache folder."""

from __future__ import annotations

import functools
import os
import shutil
from pathlib import Path


def cache_root() -> Path:
    """$PTXEMU_CACHE_DIR, else $XDG_CACHE_HOME/ptxemu, else ~/.cache/ptxemu (not created here)."""
    if os.environ.get("PTXEMU_CACHE_DIR"):
        return Path(os.environ["PTXEMU_CACHE_DIR"])
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "ptxemu"


@functools.cache
def _which(names: tuple[str, ...]) -> str | None:
    return next((cc for cc in names if cc and shutil.which(cc)), None)


def compiler() -> str | None:
    """The C compiler: $CC, else cc, gcc or clang, whichever is found first; None without one."""
    return _which((os.environ.get("CC") or "", "cc", "gcc", "clang"))
