"""Two LongTermMemory objects on the same data in one process see each other's writes at once.

A forget through one must never be recalled through the other (a hub plus a LangGraph store
on the same ChromaStore, two hubs on one store object, two stores on one directory). Before,
the second one reloaded its index only when the store's count changed, so a forget followed by
a remember (count unchanged) left the forgotten text recallable there; only server mode had a
change log.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from decaymem import (
    ChromaStore,
    HashingEmbedder,
    InMemoryStore,
    LongTermMemory,
    MemoryHub,
    MemoryInput,
)
from decaymem.stores import VectorStore

NS = "user:ana"


def same_object(kind: str, tmp_path: Path) -> tuple[VectorStore, VectorStore]:
    if kind == "in-memory store":
        s: VectorStore = InMemoryStore()
        return s, s
    if kind == "embedded chroma":
        c = ChromaStore(path=tmp_path / "db")
        return c, c
    if kind == "in-process chroma":
        c = ChromaStore()
        return c, c
    # two ChromaStore objects on one directory
    return ChromaStore(path=tmp_path / "db"), ChromaStore(path=tmp_path / "db")


KINDS = ["in-memory store", "embedded chroma", "in-process chroma", "two stores, one directory"]


def pair(kind: str, tmp_path: Path) -> tuple[LongTermMemory, LongTermMemory]:
    sa, sb = same_object(kind, tmp_path)
    # refresh_interval_s is the default (1 s): nothing here waits for it
    return (
        LongTermMemory(store=sa, embedder=HashingEmbedder()),
        LongTermMemory(store=sb, embedder=HashingEmbedder()),
    )


def texts(ltm: LongTermMemory, query: str) -> list[str]:
    return [r.text for r in ltm.recall(query, k=5, namespace=NS)]


@pytest.mark.parametrize("kind", KINDS)
def test_a_forget_through_one_is_never_recalled_through_the_other(
    kind: str, tmp_path: Path
) -> None:
    a, b = pair(kind, tmp_path)
    secret = a.remember("Ana's door code is 7788", namespace=NS)
    a.remember("Ana likes tea", namespace=NS)
    assert "Ana's door code is 7788" in texts(b, "door code")  # b holds its index now
    a.forget([secret], namespace=NS)
    a.remember("Ana likes green tea now", namespace=NS)  # the count is back where it was
    assert "Ana's door code is 7788" not in texts(b, "door code")
    assert "Ana likes green tea now" in texts(b, "green tea")


@pytest.mark.parametrize("kind", KINDS)
def test_a_rewrite_under_the_same_id_is_seen_by_the_other(kind: str, tmp_path: Path) -> None:
    a, b = pair(kind, tmp_path)
    mid = a.remember("The locker code is 1111", namespace=NS)
    assert texts(b, "locker code") == ["The locker code is 1111"]
    a.remember_many([MemoryInput(text="The locker code is 2222", id=mid)], namespace=NS)
    assert texts(b, "locker code") == ["The locker code is 2222"]


def test_a_hub_and_a_store_adapter_on_one_chroma_store(tmp_path: Path) -> None:
    pytest.importorskip("langgraph")
    from langchain_decaymem import DecaymemStore

    store = ChromaStore(path=tmp_path / "db")
    hub = MemoryHub(store=store, embedder=HashingEmbedder())
    graph = DecaymemStore(long_term=LongTermMemory(store=store, embedder=HashingEmbedder()))
    ids = [hub.long_term.remember("Ana's PIN is 4321", namespace="ana")]
    hub.long_term.remember("Ana likes tea", namespace="ana")
    assert any("4321" in i.value["text"] for i in graph.search(("ana",), query="PIN"))
    hub.long_term.forget(ids, namespace="ana")
    hub.long_term.remember("Ana likes green tea", namespace="ana")
    assert not any("4321" in i.value["text"] for i in graph.search(("ana",), query="PIN"))
    hub.close()


class CountingStore(InMemoryStore):
    """Counts full reads of a namespace (what a reload costs)."""

    def __init__(self) -> None:
        super().__init__()
        self.full_reads = 0

    def get(self, namespace: str, ids: Any = None) -> Any:
        if ids is None:
            self.full_reads += 1
        return super().get(namespace, ids)


def test_an_instance_alone_never_reloads_after_its_own_writes() -> None:
    store = CountingStore()
    ltm = LongTermMemory(store=store, embedder=HashingEmbedder())
    act: list[Callable[[], Any]] = [
        lambda: ltm.recall("tea", namespace=NS),  # reinforcement writes recall counts
        lambda: ltm.remember_many(["Ana moved to Porto", "Ana has a dog"], namespace=NS),
        lambda: ltm.forget([ltm.remember("Ana had a cat", namespace=NS)], namespace=NS),
        lambda: ltm.remember("Ana likes green tea now", namespace=NS),
        lambda: ltm.recall("dog", namespace=NS),
    ]
    ltm.remember("Ana likes tea", namespace=NS)
    first = store.full_reads
    for step in act * 3:
        step()
    assert store.full_reads == first
    assert "Ana had a cat" not in [r.text for r in ltm.recall("cat", k=10, namespace=NS)]
    assert "Ana has a dog" in [r.text for r in ltm.recall("dog", k=10, namespace=NS)]


def test_a_write_that_changes_nothing_never_claims_another_instances_write(
    tmp_path: Path,
) -> None:
    # forget of an unknown id moves no write count; another instance's forget at that moment
    # moved it by one and was taken for this instance's own, so its index kept the forgotten
    # record (13 and 9 of 60 rounds recalled it)
    import threading

    a = LongTermMemory(store=ChromaStore(path=tmp_path / "db"), embedder=HashingEmbedder())
    b = LongTermMemory(store=ChromaStore(path=tmp_path / "db"), embedder=HashingEmbedder())
    stale = 0
    for i in range(40):
        ns = f"n{i}"
        secret = b.remember("my bank pin is 4921", namespace=ns)
        a.recall("bank pin", namespace=ns)
        both = threading.Barrier(2)

        def nothing(ns: str = ns, both: threading.Barrier = both) -> None:
            both.wait()
            a.forget(["no-such-id"], namespace=ns)

        def forget(ns: str = ns, secret: str = secret, both: threading.Barrier = both) -> None:
            both.wait()
            b.forget([secret], namespace=ns)

        threads = [threading.Thread(target=nothing), threading.Thread(target=forget)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        stale += any(r.id == secret for r in a.recall("bank pin", namespace=ns, min_score=None))
    assert stale == 0
