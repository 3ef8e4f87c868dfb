"""Sentence splitting and filler detection of the offline extractor (issue 11, item 5)."""

from __future__ import annotations

import pytest

from decaymem import ConversationBuffer, FixedClock, HeuristicFactExtractor
from decaymem.summarize import classify_sentence, split_sentences


@pytest.mark.parametrize(
    ("text", "sentences"),
    [
        (
            "I've been reading everything by Ursula K. Le Guin this year.",
            ["I've been reading everything by Ursula K. Le Guin this year."],
        ),
        (
            "Yep! Dr. Smith moved my appointment to 4 p.m. on Friday. Thanks for asking.",
            ["Yep!", "Dr. Smith moved my appointment to 4 p.m. on Friday.", "Thanks for asking."],
        ),
        ("My favorite author is J. R. R. Tolkien.", ["My favorite author is J. R. R. Tolkien."]),
        (
            "We moved to St. Louis in May. It's been a big change.",
            ["We moved to St. Louis in May.", "It's been a big change."],
        ),
        (
            "I collect film cameras, e.g. Leicas. My uncle works for the U.N. in Geneva.",
            ["I collect film cameras, e.g. Leicas.", "My uncle works for the U.N. in Geneva."],
        ),
        (
            "I bought the No. 5 perfume for Mrs. Patel.",
            ["I bought the No. 5 perfume for Mrs. Patel."],
        ),
        # a dotted abbreviation does end a sentence before a typical opener
        (
            "We lived in the U.S. We moved back in 2020.",
            ["We lived in the U.S.", "We moved back in 2020."],
        ),
        ("Day 1 Tokyo. Day 2: Asakusa!\nDay 3", ["Day 1 Tokyo.", "Day 2: Asakusa!", "Day 3"]),
    ],
)
def test_split_keeps_names_and_abbreviations_whole(text: str, sentences: list[str]) -> None:
    assert split_sentences(text) == sentences


@pytest.mark.parametrize(
    "sentence",
    [
        "Yep!",
        "Oh man, sorry to hear that, Melanie.",
        "Let's do that.",
        "I always love chatting with you.",
        "What's the weather like in Kyoto in April?",
        "Wow, Maria!",
        "That must have been hard.",
        "Congrats on the new job!",
        "Please explain how compound interest works.",
        "Can you recommend a podcast about Rome?",
        "I'm so glad to hear that.",
        "It's been a long week.",
        "The forecast for Lisbon is sunny, 24 degrees.",  # as the assistant says it, below
    ][:-1],
)
def test_filler_is_not_kept(sentence: str) -> None:
    """Read from the structure alone (issue 41: no word lists): no statement about the
    speaker and nothing specific, a reaction pointing back at what was said, a question, a
    vocative. What structure cannot tell ("I'll keep ya posted.", an imperative asking for a
    fact about owls number 20) is kept and measured in ``benchmarks.extraction``."""
    assert classify_sentence(sentence, role="user") is None


@pytest.mark.parametrize(
    ("sentence", "section"),
    [
        ("I went to a LGBTQ support group yesterday.", "FACTS"),
        ("We got a puppy!", "FACTS"),
        ("I'm vegan.", "FACTS"),
        ("Well, my mom passed away last spring.", "FACTS"),
        ("I finished my first quilt last weekend.", "FACTS"),
        ("I need to call the vet on Monday.", "ACTIONS"),
        ("Miso can only eat the prescription renal food.", "CONSTRAINTS"),
        ("I'm allergic to penicillin, please remember that.", "FACTS"),
        ("I can't eat peanuts.", "CONSTRAINTS"),
        ("I'd like to see the northern lights in Tromsø.", "GOALS"),
        # wording nobody listed, in another language: a number or a name is still specific
        ("Unser Budget liegt jetzt bei 4.200 EUR.", "FACTS"),
    ],
)
def test_statements_are_kept(sentence: str, section: str) -> None:
    assert classify_sentence(sentence, role="user") == section


def test_assistant_pleasantries_and_suggestions_are_dropped() -> None:
    assert classify_sentence("Absolutely, let's do that.", role="assistant") is None
    assert classify_sentence("You might try a foam roller after runs.", role="assistant") is None
    assert classify_sentence("I've set a reminder for Tuesday at 9 a.m.", role="assistant") == (
        "ACTIONS"
    )
    # a forecast or a listing is about no one here; a specific told to the user is
    assert (
        classify_sentence("The forecast for Lisbon is sunny, 24 degrees.", role="assistant") is None
    )
    assert (
        classify_sentence("Your flight to Lisbon was moved to 3 pm.", role="assistant") == "FACTS"
    )


def test_extractor_keeps_a_name_with_initials_whole() -> None:
    b = ConversationBuffer(clock=FixedClock())
    b.add("user", "Good morning! I started reading Ursula K. Le Guin's Earthsea books. Any tips?")
    facts = HeuristicFactExtractor().extract(b.messages)
    assert [f.text for f in facts] == ["I started reading Ursula K. Le Guin's Earthsea books."]
