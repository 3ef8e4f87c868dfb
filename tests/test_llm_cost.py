"""What ``llm=`` costs a turn (issue 15, item 12): every eviction step makes its LLM calls inside
``add_message``, in the caller's thread, before it returns. README.md ("Guarantees and limits")
states the figures; this test keeps them true."""

from __future__ import annotations

import threading
import time

from decaymem import AgentMemory, HashingEmbedder
from decaymem.pressure import Action

SUMMARY = "GOALS:\n- plan a trip\nFACTS:\n- budget 6,000 EUR\nACTIONS:\n- book\nCONSTRAINTS:\n- veg"


def test_each_eviction_step_blocks_add_message_on_its_llm_calls() -> None:
    calls: list[tuple[int, bool, str]] = []
    adding = threading.Event()

    def llm(prompt: str) -> str:
        kind = "summary" if "GOALS" in prompt else "facts"
        calls.append((threading.get_ident(), adding.is_set(), kind))
        time.sleep(0.01)  # a model's latency, scaled down
        return SUMMARY if kind == "summary" else "7 | The user is planning a trip to Kyoto."

    mem = AgentMemory(context_window=1024, embedder=HashingEmbedder(), llm=llm)
    expected = {"facts": 0, "summary": 0}
    blocked = 0.0
    for i in range(60):
        adding.set()
        start = time.perf_counter()
        result = mem.add_message(
            "user" if i % 2 == 0 else "assistant",
            f"Turn {i}: the hotel in Kyoto near the station, a budget of {i * 10} EUR, trains.",
        )
        took = time.perf_counter() - start
        adding.clear()
        steps = [e for e in result.events if e.action is not Action.WARN]
        expected["summary"] += sum(e.action is Action.SUMMARIZE for e in steps)
        expected["facts"] += 1 if any(m for e in steps for m in e.removed) else 0
        if steps:
            blocked += took
    got = {k: sum(c[2] == k for c in calls) for k in expected}
    assert got == expected and got["facts"] > 0  # one fact call per step that removed turns
    main = threading.get_ident()
    assert all(tid == main and during for tid, during, _ in calls)  # inside add_message
    assert blocked >= 0.01 * len(calls)  # the caller waited for every call
