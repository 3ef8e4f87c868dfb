"""A session reopened with another context window takes it, and nothing it held is lost.

Before, the saved budget silently won: a session written with an 8,192-token window and
reopened with 1,024 kept 61 turns in a window the model's view could not hold, never archived
them, and recall found nothing ("What is my locker code?" answered from neither).
"""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from decaymem import AgentMemory, HashingEmbedder


def write(path: Path, window: int) -> list[str]:
    mem = AgentMemory(path, context_window=window, embedder=HashingEmbedder())
    mem.add_message("user", "My locker code is 5150.")
    for i in range(60):
        mem.add_message("user", f"Note {i}: the parcel for order {1000 + i} arrives on day {i}.")
    ids = [m.id for m in mem.transcript()]
    assert len(mem.buffer.turns) == 61  # all of them fit the large window
    mem.close()
    return ids


def test_a_smaller_window_on_reopen_archives_what_no_longer_fits(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    ids = write(tmp_path, 8192)
    with caplog.at_level(logging.INFO, logger="decaymem.agent"):
        mem = AgentMemory(tmp_path, context_window=1024, embedder=HashingEmbedder())
    assert "reopened with other limits" in caplog.text
    assert mem.pressure_status().budget == int(0.65 * 1024)
    assert mem.buffer.tokens <= int(0.65 * 1024)
    window = {m.id for m in mem.buffer.turns}
    assert 0 < len(window) < 61
    archived = {r.metadata.get("message_id") for r in mem.long_term.get(namespace="default")}
    assert set(ids) <= window | archived  # every turn is in the window or recallable
    assert "5150" in "\n".join(m.content for m in mem.context("What is my locker code?").messages)
    mem.close()
    again = AgentMemory(tmp_path, context_window=1024, embedder=HashingEmbedder())
    assert {m.id for m in again.buffer.turns} == window  # the new limits were saved
    assert [m.id for m in again.transcript()] == ids
    again.close()


def test_a_larger_window_on_reopen_keeps_every_turn(tmp_path: Path) -> None:
    mem = AgentMemory(tmp_path, context_window=1024, embedder=HashingEmbedder())
    for i in range(30):
        mem.add_message("user", f"Note {i}: the parcel for order {1000 + i} arrives on day {i}.")
    kept = [m.id for m in mem.buffer.turns]
    mem.close()
    mem = AgentMemory(tmp_path, context_window=8192, embedder=HashingEmbedder())
    assert [m.id for m in mem.buffer.turns] == kept
    assert mem.pressure_status().budget == int(0.65 * 8192)
    mem.close()
