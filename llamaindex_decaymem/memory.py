"""A LlamaIndex ``BaseMemory`` backed by a decaymem session.

Chat engines call ``put`` / ``get(initial_token_count=...)`` / ``get(input=...)``; agents call
``aput``, ``aput_messages``, ``aget`` and ``aset``. Every message is tokenized once when it is
put; ``get`` returns copies: one system message holding the running summary and the recalled
memories (quoted data), then the recent turns, within ``token_limit - initial_token_count``.

``to_dict`` is JSON-safe (the session id and settings, not the data) and ``from_dict``
reconnects to the same store, so a workflow ``Context`` saves and restores it. The object defines
no ``__len__`` or ``__bool__`` (an agent would silently replace a memory that looks empty).
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Callable
from typing import Any

from llama_index.core.base.llms.types import ChatMessage, MessageRole
from llama_index.core.llms import LLM
from llama_index.core.memory import BaseMemory
from pydantic import Field, PrivateAttr

from decaymem import AgentMemory, MemoryHub, TiktokenCounter, scope
from decaymem.errors import InvalidMessageError
from decaymem.longterm.inputs import check_user
from decaymem.validation import check_chars, check_int

from ._convert import from_llamaindex, message_text, to_llamaindex
from ._hub import connect
from ._keywords import map_keywords

__all__ = ["DecaymemMemory"]

logger = logging.getLogger(__name__)

_LLM_TOKEN_LIMIT_RATIO = 0.75  # ChatMemoryBuffer.from_defaults(llm=...)'s share of the window


class DecaymemMemory(BaseMemory):
    """decaymem as LlamaIndex chat memory (chat engines and agents).

    Example:
        >>> from decaymem import HashingEmbedder, MemoryHub
        >>> hub = MemoryHub(embedder=HashingEmbedder())
        >>> memory = DecaymemMemory.from_defaults(hub=hub, session_id="ana", token_limit=3000)
        >>> memory.put(ChatMessage(role="user", content="hi"))
        >>> [m.content for m in memory.get()]
        ['hi']
    """

    session_id: str = Field(default="default", description="the conversation")
    namespace: str | None = Field(
        default=None,
        description="the long-term memory scope; None: the session's own (sessions never "
        "recall each other's turns, as LlamaIndex's Memory keeps sessions apart)",
    )
    user_id: str | None = Field(
        default=None,
        description="who the conversation is with: the scope is 'user:<id>' unless a namespace "
        "is given, and a namespace naming another user is refused",
    )
    token_limit: int = Field(default=8192, description="tokens get() may return at most")
    path: str | None = Field(default=None, description="memory directory; None = in memory")
    hub_key: str | None = Field(default=None, description="reconnects an in-memory hub")
    embedder: str | None = Field(default=None, description="the embedder's name, checked")
    recall_k: int = 5
    min_score: float | None = 0.1

    _hub: MemoryHub = PrivateAttr()
    _session: AgentMemory = PrivateAttr()
    _lock: threading.RLock = PrivateAttr(default_factory=threading.RLock)

    def __init__(self, **data: Any) -> None:
        # refused before pydantic would drop it: an ignored session key shares "default"
        data = map_keywords(data, type(self).model_fields)
        if isinstance(data.get("namespace"), str) and isinstance(data.get("user_id"), str):
            check_user(data["namespace"], data["user_id"], source="memory's")  # not wrapped
        super().__init__(**data)

    @classmethod
    def class_name(cls) -> str:
        return "DecaymemMemory"

    def model_post_init(self, __context: Any) -> None:
        hub = connect(self.path, self.hub_key, self.embedder)
        self._connect(hub)

    def _connect(self, hub: MemoryHub) -> None:
        self._hub = hub
        self.hub_key = hub.key
        self.embedder = hub.long_term.embedder.name
        if self.namespace is None:  # resolved once, so to_dict() reconnects to the same scope
            self.namespace = (
                scope(user=self.user_id)
                if self.user_id is not None
                else hub.own_namespace(self.session_id)
            )
        self._session = hub.session(
            self.session_id,
            namespace=self.namespace,
            context_window=self.token_limit,
            recall_k=self.recall_k,
            min_score=self.min_score,
            oversize="truncate",
        )

    @classmethod
    def from_defaults(
        cls,
        chat_history: list[ChatMessage] | None = None,
        token_limit: int | None = None,
        *,
        session_id: str = "default",
        namespace: str | None = None,
        hub: MemoryHub | None = None,
        path: str | None = None,
        llm: LLM | None = None,
        **kwargs: Any,
    ) -> DecaymemMemory:
        """Build a memory; engines call this with ``chat_history`` and ``token_limit``.

        ``ChatMemoryBuffer``'s keywords that mean the same thing are honoured:
        ``chat_store_key`` is ``session_id``, and ``llm`` sizes ``token_limit`` (when it is not
        given) to 75 % of the model's context window. Any other unknown keyword raises
        :class:`~decaymem.errors.ConfigError` (a ``ValueError``, as ``ChatMemoryBuffer`` raises).
        """
        if llm is not None and token_limit is None:
            token_limit = int(llm.metadata.context_window * _LLM_TOKEN_LIMIT_RATIO)
        if session_id != "default":  # left out otherwise, so a chat_store_key= can name it
            kwargs["session_id"] = session_id
        if hub is not None:
            hub.register()
        memory = cls(
            namespace=namespace,
            token_limit=token_limit or 8192,
            path=str(hub.path) if hub is not None and hub.path else path,
            hub_key=hub.key if hub is not None else None,
            **kwargs,
        )
        if chat_history:
            memory.set(chat_history)
        return memory

    @property
    def session(self) -> AgentMemory:
        """The decaymem session behind this memory."""
        return self._session

    @property
    def tokenizer_fn(self) -> Callable[[str], list[int]]:
        """Token list of a text, so engines count their system prompt against the budget."""
        counter = self._session.buffer.token_counter
        if isinstance(counter, TiktokenCounter):
            return counter.encode
        return lambda text: [0] * counter.count(text)

    # ------------------------------------------------------------------ BaseMemory
    def get(self, input: str | None = None, **kwargs: Any) -> list[ChatMessage]:
        """The view for the next LLM call; ``initial_token_count`` is reserved for the caller.

        The system and developer messages put, in order, then one system message with the
        summary and the recalled memories, then the recent turns, starting on a user turn (as
        ``ChatMemoryBuffer`` trims); the newest turn is clipped in the view when it alone is
        too large.
        """
        reserve = kwargs.get("initial_token_count", 0) or 0
        check_int(reserve, what="initial_token_count")
        with self._lock:
            mem = self._session
            ctx = mem.context(
                input or None,
                reserve_tokens=max(0, reserve),
                strict=False,
                clip=True,
                start_on_user=True,
            )
            pinned = mem.buffer.system
            parts = self._system_parts()
            if pinned is not None and not parts:
                parts = [{"role": "system", "content": pinned.content}]
            turns = [m for m in ctx.messages if m.role != "system"]
            # each system or developer message goes where it was put: before the first turn
            # of the view that came after it (all of them first when none came later)
            later = [p for p in parts if int(p.get("at", 0)) > 0]
            index: dict[str, int] = {}
            if later:
                index = {m.id: i for i, m in enumerate(mem.history())}
            first = min((index.get(m.id, 0) for m in turns), default=0) if later else 0
            out = [_part(p) for p in parts if int(p.get("at", 0)) <= first]
            pending = [p for p in parts if int(p.get("at", 0)) > first]
            extra = [
                m.content
                for m in ctx.messages
                if m.role == "system" and (pinned is None or m.id != pinned.id)
            ]
            if extra:
                out.append(ChatMessage(role=MessageRole.SYSTEM, content="\n\n".join(extra)))
            for m in turns:
                position = index.get(m.id, -1)
                while pending and int(pending[0].get("at", 0)) <= position:
                    out.append(_part(pending.pop(0)))
                out.append(to_llamaindex(m))
            out.extend(_part(p) for p in pending)
            return out

    def _system_parts(self) -> list[dict[str, str]]:
        pinned = self._session.buffer.system
        if pinned is None:
            return []
        parts = pinned.metadata.get("parts")
        if (
            isinstance(parts, list)
            and parts
            and all(
                isinstance(p, dict)
                and isinstance(p.get("role"), str)
                and isinstance(p.get("content"), str)
                and isinstance(p.get("at", 0), int)
                for p in parts
            )
        ):
            return [dict(p) for p in parts]
        # written by another adapter (LangChain's history on the same session): the text only
        return [{"role": "system", "content": pinned.content}]

    def get_all(self) -> list[ChatMessage]:
        """The chat history since the last ``reset`` / ``set``, in the order it was put
        (system and developer messages where they were put)."""
        with self._lock:
            pending = self._system_parts()
            out: list[ChatMessage] = []
            for i, m in enumerate(self._session.history()):
                while pending and int(pending[0].get("at", 0)) <= i:
                    out.append(_part(pending.pop(0)))
                out.append(to_llamaindex(m))
            return out + [_part(p) for p in pending]

    def put(self, message: ChatMessage) -> None:
        with self._lock:
            self._put(message)

    def _put(self, message: ChatMessage) -> None:
        kwargs = from_llamaindex(message)
        role, content = kwargs.pop("role"), kwargs.pop("content")
        if role == "system":
            # system and developer messages are all kept, in order, in the pinned prompt
            at = len(self._session.history())  # where it was put, among the turns
            parts = [
                *self._system_parts(),
                {"role": MessageRole(message.role).value, "content": content, "at": at},
            ]
            text = "\n\n".join(p["content"] for p in parts if p["content"])
            self._session.set_system(text or None, metadata={"parts": parts})
            return
        try:
            self._session.add_message(role, content, **kwargs)
        except InvalidMessageError as e:
            if role != "tool":
                raise  # never dropped silently
            # a tool result whose call is not in the window: kept (as ChatMemoryBuffer keeps
            # it), counted as a plain turn, given back as the tool message it was
            logger.info("a tool message without its call is kept as a plain turn: %s", e)
            kwargs.pop("tool_call_id", None)
            self._session.add_message("user", content, **kwargs)

    def put_messages(self, messages: list[ChatMessage]) -> None:
        with self._lock:
            for m in messages:
                self._put(m)

    def set(self, messages: list[ChatMessage]) -> None:
        """Replace the chat history with ``messages``, as ``ChatMemoryBuffer.set`` does: the
        turns it replaces are not archived (never recalled as memories); the transcript keeps
        them. Turns that had already left the window stay in long-term memory."""
        with self._lock:
            known = self.get_all()
            same = len(known) == len(messages) and all(
                k.role == m.role and message_text(k) == message_text(m)
                for k, m in zip(known, messages, strict=True)
            )
            if same:
                return  # engines re-set the history they just read: nothing to do
            for m in messages:  # refuse a bad message before the old history goes
                check_chars(from_llamaindex(m)["content"], what="message content")
            self._reset(archive=False)
            try:
                for m in messages:
                    self._put(m)
            except Exception:
                # all or nothing: the old history comes back (the transcript keeps the attempt)
                self._reset(archive=False)
                for m in known:
                    self._put(m)
                raise

    def reset(self) -> None:
        """Empty the chat history (``get_all()`` returns ``[]``); what was said is archived in
        long-term memory (:meth:`AgentMemory.clear`) and stays recallable; the transcript keeps
        the record. To erase, ``session.forget`` the memories."""
        with self._lock:
            self._reset()

    def _reset(self, *, archive: bool = True) -> None:
        if not archive:  # replaced, not cleared: its turns never come back as memories
            self._session.remove([m.id for m in self._session.messages if m.role != "system"])
        self._session.clear()
        self._session.set_system(None)

    # ------------------------------------------------------------------ native async twins
    async def aget(self, input: str | None = None, **kwargs: Any) -> list[ChatMessage]:
        return await asyncio.to_thread(self.get, input, **kwargs)

    async def aget_all(self) -> list[ChatMessage]:
        return await asyncio.to_thread(self.get_all)

    async def aput(self, message: ChatMessage) -> None:
        await asyncio.to_thread(self.put, message)

    async def aput_messages(self, messages: list[ChatMessage]) -> None:
        await asyncio.to_thread(self.put_messages, list(messages))

    async def aset(self, messages: list[ChatMessage]) -> None:
        await asyncio.to_thread(self.set, list(messages))

    async def areset(self) -> None:
        await asyncio.to_thread(self.reset)

    def last_user_text(self) -> str | None:
        for m in reversed(self._session.messages):
            if m.role == "user":
                return m.content
        return None


def _part(part: dict[str, Any]) -> ChatMessage:
    return ChatMessage(role=MessageRole(part["role"]), content=part["content"])


def _text(message: ChatMessage) -> str:
    return message_text(message)
