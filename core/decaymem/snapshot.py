"""A read-only look into a memory directory, safe while an agent holds it open.

``decaymem inspect`` must work while an :class:`~decaymem.agent.AgentMemory` in another process
owns the directory. It cannot open the directory as the owner does: an embedded Chroma
``PersistentClient`` opened by a second process, even one that only reads, breaks the owner's
view of its own collection (measured with chromadb 1.5: the owner then reported memories
"without their vectors" on every refresh). So nothing here takes the directory's lock or opens
Chroma's client: both SQLite files are read through read-only connections (``mode=ro``), and
each memory's document and metadata come from the rows of Chroma's metadata segment, which
Chroma writes in the same transaction as the add. Vectors are not read; nothing is written.

Example:
    >>> import tempfile
    >>> snap = read_snapshot(tempfile.mkdtemp())
    >>> snap.sessions, snap.memories
    ((), {})
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .errors import DecaymemError, StoreError
from .records import MemoryRecord
from .stores.chroma import _decode

__all__ = ["DirectorySnapshot", "SessionSnapshot", "lock_holder", "read_snapshot"]

_DOCUMENT = "chroma:document"


@dataclass(frozen=True, slots=True)
class SessionSnapshot:
    """One session as its owner last saved it."""

    namespace: str
    session_id: str
    messages_ever: int
    in_window: int
    events: int
    summary: str | None = None
    summary_tokens: int = 0
    compressed_total: int = 0


@dataclass(frozen=True, slots=True)
class DirectorySnapshot:
    """Sessions and long-term memories of a directory, read without opening it.

    Attributes:
        held_by: the pid of the process that holds the directory open, ``None`` when free.
    """

    path: Path
    sessions: tuple[SessionSnapshot, ...] = ()
    memories: dict[str, tuple[MemoryRecord, ...]] = field(default_factory=dict)
    held_by: int | None = None


@contextlib.contextmanager
def _read_only(db: Path) -> Iterator[sqlite3.Connection]:
    try:
        conn = sqlite3.connect(f"{db.resolve().as_uri()}?mode=ro", uri=True, timeout=10.0)
    except sqlite3.Error as e:
        raise StoreError(f"could not open {db} read-only: {e}") from e
    try:
        yield conn
    except sqlite3.Error as e:
        raise StoreError(
            f"could not read {db}: {e}; hint: the file may come from another version of "
            "decaymem or chromadb"
        ) from e
    finally:
        conn.close()


def lock_holder(path: str | Path) -> int | None:
    """The pid holding ``path`` open (its ``.lock``), or ``None`` when no process holds it.

    Probes with a shared non-blocking ``flock`` released at once; never creates the file.
    """
    import fcntl

    lock = Path(path) / ".lock"
    try:
        handle = open(lock, encoding="utf-8")  # noqa: SIM115 - closed below
    except OSError:
        return None
    try:
        try:
            fcntl.flock(handle, fcntl.LOCK_SH | fcntl.LOCK_NB)
        except OSError:
            text = handle.read().strip()
            return int(text) if text.isdigit() else -1
        fcntl.flock(handle, fcntl.LOCK_UN)
        return None
    finally:
        handle.close()


def _sessions(db: Path) -> tuple[SessionSnapshot, ...]:
    if not db.exists():
        return ()
    out = []
    with _read_only(db) as conn:
        row = conn.execute("SELECT value FROM meta WHERE key='schema'").fetchone()
        if row is not None and int(row[0]) >= 2:  # sessions keyed by (namespace, session id)
            key = "namespace = ? AND session_id = ?"
            states = conn.execute(
                "SELECT namespace, session_id, payload FROM state ORDER BY namespace, session_id"
            ).fetchall()
        else:  # schema 1 (the owner upgrades it on its next open): by session id alone
            key = "? IS NOT NULL AND session_id = ?"
            states = conn.execute(
                "SELECT 'default', session_id, payload FROM state ORDER BY session_id"
            ).fetchall()
        for ns, sid, payload in states:
            state: dict[str, Any] = json.loads(payload)
            shown = ns if row is not None and int(row[0]) >= 2 else state.get("namespace") or ns
            (count,) = conn.execute(
                f"SELECT COUNT(*) FROM messages WHERE {key}", (ns, sid)
            ).fetchone()
            (events,) = conn.execute(
                f"SELECT COUNT(*) FROM events WHERE {key}", (ns, sid)
            ).fetchone()
            summary = state.get("summary") or None
            meta = (summary or {}).get("metadata") or {}
            out.append(
                SessionSnapshot(
                    namespace=str(shown),
                    session_id=sid,
                    messages_ever=int(count),
                    in_window=len(state.get("window", [])),
                    events=int(events),
                    summary=str(summary["content"]) if summary else None,
                    summary_tokens=int(summary.get("tokens", 0)) if summary else 0,
                    compressed_total=int(meta.get("compressed_total", 0)),
                )
            )
    return tuple(out)


def _memories(db: Path, prefix: str = "decaymem") -> dict[str, tuple[MemoryRecord, ...]]:
    if not db.exists():
        return {}
    out: dict[str, tuple[MemoryRecord, ...]] = {}
    with _read_only(db) as conn:
        cols = conn.execute(
            "SELECT c.name, cm.str_value, s.id FROM collections c "
            "JOIN collection_metadata cm ON cm.collection_id = c.id AND cm.key = 'dm_namespace' "
            "JOIN segments s ON s.collection = c.id AND s.scope = 'METADATA' "
            "WHERE c.name LIKE ? ORDER BY cm.str_value",
            (f"{prefix}-%",),
        ).fetchall()
        for _name, namespace, segment in cols:
            rows = conn.execute(
                "SELECT e.embedding_id, m.key, m.string_value, m.int_value, m.float_value, "
                "m.bool_value FROM embeddings e JOIN embedding_metadata m ON m.id = e.id "
                "WHERE e.segment_id = ? ORDER BY e.id",
                (segment,),
            ).fetchall()
            metas: dict[str, dict[str, Any]] = {}
            for mid, key, s, i, f, b in rows:
                value = next((v for v in (s, i, f, b) if v is not None), None)
                metas.setdefault(mid, {})[key] = value
            records = []
            for mid, meta in metas.items():
                doc = meta.pop(_DOCUMENT, None)
                try:
                    records.append(_decode(mid, doc, meta))
                except (KeyError, TypeError, ValueError) as e:
                    raise StoreError(
                        f"memory {mid} of {namespace!r} has unreadable metadata ({e}); hint: "
                        "open the directory with decaymem to repair it"
                    ) from e
            out[str(namespace)] = tuple(records)
    return out


def read_snapshot(path: str | Path) -> DirectorySnapshot:
    """Read ``path``'s sessions and memories without locking it or writing to it.

    Raises:
        DecaymemError: ``path`` is not a directory.
        StoreError: a database could not be read.
    """
    root = Path(path)
    if not root.is_dir():
        raise DecaymemError(f"{root} is not a decaymem directory; hint: run `decaymem demo` first")
    if not os.access(root, os.R_OK):
        raise StoreError(f"{root} is not readable; hint: check its permissions")
    return DirectorySnapshot(
        path=root,
        sessions=_sessions(root / "sessions.sqlite3"),
        memories=_memories(root / "chroma" / "chroma.sqlite3"),
        held_by=lock_holder(root),
    )
