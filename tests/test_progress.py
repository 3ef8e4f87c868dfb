"""Progress of long operations (issue 15, item 11): off in library calls, on in the CLI."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from rich.console import Console

from decaymem import FixedClock, HashingEmbedder, InMemoryStore, LongTermMemory
from decaymem.cli import main
from decaymem.progress import RichProgress

Call = tuple[str, int, int]


def _ltm(store: InMemoryStore, calls: list[Call] | None = None) -> LongTermMemory:
    return LongTermMemory(
        store=store,
        embedder=HashingEmbedder(dimension=32),
        clock=FixedClock(1_700_000_000.0),
        pipeline_chunk=500,
        consolidate=False,
        progress=None if calls is None else lambda *a: calls.append(a),
    )


TEXTS = [f"memory number {i} about topic {i % 17}" for i in range(1200)]


def test_library_calls_report_nothing_by_default(capsys: pytest.CaptureFixture[str]) -> None:
    ltm = _ltm(InMemoryStore())
    assert ltm.progress is None
    assert len(ltm.remember_many(TEXTS)) == 1200
    assert capsys.readouterr() == ("", "")


def test_a_large_batch_reports_each_chunk_written() -> None:
    calls: list[Call] = []
    _ltm(InMemoryStore(), calls).remember_many(TEXTS, namespace="user:ana")
    what = "remembering in user:ana"
    assert calls == [(what, 0, 1200), (what, 500, 1200), (what, 1000, 1200), (what, 1200, 1200)]


def test_a_small_batch_reports_nothing() -> None:
    calls: list[Call] = []
    _ltm(InMemoryStore(), calls).remember_many(TEXTS[:100])
    assert calls == []


def test_the_first_load_of_a_large_namespace_reports() -> None:
    store = InMemoryStore()
    _ltm(store).remember_many(TEXTS[:300])
    calls: list[Call] = []
    reader = _ltm(store, calls)
    reader.load_progress_min = 200
    reader.recall("topic 3", k=2)
    assert calls == [("loading default", 0, 300), ("loading default", 300, 300)]
    reader.recall("topic 4", k=2)  # loaded once
    assert len(calls) == 2
    small = _ltm(store, calls)  # below the threshold (2000 by default): no bar
    small.recall("topic 3", k=2)
    assert len(calls) == 2


def test_rich_progress_draws_and_stops_when_done() -> None:
    out = io.StringIO()
    bar = RichProgress(Console(file=out, width=100))
    bar("remembering in user:ana", 0, 10)
    bar("remembering in user:ana", 5, 10)
    assert bar._progress is not None
    bar("remembering in user:ana", 10, 10)
    assert bar._progress is None
    assert "remembering in user:ana" in out.getvalue()


def test_the_cli_shows_the_first_load(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from decaymem.stores import ChromaStore

    root = tmp_path / "m"
    root.mkdir()
    ltm = LongTermMemory(store=ChromaStore(path=root / "chroma"), embedder=HashingEmbedder())
    ltm.remember_many(TEXTS[:40], namespace="user:ana")
    del ltm
    monkeypatch.setattr(LongTermMemory, "load_progress_min", 30)
    assert main(["export", str(root), str(tmp_path / "out.jsonl"), "--all-namespaces"]) == 0
    assert "loading user:ana" in capsys.readouterr().err
