"""Which strings end with a given text: a sorted index of reversed string tails.

:class:`~decaymem.index.NamespaceIndex` keeps one over the ``context`` metadata of a namespace
so that forgetting a memory finds the records embedded with its text as their context (the
context is the tail of what came before, :data:`~decaymem.longterm.inputs.CONTEXT_KEY`) in
``O(log n + matches)``, not by reading every record.
"""

from __future__ import annotations

from bisect import bisect_left, insort
from collections.abc import Iterable

__all__ = ["SuffixIndex"]

# An entry beyond its key's characters: the tuple, the key string, the dict and list slots
# (measured with tracemalloc: ~175 bytes with a 24-character ASCII key).
_ENTRY_BYTES = 150


class SuffixIndex:
    """Ids by the last ``width`` characters of a string, reversed and sorted.

    Example:
        >>> idx = SuffixIndex()
        >>> idx.put([("a", "Ana: my PIN is 1234"), ("b", "Bob: hi")])
        >>> idx.ending_with("my PIN is 1234"), idx.ending_with("1234"), idx.ending_with("hello")
        (['a'], ['a'], [])
    """

    def __init__(self, width: int = 24) -> None:
        self.width = width
        self._keys: list[tuple[str, str]] = []  # (reversed tail, id), sorted
        self._key_of: dict[str, str] = {}

    def __len__(self) -> int:
        return len(self._key_of)

    @property
    def nbytes(self) -> int:
        return len(self._key_of) * (_ENTRY_BYTES + self.width)

    def put(self, items: Iterable[tuple[str, str | None]]) -> None:
        """Index ``(id, string)``; a ``None`` string (or an empty one) unindexes the id."""
        new: list[tuple[str, str]] = []
        for mid, text in items:
            self.remove([mid])
            if text:
                key = text[-self.width :][::-1]
                self._key_of[mid] = key
                new.append((key, mid))
        if len(new) > 32:  # a bulk load: one sort (Timsort merges the two sorted runs)
            new.sort()
            self._keys += new
            self._keys.sort()
        else:
            for entry in new:
                insort(self._keys, entry)

    def remove(self, ids: Iterable[str]) -> None:
        for mid in ids:
            key = self._key_of.pop(mid, None)
            if key is not None:
                del self._keys[bisect_left(self._keys, (key, mid))]

    def ending_with(self, text: str) -> list[str]:
        """Ids of the strings that end with ``text``'s last ``width`` characters (all of them
        when shorter) or that are a tail of those; a candidate set, to be checked in full."""
        r = text[-self.width :][::-1]
        out: list[str] = []
        i = bisect_left(self._keys, (r, ""))
        while i < len(self._keys) and self._keys[i][0].startswith(r):
            out.append(self._keys[i][1])
            i += 1
        for j in range(1, len(r)):  # shorter strings: the tails of ``text``
            i = bisect_left(self._keys, (r[:j], ""))
            while i < len(self._keys) and self._keys[i][0] == r[:j]:
                out.append(self._keys[i][1])
                i += 1
        return out
