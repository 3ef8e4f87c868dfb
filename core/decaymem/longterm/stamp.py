"""Which embedder wrote an on-disk store: ``<store dir>/<prefix>-embedder.json``.

Vectors of different models never mix in one store: a query embedded by one model and compared
with vectors of another ranks by noise. The first write of vectors to a store on disk records
the embedder's :attr:`~decaymem.embeddings.Embedder.name` and the vectors' dimension (written
to a temporary file and renamed); a repair (re-embedding records a crash left without their
vectors) is refused when the embedder at hand is another one, so a directory opened with the
wrong embedder is never silently rewritten with its vectors. A store written before this file
existed has none, and nothing is checked against it.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

__all__ = ["EmbedderStamp", "read_stamp", "write_stamp"]

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class EmbedderStamp:
    """The embedder that wrote a store's vectors."""

    name: str
    dimension: int

    def differs(self, other: EmbedderStamp) -> str | None:
        """Why vectors of ``other`` do not belong beside these; ``None`` when they do."""
        if self.name != other.name:
            return f"written with {self.name!r}, not {other.name!r}"
        if self.dimension != other.dimension:
            return f"written with {self.dimension}-d vectors, not {other.dimension}-d"
        return None


def read_stamp(path: Path) -> EmbedderStamp | None:
    """The stamp at ``path``; ``None`` when there is none or it cannot be read (logged)."""
    try:
        d = json.loads(path.read_text(encoding="utf-8"))
        return EmbedderStamp(name=str(d["name"]), dimension=int(d["dimension"]))
    except FileNotFoundError:
        return None
    except (OSError, ValueError, KeyError, TypeError) as e:
        logger.warning("cannot read %s (%s); the store's embedder is not checked", path, e)
        return None


def write_stamp(path: Path, stamp: EmbedderStamp) -> None:
    """Write ``stamp`` to ``path`` atomically (a temporary file, then a rename)."""
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump({"name": stamp.name, "dimension": stamp.dimension}, f)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
