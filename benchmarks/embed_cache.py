"""An on-disk embedding cache for benchmark iterations (never inside the repository).

Vectors are keyed by ``sha256(model name + NUL + text)`` in one SQLite file per cache
directory, so a cached vector is only ever reused for the same text under the same model. The
default directory is ``$DECAYMEM_EMBED_CACHE`` or ``<tempdir>/decaymem-embed-cache``.
"""

from __future__ import annotations

import hashlib
import os
import sqlite3
import tempfile
import threading
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import numpy.typing as npt

from decaymem import Embedder

Vectors = npt.NDArray[np.float32]


def default_cache_dir() -> Path:
    env = os.environ.get("DECAYMEM_EMBED_CACHE")
    return Path(env) if env else Path(tempfile.gettempdir()) / "decaymem-embed-cache"


class DiskCachedEmbedder:
    """Wraps an embedder; every distinct (model, text) is embedded once across runs.

    It keeps the wrapped embedder's ``name``, so memories stored through it are
    indistinguishable from memories stored through the model itself.
    """

    def __init__(self, inner: Embedder, directory: str | Path | None = None) -> None:
        self.inner = inner
        d = Path(directory) if directory is not None else default_cache_dir()
        d.mkdir(parents=True, exist_ok=True)
        self.path = d / "vectors.sqlite"
        self._db = sqlite3.connect(self.path, check_same_thread=False)
        self._db.execute("CREATE TABLE IF NOT EXISTS v (k TEXT PRIMARY KEY, dim INT, b BLOB)")
        self._lock = threading.Lock()
        self._mem: dict[str, Vectors] = {}
        self.hits = 0
        self.misses = 0

    @property
    def name(self) -> str:
        return self.inner.name

    def _key(self, text: str) -> str:
        h = hashlib.sha256()
        h.update(self.inner.name.encode())
        h.update(b"\x00")
        h.update(text.encode("utf-8", "surrogatepass"))
        return h.hexdigest()

    def embed(self, texts: Sequence[str]) -> Vectors:
        keys = [self._key(t) for t in texts]
        with self._lock:
            missing_keys = [k for k in dict.fromkeys(keys) if k not in self._mem]
            for start in range(0, len(missing_keys), 500):
                chunk = missing_keys[start : start + 500]
                marks = ",".join("?" * len(chunk))
                for k, _dim, b in self._db.execute(
                    f"SELECT k, dim, b FROM v WHERE k IN ({marks})", chunk
                ):
                    self._mem[k] = np.frombuffer(b, dtype=np.float32).copy()
            todo = {k: t for k, t in zip(keys, texts, strict=True) if k not in self._mem}
            self.hits += len(keys) - len(todo)
            self.misses += len(todo)
            if todo:
                vecs = np.asarray(self.inner.embed(list(todo.values())), dtype=np.float32)
                rows = []
                for k, v in zip(todo, vecs, strict=True):
                    self._mem[k] = v
                    rows.append((k, int(v.shape[0]), v.tobytes()))
                self._db.executemany("INSERT OR REPLACE INTO v VALUES (?, ?, ?)", rows)
                self._db.commit()
            if not texts:
                return self.inner.embed([])
            return np.stack([self._mem[k] for k in keys])

    def close(self) -> None:
        self._db.close()
