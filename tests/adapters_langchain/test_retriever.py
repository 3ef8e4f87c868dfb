from __future__ import annotations

from typing import Any

from langchain_core.retrievers import BaseRetriever
from langchain_tests.integration_tests import RetrieversIntegrationTests

from decaymem import FixedClock, HashingEmbedder, InMemoryStore, LongTermMemory
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
