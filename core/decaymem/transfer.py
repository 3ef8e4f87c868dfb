"""Memories and sessions as JSON lines: what ``decaymem export`` writes and ``import`` reads.

A memory line is a record's ``to_dict()`` (``"text"`` required, absent fields defaulted). A
session line carries everything the session database holds for one ``(namespace,
session_id)``: the transcript (every message ever added, in order), the pressure events, the
saved state (the window, the summary, the limits) and the turns still queued for long-term
memory. Messages and events are written as their own ``to_dict()``, so an import writes back
exactly what was exported. Memory lines (``"text"``) and session lines (``"kind":
"session"``) can share one file.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .errors import DecaymemError, InvalidInputError, SerializationError
from .journal import check_record
from .messages import Message
from .pressure import PressureEvent
from .records import MemoryRecord, validate_namespace
from .session_store import SessionStore

__all__ = [
    "SESSION_KIND",
    "SessionDump",
    "export_sessions",
    "import_sessions",
    "memory_record",
    "parse_line",
    "read_session",
    "read_text",
]

SESSION_KIND = "session"


@dataclass(frozen=True, slots=True)
class SessionDump:
    """One session as exported: what :meth:`SessionStore.commit` writes back."""

    namespace: str
    session_id: str
    transcript: tuple[Message, ...]
    events: tuple[PressureEvent, ...]
    state: dict[str, Any] | None
    pending: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": SESSION_KIND,
            "namespace": self.namespace,
            "session_id": self.session_id,
            "transcript": [m.to_dict() for m in self.transcript],
            "events": [e.to_dict() for e in self.events],
            "state": self.state,
            "pending": list(self.pending),
        }


def export_sessions(sessions: SessionStore, namespace: str | None = None) -> Iterator[SessionDump]:
    """Every session (of ``namespace`` when given), in a stable order."""
    for ns, sid in sorted(sessions.session_keys()):
        if namespace is not None and ns != namespace:
            continue
        yield SessionDump(
            namespace=ns,
            session_id=sid,
            transcript=tuple(sessions.load_messages(sid, namespace=ns)),
            events=tuple(
                PressureEvent.from_dict(e) for e in sessions.load_events(sid, namespace=ns)
            ),
            state=sessions.load_state(sid, namespace=ns),
            pending=tuple(m.id for m in sessions.load_pending(sid, namespace=ns)),
        )


def read_session(d: Mapping[str, Any], lineno: int, *, namespace: str | None) -> SessionDump:
    """A session line, validated (``namespace`` moves it there), or ``SerializationError``."""
    try:
        ns = validate_namespace(namespace if namespace is not None else d.get("namespace"))
        sid = validate_namespace(d.get("session_id"), what="session_id")
        transcript = tuple(Message.from_dict(m) for m in _list(d, "transcript"))
        events = tuple(PressureEvent.from_dict(e) for e in _list(d, "events"))
        state = d.get("state")
        if state is not None and not isinstance(state, dict):
            raise SerializationError("'state' must be an object or null")
        pending = tuple(str(p) for p in _list(d, "pending"))
    except DecaymemError as e:
        raise SerializationError(f"line {lineno}: session: {e}") from e
    except (TypeError, ValueError, KeyError) as e:
        raise SerializationError(f"line {lineno}: session: {e!r}") from e
    ids = [m.id for m in transcript]
    if len(set(ids)) != len(ids):
        raise SerializationError(f"line {lineno}: session {sid!r} repeats a message id")
    missing = set(pending) - set(ids)
    if missing:
        raise SerializationError(
            f"line {lineno}: session {sid!r} queues messages it does not hold: {sorted(missing)}"
        )
    return SessionDump(ns, sid, transcript, events, state, pending)


def _list(d: Mapping[str, Any], key: str) -> list[Any]:
    value = d.get(key, [])
    if not isinstance(value, list):
        raise SerializationError(f"{key!r} must be a list")
    return value


def import_sessions(
    sessions: SessionStore, dumps: list[SessionDump], *, check_only: bool = False
) -> int:
    """Write ``dumps`` (``check_only``: only check); refused before anything is written when
    one is already there or twice in ``dumps``."""
    there = set(sessions.session_keys())
    taken = [(s.namespace, s.session_id) for s in dumps if (s.namespace, s.session_id) in there]
    keys = [(s.namespace, s.session_id) for s in dumps]
    if taken or len(set(keys)) != len(keys):
        raise SerializationError(
            f"sessions {sorted(set(taken)) or keys} are already in the target or twice in the "
            "file; nothing imported. hint: import into another directory, or pass --namespace"
        )
    if check_only:
        return 0
    for s in dumps:
        sessions.commit(
            s.session_id,
            namespace=s.namespace,
            messages=s.transcript,
            events=s.events,
            state=s.state,
            pending=s.pending,
        )
    return len(dumps)


def read_text(src: Path) -> str:
    src = src.expanduser()
    try:
        data = src.read_bytes()
    except IsADirectoryError as e:
        raise InvalidInputError(
            f"{src} is a directory; hint: pass the JSON lines file `decaymem export` wrote"
        ) from e
    except FileNotFoundError as e:
        raise InvalidInputError(f"{src}: no such file") from e
    except OSError as e:
        raise InvalidInputError(f"cannot read {src}: {e.strerror or e}") from e
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data[: e.start].count(b"\n") + 1
        raise SerializationError(
            f"{src} is not UTF-8 (line {line}, byte {e.start}); hint: re-encode it as UTF-8, "
            "e.g. iconv -t UTF-8"
        ) from e


def parse_line(line: str, lineno: int) -> dict[str, Any]:
    try:
        d = json.loads(line)
    except json.JSONDecodeError as e:
        raise SerializationError(f"line {lineno}: not JSON ({e})") from e
    except RecursionError as e:
        raise SerializationError(f"line {lineno}: JSON nested too deeply") from e
    except ValueError as e:  # e.g. an int of more than 4,300 digits
        raise SerializationError(f"line {lineno}: {e}") from e
    if not isinstance(d, dict) or not (
        isinstance(d.get("text"), str) or d.get("kind") == SESSION_KIND
    ):
        raise SerializationError(f"line {lineno}: a memory needs a 'text' string")
    return d


def memory_record(
    d: dict[str, Any], lineno: int, *, namespace: str | None, now: float
) -> MemoryRecord:
    """One exported line as a validated record; fields that are absent get their defaults."""
    try:
        return check_record(
            MemoryRecord(
                id=d["id"] if d.get("id") is not None else uuid.uuid4().hex,
                text=d["text"],
                namespace=d["namespace"] if d.get("namespace") is not None else "default",
                importance=d.get("importance", 5.0),
                created_at=d["created_at"] if d.get("created_at") is not None else now,
                last_recalled_at=d.get("last_recalled_at"),
                recall_count=d.get("recall_count", 0),
                strength=d.get("strength", 1.0),
                source=d["source"] if d.get("source") is not None else "import",
                metadata=d.get("metadata") or {},
                superseded_by=d.get("superseded_by"),
                superseded_sim=d.get("superseded_sim", 0.0),
            ),
            namespace=namespace,
            max_text_chars=20_000,  # LongTermMemory's default; restore() checks again
        )
    except DecaymemError as e:
        raise SerializationError(f"line {lineno}: {e}") from e
