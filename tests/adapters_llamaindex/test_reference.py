"""Issue 14, LlamaIndex items 11, 12, 14: DecaymemMemory beside ChatMemoryBuffer on the same
inputs (set / reset and their async twins, engines' reset, system + developer messages, trimming
to a user turn, free-form session ids)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from llama_index.core import VectorStoreIndex
from llama_index.core.base.llms.types import ChatMessage, MessageRole
from llama_index.core.chat_engine import (
    CondensePlusContextChatEngine,
    ContextChatEngine,
    SimpleChatEngine,
)
from llama_index.core.embeddings import MockEmbedding
from llama_index.core.llms.mock import MockLLM
from llama_index.core.memory import ChatMemoryBuffer
from llama_index.core.schema import Document

from decaymem import FixedClock, HashingEmbedder, MemoryHub
from llamaindex_decaymem import DecaymemMemory


def pair(token_limit: int = 3000, session_id: str = "s") -> tuple[ChatMemoryBuffer, DecaymemMemory]:
    hub = MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())
    ours = DecaymemMemory.from_defaults(hub=hub, session_id=session_id, token_limit=token_limit)
    return ChatMemoryBuffer.from_defaults(token_limit=token_limit), ours


def shape(messages: list[ChatMessage]) -> list[tuple[str, str]]:
    return [(MessageRole(m.role).value, m.content or "") for m in messages]


def msg(role: str, text: str) -> ChatMessage:
    return ChatMessage(role=MessageRole(role), content=text)


HISTORY = [msg("user", "hello"), msg("assistant", "hi there"), msg("user", "my PIN is 4417")]


# ---------------------------------------------------------------- item 11
def test_set_and_reset_replace_and_empty_the_history_like_chat_memory_buffer() -> None:
    for memory in pair():
        for m in HISTORY:
            memory.put(m)
        memory.set([msg("user", "new start"), msg("assistant", "fresh")])
        assert shape(memory.get_all()) == [("user", "new start"), ("assistant", "fresh")]
        memory.reset()
        assert memory.get_all() == []
        assert "4417" not in str(shape(memory.get()))


def test_async_twins_clear_as_well() -> None:
    async def run(memory: Any) -> list[list[tuple[str, str]]]:
        for m in HISTORY:
            await memory.aput(m)
        await memory.aset([msg("user", "only this")])
        after_set = shape(await memory.aget_all())
        await memory.areset()
        return [after_set, shape(await memory.aget_all())]

    reference, ours = pair()
    assert asyncio.run(run(ours)) == asyncio.run(run(reference)) == [[("user", "only this")], []]


@pytest.mark.parametrize(
    "engine_cls", [SimpleChatEngine, ContextChatEngine, CondensePlusContextChatEngine]
)
def test_engine_reset_empties_the_chat_history(engine_cls: Any) -> None:
    def build(memory: Any) -> Any:
        llm = MockLLM(max_tokens=8)
        if engine_cls is SimpleChatEngine:
            return SimpleChatEngine.from_defaults(llm=llm, memory=memory)
        index = VectorStoreIndex.from_documents(
            [Document(text="Shops open at nine.")], embed_model=MockEmbedding(embed_dim=8)
        )
        return engine_cls.from_defaults(retriever=index.as_retriever(), llm=llm, memory=memory)

    for memory in pair():
        engine = build(memory)
        engine.chat("my PIN is 4417")
        engine.chat("and my name is Ana")
        assert len(engine.chat_history) == 4
        engine.reset()
        assert engine.chat_history == []


# ---------------------------------------------------------------- item 12
def test_system_then_developer_messages_are_both_kept() -> None:
    results = []
    for memory in pair():
        memory.put(msg("system", "You are a travel agent."))
        memory.put(msg("developer", "Answer in French."))
        memory.put(msg("user", "Book Kyoto."))
        results.append((shape(memory.get_all()), shape(memory.get())))
    (ref_all, ref_get), (all_, got) = results
    assert (
        all_
        == ref_all
        == [
            ("system", "You are a travel agent."),
            ("developer", "Answer in French."),
            ("user", "Book Kyoto."),
        ]
    )
    assert got == ref_get  # both reach the prompt, in order


# ---------------------------------------------------------------- item 14
def test_get_with_initial_token_count_starts_on_a_user_turn() -> None:
    reference, ours = pair(token_limit=400)
    for i in range(30):
        for memory in (reference, ours):
            memory.put(
                msg("user", f"question {i}: " + "what about the weather and the trains " * 2)
            )
            memory.put(
                msg("assistant", f"answer {i}: " + "it is sunny and the trains run on time " * 3)
            )
    for initial in range(0, 240, 7):
        ref_view = reference.get(initial_token_count=initial)
        view = [m for m in ours.get(initial_token_count=initial) if m.role != MessageRole.SYSTEM]
        assert ref_view and ref_view[0].role == MessageRole.USER
        assert view and view[0].role == MessageRole.USER


@pytest.mark.parametrize("session_id", ["user 1", "chat#7", "usuário ñ", "s" * 200])
def test_free_form_session_ids(session_id: str) -> None:
    _, ours = pair(session_id=session_id)
    ours.put(msg("user", "hi"))
    again = DecaymemMemory.from_dict(ours.to_dict())
    assert shape(again.get_all()) == [("user", "hi")]


# ---------------------------------------------------------------- item 13
def test_blocks_and_openai_style_tool_calls_round_trip_like_chat_memory_buffer() -> None:
    from llama_index.core.base.llms.types import ImageBlock, TextBlock

    messages = [
        ChatMessage(
            role=MessageRole.USER,
            blocks=[TextBlock(text="what is this?"), ImageBlock(url="https://example.com/cat.png")],
        ),
        ChatMessage(
            role=MessageRole.ASSISTANT,
            content="",
            additional_kwargs={
                "tool_calls": [
                    {
                        "id": "call_1",
                        "type": "function",
                        "function": {"name": "lookup", "arguments": '{"q": "cat"}'},
                    }
                ]
            },
        ),
        ChatMessage(
            role=MessageRole.TOOL, content="a cat", additional_kwargs={"tool_call_id": "call_1"}
        ),
        ChatMessage(
            role=MessageRole.TOOL, content="late", additional_kwargs={"tool_call_id": "nobody"}
        ),
        ChatMessage(role=MessageRole.ASSISTANT, content="It is a cat."),
    ]
    reference, ours = pair()
    for memory in (reference, ours):
        memory.put_messages(messages)
    assert ours.get_all() == reference.get_all() == messages
    got = ours.get_all()
    assert isinstance(got[0].blocks[1], ImageBlock)
    assert got[1].additional_kwargs["tool_calls"][0]["id"] == "call_1"
    got[0].blocks[0].text = "edited"  # callers may edit what they get: the memory is unchanged
    assert ours.get_all()[0].blocks[0].text == "what is this?"  # type: ignore[union-attr]


# ---------------------------------------------------------------- item 15 (no reference)
def test_a_restored_memory_refuses_a_hub_with_another_embedder(tmp_path: Any) -> None:
    import json

    from pydantic import ValidationError

    from decaymem.errors import ConfigError
    from llamaindex_decaymem import DecaymemMemoryBlock

    hub = MemoryHub(tmp_path, embedder=HashingEmbedder(), clock=FixedClock())
    memory = DecaymemMemory.from_defaults(hub=hub, session_id="ana", token_limit=2000)
    memory.put(msg("user", "My locker code is 4417."))
    hub.long_term.remember("Ana's locker code is 4417", namespace="default")
    saved = json.loads(json.dumps(memory.to_dict()))  # what a workflow Context keeps
    block = json.loads(json.dumps(DecaymemMemoryBlock.from_hub(hub).model_dump()))
    assert saved["embedder"] == HashingEmbedder().name
    hub.close()  # as in a fresh process: nothing registered is open

    class OtherEmbedder(HashingEmbedder):
        @property
        def name(self) -> str:
            return "some-other-model"

    MemoryHub(tmp_path, embedder=OtherEmbedder()).register()
    # pydantic wraps the ConfigError raised while validating in a ValidationError
    with pytest.raises((ConfigError, ValidationError), match=r"hint:.*register"):
        DecaymemMemory.from_dict(saved)
    with pytest.raises((ConfigError, ValidationError), match=r"hint:.*register"):
        DecaymemMemoryBlock(**block)
    MemoryHub.shared(tmp_path).close()

    right = MemoryHub(tmp_path, embedder=HashingEmbedder(), clock=FixedClock()).register()
    again = DecaymemMemory.from_dict(saved)
    assert shape(again.get_all()) == [("user", "My locker code is 4417.")]
    assert right.long_term.recall("locker code", namespace="default")
    right.close()


# ---------------------------------------------------------------- found by the adapter fuzz
def test_what_the_adapter_fuzz_found_in_the_llamaindex_adapters() -> None:
    """Found by tests/reliability/test_fuzz_adapters.py; each escaped as a Python error, or left
    the memory changed after a refused call."""
    from pydantic import ValidationError

    from decaymem import DecaymemError
    from llamaindex_decaymem import DecaymemMemoryBlock

    _, ours = pair()
    ours.put(msg("user", "keep me"))
    with pytest.raises(DecaymemError, match="surrogate"):  # PydanticSerializationError before
        ours.put(msg("user", "I love pizza \ud83c"))
    for bad in ({"a": 1}, ":", 2.5):  # int() raised TypeError / ValueError before
        with pytest.raises(DecaymemError):
            ours.get(initial_token_count=bad)
    with pytest.raises(DecaymemError):  # set() emptied the history, then refused the message
        ours.set([msg("user", "fine"), msg("user", "nul\x00inside")])
    too_long = msg("user", "a" * 1_000_001)  # refused by the core, after set() had reset
    with pytest.raises(DecaymemError):
        ours.set([msg("user", "fine"), too_long])
    assert shape(ours.get_all()) == [("user", "keep me")]
    hub = MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())
    for kwargs in ({"k": 0}, {"namespace": ""}, {"namespace": "bad\x1f"}):
        # accepted before, then every aget raised
        with pytest.raises((DecaymemError, ValidationError)):
            DecaymemMemoryBlock.from_hub(hub, **kwargs)
