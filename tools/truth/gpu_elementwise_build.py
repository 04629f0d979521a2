"""Build the sm_90a recording module LOCALLY (no device time): run with the venv's python.

1. every candidate form (gpu_elementwise_forms.py) is tried alone with ptxas 13.0 for sm_90a;
   those it rejects are listed (with ptxas' message) in forms.json as `rejected`;
2. the accepted ones become one kernel each in gpu_elementwise.ptx (raw PTX, so the instruction
   under test is exactly the one written, not whatever a C++ front end chooses);
3. ptxas compiles that module to gpu_elementwise.cubin; the inputs (seeded: build_inputs) are not
   stored: tests/data/gpu_elementwise/inputs.seeded.json names them and their sha256, and load_npz
   makes them again for the device script and the tests.

The device script gpu_elementwise.py loads the cubin with CuPy and records every kernel's output.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[1] / "src"))

from gpu_elementwise_forms import Form, candidate_forms  # noqa: E402
from gpu_elementwise_inputs import build_inputs  # noqa: E402

from ptxemu.host import write_text  # noqa: E402

PTXAS = "/usr/local/cuda/bin/ptxas"
ARCH = "sm_90a"
HEADER = ".version 8.8\n.target sm_90a\n.address_size 64\n\n"


def kernel(idx: int, form: Form) -> str:
    regs = "\n".join(f"  .reg .b{w} %s_{op};" for op, _, w in form.sources)
    body = [f".visible .entry k{idx}(.param .u64 p0, .param .u64 p1, .param .u64 p2, .param .u64 p3,",
            "    .param .u32 pn)", "{",
            "  .reg .pred %p; .reg .b32 %i, %t, %n; .reg .b64 %o, %q;", regs,
            f"  .reg .b{form.dwidth} %s_d;",
            "  mov.u32 %i, %ctaid.x; mov.u32 %t, %ntid.x; mul.lo.u32 %i, %i, %t;",
            "  mov.u32 %t, %tid.x; add.u32 %i, %i, %t;",
            "  ld.param.u32 %n, [pn]; setp.ge.u32 %p, %i, %n; @%p bra DONE;"]
    for k, (op, _, w) in enumerate(form.sources):
        body += [f"  ld.param.u64 %q, [p{k}]; cvta.to.global.u64 %q, %q;",
                 f"  mad.wide.u32 %o, %i, {w // 8}, %q; ld.global.b{w} %s_{op}, [%o];"]
    ins = form.text.rstrip(";")
    opc, ops = ins.split(None, 1)
    ops = ", ".join("%s_" + o.strip() for o in ops.split(","))
    if opc.startswith("redux"):
        # warp-level: only the lanes named in the warp's membermask execute; others keep a marker
        body += ["  { .reg .b32 %lane, %bit; .reg .pred %in;",
                 "  mov.u32 %lane, %laneid; shr.b32 %bit, %s_m, %lane; and.b32 %bit, %bit, 1;",
                 "  setp.ne.u32 %in, %bit, 0; mov.b32 %s_d, 0xDEADBEEF;",
                 f"  @%in {opc} {ops}; }}"]
    else:
        body.append(f"  {opc} {ops};")
    body += [f"  ld.param.u64 %q, [p{len(form.sources)}]; cvta.to.global.u64 %q, %q;",
             f"  mad.wide.u32 %o, %i, {form.dwidth // 8}, %q; st.global.b{form.dwidth} [%o], %s_d;",
             "DONE:", "  ret;", "}", ""]
    return "\n".join(body)


def try_form(form: Form) -> str | None:
    """None if ptxas accepts the form for sm_90a, else its message."""
    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / "k.ptx"
        p.write_text(HEADER + kernel(0, form))
        r = subprocess.run([PTXAS, f"-arch={ARCH}", str(p), "-o", str(Path(d) / "k.cubin")],
                           capture_output=True, text=True)
        if r.returncode == 0:
            return None
        return " ".join(r.stderr.split())[:300]


def main() -> None:
    forms = candidate_forms()
    with ThreadPoolExecutor(4) as ex:
        verdicts = list(ex.map(try_form, forms))
    accepted = [f for f, v in zip(forms, verdicts, strict=True) if v is None]
    rejected = {f.text: v for f, v in zip(forms, verdicts, strict=True) if v is not None}
    ptx = HEADER + "".join(kernel(i, f) for i, f in enumerate(accepted))
    (HERE / "gpu_elementwise.ptx").write_text(ptx)
    subprocess.run([PTXAS, f"-arch={ARCH}", str(HERE / "gpu_elementwise.ptx"), "-o",
                    str(HERE / "gpu_elementwise.cubin")], check=True)
    meta = {
        "arch": ARCH,
        "ptxas": subprocess.run([PTXAS, "--version"], capture_output=True, text=True).stdout.split("\n")[-2],
        "forms": [{"kernel": f"k{i}", "text": f.text, "sources": [list(s) for s in f.sources],
                   "dwidth": f.dwidth, "owner": f.owner, "group": f.group}
                  for i, f in enumerate(accepted)],
        "rejected": rejected,
    }
    write_text(HERE / "gpu_elementwise_forms.json.xz", json.dumps(meta, indent=1))  # kept .xz
    from ptxemu.machine.launching.seeded import write_manifest

    write_manifest(HERE.parents[1] / "tests/data/gpu_elementwise/inputs.npz", build_inputs(),
                   "tools/truth/gpu_elementwise_inputs.py", "build_inputs")
    print(f"{len(accepted)} forms accepted, {len(rejected)} rejected")


if __name__ == "__main__":
    main()
