"""Operand kinds in execution (issue 36), against the manual where no GPU recording exists yet
(test_operand_kinds_hw.py replays the recording once tools/truth/operand_kinds/record.py has run):

- an immediate tensor coordinate is the value written: the kernel of
  tools/truth/operand_kinds/operand_kinds_sm90a.ptx writes, byte for byte, what the same kernel writes
  with every coordinate moved into a register first (the register form is the one the H100
  recordings of test_tma_hw.py cover);
- cp.async's cache policy is a hint: the kernel writes what it writes with `.L2::cache_hint` and the
  policy removed; ignore-src zero-fills when true and copies when false; src-size n copies n bytes
  and zero-fills the rest (manual 9.7.9.25.3), checked against the source bytes by hand.
"""

from __future__ import annotations

import importlib.util
import pathlib
import re

import numpy as np

import ptxemu

ROOT = pathlib.Path(__file__).parents[2]
PTX = (ROOT / "tools" / "truth" / "operand_kinds" / "operand_kinds_sm90a.ptx").read_text()
# record.py (the inputs: tensor_init, pattern, the map's shape), loaded by path:
# several tools/truth folders hold a record.py
_spec = importlib.util.spec_from_file_location(
    "operand_kinds_record", ROOT / "tools" / "truth" / "operand_kinds" / "record.py")
record = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(record)

T, TOUT, S, O = 0x7F0000000000, 0x7F0000100000, 0x7F0000200000, 0x7F0000300000


def _coords_in_registers(ptx: str) -> str:
    """Every immediate tensor coordinate moved into a register of its own (mov before the use)."""
    out, k = [], 0
    for line in ptx.splitlines():
        m = re.search(r"\[(\w+), \{([^}]*)\}\]", line)
        if m and "cp." in line:
            items = [x.strip() for x in m.group(2).split(",")]
            regs = []
            for it in items:
                if re.fullmatch(r"-?\d+", it):
                    out.append(f"\tmov.b32 rc{k}, {it};")
                    regs.append(f"rc{k}")
                    k += 1
                else:
                    regs.append(it)
            line = line.replace(m.group(0), f"[{m.group(1)}, {{{', '.join(regs)}}}]")
        out.append(line)
    text = "\n".join(out)
    return text.replace("\t.reg .b64 rd<8>;", f"\t.reg .b64 rd<8>;\n\t.reg .b32 rc<{k}>;", 1)


def _tma(ptx: str) -> tuple[np.ndarray, np.ndarray]:
    dev = ptxemu.Device()
    dev.write(T, record.tensor_init().view(np.uint8))
    dev.write(TOUT, np.zeros(1024, np.uint8))
    tmap = ptxemu.encode_tensor_map_tiled(7, 3, T, record.DIMS, record.STRIDES, record.BOX, (1, 1, 1),
                                          0, 0, 2, 0)
    ptxemu.Module(ptx).launch("tma_imm_coords", grid=(1, 1, 1), block=(128, 1, 1),
                              args=[bytes(tmap), np.uint64(TOUT), np.int32(record.Y)], device=dev)
    return dev.read(TOUT, 768), dev.read(T, 32 * 8 * 4 * 4)


def _cp(ptx: str) -> np.ndarray:
    dev = ptxemu.Device()
    dev.write(S, record.pattern(8192, 36))
    dev.write(O, np.full(7680, 0xAB, np.uint8))
    ptxemu.Module(ptx).launch("cp_async_kinds", grid=(1, 1, 1), block=(128, 1, 1),
                              args=[np.uint64(S), np.uint64(O)], device=dev)
    return dev.read(O, 7680)


def test_immediate_coordinates_read_as_their_values():
    regs = _coords_in_registers(PTX)
    assert "{0, r2, 1}" not in regs and "[rd2, {rc" in regs  # the rewrite took place
    loads, after = _tma(PTX)
    loads_r, after_r = _tma(regs)
    assert np.array_equal(loads, loads_r) and np.array_equal(after, after_r)
    # and the loads are the boxes the coordinates name: {8, 2, 0} is x 8..15, y 2..5, z 0..1
    t = record.tensor_init().reshape(4, 8, 32)
    assert np.array_equal(loads[256:512].view(np.float32), t[0:2, 2:6, 8:16].ravel())


def test_cache_policy_is_a_hint_and_src_size_ignore_src_as_the_manual_says():
    out = _cp(PTX)
    plain = re.sub(r"\.L2::cache_hint (\[[^]]*\], \[[^]]*\], \d+(?:, [!\w]+)?), rd\d;", r" \1;", PTX)
    code = [ln for ln in plain.splitlines() if not ln.lstrip().startswith("//")]
    assert not any("cache_hint" in ln for ln in code)
    assert sum("cache_hint" in ln for ln in PTX.splitlines()) > 3
    assert np.array_equal(out, _cp(plain))
    src = record.pattern(8192, 36)
    assert np.array_equal(out[:2048], src[:2048])  # A: the policy as the fourth operand
    b = out[2048:4096].reshape(128, 16)  # B: src-size tid & 15 then the policy
    for t in range(128):
        n = t & 15
        assert np.array_equal(b[t, :n], src[2048 + 16 * t: 2048 + 16 * t + n]) and not b[t, n:].any()
    c = out[4096:5120].reshape(128, 8)  # C: ignore-src on odd threads
    assert not c[1::2].any() and np.array_equal(c[0::2], src[4096:5120].reshape(128, 8)[0::2])
    d = out[5120:5632].reshape(128, 4)  # D: !ignore-src (odd threads copy) with a policy
    assert not d[0::2].any() and np.array_equal(d[1::2], src[5120:5632].reshape(128, 4)[1::2])
    e = out[5632:7664].reshape(127, 16)  # E: src-size 5 (an immediate)
    assert np.array_equal(e[:, :5], src[5632:7664].reshape(127, 16)[:, :5]) and not e[:, 5:].any()
    # thread 0's var+imm destination [csm+7664] with src-size 11 and a policy
    assert np.array_equal(out[7664:7675], src[7664:7675]) and not out[7675:7680].any()
