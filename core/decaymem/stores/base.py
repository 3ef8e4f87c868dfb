"""The :class:`VectorStore` protocol: where long-term memories and their vectors are kept.

A store is scoped by namespace (each namespace is its own collection), so a query in one
namespace can never see another's memories. Similarities are cosine, in [-1, 1].

Optional, used when a store has it: ``upsert(namespace, records, embeddings)`` inserts records
and replaces those stored under the same ids in one write, with no existence check (the long-term
memory then writes a batch's new and updated memories in one call instead of ``add`` plus
``update``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

from ..records import MemoryRecord

__all__ = ["StoredMemory", "VectorStore"]

Vectors = npt.NDArray[np.float32]
StoredMemory = tuple[MemoryRecord, npt.NDArray[np.float32]]


@runtime_checkable
class VectorStore(Protocol):
    """Durable storage of memory records and their unit vectors, one collection per namespace."""

    def add(self, namespace: str, records: Sequence[MemoryRecord], embeddings: Vectors) -> None:
        """Insert records (ids must be new) with their vectors, atomically per call."""
        ...

    def get(self, namespace: str, ids: Sequence[str] | None = None) -> list[StoredMemory]:
        """Records with their vectors: those with ``ids``, or all of the namespace."""
        ...

    def query(self, namespace: str, embedding: Vectors, k: int) -> list[tuple[str, float]]:
        """Up to ``k`` ``(id, cosine)`` pairs, most similar first (may be approximate)."""
        ...

    def update(self, namespace: str, records: Sequence[MemoryRecord]) -> None:
        """Replace the stored fields (not the vectors) of existing records."""
        ...

    def delete(self, namespace: str, ids: Sequence[str]) -> int:
        """Delete ``ids``; returns how many existed."""
        ...

    def count(self, namespace: str) -> int:
        """Number of memories in the namespace (0 when it does not exist)."""
        ...

    def namespaces(self) -> list[str]:
        """Every namespace that holds memories."""
        ...
