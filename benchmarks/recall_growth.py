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
    ap.add_argument(
        "--pools", default="256,1024", help="candidate_pool values of the candidate path rows"
    )
    args = ap.parse_args(argv)

    from benchmarks.bulk_import import texts_for
    from benchmarks.reopen import NS, T0
    from decaymem import FixedClock, HashingEmbedder, LongTermMemory
    from decaymem.stores import ChromaStore

    emb = HashingEmbedder()
    store = ChromaStore(path=args.dir)
    n = store.count(NS)

    def ltm(**kw: object) -> LongTermMemory:
        return LongTermMemory(
            store=store, embedder=emb, clock=FixedClock(T0), refresh_interval_s=1e9, **kw
        )  # type: ignore[arg-type]

    exact = ltm(candidate_limit=None)  # exhaustive scoring, the reference
    pools = [int(p) for p in args.pools.split(",") if p]
    # the candidate path (the default past candidate_limit), forced at any size
    cands = {p: ltm(candidate_pool=p, candidate_limit=0) for p in pools}
    pool = texts_for("dialogue", n + 5 * args.queries)[n:]
    questions = [f"what did they say about {' '.join(t.split()[-4:])}?" for t in pool][
        : args.queries
    ]
    for m in (exact, *cands.values()):
        m.recall(questions[0], k=10, namespace=NS)  # hydrate (from the saved index file)
    col = store._collection(NS, create=False)
    bare: list[float] = []
    ours: list[float] = []
    cand: dict[int, list[float]] = {p: [] for p in pools}
    same = dict.fromkeys(pools, 0)
    same_set = dict.fromkeys(pools, 0)
    for q in questions:
        vec = emb.embed([q])[0]
        t = time.perf_counter()
        col.query(query_embeddings=[vec], n_results=10, include=["distances"])
        bare.append(time.perf_counter() - t)
        t = time.perf_counter()
        a = [r.id for r in exact.recall(q, k=10, namespace=NS)]
        ours.append(time.perf_counter() - t)
        for p, m in cands.items():
            t = time.perf_counter()
            b = [r.id for r in m.recall(q, k=10, namespace=NS)]
            cand[p].append(time.perf_counter() - t)
            same[p] += a == b
            same_set[p] += set(a) == set(b)
    b50 = statistics.median(bare) * 1e3
    o50 = statistics.median(ours) * 1e3
    nq = len(questions)
    print(
        f"| p50, k = 10, {n:,} dialogue memories | ms | / bare Chroma "
        "| top-10 = exhaustive (same order) | same set |"
    )
    print("|---|---:|---:|---:|---:|")
    print(f"| bare Chroma query | {b50:.1f} | 1.00 | | |")
    print(
        f"| decaymem recall, exhaustive (`candidate_limit=None`) | {o50:.1f} | {o50 / b50:.2f} "
        f"| {nq}/{nq} (is the reference) | |"
    )
    for p in pools:
        c50 = statistics.median(cand[p]) * 1e3
        print(
            f"| decaymem recall, candidates (`candidate_pool={p}`) | {c50:.1f} | "
            f"{c50 / b50:.2f} | {same[p]}/{nq} | {same_set[p]}/{nq} |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
