"""The in-process scoring index of one namespace: columns of every memory, kept in sync.

:class:`~decaymem.longterm.LongTermMemory` hydrates it from the store on first use and updates
it on its own writes; a change of the store's count (another process wrote) rehydrates it. It
holds the vectors while the namespace is at most ``exact_limit`` memories (exact brute-force
similarity), and an incremental :class:`~decaymem.lexical.LexicalIndex` for BM25 always (kept
across rehydrations and reconciled with the store by id, so only changed texts are tokenized).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from .lexical import LexicalIndex
from .records import MemoryRecord
from .suffixes import SuffixIndex

__all__ = ["NamespaceIndex"]

logger = logging.getLogger(__name__)

# A record held in process beyond its text: the dataclass, its id, metadata and position entry
# (measured with tracemalloc on short memories; an estimate for the cache's accounting).
_RECORD_BYTES = 600


class NamespaceIndex:
    """Column arrays over the memories of one namespace (capacity doubles as it grows)."""

    def __init__(
        self,
        dimension: int | None,
        *,
        keep_vectors: bool,
        lexical: LexicalIndex | None = None,
        namespace: str = "default",
    ) -> None:
        self.lex = lexical if lexical is not None else LexicalIndex(namespace)
        self.keep_vectors = keep_vectors
        self.dimension = dimension
        self.records: list[MemoryRecord] = []
        self.store_count = 0  # the store's count when last in sync
        self.checked_at = float("-inf")  # time.monotonic() of that check
        self.pos: dict[str, int] = {}
        self._cap = 0
        self._vectors: npt.NDArray[np.float32] = np.zeros((0, dimension or 0), dtype=np.float32)
        self._num: dict[str, npt.NDArray[np.float64]] = {}
        self._slot: npt.NDArray[np.int64] = np.zeros(0, dtype=np.int64)  # row -> lexical slot
        self._text_chars = 0
        self._row_of_slot: npt.NDArray[np.int64] = np.zeros(0, dtype=np.int64)  # -1: none
        self._suffixes: dict[str, SuffixIndex] = {}  # metadata key -> its index, built on use

    @property
    def n(self) -> int:
        return len(self.records)

    @property
    def nbytes(self) -> int:
        """Bytes this index holds, estimated in O(1): arrays, records, lexical postings."""
        arrays = self._vectors.nbytes + 8 * self._cap * (len(self._num) + 1)
        records = self.n * _RECORD_BYTES + self._text_chars
        suffixes = sum(s.nbytes for s in self._suffixes.values())
        return arrays + records + self.lex.nbytes + suffixes

    def _grow(self, need: int, dim: int) -> None:
        if need <= self._cap and (not self.keep_vectors or self._vectors.shape[1] == dim):
            return
        cap = max(64, self._cap * 2, need)
        if self.keep_vectors:
            vec = np.zeros((cap, dim), dtype=np.float32)
            if self.n:
                vec[: self.n] = self._vectors[: self.n]
            self._vectors = vec
        slot = np.zeros(cap, dtype=np.int64)
        slot[: self.n] = self._slot[: self.n]
        self._slot = slot
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

    def _set_rows(self, start: int, records: Sequence[MemoryRecord]) -> None:
        k = len(records)
        stop = start + k
        num = self._num
        num["importance"][start:stop] = np.fromiter((r.importance for r in records), float, k)
        num["created_at"][start:stop] = np.fromiter((r.created_at for r in records), float, k)
        num["last_recalled_at"][start:stop] = np.fromiter(
            (np.nan if r.last_recalled_at is None else r.last_recalled_at for r in records),
            float,
            k,
        )
        num["strength"][start:stop] = np.fromiter((r.strength for r in records), float, k)
        num["superseded_sim"][start:stop] = np.fromiter(
            (r.superseded_sim for r in records), float, k
        )
        num["words"][start:stop] = np.fromiter((len(r.text.split()) for r in records), float, k)

    def add(
        self,
        records: Sequence[MemoryRecord],
        vectors: npt.NDArray[np.float32],
        *,
        sync_lexical: bool = False,
        lexical_ready: bool = False,
    ) -> None:
        """Append records; ``sync_lexical`` (hydration from the store) also drops lexical
        documents the records do not include, and re-tokenizes only texts that changed;
        ``lexical_ready``: the lexical index already holds exactly these documents."""
        if not records:
            if sync_lexical:
                self.lex.sync([], [])
            return
        dim = int(vectors.shape[1]) if vectors.ndim == 2 else (self.dimension or 0)
        self.dimension = self.dimension or dim
        k = len(records)
        self._grow(self.n + k, dim)
        start = self.n
        ids = [r.id for r in records]
        self.pos.update(zip(ids, range(start, start + k), strict=True))
        self.records.extend(records)
        self._index_suffixes(records)
        self._text_chars += sum(len(r.text) for r in records)
        self._set_rows(start, records)
        if self.keep_vectors:
            self._vectors[start : start + k] = vectors
        if lexical_ready:
            slots = self.lex.slots(ids)
        else:
            texts = [r.text for r in records]
            slots = self.lex.sync(ids, texts) if sync_lexical else self.lex.add(ids, texts)
        self._slot[start : start + k] = slots
        if sync_lexical or lexical_ready or self.lex.n_slots > len(self._row_of_slot):
            self._map_slots()
        else:
            self._row_of_slot[slots] = np.arange(start, start + k)

    def load_columns(
        self,
        records: list[MemoryRecord],
        ids: Sequence[str],
        vectors: npt.NDArray[np.float32],
        columns: dict[str, npt.NDArray[np.float64]],
        *,
        text_chars: int,
    ) -> None:
        """Fill an empty index from saved columns (:mod:`decaymem.index_files`) without
        touching the records (they may be built lazily); the lexical index must already hold
        ``ids``. ``vectors`` may be read-only (memory-mapped): the first write copies them."""
        n = len(ids)
        self.dimension = int(vectors.shape[1])
        self.records = records
        self._suffixes.clear()
        self.pos = dict(zip(ids, range(n), strict=True))
        self._vectors = vectors
        self._cap = n
        self._num = {name: np.array(col, dtype=np.float64) for name, col in columns.items()}
        self._slot = self.lex.slots(ids)
        self._text_chars = text_chars
        self._map_slots()

    def replace(self, records: Sequence[MemoryRecord], vectors: npt.NDArray[np.float32]) -> None:
        """Replace held records in place (text, fields, vector), keeping their rows."""
        if self.keep_vectors and not self._vectors.flags.writeable:
            self._vectors = np.array(self._vectors)  # memory-mapped: copy before writing
        for r, v in zip(records, vectors, strict=True):
            i = self.pos[r.id]
            self._text_chars += len(r.text) - len(self.records[i].text)
            self.records[i] = r
            self._set_row(i, r)
            if self.keep_vectors:
                self._vectors[i] = v
            self._slot[i] = self.lex.add([r.id], [r.text])[0]
        self._index_suffixes(records)
        self._map_slots()

    def update(self, records: Sequence[MemoryRecord]) -> None:
        held = [r for r in records if r.id in self.pos]
        for r in held:
            i = self.pos[r.id]
            self.records[i] = r
            self._set_row(i, r)
        self._index_suffixes(held)

    def remove(self, ids: Sequence[str]) -> None:
        drop = {self.pos[i] for i in ids if i in self.pos}
        if not drop:
            return
        keep = np.array([i for i in range(self.n) if i not in drop], dtype=np.int64)
        self.records = [self.records[i] for i in keep]
        self._text_chars = sum(len(r.text) for r in self.records)
        self.pos = {r.id: j for j, r in enumerate(self.records)}
        for name, col in self._num.items():
            new = np.zeros(self._cap, dtype=np.float64)
            new[: len(keep)] = col[keep]
            self._num[name] = new
        slot = np.zeros(self._cap, dtype=np.int64)
        slot[: len(keep)] = self._slot[keep]
        self._slot = slot
        dropped = [i for i in ids if i not in self.pos]
        self.lex.remove(dropped)
        for suffixes in self._suffixes.values():
            suffixes.remove(dropped)
        self._map_slots()
        if self.keep_vectors:
            vec = np.zeros_like(self._vectors)
            vec[: len(keep)] = self._vectors[keep]
            self._vectors = vec

    def _map_slots(self) -> None:
        """Rebuild slot -> row (rows shift on removal; slots never do)."""
        size = self.lex.n_slots
        if len(self._row_of_slot) < size:  # room to grow: new slots are set in place
            self._row_of_slot = np.full(max(size, 2 * len(self._row_of_slot)), -1, dtype=np.int64)
        else:
            self._row_of_slot[:] = -1
        self._row_of_slot[self._slot[: self.n]] = np.arange(self.n)

    def similar_rows(self, text: str, limit: int) -> npt.NDArray[np.int64]:
        """Rows of at most ``limit`` memories sharing ``text``'s rarest words, newest first."""
        slots = self.lex.similar(text, limit)
        rows = self._row_of_slot[slots[slots < len(self._row_of_slot)]]
        return rows[rows >= 0]

    def ending_with(self, key: str, text: str) -> list[MemoryRecord]:
        """Candidates for the records whose string metadata ``key`` ends with ``text`` (see
        :meth:`~decaymem.suffixes.SuffixIndex.ending_with`; check them in full).

        The first call for a key reads every record once; the index is then kept in step with
        every change, so later calls cost ``O(log n + matches)``.
        """
        suffixes = self._suffixes.get(key)
        if suffixes is None:
            suffixes = self._suffixes[key] = SuffixIndex()
            suffixes.put((r.id, _string(r.metadata.get(key))) for r in self.records)
        return [self.records[self.pos[mid]] for mid in suffixes.ending_with(text)]

    def _index_suffixes(self, records: Sequence[MemoryRecord]) -> None:
        for key, suffixes in self._suffixes.items():
            suffixes.put((r.id, _string(r.metadata.get(key))) for r in records)

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

    # ------------------------------------------------------------------ BM25
    def lexical(self, query: str) -> npt.NDArray[np.float64]:
        """Raw BM25 scores of every memory for ``query``, aligned with :attr:`records`.

        The scores of bm25s (Lucene variant, English stopwords), from an index updated per
        write (:mod:`decaymem.lexical`), so no call rebuilds anything.
        """
        if self.n == 0:
            return np.zeros(0)
        return self.lex.scores(query)[self._slot[: self.n]]

    def mark_dirty(self) -> None:
        """Kept for compatibility: the lexical index is updated in place, never rebuilt."""


def _string(value: object) -> str | None:
    return value if isinstance(value, str) else None
