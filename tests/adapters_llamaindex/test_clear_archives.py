"""reset() empties the chat history as ChatMemoryBuffer does, and the turns it takes out of the
window stay recallable (archived in long-term memory, as evicted turns are); set() / aset()
replace it, and the replaced turns are not recalled (tests/adapters_llamaindex/
test_reference_order.py), as ChatMemoryBuffer.set forgets them."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import pytest
from llama_index.core.base.llms.types import ChatMessage, MessageRole
from llama_index.core.chat_engine import SimpleChatEngine
from llama_index.core.llms.mock import MockLLM
from llama_index.core.memory import ChatMemoryBuffer

from decaymem import FixedClock, HashingEmbedder, MemoryHub
from llamaindex_decaymem import DecaymemMemory

CODE = "My locker code is zebra-4471-quartz."


def msg(role: str, text: str) -> ChatMessage:
    return ChatMessage(role=MessageRole(role), content=text)


def texts(messages: list[ChatMessage]) -> str:
    return "\n".join(m.content or "" for m in messages)


def empty_history(memory: DecaymemMemory | ChatMemoryBuffer) -> None:
    memory.reset()


def replace_history(memory: DecaymemMemory | ChatMemoryBuffer) -> None:
    memory.set([msg("user", "Hello again")])


def areplace_history(memory: DecaymemMemory | ChatMemoryBuffer) -> None:
    asyncio.run(memory.aset([msg("user", "Hello again")]))


@pytest.mark.parametrize("action", [replace_history, areplace_history])
def test_set_and_aset_replace_the_history_as_the_reference(
    action: Callable[[DecaymemMemory | ChatMemoryBuffer], None],
) -> None:
    hub = MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())
    ours = DecaymemMemory.from_defaults(hub=hub, session_id="ana", token_limit=4000)
    reference = ChatMemoryBuffer.from_defaults(token_limit=4000)
    for memory in (ours, reference):
        memory.put(msg("user", CODE))
        memory.put(msg("assistant", "Noted."))
        action(memory)
    for get in ("get_all", "get"):
        assert [(m.role, m.content) for m in getattr(ours, get)()] == [
            (m.role, m.content) for m in getattr(reference, get)()
        ]
    assert "zebra-4471" not in texts(ours.get("What is my locker code?"))
    assert any("zebra-4471" in m.content for m in ours.session.transcript())  # the record
    hub.close()


@pytest.mark.parametrize("action", [empty_history])
def test_turns_taken_out_of_the_window_stay_recallable(
    action: Callable[[DecaymemMemory | ChatMemoryBuffer], None],
) -> None:
    hub = MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())
    ours = DecaymemMemory.from_defaults(
        hub=hub, session_id="ana", namespace="user:ana", token_limit=4000
    )
    reference = ChatMemoryBuffer.from_defaults(token_limit=4000)
    for memory in (ours, reference):
        memory.put(msg("user", CODE))
        memory.put(msg("assistant", "Noted."))
        action(memory)
    # what the framework sees is exactly the reference's
    assert [(m.role, m.content) for m in ours.get_all()] == [
        (m.role, m.content) for m in reference.get_all()
    ]
    assert [(m.role, m.content) for m in ours.get()] == [
        (m.role, m.content) for m in reference.get()
    ]
    # and what was said is recallable, not only in the transcript
    assert any("zebra-4471" in r.text for r in ours.session.recall("locker code zebra", k=5))
    ours.put(msg("user", "What is my locker code?"))
    assert "zebra-4471" in texts(ours.get("What is my locker code?"))
    hub.close()


def test_engine_reset_archives_the_conversation() -> None:
    hub = MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())
    memory = DecaymemMemory.from_defaults(hub=hub, session_id="ana", token_limit=4000)
    engine = SimpleChatEngine.from_defaults(llm=MockLLM(max_tokens=8), memory=memory)
    engine.chat(CODE)
    engine.reset()
    assert engine.chat_history == []
    assert any("zebra-4471" in r.text for r in memory.session.recall("locker code zebra"))
    hub.close()
