"""The tokens of the tool schemas bound to the model: part of what the model receives.

Each tool is converted as the chat model would send it (``convert_to_openai_tool``) and its
JSON counted with the session's token counter, once per tool object. LangChain's own
``BaseChatModel.get_num_tokens_from_messages(..., tools=...)`` ignores tool schemas (it warns),
so there is no model counter to defer to; the JSON is what OpenAI-style APIs receive, and
providers that render schemas more compactly use fewer tokens, never more.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Sequence
from typing import Any

from langchain_core.utils.function_calling import convert_to_openai_tool

__all__ = ["ToolTokens"]


class ToolTokens:
    """Counts bound tool schemas, caching each tool's count (tools are long-lived objects)."""

    def __init__(self) -> None:
        self._cache: dict[int, tuple[Any, int]] = {}  # id -> (the tool, kept alive; tokens)
        self._lock = threading.Lock()

    def count(self, tools: Sequence[Any], count_text: Callable[[str], int]) -> int:
        total = 0
        for tool in tools:
            with self._lock:
                hit = self._cache.get(id(tool))
            if hit is not None and hit[0] is tool:
                total += hit[1]
                continue
            tokens = count_text(_schema_json(tool))
            with self._lock:
                if len(self._cache) > 4096:
                    self._cache.clear()
                self._cache[id(tool)] = (tool, tokens)
            total += tokens
        return total


def _schema_json(tool: Any) -> str:
    try:
        schema: Any = convert_to_openai_tool(tool)
    except Exception:  # a provider's built-in tool dict: sent as it is
        schema = tool
    return json.dumps(schema, default=str, ensure_ascii=False)
