"""Many users from one process: resident memory against the namespace-index cache bound (issue 12).

    python -m benchmarks.many_users [--namespaces 10000] [--per-namespace 100] [--bound-mb 64]
                                    [--store sqlite|chroma|embedded|pgvector] [--pg-url URL]

One ``LongTermMemory`` (default settings, hashing embedder, ``index_cache_bytes`` = the bound)
serves every namespace. The memories live out of the process's memory: in a SQLite file
(``SQLiteStore``, the default: ~25 ms per namespace) or in a real ``chroma run`` server started
here (~0.6 s per namespace on two loaded cores), in an embedded Chroma directory
(``ChromaStore(path=...)``, in process: a collection per namespace), or in Postgres
(``PgVectorStore(--pg-url)``: one table, the namespace a key). Each namespace gets ``remember_many`` of its
memories and one recall. Reported: resident memory (``/proc/self/statm``) after a warm-up of
100 namespaces and at the end, the peak (``ru_maxrss``), and the most bytes the cache
accounted (``cache_stats()``), against the bound.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import random
import resource
import shutil
import socket
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from decaymem import MemoryRecord

WARM = 100


class SQLiteStore:
    """A VectorStore in a SQLite file (records as JSON, vectors as blobs): the data stays out
    of the process, so the resident memory measured is what decaymem itself holds. A
    benchmark and test double, not a product store (``query`` scans the namespace)."""

    def __init__(self, path: Path) -> None:
        self.db = sqlite3.connect(str(path))
        self.db.execute("PRAGMA cache_size=-2000")  # SQLite's own page cache: ~2 MB
        self.db.execute("PRAGMA synchronous=OFF")  # a test file: no fsync per write
        self.db.execute(
            "CREATE TABLE m(ns TEXT, id TEXT, rec TEXT, vec BLOB, PRIMARY KEY (ns, id))"
        )

    def add(self, namespace: str, records: Sequence[MemoryRecord], embeddings: Any) -> None:
        rows = [
            (namespace, r.id, json.dumps(r.to_dict()), np.asarray(v, np.float32).tobytes())
            for r, v in zip(records, embeddings, strict=True)
        ]
        with self.db:
            self.db.executemany("INSERT INTO m VALUES (?, ?, ?, ?)", rows)

    def get(self, namespace: str, ids: Sequence[str] | None = None) -> list[Any]:
        rows = self.db.execute("SELECT id, rec, vec FROM m WHERE ns = ?", (namespace,))
        got = {
            i: (MemoryRecord(**json.loads(rec)), np.frombuffer(vec, np.float32).copy())
            for i, rec, vec in rows
        }
        return list(got.values()) if ids is None else [got[i] for i in ids if i in got]

    def query(self, namespace: str, embedding: Any, k: int) -> list[tuple[str, float]]:
        got = self.get(namespace)
        sims = sorted(((r.id, float(v @ embedding)) for r, v in got), key=lambda p: -p[1])
        return sims[:k]

    def update(self, namespace: str, records: Sequence[MemoryRecord]) -> None:
        with self.db:
            self.db.executemany(
                "UPDATE m SET rec = ? WHERE ns = ? AND id = ?",
                [(json.dumps(r.to_dict()), namespace, r.id) for r in records],
            )

    def delete(self, namespace: str, ids: Sequence[str]) -> int:
        with self.db:
            cur = self.db.executemany(
                "DELETE FROM m WHERE ns = ? AND id = ?", [(namespace, i) for i in ids]
            )
        return int(cur.rowcount)

    def count(self, namespace: str) -> int:
        return int(
            self.db.execute("SELECT count(*) FROM m WHERE ns = ?", (namespace,)).fetchone()[0]
        )

    def namespaces(self) -> list[str]:
        return [r[0] for r in self.db.execute("SELECT DISTINCT ns FROM m ORDER BY ns")]


def rss_mb() -> float:
    """Process RSS after a garbage collection (native memory included)."""
    gc.collect()
    with open("/proc/self/statm") as f:
        pages = int(f.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


_VOCAB = [f"word{j}" for j in range(5000)]


def texts(u: int, n: int) -> list[str]:
    """One findable memory and ``n - 1`` unrelated notes (random words)."""
    rng = random.Random(u)
    notes = [f"{' '.join(rng.choices(_VOCAB, k=6))} note {i}" for i in range(n - 1)]
    return [f"user {u} booked the kayak thirteen", *notes]


def serve(
    store: Any, namespaces: int, per: int, bound: int, cached: int | None = None
) -> dict[str, float]:
    from decaymem import FixedClock, HashingEmbedder, LongTermMemory

    ltm = LongTermMemory(
        store=store,
        embedder=HashingEmbedder(),
        clock=FixedClock(),
        index_cache_bytes=bound,
        index_cache_namespaces=cached,
    )
    out: dict[str, float] = {"start_rss_mb": rss_mb()}
    most = 0
    t = time.perf_counter()
    for u in range(namespaces):
        ns = f"user:{u}"
        ltm.remember_many(texts(u, per), namespace=ns)
        got = ltm.recall("kayak thirteen", k=3, namespace=ns)
        if not got or not got[0].text.startswith(f"user {u} "):
            raise AssertionError(f"namespace {ns} recalled {got!r:.200}")
        most = max(most, ltm.cache_stats().bytes)
        if u + 1 == WARM:
            out["warm_rss_mb"] = rss_mb()
        if (u + 1) % 500 == 0:
            print(
                f"{u + 1} namespaces: rss {rss_mb():.0f} MB, cache {most / 2**20:.1f} MB, "
                f"{time.perf_counter() - t:.0f} s",
                file=sys.stderr,
                flush=True,
            )
    stats = ltm.cache_stats()
    out |= {
        "seconds": time.perf_counter() - t,
        "end_rss_mb": rss_mb(),
        "peak_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
        "cache_max_bytes_mb": most / 2**20,
        "cache_end_mb": stats.bytes / 2**20,
        "evictions": float(stats.evictions),
        "namespaces_cached": float(stats.namespaces),
    }
    return out


def start_chroma(data: str) -> tuple[subprocess.Popen[bytes], int]:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = int(s.getsockname()[1])
    exe = Path(sys.executable).with_name("chroma")
    proc = subprocess.Popen(
        [str(exe), "run", "--path", data, "--host", "127.0.0.1", "--port", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    import chromadb

    for _ in range(200):
        try:
            chromadb.HttpClient(host="127.0.0.1", port=port).heartbeat()
            return proc, port
        except Exception:
            time.sleep(0.3)
    proc.kill()
    raise RuntimeError("chroma run did not start")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--namespaces", type=int, default=10_000)
    ap.add_argument("--per-namespace", type=int, default=100)
    ap.add_argument("--bound-mb", type=int, default=64)
    ap.add_argument(
        "--store",
        choices=["sqlite", "chroma", "embedded", "pgvector"],
        default="sqlite",
        help="sqlite: a SQLite-file test store in process (fast); chroma: a `chroma run` server; "
        "embedded: ChromaStore(path=...) in this process (Chroma's native memory counted)",
    )
    ap.add_argument("--cache-namespaces", type=int, default=None, help="index_cache_namespaces")
    ap.add_argument(
        "--hnsw-cache",
        type=int,
        default=None,
        help="embedded only: the capacity of Chroma's cache of loaded HNSW indexes",
    )
    ap.add_argument("--pg-url", help="for --store pgvector: a Postgres with pgvector")
    args = ap.parse_args(argv)
    data = tempfile.mkdtemp(prefix="decaymem-many-")
    bound = args.bound_mb << 20
    try:
        if args.store == "sqlite":
            r = serve(
                SQLiteStore(Path(data) / "m.sqlite3"), args.namespaces, args.per_namespace, bound
            )
        elif args.store == "embedded":
            from decaymem.stores import ChromaStore

            if args.hnsw_cache is not None:
                from .chroma_layout import bound_hnsw_cache

                bound_hnsw_cache(args.hnsw_cache)
            store: Any = ChromaStore(path=Path(data) / "chroma")
            try:
                r = serve(store, args.namespaces, args.per_namespace, bound, args.cache_namespaces)
            finally:
                store.close()
        elif args.store == "pgvector":
            from decaymem.stores import PgVectorStore

            store = PgVectorStore(args.pg_url, table=f"many_{os.getpid()}")
            r = serve(store, args.namespaces, args.per_namespace, bound, args.cache_namespaces)
        else:
            import chromadb

            from decaymem.stores import ChromaStore

            proc, port = start_chroma(data)
            try:
                client = chromadb.HttpClient(host="127.0.0.1", port=port)
                store = ChromaStore(client, prefix="many")
                r = serve(store, args.namespaces, args.per_namespace, bound)
            finally:
                proc.terminate()
                proc.wait(timeout=30)
    finally:
        shutil.rmtree(data, ignore_errors=True)
    print(
        f"store: {args.store}, index_cache_namespaces {args.cache_namespaces}, "
        f"hnsw cache {args.hnsw_cache or 'default'}"
    )
    print(f"| {args.namespaces:,} namespaces x {args.per_namespace} memories | |")
    print("|---|---:|")
    print(f"| cache bound (`index_cache_bytes`) | {args.bound_mb} MB |")
    print(f"| most bytes the cache accounted | {r['cache_max_bytes_mb']:.1f} MB |")
    print(f"| resident before the first namespace | {r['start_rss_mb']:.0f} MB |")
    print(f"| resident after {WARM} namespaces (warm baseline) | {r['warm_rss_mb']:.0f} MB |")
    print(f"| resident at the end | {r['end_rss_mb']:.0f} MB |")
    rise0 = r["end_rss_mb"] - r["start_rss_mb"]
    print(f"| rise over the start (store open, nothing written) | {rise0:.0f} MB |")
    print(f"| peak resident (ru_maxrss) | {r['peak_rss_mb']:.0f} MB |")
    rise = r["end_rss_mb"] - r["warm_rss_mb"]
    print(f"| rise over the warm baseline | {rise:.0f} MB (bar: bound + 64 MB) |")
    print(
        f"| evictions / namespaces still cached | {r['evictions']:.0f} / {r['namespaces_cached']:.0f} |"
    )
    print(f"| time | {r['seconds']:.0f} s |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
