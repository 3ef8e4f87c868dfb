"""Two ways user code drives a chat history that the reference class takes in its stride.

- ``RunnableWithMessageHistory(chain, lambda sid: History(sid, path=...))`` builds a history per
  call: with decaymem's ``path=`` the second call raised ConcurrentAccessError (a second hub on
  an open directory).
- A model that reuses message ids (``AIMessage("y", id="r1")`` twice): the reference keeps both
  replies; decaymem refused the second id, LangChain's tracer swallowed the error, and the reply
  was lost with ``invoke`` returning normally.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from langchain_core.chat_history import BaseChatMessageHistory, InMemoryChatMessageHistory
from langchain_core.language_models.fake_chat_models import (
    FakeListChatModel,
    GenericFakeChatModel,
)
from langchain_core.messages import AIMessage
from langchain_core.runnables.history import RunnableWithMessageHistory

from decaymem import HashingEmbedder, MemoryHub
from langchain_decaymem import DecaymemChatMessageHistory

pytestmark = pytest.mark.filterwarnings("ignore::langchain_core._api.LangChainDeprecationWarning")


def run(make: Callable[[str], BaseChatMessageHistory], model: object, inputs: list[str]) -> None:
    chain = RunnableWithMessageHistory(model, make)  # type: ignore[arg-type]
    for text in inputs:
        chain.invoke(text, config={"configurable": {"session_id": "s1"}})


def test_a_history_built_per_call_on_a_path(tmp_path: Path) -> None:
    ref: dict[str, InMemoryChatMessageHistory] = {}
    run(
        lambda sid: ref.setdefault(sid, InMemoryChatMessageHistory()),
        FakeListChatModel(responses=["a", "b"]),
        ["one", "two"],
    )
    run(
        lambda sid: DecaymemChatMessageHistory(sid, path=tmp_path),
        FakeListChatModel(responses=["a", "b"]),
        ["one", "two"],
    )
    ours = DecaymemChatMessageHistory("s1", path=tmp_path).messages
    assert [(m.type, m.content) for m in ours] == [(m.type, m.content) for m in ref["s1"].messages]
    MemoryHub.shared(tmp_path).close()


def test_a_model_that_reuses_message_ids_loses_no_reply() -> None:
    def model() -> GenericFakeChatModel:
        return GenericFakeChatModel(
            messages=iter([AIMessage("x", id="r1"), AIMessage("y", id="r1")])
        )

    ref = InMemoryChatMessageHistory()
    run(lambda sid: ref, model(), ["hello", "hello"])
    ours = DecaymemChatMessageHistory("s", hub=MemoryHub(embedder=HashingEmbedder()))
    run(lambda sid: ours, model(), ["hello", "hello"])
    assert [(m.type, m.content) for m in ours.messages] == [
        (m.type, m.content) for m in ref.messages
    ]
    # the replies keep the model's id, as in the reference (a human turn added without an id
    # gets one: a documented difference)
    assert [m.id for m in ours.messages if m.type == "ai"] == ["r1", "r1"]
    assert [m.content for m in ours.transcript()] == ["hello", "x", "hello", "y"]
