from __future__ import annotations

import asyncio
from typing import Any

import pytest
from langchain_core.retrievers import BaseRetriever
from langchain_tests.integration_tests import RetrieversIntegrationTests

from decaymem import FixedClock, HashingEmbedder, InMemoryStore, LongTermMemory, MemoryHub
from decaymem.errors import InvalidInputError
from langchain_decaymem import DecaymemRetriever

LTM = LongTermMemory(store=InMemoryStore(), embedder=HashingEmbedder(), clock=FixedClock())
for i, text in enumerate(
    [
        "Ana's dog is called Rex",
        "Ana lives in Lisbon",
        "Ana plays the cello",
        "Ana is allergic to shellfish",
        "Ana works as a nurse",
        "Ana's sister is Marta",
    ]
):
    LTM.remember(text, importance=float(3 + i), namespace="user:ana")


class TestDecaymemRetriever(RetrieversIntegrationTests):
    @property
    def retriever_constructor(self) -> type[BaseRetriever]:
        return DecaymemRetriever

    @property
    def retriever_constructor_params(self) -> dict[str, Any]:
        return {"memory": LTM, "namespace": "user:ana", "k": 4}

    @property
    def retriever_query_example(self) -> str:
        return "What do we know about Ana?"


def test_documents_explain_their_rank() -> None:
    docs = DecaymemRetriever(memory=LTM, namespace="user:ana", k=2).invoke("Ana's dog")
    assert docs[0].page_content == "Ana's dog is called Rex"
    meta = docs[0].metadata
    assert {"score", "similarity", "importance", "decay", "age_s", "created_at", "id"} <= set(meta)
    assert docs[0].id == meta["id"]
    assert DecaymemRetriever(memory=LTM, namespace="nobody").invoke("dog") == []


def test_retriever_in_a_chain() -> None:
    from langchain_core.prompts import ChatPromptTemplate
    from langchain_core.runnables import RunnablePassthrough

    retriever = DecaymemRetriever(memory=LTM, namespace="user:ana", k=2)
    prompt = ChatPromptTemplate.from_messages([("system", "Facts:\n{facts}"), ("human", "{q}")])
    chain = {
        "facts": retriever | (lambda docs: "\n".join(d.page_content for d in docs)),
        "q": RunnablePassthrough(),
    } | prompt
    value = chain.invoke("Where does Ana live?")
    assert "Ana lives in Lisbon" in value.to_messages()[0].content


# ---------------------------------------------------------------- issue 14 item 8
def _chroma_reference(texts: list[str], metas: list[dict[str, Any]]) -> Any:
    import pytest

    chroma = pytest.importorskip("langchain_chroma")
    from langchain_core.embeddings import DeterministicFakeEmbedding

    store = chroma.Chroma(
        collection_name="reference-item8", embedding_function=DeterministicFakeEmbedding(size=32)
    )
    store.add_texts(texts, metadatas=metas)
    return store


def test_filter_and_search_kwargs_are_honoured_like_vectorstore_retriever() -> None:
    from decaymem import MemoryHub

    texts = ["Rex is a dog", "Miso is a cat", "Tom is a dog too", "Bolt is a dog as well"]
    metas = [{"kind": "dog"}, {"kind": "cat"}, {"kind": "dog"}, {"kind": "dog"}]
    reference = _chroma_reference(texts, metas).as_retriever(
        search_kwargs={"k": 10, "filter": {"kind": "cat"}}
    )
    hub = MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())
    for t, m in zip(texts, metas, strict=True):
        hub.long_term.remember(t, metadata=m)
    ours = DecaymemRetriever(
        hub=hub, k=10, min_score=None, search_kwargs={"filter": {"kind": "cat"}}
    )
    assert (
        [d.page_content for d in ours.invoke("pets")]
        == [d.page_content for d in reference.invoke("pets")]
        == ["Miso is a cat"]
    )
    # per-call filter= wins over search_kwargs, as VectorStoreRetriever merges them
    per_call = ours.invoke("pets", filter={"kind": "dog"})
    assert sorted(d.page_content for d in per_call) == sorted(t for t in texts if "dog" in t)
    import pytest

    from decaymem.errors import InvalidInputError

    with pytest.raises(InvalidInputError, match="hint:"):
        ours.invoke("pets", fetch_k=3)  # unknown arguments are refused, never ignored
    hub.close()


def test_a_huge_query_is_answered_and_user_metadata_is_kept() -> None:
    from decaymem import MemoryHub

    hub = MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())
    hub.long_term.remember("Ana's dog is called Rex", metadata={"score": "A+", "id": "user-7"})
    retriever = DecaymemRetriever(hub=hub, min_score=None)
    assert retriever.min_score is None and DecaymemRetriever(hub=hub).min_score is None
    docs = retriever.invoke("dog " * 9000)  # 36,000 characters: the reference answers too
    assert docs and docs[0].page_content == "Ana's dog is called Rex"
    assert docs[0].metadata["score"] == "A+" and docs[0].metadata["id"] == "user-7"
    assert isinstance(docs[0].metadata["decaymem"]["score"], float)
    reference = _chroma_reference(["Ana's dog is called Rex"], [{"k": 1}]).as_retriever()
    assert reference.invoke("dog " * 9000)
    hub.close()


def test_an_empty_query_returns_no_documents_instead_of_raising() -> None:
    # an agent's retriever tool is sometimes called with "": LangChain's vector store
    # retrievers answer it; ours answers with nothing (no memory is relevant to no query)
    import asyncio

    from decaymem import HashingEmbedder, MemoryHub
    from langchain_decaymem import DecaymemRetriever

    hub = MemoryHub(embedder=HashingEmbedder())
    hub.long_term.remember("Ana lives in Porto")
    retriever = DecaymemRetriever(hub=hub)
    assert retriever.invoke("") == []
    assert retriever.invoke("   ") == []
    assert asyncio.run(retriever.ainvoke("")) == []
    assert [d.page_content for d in retriever.invoke("Where does Ana live?")] == [
        "Ana lives in Porto"
    ]


def test_where_and_filter_together_both_apply() -> None:
    from decaymem import MemoryHub

    hub = MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())
    for session, kind in [("s1", "fact"), ("s2", "fact"), ("s1", "note")]:
        hub.long_term.remember(
            f"project plan for the trip, {kind} of {session}",
            namespace="user:ana",
            metadata={"session_id": session, "kind": kind},
        )

    def seen(docs: list[Any]) -> list[tuple[str, str]]:
        return sorted((d.metadata["session_id"], d.metadata["kind"]) for d in docs)

    both = [("s1", "fact")]  # never wider than either filter asks
    kw: dict[str, Any] = {"hub": hub, "namespace": "user:ana", "min_score": None, "k": 10}
    fact = {"kind": "fact"}
    s1 = {"session_id": "s1"}
    assert (
        seen(DecaymemRetriever(**kw, search_kwargs={"where": fact}).invoke("plan", filter=s1))
        == both
    )
    assert seen(DecaymemRetriever(**kw).invoke("plan", where=fact, filter=s1)) == both
    assert seen(DecaymemRetriever(**kw, where=fact).invoke("plan", filter=s1)) == both
    assert (
        seen(DecaymemRetriever(**kw, search_kwargs={"filter": s1}).invoke("plan", where=fact))
        == both
    )
    # the same key still overrides, as VectorStoreRetriever merges search_kwargs and the call
    overridden = DecaymemRetriever(**kw, search_kwargs={"where": fact}).invoke("plan", where=s1)
    assert seen(overridden) == [("s1", "fact"), ("s1", "note")]
    hub.close()


def _side_by_side() -> tuple[Any, Any]:
    from langchain_core.embeddings import DeterministicFakeEmbedding
    from langchain_core.vectorstores import InMemoryVectorStore

    texts = [
        "Ana's dog is called Rex",
        "Ana likes green tea",
        "Bob plays the cello",
        "The office is in Lyon",
        "Maria is vegan",
        "The budget is 1200 EUR",
    ]
    reference = InMemoryVectorStore.from_texts(texts, DeterministicFakeEmbedding(size=32))
    hub = MemoryHub()  # MiniLM: real relevance, so low-scoring documents exist
    hub.long_term.remember_many(texts)
    return reference.as_retriever(search_kwargs={"k": 3}), DecaymemRetriever(hub=hub, k=3)


def test_batch_and_abatch_return_k_documents_per_query_as_the_reference() -> None:
    """Issue 44 item 1: batch/abatch returned 1 document for the queries after the first
    (the default min_score cut them) where VectorStoreRetriever returns k for each."""
    reference, ours = _side_by_side()
    queries = ["What is Ana's dog called?", "What does Ana drink?", "Where is the office?"]
    expected = [len(d) for d in reference.batch(queries)]
    assert expected == [3, 3, 3]
    assert [len(d) for d in ours.batch(queries)] == expected
    assert [len(d) for d in asyncio.run(ours.abatch(queries))] == expected
    assert [len(ours.invoke(q)) for q in queries] == expected


def test_an_integral_float_k_is_accepted_and_a_fraction_refused_clearly() -> None:
    # LLM tool arguments arrive as JSON numbers: k=2.0 means 2
    hub = MemoryHub(embedder=HashingEmbedder())
    hub.long_term.remember_many(["Ana likes green tea", "Bob likes black tea", "Maria: mint tea"])
    ours = DecaymemRetriever(hub=hub)
    assert len(ours.invoke("tea", k=2.0)) == len(ours.invoke("tea", k=2)) == 2
    assert len(DecaymemRetriever(hub=hub, search_kwargs={"k": 1.0}).invoke("tea")) == 1
    with pytest.raises(InvalidInputError, match="whole number"):
        ours.invoke("tea", k=2.5)
