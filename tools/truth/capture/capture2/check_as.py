"""Replay the launches a capture --as recorded without running them and compare each one's output with
the program's reference: the next launch whose kernel is a CUTLASS reference GEMM, the allocation it
changed on the GPU (CUTLASS examples: the device reference writes ref_D).

    PYTHONPATH=src python tools/truth/capture/capture2/check_as.py CAPTURE.ptxcap.xz
"""

import sys
import time

import ptxemu.capture as pc

c = pc.open(sys.argv[1])
ls = c.launches
ok = 0
for i, g in enumerate(ls):
    if not g.skipped:
        continue
    ref = next(x for x in ls[i + 1:] if "reference" in x.kernel and ("Gemm" in x.kernel))
    t = time.time()
    r = g.replay(keep_device=True)
    written = [m for m in g.memory if bytes(r.device.read(m.address, m.size)) != m.before]
    (rd,) = [m for m in ref.memory if m.changed]
    same = len(written) == 1 and bytes(r.device.read(written[0].address, written[0].size)) == rd.after
    ok += same
    print(g.index, r.verdict, len(g.refused_maps()), [m.size for m in written], rd.size,
          "EQUAL" if same else "DIFFERENT", f"{time.time() - t:.1f}s", flush=True)
print(f"{ok} of {sum(x.skipped for x in ls)} skipped GEMMs equal their reference")
