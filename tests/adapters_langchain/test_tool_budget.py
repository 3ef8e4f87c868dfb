"""The budget counts what the model receives: the bound tools' schemas too."""

from __future__ import annotations

import json
from typing import Any

import pytest
from langchain.agents import create_agent
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langchain_core.utils.function_calling import convert_to_openai_tool
from langgraph.checkpoint.memory import InMemorySaver
from oracle import text_tokens
from pydantic import Field

from decaymem import FixedClock, HashingEmbedder, MemoryHub
from decaymem.errors import BudgetExceededError, ConfigError
from langchain_decaymem import DecaymemMiddleware

from .conftest import ScriptedToolModel, count_prompt

BUDGET = 1200


@tool
def plan_route(origin: str, destination: str, depart_after: str, avoid: list[str]) -> str:
    """Plan a rail route between two stations.

    Args:
        origin: the station the traveller leaves from, as printed on the ticket.
        destination: the station the traveller wants to reach, as printed on the ticket.
        depart_after: the earliest departure, ISO 8601 local time of the origin station.
        avoid: names of lines or operators the route must not use, for price or comfort.
    """
    return "route"


@tool
def book_hotel(city: str, check_in: str, nights: int, guests: int, budget_eur: float) -> str:
    """Book a hotel room that fits the traveller's budget and dates.

    Args:
        city: the city to stay in; a district may follow after a comma.
        check_in: the arrival date, ISO 8601.
        nights: how many nights to stay, at least one.
        guests: how many people share the room.
        budget_eur: the most the whole stay may cost, in euros, taxes included.
    """
    return "booked"


class ToolRecordingModel(ScriptedToolModel):
    bound: list[Any] = Field(default_factory=list)

    def bind_tools(self, tools: Any, **kwargs: Any) -> ToolRecordingModel:  # type: ignore[override]
        self.bound = list(tools)
        return self


def _schema_tokens(tools: list[Any]) -> int:
    """Counted here with tiktoken directly (tests/oracle.py), not with decaymem's counter."""
    return sum(text_tokens(json.dumps(convert_to_openai_tool(t))) for t in tools)


def test_with_tools_bound_the_model_input_stays_within_the_window() -> None:
    hub = MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())
    memory = DecaymemMiddleware(
        hub=hub, context_window=BUDGET, summarize_with="extractive", memory_tools=True
    )
    model = ToolRecordingModel(responder=lambda m: AIMessage(content="Noted, all in the plan."))
    agent = create_agent(
        model, [plan_route, book_hotel], middleware=[memory], checkpointer=InMemorySaver()
    )
    for i in range(40):
        text = f"Day {i}: we take the morning train to city {i}, then a museum and a late dinner."
        agent.invoke({"messages": [HumanMessage(text)]}, {"configurable": {"thread_id": "t"}})
    assert len(model.bound) == 4  # two tools of the agent, two memory tools
    schemas = _schema_tokens(model.bound)
    assert schemas > 300
    worst = max(count_prompt(p) for p in model.seen) + schemas
    assert worst <= BUDGET, worst
    assert worst > BUDGET - 200  # the window is used, not left empty
    memory.close()


def test_tool_schemas_larger_than_the_window_are_refused_with_a_hint() -> None:
    memory = DecaymemMiddleware(
        hub=MemoryHub(embedder=HashingEmbedder()), context_window=300, summarize_with="extractive"
    )
    model = ToolRecordingModel(responder=lambda m: AIMessage(content="ok"))
    agent = create_agent(model, [plan_route, book_hotel], middleware=[memory])
    with pytest.raises(BudgetExceededError, match="hint"):
        agent.invoke({"messages": [HumanMessage("hello")]})
    memory.close()


def test_memory_tools_with_a_model_that_cannot_bind_tools_say_so() -> None:
    memory = DecaymemMiddleware(
        hub=MemoryHub(embedder=HashingEmbedder()), summarize_with="extractive", memory_tools=True
    )
    model = GenericFakeChatModel(messages=iter([AIMessage(content="hi")]))
    agent = create_agent(model, [], middleware=[memory])
    with pytest.raises(ConfigError, match="memory_tools=False"):
        agent.invoke({"messages": [HumanMessage("hello")]})
    memory.close()
