"""Erasing what an embedded Chroma keeps of deleted records (``ChromaStore.erase``).

Chroma 1.5 deletes a record's rows from its SQLite file (``embedding_metadata``, the FTS5
tables) but keeps its bytes: its own SQLite runs without ``secure_delete``, so a deleted row
stays in the free space of its page, and every write is first appended to the write-ahead
table ``embeddings_queue`` (documents and metadata included), which Chroma purges only once the
HNSW index has been persisted past it (every ``hnsw:sync_threshold`` writes, 1,000 by default).
The Python and Rust clients have no call that purges either (``chroma vacuum`` does both for a
whole directory, with no client open on it).

So, after a forget, a child process (its own SQLite, its own POSIX locks: a second SQLite
library in Chroma's process must never write Chroma's file) opens the file with
``secure_delete`` on, blanks the ``metadata`` column (documents included) of the queue entries
that Chroma's metadata segment has already applied (it never reads them again; the vector index
reads only the ids and vectors, which stay), and runs ``VACUUM``, which rewrites every page
without the free space. What stays: the deleted record's vector in the HNSW files
(``data_level0.bin``: hnswlib only marks it deleted until a new vector reuses the slot), and
FTS5's trigram postings of it until an FTS5 merge (trigrams, not text).
"""

from __future__ import annotations

import logging
import subprocess
import sys
from pathlib import Path

__all__ = ["erase_deleted"]

logger = logging.getLogger(__name__)

_CHILD = r"""
import sqlite3, sys
db, cid = sys.argv[1], sys.argv[2]
c = sqlite3.connect(db, timeout=60, isolation_level=None)
c.execute("PRAGMA secure_delete=ON")
c.execute("BEGIN IMMEDIATE")
seg = c.execute(
    "SELECT id FROM segments WHERE collection=? AND scope='METADATA'", (cid,)
).fetchone()
row = c.execute("SELECT seq_id FROM max_seq_id WHERE segment_id=?", seg).fetchone() if seg else None
if row is not None:
    done = row[0] if isinstance(row[0], int) else int.from_bytes(row[0], "big")
    c.execute(
        "UPDATE embeddings_queue SET metadata=NULL "
        "WHERE metadata IS NOT NULL AND topic LIKE ? AND seq_id <= ?",
        ("%/" + cid, done),
    )
c.execute("COMMIT")
c.execute("VACUUM")
c.execute("PRAGMA wal_checkpoint(TRUNCATE)")
"""


def erase_deleted(db: Path, collection_id: str, *, timeout_s: float = 300.0) -> bool:
    """Blank applied queue entries of the collection and vacuum Chroma's SQLite file, in a
    child process; returns whether it succeeded (a failure is logged: the records are deleted
    all the same, only their bytes may remain until the next erase)."""
    try:
        subprocess.run(
            [sys.executable, "-c", _CHILD, str(db), collection_id],
            check=True,
            capture_output=True,
            timeout=timeout_s,
        )
    except (OSError, subprocess.SubprocessError) as e:
        err = getattr(e, "stderr", b"") or b""
        logger.warning(
            "could not erase deleted records from %s (%s %s); they are deleted, their bytes "
            "may remain in the file until the next forget",
            db,
            e,
            err.decode("utf-8", "replace")[-500:],
        )
        return False
    return True
