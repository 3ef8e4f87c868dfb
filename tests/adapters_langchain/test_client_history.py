"""Issue 14 item 4: histories held by the client or edited by other components.

Each case runs the same agent without decaymem (LangChain's reference behaviour) and with it,
and compares what the model received.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from langchain.agents import create_agent
from langchain.agents.middleware import AgentMiddleware, ModelRequest, ModelResponse
from langchain_core.messages import BaseMessage, HumanMessage, RemoveMessage, SystemMessage
from langgraph.checkpoint.memory import InMemorySaver

from decaymem import FixedClock, HashingEmbedder, MemoryHub
from langchain_decaymem import DecaymemMiddleware

from .conftest import ScriptedToolModel


def texts(prompt: list[BaseMessage]) -> list[str]:
    return [str(m.content) for m in prompt if m.type != "system"]


def agents(**kwargs: Any) -> tuple[Any, ScriptedToolModel, Any, ScriptedToolModel, MemoryHub]:
    hub = MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())
    ref_model, model = ScriptedToolModel(), ScriptedToolModel()
    outer = kwargs.pop("outer", [])
    saved = kwargs.pop("checkpointed", False)
    memory = DecaymemMiddleware(hub=hub, context_window=4000, summarize_with="extractive")
    reference = create_agent(
        ref_model,
        [],
        middleware=[*outer],
        checkpointer=InMemorySaver() if saved else None,
        **kwargs,
    )
    agent = create_agent(
        model,
        [],
        middleware=[*outer, memory],
        checkpointer=InMemorySaver() if saved else None,
        **kwargs,
    )
    return reference, ref_model, agent, model, hub


def test_a_client_resending_its_history_as_dicts_gets_each_turn_once() -> None:
    reference, ref_model, agent, model, hub = agents()
    history: list[dict[str, str]] = []
    config = {"configurable": {"thread_id": "client-held"}}  # a thread id, no checkpointer
    for i in range(10):
        history.append({"role": "user", "content": f"turn {i}"})
        for a in (reference, agent):
            out = a.invoke({"messages": list(history)}, config)
        history.append({"role": "assistant", "content": str(out["messages"][-1].content)})
    assert texts(model.seen[-1]) == texts(ref_model.seen[-1])
    assert texts(model.seen[-1]).count("turn 0") == 1
    session = agent_memory(agent).session("client-held").transcript()
    assert [m.content for m in session].count("turn 0") == 1
    hub.close()


def agent_memory(agent: Any) -> DecaymemMiddleware:
    for node in agent.nodes.values():
        bound = getattr(node, "bound", None)
        mw = getattr(getattr(bound, "func", None), "__self__", None)
        if isinstance(mw, DecaymemMiddleware):
            return mw
    raise AssertionError("no DecaymemMiddleware in the graph")


class AddContext(AgentMiddleware):  # type: ignore[type-arg]
    """An outer middleware appending a context message (as a dict) to every model call."""

    def wrap_model_call(
        self, request: ModelRequest, handler: Callable[[ModelRequest], ModelResponse]
    ) -> ModelResponse:
        extra: Any = {"role": "user", "content": "Context: today is Monday."}
        return handler(request.override(messages=[*request.messages, extra]))


def test_an_outer_context_message_each_call_is_stored_once_and_dicts_work() -> None:
    reference, ref_model, agent, model, hub = agents(outer=[AddContext()], checkpointed=True)
    config = {"configurable": {"thread_id": "ctx"}}
    for i in range(8):
        for a in (reference, agent):
            a.invoke({"messages": [HumanMessage(f"question {i}")]}, config)
    ours, theirs = texts(model.seen[-1]), texts(ref_model.seen[-1])
    assert theirs.count("Context: today is Monday.") == 1
    assert ours.count("Context: today is Monday.") == 1  # not 8 copies
    hub.close()


def test_remove_message_is_honoured() -> None:
    reference, ref_model, agent, model, hub = agents(checkpointed=True)
    config = {"configurable": {"thread_id": "rm"}}
    for a in (reference, agent):
        a.invoke({"messages": [HumanMessage("My PIN is 4417.")]}, config)
        a.invoke({"messages": [HumanMessage("Nice weather.")]}, config)
        pin = next(m for m in a.get_state(config).values["messages"] if "4417" in str(m.content))
        a.update_state(config, {"messages": [RemoveMessage(id=pin.id)]})
        a.invoke({"messages": [HumanMessage("What did I tell you?")]}, config)
    assert not any("4417" in t for t in texts(ref_model.seen[-1]))
    assert not any("4417" in str(m.content) for m in model.seen[-1])  # nor in the system part
    assert texts(model.seen[-1]) == texts(ref_model.seen[-1])
    assert hub.long_term.count("default") == 0 or not any(
        "4417" in r.text for r in hub.long_term.recall("PIN", min_score=None)
    )
    # saying the same thing again after a removal is a new turn
    for a in (reference, agent):
        a.invoke({"messages": [HumanMessage("My PIN is 4417.")]}, config)
    assert texts(model.seen[-1]) == texts(ref_model.seen[-1])
    hub.close()


def test_a_repeated_identical_turn_is_kept() -> None:
    reference, ref_model, agent, model, hub = agents(checkpointed=True)
    config = {"configurable": {"thread_id": "yes"}}
    for text in ["yes", "tell me more", "yes"]:
        for a in (reference, agent):
            a.invoke({"messages": [HumanMessage(text)]}, config)
    assert texts(model.seen[-1]) == texts(ref_model.seen[-1])
    assert texts(model.seen[-1]).count("yes") == 2
    hub.close()


def test_an_extra_system_message_is_kept() -> None:
    reference, ref_model, agent, model, hub = agents(system_prompt="You are terse.")
    for a in (reference, agent):
        a.invoke({"messages": [SystemMessage("Always answer in French."), HumanMessage("hi")]})
    ref_system = [str(m.content) for m in ref_model.seen[-1] if m.type == "system"]
    ours = [str(m.content) for m in model.seen[-1] if m.type == "system"]
    assert ref_system == ["You are terse.", "Always answer in French."]
    # deliberate difference: decaymem sends one system message, the parts in the same order
    assert len(ours) == 1 and ours[0].startswith("You are terse.\n\nAlways answer in French.")
    assert texts(model.seen[-1]) == texts(ref_model.seen[-1])
    hub.close()
