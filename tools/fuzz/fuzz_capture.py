"""Fuzz `ptxemu replay` with damaged captures: 1-3 random edits of the JSON index (capture.json) of a
committed H100 capture (tests/data/captures/h100), the file written again and replayed in-process as a
user types it (`ptxemu replay FILE --list`, or the whole replay for the small captures). Every
outcome must be a normal replay (an edit the replay does not read), or exit status 1 or 2 with
stderr's lines each naming no "internal error" and no traceback; exit 2 (the file's fault) one line
naming the file.

Edits: a key deleted; a value replaced by one of another type or out of range (None, -1, 2**70, 1.5,
True, "x", [], {}, a 64-digit hex name of no blob); a string cut short; a list's element dropped,
duplicated or appended; a list made longer or shorter by one (dims, layouts).

    python3 tools/fuzz/fuzz_capture.py [N] [SEED] [list|run|mixed]
    (tests/capture/test_index_schema.py runs a few of each)
"""

from __future__ import annotations

import contextlib
import copy
import io
import json
import lzma
import random
import sys
import tempfile
import traceback
import zipfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CAPTURES = ROOT / "tests" / "data" / "captures" / "h100"
# replayed whole (under a second each on the interpreter); the others are listed only
SMALL = ("cuda", "triton_01_vector_add", "ipc", "fp4_as_sm100a")
ODD = [None, -1, 2**70, 1.5, True, "x", [], {}, "0" * 64, "", [1, 2], {"a": 1}]


@dataclass
class Seed:
    name: str
    doc: dict
    blobs: dict[str, bytes]


def seeds() -> list[Seed]:
    out = []
    for p in sorted(CAPTURES.glob("*.ptxcap.xz")):
        z = zipfile.ZipFile(io.BytesIO(lzma.decompress(p.read_bytes())))
        doc = json.loads(z.read("capture.json"))
        out.append(Seed(p.name.removesuffix(".ptxcap.xz"), doc,
                        {n: z.read(n) for n in z.namelist() if n != "capture.json"}))
    return out


def _paths(node, here=()):
    """Every place in the JSON tree, as a tuple of keys and indices (the root excluded)."""
    if isinstance(node, dict):
        items = node.items()
    elif isinstance(node, list):
        items = enumerate(node)
    else:
        return
    for k, v in items:
        yield (*here, k)
        yield from _paths(v, (*here, k))


def mutate(doc: dict, rng: random.Random) -> tuple[dict, list[str]]:
    doc = copy.deepcopy(doc)
    said = []
    for _ in range(rng.randint(1, 3)):
        paths = [p for p in _paths(doc) if p[0] not in ("format", "version")]
        # favour what the replay reads: launches, modules, device, selection, tensor maps
        hot = [p for p in paths if p[0] in ("launches", "modules", "device", "selection", "tensor_maps",
                                            "processes")]
        p = rng.choice(hot if hot and rng.random() < 0.9 else paths)
        parent = doc
        for k in p[:-1]:
            parent = parent[k]
        k = p[-1]
        old = parent[k]
        kind = rng.random()
        if kind < 0.2 and isinstance(parent, dict):
            del parent[k]
            said.append(f"del {p}")
        elif kind < 0.3 and isinstance(old, str) and old:
            parent[k] = old[: rng.randrange(len(old))]
            said.append(f"cut {p}")
        elif kind < 0.45 and isinstance(old, list):
            r = rng.random()
            if old and r < 0.4:
                old.pop(rng.randrange(len(old)))
            elif old and r < 0.7:
                old.append(copy.deepcopy(rng.choice(old)))
            else:
                old.append(rng.choice(ODD))
            said.append(f"list {p}")
        elif kind < 0.55 and isinstance(old, int) and not isinstance(old, bool):
            parent[k] = rng.choice([-old - 1, old + 1, old * 4096 + 7, 2**64, -(2**63) - 1, 0])
            said.append(f"int {p}")
        else:
            parent[k] = copy.deepcopy(rng.choice(ODD))
            said.append(f"set {p}={parent[k]!r}")
    return doc, said


def write(seed: Seed, doc: dict, path: Path) -> None:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_STORED) as w:
        w.writestr("capture.json", json.dumps(doc))
        for n, b in seed.blobs.items():
            w.writestr(n, b)


def run_cli(argv: list[str]) -> tuple[int, str, str]:
    from ptxemu.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            rc = main(argv)
        except SystemExit as e:
            rc = e.code if isinstance(e.code, int) else 2
        except BaseException:  # noqa: BLE001 - main let an exception out: that is the finding
            err.write("escaped: " + traceback.format_exc())
            rc = -1
    return rc, out.getvalue(), err.getvalue()


def bad_outcome(rc: int, out: str, err: str, path: Path) -> str | None:
    """Why an outcome is not acceptable, or None."""
    lines = err.strip().splitlines()
    if rc == -1 or "Traceback" in err or "internal error" in err + out:
        return (lines or ["?"])[-1] if rc != -1 else err.strip().splitlines()[-1]
    if rc == 2 and (len(lines) != 1 or str(path) not in lines[0]):
        return f"exit 2 without one line naming the file: {err.strip()!r}"
    if rc not in (0, 1, 2, 3):
        return f"exit status {rc}"
    return None


def fuzz(n: int, seed: int, mode: str = "mixed", verbose: bool = True) -> dict:
    rng = random.Random(seed)
    ss = seeds()
    counts = {"ok": 0, "refused": 0, "bad": 0}
    bad: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(n):
            s = rng.choice(ss)
            doc, said = mutate(s.doc, rng)
            path = Path(tmp) / f"m{i}_{s.name}.ptxcap"
            write(s, doc, path)
            full = mode == "run" or (mode == "mixed" and rng.random() < 0.5)
            argv = ["replay", str(path), "--route", "interp"]
            if not (full and s.name in SMALL):
                argv.append("--list")
            rc, out, err = run_cli(argv)
            why = bad_outcome(rc, out, err, path)
            if why is None:
                counts["refused" if rc == 2 else "ok"] += 1
            else:
                counts["bad"] += 1
                bad.append(f"#{i} {s.name} {'; '.join(said)}: {why}")
                if verbose:
                    print(bad[-1], flush=True)
    counts["failures"] = bad
    return counts


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    sd = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    mode = sys.argv[3] if len(sys.argv) > 3 else "mixed"
    c = fuzz(n, sd, mode)
    print(f"{n} mutants (seed {sd}, {mode}): {c['ok']} replayed or listed, {c['refused']} refused "
          f"in one line (exit 2), {c['bad']} internal errors or other failures")
    sys.exit(1 if c["bad"] else 0)
