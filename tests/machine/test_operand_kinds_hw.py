"""Operand kinds the H100 ran (issue 36), replayed bit for bit: tensor coordinates written as
immediates (cp.async.bulk.tensor loads with all-immediate and mixed coordinates, a prefetch, a tensor
store and a cp.reduce.async.bulk.tensor .add) and cp.async with .L2::cache_hint and a createpolicy
cache policy as the fourth operand, src-size then a policy, ignore-src (p and !p) with and without a
policy, src-size as an immediate and a var+imm destination.

tools/truth/operand_kinds/record.py ran tools/truth/operand_kinds/operand_kinds_sm90a.ptx on the GPU
(driver API, the tensor map from cuTensorMapEncodeTiled) and recorded what the kernels wrote
(tests/data/operand_kinds/operand_kinds_record.npz); here the same PTX runs in ptxemu with the same
bytes at the same addresses.
"""

from __future__ import annotations

import importlib.util
import json
import pathlib

import numpy as np
import pytest

import ptxemu

ROOT = pathlib.Path(__file__).parents[2]
DATA = ROOT / "tests" / "data" / "operand_kinds" / "operand_kinds_record.npz"
PTX = ROOT / "tools" / "truth" / "operand_kinds" / "operand_kinds_sm90a.ptx"
# record.py (the recording's inputs: tensor_init, pattern, the map's shape), loaded by path:
# several tools/truth folders hold a record.py
_spec = importlib.util.spec_from_file_location(
    "operand_kinds_record", ROOT / "tools" / "truth" / "operand_kinds" / "record.py")
record = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(record)

if not DATA.exists():  # the session that wrote this had no device time left to record it
    pytest.skip("not recorded yet: run tools/truth/operand_kinds/record.py operand_kinds_sm90a.ptx "
                f"OUT.npz on an H100 and commit OUT.npz as {DATA.relative_to(ROOT)}", allow_module_level=True)
REC = np.load(DATA)
META = json.loads(bytes(REC["meta"]))
A = META["addrs"]


@pytest.fixture(scope="module")
def module():
    return ptxemu.Module(PTX.read_text())


def test_the_module_checks_clean():
    assert [d for d in ptxemu.check(PTX.read_text()) if d.severity == "error"] == []


def test_immediate_tensor_coordinates(module):
    dev = ptxemu.Device()
    dev.write(A["T"], record.tensor_init().view(np.uint8))
    dev.write(A["TOUT"], np.zeros(1024, np.uint8))
    tmap = bytes.fromhex(META["tmap"])
    module.launch("tma_imm_coords", grid=(1, 1, 1), block=(128, 1, 1),
                  args=[tmap, np.uint64(A["TOUT"]), np.int32(META["y"])], device=dev)
    loads = dev.read(A["TOUT"], 768)
    assert np.array_equal(loads, REC["t_loads"])
    after = dev.read(A["T"], REC["t_after"].size)
    assert np.array_equal(after, REC["t_after"])
    # the recording is not trivial: the loads brought data (the box at y = 6 has its last two rows out
    # of bounds, zero-filled; the pattern has one 0.0 per 32 words), the store and the reduce changed
    # the tensor
    words = REC["t_loads"].view(np.float32).reshape(3, 2, 4, 8)
    assert (words[0, :, 2:] == 0).all() and (words[0, :, :2] != 0).sum() >= 30
    assert (words[1:] != 0).sum() >= 100
    assert not np.array_equal(REC["t_after"], record.tensor_init().view(np.uint8))


def test_cp_async_cache_policy_src_size_ignore_src(module):
    dev = ptxemu.Device()
    dev.write(A["S"], record.pattern(8192, 36))
    dev.write(A["O"], np.full(7680, 0xAB, np.uint8))
    module.launch("cp_async_kinds", grid=(1, 1, 1), block=(128, 1, 1),
                  args=[np.uint64(A["S"]), np.uint64(A["O"])], device=dev)
    out = dev.read(A["O"], 7680)
    want = REC["c_out"]
    for name, lo, hi in (("policy", 0, 2048), ("src-size + policy", 2048, 4096), ("ignore-src", 4096, 5120),
                         ("!ignore-src + policy", 5120, 5632), ("src-size imm", 5632, 7680)):
        assert np.array_equal(out[lo:hi], want[lo:hi]), name
    # ignore-src zero-fills the odd threads' 8 bytes; the even ones copied
    c = want[4096:5120].reshape(128, 8)
    assert not c[1::2].any() and c[0::2].any()
