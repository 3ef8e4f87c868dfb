"""The cold trial's scenario (issue 41): a trip-planning agent over 160 turns with tool calls.

Tried as a new user would, the summary kept weather forecasts, hotel listings, tool dumps and
"tool remember_memory: remembered (a2b519…)" while the model saw neither the user's name nor
the peanut allergy, and "Our total budget is 3,000 EUR" sat undated beside "Update: our budget
is now 4,200 EUR", once nested inside an archived ``recall_memory`` result that was itself
recalled. Real tiktoken counts and the default (sentence-transformers) embedder.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from decaymem import AgentMemory, FixedClock, render_memories

START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC).timestamp()
CITIES = ["Lisbon", "Porto", "Coimbra", "Faro", "Sintra", "Évora", "Braga", "Aveiro"]
CHATTER = [
    "Thanks, that sounds lovely!",
    "Great, thanks so much.",
    "Haha, that's so true.",
    "Perfect, let's keep going.",
]


class Agent:
    """Drives an AgentMemory the way a tool-calling agent loop does."""

    def __init__(self, mem: AgentMemory, clock: FixedClock) -> None:
        self.mem, self.clock, self.n = mem, clock, 0

    def user(self, text: str) -> None:
        self.clock.advance(2 * 3600)  # a turn every two hours: thirteen days in all
        self.mem.add_message("user", text)

    def tool(self, name: str, arguments: dict[str, object], result: str) -> None:
        self.n += 1
        call = {"id": f"call_{self.n}", "name": name, "arguments": arguments}
        self.mem.add_message("assistant", "", tool_calls=[call])
        self.mem.add_message("tool", result, tool_call_id=f"call_{self.n}", name=name)

    def say(self, text: str) -> None:
        self.mem.add_message("assistant", text)

    def remember(self, text: str) -> None:
        rid = self.mem.remember(text)
        self.tool("remember_memory", {"text": text}, f"remembered ({rid})")

    def recall(self, query: str) -> None:
        found = self.mem.recall(query, k=3)
        self.tool("recall_memory", {"query": query}, render_memories(found))


def conversation(agent: Agent) -> Iterator[int]:
    """160 user turns; yields the turn number after each."""
    agent.user("Hi! I'm Priya Raman and I'm planning a two-week family trip to Portugal.")
    agent.say("Nice to meet you, Priya! I'd love to help plan your trip to Portugal.")
    agent.user("I have a severe peanut allergy, so every restaurant must be peanut-free.")
    agent.remember("Priya has a severe peanut allergy.")
    agent.say("Noted: I'll only suggest peanut-free places.")
    agent.user("Our total budget is 3,000 EUR.")
    agent.remember("Our total budget is 3,000 EUR.")
    agent.say("Got it, I'll keep the plan within your budget.")
    yield 3
    for turn in range(4, 161):
        city = CITIES[turn % len(CITIES)]
        if turn == 100:
            agent.user("Update: our budget is now 4,200 EUR.")
            agent.remember("Our budget is now 4,200 EUR.")
            agent.say("Updated, I'll plan with the new budget.")
        elif turn % 4 == 0:
            agent.user(f"What's the weather like in {city} on day {turn % 14 + 1}?")
            agent.tool(
                "get_weather",
                {"city": city, "day": turn % 14 + 1},
                f'{{"city": "{city}", "forecast": [{{"day": {turn % 14 + 1}, "high_c": '
                f'{18 + turn % 9}, "low_c": {9 + turn % 5}, "sky": "sunny", "wind_kmh": 12}}]}}',
            )
            agent.say(f"It will be sunny in {city}, around {18 + turn % 9}°C.")
        elif turn % 4 == 1:
            agent.user(f"Can you find hotels in {city} for three nights?")
            agent.tool(
                "search_hotels",
                {"city": city, "nights": 3},
                "\n".join(
                    f"{i}. Hotel {city} {name} - {90 + 15 * i} EUR/night, rating 4.{i}"
                    for i, name in enumerate(["Central", "Jardim", "Rio"], 1)
                ),
            )
            agent.say(f"Here are three options in {city}, from 105 to 135 EUR a night.")
        elif turn % 4 == 2:
            agent.user(f"Remind me what we said about {city}?")
            agent.recall(f"plans for {city} and our budget")
            agent.say(f"We looked at hotels and the weather for {city}.")
        else:
            agent.user(CHATTER[turn % len(CHATTER)])
            agent.say("You're welcome! What next?")
        yield turn


def _dated(summary: str, needle: str) -> list[str]:
    return re.findall(r"\[(\d{4}-\d{2}-\d{2})\][^\n]*" + re.escape(needle), summary)


@pytest.fixture(scope="module")
def trial() -> Iterator[tuple[AgentMemory, str]]:
    clock = FixedClock(START)
    mem = AgentMemory(None, context_window=4096, clock=clock)
    agent = Agent(mem, clock)
    turns = list(conversation(agent))
    assert turns[-1] == 160
    ctx = mem.context("What's my name, do I have any allergies, and what's our budget now?")
    yield mem, "\n".join(m.content for m in ctx.messages)
    mem.close()


def test_the_model_sees_the_name_the_allergy_and_the_current_budget(
    trial: tuple[AgentMemory, str],
) -> None:
    mem, shown = trial
    assert mem.buffer.summary is not None  # the early turns left the window long ago
    assert not any("Priya" in m.content for m in mem.buffer.turns)
    assert "Priya" in shown
    assert "peanut allergy" in shown
    assert "4,200 EUR" in shown


def test_the_summary_dates_the_budgets_and_holds_no_tool_output(
    trial: tuple[AgentMemory, str],
) -> None:
    mem, _ = trial
    assert mem.buffer.summary is not None
    summary = mem.buffer.summary.content
    assert "[2026-03-02] user: I'm Priya Raman" in summary
    assert "peanut allergy" in summary
    stale, current = _dated(summary, "3,000 EUR"), _dated(summary, "4,200 EUR")
    assert current and all(day < min(current) for day in stale)
    for dump in ("remembered (", "EUR/night", "high_c", "tool", "sunny", "recalled", "<"):
        assert dump not in summary, dump


def test_memory_tool_results_are_never_archived_as_memories(
    trial: tuple[AgentMemory, str],
) -> None:
    mem, _ = trial
    texts = [r.text for r in mem.long_term.get(namespace=mem.namespace)]
    assert any("EUR/night" in t for t in texts)  # other tools' results are archived verbatim
    assert not any(t.startswith("remembered (") for t in texts)
    assert not any("Recalled from long-term memory" in t for t in texts)
    # and what is recalled for the budget is never a recall nested in a recall
    found = mem.recall("what's our budget now?", k=10)
    assert not any("long-term memory" in r.text for r in found)
