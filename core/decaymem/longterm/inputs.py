"""What goes into long-term memory: namespaces, items, the texts embedded, input checks."""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import numpy as np
import numpy.typing as npt

from ..embeddings import Embedder
from ..errors import InvalidInputError, NamespaceError
from ..records import MemoryRecord, validate_namespace
from ..validation import check_chars, check_number

__all__ = [
    "CONTEXT_CHARS",
    "CONTEXT_KEY",
    "MemoryInput",
    "PruneReport",
    "TimeLike",
    "check_id",
    "check_ids",
    "check_importance",
    "check_source",
    "check_user",
    "context_follows",
    "embed_records",
    "embedding_texts",
    "scope",
    "users_named",
]


TimeLike = float | int | datetime


def scope(*, user: str | None = None, agent: str | None = None, session: str | None = None) -> str:
    """Build a namespace from the parts given, e.g. ``user:ana/agent:planner``.

    Each part is a non-empty string without ``/`` (the separator), so two different calls never
    build the same namespace.
    """
    parts = []
    for key, value in (("user", user), ("agent", agent), ("session", session)):
        if value is None:
            continue
        if not isinstance(value, str) or not value or "/" in value:
            raise InvalidInputError(
                f"scope({key}=...) must be a non-empty string without '/', got {value!r:.60}; "
                "hint: pass each part separately, e.g. scope(user='ana', agent='planner')"
            )
        parts.append(f"{key}:{value}")
    if not parts:
        raise InvalidInputError("scope() needs at least one of user, agent, session")
    return validate_namespace("/".join(parts))


def users_named(namespace: str) -> set[str]:
    """The users a namespace names: the ids of its ``user:<id>`` parts (as :func:`scope`
    builds them), e.g. ``{"ana"}`` for ``"user:ana/agent:planner"``."""
    return {part[5:] for part in namespace.split("/") if part.startswith("user:") and part[5:]}


def check_user(namespace: str, user: str | None, *, source: str) -> str:
    """``namespace``, unless it names a user other than ``user`` (the user the run belongs to).

    The one rule of every adapter: who a run is comes from its identity (the runtime context's
    ``user_id``, an adapter's ``user_id=``); a namespace from elsewhere (``configurable``, a
    keyword, ``search_kwargs``) may narrow the scope but never reach another user's memory.

    Raises:
        NamespaceError: ``namespace`` names another user.
    """
    if user is not None:
        others = sorted(users_named(namespace) - {user})
        if others:
            raise NamespaceError(
                f"the {source} namespace {namespace!r} names user {others[0]!r}, but this run "
                f"belongs to user {user!r}; it would read and write another user's memory. "
                f"hint: leave the namespace out (the run's user decides: {'user:' + user!r}) "
                "or pass the run's own user"
            )
    return namespace


@dataclass(frozen=True, slots=True, kw_only=True)
class MemoryInput:
    """One item for :meth:`LongTermMemory.remember_many`."""

    text: str
    importance: float = 5.0
    at: TimeLike | None = None
    metadata: Mapping[str, Any] | None = None
    source: str = "user"
    id: str | None = None  # given: upsert (replaces the memory with that id)
    context: str | None = None  # embedded with the text (e.g. the turn it answers), not recalled


CONTEXT_KEY = "context"
CONTEXT_CHARS = 600


def context_follows(context: str, before: str) -> bool:
    """Whether ``context`` can have been cut from a text that ends with ``before``: a memory's
    context is the last :data:`CONTEXT_CHARS` of what came before it, so it either ends with
    ``before`` or is a tail of it."""
    return context.endswith(before) or before.endswith(context)


def embedding_texts(text: str, metadata: Mapping[str, Any]) -> tuple[str, ...]:
    """What is embedded for a memory: its text, with the speaker's name in front when it is a
    turn someone said (``name`` metadata); and when it has ``context`` metadata, that text again
    after its context. The memory's vector is the normalised sum of their embeddings: the turn
    keeps its own meaning and is also found by what it answers."""
    name = metadata.get("name")
    body = f"{name}: {text}" if isinstance(name, str) and name else text
    ctx = metadata.get(CONTEXT_KEY)
    return (body, f"{ctx}\n{body}") if isinstance(ctx, str) and ctx else (body,)


def embed_records(embedder: Embedder, records: Sequence[MemoryRecord]) -> npt.NDArray[np.float32]:
    """One vector per record (see :func:`embedding_texts`), in one embedding batch."""
    parts = [embedding_texts(r.text, r.metadata) for r in records]
    flat = [t for p in parts for t in p]
    if not flat:
        return embedder.embed([]).astype(np.float32)
    vecs = np.asarray(embedder.embed(flat), dtype=np.float32)
    out = np.empty((len(records), vecs.shape[1]), dtype=np.float32)
    i = 0
    for j, p in enumerate(parts):
        v = vecs[i : i + len(p)].sum(axis=0)
        norm = float(np.linalg.norm(v))
        out[j] = v / norm if norm > 0 else v
        i += len(p)
    return out


@dataclass(frozen=True, slots=True)
class PruneReport:
    """What :meth:`LongTermMemory.prune` removed."""

    removed: tuple[str, ...]
    kept: int
    threshold: float


def check_importance(v: Any) -> float:
    if isinstance(v, bool) or not isinstance(v, int | float):
        raise InvalidInputError(f"importance must be a number from 1 to 10, got {v!r:.40}")
    if not (isinstance(v, float) and math.isnan(v)) and not 1 <= v <= 10:
        raise InvalidInputError(
            f"importance must be from 1 to 10, got {str(v)[:40]}; hint: 1 = trivia, "
            "10 = never forget"
        )
    return check_number(v, what="importance")


def check_ids(ids: Any) -> list[str]:
    if isinstance(ids, str):
        return [ids]
    if isinstance(ids, bytes | Mapping) or not isinstance(ids, Iterable):
        raise InvalidInputError(
            f"ids must be a memory id or a list of ids, got {type(ids).__name__}"
        )
    out = list(ids)
    bad = [i for i in out if not isinstance(i, str)]
    if bad:
        raise InvalidInputError(f"ids must be strings, got {bad[0]!r:.60}")
    return out


def check_source(value: Any) -> str:
    if not isinstance(value, str) or not value or len(value) > 128:
        raise InvalidInputError(f"source must be a string of 1-128 characters, got {value!r:.60}")
    return check_chars(value, what="source")


def check_id(value: Any) -> str:
    if not isinstance(value, str) or not value or len(value) > 256:
        raise InvalidInputError(
            f"a memory id must be a non-empty string of at most 256 characters, got {value!r:.60}"
        )
    return check_chars(value, what="a memory id")
