"""DecaymemMemory side by side with ChatMemoryBuffer: order, set() and restore (issue 44).

Before: system and developer messages were moved ahead of earlier user turns in ``get`` and
``get_all``; after ``set(messages)`` the replaced turns came back as recalled memories; and a
memory restored in a fresh process from ``to_dict()`` failed pydantic validation.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from llama_index.core.base.llms.types import ChatMessage
from llama_index.core.memory import ChatMemoryBuffer

from decaymem import FixedClock, HashingEmbedder, MemoryHub
from llamaindex_decaymem import DecaymemMemory

ROOT = Path(__file__).resolve().parents[2]


def view(messages: list[ChatMessage]) -> list[tuple[str, str]]:
    return [(m.role.value, str(m.content)) for m in messages]


def both(hub: MemoryHub) -> tuple[ChatMemoryBuffer, DecaymemMemory]:
    reference = ChatMemoryBuffer.from_defaults(token_limit=3000)
    ours = DecaymemMemory.from_defaults(hub=hub, session_id="s", token_limit=3000)
    return reference, ours


INTERLEAVED = [
    ChatMessage(role="system", content="You plan trips."),
    ChatMessage(role="user", content="Book Kyoto for May."),
    ChatMessage(role="assistant", content="Booked Kyoto."),
    ChatMessage(role="developer", content="Answer in one line."),
    ChatMessage(role="user", content="And Nara?"),
    ChatMessage(role="system", content="Prices in EUR."),
    ChatMessage(role="assistant", content="Nara added."),
]


def test_messages_keep_the_order_they_were_put_in() -> None:
    reference, ours = both(MemoryHub(embedder=HashingEmbedder(), clock=FixedClock()))
    for memory in (reference, ours):
        memory.put_messages(INTERLEAVED)
    assert view(ours.get_all()) == view(reference.get_all()) == view(INTERLEAVED)
    assert view(ours.get()) == view(reference.get())
    assert view(ours.get(input="Nara")) == view(reference.get(input="Nara"))


def test_set_replaces_the_view_and_the_old_turns_never_come_back() -> None:
    reference, ours = both(MemoryHub(embedder=HashingEmbedder(), clock=FixedClock()))
    old = [
        ChatMessage(role="user", content="My cat is called Tom, the old question about cats"),
        ChatMessage(role="assistant", content="Tom the cat, an old answer about cats"),
    ]
    new = [
        ChatMessage(role="user", content="new question about dogs"),
        ChatMessage(role="assistant", content="new answer about dogs"),
    ]
    for memory in (reference, ours):
        memory.put_messages(old)
        memory.set(new)
    assert view(ours.get_all()) == view(reference.get_all()) == view(new)
    assert view(ours.get()) == view(reference.get()) == view(new)
    assert view(ours.get(input="what is my cat called?")) == view(new)
    assert len(ours.session.transcript()) == 4  # the record is kept


_RESTORE = """
import json, sys
from llamaindex_decaymem import DecaymemMemory
memory = DecaymemMemory.from_dict(json.loads(sys.argv[1]))
print(json.dumps([[m.role.value, m.content] for m in memory.get_all()]))
"""


def _restore_elsewhere(data: dict[str, object]) -> list[list[str]]:
    out = subprocess.run(
        [sys.executable, "-c", _RESTORE, json.dumps(data)],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=ROOT,
        check=False,
    )
    assert out.returncode == 0, out.stderr[-2000:]
    return list(json.loads(out.stdout.splitlines()[-1]))


@pytest.mark.parametrize("dump", ["to_dict", "model_dump"])
def test_a_fresh_process_restores_an_embedded_memory(tmp_path: Path, dump: str) -> None:
    hub = MemoryHub(tmp_path, embedder=HashingEmbedder())
    memory = DecaymemMemory.from_defaults(hub=hub, session_id="s", token_limit=3000)
    memory.put_messages(INTERLEAVED[:3])
    data = getattr(memory, dump)()
    hub.close()  # the directory is one process's at a time
    assert _restore_elsewhere(data) == [list(t) for t in view(INTERLEAVED[:3])]


def test_a_fresh_process_restores_an_in_memory_memory_empty_with_its_settings() -> None:
    hub = MemoryHub(embedder=HashingEmbedder())
    memory = DecaymemMemory.from_defaults(hub=hub, session_id="s", token_limit=3000)
    memory.put_messages(INTERLEAVED[:3])
    # what was said lived in this process; the other gets the session, settings and scope
    assert _restore_elsewhere(memory.to_dict()) == []
