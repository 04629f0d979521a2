"""st.async and red.async (manual 9.7.9.12, 9.7.13.7): a store or reduction into (usually another
CTA's) shared memory whose completion is signalled by complete-tx on an mbarrier.

The store or reduction happens at issue, in ascending lane order like st/red; then each lane's
complete-tx of the bytes it wrote is performed on its mbarrier (operand 3, in the same state space
as the destination: .shared::cluster, or generic). The .global forms with .release (sm_100+) and
no completion mechanism are plain stores/reductions here: executing them at once is one of the
executions the memory model allows."""

from __future__ import annotations

import numpy as np

from ptxemu.machine.program.program import type_bits
from ptxemu.machine.program.step import Cx
from ptxemu.machine.semantics.access import Addr, _lane_index, _lanes, space_of, vec_count


def async_form(cx: Cx, plain):
    """Wrap the compiled plain st/red `plain` (which reads operands a and b) with the complete-tx."""
    q = cx.ins.qualifiers
    ops = list(cx.ins.operands)
    if ".mbarrier::complete_tx::bytes" not in q:
        if len(ops) != 2:
            raise cx.error("st.async/red.async without a completion mechanism take [a], b")
        return plain
    if len(ops) != 3:
        raise cx.error("st.async/red.async with .mbarrier::complete_tx::bytes take [a], b, [mbar]")
    from ptxemu.machine.semantics.mbarrier import complete_tx

    space = space_of(cx)
    typ = next(x for x in q if x[1:2] in "bsuf" and x[2:].isdigit())
    nbytes = type_bits(typ) // 8 * vec_count(cx)
    mbar = Addr(cx, ops[2], space)

    def run(st, m) -> None:
        plain(st, m)
        lanes = _lane_index(st, _lanes(st, m))
        ad = mbar.lanes_addr(st, lanes)
        if not space:  # generic addresses of shared memory: the shared::cluster address inside the window
            ad = ad - np.uint64(st.windows.shared)
        complete_tx(st, lanes, ad, nbytes)

    return run
