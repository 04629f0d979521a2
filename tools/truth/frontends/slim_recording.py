"""Shrink an H100 recording for the repository: inputs that the cases rebuild from their seeds are
replaced by their sha256 (`{name}/in_{t}` -> `{name}/in_{t}.sha256`; `a`, `b` -> `a.sha256`,
`b.sha256` for the cupy SGEMM recording), outputs, PTX and metadata kept.

    python tools/truth/frontends/slim_recording.py IN.npz OUT.npz
"""

from __future__ import annotations

import hashlib
import re
import sys

import numpy as np


def digest(a: np.ndarray) -> str:
    """sha256 of an array's bytes in C order, with its dtype and shape."""
    a = np.ascontiguousarray(a)
    return hashlib.sha256(f"{a.dtype.str}{a.shape}".encode() + a.tobytes()).hexdigest()


def main(src: str, dst: str) -> None:
    rec = np.load(src)
    out = {}
    for k in rec.files:
        if re.fullmatch(r"[^/]+/in_[^/]+|a|b", k):
            out[k + ".sha256"] = np.array(digest(rec[k]))
        else:
            out[k] = rec[k]
    np.savez_compressed(dst, **out)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
