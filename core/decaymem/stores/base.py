"""The :class:`VectorStore` protocol: where long-term memories and their vectors are kept.

A store is scoped by namespace (each namespace is its own collection), so a query in one
namespace can never see another's memories. Similarities are cosine, in [-1, 1].

Optional, used when a store has it: ``upsert(namespace, records, embeddings)`` inserts records
and replaces those stored under the same ids in one write, with no existence check (the long-term
memory then writes a batch's new and updated memories in one call instead of ``add`` plus
``update``).

Also optional: ``local_generation(namespace)`` (how many writes the namespace has had in this
process, through any store object on the same data) and ``take_last_write(namespace)`` (the
generation the calling thread's last write produced, see :class:`LastWrite`): two long-term
memories on the same data then see each other's writes at once.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

from ..records import MemoryRecord

__all__ = ["LastWrite", "StoredMemory", "VectorStore"]

Vectors = npt.NDArray[np.float32]
StoredMemory = tuple[MemoryRecord, npt.NDArray[np.float32]]


class LastWrite:
    """Per thread, the write generation the thread's last write of a namespace produced, so a
    writer tells its own write from another's made at the same moment (``take_last_write``)."""

    def __init__(self) -> None:
        self._local = threading.local()

    def record(self, namespace: str, generation: int) -> None:
        self._local.last = (namespace, generation)

    def take(self, namespace: str) -> int | None:
        """The generation recorded for ``namespace`` by this thread, once (``None`` when it
        wrote nothing there since the last take)."""
        last = getattr(self._local, "last", None)
        self._local.last = None
        return last[1] if last is not None and last[0] == namespace else None


@runtime_checkable
class VectorStore(Protocol):
    """Durable storage of memory records and their unit vectors, one collection per namespace."""

    def add(self, namespace: str, records: Sequence[MemoryRecord], embeddings: Vectors) -> None:
        """Insert records (ids must be new) with their vectors, atomically per call."""
        ...

    def get(self, namespace: str, ids: Sequence[str] | None = None) -> list[StoredMemory]:
        """Records with their vectors: those with ``ids`` (in the order asked, each once; ids
        not found are left out), or all of the namespace."""
        ...

    def query(self, namespace: str, embedding: Vectors, k: int) -> list[tuple[str, float]]:
        """Up to ``k`` ``(id, cosine)`` pairs, most similar first (may be approximate)."""
        ...

    def update(self, namespace: str, records: Sequence[MemoryRecord]) -> None:
        """Replace the stored fields (not the vectors) of existing records."""
        ...

    def delete(self, namespace: str, ids: Sequence[str]) -> int:
        """Delete ``ids`` (an id repeated counts once); returns how many existed."""
        ...

    def count(self, namespace: str) -> int:
        """Number of memories in the namespace (0 when it does not exist)."""
        ...

    def namespaces(self) -> list[str]:
        """Every namespace that holds memories."""
        ...
