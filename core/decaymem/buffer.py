"""The short-term conversation buffer: a token budget counted exactly, applied by pressure policy.

The system prompt is pinned: counted separately (``system_tokens``), never evicted, never part
of the budget. Everything else — the running summary and the turns — is *dynamic* content
measured against ``max_tokens``.

Turns live in *units*: a plain message alone, or an assistant message with tool calls together
with every tool result that answers it. Eviction and summarization remove whole units, oldest
first, so a tool result never loses its call and a call never loses its results. The newest unit
is never evicted.

Every message is tokenized exactly once, when it is added; the buffer keeps running sums, so an
append costs O(1) amortised whatever the length of the history.
"""

from __future__ import annotations

import logging
import math
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .clock import Clock, SystemClock, to_epoch
from .errors import (
    BudgetExceededError,
    ConfigError,
    InvalidMessageError,
    SerializationError,
)
from .living import SummaryFolder
from .messages import Message, ToolCall, make_message, new_id
from .pressure import Action, PressureEvent, PressurePolicy, decide, plan_eviction
from .summarize import (
    ExtractiveSummarizer,
    Summarizer,
    drop_items,
    fit_summary,
)
from .tokens import ChatFormat, MessageTokenCounter, TokenCounter, default_token_counter

__all__ = ["AddResult", "ConversationBuffer", "EventObserver", "Savepoint"]

logger = logging.getLogger(__name__)

EventObserver = Callable[[PressureEvent], None]
SERIAL_VERSION = 1
DEFAULT_MAX_MESSAGE_CHARS = 1_000_000


@dataclass(frozen=True, slots=True)
class AddResult:
    """What :meth:`ConversationBuffer.add` did: the message, and the pressure events it caused."""

    message: Message
    events: tuple[PressureEvent, ...] = ()

    @property
    def evicted_ids(self) -> tuple[str, ...]:
        """Ids removed from the window by this add (evicted or compressed into the summary)."""
        return tuple(i for e in self.events for i in e.ids)


class _Unit:
    __slots__ = ("calls", "messages", "tokens")

    def __init__(self, message: Message) -> None:
        self.messages: list[Message] = [message]
        self.tokens = message.tokens
        self.calls: dict[str, bool] = (
            {c.id: False for c in message.tool_calls} if message.tool_calls else {}
        )


@dataclass(slots=True)
class Savepoint:
    """The buffer as it was before a change, and the units the change moved (an undo log:
    taking one costs O(1), not a copy of the window). See :meth:`ConversationBuffer.savepoint`."""

    system: Message | None
    summary: Message | None
    tokens: int
    count: int
    in_warn_band: bool
    events: int
    folder: tuple[Any, ...]
    popped: list[_Unit] = field(default_factory=list)  # left the window, oldest first
    appended: _Unit | None = None  # a new unit at the newest end
    joined: tuple[_Unit, Message] | None = None  # a tool result added to an existing unit


def _check_limit(name: str, value: Any) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ConfigError(f"{name} must be a positive int or None, got {value!r}")
    if isinstance(value, float) and (not math.isfinite(value) or not value.is_integer()):
        raise ConfigError(f"{name} must be a positive int or None, got {value!r}")
    if not 1 <= value <= 2**53:
        raise ConfigError(
            f"{name} must be from 1 to 2**53 (or None for no limit), got {str(value)[:40]}"
        )
    return int(value)


class ConversationBuffer:
    """A bounded window of recent turns with a pinned system prompt and graduated pressure.

    Args:
        max_messages: the most turns kept (the system prompt and summary not counted).
        max_tokens: the token budget of dynamic content (summary + turns).
        token_counter: counts text; tiktoken ``cl100k_base`` by default.
        chat_format: per-message overhead (OpenAI chat format by default).
        policy: pressure thresholds; ``pressure=False`` keeps only the hard limits.
        summarizer: writes the running summary; offline extractive by default.
        background_summary: fold turns that leave the window extractively at once and let
            ``summarizer`` (an LLM) refine the summary in a background thread, so ``add``
            never waits for it (see :class:`~decaymem.living.SummaryFolder`).
        max_system_tokens: the largest system prompt accepted.
        max_message_chars: the largest message accepted, in characters.
        clock: the source of timestamps.
        on_event: observers called with every :class:`PressureEvent`.

    Example:
        >>> b = ConversationBuffer(max_tokens=200)
        >>> b.set_system("You are terse.")
        >>> _ = b.add("user", "My name is Ana.")
        >>> [m.role for m in b.messages]
        ['system', 'user']
    """

    def __init__(
        self,
        max_messages: int | None = None,
        max_tokens: int | None = None,
        *,
        token_counter: TokenCounter | None = None,
        chat_format: ChatFormat | None = None,
        policy: PressurePolicy | None = None,
        pressure: bool = True,
        summarizer: Summarizer | None = None,
        max_system_tokens: int | None = None,
        max_message_chars: int | None = DEFAULT_MAX_MESSAGE_CHARS,
        clock: Clock | None = None,
        on_event: Iterable[EventObserver] = (),
        background_summary: bool = False,
    ) -> None:
        self.max_messages = _check_limit("max_messages", max_messages)
        self.max_tokens = _check_limit("max_tokens", max_tokens)
        self.max_system_tokens = _check_limit("max_system_tokens", max_system_tokens)
        self.max_message_chars = _check_limit("max_message_chars", max_message_chars)
        if policy is not None and not isinstance(policy, PressurePolicy):
            raise ConfigError(f"policy must be a PressurePolicy, got {type(policy).__name__}")
        self.policy = policy or PressurePolicy()
        self.pressure = bool(pressure)
        if summarizer is not None and not isinstance(summarizer, Summarizer):
            raise ConfigError("summarizer must have summarize(messages, *, previous=None) -> str")
        self.summarizer: Summarizer = summarizer or ExtractiveSummarizer()
        self._counter = MessageTokenCounter(token_counter or default_token_counter(), chat_format)
        self._folder = SummaryFolder(
            self.summarizer, background=background_summary, count=self._counter.count_text
        )
        self.clock: Clock = clock or SystemClock()
        self._observers: list[EventObserver] = list(on_event)
        self._system: Message | None = None
        self._summary: Message | None = None
        self._units: deque[_Unit] = deque()
        self._call_unit: dict[str, _Unit] = {}
        self._ids: set[str] = set()  # ids of the turns in the window
        self._tokens = 0
        self._count = 0
        self._events: list[PressureEvent] = []
        self._in_warn_band = False
        # Cached immutable views of the window (reading must not copy it every time): the turns
        # as a tuple plus the messages appended since it was built, and the messages tuple with
        # the system prompt, summary and turns tuple it was built from (compared by identity).
        self._turns_view: tuple[Message, ...] | None = ()
        self._turns_tail: list[Message] = []
        self._messages_view: tuple[Any, ...] | None = None
        self._view_builds = 0  # full walks of the window to build the view (a test counts)
        self._undo: Savepoint | None = None  # the open savepoint, recording what changes

    # ------------------------------------------------------------------ reading
    @property
    def token_counter(self) -> TokenCounter:
        return self._counter.counter

    @property
    def message_counter(self) -> MessageTokenCounter:
        return self._counter

    @property
    def system(self) -> Message | None:
        """The pinned system prompt."""
        return self._system

    @property
    def summary(self) -> Message | None:
        """The running summary of compacted turns (``metadata["source"] == "auto_summary"``)."""
        return self._summary

    @property
    def turns(self) -> tuple[Message, ...]:
        """The turns in the window, oldest first (no system prompt, no summary).

        An immutable tuple, cached: reading twice without a change returns the same object, and
        an append extends it instead of walking the window (a list before 0.2; use
        ``list(buffer.turns)`` for a copy to change).
        """
        if self._turns_view is None:
            self._turns_view = tuple(m for u in self._units for m in u.messages)
            self._turns_tail.clear()
            self._view_builds += 1
        elif self._turns_tail:
            self._turns_view += tuple(self._turns_tail)
            self._turns_tail.clear()
        return self._turns_view

    @property
    def messages(self) -> tuple[Message, ...]:
        """The managed view: system prompt, running summary, then the turns (a cached tuple)."""
        turns = self.turns
        cached = self._messages_view
        if (
            cached is not None
            and cached[0] is self._system
            and cached[1] is self._summary
            and cached[2] is turns
        ):
            view: tuple[Message, ...] = cached[3]
            return view
        head = tuple(m for m in (self._system, self._summary) if m is not None)
        view = head + turns if head else turns
        self._messages_view = (self._system, self._summary, turns, view)
        return view

    def __iter__(self) -> Iterator[Message]:
        return iter(self.messages)

    @property
    def tokens(self) -> int:
        """Dynamic tokens: summary + turns (the system prompt is pinned and excluded)."""
        return self._tokens + (self._summary.tokens if self._summary else 0)

    @property
    def system_tokens(self) -> int:
        return self._system.tokens if self._system else 0

    @property
    def total_tokens(self) -> int:
        """Every message in :attr:`messages`, system prompt included."""
        return self.tokens + self.system_tokens

    @property
    def message_count(self) -> int:
        """Turns in the window (system prompt and summary excluded)."""
        return self._count

    @property
    def utilization(self) -> float:
        """Dynamic tokens / ``max_tokens``; 0.0 when there is no token budget."""
        return self.tokens / self.max_tokens if self.max_tokens else 0.0

    @property
    def events(self) -> list[PressureEvent]:
        """Every pressure action and eviction so far, oldest first (the audit log)."""
        return list(self._events)

    def get_recent(self, n: int) -> list[Message]:
        """The newest turns, at most ``n`` messages, never splitting a tool unit.

        The newest unit is always returned whole, even when it alone has more than ``n``.
        """
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise InvalidMessageError(f"n must be an int >= 0, got {n!r}")
        picked: list[_Unit] = []
        total = 0
        for unit in reversed(self._units):
            if picked and total + len(unit.messages) > n:
                break
            if not picked and n == 0:
                break
            picked.append(unit)
            total += len(unit.messages)
        return [m for u in reversed(picked) for m in u.messages]

    def subscribe(self, observer: EventObserver) -> Callable[[], None]:
        """Call ``observer`` with every future event; returns a function that unsubscribes."""
        self._observers.append(observer)
        return lambda: self._observers.remove(observer) if observer in self._observers else None

    # ------------------------------------------------------------------ writing
    def set_system(
        self, text: str | None, *, metadata: Mapping[str, Any] | None = None
    ) -> Message | None:
        """Pin (or with ``None`` remove) the system prompt (``metadata`` is kept with it).

        Raises:
            BudgetExceededError: the prompt is larger than ``max_system_tokens``.
        """
        if text is None:
            self._system = None
            return None
        msg = make_message(
            "system",
            text,
            counter=self._counter,
            timestamp=self.clock.now(),
            metadata=metadata,
            max_chars=self.max_message_chars,
        )
        if self.max_system_tokens is not None and msg.tokens > self.max_system_tokens:
            raise BudgetExceededError(
                f"system prompt has {msg.tokens} tokens, over max_system_tokens="
                f"{self.max_system_tokens}; hint: shorten it or raise the limit"
            )
        self._system = msg
        return msg

    def add(
        self,
        role: str,
        content: str,
        *,
        tool_calls: Sequence[ToolCall | Mapping[str, Any]] = (),
        tool_call_id: str | None = None,
        name: str | None = None,
        id: str | None = None,
        timestamp: float | None = None,
        **metadata: Any,
    ) -> AddResult:
        """Add a turn, then apply the hard limits and memory pressure.

        A ``system`` role replaces the pinned system prompt. Keyword arguments other than the
        named ones become the message's metadata. A timestamp in the future is clamped to now.

        Raises:
            InvalidMessageError: bad role or content, a tool result for a call not in the window,
                a second result for the same call, an id already in the window.
            BudgetExceededError: the message alone exceeds ``max_tokens``.
        """
        now = self.clock.now()
        ts = now if timestamp is None else min(to_epoch(timestamp, name="timestamp"), now)
        msg = make_message(
            role,
            content,
            counter=self._counter,
            timestamp=ts,
            id=id,
            tool_calls=tool_calls,
            tool_call_id=tool_call_id,
            name=name,
            metadata=metadata,
            max_chars=self.max_message_chars,
        )
        return self.add_message(msg)

    def add_message(self, msg: Message) -> AddResult:
        """Add a prebuilt :class:`Message` (its cached token count is trusted)."""
        if not isinstance(msg, Message):
            raise InvalidMessageError(f"expected a Message, got {type(msg).__name__}")
        if msg.role == "system":
            if self.max_system_tokens is not None and msg.tokens > self.max_system_tokens:
                raise BudgetExceededError(
                    f"system prompt has {msg.tokens} tokens, over max_system_tokens="
                    f"{self.max_system_tokens}; hint: shorten it or raise the limit"
                )
            self._system = msg
            return AddResult(msg)
        unit = self._validate_turn(msg)
        self.refresh_summary()
        self._append(msg, unit)
        events: list[PressureEvent] = []
        self._enforce_max_messages(events)
        if self.max_tokens is not None:
            if self.pressure:
                self._apply_pressure(events)
            self._enforce_budget(events)
        for e in events:
            self._record(e)
        return AddResult(msg, tuple(events))

    def _validate_turn(self, msg: Message) -> _Unit | None:
        if msg.id in self._ids:
            raise InvalidMessageError(
                f"message id {msg.id!r} is already in the window; hint: give each message its "
                "own id, or leave id out for a fresh one"
            )
        if self.max_tokens is not None and msg.tokens > self.max_tokens:
            raise BudgetExceededError(
                f"a {msg.role} message of {msg.tokens} tokens cannot fit max_tokens="
                f"{self.max_tokens}; hint: split or shorten it, or raise the budget"
            )
        if msg.role != "tool":
            for c in msg.tool_calls:
                if c.id in self._call_unit:
                    raise InvalidMessageError(f"tool call id {c.id!r} is already in the window")
            return None
        assert msg.tool_call_id is not None
        unit = self._call_unit.get(msg.tool_call_id)
        if unit is None:
            raise InvalidMessageError(
                f"tool result for call {msg.tool_call_id!r}, but no assistant message in the "
                "window made that call; hint: add the assistant message with tool_calls first"
            )
        if unit.calls[msg.tool_call_id]:
            raise InvalidMessageError(f"call {msg.tool_call_id!r} already has a result")
        if self.max_tokens is not None and unit.tokens + msg.tokens > self.max_tokens:
            raise BudgetExceededError(
                f"this tool result would make its call and results {unit.tokens + msg.tokens} "
                f"tokens, over max_tokens={self.max_tokens}; hint: shorten the tool output"
            )
        return unit

    def _append(self, msg: Message, unit: _Unit | None) -> None:
        if unit is None:
            unit = _Unit(msg)
            self._units.append(unit)
            if self._undo is not None:
                self._undo.appended = unit
            for c in msg.tool_calls:
                self._call_unit[c.id] = unit
            self._turns_tail.append(msg)
        else:
            assert msg.tool_call_id is not None
            if unit is self._units[-1]:
                self._turns_tail.append(msg)
            else:  # a result joining an older unit lands mid-window: rebuild the view once
                self._turns_view = None
            unit.messages.append(msg)
            unit.tokens += msg.tokens
            unit.calls[msg.tool_call_id] = True
            if self._undo is not None:
                self._undo.joined = (unit, msg)
        self._ids.add(msg.id)
        self._tokens += msg.tokens
        self._count += 1

    def _pop_units(self, n: int) -> list[Message]:
        removed: list[Message] = []
        for _ in range(n):
            unit = self._units.popleft()
            if self._undo is not None:
                self._undo.popped.append(unit)
            for call_id in unit.calls:
                self._call_unit.pop(call_id, None)
            self._tokens -= unit.tokens
            self._count -= len(unit.messages)
            self._ids.difference_update(m.id for m in unit.messages)
            removed.extend(unit.messages)
        if self._turns_view is not None and removed:
            view, cut = self._turns_view, len(removed)
            if cut <= len(view):
                self._turns_view = view[cut:]
            else:
                del self._turns_tail[: cut - len(view)]
                self._turns_view = ()
        return removed

    def _evict(self, n: int, *, reason: str, action: Action = Action.TRUNCATE) -> PressureEvent:
        before = self.tokens
        removed = self._pop_units(n)
        return PressureEvent(
            action=action,
            reason=reason,
            at=self.clock.now(),
            tokens_before=before,
            tokens_after=self.tokens,
            budget=self.max_tokens,
            ids=tuple(m.id for m in removed),
            removed=tuple(removed),
        )

    def _enforce_max_messages(self, events: list[PressureEvent]) -> None:
        if self.max_messages is None or self._count <= self.max_messages:
            return
        n, count = 0, self._count
        while count > self.max_messages and n < len(self._units) - 1:
            count -= len(self._units[n].messages)
            n += 1
        if n:
            events.append(self._evict(n, reason="max_messages"))

    def _evict_to(self, target: int, *, reason: str) -> PressureEvent | None:
        # The summary stays; only whole turn units are evicted, the newest never.
        n = plan_eviction([u.tokens for u in self._units], current=self.tokens, target=target)
        return self._evict(n, reason=reason) if n else None

    def _apply_pressure(self, events: list[PressureEvent]) -> None:
        assert self.max_tokens is not None
        t = self.tokens
        action = decide(t / self.max_tokens, self.policy)
        if action is Action.NONE:
            self._in_warn_band = False
            return
        if action is Action.WARN:
            # Normal operation for a long conversation, not a problem: INFO when pressure rises
            # into the warn band from below, DEBUG while it stays there. Observers and
            # pressure_status() get the warn event every time.
            level = logging.DEBUG if self._in_warn_band else logging.INFO
            self._in_warn_band = True
            if logger.isEnabledFor(level):
                logger.log(
                    level,
                    "memory pressure: %.0f%% of %d tokens in use (warn at %.0f%%)",
                    100 * t / self.max_tokens,
                    self.max_tokens,
                    100 * self.policy.warn,
                )
            events.append(
                PressureEvent(
                    action=Action.WARN,
                    reason="pressure",
                    at=self.clock.now(),
                    tokens_before=t,
                    tokens_after=t,
                    budget=self.max_tokens,
                )
            )
            return
        if action is Action.SUMMARIZE and self._count >= self.policy.min_messages_to_summarize:
            event = self._summarize()
            if event is not None:
                events.append(event)
                if decide(self.utilization, self.policy) in (Action.NONE, Action.WARN):
                    return
        target = math.ceil(self.policy.truncate_target * self.max_tokens) - 1
        if not self.policy.fold_evicted:
            event = self._evict_to(target, reason="pressure")
            if event is not None:
                events.append(event)
            return
        event = self._evict_and_fold(target, reason="pressure")
        if event is not None:
            events.append(event)
            logger.debug(
                "memory pressure: evicted %d messages (%d -> %d tokens of %d)",
                len(event.ids),
                event.tokens_before,
                event.tokens_after,
                self.max_tokens,
            )

    def _summarize(self) -> PressureEvent | None:
        assert self.max_tokens is not None
        keep, kept_units = 0, 0
        for unit in reversed(self._units):
            if keep >= self.policy.keep_recent:
                break
            keep += len(unit.messages)
            kept_units += 1
        n = len(self._units) - kept_units
        if n <= 0:
            return None
        compress = [m for u in list(self._units)[:n] for m in u.messages]
        before = self.tokens
        previous = self._summary.content if self._summary else None
        running, dropped = self._folder.fold(compress, previous, max_tokens=self._summary_room())
        summary = self._new_summary(running.text, compress, tokens=running.tokens, dropped=dropped)
        self._pop_units(n)
        self._summary = summary
        return PressureEvent(
            action=Action.SUMMARIZE,
            reason="pressure",
            at=self.clock.now(),
            tokens_before=before,
            tokens_after=self.tokens,
            budget=self.max_tokens,
            ids=tuple(m.id for m in compress),
            summary_id=summary.id,
            removed=tuple(compress),
        )

    def _evict_and_fold(self, target: int, *, reason: str) -> PressureEvent | None:
        """Evict the oldest units until ``target`` and fold them into the living summary.

        The summary grows as turns are folded in (within its cap), so eviction repeats until the
        window is at or below ``target`` or only the newest unit is left.
        """
        before = self.tokens
        removed: list[Message] = []
        for _ in range(64):
            n = plan_eviction([u.tokens for u in self._units], current=self.tokens, target=target)
            if not n:
                break
            batch = self._pop_units(n)
            removed.extend(batch)
            previous = self._summary.content if self._summary else None
            running, dropped = self._folder.fold(batch, previous, max_tokens=self._summary_room())
            if previous is not None or not running.is_empty():
                self._summary = self._new_summary(
                    running.text, batch, tokens=running.tokens, dropped=dropped
                )
            if self.tokens <= target:
                break
        if not removed:
            return None
        return PressureEvent(
            action=Action.TRUNCATE,
            reason=reason,
            at=self.clock.now(),
            tokens_before=before,
            tokens_after=self.tokens,
            budget=self.max_tokens,
            ids=tuple(m.id for m in removed),
            summary_id=self._summary.id if self._summary else None,
            removed=tuple(removed),
        )

    def _summary_room(self) -> int:
        """The tokens the summary's text may hold: its cap less the message's own overhead."""
        assert self.max_tokens is not None
        cap = max(1, int(self.policy.summary_max_fraction * self.max_tokens))
        return max(1, cap - self._counter.count_message("system", ""))

    def _new_summary(
        self,
        text: str,
        folded: Sequence[Message],
        *,
        tokens: int | None = None,
        dropped: Sequence[str] | None = None,
    ) -> Message:
        """The summary message for ``text``, fitted to its cap, linked to the one it replaces;
        ``tokens`` (the text's count) and ``dropped`` where a fold already fitted it."""
        if dropped is None:
            text, dropped = fit_summary(text, self._counter.count_text, self._summary_room())
            tokens = None
        if dropped:
            logger.info("summary over its cap: %d items dropped", len(dropped))
        prior = self._summary
        # The ids this step folded; earlier steps are linked through merged_from and every
        # step's ids are in the audit log, so metadata stays small.
        metadata = {
            "source": "auto_summary",
            "compressed_ids": [m.id for m in folded],
            "compressed_total": len(folded)
            + int(prior.metadata.get("compressed_total", 0) if prior else 0),
            "merged_from": prior.id if prior else None,
            "dropped_items": len(dropped)
            + int(prior.metadata.get("dropped_items", 0) if prior else 0),
        }
        if tokens is None:
            return make_message(
                "system",
                text,
                counter=self._counter,
                timestamp=self.clock.now(),
                metadata=metadata,
                max_chars=None,
            )
        # a fold's text: items of turns already validated, their count kept line by line,
        # metadata of ids and counts; nothing to check or count again
        return Message(
            role="system",
            content=text,
            id=new_id(),
            timestamp=self.clock.now(),
            tokens=self._counter.count_message("system", "") + tokens,
            metadata=metadata,
        )

    def reconfigure(
        self,
        *,
        max_tokens: int | None,
        max_messages: int | None,
        policy: PressurePolicy | None = None,
    ) -> list[PressureEvent]:
        """Adopt new limits (a session reopened with another context window) and apply them
        at once: a smaller budget evicts and folds the oldest turns as pressure does, and the
        events say which (the caller archives them). ``policy`` ``None`` keeps the current one.
        """
        if policy is not None and not isinstance(policy, PressurePolicy):
            raise ConfigError(f"policy must be a PressurePolicy, got {type(policy).__name__}")
        self.max_tokens = _check_limit("max_tokens", max_tokens)
        self.max_messages = _check_limit("max_messages", max_messages)
        if policy is not None:
            self.policy = policy
        events: list[PressureEvent] = []
        if not self._units:
            return events
        self._enforce_max_messages(events)
        if self.max_tokens is not None:
            if self.pressure and decide(self.utilization, self.policy) is not Action.NONE:
                # the oldest turns leave as the normal eviction step would (down to the
                # truncate target, folded), not the emergency summary of all but the newest
                target = math.ceil(self.policy.truncate_target * self.max_tokens) - 1
                event = (
                    self._evict_and_fold(target, reason="reconfigure")
                    if self.policy.fold_evicted
                    else self._evict_to(target, reason="reconfigure")
                )
                if event is not None:
                    events.append(event)
                self._apply_pressure(events)
            self._enforce_budget(events)
        for e in events:
            self._record(e)
        return events

    def drop_summary_items(self, matches: Callable[[str], bool]) -> int:
        """Remove the summary items ``matches`` selects (e.g. those quoting a forgotten memory);
        returns how many. The summary keeps its metadata; an emptied summary is removed. With a
        background summarizer, the work still to come is cleaned too: turns waiting to be
        refined, the text they extend, and the result of a refinement already running."""
        self._folder.forget(matches)
        old = self._summary
        if old is None:
            return 0
        text, dropped = drop_items(old.content, matches)
        if not dropped:
            return 0
        self._summary = (
            None
            if text is None
            else make_message(
                "system",
                text,
                counter=self._counter,
                timestamp=old.timestamp,
                metadata=dict(old.metadata),
                max_chars=None,
            )
        )
        return dropped

    def refresh_summary(self) -> bool:
        """Apply a background summary that finished since the last call; ``True`` if applied.

        The refined summary replaces the extractive one only when the window still fits the
        budget with it; otherwise it is fitted to the space left.
        """
        if self.max_tokens is None or not self._folder.background:
            return False
        current = self._summary.content if self._summary else None
        text = self._folder.poll(current)
        if text is None:
            return False
        summary = self._new_summary(text, ())
        room = self.max_tokens - self._tokens
        if summary.tokens > room:
            fitted, _ = fit_summary(
                text,
                self._counter.count_text,
                max(1, room - self._counter.count_message("system", "")),
            )
            summary = self._new_summary(fitted, ())
            if summary.tokens > room:
                return False  # keep the extractive summary; the window is too full right now
        self._summary = summary
        return True

    def wait_for_summary(self, timeout: float | None = None) -> bool:
        """Wait for background summarizing to finish and apply it; ``False`` on timeout."""
        import time

        deadline = None if timeout is None else time.monotonic() + timeout
        while True:
            left = None if deadline is None else max(0.0, deadline - time.monotonic())
            if not self._folder.wait(left):
                return False
            self.refresh_summary()
            if not self._folder.pending:
                return True
            if deadline is not None and time.monotonic() >= deadline:
                return False

    def _enforce_budget(self, events: list[PressureEvent]) -> None:
        """The hard invariant: dynamic tokens never exceed ``max_tokens``."""
        assert self.max_tokens is not None
        if self.tokens <= self.max_tokens:
            return
        event = self._evict_to(self.max_tokens, reason="budget")
        if event is not None:
            events.append(event)
        if self.tokens <= self.max_tokens or self._summary is None:
            return
        # Only the newest unit and the summary are left: shrink the summary to the space left.
        before = self.tokens
        old = self._summary
        room = self.max_tokens - self._tokens - self._counter.count_message("system", "")
        text, _ = fit_summary(old.content, self._counter.count_text, max(0, room))
        fitted = None
        if room > 0 and text.strip():
            fitted = make_message(
                "system",
                text,
                counter=self._counter,
                timestamp=old.timestamp,
                metadata=dict(old.metadata),
                max_chars=None,
            )
        self._summary = (
            fitted
            if fitted is not None and self.tokens - old.tokens + fitted.tokens <= self.max_tokens
            else None
        )
        events.append(
            PressureEvent(
                action=Action.TRUNCATE,
                reason="budget",
                at=self.clock.now(),
                tokens_before=before,
                tokens_after=self.tokens,
                budget=self.max_tokens,
                ids=(old.id,),
                removed=(old,),
            )
        )

    def _record(self, event: PressureEvent) -> None:
        self._events.append(event)
        if not self._observers:
            return
        for observer in list(self._observers):
            try:
                observer(event)
            except Exception:
                logger.exception("pressure observer %r failed", observer)

    def remove(self, ids: Iterable[str]) -> PressureEvent | None:
        """Remove the turns with these ids (a framework deleted them), each with its whole unit.

        A tool call and its results leave together, so no orphan is left behind. The removal is
        recorded as an event with reason ``"remove"``; ``None`` when no id is in the window.
        """
        wanted = set(ids)
        keep: deque[_Unit] = deque()
        removed: list[Message] = []
        before = self.tokens
        for unit in self._units:
            if any(m.id in wanted for m in unit.messages):
                for call_id in unit.calls:
                    self._call_unit.pop(call_id, None)
                self._tokens -= unit.tokens
                self._count -= len(unit.messages)
                removed.extend(unit.messages)
            else:
                keep.append(unit)
        if not removed:
            return None
        self._units = keep
        self._ids.difference_update(m.id for m in removed)
        self._turns_view, self._turns_tail = None, []  # removed mid-window: rebuild the view once
        event = PressureEvent(
            action=Action.TRUNCATE,
            reason="remove",
            at=self.clock.now(),
            tokens_before=before,
            tokens_after=self.tokens,
            budget=self.max_tokens,
            ids=tuple(m.id for m in removed),
            removed=tuple(removed),
        )
        self._record(event)
        return event

    def clear(self) -> PressureEvent | None:
        """Remove every turn and the summary (the system prompt stays); the removal is recorded."""
        removed_summary = (self._summary,) if self._summary else ()
        if not self._units and not removed_summary:
            return None
        before = self.tokens
        removed = list(removed_summary) + self._pop_units(len(self._units))
        self._summary = None
        self._folder.reset()
        event = PressureEvent(
            action=Action.TRUNCATE,
            reason="clear",
            at=self.clock.now(),
            tokens_before=before,
            tokens_after=0,
            budget=self.max_tokens,
            ids=tuple(m.id for m in removed),
            removed=tuple(removed),
        )
        self._record(event)
        return event

    # ------------------------------------------------------------------ savepoints
    def savepoint(self) -> Savepoint:
        """Start recording changes so that :meth:`rollback` can undo them (O(1), no copy).

        A caller that must also save a change elsewhere (``AgentMemory`` writes each add to
        its session database) takes one first, rolls back when that save fails, and calls
        :meth:`release` when it succeeded. One savepoint is open at a time.
        """
        assert self._undo is None, "a savepoint is already open"
        self._undo = Savepoint(
            system=self._system,
            summary=self._summary,
            tokens=self._tokens,
            count=self._count,
            in_warn_band=self._in_warn_band,
            events=len(self._events),
            folder=self._folder.savepoint(),
        )
        return self._undo

    def release(self, sp: Savepoint) -> None:
        """Keep the changes made since ``sp`` and stop recording."""
        if self._undo is sp:
            self._undo = None

    def rollback(self, sp: Savepoint) -> None:
        """Undo every change since ``sp`` and stop recording: the turn added is gone, the turns
        it evicted or folded are back in the window, and the summary, the audit log and the
        summarizer's queue are as they were (observers were already told of the events)."""
        self._undo = None
        if sp.joined is not None:  # a tool result joined its call's unit
            unit, msg = sp.joined
            unit.messages.pop()
            unit.tokens -= msg.tokens
            assert msg.tool_call_id is not None
            unit.calls[msg.tool_call_id] = False
            self._ids.discard(msg.id)
        for unit in reversed(sp.popped):
            self._units.appendleft(unit)
            for call_id in unit.calls:
                self._call_unit[call_id] = unit
            self._ids.update(m.id for m in unit.messages)
        if sp.appended is not None:  # the newest unit, at the end again once popped are back
            unit = self._units.pop()
            assert unit is sp.appended
            for call_id in unit.calls:
                self._call_unit.pop(call_id, None)
            self._ids.difference_update(m.id for m in unit.messages)
        self._system, self._summary = sp.system, sp.summary
        self._tokens, self._count = sp.tokens, sp.count
        self._in_warn_band = sp.in_warn_band
        del self._events[sp.events :]
        self._folder.rollback(sp.folder)
        self._turns_view, self._turns_tail = None, []  # rebuilt once, on the next read
        self._messages_view = None

    # ------------------------------------------------------------------ state
    def config_dict(self) -> dict[str, Any]:
        return {
            "max_messages": self.max_messages,
            "max_tokens": self.max_tokens,
            "max_system_tokens": self.max_system_tokens,
            "max_message_chars": self.max_message_chars,
            "pressure": self.pressure,
            "policy": self.policy.to_dict(),
            "chat_format": {
                "tokens_per_message": self._counter.format.tokens_per_message,
                "tokens_per_role": self._counter.format.tokens_per_role,
                "tokens_per_name": self._counter.format.tokens_per_name,
                "reply_priming": self._counter.format.reply_priming,
            },
            "token_counter": self.token_counter.name,
        }

    def to_dict(self, *, include_events: bool = True) -> dict[str, Any]:
        """The exact state as a JSON-safe dict (messages with cached counts, summary, audit log).

        ``include_events=False`` leaves out the audit log, whose length grows with the history
        (the session store saves events incrementally instead).
        """
        return {
            "version": SERIAL_VERSION,
            "config": self.config_dict(),
            "system": self._system.to_dict() if self._system else None,
            "summary": self._summary.to_dict() if self._summary else None,
            "messages": [m.to_dict() for m in self.turns],
            "events": [e.to_dict() for e in self._events] if include_events else [],
        }

    @classmethod
    def from_dict(
        cls,
        d: Any,
        *,
        token_counter: TokenCounter | None = None,
        summarizer: Summarizer | None = None,
        clock: Clock | None = None,
        on_event: Iterable[EventObserver] = (),
        background_summary: bool = False,
    ) -> ConversationBuffer:
        """Restore a buffer from :meth:`to_dict` output, exactly.

        Cached token counts are kept when the counter has the same name as the saved one and
        recounted otherwise.

        Raises:
            SerializationError: a malformed payload, or one whose turns break the invariants
                (an orphan tool result, a duplicate message id, a window over its budget).
        """
        if not isinstance(d, Mapping) or d.get("version") != SERIAL_VERSION:
            raise SerializationError(
                f"not a ConversationBuffer payload of version {SERIAL_VERSION}"
            )
        try:
            cfg = d["config"]
            policy = PressurePolicy(**cfg["policy"])
            chat_format = ChatFormat(**cfg["chat_format"])
            buf = cls(
                max_messages=cfg["max_messages"],
                max_tokens=cfg["max_tokens"],
                token_counter=token_counter,
                chat_format=chat_format,
                policy=policy,
                pressure=bool(cfg["pressure"]),
                summarizer=summarizer,
                max_system_tokens=cfg["max_system_tokens"],
                max_message_chars=cfg["max_message_chars"],
                clock=clock,
                on_event=on_event,
                background_summary=background_summary,
            )
            recount = buf.token_counter.name != cfg["token_counter"]
            if recount:
                logger.warning(
                    "restoring with counter %s instead of %s: recounting tokens",
                    buf.token_counter.name,
                    cfg["token_counter"],
                )

            seen: set[str] = set()
            fmt = buf._counter.format
            least = fmt.tokens_per_message + fmt.tokens_per_role  # no tokenizer call

            def load(raw: Any, *, system: bool = False) -> Message:
                m = Message.from_dict(raw)
                if (m.role == "system") != system:
                    raise SerializationError(
                        f"message {m.id!r} has role {m.role!r} where "
                        + ("a system message belongs" if system else "a turn belongs")
                    )
                if m.id in seen:
                    raise SerializationError(f"message id {m.id!r} appears twice")
                seen.add(m.id)
                if not recount and m.tokens < least + (1 if m.content else 0):
                    raise SerializationError(
                        f"message {m.id!r} claims {m.tokens} tokens, fewer than its role and "
                        "content need; hint: the payload was edited, restore it from to_dict()"
                    )
                if recount:
                    from dataclasses import replace

                    m = replace(
                        m,
                        tokens=buf._counter.count_message(
                            m.role, m.content, name=m.name, tool_calls=m.tool_calls
                        ),
                    )
                return m

            if d.get("system") is not None:
                buf._system = load(d["system"], system=True)
            if d.get("summary") is not None:
                buf._summary = load(d["summary"], system=True)
            messages = d["messages"]
            if not isinstance(messages, list):
                raise SerializationError("messages must be a list")
            for raw in messages:
                m = load(raw)
                buf._append(m, buf._validate_turn(m))
            buf._events = [PressureEvent.from_dict(e) for e in d.get("events", [])]
        except SerializationError:
            raise
        except (
            KeyError,
            TypeError,
            ValueError,
            AttributeError,
            OverflowError,
            RecursionError,
        ) as e:
            raise SerializationError(f"malformed ConversationBuffer payload: {e!s:.200}") from e
        if buf.max_tokens is not None and buf.tokens > buf.max_tokens:
            raise SerializationError(
                f"restored window has {buf.tokens} tokens, over max_tokens={buf.max_tokens}"
            )
        return buf

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ConversationBuffer):
            return NotImplemented
        return self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (
            f"ConversationBuffer(messages={self._count}, tokens={self.tokens}, "
            f"max_tokens={self.max_tokens}, max_messages={self.max_messages})"
        )
