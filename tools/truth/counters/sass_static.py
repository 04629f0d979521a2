"""Memory instructions per kernel in the PTX and in the SASS ptxas makes of it (static counts), to
find where Nsight Compute's counts (SASS) and ptxemu's (PTX) can part.

    ptxas -arch=sm_90a -O3 K.ptx -o K.cubin && cuobjdump -sass K.cubin > K.sass   # CUDA 13.0's ptxas
    python3 tools/truth/counters/sass_static.py K [K2 ...]     # reads K.ptx and K.sass

(cuobjdump: pip install nvidia-cuda-cuobjdump nvidia-cuda-nvdisasm). Output: tests/data/counters/
sass_static.txt.
"""

import collections
import re
import sys


def sass_counts(f):
    fn = None
    c = {}
    for line in open(f):
        m = re.search(r"Function : (\S+)", line)
        if m:
            fn = m.group(1)
            c[fn] = collections.Counter()
        m = re.search(r"/\*[0-9a-f]{4}\*/\s+(@!?U?P\w+\s+)?([A-Z][A-Z0-9_.]+)", line)
        if m and fn:
            op = m.group(2).split(".")[0]
            if op in (
                "LDS",
                "STS",
                "LDSM",
                "STSM",
                "ATOMS",
                "LDG",
                "STG",
                "ATOMG",
                "REDG",
                "RED",
                "ATOM",
                "LD",
                "ST",
                "LDGSTS",
                "BRA",
            ):
                c[fn][op] += 1
    return c


def ptx_counts(f):
    fn = None
    c = {}
    for line in open(f):
        m = re.match(r"\.(visible|weak)?\s*\.entry\s+(\w+)", line.strip()) or re.match(
            r"\.visible \.entry (\w+)", line.strip()
        )
        m = re.search(r"\.entry\s+(\w+)", line)
        if m:
            fn = m.group(1)
            c[fn] = collections.Counter()
        s = line.strip()
        if fn and s and not s.startswith(("//", ".")):
            s = re.sub(r"^@!?%\w+\s+", "", s)
            op = s.split()[0] if s.split() else ""
            base = op.split(".")
            if base[0] in ("ld", "st", "atom", "red", "ldmatrix", "stmatrix", "cp", "bra"):
                sp = [q for q in base[1:] if q in ("global", "shared", "local", "param", "const")]
                c[fn][base[0] + "." + (sp[0] if sp else "generic")] += 1
    return c


for name in sys.argv[1:]:
    s = sass_counts(name + ".sass")
    p = ptx_counts(name + ".ptx")
    for k in p:
        print(name, k, dict(p[k]), "|", dict(s.get(k, {})))
