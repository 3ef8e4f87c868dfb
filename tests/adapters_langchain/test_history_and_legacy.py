from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

from langchain_core.language_models.fake_chat_models import FakeListChatModel
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder
from langchain_core.runnables.history import RunnableWithMessageHistory

from decaymem import FixedClock, HashingEmbedder, MemoryHub, PressurePolicy
from langchain_decaymem import DecaymemChatMessageHistory, DecaymemMemory

ROOT = Path(__file__).resolve().parents[2]


def run_child(code: str) -> str:
    out = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        check=False,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=300,
    )
    assert out.returncode == 0, out.stderr[-3000:]
    return out.stdout


def chain_with_history(
    path: Path, replies: list[str]
) -> tuple[RunnableWithMessageHistory, MemoryHub]:
    hub = MemoryHub(path, embedder=HashingEmbedder())
    prompt = ChatPromptTemplate.from_messages(
        [("system", "You are helpful."), MessagesPlaceholder("history"), ("human", "{input}")]
    )
    chain = prompt | FakeListChatModel(responses=replies)
    wrapped = RunnableWithMessageHistory(
        chain,
        lambda sid: DecaymemChatMessageHistory(sid, hub=hub, context_window=2000),
        input_messages_key="input",
        history_messages_key="history",
    )
    return wrapped, hub


def test_runnable_with_message_history_across_a_process_restart(tmp_path: Path) -> None:
    run_child(f"""
        from pathlib import Path
        from tests.adapters_langchain.test_history_and_legacy import chain_with_history
        chain, hub = chain_with_history(Path({str(tmp_path)!r}), ["Nice to meet you, Ana."])
        chain.invoke({{"input": "Hi, I'm Ana and my dog is Rex."}},
                     config={{"configurable": {{"session_id": "s1"}}}})
        hub.close()
    """)
    chain, hub = chain_with_history(tmp_path, ["Your dog is Rex."])
    history = DecaymemChatMessageHistory("s1", hub=hub)
    assert [m.type for m in history.messages] == ["human", "ai"]
    out = chain.invoke(
        {"input": "What's my dog's name?"}, config={"configurable": {"session_id": "s1"}}
    )
    assert out.content == "Your dog is Rex."
    texts = [m.content for m in history.messages]
    assert texts == [
        "Hi, I'm Ana and my dog is Rex.",
        "Nice to meet you, Ana.",
        "What's my dog's name?",
        "Your dog is Rex.",
    ]
    hub.close()


def test_history_view_is_bounded_with_summary_and_async(tmp_path: Path) -> None:
    import asyncio

    hub = MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())
    # a narrow truncate..summarize band, so that ordinary turns push pressure into summarizing
    policy = PressurePolicy(truncate=0.85, summarize=0.86)
    h = DecaymemChatMessageHistory("b", hub=hub, context_window=300, policy=policy)
    for i in range(60):
        h.add_messages(
            [HumanMessage(f"Fact {i}: code {1000 + i} opens locker {i}."), AIMessage("ok")]
        )
    msgs = h.messages
    assert len(h.transcript()) == 120 and len(msgs) < 120
    assert h.memory.buffer.summary is not None, "no summary formed"
    assert isinstance(msgs[0], SystemMessage) and "conversation_summary" in msgs[0].content
    assert "opens locker" in msgs[0].content  # the summary carries the compacted facts
    assert all(not isinstance(m, SystemMessage) for m in msgs[1:])
    assert msgs[-1].content == "ok" and msgs[-2].content.startswith("Fact 59:")
    # counted from LangChain's own message objects with tiktoken, not decaymem's converter
    # (imported here: child processes import this module without tests/ on the path)
    from oracle import langchain_prompt_tokens

    assert langchain_prompt_tokens(msgs) <= 300

    async def go() -> None:
        await h.aadd_messages([HumanMessage("async hello")])
        assert (await h.aget_messages())[-1].content == "async hello"
        await h.aclear()
        assert await h.aget_messages() == []

    asyncio.run(go())


def legacy_chain(path: Path, replies: list[str]):  # type: ignore[no-untyped-def]
    from langchain_classic.chains import ConversationChain

    hub = MemoryHub(path, embedder=HashingEmbedder())
    memory = DecaymemMemory(memory=hub.session("legacy", context_window=2000))
    return ConversationChain(llm=FakeListChatModel(responses=replies), memory=memory), hub


def test_legacy_conversation_chain_across_a_process_restart(tmp_path: Path) -> None:
    run_child(f"""
        from pathlib import Path
        from tests.adapters_langchain.test_history_and_legacy import legacy_chain
        chain, hub = legacy_chain(Path({str(tmp_path)!r}), ["Hello Ana!"])
        chain.invoke({{"input": "Hi, I'm Ana. I'm allergic to shellfish."}})
        hub.close()
    """)
    chain, hub = legacy_chain(tmp_path, ["Noted."])
    variables = chain.memory.load_memory_variables({"input": "What am I allergic to?"})
    assert "Human: Hi, I'm Ana. I'm allergic to shellfish." in variables["history"]
    assert "AI: Hello Ana!" in variables["history"]
    chain.invoke({"input": "What am I allergic to?"})
    assert len(chain.memory.memory.transcript()) == 4
    chain.memory.clear()
    assert chain.memory.load_memory_variables({"input": "x"})["history"] == ""
    hub.close()


def test_legacy_memory_separate_memories_key() -> None:
    hub = MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())
    session = hub.session("m", context_window=2000)
    session.remember("Ana's passport expires in March 2027.", importance=9)
    mem = DecaymemMemory(memory=session, memories_key="memories", return_messages=True)
    assert mem.memory_variables == ["history", "memories"]
    mem.save_context({"input": "hi"}, {"response": "hello"})
    v = mem.load_memory_variables({"input": "When does Ana's passport expire?"})
    assert "March 2027" in v["memories"]
    assert [m.type for m in v["history"]] == ["human", "ai"]


def test_a_chat_model_writes_the_summary_and_the_facts() -> None:
    """chat_model_summarizer / chat_model_fact_extractor send the prompt to the model as one
    human message and parse its reply (not the extractive fallback)."""
    from langchain_core.language_models.fake_chat_models import FakeListChatModel

    from decaymem import Message
    from langchain_decaymem import chat_model_fact_extractor, chat_model_summarizer

    turns = [
        Message(role="user", content="Our budget is 6,000 EUR.", tokens=12, id="t1", timestamp=0.0)
    ]
    model = FakeListChatModel(
        responses=[
            "GOALS:\n- trip to Japan\nFACTS:\n- budget 6,000 EUR",
            "8 | The budget is 6,000 EUR",
        ]
    )
    summarizer = chat_model_summarizer(model)
    assert "budget 6,000 EUR" in summarizer.summarize(turns)
    assert summarizer.fallbacks == 0
    extractor = chat_model_fact_extractor(model)
    facts = extractor.extract(turns)
    assert extractor.fallbacks == 0
    assert [(f.text, f.importance) for f in facts] == [("The budget is 6,000 EUR", 8.0)]


def test_a_trimmed_history_view_starts_on_a_human_message() -> None:
    """Found by a cold trial: with RunnableWithMessageHistory the trimmed view opened on an
    AIMessage (System, System(summary), AI, Human, ...); providers that need the first turn to
    be the user's reject that. The middleware and LlamaIndex views already started on one."""
    hub = MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())
    h = DecaymemChatMessageHistory("t", hub=hub, context_window=400)
    for i in range(42):
        h.add_messages([HumanMessage(f"Question {i} about the weather in town?"), AIMessage("ok")])
        turns = [m for m in h.messages if not isinstance(m, SystemMessage)]
        assert turns and isinstance(turns[0], HumanMessage), i
    assert len(h.messages) < 84  # trimmed
