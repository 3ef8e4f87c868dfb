"""Issue 14, LangChain items 1, 2, 3, 5, 6: who a run belongs to, and what its prompts hold.

Each test runs LangChain's own pieces (an agent without decaymem, ``trim_messages``,
``SummarizationMiddleware``) on the same input where the framework has a reference behaviour.
Prompt sizes are counted with tiktoken directly on what the fake model received.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest
from langchain.agents import create_agent
from langchain.agents.middleware import SummarizationMiddleware
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from langchain_core.messages.utils import trim_messages
from langchain_core.tools import tool
from langgraph.checkpoint.memory import InMemorySaver

from decaymem import FixedClock, HashingEmbedder, MemoryHub
from decaymem.errors import BudgetExceededError, NamespaceError
from langchain_decaymem import DecaymemMiddleware

from .conftest import ScriptedToolModel, tiktoken_prompt_tokens

FILLER = "we chatted about the weather, films, football and the garden for a while today"


@dataclass
class UserContext:
    user_id: str


def text_of(prompt: list[BaseMessage]) -> str:
    return "\n".join(str(m.content) for m in prompt)


def new_hub() -> MemoryHub:
    return MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())


# ---------------------------------------------------------------- item 2: namespace per user
def test_one_agent_two_users_never_recalls_one_users_pin_for_the_other() -> None:
    hub = new_hub()
    memory = DecaymemMiddleware(hub=hub, context_window=900, summarize_with="extractive")
    model = ScriptedToolModel()
    agent = create_agent(
        model, [], middleware=[memory], checkpointer=InMemorySaver(), context_schema=UserContext
    )
    ana = {"configurable": {"thread_id": "ana-1"}}
    agent.invoke(
        {"messages": [HumanMessage("My bank PIN is 4417.")]}, ana, context=UserContext("ana")
    )
    for i in range(40):  # the PIN leaves ana's window and becomes a long-term fact
        agent.invoke(
            {"messages": [HumanMessage(f"{i}: {FILLER}")]}, ana, context=UserContext("ana")
        )
    assert any("4417" in r.text for r in hub.long_term.recall("bank PIN", namespace="user:ana"))

    model.seen.clear()
    bob = {"configurable": {"thread_id": "bob-1"}}
    agent.invoke(
        {"messages": [HumanMessage("What is my bank PIN?")]}, bob, context=UserContext("bob")
    )
    assert model.seen and all("4417" not in text_of(p) for p in model.seen)
    assert hub.long_term.count("user:bob") == 0 or all(
        "4417" not in r.text for r in hub.long_term.recall("PIN", namespace="user:bob")
    )
    model.seen.clear()
    ana2 = {"configurable": {"thread_id": "ana-2"}}
    agent.invoke(
        {"messages": [HumanMessage("What is my bank PIN?")]}, ana2, context=UserContext("ana")
    )
    assert "4417" in text_of(model.seen[0])  # ana herself still recalls it
    hub.close()


def test_user_from_configurable_and_a_callable_hook() -> None:
    hub = new_hub()
    seen: list[tuple[Any, dict[str, Any]]] = []

    def hook(context: Any, configurable: Any) -> str:
        seen.append((context, dict(configurable)))
        return f"tenant:{configurable['tenant']}/user:{configurable['user']}"

    memory = DecaymemMiddleware(
        hub=hub, namespace=hook, memory_tools=True, summarize_with="extractive"
    )

    def respond(messages: list[BaseMessage]) -> AIMessage:
        if isinstance(messages[-1], ToolMessage):
            return AIMessage("done")
        call = {"id": "r1", "name": "remember_memory", "args": {"text": "Likes tea."}}
        return AIMessage("", tool_calls=[call])

    agent = create_agent(ScriptedToolModel(responder=respond), [], middleware=[memory])
    agent.invoke(
        {"messages": [HumanMessage("remember I like tea")]},
        {"configurable": {"tenant": "acme", "user": "ana maria"}},
    )
    assert seen and seen[0][1]["tenant"] == "acme"
    stored = hub.long_term.get(namespace="tenant:acme/user:ana maria")
    assert [r.text for r in stored if r.source == "tool"] == ["Likes tea."]  # the run's scope
    assert hub.long_term.count("default") == 0

    plain = DecaymemMiddleware(hub=hub, summarize_with="extractive")
    assert plain.resolve_namespace(None, {"user_id": "bob"}) == "user:bob"
    assert plain.resolve_namespace({"namespace": "team:x"}, {}) == "team:x"
    hub.close()


def test_an_ambiguous_default_is_refused_once_users_are_evident() -> None:
    hub = new_hub()
    memory = DecaymemMiddleware(hub=hub, summarize_with="extractive")
    agent = create_agent(ScriptedToolModel(), [], middleware=[memory], context_schema=UserContext)
    agent.invoke({"messages": [HumanMessage("hi")]}, context=UserContext("ana"))
    with pytest.raises(NamespaceError, match="names no user"):
        agent.invoke({"messages": [HumanMessage("hi")]})

    hub.close()


def test_a_fixed_namespace_scopes_each_user_inside_it() -> None:
    """Issue 44: the reference (LangGraph store memory, namespaced by user_id) scopes runs
    by user where a fixed namespace used to refuse a second user."""
    hub = new_hub()
    fixed = DecaymemMiddleware(hub=hub, namespace="team:x", summarize_with="extractive")
    agent = create_agent(ScriptedToolModel(), [], middleware=[fixed], context_schema=UserContext)
    for user in ("ana", "bob", "ana"):
        agent.invoke({"messages": [HumanMessage(f"I am {user}")]}, context=UserContext(user))
    assert fixed.resolve_namespace(UserContext("bob"), {}) == "team:x/user:bob"
    assert fixed.resolve_namespace(None, {}) == "team:x"
    ana = hub.long_term.get(namespace="team:x/user:ana")
    assert ana and all("bob" not in r.text for r in ana)
    assert all("ana" not in r.text for r in hub.long_term.get(namespace="team:x/user:bob"))
    with pytest.raises(NamespaceError, match="fixed"):
        fixed.resolve_namespace({"namespace": "team:y"}, {})
    hub.close()


# ---------------------------------------------------------------- item 3: sessions
@pytest.mark.parametrize("thread_id", ["ana chat 1", "thread#1", "スレッド 1", "t" * 200])
def test_any_thread_id_works_and_names_the_session(thread_id: str) -> None:
    hub = new_hub()
    memory = DecaymemMiddleware(hub=hub, summarize_with="extractive")
    agent = create_agent(ScriptedToolModel(), [], middleware=[memory], checkpointer=InMemorySaver())
    config = {"configurable": {"thread_id": thread_id}}
    agent.invoke({"messages": [HumanMessage("first")]}, config)
    agent.invoke({"messages": [HumanMessage("second")]}, config)
    assert thread_id in hub.session_ids()
    assert [m.content for m in memory.session(thread_id).transcript() if m.role == "user"] == [
        "first",
        "second",
    ]
    hub.close()


def test_without_a_checkpointer_unrelated_invokes_share_nothing() -> None:
    reference_model, model = ScriptedToolModel(), ScriptedToolModel()
    hub = new_hub()
    memory = DecaymemMiddleware(hub=hub, summarize_with="extractive")
    reference = create_agent(reference_model, [])
    agent = create_agent(model, [], middleware=[memory])
    for a in (reference, agent):
        a.invoke({"messages": [HumanMessage("My PIN is 4417.")]})
        a.invoke({"messages": [HumanMessage("Who am I?")]})
    assert "4417" not in text_of(reference_model.seen[-1])
    assert "4417" not in text_of(model.seen[-1])  # same as the reference
    assert [type(m) for m in model.seen[-1]] == [type(m) for m in reference_model.seen[-1]]
    assert not memory._ephemeral  # one-run sessions end with their run
    hub.close()


def test_a_subagent_called_from_a_tool_has_a_session_of_its_own() -> None:
    hub = new_hub()
    memory = DecaymemMiddleware(hub=hub, summarize_with="extractive")
    sub_model = ScriptedToolModel()
    sub = create_agent(sub_model, [], middleware=[memory])

    @tool
    def ask_helper(question: str) -> str:
        """Ask the helper agent."""
        out = sub.invoke({"messages": [HumanMessage(f"helper task: {question}")]})
        return str(out["messages"][-1].content)

    def respond(messages: list[BaseMessage]) -> AIMessage:
        if isinstance(messages[-1], ToolMessage):
            return AIMessage("done")
        return AIMessage(
            "", tool_calls=[{"id": "h1", "name": "ask_helper", "args": {"question": "x"}}]
        )

    parent_model = ScriptedToolModel(responder=respond)
    parent = create_agent(
        parent_model, [ask_helper], middleware=[memory], checkpointer=InMemorySaver()
    )
    config = {"configurable": {"thread_id": "T"}}
    parent.invoke({"messages": [HumanMessage("My PIN is 4417, ask the helper.")]}, config)
    assert "4417" not in text_of(sub_model.seen[0])  # the parent's turns never reach the subagent
    parent_texts = [m.content for m in memory.session("T").transcript()]
    assert not any("helper task" in t for t in parent_texts)  # nor the subagent's, the parent
    assert any("4417" in t for t in parent_texts)
    hub.close()


# ---------------------------------------------------------------- item 1: every prompt fits
def test_every_prompt_fits_whatever_one_message_weighs() -> None:
    window = 1024
    big_tool_result = "row 17 of the stock report: bolts, nuts and washers in aisle 4. " * 180
    big_user = "Here is the contract text: the party of the first part agrees. " * 200

    @tool
    def report(q: str) -> str:
        """Fetch the stock report."""
        return big_tool_result

    def respond(messages: list[BaseMessage]) -> AIMessage:
        last = messages[-1]
        if isinstance(last, ToolMessage):
            return AIMessage("summarised the report")
        if "report" in str(last.content):
            return AIMessage("", tool_calls=[{"id": "c1", "name": "report", "args": {"q": "all"}}])
        return AIMessage("ok")

    reference_model, model = (
        ScriptedToolModel(responder=respond),
        ScriptedToolModel(responder=respond),
    )
    hub = new_hub()
    memory = DecaymemMiddleware(hub=hub, context_window=window, summarize_with="extractive")
    reference = create_agent(
        reference_model, [report], system_prompt="Be brief.", checkpointer=InMemorySaver()
    )
    agent = create_agent(
        model,
        [report],
        system_prompt="Be brief.",
        middleware=[memory],
        checkpointer=InMemorySaver(),
    )
    config = {"configurable": {"thread_id": "big"}}
    for a in (reference, agent):
        a.invoke({"messages": [HumanMessage("get the report please")]}, config)
        a.invoke({"messages": [HumanMessage(big_user)]}, config)
    assert tiktoken_prompt_tokens(reference_model.seen[1]) > 2500  # the input really is oversized
    assert max(tiktoken_prompt_tokens(p) for p in reference_model.seen) > 2900
    for prompt in model.seen:
        assert tiktoken_prompt_tokens(prompt) <= window
    last = model.seen[-1]
    assert isinstance(last[-1], HumanMessage) and "by decaymem" in str(last[-1].content)
    # the checkpointed thread is the reference's: nothing clipped there
    ours = agent.get_state(config).values["messages"]
    theirs = reference.get_state(config).values["messages"]
    assert [m.content for m in ours] == [m.content for m in theirs]
    assert big_tool_result in [m.content for m in ours]
    hub.close()


def test_a_system_prompt_larger_than_the_window_is_a_clear_error() -> None:
    hub = new_hub()
    memory = DecaymemMiddleware(hub=hub, context_window=256, summarize_with="extractive")
    agent = create_agent(ScriptedToolModel(), [], system_prompt="rule. " * 400, middleware=[memory])
    with pytest.raises(BudgetExceededError, match="hint:"):
        agent.invoke({"messages": [HumanMessage("hi")]})
    hub.close()


# ---------------------------------------------------------------- item 6: start on a user turn
def test_trimmed_prompts_start_on_a_user_turn_like_trim_messages() -> None:
    @tool
    def lookup(q: str) -> str:
        """Look something up."""
        return f"result for {q}: " + "data " * 40

    hub = new_hub()
    memory = DecaymemMiddleware(hub=hub, context_window=700, summarize_with="extractive")
    model = ScriptedToolModel()
    agent = create_agent(model, [lookup], middleware=[memory], checkpointer=InMemorySaver())
    config = {"configurable": {"thread_id": "trim"}}
    for i in range(30):
        text = f"please use the tool for item {i}" if i % 2 else f"{i}: {FILLER}"
        agent.invoke({"messages": [HumanMessage(text)]}, config)
    for prompt in model.seen:
        turns = prompt[1:] if prompt and prompt[0].type == "system" else prompt
        reference = trim_messages(
            turns, max_tokens=10**6, token_counter=len, start_on="human", strategy="last"
        )
        assert turns and turns[0].type == "human" == reference[0].type
        assert turns == reference  # already starts where trim_messages would start
    hub.close()


# ---------------------------------------------------------------- item 5: internal calls
def test_internal_summary_calls_do_not_stream_like_summarization_middleware() -> None:
    def respond(messages: list[BaseMessage]) -> AIMessage:
        text = str(messages[-1].content)
        if "UPDATED SUMMARY" in text or "summar" in text.lower():
            return AIMessage("INTERNAL-SUMMARY-TEXT")
        return AIMessage("visible answer")

    def streamed(agent: Any) -> str:
        out = []
        config = {"configurable": {"thread_id": "s"}}
        for i in range(14):
            msg = HumanMessage(f"{i}: {FILLER} " * (6 if i % 3 == 2 else 1))
            for chunk, _meta in agent.stream({"messages": [msg]}, config, stream_mode="messages"):
                if isinstance(chunk, AIMessage):  # the model's streamed output
                    out.append(str(chunk.content))
        return "".join(out)

    ref_model = ScriptedToolModel(responder=respond)
    reference = create_agent(
        ref_model,
        [],
        middleware=[
            SummarizationMiddleware(model=ref_model, trigger=("tokens", 300), keep=("messages", 2))
        ],
        checkpointer=InMemorySaver(),
    )
    hub = new_hub()
    model = ScriptedToolModel(responder=respond)
    agent = create_agent(
        model,
        [],
        middleware=[DecaymemMiddleware(hub=hub, context_window=400, summarize_with="agent")],
        checkpointer=InMemorySaver(),
    )
    ref_out, out = streamed(reference), streamed(agent)
    assert "visible answer" in out and "visible answer" in ref_out
    assert "INTERNAL-SUMMARY" not in ref_out
    assert "INTERNAL-SUMMARY" not in out
    assert model.calls > 14  # decaymem did ask the model for summaries (not streamed)
    hub.close()


def test_a_turn_that_fits_the_history_but_not_beside_the_system_prompt_is_clipped() -> None:
    window = 1024
    system = "Policy: answer in one line and cite the clause. " * 45  # ~450 tokens
    user = "Clause text: the tenant shall keep the premises tidy and dry. " * 40  # ~520 tokens
    hub = new_hub()
    model = ScriptedToolModel()
    memory = DecaymemMiddleware(hub=hub, context_window=window, summarize_with="extractive")
    agent = create_agent(model, [], system_prompt=system, middleware=[memory])
    agent.invoke({"messages": [HumanMessage(user)]})
    reference_model = ScriptedToolModel()
    create_agent(reference_model, [], system_prompt=system).invoke(
        {"messages": [HumanMessage(user)]}
    )
    assert tiktoken_prompt_tokens(reference_model.seen[0]) > window
    prompt = model.seen[0]
    assert tiktoken_prompt_tokens(prompt) <= window
    assert "clipped by decaymem" in str(prompt[-1].content)
    assert str(prompt[0].content) == system.strip() or str(prompt[0].content).startswith("Policy")
    hub.close()
