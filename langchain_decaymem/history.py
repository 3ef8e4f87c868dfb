"""BaseChatMessageHistory backed by a decaymem session (for RunnableWithMessageHistory)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Literal

from langchain_core.chat_history import BaseChatMessageHistory
from langchain_core.messages import (
    BaseMessage,
    HumanMessage,
    SystemMessage,
    messages_from_dict,
    messages_to_dict,
)

from decaymem import AgentMemory, MemoryHub, render_summary, scope
from decaymem.errors import ConfigError, InvalidInputError, InvalidMessageError
from decaymem.longterm.inputs import check_user

from ._convert import (
    LC_KEY,
    REUSED_ID_KEY,
    content_text,
    from_langchain,
    merge_system,
    to_langchain,
)

__all__ = ["DecaymemChatMessageHistory"]

logger = logging.getLogger(__name__)


class DecaymemChatMessageHistory(BaseChatMessageHistory):
    """Chat history per session id; ``messages`` is a managed view, not the whole transcript.

    ``view="memory"`` (default): the system messages added, then one system message with the
    running summary and the long-term memories recalled for the latest human message (as
    ``ConversationSummaryBufferMemory`` leads with its summary), then the recent turns, fitted
    to ``context_window``. ``view="window"``: the system messages, the summary and the turns
    of the window, without recall. Everything ever added stays in :meth:`transcript`, and
    messages come back as LangChain serialized them (content blocks, status, metadata).

    Args:
        session_id: the conversation.
        hub: a shared :class:`~decaymem.MemoryHub`; or ``path``: the process's hub of that
            directory (:meth:`~decaymem.MemoryHub.shared`), so a history built per call (as
            ``RunnableWithMessageHistory`` factories do) reopens the same session.
        view: ``"memory"`` or ``"window"``.
        **session_options: passed to :class:`~decaymem.AgentMemory` on first use
            (``context_window``, ``namespace``, ...). Without ``namespace`` the session's
            long-term memory is its own (:meth:`~decaymem.MemoryHub.own_namespace`), so two
            session ids never recall each other's turns, as with ``InMemoryChatMessageHistory``;
            pass ``user_id="ana"`` (``"user:ana"``) or ``namespace=scope(user=...)`` to share
            memory across a user's sessions; a namespace naming another user than ``user_id``
            is refused.

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
        view: Literal["memory", "window"] = "memory",
        **session_options: Any,
    ) -> None:
        if view not in ("memory", "window"):
            raise ConfigError(f"view must be 'memory' or 'window', got {view!r}")
        # RunnableWithMessageHistory builds a history per call: one directory is one hub per
        # process (MemoryHub.shared), so the second object on a path joins the first's
        self.hub = hub if hub is not None else MemoryHub.shared(path) if path else MemoryHub()
        self.session_id = session_id
        self.view = view
        # as LangChain's own histories: a session sees only its own messages unless a
        # namespace shared with other sessions is passed (e.g. scope(user="ana"))
        namespace = session_options.pop("namespace", None)
        user = session_options.pop("user_id", None)
        if namespace is None:
            namespace = scope(user=user) if user is not None else self.hub.own_namespace(session_id)
        check_user(namespace, user, source="history's")
        self.memory: AgentMemory = self.hub.session(
            session_id, namespace=namespace, **session_options
        )

    @classmethod
    def of(
        cls, memory: AgentMemory, *, view: Literal["memory", "window"] = "memory"
    ) -> DecaymemChatMessageHistory:
        """A chat history over an open :class:`~decaymem.AgentMemory` session."""
        if view not in ("memory", "window"):
            raise ConfigError(f"view must be 'memory' or 'window', got {view!r}")
        self = cls.__new__(cls)
        self.hub = memory.hub
        self.session_id = memory.session_id
        self.view = view
        self.memory = memory
        return self

    # ------------------------------------------------------------------ reading
    def _system_messages(self) -> list[BaseMessage]:
        pinned = self.memory.buffer.system
        if pinned is None:
            return []
        parts = pinned.metadata.get("parts")
        if isinstance(parts, list) and parts:
            try:
                return messages_from_dict(parts)
            except (KeyError, TypeError, ValueError):
                pass  # written by another adapter (LlamaIndex on the same session): text only
        return [SystemMessage(pinned.content, id=pinned.id)]

    @property
    def messages(self) -> list[BaseMessage]:  # type: ignore[override]
        out = self._system_messages()
        pinned = self.memory.buffer.system
        if self.view == "window":
            for m in self.memory.messages:  # a snapshot taken under the session's lock
                if m.is_summary:
                    out.append(SystemMessage(render_summary(m.content), id=m.id))
                elif m.role != "system":  # the pinned system messages come first, above
                    out.append(to_langchain(m))
            return out
        snapshot = self.memory.messages  # taken under the session's lock
        query = next((m.content for m in reversed(snapshot) if m.role == "user"), None)
        ctx = self.memory.context(query, strict=False, clip=True, start_on_user=True)
        extra = [
            m.content
            for m in ctx.messages
            if m.role == "system" and (pinned is None or m.id != pinned.id)
        ]
        if extra:
            out.append(SystemMessage(merge_system(extra)))
        out.extend(to_langchain(m) for m in ctx.messages if m.role != "system")
        return out

    def transcript(self) -> list[BaseMessage]:
        """Every message ever added to this session, in order (system messages excepted)."""
        return [to_langchain(m) for m in self.memory.transcript()]

    # ------------------------------------------------------------------ writing
    def add_messages(self, messages: Sequence[BaseMessage]) -> None:
        """Add LangChain messages; every one is checked before any is added, so a refused
        message leaves the history as it was (see :meth:`AgentMemory.add_messages`)."""
        start = self.memory.buffer.message_count
        batch: list[tuple[str, Any, dict[str, Any]]] = []
        taken: set[str] = set()
        for i, msg in enumerate(messages):
            kwargs = from_langchain(msg, start + i)
            role, content = kwargs.pop("role"), kwargs.pop("content")
            if msg.id is None:
                kwargs.pop("id")  # a fresh id; the digest is only for matching known histories
            elif kwargs["id"] in taken or self.memory.sessions.has_message(
                self.memory.session_id, kwargs["id"], namespace=self.memory.namespace
            ):
                # a model that reuses message ids: LangChain's history keeps both, so the core
                # gives this one a fresh id and gives LangChain's back when it is read
                kwargs[REUSED_ID_KEY] = kwargs.pop("id")
            if isinstance(kwargs.get("id"), str):
                taken.add(kwargs["id"])
            try:
                self.memory.check_message({"role": role, "content": content, **kwargs})
            except InvalidInputError as e:
                raise type(e)(f"message {i}: {e} (nothing of this batch was added)") from e
            batch.append((role, content, kwargs))
        for role, content, kwargs in batch:
            if role == "system":
                self._add_system(kwargs[LC_KEY])
                continue
            try:
                self.memory.add_message(role, content, **kwargs)
            except InvalidMessageError as e:
                if role != "tool":
                    raise
                # a tool result whose call is not in the window: kept (as LangChain keeps it),
                # counted as a plain turn, given back as the ToolMessage it was
                logger.info("a tool message without its call is kept as a plain turn: %s", e)
                kwargs.pop("tool_call_id", None)
                self.memory.add_message("user", content, **kwargs)

    def _add_system(self, serialized: dict[str, Any]) -> None:
        pinned = self.memory.buffer.system
        before = messages_to_dict(self._system_messages()) if pinned is not None else []
        parts = [*before, serialized]
        text = merge_system([content_text(m.content) for m in messages_from_dict(parts)])
        self.memory.set_system(text or None, metadata={"parts": parts})

    def add_user_message(self, message: HumanMessage | str) -> None:
        self.add_messages([message if isinstance(message, HumanMessage) else HumanMessage(message)])

    def clear(self) -> None:
        """Empty the history (``messages == []``); the cleared turns stay recallable (archived in
        long-term memory by :meth:`AgentMemory.clear`) and the transcript keeps the record.
        To erase, ``self.memory.forget(ids)``."""
        self.memory.clear()
        self.memory.set_system(None)

    # ------------------------------------------------------------------ async twins
    async def aget_messages(self) -> list[BaseMessage]:
        return await asyncio.to_thread(lambda: self.messages)

    async def aadd_messages(self, messages: Sequence[BaseMessage]) -> None:
        await asyncio.to_thread(self.add_messages, list(messages))

    async def aclear(self) -> None:
        await asyncio.to_thread(self.clear)
