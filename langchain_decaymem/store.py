"""A LangGraph ``BaseStore`` on decaymem: ``search`` ranks by decayed recall.

Namespaces map label by label: ``("users", "ana", "memories")`` is the decaymem namespace
``users/ana/memories`` (labels must be non-empty and use ``A-Z a-z 0-9 _ . : @ -``). Keys are
memory ids (``put`` on an existing key replaces it). The text that is embedded is the value's
``text``, ``content`` or ``memory`` field, the fields named by ``index``, or the whole value as
JSON; the value itself is kept intact. ``importance`` in the value (1–10) is used as the memory's
importance. TTLs are not supported.
"""

from __future__ import annotations

import asyncio
import json
import math
from collections.abc import Iterable
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
from decaymem.errors import NamespaceError
from decaymem.records import matches_where, validate_namespace, validate_where

__all__ = ["DecaymemStore"]

_SEP = "/"


def to_namespace(labels: tuple[str, ...]) -> str:
    if not labels:
        raise NamespaceError("a LangGraph namespace needs at least one label")
    for label in labels:
        if not label or _SEP in label:
            raise NamespaceError(f"namespace label {label!r} is empty or contains '/'")
    return validate_namespace(_SEP.join(labels))


def from_namespace(namespace: str) -> tuple[str, ...]:
    return tuple(namespace.split(_SEP))


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
    return json.dumps(value, ensure_ascii=False, sort_keys=True, default=str)


def _importance(value: dict[str, Any]) -> float:
    v = value.get("importance")
    if isinstance(v, int | float) and not isinstance(v, bool) and math.isfinite(v):
        return float(min(10.0, max(1.0, v)))
    return 5.0


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

    # ------------------------------------------------------------------ items
    def _item(self, r: MemoryRecord, score: float | None = None, *, search: bool = False) -> Item:
        meta = r.metadata
        try:
            value = json.loads(str(meta.get("lg_value", "{}")))
        except ValueError:  # written by the core API, not as a LangGraph value
            value = None
        if not isinstance(value, dict):
            value = {"text": r.text}
        created = float(meta.get("lg_created_at", r.created_at))
        updated = float(meta.get("lg_updated_at", r.created_at))
        ns = from_namespace(r.namespace)
        if search:
            return SearchItem(ns, r.id, value, _dt(created), _dt(updated), score)
        return Item(
            value=value, key=r.id, namespace=ns, created_at=_dt(created), updated_at=_dt(updated)
        )

    def _put(self, op: PutOp) -> None:
        ns = to_namespace(op.namespace)
        if op.value is None:
            self.long_term.forget([op.key], namespace=ns)
            return
        value = dict(op.value)
        now = self.long_term.clock.now()
        existing = self.long_term.get([op.key], namespace=ns)
        created = (
            float(existing[0].metadata.get("lg_created_at", existing[0].created_at))
            if existing
            else now
        )
        self.long_term.remember(
            _text(value, op.index),
            importance=_importance(value),
            namespace=ns,
            id=op.key,
            source="langgraph",
            metadata={
                "lg_value": json.dumps(value, ensure_ascii=False, default=str),
                "lg_created_at": created,
                "lg_updated_at": now,
            },
        )

    def _get(self, op: GetOp) -> Item | None:
        found = self.long_term.get([op.key], namespace=to_namespace(op.namespace))
        return self._item(found[0]) if found else None

    def _namespaces(self) -> list[str]:
        return self.long_term.namespaces()

    def _search(self, op: SearchOp) -> list[SearchItem]:
        validate_where(op.filter)
        prefix = op.namespace_prefix
        spaces = [
            ns for ns in self._namespaces() if from_namespace(ns)[: len(prefix)] == tuple(prefix)
        ]
        want = op.offset + op.limit
        hits: list[SearchItem] = []
        for ns in spaces:
            if op.query:
                k = self.long_term.count(ns) if op.filter else want
                if k <= 0:
                    continue
                for r in self.long_term.recall(op.query, k=k, namespace=ns):
                    rec = self.long_term.get([r.id], namespace=ns)
                    if rec:
                        item = self._item(rec[0], r.score, search=True)
                        if not op.filter or matches_where(item.value, op.filter):
                            assert isinstance(item, SearchItem)
                            hits.append(item)
            else:
                for record in self.long_term.get(namespace=ns):
                    item = self._item(record, search=True)
                    if not op.filter or matches_where(item.value, op.filter):
                        assert isinstance(item, SearchItem)
                        hits.append(item)
        if op.query:
            hits.sort(key=lambda i: -(i.score or 0.0))
        else:
            hits.sort(key=lambda i: i.updated_at, reverse=True)
        return hits[op.offset : op.offset + op.limit]

    def _list_namespaces(self, op: ListNamespacesOp) -> list[tuple[str, ...]]:
        out: set[tuple[str, ...]] = set()
        for ns in self._namespaces():
            labels = from_namespace(ns)
            if op.match_conditions and not all(_matches(labels, c) for c in op.match_conditions):
                continue
            out.add(labels[: op.max_depth] if op.max_depth is not None else labels)
        return sorted(out)[op.offset : op.offset + op.limit]

    # ------------------------------------------------------------------ BaseStore
    def batch(self, ops: Iterable[Op]) -> list[Result]:
        results: list[Result] = []
        for op in ops:
            if isinstance(op, PutOp):
                self._put(op)
                results.append(None)
            elif isinstance(op, GetOp):
                results.append(self._get(op))
            elif isinstance(op, SearchOp):
                results.append(self._search(op))
            elif isinstance(op, ListNamespacesOp):
                results.append(self._list_namespaces(op))
            else:
                raise TypeError(f"unknown store operation {type(op).__name__}")
        return results

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        return await asyncio.to_thread(self.batch, list(ops))


def _matches(labels: tuple[str, ...], cond: MatchCondition) -> bool:
    path = tuple(cond.path)
    if len(path) > len(labels):
        return False
    part = labels[: len(path)] if cond.match_type == "prefix" else labels[len(labels) - len(path) :]
    return all(p in ("*", label) for p, label in zip(path, part, strict=True))
