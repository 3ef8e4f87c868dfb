"""The candidate path of recall (decaymem.longterm.ann): a namespace past ``candidate_limit``
scores the ANN top-N and the exact lexical top-N instead of every memory."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import pytest

from decaymem import FixedClock, HashingEmbedder, InMemoryStore, LongTermMemory, MemoryInput
from decaymem.longterm.ann import lexical_ranks, lexical_top
from decaymem.scoring import FusionScoring, SeedScoring, ranks

NAMES = ["Ana", "Bo", "Caroline", "Dev", "Eli", "Farah"]
TOPICS = [
    "the pottery class on Thursday",
    "a hike up the ridge trail",
    "adopting a rescue dog named Biscuit",
    "the new job at the bakery",
    "her sister's wedding in Lisbon",
    "painting the kitchen yellow",
    "a charity run for the shelter",
    "learning to play the cello",
    "the broken bike and the repair shop",
    "moving closer to the river",
]
VERBS = ["talked about", "was excited about", "worried about", "asked a question about"]
TAILS = ["last week", "yesterday", "again", "with a friend", "after work", "", "on the weekend"]


def sentences(n: int, seed: int) -> list[str]:
    """Dialogue-like sentences: shared names and topics, so BM25 ties and near-ties abound."""
    rng = np.random.default_rng(seed)
    out = []
    for i in range(n):
        name, topic = NAMES[rng.integers(len(NAMES))], TOPICS[rng.integers(len(TOPICS))]
        verb, tail = VERBS[rng.integers(len(VERBS))], TAILS[rng.integers(len(TAILS))]
        extra = f" and mentioned item {i % 37}" if rng.random() < 0.3 else ""
        out.append(f"{name} {verb} {topic} {tail}{extra}.".replace("  ", " "))
    return out


QUESTIONS = [
    "what did Ana say about the pottery class?",
    "who adopted a dog?",
    "the wedding in Lisbon",
    "cello lessons",
    "what happened with the bike repair?",
    "Farah moving near the river after work",
    "charity run shelter",
    "item 12",
    "yellow kitchen",
    "a question about the bakery job",
]


class CountingStore(InMemoryStore):
    """An in-memory store (exact nearest neighbours) that counts what recall asks of it."""

    def __init__(self) -> None:
        super().__init__()
        self.calls: dict[str, int] = {}
        self.asked_k: list[int] = []

    def _count(self, name: str) -> None:
        self.calls[name] = self.calls.get(name, 0) + 1

    def query(self, namespace: str, embedding: Any, k: int) -> list[tuple[str, float]]:
        self._count("query")
        self.asked_k.append(k)
        return super().query(namespace, embedding, k)

    def query_ids(self, namespace: str, embedding: Any, k: int) -> list[str]:
        self._count("query_ids")
        self.asked_k.append(k)
        return [mid for mid, _ in super().query(namespace, embedding, k)]

    def get(self, namespace: str, ids: Sequence[str] | None = None) -> Any:
        self._count("get")
        return super().get(namespace, ids)

    def count(self, namespace: str) -> int:
        self._count("count")
        return super().count(namespace)


def _pair(n: int, *, pool: int, seed: int = 3) -> tuple[LongTermMemory, LongTermMemory]:
    store = CountingStore()
    common: dict[str, Any] = {
        "store": store,
        "embedder": HashingEmbedder(),
        "clock": FixedClock(2e9),
        "refresh_interval_s": 1e9,
    }
    exact = LongTermMemory(candidate_limit=None, consolidate=False, **common)
    texts = sentences(n, seed)
    exact.remember_many(
        [
            MemoryInput(text=t, importance=float(1 + i % 10), at=2e9 - 90_000 + 37 * i)
            for i, t in enumerate(texts)
        ]
    )
    cand = LongTermMemory(candidate_limit=0, candidate_pool=pool, **common)
    return exact, cand


def test_lexical_top_and_ranks_equal_full_ranks_with_ties() -> None:
    rng = np.random.default_rng(1)
    for _ in range(300):
        n = int(rng.integers(1, 300))
        lex = np.where(rng.random(n) < 0.5, rng.integers(0, 6, n) / 2.0, 0.0)  # many ties
        matched = np.flatnonzero(lex > 0)
        full = ranks(lex)
        c = int(rng.integers(1, 50))
        top = lexical_top(matched, lex[matched], c)
        assert set(top.tolist()) == set(np.flatnonzero(full < min(c, len(matched))).tolist())
        rows = np.unique(rng.integers(0, n, int(rng.integers(1, n + 1))))
        got = lexical_ranks(rows, lex[rows], matched, lex[matched])
        hit = lex[rows] > 0
        assert np.array_equal(got[hit], full[rows][hit])


@pytest.mark.parametrize("pool", [8, 64])
def test_candidate_path_equals_exhaustive_on_sentences(pool: int) -> None:
    """With exact neighbours (the in-memory store), the candidate path returns the exhaustive
    top-k, same ids in the same order, widening from a pool far smaller than the namespace."""
    exact, cand = _pair(600, pool=pool)
    assert exact.count() == 600
    for q in QUESTIONS:
        for k in (1, 5, 10):
            want = [(r.id, r.score) for r in exact.recall(q, k=k)]
            got = [(r.id, r.score) for r in cand.recall(q, k=k)]
            assert [i for i, _ in got] == [i for i, _ in want], (q, k)
            assert np.allclose([s for _, s in got], [s for _, s in want], rtol=1e-9), (q, k)


def test_candidate_path_with_min_score_and_where() -> None:
    exact, cand = _pair(400, pool=16)
    for q in QUESTIONS[:5]:
        want = [r.id for r in exact.recall(q, k=10, min_score=0.3)]
        assert [r.id for r in cand.recall(q, k=10, min_score=0.3)] == want
    ids = cand.remember("Dev sold the cello to a neighbour", metadata={"kind": "sale"})
    assert [r.id for r in cand.recall("cello", k=3, where={"kind": "sale"})] == [ids]


def test_candidate_path_asks_the_store_once_and_reads_no_vectors() -> None:
    """The cost model: one ids-only ANN query per recall (no count, no vector reads; a second,
    wider round only when a lexical-only memory reaches the top-k), whatever the namespace's
    size."""
    _, cand = _pair(600, pool=64)
    store = cand.store
    assert isinstance(store, CountingStore)
    cand.recall(QUESTIONS[0], k=10)  # the first recall builds the index (reads everything)
    store.calls.clear()
    store.asked_k.clear()
    for q in QUESTIONS:
        cand.recall(q, k=10)
    assert set(store.calls) == {"query_ids"}  # no count, no vectors read back
    assert store.asked_k.count(80) == len(QUESTIONS)  # first round: max(candidate_pool, 8 k)
    assert len(store.asked_k) <= len(QUESTIONS) + 2  # a second round is the exception


def test_seed_scoring_stays_exhaustive_past_candidate_limit() -> None:
    exact, cand = _pair(300, pool=8)
    store = cand.store
    assert isinstance(store, CountingStore)
    seed = SeedScoring(lam=1e-5)
    cand.recall("warm up", k=1, scoring=seed)
    store.calls.clear()
    for q in QUESTIONS:
        assert [r.id for r in cand.recall(q, k=5, scoring=seed)] == [
            r.id for r in exact.recall(q, k=5, scoring=seed)
        ]
    assert "query" not in store.calls and "query_ids" not in store.calls


def test_default_fusion_takes_candidates_only_past_candidate_limit() -> None:
    exact, _ = _pair(50, pool=8)
    store = exact.store
    assert isinstance(store, CountingStore)
    small = LongTermMemory(
        store=store,
        embedder=HashingEmbedder(),
        clock=FixedClock(2e9),
        candidate_limit=50,
        scoring=FusionScoring(),
    )
    small.recall("cello", k=3)
    store.calls.clear()
    small.recall("cello", k=3)
    assert "query_ids" not in store.calls  # 50 memories: not past the limit, exhaustive
