"""The launches whose memory counters are recorded on the H100 under Nsight Compute.

    python3 tools/truth/counters/cases.py        # writes tests/data/counters/cases.json, bank_inputs.npz

Four sets: the nvcc kernels of tools/truth/kernels (kernels.cu, tensor_kernels.cu, atomic_kernels.cu,
with the inputs their bit-exact tests use), the five Triton kernels of triton.npz, and bank_kernels.cu:
access patterns whose shared-memory wavefronts and global sectors are known by hand (strided 8/32/
64/128-bit shared loads and stores, ldmatrix/stmatrix rows, shared and global atomics, strided and
offset global loads and stores, divergent branches). A case's arguments:
``["buf", FILE, KEY]`` (the bytes of KEY in tests/data/kernels/FILE or tests/data/counters/FILE),
``["zeros", NBYTES]``, ``["i32"|"i64"|"f32", V]``, ``["null"]``.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[3]
KERNELS = ROOT / "tests" / "data" / "kernels"
OUT = ROOT / "tests" / "data" / "counters"


def _nvcc_sets() -> list[dict]:
    out = []
    for npz, ptx in (
        ("nvcc_inputs.npz", "nvcc_sm90a.ptx"),
        ("tensor_inputs.npz", "tensor_sm90a.ptx"),
        ("atomic_inputs.npz", "atomic_sm90a.ptx"),
    ):
        z = np.load(KERNELS / npz)
        for c in json.loads(str(z["cases"])):
            args = [["buf", npz, f"{c['name']}/{v}"] if k == "buf" else [k, v] for k, v in c["args"]]
            out.append(
                {
                    "name": c["name"],
                    "set": npz.split("_")[0],
                    "ptx": ptx,
                    "kernel": c["kernel"],
                    "grid": c["grid"],
                    "block": c["block"],
                    "shared": c["shared"],
                    "args": args,
                }
            )
    return out


def _triton_set() -> list[dict]:
    import ptxemu  # only to read the parameter sizes, as tests/machine/test_kernels_hw.py does

    z = np.load(KERNELS / "triton.npz")
    out = []
    for name in ("add", "rowsum_int", "matmul", "softmax", "layernorm"):
        meta = json.loads(str(z[f"{name}/meta"]))
        params = ptxemu.Module(str(z[f"{name}/ptx"])).kernel(meta["kernel"]).func.params
        args: list = [["buf", "triton.npz", f"{name}/in_{t}"] for t in meta["tensors"]]
        for _, (ty, v) in meta["scalars"].items():
            if ty == "int" and v == 1:
                continue  # Triton specialises integer arguments equal to 1 into constants
            p = params[len(args)]
            args.append(["f32", v] if ty == "float" else (["i32", v] if p.size == 4 else ["i64", v]))
        args += [["null"]] * (len(params) - len(args))  # Triton's scratch pointers
        out.append(
            {
                "name": f"triton_{name}",
                "set": "triton",
                "ptx": f"triton:{name}",
                "kernel": meta["kernel"],
                "grid": meta["grid"],
                "block": [32 * meta["num_warps"], 1, 1],
                "shared": meta["shared"],
                "args": args,
            }
        )
    return out


def _bank_set() -> tuple[list[dict], dict[str, np.ndarray]]:
    words = np.arange(16384, dtype=np.uint32) * np.uint32(2654435761)
    rng = np.random.default_rng(34)
    bufs = {"words": words, "div": rng.integers(0, 2**32, 512, dtype=np.uint64).astype(np.uint32)}
    out: list[dict] = []
    z = ["zeros", 65536]
    src = ["buf", "bank_inputs.npz", "words"]

    def case(kernel, args, block=32, grid=1, tag=""):
        name = kernel + "_" + "_".join(str(a[1]) for a in args if a[0] == "i32") + tag
        out.append(
            {
                "name": name,
                "set": "bank",
                "ptx": "bank_sm90a.ptx",
                "kernel": kernel,
                "grid": [grid, 1, 1],
                "block": [block, 1, 1],
                "shared": 0,
                "args": args,
            }
        )

    for s in (0, 1, 2, 3, 4, 8, 16, 17, 32, 33, 64):
        case("sh_ld32", [src, z, ["i32", s], ["i32", 0]])
    case("sh_ld32", [src, z, ["i32", 1], ["i32", 5]])
    case("sh_ld32", [src, z, ["i32", 2], ["i32", 0]], block=48, tag="_b48")
    case("sh_ld32", [src, z, ["i32", 32], ["i32", 0]], block=128, tag="_b128")
    for s in (0, 1, 2, 4, 8, 16, 32, 33):
        case("sh_st32", [z, ["i32", s]])
    for s in (1, 2, 4, 8, 16, 17):
        case("sh_ld64", [src, z, ["i32", s]])
    for s in (1, 2, 4, 16):
        case("sh_st64", [z, ["i32", s]])
    for s in (1, 2, 4, 8, 9):
        case("sh_ld128", [src, z, ["i32", s]])
    for s in (1, 2, 8):
        case("sh_st128", [z, ["i32", s]])
    for s in (1, 2, 4, 8, 32, 128):
        case("sh_ld8", [src, z, ["i32", s]])
    for s in (0, 1, 2, 32):
        case("sh_atom", [z, ["i32", s]])
    for rb in (16, 32, 64, 128, 144):
        case("ldsm_x1", [src, z, ["i32", rb]])
    for rb in (16, 128, 144):
        case("ldsm_x2", [src, z, ["i32", rb]])
    for rb in (16, 64, 128, 144):
        case("ldsm_x4", [src, z, ["i32", rb]])
    for c in (0, 2):
        case("ldsm_x4_swizzle", [src, z, ["i32", c]])
    for rb in (16, 128):
        case("stsm_x1", [z, ["i32", rb]])
    for rb in (16, 128, 144):
        case("stsm_x4", [z, ["i32", rb]])
    for s, o in ((1, 0), (2, 0), (4, 0), (8, 0), (32, 0), (1, 1), (1, 8)):
        case("g_ld32", [src, z, ["i32", s], ["i32", o]], block=128, grid=2)
    for s, o in ((1, 0), (2, 0), (32, 0), (1, 3)):
        case("g_st32", [["zeros", 65536 + 64], ["i32", s], ["i32", o]], block=128, grid=2)
    for s in (1, 2, 4):
        case("g_ld64", [src, z, ["i32", s]], block=128, grid=2)
    for s in (1, 2):
        case("g_ld128", [src, z, ["i32", s]], block=128, grid=2)
    for s in (1, 4, 32):
        case("g_ld8", [src, z, ["i32", s]], block=128, grid=2)
    for s in (0, 1, 32):
        case("g_atom", [["zeros", 4096], z, ["i32", s]], block=128, grid=2)
    for s in (0, 1, 32):
        case("g_red", [["zeros", 4096], ["i32", s]], block=128, grid=2)
    for p, c in ((1, 1), (2, 1), (32, 16), (4, 3)):
        case("diverge", [["buf", "bank_inputs.npz", "div"], z, ["i32", p], ["i32", c]], block=128, grid=2)
    return out, bufs


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    bank, bufs = _bank_set()
    cs = _nvcc_sets() + _triton_set() + bank
    assert len({c["name"] for c in cs}) == len(cs)
    (OUT / "cases.json").write_text(json.dumps(cs, indent=0) + "\n")
    np.savez_compressed(OUT / "bank_inputs.npz", **bufs)
    print(len(cs), "cases")


if __name__ == "__main__":
    main()
