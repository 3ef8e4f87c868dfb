"""SQLite persistence of sessions: the full transcript, the window state and the audit log.

One file, ``sessions.sqlite3``, in WAL mode with ``synchronous=FULL``: each add is one
transaction (the message, the events it caused, the new window state), so a crash loses at most
the add that had not returned. Tables:

* ``messages`` — every message of every session ever added, by ``(session_id, id)``;
* ``events`` — every pressure action and eviction, in order;
* ``state`` — per session, the buffer's config, system prompt, running summary and the ids of
  the messages in the window (the window itself is rebuilt from ``messages``).

An embedded store is for one process: :func:`acquire_path_lock` takes an exclusive ``flock`` on
``<path>/.lock`` and a second process gets :class:`~decaymem.errors.ConcurrentAccessError`.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import threading
import weakref
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import IO, Any

from .errors import ConcurrentAccessError, SerializationError, StoreError
from .messages import Message
from .paths import check_store_path
from .pressure import PressureEvent

__all__ = ["PathLock", "SessionStore", "acquire_path_lock"]

# Directories this process has locked: flock does not refuse a second lock by the same process
# through another file description in every case, and the error should say who holds it. Weak
# values: a lock whose owner was garbage-collected (its file closed) frees the directory.
_HELD: weakref.WeakValueDictionary[str, PathLock] = weakref.WeakValueDictionary()
_HELD_LOCK = threading.Lock()

SCHEMA_VERSION = 1
_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS messages (
    session_id TEXT NOT NULL, seq INTEGER NOT NULL, id TEXT NOT NULL, payload TEXT NOT NULL,
    PRIMARY KEY (session_id, id));
CREATE INDEX IF NOT EXISTS messages_seq ON messages (session_id, seq);
CREATE TABLE IF NOT EXISTS events (
    seq INTEGER PRIMARY KEY AUTOINCREMENT, session_id TEXT NOT NULL, payload TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS events_session ON events (session_id, seq);
CREATE TABLE IF NOT EXISTS state (session_id TEXT PRIMARY KEY, payload TEXT NOT NULL);
"""


class PathLock:
    """An exclusive advisory lock on ``<path>/.lock``, held while the memory is open."""

    def __init__(self, handle: IO[str], path: Path, key: str | None = None) -> None:
        self._handle: IO[str] | None = handle
        self.path = path
        self._key = key

    def release(self) -> None:
        if self._handle is not None:
            import fcntl

            with contextlib.suppress(OSError):
                fcntl.flock(self._handle, fcntl.LOCK_UN)
            self._handle.close()
            self._handle = None
            with _HELD_LOCK:
                if self._key is not None and _HELD.get(self._key) is self:
                    del _HELD[self._key]


def acquire_path_lock(path: Path) -> PathLock:
    """Lock ``path`` for this process or raise :class:`ConcurrentAccessError`."""
    import fcntl

    path = check_store_path(path)
    key = str(path.resolve())
    with _HELD_LOCK:
        if _HELD.get(key) is not None:
            raise ConcurrentAccessError(
                f"{path} is already open in this process (an AgentMemory or MemoryHub holds "
                "it). hint: open one MemoryHub per directory and take sessions from it: "
                "hub = MemoryHub.shared(path); hub.session('thread-1'); or close the first "
                "AgentMemory before opening the path again"
            )
        lock_path = path / ".lock"
        try:
            handle = open(lock_path, "a+", encoding="utf-8")  # noqa: SIM115 - held while locked
        except OSError as e:
            raise StoreError(f"cannot write the lock file {lock_path}: {e}") from e
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as e:
            handle.close()
            raise ConcurrentAccessError(
                f"{path} is open in another process; an embedded (on-disk) decaymem store is for "
                "one process at a time. hint: close the other AgentMemory, or share memory between "
                "processes through a Chroma server (ChromaStore(chromadb.HttpClient(...)))"
            ) from e
        handle.seek(0)
        handle.truncate()
        handle.write(str(os.getpid()))
        handle.flush()
        lock = PathLock(handle, path, key)
        _HELD[key] = lock
    return lock


class SessionStore:
    """Sessions in SQLite (a file, or ``:memory:``); thread-safe."""

    def __init__(self, database: str | Path = ":memory:") -> None:
        self.database = str(database)
        try:
            self._conn = sqlite3.connect(
                self.database, check_same_thread=False, isolation_level=None
            )
            if self.database != ":memory:":
                self._conn.execute("PRAGMA journal_mode=WAL")
                self._conn.execute("PRAGMA synchronous=FULL")
            self._conn.execute("PRAGMA busy_timeout=5000")
            self._conn.executescript(_SCHEMA)
            row = self._conn.execute("SELECT value FROM meta WHERE key='schema'").fetchone()
            if row is None:
                self._conn.execute("INSERT INTO meta VALUES ('schema', ?)", (str(SCHEMA_VERSION),))
            elif int(row[0]) != SCHEMA_VERSION:
                raise StoreError(f"{self.database} has schema {row[0]}, expected {SCHEMA_VERSION}")
        except sqlite3.Error as e:
            raise StoreError(f"could not open the session database {self.database}: {e}") from e
        self._lock = threading.RLock()
        self._seq: dict[str, int] = {}

    @contextlib.contextmanager
    def _tx(self) -> Iterator[sqlite3.Connection]:
        with self._lock:
            try:
                self._conn.execute("BEGIN IMMEDIATE")
                try:
                    yield self._conn
                except BaseException:
                    self._conn.execute("ROLLBACK")
                    raise
                self._conn.execute("COMMIT")
            except sqlite3.Error as e:
                raise StoreError(f"session database write failed: {e}") from e

    def _next_seq(self, conn: sqlite3.Connection, session_id: str) -> int:
        if session_id not in self._seq:
            row = conn.execute(
                "SELECT COALESCE(MAX(seq), -1) FROM messages WHERE session_id=?", (session_id,)
            ).fetchone()
            self._seq[session_id] = int(row[0])
        self._seq[session_id] += 1
        return self._seq[session_id]

    def commit(
        self,
        session_id: str,
        *,
        messages: Sequence[Message] = (),
        events: Sequence[PressureEvent] = (),
        state: dict[str, Any] | None = None,
    ) -> None:
        """Write new messages, events and the window state in one transaction."""
        with self._tx() as conn:
            for m in messages:
                conn.execute(
                    "INSERT OR IGNORE INTO messages VALUES (?, ?, ?, ?)",
                    (session_id, self._next_seq(conn, session_id), m.id, json.dumps(m.to_dict())),
                )
            for e in events:
                conn.execute(
                    "INSERT INTO events (session_id, payload) VALUES (?, ?)",
                    (session_id, json.dumps(e.to_dict())),
                )
            if state is not None:
                conn.execute(
                    "INSERT INTO state VALUES (?, ?) "
                    "ON CONFLICT(session_id) DO UPDATE SET payload=excluded.payload",
                    (session_id, json.dumps(state)),
                )

    def load_state(self, session_id: str) -> dict[str, Any] | None:
        with self._lock:
            row = self._conn.execute(
                "SELECT payload FROM state WHERE session_id=?", (session_id,)
            ).fetchone()
        if row is None:
            return None
        try:
            state: dict[str, Any] = json.loads(row[0])
        except json.JSONDecodeError as e:
            raise SerializationError(f"corrupt state of session {session_id!r}: {e}") from e
        return state

    def load_messages(self, session_id: str, ids: Sequence[str] | None = None) -> list[Message]:
        """Messages of a session in the order they were added (only ``ids`` when given)."""
        with self._lock:
            rows = self._conn.execute(
                "SELECT id, payload FROM messages WHERE session_id=? ORDER BY seq", (session_id,)
            ).fetchall()
        by_id: dict[str, str] = dict(rows)
        wanted = list(by_id) if ids is None else list(ids)
        out = []
        for mid in wanted:
            if mid not in by_id:
                raise SerializationError(f"session {session_id!r} lost message {mid!r}")
            out.append(Message.from_dict(json.loads(by_id[mid])))
        return out

    def load_events(self, session_id: str) -> list[dict[str, Any]]:
        with self._lock:
            rows = self._conn.execute(
                "SELECT payload FROM events WHERE session_id=? ORDER BY seq", (session_id,)
            ).fetchall()
        return [json.loads(r[0]) for r in rows]

    def sessions(self) -> list[str]:
        with self._lock:
            rows = self._conn.execute("SELECT session_id FROM state ORDER BY session_id").fetchall()
        return [r[0] for r in rows]

    def message_count(self, session_id: str) -> int:
        with self._lock:
            row = self._conn.execute(
                "SELECT COUNT(*) FROM messages WHERE session_id=?", (session_id,)
            ).fetchone()
        return int(row[0])

    def close(self) -> None:
        with self._lock, contextlib.suppress(sqlite3.Error):
            self._conn.close()
