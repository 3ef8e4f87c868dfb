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


def test_a_count_bound_is_honoured() -> None:
    ltm = LongTermMemory(
        store=InMemoryStore(),
        embedder=HashingEmbedder(),
        clock=FixedClock(),
        index_cache_namespaces=3,
    )
    for u in range(10):
        ltm.remember(f"user {u} keeps a kayak", namespace=f"u{u}")
        assert ltm.recall("kayak", k=1, namespace=f"u{u}")[0].text == f"user {u} keeps a kayak"
        assert ltm.cache_stats().namespaces <= 3
    stats = ltm.cache_stats()
    assert stats.max_namespaces == 3 and stats.namespaces == 3 and stats.evictions == 7
    for bad in (0, -1, 1.5, True):
        with pytest.raises(ConfigError, match="index_cache_namespaces"):
            LongTermMemory(
                store=InMemoryStore(),
                embedder=HashingEmbedder(),
                index_cache_namespaces=bad,  # type: ignore[arg-type]
            )


def test_eviction_loses_no_write_and_changes_no_recall(tmp_path: Path) -> None:
    """Writes, forgets and recalls interleaved over 12 namespaces on embedded Chroma: a cache
    of 2 namespaces (evicting on nearly every call) answers as an unbounded one."""
    from decaymem.stores import ChromaStore

    def build(name: str, cached: int | None) -> LongTermMemory:
        return LongTermMemory(
            store=ChromaStore(path=tmp_path / name),
            embedder=HashingEmbedder(),
            clock=FixedClock(),
            index_cache_bytes=None,
            index_cache_namespaces=cached,
        )

    small, full = build("small", 2), build("full", None)
    rng = np.random.default_rng(7)
    vocab = [f"word{j}" for j in range(300)]
    answers: dict[str, list[list[tuple[str, float, float]]]] = {"small": [], "full": []}
    for rnd in range(3):
        for u in range(12):
            ns = f"user:{u}"
            batch = [f"user {u} round {rnd}: {' '.join(rng.choice(vocab, 5))}" for _ in range(4)]
            for name, ltm in (("small", small), ("full", full)):
                ids = ltm.remember_many(batch, namespace=ns, importance=float(1 + u % 9))
                if rnd == 1:
                    assert ltm.forget(ids[:1], namespace=ns) == 1
                for query in (f"user {u} round 0", batch[-1]):
                    got = ltm.recall(query, k=5, namespace=ns)
                    answers[name].append([(r.text, r.score, r.similarity) for r in got])
    # the same memories in the same order; scores equal but for the last float32 bit (a
    # rebuilt index multiplies arrays of another shape, so BLAS sums in another order)
    for a, b in zip(answers["small"], answers["full"], strict=True):
        assert [r[0] for r in a] == [r[0] for r in b]
        assert np.allclose([r[1:] for r in a], [r[1:] for r in b], rtol=1e-6, atol=0)
    assert small.cache_stats().evictions == 3 * 12 - 2 and full.cache_stats().evictions == 0
    for u in range(12):
        assert small.count(f"user:{u}") == full.count(f"user:{u}") == 11
