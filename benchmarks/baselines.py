"""Framework baselines for the side-by-side benchmarks (LangChain and LlamaIndex objects,
driven the way their users drive them). Each is fed the same embeddings as decaymem."""

from __future__ import annotations

import asyncio
import datetime as dt
import uuid
from collections.abc import Sequence
from typing import Any

import numpy as np

from decaymem import Embedder, TiktokenCounter

from .synthetic import Conversation


class CachedEmbeddings:
    """One embedding per distinct text, shared by every framework in a run."""

    def __init__(self, embedder: Embedder) -> None:
        self.embedder = embedder
        self.cache: dict[str, np.ndarray] = {}

    def vectors(self, texts: Sequence[str]) -> np.ndarray:
        missing = list(dict.fromkeys(t for t in texts if t not in self.cache))
        if missing:
            for t, v in zip(missing, self.embedder.embed(missing), strict=True):
                self.cache[t] = np.asarray(v, dtype=np.float32)
        return np.stack([self.cache[t] for t in texts]) if texts else np.zeros((0, 1), np.float32)


# ---------------------------------------------------------------- per-turn overhead baselines
def tiktoken_len(counter: TiktokenCounter) -> Any:
    return counter.encode


class ChatMemoryBufferTurn:
    """LlamaIndex ChatMemoryBuffer: put + get per turn."""

    def __init__(
        self, history: list[tuple[str, str]], budget: int, counter: TiktokenCounter
    ) -> None:
        from llama_index.core.base.llms.types import ChatMessage
        from llama_index.core.memory import ChatMemoryBuffer

        self.ChatMessage = ChatMessage
        self.memory = ChatMemoryBuffer.from_defaults(
            chat_history=[ChatMessage(role=r, content=t) for r, t in history],
            token_limit=budget,
            tokenizer_fn=tiktoken_len(counter),
        )

    def turn(self, role: str, text: str) -> None:
        self.memory.put(self.ChatMessage(role=role, content=text))
        self.memory.get()


class LlamaIndexMemoryTurn:
    """LlamaIndex Memory (the recommended one, SQL-backed): aput + aget per turn."""

    def __init__(
        self, history: list[tuple[str, str]], budget: int, counter: TiktokenCounter
    ) -> None:
        from llama_index.core.base.llms.types import ChatMessage
        from llama_index.core.memory import Memory

        self.ChatMessage = ChatMessage
        self.loop = asyncio.new_event_loop()
        self.memory = Memory.from_defaults(
            session_id=uuid.uuid4().hex, token_limit=budget, tokenizer_fn=tiktoken_len(counter)
        )
        self.loop.run_until_complete(
            self.memory.aput_messages([ChatMessage(role=r, content=t) for r, t in history])
        )

    def turn(self, role: str, text: str) -> None:
        self.loop.run_until_complete(self.memory.aput(self.ChatMessage(role=role, content=text)))
        self.loop.run_until_complete(self.memory.aget())

    def close(self) -> None:
        self.loop.close()


class TrimMessagesTurn:
    """LangChain trim_messages with a tiktoken counter over the whole history, per turn."""

    def __init__(
        self, history: list[tuple[str, str]], budget: int, counter: TiktokenCounter
    ) -> None:
        from langchain_core.messages import AIMessage, HumanMessage

        self.types = {"user": HumanMessage, "assistant": AIMessage}
        self.history = [self.types[r](t) for r, t in history]
        self.budget = budget

        def count(messages: Sequence[Any]) -> int:
            return sum(4 + counter.count(str(m.content)) for m in messages) + 3

        self.count = count

    def turn(self, role: str, text: str) -> None:
        from langchain_core.messages import trim_messages

        self.history.append(self.types[role](text))
        trim_messages(
            self.history,
            max_tokens=self.budget,
            token_counter=self.count,
            strategy="last",
            start_on="human",
            include_system=True,
        )


# ---------------------------------------------------------------- recall-quality baselines
def time_weighted_rankings(
    convs: Sequence[Conversation], cache: CachedEmbeddings
) -> dict[str, dict[str, list[int]]]:
    """LangChain's TimeWeightedVectorStoreRetriever (decay_rate 0.01, langchain-chroma store).

    Returns ``{conversation: {query text: [statement indices, best first]}}``.
    """
    import chromadb
    from langchain_chroma import Chroma
    from langchain_classic.retrievers import TimeWeightedVectorStoreRetriever
    from langchain_core.documents import Document
    from langchain_core.embeddings import Embeddings
    from langchain_core.utils import mock_now

    class LCEmbeddings(Embeddings):
        def embed_documents(self, texts: list[str]) -> list[list[float]]:
            return cache.vectors(texts).tolist()  # type: ignore[no-any-return]

        def embed_query(self, text: str) -> list[float]:
            return cache.vectors([text])[0].tolist()  # type: ignore[no-any-return]

    client = chromadb.EphemeralClient()
    out: dict[str, dict[str, list[int]]] = {}
    for conv in convs:
        store = Chroma(
            collection_name=f"tw{uuid.uuid4().hex[:10]}",
            embedding_function=LCEmbeddings(),
            client=client,
            collection_metadata={"hnsw:space": "cosine"},
        )
        retriever = TimeWeightedVectorStoreRetriever(
            vectorstore=store, decay_rate=0.01, k=10, search_kwargs={"k": 100}
        )
        docs = [
            Document(
                page_content=s.text, metadata={"i": i, "created_at": s.at, "last_accessed_at": s.at}
            )
            for i, s in enumerate(conv.statements)
        ]
        retriever.add_documents(docs)
        ranks: dict[str, list[int]] = {}
        for q in conv.queries:
            with mock_now(dt.datetime.fromtimestamp(conv.now)):
                got = retriever.invoke(q.text)
            ranks[q.text] = [int(d.metadata["i"]) for d in got]
            # the retriever marks returned memories as accessed; restore them for the next query
            for d in retriever.memory_stream:
                d.metadata["last_accessed_at"] = conv.statements[int(d.metadata["i"])].at
        out[conv.name] = ranks
    return out


def llamaindex_vector_memory_rankings(
    convs: Sequence[Conversation], cache: CachedEmbeddings
) -> dict[str, dict[str, list[int]]]:
    """LlamaIndex VectorMemory (similarity only) over the same embeddings."""
    from llama_index.core.base.llms.types import ChatMessage
    from llama_index.core.embeddings import BaseEmbedding
    from llama_index.core.memory import VectorMemory

    class LIEmbedding(BaseEmbedding):
        def _get_query_embedding(self, query: str) -> list[float]:
            return cache.vectors([query])[0].tolist()  # type: ignore[no-any-return]

        async def _aget_query_embedding(self, query: str) -> list[float]:
            return self._get_query_embedding(query)

        def _get_text_embedding(self, text: str) -> list[float]:
            return cache.vectors([text])[0].tolist()  # type: ignore[no-any-return]

    out: dict[str, dict[str, list[int]]] = {}
    for conv in convs:
        memory = VectorMemory.from_defaults(
            embed_model=LIEmbedding(), retriever_kwargs={"similarity_top_k": 10}
        )
        index_of = {}
        for i, s in enumerate(conv.statements):
            index_of.setdefault(s.text, i)
            # one user message per statement: VectorMemory groups a user turn with the replies
            # that follow it, so each statement is its own retrievable node
            memory.put(ChatMessage(role="user", content=s.text))
        ranks: dict[str, list[int]] = {}
        for q in conv.queries:
            got = memory.get(q.text)
            ranks[q.text] = [index_of[str(m.content)] for m in got if str(m.content) in index_of]
        out[conv.name] = ranks
    return out
