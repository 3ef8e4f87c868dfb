"""LangChain adapters for decaymem.

* :class:`DecaymemMiddleware` — ``create_agent(..., middleware=[DecaymemMiddleware(...)])``:
  fits what the model sees to the budget, injects recalled memories, stores turns and facts.
* :class:`DecaymemStore` — a LangGraph ``BaseStore`` whose ``search`` ranks by decayed recall.
* :class:`DecaymemRetriever` — a ``BaseRetriever`` over long-term memory.
* :class:`DecaymemChatMessageHistory` — for ``RunnableWithMessageHistory``.
* :class:`DecaymemMemory` — legacy ``BaseMemory`` for langchain-classic chains.
* :func:`chat_model_summarizer`, :func:`chat_model_fact_extractor` — any chat model as the LLM.

Install with ``pip install decaymem[langchain]``.
"""

from __future__ import annotations

try:
    import langchain_core  # noqa: F401
except ImportError as e:  # pragma: no cover - exercised by the missing-extra test
    from decaymem.errors import MissingDependencyError

    raise MissingDependencyError(
        "langchain_decaymem needs LangChain; hint: pip install decaymem[langchain]"
    ) from e

from ._convert import from_langchain, to_langchain
from .history import DecaymemChatMessageHistory
from .llm import chat_model_callable, chat_model_fact_extractor, chat_model_summarizer
from .retriever import DecaymemRetriever

__all__ = [
    "DecaymemChatMessageHistory",
    "DecaymemMemory",
    "DecaymemMiddleware",
    "DecaymemRetriever",
    "DecaymemStore",
    "chat_model_callable",
    "chat_model_fact_extractor",
    "chat_model_summarizer",
    "from_langchain",
    "to_langchain",
]


def __getattr__(name: str) -> object:
    # These need langchain / langgraph / langchain-classic, imported only when used.
    if name == "DecaymemMiddleware":
        from .middleware import DecaymemMiddleware

        return DecaymemMiddleware
    if name == "DecaymemStore":
        from .store import DecaymemStore

        return DecaymemStore
    if name == "DecaymemMemory":
        from .legacy import DecaymemMemory

        return DecaymemMemory
    raise AttributeError(name)
