"""Reopening an on-disk store starts from the saved index and never serves stale memories.

(issue 12: "first recall after reopening 100,000 memories <= 1 s"; ``decaymem.index_files``.)
Each test writes behind the saved file's back through Chroma itself — what another process,
or a crash between Chroma's write and the file's, leaves — and checks that a new
``LongTermMemory`` on the directory answers exactly as one that reads everything.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from decaymem import FixedClock, HashingEmbedder, LongTermMemory, MemoryRecord
from decaymem.stores import ChromaStore

NS = "u"
T0 = 1.8e9


class CountingStore(ChromaStore):
    """A ChromaStore that counts the records its ``get`` reads back."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.full_reads = 0
        self.read_ids = 0

    def get(self, namespace: str, ids: Any = None) -> Any:
        if ids is None:
            self.full_reads += 1
        else:
            self.read_ids += len(ids)
        return super().get(namespace, ids)


def _open(path: Path, *, save_min: int = 1) -> tuple[LongTermMemory, CountingStore]:
    store = CountingStore(path=path)
    ltm = LongTermMemory(store=store, embedder=HashingEmbedder(), clock=FixedClock(T0))
    ltm.save_index_min = save_min
    return ltm, store


def _fill(path: Path, n: int = 300) -> list[str]:
    ltm, _ = _open(path)
    texts = [f"note {i}: Ana packed the {i % 7} red kayaks at harbour {i % 40}" for i in range(n)]
    return ltm.remember_many(texts, namespace=NS)


def _answers(ltm: LongTermMemory, queries: list[str]) -> list[list[tuple[str, str, float]]]:
    return [
        [(r.id, r.text, round(r.score, 9)) for r in ltm.recall(q, k=8, namespace=NS)]
        for q in queries
    ]


QUERIES = ["red kayaks at harbour 3", "note 17", "who packed kayaks?", "harbour 39 blue canoe"]


def _reference(path: Path) -> list[list[tuple[str, str, float]]]:
    """What a reader of everything answers (no saved file used)."""
    ltm, store = _open(path, save_min=10**9)
    ltm._files = None  # read Chroma in full
    out = _answers(ltm, QUERIES)
    assert store.full_reads == 1
    return out


def test_reopen_reads_no_record_from_chroma_when_nothing_changed(tmp_path: Path) -> None:
    _fill(tmp_path)
    first, store = _open(tmp_path)
    want = _answers(first, QUERIES)  # read in full once: this saves the index
    assert store.full_reads == 1
    assert list((tmp_path / "decaymem-index").glob("*.npz"))
    again, store2 = _open(tmp_path)
    assert _answers(again, QUERIES) == want
    assert store2.full_reads == 0 and store2.read_ids == 0
    assert again.count(NS) == 300


def _prime(path: Path) -> ChromaStore:
    """A saved index of 300 memories, then a raw Chroma handle to write behind its back."""
    _fill(path)
    ltm, _ = _open(path)
    ltm.recall("warm", namespace=NS)  # full read: saves the file
    return ChromaStore(path=path)


def test_an_add_behind_the_files_back_is_served(tmp_path: Path) -> None:
    raw = _prime(tmp_path)
    rec = MemoryRecord(
        id="late", text="Ana sold the blue canoe at harbour 39", namespace=NS,
        importance=9.0, created_at=T0,
    )  # fmt: skip
    raw.add(NS, [rec], HashingEmbedder().embed([rec.text]))
    ltm, store = _open(tmp_path)
    got = _answers(ltm, QUERIES)
    assert got == _reference(tmp_path)
    assert "late" in {i for row in got for i, _, _ in row}
    assert store.full_reads == 0 and store.read_ids == 1  # only the new row is read


def test_an_update_behind_the_files_back_is_served(tmp_path: Path) -> None:
    raw = _prime(tmp_path)
    old = raw.get(NS)[5][0]
    raw.update(NS, [replace(old, importance=10.0, metadata={"tag": "x"})])
    ltm, store = _open(tmp_path)
    assert _answers(ltm, QUERIES) == _reference(tmp_path)
    assert ltm.get([old.id], namespace=NS)[0].importance == 10.0
    assert store.full_reads == 0 and store.read_ids >= 1
    assert ltm.recall("note 5", k=1, namespace=NS, where={"tag": "x"})[0].id == old.id


def test_a_delete_and_an_add_that_keep_the_count_are_served(tmp_path: Path) -> None:
    raw = _prime(tmp_path)
    victim = raw.get(NS)[17][0]
    raw.delete(NS, [victim.id])
    rec = replace(victim, id="swapped", text="a kettle at harbour 39 with the blue canoe")
    raw.add(NS, [rec], HashingEmbedder().embed([rec.text]))
    ltm, store = _open(tmp_path)
    got = _answers(ltm, QUERIES)
    assert got == _reference(tmp_path)
    ids = {i for row in got for i, _, _ in row}
    assert victim.id not in ids and "swapped" in ids
    assert ltm.recall("kettle", k=1, namespace=NS)[0].id == "swapped"  # BM25 sees the new text
    assert store.full_reads == 0


def test_a_text_rewritten_under_the_same_id_is_served(tmp_path: Path) -> None:
    raw = _prime(tmp_path)
    # the notes form one update chain ("Ana packed ... at harbour 2" -> "... harbour 4" ...), whose
    # newest member takes the chain's score at recall: rewrite that one, so that the best match
    # is the rewritten text whatever order Chroma's get returns (no promise: under chromadb 1.5.9
    # a middle member came back fourth, and another member of the chain outranked the rewrite)
    old = next(r for r, _ in raw.get(NS) if r.superseded_by is None)
    new = replace(old, text="a zebra crossing near the lighthouse")
    raw.repair(NS, [new], HashingEmbedder().embed([new.text]))  # an upsert of the same id
    ltm, _ = _open(tmp_path)
    top = ltm.recall("zebra lighthouse", k=1, namespace=NS)[0]
    assert (top.id, top.text) == (old.id, new.text)
    assert _answers(ltm, QUERIES) == _reference(tmp_path)


def test_many_changes_read_the_store_in_full(tmp_path: Path) -> None:
    raw = _prime(tmp_path)
    stored = raw.get(NS)
    raw.delete(NS, [r.id for r, _ in stored[:200]])
    ltm, store = _open(tmp_path)
    assert _answers(ltm, QUERIES) == _reference(tmp_path)
    assert store.full_reads == 1  # more than half changed: the file is not worth it


def test_an_unreadable_file_falls_back_to_the_store(tmp_path: Path) -> None:
    _prime(tmp_path)
    for f in (tmp_path / "decaymem-index").glob("*.npz"):
        f.write_bytes(b"not an npz")
    ltm, store = _open(tmp_path)
    assert _answers(ltm, QUERIES) == _reference(tmp_path)
    assert store.full_reads == 1


def test_a_recreated_collection_ignores_the_file(tmp_path: Path) -> None:
    raw = _prime(tmp_path)
    stored = raw.get(NS)
    raw.client.delete_collection(raw.collection_name(NS))
    fresh = ChromaStore(path=tmp_path)
    recs = [replace(r, text=f"other {i:03d} text") for i, (r, _) in enumerate(stored)]
    fresh.add(NS, recs, HashingEmbedder().embed([r.text for r in recs]))
    ltm, store = _open(tmp_path)
    got = ltm.recall("red kayaks at harbour 3", k=8, namespace=NS)
    assert got and all(r.text.startswith("other ") for r in got)
    assert store.full_reads == 1


def test_own_writes_after_reopening_are_served_on_the_next_open(tmp_path: Path) -> None:
    _prime(tmp_path)
    ltm, _ = _open(tmp_path)
    new_id = ltm.remember("Ana bought a yellow paddle", namespace=NS)
    ltm.forget([ltm.get(namespace=NS)[0].id], namespace=NS)
    assert ltm.recall("yellow paddle", k=1, namespace=NS)[0].id == new_id
    again, store = _open(tmp_path)
    assert _answers(again, QUERIES) == _reference(tmp_path)
    assert again.recall("yellow paddle", k=1, namespace=NS)[0].id == new_id
    assert store.full_reads == 0 and store.read_ids == 1  # the new memory only
    assert again.count(NS) == 300


@pytest.mark.parametrize("n", [0, 1])
def test_small_or_empty_namespaces_need_no_file(tmp_path: Path, n: int) -> None:
    ltm, _ = _open(tmp_path, save_min=2000)
    if n:
        ltm.remember("one memory", namespace=NS)
    assert len(ltm.recall("memory", namespace=NS)) == n
    assert not list((tmp_path / "decaymem-index").glob("*.npz"))


def test_a_file_made_with_another_lexical_database_is_ignored(tmp_path: Path) -> None:
    _prime(tmp_path)
    (tmp_path / "decaymem-lexical.sqlite3").unlink()  # its term ids are gone with it
    ltm, store = _open(tmp_path)
    assert _answers(ltm, QUERIES) == _reference(tmp_path)
    assert store.full_reads == 1
