"""When the middleware summarizes: ``trigger`` and ``keep`` in ``SummarizationMiddleware``'s
vocabulary, turned into decaymem's pressure policy.

The conversation's share of the window (``history_fraction × context_window``: the summary and
the turns) is the budget both are measured against. When the conversation reaches ``trigger``,
the oldest turns leave the window until it holds ``keep``, and they are folded into the summary
at once: one summary call per trigger, not one per turn. Between triggers nothing is summarized.
"""

from __future__ import annotations

import math
from typing import Literal

from decaymem import PressurePolicy
from decaymem.errors import ConfigError

__all__ = ["ContextSize", "pressure_policy"]

ContextSize = tuple[Literal["fraction"], float] | tuple[Literal["tokens"], int]
"""``("fraction", f)`` of the conversation's budget, or ``("tokens", n)``."""

_EMERGENCY = PressurePolicy().summarize  # above it, the buffer compresses all but the newest
_HINT = (
    "hint: trigger and keep are ('fraction', f) of the conversation's budget "
    "(history_fraction × context_window) or ('tokens', n), with keep < trigger < "
    f"{_EMERGENCY:.0%} of the budget, e.g. trigger=('fraction', 0.85), keep=('fraction', 0.5)"
)


def _fraction(name: str, size: object, budget: int) -> float:
    if not (isinstance(size, tuple) and len(size) == 2 and isinstance(size[0], str)):
        raise ConfigError(f"{name} must be a (kind, value) pair, got {size!r}. {_HINT}")
    kind, value = size
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise ConfigError(f"{name} value must be a finite number, got {value!r}. {_HINT}")
    if kind == "fraction":
        fraction = float(value)
    elif kind == "tokens":
        fraction = value / budget
    elif kind == "messages":
        raise ConfigError(
            f"{name}=('messages', {value}): decaymem budgets the window in tokens, so a "
            f"message count cannot say when it is full. {_HINT}"
        )
    else:
        raise ConfigError(f"{name} kind must be 'fraction' or 'tokens', got {kind!r}. {_HINT}")
    if not 0 < fraction < _EMERGENCY:
        raise ConfigError(
            f"{name}={size!r} is {fraction:.0%} of the conversation's budget of {budget} "
            f"tokens. {_HINT}"
        )
    return fraction


def pressure_policy(trigger: object, keep: object, *, budget: int) -> PressurePolicy:
    """The pressure policy that summarizes once when the conversation reaches ``trigger``
    (a ``warn`` event a little before), down to ``keep``."""
    at = _fraction("trigger", trigger, budget)
    down_to = _fraction("keep", keep, budget)
    if down_to >= at:
        raise ConfigError(f"keep={keep!r} must be below trigger={trigger!r}. {_HINT}")
    return PressurePolicy(warn=min(0.7, 0.9 * at), truncate=at, truncate_margin=at - down_to)
