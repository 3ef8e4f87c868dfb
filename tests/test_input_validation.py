"""Bad input is refused at the boundary with a decaymem error (issue 13, items 8 and 9 and the
"Python exceptions where a decaymem error belongs" list); nothing accepted crashes later."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest

from decaymem import (
    AgentMemory,
    ConcurrentAccessError,
    ConfigError,
    ConversationBuffer,
    DecaymemError,
    FixedClock,
    HashingEmbedder,
    InMemoryStore,
    InvalidInputError,
    LongTermMemory,
    MemoryHub,
    SerializationError,
    scope,
    to_epoch,
)


@pytest.fixture
def ltm() -> LongTermMemory:
    return LongTermMemory(store=InMemoryStore(), embedder=HashingEmbedder(), clock=FixedClock())


@pytest.fixture
def agent() -> AgentMemory:
    return AgentMemory(context_window=600, embedder=HashingEmbedder(), clock=FixedClock())


def _nested(depth: int) -> dict[str, Any]:
    d: dict[str, Any] = {}
    cur = d
    for _ in range(depth):
        cur["a"] = {}
        cur = cur["a"]
    return d


HUGE = 10**400
FAR_FUTURE = 1e12  # year 33658
BAD_TIMES: list[Any] = [
    HUGE,
    -HUGE,
    FAR_FUTURE,
    float("nan"),
    float("inf"),
    -1,
    datetime(1, 1, 1, tzinfo=UTC),
    datetime(1900, 1, 1, tzinfo=UTC),  # pre-1970 aware datetimes are refused like negative epochs
    datetime(9999, 12, 31, 23, 0, tzinfo=timezone(timedelta(hours=-5))),  # past year 9999 in UTC
]


# ---------------------------------------------------------------- timestamps and importances
@pytest.mark.parametrize("t", BAD_TIMES, ids=lambda v: repr(v)[:30])
def test_bad_timestamps_are_refused_everywhere(
    t: Any, ltm: LongTermMemory, agent: AgentMemory
) -> None:
    with pytest.raises(InvalidInputError):
        to_epoch(t)
    with pytest.raises(InvalidInputError):
        ltm.remember("a dated fact", at=t)
    with pytest.raises(InvalidInputError):
        ltm.recall("a dated fact", now=t)
    with pytest.raises(InvalidInputError):
        agent.add_message("user", "hello", timestamp=t)
    with pytest.raises(InvalidInputError):
        agent.context("hello", now=t)
    assert ltm.count() == 0 and agent.transcript() == []


def test_the_latest_accepted_timestamp_still_renders(agent: AgentMemory) -> None:
    latest = datetime(9999, 12, 30, tzinfo=UTC)
    agent.remember("a note about the far future", at=latest, importance=9)
    ctx = agent.context("note about the far future")
    assert ctx.recalled and "9999-12-30" in ctx.messages[0].content


@pytest.mark.parametrize(
    "v", [HUGE, -HUGE, float("nan"), float("inf"), 0, 11, True, "5"], ids=lambda v: repr(v)[:20]
)
def test_bad_importance_is_refused(v: Any, ltm: LongTermMemory) -> None:
    with pytest.raises(InvalidInputError):
        ltm.remember("important?", importance=v)
    with pytest.raises(InvalidInputError):
        ltm.remember_many(["important?"], importance=v)


def test_fixed_clock_refuses_huge_steps() -> None:
    clock = FixedClock()
    with pytest.raises(InvalidInputError):
        clock.advance(HUGE)
    with pytest.raises(InvalidInputError):
        clock.advance(1e13)  # would move past year 9999
    with pytest.raises(InvalidInputError):
        FixedClock(HUGE)


def test_from_dict_refuses_huge_and_far_timestamps() -> None:
    b = ConversationBuffer(max_tokens=200, clock=FixedClock())
    b.add("user", "hello")
    for ts in (HUGE, FAR_FUTURE, -5.0):
        d = b.to_dict()
        d["messages"][0]["timestamp"] = ts
        with pytest.raises(SerializationError):
            ConversationBuffer.from_dict(d)
    d = b.to_dict()
    d["config"]["max_tokens"] = HUGE
    with pytest.raises(DecaymemError):
        ConversationBuffer.from_dict(d)


# ---------------------------------------------------------------- lone surrogates and NUL
SURROGATE = "I love pizza \ud83c"


def test_lone_surrogates_are_refused_and_context_keeps_working(
    agent: AgentMemory, ltm: LongTermMemory
) -> None:
    agent.add_message("user", "I love pasta")
    with pytest.raises(InvalidInputError, match="surrogate"):
        agent.add_message("user", SURROGATE)
    with pytest.raises(InvalidInputError, match="surrogate"):
        agent.remember(SURROGATE)
    with pytest.raises(InvalidInputError, match="surrogate"):
        agent.recall(SURROGATE)
    with pytest.raises(InvalidInputError, match="surrogate"):
        agent.context(SURROGATE)
    with pytest.raises(InvalidInputError, match="surrogate"):
        agent.add_message("user", "fine", note=SURROGATE)  # in metadata too
    with pytest.raises(InvalidInputError, match="surrogate"):
        ltm.remember("fine", metadata={"k": SURROGATE})
    with pytest.raises(InvalidInputError, match="surrogate"):
        ltm.remember("fine", metadata={SURROGATE: 1})
    with pytest.raises(InvalidInputError, match="surrogate"):
        agent.set_system(SURROGATE)
    assert [m.content for m in agent.transcript()] == ["I love pasta"]
    agent.context()  # still works
    agent.recall("pasta")


def test_nul_is_refused_in_memories_and_their_metadata(ltm: LongTermMemory) -> None:
    for kwargs in ({"metadata": {"k": "a\x00b"}}, {"metadata": {"a\x00": 1}}):
        with pytest.raises(InvalidInputError):
            ltm.remember("fine", **kwargs)
    with pytest.raises(InvalidInputError):
        ltm.remember("a\x00b")
    assert ltm.count() == 0


def test_surrogates_and_nul_in_from_dict_are_refused() -> None:
    b = ConversationBuffer(max_tokens=200, clock=FixedClock())
    b.add("user", "hello")
    for content in (SURROGATE, "nul\x00here"):
        d = b.to_dict()
        d["messages"][0]["content"] = content
        with pytest.raises(SerializationError):
            ConversationBuffer.from_dict(d)


# ---------------------------------------------------------------- wrong types and shapes
def test_deep_metadata_is_refused(agent: AgentMemory, ltm: LongTermMemory) -> None:
    deep = _nested(3000)
    with pytest.raises(InvalidInputError):
        agent.add_message("user", "hello", payload=deep)
    with pytest.raises(InvalidInputError):
        ltm.remember("hello", metadata=deep)
    b = ConversationBuffer(max_tokens=200, clock=FixedClock())
    b.add("user", "hello")
    d = b.to_dict()
    d["messages"][0]["metadata"] = deep
    with pytest.raises(SerializationError):
        ConversationBuffer.from_dict(d)
    assert agent.transcript() == []


@pytest.mark.parametrize(
    "where",
    [
        {1: 2},
        {"$and": [{"a": 1}, {"b": {"$regex": "x"}}]},  # unknown operator after a failing branch
        {"$or": [{"a": {"$exists": True}}]},
        {"$or": [{}, {"b": {"$bogus": 1}}]},
        {"$and": [{"a": 1}, {2: 3}]},
        {"a": {1: 2}},
        {"$and": [5]},
    ],
    ids=repr,
)
def test_where_filters_are_validated_whole(where: Any, ltm: LongTermMemory) -> None:
    ltm.remember("a memory with metadata", metadata={"a": 1})
    with pytest.raises(InvalidInputError):
        ltm.recall("memory", where=where)


def test_wrong_types_raise_decaymem_errors(agent: AgentMemory, ltm: LongTermMemory) -> None:
    ltm.remember("something to find")
    cases = [
        lambda: agent.context(5),  # type: ignore[arg-type]
        lambda: ltm.forget(None),  # type: ignore[arg-type]
        lambda: ltm.forget([1]),  # type: ignore[list-item]
        lambda: ltm.get(5),  # type: ignore[arg-type]
        lambda: ltm.get([None]),  # type: ignore[list-item]
        lambda: ltm.remember_many(5),  # type: ignore[arg-type]
        lambda: ltm.remember_many("abc"),  # a bare string is not a batch
        lambda: agent.remember("x", metadata=[("a", 1)]),  # type: ignore[arg-type]
        lambda: agent.add_messages([{"role": "user", "content": "x", 1: 2}]),
        lambda: agent.add_messages(5),  # type: ignore[arg-type]
        lambda: agent.recall("x", where={1: 2}),
    ]
    for case in cases:
        with pytest.raises(DecaymemError):
            case()
    assert ltm.count() == 1 and agent.transcript() == []


def test_get_with_one_id_string_means_that_id(ltm: LongTermMemory) -> None:
    mid = ltm.remember("one memory")
    assert [r.id for r in ltm.get(mid)] == [mid]
    assert ltm.get("abc") == []


def test_reserve_tokens_beyond_the_window_is_a_clear_error(agent: AgentMemory) -> None:
    agent.add_message("user", "hello")
    with pytest.raises(InvalidInputError) as e:
        agent.context(reserve_tokens=1_000_000)
    assert "-" not in str(e.value).split("hint")[0].replace("-1", "")  # no negative window
    assert "reserve_tokens" in str(e.value)


# ---------------------------------------------------------------- scope
def test_scope_parts_cannot_collide_or_be_non_strings() -> None:
    with pytest.raises(InvalidInputError):
        scope(user="ana/agent:planner")
    assert scope(user="ana", agent="planner") == "user:ana/agent:planner"
    with pytest.raises(InvalidInputError):
        scope(user=0, agent="p")  # type: ignore[arg-type]
    with pytest.raises(InvalidInputError):
        scope(user="", agent="p")


# ---------------------------------------------------------------- from_dict refuses what add() refuses
def _payload() -> dict[str, Any]:
    b = ConversationBuffer(max_tokens=200, clock=FixedClock())
    b.add("user", "hello")
    b.add("assistant", "hi there")
    return b.to_dict()


def test_from_dict_refuses_zero_tokens_user_summaries_and_duplicate_ids() -> None:
    d = _payload()
    d["messages"][0]["tokens"] = 0
    with pytest.raises(SerializationError):
        ConversationBuffer.from_dict(d)
    d = _payload()
    d["summary"] = dict(d["messages"][0], id="s1")  # role user
    with pytest.raises(SerializationError):
        ConversationBuffer.from_dict(d)
    d = _payload()
    d["system"] = dict(d["messages"][1], id="s2")  # role assistant as the system prompt
    with pytest.raises(SerializationError):
        ConversationBuffer.from_dict(d)
    d = _payload()
    d["messages"][1]["id"] = d["messages"][0]["id"]
    with pytest.raises(SerializationError):
        ConversationBuffer.from_dict(d)
    ConversationBuffer.from_dict(_payload())  # the untouched payload still loads


# ---------------------------------------------------------------- metadata fidelity
def test_big_ints_in_metadata_are_refused_not_turned_into_floats() -> None:
    from decaymem import ChromaStore

    ltm = LongTermMemory(store=ChromaStore(), embedder=HashingEmbedder(), clock=FixedClock())
    mid = ltm.remember("an int at the edge", metadata={"n": 2**63 - 1, "m": -(2**63)})
    got = ltm.get([mid])[0].metadata
    assert got["n"] == 2**63 - 1 and isinstance(got["n"], int) and got["m"] == -(2**63)
    for v in (2**63, 2**70, -(2**63) - 1):
        with pytest.raises(InvalidInputError, match="64-bit"):
            ltm.remember("an int too big", metadata={"n": v})


def test_consolidation_keeps_the_newer_metadata(ltm: LongTermMemory) -> None:
    first = ltm.remember("Ana lives in Lisbon", metadata={"city": "Lisbon", "v": 1})
    second = ltm.remember("Ana lives in Lisbon", metadata={"v": 2, "source_turn": "t9"})
    assert first == second
    meta = ltm.get([first])[0].metadata
    assert meta == {"city": "Lisbon", "v": 2, "source_turn": "t9"}


# ---------------------------------------------------------------- paths and locks
def test_paths_are_checked(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    a_file = tmp_path / "a-file"
    a_file.write_text("not a directory")
    with pytest.raises(InvalidInputError, match="not a directory"):
        AgentMemory(a_file, embedder=HashingEmbedder())
    with pytest.raises(InvalidInputError):
        AgentMemory("", embedder=HashingEmbedder())
    with pytest.raises(InvalidInputError):
        MemoryHub("   ", embedder=HashingEmbedder())
    with pytest.raises(DecaymemError, match="writ"):
        AgentMemory("/sys/decaymem-not-writable", embedder=HashingEmbedder())
    monkeypatch.setenv("HOME", str(tmp_path))
    with MemoryHub("~/mem", embedder=HashingEmbedder()) as hub:
        assert hub.path == tmp_path / "mem"
    assert (tmp_path / "mem" / "sessions.sqlite3").exists()
    assert not Path("~").exists()


def test_same_process_lock_error_names_memoryhub(tmp_path: Path) -> None:
    with AgentMemory(tmp_path / "m", embedder=HashingEmbedder()):
        with pytest.raises(ConcurrentAccessError) as e:
            AgentMemory(tmp_path / "m", embedder=HashingEmbedder())
        text = str(e.value)
        assert "another process" not in text and "MemoryHub" in text
    AgentMemory(tmp_path / "m", embedder=HashingEmbedder()).close()  # released after close


def test_message_metadata_round_trips_as_json(agent: AgentMemory) -> None:
    agent.add_message("user", "hi", tags=["a", "b"], score=1.5, n=2**70)
    got = agent.transcript()[0].metadata
    assert json.loads(json.dumps(got)) == {"tags": ["a", "b"], "score": 1.5, "n": 2**70}


@pytest.mark.parametrize("window", [63, 2**53 + 1, 10**400], ids=["63", "2**53+1", "10**400"])
def test_a_context_window_out_of_range_is_a_config_error(window: int) -> None:
    # 10**400 used to raise OverflowError from history_fraction * context_window (a fuzz find)
    with pytest.raises(ConfigError, match="context_window"):
        AgentMemory(context_window=window, embedder=HashingEmbedder(), clock=FixedClock())
