"""Duplicate candidates: which stored memories a new one is compared with.

A new memory is a duplicate of a close neighbour (cosine at least ``duplicate_threshold``) with
the same words; :func:`close_pairs` finds those neighbours in bounded work per memory, so that
bulk import stays linear.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from ..index import NamespaceIndex
from ..stores import VectorStore

__all__ = ["WORD", "close_pairs", "nearest", "words"]

WORD = re.compile(r"\w+")
# Duplicate candidates (benchmarks/bulk_import.py, ARCHITECTURE.md): each new
# memory keeps at most _PAIR_NEIGHBOURS neighbours, found among every stored memory up to
# _EXACT_PAIRS_LIMIT, among the newest and the rarest-word-sharing ones beyond.
_PAIR_NEIGHBOURS = 50
_EXACT_PAIRS_LIMIT = 20_000
_RECENT_CANDIDATES = 512
_LEXICAL_CANDIDATES = 128


def close_pairs(
    idx: NamespaceIndex,
    store: VectorStore,
    namespace: str,
    vectors: npt.NDArray[np.float32],
    texts: Sequence[str],
    *,
    floor: float,
) -> tuple[dict[int, list[tuple[int, float]]], dict[int, list[tuple[int, float]]]]:
    """Each new vector's nearest neighbours with cosine >= ``floor``, at most
    ``_PAIR_NEIGHBOURS`` of them, from a bounded candidate set so that bulk import is
    linear: every stored memory while the namespace holds at most ``_EXACT_PAIRS_LIMIT``
    (exact matrix products); beyond, the ``_RECENT_CANDIDATES`` newest memories plus up to
    ``_LEXICAL_CANDIDATES`` sharing the new text's rarest words, scored exactly; and the
    store's ANN query once the namespace no longer keeps vectors in process.

    Returns:
        ``{batch index: [(index row, cosine)]}`` for stored memories and
        ``{batch index: [(earlier batch index, cosine)]}`` within the batch.
    """
    near_stored: dict[int, list[tuple[int, float]]] = {}
    near_batch: dict[int, list[tuple[int, float]]] = {}
    block = 1024
    if idx.n and idx.keep_vectors and idx.n <= _EXACT_PAIRS_LIMIT:
        stored = idx.vectors
        for start in range(0, len(vectors), block):
            sims = vectors[start : start + block] @ stored.T
            nearest(sims, floor, start, near_stored)
    elif idx.n and idx.keep_vectors:
        stored = idx.vectors
        first = max(0, idx.n - _RECENT_CANDIDATES)
        for start in range(0, len(vectors), block):
            sims = vectors[start : start + block] @ stored[first:].T
            for i, row in enumerate(sims):
                lex_rows = idx.similar_rows(texts[start + i], _LEXICAL_CANDIDATES)
                lex_rows = lex_rows[lex_rows < first]  # the recent ones are scored already
                cand = np.concatenate([np.arange(first, idx.n), lex_rows])
                cand_sims = np.concatenate([row, stored[lex_rows] @ vectors[start + i]])
                nearest(cand_sims[None, :], floor, start + i, near_stored, columns=cand)
    elif idx.n:
        for i, vec in enumerate(vectors):
            for mid, sim in store.query(namespace, vec, _PAIR_NEIGHBOURS):
                if sim >= floor and mid in idx.pos:
                    near_stored.setdefault(i, []).append((idx.pos[mid], sim))
    for start in range(0, len(vectors), block):
        stop = min(len(vectors), start + block)
        sims = vectors[start:stop] @ vectors[:stop].T
        # only earlier items of the batch: mask the diagonal and everything after it
        sims[np.arange(stop - start)[:, None] + start <= np.arange(stop)[None, :]] = -np.inf
        nearest(sims, floor, start, near_batch)
    return near_stored, near_batch


def nearest(
    sims: npt.NDArray[np.float32],
    floor: float,
    offset: int,
    out: dict[int, list[tuple[int, float]]],
    *,
    columns: npt.NDArray[np.int64] | None = None,
) -> None:
    """Add each row's best ``_PAIR_NEIGHBOURS`` columns at or above ``floor`` to ``out``
    (``columns`` maps column positions to index rows when the candidates are a subset)."""
    hits = sims >= floor
    counts = hits.sum(axis=1)
    for i in np.flatnonzero(counts).tolist():
        row = sims[i]
        if counts[i] > _PAIR_NEIGHBOURS:
            cols = np.argpartition(-row, _PAIR_NEIGHBOURS - 1)[:_PAIR_NEIGHBOURS]
        else:
            cols = np.flatnonzero(hits[i])
        rows = cols if columns is None else columns[cols]
        out.setdefault(offset + i, []).extend(
            (int(r), float(row[e])) for r, e in zip(rows, cols, strict=True)
        )


def words(text: str) -> frozenset[str]:
    return frozenset(WORD.findall(text.lower()))
