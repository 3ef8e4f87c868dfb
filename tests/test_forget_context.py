"""Forgetting a memory forgets it in the memories embedded with it as their context too.

Every archived turn is embedded with the turn before it (``context`` metadata, the last
``CONTEXT_CHARS`` of that turn), every piece of a long turn with the piece before it: a forget
that deleted only the memory left its text in its neighbour's metadata and vector.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from decaymem import (
    AgentMemory,
    ChromaStore,
    FixedClock,
    HashingEmbedder,
    InMemoryStore,
    LongTermMemory,
    MemoryInput,
)
from decaymem.longterm.inputs import CONTEXT_KEY, embed_records
from decaymem.suffixes import SuffixIndex

SECRET = "8812"


@pytest.fixture(params=["memory", "chroma"])
def ltm(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[LongTermMemory]:
    store = InMemoryStore() if request.param == "memory" else ChromaStore(path=tmp_path / "db")
    mem = LongTermMemory(store=store, embedder=HashingEmbedder(), clock=FixedClock())
    yield mem
    if isinstance(store, ChromaStore):
        store.close()


def turns(ltm: LongTermMemory, said: list[str], *, namespace: str = "default") -> list[str]:
    """Archive turns as AgentMemory does: each with the one before it as its context."""
    items = [
        MemoryInput(
            text=text,
            id=f"turn-{i}",
            source="episode",
            metadata={"kind": "episode", "role": "user", "message_id": f"m{i}"},
            context=None if i == 0 else f"user: {said[i - 1]}",
        )
        for i, text in enumerate(said)
    ]
    return ltm.remember_many(items, namespace=namespace)


def leaks(ltm: LongTermMemory, namespace: str = "default") -> list[str]:
    """Ids of the memories whose text or metadata holds the secret, and of those recalled."""
    stored = [
        r.id
        for r in ltm.get(namespace=namespace)
        if SECRET in r.text or any(SECRET in str(v) for v in r.metadata.values())
    ]
    recalled = [
        h.id
        for h in ltm.recall(f"bank PIN {SECRET} quiet", k=50, namespace=namespace, min_score=None)
        if SECRET in h.text or any(SECRET in str(v) for v in h.metadata.values())
    ]
    return stored + recalled


SAID = [
    f"My bank PIN is {SECRET}, please keep it quiet.",
    "Understood, I will not repeat it to anyone.",
    "Let's plan the trip to Lisbon next.",
]


def test_forgetting_a_turn_scrubs_the_next_turn(ltm: LongTermMemory) -> None:
    ids = turns(ltm, SAID)
    turns(ltm, SAID, namespace="other")
    assert leaks(ltm) == [ids[0], ids[1], ids[0], ids[1]]  # the turn and its neighbour

    assert ltm.forget([ids[0]]) == 1

    assert leaks(ltm) == []
    (after,) = ltm.get([ids[1]])
    assert CONTEXT_KEY not in after.metadata
    assert after.metadata["message_id"] == "m1"  # the rest of its metadata is kept
    # its vector is its own text's, no longer mixed with the forgotten turn
    (stored,) = ltm.store.get("default", [ids[1]])
    np.testing.assert_allclose(stored[1], embed_records(ltm.embedder, [after])[0], atol=1e-5)
    # still recalled by its own words; the turn after it keeps its own context
    assert ltm.recall("repeat it to anyone", k=1)[0].id == ids[1]
    assert ltm.get([ids[2]])[0].metadata[CONTEXT_KEY] == f"user: {SAID[1]}"
    # the same turns in another namespace are untouched
    assert ltm.get([ids[1]], namespace="other")[0].metadata[CONTEXT_KEY] == f"user: {SAID[0]}"


def test_forgetting_an_unknown_id_changes_nothing(ltm: LongTermMemory) -> None:
    ids = turns(ltm, SAID)
    before = ltm.store.get("default")
    assert ltm.forget(["no-such-id"]) == 0
    after = ltm.store.get("default")
    assert [r for r, _ in after] == [r for r, _ in before]
    for (_, v1), (_, v0) in zip(after, before, strict=True):
        np.testing.assert_array_equal(v1, v0)
    assert ltm.get([ids[1]])[0].metadata[CONTEXT_KEY] == f"user: {SAID[0]}"


def test_the_lookup_follows_later_writes(ltm: LongTermMemory) -> None:
    """The first forget builds the context lookup; turns written after it are found too."""
    first = turns(ltm, ["Nothing to hide here.", "Nor here."])
    ltm.forget([first[0]])
    later = ltm.remember_many(
        [
            MemoryInput(text=SAID[0], id="late-0"),
            MemoryInput(text=SAID[1], id="late-1", context=f"user: {SAID[0]}"),
        ]
    )
    ltm.forget([later[0]])
    assert leaks(ltm) == []
    assert ltm.count() == 2


def test_scrubbed_before_the_delete(ltm: LongTermMemory, monkeypatch: pytest.MonkeyPatch) -> None:
    """A forget cut short between the scrub and the delete leaves the text only where it was:
    in the memory itself, which a retry forgets."""
    ids = turns(ltm, SAID)

    def crash(namespace: str, ids: list[str]) -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr(ltm.store, "delete", crash)
    with pytest.raises(KeyboardInterrupt):
        ltm.forget([ids[0]])
    monkeypatch.undo()
    stored = {r.id: r for r, _ in ltm.store.get("default")}
    assert CONTEXT_KEY not in stored[ids[1]].metadata
    assert SECRET in stored[ids[0]].text
    assert ltm.forget([ids[0]]) == 1
    assert leaks(ltm) == []


def test_scrubbed_neighbour_stays_scrubbed_after_reopen(tmp_path: Path) -> None:
    store = ChromaStore(path=tmp_path / "db")
    ltm = LongTermMemory(store=store, embedder=HashingEmbedder(), clock=FixedClock())
    ids = turns(ltm, SAID)
    ltm.forget([ids[0]])
    store.close()
    store = ChromaStore(path=tmp_path / "db")
    reopened = LongTermMemory(store=store, embedder=HashingEmbedder(), clock=FixedClock())
    assert leaks(reopened) == []
    assert reopened.recall("repeat it to anyone", k=1)[0].id == ids[1]
    store.close()


def agent(ltm: LongTermMemory) -> AgentMemory:
    return AgentMemory(long_term=ltm, clock=FixedClock(), context_window=100_000)


def test_agent_short_turns(ltm: LongTermMemory) -> None:
    mem = agent(ltm)
    for role, text in zip(["user", "assistant", "user"], SAID, strict=True):
        mem.add_message(role, text)
    mem.clear()  # archives the turns
    secret = [r.id for r in ltm.get(namespace=mem.namespace) if SECRET in r.text]
    assert secret and leaks(ltm, mem.namespace) != []
    ltm.forget(secret, namespace=mem.namespace)
    assert leaks(ltm, mem.namespace) == []
    hit = ltm.recall("repeat it to anyone", k=1, namespace=mem.namespace)[0]
    assert hit.text == SAID[1]


def test_agent_long_turn_pieces(tmp_path: Path) -> None:
    """A long turn is archived in pieces, each with the piece before it; the turn after it
    carries the turn's last 600 characters, here the short last piece and the end of the piece
    before it, which is the one forgotten."""
    store = ChromaStore(path=tmp_path / "db")
    ltm = LongTermMemory(
        store=store, embedder=HashingEmbedder(), clock=FixedClock(), max_text_chars=1000
    )
    mem = agent(ltm)
    filler = "lorem ipsum dolor sit amet consectetur. " * 20  # 800 characters
    long_turn = filler + f"The vault code is {SECRET} and Zanzibar knows it. " + filler[:200]
    mem.add_message("user", long_turn)
    mem.add_message("assistant", "Noted, the vault is safe with me.")
    mem.clear()
    records = ltm.get(namespace=mem.namespace)
    pieces = sorted((r for r in records if r.metadata.get("chunks")), key=lambda r: r.id)
    assert len(pieces) == 2 and len(min((p.text for p in pieces), key=len)) < 600
    holding = [r.id for r in records if SECRET in r.text]
    reply = next(r for r in records if r.text.startswith("Noted"))
    assert SECRET in reply.metadata[CONTEXT_KEY]  # spans both pieces

    ltm.forget(holding, namespace=mem.namespace)

    assert leaks(ltm, mem.namespace) == []
    hit = ltm.recall("the vault is safe with me", k=1, namespace=mem.namespace)[0]
    assert hit.id == reply.id
    store.close()


def test_a_context_that_only_ends_alike_is_kept(ltm: LongTermMemory) -> None:
    ids = ltm.remember_many(
        [
            MemoryInput(text="My PIN is 8812, and that is the end of it.", id="a"),
            MemoryInput(
                text="Fine.", id="b", context="user: My PIN is 8812, and that is the end of it."
            ),
            MemoryInput(
                text="Sure.", id="c", context="user: Lunch was late, and that is the end of it."
            ),
        ]
    )
    ltm.forget([ids[0]])
    assert CONTEXT_KEY not in ltm.get(["b"])[0].metadata
    assert ltm.get(["c"])[0].metadata[CONTEXT_KEY].startswith("user: Lunch")


class NoUpsertStore:
    """A store with only the protocol's methods (no ``upsert``)."""

    def __init__(self) -> None:
        self.inner = InMemoryStore()

    def __getattr__(self, name: str) -> object:
        if name == "upsert":
            raise AttributeError(name)
        return getattr(self.inner, name)


def test_a_store_without_upsert_is_scrubbed_too() -> None:
    ltm = LongTermMemory(store=NoUpsertStore(), embedder=HashingEmbedder(), clock=FixedClock())  # type: ignore[arg-type]
    ids = turns(ltm, SAID)
    assert ltm.forget([ids[0]]) == 1
    assert leaks(ltm) == []
    assert ltm.count() == 2
    assert ltm.recall("repeat it to anyone", k=1)[0].id == ids[1]


def test_suffix_index() -> None:
    idx = SuffixIndex(width=8)
    idx.put([("a", "user: my PIN is 8812"), ("b", "8812"), ("c", "user: hello"), ("d", None)])
    assert sorted(idx.ending_with("my PIN is 8812")) == ["a", "b"]  # "b" is a tail of it
    assert sorted(idx.ending_with("12")) == ["a", "b"]
    assert idx.ending_with("goodbye") == []
    idx.put([("a", "user: bye")])
    idx.remove(["b"])
    assert idx.ending_with("8812") == [] and idx.ending_with("bye") == ["a"]
    assert len(idx) == 2
