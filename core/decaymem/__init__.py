"""decaymem: memory for LLM agents that holds up over long conversations.

Short-term: :class:`ConversationBuffer` keeps recent turns inside a token budget counted exactly,
with the system prompt pinned, tool calls kept with their results, and graduated memory pressure
(warn, truncate, summarize) reported as :class:`PressureEvent` records.
"""

from .buffer import AddResult, ConversationBuffer, EventObserver
from .clock import Clock, FixedClock, SystemClock, to_epoch
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
from .messages import ROLES, Message, Role, ToolCall, make_message
from .pressure import Action, PressureEvent, PressurePolicy, decide, plan_eviction
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
    "BudgetExceededError",
    "CharEstimateCounter",
    "ChatFormat",
    "Clock",
    "ConcurrentAccessError",
    "ConfigError",
    "ConversationBuffer",
    "DecaymemError",
    "EventObserver",
    "ExtractiveSummarizer",
    "FixedClock",
    "InvalidInputError",
    "InvalidMessageError",
    "LLMSummarizer",
    "Message",
    "MessageTokenCounter",
    "MissingDependencyError",
    "NamespaceError",
    "PressureEvent",
    "PressurePolicy",
    "Role",
    "SerializationError",
    "StoreError",
    "Summarizer",
    "SummarySections",
    "SystemClock",
    "TiktokenCounter",
    "TokenCounter",
    "ToolCall",
    "__version__",
    "decide",
    "default_token_counter",
    "fit_summary",
    "make_message",
    "merge_summaries",
    "plan_eviction",
    "to_epoch",
]
