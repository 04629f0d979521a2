"""Record the Triton cases of triton_kernels.py on a GPU: inputs, outputs and the PTX Triton made.

    python3 tools/truth/frontends/record_triton.py OUT.npz            # on the H100 (Triton 3.6.0)
    python3 tools/truth/frontends/record_triton.py OUT.npz more       # only triton_kernels.more_cases()

Each case runs twice; the outputs of both runs must agree bit for bit (they do: no atomics). The
file holds, per case, `{name}/in_{t}` and `{name}/out_{t}` (raw codes), `{name}/ptx` (kernel.asm
['ptx']) and `{name}/meta` (json: the case without its arrays, the GPU, Triton's and torch's
versions, the compiled kernel's name, num_warps, num_ctas and shared memory).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np
import torch

import triton

sys.path.insert(0, str(Path(__file__).resolve().parent))
import triton_kernels as K  # noqa: E402


def main(out: str, which: str = "all") -> None:
    rec: dict[str, np.ndarray] = {}
    gpu = torch.cuda.get_device_name(0)
    # device-side tensor descriptors live in the global scratch Triton asks its allocator for
    triton.set_allocator(lambda size, align, stream: torch.empty(size, dtype=torch.int8, device="cuda"))
    for case in (K.more_cases() if which == "more" else K.cases()):
        try:
            _record(case, rec, gpu)
        except Exception as e:  # one failing case must not lose the others' recordings
            print(case["name"], "FAILED", type(e).__name__, e, flush=True)
    np.savez_compressed(out, **rec)


def _record(case: dict, rec: dict, gpu: str) -> None:
    name = case["name"]
    runs = []
    for _ in range(2):
        ts = K.torch_tensors(case, "cuda")
        ck = K.launch(case, ts)
        torch.cuda.synchronize()
        runs.append({t: K.raw(ts[t]) for t in case["outputs"]})
    for t in case["outputs"]:
        assert (runs[0][t] == runs[1][t]).all(), f"{name}/{t}: two runs differ"
    for t, a in case["tensors"].items():
        rec[f"{name}/in_{t}"] = a
    for t in case["outputs"]:
        rec[f"{name}/out_{t}"] = runs[0][t]
    rec[f"{name}/ptx"] = np.array(ck.asm["ptx"])
    meta = {k: v for k, v in case.items() if k != "tensors"}
    meta.update(gpu=gpu, triton=triton.__version__, torch=torch.__version__, kernel=ck.name,
                num_warps=ck.metadata.num_warps, num_ctas=ck.metadata.num_ctas, shared=ck.metadata.shared)
    rec[f"{name}/meta"] = np.array(json.dumps(meta))
    print(name, "recorded", {t: runs[0][t].shape for t in case["outputs"]}, flush=True)


if __name__ == "__main__":
    main(*sys.argv[1:3])
