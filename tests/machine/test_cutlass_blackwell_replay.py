"""CUTLASS's Blackwell examples run in ptxemu from the Params recorded on a Hopper GPU, and compared
with the example's own reference result (issue 21, Truth (3)).

The recordings (tests/data/cutlass/bNN_*.npz, tools/truth/cutlass/programs.txt and record.sh) ran
each example built for compute_90a and compute_100a/compute_120a under launchrec with
LAUNCHREC_FAKE_CC=10.0 / 12.0 (the program takes its Blackwell path) and LAUNCHREC_SKIP (the
Blackwell GEMM kernel is recorded, not launched: its `after` equals its `before`). Here that launch
runs from its recorded parameter bytes, every allocation at its recorded address, in a Module of the
compute_100a / compute_120a PTX for target sm_100a / sm_120a, and its output tensor D is compared
element by element with what the example's own verification compares it against:
* b70_fp8 (wrap/b70_fp8.cu): the host reference `Gemm3x` the example left in tensor_ref_D /
  tensor_ref_aux / reference_abs_max_*; the example demands equality (TensorEquals, amax ==).
* b72a/b72b/b72c and b79a/b79b/b79c (wrap/*.cu): the host reference block_reference_D (b72b and
  b79b, NVFP4 out: also block_reference_SFD, the output scale factors), compared byte for byte.
* b71_builder and b70_fp16: the device reference GEMM the example launched next (its `after` is the
  reference D: fp16 for b71, fp32 for b70_fp16); the example demands equality (BlockCompareEqual).

Tensor maps the H100's driver refused (Blackwell's 4/6-bit packed types; b70_fp16's fp32 C/D maps
with the 128B_ATOM_32B swizzle) are re-encoded by ptxemu's encoder from the arguments tmaprec logged
(machine.replay.refused_tensor_maps). b70_fp16's D goes out through TMA stores of that swizzle: the
kernel writes shared memory at addresses its own code computes (CuTe's swizzled layout) and the TMA
store reads it back through ptxemu's model of manual 5.5.7's 32B-atomicity table, so D agreeing with the
reference (which uses no TMA) is evidence for that model.

Launches that do not agree yet are in EXPECTED_FAILURES with the exact reason: the table must shrink
as they are fixed. Every launch runs in CI.
"""

from __future__ import annotations

import json
import lzma
from functools import cache
from pathlib import Path

import numpy as np
import pytest

import ptxemu
from ptxemu.formats.tensormap import encode_tensor_map_tiled
from ptxemu.machine.launching.replay import (
    launches,
    load_npz,
    refused_tensor_maps,
    replay_launchrec,
    tensor_map_calls,
)

DATA = Path(__file__).resolve().parents[1] / "data" / "cutlass"


def arch(program: str) -> str:
    return "120a" if program.startswith("b79") else "100a"


@cache
def recording(program: str):
    return dict(load_npz(DATA / f"{program}.npz"))


@cache
def module(program: str) -> ptxemu.Module:
    a = arch(program)
    ptx = lzma.open(DATA / f"{program}.compute_{a}.ptx.xz", "rt").read()
    return ptxemu.Module(ptx, target=f"sm_{a}")


def host(rec, name: str) -> tuple[int, np.ndarray]:
    """(device address, bytes) of a host tensor the exit-hook wrapper dumped."""
    meta = {n: a for n, a, _ in json.loads(bytes(rec["host_meta"]).decode())}
    return meta[name], rec[f"host_{name}"]


def skipped(rec) -> list[int]:
    return [m["index"] for m in launches(rec) if "skipped" in m["status"]]


def run(program: str, index: int):
    rec = recording(program)
    patch = {index: refused_tensor_maps(rec, index, f"sm_{arch(program)}")}
    (r,) = replay_launchrec(rec, module(program), only={index}, keep_device=True, patch=patch)
    return rec, r


def compare(got: np.ndarray, want: np.ndarray, dtype) -> tuple[int, int]:
    g, w = got.view(dtype), want.view(dtype)
    return w.size, int((g != w).sum())


# every recorded sm_100a/sm_120a GEMM launch (all run in CI: the whole file takes ~13 s on 2 workers,
# each module read once per worker)
CASES = [
    ("b70_fp16", 3),
    ("b70_fp8", 0),
    # example 71's ten schedules (1-SM/2-SM, auto/TMA/no-smem epilogues, custom EVT, stage counts)
    *[("b71_builder", i) for i in (3, 9, 15, 21, 27, 33, 39, 45, 51, 57)],
    ("b72a_nvfp4_bf16", 0),
    ("b72b_nvfp4_nvfp4", 0),
    ("b72c_mxfp8_bf16", 0),
    ("b79a_nvfp4_bf16", 0),
    ("b79b_nvfp4_nvfp4", 0),
    ("b79c_mxfp8_mxfp6_bf16", 0),
    # issue 21's second batch (tools/truth/cutlass/record_more.sh, built here, recorded on an H200):
    ("b83_sparse", 4),  # tcgen05.mma.sp .kind::f16, 2-SM, metadata in TMEM via tcgen05.cp
    ("b77_fmha", 3),  # FMHA forward d=64: S = Q.K^T (SS), O += P.V with P read from TMEM (TS)
    ("b77_fmha_fp8", 3),  # the same with e4m3 Q/K/V: .kind::f8f6f4, P (e4m3) from TMEM
    # 86_blackwell_mixed_dtype_gemm, conversion-only mode: int4 B converted to bf16 into TMEM, the
    # 2-SM MMA reads it as A (TS, .cta_group::2); its reference is itself an sm_100a GEMM (#5)
    ("b86_mixed", 4),
    ("b86_mixed", 5),
    # 84_blackwell_narrow_precision_sparse_gemm (wrap/b84a.cu, b84b.cu; built here, recorded on an H200):
    # block-scaled tcgen05.mma.sp, 2-SM, metadata and scale factors copied into TMEM
    ("b84a_nvfp4_sparse", 1),  # .kind::mxf4nvf4.block16 (e2m1, UE4M3 scales), 4:8 pairwise sparse A
    ("b84b_mxfp8_sparse", 1),  # .kind::mxf8f6f4 (e4m3 A 2:4 sparse, e2m1 B, UE8M0 scales)
    # 83 with its element type read as tf32 / e4m3 (wrap/b83_tf32.cu, b83_e4m3.cu; recorded on an H100)
    ("b83_tf32", 4),  # .kind::tf32: 1:2 sparse A, 4-bit metadata fields
    ("b83_e4m3", 4),  # .kind::f8f6f4 (e4m3), 2:4
]

# (program, launch) -> the exact reason it does not agree yet (asserted: fixing one fails this test)
EXPECTED_FAILURES: dict[tuple[str, int], str] = {}


def check_b70_fp8(rec, r) -> None:
    dev = r.device
    for out, ref, dt in (
        ("tensor_D", "tensor_ref_D", np.uint8),
        ("tensor_aux", "tensor_ref_aux", np.uint8),
        ("abs_max_D", "reference_abs_max_D", np.uint32),
        ("abs_max_aux", "reference_abs_max_aux", np.uint32),
    ):
        addr, _ = host(rec, out)
        _, want = host(rec, ref)
        n, bad = compare(dev.read(addr, want.size), want, dt)
        assert bad == 0, f"{out}: {bad} of {n} elements differ from the example's {ref}"


def check_device_reference(rec, r, dtype=np.uint16, size: int = 256 * 256) -> None:
    """The example's device reference GEMM is the next launch; the allocation it writes is the
    reference D, and the GEMM's D is the allocation made just before it (A, B, C, D, ref_D)."""
    metas = {m["index"]: m for m in launches(rec)}
    nxt = metas[r.index + 1]
    ref_addr = next(a for a, _ in nxt["allocs"] if f"{r.index + 1:03d}_after_{a}" in rec)
    ref = rec[f"{r.index + 1:03d}_after_{ref_addr}"]
    addrs = [a for a, _ in metas[r.index]["allocs"]]
    d_addr = addrs[addrs.index(ref_addr) - 1]
    n, bad = compare(r.device.read(d_addr, ref.size), ref, dtype)
    assert n == size
    assert bad == 0, (
        f"{bad} of {n} {np.dtype(dtype).itemsize * 8}-bit elements of D differ from the device reference"
    )


def check_host_reference(rec, r, out: str, ref: str, dtype) -> None:
    addr, _ = host(rec, out)
    _, want = host(rec, ref)
    n, bad = compare(r.device.read(addr, want.size), want, dtype)
    assert bad == 0, f"{out}: {bad} of {n} elements differ from the example's {ref}"


def check_fmha(rec, r, tol: tuple[float, float] = (1e-2, 1e-3)) -> None:
    """77_blackwell_fmha's own verification: O (fp16, 256 x 64) and LSE (fp32, 256) against its device
    reference (fmha_reference_kernel, the next launch, fp32 with expf: not the kernel's arithmetic),
    max |diff| < kMaxDiffThresh and mean |diff| < kMeanDiffThresh (1e-2 / 1e-3 for 16-bit inputs,
    1e-1 / 1e-1 for e4m3). Measured (fp16): 13204 of 16384 O and 127 of 256 LSE words bit-equal,
    max |diff| 2.4e-4 and 9.5e-7."""
    metas = {m["index"]: m for m in launches(rec)}
    refs = [a for a in metas[r.index + 1]["changed"]]
    allocs = [a for a, _ in metas[r.index]["allocs"]]
    for ref_addr, dt in zip(refs, (np.float16, np.float32), strict=True):
        want = rec[f"{r.index + 1:03d}_after_{ref_addr}"].view(dt).astype(np.float64)
        out = allocs[allocs.index(ref_addr) - 2]  # Q, K, V, O, LSE, ref_O, ref_LSE
        got = r.device.read(out, want.size * np.dtype(dt).itemsize).view(dt).astype(np.float64)
        diff = np.abs(got - want)
        assert diff.max() < tol[0] and diff.mean() < tol[1], (dt, diff.max(), diff.mean())


def check_b86(rec, r) -> None:
    """86_blackwell_mixed_dtype_gemm (mode 0: D = A . dequant(B)). Its reference GEMM (#5) is an
    sm_100a kernel too, skipped on the H100, so the truth here is the exact product: A (bf16,
    128 x 256) times the dequantized B the H100 computed (bf16, 256 x 256, column-major), in float64
    (exact: 256 products of 8-bit significands), rounded once to bf16 (ml_dtypes, to nearest even).
    Every D word of both kernels equals it; the example itself only asks for relative equality."""
    import ml_dtypes

    metas = {m["index"]: m for m in launches(rec)}
    addrs = [a for a, _ in metas[5]["allocs"]]  # A, B, B_dq, C, D, ref_D, scale, zero
    mem: dict[int, np.ndarray] = {}
    for i in range(r.index + 1):
        mem.update({a: rec[f"{i:03d}_before_{a}"] for a in metas[i]["before"]})
        if i < r.index:
            mem.update({a: rec[f"{i:03d}_after_{a}"] for a in metas[i]["changed"]})
    bf = ml_dtypes.bfloat16
    A = mem[addrs[0]].view(bf).astype(np.float64).reshape(128, 256)
    B = mem[addrs[2]].view(bf).astype(np.float64).reshape(256, 256)
    want = (A @ B.T).astype(bf).view(np.uint16).ravel()
    out = addrs[4] if r.index == 4 else addrs[5]
    n, bad = compare(r.device.read(out, want.size * 2), want.view(np.uint8), np.uint16)
    assert n == 128 * 256 and bad == 0, f"{bad} of {n} bf16 words of D differ from the exact product"


CHECKS = {
    "b70_fp8": check_b70_fp8,
    "b72a_nvfp4_bf16": lambda rec, r: check_host_reference(rec, r, "block_D", "block_reference_D", np.uint16),
    "b72b_nvfp4_nvfp4": lambda rec, r: (
        check_host_reference(rec, r, "block_D", "block_reference_D", np.uint8),
        check_host_reference(rec, r, "block_SFD", "block_reference_SFD", np.uint8),
    ),
    "b72c_mxfp8_bf16": lambda rec, r: check_host_reference(rec, r, "block_D", "block_reference_D", np.uint16),
    "b79a_nvfp4_bf16": lambda rec, r: check_host_reference(rec, r, "block_D", "block_reference_D", np.uint16),
    "b79b_nvfp4_nvfp4": lambda rec, r: (
        check_host_reference(rec, r, "block_D", "block_reference_D", np.uint8),
        check_host_reference(rec, r, "block_SFD", "block_reference_SFD", np.uint8),
    ),
    "b79c_mxfp8_mxfp6_bf16": lambda rec, r: check_host_reference(
        rec, r, "block_D", "block_reference_D", np.uint16
    ),
    "b71_builder": check_device_reference,
    # M=256, N=128 fp32 D; the example demands equality with its device reference (BlockCompareEqual)
    "b83_sparse": lambda rec, r: check_device_reference(rec, r, np.uint32, 256 * 128),
    "b83_tf32": lambda rec, r: check_device_reference(rec, r, np.uint32, 256 * 128),
    "b83_e4m3": lambda rec, r: check_device_reference(rec, r, np.uint32, 256 * 128),
    "b77_fmha": lambda rec, r: check_fmha(rec, r),
    "b77_fmha_fp8": lambda rec, r: check_fmha(rec, r, (1e-1, 1e-1)),
    "b86_mixed": check_b86,
    "b70_fp16": lambda rec, r: check_device_reference(rec, r, np.uint32),
    # bf16 D (256 x 128) against the host reference Gemm3x on the uncompressed A (TensorEquals)
    "b84a_nvfp4_sparse": lambda rec, r: check_host_reference(rec, r, "tensor_D", "reference_D", np.uint16),
    "b84b_mxfp8_sparse": lambda rec, r: check_host_reference(rec, r, "tensor_D", "reference_D", np.uint16),
}


@pytest.mark.parametrize(("program", "index"), sorted(CASES), ids=lambda x: str(x))
def test_blackwell_gemm_equals_cutlass_reference(program, index):
    rec, r = run(program, index)
    assert r.stats.thread_instructions > 0
    CHECKS[program](rec, r)


@pytest.mark.parametrize("case", sorted(EXPECTED_FAILURES), ids=lambda x: str(x))
def test_expected_failures_still_fail(case):
    program, index = case
    with pytest.raises(Exception) as e:
        rec, r = run(program, index)
        CHECKS[program](rec, r)
    assert EXPECTED_FAILURES[case] in str(e.value)


# launches whose recording is no truth: a tensor map the driver refused that ptxemu cannot rebuild
NOT_TRUTH: dict[tuple[str, int], str] = {}


def test_the_h100_rules_still_refuse_blackwell_maps():
    """Encoded for sm_90a, the maps the H100's driver refused are refused again, as it did."""
    for p, i, why in (
        ("b70_fp16", 3, "swizzle 128B_ATOM_32B is refused by the H100 driver"),
        ("b72a_nvfp4_bf16", 0, "data type 16U4_ALIGN8B is refused by the H100 driver"),
    ):
        with pytest.raises(ptxemu.TensorMapError, match=why):
            refused_tensor_maps(recording(p), i, "sm_90a")


def test_every_blackwell_gemm_launch_is_accounted_for():
    programs = sorted({p.name.split(".")[0] for p in DATA.glob("b[78]*.npz.xz")})
    for p in programs:
        for i in skipped(recording(p)):
            assert (p, i) in CASES or (p, i) in EXPECTED_FAILURES or (p, i) in NOT_TRUTH, (p, i)


def test_refused_maps_are_found_and_accepted_ones_reencode_exactly():
    """Every map the H100's driver accepted is re-encoded byte for byte by ptxemu's encoder (the
    encoder's truth), and every refused map's slot is found where the program put it (its first 8
    bytes, the global address, are what the refused call left)."""
    found = {}
    for npz in sorted(DATA.glob("b[78]*.npz.xz")):
        p = npz.name.split(".")[0]
        rec = recording(p)
        for i in skipped(rec):
            for c in tensor_map_calls(rec, i):
                if c["result"] == 0:
                    args = [c[k] for k in ("data_type", "rank", "global_address", "global_dim")]
                    args += [c[k] for k in ("global_strides", "box_dim", "element_strides", "interleave")]
                    args += [c[k] for k in ("swizzle", "l2_promotion", "oob_fill")]
                    assert encode_tensor_map_tiled(*args).hex() == c["bytes"], (p, c["seq"])
            try:
                found[(p, i)] = len(refused_tensor_maps(rec, i, f"sm_{arch(p)}"))
            except ptxemu.Unsupported as e:
                found[(p, i)] = str(e)
    assert {k: v for k, v in found.items() if v} == {
        ("b70_fp16", 3): 2,  # C and D (fp32, 128B_ATOM_32B)
        ("b72a_nvfp4_bf16", 0): 4,  # A, B and their fallback-cluster copies
        ("b72b_nvfp4_nvfp4", 0): 5,  # A, B, the copies, D
        ("b72c_mxfp8_bf16", 0): 2,  # B (mxfp4) and its copy
        ("b79a_nvfp4_bf16", 0): 2,
        ("b79b_nvfp4_nvfp4", 0): 3,
        ("b79c_mxfp8_mxfp6_bf16", 0): 1,
        ("b83_sparse", 4): 2,  # C and D (fp32, 128B_ATOM_32B), as b70_fp16's
        ("b83_tf32", 4): 2,
        ("b83_e4m3", 4): 2,
        ("b84a_nvfp4_sparse", 1): 4,  # A and B (16U4_ALIGN8B), and their fallback-cluster copies
        ("b84b_mxfp8_sparse", 1): 2,  # B (mxfp4: 16U4_ALIGN16B) and its copy
    }
