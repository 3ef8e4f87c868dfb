"""Bad input to the LangChain adapters raises a decaymem error or LangChain's/pydantic's own
validation error, never a stray AttributeError, ValueError or JSONDecodeError (issue 13)."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from decaymem import DecaymemError, FixedClock, HashingEmbedder, LongTermMemory, MemoryHub
from langchain_decaymem import DecaymemRetriever, DecaymemStore


@pytest.fixture
def ltm() -> LongTermMemory:
    ltm = LongTermMemory(embedder=HashingEmbedder(), clock=FixedClock())
    ltm.remember("Ana's dog is called Rex", metadata={"topic": "pets"})
    return ltm


def test_retriever_bad_k_and_where(ltm: LongTermMemory) -> None:
    retriever = DecaymemRetriever(memory=ltm)
    with pytest.raises(DecaymemError):
        retriever.invoke("dog", k="abc")
    with pytest.raises(DecaymemError):
        retriever.invoke("dog", where={1: 2})
    with pytest.raises(DecaymemError):
        retriever.invoke("dog", where={"$and": [{"topic": "pets"}, {"x": {"$nope": 1}}]})
    with pytest.raises(ValidationError):  # pydantic refuses it on construction
        DecaymemRetriever(memory=ltm, k="abc")  # type: ignore[arg-type]
    assert retriever.invoke("dog", k=1)[0].page_content == "Ana's dog is called Rex"


def test_langgraph_store_filter_and_foreign_values() -> None:
    hub = MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())
    store = DecaymemStore(hub=hub)
    ns = ("users", "ana")
    store.put(ns, "pet", {"text": "Ana's dog is called Rex"})
    with pytest.raises(DecaymemError):
        store.search(ns, query="dog", filter={1: 2})  # type: ignore[dict-item]
    with pytest.raises(DecaymemError):
        store.search(ns, filter={"$or": [{"text": "x"}, {"a": {"$bad": 1}}]})
    # a memory written through the core API into the same namespace, with a value that is not
    # JSON: search shows it (its text as the value) instead of raising JSONDecodeError
    hub.long_term.remember(
        "Ana's dog sleeps a lot", namespace="users/ana", metadata={"lg_value": "not json {"}
    )
    found = {i.key: i.value for i in store.search(ns, query="dog")}
    assert len(found) == 2
    assert {"text": "Ana's dog sleeps a lot"} in found.values()


def test_what_the_adapter_fuzz_found_in_the_langchain_adapters() -> None:
    """Found by tests/reliability/test_fuzz_adapters.py; each escaped as a Python error."""
    from langchain_core.messages import HumanMessage

    from langchain_decaymem import DecaymemChatMessageHistory

    hub = MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())
    store = DecaymemStore(hub=hub)
    ns = ("users", "ana")
    store.put(ns, "pet", {"text": "Ana's dog is called Rex"})
    for bad in ({"a": 1}, None, -1, "3", True):
        with pytest.raises(DecaymemError):  # TypeError from the slice before
            store.search(ns, limit=bad)  # type: ignore[arg-type]
        with pytest.raises(DecaymemError):
            store.list_namespaces(limit=bad)  # type: ignore[arg-type]
    # a value is a dict with string keys (ValueError/TypeError before)
    for value in ([("a", 1)], "text", 5, {"": None, None: None}):
        with pytest.raises(DecaymemError):
            store.put(ns, "odd", value)  # type: ignore[arg-type]
    with pytest.raises(DecaymemError):  # TypeError: unhashable type: 'list' before
        store.put(ns, "odd", {"text": "x"}, index=[[]])  # type: ignore[list-item]
    assert [i.key for i in store.search(ns, query="dog")] == ["pet"]

    history = DecaymemChatMessageHistory("s", hub=hub)
    with pytest.raises(DecaymemError, match="surrogate"):  # UnicodeEncodeError before
        history.add_messages([HumanMessage("I love pizza \ud83c")])
    assert history.messages == []
