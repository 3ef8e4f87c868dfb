"""All-or-nothing batches and a lossless export/import (issue 13, items 5 and 6), on real Chroma
and through the real CLI."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest

from decaymem import (
    ChromaStore,
    DecaymemError,
    FixedClock,
    HashingEmbedder,
    LongTermMemory,
    MemoryInput,
    MemoryRecord,
    StoreError,
)
from decaymem.cli import main
from decaymem.stores.base import Vectors


class FaultyStore:
    """A real ChromaStore that fails on command: the fault injected is the subject of the test."""

    def __init__(self, inner: ChromaStore) -> None:
        self.inner = inner
        self.fail_add: Callable[[Sequence[MemoryRecord]], bool] = lambda records: False
        self.fail_update = False
        self.fail_reads = False

    def add(self, namespace: str, records: Sequence[MemoryRecord], embeddings: Vectors) -> None:
        if self.fail_add(records):
            raise RuntimeError("disk full (injected)")
        self.inner.add(namespace, records, embeddings)

    def update(self, namespace: str, records: Sequence[MemoryRecord]) -> None:
        if self.fail_update and records:
            raise RuntimeError("connection reset (injected)")
        self.inner.update(namespace, records)

    def upsert(self, namespace: str, records: Sequence[MemoryRecord], embeddings: Vectors) -> None:
        # LongTermMemory writes its new and updated memories in one upsert: both faults apply
        stored = {r.id for r, _ in self.inner.get(namespace, [r.id for r in records])}
        if self.fail_add([r for r in records if r.id not in stored]):
            raise RuntimeError("disk full (injected)")
        if self.fail_update and stored:
            raise RuntimeError("connection reset (injected)")
        self.inner.upsert(namespace, records, embeddings)

    def count(self, namespace: str) -> int:
        if self.fail_reads:
            raise RuntimeError("timeout (injected)")
        return self.inner.count(namespace)

    def get(self, namespace: str, ids: Sequence[str] | None = None) -> Any:
        if self.fail_reads:
            raise RuntimeError("timeout (injected)")
        return self.inner.get(namespace, ids)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)


def _snapshot(ltm: LongTermMemory, ns: str = "default") -> dict[str, MemoryRecord]:
    return {r.id: r for r in ltm.get(namespace=ns)}


@pytest.fixture
def faulty() -> tuple[LongTermMemory, FaultyStore]:
    store = FaultyStore(ChromaStore())
    ltm = LongTermMemory(store=store, embedder=HashingEmbedder(), clock=FixedClock())
    ltm.remember("Ana's dog is called Rex", importance=4)
    ltm.remember("the original text of keep-me", id="keep-me")
    return ltm, store


def test_a_batch_of_600_that_fails_at_item_550_writes_nothing(
    faulty: tuple[LongTermMemory, FaultyStore],
) -> None:
    ltm, store = faulty
    before = _snapshot(ltm)
    items: list[MemoryInput | str] = [f"fact number {i} about topic {i * 7}" for i in range(600)]
    items[10] = MemoryInput(text="Ana's dog is called Rex", importance=9)  # consolidates
    items[20] = MemoryInput(text="a replacement for keep-me", id="keep-me")  # replaces
    store.fail_add = lambda records: any(r.text.startswith("fact number 550 ") for r in records)
    with pytest.raises(StoreError):
        ltm.remember_many(items)
    assert _snapshot(ltm) == before
    assert ltm.count() == 2
    fresh = LongTermMemory(store=store, embedder=HashingEmbedder(), clock=FixedClock())
    assert _snapshot(fresh) == before  # the store itself, not only this instance's index
    store.fail_add = lambda records: False
    assert len(ltm.remember_many(items)) == 600  # and the same batch succeeds afterwards


def test_a_small_batch_whose_update_fails_is_rolled_back(
    faulty: tuple[LongTermMemory, FaultyStore],
) -> None:
    ltm, store = faulty
    before = _snapshot(ltm)
    store.fail_update = True  # the add succeeds, the consolidation update fails
    with pytest.raises(StoreError):
        ltm.remember_many(["a new fact", "Ana's dog is called Rex"])
    assert _snapshot(ltm) == before


def test_a_failure_before_any_write_never_deletes_what_exists() -> None:
    store = FaultyStore(ChromaStore())
    ltm = LongTermMemory(
        store=store, embedder=HashingEmbedder(), clock=FixedClock(), refresh_interval_s=0
    )
    ltm.remember("the original text of keep-me", id="keep-me")
    before = _snapshot(ltm)
    original = before["keep-me"]
    store.fail_reads = True
    with pytest.raises(StoreError):
        ltm.remember_many([MemoryInput(text="a replacement", id="keep-me"), "something new"])
    with pytest.raises(StoreError):
        ltm.restore([original])
    store.fail_reads = False
    assert _snapshot(ltm) == before


def test_validation_failure_late_in_a_batch_writes_nothing(
    faulty: tuple[LongTermMemory, FaultyStore],
) -> None:
    ltm, _ = faulty
    before = _snapshot(ltm)
    items: list[MemoryInput | str] = [f"fact {i}" for i in range(600)]
    items[550] = MemoryInput(text="bad importance", importance=42)
    with pytest.raises(DecaymemError):
        ltm.remember_many(items)
    assert _snapshot(ltm) == before


# ---------------------------------------------------------------- the CLI
def _count(root: Path) -> int:
    if not (root / "chroma").exists():
        return 0
    return LongTermMemory(
        store=ChromaStore(path=root / "chroma"), embedder=HashingEmbedder()
    ).count()


def test_cli_import_with_a_bad_line_301_writes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = tmp_path / "in.jsonl"
    lines = [json.dumps({"text": f"memory {i}", "importance": 5}) for i in range(400)]
    lines[300] = json.dumps({"text": "memory 300", "importance": 99})
    src.write_text("\n".join(lines) + "\n", encoding="utf-8")
    root = tmp_path / "m"
    root.mkdir()
    assert main(["import", str(root), str(src)]) == 2
    out = " ".join(capsys.readouterr().out.split())
    assert "line 301" in out and "importance" in out
    assert _count(root) == 0


@pytest.mark.parametrize(
    "bad",
    [
        json.dumps({"text": "t", "created_at": 10**400}),
        json.dumps({"text": "t", "created_at": 1e12}),
        json.dumps({"text": "t", "metadata": [1, 2]}),
        json.dumps({"text": "t", "metadata": {"a": {"b": 1}}}),
        '{"text": "t", "metadata": ' + '{"a": ' * 3000 + "1" + "}" * 3001,
        json.dumps({"text": "pizza \ud83c"}),
        json.dumps({"text": "t", "recall_count": -1}),
        json.dumps({"text": "t", "strength": "strong"}),
        json.dumps({"text": "t", "id": 5}),
        json.dumps({"text": "t", "namespace": "bad\tns"}),  # control characters are refused
        json.dumps({"text": "t", "source": ["x"]}),
    ],
)
def test_cli_import_refuses_bad_fields_cleanly(
    bad: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = tmp_path / "in.jsonl"
    src.write_text(json.dumps({"text": "a good line"}) + "\n" + bad + "\n", encoding="utf-8")
    root = tmp_path / "m"
    root.mkdir()
    assert main(["import", str(root), str(src)]) == 2
    assert "line 2" in " ".join(capsys.readouterr().out.split())
    assert _count(root) == 0


def test_cli_file_arguments_fail_cleanly(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = tmp_path / "m"
    root.mkdir()
    latin1 = tmp_path / "latin1.jsonl"
    latin1.write_bytes('{"text": "caf\xe9"}\n'.encode("latin-1"))
    for src, words in (
        (tmp_path / "missing.jsonl", "no such file"),
        (latin1, "UTF-8"),
        (tmp_path, "directory"),
    ):
        assert main(["import", str(root), str(src)]) == 2
        out = " ".join(capsys.readouterr().out.split())
        assert words in out and "Traceback" not in out
    LongTermMemory(store=ChromaStore(path=root / "chroma"), embedder=HashingEmbedder()).remember(
        "something to export"
    )
    assert (
        main(["export", str(root), str(tmp_path), "--all-namespaces"]) == 2
    )  # a directory as the output file
    assert (
        main(["export", str(root), str(tmp_path / "no" / "such" / "dir.jsonl"), "--all-namespaces"])
        == 2
    )
    assert "Traceback" not in capsys.readouterr().out


def test_inspect_on_a_plain_directory_creates_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    plain = tmp_path / "photos"
    plain.mkdir()
    (plain / "cat.jpg").write_bytes(b"\xff\xd8")
    for argv in (
        ["inspect", str(plain)],
        ["export", str(plain), str(tmp_path / "o.jsonl"), "--all-namespaces"],
    ):
        assert main(argv) == 2
        assert "not a decaymem directory" in " ".join(capsys.readouterr().out.split())
    assert sorted(p.name for p in plain.iterdir()) == ["cat.jpg"]


def test_cli_export_import_round_trip_is_lossless(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = tmp_path / "src"
    clock = FixedClock(1_700_000_000.0)
    ltm = LongTermMemory(
        store=ChromaStore(path=root / "chroma"),
        embedder=HashingEmbedder(),
        clock=clock,
        reinforce=True,
    )
    # LangGraph keys are memory ids: two values with the same text must stay two.
    ltm.remember("prefers window seats", id="pref-1", metadata={"lg_value": '{"a": 1}'})
    ltm.remember("prefers window seats", id="pref-2", metadata={"lg_value": '{"a": 2}'})
    lisbon = ltm.remember(
        "Ana lives in Lisbon",
        importance=8.5,
        at=1_600_000_000.25,
        metadata={"city": "Lisbon", "n": 2**62, "ok": True, "x": 0.1},
    )
    clock.advance(3600)
    porto = ltm.remember("Ana lives in Porto", importance=9, namespace="default")
    ltm.supersede(lisbon, porto)  # an update link and valid_until survive the round trip
    ltm.remember("a memory in another namespace", namespace="user:bob", source="fact")
    clock.advance(60)
    ltm.recall("Ana lives in Lisbon", k=2)  # reinforcement: strength, recall_count, last recalled
    before = {ns: _snapshot(ltm, ns) for ns in ("default", "user:bob")}
    assert any(r.superseded_by for r in before["default"].values())
    assert any(r.recall_count for r in before["default"].values())
    del ltm

    out = tmp_path / "export.jsonl"
    assert main(["export", str(root), str(out), "--all-namespaces"]) == 0
    target = tmp_path / "dst"
    target.mkdir()
    assert main(["import", str(target), str(out)]) == 0
    capsys.readouterr()
    after = LongTermMemory(store=ChromaStore(path=target / "chroma"), embedder=HashingEmbedder())
    for ns, records in before.items():
        assert _snapshot(after, ns) == records  # every field of every memory

    # importing the same file again replaces by id: nothing is duplicated
    del after
    assert main(["import", str(target), str(out)]) == 0
    again = LongTermMemory(store=ChromaStore(path=target / "chroma"), embedder=HashingEmbedder())
    assert again.count() == sum(len(r) for r in before.values())
