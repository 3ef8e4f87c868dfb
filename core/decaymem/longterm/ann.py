"""The candidate path of recall: ANN and lexical candidates, scored exactly, widened by a bound.

A namespace past ``candidate_limit`` memories (default scoring) or past ``exact_limit`` (vectors
not held in process) is not scored exhaustively. Recall takes instead:

* the store's ANN top-``c`` (Chroma's HNSW: ids and distances only, nothing else fetched);
* the exact lexical top-``c`` (BM25 over the postings of the query's words; every memory with a
  higher score or an equal score and a lower row is in it, so lexical ranks are exact);

scores their union with the same pure :class:`~decaymem.scoring.ScoringMode` as the exhaustive
path (similarities from the vectors held in process when the namespace has them, ranks for
:class:`~decaymem.scoring.FusionScoring` taken among the union), and widens ``c`` until no
memory outside the union can outrank the k-th result
(:meth:`~decaymem.scoring.FusionScoring.candidate_bound`). The bound assumes the ANN top-``c``
is the true dense top-``c``; where HNSW misses a neighbour the answer can differ from brute
force, and BENCHMARKS.md states the measured rate.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from ..index import NamespaceIndex
from ..stores import VectorStore

__all__ = [
    "dense_top",
    "lexical_ranks",
    "lexical_top",
    "ranks_in",
    "sims_from_store",
]

Rows = npt.NDArray[np.int64]
Array = npt.NDArray[np.float64]


def lexical_top(matched: Rows, scores: Array, c: int) -> Rows:
    """The ``c`` best lexical matches by (score descending, row ascending): exactly the rows
    whose namespace-wide lexical rank is below ``c``. ``matched`` is ascending."""
    if len(matched) <= c:
        return matched
    part = np.argpartition(-scores, c - 1)[:c]
    cutoff = scores[part].min()
    above = np.flatnonzero(scores > cutoff)
    tied = np.flatnonzero(scores == cutoff)[: c - len(above)]  # lowest rows first
    out: Rows = np.sort(matched[np.concatenate([above, tied])])
    return out


def lexical_ranks(rows: Rows, lex: Array, matched: Rows, scores: Array) -> Array:
    """Namespace-wide lexical ranks of ``rows`` (0-based, ties by row, as :func:`ranks` over
    every memory), from every match's score, without sorting the matches.

    Args:
        rows: the candidates' index rows; ``lex``: their BM25 scores.
        matched: every row with a BM25 score > 0 (ascending); ``scores``: those scores.

    Rows without a match get ``len(matched)`` (they carry no lexical term).
    """
    out = np.full(len(rows), float(len(matched)))
    hit = np.flatnonzero(lex > 0)
    if len(hit):
        out[hit] = ranks_in(rows[hit], lex[hit], matched, scores)
    return out


def dense_top(sims: Array, c: int) -> Rows:
    """The ``c`` rows ranked first by similarity (descending, ties by row), ascending."""
    return lexical_top(np.arange(len(sims)), sims, c)


def ranks_in(rows: Rows, values: Array, among: Rows, among_values: Array) -> Array:
    """0-based ranks of ``rows`` (with ``values``) among ``among`` (ascending rows, every one
    ranked: the namespace's memories or its lexical matches), descending, ties by row.

    One bisection of every value of ``among`` into the candidates' distinct values, so the cost
    is O(len(among) log len(rows)): no sort of ``among``. Every row of ``rows`` is in ``among``.
    """
    if len(rows) == 0:
        return np.zeros(0)
    thresholds = np.unique(values)  # ascending
    m = len(thresholds)
    left = np.searchsorted(thresholds, among_values, side="left")  # thresholds below each
    # greater[j]: how many of `among` are above thresholds[j]
    greater = np.cumsum(np.bincount(left, minlength=m + 1)[::-1])[::-1][1:]
    at = np.searchsorted(thresholds, values)
    rank = greater[at].astype(np.float64)
    # Ties: an equal value comes first when its row is lower. One integer key per
    # (threshold, row), sorted once, answers every candidate by bisection.
    eq = np.flatnonzero(left < m)
    eq = eq[among_values[eq] == thresholds[left[eq]]]
    width = int(max(int(among[-1]), int(rows.max()))) + 1
    keys = np.sort(left[eq].astype(np.int64) * width + among[eq])
    mine = at.astype(np.int64) * width
    rank += np.searchsorted(keys, mine + rows) - np.searchsorted(keys, mine)
    return rank


def sims_from_store(
    store: VectorStore,
    idx: NamespaceIndex,
    namespace: str,
    *,
    rows: Rows,
    dense: list[tuple[str, float]],
    qvec: npt.NDArray[np.float32],
) -> Array:
    """Similarities when the namespace's vectors are not held: the ANN's for its own
    candidates, vectors fetched from the store for the lexical ones."""
    known = dict(dense)
    ids = [idx.records[int(r)].id for r in rows]
    missing = [i for i in ids if i not in known]
    for rec, vec in store.get(namespace, missing):
        known[rec.id] = float(vec @ qvec)
    return np.array([known[i] for i in ids], dtype=np.float64)
