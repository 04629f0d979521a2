"""Every recorded sm_90 dense MMA form against H100 results (truth: tests/data/mma, recorded by
tools/truth/mma_dense/record.py through ptxemu.verify on an H100; subset.py cut these files).

Each case holds the input codes, the hardware's D codes and, for wgmma, a chain of K steps with
their scale-d bits and the imm-scale-a/b used; ptxemu must reproduce every output bit.
"""

from __future__ import annotations

import pathlib

import numpy as np
import pytest

from ptxemu.verify.compare import emulate  # a wgmma record is a chain of K steps

DATA = pathlib.Path(__file__).resolve().parents[1] / "data" / "mma"


def _forms():
    out = []
    for path in sorted(DATA.glob("*.npz")):
        z = np.load(path)
        keys = sorted({k.split("|")[0] for k in z.files})
        out += [pytest.param(path.name, k, id=f"{path.stem}:{k[2:]}") for k in keys]
    return out


_CACHE: dict[str, dict] = {}


def _load(name: str, key: str) -> dict[str, np.ndarray]:
    if name not in _CACHE:
        _CACHE[name] = dict(np.load(DATA / name))
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
    for path in DATA.glob("*.npz"):
        z = np.load(path)
        texts |= {str(z[k]) for k in z.files if k.endswith("|text")}
    from ptxemu.verify import catalog

    for t in catalog.mma_forms() + catalog.wgmma_forms(8) + catalog.wgmma_forms(128):
        assert t in texts, t
