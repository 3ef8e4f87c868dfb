"""One rule for who a conversation is with, in the LlamaIndex adapters (issue 45 item 1).

LlamaIndex has no runtime context: the adapters' ``user_id=`` is the identity. It scopes the
memory to ``"user:<id>"`` and a ``namespace`` naming another user is refused, as the LangChain
adapters refuse a configurable naming another user than the runtime context.
"""

from __future__ import annotations

import pytest

from decaymem import FixedClock, HashingEmbedder, MemoryHub
from decaymem.errors import NamespaceError
from llamaindex_decaymem import DecaymemMemory, DecaymemMemoryBlock


def test_the_memory_user_decides_and_another_users_namespace_is_refused() -> None:
    hub = MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())
    bob = DecaymemMemory.from_defaults(hub=hub, session_id="chat-1", user_id="bob")
    assert bob.namespace == "user:bob"
    assert DecaymemMemory.model_validate(bob.to_dict()).namespace == "user:bob"
    with pytest.raises(NamespaceError, match="names user 'ann'"):
        DecaymemMemory.from_defaults(hub=hub, session_id="c2", user_id="bob", namespace="user:ann")
    ok = DecaymemMemory.from_defaults(
        hub=hub, session_id="c3", user_id="bob", namespace="user:bob/agent:planner"
    )
    assert ok.namespace == "user:bob/agent:planner"
    hub.close()


def test_the_block_user_decides_and_another_users_namespace_is_refused() -> None:
    hub = MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())
    block = DecaymemMemoryBlock.from_hub(hub, user_id="bob")
    assert block.namespace == "user:bob"
    with pytest.raises(NamespaceError, match="names user 'ann'"):
        DecaymemMemoryBlock.from_hub(hub, user_id="bob", namespace="user:ann")
    hub.close()
