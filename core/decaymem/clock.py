"""Clocks and time conversion.

Decay is a function of time, so time is injected: tests and the demo move a :class:`FixedClock`
instead of sleeping. Every timestamp inside decaymem is epoch seconds (``float``, UTC).
"""

from __future__ import annotations

import math
import time
from datetime import datetime
from typing import Protocol, runtime_checkable

from .errors import InvalidInputError

__all__ = ["Clock", "FixedClock", "SystemClock", "to_epoch"]


@runtime_checkable
class Clock(Protocol):
    """Anything that tells the time in epoch seconds."""

    def now(self) -> float:
        """Return the current time in epoch seconds (UTC)."""
        ...


class SystemClock:
    """The wall clock (``time.time``)."""

    def now(self) -> float:
        return time.time()

    def __repr__(self) -> str:
        return "SystemClock()"


class FixedClock:
    """A clock that only moves when told to; the test double and the demo's time machine.

    Example:
        >>> clock = FixedClock(1_700_000_000.0)
        >>> clock.advance(60).now()
        1700000060.0
    """

    def __init__(self, start: float | datetime = 1_700_000_000.0) -> None:
        self._t = to_epoch(start, name="start")

    def now(self) -> float:
        return self._t

    def advance(self, seconds: float) -> FixedClock:
        """Move the clock forward by ``seconds`` (must be finite and non-negative)."""
        if not isinstance(seconds, int | float) or not math.isfinite(seconds) or seconds < 0:
            raise InvalidInputError(
                f"advance() takes finite non-negative seconds, got {seconds!r}; "
                "hint: a clock never runs backwards, use set() to jump"
            )
        self._t += float(seconds)
        return self

    def set(self, t: float | datetime) -> FixedClock:
        """Jump to an absolute time."""
        self._t = to_epoch(t, name="t")
        return self

    def __repr__(self) -> str:
        return f"FixedClock({self._t!r})"


def to_epoch(value: float | datetime, *, name: str = "timestamp") -> float:
    """Convert an aware ``datetime`` or epoch seconds to epoch seconds, validating it.

    Raises:
        InvalidInputError: naive datetimes (ambiguous), NaN/inf, negative epochs, booleans,
            or any other type.
    """
    if isinstance(value, bool):
        raise InvalidInputError(f"{name} must be epoch seconds or an aware datetime, got a bool")
    if isinstance(value, datetime):
        if value.tzinfo is None or value.utcoffset() is None:
            raise InvalidInputError(
                f"{name} is a naive datetime; hint: pass datetime.now(timezone.utc) "
                "or any timezone-aware datetime"
            )
        return value.timestamp()
    if isinstance(value, int | float):
        t = float(value)
        if not math.isfinite(t):
            raise InvalidInputError(f"{name} must be finite, got {value!r}")
        if t < 0:
            raise InvalidInputError(f"{name} must be epoch seconds >= 0, got {value!r}")
        return t
    raise InvalidInputError(
        f"{name} must be epoch seconds (float) or an aware datetime, got {type(value).__name__}"
    )
