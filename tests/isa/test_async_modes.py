"""check() against ptxas on the families it had wrong (tools/corpus/async_modes.py wrote
tests/data/isa/async_modes.json.xz, 2,257 modules labelled by ptxas 13.0 and 13.5):
* the modes of the shared::cta -> global tensor copies and reductions (.tile, .im2col_no_offs on
  3d-5d, .tile::scatter4 on 2d for the sm_100a family from PTX 8.6, every load-only mode refused).
  check() had refused .im2col_no_offs, which the H100 ran (tests/machine/test_tma_nooffs_hw.py), and
  accepted the load modes ptxas refuses;
* the global -> shared tensor loads (every load mode on every dimension into .shared::cluster and
  .shared::cta; .multicast::cluster, .cta_group::1/2 and .L2::cache_hint on nine targets; PTX 8.0-8.8;
  the coordinate, im2colInfo, ctaMask and policy operands present, absent or miscounted) and their L2
  prefetches: check() had taken every load mode on every dimension and target (.tile::gather4 on 1d,
  .im2col::w on sm_90a, .multicast::cluster into .shared::cta, .cta_group on sm_90a, any number of
  coordinates or im2col offsets): 565 of 1,282 loads and 111 of 303 prefetches
  disagreed (and 8 stores/reductions with miscounted coordinates);
* the plain bulk copies (.multicast::cluster into .shared::cta, a .shared::cta destination before PTX
  8.6): 10 of 96;
* the fences restricted to shared memory (fence.release.sync_restrict::shared::cta.cluster, which
  CUTLASS's sm_120a kernels use, had been refused)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from ptxas_labels import assert_check_agrees  # noqa: E402

from ptxemu.host import read_text

DATA = Path(__file__).resolve().parents[1] / "data" / "isa" / "async_modes.json.xz"
CASES = json.loads(read_text(DATA))


def test_the_labels_are_ptxas_own():
    assert "13.5" in CASES["ptxas"]["13.5"] and "13.0" in CASES["ptxas"]["13.0"]
    # the versions differ only where 13.5 takes the .acq_rel proxy fence that 13.0 refuses (the pinned
    # ptxas, 13.5, is the label)
    cases = CASES["cases"]
    differ = {n for n, c in cases.items() if c["ptxas13.0"]["accepted"] != c["ptxas13.5"]["accepted"]}
    assert differ and all(".acq_rel.sync_restrict" in n and CASES["cases"][n]["ptxas13.5"]["accepted"]
                          for n in differ)
    verdicts = [c["ptxas13.5"]["accepted"] for c in CASES["cases"].values()]
    assert 40 <= sum(verdicts) <= len(verdicts) - 300
    # the families are all there, each with modules ptxas takes and modules it refuses
    for fam in ("load_", "prefetch_", "bulk_", "store_", "reduce_", "fence"):
        labels = {c["ptxas13.5"]["accepted"] for n, c in cases.items() if n.startswith(fam)}
        assert labels == {True, False}, fam


@pytest.mark.parametrize("name", sorted(CASES["cases"]))
def test_check_agrees_with_ptxas(name):
    assert_check_agrees(CASES["cases"][name])
