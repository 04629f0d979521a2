"""Run probe_cluster.ptx on the GPU (8 CTAs x 32 threads, clusters of 4): python3 probe_cluster.py OUT.json"""

import json
import sys
from pathlib import Path

import cupy as cp
import numpy as np

mod = cp.RawModule(path=str(Path(__file__).with_name("probe_cluster.ptx")))
out = cp.zeros(8 * 16, dtype=cp.uint64)
mod.get_function("probe")((8,), (32,), (out,))
cp.cuda.Device().synchronize()
keys = ["rank", "shared_cta", "mapa0", "mapa1", "mapa2", "mapa3", "generic", "gmapa0", "gmapa1", "gmapa2",
        "gmapa3", "isspacep_cluster_cta_bits", "ld_cluster_next", "ld_generic_mapa1", "nctarank", "clusterid"]
rows = cp.asnumpy(out).reshape(8, 16)
res = [{k: hex(int(v)) for k, v in zip(keys, r)} for r in rows]
Path(sys.argv[1]).write_text(json.dumps(res, indent=1))
print(json.dumps(res[:5], indent=1))
