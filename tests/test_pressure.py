from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from decaymem import Action, ConfigError, PressurePolicy, decide, plan_eviction


@pytest.mark.parametrize(
    ("u", "action"),
    [
        (0.0, Action.NONE),
        (0.69, Action.NONE),
        (0.70, Action.WARN),
        (0.849, Action.WARN),
        (0.85, Action.TRUNCATE),
        (0.949, Action.TRUNCATE),
        (0.95, Action.SUMMARIZE),
        (1.0, Action.SUMMARIZE),
        (1.7, Action.SUMMARIZE),
    ],
)
def test_default_thresholds(u: float, action: Action) -> None:
    assert decide(u, PressurePolicy()) is action


@pytest.mark.parametrize(
    "kwargs",
    [
        {"warn": 0.9, "truncate": 0.85},
        {"truncate": 0.96},
        {"summarize": 1.01},
        {"warn": 0.0},
        {"warn": -0.1},
        {"warn": math.nan},
        {"summarize": math.inf},
        {"keep_recent": 0},
        {"keep_recent": 6, "min_messages_to_summarize": 6},
        {"truncate_margin": 0.9},
        {"warn": True},
    ],
)
def test_invalid_thresholds_are_rejected(kwargs: dict[str, object]) -> None:
    with pytest.raises(ConfigError):
        PressurePolicy(**kwargs)  # type: ignore[arg-type]


def test_custom_thresholds_and_summarize_at_one() -> None:
    p = PressurePolicy(warn=0.5, truncate=0.6, summarize=1.0)
    assert decide(0.55, p) is Action.WARN
    assert decide(0.99, p) is Action.TRUNCATE
    assert decide(1.0, p) is Action.SUMMARIZE
    assert p.truncate_target == pytest.approx(0.55)


@given(st.floats(0, 2), st.floats(0, 2))
def test_decide_is_monotonic(a: float, b: float) -> None:
    order = [Action.NONE, Action.WARN, Action.TRUNCATE, Action.SUMMARIZE]
    lo, hi = sorted((a, b))
    assert order.index(decide(lo, PressurePolicy())) <= order.index(decide(hi, PressurePolicy()))


def test_plan_eviction() -> None:
    assert plan_eviction([10, 10, 10, 10], current=40, target=25) == 2
    assert plan_eviction([10, 10, 10, 10], current=40, target=40) == 0
    # the newest unit is protected
    assert plan_eviction([10, 10], current=20, target=0) == 1
    assert plan_eviction([], current=5, target=0) == 0
