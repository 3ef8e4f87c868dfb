from __future__ import annotations

import asyncio

from langchain.agents import create_agent
from langchain_core.messages import HumanMessage, SystemMessage
from langchain_core.tools import tool
from langgraph.checkpoint.memory import InMemorySaver

from decaymem import FixedClock, HashingEmbedder, MemoryHub
from langchain_decaymem import DecaymemMiddleware

from .conftest import ScriptedToolModel, count_prompt, orphan_tool_messages

BUDGET = 1200


@tool
def lookup(q: str) -> str:
    """Look something up."""
    return f"result for {q}: 42 items in stock"


def small_talk(i: int) -> str:
    return f"Turn {i}: the weather was fine and we talked about films and football for a while."


def test_create_agent_200_turns_within_budget_no_orphans_and_long_recall() -> None:
    clock = FixedClock()
    hub = MemoryHub(embedder=HashingEmbedder(), clock=clock)
    memory = DecaymemMiddleware(hub=hub, context_window=BUDGET, summarize_with="extractive")
    model = ScriptedToolModel()
    agent = create_agent(
        model,
        [lookup],
        system_prompt="You are a helpful assistant.",
        middleware=[memory],
        checkpointer=InMemorySaver(),
    )
    config = {"configurable": {"thread_id": "t1"}}
    for turn in range(1, 206):
        clock.advance(300)
        if turn == 5:
            text = "Remember this: my locker code is 4417 and my cat is named Miso."
        elif turn == 203:
            text = "What is my locker code again?"
        elif turn % 3 == 0:
            text = f"Please use the tool to check stock for item {turn}."
        else:
            text = small_talk(turn)
        agent.invoke({"messages": [HumanMessage(text)]}, config)
    assert model.calls > 205  # tool rounds make two model calls
    for prompt in model.seen:
        assert count_prompt(prompt) <= BUDGET
        assert not orphan_tool_messages(prompt)
        assert isinstance(prompt[0], SystemMessage)
        assert prompt[0].content.startswith("You are a helpful assistant.")
    # the thread's saved history is never rewritten
    state = agent.get_state(config)
    assert len(state.values["messages"]) >= 2 * 205
    # turn 5 long left the window, but the question at turn 203 recalls it
    asked = next(p for p in model.seen if "What is my locker code" in str(p[-1].content))
    window_text = " ".join(str(m.content) for m in asked[1:])
    assert "4417" not in window_text
    assert "4417" in str(asked[0].content)
    assert "<recalled_memories" in str(asked[0].content)
    hub.close()


def test_async_agent_and_memory_tools() -> None:
    hub = MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())
    memory = DecaymemMiddleware(
        hub=hub,
        context_window=BUDGET,
        summarize_with="extractive",
        memory_tools=True,
        namespace="user:ana",
    )
    names = {t.name for t in memory.tools}
    assert names == {"remember_memory", "recall_memory"}

    def respond(messages):  # type: ignore[no-untyped-def]
        from langchain_core.messages import AIMessage, ToolMessage

        last = messages[-1]
        if isinstance(last, ToolMessage):
            return AIMessage(content="done")
        return AIMessage(
            content="",
            tool_calls=[
                {
                    "id": "r1",
                    "name": "remember_memory",
                    "args": {"text": "Ana prefers aisle seats.", "importance": 7},
                }
            ],
        )

    model = ScriptedToolModel(responder=respond)
    agent = create_agent(model, [], middleware=[memory], checkpointer=InMemorySaver())

    async def go() -> None:
        await agent.ainvoke(
            {"messages": [HumanMessage("remember my seat preference")]},
            {"configurable": {"thread_id": "a1"}},
        )

    asyncio.run(go())
    found = hub.long_term.recall("seat preference", namespace="user:ana")
    assert found and found[0].text == "Ana prefers aisle seats."
    assert found[0].importance == 7
    hub.close()


def test_summarizes_with_the_agents_model() -> None:
    hub = MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())
    memory = DecaymemMiddleware(hub=hub, context_window=400, summarize_with="agent")
    summaries: list[str] = []

    def respond(messages):  # type: ignore[no-untyped-def]
        from langchain_core.messages import AIMessage

        text = str(messages[-1].content)
        if "UPDATED SUMMARY" in text:
            summaries.append(text)
            return AIMessage(content="GOALS:\n- plan a trip\nFACTS:\n- budget 6000 EUR")
        return AIMessage(content="ok")

    model = ScriptedToolModel(responder=respond)
    agent = create_agent(model, [], middleware=[memory], checkpointer=InMemorySaver())
    big = "Here are my notes: " + "we need hotels, trains and museums in Kyoto. " * 12
    for i in range(12):
        agent.invoke(
            {"messages": [HumanMessage(big if i % 4 == 3 else f"short message {i}")]},
            {"configurable": {"thread_id": "s"}},
        )
    assert summaries, "the agent's model was asked for a summary"
    assert "budget 6000 EUR" in (
        memory.session("s").buffer.summary.content if memory.session("s").buffer.summary else ""
    )
    hub.close()


def test_persistent_path_survives_a_new_middleware(tmp_path) -> None:  # type: ignore[no-untyped-def]
    model = ScriptedToolModel()
    saver = InMemorySaver()
    config = {"configurable": {"thread_id": "p"}}
    first = DecaymemMiddleware(
        path=tmp_path,
        context_window=BUDGET,
        summarize_with="extractive",
        embedder=HashingEmbedder(),
    )
    agent = create_agent(model, [lookup], middleware=[first], checkpointer=saver)
    agent.invoke({"messages": [HumanMessage("My favourite colour is teal.")]}, config)
    first.close()
    second = DecaymemMiddleware(
        path=tmp_path,
        context_window=BUDGET,
        summarize_with="extractive",
        embedder=HashingEmbedder(),
    )
    agent = create_agent(model, [lookup], middleware=[second], checkpointer=saver)
    agent.invoke({"messages": [HumanMessage("And what else?")]}, config)
    session = second.session("p")
    contents = [m.content for m in session.transcript()]
    assert contents.count("My favourite colour is teal.") == 1  # mirrored once, not twice
    second.close()


def test_missing_extra_names_the_pip_command() -> None:
    import subprocess
    import sys

    code = (
        "import sys; sys.modules['langchain_core'] = None\n"
        "try:\n    import langchain_decaymem\nexcept ImportError as e:\n    print(e)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert "pip install decaymem[langchain]" in out.stdout
