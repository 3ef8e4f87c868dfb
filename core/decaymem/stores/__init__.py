"""Vector stores for long-term memory."""

from .base import StoredMemory, VectorStore
from .chroma import ChromaStore
from .memory import InMemoryStore
from .pgvector import PgVectorStore

__all__ = ["ChromaStore", "InMemoryStore", "PgVectorStore", "StoredMemory", "VectorStore"]
