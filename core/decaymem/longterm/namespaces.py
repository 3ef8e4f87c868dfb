"""The state a long-term memory keeps, and its in-process index of each namespace.

:class:`NamespaceIndexing` is the base of :class:`~decaymem.longterm.LongTermMemory` and of its
parts (:mod:`.writing`, :mod:`.recall`): it declares what the constructor sets and keeps one
:class:`~decaymem.index.NamespaceIndex` per namespace in sync with the store, hydrated on first
use (from a saved index file when the store is on disk), refreshed when another process changed
the namespace, and repaired when a crash left records without their vectors.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any, TypeVar, cast

import numpy as np
import numpy.typing as npt

from ..clock import Clock, to_epoch
from ..embeddings import Embedder
from ..errors import InvalidInputError
from ..index import NamespaceIndex
from ..index_cache import IndexCache
from ..index_files import IndexFiles, chroma_stamps, open_saved, save_index
from ..lexical import LexicalDB, LexicalIndex
from ..progress import ProgressCallback
from ..records import MemoryRecord
from ..scoring import ScoringMode
from ..stores import VectorStore
from ..updates import is_episode
from ..validation import check_chars
from .candidates import WORD
from .inputs import TimeLike, embed_records
from .stamp import EmbedderStamp, read_stamp, write_stamp

__all__ = ["NamespaceIndexing"]

logger = logging.getLogger(__name__)

T = TypeVar("T")


class NamespaceIndexing:
    """The configuration and state of a long-term memory (set by its constructor) and the
    namespace indexes built from them."""

    load_progress_min: int  # a namespace this large reports its first load to ``progress``
    save_index_min: int  # an on-disk namespace this large saves its index once read in full

    store: VectorStore
    embedder: Embedder
    scoring: ScoringMode
    clock: Clock
    reinforce: bool
    reinforce_gain: float
    consolidate: bool
    duplicate_threshold: float
    exact_limit: int
    candidate_limit: int | None
    candidate_pool: int
    max_text_chars: int
    refresh_interval_s: float
    pipeline_chunk: int
    progress: ProgressCallback | None
    repair: bool
    _stamp_path: Path | None  # which embedder wrote the store (``stamp.py``), when on disk
    _stamp: EmbedderStamp | None  # as read or written by this instance
    _stamp_warned: bool
    _indexes: IndexCache
    _lexdb: LexicalDB
    _files: IndexFiles | None
    _changes_seen: dict[str, int | None]  # foreign_changes() when loaded
    _generations_seen: dict[str, int | None]  # local_generation() the index accounts for
    _lock: threading.RLock
    _query_cache: dict[str, npt.NDArray[np.float32]]
    _speakers: dict[str, set[str]]  # namespace -> words of episode speakers

    def _now(self, now: TimeLike | None) -> float:
        return self.clock.now() if now is None else to_epoch(now, name="now")

    def _check_text(self, text: Any, *, what: str = "text") -> str:
        if not isinstance(text, str):
            raise InvalidInputError(f"{what} must be a string, got {type(text).__name__}")
        if not text.strip():
            hint = "pass the text to recall for" if what == "query" else "nothing to remember"
            raise InvalidInputError(f"{what} is empty; hint: {hint}")
        if len(text) > self.max_text_chars:
            raise InvalidInputError(
                f"{what} has {len(text):,} characters, over "
                f"max_text_chars={self.max_text_chars:,}; hint: split it into facts or raise "
                "the limit"
            )
        return check_chars(text, what=what)

    def _embed_query(self, query: str) -> npt.NDArray[np.float32]:
        cached = self._query_cache.get(query)
        if cached is None:
            cached = self.embedder.embed([query])[0]
            if len(self._query_cache) > 256:
                self._query_cache.clear()
            self._query_cache[query] = cached
        return cached

    def _index(self, namespace: str) -> NamespaceIndex:
        """The namespace's index, hydrated or refreshed from the store when out of date."""
        idx = self._indexes.get(namespace)
        # writes through another LongTermMemory on the same data in this process: one dict
        # lookup, so checked on every use (a forget there must never be recalled here)
        generation = self._local_generation(namespace)
        current = self._generations_seen.get(namespace) == generation
        if (
            idx is not None
            and current
            and time.monotonic() - idx.checked_at < self.refresh_interval_s
        ):
            return idx
        changes = self._foreign_changes(namespace)  # read before the data it vouches for
        if idx is None and self._files is not None:
            opened = self._open_saved(namespace, changes, generation)
            if opened is not None:
                return opened
        count = self.store.count(namespace)
        if (
            idx is not None
            and current
            and idx.store_count == count
            and self._changes_seen.get(namespace) == changes
        ):
            idx.checked_at = time.monotonic()
            return idx
        if idx is not None:
            logger.info(
                "namespace %r changed in the store (%d -> %d); reloading", namespace, idx.n, count
            )
        keep = self.exact_limit > 0 and count <= self.exact_limit
        report = self.progress if count >= self.load_progress_min else None
        if report is not None:
            report(f"loading {namespace}", 0, count)
        # The lexical index survives rehydration (or is loaded from its file) and is reconciled
        # with the store by id and text hash, so only changed texts are tokenized again.
        lex = idx.lex if idx is not None else LexicalIndex(namespace, db=self._lexdb, k1=1.2, b=0.3)
        saving = self._files is not None and count >= self.save_index_min
        stamps = chroma_stamps(self.store, namespace) if saving else None
        idx = NamespaceIndex(None, keep_vectors=keep, lexical=lex)
        stored = self.store.get(namespace) if count else []
        stored += self._repair(namespace) if count else []
        if stored:
            records = [r for r, _ in stored]
            vectors = np.stack([v for _, v in stored]).astype(np.float32)
            idx.add(records, vectors, sync_lexical=True)
            self._speakers[namespace] = set()
            self._note_speakers(namespace, records)
        else:
            lex.sync([], [])
        if self._files is not None and saving:
            save_index(self._files, namespace, idx, stamps)  # for the next open
        idx.store_count = self.store.count(namespace)
        idx.checked_at = time.monotonic()
        self._indexes.put(namespace, idx)
        self._changes_seen[namespace] = changes
        self._generations_seen[namespace] = generation
        if report is not None:
            report(f"loading {namespace}", count, count)
        return idx

    def _open_saved(
        self, namespace: str, changes: int | None, generation: int | None
    ) -> NamespaceIndex | None:
        """A first load of an on-disk namespace from its saved index (``index_files.py``),
        reading only the rows Chroma changed since; ``None`` reads the store in full."""
        assert self._files is not None
        lex = LexicalIndex(namespace, db=self._lexdb, k1=1.2, b=0.3, load=False)
        opened = open_saved(
            self._files, self.store, namespace, lexical=lex, exact_limit=self.exact_limit
        )
        if opened is None:
            return None
        idx, metadatas, rows = opened
        repaired = self._repair(namespace)
        if repaired:
            idx.add([r for r, _ in repaired], np.stack([v for _, v in repaired]))
            metadatas = [*metadatas, *(r.metadata for r, _ in repaired)]
        self._speakers[namespace] = set()
        self._note_speakers(namespace, metadatas)
        idx.store_count = rows
        idx.checked_at = time.monotonic()
        self._indexes.put(namespace, idx)
        self._changes_seen[namespace] = changes
        self._generations_seen[namespace] = generation
        return idx

    def _note_speakers(
        self, namespace: str, records: Iterable[MemoryRecord | Mapping[str, Any]]
    ) -> None:
        names = self._speakers.setdefault(namespace, set())
        for r in records:
            meta = r.metadata if isinstance(r, MemoryRecord) else r
            if is_episode(meta):
                for key in ("name", "role"):
                    v = meta.get(key)
                    if isinstance(v, str):
                        names.update(WORD.findall(v.lower()))

    def lexical_query(self, query: str, namespace: str = "default") -> str:
        """The query as the lexical index sees it: speakers' names and roles taken out.

        Names come from the archived turns' ``name`` and ``role`` (never from a list), so a
        question naming a speaker is not answered by every short turn that greets them; the
        dense ranking still sees the whole query. A query made only of names is kept as is.
        """
        names = self._speakers.get(namespace)
        if not names:
            return query
        kept = [w for w in WORD.findall(query) if w.lower() not in names]
        return " ".join(kept) if kept else query

    def _local_generation(self, namespace: str) -> int | None:
        """The store's count of writes to ``namespace`` in this process, when it keeps one."""
        fn = getattr(self.store, "local_generation", None)
        return None if fn is None else int(fn(namespace))

    def _own_write(self, namespace: str, write: Callable[[], T]) -> T:
        """Run one store write of this instance, whose caller keeps the index exact.

        The write is accounted for as this instance's own only when the store says this
        thread's write produced the generation right after the one the index accounts for
        (``take_last_write``); a write that changed nothing, another instance's write at the
        same moment, or a failed write leave the index to be reloaded on its next use.
        """
        take = getattr(self.store, "take_last_write", None)
        before = self._local_generation(namespace)
        if take is None or before is None:
            return write()
        take(namespace)  # forget an earlier write's record
        out = write()
        mine = take(namespace)
        if (
            mine is not None
            and mine == before + 1
            and self._generations_seen.get(namespace) == before
        ):
            self._generations_seen[namespace] = mine
        return out

    def _foreign_changes(self, namespace: str) -> int | None:
        """Writes other processes made to the namespace, when the store counts them.

        The count alone misses a forget plus an add (or an update) made elsewhere; a store
        shared by processes (:class:`ChromaStore` on a server) counts them in a change log.
        """
        fn = getattr(self.store, "foreign_changes", None)
        return None if fn is None else cast("int | None", fn(namespace))

    def _store_stamp(self) -> EmbedderStamp | None:
        if self._stamp is None and self._stamp_path is not None:
            self._stamp = read_stamp(self._stamp_path)
        return self._stamp

    def _stamp_vectors(self, vectors: npt.NDArray[np.float32]) -> None:
        """Before vectors are written: record which embedder writes them, on the store's first
        write (a store on disk); a store written by another one is named in a warning."""
        if self._stamp_path is None or vectors.ndim != 2 or not len(vectors):
            return
        mine = EmbedderStamp(name=self.embedder.name, dimension=int(vectors.shape[1]))
        held = self._store_stamp()
        if held is None:
            write_stamp(self._stamp_path, mine)
            self._stamp = mine
        elif not self._stamp_warned and (why := held.differs(mine)) is not None:
            self._stamp_warned = True
            logger.warning(
                "the store in %s was %s; vectors of two models now mix in it (recall ranks "
                "them by noise); hint: open it with the embedder that wrote it",
                self._stamp_path.parent,
                why,
            )

    def _repair(self, namespace: str) -> list[tuple[MemoryRecord, npt.NDArray[np.float32]]]:
        """Re-embed records the store lost the vectors of (a write cut short by a crash).

        Never with an embedder other than the one that wrote the store, and never when
        ``repair`` is off: the records then stay without vectors (``get`` still returns them;
        recall cannot rank them) for the next open that can re-embed them.
        """
        damaged_fn = getattr(self.store, "damaged", None)
        repair_fn = getattr(self.store, "repair", None)
        if damaged_fn is None or repair_fn is None:
            return []
        damaged: list[MemoryRecord] = damaged_fn(namespace)
        if not damaged:
            return []
        held = self._store_stamp()
        why = "this instance does not repair (repair=False)" if not self.repair else None
        if why is None and held is not None and held.name != self.embedder.name:
            why = f"the store was written with {held.name!r}, not {self.embedder.name!r}"
        vectors = embed_records(self.embedder, damaged) if why is None else None
        if vectors is not None and held is not None:
            why = held.differs(EmbedderStamp(self.embedder.name, int(vectors.shape[1])))
        if vectors is None or why is not None:
            logger.warning(
                "%d memories of %r have no vectors (a crash cut a write short) and are not "
                "repaired: %s; hint: open the store with the embedder that wrote it to "
                "re-embed them",
                len(damaged),
                namespace,
                why,
            )
            return []
        self._stamp_vectors(vectors)
        repair_fn(namespace, damaged, vectors)
        logger.warning(
            "repaired %d memories of %r whose vectors were lost", len(damaged), namespace
        )
        return list(zip(damaged, vectors, strict=True))
