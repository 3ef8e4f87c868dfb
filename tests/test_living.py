"""The living summary (issue 11, item 4; issue 41): turns are folded in as they leave the
window, every item dated and in time order (nothing hidden on a guess), the fold costs what
was evicted, and an LLM summarizer can run in the background."""

from __future__ import annotations

import io
import threading
from pathlib import Path

import pytest
from rich.console import Console

from decaymem import (
    AgentMemory,
    ConversationBuffer,
    FixedClock,
    HashingEmbedder,
    LLMSummarizer,
    PressurePolicy,
    TiktokenCounter,
)
from decaymem.demo import run_demo_context
from decaymem.living import SummaryFolder
from decaymem.pressure import Action
from decaymem.summarize import ExtractiveSummarizer, merge_summaries

CHATTER = [
    "Haha, that's so true, I totally get what you mean about rainy days like this one.",
    "That sounds great, thanks so much for explaining all of that so patiently to me!",
    "Oh wow, I had no idea, that's really interesting and a bit surprising honestly.",
    "Sure, let's keep going with this later, no rush at all on any of it, really.",
]
DAY = 86_400.0


def _chat(mem: AgentMemory, turns: list[str], clock: FixedClock) -> None:
    for i, text in enumerate(turns):
        clock.advance(3600)
        mem.add_message("user", text)
        clock.advance(30)
        mem.add_message("assistant", f"Noted. {CHATTER[i % len(CHATTER)]}")


def test_a_long_conversation_has_a_summary_with_default_settings() -> None:
    # Before: eviction at 85 % always fired first, so the 95 % summarize step (the only one that
    # wrote a summary) was never reached with normal-sized turns.
    b = ConversationBuffer(max_tokens=300, clock=FixedClock())
    for i in range(40):
        b.add("user", f"My cousin number {i} lives in Porto and works as a baker.")
        b.add("assistant", CHATTER[i % len(CHATTER)])
    assert b.summary is not None
    assert "lives in Porto" in b.summary.content
    evictions = [e for e in b.events if e.action is Action.TRUNCATE]
    assert evictions and all(e.summary_id for e in evictions)
    assert not any(e.action is Action.SUMMARIZE for e in b.events)  # the 95 % step stays idle
    assert b.tokens <= 300


def test_eviction_without_folding_is_still_available() -> None:
    b = ConversationBuffer(
        max_tokens=300, clock=FixedClock(), policy=PressurePolicy(fold_evicted=False)
    )
    for i in range(40):
        b.add("user", f"My cousin number {i} lives in Porto and works as a baker.")
    assert b.summary is None


@pytest.mark.parametrize("fast", [True, pytest.param(False, marks=pytest.mark.slow)])
def test_demo_final_context_shows_the_current_value_last(tmp_path: Path, fast: bool) -> None:
    console = Console(file=io.StringIO(), width=120)
    _, ctx = run_demo_context(console, path=tmp_path / "demo", fast=fast)
    assert ctx.summary is not None
    assert "7,500 EUR" in ctx.summary
    shown = [m.content for m in ctx.messages]
    assert any("conversation_summary" in c for c in shown)

    # the old value may be shown, dated no later than the current one
    def day(value: str) -> str:
        line = next(x for x in ctx.summary.splitlines() if value in x)  # type: ignore[union-attr]
        return line.split("]")[0]

    assert "6,000" not in ctx.summary or day("6,000") <= day("7,500 EUR")


class GatedLLM:
    """An LLM callable that blocks until released, counting calls; can be set to fail."""

    def __init__(self, *, fail: bool = False) -> None:
        self.gate = threading.Event()
        self.calls = 0
        self.fail = fail

    def __call__(self, prompt: str) -> str:
        self.calls += 1
        if not self.gate.wait(10):
            raise TimeoutError("never released")
        if self.fail:
            raise RuntimeError("LLM down")
        return "GOALS:\n- plan a trip\nFACTS:\n- LLM-WRITTEN budget is 7,500 EUR"


def _fill(b: ConversationBuffer, n: int) -> None:
    for i in range(n):
        b.add("user", f"My cousin number {i} lives in Porto and works as a baker.")


def test_background_summary_does_not_block_and_is_applied() -> None:
    llm = GatedLLM()
    b = ConversationBuffer(
        max_tokens=300,
        clock=FixedClock(),
        summarizer=LLMSummarizer(llm),
        background_summary=True,
    )
    _fill(b, 30)  # the LLM is blocked: add() must not wait for it
    assert llm.calls >= 1
    assert b.summary is not None and "lives in Porto" in b.summary.content  # extractive now
    llm.gate.set()
    assert b.wait_for_summary(timeout=10)
    assert b.summary is not None and "LLM-WRITTEN" in b.summary.content
    assert b.tokens <= 300


def test_background_llm_failure_keeps_every_turn_in_the_summary() -> None:
    llm = GatedLLM(fail=True)
    b = ConversationBuffer(
        max_tokens=300,
        clock=FixedClock(),
        summarizer=LLMSummarizer(llm, fallback=ExtractiveSummarizer()),
        background_summary=True,
    )
    b.add("user", "I'm allergic to penicillin, please remember that.")
    _fill(b, 30)
    llm.gate.set()
    assert b.wait_for_summary(timeout=10)
    assert b.summary is not None
    assert "penicillin" in b.summary.content


def test_synchronous_llm_failure_falls_back_to_extractive() -> None:
    def broken(prompt: str) -> str:
        raise RuntimeError("down")

    folder = SummaryFolder(LLMSummarizer(broken))
    b = ConversationBuffer(clock=FixedClock())
    b.add("user", "I'm allergic to penicillin.")
    assert "penicillin" in folder.fold(b.turns, None)[0].text


def test_agent_memory_background_option_reaches_the_buffer() -> None:
    llm = GatedLLM()
    llm.gate.set()
    mem = AgentMemory(
        context_window=500,
        clock=FixedClock(),
        embedder=HashingEmbedder(),
        llm=llm,
        background_summary=True,
    )
    for i in range(30):
        mem.add_message("user", f"My cousin number {i} lives in Porto and works as a baker.")
    assert mem.buffer.wait_for_summary(timeout=10)
    assert mem.context().summary is not None
    mem.close()


@pytest.mark.parametrize(
    ("old", "new", "stale", "current"),
    [
        ("I live in Porto with my two cats.", "We moved to Lisbon last month.", "Porto", "Lisbon"),
        (
            "I'm vegetarian, so no meat dishes please.",
            "I went vegan in March, so no dairy or eggs either.",
            "vegetarian",
            "vegan",
        ),
        (
            "Our total budget is 3,000 EUR.",
            "Update: our budget is now 4,200 EUR.",
            "3,000",
            "4,200",
        ),
    ],
)
def test_the_summary_shows_both_values_dated_and_the_newest_last(
    old: str, new: str, stale: str, current: str
) -> None:
    """Issue 41: no rule guesses that one statement updates another (a false match hid true
    facts); both stay, each with the day it was said, in time order."""
    clock = FixedClock(1_773_446_400.0)  # 2026-03-14
    mem = AgentMemory(context_window=700, clock=clock, embedder=HashingEmbedder())
    mem.add_message("user", old)
    for i in range(12):
        clock.advance(600)
        mem.add_message("assistant", CHATTER[i % len(CHATTER)])
    clock.advance(3 * DAY)
    mem.add_message("user", new)
    for i in range(30):
        clock.advance(600)
        mem.add_message("assistant", CHATTER[i % len(CHATTER)])
    assert mem.buffer.summary is not None, "turns left the window: there must be a summary"
    summary = mem.buffer.summary.content
    assert f"[2026-03-14] user: {old}" in summary
    assert f"[2026-03-17] user: {new}" in summary
    assert summary.index(stale) < summary.rindex(current)
    mem.close()


def test_merging_keeps_every_statement_in_order_and_moves_a_repeat_to_the_end() -> None:
    merged = merge_summaries(
        "FACTS:\n- [2026-03-01] user: I live in Porto.\n- [2026-03-02] user: My sister is Bea.",
        "FACTS:\n- [2026-03-05] user: We moved to Lisbon.\n- [2026-03-06] user: I live in Porto.",
    )
    facts = merged.split("FACTS:\n")[1].split("\nACTIONS:")[0].splitlines()
    assert facts == [
        "- [2026-03-02] user: My sister is Bea.",
        "- [2026-03-05] user: We moved to Lisbon.",
        "- [2026-03-06] user: I live in Porto.",
    ]


class CountingCounter:
    """tiktoken, recording how many characters it was asked to tokenize."""

    def __init__(self) -> None:
        self.inner = TiktokenCounter()
        self.chars = 0
        self.name = "counting"

    def count(self, text: str) -> int:
        self.chars += len(text)
        return self.inner.count(text)


def test_a_fold_tokenizes_what_was_evicted_not_the_summary() -> None:
    """Issue 41, item 6: every eviction re-tokenized the whole summary (~36x a message's cost
    per turn, averaged over evictions); the summary's count is now kept line by line."""
    counter = CountingCounter()
    b = ConversationBuffer(max_tokens=2000, token_counter=counter, clock=FixedClock())
    for i in range(400):
        b.add("user", f"My cousin number {i} lives in Porto and has {i % 7} cats.")
    assert b.summary is not None and len(b.summary.content) > 1000
    folds = 0
    for i in range(400, 600):
        before, had = counter.chars, b.summary
        text = f"My cousin number {i} lives in Porto and has {i % 7} cats."
        b.add("user", text)
        if b.summary is not had:
            folds += 1
            evicted = sum(len(m.content) for m in b.events[-1].removed)
            # the new turn, the evicted sentences as summary lines, and a header or two
            assert counter.chars - before <= len(text) + 2 * evicted + 200
    assert folds > 5
    assert b.summary.tokens == b._counter.count_message("system", b.summary.content)
    assert b.tokens <= 2000


def test_the_summarys_count_is_exact_after_folds_fits_and_forget() -> None:
    b = ConversationBuffer(max_tokens=600, clock=FixedClock())
    for i in range(120):
        b.add("user", f"My cousin number {i} lives in Porto; I'm not sure why, said {i}.")
        b.add("assistant", f"I've noted your cousin {i} in Porto at 10:{i % 60:02d}.")
        if i == 60:
            b.drop_summary_items(lambda item: "cousin number 3" in item)
        s = b.summary
        if s is not None:
            assert s.tokens == b._counter.count_message("system", s.content)
    assert b.tokens <= 600
