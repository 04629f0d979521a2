"""The contraction sweep of issue 35: what may stand between a multiply and the add/sub that ptxas
contracts with it into one fused multiply-add.

    python3 tools/truth/contraction/sweep.py [--ptxas PATH[,PATH...]] [--cuobjdump PATH]

writes tests/data/contraction/sweep.ptx.gz (one .entry per case) and sweep_verdicts.jsonl.gz: for each case
and each ptxas given (default /usr/local/bin/ptxas), compiled for sm_90a, whether the SASS computes the
consumer's result with one fused multiply-add (FFMA, HFMA2, HFMA2.BF16_V2, DFMA whose two factors are
registers) or with a separate add (FADD, HADD2, DADD, or an FMA by the constant 1), read off
`cuobjdump -sass` by following the stored register back to the instruction that wrote it. No GPU.

A case is (producer, type, consumer, intervening instruction):
  producer   mul (f32 f16 bf16 f16x2 bf16x2 f64), div.full.f32, div.approx.f32, div.approx.ftz.f32,
             fma.rn (every type; ptxas never fuses an fma with a following add)
  consumer   add t+z, sub t-z, sub z-t; .ftz add/sub (.f32 producers); two uses of the product,
             one on each side of the intervening instruction or both after it (four producers)
  between    one instruction (or a short idiom) between producer and consumer, from INTERVENING:
             loads/stores of every space, predicated or not (and, for loads, whether the loaded value
             is the consumer's other source, as in Triton's masked loads), atom/red, bar.sync, branches
             and labels, calls, shfl, cp.async, mbarrier, fences, a predicated add, nothing.
The verdict also records whether the intervening instruction's SASS opcode is still there (a case
ptxas optimised away tests nothing and is marked).
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT_DIR = HERE.parents[2] / "tests" / "data" / "contraction"

HEAD = """.version 8.5
.target sm_90a
.address_size 64

.shared .align 16 .b8 sbuf[256];
.shared .align 8 .b64 mbar;
.const .align 16 .b8 cbuf[256];
.global .align 16 .b8 gbuf[256];

.func (.reg .b32 r) inc_call(.reg .b32 a)
{
  add.s32 r, a, 5;
  ret;
}
"""

# type -> (register width, PTX type of loads of the consumer's source)
TYPES = {
    ".f32": 32,
    ".f16": 16,
    ".bf16": 16,
    ".f16x2": 32,
    ".bf16x2": 32,
    ".f64": 64,
}

PRODUCERS = [(f"mul{t}", t, "mul{t} %t, %x, %y;") for t in TYPES] + [
    ("mul.ftz.f32", ".f32", "mul.ftz.f32 %t, %x, %y;"),
    ("div.full.f32", ".f32", "div.full.f32 %t, %x, %y;"),
    ("div.approx.f32", ".f32", "div.approx.f32 %t, %x, %y;"),
    ("div.approx.ftz.f32", ".f32", "div.approx.ftz.f32 %t, %x, %y;"),
] + [(f"fma.rn{t}", t, "fma.rn{t} %t, %x, %y, %x;") for t in TYPES]

CONSUMERS = {
    "add": "add{c} %o, %t, %z;",
    "sub": "sub{c} %o, %t, %z;",
    "rsub": "sub{c} %o, %z, %t;",
    "ftz_add": "add.ftz{c} %o, %t, %z;",  # .f32 producers only
    "ftz_rsub": "sub.ftz{c} %o, %z, %t;",
    # two uses of the product: one on each side of the intervening instruction, or both after it
    "two_split": ("add{c} %o, %t, %z;", "sub{c} %o2, %t, %x;"),
    "two_after": ("", "add{c} %o, %t, %z;\n  sub{c} %o2, %t, %x;"),
}
TWO_USE_PRODUCERS = ("mul.f32", "div.full.f32", "mul.f16x2", "mul.f64")

# (name, text, SASS opcode that must remain, loads the consumer's source z): %w/%w2 are b32 scratch,
# %p a predicate from the data (set before the producer), %pa/%pz addresses; {z} is replaced by the
# z register and {zw} by its width for the "feeds" forms.
INTERVENING: list[tuple[str, str, str | None, bool]] = [
    ("nothing", "", None, False),
    ("label", "$L__unused:", None, False),
    ("mov_imm", "mov.b32 %w, 7;", None, False),
    ("int_add", "add.s32 %w, %w, %a;", None, False),
    ("pred_int_add", "@%p add.s32 %w, %w, %a;", None, False),
    ("pred_f32_add", "@%p add.f32 %wf, %wf, %wf2;", "FADD", False),
    ("pred_mov", "@%p mov.b32 %w, %a;", None, False),
    ("setp", "setp.lt.u32 %p2, %w, %a;\n  selp.b32 %w, 1, 2, %p2;", None, False),
]
_LOADS = [
    ("ld_global", "ld.global.b32 %w, [%pa+64];", "LDG"),
    ("ld_global_cg", "ld.global.cg.b32 %w, [%pa+64];", "LDG"),
    ("ld_global_nc", "ld.global.nc.b32 %w, [%pa+64];", "LDG"),
    ("ld_global_v4", "ld.global.v4.b32 {%w, %w2, %w3, %w4}, [%pa+64];", "LDG"),
    ("ld_generic", "ld.b32 %w, [%pa+64];", "LD"),
    ("ld_shared", "ld.shared.b32 %w, [%ps];", "LDS"),
    ("ld_local", "ld.local.b32 %w, [%pl];", "LDL"),
    ("ld_const", "ld.const.b32 %w, [%pc];", "LDC"),
    ("ld_param", "ld.param.b32 %w, [pn];", None),
    ("ld_volatile", "ld.volatile.global.b32 %w, [%pa+64];", "LDG"),
    ("ld_acquire", "ld.acquire.gpu.global.b32 %w, [%pa+64];", "LDG"),
]
for _n, _t, _op in _LOADS:
    INTERVENING.append((_n, _t, _op, False))
    INTERVENING.append(("pred_" + _n, "@%p " + _t, _op, False))
# the consumer's other source loaded in between (Triton's masked load: mov 0, @p ld, then the sub)
_FEEDS = [
    ("ld_global", "ld.global.b{zw} {z}, [%pa+64];", "LDG"),
    ("ld_global_cg", "ld.global.cg.b{zw} {z}, [%pa+64];", "LDG"),
    ("ld_global_nc", "ld.global.nc.b{zw} {z}, [%pa+64];", "LDG"),
    ("ld_shared", "ld.shared.b{zw} {z}, [%ps];", "LDS"),
    ("ld_local", "ld.local.b{zw} {z}, [%pl];", "LDL"),
    ("ld_const", "ld.const.b{zw} {z}, [%pc];", "LDC"),
]
for _n, _t, _op in _FEEDS:
    INTERVENING.append(("feed_" + _n, "mov.b{zw} {z}, 0;\n  " + _t, _op, True))
    INTERVENING.append(("feed_pred_" + _n, "mov.b{zw} {z}, 0;\n  @%p " + _t, _op, True))
_STORES = [
    ("st_global", "st.global.b32 [%pa+128], %a;", "STG"),
    ("st_generic", "st.b32 [%pa+128], %a;", "ST"),
    ("st_shared", "st.shared.b32 [%ps+4], %a;", "STS"),
    ("st_local", "st.local.b32 [%pl+4], %a;", "STL"),
    ("atom_global", "atom.global.add.u32 %w, [%pa+192], %a;", "ATOMG"),
    ("atom_shared", "atom.shared.add.u32 %w, [%ps+8], %a;", "ATOMS"),
    ("atom_cas", "atom.global.cas.b32 %w, [%pa+192], %a, %b;", "ATOMG"),
    ("red_global", "red.global.add.u32 [%pa+192], %a;", "REDG?"),
    ("red_f32", "red.global.add.f32 [%pa+192], %wf;", "REDG?"),
    ("cp_async", "cp.async.ca.shared.global [%ps+16], [%pa+64], 4;", "LDGSTS"),
    ("cp_async_zfill", "cp.async.cg.shared.global [%ps+16], [%pa+64], 16, %a;", "LDGSTS"),
]
for _n, _t, _op in _STORES:
    INTERVENING.append((_n, _t, _op, False))
    INTERVENING.append(("pred_" + _n, "@%p " + _t, _op, False))
INTERVENING += [
    ("bar_sync", "bar.sync 0;", "BAR"),
    ("bar_warp_sync", "bar.warp.sync -1;", None),
    ("shfl", "shfl.sync.bfly.b32 %w, %a, 1, 31, -1;", "SHFL"),
    ("vote", "vote.sync.ballot.b32 %w, %p, -1;", "VOTE"),
    ("cp_async_commit", "cp.async.commit_group;", None),
    ("cp_async_wait", "cp.async.wait_group 0;", None),
    ("cp_async_wait_all", "cp.async.wait_all;", None),
    ("mbarrier_arrive", "mbarrier.arrive.shared::cta.b64 %rw, [mbar];", "SYNCS"),
    ("mbarrier_test_wait", "mbarrier.test_wait.shared::cta.b64 %p2, [mbar], %rw;\n  selp.b32 %w, 1, 2, %p2;",
     "SYNCS"),
    ("fence_acq_rel_gpu", "fence.acq_rel.gpu;", "MEMBAR"),
    ("fence_sc_cta", "fence.sc.cta;", "MEMBAR"),
    ("membar_gl", "membar.gl;", "MEMBAR"),
    ("fence_proxy_async", "fence.proxy.async.shared::cta;", "FENCE"),
    ("fence_proxy_alias", "fence.proxy.alias;", None),
    ("fence_acq_rel_cta", "fence.acq_rel.cta;", None),
    ("fence_sc_gpu", "fence.sc.gpu;", "MEMBAR"),
    ("membar_cta", "membar.cta;", None),
    ("membar_sys", "membar.sys;", "MEMBAR"),
    ("fence_mbarrier_init", "fence.mbarrier_init.release.cluster;", None),
    ("pred_fence_sc_gpu", "@%p fence.sc.gpu;", "MEMBAR"),
    ("npred_ld_global", "@!%p ld.global.b32 %w, [%pa+64];", "LDG"),
    ("prefetch", "prefetch.global.L2 [%pa+64];", "CCTL"),
    ("pred_prefetch", "@%p prefetch.global.L2 [%pa+64];", "CCTL"),
    ("pred_mbarrier_arrive", "@%p mbarrier.arrive.shared::cta.b64 %rw, [mbar];", "SYNCS"),
    ("pred_shfl", "@%p shfl.sync.bfly.b32 %w, %a, 1, 31, -1;", "SHFL"),
    ("pred_selp_setp", "@%p setp.lt.u32 %p2, %w, %a;\n  selp.b32 %w, 1, 2, %p2;", None),
    ("pred_bar_sync", "@%p bar.sync 0;", "BAR"),
    ("pred_cp_async_commit", "@%p cp.async.commit_group;", None),
    ("bra_uni_next", "bra.uni $L__next;\n$L__next:", None),
    ("pred_bra_skip", "@%p bra $L__skip;\n  add.s32 %w, %w, %a;\n$L__skip:", None),
    ("pred_bra_skip_ld", "@%p bra $L__skip;\n  ld.global.b32 %w, [%pa+64];\n$L__skip:", "LDG"),
    ("call_noinline", "call.uni (%w), inc_call, (%w);", "CALL"),
    ("pred_call_noinline", "@%p call (%w), inc_call, (%w);", "CALL"),
]
INTERVENING = [x if len(x) == 4 else (*x, False) for x in INTERVENING]


def case_name(prod: str, cons: str, between: str) -> str:
    return "k_" + re.sub(r"[^A-Za-z0-9]", "_", prod) + "__" + cons + "__" + between


def cases():
    """Every (entry name, producer, type, consumer, intervening name, PTX body)."""
    for pname, typ, ptext in PRODUCERS:
        for cname, ctext in CONSUMERS.items():
            if cname.startswith("ftz") and typ != ".f32":
                continue
            if cname.startswith("two") and pname not in TWO_USE_PRODUCERS:
                continue
            for iname, itext, _op, feeds in INTERVENING:
                if feeds and cname == "two_split":
                    continue  # z is read before the load that would feed it: the load is dead
                yield case_name(pname, cname, iname), pname, typ, cname, iname, ptext, ctext, itext


def _entry(name: str, typ: str, ptext: str, ctext, itext: str) -> str:
    before, after = ctext if isinstance(ctext, tuple) else ("", ctext)
    w = TYPES[typ]
    rt = f"b{w}"
    if w == 16:
        load = "  cvt.u16.u32 %x, %a;\n  cvt.u16.u32 %y, %b;\n  cvt.u16.u32 %z, %c;"
        store = "  st.global.b16 [%po], %o;"
    elif w == 32:
        load = "  mov.b32 %x, %a;\n  mov.b32 %y, %b;\n  mov.b32 %z, %c;"
        store = "  st.global.b32 [%po], %o;"
    else:
        load = "  ld.global.v2.b64 {%x, %y}, [%pa+16];\n  ld.global.b64 %z, [%pa+32];"
        store = "  st.global.b64 [%po], %o;"
    between = itext.replace("{zw}", str(w)).replace("{z}", "%z")
    if "$L__" in between:
        between = between.replace("$L__", f"$L__{name}_")
    return f"""
.visible .entry {name}(.param.u64 pin, .param.u64 pout, .param.u32 pn)
{{
  .reg .b64 %pa, %po, %ps, %pl, %pc, %rd<4>, %rw;
  .reg .b32 %a, %b, %c, %d, %w, %w2, %w3, %w4, %r<4>;
  .reg .f32 %wf, %wf2;
  .reg .pred %p, %p2;
  .reg .{rt} %x, %y, %z, %t, %o, %o2;
  .local .align 16 .b8 lbuf[64];
  ld.param.u64 %rd1, [pin];
  ld.param.u64 %rd2, [pout];
  cvta.to.global.u64 %rd1, %rd1;
  cvta.to.global.u64 %rd2, %rd2;
  mov.u32 %r1, %tid.x;
  mul.wide.u32 %rd3, %r1, 256;
  add.s64 %pa, %rd1, %rd3;
  add.s64 %po, %rd2, %rd3;
  ld.global.v4.b32 {{%a, %b, %c, %d}}, [%pa];
  ld.global.v2.f32 {{%wf, %wf2}}, [%pa+48];
  and.b32 %r2, %d, 60;
  cvt.u64.u32 %rd3, %r2;
  mov.u64 %ps, sbuf;
  add.s64 %ps, %ps, %rd3;
  mov.u64 %pc, cbuf;
  add.s64 %pc, %pc, %rd3;
  mov.u64 %pl, lbuf;
  add.s64 %pl, %pl, %rd3;
  st.local.b32 [%pl], %b;
  st.local.b64 [%pl+8], %rd3;
  st.shared.b32 [%ps+32], %b;
  mov.b32 %w, %d;
  setp.lt.u32 %p, %d, 100;
  mov.b64 %rw, 0;
{load}
  mov.b{w} %o2, 0;
  {ptext.format(t=typ)}
  {before.format(c=typ)}
  {between}
  {after.format(c=typ)}
{store}
  st.global.b{w} [%po+96], %o2;
  st.global.v4.b32 [%po+64], {{%w, %w2, %w3, %w4}};
  st.global.f32 [%po+80], %wf;
  st.global.b64 [%po+88], %rw;
  ret;
}}
"""


def module() -> tuple[str, list[dict]]:
    out = [HEAD]
    meta = []
    for name, pname, typ, cname, iname, ptext, ctext, itext in cases():
        out.append(_entry(name, typ, ptext, ctext, itext))
        meta.append({"name": name, "producer": pname, "type": typ, "consumer": cname, "between": iname})
    return "".join(out), meta


# ------------------------------------------------------------------------------------------ SASS
_INS = re.compile(r"/\*[0-9a-f]{4,}\*/\s+(@!?U?P\w+\s+)?([A-Z][A-Z0-9_.]*)\s*([^;]*);")


def _sass_functions(text: str) -> dict[str, list[tuple[str | None, str, list[str]]]]:
    """{function: [(guard, opcode, operands)]} from cuobjdump -sass."""
    funcs = {}
    for m in re.finditer(r"Function : (\w+)\n(.*?)(?=\n\s*Function :|\Z)", text, re.S):
        body = []
        for g, op, args in _INS.findall(m.group(2)):
            body.append((g.strip() or None, op, [a.strip() for a in args.split(",")] if args.strip() else []))
        funcs[m.group(1)] = body
    return funcs


def _reg(a: str) -> str:
    return re.sub(r"^[-|!]+", "", a).split(".")[0]


def verdict(body: list[tuple[str | None, str, list[str]]], need: str | None) -> dict:
    """Follow the register of the store at [po + 0] back to its writer: fused or kept."""
    stores = [
        i
        for i, (g, op, args) in enumerate(body)
        if op.startswith("STG") and args and re.fullmatch(r"desc\[UR\d+\]\[R\d+\.64\]", args[0])
    ]
    if len(stores) != 1:
        return {"verdict": "unreadable", "why": f"{len(stores)} stores at offset 0"}
    i = stores[0]
    reg = _reg(body[i][2][1])
    writer = None
    for j in range(i - 1, -1, -1):
        g, op, args = body[j]
        if args and _reg(args[0]) == reg and not op.startswith(("ST", "RED", "BRA", "BAR")):
            if op in ("MOV", "IMAD.MOV.U32", "IMAD.MOV") and g is None and re.fullmatch(r"R\d+", args[-1]):
                reg = _reg(args[-1])  # a copy: follow it
                continue
            if op == "PRMT" and g is None and args[2] == "0x7610":
                reg = _reg(args[1])  # the low half of a 16-bit result moved into the stored register
                continue
            writer = (g, op, args)
            break
    if writer is None:
        return {"verdict": "unreadable", "why": "no writer"}
    g, op, args = writer
    base = op.split(".")[0]
    regs = [a for a in args[1:] if re.fullmatch(r"-?\|?R\d+(\.\w+)*\|?", a)]
    if base in ("FFMA", "HFMA2", "DFMA"):
        # an add written as an fma by 1 (HFMA2 R0, R2, 1, 1, R3) or a multiply plus -RZ is no fusion
        fused = len(args) >= 4 and len(regs) >= 3 and not args[-1].lstrip("-").startswith("RZ")
        if base == "HFMA2" and len(args) == 5:  # HFMA2 d, a, imm_hi, imm_lo, c
            fused = False
    elif base in ("FADD", "HADD2", "DADD"):
        fused = False
    else:
        return {"verdict": "unreadable", "why": f"writer {op}"}
    present = need is None or any(re.fullmatch(need, op.split(".")[0]) for _, op, _ in body)
    ops = sorted({op.split(".")[0] for _, op, _ in body})
    return {
        "verdict": "fused" if fused else "kept",
        "writer": f"{'@' + g + ' ' if g else ''}{op} {', '.join(args)}",
        "between_in_sass": present,
        "ops": ops,
    }


def compile_sass(ptx: str, ptxas: str, cuobjdump: str) -> str:
    with tempfile.TemporaryDirectory() as d:
        src = Path(d) / "sweep.ptx"
        src.write_text(ptx)
        cub = Path(d) / "sweep.cubin"
        subprocess.run([ptxas, "-arch=sm_90a", "-O3", str(src), "-o", str(cub)], check=True)
        dump = subprocess.run([cuobjdump, "-sass", str(cub)], check=True, capture_output=True, text=True)
        return dump.stdout


def ptxas_version(ptxas: str) -> str:
    v = subprocess.run([ptxas, "--version"], capture_output=True, text=True).stdout
    return re.search(r"V(\d+\.\d+\.\d+)", v).group(1)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--ptxas", default="/usr/local/bin/ptxas", help="comma-separated ptxas paths")
    ap.add_argument("--cuobjdump", default="cuobjdump")
    args = ap.parse_args(argv)
    ptx, meta = module()
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    needs = {n: op for n, _t, op, _f in INTERVENING}
    versions = {}
    for p in args.ptxas.split(","):
        ver = ptxas_version(p)
        funcs = _sass_functions(compile_sass(ptx, p, args.cuobjdump))
        versions[ver] = {m["name"]: verdict(funcs[m["name"]], needs[m["between"]]) for m in meta}
    # one line per case: its coordinates, then per ptxas version the verdict and the SASS that
    # wrote the stored result (evidence to read)
    lines = []
    for m in meta:
        row = [m["name"], m["producer"], m["type"], m["consumer"], m["between"]]
        for ver, v in versions.items():
            if v[m["name"]]["verdict"] == "unreadable" or not v[m["name"]]["between_in_sass"]:
                raise SystemExit(f"{m['name']} ({ver}): {v[m['name']]}")
            row += [v[m["name"]]["verdict"], v[m["name"]]["writer"]]
        lines.append(json.dumps(row))
    head = {
        "generator": "tools/truth/contraction/sweep.py",
        "ptx": "tests/data/contraction/sweep.ptx.gz",
        "compile": "ptxas -arch=sm_90a -O3, cuobjdump -sass",
        "ptxas": list(versions),
        "row": ["entry", "producer", "type", "consumer", "between"] + [
            x for ver in versions for x in (f"verdict {ver}", f"writer {ver}")
        ],
    }
    (OUT_DIR / "sweep.ptx.gz").write_bytes(gzip.compress(ptx.encode(), compresslevel=9, mtime=0))
    text = json.dumps(head) + "\n" + "\n".join(lines) + "\n"
    (OUT_DIR / "sweep_verdicts.jsonl.gz").write_bytes(gzip.compress(text.encode(), compresslevel=9, mtime=0))
    for ver, v in versions.items():
        tally: dict[str, int] = {}
        for x in v.values():
            tally[x["verdict"]] = tally.get(x["verdict"], 0) + 1
        print(ver, len(meta), "cases:", tally)
    vs = list(versions.values())
    split = sum(len({v[m["name"]]["verdict"] for v in vs}) > 1 for m in meta)
    print("cases where the versions differ:", split)
    return 0


if __name__ == "__main__":
    sys.exit(main())
