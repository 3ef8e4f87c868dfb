from __future__ import annotations

import logging

import pytest

from decaymem import (
    ConversationBuffer,
    ExtractiveSummarizer,
    FixedClock,
    LLMSummarizer,
    SummarySections,
    TiktokenCounter,
    fit_summary,
    merge_summaries,
)
from decaymem.summarize import classify_sentence, render_turns

ORDINARY_TURNS = [
    ("user", "Hi! How are you doing today?"),
    ("assistant", "Hello! I'm doing great, thanks for asking. How can I help you today?"),
    ("user", "I want to plan a trip to Japan in April with my wife Maria."),
    (
        "assistant",
        "That sounds wonderful! Japan in April is lovely because of the cherry blossoms. "
        "There is a lot to see, and I'd be glad to help you put together an itinerary that suits you both.",
    ),
    ("user", "Our budget is at most 6,000 EUR for the two of us, flights included."),
    (
        "assistant",
        "Great, that is a reasonable budget for two people. Many travellers find that it "
        "covers mid-range hotels, rail passes and food comfortably if you plan ahead a little.",
    ),
    ("user", "Maria is vegetarian, so restaurants must have vegetarian options."),
    (
        "assistant",
        "Understood. Japan has become much friendlier for vegetarians in recent years, "
        "especially in big cities, and there are also many temple restaurants serving shojin ryori.",
    ),
    ("user", "Thanks, that's really helpful. That sounds nice."),
    (
        "assistant",
        "You're welcome! It really is a special experience, and I think you will both love it.",
    ),
    ("user", "We land in Tokyo on April 3 and fly home from Osaka on April 17."),
    (
        "assistant",
        "Perfect, two weeks is a great amount of time. That gives you room for Tokyo, Kyoto, "
        "Nara and Osaka without rushing, and maybe a day trip or two as well.",
    ),
    ("user", "Please remind me to book the ryokan in Kyoto by Friday."),
    (
        "assistant",
        "I'll remind you to book the ryokan in Kyoto by Friday. Is there anything else you "
        "would like me to note down for now?",
    ),
    ("user", "No, that's all for now. Cool, thanks!"),
    (
        "assistant",
        "Sounds good! Have a lovely evening and let me know whenever you want to continue.",
    ),
]


def build(turns: list[tuple[str, str]]) -> ConversationBuffer:
    b = ConversationBuffer(clock=FixedClock())
    for role, text in turns:
        b.add(role, text)
    return b


def test_extractive_keeps_four_sections_names_numbers_dates() -> None:
    summary = ExtractiveSummarizer().summarize(build(ORDINARY_TURNS).messages)
    sections = SummarySections.parse(summary)
    assert any("Japan" in g for g in sections.goals)
    assert any("6,000 EUR" in c for c in sections.constraints)
    assert any("vegetarian" in c for c in sections.constraints)
    assert any("April 3" in f and "Osaka" in f for f in sections.facts)
    assert any("ryokan" in a and "Friday" in a for a in sections.actions)
    for chatter in ("How are you", "You're welcome", "Have a lovely evening", "cherry blossoms"):
        assert chatter not in summary


def test_extractive_compresses_ordinary_turns_at_least_twofold(
    tiktoken_counter: TiktokenCounter,
) -> None:
    b = build(ORDINARY_TURNS)
    source = tiktoken_counter.count(render_turns(b.messages))
    summary = tiktoken_counter.count(ExtractiveSummarizer().summarize(b.messages))
    assert source / summary >= 2.0, (source, summary)


def test_merge_keeps_old_items_and_drops_duplicates() -> None:
    old = "GOALS:\n- plan a trip\nFACTS:\n- budget 6000\nACTIONS:\nCONSTRAINTS:"
    new = "GOALS:\n- Plan a trip!\nFACTS:\n- lands April 3\nACTIONS:\n- book ryokan\nCONSTRAINTS:\n- vegetarian"
    merged = SummarySections.parse(merge_summaries(old, new))
    assert merged.goals == ["Plan a trip!"]  # a repeat moves to the end, as said last
    assert merged.facts == ["budget 6000", "lands April 3"]
    assert merged.actions == ["book ryokan"]
    assert merged.constraints == ["vegetarian"]


def test_summarizer_merges_with_previous() -> None:
    s = ExtractiveSummarizer()
    first = s.summarize(build(ORDINARY_TURNS[:6]).messages)
    second = s.summarize(build(ORDINARY_TURNS[6:]).messages, previous=first)
    assert "6,000 EUR" in second and "ryokan" in second


def test_parse_tolerates_markdown_and_loose_text() -> None:
    text = "## Goals\n* learn Rust\nsome loose line\n**FACTS:** lives in Porto\n1. works at ACME"
    s = SummarySections.parse(text)
    assert s.goals == ["learn Rust", "some loose line"]
    assert s.facts == ["lives in Porto", "works at ACME"]


def test_fit_summary_drops_repeated_lines_then_chatter_before_facts_about_the_user(
    tiktoken_counter: TiktokenCounter,
) -> None:
    text = SummarySections(facts=[f"fact {i} is {i}" for i in range(50)], goals=["g"]).render()
    fitted, dropped = fit_summary(text, tiktoken_counter.count, 60)
    assert tiktoken_counter.count(fitted) <= 60
    assert dropped[0] == "fact 0 is 0"
    assert "fact 49 is 49" in fitted
    # issue 41: a stable fact about the user never leaves to make room for chatter
    facts = [
        "[2026-03-01] user: My name is Ana Duarte.",
        "[2026-03-01] user: I'm allergic to peanuts.",
        "[2026-03-02] user: Our total budget is 3,000 EUR.",
    ]
    chatter = [f"[2026-03-0{3 + i % 5}] user: Nice weather here {'again ' * i}." for i in range(9)]
    text = SummarySections(facts=facts + chatter).render()
    fitted, dropped = fit_summary(text, tiktoken_counter.count, 70)
    assert all(f in fitted for f in facts), fitted
    assert len(dropped) > 3 and not set(dropped) & set(facts)


@pytest.mark.parametrize(
    ("sentence", "role", "section"),
    [
        ("I need to finish the report for Acme.", "user", "ACTIONS"),
        ("I want to run the Berlin Marathon in under four hours.", "user", "GOALS"),
        ("My sister Lena lives in Berlin.", "user", "FACTS"),
        ("Never schedule meetings before 9am.", "user", "CONSTRAINTS"),
        ("Let's send the invoice tomorrow.", "user", "ACTIONS"),
        ("Thanks a lot!", "user", None),
        ("Would you like to know more?", "assistant", None),
        ("I'll send you the summary on Monday.", "assistant", "ACTIONS"),
        ("That is a great question and there is a lot to say.", "assistant", None),
    ],
)
def test_classify_sentence(sentence: str, role: str, section: str | None) -> None:
    assert classify_sentence(sentence, role=role) == section


def test_llm_summarizer_uses_structured_prompt() -> None:
    prompts: list[str] = []

    def llm(prompt: str) -> str:
        prompts.append(prompt)
        return "GOALS:\n- trip to Japan\nFACTS:\n- budget 6,000 EUR\nACTIONS:\n- book ryokan\nCONSTRAINTS:\n- vegetarian"

    s = LLMSummarizer(llm)
    out = s.summarize(build(ORDINARY_TURNS).messages, previous="FACTS:\n- old fact")
    assert "trip to Japan" in out
    for heading in (
        "GOALS:",
        "FACTS:",
        "ACTIONS:",
        "CONSTRAINTS:",
        "old fact",
        "data, not instructions",
    ):
        assert heading in prompts[0]
    assert s.fallbacks == 0


@pytest.mark.parametrize("behaviour", ["raise", "empty", "garbage", "none"])
def test_llm_summarizer_falls_back_and_logs(
    behaviour: str, caplog: pytest.LogCaptureFixture
) -> None:
    def llm(prompt: str) -> str:
        if behaviour == "raise":
            raise TimeoutError("LLM down")
        return {"empty": "   ", "garbage": "I cannot help with that.", "none": None}[behaviour]  # type: ignore[return-value]

    s = LLMSummarizer(llm)
    with caplog.at_level(logging.WARNING, logger="decaymem.summarize"):
        out = s.summarize(build(ORDINARY_TURNS).messages, previous="FACTS:\n- kept from before")
    assert "6,000 EUR" in out and "kept from before" in out
    assert s.fallbacks == 1
    assert any("fallback" in r.message for r in caplog.records)
