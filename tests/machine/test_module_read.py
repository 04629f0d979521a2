"""Reading a module costs little: `ptxemu.Module` on a 50k-line module (renamed copies of the committed
kernels, benchmarks/synthetic_module.py) reads faster than the module parser alone (the first half of
`check`), in a few times the text's memory; so do CUTLASS's Hopper GEMM and FMHA examples (nvcc 13.0
PTX: the GEMM in tests/data/kernels/cutlass, see its README; the FMHA is the 6.8 MB module of the
recorded example 88, tests/data/cutlass/h88_fmha; a module of its size once took more than 24 GB).
A kernel compiles only the functions it reaches, and a kernel launched from the big module runs
exactly as from its own small module. Times are CPU times of the process (the CI machine is shared)."""

from __future__ import annotations

import gzip
import importlib.util
import json
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

import ptxemu

ROOT = Path(__file__).resolve().parents[2]
CUTLASS = ROOT / "tests" / "data" / "kernels" / "cutlass"
FMHA = ROOT / "tests" / "data" / "cutlass" / "h88_fmha.compute_90a.ptx.xz"  # CUTLASS example 88
spec = importlib.util.spec_from_file_location("synthetic_module", ROOT / "benchmarks" / "synthetic_module.py")
synthetic = importlib.util.module_from_spec(spec)
spec.loader.exec_module(synthetic)

# Run in a fresh process: CPU time and traced peak of Module(50k lines), and the parser's time on a
# tenth of the text (the same kernels).
PROBE = r"""
import json, sys, time, tracemalloc
sys.path.insert(0, sys.argv[1])
from synthetic_module import synthetic_module
big, small = synthetic_module(50_000), synthetic_module(5_000)
import ptxemu
from ptxemu.isa.module import parse_module
ptxemu.Module(small)  # first use: compiles the reader's patterns
t = time.process_time(); parse_module(small); t_parse = time.process_time() - t
t = time.process_time(); ptxemu.Module(big); t_module = time.process_time() - t
tracemalloc.start(); m = ptxemu.Module(big); peak = tracemalloc.get_traced_memory()[1]; tracemalloc.stop()
print(json.dumps({"lines_big": big.count("\n"), "lines_small": small.count("\n"), "chars": len(big),
                  "t_parse_small": t_parse, "t_module": t_module, "peak": peak}))
"""


def test_reading_a_50k_line_module_is_fast_and_small():
    out = subprocess.run(
        [sys.executable, "-c", PROBE, str(ROOT / "benchmarks")],
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
    )
    r = json.loads(out.stdout.strip().splitlines()[-1])
    assert r["lines_big"] >= 50_000
    # per line, Module reads faster than the parser alone (check parses, then validates)
    parse_per_line = r["t_parse_small"] / r["lines_small"]
    assert r["t_module"] < parse_per_line * r["lines_big"], r
    assert r["t_module"] < 10.0, r  # CPU seconds; measured 0.16-0.3 s (4.2 s at load average 18)
    assert r["peak"] < 300e6 and r["peak"] < 4 * r["chars"], r  # measured: 5 MB for 1.5 MB of text


def test_a_kernel_reads_only_the_functions_it_reaches():
    text = synthetic.synthetic_module(20_000)
    mod = ptxemu.Module(text)
    funcs = mod.program.functions
    assert len(funcs) > 100 and not any(f.loaded for f in funcs.values())
    name = next(n for n in mod.kernels if n.startswith("_Z20gelu_forward_kernel2"))
    mod.kernel(name)
    assert [n for n, f in funcs.items() if f.loaded] == [name]
    own = ptxemu.Module((synthetic.DATA / "kernels" / "llmc" / "gelu_forward.ptx").read_text())
    own.kernel("_Z20gelu_forward_kernel2P13__nv_bfloat16PKS_i")
    items = len(mod.program.items)
    assert items == len(own.program.items)  # that kernel's instructions, none of the module's others
    mod.kernel(name)  # compiled once
    assert len(mod.program.items) == items


def test_a_kernel_runs_alike_from_the_big_module_and_its_own():
    own = (synthetic.DATA / "kernels" / "llmc" / "gelu_forward.ptx").read_text()
    big = synthetic.synthetic_module(20_000)
    name = "_Z20gelu_forward_kernel2P13__nv_bfloat16PKS_i"
    copy = next(n for n in ptxemu.Module(big).kernels if n.startswith(name) and n != name)
    rng = np.random.default_rng(7)
    x = rng.standard_normal(3072).astype(np.float32).view(np.uint32) >> 16  # bf16 codes
    results = []
    for text, kname in ((own, name), (big, copy)):
        inp = x.astype(np.uint16)
        out = np.zeros(3072, np.uint16)
        st = ptxemu.launch(text, kname, grid=3, block=128, args=[out, inp, np.int32(3072)])
        results.append((out, st.thread_instructions, st.warp_instructions))
    (a, ta, wa), (b, tb, wb) = results
    assert (a == b).all() and a.any() and (ta, wa) == (tb, wb)


def _cutlass(name: str) -> str:
    return gzip.decompress((CUTLASS / name).read_bytes()).decode()


def test_cutlass_gemm_module_reads_faster_than_check_and_compiles_one_kernel():
    text = _cutlass("cutlass_gemm48_sm90a.ptx.gz")
    ptxemu.Module(text)
    t = time.process_time()
    mod = ptxemu.Module(text)
    t_module = time.process_time() - t
    t = time.process_time()
    errors = [d for d in ptxemu.check(text) if d.severity == "error"]
    t_check = time.process_time() - t
    assert not errors
    assert t_module < t_check  # measured 0.03 s against 0.34 s
    name = next(n for n in mod.kernels if "GemmUniversal" in n)  # the warp-specialised TF32 GEMM
    k = mod.kernel(name)
    assert [n for n, f in mod.program.functions.items() if f.loaded] == [name]
    assert sum(s.kind == "op" for s in k.steps.values()) > 2000


FMHA_PROBE = r"""
import json, lzma, resource, sys, time, tracemalloc
def hwm():  # this process's peak resident memory (ru_maxrss keeps the parent's across exec)
    try:
        with open("/proc/self/status") as f:
            return next(int(ln.split()[1]) * 1024 for ln in f if ln.startswith("VmHWM:"))
    except OSError:
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
text = lzma.open(sys.argv[1], "rt").read()
import ptxemu
from ptxemu.machine.semantics import control_flow as ops_ctrl
from ptxemu.machine.semantics import floating as ops_float
from ptxemu.machine.semantics import integer as ops_int
from ptxemu.machine.semantics import mbarrier as ops_mbarrier
from ptxemu.machine.semantics import data_movement as ops_mem
from ptxemu.machine.semantics import tensor_core as ops_tensor
from ptxemu.machine.semantics import warp as ops_warp
t = time.process_time(); mod = ptxemu.Module(text); t_module = time.process_time() - t
funcs = mod.program.functions
name = max(mod.kernels, key=lambda n: funcs[n].body[1] - funcs[n].body[0])
t = time.process_time(); k = mod.kernel(name); t_kernel = time.process_time() - t
loaded = sum(f.loaded for f in funcs.values())
tracemalloc.start(); ptxemu.Module(text); peak = tracemalloc.get_traced_memory()[1]; tracemalloc.stop()
print(json.dumps({"chars": len(text), "kernels": len(mod.kernels), "t_module": t_module, "peak": peak,
                  "t_kernel": t_kernel, "steps": len(k.steps), "loaded": loaded,
                  "maxrss": hwm()}))
"""


def test_cutlass_fmha_module_reads_in_a_few_times_its_text():
    out = subprocess.run(
        [sys.executable, "-c", FMHA_PROBE, str(FMHA)],
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
    )
    r = json.loads(out.stdout.strip().splitlines()[-1])
    assert r["chars"] > 6e6 and r["kernels"] == 57
    assert r["peak"] < 4 * r["chars"], r  # measured 21 MB for 6.7 MB of text
    assert r["maxrss"] < 500e6, r  # the whole process, the FMHA kernel compiled: measured ~200 MB
    assert r["t_module"] < 15.0, r  # CPU seconds; measured 0.8-1.0 s on an idle machine
    assert r["loaded"] == 1 and r["steps"] > 3000, r  # the longest kernel: 3,456 steps


HEAD = ".version 8.0\n.target sm_90a\n.address_size 64\n"
GOOD = ".visible .entry ok()\n{\n.reg .b32 %r<4>;\nmov.u32 %r1, %tid.x;\nret;\n}\n"


def test_errors_in_functions_no_kernel_reaches_are_still_raised_by_module():
    """Bodies are decoded lazily, but the whole text is still checked when the Module is made."""
    import pytest

    from ptxemu import PtxSyntaxError, Unsupported

    bad = HEAD + GOOD + ".visible .entry other()\n{\n.reg .b32 %r<4>;\nadd.s32 %r1, %r1 1;\nret;\n}\n"
    with pytest.raises(PtxSyntaxError, match="does not parse") as e:
        ptxemu.Module(bad)
    assert e.value.line == bad.splitlines().index("add.s32 %r1, %r1 1;") + 1
    huge = HEAD + GOOD + ".func f()\n{\n.reg .b32 %r<2147483648>;\nret;\n}\n"
    with pytest.raises(Unsupported, match="larger than ptxemu's limit"):
        ptxemu.Module(huge)
    outside = HEAD + "$L0:\nmov.u32 %r1, 1;\n" + GOOD
    with pytest.raises(PtxSyntaxError, match="instruction 'mov.u32' outside a function") as e:
        ptxemu.Module(outside)
    assert e.value.line == 5
    unclosed = HEAD + GOOD + ".func g()\n{\n{\nret;\n}\n"
    with pytest.raises(PtxSyntaxError, match="not closed"):
        ptxemu.Module(unclosed)
    mod = ptxemu.Module(HEAD + GOOD + "$L1:\n")  # a label outside functions is ignored, as before
    assert mod.kernels == ["ok"]
