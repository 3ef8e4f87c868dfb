"""LlamaIndex adapters for decaymem.

* :class:`DecaymemMemory` — a ``BaseMemory`` for chat engines (``memory=``) and agents
  (``agent.run(..., memory=...)``): bounded history, summaries, decayed long-term recall.
* :class:`DecaymemMemoryBlock` — a ``BaseMemoryBlock`` so LlamaIndex's own ``Memory`` recalls
  from decaymem's long-term memory.
* :func:`llm_summarizer`, :func:`llm_fact_extractor` — any LlamaIndex LLM as decaymem's LLM.

Install with ``pip install decaymem[llamaindex]``.
"""

from __future__ import annotations

try:
    import llama_index.core  # noqa: F401
except ImportError as e:  # pragma: no cover - exercised by the missing-extra test
    from decaymem.errors import MissingDependencyError

    raise MissingDependencyError(
        "llamaindex_decaymem needs LlamaIndex; hint: pip install decaymem[llamaindex]"
    ) from e

from ._convert import from_llamaindex, to_llamaindex
from .block import DecaymemMemoryBlock
from .llm import llm_callable, llm_fact_extractor, llm_summarizer
from .memory import DecaymemMemory

__all__ = [
    "DecaymemMemory",
    "DecaymemMemoryBlock",
    "from_llamaindex",
    "llm_callable",
    "llm_fact_extractor",
    "llm_summarizer",
    "to_llamaindex",
]
