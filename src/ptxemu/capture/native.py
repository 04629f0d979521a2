"""Build the interposer (native/interposer.c) with the system's C compiler, once per source version,
into a per-user cache directory: $PTXEMU_CACHE_DIR, else $XDG_CACHE_HOME/ptxemu, else ~/.cache/ptxemu.
It needs a C compiler and glibc's headers, not the CUDA toolkit (it declares the driver types itself)."""

from __future__ import annotations

import hashlib
import subprocess
import tempfile
from pathlib import Path

from ptxemu.host import cache_root, compiler

SOURCE = Path(__file__).with_name("native") / "interposer.c"


class BuildError(RuntimeError):
    pass


cache_dir = cache_root  # the one definition: ptxemu.host


def interposer() -> Path:
    """The path of the built interposer library, building it if this source has not been built."""
    src = SOURCE.read_bytes()
    tag = hashlib.sha256(src).hexdigest()[:16]
    out = cache_dir() / "capture" / tag / "libptxemu_capture.so"
    if out.exists():
        return out
    cc = compiler()
    if cc is None:
        raise BuildError(
            "ptxemu capture needs a C compiler (cc, gcc or clang; or set CC) to build its interposer"
        )
    out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=out.parent) as tmp:
        part = Path(tmp) / out.name
        cmd = [cc, "-O2", "-shared", "-fPIC", "-o", str(part), str(SOURCE), "-ldl", "-lpthread"]
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode != 0:
            first = (r.stderr.strip().splitlines() or ["(no output)"])[0]
            raise BuildError(f"building the capture interposer with {cc} failed: {first}")
        part.replace(out)  # atomic: a concurrent build finds either nothing or the whole library
    return out
