"""One rule for who a run is, in every LangChain adapter (issue 45 item 1).

The runtime context's user decides; a ``configurable`` or keyword namespace naming another
user is refused with ``NamespaceError``. Before, a run with ``context={"user_id": "bob"}`` and
``configurable={"namespace": "user:ann"}`` read Ann's memory.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest
from langchain.agents import create_agent
from langchain.tools import ToolRuntime
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool

from decaymem import FixedClock, HashingEmbedder, MemoryHub
from decaymem.errors import NamespaceError
from langchain_decaymem import (
    DecaymemChatMessageHistory,
    DecaymemMiddleware,
    DecaymemRetriever,
    DecaymemStore,
)

from .conftest import ScriptedToolModel

SECRET = "Ann's bank PIN is 4417"


@dataclass
class UserContext:
    user_id: str


def ann_hub() -> MemoryHub:
    hub = MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())
    hub.long_term.remember(SECRET, namespace="user:ann", importance=9)
    return hub


def seen(prompts: list[list[BaseMessage]]) -> str:
    return "\n".join(str(m.content) for p in prompts for m in p)


@pytest.mark.parametrize(
    "configurable", [{"namespace": "user:ann"}, {"user_id": "ann"}, {"namespace": "team:z"}]
)
def test_the_middleware_refuses_a_configurable_naming_another_scope(
    configurable: dict[str, str],
) -> None:
    hub = ann_hub()
    model = ScriptedToolModel()
    memory = DecaymemMiddleware(hub=hub, summarize_with="extractive")
    agent = create_agent(model, [], middleware=[memory], context_schema=UserContext)
    with pytest.raises(NamespaceError, match="runtime context"):
        agent.invoke(
            {"messages": [HumanMessage("What is my bank PIN?")]},
            {"configurable": configurable},
            context=UserContext("bob"),
        )
    assert "4417" not in seen(model.seen)
    # the same configurable without a context user still decides (the documented fallback)
    assert memory.resolve_namespace(None, {"user_id": "ann"}) == "user:ann"
    # and one that agrees with the context is fine
    assert memory.resolve_namespace(UserContext("bob"), {"namespace": "user:bob"}) == "user:bob"
    hub.close()


def test_the_middleware_hook_may_not_name_another_user() -> None:
    memory = DecaymemMiddleware(
        hub=ann_hub(), namespace=lambda ctx, conf: "user:ann", summarize_with="extractive"
    )
    with pytest.raises(NamespaceError, match="names user 'ann'"):
        memory.resolve_namespace(UserContext("bob"), {})
    memory.close()


def test_the_retriever_takes_the_runs_user_and_refuses_another() -> None:
    hub = ann_hub()
    hub.long_term.remember("Bob's bank PIN is 1234", namespace="user:bob", importance=9)
    retriever = DecaymemRetriever(hub=hub, k=3)
    plain = DecaymemRetriever(hub=hub, k=3, namespace="user:ann")
    found: list[str] = []

    @tool
    def search(query: str, runtime: ToolRuntime[UserContext, Any]) -> str:
        """Search memory."""
        found.extend(d.page_content for d in retriever.invoke(query))
        with pytest.raises(NamespaceError, match="names user 'ann'"):
            retriever.invoke(query, namespace="user:ann")
        with pytest.raises(NamespaceError, match="names user 'ann'"):
            plain.invoke(query)
        return "ok"

    def respond(messages: list[BaseMessage]) -> AIMessage:
        if isinstance(messages[-1], ToolMessage):
            return AIMessage("done")
        return AIMessage("", tool_calls=[{"id": "1", "name": "search", "args": {"query": "PIN"}}])

    agent = create_agent(ScriptedToolModel(responder=respond), [search], context_schema=UserContext)
    agent.invoke({"messages": [HumanMessage("my PIN?")]}, context=UserContext("bob"))
    assert found == ["Bob's bank PIN is 1234"]
    assert [d.page_content for d in plain.invoke("PIN")] == [SECRET]  # outside a run: as given
    hub.close()


def test_the_store_refuses_another_users_namespace_inside_a_run() -> None:
    hub = ann_hub()
    store = DecaymemStore(hub=hub)

    @tool
    def peek(query: str, runtime: ToolRuntime[UserContext, Any]) -> str:
        """Look into memory."""
        with pytest.raises(NamespaceError, match="names user 'ann'"):
            runtime.store.search(("user:ann",), query=query)  # type: ignore[union-attr]
        with pytest.raises(NamespaceError, match="names user 'ann'"):
            runtime.store.put(("user:ann",), "k", {"text": "planted"})  # type: ignore[union-attr]
        runtime.store.put(("user:bob",), "k", {"text": "mine"})  # type: ignore[union-attr]
        return "ok"

    def respond(messages: list[BaseMessage]) -> AIMessage:
        if isinstance(messages[-1], ToolMessage):
            return AIMessage("done")
        return AIMessage("", tool_calls=[{"id": "1", "name": "peek", "args": {"query": "PIN"}}])

    agent = create_agent(
        ScriptedToolModel(responder=respond), [peek], store=store, context_schema=UserContext
    )
    agent.invoke({"messages": [HumanMessage("hi")]}, context=UserContext("bob"))
    assert [r.text for r in hub.long_term.get(namespace="user:ann")] == [SECRET]
    assert hub.long_term.count("user:bob") == 1
    hub.close()


def test_the_chat_history_user_decides_its_namespace() -> None:
    hub = ann_hub()
    history = DecaymemChatMessageHistory("chat-1", hub=hub, user_id="bob")
    assert history.memory.namespace == "user:bob"
    with pytest.raises(NamespaceError, match="names user 'ann'"):
        DecaymemChatMessageHistory("chat-2", hub=hub, user_id="bob", namespace="user:ann")
    hub.close()
