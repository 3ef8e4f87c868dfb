"""Sessions opened without a namespace never see each other, as in LlamaIndex's own classes.

``Memory`` keeps one SQL history per ``session_id`` and ``VectorMemoryBlock`` filters its
vector store by the session (llama_index.core.memory.memory_blocks.vector); an app that gives
each user a session id relies on that. Each test runs the reference class and decaymem's on the
same inputs.
"""

from __future__ import annotations

import asyncio
import logging

import pytest
from llama_index.core.base.llms.types import ChatMessage
from llama_index.core.memory import ChatMemoryBuffer, Memory

from decaymem import FixedClock, HashingEmbedder, MemoryHub
from llamaindex_decaymem import DecaymemMemory, DecaymemMemoryBlock
from tests.adapters_llamaindex.conftest import close_reference_memory

SECRET = "My bank PIN is 4321, keep it secret."


def chatter(n: int) -> list[ChatMessage]:
    out = []
    for i in range(n):
        out.append(ChatMessage(role="user", content=f"filler question {i} about the weather today"))
        out.append(ChatMessage(role="assistant", content=f"filler answer {i} about the weather"))
    return out


def seen(messages: list[ChatMessage]) -> str:
    return "\n".join(str(m.content) for m in messages)


def test_two_sessions_of_one_hub_never_recall_each_other() -> None:
    # the reference: one ChatMemoryBuffer per session id keeps them apart
    ref_ana = ChatMemoryBuffer.from_defaults(token_limit=400, chat_store_key="ana")
    ref_bob = ChatMemoryBuffer.from_defaults(token_limit=400, chat_store_key="bob")
    hub = MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())
    ana = DecaymemMemory.from_defaults(hub=hub, session_id="ana", token_limit=400)
    bob = DecaymemMemory.from_defaults(hub=hub, session_id="bob", token_limit=400)
    for memory in (ref_ana, ana):
        memory.put(ChatMessage(role="user", content=SECRET))
        for m in chatter(30):
            memory.put(m)
    for memory in (ref_bob, bob):
        memory.put(ChatMessage(role="user", content="hello"))
    assert "4321" not in seen(ref_bob.get(input="what is my bank PIN?"))
    assert "4321" not in seen(bob.get(input="what is my bank PIN?"))
    # Ana's own memory still recalls it: the secret left her window and was archived
    assert "4321" not in seen(ana.get_all()[-20:])
    assert "4321" in seen(ana.get(input="what is my bank PIN?"))
    assert ana.namespace == "session:ana" and bob.namespace == "session:bob"


def test_a_namespace_passed_is_shared_on_purpose() -> None:
    hub = MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())
    first = DecaymemMemory.from_defaults(
        hub=hub, session_id="ana-1", namespace="user:ana", token_limit=400
    )
    second = DecaymemMemory.from_defaults(
        hub=hub, session_id="ana-2", namespace="user:ana", token_limit=400
    )
    first.put(ChatMessage(role="user", content=SECRET))
    for m in chatter(30):
        first.put(m)
    second.put(ChatMessage(role="user", content="hello"))
    assert "4321" in seen(second.get(input="what is my bank PIN?"))


def test_the_resolved_namespace_survives_to_dict() -> None:
    hub = MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())
    ana = DecaymemMemory.from_defaults(hub=hub, session_id="ana", token_limit=400)
    again = DecaymemMemory.model_validate(ana.to_dict())
    assert again.namespace == "session:ana"
    assert again.session is ana.session


def test_a_session_id_first_opened_anonymously_never_binds_a_later_memory_to_default(
    tmp_path: pytest.TempPathFactory, caplog: pytest.LogCaptureFixture
) -> None:
    """Issue 45 item 3: an anonymous session (namespace "default") opened first with the
    victim's session id made the victim's DecaymemMemory (no namespace) join "default", where
    another anonymous session recalled the victim's turns. The binding is per (namespace,
    session): a memory with no namespace is always the session's own."""
    hub = MemoryHub(tmp_path, embedder=HashingEmbedder(), clock=FixedClock())
    hub.session("victim-chat").add_message("user", "hello")  # the squatter, in "default"
    with caplog.at_level(logging.WARNING, logger="decaymem.hub"):
        victim = DecaymemMemory.from_defaults(hub=hub, session_id="victim-chat", token_limit=400)
    assert victim.namespace == "session:victim-chat"
    assert "namespace='default'" in caplog.text  # how to continue that one on purpose
    victim.put(ChatMessage(role="user", content=SECRET))
    for m in chatter(30):
        victim.put(m)
    victim.reset()  # everything archived in the victim's long-term memory
    assert "4321" in seen(victim.get(input="what is my bank PIN?"))
    other = hub.session("someone-else")  # another anonymous session
    assert not any("4321" in r.text for r in other.recall("what is my bank PIN?", k=20))
    assert not any("4321" in r.text for r in hub.long_term.get(namespace="default"))
    hub.close()


def test_a_session_stored_under_default_is_continued_only_on_purpose(
    tmp_path: pytest.TempPathFactory,
) -> None:
    # a directory written before sessions without a namespace got their own: nothing orphaned
    hub = MemoryHub(tmp_path, embedder=HashingEmbedder(), clock=FixedClock())
    hub.session("ana", namespace="default").add_message("user", SECRET)
    hub.close()
    hub = MemoryHub(tmp_path, embedder=HashingEmbedder(), clock=FixedClock())
    ana = DecaymemMemory.from_defaults(
        hub=hub, session_id="ana", namespace="default", token_limit=400
    )
    assert "4321" in seen(ana.get_all())
    hub.close()


def test_the_block_keeps_sessions_apart_as_vector_memory_block_does() -> None:
    hub = MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())

    async def run(session_id: str, first: str) -> str:
        memory = Memory.from_defaults(
            session_id=session_id,
            token_limit=300,
            chat_history_token_ratio=0.5,
            token_flush_size=100,
            memory_blocks=[DecaymemMemoryBlock.from_hub(hub)],
        )
        await memory.aput(ChatMessage(role="user", content=first))
        for m in chatter(20):
            await memory.aput(m)
        await memory.aput(ChatMessage(role="user", content="What is my bank PIN?"))
        out = await memory.aget()
        await close_reference_memory(memory)
        return seen(out)

    ana = asyncio.run(run("ana", SECRET))
    bob = asyncio.run(run("bob", "I like tea."))
    assert "4321" in ana  # recalled by the block in Ana's session
    assert "4321" not in bob
    assert {r.namespace for r in hub.long_term.get(namespace="session:ana")} == {"session:ana"}
    assert not hub.long_term.get(namespace="default")
