"""Hardware truth for fragment and shared-memory layouts (H100, sm_90a).

    python tools/truth/layout_probe.py gen            # here: writes PTX, compiles the cubin (ptxas)
    python tools/truth/layout_probe.py run OUTDIR     # on the GPU: runs every case, writes npz

The kernels embed no layout: they load raw registers / raw shared-memory bytes given by the host
(random small-integer element codes, see tests/layouts/layout_hwmodel.py), execute ONE instruction
(wgmma, mma.sync, ldmatrix, stmatrix) and write the raw destination registers / bytes back.
tests/layouts/test_layout_hardware.py maps those raw values through ptxemu's tables and checks
D = A @ B (+ C) exactly, or the moved bytes, for every recorded case.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
BUILD = HERE / "build"
sys.path.insert(0, str(ROOT / "tests" / "layouts"))
sys.path.insert(0, str(ROOT / "src"))

import layout_hwmodel as hwmodel  # noqa: E402

HALF = 96 * 1024  # A image in [0, HALF), B image in [HALF, 2*HALF)
K_OF = {"f16": 16, "bf16": 16, "tf32": 8, "e4m3": 32, "e5m2": 32, "s8": 32, "u8": 32, "b1": 256}


# ------------------------------------------------------------------------------------------
# the case list (shared by gen and run; deterministic)
# ------------------------------------------------------------------------------------------
def wgmma_kernels() -> list[dict]:
    ks = []
    all8 = list(range(8, 257, 8))
    int_ns = [8, 16, 24] + list(range(32, 257, 16))
    rs = [
        ("f32", "f16", "f16", all8),
        ("f16", "f16", "f16", all8),
        ("f32", "bf16", "bf16", [8, 64, 136, 256]),
        ("f32", "tf32", "tf32", all8),
        ("f32", "e4m3", "e4m3", all8),
        ("f16", "e5m2", "e4m3", [8, 72, 256]),
        ("s32", "s8", "s8", int_ns),
        ("s32", "u8", "s8", [8, 48, 256]),
        ("s32", "b1", "b1", int_ns),
    ]
    for d, a, b, ns in rs:
        for n in ns:
            ks.append({"kind": "wgmma", "src": "rs", "d": d, "a": a, "b": b, "n": n, "ta": 0, "tb": 0})
    ks.append({"kind": "wgmma", "src": "rs", "d": "f32", "a": "f16", "b": "f16", "n": 64, "ta": 0, "tb": 1})
    ss = [
        ("f32", "f16", "f16", 128, (0, 1)),
        ("f32", "bf16", "bf16", 64, (0, 1)),
        ("f32", "tf32", "tf32", 64, (0,)),
        ("f32", "e4m3", "e4m3", 64, (0,)),
        ("s32", "s8", "s8", 64, (0,)),
        ("s32", "b1", "b1", 64, (0,)),
    ]
    for d, a, b, n, trs in ss:
        for ta in trs:
            for tb in trs:
                ks.append({"kind": "wgmma", "src": "ss", "d": d, "a": a, "b": b, "n": n, "ta": ta, "tb": tb})
    for k in ks:
        k["name"] = f"w{k['src']}_{k['d']}_{k['a']}_{k['b']}_n{k['n']}_t{k['ta']}{k['tb']}"
    return ks


MMA_FORMS = [
    # (shape, d, a, b, c, tail)
    ("m8n8k4.row.col", "f32", "f16", "f16", "f32", ""),
    ("m8n8k4.col.row", "f16", "f16", "f16", "f16", ""),
    ("m8n8k4.row.row", "f32", "f16", "f16", "f32", ""),
    ("m8n8k4.col.col", "f32", "f16", "f16", "f32", ""),
    ("m8n8k4.row.col", "f64", "f64", "f64", "f64", ""),
    ("m8n8k16.row.col", "s32", "s8", "s8", "s32", ""),
    ("m8n8k32.row.col", "s32", "s4", "s4", "s32", ""),
    ("m8n8k128.row.col", "s32", "b1", "b1", "s32", ".and.popc"),
    ("m16n8k4.row.col", "f32", "tf32", "tf32", "f32", ""),
    ("m16n8k4.row.col", "f64", "f64", "f64", "f64", ""),
    ("m16n8k8.row.col", "f32", "f16", "f16", "f32", ""),
    ("m16n8k8.row.col", "f16", "f16", "f16", "f16", ""),
    ("m16n8k8.row.col", "f32", "bf16", "bf16", "f32", ""),
    ("m16n8k8.row.col", "f32", "tf32", "tf32", "f32", ""),
    ("m16n8k8.row.col", "f64", "f64", "f64", "f64", ""),
    ("m16n8k16.row.col", "f32", "f16", "f16", "f32", ""),
    ("m16n8k16.row.col", "f16", "f16", "f16", "f16", ""),
    ("m16n8k16.row.col", "f32", "bf16", "bf16", "f32", ""),
    ("m16n8k16.row.col", "f64", "f64", "f64", "f64", ""),
    ("m16n8k16.row.col", "s32", "s8", "s8", "s32", ""),
    ("m16n8k16.row.col", "s32", "u8", "s8", "s32", ""),
    ("m16n8k16.row.col", "f32", "e4m3", "e4m3", "f32", ""),
    ("m16n8k16.row.col", "f16", "e5m2", "e4m3", "f16", ""),
    ("m16n8k32.row.col", "s32", "s8", "s8", "s32", ""),
    ("m16n8k32.row.col", "s32", "s4", "s4", "s32", ""),
    ("m16n8k32.row.col", "f32", "e4m3", "e5m2", "f32", ""),
    ("m16n8k32.row.col", "f16", "e4m3", "e4m3", "f16", ""),
    ("m16n8k64.row.col", "s32", "s4", "u4", "s32", ""),
    ("m16n8k128.row.col", "s32", "b1", "b1", "s32", ".and.popc"),
    ("m16n8k256.row.col", "s32", "b1", "b1", "s32", ".and.popc"),
]


def mma_name(f) -> str:
    shape, d, a, b, c, tail = f
    return f"mma.sync.aligned.{shape}.{d}.{a}.{b}.{c}{tail}"


def ldst_forms() -> list[str]:
    out = []
    for num in (1, 2, 4):
        for tr in ("", ".trans"):
            out.append(f"ldmatrix.sync.aligned.m8n8.x{num}{tr}.shared.b16")
            out.append(f"stmatrix.sync.aligned.m8n8.x{num}{tr}.shared.b16")
    return out


# ------------------------------------------------------------------------------------------
# PTX generation
# ------------------------------------------------------------------------------------------
HEAD = ".version 8.7\n.target sm_90a\n.address_size 64\n.extern .shared .align 16 .b8 dsmem[];\n"


def _copy_in(nthreads: int, nbytes_reg: str) -> str:
    """Copy the global image (param img) into 1024-aligned dynamic smem; %sb = smem base."""
    return f"""
    mov.u32 %sb, dsmem; add.u32 %sb, %sb, 1023; and.b32 %sb, %sb, 0xFFFFFC00;
    mov.u32 %i, %tid.x;
    shr.u32 %nch, {nbytes_reg}, 4;
CPY:
    setp.ge.u32 %p0, %i, %nch; @%p0 bra CPYEND;
    mul.wide.u32 %off64, %i, 16; add.u64 %g, %img, %off64;
    ld.global.v4.u32 {{%c0,%c1,%c2,%c3}}, [%g];
    shl.b32 %o32, %i, 4; add.u32 %s, %sb, %o32;
    st.shared.v4.u32 [%s], {{%c0,%c1,%c2,%c3}};
    add.u32 %i, %i, {nthreads}; bra CPY;
CPYEND:
    fence.proxy.async.shared::cta;
    bar.sync 0;
"""


_DECL = """
    .reg .pred %p0, %pz;
    .reg .b32 %sb, %i, %nch, %o32, %s, %c<4>, %tx, %nb;
    .reg .b64 %img, %out, %areg, %desca, %descb, %off64, %g, %sb64;
"""


def wgmma_ptx(k: dict) -> str:
    d, a, b, n, src = k["d"], k["a"], k["b"], k["n"], k["src"]
    K = K_OF[a]
    nd = n // 2 if d != "f16" else n // 4
    na = 4
    tail = ".and.popc" if a == "b1" else ""
    dregs = ", ".join(f"%d{j}" for j in range(nd))
    aop = "{" + ", ".join(f"%a{j}" for j in range(na)) + "}" if src == "rs" else "%desca"
    if a in ("f16", "bf16"):
        imm = ", 1, 1" + (f", {k['ta']}, {k['tb']}" if src == "ss" else f", {k['tb']}")
    elif a in ("tf32", "e4m3", "e5m2"):
        imm = ", 1, 1"
    else:
        imm = ""
    ins = f"wgmma.mma_async.sync.aligned.m64n{n}k{K}.{d}.{a}.{b}{tail} {{{dregs}}}, {aop}, %descb, %pz{imm};"
    loads = ""
    if src == "rs":
        loads = "    mul.wide.u32 %off64, %tx, 16; add.u64 %g, %areg, %off64;\n"
        loads += "    ld.global.v4.u32 {%a0,%a1,%a2,%a3}, [%g];\n"
    stores = f"    mul.wide.u32 %off64, %tx, {4 * nd}; add.u64 %g, %out, %off64;\n"
    for j in range(nd):
        stores += f"    st.global.u32 [%g+{4 * j}], %d{j};\n"
    return f"""
.visible .entry {k["name"]}(.param .u64 p_img, .param .u64 p_out, .param .u64 p_areg,
    .param .u64 p_desca, .param .u64 p_descb, .param .u32 p_nb)
{{
{_DECL}
    .reg .b32 %d<{nd}>, %a<4>;
    ld.param.u64 %img, [p_img]; ld.param.u64 %out, [p_out]; ld.param.u64 %areg, [p_areg];
    ld.param.u64 %desca, [p_desca]; ld.param.u64 %descb, [p_descb]; ld.param.u32 %nb, [p_nb];
    mov.u32 %tx, %tid.x;
    cvta.to.global.u64 %img, %img; cvta.to.global.u64 %out, %out; cvta.to.global.u64 %areg, %areg;
{_copy_in(128, "%nb")}
    shr.u32 %o32, %sb, 4; cvt.u64.u32 %sb64, %o32;
    add.u64 %desca, %desca, %sb64; add.u64 %descb, %descb, %sb64;
{loads}
    setp.ne.u32 %pz, 0, 0;
    wgmma.fence.sync.aligned;
    {ins}
    wgmma.commit_group.sync.aligned;
    wgmma.wait_group.sync.aligned 0;
{stores}
    ret;
}}
"""


def _regs_for(t: str, count: int, prefix: str) -> tuple[str, list[str]]:
    kind = ".b64" if t == "f64" else ".b32"
    names = [f"%{prefix}{j}" for j in range(count)]
    return f"    .reg {kind} %{prefix}<{count}>;\n", names


def mma_counts(f) -> tuple[int, int, int, int]:
    import ptxemu

    name = mma_name(f)
    return tuple(ptxemu.layout(name, op).regs for op in "abcd")  # type: ignore[return-value]


def mma_ptx(idx: int, f) -> str:
    shape, d, a, b, c, tail = f
    na, nb, nc, nd = mma_counts(f)
    decl = ""
    ops = {}
    for nm, t, cnt in (("a", a, na), ("b", b, nb), ("c", c, nc), ("d", d, nd)):
        dd, names = _regs_for(t, cnt, "r" + nm)
        decl += dd
        ops[nm] = (t, names)
    body = ""
    for nm in "abc":
        t, names = ops[nm]
        w = 8 if t == "f64" else 4
        body += f"    ld.param.u64 %g, [p_{nm}]; cvta.to.global.u64 %g, %g;\n"
        body += f"    mul.wide.u32 %off64, %tx, {w * len(names)}; add.u64 %g, %g, %off64;\n"
        for j, r in enumerate(names):
            body += f"    ld.global.{'u64' if w == 8 else 'u32'} {r}, [%g+{w * j}];\n"
    regs = {nm: "{" + ", ".join(ops[nm][1]) + "}" for nm in "abcd"}
    body += f"    {mma_name(f)} {regs['d']}, {regs['a']}, {regs['b']}, {regs['c']};\n"
    t, names = ops["d"]
    w = 8 if t == "f64" else 4
    body += "    ld.param.u64 %g, [p_out]; cvta.to.global.u64 %g, %g;\n"
    body += f"    mul.wide.u32 %off64, %tx, {w * len(names)}; add.u64 %g, %g, %off64;\n"
    for j, r in enumerate(names):
        body += f"    st.global.{'u64' if w == 8 else 'u32'} [%g+{w * j}], {r};\n"
    return f"""
.visible .entry mma_{idx}(.param .u64 p_a, .param .u64 p_b, .param .u64 p_c, .param .u64 p_out)
{{
    .reg .b32 %tx; .reg .b64 %g, %off64;
{decl}    mov.u32 %tx, %tid.x;
{body}    ret;
}}
"""


def ldst_ptx(idx: int, form: str) -> str:
    num = int(form.split(".x")[1][0])
    regs = "{" + ", ".join(f"%r{j}" for j in range(num)) + "}"
    is_ld = form.startswith("ldmatrix")
    pre = """
    ld.param.u64 %img, [p_img]; cvta.to.global.u64 %img, %img;
    ld.param.u64 %out, [p_out]; cvta.to.global.u64 %out, %out;
    ld.param.u64 %areg, [p_regs]; cvta.to.global.u64 %areg, %areg;
    ld.param.u64 %desca, [p_offs]; cvta.to.global.u64 %desca, %desca;
    mov.u32 %tx, %tid.x;
    mov.u32 %nb, 4096;
"""
    # the row offset is loaded after the copy loop, which uses %o32 as scratch
    body = _copy_in(32, "%nb")
    body += "    mul.wide.u32 %off64, %tx, 4; add.u64 %g, %desca, %off64; ld.global.u32 %o32, [%g];\n"
    body += "    add.u32 %s, %sb, %o32;\n"
    if is_ld:
        body += f"    {form} {regs}, [%s];\n"
        body += f"    mul.wide.u32 %off64, %tx, {4 * num}; add.u64 %g, %out, %off64;\n"
        body += "".join(f"    st.global.u32 [%g+{4 * j}], %r{j};\n" for j in range(num))
    else:
        body += f"    mul.wide.u32 %off64, %tx, {4 * num}; add.u64 %g, %areg, %off64;\n"
        body += "".join(f"    ld.global.u32 %r{j}, [%g+{4 * j}];\n" for j in range(num))
        body += f"    {form} [%s], {regs};\n    bar.sync 0;\n"
        # copy the 4 KiB of smem back out
        body += """
    mov.u32 %i, %tx;
CPO:
    setp.ge.u32 %p0, %i, 256; @%p0 bra CPOEND;
    shl.b32 %o32, %i, 4; add.u32 %s, %sb, %o32;
    ld.shared.v4.u32 {%c0,%c1,%c2,%c3}, [%s];
    mul.wide.u32 %off64, %i, 16; add.u64 %g, %out, %off64;
    st.global.v4.u32 [%g], {%c0,%c1,%c2,%c3};
    add.u32 %i, %i, 32; bra CPO;
CPOEND:
"""
    return f"""
.visible .entry ldst_{idx}(.param .u64 p_img, .param .u64 p_offs, .param .u64 p_regs, .param .u64 p_out)
{{
{_DECL}
    .reg .b32 %r<{num}>;
{pre}{body}    ret;
}}
"""


def gen() -> None:
    BUILD.mkdir(exist_ok=True)
    parts = [HEAD]
    for k in wgmma_kernels():
        parts.append(wgmma_ptx(k))
    for i, f in enumerate(MMA_FORMS):
        parts.append(mma_ptx(i, f))
    for i, f in enumerate(ldst_forms()):
        parts.append(ldst_ptx(i, f))
    ptx = BUILD / "layout_probe.ptx"
    ptx.write_text("".join(parts))
    cubin = BUILD / "layout_probe.cubin"
    subprocess.run(
        ["/usr/local/cuda/bin/ptxas", "-arch=sm_90a", "-O1", str(ptx), "-o", str(cubin)], check=True
    )
    print("wrote", cubin, cubin.stat().st_size)


# ------------------------------------------------------------------------------------------
# descriptors (random, footprint-bounded)
# ------------------------------------------------------------------------------------------
def random_desc(rng, operand: str, major: str, rows: int, cols: int, etype: str, region: int):
    """A random descriptor whose footprint lies inside [region, region + HALF)."""
    from ptxemu.layouts import smem

    eb = hwmodel.BITS[etype]
    for _ in range(1000):
        W = int(rng.choice([16, 32, 64, 128]))
        canonical = rng.random() < 0.5
        if canonical:
            atom = 8 * W  # bytes of one swizzle atom (8 rows of W bytes)
            lbo = int(rng.integers(1, 9)) * (atom if W > 16 else 128)
            sbo = int(rng.integers(1, 9)) * (atom if W > 16 else 128)
            start = region + int(rng.integers(0, 16)) * 1024
        else:
            lbo = int(rng.integers(1, 200)) * 16
            sbo = int(rng.integers(1, 200)) * 16
            start = region + int(rng.integers(0, 2048)) * 16
        base = 0
        if W > 16 and rng.random() < 0.15:
            base = int(rng.integers(1, 8))
        dd = smem.Descriptor(start, lbo, sbo, 0, W)
        try:
            addr = smem.element_offsets(dd, operand, major, rows, cols, eb, unit="bit")
        except Exception:
            continue
        hi = (int(addr.max()) + max(eb, 8)) // 8
        if int(addr.min()) // 8 >= region and hi <= region + HALF:
            return smem.Descriptor(start, lbo, sbo, base, W).encode()
    raise RuntimeError("no descriptor found")


# ------------------------------------------------------------------------------------------
# running (on the GPU)
# ------------------------------------------------------------------------------------------
def full_image(a: str, b: str) -> np.ndarray:
    return np.concatenate([hwmodel.image(HALF, a), hwmodel.image(2 * HALF, b)[HALF:]])


def pack_random_regs(rng, threads: int, regs: int, etype: str, slot_bits: int) -> np.ndarray:
    """Raw registers whose every slot (slot s at bits [s*slot_bits, ...)) holds a random code."""
    slots = 32 // slot_bits if etype != "f64" else 1
    codes = hwmodel.random_codes(rng, (threads, regs, slots), etype).astype(np.uint64)
    sh = np.arange(slots, dtype=np.uint64) * np.uint64(slot_bits)
    w = np.bitwise_or.reduce(codes << sh, axis=-1)
    return w.astype(np.uint64 if etype == "f64" else np.uint32)


def run(outdir: str) -> None:
    import cupy as cp

    out = Path(outdir)
    out.mkdir(parents=True, exist_ok=True)
    mod = cp.RawModule(path=str(BUILD / "layout_probe.cubin"))
    rng = np.random.default_rng(20261120)
    rec: dict[str, np.ndarray] = {}
    meta: dict = {"wgmma": [], "mma": [], "ldst": []}
    nbytes = 2 * HALF
    smem_bytes = nbytes + 1024
    images = {}
    # ---- wgmma
    for k in wgmma_kernels():
        fn = mod.get_function(k["name"])
        fn.max_dynamic_shared_size_bytes = smem_bytes
        key = (k["a"], k["b"])
        if key not in images:
            images[key] = cp.asarray(full_image(*key))
        img = images[key]
        K, n = K_OF[k["a"]], k["n"]
        nd = n // 2 if k["d"] != "f16" else n // 4
        runs = 2 if k["src"] == "rs" else 40
        for j in range(runs):
            ma = "MN" if k["ta"] else "K"
            mb = "MN" if k["tb"] else "K"
            desca = random_desc(rng, "a", ma, 64, K, k["a"], 0) if k["src"] == "ss" else 0
            descb = random_desc(rng, "b", mb, K, n, k["b"], HALF)
            sb = 1 if k["a"] == "b1" else hwmodel.BITS[k["a"]]
            areg = pack_random_regs(rng, 128, 4, k["a"], sb if sb < 32 else 32)
            o = cp.zeros(128 * nd, dtype=cp.uint32)
            fn(
                (1,),
                (128,),
                (img, o, cp.asarray(areg), np.uint64(desca), np.uint64(descb), np.uint32(nbytes)),
                shared_mem=smem_bytes,
            )
            tag = f"{k['name']}_{j}"
            rec[tag + "_d"] = cp.asnumpy(o).reshape(128, nd)
            if k["src"] == "rs":
                rec[tag + "_a"] = areg
            meta["wgmma"].append({**k, "tag": tag, "desca": int(desca), "descb": int(descb)})
    cp.cuda.runtime.deviceSynchronize()
    # ---- mma.sync
    for i, f in enumerate(MMA_FORMS):
        fn = mod.get_function(f"mma_{i}")
        na, nb, nc, nd = mma_counts(f)
        shape, d, a, b, c, _ = f
        for j in range(4):
            ins = {}
            for nm, t, cnt in (("a", a, na), ("b", b, nb), ("c", c, nc)):
                sbits = {"b1": 1, "s4": 4, "u4": 4}.get(t, min(hwmodel.BITS[t], 32))
                ins[nm] = pack_random_regs(rng, 32, cnt, t, sbits)
            o = cp.zeros(32 * nd, dtype=cp.uint64 if d == "f64" else cp.uint32)
            fn((1,), (32,), (cp.asarray(ins["a"]), cp.asarray(ins["b"]), cp.asarray(ins["c"]), o))
            tag = f"mma_{i}_{j}"
            for nm in "abc":
                rec[f"{tag}_{nm}"] = ins[nm]
            rec[tag + "_d"] = cp.asnumpy(o).reshape(32, nd)
            meta["mma"].append({"tag": tag, "form": mma_name(f), "types": [d, a, b, c]})
    # ---- ldmatrix / stmatrix
    for i, form in enumerate(ldst_forms()):
        fn = mod.get_function(f"ldst_{i}")
        fn.max_dynamic_shared_size_bytes = 4096 + 1024
        for j in range(4):
            slots16 = rng.permutation(256)[:32] * 16  # distinct 16-byte rows in 4 KiB
            offs = slots16.astype(np.uint32)
            img = rng.integers(0, 256, 4096, dtype=np.uint8)
            if form.startswith("stmatrix"):
                img[:] = 0
            regs = rng.integers(0, 2**32, (32, 4), dtype=np.uint64).astype(np.uint32)
            o = cp.zeros(4096 // 4, dtype=cp.uint32)
            fn((1,), (32,), (cp.asarray(img), cp.asarray(offs), cp.asarray(regs), o), shared_mem=4096 + 1024)
            tag = f"ldst_{i}_{j}"
            rec[tag + "_offs"] = offs
            rec[tag + "_img"] = img
            rec[tag + "_regs"] = regs
            rec[tag + "_out"] = cp.asnumpy(o)
            meta["ldst"].append({"tag": tag, "form": form})
    cp.cuda.runtime.deviceSynchronize()
    meta["device"] = cp.cuda.runtime.getDeviceProperties(0)["name"].decode()
    meta["half"] = HALF
    # the committed forms (tests/data/layouts): the npz solid, the JSON xz-compressed
    from ptxemu.host import write_text
    from ptxemu.machine.launching.replay import save_npz_xz

    save_npz_xz(out / "layout_hw.npz", rec)
    write_text(out / "layout_hw.json.xz", json.dumps(meta))
    print("cases:", {k: len(v) for k, v in meta.items() if isinstance(v, list)}, meta["device"])


if __name__ == "__main__":
    if sys.argv[1] == "gen":
        gen()
    else:
        os.environ.setdefault("CUPY_CACHE_DIR", "/tmp/cupy")
        run(sys.argv[2])
