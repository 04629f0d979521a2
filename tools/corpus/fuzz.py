"""One-off long fuzz run of check(): mutated corpus modules and real PTX, plus random text.

Mutations: character edits (delete, insert, token insert, duplicate a span, cut a span, a random
code point, shuffle a span) and token edits (tokens deleted, duplicated, swapped, the text
truncated, random bytes spliced in).  Seeds: the labelled corpora (generate.py, crossproduct.py
with its sparse family, archs.py, versions.py, manual.py modules) and the real nvcc / Triton modules;
targets None, sm_90a, sm_100a, sm_120a, sm_80.

Every input must come back as a list of diagnostics: no exception may escape, no input may take
longer than --timeout seconds, and no diagnostic may be an "internal checker error" (a rule that
crashed and was caught).  Prints the number of inputs and any failures.

Usage: python tools/corpus/fuzz.py [--n 100000] [--seed 1]
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
import re
import signal
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from generate import module  # noqa: E402

from ptxemu.isa.check import check  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
ALPHABET = ".%{}[]();,:@!|+-_ \n\t0123456789abcdefxXfFdD<>=\"/*$" + "rpsfmovaddcvtwgm"
TOKENS = [".reg", ".b32", ".f32", ".pred", "{", "}", "[", "]", ";", ",", "@", "!", "0f3F800000", "0x", "<",
          ">", ".entry", ".func", ".version", ".target", "sm_90a", "//", "/*", "*/", "\"", ".param", "%r1",
          "mma.sync.aligned", ".kind::mxf4nvf4", ".scale_vec::4X", "wgmma.mma_async", ".m64n8k16",
          "-", "+", "|", "::", ".shared::cta", "1e99999", "0d", "99999999999999999999999",
          "r1.b0", ".h10", "|p1", ".sp::ordered_metadata", ".b128", ".pragma", "tex.2d.v4.f32.f32",
          "wmma.mma",
          # issue 22's grammar: glued state spaces, vector registers and members, vmad's negation, spaced
          # addresses, branch/call tables, the stack instructions, printf, initialisers with addresses
          ".param.u64", ".reg.b32", ".v2", ".v4", "mx.x", "t.w", "q.r", "q.a", "-%r1", "[%rd1 + 4]",
          "ts: .branchtargets L0, L1;", "Ft: .calltargets f0;",
          "P: .callprototype (.param .b32 _) _ (.param .b32 _);",
          "brx.idx", "alloca.u64", "stacksave.u64", "stackrestore.u64", "generic(", "= {g, generic(h), g+8}",
          "vmad.s32.s32.s32.po", "vshl.u32.u32.u32.clamp", ".h10", ".b3210", "cvt.pack.sat.u8.s32.b32",
          "bmsk.clamp.b32", "call (r), %rd1, (a), P;", "vprintf", ".reg .b32 q", "(.reg .b32 q, .reg .b32 r)",
          # 128-bit data, fns, movmatrix, getctarank, `var + imm` operands
          ".reg .b128", "mov.b128", "atom.global.cas.b128", "atom.exch.b128", "fns.b32",
          "movmatrix.sync.aligned.m8n8.trans.b16", "getctarank.shared::cluster.u32", "buf+8", "buf - 4",
          "wmma.load.a.sync.aligned.row.m16n16k16.f16", "wmma.store.d.sync.aligned.col.m16n16k16.f32"]


def seeds() -> list[str]:
    from archs import module as arch_module

    out = []
    for name, step in (("corpus", 7), ("crossproduct", 29), ("crossproduct_sp", 13), ("manual", 1)):
        corpus = ROOT / f"tests/data/isa/{name}.jsonl.gz"
        if corpus.exists():
            with gzip.open(corpus, "rt") as fh:
                recs = [json.loads(x) for x in fh]
            out += [module(r["body"], r["target"], r["version"]) for r in recs[::step]]
    versions = ROOT / "tests/data/isa/versions.jsonl.gz"
    if versions.exists():
        from versions import text_of

        with gzip.open(versions, "rt") as fh:
            out += [text_of(r, r["version"], r["target"]) for r in map(json.loads, fh)][::7]
    archs = ROOT / "tests/data/isa/archs.jsonl.gz"
    if archs.exists():
        with gzip.open(archs, "rt") as fh:
            out += [arch_module(r["body"], r["target"], r["version"]) for r in map(json.loads, fh)][::11]
    for p in sorted((ROOT / "tests/data/isa/real").glob("*.ptx")):
        out.append(p.read_text())
    for pat in ("base_isa_*.ptx", "b128_*.ptx", "misc_ops_*.ptx", "wmma_*.ptx"):  # issue 22's corpora
        for p in sorted((ROOT / "tests/data/kernels").glob(pat)):
            out.append(p.read_text())
    # the real kernels the interpreter runs: nvcc's recorded ones, llm.c's, Triton's, CUTLASS's GEMM
    kernels = ROOT / "tests/data/kernels"
    for pat in ("async_*.ptx", "atomic_*.ptx", "cluster_*.ptx", "directed_*.ptx", "fastmath_*.ptx",
                "*_forms_sm90a.ptx", "pipeline_ws.ptx", "video_more.ptx", "float_atomics_*.ptx",
                "llmc/*.ptx"):
        out += [p.read_text() for p in sorted(kernels.glob(pat))]
    out += [p.read_text() for p in sorted((ROOT / "src/ptxemu/examples").glob("*.ptx"))]
    if (kernels / "triton.npz").exists():
        import numpy as np

        z = np.load(kernels / "triton.npz")
        out += [str(z[k]) for k in z.files if k.endswith("/ptx")]
    cutlass = kernels / "cutlass" / "cutlass_gemm48_sm90a.ptx.gz"
    if cutlass.exists():
        out.append(gzip.decompress(cutlass.read_bytes()).decode())
    return out


_TOKEN_RE = re.compile(r"\s+|[^\s]+?(?=[\s,;{}\[\]()]|$)|[,;{}\[\]()]")


def mutate_tokens(rng: random.Random, text: str) -> str:
    """Token-level edits: delete, duplicate, swap tokens; truncate; splice random bytes."""
    toks = _TOKEN_RE.findall(text) or [text]
    for _ in range(rng.randint(1, 4)):
        toks = toks or [""]
        how = rng.randrange(5)
        i = rng.randrange(len(toks))
        if how == 0 and len(toks) > 1:
            del toks[i:i + rng.randint(1, 3)]
        elif how == 1:
            toks[i:i] = toks[i:i + rng.randint(1, 3)]
        elif how == 2:
            j = rng.randrange(len(toks))
            toks[i], toks[j] = toks[j], toks[i]
        elif how == 3:
            toks = toks[:i]
        else:
            toks.insert(i, bytes(rng.randrange(256) for _ in range(rng.randint(1, 12))).decode("latin-1"))
    return "".join(toks)


def mutate(rng: random.Random, text: str) -> str:
    s = list(text)
    for _ in range(rng.randint(1, 6)):
        how = rng.randrange(7)
        i = rng.randrange(len(s) + 1)
        if how == 0 and s:
            del s[min(i, len(s) - 1)]
        elif how == 1:
            s.insert(i, rng.choice(ALPHABET))
        elif how == 2:
            s[i:i] = list(rng.choice(TOKENS))
        elif how == 3 and s:
            j = rng.randrange(len(s))
            a, b = sorted((i, j))
            s[a:a] = s[a:b][:200]
        elif how == 4 and s:
            j = min(len(s), i + rng.randint(1, 40))
            del s[i:j]
        elif how == 5:
            s[i:i] = [chr(rng.randrange(1, 0x3000))]
        else:
            j = rng.randrange(len(s) + 1)
            a, b = sorted((i, j))
            seg = s[a:b]
            rng.shuffle(seg)
            s[a:b] = seg
    return "".join(s)


class Timeout(Exception):
    pass


def _alarm(signum, frame):
    raise Timeout()


def run(n: int, seed: int, timeout: float, log_every: int = 10000) -> dict:
    rng = random.Random(seed)
    pool = seeds()
    signal.signal(signal.SIGALRM, _alarm)
    fails: list[tuple[str, str]] = []
    slowest, slowest_len, per_kb = 0.0, 0, 0.0
    t0 = time.time()
    for k in range(n):
        r = rng.random()
        if r < 0.03:
            text = "".join(rng.choice(ALPHABET) for _ in range(rng.randint(0, 300)))
        elif r < 0.06:
            text = " ".join(rng.choice(TOKENS) for _ in range(rng.randint(0, 80)))
        elif r < 0.5:
            text = mutate_tokens(rng, rng.choice(pool))
        else:
            text = mutate(rng, rng.choice(pool))
        signal.setitimer(signal.ITIMER_REAL, timeout)
        t = time.perf_counter()
        try:
            diags = check(text, rng.choice([None, "sm_90a", "sm_100a", "sm_120a", "sm_80"]))
            bad = [d for d in diags if "internal checker error" in d.message]
            if bad:
                fails.append((bad[0].message, text))
        except Timeout:
            fails.append(("timeout", text))
        except Exception as e:  # noqa: BLE001 - the point is to catch anything
            fails.append((f"{type(e).__name__}: {e}", text))
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
        dt = time.perf_counter() - t
        if dt > slowest:
            slowest, slowest_len = dt, len(text)
        per_kb = max(per_kb, dt / (1 + len(text) / 1024))
        if log_every and (k + 1) % log_every == 0:
            print(f"{k + 1} inputs, {len(fails)} failures, {time.time() - t0:.0f} s", flush=True)
    return {"inputs": n, "failures": fails, "slowest_s": slowest, "slowest_chars": slowest_len,
            "max_s_per_kib": per_kb, "seconds": time.time() - t0}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=100000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=5.0)
    args = ap.parse_args()
    res = run(args.n, args.seed, args.timeout)
    print(f"inputs: {res['inputs']}  failures: {len(res['failures'])}  slowest: {res['slowest_s']:.3f} s "
          f"({res['slowest_chars']} chars)  max per KiB (+1): {res['max_s_per_kib']:.4f} s  "
          f"total: {res['seconds']:.0f} s")
    for msg, text in res["failures"][:20]:
        print("----", msg)
        print(text[:400])


if __name__ == "__main__":
    main()
