"""Record NVIDIA host-code conversion results as compact truth under tests/data/hostfp/.

    python tools/truth/hostfp/record.py          # needs nvcc (CUDA 13.0 here); CPU only

Compiles harness.cu with nvcc (host code: the headers' non-device C reference path), feeds it
the deterministic inputs of tests/formats/hostfp_inputs.py and writes
  small.npz        every output column for the small formats' boundary inputs (+ specials)
  exhaustive16.npz all 65536 f16 and bf16 codes through every host conversion; decode tables
  digests.json     sha256 per (input set, column, chunk of 65536) for the 1.2M boundary inputs
                   and the 2M seeded random inputs (the test recomputes and compares them)
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "tests" / "formats"))
from hostfp_inputs import SMALL_FORMATS, boundary_inputs, random_inputs  # noqa: E402

OUT = ROOT / "tests" / "data" / "hostfp"
NVCC = os.environ.get("NVCC", "/usr/local/cuda/bin/nvcc")

F32_U8 = ["e4m3_nosat", "e4m3_sat", "e5m2_nosat", "e5m2_sat", "e2m3_rn", "e2m3_rz", "e3m2_rn",
          "e3m2_rz", "e2m1_rn", "e2m1_rz", "ue8m0_rz_nosat", "ue8m0_rz_sat", "ue8m0_rp_nosat",
          "ue8m0_rp_sat"]
F32_U16 = ["f16_rn", "f16_rz", "f16_rm", "f16_rp", "bf16_rn", "bf16_rz", "bf16_rm", "bf16_rp"]
F16_U8 = ["e4m3_nosat", "e4m3_sat", "e5m2_nosat", "e5m2_sat", "e2m3_rn", "e2m3_rz", "e3m2_rn",
          "e3m2_rz", "e2m1_rn", "e2m1_rz"]
BF16_U8 = ["e4m3_nosat", "e4m3_sat", "e5m2_nosat", "e5m2_sat", "e2m1_rn", "e2m1_rz",
           "ue8m0_rz_nosat", "ue8m0_rz_sat", "ue8m0_rp_nosat", "ue8m0_rp_sat", "e2m3_rn", "e2m3_rz",
           "e3m2_rn", "e3m2_rz"]
CHUNK = 1 << 16


def f32_dtype() -> np.dtype:
    return np.dtype([(c, "u1") for c in F32_U8] + [(c, "<u2") for c in F32_U16])


def u16_dtype(cols: list[str]) -> np.dtype:
    return np.dtype([(c, "u1") for c in cols] + [("f32", "<u4")])


def digests(rec: np.ndarray) -> dict[str, list[str]]:
    out = {}
    for c in rec.dtype.names:
        col = np.ascontiguousarray(rec[c])
        out[c] = [hashlib.sha256(col[i:i + CHUNK].tobytes()).hexdigest()[:16]
                  for i in range(0, len(col), CHUNK)]
    return out


def build(tmp: Path) -> Path:
    exe = tmp / "harness"
    subprocess.run([NVCC, "-O2", "-o", str(exe), str(Path(__file__).with_name("harness.cu"))], check=True)
    return exe


def run_f32(exe: Path, tmp: Path, xs: np.ndarray) -> np.ndarray:
    fin, fout = tmp / "in.u32", tmp / "out.bin"
    xs.astype("<u4").tofile(fin)
    subprocess.run([str(exe), "f32", str(fin), str(fout)], check=True)
    return np.fromfile(fout, dtype=f32_dtype())


def run_mode(exe: Path, tmp: Path, mode: str) -> bytes:
    fout = tmp / f"{mode}.bin"
    subprocess.run([str(exe), mode, str(fout)], check=True)
    return fout.read_bytes()


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as td:
        tmp = Path(td)
        exe = build(tmp)
        small_x = boundary_inputs(SMALL_FORMATS)
        small = run_f32(exe, tmp, small_x)
        bnd = run_f32(exe, tmp, boundary_inputs())
        rnd = run_f32(exe, tmp, random_inputs())
        f16 = np.frombuffer(run_mode(exe, tmp, "f16"), dtype=u16_dtype(F16_U8))
        bf16 = np.frombuffer(run_mode(exe, tmp, "bf16"), dtype=u16_dtype(BF16_U8))
        dec = np.frombuffer(run_mode(exe, tmp, "dec"), dtype="<u2")
    np.savez_compressed(OUT / "small.npz", x=small_x, **{c: small[c] for c in small.dtype.names})
    np.savez_compressed(
        OUT / "exhaustive16.npz",
        **{f"f16_{c}": f16[c] for c in f16.dtype.names},
        **{f"bf16_{c}": bf16[c] for c in bf16.dtype.names},
        dec_e4m3=dec[0:256], dec_e5m2=dec[256:512], dec_e2m3=dec[512:576], dec_e3m2=dec[576:640],
        dec_e2m1=dec[640:656], dec_ue8m0=dec[656:912],
    )
    version = subprocess.run([NVCC, "--version"], capture_output=True, text=True).stdout
    meta = {"chunk": CHUNK, "random": {"n": 2_000_000, "seed": 2024},
            "boundary_count": int(len(bnd)),
            "boundary": digests(bnd), "random_digests": digests(rnd),
            "nvcc": version.strip().splitlines()[-1]}
    (OUT / "digests.json").write_text(json.dumps(meta, indent=0))
    print("recorded", len(small_x), len(bnd), len(rnd))


if __name__ == "__main__":
    main()
