"""clear() on the chat history and the legacy memory empties what LangChain sees (as the
reference classes do) and keeps the cleared turns recallable (archived in long-term memory)."""

from __future__ import annotations

import pytest
from langchain_classic.memory import ConversationBufferMemory
from langchain_core.chat_history import InMemoryChatMessageHistory
from langchain_core.messages import BaseMessage

from decaymem import AgentMemory, FixedClock, HashingEmbedder, MemoryHub
from langchain_decaymem import DecaymemChatMessageHistory, DecaymemMemory

# the reference classes are deprecated; they are what this is compared with
pytestmark = pytest.mark.filterwarnings("ignore::langchain_core._api.LangChainDeprecationWarning")

CODE = "My locker code is zebra-4471-quartz."


def new_hub() -> MemoryHub:
    return MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())


def text_of(prompt: list[BaseMessage]) -> str:
    return "\n".join(str(m.content) for m in prompt)


def test_history_clear_empties_like_the_reference_and_keeps_turns_recallable() -> None:
    hub = new_hub()
    ours = DecaymemChatMessageHistory("ana-1", hub=hub, namespace="user:ana")
    reference = InMemoryChatMessageHistory()
    for h in (ours, reference):
        h.add_user_message(CODE)
        h.add_ai_message("Noted.")
        h.clear()
    assert ours.messages == reference.messages == []
    nxt = DecaymemChatMessageHistory("ana-2", hub=hub, namespace="user:ana")  # her next session
    nxt.add_user_message("What is my locker code?")
    assert "zebra-4471" in text_of(nxt.messages)
    hub.close()


def test_legacy_memory_clear_empties_like_the_reference_and_keeps_turns_recallable() -> None:
    session = AgentMemory(embedder=HashingEmbedder(), clock=FixedClock(), context_window=4000)
    ours, reference = DecaymemMemory(memory=session), ConversationBufferMemory()
    for m in (ours, reference):
        m.save_context({"input": CODE}, {"response": "Noted."})
        m.clear()
    assert ours.load_memory_variables({}) == reference.load_memory_variables({})
    assert any("zebra-4471" in r.text for r in session.recall("locker code zebra"))
    session.close()
