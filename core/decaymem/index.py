"""The in-process scoring index of one namespace: columns of every memory, kept in sync.

:class:`~decaymem.longterm.LongTermMemory` hydrates it from the store on first use and updates
it on its own writes; a change of the store's count (another process wrote) rehydrates it. It
holds the vectors while the namespace is at most ``exact_limit`` memories (exact brute-force
similarity), and the texts for BM25 always.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from .records import MemoryRecord

__all__ = ["NamespaceIndex"]

logger = logging.getLogger(__name__)

_TOKEN_STOPWORDS = "en"
# BM25 saturation and length normalisation, chosen on real conversations (BENCHMARKS.md):
# bm25s' defaults (1.5, 0.75) let a two-word turn win on one shared word.
BM25_K1 = 1.2
BM25_B = 0.3


class NamespaceIndex:
    """Column arrays over the memories of one namespace (capacity doubles as it grows)."""

    def __init__(self, dimension: int | None, *, keep_vectors: bool) -> None:
        self.keep_vectors = keep_vectors
        self.dimension = dimension
        self.records: list[MemoryRecord] = []
        self.store_count = 0  # the store's count when last in sync
        self.checked_at = float("-inf")  # time.monotonic() of that check
        self.pos: dict[str, int] = {}
        self._cap = 0
        self._vectors: npt.NDArray[np.float32] = np.zeros((0, dimension or 0), dtype=np.float32)
        self._num: dict[str, npt.NDArray[np.float64]] = {}
        self._bm25: Any = None
        self._bm25_n = -1

    @property
    def n(self) -> int:
        return len(self.records)

    def _grow(self, need: int, dim: int) -> None:
        if need <= self._cap and (not self.keep_vectors or self._vectors.shape[1] == dim):
            return
        cap = max(64, self._cap * 2, need)
        if self.keep_vectors:
            vec = np.zeros((cap, dim), dtype=np.float32)
            if self.n:
                vec[: self.n] = self._vectors[: self.n]
            self._vectors = vec
        for name in (
            "importance",
            "created_at",
            "last_recalled_at",
            "strength",
            "superseded_sim",
            "words",
        ):
            col = np.zeros(cap, dtype=np.float64)
            if name in self._num:
                col[: self.n] = self._num[name][: self.n]
            self._num[name] = col
        self._cap = cap

    def _set_row(self, i: int, r: MemoryRecord) -> None:
        self._num["importance"][i] = r.importance
        self._num["created_at"][i] = r.created_at
        self._num["last_recalled_at"][i] = (
            np.nan if r.last_recalled_at is None else r.last_recalled_at
        )
        self._num["strength"][i] = r.strength
        self._num["superseded_sim"][i] = r.superseded_sim
        self._num["words"][i] = len(r.text.split())

    def add(self, records: Sequence[MemoryRecord], vectors: npt.NDArray[np.float32]) -> None:
        if not records:
            return
        dim = int(vectors.shape[1]) if vectors.ndim == 2 else (self.dimension or 0)
        self.dimension = self.dimension or dim
        self._grow(self.n + len(records), dim)
        start = self.n
        for j, r in enumerate(records):
            i = start + j
            self.pos[r.id] = i
            self.records.append(r)
            self._set_row(i, r)
            if self.keep_vectors:
                self._vectors[i] = vectors[j]

    def update(self, records: Sequence[MemoryRecord]) -> None:
        for r in records:
            i = self.pos.get(r.id)
            if i is not None:
                self.records[i] = r
                self._set_row(i, r)

    def remove(self, ids: Sequence[str]) -> None:
        drop = {self.pos[i] for i in ids if i in self.pos}
        if not drop:
            return
        keep = np.array([i for i in range(self.n) if i not in drop], dtype=np.int64)
        self.records = [self.records[i] for i in keep]
        self.pos = {r.id: j for j, r in enumerate(self.records)}
        for name, col in self._num.items():
            new = np.zeros(self._cap, dtype=np.float64)
            new[: len(keep)] = col[keep]
            self._num[name] = new
        if self.keep_vectors:
            vec = np.zeros_like(self._vectors)
            vec[: len(keep)] = self._vectors[keep]
            self._vectors = vec
        self._bm25 = None

    def drop_vectors(self) -> None:
        """Stop holding vectors (the namespace outgrew exact scoring)."""
        self.keep_vectors = False
        self._vectors = np.zeros((0, self.dimension or 0), dtype=np.float32)

    def column(self, name: str) -> npt.NDArray[np.float64]:
        return self._num[name][: self.n] if name in self._num else np.zeros(0)

    @property
    def vectors(self) -> npt.NDArray[np.float32]:
        return self._vectors[: self.n]

    def vector(self, memory_id: str) -> npt.NDArray[np.float32] | None:
        i = self.pos.get(memory_id)
        return None if i is None or not self.keep_vectors else self._vectors[i]

    # ------------------------------------------------------------------ BM25 (bm25s)
    def lexical(self, query: str) -> npt.NDArray[np.float64]:
        """Raw BM25 scores of every memory for ``query`` (bm25s, English stopwords)."""
        if self.n == 0:
            return np.zeros(0)
        import bm25s

        if self._bm25 is None or self._bm25_n != self.n:
            corpus = bm25s.tokenize(
                [r.text for r in self.records], stopwords=_TOKEN_STOPWORDS, show_progress=False
            )
            retriever = bm25s.BM25(k1=BM25_K1, b=BM25_B)
            retriever.index(corpus, show_progress=False)
            self._bm25, self._bm25_n = retriever, self.n
        tokens = bm25s.tokenize(
            [query], stopwords=_TOKEN_STOPWORDS, return_ids=False, show_progress=False
        )[0]
        if not tokens:
            return np.zeros(self.n)
        out: npt.NDArray[np.float64] = np.asarray(
            self._bm25.get_scores(tokens),
            dtype=np.float64,
        )
        return out

    def mark_dirty(self) -> None:
        self._bm25 = None
