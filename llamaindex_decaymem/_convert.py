"""Conversion between LlamaIndex ChatMessages and decaymem messages (the only place that
knows both)."""

from __future__ import annotations

import json
from typing import Any

from llama_index.core.base.llms.types import ChatMessage, MessageRole, TextBlock, ToolCallBlock

from decaymem import Message
from decaymem.errors import InvalidMessageError

__all__ = ["LI_KEY", "from_llamaindex", "message_text", "to_llamaindex"]

LI_KEY = "li_message"
"""Metadata key holding LlamaIndex's own JSON dump of a ChatMessage."""

_ROLE = {
    MessageRole.USER: "user",
    MessageRole.ASSISTANT: "assistant",
    MessageRole.SYSTEM: "system",
    MessageRole.DEVELOPER: "system",
    MessageRole.TOOL: "tool",
    MessageRole.FUNCTION: "tool",
    MessageRole.CHATBOT: "assistant",
    MessageRole.MODEL: "assistant",
}


def message_text(message: ChatMessage) -> str:
    """The text of a ChatMessage; non-text blocks become a ``[type]`` placeholder."""
    parts: list[str] = []
    for block in message.blocks:
        if isinstance(block, TextBlock):
            parts.append(block.text)
        elif isinstance(block, ToolCallBlock):
            continue
        else:
            parts.append(f"[{getattr(block, 'block_type', type(block).__name__)}]")
    return "\n".join(p for p in parts if p)


def _arguments(raw: Any) -> dict[str, Any]:
    if isinstance(raw, dict):
        return dict(raw)
    if isinstance(raw, str):
        try:
            parsed = json.loads(raw) if raw.strip() else {}
        except json.JSONDecodeError:
            return {"_raw": raw}
        return parsed if isinstance(parsed, dict) else {"_value": parsed}
    return {}


def _tool_calls(message: ChatMessage) -> list[dict[str, Any]]:
    calls = []
    for i, block in enumerate(message.blocks):
        if isinstance(block, ToolCallBlock):
            calls.append(
                {
                    "id": block.tool_call_id or f"call-{i}",
                    "name": block.tool_name,
                    "arguments": _arguments(block.tool_kwargs),
                }
            )
    for i, raw in enumerate(message.additional_kwargs.get("tool_calls") or []):
        # OpenAI-style calls kept in additional_kwargs by some integrations
        data = raw if isinstance(raw, dict) else getattr(raw, "model_dump", lambda: {})()
        fn = data.get("function") or {}
        name = fn.get("name") or data.get("tool_name") or data.get("name")
        call_id = data.get("id") or data.get("tool_id") or f"call-x{i}"
        if name and all(c["id"] != call_id for c in calls):
            args = fn.get("arguments", data.get("tool_kwargs", data.get("arguments", {})))
            calls.append({"id": call_id, "name": name, "arguments": _arguments(args)})
    return calls


def from_llamaindex(message: ChatMessage) -> dict[str, Any]:
    """Keyword arguments for ``AgentMemory.add_message``."""
    role = _ROLE.get(MessageRole(message.role), "user")
    out: dict[str, Any] = {
        "role": role,
        "content": message_text(message),
        # the whole message as LlamaIndex dumps it: to_llamaindex gives it back unchanged
        LI_KEY: _dump(message),
    }
    if role == "assistant":
        calls = _tool_calls(message)
        if calls:
            out["tool_calls"] = calls
    if role == "tool":
        call_id = message.additional_kwargs.get("tool_call_id")
        out["tool_call_id"] = str(call_id) if call_id else "unknown"
        name = message.additional_kwargs.get("name")
        if name:
            out["name"] = str(name)
    return out


def _dump(message: ChatMessage) -> dict[str, Any]:
    try:
        dumped: dict[str, Any] = json.loads(message.model_dump_json())
    except ValueError as e:  # pydantic's serialization error: e.g. a lone surrogate
        raise InvalidMessageError(
            f"the message cannot be stored as JSON ({e}); hint: repair lone surrogates with "
            "text.encode('utf-8', 'replace').decode('utf-8')"
        ) from e
    return dumped


def to_llamaindex(message: Message) -> ChatMessage:
    """A new ChatMessage for a decaymem message (always a fresh object: callers may edit it).

    A message put through :func:`from_llamaindex` comes back as it went in (image blocks,
    ``additional_kwargs`` tool calls, roles), except that text the window had to cut stays cut.
    """
    stored = message.metadata.get(LI_KEY)
    cut = "truncated_from_tokens" in message.metadata or "clipped_from_tokens" in message.metadata
    if isinstance(stored, dict) and not cut:
        try:
            return ChatMessage.model_validate(stored)
        except ValueError:
            pass  # a dump from another LlamaIndex version: rebuild from the text below
    role = {
        "user": MessageRole.USER,
        "assistant": MessageRole.ASSISTANT,
        "system": MessageRole.SYSTEM,
        "tool": MessageRole.TOOL,
    }[message.role]
    blocks: list[Any] = [TextBlock(text=message.content)] if message.content else []
    blocks.extend(
        ToolCallBlock(tool_call_id=c.id, tool_name=c.name, tool_kwargs=dict(c.arguments))
        for c in message.tool_calls
    )
    kwargs: dict[str, Any] = {}
    if message.role == "tool":
        kwargs["tool_call_id"] = message.tool_call_id
        if message.name:
            kwargs["name"] = message.name
    return ChatMessage(role=role, blocks=blocks, additional_kwargs=kwargs)
