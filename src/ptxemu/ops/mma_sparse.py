"""Sparse A at matrix level: mma.sp / mma.sp::ordered_metadata and wgmma.mma_async.sp.

Convention (docs/numerics.md, "Sparse A"): A is the M x K/2 matrix of the stored elements (what the
registers or the shared-memory image hold), `metadata` the M x F matrix of raw index fields that
operand 'e' of `ptxemu.layout` reads out of the metadata registers (F fields per row, each
`field_bits` wide: table.SPARSE_PATTERNS). Field j of a row names where stored element j (s4/u4:
stored pair j) sits inside its chunk of the full K-wide row (manual 9.7.14.6.1 / 9.7.15.6.1):

* 2:4 (f16, bf16, e4m3, e5m2, s8, u8): 2-bit index 0..3 inside chunk j // 2;
* 1:2 (tf32): 4-bit field, 0b0100 = first element of chunk j, 0b1110 = second;
* 4:8 pairwise (s4, u4): 2-bit index of a pair of elements inside chunk j // 2 (8 elements).

The two fields of a chunk must differ; `.sp::ordered_metadata` also needs them increasing (the six
values the manual lists). Anything else is undefined in the manual and raises PtxOperandError.

`stored_columns` turns the fields into the K column of every stored element; `metadata_fields` is
its inverse. The arithmetic (`evaluate_sparse`) is the measured one (docs/numerics.md): each output
is the dense model applied to the K/2 stored products, A's element j against row cols[j] of B: the
rows of B that the metadata skips are never read (inf/NaN there do not reach D).
"""

from __future__ import annotations

import dataclasses
from typing import Any

import numpy as np

from ptxemu.errors import PtxOperandError
from ptxemu.isa.catalogue.mma_forms import DenseForm
from ptxemu.isa.catalogue.table import SPARSE_ORDERED_NIBBLES, SPARSE_PATTERNS, SparsePattern


def pattern(form: DenseForm) -> SparsePattern:
    return SPARSE_PATTERNS["." + form.atype]


def field_count(form: DenseForm, pat: SparsePattern | None = None) -> int:
    """Index fields per row of A."""
    p = pat or pattern(form)
    return (form.k // p.chunk) * p.kept // p.per_field


def _check_fields(form: DenseForm, E: np.ndarray, p: SparsePattern) -> None:
    if p.ordered is not None:  # tf32: one 4-bit field per chunk, two meaningful values
        bad = ~np.isin(E, p.ordered)
        if bad.any():
            v = int(E[bad].flat[0])
            raise PtxOperandError(
                f"'{form.name}': metadata field {v:#06b} is undefined for .tf32 "
                "(only 0b0100 and 0b1110 are meaningful, manual 9.7.14.6.1)"
            )
        return
    lo, hi = E[..., 0::2].astype(np.int64), E[..., 1::2].astype(np.int64)
    if (lo == hi).any():
        v = int(lo[lo == hi].flat[0])
        raise PtxOperandError(
            f"'{form.name}': metadata names index {v} twice in one chunk "
            f"({v * 5:#06b} is an invalid metadata value, manual 9.7.14.6.1)"
        )
    if form.sparse == "ordered" and (lo > hi).any():
        nib = int((lo | hi << 2)[lo > hi].flat[0])
        raise PtxOperandError(
            f"'{form.name}': metadata value {nib:#06b} is not one of the ordered "
            ".sp::ordered_metadata values "
            f"({', '.join(f'{x:#06b}' for x in SPARSE_ORDERED_NIBBLES)})"
        )


def stored_columns(form: DenseForm, metadata: Any, pat: SparsePattern | None = None) -> np.ndarray:
    """(..., M, K/2) int64: the K column of every stored element of A, from the index fields (`pat`:
    the storage pattern when the element type alone does not name it, as for tcgen05's kinds)."""
    E = np.asarray(metadata)
    p = pat or pattern(form)
    F = field_count(form, p)
    if E.ndim < 2 or E.shape[-2:] != (form.m, F):
        raise PtxOperandError(
            f"'{form.name}': metadata must have shape (..., {form.m}, {F}) (index "
            f"fields per row of A), got {E.shape}"
        )
    if E.dtype.kind not in "ui" or (E.size and (E.min() < 0 or E.max() >= 1 << p.field_bits)):
        raise PtxOperandError(f"'{form.name}': metadata must hold {p.field_bits}-bit unsigned index fields")
    _check_fields(form, E, p)
    E = E.astype(np.int64)
    j = np.arange(form.k // 2)
    if p.ordered is not None:  # 1:2, one field per chunk and stored element
        return 2 * j + (E == p.ordered[1])
    if p.per_field == 1:  # 2:4
        return 4 * (j // 2) + E
    q = j // 2  # 4:8 pairs: stored element j belongs to pair q = field q
    return 8 * (q // 2) + 2 * E[..., q] + j % 2


def metadata_fields(form: DenseForm, cols: Any) -> np.ndarray:
    """The index fields (uint8) that place the stored elements at columns `cols` (..., M, K/2)."""
    c = np.asarray(cols, np.int64)
    p = pattern(form)
    if p.ordered is not None:
        return np.where(c % 2 == 1, p.ordered[1], p.ordered[0]).astype(np.uint8)
    if p.per_field == 1:
        return (c % 4).astype(np.uint8)
    return ((c[..., 0::2] % 8) // 2).astype(np.uint8)


def evaluate_sparse(
    form: DenseForm,
    A: np.ndarray,
    B: np.ndarray,
    C: np.ndarray,
    cols: np.ndarray,
    batch: tuple[int, ...],
    *,
    scale_d: np.ndarray,
    neg_a: np.ndarray,
    neg_b: np.ndarray,
    target: str | None,
) -> np.ndarray:
    """D of a sparse form: every row m of D is a dense 1 x N x K/2 product of A's stored row m with
    the rows cols[m] of B (the dense model of the form's path, docs/numerics.md 'Sparse A')."""
    from ptxemu.numerics.models import evaluate_form

    M, N, KS = form.m, form.n, form.k // 2
    A = np.broadcast_to(A, batch + (M, KS))
    C = np.broadcast_to(C, batch + (M, N))
    cols = np.broadcast_to(cols, batch + (M, KS))
    T = int(np.prod(batch, dtype=np.int64))
    Bf = np.broadcast_to(B, batch + (form.k, N)).reshape(T, form.k, N)
    # rows of B gathered per stored element (whole rows of N codes at a time): (..., M, K/2, N)
    Bg = Bf[np.arange(T)[:, None, None], cols.reshape(T, M, KS)].reshape(batch + (M, KS, N))
    row = dataclasses.replace(form, m=1, k=KS, sparse="")

    def per_row(x):  # per-case scalars broadcast to every row
        x = np.asarray(x)
        return x[..., None, :, :] if x.ndim >= 2 else x

    D = evaluate_form(
        row,
        A[..., :, None, :],
        Bg,
        C[..., :, None, :],
        scale_d=per_row(scale_d),
        neg_a=per_row(neg_a),
        neg_b=per_row(neg_b),
        target=target,
    )
    return D.reshape(batch + (M, N))


__all__ = ["stored_columns", "metadata_fields", "evaluate_sparse", "field_count", "pattern"]
