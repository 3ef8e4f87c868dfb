"""One remember + one recall per turn as the namespace grows (issue 12, "Why").

    python -m benchmarks.turn_growth [--sizes 1000,5000,20000] [--turns 40]

Default settings (hybrid scoring, consolidation, the default in-memory Chroma store) with the
hashing embedder, so only decaymem's own work is timed. The namespace is filled with
``remember_many`` (spliced LoCoMo turns read at run time, templated text when the file is
absent), then each turn remembers one new text and recalls with one question; medians.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from benchmarks.bulk_import import texts_for


def per_turn_ms(n: int, turns: int) -> float:
    from decaymem import FixedClock, HashingEmbedder, LongTermMemory
    from decaymem.stores import ChromaStore

    texts = texts_for("dialogue", n + turns)
    ltm = LongTermMemory(store=ChromaStore(), embedder=HashingEmbedder(), clock=FixedClock())
    ltm.remember_many(texts[:n], namespace="turns")
    ltm.recall("warm up", namespace="turns")
    samples = []
    for j in range(turns):
        t = time.perf_counter()
        ltm.remember(texts[n + j], namespace="turns")
        ltm.recall(f"what did they say about {texts[j].split()[-1]}?", namespace="turns")
        samples.append(time.perf_counter() - t)
    return statistics.median(samples) * 1e3


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="1000,5000,20000")
    ap.add_argument("--turns", type=int, default=40)
    args = ap.parse_args(argv)
    sizes = [int(s) for s in args.sizes.split(",")]
    rows = [(n, per_turn_ms(n, args.turns)) for n in sizes]
    print("| memories | remember + recall per turn, median (ms) |")
    print("|---:|---:|")
    for n, ms in rows:
        print(f"| {n:,} | {ms:.1f} |")
    print(f"| ratio {sizes[-1]:,} / {sizes[0]:,} | {rows[-1][1] / rows[0][1]:.2f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
