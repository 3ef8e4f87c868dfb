"""Invariants of the buffer under arbitrary sequences of adds (hypothesis)."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from decaymem import (
    BudgetExceededError,
    ConversationBuffer,
    FixedClock,
    PressurePolicy,
    TiktokenCounter,
)

COUNTER = TiktokenCounter()

text = st.text(
    alphabet=st.characters(codec="utf-8", exclude_categories=("Cs",), exclude_characters="\x00"),
    max_size=400,
)
plain = st.tuples(st.sampled_from(["user", "assistant", "system"]), text)
tool_round = st.tuples(st.just("tools"), st.lists(text, min_size=1, max_size=3))
ops = st.lists(st.one_of(plain, plain, tool_round), max_size=60)

policies = st.sampled_from(
    [
        PressurePolicy(),
        PressurePolicy(
            warn=0.5, truncate=0.6, summarize=0.7, keep_recent=2, min_messages_to_summarize=3
        ),
        PressurePolicy(warn=0.3, truncate=0.9, summarize=1.0),
    ]
)


def check_invariants(b: ConversationBuffer, system: str | None) -> None:
    msgs = b.messages
    if system is not None:
        assert msgs[0].role == "system" and msgs[0].content == system
    if b.max_tokens is not None:
        assert b.tokens <= b.max_tokens
    if b.max_messages is not None:
        # only the newest unit may exceed max_messages on its own
        assert b.message_count <= max(b.max_messages, 4)
    assert b.tokens == sum(m.tokens for m in msgs if m is not b.system)
    calls: set[str] = set()
    for m in b.turns:
        if m.role == "tool":
            assert m.tool_call_id in calls, "tool result without its call"
        calls.update(c.id for c in m.tool_calls)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    operations=ops,
    max_tokens=st.one_of(st.none(), st.integers(20, 600)),
    max_messages=st.one_of(st.none(), st.integers(1, 12)),
    policy=policies,
)
def test_buffer_invariants_hold_after_any_sequence(
    operations, max_tokens, max_messages, policy
) -> None:  # type: ignore[no-untyped-def]
    b = ConversationBuffer(
        max_messages=max_messages,
        max_tokens=max_tokens,
        policy=policy,
        token_counter=COUNTER,
        clock=FixedClock(),
    )
    system: str | None = None
    call_no = 0
    for op in operations:
        if op[0] == "tools":
            ids = [f"call{call_no}_{i}" for i in range(len(op[1]))]
            call_no += 1
            steps = [("assistant", "", {"tool_calls": [{"id": i, "name": "f"} for i in ids]})]
            steps += [("tool", r, {"tool_call_id": i}) for i, r in zip(ids, op[1], strict=True)]
        else:
            steps = [(op[0], op[1], {})]
        for role, content, kw in steps:
            before = b.to_dict()
            try:
                b.add(role, content, **kw)  # type: ignore[arg-type]
            except BudgetExceededError:
                assert b.to_dict() == before  # rejected input leaves the buffer unchanged
                break
            if role == "system":
                system = content
            check_invariants(b, system)
    restored = ConversationBuffer.from_dict(
        json.loads(json.dumps(b.to_dict())), token_counter=COUNTER
    )
    assert restored == b
    assert restored.messages == b.messages


@settings(max_examples=50, deadline=None)
@given(st.lists(text, min_size=1, max_size=80), st.integers(30, 400))
def test_every_removed_message_is_recorded(texts: list[str], budget: int) -> None:
    b = ConversationBuffer(max_tokens=budget, token_counter=COUNTER, clock=FixedClock())
    added: list[str] = []
    for t in texts:
        try:
            added.append(b.add("user", t).message.id)
        except BudgetExceededError:
            continue
    in_window = {m.id for m in b.turns}
    recorded = {i for e in b.events for i in e.ids}
    # every added message is either still in the window or recorded as evicted/compressed
    assert set(added) <= in_window | recorded
