"""clear() takes the window's turns out of view but keeps them recallable: they are archived
(episodes + facts) as evicted turns are, queued in the clearing transaction. ``forget`` erases."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from decaymem import AgentMemory, FixedClock, HashingEmbedder
from decaymem.errors import StoreError


def make(path: Path | None = None, **kwargs: Any) -> AgentMemory:
    return AgentMemory(path, embedder=HashingEmbedder(), clock=FixedClock(), **kwargs)


def test_clear_archives_the_window_as_an_eviction_does() -> None:
    mem = make(context_window=4000)
    mem.add_message("user", "My locker code is zebra-4471-quartz.", id="code")
    mem.add_message("assistant", "Noted.", id="ack")
    mem.clear()
    assert [m for m in mem.messages if m.role != "system"] == []
    assert mem.history() == [] and mem.context().messages == []  # the view is empty
    episodes = {
        r.metadata["message_id"]: r
        for r in mem.long_term.get(namespace="default")
        if r.metadata.get("kind") == "episode"
    }
    assert set(episodes) == {"code", "ack"}
    meta = episodes["code"].metadata
    assert (meta["role"], meta["session_id"]) == ("user", "default")
    assert mem.pending_promotions() == []
    mem.add_message("user", "What is my locker code?")
    assert any("zebra-4471" in r.text for r in mem.context().recalled)
    # explicit erasure is forget(): the archived turns can be deleted by id
    assert mem.forget([episodes["code"].id]) == 1
    assert not any("zebra-4471" in r.text for r in mem.recall("locker code zebra", k=10))
    mem.close()


def test_cleared_turns_are_queued_in_the_clearing_transaction(tmp_path: Path) -> None:
    mem = make(tmp_path)
    mem.add_message("user", "My locker code is zebra-4471-quartz.", id="code")

    def die(turns: object) -> int:  # the process dies right after the clear is committed
        raise SystemExit

    mem._promote_queued = die  # type: ignore[method-assign]
    with pytest.raises(SystemExit):
        mem.clear()
    mem.close()
    mem = make(tmp_path)
    assert [m.id for m in mem.pending_promotions()] == ["code"]
    assert mem.history() == []
    assert mem.retry_promotions() == 1
    assert any("zebra-4471" in r.text for r in mem.recall("locker code zebra"))
    mem.close()


def test_a_failing_store_leaves_cleared_turns_queued(tmp_path: Path) -> None:
    mem = make(tmp_path)
    real = mem.long_term.remember_many

    def broken(*args: Any, **kwargs: Any) -> list[str]:
        raise StoreError("Chroma is down")

    mem.long_term.remember_many = broken  # type: ignore[method-assign]
    mem.add_message("user", "My PIN is 9931.", id="pin")
    mem.clear()  # never raises for a failed promotion
    assert [m.id for m in mem.pending_promotions()] == ["pin"]
    mem.long_term.remember_many = real  # type: ignore[method-assign]
    assert mem.retry_promotions() == 1
    assert any("9931" in r.text for r in mem.recall("PIN"))
    mem.close()
