"""The benchmark runner's quick mode, end to end (a smoke test: nothing here is timed)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("langchain_chroma")
pytest.importorskip("llama_index.core")


@pytest.mark.slow
def test_quick_benchmarks_produce_every_table_and_plot(tmp_path: Path) -> None:
    from benchmarks.run import main

    out, figures, data = tmp_path / "B.md", tmp_path / "fig", tmp_path / "b.json"
    assert main(["--quick", "--out", str(out), "--figures", str(figures), "--json", str(data)]) == 0
    text = out.read_text()
    for heading in (
        "## 1. Per-turn overhead",
        "## 2. Recall latency",
        "## 3. Ingestion",
        "## 4. Recall quality",
        "LlamaIndex ChatMemoryBuffer",
        "trim_messages",
        "TimeWeightedVectorStoreRetriever",
        "LlamaIndex VectorMemory",
        "hybrid (default)",
    ):
        assert heading in text, heading
    for png in ("per_turn.png", "recall_latency.png", "quality.png"):
        assert (figures / png).stat().st_size > 1000
    sections = json.loads(data.read_text())["sections"]
    exact = next(iter(sections["recall"]["exact"].values()))
    assert exact["equal"] == exact["checked"]  # top-k equals brute force
