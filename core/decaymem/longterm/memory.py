"""Long-term memory: remember, recall by relevance, importance and a forgetting curve, forget.

Memories live in a :class:`~decaymem.stores.VectorStore` (Chroma by default), one collection
per namespace. Recall scores memories with a pure :class:`~decaymem.scoring.ScoringMode` and
returns the exact top-k: namespaces of up to ``exact_limit`` memories are scored exhaustively in
process (brute force over an index kept in sync with the store); larger ones take ANN candidates
from the store and widen them until no unseen memory can outrank the k-th result.
"""

from __future__ import annotations

import asyncio
import logging
import math
import re
import threading
import time
import uuid
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import Any, cast

import numpy as np
import numpy.typing as npt

from ..clock import Clock, SystemClock, to_epoch
from ..embeddings import Embedder, default_embedder
from ..errors import ConfigError, InvalidInputError
from ..index import NamespaceIndex
from ..index_cache import IndexCache, IndexCacheStats
from ..index_files import IndexFiles, chroma_stamps, open_saved, save_index
from ..journal import BatchJournal, check_record, failed_batch
from ..lexical import LexicalDB, LexicalIndex
from ..progress import ProgressCallback
from ..records import (
    MemoryRecord,
    Recall,
    check_metadata,
    matches_where,
    validate_namespace,
    validate_where,
)
from ..resolution import Candidate, resolve
from ..scoring import Features, FusionScoring, HybridScoring, ScoringMode, ranks
from ..stores import ChromaStore, VectorStore
from ..updates import is_episode, is_update
from ..validation import check_chars, check_number

__all__ = ["LongTermMemory", "MemoryInput", "PruneReport", "scope"]

logger = logging.getLogger(__name__)

TimeLike = float | int | datetime


def scope(*, user: str | None = None, agent: str | None = None, session: str | None = None) -> str:
    """Build a namespace from the parts given, e.g. ``user:ana/agent:planner``.

    Each part is a non-empty string without ``/`` (the separator), so two different calls never
    build the same namespace.
    """
    parts = []
    for key, value in (("user", user), ("agent", agent), ("session", session)):
        if value is None:
            continue
        if not isinstance(value, str) or not value or "/" in value:
            raise InvalidInputError(
                f"scope({key}=...) must be a non-empty string without '/', got {value!r:.60}; "
                "hint: pass each part separately, e.g. scope(user='ana', agent='planner')"
            )
        parts.append(f"{key}:{value}")
    if not parts:
        raise InvalidInputError("scope() needs at least one of user, agent, session")
    return validate_namespace("/".join(parts))


@dataclass(frozen=True, slots=True, kw_only=True)
class MemoryInput:
    """One item for :meth:`LongTermMemory.remember_many`."""

    text: str
    importance: float = 5.0
    at: TimeLike | None = None
    metadata: Mapping[str, Any] | None = None
    source: str = "user"
    id: str | None = None  # given: upsert (replaces the memory with that id)
    context: str | None = None  # embedded with the text (e.g. the turn it answers), not recalled


CONTEXT_KEY = "context"
_CONTEXT_CHARS = 600


def embedding_texts(text: str, metadata: Mapping[str, Any]) -> tuple[str, ...]:
    """What is embedded for a memory: its text, with the speaker's name in front when it is a
    turn someone said (``name`` metadata); and when it has ``context`` metadata, that text again
    after its context. The memory's vector is the normalised sum of their embeddings: the turn
    keeps its own meaning and is also found by what it answers."""
    name = metadata.get("name")
    body = f"{name}: {text}" if isinstance(name, str) and name else text
    ctx = metadata.get(CONTEXT_KEY)
    return (body, f"{ctx}\n{body}") if isinstance(ctx, str) and ctx else (body,)


def embed_records(embedder: Embedder, records: Sequence[MemoryRecord]) -> npt.NDArray[np.float32]:
    """One vector per record (see :func:`embedding_texts`), in one embedding batch."""
    parts = [embedding_texts(r.text, r.metadata) for r in records]
    flat = [t for p in parts for t in p]
    if not flat:
        return embedder.embed([]).astype(np.float32)
    vecs = np.asarray(embedder.embed(flat), dtype=np.float32)
    out = np.empty((len(records), vecs.shape[1]), dtype=np.float32)
    i = 0
    for j, p in enumerate(parts):
        v = vecs[i : i + len(p)].sum(axis=0)
        norm = float(np.linalg.norm(v))
        out[j] = v / norm if norm > 0 else v
        i += len(p)
    return out


@dataclass(frozen=True, slots=True)
class PruneReport:
    """What :meth:`LongTermMemory.prune` removed."""

    removed: tuple[str, ...]
    kept: int
    threshold: float


def _check_importance(v: Any) -> float:
    if isinstance(v, bool) or not isinstance(v, int | float):
        raise InvalidInputError(f"importance must be a number from 1 to 10, got {v!r:.40}")
    if not (isinstance(v, float) and math.isnan(v)) and not 1 <= v <= 10:
        raise InvalidInputError(
            f"importance must be from 1 to 10, got {str(v)[:40]}; hint: 1 = trivia, "
            "10 = never forget"
        )
    return check_number(v, what="importance")


class LongTermMemory:
    """Memories with an importance and a timestamp, recalled by decayed relevance.

    Args:
        store: where memories live; an in-memory Chroma (``EphemeralClient``) by default.
        embedder: text to vectors; all-MiniLM-L6-v2 (bundled, offline) by default.
        scoring: the ranking; :class:`~decaymem.scoring.FusionScoring` by default.
        clock: the time source (inject a :class:`~decaymem.clock.FixedClock` to move time).
        reinforce: a recalled memory is reinforced (its half-life grows, its clock restarts).
        consolidate: remembering a near-duplicate reinforces the existing memory instead.
        duplicate_threshold: cosine at or above which a text with the same words is a duplicate.
        supersede_floor: the least cosine for recording that a newer memory supersedes an older one.
        exact_limit: namespaces up to this size are scored exhaustively in process.
        max_text_chars: the longest text accepted.
        refresh_interval_s: how long the in-process index of a namespace is trusted before the
            store is asked whether another process changed it (this instance's own writes keep
            it exact); 0 asks on every call.
        pipeline_chunk: batches larger than this are embedded and written in chunks, the next
            chunk embedding while the store writes the previous one.
        index_cache_bytes: the bound on the bytes of in-process namespace indexes (vectors,
            columns, lexical postings); least recently used namespaces are dropped past it and
            rebuilt from the store on next use. ``None``: unbounded.
        lexical_path: the SQLite file of the persistent lexical (BM25) index. ``None`` puts it
            in the store's directory when the store is on disk (a ``ChromaStore(path=...)``)
            and keeps it in memory otherwise (rebuilt from the store's texts when opened).
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
        supersede_floor: float = 0.1,
        exact_limit: int = 200_000,
        max_text_chars: int = 20_000,
        refresh_interval_s: float = 1.0,
        pipeline_chunk: int = 512,
        index_cache_bytes: int | None = 1 << 30,
        lexical_path: str | Path | None = None,
        progress: ProgressCallback | None = None,
    ) -> None:
        if scoring is not None and not isinstance(scoring, ScoringMode):
            raise ConfigError("scoring must be a ScoringMode (e.g. HybridScoring(), SeedScoring())")
        if not 0 < duplicate_threshold <= 1 or not 0 < supersede_floor <= 1:
            raise ConfigError("duplicate_threshold and supersede_floor must be in (0, 1]")
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
        self.supersede_floor = supersede_floor
        self.exact_limit = exact_limit
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
        if index_cache_bytes is not None and (
            isinstance(index_cache_bytes, bool)
            or not isinstance(index_cache_bytes, int)
            or index_cache_bytes < 0
        ):
            raise ConfigError("index_cache_bytes must be an int >= 0 or None")
        self._indexes = IndexCache(index_cache_bytes)
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
        self._changes_seen: dict[str, int | None] = {}  # foreign_changes() when loaded
        self._lock = threading.RLock()
        self._query_cache: dict[str, npt.NDArray[np.float32]] = {}
        self._speakers: dict[str, set[str]] = {}  # namespace -> words of episode speakers

    # ------------------------------------------------------------------ helpers
    def _now(self, now: TimeLike | None) -> float:
        return self.clock.now() if now is None else to_epoch(now, name="now")

    def _check_text(self, text: Any, *, what: str = "text") -> str:
        if not isinstance(text, str):
            raise InvalidInputError(f"{what} must be a string, got {type(text).__name__}")
        if not text.strip():
            raise InvalidInputError(f"{what} is empty; hint: there is nothing to remember")
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
        if idx is not None and time.monotonic() - idx.checked_at < self.refresh_interval_s:
            return idx
        changes = self._foreign_changes(namespace)  # read before the data it vouches for
        if idx is None and self._files is not None:
            opened = self._open_saved(namespace, changes)
            if opened is not None:
                return opened
        count = self.store.count(namespace)
        if (
            idx is not None
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
        if report is not None:
            report(f"loading {namespace}", count, count)
        return idx

    def _open_saved(self, namespace: str, changes: int | None) -> NamespaceIndex | None:
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
                        names.update(_W.findall(v.lower()))

    def lexical_query(self, query: str, namespace: str = "default") -> str:
        """The query as the lexical index sees it: speakers' names and roles taken out.

        Names come from the archived turns' ``name`` and ``role`` (never from a list), so a
        question naming a speaker is not answered by every short turn that greets them; the
        dense ranking still sees the whole query. A query made only of names is kept as is.
        """
        names = self._speakers.get(namespace)
        if not names:
            return query
        kept = [w for w in _W.findall(query) if w.lower() not in names]
        return " ".join(kept) if kept else query

    def _foreign_changes(self, namespace: str) -> int | None:
        """Writes other processes made to the namespace, when the store counts them.

        The count alone misses a forget plus an add (or an update) made elsewhere; a store
        shared by processes (:class:`ChromaStore` on a server) counts them in a change log.
        """
        fn = getattr(self.store, "foreign_changes", None)
        return None if fn is None else cast("int | None", fn(namespace))

    def _repair(self, namespace: str) -> list[tuple[MemoryRecord, npt.NDArray[np.float32]]]:
        """Re-embed records the store lost the vectors of (a write cut short by a crash)."""
        damaged_fn = getattr(self.store, "damaged", None)
        repair_fn = getattr(self.store, "repair", None)
        if damaged_fn is None or repair_fn is None:
            return []
        damaged: list[MemoryRecord] = damaged_fn(namespace)
        if not damaged:
            return []
        vectors = embed_records(self.embedder, damaged)
        repair_fn(namespace, damaged, vectors)
        logger.warning(
            "repaired %d memories of %r whose vectors were lost", len(damaged), namespace
        )
        return list(zip(damaged, vectors, strict=True))

    # ------------------------------------------------------------------ writing
    def remember(
        self,
        text: str,
        *,
        importance: float = 5.0,
        namespace: str = "default",
        at: TimeLike | None = None,
        metadata: Mapping[str, Any] | None = None,
        source: str = "user",
        id: str | None = None,
    ) -> str:
        """Store one memory and return its id (the existing id when it consolidates).

        With ``id``, the memory is stored under that id, replacing any memory that has it
        (an upsert; no consolidation).

        ``at`` (creation time, epoch seconds or aware datetime) defaults to now; a time in the
        future is stored as given and its age counts as 0 until then.

        Raises:
            InvalidInputError: empty or oversized text, importance outside 1–10 or NaN/inf,
                a bad timestamp or metadata.
            NamespaceError: an invalid namespace.
        """
        return self.remember_many(
            [
                MemoryInput(
                    text=text, importance=importance, at=at, metadata=metadata, source=source, id=id
                )
            ],
            namespace=namespace,
        )[0]

    def remember_many(
        self,
        items: Iterable[MemoryInput | str],
        *,
        namespace: str = "default",
        importance: float = 5.0,
    ) -> list[str]:
        """Store many memories with one embedding batch and one store write; returns their ids.

        Every item is validated before anything is written: one bad item rejects the batch.
        """
        validate_namespace(namespace)
        now = self.clock.now()
        if isinstance(items, str | bytes | Mapping) or not isinstance(items, Iterable):
            raise InvalidInputError(
                f"items must be a list of str or MemoryInput, got {type(items).__name__}; "
                "hint: remember() stores a single text"
            )
        inputs = [
            MemoryInput(text=i, importance=importance) if isinstance(i, str) else i for i in items
        ]
        records: list[MemoryRecord] = []
        for item in inputs:
            if not isinstance(item, MemoryInput):
                raise InvalidInputError(
                    f"items must be str or MemoryInput, got {type(item).__name__}"
                )
            meta = item.metadata
            if item.context is not None:
                if not isinstance(item.context, str):
                    raise InvalidInputError("context must be a string")
                if item.context.strip():
                    meta = {**(meta or {}), CONTEXT_KEY: item.context[-_CONTEXT_CHARS:]}
            records.append(
                MemoryRecord(
                    id=_check_id(item.id) if item.id is not None else uuid.uuid4().hex,
                    text=self._check_text(item.text),
                    namespace=namespace,
                    importance=_check_importance(item.importance),
                    created_at=now if item.at is None else to_epoch(item.at, name="at"),
                    source=_check_source(item.source),
                    metadata=check_metadata(meta),
                )
            )
        if not records:
            return []
        given = [i.id for i in inputs if isinstance(i, MemoryInput) and i.id is not None]
        explicit = set(given)
        if len(explicit) != len(given):
            raise InvalidInputError("the same id appears twice in one batch")
        small = len(records) <= self.pipeline_chunk
        vectors = embed_records(self.embedder, records) if small else None
        with self._lock:
            journal = BatchJournal(self.store, namespace)
            # New ids only: an explicit id is journaled once its current version is saved.
            journal.will_add(r.id for r in records if r.id not in explicit)
            try:
                if vectors is not None:
                    self._replace_explicit(namespace, explicit, journal)
                    return self._insert(
                        namespace, records, vectors, now, explicit=explicit, journal=journal
                    )
                return self._remember_pipelined(namespace, records, now, explicit, journal)
            except BaseException as e:
                # All or nothing: put the store back, rebuild the index from it.
                self._indexes.pop(namespace)
                journal.rollback()
                err = failed_batch(e, namespace)
                if err is e:
                    raise
                raise err from e

    def restore(
        self, records: Iterable[MemoryRecord], *, namespace: str | None = None
    ) -> list[str]:
        """Write memories exactly as given, re-embedding their text: a lossless import.

        Ids, importance, timestamps, reinforcement (strength, recall count, last recall),
        source, metadata and supersession links are kept; a memory with the same id is
        replaced; nothing is consolidated. All or nothing: every record is validated before
        anything is written, and a store failure rolls every namespace back.

        Args:
            records: e.g. ``MemoryRecord(**d)`` for each line ``decaymem export`` wrote.
            namespace: put every record in this namespace instead of its own.

        Raises:
            InvalidInputError: a field out of range, or one id twice in a namespace.
            StoreError: the store failed (nothing of the call was kept).
        """
        if isinstance(records, MemoryRecord | str | bytes | Mapping) or not isinstance(
            records, Iterable
        ):
            raise InvalidInputError(
                f"records must be a list of MemoryRecord, got {type(records).__name__}"
            )
        checked = [
            check_record(r, namespace=namespace, max_text_chars=self.max_text_chars)
            for r in records
        ]
        by_ns: dict[str, list[MemoryRecord]] = {}
        for r in checked:
            by_ns.setdefault(r.namespace, []).append(r)
        for ns, recs in by_ns.items():
            if len({r.id for r in recs}) != len(recs):
                raise InvalidInputError(f"the same id appears twice in namespace {ns!r}")
        vectors = {ns: embed_records(self.embedder, recs) for ns, recs in by_ns.items()}
        journals: list[BatchJournal] = []
        with self._lock:
            try:
                for ns, recs in by_ns.items():
                    journal = BatchJournal(self.store, ns)
                    journals.append(journal)
                    ids = [r.id for r in recs]
                    existing = self.store.get(ns, ids)
                    journal.will_replace(existing)  # saved before anything is deleted
                    journal.will_add(ids)
                    if existing:
                        self.store.delete(ns, [r.id for r, _ in existing])
                    step = 4096
                    for start in range(0, len(recs), step):
                        self.store.add(
                            ns, recs[start : start + step], vectors[ns][start : start + step]
                        )
            except BaseException as e:
                for journal in reversed(journals):
                    journal.rollback()
                err = failed_batch(e, ", ".join(by_ns))
                if err is e:
                    raise
                raise err from e
            finally:
                for ns in by_ns:
                    self._indexes.pop(ns)  # rebuilt from the store on next use
        return [r.id for r in checked]

    def _replace_explicit(self, namespace: str, explicit: set[str], journal: BatchJournal) -> None:
        if not explicit:
            return
        idx = self._index(namespace)
        replaced = [i for i in explicit if i in idx.pos]
        if replaced:
            journal.will_replace(self.store.get(namespace, replaced))
        journal.will_add(explicit)  # after their current versions are saved
        if replaced:
            self.store.delete(namespace, replaced)
            idx.remove(replaced)
            idx.store_count = idx.n
            self._indexes.account(namespace)

    def _remember_pipelined(
        self,
        namespace: str,
        records: list[MemoryRecord],
        now: float,
        explicit: set[str],
        journal: BatchJournal,
    ) -> list[str]:
        """Large batches: embed chunk i+1 while the store writes chunk i.

        The caller rolls the whole batch back when any chunk fails; leaving the pool waits for
        a write still running, so the rollback never races it.
        """
        chunks = [
            records[i : i + self.pipeline_chunk]
            for i in range(0, len(records), self.pipeline_chunk)
        ]
        ids: list[str] = []
        total, done = len(records), 0
        report = self.progress or _no_progress
        what = f"remembering in {namespace}"
        with ThreadPoolExecutor(max_workers=1) as pool:
            self._replace_explicit(namespace, explicit, journal)
            pending: Future[None] | None = None
            report(what, 0, total)
            vectors = embed_records(self.embedder, chunks[0])
            for n, chunk in enumerate(chunks):
                if pending is not None:
                    pending.result()  # the store holds chunk n-1 before chunk n is planned
                    done += len(chunks[n - 1])
                    report(what, done, total)
                writes: list[Callable[[], None]] = []
                ids += self._insert(
                    namespace, chunk, vectors, now, explicit=explicit, defer=writes, journal=journal
                )
                pending = pool.submit(_run_all, writes)
                if n + 1 < len(chunks):  # overlaps with the write of chunk n
                    vectors = embed_records(self.embedder, chunks[n + 1])
            if pending is not None:
                pending.result()
                report(what, total, total)
        return ids

    def _insert(
        self,
        namespace: str,
        records: list[MemoryRecord],
        vectors: npt.NDArray[np.float32],
        now: float,
        *,
        explicit: set[str] | frozenset[str] = frozenset(),
        defer: list[Callable[[], None]] | None = None,
        journal: BatchJournal | None = None,
    ) -> list[str]:
        idx = self._index(namespace)
        vectors = np.asarray(vectors, dtype=np.float32)
        # Archived turns never consolidate (they carry ids) nor supersede or get superseded
        # (updates.is_update): only the other memories need their close pairs.
        rel = [i for i, r in enumerate(records) if not is_episode(r.metadata)]
        if len(rel) == len(records):
            near_stored, near_batch = self._close_pairs(
                idx, namespace, vectors, [r.text for r in records]
            )
        else:
            near_stored, near_batch = {}, {}
            if rel:
                sub_stored, sub_batch = self._close_pairs(
                    idx, namespace, vectors[rel], [records[i].text for i in rel]
                )
                near_stored = {rel[i]: v for i, v in sub_stored.items()}
                near_batch = {rel[i]: [(rel[j], sim) for j, sim in v] for i, v in sub_batch.items()}
        if near_stored:
            near_stored = {
                i: [(e, sim) for e, sim in v if not is_episode(idx.records[e].metadata)]
                for i, v in near_stored.items()
            }
        ids: list[str] = []
        pending: dict[str, MemoryRecord] = {}
        pending_vectors: dict[str, npt.NDArray[np.float32]] = {}
        updates: dict[str, MemoryRecord] = {}

        def current(r: MemoryRecord) -> MemoryRecord:
            return pending.get(r.id) or updates.get(r.id) or r

        def put(r: MemoryRecord) -> None:
            (pending if r.id in pending else updates)[r.id] = r

        def by_id(mid: str) -> MemoryRecord | None:
            r = pending.get(mid) or updates.get(mid)
            if r is None and mid in idx.pos:
                r = idx.records[idx.pos[mid]]
            return r

        for i, (rec, vec) in enumerate(zip(records, vectors, strict=True)):
            neighbours = [(idx.records[e], sim) for e, sim in near_stored.get(i, [])]
            for j, sim in near_batch.get(i, []):
                earlier = ids[j]  # the batch item's id, or the memory it consolidated into
                target = pending.get(earlier) or updates.get(earlier)
                if target is None and earlier in idx.pos:
                    target = idx.records[idx.pos[earlier]]
                if target is not None:
                    neighbours.append((target, sim))
            consolidate = self.consolidate and rec.id not in explicit
            dup = self._duplicate_of(rec, neighbours) if consolidate else None
            if dup is not None:
                base = current(dup)
                put(
                    replace(
                        base,
                        importance=max(base.importance, rec.importance),
                        metadata={**base.metadata, **rec.metadata},  # the newer value wins
                        strength=base.strength + self.reinforce_gain,
                        recall_count=base.recall_count + 1,
                        last_recalled_at=max(now, base.last_recalled_at or 0.0),
                    )
                )
                ids.append(dup.id)
                continue
            # Record genuine updates as chains in time order: each statement points at the
            # one that replaced its value (see _link_update).
            new = rec
            pending[new.id] = new
            for neighbour, sim in neighbours:
                other = current(neighbour)
                if other.id == new.id:
                    continue
                older, newer = (other, new) if other.created_at <= new.created_at else (new, other)
                if is_update(
                    older.text,
                    newer.text,
                    sim,
                    floor=self.supersede_floor,
                    older_metadata=older.metadata,
                    newer_metadata=newer.metadata,
                ):
                    _link_update(older, newer, sim, by_id=by_id, put=put)
            new = pending[new.id]
            pending[new.id] = new
            pending_vectors[new.id] = vec
            ids.append(new.id)
        new_records = list(pending.values())
        mat = (
            np.stack([pending_vectors[r.id] for r in new_records]).astype(np.float32)
            if new_records
            else np.zeros((0, vectors.shape[1] if vectors.ndim == 2 else 0), np.float32)
        )
        changed = list(updates.values())
        if journal is not None:
            journal.will_update(idx.records[idx.pos[r.id]] for r in changed if r.id in idx.pos)

        def write() -> None:
            upsert = getattr(self.store, "upsert", None)
            held = [v for r in changed if (v := idx.vector(r.id)) is not None]
            if upsert is not None and len(held) == len(changed):
                # One store write: the new memories (fresh ids, or explicit ones whose stored
                # version _replace_explicit removed) and the updated ones with their vectors.
                upsert(namespace, new_records + changed, np.vstack([mat, *held]) if held else mat)
                return
            if new_records:
                self.store.add(namespace, new_records, mat)
            if changed:
                self.store.update(namespace, changed)

        if defer is None:
            write()  # the store first: if it fails, the index still matches it
        else:
            defer.append(write)
        if new_records:
            idx.add(new_records, mat)
            self._note_speakers(namespace, new_records)
        if changed:
            idx.update(changed)
        if idx.keep_vectors and idx.n > self.exact_limit:
            idx.drop_vectors()
        idx.store_count = idx.n
        self._indexes.account(namespace)
        return ids

    def _close_pairs(
        self,
        idx: NamespaceIndex,
        namespace: str,
        vectors: npt.NDArray[np.float32],
        texts: Sequence[str],
    ) -> tuple[dict[int, list[tuple[int, float]]], dict[int, list[tuple[int, float]]]]:
        """Each new vector's nearest neighbours with cosine >= supersede_floor, at most
        ``_PAIR_NEIGHBOURS`` of them, from a bounded candidate set so that bulk import is
        linear: every stored memory while the namespace holds at most ``_EXACT_PAIRS_LIMIT``
        (exact matrix products); beyond, the ``_RECENT_CANDIDATES`` newest memories plus up to
        ``_LEXICAL_CANDIDATES`` sharing the new text's rarest words, scored exactly; and the
        store's ANN query once the namespace no longer keeps vectors in process.

        Returns:
            ``{batch index: [(index row, cosine)]}`` for stored memories and
            ``{batch index: [(earlier batch index, cosine)]}`` within the batch.
        """
        floor = self.supersede_floor
        near_stored: dict[int, list[tuple[int, float]]] = {}
        near_batch: dict[int, list[tuple[int, float]]] = {}
        block = 1024
        if idx.n and idx.keep_vectors and idx.n <= _EXACT_PAIRS_LIMIT:
            stored = idx.vectors
            for start in range(0, len(vectors), block):
                sims = vectors[start : start + block] @ stored.T
                _nearest(sims, floor, start, near_stored)
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
                    _nearest(cand_sims[None, :], floor, start + i, near_stored, columns=cand)
        elif idx.n:
            for i, vec in enumerate(vectors):
                for mid, sim in self.store.query(namespace, vec, _PAIR_NEIGHBOURS):
                    if sim >= floor and mid in idx.pos:
                        near_stored.setdefault(i, []).append((idx.pos[mid], sim))
        for start in range(0, len(vectors), block):
            stop = min(len(vectors), start + block)
            sims = vectors[start:stop] @ vectors[:stop].T
            # only earlier items of the batch: mask the diagonal and everything after it
            sims[np.arange(stop - start)[:, None] + start <= np.arange(stop)[None, :]] = -np.inf
            _nearest(sims, floor, start, near_batch)
        return near_stored, near_batch

    def _duplicate_of(
        self, rec: MemoryRecord, neighbours: list[tuple[MemoryRecord, float]]
    ) -> MemoryRecord | None:
        words = _words(rec.text)
        best: tuple[float, MemoryRecord] | None = None
        for other, sim in neighbours:
            if (
                sim >= self.duplicate_threshold
                and _words(other.text) == words
                and (best is None or sim > best[0])
            ):
                best = (sim, other)
        return best[1] if best else None

    def forget(self, ids: Sequence[str] | str, *, namespace: str = "default") -> int:
        """Delete memories by id; returns how many existed. Supersession marks pointing at them
        are cleared."""
        validate_namespace(namespace)
        id_list = _id_list(ids)
        with self._lock:
            idx = self._index(namespace)
            n = self.store.delete(namespace, id_list)
            idx.remove(id_list)
            idx.store_count = idx.n
            self._indexes.account(namespace)
            gone = set(id_list)
            orphaned = [
                replace(r, superseded_by=None, superseded_sim=0.0)
                for r in idx.records
                if r.superseded_by in gone
            ]
            if orphaned:
                self.store.update(namespace, orphaned)
                idx.update(orphaned)
            return n

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
        """Records by id (all of the namespace when ``ids`` is None), in the order asked.

        A single string is one id (``get("abc")`` looks up the memory ``abc``).
        """
        validate_namespace(namespace)
        wanted = None if ids is None else _id_list(ids)
        with self._lock:
            self._index(namespace)  # repairs records a crash left without their vectors
            return [r for r, _ in self.store.get(namespace, wanted)]

    def _features(
        self,
        idx: NamespaceIndex,
        rows: npt.NDArray[np.int64],
        sims: npt.NDArray[np.float64],
        lex: npt.NDArray[np.float64],
        now: float,
        *,
        dense_rank: npt.NDArray[np.float64] | None = None,
        lexical_rank: npt.NDArray[np.float64] | None = None,
    ) -> Features:
        return Features(
            similarity=sims,
            lexical=lex,
            importance=idx.column("importance")[rows],
            created_at=idx.column("created_at")[rows],
            last_recalled_at=idx.column("last_recalled_at")[rows],
            strength=idx.column("strength")[rows],
            superseded_sim=idx.column("superseded_sim")[rows],
            words=idx.column("words")[rows],
            now=now,
            dense_rank=dense_rank,
            lexical_rank=lexical_rank,
        )

    def recall(
        self,
        query: str,
        *,
        k: int = 5,
        namespace: str = "default",
        now: TimeLike | None = None,
        where: Mapping[str, Any] | None = None,
        min_score: float | None = None,
        scoring: ScoringMode | None = None,
    ) -> list[Recall]:
        """The ``k`` best memories for ``query`` in ``namespace``, best first (exact top-k).

        Args:
            query: the text to recall for.
            k: how many (>= 1).
            namespace: the scope searched; nothing outside it is ever returned.
            now: the time of recall (defaults to the clock); ages clamp at 0.
            where: a Chroma-style filter on the memories' user metadata.
            min_score: drop results scoring below this.
            scoring: override the ranking for this call.
        """
        self._check_text(query, what="query")
        if isinstance(k, bool) or not isinstance(k, int) or k < 1:
            raise InvalidInputError(f"k must be an int >= 1, got {k!r}")
        if min_score is not None:
            min_score = check_number(min_score, what="min_score")
        validate_namespace(namespace)
        validate_where(where)  # every branch, before any work
        mode = scoring or self.scoring
        t = self._now(now)
        qvec = self._embed_query(query)
        with self._lock:
            idx = self._index(namespace)
            if idx.n == 0:
                return []
            lex_all = (
                idx.lexical(self.lexical_query(query, namespace))
                if mode.uses_lexical
                else np.zeros(idx.n)
            )
            if idx.keep_vectors:
                rows = np.arange(idx.n)
                sims = (idx.vectors @ qvec).astype(np.float64)
                feats = self._features(idx, rows, sims, lex_all, t)
                scores, decay = mode.score(feats)
                scores = self._resolve_updates(
                    mode=mode, feats=feats, scores=scores, rows=rows, idx=idx, namespace=namespace
                )
                scores = _resolve_chains(query, mode, scores, rows, idx)
                results = self._top(
                    idx=idx,
                    rows=rows,
                    scores=scores,
                    decay=decay,
                    sims=sims,
                    lex=lex_all,
                    now=t,
                    k=k,
                    where=where,
                    min_score=min_score,
                )
            else:
                results = self._recall_ann(
                    idx=idx,
                    namespace=namespace,
                    qvec=qvec,
                    lex_all=lex_all,
                    mode=mode,
                    query=query,
                    now=t,
                    k=k,
                    where=where,
                    min_score=min_score,
                )
            if self.reinforce and results:
                self._reinforce(namespace, idx, [r.id for r in results], t)
            return results

    def _resolve_updates(
        self,
        *,
        mode: ScoringMode,
        feats: Features,
        scores: npt.NDArray[np.float64],
        rows: npt.NDArray[np.int64],
        idx: NamespaceIndex,
        namespace: str,
    ) -> npt.NDArray[np.float64]:
        if not isinstance(mode, HybridScoring) or mode.update_pool == 0 or len(scores) < 2:
            return scores
        size = min(mode.update_pool, len(scores))
        pool = np.argpartition(-scores, size - 1)[:size]
        pool = pool[np.argsort(-scores[pool], kind="stable")]
        if idx.keep_vectors:
            vectors = idx.vectors[rows[pool]]
        else:
            ids = [idx.records[int(rows[p])].id for p in pool]
            got = {r.id: v for r, v in self.store.get(namespace, ids)}
            vectors = np.stack([got[i] for i in ids]).astype(np.float32)
        adjusted = mode.resolve_updates(
            scores[pool], mode.relevance(feats)[pool], feats.created_at[pool], vectors
        )
        out = scores.copy()
        out[pool] = adjusted
        return out

    def _top(
        self,
        *,
        idx: NamespaceIndex,
        rows: npt.NDArray[np.int64],
        scores: npt.NDArray[np.float64],
        decay: npt.NDArray[np.float64],
        sims: npt.NDArray[np.float64],
        lex: npt.NDArray[np.float64],
        now: float,
        k: int,
        where: Mapping[str, Any] | None,
        min_score: float | None,
    ) -> list[Recall]:
        # Sort by score, ties by newer first then id, so the order is total and reproducible.
        # Only the best candidates are sorted: the top `take` by score, plus every tie with the
        # last of them; widened when a `where` filter or min_score rejects too many.
        n = len(scores)
        take = min(n, max(4 * k, 32))
        while True:
            if take < n:
                part = np.argpartition(-scores, take - 1)[:take]
                cutoff = scores[part].min()
                above = np.nonzero(scores > cutoff)[0]
                tied = np.nonzero(scores == cutoff)[0]
                need = take - len(above)
                if len(tied) > need:
                    # A large tie at the cutoff (e.g. every score 0): the newest of them win.
                    t_created = idx.column("created_at")[rows[tied]]
                    sel = np.argpartition(-t_created, need - 1)[:need]
                    newest_cut = t_created[sel].min()
                    tied = tied[t_created >= newest_cut]
                cand = np.concatenate([above, tied])
            else:
                cand = np.arange(n)
            created = idx.column("created_at")[rows[cand]]
            ids = np.array([idx.records[int(r)].id for r in rows[cand]])
            order = cand[np.lexsort((ids, -created, -scores[cand]))]
            if where is None or take >= n:
                break
            hits = sum(1 for j in order if matches_where(idx.records[int(rows[j])].metadata, where))
            if hits >= k:
                break
            take = min(n, take * 8)
        out: list[Recall] = []
        for j in order:
            if min_score is not None and scores[j] < min_score:
                break
            rec = idx.records[int(rows[j])]
            if where is not None and not matches_where(rec.metadata, where):
                continue
            out.append(
                Recall(
                    id=rec.id,
                    text=rec.text,
                    score=float(scores[j]),
                    similarity=float(sims[j]),
                    importance=rec.importance,
                    decay=float(decay[j]),
                    age_s=max(0.0, now - rec.created_at),
                    created_at=rec.created_at,
                    metadata=dict(rec.metadata),
                    lexical=float(lex[j]),
                    namespace=rec.namespace,
                )
            )
            if len(out) == k:
                break
        return out

    def _recall_ann(
        self,
        *,
        idx: NamespaceIndex,
        namespace: str,
        qvec: npt.NDArray[np.float32],
        lex_all: npt.NDArray[np.float64],
        mode: ScoringMode,
        query: str,
        now: float,
        k: int,
        where: Mapping[str, Any] | None,
        min_score: float | None,
    ) -> list[Recall]:
        """Widen ANN candidates until no unseen memory can outrank the k-th result."""
        n = idx.n
        lex_order = np.argsort(-lex_all, kind="stable")
        c = max(64, 8 * k)
        while True:
            dense = self.store.query(namespace, qvec, min(c, n))
            rows_set = {idx.pos[mid] for mid, _ in dense if mid in idx.pos}
            lex_rows = [int(i) for i in lex_order[: min(c, n)] if lex_all[i] > 0]
            rows_set.update(lex_rows)
            rows = np.array(sorted(rows_set), dtype=np.int64)
            known = dict(dense)
            missing = [idx.records[int(r)].id for r in rows if idx.records[int(r)].id not in known]
            for rec, vec in self.store.get(namespace, missing):
                known[rec.id] = float(vec @ qvec)
            sims = np.array([known[idx.records[int(r)].id] for r in rows], dtype=np.float64)
            rank_bound = getattr(mode, "rank_bound", None)
            dense_rank = lexical_rank = None
            if rank_bound is not None:
                # Namespace-wide ranks: lexical ones are exact (BM25 scored every memory);
                # a memory outside the dense candidates ranks after all of them.
                in_dense = {idx.pos[mid] for mid, _ in dense if mid in idx.pos}
                dense_rank = ranks(sims)
                outside = np.array([int(r) not in in_dense for r in rows])
                dense_rank[outside] = len(in_dense) + ranks(sims[outside])
                lex_pos = np.empty(n, dtype=np.float64)
                lex_pos[lex_order] = np.arange(n, dtype=np.float64)
                lexical_rank = lex_pos[rows]
            feats = self._features(
                idx,
                rows,
                sims,
                lex_all[rows],
                now,
                dense_rank=dense_rank,
                lexical_rank=lexical_rank,
            )
            scores, decay = mode.score(feats)
            scores = self._resolve_updates(
                mode=mode, feats=feats, scores=scores, rows=rows, idx=idx, namespace=namespace
            )
            scores = _resolve_chains(query, mode, scores, rows, idx)
            results = self._top(
                idx=idx,
                rows=rows,
                scores=scores,
                decay=decay,
                sims=sims,
                lex=lex_all[rows],
                now=now,
                k=k,
                where=where,
                min_score=min_score,
            )
            exhausted = len(dense) >= n or c >= n
            if exhausted:
                return results
            floor_sim = float(dense[-1][1]) if dense else -1.0
            floor_lex = float(lex_all[lex_order[min(c, n) - 1]])
            if rank_bound is not None:
                bound = float(rank_bound(float(min(c, n))))
            else:
                bound = mode.upper_bound(
                    similarity=floor_sim,
                    lexical=floor_lex,
                    max_importance=float(idx.column("importance").max(initial=10.0)),
                )
            if len(results) == k and bound < results[-1].score:
                return results
            c *= 4

    def _reinforce(self, namespace: str, idx: NamespaceIndex, ids: list[str], now: float) -> None:
        changed = []
        for mid in ids:
            i = idx.pos.get(mid)
            if i is None:
                continue
            r = idx.records[i]
            changed.append(
                replace(
                    r,
                    recall_count=r.recall_count + 1,
                    last_recalled_at=now,
                    strength=r.strength + self.reinforce_gain,
                )
            )
        self.store.update(namespace, changed)
        idx.update(changed)

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


_W = re.compile(r"\w+")
# Duplicate and supersession candidates (benchmarks/bulk_import.py, ARCHITECTURE.md): each new
# memory keeps at most _PAIR_NEIGHBOURS neighbours, found among every stored memory up to
# _EXACT_PAIRS_LIMIT, among the newest and the rarest-word-sharing ones beyond.
_PAIR_NEIGHBOURS = 50
_EXACT_PAIRS_LIMIT = 20_000
_RECENT_CANDIDATES = 512
_LEXICAL_CANDIDATES = 128


def _resolve_chains(
    query: str,
    mode: ScoringMode,
    scores: npt.NDArray[np.float64],
    rows: npt.NDArray[np.int64],
    idx: NamespaceIndex,
) -> npt.NDArray[np.float64]:
    """Apply :func:`decaymem.resolution.resolve` to the best candidates and every memory linked
    to them by supersession (among ``rows``); other scores are returned unchanged."""
    size = getattr(mode, "resolution_pool", 0) if isinstance(mode, FusionScoring) else 0
    if size == 0 or len(scores) < 2:
        return scores
    linked = np.nonzero(idx.column("superseded_sim")[rows] > 0)[0]
    if len(linked) == 0:
        return scores  # no memory here was ever updated
    full = len(rows) == idx.n  # the exact path: every memory, position == index row
    at = {} if full else {int(r): p for p, r in enumerate(rows)}  # index row -> position
    preds: dict[str, list[int]] = {}
    for q in linked.tolist():
        rec = idx.records[int(rows[q])]
        if rec.superseded_by is not None and not is_episode(rec.metadata):
            preds.setdefault(rec.superseded_by, []).append(q)
    size = min(size, len(scores))
    pool = np.argpartition(-scores, size - 1)[:size]
    todo: list[int] = pool.tolist()
    seen: set[int] = set()
    chained = False
    while todo and len(seen) < 4 * size:  # whole chains, forwards and backwards
        p = todo.pop()
        if p in seen:
            continue
        seen.add(p)
        rec = idx.records[int(rows[p])]
        before = preds.get(rec.id, [])
        todo.extend(before)
        succ = idx.pos.get(rec.superseded_by) if rec.superseded_by is not None else None
        if succ is not None and (full or succ in at):
            todo.append(succ if full else at[succ])
            chained = True
        chained = chained or bool(before)
    if not chained:
        return scores
    members = sorted(seen)
    cands = []
    for p in members:
        rec = idx.records[int(rows[p])]
        cands.append(
            Candidate(
                rec.id,
                rec.text,
                float(scores[p]),
                rec.created_at,
                rec.superseded_by,
                archived=is_episode(rec.metadata),
            )
        )
    out = scores.copy()
    out[members] = resolve(query, cands)
    return out


def _link_update(
    older: MemoryRecord,
    newer: MemoryRecord,
    sim: float,
    *,
    by_id: Callable[[str], MemoryRecord | None],
    put: Callable[[MemoryRecord], None],
) -> None:
    """Insert ``newer`` into the supersession chain of ``older`` at its place in time.

    A chain is one attribute's values, oldest first, each pointing at its successor. When
    ``newer`` updates ``older`` but ``older`` already has a successor no newer than ``newer``,
    the link goes to the end of that stretch: the value ``newer`` replaced is the latest one
    before it (``I drive a Mazda`` → ``I sold the Mazda and got a Golf`` → ``I now drive a
    BMW``), whichever earlier value it was recognised against.
    """
    x = older
    seen = {x.id}
    while x.superseded_by is not None:
        succ = by_id(x.superseded_by)
        if succ is None or succ.id == newer.id:
            if succ is not None:
                return  # already in the chain
            break
        if succ.created_at > newer.created_at or succ.id in seen:
            # newer falls between x and its successor: x -> newer -> succ
            if newer.superseded_by is None:
                put(replace(newer, superseded_by=succ.id, superseded_sim=sim))
            break
        seen.add(succ.id)
        x = succ
    if x.id != newer.id:
        put(replace(x, superseded_by=newer.id, superseded_sim=max(sim, x.superseded_sim)))


def _nearest(
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


def _no_progress(description: str, done: int, total: int) -> None:
    return None


def _run_all(fns: list[Callable[[], None]]) -> None:
    for fn in fns:
        fn()


def _id_list(ids: Any) -> list[str]:
    if isinstance(ids, str):
        return [ids]
    if isinstance(ids, bytes | Mapping) or not isinstance(ids, Iterable):
        raise InvalidInputError(
            f"ids must be a memory id or a list of ids, got {type(ids).__name__}"
        )
    out = list(ids)
    bad = [i for i in out if not isinstance(i, str)]
    if bad:
        raise InvalidInputError(f"ids must be strings, got {bad[0]!r:.60}")
    return out


def _check_source(value: Any) -> str:
    if not isinstance(value, str) or not value or len(value) > 128:
        raise InvalidInputError(f"source must be a string of 1-128 characters, got {value!r:.60}")
    return check_chars(value, what="source")


def _check_id(value: Any) -> str:
    if not isinstance(value, str) or not value or len(value) > 256:
        raise InvalidInputError(
            f"a memory id must be a non-empty string of at most 256 characters, got {value!r:.60}"
        )
    return check_chars(value, what="a memory id")


def _words(text: str) -> frozenset[str]:
    return frozenset(_W.findall(text.lower()))
