from __future__ import annotations

import asyncio

import pytest
from llama_index.core.base.llms.types import ChatMessage
from llama_index.core.chat_engine import SimpleChatEngine
from llama_index.core.llms.mock import MockLLM
from llama_index.core.memory import Memory

from decaymem import FixedClock, HashingEmbedder, MemoryHub
from llamaindex_decaymem import DecaymemMemory, DecaymemMemoryBlock
from tests.adapters_llamaindex.conftest import close_reference_memory


def test_memory_block_recalls_flushed_facts_in_llamaindex_memory() -> None:
    hub = MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())
    block = DecaymemMemoryBlock.from_hub(hub, namespace="user:ana")
    memory = Memory.from_defaults(
        session_id="ana",
        token_limit=300,
        chat_history_token_ratio=0.5,
        token_flush_size=100,
        memory_blocks=[block],
    )

    async def go() -> list[ChatMessage]:
        await memory.aput(
            ChatMessage(role="user", content="My daughter Lina is allergic to peanuts.")
        )
        for i in range(30):
            await memory.aput(ChatMessage(role="user", content=f"chatter {i} about the weather"))
            await memory.aput(ChatMessage(role="assistant", content="ok"))
        await memory.aput(ChatMessage(role="user", content="Is Lina allergic to anything?"))
        out = await memory.aget()
        await close_reference_memory(memory)
        return out

    out = asyncio.run(go())
    window = [str(m.content) for m in out[1:]]
    assert not any("peanuts" in t for t in window)  # flushed from the short-term window
    assert "peanuts" in str(out[0].content) and "<recalled_memories" in str(out[0].content)
    stored = hub.long_term.get(namespace="user:ana")
    assert any(r.metadata.get("session_id") == "ana" for r in stored)


def test_one_namespace_shared_by_langchain_and_llamaindex() -> None:
    pytest.importorskip("langchain")
    from langchain.agents import create_agent
    from langchain_core.messages import HumanMessage, ToolMessage
    from langgraph.checkpoint.memory import InMemorySaver

    from langchain_decaymem import DecaymemMiddleware
    from tests.adapters_langchain.conftest import ScriptedToolModel

    hub = MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())

    # LlamaIndex engine: an early fact leaves its window and is promoted to the shared namespace
    li_memory = DecaymemMemory.from_defaults(
        hub=hub, session_id="li", namespace="user:ana", token_limit=800
    )
    engine = SimpleChatEngine.from_defaults(llm=MockLLM(max_tokens=5), memory=li_memory)
    engine.chat("Ana's passport number ends in 7731.")
    for i in range(60):
        engine.chat(f"Turn {i}: small talk about the weather and films.")

    # LangChain agent on another thread: it stores a fact with its remember tool ...
    def respond(messages):  # type: ignore[no-untyped-def]
        from langchain_core.messages import AIMessage

        last = messages[-1]
        if isinstance(last, ToolMessage):
            return AIMessage(content="saved")
        if "remember" in str(last.content):
            return AIMessage(
                content="",
                tool_calls=[
                    {
                        "id": "m1",
                        "name": "remember_memory",
                        "args": {"text": "Ana's favourite airline is KLM.", "importance": 6},
                    }
                ],
            )
        return AIMessage(content="ok")

    model = ScriptedToolModel(responder=respond)
    middleware = DecaymemMiddleware(
        hub=hub,
        namespace="user:ana",
        context_window=1500,
        summarize_with="extractive",
        memory_tools=True,
    )
    agent = create_agent(model, [], middleware=[middleware], checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": "lc"}}
    agent.invoke({"messages": [HumanMessage("please remember my airline")]}, cfg)
    # ... and recalls the LlamaIndex fact in what its model sees
    agent.invoke({"messages": [HumanMessage("What does Ana's passport number end in?")]}, cfg)
    assert "7731" in str(model.seen[-1][0].content)

    # the LlamaIndex side recalls the fact the LangChain agent stored
    seen = " ".join(str(m.content) for m in li_memory.get(input="Which airline does Ana like?"))
    assert "KLM" in seen
