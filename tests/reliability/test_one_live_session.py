"""One live AgentMemory per (namespace, session) of a hub.

Before, ``AgentMemory(hub=hub, session_id="s", namespace="u")`` beside ``hub.session("s",
namespace="u")`` was allowed: both wrote the one transcript, the second's turns never entered
the first's window, and after a reopen "from b 1" was in the transcript but in no window and
never archived (lost to recall).
"""

from __future__ import annotations

from pathlib import Path

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
