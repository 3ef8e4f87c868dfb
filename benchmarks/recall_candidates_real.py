"""The candidate path against exhaustive scoring on real MiniLM vectors (issue 12, item 6).

    python -m benchmarks.recall_candidates_real --data ../shared/data/locomo_dev.json \\
        [--cache-dir DIR] [--pools 32,256]

Every LoCoMo dev turn (read at run time, never stored here) is one memory of one namespace in
an in-memory Chroma; each question is recalled (k = 10) exhaustively and by the candidate path
(``candidate_limit=0`` forces it at this size), and the top-10s are compared: same ids in the
same order, and the same set. Embeddings through the on-disk cache of ``benchmarks.locomo``.
"""

from __future__ import annotations

import argparse
import sys


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", required=True)
    ap.add_argument("--cache-dir", help="embedding cache directory (see benchmarks.locomo)")
    ap.add_argument("--pools", default="32,256")
    args = ap.parse_args(argv)

    from benchmarks.embed_cache import DiskCachedEmbedder
    from benchmarks.locomo import episode_text, load
    from decaymem import FixedClock, LongTermMemory, MemoryInput, SentenceTransformerEmbedder
    from decaymem.stores import ChromaStore

    dlgs = load(args.data)
    emb = DiskCachedEmbedder(SentenceTransformerEmbedder(), args.cache_dir)
    store = ChromaStore()
    clock = FixedClock(max(d.asked_at for d in dlgs))
    common = {"store": store, "embedder": emb, "clock": clock, "refresh_interval_s": 1e9}
    exact = LongTermMemory(candidate_limit=None, consolidate=False, **common)  # type: ignore[arg-type]
    exact.remember_many(
        [MemoryInput(text=episode_text(d, t), at=t.at) for d in dlgs for t in d.turns]
    )
    questions = [q.text for d in dlgs for q in d.questions]
    print(f"| {exact.count():,} MiniLM memories, {len(questions)} questions, k = 10 "
          "| top-10 = exhaustive (same order) | same set |")  # fmt: skip
    print("|---|---:|---:|")
    for pool in (int(p) for p in args.pools.split(",") if p):
        cand = LongTermMemory(candidate_limit=0, candidate_pool=pool, **common)  # type: ignore[arg-type]
        same = same_set = 0
        for q in questions:
            a = [r.id for r in exact.recall(q, k=10)]
            b = [r.id for r in cand.recall(q, k=10)]
            same += a == b
            same_set += set(a) == set(b)
        first = max(pool, 80)
        print(
            f"| candidates, first round {first} | {same}/{len(questions)} | {same_set}/{len(questions)} |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
