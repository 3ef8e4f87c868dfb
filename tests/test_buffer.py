from __future__ import annotations

import json
import math

import pytest

from decaymem import (
    Action,
    BudgetExceededError,
    ConfigError,
    ConversationBuffer,
    FixedClock,
    InvalidInputError,
    InvalidMessageError,
    PressureEvent,
    PressurePolicy,
    SerializationError,
    TiktokenCounter,
)


def assert_no_split_tool_pairs(messages: list) -> None:  # type: ignore[type-arg]
    """Every tool result follows its call; every call in the window has its results after it."""
    open_calls: set[str] = set()
    answered: set[str] = set()
    for m in messages:
        if m.role == "tool":
            assert m.tool_call_id in open_calls, f"orphan tool result {m.tool_call_id}"
            answered.add(m.tool_call_id)
        for c in m.tool_calls:
            open_calls.add(c.id)
    assert answered <= open_calls


def make(max_tokens: int | None = 200, **kw) -> ConversationBuffer:  # type: ignore[no-untyped-def]
    return ConversationBuffer(max_tokens=max_tokens, clock=FixedClock(), **kw)


def test_system_prompt_is_pinned_and_counted_separately() -> None:
    b = make(100)
    b.set_system("You are a helpful assistant. " * 20)
    assert b.system_tokens > 100  # larger than the budget, but pinned outside it
    for i in range(50):
        b.add("user", f"hello number {i}")
    assert b.messages[0].role == "system"
    assert b.tokens <= 100
    assert b.total_tokens == b.tokens + b.system_tokens


def test_system_prompt_over_its_limit_is_rejected_and_buffer_unchanged() -> None:
    b = make(100, max_system_tokens=10)
    b.set_system("short")
    before = b.to_dict()
    with pytest.raises(BudgetExceededError, match="max_system_tokens"):
        b.set_system("word " * 50)
    assert b.to_dict() == before


def test_system_role_through_add_replaces_the_prompt() -> None:
    b = make(100)
    b.add("system", "first")
    b.add("system", "second")
    assert [m.content for m in b.messages] == ["second"]
    assert b.message_count == 0


@pytest.mark.parametrize(
    ("role", "content", "kwargs", "error"),
    [
        ("robot", "hi", {}, InvalidMessageError),
        ("human", "hi", {}, InvalidMessageError),
        ("user", 42, {}, InvalidMessageError),
        ("user", None, {}, InvalidMessageError),
        ("user", ["a", "b"], {}, InvalidMessageError),
        ("tool", "result", {}, InvalidMessageError),
        ("tool", "result", {"tool_call_id": "nope"}, InvalidMessageError),
        ("user", "hi", {"tool_call_id": "x"}, InvalidMessageError),
        ("user", "hi", {"tool_calls": [{"id": "a", "name": "f"}]}, InvalidMessageError),
        ("user", "hi", {"bad": float("nan")}, InvalidMessageError),
        ("user", "hi", {"bad": object()}, InvalidMessageError),
        ("user", "hi", {"timestamp": float("nan")}, InvalidInputError),
        ("user", "x\x00y", {}, InvalidMessageError),
        ("user", "word " * 400, {}, BudgetExceededError),
    ],
)
def test_bad_input_is_rejected_and_buffer_unchanged(role, content, kwargs, error) -> None:  # type: ignore[no-untyped-def]
    b = make(200)
    b.set_system("sys")
    b.add("user", "keep me")
    before = b.to_dict()
    with pytest.raises(error):
        b.add(role, content, **kwargs)
    assert b.to_dict() == before


def test_errors_belong_to_the_package_tree() -> None:
    from decaymem import DecaymemError

    b = make(10)
    with pytest.raises(DecaymemError):
        b.add("robot", "x")
    with pytest.raises(ValueError):  # also a ValueError, for plain-Python callers
        b.add("robot", "x")


@pytest.mark.parametrize(
    "kwargs",
    [
        {"max_tokens": -1},
        {"max_tokens": 0},
        {"max_tokens": math.nan},
        {"max_tokens": math.inf},
        {"max_tokens": 10.5},
        {"max_messages": -3},
        {"max_messages": True},
        {"max_tokens": "100"},
        {"max_system_tokens": 0},
    ],
)
def test_bad_limits_are_rejected(kwargs: dict[str, object]) -> None:
    with pytest.raises(ConfigError):
        ConversationBuffer(**kwargs)  # type: ignore[arg-type]


def test_max_messages_evicts_oldest_and_records_it() -> None:
    b = ConversationBuffer(max_messages=3)
    ids = [b.add("user", f"m{i}").message.id for i in range(5)]
    assert [m.content for m in b.messages] == ["m2", "m3", "m4"]
    evicted = [i for e in b.events for i in e.ids]
    assert evicted == ids[:2]
    assert all(e.reason == "max_messages" for e in b.events)


def test_tool_results_must_follow_their_call() -> None:
    b = make(1000)
    b.add("assistant", "", tool_calls=[{"id": "c1", "name": "search", "arguments": {"q": "x"}}])
    b.add("tool", "found it", tool_call_id="c1", name="search")
    with pytest.raises(InvalidMessageError, match="already has a result"):
        b.add("tool", "again", tool_call_id="c1")
    with pytest.raises(InvalidMessageError, match="already in the window"):
        b.add("assistant", "", tool_calls=[{"id": "c1", "name": "search"}])


def test_late_tool_result_is_kept_next_to_its_call() -> None:
    b = make(1000)
    b.add("assistant", "", tool_calls=[{"id": "a", "name": "f"}, {"id": "b", "name": "g"}])
    b.add("tool", "ra", tool_call_id="a")
    b.add("user", "meanwhile")
    b.add("tool", "rb", tool_call_id="b")
    assert [m.role for m in b.messages] == ["assistant", "tool", "tool", "user"]
    assert_no_split_tool_pairs(b.messages)


def test_eviction_never_splits_a_tool_unit() -> None:
    b = ConversationBuffer(max_messages=4)
    for i in range(20):
        b.add("user", f"q{i}")
        b.add(
            "assistant",
            "",
            tool_calls=[{"id": f"c{i}a", "name": "f"}, {"id": f"c{i}b", "name": "f"}],
        )
        b.add("tool", "r", tool_call_id=f"c{i}a")
        b.add("tool", "r", tool_call_id=f"c{i}b")
        assert_no_split_tool_pairs(b.messages)
    # the newest unit (call + 2 results) is never split even though it is close to the limit
    assert [m.role for m in b.messages][-3:] == ["assistant", "tool", "tool"]


def test_tool_unit_over_budget_is_rejected() -> None:
    b = make(60)
    b.add("assistant", "", tool_calls=[{"id": "a", "name": "f"}])
    before = b.to_dict()
    with pytest.raises(BudgetExceededError, match="tool"):
        b.add("tool", "word " * 60, tool_call_id="a")
    assert b.to_dict() == before


def test_warn_then_truncate_events() -> None:
    b = make(100)
    seen: list[PressureEvent] = []
    b.subscribe(seen.append)
    for i in range(40):
        b.add("user", f"this is message number {i}")
        assert b.tokens <= 100
    actions = {e.action for e in seen}
    assert Action.WARN in actions
    assert Action.TRUNCATE in actions
    for e in seen:
        if e.action is Action.TRUNCATE:
            assert e.tokens_after < 0.80 * 100  # below truncate - margin
            assert e.tokens_before > e.tokens_after
            assert e.ids and len(e.removed) == len(e.ids)
    assert seen == b.events


def test_summarize_compresses_all_but_recent_and_records_ids() -> None:
    policy = PressurePolicy(warn=0.5, truncate=0.9, summarize=0.901, summary_max_fraction=0.6)
    b = make(301, policy=policy)
    chatter = "Hi there, thanks so much for all your help today, it is really appreciated. "
    for i in range(40):
        b.add("user", f"{chatter}My order number is {1000 + i}.")
        if b.summary:
            break
    events = [e for e in b.events if e.action is Action.SUMMARIZE]
    assert events, [e.action for e in b.events]
    summary = b.summary
    assert summary is not None
    assert summary.metadata["source"] == "auto_summary"
    assert summary.is_summary
    assert set(events[-1].ids) == set(summary.metadata["compressed_ids"])
    assert events[0].summary_id is not None
    assert "1000" in summary.content
    assert b.messages[0] is summary
    assert "thanks so much" not in summary.content  # small talk dropped
    assert b.message_count >= 4  # the most recent turns are kept


def test_summarize_with_too_few_messages_truncates_instead() -> None:
    b = make(100)
    b.add("user", "short")
    r = b.add("user", "word " * 90)  # one big jump to > 95 % with only 2 messages
    assert [e.action for e in r.events] == [Action.TRUNCATE]
    assert b.summary is None


def test_summary_merges_with_the_running_one() -> None:
    policy = PressurePolicy(warn=0.5, truncate=0.9, summarize=0.901, summary_max_fraction=0.6)
    b = make(401, policy=policy)
    chatter = "Hi there, thanks so much for all your help today, it is really appreciated. "
    for i in range(40):
        b.add("user", f"{chatter}My first fact is that alpha{i} equals {i}.")
        if b.summary:
            break
    first = b.summary
    assert first is not None
    for i in range(40):
        b.add("user", f"{chatter}Another fact: beta{i} is {i * 7}.")
        if b.summary.id != first.id:
            break
    second = b.summary
    assert second is not None and second.id != first.id
    # kept from the first summary (within the cap, a line repeated with other numbers keeps
    # its newest statements)
    assert any(f"alpha{i} " in second.content for i in range(40))
    # linked to the first, directly or through a fold made by the same add (dated items are
    # longer: the summarize step can be followed by an eviction at once)
    made_now = {e.summary_id for e in b.events if e.summary_id not in (None, second.id)}
    assert second.metadata["merged_from"] in {first.id} | made_now
    assert second.metadata["compressed_total"] > first.metadata["compressed_total"]


def test_a_failing_summarizer_falls_back_and_loses_nothing() -> None:
    class Broken:
        def summarize(self, messages, *, previous=None):  # type: ignore[no-untyped-def]
            raise RuntimeError("boom")

    policy = PressurePolicy(warn=0.5, truncate=0.9, summarize=0.901, summary_max_fraction=0.6)
    b = make(301, policy=policy, summarizer=Broken())
    for i in range(40):
        b.add("user", f"The code for room {i} is {4000 + i}.")
        if b.summary:
            break
    assert b.summary is not None and "The code for room" in b.summary.content
    assert b.summary.metadata["compressed_total"] >= 6


def test_failing_observer_does_not_break_the_buffer() -> None:
    b = make(50)

    def bad(_e: PressureEvent) -> None:
        raise RuntimeError("observer bug")

    b.subscribe(bad)
    for i in range(20):
        b.add("user", f"message {i}")
    assert b.tokens <= 50


def test_get_recent_never_splits_units() -> None:
    b = make(None)
    b.add("user", "q")
    b.add("assistant", "", tool_calls=[{"id": "a", "name": "f"}])
    b.add("tool", "r", tool_call_id="a")
    b.add("assistant", "done")
    assert [m.content for m in b.get_recent(1)] == ["done"]
    assert [m.role for m in b.get_recent(2)] == ["assistant"]
    assert [m.role for m in b.get_recent(3)] == ["assistant", "tool", "assistant"]
    assert len(b.get_recent(100)) == 4
    assert b.get_recent(0) == []
    with pytest.raises(InvalidMessageError):
        b.get_recent(-1)


def test_clear_keeps_system_and_records_removal() -> None:
    b = make(1000)
    b.set_system("sys")
    ids = [b.add("user", f"m{i}").message.id for i in range(3)]
    event = b.clear()
    assert event is not None and list(event.ids) == ids
    assert [m.role for m in b.messages] == ["system"]
    assert b.tokens == 0 and b.message_count == 0
    assert b.clear() is None


def test_future_timestamp_is_clamped_to_now() -> None:
    clock = FixedClock(1_000_000.0)
    b = ConversationBuffer(clock=clock)
    m = b.add("user", "hi", timestamp=2_000_000.0).message
    assert m.timestamp == 1_000_000.0


def test_round_trip_is_exact_and_json_safe() -> None:
    b = make(301, policy=PressurePolicy(warn=0.5, truncate=0.9, summarize=0.901))
    b.set_system("be brief")
    for i in range(15):
        b.add("user", f"fact {i}: the answer is {i * 3}", topic="math", turn=i)
        b.add("assistant", "", tool_calls=[{"id": f"c{i}", "name": "calc", "arguments": {"x": i}}])
        b.add("tool", str(i * 3), tool_call_id=f"c{i}", name="calc")
    payload = json.loads(json.dumps(b.to_dict()))
    restored = ConversationBuffer.from_dict(payload)
    assert restored == b
    assert restored.messages == b.messages
    assert restored.events == b.events
    assert restored.tokens == b.tokens
    # and it keeps working the same way
    b.add("user", "next")
    restored.add("user", "next", id=b.messages[-1].id, timestamp=b.messages[-1].timestamp)
    assert restored.messages[-1] == b.messages[-1]


@pytest.mark.parametrize(
    "mutate",
    [
        lambda d: d.pop("config"),
        lambda d: d.update(version=99),
        lambda d: d["messages"].append(
            {
                "role": "tool",
                "content": "x",
                "id": "z",
                "timestamp": 1,
                "tokens": 5,
                "tool_call_id": "ghost",
            }
        ),
        lambda d: d["messages"].append(
            {"role": "robot", "content": "x", "id": "z", "timestamp": 1, "tokens": 5}
        ),
        lambda d: d["messages"].append(
            {"role": "user", "content": 5, "id": "z", "timestamp": 1, "tokens": 5}
        ),
        lambda d: d["messages"].append(
            {"role": "user", "content": "x", "id": "z", "timestamp": 1, "tokens": -5}
        ),
        lambda d: d["messages"].append(
            {"role": "user", "content": "x", "id": "z", "timestamp": 1, "tokens": 10**9}
        ),
        lambda d: d["config"]["policy"].update(warn=2),
        lambda d: d["events"].append({"action": "explode"}),
        lambda d: d.update(messages="nope"),
    ],
)
def test_malformed_payloads_raise_serialization_error(mutate) -> None:  # type: ignore[no-untyped-def]
    b = make(300)
    b.add("user", "hello")
    d = b.to_dict()
    mutate(d)
    with pytest.raises((SerializationError, ConfigError)):
        ConversationBuffer.from_dict(d)


def test_summary_never_exceeds_its_cap(tiktoken_counter: TiktokenCounter) -> None:
    policy = PressurePolicy(warn=0.5, truncate=0.9, summarize=0.901, summary_max_fraction=0.1)
    b = make(500, policy=policy)
    for i in range(200):
        b.add(
            "user", f"Fact {i}: Project Zeta{i} costs {i * 100} dollars and ends in May {2000 + i}."
        )
        assert b.tokens <= 500
        if b.summary:
            assert b.summary.tokens <= 50
