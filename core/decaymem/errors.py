"""The package's exceptions.

Every error decaymem raises on purpose derives from :class:`DecaymemError`, so callers can catch
one type. Errors about bad input also derive from :class:`ValueError` (or :class:`TypeError`)
so code written against plain Python conventions keeps working.

::

    DecaymemError
    ├── ConfigError            (ValueError)   invalid limits, thresholds, weights
    ├── InvalidInputError      (ValueError)   bad role, text, importance, timestamp, k ...
    │   ├── InvalidMessageError               a message that cannot enter the buffer
    │   ├── NamespaceError                    a namespace or session id with bad characters
    │   └── SerializationError                a malformed ``from_dict`` payload or import line
    ├── BudgetExceededError    (ValueError)   a message or system prompt larger than its limit
    ├── StoreError                            the vector store or SQLite failed (chained)
    │   └── ConcurrentAccessError             a second process on an embedded store
    └── MissingDependencyError (ImportError)  an optional extra is not installed

Vendor exceptions are chained with ``raise ... from e`` and every message ends with a hint.
"""

from __future__ import annotations

__all__ = [
    "BudgetExceededError",
    "ConcurrentAccessError",
    "ConfigError",
    "DecaymemError",
    "InvalidInputError",
    "InvalidMessageError",
    "MissingDependencyError",
    "NamespaceError",
    "SerializationError",
    "StoreError",
]


class DecaymemError(Exception):
    """Root of every error decaymem raises on purpose."""


class ConfigError(DecaymemError, ValueError):
    """A configuration value is out of range or inconsistent."""


class InvalidInputError(DecaymemError, ValueError):
    """A value passed to a public entry point is invalid."""


class InvalidMessageError(InvalidInputError):
    """A message cannot be added: unknown role, non-string content, orphan tool result."""


class NamespaceError(InvalidInputError):
    """A namespace, session or agent id is empty, too long or has disallowed characters."""


class SerializationError(InvalidInputError):
    """A serialized payload (``from_dict``, an imported JSON line) is malformed."""


class BudgetExceededError(DecaymemError, ValueError):
    """Something is larger than the budget that must hold it."""


class StoreError(DecaymemError):
    """The vector store or the SQLite session store failed."""


class ConcurrentAccessError(StoreError):
    """Another process holds an embedded store that is only safe for one process."""


class MissingDependencyError(DecaymemError, ImportError):
    """An optional dependency is not installed."""
