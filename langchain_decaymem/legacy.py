"""Legacy ``BaseMemory`` (langchain-classic) for ConversationChain, LLMChain and friends."""

from __future__ import annotations

from typing import Any

from langchain_classic.base_memory import BaseMemory
from langchain_core.messages import BaseMessage, SystemMessage, get_buffer_string
from pydantic import ConfigDict

from decaymem import AgentMemory

from ._convert import to_langchain

__all__ = ["DecaymemMemory"]


class DecaymemMemory(BaseMemory):
    """Bounded history plus recalled memories for legacy chains.

    ``load_memory_variables`` returns the window (summary + recent turns) under ``memory_key``
    and the memories recalled for the new input — under ``memories_key`` when set, otherwise at
    the top of the history (so the stock ``ConversationChain`` prompt works unchanged).

    Example:
        >>> from decaymem import AgentMemory, HashingEmbedder
        >>> mem = DecaymemMemory(memory=AgentMemory(embedder=HashingEmbedder()))
        >>> mem.save_context({"input": "hi"}, {"response": "hello"})
        >>> mem.load_memory_variables({"input": "hey"})["history"]
        'Human: hi\\nAI: hello'
    """

    model_config = ConfigDict(arbitrary_types_allowed=True)

    memory: AgentMemory
    memory_key: str = "history"
    memories_key: str | None = None
    input_key: str | None = None
    output_key: str | None = None
    return_messages: bool = False
    human_prefix: str = "Human"
    ai_prefix: str = "AI"

    @property
    def memory_variables(self) -> list[str]:
        return [self.memory_key] + ([self.memories_key] if self.memories_key else [])

    def _input(self, inputs: dict[str, Any]) -> str:
        key = self.input_key or next((k for k in inputs if k not in self.memory_variables), None)
        return str(inputs.get(key, "")) if key else ""

    def load_memory_variables(self, inputs: dict[str, Any]) -> dict[str, Any]:
        query = self._input(inputs)
        ctx = self.memory.context(query or None)
        system = [
            m for m in ctx.messages if m.role == "system" and m is not self.memory.buffer.system
        ]
        memories = [m for m in system if m.metadata.get("source") == "recalled_memories"]
        head = [m for m in system if m not in memories]
        turns = [to_langchain(m) for m in ctx.messages if m.role != "system"]
        history: list[BaseMessage] = [SystemMessage(m.content) for m in head]
        memories_text = "\n".join(m.content for m in memories)
        if not self.memories_key and memories_text:
            history.insert(0, SystemMessage(memories_text))
        history.extend(turns)
        out: dict[str, Any] = {
            self.memory_key: history
            if self.return_messages
            else get_buffer_string(
                history, human_prefix=self.human_prefix, ai_prefix=self.ai_prefix
            )
        }
        if self.memories_key:
            out[self.memories_key] = memories_text
        return out

    def save_context(self, inputs: dict[str, Any], outputs: dict[str, str]) -> None:
        text_in = self._input(inputs)
        key = self.output_key or next(iter(outputs), None)
        text_out = str(outputs.get(key, "")) if key else ""
        if text_in:
            self.memory.add_message("user", text_in)
        if text_out:
            self.memory.add_message("assistant", text_out)

    def clear(self) -> None:
        self.memory.clear()
