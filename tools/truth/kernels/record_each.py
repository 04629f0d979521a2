"""record.py, one process per case (a case that faults the GPU spoils only itself):

    python3 tools/truth/kernels/record_each.py PTX INPUTS.npz OUT.npz

A faulting case is stored as OUT key '<name>/fault' holding the error text."""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

ptx, inputs, out = sys.argv[1:4]
z = np.load(inputs)
res = {}
with tempfile.TemporaryDirectory() as d:
    for c in json.loads(str(z["cases"])):
        one = {k: z[k] for k in z.files if k.startswith(c["name"] + "/")}
        fi, fo = Path(d) / "in.npz", Path(d) / "out.npz"
        np.savez(fi, cases=np.array(json.dumps([c])), **one)
        p = subprocess.run(
            [sys.executable, str(Path(__file__).with_name("record.py")), ptx, str(fi), str(fo)],
            capture_output=True,
            text=True,
            timeout=120,
        )
        if p.returncode == 0:
            r = np.load(fo)
            res.update({k: r[k] for k in r.files})
        else:
            res[c["name"] + "/fault"] = np.array(p.stderr[-500:])
        print(c["name"], "ok" if p.returncode == 0 else "FAULT")
np.savez_compressed(out, **res)
