"""Reconnecting a serialized LlamaIndex component (a workflow ``Context``) to its hub."""

from __future__ import annotations

from typing import Any

from decaymem import HashingEmbedder, MemoryHub
from decaymem.errors import ConfigError

__all__ = ["connect"]


def connect(path: str | None, hub_key: str | None, embedder: str | None) -> MemoryHub:
    """The open hub for ``path`` / ``hub_key``; refuses one whose embedder is not ``embedder``.

    A component restored in a fresh process would otherwise reopen the path with the default
    embedder and silently compare vectors of two different models. An in-memory hub restored
    in a fresh process is a new, empty one under the same key: the memory keeps its session id,
    namespace and settings; what was said lived in the other process.
    """
    opened: dict[str, Any] = {}
    if embedder is not None and embedder.startswith("hashing:"):
        # restored in a fresh process: the offline embedder it was written with is rebuilt
        # from its name (applies only when this process has not opened the hub yet)
        dimension = embedder.partition(":")[2]
        if dimension.isdigit():
            opened["embedder"] = HashingEmbedder(int(dimension))
    hub = MemoryHub.shared(path, key=hub_key, **opened)
    actual = hub.long_term.embedder.name
    if embedder is not None and actual != embedder:
        raise ConfigError(
            f"this memory was written with the embedder {embedder!r}, but the hub it reconnects "
            f"to embeds with {actual!r}; hint: open MemoryHub({path!r}, embedder=<the "
            f"{embedder!r} embedder>).register() before restoring it"
        )
    return hub
