"""Writing long-term memory: remember, remember_many (pipelined when large), restore.

Every batch is all or nothing (a :class:`~decaymem.journal.BatchJournal` rolls the store back);
a new memory that repeats a close neighbour's words consolidates into it (:mod:`.candidates`).
Nothing is linked as an update on a guess: :meth:`Writing.supersede` records one on a certain
signal (the caller's, or the user's LLM's decision at fact extraction).
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterable, Mapping
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import replace
from typing import Any

import numpy as np
import numpy.typing as npt

from ..clock import to_epoch
from ..errors import InvalidInputError
from ..journal import BatchJournal, check_record, failed_batch
from ..records import MemoryRecord, check_metadata, validate_namespace
from ..updates import is_episode
from .candidates import close_pairs, words
from .inputs import (
    CONTEXT_CHARS,
    CONTEXT_KEY,
    MemoryInput,
    TimeLike,
    check_id,
    check_importance,
    check_source,
    embed_records,
)
from .namespaces import NamespaceIndexing

__all__ = ["Writing"]


class Writing(NamespaceIndexing):
    """The writing part of :class:`~decaymem.longterm.LongTermMemory`."""

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
                    meta = {**(meta or {}), CONTEXT_KEY: item.context[-CONTEXT_CHARS:]}
            records.append(
                MemoryRecord(
                    id=check_id(item.id) if item.id is not None else uuid.uuid4().hex,
                    text=self._check_text(item.text),
                    namespace=namespace,
                    importance=check_importance(item.importance),
                    created_at=now if item.at is None else to_epoch(item.at, name="at"),
                    source=check_source(item.source),
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

    def supersede(
        self, old_id: str, new_id: str, *, namespace: str = "default", at: TimeLike | None = None
    ) -> None:
        """Record that memory ``new_id`` replaced the value memory ``old_id`` stated.

        The old memory is kept (so "what was it before?" can still be answered): it gets
        ``metadata["valid_until"]`` (epoch seconds: ``at``, by default the newer memory's
        creation time), it is shown dated as earlier ("until 2026-03-01") where recalled
        memories are rendered, and the scoring modes rank it below comparably relevant
        memories (``supersede_penalty``). Use it for a certain signal only: the user
        corrected a value, or an LLM decided the update. Forgetting ``new_id`` undoes it.

        Raises:
            InvalidInputError: an unknown id, the same id twice, or a bad ``at``.
        """
        validate_namespace(namespace)
        if old_id == new_id:
            raise InvalidInputError("a memory cannot supersede itself; hint: two different ids")
        with self._lock:
            idx = self._index(namespace)
            missing = [i for i in (old_id, new_id) if i not in idx.pos]
            if missing:
                raise InvalidInputError(
                    f"no memory {missing[0]!r} in namespace {namespace!r}; hint: use the ids "
                    "remember() returned"
                )
            old, new = idx.records[idx.pos[old_id]], idx.records[idx.pos[new_id]]
            until = new.created_at if at is None else to_epoch(at, name="at")
            updated = replace(
                old,
                superseded_by=new.id,
                superseded_sim=1.0,  # a certain link: the scoring modes' damping applies
                metadata=check_metadata({**old.metadata, "valid_until": until}),
            )
            self._own_write(namespace, lambda: self.store.update(namespace, [updated]))
            idx.update([updated])

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
                for mat in vectors.values():
                    self._stamp_vectors(mat)
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
            self._own_write(namespace, lambda: self.store.delete(namespace, replaced))
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
        # Archived turns never consolidate (they carry ids): only the other memories need
        # their close pairs.
        rel = [i for i, r in enumerate(records) if not is_episode(r.metadata)]
        near_stored: dict[int, list[tuple[int, float]]] = {}
        near_batch: dict[int, list[tuple[int, float]]] = {}
        if rel and self.consolidate:
            sub_stored, sub_batch = close_pairs(
                idx,
                self.store,
                namespace,
                vectors[rel],
                [records[i].text for i in rel],
                floor=self.duplicate_threshold,
            )
            near_stored = {
                rel[i]: [(e, sim) for e, sim in v if not is_episode(idx.records[e].metadata)]
                for i, v in sub_stored.items()
            }
            near_batch = {rel[i]: [(rel[j], sim) for j, sim in v] for i, v in sub_batch.items()}
        ids: list[str] = []
        pending: dict[str, MemoryRecord] = {}
        pending_vectors: dict[str, npt.NDArray[np.float32]] = {}
        updates: dict[str, MemoryRecord] = {}

        def current(r: MemoryRecord) -> MemoryRecord:
            return pending.get(r.id) or updates.get(r.id) or r

        def put(r: MemoryRecord) -> None:
            (pending if r.id in pending else updates)[r.id] = r

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
            pending[rec.id] = rec
            pending_vectors[rec.id] = vec
            ids.append(rec.id)
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
            self._stamp_vectors(mat)
            upsert = getattr(self.store, "upsert", None)
            held = [v for r in changed if (v := idx.vector(r.id)) is not None]
            if upsert is not None and len(held) == len(changed):
                # One store write: the new memories (fresh ids, or explicit ones whose stored
                # version _replace_explicit removed) and the updated ones with their vectors.
                rows = np.vstack([mat, *held]) if held else mat
                self._own_write(namespace, lambda: upsert(namespace, new_records + changed, rows))
                return
            if new_records:
                self._own_write(namespace, lambda: self.store.add(namespace, new_records, mat))
            if changed:
                self._own_write(namespace, lambda: self.store.update(namespace, changed))

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

    def _duplicate_of(
        self, rec: MemoryRecord, neighbours: list[tuple[MemoryRecord, float]]
    ) -> MemoryRecord | None:
        own = words(rec.text)
        best: tuple[float, MemoryRecord] | None = None
        for other, sim in neighbours:
            if (
                sim >= self.duplicate_threshold
                and not is_episode(other.metadata)  # a verbatim turn is never merged into
                and words(other.text) == own
                and (best is None or sim > best[0])
            ):
                best = (sim, other)
        return best[1] if best else None


def _no_progress(description: str, done: int, total: int) -> None:
    return None


def _run_all(fns: list[Callable[[], None]]) -> None:
    for fn in fns:
        fn()
