"""Run probe_windows.ptx on the GPU (2 CTAs x 2 threads, 1 KiB dynamic shared memory) and print
the words each thread wrote, as json: python3 probe_windows.py OUT.json"""

import json
import sys
from pathlib import Path

import cupy as cp

mod = cp.RawModule(path=str(Path(__file__).with_name("probe_windows.ptx")))
out = cp.zeros(4 * 8, dtype=cp.uint64)
mod.get_function("probe")((2,), (2,), (out,), shared_mem=1024)
cp.cuda.Device().synchronize()
rows = cp.asnumpy(out).reshape(4, 8)
keys = [
    "cvta_static",
    "cvta_dynamic",
    "cvta_local",
    "dynamic_smem_size",
    "total_smem_size",
    "shared_static",
    "shared_dynamic",
    "isspacep_bits",
]
res = [{k: hex(int(v)) for k, v in zip(keys, r, strict=False)} for r in rows]
Path(sys.argv[1]).write_text(json.dumps(res, indent=1))
print(json.dumps(res, indent=1))
