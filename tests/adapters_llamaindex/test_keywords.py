"""DecaymemMemory's keywords beside ChatMemoryBuffer's: a reference keyword that means the same
thing is honoured (``chat_store_key`` is the session), any other unknown keyword is refused,
never ignored (an ignored session key falls back to the shared session "default")."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from llama_index.core.base.llms.types import ChatMessage, MessageRole
from llama_index.core.llms.mock import MockLLM
from llama_index.core.memory import ChatMemoryBuffer
from llama_index.core.storage.chat_store import SimpleChatStore

from decaymem import HashingEmbedder, MemoryHub
from decaymem.errors import ConfigError
from llamaindex_decaymem import DecaymemMemory


@pytest.fixture
def hub() -> MemoryHub:
    return MemoryHub(embedder=HashingEmbedder())


def user(text: str) -> ChatMessage:
    return ChatMessage(role=MessageRole.USER, content=text)


def test_chat_store_key_keeps_users_apart_as_in_chat_memory_buffer(hub: MemoryHub) -> None:
    store = SimpleChatStore()
    ref_ana = ChatMemoryBuffer.from_defaults(chat_store=store, chat_store_key="ana")
    ref_bob = ChatMemoryBuffer.from_defaults(chat_store=store, chat_store_key="bob")
    ana = DecaymemMemory.from_defaults(hub=hub, chat_store_key="ana", token_limit=3000)
    bob = DecaymemMemory.from_defaults(hub=hub, chat_store_key="bob", token_limit=3000)
    for memory in (ref_ana, ana):
        memory.put(user("Ana's PIN is 4321"))
    assert (ana.session_id, bob.session_id) == ("ana", "bob")
    assert ref_bob.get() == [] and bob.get() == []
    assert [m.content for m in ana.get()] == [m.content for m in ref_ana.get()]
    # the constructor takes it too (a ChatMemoryBuffer field), and to_dict keeps the session
    again = DecaymemMemory(chat_store_key="ana", path=None, hub_key=hub.key)
    assert again.session_id == "ana"
    assert DecaymemMemory.from_dict(again.to_dict()).session_id == "ana"


def test_chat_store_key_and_a_different_session_id_are_refused(hub: MemoryHub) -> None:
    with pytest.raises(ConfigError, match="chat_store_key"):
        DecaymemMemory.from_defaults(hub=hub, session_id="ana", chat_store_key="bob")
    same = DecaymemMemory.from_defaults(hub=hub, session_id="ana", chat_store_key="ana")
    assert same.session_id == "ana"


BUILDERS: dict[str, Callable[..., Any]] = {
    "from_defaults": lambda hub, **kw: DecaymemMemory.from_defaults(hub=hub, **kw),
    "constructor": lambda hub, **kw: DecaymemMemory(hub_key=hub.key, **kw),
}


@pytest.mark.parametrize("build", list(BUILDERS))
def test_an_unknown_keyword_is_refused_naming_it(hub: MemoryHub, build: str) -> None:
    with pytest.raises(ValueError, match="Unexpected kwargs"):
        ChatMemoryBuffer.from_defaults(sesion_id="ana")  # the reference refuses it too
    with pytest.raises(ConfigError, match="unexpected keyword argument 'sesion_id'") as e:
        BUILDERS[build](hub, sesion_id="ana")
    assert isinstance(e.value, ValueError) and "hint" in str(e.value)


@pytest.mark.parametrize(
    ("keyword", "value", "hint"),
    [
        ("chat_store", SimpleChatStore(), "hub="),
        ("tokenizer_fn", lambda text: text.split(), "counts tokens"),
        ("memory_blocks", [], "DecaymemMemoryBlock"),
        ("async_database_uri", "sqlite+aiosqlite:///:memory:", "hub="),
    ],
)
def test_reference_keywords_decaymem_cannot_honour_are_refused_with_a_hint(
    hub: MemoryHub, keyword: str, value: Any, hint: str
) -> None:
    for build in BUILDERS.values():
        with pytest.raises(ConfigError, match=keyword) as e:
            build(hub, **{keyword: value})
        assert hint in str(e.value)


def test_llm_sizes_the_token_limit_as_chat_memory_buffer_does(hub: MemoryHub) -> None:
    llm = MockLLM()
    ref = ChatMemoryBuffer.from_defaults(llm=llm)
    ours = DecaymemMemory.from_defaults(hub=hub, llm=llm)
    assert ours.token_limit == ref.token_limit == int(llm.metadata.context_window * 0.75)
    given = DecaymemMemory.from_defaults(hub=hub, llm=llm, token_limit=500)
    assert given.token_limit == ChatMemoryBuffer.from_defaults(llm=llm, token_limit=500).token_limit
