"""A memory block for LlamaIndex's ``Memory``: decayed recall from decaymem's long-term memory.

``Memory`` flushes old turns into its blocks (``_aput``) and asks every block for content when
building the prompt (``_aget``). This block turns flushed turns into facts and answers with the
memories most relevant to the latest user message, as a quoted-data block.
"""

from __future__ import annotations

import uuid
from typing import Any

from llama_index.core.base.llms.types import ChatMessage, MessageRole
from llama_index.core.memory.memory import BaseMemoryBlock
from pydantic import Field, PrivateAttr

from decaymem import (
    FactExtractor,
    HeuristicFactExtractor,
    MemoryHub,
    MemoryInput,
    Message,
    MessageTokenCounter,
    Recall,
    TiktokenCounter,
    render_memories,
    scope,
)
from decaymem.hub import session_namespace
from decaymem.longterm.inputs import check_user
from decaymem.records import validate_namespace

from ._convert import from_llamaindex, message_text
from ._hub import connect

__all__ = ["DecaymemMemoryBlock"]

_COUNTER = MessageTokenCounter(TiktokenCounter())


def _prompt_tokens(messages: list[ChatMessage]) -> int:
    """Chat-format tokens of the history Memory is about to send (overhead included, which
    Memory's own count leaves out), plus the reply priming."""
    total = _COUNTER.format.reply_priming
    for m in messages:
        total += _COUNTER.count_message("user", message_text(m))
    return total


def _fit(found: list[Recall], room: int) -> list[Recall]:
    """The best memories whose rendered block has at most ``room`` tokens."""
    kept = list(found)
    while kept and _COUNTER.count_text(render_memories(kept)) > room:
        kept.pop()
    return kept


class DecaymemMemoryBlock(BaseMemoryBlock[str]):
    """Long-term facts with decayed recall, as a block of LlamaIndex ``Memory``.

    Example:
        >>> from llama_index.core.memory import Memory
        >>> block = DecaymemMemoryBlock(namespace="user:ana")  # doctest: +SKIP
        >>> memory = Memory.from_defaults(session_id="ana", memory_blocks=[block])  # doctest: +SKIP
    """

    name: str = "decaymem"
    description: str | None = (
        "Facts recalled from long-term memory by relevance, importance and age."
    )
    priority: int = 1
    # None: each session's own (Memory passes its session_id), as LlamaIndex's VectorMemoryBlock
    # filters by session; a block used without a session falls back to "default"
    namespace: str | None = None
    user_id: str | None = None  # "user:<id>" unless namespace is given (which may not name another)
    token_limit: int | None = None  # Memory's token_limit: the block sizes itself to fit it
    reserve_tokens: int = 48  # Memory's template and the system message around the block
    k: int = Field(default=5, ge=1)
    min_score: float | None = 0.1
    path: str | None = None
    hub_key: str | None = None
    embedder: str | None = None  # the embedder's name, checked on reconnection

    _hub: MemoryHub = PrivateAttr()
    _last: list[Recall] = PrivateAttr(default_factory=list)
    _extractor: FactExtractor = PrivateAttr(default_factory=HeuristicFactExtractor)

    def __init__(self, **data: Any) -> None:
        if isinstance(data.get("namespace"), str) and isinstance(data.get("user_id"), str):
            check_user(data["namespace"], data["user_id"], source="block's")  # not wrapped
        super().__init__(**data)

    def model_post_init(self, __context: Any) -> None:
        if self.namespace is None and self.user_id is not None:
            self.namespace = scope(user=self.user_id)
        if self.namespace is not None:
            validate_namespace(self.namespace)  # refused now, not on every later aget
        self._hub = connect(self.path, self.hub_key, self.embedder)
        self.hub_key = self._hub.key
        self.embedder = self._hub.long_term.embedder.name

    def _namespace(self, session_id: Any) -> str:
        if self.namespace is not None:
            return self.namespace
        if isinstance(session_id, str) and session_id:
            return session_namespace(session_id)
        return "default"

    @classmethod
    def from_hub(cls, hub: MemoryHub, **kwargs: Any) -> DecaymemMemoryBlock:
        hub.register()
        return cls(path=str(hub.path) if hub.path else None, hub_key=hub.key, **kwargs)

    def with_extractor(self, extractor: FactExtractor) -> DecaymemMemoryBlock:
        """Use ``extractor`` (e.g. :func:`~llamaindex_decaymem.llm_fact_extractor`) for facts."""
        self._extractor = extractor
        return self

    async def _aget(self, messages: list[ChatMessage] | None = None, **block_kwargs: Any) -> str:
        query = None
        for m in reversed(messages or []):
            if MessageRole(m.role) == MessageRole.USER and message_text(m).strip():
                query = message_text(m)
                break
        if query is None:
            return ""
        found = await self._hub.long_term.arecall(
            query,
            k=self.k,
            namespace=self._namespace(block_kwargs.get("session_id")),
            min_score=self.min_score,
        )
        if self.token_limit is not None:
            room = self.token_limit - self.reserve_tokens - _prompt_tokens(messages or [])
            found = _fit(found, room)
        self._last = list(found)
        return render_memories(found) if found else ""

    async def atruncate(self, content: str, tokens_to_truncate: int) -> str | None:
        """Drop the lowest-ranked memories until ``tokens_to_truncate`` tokens are saved."""
        kept = list(self._last)
        target = _COUNTER.count_text(content) - tokens_to_truncate
        kept = _fit(kept, target)
        self._last = kept
        return render_memories(kept) if kept else None

    async def _aput(self, messages: list[ChatMessage]) -> None:
        now = self._hub.clock.now()
        turns = []
        for m in messages:
            kw = from_llamaindex(m)
            if kw["role"] in ("user", "assistant") and kw["content"]:
                turns.append(
                    Message(
                        role=kw["role"],
                        content=kw["content"],
                        id=uuid.uuid4().hex,
                        timestamp=now,
                        tokens=0,
                    )
                )
        facts = self._extractor.extract(turns)
        if not facts:
            return
        session = next(
            (
                m.additional_kwargs.get("session_id")
                for m in messages
                if m.additional_kwargs.get("session_id")
            ),
            None,
        )
        items = [
            MemoryInput(
                text=f.text,
                importance=f.importance,
                source="fact",
                metadata={"kind": f.kind, **({"session_id": str(session)} if session else {})},
            )
            for f in facts
        ]
        await self._hub.long_term.aremember_many(items, namespace=self._namespace(session))
