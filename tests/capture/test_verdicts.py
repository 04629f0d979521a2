"""How a replay reports a difference, on captures assembled here from nvcc's PTX of
tools/truth/capture/cuda_kernels.cu and after-states that differ from ptxemu's on purpose: where
every differing word was written by float atomic adds alone (a second run with a watchpoint on each
word says which instructions wrote it) the launch gets the atomic-order verdict (the GPU does not fix
that order); any other difference is a difference, with the reason; the verdict looks at the
launched kernel's code, not at its module's other kernels."""

from __future__ import annotations

import struct
from pathlib import Path

import numpy as np

import ptxemu.capture
from ptxemu.capture.fileformat import Writer
from ptxemu.cli import main

PTX = (Path(__file__).parents[1] / "data" / "captures" / "nvcc" / "cuda_kernels.nvcc.ptx").read_text()
X, OUT = 0x7F0000000000, 0x7F0000100000


def _capture(path, kernel, after_out: bytes, out_size: int, after_x: bytes | None = None):
    x = np.arange(256, dtype=np.float32) * np.float32(0.1)
    w = Writer(path)
    params = struct.pack("<QQi", X, OUT, 256) + bytes(4)
    before_out = bytes(out_size)
    w.close({
        "device": {"name": "assembled", "cc": [9, 0], "driver": 0},
        "modules": [{"id": 0, "image_kind": "ptx", "image_bytes": len(PTX), "ptx": w.blob(PTX.encode()),
                     "ptx_source": "nvcc -ptx"}],
        "launches": [{
            "index": 0, "kernel": kernel, "module": 0, "grid": [1, 1, 1], "block": [256, 1, 1],
            "cluster": None, "shared": 0,
            "params": {"blob": w.blob(params), "size": 24, "layout": [[0, 8], [8, 8], [16, 4]]},
            "memory": [
                {"address": X, "size": 1024, "found": "alloc", "before": w.blob(x.tobytes()),
                 "after": w.blob(after_x or x.tobytes())},
                {"address": OUT, "size": out_size, "found": "alloc", "before": w.blob(before_out),
                 "after": w.blob(after_out)},
            ],
        }],
    })
    return ptxemu.capture.open(path).launches[0]


def test_float_atomics_get_the_atomic_order_verdict(tmp_path, capsys):
    # the sum in another order: ptxemu's differs from it in the last bits (or more)
    wrong = struct.pack("<f", 3264.0 + 0.25)
    launch = _capture(tmp_path / "a.ptxcap", "_Z10atomic_sumPKfPfi", wrong, 4)
    r = launch.replay()
    assert r.verdict == "atomic-order"
    assert r.difference.atomic_words == 1
    assert "identical but for 1 word(s) that only float atomic adds wrote" in r.describe()
    assert main(["replay", str(tmp_path / "a.ptxcap")]) == 3


def test_other_kernels_get_the_difference(tmp_path, capsys):
    launch = _capture(tmp_path / "b.ptxcap", "_Z9block_sumPKfPfi", struct.pack("<f", 1.0), 4)
    r = launch.replay()
    assert r.verdict == "differs"  # its module has atomic_sum, but this kernel has no atomics
    gpu_word = r.difference.describe()
    assert f"allocation {OUT:#x} at byte 0" in gpu_word and "GPU 0x3f800000 (f32 1)" in gpu_word
    assert main(["replay", str(tmp_path / "b.ptxcap")]) == 1
    assert "differs: allocation" in capsys.readouterr().out


def test_a_word_no_float_atomic_wrote_is_a_difference(tmp_path, capsys):
    """atomic_sum with, besides its sum, a word of its input changed in the GPU's copy: the watched run
    finds no instruction that wrote that word, so the launch differs (exit 1), and says why."""
    x = bytearray((np.arange(256, dtype=np.float32) * np.float32(0.1)).tobytes())
    x[40:44] = struct.pack("<f", 99.0)
    launch = _capture(tmp_path / "c.ptxcap", "_Z10atomic_sumPKfPfi", struct.pack("<f", 3264.25), 4, bytes(x))
    r = launch.replay()
    assert r.verdict == "differs" and r.difference.atomic_words == 1
    assert f"no instruction of the replay wrote word {X + 40:#x}" in r.describe()
    assert main(["replay", str(tmp_path / "c.ptxcap")]) == 1


def test_more_accesses_than_the_watch_records_is_a_difference(tmp_path, monkeypatch):
    """Past the watch's limit later writes go unseen, so the check cannot confirm the order alone."""
    from ptxemu.capture import replay

    monkeypatch.setattr(replay, "_watch_limit", lambda: 100)  # the kernel's 256 atomic adds exceed it
    launch = _capture(tmp_path / "d.ptxcap", "_Z10atomic_sumPKfPfi", struct.pack("<f", 3264.25), 4)
    r = launch.replay()
    assert r.verdict == "differs" and "accessed more than 100 times: not checked" in r.describe()
