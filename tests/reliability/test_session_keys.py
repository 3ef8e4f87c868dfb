"""A session is identified by (namespace, session id): two users with one session id never meet.

The attack: ``hub.session("s1", namespace="user:ana")`` remembers Ana's PIN; then
``hub.session("s1", namespace="user:bob")`` must not recall it nor show Ana's turns, in the same
process, after the hub is closed and reopened, and through the LangChain and LlamaIndex adapters
(whose default session id, ``"default"``, every user of a shared hub would otherwise share).
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest

from decaymem import AgentMemory, FixedClock, HashingEmbedder, MemoryHub
from decaymem.errors import StoreError
from decaymem.session_store import SessionStore

ANA, BOB = "user:ana", "user:bob"
PIN = "Ana's bank PIN is 4921"


def _hub(path: Path | None = None) -> MemoryHub:
    return MemoryHub(path, embedder=HashingEmbedder(), clock=FixedClock())


def _ana_writes(hub: MemoryHub) -> AgentMemory:
    ana = hub.session("s1", namespace=ANA, context_window=2000)
    ana.remember(PIN, importance=9)
    ana.add_message("user", "My bank PIN is 4921, keep it safe.")
    ana.add_message("assistant", "Noted, Ana.")
    return ana


def _assert_bob_sees_nothing_of_ana(bob: AgentMemory) -> None:
    assert bob.namespace == BOB
    assert all("4921" not in r.text for r in bob.recall("bank PIN", k=10))
    ctx = bob.context("what is the bank PIN?")
    assert all("4921" not in m.content for m in ctx.messages), ctx.messages
    assert all("Ana" not in m.content for m in ctx.messages), ctx.messages
    assert bob.transcript() == []
    assert bob.buffer.turns == ()


def test_same_session_id_in_two_namespaces_are_two_sessions() -> None:
    with _hub() as hub:
        ana = _ana_writes(hub)
        assert [r.text for r in ana.recall("bank PIN", k=1)] == [PIN]  # the attack's premise
        bob = hub.session("s1", namespace=BOB, context_window=2000)
        assert bob is not ana
        _assert_bob_sees_nothing_of_ana(bob)
        bob.add_message("user", "Bob here, hello.")
        # Ana's session is untouched by Bob's turn, and the hub hands each their own back
        assert [m.content for m in ana.buffer.turns] == [
            "My bank PIN is 4921, keep it safe.",
            "Noted, Ana.",
        ]
        assert hub.session("s1", namespace=ANA) is ana
        assert hub.session("s1", namespace=BOB) is bob
        assert sorted(hub.session_keys()) == [(ANA, "s1"), (BOB, "s1")]


def test_bob_never_loads_anas_transcript_after_reopening(tmp_path: Path) -> None:
    with _hub(tmp_path) as hub:
        _ana_writes(hub)
    with _hub(tmp_path) as hub:  # Bob first, in a fresh process-like hub
        bob = hub.session("s1", namespace=BOB, context_window=2000)
        _assert_bob_sees_nothing_of_ana(bob)
        bob.add_message("user", "Bob here, hello.")
    with _hub(tmp_path) as hub:
        ana = hub.session("s1", namespace=ANA, context_window=2000)
        assert [m.content for m in ana.transcript()] == [
            "My bank PIN is 4921, keep it safe.",
            "Noted, Ana.",
        ]
        bob = hub.session("s1", namespace=BOB, context_window=2000)
        assert [m.content for m in bob.transcript()] == ["Bob here, hello."]
        assert [m.content for m in bob.buffer.turns] == ["Bob here, hello."]


def test_agent_memory_on_a_path_is_keyed_by_namespace(tmp_path: Path) -> None:
    with AgentMemory(tmp_path, namespace=ANA, embedder=HashingEmbedder()) as ana:
        ana.add_message("user", "My bank PIN is 4921.")
    with AgentMemory(tmp_path, namespace=BOB, embedder=HashingEmbedder()) as bob:
        assert bob.transcript() == [] and bob.buffer.turns == ()
    with AgentMemory(tmp_path, namespace=ANA, embedder=HashingEmbedder()) as ana:
        assert [m.content for m in ana.buffer.turns] == ["My bank PIN is 4921."]


def test_session_store_keys_every_table_by_namespace() -> None:
    from decaymem import ConversationBuffer

    store = SessionStore()
    buf = ConversationBuffer(max_tokens=500)
    r = buf.add("user", "secret of ana")
    store.commit("s1", namespace=ANA, messages=[r.message], state={"window": [r.message.id]})
    assert store.load_state("s1", namespace=BOB) is None
    assert store.load_messages("s1", namespace=BOB) == []
    assert store.load_events("s1", namespace=BOB) == []
    assert store.message_count("s1", namespace=BOB) == 0
    assert [m.content for m in store.load_messages("s1", namespace=ANA)] == ["secret of ana"]
    # the same message id in two namespaces is two messages
    store.commit("s1", namespace=BOB, messages=[r.message], state={"window": [r.message.id]})
    assert store.message_count("s1", namespace=ANA) == store.message_count("s1", namespace=BOB) == 1
    assert store.session_keys() == [(ANA, "s1"), (BOB, "s1")]
    assert store.sessions() == ["s1"]
    store.close()


_V1_SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE messages (
    session_id TEXT NOT NULL, seq INTEGER NOT NULL, id TEXT NOT NULL, payload TEXT NOT NULL,
    PRIMARY KEY (session_id, id));
CREATE INDEX messages_seq ON messages (session_id, seq);
CREATE TABLE events (
    seq INTEGER PRIMARY KEY AUTOINCREMENT, session_id TEXT NOT NULL, payload TEXT NOT NULL);
CREATE INDEX events_session ON events (session_id, seq);
CREATE TABLE state (session_id TEXT PRIMARY KEY, payload TEXT NOT NULL);
INSERT INTO meta VALUES ('schema', '1');
"""


def _write_v1(path: Path) -> None:
    """A session database as decaymem 0.1 (schema 1) wrote it, built from a real session."""
    with AgentMemory(embedder=HashingEmbedder(), session_id="old", context_window=400) as mem:
        for i in range(40):
            mem.add_message("user", f"old turn {i} about the garden and the shed roof")
        state = mem._state()
        messages = mem.transcript()
        events = [e.to_dict() for e in mem.buffer.events]
    assert events, "the fixture should have evicted something"
    path.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(path / "sessions.sqlite3")
    conn.executescript(_V1_SCHEMA)
    for seq, m in enumerate(messages):
        conn.execute(
            "INSERT INTO messages VALUES (?, ?, ?, ?)", ("old", seq, m.id, json.dumps(m.to_dict()))
        )
    for e in events:
        conn.execute(
            "INSERT INTO events (session_id, payload) VALUES (?, ?)", ("old", json.dumps(e))
        )
    conn.execute("INSERT INTO state VALUES (?, ?)", ("old", json.dumps(state)))
    tagged = dict(state, namespace=ANA)  # a payload that records its namespace keeps it
    conn.execute("INSERT INTO state VALUES (?, ?)", ("tagged", json.dumps(tagged)))
    conn.commit()
    conn.close()


def test_a_schema_1_database_opens_and_its_sessions_land_in_default(tmp_path: Path) -> None:
    _write_v1(tmp_path)
    with AgentMemory(
        tmp_path, session_id="old", context_window=400, embedder=HashingEmbedder()
    ) as mem:
        assert len(mem.transcript()) == 40
        assert mem.buffer.turns and mem.buffer.turns[-1].content.startswith("old turn 39")
        assert mem.buffer.events  # the audit log came along
        mem.add_message("user", "a new turn after the upgrade")
    with _hub(tmp_path) as hub:
        assert sorted(hub.session_keys()) == [("default", "old"), (ANA, "tagged")]
        assert hub.session("old", namespace=BOB).transcript() == []
    conn = sqlite3.connect(tmp_path / "sessions.sqlite3")
    assert conn.execute("SELECT value FROM meta WHERE key='schema'").fetchone()[0] == "2"
    conn.close()


def test_a_newer_schema_is_refused_with_a_hint(tmp_path: Path) -> None:
    db = tmp_path / "sessions.sqlite3"
    conn = sqlite3.connect(db)
    conn.executescript("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);")
    conn.execute("INSERT INTO meta VALUES ('schema', '99')")
    conn.commit()
    conn.close()
    with pytest.raises(StoreError, match="hint"):
        SessionStore(db)


def test_moving_a_session_to_its_namespace() -> None:
    """Upgraders who used a non-default namespace move their old session where it belongs."""
    with _hub() as hub:
        old = hub.session("s1")
        old.add_message("user", "written before the upgrade")
        hub.move_session("s1", namespace="default", to_namespace=ANA)
        assert hub.session("s1", namespace=ANA).transcript()[0].content == (
            "written before the upgrade"
        )
        assert hub.session("s1").transcript() == []


def test_llamaindex_memories_of_two_users_on_one_hub_never_meet() -> None:
    pytest.importorskip("llama_index.core")
    from llama_index.core.base.llms.types import ChatMessage

    from llamaindex_decaymem import DecaymemMemory

    hub = _hub()
    ana = DecaymemMemory.from_defaults(hub=hub, namespace=ANA, token_limit=2000)
    ana.put(ChatMessage(role="user", content="My bank PIN is 4921, keep it safe."))
    ana.session.remember(PIN, importance=9)
    bob = DecaymemMemory.from_defaults(hub=hub, namespace=BOB, token_limit=2000)
    assert ana.session_id == bob.session_id == "default"  # the adapter's default session id
    assert bob.get_all() == []
    assert all("4921" not in (m.content or "") for m in bob.get("what is the bank PIN?"))
    assert any("4921" in (m.content or "") for m in ana.get("what is the bank PIN?"))
    hub.close()


def test_langchain_histories_of_two_users_on_one_hub_never_meet() -> None:
    pytest.importorskip("langchain_core")
    from langchain_decaymem import DecaymemChatMessageHistory

    hub = _hub()
    ana = DecaymemChatMessageHistory("s1", hub=hub, namespace=ANA, context_window=2000)
    ana.add_user_message("My bank PIN is 4921, keep it safe.")
    ana.memory.remember(PIN, importance=9)
    bob = DecaymemChatMessageHistory("s1", hub=hub, namespace=BOB, context_window=2000)
    bob.add_user_message("what is my bank PIN?")
    assert all("4921" not in str(m.content) for m in bob.messages), bob.messages
    assert [m.content for m in bob.transcript()] == ["what is my bank PIN?"]
    assert all("4921" not in r.text for r in bob.memory.recall("bank PIN", k=10))
    assert any("4921" in str(m.content) for m in ana.messages)
    hub.close()


def test_one_session_shared_by_both_adapters_keeps_both_system_messages() -> None:
    """Found by tests/reliability/test_fuzz_adapters.py: the LangChain history and the LlamaIndex
    memory on the same (namespace, session id) each kept their system messages in their own
    format under one key, so reading the other's raised KeyError / ValueError."""
    from langchain_core.messages import SystemMessage
    from llama_index.core.base.llms.types import ChatMessage, MessageRole

    from langchain_decaymem import DecaymemChatMessageHistory
    from llamaindex_decaymem import DecaymemMemory

    hub = MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())
    history = DecaymemChatMessageHistory("shared", hub=hub)
    history.add_messages([SystemMessage("Be brief.")])
    memory = DecaymemMemory.from_defaults(hub=hub, session_id="shared", token_limit=2000)
    assert [m.content for m in memory.get_all()] == ["Be brief."]
    memory.put(ChatMessage(role=MessageRole.SYSTEM, content="Answer in French."))
    assert "Answer in French." in str(history.messages[0].content)
    history.add_messages([SystemMessage("Use metric units.")])
    assert "Use metric units." in " ".join(str(m.content) for m in memory.get_all())
    hub.close()


def _ana_in_default(hub: MemoryHub) -> set[str]:
    """Ana's session in "default" (archived turns, facts, a memory) beside Bob's; her ids."""
    ana = hub.session("ana-chat", context_window=256)
    ana.add_message("user", "My bank PIN is 4921, keep it safe.")
    ana.add_message("user", "I live in Lisbon and my budget is 1000 EUR. I am vegan.")
    for i in range(30):
        ana.add_message("assistant" if i % 2 else "user", f"filler {i} about the weather in town")
    ana.remember("Ana's locker code is 1003", importance=8)
    ana.close()
    bob = hub.session("bob-chat")
    bob.remember("Bob's locker code is 7777", importance=8)
    bob.close()
    mine = {r.id for r in hub.long_term.get(namespace="default") if "bob" not in r.text.lower()}
    kinds = {r.metadata.get("kind") for r in hub.long_term.get(ids=list(mine))}
    assert "episode" in kinds and len(kinds) > 2, kinds  # turns, facts and a memory
    return mine


def test_moving_a_session_takes_its_memories_along(tmp_path: Path) -> None:
    """The session's archived turns, facts and memories go with it, vectors and all: other
    sessions of the old namespace no longer recall them, the moved session does."""
    with _hub(tmp_path) as hub:
        mine = _ana_in_default(hub)
        before = {r.id: (r, v) for r, v in hub.long_term.store.get("default")}
        n = hub.move_session("ana-chat", namespace="default", to_namespace=ANA)
    with _hub(tmp_path) as hub:
        moved = {r.id: (r, v) for r, v in hub.long_term.store.get(ANA)}
        assert set(moved) == mine
        assert {r.id for r, _ in hub.long_term.store.get("default")} == set(before) - mine
        for mid, (r, v) in moved.items():
            old, old_v = before[mid]
            assert r == replace(old, namespace=ANA)
            assert (v == old_v).all()  # the same vector, not re-embedded
        bob = hub.session("bob-chat")
        assert all("4921" not in r.text and "1003" not in r.text for r in bob.recall("PIN code"))
        ana = hub.session("ana-chat", namespace=ANA)
        assert any("4921" in r.text for r in ana.recall("bank PIN", k=3))
        assert any("1003" in r.text for r in ana.recall("locker code", k=3))
    assert n == len(mine)


@pytest.mark.parametrize("cut", ["forget", "sessions"])
def test_a_move_cut_short_is_completed_by_repeating_it(
    cut: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Copies are written before the originals go, and the session rows move last: a crash
    at either step leaves nothing lost, and a repeat finishes with nothing twice."""
    with _hub() as hub:
        mine = _ana_in_default(hub)
        target = hub.long_term if cut == "forget" else hub.sessions
        name = "forget" if cut == "forget" else "move"

        def crash(*args: object, **kwargs: object) -> None:
            raise KeyboardInterrupt

        monkeypatch.setattr(target, name, crash)
        with pytest.raises(KeyboardInterrupt):
            hub.move_session("ana-chat", namespace="default", to_namespace=ANA)
        monkeypatch.undo()
        assert {r.id for r in hub.long_term.get(namespace=ANA)} == mine  # copied first
        hub.move_session("ana-chat", namespace="default", to_namespace=ANA)
        assert sorted(r.id for r in hub.long_term.get(namespace=ANA)) == sorted(mine)
        assert not mine & {r.id for r in hub.long_term.get(namespace="default")}
        assert sorted(hub.session_keys()) == [("default", "bob-chat"), (ANA, "ana-chat")]
