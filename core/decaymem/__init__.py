"""decaymem: memory for LLM agents that holds up over long conversations.

* :class:`ConversationBuffer` keeps recent turns inside a token budget counted exactly, with the
  system prompt pinned, tool calls kept with their results, and graduated memory pressure
  (warn, truncate, summarize) reported as :class:`PressureEvent` records.
* :class:`LongTermMemory` keeps facts on Chroma and recalls them by relevance, importance and a
  forgetting curve (:class:`FusionScoring` by default, the seed formula as :class:`SeedScoring`).
* :class:`AgentMemory` wires both: turns that leave the window are archived verbatim and drawn
  into facts, and
  :meth:`AgentMemory.context` assembles system prompt + summary + recalled memories + recent
  turns within the context window.
"""

from .agent import AgentMemory, Context, PressureStatus
from .buffer import AddResult, ConversationBuffer, EventObserver
from .clock import Clock, FixedClock, SystemClock, to_epoch
from .embeddings import Embedder, HashingEmbedder, SentenceTransformerEmbedder
from .errors import (
    BudgetExceededError,
    ConcurrentAccessError,
    ConfigError,
    DecaymemError,
    InvalidInputError,
    InvalidMessageError,
    MissingDependencyError,
    NamespaceError,
    SerializationError,
    StoreError,
)
from .facts import Fact, FactExtractor, HeuristicFactExtractor, LLMFactExtractor
from .hub import MemoryHub
from .index_cache import IndexCacheStats
from .longterm import LongTermMemory, MemoryInput, PruneReport, scope
from .messages import ROLES, Message, Role, ToolCall, make_message
from .pg_sessions import PostgresSessions
from .pressure import Action, PressureEvent, PressurePolicy, decide, plan_eviction
from .records import MemoryRecord, Recall
from .render import fit_memories, render_memories, render_summary
from .scoring import (
    BM25Scoring,
    CosineScoring,
    Features,
    FusionScoring,
    HybridScoring,
    ScoringMode,
    SeedScoring,
)
from .session_backend import SessionBackend
from .stores import ChromaStore, InMemoryStore, PgVectorStore, VectorStore
from .summarize import (
    ExtractiveSummarizer,
    LLMSummarizer,
    Summarizer,
    SummarySections,
    fit_summary,
    merge_summaries,
)
from .tokens import (
    CharEstimateCounter,
    ChatFormat,
    MessageTokenCounter,
    TiktokenCounter,
    TokenCounter,
    default_token_counter,
)

__version__ = "0.1.0"

__all__ = [
    "ROLES",
    "Action",
    "AddResult",
    "AgentMemory",
    "BM25Scoring",
    "BudgetExceededError",
    "CharEstimateCounter",
    "ChatFormat",
    "ChromaStore",
    "Clock",
    "ConcurrentAccessError",
    "ConfigError",
    "Context",
    "ConversationBuffer",
    "CosineScoring",
    "DecaymemError",
    "Embedder",
    "EventObserver",
    "ExtractiveSummarizer",
    "Fact",
    "FactExtractor",
    "Features",
    "FixedClock",
    "FusionScoring",
    "HashingEmbedder",
    "HeuristicFactExtractor",
    "HybridScoring",
    "InMemoryStore",
    "IndexCacheStats",
    "InvalidInputError",
    "InvalidMessageError",
    "LLMFactExtractor",
    "LLMSummarizer",
    "LongTermMemory",
    "MemoryHub",
    "MemoryInput",
    "MemoryRecord",
    "Message",
    "MessageTokenCounter",
    "MissingDependencyError",
    "NamespaceError",
    "PgVectorStore",
    "PostgresSessions",
    "PressureEvent",
    "PressurePolicy",
    "PressureStatus",
    "PruneReport",
    "Recall",
    "Role",
    "ScoringMode",
    "SeedScoring",
    "SentenceTransformerEmbedder",
    "SerializationError",
    "SessionBackend",
    "StoreError",
    "Summarizer",
    "SummarySections",
    "SystemClock",
    "TiktokenCounter",
    "TokenCounter",
    "ToolCall",
    "VectorStore",
    "__version__",
    "decide",
    "default_token_counter",
    "fit_memories",
    "fit_summary",
    "make_message",
    "merge_summaries",
    "plan_eviction",
    "render_memories",
    "render_summary",
    "scope",
    "to_epoch",
]
