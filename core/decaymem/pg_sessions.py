"""Sessions in Postgres (psycopg 3): the store for many workers and many hosts.

The same tables and transactions as :class:`~decaymem.session_store.SessionStore` (the SQLite
file beside an embedded directory), in one Postgres database that every worker reaches:
``decaymem_messages`` (the transcript), ``decaymem_events`` (the audit log of pressure actions
and evictions), ``decaymem_state`` (per session: config, system prompt, summary, the ids of the
window) and ``decaymem_pending`` (turns queued for promotion to long-term memory). Each add is
one transaction, so an acknowledged turn is never lost and a crash loses at most the add that
had not returned.

Concurrent writers on one session are **refused**, never merged: each session's state row
carries a version; a writer commits only on the version it loaded (``SELECT ... FOR UPDATE``
in the add's transaction), and a writer whose session another worker has written since gets
:class:`~decaymem.errors.ConcurrentAccessError` with nothing of its add written (the
:class:`~decaymem.AgentMemory` rolls its window back). :meth:`MemoryHub.session` hands out no
stale session: one that another worker wrote since it was opened is reopened from the stored
state (one ``SELECT`` per call), so a worker taking a session per request or per agent run
always continues from the latest turn.

One connection per store, used under a lock (as the SQLite store does); a connection that
broke (the server restarted) is replaced on the next call.
"""

from __future__ import annotations

import contextlib
import json
import threading
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any

from .errors import ConcurrentAccessError, MissingDependencyError, SerializationError, StoreError
from .messages import Message
from .pressure import PressureEvent

if TYPE_CHECKING:
    import psycopg

__all__ = ["PostgresSessions"]

SCHEMA_VERSION = 1
_TABLES = ("messages", "events", "state", "pending")
_SCHEMA = """
CREATE TABLE IF NOT EXISTS decaymem_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS decaymem_messages (
    namespace TEXT NOT NULL, session_id TEXT NOT NULL, seq BIGINT NOT NULL, id TEXT NOT NULL,
    payload TEXT NOT NULL, PRIMARY KEY (namespace, session_id, id));
CREATE INDEX IF NOT EXISTS decaymem_messages_seq ON decaymem_messages (namespace, session_id, seq);
CREATE TABLE IF NOT EXISTS decaymem_events (
    seq BIGSERIAL PRIMARY KEY, namespace TEXT NOT NULL, session_id TEXT NOT NULL,
    payload TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS decaymem_events_session ON decaymem_events (namespace, session_id, seq);
CREATE TABLE IF NOT EXISTS decaymem_state (
    namespace TEXT NOT NULL, session_id TEXT NOT NULL, payload TEXT NOT NULL,
    version BIGINT NOT NULL, PRIMARY KEY (namespace, session_id));
CREATE TABLE IF NOT EXISTS decaymem_pending (
    namespace TEXT NOT NULL, session_id TEXT NOT NULL, id TEXT NOT NULL,
    PRIMARY KEY (namespace, session_id, id));
"""
# one constant key for pg_advisory_xact_lock: workers creating the tables at once would collide
_SCHEMA_LOCK = 0x6465636179  # "decay"


def _psycopg() -> Any:
    try:
        import psycopg
    except ImportError as e:
        raise MissingDependencyError(
            "PostgresSessions needs psycopg 3; hint: pip install 'decaymem[postgres]'"
        ) from e
    return psycopg


class PostgresSessions:
    """Sessions (transcript, window, summary, audit log) in a Postgres database.

    Pass it to a hub or a memory: ``MemoryHub(sessions=PostgresSessions(url), store=...)``
    or ``AgentMemory(sessions=PostgresSessions(url), store=...)``. The tables are created on
    first use (``decaymem_*``, beside the application's own).

    Args:
        url: a libpq connection string, e.g. ``"postgresql://app@db:5432/app"``.

    Example:
        >>> sessions = PostgresSessions("postgresql://app@127.0.0.1/app")  # doctest: +SKIP
        >>> hub = MemoryHub(sessions=sessions, store=ChromaStore(client=...))  # doctest: +SKIP
    """

    def __init__(self, url: str) -> None:
        if not isinstance(url, str) or not url:
            raise StoreError(
                f"PostgresSessions needs a connection URL, got {url!r}; "
                "hint: PostgresSessions('postgresql://user@host:5432/db')"
            )
        self.url = url
        self._pg = _psycopg()
        self._lock = threading.RLock()
        self._versions: dict[tuple[str, str], int] = {}  # the version each session was loaded at
        self._conn: psycopg.Connection[Any] | None = None
        with self._tx() as cur:
            cur.execute("SELECT pg_advisory_xact_lock(%s)", (_SCHEMA_LOCK,))
            cur.execute(_SCHEMA)
            cur.execute("SELECT value FROM decaymem_meta WHERE key='schema'")
            row = cur.fetchone()
            if row is None:
                cur.execute(
                    "INSERT INTO decaymem_meta VALUES ('schema', %s)", (str(SCHEMA_VERSION),)
                )
            elif int(row[0]) != SCHEMA_VERSION:
                raise StoreError(
                    f"the session tables in {self._where()} have schema {row[0]}; this decaymem "
                    f"reads schema {SCHEMA_VERSION}. hint: upgrade decaymem"
                )

    def _where(self) -> str:
        """Host, port and database of the URL (never its password), for messages."""
        try:
            d = self._pg.conninfo.conninfo_to_dict(self.url)
        except self._pg.Error:
            return "the session database"
        return f"{d.get('host', '')}:{d.get('port', '')}/{d.get('dbname', '')}"

    def _connection(self) -> psycopg.Connection[Any]:
        if self._conn is None or self._conn.closed or self._conn.broken:
            try:
                self._conn = self._pg.connect(self.url)
            except self._pg.Error as e:
                raise StoreError(
                    f"cannot connect to the session database {self._where()}: {e}; hint: is "
                    "the server up, and does the URL name its host, port, user and database?"
                ) from e
        return self._conn

    @contextlib.contextmanager
    def _tx(self) -> Iterator[psycopg.Cursor[Any]]:
        """One transaction; a database error becomes :class:`StoreError` (rolled back)."""
        with self._lock:
            conn = self._connection()
            try:
                with conn.transaction(), conn.cursor() as cur:
                    yield cur
            except self._pg.Error as e:
                raise StoreError(
                    f"the session database {self._where()} failed: {e}; hint: nothing of this "
                    "call was written (rolled back); check the server and retry"
                ) from e

    def _rows(self, sql: str, params: Sequence[Any]) -> list[tuple[Any, ...]]:
        with self._tx() as cur:
            cur.execute(sql, params)
            return list(cur.fetchall())

    # ------------------------------------------------------------------ writes
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
            ConcurrentAccessError: another worker wrote this session since it was loaded here
                (nothing is written).
            StoreError: the write failed, or a message id is already in this session (nothing
                of the transaction is written).
        """
        key = (namespace, session_id)
        with self._lock:
            try:
                version = self._write(key, messages, events, state, pending)
            except StoreError as e:
                cause = e.__cause__
                if isinstance(cause, self._pg.errors.UniqueViolation) and (
                    cause.diag.table_name == "decaymem_state"
                ):
                    raise self._refused(key) from e
                raise
            if version is not None:
                self._versions[key] = version

    def _refused(self, key: tuple[str, str]) -> ConcurrentAccessError:
        return ConcurrentAccessError(
            f"session {key[1]!r} of namespace {key[0]!r} was written by another worker since "
            "it was opened here; nothing of this add was written. hint: close this session and "
            "open it again (hub.session(...)) to continue from the stored state"
        )

    def _write(
        self,
        key: tuple[str, str],
        messages: Sequence[Message],
        events: Sequence[PressureEvent],
        state: dict[str, Any] | None,
        pending: Sequence[str],
    ) -> int | None:
        with self._tx() as cur:
            cur.execute(
                "SELECT version FROM decaymem_state WHERE namespace=%s AND session_id=%s "
                "FOR UPDATE",
                key,
            )
            row = cur.fetchone()
            current = int(row[0]) if row is not None else 0
            expected = self._versions.get(key)
            if expected is not None and expected != current:
                raise self._refused(key)
            if messages:
                cur.execute(
                    "SELECT COALESCE(MAX(seq), -1) FROM decaymem_messages "
                    "WHERE namespace=%s AND session_id=%s",
                    key,
                )
                first = int(cur.fetchone()[0]) + 1  # type: ignore[index]
                cur.executemany(
                    "INSERT INTO decaymem_messages VALUES (%s, %s, %s, %s, %s)",
                    [
                        (*key, first + i, m.id, json.dumps(m.to_dict()))
                        for i, m in enumerate(messages)
                    ],
                )
            if events:
                cur.executemany(
                    "INSERT INTO decaymem_events (namespace, session_id, payload) "
                    "VALUES (%s, %s, %s)",
                    [(*key, json.dumps(e.to_dict())) for e in events],
                )
            if pending:
                cur.executemany(
                    "INSERT INTO decaymem_pending VALUES (%s, %s, %s) ON CONFLICT DO NOTHING",
                    [(*key, mid) for mid in pending],
                )
            if state is None:
                return None
            if row is None:  # a concurrent first write fails here (unique key): refused
                cur.execute(
                    "INSERT INTO decaymem_state VALUES (%s, %s, %s, 1)", (*key, json.dumps(state))
                )
            else:
                cur.execute(
                    "UPDATE decaymem_state SET payload=%s, version=%s "
                    "WHERE namespace=%s AND session_id=%s",
                    (json.dumps(state), current + 1, *key),
                )
            return current + 1

    def drop_pending(self, session_id: str, ids: Sequence[str], *, namespace: str) -> None:
        """Remove promoted turns from the queue."""
        if not ids:
            return
        with self._tx() as cur:
            cur.execute(
                "DELETE FROM decaymem_pending WHERE namespace=%s AND session_id=%s "
                "AND id = ANY(%s)",
                (namespace, session_id, list(ids)),
            )

    def erase(self, texts: Sequence[str], ids: Sequence[str] = (), *, namespace: str) -> int:
        """Delete the namespace's transcript messages with one of ``ids`` or whose content holds
        one of ``texts`` (a forget), and their promotion-queue entries; returns how many.

        The rows are gone from every query at once; Postgres frees their space on its next
        (auto)vacuum: what stays in the server's files until then is the server's to vacuum.
        """
        needles = [json.dumps(t)[1:-1] for t in texts if t]  # as the payload's JSON spells it
        with self._tx() as cur:
            cur.execute(
                "SELECT session_id, id, payload FROM decaymem_messages WHERE namespace=%s",
                (namespace,),
            )
            wanted = set(ids)
            doomed = [
                (namespace, sid, mid)
                for sid, mid, payload in cur.fetchall()
                if mid in wanted or any(n in payload for n in needles)
            ]
            for table in ("decaymem_messages", "decaymem_pending"):
                cur.executemany(
                    f"DELETE FROM {table} WHERE namespace=%s AND session_id=%s AND id=%s", doomed
                )
        return len(doomed)

    # ------------------------------------------------------------------ reads
    def load_pending(self, session_id: str, *, namespace: str) -> list[Message]:
        """Turns queued for promotion to long-term memory, in the order they were added."""
        rows = self._rows(
            "SELECT m.payload FROM decaymem_pending p JOIN decaymem_messages m ON "
            "m.namespace=p.namespace AND m.session_id=p.session_id AND m.id=p.id "
            "WHERE p.namespace=%s AND p.session_id=%s ORDER BY m.seq",
            (namespace, session_id),
        )
        return [Message.from_dict(json.loads(r[0])) for r in rows]

    def pending_count(self, session_id: str, *, namespace: str) -> int:
        rows = self._rows(
            "SELECT COUNT(*) FROM decaymem_pending WHERE namespace=%s AND session_id=%s",
            (namespace, session_id),
        )
        return int(rows[0][0])

    def has_message(self, session_id: str, message_id: str, *, namespace: str) -> bool:
        """Whether the session's transcript holds a message with this id."""
        return bool(
            self._rows(
                "SELECT 1 FROM decaymem_messages WHERE namespace=%s AND session_id=%s AND id=%s",
                (namespace, session_id, message_id),
            )
        )

    def load_state(self, session_id: str, *, namespace: str) -> dict[str, Any] | None:
        """The session's saved state; its version becomes the one this store writes on."""
        key = (namespace, session_id)
        with self._lock:
            rows = self._rows(
                "SELECT payload, version FROM decaymem_state WHERE namespace=%s AND session_id=%s",
                key,
            )
            self._versions[key] = int(rows[0][1]) if rows else 0
        if not rows:
            return None
        try:
            state: dict[str, Any] = json.loads(rows[0][0])
        except json.JSONDecodeError as e:
            raise SerializationError(f"corrupt state of session {session_id!r}: {e}") from e
        return state

    def load_messages(
        self, session_id: str, ids: Sequence[str] | None = None, *, namespace: str
    ) -> list[Message]:
        """Messages of a session in the order they were added (only ``ids`` when given)."""
        rows = self._rows(
            "SELECT id, payload FROM decaymem_messages WHERE namespace=%s AND session_id=%s "
            + ("AND id = ANY(%s) " if ids is not None else "")
            + "ORDER BY seq",
            (namespace, session_id, list(ids)) if ids is not None else (namespace, session_id),
        )
        by_id: dict[str, str] = {str(i): str(p) for i, p in rows}
        wanted = list(by_id) if ids is None else list(ids)
        out = []
        for mid in wanted:
            if mid not in by_id:
                raise SerializationError(f"session {session_id!r} lost message {mid!r}")
            out.append(Message.from_dict(json.loads(by_id[mid])))
        return out

    def load_events(self, session_id: str, *, namespace: str) -> list[dict[str, Any]]:
        rows = self._rows(
            "SELECT payload FROM decaymem_events WHERE namespace=%s AND session_id=%s ORDER BY seq",
            (namespace, session_id),
        )
        return [json.loads(r[0]) for r in rows]

    def session_keys(self) -> list[tuple[str, str]]:
        """Every stored session as ``(namespace, session_id)``, sorted."""
        rows = self._rows(
            "SELECT namespace, session_id FROM decaymem_state ORDER BY namespace, session_id", ()
        )
        return sorted((str(ns), str(sid)) for ns, sid in rows)

    def namespaces_of(self, session_id: str) -> list[str]:
        """The namespaces holding a stored session of this id, sorted."""
        rows = self._rows("SELECT namespace FROM decaymem_state WHERE session_id=%s", (session_id,))
        return sorted(str(ns) for (ns,) in rows)

    def sessions(self, namespace: str | None = None) -> list[str]:
        """Session ids in ``namespace`` (in every namespace when ``None``), sorted, distinct."""
        return sorted(
            {sid for ns, sid in self.session_keys() if namespace is None or ns == namespace}
        )

    def message_count(self, session_id: str, *, namespace: str) -> int:
        rows = self._rows(
            "SELECT COUNT(*) FROM decaymem_messages WHERE namespace=%s AND session_id=%s",
            (namespace, session_id),
        )
        return int(rows[0][0])

    def is_current(self, session_id: str, *, namespace: str) -> bool:
        """Whether the session's stored version is the one this store last loaded or wrote
        (``False`` once another worker has written it): :meth:`MemoryHub.session` reopens a
        stale session instead of handing it out."""
        key = (namespace, session_id)
        with self._lock:
            rows = self._rows(
                "SELECT version FROM decaymem_state WHERE namespace=%s AND session_id=%s", key
            )
            return (int(rows[0][0]) if rows else 0) == self._versions.get(key, 0)

    # ------------------------------------------------------------------ moves
    def check_move(self, session_id: str, *, namespace: str, to_namespace: str) -> None:
        """Raise what :meth:`move` would raise, changing nothing.

        Raises:
            StoreError: there is no such session, or ``to_namespace`` already has one by that id.
        """
        held = self.namespaces_of(session_id)
        if namespace not in held:
            raise StoreError(f"no session {session_id!r} in namespace {namespace!r}")
        if to_namespace in held:
            raise StoreError(
                f"namespace {to_namespace!r} already has a session {session_id!r}; "
                "hint: pick another session id or move that one away first"
            )

    def move(self, session_id: str, *, namespace: str, to_namespace: str) -> None:
        """Move a session (transcript, audit log, window) to another namespace.

        Raises:
            StoreError: there is no such session, or ``to_namespace`` already has one by that id.
        """
        with self._lock:
            self.check_move(session_id, namespace=namespace, to_namespace=to_namespace)
            with self._tx() as cur:
                for table in _TABLES:
                    cur.execute(
                        f"UPDATE decaymem_{table} SET namespace=%s "
                        "WHERE namespace=%s AND session_id=%s",
                        (to_namespace, namespace, session_id),
                    )
            self._versions.pop((namespace, session_id), None)
            self._versions.pop((to_namespace, session_id), None)

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                with contextlib.suppress(Exception):
                    self._conn.close()
                self._conn = None

    def __repr__(self) -> str:
        return f"PostgresSessions({self._where()!r})"
