"""10,000 randomized recalls across 50 namespaces: nothing ever crosses a namespace."""

from __future__ import annotations

import random

import pytest

from decaymem import ChromaStore, FixedClock, HashingEmbedder, LongTermMemory, MemoryInput, scope
from decaymem.errors import InvalidInputError, NamespaceError

RECALLS = 10_000


@pytest.mark.slow
def test_randomized_recalls_never_cross_namespaces() -> None:
    rng = random.Random(99)
    ltm = LongTermMemory(
        store=ChromaStore(), embedder=HashingEmbedder(), clock=FixedClock(), consolidate=False
    )
    namespaces = [scope(user=f"u{u}", session=f"s{s}") for u in range(25) for s in range(2)]
    words = ["budget", "dog", "flight", "allergy", "password", "meeting", "hotel", "car"]
    for ns in namespaces:
        items = [
            MemoryInput(
                text=f"[{ns}] {rng.choice(words)} {rng.choice(words)} note {i}",
                metadata={"owner": ns, "n": i},
            )
            for i in range(20)
        ]
        ltm.remember_many(items, namespace=ns)
    hostile_filters = [
        None,
        {"owner": {"$ne": "nobody"}},
        {"$or": [{"owner": "user:u0/session:s0"}, {"owner": {"$ne": ""}}]},
        {"namespace": "user:u1/session:s1"},
        {"dm_namespace": "user:u1/session:s1"},
        {"n": {"$gte": 0}},
    ]
    # filters on keys no memory has ("namespace" is not user metadata) match nothing
    matches_nothing = [{"namespace": "user:u1/session:s1"}, {"dm_namespace": "user:u1/session:s1"}]
    checked = expected = 0
    for _ in range(RECALLS):
        ns = rng.choice(namespaces)
        query = " ".join(rng.choices(words, k=2)) + " " + rng.choice(namespaces)
        where = rng.choice(hostile_filters)
        k = rng.randint(1, 30)
        expected += 0 if where in matches_nothing else min(k, 20)  # 20 memories per namespace
        for r in ltm.recall(query, k=k, namespace=ns, where=where):
            assert r.namespace == ns
            assert r.text.startswith(f"[{ns}]")
            assert r.metadata["owner"] == ns
            checked += 1
    print(f"\nrecalls: {RECALLS}; results checked: {checked}")
    assert checked == expected == 92_189  # the figure RELIABILITY.md states, deterministic


@pytest.mark.parametrize(
    "namespace",
    [
        "",
        "user:ana\n",
        "a" * 513,
        "x\x00",
        "\ud800",
        None,
        5,
    ],
)
def test_namespace_names_are_validated(namespace: object) -> None:
    ltm = LongTermMemory(store=ChromaStore(), embedder=HashingEmbedder())
    with pytest.raises(NamespaceError):
        ltm.remember("x", namespace=namespace)  # type: ignore[arg-type]
    with pytest.raises(NamespaceError):
        ltm.recall("x", namespace=namespace)  # type: ignore[arg-type]


def test_where_cannot_name_operators_outside_the_grammar() -> None:
    ltm = LongTermMemory(store=ChromaStore(), embedder=HashingEmbedder())
    ltm.remember("x", metadata={"a": 1})
    for bad in ({"$where": "1"}, {"a": {"$regex": "."}}, {"$or": []}, {"$and": "x"}, ["a"]):
        with pytest.raises(InvalidInputError):
            ltm.recall("x", where=bad)  # type: ignore[arg-type]
