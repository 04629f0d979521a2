"""ptxemu.formats against NVIDIA's host conversion code (cuda_fp16/bf16/fp8/fp6/fp4 headers).

Truth was recorded by tools/truth/hostfp/record.py (harness.cu compiled with nvcc 13.0, run on
the CPU). Committed: every output for the small formats' boundary inputs, all 65536 f16/bf16
codes through every host conversion, decode tables, and sha256 digests per 65536-row chunk of
the outputs for 1.2M boundary inputs (all formats incl. f16/bf16 ties and neighbours) and 2M
seeded random inputs. When nvcc is present, a live test also runs the harness on fresh inputs.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from ptxemu.formats import decode, encode, widen

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
DATA = ROOT / "tests" / "data" / "hostfp"
sys.path.insert(0, str(HERE))
from hostfp_inputs import boundary_inputs, random_inputs  # noqa: E402

# column name -> (format, rounding, satfinite); the host functions' own arguments
SAT_DEFAULT = {"e2m3", "e3m2", "e2m1"}  # host fp6/fp4 conversions always saturate


def col_spec(col: str) -> tuple[str, str, bool]:
    parts = col.split("_")
    fmt = parts[0]
    if parts[1] in ("nosat", "sat"):
        return fmt, "rn", parts[1] == "sat"
    sat = fmt in SAT_DEFAULT or (len(parts) == 3 and parts[2] == "sat")
    return fmt, parts[1], sat


def ours(x: np.ndarray, col: str) -> np.ndarray:
    fmt, rnd, sat = col_spec(col)
    return encode(x, fmt, rnd, satfinite=sat).astype(np.uint32)


def _mismatch(x_bits, got, want, col):
    bad = np.flatnonzero(got != want)
    ex = [(hex(int(x_bits[i])), hex(int(got[i])), hex(int(want[i]))) for i in bad[:5]]
    return f"{col}: {len(bad)} mismatches of {len(want)} (input, ptxemu, host): {ex}"


def test_small_boundary_set_all_columns():
    d = np.load(DATA / "small.npz")
    x = d["x"]
    cols = [c for c in d.files if c != "x"]
    assert len(cols) == 22
    for c in cols:
        got = ours(x.view(np.float32), c)
        want = d[c].astype(np.uint32)
        assert np.array_equal(got, want), _mismatch(x, got, want, c)


@pytest.mark.parametrize("src", ["f16", "bf16"])
def test_exhaustive_16bit_sources(src):
    import ml_dtypes

    d = np.load(DATA / "exhaustive16.npz")
    codes = np.arange(1 << 16, dtype=np.uint32).astype(np.uint16)
    x = codes.view(np.float16 if src == "f16" else ml_dtypes.bfloat16)
    cols = [k[len(src) + 1:] for k in d.files if k.startswith(src + "_")]
    for c in cols:
        want = d[f"{src}_{c}"].astype(np.uint32)
        if c == "f32":  # widening to f32: host __half2float gives canonical 0x7fffffff for
            # every NaN, __bfloat162float keeps sign and payload (a plain shift)
            got = widen(codes, src, "f32", nan="canonical" if src == "f16" else "payload")
            got = got.astype(np.uint32)
        else:
            got = ours(x, c)
        assert np.array_equal(got, want), _mismatch(codes, got, want, f"{src}->{c}")


@pytest.mark.parametrize("fmt,target", [("e4m3", "f16"), ("e5m2", "f16"), ("e2m3", "f16"),
                                        ("e3m2", "f16"), ("e2m1", "f16"), ("ue8m0", "bf16")])
def test_decode_tables(fmt, target):
    d = np.load(DATA / "exhaustive16.npz")
    want = d[f"dec_{fmt}"].astype(np.uint32)
    codes = np.arange(len(want), dtype=np.uint32)
    got = encode(decode(codes, fmt), target).astype(np.uint32)
    assert np.array_equal(got, want), _mismatch(codes, got, want, f"{fmt}->{target}")


def _digest_check(x: np.ndarray, expected: dict[str, list[str]], chunk: int) -> list[str]:
    errors = []
    xf = x.view(np.float32)
    for col, digs in expected.items():
        got = ours(xf, col)
        fmt = col_spec(col)[0]
        got = got.astype(np.uint16 if fmt in ("f16", "bf16") else np.uint8)
        for k, dg in enumerate(digs):
            h = hashlib.sha256(got[k * chunk:(k + 1) * chunk].tobytes()).hexdigest()[:16]
            if h != dg:
                errors.append(f"{col} chunk {k}")
    return errors


def test_boundary_million_digests():
    meta = json.loads((DATA / "digests.json").read_text())
    x = boundary_inputs()
    assert len(x) == meta["boundary_count"]
    assert _digest_check(x, meta["boundary"], meta["chunk"]) == []


def test_random_million_digests():
    meta = json.loads((DATA / "digests.json").read_text())
    x = random_inputs(meta["random"]["n"], meta["random"]["seed"])
    assert _digest_check(x, meta["random_digests"], meta["chunk"]) == []


@pytest.mark.skipif(shutil.which("nvcc") is None and not Path("/usr/local/cuda/bin/nvcc").exists(),
                    reason="nvcc not installed; the committed data above carries the same truth")
def test_live_harness_fresh_inputs(tmp_path):
    # by path: several tools/truth folders hold a record.py (an earlier test may have imported one)
    spec = importlib.util.spec_from_file_location(
        "hostfp_record", ROOT / "tools" / "truth" / "hostfp" / "record.py")
    record = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(record)

    try:
        exe = record.build(tmp_path)
    except (subprocess.CalledProcessError, FileNotFoundError) as e:  # pragma: no cover
        pytest.skip(f"nvcc could not build the harness: {e}")
    x = random_inputs(300_000, seed=99)
    rec = record.run_f32(exe, tmp_path, x)
    for c in rec.dtype.names:
        got = ours(x.view(np.float32), c)
        want = rec[c].astype(np.uint32)
        assert np.array_equal(got, want), _mismatch(x, got, want, c)
