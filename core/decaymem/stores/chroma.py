"""A :class:`~decaymem.stores.base.VectorStore` on Chroma.

Works with any Chroma client: ``PersistentClient`` (embedded, on disk — the default when a path
is given), ``EphemeralClient`` (in memory) or ``HttpClient`` (a ``chroma run`` server). Each
namespace is its own collection in cosine space, named ``<prefix>-<sha256(namespace)[:32]>``,
so a namespace's memories are isolated by construction and any namespace spelling is a valid
collection name. Embeddings are always passed in (Chroma's default embedding function would
download a model).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import threading
import uuid
import weakref
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from ..errors import InvalidInputError, StoreError
from ..records import MemoryRecord
from .base import LastWrite, StoredMemory, Vectors
from .chroma_erase import erase_deleted
from .chroma_health import OpenMarker, heal, use_wal

__all__ = ["ChromaStore"]

logger = logging.getLogger(__name__)

_USER = "u:"
_PACKED = "dm_record"
_PAGE = 5000
_LOG_SUFFIX = "-changes"


def _encode(r: MemoryRecord) -> dict[str, Any]:
    """A record's Chroma metadata: its namespace and the rest packed as one JSON string.

    Nothing filters on these keys in Chroma (recall filters in process), and Chroma's write
    cost grows with the number of metadata keys (a row each in its metadata segment): one
    string for a record's dozen or more keys cut an upsert of 8 records from 26 to 22 ms.
    """
    fields: dict[str, Any] = {
        "importance": float(r.importance),
        "created_at": float(r.created_at),
        "last_recalled_at": r.last_recalled_at,
        "recall_count": int(r.recall_count),
        "strength": float(r.strength),
        "source": r.source,
        "superseded_by": r.superseded_by,
        "superseded_sim": float(r.superseded_sim),
        "metadata": dict(r.metadata),
    }
    return {
        "dm_namespace": r.namespace,
        _PACKED: json.dumps(fields, ensure_ascii=False, separators=(",", ":")),
    }


def _decode(mid: str, text: str | None, meta: Mapping[str, Any]) -> MemoryRecord:
    packed = meta.get(_PACKED)
    f = json.loads(packed) if packed is not None else _fields_of_keys(meta)
    last = f.get("last_recalled_at")
    return MemoryRecord(
        id=mid,
        text=text or "",
        namespace=str(meta["dm_namespace"]),
        importance=float(f["importance"]),
        created_at=float(f["created_at"]),
        last_recalled_at=None if last is None else float(last),
        recall_count=int(f.get("recall_count", 0)),
        strength=float(f.get("strength", 1.0)),
        source=str(f.get("source", "user")),
        metadata=dict(f.get("metadata") or {}),
        superseded_by=f.get("superseded_by") or None,
        superseded_sim=float(f.get("superseded_sim", 0.0)),
    )


def _fields_of_keys(meta: Mapping[str, Any]) -> dict[str, Any]:
    """The fields of a record in the older layout, one Chroma key per field (read, never
    written), as :func:`_encode` packs them."""
    last = float(meta.get("dm_last_recalled_at", -1.0))
    return {
        "importance": meta["dm_importance"],
        "created_at": meta["dm_created_at"],
        "last_recalled_at": None if last < 0 else last,
        "recall_count": meta.get("dm_recall_count", 0),
        "strength": meta.get("dm_strength", 1.0),
        "source": meta.get("dm_source", "user"),
        "superseded_by": meta.get("dm_superseded_by") or None,
        "superseded_sim": meta.get("dm_superseded_sim", 0.0),
        "metadata": {k[len(_USER) :]: v for k, v in meta.items() if k.startswith(_USER)},
    }


class ChromaStore:
    """Memories in Chroma, one cosine-space collection per namespace.

    Args:
        client: a Chroma client; ``None`` builds a ``PersistentClient(path)`` when ``path`` is
            given, an ``EphemeralClient`` otherwise.
        path: directory of the embedded persistent database.
        prefix: collection name prefix (3+ characters); ``decaymem`` by default. An
            ``EphemeralClient`` built here gets a unique prefix, because Chroma shares one
            in-memory system between all ephemeral clients of a process.
        ef_search / ef_construction: HNSW parameters of new collections.
        track_changes: keep a change log per namespace (a small side collection that every
            write appends one entry to) so that other processes notice updates and a forget
            plus an add that leave the count unchanged. ``None`` (default) turns it on for
            clients of a Chroma server (``HttpClient``), where several processes share data.
        wal: put the embedded database's SQLite file in write-ahead-log mode when this store
            is the first to open it (a write costs ~5 ms instead of ~25 ms on a disk;
            :func:`~decaymem.stores.chroma_health.use_wal`). Off by default: with it on, the
            full test suite twice found Chroma's file "malformed" after decaymem's own
            read-only reader (``decaymem inspect``'s snapshot) had opened it in the same
            process as Chroma; until that is understood, Chroma's own mode is kept.

    Example:
        >>> import chromadb
        >>> store = ChromaStore(chromadb.EphemeralClient())
        >>> store.count("default")
        0
    """

    def __init__(
        self,
        client: Any = None,
        *,
        path: str | Path | None = None,
        prefix: str | None = None,
        ef_search: int = 256,
        ef_construction: int = 200,
        track_changes: bool | None = None,
        wal: bool = False,
    ) -> None:
        if prefix is None:
            prefix = (
                "decaymem"
                if (client is not None or path is not None)
                else f"dm{uuid.uuid4().hex[:10]}"
            )
        if len(prefix) < 3 or not prefix.replace("-", "").replace("_", "").isalnum():
            raise InvalidInputError("prefix must be 3+ characters of letters, digits, - and _")
        built = client is None
        self._marker: OpenMarker | None = None
        if client is None:
            try:
                import chromadb
            except ImportError as e:  # pragma: no cover - core dependency
                from ..errors import MissingDependencyError

                raise MissingDependencyError(
                    "chromadb is not installed; pip install decaymem"
                ) from e
            # Chroma's default settings: clients created elsewhere in the process with default
            # settings must not conflict with ours (Chroma refuses two settings per system).
            try:
                if path is not None:
                    db_dir = Path(path)
                    db_dir.mkdir(parents=True, exist_ok=True)
                    marker = OpenMarker(db_dir)
                    self._marker = marker
                    weakref.finalize(self, marker.close)
                    if marker.unclean and (db_dir / "chroma.sqlite3").exists():
                        # before this process loads any index: a damaged one can segfault
                        heal(db_dir)
                    if wal and marker.first:
                        use_wal(db_dir)  # before Chroma opens the file (see use_wal)
                    client = chromadb.PersistentClient(path=str(path))
                else:
                    client = chromadb.EphemeralClient()
            except Exception as e:
                self.close()
                raise StoreError(f"could not open Chroma at {path!r}: {e}") from e
        self.client = client
        self._built = built
        # The directory of an embedded database built here (decaymem keeps its lexical index
        # beside it); None for a client passed in.
        self.path: Path | None = Path(path) if path is not None and built else None
        self.prefix = prefix
        self.ef_search = ef_search
        self.ef_construction = ef_construction
        self._collections: dict[str, Any] = {}
        self._damaged: dict[str, list[MemoryRecord]] = {}
        self._lock = threading.RLock()
        self.track_changes = _is_server(client) if track_changes is None else bool(track_changes)
        self._logs: dict[str, Any] = {}
        self._own_changes: dict[str, int] = {}
        self._data_key = (*_data_key(client), prefix)  # collections are named by the prefix
        self._written = LastWrite()

    def collection_name(self, namespace: str) -> str:
        return f"{self.prefix}-{hashlib.sha256(namespace.encode()).hexdigest()[:32]}"

    def _collection(self, namespace: str, *, create: bool) -> Any:
        with self._lock:
            col = self._collections.get(namespace)
            if col is not None:
                return col
            name = self.collection_name(namespace)
            try:
                if create:
                    col = self.client.get_or_create_collection(
                        name,
                        metadata={"dm_namespace": namespace},
                        configuration={
                            "hnsw": {
                                "space": "cosine",
                                "ef_search": self.ef_search,
                                "ef_construction": self.ef_construction,
                            }
                        },
                        embedding_function=None,
                    )
                else:
                    col = self.client.get_collection(name, embedding_function=None)
            except Exception as e:
                if not create and _is_not_found(e):
                    return None
                raise StoreError(
                    f"Chroma failed to open the collection of {namespace!r}: {e}"
                ) from e
            self._collections[namespace] = col
            return col

    def _batches(self, n: int) -> Iterator[slice]:
        try:
            size = int(self.client.get_max_batch_size())
        except Exception:
            size = 5000
        size = max(1, min(size, 5000))
        for start in range(0, n, size):
            yield slice(start, min(n, start + size))

    def add(self, namespace: str, records: Sequence[MemoryRecord], embeddings: Vectors) -> None:
        ids, emb = _checked_batch(records, embeddings, "add")
        if not ids:
            return
        col = self._collection(namespace, create=True)
        try:
            # Chroma ignores an add whose id exists; the contract rejects it instead.
            existing = [
                i
                for s in range(0, len(ids), _PAGE)
                for i in col.get(ids=ids[s : s + _PAGE], include=[])["ids"]
            ]
        except Exception as e:
            raise StoreError(f"Chroma failed to check ids before adding: {e}") from e
        if existing:
            raise InvalidInputError(f"memory ids already stored: {existing[:3]}")
        self._write(namespace, col.add, records, ids=ids, emb=emb, what="add")

    def upsert(self, namespace: str, records: Sequence[MemoryRecord], embeddings: Vectors) -> None:
        """Insert records, replacing any stored under the same ids, in one Chroma write per
        batch of a few thousand (no existence check: the caller knows which ids are new).

        :class:`~decaymem.longterm.LongTermMemory` writes a batch's new memories and the ones
        it updates (consolidated or superseded, with their unchanged vectors) in one call:
        each Chroma write has a fixed cost that grows with the collection, and ``add`` plus
        ``update`` plus the existence check was three of them.
        """
        ids, emb = _checked_batch(records, embeddings, "upsert")
        if ids:
            col = self._collection(namespace, create=True)
            self._write(namespace, col.upsert, records, ids=ids, emb=emb, what="upsert")

    def _write(
        self,
        namespace: str,
        method: Any,
        records: Sequence[MemoryRecord],
        *,
        ids: list[str],
        emb: npt.NDArray[np.float32],
        what: str,
    ) -> None:
        """``col.add`` or ``col.upsert`` in batches Chroma accepts; the change is noted."""
        try:
            for s in self._batches(len(records)):
                batch = records[s]
                method(
                    ids=ids[s],
                    embeddings=emb[s],
                    documents=[r.text for r in batch],
                    metadatas=[_encode(r) for r in batch],
                )
        except Exception as e:
            raise StoreError(f"Chroma failed to {what} {len(records)} memories: {e}") from e
        finally:
            self._changed(namespace)

    def get(self, namespace: str, ids: Sequence[str] | None = None) -> list[StoredMemory]:
        """Records with their vectors. Records whose vector Chroma lost (an add cut short by a
        crash leaves the document without its vector) are left out and listed in
        :meth:`damaged` for repair: every such record of every page read."""
        col = self._collection(namespace, create=False)
        if col is None or (ids is not None and not ids):
            return []
        if ids is not None:
            ids = list(dict.fromkeys(ids))  # each once: Chroma refuses a repeated id
        out: list[StoredMemory] = []
        broken: list[MemoryRecord] = []
        for got in self._pages(col, namespace, ids, broken):
            embs = got["embeddings"]
            for i, mid in enumerate(got["ids"]):
                rec = _decode(mid, got["documents"][i], got["metadatas"][i])
                out.append((rec, np.asarray(embs[i], dtype=np.float32)))
        if ids is not None:
            order = {mid: i for i, mid in enumerate(ids)}
            out.sort(key=lambda sm: order.get(sm[0].id, 0))
        self._note_damaged(namespace, broken, complete=ids is None)
        return out

    def _note_damaged(self, namespace: str, broken: list[MemoryRecord], *, complete: bool) -> None:
        """Record what a read found damaged: a full read replaces the list, a partial one adds."""
        with self._lock:
            known = {} if complete else {r.id: r for r in self._damaged.get(namespace, [])}
            known.update((r.id, r) for r in broken)
            if known:
                self._damaged[namespace] = list(known.values())
            else:
                self._damaged.pop(namespace, None)
        if broken:
            logger.warning(
                "Chroma holds %d memories of %r without their vectors (an interrupted add)",
                len(broken),
                namespace,
            )

    def _pages(
        self, col: Any, namespace: str, ids: list[str] | None, broken: list[MemoryRecord]
    ) -> Iterator[dict[str, Any]]:
        """Read in pages: SQLite limits the variables of one statement (a 100k get fails).

        Records found without their vector are appended to ``broken``, page after page.
        """
        include = ["embeddings", "documents", "metadatas"]
        page = _PAGE
        if ids is not None:
            chunks: Iterator[dict[str, Any]] = (
                {"ids": ids[i : i + page]} for i in range(0, len(ids), page)
            )
        else:
            total = col.count()
            chunks = ({"limit": page, "offset": i} for i in range(0, max(total, 1), page))
        for kwargs in chunks:
            try:
                yield col.get(include=include, **kwargs)
            except Exception as e:
                if "finding id" not in str(e):
                    raise StoreError(f"Chroma failed to read memories of {namespace!r}: {e}") from e
                if "ids" in kwargs:
                    yield self._get_salvaging(col, namespace, kwargs["ids"], broken)
                else:
                    listed = col.get(include=[], limit=kwargs["limit"], offset=kwargs["offset"])
                    yield self._get_salvaging(col, namespace, listed["ids"], broken)

    def _get_salvaging(
        self, col: Any, namespace: str, ids: list[str] | None, broken: list[MemoryRecord]
    ) -> dict[str, Any]:
        """Read record by record around ids whose vector is missing; add those to ``broken``."""
        try:
            plain = col.get(ids=ids, include=["documents", "metadatas"])
        except Exception as e:
            raise StoreError(f"Chroma failed to read memories of {namespace!r}: {e}") from e
        good: dict[str, Any] = {"ids": [], "embeddings": [], "documents": [], "metadatas": []}
        for mid, doc, meta in zip(
            plain["ids"], plain["documents"], plain["metadatas"], strict=True
        ):
            try:
                emb = col.get(ids=[mid], include=["embeddings"])["embeddings"][0]
            except Exception:
                broken.append(_decode(mid, doc, meta))
                continue
            good["ids"].append(mid)
            good["embeddings"].append(emb)
            good["documents"].append(doc)
            good["metadatas"].append(meta)
        return good

    def damaged(self, namespace: str) -> list[MemoryRecord]:
        """Records found without their vector by the last :meth:`get` of the namespace."""
        return list(self._damaged.get(namespace, []))

    def repair(self, namespace: str, records: Sequence[MemoryRecord], embeddings: Vectors) -> None:
        """Rewrite damaged records with fresh vectors in place (an upsert: never a delete)."""
        col = self._collection(namespace, create=False)
        if col is None or not records:
            return
        emb = np.asarray(embeddings, dtype=np.float32)
        try:
            for s in self._batches(len(records)):  # a crash can damage more than one batch
                batch = records[s]
                col.upsert(
                    ids=[r.id for r in batch],
                    embeddings=emb[s],
                    documents=[r.text for r in batch],
                    metadatas=[_encode(r) for r in batch],
                )
        except Exception as e:
            raise StoreError(f"Chroma failed to repair damaged memories: {e}") from e
        finally:
            self._changed(namespace)
        self._note_repaired(namespace, {r.id for r in records})

    def _note_repaired(self, namespace: str, ids: set[str]) -> None:
        with self._lock:
            left = [r for r in self._damaged.get(namespace, []) if r.id not in ids]
            if left:
                self._damaged[namespace] = left
            else:
                self._damaged.pop(namespace, None)

    def query(self, namespace: str, embedding: Vectors, k: int) -> list[tuple[str, float]]:
        res = self._query(namespace, embedding, k, include=["distances"])
        if res is None:
            return []
        return [
            (mid, 1.0 - float(d)) for mid, d in zip(res["ids"][0], res["distances"][0], strict=True)
        ]

    def query_ids(self, namespace: str, embedding: Vectors, k: int) -> list[str]:
        """The ids of :meth:`query`, most similar first, without the distances (recall takes
        similarities from the vectors it holds in process, so nothing else is fetched)."""
        res = self._query(namespace, embedding, k, include=[])
        return [] if res is None else list(res["ids"][0])

    def _query(self, namespace: str, embedding: Vectors, k: int, *, include: list[str]) -> Any:
        col = self._collection(namespace, create=False)
        if col is None or k <= 0:
            return None
        try:
            # No count() first: Chroma returns fewer than n_results when the collection holds
            # fewer, and count() costs more than the query itself at 100k (6 vs 3.5 ms).
            return col.query(
                query_embeddings=[np.asarray(embedding, dtype=np.float32).reshape(-1)],
                n_results=k,
                include=include,
            )
        except Exception as e:
            raise StoreError(f"Chroma query failed in {namespace!r}: {e}") from e

    def update(self, namespace: str, records: Sequence[MemoryRecord]) -> None:
        if not records:
            return
        col = self._collection(namespace, create=False)
        if col is None:
            return
        try:
            for s in self._batches(len(records)):
                batch = records[s]
                col.update(ids=[r.id for r in batch], metadatas=[_encode(r) for r in batch])
        except Exception as e:
            raise StoreError(f"Chroma failed to update memories: {e}") from e
        finally:
            self._changed(namespace)

    def delete(self, namespace: str, ids: Sequence[str]) -> int:
        col = self._collection(namespace, create=False)
        if col is None or not ids:
            return 0
        wanted = list(dict.fromkeys(ids))  # each once: Chroma refuses a repeated id
        try:
            existing = [
                i
                for s in range(0, len(wanted), _PAGE)
                for i in col.get(ids=wanted[s : s + _PAGE], include=[])["ids"]
            ]
            for s in range(0, len(existing), _PAGE):
                col.delete(ids=existing[s : s + _PAGE])
        except Exception as e:
            self._changed(namespace)
            raise StoreError(f"Chroma failed to delete memories: {e}") from e
        if existing:
            self._changed(namespace)
        return len(existing)

    def erase(self, namespace: str) -> bool:
        """Erase the bytes Chroma keeps of the namespace's deleted records (embedded only: a
        server's files are the server's); see :mod:`.chroma_erase`. Returns whether it ran."""
        col = self._collection(namespace, create=False)
        if self.path is None or col is None:
            return False
        with self._lock:
            return erase_deleted(self.path / "chroma.sqlite3", str(col.id))

    def count(self, namespace: str) -> int:
        col = self._collection(namespace, create=False)
        if col is None:
            return 0
        try:
            return int(col.count())
        except Exception as e:
            raise StoreError(f"Chroma count failed: {e}") from e

    def namespaces(self) -> list[str]:
        try:
            cols = self.client.list_collections()
        except Exception as e:
            raise StoreError(f"Chroma failed to list collections: {e}") from e
        out = []
        for c in cols:
            name = c if isinstance(c, str) else c.name
            if not name.startswith(self.prefix + "-") or name.endswith(_LOG_SUFFIX):
                continue
            col = c if not isinstance(c, str) else self.client.get_collection(name)
            ns = (col.metadata or {}).get("dm_namespace")
            if ns and col.count() > 0:
                out.append(str(ns))
        return sorted(out)

    # ------------------------------------------------------------------ change log
    def _log(self, namespace: str) -> Any:
        with self._lock:
            col = self._logs.get(namespace)
            if col is None:
                col = self.client.get_or_create_collection(
                    self.collection_name(namespace) + _LOG_SUFFIX,
                    metadata={"dm_changes_of": namespace},
                    embedding_function=None,
                )
                self._logs[namespace] = col
            return col

    def take_last_write(self, namespace: str) -> int | None:
        """The generation the calling thread's last write of ``namespace`` produced, once
        (``None`` when it has made none since the last call): a writer tells its own write
        from another's made at the same moment."""
        return self._written.take(namespace)

    def local_generation(self, namespace: str) -> int:
        """How many writes ``namespace`` has had in this process, through any ``ChromaStore``
        on the same data (one directory, the shared in-memory client, one server); it only
        grows. Every :class:`~decaymem.LongTermMemory` on that data compares it on each use,
        so a forget made through another one in this process is never recalled from a stale
        index (the change log covers other processes)."""
        with _GENERATION_LOCK:
            return _GENERATIONS.get(self._data_key, {}).get(namespace, 0)

    def _changed(self, namespace: str) -> None:
        """Count a write of ``namespace`` in this process and append one entry to its change
        log (never raises: the write is done)."""
        with _GENERATION_LOCK:
            gens = _GENERATIONS.setdefault(self._data_key, {})
            gens[namespace] = gens.get(namespace, 0) + 1
            self._written.record(namespace, gens[namespace])
        if not self.track_changes:
            return
        with self._lock:
            try:
                self._log(namespace).add(ids=[uuid.uuid4().hex], embeddings=[[0.0]])
            except Exception as e:
                logger.warning(
                    "could not log a change of %r (%s); other processes see it on their next "
                    "count change",
                    namespace,
                    e,
                )
                return
            self._own_changes[namespace] = self._own_changes.get(namespace, 0) + 1

    def foreign_changes(self, namespace: str) -> int | None:
        """How many writes *other* clients made to ``namespace`` so far (it only grows).

        ``None`` when changes are not tracked. A reader that saw this number before loading
        the namespace knows its copy is current while the number stays the same: the change
        log only grows (one entry per write), and this client's own entries are subtracted.
        """
        if not self.track_changes:
            return None
        with self._lock:
            try:
                total = int(self._log(namespace).count())
            except Exception as e:
                raise StoreError(
                    f"Chroma failed to read the change log of {namespace!r}: {e}"
                ) from e
            return total - self._own_changes.get(namespace, 0)

    def close(self) -> None:
        """Close a client built here and mark its database as closed cleanly.

        A client passed in is left open (it is the caller's). Called by
        :meth:`MemoryHub.close <decaymem.hub.MemoryHub.close>`; interpreter exit marks the
        database closed too. A database left open by a process that died is checked on the next
        open (:mod:`decaymem.stores.chroma_health`). Idempotent.
        """
        marker, self._marker = getattr(self, "_marker", None), None
        if getattr(self, "_built", False):
            self._built = False
            self._collections.clear()
            with contextlib.suppress(Exception):
                self.client.close()  # releases Chroma's shared system once its last client goes
        if marker is not None:
            marker.close()

    def __repr__(self) -> str:
        return f"ChromaStore({type(self.client).__name__})"


def _checked_batch(
    records: Sequence[MemoryRecord], embeddings: Vectors, what: str
) -> tuple[list[str], npt.NDArray[np.float32]]:
    if len(records) != len(embeddings):
        raise InvalidInputError("records and embeddings differ in length")
    ids = [r.id for r in records]
    if len(set(ids)) != len(ids):
        raise InvalidInputError(f"duplicate memory id in one {what}")
    return ids, np.asarray(embeddings, dtype=np.float32)


# (data key, namespace) -> writes in this process; see ChromaStore.local_generation
_GENERATIONS: dict[tuple[str, ...], dict[str, int]] = {}
_GENERATION_LOCK = threading.Lock()


def _data_key(client: Any) -> tuple[str, ...]:
    """What identifies a client's data within this process: the resolved directory of an
    embedded database, the server's address, or the one in-memory system every
    ``EphemeralClient`` of the process shares; a client whose settings say nothing is its own."""
    try:
        settings = client.get_settings()
    except Exception:
        return ("client", str(id(client)))
    if _is_server(client):
        return ("server", str(settings.chroma_server_host), str(settings.chroma_server_http_port))
    if settings.is_persistent:
        return ("path", str(Path(settings.persist_directory).resolve()))
    return ("ephemeral",)


def _is_server(client: Any) -> bool:
    """Whether ``client`` talks to a Chroma server (data other processes may change)."""
    try:
        impl = str(client.get_settings().chroma_api_impl)
    except Exception:
        return False
    return "fastapi" in impl.lower()


def _is_not_found(e: Exception) -> bool:
    name = type(e).__name__
    text = str(e).lower()
    return "notfound" in name.lower() or "does not exist" in text or "not found" in text
