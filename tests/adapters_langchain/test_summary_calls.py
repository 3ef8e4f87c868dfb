"""The middleware's summaries by the agent's model: one call per trigger, not one per turn.

A counting fake chat model answers every agent call and every summary call; the summary
calls are the ones carrying the summarizer's prompt. With the middleware's defaults
(``summarize_with="agent"``, ``context_window=8192``), 100 turns of ordinary length reach the
trigger a few times, and each time the agent's model is asked once.
"""

from __future__ import annotations

import pytest
from langchain.agents import create_agent
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage
from langgraph.checkpoint.memory import InMemorySaver

from decaymem import FixedClock, HashingEmbedder, MemoryHub
from decaymem.errors import ConfigError
from langchain_decaymem import DecaymemMiddleware

from .conftest import ScriptedToolModel


def _turn(i: int) -> str:
    return (
        f"Turn {i}: for the trip we compared hotel {i} near the station with a guesthouse by "
        f"the river, looked at train times to Kyoto and Nara, and noted that museum {i} is "
        "closed on Mondays, so the itinerary for that day needs another plan."
    )


def _run(memory: DecaymemMiddleware, turns: int) -> tuple[int, int]:
    """(agent calls, summary calls) over ``turns`` runs of one thread."""
    summaries = 0

    def respond(messages: list[BaseMessage]) -> AIMessage:
        nonlocal summaries
        if "UPDATED SUMMARY" in str(messages[-1].content):
            summaries += 1
            return AIMessage(
                content="GOALS:\n- plan the Kyoto trip\nFACTS:\n- museums close Monday"
            )
        return AIMessage(content="Noted; I will keep that in the plan for the trip. " * 3)

    model = ScriptedToolModel(responder=respond)
    agent = create_agent(model, [], middleware=[memory], checkpointer=InMemorySaver())
    for i in range(turns):
        agent.invoke({"messages": [HumanMessage(_turn(i))]}, {"configurable": {"thread_id": "t"}})
    return model.calls - summaries, summaries


def _middleware(**kwargs: object) -> DecaymemMiddleware:
    hub = MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())
    return DecaymemMiddleware(hub=hub, **kwargs)  # type: ignore[arg-type]


def test_defaults_summarize_a_few_times_per_100_turns() -> None:
    memory = _middleware()
    agent_calls, summary_calls = _run(memory, 100)
    assert agent_calls == 100
    # the window (65 % of 8192) fills after ~25 turns of ~110 tokens; from then on each
    # trigger (85 % of the conversation's budget) summarizes down to the keep (50 %) at once
    assert 1 <= summary_calls <= 5, summary_calls
    summary = memory.session("t").buffer.summary
    assert summary is not None and "museums close Monday" in summary.content
    memory.close()


def test_trigger_and_keep_in_tokens_set_how_often() -> None:
    # trigger at 3000 tokens of conversation, keep 1000: each summary frees ~2000 tokens
    often = _middleware(trigger=("tokens", 3000), keep=("tokens", 2500))
    rare = _middleware(trigger=("tokens", 3000), keep=("tokens", 1000))
    _, many = _run(often, 60)
    _, few = _run(rare, 60)
    assert few < many
    often.close()
    rare.close()


@pytest.mark.parametrize(
    ("trigger", "keep"),
    [
        (("messages", 40), ("fraction", 0.5)),
        (("fraction", 0.5), ("fraction", 0.6)),
        (("fraction", 1.2), ("fraction", 0.5)),
        (("tokens", 100), ("tokens", 200)),
        (("tokens", 9000), ("tokens", 200)),
        ("fraction", ("fraction", 0.5)),
    ],
)
def test_a_trigger_it_cannot_honour_is_refused_with_a_hint(trigger: object, keep: object) -> None:
    with pytest.raises(ConfigError, match="hint"):
        _middleware(trigger=trigger, keep=keep)
