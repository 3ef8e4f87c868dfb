"""SQLite persistence of sessions: the full transcript, the window state and the audit log.

One file, ``sessions.sqlite3``, in WAL mode with ``synchronous=FULL``: each add is one
transaction (the message, the events it caused, the new window state), so a crash loses at most
the add that had not returned. Tables:

* ``messages`` — every message of every session ever added, by ``(namespace, session_id, id)``;
* ``events`` — every pressure action and eviction, in order;
* ``state`` — per session, the buffer's config, system prompt, running summary and the ids of
  the messages in the window (the window itself is rebuilt from ``messages``);
* ``pending`` — ids of turns that left the window and are not yet promoted to long-term memory
  (written in the add's transaction, removed once promoted: a failure or a crash in between
  leaves them queued for a retry).

A session is identified by ``(namespace, session_id)`` in every table (schema 2). Schema 1 keyed
by session id alone; opening such a database upgrades it in one transaction, and its sessions go
to the namespace their state records, else to ``"default"`` (:meth:`SessionStore.move` moves one).

An embedded store is for one process: :func:`acquire_path_lock` takes an exclusive ``flock`` on
``<path>/.lock`` and a second process gets :class:`~decaymem.errors.ConcurrentAccessError`.
"""

from __future__ import annotations

import contextlib
import json
import logging
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

logger = logging.getLogger(__name__)

__all__ = ["PathLock", "SessionStore", "acquire_path_lock"]

# Directories this process has locked: flock does not refuse a second lock by the same process
# through another file description in every case, and the error should say who holds it. Weak
# values: a lock whose owner was garbage-collected (its file closed) frees the directory.
_HELD: weakref.WeakValueDictionary[str, PathLock] = weakref.WeakValueDictionary()
_HELD_LOCK = threading.Lock()

SCHEMA_VERSION = 2
_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS messages (
    namespace TEXT NOT NULL, session_id TEXT NOT NULL, seq INTEGER NOT NULL, id TEXT NOT NULL,
    payload TEXT NOT NULL, PRIMARY KEY (namespace, session_id, id));
CREATE INDEX IF NOT EXISTS messages_seq ON messages (namespace, session_id, seq);
CREATE TABLE IF NOT EXISTS events (
    seq INTEGER PRIMARY KEY AUTOINCREMENT, namespace TEXT NOT NULL, session_id TEXT NOT NULL,
    payload TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS events_session ON events (namespace, session_id, seq);
CREATE TABLE IF NOT EXISTS state (
    namespace TEXT NOT NULL, session_id TEXT NOT NULL, payload TEXT NOT NULL,
    PRIMARY KEY (namespace, session_id));
CREATE TABLE IF NOT EXISTS pending (
    namespace TEXT NOT NULL, session_id TEXT NOT NULL, id TEXT NOT NULL,
    PRIMARY KEY (namespace, session_id, id));
"""
# Schema 1 keyed everything by session id alone, so two namespaces using one session id shared
# one transcript (a cross-user leak). Its rows move to the namespace their state payload records,
# else to "default"; the tables are rebuilt in one transaction.
_MIGRATE_1_TO_2 = (
    """
ALTER TABLE messages RENAME TO messages_v1;
ALTER TABLE events RENAME TO events_v1;
ALTER TABLE state RENAME TO state_v1;
DROP INDEX IF EXISTS messages_seq;
DROP INDEX IF EXISTS events_session;
"""
    + _SCHEMA
    + """
CREATE TEMP TABLE owner AS SELECT session_id,
    CASE WHEN json_valid(payload) AND json_type(payload, '$.namespace') = 'text'
         THEN json_extract(payload, '$.namespace') ELSE 'default' END AS namespace
    FROM state_v1;
INSERT INTO state SELECT o.namespace, s.session_id, s.payload
    FROM state_v1 s JOIN owner o USING (session_id);
INSERT INTO messages SELECT COALESCE(o.namespace, 'default'), m.session_id, m.seq, m.id, m.payload
    FROM messages_v1 m LEFT JOIN owner o USING (session_id);
INSERT INTO events (seq, namespace, session_id, payload)
    SELECT e.seq, COALESCE(o.namespace, 'default'), e.session_id, e.payload
    FROM events_v1 e LEFT JOIN owner o USING (session_id);
DROP TABLE owner;
DROP TABLE messages_v1;
DROP TABLE events_v1;
DROP TABLE state_v1;
UPDATE meta SET value = '2' WHERE key = 'schema';
"""
)


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
    """Sessions in SQLite (a file, or ``:memory:``); thread-safe.

    A session is identified by ``(namespace, session_id)``: every read and write names both, so
    two users who pick the same session id never see each other's transcript.
    """

    def __init__(self, database: str | Path = ":memory:") -> None:
        self.database = str(database)
        try:
            self._conn = sqlite3.connect(
                self.database, check_same_thread=False, isolation_level=None
            )
            if self.database != ":memory:":
                self._conn.execute("PRAGMA journal_mode=WAL")
                self._conn.execute("PRAGMA synchronous=FULL")
                # a deleted or rewritten row is zeroed on its page, so erase() leaves no copy
                self._conn.execute("PRAGMA secure_delete=ON")
            self._conn.execute("PRAGMA busy_timeout=5000")
            self._open_schema()
        except sqlite3.Error as e:
            raise StoreError(f"could not open the session database {self.database}: {e}") from e
        self._lock = threading.RLock()
        self._seq: dict[tuple[str, str], int] = {}

    def _open_schema(self) -> None:
        conn = self._conn
        conn.execute("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
        row = conn.execute("SELECT value FROM meta WHERE key='schema'").fetchone()
        if row is None:
            conn.executescript(
                "BEGIN IMMEDIATE;"
                + _SCHEMA
                + f"INSERT INTO meta VALUES ('schema', '{SCHEMA_VERSION}'); COMMIT;"
            )
            return
        version = int(row[0])
        if version == 1:
            self._migrate_from_1()
        elif version == SCHEMA_VERSION:
            conn.executescript(_SCHEMA)  # tables added within schema 2 (pending)
        else:
            raise StoreError(
                f"{self.database} has schema {version}; this decaymem reads schemas 1 to "
                f"{SCHEMA_VERSION}. hint: it was written by a newer decaymem: upgrade decaymem"
            )

    def _migrate_from_1(self) -> None:
        """Key schema-1 sessions by namespace (see ``_MIGRATE_1_TO_2``), in one transaction."""
        conn = self._conn
        try:
            conn.executescript("BEGIN IMMEDIATE;" + _MIGRATE_1_TO_2 + "COMMIT;")
        except sqlite3.Error:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
        rows = conn.execute("SELECT namespace, COUNT(*) FROM state GROUP BY namespace").fetchall()
        logger.warning(
            "upgraded the session database %s to schema 2 (sessions keyed by namespace and "
            "session id); sessions per namespace: %s. hint: a session that belongs to another "
            "namespace moves with MemoryHub.move_session(session_id, namespace='default', "
            "to_namespace=...)",
            self.database,
            dict(rows),
        )

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

    def _next_seq(self, conn: sqlite3.Connection, key: tuple[str, str]) -> int:
        if key not in self._seq:
            row = conn.execute(
                "SELECT COALESCE(MAX(seq), -1) FROM messages WHERE namespace=? AND session_id=?",
                key,
            ).fetchone()
            self._seq[key] = int(row[0])
        self._seq[key] += 1
        return self._seq[key]

    def commit(
        self,
        session_id: str,
        *,
        namespace: str,
        messages: Sequence[Message] = (),
        events: Sequence[PressureEvent] = (),
        state: dict[str, Any] | None = None,
        pending: Sequence[str] = (),
    ) -> None:
        """Write new messages, events, the window state and turns to promote in one transaction.

        Raises:
            StoreError: the write failed, or a message id is already in this session (nothing
                of the transaction is written).
        """
        key = (namespace, session_id)
        with self._lock:
            seq = self._seq.get(key)
            try:
                self._write(key, messages, events, state, pending)
            except BaseException:
                if seq is None:  # the sequence numbers of a rolled-back write are not used
                    self._seq.pop(key, None)
                else:
                    self._seq[key] = seq
                raise

    def _write(
        self,
        key: tuple[str, str],
        messages: Sequence[Message],
        events: Sequence[PressureEvent],
        state: dict[str, Any] | None,
        pending: Sequence[str],
    ) -> None:
        with self._tx() as conn:
            for m in messages:
                conn.execute(
                    "INSERT INTO messages VALUES (?, ?, ?, ?, ?)",
                    (*key, self._next_seq(conn, key), m.id, json.dumps(m.to_dict())),
                )
            for e in events:
                conn.execute(
                    "INSERT INTO events (namespace, session_id, payload) VALUES (?, ?, ?)",
                    (*key, json.dumps(e.to_dict())),
                )
            if state is not None:
                conn.execute(
                    "INSERT INTO state VALUES (?, ?, ?) ON CONFLICT(namespace, session_id) "
                    "DO UPDATE SET payload=excluded.payload",
                    (*key, json.dumps(state)),
                )
            conn.executemany(
                "INSERT OR IGNORE INTO pending VALUES (?, ?, ?)", [(*key, mid) for mid in pending]
            )

    def load_pending(self, session_id: str, *, namespace: str) -> list[Message]:
        """Turns queued for promotion to long-term memory, in the order they were added."""
        with self._lock:
            rows = self._conn.execute(
                "SELECT m.payload FROM pending p JOIN messages m ON m.namespace=p.namespace "
                "AND m.session_id=p.session_id AND m.id=p.id "
                "WHERE p.namespace=? AND p.session_id=? ORDER BY m.seq",
                (namespace, session_id),
            ).fetchall()
        return [Message.from_dict(json.loads(r[0])) for r in rows]

    def pending_count(self, session_id: str, *, namespace: str) -> int:
        with self._lock:
            row = self._conn.execute(
                "SELECT COUNT(*) FROM pending WHERE namespace=? AND session_id=?",
                (namespace, session_id),
            ).fetchone()
        return int(row[0])

    def drop_pending(self, session_id: str, ids: Sequence[str], *, namespace: str) -> None:
        """Remove promoted turns from the queue."""
        with self._tx() as conn:
            conn.executemany(
                "DELETE FROM pending WHERE namespace=? AND session_id=? AND id=?",
                [(namespace, session_id, mid) for mid in ids],
            )

    def has_message(self, session_id: str, message_id: str, *, namespace: str) -> bool:
        """Whether the session's transcript holds a message with this id."""
        with self._lock:
            row = self._conn.execute(
                "SELECT 1 FROM messages WHERE namespace=? AND session_id=? AND id=?",
                (namespace, session_id, message_id),
            ).fetchone()
        return row is not None

    def load_state(self, session_id: str, *, namespace: str) -> dict[str, Any] | None:
        with self._lock:
            row = self._conn.execute(
                "SELECT payload FROM state WHERE namespace=? AND session_id=?",
                (namespace, session_id),
            ).fetchone()
        if row is None:
            return None
        try:
            state: dict[str, Any] = json.loads(row[0])
        except json.JSONDecodeError as e:
            raise SerializationError(f"corrupt state of session {session_id!r}: {e}") from e
        return state

    def load_messages(
        self, session_id: str, ids: Sequence[str] | None = None, *, namespace: str
    ) -> list[Message]:
        """Messages of a session in the order they were added (only ``ids`` when given)."""
        with self._lock:
            rows = self._conn.execute(
                "SELECT id, payload FROM messages WHERE namespace=? AND session_id=? ORDER BY seq",
                (namespace, session_id),
            ).fetchall()
        by_id: dict[str, str] = dict(rows)
        wanted = list(by_id) if ids is None else list(ids)
        out = []
        for mid in wanted:
            if mid not in by_id:
                raise SerializationError(f"session {session_id!r} lost message {mid!r}")
            out.append(Message.from_dict(json.loads(by_id[mid])))
        return out

    def load_events(self, session_id: str, *, namespace: str) -> list[dict[str, Any]]:
        with self._lock:
            rows = self._conn.execute(
                "SELECT payload FROM events WHERE namespace=? AND session_id=? ORDER BY seq",
                (namespace, session_id),
            ).fetchall()
        return [json.loads(r[0]) for r in rows]

    def session_keys(self) -> list[tuple[str, str]]:
        """Every stored session as ``(namespace, session_id)``, sorted."""
        with self._lock:
            rows = self._conn.execute(
                "SELECT namespace, session_id FROM state ORDER BY namespace, session_id"
            ).fetchall()
        return [(str(ns), str(sid)) for ns, sid in rows]

    def namespaces_of(self, session_id: str) -> list[str]:
        """The namespaces holding a stored session of this id, sorted."""
        with self._lock:
            rows = self._conn.execute(
                "SELECT namespace FROM state WHERE session_id=? ORDER BY namespace", (session_id,)
            ).fetchall()
        return [str(ns) for (ns,) in rows]

    def sessions(self, namespace: str | None = None) -> list[str]:
        """Session ids in ``namespace`` (in every namespace when ``None``), sorted, distinct."""
        return sorted(
            {sid for ns, sid in self.session_keys() if namespace is None or ns == namespace}
        )

    def message_count(self, session_id: str, *, namespace: str) -> int:
        with self._lock:
            row = self._conn.execute(
                "SELECT COUNT(*) FROM messages WHERE namespace=? AND session_id=?",
                (namespace, session_id),
            ).fetchone()
        return int(row[0])

    def check_move(self, session_id: str, *, namespace: str, to_namespace: str) -> None:
        """Raise what :meth:`move` would raise, changing nothing.

        Raises:
            StoreError: there is no such session, or ``to_namespace`` already has one by that id.
        """
        with self._lock:
            if self.load_state(session_id, namespace=namespace) is None:
                raise StoreError(f"no session {session_id!r} in namespace {namespace!r}")
            if self.load_state(session_id, namespace=to_namespace) is not None:
                raise StoreError(
                    f"namespace {to_namespace!r} already has a session {session_id!r}; "
                    "hint: pick another session id or move that one away first"
                )

    def move(self, session_id: str, *, namespace: str, to_namespace: str) -> None:
        """Move a session (transcript, audit log, window) to another namespace.

        For databases upgraded from schema 1, whose sessions were all given the ``"default"``
        namespace. Close the session's :class:`~decaymem.AgentMemory` first; its long-term
        memories are moved by :meth:`~decaymem.MemoryHub.move_session`.

        Raises:
            StoreError: there is no such session, or ``to_namespace`` already has one by that id.
        """
        with self._lock:
            self.check_move(session_id, namespace=namespace, to_namespace=to_namespace)
            with self._tx() as conn:
                for table in ("messages", "events", "state", "pending"):
                    conn.execute(
                        f"UPDATE {table} SET namespace=? WHERE namespace=? AND session_id=?",
                        (to_namespace, namespace, session_id),
                    )
            self._seq.pop((namespace, session_id), None)
            self._seq.pop((to_namespace, session_id), None)

    def erase(self, texts: Sequence[str], ids: Sequence[str] = (), *, namespace: str) -> int:
        """Delete the namespace's transcript messages with one of ``ids`` (a forgotten archived
        turn is stored under its message's id) or whose content holds one of ``texts``, and
        their promotion-queue entries; then write the log into the file and truncate it.

        With ``secure_delete`` (set on open) the deleted rows are zeroed in place, and the
        checkpoint leaves no older page image in the WAL file: no byte of the file keeps them.
        Returns how many messages were deleted.
        """
        needles = [json.dumps(t)[1:-1] for t in texts if t]  # as the payload's JSON spells it
        with self._tx() as conn:
            rows = conn.execute(
                "SELECT session_id, id, payload FROM messages WHERE namespace=?", (namespace,)
            ).fetchall()
            wanted = set(ids)
            doomed = [
                (namespace, sid, mid)
                for sid, mid, payload in rows
                if mid in wanted or any(n in payload for n in needles)
            ]
            conn.executemany(
                "DELETE FROM messages WHERE namespace=? AND session_id=? AND id=?", doomed
            )
            conn.executemany(
                "DELETE FROM pending WHERE namespace=? AND session_id=? AND id=?", doomed
            )
        self.checkpoint()
        return len(doomed)

    def checkpoint(self) -> None:
        """Copy the write-ahead log into the database file and truncate it to zero bytes."""
        if self.database == ":memory:":
            return
        with self._lock:
            try:
                self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            except sqlite3.Error as e:
                raise StoreError(f"session database checkpoint failed: {e}") from e

    def close(self) -> None:
        with self._lock, contextlib.suppress(sqlite3.Error):
            self._conn.close()
