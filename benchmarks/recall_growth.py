"""Recall at 100,000 real-text memories against one bare Chroma query (issue 12, item 3).

    python -m benchmarks.recall_growth --dir /tmp/dm-growth-100k [--queries 100]

The store is the one ``benchmarks.reopen`` builds (spliced LoCoMo dialogue turns, hashing
embedder, persistent Chroma). Questions are built from other dialogue turns. Side by side in
one process, per question: a bare Chroma ``query`` (k=10) with the question's vector; decaymem's
default recall (exhaustive exact scoring in process); and decaymem's candidate path (the one a
namespace past ``exact_limit`` takes: Chroma's HNSW top-N plus every lexical match, scored
exactly, widened until the bound proves the answer), whose top-10 is compared with the
exhaustive one. Medians; BLAS pinned to one thread (benchmarks/__init__.py).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", required=True)
    ap.add_argument("--queries", type=int, default=100)
    args = ap.parse_args(argv)

    from benchmarks.bulk_import import texts_for
    from benchmarks.reopen import NS, T0
    from decaymem import FixedClock, HashingEmbedder, LongTermMemory
    from decaymem.stores import ChromaStore

    emb = HashingEmbedder()
    store = ChromaStore(path=args.dir)
    n = store.count(NS)
    exact = LongTermMemory(store=store, embedder=emb, clock=FixedClock(T0), refresh_interval_s=1e9)
    ann = LongTermMemory(
        store=store, embedder=emb, clock=FixedClock(T0), refresh_interval_s=1e9,
        exact_limit=n - 1,
    )  # fmt: skip
    pool = texts_for("dialogue", n + 5 * args.queries)[n:]
    questions = [f"what did they say about {' '.join(t.split()[-4:])}?" for t in pool][
        : args.queries
    ]
    exact.recall(questions[0], k=10, namespace=NS)
    t = time.perf_counter()
    ann.recall(questions[0], k=10, namespace=NS)  # hydrates without vectors (a full read)
    print(f"candidate path hydrated in {time.perf_counter() - t:.1f} s", file=sys.stderr)
    col = store._collection(NS, create=False)
    bare, ours, cand = [], [], []
    same = 0
    for q in questions:
        vec = emb.embed([q])[0]
        t = time.perf_counter()
        col.query(query_embeddings=[vec], n_results=10, include=["distances"])
        bare.append(time.perf_counter() - t)
        t = time.perf_counter()
        a = exact.recall(q, k=10, namespace=NS)
        ours.append(time.perf_counter() - t)
        t = time.perf_counter()
        b = ann.recall(q, k=10, namespace=NS)
        cand.append(time.perf_counter() - t)
        same += [r.id for r in a] == [r.id for r in b]
    med = {
        k: statistics.median(v) * 1e3 for k, v in (("bare", bare), ("ours", ours), ("cand", cand))
    }
    print(f"| p50, k = 10, {n:,} dialogue memories | ms | / bare Chroma | top-10 = exhaustive |")
    print("|---|---:|---:|---:|")
    print(f"| bare Chroma query | {med['bare']:.1f} | 1.00 | |")
    print(
        f"| decaymem recall, exhaustive (default) | {med['ours']:.1f} | "
        f"{med['ours'] / med['bare']:.2f} | {len(questions)}/{len(questions)} (is the reference) |"
    )
    print(
        f"| decaymem recall, candidate path | {med['cand']:.1f} | "
        f"{med['cand'] / med['bare']:.2f} | {same}/{len(questions)} |"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
