"""The launches recorded on the H100 for the interpreter's tests: kernel, grid, block and arguments.

    python3 tools/truth/kernels/cases.py OUT.npz [tensor|cluster|atomic|directed|fastmath]
    python3 tools/truth/kernels/cases.py --commit [KIND]   # tests/data/kernels/KIND_inputs.seeded.json

The committed inputs (tests/data/kernels/{nvcc,tensor,cluster,atomic,directed,fastmath}_inputs) are
not stored: every input is seeded, and ptxemu's load_npz makes them again, checked byte for byte
against the sha256 in KIND_inputs.seeded.json.

A case's arguments are scalars (`("i32", 7)`, `("f32", 1.5)`) or buffers (`("buf", name)`); every
buffer's initial bytes are in the inputs npz under `CASE/NAME`, and the recorder (record.py, on the
GPU) stores every buffer's bytes after the launch under the same key. Inputs mix ordinary values
with the ones that find mistakes: NaN, ±inf, ±0, subnormals, extremes.
"""

from __future__ import annotations

import sys

import numpy as np

F32_SPECIAL = np.array(
    [
        0.0,
        -0.0,
        np.inf,
        -np.inf,
        np.nan,
        1e-45,
        -1e-45,
        1.17549435e-38,
        3.4028235e38,
        -3.4028235e38,
        1.0,
        -1.0,
        0.5,
        2.0**-126 * 0.75,
        1e30,
        -1e-30,
    ],
    np.float32,
)


def _floats(rng: np.random.Generator, n: int) -> np.ndarray:
    x = (rng.standard_normal(n) * np.exp2(rng.integers(-8, 9, n))).astype(np.float32)
    bits = rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32).view(np.float32)
    pick = rng.random(n)
    x = np.where(pick < 0.15, bits, x)
    sp = rng.integers(0, len(F32_SPECIAL), n)
    return np.where(pick > 0.92, F32_SPECIAL[sp], x).astype(np.float32)


def _u32(rng: np.random.Generator, n: int) -> np.ndarray:
    x = rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)
    edge = np.array([0, 1, 2, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF, 31, 32, 33, 0xFFFF], np.uint32)
    pick = rng.random(n) < 0.1
    return np.where(pick, edge[rng.integers(0, len(edge), n)], x)


def _collector(out: list[dict], bufs: dict[str, np.ndarray]):
    """case(name, kernel, grid, block, args, shared=0, **buffers): one launch and its initial buffers."""

    def case(name: str, kernel: str, grid, block, args, shared: int = 0, **buffers: np.ndarray) -> None:
        out.append({"name": name, "kernel": kernel, "grid": list(grid), "block": list(block), "shared": shared,
                    "args": args})
        for k, v in buffers.items():
            bufs[f"{name}/{k}"] = np.ascontiguousarray(v)

    return case


def cases() -> tuple[list[dict], dict[str, np.ndarray]]:
    rng = np.random.default_rng(20261125)
    out: list[dict] = []
    bufs: dict[str, np.ndarray] = {}

    case = _collector(out, bufs)

    n = 1000
    case(
        "saxpy",
        "saxpy",
        (4, 1, 1),
        (256, 1, 1),
        [["i32", n], ["f32", 1.7], ["buf", "x"], ["buf", "y"]],
        x=_floats(rng, 1024),
        y=_floats(rng, 1024),
    )
    n = 500
    case(
        "int_mix",
        "int_mix",
        (4, 1, 1),
        (128, 1, 1),
        [["i32", n], ["buf", "a"], ["buf", "b"], ["buf", "out"]],
        a=_u32(rng, 512),
        b=_u32(rng, 512),
        out=np.zeros(512 * 16, np.uint32),
    )
    n = 480
    case(
        "float_mix",
        "float_mix",
        (4, 1, 1),
        (128, 1, 1),
        [
            ["i32", n],
            ["buf", "a"],
            ["buf", "b"],
            ["buf", "c"],
            ["buf", "out"],
            ["buf", "dout"],
            ["buf", "iout"],
        ],
        a=_floats(rng, 512),
        b=_floats(rng, 512),
        c=_floats(rng, 512),
        out=np.zeros(512 * 12, np.float32),
        dout=np.zeros(512 * 4, np.float64),
        iout=np.zeros(512 * 6, np.uint32),
    )
    n = 4000
    case(
        "block_sum",
        "block_sum",
        (4, 1, 1),
        (256, 1, 1),
        [["i32", n], ["buf", "x"], ["buf", "partial"], ["buf", "count"]],
        x=(rng.standard_normal(4096) * 3).astype(np.float32),
        partial=np.zeros(4, np.float32),
        count=np.zeros(1, np.uint32),
    )
    n = 20000
    case(
        "histogram",
        "histogram",
        (6, 1, 1),
        (128, 1, 1),
        [["i32", n], ["buf", "x"], ["buf", "hist"]],
        x=_u32(rng, n),
        hist=np.zeros(64, np.uint32),
    )
    n = 900
    case(
        "collatz",
        "collatz",
        (4, 1, 1),
        (256, 1, 1),
        [["i32", n], ["buf", "x"], ["buf", "steps"], ["buf", "peak"]],
        x=rng.integers(1, 100000, 1024).astype(np.uint32),
        steps=np.zeros(1024, np.uint32),
        peak=np.zeros(1024, np.uint32),
    )
    case(
        "warp_ops",
        "warp_ops",
        (4, 1, 1),
        (96, 1, 1),
        [["buf", "x"], ["buf", "out"]],
        x=np.where(rng.random(384) < 0.3, rng.integers(0, 8, 384), _u32(rng, 384)).astype(np.uint32),
        out=np.zeros(384 * 10, np.uint32),
    )
    case(
        "lane_handoff",
        "lane_handoff",
        (4, 1, 1),
        (64, 1, 1),
        [["buf", "x"], ["buf", "out"]],
        x=_u32(rng, 256),
        out=np.zeros(256, np.uint32),
    )
    case(
        "transpose",
        "transpose",
        (3, 2, 1),
        (32, 8, 1),
        [["i32", 50], ["i32", 70], ["buf", "inp"], ["buf", "out"]],
        inp=_floats(rng, 50 * 70),
        out=np.zeros(50 * 70, np.float32),
    )
    case(
        "warp_atomics",
        "warp_atomics",
        (4, 1, 1),
        (128, 1, 1),
        [["buf", "x"], ["buf", "acc"], ["buf", "old"]],
        x=_floats(rng, 512),
        acc=_floats(rng, 16),
        old=np.zeros(2048 + 16, np.uint32),
    )
    halves = rng.integers(0, 2**16, 4 * 4 * 300, dtype=np.uint64).astype(np.uint16)
    case(
        "half_math",
        "half_math",
        (3, 1, 1),
        (128, 1, 1),
        [["i32", 300], ["buf", "a"], ["buf", "b"], ["buf", "out"]],
        a=halves[:2400].view(np.uint32),
        b=halves[2400:].view(np.uint32),
        out=np.zeros(1200, np.uint32),
    )
    case(
        "calls_local",
        "calls_local",
        (4, 1, 1),
        (128, 1, 1),
        [["buf", "x"], ["buf", "out"]],
        x=_u32(rng, 512),
        out=np.zeros(512, np.uint32),
    )
    return out, bufs


def _f16(rng: np.random.Generator, n: int) -> np.ndarray:
    """f16 codes: mostly ordinary values, some random bit patterns (NaN, inf, subnormals)."""
    v = (rng.standard_normal(n) * np.exp2(rng.integers(-4, 5, n))).astype(np.float16).view(np.uint16)
    bits = rng.integers(0, 2**16, n, dtype=np.uint64).astype(np.uint16)
    return np.where(rng.random(n) < 0.1, bits, v)


def tensor_cases() -> tuple[list[dict], dict[str, np.ndarray]]:
    """Launches of tensor_kernels.cu (tensor_sm90a.ptx)."""
    rng = np.random.default_rng(20261126)
    out: list[dict] = []
    bufs: dict[str, np.ndarray] = {}

    case = _collector(out, bufs)

    T = 128  # threads: 2 CTAs of 64
    frag = {
        "frag_f16_f32": (4, 2, 4, 4, "f16", "f32"),
        "frag_f16_f16": (4, 2, 2, 2, "f16", "f16"),
        "frag_bf16_f32": (4, 2, 4, 4, "bf16", "f32"),
        "frag_tf32": (4, 2, 4, 4, "f32", "f32"),
        "frag_e4m3": (4, 2, 4, 4, "u8", "f32"),
        "frag_s8": (4, 2, 4, 4, "u8", "s32"),
        "frag_f16_m8n8k4": (2, 2, 4, 4, "f16", "f32"),
    }
    for name, (na, nb, nc, nd, el, acc) in frag.items():

        def words(n, kind):
            if kind in ("f16", "bf16"):
                h = (
                    _f16(rng, 2 * n)
                    if kind == "f16"
                    else (_floats(rng, 2 * n).view(np.uint32) >> np.uint32(16)).astype(np.uint16)
                )
                return h.view(np.uint32)
            if kind == "f32":
                return _floats(rng, n).view(np.uint32)
            if kind == "s32":
                return _u32(rng, n)
            return rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)

        case(
            name,
            name,
            (2, 1, 1),
            (64, 1, 1),
            [["buf", "a"], ["buf", "b"], ["buf", "c"], ["buf", "d"]],
            a=words(T * na, el),
            b=words(T * nb, el),
            c=words(T * nc, acc),
            d=np.zeros(T * nd, np.uint32),
        )
    M, N, K = 64, 32, 64
    a = (rng.standard_normal(M * K)).astype(np.float16)
    b = (rng.standard_normal(K * N)).astype(np.float16)
    case(
        "mma_ldmatrix",
        "mma_ldmatrix",
        (8, 1, 1),
        (128, 1, 1),
        [["i32", M], ["i32", N], ["i32", K], ["buf", "A"], ["buf", "B"], ["buf", "C"]],
        A=a,
        B=b,
        C=np.zeros(M * N, np.float32),
    )
    K = 128
    case(
        "gemm_wgmma",
        "gemm_wgmma",
        (2, 1, 1),
        (128, 1, 1),
        [["buf", "A"], ["buf", "B"], ["buf", "C"], ["i32", K]],
        A=rng.standard_normal(K * 64).astype(np.float16),
        B=rng.standard_normal(K * 128).astype(np.float16),
        C=np.zeros(2 * 128 * 64, np.float32),
    )
    return out, bufs


def cluster_cases() -> tuple[list[dict], dict[str, np.ndarray]]:
    """Launches of cluster_kernels.cu (cluster_sm90a.ptx): clusters of 4 from the kernel's own
    __cluster_dims__."""
    rng = np.random.default_rng(4)
    n = 20000
    return ([{"name": "cluster_hist", "kernel": "cluster_hist", "grid": [8, 1, 1], "block": [128, 1, 1],
              "shared": 256, "args": [["buf", "x"], ["i32", n], ["buf", "bins"]]}],
            {"cluster_hist/x": _u32(rng, n), "cluster_hist/bins": np.zeros(2 * 256, np.uint32)})


def atomic_cases() -> tuple[list[dict], dict[str, np.ndarray]]:
    """Launches of atomic_kernels.cu (atomic_sm90a.ptx): one warp per address."""
    rng = np.random.default_rng(5)
    halves = (rng.standard_normal(512) * 4).astype(np.float16).view(np.uint16)
    halves[rng.random(512) < 0.05] = rng.integers(0, 2**16, 26, dtype=np.uint64).astype(np.uint16)[:1]
    x = halves.view(np.uint32).copy()
    f = _floats(rng, 256).view(np.uint32)
    x = np.where(rng.random(256) < 0.5, x, f).astype(np.uint32)
    acc = np.zeros(2048 + 8, np.uint32)
    acc[1024:2048] = halves.view(np.uint32)[:256].repeat(4)
    out, bufs = [], {}
    case = _collector(out, bufs)
    case("atomic_halves", "atomic_halves", (2, 1, 1), (128, 1, 1), [["buf", "x"], ["buf", "acc"], ["buf", "old"]],
         x=x, acc=acc, old=np.zeros(4 * 256, np.uint32))
    case("atomic_vectors", "atomic_vectors", (2, 1, 1), (64, 1, 1), [["buf", "x"], ["buf", "acc"], ["buf", "old"]],
         x=_floats(rng, 4 * 128), acc=_floats(rng, 4 * 128), old=np.zeros(4 * 512, np.float32))
    return out, bufs


def directed_cases() -> tuple[list[dict], dict[str, np.ndarray]]:
    """Launches of directed_kernels.cu (directed_sm90a.ptx)."""
    rng = np.random.default_rng(6)
    n = 4096
    out, bufs = [], {}
    case = _collector(out, bufs)
    a = _floats(rng, n)
    a[: n // 4] = np.abs(a[: n // 4])  # plenty of square roots of non-negative values
    case("directed", "directed", (16, 1, 1), (256, 1, 1), [["i32", n], ["buf", "a"], ["buf", "b"], ["buf", "out"]],
         a=a, b=_floats(rng, n), out=np.zeros(12 * n, np.uint32))
    return out, bufs


def fastmath_cases() -> tuple[list[dict], dict[str, np.ndarray]]:
    """Launches of fastmath_kernels.cu (fastmath_sm90a.ptx, --use_fast_math)."""
    rng = np.random.default_rng(7)
    out, bufs = [], {}
    case = _collector(out, bufs)
    T, H, D = 2048, 1, 64  # positions up to 2047: angles up to ~2047 rad
    case("rope", "rope", (T * H * D // 2 // 256, 1, 1), (256, 1, 1),
         [["buf", "x"], ["buf", "out"], ["i32", T], ["i32", H * D], ["i32", D], ["f32", 10000.0]],
         x=(rng.integers(-64, 64, T * H * D) / 16).astype(np.float32), out=np.zeros(T * H * D, np.float32))
    n = 8192
    g = np.concatenate([np.linspace(-12, 12, n // 2, dtype=np.float32), _floats(rng, n // 2)])
    case("gelu_tanh", "gelu_tanh", (n // 256, 1, 1), (256, 1, 1), [["buf", "x"], ["buf", "out"], ["i32", n]],
         x=g, out=np.zeros(n, np.float32))
    case("softcap", "softcap", (n // 256, 1, 1), (256, 1, 1),
         [["buf", "x"], ["buf", "out"], ["i32", n], ["f32", 50.0]],
         x=np.clip(g.astype(np.float64) * 10, -3e38, 3e38).astype(np.float32),
         out=np.zeros(2 * n, np.float32))
    big = (rng.standard_normal(n // 4) * np.exp2(rng.integers(0, 40, n // 4))).astype(np.float32)
    t = np.concatenate([_floats(rng, n // 2), big, np.linspace(-7, 7, n // 4, dtype=np.float32)])
    case("trig", "trig", (n // 256, 1, 1), (256, 1, 1), [["buf", "x"], ["buf", "out"], ["i32", n]],
         x=t.astype(np.float32), out=np.zeros(4 * n, np.uint32))
    h = rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)
    h[: n // 2] = (rng.standard_normal(n) * 3).astype(np.float16).view(np.uint32)
    case("tanh16", "tanh16", (n // 256, 1, 1), (256, 1, 1), [["buf", "x"], ["buf", "out"], ["i32", n]],
         x=h, out=np.zeros(3 * n, np.uint32))
    return out, bufs


KINDS = {"": cases, "tensor": tensor_cases, "cluster": cluster_cases, "atomic": atomic_cases,
         "directed": directed_cases, "fastmath": fastmath_cases}
# the committed inputs (tests/data/kernels/), not stored: load_npz makes them again from the
# functions below (FILE.seeded.json holds their sha256)
COMMITTED = {"": "nvcc_inputs.npz", "tensor": "tensor_inputs.npz", "cluster": "cluster_inputs.npz",
             "atomic": "atomic_inputs.npz", "directed": "directed_inputs.npz",
             "fastmath": "fastmath_inputs.npz"}


def recorded_inputs(which: str = "") -> dict[str, np.ndarray]:
    import json

    cs, bufs = KINDS[which]()
    return {"cases": np.array(json.dumps(cs)), **bufs}


def nvcc_inputs() -> dict[str, np.ndarray]:
    return recorded_inputs("")


def tensor_inputs() -> dict[str, np.ndarray]:
    return recorded_inputs("tensor")


def cluster_inputs() -> dict[str, np.ndarray]:
    return recorded_inputs("cluster")


def atomic_inputs() -> dict[str, np.ndarray]:
    return recorded_inputs("atomic")


def directed_inputs() -> dict[str, np.ndarray]:
    return recorded_inputs("directed")


def fastmath_inputs() -> dict[str, np.ndarray]:
    return recorded_inputs("fastmath")


if __name__ == "__main__":
    # cases.py OUT.npz [KIND]: a plain npz (to stage for the device);
    # cases.py --commit [KIND]: tests/data/kernels/KIND_inputs.seeded.json instead of the npz
    which = sys.argv[2] if len(sys.argv) > 2 else ""
    if sys.argv[1] == "--commit":
        from pathlib import Path

        root = Path(__file__).resolve().parents[3]
        sys.path.insert(0, str(root / "src"))
        from ptxemu.machine.launching.seeded import write_manifest

        name = COMMITTED[which]
        write_manifest(root / "tests" / "data" / "kernels" / name, recorded_inputs(which),
                       "tools/truth/kernels/cases.py", name.removesuffix(".npz"))
    else:
        np.savez_compressed(sys.argv[1], **recorded_inputs(which))
