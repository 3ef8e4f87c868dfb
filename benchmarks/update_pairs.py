"""The update detector pair by pair, and how its one fitted constant was chosen.

    python -m benchmarks.update_pairs [--split tune|test|dev2|...|dev16] [--cache-dir DIR] [--lopo|--ablate] [--show]

Every item of ``benchmarks/data/updates.jsonl`` gives ordered pairs (earlier statement, later
statement) with the MiniLM cosine the memory would see at write time:

* *updates*: a value statement and the subject's next value (what must be linked);
* *false pairs*: every other ordered pair (a value and a later hard negative or distractor, a
  hard negative and a later value, two distractors...), except a value and a later value that
  is not its successor (linking those is harmless: chains join in time order).

``recognised`` counts updates that :func:`decaymem.updates.is_update` links, ``false`` the false
pairs it links. ``--lopo`` chooses :data:`decaymem.supersede.ONE_SIDED_MIN_COSINE` (the least
cosine of the structural fallback) by leave-one-phrasing-out on the tune half: on two of
phrasings 0, 2, 4, the midpoint between the highest-cosine false pair and the lowest-cosine
update that the fallback alone would link; then the held-out phrasing is scored with it, pairs
and the ranking benchmark (``benchmarks.updates``). The committed constant is the rounded mean of
the three folds' choices. ``--ablate`` scores each update wording of the tune half as if the
lexicon did not know it (its lexicon words that no other wording uses removed), with and
without the fallback: an estimate of what an unseen wording gets. Only the tune half is read
with ``--lopo`` or ``--ablate``.
"""

from __future__ import annotations

import argparse
import itertools
import re
import statistics
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any
from unittest import mock

import numpy as np

from decaymem import Embedder, HashingEmbedder, SentenceTransformerEmbedder
from decaymem import supersede as sup
from decaymem.updates import is_update

from . import updates as bench
from .embed_cache import DiskCachedEmbedder

FLOOR = 0.1  # LongTermMemory's default supersede_floor


@dataclass(frozen=True)
class Pair:
    update: bool
    kind: str
    phrasing: int
    old: str
    new: str
    cosine: float
    roles: str


def pairs_of(items: Sequence[dict[str, Any]], embedder: Embedder) -> list[Pair]:
    """The ordered pairs of each distinct item (items sharing statements count once)."""
    seen: set[tuple[str, ...]] = set()
    out: list[Pair] = []
    for it in items:
        st = it["statements"]
        key = tuple(s["text"] for s in st)
        if key in seen:
            continue
        seen.add(key)
        vec = embedder.embed([s["text"] for s in st])
        values = [i for i, s in enumerate(st) if s["role"] == "value"]
        successor = dict(itertools.pairwise(values))
        for i in range(len(st)):
            for j in range(i + 1, len(st)):
                both_values = st[i]["role"] == "value" and st[j]["role"] == "value"
                if both_values and successor.get(i) != j:
                    continue
                out.append(
                    Pair(
                        update=both_values,
                        kind=it["kind"],
                        phrasing=it["phrasing"],
                        old=st[i]["text"],
                        new=st[j]["text"],
                        cosine=float(np.dot(vec[i], vec[j])),
                        roles=f"{st[i]['role']}>{st[j]['role']}",
                    )
                )
    return out


def linked(p: Pair) -> bool:
    return is_update(p.old, p.new, p.cosine, floor=FLOOR)


def fallback_only(p: Pair) -> bool:
    """Whether the structural fallback links ``p`` and nothing else would."""
    with mock.patch.object(sup, "ONE_SIDED_MIN_COSINE", 2.0):
        without = linked(p)
    return linked(p) and not without


def tally(pairs: Sequence[Pair]) -> tuple[int, int, int, int]:
    ups = [p for p in pairs if p.update]
    false = [p for p in pairs if not p.update]
    return sum(map(linked, ups)), len(ups), sum(map(linked, false)), len(false)


def choose(pairs: Sequence[Pair]) -> float:
    """The fallback's least cosine: midway between the false pairs and the updates that it
    applies to (whatever the lexicon decides about them)."""
    hits = [p for p in pairs if p.cosine >= FLOOR and sup.one_sided_update(p.new, p.old)]
    worst_false = max((p.cosine for p in hits if not p.update), default=FLOOR)
    best_update = min((p.cosine for p in hits if p.update), default=1.0)
    if best_update <= worst_false:
        return worst_false + 1e-6  # no threshold separates them: refuse every false pair
    return (worst_false + best_update) / 2


def _ranked(items: Sequence[dict[str, Any]], embedder: Embedder, cut: float) -> dict[str, float]:
    with mock.patch.object(sup, "ONE_SIDED_MIN_COSINE", cut):
        rows, _, _ = bench.evaluate(items, embedder, {bench.DEFAULT: None})
    return rows[bench.DEFAULT]


def lopo(items: Sequence[dict[str, Any]], embedder: Embedder) -> Iterator[str]:
    phrasings = sorted({it["phrasing"] for it in items})
    cuts = []
    for held in phrasings:
        train = [it for it in items if it["phrasing"] != held]
        test = [it for it in items if it["phrasing"] == held]
        cut = choose(pairs_of(train, embedder))
        cuts.append(cut)
        with mock.patch.object(sup, "ONE_SIDED_MIN_COSINE", cut):
            rec, n_up, fp, n_false = tally(pairs_of(test, embedder))
        r = _ranked(test, embedder, cut)
        yield (
            f"held out phrasing {held}: cut {cut:.3f}; recognised {rec}/{n_up}, "
            f"false {fp}/{n_false}; p@1 {r['p@1']:.3f}, older@1 {r['older@1']:.3f}"
        )
    yield f"mean cut {statistics.fmean(cuts):.3f} (committed: {sup.ONE_SIDED_MIN_COSINE})"


class _Blanked:
    """``_CUE`` with some words blanked out of the text first (an unknown wording)."""

    def __init__(self, inner: re.Pattern[str], words: frozenset[str]) -> None:
        self.inner = inner
        self.drop = re.compile(r"\b(?:" + "|".join(map(re.escape, words)) + r")\b", re.I)

    def search(self, text: str) -> re.Match[str] | None:
        return self.inner.search(self.drop.sub("_", text))


def _stem(word: str) -> str:
    return re.sub(r"(?:'s|ing|ed|es|s|d)$", "", word) if len(word) > 4 else word


def _template(text: str, subject: str, value: str) -> str:
    return text.replace(value, "V").replace(subject, "S")


def ablate(items: Sequence[dict[str, Any]], embedder: Embedder) -> Iterator[str]:
    """Each update wording as if the lexicon did not know it: the lexicon words (cue or
    attribute words) that no other wording of the half uses are removed from the lexicon, and
    that wording's updates are scored with and without the structural fallback; false pairs
    are counted over the whole half under the same removal."""
    pairs = pairs_of(items, embedder)
    wording: dict[str, set[str]] = {}  # template -> texts of its updates
    for it in items:
        values = [s for s in it["statements"] if s["role"] == "value"]
        for s in values[1:]:
            t = _template(s["text"], it["subject"], s["value"])
            wording.setdefault(t, set()).add(s["text"])
    stems = {t: {_stem(w) for w in re.findall(r"[a-z][a-z'-]+", t.lower())} for t in wording}
    lexicon = set().union(*sup._GROUPS.values())
    cue_words = {w for t in wording for w in re.findall(r"[a-z][a-z'-]+", t.lower())}
    lexicon |= {w for w in cue_words if sup._CUE.search(w)}
    total = {"known": 0, "lexicon": 0, "fallback": 0, "n": 0, "false": 0}
    for t, texts in sorted(wording.items()):
        # the stems of this wording that no other wording (other stems) uses
        others = set().union(*(w for u, w in stems.items() if w != stems[t]))
        unique = stems[t] - others
        drop = frozenset(w for w in lexicon if _stem(w) in unique)
        ups = [p for p in pairs if p.update and p.new in texts]
        known = sum(map(linked, ups))
        groups = {g: lex - drop for g, lex in sup._GROUPS.items()}
        cue = _Blanked(sup._CUE, drop) if drop else sup._CUE
        with mock.patch.object(sup, "_GROUPS", groups), mock.patch.object(sup, "_CUE", cue):
            sup._analyse.cache_clear()
            with_fb = sum(map(linked, ups))
            false = sum(linked(p) for p in pairs if not p.update)
            with mock.patch.object(sup, "ONE_SIDED_MIN_COSINE", 2.0):
                lex_only = sum(map(linked, ups))
        sup._analyse.cache_clear()
        for k, v in (("known", known), ("lexicon", lex_only), ("fallback", with_fb)):
            total[k] += v
        total["n"] += len(ups)
        total["false"] += false
        yield (
            f"{t!r}: without {sorted(drop) or '-'}: {lex_only} -> {with_fb} of {len(ups)} "
            f"(known {known}); false pairs {false}"
        )
    yield (
        f"all wordings: known {total['known']}/{total['n']}; unknown, without the one-sided "
        f"rule {total['lexicon']}, with it {total['fallback']}; false pairs summed over "
        f"the {len(wording)} removals {total['false']}"
    )


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument(
        "--split",
        default="tune",
        choices=[s for s in bench.SPLITS if s != "all"],
    )
    p.add_argument("--hashing", action="store_true", help="hashing embedder (no model)")
    p.add_argument("--data", help="the items (default: the file of --split)")
    p.add_argument("--cache-dir", help="embedding cache directory")
    p.add_argument("--lopo", action="store_true", help="leave-one-phrasing-out (tune half)")
    p.add_argument("--ablate", action="store_true", help="each wording unknown (tune half)")
    p.add_argument("--show", action="store_true", help="list missed updates and false links")
    args = p.parse_args(argv)
    split = "tune" if args.lopo or args.ablate else args.split
    items = bench.load(bench.data_for(split, args.data), split)
    embedder: Embedder
    if args.hashing:
        embedder = HashingEmbedder()
    else:
        embedder = DiskCachedEmbedder(SentenceTransformerEmbedder(), args.cache_dir)
        embedder.embed(bench.all_texts(items))
    if args.lopo or args.ablate:
        for line in (lopo if args.lopo else ablate)(items, embedder):
            print(line)
        return 0
    pairs = pairs_of(items, embedder)
    rec, n_up, fp, n_false = tally(pairs)
    print(f"{split}: updates recognised {rec}/{n_up}; false pairs linked {fp}/{n_false}")
    from_value = [q for q in pairs if not q.update and q.roles.startswith("value>")]
    print(
        f"  false pairs from a value statement (to a later negative or distractor): "
        f"{sum(map(linked, from_value))}/{len(from_value)}"
    )
    if not hasattr(sup, "ONE_SIDED_MIN_COSINE"):  # code from before the fallback
        return 0
    by_fallback = [q for q in pairs if linked(q) and fallback_only(q)]
    print(
        f"  of which by the structural fallback: {sum(q.update for q in by_fallback)} updates, "
        f"{sum(not q.update for q in by_fallback)} false"
    )
    if args.show:
        for q in pairs:
            if q.update != linked(q):
                tag = "MISSED" if q.update else "FALSE"
                print(f"  {tag} [{q.kind}/{q.roles} cos {q.cosine:.2f}] {q.old!r} -> {q.new!r}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
