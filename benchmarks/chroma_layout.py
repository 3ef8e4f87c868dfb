"""Chroma's resident memory for many namespaces: a collection each, or one with a namespace field.

    python -m benchmarks.chroma_layout --layout many|one [--namespaces 1000] [--per 30]
                                       [--hnsw-cache N]

The bare ``chromadb`` client on an embedded directory (no decaymem): ``many`` creates one
cosine collection per namespace (decaymem's layout), ``one`` adds every namespace to one
collection with a ``ns`` metadata field and filters each query on it (LangGraph's store and
mem0's layout). Each namespace: ``add`` of ``--per`` random 384-d vectors, one query whose top
result must be its own first vector. ``--hnsw-cache`` replaces the capacity of Chroma's cache of
loaded HNSW indexes (``RLIMIT_NOFILE // 5`` by default, set when the client starts) to see
whether bounding it bounds the process. Printed: process RSS (after ``gc.collect()``) when the
client is open and at the end, and at a few counts in between.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from typing import Any

import numpy as np

from .many_users import rss_mb

_MARKS = {1, 10, 50, 100, 200, 500}


def bound_hnsw_cache(size: int) -> None:
    """Make every Chroma client started from now on keep at most ``size`` HNSW indexes."""
    from chromadb.api.rust import RustBindingsAPI

    init = RustBindingsAPI.__init__

    def bounded(self: Any, system: Any) -> None:
        init(self, system)
        self.hnsw_cache_size = size

    RustBindingsAPI.__init__ = bounded  # type: ignore[method-assign]


def run(layout: str, namespaces: int, per: int) -> dict[str, float]:
    import chromadb

    client = chromadb.PersistentClient(path=tempfile.mkdtemp(prefix="decaymem-layout-"))
    rng = np.random.default_rng(0)
    out = {"start_rss_mb": rss_mb()}
    t = time.perf_counter()
    one = None
    if layout == "one":
        one = client.get_or_create_collection("all", metadata={"hnsw:space": "cosine"})
    for u in range(namespaces):
        vecs = rng.standard_normal((per, 384)).astype(np.float32)
        ids = [f"{u}-{i}" for i in range(per)]
        if one is not None:
            one.add(ids=ids, embeddings=vecs, metadatas=[{"ns": str(u)}] * per)
            got = one.query(query_embeddings=vecs[:1], n_results=3, where={"ns": str(u)})
        else:
            col = client.get_or_create_collection(f"ns-{u}", metadata={"hnsw:space": "cosine"})
            col.add(ids=ids, embeddings=vecs)
            got = col.query(query_embeddings=vecs[:1], n_results=3)
        if got["ids"][0][0] != ids[0]:
            raise AssertionError(f"namespace {u} recalled {got['ids']!r}")
        if u + 1 in _MARKS:
            print(f"{u + 1} namespaces: rss {rss_mb():.0f} MB", file=sys.stderr, flush=True)
    out |= {"end_rss_mb": rss_mb(), "seconds": time.perf_counter() - t}
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--layout", choices=["many", "one"], default="many")
    ap.add_argument("--namespaces", type=int, default=1000)
    ap.add_argument("--per", type=int, default=30)
    ap.add_argument("--hnsw-cache", type=int, default=None)
    args = ap.parse_args(argv)
    if args.hnsw_cache is not None:
        bound_hnsw_cache(args.hnsw_cache)
    r = run(args.layout, args.namespaces, args.per)
    rise = r["end_rss_mb"] - r["start_rss_mb"]
    cache = "default" if args.hnsw_cache is None else str(args.hnsw_cache)
    print(
        f"layout {args.layout}, {args.namespaces} x {args.per}, hnsw cache {cache}: "
        f"rss {r['start_rss_mb']:.0f} -> {r['end_rss_mb']:.0f} MB (+{rise:.0f} MB), "
        f"{r['seconds']:.0f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
