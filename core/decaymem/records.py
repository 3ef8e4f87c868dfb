"""Long-term memory records, recall results, namespaces and ``where`` filters."""

from __future__ import annotations

import math
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .errors import InvalidInputError, NamespaceError
from .validation import check_chars

__all__ = [
    "MAX_ID_CHARS",
    "MemoryRecord",
    "Recall",
    "all_of",
    "check_metadata",
    "matches_where",
    "validate_namespace",
    "validate_where",
]

MAX_ID_CHARS = 512
"""The longest namespace or session id, in characters (LangGraph thread ids and LlamaIndex
session ids are free-form strings; 512 holds a UUID-prefixed path of labels with room to spare)."""

MetadataValue = str | int | float | bool
INT64_MIN, INT64_MAX = -(2**63), 2**63 - 1


def validate_namespace(namespace: Any, *, what: str = "namespace") -> str:
    """Return ``namespace`` if it is a usable namespace or session id, else raise.

    One rule for every id in the core and the adapters: any string of 1 to
    :data:`MAX_ID_CHARS` characters with no control characters (``\\n``, ``\\t``, NUL ...)
    and no lone surrogates. Spaces, ``#``, ``|``, ``/``, ``..`` and non-ASCII text are all fine:
    storage never uses the name as a path or an identifier (Chroma collections are named by a
    hash of it, SQLite takes it as a bound parameter), so no spelling can leave its scope, and
    every name valid under the former, narrower rule maps to the same collection as before.

    Raises:
        NamespaceError: not a string, empty, too long, or with a control character.
    """
    hint = (
        f"hint: use 1-{MAX_ID_CHARS} characters without control characters "
        "(e.g. 'user:ana', 'ana chat 1')"
    )
    if not isinstance(namespace, str):
        raise NamespaceError(
            f"invalid {what} {namespace!r}: expected a string, got {type(namespace).__name__}; "
            + hint
        )
    if not namespace or len(namespace) > MAX_ID_CHARS:
        raise NamespaceError(
            f"invalid {what} {namespace[:40]!r}{'...' if len(namespace) > 40 else ''}: "
            f"{len(namespace)} characters; {hint}"
        )
    bad = next((c for c in namespace if unicodedata.category(c) in ("Cc", "Cs")), None)
    if bad is not None:
        raise NamespaceError(
            f"invalid {what} {namespace[:40]!r}: it contains the control character {bad!r}; " + hint
        )
    return namespace


def check_metadata(metadata: Mapping[str, Any] | None) -> dict[str, MetadataValue]:
    """Validate user metadata for a memory: flat keys to str, int, finite float or bool.

    Strings must be valid Unicode without NUL; ints must fit in 64 bits (the vector store would
    return larger ones as floats, changing them).
    """
    if metadata is None:
        return {}
    if not isinstance(metadata, Mapping):
        raise InvalidInputError(
            f"metadata must be a mapping, got {type(metadata).__name__}; hint: pass a dict"
        )
    out: dict[str, MetadataValue] = {}
    for k, v in metadata.items():
        if not isinstance(k, str) or not k or len(k) > 128:
            raise InvalidInputError(
                f"metadata keys must be strings of 1-128 characters, got {k!r:.60}"
            )
        check_chars(k, what="a metadata key")
        if isinstance(v, float) and not math.isfinite(v):
            raise InvalidInputError(f"metadata[{k!r}] must be finite, got {v!r}")
        if isinstance(v, int) and not isinstance(v, bool) and not INT64_MIN <= v <= INT64_MAX:
            raise InvalidInputError(
                f"metadata[{k!r}] does not fit in a 64-bit int; hint: store it as a string"
            )
        if isinstance(v, str):
            check_chars(v, what=f"metadata[{k!r}]")
        elif not isinstance(v, int | float | bool):
            raise InvalidInputError(
                f"metadata[{k!r}] must be str, int, float or bool, got {type(v).__name__}; "
                "hint: the vector store keeps flat metadata, serialise structures to a string"
            )
        out[k] = v
    return out


@dataclass(frozen=True, slots=True, kw_only=True)
class MemoryRecord:
    """One long-term memory as the store keeps it.

    Attributes:
        id: unique id.
        text: the remembered text.
        namespace: the scope (e.g. ``user:ana/agent:planner``).
        importance: 1–10.
        created_at: epoch seconds.
        last_recalled_at: epoch seconds of the last recall, ``None`` if never recalled.
        recall_count: times returned by a reinforcing recall.
        strength: multiplier of the forgetting half-life; grows with reinforcement.
        source: where it came from (``user``, ``fact``, ``import`` ...).
        metadata: user metadata (flat).
        superseded_by: id of the memory that replaced this one's value, if any (recorded on a
            certain signal: :meth:`~decaymem.LongTermMemory.supersede` or the user's LLM).
        superseded_sim: 1.0 for such a link; a cosine below 1 for a link an older decaymem
            guessed (not damped); 0 when none.
    """

    id: str
    text: str
    namespace: str
    importance: float
    created_at: float
    last_recalled_at: float | None = None
    recall_count: int = 0
    strength: float = 1.0
    source: str = "user"
    metadata: Mapping[str, MetadataValue] = field(default_factory=dict)
    superseded_by: str | None = None
    superseded_sim: float = 0.0

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "text": self.text,
            "namespace": self.namespace,
            "importance": self.importance,
            "created_at": self.created_at,
            "last_recalled_at": self.last_recalled_at,
            "recall_count": self.recall_count,
            "strength": self.strength,
            "source": self.source,
            "metadata": dict(self.metadata),
            "superseded_by": self.superseded_by,
            "superseded_sim": self.superseded_sim,
        }


@dataclass(frozen=True, slots=True, kw_only=True)
class Recall:
    """One recalled memory and why it ranked where it did.

    Attributes:
        id, text, importance, created_at, metadata: the memory.
        score: the ranking score of the scoring mode in use.
        similarity: cosine similarity of query and memory, in [-1, 1].
        decay: retention in (0, 1], ``1`` for a memory of age 0.
        age_s: seconds since creation at recall time (never negative).
        lexical: the raw BM25 score (0 in modes that do not use lexical evidence).
    """

    id: str
    text: str
    score: float
    similarity: float
    importance: float
    decay: float
    age_s: float
    created_at: float
    metadata: Mapping[str, Any] = field(default_factory=dict)
    lexical: float = 0.0
    namespace: str = "default"


_OPS = {"$eq", "$ne", "$gt", "$gte", "$lt", "$lte", "$in", "$nin"}


def _compare(value: Any, op: str, operand: Any) -> bool:
    if op == "$eq":
        return bool(value == operand)
    if op == "$ne":
        return bool(value != operand)
    if op in ("$in", "$nin"):
        if not isinstance(operand, list | tuple):
            raise InvalidInputError(f"{op} takes a list, got {operand!r}")
        return (value in operand) == (op == "$in")
    if value is None or isinstance(value, str) != isinstance(operand, str):
        return False
    try:
        if op == "$gt":
            return bool(value > operand)
        if op == "$gte":
            return bool(value >= operand)
        if op == "$lt":
            return bool(value < operand)
        return bool(value <= operand)
    except TypeError:
        return False


def validate_where(where: Any) -> Mapping[str, Any] | None:
    """Check a whole ``where`` filter (every branch of ``$and`` / ``$or``) before it is used.

    Raises:
        InvalidInputError: a non-mapping, a non-string key, an unknown operator anywhere, an
            empty ``$and`` / ``$or``, or ``$in`` / ``$nin`` without a list.
    """
    if where is None:
        return None
    stack: list[tuple[Any, int]] = [(where, 0)]
    while stack:
        node, depth = stack.pop()
        if depth > 32:
            raise InvalidInputError("where is nested more than 32 levels deep")
        if not isinstance(node, Mapping):
            raise InvalidInputError(
                f"where must be a mapping (a filter), got {type(node).__name__}; "
                'hint: {"topic": "travel"} or {"$and": [{...}, {...}]}'
            )
        for key, cond in node.items():
            if not isinstance(key, str):
                raise InvalidInputError(f"where keys must be strings, got {key!r:.60}")
            if key in ("$and", "$or"):
                if not isinstance(cond, list | tuple) or not cond:
                    raise InvalidInputError(f"{key} takes a non-empty list of filters")
                stack.extend((c, depth + 1) for c in cond)
            elif key.startswith("$"):
                raise InvalidInputError(
                    f"unknown where operator {key!r}; use $and, $or or one of {sorted(_OPS)}"
                )
            elif isinstance(cond, Mapping):
                for op, operand in cond.items():
                    if op not in _OPS:
                        raise InvalidInputError(
                            f"unknown where operator {op!r:.60}; use one of {sorted(_OPS)}"
                        )
                    if op in ("$in", "$nin") and not isinstance(operand, list | tuple):
                        raise InvalidInputError(f"{op} takes a list, got {operand!r:.60}")
    assert isinstance(where, Mapping)
    return where


def all_of(*filters: Mapping[str, Any] | None) -> Mapping[str, Any] | None:
    """One ``where`` filter a record passes only when it passes every filter given.

    ``None`` is left out; one filter is returned as is, two or more as ``{"$and": [...]}``, so
    the result is never wider than any of them. Validation is left to :func:`validate_where`.

    Example:
        >>> all_of({"kind": "fact"}, None, {"session_id": "s1"})
        {'$and': [{'kind': 'fact'}, {'session_id': 's1'}]}
    """
    given = [f for f in filters if f is not None]
    if not given:
        return None
    return given[0] if len(given) == 1 else {"$and": given}


def matches_where(metadata: Mapping[str, Any], where: Mapping[str, Any] | None) -> bool:
    """Evaluate a Chroma-style ``where`` filter against flat metadata.

    Supports ``{"key": value}``, ``{"key": {"$gt": 3}}`` with ``$eq $ne $gt $gte $lt $lte $in
    $nin``, and ``$and`` / ``$or`` lists. It filters only within a namespace: the namespace itself
    is never part of ``where``, so a filter cannot widen the scope. Evaluation short-circuits:
    call :func:`validate_where` once first to check every branch.
    """
    if not where:
        return True
    if not isinstance(where, Mapping):
        raise InvalidInputError(f"where must be a mapping, got {type(where).__name__}")
    for key, cond in where.items():
        if key in ("$and", "$or"):
            if not isinstance(cond, list | tuple) or not cond:
                raise InvalidInputError(f"{key} takes a non-empty list of filters")
            results = (matches_where(metadata, c) for c in cond)
            if not (all(results) if key == "$and" else any(results)):
                return False
            continue
        if not isinstance(key, str) or key.startswith("$"):
            raise InvalidInputError(f"unknown where operator {key!r:.60}")
        value = metadata.get(key)
        if isinstance(cond, Mapping):
            for op, operand in cond.items():
                if op not in _OPS:
                    raise InvalidInputError(
                        f"unknown where operator {op!r}; use one of {sorted(_OPS)}"
                    )
                if not _compare(value, op, operand):
                    return False
        elif value != cond:
            return False
    return True
