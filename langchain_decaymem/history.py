"""BaseChatMessageHistory backed by a decaymem session (for RunnableWithMessageHistory)."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from langchain_core.chat_history import BaseChatMessageHistory
from langchain_core.messages import BaseMessage, SystemMessage

from decaymem import AgentMemory, MemoryHub, render_summary

from ._convert import from_langchain, to_langchain

__all__ = ["DecaymemChatMessageHistory"]


class DecaymemChatMessageHistory(BaseChatMessageHistory):
    """Chat history per session id; ``messages`` is the managed view, not the whole transcript.

    ``messages`` returns the running summary (as one system message of quoted data) followed by
    the recent turns that fit the budget. Everything ever added stays in the session's
    transcript (:meth:`transcript`) and what leaves the window is promoted to long-term memory.

    Args:
        session_id: the conversation.
        hub: a shared :class:`~decaymem.MemoryHub`; or ``path`` for a hub of its own.
        **session_options: passed to :class:`~decaymem.AgentMemory` on first use
            (``context_window``, ``namespace``, ...).

    Example:
        >>> from decaymem import HashingEmbedder, MemoryHub
        >>> h = DecaymemChatMessageHistory("s1", hub=MemoryHub(embedder=HashingEmbedder()))
        >>> h.add_user_message("hi")
        >>> [m.type for m in h.messages]
        ['human']
    """

    def __init__(
        self,
        session_id: str,
        *,
        hub: MemoryHub | None = None,
        path: str | Path | None = None,
        **session_options: Any,
    ) -> None:
        self.hub = hub if hub is not None else MemoryHub(path)
        self.session_id = session_id
        self.memory: AgentMemory = self.hub.session(session_id, **session_options)

    @property
    def messages(self) -> list[BaseMessage]:  # type: ignore[override]
        out: list[BaseMessage] = []
        for m in self.memory.messages:  # a snapshot taken under the session's lock
            if m.is_summary:
                out.append(SystemMessage(render_summary(m.content), id=m.id))
            elif m.role != "system":  # the pinned system prompt is the chain's own
                out.append(to_langchain(m))
        return out

    def add_messages(self, messages: Sequence[BaseMessage]) -> None:
        start = self.memory.buffer.message_count
        for i, msg in enumerate(messages):
            kwargs = from_langchain(msg, start + i)
            role, content = kwargs.pop("role"), kwargs.pop("content")
            if msg.id is None:
                kwargs.pop("id")  # a fresh id; the digest is only for matching known histories
            self.memory.add_message(role, content, **kwargs)

    def transcript(self) -> list[BaseMessage]:
        """Every message ever added to this session, in order."""
        return [to_langchain(m) for m in self.memory.transcript()]

    def clear(self) -> None:
        self.memory.clear()

    async def aget_messages(self) -> list[BaseMessage]:
        return await asyncio.to_thread(lambda: self.messages)

    async def aadd_messages(self, messages: Sequence[BaseMessage]) -> None:
        await asyncio.to_thread(self.add_messages, list(messages))

    async def aclear(self) -> None:
        await asyncio.to_thread(self.clear)
