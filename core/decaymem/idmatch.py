"""Which memories an id or id prefix names, across namespaces (``decaymem forget``).

Pure: the records are passed in, nothing is read or deleted here. A full id names its memory
wherever it lives; a prefix must be at least :data:`MIN_PREFIX` characters and name exactly one
memory, unless ``all_matching`` is set, which lets any non-empty prefix name every memory that
starts with it (the caller shows the count and asks before deleting).

Example:
    >>> from decaymem.records import MemoryRecord
    >>> recs = [MemoryRecord(id="a1b2c3d4e5", text="x", namespace="user:ana", importance=5,
    ...                      created_at=0.0)]
    >>> [r.namespace for r in match_ids(recs, ["a1b2c3"]).matched]
    ['user:ana']
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .errors import InvalidInputError
from .records import MemoryRecord

__all__ = ["MIN_PREFIX", "IdMatch", "match_ids"]

MIN_PREFIX = 6


@dataclass(frozen=True, slots=True)
class IdMatch:
    """The outcome of matching ids: what they name, and which named nothing."""

    matched: tuple[MemoryRecord, ...]
    unmatched: tuple[str, ...]


def match_ids(
    records: Iterable[MemoryRecord],
    wanted: Sequence[str],
    *,
    all_matching: bool = False,
    min_prefix: int = MIN_PREFIX,
) -> IdMatch:
    """Resolve ``wanted`` ids or prefixes against ``records`` (every namespace given).

    Raises:
        InvalidInputError: an empty id; a prefix shorter than ``min_prefix`` or naming more
            than one memory, without ``all_matching``.
    """
    pool = list(records)
    matched: dict[tuple[str, str], MemoryRecord] = {}
    unmatched: list[str] = []
    for raw in wanted:
        key = raw.strip()
        if not key:
            raise InvalidInputError(
                "an empty id would match every memory; hint: pass an id or a prefix from "
                "`decaymem inspect`"
            )
        exact = [r for r in pool if r.id == key]
        hits = exact or [r for r in pool if r.id.startswith(key)]
        if not exact and not all_matching and len(key) < min_prefix:
            raise InvalidInputError(
                f"id prefix {key!r} is shorter than {min_prefix} characters "
                f"({len(hits)} memories start with it); hint: give more of the id, or pass "
                "--all-matching to forget every memory it matches"
            )
        if len(hits) > 1 and not all_matching:
            listed = ", ".join(f"{r.id} ({r.namespace})" for r in hits[:5])
            more = f" and {len(hits) - 5} more" if len(hits) > 5 else ""
            raise InvalidInputError(
                f"{key!r} matches {len(hits)} memories: {listed}{more}; hint: give more of "
                "the id, pass --namespace, or --all-matching to forget all of them"
            )
        if not hits:
            unmatched.append(key)
        for r in hits:
            matched[(r.namespace, r.id)] = r
    return IdMatch(matched=tuple(matched.values()), unmatched=tuple(unmatched))
