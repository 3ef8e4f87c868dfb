"""Does a statement assert a value at all? A small learned reader of hedges (pure, offline).

The rule reader of :mod:`decaymem.supersede` knows hedges by their words ("thought about
moving", "visited", "turned it down"); people hedge in more ways than any list holds ("i might
move 2 manchester one day, not anytime soon", "got offered a room in porto, said no"). This
module adds a linear model over the statement's own words and character n-grams, hashed into
:data:`BUCKETS` buckets, that gives the probability that a statement about a subject asserts a
value the subject has (rather than mentioning one it does not: a visit, an offer turned down, a
plan). :func:`decaymem.supersede.is_hedged` counts a statement as hedged where the rules say so
or, where they read no change wording either, where this probability is below :data:`THRESHOLD`.

The weights (``data/hedge_weights.npz``) are trained by ``python -m benchmarks.hedge_model`` on
the value statements and hard negatives of the worked halves of the knowledge-update sets only
(never the test half nor a held half); the script and the threshold's choice (leave-one-set-out
over the worked sets) are in BENCHMARKS.md. Deterministic: the same text always gets the same
probability, and nothing is downloaded.
"""

from __future__ import annotations

import itertools
import math
import re
import zlib
from functools import lru_cache
from pathlib import Path

import numpy as np

__all__ = ["BUCKETS", "THRESHOLD", "WEIGHTS", "features", "probability", "value_probability"]

BUCKETS = 1 << 18
# below this probability a statement is read as asserting no value: chosen on the worked sets
# with each set read by a model not trained on it (0.05 cost them 2 current values and gained
# 1 older one, 0.10 cost 9 and 2); of what it marks there, 243 of 265 are hard negatives
# (BENCHMARKS.md, "A learned hedge reader")
THRESHOLD = 0.05
WEIGHTS = Path(__file__).with_name("data") / "hedge_weights.npz"

_WORD = re.compile(r"[^\W_]{2,}|\d+")
# a capitalised word or a number: what a hedge is said of, not how (masked as "X", so that the
# model reads the frame, "toured a flat in X", and not the names it was trained on)
_NAME_OR_NUMBER = re.compile(r"(?<![\w'])[A-Z][\w'-]*|\d[\d,.:]*")
_SPACE = re.compile(r"\S+")


def _grams(text: str) -> tuple[list[str], list[str]]:
    low = _NAME_OR_NUMBER.sub("X", text).lower()
    words = _WORD.findall(low)
    word_grams = words + [f"{a} {b}" for a, b in itertools.pairwise(words)]
    char_grams: list[str] = []
    for token in _SPACE.findall(low):
        padded = f" {token} "
        for n in range(2, 6):
            char_grams.extend(padded[i : i + n] for i in range(len(padded) - n + 1))
    return word_grams, char_grams


def features(text: str) -> dict[int, float]:
    """The statement's hashed features, its capitalised words and numbers masked: words and
    word pairs, and the character 2- to 5-grams of each token, each group with sublinear counts
    (``1 + ln n``) scaled to unit length."""
    out: dict[int, float] = {}
    for group, grams in zip("wc", _grams(text), strict=True):
        counts: dict[int, int] = {}
        for g in grams:
            h = zlib.crc32(f"{group}\x00{g}".encode("utf-8", "surrogatepass")) % BUCKETS
            counts[h] = counts.get(h, 0) + 1
        values = {h: 1.0 + math.log(c) for h, c in counts.items()}
        norm = math.sqrt(sum(v * v for v in values.values())) or 1.0
        for h, v in values.items():
            out[h] = out.get(h, 0.0) + v / norm
    return out


@lru_cache(maxsize=1)
def _load() -> tuple[np.ndarray, float]:
    with np.load(WEIGHTS) as data:
        weights = data["weights"].astype(np.float64)
        bias = float(data["bias"])
    if weights.shape != (BUCKETS,):
        raise ValueError(f"{WEIGHTS} holds {weights.shape[0]} weights, not {BUCKETS}")
    return weights, bias


@lru_cache(maxsize=16_384)
def value_probability(text: str) -> float:
    """The probability that ``text`` asserts a value its subject has (1.0 for a text with no
    word: nothing to read a hedge from)."""
    if not _WORD.search(text):
        return 1.0
    return probability(features(text), *_load())


def probability(feats: dict[int, float], weights: np.ndarray, bias: float) -> float:
    """The model's probability for hashed features, given its weights (the training script's
    cross-validation scores with the same function)."""
    idx = np.fromiter(feats.keys(), dtype=np.int64, count=len(feats))
    val = np.fromiter(feats.values(), dtype=np.float64, count=len(feats))
    z = float(weights[idx].astype(np.float64, copy=False) @ val) + bias
    return 1.0 / (1.0 + math.exp(-z)) if z > -700 else 0.0
