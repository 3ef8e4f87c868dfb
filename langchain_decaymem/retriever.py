"""A LangChain retriever over decaymem's long-term memory."""

from __future__ import annotations

from typing import Any

from langchain_core.callbacks import (
    AsyncCallbackManagerForRetrieverRun,
    CallbackManagerForRetrieverRun,
)
from langchain_core.documents import Document
from langchain_core.retrievers import BaseRetriever
from pydantic import ConfigDict

from decaymem import LongTermMemory, Recall

__all__ = ["DecaymemRetriever", "recall_to_document"]


def recall_to_document(r: Recall) -> Document:
    """A Document whose metadata says why it ranked: score, similarity, importance, decay, age."""
    return Document(
        page_content=r.text,
        id=r.id,
        metadata={
            **dict(r.metadata),
            "id": r.id,
            "score": r.score,
            "similarity": r.similarity,
            "importance": r.importance,
            "decay": r.decay,
            "age_s": r.age_s,
            "created_at": r.created_at,
            "namespace": r.namespace,
        },
    )


class DecaymemRetriever(BaseRetriever):
    """Recall memories by relevance, importance and age, as LangChain Documents.

    Example:
        >>> from decaymem import HashingEmbedder, LongTermMemory
        >>> ltm = LongTermMemory(embedder=HashingEmbedder())
        >>> _ = ltm.remember("Ana's dog is called Rex")
        >>> DecaymemRetriever(memory=ltm, k=1).invoke("dog")[0].page_content
        "Ana's dog is called Rex"
    """

    model_config = ConfigDict(arbitrary_types_allowed=True)

    memory: LongTermMemory
    namespace: str = "default"
    k: int = 4
    min_score: float | None = None
    where: dict[str, Any] | None = None

    def _params(self, kwargs: dict[str, Any]) -> dict[str, Any]:
        """Per-call overrides (``k``, ``namespace``, ``min_score``, ``where``) over the fields."""
        return {
            "k": kwargs.get("k", self.k),  # validated by recall (a DecaymemError when bad)
            "namespace": kwargs.get("namespace", self.namespace),
            "min_score": kwargs.get("min_score", self.min_score),
            "where": kwargs.get("where", self.where),
        }

    def _get_relevant_documents(
        self, query: str, *, run_manager: CallbackManagerForRetrieverRun, **kwargs: Any
    ) -> list[Document]:
        return [recall_to_document(r) for r in self.memory.recall(query, **self._params(kwargs))]

    async def _aget_relevant_documents(
        self, query: str, *, run_manager: AsyncCallbackManagerForRetrieverRun, **kwargs: Any
    ) -> list[Document]:
        found = await self.memory.arecall(query, **self._params(kwargs))
        return [recall_to_document(r) for r in found]
