"""The CTA order of a launch (launching.launch.ClusterOrder), computed per batch: clusters in x, y,
z order, each cluster's CTAs in %cluster_ctarank order (CUDA's definition: the rank is x-fastest
inside the cluster). It replaced an array of every CTA id, which made a grid of 2^31 - 1 CTAs (the
GPU's largest) an internal MemoryError (29.8 GiB) before the first instruction."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

import ptxemu
from ptxemu.examples import path
from ptxemu.machine.launching.launch import ClusterOrder
from ptxemu.machine.state.registers import Geometry


def by_hand(grid, cluster) -> list[int]:
    """Each CTA's (cluster id, rank) from its coordinates, as the programming guide defines them,
    sorted: the launch order."""
    keys = []
    for z, y, x in itertools.product(range(grid[2]), range(grid[1]), range(grid[0])):
        cid = (x // cluster[0], y // cluster[1], z // cluster[2])
        ncl = (grid[0] // cluster[0], grid[1] // cluster[1])
        rank = x % cluster[0] + cluster[0] * (y % cluster[1] + cluster[1] * (z % cluster[2]))
        keys.append((cid[0] + ncl[0] * (cid[1] + ncl[1] * cid[2]), rank, x + grid[0] * (y + grid[1] * z)))
    return [k[2] for k in sorted(keys)]


SHAPES = [((5, 1, 1), (1, 1, 1)), ((4, 6, 2), (2, 3, 1)), ((8, 4, 4), (2, 2, 2)), ((6, 2, 3), (3, 1, 1)),
          ((1, 4, 4), (1, 1, 4))]


@pytest.mark.parametrize("grid, cluster", SHAPES)
def test_order_is_cluster_by_cluster(grid, cluster) -> None:
    order = ClusterOrder(Geometry(grid, (32, 1, 1), cluster))
    want = by_hand(grid, cluster)
    assert len(order) == len(want) and order[:].tolist() == want
    assert order[3 : 3 + 5].tolist() == want[3:8] and int(order[len(want) - 1]) == want[-1]


def test_largest_grid_starts_without_an_array_of_every_cta() -> None:
    mod = ptxemu.Module(path("nvcc_sm90a.ptx").read_text())
    x, y = np.ones(4, np.float32), np.ones(4, np.float32)
    with pytest.raises(ptxemu.PtxRuntimeError, match="instruction budget of 100,000"):
        mod.launch("saxpy", grid=2**31 - 1, block=32, args=[np.int32(4), np.float32(2), x, y],
                   budget=100_000, workers=1, route="interp")
    with pytest.raises(ptxemu.PtxOperandError, match=r"grid \(1, 65536, 1\): a grid has at most"):
        mod.launch("saxpy", grid=(1, 65536), block=32, args=[np.int32(4), np.float32(2), x, y])
