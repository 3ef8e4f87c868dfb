"""One live AgentMemory per (namespace, session) of a hub.

Before, ``AgentMemory(hub=hub, session_id="s", namespace="u")`` beside ``hub.session("s",
namespace="u")`` was allowed: both wrote the one transcript, the second's turns never entered
the first's window, and after a reopen "from b 1" was in the transcript but in no window and
never archived (lost to recall).
"""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

import pytest

from decaymem import AgentMemory, HashingEmbedder, MemoryHub
from decaymem.errors import ConcurrentAccessError


def test_a_second_live_object_for_one_session_is_refused(tmp_path: Path) -> None:
    hub = MemoryHub(tmp_path, embedder=HashingEmbedder())
    a = hub.session("s", namespace="u")
    a.add_message("user", "from a 1")
    with pytest.raises(ConcurrentAccessError, match="already open"):
        AgentMemory(hub=hub, session_id="s", namespace="u")
    a.add_message("user", "from a 2")
    # another namespace or session id is another session
    AgentMemory(hub=hub, session_id="s", namespace="v").add_message("user", "v")
    AgentMemory(hub=hub, session_id="t", namespace="u").add_message("user", "t")
    a.close()
    b = AgentMemory(hub=hub, session_id="s", namespace="u")  # once closed, it can be reopened
    assert [m.content for m in b.messages] == ["from a 1", "from a 2"]
    assert hub.session("s", namespace="u") is b
    hub.close()
    assert b.closed
    again = MemoryHub(tmp_path, embedder=HashingEmbedder()).session("s", namespace="u")
    assert [m.content for m in again.messages] == [m.content for m in again.transcript()]


class _SlowEmbedder(HashingEmbedder):
    """Holds a session's lock for a while inside context() (recall embeds the query)."""

    slow = False

    def embed(self, texts: Any) -> Any:
        if self.slow:
            time.sleep(0.5)
        return super().embed(texts)


def test_hub_close_and_a_session_close_at_once_do_not_deadlock() -> None:
    # a session closing takes its lock, then the hub's registry; hub.close takes the hub's
    # lock, then each session's: with one lock for both, the two waited for each other forever
    emb = _SlowEmbedder()
    hub = MemoryHub(embedder=emb)
    a, b = hub.session("a"), hub.session("b")
    a.add_message("user", "I live in Paris")
    b.add_message("user", "hello")
    emb.slow = True
    busy = threading.Thread(target=lambda: a.context("where do I live?"), daemon=True)
    closing = threading.Thread(target=hub.close, daemon=True)
    other = threading.Thread(target=b.close, daemon=True)
    busy.start()
    time.sleep(0.1)
    closing.start()
    time.sleep(0.1)
    other.start()
    for t in (busy, closing, other):
        t.join(30)
    assert not closing.is_alive() and not other.is_alive()
    assert a.closed and b.closed


def test_a_session_being_opened_is_never_handed_out_unbuilt() -> None:
    hub = MemoryHub(embedder=HashingEmbedder())
    s = hub.session("x")
    s.add_message("user", "hi")
    s.close()
    started = threading.Event()
    load = hub.sessions.load_state

    def slow_load(*args: Any, **kwargs: Any) -> Any:
        started.set()
        time.sleep(0.3)
        return load(*args, **kwargs)

    hub.sessions.load_state = slow_load  # type: ignore[method-assign]
    opening = threading.Thread(target=lambda: AgentMemory(hub=hub, session_id="x"))
    opening.start()
    started.wait(10)
    with pytest.raises(ConcurrentAccessError, match="being opened by another thread"):
        hub.session("x")
    opening.join(30)
    hub.sessions.load_state = load  # type: ignore[method-assign]
    assert [m.content for m in hub.session("x").messages] == ["hi"]
