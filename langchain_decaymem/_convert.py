"""Conversion between LangChain messages and decaymem's: the only place that knows both."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from typing import Any

from langchain_core.messages import (
    AIMessage,
    BaseMessage,
    HumanMessage,
    SystemMessage,
    ToolMessage,
)

from decaymem import Message
from decaymem.errors import InvalidMessageError

__all__ = ["content_text", "from_langchain", "message_key", "to_langchain"]

_ROLE = {"human": "user", "ai": "assistant", "system": "system", "tool": "tool"}


def content_text(content: Any) -> str:
    """The text of a LangChain message content (a string or a list of content blocks)."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = []
        for block in content:
            if isinstance(block, str):
                parts.append(block)
            elif isinstance(block, dict) and block.get("type") == "text":
                parts.append(str(block.get("text", "")))
            elif isinstance(block, dict):
                parts.append(f"[{block.get('type', 'block')}]")
        return "\n".join(p for p in parts if p)
    raise InvalidMessageError(f"unsupported message content of type {type(content).__name__}")


def message_key(message: BaseMessage, position: int) -> str:
    """A stable id: the message's own id, or a digest of its position, type and content."""
    if message.id:
        return str(message.id)
    digest = hashlib.sha1(
        f"{position}\x00{message.type}\x00{content_text(message.content)}".encode(),
        usedforsecurity=False,
    ).hexdigest()
    return f"lc-{digest[:24]}"


def from_langchain(message: BaseMessage, position: int = 0) -> dict[str, Any]:
    """Keyword arguments for ``AgentMemory.add_message`` / ``ConversationBuffer.add``."""
    role = _ROLE.get(message.type)
    if role is None:
        raise InvalidMessageError(
            f"unsupported LangChain message type {message.type!r}; use human, ai, system or tool"
        )
    out: dict[str, Any] = {
        "role": role,
        "content": content_text(message.content),
        "id": message_key(message, position),
    }
    if isinstance(message, AIMessage) and message.tool_calls:
        out["tool_calls"] = [
            {
                "id": c["id"] or f"call-{i}",
                "name": c["name"],
                "arguments": dict(c.get("args") or {}),
            }
            for i, c in enumerate(message.tool_calls)
        ]
    if isinstance(message, ToolMessage):
        out["tool_call_id"] = message.tool_call_id
    if message.name:
        out["name"] = message.name
    return out


def to_langchain(message: Message) -> BaseMessage:
    """A LangChain message for a decaymem one (ids kept)."""
    kwargs: dict[str, Any] = {"content": message.content, "id": message.id}
    if message.name:
        kwargs["name"] = message.name
    if message.role == "user":
        return HumanMessage(**kwargs)
    if message.role == "assistant":
        calls = [
            {"id": c.id, "name": c.name, "args": dict(c.arguments), "type": "tool_call"}
            for c in message.tool_calls
        ]
        return AIMessage(tool_calls=calls, **kwargs)
    if message.role == "tool":
        return ToolMessage(tool_call_id=message.tool_call_id or "", **kwargs)
    return SystemMessage(**kwargs)


def merge_system(parts: Sequence[str]) -> str:
    """Join the system prompt, the summary block and the memory block into one system text."""
    return "\n\n".join(p for p in parts if p)


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True, default=str)
