"""The legacy memory picks keys, and exposes its buffer, as ConversationBufferMemory does.

Before, several input keys stored the first one (a RetrievalQA's retrieved "context" instead of
its "question") where the reference raises; several output keys likewise; and
``memory.chat_memory`` / ``memory.buffer``, which user code reads, did not exist.
"""

from __future__ import annotations

from typing import Any

import pytest
from langchain_classic.memory import ConversationBufferMemory

from decaymem import AgentMemory, HashingEmbedder
from langchain_decaymem import DecaymemMemory

pytestmark = [
    pytest.mark.filterwarnings("ignore::DeprecationWarning"),
    # the reference warns that it took the default "output" key among several
    pytest.mark.filterwarnings("ignore:.*got multiple output keys:UserWarning"),
]


def both(**kwargs: Any) -> tuple[Any, DecaymemMemory]:
    ours = DecaymemMemory(memory=AgentMemory(embedder=HashingEmbedder()), **kwargs)
    return ConversationBufferMemory(**kwargs), ours


@pytest.mark.parametrize(
    ("inputs", "outputs"),
    [
        ({"context": "long retrieved text", "question": "Q?"}, {"answer": "A"}),
        ({"question": "Q?"}, {"result": "A", "source_documents": "[...]"}),
        ({}, {"answer": "A"}),
    ],
)
def test_ambiguous_keys_are_refused_as_the_reference_refuses_them(
    inputs: dict[str, Any], outputs: dict[str, Any]
) -> None:
    ref, ours = both()
    with pytest.raises(ValueError, match="key"):
        ref.save_context(inputs, outputs)
    with pytest.raises(ValueError, match="key"):
        ours.save_context(inputs, outputs)
    assert ours.memory.transcript() == []  # nothing half-stored


def test_chosen_keys_and_the_output_default() -> None:
    for ref, ours in (both(input_key="question"), both(input_key="question", output_key="answer")):
        outputs = {"answer": "A", "output": "O"} if ours.output_key is None else {"answer": "A"}
        for memory in (ref, ours):
            memory.save_context({"context": "ctx", "question": "Q?", "stop": ["\\n"]}, outputs)
        assert ours.buffer == ref.buffer
        assert ours.buffer_as_str == ref.buffer_as_str
        assert [(m.type, m.content) for m in ours.chat_memory.messages] == [
            (m.type, m.content) for m in ref.chat_memory.messages
        ]


def test_chat_memory_writes_through_to_the_session() -> None:
    ref, ours = both(return_messages=True)
    for memory in (ref, ours):
        memory.chat_memory.add_user_message("I'm allergic to shellfish.")
        memory.chat_memory.add_ai_message("Noted.")
    assert [(m.type, m.content) for m in ours.buffer] == [(m.type, m.content) for m in ref.buffer]
    assert [m.content for m in ours.memory.transcript()] == ["I'm allergic to shellfish.", "Noted."]
