"""Run one of Triton's tutorials unmodified but for its sizes, without its benchmark part.

    python3 triton_tutorial.py 01-vector-add.py "size = 98432" "size = 4000" [OLD NEW]...

Each OLD must occur exactly once in the tutorial's text; it is replaced by NEW (the problem sizes, so
that a capture stays small). `triton.testing.perf_report` is replaced by a decorator whose `run()`
does nothing: the tutorial's kernels, host code and its own check against torch run as written.
"""

import sys
from pathlib import Path

import triton.testing

import triton


class _NoBenchmark:
    def __init__(self, fn):
        self.fn = fn

    def run(self, *args, **kwargs):
        print(f"(benchmark {self.fn.__name__} skipped)")


triton.testing.perf_report = lambda benchmarks: _NoBenchmark

path = Path(sys.argv[1])
text = path.read_text()
pairs = sys.argv[2:]
if len(pairs) % 2:
    sys.exit("triton_tutorial.py: replacements come in OLD NEW pairs")
for old, new in zip(pairs[::2], pairs[1::2], strict=True):
    if text.count(old) != 1:
        sys.exit(f"triton_tutorial.py: {old!r} occurs {text.count(old)} times in {path.name}, not once")
    text = text.replace(old, new)
sys.argv = [str(path)]
exec(compile(text, str(path), "exec"), {"__name__": "__main__", "__file__": str(path)})
