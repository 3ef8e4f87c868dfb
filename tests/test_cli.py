from __future__ import annotations

import json
from pathlib import Path

import pytest

from decaymem.cli import main


def test_demo_runs_offline_and_the_tools_read_its_memory(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = tmp_path / "demo"
    assert main(["demo", "--path", str(root), "--fast"]) == 0
    out = capsys.readouterr().out
    for marker in (
        "summarize",
        "evict",
        "Running summary",
        "Facts promoted",
        "seed formula",
        "1 month later",
        "recalled_memories",
    ):
        assert marker in out, marker
    assert main(["inspect", str(root)]) == 0
    out = capsys.readouterr().out
    assert "trip" in out and "user:ana" in out

    export = tmp_path / "memories.jsonl"
    assert main(["export", str(root), str(export), "--all-namespaces"]) == 0
    lines = export.read_text().splitlines()
    assert lines and all(json.loads(ln)["namespace"] == "user:ana" for ln in lines)

    other = tmp_path / "imported"
    other.mkdir()
    assert main(["import", str(other), str(export), "--namespace", "copy"]) == 0
    assert main(["recall", str(other), "travel budget", "--namespace", "copy", "-k", "2"]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "budget" in out
    assert "decay 0.00 and loses at most 5% of its score" in out  # the columns explained

    first_id = json.loads(lines[0])["id"]
    assert main(["forget", str(root), first_id[:12], "--namespace", "user:ana"]) == 0
    assert "forgot 1" in capsys.readouterr().out


def test_import_rejects_bad_lines_before_writing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"text": "fine"}\n{not json}\n')
    root = tmp_path / "m"
    root.mkdir()
    assert main(["import", str(root), str(bad)]) == 2
    assert "line 2" in " ".join(capsys.readouterr().out.split())


def test_inspect_of_a_missing_directory_is_a_clear_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["inspect", str(tmp_path / "nope")]) == 2
    assert "not a decaymem directory" in " ".join(capsys.readouterr().out.split())
