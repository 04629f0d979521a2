"""One module of the real-world sweep, in its own process (the driver kills it on a hang):
`ptxemu check` for ARCH, then (with --run) a small launch of every kernel. Prints one JSON line.

    python worker.py FILE.ptx ARCH [--run] [--budget N] [--seconds S]

Each kernel runs with 1 CTA (a cluster of .reqnctapercluster CTAs where the kernel asks for one) of
its .reqntid/.maxntid threads (else 128); every 64-bit integer parameter gets a zero-filled 1 MiB
buffer, every other integer 16, every float 1.0, every byte array zero bytes. Outcomes: ran,
unsupported (ptxemu.Unsupported: the form it lacks), ptxerror (a clean PtxError: a fault the dummy
arguments cause, or a bad module), budget (the thread-instruction budget ran out), timeout (the
launch outlasted S seconds), crash (any other exception: a defect of ptxemu).
"""

from __future__ import annotations

import json
import re
import signal
import sys
import traceback

import numpy as np

import ptxemu
from ptxemu.errors import PtxError, PtxRuntimeError, Unsupported
from ptxemu.isa.module import FuncHeader, parse_module

_INTS = {".s8": np.int8, ".u8": np.uint8, ".b8": np.uint8, ".s16": np.int16, ".u16": np.uint16,
         ".b16": np.uint16, ".s32": np.int32, ".u32": np.uint32, ".b32": np.uint32}
_FLOATS = {".f16": np.float16, ".f32": np.float32, ".f64": np.float64}
_SIZES = {"8": 1, "16": 2, "32": 4, "64": 8}


class _Timeout(Exception):
    pass


def _alarm(signum, frame):
    raise _Timeout()


def _tail(exc: BaseException, n: int = 3) -> str:
    tb = traceback.extract_tb(exc.__traceback__)
    where = " <- ".join(f"{f.filename.rsplit('ptxemu/', 1)[-1]}:{f.lineno}" for f in tb[::-1][:n])
    return f"{type(exc).__name__}: {str(exc).splitlines()[0][:240] if str(exc) else ''} @ {where}"


def _dims(text: str, default=None):
    nums = [int(x) for x in re.findall(r"\d+", text)]
    return tuple(nums) if nums else default


def _args(params, bufs):
    out = []
    for p in params:
        t = p.type
        if p.array or p.count > 1 or p.space == ".param" and t == ".align":
            size = max(1, p.count) * _SIZES.get(re.sub(r"\D", "", t) or "8", 1)
            out.append(bytes(size))
        elif t in (".u64", ".b64", ".s64"):
            buf = np.zeros(1 << 20, np.uint8)
            bufs.append(buf)
            out.append(buf)
        elif t in _FLOATS:
            out.append(_FLOATS[t](1.0))
        elif t in _INTS:
            out.append(_INTS[t](16))
        elif t == ".pred":
            out.append(np.uint8(1).tobytes())
        else:
            out.append(bytes(_SIZES.get(re.sub(r"\D", "", t), 8)))
    return out


def check_module(text: str, arch: str) -> dict:
    """ptxemu check's verdict for ARCH: the errors with their lines, or the crash."""
    signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(60)
    try:
        diags = ptxemu.check(text, arch)
        return {"errors": [[d.line, d.message[:300]] for d in diags if d.severity == "error"]}
    except _Timeout:
        return {"hang": "check over 60 s"}
    except Exception as e:  # noqa: BLE001 - a crash of check is a finding
        return {"crash": _tail(e)}
    finally:
        signal.alarm(0)


def run_kernels(text: str, seconds: int = 30, budget: int = 20_000_000, most: int = 8) -> dict:
    """A small launch of each of the module's first MOST kernels (see the module's docstring)."""
    res: dict = {}
    try:
        mod = parse_module(text)
        heads = [s for s in mod.statements if isinstance(s, FuncHeader) and s.kind == ".entry"
                 and not s.is_prototype]
    except Exception as e:  # noqa: BLE001
        return {"parse_crash": _tail(e), "kernels": [], "entries": 0}
    extern_shared = bool(re.search(r"\.extern\s+\.shared", text))
    signal.signal(signal.SIGALRM, _alarm)
    kernels = []
    for h in heads[:most]:
        dirs = {d.name: d.args for d in h.directives}
        block = _dims(dirs.get(".reqntid", ""), None) or _dims(dirs.get(".maxntid", ""), None) or (128,)
        if int(np.prod(block)) > 1024:
            block = (128,)
        cluster = _dims(dirs.get(".reqnctapercluster", "") or dirs.get(".explicitcluster", ""), None)
        bufs: list = []
        k = {"name": h.name, "block": list(block)}
        try:
            args = _args(h.params, bufs)
            signal.alarm(seconds)
            try:
                st = ptxemu.launch(text, h.name, grid=cluster or (1,), block=block, args=args,
                                   shared_mem=65536 if extern_shared else 0, cluster=cluster,
                                   budget=budget, workers=1, print_output=False)
            finally:
                signal.alarm(0)
            k.update(outcome="ran", thread_instructions=int(st.thread_instructions))
        except Unsupported as e:
            k.update(outcome="unsupported", detail=str(e).splitlines()[0][:300])
        except PtxRuntimeError as e:
            out = "budget" if "budget" in str(e) else "ptxerror"
            k.update(outcome=out, error=type(e).__name__, detail=str(e).splitlines()[0][:300])
        except PtxError as e:
            k.update(outcome="ptxerror", error=type(e).__name__, detail=str(e).splitlines()[0][:300])
        except _Timeout:
            k.update(outcome="timeout", detail=f"over {seconds} s")
        except Exception as e:  # noqa: BLE001 - anything else is a defect of ptxemu
            k.update(outcome="crash", detail=_tail(e))
        kernels.append(k)
    res["kernels"] = kernels
    res["entries"] = len(heads)
    return res


def main() -> None:
    path, arch = sys.argv[1], sys.argv[2]
    budget = int(float(sys.argv[sys.argv.index("--budget") + 1])) if "--budget" in sys.argv else 20_000_000
    seconds = int(sys.argv[sys.argv.index("--seconds") + 1]) if "--seconds" in sys.argv else 30
    text = open(path, errors="replace").read()
    res: dict = {"check": check_module(text, arch)}
    if "--run" in sys.argv:
        res.update(run_kernels(text, seconds, budget))
    print(json.dumps(res))


if __name__ == "__main__":
    main()
