"""Reopening a large on-disk store: the first recall, and recall against bare Chroma (issue 12).

    python -m benchmarks.reopen --dir /tmp/dm-growth-100k [--n 100000] [--queries 100]
    python -m benchmarks.reopen --dir /tmp/dm-20k --n 20000 --killed   # after a SIGKILL

The store is built once (``--dir`` is reused when it already holds ``--n`` memories): spliced
LoCoMo dialogue turns (read at run time; templated text when the file is absent), embedded by
the hashing embedder and written straight into a persistent Chroma in pages (decaymem's
duplicate detection is not what is measured here). Then, each in a fresh subprocess so that
nothing is warm: open ``LongTermMemory`` on the directory and time the first recall (the
embedder is built before the clock starts).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

NS = "growth"
T0 = 2e9


def build(path: Path, n: int) -> None:
    import numpy as np

    from benchmarks.bulk_import import texts_for
    from decaymem import HashingEmbedder, MemoryRecord
    from decaymem.stores import ChromaStore

    store = ChromaStore(path=path)
    have = store.count(NS)
    if have == n:
        return
    if have:
        raise SystemExit(f"{path} holds {have} memories, not {n}: pass another --dir")
    rng = np.random.default_rng(12)
    texts = texts_for("dialogue", n)
    emb = HashingEmbedder()
    page = 5000
    t = time.perf_counter()
    for start in range(0, n, page):
        chunk = texts[start : start + page]
        recs = [
            MemoryRecord(
                id=f"m{start + i:07d}",
                text=text,
                namespace=NS,
                importance=float(rng.integers(1, 11)),
                created_at=T0 - float(rng.uniform(0, 3e7)),
            )
            for i, text in enumerate(chunk)
        ]
        store.add(NS, recs, np.asarray(emb.embed(chunk), dtype=np.float32))
    print(f"built {n} memories in {time.perf_counter() - t:.0f} s", file=sys.stderr)


def first_recall(path: str, *, saved: bool = True) -> dict[str, object]:
    from decaymem import FixedClock, HashingEmbedder, LongTermMemory
    from decaymem.stores import ChromaStore

    emb = HashingEmbedder()
    t = time.perf_counter()
    store = ChromaStore(path=path)
    ltm = LongTermMemory(store=store, embedder=emb, clock=FixedClock(T0))
    if not saved:
        ltm._files = None  # what every open did before: read the namespace from Chroma
    opened = time.perf_counter() - t
    t = time.perf_counter()
    got = ltm.recall("what did Caroline say about the adoption agency?", k=10, namespace=NS)
    first = time.perf_counter() - t
    t = time.perf_counter()
    ltm.recall("where did Melanie go camping?", k=10, namespace=NS)
    second = time.perf_counter() - t
    return {
        "open_s": opened,
        "first_s": first,
        "second_s": second,
        "ids": [r.id for r in got],
    }


def write_until_killed(path: str) -> None:
    """Open, write 100 memories and a forget, then wait to be killed (``--killed``)."""
    from decaymem import FixedClock, HashingEmbedder, LongTermMemory
    from decaymem.stores import ChromaStore

    ltm = LongTermMemory(
        store=ChromaStore(path=path), embedder=HashingEmbedder(), clock=FixedClock(T0)
    )
    ids = ltm.remember_many(
        [f"a note written before the kill {i}" for i in range(100)], namespace=NS
    )
    ltm.forget(ids[:10], namespace=NS)
    print("READY", flush=True)
    time.sleep(600)


def kill_a_writer(path: str) -> None:
    import signal

    cmd = [sys.executable, "-m", "benchmarks.reopen", "--dir", path, "--writer", path]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    assert proc.stdout.readline().strip() == "READY"
    proc.send_signal(signal.SIGKILL)
    proc.wait()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", required=True)
    ap.add_argument("--n", type=int, default=100_000)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--one", help=argparse.SUPPRESS)
    ap.add_argument("--full", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--writer", help=argparse.SUPPRESS)
    ap.add_argument("--killed", action="store_true", help="each reopen follows a SIGKILL")
    args = ap.parse_args(argv)
    if args.writer:
        write_until_killed(args.writer)
        return 0
    if args.one:
        print(json.dumps(first_recall(args.one, saved=not args.full)))
        return 0
    build(Path(args.dir), args.n)
    cmd = [sys.executable, "-m", "benchmarks.reopen", "--dir", args.dir, "--one", args.dir]
    subprocess.run(cmd, capture_output=True, check=True)  # untimed: saves the index if absent
    rows = []
    for full in [True] + [False] * args.repeats:  # one full read (before), then saved
        if args.killed:
            kill_a_writer(args.dir)
        out = subprocess.run(
            cmd + (["--full"] if full else []), capture_output=True, text=True, check=True
        )
        rows.append(json.loads(out.stdout.strip().splitlines()[-1]) | {"full": full})
    print(
        "| fresh process | open Chroma + LongTermMemory (s) | first recall (s) | next recall (ms) |"
    )
    print("|---|---:|---:|---:|")
    for r in rows:
        what = "read from Chroma (before)" if r["full"] else "from the saved index"
        what += ", after a SIGKILL" if args.killed else ""
        print(f"| {what} | {r['open_s']:.2f} | {r['first_s']:.2f} | {r['second_s'] * 1e3:.1f} |")
    same = all(r["ids"] == rows[0]["ids"] for r in rows)
    print(f"top-10 identical across runs: {same}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
