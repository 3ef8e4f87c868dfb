"""Recall scoring: pure functions from per-memory features to scores.

Every mode maps the same :class:`Features` (arrays over candidate memories) to a score and a
retention ("decay") in (0, 1]. Ages are clamped at 0, so a memory stamped in the future never
decays above 1.

* :class:`SeedScoring` — the seed formula, exactly:
  ``score = ((cos + 1) / 2) * importance * exp(-lambda * dt)``, ``lambda`` per second (0.05),
  ``dt`` seconds since creation. Kept for reproducing the seed demo; a poor ranking (BENCHMARKS.md).
* :class:`HybridScoring` — relevance first: dense cosine and BM25 evidence are
  fused (cosine as is, BM25 saturated into [0, 1) as ``s / (s + lexical_saturation)``), so a
  score means the same thing whatever else is in the namespace and ``min_score`` is absolute.
  Recency (an Ebbinghaus curve with a half-life that grows with importance and reinforcement)
  and importance only modulate relevance within a narrow band, so they decide among comparably
  relevant memories. A memory recorded as superseded (a certain signal: an explicit
  :meth:`~decaymem.LongTermMemory.supersede` or the user's LLM) is damped.
* :class:`FusionScoring` — the default since the real-conversation benchmark
  (``benchmarks/locomo.py``): reciprocal-rank fusion of the dense and the lexical ranking, a
  guard so short filler cannot win on one shared word, recency and importance as tie-breakers
  among comparably relevant memories, and damping only for memories recorded as superseded on a
  certain signal (never a guess from wording or similarity).
* :class:`HybridScoring` — the previous default (score fusion of cosine and saturated BM25);
  kept as a named mode.
* :class:`CosineScoring`, :class:`BM25Scoring` — single-signal baselines for the benchmark.

Each mode also gives an upper bound on the score of a memory that was not among the candidates,
which exact top-k uses to decide when it has widened enough.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

from .errors import ConfigError

__all__ = [
    "BM25Scoring",
    "CosineScoring",
    "Features",
    "FusionScoring",
    "HybridScoring",
    "ScoringMode",
    "SeedScoring",
    "ebbinghaus",
    "half_life_retention",
]

Array = npt.NDArray[np.float64]
DAY_S = 86_400.0


@dataclass(frozen=True, slots=True)
class Features:
    """Per-candidate inputs of a scoring mode (all arrays of equal length).

    Attributes:
        similarity: cosine similarity to the query, in [-1, 1].
        lexical: raw BM25 score of the memory for the query (>= 0).
        importance: 1–10.
        created_at: epoch seconds.
        last_recalled_at: epoch seconds, NaN where never recalled.
        strength: half-life multiplier from reinforcement (1 = never reinforced).
        now: the time of the query.
        superseded_sim: cosine to the closest *newer* memory of the namespace (0 if none).
        words: words in each memory's text (``None``: unknown, no short-text guard).
        dense_rank / lexical_rank: 0-based ranks in the whole namespace by similarity and by
            BM25 (``None``: ranks among these candidates, exact when every memory is one).
    """

    similarity: Array
    lexical: Array
    importance: Array
    created_at: Array
    last_recalled_at: Array
    strength: Array
    now: float
    superseded_sim: Array | None = None
    words: Array | None = None
    dense_rank: Array | None = None
    lexical_rank: Array | None = None

    @property
    def age_s(self) -> Array:
        """Seconds since creation, clamped at 0."""
        out: Array = np.maximum(0.0, self.now - self.created_at)
        return out


def ebbinghaus(age_s: Array, lam: float) -> Array:
    """``exp(-lam * age)`` with age clamped at 0: retention in (0, 1]."""
    out: Array = np.exp(-lam * np.maximum(0.0, age_s))
    return out


def half_life_retention(age_s: Array, half_life_s: Array | float) -> Array:
    """``2 ** (-age / half_life)``, the Ebbinghaus curve written with a half-life."""
    out: Array = np.exp2(-np.maximum(0.0, age_s) / half_life_s)
    return out


@runtime_checkable
class ScoringMode(Protocol):
    """A recall ranking: features in, ``(score, decay)`` arrays out."""

    @property
    def name(self) -> str: ...

    @property
    def uses_lexical(self) -> bool: ...

    def score(self, f: Features) -> tuple[Array, Array]:
        """Return ``(score, decay)`` for every candidate."""
        ...

    def upper_bound(self, *, similarity: float, lexical: float, max_importance: float) -> float:
        """The highest score any memory with at most these similarity and lexical values can get."""
        ...


def _check_positive(name: str, v: float, *, allow_zero: bool = False) -> None:
    if isinstance(v, bool) or not isinstance(v, int | float) or not math.isfinite(v):
        raise ConfigError(f"{name} must be a finite number, got {v!r}")
    if v < 0 or (v == 0 and not allow_zero):
        raise ConfigError(f"{name} must be {'>= 0' if allow_zero else '> 0'}, got {v!r}")


@dataclass(frozen=True, slots=True, kw_only=True)
class SeedScoring:
    """The seed formula: ``((cos + 1) / 2) * importance * exp(-lam * dt)``, dt since creation.

    Example:
        >>> import numpy as np
        >>> f = Features(np.array([0.5]), np.array([0.0]), np.array([8.0]), np.array([0.0]),
        ...              np.array([np.nan]), np.array([1.0]), now=10.0)
        >>> round(float(SeedScoring().score(f)[0][0]), 6)  # 0.75 * 8 * e^-0.5
        3.639184
    """

    lam: float = 0.05

    def __post_init__(self) -> None:
        _check_positive("lam", self.lam, allow_zero=True)

    @property
    def name(self) -> str:
        return "seed"

    @property
    def uses_lexical(self) -> bool:
        return False

    def score(self, f: Features) -> tuple[Array, Array]:
        decay = ebbinghaus(f.age_s, self.lam)
        sim01 = (f.similarity + 1.0) / 2.0
        return sim01 * f.importance * decay, decay

    def upper_bound(self, *, similarity: float, lexical: float, max_importance: float) -> float:
        return (similarity + 1.0) / 2.0 * max_importance


@dataclass(frozen=True, slots=True, kw_only=True)
class CosineScoring:
    """Plain cosine similarity (benchmark baseline); decay reported as 1."""

    @property
    def name(self) -> str:
        return "cosine"

    @property
    def uses_lexical(self) -> bool:
        return False

    def score(self, f: Features) -> tuple[Array, Array]:
        return f.similarity.astype(np.float64), np.ones_like(f.similarity, dtype=np.float64)

    def upper_bound(self, *, similarity: float, lexical: float, max_importance: float) -> float:
        return similarity


@dataclass(frozen=True, slots=True, kw_only=True)
class BM25Scoring:
    """BM25 alone (benchmark baseline)."""

    @property
    def name(self) -> str:
        return "bm25"

    @property
    def uses_lexical(self) -> bool:
        return True

    def score(self, f: Features) -> tuple[Array, Array]:
        return f.lexical.astype(np.float64), np.ones_like(f.lexical, dtype=np.float64)

    def upper_bound(self, *, similarity: float, lexical: float, max_importance: float) -> float:
        return lexical


@dataclass(frozen=True, slots=True, kw_only=True)
class HybridScoring:
    """Relevance first (dense + BM25 fused), then recency and importance as a bounded modifier.

    ``relevance = dense_weight * max(cos, 0) + (1 - dense_weight) * sat(bm25)`` with
    ``sat(s) = s / (s + lexical_saturation)``;
    ``score = relevance * (1 - recency_weight - importance_weight
    + recency_weight * retention + importance_weight * (importance - 1) / 9)``, so recency and
    importance move a score by at most ``recency_weight + importance_weight`` of itself.
    Retention follows ``2 ** (-t / (half_life * (1 + importance_half_life_gain * (imp - 1) / 9)
    * strength))``, with ``t`` counted from the last reinforcing recall.

    Defaults are chosen by ``benchmarks/quality.py`` (see BENCHMARKS.md).
    """

    dense_weight: float = 0.5
    lexical_saturation: float = 10.0
    recency_weight: float = 0.3
    importance_weight: float = 0.05
    half_life_s: float = 30 * DAY_S
    importance_half_life_gain: float = 1.0
    supersede_threshold: float = 1.0  # only certain links (supersede() records 1.0)
    supersede_penalty: float = 0.5

    def __post_init__(self) -> None:
        for name in ("dense_weight", "recency_weight", "importance_weight", "supersede_penalty"):
            v = getattr(self, name)
            _check_positive(name, v, allow_zero=True)
            if v > 1:
                raise ConfigError(f"{name} must be in [0, 1], got {v!r}")
        if self.recency_weight + self.importance_weight >= 1:
            raise ConfigError("recency_weight + importance_weight must be < 1")
        _check_positive("half_life_s", self.half_life_s)
        _check_positive("lexical_saturation", self.lexical_saturation)
        _check_positive(
            "importance_half_life_gain", self.importance_half_life_gain, allow_zero=True
        )
        if not (0 < self.supersede_threshold <= 1.0 or math.isinf(self.supersede_threshold)):
            raise ConfigError("supersede_threshold must be in (0, 1] (or inf to disable)")

    @property
    def name(self) -> str:
        return "hybrid"

    @property
    def uses_lexical(self) -> bool:
        return self.dense_weight < 1

    def retention(self, f: Features) -> Array:
        since = np.where(np.isnan(f.last_recalled_at), f.created_at, f.last_recalled_at)
        half_life = (
            self.half_life_s
            * (1.0 + self.importance_half_life_gain * (f.importance - 1.0) / 9.0)
            * f.strength
        )
        return half_life_retention(f.now - since, half_life)

    def saturate(self, bm25: Array | float) -> Array:
        """BM25 mapped monotonically into [0, 1): ``s / (s + lexical_saturation)``."""
        s = np.maximum(np.asarray(bm25, dtype=np.float64), 0.0)
        out: Array = s / (s + self.lexical_saturation)
        return out

    def relevance(self, f: Features) -> Array:
        dense = np.maximum(f.similarity.astype(np.float64), 0.0)
        return self.dense_weight * dense + (1.0 - self.dense_weight) * self.saturate(f.lexical)

    def modifier(self, f: Features, retention: Array) -> Array:
        base = 1.0 - self.recency_weight - self.importance_weight
        imp = (f.importance - 1.0) / 9.0
        return base + self.recency_weight * retention + self.importance_weight * imp

    def score(self, f: Features) -> tuple[Array, Array]:
        retention = self.retention(f)
        score = self.relevance(f) * self.modifier(f, retention)
        if f.superseded_sim is not None and not math.isinf(self.supersede_threshold):
            damped = f.superseded_sim >= self.supersede_threshold
            score = np.where(damped, score * (1.0 - self.supersede_penalty), score)
        return score, retention

    def upper_bound(self, *, similarity: float, lexical: float, max_importance: float) -> float:
        # The modifier and the supersession damping are <= 1, so relevance bounds the score.
        lex = float(self.saturate(lexical))
        return self.dense_weight * max(similarity, 0.0) + (1.0 - self.dense_weight) * lex


def ranks(values: Array) -> Array:
    """0-based descending ranks (ties in input order), as floats."""
    out: Array = np.empty(len(values), dtype=np.float64)
    out[np.argsort(-values, kind="stable")] = np.arange(len(values), dtype=np.float64)
    return out


@dataclass(frozen=True, slots=True, kw_only=True)
class FusionScoring:
    """Rank fusion of dense and lexical evidence; recency and importance break near-ties.

    ``fused = (dense_weight / (k + 1 + r_dense) + lexical_weight * guard / (k + 1 + r_lex))``
    normalised by its maximum so it lies in (0, 1]; ``r_*`` are 0-based ranks in the namespace
    (a memory with no lexical match gets no lexical term) and ``k = rank_constant``.
    ``guard = min(1, words / short_words)``: BM25's length normalisation lifts short texts, so a
    two-word "Yep, Caroline!" cannot outrank a real answer on one shared word.
    A memory whose cosine is under ``dense_floor`` and that has no lexical match is scaled by
    ``(max(cos, 0) / dense_floor) ** 2``, so ``min_score`` keeps unrelated memories out even
    when the namespace holds nothing better; one with a lexical match has its lexical term
    scaled by ``max(cos, 0) / dense_floor``: a word shared with a text of unrelated meaning
    ("food" in a pasted itinerary, for "Are there any food restrictions?") counts for less.
    ``score = fused * (1 - recency_weight - importance_weight + recency_weight * retention
    + importance_weight * (importance - 1) / 9)``: with the small default weights, recency and
    importance reorder only memories whose fused relevance is within a few percent.
    A memory recorded as superseded on a certain signal (``superseded_sim`` >=
    ``supersede_threshold``: :meth:`~decaymem.LongTermMemory.supersede`, or the user's LLM
    deciding an UPDATE at fact extraction) is multiplied by ``1 - supersede_penalty``: it ranks
    below the value that replaced it among comparably relevant memories, and is still recalled
    (shown dated, "until <date>") for "what was it before?". Nothing is damped on a guess.

    Defaults are chosen on real conversations (``benchmarks/locomo.py``, BENCHMARKS.md).

    Example:
        >>> import numpy as np
        >>> f = Features(np.array([0.6, 0.2]), np.array([0.0, 3.0]), np.array([5.0, 5.0]),
        ...              np.array([0.0, 0.0]), np.array([np.nan, np.nan]), np.array([1.0, 1.0]),
        ...              now=0.0, words=np.array([12.0, 12.0]))
        >>> s, _ = FusionScoring().score(f)
        >>> bool(abs(s[0] - s[1]) < 0.05)  # one ranks first by meaning, one by words: a near-tie
        True
    """

    rank_constant: float = 6.0
    dense_weight: float = 1.0
    lexical_weight: float = 0.7
    short_words: float = 6.0
    dense_floor: float = 0.2
    recency_weight: float = 0.05
    importance_weight: float = 0.02
    half_life_s: float = 30 * DAY_S
    supersede_threshold: float = 1.0  # only certain links (supersede() records 1.0)
    supersede_penalty: float = 0.2

    def __post_init__(self) -> None:
        for name in ("recency_weight", "importance_weight", "supersede_penalty"):
            v = getattr(self, name)
            _check_positive(name, v, allow_zero=True)
            if v > 1:
                raise ConfigError(f"{name} must be in [0, 1], got {v!r}")
        if self.recency_weight + self.importance_weight >= 1:
            raise ConfigError("recency_weight + importance_weight must be < 1")
        for name in ("dense_weight", "lexical_weight"):
            _check_positive(name, getattr(self, name), allow_zero=True)
        if self.dense_weight + self.lexical_weight <= 0:
            raise ConfigError("dense_weight + lexical_weight must be > 0")
        _check_positive("rank_constant", self.rank_constant, allow_zero=True)
        _check_positive("short_words", self.short_words, allow_zero=True)
        _check_positive("dense_floor", self.dense_floor, allow_zero=True)
        _check_positive("half_life_s", self.half_life_s)
        if not (0 < self.supersede_threshold <= 1.0 or math.isinf(self.supersede_threshold)):
            raise ConfigError("supersede_threshold must be in (0, 1] (or inf to disable)")

    @property
    def name(self) -> str:
        return "fusion"

    @property
    def uses_lexical(self) -> bool:
        return self.lexical_weight > 0

    def retention(self, f: Features) -> Array:
        since = np.where(np.isnan(f.last_recalled_at), f.created_at, f.last_recalled_at)
        return half_life_retention(f.now - since, self.half_life_s * f.strength)

    def _norm(self) -> float:
        return (self.dense_weight + self.lexical_weight) / (self.rank_constant + 1.0)

    def relevance(self, f: Features) -> Array:
        """Fused rank relevance in [0, 1] (before recency, importance and supersession)."""
        sim = f.similarity.astype(np.float64)
        lex = np.maximum(f.lexical.astype(np.float64), 0.0)
        r_dense = f.dense_rank if f.dense_rank is not None else ranks(sim)
        r_lex = f.lexical_rank if f.lexical_rank is not None else ranks(lex)
        k = self.rank_constant + 1.0
        guard: Array | float = 1.0
        if f.words is not None and self.short_words > 0:
            guard = np.minimum(1.0, f.words / self.short_words)
        dense = self.dense_weight / (k + r_dense)
        lexical = np.where(lex > 0, self.lexical_weight * guard / (k + r_lex), 0.0)
        if self.dense_floor > 0:
            below = sim < self.dense_floor
            gate = np.maximum(sim, 0.0) / self.dense_floor
            # words shared with a text of (almost) unrelated meaning count for less
            lexical = np.where(below, lexical * gate, lexical)
            dense = np.where(below & (lex <= 0), dense * gate**2, dense)
        fused = dense + lexical
        out: Array = fused / self._norm()
        return out

    def score(self, f: Features) -> tuple[Array, Array]:
        retention = self.retention(f)
        imp = (f.importance - 1.0) / 9.0
        modifier = (
            1.0
            - self.recency_weight
            - self.importance_weight
            + self.recency_weight * retention
            + self.importance_weight * imp
        )
        score = self.relevance(f) * modifier
        if f.superseded_sim is not None and not math.isinf(self.supersede_threshold):
            damped = f.superseded_sim >= self.supersede_threshold
            score = np.where(damped, score * (1.0 - self.supersede_penalty), score)
        return score, retention

    def upper_bound(self, *, similarity: float, lexical: float, max_importance: float) -> float:
        # Ranks are not known from values alone: no useful bound (see rank_bound).
        return 1.0

    def candidate_bound(self, *, dense_rank: float, lexical_rank: float | None) -> float:
        """The highest score of a memory ranked at least ``dense_rank`` by similarity and at
        least ``lexical_rank`` by BM25 (``None``: it has no lexical match). The guard, the
        dense-floor gate and the recency/importance modifier are all <= 1."""
        k = self.rank_constant + 1.0
        lex = 0.0 if lexical_rank is None else self.lexical_weight / (k + lexical_rank)
        return (self.dense_weight / (k + dense_rank) + lex) / self._norm()

    def rank_bound(self, rank: float) -> float:
        """The highest score of a memory ranked at least ``rank`` in both lists."""
        k = self.rank_constant + 1.0
        return (self.dense_weight + self.lexical_weight) / (k + rank) / self._norm()
