"""Legacy ``BaseMemory`` (langchain-classic) for ConversationChain, LLMChain and friends."""

from __future__ import annotations

from typing import Any

from langchain_classic.base_memory import BaseMemory
from langchain_core.chat_history import BaseChatMessageHistory
from langchain_core.messages import BaseMessage, SystemMessage, get_buffer_string
from pydantic import ConfigDict

from decaymem import AgentMemory
from decaymem.errors import InvalidInputError

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

    def _input_key(self, inputs: dict[str, Any]) -> str:
        """As ``ConversationBufferMemory``: ``input_key``, else the one input that is not a
        memory variable or ``stop``; more than one is refused (which would be stored?)."""
        if self.input_key is not None:
            return self.input_key
        keys = sorted(set(inputs).difference([*self.memory_variables, "stop"]))
        if len(keys) != 1:
            raise InvalidInputError(
                f"One input key expected got {keys}; hint: set input_key= to the one the "
                "conversation is in (as ConversationBufferMemory asks)"
            )
        return keys[0]

    def _output_key(self, outputs: dict[str, Any]) -> str:
        if self.output_key is not None:
            return self.output_key
        if len(outputs) == 1:
            return next(iter(outputs))
        if "output" in outputs:
            return "output"
        raise InvalidInputError(
            f"Got multiple output keys: {list(outputs)}, cannot determine which to store in "
            "memory; hint: set output_key= explicitly (as ConversationBufferMemory asks)"
        )

    @property
    def buffer(self) -> str | list[BaseMessage]:
        """The history as ``load_memory_variables({})`` gives it (string or messages)."""
        value: str | list[BaseMessage] = self.load_memory_variables({})[self.memory_key]
        return value

    @property
    def buffer_as_str(self) -> str:
        return get_buffer_string(
            self.buffer_as_messages, human_prefix=self.human_prefix, ai_prefix=self.ai_prefix
        )

    @property
    def buffer_as_messages(self) -> list[BaseMessage]:
        return [to_langchain(m) for m in self.memory.buffer.turns]

    @property
    def chat_memory(self) -> BaseChatMessageHistory:
        """The session as a LangChain chat history (``chat_memory.messages``,
        ``add_user_message`` ...), as ``BaseChatMemory`` exposes it."""
        from .history import DecaymemChatMessageHistory

        return DecaymemChatMessageHistory.of(self.memory, view="window")

    def load_memory_variables(self, inputs: dict[str, Any]) -> dict[str, Any]:
        # the recall query; the reference does not read inputs here, so none is refused
        try:
            key: str | None = self._input_key(inputs)
        except InvalidInputError:
            key = None
        query = str(inputs.get(key, "")) if key else ""
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
        in_key, out_key = self._input_key(inputs), self._output_key(outputs)
        try:
            text_in, text_out = str(inputs[in_key]), str(outputs[out_key])
        except KeyError as e:
            raise InvalidInputError(f"no {e} in the chain's inputs or outputs") from e
        if text_in:
            self.memory.add_message("user", text_in)
        if text_out:
            self.memory.add_message("assistant", text_out)

    def clear(self) -> None:
        """Empty the history; the cleared turns stay recallable (:meth:`AgentMemory.clear`)."""
        self.memory.clear()
