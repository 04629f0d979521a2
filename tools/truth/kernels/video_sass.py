"""The SASS ptxas 13.0 (the recording driver's compiler) makes of each scalar video form, and an
evaluator of that SASS. sm_90 has no video unit: ptxas lowers every scalar video instruction to
integer code (PRMT, IADD3, IMAD.WIDE, SHF, ISETP, SEL, LOP3, ...), and the GPU runs that code.

    python3 tools/truth/kernels/video_sass.py     # needs ptxas 13.0 and nvdisasm; writes
                                                  # tests/data/kernels/video_sass.txt.gz

Each form (base_isa.py's 358 scalar video forms, recorded on the GPU, then video_more.py's 280
combinations, not recorded) is compiled alone: `ld.global.v4.b32 {a, b, c, d}; mov v, c; FORM;
st.global.b32 v` with `ptxas -arch=sm_90a`, disassembled with `nvdisasm -c`; the file holds, per
form, `== FORM` and the instructions from the load to the store. `evaluate` runs such a listing on
lanes of (a, b, c): the integer semantics of the few SASS instructions ptxas uses here.
"""

from __future__ import annotations

import gzip
import re
import subprocess
import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
OUT = HERE.parents[2] / "tests" / "data" / "kernels" / "video_sass.txt.gz"
PTXAS = "/usr/local/cuda-13.0/bin/ptxas"
M32, M64 = 0xFFFFFFFF, (1 << 64) - 1

ONE = """.version 8.5
.target sm_90a
.address_size 64
.visible .entry k(.param.u64 pin)
{
  .reg .b64 %p;
  .reg .b32 %a, %b, %c, %d, %v;
  ld.param.u64 %p, [pin];
  ld.global.v4.b32 {%a, %b, %c, %d}, [%p];
  mov.b32 %v, %c;
  FORM
  st.global.b32 [%p], %v;
  ret;
}
"""


def scalar_forms() -> tuple[list[str], list[str]]:
    """(the recorded scalar forms in base_isa's order, video_more's forms)."""
    sys.path.insert(0, str(HERE))
    import video_more
    from base_isa import VIDEO_FORMS

    return [f for f in VIDEO_FORMS if not f.split(".")[0].endswith(("2", "4"))], video_more.FORMS


def ptx_form(form: str) -> str:
    return form.replace("D", "%v", 1).replace("A", "%a").replace("B", "%b").replace("C", "%c")


def dump(nvdisasm: str) -> None:
    import tempfile

    out = []
    rec, more = scalar_forms()
    with tempfile.TemporaryDirectory() as td:
        ptx, cubin = Path(td) / "f.ptx", Path(td) / "f.cubin"
        for form in rec + more:
            ptx.write_text(ONE.replace("FORM", ptx_form(form)))
            subprocess.run([PTXAS, "-arch=sm_90a", str(ptx), "-o", str(cubin)], check=True)
            text = subprocess.run(
                [nvdisasm, "-c", str(cubin)], capture_output=True, text=True, check=True
            ).stdout
            lines = [
                re.sub(r"/\*[0-9a-f]*\*/", "", ln).strip().rstrip(";").strip() for ln in text.splitlines()
            ]
            lines = [ln for ln in lines if ln and not ln.startswith((".", "/*"))]
            i = next(k for k, ln in enumerate(lines) if ln.startswith("LDG"))
            j = next(k for k, ln in enumerate(lines) if ln.startswith("STG"))
            out.append(f"== {form}\n" + "\n".join(lines[i : j + 1]))
    with gzip.open(OUT, "wt", compresslevel=9) as f:
        f.write("\n".join(out) + "\n")


def load(path: Path = OUT) -> list[tuple[str, list[str]]]:
    """[(form, its SASS lines)] in the file's order."""
    text = gzip.open(path, "rt").read()
    blocks = [blk.splitlines() for blk in re.split(r"^== ", text, flags=re.M) if blk.strip()]
    return [(blk[0], blk[1:]) for blk in blocks]


def evaluate(lines: list[str], a: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
    """The 32-bit word the listing stores, per lane (a, b, c: uint32 arrays; d is 0)."""
    n = len(a)
    regs: dict[str, np.ndarray] = {}
    preds: dict[str, np.ndarray] = {"PT": np.ones(n, bool)}

    def operand(tok: str) -> np.ndarray:
        tok = tok.replace(".reuse", "")
        neg, inv = tok.startswith("-"), False
        tok = tok.lstrip("-")
        if tok.startswith("~"):
            inv, tok = True, tok[1:]
        if tok == "RZ":
            v = np.zeros(n, object)
        elif re.fullmatch(r"R\d+", tok):
            v = regs[tok]
        else:
            v = np.full(n, int(tok, 0) & M32, object)
        if inv:
            v = v ^ M32
        return (-v) & M32 if neg else v

    def pred(tok: str) -> np.ndarray:
        v = preds[tok.lstrip("!")]
        return ~v if tok.startswith("!") else v

    def s32(x):
        return np.where(x >= 1 << 31, x - (1 << 32), x)

    out = None
    for line in lines:
        guard = np.ones(n, bool)
        if line.startswith("@"):
            g, line = line.split(None, 1)
            guard = pred(g[1:])
        op, _, rest = line.partition(" ")
        ops = [x.strip() for x in rest.split(",")] if rest else []
        q = op.split(".")
        res: dict[str, np.ndarray] = {}  # register -> value
        pres: dict[str, np.ndarray] = {}  # predicate -> value
        if q[0] == "LDG":
            base, words = int(ops[0][1:]), (4 if q[-1] == "128" else 2)
            off = re.search(r"\+0x([0-9a-f]+)\]", rest)
            first = int(off.group(1), 16) // 4 if off else 0
            src = [a, b, c, np.zeros(n, np.uint32)]
            for k in range(words):
                regs[f"R{base + k}"] = src[first + k].astype(object)
            continue
        if q[0] == "STG":
            out = regs[ops[-1]]
            continue
        if q[0] == "PRMT":  # byte permute of {ops[3]:ops[1]}; selector nibble bit 3 replicates the sign
            pool, sel = (operand(ops[3]) << 32) | operand(ops[1]), int(ops[2], 0)
            v = np.zeros(n, object)
            for i in range(4):
                k = (sel >> (4 * i)) & 0xF
                byte = (pool >> (8 * (k & 7))) & 0xFF
                if k & 8:
                    byte = np.where(byte & 0x80, 0xFF, 0)
                v = v | (byte << (8 * i))
            res[ops[0]] = v
        elif q[0] == "SEL":
            res[ops[0]] = np.where(pred(ops[3]), operand(ops[1]), operand(ops[2]))
        elif q[0] == "SHF":  # funnel shift of {ops[3]:ops[1]}; .HI keeps bits 32..63
            v, sh = (operand(ops[3]) << 32) | operand(ops[1]), operand(ops[2])
            if q[2].startswith("S"):
                v = np.where(v >= 1 << 63, v - (1 << 64), v)
            sh = np.minimum(sh, 63 if q[2].endswith("64") else 32)
            v = (v << sh if q[1] == "L" else v >> sh) & M64
            res[ops[0]] = v >> 32 if "HI" in q else v & M32
        elif q[0] == "LOP3":  # ops[4] is the truth table of f(x, y, z) at x=0xF0, y=0xCC, z=0xAA
            x, y, z, lut = operand(ops[1]), operand(ops[2]), operand(ops[3]), int(ops[4], 0)
            v = np.zeros(n, object)
            for i in range(8):
                if lut >> i & 1:
                    v = v | (
                        (x if i & 4 else x ^ M32) & (y if i & 2 else y ^ M32) & (z if i & 1 else z ^ M32)
                    )
            res[ops[0]] = v
        elif op == "IADD3":  # sum of three; carry-outs (P, then a second P for a carry of 2)
            outs = [t for t in ops[1:] if re.fullmatch(r"!?P\w+", t)]
            terms = ops[1 + len(outs) : 4 + len(outs)]
            tot = sum(operand(t.lstrip("-")) ^ M32 if t.startswith("-") else operand(t) for t in terms)
            tot = tot + sum(t.startswith("-") for t in terms)  # -x = ~x + 1 (its carry counts)
            res[ops[0]] = tot & M32
            for i, p in enumerate(outs):
                pres[p] = (tot >> 32) >= i + 1
        elif op == "IADD3.X":
            tot = operand(ops[1]) + operand(ops[2]) + operand(ops[3])
            res[ops[0]] = (tot + sum(pred(p).astype(int) for p in ops[4:])) & M32
        elif op == "VIADD":
            res[ops[0]] = (operand(ops[1]) + operand(ops[2])) & M32
        elif op == "IMAD.X":
            res[ops[0]] = (
                operand(ops[1]) * operand(ops[2]) + operand(ops[3]) + pred(ops[4]).astype(int)
            ) & M32
        elif op in ("IMAD", "IMAD.IADD", "IMAD.MOV", "IMAD.MOV.U32"):
            res[ops[0]] = (operand(ops[1]) * operand(ops[2]) + operand(ops[3])) & M32
        elif q[:2] == ["IMAD", "WIDE"]:  # 32x32 -> 64 (signed unless .U32) plus the pair at ops[3]
            x, y = operand(ops[1]), operand(ops[2])
            if q[-1] != "U32":
                x, y = s32(x), s32(y)
            acc = 0 if ops[3] == "RZ" else (regs[f"R{int(ops[3][1:]) + 1}"] << 32) | regs[ops[3]]
            v = (x * y + acc) & M64
            res[ops[0]], res[f"R{int(ops[0][1:]) + 1}"] = v & M32, v >> 32
        elif op == "LEA.HI.X.SX32":  # ops[2] + bits 32..63 of (sext(ops[1]) << ops[3]) + carry
            hi = (s32(operand(ops[1])) << int(ops[3], 0)) >> 32
            res[ops[0]] = (hi + operand(ops[2]) + pred(ops[4]).astype(int)) & M32
        elif q[0] == "ISETP":  # .EX: the high words of a 64-bit compare, chained on ops[5]
            x, y = operand(ops[2]), operand(ops[3])
            if "U32" not in q:
                x, y = s32(x), s32(y)
            cmp = q[1]
            if "EX" not in q:
                r = {"EQ": x == y, "NE": x != y, "LT": x < y, "LE": x <= y, "GT": x > y, "GE": x >= y}[cmp]
            else:
                low = pred(ops[5])
                r = {
                    "EQ": (x == y) & low,
                    "NE": (x != y) | low,
                    "LT": (x < y) | ((x == y) & low),
                    "LE": (x < y) | ((x == y) & low),
                    "GT": (x > y) | ((x == y) & low),
                    "GE": (x > y) | ((x == y) & low),
                }[cmp]
            pres[ops[0]] = r.astype(bool) & pred(ops[4])
        else:
            raise NotImplementedError(line)
        for r_, v in res.items():
            if r_ != "RZ":
                regs[r_] = np.where(guard, v, regs.get(r_, np.zeros(n, object)))
        for p, v in pres.items():
            if p != "PT":
                preds[p] = np.where(guard, v, preds.get(p, np.zeros(n, bool)))
    return np.asarray(out, object).astype(np.uint64).astype(np.uint32)


if __name__ == "__main__":
    dump(sys.argv[1] if len(sys.argv) > 1 else "nvdisasm")
