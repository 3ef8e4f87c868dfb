"""Vector stores for long-term memory."""

from .base import StoredMemory, VectorStore
from .chroma import ChromaStore
from .memory import InMemoryStore

__all__ = ["ChromaStore", "InMemoryStore", "StoredMemory", "VectorStore"]
