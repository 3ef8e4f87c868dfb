"""An add whose save fails (the session database refuses the write: disk full) changes nothing.

Before, ``add_message`` appended the turn and evicted old ones in memory, then the SQLite save
raised: the evicted turns, acknowledged earlier, were never queued for promotion (archived
nowhere), and the refused turn stayed in the window, so a later add saved and archived a turn
the caller had been told failed (probe p10, a real 8 MB tmpfs filling up).
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from decaymem import AgentMemory, FixedClock, HashingEmbedder
from decaymem.errors import StoreError
from decaymem.messages import Message, make_message


def _open(path: Path, **kwargs: Any) -> AgentMemory:
    return AgentMemory(
        path,
        session_id="s",
        namespace="user:ana",
        context_window=400,
        embedder=HashingEmbedder(),
        clock=FixedClock(),
        **kwargs,
    )


def _fail_next_commit(mem: AgentMemory, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Make the session store's next commit raise the store error (once)."""
    real = mem.sessions.commit
    calls = [0]

    def commit(*args: Any, **kwargs: Any) -> None:
        calls[0] += 1
        if calls[0] == 1:
            raise StoreError("session database write failed: database or disk is full")
        real(*args, **kwargs)

    monkeypatch.setattr(mem.sessions, "commit", commit)
    return calls


def _turn(i: int) -> str:
    return f"turn {i}: unique fact number {i} is kiwi{i}banana and some padding words here"


def _fill(mem: AgentMemory, start: int = 0) -> int:
    """Add turns until the next one evicts (the window is near its budget); returns the next i."""
    i = start
    while True:
        mem.clock.advance(60)  # type: ignore[attr-defined]
        r = mem.add_message("user" if i % 2 == 0 else "assistant", _turn(i))
        i += 1
        if r.evicted_ids and i > start + 8:
            return i


def _everywhere(mem: AgentMemory) -> set[str]:
    window = {m.content for m in mem.messages}
    archived = {r.text for r in mem.long_term.get(namespace=mem.namespace)}
    pending = {m.content for m in mem.pending_promotions()}
    transcript = {m.content for m in mem.transcript()}
    return window | archived | pending | transcript


def _add_one(mem: AgentMemory, how: str, i: int) -> None:
    role = "user" if i % 2 == 0 else "assistant"
    if how == "add_message":
        mem.add_message(role, _turn(i))
    elif how == "add_messages":
        mem.add_messages([{"role": role, "content": _turn(i)}])
    elif how == "add_messages Message":
        msg = make_message(role, _turn(i), counter=mem.buffer.message_counter, timestamp=0.0)
        mem.add_messages([msg])
    elif how == "aadd_message":
        asyncio.run(mem.aadd_message(role, _turn(i)))
    else:
        asyncio.run(mem.aadd_messages([{"role": role, "content": _turn(i)}]))


HOW = ["add_message", "add_messages", "add_messages Message", "aadd_message", "aadd_messages"]


@pytest.mark.parametrize("how", HOW)
def test_a_failed_save_leaves_the_session_as_it_was(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, how: str
) -> None:
    mem = _open(tmp_path)
    i = _fill(mem)
    acked = list(range(i))
    before = mem.buffer.to_dict()
    window = mem.messages
    pending = mem.pending_promotions()
    status = mem.pressure_status()
    calls = _fail_next_commit(mem, monkeypatch)
    refused = i
    with pytest.raises(StoreError, match="disk is full"):
        _add_one(mem, how, refused)
    assert calls[0] == 1
    assert mem.buffer.to_dict() == before  # window, summary and audit log as before the call
    assert mem.messages == window
    assert mem.pending_promotions() == pending
    assert mem.pressure_status() == status
    # the session works on: later adds evict and archive as usual
    for j in range(refused + 1, refused + 40):
        mem.clock.advance(60)  # type: ignore[attr-defined]
        _add_one(mem, how, j)
        acked.append(j)
    assert calls[0] > 1
    seen = _everywhere(mem)
    assert not any(f"kiwi{refused}banana" in t for t in seen)  # the refused turn: nowhere
    lost = [k for k in acked if not any(f"kiwi{k}banana" in t for t in seen)]
    assert lost == []
    archived = {r.text for r in mem.long_term.get(namespace=mem.namespace)}
    assert any(f"kiwi{acked[0]}banana" in t for t in archived)
    mem.close()
    with _open(tmp_path) as again:  # what was saved reopens to the same window
        assert [m.id for m in again.messages] == [m.id for m in mem.messages]


def test_a_failed_save_of_a_tool_result_leaves_its_call_open(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    mem = _open(tmp_path)
    _fill(mem)
    mem.add_message(
        "assistant", "", tool_calls=[{"id": "c1", "name": "lookup", "arguments": {"q": "x"}}]
    )
    before = mem.buffer.to_dict()
    _fail_next_commit(mem, monkeypatch)
    with pytest.raises(StoreError):
        mem.add_message("tool", "result " * 40, tool_call_id="c1")
    assert mem.buffer.to_dict() == before
    result = mem.add_message("tool", "result " * 40, tool_call_id="c1")  # accepted now
    assert isinstance(result.message, Message)
    assert mem.messages[-1].tool_call_id == "c1"


def test_a_failed_save_of_the_system_prompt_keeps_the_old_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    mem = _open(tmp_path, system_prompt="You are terse.")
    _fail_next_commit(mem, monkeypatch)
    with pytest.raises(StoreError):
        mem.add_message("system", "You are verbose.")
    assert mem.buffer.system is not None
    assert mem.buffer.system.content == "You are terse."


def test_a_failed_save_with_a_background_summarizer_folds_nothing_twice(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    prompts: list[str] = []

    def llm(prompt: str) -> str:
        prompts.append(prompt)
        return "## Facts\n- refined"

    mem = _open(tmp_path, llm=llm, background_summary=True, promote_facts=False)
    i = _fill(mem)
    mem.buffer.wait_for_summary(timeout=30)
    before = mem.buffer.to_dict()
    folder = mem.buffer._folder
    queued = list(folder._unrefined)
    _fail_next_commit(mem, monkeypatch)
    with pytest.raises(StoreError):
        mem.add_message("user", _turn(i))
    assert mem.buffer.to_dict() == before
    assert folder._unrefined == queued
    mem.buffer.wait_for_summary(timeout=30)
    assert not any(f"kiwi{i}banana" in p for p in prompts)
