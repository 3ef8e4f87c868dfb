from __future__ import annotations

import pytest

pytest.importorskip("llama_index.core")


async def close_reference_memory(memory: object) -> None:
    """Dispose of the async SQLite engine behind LlamaIndex's own ``Memory`` inside the event
    loop that made it. Left to the garbage collector, its aiosqlite worker thread may run after
    ``asyncio.run`` closed the loop and print "Event loop is closed" during a later test."""
    engine = getattr(getattr(memory, "sql_store", None), "_async_engine", None)
    if engine is not None:
        await engine.dispose()
