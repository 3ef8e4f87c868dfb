from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from decaymem import ConfigError, CosineScoring, Features, HybridScoring, SeedScoring
from decaymem.scoring import DAY_S


def feats(sim, imp, created, now, *, lex=None, last=None, strength=None, sup=None) -> Features:  # type: ignore[no-untyped-def]
    n = len(sim)
    return Features(
        similarity=np.asarray(sim, dtype=float),
        lexical=np.asarray(lex if lex is not None else [0.0] * n, dtype=float),
        importance=np.asarray(imp, dtype=float),
        created_at=np.asarray(created, dtype=float),
        last_recalled_at=np.asarray(last if last is not None else [np.nan] * n, dtype=float),
        strength=np.asarray(strength if strength is not None else [1.0] * n, dtype=float),
        superseded_sim=np.asarray(sup if sup is not None else [0.0] * n, dtype=float),
        now=now,
    )


def test_seed_mode_is_the_seed_formula_by_hand() -> None:
    # score = ((cos + 1) / 2) * importance * e^(-0.05 * dt), dt in seconds since creation
    f = feats([0.5, -1.0, 1.0, 0.2], [8, 10, 1, 5], [1000, 1000, 1010, 990], now=1010.0)
    score, decay = SeedScoring().score(f)
    expected_decay = [math.exp(-0.5), math.exp(-0.5), 1.0, math.exp(-1.0)]
    expected = [
        0.75 * 8 * math.exp(-0.5),  # 3.6391839582
        0.0 * 10 * math.exp(-0.5),
        1.0 * 1 * 1.0,
        0.6 * 5 * math.exp(-1.0),  # 1.1036383235
    ]
    assert decay == pytest.approx(expected_decay, rel=1e-12)
    assert score == pytest.approx(expected, rel=1e-12)
    assert score[0] == pytest.approx(3.6391839582, rel=1e-9)
    assert score[3] == pytest.approx(1.1036383235, rel=1e-9)


def test_seed_lambda_is_per_second_and_configurable() -> None:
    f = feats([1.0], [1.0], [0.0], now=60.0)
    assert SeedScoring(lam=0.0).score(f)[0][0] == 1.0
    assert SeedScoring(lam=0.01).score(f)[0][0] == pytest.approx(math.exp(-0.6))
    with pytest.raises(ConfigError):
        SeedScoring(lam=-1.0)
    with pytest.raises(ConfigError):
        SeedScoring(lam=math.nan)


def test_future_timestamps_clamp_age_to_zero_and_decay_to_one() -> None:
    f = feats([0.3, 0.3], [5, 5], [2000.0, 5000.0], now=1000.0)
    for mode in (SeedScoring(), HybridScoring()):
        _, decay = mode.score(f)
        assert list(decay) == [1.0, 1.0]


@given(
    sim=st.floats(-1, 1),
    imp=st.floats(1, 10),
    lex=st.floats(0, 50),
    age1=st.floats(0, 10 * 365 * DAY_S),
    extra=st.floats(0, 10 * 365 * DAY_S),
)
def test_score_never_rises_with_age(
    sim: float, imp: float, lex: float, age1: float, extra: float
) -> None:
    now = 2e9
    f1 = feats([sim], [imp], [now - age1], now, lex=[lex])
    f2 = feats([sim], [imp], [now - age1 - extra], now, lex=[lex])
    for mode in (SeedScoring(), HybridScoring()):
        s1, d1 = mode.score(f1)
        s2, d2 = mode.score(f2)
        assert s2[0] <= s1[0] + 1e-12
        assert 0.0 <= d2[0] <= d1[0] <= 1.0


@given(sim=st.floats(-1, 1), imp=st.floats(1, 10), lex=st.floats(0, 100), age=st.floats(0, 1e9))
def test_upper_bound_holds(sim: float, imp: float, lex: float, age: float) -> None:
    f = feats([sim], [imp], [0.0], age, lex=[lex])
    for mode in (SeedScoring(), HybridScoring(), CosineScoring()):
        bound = mode.upper_bound(similarity=sim, lexical=lex, max_importance=10.0)
        assert mode.score(f)[0][0] <= bound + 1e-12


def test_hybrid_keeps_relevance_first() -> None:
    h = HybridScoring()
    now = 400 * DAY_S
    # a clearly more relevant but old, unimportant memory vs an irrelevant, fresh, important one
    f = feats([0.8, 0.2], [1, 10], [0.0, now], now)
    s, _ = h.score(f)
    assert s[0] > s[1]
    # recency and importance move a score by at most recency_weight + importance_weight
    g = feats([0.5, 0.5], [1, 10], [0.0, now], now)
    s, _ = h.score(g)
    assert s[0] >= s[1] * (1 - h.recency_weight - h.importance_weight) - 1e-12
    assert s[1] > s[0]  # among equally relevant memories, the fresh important one wins


def test_hybrid_supersession_damps_older_memory() -> None:
    h = HybridScoring()
    f = feats([0.6, 0.6], [5, 5], [0.0, 0.0], 10.0, sup=[h.supersede_threshold, 0.0])
    s, _ = h.score(f)
    assert s[0] == pytest.approx(s[1] * (1 - h.supersede_penalty))


def test_reinforcement_slows_forgetting() -> None:
    h = HybridScoring()
    now = 90 * DAY_S
    f = feats([0.5, 0.5], [5, 5], [0.0, 0.0], now, strength=[1.0, 3.0])
    _, decay = h.score(f)
    assert decay[1] > decay[0]
    g = feats([0.5], [5], [0.0], now, last=[now - DAY_S])  # recalled yesterday: clock restarted
    assert h.score(g)[1][0] > decay[0]


@pytest.mark.parametrize(
    "kwargs",
    [
        {"dense_weight": 1.5},
        {"recency_weight": 0.6, "importance_weight": 0.5},
        {"half_life_s": 0},
        {"half_life_s": math.inf},
        {"lexical_saturation": 0},
        {"supersede_threshold": 1.5},
    ],
)
def test_hybrid_config_is_validated(kwargs: dict[str, float]) -> None:
    with pytest.raises(ConfigError):
        HybridScoring(**kwargs)  # type: ignore[arg-type]
