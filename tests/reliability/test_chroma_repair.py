"""Records Chroma lost the vectors of, on several read pages, are all found and repaired.

After a SIGKILL during a large ``remember_many``, the embedded Chroma keeps documents and
metadata whose vectors are gone (``get(include=["embeddings"])`` fails with "Error finding id").
``ChromaStore`` reads in pages; when damaged records sat on more than one page, each page's list
replaced the previous one and only the last page was repaired, so ``count()`` said 12,560 while
``get()`` returned 9,584. Here a real Chroma collection is wrapped so that chosen ids have lost
their vectors, on three pages.
"""

from __future__ import annotations

import uuid
from typing import Any

import chromadb
import numpy as np
import pytest

from decaymem import ChromaStore, FixedClock, HashingEmbedder, LongTermMemory, MemoryInput
from decaymem.stores import chroma as chroma_module

from .crash_writer import bulk_text

PAGE = 100


class _LostVectors:
    """A real collection whose ``lost`` ids answer like vectors Chroma lost in a crash."""

    def __init__(self, inner: Any, lost: set[str], max_batch: int) -> None:
        self._inner = inner
        self.lost = lost
        self.max_batch = max_batch

    def get(self, ids: list[str] | None = None, include: Any = (), **kwargs: Any) -> Any:
        got = self._inner.get(ids=ids, include=include, **kwargs)
        if "embeddings" in include and self.lost & set(got["ids"]):
            raise RuntimeError("Error executing plan: Error finding id")
        return got

    def upsert(self, ids: list[str], **kwargs: Any) -> Any:
        if len(ids) > self.max_batch:  # as Chroma does
            raise ValueError(f"Batch size of {len(ids)} is greater than max batch size")
        self.lost -= set(ids)  # a rewrite with a fresh vector heals the record
        return self._inner.upsert(ids=ids, **kwargs)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)


class _Client:
    """A real ``EphemeralClient`` whose collections are wrapped."""

    def __init__(self, lost: set[str]) -> None:
        self._inner = chromadb.EphemeralClient()
        self.lost = lost
        self.max_batch = 5461  # Chroma's, on this machine

    def get_max_batch_size(self) -> int:
        return self.max_batch

    def get_or_create_collection(self, *args: Any, **kwargs: Any) -> Any:
        col = self._inner.get_or_create_collection(*args, **kwargs)
        return _LostVectors(col, self.lost, self.max_batch)

    def get_collection(self, *args: Any, **kwargs: Any) -> Any:
        col = self._inner.get_collection(*args, **kwargs)
        return _LostVectors(col, self.lost, self.max_batch)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)


@pytest.fixture
def small_pages(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(chroma_module, "_PAGE", PAGE)


def _fill(n: int, lost_positions: list[int]) -> tuple[LongTermMemory, _Client, list[str]]:
    client = _Client(set())
    store = ChromaStore(client, prefix=f"dmrepair{uuid.uuid4().hex[:8]}")  # ephemeral: shared
    ltm = LongTermMemory(
        store=store,
        embedder=HashingEmbedder(),
        clock=FixedClock(),
        consolidate=False,
    )
    ids = ltm.remember_many([MemoryInput(text=bulk_text(i)) for i in range(n)])
    client.lost.update(ids[p] for p in lost_positions)
    return ltm, client, ids


def test_damage_on_several_pages_is_all_reported(small_pages: None) -> None:
    ltm, client, ids = _fill(350, [3, 150, 151, 320])
    store = ltm.store
    assert isinstance(store, ChromaStore)
    got = store.get("default")
    assert len(got) == 346
    assert {r.id for r in store.damaged("default")} == {ids[3], ids[150], ids[151], ids[320]}
    # a later read that finds nothing damaged does not keep stale reports
    client.lost.clear()
    store.get("default")
    assert store.damaged("default") == []


def test_long_term_memory_repairs_every_damaged_page(small_pages: None) -> None:
    lost_positions = [0, 99, 100, 250, 349]
    ltm, client, ids = _fill(350, lost_positions)
    client.max_batch = 2  # more damaged records than one write may carry (a real crash: 7,024)
    store = ltm.store
    assert isinstance(store, ChromaStore)
    store._collections.clear()  # reopen the collections with the smaller batch limit
    ltm._indexes.clear()  # as after reopening: the next read hydrates from the store
    records = ltm.get()
    assert ltm.count() == len(records) == 350
    assert not client.lost, "every damaged record was rewritten with a vector"
    for p in lost_positions:
        best = ltm.recall(bulk_text(p), k=1)
        assert best[0].id == ids[p]
    # vectors were re-embedded from the text: the same as the original embedding
    vec = {r.id: v for r, v in ltm.store.get("default", [ids[99]])}[ids[99]]
    expected = HashingEmbedder().embed([bulk_text(99)])[0]
    assert np.allclose(vec, expected, atol=1e-6)
