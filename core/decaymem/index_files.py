"""Namespace indexes saved beside an on-disk Chroma, so that reopening reads only what changed.

Hydrating a namespace from Chroma reads every vector, document and metadata back through
Chroma's client (~10 s for 100,000 memories on two cores, issue 12); the lexical index then
loads its own SQLite rows. A saved index (``<store dir>/<prefix>-index/<hash>.npz``, one file
per namespace, written to a temporary file and renamed) holds what
:class:`~decaymem.index.NamespaceIndex` needs: the vectors (float32), the records' fields and
the lexical index's tokenized documents, each record stamped with the ``seq_id`` Chroma's
metadata segment gave its row.

Chroma is the source of truth. On open, the stamps of the collection's rows are read from
Chroma's SQLite file through a read-only connection (one indexed query, ~0.1 s for 100k rows):
Chroma gives a row a new ``seq_id`` on every add, update and upsert and deletes the row on a
delete, so a row whose stamp equals the saved one is unchanged. Rows with a new stamp or not
saved are read back from Chroma by id (that read also finds records a crash left without their
vector), saved rows Chroma no longer has are dropped. The file is ignored, and the namespace
read in full, when the collection is another one (its id changed), Chroma's count disagrees
with its rows, the file cannot be read, or more than half of it changed. Nothing here is used
for a store that is not an embedded ``ChromaStore(path=...)``.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import math
import os
import sqlite3
import tempfile
import threading
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from .index import NamespaceIndex
from .lazy import LazyList
from .lexical import LexicalIndex
from .records import MemoryRecord

__all__ = ["IndexFiles", "SavedIndex", "chroma_stamps", "open_saved", "save_index"]

logger = logging.getLogger(__name__)

_COLLECTION = "SELECT id FROM collections WHERE name = ?"
_ROWS = (
    "FROM embeddings e JOIN segments s ON e.segment_id = s.id "
    "WHERE s.collection = ? AND s.scope = 'METADATA'"
)


def _chroma_db(store: Any) -> Path | None:
    path = getattr(store, "path", None)
    if path is None or not hasattr(store, "collection_name"):
        return None
    db = Path(path) / "chroma.sqlite3"
    return db if db.exists() else None


# One read-only connection per Chroma file for the life of the process, never closed: Chroma
# writes the same file through its own copy of SQLite, and closing a file descriptor drops every
# POSIX lock the process holds on that file, Chroma's included (SQLite's "multiple copies of
# SQLite in one process" warning; the file is in rollback-journal mode). Statements run in
# autocommit, so no read lock outlives a query.
_CONNECTIONS: dict[Path, sqlite3.Connection] = {}
_CONNECTIONS_LOCK = threading.Lock()


def _connection(db: Path) -> sqlite3.Connection:
    with _CONNECTIONS_LOCK:
        conn = _CONNECTIONS.get(db)
        if conn is None:
            conn = sqlite3.connect(
                f"file:{db}?mode=ro", uri=True, check_same_thread=False, isolation_level=None
            )
            _CONNECTIONS[db] = conn
        return conn


def _read(store: Any, namespace: str, sql: str) -> tuple[str, list[tuple[Any, ...]]] | None:
    db = _chroma_db(store)
    if db is None:
        return None
    try:
        conn = _connection(db.resolve())
        with _CONNECTIONS_LOCK:
            cols = conn.execute(_COLLECTION, (store.collection_name(namespace),)).fetchall()
            if len(cols) != 1:
                return None
            cid = str(cols[0][0])
            return cid, conn.execute(f"{sql} {_ROWS}", (cid,)).fetchall()
    except Exception as e:  # an unknown Chroma layout: read everything instead
        logger.debug("no Chroma stamps for %r: %s", namespace, e)
        return None


def chroma_summary(store: Any, namespace: str) -> tuple[str, int, int] | None:
    """``(collection id, rows, largest seq_id)`` of an embedded Chroma collection, read from
    Chroma's SQLite file (one indexed query); ``None`` when the store is not one."""
    got = _read(store, namespace, "SELECT count(*), coalesce(max(e.seq_id), 0)")
    if got is None or not isinstance(got[1][0][1], int):
        return None
    cid, rows = got
    return cid, int(rows[0][0]), int(rows[0][1])


Stamp = tuple[int, int]  # (seq_id, Chroma's row id): the row's version and its place


def chroma_stamps(store: Any, namespace: str) -> tuple[str, dict[str, Stamp]] | None:
    """``(collection id, {memory id: (seq_id, row id)})`` of an embedded Chroma collection, or
    ``None`` when the store is not one (or the collection does not exist, or the schema is
    unknown). Chroma returns a full read in row-id order, so the saved index keeps that order
    (ties in rank-based scoring then break as after a full read)."""
    got = _read(store, namespace, "SELECT e.embedding_id, e.seq_id, e.id")
    if got is None:
        return None
    cid, rows = got
    if rows and not isinstance(rows[0][1], int):
        return None
    return cid, {mid: (seq, rowid) for mid, seq, rowid in rows}


_FIELDS = ("importance", "created_at", "last_recalled_at", "strength", "superseded_sim", "words")
_VERSION = 2


@dataclass(frozen=True, slots=True)
class SavedIndex:
    """What a saved file holds, already reconciled with the store's stamps."""

    index: NamespaceIndex
    metadatas: list[Any]  # the records' non-empty user metadata (for speakers' names)
    changed: list[str]  # ids updated in place since saved (read again from the store)
    added: list[str]  # ids Chroma holds that were not saved, in Chroma's order
    removed: list[str]  # saved ids the store no longer has
    rows: int  # Chroma's rows when checked


class IndexFiles:
    """Saved namespace indexes in one directory (see the module docstring)."""

    def __init__(self, directory: str | Path) -> None:
        self.directory = Path(directory)

    def path(self, namespace: str) -> Path:
        return self.directory / f"{hashlib.sha256(namespace.encode()).hexdigest()[:32]}.npz"

    def scrub(self, namespace: str, gone: Sequence[str], current: Sequence[MemoryRecord]) -> None:
        """Take forgotten texts out of the namespace's saved index: the records ``gone`` keep
        their row with an empty text and no metadata (the next open drops them: Chroma no
        longer has their rows), and the ``current`` versions of records rewritten since (a
        neighbour whose context held a forgotten text) replace the saved ones. Only the
        ``.npz`` is rewritten (the vectors' ``.npy`` is not); an unreadable file is deleted."""
        path = self.path(namespace)
        if not path.exists():
            return
        try:
            with np.load(path, allow_pickle=False) as z:
                arrays = {k: z[k] for k in z.files}
            meta = json.loads(arrays["meta"].tobytes().decode("utf-8"))
            pos = {mid: i for i, mid in enumerate(meta["ids"])}
        except Exception as e:
            logger.warning("saved index of %r unreadable (%s): deleted", namespace, e)
            path.unlink(missing_ok=True)
            return
        edits: list[tuple[int, str, dict[str, Any]]] = [
            (i, "", {}) for i in map(pos.get, gone) if i is not None
        ]
        edits += [(pos[r.id], r.text, dict(r.metadata)) for r in current if r.id in pos]
        if not edits:
            return
        for i, text, metadata in edits:
            meta["texts"][i], meta["metadata"][i] = text, metadata
        arrays["meta"] = np.frombuffer(json.dumps(meta).encode("utf-8"), dtype=np.uint8)
        fd, tmp = tempfile.mkstemp(dir=self.directory, suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as f:
                np.savez(f, **arrays)
            os.replace(tmp, path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise

    def save(
        self,
        namespace: str,
        idx: NamespaceIndex,
        *,
        collection: str,
        stamps: dict[str, Stamp],
    ) -> bool:
        """Write ``idx`` stamped with ``stamps`` (read *before* the data ``idx`` holds was
        read). Records the stamps lack are left out (read from the store on the next open).
        The vectors go to their own ``.npy`` (opened memory-mapped), named in the ``.npz``
        that is renamed into place last. Returns whether it wrote."""
        records = idx.records
        lex_ids, hashes, counts, flat_t, flat_f = idx.lex.export_flat()
        lex_pos = {mid: j for j, mid in enumerate(lex_ids)}
        keep = [i for i, r in enumerate(records) if r.id in stamps and r.id in lex_pos]
        if len(keep) < len(records) // 2:
            return False
        keep.sort(key=lambda i: stamps[records[i].id][1])  # Chroma's order
        recs = [records[i] for i in keep]
        sel = np.asarray(keep, dtype=np.int64)
        lsel = np.fromiter((lex_pos[r.id] for r in recs), dtype=np.int64, count=len(recs))
        offsets = np.concatenate([[0], np.cumsum(counts)]).astype(np.int64)
        terms = [flat_t[offsets[j] : offsets[j + 1]] for j in lsel.tolist()]
        tfs = [flat_f[offsets[j] : offsets[j + 1]] for j in lsel.tolist()]
        flat_terms = np.concatenate(terms) if terms else np.zeros(0, np.int32)
        seq = np.array([stamps[r.id][0] for r in recs], dtype=np.int64)
        rowid = np.array([stamps[r.id][1] for r in recs], dtype=np.int64)
        self.directory.mkdir(parents=True, exist_ok=True)
        final = self.path(namespace)
        vec_name = f"{final.stem}-{uuid.uuid4().hex[:12]}.npy"
        meta = {
            "version": _VERSION,
            "namespace": namespace,
            "collection": collection,
            "rows": len(recs),
            "max_seq": int(seq.max(initial=0)),
            "complete": len(recs) == len(stamps),
            "vectors": vec_name,
            "lexical_db": idx.lex.db.uid,
            "ids": [r.id for r in recs],
            "texts": [r.text for r in recs],
            "sources": [r.source for r in recs],
            "superseded_by": [r.superseded_by for r in recs],
            "recall_count": [r.recall_count for r in recs],
            "metadata": [dict(r.metadata) for r in recs],
        }
        cols = np.stack([idx.column(name)[sel] for name in _FIELDS], axis=1)
        fd, tmp = tempfile.mkstemp(dir=self.directory, suffix=".tmp")
        try:
            np.save(self.directory / vec_name, np.ascontiguousarray(idx.vectors[sel]))
            with os.fdopen(fd, "wb") as f:
                np.savez(
                    f,
                    meta=np.frombuffer(json.dumps(meta).encode("utf-8"), dtype=np.uint8),
                    seq=seq,
                    rowid=rowid,
                    cols=cols,
                    hashes=np.asarray(hashes)[lsel],
                    counts=np.asarray(counts)[lsel],
                    terms=flat_terms,
                    tfs=np.concatenate(tfs) if tfs else np.zeros(0, np.float32),
                    order=np.argsort(flat_terms, kind="stable").astype(np.int64),
                )
            os.replace(tmp, final)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            with contextlib.suppress(OSError):
                os.unlink(self.directory / vec_name)
            raise
        for old in self.directory.glob(f"{final.stem}-*.npy"):  # earlier vectors
            if old.name != vec_name:
                with contextlib.suppress(OSError):
                    old.unlink()
        logger.debug("saved the index of %r: %d memories", namespace, len(recs))
        return True

    def load(
        self,
        namespace: str,
        store: Any,
        *,
        lexical: LexicalIndex,
        exact_limit: int,
    ) -> SavedIndex | None:
        """The saved index reconciled with Chroma's rows, or ``None`` (read the store)."""
        path = self.path(namespace)
        summary = chroma_summary(store, namespace) if path.exists() else None
        if summary is None:
            return None
        collection, rows_now, max_now = summary
        if rows_now == 0 or rows_now > exact_limit:
            return None
        try:
            with np.load(path, allow_pickle=False) as z:
                meta = json.loads(z["meta"].tobytes().decode("utf-8"))
                if meta.get("version") != _VERSION or meta.get("namespace") != namespace:
                    return None
                if meta.get("lexical_db") != lexical.db.uid:
                    logger.info("saved index of %r has other term ids: ignored", namespace)
                    return None
                if meta.get("collection") != collection:
                    logger.info("saved index of %r is of another collection: ignored", namespace)
                    return None
                names = ("seq", "rowid", "cols", "hashes", "counts", "terms", "tfs")
                arrays = {k: z[k] for k in names}
                order = z["order"]
            vectors = np.load(self.directory / meta["vectors"], mmap_mode="r", allow_pickle=False)
        except Exception as e:
            logger.warning("saved index of %r unreadable (%s): reading the store", namespace, e)
            return None
        ids: list[str] = meta["ids"]
        if vectors.shape[0] != len(ids) or len(arrays["seq"]) != len(ids):
            return None
        # Every add, update and upsert gives its row a seq_id above all earlier ones and a
        # delete removes the row: when the file saved every row and Chroma has as many rows,
        # none above the saved maximum, the rows are the saved ones, unchanged.
        if meta["complete"] and rows_now == meta["rows"] and max_now == meta["max_seq"]:
            changed: list[str] = []
            added: list[str] = []
            removed: list[str] = []
            same = None
        else:
            got = chroma_stamps(store, namespace)
            if got is None or got[0] != collection:
                return None
            stamps = got[1]
            now = [stamps.get(i, (-1, -1)) for i in ids]
            seq_now = np.fromiter((s for s, _ in now), np.int64, len(ids))
            row_now = np.fromiter((r for _, r in now), np.int64, len(ids))
            same = row_now == arrays["rowid"]  # a re-added id has a new row: dropped, added
            removed = [i for i, ok in zip(ids, same.tolist(), strict=True) if not ok]
            changed = [ids[j] for j in np.flatnonzero(same & (seq_now != arrays["seq"])).tolist()]
            kept = set(ids) - set(removed)
            added = sorted((i for i in stamps if i not in kept), key=lambda i: stamps[i][1])
            kept_rows = arrays["rowid"][same]
            if (
                len(changed) + len(added) + len(removed) > max(len(ids), len(stamps)) // 2
                or np.any(np.diff(kept_rows) <= 0)
                or (added and len(kept_rows) and stamps[added[0]][1] < kept_rows.max())
            ):
                return None  # not worth it, or not in Chroma's order: read everything
        idx, metas = _build(
            namespace, meta, arrays=arrays, order=order, vectors=vectors, lexical=lexical, same=same
        )
        return SavedIndex(
            index=idx,
            metadatas=metas,
            changed=changed,
            added=added,
            removed=removed,
            rows=rows_now,
        )


def _build(
    namespace: str,
    meta: dict[str, Any],
    *,
    arrays: dict[str, npt.NDArray[Any]],
    order: npt.NDArray[np.int64],
    vectors: npt.NDArray[np.float32],
    lexical: LexicalIndex,
    same: npt.NDArray[np.bool_] | None,
) -> tuple[NamespaceIndex, list[Any]]:
    ids, texts = meta["ids"], meta["texts"]
    sources, sup, rcount, metas = (
        meta["sources"],
        meta["superseded_by"],
        meta["recall_count"],
        meta["metadata"],
    )
    cols = arrays["cols"]
    counts, terms, tfs, hashes = arrays["counts"], arrays["terms"], arrays["tfs"], arrays["hashes"]
    rows = np.arange(len(ids)) if same is None else np.flatnonzero(same)
    if same is not None and len(rows) != len(ids):  # drop the stale rows
        keep_t = np.repeat(same, counts)
        terms, tfs = terms[keep_t], tfs[keep_t]
        counts, hashes, cols = counts[rows], hashes[rows], cols[rows]
        vectors = np.asarray(vectors[rows])
        order = np.argsort(terms, kind="stable").astype(np.int64)
    pick = rows.tolist()
    ids = [ids[i] for i in pick] if same is not None else ids

    def make(j: int) -> MemoryRecord:
        i = pick[j]
        c = cols[j]
        last = float(c[2])
        return MemoryRecord(
            id=ids[j],
            text=texts[i],
            namespace=namespace,
            importance=float(c[0]),
            created_at=float(c[1]),
            last_recalled_at=None if math.isnan(last) else last,
            recall_count=int(rcount[i]),
            strength=float(c[3]),
            source=sources[i],
            metadata=metas[i],
            superseded_by=sup[i],
            superseded_sim=float(c[4]),
        )

    lexical.load_flat(ids, hashes, counts, terms, tfs, order=order)
    idx = NamespaceIndex(None, keep_vectors=True, lexical=lexical, namespace=namespace)
    idx.load_columns(
        LazyList(len(ids), make),
        ids,
        vectors,
        {name: cols[:, j] for j, name in enumerate(_FIELDS)},
        text_chars=sum(len(texts[i]) for i in pick),
    )
    return idx, [m for m in metas if m] if same is None else [metas[i] for i in pick if metas[i]]


def open_saved(
    files: IndexFiles,
    store: Any,
    namespace: str,
    *,
    lexical: LexicalIndex,
    exact_limit: int,
) -> tuple[NamespaceIndex, list[Any], int] | None:
    """The namespace's index from its saved file plus the rows Chroma changed since, with
    each record's metadata and Chroma's row count, or ``None`` (read the store in full).
    ``lexical`` must be empty (built with ``load=False``)."""
    saved = files.load(namespace, store, lexical=lexical, exact_limit=exact_limit)
    if saved is None:
        return None
    idx = saved.index
    wanted = saved.changed + saved.added
    fresh = store.get(namespace, wanted) if wanted else []
    got = {r.id: (r, v) for r, v in fresh}  # a record damaged meanwhile is left to repair
    upd = [got[i] for i in saved.changed if i in got]
    new = [got[i] for i in saved.added if i in got]
    if upd:
        idx.replace([r for r, _ in upd], np.stack([v for _, v in upd]).astype(np.float32))
    if new:
        idx.add([r for r, _ in new], np.stack([v for _, v in new]).astype(np.float32))
    logger.debug(
        "opened the saved index of %r: %d memories, %d updated, %d added, %d dropped",
        namespace,
        idx.n,
        len(upd),
        len(new),
        len(saved.removed),
    )
    metas = saved.metadatas + [r.metadata for r, _ in upd + new]
    return idx, metas, saved.rows


def save_index(
    files: IndexFiles,
    namespace: str,
    idx: NamespaceIndex,
    stamps: tuple[str, dict[str, Stamp]] | None,
) -> bool:
    """Save ``idx`` stamped with ``stamps`` (read *before* the data ``idx`` holds was read)."""
    if stamps is None or not idx.keep_vectors:
        return False
    collection, seq = stamps
    return files.save(namespace, idx, collection=collection, stamps=seq)
