"""Every recorded sm_90 dense MMA form against H100 results (truth: tests/data/mma, recorded by
tools/truth/mma_dense/record.py through ptxemu.verify on an H100; subset.py cut these files).

Each case holds the input codes, the hardware's D codes and, for wgmma, a chain of K steps with
their scale-d bits and the imm-scale-a/b used; ptxemu must reproduce every output bit.
"""

from __future__ import annotations

import pathlib

import numpy as np
import pytest

from ptxemu.machine.launching.replay import load_npz, npz_files
from ptxemu.verify.compare import emulate  # a wgmma record is a chain of K steps

DATA = pathlib.Path(__file__).resolve().parents[1] / "data" / "mma"


def _forms():
    out = []
    for path in npz_files(DATA):
        z = load_npz(path)
        keys = sorted({k.split("|")[0] for k in z.files})
        out += [pytest.param(path.name, k, id=f"{path.stem}:{k[2:]}") for k in keys]
    return out


_CACHE: dict[str, dict] = {}


def _load(name: str, key: str) -> dict[str, np.ndarray]:
    if name not in _CACHE:
        _CACHE[name] = dict(load_npz(DATA / name))
    z = _CACHE[name]
    return {k.split("|")[1]: z[k] for k in z if k.split("|")[0] == key}


@pytest.mark.parametrize("name,key", _forms())
def test_bit_exact_vs_h100(name: str, key: str) -> None:
    rec = _load(name, key)
    text = str(rec["text"])
    D = emulate(text, rec)
    H = rec["D"]
    assert D.dtype == H.dtype and D.shape == H.shape
    bad = np.argwhere(D != H)
    if len(bad):
        i, m, n = bad[0]
        kind = rec["kinds"][rec["kind"][i]]
        pytest.fail(f"{text}: {len(bad)}/{H.size} outputs differ; first case {i} ({kind}) "
                    f"D[{m},{n}] = {int(D[i, m, n]):#x}, hardware {int(H[i, m, n]):#x}")


def test_data_covers_every_form_family() -> None:
    texts = set()
    for path in npz_files(DATA):
        z = load_npz(path)
        texts |= {str(z[k]) for k in z.files if k.endswith("|text")}
    from ptxemu.verify import catalog

    for t in catalog.mma_forms() + catalog.wgmma_forms(8) + catalog.wgmma_forms(128):
        assert t in texts, t


def test_recorded_kinds_one_at_a_time(monkeypatch: pytest.MonkeyPatch) -> None:
    """The same records, each case kind as its own batch. Whole records mix kinds whose exponents
    span every binade, so their products need float64; a kind of its own can keep them within
    float32, and then the one-block forms take the 32-bit tile route (numerics/tile_kernel.py).
    That route must give the hardware's bits too, tf32 with N = 8 included."""
    from ptxemu.numerics import jit, tile_kernel

    if not jit.available():
        pytest.skip("numba is not installed: no compiled route")
    seen: dict[str, int] = {}
    real = tile_kernel.block_tiles

    def counting(a, b, C, **kw):
        key = f"{a.codes.dtype.name} k{a.codes.shape[-1]} n{b.codes.shape[-1]}"
        seen[key] = seen.get(key, 0) + C.size
        return real(a, b, C, **kw)

    monkeypatch.setattr(tile_kernel, "block_tiles", counting)
    for path in npz_files(DATA):
        z = load_npz(path)
        for key in sorted({k.split("|")[0] for k in z.files}):
            rec = _load(path.name, key)
            text = str(rec["text"])
            if not any(t in text for t in ("f16", "bf16", "tf32", "e4m3", "e5m2")):
                continue
            for kind in np.unique(rec["kind"]):
                sel = rec["kind"] == kind
                sub = {k: v[sel] if k in ("A", "B", "C", "D", "sd") else v for k, v in rec.items()}
                D = emulate(text, sub)
                n = int(np.count_nonzero(D != sub["D"]))
                assert n == 0, f"{text} ({rec['kinds'][kind]}): {n}/{D.size} outputs differ"
    # tf32 (uint32 codes) with K = 4 and 8, N = 8 and a long row; f16/bf16 K = 16; fp8 K = 32
    for key in ("uint32 k4 n8", "uint32 k8 n8", "uint32 k8 n256", "uint16 k16 n8", "uint8 k32 n8"):
        assert seen.get(key, 0) >= 2048, (key, seen)
    assert sum(seen.values()) > 300_000
