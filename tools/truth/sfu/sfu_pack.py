"""Pack the raw output of sfu_campaign into compressed npz files.

    python3 tools/truth/sfu/sfu_pack.py INDIR RAWDIR OUTDIR

samples.npz: the stratified samples (inputs and every form's outputs; what tests/data/sfu holds).
core_*.npz: the core dumps, each array diff-coded (first value, then int32 differences of the raw
output bits, which zlib packs well for smooth functions): decode with np.cumsum.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

F32_FORMS = ["ex2.approx.ftz.f32", "ex2.approx.f32", "lg2.approx.ftz.f32", "lg2.approx.f32",
             "rcp.approx.ftz.f32", "rcp.approx.f32", "rsqrt.approx.ftz.f32", "rsqrt.approx.f32",
             "sqrt.approx.ftz.f32", "sqrt.approx.f32", "sin.approx.ftz.f32", "sin.approx.f32",
             "cos.approx.ftz.f32", "cos.approx.f32", "tanh.approx.f32", "tanh.approx.f32#2"]
H16_FORMS = ["ex2.approx.f16", "ex2.approx.ftz.bf16", "tanh.approx.f16", "tanh.approx.bf16",
             "ex2.approx.f16x2", "ex2.approx.ftz.bf16x2", "tanh.approx.f16x2", "tanh.approx.bf16x2"]
F64_FORMS = ["rcp.approx.ftz.f64", "rsqrt.approx.ftz.f64", "rsqrt.approx.f64"]
DIV_FORMS = ["div.approx.f32", "div.approx.ftz.f32", "div.full.f32", "div.full.ftz.f32"]
CORES = {"core_ex2_rcp": ["ex2", "rcp"], "core_rsq_sqrt": ["rsq", "sqrt"],
         "core_lg2_f64": ["lg2", "rcp64", "rsq64"], "core_tanh_sincos": ["tanh", "sin", "cos"]}


def diff_code(a: np.ndarray) -> dict[str, np.ndarray]:
    d = np.diff(a.astype(np.int64), prepend=0)
    m = int(np.abs(d[1:]).max(initial=0))
    for t in (np.int8, np.int16, np.int32):
        if m <= np.iinfo(t).max:
            return {"first": d[:1], "d": d[1:].astype(t)}
    return {"first": d[:1], "d": d[1:]}


def main(indir: Path, raw: Path, out: Path) -> None:
    inp = dict(np.load(indir / "inputs.npz"))
    s = {"in_f32": inp["f32"], "in_f64": inp["f64"], "in_div_a": inp["div_a"], "in_div_b": inp["div_b"]}
    o = np.fromfile(raw / "s_f32.bin", dtype=np.uint32).reshape(len(F32_FORMS), -1)
    for k, name in enumerate(F32_FORMS[:-1]):
        s[name] = o[k]
    o = np.fromfile(raw / "s_16.bin", dtype=np.uint32).reshape(len(H16_FORMS), -1)
    for k, name in enumerate(H16_FORMS):
        s[name] = o[k].astype(np.uint16) if k < 4 else o[k]
    o = np.fromfile(raw / "s_f64.bin", dtype=np.uint64).reshape(len(F64_FORMS), -1)
    for k, name in enumerate(F64_FORMS):
        s[name] = o[k]
    o = np.fromfile(raw / "s_div.bin", dtype=np.uint32).reshape(len(DIV_FORMS), -1)
    for k, name in enumerate(DIV_FORMS):
        s[name] = o[k]
    out.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(out / "samples.npz", **s)
    for fname, names in CORES.items():
        arrs = {}
        for n in names:
            dc = diff_code(np.fromfile(raw / f"c_{n}.bin", dtype=np.uint32))
            arrs[f"{n}_first"], arrs[f"{n}_d"] = dc["first"], dc["d"]
        np.savez_compressed(out / f"{fname}.npz", **arrs)
    for p in sorted(out.iterdir()):
        print(p.name, p.stat().st_size)


if __name__ == "__main__":
    main(Path(sys.argv[1]), Path(sys.argv[2]), Path(sys.argv[3]))
