"""Host arrays as launch arguments (ptxemu.arrays): numpy arrays, torch CPU tensors, objects with
`__array_interface__` or DLPack, strided and overlapping views, read where they lie and written back
in place, the pointer the kernel sees being the host's own.

The kernels are nvcc -O3's (src/ptxemu/examples/nvcc_sm90a.ptx, run against the H100 by
tests/machine/test_kernels_hw.py): `transpose` copies floats exactly, so numpy's own transpose is the
reference; `saxpy` (y = fma(a, x, y)) is used with integer-valued floats, where fma is exact.
"""

from __future__ import annotations

import numpy as np
import pytest

import ptxemu
from ptxemu.arrays import host_array
from ptxemu.examples import path as example_path

PTX = example_path("nvcc_sm90a.ptx").read_text()


def _transpose(inp, out, rows, cols):
    ptxemu.launch(PTX, "transpose", grid=(-(-cols // 32), -(-rows // 32), 1), block=(32, 8, 1),
                  args=[np.int32(rows), np.int32(cols), inp, out])


def _saxpy(n, a, x, y):
    ptxemu.launch(PTX, "saxpy", grid=-(-n // 256), block=256, args=[np.int32(n), np.float32(a), x, y])


def test_torch_cpu_tensors_are_read_and_written_in_place():
    torch = pytest.importorskip("torch")
    inp = torch.arange(50 * 70, dtype=torch.float32).reshape(50, 70)
    out = torch.zeros(70, 50)
    before = out.data_ptr()
    _transpose(inp, out, 50, 70)
    assert out.data_ptr() == before and torch.equal(out, inp.t())


def test_a_tensor_slice_gets_its_own_address_and_its_neighbours_stay():
    torch = pytest.importorskip("torch")
    buf = torch.full((10 + 50 * 70 + 10,), -1.0)
    inp = torch.arange(50 * 70, dtype=torch.float32).reshape(50, 70)
    out = buf[10 : 10 + 50 * 70].view(70, 50)  # a view at an offset in a bigger storage
    _transpose(inp, out, 50, 70)
    assert torch.equal(out, inp.t())
    assert (buf[:10] == -1).all() and (buf[-10:] == -1).all()


def test_a_strided_view_is_addressed_from_its_first_element_as_on_a_gpu():
    """A kernel indexing x[i] contiguously over a view of every other element reads the storage
    from the view's first element on (the skipped elements too): what cupy on a GPU would give."""
    base = np.arange(2000, dtype=np.float32)
    x = base[::2]  # not contiguous; its extent is base[0:1999]
    y = np.zeros(999, np.float32)
    _saxpy(999, 1.0, x, y)
    assert np.array_equal(y, base[:999])
    h = host_array(x)
    assert h.lo == base.ctypes.data and h.hi == base.ctypes.data + 1999 * 4


def test_overlapping_views_share_one_allocation():
    base = np.arange(300, dtype=np.float32)
    x, y = base[0:200], base[100:300]  # y[i] = x[i] + y[i] with y overlapping x's second half
    _saxpy(100, 1.0, x, y)  # i < 100 only: reads base[i] and base[100+i], writes base[100+i]
    ref = np.arange(300, dtype=np.float32)
    ref[100:200] = ref[0:100] + ref[100:200]
    assert np.array_equal(base, ref)


def test_array_interface_and_dlpack_objects_are_written_back():
    torch = pytest.importorskip("torch")

    class AI:  # only __array_interface__
        def __init__(self, a):
            self.a = a
            self.__array_interface__ = a.__array_interface__

    class DL:  # only DLPack
        def __init__(self, t):
            self.t = t

        def __dlpack__(self, **kw):
            return self.t.__dlpack__(**kw)

        def __dlpack_device__(self):
            return self.t.__dlpack_device__()

    inp = np.arange(50 * 70, dtype=np.float32).reshape(50, 70)
    out_np = np.zeros((70, 50), np.float32)
    _transpose(AI(inp), AI(out_np), 50, 70)
    assert np.array_equal(out_np, inp.T)
    out_t = torch.zeros(70, 50)
    _transpose(DL(torch.from_numpy(inp)), DL(out_t), 50, 70)
    assert torch.equal(out_t, torch.from_numpy(inp).t())


def test_a_read_only_array_written_by_the_kernel_is_an_error_naming_the_line():
    x = np.ones(256, np.float32)
    y = np.ones(256, np.float32)
    y.flags.writeable = False
    with pytest.raises(ptxemu.PtxemuError, match="line"):
        _saxpy(256, 1.0, x, y)
    assert (y == 1).all()


def test_a_reversed_view_is_read_from_its_first_element_and_overruns_its_extent():
    """x[::-1]'s first element is the storage's last: a kernel reading x[1] forward leaves the
    extent, which a GPU would read silently from whatever lies there; ptxemu stops with the line."""
    x = np.arange(256, dtype=np.float32)[::-1]
    y = np.zeros(256, np.float32)
    with pytest.raises(ptxemu.PtxemuError, match="outside every global allocation"):
        _saxpy(256, 1.0, x, y)


def test_scalars_and_zero_d_arrays_pass_by_value():
    assert host_array(np.float32(1)) is None and host_array(np.array(3, np.int32)) is None
    assert host_array(None) is None and host_array(b"\0" * 8) is None


def test_module_launch_takes_torch_tensors_of_any_dtype_and_dlpack_objects():
    """ptxemu.Module.launch maps contiguous host arrays as numpy views: bfloat16 tensors (numpy has
    no such dtype) and tensors that require grad are written back in place."""
    torch = pytest.importorskip("torch")
    mod = ptxemu.Module(PTX)
    inp = torch.arange(50 * 70, dtype=torch.float32).reshape(50, 70).requires_grad_()
    out = torch.zeros(70, 50)
    mod.launch("transpose", (3, 2, 1), (32, 8, 1), [np.int32(50), np.int32(70), inp, out])
    assert torch.equal(out, inp.detach().t())
    x = torch.arange(512, dtype=torch.int16).view(torch.bfloat16)  # raw bf16 codes 0..511
    y = torch.zeros(256, dtype=torch.float32)
    # saxpy over the 256 floats whose bits are pairs of the bf16 codes: y = 1 * x + 0, bit for bit
    mod.launch("saxpy", 1, 256, [np.int32(256), np.float32(1), x, y])
    ref = np.arange(512, dtype=np.uint16).view(np.uint32)  # fma.rn.f32 keeps subnormals: exact
    assert np.array_equal(y.numpy().view(np.uint32), ref)


def test_module_launch_takes_strided_views_through_their_strides():
    """Module.launch (which copies arguments into its device's heap) takes what ptxemu.launch takes:
    a transposed view and an every-other-element view are read from their first element through
    their strides, and a strided output view is written back into its own elements only."""
    mod = ptxemu.Module(PTX)
    base = np.arange(70 * 50, dtype=np.float32).reshape(70, 50)
    inp = base.T  # (50, 70), not C-contiguous: the kernel reads it as 50 x 70 rows of 70 floats
    out = np.zeros((70, 50), np.float32)
    mod.launch("transpose", (3, 2, 1), (32, 8, 1), [np.int32(50), np.int32(70), inp, out])
    # transpose() indexes its input as a contiguous 50 x 70 matrix from the view's first element:
    # the storage's first 3,500 floats, i.e. `base` itself read row-major
    assert np.array_equal(out, base.reshape(-1).reshape(50, 70).T)
    x = np.arange(2000, dtype=np.float32)[::2]
    ybase = np.zeros(2000, np.float32)
    ybase[999:] = -1
    y = ybase[:999]
    mod.launch("saxpy", 4, 256, [np.int32(999), np.float32(1), x, y])  # y = x[0..998] as stored
    assert np.array_equal(y, np.arange(999, dtype=np.float32)) and (ybase[999:] == -1).all()
    z = np.zeros(2000, np.float32)
    zs = z[1::2]  # saxpy writes zs[i] through the contiguous index: z[1 + i] for i < 500
    mod.launch("saxpy", 2, 256, [np.int32(500), np.float32(2), np.ones(500, np.float32), zs])
    assert np.array_equal(z[1:501], np.full(500, 2, np.float32)) and z[0] == 0 and (z[501:] == 0).all()


def test_module_launch_refuses_overlapping_views_naming_the_argument():
    mod = ptxemu.Module(PTX)
    base = np.arange(600, dtype=np.float32)
    with pytest.raises(ptxemu.PtxemuError, match="argument 3.*overlaps"):
        mod.launch("saxpy", 1, 256, [np.int32(100), np.float32(1), base[0:400:2], base[100:500:2]])
