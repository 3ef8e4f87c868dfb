"""Open an embedded Chroma database safely after a crash.

Embedded Chroma persists each collection's HNSW index as a few files beside its SQLite
database, and rewrites them in place. A process killed while it writes them (SIGKILL, OOM, a
power cut) leaves a segment that Chroma cannot load again: every read then fails with
``Error deserializing pickle file`` and, when the graph files are the ones cut short, the next
process that opens the directory dies of a segmentation fault inside Chroma's native code — no
exception, no traceback (both seen in decaymem's SIGKILL suite, tests/reliability).

The vectors are not the only copy of anything decaymem keeps: every record's text and metadata
live in Chroma's SQLite tables, and :class:`~decaymem.longterm.LongTermMemory` re-embeds records
whose vectors are missing (the salvage of an interrupted add). So the cure for a damaged HNSW
segment is to move it aside: Chroma then starts that collection's index afresh and decaymem
re-embeds what it no longer finds.

:class:`OpenMarker` tells a clean exit from a crash: every :class:`ChromaStore` opened on a path
holds a shared ``flock`` on ``<dir>/decaymem-open`` and writes its pid there; a normal exit
(``close()`` or interpreter exit) empties the file. A file that still names a process when
nobody holds the lock means that process died with the database open: then, before Chroma
loads anything in this process, :func:`heal` reads every collection in a child process (a
segfault kills the child, not the caller), and moves each segment that fails or crashes the
child into ``<dir>/decaymem-quarantine/`` (kept, never deleted), with a WARNING naming it.
"""

from __future__ import annotations

import atexit
import contextlib
import fcntl
import logging
import os
import sqlite3
import struct
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import IO

import numpy as np

__all__ = ["HealReport", "OpenMarker", "check_hnsw_files", "heal"]

logger = logging.getLogger(__name__)

MARKER = "decaymem-open"
QUARANTINE = "decaymem-quarantine"
_PROBE = Path(__file__).with_name("_chroma_probe.py")


@dataclass(frozen=True)
class HealReport:
    """What :func:`heal` found: collections checked, and the segments it moved aside."""

    checked: int
    quarantined: tuple[Path, ...]
    complete: bool  # False when the probe could not finish (a timeout, Chroma not opening)


def _vector_segments(db_dir: Path) -> dict[str, str]:
    """Collection id -> its vector segment id, read from Chroma's SQLite catalogue (read-only)."""
    uri = f"file:{db_dir / 'chroma.sqlite3'}?mode=ro"
    try:
        with contextlib.closing(sqlite3.connect(uri, uri=True)) as con:
            rows = con.execute("SELECT collection, id FROM segments WHERE scope = 'VECTOR'")
            return {str(c): str(s) for c, s in rows}
    except sqlite3.Error as e:
        logger.warning("cannot read Chroma's segment catalogue in %s: %s", db_dir, e)
        return {}


def _quarantine(db_dir: Path, segment: str, why: str) -> Path | None:
    src = db_dir / segment
    if not src.is_dir():
        return None
    dest_dir = db_dir / QUARANTINE
    dest_dir.mkdir(exist_ok=True)
    dest = dest_dir / f"{segment}-{time.strftime('%Y%m%dT%H%M%SZ', time.gmtime())}-{os.getpid()}"
    src.rename(dest)
    logger.warning(
        "Chroma's vector index %s in %s could not be read after an unclean shutdown (%s); "
        "moved it to %s. Its records are kept and will be re-embedded on first use",
        segment,
        db_dir,
        why,
        dest,
    )
    return dest


def heal(db_dir: Path, *, timeout_s: float = 600.0, python: str | None = None) -> HealReport:
    """Check every collection of the embedded database in ``db_dir``; move damaged indexes aside.

    First the graph files of each vector segment are checked in this process
    (:func:`check_hnsw_files`, a few hundredths of a second per 10,000 memories); then a child
    process reads every collection as an open does, again after each segment it moves (at most
    once per collection), until a read completes.
    """
    moved: list[Path] = []
    segments = _vector_segments(db_dir)
    for seg in segments.values():
        try:
            problem = check_hnsw_files(db_dir / seg)
        except (OSError, ValueError) as e:
            problem = f"its files cannot be read: {e}"
        if problem is not None:
            dest = _quarantine(db_dir, seg, problem)
            if dest is not None:
                moved.append(dest)
    checked = 0
    for _ in range(len(segments) + 1):
        try:
            proc = subprocess.run(
                [python or sys.executable, str(_PROBE), str(db_dir)],
                capture_output=True,
                text=True,
                timeout=timeout_s,
                check=False,
            )
        except (OSError, subprocess.TimeoutExpired) as e:
            logger.warning("could not check %s after an unclean shutdown: %s", db_dir, e)
            return HealReport(checked, tuple(moved), complete=False)
        lines = proc.stdout.splitlines()
        bad = [ln.split(" ", 2) for ln in lines if ln.startswith("BAD ")]
        checked = sum(ln.startswith("CHECK ") for ln in lines)
        victims = [(b[1], b[2] if len(b) > 2 else "unreadable") for b in bad]
        if proc.returncode != 0 and "DONE" not in lines:
            started = [ln.split()[1] for ln in lines if ln.startswith("CHECK ")]
            done = {ln.split()[1] for ln in lines if ln.startswith(("OK ", "BAD "))}
            if not started or started[-1] in done:
                logger.warning(
                    "checking %s after an unclean shutdown failed outside any collection "
                    "(exit %s): %s",
                    db_dir,
                    proc.returncode,
                    proc.stderr.strip()[-500:],
                )
                return HealReport(checked, tuple(moved), complete=False)
            victims.append((started[-1], f"reading it crashed the process, exit {proc.returncode}"))
        if not victims:
            return HealReport(checked, tuple(moved), complete=True)
        progress = False
        for cid, why in victims:
            vseg = segments.get(cid)
            dest = _quarantine(db_dir, vseg, why) if vseg else None
            if dest is not None:
                moved.append(dest)
                progress = True
        if not progress:
            logger.warning("cannot repair %s: damaged collections %s", db_dir, victims)
            return HealReport(checked, tuple(moved), complete=False)
    return HealReport(checked, tuple(moved), complete=False)


class OpenMarker:
    """``<dir>/decaymem-open``: held (shared flock) while a store has the database open.

    Args:
        db_dir: the embedded Chroma directory.

    :attr:`unclean` is True when the previous process that had it open did not exit normally
    and no other process has it open now; :attr:`first` when no other store had it open (so no
    Chroma client of decaymem holds its SQLite file: it may be touched before Chroma opens it).
    """

    def __init__(self, db_dir: Path) -> None:
        self.path = db_dir / MARKER
        self._handle: IO[str] | None = open(self.path, "a+", encoding="utf-8")  # noqa: SIM115
        self.unclean = False
        self.first = False  # no other store (this process or another) had it open
        try:
            fcntl.flock(self._handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            pass  # another store (this process or another) has it open: not ours to judge
        else:
            self.first = True
            self._handle.seek(0)
            self.unclean = bool(self._handle.read().strip())
            self._handle.seek(0)
            self._handle.truncate()
            self._handle.write(f"{os.getpid()}\n")
            self._handle.flush()
        fcntl.flock(self._handle, fcntl.LOCK_SH)
        with _OPEN_LOCK:
            _OPEN.add(self)

    def close(self) -> None:
        """Release; the last holder empties the file (a clean exit)."""
        handle, self._handle = self._handle, None
        if handle is None:
            return
        with _OPEN_LOCK:
            _OPEN.discard(self)
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
            handle.seek(0)
            handle.truncate()
            handle.flush()
        except OSError:
            pass  # still open elsewhere: the last one out empties it
        finally:
            handle.close()


_OPEN: set[OpenMarker] = set()
_OPEN_LOCK = threading.Lock()


@atexit.register
def _close_all() -> None:
    with _OPEN_LOCK:
        markers = list(_OPEN)
    for m in markers:
        m.close()


_HEADER = struct.Struct("<i6Q iI 3Q d Q")  # Chroma's hnswlib fork, header.bin version 1


def check_hnsw_files(segment: Path) -> str | None:
    """Why the HNSW graph files of ``segment`` are inconsistent, or ``None`` when they hold.

    A structural check of the files Chroma's hnswlib writes (``header.bin``, ``length.bin``,
    ``data_level0.bin``, ``link_lists.bin``): sizes agree with the header, every neighbour list
    is no longer than its level allows, and every neighbour id names an element that exists.
    hnswlib trusts all of this when it walks the graph; a file cut short by a crash breaks it
    and walking it dereferences garbage (a segfault on some later query or add, not on load).
    Files of a layout this does not know (another header version) are not judged.
    """
    try:
        raw = (segment / "header.bin").read_bytes()
    except FileNotFoundError:
        return None  # nothing persisted yet
    if len(raw) < _HEADER.size:
        return f"header.bin holds {len(raw)} bytes"
    (
        version,
        off0,
        max_el,
        cur,
        size_el,
        label_off,
        off_data,
        maxlevel,
        entry,
        max_m,
        max_m0,
        _m,
        _mult,
        _efc,
    ) = _HEADER.unpack_from(raw)
    if version != 1:
        return None
    if off0 != 0 or off_data != 4 + 4 * max_m0 or label_off + 8 != size_el or cur > max_el:
        return "header.bin is inconsistent"
    if cur == 0:
        return None
    if not (0 <= entry < cur and maxlevel >= 0):
        return "header.bin names an entry point that does not exist"
    level0 = segment / "data_level0.bin"
    if level0.stat().st_size < cur * size_el:
        return f"data_level0.bin is shorter than its {cur} elements"
    norms = segment / "length.bin"  # one float32 per element: its vector's norm
    if norms.exists() and norms.stat().st_size != 4 * cur:
        return f"length.bin holds {norms.stat().st_size // 4} norms for {cur} elements"
    upper = _upper_levels(
        np.fromfile(segment / "link_lists.bin", dtype="<u4"), cur, max_m, maxlevel
    )
    if isinstance(upper, str):
        return upper
    rows = np.memmap(level0, dtype="<u4", mode="r", shape=(cur, size_el // 4))[:, : 1 + max_m0]
    counts = rows[:, 0] & 0xFFFF  # the neighbour count; byte 2 is hnswlib's deleted mark
    if (counts > max_m0).any():
        return "data_level0.bin holds impossible neighbour counts"
    used = np.arange(max_m0)[None, :] < counts[:, None]
    if (rows[:, 1:][used] >= cur).any():
        return "data_level0.bin names neighbours that do not exist"
    ucounts = upper[:, 0] & 0xFFFF
    if (ucounts > max_m).any():
        return "link_lists.bin holds impossible neighbour counts"
    uused = np.arange(max_m)[None, :] < ucounts[:, None]
    if (upper[:, 1:][uused] >= cur).any():
        return "link_lists.bin names neighbours that do not exist"
    return None


def _upper_levels(links: np.ndarray, cur: int, max_m: int, maxlevel: int) -> np.ndarray | str:
    """The upper-level neighbour blocks of ``link_lists.bin`` (each element: its size in bytes,
    then ``size / (4 + 4 max_m)`` blocks of a count and ``max_m`` ids), as rows."""
    per_level = 1 + max_m
    flat = links.tolist()
    starts: list[int] = []
    pos = 0
    for _ in range(cur):
        if pos >= len(flat):
            return "link_lists.bin is shorter than its elements"
        size = flat[pos]
        pos += 1
        n, rest = divmod(size, 4 * per_level)
        if rest or n > maxlevel:
            return "link_lists.bin holds an impossible link-list size"
        starts.extend(range(pos, pos + n * per_level, per_level))
        pos += n * per_level
    if pos != len(flat):
        return "link_lists.bin is longer than its elements"
    if not starts:
        return np.zeros((0, per_level), dtype="<u4")
    idx = np.asarray(starts, dtype=np.int64)[:, None] + np.arange(per_level)[None, :]
    rows: np.ndarray = links[idx]
    return rows


_WAL_SEEN: set[str] = set()  # Chroma files this process has checked (and so may hold open)


def use_wal(db_dir: Path) -> bool:
    """Put Chroma's SQLite file in write-ahead-log mode (a setting the file keeps), creating
    the file so when it does not exist yet. Call only before any Chroma client of this process
    opens it (:attr:`OpenMarker.first`; a file is checked once per process, since Chroma keeps
    its client of a path open until the process ends): closing a connection drops the POSIX
    locks of every other connection of the process on the file.

    Chroma opens its file in rollback-journal mode and commits with ``synchronous=FULL``: eight
    fsyncs per ``add`` there (strace), two in WAL mode, and every commit is still synced before
    Chroma returns, so an acknowledged write survives a crash or a power cut either way. A
    write cost ~25 ms in rollback mode on this machine's disk and ~5-7 ms in WAL mode, at 1,000
    or 100,000 memories (BENCHMARKS.md). Returns whether the file is in WAL mode.
    """
    db = db_dir / "chroma.sqlite3"
    key = str(db.resolve())
    with _OPEN_LOCK:
        if key in _WAL_SEEN:
            # Opened before by this process: Chroma caches its client per path for the life of
            # the process, so the file may be open even though no store holds the marker.
            return True
        _WAL_SEEN.add(key)
    try:
        with contextlib.closing(sqlite3.connect(str(db), timeout=5.0)) as con:
            mode = str(con.execute("PRAGMA journal_mode").fetchone()[0]).lower()
            if mode != "wal":
                mode = str(con.execute("PRAGMA journal_mode=WAL").fetchone()[0]).lower()
    except sqlite3.Error as e:
        logger.warning("could not put %s in WAL mode (%s); Chroma writes stay slower", db, e)
        return False
    return mode == "wal"
