"""AgentMemory.history(), remove() and set_system(metadata=): what adapters build on."""

from __future__ import annotations

from pathlib import Path

from decaymem import AgentMemory, FixedClock, HashingEmbedder


def make(path: Path | None = None, **kwargs: object) -> AgentMemory:
    return AgentMemory(path, embedder=HashingEmbedder(), clock=FixedClock(), **kwargs)  # type: ignore[arg-type]


def test_history_restarts_at_clear_and_survives_reopening(tmp_path: Path) -> None:
    mem = make(tmp_path)
    mem.add_message("user", "old")
    mem.clear()
    mem.add_message("user", "new")
    assert [m.content for m in mem.history()] == ["new"]
    assert [m.content for m in mem.transcript()] == ["old", "new"]  # the record stays
    mem.close()
    mem = make(tmp_path)
    assert [m.content for m in mem.history()] == ["new"]
    mem.close()


def test_remove_takes_the_whole_tool_unit_and_promotes_nothing() -> None:
    mem = make(context_window=2000)
    mem.add_message("user", "My PIN is 4417.", id="pin")
    mem.add_message(
        "assistant", "", tool_calls=[{"id": "c", "name": "f", "arguments": {}}], id="call"
    )
    mem.add_message("tool", "result", tool_call_id="c", id="res")
    mem.add_message("user", "next", id="next")
    event = mem.remove(["pin", "res"])
    assert event is not None and set(event.ids) == {"pin", "call", "res"}
    assert [m.id for m in mem.buffer.turns] == ["next"]
    assert mem.long_term.count("default") == 0
    assert mem.remove(["absent"]) is None
    mem.add_message("assistant", "", tool_calls=[{"id": "c", "name": "f", "arguments": {}}])
    mem.close()


def test_system_metadata_is_kept_across_reopening(tmp_path: Path) -> None:
    mem = make(tmp_path)
    mem.set_system("a\n\nb", metadata={"parts": [{"role": "system", "content": "a"}]})
    mem.close()
    mem = make(tmp_path)
    assert mem.buffer.system is not None
    assert mem.buffer.system.metadata["parts"] == [{"role": "system", "content": "a"}]
    mem.close()


def test_start_on_user_only_re_starts_a_trimmed_view() -> None:
    mem = make(context_window=300)
    mem.add_message("assistant", "Welcome! How can I help?")
    mem.add_message("user", "hi")
    ctx = mem.context(start_on_user=True)
    assert [m.role for m in ctx.messages] == ["assistant", "user"]  # nothing was trimmed
    for i in range(30):
        mem.add_message("user", f"question {i} about trains and the weather")
        mem.add_message("assistant", f"answer {i}: the trains run and it is sunny")
    assert mem.context(start_on_user=True).messages[-1].role == "assistant"
    first_turn = next(m for m in mem.context(start_on_user=True).messages if m.role != "system")
    assert first_turn.role == "user"
