"""No warning on the README's path: ``context={"user_id": ...}`` and the memory tools (issue 44
item 4). The tools took ``runtime: ToolRuntime`` (context typed ``None``), so pydantic printed a
serialization warning on every tool run with a context."""

from __future__ import annotations

import warnings
from dataclasses import dataclass
from typing import Any

import pytest
from langchain.agents import create_agent
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage

from decaymem import FixedClock, HashingEmbedder, MemoryHub
from langchain_decaymem import DecaymemMiddleware
from langchain_decaymem.middleware import DecaymemContext

from .conftest import ScriptedToolModel


@dataclass
class UserContext:
    user_id: str


def respond(messages: list[BaseMessage]) -> AIMessage:
    if isinstance(messages[-1], ToolMessage):
        if messages[-1].name == "remember_memory":
            call = {"id": "2", "name": "recall_memory", "args": {"query": "tea", "k": 2.0}}
            return AIMessage("", tool_calls=[call])
        return AIMessage("done")
    call = {"id": "1", "name": "remember_memory", "args": {"text": "Ana likes green tea"}}
    return AIMessage("", tool_calls=[call])


@pytest.mark.parametrize(
    ("schema", "context"),
    [
        (None, {"user_id": "ana"}),
        (DecaymemContext, {"user_id": "ana"}),
        (DecaymemMiddleware.context_schema, {"user_id": "ana"}),
        (UserContext, UserContext("ana")),
    ],
)
def test_a_run_with_a_user_context_and_memory_tools_prints_no_warning(
    schema: Any, context: Any
) -> None:
    hub = MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())
    memory = DecaymemMiddleware(hub=hub, memory_tools=True, summarize_with="extractive")
    kwargs = {} if schema is None else {"context_schema": schema}
    agent = create_agent(ScriptedToolModel(responder=respond), [], middleware=[memory], **kwargs)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        out = agent.invoke({"messages": [HumanMessage("remember I like tea")]}, context=context)
    tools = [m for m in out["messages"] if isinstance(m, ToolMessage)]
    assert [m.status for m in tools] == ["success", "success"]
    assert "green tea" in str(tools[1].content)
    assert [r.text for r in hub.long_term.get(namespace="user:ana") if r.source == "tool"] == [
        "Ana likes green tea"
    ]
    hub.close()
