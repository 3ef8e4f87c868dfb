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


def per_turn_ms(n: int, turns: int, source: str | None = None) -> float:
    from decaymem import FixedClock, HashingEmbedder, LongTermMemory
    from decaymem.stores import ChromaStore

    texts = texts_for("dialogue", n + turns)
    if source is None:
        ltm = LongTermMemory(store=ChromaStore(), embedder=HashingEmbedder(), clock=FixedClock())
        ltm.remember_many(texts[:n], namespace="turns")
        ns = "turns"
    else:  # a copy of a store built by benchmarks.reopen (persistent Chroma, n memories)
        from benchmarks.reopen import NS, T0

        ltm = LongTermMemory(
            store=ChromaStore(path=source), embedder=HashingEmbedder(), clock=FixedClock(T0)
        )
        ns = NS
    ltm.recall("warm up", namespace=ns)
    samples = []
    for j in range(turns):
        t = time.perf_counter()
        ltm.remember(texts[n + j], namespace=ns)
        ltm.recall(f"what did they say about {texts[j].split()[-1]}?", namespace=ns)
        samples.append(time.perf_counter() - t)
    return statistics.median(samples) * 1e3


def prebuilt(n: int, stores: str) -> str:
    """A scratch copy of the persistent store of ``n`` memories under ``stores``."""
    import shutil
    import tempfile
    from pathlib import Path

    from benchmarks.reopen import build

    src = Path(stores) / f"n{n}"
    build(src, n)  # once: reused when it exists
    dst = tempfile.mkdtemp(prefix=f"decaymem-turns-{n}-")
    shutil.copytree(src, dst, dirs_exist_ok=True)
    return dst


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="1000,5000,20000")
    ap.add_argument("--turns", type=int, default=40)
    ap.add_argument(
        "--stores",
        help="persistent stores of each size under this folder (built once, then copied per "
        "run): what a reopened deployment turns over, without a 100k remember_many to fill",
    )
    args = ap.parse_args(argv)
    sizes = [int(s) for s in args.sizes.split(",")]
    rows = []
    for n in sizes:
        copy = prebuilt(n, args.stores) if args.stores else None
        try:
            rows.append((n, per_turn_ms(n, args.turns, copy)))
        finally:
            if copy is not None:
                import shutil

                shutil.rmtree(copy, ignore_errors=True)
    print("| memories | remember + recall per turn, median (ms) |")
    print("|---:|---:|")
    for n, ms in rows:
        print(f"| {n:,} | {ms:.1f} |")
    print(f"| ratio {sizes[-1]:,} / {sizes[0]:,} | {rows[-1][1] / rows[0][1]:.2f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
