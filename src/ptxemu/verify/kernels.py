"""CUDA source of the layout-agnostic verify kernels (one per instruction form).

mma.sync kernels: one warp per case; each thread reads its A/B/C registers from flat buffers
[case][thread][reg], executes the instruction once, writes its D registers.
wgmma kernels: one warpgroup per case; A and B come from shared memory images (K-major, no
swizzle, built on the host by verify.fragments.smem_kmajor) for `steps` chained instructions,
each with its own scale-d; C/D registers as for mma.sync.
"""

from __future__ import annotations

import re

from ptxemu.isa.statement import parse_instruction
from ptxemu.ops.mma_dense import DenseForm, elem_bits, parse_dense_form
from ptxemu.verify.fragments import wgmma_descriptor

PRELUDE = "#include <cstdint>\n"


def kernel_name(form_text: str, imm_a: int = 1, imm_b: int = 1) -> str:
    base = re.sub(r"[^A-Za-z0-9]", "_", form_text)
    if imm_a != 1 or imm_b != 1:
        base += f"_sa{'n' if imm_a < 0 else 'p'}_sb{'n' if imm_b < 0 else 'p'}"
    return "k_" + base


def form_of(text: str) -> DenseForm:
    return parse_dense_form(parse_instruction(text))


def _regs(form: DenseForm, op: str) -> tuple[int, str, str]:
    """(number of registers per thread, C type, asm constraint) of operand op."""
    typ = {"a": form.atype, "b": form.btype, "c": form.ctype, "d": form.dtype}[op]
    bits = elem_bits(typ)
    if form.family == "wgmma":
        n_el = form.n // 2
    elif op in "cd":
        n_el = 2 if form.m == 8 and not (form.k == 4 and form.atype == "f16") else 4
        if form.m == 8 and form.k == 4 and form.atype == "f16":
            n_el = 8
    elif form.m == 8 and form.k == 4 and form.atype == "f16":
        n_el = 4  # four quad-pair MMAs per warp
    else:
        n_el = (form.m if op == "a" else form.n) * form.k // 32
    if typ == "f64":
        return n_el, "double", "d"
    per = max(1, 32 // bits)
    n = n_el // per
    if typ == "f32":
        return n, "float", "f"
    return n, "unsigned", "r"


def _load(ctype: str, src: str) -> str:
    if ctype == "float":
        return f"__uint_as_float({src})"
    if ctype == "double":
        return f"__longlong_as_double((long long)({src}))"
    return src


def _store(ctype: str, v: str) -> str:
    if ctype == "float":
        return f"__float_as_uint({v})"
    if ctype == "double":
        return f"(unsigned long long)__double_as_longlong({v})"
    return v


def mma_kernel(text: str) -> tuple[str, str]:
    f = form_of(text)
    name = kernel_name(text)
    na, ta, ca = _regs(f, "a")
    nb, tb, cb = _regs(f, "b")
    nc, tc, cc = _regs(f, "c")
    nd, td, cdc = _regs(f, "d")
    wt = lambda t: "unsigned long long" if t == "double" else "unsigned"  # noqa: E731
    lines = [f'extern "C" __global__ void {name}(const {wt(ta)}* A, const {wt(tb)}* B, '
             f'const {wt(tc)}* C, {wt(td)}* D) {{',
             "  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;"]
    for nm, n, ty, buf in (("a", na, ta, "A"), ("b", nb, tb, "B"), ("c", nc, tc, "C")):
        lines.append(f"  {ty} {nm}[{n}];")
        for i in range(n):
            lines.append(f"  {nm}[{i}] = {_load(ty, f'{buf}[t * {n} + {i}]')};")
    lines.append(f"  {td} d[{nd}];")
    ops, k = [], 0
    douts = []
    for i in range(nd):
        ops.append(f'"={cdc}"(d[{i}])')
        douts.append(f"%{k}")
        k += 1
    groups = []
    ins_ops = []
    for nm, n, con in (("a", na, ca), ("b", nb, cb), ("c", nc, cc)):
        g = []
        for i in range(n):
            ins_ops.append(f'"{con}"({nm}[{i}])')
            g.append(f"%{k}")
            k += 1
        groups.append(g)
    asm = (f'  asm volatile("{text} {{{", ".join(douts)}}}, {{{", ".join(groups[0])}}}, '
           f'{{{", ".join(groups[1])}}}, {{{", ".join(groups[2])}}};\\n"\n'
           f'    : {", ".join(ops)}\n    : {", ".join(ins_ops)});')
    lines.append(asm)
    for i in range(nd):
        lines.append(f"  D[t * {nd} + {i}] = {_store(td, f'd[{i}]')};")
    lines.append("}")
    return name, "\n".join(lines) + "\n"


def wgmma_smem_bytes(f: DenseForm) -> tuple[int, int]:
    """Bytes of the A and B shared-memory images of one wgmma step (K is 32 bytes for all)."""
    kbytes = f.k * elem_bits(f.atype) // 8
    return 64 * kbytes, f.n * kbytes


def wgmma_kernel(text: str, imm_a: int = 1, imm_b: int = 1) -> tuple[str, str]:
    f = form_of(text)
    name = kernel_name(text, imm_a, imm_b)
    nd, td, cd = _regs(f, "d")
    abytes, bbytes = wgmma_smem_bytes(f)
    per = abytes + bbytes
    d = wgmma_descriptor(f)
    desc_hi = d.sbo >> 4
    desc_lo_const = (d.lbo >> 4) << 16
    g = f.entry.row  # the wgmma group of the one table: which immediates the form takes
    tail = "p" + (f", {imm_a}, {imm_b}" if g.scale_imms else "") + (", 0, 0" if g.trans else "")
    lines = [f'extern "C" __global__ void __launch_bounds__(128, 1) {name}(const uint4* img, '
             'const unsigned* C, unsigned* D, const int* sd, int steps) {',
             "  extern __shared__ __align__(1024) unsigned char sm[];",
             f"  const int per = {per};",
             "  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;",
             "  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];",
             '  asm volatile("fence.proxy.async.shared::cta;\\n" ::: "memory");',
             "  __syncthreads();",
             '  asm volatile("fence.proxy.async.shared::cta;\\n" ::: "memory");',
             "  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;",
             f"  {td} d[{nd}];"]
    for i in range(nd):
        lines.append(f"  d[{i}] = {_load(td, f'C[t * {nd} + {i}]')};")
    lines += ["  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);",
              "  for (int s = 0; s < steps; ++s) {",
              "    const unsigned aa = base + s * per, ba = aa + " + str(abytes) + ";",
              f"    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4)"
              f" | {desc_lo_const}ull | ((unsigned long long){desc_hi} << 32);",
              f"    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4)"
              f" | {desc_lo_const}ull | ((unsigned long long){desc_hi} << 32);",
              "    const int p = sd[blockIdx.x * steps + s];",
              '    asm volatile("wgmma.fence.sync.aligned;\\n" ::: "memory");']
    douts = ", ".join(f"%{i}" for i in range(nd))
    ops = ", ".join(f'"+{cd}"(d[{i}])' for i in range(nd))
    lines.append(f'    asm volatile("{{\\n.reg .pred p;\\nsetp.ne.b32 p, %{nd + 2}, 0;\\n'
                 f'{text} {{{douts}}}, %{nd}, %{nd + 1}, {tail};\\n}}\\n"\n'
                 f'      : {ops}\n      : "l"(da), "l"(db), "r"(p) : "memory");')
    lines += ['    asm volatile("wgmma.commit_group.sync.aligned;\\n" ::: "memory");',
              '    asm volatile("wgmma.wait_group.sync.aligned 0;\\n" ::: "memory");',
              "  }"]
    for i in range(nd):
        lines.append(f"  D[t * {nd} + {i}] = {_store(td, f'd[{i}]')};")
    lines.append("}")
    return name, "\n".join(lines) + "\n"


def source(mma_forms: list[str], wgmma_forms: list[tuple[str, int, int]]) -> str:
    parts = [PRELUDE]
    for t in mma_forms:
        parts.append(mma_kernel(t)[1])
    for t, ia, ib in wgmma_forms:
        parts.append(wgmma_kernel(t, ia, ib)[1])
    return "\n".join(parts)
