"""Write mma_kernels.cu: one verify kernel per recorded form (see ptxemu.verify.kernels)."""

import pathlib

from ptxemu.verify import catalog, kernels

NS = (8, 128)
NEG = ((-1, 1), (1, -1), (-1, -1))


def recorded_forms() -> tuple[list[str], list[tuple[str, int, int]]]:
    mf = catalog.mma_forms()
    wf = [(f, 1, 1) for n in NS for f in catalog.wgmma_forms(n)]
    wf += [(f, a, b) for f in catalog.wgmma_forms(8) if ".s32." not in f for a, b in NEG]
    return mf, wf


if __name__ == "__main__":
    mf, wf = recorded_forms()
    out = pathlib.Path(__file__).with_name("mma_kernels.cu")
    out.write_text(kernels.source(mf, wf))
    print(out, len(mf), len(wf))
