"""The message type shared by the buffer, the summarizers and the adapters.

A :class:`Message` is frozen and carries its token count, computed once when it is created
(:func:`make_message`). Nothing in decaymem tokenizes a message a second time.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Final, Literal, cast, get_args

from .clock import to_epoch
from .errors import InvalidInputError, InvalidMessageError, SerializationError
from .tokens import MessageTokenCounter
from .validation import check_chars, check_json

__all__ = ["ROLES", "Message", "Role", "ToolCall", "make_message"]

Role = Literal["system", "user", "assistant", "tool"]
ROLES: Final[frozenset[str]] = frozenset(get_args(Role))


@dataclass(frozen=True, slots=True)
class ToolCall:
    """A tool call requested by the assistant.

    Attributes:
        id: the call id that the tool result must quote (``Message.tool_call_id``).
        name: the tool's name.
        arguments: JSON-safe keyword arguments.
    """

    id: str
    name: str
    arguments: Mapping[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "arguments": dict(self.arguments)}

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> ToolCall:
        try:
            return make_tool_call(d["id"], d["name"], d.get("arguments") or {})
        except (KeyError, TypeError) as e:
            raise SerializationError(f"malformed tool call {d!r}: {e}") from e


def make_tool_call(call_id: Any, name: Any, arguments: Any) -> ToolCall:
    """Validate and build a :class:`ToolCall`."""
    if not isinstance(call_id, str) or not call_id:
        raise InvalidMessageError(f"tool call id must be a non-empty string, got {call_id!r:.40}")
    if not isinstance(name, str) or not name:
        raise InvalidMessageError(f"tool call name must be a non-empty string, got {name!r:.40}")
    check_chars(call_id, what="tool call id", error=InvalidMessageError)
    check_chars(name, what="tool call name", error=InvalidMessageError)
    if not isinstance(arguments, Mapping):
        raise InvalidMessageError(
            f"tool call arguments must be a mapping, got {type(arguments).__name__}"
        )
    _check_json_safe(arguments, what=f"arguments of tool call {call_id!r}")
    return ToolCall(id=call_id, name=name, arguments=dict(arguments))


@dataclass(frozen=True, slots=True)
class Message:
    """One chat message with its cached token count.

    Build messages with :func:`make_message` (or let the buffer do it): it validates the fields
    and counts the tokens once.

    Attributes:
        role: ``system``, ``user``, ``assistant`` or ``tool``.
        content: the text.
        id: unique id (hex uuid4 unless given).
        timestamp: epoch seconds when the message was created.
        tokens: chat-format tokens of this message, counted at creation.
        tool_calls: calls an assistant message requests.
        tool_call_id: for a ``tool`` message, the id of the call it answers.
        name: optional author or tool name.
        metadata: JSON-safe extra data (``source="auto_summary"`` marks summaries).
    """

    role: Role
    content: str
    id: str
    timestamp: float
    tokens: int
    tool_calls: tuple[ToolCall, ...] = ()
    tool_call_id: str | None = None
    name: str | None = None
    metadata: Mapping[str, Any] = field(default_factory=dict)

    @property
    def is_summary(self) -> bool:
        """True for a running summary written by pressure management."""
        return self.metadata.get("source") == "auto_summary"

    def to_dict(self) -> dict[str, Any]:
        """A JSON-safe dict that :meth:`from_dict` turns back into an equal message."""
        d: dict[str, Any] = {
            "role": self.role,
            "content": self.content,
            "id": self.id,
            "timestamp": self.timestamp,
            "tokens": self.tokens,
        }
        if self.tool_calls:
            d["tool_calls"] = [c.to_dict() for c in self.tool_calls]
        if self.tool_call_id is not None:
            d["tool_call_id"] = self.tool_call_id
        if self.name is not None:
            d["name"] = self.name
        if self.metadata:
            d["metadata"] = json.loads(json.dumps(dict(self.metadata)))
        return d

    @classmethod
    def from_dict(cls, d: Any) -> Message:
        """Restore a message from :meth:`to_dict` output without re-tokenizing it.

        Raises:
            SerializationError: the payload is not a valid message.
        """
        if not isinstance(d, Mapping):
            raise SerializationError(f"a message must be a mapping, got {type(d).__name__}")
        try:
            role, content, mid = d["role"], d["content"], d["id"]
            timestamp, tokens = d["timestamp"], d["tokens"]
        except KeyError as e:
            raise SerializationError(f"message payload lacks {e}; got keys {sorted(d)}") from e
        try:
            _check_role(role)
        except InvalidMessageError as e:
            raise SerializationError(str(e)) from None
        if not isinstance(content, str):
            raise SerializationError("message content must be a string")
        check_chars(content, what="message content", error=SerializationError)
        if not isinstance(mid, str) or not mid:
            raise SerializationError("message id must be a non-empty string")
        check_chars(mid, what="message id", error=SerializationError)
        if isinstance(tokens, bool) or not isinstance(tokens, int) or tokens < 0:
            raise SerializationError(f"message tokens must be an int >= 0, got {tokens!r:.40}")
        try:
            ts = to_epoch(timestamp, name="message timestamp")
        except InvalidInputError as e:
            raise SerializationError(str(e)) from None
        if isinstance(timestamp, datetime):
            raise SerializationError("message timestamp must be epoch seconds")
        raw_calls = d.get("tool_calls") or []
        if not isinstance(raw_calls, list):
            raise SerializationError("tool_calls must be a list")
        try:
            calls = tuple(ToolCall.from_dict(c) for c in raw_calls)
            metadata = d.get("metadata") or {}
            if not isinstance(metadata, Mapping):
                raise SerializationError("metadata must be a mapping")
            _check_json_safe(metadata, what="metadata")
        except InvalidMessageError as e:
            raise SerializationError(str(e)) from e
        tool_call_id = d.get("tool_call_id")
        name = d.get("name")
        if tool_call_id is not None and not isinstance(tool_call_id, str):
            raise SerializationError("tool_call_id must be a string")
        if name is not None and not isinstance(name, str):
            raise SerializationError("name must be a string")
        for v in (tool_call_id, name):
            if v is not None:
                check_chars(v, what="tool_call_id or name", error=SerializationError)
        return cls(
            role=cast(Role, role),
            content=content,
            id=mid,
            timestamp=ts,
            tokens=tokens,
            tool_calls=calls,
            tool_call_id=tool_call_id,
            name=name,
            metadata=dict(metadata),
        )


def _check_role(role: Any) -> None:
    if not isinstance(role, str) or role not in ROLES:
        raise InvalidMessageError(
            f"unknown role {role!r}; hint: use one of {sorted(ROLES)} "
            "(map 'human' to 'user' and 'ai' to 'assistant')"
        )


def _check_json_safe(value: Any, *, what: str) -> None:
    check_json(value, what=what, error=InvalidMessageError)


def make_message(
    role: str,
    content: Any,
    *,
    counter: MessageTokenCounter,
    timestamp: float,
    id: str | None = None,
    tool_calls: Sequence[ToolCall | Mapping[str, Any]] = (),
    tool_call_id: str | None = None,
    name: str | None = None,
    metadata: Mapping[str, Any] | None = None,
    max_chars: int | None = None,
) -> Message:
    """Validate the fields, count the tokens once, and build a :class:`Message`.

    Raises:
        InvalidMessageError: unknown role, non-string or oversized content, a tool message
            without ``tool_call_id``, a non-JSON-safe metadata value.
    """
    _check_role(role)
    if not isinstance(content, str):
        raise InvalidMessageError(
            f"content must be a string, got {type(content).__name__}; "
            "hint: join multi-part content into text before adding it"
        )
    if max_chars is not None and len(content) > max_chars:
        raise InvalidMessageError(
            f"content has {len(content):,} characters, over the limit of {max_chars:,}; "
            "hint: raise max_message_chars or store large documents elsewhere"
        )
    check_chars(content, what="content", error=InvalidMessageError)
    calls = (
        tuple(c if isinstance(c, ToolCall) else _tool_call_from_mapping(c) for c in tool_calls)
        if tool_calls
        else ()
    )
    if calls and role != "assistant":
        raise InvalidMessageError(f"only assistant messages carry tool calls, not {role!r}")
    if calls and len({c.id for c in calls}) != len(calls):
        raise InvalidMessageError("tool call ids within one message must be unique")
    if role == "tool":
        if not isinstance(tool_call_id, str) or not tool_call_id:
            raise InvalidMessageError(
                "a tool message needs tool_call_id, the id of the call it answers"
            )
    elif tool_call_id is not None:
        raise InvalidMessageError("only tool messages carry tool_call_id")
    if name is not None and (not isinstance(name, str) or not name):
        raise InvalidMessageError(f"name must be a non-empty string, got {name!r:.40}")
    for label, v in (("name", name), ("tool_call_id", tool_call_id), ("id", id)):
        if isinstance(v, str):
            check_chars(v, what=label, error=InvalidMessageError)
    meta = dict(metadata) if metadata else {}
    if meta:  # the check costs as much as tokenizing a short message, even for {}
        _check_json_safe(meta, what="metadata")
    if id is not None and (not isinstance(id, str) or not id):
        raise InvalidMessageError(f"id must be a non-empty string, got {id!r}")
    tokens = counter.count_message(role, content, name=name, tool_calls=calls)
    return Message(
        role=cast(Role, role),
        content=content,
        id=id or new_id(),
        timestamp=timestamp,
        tokens=tokens,
        tool_calls=calls,
        tool_call_id=tool_call_id,
        name=name,
        metadata=meta,
    )


_V4_CLEAR = ~((0xF000 << 64) | (0xC000 << 48))
_V4_SET = (0x4000 << 64) | (0x8000 << 48)


def new_id() -> str:
    """A fresh random message id: 32 hex digits of a version 4 UUID (``uuid.uuid4().hex``),
    built from ``os.urandom`` without the ``UUID`` object (a third of the time)."""
    return f"{(int.from_bytes(os.urandom(16)) & _V4_CLEAR) | _V4_SET:032x}"


def _tool_call_from_mapping(c: Any) -> ToolCall:
    if not isinstance(c, Mapping):
        raise InvalidMessageError(
            f"a tool call must be a ToolCall or a mapping, got {type(c).__name__}"
        )
    return make_tool_call(c.get("id"), c.get("name"), c.get("arguments") or c.get("args") or {})
