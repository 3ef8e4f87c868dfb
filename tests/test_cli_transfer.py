"""``decaymem export --sessions`` / ``import``: sessions travel losslessly, into a new directory."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from decaymem import AgentMemory, HashingEmbedder
from decaymem.cli import main


def _rows(path: Path) -> dict[str, list[tuple[object, ...]]]:
    """What the session database holds, table by table, as stored."""
    conn = sqlite3.connect(path / "sessions.sqlite3")
    try:
        return {
            "messages": conn.execute(
                "SELECT namespace, session_id, seq, id, payload FROM messages ORDER BY 1, 2, 3"
            ).fetchall(),
            "events": conn.execute(
                "SELECT namespace, session_id, payload FROM events ORDER BY 1, 2, seq"
            ).fetchall(),
            "state": conn.execute("SELECT * FROM state ORDER BY 1, 2").fetchall(),
            "pending": conn.execute("SELECT * FROM pending ORDER BY 1, 2, 3").fetchall(),
        }
    finally:
        conn.close()


def _session(path: Path, sid: str, namespace: str, turns: int) -> None:
    with AgentMemory(
        path,
        session_id=sid,
        namespace=namespace,
        context_window=400,
        embedder=HashingEmbedder(),
        archive_turns=False,
        promote_facts=False,
        system_prompt="You plan trips.",
    ) as mem:
        for i in range(turns):
            mem.add_message("user", f"Day {i}: we visit museum {i} and then the old harbour.")
            mem.add_message("assistant", f"Noted: museum {i}, then the harbour.")


def test_sessions_round_trip_losslessly_into_a_directory_that_does_not_exist(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = tmp_path / "src"
    _session(src, "trip", "user:ana", 30)  # evictions: a window, a summary, events
    _session(src, "chat", "user:bo", 3)
    out = tmp_path / "all.jsonl"
    assert main(["export", str(src), str(out), "--all-namespaces", "--sessions"]) == 0
    lines = [json.loads(x) for x in out.read_text().splitlines()]
    assert [d["session_id"] for d in lines if d.get("kind") == "session"] == ["trip", "chat"]
    dst = tmp_path / "new" / "copy"
    assert main(["import", str(dst), str(out)]) == 0
    assert "2 sessions" in capsys.readouterr().out
    before, after = _rows(src), _rows(dst)
    assert before["events"] and before["state"]
    assert after == before
    with AgentMemory(
        dst, session_id="trip", namespace="user:ana", context_window=400, embedder=HashingEmbedder()
    ) as mem:
        assert mem.buffer.summary is not None
        assert mem.messages[-1].content == "Noted: museum 29, then the harbour."


def test_importing_a_session_the_target_holds_writes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = tmp_path / "src"
    _session(src, "trip", "user:ana", 2)
    out = tmp_path / "s.jsonl"
    assert main(["export", str(src), str(out), "--all-namespaces", "--sessions"]) == 0
    before = _rows(src)
    assert main(["import", str(src), str(out)]) == 2
    assert "hint" in capsys.readouterr().out
    assert _rows(src) == before
    # --namespace moves the sessions, as it moves memories
    assert main(["import", str(src), str(out), "--namespace", "user:copy"]) == 0
    assert len(_rows(src)["state"]) == 2


def test_export_without_sessions_writes_memories_only(tmp_path: Path) -> None:
    src = tmp_path / "src"
    _session(src, "trip", "user:ana", 2)
    out = tmp_path / "m.jsonl"
    assert main(["export", str(src), str(out), "--all-namespaces"]) == 0
    assert out.read_text() == ""
