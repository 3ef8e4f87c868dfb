"""Memory pressure: the pure policy.

Utilization is dynamic tokens (summary + turns; the system prompt is pinned and excluded) over
the token budget. :func:`decide` maps it to an :class:`Action`:

=============  ======================  =============================================
utilization    action                  what the buffer does
=============  ======================  =============================================
< warn         ``none``                nothing
warn..trunc    ``warn``                logs a warning and reports an event
trunc..summ    ``truncate``            evicts the oldest turns until below
                                       ``truncate - truncate_margin`` and folds them
                                       into the running summary as they leave
                                       (``fold_evicted``, on by default)
>= summarize   ``summarize``           compresses all but the ``keep_recent`` newest
                                       messages into the running summary; with fewer
                                       than ``min_messages_to_summarize`` it truncates
=============  ======================  =============================================

The policy has no I/O; :class:`~decaymem.buffer.ConversationBuffer` carries decisions out.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from .errors import ConfigError
from .messages import Message

__all__ = ["Action", "PressureEvent", "PressurePolicy", "decide", "plan_eviction"]


class Action(StrEnum):
    """What memory pressure calls for."""

    NONE = "none"
    WARN = "warn"
    TRUNCATE = "truncate"
    SUMMARIZE = "summarize"


def _check_fraction(name: str, value: Any, *, allow_one: bool) -> None:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise ConfigError(f"{name} must be a finite number, got {value!r}")
    if not (0 < value < 1 or (allow_one and value == 1)):
        raise ConfigError(f"{name} must be in (0, 1{']' if allow_one else ')'}, got {value!r}")


@dataclass(frozen=True, slots=True, kw_only=True)
class PressurePolicy:
    """Thresholds of memory pressure, as fractions of the token budget.

    Validated: ``0 < warn < truncate < summarize <= 1``; ``0 < truncate_margin < truncate``;
    ``keep_recent >= 1``; ``min_messages_to_summarize > keep_recent``.

    Example:
        >>> decide(0.9, PressurePolicy())
        <Action.TRUNCATE: 'truncate'>
    """

    warn: float = 0.70
    truncate: float = 0.85
    summarize: float = 0.95
    truncate_margin: float = 0.05
    keep_recent: int = 4
    min_messages_to_summarize: int = 6
    summary_max_fraction: float = 0.25
    fold_evicted: bool = True

    def __post_init__(self) -> None:
        _check_fraction("warn", self.warn, allow_one=False)
        _check_fraction("truncate", self.truncate, allow_one=False)
        _check_fraction("summarize", self.summarize, allow_one=True)
        if not self.warn < self.truncate < self.summarize:
            raise ConfigError(
                "thresholds must satisfy 0 < warn < truncate < summarize <= 1, got "
                f"warn={self.warn}, truncate={self.truncate}, summarize={self.summarize}"
            )
        _check_fraction("truncate_margin", self.truncate_margin, allow_one=False)
        if self.truncate_margin >= self.truncate:
            raise ConfigError("truncate_margin must be smaller than truncate")
        _check_fraction("summary_max_fraction", self.summary_max_fraction, allow_one=False)
        for name in ("keep_recent", "min_messages_to_summarize"):
            v = getattr(self, name)
            if isinstance(v, bool) or not isinstance(v, int) or v < 1:
                raise ConfigError(f"{name} must be an int >= 1, got {v!r}")
        if self.min_messages_to_summarize <= self.keep_recent:
            raise ConfigError("min_messages_to_summarize must be larger than keep_recent")

    @property
    def truncate_target(self) -> float:
        """Truncation evicts until utilization is below this fraction."""
        return self.truncate - self.truncate_margin

    def to_dict(self) -> dict[str, Any]:
        return {
            "warn": self.warn,
            "truncate": self.truncate,
            "summarize": self.summarize,
            "truncate_margin": self.truncate_margin,
            "keep_recent": self.keep_recent,
            "min_messages_to_summarize": self.min_messages_to_summarize,
            "summary_max_fraction": self.summary_max_fraction,
            "fold_evicted": self.fold_evicted,
        }


def decide(utilization: float, policy: PressurePolicy) -> Action:
    """Map utilization (dynamic tokens / budget) to the action pressure calls for."""
    if math.isnan(utilization):
        raise ConfigError("utilization is NaN")
    if utilization >= policy.summarize:
        return Action.SUMMARIZE
    if utilization >= policy.truncate:
        return Action.TRUNCATE
    if utilization >= policy.warn:
        return Action.WARN
    return Action.NONE


def plan_eviction(
    unit_tokens: Sequence[int], *, current: int, target: int, protect_last: int = 1
) -> int:
    """How many of the oldest units to evict so that ``current`` tokens fall to ``target`` or below.

    Args:
        unit_tokens: token counts of the evictable units, oldest first.
        current: tokens in use now.
        target: the most tokens allowed afterwards.
        protect_last: the newest units that are never evicted.

    Returns:
        The number of units to evict from the front (it may not reach ``target`` when the
        protected units alone exceed it).
    """
    n = 0
    limit = max(0, len(unit_tokens) - protect_last)
    while current > target and n < limit:
        current -= unit_tokens[n]
        n += 1
    return n


@dataclass(frozen=True, slots=True, kw_only=True)
class PressureEvent:
    """A record of one pressure action (or a hard-limit eviction).

    Attributes:
        action: what was done.
        reason: why (``"pressure"``, ``"max_messages"``, ``"budget"``, ``"clear"``...).
        at: epoch seconds.
        tokens_before / tokens_after: dynamic tokens around the action.
        budget: the token budget (``None`` when unbounded).
        ids: ids of the messages the action removed or compressed.
        summary_id: the id of the new running summary, for ``summarize``.
        removed: the removed messages themselves (not serialized; the ids are the record).
    """

    action: Action
    reason: str
    at: float
    tokens_before: int
    tokens_after: int
    budget: int | None
    ids: tuple[str, ...] = ()
    summary_id: str | None = None
    removed: tuple[Message, ...] = field(default=(), compare=False, repr=False)

    @property
    def utilization_before(self) -> float | None:
        return None if not self.budget else self.tokens_before / self.budget

    @property
    def utilization_after(self) -> float | None:
        return None if not self.budget else self.tokens_after / self.budget

    @property
    def tokens_freed(self) -> int:
        return self.tokens_before - self.tokens_after

    def to_dict(self) -> dict[str, Any]:
        return {
            "action": self.action.value,
            "reason": self.reason,
            "at": self.at,
            "tokens_before": self.tokens_before,
            "tokens_after": self.tokens_after,
            "budget": self.budget,
            "ids": list(self.ids),
            "summary_id": self.summary_id,
        }

    @classmethod
    def from_dict(cls, d: Any) -> PressureEvent:
        from .errors import SerializationError

        try:
            return cls(
                action=Action(d["action"]),
                reason=str(d["reason"]),
                at=float(d["at"]),
                tokens_before=int(d["tokens_before"]),
                tokens_after=int(d["tokens_after"]),
                budget=None if d.get("budget") is None else int(d["budget"]),
                ids=tuple(str(i) for i in d.get("ids", ())),
                summary_id=d.get("summary_id"),
            )
        except (KeyError, TypeError, ValueError, OverflowError) as e:
            raise SerializationError(f"malformed pressure event {d!r:.200}: {e}") from e
