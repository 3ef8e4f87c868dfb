"""AgentMemory: the buffer, pressure, summaries, facts and long-term memory wired together.

::

    add_message ─► ConversationBuffer (tokens counted once) ─► pressure events
                          │                                     │ evicted / summarized turns
                          ▼                                     ▼
                 SQLite (transcript, window, audit)     episodes (verbatim) ─► LongTermMemory
                                                        FactExtractor (facts) ─┘
    context(query) ─► system + summary + recalled memories (quoted data) + recent turns ≤ budget

Every turn that leaves the window is archived verbatim as an *episode* (``kind="episode"``,
its role, ``name``, session, message id and time), embedded together with the turn before it
so a short answer ("Yep!") is found by what it answers; a turn longer than the store's
``max_text_chars`` as consecutive pieces (``chunk``, ``chunks``), each embedded with the one
before it. Facts drawn from the same turns are a
second kind of memory that points at its episodes (``source_ids``, ``episode_ids``). Both live
in the agent's ``namespace``: agents sharing a namespace (``"default"`` unless you pass one)
recall each other's verbatim turns, so give each user their own namespace (``scope(user=...)``).
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
import math
import re
import threading
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence, Set
from dataclasses import dataclass, field, replace
from functools import partial
from pathlib import Path
from types import TracebackType
from typing import Any, Literal, cast

from . import view
from .buffer import AddResult, ConversationBuffer, EventObserver
from .clock import Clock, to_epoch
from .embeddings import Embedder
from .errors import (
    BudgetExceededError,
    ConfigError,
    InvalidInputError,
    InvalidMessageError,
    StoreError,
)
from .facts import Fact, FactExtractor, HeuristicFactExtractor, LLMFactExtractor
from .hub import MemoryHub
from .longterm import LongTermMemory, MemoryInput, TimeLike
from .longterm.inputs import check_ids
from .messages import Message, make_message
from .pressure import Action, PressureEvent, PressurePolicy, decide
from .records import MemoryRecord, Recall, check_metadata, validate_namespace
from .render import fit_memory_block, render_summary
from .scoring import ScoringMode
from .sentences import split_long
from .session_backend import SessionBackend
from .stores import VectorStore
from .summarize import LLMSummarizer, Summarizer, SummarySections
from .tokens import ChatFormat, MessageTokenCounter, TokenCounter, truncate_to_tokens
from .updates import is_episode
from .validation import check_chars, check_number

__all__ = ["AgentMemory", "Context", "PressureStatus"]

# the memory tools the adapters give an agent (langchain_decaymem's middleware): what they
# return is long-term memory already (a recalled memory, an id), never a new memory
MEMORY_TOOLS = frozenset({"remember_memory", "recall_memory"})

logger = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Context:
    """What to send to the model, within the budget by construction.

    Attributes:
        messages: system prompt, summary block, memory block, then the recent turns.
        tokens: chat-format tokens of ``messages`` plus the reply priming.
        budget: the context window it was fitted to.
        recalled: the memories injected (best first).
        summary: the running summary text, if any.
        query: the recall query used (``None`` when nothing was recalled).
        hidden_ids: turns left out of this view to fit (still in the buffer).
    """

    messages: list[Message]
    tokens: int
    budget: int
    recalled: list[Recall] = field(default_factory=list)
    summary: str | None = None
    query: str | None = None
    hidden_ids: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class PressureStatus:
    """Memory pressure for telemetry."""

    utilization: float
    tokens: int
    budget: int
    message_count: int
    action: Action
    system_tokens: int
    summary_tokens: int


class AgentMemory:
    """Short-term buffer + long-term memory for one agent session.

    Args:
        path: ``None`` keeps everything in memory; a directory persists the session (SQLite)
            and the long-term memory (embedded Chroma) under it, and reopening restores both.
        session_id: the conversation; sessions under one path are independent.
        namespace: the long-term memory scope (e.g. ``scope(user="ana")``); shared by the
            sessions of that namespace. A session is identified by ``(namespace, session_id)``:
            the same session id in two namespaces is two sessions.
        context_window: the model's context window, in tokens.
        history_fraction: share of the window for the summary and turns (default 0.65).
        memory_fraction: the share of the window for recalled memories (default 0.15).
        borrow_unused_history: memories may also use the part of the history share that the
            window is not using at the moment (it sits below its budget after an eviction).
        system_prompt: the pinned system prompt.
        llm: a ``prompt -> str`` callable; when given, summaries and facts are written by it,
            and the fact-extraction call also decides which stored memory a new fact updates
            (:class:`~decaymem.facts.LLMFactExtractor`; no extra call).
        recall_k: the most memories to inject; as many as the memory share of the window holds
            are injected, best first. ``None`` (default): 30, and 30 per 4,096 tokens of a
            larger window (:func:`default_recall_k`; BENCHMARKS.md, "Larger windows").
        min_score: the least score a memory needs to be injected.
        archive_turns: store every turn that leaves the window verbatim (an episode).
        sessions: where the session lives instead of the SQLite file, e.g.
            :class:`~decaymem.PostgresSessions` shared by many workers.
        background_summary: with an LLM, fold turns that leave the window extractively at
            once and let the LLM refine the summary in a background thread (``add_message``
            never waits for it; a failed call keeps the extractive fold).

    Example:
        >>> from decaymem import HashingEmbedder
        >>> mem = AgentMemory(context_window=2000, embedder=HashingEmbedder())
        >>> _ = mem.add_message("user", "My name is Ana.")
        >>> [m.role for m in mem.context().messages]
        ['user']
    """

    def __init__(
        self,
        path: str | Path | None = None,
        *,
        session_id: str = "default",
        namespace: str = "default",
        context_window: int = 8192,
        history_fraction: float = 0.65,
        memory_fraction: float = 0.15,
        borrow_unused_history: bool = True,
        system_prompt: str | None = None,
        max_messages: int | None = None,
        token_counter: TokenCounter | None = None,
        chat_format: ChatFormat | None = None,
        policy: PressurePolicy | None = None,
        llm: Callable[[str], str] | None = None,
        summarizer: Summarizer | None = None,
        fact_extractor: FactExtractor | None = None,
        promote_facts: bool = True,
        archive_turns: bool = True,
        long_term: LongTermMemory | None = None,
        store: VectorStore | None = None,
        embedder: Embedder | None = None,
        scoring: ScoringMode | None = None,
        clock: Clock | None = None,
        recall_k: int | None = None,
        min_score: float | None = 0.1,
        max_message_chars: int | None = 1_000_000,
        oversize: Literal["error", "truncate"] = "error",
        on_event: Iterable[EventObserver] = (),
        hub: MemoryHub | None = None,
        sessions: SessionBackend | None = None,
        background_summary: bool = False,
    ) -> None:
        validate_namespace(session_id, what="session_id")
        if oversize not in ("error", "truncate"):
            raise ConfigError(f"oversize must be 'error' or 'truncate', got {oversize!r}")
        if hub is not None and (
            path is not None or long_term is not None or store is not None or sessions is not None
        ):
            raise ConfigError("pass either hub or path/long_term/store/sessions, not both")
        validate_namespace(namespace)
        if (
            isinstance(context_window, bool)
            or not isinstance(context_window, int)
            or not 64 <= context_window <= 2**53  # the buffer's bound: a float holds it exactly
        ):
            raise ConfigError(
                f"context_window must be an int from 64 to 2**53, got {str(context_window)[:40]}"
            )
        for name, v in (
            ("history_fraction", history_fraction),
            ("memory_fraction", memory_fraction),
        ):
            if not isinstance(v, int | float) or not 0 < v < 1:
                raise ConfigError(f"{name} must be in (0, 1), got {v!r}")
        if history_fraction + memory_fraction > 0.95:
            raise ConfigError("history_fraction + memory_fraction must leave room for the reply")
        if recall_k is not None and (
            isinstance(recall_k, bool) or not isinstance(recall_k, int) or recall_k < 0
        ):
            raise ConfigError(f"recall_k must be an int >= 0 or None, got {recall_k!r}")
        if min_score is not None:
            try:
                min_score = check_number(min_score, what="min_score")
            except InvalidInputError as e:
                raise ConfigError(f"{e}; hint: a finite number or None") from None
        self.session_id = session_id
        self.namespace = namespace
        self.context_window = context_window
        self.memory_fraction = float(memory_fraction)
        self.borrow_unused_history = borrow_unused_history
        self.recall_k = default_recall_k(context_window) if recall_k is None else recall_k
        self.min_score = min_score
        self.promote_facts = promote_facts
        self.archive_turns = archive_turns
        self._last_archived: Message | None = None
        self._fit_cache: dict[str, int] = {}  # token counts of memory-block parts
        self._summary_view: tuple[Message, Message | None] | None = None  # summary -> its rendering
        self.oversize = oversize
        self.background_summary = bool(background_summary)
        self._lock = threading.RLock()
        self._closed = False
        self._history_from = 0  # transcript position of the last clear()
        self._trimmed = False  # turns have left the window since the last clear()
        self._retry_wait, self._retry_backoff = 0, 1  # automatic retries of queued promotions
        self._owns_hub = hub is None
        if hub is None:
            hub = MemoryHub(
                path,
                long_term=long_term,
                store=store,
                embedder=embedder,
                scoring=scoring,
                clock=clock,
                sessions=sessions,
            )
        self.hub = hub
        self.path = hub.path
        self.clock: Clock = clock or hub.clock
        self._claimed = False
        self._ready = False  # hub.session() hands it out only once built
        try:
            if not self._owns_hub:
                # one live object per (namespace, session) of a hub: a second one's window would
                # drift from the first's, and its turns would never be archived
                hub._claim((namespace, session_id), self)
                self._claimed = True
            self.sessions = hub.sessions
            self.long_term = hub.long_term
            self.summarizer = summarizer or (LLMSummarizer(llm) if llm else None)
            self.fact_extractor: FactExtractor = fact_extractor or (
                LLMFactExtractor(llm) if llm else HeuristicFactExtractor()
            )
            observers = list(on_event)
            self._pending_n = self.sessions.pending_count(session_id, namespace=namespace)
            state = self.sessions.load_state(session_id, namespace=namespace)
            if state is not None:
                self.buffer = self._restore(state, token_counter, observers)
                self._adopt_limits(
                    max_tokens=int(history_fraction * context_window),
                    max_messages=max_messages,
                    policy=policy,
                )
            else:
                self.buffer = ConversationBuffer(
                    max_messages=max_messages,
                    max_tokens=int(history_fraction * context_window),
                    token_counter=token_counter,
                    chat_format=chat_format,
                    policy=policy,
                    summarizer=self.summarizer,
                    max_message_chars=max_message_chars,
                    clock=self.clock,
                    on_event=observers,
                    background_summary=self.background_summary,
                )
                if system_prompt is not None:
                    self.set_system(system_prompt)
                else:
                    self._save()
            if state is not None and system_prompt is not None:
                current = self.buffer.system.content if self.buffer.system else None
                if current != system_prompt:
                    self.set_system(system_prompt)
            self._ready = True
        except BaseException:
            self._release()
            raise

    def _adopt_limits(
        self, *, max_tokens: int, max_messages: int | None, policy: PressurePolicy | None
    ) -> None:
        """A reopened session takes this constructor's window, not the saved one: the turns a
        smaller window cannot hold leave it now (archived and folded, as pressure does), so
        nothing the model can no longer see is kept out of recall."""
        b = self.buffer
        if (
            b.max_tokens == max_tokens
            and b.max_messages == max_messages
            and (policy is None or policy == b.policy)
        ):
            return
        logger.info(
            "session %r reopened with other limits (max_tokens %s -> %s, max_messages %s -> %s)",
            self.session_id,
            b.max_tokens,
            max_tokens,
            b.max_messages,
            max_messages,
        )
        events = b.reconfigure(max_tokens=max_tokens, max_messages=max_messages, policy=policy)
        self._commit_events(events)

    # ------------------------------------------------------------------ persistence
    def _restore(
        self,
        state: dict[str, Any],
        token_counter: TokenCounter | None,
        observers: list[EventObserver],
    ) -> ConversationBuffer:
        payload = dict(state)
        window = list(dict.fromkeys(state["window"]))
        if len(window) != len(state["window"]):
            # written before duplicate ids were refused: the store kept only the first message
            logger.warning(
                "session %r listed %d duplicate message ids in its window; each is kept once",
                self.session_id,
                len(state["window"]) - len(window),
            )
        payload["messages"] = [
            m.to_dict()
            for m in self.sessions.load_messages(self.session_id, window, namespace=self.namespace)
        ]
        payload["events"] = self.sessions.load_events(self.session_id, namespace=self.namespace)
        payload.pop("window")
        self._history_from = int(payload.pop("history_from", 0))
        self._trimmed = bool(payload.pop("trimmed", False))
        payload.pop("namespace", None)  # the key names it; a schema-1 payload may record it
        return ConversationBuffer.from_dict(
            payload,
            token_counter=token_counter,
            summarizer=self.summarizer,
            clock=self.clock,
            on_event=observers,
            background_summary=self.background_summary,
        )

    def _state(self) -> dict[str, Any]:
        d = self.buffer.to_dict(include_events=False)
        d.pop("events")
        d["window"] = [m["id"] for m in d.pop("messages")]
        d["history_from"] = self._history_from
        d["trimmed"] = self._trimmed
        return d

    def _save(
        self,
        messages: Sequence[Message] = (),
        events: Sequence[PressureEvent] = (),
        pending: Sequence[str] = (),
    ) -> None:
        self.sessions.commit(
            self.session_id,
            namespace=self.namespace,
            messages=messages,
            events=events,
            state=self._state(),
            pending=pending,
        )

    # ------------------------------------------------------------------ conversation
    @property
    def messages(self) -> tuple[Message, ...]:
        """The managed window: system prompt, running summary, recent turns (a cached tuple)."""
        with self._lock:
            return self.buffer.messages

    def set_system(self, text: str | None, *, metadata: Mapping[str, Any] | None = None) -> None:
        """Pin the system prompt; it must leave room in the context window.

        ``metadata`` is saved with it (adapters keep the framework's separate system messages
        there, e.g. a system and a developer message pinned together).
        """
        with self._lock:
            self._check_open()
            if text is not None:
                probe = make_message(
                    "system",
                    text,
                    counter=self.buffer.message_counter,
                    timestamp=self.clock.now(),
                    metadata=metadata,
                    max_chars=self.buffer.max_message_chars,
                )
                limit = self.context_window - self.buffer.message_counter.format.reply_priming
                if probe.tokens > limit:
                    raise BudgetExceededError(
                        f"system prompt has {probe.tokens} tokens; the context window is "
                        f"{self.context_window}. hint: shorten it or raise context_window"
                    )
            with self._all_or_nothing():
                self.buffer.set_system(text, metadata=metadata)
                self._save()

    def add_message(self, role: str, content: str, **kwargs: Any) -> AddResult:
        """Add a turn; pressure actions run, removed turns are promoted to long-term memory.

        Accepts the keywords of :meth:`ConversationBuffer.add` (``tool_calls``,
        ``tool_call_id``, ``name``, ``id``, ``timestamp``); others become metadata.

        Raises:
            StoreError: the session database refused the write (e.g. a full disk); the session
                is as it was before the call, so the same turn can be added again.
        """
        with self._lock:
            self._check_open()
            if role == "system":
                if not isinstance(content, str):
                    raise InvalidMessageError(
                        f"content must be a string, got {type(content).__name__}"
                    )
                self.set_system(content)
                assert self.buffer.system is not None
                return AddResult(self.buffer.system)
            self._check_new_id(kwargs.get("id"))

            def add() -> AddResult:
                try:
                    return self.buffer.add(role, content, **kwargs)
                except BudgetExceededError:
                    if self.oversize != "truncate" or not isinstance(content, str):
                        raise
                    return self.buffer.add(role, self._clamp(role, content, kwargs), **kwargs)

            return self._add_turn(add)

    def _clamp(self, role: str, content: str, kwargs: dict[str, Any]) -> str:
        """Shorten content that cannot fit the history budget (``oversize="truncate"``)."""
        counter = self.buffer.message_counter
        budget = self.buffer.max_tokens or 0
        used_by_unit = 0
        call_id = kwargs.get("tool_call_id")
        if role == "tool" and call_id:
            for m in self.buffer.turns:
                if any(c.id == call_id for c in m.tool_calls) or m.tool_call_id == call_id:
                    used_by_unit += m.tokens
        original = counter.count_text(content)
        marker = f"\n[... truncated by decaymem: the full text had {original} tokens]"
        room = budget - used_by_unit - counter.count_message(role, "") - counter.count_text(marker)
        # leave a little headroom: token boundaries can merge across the cut
        kept = truncate_to_tokens(counter.count_text, content, max(0, room - 4))
        logger.warning("a %s message of %d tokens was truncated to fit the budget", role, original)
        kwargs.setdefault("truncated_from_tokens", original)
        return kept + marker

    def add_messages(self, messages: Iterable[Mapping[str, Any] | Message]) -> list[AddResult]:
        """Add turns in order; dicts take ``role``, ``content`` and ``add_message``'s keywords.

        Every message is checked first (role, content, ids, tool calls, metadata, timestamps):
        one that is refused raises before any is added, naming its position. Only what depends
        on the turns before it (a tool result whose call is not in the window, a message too
        large for the budget) can still be refused midway, after the earlier ones were added.
        """
        if isinstance(messages, str | bytes | Mapping | Message) or not isinstance(
            messages, Iterable
        ):
            raise InvalidMessageError(
                f"messages must be a list of dicts or Messages, got {type(messages).__name__}; "
                "hint: add_message() adds one"
            )
        batch: list[Message | tuple[str, Any, dict[str, Any]]] = []
        ids: set[str] = set()
        for i, m in enumerate(messages):
            try:
                item = self.check_message(m)
                mid = item.id if isinstance(item, Message) else item[2].get("id")
                if isinstance(mid, str):
                    if mid in ids:
                        raise InvalidMessageError(f"message id {mid!r} is given twice")
                    ids.add(mid)
                    with self._lock:
                        self._check_new_id(mid)
            except InvalidInputError as e:
                raise type(e)(f"message {i}: {e} (nothing of this batch was added)") from e
            batch.append(item)
        out = []
        for item in batch:
            if isinstance(item, Message):
                with self._lock:
                    self._check_open()
                    self._check_new_id(item.id)
                    result = self._add_turn(partial(self.buffer.add_message, item))
                out.append(result)
            else:
                role, content, kwargs = item
                out.append(self.add_message(role, content, **kwargs))
        return out

    def check_message(self, m: Any) -> Message | tuple[str, Any, dict[str, Any]]:
        """A message for :meth:`add_messages` (a :class:`Message` or a dict), its fields
        checked as :meth:`add_message` checks them, without adding it or counting its tokens.

        Returns the Message, or ``(role, content, keywords)`` of a dict.

        Raises:
            InvalidMessageError: a field :meth:`add_message` would refuse.
        """
        if isinstance(m, Message):
            return m
        if not isinstance(m, Mapping):
            raise InvalidMessageError(f"expected a Message or a dict, got {type(m).__name__}")
        d = dict(m)
        bad = [k for k in d if not isinstance(k, str)]
        if bad:
            raise InvalidMessageError(f"message dict keys must be strings, got {bad[0]!r:.40}")
        try:
            role, content = d.pop("role"), d.pop("content")
        except KeyError as e:
            raise InvalidMessageError(f"a message dict needs role and content, missing {e}") from e
        if role == "system":
            if not isinstance(content, str):
                raise InvalidMessageError(f"content must be a string, got {type(content).__name__}")
            check_chars(content, what="content", error=InvalidMessageError)
            return role, content, d
        fields = dict(d)
        timestamp = fields.pop("timestamp", None)
        if timestamp is not None:
            to_epoch(timestamp, name="timestamp")
        named = ("tool_calls", "tool_call_id", "name", "id")
        known = {k: fields.pop(k) for k in named if k in fields}
        make_message(
            role,
            content,
            counter=cast(MessageTokenCounter, _UNCOUNTED),
            timestamp=0.0,
            max_chars=None if self.oversize == "truncate" else self.buffer.max_message_chars,
            metadata=fields,
            **known,
        )
        return role, content, d

    def _check_new_id(self, message_id: Any) -> None:
        """Refuse an id this session's transcript already holds (in or out of the window)."""
        if isinstance(message_id, str) and self.sessions.has_message(
            self.session_id, message_id, namespace=self.namespace
        ):
            raise InvalidMessageError(
                f"message id {message_id!r} is already in session {self.session_id!r}; hint: "
                "give each message its own id, or leave id out for a fresh one"
            )

    @contextlib.contextmanager
    def _all_or_nothing(self) -> Iterator[None]:
        """Undo the block's changes to the buffer (window, summary, audit log) and to the
        session's flags when it raises, e.g. when the session database refuses the save."""
        sp = self.buffer.savepoint()
        trimmed, history_from = self._trimmed, self._history_from
        try:
            yield
        except BaseException:
            self.buffer.rollback(sp)
            self._trimmed, self._history_from = trimmed, history_from
            raise
        self.buffer.release(sp)

    def _add_turn(self, add: Callable[[], AddResult]) -> AddResult:
        """Run ``add`` on the buffer and save the turn with what it evicted, all or nothing.

        When the save fails (:class:`~decaymem.errors.StoreError`: the disk is full) the caller
        gets the error and the session is as before the call: the turn is in no window,
        transcript or archive, and the turns the add evicted are back in the window (never
        lost, never promoted twice). Then promote what left the window.
        """
        with self._all_or_nothing():
            result = add()
            removed = self._save_events(result.events, [result.message])
        self._promote_removed(removed)
        return result

    def _commit_events(
        self, events: Sequence[PressureEvent], messages: Sequence[Message] = ()
    ) -> None:
        """Save ``messages`` and the state after ``events``; promote what left the window."""
        self._promote_removed(self._save_events(events, messages))

    def _save_events(
        self, events: Sequence[PressureEvent], messages: Sequence[Message]
    ) -> list[Message]:
        """Save ``messages``, ``events`` and the state, queueing the turns that left the window
        for promotion in the same transaction; returns those turns."""
        if any(e.removed and e.reason not in ("clear", "remove") for e in events):
            self._trimmed = True
        removed = _promotable(events) if self.promote_facts or self.archive_turns else []
        self._save(messages, events, pending=[m.id for m in removed])
        return removed

    def _promote_removed(self, removed: Sequence[Message]) -> None:
        """Promote ``removed`` (saved and queued) and retry the queue; never raises."""
        self._pending_n += len(removed)
        if removed:
            self._promote_queued(removed)
        if self._pending_n:
            if self._retry_wait > 0:
                self._retry_wait -= 1
            else:
                self._promote_queued(None)

    def pending_promotions(self) -> list[Message]:
        """Turns that left the window but are not in long-term memory yet (promotion failed).

        They are kept in the session database and retried on later adds (with a growing
        interval while they keep failing) and by :meth:`retry_promotions`.
        """
        with self._lock:
            return self.sessions.load_pending(self.session_id, namespace=self.namespace)

    def retry_promotions(self) -> int:
        """Promote the queued turns now; returns how many were promoted (0 if it failed again)."""
        with self._lock:
            self._check_open()
            if not self._pending_n:
                return 0
            return self._promote_queued(None)

    def _promote_queued(self, turns: Sequence[Message] | None) -> int:
        """Promote ``turns`` (every queued turn when ``None``); never raises.

        A failure is logged at WARNING and leaves the turns queued; automatic retries then wait
        1, 2, 4 ... 64 adds, so a poisoned batch does not cost an LLM call per turn.
        """
        try:
            if turns is None:
                turns = self.sessions.load_pending(self.session_id, namespace=self.namespace)
            if not turns:
                self._pending_n = 0
                return 0
            self._promote(turns)
            self.sessions.drop_pending(
                self.session_id, [m.id for m in turns], namespace=self.namespace
            )
        except Exception as e:
            self._retry_wait = self._retry_backoff
            self._retry_backoff = min(64, self._retry_backoff * 2)
            logger.warning(
                "promoting %d turns of session %r to long-term memory failed (%s: %s); they "
                "stay queued and are retried in %d adds or by retry_promotions()",
                len(turns) if turns else 0,
                self.session_id,
                type(e).__name__,
                e,
                self._retry_wait,
            )
            return 0
        self._pending_n = max(0, self._pending_n - len(turns))
        self._retry_wait, self._retry_backoff = 0, 1
        return len(turns)

    def _promote(self, removed: Sequence[Message]) -> None:
        """Archive turns that left the window, draw facts from them and remember them (raises
        on failure; the episodes are upserts by message id, so a retry stores nothing twice).
        The memory tools' own results are left out (:data:`MEMORY_TOOLS`)."""
        removed = _without_memory_tool_results(removed)
        items, last = self._episodes(removed) if self.archive_turns else ([], None)
        try:
            facts = self._extract(removed) if self.promote_facts else []
        except Exception:
            # the verbatim turns are kept even when fact extraction fails; their facts wait
            # in the queue for the retry (which upserts the same episodes by id)
            if items:
                self.long_term.remember_many(items, namespace=self.namespace)
                self._last_archived = last or self._last_archived
            raise
        fact_items, whole = self._fact_inputs(facts, removed)
        items = _fold_whole_turn_facts(items, whole) + fact_items
        if items:  # one embedding batch, one store write
            ids = self.long_term.remember_many(items, namespace=self.namespace)
            self._mark_updates(facts, fact_items, whole, ids[len(items) - len(fact_items) :])
        self._last_archived = last or self._last_archived

    def _extract(self, removed: Sequence[Message]) -> list[Fact]:
        """The facts of ``removed``; an extractor that ``reads_memories`` (the LLM one) also gets
        the few stored memories most similar to them, to decide updates in the same call."""
        k = getattr(self.fact_extractor, "known_k", 0)
        if not getattr(self.fact_extractor, "reads_memories", False) or not k:
            return self.fact_extractor.extract(removed)
        said = " ".join(m.content for m in removed if m.role in ("user", "assistant"))
        known: list[tuple[str, str]] = []
        if said.strip():
            try:
                found = self.long_term.recall(
                    said[-self.long_term.max_text_chars :],
                    k=k,
                    namespace=self.namespace,
                    where={"kind": {"$ne": "episode"}},
                )
                known = [(r.id, r.text) for r in found]
            except Exception as e:  # the facts are extracted without them
                logger.warning("no similar memories for fact extraction (%s)", e)
        extract = cast(Any, self.fact_extractor).extract
        return cast(list[Fact], extract(removed, known=known))

    def _mark_updates(
        self,
        facts: Sequence[Fact],
        fact_items: Sequence[MemoryInput],
        whole: Mapping[str, Fact],
        fact_ids: Sequence[str],
    ) -> None:
        """Mark the memories the LLM said the new facts update as superseded by them."""
        by_text = {item.text: mid for item, mid in zip(fact_items, fact_ids, strict=True)}
        turn_of = {id(f): mid for mid, f in whole.items()}
        for f in facts:
            if f.updates is None:
                continue
            text = _storable(f.text, limit=self.long_term.max_text_chars)
            new_id = by_text.get(text) if text is not None else None
            if new_id is None and id(f) in turn_of:
                new_id = self._episode_id(turn_of[id(f)])
            if new_id is None or new_id == f.updates:
                continue
            try:
                self.long_term.supersede(f.updates, new_id, namespace=self.namespace)
            except InvalidInputError as e:  # e.g. forgotten meanwhile: the fact stays, unlinked
                logger.warning("update not recorded (%s)", e)

    def _episode_id(self, message_id: str, chunk: int = 0) -> str:
        """A stable id per (session, message, piece): archiving a turn twice stores it once."""
        key = f"{self.session_id}\x00{message_id}" + (f"\x00{chunk}" if chunk else "")
        return hashlib.sha256(key.encode("utf-8", "surrogatepass")).hexdigest()[:32]

    def _episodes(self, removed: Sequence[Message]) -> tuple[list[MemoryInput], Message | None]:
        """Each turn verbatim, embedded with the turn before it (upsert by message id).

        A turn longer than the store's ``max_text_chars`` is archived whole, as consecutive
        pieces (:func:`~decaymem.sentences.split_long`), each with the turn's metadata plus
        ``chunk`` (0, 1, ...) and ``chunks``, and embedded with the piece before it.
        """
        items: list[MemoryInput] = []
        limit = self.long_term.max_text_chars
        prev = self._last_archived
        for m in removed:
            text = _storable(m.content, limit=None)
            if text is None:
                continue
            meta: dict[str, Any] = {
                "kind": "episode",
                "role": m.role,
                "session_id": self.session_id,
                "message_id": m.id,
            }
            if m.name:
                meta["name"] = m.name
            pieces = split_long(text, limit)
            context = _speaker_line(prev) if prev is not None else None
            for i, piece in enumerate(pieces):
                if i:
                    context = pieces[i - 1]
                if not piece.strip():
                    continue
                items.append(
                    MemoryInput(
                        text=piece,
                        at=max(0.0, m.timestamp),
                        metadata=meta
                        if len(pieces) == 1
                        else {**meta, "chunk": i, "chunks": len(pieces)},
                        source="episode",
                        id=self._episode_id(m.id, i),
                        context=context,
                    )
                )
            prev = m
        return items, prev

    def _fact_inputs(
        self, facts: Sequence[Fact], removed: Sequence[Message]
    ) -> tuple[list[MemoryInput], dict[str, Fact]]:
        """The facts to store beside their episodes, and the facts that are a whole archived
        turn (by message id, the most important per turn): the episode says those already."""
        when = {m.id: m.timestamp for m in removed}
        said = {m.id: m.content.strip() for m in removed} if self.archive_turns else {}
        items = []
        whole: dict[str, Fact] = {}
        for f in facts:
            text = _storable(f.text, limit=self.long_term.max_text_chars)
            if text is None:
                continue
            if len(f.source_ids) == 1 and said.get(f.source_ids[0]) == text.strip():
                prev = whole.get(f.source_ids[0])
                if prev is None or _importance(f.importance) > _importance(prev.importance):
                    whole[f.source_ids[0]] = f
                continue
            at = max((when[i] for i in f.source_ids if i in when), default=None)
            items.append(
                MemoryInput(
                    text=text,
                    importance=_importance(f.importance),
                    # turns dated before 1970 (an aware datetime) give their facts 1970-01-01
                    at=None if at is None else max(0.0, at),
                    metadata={
                        "kind": f.kind,
                        "session_id": self.session_id,
                        "source_ids": ",".join(f.source_ids),
                        **(
                            {"episode_ids": ",".join(self._episode_id(i) for i in f.source_ids)}
                            if self.archive_turns
                            else {}
                        ),
                    },
                    source="fact",
                )
            )
        return items, whole

    def clear(self) -> PressureEvent | None:
        """Empty the window (turns and summary) and start a new :meth:`history`.

        The turns it takes out of the window stay recallable: they are archived as evicted
        turns are (episodes and facts in long-term memory), queued in the same transaction as
        the clear, so a crash cannot lose them. The transcript keeps the record. To erase what
        was said, :meth:`forget` the memories (or :meth:`remove` turns still in the window).
        """
        with self._lock:
            self._check_open()
            with self._all_or_nothing():  # a refused save leaves the window as it was
                event = self.buffer.clear()
                self._history_from = len(
                    self.sessions.load_messages(self.session_id, namespace=self.namespace)
                )
                self._trimmed = False
                removed = self._save_events([event] if event else [], [])
            self._promote_removed(removed)
            return event

    def remove(self, ids: Iterable[str]) -> PressureEvent | None:
        """Remove turns a framework deleted (e.g. LangGraph ``RemoveMessage``) from the window.

        Each leaves with its whole tool unit; nothing removed is promoted to long-term memory;
        the transcript keeps the record. ``None`` when none of the ids is in the window.
        """
        with self._lock:
            self._check_open()
            event = self.buffer.remove(ids)
            if event is not None:
                self._save(events=[event])
            return event

    def transcript(self) -> list[Message]:
        """Every message ever added to this session, in order (system prompt excluded)."""
        return self.sessions.load_messages(self.session_id, namespace=self.namespace)

    def history(self) -> list[Message]:
        """The messages added since the last :meth:`clear` (what a framework's chat history
        shows: empty after a reset), in order, system prompt excluded."""
        with self._lock:
            return self.sessions.load_messages(self.session_id, namespace=self.namespace)[
                self._history_from :
            ]

    def pressure_status(self) -> PressureStatus:
        b = self.buffer
        assert b.max_tokens is not None
        return PressureStatus(
            utilization=b.utilization,
            tokens=b.tokens,
            budget=b.max_tokens,
            message_count=b.message_count,
            action=decide(b.utilization, b.policy),
            system_tokens=b.system_tokens,
            summary_tokens=b.summary.tokens if b.summary else 0,
        )

    # ------------------------------------------------------------------ context
    def _last_user_text(self) -> str | None:
        for m in reversed(self.buffer.turns):
            if m.role == "user" and m.content.strip():
                return m.content
        return None

    def context(
        self,
        query: str | None = None,
        *,
        now: TimeLike | None = None,
        reserve_tokens: int = 0,
        strict: bool = True,
        clip: bool = False,
        start_on_user: bool = False,
    ) -> Context:
        """Assemble what the model sees: system + summary + recalled memories + recent turns.

        The recall query defaults to the last user message. The result never exceeds
        ``context_window - reserve_tokens`` (pass ``reserve_tokens`` for the model's reply: the
        history and memory shares leave room for one, but a system prompt larger than the
        history share can take that room, up to the whole window): memories are dropped
        (lowest score first) and then the oldest turns are hidden from this view (not from the
        buffer) until it fits. When even the newest turn cannot fit, ``clip`` shortens its
        largest contents in the view (copies marked ``clipped_from_tokens``; the buffer keeps
        the full text); otherwise ``strict`` raises :class:`BudgetExceededError`, or the
        newest turn is kept alone with a warning.
        ``start_on_user`` also hides leading assistant and tool turns of a trimmed view (turns
        hidden or evicted), so it opens on a user turn (as ``trim_messages(start_on="human")``)
        unless it has none; an untrimmed conversation is shown as it is.
        """
        if (
            isinstance(reserve_tokens, bool)
            or not isinstance(reserve_tokens, int)
            or reserve_tokens < 0
        ):
            raise InvalidInputError(f"reserve_tokens must be an int >= 0, got {reserve_tokens!r}")
        if reserve_tokens >= self.context_window:
            if strict:
                raise InvalidInputError(
                    f"reserve_tokens={reserve_tokens} leaves no room in the context window of "
                    f"{self.context_window} tokens; hint: reserve less than the window"
                )
            logger.warning(
                "reserve_tokens=%d leaves no room in the context window of %d tokens: only the "
                "newest turn is kept",
                reserve_tokens,
                self.context_window,
            )
        if query is not None and not isinstance(query, str):
            raise InvalidInputError(f"query must be a string or None, got {type(query).__name__}")
        with self._lock:
            self._check_open()
            self.buffer.refresh_summary()
            q = query if query is not None else self._last_user_text()
            recalled: list[Recall] = []
            if q and q.strip() and self.recall_k:
                recalled = distinct(
                    self.long_term.recall(
                        q[: self.long_term.max_text_chars],
                        k=self.recall_k,
                        namespace=self.namespace,
                        now=now,
                        min_score=self.min_score,
                    ),
                    visible={m.id for m in self.buffer.turns},
                )
            return self._assemble(
                q,
                recalled,
                window=max(0, self.context_window - reserve_tokens),
                strict=strict,
                clip=clip,
                start_on_user=start_on_user,
            )

    def _assemble(
        self,
        query: str | None,
        recalled: list[Recall],
        *,
        window: int,
        strict: bool = True,
        clip: bool = False,
        start_on_user: bool = False,
    ) -> Context:
        counter = self.buffer.message_counter
        now = self.clock.now()
        used = counter.format.reply_priming
        head: list[Message] = []
        if self.buffer.system is not None:
            head.append(self.buffer.system)
            used += self.buffer.system.tokens
        summary_msg = None
        if self.buffer.summary is not None:
            s = self.buffer.summary
            if self._summary_view is None or self._summary_view[0] is not s:
                # rendered and counted once per summary, not once per context; a summary with
                # no items (every folded turn was filler) costs no tokens and is not shown
                shown = (
                    None
                    if SummarySections.parse(s.content).is_empty()
                    else make_message(
                        "system",
                        render_summary(s.content),
                        counter=counter,
                        timestamp=s.timestamp,
                        id=s.id,
                        metadata=dict(s.metadata),
                        max_chars=None,
                    )
                )
                self._summary_view = (s, shown)
            summary_msg = self._summary_view[1]
        turns = self.buffer.turns
        units = _units(turns)
        turn_tokens = sum(m.tokens for m in turns)
        hidden: list[str] = []
        # Hide the oldest turn units from the view when the pinned parts leave too little room.
        while units and used + (summary_msg.tokens if summary_msg else 0) + turn_tokens > window:
            if len(units) == 1:  # the newest turn is never hidden; the summary goes first
                if summary_msg is None:
                    break
                summary_msg = None
                continue
            unit = units.pop(0)
            hidden.extend(m.id for m in unit)
            turn_tokens -= sum(m.tokens for m in unit)
        if start_on_user and (hidden or self._trimmed):  # only a trimmed view is re-started
            leading, units = view.start_on_user(units)
            for unit in leading:
                hidden.extend(m.id for m in unit)
                turn_tokens -= sum(m.tokens for m in unit)
        if summary_msg is not None and used + summary_msg.tokens + turn_tokens > window:
            summary_msg = None
        used += turn_tokens + (summary_msg.tokens if summary_msg else 0)
        if used > window and clip and units:
            clipped = view.clip_unit(units[-1], used - window, counter)
            if clipped is not None:
                saved = sum(m.tokens for m in units[-1]) - sum(m.tokens for m in clipped)
                logger.warning(
                    "the newest turn was clipped by %d tokens in this view to fit %d tokens",
                    saved,
                    window,
                )
                units[-1] = clipped
                used -= saved
        if used > window:
            if strict:
                raise BudgetExceededError(
                    f"the newest turn alone does not fit the context window of {window} tokens"
                )
            logger.warning(
                "context of %d tokens exceeds its window of %d: only the newest turn is kept",
                used,
                window,
            )
        memory_msg = None
        share = int(self.memory_fraction * window)
        if self.borrow_unused_history:
            # After an eviction the window sits below its budget: lend memories the gap, so the
            # history and memory shares together are used (never more than they add up to).
            history = turn_tokens + (summary_msg.tokens if summary_msg else 0)
            share += max(0, (self.buffer.max_tokens or 0) - history)
        room = max(0, min(window - used, share))
        if len(self._fit_cache) > 20_000:
            self._fit_cache.clear()
        kept, rendered, block_tokens = fit_memory_block(
            recalled,
            room,
            lambda text: counter.count_message("system", text),
            cache=self._fit_cache,
        )
        if rendered is not None:
            # counted by fit_memory_block exactly as make_message would count it
            memory_msg = Message(
                role="system",
                content=rendered,
                id="memories-" + rendered.split('"', 2)[1],  # the block's nonce: deterministic
                timestamp=now,
                tokens=block_tokens,
                metadata={"source": "recalled_memories", "ids": [r.id for r in kept]},
            )
            used += memory_msg.tokens
        visible = [m for u in units for m in u]
        messages = head + [m for m in (summary_msg, memory_msg) if m is not None] + visible
        return Context(
            messages=messages,
            tokens=used,
            budget=window,
            recalled=kept,
            summary=self.buffer.summary.content if self.buffer.summary else None,
            query=query,
            hidden_ids=tuple(hidden),
        )

    # ------------------------------------------------------------------ long-term memory
    def remember(
        self,
        text: str,
        *,
        importance: float = 5.0,
        at: TimeLike | None = None,
        metadata: Mapping[str, Any] | None = None,
    ) -> str:
        """Store a memory in this agent's namespace."""
        self._check_open()
        meta = {"session_id": self.session_id, **check_metadata(metadata)}
        return self.long_term.remember(
            text, importance=importance, namespace=self.namespace, at=at, metadata=meta
        )

    def recall(
        self,
        query: str,
        *,
        k: int = 5,
        now: TimeLike | None = None,
        where: Mapping[str, Any] | None = None,
        min_score: float | None = None,
    ) -> list[Recall]:
        """Recall from this agent's namespace."""
        self._check_open()
        return self.long_term.recall(
            query, k=k, namespace=self.namespace, now=now, where=where, min_score=min_score
        )

    def forget(self, ids: Sequence[str] | str) -> int:
        """Delete long-term memories by id (in this session's namespace); returns how many
        existed. Items of the running summary that quote a forgotten memory (the extractive
        summary's items are the turns' own sentences) are removed too, in this session and in
        the other sessions of the namespace open in this hub, so the model is not shown it
        again; a forgotten archived turn still waiting for its facts (a failed promotion) leaves
        the retry queue. A summary an LLM rewrote in its own words cannot be matched (call
        :meth:`clear` or start a new session), nor one of a session not open now. The
        namespace's transcript messages that hold a forgotten text (or carry a forgotten
        archived turn's id) are deleted, and no byte of the directory keeps the text
        (RELIABILITY.md, "Erasure").

        This session's summary is cleaned and saved before anything is deleted: when that save
        fails (:class:`~decaymem.errors.StoreError`) nothing is forgotten, and calling again
        forgets it all.
        """
        with self._lock:
            self._check_open()
            wanted = check_ids(ids)
            records = self.long_term.get(wanted, namespace=self.namespace)
            texts = [r.text for r in records]
            self._drop_quoting(texts, atomic=True)
            self._unqueue(records)
            n = self.long_term.forget(wanted, namespace=self.namespace)
            # the transcript's turns holding the text go too: nothing on disk keeps it
            self.sessions.erase(texts, wanted, namespace=self.namespace)
        if texts:
            # one session's lock at a time: two sessions forgetting at once cannot deadlock
            for other in self.hub._open_sessions(self.namespace):
                if other is not self:
                    other._drop_quoting(texts, atomic=False)
        return n

    def _drop_quoting(self, texts: Sequence[str], *, atomic: bool) -> None:
        """Remove the summary items that quote one of ``texts`` (forgotten memories) and save.

        ``atomic``: a refused save puts the summary back and raises (this session's forget,
        before the delete). Otherwise (another open session, after the delete) the live
        summary stays clean, the failure is logged and the next save writes it.
        """
        with self._lock:
            if not texts or self._closed:
                return
            # a background refinement in flight has its result cleaned when it lands
            with self._all_or_nothing() if atomic else contextlib.nullcontext():
                dropped = self.buffer.drop_summary_items(_quoting(texts))
                if not dropped:
                    return
                logger.info("forget: %d summary items quoting forgotten memories gone", dropped)
                try:
                    self._save()
                except StoreError:
                    if atomic:
                        raise
                    logger.warning(
                        "session %r: the summary without the forgotten memories was not saved "
                        "(the next save writes it)",
                        self.session_id,
                        exc_info=True,
                    )

    def _unqueue(self, records: Sequence[MemoryRecord]) -> None:
        """Take forgotten archived turns out of their sessions' promotion queues: a retry of a
        failed promotion would archive them again (episodes are upserts by message id)."""
        turns: dict[str, list[str]] = {}
        for r in records:
            sid, mid = r.metadata.get("session_id"), r.metadata.get("message_id")
            if is_episode(r.metadata) and isinstance(sid, str) and isinstance(mid, str):
                turns.setdefault(sid, []).append(mid)
        for sid, mids in turns.items():
            self.sessions.drop_pending(sid, mids, namespace=self.namespace)

    # ------------------------------------------------------------------ async twins
    async def aadd_message(self, role: str, content: str, **kwargs: Any) -> AddResult:
        return await asyncio.to_thread(self.add_message, role, content, **kwargs)

    async def aadd_messages(
        self, messages: Iterable[Mapping[str, Any] | Message]
    ) -> list[AddResult]:
        return await asyncio.to_thread(self.add_messages, list(messages))

    async def acontext(self, query: str | None = None, *, now: TimeLike | None = None) -> Context:
        return await asyncio.to_thread(self.context, query, now=now)

    async def aremember(self, text: str, **kwargs: Any) -> str:
        return await asyncio.to_thread(self.remember, text, **kwargs)

    async def arecall(self, query: str, **kwargs: Any) -> list[Recall]:
        return await asyncio.to_thread(self.recall, query, **kwargs)

    async def aforget(self, ids: Sequence[str] | str) -> int:
        return await asyncio.to_thread(self.forget, ids)

    async def aclear(self) -> PressureEvent | None:
        return await asyncio.to_thread(self.clear)

    async def aretry_promotions(self) -> int:
        return await asyncio.to_thread(self.retry_promotions)

    # ------------------------------------------------------------------ lifecycle
    def _check_open(self) -> None:
        if self._closed:
            raise InvalidInputError(
                "this AgentMemory is closed; hint: open a new one on the same path"
            )

    def _release(self) -> None:
        if getattr(self, "_claimed", False):
            self._claimed = False
            self.hub._unclaim((self.namespace, self.session_id), self)
        if self._owns_hub and getattr(self, "hub", None) is not None:
            self.hub.close()

    @property
    def closed(self) -> bool:
        return self._closed

    def close(self) -> None:
        """Close the session; an AgentMemory opened on a path releases the path too."""
        with self._lock:
            if not self._closed:
                self._closed = True
                self._release()

    def __enter__(self) -> AgentMemory:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def __repr__(self) -> str:
        return (
            f"AgentMemory(path={str(self.path) if self.path else None!r}, "
            f"session_id={self.session_id!r}, "
            f"namespace={self.namespace!r}, tokens={self.buffer.tokens}/{self.buffer.max_tokens})"
        )


class _Uncounted:
    """A token counter that counts nothing: the fields of a message checked before it is
    added (its tokens are counted once, when it is)."""

    def count_message(self, *args: Any, **kwargs: Any) -> int:
        return 0


_UNCOUNTED = _Uncounted()


def _without_memory_tool_results(turns: Sequence[Message]) -> list[Message]:
    """``turns`` without the results of the memory tools (by the tool's name, or the name of
    the call it answers): archiving "remembered (a2b5…)" or a recalled memory would store a
    memory again, and recall it nested in itself."""
    calls = {c.id: c.name for m in turns for c in m.tool_calls}
    return [
        m
        for m in turns
        if m.role != "tool"
        or (m.name not in MEMORY_TOOLS and calls.get(m.tool_call_id or "") not in MEMORY_TOOLS)
    ]


def default_recall_k(context_window: int) -> int:
    """The most memories :meth:`AgentMemory.context` injects by default: 30 up to a 4,096-token
    window, 30 per 4,096 tokens above it. The memories are filled by tokens, so the cap only
    binds in larger windows; on LoCoMo's dev conversations a fixed 30 held 8,192 tokens to 0.855
    of the evidence and 16,384 to 0.926, this cap gives 0.877 and 0.936 (4,096 unchanged)."""
    return max(30, round(30 * context_window / 4096))


_SPEAKER = re.compile(r"^[^:\n]{1,60}:\s*")  # "user: ", "Caroline: " in front of an item


def _words(text: str) -> str:
    return " ".join(re.findall(r"[a-z0-9]+", text.lower()))


def _quoting(texts: Sequence[str]) -> Callable[[str], bool]:
    """Whether a summary item quotes one of ``texts``: the item's words (speaker prefix and a
    clipping ellipsis left out, at least 3 words) appear in order in a text, or a text of at
    least 4 words appears in the item."""
    bodies = [f" {_words(t)} " for t in texts]
    longer = [b for b in bodies if b.count(" ") >= 5]

    def quotes(item: str) -> bool:
        words = _words(_SPEAKER.sub("", item).rstrip(".… "))
        if not words:
            return False
        padded = f" {words} "
        whole = f" {_words(item)} "
        if words.count(" ") >= 2 and any(padded in b for b in bodies):
            return True
        return any(b in whole for b in longer)

    return quotes


def _speaker_line(m: Message) -> str:
    return f"{m.name or m.role}: {m.content}"


def distinct(recalled: Sequence[Recall], *, visible: Set[str] = frozenset()) -> list[Recall]:
    """Recalled memories with nothing injected twice, best first.

    An episode whose turn is still in the window is dropped; a fact whose episodes are all
    already kept is dropped; an episode that comes after a fact drawn from it takes the fact's
    place (it says the same and more); exact repeats of a text are dropped. A piece of a long
    turn (``chunk`` metadata) is kept once per piece and stands in for no fact (the fact may
    come from another piece).
    """
    out: list[Recall] = []
    turns_covered: dict[str, int] = {}  # message id -> index in out of the episode/fact
    pieces: set[tuple[str, object]] = set()  # (message id, chunk) of the pieces kept
    texts: set[str] = set()
    for r in recalled:
        meta = r.metadata
        if meta.get("kind") == "episode":
            mid = str(meta.get("message_id", ""))
            if mid in visible:
                continue
            if "chunk" in meta:
                key = r.text.strip().lower()
                if (mid, meta["chunk"]) in pieces or key in texts:
                    continue
                pieces.add((mid, meta["chunk"]))
                texts.add(key)
                out.append(r)
                continue
            at = turns_covered.get(mid)
            if at is not None:
                if out[at].metadata.get("kind") == "episode":
                    if out[at].metadata.get("message_id") == mid:
                        continue  # the same turn twice (e.g. two sessions' ids)
                else:  # a fact drawn from this turn ranked higher: the turn replaces it
                    texts.discard(out[at].text.strip().lower())
                    out[at] = r
                    texts.add(r.text.strip().lower())
                    turns_covered[mid] = at
                    continue
            key = r.text.strip().lower()
            if key in texts:
                continue
            turns_covered[mid] = len(out)
            texts.add(key)
            out.append(r)
            continue
        key = r.text.strip().lower()
        sources = [s for s in str(meta.get("source_ids", "")).split(",") if s]
        if key in texts or (sources and all(s in turns_covered or s in visible for s in sources)):
            continue
        texts.add(key)
        for s in sources:
            turns_covered.setdefault(s, len(out))
        out.append(r)
    return out


def _promotable(events: Sequence[PressureEvent]) -> list[Message]:
    """Turns that left the window by pressure or ``clear`` (not by ``remove``: a framework's
    deletion is never promoted), summaries excluded."""
    return [m for e in events if e.reason != "remove" for m in e.removed if not m.is_summary]


def _fold_whole_turn_facts(
    episodes: list[MemoryInput], whole: Mapping[str, Fact]
) -> list[MemoryInput]:
    """Episodes that carry what a fact drawn from their whole turn says of it.

    Such a fact is not stored beside the episode (it would say the same thing twice), so its
    importance and kind go onto the episode: "I'm allergic to shellfish, ..." is archived with
    the constraint's importance and ``fact_kind="constraint"``, not at the default 5.
    """
    if not whole:
        return episodes
    out = []
    for item in episodes:
        meta = item.metadata or {}
        fact = whole.get(str(meta.get("message_id", "")))
        if fact is None:
            out.append(item)
            continue
        out.append(
            replace(
                item,
                importance=max(item.importance, _importance(fact.importance)),
                metadata={**meta, "fact_kind": fact.kind},
            )
        )
    return out


def _importance(value: object) -> float:
    """A fact's importance clamped to 1–10 (5 when it is not a finite number)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return 5.0
    try:
        v = float(value)
    except OverflowError:  # an int beyond float range
        return 10.0 if value > 0 else 1.0
    return min(10.0, max(1.0, v)) if math.isfinite(v) else 5.0


def _storable(text: object, *, limit: int | None) -> str | None:
    """A fact's text as long-term memory accepts it: NUL removed, lone surrogates replaced by
    U+FFFD, cut to ``limit`` (``None``: not cut); ``None`` when nothing is left (an extractor's
    output is data)."""
    if not isinstance(text, str):
        return None
    clean = text.replace("\x00", "").encode("utf-16", "surrogatepass").decode("utf-16", "replace")
    if clean != text:
        logger.warning("a fact had NUL characters or lone surrogates; they were replaced")
    if limit is not None:
        clean = clean[:limit]
    return clean if clean.strip() else None


def _units(turns: Sequence[Message]) -> list[list[Message]]:
    """Group turns into units: a message alone, or a tool call with its results."""
    units: list[list[Message]] = []
    by_call: dict[str, list[Message]] = {}
    for m in turns:
        if m.role == "tool" and m.tool_call_id in by_call:
            by_call[m.tool_call_id].append(m)
            continue
        unit = [m]
        units.append(unit)
        for c in m.tool_calls:
            by_call[c.id] = unit
    return units
