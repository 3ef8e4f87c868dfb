"""A thread belongs to the user whose conversation it holds.

Before, a run naming Bob on Ana's ``thread_id`` mirrored the checkpointed thread (Ana's PIN
included) into Bob's session, so ``user:bob``'s long-term memory held Ana's PIN for good and
every later thread of Bob's could recall it.
"""

from __future__ import annotations

import pytest
from langchain.agents import create_agent
from langgraph.checkpoint.memory import InMemorySaver

from decaymem import FixedClock, HashingEmbedder, MemoryHub
from decaymem.errors import NamespaceError
from langchain_decaymem import DecaymemMiddleware

from .conftest import ScriptedToolModel


def test_a_run_of_another_user_on_a_thread_is_refused_and_copies_nothing() -> None:
    hub = MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())
    mw = DecaymemMiddleware(hub=hub, context_window=400, summarize_with="extractive")
    agent = create_agent(ScriptedToolModel(), [], middleware=[mw], checkpointer=InMemorySaver())

    def say(text: str, thread: str, user: str) -> None:
        agent.invoke(
            {"messages": [("user", text)]},
            {"configurable": {"thread_id": thread}},
            context={"user_id": user},
        )

    say("My bank PIN is 4321.", "t1", "ana")
    for i in range(25):
        say(f"filler {i} about the weather today in town", "t1", "ana")
    with pytest.raises(NamespaceError, match="give each user their own thread_id"):
        say("what is my bank PIN?", "t1", "bob")
    assert not any("4321" in r.text for r in hub.long_term.get(namespace="user:bob"))
    say("what is my bank PIN?", "t2", "bob")  # Bob's own thread works
    say("and my PIN?", "t1", "ana")  # Ana's thread is still hers
    assert any("4321" in r.text for r in hub.long_term.get(namespace="user:ana"))


def test_the_owner_is_read_from_the_directory_by_a_new_middleware(tmp_path) -> None:  # type: ignore[no-untyped-def]
    saver = InMemorySaver()
    for user, expect_error in (("ana", False), ("bob", True)):
        hub = MemoryHub(tmp_path, embedder=HashingEmbedder())
        mw = DecaymemMiddleware(hub=hub, summarize_with="extractive")
        agent = create_agent(ScriptedToolModel(), [], middleware=[mw], checkpointer=saver)
        args = (
            {"messages": [("user", "My bank PIN is 4321.")]},
            {"configurable": {"thread_id": "t1"}},
        )
        if expect_error:
            with pytest.raises(NamespaceError):
                agent.invoke(*args, context={"user_id": user})
        else:
            agent.invoke(*args, context={"user_id": user})
        hub.close()
