"""CUTLASS's own example programs, recorded launch by launch on the H100 by launchrec, replayed.

The programs (CUTLASS's examples, built by tools/truth/cutlass/record.sh as PTX-only binaries with the
flags of CUTLASS's CMake release build, at 256x256x256 and the like) ran unmodified; every kernel launch
was recorded with its raw Params bytes and every allocation before and after it (pack.py's npz), the
PTX each was built from is nvcc's own (-keep, the same nvcc run). See tests/data/cutlass/README.md.

- Hopper programs (h*): every launch ran on the H100; its replay must leave every allocation equal to
  what the H100 left, byte for byte.
- Blackwell programs (b70-b72: sm_100a, b79: sm_120a): recorded on the H100 with LAUNCHREC_FAKE_CC, their
  Blackwell GEMM recorded but not launched (LAUNCHREC_SKIP). Their support kernels (random fills,
  CUTLASS's device reference GEMM, its compare) ran on the H100 from the compute_90a PTX and replay
  against it; the skipped GEMM replays from the compute_100a/120a PTX, and its output must equal the
  program's own reference result: CUTLASS's device reference GEMM's output (found through the
  BlockCompareEqual launch that follows: its params are (int *equal, T const *ref, T const *D, n)),
  or, for examples that check on the host, the host reference the example computed itself (host_*
  arrays, dumped at exit by tools/truth/cutlass/wrap; block_reference_D against block_D's address).

Launches that ptxemu cannot run yet are listed in EXPECTED with the exact error they raise today:
such a test fails as soon as the launch runs (or fails differently), so the table shrinks as
features land (TMA, mbarrier transactions, clusters, tcgen05, ...).
"""

from __future__ import annotations

import gzip
import json
import os
import re
import struct
from functools import cache
from pathlib import Path

import numpy as np
import pytest

import ptxemu
from ptxemu.machine.replay import launches, replay_launchrec

DATA = Path(__file__).resolve().parents[1] / "data" / "cutlass"
PROGRAMS = sorted(p.stem for p in DATA.glob("*.npz"))

# What the replay of each launch that ptxemu cannot run yet raises today (exception type, a substring
# of its message). Every other launch must replay bit-exactly (or, skipped, match the reference).
_NOT_BUILT = ": cp.async.bulk / TMA / mbarrier completion are not built yet"
# Blackwell 2-SM (cta_group::2) and 1-SM TMA loads with multicast: the producer warp's first copy
_TMA_2SM = (
    ptxemu.Unsupported,
    "cp.async.bulk.tensor.3d.cta_group::2.shared::cluster.global.mbarrier::complete_tx::bytes"
    ".multicast::cluster.L2::cache_hint" + _NOT_BUILT,
)
_TMA_1SM = (
    ptxemu.Unsupported,
    "cp.async.bulk.tensor.3d.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster"
    ".L2::cache_hint" + _NOT_BUILT,
)
_TMA_PLAIN = (
    ptxemu.Unsupported,
    "cp.async.bulk.tensor.3d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint" + _NOT_BUILT,
)
# Hopper warp-specialised kernels: a consumer's mbarrier.try_wait.parity on an address that was never
# set up (the TMA/mbarrier path is not built), the stop issue 20 describes
_MBARRIER_AT_0 = (
    ptxemu.PtxMemoryError,
    "8-byte shared-memory access at 0x0 is outside the CTA's shared memory",
)
_TCGEN05 = (ptxemu.Unsupported, "'tcgen05' is not an instruction the interpreter runs yet")
_WGMMA_SP = (
    ptxemu.Unsupported,
    "wgmma.mma_async.sp.sync.aligned.m64n128k32.f32.f16.f16: this wgmma form (sparse .sp) is not supported",
)
# sm_120a block-scaled mma.sync: CUTLASS passes the scale-factor selectors {byte-id, thread-id} in
# registers (%rs), which ptxas accepts; ptxemu's operand check wants immediates (a ptxemu defect)
_SELECTOR = ": sfa: the selector must be an immediate pair {byte-id, thread-id}"
_MMA_NVF4 = (
    ptxemu.PtxOperandError,
    "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3"
    + _SELECTOR,
)
_MMA_F8F6 = (
    ptxemu.PtxOperandError,
    "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e3m2.f32.ue8m0"
    + _SELECTOR,
)
# b70_fp16, b72a/b/c and b79a/b/c also hold tensor maps the H100's driver refused (fp4/fp6 types, fp32
# with 128B_ATOM_32B): once TMA and tcgen05 run, their Params need those maps from ptxemu's encoder,
# made from the arguments recorded in `tmaps` (see tests/data/cutlass/README.md).
EXPECTED: dict[tuple[str, int], tuple[type, str]] = {
    ("h48_tf32_ws", 3): _MBARRIER_AT_0,
    **{("h49_builder", i): _MBARRIER_AT_0 for i in (3, 9, 21, 33, 39)},
    ("h49_builder", 15): _TMA_PLAIN,  # KernelTma: no warp specialisation, the copy comes first
    # Ping-pong: runs to its end (381,040 thread-instructions) and writes nothing to D, silently: a
    # ptxemu defect (what should have raised, the TMA/mbarrier path, never ran)
    ("h49_builder", 27): (AssertionError, "126536 bytes differ"),
    ("h54_fp8_ws", 0): _MBARRIER_AT_0,
    ("h62_sparse", 4): _WGMMA_SP,
    ("h62_sparse", 5): _MBARRIER_AT_0,
    **{("h88_fmha", i): _MBARRIER_AT_0 for i in (3, 4, 11, 12, 19, 20)},
    ("b70_fp16", 3): _TMA_2SM,
    ("b70_fp8", 0): _TMA_2SM,
    **{("b71_builder", i): _TMA_2SM for i in (3, 9, 27, 33, 39, 51)},
    **{("b71_builder", i): _TMA_1SM for i in (15, 21, 45, 57)},
    ("b72a_nvfp4_bf16", 0): _TMA_2SM,
    ("b72b_nvfp4_nvfp4", 0): _TCGEN05,
    ("b72c_mxfp8_bf16", 0): _TMA_2SM,
    ("b79a_nvfp4_bf16", 0): _MMA_NVF4,
    ("b79b_nvfp4_nvfp4", 0): _MMA_NVF4,
    ("b79c_mxfp8_mxfp6_bf16", 0): _MMA_F8F6,
}

BUDGET = 8 * 10**9  # thread-instructions per launch: a fill takes ~0.7e9, FMHA's abs-diff kernel ~2.2e9

# Kernels that take more than ~20 s in the interpreter: CUTLASS's random fills (every thread runs
# curand_init's skip-ahead: ~0.7e9 thread-instructions, ~40 s), the FMHA reference and its error
# kernel. Not run under CI (there is no slow marker in this project); run them with CI unset.
SLOW_KERNELS = ("BlockForEach", "fmha_reference_kernel", "reference_abs_diff_kernel")


@cache
def recording(program: str):
    return np.load(DATA / f"{program}.npz")


_ENTRY = re.compile(r"^\s*(?:\.visible\s+|\.weak\s+)?\.entry\s+([\w$]+)")


def one_kernel(ptx: str, kernel: str) -> str:
    """The module with every .entry but `kernel` left out (header, globals and functions kept): CUTLASS's
    FMHA module holds 57 kernels in 6.8 MB of PTX, too much to read whole for one launch."""
    out, keep, inside, depth, opened = [], True, False, 0, False
    for line in ptx.splitlines(keepends=True):
        if not inside:
            m = _ENTRY.match(line)
            if m:
                inside, keep, depth, opened = True, m.group(1) == kernel, 0, False
        if inside:
            code = line.split("//", 1)[0]
            depth += code.count("{") - code.count("}")
            opened = opened or "{" in code
            if keep:
                out.append(line)
            if opened and depth == 0:
                inside, keep = False, True
            continue
        out.append(line)
    return "".join(out)


@cache
def ptx_text(program: str, arch: str) -> str:
    with gzip.open(DATA / f"{program}.compute_{arch}.ptx.gz", "rt") as f:
        return f.read()


@cache
def module(program: str, arch: str, kernel: str) -> ptxemu.Module:
    return ptxemu.Module(one_kernel(ptx_text(program, arch), kernel))


def blackwell_arch(program: str) -> str:
    """The arch of a program's skipped (Blackwell) kernel: CUTLASS's 79_* examples are sm_120a."""
    return "120a" if program.startswith("b79") else "100a"


def cases():
    """Every launch of every program. Under CI: the slow kernels are left out, and a support kernel
    (reference GEMM, compare) already replayed for an earlier launch is not replayed again."""
    out, seen = [], set()
    for p in PROGRAMS:
        for m in launches(np.load(DATA / f"{p}.npz")):
            marks = []
            support = "device_kernel" not in m["name"]
            if any(k in m["name"] for k in SLOW_KERNELS):
                marks.append(
                    pytest.mark.skipif(bool(os.environ.get("CI")), reason="> 20 s in the interpreter")
                )
            elif support and m["name"] in seen:
                marks.append(
                    pytest.mark.skipif(bool(os.environ.get("CI")), reason="kernel replayed in CI already")
                )
            seen.add(m["name"])
            out.append(pytest.param(p, m["index"], id=f"{p}-{m['index']:03d}", marks=marks))
    return out


def _state_before(rec, index: int) -> dict[int, np.ndarray]:
    """Every allocation's contents just before launch `index` (what pack.py's deltas add up to)."""
    state: dict[int, np.ndarray] = {}
    for m in launches(rec):
        i = m["index"]
        for addr, _ in m["allocs"]:
            if f"{i:03d}_before_{addr}" in rec:
                state[addr] = rec[f"{i:03d}_before_{addr}"]
        if i == index:
            return state
        for addr, _ in m["allocs"]:
            if f"{i:03d}_after_{addr}" in rec:
                state[addr] = rec[f"{i:03d}_after_{addr}"]
    raise KeyError(index)


def _read(state: dict[int, np.ndarray], addr: int, n: int) -> np.ndarray:
    base = max(a for a in state if a <= addr)
    return state[base][addr - base : addr - base + n]


def references(program: str, index: int) -> list[tuple[str, int, np.ndarray]]:
    """(what, device address, expected bytes) for the outputs of the skipped launch `index`."""
    rec = recording(program)
    metas = launches(rec)
    if "host_meta" in rec:
        host = {name: (addr, size) for name, addr, size in json.loads(bytes(rec["host_meta"]))}
        pairs = [
            ("block_D", "block_reference_D"),
            ("block_SFD", "block_reference_SFD"),
            ("tensor_D", "tensor_ref_D"),
            ("tensor_aux", "tensor_ref_aux"),
            ("abs_max_D", "reference_abs_max_D"),
            ("abs_max_aux", "reference_abs_max_aux"),
        ]
        return [(out, host[out][0], rec[f"host_{ref}"]) for out, ref in pairs if out in host and ref in host]
    nxt = next(m for m in metas if m["index"] > index and "BlockCompareEqual" in m["name"])
    raw = bytes(rec[f"{nxt['index']:03d}_params"])
    # BlockCompareEqual(int *equal, T const *ref, T const *D, size_t n): ref = block_ref_D, D = block_D
    _flag, ref, out, _count = (struct.unpack_from("<Q", raw, o)[0] for o, _ in nxt["params"])
    state = _state_before(rec, nxt["index"])
    base = max(a for a in state if a <= ref)
    size = next(s for a, s in nxt["allocs"] if a == base)
    return [("block_D", out, _read(state, ref, size - (ref - base)))]


def _replay(program: str, index: int):
    rec = recording(program)
    meta = launches(rec)[index]
    skipped = meta["status"][-1] == "skipped"
    arch = blackwell_arch(program) if skipped else "90a"
    mod = module(program, arch, meta["name"])
    r = replay_launchrec(rec, mod, only={index}, keep_device=skipped, budget=BUDGET)[0]
    assert r.stats.thread_instructions > 0
    if not skipped:
        assert r.differing_bytes == 0, (
            f"{program} launch {index} ({meta['name'][:80]}): {r.differing_bytes} bytes differ"
        )
        return
    for what, addr, ref in references(program, index):
        got = r.device.read(addr, len(ref))
        assert np.array_equal(got, ref), (
            f"{program} launch {index}: {what} differs from the reference in {int((got != ref).sum())} bytes"
        )


def test_recordings_are_the_programs_runs():
    """What the programs printed agrees with what was recorded: every Hopper program passed its own
    check on the H100 with every launch run; every Blackwell program recorded its GEMM launches
    unlaunched (skipped), ran everything else, and so failed its check once per skipped GEMM."""
    assert len(PROGRAMS) == 14
    for p in PROGRAMS:
        rec = recording(p)
        out = bytes(rec["stdout"]).decode()
        metas = launches(rec)
        assert all(m["status"][:2] == ["0", "0"] for m in metas), p
        skipped = [m for m in metas if m["status"][-1] == "skipped"]
        if p.startswith("h"):
            assert not skipped and "Failed" not in out and ("Passed" in out or "[OK]" in out), p
        else:
            assert skipped and all("device_kernel" in m["name"] for m in skipped), p
            assert out.count("Failed") - out.count("Failed to initialize") == len(skipped), p


@pytest.mark.parametrize(("program", "index"), cases())
def test_cutlass_launch_replays(program, index):
    expect = EXPECTED.get((program, index))
    if expect is None:
        _replay(program, index)
        return
    exc, msg = expect
    with pytest.raises(exc) as info:
        _replay(program, index)
    assert msg in str(info.value), f"{program} launch {index} now fails differently: {info.value}"
