"""A LangChain retriever over decaymem's long-term memory."""

from __future__ import annotations

import logging
from typing import Any

from langchain_core.callbacks import (
    AsyncCallbackManagerForRetrieverRun,
    CallbackManagerForRetrieverRun,
)
from langchain_core.documents import Document
from langchain_core.retrievers import BaseRetriever
from pydantic import ConfigDict, Field, model_validator

from decaymem import LongTermMemory, MemoryHub, Recall, scope
from decaymem.errors import ConfigError, InvalidInputError
from decaymem.longterm.inputs import check_user
from decaymem.records import all_of

from ._scope import configurable, lookup, run_context, run_user

__all__ = ["DecaymemRetriever", "recall_to_document"]

logger = logging.getLogger(__name__)

_PARAMS = ("k", "namespace", "min_score", "where")


def recall_to_document(r: Recall) -> Document:
    """A Document whose metadata says why it ranked: score, similarity, importance, decay, age.

    The memory's own metadata wins over these keys when they collide (a user key ``score`` or
    ``id`` is kept); the ranking is always under ``metadata["decaymem"]`` as well.
    """
    ranking = {
        "id": r.id,
        "score": r.score,
        "similarity": r.similarity,
        "importance": r.importance,
        "decay": r.decay,
        "age_s": r.age_s,
        "created_at": r.created_at,
        "namespace": r.namespace,
    }
    return Document(
        page_content=r.text,
        id=r.id,
        metadata={**ranking, **dict(r.metadata), "decaymem": ranking},
    )


def _whole(k: Any) -> Any:
    """``k=2.0`` (as LLM tool arguments often arrive) is 2; ``2.5`` is refused clearly."""
    if isinstance(k, float):
        if not k.is_integer():
            raise InvalidInputError(f"k must be a whole number, got {k!r}; hint: k=2")
        return int(k)
    return k


class DecaymemRetriever(BaseRetriever):
    """Recall memories by relevance, importance and age, as LangChain Documents.

    Takes ``hub=`` (like every other decaymem class) or ``memory=`` (a LongTermMemory). Per-call
    keywords and ``search_kwargs`` (as ``VectorStoreRetriever``'s): ``k``, ``namespace``,
    ``min_score``, ``where`` and its alias ``filter`` (each overrides its own key; when both
    are set, a memory must match both); anything else is refused. Inside a graph run the
    run decides whose memory it is: without a namespace, the runtime context's ``namespace``
    or ``user_id`` (``"user:<id>"``), else ``"default"``; a namespace naming another user than
    the run's is refused (:class:`~decaymem.errors.NamespaceError`).

    Example:
        >>> from decaymem import HashingEmbedder, MemoryHub
        >>> hub = MemoryHub(embedder=HashingEmbedder())
        >>> _ = hub.long_term.remember("Ana's dog is called Rex")
        >>> DecaymemRetriever(hub=hub, k=1).invoke("dog")[0].page_content
        "Ana's dog is called Rex"
    """

    model_config = ConfigDict(arbitrary_types_allowed=True)

    memory: LongTermMemory | None = None
    hub: MemoryHub | None = None
    namespace: str | None = None
    k: int = 4
    min_score: float | None = None  # None: k documents, as VectorStoreRetriever returns
    where: dict[str, Any] | None = None
    search_kwargs: dict[str, Any] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _one_source(self) -> DecaymemRetriever:
        if self.memory is None and self.hub is None:
            raise ConfigError("DecaymemRetriever needs hub= (or memory=); hint: hub=MemoryHub()")
        if self.memory is None:
            assert self.hub is not None
            self.memory = self.hub.long_term
        self._params(self.search_kwargs)  # refuse unknown keys early
        return self

    @property
    def long_term(self) -> LongTermMemory:
        assert self.memory is not None
        return self.memory

    def _params(self, kwargs: dict[str, Any]) -> dict[str, Any]:
        """Per-call overrides over ``search_kwargs`` over the fields, key by key; ``where``
        and ``filter`` both apply when both are set (results never wider than either)."""
        merged = {**self.search_kwargs, **kwargs}
        unknown = set(merged) - {*_PARAMS, "filter"}
        if unknown:
            raise InvalidInputError(
                f"unknown retriever arguments {sorted(unknown)}; hint: use {list(_PARAMS)} "
                "(filter is an alias of where; given both, a memory must match both)"
            )
        context, conf = run_context(), configurable()
        user = run_user(context, conf)
        namespace = merged.get("namespace", self.namespace)
        if namespace is None:
            own = lookup(context, "namespace")
            namespace = own or (scope(user=user) if user is not None else "default")
        if isinstance(namespace, str):  # anything else is refused by recall
            check_user(namespace, user, source="retriever's")
        return {
            "k": _whole(merged.get("k", self.k)),  # validated by recall (a DecaymemError)
            "namespace": namespace,
            "min_score": merged.get("min_score", self.min_score),
            "where": all_of(merged.get("where", self.where), merged.get("filter")),
        }

    def _query(self, query: str) -> str:
        limit = self.long_term.max_text_chars
        if isinstance(query, str) and len(query) > limit:
            logger.info("a %d-character query was cut to %d characters", len(query), limit)
            return query[:limit]
        return query

    def _get_relevant_documents(
        self, query: str, *, run_manager: CallbackManagerForRetrieverRun, **kwargs: Any
    ) -> list[Document]:
        params = self._params(kwargs)  # refused arguments are refused for any query
        if isinstance(query, str) and not query.strip():
            return []  # an agent's tool call with an empty query: nothing is relevant to it
        found = self.long_term.recall(self._query(query), **params)
        return [recall_to_document(r) for r in found]

    async def _aget_relevant_documents(
        self, query: str, *, run_manager: AsyncCallbackManagerForRetrieverRun, **kwargs: Any
    ) -> list[Document]:
        params = self._params(kwargs)
        if isinstance(query, str) and not query.strip():
            return []
        found = await self.long_term.arecall(self._query(query), **params)
        return [recall_to_document(r) for r in found]
