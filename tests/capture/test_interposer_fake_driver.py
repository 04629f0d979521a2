"""The capture interposer end to end on a machine without a GPU: a stand-in libcuda.so.1 (fake/libcuda.c,
host memory, one kernel) and a program that reaches it as the CUDA runtime does (dlopen, dlsym of
cuGetProcAddress_v2, every entry point through it). `ptxemu capture` records its two launches, and
`ptxemu replay` runs them in ptxemu and compares with what the stand-in driver computed on the host."""

from __future__ import annotations

import subprocess
from pathlib import Path

import numpy as np
import pytest

import ptxemu.capture
from ptxemu.capture import native
from ptxemu.capture.record import capture
from ptxemu.cli import main

HERE = Path(__file__).parent / "fake"

pytestmark = pytest.mark.skipif(native.compiler() is None, reason="no C compiler")


@pytest.fixture(scope="module")
def fake(tmp_path_factory):
    d = tmp_path_factory.mktemp("fake")
    cc = native.compiler()
    lib = d / "libcuda.so.1"
    subprocess.run([cc, "-shared", "-fPIC", "-Wl,-soname,libcuda.so.1", "-o", str(lib),
                    str(HERE / "libcuda.c")], check=True)
    subprocess.run([cc, "-o", str(d / "program"), str(HERE / "program.c"), "-ldl", str(lib)], check=True)
    return d


@pytest.fixture
def env(fake, tmp_path, monkeypatch):
    monkeypatch.setenv("LD_LIBRARY_PATH", str(fake))
    monkeypatch.setenv("PTXEMU_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.chdir(tmp_path)
    return fake


def test_capture_then_replay(env, tmp_path, capsys):
    out = tmp_path / "fake.ptxcap"
    spool = tmp_path / "spool"
    assert main(["capture", "-o", str(out), "--keep-spool", str(spool), "--", str(env / "program")]) == 0
    err = capsys.readouterr().err
    assert "2 launch(es) of 2 seen" in err
    cap = ptxemu.capture.open(out)
    assert cap.device == {"name": "Fake GPU", "cc": [9, 0], "driver": 13000}
    assert [(x.index, x.kernel, x.grid, x.block) for x in cap.launches] == [
        (0, "fake_add", (2, 1, 1), (64, 1, 1)), (1, "fake_add", (2, 1, 1), (64, 1, 1))]
    first, second = cap.launches
    assert first.param_layout == [(0, 8), (8, 4), (12, 4)]
    assert first.module.ptx_source == "PTX text given to the driver"
    # the spare allocation is not reachable from the parameters: only the 400-byte buffer is recorded
    assert [(m.size, m.found) for m in first.memory] == [(400, "alloc")]
    # the first launch's state after is the second's before: stored once
    assert first.memory[0].after == second.memory[0].before
    assert first.memory[0].before != first.memory[0].after
    assert [r.verdict for r in cap.replay()] == ["identical", "identical"]
    assert main(["replay", str(out)]) == 0
    text = capsys.readouterr().out
    assert "launch 0 fake_add<<<2, 64>>>: identical (400 bytes compared, 93 changed by the GPU)" in text
    assert main(["replay", str(out), "--check", "--launch", "1"]) == 0
    assert "launch 1 fake_add<<<2, 64>>>: identical" in capsys.readouterr().out
    assert main(["replay", str(out), "--list"]) == 0
    assert "1 allocation(s), 400 bytes; PTX: PTX text given to the driver" in capsys.readouterr().out
    assert main(["replay", str(out), "--launch", "7"]) == 2
    assert capsys.readouterr().err == "ptxemu replay: no launch 7 in the capture (it has 0, 1)\n"
    assert main(["replay", str(out), "--kernel", "other"]) == 2


def test_follow_pointers_records_memory_reached_through_memory(env, tmp_path):
    """--follow-pointers: the launch's buffer holds (past the words the kernel adds to) a pointer to a
    second allocation, which holds a pointer to a third: recorded with it, to that depth, not without;
    the capture says so in its selection, and the launch replays identically. A limit below the third's
    size leaves it out, with a note."""
    plain = tmp_path / "plain.ptxcap"
    deep = tmp_path / "deep.ptxcap"
    assert main(["capture", "-o", str(plain), "--launches", "2", "--", str(env / "program"), "indirect"]) == 0
    assert main(["capture", "-o", str(deep), "--launches", "2", "--follow-pointers", "--",
                 str(env / "program"), "indirect"]) == 0
    (alone,) = ptxemu.capture.open(plain).launches
    cap = ptxemu.capture.open(deep)
    (launch,) = cap.launches
    assert [m.size for m in alone.memory] == [400]
    assert [m.size for m in launch.memory] == [400, 64, 32]
    buf, spare, third = launch.memory
    assert int.from_bytes(buf.before[368:376], "little") == spare.address
    assert int.from_bytes(spare.before[:8], "little") == third.address
    assert np.frombuffer(third.before, np.uint32).tolist() == [1, 2, 3, 4, 5, 6, 7, 8]
    assert cap.index["selection"]["follow_pointers"] == 256 << 20
    assert launch.replay().verdict == "identical"
    # a limit (the API's, in bytes): 400 + 64 bytes fit in 480, the third's 32 more do not
    small = tmp_path / "small.ptxcap"
    capture([str(env / "program"), "indirect"], small, launches="2", follow_pointers=480)
    cap = ptxemu.capture.open(small)
    assert [m.size for m in cap.launches[0].memory] == [400, 64]
    assert any("--follow-pointers: not every allocation reached" in n for n in cap.notes), cap.notes


def test_kernel_and_launch_selection(env, tmp_path, capsys):
    out = tmp_path / "sel.ptxcap"
    assert main(["capture", "-o", str(out), "--launches", "1", "--", str(env / "program")]) == 0
    assert [x.index for x in ptxemu.capture.open(out).launches] == [1]
    assert main(["capture", "-o", str(out), "--kernel", "^nothing$", "--", str(env / "program")]) == 0
    assert ptxemu.capture.open(out).launches == []


def test_replay_reports_a_difference(env, tmp_path, capsys):
    """A recording whose after-state was altered (as a GPU that computed otherwise would leave it):
    the replay names the allocation, the byte and both values, and exits non-zero."""
    import json
    import zipfile

    out = tmp_path / "fake.ptxcap"
    assert main(["capture", "-o", str(out), "--launches", "0", "--", str(env / "program")]) == 0
    cap = ptxemu.capture.open(out)
    region = cap.launches[0].memory[0]
    after = bytearray(region.after)
    after[44] ^= 1
    bad = tmp_path / "bad.ptxcap"
    from ptxemu.capture.fileformat import Writer

    w = Writer(bad)
    index = json.loads(zipfile.ZipFile(out).read("capture.json"))
    for name in zipfile.ZipFile(out).namelist():
        if name.startswith("blobs/"):
            w.blob(zipfile.ZipFile(out).read(name))
    index["launches"][0]["memory"][0]["after"] = w.blob(bytes(after))
    w.close({k: v for k, v in index.items() if k not in ("format", "version")})
    capsys.readouterr()
    assert main(["replay", str(bad)]) == 1
    text = capsys.readouterr().out
    assert f"differs: allocation {region.address:#x} at byte 44 (1 byte(s) differ)" in text


def test_user_mistakes_are_one_line(env, tmp_path, capsys):
    assert main(["replay", str(tmp_path / "missing.ptxcap")]) == 2
    assert capsys.readouterr().err.strip().count("\n") == 0
    (tmp_path / "junk.ptxcap").write_bytes(b"not a zip")
    assert main(["replay", str(tmp_path / "junk.ptxcap")]) == 2
    assert "not a ptxemu capture" in capsys.readouterr().err
    assert main(["capture", "--launches", "5..2", "--", str(env / "program")]) == 2
    assert "empty range" in capsys.readouterr().err
    assert main(["capture", "--", str(tmp_path / "no-such-program")]) == 2
    assert "cannot run" in capsys.readouterr().err
    assert main(["capture"]) == 2
    assert main(["capture", "--kernel", "(", "--", "true"]) == 2
    assert "not a regular expression" in capsys.readouterr().err
    assert main(["capture", "--kernel", r"add_\d", "--", "true"]) == 2
    assert "no \\d: write [0-9]" in capsys.readouterr().err


def test_newer_format_version_is_refused(tmp_path, capsys):
    from ptxemu.capture.fileformat import Writer

    w = Writer(tmp_path / "new.ptxcap")
    w.close({"launches": []})
    import zipfile

    z = zipfile.ZipFile(tmp_path / "new.ptxcap")
    doc = z.read("capture.json").decode().replace('"version": 1', '"version": 99')
    with zipfile.ZipFile(tmp_path / "newer.ptxcap", "w") as out:
        out.writestr("capture.json", doc)
    assert main(["replay", str(tmp_path / "newer.ptxcap")]) == 2
    assert "format version 99, newer than this ptxemu reads (1)" in capsys.readouterr().err


def test_missing_compiler_is_one_line(monkeypatch, tmp_path, capsys):
    monkeypatch.setenv("PTXEMU_CACHE_DIR", str(tmp_path / "empty-cache"))
    monkeypatch.setattr(native, "compiler", lambda: None)
    assert main(["capture", "--", "true"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "needs a C compiler" in err


def test_forked_child(env, tmp_path):
    """A child forked without exec writes its own records; indices go on from the parent's; the
    summaries add up to the program's launches."""
    out = tmp_path / "fork.ptxcap"
    assert main(["capture", "-o", str(out), "--", str(env / "program"), "fork"]) == 0
    cap = ptxemu.capture.open(out)
    assert sorted(x.index for x in cap.launches) == [0, 1, 2]
    assert cap.index["summary"]["launches_seen"] == 3
    assert [r.verdict for r in cap.replay()] == ["identical"] * 3


@pytest.mark.parametrize(("mode", "via", "found", "cluster"), [
    ("ex", "cuLaunchKernelEx", "async", (2, 1, 1)),  # dlsym'd as Triton does; cuMemAllocAsync memory
    ("extra", "cuLaunchKernel", "alloc", None),  # the parameters in one buffer (CU_LAUNCH_PARAM_*)
    ("direct", "cuLaunchKernel", "alloc", None),  # called through the program's link, as cupy does
])
def test_launch_paths(env, tmp_path, mode, via, found, cluster):
    out = tmp_path / f"{mode}.ptxcap"
    assert main(["capture", "-o", str(out), "--launches", "2", "--", str(env / "program"), mode]) == 0
    (launch,) = ptxemu.capture.open(out).launches
    assert (launch.index, launch.record["via"], launch.cluster) == (2, via, cluster)
    assert [m.found for m in launch.memory] == [found]
    assert launch.record["params"]["source"] == ("extra" if mode == "extra" else "param-info")
    assert launch.param_layout == [(0, 8), (8, 4), (12, 4)]
    assert launch.replay().verdict == "identical"


def test_a_launch_the_driver_refused(env, tmp_path, capsys):
    out = tmp_path / "fail.ptxcap"
    assert main(["capture", "-o", str(out), "--launches", "2", "--", str(env / "program"), "fail"]) == 0
    (launch,) = ptxemu.capture.open(out).launches
    assert launch.record["status"] == {"before": 0, "launch": 1, "after": 0}
    r = launch.replay()
    assert r.verdict == "error"
    assert r.error == ("the launch failed on the GPU (CUresult 1 at the launch, 0 at the synchronisation "
                       "after it)")
    capsys.readouterr()
    assert main(["replay", str(out)]) == 1


def test_cuda_graph_nodes_are_recorded_one_by_one(env, tmp_path):
    """Two launches captured from a stream and a node added by hand, the graph destroyed after
    instantiation, the instance launched twice: six launches recorded through cuGraphLaunch, in an
    order that keeps the graph's edges (the stand-in lists its nodes latest first), none at capture
    time; each replays identically, and the program's result is the driver's own (the stand-in runs
    the graph itself when nothing is interposed)."""
    plain = subprocess.run([str(env / "program"), "graph"], capture_output=True, text=True, check=True).stdout
    out = tmp_path / "graph.ptxcap"
    spool = tmp_path / "spool"
    assert main(["capture", "-o", str(out), "--keep-spool", str(spool), "--", str(env / "program"),
                 "graph"]) == 0
    cap = ptxemu.capture.open(out)
    graph = [x for x in cap.launches if x.record["via"] == "cuGraphLaunch"]
    assert [x.index for x in graph] == [2, 3, 4, 5, 6, 7]
    assert [(x.grid[0], x.block[0], int.from_bytes(x.args()[1], "little")) for x in graph] == [
        (2, 64, 1), (1, 64, 2), (1, 32, 4)] * 2
    assert cap.index["summary"]["launches_seen"] == 8
    assert [r.verdict for r in cap.replay()] == ["identical"] * 8
    # the memory after the last graph node is what the program printed from the driver's own run
    host = np.frombuffer(graph[-1].memory[0].after, np.uint32)
    assert plain.split() == [str(host[0]), str(host[89]), str(host[90])]


@pytest.fixture(scope="module")
def fake_without_edges_v2(fake, tmp_path_factory):
    """The stand-in driver without cuGraphGetEdges_v2 (a driver before CUDA 12.3); the program is
    `fake`'s (it finds libcuda.so.1 through LD_LIBRARY_PATH)."""
    d = tmp_path_factory.mktemp("fake_v1")
    subprocess.run([native.compiler(), "-shared", "-fPIC", "-DFAKE_NO_EDGES_V2", "-Wl,-soname,libcuda.so.1",
                    "-o", str(d / "libcuda.so.1"), str(HERE / "libcuda.c")], check=True)
    return d


GRAPH_NODES = [(2, 64, 1), (1, 64, 2), (1, 32, 4)]  # (grid, block, value) of the graph's nodes, edge order


@pytest.mark.parametrize(("driver", "edges", "order"), [
    ("v2", "data", GRAPH_NODES),  # edges with data: listed by cuGraphGetEdges_v2 with room for it
    ("v2", "strict", GRAPH_NODES),  # its count refused as lossy too: arrays of a guessed size
    ("v1", "", GRAPH_NODES),  # no cuGraphGetEdges_v2: cuGraphGetEdges
    ("v1", "data", GRAPH_NODES[::-1]),  # no _v2, and cuGraphGetEdges refuses edges with data
    ("v2", "none", GRAPH_NODES[::-1]),  # both queries refused
])
def test_cuda_graph_edges_from_every_driver(env, fake_without_edges_v2, tmp_path, monkeypatch, driver, edges,
                                            order):
    """The graph's edges through whichever query the driver answers (fake/libcuda.c models the
    documented CUDA_ERROR_LOSSY_QUERY of a query without room for edge data): the nodes launched in
    an order that keeps every edge; where no query answers, a note says so and the nodes go in the
    order the driver lists them (latest first in the stand-in). Every launch replays identically
    either way, and the memory after the last is the driver's own run's (the adds commute)."""
    if driver == "v1":
        monkeypatch.setenv("LD_LIBRARY_PATH", str(fake_without_edges_v2))
    monkeypatch.setenv("FAKE_CUDA_EDGES", edges)
    plain = subprocess.run([str(env / "program"), "graph"], capture_output=True, text=True, check=True).stdout
    out = tmp_path / "graph.ptxcap"
    assert main(["capture", "-o", str(out), "--", str(env / "program"), "graph"]) == 0
    cap = ptxemu.capture.open(out)
    graph = [x for x in cap.launches if x.record["via"] == "cuGraphLaunch"]
    assert [(x.grid[0], x.block[0], int.from_bytes(x.args()[1], "little")) for x in graph] == order * 2
    lost = [n for n in cap.notes if "the driver gave no edges" in n]
    assert bool(lost) == (order != GRAPH_NODES), cap.notes
    if lost:
        codes = {"data": "cuGraphGetEdges_v2: -1 then -1; cuGraphGetEdges: 402 then -1",
                 "none": "cuGraphGetEdges_v2: 801 then 801; cuGraphGetEdges: 801 then -1"}[edges]
        assert codes in lost[0], lost
    assert [r.verdict for r in cap.replay()] == ["identical"] * 8
    host = np.frombuffer(graph[-1].memory[0].after, np.uint32)
    assert plain.split() == [str(host[0]), str(host[89]), str(host[90])]


def test_cuda_graph_memset_node_runs_in_its_place(env, tmp_path):
    """A memset node after the kernel nodes: run on the stream in its place (cuMemsetD2D32Async);
    the kernel launched after the graph sees what it wrote, as in the driver's own run."""
    plain = subprocess.run([str(env / "program"), "graphmemset"], capture_output=True, text=True,
                           check=True).stdout
    out = tmp_path / "graphm.ptxcap"
    assert main(["capture", "-o", str(out), "--", str(env / "program"), "graphmemset"]) == 0
    cap = ptxemu.capture.open(out)
    assert [x.record["via"] for x in cap.launches] == ["cuLaunchKernel"] * 2 + ["cuGraphLaunch"] * 3 + [
        "cuLaunchKernel"]
    last = cap.launches[-1]
    before = np.frombuffer(last.memory[0].before, np.uint32)
    assert np.all(before[10:20] == 0x55555555)
    assert [r.verdict for r in cap.replay()] == ["identical"] * 6
    host = np.frombuffer(last.memory[0].after, np.uint32)
    assert plain.split() == [str(host[0]), str(host[89]), str(host[90])]


def test_cuda_graph_with_a_child_graph_is_launched_whole(env, tmp_path):
    out = tmp_path / "graphc.ptxcap"
    assert main(["capture", "-o", str(out), "--", str(env / "program"), "graphchild"]) == 0
    cap = ptxemu.capture.open(out)
    assert [x.index for x in cap.launches] == [0, 1]
    assert any("CUDA graph launched whole, its kernels not recorded: it has a node of type 4" in n
               for n in cap.notes)


def test_as_another_gpu(env, tmp_path, capfd):
    """--as sm_100a: the program is told compute capability 10.0; the selected launch is recorded but
    not launched (the GPU's memory after it is its memory before); the replay runs it and says there
    is nothing to compare; what it computes is what the stand-in driver computed for the same launch
    in a capture without --as."""
    out = tmp_path / "as.ptxcap"
    assert main(["capture", "-o", str(out), "--as", "sm_100a", "--launches", "1", "--",
                 str(env / "program"), "as"]) == 0
    assert "cc 10.0" in capfd.readouterr().out
    cap = ptxemu.capture.open(out)
    assert cap.device["as"] == [10, 0] and cap.device["cc"] == [9, 0]
    (launch,) = cap.launches
    assert launch.skipped and launch.memory[0].before == launch.memory[0].after
    r = launch.replay(keep_device=True)
    assert r.verdict == "not run on the GPU"
    assert "the GPU did not run it (captured --as sm_100a)" in r.describe()
    ref = tmp_path / "ref.ptxcap"
    assert main(["capture", "-o", str(ref), "--launches", "1", "--", str(env / "program"), "as"]) == 0
    (truth,) = ptxemu.capture.open(ref).launches
    assert truth.memory[0].before == launch.memory[0].before
    m = launch.memory[0]
    assert bytes(r.device.read(m.address, m.size)) == truth.memory[0].after
    capfd.readouterr()
    assert main(["replay", str(out)]) == 0
    text = capfd.readouterr().out
    assert "told it was sm_100a (--as)" in text and "1 not run on the GPU" in text
    assert main(["capture", "--skip", "x", "--", str(env / "program")]) == 2
    assert main(["capture", "--as", "hopper", "--", str(env / "program")]) == 2
    assert "--as takes a GPU architecture" in capfd.readouterr().err


def test_peer_memory_of_another_device(env, tmp_path):
    """A launch on device 1 into device 0's buffer: the region is recorded as device 0's, and the
    replay runs the launch on a System's device 1 with that memory on device 0, mapped at its address."""
    out = tmp_path / "peer.ptxcap"
    assert main(["capture", "-o", str(out), "--launches", "2", "--", str(env / "program"), "peer"]) == 0
    (launch,) = ptxemu.capture.open(out).launches
    assert launch.device_ordinal == 1 and launch.record["memory"][0]["device"] == 0
    from ptxemu.capture import ranks

    assert ranks.needs_system(launch)
    assert launch.replay().verdict == "identical"
    m = launch.memory[0]
    assert np.count_nonzero(np.frombuffer(m.before, np.uint32) != np.frombuffer(m.after, np.uint32)) == 90


def test_ranks_replayed_together(env, tmp_path, capsys):
    """Two processes as ranks 0 and 1 (RANK set as a launcher sets it): rank 1 opens rank 0's buffer
    through CUDA IPC, at another address, and writes its first half; rank 0 then writes the second.
    The capture names rank 1's region a peer of rank 0's allocation; `ptxemu replay` runs the two
    launches together on a System (rank 1's mapping onto rank 0's bytes), starting from the copy taken
    first and comparing with the copy taken last: identical for both. Each launch alone replays
    identically too (rank 1's with rank 0's memory mapped from another device)."""
    out = tmp_path / "ranks.ptxcap"
    assert main(["capture", "-o", str(out), "--launches", "2..", "--", str(env / "program"), "ranks"]) == 0
    cap = ptxemu.capture.open(out)
    assert sorted(cap.index["processes"].values(), key=lambda v: v["RANK"]) == [{"RANK": "0"}, {"RANK": "1"}]
    parent, child = sorted(cap.launches, key=lambda x: x.device_ordinal)
    (own,) = parent.record["memory"]
    (peer,) = child.record["memory"]
    assert peer["peer"] == {"process": parent.process, "address": own["address"], "key": own["shared"]}
    assert peer["address"] != own["address"] and peer["found"] == "ipc"
    assert [parent.replay().verdict, child.replay().verdict] == ["identical", "identical"]
    capsys.readouterr()
    assert main(["replay", str(out)]) == 0
    text = capsys.readouterr().out
    assert "2 rank(s): rank 0 (1 launch(es)), rank 1 (1 launch(es))" in text
    assert "step 0:\n  rank 0: launch 2 fake_add<<<1, 64>>>: identical" in text
    assert "  rank 1: launch 2 fake_add<<<1, 64>>>: identical" in text
    from ptxemu.capture import ranks

    (step,) = ranks.steps(ranks.ranks_of([cap]))
    results = ranks.replay_together(step)
    # the replay's memory ends as the copy taken last (rank 0's) holds it: 100 added to words 0..44
    # by rank 1 through its mapping, 5 to words 45..89 by rank 0
    before = np.frombuffer(child.memory[0].before, np.uint32)
    after = np.frombuffer(parent.memory[0].after, np.uint32)
    want = before.copy()
    want[:45] += 100
    want[45:90] += 5
    assert np.array_equal(after, want)
    assert [r.verdict for r in results] == ["identical", "identical"]


def test_replay_out_dir(env, tmp_path):
    out = tmp_path / "o.ptxcap"
    assert main(["capture", "-o", str(out), "--launches", "0", "--", str(env / "program")]) == 0
    assert main(["replay", str(out), "--out", str(tmp_path / "dump")]) == 0
    (launch,) = ptxemu.capture.open(out).launches
    z = np.load(tmp_path / "dump" / "launch-0.npz")
    a = launch.memory[0].address
    assert z[f"before_{a:x}"].tobytes() == launch.memory[0].before
    assert z[f"gpu_{a:x}"].tobytes() == z[f"replay_{a:x}"].tobytes() == launch.memory[0].after


def test_solid_capture_file(env, tmp_path):
    """-o NAME.xz: the blobs stored plainly in the zip and the whole file one xz stream; read the same."""
    from ptxemu.capture.fileformat import repack

    out = tmp_path / "s.ptxcap.xz"
    assert main(["capture", "-o", str(out), "--", str(env / "program"), "graph"]) == 0
    assert out.read_bytes()[:6] == b"\xfd7zXZ\x00"
    cap = ptxemu.capture.open(out)
    assert [r.verdict for r in cap.replay()] == ["identical"] * 8
    plain = repack(out, tmp_path / "p.ptxcap")
    again = ptxemu.capture.open(plain)
    assert again.index["launches"] == cap.index["launches"]
    afters = [[m.after for x in c.launches for m in x.memory] for c in (again, cap)]
    assert afters[0] == afters[1]


def test_one_file_per_rank(env, tmp_path, capsys):
    """--split-ranks: rank 0's and rank 1's launches in files of their own; replayed together from the
    two files as from the one."""
    out = tmp_path / "r.ptxcap"
    assert main(["capture", "-o", str(out), "--split-ranks", "--launches", "2..", "--",
                 str(env / "program"), "ranks"]) == 0
    files = [tmp_path / "r.rank0.ptxcap", tmp_path / "r.rank1.ptxcap"]
    assert not out.exists() and all(f.exists() for f in files)
    caps = [ptxemu.capture.open(f) for f in files]
    assert [len(c.launches) for c in caps] == [1, 1]
    assert caps[1].launches[0].record["memory"][0]["peer"]["process"] == caps[0].launches[0].process
    capsys.readouterr()
    assert main(["replay", *map(str, files)]) == 0
    text = capsys.readouterr().out
    assert "r.rank0.ptxcap: rank 0: launch 2 fake_add<<<1, 64>>>: identical" in text
    assert "r.rank1.ptxcap: rank 1: launch 2 fake_add<<<1, 64>>>: identical" in text


def test_refused_tensor_maps_are_encoded_for_the_replay(env, tmp_path, capsys):
    """Every cuTensorMapEncodeTiled call is recorded with its arguments and result (and the 128 bytes
    where it succeeded). A map the driver refused (the stand-in refuses data type 13, 16U4_ALIGN8B, as
    an H100 does) is, in a launch's parameters, the 64-byte aligned slot that starts with its global
    address and is not a map the driver did encode: the replay puts ptxemu's encoding there, for the
    GPU the program was told of (--as sm_100a)."""
    from ptxemu.capture.fileformat import Reader, Writer
    from ptxemu.formats.tensormap import encode_tensor_map_tiled

    out = tmp_path / "tmap.ptxcap"
    assert main(["capture", "-o", str(out), "--as", "sm_100a", "--", str(env / "program"), "tmap"]) == 0
    assert "refused 1 of 2 tensor map encoding(s)" in capsys.readouterr().err
    cap = ptxemu.capture.open(out)
    ok, refused = cap.index["tensor_maps"]
    address = cap.launches[0].memory[0].address
    assert (ok["result"], ok["data_type"], ok["global_address"]) == (0, 7, address)
    accepted = bytes.fromhex(ok["bytes"])
    assert accepted[:8] == address.to_bytes(8, "little") and accepted[127] == 0xA5
    assert (refused["result"], refused["data_type"], refused["bytes"]) == (1, 13, "")
    assert (refused["global_dim"], refused["global_strides"], refused["box_dim"], refused["swizzle"]) == (
        [64, 4], [256], [32, 2], 3)
    # the launches before the encodes have none to patch, the one after has no map slot
    assert [x.refused_maps() for x in cap.launches] == [[], [], []]
    # a launch whose parameters hold both maps (a CUTLASS Params struct): slot 2 is the refused one
    leftover = address.to_bytes(8, "little") + bytes(120)
    params = bytes(8) + bytes(56) + accepted + leftover + bytes(64)
    r = Reader(out)
    w = Writer(tmp_path / "patched.ptxcap")
    for h in r.names():
        w.blob(r.blob(h))
    index = {k: v for k, v in r.index.items() if k not in ("format", "version")}
    last = index["launches"][2]
    last["params"] = {**last["params"], "blob": w.blob(params), "size": len(params),
                      "layout": [[0, len(params)]]}
    w.close(index)
    launch = ptxemu.capture.open(tmp_path / "patched.ptxcap").launches[2]
    want = encode_tensor_map_tiled(13, 2, address, [64, 4], [256], [32, 2], [1, 1], 0, 3, 0, 0,
                                   target="sm_100a")
    assert launch.refused_maps() == [(192, want)]
    (arg,) = launch.args()
    assert arg[64:192] == accepted and arg[192:320] == want
