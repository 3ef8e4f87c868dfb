"""Train the learned hedge reader (:mod:`decaymem.hedge`) on the worked halves of the update sets.

    python -m benchmarks.hedge_model [--check] [--cv]

Every value statement (label 1: it states a value the subject has) and hard negative (label 0:
it mentions one without asserting it, "Ana visited Lisbon") of the *worked* halves of the
knowledge-update sets (:func:`worked_items`) is turned into :func:`decaymem.hedge.features`
and a logistic regression (scikit-learn, L2, ``C=4``) is fitted; its weights are written to
``core/decaymem/data/hedge_weights.npz``. The test half of ``updates.jsonl`` and the held halves
of dev3, dev6, dev7, dev9, dev11, dev13-dev16 (and dev12, whose halves are by style) are never
read. ``--check`` refits and compares with the committed weights instead of writing them;
``--cv`` prints, for a leave-one-set-out fit over the worked sets, how many of the statements
the rules leave unhedged each threshold marks, and how many of those are hard negatives (what
:data:`decaymem.hedge.THRESHOLD` is chosen on).
"""

from __future__ import annotations

import argparse
import io
import json
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from decaymem.hedge import BUCKETS, WEIGHTS, features, probability
from decaymem.supersede import is_hedged

DATA = Path(__file__).with_name("data")
# the sets whose halves are by kind: the held kinds (never read here)
HELD_KINDS = {
    "dev6": {"cafe", "choir", "kids_team", "pet_food", "pool", "tea"},
    "dev7": {
        "climbing_wall",
        "dog_walker",
        "home_insurer",
        "nursery",
        "subscription",
        "yoga_class",
    },
    "dev9": {"bookshop", "five_a_side", "local_pub", "optician", "piano_teacher", "tailor"},
    "dev11": {"budget", "diet", "employer", "partner", "residence"},
}
WHOLLY_WORKED = ("dev2", "dev4", "dev5", "dev8", "dev10")
BY_PHRASING = ("dev13", "dev14", "dev15", "dev16")  # phrasings 1, 3, 5 held
C = 4.0


def _rows(path: Path) -> list[dict[str, Any]]:
    with path.open(encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def worked_items() -> dict[str, list[dict[str, Any]]]:
    """The worked questions of every set, by set (the tune half of ``updates.jsonl`` is "tune")."""
    out = {"tune": [it for it in _rows(DATA / "updates.jsonl") if it["split"] == "tune"]}
    for name in WHOLLY_WORKED:
        out[name] = _rows(DATA / f"updates_{name}.jsonl")
    for name, held in HELD_KINDS.items():
        out[name] = [it for it in _rows(DATA / f"updates_{name}.jsonl") if it["kind"] not in held]
    for name in BY_PHRASING:
        rows = _rows(DATA / f"updates_{name}.jsonl")
        out[name] = [it for it in rows if it["phrasing"] not in (1, 3, 5)]
    return out


def labelled(items: Iterable[dict[str, Any]]) -> dict[str, int]:
    """Each value statement (1) and hard negative (0) once."""
    out: dict[str, int] = {}
    for it in items:
        for s in it["statements"]:
            if s["role"] in ("value", "negative"):
                out[s["text"]] = int(s["role"] == "value")
    return out


def matrix(texts: Sequence[str]) -> Any:
    from scipy.sparse import csr_matrix

    rows: list[int] = []
    cols: list[int] = []
    vals: list[float] = []
    for i, t in enumerate(texts):
        for h, v in features(t).items():
            rows.append(i)
            cols.append(h)
            vals.append(v)
    return csr_matrix((vals, (rows, cols)), shape=(len(texts), BUCKETS))


def fit(data: dict[str, int]) -> tuple[np.ndarray, float]:
    """The weights and bias of a logistic regression on ``data``."""
    from sklearn.linear_model import LogisticRegression

    texts = sorted(data)
    model = LogisticRegression(C=C, max_iter=5000).fit(matrix(texts), [data[t] for t in texts])
    return model.coef_[0].astype(np.float32), float(model.intercept_[0])


def encode(weights: np.ndarray, bias: float) -> bytes:
    buf = io.BytesIO()
    np.savez_compressed(buf, weights=weights.astype(np.float32), bias=np.float64(bias))
    return buf.getvalue()


def cross_validate(sets: dict[str, dict[str, int]], thresholds: Sequence[float]) -> None:
    marked = {t: [0, 0] for t in thresholds}
    for left, held in sets.items():
        train = {t: y for name, d in sets.items() if name != left for t, y in d.items()}
        weights, bias = fit(train)
        for text, y in held.items():
            if text in train or is_hedged(text, learned=False):
                continue
            p = probability(features(text), weights, bias)
            for t in thresholds:
                if p < t:
                    marked[t][y] += 1
    print("threshold  marked  hard negatives  value statements")
    for t, (neg, pos) in marked.items():
        print(f"{t:9.2f}  {neg + pos:6d}  {neg:14d}  {pos:16d}")


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("--check", action="store_true", help="compare with the committed weights")
    p.add_argument("--cv", action="store_true", help="leave-one-set-out threshold table")
    args = p.parse_args(argv)
    sets = {name: labelled(items) for name, items in worked_items().items()}
    if args.cv:
        cross_validate(sets, (0.05, 0.1, 0.15, 0.2, 0.3, 0.5))
        return 0
    data = {t: y for d in sets.values() for t, y in d.items()}
    weights, bias = fit(data)
    print(f"{len(data)} statements ({sum(data.values())} value statements), {BUCKETS} buckets")
    if args.check:
        with np.load(WEIGHTS) as old:
            gap = float(np.abs(old["weights"] - weights).max())
            bias_gap = abs(float(old["bias"]) - bias)
        print(f"largest weight difference {gap:.2e}, bias {bias_gap:.2e}")
        return 0 if gap < 1e-3 and bias_gap < 1e-3 else 1
    WEIGHTS.parent.mkdir(exist_ok=True)
    WEIGHTS.write_bytes(encode(weights, bias))
    print(f"wrote {WEIGHTS} ({WEIGHTS.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
