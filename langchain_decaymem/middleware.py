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
from collections.abc import Awaitable, Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, Literal, cast

from langchain.agents.middleware import AgentMiddleware, ModelRequest, ModelResponse
from langchain.tools import ToolRuntime
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import (
    AnyMessage,
    BaseMessage,
    HumanMessage,
    SystemMessage,
    convert_to_messages,
)
from langchain_core.runnables import RunnableConfig
from langchain_core.tools import BaseTool, StructuredTool
from langgraph.constants import CONFIG_KEY_CHECKPOINTER, TAG_NOSTREAM
from langgraph.runtime import Runtime

from decaymem import AgentMemory, Embedder, LLMSummarizer, MemoryHub, Message, TokenCounter, scope
from decaymem.errors import BudgetExceededError, ConfigError, NamespaceError
from decaymem.longterm.inputs import check_user
from decaymem.records import validate_namespace
from decaymem.summarize import ExtractiveSummarizer

from ._convert import content_text, merge_system, message_key, to_langchain
from ._mirror import Mirror
from ._schemas import ToolTokens
from ._scope import (
    DecaymemContext,
    DecaymemState,
    configurable,
    lookup,
    run_session,
    run_user,
)
from ._trigger import ContextSize, pressure_policy

__all__ = ["DecaymemContext", "DecaymemMiddleware", "DecaymemState", "NamespaceHook"]

logger = logging.getLogger(__name__)

NamespaceHook = Callable[[Any, Mapping[str, Any]], str]
"""``namespace(runtime.context, config["configurable"]) -> namespace`` for each run."""


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
        config: RunnableConfig = {"tags": [TAG_NOSTREAM], "metadata": {"lc_source": "decaymem"}}
        return LLMSummarizer(
            lambda p: content_text(model.invoke(p, config=config).content)
        ).summarize(messages, previous=previous)


class DecaymemMiddleware(AgentMiddleware[DecaymemState, Any]):
    """Bounded context, decayed long-term recall and fact storage for ``create_agent``.

    Args:
        hub: a :class:`~decaymem.MemoryHub` shared with other components; or
        path: a directory for a hub of this middleware's own (``None``: in memory).
        namespace: the long-term memory scope. ``None`` (default): each run's own, from
            ``namespace`` or ``user_id`` in ``runtime.context`` (``user_id="ana"`` means
            ``"user:ana"``), else in ``config["configurable"]``; a configurable naming another
            namespace or user than the context is refused; ``"default"`` when a run names
            none — refused once other runs of this middleware named a user. A string: the
            app's scope; a run naming user ``ana`` gets ``"<namespace>/user:ana"``, a run
            naming no one the string itself. A callable:
            ``namespace(runtime.context, configurable) -> str`` decides every run (refused
            when it names another user than the context's ``user_id``).
        context_window: the most tokens the model receives: the messages and the JSON schemas
            of the tools bound to the call (``request.tools``), counted with ``token_counter``.
        summarize_with: ``"agent"`` (the agent's model), ``"extractive"`` (offline), or a model.
        trigger: when to summarize, as ``SummarizationMiddleware`` says it: ``("fraction", f)``
            of the conversation's budget (``history_fraction × context_window``) or
            ``("tokens", n)`` of conversation; the oldest turns then leave the window, folded
            into the summary in one call, until it holds ``keep``.
        keep: what stays after a trigger, in the same units. No summary calls between.
        memory_tools: add ``remember`` and ``recall`` tools the agent can call.

    Each run mirrors into a decaymem session: ``session_id`` from the context or configurable,
    else the ``thread_id``; a run without a ``thread_id`` (no checkpointer) and a subagent run
    from a tool get a session of their own that ends with the run. When such a run has a
    namespace of its own (a user, a fixed or hooked namespace), its turns are archived in it as
    the run ends, so the user's next run recalls them; a run that names no one leaves nothing
    in the shared ``"default"`` beyond what its own window evicted (unrelated anonymous runs
    share nothing, as without decaymem).

    Example:
        >>> from langchain.agents import create_agent
        >>> memory = DecaymemMiddleware(path="./mem")  # doctest: +SKIP
        >>> agent = create_agent(model, tools, middleware=[memory])  # doctest: +SKIP
        >>> agent.invoke({"messages": [...]}, context={"user_id": "ana"})  # doctest: +SKIP
    """

    state_schema = DecaymemState
    context_schema = DecaymemContext  # what it reads from runtime.context (for create_agent)

    def __init__(
        self,
        *,
        hub: MemoryHub | None = None,
        path: str | Path | None = None,
        namespace: str | NamespaceHook | None = None,
        context_window: int = 8192,
        history_fraction: float = 0.65,
        memory_fraction: float = 0.15,
        recall_k: int = 5,
        min_score: float | None = 0.1,
        summarize_with: BaseChatModel | Literal["agent", "extractive"] = "agent",
        trigger: ContextSize = ("fraction", 0.85),
        keep: ContextSize = ("fraction", 0.5),
        memory_tools: bool = False,
        embedder: Embedder | None = None,
        token_counter: TokenCounter | None = None,
    ) -> None:
        super().__init__()
        if isinstance(namespace, str):
            validate_namespace(namespace)
        self.hub = hub if hub is not None else MemoryHub(path, embedder=embedder)
        self.namespace = namespace
        self.session_options: dict[str, Any] = {
            "context_window": context_window,
            "history_fraction": history_fraction,
            "memory_fraction": memory_fraction,
            "recall_k": recall_k,
            "min_score": min_score,
            "oversize": "truncate",
            "token_counter": token_counter,
            "policy": pressure_policy(trigger, keep, budget=int(history_fraction * context_window)),
        }
        self.summarize_with = summarize_with
        self._summarizers: dict[tuple[str, str], _ModelSummarizer] = {}
        self._mirrors: dict[tuple[str, str], Mirror] = {}
        self._ephemeral: dict[tuple[str, str], AgentMemory] = {}
        self._first_user: str | None = None  # the first namespace a run named
        self._owners: dict[str, str] = {}  # thread id -> the namespace whose conversation it is
        self._lock = threading.RLock()
        self.tools: list[BaseTool] = self._memory_tools() if memory_tools else []
        self._tool_tokens = ToolTokens()

    # ------------------------------------------------------------------ scope of a run
    def resolve_namespace(
        self, context: Any = None, configurable: Mapping[str, Any] | None = None
    ) -> str:
        """The long-term namespace of a run with this ``runtime.context`` and configurable.

        The runtime context decides who the run is: its ``namespace``, else its ``user_id``
        (``"user:<id>"``); the configurable's decide only when the context names neither, and
        a configurable namespace or user that differs from the context's is refused. With a
        fixed ``namespace``, a run that names a user gets that user's part of it
        (``"<namespace>/user:<id>"``), as LangGraph's store memory scopes by ``user_id``.
        """
        conf = configurable or {}
        user = run_user(context, conf)
        if callable(self.namespace):
            hooked = validate_namespace(self.namespace(context, conf))
            return check_user(hooked, lookup(context, "user_id"), source="hook's")
        own = lookup(context, "namespace")
        if own is not None:
            check_user(validate_namespace(own), lookup(context, "user_id"), source="context")
        elif lookup(context, "user_id") is not None:
            own = scope(user=str(lookup(context, "user_id")))
        conf_ns = lookup(conf, "namespace")
        if own is not None and conf_ns is not None and conf_ns != own:
            raise NamespaceError(
                f"configurable namespace {conf_ns!r} is not the runtime context's {own!r}; the "
                "runtime context decides who a run is (a configurable would let any caller read "
                "another user's memory). hint: drop namespace from the configurable"
            )
        named = own or conf_ns or (scope(user=user) if user is not None else None)
        if named is not None:
            validate_namespace(named)
        if isinstance(self.namespace, str):
            if user is not None:
                return validate_namespace(f"{self.namespace}/{scope(user=user)}")
            if named is not None and named != self.namespace:
                raise NamespaceError(
                    f"this middleware's namespace is fixed to {self.namespace!r}, and the run "
                    f"names {named!r}. hint: name a user_id (its part of {self.namespace!r}), "
                    "or leave namespace unset to take each run's own"
                )
            return self.namespace
        with self._lock:
            if named is not None:
                if self._first_user is None:
                    self._first_user = named
                return named
            if self._first_user is not None:
                raise NamespaceError(
                    "this run names no user, but earlier runs of this middleware did "
                    f"({self._first_user!r}); it would read and write the shared 'default' "
                    "namespace. hint: pass context={'user_id': ...} (or configurable user_id / "
                    "namespace) on every run, or set namespace= explicitly"
                )
            return "default"

    def session(self, thread_id: str = "default", *, namespace: str | None = None) -> AgentMemory:
        """The decaymem session mirroring ``thread_id`` in ``namespace``."""
        ns = namespace or (self.namespace if isinstance(self.namespace, str) else "default")
        return self._session(ns, thread_id)

    def _session(self, namespace: str, session_id: str, *, ephemeral: bool = False) -> AgentMemory:
        key = (namespace, session_id)
        with self._lock:
            summarizer = self._summarizers.get(key)
            if summarizer is None:
                fixed = (
                    self.summarize_with if isinstance(self.summarize_with, BaseChatModel) else None
                )
                summarizer = _ModelSummarizer(fixed)
                self._summarizers[key] = summarizer
            mem = self._ephemeral.get(key)
            if mem is not None:
                return mem
            opts = dict(self.session_options, namespace=namespace, summarizer=summarizer)
            if ephemeral:
                # one run only: not registered in the hub, dropped when the run ends
                mem = AgentMemory(hub=self.hub, session_id=session_id, **opts)
                self._ephemeral[key] = mem
                return mem
            # the hub keys sessions by (namespace, session_id): one thread, one user's memory
            return self.hub.session(session_id, **opts)

    def _scope(
        self, state: Mapping[str, Any], runtime: Runtime[Any] | None
    ) -> tuple[str, str, bool]:
        """(namespace, session_id, ephemeral) of the current run."""
        context = runtime.context if runtime is not None else None
        conf = configurable()
        namespace = self.resolve_namespace(context, conf)
        sid = state.get("decaymem_session")
        if sid:
            ephemeral = (namespace, str(sid)) in self._ephemeral
            if not ephemeral:
                self._check_owner(namespace, str(sid))
            return namespace, str(sid), ephemeral
        sid, ephemeral = run_session(context, conf)
        if not ephemeral:
            self._check_owner(namespace, sid)
        return namespace, sid, ephemeral

    def _check_owner(self, namespace: str, thread: str) -> None:
        """A thread belongs to the first namespace that used it: its checkpointed messages are
        that user's, and mirroring them into another user's session would make them that
        user's long-term memory for good."""
        with self._lock:
            owner = self._owners.get(thread)
            if owner is None:
                stored = self.hub.sessions.namespaces_of(thread)
                owner = stored[0] if stored else namespace
                self._owners[thread] = owner
        if owner != namespace:
            raise NamespaceError(
                f"thread {thread!r} holds the conversation of namespace {owner!r}, and this run "
                f"names {namespace!r}; its messages would be copied into {namespace!r}'s "
                "long-term memory. hint: give each user their own thread_id"
            )

    def _names_scope(self, context: Any, configurable: Mapping[str, Any]) -> bool:
        """Whether a run's namespace is its own (fixed, from the hook, or named by the run),
        not the ``"default"`` that runs naming no one fall back to and share."""
        return self.namespace is not None or any(
            lookup(source, key) is not None
            for source in (context, configurable)
            for key in ("namespace", "user_id")
        )

    def _end_run(self, namespace: str, session_id: str, *, archive: bool) -> None:
        """End a one-run session; with ``archive``, its window goes to long-term memory first
        (:meth:`AgentMemory.clear`), so the user's next run recalls what was said."""
        key = (namespace, session_id)
        with self._lock:
            mem = self._ephemeral.pop(key, None)
            if mem is not None:
                self._mirrors.pop(key, None)
                self._summarizers.pop(key, None)
                try:
                    if archive:
                        mem.clear()
                finally:
                    mem.close()

    def _sync(
        self, namespace: str, session_id: str, messages: Sequence[BaseMessage]
    ) -> tuple[AgentMemory, set[str]]:
        mem = self._session(namespace, session_id)
        key = (namespace, session_id)
        mirror = self._mirrors.get(key)
        if mirror is None:  # first call in this process: what the session already holds
            mirror = self._mirrors[key] = Mirror.of(mem)
        return mem, mirror.sync(mem, messages)

    def _honour_removals(
        self, namespace: str, session_id: str, messages: Sequence[BaseMessage]
    ) -> None:
        """Remove from the window what the checkpointed thread no longer holds (RemoveMessage)."""
        mem, present = self._sync(namespace, session_id, messages)
        gone = [m.id for m in mem.messages if m.role != "system" and m.id not in present]
        if gone:
            event = mem.remove(gone)
            removed = list(event.ids) if event is not None else gone
            self._mirrors[(namespace, session_id)].forget(removed)
            logger.info("decaymem removed %d message(s) the thread deleted", len(removed))

    def _prepare(self, request: ModelRequest) -> ModelRequest:
        namespace, session_id, ephemeral = self._scope(request.state, request.runtime)
        messages = convert_to_messages(request.messages)
        with self._lock:
            mem = self._session(namespace, session_id, ephemeral=ephemeral)
            summarizer = self._summarizers[(namespace, session_id)]
            if not summarizer.fixed:
                summarizer.model = request.model if self.summarize_with == "agent" else None
            # the system message and any extra SystemMessage in the list, merged in order
            system = [request.system_message] if request.system_message is not None else []
            texts = [content_text(m.content) for m in [*system, *messages] if m.type == "system"]
            system_text = merge_system(texts) or None
            current = mem.buffer.system.content if mem.buffer.system else None
            if system_text != current:
                mem.set_system(system_text)
            self._sync(namespace, session_id, messages)
            query = next(
                (
                    content_text(m.content)
                    for m in reversed(messages)
                    if isinstance(m, HumanMessage)
                ),
                None,
            )
            reserve = self._reserve_for_tools(request, mem)
            ctx = mem.context(query, clip=True, start_on_user=True, reserve_tokens=reserve)
        originals = {message_key(m, pos): m for pos, m in enumerate(messages)}
        turns = [
            cast(AnyMessage, _view_message(m, originals.get(m.id)))
            for m in ctx.messages
            if m.role != "system"
        ]
        parts = [m.content for m in ctx.messages if m.role == "system"]
        merged = SystemMessage(merge_system(parts)) if parts else None
        return request.override(messages=turns, system_message=merged)

    def _reserve_for_tools(self, request: ModelRequest, mem: AgentMemory) -> int:
        """Tokens of the tool schemas this call binds: the view gets the rest of the window."""
        if not request.tools:
            return 0
        binds = getattr(type(request.model), "bind_tools", None)
        if self.tools and binds is BaseChatModel.bind_tools:
            raise ConfigError(
                f"memory_tools=True gives the agent tools, but {type(request.model).__name__} "
                "cannot bind tools (GenericFakeChatModel cannot). hint: use a tool-calling chat "
                "model, or memory_tools=False"
            )
        reserve = self._tool_tokens.count(request.tools, mem.buffer.token_counter.count)
        if reserve >= mem.context_window:
            raise BudgetExceededError(
                f"the schemas of {len(request.tools)} bound tools take {reserve} tokens, the "
                f"whole context_window of {mem.context_window}. hint: bind fewer tools or "
                "raise context_window"
            )
        return reserve

    # ------------------------------------------------------------------ hooks
    def before_agent(self, state: DecaymemState, runtime: Runtime[Any]) -> dict[str, Any] | None:
        """Fix the run's decaymem session (kept in the thread's private state); on a
        checkpointed thread, honour the messages it deleted since the last run."""
        namespace, session_id, ephemeral = self._scope(state, runtime)
        if state.get("decaymem_session"):
            if configurable().get(CONFIG_KEY_CHECKPOINTER) is not None:
                with self._lock:
                    self._honour_removals(
                        namespace, session_id, convert_to_messages(state["messages"])
                    )
            return None
        with self._lock:
            self._session(namespace, session_id, ephemeral=ephemeral)
        return {"decaymem_session": session_id}

    async def abefore_agent(
        self, state: DecaymemState, runtime: Runtime[Any]
    ) -> dict[str, Any] | None:
        return await asyncio.to_thread(self.before_agent, state, runtime)

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

    def after_agent(self, state: DecaymemState, runtime: Runtime[Any]) -> dict[str, Any] | None:
        """Store the run's turns (the final answer included) and the facts they drop."""
        namespace, session_id, _ = self._scope(state, runtime)
        archive = self._names_scope(
            runtime.context if runtime is not None else None, configurable()
        )
        with self._lock:
            try:
                self._sync(namespace, session_id, convert_to_messages(state["messages"]))
            finally:
                self._end_run(namespace, session_id, archive=archive)
        return None

    async def aafter_agent(
        self, state: DecaymemState, runtime: Runtime[Any]
    ) -> dict[str, Any] | None:
        return await asyncio.to_thread(self.after_agent, state, runtime)

    # ------------------------------------------------------------------ tools
    def _memory_tools(self) -> list[BaseTool]:
        ltm = self.hub.long_term

        def remember(text: str, runtime: ToolRuntime[Any, Any], importance: float = 5.0) -> str:
            """Store a durable fact about the user or the task in long-term memory.

            Args:
                text: the fact, as one self-contained sentence.
                importance: 1 (trivia) to 10 (must never be forgotten).
            """
            namespace = self.resolve_namespace(runtime.context, configurable())
            mid = ltm.remember(text, importance=importance, namespace=namespace, source="tool")
            return f"remembered ({mid})"

        def recall(query: str, runtime: ToolRuntime[Any, Any], k: int = 5) -> str:
            """Search long-term memory; returns the best matches with their age and importance.

            Args:
                query: what to look for.
                k: how many memories to return.
            """
            from decaymem import render_memories

            namespace = self.resolve_namespace(runtime.context, configurable())
            found = ltm.recall(query, k=max(1, min(int(k), 20)), namespace=namespace)
            return render_memories(found) if found else "no memories found"

        return [
            StructuredTool.from_function(remember, name="remember_memory"),
            StructuredTool.from_function(recall, name="recall_memory"),
        ]

    def close(self) -> None:
        self.hub.close()


def _view_message(message: Message, original: BaseMessage | None) -> BaseMessage:
    """The framework's own message for a turn of the view (clipped text when it was cut)."""
    if original is None:
        return to_langchain(message)
    if "clipped_from_tokens" in message.metadata or "truncated_from_tokens" in message.metadata:
        return original.model_copy(update={"content": message.content})
    return original
