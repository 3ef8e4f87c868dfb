"""Updates decided by the user's LLM in the fact-extraction call (issue 41, item 2).

A scripted fake LLM stands in for the model: these tests are about what decaymem does with
its answers (good JSON, garbage, an id it was not shown, an exception), not about a model.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable

import pytest

from decaymem import AgentMemory, FixedClock, HashingEmbedder, LLMFactExtractor, render_memories

OLD = "Our total budget for the trip is 3,000 EUR."
NEW = "Update: our budget is now 4,200 EUR for the whole trip."
FILLER = [f"Could you list packing idea number {i} for a city trip in spring?" for i in range(8)]


def _memories(prompt: str) -> dict[str, str]:
    part = prompt.split("EXISTING MEMORIES:", 1)[1].split("CONVERSATION:", 1)[0]
    return {m.group(1): json.loads(m.group(2)) for m in re.finditer(r"(m\d+): (\".*\")", part)}


def scripted(update_id: Callable[[dict[str, str]], str]) -> Callable[[str], str]:
    """Facts of the budget turns only; the new budget UPDATEs the id ``update_id`` picks."""

    def llm(prompt: str) -> str:
        convo = prompt.split("CONVERSATION:", 1)[1]
        facts = []
        if "3,000 EUR" in convo:
            facts.append({"fact": "The user's trip budget is 3,000 EUR.", "importance": 8})
        if "4,200 EUR" in convo:
            target = update_id(_memories(prompt))
            facts.append(
                {"fact": "The user's trip budget is 4,200 EUR.", "importance": 8,
                 "event": "UPDATE", "id": target}
            )  # fmt: skip
        return json.dumps({"facts": facts})

    return llm


def _old_budget_id(shown: dict[str, str]) -> str:
    return next(alias for alias, text in shown.items() if "3,000" in text)


def run(llm: Callable[[str], str]) -> tuple[AgentMemory, list[str]]:
    prompts: list[str] = []

    def counted(prompt: str) -> str:
        prompts.append(prompt)
        return llm(prompt)

    clock = FixedClock(1_767_600_000.0)  # 2026-01-05
    ex = LLMFactExtractor(counted)
    mem = AgentMemory(
        context_window=400, clock=clock, embedder=HashingEmbedder(), fact_extractor=ex
    )
    for text in [OLD, *FILLER, NEW, *FILLER, *FILLER]:
        clock.advance(86_400)
        mem.add_message("user", text)
        mem.add_message("assistant", "Noted.")
    return mem, prompts


def _facts(mem: AgentMemory) -> dict[str, object]:
    return {r.text: r for r in mem.long_term.get(namespace=mem.namespace)}


def test_an_llm_update_keeps_the_old_value_dated_as_earlier_and_ranks_it_below() -> None:
    mem, prompts = run(scripted(_old_budget_id))
    facts = _facts(mem)
    old = facts["The user's trip budget is 3,000 EUR."]
    new = facts["The user's trip budget is 4,200 EUR."]
    assert old.superseded_by == new.id and old.metadata["valid_until"] == new.created_at
    assert new.superseded_by is None
    # the call that saw the new budget was shown the old one (and its id) to decide
    assert any("4,200" in p.split("CONVERSATION:")[1] and "3,000" in p for p in prompts)
    recalled = mem.recall("What is our trip budget now?", k=10)
    ranked = [r.text for r in recalled]
    assert ranked.index(new.text) < ranked.index(old.text)  # below the current value, kept
    line = next(x for x in render_memories(recalled).splitlines() if old.text in x)
    assert "earlier value, until" in line
    mem.close()


def test_no_extra_llm_call_per_turn() -> None:
    extracted = []
    real = LLMFactExtractor.extract

    def spy(self: LLMFactExtractor, messages: object, known: object = ()) -> object:
        extracted.append(1)
        return real(self, messages, known)  # type: ignore[arg-type]

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(LLMFactExtractor, "extract", spy)
        mem, prompts = run(scripted(_old_budget_id))
    assert extracted and len(prompts) == len(extracted)  # one call per extraction, no more
    mem.close()


@pytest.mark.parametrize(
    "llm",
    [
        scripted(lambda shown: "m99"),  # an id it was not shown: a new fact, nothing marked
        scripted(lambda shown: "not-an-id"),
    ],
)
def test_an_unknown_id_is_an_add(llm: Callable[[str], str]) -> None:
    mem, _ = run(llm)
    facts = _facts(mem)
    assert "The user's trip budget is 4,200 EUR." in facts
    assert all(r.superseded_by is None for r in facts.values())  # type: ignore[attr-defined]
    mem.close()


def _garbage(prompt: str) -> str:
    return "Sure! Here are some thoughts {not json at all"


def _raises(prompt: str) -> str:
    raise RuntimeError("model unavailable")


@pytest.mark.parametrize("llm", [_garbage, _raises])
def test_a_failed_or_malformed_answer_degrades_and_loses_nothing(
    llm: Callable[[str], str],
) -> None:
    mem, prompts = run(llm)
    assert prompts  # the LLM was asked
    texts = list(_facts(mem))
    assert any("4,200 EUR" in t for t in texts) and any("3,000 EUR" in t for t in texts)
    assert all(r.superseded_by is None for r in mem.long_term.get(namespace=mem.namespace))
    shown = "\n".join(r.text for r in mem.recall("What is our trip budget now?", k=4))
    assert "4,200 EUR" in shown and "3,000 EUR" in shown  # both recalled: nothing hidden
    mem.close()


def test_the_extractor_reads_the_json_it_documents() -> None:
    from decaymem import ConversationBuffer

    b = ConversationBuffer(clock=FixedClock())
    b.add("user", "We moved to Porto.")
    answer = (
        "```json\n"
        '{"facts": [{"fact": "The user lives in Porto.", "importance": 7, "event": "UPDATE",'
        ' "id": "m1"}, {"fact": "The user has a dog.", "event": "NONE", "id": "m2"},'
        ' {"fact": "The user likes tea.", "importance": "high"}]}\n```'
    )
    ex = LLMFactExtractor(lambda p: answer)
    facts = ex.extract(b.messages, known=[("id-lisbon", "Lives in Lisbon"), ("id-dog", "A dog")])
    assert [(f.text, f.updates) for f in facts] == [
        ("The user lives in Porto.", "id-lisbon"),
        ("The user likes tea.", None),  # NONE with a shown id: already stored
    ]
    assert facts[0].importance == 7 and facts[1].importance == 5
    assert ex.fallbacks == 0
