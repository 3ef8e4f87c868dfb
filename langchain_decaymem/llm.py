"""Any LangChain chat model as decaymem's summarizer or fact extractor."""

from __future__ import annotations

from collections.abc import Callable

from langchain_core.language_models import BaseChatModel

from decaymem import LLMFactExtractor, LLMSummarizer

from ._convert import content_text

__all__ = ["chat_model_callable", "chat_model_fact_extractor", "chat_model_summarizer"]


def chat_model_callable(model: BaseChatModel) -> Callable[[str], str]:
    """``prompt -> text`` over a chat model (one human message in, the reply's text out)."""

    def call(prompt: str) -> str:
        return content_text(model.invoke(prompt).content)

    return call


def chat_model_summarizer(model: BaseChatModel) -> LLMSummarizer:
    """A four-section summarizer written by ``model`` (extractive fallback on failure)."""
    return LLMSummarizer(chat_model_callable(model))


def chat_model_fact_extractor(model: BaseChatModel) -> LLMFactExtractor:
    """A fact extractor written by ``model`` (heuristic fallback on failure)."""
    return LLMFactExtractor(chat_model_callable(model))
