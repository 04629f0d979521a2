"""Whole-manual completeness: one or more instruction lines for every instruction section of the PTX ISA
9.0 manual (the 9.7.x sections that describe an opcode), labelled by ptxas 13.5.

Usage:  python tools/corpus/manual.py [--ptxas PATH] [--jobs 2] [--out tests/data/isa/manual.jsonl.gz]
        python tools/corpus/manual.py --sections /work/shared/reference/ptx-isa-9.0   (list and compare)

SECTIONS maps each section (the manual's file name up to its title, e.g. "9.7.1.21 szext") to lines
written from its Syntax block: valid forms, and for the families the catalogue gained from this list a
few near misses.  Each line is a module() of generate.py at PTX 9.0 and is labelled for sm_90a, sm_100a
and sm_120a; OLD_MODULES are lines ptxas takes only in an older module (.target sm_60, PTX 6.3), compiled
with -arch sm_75.  Record: {family: "manual", section, body, version, target (the module's), arch (ptxas
-arch), accepted, message}.  Nothing
here reads ptxemu's catalogue; ptxas alone decides.
"""

# ruff: noqa: E501  (a data table: one instruction per line)

from __future__ import annotations

import argparse
import random
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from generate import DEFAULT_PTXAS, TARGETS, label_all, module, mutate_case  # noqa: E402

V4F = "{f1, f2, f3, f4}"
V4R = "{r1, r2, r3, r4}"
SECTIONS: dict[str, tuple[str, ...]] = {
    # 9.7.1 integer arithmetic
    "9.7.1.1 add": ("add.s32 r1, r2, r3;", "add.sat.s32 r1, r2, 1;", "add.u64 rd1, rd2, rd3;"),
    "9.7.1.2 sub": ("sub.s32 r1, r2, r3;", "sub.u16 h1, h2, h3;"),
    "9.7.1.3 mul": ("mul.lo.s32 r1, r2, r3;", "mul.wide.u32 rd1, r2, r3;", "mul.hi.u64 rd1, rd2, rd3;"),
    "9.7.1.4 mad": ("mad.lo.s32 r1, r2, r3, r4;", "mad.wide.s32 rd1, r2, r3, rd4;", "mad.hi.sat.s32 r1, r2, r3, r4;"),
    "9.7.1.5 mul24": ("mul24.lo.s32 r1, r2, r3;", "mul24.hi.u32 r1, r2, r3;"),
    "9.7.1.6 mad24": ("mad24.lo.s32 r1, r2, r3, r4;", "mad24.hi.sat.s32 r1, r2, r3, r4;"),
    "9.7.1.7 sad": ("sad.u32 r1, r2, r3, r4;",),
    "9.7.1.8 div": ("div.s32 r1, r2, r3;", "div.u64 rd1, rd2, rd3;"),
    "9.7.1.9 rem": ("rem.s32 r1, r2, r3;",),
    "9.7.1.10 abs": ("abs.s32 r1, r2;", "abs.s16 h1, h2;"),
    "9.7.1.11 neg": ("neg.s64 rd1, rd2;",),
    "9.7.1.12 min": ("min.u32 r1, r2, r3;", "min.relu.s32 r1, r2, r3;"),
    "9.7.1.13 max": ("max.s64 rd1, rd2, rd3;", "max.relu.s32 r1, r2, r3;"),
    "9.7.1.14 popc": ("popc.b32 r1, r2;", "popc.b64 r1, rd2;"),
    "9.7.1.15 clz": ("clz.b32 r1, r2;", "clz.b64 r1, rd2;"),
    "9.7.1.16 bfind": ("bfind.u32 r1, r2;", "bfind.shiftamt.s64 r1, rd2;"),
    "9.7.1.17 fns": ("fns.b32 r1, r2, r3, r4;",),
    "9.7.1.18 brev": ("brev.b32 r1, r2;", "brev.b64 rd1, rd2;"),
    "9.7.1.19 bfe": ("bfe.u32 r1, r2, r3, r4;", "bfe.s64 rd1, rd2, r3, r4;"),
    "9.7.1.20 bfi": ("bfi.b32 r1, r2, r3, r4, r5;", "bfi.b64 rd1, rd2, rd3, r4, r5;"),
    "9.7.1.21 szext": ("szext.clamp.s32 r1, r2, r3;", "szext.wrap.u32 r1, r2, 8;", "szext.clamp.s32 r1, r2, r3, r4;",
                       "szext.s32 r1, r2, r3;", "szext.clamp.s64 rd1, rd2, r3;", "szext.clamp.b32 r1, r2, r3;",
                       "szext.wrap.u32 r1, 5, r3;", "szext.clamp.wrap.s32 r1, r2, r3;", "szext.clamp.s32 rd1, r2, r3;"),
    "9.7.1.22 bmsk": ("bmsk.clamp.b32 r1, r2, r3;", "bmsk.wrap.b32 r1, 4, 8;", "bmsk.b32 r1, r2, r3;",
                      "bmsk.clamp.u32 r1, r2, r3;", "bmsk.wrap.b64 rd1, r2, r3;", "bmsk.clamp.b32 r1, r2, r3, r4;",
                      "bmsk.clamp.b32 rd1, r2, r3;"),
    "9.7.1.23 dp4a": ("dp4a.u32.u32 r1, r2, r3, r4;", "dp4a.s32.u32 r1, r2, r3, r4;"),
    "9.7.1.24 dp2a": ("dp2a.lo.u32.u32 r1, r2, r3, r4;", "dp2a.hi.s32.s32 r1, r2, r3, r4;"),
    # 9.7.2 extended precision
    "9.7.2.1 add.cc": ("add.cc.u32 r1, r2, r3;", "add.cc.s64 rd1, rd2, rd3;"),
    "9.7.2.2 addc": ("addc.cc.u32 r1, r2, r3;", "addc.u64 rd1, rd2, rd3;"),
    "9.7.2.3 sub.cc": ("sub.cc.u32 r1, r2, r3;",),
    "9.7.2.4 subc": ("subc.cc.u32 r1, r2, r3;",),
    "9.7.2.5 mad.cc": ("mad.lo.cc.u32 r1, r2, r3, r4;", "mad.hi.cc.s64 rd1, rd2, rd3, rd4;", "mad.cc.lo.u32 r1, r2, r3, r4;",
                       "mad.lo.cc.u16 h1, h2, h3, h4;", "mad.wide.cc.u32 rd1, r2, r3, rd4;", "mad.cc.u32 r1, r2, r3, r4;"),
    "9.7.2.6 madc": ("madc.lo.u32 r1, r2, r3, r4;", "madc.hi.cc.s32 r1, r2, r3, r4;", "madc.lo.cc.u64 rd1, rd2, rd3, rd4;",
                     "madc.u32 r1, r2, r3, r4;", "madc.wide.u32 rd1, r2, r3, rd4;", "madc.lo.f32 f1, f2, f3, f4;",
                     "madc.lo.u16 h1, h2, h3, h4;"),
    # 9.7.3 floating point
    "9.7.3.1 testp": ("testp.finite.f32 p1, f2;", "testp.notanumber.f64 p1, fd2;"),
    "9.7.3.2 copysign": ("copysign.f32 f1, f2, f3;",),
    "9.7.3.3 add": ("add.rn.ftz.f32 f1, f2, f3;", "add.rz.f64 fd1, fd2, fd3;"),
    "9.7.3.4 sub": ("sub.f32 f1, f2, f3;",),
    "9.7.3.5 mul": ("mul.rn.sat.f32 f1, f2, f3;",),
    "9.7.3.6 fma": ("fma.rn.f32 f1, f2, f3, f4;", "fma.rn.f64 fd1, fd2, fd3, fd4;"),
    "9.7.3.7 mad": ("mad.rn.f32 f1, f2, f3, f4;",),
    "9.7.3.8 div": ("div.approx.f32 f1, f2, f3;", "div.rn.f64 fd1, fd2, fd3;", "div.full.ftz.f32 f1, f2, f3;"),
    "9.7.3.9 abs": ("abs.ftz.f32 f1, f2;",),
    "9.7.3.10 neg": ("neg.f64 fd1, fd2;",),
    "9.7.3.11 min": ("min.NaN.f32 f1, f2, f3;", "min.f32 f1, f2, f3, f4;"),
    "9.7.3.12 max": ("max.xorsign.abs.f32 f1, f2, f3;",),
    "9.7.3.13 rcp": ("rcp.approx.f32 f1, f2;", "rcp.rn.f64 fd1, fd2;"),
    "9.7.3.14 rcp.approx.ftz.f64": ("rcp.approx.ftz.f64 fd1, fd2;",),
    "9.7.3.15 sqrt": ("sqrt.approx.f32 f1, f2;", "sqrt.rn.f64 fd1, fd2;"),
    "9.7.3.16 rsqrt": ("rsqrt.approx.f32 f1, f2;",),
    "9.7.3.17 rsqrt.approx.ftz.f64": ("rsqrt.approx.ftz.f64 fd1, fd2;",),
    "9.7.3.18 sin": ("sin.approx.f32 f1, f2;",),
    "9.7.3.19 cos": ("cos.approx.ftz.f32 f1, f2;",),
    "9.7.3.20 lg2": ("lg2.approx.f32 f1, f2;",),
    "9.7.3.21 ex2": ("ex2.approx.ftz.f32 f1, f2;",),
    "9.7.3.22 tanh": ("tanh.approx.f32 f1, f2;",),
    # 9.7.4 half precision
    "9.7.4.1 add": ("add.f16 hf1, hf2, hf3;", "add.rn.bf16x2 r1, r2, r3;"),
    "9.7.4.2 sub": ("sub.f16x2 hx1, hx2, hx3;",),
    "9.7.4.3 mul": ("mul.ftz.f16 hf1, hf2, hf3;",),
    "9.7.4.4 fma": ("fma.rn.f16 hf1, hf2, hf3, hf4;", "fma.rn.relu.bf16x2 r1, r2, r3, r4;", "fma.rn.oob.f16x2 hx1, hx2, hx3, hx4;"),
    "9.7.4.5 neg": ("neg.f16 hf1, hf2;",),
    "9.7.4.6 abs": ("abs.f16x2 hx1, hx2;",),
    "9.7.4.7 min": ("min.f16 hf1, hf2, hf3;", "min.NaN.bf16x2 r1, r2, r3;"),
    "9.7.4.8 max": ("max.xorsign.abs.f16 hf1, hf2, hf3;",),
    "9.7.4.9 tanh": ("tanh.approx.f16 hf1, hf2;",),
    "9.7.4.10 ex2": ("ex2.approx.f16x2 hx1, hx2;", "ex2.approx.ftz.bf16 h1, h2;"),
    # 9.7.5 mixed precision
    "9.7.5.1 add": ("add.f32.f16 f1, hf2, f3;",),
    "9.7.5.2 sub": ("sub.rn.f32.bf16 f1, h2, f3;",),
    "9.7.5.3 fma": ("fma.rn.f32.f16 f1, hf2, hf3, f4;",),
    # 9.7.6 / 9.7.7 comparison and selection
    "9.7.6.1 set": ("set.lt.u32.s32 r1, s2, s3;", "set.eq.f32.f32 f1, f2, f3;"),
    "9.7.6.2 setp": ("setp.lt.s32 p1, r2, r3;", "setp.eq.and.f32 p1|p2, f3, f4, p3;"),
    "9.7.6.3 selp": ("selp.b32 r1, r2, r3, p1;",),
    "9.7.6.4 slct": ("slct.s32.s32 s1, s2, s3, s4;", "slct.ftz.u32.f32 u1, u2, u3, f4;"),
    "9.7.7.1 set": ("set.lt.f16x2.f16x2 hx1, hx2, hx3;", "set.eq.u32.f16x2 r1, hx2, hx3;"),
    "9.7.7.2 setp": ("setp.lt.f16x2 p1|p2, hx2, hx3;", "setp.eq.bf16 p1, h2, h3;"),
    # 9.7.8 logic and shift
    "9.7.8.1 and": ("and.b32 r1, r2, r3;", "and.pred p1, p2, p3;"),
    "9.7.8.2 or": ("or.b64 rd1, rd2, rd3;",),
    "9.7.8.3 xor": ("xor.b16 h1, h2, h3;",),
    "9.7.8.4 not": ("not.b32 r1, r2;",),
    "9.7.8.5 cnot": ("cnot.b32 r1, r2;",),
    "9.7.8.6 lop3": ("lop3.b32 r1, r2, r3, r4, 0x96;", "lop3.or.b32 r1|p1, r2, r3, r4, 0x96, p2;"),
    "9.7.8.7 shf": ("shf.l.clamp.b32 r1, r2, r3, r4;", "shf.r.wrap.b32 r1, r2, r3, 7;"),
    "9.7.8.8 shl": ("shl.b32 r1, r2, 3;",),
    "9.7.8.9 shr": ("shr.s32 r1, r2, r3;", "shr.u64 rd1, rd2, r3;"),
    # 9.7.9 data movement
    "9.7.9.3 mov": ("mov.u32 r1, r2;", "mov.u64 rd1, smem;", "mov.pred p1, p2;"),
    "9.7.9.4 mov": ("mov.b64 rd1, {r1, r2};", "mov.b32 {h1, h2}, r3;"),
    "9.7.9.5 shfl (deprecated)": ("shfl.bfly.b32 r1, r2, 1, 31;", "shfl.up.b32 r1|p1, r2, 1, 0;"),
    "9.7.9.6 shfl.sync": ("shfl.sync.bfly.b32 r1, r2, 1, 31, 0xffffffff;", "shfl.sync.idx.b32 r1|p1, r2, r3, 31, r4;"),
    "9.7.9.7 prmt": ("prmt.b32 r1, r2, r3, r4;", "prmt.b32.f4e r1, r2, r3, r4;"),
    "9.7.9.8 ld": ("ld.global.u32 r1, [rd1];", "ld.shared.v4.f32 {f1, f2, f3, f4}, [r2];", "ld.relaxed.gpu.global.b64 rd1, [rd2];",
                   "ld.global.L1::evict_last.L2::256B.f32 f1, [rd1];", "ld.global.v8.f32 {f1, f2, f3, f4, f5, f6, f7, f8}, [rd1];"),
    "9.7.9.9 ld.global.nc": ("ld.global.nc.f32 f1, [rd1];", "ld.global.nc.L1::no_allocate.v4.u32 {u1, u2, u3, u4}, [rd1];"),
    "9.7.9.10 ldu": ("ldu.global.f32 f1, [rd1];", "ldu.global.v4.u32 {u1, u2, u3, u4}, [rd1];"),
    "9.7.9.11 st": ("st.global.u32 [rd1], r1;", "st.release.sys.global.b64 [rd1], rd2;", "st.shared.v2.f32 [r1], {f1, f2};",
                    "st.global.L1::no_allocate.f32 [rd1], f1;"),
    "9.7.9.12 st.async": ("st.async.shared::cluster.mbarrier::complete_tx::bytes.u32 [r1], r2, [r3];",
                          "st.async.weak.shared::cluster.mbarrier::complete_tx::bytes.v4.f32 [r1], {f1, f2, f3, f4}, [r3];",
                          "st.async.shared::cluster.mbarrier::complete_tx::bytes.v2.b64 [rd1], {rd2, rd3}, [rd4];",
                          "st.async.release.gpu.global.u32 [rd1], r2;", "st.async.mmio.release.sys.global.b8 [rd1], c2;",
                          "st.async.release.sys.u64 [rd1], rd2;",
                          "st.async.shared::cluster.mbarrier::complete_tx::bytes.u16 [r1], h2, [r3];",
                          "st.async.shared::cluster.mbarrier::complete_tx::bytes.v8.b32 [r1], {r1, r2, r3, r4, r5, r6, r7, r8}, [r3];",
                          "st.async.shared::cluster.u32 [r1], r2, [r3];",
                          "st.async.release.gpu.global.u32 [rd1], r2, [r3];",
                          "st.async.release.cta.global.u32 [rd1], r2;",
                          "st.async.shared::cta.mbarrier::complete_tx::bytes.u32 [r1], r2, [r3];",
                          "st.async.shared::cluster.mbarrier::complete_tx::bytes.v4.f64 [r1], {fd1, fd2, fd3, fd4}, [r3];"),
    "9.7.9.13 st.bulk": ("st.bulk.weak [rd1], 128, 0;", "st.bulk [rd1], rd2, 0;", "st.bulk.weak.shared::cta [r1], 256, 0;",
                         "st.bulk.weak [rd1], 128, 1;", "st.bulk.weak [rd1], 128;", "st.bulk.relaxed [rd1], 128, 0;",
                         "st.bulk.weak.global [rd1], 128, 0;", "st.bulk.weak [rd1], r2, 0;", "st.bulk.weak [rd1], 100, 0;"),
    "9.7.9.14 multimem": ("multimem.ld_reduce.relaxed.sys.global.add.f32 f1, [rd1];", "multimem.st.relaxed.sys.global.f32 [rd1], f1;",
                          "multimem.red.relaxed.sys.global.add.u32 [rd1], r1;"),
    "9.7.9.15 prefetch prefetchu": ("prefetch.global.L2 [rd1];", "prefetch.global.L2::evict_last [rd1];", "prefetchu.L1 [rd1];",
                                    "prefetch.tensormap [rd1];", "prefetchu.L2 [rd1];", "prefetchu.global.L1 [rd1];"),
    "9.7.9.16 applypriority": ("applypriority.global.L2::evict_normal [rd1], 128;", "applypriority.L2::evict_normal [rd1], 128;",
                               "applypriority.global.L2::evict_last [rd1], 128;", "applypriority.global.L2::evict_normal [rd1], 64;",
                               "applypriority.shared.L2::evict_normal [rd1], 128;", "applypriority.global.L2::evict_normal [rd1], r1;"),
    "9.7.9.17 discard": ("discard.global.L2 [rd1], 128;", "discard.L2 [rd1], 128;", "discard.global.L1 [rd1], 128;",
                         "discard.global.L2 [rd1], 256;", "discard.shared.L2 [rd1], 128;", "discard.global.L2 [rd1], r1;"),
    "9.7.9.18 createpolicy": ("createpolicy.fractional.L2::evict_last.b64 rd1, 1.0;",
                              "createpolicy.range.global.L2::evict_last.L2::evict_first.L2::evict_unchanged.b64 rd1, [rd2], r3, r4;"),
    "9.7.9.19 isspacep": ("isspacep.global p1, rd1;", "isspacep.shared::cluster p1, rd1;"),
    "9.7.9.20 cvta": ("cvta.to.global.u64 rd1, rd2;", "cvta.shared.u64 rd1, smem;"),
    "9.7.9.21 cvt": ("cvt.rn.f32.s32 f1, r2;", "cvt.rzi.s32.f32 r1, f2;", "cvt.rn.satfinite.e4m3x2.f32 h1, f2, f3;"),
    "9.7.9.22 cvt.pack": ("cvt.pack.sat.u8.s32.b32 r1, r2, r3, r4;", "cvt.pack.sat.s16.s32 r1, r2, r3;"),
    "9.7.9.23 mapa": ("mapa.shared::cluster.u32 r1, r2, r3;", "mapa.u64 rd1, rd2, r3;"),
    "9.7.9.24 getctarank": ("getctarank.shared::cluster.u32 r1, r2;", "getctarank.u64 r1, rd2;"),
    "9.7.9.25.3.1 cp.async": ("cp.async.ca.shared.global [r1], [rd1], 4;", "cp.async.cg.shared.global.L2::128B [r1], [rd1], 16;"),
    "9.7.9.25.3.2 cp.async.commit_group": ("cp.async.commit_group;",),
    "9.7.9.25.3.3 cp.async.wait_group cp.async.wait_all": ("cp.async.wait_group 0;", "cp.async.wait_all;"),
    "9.7.9.25.4.1 cp.async.bulk": ("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [r1], [rd1], 128, [r2];",
                                  "cp.async.bulk.global.shared::cta.bulk_group [rd1], [r1], 128;"),
    "9.7.9.25.4.2 cp.reduce.async.bulk": ("cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32 [rd1], [r1], 128;",),
    "9.7.9.25.4.3 cp.async.bulk.prefetch": ("cp.async.bulk.prefetch.L2.global [rd1], 128;",),
    "9.7.9.25.5.2 cp.async.bulk.tensor": ("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [r1], [rd1, {r2, r3}], [r4];",
                                         "cp.async.bulk.tensor.1d.global.shared::cta.bulk_group [rd1, {r2}], [r1];"),
    "9.7.9.25.5.3 cp.reduce.async.bulk.tensor": ("cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [rd1, {r2, r3}], [r1];",),
    "9.7.9.25.5.4 cp.async.bulk.prefetch.tensor": ("cp.async.bulk.prefetch.tensor.2d.L2.global [rd1, {r1, r2}];",),
    "9.7.9.25.6.1 cp.async.bulk.commit_group": ("cp.async.bulk.commit_group;",),
    "9.7.9.25.6.2 cp.async.bulk.wait_group": ("cp.async.bulk.wait_group 0;", "cp.async.bulk.wait_group.read 1;"),
    "9.7.9.26 tensormap.replace": ("tensormap.replace.tile.global_address.shared::cta.b1024.b64 [r1], rd2;",),
    # 9.7.10 texture, 9.7.11 surface (unified texture mode: a .u64 register holds the handle)
    "9.7.10.3 tex": ("tex.2d.v4.f32.f32 {f1, f2, f3, f4}, [rd1, {f5, f6}];", "tex.1d.v4.s32.s32 {s1, s2, s3, s4}, [rd1, {s5}];",
                     "tex.3d.v4.u32.f32 {u1, u2, u3, u4}, [rd1, {f5, f6, f7, f8}];", "tex.a2d.v4.f32.f32 {f1, f2, f3, f4}, [rd1, {s5, f6, f7, f8}];",
                     "tex.level.2d.v4.f32.f32 {f1, f2, f3, f4}, [rd1, {f5, f6}], f7;", "tex.2d.v2.f16x2.f32 {hx1, hx2}, [rd1, {f5, f6}];",
                     "tex.2d.v4.f32.f32 {f1, f2, f3, f4}, [rd1, rd2, {f5, f6}];", "tex.2d.v4.f32.f32 {f1, f2, f3, f4}|p1, [rd1, {f5, f6}];",
                     "tex.2d.f32.f32 f1, [rd1, {f5, f6}];", "tex.2d.v4.f64.f32 {fd1, fd2, fd3, fd4}, [rd1, {f5, f6}];",
                     "tex.cube.v4.f32.s32 {f1, f2, f3, f4}, [rd1, {s5, s6, s7, s8}];", "tex.2d.v4.f32.f32 {f1, f2, f3}, [rd1, {f5, f6}];"),
    "9.7.10.4 tld4": ("tld4.r.2d.v4.f32.f32 {f1, f2, f3, f4}, [rd1, {f5, f6}];", "tld4.a.2d.v4.s32.f32 {s1, s2, s3, s4}, [rd1, rd2, {f5, f6}];",
                      "tld4.g.a2d.v4.u32.f32 {u1, u2, u3, u4}, [rd1, {s5, f6, f7, f8}];", "tld4.r.1d.v4.f32.f32 {f1, f2, f3, f4}, [rd1, {f5}];",
                      "tld4.r.2d.v4.f32.s32 {f1, f2, f3, f4}, [rd1, {s5, s6}];", "tld4.x.2d.v4.f32.f32 {f1, f2, f3, f4}, [rd1, {f5, f6}];"),
    "9.7.10.5 txq": ("txq.width.b32 r1, [rd1];", "txq.num_mipmap_levels.b32 r1, [rd1];", "txq.level.width.b32 r1, [rd1], r2;",
                     "txq.filter_mode.b32 r1, [rd1];", "txq.width.u32 r1, [rd1];", "txq.bogus.b32 r1, [rd1];", "txq.width.b64 rd1, [rd1];"),
    "9.7.10.6 istypep": ("istypep.texref p1, rd1;", "istypep.samplerref p1, rd1;", "istypep.surfref p1, rd1;",
                         "istypep.b32 p1, rd1;", "istypep.texref r1, rd1;"),
    "9.7.11.1 suld": ("suld.b.2d.b32.trap {r1}, [rd1, {r2, r3}];", "suld.b.1d.v4.b32.clamp {r1, r2, r3, r4}, [rd1, {r5}];",
                      "suld.b.3d.ca.v2.b64.zero {rd2, rd3}, [rd1, {r2, r3, r4, r5}];", "suld.b.a2d.b16.trap {h1}, [rd1, {r2, r3, r4, r5}];",
                      "suld.b.2d.b32.trap r1, [rd1, {r2, r3}];", "suld.b.2d.b32 {r1}, [rd1, {r2, r3}];", "suld.p.2d.b32.trap {r1}, [rd1, {r2, r3}];",
                      "suld.b.2d.v4.b64.trap {rd1, rd2, rd3, rd4}, [rd5, {r2, r3}];"),
    "9.7.11.2 sust": ("sust.b.2d.b32.trap [rd1, {r2, r3}], {r1};", "sust.b.1d.v4.b32.clamp [rd1, {r5}], {r1, r2, r3, r4};",
                      "sust.p.2d.v4.b32.trap [rd1, {r2, r3}], {r4, r5, r6, r7};", "sust.b.3d.wb.b8.zero [rd1, {r2, r3, r4, r5}], {c1};",
                      "sust.b.2d.b32 [rd1, {r2, r3}], {r1};", "sust.b.2d.f32.trap [rd1, {r2, r3}], {f1};"),
    "9.7.11.3 sured": ("sured.b.add.2d.trap.u32 [rd1, {r2, r3}], r1;", "sured.b.min.1d.zero.s64 [rd1, {r2}], sd1;",
                       "sured.p.and.2d.clamp.b32 [rd1, {r2, r3}], r1;", "sured.b.add.2d.trap.f32 [rd1, {r2, r3}], f1;",
                       "sured.b.xor.2d.trap.b32 [rd1, {r2, r3}], r1;", "sured.b.add.2d.u32 [rd1, {r2, r3}], r1;"),
    "9.7.11.4 suq": ("suq.width.b32 r1, [rd1];", "suq.memory_layout.b32 r1, [rd1];", "suq.num_samples.b32 r1, [rd1];",
                     "suq.width.u32 r1, [rd1];"),
    # 9.7.12 control flow
    "9.7.12.3 bra": ("bra.uni L1;\nL1:",),
    "9.7.12.4 brx.idx": ("T: .branchtargets L1, L2;\nbrx.idx r1, T;\nL1:\nL2:",),
    "9.7.12.6 ret": ("ret.uni;",),
    "9.7.12.7 exit": ("exit;",),
    # 9.7.13 parallel synchronisation and communication
    "9.7.13.1 bar barrier": ("bar.sync 0;", "barrier.sync.aligned 1, 64;", "bar.red.popc.u32 r1, 0, p1;", "barrier.arrive 1, 64;"),
    "9.7.13.2 bar.warp.sync": ("bar.warp.sync 0xffffffff;",),
    "9.7.13.3 barrier.cluster": ("barrier.cluster.arrive.release.aligned;", "barrier.cluster.wait;"),
    "9.7.13.4 membar fence": ("membar.gl;", "fence.acq_rel.gpu;", "fence.proxy.async.shared::cta;", "fence.sc.sys;"),
    "9.7.13.5 atom": ("atom.global.add.u32 r1, [rd1], r2;", "atom.shared.cas.b64 rd1, [r1], rd2, rd3;",
                      "atom.global.v4.f32.add {f1, f2, f3, f4}, [rd1], {f5, f6, f7, f8};"),
    "9.7.13.6 red": ("red.global.add.f32 [rd1], f1;", "red.relaxed.gpu.global.max.s32 [rd1], r1;"),
    "9.7.13.7 red.async": ("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.u32 [r1], r2, [r3];",
                           "red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.inc.u32 [r1], r2, [r3];",
                           "red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.min.s32 [r1], r2, [r3];",
                           "red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.xor.b32 [r1], r2, [r3];",
                           "red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.u64 [r1], rd2, [r3];",
                           "red.async.release.gpu.global.add.u32 [rd1], r2;", "red.async.mmio.release.cluster.global.add.s64 [rd1], sd2;",
                           "red.async.relaxed.cluster.mbarrier::complete_tx::bytes.add.u32 [r1], r2, [r3];",
                           "red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.f32 [r1], f2, [r3];",
                           "red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.inc.s32 [r1], r2, [r3];",
                           "red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.and.u32 [r1], r2, [r3];",
                           "red.async.relaxed.gpu.shared::cluster.mbarrier::complete_tx::bytes.add.u32 [r1], r2, [r3];",
                           "red.async.shared::cluster.mbarrier::complete_tx::bytes.add.u32 [r1], r2, [r3];",
                           "red.async.relaxed.cluster.shared::cluster.add.u32 [r1], r2, [r3];",
                           "red.async.release.sys.global.add.u32 [rd1], r2;", "red.async.release.gpu.global.min.u32 [rd1], r2;"),
    "9.7.13.8 vote (deprecated)": ("vote.all.pred p1, p2;", "vote.ballot.b32 r1, p2;"),
    "9.7.13.9 vote.sync": ("vote.sync.all.pred p1, p2, 0xffffffff;", "vote.sync.ballot.b32 r1, p2, r3;"),
    "9.7.13.10 match.sync": ("match.any.sync.b32 r1, r2, 0xffffffff;", "match.all.sync.b64 r1|p1, rd2, r3;"),
    "9.7.13.11 activemask": ("activemask.b32 r1;",),
    "9.7.13.12 redux.sync": ("redux.sync.add.u32 r1, r2, 0xffffffff;", "redux.sync.min.abs.NaN.f32 f1, f2, 0xffffffff;"),
    "9.7.13.13 griddepcontrol": ("griddepcontrol.wait;", "griddepcontrol.launch_dependents;"),
    "9.7.13.14 elect.sync": ("elect.sync r1|p1, 0xffffffff;",),
    "9.7.13.15.9 mbarrier.init": ("mbarrier.init.shared::cta.b64 [r1], r2;",),
    "9.7.13.15.10 mbarrier.inval": ("mbarrier.inval.shared.b64 [r1];",),
    "9.7.13.15.11 mbarrier.expect_tx": ("mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [r1], r2;",),
    "9.7.13.15.12 mbarrier.complete_tx": ("mbarrier.complete_tx.relaxed.cta.shared::cta.b64 [r1], r2;",),
    "9.7.13.15.13 mbarrier.arrive": ("mbarrier.arrive.shared::cta.b64 rd1, [r1];", "mbarrier.arrive.expect_tx.release.cta.shared::cta.b64 rd1, [r1], r2;"),
    "9.7.13.15.14 mbarrier.arrive_drop": ("mbarrier.arrive_drop.shared::cta.b64 rd1, [r1];",),
    "9.7.13.15.15 cp.async.mbarrier.arrive": ("cp.async.mbarrier.arrive.b64 [rd1];", "cp.async.mbarrier.arrive.noinc.shared::cta.b64 [r1];"),
    "9.7.13.15.16 mbarrier.test_wait mbarrier.try_wait": ("mbarrier.test_wait.shared::cta.b64 p1, [r1], rd2;",
                                                         "mbarrier.try_wait.parity.shared::cta.b64 p1, [r1], r2;"),
    "9.7.13.15.17 mbarrier.pending_count": ("mbarrier.pending_count.b64 r1, rd1;",),
    "9.7.13.16 tensormap.cp_fenceproxy": ("tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [rd1], [r1], 128;",),
    "9.7.13.17 clusterlaunchcontrol.try_cancel": ("clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.b128 [r1], [r2];",),
    "9.7.13.18 clusterlaunchcontrol.query_cancel": (".reg .b128 q;\nclusterlaunchcontrol.query_cancel.is_canceled.pred.b128 p1, q;",),
    # 9.7.14 warp-level matrix
    "9.7.14.4.3 wmma.load": ("wmma.load.a.sync.aligned.row.m16n16k16.f16 {r1, r2, r3, r4, r5, r6, r7, r8}, [rd1];",
                             "wmma.load.c.sync.aligned.col.m16n16k16.global.f32 {f1, f2, f3, f4, f5, f6, f7, f8}, [rd1], r2;",
                             "wmma.load.b.sync.aligned.col.m8n32k16.shared.bf16 {r1, r2, r3, r4, r5, r6, r7, r8}, [r1];",
                             "wmma.load.a.sync.aligned.row.m16n16k8.tf32 {r1, r2, r3, r4}, [rd1];",
                             "wmma.load.a.sync.aligned.row.m8n8k4.f64 {fd1}, [rd1];",
                             "wmma.load.a.sync.aligned.row.m16n16k16.s8 {r1, r2}, [rd1];",
                             "wmma.load.a.sync.aligned.row.m8n8k32.s4 {r1}, [rd1];",
                             "wmma.load.a.sync.aligned.row.m16n16k16.f16 {r1, r2, r3, r4}, [rd1];",
                             "wmma.load.a.sync.aligned.row.m16n16k32.f16 {r1, r2, r3, r4, r5, r6, r7, r8}, [rd1];",
                             "wmma.load.a.sync.aligned.col.m8n8k32.s4 {r1}, [rd1];", "wmma.load.b.sync.aligned.col.m8n8k128.b1 {r1}, [rd1];",
                             "wmma.load.b.sync.aligned.row.m8n8k32.u4 {r1}, [rd1];", "wmma.load.a.sync.aligned.row.m8n32k16.bf16 {r1, r2}, [rd1];",
                             "wmma.load.b.sync.aligned.row.m32n8k16.u8 {r1}, [rd1];", "wmma.load.c.sync.aligned.row.m8n8k32.s32 {r1, r2}, [rd1];",
                             "wmma.load.c.sync.aligned.row.m16n16k16.f16 {r1, r2, r3, r4}, [rd1];", "wmma.load.c.sync.aligned.row.m16n16k16.bf16 {r1, r2, r3, r4}, [rd1];",
                             "wmma.load.a.sync.row.m16n16k16.f16 {r1, r2, r3, r4, r5, r6, r7, r8}, [rd1];",
                             "wmma.load.a.sync.aligned.row.m16n16k16.shared::cta.f16 {r1, r2, r3, r4, r5, r6, r7, r8}, [r1], 16;",
                             "wmma.load.a.sync.aligned.row.m16n16k16.f16 {f1, f2, f3, f4, f5, f6, f7, f8}, [rd1];"),
    "9.7.14.4.4 wmma.store": ("wmma.store.d.sync.aligned.row.m16n16k16.f32 [rd1], {f1, f2, f3, f4, f5, f6, f7, f8};",
                              "wmma.store.d.sync.aligned.col.m16n16k16.global.f16 [rd1], {r1, r2, r3, r4}, r5;",
                              "wmma.store.d.sync.aligned.row.m8n8k32.s32 [rd1], {r1, r2};",
                              "wmma.store.d.sync.aligned.row.m16n16k16.f32 [rd1], {f1, f2, f3, f4};",
                              "wmma.store.d.sync.aligned.row.m8n8k4.f64 [rd1], {fd1, fd2};", "wmma.store.d.sync.aligned.col.m8n8k128.s32 [rd1], {r1, r2};",
                              "wmma.store.d.sync.aligned.row.m16n16k8.f32 [rd1], {f1, f2, f3, f4, f5, f6, f7, f8};",
                              "wmma.store.d.sync.aligned.row.m16n16k8.f16 [rd1], {r1, r2, r3, r4};", "wmma.store.c.sync.aligned.row.m16n16k16.f32 [rd1], {f1, f2, f3, f4, f5, f6, f7, f8};"),
    "9.7.14.4.5 wmma.mma": ("wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32 {f1, f2, f3, f4, f5, f6, f7, f8}, {r1, r2, r3, r4, r5, r6, r7, r8}, "
                            "{r9, r10, r11, r12, r13, r14, r15, r16}, {f9, f10, f11, f12, f13, f14, f15, f16};",
                            "wmma.mma.sync.aligned.row.col.m16n16k16.f16.f16 {r1, r2, r3, r4}, {r1, r2, r3, r4, r5, r6, r7, r8}, "
                            "{r9, r10, r11, r12, r13, r14, r15, r16}, {r17, r18, r19, r20};",
                            "wmma.mma.sync.aligned.row.col.m16n16k16.s32.s8.s8.s32 {r1, r2, r3, r4, r5, r6, r7, r8}, {r9, r10}, {r11, r12}, "
                            "{r13, r14, r15, r16, r17, r18, r19, r20};",
                            "wmma.mma.sync.aligned.row.col.m16n16k8.f32.tf32.tf32.f32 {f1, f2, f3, f4, f5, f6, f7, f8}, {r1, r2, r3, r4}, "
                            "{r5, r6, r7, r8}, {f9, f10, f11, f12, f13, f14, f15, f16};",
                            "wmma.mma.sync.aligned.row.col.m8n8k4.f64.f64.f64.f64 {fd1, fd2}, {fd3}, {fd4}, {fd5, fd6};",
                            "wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32 {f1, f2, f3, f4}, {r1, r2, r3, r4, r5, r6, r7, r8}, "
                            "{r9, r10, r11, r12, r13, r14, r15, r16}, {f9, f10, f11, f12, f13, f14, f15, f16};",
                            "wmma.mma.sync.aligned.col.row.m8n32k16.f16.f32 {r1, r2, r3, r4}, {r1, r2, r3, r4, r5, r6, r7, r8}, "
                            "{r9, r10, r11, r12, r13, r14, r15, r16}, {f9, f10, f11, f12, f13, f14, f15, f16};",
                            "wmma.mma.sync.aligned.row.col.m16n16k16.f32.f16.f16.f32 {f1, f2, f3, f4, f5, f6, f7, f8}, {r1, r2, r3, r4, r5, r6, r7, r8}, "
                            "{r9, r10, r11, r12, r13, r14, r15, r16}, {f9, f10, f11, f12, f13, f14, f15, f16};",
                            "wmma.mma.sync.aligned.row.col.m8n32k16.f32.bf16.bf16.f32 {f1, f2, f3, f4, f5, f6, f7, f8}, {r1, r2}, "
                            "{r9, r10, r11, r12, r13, r14, r15, r16}, {f9, f10, f11, f12, f13, f14, f15, f16};",
                            "wmma.mma.sync.aligned.row.col.m32n8k16.s32.u8.s8.s32.satfinite {r1, r2, r3, r4, r5, r6, r7, r8}, {r9, r10, r11, r12}, {r13}, "
                            "{r13, r14, r15, r16, r17, r18, r19, r20};",
                            "wmma.mma.sync.aligned.row.col.m8n8k32.s32.s4.u4.s32 {r1, r2}, {r3}, {r4}, {r5, r6};",
                            "wmma.mma.sync.aligned.row.row.m8n8k32.s32.s4.u4.s32 {r1, r2}, {r3}, {r4}, {r5, r6};",
                            "wmma.mma.xor.popc.sync.aligned.row.col.m8n8k128.s32.b1.b1.s32 {r1, r2}, {r3}, {r4}, {r5, r6};",
                            "wmma.mma.and.popc.sync.aligned.row.col.m8n8k128.s32.b1.b1.s32 {r1, r2}, {r3}, {r4}, {r5, r6};",
                            "wmma.mma.sync.aligned.row.col.m8n8k128.s32.b1.b1.s32 {r1, r2}, {r3}, {r4}, {r5, r6};",
                            "wmma.mma.sync.aligned.row.col.m8n8k4.rn.f64.f64.f64.f64 {fd1, fd2}, {fd3}, {fd4}, {fd5, fd6};",
                            "wmma.mma.sync.aligned.row.col.m16n16k16.f16.f16.satfinite {r1, r2, r3, r4}, {r1, r2, r3, r4, r5, r6, r7, r8}, "
                            "{r9, r10, r11, r12, r13, r14, r15, r16}, {r17, r18, r19, r20};",
                            "wmma.mma.sync.aligned.row.col.m16n16k16.f16.f32.bf16.bf16 {r1, r2, r3, r4}, {r1, r2, r3, r4}, "
                            "{r9, r10, r11, r12}, {f9, f10, f11, f12, f13, f14, f15, f16};",
                            "wmma.mma.sync.aligned.row.col.m16n16k8.f32.tf32.tf32.f32 {f1, f2, f3, f4, f5, f6, f7, f8}, {r1, r2, r3, r4}, "
                            "{r5, r6, r7}, {f9, f10, f11, f12, f13, f14, f15, f16};"),
    "9.7.14.5.14 mma": ("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {f0, f1, f2, f3}, {r0, r1, r2, r3}, {r4, r5}, {f4, f5, f6, f7};",),
    "9.7.14.5.15 ldmatrix": ("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {r1, r2, r3, r4}, [r5];",),
    "9.7.14.5.16 stmatrix": ("stmatrix.sync.aligned.m8n8.x2.trans.shared.b16 [r5], {r1, r2};",),
    "9.7.14.5.17 movmatrix": ("movmatrix.sync.aligned.m8n8.trans.b16 r1, r2;", "movmatrix.sync.aligned.m8n8.b16 r1, r2;",
                              "movmatrix.sync.aligned.m16n8.trans.b16 r1, r2;", "movmatrix.sync.aligned.m8n8.trans.b32 r1, r2;",
                              "movmatrix.aligned.m8n8.trans.b16 r1, r2;", "movmatrix.sync.m8n8.trans.b16 r1, r2;",
                              "movmatrix.sync.aligned.m8n8.trans.b16 rd1, r2;", "movmatrix.sync.aligned.m8n8.trans.b16 {r1}, {r2};"),
    "9.7.14.6.3 mma.sp mma.sp::ordered_metadata": (
        "mma.sp.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {f0, f1, f2, f3}, {r0, r1}, {r4, r5}, {f4, f5, f6, f7}, r9, 0x0;",
        "mma.sp::ordered_metadata.sync.aligned.m16n8k32.row.col.f32.bf16.bf16.f32 {f0, f1, f2, f3}, {r0, r1, r2, r3}, {r4, r5, r6, r7}, {f4, f5, f6, f7}, r9, 0x1;"),
    # 9.7.15 wgmma
    "9.7.15.5.2 wgmma.mma_async": ("wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {f1, f2, f3, f4}, rd1, rd2, p1, 1, 1, 0, 0;",),
    "9.7.15.6.3 wgmma.mma_async.sp": ("wgmma.mma_async.sp.sync.aligned.m64n8k32.f32.f16.f16 {f1, f2, f3, f4}, rd1, rd2, r1, 0, p1, 1, 1, 0, 0;",),
    "9.7.15.7.1 wgmma.fence": ("wgmma.fence.sync.aligned;",),
    "9.7.15.7.2 wgmma.commit_group": ("wgmma.commit_group.sync.aligned;",),
    "9.7.15.7.3 wgmma.wait_group": ("wgmma.wait_group.sync.aligned 0;",),
    # 9.7.16 tcgen05
    "9.7.16.7.1 tcgen05.alloc tcgen05.dealloc tcgen05.relinquish_alloc_permit": (
        "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [r1], 32;", "tcgen05.dealloc.cta_group::1.sync.aligned.b32 r1, 32;",
        "tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;"),
    "9.7.16.8.3 tcgen05.ld": ("tcgen05.ld.sync.aligned.32x32b.x2.b32 {r1, r2}, [r3];",),
    "9.7.16.8.4 tcgen05.st": ("tcgen05.st.sync.aligned.16x64b.x1.b32 [r3], {r1};",),
    "9.7.16.8.5 tcgen05.wait": ("tcgen05.wait::ld.sync.aligned;", "tcgen05.wait::st.sync.aligned;"),
    "9.7.16.9.2 tcgen05.cp": ("tcgen05.cp.cta_group::1.128x256b [r1], rd2;",),
    "9.7.16.9.3 tcgen05.shift": ("tcgen05.shift.cta_group::1.down [r1];",),
    "9.7.16.10.9.1 tcgen05.mma": ("tcgen05.mma.cta_group::1.kind::f16 [r1], rd2, rd3, r4, p1;",),
    "9.7.16.10.9.2 tcgen05.mma.sp": ("tcgen05.mma.sp.cta_group::1.kind::f16 [r1], rd2, rd3, [r5], r4, p1;",),
    "9.7.16.10.9.3 tcgen05.mma.ws": ("tcgen05.mma.ws.cta_group::1.kind::f16 [r1], rd2, rd3, r4, p1;",
                                     "tcgen05.mma.ws.cta_group::1.kind::tf32.collector::b0::fill [r1], [r2], rd3, r4, p1;",
                                     "tcgen05.mma.ws.cta_group::1.kind::i8 [r1], rd2, rd3, r4, p1, rd5;",
                                     "tcgen05.mma.ws.cta_group::2.kind::f16 [r1], rd2, rd3, r4, p1;",
                                     "tcgen05.mma.ws.cta_group::1.kind::mxf4 [r1], rd2, rd3, r4, p1;"),
    "9.7.16.10.9.4 tcgen05.mma.ws.sp": ("tcgen05.mma.ws.sp.cta_group::1.kind::f16 [r1], rd2, rd3, [r5], r4, p1;",
                                        "tcgen05.mma.ws.sp.cta_group::1.kind::f8f6f4.collector::b1::use [r1], [r2], rd3, [r5], r4, p1, rd6;"),
    "9.7.16.11.1 tcgen05.fence": ("tcgen05.fence::before_thread_sync;", "tcgen05.fence::after_thread_sync;"),
    "9.7.16.12.1 tcgen05.commit": ("tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [r1];",),
    # 9.7.17 stack
    "9.7.17.1 stacksave": ("stacksave.u64 rd1;",),
    "9.7.17.2 stackrestore": ("stackrestore.u64 rd1;",),
    "9.7.17.3 alloca": ("alloca.u64 rd1, 64;", "alloca.u64 rd1, rd2, 16;"),
    # 9.7.18 video
    "9.7.18.1.1 vadd vsub vabsdiff vmin vmax": (
        "vadd.s32.s32.s32 r1, r2, r3;", "vsub.u32.u32.u32.sat r1, r2, r3;", "vabsdiff.s32.u32.s32.add r1, r2, r3, r4;",
        "vmin.u32.s32.u32.min r1, r2.b1, r3.h0, r4;", "vmax.s32.s32.s32.sat.max r1, r2, r3, r4;",
        "vadd.s32.s32.s32 r1.b2, r2.h1, r3, r4;", "vadd.s32.s32.s32.add r1, r2, r3;", "vadd.f32.s32.s32 r1, r2, r3;",
        "vadd.s32.s32.s32.mul r1, r2, r3, r4;", "vadd.s32.s32 r1, r2, r3;", "vadd.s32.s32.s32 r1, r2.b4, r3;",
        "vadd.s32.s32.s32 rd1, r2, r3;"),
    "9.7.18.1.2 vshl vshr": ("vshl.u32.u32.u32.clamp r1, r2, r3;", "vshr.s32.s32.u32.wrap.add r1, r2.b0, r3, r4;",
                             "vshl.u32.u32.u32.wrap r1.h1, r2, r3, r4;", "vshl.u32.u32.u32 r1, r2, r3;", "vshr.s32.s32.s32.clamp r1, r2, r3;"),
    "9.7.18.1.3 vmad": ("vmad.s32.s32.s32 r1, r2, r3, r4;", "vmad.u32.u32.u32.sat.shr7 r1, -r2, r3.h0, -r4;",
                        "vmad.s32.u32.s32.po r1, r2, r3, r4;", "vmad.s32.s32.s32 r1, r2, r3;", "vmad.s32.s32.s32.shr3 r1, r2, r3, r4;"),
    "9.7.18.1.4 vset": ("vset.s32.s32.eq r1, r2, r3;", "vset.u32.s32.lt.add r1, r2.b1, r3, r4;", "vset.u32.u32.ge r1.h0, r2, r3, r4;",
                        "vset.s32.s32.lo r1, r2, r3;", "vset.s32.s32.s32.eq r1, r2, r3;"),
    "9.7.18.2.1 vadd2 vsub2 vavrg2 vabsdiff2 vmin2 vmax2": ("vadd2.u32.u32.u32 r1, r2, r3, r4;", "vmax2.s32.s32.s32.add r1, r2, r3, r4;"),
    "9.7.18.2.2 vset2": ("vset2.u32.u32.eq r1, r2, r3, r4;", "vset2.s32.s32.lt.add r1, r2, r3, r4;", "vset2.u32.s32.ne r1.h0, r2.h10, r3.h32, r4;",
                         "vset2.u32.u32.eq r1, r2, r3;", "vset2.u32.u32.lo r1, r2, r3, r4;", "vset2.u32.u32.eq.min r1, r2, r3, r4;"),
    "9.7.18.2.3 vadd4 vsub4 vavrg4 vabsdiff4 vmin4 vmax4": ("vadd4.s32.s32.s32.sat r1, r2, r3, r4;", "vabsdiff4.u32.u32.u32.add r1, r2, r3, r4;"),
    "9.7.18.2.4 vset4": ("vset4.u32.u32.eq r1, r2, r3, r4;", "vset4.s32.s32.gt.add r1, r2, r3, r4;", "vset4.u32.u32.le r1.b10, r2.b3210, r3.b7654, r4;",
                         "vset4.u32.u32.eq r1, r2, r3;", "vset4.u32.u32.eq.max r1, r2, r3, r4;"),
    # 9.7.19 miscellaneous
    "9.7.19.1 brkpt": ("brkpt;",),
    "9.7.19.2 nanosleep": ("nanosleep.u32 100;", "nanosleep.u32 r1;"),
    "9.7.19.3 pmevent": ("pmevent 1;", "pmevent.mask 0x3;"),
    "9.7.19.4 trap": ("trap;",),
    "9.7.19.5 setmaxnreg": ("setmaxnreg.inc.sync.aligned.u32 240;", "setmaxnreg.dec.sync.aligned.u32 40;"),
}
# lines ptxas takes only for an older module: (section, body, .version, .target), compiled with -arch sm_75
OLD_MODULES = tuple((sec, body, v, t) for sec, body in (
    ("9.7.9.5 shfl (deprecated)", "shfl.bfly.b32 r1, r2, 1, 31;"), ("9.7.9.5 shfl (deprecated)", "shfl.up.b32 r1|p1, r2, 1, 0;"),
    ("9.7.13.8 vote (deprecated)", "vote.all.pred p1, p2;"), ("9.7.13.8 vote (deprecated)", "vote.ballot.b32 r1, p2;"))
    for v, t in (("6.3", "sm_60"), ("6.3", "sm_70"), ("6.4", "sm_60"), ("6.4", "sm_70"), ("6.4", "sm_75"), ("9.0", "sm_60"),
                 ("9.0", "sm_75")))
# call (9.7.12.5) needs a function beside the kernel: written by the corpus of versions.py ("call", "call.uni.args")
NOT_HERE = {"9.7.12.5 call": "tools/corpus/versions.py probes 'call' and 'call.uni.args'"}


def manual_sections(root: str) -> list[str]:
    """The instruction sections of the manual: 9-7-* files whose third line names an opcode in backticks."""
    out = []
    for p in sorted(Path(root).glob("9-7-*.md")):
        lines = p.read_text().splitlines()
        if len(lines) > 2 and lines[2].startswith("`") and "instructions" in p.stem:
            num = re.match(r"([\d-]+?)-[a-z]", p.stem)
            ops = re.findall(r"`([^`]+)`", lines[2])
            if num and ops and ops[0] not in ("{}", "@") and not lines[2].startswith("`mbarrier` is"):
                out.append(num.group(1).replace("-", ".") + " " + " ".join(ops))
    return out


# the sections whose families the catalogue gained from this sweep (the held-out set edits their lines)
NEW = ("9.7.1.21", "9.7.1.22", "9.7.2.5", "9.7.2.6", "9.7.7.1", "9.7.9.12", "9.7.9.13", "9.7.9.15", "9.7.9.16",
       "9.7.9.17", "9.7.10.", "9.7.11.", "9.7.13.7", "9.7.14.4.", "9.7.14.5.17", "9.7.14.6.3", "9.7.16.10.9.3",
       "9.7.16.10.9.4", "9.7.18.")


def heldout(seed: int, n: int) -> list[tuple[str, str]]:
    """n (section, body): single random edits (generate.mutate_case) of the lines of the NEW sections,
    none equal to a line of SECTIONS."""
    rng = random.Random(seed)
    pool = [(sec, b) for sec, bodies in SECTIONS.items() if sec.startswith(NEW) for b in bodies if "\n" not in b]
    known = {b for bodies in SECTIONS.values() for b in bodies}
    out: dict[str, str] = {}
    while len(out) < n:
        sec, b = rng.choice(pool)
        m = mutate_case(rng, b)
        if m not in known and m not in out:
            out[m] = sec
    return [(sec, b) for b, sec in out.items()]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--ptxas", default=DEFAULT_PTXAS)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", default="tests/data/isa/manual.jsonl.gz")
    ap.add_argument("--sections", help="the manual's directory: list its instruction sections and compare")
    ap.add_argument("--heldout", type=int, default=0, help="label N single edits of the new sections' lines")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    if args.heldout:
        hs = heldout(args.seed, args.heldout)
        jobs = [("manual", b, "9.0", t) for _, b in hs for t in TARGETS]
        extras = [{"section": sec, "arch": t} for sec, _ in hs for t in TARGETS]
        label_all(jobs, args.ptxas, args.jobs, args.out, extras=extras)
        return
    if args.sections:
        got = manual_sections(args.sections)
        mine = {s.split()[0] for s in SECTIONS} | {s.split()[0] for s in NOT_HERE}
        for s in got:
            print(("    " if s.split()[0] in mine else "MISSING ") + s)
        return
    jobs, extras, texts = [], [], []
    for sec, bodies in SECTIONS.items():
        for body in bodies:
            for t in TARGETS:
                jobs.append(("manual", body, "9.0", t))
                extras.append({"section": sec, "arch": t})
                texts.append(module(body, t, "9.0"))
    for sec, body, v, t in OLD_MODULES:
        jobs.append(("manual", body, v, "sm_75"))
        extras.append({"section": sec, "target": t, "arch": "sm_75"})
        texts.append(module(body, t, v))
    label_all(jobs, args.ptxas, args.jobs, args.out, texts=texts, extras=extras)


if __name__ == "__main__":
    main()
