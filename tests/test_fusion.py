"""FusionScoring (the default ranking), genuine-update detection and speaker names."""

from __future__ import annotations

import numpy as np
import pytest

from decaymem import (
    BM25Scoring,
    ConfigError,
    Features,
    FixedClock,
    FusionScoring,
    HashingEmbedder,
    InMemoryStore,
    LongTermMemory,
    MemoryInput,
)
from decaymem.scoring import DAY_S


def feats(sim, lex, *, age_days=None, imp=None, words=None, sup=None) -> Features:  # type: ignore[no-untyped-def]
    n = len(sim)
    now = 100 * DAY_S
    ages = np.asarray(age_days if age_days is not None else [0.0] * n, dtype=float)
    return Features(
        similarity=np.asarray(sim, dtype=float),
        lexical=np.asarray(lex, dtype=float),
        importance=np.asarray(imp if imp is not None else [5.0] * n, dtype=float),
        created_at=now - ages * DAY_S,
        last_recalled_at=np.full(n, np.nan),
        strength=np.ones(n),
        now=now,
        superseded_sim=np.asarray(sup if sup is not None else [0.0] * n, dtype=float),
        words=np.asarray(words if words is not None else [12.0] * n, dtype=float),
    )


def test_relevance_first_recency_and_importance_only_break_near_ties() -> None:
    f = FusionScoring()
    # 0: top by both signals but old and unimportant; 1..: weaker, brand new and important
    s, _ = f.score(
        feats(
            [0.8, 0.5, 0.4, 0.3],
            [9.0, 4.0, 3.0, 0.0],
            age_days=[300, 0, 0, 0],
            imp=[1, 10, 10, 10],
        )
    )
    assert int(np.argmax(s)) == 0
    # a near-tie (one is first by meaning, the other by words): the newer one wins
    near = feats([0.6, 0.5], [3.0, 4.0], age_days=[60, 0])
    s, _ = f.score(near)
    assert s[1] > s[0]
    s_off, _ = FusionScoring(recency_weight=0, importance_weight=0).score(near)
    assert s_off[0] > s_off[1]  # without the tie-breaker the older one led


def test_short_filler_cannot_win_on_one_shared_word() -> None:
    # "Yep, Caroline!" tops BM25 (short text) and is nowhere by meaning
    f = feats([0.05, 0.55, 0.5], [6.0, 4.0, 0.0], words=[2, 14, 11])
    s, _ = FusionScoring().score(f)
    assert s[1] > s[0]
    s_unguarded, _ = FusionScoring(short_words=0).score(f)
    assert s_unguarded[0] > s[0]  # the guard is what holds it down


def test_a_word_shared_with_an_unrelated_text_counts_for_less() -> None:
    """The demo's "Are there any food restrictions?": a long pasted itinerary shares "food"
    (the only lexical match, so lexical rank 0) at cosine 0.11, two constraints say it in other
    words at cosine 0.31 and 0.29, among other turns of the trip. Under the dense floor the
    lexical term is scaled down."""
    pad = 12  # turns about the trip, a little closer in meaning than the itinerary
    f = feats(
        [0.11, 0.31, 0.29, 0.38] + [0.25] * pad,
        [0.6, 0.0, 0.0, 0.0] + [0.0] * pad,
        words=[200, 11, 12, 12] + [12] * pad,
    )
    s, _ = FusionScoring().score(f)
    assert int(np.argmax(s)) == 3 and s[1] > s[0] and s[2] > s[0]
    # the same lexical match on a related text keeps its full weight
    s_related, _ = FusionScoring().score(feats([0.25, 0.31], [0.6, 0.0], words=[200, 11]))
    assert s_related[0] > s_related[1]
    s_off, _ = FusionScoring(dense_floor=0).score(f)
    assert s_off[0] > s_off[1]  # without the floor the shared word alone ranked it above


def test_unrelated_memories_fall_under_min_score() -> None:
    f = feats([0.05, 0.02, -0.1], [0.0, 0.0, 0.0])
    s, _ = FusionScoring().score(f)
    assert s.max() < 0.1
    s, _ = FusionScoring().score(feats([0.45, 0.02], [0.0, 0.0]))
    assert s[0] > 0.5  # a related one, even with no shared word, stays


def test_scores_are_pure_bounded_and_supersession_damps() -> None:
    f = feats([0.3, 0.6, 0.1], [1.0, 0.0, 2.0], sup=[0.9, 1.0, 0.0])
    before = (f.similarity.copy(), f.lexical.copy())
    a, da = FusionScoring().score(f)
    b, db = FusionScoring().score(f)
    assert np.array_equal(a, b) and np.array_equal(da, db)
    assert np.array_equal(f.similarity, before[0]) and np.array_equal(f.lexical, before[1])
    assert np.all((a > 0) & (a <= 1.0))
    # a memory recorded as superseded (a certain signal) is damped, not hidden
    undamped, _ = FusionScoring(supersede_threshold=float("inf")).score(f)
    assert a[1] == pytest.approx(undamped[1] * (1 - FusionScoring().supersede_penalty))
    assert a[0] == pytest.approx(undamped[0])  # a link an older version guessed (cos 0.9)
    # rank_bound: a memory ranked at least r in both lists scores at most that
    m = FusionScoring()
    assert m.rank_bound(0) == pytest.approx(1.0)
    assert m.rank_bound(10) < m.rank_bound(3)


@pytest.mark.parametrize(
    "kwargs",
    [
        {"recency_weight": 0.9, "importance_weight": 0.2},
        {"dense_weight": 0.0, "lexical_weight": 0.0},
        {"rank_constant": -1.0},
        {"supersede_threshold": 2.0},
        {"short_words": float("nan")},
    ],
)
def test_fusion_config_is_validated(kwargs: dict[str, float]) -> None:
    with pytest.raises(ConfigError):
        FusionScoring(**kwargs)  # type: ignore[arg-type]


def test_similar_turns_in_a_conversation_do_not_supersede_each_other() -> None:
    clock = FixedClock()
    ltm = LongTermMemory(store=InMemoryStore(), embedder=HashingEmbedder(), clock=clock)
    turns = [
        "I went painting by the lake this weekend",
        "painting by the lake this weekend was lovely",
        "I want to go painting by the lake again",
    ]
    ids = []
    for t in turns:
        clock.advance(60)
        ids += ltm.remember_many(
            [MemoryInput(text=t, metadata={"kind": "episode", "name": "Ana"}, id=f"e{len(ids)}")]
        )
    assert all(r.superseded_by is None for r in ltm.get(ids))


def test_speaker_names_are_not_lexical_evidence() -> None:
    clock = FixedClock()
    ltm = LongTermMemory(store=InMemoryStore(), embedder=HashingEmbedder(), clock=clock)
    ltm.remember_many(
        [
            MemoryInput(text="Hey Ben!", metadata={"kind": "episode", "name": "Ana"}, id="g"),
            MemoryInput(
                text="The ferry to the island leaves at noon from pier four, said the captain.",
                metadata={"kind": "episode", "name": "Ben", "role": "assistant"},
                id="f",
            ),
        ]
    )
    assert ltm.lexical_query("When is Ben's ferry?") == "When is s ferry"
    assert ltm.lexical_query("Ben") == "Ben"  # a query of names alone is kept
    got = ltm.recall("Ben ferry time", k=2, scoring=BM25Scoring())
    assert got[0].id == "f"
    # names are only those of archived turns: a plain memory's words stay evidence
    other = LongTermMemory(store=InMemoryStore(), embedder=HashingEmbedder(), clock=clock)
    other.remember("Hey Ben!")
    assert other.lexical_query("Ben ferry time") == "Ben ferry time"
