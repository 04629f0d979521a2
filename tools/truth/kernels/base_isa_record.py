"""Record the base-ISA corpus (base_isa.py) on the GPU, in one run.

    python3 base_isa_record.py DIR OUT_DIR [CASE,CASE...]

DIR holds base_isa_*.ptx, base_isa_inputs.npz and base_isa_printf.ptx. Writes into OUT_DIR:
  base_isa_outputs.npz   every buffer after its case's launch (key CASE/NAME), and per case
                         `CASE/error` if the module did not load or the launch failed
  base_isa_printf.txt    the GPU's stdout of printf_kernel (a child process, so the driver's
                         printf buffer is flushed into the file at its exit)
  sass_*.txt             cuobjdump -sass of ptxas's cubins for the contraction and relaxed modules
                         (committed as tests/data/kernels/base_isa_sass.txt.gz, contract + relaxed)
Each module loads separately (the driver JIT-compiles the PTX for the GPU it runs on, as for a
PTX-only fatbin), so one module the driver refuses costs only its own cases.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np

try:  # inputs made from a seed are not stored: load_npz makes them again (FILE.seeded.json)
    sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "src"))
    from ptxemu.machine.launching.replay import load_npz
except (ImportError, IndexError):  # staged without the repository: a plain .npz
    load_npz = np.load


def printf_child(ptx: str, inputs: str) -> None:
    import cupy as cp

    z = load_npz(inputs)
    mod = cp.RawModule(path=ptx)
    fn = mod.get_function("printf_kernel")
    iv = cp.asarray(z["printf/iv"])
    dv = cp.asarray(z["printf/dv"])
    lv = cp.asarray(z["printf/lv"])
    name = cp.asarray(z["printf/name"])
    fn((2, 1, 1), (96, 1, 1), (iv, dv, lv, name))
    cp.cuda.Device().synchronize()


def main(d: str, out: str, only: str = "") -> None:
    import cupy as cp

    src, dst = Path(d), Path(out)
    z = load_npz(src / "base_isa_inputs.npz")
    cs = json.loads(str(z["cases"]))
    if only:  # a fix-up run: these cases only (merged into the earlier outputs by hand), no printf/SASS
        cs = [c for c in cs if c["name"] in only.split(",")]
    res: dict[str, np.ndarray] = {}
    mods: dict[str, object] = {}
    for c in cs:
        name = c["name"]
        try:
            if c["module"] not in mods:
                try:
                    mods[c["module"]] = cp.RawModule(path=str(src / f"base_isa_{c['module']}.ptx"))
                except Exception as e:  # noqa: BLE001 - a module the driver refuses is a result too
                    mods[c["module"]] = e
            mod = mods[c["module"]]
            if isinstance(mod, Exception):
                raise mod
            fn = mod.get_function(c["kernel"])
            dev = {k: cp.asarray(z[f"{name}/{k}"]) for kind, k in c["args"] if kind == "buf"}
            fn(
                tuple(c["grid"]),
                tuple(c["block"]),
                tuple(dev[k] for _, k in c["args"]),
                shared_mem=c["shared"],
            )
            cp.cuda.Device().synchronize()
            for k, a in dev.items():
                res[f"{name}/{k}"] = cp.asnumpy(a)
            print("ok", name, flush=True)
        except Exception as e:  # noqa: BLE001
            res[f"{name}/error"] = np.array(f"{type(e).__name__}: {e}")
            print("FAILED", name, type(e).__name__, str(e)[:300], flush=True)
    props = cp.cuda.runtime.getDeviceProperties(0)
    res["device"] = np.array(
        json.dumps(
            {
                "device": props["name"].decode(),
                "cc": f"{props['major']}.{props['minor']}",
                "driver": cp.cuda.runtime.driverGetVersion(),
            }
        )
    )
    np.savez_compressed(dst / "base_isa_outputs.npz", **res)
    if only:
        return
    with open(dst / "base_isa_printf.txt", "w") as fh:
        r = subprocess.run(
            [
                sys.executable,
                __file__,
                "--printf",
                str(src / "base_isa_printf.ptx"),
                str(src / "base_isa_inputs.npz"),
            ],
            stdout=fh,
            stderr=subprocess.PIPE,
            text=True,
        )
    print("printf rc", r.returncode, r.stderr[-2000:], flush=True)
    for m in ("contract", "relaxed", "control"):
        cubin = Path("/tmp") / f"{m}.cubin"
        try:
            subprocess.run(
                ["ptxas", "-arch=sm_90a", str(src / f"base_isa_{m}.ptx"), "-o", str(cubin)], check=True
            )
            sass = subprocess.run(["cuobjdump", "-sass", str(cubin)], capture_output=True, text=True).stdout
            (dst / f"sass_{m}.txt").write_text(sass)
        except Exception as e:  # noqa: BLE001
            print("sass", m, e, flush=True)


if __name__ == "__main__":
    if sys.argv[1] == "--printf":
        printf_child(sys.argv[2], sys.argv[3])
    else:
        main(*sys.argv[1:4])
