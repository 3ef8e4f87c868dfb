"""The episodic archive: every turn that leaves the window is recallable, verbatim and scoped."""

from __future__ import annotations

import pytest

from decaymem import (
    AgentMemory,
    FixedClock,
    HashingEmbedder,
    InMemoryStore,
    LongTermMemory,
    MemoryHub,
    MemoryInput,
    MessageTokenCounter,
    Recall,
    TiktokenCounter,
    fit_memories,
    render_memories,
)
from decaymem.agent import distinct

FILLER = "We chatted about the weather and some films, nothing important really."


def make(**kw) -> AgentMemory:  # type: ignore[no-untyped-def]
    kw.setdefault("clock", FixedClock())
    kw.setdefault("embedder", HashingEmbedder())
    kw.setdefault("context_window", 600)
    return AgentMemory(**kw)


def chat(mem: AgentMemory, turns: list[tuple[str, str, str]]) -> None:
    for role, name, text in turns:
        mem.clock.advance(60)  # type: ignore[attr-defined]
        mem.add_message(role, text, name=name)


def push_out(mem: AgentMemory, n: int = 60) -> None:
    for i in range(n):
        mem.clock.advance(60)  # type: ignore[attr-defined]
        mem.add_message("user" if i % 2 == 0 else "assistant", f"{FILLER} ({i})")


def episodes(mem: AgentMemory) -> list[object]:
    return [r for r in mem.long_term.get(namespace=mem.namespace) if r.source == "episode"]


def test_every_turn_that_leaves_the_window_is_archived_verbatim() -> None:
    mem = make()
    chat(
        mem,
        [
            ("user", "Ana", "Yep!"),
            ("assistant", "Ben", "Oh man, sorry to hear that."),
            ("user", "Ana", "I went to a support group yesterday and it was so powerful."),
        ],
    )
    first = mem.buffer.turns[0]
    push_out(mem)
    assert first.id not in {m.id for m in mem.buffer.turns}
    eps = {r.text: r for r in episodes(mem)}  # type: ignore[attr-defined]
    # filler and all: nothing that left the window is unrecallable
    for text in ("Yep!", "Oh man, sorry to hear that.", f"{FILLER} (0)"):
        assert text in eps
    yep = eps["Yep!"]
    assert yep.metadata["kind"] == "episode"
    assert yep.metadata["role"] == "user" and yep.metadata["name"] == "Ana"
    assert yep.metadata["session_id"] == "default"
    assert yep.metadata["message_id"] == first.id
    assert yep.created_at == first.timestamp  # the turn's time, not the eviction's
    assert len(eps) == len(episodes(mem))  # each turn once


def test_a_short_answer_is_found_by_what_it_answers() -> None:
    mem = make()
    chat(
        mem,
        [
            ("assistant", "Ben", "Shall I book the ferry to Stromboli for Saturday morning?"),
            ("user", "Ana", "Yep!"),
        ],
    )
    push_out(mem)
    got = mem.recall("ferry to Stromboli on Saturday", k=3)
    assert "Yep!" in [r.text for r in got]
    # the answer is remembered with the turn it answers, not as that turn's text
    yep = next(r for r in got if r.text == "Yep!")
    assert "Stromboli" in str(yep.metadata["context"])


def test_a_short_answer_without_context_is_not_found() -> None:
    # the control for the test above: embedded alone, "Yep!" shares nothing with the question
    ltm = LongTermMemory(store=InMemoryStore(), embedder=HashingEmbedder(), clock=FixedClock())
    ltm.remember_many(
        [
            MemoryInput(text="Yep!"),
            MemoryInput(text="Shall I book the ferry to Stromboli for Saturday morning?"),
        ]
    )
    got = ltm.recall("ferry to Stromboli on Saturday", k=2, min_score=0.1)
    assert "Yep!" not in [r.text for r in got]


def test_one_users_verbatim_turns_never_reach_another_namespace() -> None:
    hub = MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())
    ana = AgentMemory(hub=hub, namespace="user:ana", session_id="s-ana", context_window=600)
    bob = AgentMemory(hub=hub, namespace="user:bob", session_id="s-bob", context_window=600)
    secret = "My bank PIN is 4417 and my passport number is X123."
    ana.add_message("user", secret, name="Ana")
    push_out(ana)
    push_out(bob)
    assert any(r.text == secret for r in ana.recall(secret, k=5))
    assert all("4417" not in r.text for r in bob.recall(secret, k=50))
    bob.add_message("user", "What is my bank PIN and passport number?")
    ctx = bob.context()
    assert all("4417" not in m.content for m in ctx.messages)
    assert all(r.namespace == "user:bob" for r in ctx.recalled)
    hub.close()


def test_recalled_context_never_injects_the_same_turn_twice() -> None:
    mem = make(context_window=1200)
    chat(
        mem,
        [("user", "Ana", "My daughter Lina is allergic to peanuts, never suggest them. Anyway!")],
    )
    push_out(mem, 80)
    kinds = {r.source for r in mem.long_term.get(namespace="default") if "peanuts" in r.text}
    assert kinds == {"episode", "fact"}  # both kinds were stored ...
    fact = next(r for r in mem.long_term.get(namespace="default") if r.source == "fact")
    ep = next(r for r in episodes(mem) if "peanuts" in r.text)  # type: ignore[attr-defined]
    assert fact.metadata["source_ids"] == ep.metadata["message_id"]  # linked to its episode
    assert fact.metadata["episode_ids"] == ep.id
    mem.add_message("user", "Is Lina allergic to anything? peanuts?")
    ctx = mem.context()
    peanut = [r for r in ctx.recalled if "peanuts" in r.text]
    assert len(peanut) == 1  # ... and only one is injected
    assert peanut[0].metadata["kind"] == "episode"
    block = next(m for m in ctx.messages if m.metadata.get("source") == "recalled_memories")
    assert block.content.count("allergic to peanuts") == 1


def _r(id_: str, text: str, **meta: str) -> Recall:
    return Recall(
        id=id_, text=text, score=1, similarity=1, importance=5, decay=1, age_s=0, created_at=0,
        metadata=meta,
    )  # fmt: skip


def test_distinct_rules() -> None:
    ep1 = _r("e1", "I live in Porto now.", kind="episode", message_id="m1")
    ep2 = _r("e2", "We have two cats.", kind="episode", message_id="m2")
    fact1 = _r("f1", "I live in Porto now", kind="fact", source_ids="m1")
    fact12 = _r("f12", "Porto flat with two cats", kind="fact", source_ids="m1,m2")
    # a fact first, then its episode: the episode takes its place
    assert [r.id for r in distinct([fact1, ep2, ep1])] == ["e1", "e2"]
    # an episode first: its facts are dropped
    assert [r.id for r in distinct([ep1, fact1, ep2])] == ["e1", "e2"]
    # a fact from two turns, then both turns: each turn is kept once
    assert [r.id for r in distinct([fact12, ep1, ep2])] == ["e1", "e2"]
    # a turn still in the window is not recalled again, nor a fact drawn only from it
    assert [r.id for r in distinct([ep1, fact1, ep2], visible={"m1"})] == ["e2"]
    # the same text twice
    user = _r("u1", "Remember the blue door.")
    assert [r.id for r in distinct([user, _r("u2", "remember the blue door.")])] == ["u1"]


def test_memory_share_is_filled_by_tokens_not_by_a_count() -> None:
    mem = make(context_window=4000)
    topics = ["kayak", "violin", "garden", "pottery", "chess", "bread", "tango", "sailing"]
    for t in topics:
        chat(mem, [("user", "Ana", f"Ana loves {t} and practises {t} every week.")])
    push_out(mem, 150)
    mem.add_message("user", "What hobbies does Ana practise every week? " + " ".join(topics))
    ctx = mem.context()
    block = next(m for m in ctx.messages if m.metadata.get("source") == "recalled_memories")
    assert len(ctx.recalled) > 5  # the old fixed recall_k
    history = sum(m.tokens for m in mem.buffer.turns)
    # memories use their share plus what the window leaves of its own, never more
    assert block.tokens <= int(0.15 * 4000) + int(0.65 * 4000) - history
    assert block.tokens + history <= int(0.15 * 4000) + int(0.65 * 4000)
    assert {t for t in topics if any(t in r.text for r in ctx.recalled)} == set(topics)
    capped = make(context_window=4000, recall_k=3)
    for t in topics:
        chat(capped, [("user", "Ana", f"Ana loves {t} and practises {t} every week.")])
    push_out(capped, 150)
    assert len(capped.context(query="hobbies every week").recalled) <= 3  # recall_k: a maximum


@pytest.mark.parametrize("borrow", [True, False])
def test_memories_borrow_only_what_the_window_leaves_unused(borrow: bool) -> None:
    mem = make(context_window=4000, borrow_unused_history=borrow)
    topics = [f"hobby{i}" for i in range(60)]
    for t in topics:
        chat(mem, [("user", "Ana", f"Ana practises {t} every single week with friends.")])
    push_out(mem, 150)
    ctx = mem.context(query="Which hobbies does Ana practise? " + " ".join(topics))
    block = next(m for m in ctx.messages if m.metadata.get("source") == "recalled_memories")
    history = sum(m.tokens for m in mem.buffer.turns)
    assert history < int(0.65 * 4000) - 100  # the window sits below its budget after eviction
    if borrow:
        assert int(0.15 * 4000) < block.tokens <= int(0.8 * 4000) - history
    else:
        assert int(0.15 * 4000) - 60 < block.tokens <= int(0.15 * 4000)


def test_fit_memories_is_exact_and_best_first() -> None:
    counter = MessageTokenCounter(TiktokenCounter())

    def count(text: str) -> int:
        return counter.count_message("system", text)

    items = [_r(str(i), f"memory number {i} " + "word " * (i % 7 * 5)) for i in range(40)]
    for room in (0, 30, 60, 150, 400, 5000):
        kept = fit_memories(items, room, count)
        if kept:
            assert count(render_memories(kept)) <= room
        ids = [r.id for r in kept]
        assert ids == sorted(ids, key=int)  # the original order
        # nothing left out would still have fit (best first, misfits skipped)
        for r in items:
            if r.id not in ids and kept:
                assert count(render_memories([*kept, r])) > room - 2
    assert fit_memories(items, 5000, count) == items


@pytest.mark.parametrize("archive", [True, False])
def test_archive_can_be_switched_off(archive: bool) -> None:
    mem = make(archive_turns=archive)
    chat(mem, [("user", "Ana", "Yep!")])
    push_out(mem)
    assert bool(episodes(mem)) is archive


def test_a_whole_turn_fact_gives_its_episode_its_kind_and_importance() -> None:
    """A fact that is the whole turn is not stored beside its episode (it would say the same
    thing twice); the episode carries the fact's kind and importance instead (they were lost:
    "I'm allergic to shellfish, ..." was archived at the default importance 5)."""
    mem = make()
    allergy = "I'm allergic to shellfish, so please never suggest seafood places."
    chat(mem, [("user", "Ana", allergy), ("assistant", "Ben", "Oh nice.")])
    push_out(mem)
    records = mem.long_term.get(namespace=mem.namespace)
    same = [r for r in records if r.text == allergy]
    assert len(same) == 1  # once, as the episode
    (ep,) = same
    assert ep.metadata["kind"] == "episode" and ep.metadata["fact_kind"] == "constraint"
    assert ep.importance > 5.0
    chatter = next(r for r in records if r.text == "Oh nice.")
    assert "fact_kind" not in chatter.metadata and chatter.importance == 5.0


def test_an_update_said_as_a_whole_turn_is_never_guessed() -> None:
    """Offline, two turns that each state a value ("budget at most 6,000", "budget now 7,500")
    are both kept and recalled, dated; nothing links them on a guess (issue 41)."""
    mem = make(embedder=HashingEmbedder())
    old = "Our budget is at most 6,000 EUR for both of us, flights included."
    new = "Update: our travel budget is now 7,500 EUR, my parents are chipping in."
    chat(
        mem,
        [
            ("user", "Ana", old),
            ("assistant", "Ben", "We talked about the budget for a while."),
            ("user", "Ana", new),
            ("assistant", "Ben", "We talked about the budget for a long while."),
        ],
    )
    push_out(mem)
    stored = mem.long_term.get(namespace=mem.namespace)
    assert all(r.superseded_by is None for r in stored)
    top = mem.long_term.recall("What is our travel budget?", k=4, namespace=mem.namespace)
    assert {old, new} <= {r.text for r in top}


# ---------------------------------------------------------------- turns longer than one memory
# A turn is accepted up to max_message_chars (1,000,000) but a memory holds max_text_chars
# (20,000): the archive cut long turns there, so what came later was in no long-term record.


def _long_turn_memory(limit: int, **kw) -> AgentMemory:  # type: ignore[no-untyped-def]
    lt = LongTermMemory(store=InMemoryStore(), embedder=HashingEmbedder(), max_text_chars=limit)
    return make(long_term=lt, **kw)


def _leave_window(mem: AgentMemory, marker: str) -> None:
    for i in range(400):
        if not any(marker in m.content for m in mem.buffer.turns):
            return
        mem.clock.advance(60)  # type: ignore[attr-defined]
        mem.add_message("user" if i % 2 else "assistant", f"{FILLER} ({i}) " * 20)
    raise AssertionError("the long turn never left the window")


@pytest.mark.parametrize(
    "doc",
    [
        # sentences, a code past the limit that no fact holds
        "".join(f"Line {i}: the weather report mentions clouds. " for i in range(150))
        + " ref zebra-4471-quartz "
        + "".join(f"Line {i}: the weather report mentions clouds. " for i in range(100)),
        # a pasted CSV row: one "sentence"
        ", ".join(f"row{i} ok" for i in range(700)) + ", zebra-4471-quartz, " + "row ok, " * 90,
        # no space at all
        "x" * 6500 + "zebra-4471-quartz" + "y" * 900,
    ],
    ids=["sentences", "run-on", "no-space"],
)
def test_a_turn_longer_than_one_memory_is_archived_whole(doc: str) -> None:
    limit = 2000
    mem = _long_turn_memory(limit, context_window=8000, promote_facts=False)
    assert len(doc) > 3 * limit
    msg = mem.add_message("user", doc, name="Ana").message
    _leave_window(mem, "zebra-4471")
    pieces = sorted(
        (r for r in episodes(mem) if r.metadata["message_id"] == msg.id),  # type: ignore[attr-defined]
        key=lambda r: r.metadata["chunk"],
    )
    assert "".join(r.text for r in pieces) == doc  # all of it, in order, nothing twice
    assert all(0 < len(r.text) <= limit for r in pieces)
    assert [r.metadata["chunk"] for r in pieces] == list(range(len(pieces)))
    for r in pieces:
        assert r.metadata["chunks"] == len(pieces)
        assert (r.metadata["role"], r.metadata["name"], r.metadata["session_id"]) == (
            "user",
            "Ana",
            mem.session_id,
        )
        assert r.created_at == msg.timestamp
    assert len({r.id for r in pieces}) == len(pieces)
    hits = mem.recall("zebra-4471-quartz", k=5)
    assert any("zebra-4471-quartz" in h.text for h in hits)
    ctx = mem.context("which ref is zebra-4471-quartz?")
    assert any("zebra-4471-quartz" in m.content for m in ctx.messages)


def test_pieces_of_a_long_turn_break_at_sentences_and_spaces() -> None:
    limit = 2000
    mem = _long_turn_memory(limit, context_window=8000, promote_facts=False)
    doc = "".join(f"Sentence number {i} says little. " for i in range(300))
    msg = mem.add_message("user", doc).message
    _leave_window(mem, "Sentence number 299")
    pieces = [r for r in episodes(mem) if r.metadata["message_id"] == msg.id]  # type: ignore[attr-defined]
    assert len(pieces) > 3
    assert all(r.text.endswith("little. ") for r in pieces)  # type: ignore[attr-defined]


def test_a_turn_within_the_limit_is_archived_as_before() -> None:
    mem = make()
    msg = mem.add_message("user", "My locker code is 4471.", name="Ana").message
    push_out(mem)
    (ep,) = [r for r in episodes(mem) if r.metadata["message_id"] == msg.id]  # type: ignore[attr-defined]
    assert ep.text == msg.content  # type: ignore[attr-defined]
    assert "chunk" not in ep.metadata and "chunks" not in ep.metadata  # type: ignore[attr-defined]
    assert ep.id == mem._episode_id(msg.id)  # type: ignore[attr-defined]


def test_distinct_keeps_each_piece_of_a_long_turn_once() -> None:
    p0 = _r("p0", "first part of a long turn", kind="episode", message_id="m", chunk=0)  # type: ignore[arg-type]
    p1 = _r("p1", "second part of a long turn", kind="episode", message_id="m", chunk=1)  # type: ignore[arg-type]
    again = _r("p1b", "second part, other id", kind="episode", message_id="m", chunk=1)  # type: ignore[arg-type]
    fact = _r("f", "a fact from the long turn", kind="fact", source_ids="m")
    assert [r.id for r in distinct([p0, p1, again, fact])] == ["p0", "p1", "f"]
    assert [r.id for r in distinct([p0, p1], visible={"m"})] == []
