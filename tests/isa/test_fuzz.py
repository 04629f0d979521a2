"""Property: check() turns any text into diagnostics — no exception escapes, no rule crashes
(an "internal checker error" diagnostic would mean one did), and nothing hangs.  The long run
(>= 10^5 inputs) is tools/corpus/fuzz.py; this is the bounded CI version (~30 s)."""

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ptxemu.isa.check import check

REAL = Path(__file__).resolve().parents[1] / "data" / "isa" / "real"
SEED = (REAL / "mma_block_scale_sm120a.ptx").read_text()
LINES = SEED.splitlines()
TOKENS = [".reg", ".b32", ".f32", ".pred", "{", "}", "[", "]", ";", ",", "@", "!", "0f3F800000", "0x1F", "<",
          ">", ".entry", ".func", ".version 8.7", ".target sm_120a", "//", "/*", "*/", '"', ".param", "%r1",
          "mma.sync.aligned", ".kind::mxf4nvf4", ".scale_vec::4X", "wgmma.mma_async", ".m64n8k16", "-", "+",
          "|", "::", ".shared::cta", "1e99999", "0d", "99999999999999999999999", "%f1", "cvt.rn", ".e2m1x2",
          "\n", " ", "ld.global.v4.f32", "$L__BB0_1:", "bra", ".maxntid 128", "(", ")"]

_SETTINGS = settings(max_examples=5000, deadline=None, suppress_health_check=list(HealthCheck))


def _ok(text: str, target) -> None:
    diags = check(text, target)
    assert isinstance(diags, list)
    assert not [d for d in diags if "internal checker error" in d.message]
    for d in diags:
        assert d.line >= 1 and d.column >= 1 and d.severity in ("error", "warning")


@_SETTINGS
@given(st.lists(st.sampled_from(TOKENS), max_size=60), st.sampled_from([None, "sm_90a", "sm_120a"]))
def test_token_soup(tokens, target):
    _ok(" ".join(tokens), target)


@_SETTINGS
@given(st.text(max_size=400))
def test_arbitrary_text(text):
    _ok(text, None)


@_SETTINGS
@given(st.data())
def test_mutated_real_module(data):
    lines = list(LINES)
    for _ in range(data.draw(st.integers(1, 4))):
        i = data.draw(st.integers(0, len(lines) - 1))
        how = data.draw(st.sampled_from(["drop", "dup", "cut", "insert"]))
        if how == "drop":
            del lines[i]
        elif how == "dup":
            lines.insert(i, lines[i])
        elif how == "cut":
            j = data.draw(st.integers(0, max(0, len(lines[i]))))
            lines[i] = lines[i][:j]
        else:
            lines.insert(i, " ".join(data.draw(st.lists(st.sampled_from(TOKENS), max_size=8))))
    _ok("\n".join(lines), data.draw(st.sampled_from([None, "sm_120a", "sm_90a"])))


def test_fuzz_script_bounded_run():
    """tools/corpus/fuzz.py itself, bounded: mutated corpus, cross-product, target and real modules
    (character and token edits: deleted, duplicated, swapped, truncated, random bytes) under every
    target; no exception, no internal checker error, no input over 5 s (SIGALRM)."""
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools" / "corpus"))
    from fuzz import run

    res = run(3000, seed=20261125, timeout=5.0, log_every=0)
    assert res["failures"] == [], res["failures"][:3]
    assert res["slowest_s"] < 5.0
