from __future__ import annotations

import asyncio
import math
from datetime import UTC, datetime

import numpy as np
import pytest

from decaymem import (
    ChromaStore,
    FixedClock,
    HashingEmbedder,
    HybridScoring,
    InMemoryStore,
    InvalidInputError,
    LongTermMemory,
    MemoryInput,
    MemoryRecord,
    NamespaceError,
    SeedScoring,
    scope,
)
from decaymem.errors import ConfigError
from decaymem.render import render_memories
from decaymem.scoring import DAY_S


@pytest.fixture
def ltm(clock: FixedClock) -> LongTermMemory:
    return LongTermMemory(store=InMemoryStore(), embedder=HashingEmbedder(), clock=clock)


def test_remember_recall_forget_count_get(ltm: LongTermMemory) -> None:
    a = ltm.remember("Ana's dog is called Rex", importance=8, metadata={"kind": "pet"})
    b = ltm.remember("The office wifi password is hunter2", importance=9)
    assert ltm.count() == 2 and ltm.count("default") == 2
    top = ltm.recall("what is the dog called", k=1)
    assert [r.id for r in top] == [a]
    r = top[0]
    assert r.importance == 8 and r.metadata == {"kind": "pet"} and r.age_s == 0.0
    assert -1 <= r.similarity <= 1 and 0 < r.decay <= 1
    assert [x.id for x in ltm.get([b, a])] == [b, a]
    assert ltm.forget(a) == 1
    assert ltm.forget([a]) == 0
    assert ltm.count() == 1


@pytest.mark.parametrize(
    ("kwargs", "error"),
    [
        ({"text": ""}, InvalidInputError),
        ({"text": "   \n"}, InvalidInputError),
        ({"text": 42}, InvalidInputError),
        ({"text": "x" * 20_001}, InvalidInputError),
        ({"text": "ok", "importance": math.nan}, InvalidInputError),
        ({"text": "ok", "importance": math.inf}, InvalidInputError),
        ({"text": "ok", "importance": 0.5}, InvalidInputError),
        ({"text": "ok", "importance": 11}, InvalidInputError),
        ({"text": "ok", "importance": True}, InvalidInputError),
        ({"text": "ok", "at": math.nan}, InvalidInputError),
        ({"text": "ok", "at": datetime(2024, 1, 1)}, InvalidInputError),
        ({"text": "ok", "namespace": "bad\nnamespace"}, NamespaceError),
        ({"text": "ok", "namespace": ""}, NamespaceError),
        ({"text": "ok", "namespace": "x" * 513}, NamespaceError),
        ({"text": "ok", "metadata": {"nested": {"a": 1}}}, InvalidInputError),
        ({"text": "ok", "metadata": {"x": math.nan}}, InvalidInputError),
    ],
)
def test_bad_input_is_rejected_and_nothing_stored(ltm: LongTermMemory, kwargs, error) -> None:  # type: ignore[no-untyped-def]
    ltm.remember("an existing memory", importance=5)
    before = [r.to_dict() for r in ltm.get()]
    text = kwargs.pop("text")
    with pytest.raises(error):
        ltm.remember(text, **kwargs)
    assert [r.to_dict() for r in ltm.get()] == before


def test_one_bad_item_rejects_the_whole_batch(ltm: LongTermMemory) -> None:
    with pytest.raises(InvalidInputError):
        ltm.remember_many([MemoryInput(text="fine"), MemoryInput(text="bad", importance=99)])
    assert ltm.count() == 0


@pytest.mark.parametrize("k", [0, -1, 1.5, True])
def test_bad_k_and_query(ltm: LongTermMemory, k: object) -> None:
    ltm.remember("something")
    with pytest.raises(InvalidInputError):
        ltm.recall("something", k=k)  # type: ignore[arg-type]
    with pytest.raises(InvalidInputError):
        ltm.recall("")
    with pytest.raises(InvalidInputError):
        ltm.recall("x", min_score=math.nan)


def test_future_timestamps_clamp_age(ltm: LongTermMemory, clock: FixedClock) -> None:
    ltm.remember("from the future", at=clock.now() + 10 * DAY_S)
    r = ltm.recall("from the future", k=1)[0]
    assert r.age_s == 0.0 and r.decay == 1.0
    r = ltm.recall("from the future", k=1, now=clock.now() - 5, scoring=SeedScoring())[0]
    assert r.decay == 1.0


def test_aware_datetimes_and_epochs_agree(ltm: LongTermMemory, clock: FixedClock) -> None:
    dt = datetime.fromtimestamp(clock.now() - 3600, tz=UTC)
    a = ltm.remember("dated memory", at=dt)
    assert ltm.get([a])[0].created_at == pytest.approx(clock.now() - 3600)
    r = ltm.recall("dated memory", k=1, now=clock.now())[0]
    assert r.age_s == pytest.approx(3600)


def test_scopes_isolate_users_agents_sessions(ltm: LongTermMemory) -> None:
    ana, bob = scope(user="ana"), scope(user="bob", agent="planner")
    assert ana == "user:ana" and bob == "user:bob/agent:planner"
    ltm.remember("Ana likes tea", namespace=ana)
    ltm.remember("Bob likes coffee", namespace=bob)
    assert [r.text for r in ltm.recall("likes", k=10, namespace=ana)] == ["Ana likes tea"]
    assert [r.text for r in ltm.recall("likes", k=10, namespace=bob)] == ["Bob likes coffee"]
    assert ltm.recall("likes", namespace="nobody") == []
    with pytest.raises(InvalidInputError):
        scope()


def test_where_filters_within_the_namespace(ltm: LongTermMemory) -> None:
    for i in range(6):
        ltm.remember(f"note {i} about the project", metadata={"n": i, "tag": "a" if i < 3 else "b"})
    got = ltm.recall("note about the project", k=10, where={"tag": "b"})
    assert sorted(r.metadata["n"] for r in got) == [3, 4, 5]
    got = ltm.recall("note", k=10, where={"$and": [{"n": {"$gte": 1}}, {"n": {"$lt": 3}}]})
    assert sorted(r.metadata["n"] for r in got) == [1, 2]
    with pytest.raises(InvalidInputError):
        ltm.recall("note", where={"n": {"$regex": ".*"}})


@pytest.mark.parametrize("store", ["memory", "chroma"])
def test_ids_returned_twice_by_remember_many_can_be_read_and_forgotten(store: str) -> None:
    ltm = LongTermMemory(
        store=InMemoryStore() if store == "memory" else None, embedder=HashingEmbedder()
    )
    ids = ltm.remember_many(["same text", "same text"], namespace="user:ana")
    assert len(ids) == 2 and len(set(ids)) == 1  # merged into one memory
    assert [r.text for r in ltm.get(ids, namespace="user:ana")] == ["same text"]
    assert ltm.forget(ids, namespace="user:ana") == 1
    assert ltm.count("user:ana") == 0


def test_all_of_is_never_wider_than_any_filter(ltm: LongTermMemory) -> None:
    from decaymem.records import all_of

    for i in range(6):
        ltm.remember(f"note {i} about the project", metadata={"n": i, "tag": "a" if i < 3 else "b"})
    assert all_of(None, None) is None and all_of({"tag": "a"}, None) == {"tag": "a"}
    both = all_of({"tag": "a"}, {"n": {"$gte": 1}})
    got = ltm.recall("note", k=10, where=both)
    assert sorted(r.metadata["n"] for r in got) == [1, 2]
    with pytest.raises(InvalidInputError):
        ltm.recall("note", where=all_of({"tag": "a"}, "not a filter"))  # type: ignore[arg-type]


def test_near_duplicates_consolidate_and_reinforce(ltm: LongTermMemory, clock: FixedClock) -> None:
    a = ltm.remember("My sister is called Marta", importance=5)
    clock.advance(3600)
    b = ltm.remember("my sister is called marta!", importance=7)
    assert a == b and ltm.count() == 1
    r = ltm.get([a])[0]
    assert r.importance == 7 and r.strength == 2.0 and r.recall_count == 1
    # same words but a different value is not a duplicate
    c = ltm.remember("My sister is called Lena", importance=5)
    assert c != a and ltm.count() == 2


def test_a_similar_newer_statement_is_never_guessed_an_update(clock: FixedClock) -> None:
    """Offline, nothing is marked superseded on wording or similarity (issue 41)."""
    ltm = LongTermMemory(store=InMemoryStore(), embedder=HashingEmbedder(), clock=clock)
    old = ltm.remember("I live in Lisbon near the river")
    clock.advance(30 * DAY_S)
    new = ltm.remember("I live in Madrid near the river")
    assert all(r.superseded_by is None and r.superseded_sim == 0 for r in ltm.get([old, new]))
    assert {r.id for r in ltm.recall("where do I live", k=2)} == {old, new}


def test_supersede_marks_the_old_value_and_forget_lifts_it(clock: FixedClock) -> None:
    ltm = LongTermMemory(store=InMemoryStore(), embedder=HashingEmbedder(), clock=clock)
    old = ltm.remember("I live in Lisbon near the river")
    clock.advance(30 * DAY_S)
    new = ltm.remember("I live in Madrid near the river")
    before = {r.id: r.score for r in ltm.recall("where do I live", k=2)}
    ltm.supersede(old, new)
    rec_old, rec_new = ltm.get([old, new])
    assert rec_old.superseded_by == new and rec_old.metadata["valid_until"] == rec_new.created_at
    assert rec_new.superseded_by is None
    top = ltm.recall("where do I live", k=2)
    assert [r.id for r in top] == [new, old]  # kept for "before" questions, ranked below
    assert top[1].score < before[old]
    assert "until" in render_memories(top)
    ltm.forget(new)
    assert ltm.get([old])[0].superseded_by is None
    assert "valid_until" not in ltm.get([old])[0].metadata


def test_supersede_rejects_unknown_ids(clock: FixedClock) -> None:
    ltm = LongTermMemory(store=InMemoryStore(), embedder=HashingEmbedder(), clock=clock)
    a = ltm.remember("I live in Lisbon")
    with pytest.raises(InvalidInputError, match="hint"):
        ltm.supersede(a, "nope")
    with pytest.raises(InvalidInputError, match="hint"):
        ltm.supersede(a, a)
    assert ltm.get([a])[0].superseded_by is None


def test_reinforcement_on_recall(clock: FixedClock) -> None:
    ltm = LongTermMemory(
        store=InMemoryStore(), embedder=HashingEmbedder(), clock=clock, reinforce=True
    )
    a = ltm.remember("the launch code is 1234")
    clock.advance(10 * DAY_S)
    before = ltm.recall("launch code", k=1)[0].decay
    r = ltm.get([a])[0]
    assert r.recall_count == 1 and r.strength == 2.0 and r.last_recalled_at == clock.now()
    clock.advance(10 * DAY_S)
    after = ltm.recall("launch code", k=1)[0].decay
    assert after > before  # clock restarted at the recall and the half-life doubled


def test_prune_forgets_what_has_decayed(ltm: LongTermMemory, clock: FixedClock) -> None:
    old = ltm.remember("trivia from long ago", importance=1, at=clock.now() - 400 * DAY_S)
    keep = ltm.remember("important and recent", importance=9)
    report = ltm.prune(below=0.05)
    assert report.removed == (old,) and report.kept == 1
    assert [r.id for r in ltm.get()] == [keep]
    with pytest.raises(InvalidInputError):
        ltm.prune(below=2)


def test_config_is_validated() -> None:
    with pytest.raises(ConfigError):
        LongTermMemory(store=InMemoryStore(), embedder=HashingEmbedder(), scoring="seed")  # type: ignore[arg-type]
    with pytest.raises(ConfigError):
        LongTermMemory(store=InMemoryStore(), embedder=HashingEmbedder(), duplicate_threshold=2)


def test_async_twins(ltm: LongTermMemory) -> None:
    async def go() -> None:
        a = await ltm.aremember("async memory about kites")
        ids = await ltm.aremember_many(["second async memory"])
        got = await ltm.arecall("kites", k=1)
        assert got[0].id == a
        assert await ltm.aforget(ids) == 1

    asyncio.run(go())


def test_index_follows_writes_from_another_instance(clock: FixedClock) -> None:
    store = InMemoryStore()
    a = LongTermMemory(store=store, embedder=HashingEmbedder(), clock=clock)
    b = LongTermMemory(store=store, embedder=HashingEmbedder(), clock=clock, refresh_interval_s=0)
    a.remember("first memory about owls")
    assert len(b.recall("owls", k=5)) == 1
    a.remember("second memory about owls")
    assert len(b.recall("owls", k=5)) == 2


# ------------------------------------------------------------------ exact top-k vs brute force
class VectorEmbedder:
    """Maps 'v<i>' to a fixed random unit vector, anything else to a seeded random query."""

    name = "test:vectors"

    def __init__(self, vectors: np.ndarray) -> None:
        self.vectors = vectors

    def embed(self, texts: list[str]) -> np.ndarray:  # type: ignore[override]
        out = []
        for t in texts:
            if t.startswith("v") and t[1:].isdigit():
                out.append(self.vectors[int(t[1:])])
            else:
                rng = np.random.default_rng(abs(hash(t)) % 2**32)
                v = rng.normal(size=self.vectors.shape[1]).astype(np.float32)
                out.append(v / np.linalg.norm(v))
        return np.stack(out)


def brute_force(stored: list, q: np.ndarray, k: int, now: float, mode) -> list[str]:  # type: ignore[no-untyped-def,type-arg]
    """Score every stored memory with the mode's pure function, independent of the index."""
    from decaymem.scoring import Features

    recs = [r for r, _ in stored]
    vecs = np.stack([v for _, v in stored])
    sims = (vecs @ q).astype(float)
    f = Features(
        similarity=sims,
        lexical=np.zeros(len(recs)),
        importance=np.array([r.importance for r in recs]),
        created_at=np.array([r.created_at for r in recs]),
        last_recalled_at=np.array(
            [np.nan if r.last_recalled_at is None else r.last_recalled_at for r in recs]
        ),
        strength=np.array([r.strength for r in recs]),
        superseded_sim=np.array([r.superseded_sim for r in recs]),
        now=now,
    )
    scores, _ = mode.score(f)
    order = sorted(range(len(recs)), key=lambda i: (-scores[i], -recs[i].created_at, recs[i].id))
    return [recs[i].id for i in order[:k]]


MODES = [SeedScoring(lam=1e-6), HybridScoring(dense_weight=1.0)]


def random_unit(n: int, d: int, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    v = rng.normal(size=(n, d)).astype(np.float32)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


def load_random(ltm: LongTermMemory, n: int, namespace: str, seed: int, spread_s: float) -> None:
    rng = np.random.default_rng(seed + 1)
    now = ltm.clock.now()
    items = [
        MemoryInput(
            text=f"v{i}",
            importance=float(rng.uniform(1, 10)),
            at=now - float(rng.uniform(0, spread_s)),
        )
        for i in range(n)
    ]
    ltm.remember_many(items, namespace=namespace)


@pytest.fixture(scope="module")
def big_chroma_ltm() -> LongTermMemory:
    vectors = random_unit(20_000, 64, 42)
    ltm = LongTermMemory(
        store=ChromaStore(),
        embedder=VectorEmbedder(vectors),
        clock=FixedClock(2e9),
        consolidate=False,
    )
    load_random(ltm, 20_000, "big", 42, 2e6)
    return ltm


@pytest.mark.slow
@pytest.mark.parametrize("mode", MODES, ids=["seed", "hybrid"])
def test_recall_with_decay_equals_brute_force_on_20000_chroma_memories(
    big_chroma_ltm, mode
) -> None:  # type: ignore[no-untyped-def]
    ltm = big_chroma_ltm
    assert ltm.count("big") == 20_000
    stored = ltm.store.get("big")  # read back from Chroma once, scored independently below
    for qi in range(25):
        query = f"random query {qi}"
        got = [r.id for r in ltm.recall(query, k=10, namespace="big", scoring=mode)]
        q = ltm.embedder.embed([query])[0]
        assert got == brute_force(stored, q, 10, ltm.clock.now(), mode)


@pytest.mark.parametrize("mode", MODES, ids=["seed", "hybrid"])
def test_ann_path_widens_until_exact(mode) -> None:  # type: ignore[no-untyped-def]
    """exact_limit=0 forces the ANN path: candidates widen until no unseen memory can win."""
    vectors = random_unit(3000, 32, 7)
    ltm = LongTermMemory(
        store=InMemoryStore(),
        embedder=VectorEmbedder(vectors),
        clock=FixedClock(2e9),
        scoring=mode,
        consolidate=False,
        exact_limit=0,
    )
    load_random(ltm, 3000, "ann", 7, 5e6)
    assert not ltm._index("ann").keep_vectors
    stored = ltm.store.get("ann")
    for qi in range(20):
        query = f"q{qi}"
        got = [r.id for r in ltm.recall(query, k=5, namespace="ann")]
        assert got == brute_force(stored, ltm.embedder.embed([query])[0], 5, ltm.clock.now(), mode)


def test_pipelined_batches_match_one_batch(clock: FixedClock) -> None:
    texts = [f"fact {i % 17}: item {i % 5} lives in city {i % 3}" for i in range(60)]

    def load(chunk: int) -> list[MemoryRecord]:
        ltm = LongTermMemory(
            store=InMemoryStore(),
            embedder=HashingEmbedder(),
            clock=clock,
            pipeline_chunk=chunk,
        )
        ids = ltm.remember_many(
            [MemoryInput(text=t, at=clock.now() + i) for i, t in enumerate(texts)]
        )
        assert len(ids) == 60
        return sorted(ltm.get(), key=lambda r: r.text)

    one, many = load(1000), load(7)
    assert [(r.text, r.importance, r.strength, r.recall_count) for r in one] == [
        (r.text, r.importance, r.strength, r.recall_count) for r in many
    ]
    assert [round(r.superseded_sim, 6) for r in one] == [round(r.superseded_sim, 6) for r in many]


def test_recalled_memories_are_shown_dated_oldest_first() -> None:
    """Of several memories about one subject the newest is the last line, each line dated
    (issue 41: show and date, do not guess); the fitted block keeps the best ones."""
    from decaymem import Recall
    from decaymem.render import fit_memory_block

    def rec(i: str, text: str, day: int, score: float) -> Recall:
        at = 1_767_600_000.0 + day * DAY_S  # from 2026-01-05
        return Recall(id=i, text=text, score=score, similarity=score, importance=5.0,
                      decay=1.0, age_s=(60 - day) * DAY_S, created_at=at)  # fmt: skip

    best_first = [
        rec("a", "Our budget is 3,000 EUR.", 0, 0.9),
        rec("b", "Our budget is now 4,200 EUR.", 30, 0.8),
        rec("c", "We like trains.", 10, 0.1),
    ]
    lines = render_memories(best_first).splitlines()[2:-1]
    assert [ln.split(". [", 1)[1][:10] for ln in lines] == [
        "2026-01-05",
        "2026-01-15",
        "2026-02-04",
    ]
    assert "4,200" in lines[-1]

    def count(text: str) -> int:
        return len(text) // 4

    room = count(render_memories(best_first[:2])) + 3  # the third line does not fit
    kept, block, _ = fit_memory_block(best_first, room, count)
    assert kept == best_first[:2]  # the least relevant one did not fit; the others keep order
    assert block is not None and block.index("3,000") < block.index("4,200")
