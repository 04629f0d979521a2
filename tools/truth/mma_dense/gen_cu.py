"""Write mma_kernels.cu: one verify kernel per recorded form (see ptxemu.verify.kernels).

    python tools/truth/mma_dense/gen_cu.py
    nvcc -cubin -gencode=arch=compute_90a,code=sm_90a -o tools/truth/mma_dense/mma_kernels.cubin \\
        tools/truth/mma_dense/mma_kernels.cu

Both outputs are generated (git ignores them); pass them to a device call with `carry`.
"""

import pathlib

from ptxemu.verify import catalog, kernels

NS = (8, 128)
# extra N per input type (valid for the type: integer N <= 224, multiples of 16 above 32)
WIDE_N = {"f16": (16, 24, 136, 256), "bf16": (40, 256), "tf32": (64, 256), "e4m3": (24, 256),
          "e5m2": (56, 256), "s8": (48, 224), "u8": (16, 224), "b1": (24, 256)}
NEG = ((-1, 1), (1, -1), (-1, -1))


def recorded_forms() -> tuple[list[str], list[tuple[str, int, int]]]:
    mf = catalog.mma_forms()
    wf = [(f, 1, 1) for n in NS for f in catalog.wgmma_forms(n)]
    for f8 in catalog.wgmma_forms(8):
        for n in WIDE_N[kernels.form_of(f8).atype]:
            wf.append((f8.replace("m64n8k", f"m64n{n}k"), 1, 1))
    wf += [(f, a, b) for f in catalog.wgmma_forms(8) if ".s32." not in f for a, b in NEG]
    return mf, wf


if __name__ == "__main__":
    mf, wf = recorded_forms()
    out = pathlib.Path(__file__).with_name("mma_kernels.cu")
    out.write_text(kernels.source(mf, wf))
    print(out, len(mf), len(wf))
