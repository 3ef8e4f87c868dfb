"""Agent middleware for ``langchain.agents.create_agent``.

The checkpointed thread history is never rewritten: each model call sees a *view* fitted to the
budget — the system prompt, the running summary and the recalled memories merged into one system
message, then the recent turns with tool calls and results kept together. Turns are mirrored into
a decaymem session per ``thread_id`` (each message tokenized once), pressure actions run there,
and turns that leave the window become long-term facts.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path
from typing import Any, Literal, cast

from langchain.agents.middleware import AgentMiddleware, AgentState, ModelRequest, ModelResponse
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AnyMessage, BaseMessage, HumanMessage, SystemMessage
from langchain_core.tools import BaseTool, StructuredTool
from langgraph.runtime import Runtime

from decaymem import AgentMemory, Embedder, LLMSummarizer, MemoryHub, Message, TokenCounter
from decaymem.errors import InvalidMessageError
from decaymem.summarize import ExtractiveSummarizer

from ._convert import content_text, from_langchain, merge_system, message_key, to_langchain

__all__ = ["DecaymemMiddleware"]

logger = logging.getLogger(__name__)


def _thread_id() -> str:
    try:
        from langgraph.config import get_config

        tid = get_config().get("configurable", {}).get("thread_id")
    except RuntimeError:
        tid = None
    return str(tid) if tid else "default"


class _ModelSummarizer:
    """Summarizes with the model of the current call (or a fixed one), extractive on failure."""

    def __init__(self, model: BaseChatModel | None) -> None:
        self.model = model
        self.fixed = model is not None
        self._fallback = ExtractiveSummarizer()

    def summarize(self, messages: Sequence[Message], *, previous: str | None = None) -> str:
        if self.model is None:
            return self._fallback.summarize(messages, previous=previous)
        model = self.model
        return LLMSummarizer(lambda p: content_text(model.invoke(p).content)).summarize(
            messages, previous=previous
        )


class DecaymemMiddleware(AgentMiddleware[AgentState[Any], Any]):
    """Bounded context, decayed long-term recall and fact storage for ``create_agent``.

    Args:
        hub: a :class:`~decaymem.MemoryHub` shared with other components; or
        path: a directory for a hub of this middleware's own (``None``: in memory).
        namespace: the long-term memory scope (e.g. ``decaymem.scope(user="ana")``).
        context_window: the most tokens the model receives (messages; tool schemas excluded).
        summarize_with: ``"agent"`` (the agent's model), ``"extractive"`` (offline), or a model.
        memory_tools: add ``remember`` and ``recall`` tools the agent can call.

    Example:
        >>> from langchain.agents import create_agent
        >>> memory = DecaymemMiddleware(path="./mem", namespace="user:ana")  # doctest: +SKIP
        >>> agent = create_agent(model, tools, middleware=[memory])  # doctest: +SKIP
    """

    def __init__(
        self,
        *,
        hub: MemoryHub | None = None,
        path: str | Path | None = None,
        namespace: str = "default",
        context_window: int = 8192,
        history_fraction: float = 0.65,
        memory_fraction: float = 0.15,
        recall_k: int = 5,
        min_score: float | None = 0.1,
        summarize_with: BaseChatModel | Literal["agent", "extractive"] = "agent",
        memory_tools: bool = False,
        embedder: Embedder | None = None,
        token_counter: TokenCounter | None = None,
    ) -> None:
        super().__init__()
        self.hub = hub if hub is not None else MemoryHub(path, embedder=embedder)
        self.namespace = namespace
        self.session_options: dict[str, Any] = {
            "namespace": namespace,
            "context_window": context_window,
            "history_fraction": history_fraction,
            "memory_fraction": memory_fraction,
            "recall_k": recall_k,
            "min_score": min_score,
            "oversize": "truncate",
            "token_counter": token_counter,
        }
        self.summarize_with = summarize_with
        self._summarizers: dict[str, _ModelSummarizer] = {}
        self._seen: dict[str, set[str]] = {}
        self._lock = threading.RLock()
        self.tools: list[BaseTool] = self._memory_tools() if memory_tools else []

    # ------------------------------------------------------------------ sessions
    def session(self, thread_id: str = "default") -> AgentMemory:
        """The decaymem session mirroring ``thread_id``."""
        with self._lock:
            summarizer = self._summarizers.get(thread_id)
            if summarizer is None:
                fixed = (
                    self.summarize_with if isinstance(self.summarize_with, BaseChatModel) else None
                )
                summarizer = _ModelSummarizer(fixed)
                self._summarizers[thread_id] = summarizer
            return self.hub.session(thread_id, summarizer=summarizer, **self.session_options)

    def _sync(self, thread_id: str, messages: Sequence[BaseMessage]) -> AgentMemory:
        mem = self.session(thread_id)
        seen = self._seen.get(thread_id)
        if seen is None:  # first call in this process: what the session already holds
            seen = {m.id for m in mem.transcript()}
            self._seen[thread_id] = seen
        for pos, msg in enumerate(messages):
            key = message_key(msg, pos)
            if key in seen or msg.type == "system":
                continue
            kwargs = from_langchain(msg, pos)
            role, content = kwargs.pop("role"), kwargs.pop("content")
            try:
                mem.add_message(role, content, **kwargs)
            except InvalidMessageError as e:
                # e.g. a tool result whose call was never seen: keep the run going, say why
                logger.warning("decaymem skipped message %s of thread %s: %s", key, thread_id, e)
            seen.add(key)
        return mem

    def _prepare(self, request: ModelRequest) -> ModelRequest:
        thread_id = _thread_id()
        with self._lock:
            mem = self.session(thread_id)
            summarizer = self._summarizers[thread_id]
            if not summarizer.fixed:
                summarizer.model = request.model if self.summarize_with == "agent" else None
            system = request.system_message
            system_text = content_text(system.content) if system is not None else None
            current = mem.buffer.system.content if mem.buffer.system else None
            if system_text != current:
                mem.set_system(system_text)
            self._sync(thread_id, request.messages)
            query = next(
                (
                    content_text(m.content)
                    for m in reversed(request.messages)
                    if isinstance(m, HumanMessage)
                ),
                None,
            )
            ctx = mem.context(query)
        originals = {message_key(m, pos): m for pos, m in enumerate(request.messages)}
        turns: list[AnyMessage] = [
            cast(AnyMessage, originals.get(m.id) or to_langchain(m))
            for m in ctx.messages
            if m.role != "system"
        ]
        parts = [m.content for m in ctx.messages if m.role == "system"]
        merged = SystemMessage(merge_system(parts)) if parts else None
        return request.override(messages=turns, system_message=merged)

    # ------------------------------------------------------------------ hooks
    def wrap_model_call(
        self, request: ModelRequest, handler: Callable[[ModelRequest], ModelResponse]
    ) -> ModelResponse:
        return handler(self._prepare(request))

    async def awrap_model_call(
        self,
        request: ModelRequest,
        handler: Callable[[ModelRequest], Awaitable[ModelResponse]],
    ) -> ModelResponse:
        prepared = await asyncio.to_thread(self._prepare, request)
        return await handler(prepared)

    def after_agent(self, state: AgentState[Any], runtime: Runtime[Any]) -> dict[str, Any] | None:
        """Store the run's turns (the final answer included) and the facts they drop."""
        thread_id = _thread_id()
        with self._lock:
            self._sync(thread_id, state["messages"])
        return None

    async def aafter_agent(
        self, state: AgentState[Any], runtime: Runtime[Any]
    ) -> dict[str, Any] | None:
        thread_id = _thread_id()

        def sync() -> None:
            with self._lock:
                self._sync(thread_id, state["messages"])

        await asyncio.to_thread(sync)
        return None

    # ------------------------------------------------------------------ tools
    def _memory_tools(self) -> list[BaseTool]:
        ltm, namespace = self.hub.long_term, self.namespace

        def remember(text: str, importance: float = 5.0) -> str:
            """Store a durable fact about the user or the task in long-term memory.

            Args:
                text: the fact, as one self-contained sentence.
                importance: 1 (trivia) to 10 (must never be forgotten).
            """
            mid = ltm.remember(text, importance=importance, namespace=namespace, source="tool")
            return f"remembered ({mid})"

        def recall(query: str, k: int = 5) -> str:
            """Search long-term memory; returns the best matches with their age and importance.

            Args:
                query: what to look for.
                k: how many memories to return.
            """
            from decaymem import render_memories

            found = ltm.recall(query, k=max(1, min(int(k), 20)), namespace=namespace)
            return render_memories(found) if found else "no memories found"

        return [
            StructuredTool.from_function(remember, name="remember_memory"),
            StructuredTool.from_function(recall, name="recall_memory"),
        ]

    def close(self) -> None:
        self.hub.close()
