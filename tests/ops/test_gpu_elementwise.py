"""Every sm_90a element-wise form against its H100 recording, bit for bit.

Truth: tests/data/gpu_elementwise/ (recorded by tools/truth/gpu_elementwise.py from raw PTX
kernels, one per form, on an H100 80GB HBM3; packed losslessly by gpu_elementwise_pack.py).
A form whose handler raises ptxemu.Unsupported is skipped with that reason; any other
difference fails and names the first differing inputs.

`python tests/ops/test_gpu_elementwise.py` prints agreement per form.
"""

from __future__ import annotations

import json
import sys
from functools import cache
from pathlib import Path

import numpy as np
import pytest

import ptxemu
from ptxemu.host import read_text
from ptxemu.machine.launching.replay import load_npz

DATA = Path(__file__).resolve().parents[1] / "data" / "gpu_elementwise"
UINT = {8: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64}
INT_BITS = {"u8": 8, "s8": 8, "u16": 16, "s16": 16, "u32": 32, "s32": 32, "u64": 64, "s64": 64}


@cache
def _meta() -> dict:
    return json.loads(read_text(DATA / "forms.json"))  # kept as forms.json.xz


@cache
def _inputs() -> dict[str, np.ndarray]:
    return dict(load_npz(DATA / "inputs.npz"))


@cache
def _outputs() -> list[np.ndarray]:
    z = load_npz(DATA / "outputs.npz")
    forms = _meta()["forms"]
    out: list[np.ndarray] = []
    for i, f in enumerate(forms):  # refs always point back: decode in order
        x = z[f"d{i}"]
        out.append(x if f["ref"] < 0 else x ^ out[f["ref"]])
    return out


def _types(text: str) -> list[str]:
    return [q for q in text.split()[0].split(".")[1:]]


def _source_width(text: str, opname: str, regw: int) -> int:
    """Width of the value ptxemu takes for a source: the instruction type's, not the register's."""
    ts = _types(text)
    if ts[0] == "cvt" or text.startswith("cvt"):
        atype = ts[-1]
        if atype in INT_BITS:
            return INT_BITS[atype]
    return regw


def _dest_width(text: str, regw: int) -> tuple[int, str | None]:
    ts = _types(text)
    if text.startswith("cvt") and len(ts) >= 2 and ts[-2] in INT_BITS:
        return INT_BITS[ts[-2]], ts[-2]
    return regw, None


def run_form(i: int) -> tuple[np.ndarray, np.ndarray, dict[str, np.ndarray]]:
    f = _meta()["forms"][i]
    inputs = _inputs()
    ops = {}
    for name, arr, w in f["sources"]:
        sw = _source_width(f["text"], name, w)
        mask = np.uint64((1 << sw) - 1)
        ops[name] = (inputs[arr].astype(UINT[w]).astype(np.uint64) & mask).astype(UINT[sw])
    want = _outputs()[i]
    if f["text"].startswith("redux"):
        # warp-level: lanes on the last axis, one membermask per warp; lanes outside the mask
        # did not execute (the kernel left a marker there), so they are not compared
        src, mask = ops["a"].reshape(-1, 32), ops["m"].reshape(-1, 32)[:, 0]
        got = ptxemu.run_instruction(f["text"], a=src, m=mask)["d"].reshape(-1)
        lane_in = ((ops["m"] >> (np.arange(ops["m"].size, dtype=np.uint32) % 32)) & 1).astype(bool)
        return (got.astype(np.uint64)[lane_in], want.astype(np.uint64)[lane_in],
                {k: v[lane_in] for k, v in ops.items()})
    got = ptxemu.run_instruction(f["text"], **ops)["d"]
    dw, dtype = _dest_width(f["text"], f["dwidth"])
    if dw < f["dwidth"]:
        want = want & UINT[f["dwidth"]]((1 << dw) - 1)
    return np.asarray(got).astype(np.uint64), want.astype(np.uint64), ops


def _ids() -> list[str]:
    return [f"{f['owner']}:{f['text'].split()[0]}" for f in _meta()["forms"]]


@pytest.mark.parametrize("i", range(len(_meta()["forms"])), ids=_ids())
def test_form_matches_h100(i: int) -> None:
    f = _meta()["forms"][i]
    try:
        got, want, ops = run_form(i)
    except ptxemu.Unsupported as e:
        pytest.skip(f"Unsupported: {e.message}")
    bad = np.nonzero(got != want)[0]
    if bad.size:
        k = bad[:5]
        detail = "; ".join(", ".join(f"{n}={int(v[j]):#x}" for n, v in ops.items())
                           + f" -> got {int(got[j]):#x} want {int(want[j]):#x}" for j in k)
        pytest.fail(f"{f['text']} [{f['owner']}]: {bad.size}/{got.size} differ: {detail}")


def test_integer_destinations_are_extended_as_the_manual_says() -> None:
    """PTX 9.7.9.21: a wider destination register gets the result sign-extended for signed
    types and zero-extended otherwise (checked on the recorded 32-bit registers)."""
    outs = _outputs()
    for i, f in enumerate(_meta()["forms"]):
        dw, dt = _dest_width(f["text"], f["dwidth"])
        if dt is None or dw >= f["dwidth"]:
            continue
        x = outs[i].astype(np.int64)
        low = x & ((1 << dw) - 1)
        ext = low - ((low >> (dw - 1)) << dw) if dt.startswith("s") else low
        assert np.array_equal(x, ext & ((1 << f["dwidth"]) - 1)), f["text"]


def _summary() -> None:
    rows = []
    for i, f in enumerate(_meta()["forms"]):
        try:
            got, want, _ = run_form(i)
            n_ok = int(np.sum(got == want))
            rows.append((f["owner"], f["text"], n_ok, got.size, ""))
        except ptxemu.PtxemuError as e:
            rows.append((f["owner"], f["text"], 0, 0, f"{type(e).__name__}: {e.message[:80]}"))
    for owner in ("A", "B"):
        mine = [r for r in rows if r[0] == owner]
        full = sum(1 for r in mine if r[3] and r[2] == r[3])
        print(f"owner {owner}: {full}/{len(mine)} forms bit-exact on all recorded inputs")
        for r in mine:
            if not r[3] or r[2] != r[3]:
                print(f"   {r[1]:40s} {r[2]}/{r[3]} {r[4]}")


if __name__ == "__main__":
    _summary()
    sys.exit(0)
