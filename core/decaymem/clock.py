"""Clocks and time conversion.

Decay is a function of time, so time is injected: tests and the demo move a :class:`FixedClock`
instead of sleeping. Every timestamp inside decaymem is epoch seconds (``float``, UTC).
"""

from __future__ import annotations

import math
import time
from datetime import UTC, datetime
from typing import Protocol, runtime_checkable

from .errors import InvalidInputError

__all__ = ["MAX_EPOCH", "Clock", "FixedClock", "SystemClock", "to_epoch"]

#: The latest timestamp accepted: 9999-12-31T00:00:00Z, so any accepted time (plus a day) can
#: still be rendered as a date. The earliest is the epoch itself (1970-01-01T00:00:00Z).
MAX_EPOCH = datetime(9999, 12, 31, tzinfo=UTC).timestamp()


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
        """Move the clock forward by ``seconds`` (finite, >= 0, staying before year 9999)."""
        ok = isinstance(seconds, int | float) and not isinstance(seconds, bool)
        if ok:
            try:
                ok = math.isfinite(seconds) and 0 <= seconds <= MAX_EPOCH - self._t
            except OverflowError:
                ok = False
        if not ok:
            raise InvalidInputError(
                f"advance() takes finite non-negative seconds that stay before year 9999, got "
                f"{str(seconds)[:40]}; hint: a clock never runs backwards, use set() to jump"
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

    Accepted: 1970-01-01T00:00:00Z to 9999-12-31T00:00:00Z (:data:`MAX_EPOCH`). Earlier times
    (negative epochs, pre-1970 aware datetimes) and later ones are refused here, at the
    boundary, rather than accepted and failing when a date is rendered.

    Raises:
        InvalidInputError: naive datetimes (ambiguous), NaN/inf, times outside the range above,
            ints too large for a float, booleans, or any other type.
    """
    if isinstance(value, bool):
        raise InvalidInputError(f"{name} must be epoch seconds or an aware datetime, got a bool")
    if isinstance(value, datetime):
        if value.tzinfo is None or value.utcoffset() is None:
            raise InvalidInputError(
                f"{name} is a naive datetime; hint: pass datetime.now(timezone.utc) "
                "or any timezone-aware datetime"
            )
        return _in_range(value.timestamp(), value, name)
    if isinstance(value, int | float):
        try:
            t = float(value)
        except OverflowError:
            raise InvalidInputError(
                f"{name} is an int too large for a timestamp ({len(str(abs(value)))} digits)"
            ) from None
        if not math.isfinite(t):
            raise InvalidInputError(f"{name} must be finite, got {value!r}")
        return _in_range(t, value, name)
    raise InvalidInputError(
        f"{name} must be epoch seconds (float) or an aware datetime, got {type(value).__name__}"
    )


def _in_range(t: float, value: object, name: str) -> float:
    if t < 0:
        raise InvalidInputError(
            f"{name} is before 1970-01-01 (epoch seconds >= 0 only), got {value!r}; "
            "hint: decaymem keeps times as epoch seconds and does not store earlier dates"
        )
    if t > MAX_EPOCH:
        raise InvalidInputError(
            f"{name} is after 9999-12-31, got {value!r}; hint: pass epoch seconds, not "
            "milliseconds or nanoseconds"
        )
    return t
