"""A list whose items are built on first access (a reopened index has 100,000 of them).

Building 100,000 frozen :class:`~decaymem.records.MemoryRecord` objects takes ~0.4 s on two
cores, more than the rest of reopening a saved index; a recall reads a few dozen of them. The
list is a real ``list`` (append, extend, assignment and ``len`` are list's own); reading an item,
a slice or iterating builds what it touches and keeps it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import repeat
from typing import Any, SupportsIndex, TypeVar, overload

__all__ = ["LazyList"]

T = TypeVar("T")
_UNSET: Any = object()


class LazyList(list[T]):
    """``n`` items, item ``i`` built by ``make(i)`` when first read.

    Example:
        >>> built = []
        >>> xs = LazyList(3, lambda i: built.append(i) or i * 10)
        >>> xs[2], built
        (20, [2])
        >>> list(xs)
        [0, 10, 20]
    """

    def __init__(self, n: int, make: Callable[[int], T]) -> None:
        super().__init__(repeat(_UNSET, n))
        self._make = make

    @overload
    def __getitem__(self, i: SupportsIndex) -> T: ...
    @overload
    def __getitem__(self, i: slice) -> list[T]: ...
    def __getitem__(self, i: SupportsIndex | slice) -> T | list[T]:
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        v = list.__getitem__(self, i)
        if v is _UNSET:
            j = i.__index__()
            j = j + len(self) if j < 0 else j
            v = self._make(j)
            list.__setitem__(self, j, v)
        return v

    def __iter__(self) -> Iterator[T]:
        return (self[i] for i in range(len(self)))

    def __reversed__(self) -> Iterator[T]:
        return (self[i] for i in range(len(self) - 1, -1, -1))

    def __contains__(self, item: object) -> bool:
        return any(x == item for x in self)

    def copy(self) -> list[T]:
        return list(iter(self))
