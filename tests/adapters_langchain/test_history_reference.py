"""Issue 14 items 9 and 10: DecaymemChatMessageHistory beside LangChain's
InMemoryChatMessageHistory on the same messages and the same RunnableWithMessageHistory chains."""

from __future__ import annotations

from typing import Any

import pytest
from langchain_core.chat_history import InMemoryChatMessageHistory
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import (
    AIMessage,
    AIMessageChunk,
    BaseMessage,
    ChatMessage,
    FunctionMessage,
    HumanMessage,
    SystemMessage,
    ToolMessage,
)
from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder
from langchain_core.runnables.history import RunnableWithMessageHistory

from decaymem import FixedClock, HashingEmbedder, MemoryHub
from langchain_decaymem import DecaymemChatMessageHistory

from .conftest import ScriptedToolModel

# the reference class is deprecated (LangChain 1.6.4) but still the behaviour to match
pytestmark = pytest.mark.filterwarnings("ignore::langchain_core._api.LangChainDeprecationWarning")

ODD_MESSAGES: list[BaseMessage] = [
    SystemMessage("You are a careful assistant.", id="m0"),
    HumanMessage(
        [
            {"type": "text", "text": "what is this?"},
            {"type": "image_url", "image_url": {"url": "https://example.com/cat.png"}},
        ],
        id="m1",
    ),
    AIMessage(
        [
            {"type": "thinking", "thinking": "a cat, probably", "signature": "sig-abc123"},
            {"type": "text", "text": "A cat."},
        ],
        id="m2",
        additional_kwargs={"refusal": None},
        response_metadata={"model_name": "fake-1", "finish_reason": "stop"},
    ),
    AIMessage("", id="m3", tool_calls=[{"id": "c1", "name": "lookup", "args": {"q": "cat"}}]),
    ToolMessage(
        "lookup failed", tool_call_id="c1", status="error", artifact={"raw": [1, 2]}, id="m4"
    ),
    AIMessageChunk(content="streamed answer", id="m5"),
    ChatMessage(role="critic", content="be shorter", id="m6"),
    FunctionMessage(name="legacy_fn", content="42", id="m7"),
    ToolMessage("late result", tool_call_id="never-called", id="m8"),
]


def new_history(**kwargs: Any) -> DecaymemChatMessageHistory:
    hub = MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())
    return DecaymemChatMessageHistory("odd", hub=hub, context_window=4000, **kwargs)


def test_messages_round_trip_losslessly_like_in_memory_history() -> None:
    reference, ours = InMemoryChatMessageHistory(), new_history(view="window")
    for h in (reference, ours):
        h.add_messages(ODD_MESSAGES)
    assert ours.messages == reference.messages
    restored = {m.id: m for m in ours.messages}
    assert restored["m2"].content[0]["signature"] == "sig-abc123"  # type: ignore[index]
    assert restored["m4"].status == "error" and restored["m4"].artifact == {"raw": [1, 2]}  # type: ignore[attr-defined]
    assert isinstance(restored["m5"], AIMessageChunk)
    ours.clear()
    reference.clear()
    assert ours.messages == reference.messages == []


def test_stream_saves_the_ai_turn_like_the_reference() -> None:
    def chain(history: Any) -> RunnableWithMessageHistory:
        prompt = ChatPromptTemplate.from_messages(
            [MessagesPlaceholder("history"), ("human", "{input}")]
        )
        model = GenericFakeChatModel(messages=iter([AIMessage("hello there friend")]))
        return RunnableWithMessageHistory(
            prompt | model,
            lambda sid: history,
            input_messages_key="input",
            history_messages_key="history",
        )

    saved = []
    for history in (InMemoryChatMessageHistory(), new_history()):
        for _ in chain(history).stream({"input": "hi"}, {"configurable": {"session_id": "x"}}):
            pass
        saved.append([(m.type, m.content) for m in history.messages])
    assert saved[0] == saved[1] == [("human", "hi"), ("AIMessageChunk", "hello there friend")]


def test_the_memory_view_brings_back_an_early_fact() -> None:
    hub = MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())
    model = ScriptedToolModel()
    prompt = ChatPromptTemplate.from_messages(
        [("system", "Be helpful."), MessagesPlaceholder("history"), ("human", "{input}")]
    )
    histories: dict[str, Any] = {}

    def get(sid: str) -> Any:
        if sid == "reference":
            return histories.setdefault(sid, InMemoryChatMessageHistory())
        return histories.setdefault(
            sid, DecaymemChatMessageHistory(sid, hub=hub, context_window=600)
        )

    chain = RunnableWithMessageHistory(
        prompt | model, get, input_messages_key="input", history_messages_key="history"
    )
    for sid in ("ours", "reference"):
        for turn in range(1, 63):
            if turn == 3:
                text = "My locker code is 4417."
            elif turn == 61:
                text = "What is my locker code?"
            elif turn == 62:
                # RunnableWithMessageHistory reads the history before the new input is added:
                # recall follows the latest human message *in* the history (one turn behind)
                text = "Please answer my question."
            else:
                text = f"Turn {turn}: we talked about films, football and the weather today."
            chain.invoke({"input": text}, {"configurable": {"session_id": sid}})
    ours_prompt, reference_prompt = model.seen[61], model.seen[-1]
    assert "4417" in " ".join(str(m.content) for m in reference_prompt)  # unbounded: all of it
    assert len(reference_prompt) > 100
    # ours: bounded, and the fact is back through the leading memory message
    assert len(ours_prompt) < 60
    assert isinstance(ours_prompt[1], SystemMessage) and "4417" in str(ours_prompt[1].content)
    window = DecaymemChatMessageHistory("ours", hub=hub, view="window").messages
    summary, turns = window[0], window[1:]
    assert "4417" not in " ".join(str(m.content) for m in turns)  # the turns lost it
    # the running summary keeps it: 58 "Turn N: ..." lines repeat one line and go first
    assert isinstance(summary, SystemMessage) and "locker code is 4417" in str(summary.content)
    hub.close()
