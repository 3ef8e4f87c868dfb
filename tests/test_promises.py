"""The README's promises, asserted from outside.

Each test checks what a user (or the model) would see, with an independent oracle: tokens are
counted with tiktoken directly (``oracle.py``), tool pairing is read off the message list, the
ranking is recomputed by sorting everything. Inputs are chosen to exercise the promise: summaries
that actually form, pressure switched off, ties, hidden turns with tool calls.

The planted bugs in ``tests/mutations/`` are killed by the tests named in TESTING.md.
"""

from __future__ import annotations

import re
from typing import Any

import numpy as np
import pytest
from oracle import (
    REPLY_PRIMING,
    brute_force_top_k,
    calls_without_all_results,
    decaymem_message_tokens,
    orphan_tool_results,
    prompt_tokens,
)

from decaymem import (
    AgentMemory,
    ConversationBuffer,
    FixedClock,
    HashingEmbedder,
    InMemoryStore,
    LongTermMemory,
    PressurePolicy,
)
from decaymem.scoring import Features, HybridScoring
from decaymem.summarize import SummarySections, fit_summary

FACTS = [
    "My sister Lena lives in Porto and works at the harbour office.",
    "The locker code for room 12 is 4471 and it changes on Friday.",
    "Our flight to Lisbon leaves on 3 March at 07:40 from gate B12.",
    "I bought a used Volvo in 2021 for 9,500 EUR from a dealer in Graz.",
    "My daughter Maya turns 7 on 14 June and loves dinosaurs.",
    "The project budget is 42,000 EUR and the deadline is 30 September.",
]


def dynamic_tokens(b: ConversationBuffer) -> int:
    """Summary + turns of a buffer, counted independently (the system prompt is pinned)."""
    return sum(decaymem_message_tokens(m) for m in b.messages if m is not b.system)


# ------------------------------------------------------------------ the token budget
@pytest.mark.parametrize("with_tools", [False, True], ids=["plain", "tool-units"])
def test_pressure_off_the_budget_still_holds(with_tools: bool) -> None:
    """pressure=False keeps only the hard limits, and max_tokens is one of them."""
    b = ConversationBuffer(max_tokens=100, pressure=False, clock=FixedClock())
    b.set_system("You are a careful assistant. " * 20)  # pinned: outside the budget
    peak = 0
    for i in range(40):
        if with_tools and i % 4 == 1:
            b.add("assistant", "", tool_calls=[{"id": f"c{i}", "name": "lookup", "arguments": {}}])
            b.add("tool", f"result {i}: 17 rows", tool_call_id=f"c{i}")
        else:
            b.add("user" if i % 2 else "assistant", FACTS[i % len(FACTS)])
        got = dynamic_tokens(b)
        peak = max(peak, got)
        assert got <= 100, f"after add {i}: {got} tokens in a 100-token buffer"
        assert b.tokens == got  # the running sum matches an independent count
        assert orphan_tool_results(b.turns) == []
    assert peak > 70  # the budget was actually pressed
    assert not any(e.action.value == "summarize" for e in b.events)  # pressure stayed off
    assert b.summary is None


def test_pressure_off_large_message_evicts_everything_older() -> None:
    b = ConversationBuffer(max_tokens=100, pressure=False, clock=FixedClock())
    b.add("user", FACTS[0])
    b.add("assistant", FACTS[1])
    big = "word " * 80  # about 80 tokens: only it fits
    b.add("user", big)
    assert [m.content for m in b.turns] == [big]
    assert dynamic_tokens(b) <= 100


# ------------------------------------------------------------------ context assembly
# Truncation keeps utilization under `truncate`, so a summary forms only when one add jumps
# past `summarize`: a narrow truncate..summarize band makes that happen on ordinary turns.
SUMMARIZING = PressurePolicy(truncate=0.85, summarize=0.86)


def _agent_with_summary(
    *, recall_k: int = 0, context_window: int = 600, **kwargs: Any
) -> AgentMemory:
    mem = AgentMemory(
        context_window=context_window,
        embedder=HashingEmbedder(),
        clock=FixedClock(),
        recall_k=recall_k,
        policy=SUMMARIZING,
        **kwargs,
    )
    for i in range(80):
        mem.add_message("user", FACTS[i % len(FACTS)] + f" (note {i})")
        mem.add_message("assistant", f"Noted, item {i}.")
        if mem.buffer.summary is not None and i > 8:
            break
    assert mem.buffer.summary is not None, "no summary formed: the test needs one"
    return mem


def test_context_keeps_the_system_prompt_when_a_summary_exists() -> None:
    system = "You are a travel planner. Answer in two sentences at most."
    mem = _agent_with_summary(system_prompt=system)
    ctx = mem.context()
    assert ctx.messages[0].role == "system" and ctx.messages[0].content == system
    assert ctx.summary is not None
    summary_blocks = [m for m in ctx.messages[1:] if m.role == "system"]
    assert summary_blocks, "the running summary is not in the context"
    # the summary block is rendered from the running summary's items
    first_item = SummarySections.parse(ctx.summary).facts[0]
    assert any(first_item[:30] in m.content for m in summary_blocks)
    running = mem.buffer.summary
    assert running is not None
    block = next(m for m in summary_blocks if m.id == running.id)  # the same id, time, record
    assert block.timestamp == running.timestamp and block.metadata == running.metadata
    assert prompt_tokens(ctx.messages) == ctx.tokens <= 600
    mem.close()


def test_context_without_system_prompt_still_carries_the_summary() -> None:
    mem = _agent_with_summary()
    ctx = mem.context()
    assert ctx.messages[0].role == "system" and ctx.messages[0].id == mem.buffer.summary.id  # type: ignore[union-attr]
    assert prompt_tokens(ctx.messages) == ctx.tokens <= 600
    mem.close()


def _tool_conversation(mem: AgentMemory, rounds: int) -> None:
    for i in range(rounds):
        mem.add_message("user", f"Please check the stock of item {i} in both warehouses.")
        mem.add_message(
            "assistant",
            "",
            tool_calls=[
                {"id": f"c{i}a", "name": "stock", "arguments": {"item": i, "site": "north"}},
                {"id": f"c{i}b", "name": "stock", "arguments": {"item": i, "site": "south"}},
            ],
        )
        mem.add_message("tool", f"north: {i * 3} units", tool_call_id=f"c{i}a", name="stock")
        mem.add_message("tool", f"south: {i * 5} units", tool_call_id=f"c{i}b", name="stock")
        mem.add_message("assistant", f"Item {i}: {i * 8} units in total.")


@pytest.mark.parametrize("system_words", range(470, 720, 13))
def test_hidden_turns_never_split_a_tool_call_from_its_results(system_words: int) -> None:
    """A large system prompt forces the view to hide old turns: whole units only."""
    mem = AgentMemory(
        context_window=1000,
        embedder=HashingEmbedder(),
        clock=FixedClock(),
        recall_k=0,
        system_prompt="Follow the warehouse rules. " + "rule " * system_words,
        policy=PressurePolicy(warn=0.8, truncate=0.9, summarize=0.99),
    )
    _tool_conversation(mem, 12)
    ctx = mem.context()
    assert ctx.hidden_ids, "nothing was hidden: the test needs a large system prompt"
    visible = ctx.messages
    assert orphan_tool_results(visible) == []
    assert calls_without_all_results(visible) == []
    assert prompt_tokens(visible) == ctx.tokens <= 1000
    assert visible[0].content.startswith("Follow the warehouse rules.")
    assert visible[-1].content.startswith("Item 11:")  # the newest turn is never hidden
    mem.close()


# ------------------------------------------------------------------ summary fitting
def test_fit_summary_trims_the_longest_section_and_keeps_constraints() -> None:
    sections = SummarySections(
        goals=["plan a week in Portugal"],
        facts=[f"fact {i}: the code for locker {i} is {1000 + i}" for i in range(10)],
        actions=["book the train to Porto"],
        constraints=["never fly before 9:00", "budget at most 3,000 EUR"],
    )
    text = sections.render()
    from oracle import text_tokens

    cap = text_tokens(text) - 40  # a few items must go
    fitted, dropped = fit_summary(text, text_tokens, cap)
    assert text_tokens(fitted) <= cap
    assert dropped, "nothing was dropped: the cap must bite"
    kept = SummarySections.parse(fitted)
    assert kept.constraints == sections.constraints
    assert kept.goals == sections.goals and kept.actions == sections.actions
    # the oldest facts go first, the newest stay
    assert dropped == sections.facts[: len(dropped)]
    assert kept.facts == sections.facts[len(dropped) :]


def test_fit_summary_drops_a_line_repeated_with_other_numbers_before_a_unique_item() -> None:
    # Found by a cold trial: nine "Tell me a fun fact about owls number N" items (importance 6,
    # for the number) filled FACTS and pushed out "I moved to Porto last month." (5).
    from oracle import text_tokens

    repeated = [f"user: I rated episode {i} of the owl podcast 4 stars." for i in range(12)]
    sections = SummarySections(facts=["user: I moved to Porto last month.", *repeated])
    text = sections.render()
    cap = text_tokens(text) // 2
    fitted, dropped = fit_summary(text, text_tokens, cap)
    assert text_tokens(fitted) <= cap
    kept = SummarySections.parse(fitted).facts
    assert "user: I moved to Porto last month." in kept
    assert repeated[-1] in kept  # the newest of the repeated line stays
    assert set(dropped) <= set(repeated[:-1])


def test_fit_summary_under_the_cap_is_unchanged() -> None:
    from oracle import text_tokens

    text = SummarySections(facts=["a", "b"], constraints=["never c"]).render()
    assert fit_summary(text, text_tokens, 1000) == (text, [])


def test_fit_summary_boundaries_are_inclusive() -> None:
    """A summary of exactly ``max_tokens`` fits; trimming stops as soon as it fits; a cap below
    the empty skeleton still returns as much text as fits, never nothing."""
    from oracle import text_tokens

    sections = SummarySections(
        facts=[f"fact {i}: locker {i} code {1000 + i}" for i in range(4)],
        constraints=["never fly before 9:00"],
    )
    text = sections.render()
    assert fit_summary(text, text_tokens, text_tokens(text)) == (text, [])
    one_less = SummarySections(facts=sections.facts[1:], constraints=sections.constraints)
    cap = text_tokens(one_less.render())
    assert fit_summary(text, text_tokens, cap) == (one_less.render(), [sections.facts[0]])
    skeleton = SummarySections().render()
    fitted, dropped = fit_summary(text, text_tokens, text_tokens(skeleton))
    assert fitted == skeleton and len(dropped) == 5
    fitted, _ = fit_summary(text, text_tokens, 3)
    assert fitted and text_tokens(fitted) <= 3 and skeleton.startswith(fitted)
    assert fit_summary(text, text_tokens, 0)[0] == ""
    # text that is not in canonical form is returned as is when it fits exactly
    loose = "Facts:\n* the code is 4471\n\nConstraints: never before 9"
    assert fit_summary(loose, text_tokens, text_tokens(loose)) == (loose, [])


def test_buffer_summary_keeps_constraints_when_it_hits_its_cap() -> None:
    """Through the buffer: the summary is capped, constraints stated once survive."""
    b = ConversationBuffer(
        max_tokens=400,
        clock=FixedClock(),
        policy=PressurePolicy(truncate=0.85, summarize=0.86, summary_max_fraction=0.2),
    )
    b.add("user", "I am allergic to peanuts, so never suggest satay.")
    for i in range(120):
        b.add("user", f"The locker code for room {i} is {1000 + i}.")
        b.add("assistant", "Noted.")
    assert b.summary is not None
    assert b.summary.metadata["dropped_items"] > 0  # the cap bit
    assert "allergic to peanuts" in b.summary.content
    assert dynamic_tokens(b) <= 400


# ------------------------------------------------------------------ exact top-k with ties
class ConstantScoring:
    """Every memory scores the same value: the ranking is decided by the tie-break alone."""

    name = "constant"
    uses_lexical = False

    def __init__(self, value: float = 0.0) -> None:
        self.value = value

    def score(self, f: Features) -> tuple[np.ndarray, np.ndarray]:  # type: ignore[type-arg]
        n = len(f.similarity)
        return np.full(n, self.value), np.ones(n)

    def upper_bound(self, *, similarity: float, lexical: float, max_importance: float) -> float:
        return self.value


def _ltm(n: int, *, exact_limit: int = 200_000) -> tuple[LongTermMemory, list[dict[str, Any]]]:
    clock = FixedClock(2e9)
    ltm = LongTermMemory(
        store=InMemoryStore(),
        embedder=HashingEmbedder(),
        clock=clock,
        consolidate=False,
        exact_limit=exact_limit,
    )
    records = []
    for i in range(n):
        at = 2e9 - 10_000 + i * 7.0  # inserted oldest first, all distinct
        mid = ltm.remember(f"entry {i}: crate {i * 13} shelf {i % 9}", importance=5, at=at)
        records.append({"id": mid, "created_at": at})
    return ltm, records


@pytest.mark.parametrize("value", [0.0, 0.25])
@pytest.mark.parametrize("k", [1, 5, 40])
def test_exact_top_k_breaks_ties_by_newest(value: float, k: int) -> None:
    ltm, records = _ltm(150)
    got = [r.id for r in ltm.recall("crate", k=k, scoring=ConstantScoring(value))]
    assert got == brute_force_top_k(records, [value] * len(records), k)
    assert got == [r["id"] for r in reversed(records)][:k]  # the newest, newest first


def test_ann_top_k_breaks_ties_by_newest() -> None:
    ltm, records = _ltm(150, exact_limit=0)  # forces the candidate-widening path
    got = [r.id for r in ltm.recall("crate", k=5, scoring=ConstantScoring(0.0))]
    assert got == [r["id"] for r in reversed(records)][:5]


def test_reply_priming_is_counted_once() -> None:
    mem = AgentMemory(context_window=500, embedder=HashingEmbedder(), clock=FixedClock())
    mem.add_message("user", "hello")
    ctx = mem.context()
    assert ctx.tokens == REPLY_PRIMING + sum(decaymem_message_tokens(m) for m in ctx.messages)
    mem.close()


# ------------------------------------------------------------------ top-k vs an independent brute force
VOCAB = [
    "harbour",
    "violin",
    "glacier",
    "pepper",
    "lantern",
    "quartz",
    "meadow",
    "falcon",
    "copper",
    "tundra",
    "saffron",
    "orchid",
]


class CoarseScoring:
    """Cosine in quarter steps plus one point for any lexical (BM25) match: heavy ties, BM25 on."""

    name = "coarse"
    uses_lexical = True

    def score(self, f: Features) -> tuple[np.ndarray, np.ndarray]:  # type: ignore[type-arg]
        dense = np.round(np.maximum(f.similarity, 0.0) * 4) / 4
        return dense + (f.lexical > 0).astype(float), np.ones(len(f.similarity))

    def upper_bound(self, *, similarity: float, lexical: float, max_importance: float) -> float:
        return float(np.ceil(max(similarity, 0.0) * 4) / 4) + (1.0 if lexical > 0 else 0.0)


@pytest.mark.parametrize("exact_limit", [200_000, 0], ids=["exact", "ann"])
def test_top_k_equals_an_independent_brute_force_with_ties_and_bm25(exact_limit: int) -> None:
    from oracle import cosine

    rng = np.random.default_rng(5)
    embedder = HashingEmbedder()
    ltm = LongTermMemory(
        store=InMemoryStore(),
        embedder=embedder,
        clock=FixedClock(2e9),
        consolidate=False,
        exact_limit=exact_limit,
    )
    records: list[dict[str, Any]] = []
    for i in range(300):
        a, b = rng.choice(len(VOCAB), size=2, replace=False)
        text = f"{VOCAB[a]} {VOCAB[b]} {i}"
        at = 2e9 - 50_000 + float(rng.integers(0, 40_000))  # repeated times: ties on time too
        mid = ltm.remember(text, importance=5, at=at)
        records.append({"id": mid, "created_at": at, "text": text})
    vectors = embedder.embed([r["text"] for r in records])
    for qi, word in enumerate(VOCAB):
        query = word if qi % 2 else f"{word} {VOCAB[(qi + 3) % len(VOCAB)]}"
        q = embedder.embed([query])[0]
        words = set(query.split())
        scores = [
            round(max(cosine(v, q), 0.0) * 4) / 4 + (1.0 if words & set(r["text"].split()) else 0.0)
            for v, r in zip(vectors, records, strict=True)
        ]
        for k in (1, 5, 12):
            got = [r.id for r in ltm.recall(query, k=k, scoring=CoarseScoring())]
            assert got == brute_force_top_k(records, scores, k), (query, k)


@pytest.mark.parametrize("reserve", [0, 200])
def test_context_with_recalled_memories_fits_the_window_counted_independently(
    reserve: int,
) -> None:
    """System + summary + recalled memories + turns: an independent count never passes the
    window (less the reserve), and the memories are the quoted block, not instructions."""
    mem = _agent_with_summary(
        system_prompt="You are a concise assistant.",
        recall_k=8,
        min_score=None,
        context_window=1500,
    )
    for i in range(60):
        mem.remember(f"Ana's locker {i} opens with code {5000 + i}; she keeps skis there.")
    ctx = mem.context("Which code opens Ana's locker?", reserve_tokens=reserve)
    assert ctx.recalled, "nothing was recalled: the test needs memories in the context"
    window = 1500 - reserve
    assert prompt_tokens(ctx.messages) == ctx.tokens <= window
    blocks = [m for m in ctx.messages if m.metadata.get("source") == "recalled_memories"]
    assert len(blocks) == 1 and blocks[0].role == "system"
    assert [r.id for r in ctx.recalled] == list(blocks[0].metadata["ids"])
    assert blocks[0].timestamp == mem.clock.now()
    nonce = re.search(r'nonce="([^"]+)"', blocks[0].content)
    assert nonce is not None and blocks[0].id == "memories-" + nonce.group(1)
    assert ctx.query == "Which code opens Ana's locker?"
    assert ctx.messages[0].content == "You are a concise assistant."
    mem.close()


def _units_of(turns: list[Any]) -> list[list[Any]]:
    """Turns grouped as the model must see them: a tool call with all of its results."""
    units: list[list[Any]] = []
    for m in turns:
        if (
            m.role == "tool"
            and units
            and any(c.id == m.tool_call_id for c in units[-1][0].tool_calls)
        ):
            units[-1].append(m)
        else:
            units.append([m])
    return units


@pytest.mark.parametrize("system_words", [*range(150, 800, 50), 850, 880, 900])
def test_hiding_is_minimal_and_the_summary_goes_only_for_the_newest_turn(
    system_words: int,
) -> None:
    """With a summary and a system prompt of any size: the view is the newest turns, as many
    as fit; the summary is left out only when the newest turn alone needs its room."""
    mem = AgentMemory(
        context_window=1000,
        embedder=HashingEmbedder(),
        clock=FixedClock(),
        recall_k=0,
        policy=SUMMARIZING,
        system_prompt="House rules. " + "rule " * system_words,
    )
    _tool_conversation(mem, 3)
    for i in range(40):
        mem.add_message("user", FACTS[i % len(FACTS)] + f" (note {i})")
        mem.add_message("assistant", f"Noted, item {i}.")
    _tool_conversation(mem, 1)
    summary = mem.buffer.summary
    assert summary is not None
    ctx = mem.context()
    window = 1000
    assert prompt_tokens(ctx.messages) == ctx.tokens <= window
    system, rest = ctx.messages[0], ctx.messages[1:]
    assert system.content.startswith("House rules.")
    has_summary = bool(rest) and rest[0].id == summary.id
    visible = rest[1:] if has_summary else rest
    turns = mem.buffer.turns
    assert visible == list(turns[len(turns) - len(visible) :])  # a suffix: the newest turns
    assert list(ctx.hidden_ids) == [m.id for m in turns[: len(turns) - len(visible)]]
    units = _units_of(turns)
    shown = _units_of(visible)
    assert shown and [m.id for m in shown[-1]] == [m.id for m in units[-1]]
    assert orphan_tool_results(visible) == [] and calls_without_all_results(visible) == []
    # minimal: one more unit would not have fitted. (Not checked once the summary is gone:
    # turns hidden before it went are not re-admitted, which can leave room unused.)
    if has_summary and len(shown) < len(units):
        one_more = [
            *ctx.messages[: len(ctx.messages) - len(visible)],
            *units[-len(shown) - 1],
            *visible,
        ]
        assert prompt_tokens(one_more) > window
    if not has_summary:  # the summary went only because the newest unit needed its room
        assert len(shown) == 1
        summary_view = [m for m in _agent_view_with_summary(mem) if m.id == summary.id]
        assert prompt_tokens([system, *summary_view, *visible]) > window
    mem.close()


def _agent_view_with_summary(mem: AgentMemory) -> list[Any]:
    """The summary block as context() renders it, read from a roomy context of the same turns."""
    roomy = AgentMemory(
        context_window=8000, embedder=HashingEmbedder(), clock=FixedClock(), recall_k=0
    )
    roomy.buffer._summary = mem.buffer.summary  # the same running summary, rendered for a view
    out = roomy.context().messages
    roomy.close()
    return out


@pytest.mark.parametrize("strict", [True, False])
def test_a_newest_turn_larger_than_the_window_left(strict: bool) -> None:
    from decaymem import BudgetExceededError

    mem = AgentMemory(
        context_window=1000, embedder=HashingEmbedder(), clock=FixedClock(), recall_k=0
    )
    mem.set_system("Rules. " + "rule " * 700)
    mem.add_message("user", "hello there")
    mem.add_message("user", "word " * 500)  # fits the history budget, not beside the prompt
    if strict:
        with pytest.raises(BudgetExceededError):
            mem.context()
    else:
        ctx = mem.context(strict=False)
        assert [m.content for m in ctx.messages[1:]] == ["word " * 500]
        assert ctx.tokens == prompt_tokens(ctx.messages) > 1000
        assert ctx.hidden_ids == (mem.buffer.turns[0].id,)
    mem.close()


def test_hybrid_retention_follows_its_documented_half_life() -> None:
    """``2 ** (-t / (half_life * (1 + gain * (importance - 1) / 9) * strength))``, t from the
    last reinforcing recall (or creation), recomputed here with plain floats."""
    h = HybridScoring(half_life_s=1000.0, importance_half_life_gain=1.0)
    importance = np.array([1.0, 5.5, 10.0, 4.0])
    strength = np.array([1.0, 1.0, 2.0, 1.5])
    created = np.array([0.0, 0.0, 0.0, 0.0])
    recalled = np.array([np.nan, np.nan, np.nan, 1500.0])
    f = Features(
        similarity=np.zeros(4),
        lexical=np.zeros(4),
        importance=importance,
        created_at=created,
        last_recalled_at=recalled,
        strength=strength,
        now=3000.0,
    )
    rows = [(1.0, 1.0, 3000), (5.5, 1.0, 3000), (10.0, 2.0, 3000), (4.0, 1.5, 1500)]
    expected = [2 ** (-t / (1000.0 * (1 + (imp - 1) / 9) * s)) for imp, s, t in rows]
    assert h.retention(f) == pytest.approx(expected, rel=1e-12)


def test_decide_rejects_nan_with_a_clear_message() -> None:
    from decaymem.errors import ConfigError
    from decaymem.pressure import decide

    with pytest.raises(ConfigError, match=r"^utilization is NaN$"):
        decide(float("nan"), PressurePolicy())
