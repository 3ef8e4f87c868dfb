"""All-or-nothing writes to a vector store: a journal of what a batch changed, and its undo.

A store writes atomically per call at best (Chroma: per batch of a few thousand), while one
``remember_many`` may take several calls: the pipelined chunks, the update of memories it
consolidated into or superseded, the deletion of memories whose ids it replaces. The
:class:`BatchJournal` keeps what is needed to put the store back as it was when any of those
calls fails: the ids the batch adds, and the earlier version (and vector) of every memory it
replaces or updates.

It also holds :func:`check_record`, the validation of a whole :class:`MemoryRecord` for
:meth:`LongTermMemory.restore <decaymem.longterm.LongTermMemory.restore>` (a lossless import).
"""

from __future__ import annotations

import logging
import math
from collections.abc import Iterable
from dataclasses import replace
from typing import Any

import numpy as np
import numpy.typing as npt

from .clock import to_epoch
from .errors import DecaymemError, InvalidInputError, StoreError
from .records import MemoryRecord, check_metadata, validate_namespace
from .stores import VectorStore
from .validation import check_chars, check_number

__all__ = ["BatchJournal", "check_record"]

logger = logging.getLogger(__name__)


class BatchJournal:
    """What one batch wrote to one namespace, to undo it if a later step fails."""

    def __init__(self, store: VectorStore, namespace: str) -> None:
        self.store = store
        self.namespace = namespace
        self.added: set[str] = set()
        self.replaced: dict[str, tuple[MemoryRecord, npt.NDArray[np.float32]]] = {}
        self.updated: dict[str, MemoryRecord] = {}

    def will_add(self, ids: Iterable[str]) -> None:
        """Ids the batch adds (deleted on rollback)."""
        self.added.update(ids)

    def will_replace(self, stored: Iterable[tuple[MemoryRecord, npt.NDArray[np.float32]]]) -> None:
        """Memories the batch deletes to replace them by id (re-added on rollback)."""
        for rec, vec in stored:
            self.replaced.setdefault(rec.id, (rec, vec))

    def will_update(self, before: Iterable[MemoryRecord]) -> None:
        """The current version of memories the batch updates in place (restored on rollback)."""
        for rec in before:
            if rec.id not in self.added:
                self.updated.setdefault(rec.id, rec)

    def rollback(self) -> None:
        """Put the namespace back as it was before the batch.

        Raises:
            StoreError: the store failed during the rollback too (the batch may be partly kept).
        """
        ns = self.namespace
        try:
            gone = self.added | set(self.replaced)
            if gone:
                self.store.delete(ns, sorted(gone))
            if self.replaced:
                recs = [r for r, _ in self.replaced.values()]
                vecs = np.stack([v for _, v in self.replaced.values()]).astype(np.float32)
                self.store.add(ns, recs, vecs)
            restore = [r for i, r in self.updated.items() if i not in self.replaced]
            if restore:
                self.store.update(ns, restore)
        except Exception as e:
            logger.error("rolling back a failed batch in %r failed: %s", ns, e)
            raise StoreError(
                f"a batch write to {ns!r} failed and rolling it back failed too ({e}); the "
                "namespace may hold part of the batch. hint: check the store, then re-run the "
                "batch (ids given explicitly make it idempotent)"
            ) from e
        logger.warning(
            "rolled back a failed batch in %r: %d added, %d replaced, %d updated",
            ns,
            len(self.added),
            len(self.replaced),
            len(self.updated),
        )


def failed_batch(e: BaseException, namespace: str) -> BaseException:
    """The error to raise for a batch that was rolled back (vendor errors become StoreError)."""
    if isinstance(e, DecaymemError) or not isinstance(e, Exception):
        return e
    return StoreError(
        f"writing a batch to {namespace!r} failed ({type(e).__name__}: {e}); nothing of the "
        "batch was kept. hint: check the store and retry"
    )


def check_record(r: Any, *, namespace: str | None = None, max_text_chars: int) -> MemoryRecord:
    """Validate every field of a :class:`MemoryRecord` (as :meth:`LongTermMemory.restore` takes).

    Args:
        r: the record.
        namespace: when given, the record is moved to this namespace.
        max_text_chars: the longest text accepted.

    Raises:
        InvalidInputError: a field out of range or of the wrong type, naming the field.
    """
    if not isinstance(r, MemoryRecord):
        raise InvalidInputError(f"expected a MemoryRecord, got {type(r).__name__}")
    text = r.text
    if not isinstance(text, str) or not text.strip():
        raise InvalidInputError("text must be a non-empty string")
    if len(text) > max_text_chars:
        raise InvalidInputError(
            f"text has {len(text):,} characters, over max_text_chars={max_text_chars:,}"
        )
    check_chars(text, what="text")
    for what, v in (("id", r.id), ("source", r.source)):
        if not isinstance(v, str) or not v or len(v) > 256:
            raise InvalidInputError(f"{what} must be a string of 1-256 characters, got {v!r:.60}")
        check_chars(v, what=what)
    if r.superseded_by is not None:
        if not isinstance(r.superseded_by, str) or not r.superseded_by:
            raise InvalidInputError(f"superseded_by must be an id or null, got {r.superseded_by!r}")
        check_chars(r.superseded_by, what="superseded_by")
    importance = check_number(r.importance, what="importance")
    if not 1 <= importance <= 10:
        raise InvalidInputError(f"importance must be from 1 to 10, got {r.importance!r}")
    strength = check_number(r.strength, what="strength")
    if not 0 < strength <= 1e9:
        raise InvalidInputError(f"strength must be > 0 (1 = never reinforced), got {strength!r}")
    sim = check_number(r.superseded_sim, what="superseded_sim")
    if not -1 <= sim <= 1 or math.isnan(sim):
        raise InvalidInputError(f"superseded_sim must be a cosine in [-1, 1], got {sim!r}")
    count = r.recall_count
    if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= 2**53:
        raise InvalidInputError(f"recall_count must be an int >= 0, got {count!r:.40}")
    return replace(
        r,
        namespace=validate_namespace(namespace if namespace is not None else r.namespace),
        importance=importance,
        created_at=to_epoch(r.created_at, name="created_at"),
        last_recalled_at=(
            None
            if r.last_recalled_at is None
            else to_epoch(r.last_recalled_at, name="last_recalled_at")
        ),
        strength=strength,
        superseded_sim=sim,
        metadata=check_metadata(r.metadata),
    )
