"""Turn what the recording call brought back (res/, unpacked from corpus.tar.xz) into tests/data/cutlass and
tests/data/triton_tma.

    python3 tools/truth/cutlass/collect.py RES_DIR

Per CUTLASS program: NAME.npz is pack.py's npz (meta, NNN_params, NNN_before_ADDR, NNN_after_ADDR) plus
  stdout      what the program printed (Passed/Failed, "Failed to initialize the TMA descriptor", ...)
  commands    the nvcc and run command lines (json)
  tmaps       tmaprec's log: every cuTensorMapEncodeTiled/Im2col call (arguments, CUresult, the 128
              bytes) and every cudaLaunchKernelExC's attributes, one JSON line each
  host_meta   (exit-hook wrappers only) json [[name, device address, bytes], ...] of the example's global
              host tensors at exit, and host_NAME their bytes: the program's inputs as it filled them
              and its host reference result (block_reference_D, ...)
and NAME.compute_XXa.ptx.xz, the PTX nvcc embedded for each arch (one nvcc run with -keep).
"""

from __future__ import annotations

import gzip
import json
import lzma
import shutil
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[3]


def read_refdump(path: Path) -> tuple[list, dict]:
    data = path.read_bytes()
    meta, arrays, pos = [], {}, 0
    while pos < len(data):
        end = data.index(b"\n", pos)
        name, addr, size = data[pos:end].decode().split()
        addr, size = int(addr), int(size)
        pos = end + 1
        arrays[f"host_{name}"] = np.frombuffer(data[pos : pos + size], dtype=np.uint8)
        pos += size
        meta.append([name, addr, size])
    return meta, arrays


def collect_cutlass(res: Path, dst: Path) -> None:
    dst.mkdir(parents=True, exist_ok=True)
    for d in sorted(p for p in res.iterdir() if p.is_dir() and (p / "build.cmd").exists()):
        name = d.name
        for ptx in sorted(d.glob("*.ptx")):
            # xz, not gzip: every device call carries the tracked tree (about 40% smaller)
            xz = lzma.open(dst / f"{ptx.name}.xz", "wb", preset=9 | lzma.PRESET_EXTREME)
            with open(ptx, "rb") as f, xz as g:
                shutil.copyfileobj(f, g)
        npz = d / f"{name}.npz"
        if not npz.exists():
            print(name, "no recording")
            continue
        arrays = dict(np.load(npz))
        extra = {
            "stdout": (d / "stdout.txt").read_bytes() if (d / "stdout.txt").exists() else b"",
            "commands": json.dumps(
                {
                    k: (d / f"{k}.cmd").read_text().strip()
                    for k in ("build", "run")
                    if (d / f"{k}.cmd").exists()
                }
            ).encode(),
            "tmaps": (d / "tmaps.jsonl").read_bytes() if (d / "tmaps.jsonl").exists() else b"",
        }
        if (d / "refdump.bin").exists():
            meta, host = read_refdump(d / "refdump.bin")
            extra["host_meta"] = json.dumps(meta).encode()
            arrays.update(host)
        for k, v in extra.items():
            arrays[k] = np.frombuffer(v, dtype=np.uint8)
        np.savez_compressed(dst / f"{name}.npz", **arrays)
        print(name, (dst / f"{name}.npz").stat().st_size)


def collect_triton(res: Path, dst: Path) -> None:
    src = res / "triton_tma"
    if not src.exists():
        return
    dst.mkdir(parents=True, exist_ok=True)
    for f in sorted(src.iterdir()):
        if f.suffix == ".ptx":
            with open(f, "rb") as a, gzip.open(dst / f"{f.name}.gz", "wb", compresslevel=9) as g:
                shutil.copyfileobj(a, g)
        else:
            shutil.copy(f, dst / f.name)
    shutil.copy(res / "triton.log", dst / "record.log")


if __name__ == "__main__":
    res = Path(sys.argv[1])
    collect_cutlass(res, ROOT / "tests" / "data" / "cutlass")
    collect_triton(res, ROOT / "tests" / "data" / "triton_tma")
