"""An agent run without a checkpointer has a one-run session: when the run names a user, its
turns are archived in that user's long-term memory as it ends, so the next stateless run
recalls them. Checkpointed runs keep their window; anonymous runs share nothing."""

from __future__ import annotations

from langchain.agents import create_agent
from langchain_core.messages import BaseMessage, HumanMessage
from langgraph.checkpoint.memory import InMemorySaver

from decaymem import FixedClock, HashingEmbedder, MemoryHub
from langchain_decaymem import DecaymemMiddleware

from .conftest import ScriptedToolModel


def new_hub() -> MemoryHub:
    return MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())


def text_of(prompt: list[BaseMessage]) -> str:
    return "\n".join(str(m.content) for m in prompt)


def test_a_stateless_run_reaches_the_users_long_term_memory() -> None:
    hub = new_hub()
    memory = DecaymemMiddleware(hub=hub, summarize_with="extractive")
    model = ScriptedToolModel()
    agent = create_agent(model, [], middleware=[memory])
    ana = {"user_id": "ana"}
    agent.invoke({"messages": [HumanMessage("My bank PIN is 4321.")]}, context=ana)
    agent.invoke({"messages": [HumanMessage("What is my bank PIN?")]}, context=ana)
    assert "4321" in text_of(model.seen[-1])
    assert any("4321" in r.text for r in hub.long_term.get(namespace="user:ana"))
    model.seen.clear()
    agent.invoke({"messages": [HumanMessage("What is my bank PIN?")]}, context={"user_id": "bo"})
    assert "4321" not in text_of(model.seen[-1])  # another user's memory stays apart
    assert not memory._ephemeral
    hub.close()


def test_a_checkpointed_run_keeps_its_window_at_the_end() -> None:
    hub = new_hub()
    memory = DecaymemMiddleware(hub=hub, summarize_with="extractive")
    agent = create_agent(ScriptedToolModel(), [], middleware=[memory], checkpointer=InMemorySaver())
    config = {"configurable": {"thread_id": "t1"}}
    agent.invoke(
        {"messages": [HumanMessage("My bank PIN is 4321.")]}, config, context={"user_id": "ana"}
    )
    assert hub.long_term.count("user:ana") == 0  # nothing left the window: nothing archived
    session = memory.session("t1", namespace="user:ana")
    assert [m.content for m in session.buffer.turns] == ["My bank PIN is 4321.", "Noted (1)."]
    hub.close()


def test_anonymous_stateless_runs_leave_nothing_in_the_shared_default() -> None:
    hub = new_hub()
    memory = DecaymemMiddleware(hub=hub, summarize_with="extractive")
    model = ScriptedToolModel()
    agent = create_agent(model, [], middleware=[memory])
    agent.invoke({"messages": [HumanMessage("My bank PIN is 4321.")]})
    agent.invoke({"messages": [HumanMessage("What is my bank PIN?")]})
    assert "4321" not in text_of(model.seen[-1])  # as an agent without decaymem
    assert hub.long_term.count("default") == 0
    hub.close()
