"""Grid sweep of the hybrid scoring defaults on the synthetic set (choose on one seed, confirm
on another).

    python -m benchmarks.sweep [--seed 7] [--confirm 11]

Prints every grid point's long-horizon recall@5 and newest-fact precision@1, ranked by their
mean, for the choosing seed and the confirming seed side by side.
"""

from __future__ import annotations

import argparse
import itertools
import sys
from collections.abc import Sequence
from dataclasses import replace

from decaymem import CosineScoring, HybridScoring, ScoringMode, SentenceTransformerEmbedder

from .quality import evaluate
from .synthetic import generate

GRID = {
    "recency_weight": [0.15, 0.3],
    "lexical_saturation": [3.0, 10.0],
    "supersede_threshold": [0.7, 0.8],
}


def grid() -> dict[str, ScoringMode]:
    out: dict[str, ScoringMode] = {"cosine": CosineScoring()}
    keys = list(GRID)
    for values in itertools.product(*(GRID[k] for k in keys)):
        params = dict(zip(keys, values, strict=True))
        name = ", ".join(f"{k}={v:g}" for k, v in params.items())
        out[name] = replace(HybridScoring(), **params)  # type: ignore[arg-type]
    return out


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--confirm", type=int, default=11)
    args = p.parse_args(argv)
    emb = SentenceTransformerEmbedder()
    modes = grid()
    a = evaluate(generate(seed=args.seed), emb, modes)
    b = evaluate(generate(seed=args.confirm), emb, modes)

    def mean(r: dict[str, float]) -> float:
        return (r["long_horizon_recall@5"] + r["newest_fact_p@1"]) / 2

    print(f"| setting | seed {args.seed} LH@5 | p@1 | seed {args.confirm} LH@5 | p@1 |")
    print("|---|---:|---:|---:|---:|")
    for name in sorted(modes, key=lambda n: -mean(a[n])):
        ra, rb = a[name], b[name]
        print(
            f"| {name} | {ra['long_horizon_recall@5']:.3f} | {ra['newest_fact_p@1']:.3f} "
            f"| {rb['long_horizon_recall@5']:.3f} | {rb['newest_fact_p@1']:.3f} |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
