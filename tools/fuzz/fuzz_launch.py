"""Fuzz the interpreter: mutate one line of a real kernel (delete it, duplicate it, swap two operands,
change a type qualifier, change an immediate) and launch it; every outcome must be a normal run, a
ptxemu error (PtxError, Unsupported, ...) or the budget - never another exception or a hang.

    python3 tools/fuzz/fuzz_launch.py [N] [SEED] [nvcc|base_isa]  (test_fuzz_launch.py runs a few)
"""

from __future__ import annotations

import json
import re
import signal
import sys
import time
import traceback
from pathlib import Path

import numpy as np

import ptxemu
from ptxemu.examples import path
from ptxemu.machine.launching.replay import load_npz

ROOT = Path(__file__).resolve().parents[2]
TYPES = [
    ".u32",
    ".s32",
    ".b32",
    ".u64",
    ".s64",
    ".b64",
    ".f32",
    ".f64",
    ".u16",
    ".b16",
    ".u8",
    ".pred",
    ".f16",
]


def mutate(lines: list[str], body: range, rng: np.random.Generator) -> list[str]:
    out = list(lines)
    i = int(rng.choice(body))
    ln = out[i]
    kind = int(rng.integers(0, 6))
    if kind == 0:
        del out[i]
    elif kind == 1:
        out.insert(i, ln)
    elif kind == 2 and "," in ln:
        head, _, ops = ln.partition("\t") if "\t" in ln.strip() else ln.partition(" ")
        parts = ops.rstrip(";").split(",")
        if len(parts) > 1:
            a, b = rng.choice(len(parts), 2, replace=False)
            parts[a], parts[b] = parts[b], parts[a]
            out[i] = head + "\t" + ",".join(parts) + ";"
    elif kind == 3:
        m = list(re.finditer(r"\.(u|s|b|f)(8|16|32|64)\b|\.pred\b", ln))
        if m:
            k = m[int(rng.integers(0, len(m)))]
            out[i] = ln[: k.start()] + str(rng.choice(TYPES)) + ln[k.end() :]
    elif kind == 4:
        m = list(re.finditer(r"(?<![%\w])(-?\d+)(?![\w.])", ln))
        if m:
            k = m[int(rng.integers(0, len(m)))]
            out[i] = (
                ln[: k.start()] + str(int(rng.choice([0, 1, -1, 7, 31, 32, 33, 4096, 2**31]))) + ln[k.end() :]
            )
    else:
        out[i] = ln.replace("[", "[0+", 1) if "[" in ln else ln
    return out


def run(n: int, seed: int, verbose: bool = True, corpus: str = "nvcc") -> dict:
    """corpus "nvcc": the nvcc kernels; "base_isa": issue 22's corpus (vector registers, calls through
    pointers, recursion, alloca, brx.idx, video, carry chains, contraction, relaxed types)."""
    rng = np.random.default_rng(seed)
    data = ROOT / "tests" / "data" / "kernels"
    if corpus == "base_isa":
        zi = load_npz(data / "base_isa_inputs.npz")
        cases = json.loads(str(zi["cases"]))
        texts = {c["module"]: (data / f"base_isa_{c['module']}.ptx").read_text() for c in cases}
    else:
        zi = load_npz(data / "nvcc_inputs.npz")
        cases = json.loads(str(zi["cases"]))
        texts = {None: path("nvcc_sm90a.ptx").read_text()}
    entries = {}
    all_lines = {}
    for c in cases:
        lines = all_lines.setdefault(c.get("module"), texts[c.get("module")].splitlines())
        start = next(i for i, ln in enumerate(lines) if re.search(rf"\.entry {c['kernel']}\(", ln))
        body0 = next(i for i in range(start, len(lines)) if lines[i].strip() == "{")
        end = next(i for i in range(body0, len(lines)) if lines[i].rstrip() == "}")
        entries[c["name"]] = range(body0 + 1, end)
    stats = {"runs": 0, "ok": 0, "ptxemu_errors": 0, "crashes": 0, "hangs": 0, "slowest": 0.0}
    crashes = []

    class Hang(Exception):
        pass

    def alarm(*_):
        raise Hang()

    old = signal.signal(signal.SIGALRM, alarm)
    for k in range(n):
        c = cases[int(rng.integers(0, len(cases)))]
        lines = all_lines[c.get("module")]
        mutated = mutate(lines, entries[c["name"]], rng)
        src = "\n".join(mutated)
        pairs = enumerate(zip(lines, mutated, strict=False))
        change = next(((i, a, b) for i, (a, b) in pairs if a != b), None)
        args = []
        for kind, v in c["args"]:
            args.append(
                zi[f"{c['name']}/{v}"].copy()
                if kind == "buf"
                else (np.int32(v) if kind == "i32" else np.float32(v))
            )
        t0 = time.perf_counter()
        signal.alarm(30)
        try:
            ptxemu.launch(
                src,
                c["kernel"],
                grid=c["grid"],
                block=c["block"],
                args=args,
                shared_mem=c["shared"],
                budget=5_000_000,
                print_output=False,
            )
            stats["ok"] += 1
        except ptxemu.PtxemuError:
            stats["ptxemu_errors"] += 1
        except Hang:
            stats["hangs"] += 1
            crashes.append((k, c["name"], "no answer in 30 s", change))
        except Exception:  # noqa: BLE001 - the point: anything else is a bug
            stats["crashes"] += 1
            tb = traceback.format_exc().splitlines()
            crashes.append((k, c["name"], tb[-1], [x for x in tb if "File" in x][-1:], change))
        finally:
            signal.alarm(0)
        stats["runs"] += 1
        stats["slowest"] = max(stats["slowest"], time.perf_counter() - t0)
    signal.signal(signal.SIGALRM, old)
    stats["crash_samples"] = crashes[:10]
    if verbose:
        print(json.dumps(stats, indent=1))
    return stats


if __name__ == "__main__":
    run(int(sys.argv[1]) if len(sys.argv) > 1 else 200, int(sys.argv[2]) if len(sys.argv) > 2 else 0,
        corpus=sys.argv[3] if len(sys.argv) > 3 else "nvcc")
