"""Evidence for every model parameter: agreement with the recorded H100 results when one
parameter of a fitted sm_90 model is changed (the fitted value must be the only 100%).

    python tools/truth/mma_dense/ablate.py [DATA_DIR]     (default tests/data/mma)
"""

from __future__ import annotations

import dataclasses
import pathlib
import sys

import numpy as np

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2] / "src"))

from ptxemu.machine.launching.replay import load_npz  # noqa: E402
from ptxemu.numerics import models  # noqa: E402
from ptxemu.numerics.fp import F16, F32, FloatFormat  # noqa: E402
from ptxemu.verify.compare import emulate  # noqa: E402
from ptxemu.verify.kernels import form_of  # noqa: E402

# (form substring, record group) -> the parameter variations to try
STUDIES = [
    ("wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16", "wgmma_f", [
        ("align_bits", [23, 24, 25, 26, 27]), ("align_ref", ["nominal", "lead"]),
        ("align_rounding", ["rz", "rm"]), ("block", [4, 8, 16]),
        ("step_rounding", ["rz", "rn"]), ("zero_sign", ["pos", "ieee"])]),
    ("wgmma.mma_async.sync.aligned.m64n8k16.f16.f16.f16", "wgmma_f", [
        ("align_bits", [24, 25, 26]), ("step_format", [F16, F32]), ("step_rounding", ["rn", "rz"])]),
    ("wgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32", "wgmma_f", [
        ("zero_sign", ["pos", "ieee"]), ("align_bits", [24, 25, 26])]),
    ("mma.sync.aligned.m16n8k8.row.col.f16.f16.f16.f16", "mma_f", [
        ("step_format", [F16, F32]), ("step_rounding", ["rn", "rz"])]),
    ("wgmma.mma_async.sync.aligned.m64n8k32.f32.e4m3.e4m3", "wgmma_f", [
        ("align_bits", [12, 13, 14, 25]), ("block", [8, 16, 32]), ("align_ref", ["nominal", "lead"]),
        ("step_format", [FloatFormat("f32.m12", 8, 12), models.FP8_ACC, FloatFormat("f32.m14", 8, 14),
                         F32])]),
    ("wgmma.mma_async.sync.aligned.m64n8k32.f32.e5m2.e4m3", "wgmma_f", [
        ("align_bits", [12, 13, 14]), ("step_format", [models.FP8_ACC, F32])]),
    ("mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32", "mma_f", [
        ("k_order", ["mod4_halves", "natural"]), ("c_entry", ["add", "block"]), ("block", [8, 16, 32])]),
]


def load(data: pathlib.Path, group: str, text: str) -> dict[str, np.ndarray]:
    z = load_npz(data / f"{group}.npz")
    for k in z.files:
        if k.endswith("|text") and str(z[k]) == text:
            key = k.split("|")[0]
            rec = {f.split("|")[1]: z[f] for f in z.files if f.split("|")[0] == key}
            if "sd" not in rec or rec["A"].shape[1] == 1:
                return rec
    raise KeyError(text)


def main() -> int:
    data = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else HERE.parents[2] / "tests" / "data" / "mma")
    for text, group, variations in STUDIES:
        rec = load(data, group, text)
        form = form_of(text)
        fitted = models.model_for(form, None)
        keys = [f"{form.path}.k{form.k}", form.path]
        key = next(k for k in keys if k in models.MODELS)
        print(f"{text}  (model {fitted.name}, {rec['D'].size} outputs)")
        try:
            for field, values in variations:
                row = []
                for v in values:
                    models.MODELS[key] = dataclasses.replace(fitted, **{field: v})
                    ok = float((emulate(text, rec) == rec["D"]).mean())
                    name = v.name if isinstance(v, FloatFormat) else v
                    mark = "*" if getattr(fitted, field) == v else " "
                    row.append(f"{mark}{name}={100 * ok:.2f}%")
                print(f"    {field:15s} " + "  ".join(row))
        finally:
            models.MODELS[key] = fitted
    return 0


if __name__ == "__main__":
    sys.exit(main())
