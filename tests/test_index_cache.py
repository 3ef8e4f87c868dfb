"""Namespace indexes live in a byte-bounded LRU cache with visible stats (issue 12.4)."""

from __future__ import annotations

import gc
import logging
import os
import tracemalloc
from pathlib import Path

import numpy as np
import pytest

from benchmarks.many_users import SQLiteStore
from decaymem import (
    ConfigError,
    FixedClock,
    HashingEmbedder,
    IndexCacheStats,
    InMemoryStore,
    LongTermMemory,
)
from decaymem.index import NamespaceIndex
from decaymem.records import MemoryRecord


def _records(n: int, ns: str = "n") -> list[MemoryRecord]:
    return [
        MemoryRecord(
            id=f"{ns}-{i}",
            text=f"memory {i}: Ana booked the {i % 13} o'clock kayak near harbour {i % 50}",
            namespace=ns,
            importance=5.0,
            created_at=1.7e9 + i,
        )
        for i in range(n)
    ]


def test_accounted_bytes_track_what_an_index_really_holds() -> None:
    recs = _records(3000)
    vecs = HashingEmbedder().embed([r.text for r in recs]).astype(np.float32)
    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    idx = NamespaceIndex(None, keep_vectors=True)
    idx.add(recs, vecs)
    held = tracemalloc.get_traced_memory()[0] - base
    tracemalloc.stop()
    held -= sum(len(r.text) + 600 for r in recs)  # records were allocated before: not "held"
    assert 0.5 * held <= idx.nbytes - sum(len(r.text) + 600 for r in recs) <= 2.0 * held


def test_500_namespaces_stay_under_the_bound(caplog: pytest.LogCaptureFixture) -> None:
    bound = 2 << 20
    ltm = LongTermMemory(
        store=InMemoryStore(),
        embedder=HashingEmbedder(),
        clock=FixedClock(),
        index_cache_bytes=bound,
    )
    caplog.set_level(logging.DEBUG, logger="decaymem.index_cache")
    for u in range(500):
        ns = f"user:{u}"
        ltm.remember_many(
            [f"user {u} note {i}: likes kayak number {i + 10}" for i in range(20)], namespace=ns
        )
        assert ltm.recall("kayak number 13", k=1, namespace=ns)[0].text.startswith(f"user {u} ")
        stats = ltm.cache_stats()
        assert stats.bytes <= bound
    stats = ltm.cache_stats()
    assert isinstance(stats, IndexCacheStats) and stats.max_bytes == bound
    assert stats.evictions > 0 and stats.namespaces < 500 and stats.misses >= 500
    assert any("evicted" in r.getMessage() for r in caplog.records)
    # an evicted namespace is rebuilt from the store on its next use, complete
    # (numbers of two digits: the BM25 tokenizer, like bm25s's, drops one-character tokens)
    got = ltm.recall("kayak number 17", k=1, namespace="user:0")
    assert got[0].text == "user 0 note 7: likes kayak number 17"
    assert ltm.cache_stats().misses == stats.misses + 1


def test_unbounded_and_bad_bounds() -> None:
    ltm = LongTermMemory(
        store=InMemoryStore(),
        embedder=HashingEmbedder(),
        clock=FixedClock(),
        index_cache_bytes=None,
    )
    for u in range(30):
        ltm.remember("a note", namespace=f"u{u}")
    assert ltm.cache_stats().evictions == 0 and ltm.cache_stats().namespaces == 30
    for bad in (-1, 1.5, True, "1GB"):
        with pytest.raises(ConfigError):
            LongTermMemory(store=InMemoryStore(), embedder=HashingEmbedder(), index_cache_bytes=bad)  # type: ignore[arg-type]


def _rss_bytes() -> int:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


@pytest.mark.skipif(not Path("/proc/self/statm").exists(), reason="reads Linux's /proc")
def test_500_namespaces_keep_resident_memory_within_the_bound(tmp_path: Path) -> None:
    """The cache's accounted bytes stay under the bound, and resident memory rises at most
    bound + 64 MB over a warmed baseline (unbounded, these 500 indexes hold ~150 MB)."""
    bound = 8 << 20
    ltm = LongTermMemory(
        store=SQLiteStore(tmp_path / "m.sqlite3"),
        embedder=HashingEmbedder(),
        clock=FixedClock(),
        index_cache_bytes=bound,
    )

    rng = np.random.default_rng(4)
    vocab = np.array([f"word{j}" for j in range(5000)])  # unrelated notes: no supersession

    def serve(u: int) -> None:
        ns = f"user:{u}"
        notes = [f"{' '.join(rng.choice(vocab, 6))} note {i}" for i in range(99)]
        ltm.remember_many([f"user {u} booked the kayak thirteen", *notes], namespace=ns)
        assert ltm.recall("kayak thirteen", k=1, namespace=ns)[0].text.startswith(f"user {u} ")
        assert ltm.cache_stats().bytes <= bound

    for u in range(50):  # warm the allocator, the embedder and the cache up to its bound
        serve(u)
    gc.collect()
    base = _rss_bytes()
    for u in range(50, 500):
        serve(u)
    gc.collect()
    rise = _rss_bytes() - base
    assert ltm.cache_stats().evictions >= 400
    assert rise <= bound + (64 << 20), f"resident memory rose {rise / 2**20:.0f} MB"
