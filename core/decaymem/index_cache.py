"""The namespace indexes of one :class:`~decaymem.longterm.LongTermMemory`, bounded in bytes.

A process serving many users touches many namespaces; each in-process index holds that
namespace's vectors, columns and lexical postings. They live in a least-recently-used cache
bounded by the bytes the indexes account for (:attr:`NamespaceIndex.nbytes`, an estimate of
their arrays and records) and, optionally, by their count. An evicted namespace is rebuilt
from the store on its next use (its lexical index reloads from its SQLite file when the memory
is on disk). Hits, misses and
evictions are logged at DEBUG and counted in :class:`IndexCacheStats`.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from dataclasses import dataclass

from .index import NamespaceIndex

__all__ = ["IndexCache", "IndexCacheStats"]

logger = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True, kw_only=True)
class IndexCacheStats:
    """A snapshot of the namespace-index cache."""

    hits: int
    misses: int
    evictions: int
    namespaces: int
    bytes: int
    max_bytes: int | None
    max_namespaces: int | None = None


class IndexCache:
    """Namespace -> :class:`NamespaceIndex`, least recently used first out past either bound.

    Args:
        max_bytes: the bound on accounted bytes (``None``: unbounded). The index in use is
            never evicted, so one namespace larger than the bound stays alone in the cache.
        max_namespaces: the bound on cached namespaces (``None``: unbounded); at least 1.

    Example:
        >>> cache = IndexCache(max_bytes=1 << 20)
        >>> cache.get("default") is None
        True
        >>> cache.stats().misses
        1
    """

    def __init__(self, max_bytes: int | None = None, max_namespaces: int | None = None) -> None:
        self.max_bytes = max_bytes
        self.max_namespaces = max_namespaces
        self._items: OrderedDict[str, NamespaceIndex] = OrderedDict()
        self._sizes: dict[str, int] = {}
        self._bytes = 0
        self._hits = self._misses = self._evictions = 0

    def __contains__(self, namespace: object) -> bool:
        return namespace in self._items

    def __len__(self) -> int:
        return len(self._items)

    def get(self, namespace: str) -> NamespaceIndex | None:
        """The cached index (marked most recently used), counting a hit or a miss."""
        idx = self._items.get(namespace)
        if idx is None:
            self._misses += 1
            logger.debug("index cache miss: %r", namespace)
            return None
        self._hits += 1
        self._items.move_to_end(namespace)
        return idx

    def put(self, namespace: str, idx: NamespaceIndex) -> None:
        """Cache (or replace) a namespace's index, then evict down to the bound."""
        self._items[namespace] = idx
        self._items.move_to_end(namespace)
        self.account(namespace)

    def pop(self, namespace: str) -> NamespaceIndex | None:
        self._bytes -= self._sizes.pop(namespace, 0)
        return self._items.pop(namespace, None)

    def account(self, namespace: str) -> None:
        """Re-measure a namespace after it changed, evicting others when over the bound."""
        idx = self._items.get(namespace)
        if idx is None:
            return
        size = idx.nbytes
        self._bytes += size - self._sizes.get(namespace, 0)
        self._sizes[namespace] = size
        while self._over() and len(self._items) > 1:
            victim = next(iter(self._items))
            if victim == namespace:  # the one in use goes last: move it to the end
                self._items.move_to_end(namespace)
                continue
            self._items.pop(victim)
            freed = self._sizes.pop(victim, 0)
            self._bytes -= freed
            self._evictions += 1
            logger.debug(
                "index cache evicted %r (%d bytes; %d bytes, %d namespaces held; bounds %s, %s)",
                victim,
                freed,
                self._bytes,
                len(self._items),
                self.max_bytes,
                self.max_namespaces,
            )

    def _over(self) -> bool:
        return (self.max_bytes is not None and self._bytes > self.max_bytes) or (
            self.max_namespaces is not None and len(self._items) > self.max_namespaces
        )

    def clear(self) -> None:
        self._items.clear()
        self._sizes.clear()
        self._bytes = 0

    def stats(self) -> IndexCacheStats:
        return IndexCacheStats(
            hits=self._hits,
            misses=self._misses,
            evictions=self._evictions,
            namespaces=len(self._items),
            bytes=self._bytes,
            max_bytes=self.max_bytes,
            max_namespaces=self.max_namespaces,
        )
