"""The minimal modules behind the real-world sweep's fixes, each labelled by ptxas (13.0 and 13.5).

    python tools/sweeps/realworld/minimal.py tests/data/isa/realworld_minimal.json

Every case is a module written here (no fetched code) that isolates one thing a real module of the
sweep did: tests/isa/test_realworld_minimal.py holds ptxemu.check to these verdicts.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

PTXAS = {
    "13.0": os.environ.get("PTXAS_130", "/usr/local/bin/ptxas"),
    "13.5": os.environ.get("PTXAS_135", "/tmp/corpus135/ptxas"),
}

H = ".version 8.5\n.target sm_90a\n.address_size 64\n"
K = ".visible .entry k()\n{\nret;\n}\n"
R = ".reg .b64 %rd<4>;\n.reg .b32 %r<8>;\n.reg .f32 %f<8>;\n"


def head(version: str, target: str) -> str:
    return f".version {version}\n.target {target}\n.address_size 64\n"


def body(text: str, head: str = H) -> str:
    return f"{head}.visible .entry k()\n{{\n{R}{text}\nret;\n}}\n"


FN = H + (".func (.param .b32 r) f(.param .b32 a)\n{\n.reg .b32 %r<2>;\nld.param.b32 %r1, [a];\n"
          "st.param.b32 [r], %r1;\nret;\n}\n")
MREG = ".reg .u32 g;\n.entry k\n{\nmov.u32 g, 1;\nexit;\n}\n"
PROTO = (".visible .entry k()\n{\nproto: .callprototype _ (.param .u32 a) .abi_preserve 4 "
         ".abi_preserve_control 2;\nret;\n}\n")
TEX = ".global .texref t;\n.global .surfref s;\n"
CASES: dict[str, tuple[str, str]] = {
    # constant expressions as operands (less_slow.cpp's wgmma descriptors)
    "expr_shift": (body("or.b64 %rd1, %rd2, ((128 >> 4) << 16);"), "sm_90a"),
    "expr_plain": (body("add.u32 %r1, %r2, 1 << 4;"), "sm_90a"),
    "expr_bitops": (body("and.b32 %r1, %r2, (~0 ^ 0xff) | 3;"), "sm_90a"),
    "expr_negated": (body("add.s32 %r1, %r2, -(1 << 3);"), "sm_90a"),
    "expr_negated_literal": (body("add.s32 %r1, %r2, -(8);"), "sm_90a"),
    "expr_in_call_list_is_a_list": (body("add.u32 %r1, %r2, (%r3);"), "sm_90a"),
    # nvopencc's prototypes without ';' (PTX 2.x modules of the CUDA 3 SDK)
    "proto_no_semicolon": (
        H + ".visible .func (.param .s32 r) f (.param .s32 a)\n\n"
        ".visible .func (.param .s32 r) f (.param .s32 a)\n{\nst.param.s32 [r], 1;\nret;\n}\n" + K,
        "sm_90a",
    ),
    "proto_no_semicolon_then_file": (
        H + '.func f (.param .s32 a)\n.file 1 "x.cu"\n.func f (.param .s32 a)\n{\nret;\n}\n' + K,
        "sm_90a",
    ),
    # a function declared, never defined: ptxas (whole program) links the module alone
    "undefined_func_unused": (H + ".func (.param .s32 r) f (.param .s32 a);\n" + K, "sm_90a"),
    "undefined_visible_func_unused": (H + ".visible .func f (.param .s32 a);\n" + K, "sm_90a"),
    "undefined_extern_unused": (H + ".extern .func (.param .s32 r) f (.param .s32 a);\n" + K, "sm_90a"),
    "undefined_extern_called": (
        H + ".extern .func (.param .s32 r) f (.param .s32 a);\n.visible .entry k()\n{\n"
        ".param .s32 a;\n.param .s32 r;\ncall.uni (r), f, (a);\nret;\n}\n",
        "sm_90a",
    ),
    "vprintf_is_provided": (
        H + ".extern .func (.param .b32 r) vprintf (.param .b64 a, .param .b64 b);\n"
        ".visible .entry k()\n{\n.param .b64 a;\n.param .b64 b;\n.param .b32 r;\n"
        "call.uni (r), vprintf, (a, b);\nret;\n}\n",
        "sm_90a",
    ),
    "devrt_is_not_provided": (
        H + ".extern .func (.param .b64 r) cudaGetParameterBuffer (.param .b64 a, "
        ".param .b64 b);\n.visible .entry k()\n{\n.param .b64 a;\n.param .b64 b;\n"
        ".param .b64 r;\ncall.uni (r), cudaGetParameterBuffer, (a, b);\nret;\n}\n",
        "sm_90a",
    ),
    # duplicate parameter names (an ispc kernel)
    "duplicate_entry_param": (
        H + ".visible .entry k(.param .u64 a, .param .align 1 .b8 a[1])\n{\nret;\n}\n",
        "sm_90a",
    ),
    "duplicate_func_param": (H + ".func f(.param .u64 a, .param .u32 a)\n{\nret;\n}\n" + K, "sm_90a"),
    "duplicate_return_param": (H + ".func (.param .u32 a) f(.param .u32 a)\n{\nret;\n}\n" + K, "sm_90a"),
    # texture/surface coordinate vectors longer than the geometry's (nvopencc wrote 4 for .1d/.2d)
    "tex_1d_four_coords": (
        H + TEX + body("tex.1d.v4.f32.s32 {%f1, %f2, %f3, %f4}, [t, {%r1, %r2, %r3, %r4}];", ""),
        "sm_90a",
    ),
    "tex_1d_two_coords": (
        H + TEX + body("tex.1d.v4.f32.s32 {%f1, %f2, %f3, %f4}, [t, {%r1, %r2}];", ""),
        "sm_90a",
    ),
    "tex_2d_four_coords": (
        H + TEX + body("tex.2d.v4.u32.f32 {%r1, %r2, %r3, %r4}, [t, {%f1, %f2, %f3, %f4}];", ""),
        "sm_90a",
    ),
    "tex_2d_three_coords": (
        H + TEX + body("tex.2d.v4.f32.s32 {%f1, %f2, %f3, %f4}, [t, {%r1, %r2, %r3}];", ""),
        "sm_90a",
    ),
    "tex_2d_one_coord": (H + TEX + body("tex.2d.v4.f32.s32 {%f1, %f2, %f3, %f4}, [t, {%r1}];", ""), "sm_90a"),
    "tex_3d_two_coords": (
        H + TEX + body("tex.3d.v4.f32.s32 {%f1, %f2, %f3, %f4}, [t, {%r1, %r2}];", ""),
        "sm_90a",
    ),
    "suld_2d_four_coords": (
        H + TEX + body("suld.b.2d.v4.b32.trap {%r1, %r2, %r3, %r4}, [s, {%r1, %r2, %r3, %r4}];", ""),
        "sm_90a",
    ),
    "sust_2d_four_coords": (
        H + TEX + body("sust.b.2d.v4.b32.trap [s, {%r1, %r2, %r3, %r4}], {%r1, %r2, %r3, %r4};", ""),
        "sm_90a",
    ),
    # declarations ptxas refuses (ZLUDA's spirv_fail tests)
    "noreturn_entry": (H + ".visible .entry k() .noreturn\n{\ntrap;\n}\n", "sm_90a"),
    "noreturn_func": (H + ".func f() .noreturn\n{\ntrap;\n}\n" + K, "sm_90a"),
    "entry_param_incomplete_array": (H + ".visible .entry k(.param .u32 a[])\n{\nret;\n}\n", "sm_90a"),
    "func_param_incomplete_array": (H + ".func f(.param .u32 a[])\n{\nret;\n}\n" + K, "sm_90a"),
    "shared_incomplete": (H + ".shared .b8 s[];\n" + K, "sm_90a"),
    "extern_shared_incomplete": (H + ".extern .shared .b8 s[];\n" + K, "sm_90a"),
    "global_incomplete_initialised": (H + ".global .u32 g[] = {1, 2};\n" + K, "sm_90a"),
    "local_incomplete_in_body": (body(".local .b8 l[];"), "sm_90a"),
    # a call prototype's own directives are gated by PTX version (ptx-90-parser's sample)
    "callprototype_abi_preserve_8_7": (H.replace("8.5", "8.7") + PROTO, "sm_90a"),
    "callprototype_abi_preserve_9_0": (H.replace("8.5", "9.0") + PROTO, "sm_90a"),
    "callprototype_unnamed_params": (body("p: .callprototype (.reg .f64) _ (.reg .s64);"), "sm_90a"),
    "callprototype_reg_params": (body("p: .callprototype (.reg .f64 r) _ (.reg .s64 a);"), "sm_90a"),
    "callprototype_aligned_param": (body("p: .callprototype _ (.param .align 16 .b8 a[16]);"), "sm_90a"),
    # a body's own .param read with no call returning into it (ZLUDA's implicit_param test)
    "ld_param_without_call": (body(".param .b32 p;\nst.param.f32 [p], %f1;\nld.param.f32 %f2, [p];"),
                              "sm_90a"),
    "ld_param_of_an_argument": (FN + body(".param .b32 p;\n.param .b32 q;\nst.param.b32 [p], 1;\n"
                                          "call.uni (q), f, (p);\nld.param.b32 %r1, [p];", ""), "sm_90a"),
    "ld_param_of_a_return": (FN + body(".param .b32 p;\n.param .b32 q;\nst.param.b32 [p], 1;\n"
                                       "call.uni (q), f, (p);\nld.param.b32 %r1, [q];", ""), "sm_90a"),
    "st_param_without_call": (body(".param .b32 p;\nst.param.f32 [p], %f1;"), "sm_90a"),
    # `call(` with no space (OptiX's inline asm); a call of an undeclared name (its _optix_* intrinsics)
    "call_paren_no_space": (FN + body(".param .b32 p;\n.param .b32 q;\nst.param.b32 [p], 1;\n"
                                      "call(q), f, (p);", ""), "sm_90a"),
    "call_undeclared": (body("call (%r1), _optix_get_launch_index_x, ();"), "sm_90a"),
    "alias_defines_a_prototype": (H + ".func f()\n{\nret;\n}\n.func g();\n.alias g, f;\n" + K, "sm_90a"),
    # legacy PTX: 16-bit reads of %tid/%ntid/%ctaid/%nctaid/%gridid (manual 10.1), sm_1x's mad.f32
    "special_u16_mov": (body(".reg .u16 %rh<2>;\nmov.u16 %rh1, %ctaid.x;"), "sm_90a"),
    "special_u16_cvt": (body("cvt.u32.u16 %r1, %tid.y;"), "sm_90a"),
    "special_u16_gridid": (body(".reg .u16 %rh<2>;\nmov.u16 %rh1, %gridid;"), "sm_90a"),
    "special_u16_laneid": (body(".reg .u16 %rh<2>;\nmov.u16 %rh1, %laneid;"), "sm_90a"),
    "special_u16_add": (body(".reg .u16 %rh<2>;\nadd.u16 %rh1, %tid.x, 1;"), "sm_90a"),
    "mad_f32_no_rnd_3_1": (body("mad.f32 %f1, %f2, %f3, %f1;", head("3.1", "sm_35")), "sm_75"),
    "mad_f32_no_rnd_3_2": (body("mad.f32 %f1, %f2, %f3, %f1;", head("3.2", "sm_30")), "sm_75"),
    "mad_ftz_f32_no_rnd_8_5": (body("mad.ftz.f32 %f1, %f2, %f3, %f1;"), "sm_90a"),
    "module_reg_2_3": (head("2.3", "sm_20") + MREG, "sm_75"),
    "module_reg_3_0": (head("3.0", "sm_30") + MREG, "sm_75"),
    "module_local_2_3": (head("2.3", "sm_20") + ".local .u32 g;\n" + K, "sm_75"),
    "module_local_7_0": (".version 7.0\n.target sm_75\n.address_size 64\n.local .u32 g;\n" + K, "sm_75"),
    "map_f64_to_f32_sm10": (".version 1.4\n.target sm_10, map_f64_to_f32\n.entry k\n{\nexit;\n}\n", "sm_75"),
    "map_f64_to_f32_sm13": (".version 1.4\n.target sm_13, map_f64_to_f32\n.entry k\n{\nexit;\n}\n", "sm_75"),
    # PTX 1.x's .tex state space: a texture reference, .u32 or .u64, before PTX 1.5 only
    "tex_space_1_4": (".version 1.4\n.target sm_13\n.tex .u64 t;\n.entry k\n{\n.reg .f32 %f<5>;\n"
                      ".reg .s32 %r<2>;\ntex.1d.v4.f32.s32 {%f1, %f2, %f3, %f4}, [t, {%r1}];\nexit;\n}\n",
                      "sm_75"),
    "tex_space_1_4_f32": (".version 1.4\n.target sm_13\n.tex .f32 t;\n.entry k\n{\nexit;\n}\n", "sm_75"),
    "tex_space_8_5": (H + ".tex .u32 t;\n" + K, "sm_90a"),
    # sm_1x module targets (the CUDA 2-3 SDK's PTX), compiled for today's GPUs
    "target_sm10_baseline": (
        ".version 1.4\n.target sm_10, map_f64_to_f32\n.entry k\n{\n.reg .u32 %r<4>;\n"
        "add.u32 %r1, %r2, %r3;\nexit;\n}\n",
        "sm_75",
    ),
    "target_sm13_f64": (
        ".version 1.4\n.target sm_13\n.entry k\n{\n.reg .f64 %fd<4>;\nadd.f64 %fd1, %fd2, %fd3;\nexit;\n}\n",
        "sm_75",
    ),
    "target_sm10_needs_ptx_1_0": (".version 1.0\n.target sm_12\n.entry k\n{\nexit;\n}\n", "sm_75"),
}


def verdict(ptxas: str, text: str, arch: str) -> dict:
    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / "m.ptx"
        p.write_text(text)
        r = subprocess.run([ptxas, f"-arch={arch}", str(p), "-o", os.devnull], capture_output=True, text=True)
    msg = " | ".join(
        x.split("m.ptx", 1)[-1].strip(" ,") for x in r.stderr.splitlines() if "error" in x or "fatal" in x
    )
    return {"accepted": r.returncode == 0, "message": msg[:300]}


def main(dst: str) -> None:
    out = {
        "ptxas": {
            k: subprocess.run([v, "--version"], capture_output=True, text=True)
            .stdout.strip()
            .splitlines()[-1]
            for k, v in PTXAS.items()
        },
        "cases": {},
    }
    for name, (text, arch) in CASES.items():
        out["cases"][name] = {
            "ptx": text,
            "arch": arch,
            **{f"ptxas{k}": verdict(v, text, arch) for k, v in PTXAS.items()},
        }
    Path(dst).write_text(json.dumps(out, indent=1) + "\n")
    print(sum(c["ptxas13.5"]["accepted"] for c in out["cases"].values()), "of", len(out["cases"]), "accepted")


if __name__ == "__main__":
    main(sys.argv[1])
