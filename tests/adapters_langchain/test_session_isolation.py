"""Sessions opened without a namespace never see each other, as with LangChain's own history.

``RunnableWithMessageHistory(chain, get_session_history)`` with ``InMemoryChatMessageHistory``
per session id keeps users apart; an app that swaps in ``DecaymemChatMessageHistory`` on one
shared hub must get the same, also once the secret left the window for long-term memory.
"""

from __future__ import annotations

import pytest
from langchain_core.chat_history import BaseChatMessageHistory, InMemoryChatMessageHistory
from langchain_core.language_models.fake_chat_models import FakeListChatModel
from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder
from langchain_core.runnables.history import RunnableWithMessageHistory

from decaymem import FixedClock, HashingEmbedder, MemoryHub, scope
from langchain_decaymem import DecaymemChatMessageHistory

pytestmark = pytest.mark.filterwarnings("ignore::langchain_core._api.LangChainDeprecationWarning")

SECRET = "My bank PIN is 4321, keep it secret."


def converse(make: object, sessions: dict[str, list[str]]) -> dict[str, str]:
    """Run each session's inputs through one chain; what the model saw last, per session."""
    prompt = ChatPromptTemplate.from_messages(
        [MessagesPlaceholder("history"), ("human", "{input}")]
    )
    n = sum(len(v) for v in sessions.values())
    chain = RunnableWithMessageHistory(
        prompt | FakeListChatModel(responses=["ok"] * n),
        make,  # type: ignore[arg-type]
        input_messages_key="input",
        history_messages_key="history",
    )
    last: dict[str, str] = {}
    for sid, inputs in sessions.items():
        for text in inputs:
            chain.invoke({"input": text}, {"configurable": {"session_id": sid}})
        history = make(sid)  # type: ignore[operator]
        last[sid] = "\n".join(str(m.content) for m in history.messages)
    return last


SESSIONS = {
    "ana": [SECRET] + [f"filler question {i} about the weather today" for i in range(40)],
    "bob": ["hello", "what is my bank PIN?"],
}


def test_two_session_ids_on_one_hub_never_see_each_other() -> None:
    store: dict[str, InMemoryChatMessageHistory] = {}
    reference = converse(lambda sid: store.setdefault(sid, InMemoryChatMessageHistory()), SESSIONS)
    assert "4321" not in reference["bob"]

    hub = MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())
    histories: dict[str, BaseChatMessageHistory] = {}

    def make(sid: str) -> BaseChatMessageHistory:
        if sid not in histories:
            histories[sid] = DecaymemChatMessageHistory(sid, hub=hub, context_window=600)
        return histories[sid]

    ours = converse(make, SESSIONS)
    assert "4321" not in ours["bob"]
    ana = histories["ana"]
    assert isinstance(ana, DecaymemChatMessageHistory)
    assert ana.memory.namespace == "session:ana"
    # the secret did leave Ana's window, and her own session still recalls it
    assert not any("4321" in m.content for m in ana.memory.buffer.turns)
    ana.add_user_message("what is my bank PIN?")
    assert "4321" in "\n".join(str(m.content) for m in ana.messages)


def test_a_shared_namespace_is_asked_for() -> None:
    hub = MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())
    first = DecaymemChatMessageHistory(
        "ana-1", hub=hub, context_window=600, namespace=scope(user="ana")
    )
    first.add_user_message(SECRET)
    for i in range(40):
        first.add_user_message(f"filler question {i} about the weather today")
    second = DecaymemChatMessageHistory(
        "ana-2", hub=hub, context_window=600, namespace=scope(user="ana")
    )
    second.add_user_message("what is my bank PIN?")
    assert "4321" in "\n".join(str(m.content) for m in second.messages)
