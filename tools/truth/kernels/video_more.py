"""Scalar video forms the base-ISA corpus (base_isa.py, module `video`) does not hold: the
combinations of .sat, .min/.max/.add, merges (d.h0/d.h1/d.bN) and vmad's scaling, .po and negations
that ptxemu's measured rules (machine/semantics/video.py) run by composing their stages.

    python3 tools/truth/kernels/video_more.py            # writes tests/data/kernels/video_more.ptx
                                                         # and video_more_inputs.npz
    python3 video_more.py record DIR OUT [CORPUS]        # on the GPU (cupy): DIR holds video_more.ptx
                                                         # and video_more_inputs.npz; CORPUS (to re-run
                                                         # the corpus' video module) base_isa_video.ptx,
                                                         # base_isa_inputs.npz, base_isa_outputs.npz

Each kernel is base_isa's `entry` (thread gid reads 4 words a, b, c, d; writes 96 words): form j
is `mov %v, %c; FORM; st [%po + 4j], %v`. One CTA of 128 threads per kernel, so 128 lanes a form.
The recording writes OUT/video_more_outputs.npz (`KERNEL/out`, `device`, and `rerun`: for each of
the corpus' video kernels, how many words differ from the committed recording when the driver on
this machine compiles the module again).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2] / "src"))
from ptxemu.machine.launching.replay import load_npz  # noqa: E402

OUT_DIR = HERE.parents[2] / "tests" / "data" / "kernels"
TYS = [("u32", "u32", "u32"), ("s32", "s32", "s32"), ("s32", "u32", "s32"), ("u32", "s32", "u32")]
PER = 96
LANES = 128


def forms() -> list[str]:
    """Templates with D (destination), A, B, C (sources)."""
    f: list[str] = []
    for op in ("vadd", "vsub", "vabsdiff", "vmin", "vmax"):
        for d, a, b in TYS:
            t = f"{op}.{d}.{a}.{b}"
            f += [f"{t}.sat.max D, A.h1, B, C;", f"{t}.min D, A, B.b1, C;", f"{t}.sat.add D, A, B.h1, C;"]
    for op in ("vshl", "vshr"):
        for d, a, _ in TYS:
            for mode in ("clamp", "wrap"):
                t = f"{op}.{d}.{a}.u32"
                f += [
                    f"{t}.sat.{mode}.min D, A.h0, B.b1, C;",
                    f"{t}.sat.{mode}.max D, A, B.b0, C;",
                    f"{t}.{mode} D.h1, A, B.b0, C;",
                    f"{t}.sat.{mode} D.h0, A.b1, B.b2, C;",
                    f"{t}.sat.{mode}.add D, A, B.b3, C;",
                    f"{t}.{mode}.min D, A.b3, B, C;",
                ]
    for a, b in (("u32", "u32"), ("s32", "s32"), ("s32", "u32"), ("u32", "s32")):
        t = f"vset.{a}.{b}"
        f += [
            f"{t}.lt.min D, A, B, C;",
            f"{t}.ge.max D, A.h1, B.b0, C;",
            f"{t}.eq D.h1, A.b0, B.b0, C;",
            f"{t}.ne D.h0, A, B, C;",
            f"{t}.gt.add D, A, B, C;",
        ]
    sels = [("", ""), (".h1", ".h0"), (".b2", ".b3"), ("", ".h1"), (".b0", "")]
    for k, (d, a, b) in enumerate(TYS):
        t = f"vmad.{d}.{a}.{b}"
        for j, q in enumerate(
            ("", ".sat", ".shr7", ".shr15", ".sat.shr7", ".sat.shr15", ".po", ".po.sat", ".po.shr15")
        ):
            sa, sb = sels[(j + k) % len(sels)]
            f.append(f"{t}{q} D, A{sa}, B{sb}, C;")
    for k, (d, a, b) in enumerate((("s32", "s32", "s32"), ("s32", "s32", "u32"), ("s32", "u32", "s32"))):
        t = f"vmad.{d}.{a}.{b}"
        for j, neg in enumerate(("-A, B, C", "A, -B, C", "A, B, -C", "-A, -B, C", "-A, -B, -C")):
            for q in ("", ".sat", ".shr7", ".sat.shr15"):
                sa, sb = sels[(j + k + len(q)) % len(sels)]
                x, y, z = neg.split(", ")
                f.append(f"{t}{q} D, {x}{sa}, {y}{sb}, {z};")
    for q in ("", ".sat", ".shr15", ".sat.shr7"):
        f += [f"vmad.s32.u32.u32{q} D, -A, B.h0, C;", f"vmad.s32.u32.u32{q} D, A.b1, B, -C;"]
    return f


FORMS = forms()


def module() -> str:
    sys.path.insert(0, str(HERE))
    from base_isa import HEAD, entry

    out = [HEAD.format(target="sm_90a")]
    for k in range(0, len(FORMS), PER):
        body = []
        for j, form in enumerate(FORMS[k : k + PER]):
            body.append("  mov.b32 %v, %c;")
            body.append(
                "  " + form.replace("D", "%v").replace("A", "%a").replace("B", "%b").replace("C", "%c")
            )
            body.append(f"  st.global.b32 [%po + {4 * j}], %v;")
        out.append(entry(f"vmore{k // PER}", 4, PER, "\n".join(body), regs="  .reg .b32 %v;"))
    return "".join(out)


def inputs(lanes: int = LANES, seed: int = 20261127) -> np.ndarray:
    """(lanes, 4) words: a and c edge-heavy (base_isa's mix), b with shift-sized bytes half the time."""
    sys.path.insert(0, str(HERE))
    from base_isa import _u32

    rng = np.random.default_rng(seed)
    a, c, d = (_u32(rng, lanes) for _ in range(3))
    b = _u32(rng, lanes)
    small = rng.integers(0, 41, (lanes, 4)).astype(np.uint32)
    pick = rng.random((lanes, 4)) < 0.5
    for i in range(4):  # byte i of b: 0..40 where picked (shift amounts around 32)
        byte = np.where(pick[:, i], small[:, i], (b >> np.uint32(8 * i)) & np.uint32(0xFF))
        b = (b & np.uint32(~(0xFF << (8 * i)) & 0xFFFFFFFF)) | (byte.astype(np.uint32) << np.uint32(8 * i))
    return np.stack([a, b, c, d], axis=1).astype(np.uint32)


def record(d: str, out: str, corpus: str = "") -> None:
    import cupy as cp

    src, dst, cor = Path(d), Path(out), Path(corpus or d)
    if not (src / "video_more.ptx").exists():  # made here from base_isa.py (next to this file)
        (src / "video_more.ptx").write_text(module())
        np.savez_compressed(src / "video_more_inputs.npz", inp=inputs().reshape(-1), kernels=np.array(3))
    z = np.load(src / "video_more_inputs.npz")
    res: dict[str, np.ndarray] = {}
    mod = cp.RawModule(path=str(src / "video_more.ptx"))  # the driver JIT-compiles the PTX
    for k in range(int(z["kernels"])):
        name = f"vmore{k}"
        i = cp.asarray(z["inp"])
        o = cp.full(LANES * PER, 0xDEADBEEF, dtype=cp.uint32)
        mod.get_function(name)((1, 1, 1), (LANES, 1, 1), (i, o))
        cp.cuda.Device().synchronize()
        res[f"{name}/out"] = cp.asnumpy(o)
    rerun = {}
    if (cor / "base_isa_video.ptx").exists():
        bi, bo = load_npz(cor / "base_isa_inputs.npz"), np.load(cor / "base_isa_outputs.npz")
        old = cp.RawModule(path=str(cor / "base_isa_video.ptx"))
        for k in range(7):
            name = f"video{k}"
            i, o = cp.asarray(bi[f"{name}/inp"]), cp.asarray(bi[f"{name}/out"])
            old.get_function(name)((2, 1, 1), (128, 1, 1), (i, o))
            cp.cuda.Device().synchronize()
            rerun[name] = int((cp.asnumpy(o) != bo[f"{name}/out"]).sum())
    props = cp.cuda.runtime.getDeviceProperties(0)
    res["device"] = np.array(
        json.dumps(
            {
                "device": props["name"].decode(),
                "cc": f"{props['major']}.{props['minor']}",
                "driver": cp.cuda.runtime.driverGetVersion(),
                "runtime": cp.cuda.runtime.runtimeGetVersion(),
            }
        )
    )
    res["rerun"] = np.array(json.dumps(rerun))
    print(res["device"], res["rerun"], flush=True)
    res["inp"] = z["inp"]  # the inputs it ran on
    np.savez_compressed(dst / "video_more_outputs.npz", **res)


def main() -> None:
    (OUT_DIR / "video_more.ptx").write_text(module())
    kernels = (len(FORMS) + PER - 1) // PER
    np.savez_compressed(
        OUT_DIR / "video_more_inputs.npz", inp=inputs().reshape(-1), kernels=np.array(kernels)
    )
    print(len(FORMS), "forms in", kernels, "kernels")


if __name__ == "__main__":
    if sys.argv[1:2] == ["record"]:
        record(*sys.argv[2:5])
    else:
        main()
