"""Long-term memories in Postgres with pgvector: one database for sessions and memories.

One table (``decaymem_memories`` by default) keyed by ``(namespace, id)``: the record's text,
its own namespace field, its other fields packed as one JSON string (the layout
:class:`~decaymem.stores.ChromaStore` stores), and its unit vector as a pgvector ``vector``.
A namespace is a key, not a table: 1,000 users cost key ranges of one table (and one
connection), not 1,000 indexes.

Queries are **exact**: ``ORDER BY embedding <=> q LIMIT k`` over the namespace's rows
(the primary key's index finds them), with no approximate index, so top-k equals brute force
on every query and decayed top-k stays exact. The price: a query reads every vector of its
namespace, so its time grows linearly with the namespace's size.

Every write also counts one change of its namespace in ``<table>_changes`` (same
transaction): a :class:`~decaymem.LongTermMemory` in another worker sees it through
:meth:`PgVectorStore.foreign_changes` and reloads its in-process index.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

from ..errors import InvalidInputError, MissingDependencyError, StoreError
from ..records import MemoryRecord
from .base import LastWrite, StoredMemory, Vectors
from .chroma import _decode, _encode

if TYPE_CHECKING:
    import psycopg

__all__ = ["PgVectorStore"]

_PACKED = "dm_record"
# process-wide write counts per (url, table, namespace), as ChromaStore keeps per data
_GENERATIONS: dict[tuple[str, str], dict[str, int]] = {}
_GENERATION_LOCK = threading.Lock()
_SCHEMA_LOCK = 0x64656361797663  # pg_advisory_xact_lock key: workers creating tables at once


def _modules() -> tuple[Any, Any, Any]:
    try:
        import psycopg
        from pgvector.psycopg import register_vector
        from psycopg import sql
    except ImportError as e:
        raise MissingDependencyError(
            "PgVectorStore needs psycopg 3 and pgvector; hint: pip install 'decaymem[postgres]'"
        ) from e
    return psycopg, sql, register_vector


class PgVectorStore:
    """Memories in Postgres (pgvector), one table, exact cosine queries.

    Args:
        url: a libpq connection string, e.g. ``"postgresql://app@db:5432/app"``. The
            ``vector`` extension is created when missing (that needs the right to create it).
        table: the table's name (``decaymem_memories``); its change counts go in
            ``<table>_changes``.

    Example:
        >>> store = PgVectorStore("postgresql://app@127.0.0.1/app")  # doctest: +SKIP
        >>> mem = LongTermMemory(store=store)  # doctest: +SKIP
    """

    def __init__(self, url: str, *, table: str = "decaymem_memories") -> None:
        if not isinstance(url, str) or not url:
            raise InvalidInputError(
                f"PgVectorStore needs a connection URL, got {url!r}; "
                "hint: PgVectorStore('postgresql://user@host:5432/db')"
            )
        if not isinstance(table, str) or not table or len(table) > 50:
            raise InvalidInputError(f"table must be a name of 1 to 50 characters, got {table!r}")
        self._pg, self._sql, self._register = _modules()
        self.url, self.table = url, table
        self._t = self._sql.Identifier(table)
        self._changes = self._sql.Identifier(f"{table}_changes")
        self._lock = threading.RLock()
        self._conn: psycopg.Connection[Any] | None = None
        self._own_changes: dict[str, int] = {}
        self._data_key = (url, table)
        self._written = LastWrite()
        with self._tx() as cur:
            cur.execute("SELECT pg_advisory_xact_lock(%s)", (_SCHEMA_LOCK,))
            cur.execute(
                self._q(
                    "CREATE TABLE IF NOT EXISTS {t} (namespace TEXT NOT NULL, id TEXT NOT NULL, "
                    "record_namespace TEXT NOT NULL, text TEXT NOT NULL, record TEXT NOT NULL, "
                    "embedding vector NOT NULL, PRIMARY KEY (namespace, id))"
                )
            )
            cur.execute(
                self._q(
                    "CREATE TABLE IF NOT EXISTS {c} (namespace TEXT PRIMARY KEY, "
                    "writes BIGINT NOT NULL)"
                )
            )

    def _q(self, text: str) -> Any:
        return self._sql.SQL(text).format(t=self._t, c=self._changes)

    def _connection(self) -> psycopg.Connection[Any]:
        if self._conn is None or self._conn.closed or self._conn.broken:
            try:
                conn = self._pg.connect(self.url, autocommit=True)
                conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
                self._register(conn)
                conn.autocommit = False
            except self._pg.Error as e:
                raise StoreError(
                    f"cannot open pgvector at {self._where()}: {e}; hint: is the server up, "
                    "and is pgvector installed in it (CREATE EXTENSION vector)?"
                ) from e
            self._conn = conn
        return self._conn

    def _where(self) -> str:
        try:
            d = self._pg.conninfo.conninfo_to_dict(self.url)
        except self._pg.Error:
            return "the database"
        return f"{d.get('host', '')}:{d.get('port', '')}/{d.get('dbname', '')}"

    @contextlib.contextmanager
    def _tx(self) -> Iterator[psycopg.Cursor[Any]]:
        with self._lock:
            conn = self._connection()
            try:
                with conn.transaction(), conn.cursor() as cur:
                    yield cur
            except self._pg.errors.UniqueViolation as e:
                raise InvalidInputError(
                    f"duplicate memory id: {e.diag.message_detail}; hint: ids must be new "
                    "(upsert replaces)"
                ) from e
            except self._pg.Error as e:
                raise StoreError(f"pgvector at {self._where()} failed: {e}") from e

    def _count_write(self, cur: psycopg.Cursor[Any], namespace: str) -> None:
        """In the write's transaction: one more change of ``namespace`` for other workers."""
        cur.execute(
            self._q(
                "INSERT INTO {c} VALUES (%s, 1) ON CONFLICT (namespace) "
                "DO UPDATE SET writes = {c}.writes + 1"
            ),
            (namespace,),
        )

    def _changed(self, namespace: str) -> None:
        self._own_changes[namespace] = self._own_changes.get(namespace, 0) + 1
        with _GENERATION_LOCK:
            gens = _GENERATIONS.setdefault(self._data_key, {})
            gens[namespace] = gens.get(namespace, 0) + 1
            self._written.record(namespace, gens[namespace])

    # ------------------------------------------------------------------ writes
    def _rows(
        self, records: Sequence[MemoryRecord], embeddings: Vectors, what: str
    ) -> list[tuple[str, str, str, str, Any]]:
        vectors = np.asarray(embeddings, dtype=np.float32)
        if len(records) != len(vectors):
            raise InvalidInputError(f"{what}: records and embeddings differ in length")
        ids = [r.id for r in records]
        if len(set(ids)) != len(ids):
            raise InvalidInputError(f"{what}: duplicate memory id in one call")
        if len(vectors) and (vectors.ndim != 2 or not np.isfinite(vectors).all()):
            raise InvalidInputError(f"{what}: embeddings must be finite, one row per record")
        return [
            (r.namespace, r.id, r.text, _encode(r)[_PACKED], v)
            for r, v in zip(records, vectors, strict=True)
        ]

    def _insert(
        self, namespace: str, records: Sequence[MemoryRecord], embeddings: Vectors, *, upsert: bool
    ) -> None:
        rows = self._rows(records, embeddings, "upsert" if upsert else "add")
        if not rows:
            return
        sql = "INSERT INTO {t} VALUES (%s, %s, %s, %s, %s, %s)"
        if upsert:
            sql += (
                " ON CONFLICT (namespace, id) DO UPDATE SET text=excluded.text, "
                "record=excluded.record, embedding=excluded.embedding, "
                "record_namespace=excluded.record_namespace"
            )
        with self._tx() as cur:
            cur.executemany(self._q(sql), [(namespace, row[1], row[0], *row[2:]) for row in rows])
            self._count_write(cur, namespace)
        self._changed(namespace)

    def add(self, namespace: str, records: Sequence[MemoryRecord], embeddings: Vectors) -> None:
        """Insert records (ids must be new) with their vectors, in one transaction."""
        self._insert(namespace, records, embeddings, upsert=False)

    def upsert(self, namespace: str, records: Sequence[MemoryRecord], embeddings: Vectors) -> None:
        """Insert records, replacing any stored under the same ids, in one transaction."""
        self._insert(namespace, records, embeddings, upsert=True)

    def update(self, namespace: str, records: Sequence[MemoryRecord]) -> None:
        """Replace the stored fields (not the vectors) of existing records."""
        if not records:
            return
        with self._tx() as cur:
            cur.executemany(
                self._q(
                    "UPDATE {t} SET text=%s, record=%s, record_namespace=%s "
                    "WHERE namespace=%s AND id=%s"
                ),
                [(r.text, _encode(r)[_PACKED], r.namespace, namespace, r.id) for r in records],
            )
            self._count_write(cur, namespace)
        self._changed(namespace)

    def delete(self, namespace: str, ids: Sequence[str]) -> int:
        """Delete ``ids`` (an id repeated counts once); returns how many existed."""
        if not ids:
            return 0
        with self._tx() as cur:
            cur.execute(
                self._q("DELETE FROM {t} WHERE namespace=%s AND id = ANY(%s)"),
                (namespace, list(dict.fromkeys(ids))),
            )
            n = int(cur.rowcount)
            if n:
                self._count_write(cur, namespace)
        if n:
            self._changed(namespace)
        return n

    # ------------------------------------------------------------------ reads
    def get(self, namespace: str, ids: Sequence[str] | None = None) -> list[StoredMemory]:
        """Records with their vectors: those of ``ids`` in the order asked (each once, missing
        ones left out), or all of the namespace."""
        with self._tx() as cur:
            if ids is None:
                cur.execute(
                    self._q(
                        "SELECT id, record_namespace, text, record, embedding FROM {t} "
                        "WHERE namespace=%s"
                    ),
                    (namespace,),
                )
            else:
                cur.execute(
                    self._q(
                        "SELECT id, record_namespace, text, record, embedding FROM {t} "
                        "WHERE namespace=%s AND id = ANY(%s)"
                    ),
                    (namespace, list(dict.fromkeys(ids))),
                )
            rows = cur.fetchall()
        found = {
            str(mid): (
                _decode(str(mid), text, {"dm_namespace": rec_ns, _PACKED: rec}),
                np.asarray(vec.to_numpy(), dtype=np.float32),
            )
            for mid, rec_ns, text, rec, vec in rows
        }
        order = list(found) if ids is None else [i for i in dict.fromkeys(ids) if i in found]
        return [found[i] for i in order]

    def query(self, namespace: str, embedding: Vectors, k: int) -> list[tuple[str, float]]:
        """The ``k`` most similar ``(id, cosine)`` pairs, exactly (no approximate index)."""
        if k <= 0:
            return []
        q = np.asarray(embedding, dtype=np.float32).reshape(-1)
        with self._tx() as cur:
            cur.execute(
                self._q(
                    "SELECT id, 1 - (embedding <=> %s) AS sim FROM {t} WHERE namespace=%s "
                    "ORDER BY embedding <=> %s, id LIMIT %s"
                ),
                (q, namespace, q, int(k)),
            )
            return [(str(mid), float(sim)) for mid, sim in cur.fetchall()]

    def count(self, namespace: str) -> int:
        with self._tx() as cur:
            cur.execute(self._q("SELECT COUNT(*) FROM {t} WHERE namespace=%s"), (namespace,))
            row = cur.fetchone()
        return int(row[0]) if row is not None else 0

    def namespaces(self) -> list[str]:
        with self._tx() as cur:
            cur.execute(self._q("SELECT DISTINCT namespace FROM {t} ORDER BY namespace"))
            return [str(ns) for (ns,) in cur.fetchall()]

    # ------------------------------------------------------------------ changes
    def take_last_write(self, namespace: str) -> int | None:
        """The generation the calling thread's last write of ``namespace`` produced, once."""
        return self._written.take(namespace)

    def local_generation(self, namespace: str) -> int:
        """How many writes ``namespace`` has had in this process through any store on the same
        database and table (it only grows)."""
        with _GENERATION_LOCK:
            return _GENERATIONS.get(self._data_key, {}).get(namespace, 0)

    def foreign_changes(self, namespace: str) -> int | None:
        """How many writes other store objects (other workers) made to ``namespace``."""
        with self._tx() as cur:
            cur.execute(self._q("SELECT writes FROM {c} WHERE namespace=%s"), (namespace,))
            row = cur.fetchone()
        total = int(row[0]) if row is not None else 0
        return total - self._own_changes.get(namespace, 0)

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                with contextlib.suppress(Exception):
                    self._conn.close()
                self._conn = None

    def __repr__(self) -> str:
        return f"PgVectorStore({self._where()!r}, table={self.table!r})"
