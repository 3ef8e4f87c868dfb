"""AgentMemory.forget also takes a forgotten memory out of the running summary.

Before, forget deleted the long-term records but the extractive summary kept quoting them, so
context() went on showing the model "I'm allergic to shellfish" after the user had it
forgotten, also after a reopen.
"""

from __future__ import annotations

import threading
from pathlib import Path

from decaymem import AgentMemory, HashingEmbedder

NS = "user:ana"


def chat(mem: AgentMemory) -> None:
    mem.add_message("user", "I'm allergic to shellfish. My budget is 6,000 EUR.")
    mem.add_message("user", "My daughter Lina plays the cello every Tuesday.")
    for i in range(20):
        mem.add_message("user", f"Let us talk about the weather in city number {i} today please.")
        mem.add_message("assistant", f"Sure, the weather in city {i} is mild.")


def shown(mem: AgentMemory, query: str) -> str:
    return "\n".join(m.content for m in mem.context(query).messages)


def test_forgotten_memories_leave_the_summary_and_stay_gone_after_reopen(tmp_path: Path) -> None:
    mem = AgentMemory(tmp_path, context_window=600, embedder=HashingEmbedder(), namespace=NS)
    chat(mem)
    summary = mem.buffer.summary
    assert summary is not None and "shellfish" in summary.content  # folded as it left
    ids = [r.id for r in mem.long_term.get(namespace=NS) if "shellfish" in r.text]
    assert ids
    assert mem.forget(ids) == len(ids)
    assert "shellfish" not in shown(mem, "what am I allergic to?")
    assert "cello" in shown(mem, "what does Lina play?")  # the rest of the summary stays
    mem.close()
    mem = AgentMemory(tmp_path, context_window=600, embedder=HashingEmbedder(), namespace=NS)
    assert "shellfish" not in shown(mem, "what am I allergic to?")
    assert "cello" in shown(mem, "what does Lina play?")
    mem.close()


def test_a_short_forgotten_turn_does_not_empty_the_summary() -> None:
    mem = AgentMemory(None, context_window=600, embedder=HashingEmbedder(), namespace=NS)
    mem.add_message("user", "ok")
    chat(mem)
    before = mem.buffer.summary
    assert before is not None
    ok = [r.id for r in mem.long_term.get(namespace=NS) if r.text == "ok"]
    mem.forget(ok)
    after = mem.buffer.summary
    assert after is not None and after.content == before.content


def test_the_other_open_sessions_of_the_namespace_drop_it_too(tmp_path: Path) -> None:
    from decaymem import MemoryHub

    hub = MemoryHub(tmp_path, embedder=HashingEmbedder())
    first = hub.session("chat-1", namespace=NS, context_window=600)
    second = hub.session("chat-2", namespace=NS, context_window=600)
    other_user = hub.session("chat-1", namespace="user:bob", context_window=600)
    for mem in (first, second, other_user):
        chat(mem)
    ids = [r.id for r in hub.long_term.get(namespace=NS) if "shellfish" in r.text]
    first.forget(ids)
    assert "shellfish" not in shown(first, "what am I allergic to?")
    assert "shellfish" not in shown(second, "what am I allergic to?")
    assert "cello" in shown(second, "what does Lina play?")
    # another namespace's memories and summary are its own
    assert "shellfish" in shown(other_user, "what am I allergic to?")
    hub.close()


class BlockedLLM:
    """A background summarizer that answers only when released, quoting every turn it got:
    the refinement in flight when the user forgets was written from the forgotten turn."""

    def __init__(self) -> None:
        self.release = threading.Event()
        self.calls = 0
        self.answered = False

    def __call__(self, prompt: str) -> str:
        self.calls += 1
        self.release.wait(120)
        facts = [line for line in prompt.splitlines() if "shellfish" in line or "cello" in line]
        self.answered = True
        return "FACTS:\n" + "\n".join(f"- {line.strip()}" for line in facts)


def test_a_refinement_in_flight_cannot_bring_a_forgotten_memory_back() -> None:
    """Before, forget waited up to 60 s for the background LLM (per open session), then cleaned
    only the extractive summary; an LLM slower than that put the forgotten turn back into
    context() when its result landed."""
    from decaymem import LLMSummarizer

    llm = BlockedLLM()
    mem = AgentMemory(
        None,
        context_window=600,
        embedder=HashingEmbedder(),
        namespace=NS,
        summarizer=LLMSummarizer(llm),
        background_summary=True,
    )
    chat(mem)
    assert llm.calls == 1  # a refinement is in flight, blocked
    ids = [r.id for r in mem.long_term.get(namespace=NS) if "shellfish" in r.text]
    assert ids
    mem.forget(ids)
    assert not llm.answered  # forget returned without waiting for the LLM
    assert "shellfish" not in shown(mem, "what am I allergic to?")
    llm.release.set()
    assert mem.buffer.wait_for_summary(timeout=30)
    summary = mem.buffer.summary
    assert summary is not None and "cello" in summary.content  # the refinement was applied
    assert "shellfish" not in summary.content
    assert "shellfish" not in shown(mem, "what am I allergic to?")
    mem.close()
