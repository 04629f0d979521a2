"""The PTX that ptxemu.cuda (NVRTC) makes of cupy's SGEMM example, for the test that runs it.

    python tools/truth/frontends/cupy_sgemm_ptx.py SGEMM_CU tests/data/frontends/cupy_sgemm_sm90a.ptx

SGEMM_CU is cupy's examples/gemm/sgemm.cu (MAGMA's kernel; fetched, not in this repository). The
source is the one record_cupy_sgemm.py launches on the H100 through cupy.RawKernel (the tile
#defines prepended as cupy's utils.read_code does); the PTX's first line names the source's sha256,
which the H100 recording also holds.
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import record_cupy_sgemm as R  # noqa: E402

import ptxemu.cuda  # noqa: E402


def main(cu: str, out: str) -> None:
    text = Path(cu).read_text()
    k = ptxemu.cuda.RawKernel(R.source(text), "sgemm")
    sha = hashlib.sha256(text.encode()).hexdigest()
    head = f"// cupy examples/gemm/sgemm.cu sha256 {sha}, NVRTC {'.'.join(map(str, ptxemu.cuda.version()))}\n"
    Path(out).write_text(head + k.raw_module.ptx)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
