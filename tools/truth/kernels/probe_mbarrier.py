"""Run probe_mbarrier.ptx's cases on the GPU, one process per case (a case that faults cannot spoil the
others): python3 probe_mbarrier.py OUT.json. Each case writes 16 64-bit words (raw mbarrier words,
arrive states, pending counts, test_wait results as 0/1)."""

import json
import subprocess
import sys
from pathlib import Path

CASES = ["phases", "txcount", "negtx", "counts", "tx_at_limit", "tx_over", "tx_under", "over_arrive", "drop"]

if len(sys.argv) > 2 and sys.argv[1] == "--case":
    import cupy as cp

    mod = cp.RawModule(path=str(Path(__file__).with_name("probe_mbarrier.ptx")))
    out = cp.zeros(16, dtype=cp.uint64)
    mod.get_function(sys.argv[2])((1,), (1,), (out,))
    cp.cuda.Device().synchronize()
    print(json.dumps([hex(int(v)) for v in cp.asnumpy(out)]))
    sys.exit(0)

res = {}
for c in CASES:
    p = subprocess.run([sys.executable, __file__, "--case", c], capture_output=True, text=True, timeout=60)
    res[c] = json.loads(p.stdout) if p.returncode == 0 else {"error": p.stderr[-2000:]}
Path(sys.argv[1]).write_text(json.dumps(res, indent=1))
print(json.dumps(res, indent=1))
