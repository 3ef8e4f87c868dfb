"""An in-memory :class:`~decaymem.stores.base.VectorStore`: the reference implementation.

Exact (brute-force) queries, no persistence; it is the test double for everything above the store.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import replace

import numpy as np

from ..errors import InvalidInputError
from ..records import MemoryRecord
from .base import LastWrite, StoredMemory, Vectors

__all__ = ["InMemoryStore"]


class InMemoryStore:
    """Keeps memories in dictionaries; exact cosine queries.

    Example:
        >>> store = InMemoryStore()
        >>> store.count("default")
        0
    """

    def __init__(self) -> None:
        self._data: dict[str, dict[str, StoredMemory]] = {}
        self._lock = threading.RLock()
        self._generations: dict[str, int] = {}
        self._written = LastWrite()

    def local_generation(self, namespace: str) -> int:
        """How many writes ``namespace`` has had (it only grows): two
        :class:`~decaymem.LongTermMemory` objects on this store see each other's writes by it."""
        with self._lock:
            return self._generations.get(namespace, 0)

    def take_last_write(self, namespace: str) -> int | None:
        """The generation the calling thread's last write of ``namespace`` produced, once."""
        return self._written.take(namespace)

    def _bump(self, namespace: str) -> None:
        self._generations[namespace] = self._generations.get(namespace, 0) + 1
        self._written.record(namespace, self._generations[namespace])

    def add(self, namespace: str, records: Sequence[MemoryRecord], embeddings: Vectors) -> None:
        if len(records) != len(embeddings):
            raise InvalidInputError("records and embeddings differ in length")
        with self._lock:
            ns = self._data.setdefault(namespace, {})
            ids = [r.id for r in records]
            if len(set(ids)) != len(ids) or any(i in ns for i in ids):
                raise InvalidInputError("duplicate memory id")
            for r, e in zip(records, embeddings, strict=True):
                ns[r.id] = (replace(r), np.array(e, dtype=np.float32))
            self._bump(namespace)

    def upsert(self, namespace: str, records: Sequence[MemoryRecord], embeddings: Vectors) -> None:
        """Insert records, replacing any stored under the same ids."""
        if len(records) != len(embeddings):
            raise InvalidInputError("records and embeddings differ in length")
        ids = [r.id for r in records]
        if len(set(ids)) != len(ids):
            raise InvalidInputError("duplicate memory id in one upsert")
        with self._lock:
            ns = self._data.setdefault(namespace, {})
            for r, e in zip(records, embeddings, strict=True):
                ns[r.id] = (replace(r), np.array(e, dtype=np.float32))
            self._bump(namespace)

    def get(self, namespace: str, ids: Sequence[str] | None = None) -> list[StoredMemory]:
        with self._lock:
            ns = self._data.get(namespace, {})
            if ids is None:
                return list(ns.values())
            return [ns[i] for i in dict.fromkeys(ids) if i in ns]

    def query(self, namespace: str, embedding: Vectors, k: int) -> list[tuple[str, float]]:
        with self._lock:
            ns = self._data.get(namespace, {})
            if not ns or k <= 0:
                return []
            ids = list(ns)
            matrix = np.stack([ns[i][1] for i in ids])
        sims = matrix @ np.asarray(embedding, dtype=np.float32).reshape(-1)
        order = np.argsort(-sims, kind="stable")[:k]
        return [(ids[j], float(sims[j])) for j in order]

    def update(self, namespace: str, records: Sequence[MemoryRecord]) -> None:
        with self._lock:
            ns = self._data.get(namespace, {})
            for r in records:
                if r.id in ns:
                    ns[r.id] = (r, ns[r.id][1])
            self._bump(namespace)

    def delete(self, namespace: str, ids: Sequence[str]) -> int:
        with self._lock:
            ns = self._data.get(namespace, {})
            n = 0
            for i in ids:
                if ns.pop(i, None) is not None:
                    n += 1
            if not ns:
                self._data.pop(namespace, None)
            if n:
                self._bump(namespace)
            return n

    def count(self, namespace: str) -> int:
        with self._lock:
            return len(self._data.get(namespace, {}))

    def namespaces(self) -> list[str]:
        with self._lock:
            return sorted(ns for ns, d in self._data.items() if d)

    def __repr__(self) -> str:
        return f"InMemoryStore(namespaces={len(self._data)})"
