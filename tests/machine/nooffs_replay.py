"""The replay of one recorded .im2col_no_offs case (tools/truth/tensormap/record_nooffs.py and
record_il_nooffs.py, through tma_nooffs_sm90a.ptx): the recording's own buffer contents at its
addresses, the kernel run in ptxemu, and the bytes it dumps read back (test_tma_nooffs_hw.py,
test_tma_il_nooffs_hw.py)."""

from __future__ import annotations

import pathlib
import sys

import numpy as np

import ptxemu

DATA = pathlib.Path(__file__).parents[1] / "data" / "tensormap"
sys.path.insert(0, str(pathlib.Path(__file__).parents[2] / "tools" / "truth" / "tensormap"))
from record_nooffs import MARK, gvals, out_len, svals, window  # noqa: E402  (the recording's buffers)
from record_tma import pattern  # noqa: E402

MODULE = ptxemu.Module((DATA / "tma_nooffs_sm90a.ptx").read_text())
_G, _S = gvals(), svals()
_RED_O, _RED_S = pattern(1 << 20, 2), pattern(1 << 20, 3)
_CONV = {"u16": np.uint16, "u32": np.uint32, "s32": np.int32, "u64": np.uint64}


def replay(c, check=False):
    """(the bytes the case dumps, its 8 status words) after running case `c` in ptxemu."""
    a, g, m = c["addrs"], c["group"], c["map"]
    n = window(m)
    olen = out_len(m)
    dev = ptxemu.Device()
    dev.write(a["G"], _G[: m["goff"] + olen])
    dev.write(a["SRC"], (_RED_S if g == "red" else _S)[:n])
    dev.write(a["O"], _RED_O[:olen] if g == "red" else np.full(olen, MARK, np.uint8))
    dev.write(a["OUT"], np.zeros(n, np.uint8))
    dev.write(a["ST"], np.zeros(64, np.uint8))
    args = [bytes.fromhex(c["tmap"]) if t == "map" else _CONV[t](v) for t, v in c["params"]]
    MODULE.launch(
        c["kernel"],
        grid=c["grid"],
        block=c["block"],
        args=args,
        shared_mem=c["smem"],
        device=dev,
        check=check,
    )
    out = dev.read(a["OUT"] if g == "load" else a["O"] + m["goff"], c["out_len"])
    return out, dev.read(a["ST"], 32).view(np.uint32).tolist()
