"""Bulk import cost: ``remember_many`` of N memories with the hashing embedder (issue 12.2).

    python -m benchmarks.bulk_import [--sizes 10000,100000] [--kinds templated,dialogue]

Each (kind, N) runs in a fresh subprocess on an in-memory Chroma (the default store), so its
peak RSS is its own. ``templated`` is the issue's worst case ("user visited page i": every
memory is close to every other), ``dialogue`` splices halves of LoCoMo turns read at run time
(never stored here; falls back to templated when the file is absent). Duplicate and supersession
detection look at each new memory's nearest neighbours only, so the work per memory is bounded:
the bar is time(100k) / time(10k) <= 11.
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import time


def texts_for(kind: str, n: int) -> list[str]:
    if kind == "dialogue":
        from benchmarks.lexical_engines import DEFAULT_DATA, corpus, load_locomo

        if DEFAULT_DATA.exists():
            turns, _ = load_locomo(DEFAULT_DATA)
            return corpus(turns, n)
    return [f"user visited page {i} of the catalogue" for i in range(n)]


def one(kind: str, n: int) -> dict[str, float]:
    from decaymem import FixedClock, HashingEmbedder, LongTermMemory
    from decaymem.stores import ChromaStore

    texts = texts_for(kind, n)
    ltm = LongTermMemory(store=ChromaStore(), embedder=HashingEmbedder(), clock=FixedClock())
    t = time.perf_counter()
    ids = ltm.remember_many(texts, namespace="bulk")
    seconds = time.perf_counter() - t
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return {"seconds": seconds, "peak_rss_mb": peak_mb, "stored": float(len(set(ids)))}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="10000,100000")
    ap.add_argument("--kinds", default="templated,dialogue")
    ap.add_argument("--one", nargs=2, metavar=("KIND", "N"), help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.one:
        print(json.dumps(one(args.one[0], int(args.one[1]))))
        return 0
    sizes = [int(s) for s in args.sizes.split(",")]
    print("| texts | memories | time (s) | per memory (ms) | peak RSS (MB) | distinct ids |")
    print("|---|---:|---:|---:|---:|---:|")
    for kind in args.kinds.split(","):
        times = {}
        for n in sizes:
            out = subprocess.run(
                [sys.executable, "-m", "benchmarks.bulk_import", "--one", kind, str(n)],
                capture_output=True,
                text=True,
                check=True,
            )
            r = json.loads(out.stdout.strip().splitlines()[-1])
            times[n] = r["seconds"]
            print(
                f"| {kind} | {n:,} | {r['seconds']:.1f} | {1e3 * r['seconds'] / n:.2f} | "
                f"{r['peak_rss_mb']:.0f} | {int(r['stored']):,} |",
                flush=True,
            )
        if len(sizes) >= 2:
            lo, hi = min(sizes), max(sizes)
            print(f"| {kind} | ratio {hi:,} / {lo:,} | {times[hi] / times[lo]:.2f} | | | |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
