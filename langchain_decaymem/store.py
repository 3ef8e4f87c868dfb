"""A LangGraph ``BaseStore`` on decaymem: ``search`` ranks by decayed recall.

Namespaces map label by label: ``("users", "ana", "memories")`` is the decaymem namespace
``users/ana/memories``, and ``("user:x%",)`` is ``user:x%``, the namespace the other adapters give
user ``x%``: a label is kept as it is written, so a tuple never names another user's namespace.
Labels are any non-empty strings without control characters (LangGraph's own stores refuse
``.`` on ``put``); a ``/`` inside a label is written ``/./`` (a ``.`` segment, which no label
is), so every tuple maps to one namespace and back. Items that an earlier version stored under
its ``%25`` / ``%2F`` escapes are moved to their tuple's namespace when the store opens.
Keys are memory ids of 1 to 256 characters (``put`` on an existing key replaces it).
The text that is embedded is the value's ``text``, ``content`` or ``memory`` field, the fields
named by ``index``, or the whole value as JSON; the value itself is kept intact (as JSON: a
datetime comes back as its string, a tuple as a list). ``importance`` in the value (1–10) is
used as the memory's importance. TTLs are not supported.
"""

from __future__ import annotations

import asyncio
import json
import math
from collections.abc import Iterable, Mapping
from datetime import UTC, datetime
from typing import Any

from langgraph.store.base import (
    BaseStore,
    GetOp,
    Item,
    ListNamespacesOp,
    MatchCondition,
    Op,
    PutOp,
    Result,
    SearchItem,
    SearchOp,
)

from decaymem import LongTermMemory, MemoryHub, MemoryRecord
from decaymem.errors import InvalidInputError, NamespaceError
from decaymem.longterm.inputs import check_user, users_named
from decaymem.records import matches_where, validate_namespace, validate_where
from decaymem.validation import check_int

from ._scope import configurable, run_context, run_user

__all__ = ["DecaymemStore"]

_SEP = "/"
_IN_LABEL = "/./"  # a "/" inside a label: a "." segment, which no label piece is
_ENCODING = "lg_ns"  # metadata of the items this store writes: labels kept as written


def _check_label(label: Any) -> str:
    if not isinstance(label, str) or not label:
        raise NamespaceError(
            f"namespace label {label!r} must be a non-empty string; hint: ('users', 'ana')"
        )
    if "." in label.split(_SEP):
        raise NamespaceError(
            f"namespace label {label!r} has a '.' between slashes, which stands for a '/' "
            "inside a label; hint: labels without '.' (LangGraph's stores refuse '.' in labels)"
        )
    return label


def to_namespace(labels: tuple[str, ...]) -> str:
    """The decaymem namespace of a LangGraph namespace tuple.

    Labels are joined with ``/`` as they are written; a ``/`` inside a label becomes ``/./``.
    Distinct tuples never map to one namespace, and :func:`from_namespace` gives the tuple back.
    """
    if not labels:
        raise NamespaceError("a LangGraph namespace needs at least one label; hint: ('users', id)")
    return validate_namespace(
        _SEP.join(_check_label(label).replace(_SEP, _IN_LABEL) for label in labels)
    )


def from_namespace(namespace: str) -> tuple[str, ...]:
    """The tuple of a decaymem namespace: the inverse of :func:`to_namespace` on what it
    writes; a namespace it never writes (``a/./.``, written by other code) splits on ``/``."""
    segments = namespace.split(_SEP)
    labels = [segments[0]]
    i = 1
    while i < len(segments):
        if segments[i] == "." and i + 1 < len(segments):
            labels[-1] += _SEP + segments[i + 1]
            i += 2
        else:
            labels.append(segments[i])
            i += 1
    parsed = tuple(labels)
    if all(parsed) and _SEP.join(lb.replace(_SEP, _IN_LABEL) for lb in parsed) == namespace:
        return parsed
    return tuple(segments)


def _legacy_labels(namespace: str) -> tuple[str, ...] | None:
    """The tuple an earlier version of this store meant by ``namespace`` (``%25`` for ``%``,
    ``%2F`` for ``/``), when it differs from the tuple the namespace means now."""
    if "%" not in namespace:
        return None
    labels = tuple(p.replace("%2F", _SEP).replace("%25", "%") for p in namespace.split(_SEP))
    escaped = _SEP.join(lb.replace("%", "%25").replace(_SEP, "%2F") for lb in labels)
    if escaped != namespace or labels == from_namespace(namespace):
        return None
    return labels


def _dt(epoch: float) -> datetime:
    return datetime.fromtimestamp(epoch, tz=UTC)


def _text(value: dict[str, Any], index: list[str] | bool | None) -> str:
    if isinstance(index, list) and index:
        parts = [str(value.get(field, "")) for field in index]
        text = " ".join(p for p in parts if p)
        if text.strip():
            return text
    for field in ("text", "content", "memory"):
        v = value.get(field)
        if isinstance(v, str) and v.strip():
            return v
    try:
        return json.dumps(value, ensure_ascii=False, sort_keys=True, default=str)
    except TypeError:  # nested keys of mixed types cannot be sorted ({"a": {"": 1, 0: 2}})
        return json.dumps(value, ensure_ascii=False, default=str)


def _importance(value: dict[str, Any]) -> float:
    v = value.get("importance")
    if isinstance(v, int | float) and not isinstance(v, bool) and math.isfinite(v):
        return float(min(10.0, max(1.0, v)))
    return 5.0


def _compare(item: Any, cond: Any) -> bool:
    """LangGraph's filter semantics: nested dicts match key by key, ``$`` operators apply."""
    if isinstance(cond, Mapping):
        if any(str(k).startswith("$") for k in cond):
            return matches_where({"v": item}, {"v": dict(cond)})
        return isinstance(item, Mapping) and all(_compare(item.get(k), v) for k, v in cond.items())
    if isinstance(cond, list | tuple):
        return (
            isinstance(item, list | tuple)
            and len(item) == len(cond)
            and all(_compare(a, b) for a, b in zip(item, cond, strict=True))
        )
    return bool(item == cond)


def _matches_filter(value: Mapping[str, Any], flt: Mapping[str, Any]) -> bool:
    for k, v in flt.items():
        if k in ("$and", "$or"):  # decaymem's where grammar at the top level
            if not matches_where(value, {k: v}):
                return False
        elif not _compare(value.get(k), v):
            return False
    return True


def _validate_filter(flt: Any, depth: int = 0) -> None:
    """LangGraph filters: field names (nested dicts match nested values), ``$`` operators, and
    decaymem's ``$and`` / ``$or`` at the top; anything else is a clear error up front."""
    if flt is None:
        return
    if depth > 32:
        raise InvalidInputError("filter is nested more than 32 levels deep")
    if not isinstance(flt, Mapping):
        raise InvalidInputError(f"filter must be a mapping, got {type(flt).__name__}")
    for k, v in flt.items():
        if not isinstance(k, str):
            raise InvalidInputError(f"filter keys must be strings, got {k!r}")
        if k.startswith("$"):
            if depth:
                raise InvalidInputError(f"operator {k!r} cannot name a field")
            validate_where({k: v})
        elif isinstance(v, Mapping):
            if any(isinstance(op, str) and op.startswith("$") for op in v):
                validate_where({"v": dict(v)})
            else:
                _validate_filter(v, depth + 1)


class DecaymemStore(BaseStore):
    """LangGraph long-term memory store with decayed, exact top-k search.

    Example:
        >>> from decaymem import HashingEmbedder, MemoryHub
        >>> store = DecaymemStore(hub=MemoryHub(embedder=HashingEmbedder()))
        >>> store.put(("users", "ana"), "pet", {"text": "Ana's dog is called Rex"})
        >>> store.search(("users", "ana"), query="dog")[0].key
        'pet'
    """

    supports_ttl = False

    def __init__(
        self, *, hub: MemoryHub | None = None, long_term: LongTermMemory | None = None
    ) -> None:
        if long_term is None:
            hub = hub if hub is not None else MemoryHub()
            long_term = hub.long_term
        self.hub = hub
        self.long_term = long_term
        self._migrate()

    def _migrate(self) -> None:
        """Move the items an earlier version stored under escaped labels (``("user:x%",)`` as
        ``user:x%25``, the namespace of user ``x%25``) to their tuple's namespace: the items
        that store wrote (their value in ``lg_value``, not yet marked ``lg_ns``), nothing else.
        Each is written there before it is forgotten here: a crash repeats, never loses one."""
        ltm = self.long_term
        for ns in ltm.namespaces():
            labels = _legacy_labels(ns)
            if labels is None:
                continue
            try:
                target = to_namespace(labels)
            except NamespaceError:
                continue
            moved = [
                r
                for r in ltm.get(namespace=ns)
                if r.source == "langgraph"
                and "lg_value" in r.metadata
                and _ENCODING not in r.metadata
            ]
            for r in moved:
                ltm.remember(
                    r.text,
                    importance=r.importance,
                    namespace=target,
                    id=r.id,
                    at=r.created_at,
                    source="langgraph",
                    metadata={**r.metadata, _ENCODING: 2},
                )
            if moved:
                ltm.forget([r.id for r in moved], namespace=ns)

    # ------------------------------------------------------------------ items
    def _item(self, r: MemoryRecord, score: float | None = None, *, search: bool = False) -> Item:
        meta = r.metadata
        value: Any = None
        if "lg_value" in meta:
            try:
                value = json.loads(str(meta["lg_value"]))
            except ValueError:  # not a LangGraph value after all
                value = None
        if not isinstance(value, dict):
            if "lg_value" in meta:  # an lg_value that is not a LangGraph value: its text only
                value = {"text": r.text}
            else:  # written by AgentMemory, the middleware or remember(): what it holds
                value = {"text": r.text, "importance": r.importance, "source": r.source, **meta}
        created = float(meta.get("lg_created_at", r.created_at))
        updated = float(meta.get("lg_updated_at", r.created_at))
        ns = from_namespace(r.namespace)
        if search:
            return SearchItem(ns, r.id, value, _dt(created), _dt(updated), score)
        return Item(
            value=value, key=r.id, namespace=ns, created_at=_dt(created), updated_at=_dt(updated)
        )

    def _ns(self, labels: tuple[str, ...]) -> str:
        return to_namespace(labels)

    def _put(self, op: PutOp) -> None:
        ns = self._ns(op.namespace)
        if op.value is None:
            self.long_term.forget([op.key], namespace=ns)
            return
        if not (
            op.index is None
            or op.index is False
            or (isinstance(op.index, list) and all(isinstance(f, str) for f in op.index))
        ):
            raise InvalidInputError(
                f"index must be False, None or a list of field names, got {op.index!r}"
            )
        if not isinstance(op.value, Mapping):
            raise InvalidInputError(
                f"a store value must be a dict, got {type(op.value).__name__}; "
                'hint: store({"text": ...})'
            )
        value = dict(op.value)
        if not all(isinstance(k, str) for k in value):
            raise InvalidInputError("a store value must have string keys (it is stored as JSON)")
        now = self.long_term.clock.now()
        existing = self.long_term.get([op.key], namespace=ns)
        created = (
            float(existing[0].metadata.get("lg_created_at", existing[0].created_at))
            if existing
            else now
        )
        self.long_term.remember(
            # the whole value is kept in lg_value; the searchable text is clipped to what the
            # long-term memory embeds
            _text(value, op.index)[: self.long_term.max_text_chars],
            importance=_importance(value),
            namespace=ns,
            id=op.key,
            source="langgraph",
            metadata={
                "lg_value": json.dumps(value, ensure_ascii=False, default=str),
                "lg_created_at": created,
                "lg_updated_at": now,
                _ENCODING: 2,
                # index=False: stored and listed, never ranked by a query (as InMemoryStore);
                # the text is still embedded (the long-term memory embeds every record)
                **({"lg_index": False} if op.index is False else {}),
            },
        )

    def _get(self, op: GetOp) -> Item | None:
        found = self.long_term.get([op.key], namespace=self._ns(op.namespace))
        return self._item(found[0]) if found else None

    def _namespaces(self, user: str | None) -> list[str]:
        """The stored namespaces, but those naming another user than ``user`` (the run's)."""
        spaces = self.long_term.namespaces()
        return [ns for ns in spaces if user is None or not users_named(ns) - {user}]

    def _search(self, op: SearchOp, user: str | None) -> list[SearchItem]:
        _validate_filter(op.filter)
        _validate_page(op.limit, op.offset)
        prefix = op.namespace_prefix
        spaces = [
            ns
            for ns in self._namespaces(user)
            if from_namespace(ns)[: len(prefix)] == tuple(prefix)
        ]
        want = op.offset + op.limit
        hits: list[SearchItem] = []
        for ns in spaces:
            if op.query:
                k = self.long_term.count(ns) if op.filter else want
                if k <= 0:
                    continue
                found = self.long_term.recall(op.query, k=k, namespace=ns)
                if k < self.long_term.count(ns) and any(_unindexed(r.metadata) for r in found):
                    found = self.long_term.recall(
                        op.query, k=self.long_term.count(ns), namespace=ns
                    )
                ranked = 0
                for r in found:
                    if _unindexed(r.metadata):
                        continue
                    rec = self.long_term.get([r.id], namespace=ns)
                    if rec:
                        item = self._item(rec[0], r.score, search=True)
                        if not op.filter or _matches_filter(item.value, op.filter):
                            assert isinstance(item, SearchItem)
                            hits.append(item)
                            ranked += 1
                if ranked < want:  # room left: the unranked items, without a score
                    for record in self.long_term.get(namespace=ns):
                        if _unindexed(record.metadata):
                            item = self._item(record, None, search=True)
                            if not op.filter or _matches_filter(item.value, op.filter):
                                assert isinstance(item, SearchItem)
                                hits.append(item)
            else:
                for record in self.long_term.get(namespace=ns):
                    item = self._item(record, search=True)
                    if not op.filter or _matches_filter(item.value, op.filter):
                        assert isinstance(item, SearchItem)
                        hits.append(item)
        if op.query:
            hits.sort(key=lambda i: (i.score is None, -(i.score or 0.0)))
        else:
            hits.sort(key=lambda i: i.updated_at, reverse=True)
        return hits[op.offset : op.offset + op.limit]

    def _list_namespaces(self, op: ListNamespacesOp, user: str | None) -> list[tuple[str, ...]]:
        _validate_page(op.limit, op.offset)
        if op.max_depth is not None:
            check_int(op.max_depth, what="max_depth", minimum=1)
        out: set[tuple[str, ...]] = set()
        for ns in self._namespaces(user):
            labels = from_namespace(ns)
            if op.match_conditions and not all(_matches(labels, c) for c in op.match_conditions):
                continue
            out.add(labels[: op.max_depth] if op.max_depth is not None else labels)
        return sorted(out)[op.offset : op.offset + op.limit]

    # ------------------------------------------------------------------ BaseStore
    def batch(self, ops: Iterable[Op]) -> list[Result]:
        """Run ``ops``. Inside a graph run whose context (or configurable) names a user, a
        namespace naming another user (``("user:ann",)`` for ``bob``) is refused before any op
        runs, and other users' namespaces are never searched or listed."""
        ops = list(ops)
        user = run_user(run_context(), configurable())
        if user is not None:
            for op in ops:
                if isinstance(op, SearchOp) and op.namespace_prefix:
                    check_user(to_namespace(op.namespace_prefix), user, source="store")
                elif isinstance(op, PutOp | GetOp):
                    check_user(to_namespace(op.namespace), user, source="store")
        results: list[Result] = []
        for op in ops:
            if isinstance(op, PutOp):
                self._put(op)
                results.append(None)
            elif isinstance(op, GetOp):
                results.append(self._get(op))
            elif isinstance(op, SearchOp):
                results.append(self._search(op, user))
            elif isinstance(op, ListNamespacesOp):
                results.append(self._list_namespaces(op, user))
            else:
                raise TypeError(f"unknown store operation {type(op).__name__}")
        return results

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        # to_thread copies the context: the run (get_config) is visible in the thread
        return await asyncio.to_thread(self.batch, list(ops))


def _unindexed(metadata: Mapping[str, Any]) -> bool:
    return metadata.get("lg_index") is False


def _validate_page(limit: Any, offset: Any) -> None:
    check_int(limit, what="limit", minimum=0)
    check_int(offset, what="offset", minimum=0)


def _matches(labels: tuple[str, ...], cond: MatchCondition) -> bool:
    path = tuple(cond.path)
    if len(path) > len(labels):
        return False
    part = labels[: len(path)] if cond.match_type == "prefix" else labels[len(labels) - len(path) :]
    return all(p in ("*", label) for p, label in zip(path, part, strict=True))
