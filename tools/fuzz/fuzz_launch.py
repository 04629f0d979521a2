"""Fuzz the interpreter and the command line with mutated real kernels: 1-3 edits of a real module
(a line deleted, duplicated, truncated or swapped with another; operands swapped; a type, state space,
vector width, opcode, register, special register, label, immediate or register count changed; a
token deleted; a stray character; the file cut short) and then the kernel launched through the API,
`ptxemu check FILE` or `ptxemu run FILE ...` (in-process, as a user types it). Every outcome must be
a normal run, a ptxemu error (PtxError, Unsupported, ...) or the budget; from the command line one
line on stderr and exit status 0/1/2 - never another exception, an "internal error", a traceback
or a hang.

Seeds (all real PTX from tests/data): the nvcc kernels recorded on the H100 ("nvcc"), issue 22's
base-ISA corpus ("base_isa"), the tensor-core/atomic/async/cluster nvcc kernels ("tensor", "atomic",
"async", "cluster"), Triton 3.6's kernels ("triton"), llm.c's kernels replayed from their launch
records ("llmc") and CUTLASS's Hopper GEMM (example 48, 5,584 lines; "cutlass", checked only: its
launch needs recorded Params); "all" draws from every one.

    python3 tools/fuzz/fuzz_launch.py [N] [SEED] [CORPUS] [api|observe|cli|check|mixed] [interp|compiled]
    (tests/machine/test_fuzz_launch.py runs a few of each)
"""

from __future__ import annotations

import contextlib
import gzip
import io
import json
import os
import re
import signal
import sys
import tempfile
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

import ptxemu
from ptxemu.examples import path
from ptxemu.machine.launching.replay import load_npz

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data" / "kernels"
TYPES = [".u32", ".s32", ".b32", ".u64", ".s64", ".b64", ".f32", ".f64", ".u16", ".b16", ".u8", ".pred",
         ".f16", ".bf16", ".s8", ".b8", ".f16x2", ".b128", ".e4m3"]
SPACES = [".global", ".shared", ".local", ".param", ".const", ".shared::cta", ".shared::cluster", ""]
SPECIAL = ["%tid.x", "%tid.y", "%ntid.x", "%ctaid.x", "%ctaid.z", "%nctaid.x", "%laneid", "%warpid",
           "%clusterid.x", "%cluster_ctarank", "%smid", "%clock", "%dynamic_smem_size", "%lanemask_lt"]
REGS = ["%r1", "%r0", "%rd1", "%f1", "%p1", "%r99999", "%rd7", "%fd1", "%rs1", "%q", "%r", "%tid",
        "%p99", "_", "%SP"]
BUDGET = 5_000_000
TIMEOUT = 20  # seconds a mutant may take; the compiled route's first builds take longer (compiled_timeout)


def compiled_timeout(route: str) -> int:
    return 90 if route == "compiled" else TIMEOUT  # a 2,000-line module's C build: 10-13 s at load 8-10


@dataclass
class Case:
    """One seed launch: the module text, the entry, the launch and the CLI's --arg spelling."""

    name: str
    text: str
    kernel: str
    body: range  # line indices of the entry's body
    grid: tuple = (1, 1, 1)
    block: tuple = (32, 1, 1)
    shared: int = 0
    make_args: object = None  # () -> list of launch args; None: check only
    cli_args: list = field(default_factory=list)  # --arg values (files written once)
    replay: object = None  # llm.c: a launch record replayed through a mutated module


def _body(lines: list[str], kernel: str) -> range:
    start = next(i for i, ln in enumerate(lines) if re.search(rf"\.entry {re.escape(kernel)}\s*\(", ln))
    body0 = next(i for i in range(start, len(lines)) if lines[i].strip() == "{")
    end = next(i for i in range(body0, len(lines)) if lines[i].rstrip() == "}")
    return range(body0 + 1, end)


def _cases_npz(stem: str, text: str, tmp: Path) -> list[Case]:
    zi = load_npz(DATA / f"{stem}_inputs.npz")
    lines = text.splitlines()
    out = []
    for c in json.loads(str(zi["cases"])):
        cli = []
        for kind, v in c["args"]:
            if kind == "buf":
                f = tmp / f"{stem}_{c['name']}_{v}.npy"
                np.save(f, zi[f"{c['name']}/{v}"])
                cli.append(str(f))
            else:
                cli.append(f"{kind}:{v}")

        def make(c=c, zi=zi):
            return [zi[f"{c['name']}/{v}"].copy() if k == "buf" else (np.int32(v) if k == "i32" else
                    np.float32(v)) for k, v in c["args"]]

        out.append(Case(f"{stem}/{c['name']}", text, c["kernel"], _body(lines, c["kernel"]), tuple(c["grid"]),
                        tuple(c["block"]), c["shared"], make, cli))
    return out


def _base_isa(tmp: Path) -> list[Case]:
    zi = load_npz(DATA / "base_isa_inputs.npz")
    out = []
    for c in json.loads(str(zi["cases"])):
        text = (DATA / f"base_isa_{c['module']}.ptx").read_text()
        cli = []
        for kind, v in c["args"]:
            if kind == "buf":
                f = tmp / f"base_{c['name']}_{v}.npy"
                np.save(f, zi[f"{c['name']}/{v}"])
                cli.append(str(f))
            else:
                cli.append(f"{kind}:{v}")

        def make(c=c, zi=zi):
            return [zi[f"{c['name']}/{v}"].copy() if k == "buf" else (np.int32(v) if k == "i32" else
                    np.float32(v)) for k, v in c["args"]]

        out.append(Case(f"base_isa/{c['name']}", text, c["kernel"], _body(text.splitlines(), c["kernel"]),
                        tuple(c["grid"]), tuple(c["block"]), c["shared"], make, cli))
    return out


def _triton(tmp: Path) -> list[Case]:
    z = load_npz(DATA / "triton.npz")
    out = []
    for name in sorted({k.split("/")[0] for k in z.keys()}):
        meta = json.loads(str(z[f"{name}/meta"]))
        text = str(z[f"{name}/ptx"])
        params = re.search(rf"\.entry {meta['kernel']}\s*\((.*?)\)", text, re.S).group(1)
        sizes = [int(m) for m in re.findall(r"\.param \.[bsuf](\d+)", params)]
        cli, scal = [], []
        for t in meta["tensors"]:
            f = tmp / f"triton_{name}_{t}.npy"
            np.save(f, z[f"{name}/in_{t}"])
            cli.append(str(f))
        for ty, v in meta["scalars"].values():
            if ty == "int" and v == 1:
                continue  # specialised into a constant
            bits = sizes[len(cli)] if len(cli) < len(sizes) else 32
            spell = f"f32:{v}" if ty == "float" else f"i{bits}:{v}"
            cli.append(spell)
            scal.append(np.float32(v) if ty == "float" else (np.int32(v) if bits == 32 else np.int64(v)))
        cli += ["null"] * (len(sizes) - len(cli))

        def make(name=name, meta=meta, scal=scal, sizes=sizes, z=z):
            a = [z[f"{name}/in_{t}"].copy() for t in meta["tensors"]] + list(scal)
            return a + [None] * (len(sizes) - len(a))

        out.append(Case(f"triton/{name}", text, meta["kernel"], _body(text.splitlines(), meta["kernel"]),
                        tuple(meta["grid"]), (32 * meta["num_warps"], 1, 1), meta["shared"], make, cli))
    return out


def _llmc() -> list[Case]:
    out = []
    for p in sorted((DATA / "llmc").glob("*.ptx")):
        text = p.read_text()
        rec = dict(load_npz(p.with_suffix(".npz")))
        kernel = re.search(r"\.entry (\w+)", text).group(1)
        out.append(Case(f"llmc/{p.stem}", text, kernel, _body(text.splitlines(), kernel), replay=rec))
    return out


def _cutlass() -> list[Case]:
    text = gzip.decompress((DATA / "cutlass" / "cutlass_gemm48_sm90a.ptx.gz").read_bytes()).decode()
    kernel = re.search(r"\.entry (\w+)", text).group(1)
    return [Case("cutlass/gemm48", text, kernel, _body(text.splitlines(), kernel))]


def seeds(corpus: str, tmp: Path) -> list[Case]:
    groups = {
        "nvcc": lambda: _cases_npz("nvcc", path("nvcc_sm90a.ptx").read_text(), tmp),
        "tensor": lambda: _cases_npz("tensor", path("tensor_sm90a.ptx").read_text(), tmp),
        "atomic": lambda: _cases_npz("atomic", (DATA / "atomic_sm90a.ptx").read_text(), tmp),
        "async": lambda: _cases_npz("async", (DATA / "async_sm90a.ptx").read_text(), tmp),
        "cluster": lambda: _cases_npz("cluster", (DATA / "cluster_sm90a.ptx").read_text(), tmp),
        "base_isa": lambda: _base_isa(tmp),
        "triton": lambda: _triton(tmp),
        "llmc": _llmc,
        "cutlass": _cutlass,
    }
    names = list(groups) if corpus == "all" else corpus.split(",")
    return [c for n in names for c in groups[n]()]


def _sub(ln: str, pattern: str, choices: list[str], rng: np.random.Generator) -> str:
    m = list(re.finditer(pattern, ln))
    if not m:
        return ln
    k = m[int(rng.integers(0, len(m)))]
    return ln[: k.start()] + str(rng.choice(choices)) + ln[k.end() :]


def mutate(lines: list[str], body: range, rng: np.random.Generator) -> list[str]:
    """One edit of one line of `body` (sometimes of the header, sometimes the file cut short)."""
    out = list(lines)
    if not out:
        return out
    if not len(body):  # an earlier edit cut the body off
        body = range(len(out))
    i = int(rng.choice(body)) if rng.random() < 0.93 else int(rng.integers(0, max(1, body.start)))
    ln = out[i]
    kind = int(rng.integers(0, 17))
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
        out[i] = _sub(ln, r"\.(u|s|b|f)(8|16|32|64)\b|\.pred\b|\.f16x2\b|\.bf16\b", TYPES, rng)
    elif kind == 4:
        vals = ["0", "1", "-1", "7", "31", "32", "33", "4096", str(2**31), str(2**64), "0x7fffffff", "-4096"]
        out[i] = _sub(ln, r"(?<![%\w])(-?\d+)(?![\w.])", vals, rng)
    elif kind == 5:
        out[i] = ln.replace("[", "[0+", 1) if "[" in ln else ln.replace(";", ", %r1;", 1)
    elif kind == 6:  # the file cut short at a random character of this line
        out = out[:i] + [ln[: int(rng.integers(0, len(ln) + 1))]]
    elif kind == 7:
        j = int(rng.choice(body))
        out[i], out[j] = out[j], out[i]
    elif kind == 8:
        out[i] = _sub(ln, r"%[a-z]+\d*\b(?!\.)", REGS, rng)
    elif kind == 9:
        out[i] = _sub(ln, r"\.(global|shared|local|param|const)(::\w+)?\b", SPACES, rng)
    elif kind == 10:
        out[i] = _sub(ln, r"\.v(2|4|8)\b", [".v2", ".v4", ".v8", ""], rng) if ".v" in ln else \
            _sub(ln, r"\{[^{}]*\}", ["{%r1}", "{%r1, %r2}", "{}", "{%f1, %f2, %f3, %f4}"], rng)
    elif kind == 11:
        labels = re.findall(r"^\s*(\$?\w+):", "\n".join(lines), re.M) or ["$L__BB0_1"]
        out[i] = _sub(ln, r"\$?L\w+(?=;)|\$L__\w+", labels + ["$nowhere"], rng)
    elif kind == 12:
        ops = re.findall(r"^\s*(?:@!?%\w+\s+)?([a-z][\w.:]*)", "\n".join(lines[body.start : body.stop]), re.M)
        m = re.match(r"^(\s*(?:@!?%\w+\s+)?)([a-z][\w.:]*)", ln)
        if m and ops:
            out[i] = m.group(1) + str(rng.choice(ops)) + ln[m.end() :]
    elif kind == 13:
        toks = re.split(r"(\s+|,)", ln)
        idx = [t for t in range(len(toks)) if toks[t].strip(" ,\t")]
        if idx:
            del toks[int(rng.choice(idx))]
            out[i] = "".join(toks)
    elif kind == 14:
        out[i] = _sub(ln, r"(?<=<)\d+(?=>)", ["0", "1", "2", "100000", "200000"], rng)
    elif kind == 15:
        out[i] = _sub(ln, r"%(tid|ntid|ctaid|nctaid)\.[xyz]|%laneid|%warpid", SPECIAL, rng)
    else:
        at = int(rng.integers(0, len(ln) + 1))
        junk = list("{}[]();,:@!|+-.%$\"\\\x00\x7f") + ["é", "\t", "//", "/*"]
        out[i] = ln[:at] + str(rng.choice(junk)) + ln[at:]
    return out


class Hang(BaseException):  # noqa: N818 - BaseException: the CLI's `except Exception` must not swallow it
    pass


OBSERVE = [{"check": True}, {"counters": True}, {"nans": True}, {"watch": ["arg0:4"]}, {"workers": 2}]


def _api(c: Case, src: str, extra: dict | None = None) -> None:
    if c.replay is not None:
        from ptxemu.machine.launching.replay import replay_launchrec

        replay_launchrec(c.replay, ptxemu.Module(src), only=[0, 1], budget=BUDGET)
    elif c.make_args is None:
        ptxemu.check(src)
    else:
        ptxemu.Module(src).launch(c.kernel, c.grid, c.block, c.make_args(), shared_mem=c.shared,
                                  budget=BUDGET, print_output=False, **(extra or {}))


CLI_OBSERVE = [[], [], ["--check"], ["--counters"], ["--nans", "--conversions"], ["--watch", "arg0:8"],
               ["--trace", "{tmp}/t.txt:cta=all:limit=2000"], ["--timeline", "{tmp}/t.svg"], ["--jobs", "2"]]


def _cli(c: Case, src: str, verb: str, tmp: Path, extra: list[str] = ()) -> tuple[str, int, str, str]:
    from ptxemu.cli import main

    f = tmp / "mutant.ptx"
    f.write_bytes(src.encode("utf-8", "surrogateescape"))
    if verb == "check" or not c.cli_args:
        argv = ["check", str(f)]
    else:
        argv = ["run", str(f), "--kernel", c.kernel, "--grid", ",".join(map(str, c.grid)),
                "--block", ",".join(map(str, c.block)), "--shared", str(c.shared), "--quiet",
                "--jobs", "1", "--budget", str(BUDGET), "--out", str(tmp / "out")]
        for a in c.cli_args:
            argv += ["--arg", a]
        argv += [x.format(tmp=tmp) for x in extra]
    err, out = io.StringIO(), io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
        rc = main(argv)
    return argv[0], rc, out.getvalue(), err.getvalue()


def cli_defect(verb: str, rc: int, out: str, err: str) -> bool:
    """What a user must never see: a traceback, an internal error (the CLI's last resort, or a check
    rule that crashed), an exit status other than 0/1/2, or a failure without `ptxemu VERB: ` first."""
    if "Traceback" in err or "internal error" in err or "internal checker error" in out + err:
        return True
    if rc not in (0, 1, 2):
        return True
    if verb == "run" and rc == 1 and not err and "checking mode: " in out:
        return False  # --check's findings
    return verb == "run" and rc != 0 and not err.startswith("ptxemu run: ")


def run(n: int, seed: int, verbose: bool = True, corpus: str = "nvcc", mode: str = "api",
        route: str = "interp") -> dict:
    """`n` mutants of `corpus` (a group name, several joined by commas, or "all"), each through `mode`:
    "api" (Module.launch / replay / check), "observe" (Module.launch in the checking mode, with
    counters, NaN origins, a watchpoint or 2 worker processes), "cli" (`ptxemu run`, or `check` for
    check-only seeds), "check" (`ptxemu check`) or "mixed" (each mutant through one of the four).
    `route` "compiled": hot code compiled at once, in the launch (the C or numba route)."""
    rng = np.random.default_rng(seed)
    saved = {k: os.environ.get(k) for k in ("PTXEMU_ROUTE", "PTXEMU_COMPILE_AFTER", "PTXEMU_COMPILE_WAIT")}
    os.environ["PTXEMU_ROUTE"] = route
    if route == "compiled":
        os.environ["PTXEMU_COMPILE_AFTER"], os.environ["PTXEMU_COMPILE_WAIT"] = "0", "1"
    stats = {"runs": 0, "ok": 0, "ptxemu_errors": 0, "crashes": 0, "hangs": 0, "slowest": 0.0,
             "ran_though_check_rejects": 0,
             "modes": {}, "errors_by_type": {}}
    crashes = []

    def alarm(*_):
        raise Hang()

    old = signal.signal(signal.SIGALRM, alarm)
    with tempfile.TemporaryDirectory(prefix="ptxemu-fuzz-") as td:
        tmp = Path(td)
        cases = seeds(corpus, tmp)
        split = {}
        for k in range(n):
            c = cases[int(rng.integers(0, len(cases)))]
            lines = split.setdefault(c.name, c.text.splitlines())
            mutated = lines
            for _ in range(1 + int(rng.random() < 0.3) + int(rng.random() < 0.1)):
                mutated = mutate(mutated, range(c.body.start, min(c.body.stop, len(mutated))), rng)
            src = "\n".join(mutated)
            pairs = enumerate(zip(lines, mutated, strict=False))
            change = next(((i + 1, a, b) for i, (a, b) in pairs if a != b), None)
            m = mode if mode != "mixed" else ("api", "observe", "cli", "check")[int(rng.integers(0, 4))]
            stats["modes"][m] = stats["modes"].get(m, 0) + 1
            t0 = time.perf_counter()
            signal.alarm(compiled_timeout(route))
            try:
                if m in ("api", "observe"):
                    try:
                        _api(c, src, OBSERVE[int(rng.integers(0, len(OBSERVE)))] if m == "observe" else None)
                        stats["ok"] += 1
                        if c.make_args is not None and any(d.severity == "error" for d in ptxemu.check(src)):
                            stats["ran_though_check_rejects"] += 1  # the launch does not validate forms
                    except ptxemu.PtxemuError as e:
                        stats["ptxemu_errors"] += 1
                        stats["errors_by_type"][type(e).__name__] = stats["errors_by_type"].get(
                            type(e).__name__, 0) + 1
                else:
                    extra = CLI_OBSERVE[int(rng.integers(0, len(CLI_OBSERVE)))] if m == "cli" else []
                    verb, rc, out, err = _cli(c, src, m, tmp, extra)
                    if cli_defect(verb, rc, out, err):
                        stats["crashes"] += 1
                        why = (err or out).strip()[-300:]
                        crashes.append((k, c.name, verb, extra, f"rc={rc}", why, change))
                    elif rc == 0:
                        stats["ok"] += 1
                    else:
                        stats["ptxemu_errors"] += 1
                        kind = re.search(r": (\w+Error|Unsupported):", err)
                        key = kind.group(1) if kind else ("check errors" if verb == "check" else "other")
                        stats["errors_by_type"][key] = stats["errors_by_type"].get(key, 0) + 1
            except Hang:
                stats["hangs"] += 1
                crashes.append((k, c.name, m, f"no answer in {compiled_timeout(route)} s", change))
            except Exception:  # noqa: BLE001 - the point: anything else is a bug
                stats["crashes"] += 1
                tb = traceback.format_exc().splitlines()
                crashes.append((k, c.name, m, tb[-1][:300], [x for x in tb if "File" in x][-1:], change))
            finally:
                signal.alarm(0)
            stats["runs"] += 1
            if verbose and stats["runs"] % 250 == 0:
                print(f"{stats['runs']} runs, {stats['crashes']} crashes, {stats['hangs']} hangs",
                      file=sys.stderr)
            stats["slowest"] = max(stats["slowest"], time.perf_counter() - t0)
    signal.signal(signal.SIGALRM, old)
    for k, v in saved.items():
        if v is None:
            os.environ.pop(k, None)
        else:
            os.environ[k] = v
    stats["crash_samples"] = crashes[:40]
    if verbose:
        print(json.dumps(stats, indent=1, default=str))
    return stats


if __name__ == "__main__":
    a = sys.argv[1:]
    run(int(a[0]) if a else 200, int(a[1]) if len(a) > 1 else 0, corpus=a[2] if len(a) > 2 else "nvcc",
        mode=a[3] if len(a) > 3 else "api", route=a[4] if len(a) > 4 else "interp")
