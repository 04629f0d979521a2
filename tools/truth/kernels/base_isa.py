"""The base-ISA corpus of issue 22: small PTX kernels written from the manual, one construct or
instruction family per kernel, with edge-value inputs; recorded on the H100 by base_isa_record.py.

    python3 tools/truth/kernels/base_isa.py            # writes tests/data/kernels/base_isa_*.ptx
                                                       # and base_isa_inputs.seeded.json (the
                                                       # seeded inputs: load_npz makes them again)

Every kernel is `NAME(.param.u64 pin, .param.u64 pout)` (the state space glued to the type, as
the issue's grammar item asks): thread `gid` reads IN words at pin + gid*IN*4 and writes its OUT
words at pout + gid*OUT*4. Modules:
  grammar   vector registers and members, `[a + 1]`, several return values, .extern .shared used
            in two functions, .const arrays of addresses, cp.async from a module .global
  video     every scalar video instruction with selectors, .sat, secondary ops and merges, and the
            2/4-way SIMD forms with masks
  intops    addc/subc/madc carry chains (u32/s32/u64/s64, mixed sub->addc), cvt.pack.sat, bmsk
  f64dir    div/rcp/sqrt .rn/.rz/.rm/.rp .f64
  control   brx.idx, calls through function pointers (.callprototype, .calltargets, call tables),
            recursion with per-frame locals, alloca/stacksave/stackrestore
  contract  mul then add/sub on f16/f16x2/bf16/bf16x2/f32/f64 (one form per kernel, so ptxas
            cannot merge forms); their SASS is dumped on the device too
  relaxed   ld/st/cvt with operands wider than the instruction type (manual 9.4.1)
  sm80      a `.target sm_80` module with mma.sync
printf_kernels.cu (nvcc) holds the printf kernel; its stdout is recorded.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
OUT_DIR = HERE.parents[2] / "tests" / "data" / "kernels"

HEAD = ".version 8.5\n.target {target}\n.address_size 64\n\n"


def entry(name: str, n_in: int, n_out: int, body: str, regs: str = "") -> str:
    """A kernel with the standard prologue: %gid, %pi (its input words), %po (its output words)."""
    return f"""
.visible .entry {name}(.param.u64 pin, .param.u64 pout)
{{
  .reg .b64 %pi, %po, %rdt<4>;
  .reg .b32 %gid, %rt<4>;
  .reg .b32 %a, %b, %c, %d;
{regs}
  ld.param.u64 %rdt1, [pin];
  ld.param.u64 %rdt2, [pout];
  cvta.to.global.u64 %rdt1, %rdt1;
  cvta.to.global.u64 %rdt2, %rdt2;
  mov.u32 %rt1, %tid.x;
  mov.u32 %rt2, %ctaid.x;
  mov.u32 %rt3, %ntid.x;
  mad.lo.u32 %gid, %rt2, %rt3, %rt1;
  mul.wide.u32 %rdt3, %gid, {n_in * 4};
  add.s64 %pi, %rdt1, %rdt3;
  mul.wide.u32 %rdt3, %gid, {n_out * 4};
  add.s64 %po, %rdt2, %rdt3;
  ld.global.v4.b32 {{%a, %b, %c, %d}}, [%pi];
{body}
  ret;
}}
"""


# ---------------------------------------------------------------------------------------- grammar
GRAMMAR = (
    HEAD.format(target="sm_90a")
    + r"""
.global .align 4 .u32 gA[4] = {11, 22, 33, 44};
.global .align 8 .u64 gB = 0x123456789;
.const .align 8 .u64 tbl[3] = {gA, generic(gB), gA+8};
.global .align 16 .b32 gsrc[8] = {101, 102, 103, 104, 105, 106, 107, 108};
.extern .shared .align 16 .b32 dsm[];

.func (.reg .b32 q, .reg .b32 r) divmod(.reg .b32 a, .reg .b32 b)
{
  div.u32 q, a, b;
  rem.u32 r, a, b;
  ret;
}

.func store_sh(.param .b32 i, .param .b32 v)
{
  .reg .b32 %r<4>;
  ld.param.b32 %r1, [i];
  ld.param.b32 %r2, [v];
  mov.u32 %r3, dsm;
  mad.lo.u32 %r3, %r1, 4, %r3;
  st.shared.b32 [%r3], %r2;
  ret;
}
"""
    + entry(
        "vecreg",
        4,
        12,
        r"""
  // CUTLASS's top_2_reduce (softmax epilogue), verbatim in shape
  mov.b32 %f1, %a;
  mov.b32 %f2, %b;
  mov.b32 %f3, %c;
  mov.b32 %f4, %d;
  max.f32 mx.x, %f2, %f3;
  max.f32 mx.y, %f1, %f4;
  setp.gtu.f32 p, %f1, %f3;
  selp.f32 %f5, mx.x, mx.y, p;
  selp.f32 %f6, %f1, %f3, p;
  st.global.v2.f32 [%po], {%f5, %f6};
  st.global.v2.f32 [%po + 8], mx;
  ld.global.v4.u16 t, [%pi + 0];
  add.u16 t.x, t.x, t.w;
  sub.u16 t.w, t.y, t.z;
  st.global.v4.u16 [%po + 16], t;
  ld.global.v4.b32 {q.x, q.y, q.z, q.w}, [%pi];
  mov.b32 q.r, q.a;
  xor.b32 q.g, q.g, q.b;
  st.global.v4.b32 [%po + 32], q;
  mov.b64 %rdt3, {%a, %b};
  mov.b64 {h.x, h.y}, %rdt3;
  sub.s32 h.x, h.x, h.y;
  st.global.v2.b32 [%po + 24], h;
""",
        regs="  .reg .f32 %f<8>;\n  .reg .pred p;\n  .reg .v2 .f32 mx;\n  .reg .v4 .u16 t;\n"
        "  .reg .v4 .b32 q;\n  .reg .v2 .b32 h;",
    )
    + entry(
        "calls_addr",
        4,
        12,
        r"""
  call (%r2, %r3), divmod, (%a, 7);
  st.global.v2.b32 [%po], {%r2, %r3};
  and.b32 %r4, %b, 0xffff;
  add.s32 %r4, %r4, 1;
  call (%r2, %r3), divmod, (%c, %r4);
  st.global.v2.b32 [%po + 8], {%r2, %r3};
  ld.const.u64 %rd1, [tbl];
  ld.const.u64 %rd2, [tbl + 8];
  ld.const.u64 %rd3, [tbl+16];
  ld.global.u32 %r5, [%rd1 + 4];
  ld.u64 %rd4, [%rd2];
  ld.global.u32 %r6, [%rd3];
  sub.s64 %rd5, %rd3, %rd1;
  cvt.u32.u64 %r7, %rd5;
  st.global.v4.b32 [%po + 16], {%r5, %r6, %r7, 0};
  st.global.u64 [%po + 32], %rd4;
  mov.u64 %rd6, gA;
  sub.s64 %rd6, %rd6, %rd1;
  cvt.u32.u64 %r8, %rd6;
  st.global.b32 [%po + 40], %r8;
  st.global.b32 [%po + 44], 0;
""",
        regs="  .reg .b32 %r<10>;\n  .reg .b64 %rd<8>;",
    )
    + entry(
        "shared_async",
        4,
        8,
        r"""
  mov.u32 %r1, %tid.x;
  {
  .param .b32 pa;
  .param .b32 pb;
  st.param.b32 [pa], %r1;
  st.param.b32 [pb], %a;
  call store_sh, (pa, pb);
  }
  setp.eq.u32 p, %r1, 0;
  @!p bra SKIP;
  cp.async.ca.shared.global [sm], [gsrc], 16;
  mov.u64 %rd1, gsrc;
  cp.async.cg.shared.global [sm + 16], [%rd1 + 16], 16;
  cp.async.commit_group;
  cp.async.wait_group 0;
SKIP:
  bar.sync 0;
  ld.shared.b32 %r2, [dsm + 4];
  xor.b32 %r3, %r1, 1;
  shl.b32 %r3, %r3, 2;
  mov.u32 %r4, dsm;
  add.s32 %r4, %r4, %r3;
  ld.shared.b32 %r5, [%r4];
  and.b32 %r6, %r1, 7;
  shl.b32 %r6, %r6, 2;
  mov.u32 %r7, sm;
  add.s32 %r7, %r7, %r6;
  ld.shared.b32 %r8, [%r7];
  st.global.v4.b32 [%po], {%r2, %r5, %r8, 0};
  st.global.v4.b32 [%po + 16], {0, 0, 0, 0};
""",
        regs="  .reg .b32 %r<10>;\n  .reg .b64 %rd<4>;\n  .reg .pred p;\n  .shared .align 16 .b8 sm[64];",
    )
)


# ------------------------------------------------------------------------------------------ video
def _video_forms() -> list[str]:
    """Instruction templates with D (destination), A, B, C (sources)."""
    f: list[str] = []
    tys = [("u32", "u32", "u32"), ("s32", "s32", "s32"), ("s32", "u32", "s32"), ("u32", "s32", "u32")]
    for op in ("vadd", "vsub", "vabsdiff", "vmin", "vmax"):
        for k, (d, a, b) in enumerate(tys):
            t = f"{op}.{d}.{a}.{b}"
            f += [
                f"{t} D, A, B;",
                f"{t}.sat D, A, B;",
                f"{t} D, A.b{k}, B.h{k % 2};",
                f"{t}.sat D, A.h1, B.b{3 - k};",
                f"{t}.add D, A, B, C;",
                f"{t}.sat.min D, A.b2, B, C;",
                f"{t}.max D, A, B.h0, C;",
                f"{t}.sat D.b{k}, A.b1, B.b3, C;",
                f"{t} D.h{k % 2}, A.h0, B.h1, C;",
                f"{t}.sat D.h{1 - k % 2}, A, B, C;",
            ]
    for op in ("vshl", "vshr"):
        for d, a in (("u32", "u32"), ("s32", "s32"), ("s32", "u32"), ("u32", "s32")):
            for mode in ("clamp", "wrap"):
                t = f"{op}.{d}.{a}.u32"
                f += [
                    f"{t}.{mode} D, A, B;",
                    f"{t}.sat.{mode} D, A.b1, B.b0;",
                    f"{t}.{mode}.add D, A.h1, B.b2, C;",
                    f"{t}.sat.{mode} D.b2, A, B.b0, C;",
                    f"{t}.{mode}.max D, A, B.h0, C;",
                ]
    for d, a, b in tys:
        t = f"vmad.{d}.{a}.{b}"
        f += [
            f"{t} D, A, B, C;",
            f"{t}.sat D, A.h0, B.h1, C;",
            f"{t}.shr7 D, A.b0, B.b1, C;",
            f"{t}.sat.shr15 D, A, B.h0, C;",
            f"{t}.po D, A.b3, B.b2, C;",
            f"{t}.po.sat.shr7 D, A, B, C;",
        ]
    for d, a, b in (("s32", "s32", "s32"), ("s32", "s32", "u32"), ("s32", "u32", "s32")):
        t = f"vmad.{d}.{a}.{b}"
        f += [
            f"{t} D, -A, B, C;",
            f"{t} D, A, -B.h1, C;",
            f"{t}.sat D, A, B, -C;",
            f"{t}.shr15 D, -A.b2, -B, -C;",
        ]
    f += ["vmad.s32.u32.u32 D, -A, B, C;", "vmad.s32.u32.u32.sat D, A.h1, B, -C;"]
    for a, b in (("u32", "u32"), ("s32", "s32"), ("s32", "u32"), ("u32", "s32")):
        for cmp in ("eq", "ne", "lt", "le", "gt", "ge"):
            f.append(f"vset.{a}.{b}.{cmp} D, A.b{len(f) % 4}, B.b{(len(f) // 2) % 4};")
        f += [
            f"vset.{a}.{b}.lt D, A, B;",
            f"vset.{a}.{b}.ge.add D, A.h0, B.h1, C;",
            f"vset.{a}.{b}.ne.max D, A, B, C;",
            f"vset.{a}.{b}.gt D.b1, A.b2, B.b2, C;",
        ]
    for op in ("vadd2", "vsub2", "vavrg2", "vabsdiff2", "vmin2", "vmax2"):
        for d, a, b in tys:
            t = f"{op}.{d}.{a}.{b}"
            f += [
                f"{t} D, A, B, C;",
                f"{t}.sat D.h0, A.h10, B.h32, C;",
                f"{t}.add D.h10, A.h00, B.h22, C;",
                f"{t}.sat D.h1, A.h31, B.h02, C;",
                f"{t}.add D.h1, A, B, C;",
            ]
    for a, b in (("u32", "u32"), ("s32", "s32"), ("s32", "u32")):
        for cmp in ("eq", "ne", "lt", "le", "gt", "ge"):
            f += [f"vset2.{a}.{b}.{cmp} D, A, B, C;", f"vset2.{a}.{b}.{cmp}.add D.h1, A.h20, B.h13, C;"]
    for op in ("vadd4", "vsub4", "vavrg4", "vabsdiff4", "vmin4", "vmax4"):
        for d, a, b in tys:
            t = f"{op}.{d}.{a}.{b}"
            f += [
                f"{t} D, A, B, C;",
                f"{t}.sat D.b3210, A.b7654, B.b0123, C;",
                f"{t}.add D.b20, A, B.b3311, C;",
                f"{t}.sat D.b31, A.b4567, B.b2301, C;",
                f"{t}.add D.b1, A.b1111, B, C;",
            ]
    for a, b in (("u32", "u32"), ("s32", "s32"), ("u32", "s32")):
        for cmp in ("eq", "ne", "lt", "le", "gt", "ge"):
            f += [f"vset4.{a}.{b}.{cmp} D, A, B, C;", f"vset4.{a}.{b}.{cmp}.add D.b30, A.b6420, B.b3175, C;"]
    return f


VIDEO_FORMS = _video_forms()


def _video_module() -> str:
    out = [HEAD.format(target="sm_90a")]
    per = 96  # forms per kernel (smaller kernels compile and fail separately)
    for k in range(0, len(VIDEO_FORMS), per):
        chunk = VIDEO_FORMS[k : k + per]
        body = []
        for j, form in enumerate(chunk):
            body.append("  mov.b32 %v, %c;")
            body.append(
                "  " + form.replace("D", "%v").replace("A", "%a").replace("B", "%b").replace("C", "%c")
            )
            body.append(f"  st.global.b32 [%po + {4 * j}], %v;")
        out.append(entry(f"video{k // per}", 4, per, "\n".join(body), regs="  .reg .b32 %v;"))
    return "".join(out)


# ----------------------------------------------------------------------------------- int ops
INTOPS = (
    HEAD.format(target="sm_90a")
    + entry(
        "carry",
        4,
        48,
        r"""
  add.cc.u32 %r1, %a, %b;
  addc.cc.u32 %r2, %c, %d;
  addc.u32 %r3, %a, %d;
  sub.cc.u32 %r4, %a, %b;
  subc.cc.u32 %r5, %c, %d;
  subc.u32 %r6, %a, %d;
  st.global.v4.b32 [%po], {%r1, %r2, %r3, %r4};
  st.global.v2.b32 [%po + 16], {%r5, %r6};
  add.cc.s32 %r1, %a, %b;
  addc.cc.s32 %r2, %c, %d;
  addc.s32 %r3, %a, %d;
  sub.cc.s32 %r4, %a, %b;
  subc.cc.s32 %r5, %c, %d;
  subc.s32 %r6, %a, %d;
  st.global.v2.b32 [%po + 24], {%r1, %r2};
  st.global.v4.b32 [%po + 32], {%r3, %r4, %r5, %r6};
  sub.cc.u32 %r1, %a, %b;
  addc.cc.u32 %r2, %c, %d;
  subc.cc.s32 %r3, %c, %b;
  addc.u32 %r4, %a, 0;
  add.cc.s32 %r5, %a, %c;
  subc.s32 %r6, %b, %d;
  st.global.v4.b32 [%po + 48], {%r1, %r2, %r3, %r4};
  st.global.v2.b32 [%po + 64], {%r5, %r6};
  mov.b64 %rd1, {%a, %b};
  mov.b64 %rd2, {%c, %d};
  mov.b64 %rd3, {%d, %a};
  add.cc.u64 %rd4, %rd1, %rd2;
  addc.cc.u64 %rd5, %rd2, %rd3;
  addc.u64 %rd6, %rd1, %rd3;
  st.global.v2.b64 [%po + 80], {%rd4, %rd5};
  st.global.b64 [%po + 96], %rd6;
  sub.cc.s64 %rd4, %rd1, %rd2;
  subc.cc.s64 %rd5, %rd2, %rd3;
  subc.s64 %rd6, %rd1, %rd3;
  st.global.b64 [%po + 104], %rd4;
  st.global.v2.b64 [%po + 112], {%rd5, %rd6};
  mad.lo.cc.u32 %r1, %a, %b, %c;
  madc.hi.cc.u32 %r2, %a, %b, %d;
  madc.lo.u32 %r3, %c, %d, %a;
  mad.hi.cc.s32 %r4, %a, %b, %c;
  madc.lo.cc.s32 %r5, %c, %d, %b;
  madc.hi.s32 %r6, %d, %a, %c;
  st.global.v2.b32 [%po + 128], {%r1, %r2};
  st.global.v4.b32 [%po + 144], {%r3, %r4, %r5, %r6};
  mad.lo.cc.u64 %rd4, %rd1, %rd2, %rd3;
  madc.hi.u64 %rd5, %rd1, %rd2, %rd3;
  st.global.v2.b64 [%po + 160], {%rd4, %rd5};
""",
        regs="  .reg .b32 %r<8>;\n  .reg .b64 %rd<8>;",
    )
    + entry(
        "pack_bmsk",
        4,
        24,
        r"""
  and.b32 %r9, %d, 31;
  shr.s32 %r7, %a, %r9;
  shr.u32 %r9, %d, 5;
  and.b32 %r9, %r9, 31;
  shr.s32 %r8, %b, %r9;
  cvt.pack.sat.s16.s32 %r1, %r7, %r8;
  cvt.pack.sat.u16.s32 %r2, %r7, %r8;
  cvt.pack.sat.u8.s32.b32 %r3, %r7, %r8, %c;
  cvt.pack.sat.s8.s32.b32 %r4, %r7, %r8, %c;
  cvt.pack.sat.u4.s32.b32 %r5, %r7, %r8, %c;
  cvt.pack.sat.s4.s32.b32 %r6, %r7, %r8, %c;
  st.global.v2.b32 [%po], {%r1, %r2};
  st.global.v2.b32 [%po + 8], {%r3, %r4};
  st.global.v2.b32 [%po + 16], {%r5, %r6};
  cvt.pack.sat.u2.s32.b32 %r1, %r7, %r8, %c;
  cvt.pack.sat.s2.s32.b32 %r2, %r7, %r8, %c;
  cvt.pack.sat.u8.s32.b32 %r3, %r7, %r8, 0;
  cvt.pack.sat.s16.s32 %r4, %a, %b;
  st.global.v2.b32 [%po + 24], {%r1, %r2};
  st.global.v2.b32 [%po + 32], {%r3, %r4};
  and.b32 %r7, %a, 63;
  and.b32 %r8, %b, 63;
  bmsk.clamp.b32 %r1, %r7, %r8;
  bmsk.wrap.b32 %r2, %r7, %r8;
  bmsk.clamp.b32 %r3, %a, %b;
  bmsk.wrap.b32 %r4, %a, %b;
  bmsk.wrap.b32 %r5, 1, 2;
  bmsk.clamp.b32 %r6, %r7, 32;
  st.global.v2.b32 [%po + 40], {%r1, %r2};
  st.global.v4.b32 [%po + 48], {%r3, %r4, %r5, %r6};
  and.b32 %r7, %a, 31;
  bmsk.clamp.b32 %r1, %r7, %r8;
  bmsk.wrap.b32 %r2, 0, %r8;
  st.global.v4.b32 [%po + 64], {%r1, %r2, 0, 0};
  st.global.v4.b32 [%po + 80], {0, 0, 0, 0};
""",
        regs="  .reg .b32 %r<10>;",
    )
)

# ------------------------------------------------------------------------------------------ f64
F64DIR = HEAD.format(target="sm_90a") + entry(
    "f64dir",
    4,
    28,
    r"""
  mov.b64 %x, {%a, %b};
  mov.b64 %y, {%c, %d};
  div.rn.f64 %r1, %x, %y;
  div.rz.f64 %r2, %x, %y;
  div.rm.f64 %r3, %x, %y;
  div.rp.f64 %r4, %x, %y;
  st.global.v2.f64 [%po], {%r1, %r2};
  st.global.v2.f64 [%po + 16], {%r3, %r4};
  rcp.rn.f64 %r1, %x;
  rcp.rz.f64 %r2, %x;
  rcp.rm.f64 %r3, %x;
  rcp.rp.f64 %r4, %x;
  st.global.v2.f64 [%po + 32], {%r1, %r2};
  st.global.v2.f64 [%po + 48], {%r3, %r4};
  sqrt.rn.f64 %r1, %x;
  sqrt.rz.f64 %r2, %x;
  sqrt.rm.f64 %r3, %x;
  sqrt.rp.f64 %r4, %x;
  st.global.v2.f64 [%po + 64], {%r1, %r2};
  st.global.v2.f64 [%po + 80], {%r3, %r4};
  abs.f64 %r5, %y;
  sqrt.rz.f64 %r1, %r5;
  sqrt.rp.f64 %r2, %r5;
  st.global.v2.f64 [%po + 96], {%r1, %r2};
""",
    regs="  .reg .f64 %x, %y, %r<6>;",
)

# -------------------------------------------------------------------------------------- control
CONTROL = (
    HEAD.format(target="sm_90a")
    + r"""
.func (.param .b32 rv) f0(.param .b32 a)
{
  .reg .b32 %r<3>;
  ld.param.b32 %r1, [a];
  add.s32 %r2, %r1, 100;
  st.param.b32 [rv], %r2;
  ret;
}
.func (.param .b32 rv) f1(.param .b32 a)
{
  .reg .b32 %r<3>;
  ld.param.b32 %r1, [a];
  mul.lo.s32 %r2, %r1, 3;
  st.param.b32 [rv], %r2;
  ret;
}
.func (.param .b32 rv) f2(.param .b32 a)
{
  .reg .b32 %r<3>;
  ld.param.b32 %r1, [a];
  xor.b32 %r2, %r1, 0x5a5a;
  st.param.b32 [rv], %r2;
  ret;
}
.global .align 8 .u64 ftab[3] = {f0, f1, f2};

.func (.param .b32 rv) fact(.param .b32 n)
{
  .reg .b32 %r<5>;
  .reg .pred p;
  ld.param.b32 %r1, [n];
  setp.le.s32 p, %r1, 1;
  @p bra DONE;
  sub.s32 %r2, %r1, 1;
  {
  .param .b32 a;
  .param .b32 r;
  st.param.b32 [a], %r2;
  call (r), fact, (a);
  ld.param.b32 %r3, [r];
  }
  mul.lo.s32 %r4, %r3, %r1;
  st.param.b32 [rv], %r4;
  ret;
DONE:
  st.param.b32 [rv], 1;
  ret;
}

// fib with a per-frame local array: every frame has its own buf
.func (.param .b32 rv) fibl(.param .b32 n)
{
  .local .align 4 .b32 buf[2];
  .reg .b32 %r<8>;
  .reg .b64 %rd<2>;
  .reg .pred p;
  ld.param.b32 %r1, [n];
  setp.lt.s32 p, %r1, 2;
  @p bra BASE;
  sub.s32 %r2, %r1, 1;
  {
  .param .b32 a;
  .param .b32 r;
  st.param.b32 [a], %r2;
  call (r), fibl, (a);
  ld.param.b32 %r3, [r];
  }
  st.local.b32 [buf], %r3;
  st.local.b32 [buf + 4], %r1;
  sub.s32 %r2, %r1, 2;
  {
  .param .b32 a;
  .param .b32 r;
  st.param.b32 [a], %r2;
  call (r), fibl, (a);
  ld.param.b32 %r4, [r];
  }
  ld.local.b32 %r5, [buf];
  ld.local.b32 %r6, [buf + 4];
  sub.s32 %r6, %r6, %r1;
  add.s32 %r7, %r5, %r4;
  add.s32 %r7, %r7, %r6;
  st.param.b32 [rv], %r7;
  ret;
BASE:
  st.param.b32 [rv], %r1;
  ret;
}

// alloca inside a callee: freed when it returns
.func (.param .b32 rv) sum_alloca(.param .b32 n, .param .b32 seed)
{
  .reg .b32 %r<8>;
  .reg .b64 %rd<6>;
  .reg .pred p;
  ld.param.b32 %r1, [n];
  ld.param.b32 %r2, [seed];
  mul.wide.u32 %rd1, %r1, 4;
  alloca.u64 %rd2, %rd1, 16;
  mov.u32 %r3, 0;
  mov.u64 %rd3, %rd2;
L1:
  mad.lo.u32 %r4, %r3, %r2, 7;
  st.local.b32 [%rd3], %r4;
  add.s64 %rd3, %rd3, 4;
  add.s32 %r3, %r3, 1;
  setp.lt.u32 p, %r3, %r1;
  @p bra L1;
  mov.u32 %r5, 0;
  mov.u32 %r3, 0;
  mov.u64 %rd3, %rd2;
L2:
  ld.local.b32 %r4, [%rd3];
  xor.b32 %r5, %r5, %r4;
  add.s32 %r5, %r5, %r3;
  add.s64 %rd3, %rd3, 4;
  add.s32 %r3, %r3, 1;
  setp.lt.u32 p, %r3, %r1;
  @p bra L2;
  and.b64 %rd4, %rd2, 15;
  cvt.u32.u64 %r6, %rd4;
  add.s32 %r5, %r5, %r6;
  st.param.b32 [rv], %r5;
  ret;
}
"""
    + entry(
        "brx",
        4,
        4,
        r"""
  rem.u32 %r1, %a, 5;
  mov.u32 %r2, 0;
  ts: .branchtargets L0, L1, L2, L3, L4;
  brx.idx %r1, ts;
L0:
  add.s32 %r2, %r2, 1;
  bra.uni JOIN;
L3:
  add.s32 %r2, %r2, 8;
L4:
  add.s32 %r2, %r2, 16;
  bra.uni JOIN;
L1:
  add.s32 %r2, %r2, 2;
L2:
  add.s32 %r2, %r2, 4;
JOIN:
  mov.u32 %r3, 0;
  and.b32 %r4, %b, 1;
  setp.ne.u32 p, %r4, 0;
  mov.u32 %r5, %ctaid.x;
  and.b32 %r5, %r5, 1;
  tu: .branchtargets U0, U1;
  @p brx.idx.uni %r5, tu;
  mov.u32 %r3, 77;
  bra.uni DONE;
U0:
  mov.u32 %r3, 10;
  bra.uni DONE;
U1:
  mov.u32 %r3, 20;
DONE:
  st.global.v4.b32 [%po], {%r1, %r2, %r3, 0};
""",
        regs="  .reg .b32 %r<8>;\n  .reg .pred p;",
    )
    + entry(
        "icall",
        4,
        8,
        r"""
  rem.u32 %r1, %a, 3;
  mul.wide.u32 %rd1, %r1, 8;
  mov.u64 %rd2, ftab;
  add.s64 %rd2, %rd2, %rd1;
  ld.global.u64 %rd3, [%rd2];
  Ftgt: .calltargets f0, f1, f2;
  {
  .param .b32 a;
  .param .b32 r;
  st.param.b32 [a], %b;
  call (r), %rd3, (a), Ftgt;
  ld.param.b32 %r2, [r];
  }
  mov.u64 %rd4, f1;
  setp.lt.u32 p, %r1, 1;
  @p mov.u64 %rd4, f2;
  Fproto: .callprototype (.param .b32 _) _ (.param .b32 _);
  {
  .param .b32 a;
  .param .b32 r;
  st.param.b32 [a], %c;
  call (r), %rd4, (a), Fproto;
  ld.param.b32 %r3, [r];
  }
  {
  .param .b32 a;
  .param .b32 r;
  st.param.b32 [a], %d;
  call (r), %rd3, (a), ftab;
  ld.param.b32 %r4, [r];
  }
  st.global.v4.b32 [%po], {%r1, %r2, %r3, %r4};
  st.global.v4.b32 [%po + 16], {0, 0, 0, 0};
""",
        regs="  .reg .b32 %r<8>;\n  .reg .b64 %rd<6>;\n  .reg .pred p;",
    )
    + entry(
        "recurse",
        4,
        4,
        r"""
  rem.u32 %r1, %a, 13;
  {
  .param .b32 a;
  .param .b32 r;
  st.param.b32 [a], %r1;
  call (r), fact, (a);
  ld.param.b32 %r2, [r];
  }
  rem.u32 %r3, %b, 12;
  {
  .param .b32 a;
  .param .b32 r;
  st.param.b32 [a], %r3;
  call (r), fibl, (a);
  ld.param.b32 %r4, [r];
  }
  st.global.v4.b32 [%po], {%r1, %r2, %r3, %r4};
""",
        regs="  .reg .b32 %r<8>;",
    )
    + entry(
        "alloca",
        4,
        4,
        r"""
  and.b32 %r1, %a, 31;
  add.s32 %r1, %r1, 1;
  stacksave.u64 %rd1;
  mul.wide.u32 %rd2, %r1, 4;
  alloca.u64 %rd3, %rd2, 8;
  mov.u32 %r3, 0;
  mov.u64 %rd4, %rd3;
L1:
  mad.lo.u32 %r4, %r3, %b, %c;
  st.local.b32 [%rd4], %r4;
  add.s64 %rd4, %rd4, 4;
  add.s32 %r3, %r3, 1;
  setp.lt.u32 p, %r3, %r1;
  @p bra L1;
  sub.s32 %r5, %r1, 1;
  mul.wide.u32 %rd5, %r5, 4;
  add.s64 %rd5, %rd3, %rd5;
  ld.local.b32 %r6, [%rd5];
  stackrestore.u64 %rd1;
  {
  .param .b32 pn;
  .param .b32 ps;
  .param .b32 r;
  st.param.b32 [pn], %r1;
  st.param.b32 [ps], %d;
  call (r), sum_alloca, (pn, ps);
  ld.param.b32 %r7, [r];
  }
  and.b64 %rd6, %rd3, 7;
  cvt.u32.u64 %r2, %rd6;
  st.global.v4.b32 [%po], {%r1, %r6, %r7, %r2};
""",
        regs="  .reg .b32 %r<8>;\n  .reg .b64 %rd<8>;\n  .reg .pred p;",
    )
)

# ------------------------------------------------------------------------------------ contract
# (name, register type, body using %x %y %z -> %o); inputs are the first words of the thread's four
CONTRACT_FORMS = [
    ("h_mul_add", "b16", "mul.f16 %t, %x, %y;\n  add.f16 %o, %t, %z;"),
    ("h_mul_sub", "b16", "mul.f16 %t, %x, %y;\n  sub.f16 %o, %t, %z;"),
    ("h_sub_mul", "b16", "mul.f16 %t, %x, %y;\n  sub.f16 %o, %z, %t;"),
    ("h_rn_mul", "b16", "mul.rn.f16 %t, %x, %y;\n  add.f16 %o, %t, %z;"),
    ("h_rn_add", "b16", "mul.f16 %t, %x, %y;\n  add.rn.f16 %o, %t, %z;"),
    ("h_two_uses", "b16", "mul.f16 %t, %x, %y;\n  add.f16 %o, %t, %z;\n  sub.f16 %o2, %t, %x;"),
    ("h_stored", "b16", "mul.f16 %t, %x, %y;\n  add.f16 %o, %t, %z;\n  mov.b16 %o2, %t;"),
    ("h_mov", "b16", "mul.f16 %t, %x, %y;\n  mov.b16 %t2, %t;\n  add.f16 %o, %t2, %z;"),
    ("h_ftz_mul", "b16", "mul.ftz.f16 %t, %x, %y;\n  add.f16 %o, %t, %z;"),
    ("h_ftz_both", "b16", "mul.ftz.f16 %t, %x, %y;\n  add.ftz.f16 %o, %t, %z;"),
    ("h_sat_mul", "b16", "mul.sat.f16 %t, %x, %y;\n  add.f16 %o, %t, %z;"),
    ("h_sat_add", "b16", "mul.f16 %t, %x, %y;\n  add.sat.f16 %o, %t, %z;"),
    ("h_fma_addend", "b16", "mul.f16 %t, %x, %y;\n  fma.rn.f16 %o, %x, %z, %t;"),
    (
        "h_scope",
        "b16",
        "{\n  .reg .b16 s;\n  mul.f16 s, %x, %y;\n  mov.b16 %t, s;\n  }\n  {\n  .reg .b16 u;\n"
        "  add.f16 u, %t, %z;\n  mov.b16 %o, u;\n  }",
    ),
    ("h_neg", "b16", "mul.f16 %t, %x, %y;\n  neg.f16 %t2, %t;\n  add.f16 %o, %t2, %z;"),
    ("h_mul_mul_add", "b16", "mul.f16 %t, %x, %y;\n  mul.f16 %t2, %x, %z;\n  add.f16 %o, %t, %t2;"),
    ("h2_mul_add", "b32", "mul.f16x2 %t, %x, %y;\n  add.f16x2 %o, %t, %z;"),
    ("h2_mul_sub", "b32", "mul.f16x2 %t, %x, %y;\n  sub.f16x2 %o, %z, %t;"),
    ("h2_rn", "b32", "mul.rn.f16x2 %t, %x, %y;\n  add.f16x2 %o, %t, %z;"),
    ("b_mul_add", "b16", "mul.bf16 %t, %x, %y;\n  add.bf16 %o, %t, %z;"),
    ("b_mul_sub", "b16", "mul.bf16 %t, %x, %y;\n  sub.bf16 %o, %t, %z;"),
    ("b_rn", "b16", "mul.rn.bf16 %t, %x, %y;\n  add.bf16 %o, %t, %z;"),
    ("b2_mul_add", "b32", "mul.bf16x2 %t, %x, %y;\n  add.bf16x2 %o, %t, %z;"),
    ("b2_mul_sub", "b32", "mul.bf16x2 %t, %x, %y;\n  sub.bf16x2 %o, %t, %z;"),
    ("mix_b_h", "b16", "mul.bf16 %t, %x, %y;\n  add.f16 %o, %t, %z;"),
    ("mix_h_b", "b16", "mul.f16 %t, %x, %y;\n  add.bf16 %o, %t, %z;"),
    ("f_mul_add", "b32", "mul.f32 %t, %x, %y;\n  add.f32 %o, %t, %z;"),
    ("f_stored", "b32", "mul.f32 %t, %x, %y;\n  add.f32 %o, %t, %z;\n  mov.b32 %o2, %t;"),
    ("f_two_uses", "b32", "mul.f32 %t, %x, %y;\n  add.f32 %o, %t, %z;\n  sub.f32 %o2, %x, %t;"),
    ("f_mov", "b32", "mul.f32 %t, %x, %y;\n  mov.b32 %t2, %t;\n  add.f32 %o, %t2, %z;"),
    ("f_neg", "b32", "mul.f32 %t, %x, %y;\n  neg.f32 %t2, %t;\n  add.f32 %o, %t2, %z;"),
    ("f_ftz_mix", "b32", "mul.ftz.f32 %t, %x, %y;\n  add.f32 %o, %t, %z;"),
    ("f_sat_add", "b32", "mul.f32 %t, %x, %y;\n  add.sat.f32 %o, %t, %z;"),
    ("f_sat_mul", "b32", "mul.sat.f32 %t, %x, %y;\n  add.f32 %o, %t, %z;"),
    ("d_mul_add", "b64", "mul.f64 %t, %x, %y;\n  add.f64 %o, %t, %z;"),
    ("d_mul_sub", "b64", "mul.f64 %t, %x, %y;\n  sub.f64 %o, %z, %t;"),
    ("d_stored", "b64", "mul.f64 %t, %x, %y;\n  add.f64 %o, %t, %z;\n  mov.b64 %o2, %t;"),
    ("d_mov", "b64", "mul.f64 %t, %x, %y;\n  mov.b64 %t2, %t;\n  add.f64 %o, %t2, %z;"),
]


def _contract_module() -> str:
    out = [HEAD.format(target="sm_90a")]
    for name, rt, body in CONTRACT_FORMS:
        w = int(rt[1:])
        if w == 16:
            load = "  cvt.u16.u32 %x, %a;\n  cvt.u16.u32 %y, %b;\n  cvt.u16.u32 %z, %c;"
            store = (
                "  cvt.u32.u16 %rt1, %o;\n  cvt.u32.u16 %rt2, %o2;\n  st.global.v2.b32 [%po], {%rt1, %rt2};"
            )
            n_in = 4
        elif w == 32:
            load = "  mov.b32 %x, %a;\n  mov.b32 %y, %b;\n  mov.b32 %z, %c;"
            store = "  st.global.v2.b32 [%po], {%o, %o2};"
            n_in = 4
        else:
            load = "  ld.global.v2.b64 {%x, %y}, [%pi];\n  ld.global.b64 %z, [%pi + 16];"
            store = "  st.global.v2.b64 [%po], {%o, %o2};"
            n_in = 8
        regs = f"  .reg .b{w} %x, %y, %z, %t, %t2, %o, %o2;"
        text = f"{load}\n  mov.b{w} %o2, 0;\n  {body}\n{store}"
        out.append(entry(f"c_{name}", n_in, 4, text, regs=regs))
    return "".join(out)


# ------------------------------------------------------------------------------------ relaxed
RELAXED_FORMS = [
    # (name, register declarations, body): each stores two 64-bit words
    (
        "ld_f32_b64",
        ".reg .b64 %w;",
        "ld.global.f32 %w, [%pi];\n  st.global.b64 [%po], %w;\n"
        "  st.global.f32 [%po + 8], %w;\n  st.global.b32 [%po + 12], 0;",
    ),
    (
        "ld_f32_b64_mov",
        ".reg .b64 %w, %w2;",
        "mov.b64 %w, -1;\n  ld.global.f32 %w, [%pi + 4];\n"
        "  mov.b64 %w2, %w;\n  st.global.v2.b64 [%po], {%w, %w2};",
    ),
    ("ld_f64_b64", ".reg .b64 %w;", "ld.global.f64 %w, [%pi];\n  st.global.v2.b64 [%po], {%w, 0};"),
    (
        "ld_s8_b32",
        ".reg .b32 %w, %v;",
        "ld.global.s8 %w, [%pi + 1];\n  ld.global.u8 %v, [%pi + 1];\n"
        "  st.global.v4.b32 [%po], {%w, %v, 0, 0};",
    ),
    ("ld_s8_b64", ".reg .b64 %w;", "ld.global.s8 %w, [%pi + 3];\n  st.global.v2.b64 [%po], {%w, 0};"),
    ("ld_s16_u64", ".reg .u64 %w;", "ld.global.s16 %w, [%pi + 2];\n  st.global.v2.b64 [%po], {%w, 0};"),
    (
        "ld_b8_b16",
        ".reg .b16 %w;\n  .reg .b32 %v;",
        "ld.global.b8 %w, [%pi + 3];\n  cvt.u32.u16 %v, %w;\n  st.global.v4.b32 [%po], {%v, 0, 0, 0};",
    ),
    (
        "ld_s8_s16",
        ".reg .s16 %w;\n  .reg .b32 %v;",
        "ld.global.s8 %w, [%pi + 3];\n  mov.b32 %v, {%w, %w};\n  st.global.v4.b32 [%po], {%v, 0, 0, 0};",
    ),
    (
        "ld_u16_f32",
        ".reg .f32 %w;\n  .reg .b32 %v;",
        "ld.global.b16 %w, [%pi + 2];\n  mov.b32 %v, %w;\n  st.global.v4.b32 [%po], {%v, 0, 0, 0};",
    ),
    ("ld_s32_b64", ".reg .b64 %w;", "ld.global.s32 %w, [%pi + 4];\n  st.global.v2.b64 [%po], {%w, 0};"),
    (
        "ld_v2_f32_b64",
        ".reg .b64 %w, %w2;",
        "ld.global.v2.f32 {%w, %w2}, [%pi + 8];\n  st.global.v2.b64 [%po], {%w, %w2};",
    ),
    (
        "st_u8_b32",
        ".reg .b32 %w;",
        "st.global.v4.b32 [%po], {0, 0, 0, 0};\n  st.global.u8 [%po + 1], %a;\n"
        "  st.global.s8 [%po + 6], %b;\n  st.global.b8 [%po + 8], %c;",
    ),
    (
        "st_f16_b32",
        "",
        "st.global.v4.b32 [%po], {0, 0, 0, 0};\n  st.global.b16 [%po + 2], %a;\n"
        "  st.global.b16 [%po + 6], %b;",
    ),
    (
        "st_f32_b64",
        ".reg .b64 %w;",
        "mov.b64 %w, {%a, %b};\n  st.global.v4.b32 [%po], {0, 0, 0, 0};\n"
        "  st.global.f32 [%po + 4], %w;\n  st.global.u16 [%po + 8], %w;\n  st.global.s32 [%po + 12], %w;",
    ),
    (
        "st_b8_f32",
        ".reg .f32 %w;",
        "mov.b32 %w, %a;\n  st.global.v4.b32 [%po], {0, 0, 0, 0};\n"
        "  st.global.b8 [%po + 3], %w;\n  st.global.b16 [%po + 4], %w;",
    ),
    (
        "st_v2_f32_b64",
        ".reg .b64 %w, %w2;",
        "mov.b64 %w, {%a, %b};\n  mov.b64 %w2, {%c, %d};\n"
        "  st.global.v4.b32 [%po], {0, 0, 0, 0};\n  st.global.v2.f32 [%po + 8], {%w, %w2};",
    ),
    (
        "cvt_s8_b32",
        ".reg .b32 %w, %v;",
        "cvt.s8.s32 %w, %a;\n  cvt.u8.s32 %v, %a;\n  st.global.v4.b32 [%po], {%w, %v, 0, 0};",
    ),
    ("cvt_s16_b64", ".reg .b64 %w;", "cvt.s16.s32 %w, %b;\n  st.global.v2.b64 [%po], {%w, 0};"),
    (
        "cvt_sat_s8_b32",
        ".reg .b32 %w, %v;",
        "cvt.sat.s8.s32 %w, %a;\n  cvt.sat.u8.s32 %v, %a;\n  st.global.v4.b32 [%po], {%w, %v, 0, 0};",
    ),
    (
        "cvt_s16_f32",
        ".reg .b32 %w;\n  .reg .f32 %f;",
        "mov.b32 %f, %c;\n  cvt.rzi.s16.f32 %w, %f;\n  st.global.v4.b32 [%po], {%w, 0, 0, 0};",
    ),
    (
        "cvt_f32_s8",
        ".reg .f32 %w, %v;",
        "cvt.rn.f32.s8 %w, %a;\n  cvt.rn.f32.u16 %v, %b;\n"
        "  st.global.v4.f32 [%po], {%w, %v, 0f00000000, 0f00000000};",
    ),
    (
        "cvt_f32_u16_b64",
        ".reg .b64 %s;\n  .reg .f32 %w;",
        "mov.b64 %s, {%a, %b};\n  cvt.rn.f32.s16 %w, %s;\n"
        "  st.global.v4.f32 [%po], {%w, 0f00000000, 0f00000000, 0f00000000};",
    ),
    (
        "cvt_f16_b32",
        ".reg .b32 %w;\n  .reg .f32 %f;",
        "mov.b32 %f, %c;\n  mov.b32 %w, -1;\n"
        "  cvt.rn.f16.f32 %w, %f;\n  st.global.v4.b32 [%po], {%w, 0, 0, 0};",
    ),
    (
        "cvt_s32_s8_b64",
        ".reg .b64 %s;\n  .reg .b32 %w;",
        "mov.b64 %s, {%d, %a};\n  cvt.s32.s8 %w, %s;\n  st.global.v4.b32 [%po], {%w, 0, 0, 0};",
    ),
    ("cvt_u64_s8_b32", ".reg .b64 %w;", "cvt.s64.s8 %w, %b;\n  st.global.v2.b64 [%po], {%w, 0};"),
]


def _relaxed_module() -> str:
    out = [HEAD.format(target="sm_90a")]
    for name, regs, body in RELAXED_FORMS:
        out.append(entry(f"r_{name}", 4, 4, "  " + body, regs="  " + regs if regs else ""))
    return "".join(out)


# ------------------------------------------------------------------------------------ old target
SM80 = (
    HEAD.format(target="sm_80").replace("8.5", "7.0")
    + r"""
.visible .entry mma80(.param .u64 pin, .param .u64 pout)
{
  .reg .b64 %rd<6>;
  .reg .b32 %r<12>;
  .reg .f32 %f<12>;
  ld.param.u64 %rd1, [pin];
  ld.param.u64 %rd2, [pout];
  cvta.to.global.u64 %rd1, %rd1;
  cvta.to.global.u64 %rd2, %rd2;
  mov.u32 %r1, %tid.x;
  mul.wide.u32 %rd3, %r1, 48;
  add.s64 %rd4, %rd1, %rd3;
  ld.global.v4.b32 {%r2, %r3, %r4, %r5}, [%rd4];
  ld.global.v2.b32 {%r6, %r7}, [%rd4 + 16];
  ld.global.v4.f32 {%f1, %f2, %f3, %f4}, [%rd4 + 32];
  mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f5, %f6, %f7, %f8}, {%r2, %r3, %r4, %r5},
      {%r6, %r7}, {%f1, %f2, %f3, %f4};
  mma.sync.aligned.m16n8k8.row.col.f32.bf16.bf16.f32 {%f9, %f10, %f11, %f1}, {%r2, %r3}, {%r6},
      {%f5, %f6, %f7, %f8};
  mul.wide.u32 %rd3, %r1, 32;
  add.s64 %rd5, %rd2, %rd3;
  st.global.v4.f32 [%rd5], {%f5, %f6, %f7, %f8};
  st.global.v4.f32 [%rd5 + 16], {%f9, %f10, %f11, %f1};
  ret;
}
"""
)


def modules() -> dict[str, str]:
    return {
        "grammar": GRAMMAR,
        "video": _video_module(),
        "intops": INTOPS,
        "f64dir": F64DIR,
        "control": CONTROL,
        "contract": _contract_module(),
        "relaxed": _relaxed_module(),
        "sm80": SM80,
    }


# ---------------------------------------------------------------------------------------- inputs
def _u32(rng: np.random.Generator, n: int) -> np.ndarray:
    x = rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)
    edge = np.array(
        [
            0,
            1,
            2,
            0x7F,
            0x80,
            0xFF,
            0x7FFF,
            0x8000,
            0xFFFF,
            0x7FFFFFFF,
            0x80000000,
            0xFFFFFFFF,
            31,
            32,
            33,
            0x10000,
            0xFFFF0000,
            0x00FF00FF,
        ],
        np.uint32,
    )
    small = rng.integers(-40, 41, n).astype(np.int64).astype(np.uint32)
    pick = rng.random(n)
    x = np.where(pick < 0.15, edge[rng.integers(0, len(edge), n)], x)
    return np.where(pick > 0.8, small, x)


def _f64(rng: np.random.Generator, n: int) -> np.ndarray:
    x = rng.standard_normal(n) * np.exp2(rng.integers(-60, 61, n).astype(np.float64))
    raw = rng.integers(0, 2**63, n, dtype=np.int64).view(np.float64) * np.where(rng.random(n) < 0.5, 1, -1)
    special = np.array(
        [
            0.0,
            -0.0,
            np.inf,
            -np.inf,
            np.nan,
            5e-324,
            -5e-324,
            2.2250738585072014e-308,
            1.7976931348623157e308,
            1.0,
            -1.0,
            4.0,
            2.0**-1022 * 0.75,
            9.0,
            1e-310,
            2.0**1023,
            2.0**-1074 * 3,
            0.1,
            3.0,
            1.0 + 2.0**-52,
        ]
    )
    pick = rng.random(n)
    x = np.where(pick < 0.25, raw, x)
    x = np.where(pick > 0.88, special[rng.integers(0, len(special), n)], x)
    # small integers and perfect squares: exact quotients and roots, where directed modes must not move
    ints = rng.integers(1, 1000, n).astype(np.float64)
    return np.where((pick > 0.8) & (pick <= 0.88), ints * ints, x)


def _halves(rng: np.random.Generator, n: int) -> np.ndarray:
    """Words whose halves are ordinary f16/bf16 numbers, with some specials (NaN, inf, subnormal)."""
    h = (rng.standard_normal(2 * n) * 4).astype(np.float16).view(np.uint16)
    bf = ((rng.standard_normal(2 * n) * 4).astype(np.float32).view(np.uint32) >> 16).astype(np.uint16)
    raw = rng.integers(0, 2**16, 2 * n).astype(np.uint16)
    pick = rng.random(2 * n)
    v = np.where(pick < 0.45, h, np.where(pick < 0.9, bf, raw))
    return v.view(np.uint32)


def cases() -> tuple[list[dict], dict[str, np.ndarray]]:
    rng = np.random.default_rng(20261126)
    out: list[dict] = []
    bufs: dict[str, np.ndarray] = {}

    def case(name, module, kernel, grid, block, n_in, n_out, inp=None, shared=0):
        threads = grid * block
        inp = _u32(rng, threads * n_in) if inp is None else inp
        out.append(
            {
                "name": name,
                "module": module,
                "kernel": kernel,
                "grid": [grid, 1, 1],
                "block": [block, 1, 1],
                "shared": shared,
                "args": [["buf", "inp"], ["buf", "out"]],
            }
        )
        bufs[f"{name}/inp"] = np.ascontiguousarray(inp.view(np.uint32))
        bufs[f"{name}/out"] = np.full(threads * n_out, 0xDEADBEEF, np.uint32)

    case("vecreg", "grammar", "vecreg", 2, 64, 4, 12)
    case("calls_addr", "grammar", "calls_addr", 2, 64, 4, 12)
    case("shared_async", "grammar", "shared_async", 2, 64, 4, 8, shared=64 * 4)
    for k in range((len(VIDEO_FORMS) + 95) // 96):
        case(f"video{k}", "video", f"video{k}", 2, 128, 4, 96)
    case("carry", "intops", "carry", 2, 128, 4, 48)
    case("pack_bmsk", "intops", "pack_bmsk", 2, 128, 4, 24)
    case(
        "f64dir",
        "f64dir",
        "f64dir",
        16,
        128,
        4,
        28,
        inp=np.stack([_f64(rng, 2048), _f64(rng, 2048)], axis=1).reshape(-1).view(np.uint32),
    )
    for k in ("brx", "recurse", "alloca"):
        case(k, "control", k, 2, 64, 4, 4)
    case("icall", "control", "icall", 2, 64, 4, 8)
    for name, rt, _ in CONTRACT_FORMS:
        w = int(rt[1:])
        if w == 64:
            inp = np.stack([_f64(rng, 256) for _ in range(4)], axis=1).reshape(-1)
            inp = np.where(
                np.isfinite(inp) & (rng.random(inp.shape) < 0.9), (rng.standard_normal(inp.shape) * 3), inp
            ).view(np.uint32)
            case(f"c_{name}", "contract", f"c_{name}", 2, 128, 8, 4, inp=inp)
        elif name.startswith(("f_",)):
            v = (rng.standard_normal(1024) * 3).astype(np.float32).view(np.uint32)
            case(
                f"c_{name}",
                "contract",
                f"c_{name}",
                2,
                128,
                4,
                4,
                inp=np.where(rng.random(1024) < 0.1, _u32(rng, 1024), v),
            )
        else:
            case(f"c_{name}", "contract", f"c_{name}", 2, 128, 4, 4, inp=_halves(rng, 1024))
    for name, _, _ in RELAXED_FORMS:
        case(f"r_{name}", "relaxed", f"r_{name}", 1, 64, 4, 4)
    frag = np.concatenate(
        [
            _halves(rng, 6 * 32).reshape(32, 6),
            np.zeros((32, 2), np.uint32),  # A (4 words) and B (2) at 0, C (4 f32) at byte 32
            (rng.standard_normal((32, 4)) * 2).astype(np.float32).view(np.uint32),
        ],
        axis=1,
    )
    case("mma80", "sm80", "mma80", 1, 32, 12, 8, inp=frag.reshape(-1))
    # printf_kernel(iv, dv, lv, name): 2 CTAs x 96 threads (base_isa_record.py launches it)
    n = 192
    bufs["printf/iv"] = _u32(rng, n).view(np.int32)
    dv = rng.standard_normal(n) * np.exp2(rng.integers(-30, 31, n).astype(np.float64))
    dv[:6] = [0.0, -0.0, np.inf, -np.inf, np.nan, 1e300]
    bufs["printf/dv"] = dv
    bufs["printf/lv"] = rng.integers(-(2**63), 2**63, n, dtype=np.int64)
    bufs["printf/name"] = np.frombuffer(b"ptxemu!\0", np.uint8).copy()
    return out, bufs


def recorded_inputs() -> dict[str, np.ndarray]:
    """base_isa_inputs.npz: the cases (JSON) and every case's buffers."""
    cs, bufs = cases()
    return {"cases": np.array(json.dumps(cs)), **bufs}


def main() -> None:
    sys.path.insert(0, str(HERE.parents[2] / "src"))
    from ptxemu.machine.launching.seeded import write_manifest

    OUT_DIR.mkdir(parents=True, exist_ok=True)
    for name, text in modules().items():
        (OUT_DIR / f"base_isa_{name}.ptx").write_text(text)
    arrays = recorded_inputs()
    write_manifest(OUT_DIR / "base_isa_inputs.npz", arrays, "tools/truth/kernels/base_isa.py",
                   "recorded_inputs")
    print(len(json.loads(str(arrays["cases"]))), "cases,", len(VIDEO_FORMS), "video forms")


if __name__ == "__main__":
    main(*sys.argv[1:])
