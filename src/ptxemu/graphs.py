"""Graph algorithms the layers share (one definition each)."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable


def strong_components(
    nodes: Iterable[Hashable], succ: Callable[[Hashable], Iterable[Hashable]]
) -> list[list]:
    """Tarjan's strongly connected components, iteratively (no recursion limit): every component,
    each in the order its nodes leave the stack. `succ(v)` gives v's successors."""
    index: dict = {}
    low: dict = {}
    on: set = set()
    stack: list = []
    out: list[list] = []
    counter = 0
    for root in nodes:
        if root in index:
            continue
        work = [(root, iter(sorted(succ(root))))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on.add(root)
        while work:
            v, it = work[-1]
            w = next(it, None)
            if w is not None:
                if w not in index:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(succ(w)))))
                elif w in on:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                comp = []
                while True:
                    x = stack.pop()
                    on.discard(x)
                    comp.append(x)
                    if x == v:
                        break
                out.append(comp)
    return out
