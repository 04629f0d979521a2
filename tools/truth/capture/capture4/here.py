"""Tutorial 03 as job.sh runs it (the same sizes, the autotuner on), here on the CPU through ptxemu's
Triton front end (ptxemu.triton: Triton 3.6 compiles each configuration for sm_90a, its PTX runs on
ptxemu): a check, before the device run, that the program and its kernels' PTX go through ptxemu. The
autotuner times each configuration once on the emulator (ptxemu.triton.driver._benchmarker), so its
choice is not the GPU's; the tutorial's own comparison with torch.matmul says whether the result holds.

    PYTHONPATH=src python tools/truth/capture/capture4/here.py TUTORIAL [CONFIGS]

TUTORIAL: 03-matrix-multiplication.py (stage.sh puts it in programs/triton/); CONFIGS: how many of the
tutorial's autotune configurations to keep (default all), to bound the time on a slow machine."""

import runpy
import sys
import time
from pathlib import Path

import ptxemu.triton

tutorial = sys.argv[1]
keep = int(sys.argv[2]) if len(sys.argv) > 2 else None
job = (Path(__file__).parent / "job.sh").read_text()
sizes = job[job.index('"a = torch.rand((512'): job.index(")\nexport")].replace("\n", " ")
pairs = [p for p in sizes.split('"') if p.strip()]
ptxemu.triton.activate("sm_90a")
if keep is not None:
    import triton

    real = triton.autotune

    def autotune(configs, **kw):
        return real(configs[:keep], **kw)

    triton.autotune = autotune
sys.argv = ["triton_tutorial.py", tutorial, *pairs]
t = time.perf_counter()
runpy.run_path(str(Path(__file__).parents[1] / "capture2" / "triton_tutorial.py"), run_name="__main__")
print(f"tutorial 03 through ptxemu: {time.perf_counter() - t:.1f} s")
