"""Sessions on a real Postgres (``PostgresSessions``): the SQLite store's guarantees, for many
workers. Each "worker" here is its own ``PostgresSessions`` (its own connection) and its own hub,
as two processes would have; the crash test kills a real process."""

from __future__ import annotations

import multiprocessing
import os
import signal
from collections.abc import Iterator

import pytest

from decaymem import (
    AgentMemory,
    ConcurrentAccessError,
    ConversationBuffer,
    FixedClock,
    HashingEmbedder,
    InMemoryStore,
    MemoryHub,
    PostgresSessions,
    StoreError,
)
from decaymem.session_backend import SessionBackend
from decaymem.session_store import SessionStore

ANA, BOB = "user:ana", "user:bob"


@pytest.fixture(params=["sqlite", "postgres"])
def backend(request: pytest.FixtureRequest) -> Iterator[SessionBackend]:
    """Each session store, for the tests of the interface they share."""
    store: SessionBackend
    if request.param == "sqlite":
        store = SessionStore()
    else:
        store = PostgresSessions(request.getfixturevalue("pg_db"))
    yield store
    store.close()


def _hub(sessions: SessionBackend, store: InMemoryStore | None = None) -> MemoryHub:
    return MemoryHub(
        sessions=sessions,
        store=store or InMemoryStore(),
        embedder=HashingEmbedder(),
        clock=FixedClock(),
    )


def test_both_stores_key_every_table_by_namespace(backend: SessionBackend) -> None:
    buf = ConversationBuffer(max_tokens=500)
    r = buf.add("user", "secret of ana")
    backend.commit("s1", namespace=ANA, messages=[r.message], state={"window": [r.message.id]})
    assert backend.load_state("s1", namespace=BOB) is None
    assert backend.load_messages("s1", namespace=BOB) == []
    assert backend.message_count("s1", namespace=BOB) == 0
    assert [m.content for m in backend.load_messages("s1", namespace=ANA)] == ["secret of ana"]
    backend.commit("s1", namespace=BOB, messages=[r.message], state={"window": [r.message.id]})
    assert backend.session_keys() == [(ANA, "s1"), (BOB, "s1")]
    assert backend.sessions() == ["s1"] and backend.namespaces_of("s1") == [ANA, BOB]


def test_a_duplicate_message_id_writes_nothing_of_its_transaction(backend: SessionBackend) -> None:
    buf = ConversationBuffer(max_tokens=500)
    a, b = buf.add("user", "first").message, buf.add("user", "second").message
    backend.commit("s1", namespace=ANA, messages=[a], state={"window": [a.id]}, pending=[a.id])
    with pytest.raises(StoreError):
        backend.commit("s1", namespace=ANA, messages=[b, a], state={"window": [b.id]})
    assert [m.id for m in backend.load_messages("s1", namespace=ANA)] == [a.id]
    assert backend.load_state("s1", namespace=ANA) == {"window": [a.id]}
    assert backend.pending_count("s1", namespace=ANA) == 1
    backend.drop_pending("s1", [a.id], namespace=ANA)
    assert backend.load_pending("s1", namespace=ANA) == []


def test_a_session_reopened_by_another_worker_has_its_window_summary_and_log(pg_db: str) -> None:
    store = InMemoryStore()
    with _hub(PostgresSessions(pg_db), store) as hub:
        mem = hub.session("t1", namespace=ANA, context_window=400)
        for i in range(30):
            mem.add_message("user", f"turn {i}: the shed roof needs {i} new tiles before winter")
        window = [m.content for m in mem.buffer.turns]
        summary = mem.buffer.summary
        events = len(mem.buffer.events)
        assert events and summary is not None  # turns left the window
    with _hub(PostgresSessions(pg_db), store) as other:  # a second worker, a new connection
        again = other.session("t1", namespace=ANA, context_window=400)
        assert [m.content for m in again.buffer.turns] == window
        assert again.buffer.summary == summary
        assert len(again.buffer.events) == events
        assert len(again.transcript()) == 30
        assert other.session_keys() == [(ANA, "t1")]
        assert other.session("t1", namespace=BOB).transcript() == []


def test_a_second_writer_on_one_session_is_refused_and_nothing_is_lost(pg_db: str) -> None:
    a_hub, b_hub = _hub(PostgresSessions(pg_db)), _hub(PostgresSessions(pg_db))
    a = a_hub.session("t1", namespace=ANA, context_window=2000)
    b = b_hub.session("t1", namespace=ANA, context_window=2000)  # both opened it
    a.add_message("user", "from worker a")
    with pytest.raises(ConcurrentAccessError, match="hint"):
        b.add_message("user", "from worker b")
    assert [m.content for m in b.buffer.turns] == []  # b's add was rolled back
    b.close()
    b = b_hub.session("t1", namespace=ANA, context_window=2000)  # reopening continues
    b.add_message("user", "from worker b")
    assert [m.content for m in b.transcript()] == ["from worker a", "from worker b"]
    with pytest.raises(ConcurrentAccessError):
        a.add_message("user", "a is stale now")
    a_hub.close()
    b_hub.close()


def test_two_workers_creating_one_session_at_once_one_is_refused(pg_db: str) -> None:
    late = PostgresSessions(pg_db)
    assert late.load_state("new", namespace="default") is None  # b found no session ...
    with _hub(PostgresSessions(pg_db)) as a_hub:  # ... then a created it
        a_hub.session("new", context_window=2000, system_prompt="be brief")
        with pytest.raises(ConcurrentAccessError):  # b's first write does not overwrite a's
            late.commit("new", namespace="default", state={"window": []})
        assert late.load_state("new", namespace="default")["system"]["content"] == "be brief"  # type: ignore[index]
    late.close()


def test_agent_memory_takes_postgres_sessions(pg_db: str) -> None:
    with AgentMemory(
        sessions=PostgresSessions(pg_db), store=InMemoryStore(), embedder=HashingEmbedder()
    ) as mem:
        mem.add_message("user", "My name is Ana.")
    with AgentMemory(
        sessions=PostgresSessions(pg_db), store=InMemoryStore(), embedder=HashingEmbedder()
    ) as mem:
        assert [m.content for m in mem.buffer.turns] == ["My name is Ana."]


def test_moving_a_session_on_postgres(pg_db: str) -> None:
    with _hub(PostgresSessions(pg_db)) as hub:
        hub.session("s1").add_message("user", "written under default")
        hub.move_session("s1", namespace="default", to_namespace=ANA)
        assert hub.session("s1", namespace=ANA).transcript()[0].content == "written under default"
        assert hub.session("s1").transcript() == []


def _writer(url: str, n: int, acked: multiprocessing.Queue[int]) -> None:  # a worker process
    with _hub(PostgresSessions(url)) as hub:
        mem = hub.session("crash", context_window=400)
        for i in range(n):
            mem.add_message("user", f"turn {i} about the garden")
            acked.put(i)


def test_sigkill_mid_turn_loses_no_acknowledged_turn(pg_db: str) -> None:
    ctx = multiprocessing.get_context("spawn")
    acked: multiprocessing.Queue[int] = ctx.Queue()
    proc = ctx.Process(target=_writer, args=(pg_db, 10_000, acked))
    proc.start()
    done = [acked.get(timeout=60) for _ in range(25)]
    os.kill(proc.pid, signal.SIGKILL)
    proc.join()
    while not acked.empty():
        done.append(acked.get())
    with _hub(PostgresSessions(pg_db)) as hub:
        mem = hub.session("crash", context_window=400)
        texts = [m.content for m in mem.transcript()]
        assert texts[: len(done)] == [f"turn {i} about the garden" for i in done]
        assert len(texts) in (len(done), len(done) + 1)  # at most the unacknowledged add
        assert len(set(texts)) == len(texts)
        mem.add_message("user", "the next worker goes on")
        assert mem.transcript()[-1].content == "the next worker goes on"


def test_a_hub_hands_out_no_stale_session(pg_db: str) -> None:
    """Worker a had the thread open; worker b served the next turn: a's next request gets the
    session as b left it, and writes on it."""
    a_hub, b_hub = _hub(PostgresSessions(pg_db)), _hub(PostgresSessions(pg_db))
    first = a_hub.session("t1", namespace=ANA, context_window=2000)
    first.add_message("user", "turn 1 on worker a")
    assert a_hub.session("t1", namespace=ANA) is first  # nothing changed: the same object
    b_hub.session("t1", namespace=ANA, context_window=2000).add_message("user", "turn 2 on b")
    again = a_hub.session("t1", namespace=ANA, context_window=2000)
    assert again is not first and first.closed
    assert [m.content for m in again.buffer.turns] == ["turn 1 on worker a", "turn 2 on b"]
    again.add_message("user", "turn 3 on worker a")
    assert len(b_hub.session("t1", namespace=ANA).transcript()) == 3
    a_hub.close()
    b_hub.close()


def test_an_unreachable_database_is_a_store_error_with_a_hint() -> None:
    pytest.importorskip("psycopg")
    import socket

    with socket.socket() as s:  # a port nothing listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    with pytest.raises(StoreError, match="hint"):
        PostgresSessions(f"postgresql://decaymem@127.0.0.1:{port}/none?connect_timeout=2")
    with pytest.raises(StoreError, match="hint"):
        PostgresSessions("")
