"""Bulk import is linear: duplicates and supersession are found among nearest neighbours only."""

from __future__ import annotations

from typing import Any

import pytest

import decaymem.longterm.candidates as candidates_mod
from decaymem import FixedClock, HashingEmbedder, InMemoryStore, LongTermMemory, MemoryInput


def _watch_neighbours(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    sizes: list[int] = []
    real = LongTermMemory._duplicate_of

    def watched(self: LongTermMemory, rec: Any, neighbours: list[Any]) -> Any:
        sizes.append(len(neighbours))
        return real(self, rec, neighbours)

    monkeypatch.setattr(LongTermMemory, "_duplicate_of", watched)
    return sizes


def test_work_per_new_memory_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    """Templated memories are all close to each other: comparing each new one with every stored
    one (the old all-pairs detection) grows with the namespace; now it stays bounded."""
    sizes = _watch_neighbours(monkeypatch)
    ltm = LongTermMemory(store=InMemoryStore(), embedder=HashingEmbedder(), clock=FixedClock())
    ltm.remember_many([f"user visited page {i} of the catalogue" for i in range(600)])
    ltm.remember_many([f"user visited page {i} of the catalogue" for i in range(600, 900)])
    assert ltm.count() == 900
    bound = getattr(candidates_mod, "_PAIR_NEIGHBOURS", 50)
    assert max(sizes) <= 2 * bound  # stored neighbours + earlier items of the same batch


@pytest.mark.parametrize(
    ("exact_pairs_limit", "exact_limit"),
    [(20_000, 200_000), (10, 200_000), (10, 5)],
    ids=["exact", "newest-and-rare-words", "store-ann"],
)
def test_duplicates_and_supersession_still_found(
    monkeypatch: pytest.MonkeyPatch, exact_pairs_limit: int, exact_limit: int
) -> None:
    """Through exact products (small namespace), through the newest memories and those sharing
    rare words (large namespace: the old memory is out of the newest window here), and through
    the store's ANN query (a namespace past exact_limit)."""
    monkeypatch.setattr(candidates_mod, "_EXACT_PAIRS_LIMIT", exact_pairs_limit)
    monkeypatch.setattr(candidates_mod, "_RECENT_CANDIDATES", 4)
    clock = FixedClock()
    ltm = LongTermMemory(
        store=InMemoryStore(),
        embedder=HashingEmbedder(),
        clock=clock,
        exact_limit=exact_limit,
    )
    old = ltm.remember("I live in Lisbon near the river")
    filler = [f"note {i}: the {w} is {i}" for i, w in enumerate(["kettle", "lamp", "desk"] * 10)]
    ltm.remember_many(filler)
    clock.advance(86_400)
    ids = ltm.remember_many(
        [
            MemoryInput(text="i live in lisbon near the river!"),  # duplicate of a stored one
            MemoryInput(text="I live in Madrid near the river"),  # a new value: kept apart
            MemoryInput(text="I live in Madrid near the river."),  # duplicate within the batch
        ]
    )
    assert ids[0] == old and ids[1] == ids[2] != old
    assert ltm.get([old])[0].superseded_by is None  # never guessed an update
    assert ltm.count() == 32
