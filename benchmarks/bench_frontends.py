"""Triton kernels on ptxemu beside Triton's own interpreter (TRITON_INTERPRET=1).

    PYTHONPATH=src python benchmarks/bench_frontends.py [CASE ...]

For each case of tools/truth/frontends/triton_kernels.py (the tutorials' kernels: vector add, fused
softmax, matmul fp16/fp8, dropout, layer norm, TMA matmuls, fused attention, grouped GEMM,
persistent TMA matmul, block-scaled matmul; and the three interpreter departures): the first
launch (Triton's compile to PTX and cubin from an empty cache, then ptxemu's run) and a second
launch (run only) under ptxemu.triton; the same kernel under the interpreter (first and second
launch); and, where a truth exists, how many output elements each gives bit for bit: the H100's
recordings (tests/data/frontends/triton_h100.npz, triton_h100_more.npz) or, for the float16 ->
float8e5 cast, NVIDIA's host conversion (tests/data/frontends/fp16_to_e5m2_host.npz).

The interpreter runs in a child process: it must be switched on before Triton is imported (Triton's
own @jit helpers such as tl.max become interpretable then, and can no longer be compiled), so the
two cannot share a process.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools" / "truth" / "frontends"))
DATA = ROOT / "tests" / "data" / "frontends"


def _run(K, case, fn) -> tuple[float, float, dict]:
    import ptxemu.triton

    times = []
    for _ in range(2):
        ts = K.torch_tensors(case, "cpu")
        args = K.arguments(case, ts)
        # grouped GEMM's matrices are reached through tables of addresses: ptxemu maps them
        # (ptxemu.triton.mapped; the interpreter reads host memory directly)
        tables = [ts[n] for kind, v, *_ in case["args"] if kind == "p" for n in v]
        t = time.perf_counter()
        with ptxemu.triton.mapped(*tables):
            fn[case["grid"]](*args, **case["const"])
        times.append(time.perf_counter() - t)
    return times[0], times[1], {t: K.raw(ts[t]) for t in case["outputs"]}


def _truth(name: str, t: str):
    import numpy as np

    for rec in (DATA / "triton_h100.npz", DATA / "triton_h100_more.npz"):
        if rec.exists() and f"{name}/out_{t}" in np.load(rec).files:
            return np.load(rec)[f"{name}/out_{t}"], "H100"
    if name == "cast_fp16_fp8e5" and (DATA / "fp16_to_e5m2_host.npz").exists():
        return np.load(DATA / "fp16_to_e5m2_host.npz")["e5m2"], "host"
    return None, "-"


def _agree(case, outs) -> str:
    same = total = 0
    src = "-"
    for t in case["outputs"]:
        ref, src = _truth(case["name"], t)
        if ref is None:
            return "-"
        same += int((outs[t] == ref).sum())
        total += ref.size
    return f"{same}/{total} {src}"


RECORDED = ("add", "softmax", "layernorm", "rowsum_int", "matmul")  # tests/data/kernels/triton.npz


def _recorded(name: str):
    """tools/truth/kernels/triton_record.py's kernel `name` as a case: its launch on the recorded
    inputs, and the H100's outputs."""
    import numpy as np
    import torch

    sys.path.insert(0, str(ROOT / "tools" / "truth" / "kernels"))
    import triton_record as R

    rec = np.load(ROOT / "tests" / "data" / "kernels" / "triton.npz")
    meta = json.loads(str(rec[f"{name}/meta"]))
    fn = getattr(R, f"{name}_kernel")

    def run():
        ts = {t: torch.from_numpy(rec[f"{name}/in_{t}"].copy()) for t in meta["tensors"]}
        sc = [float(v) if ty == "float" else int(v) for ty, v in meta["scalars"].values()]
        t0 = time.perf_counter()
        fn[tuple(meta["grid"])](*ts.values(), *sc, **meta["consts"], num_warps=meta["num_warps"])
        return time.perf_counter() - t0, {t: v.numpy().copy() for t, v in ts.items()}

    # the tensors the kernel wrote (the others are inputs, equal before and after)
    ref = {t: rec[f"{name}/out_{t}"] for t in meta["tensors"]
           if not np.array_equal(rec[f"{name}/out_{t}"], rec[f"{name}/in_{t}"])}
    return run, ref


def _recorded_times(name: str):
    import numpy as np

    run, ref = _recorded(name)
    t1, _ = run()
    t2, outs = run()
    same = 0
    for t, r in ref.items():
        eq = outs[t].view(np.uint8).reshape(r.size, -1) == r.view(np.uint8).reshape(r.size, -1)
        same += int(eq.all(axis=1).sum())
    return t1, t2, f"{same}/{sum(r.size for r in ref.values())} H100"


def interpreter(out: str, names: list[str]) -> None:
    """The child: every case under TRITON_INTERPRET=1; times and outputs into `out` (npz)."""
    import numpy as np
    import triton_kernels as K

    import triton

    res: dict = {}
    for case in K.cases():
        if names and case["name"] not in names:
            continue
        try:
            t1, t2, outs = _run(K, case, triton.jit(K.KERNELS[case["kernel"]]))
            res[f"{case['name']}/times"] = np.array([t1, t2])
            for t, a in outs.items():
                res[f"{case['name']}/out_{t}"] = a
        except Exception as e:  # the interpreter cannot run every kernel
            res[f"{case['name']}/error"] = np.array(f"{type(e).__name__}: {e}"[:200])
    for name in RECORDED:
        if names and f"rec_{name}" not in names:
            continue
        try:
            t1, t2, agree = _recorded_times(name)
            res[f"rec_{name}/times"] = np.array([t1, t2])
            res[f"rec_{name}/agree"] = np.array(agree)
        except Exception as e:
            res[f"rec_{name}/error"] = np.array(f"{type(e).__name__}: {e}"[:200])
    np.savez(out, **res)


def main(names: list[str]) -> None:
    os.environ.setdefault("TRITON_CACHE_DIR", tempfile.mkdtemp(prefix="ptxemu-bench-triton-"))
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "interp.npz")
        env = dict(os.environ, TRITON_INTERPRET="1")
        subprocess.run([sys.executable, __file__, "--interpreter", out, *names], env=env, check=True)
        import numpy as np

        interp = dict(np.load(out))
    import triton_kernels as K

    import ptxemu.triton
    import triton

    ptxemu.triton.activate("sm_90a")
    print(f"{'case':18} {'ptxemu 1st':>10} {'2nd':>7} {'interp 1st':>10} {'2nd':>7}   "
          f"{'ptxemu = truth':>20} {'interp = truth':>20}")
    rows = []
    for case in K.cases():
        name = case["name"]
        if names and name not in names:
            continue
        p1, p2, pout = _run(K, case, triton.jit(K.KERNELS[case["kernel"]]))
        if f"{name}/error" in interp:
            i1 = i2 = float("nan")
            ia = "error"
        else:
            i1, i2 = interp[f"{name}/times"]
            ia = _agree(case, {t: interp[f"{name}/out_{t}"] for t in case["outputs"]})
        pa = _agree(case, pout)
        rows.append(dict(case=name, ptxemu=[p1, p2], interp=[i1, i2], ptxemu_agree=pa, interp_agree=ia))
        print(f"{name:18} {p1:9.2f}s {p2:6.2f}s {i1:9.2f}s {i2:6.2f}s   {pa:>20} {ia:>20}", flush=True)
    for name in RECORDED:
        key = f"rec_{name}"
        if names and key not in names:
            continue
        p1, p2, pa = _recorded_times(name)
        if f"{key}/error" in interp:
            i1 = i2 = float("nan")
            ia = "error"
        else:
            (i1, i2), ia = interp[f"{key}/times"], str(interp[f"{key}/agree"])
        rows.append(dict(case=key, ptxemu=[p1, p2], interp=[i1, i2], ptxemu_agree=pa, interp_agree=ia))
        print(f"{key:18} {p1:9.2f}s {p2:6.2f}s {i1:9.2f}s {i2:6.2f}s   {pa:>20} {ia:>20}", flush=True)
    for k in sorted(interp):
        if k.endswith("/error") and (not names or k.split("/")[0] in names or k.split("/")[0][4:] in names):
            print(f"interpreter, {k.split('/')[0]}: {interp[k]}")
    print(json.dumps(rows))


if __name__ == "__main__":
    if sys.argv[1:2] == ["--interpreter"]:
        interpreter(sys.argv[2], sys.argv[3:])
    else:
        main(sys.argv[1:])
