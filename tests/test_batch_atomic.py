"""A batch with a message the core refuses adds nothing of it.

Before, ``add_messages([valid, {"role": "bogus"}])`` kept "first, valid" and then raised, and
the LangChain history did the same for an AIMessage with a NaN tool argument, so a caller
retrying the batch (as RunnableWithMessageHistory's users do) stored the human turn twice.
RELIABILITY.md states that a refused call leaves the state unchanged.
"""

from __future__ import annotations

from typing import Any

import pytest

from decaymem import AgentMemory, HashingEmbedder
from decaymem.errors import InvalidInputError

BAD: list[list[dict[str, Any]]] = [
    [{"role": "user", "content": "first, valid"}, {"role": "bogus", "content": "b"}],
    [
        {"role": "user", "content": "ok"},
        {
            "role": "assistant",
            "content": "",
            "tool_calls": [{"id": "c", "name": "f", "arguments": {"x": float("nan")}}],
        },
    ],
    [{"role": "user", "content": "a", "id": "x1"}, {"role": "user", "content": "b", "id": "x1"}],
    [{"role": "user", "content": "a"}, {"role": "user", "content": "a", "timestamp": float("nan")}],
    [{"role": "user", "content": "a"}, {"role": "user", "content": 5}],
    [{"role": "user", "content": "a"}, {"role": "user", "content": "b", "meta": float("inf")}],
]


@pytest.mark.parametrize("batch", BAD)
def test_a_refused_message_leaves_the_session_as_it_was(batch: list[dict[str, Any]]) -> None:
    mem = AgentMemory(None, embedder=HashingEmbedder())
    mem.add_message("user", "before")
    state = mem.buffer.to_dict()
    with pytest.raises(InvalidInputError, match=r"message 1: .*nothing of this batch was added"):
        mem.add_messages(batch)
    assert [m.content for m in mem.transcript()] == ["before"]
    assert mem.buffer.to_dict() == state
    assert [r.message.content for r in mem.add_messages(batch[:1])] == [batch[0]["content"]]


def test_the_langchain_history_batch_is_all_or_nothing() -> None:
    pytest.importorskip("langchain_core")
    from langchain_core.messages import AIMessage, HumanMessage

    from decaymem import MemoryHub
    from langchain_decaymem import DecaymemChatMessageHistory

    history = DecaymemChatMessageHistory("s", hub=MemoryHub(embedder=HashingEmbedder()))
    bad = AIMessage("", tool_calls=[{"id": "c", "name": "f", "args": {"x": float("nan")}}])
    with pytest.raises(InvalidInputError, match="message 1"):
        history.add_messages([HumanMessage("ok"), bad])
    assert history.messages == []
    history.add_messages([HumanMessage("ok"), AIMessage("fine")])
    assert [m.content for m in history.messages] == ["ok", "fine"]


def test_a_refused_system_message_in_a_history_batch_adds_nothing() -> None:
    pytest.importorskip("langchain_core")
    from langchain_core.messages import HumanMessage, SystemMessage

    from decaymem import MemoryHub
    from langchain_decaymem import DecaymemChatMessageHistory

    history = DecaymemChatMessageHistory(
        "s", hub=MemoryHub(embedder=HashingEmbedder()), view="window"
    )
    with pytest.raises(InvalidInputError, match="message 1"):
        history.add_messages([HumanMessage("first"), SystemMessage("bad \x00")])
    assert history.messages == []
