"""The public surface is deliberate: this list changes only on purpose."""

from __future__ import annotations

import decaymem

EXPECTED = {
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
}


def test_all_is_pinned() -> None:
    assert set(decaymem.__all__) == EXPECTED
    for name in decaymem.__all__:
        assert hasattr(decaymem, name), name


def test_exceptions_share_one_root() -> None:
    for name in decaymem.__all__:
        obj = getattr(decaymem, name)
        if isinstance(obj, type) and issubclass(obj, Exception):
            assert issubclass(obj, decaymem.DecaymemError)


def test_adapter_packages_exist() -> None:
    import langchain_decaymem
    import llamaindex_decaymem

    assert langchain_decaymem.__name__ and llamaindex_decaymem.__name__
