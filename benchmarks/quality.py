"""Recall quality on the synthetic long-conversation set: which scoring mode ranks best.

    python -m benchmarks.quality [--quick] [--hashing] [--seed N] [--json out.json]

Metrics (per mode, all conversations pooled):
* long-horizon recall@5 / @10 — the newest statement of a subject is in the top k, for subjects
  whose newest statement is at least 30 days old;
* newest-fact precision@1 — for subjects that were updated, the top result is the newest
  statement (not the stale one, not a hard negative, not recent small talk);
* stale-above-newest — how often the stale statement outranks the newest one.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from decaymem import (
    BM25Scoring,
    CosineScoring,
    Embedder,
    FixedClock,
    HashingEmbedder,
    HybridScoring,
    InMemoryStore,
    LongTermMemory,
    MemoryInput,
    ScoringMode,
    SeedScoring,
    SentenceTransformerEmbedder,
)

from .synthetic import DAY, Conversation, generate

YEAR_LAMBDA = math.log(2) / (365 * DAY)


def modes() -> dict[str, ScoringMode]:
    """Every mode and variant measured; the default is ``hybrid``."""
    d = HybridScoring()
    out: dict[str, ScoringMode] = {
        "seed (λ=0.05/s)": SeedScoring(),
        "seed (half-life 1 year)": SeedScoring(lam=YEAR_LAMBDA),
        "cosine": CosineScoring(),
        "bm25": BM25Scoring(),
        "hybrid (default)": d,
        "hybrid, no supersession": replace(d, supersede_threshold=math.inf),
        "hybrid, no recency/importance": replace(d, recency_weight=0.0, importance_weight=0.0),
        "hybrid, dense only": replace(d, dense_weight=1.0),
    }
    for w in (0.3, 0.7):
        out[f"hybrid, dense_weight={w}"] = replace(d, dense_weight=w)
    for r in (0.05, 0.15, 0.5):
        out[f"hybrid, recency_weight={r}"] = replace(d, recency_weight=r)
    for days in (7, 180):
        out[f"hybrid, half-life {days} d"] = replace(d, half_life_s=days * DAY)
    for th in (0.8, 0.9):
        out[f"hybrid, supersede at {th}"] = replace(d, supersede_threshold=th)
    for sat in (1.0, 3.0):
        out[f"hybrid, lexical_saturation={sat:g}"] = replace(d, lexical_saturation=sat)
    return out


@dataclass
class Score:
    lh_hits5: int = 0
    lh_hits10: int = 0
    lh_total: int = 0
    upd_top1: int = 0
    upd_total: int = 0
    stale_above: int = 0

    def row(self) -> dict[str, float]:
        return {
            "long_horizon_recall@5": self.lh_hits5 / max(1, self.lh_total),
            "long_horizon_recall@10": self.lh_hits10 / max(1, self.lh_total),
            "newest_fact_p@1": self.upd_top1 / max(1, self.upd_total),
            "stale_above_newest": self.stale_above / max(1, self.upd_total),
            "n_long_horizon": self.lh_total,
            "n_updated": self.upd_total,
        }


def load(ltm: LongTermMemory, conv: Conversation) -> list[str]:
    items = [MemoryInput(text=s.text, importance=s.importance, at=s.at) for s in conv.statements]
    return ltm.remember_many(items, namespace=conv.name)


def evaluate(
    convs: Sequence[Conversation], embedder: Embedder, mode_set: dict[str, ScoringMode]
) -> dict[str, dict[str, float]]:
    clock = FixedClock(convs[0].now)
    # consolidate=False: the set has exact repeats of small talk that must stay separate items.
    ltm = LongTermMemory(store=InMemoryStore(), embedder=embedder, clock=clock, consolidate=False)
    ids = {c.name: load(ltm, c) for c in convs}
    scores = {name: Score() for name in mode_set}
    for conv in convs:
        clock.set(conv.now)
        for q in conv.queries:
            truth = ids[conv.name][q.truth]
            stale = {ids[conv.name][i] for i in q.stale}
            for name, mode in mode_set.items():
                got = [r.id for r in ltm.recall(q.text, k=10, namespace=conv.name, scoring=mode)]
                s = scores[name]
                if q.age_days >= 30:
                    s.lh_total += 1
                    s.lh_hits5 += truth in got[:5]
                    s.lh_hits10 += truth in got
                if q.updated:
                    s.upd_total += 1
                    s.upd_top1 += bool(got) and got[0] == truth
                    rank = {mid: i for i, mid in enumerate(got)}
                    t_rank = rank.get(truth, 99)
                    s.stale_above += any(rank.get(x, 99) < t_rank for x in stale)
    return {name: s.row() for name, s in scores.items()}


def evaluate_rankings(
    convs: Sequence[Conversation], rankings: dict[str, dict[str, list[int]]]
) -> dict[str, float]:
    """The same metrics for an external ranker: ``{conversation: {query: [statement index]}}``."""
    s = Score()
    for conv in convs:
        for q in conv.queries:
            got = rankings[conv.name][q.text][:10]
            if q.age_days >= 30:
                s.lh_total += 1
                s.lh_hits5 += q.truth in got[:5]
                s.lh_hits10 += q.truth in got
            if q.updated:
                s.upd_total += 1
                s.upd_top1 += bool(got) and got[0] == q.truth
                rank = {i: r for r, i in enumerate(got)}
                t_rank = rank.get(q.truth, 99)
                s.stale_above += any(rank.get(x, 99) < t_rank for x in q.stale)
    return s.row()


def markdown(results: dict[str, dict[str, float]], title: str) -> str:
    lines = [
        f"#### {title}",
        "",
        "| mode | long-horizon recall@5 | recall@10 | newest-fact p@1 | stale above newest |",
        "|---|---:|---:|---:|---:|",
    ]
    for name, r in results.items():
        lines.append(
            f"| {name} | {r['long_horizon_recall@5']:.3f} | {r['long_horizon_recall@10']:.3f} "
            f"| {r['newest_fact_p@1']:.3f} | {r['stale_above_newest']:.3f} |"
        )
    any_r = next(iter(results.values()))
    lines.append("")
    lines.append(
        f"Queries: {any_r['n_long_horizon']:.0f} long-horizon (newest statement ≥ 30 days old), "
        f"{any_r['n_updated']:.0f} about updated facts."
    )
    return "\n".join(lines)


def run(*, quick: bool, hashing: bool, seeds: Sequence[int]) -> dict[str, Any]:
    embedder: Embedder = HashingEmbedder() if hashing else SentenceTransformerEmbedder()
    out: dict[str, Any] = {"embedder": embedder.name, "seeds": {}}
    for seed in seeds:
        convs = generate(n_conversations=3 if quick else 12, seed=seed)
        t = time.perf_counter()
        out["seeds"][seed] = evaluate(convs, embedder, modes())
        out.setdefault("seconds", {})[seed] = time.perf_counter() - t
    return out


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("--quick", action="store_true", help="3 conversations instead of 12")
    p.add_argument("--hashing", action="store_true", help="hashing embedder (no model)")
    p.add_argument("--seed", type=int, action="append", help="set seed(s); default 7 and 11")
    p.add_argument("--json", help="write the figures here")
    args = p.parse_args(argv)
    res = run(quick=args.quick, hashing=args.hashing, seeds=args.seed or [7, 11])
    for seed, results in res["seeds"].items():
        print(markdown(results, f"seed {seed} ({res['embedder']})"))
        print()
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(res, f, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
