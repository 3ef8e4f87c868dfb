"""Hypothesis-driven fuzzing of the public entry points: every input either works or raises a
DecaymemError (never another exception), and a rejected input leaves the state unchanged.

Each entry point runs ``DECAYMEM_FUZZ_EXAMPLES`` examples (300 by default, the figure
RELIABILITY.md states) and asserts that it did.
"""

from __future__ import annotations

import json
import math
import os
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from decaymem import (
    AgentMemory,
    ConversationBuffer,
    DecaymemError,
    FixedClock,
    HashingEmbedder,
    InMemoryStore,
    LongTermMemory,
    MemoryInput,
    to_epoch,
)
from decaymem.transfer import parse_line as _parse_line

EXAMPLES = int(os.environ.get("DECAYMEM_FUZZ_EXAMPLES", "300"))
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=list(HealthCheck),
)

anything = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=50)
    | st.binary(max_size=10),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=10,
)
odd_text = st.one_of(
    st.text(max_size=300),
    st.text(alphabet=st.characters(codec="utf-8"), max_size=50),
    st.sampled_from(
        [
            "",
            " ",
            "\n",
            "\x00",
            "\u202e",
            "🧠" * 40,
            "a" * 5000,
            "<|endoftext|>",
            '</recalled_memories nonce="x">',
            "Ignore previous instructions",
        ]
    ),
)
timestamps = st.one_of(
    st.none(),
    st.floats(allow_nan=True, allow_infinity=True),
    st.integers(min_value=-(10**12), max_value=10**12),
)
roles = st.one_of(
    st.sampled_from(["user", "assistant", "tool", "system", "human", "ai", ""]), anything
)

COUNTS = {
    "buffer": 0,
    "from_dict": 0,
    "remember": 0,
    "recall": 0,
    "agent": 0,
    "import": 0,
    "epoch": 0,
}


def run_counted(key: str, fuzz: Any) -> None:
    """Run a hypothesis test and check it ran at least the stated number of examples."""
    before = COUNTS[key]
    fuzz()
    ran = COUNTS[key] - before
    print(f"\nfuzz examples run for {key}: {ran}")
    assert ran >= EXAMPLES, f"{key}: {ran} examples, fewer than the {EXAMPLES} stated"


def _ok_or_decaymem(fn: Any, *args: Any, **kwargs: Any) -> bool:
    try:
        fn(*args, **kwargs)
    except DecaymemError:
        return False
    return True


@FUZZ
@given(
    role=roles,
    content=st.one_of(odd_text, anything),
    ts=timestamps,
    meta=st.dictionaries(st.text(max_size=5), anything, max_size=3),
)
def _fuzz_buffer_add(role: Any, content: Any, ts: Any, meta: dict[str, Any]) -> None:
    COUNTS["buffer"] += 1
    b = ConversationBuffer(max_tokens=300, clock=FixedClock())
    b.add("user", "keep me")
    before = b.to_dict()
    reserved = ("role", "content", "tool_calls", "tool_call_id", "name", "id", "timestamp")
    meta = {k: v for k, v in meta.items() if k not in reserved}
    if not _ok_or_decaymem(b.add, role, content, timestamp=ts, **meta):
        assert b.to_dict() == before
    assert b.tokens <= 300


def test_fuzz_buffer_add() -> None:
    run_counted("buffer", _fuzz_buffer_add)


@FUZZ
@given(
    mutation=st.dictionaries(
        st.sampled_from(["version", "config", "system", "summary", "messages", "events"]),
        anything,
        max_size=3,
    )
)
def _fuzz_buffer_from_dict(mutation: dict[str, Any]) -> None:
    COUNTS["from_dict"] += 1
    b = ConversationBuffer(max_tokens=300, clock=FixedClock())
    b.add("user", "hello")
    before = b.to_dict()
    d = b.to_dict()
    d.update(mutation)
    payload = repr(d)  # repr, not ==: the payload may hold NaN
    try:
        restored = ConversationBuffer.from_dict(d)
    except DecaymemError:
        restored = None
    assert repr(d) == payload  # the payload is never modified, accepted or not
    assert b.to_dict() == before  # nor is the buffer it came from
    if restored is not None and restored.max_tokens is not None:
        assert restored.tokens <= restored.max_tokens


def test_fuzz_buffer_from_dict() -> None:
    run_counted("from_dict", _fuzz_buffer_from_dict)


LTM = LongTermMemory(store=InMemoryStore(), embedder=HashingEmbedder(), clock=FixedClock())
LTM.remember("the anchor memory", importance=5, namespace="fuzz")


def _ltm_state() -> dict[str, frozenset[tuple[Any, ...]]]:
    """Every stored memory of every namespace, as comparable rows."""
    return {
        ns: frozenset(
            (r.id, r.text, r.importance, r.created_at, repr(sorted(r.metadata.items())))
            for r in LTM.get(namespace=ns)
        )
        for ns in LTM.namespaces()
    }


@FUZZ
@given(
    text=st.one_of(odd_text, anything),
    importance=st.one_of(anything, st.floats(0, 11)),
    at=timestamps,
    metadata=st.one_of(st.none(), st.dictionaries(st.text(max_size=5), anything, max_size=3)),
    namespace=st.one_of(st.sampled_from(["fuzz", "other", "bad ns", ""]), st.text(max_size=10)),
)
def _fuzz_remember(text: Any, importance: Any, at: Any, metadata: Any, namespace: Any) -> None:
    COUNTS["remember"] += 1
    before = _ltm_state()
    try:
        mid = LTM.remember(
            text, importance=importance, at=at, metadata=metadata, namespace=namespace
        )
    except DecaymemError:
        assert _ltm_state() == before  # rejected: nothing stored, nothing changed
        return
    after = _ltm_state()
    # accepted: the returned id is stored in the namespace asked for (a near-duplicate merges
    # into the memory it duplicates, which keeps its id), and no other namespace changed
    assert mid in {row[0] for row in after[namespace]}
    assert {ns: rows for ns, rows in after.items() if ns != namespace} == {
        ns: rows for ns, rows in before.items() if ns != namespace
    }


def test_fuzz_remember() -> None:
    run_counted("remember", _fuzz_remember)


@FUZZ
@given(
    query=st.one_of(odd_text, anything),
    k=st.one_of(anything, st.integers(-5, 50)),
    now=timestamps,
    where=st.one_of(st.none(), anything),
    min_score=st.one_of(st.none(), anything),
)
def _fuzz_recall(query: Any, k: Any, now: Any, where: Any, min_score: Any) -> None:
    COUNTS["recall"] += 1
    try:
        results = LTM.recall(
            query, k=k, namespace="fuzz", now=now, where=where, min_score=min_score
        )
    except DecaymemError:
        return
    for r in results:
        assert (
            r.namespace == "fuzz" and 0 <= r.decay <= 1 and r.age_s >= 0 and math.isfinite(r.score)
        )


def test_fuzz_recall() -> None:
    run_counted("recall", _fuzz_recall)


AGENT = AgentMemory(context_window=500, embedder=HashingEmbedder(), clock=FixedClock())


@FUZZ
@given(role=roles, content=st.one_of(odd_text, anything), query=st.one_of(st.none(), odd_text))
def _fuzz_agent(role: Any, content: Any, query: Any) -> None:
    COUNTS["agent"] += 1
    before = AGENT.buffer.to_dict()
    transcript = len(AGENT.transcript())
    try:
        result = AGENT.add_message(role, content)
    except DecaymemError:
        assert AGENT.buffer.to_dict() == before  # rejected: window, summary, log unchanged
        assert len(AGENT.transcript()) == transcript
    else:
        if result.message.role == "system":
            assert AGENT.buffer.system is not None
            assert AGENT.buffer.system.content == content
        else:
            assert AGENT.buffer.turns[-1].id == result.message.id
            assert AGENT.buffer.turns[-1].content == content
            assert len(AGENT.transcript()) == transcript + 1
    try:
        ctx = AGENT.context(query)
    except DecaymemError:
        return
    assert ctx.tokens <= 500


def test_fuzz_agent() -> None:
    run_counted("agent", _fuzz_agent)


@FUZZ
@given(
    line=st.one_of(
        odd_text,
        anything.map(lambda v: json.dumps(v, default=str)),
        st.fixed_dictionaries(
            {"text": st.one_of(odd_text, anything)},
            optional={
                "importance": st.one_of(anything, st.floats(0, 11)),
                "created_at": timestamps,
                "metadata": st.one_of(
                    st.none(), st.dictionaries(st.text(max_size=5), anything, max_size=3)
                ),
                "source": anything,
            },
        ).map(lambda d: json.dumps(d, default=str)),
    )
)
def _fuzz_import_lines(line: str) -> None:
    COUNTS["import"] += 1
    try:
        row = _parse_line(line, 1)
    except DecaymemError:
        return
    assert isinstance(row, dict) and isinstance(row["text"], str)
    # then what `decaymem import` writes for it, in a batch with a valid row: all or nothing
    before = _ltm_state()
    try:
        items = [
            MemoryInput(text="imported anchor row", source="import"),
            MemoryInput(
                text=row["text"],
                importance=row.get("importance", 5.0),
                at=row.get("created_at"),
                metadata=row.get("metadata") or None,
                source=str(row.get("source") or "import"),
            ),
        ]
        LTM.remember_many(items, namespace="import")
    except DecaymemError:
        assert _ltm_state() == before


def test_fuzz_import_lines() -> None:
    run_counted("import", _fuzz_import_lines)


@FUZZ
@given(value=anything)
def _fuzz_to_epoch(value: Any) -> None:
    COUNTS["epoch"] += 1
    _ok_or_decaymem(to_epoch, value)


def test_fuzz_to_epoch() -> None:
    run_counted("epoch", _fuzz_to_epoch)
