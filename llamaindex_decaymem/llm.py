"""Any LlamaIndex LLM as decaymem's summarizer or fact extractor."""

from __future__ import annotations

from collections.abc import Callable

from llama_index.core.llms import LLM

from decaymem import LLMFactExtractor, LLMSummarizer

__all__ = ["llm_callable", "llm_fact_extractor", "llm_summarizer"]


def llm_callable(llm: LLM) -> Callable[[str], str]:
    """``prompt -> text`` over a LlamaIndex LLM (``complete``)."""

    def call(prompt: str) -> str:
        return str(llm.complete(prompt).text)

    return call


def llm_summarizer(llm: LLM) -> LLMSummarizer:
    """A four-section summarizer written by ``llm`` (extractive fallback on failure)."""
    return LLMSummarizer(llm_callable(llm))


def llm_fact_extractor(llm: LLM) -> LLMFactExtractor:
    """A fact extractor written by ``llm`` (heuristic fallback on failure)."""
    return LLMFactExtractor(llm_callable(llm))
