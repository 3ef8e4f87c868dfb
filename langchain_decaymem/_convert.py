"""Conversion between LangChain messages and decaymem's: the only place that knows both."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from typing import Any

from langchain_core.messages import (
    AIMessage,
    BaseMessage,
    ChatMessage,
    HumanMessage,
    SystemMessage,
    ToolMessage,
    message_to_dict,
    messages_from_dict,
)

from decaymem import Message
from decaymem.errors import InvalidMessageError

__all__ = ["content_text", "from_langchain", "message_key", "to_langchain"]

_ROLE = {
    "human": "user",
    "ai": "assistant",
    "AIMessageChunk": "assistant",
    "HumanMessageChunk": "user",
    "system": "system",
    "SystemMessageChunk": "system",
    "tool": "tool",
    "ToolMessageChunk": "tool",
    "function": "tool",
    "FunctionMessageChunk": "tool",
}
_CHAT_ROLE = {"user": "user", "human": "user", "assistant": "assistant", "ai": "assistant"}
LC_KEY = "lc_message"
"""Metadata key holding LangChain's own serialization of a message (``message_to_dict``)."""


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
        # surrogatepass: the digest must not fail before the core refuses a lone surrogate
        f"{position}\x00{message.type}\x00{content_text(message.content)}".encode(
            "utf-8", "surrogatepass"
        ),
        usedforsecurity=False,
    ).hexdigest()
    return f"lc-{digest[:24]}"


def _json_safe(value: dict[str, Any]) -> dict[str, Any]:
    try:
        json.dumps(value)
        return value
    except (TypeError, ValueError):  # e.g. provider objects in response_metadata
        loaded: dict[str, Any] = json.loads(json.dumps(value, default=str))
        return loaded


def _role(message: BaseMessage) -> str:
    if isinstance(message, ChatMessage):
        return _CHAT_ROLE.get(message.role.lower(), "user")
    role = _ROLE.get(message.type)
    if role is None:
        raise InvalidMessageError(
            f"unsupported LangChain message type {message.type!r}; use human, ai, system or tool"
        )
    return role


def from_langchain(message: BaseMessage, position: int = 0) -> dict[str, Any]:
    """Keyword arguments for ``AgentMemory.add_message`` / ``ConversationBuffer.add``.

    The text is what the core counts; LangChain's own serialization of the message rides
    along in ``metadata["lc_message"]``, so :func:`to_langchain` gives the same message back
    (content blocks, signatures, ``status``, ``additional_kwargs``, ``response_metadata``,
    ``artifact``, chunk types, ``ChatMessage`` roles).
    """
    role = _role(message)
    out: dict[str, Any] = {
        "role": role,
        "content": content_text(message.content),
        "id": message_key(message, position),
        LC_KEY: _json_safe(message_to_dict(message)),
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
    if role == "tool":
        out["tool_call_id"] = (
            message.tool_call_id if isinstance(message, ToolMessage) else f"fn-{message.name}"
        )
    if message.name:
        out["name"] = message.name
    return out


REUSED_ID_KEY = "langchain_id"  # metadata: the LangChain id a re-identified message had


def to_langchain(message: Message) -> BaseMessage:
    """A LangChain message for a decaymem one (ids kept; the original when it was stored)."""
    stored = message.metadata.get(LC_KEY)
    if isinstance(stored, dict):
        try:
            original = messages_from_dict([stored])[0]
        except (KeyError, TypeError, ValueError):
            original = None
        if original is not None:
            # a message whose LangChain id was already taken got a fresh core id (history.py)
            update: dict[str, Any] = {"id": message.metadata.get(REUSED_ID_KEY, message.id)}
            if "truncated_from_tokens" in message.metadata or "clipped_from_tokens" in (
                message.metadata
            ):
                update["content"] = message.content  # the stored window holds the cut text
            return original.model_copy(update=update)
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
