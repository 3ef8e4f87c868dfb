"""Long-term memory: remember, recall by relevance, importance and a forgetting curve, forget.

Memories live in a :class:`~decaymem.stores.VectorStore` (Chroma by default), one collection
per namespace. Recall scores memories with a pure :class:`~decaymem.scoring.ScoringMode` and
returns the exact top-k: namespaces of up to ``exact_limit`` memories are scored exhaustively in
process (brute force over an index kept in sync with the store); larger ones take ANN candidates
from the store and widen them until no unseen memory can outrank the k-th result.

This module holds :class:`LongTermMemory`: its construction and what spans the parts (forget,
count, get, retention, prune). Writing is :class:`~.writing.Writing`, recall
:class:`~.recall.Recalling`, both over the namespace indexes of
:class:`~.namespaces.NamespaceIndexing`.
"""

from __future__ import annotations

import asyncio
import logging
import math
import threading
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

import numpy as np

from ..clock import Clock, SystemClock
from ..embeddings import Embedder, default_embedder
from ..errors import ConfigError, InvalidInputError
from ..index import NamespaceIndex
from ..index_cache import IndexCache, IndexCacheStats
from ..index_files import IndexFiles
from ..journal import BatchJournal
from ..lexical import LexicalDB
from ..progress import ProgressCallback
from ..records import MemoryRecord, Recall, validate_namespace
from ..scoring import FusionScoring, ScoringMode
from ..stores import ChromaStore, VectorStore
from ..validation import check_int
from .contexts import holding_context, without_context
from .inputs import MemoryInput, PruneReport, TimeLike, check_ids, embed_records
from .recall import Recalling
from .writing import Writing

__all__ = ["LongTermMemory"]

logger = logging.getLogger(__name__)


class LongTermMemory(Writing, Recalling):
    """Memories with an importance and a timestamp, recalled by decayed relevance.

    Args:
        store: where memories live; an in-memory Chroma (``EphemeralClient``) by default.
        embedder: text to vectors; all-MiniLM-L6-v2 (bundled, offline) by default.
        scoring: the ranking; :class:`~decaymem.scoring.FusionScoring` by default.
        clock: the time source (inject a :class:`~decaymem.clock.FixedClock` to move time).
        reinforce: a recalled memory is reinforced (its half-life grows, its clock restarts).
        consolidate: remembering a near-duplicate reinforces the existing memory instead.
        duplicate_threshold: cosine at or above which a text with the same words is a duplicate.
        exact_limit: namespaces up to this size hold their vectors in process (and are scored
            exhaustively unless ``candidate_limit`` says otherwise); larger ones always take
            candidates from the store's ANN search.
        candidate_limit: with fusion scoring (the default), namespaces larger than this are
            not scored exhaustively: recall scores the store's ANN top-``candidate_pool`` and
            the exact lexical top-``candidate_pool`` and widens them until the rank bound
            proves the top-k (exact where the ANN's neighbours are; BENCHMARKS.md states the
            measured agreement). ``None``: exhaustive up to ``exact_limit``. Other scoring
            modes are always exhaustive while the vectors are held.
        candidate_pool: the first round's ANN and lexical candidates (each, at least ``8 k``).
        max_text_chars: the longest text accepted.
        refresh_interval_s: how long the in-process index of a namespace is trusted before the
            store is asked whether another process changed it (this instance's own writes keep
            it exact); 0 asks on every call.
        pipeline_chunk: batches larger than this are embedded and written in chunks, the next
            chunk embedding while the store writes the previous one.
        index_cache_bytes: the bound on the bytes of in-process namespace indexes (vectors,
            columns, lexical postings); least recently used namespaces are dropped past it and
            rebuilt from the store on next use. ``None``: unbounded.
        index_cache_namespaces: the bound on how many namespace indexes are held (least
            recently used dropped past it, as for ``index_cache_bytes``). ``None``: unbounded.
        lexical_path: the SQLite file of the persistent lexical (BM25) index. ``None`` puts it
            in the store's directory when the store is on disk (a ``ChromaStore(path=...)``)
            and keeps it in memory otherwise (rebuilt from the store's texts when opened).
        repair: re-embed, when a namespace is first used, records a crash left without their
            vectors (only with the embedder that wrote the store, see :mod:`.stamp`). ``False``
            leaves them for the next open that can: :meth:`get` still returns them, recall
            cannot rank them (the CLI's commands that embed nothing open stores so).
        progress: called as ``(description, done, total)`` while a batch larger than
            ``pipeline_chunk`` is written and while a namespace of ``load_progress_min`` or
            more memories is first loaded; ``None`` (the default) reports nothing. See
            :mod:`decaymem.progress` (the CLI passes a rich bar).

    Example:
        >>> from decaymem import FixedClock, HashingEmbedder, InMemoryStore
        >>> ltm = LongTermMemory(
        ...     store=InMemoryStore(), embedder=HashingEmbedder(), clock=FixedClock()
        ... )
        >>> _ = ltm.remember("Ana's dog is called Rex", importance=8)
        >>> ltm.recall("what is the dog called?", k=1)[0].text
        "Ana's dog is called Rex"
    """

    load_progress_min = 2000  # a namespace this large reports its first load to ``progress``
    save_index_min = 2000  # an on-disk namespace this large saves its index once read in full

    def __init__(
        self,
        *,
        store: VectorStore | None = None,
        embedder: Embedder | None = None,
        scoring: ScoringMode | None = None,
        clock: Clock | None = None,
        reinforce: bool = False,
        reinforce_gain: float = 1.0,
        consolidate: bool = True,
        duplicate_threshold: float = 0.9,
        exact_limit: int = 200_000,
        candidate_limit: int | None = 50_000,
        candidate_pool: int = 256,
        max_text_chars: int = 20_000,
        refresh_interval_s: float = 1.0,
        pipeline_chunk: int = 512,
        index_cache_bytes: int | None = 1 << 30,
        index_cache_namespaces: int | None = None,
        lexical_path: str | Path | None = None,
        progress: ProgressCallback | None = None,
        repair: bool = True,
    ) -> None:
        if scoring is not None and not isinstance(scoring, ScoringMode):
            raise ConfigError("scoring must be a ScoringMode (e.g. HybridScoring(), SeedScoring())")
        if not 0 < duplicate_threshold <= 1:
            raise ConfigError("duplicate_threshold must be in (0, 1]")
        if not math.isfinite(reinforce_gain) or reinforce_gain < 0:
            raise ConfigError("reinforce_gain must be >= 0")
        if exact_limit < 0 or max_text_chars < 1:
            raise ConfigError("exact_limit must be >= 0 and max_text_chars >= 1")
        self.store: VectorStore = store if store is not None else ChromaStore()
        self.embedder: Embedder = embedder or default_embedder()
        self.scoring: ScoringMode = scoring or FusionScoring()
        self.clock: Clock = clock or SystemClock()
        self.reinforce = reinforce
        self.reinforce_gain = reinforce_gain
        self.consolidate = consolidate
        self.duplicate_threshold = duplicate_threshold
        self.exact_limit = exact_limit
        self.candidate_limit = (
            None
            if candidate_limit is None
            else check_int(candidate_limit, what="candidate_limit", minimum=0, error=ConfigError)
        )
        self.candidate_pool = check_int(
            candidate_pool, what="candidate_pool", minimum=1, error=ConfigError
        )
        self.max_text_chars = max_text_chars
        if not math.isfinite(refresh_interval_s) or refresh_interval_s < 0:
            raise ConfigError("refresh_interval_s must be >= 0")
        self.refresh_interval_s = refresh_interval_s
        if (
            isinstance(pipeline_chunk, bool)
            or not isinstance(pipeline_chunk, int)
            or pipeline_chunk < 1
        ):
            raise ConfigError("pipeline_chunk must be an int >= 1")
        self.pipeline_chunk = pipeline_chunk
        self.progress = progress
        self.repair = bool(repair)
        if index_cache_bytes is not None and (
            isinstance(index_cache_bytes, bool)
            or not isinstance(index_cache_bytes, int)
            or index_cache_bytes < 0
        ):
            raise ConfigError("index_cache_bytes must be an int >= 0 or None")
        if index_cache_namespaces is not None:
            check_int(
                index_cache_namespaces,
                what="index_cache_namespaces",
                minimum=1,
                error=ConfigError,
            )
        self._indexes = IndexCache(index_cache_bytes, index_cache_namespaces)
        if lexical_path is None and getattr(self.store, "path", None) is not None:
            prefix = getattr(self.store, "prefix", "decaymem")
            lexical_path = Path(self.store.path) / f"{prefix}-lexical.sqlite3"  # type: ignore[attr-defined]
        self._lexdb = LexicalDB(lexical_path)
        store_dir = getattr(self.store, "path", None)
        self._files = (
            IndexFiles(Path(store_dir) / f"{getattr(self.store, 'prefix', 'decaymem')}-index")
            if store_dir is not None
            else None
        )
        self._stamp_path = (
            Path(store_dir) / f"{getattr(self.store, 'prefix', 'decaymem')}-embedder.json"
            if store_dir is not None
            else None
        )
        self._stamp = None
        self._stamp_warned = False
        self._changes_seen = {}
        self._generations_seen = {}
        self._lock = threading.RLock()
        self._query_cache = {}
        self._speakers = {}

    def forget(self, ids: Sequence[str] | str, *, namespace: str = "default") -> int:
        """Delete memories by id (an id repeated counts once); returns how many existed.

        Supersession marks pointing at them are cleared, and the memories of the namespace
        embedded with a forgotten memory's text as their context (the archived turn after a
        forgotten one, the piece after a forgotten piece) lose that context: it is dropped from
        their metadata and their vector is recomputed from their own text. They are scrubbed
        before anything is deleted, so a forget cut short leaves the text where it was, never
        only in its neighbours.
        """
        validate_namespace(namespace)
        id_list = list(dict.fromkeys(check_ids(ids)))  # remember_many may return an id twice
        with self._lock:
            idx = self._index(namespace)
            scrubbed = self._scrub_contexts(namespace, idx, id_list)
            n = self._own_write(namespace, lambda: self.store.delete(namespace, id_list))
            idx.remove(id_list)
            idx.store_count = idx.n
            self._indexes.account(namespace)
            gone = set(id_list)
            orphaned = [  # the value that replaced theirs is gone: current again
                replace(r, superseded_by=None, superseded_sim=0.0, metadata=_current(r.metadata))
                for r in idx.records
                if r.superseded_by in gone
            ]
            if orphaned:
                self._own_write(namespace, lambda: self.store.update(namespace, orphaned))
                idx.update(orphaned)
            if n:
                self._erase_copies(namespace, id_list, scrubbed)
            return n

    def _erase_copies(self, namespace: str, ids: list[str], scrubbed: list[MemoryRecord]) -> None:
        """After a forget: no copy of the forgotten texts stays in what decaymem keeps on disk.
        The saved index of the namespace (it holds texts) loses them, the lexical file's log is
        truncated (its deleted rows are zeroed on their pages), and the store is asked to
        erase what it keeps of deleted records (:meth:`ChromaStore.erase`)."""
        if self._files is not None:
            self._files.scrub(namespace, ids, scrubbed)
        self._lexdb.checkpoint()
        erase = getattr(self.store, "erase", None)
        if erase is not None:
            erase(namespace)

    def _scrub_contexts(
        self, namespace: str, idx: NamespaceIndex, ids: list[str]
    ) -> list[MemoryRecord]:
        """Drop the context taken from the memories ``ids`` (see :func:`.contexts.holding_context`)
        from the other memories of the namespace, re-embedding them: one store upsert.
        Returns the rewritten memories."""
        texts = [idx.records[idx.pos[i]].text for i in ids if i in idx.pos]
        holding = holding_context(idx, texts, skip=set(ids)) if texts else []
        if not holding:
            return []
        scrubbed = [without_context(r) for r in holding]
        vectors = embed_records(self.embedder, scrubbed)
        self._stamp_vectors(vectors)
        upsert = getattr(self.store, "upsert", None)
        if upsert is not None:
            self._own_write(namespace, lambda: upsert(namespace, scrubbed, vectors))
        else:  # a store without upsert: replace them, put back if the store fails
            journal = BatchJournal(self.store, namespace)
            journal.will_replace(self.store.get(namespace, [r.id for r in scrubbed]))
            try:
                self._own_write(
                    namespace, lambda: self.store.delete(namespace, list(journal.replaced))
                )
                self._own_write(namespace, lambda: self.store.add(namespace, scrubbed, vectors))
            except BaseException:
                journal.rollback()
                raise
        idx.replace(scrubbed, vectors)
        self._indexes.account(namespace)
        logger.info("forget scrubbed the context of %d memories in %r", len(scrubbed), namespace)
        return scrubbed

    def move(self, ids: Sequence[str] | str, *, namespace: str, to_namespace: str) -> int:
        """Move memories to another namespace with their vectors (nothing is re-embedded).

        The copies are written first, then the originals forgotten: a move cut short leaves
        memories in both namespaces, never in neither, and repeating it completes it without
        duplicates (a copy already in ``to_namespace`` is kept as it is). A supersession mark
        pointing at a memory that does not move is cleared in the copy, as :meth:`forget`
        clears those left pointing at the moved ones. Returns how many were moved.
        """
        validate_namespace(namespace)
        validate_namespace(to_namespace)
        id_list = check_ids(ids)
        if namespace == to_namespace or not id_list:
            return 0
        with self._lock:
            self._index(namespace)  # repairs records a crash left without their vectors
            stored = self.store.get(namespace, id_list)
            if not stored:
                return 0
            moving = {r.id for r, _ in stored}
            there = {r.id for r, _ in self.store.get(to_namespace, sorted(moving))}
            copies = [
                (
                    replace(r, namespace=to_namespace)
                    if r.superseded_by is None or r.superseded_by in moving
                    else replace(r, namespace=to_namespace, superseded_by=None, superseded_sim=0.0),
                    v,
                )
                for r, v in stored
                if r.id not in there
            ]
            if copies:
                try:
                    self.store.add(
                        to_namespace, [r for r, _ in copies], np.stack([v for _, v in copies])
                    )
                finally:
                    self._indexes.pop(to_namespace)  # rebuilt from the store on next use
            self.forget(sorted(moving), namespace=namespace)
            return len(moving)

    # ------------------------------------------------------------------ reading
    def count(self, namespace: str | None = None) -> int:
        """Memories in ``namespace``, or in every namespace when ``None``."""
        if namespace is None:
            return sum(self.store.count(ns) for ns in self.store.namespaces())
        return self.store.count(validate_namespace(namespace))

    def namespaces(self) -> list[str]:
        return self.store.namespaces()

    def cache_stats(self) -> IndexCacheStats:
        """Hits, misses, evictions and bytes of the in-process namespace-index cache."""
        with self._lock:
            return self._indexes.stats()

    def get(
        self, ids: Sequence[str] | None = None, *, namespace: str = "default"
    ) -> list[MemoryRecord]:
        """Records by id (all of the namespace when ``ids`` is None), in the order asked; an id
        asked twice (``remember_many`` returns one id per input, merged ones included) is
        returned once, and ids not found are left out.

        A single string is one id (``get("abc")`` looks up the memory ``abc``).
        """
        validate_namespace(namespace)
        wanted = None if ids is None else check_ids(ids)
        with self._lock:
            self._index(namespace)  # repairs records a crash left without their vectors
            found = [r for r, _ in self.store.get(namespace, wanted)]
            # records still without their vectors (not repaired here) are returned all the same
            damaged_fn = getattr(self.store, "damaged", None)
            have = {r.id for r in found}
            asked = None if wanted is None else set(wanted)
            unrepaired = [
                r
                for r in (damaged_fn(namespace) if damaged_fn is not None else [])
                if r.id not in have and (asked is None or r.id in asked)
            ]
            if not unrepaired:
                return found
            found += unrepaired
            if wanted is not None:
                order = {mid: i for i, mid in enumerate(wanted)}
                found.sort(key=lambda r: order[r.id])
            return found

    def retention(
        self, namespace: str = "default", *, now: TimeLike | None = None
    ) -> dict[str, float]:
        """Retention (decay) of every memory in the namespace at ``now``, by id."""
        validate_namespace(namespace)
        t = self._now(now)
        with self._lock:
            idx = self._index(namespace)
            if idx.n == 0:
                return {}
            rows = np.arange(idx.n)
            zeros = np.zeros(idx.n)
            _, decay = self.scoring.score(self._features(idx, rows, zeros, zeros, t))
            return {r.id: float(d) for r, d in zip(idx.records, decay, strict=True)}

    def prune(
        self, *, below: float, now: TimeLike | None = None, namespace: str = "default"
    ) -> PruneReport:
        """Forget every memory whose retention at ``now`` has decayed below ``below``."""
        if isinstance(below, bool) or not isinstance(below, int | float) or not 0 <= below <= 1:
            raise InvalidInputError(f"below must be a retention in [0, 1], got {below!r}")
        ret = self.retention(namespace, now=now)
        doomed = tuple(mid for mid, r in ret.items() if r < below)
        if doomed:
            self.forget(list(doomed), namespace=namespace)
            logger.info(
                "pruned %d memories of %r below retention %.3f", len(doomed), namespace, below
            )
        return PruneReport(removed=doomed, kept=len(ret) - len(doomed), threshold=float(below))

    # ------------------------------------------------------------------ async twins
    async def aremember(self, text: str, **kwargs: Any) -> str:
        return await asyncio.to_thread(self.remember, text, **kwargs)

    async def aremember_many(self, items: Iterable[MemoryInput | str], **kwargs: Any) -> list[str]:
        return await asyncio.to_thread(self.remember_many, list(items), **kwargs)

    async def arecall(self, query: str, **kwargs: Any) -> list[Recall]:
        return await asyncio.to_thread(self.recall, query, **kwargs)

    async def aforget(self, ids: Sequence[str] | str, **kwargs: Any) -> int:
        return await asyncio.to_thread(self.forget, ids, **kwargs)


def _current(metadata: Mapping[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in metadata.items() if k != "valid_until"}
