from __future__ import annotations

import asyncio

import pytest
from langchain.agents import create_agent
from langchain.tools import ToolRuntime
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool
from langgraph.store.base import BaseStore

from decaymem import FixedClock, HashingEmbedder, MemoryHub
from decaymem.errors import NamespaceError
from decaymem.scoring import DAY_S
from langchain_decaymem import DecaymemStore

from .conftest import ScriptedToolModel


@pytest.fixture
def store() -> DecaymemStore:
    return DecaymemStore(hub=MemoryHub(embedder=HashingEmbedder(), clock=FixedClock()))


def test_put_get_update_delete(store: DecaymemStore) -> None:
    assert isinstance(store, BaseStore)
    ns = ("users", "ana", "memories")
    store.put(ns, "pet", {"text": "Ana's dog is called Rex", "importance": 8, "tags": ["pets"]})
    item = store.get(ns, "pet")
    assert item is not None
    assert item.value == {"text": "Ana's dog is called Rex", "importance": 8, "tags": ["pets"]}
    assert item.key == "pet" and item.namespace == ns
    created = item.created_at
    store.long_term.clock.advance(60)  # type: ignore[attr-defined]
    store.put(ns, "pet", {"text": "Ana's dog is called Rex, a beagle"})
    item = store.get(ns, "pet")
    assert item is not None and item.value["text"].endswith("beagle")
    assert item.created_at == created and item.updated_at > created
    assert store.long_term.count("users/ana/memories") == 1
    store.delete(ns, "pet")
    assert store.get(ns, "pet") is None
    assert store.get(("nobody",), "pet") is None


def test_search_ranks_by_decayed_recall(store: DecaymemStore) -> None:
    ns = ("users", "ana")
    clock = store.long_term.clock
    store.put(ns, "old", {"text": "Ana lives in Lisbon"})
    clock.advance(200 * DAY_S)  # type: ignore[attr-defined]
    store.put(ns, "hobby", {"text": "Ana plays the cello every Sunday"})
    store.put(ns, "new", {"text": "Ana lives in Madrid now"})
    hits = store.search(ns, query="where does Ana live", limit=3)
    # both statements about where Ana lives, each with its date: no update is guessed, the
    # caller (or the model) reads which is newer from updated_at
    top = {h.key: h for h in hits[:2]}
    assert set(top) == {"new", "old"}
    assert top["new"].updated_at > top["old"].updated_at
    assert hits[0].score is not None and hits[0].score >= (hits[1].score or 0)
    assert len(store.search(ns, query="Ana", limit=1, offset=1)) == 1
    # filters apply to the stored value
    clock.advance(1)  # type: ignore[attr-defined]
    store.put(ns, "f1", {"text": "likes tea", "kind": "drink"})
    clock.advance(1)  # type: ignore[attr-defined]
    store.put(ns, "f2", {"text": "likes coffee", "kind": "drink"})
    drinks = store.search(ns, query="likes", filter={"kind": "drink"}, limit=10)
    assert {h.key for h in drinks} == {"f1", "f2"}
    # no query: newest first
    listed = store.search(ns, limit=10)
    assert listed[0].key == "f2" and listed[0].score is None
    # prefix search covers sub-namespaces, never others
    store.put(("users", "ana", "trips"), "t", {"text": "Ana flies to Tokyo in April"})
    store.put(("users", "bob"), "b", {"text": "Bob lives in Madrid"})
    keys = {h.key for h in store.search(("users", "ana"), query="Madrid Tokyo", limit=20)}
    assert "t" in keys and "b" not in keys


def test_list_namespaces(store: DecaymemStore) -> None:
    for ns in [("users", "ana", "m"), ("users", "bob", "m"), ("docs", "x")]:
        store.put(ns, "k", {"text": "something"})
    assert store.list_namespaces() == [("docs", "x"), ("users", "ana", "m"), ("users", "bob", "m")]
    assert store.list_namespaces(prefix=("users",)) == [
        ("users", "ana", "m"),
        ("users", "bob", "m"),
    ]
    assert store.list_namespaces(suffix=("m",), max_depth=2) == [("users", "ana"), ("users", "bob")]
    assert store.list_namespaces(prefix=("users", "*", "m"), limit=1) == [("users", "ana", "m")]


def test_async_api(store: DecaymemStore) -> None:
    async def go() -> None:
        ns = ("a",)
        await store.aput(ns, "k1", {"content": "the wifi password is hunter2"})
        item = await store.aget(ns, "k1")
        assert item is not None and item.value["content"].startswith("the wifi")
        hits = await store.asearch(ns, query="wifi password")
        assert hits[0].key == "k1"
        assert await store.alist_namespaces() == [("a",)]
        await store.adelete(ns, "k1")
        assert await store.aget(ns, "k1") is None

    asyncio.run(go())


LABELS = [
    ("has space",),
    ("a/b",),
    ("auth0|abc",),
    ("_private",),
    ("ünï",),
    ("x" * 300,),
    ("users", "100%/real"),
]


def test_namespace_labels_the_reference_stores_are_stored(store: DecaymemStore) -> None:
    # issue 14 item 7: what LangGraph's InMemoryStore stores, decaymem's store stores too
    from langgraph.store.memory import InMemoryStore

    reference = InMemoryStore()
    for labels in LABELS:
        for s in (reference, store):
            s.put(labels, "k", {"text": f"note in {labels}"})
            got = s.get(labels, "k")
            assert got is not None and got.namespace == labels
            assert got.value["text"] == f"note in {labels}"
    assert store.get(("a",), "k") is None and store.get(("a", "b"), "k") is None  # no aliasing
    listed = set(store.list_namespaces())
    assert set(LABELS) <= listed


def test_bad_namespaces_are_rejected_like_the_reference(store: DecaymemStore) -> None:
    from langgraph.store.base import InvalidNamespaceError
    from langgraph.store.memory import InMemoryStore

    for bad in [(), ("",), ("a.b",), ("nul\x00",)]:
        for s in (InMemoryStore(), store):
            with pytest.raises((InvalidNamespaceError, NamespaceError)):
                s.put(bad, "k", {"text": "x"})


def test_create_agent_with_store_and_runtime_store() -> None:
    store = DecaymemStore(hub=MemoryHub(embedder=HashingEmbedder(), clock=FixedClock()))
    store.put(("users", "ana"), "diet", {"text": "Ana is vegetarian"})

    @tool
    def profile(topic: str, runtime: ToolRuntime) -> str:
        """Look up what is known about the user."""
        hits = runtime.store.search(("users", "ana"), query=topic, limit=1)
        return hits[0].value["text"] if hits else "nothing"

    def respond(messages):  # type: ignore[no-untyped-def]
        if isinstance(messages[-1], ToolMessage):
            return AIMessage(content=f"Known: {messages[-1].content}")
        return AIMessage(
            content="", tool_calls=[{"id": "c1", "name": "profile", "args": {"topic": "food diet"}}]
        )

    agent = create_agent(ScriptedToolModel(responder=respond), [profile], store=store)
    out = agent.invoke({"messages": [HumanMessage("what do I eat?")]})
    assert out["messages"][-1].content == "Known: Ana is vegetarian"


def test_nested_filters_and_large_values_like_the_reference(store: DecaymemStore) -> None:
    from langgraph.store.memory import InMemoryStore

    reference = InMemoryStore()
    big = "long notes about the project. " * 1000  # 30,000 characters
    for s in (reference, store):
        s.put(("docs",), "en", {"text": "hello world", "meta": {"lang": "en", "n": 3}})
        s.put(("docs",), "fr", {"text": "bonjour", "meta": {"lang": "fr", "n": 5}})
        s.put(("docs",), "big", {"text": big, "meta": {"lang": "en", "n": 9}})
    for flt in [{"meta": {"lang": "en"}}, {"meta": {"n": {"$gt": 4}}}, {"meta": {"lang": "de"}}]:
        ours = sorted(i.key for i in store.search(("docs",), filter=flt))
        theirs = sorted(i.key for i in reference.search(("docs",), filter=flt))
        assert ours == theirs, flt
    got = store.get(("docs",), "big")
    assert got is not None and got.value["text"] == big


def test_memories_written_by_agent_memory_show_their_text(store: DecaymemStore) -> None:
    mem = store.hub.session("s", namespace="user:ana")  # type: ignore[union-attr]
    mem.remember("Ana's locker code is 4417", importance=8)
    found = store.search(("user:ana",), query="locker code")
    assert found and found[0].value["text"] == "Ana's locker code is 4417"
    assert found[0].value["importance"] == 8


def test_index_false_items_are_not_ranked_like_the_reference(store: DecaymemStore) -> None:
    """Issue 14 item 7: an item put with ``index=False`` is stored and listed, but a query does
    not rank it; InMemoryStore returns it after the ranked items, without a score."""
    from langchain_core.embeddings import DeterministicFakeEmbedding
    from langgraph.store.memory import InMemoryStore

    reference = InMemoryStore(index={"dims": 32, "embed": DeterministicFakeEmbedding(size=32)})
    results = []
    for s in (reference, store):
        s.put(("notes",), "dog", {"text": "Ana's dog is called Rex"})
        s.put(("notes",), "secret", {"text": "Ana's dog has a secret vet file"}, index=False)
        ranked = s.search(("notes",), query="Ana's dog", limit=5)
        results.append([(i.key, i.score is None) for i in ranked])
        assert s.get(("notes",), "secret") is not None
        assert {i.key for i in s.search(("notes",))} == {"dog", "secret"}  # no query: listed
        assert [i.key for i in s.search(("notes",), query="Ana's dog", limit=1)] == ["dog"]
    assert results[0] == results[1] == [("dog", False), ("secret", True)]
    # put again with an index: it is ranked from then on
    store.put(("notes",), "secret", {"text": "Ana's dog has a secret vet file"})
    assert all(i.score is not None for i in store.search(("notes",), query="Ana's dog"))


def test_nested_keys_of_mixed_types_are_stored_as_json_like_a_serializing_store(
    store: DecaymemStore,
) -> None:
    """Found by the adapter fuzz: sorting {"": .., 0: ..} for the searchable text raised
    TypeError. The reference InMemoryStore keeps the object itself; a store that serializes
    (decaymem keeps values as JSON) returns JSON's spelling of the keys, as LangGraph's
    database-backed stores do."""
    from langgraph.store.memory import InMemoryStore

    value = {"": {"": None, 0: None}}
    reference = InMemoryStore()
    reference.put(("fuzz",), "anchor", value)
    ref_item = reference.get(("fuzz",), "anchor")
    assert ref_item is not None
    store.put(("fuzz",), "anchor", value)
    item = store.get(("fuzz",), "anchor")
    assert item is not None and item.key == ref_item.key == "anchor"
    assert item.value == {"": {"": None, "0": None}}


def test_items_of_a_core_namespace_with_a_bare_percent_are_reachable() -> None:
    # AgentMemory(namespace="acme 100%") wrote it; search lists it as ("acme 100%",), whose
    # escaped form is "acme 100%25": get and delete used to miss the item search had shown
    from decaymem import HashingEmbedder, MemoryHub
    from langchain_decaymem import DecaymemStore

    hub = MemoryHub(embedder=HashingEmbedder())
    store = DecaymemStore(hub=hub)
    hub.session("s", namespace="acme 100%").remember("the deploy key is K-777")
    [item] = store.search(("acme 100%",), query="deploy key")
    got = store.get(item.namespace, item.key)
    assert got is not None and got.value["text"] == "the deploy key is K-777"
    store.delete(item.namespace, item.key)
    assert store.search(("acme 100%",), query="deploy") == []
    assert hub.long_term.count("acme 100%") == 0
