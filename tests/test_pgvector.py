"""PgVectorStore under LongTermMemory on a real Postgres: recall equals the exact reference
(InMemoryStore) with decay and importance in the score, and two workers see each other's
writes and forgets."""

from __future__ import annotations

import numpy as np
import pytest

from decaymem import (
    FixedClock,
    HashingEmbedder,
    InMemoryStore,
    LongTermMemory,
    PgVectorStore,
    SeedScoring,
)
from decaymem.errors import InvalidInputError

TOPICS = ["garden", "invoice", "flight", "recipe", "piano", "tax", "dentist", "server"]


def _texts(n: int) -> list[str]:
    rng = np.random.default_rng(7)
    return [
        f"note {i}: the {TOPICS[i % 8]} and the {TOPICS[int(rng.integers(8))]} on day {i % 31}"
        for i in range(n)
    ]


@pytest.mark.parametrize("scoring", [None, SeedScoring(lam=1e-4)], ids=["default", "seed"])
def test_decayed_top_k_on_pgvector_equals_the_exact_reference(pg_db: str, scoring) -> None:  # type: ignore[no-untyped-def]
    rng = np.random.default_rng(3)
    texts = _texts(400)
    importance = rng.uniform(1, 10, size=len(texts))
    at = 1_700_000_000.0 + rng.uniform(0, 30 * 86400, size=len(texts))
    mems = []
    for store in (InMemoryStore(), PgVectorStore(pg_db)):
        mem = LongTermMemory(
            store=store,
            embedder=HashingEmbedder(),
            clock=FixedClock(1_703_000_000.0),
            scoring=scoring,
            consolidate=False,
        )
        for t, imp, when in zip(texts, importance, at, strict=True):
            mem.remember(t, importance=float(imp), at=float(when), namespace="user:ana")
        mems.append(mem)
    ref, pg = mems
    for q in ("garden on day 3", "the invoice and the tax", "piano lesson", "server outage"):
        want = [(r.text, round(r.score, 9)) for r in ref.recall(q, k=10, namespace="user:ana")]
        got = [(r.text, round(r.score, 9)) for r in pg.recall(q, k=10, namespace="user:ana")]
        assert got == want, q
    assert pg.count(namespace="user:ana") == 400
    assert pg.recall("garden", k=5, namespace="user:bob") == []


def test_two_workers_see_each_others_writes_and_forgets(pg_db: str) -> None:
    clock = FixedClock(1_700_000_000.0)
    a = LongTermMemory(
        store=PgVectorStore(pg_db), embedder=HashingEmbedder(), clock=clock, refresh_interval_s=0.0
    )
    b = LongTermMemory(
        store=PgVectorStore(pg_db), embedder=HashingEmbedder(), clock=clock, refresh_interval_s=0.0
    )
    assert b.recall("bank PIN", k=3, namespace="user:ana") == []  # b loads the namespace
    mid = a.remember("Ana's bank PIN is 4921", importance=9, namespace="user:ana")
    assert [r.id for r in b.recall("bank PIN", k=3, namespace="user:ana")] == [mid]
    a.forget([mid], namespace="user:ana")
    assert b.recall("bank PIN", k=3, namespace="user:ana") == []


def test_bad_input_is_refused_with_the_packages_error(pg_db: str) -> None:
    store = PgVectorStore(pg_db)
    lt = LongTermMemory(store=store, embedder=HashingEmbedder())
    lt.remember("kept", namespace="n")
    with pytest.raises(InvalidInputError, match="finite"):
        store.add("n", [store.get("n")[0][0]], np.array([[np.nan] * 3], dtype=np.float32))
    with pytest.raises(InvalidInputError, match="URL"):
        PgVectorStore("")
    assert store.count("n") == 1
