"""A large PTX module made of the repository's own kernels, for reading benchmarks and tests.

`synthetic_module(lines)` concatenates renamed copies of the committed sm_90a nvcc kernels
(tests/data/kernels, the llm.c kernels, the wgmma GEMM) until the module has at least `lines` lines:
every defined function and module-scope variable gets a suffix per copy, extern prototypes are kept
once. The result reads, checks and launches like its parts (same instructions, same line shapes);
it stands in for a 50k-line CUTLASS module in CI, where CUTLASS itself is not available.
"""

from __future__ import annotations

import re
from pathlib import Path

DATA = Path(__file__).resolve().parents[1] / "tests" / "data"
SOURCES = (
    "kernels/wgmma_forms_sm90a.ptx",
    "kernels/mma_forms_sm90a.ptx",
    "kernels/fastmath_sm90a.ptx",
    "kernels/atomic_sm90a.ptx",
    "kernels/cluster_sm90a.ptx",
    "kernels/directed_sm90a.ptx",
    "kernels/llmc/softmax_forward.ptx",
    "kernels/llmc/layernorm_forward.ptx",
    "kernels/llmc/encoder_forward.ptx",
    "kernels/llmc/gelu_forward.ptx",
    "kernels/llmc/residual_forward.ptx",
    "kernels/llmc/crossentropy_forward.ptx",
    "isa/real/wgmma_gemm_sm90a.ptx",
)
HEADER = ".version 9.0\n.target sm_90a\n.address_size 64\n"
_MODULE_LINE = re.compile(r"^\s*\.(?:version|target|address_size)\b[^\n]*\n?", re.M)
_PROTOTYPE = re.compile(r"\.extern\s+\.func\b[^;{]*;")


def _module_names(text: str) -> list[str]:
    """Names defined at module scope: functions with bodies and module variables."""
    from ptxemu.isa.module import Decl, FuncHeader, Module, Reader, Scope

    names: list[str] = []
    depth = 0
    for st in Reader(text).statements(Module(), skim=True):
        if isinstance(st, FuncHeader) and not st.is_prototype:
            names.append(st.name)
        elif isinstance(st, Scope):
            depth += 1 if st.open else -1
        elif isinstance(st, Decl) and depth == 0:
            names.extend(v.name for v in st.names)
    return names


def synthetic_module(lines: int = 50_000) -> str:
    # each source split once at its module-scope names: a copy joins the pieces with new names
    sources: list[tuple[list[str], str]] = []
    protos: dict[str, None] = {}
    for rel in SOURCES:
        text = _MODULE_LINE.sub("", (DATA / rel).read_text())
        for p in _PROTOTYPE.findall(text):
            protos[p] = None
        text = _PROTOTYPE.sub("", text)
        names = _module_names(text)
        pat = re.compile(r"(?<![\w$%.])(" + "|".join(map(re.escape, names)) + r")(?![\w$])")
        sources.append((pat.split(text) if names else [text], text))
    out = [HEADER, *protos]
    count = HEADER.count("\n") + sum(p.count("\n") + 1 for p in protos)
    copy = 0
    while count < lines:
        for i, (pieces, text) in enumerate(sources):
            suffix = f"_s{i}c{copy}"
            out.append("".join(p + suffix if k % 2 else p for k, p in enumerate(pieces)))
            count += text.count("\n")
            if count >= lines:
                break
        copy += 1
    return "\n".join(out)


if __name__ == "__main__":
    import sys

    sys.stdout.write(synthetic_module(int(sys.argv[1]) if len(sys.argv) > 1 else 50_000))
