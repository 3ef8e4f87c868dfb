from __future__ import annotations

from decaymem import ConversationBuffer, FixedClock, HeuristicFactExtractor, LLMFactExtractor
from decaymem.facts import heuristic_importance


def msgs(*turns: tuple[str, str]):  # type: ignore[no-untyped-def]
    b = ConversationBuffer(clock=FixedClock())
    for role, text in turns:
        b.add(role, text)
    return b.messages


def test_heuristic_extractor_keeps_signal_with_provenance() -> None:
    m = msgs(
        ("user", "Hi there! I'm Ana. My sister Marta lives in Porto. I'm allergic to sesame."),
        ("assistant", "Nice to meet you, Ana! That's good to know. I'll avoid sesame in recipes."),
        ("user", "Thanks, sounds good."),
    )
    facts = HeuristicFactExtractor().extract(m)
    texts = [f.text for f in facts]
    assert "I'm Ana." in texts
    assert "My sister Marta lives in Porto." in texts
    assert "I'm allergic to sesame." in texts
    assert "Assistant: I'll avoid sesame in recipes." in texts
    assert not any("sounds good" in t or "Nice to meet" in t for t in texts)
    allergy = next(f for f in facts if "sesame" in f.text and "allergic" in f.text)
    assert allergy.importance >= 6  # about the speaker (no word list says "allergic" matters)
    assert allergy.source_ids == (m[0].id,)
    assert all(1 <= f.importance <= 10 for f in facts)


def test_importance_heuristic_orders_kinds() -> None:
    assert heuristic_importance("I'm allergic to peanuts.", "constraint") > heuristic_importance(
        "I like blue.", "fact"
    )
    assert heuristic_importance("It is fine.", "fact") < heuristic_importance(
        "Ana is fine.", "fact"
    )


def test_llm_extractor_parses_and_falls_back() -> None:
    m = msgs(("user", "My cat Tom is 4 years old."), ("assistant", "Cute!"))
    llm = LLMFactExtractor(
        lambda p: "9 | The user has a cat named Tom.\n- 3: Tom is 4 years old.\nnoise line"
    )
    facts = llm.extract(m)
    assert [(f.importance, f.text) for f in facts] == [
        (9.0, "The user has a cat named Tom."),
        (3.0, "Tom is 4 years old."),
    ]
    assert facts[0].source_ids == tuple(x.id for x in m)
    assert LLMFactExtractor(lambda p: "NONE").extract(m) == []
    broken = LLMFactExtractor(lambda p: (_ for _ in ()).throw(RuntimeError("down")))
    assert [f.text for f in broken.extract(m)] == ["My cat Tom is 4 years old."]
    assert broken.fallbacks == 1
    junk = LLMFactExtractor(lambda p: "I can't do that")
    assert junk.extract(m) and junk.fallbacks == 1
