from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Sequence
from typing import Any

from llama_index.core import Settings, VectorStoreIndex
from llama_index.core.agent.workflow import FunctionAgent
from llama_index.core.base.llms.types import ChatMessage, MessageRole, ToolCallBlock
from llama_index.core.chat_engine import (
    CondensePlusContextChatEngine,
    ContextChatEngine,
    SimpleChatEngine,
)
from llama_index.core.embeddings import MockEmbedding
from llama_index.core.llms.mock import MockFunctionCallingLLM, MockLLM
from llama_index.core.schema import Document
from llama_index.core.tools import FunctionTool
from llama_index.core.workflow import Context, JsonSerializer
from oracle import llamaindex_prompt_tokens
from pydantic import Field

from decaymem import FixedClock, HashingEmbedder, MemoryHub
from llamaindex_decaymem import DecaymemMemory


def count(messages: Sequence[ChatMessage]) -> int:
    """Tokens of a prompt, counted from LlamaIndex's own ChatMessage objects with tiktoken
    directly (tests/oracle.py), not with decaymem's converter and counter."""
    return llamaindex_prompt_tokens(messages)


class RecordingLLM(MockLLM):
    """LlamaIndex's MockLLM, keeping every chat prompt it receives."""

    prompts: list[list[ChatMessage]] = Field(default_factory=list)

    def chat(self, messages: Sequence[ChatMessage], **kwargs: Any):  # type: ignore[no-untyped-def,override]
        self.prompts.append([m.model_copy(deep=True) for m in messages])
        return super().chat(messages, **kwargs)


def hub() -> MemoryHub:
    return MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())


def chatter(i: int) -> str:
    return f"Turn {i}: we talked about the weather, some films and football for a while."


def test_simple_chat_engine_200_turns_within_budget() -> None:
    h = hub()
    llm = RecordingLLM(max_tokens=12)
    memory = DecaymemMemory.from_defaults(hub=h, session_id="simple", token_limit=600)
    engine = SimpleChatEngine.from_defaults(llm=llm, memory=memory, system_prompt="You are kind.")
    engine.chat("My locker code is 4417.")
    for i in range(210):
        h.clock.advance(60)  # type: ignore[attr-defined]
        engine.chat(chatter(i))
    for prompt in llm.prompts:
        assert count(prompt) <= 600
    final = llm.prompts[-1]
    assert final[0].content == "You are kind."
    assert len(engine.chat_history) == 2 * 211  # get_all: the whole transcript
    engine.chat("What is my locker code?")
    assert "4417" in " ".join(str(m.content) for m in llm.prompts[-1])  # recalled
    engine.reset()
    assert memory.get() == []


def test_large_system_prompt_does_not_crash() -> None:
    llm = RecordingLLM(max_tokens=5)
    memory = DecaymemMemory.from_defaults(hub=hub(), session_id="big", token_limit=300)
    engine = SimpleChatEngine.from_defaults(
        llm=llm, memory=memory, system_prompt="Follow these rules carefully. " * 100
    )
    reply = engine.chat("hello there")  # ChatMemoryBuffer raises "Initial token count exceeds"
    assert str(reply)
    assert llm.prompts[-1][-1].content == "hello there"  # the newest turn is still sent


def _index() -> VectorStoreIndex:
    docs = [
        Document(text=t)
        for t in (
            "Kyoto has many temples.",
            "Osaka is known for street food.",
            "Nara has friendly deer.",
        )
    ]
    return VectorStoreIndex.from_documents(docs, embed_model=MockEmbedding(embed_dim=8))


def test_context_and_condense_engines_200_turns() -> None:
    h = hub()
    Settings.embed_model = MockEmbedding(embed_dim=8)
    index = _index()
    for cls in (ContextChatEngine, CondensePlusContextChatEngine):
        llm = RecordingLLM(max_tokens=8)
        memory = DecaymemMemory.from_defaults(hub=h, session_id=cls.__name__, token_limit=700)
        if cls is ContextChatEngine:
            engine = ContextChatEngine.from_defaults(
                retriever=index.as_retriever(similarity_top_k=1), llm=llm, memory=memory
            )
        else:
            engine = CondensePlusContextChatEngine.from_defaults(
                retriever=index.as_retriever(similarity_top_k=1), llm=llm, memory=memory
            )
        for i in range(205):
            engine.chat(chatter(i))
            assert count(memory.get(input="next question")) <= 700
        assert len(memory.get_all()) == 410


def test_function_agent_tool_pairs_and_context_round_trip() -> None:
    h = hub()

    def lookup(q: str = "stock") -> str:
        """Look something up."""
        return "42 items"

    received: list[list[ChatMessage]] = []

    def respond(messages: Sequence[ChatMessage], **kwargs: Any) -> ChatMessage:
        received.append(list(messages))
        if messages[-1].role == MessageRole.TOOL:
            return ChatMessage(role="assistant", content="There are 42 items.")
        if "stock" in str(messages[-1].content):
            return ChatMessage(
                role="assistant",
                blocks=[
                    ToolCallBlock(
                        tool_call_id=f"c{len(received)}",
                        tool_name="lookup",
                        tool_kwargs={"q": "stock"},
                    )
                ],
            )
        return ChatMessage(role="assistant", content="Hello!")

    llm = MockFunctionCallingLLM(response_generator=respond)
    agent = FunctionAgent(
        tools=[FunctionTool.from_defaults(lookup)], llm=llm, system_prompt="Be brief."
    )
    memory = DecaymemMemory.from_defaults(hub=h, session_id="agent", token_limit=500)

    async def go() -> None:
        ctx = Context(agent)
        for i in range(30):
            text = "check the stock please" if i % 2 else chatter(i)
            await agent.run(text, memory=memory, ctx=ctx)
        saved = ctx.to_dict(serializer=JsonSerializer())
        json.dumps(saved)  # JSON-safe
        restored = Context.from_dict(agent, saved, serializer=JsonSerializer())
        await agent.run("check the stock please", ctx=restored)

    asyncio.run(go())
    for prompt in received:
        calls: set[str] = set()
        for m in prompt:
            for b in m.blocks:
                if isinstance(b, ToolCallBlock):
                    calls.add(b.tool_call_id or "")
            if m.role == MessageRole.TOOL:
                assert m.additional_kwargs["tool_call_id"] in calls, "orphan tool message"
        assert count(prompt) <= 500 + 50  # the agent's own system prompt comes on top
    # the restored context reconnected to the same session: the last run was recorded there
    texts = [str(m.content) for m in memory.get_all()]
    assert texts.count("check the stock please") == 16


def test_two_sessions_never_see_each_other() -> None:
    h = hub()
    a = DecaymemMemory.from_defaults(hub=h, session_id="a", namespace="user:a", token_limit=800)
    b = DecaymemMemory.from_defaults(hub=h, session_id="b", namespace="user:b", token_limit=800)
    a.put(ChatMessage(role="user", content="Alice's secret word is PINEAPPLE."))
    for i in range(80):
        a.put(ChatMessage(role="user", content=chatter(i)))  # pushes the secret out of the window
    b.put(ChatMessage(role="user", content="What is the secret word?"))
    seen_b = " ".join(str(m.content) for m in b.get(input="What is the secret word?"))
    assert "PINEAPPLE" not in seen_b and "Turn" not in seen_b
    assert all("PINEAPPLE" not in m.content for m in a.session.buffer.turns)  # left the window
    seen_a = " ".join(str(m.content) for m in a.get(input="What is Alice's secret word?"))
    assert "PINEAPPLE" in seen_a  # recalled from long-term memory


def test_thread_safe_copies_and_no_len() -> None:
    memory = DecaymemMemory.from_defaults(hub=hub(), session_id="t", token_limit=5000)
    assert not hasattr(memory, "__len__") or type(memory).__len__ is object.__len__  # type: ignore[attr-defined]
    assert bool(memory) is True
    threads = [
        threading.Thread(
            target=lambda n=n: [
                memory.put(ChatMessage(role="user", content=f"{n}-{i}")) for i in range(25)
            ]
        )
        for n in range(8)
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(memory.get_all()) == 200
    got = memory.get()
    got[-1].blocks[0].text = "edited in place"  # type: ignore[union-attr]
    assert memory.get()[-1].content != "edited in place"
    assert len(memory.tokenizer_fn("hello world")) == 2


def test_missing_extra_names_the_pip_command() -> None:
    import subprocess
    import sys

    code = (
        "import sys; sys.modules['llama_index.core'] = None; sys.modules['llama_index'] = None\n"
        "try:\n    import llamaindex_decaymem\nexcept ImportError as e:\n    print(e)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert "pip install decaymem[llamaindex]" in out.stdout


def test_a_llamaindex_llm_writes_the_summary_and_the_facts() -> None:
    """llm_summarizer / llm_fact_extractor call ``complete`` and parse its text."""
    from llama_index.core.llms import CompletionResponse

    from decaymem import Message
    from llamaindex_decaymem import llm_fact_extractor, llm_summarizer

    replies = iter(
        ["GOALS:\n- trip to Japan\nFACTS:\n- budget 6,000 EUR", "8 | The budget is 6,000 EUR"]
    )

    class Scripted(MockLLM):
        def complete(
            self, prompt: str, formatted: bool = False, **kwargs: Any
        ) -> CompletionResponse:
            return CompletionResponse(text=next(replies))

    turns = [
        Message(role="user", content="Our budget is 6,000 EUR.", tokens=12, id="t1", timestamp=0.0)
    ]
    summarizer = llm_summarizer(Scripted())
    assert "budget 6,000 EUR" in summarizer.summarize(turns)
    assert summarizer.fallbacks == 0
    extractor = llm_fact_extractor(Scripted())
    facts = extractor.extract(turns)
    assert extractor.fallbacks == 0
    assert [(f.text, f.importance) for f in facts] == [("The budget is 6,000 EUR", 8.0)]
