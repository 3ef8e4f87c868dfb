"""ChromaStore(path=...) puts Chroma's SQLite file in WAL mode (decaymem.stores.chroma_health)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from decaymem import HashingEmbedder, LongTermMemory
from decaymem.stores import ChromaStore
from decaymem.stores.chroma_health import use_wal


def _mode(db_dir: Path) -> str:
    header = (db_dir / "chroma.sqlite3").read_bytes()[:20]
    return {1: "rollback", 2: "wal"}[header[18]]


def test_wal_true_puts_a_new_store_in_wal_mode_and_keeps_its_memories(tmp_path: Path) -> None:
    store = ChromaStore(path=tmp_path, wal=True)
    ltm = LongTermMemory(store=store, embedder=HashingEmbedder())
    mid = ltm.remember("Ana keeps the blue canoe at harbour 39")
    store.close()
    assert _mode(tmp_path) == "wal"
    again = ChromaStore(path=tmp_path)
    assert [r.id for r, _ in again.get("default")] == [mid]
    again.close()


def test_the_default_leaves_chromas_mode(tmp_path: Path) -> None:
    store = ChromaStore(path=tmp_path)
    LongTermMemory(store=store, embedder=HashingEmbedder()).remember("a note")
    store.close()
    assert _mode(tmp_path) == "rollback"


def test_an_existing_rollback_file_is_switched_once_per_process(tmp_path: Path) -> None:
    (tmp_path / "sub").mkdir()
    db = tmp_path / "sub" / "chroma.sqlite3"
    with sqlite3.connect(db) as con:
        con.execute("CREATE TABLE t (x)")
    assert _mode(tmp_path / "sub") == "rollback"
    assert use_wal(tmp_path / "sub") is True
    assert _mode(tmp_path / "sub") == "wal"
    with sqlite3.connect(db) as con:
        con.execute("PRAGMA journal_mode=DELETE")
    # checked once per process: the second call must not touch the file (Chroma may hold it)
    assert use_wal(tmp_path / "sub") is True
    assert _mode(tmp_path / "sub") == "rollback"
