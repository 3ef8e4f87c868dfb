"""What ``llm=`` costs a turn (issue 15, item 12): the eviction steps make their LLM calls inside
``add_message``, in the caller's thread, before it returns. README.md ("Guarantees and limits")
states the figures; this test keeps them true."""

from __future__ import annotations

import threading
import time
from typing import Any

from decaymem import AgentMemory, HashingEmbedder
from decaymem.pressure import Action

SUMMARY = "GOALS:\n- plan a trip\nFACTS:\n- budget 6,000 EUR\nACTIONS:\n- book\nCONSTRAINTS:\n- veg"
LATENCY_S = 0.01  # a model's latency, scaled down


def _conversation(**kwargs: Any) -> tuple[list[tuple[int, int, str]], list[int], int]:
    """60 turns with a counting LLM: (calls as (thread, turn, kind), turns with a step, main)."""
    calls: list[tuple[int, int, str]] = []
    turn = [-1]

    def llm(prompt: str) -> str:
        kind = "summary" if "GOALS" in prompt else "facts"
        calls.append((threading.get_ident(), turn[0], kind))
        time.sleep(LATENCY_S)
        return SUMMARY if kind == "summary" else "7 | The user is planning a trip to Kyoto."

    mem = AgentMemory(context_window=1024, embedder=HashingEmbedder(), llm=llm, **kwargs)
    stepped: list[int] = []
    for i in range(60):
        turn[0] = i
        result = mem.add_message(
            "user" if i % 2 == 0 else "assistant",
            f"Turn {i}: the hotel in Kyoto near the station, a budget of {i * 10} EUR, trains.",
        )
        turn[0] = -1  # a call made now would be outside add_message
        if any(e.action is not Action.WARN and e.removed for e in result.events):
            stepped.append(i)
    mem.close()
    return calls, stepped, threading.get_ident()


def test_each_eviction_step_blocks_add_message_on_its_llm_calls() -> None:
    calls, stepped, main = _conversation()
    facts = [t for _, t, kind in calls if kind == "facts"]
    # One fact-extraction call per step that removed turns (20 in 60 turns here) ...
    assert facts == stepped and len(stepped) >= 10
    # ... and every call, summaries included, made in the caller's thread during the
    # add_message of a turn that took a step: the caller waits for each one.
    assert all(tid == main for tid, _, _ in calls)
    assert {t for _, t, _ in calls} <= set(stepped)


def test_background_summary_moves_the_summary_calls_off_the_callers_thread() -> None:
    calls, stepped, main = _conversation(background_summary=True)
    facts = [t for tid, t, kind in calls if kind == "facts"]
    summaries = [(tid, t) for tid, t, kind in calls if kind == "summary"]
    assert facts and facts == stepped  # fact extraction still blocks add_message
    assert all(tid == main for tid, _, kind in calls if kind == "facts")
    assert summaries and all(tid != main for tid, _ in summaries)  # never in the caller's thread
