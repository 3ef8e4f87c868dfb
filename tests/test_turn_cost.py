"""What a default-settings turn costs, as counts (issue 11): store writes per promotion and
tokenizer calls per context(). Seconds are measured by ``benchmarks.turn_cost``, never here."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from conftest import CountingCounter

from decaymem import AgentMemory, FixedClock, HashingEmbedder, InMemoryStore, MemoryRecord
from decaymem.messages import new_id
from decaymem.stores.base import Vectors


class CountingStore(InMemoryStore):
    """The reference store, counting its write calls by name."""

    def __init__(self) -> None:
        super().__init__()
        self.calls: dict[str, int] = {}

    def _note(self, name: str) -> None:
        self.calls[name] = self.calls.get(name, 0) + 1

    def add(self, namespace: str, records: Sequence[MemoryRecord], embeddings: Vectors) -> None:
        self._note("add")
        super().add(namespace, records, embeddings)

    def upsert(self, namespace: str, records: Sequence[MemoryRecord], embeddings: Vectors) -> None:
        self._note("upsert")
        super().upsert(namespace, records, embeddings)

    def update(self, namespace: str, records: Sequence[MemoryRecord]) -> None:
        self._note("update")
        super().update(namespace, records)

    def get(self, namespace: str, ids: Sequence[str] | None = None) -> Any:
        self._note("get")
        return super().get(namespace, ids)


def _talk(mem: AgentMemory, n: int, *, context: bool = False) -> None:
    for i in range(n):
        mem.clock.advance(60)  # type: ignore[attr-defined]
        who = ("user", "Ana") if i % 2 == 0 else ("assistant", "Ben")
        # the same facts again and again: promotions both add and consolidate memories
        mem.add_message(who[0], f"My dog Rex likes the park. Turn {i} about hiking.", name=who[1])
        if context:
            mem.context()


def test_each_promotion_is_one_store_write_with_no_existence_check() -> None:
    store = CountingStore()
    mem = AgentMemory(
        context_window=600, store=store, embedder=HashingEmbedder(), clock=FixedClock()
    )
    _talk(mem, 5)
    store.calls.clear()
    promotions = 0
    for _ in range(60):
        mem.clock.advance(60)  # type: ignore[attr-defined]
        # two sentences: the fact "My dog Rex likes the park." is not the whole turn, so each
        # promotion consolidates it into the stored one (a whole-turn fact is its episode)
        r = mem.add_message("user", "My dog Rex likes the park. We walk there daily.")
        promotions += bool(r.evicted_ids)
    assert promotions >= 5
    # new episodes and the facts they consolidate into are written together, unchecked
    assert store.calls == {"upsert": promotions}
    stored = {r.id: r for r, _ in store.get(mem.namespace)}
    assert any(r.recall_count > 0 for r in stored.values())  # consolidated in that one write
    assert mem.pending_promotions() == []


def test_a_store_without_upsert_gets_add_and_update() -> None:
    class Plain(CountingStore):
        upsert = None  # type: ignore[assignment]

    store = Plain()
    mem = AgentMemory(
        context_window=600, store=store, embedder=HashingEmbedder(), clock=FixedClock()
    )
    _talk(mem, 80)
    assert store.calls.get("add", 0) > 0 and "upsert" not in store.calls
    assert mem.pending_promotions() == []
    assert len(mem.recall("Rex the dog", k=3)) == 3


def test_an_unchanged_context_counts_only_its_memory_block(
    counting_counter: CountingCounter,
) -> None:
    mem = AgentMemory(
        context_window=1000,
        token_counter=counting_counter,
        embedder=HashingEmbedder(),
        clock=FixedClock(),
    )
    _talk(mem, 60, context=True)
    assert mem.buffer.summary is not None
    first = mem.context()
    assert first.recalled
    calls = counting_counter.calls
    again = mem.context()
    # the summary's rendering and the lines' parts are counted once; the block exactly once
    assert counting_counter.calls - calls == 1
    assert [(m.content, m.tokens) for m in again.messages] == [
        (m.content, m.tokens) for m in first.messages
    ]
    block = next(m for m in again.messages if m.metadata.get("source") == "recalled_memories")
    assert block.tokens == mem.buffer.message_counter.count_message("system", block.content)


def test_message_ids_are_uuid4_hex() -> None:
    import uuid

    ids = {new_id() for _ in range(2000)}
    assert len(ids) == 2000
    for h in list(ids)[:200]:
        u = uuid.UUID(hex=h)
        assert u.hex == h and u.version == 4 and u.variant == uuid.RFC_4122


def test_a_plain_append_skips_the_metadata_check_but_still_checks_metadata() -> None:
    import pytest

    from decaymem import ConversationBuffer
    from decaymem.errors import InvalidMessageError

    b = ConversationBuffer(max_tokens=200, clock=FixedClock())
    assert b.add("user", "hi").message.metadata == {}
    with pytest.raises(InvalidMessageError):
        b.add("user", "hi", extra=float("nan"))
    with pytest.raises(InvalidMessageError):
        b.add("user", "hi", extra=object())
    assert np.isfinite(b.utilization)
