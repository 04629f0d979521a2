"""Build src/ptxemu/numerics/sfu_cores.npz from the campaign's core dumps.

    python3 tools/truth/sfu/sfu_tables.py CORE_DIR [EX2_NEG.npz]

CORE_DIR holds core_ex2_rcp.npz, core_rsq_sqrt.npz and core_lg2_f64.npz as sfu_pack.py wrote
them (diff-coded). EX2_NEG.npz (written by sfu_verify.py) holds ex2_neg, the MUFU.EX2 outputs on
x = -i * 2^-23. Every core is stored diff-coded (first value, int8 differences) and compressed;
ptxemu.numerics.sfu decodes it with a cumulative sum.

The cores (one or two binades of each MUFU function, recorded on an H100):
  rcp      2^23  MUFU.RCP on [1, 2), index = mantissa
  rsq      2^24  MUFU.RSQ on [1, 4), index = (exponent parity << 23) | mantissa
  sqrt     2^24  MUFU.SQRT on [1, 4), same index
  ex2_pos  2^23  MUFU.EX2 on x = i * 2^-23 (the campaign's 2^-24 grid, even entries)
  ex2_neg  2^23  MUFU.EX2 on x = -i * 2^-23
  rcp64    2^20  MUFU.RCP64H on the high words of [1, 2) (result: high word)
  rsq64    2^21  MUFU.RSQ64H on the high words of [1, 4)
  lg2      2^24  MUFU.LG2 on [0.5, 2), index = bits - 0x3f000000 (int32 differences, wrapping)
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

OUT = Path(__file__).resolve().parents[3] / "src" / "ptxemu" / "numerics" / "sfu_cores.npz"


def decode(z: np.lib.npyio.NpzFile, name: str) -> np.ndarray:
    d = np.concatenate([z[name + "_first"].astype(np.int64), z[name + "_d"].astype(np.int64)])
    return np.cumsum(d).astype(np.uint32)


def encode(a: np.ndarray) -> dict[str, np.ndarray]:
    d = np.diff(a.astype(np.int64))
    assert np.abs(d).max() < 128
    return {"first": a[:1].astype(np.uint32), "d": d.astype(np.int8)}


def main(core_dir: Path, neg: Path | None) -> None:
    z1 = np.load(core_dir / "core_ex2_rcp.npz")
    z2 = np.load(core_dir / "core_rsq_sqrt.npz")
    z3 = np.load(core_dir / "core_lg2_f64.npz")
    cores = {"rcp": decode(z1, "rcp"), "rsq": decode(z2, "rsq"), "sqrt": decode(z2, "sqrt"),
             "ex2_pos": decode(z1, "ex2")[::2], "rcp64": decode(z3, "rcp64"), "rsq64": decode(z3, "rsq64"),
             "lg2": decode(z3, "lg2")}
    if neg is not None:
        cores["ex2_neg"] = np.load(neg)["ex2_neg"].astype(np.uint32)
    sys.path.insert(0, str(OUT.parents[2]))
    from ptxemu.numerics.sfu import EX2_T, RESIDUAL_CORES, pack_residual, reference

    out: dict[str, np.ndarray] = {"ex2_t": EX2_T}
    for k, v in cores.items():
        if k == "lg2":
            out["lg2_first"] = v[:1]
            out["lg2_d"] = (np.diff(v.astype(np.int64)) & 0xFFFFFFFF).astype(np.uint32).view(np.int32)
        elif k == "rcp":
            continue  # the interpolator's datapath (sfu_interp_fit.py --write)
        elif k in RESIDUAL_CORES:
            d = v.astype(np.int64) - reference(k, np.arange(v.size)).astype(np.int64)
            out[k + "_res"] = pack_residual(d)
        else:
            e = encode(v)
            out[k + "_first"], out[k + "_d"] = e["first"], e["d"]
    np.savez_compressed(OUT, **out)
    print(OUT, OUT.stat().st_size, {k: v.size for k, v in cores.items()})


if __name__ == "__main__":
    main(Path(sys.argv[1]), Path(sys.argv[2]) if len(sys.argv) > 2 else None)
