"""Checks shared by every entry point: text that can be stored, JSON-safe values, plain ints.

decaymem *refuses* (never silently repairs) text it could not store or tokenize faithfully:

* a lone surrogate (``"pizza \\ud83c"``, typically from a bad decode) cannot be encoded as
  UTF-8, so SQLite, Chroma and the MiniLM tokenizer all fail on it later;
* NUL (``"\\x00"``) in message content and memory text truncates text in C libraries.

Refusing at the boundary means nothing accepted can make a later ``context()`` or ``recall()``
fail. Callers who prefer to repair such text can do it before passing it in, e.g.
``text.encode("utf-8", "replace").decode("utf-8")`` and ``text.replace("\\x00", "")``.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from typing import Any

from .errors import InvalidInputError

__all__ = ["MAX_JSON_DEPTH", "check_chars", "check_int", "check_json", "check_number"]

MAX_JSON_DEPTH = 64


def check_chars(
    text: str,
    *,
    what: str,
    allow_nul: bool = False,
    error: type[InvalidInputError] = InvalidInputError,
) -> str:
    """Return ``text`` if it is valid Unicode (no lone surrogate) and, unless allowed, has no NUL.

    Raises:
        InvalidInputError: (or ``error``) naming the position of the first bad character.
    """
    if not allow_nul and "\x00" in text:
        raise error(
            f"{what} contains a NUL character at position {text.index(chr(0))}; "
            "hint: remove it (text.replace('\\x00', ''))"
        )
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as e:
        raise error(
            f"{what} contains a lone surrogate U+{ord(text[e.start]):04X} at position {e.start}, "
            "which is not valid Unicode; hint: decode bytes with errors='replace', or repair it "
            "with text.encode('utf-8', 'replace').decode('utf-8')"
        ) from None
    return text


def check_number(
    value: Any, *, what: str, error: type[InvalidInputError] = InvalidInputError
) -> float:
    """``value`` as a finite float; booleans, non-numbers, NaN, inf and ints beyond a float fail."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise error(f"{what} must be a number, got {type(value).__name__}")
    try:
        f = float(value)
    except OverflowError:
        raise error(f"{what} is too large, got an int of {len(str(abs(value)))} digits") from None
    if not math.isfinite(f):
        raise error(f"{what} must be finite, got {value!r}")
    return f


def check_int(
    value: Any,
    *,
    what: str,
    minimum: int | None = None,
    error: type[Exception] = InvalidInputError,
) -> int:
    """``value`` if it is an int (not a bool) of at least ``minimum``."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise error(f"{what} must be an int, got {type(value).__name__}")
    if minimum is not None and value < minimum:
        raise error(f"{what} must be >= {minimum}, got {value!r}")
    return value


def check_json(
    value: Any,
    *,
    what: str,
    error: type[InvalidInputError] = InvalidInputError,
    max_depth: int = MAX_JSON_DEPTH,
) -> None:
    """Check that ``value`` survives a JSON round trip unchanged.

    Allowed: ``None``, bool, int, finite float, str (valid Unicode), lists/tuples, and mappings
    with string keys, nested at most ``max_depth`` deep (checked without recursion, so a
    3,000-deep payload is a clear error, not a ``RecursionError``).
    """
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        v, depth = stack.pop()
        if depth > max_depth:
            raise error(
                f"{what} is nested more than {max_depth} levels deep; hint: flatten it or "
                "store it as a JSON string"
            )
        if v is None or isinstance(v, bool | int):
            continue
        if isinstance(v, float):
            if not math.isfinite(v):
                raise error(f"{what} must be JSON-safe: {v!r} is not finite")
        elif isinstance(v, str):
            check_chars(v, what=what, allow_nul=True, error=error)
        elif isinstance(v, list | tuple):
            stack.extend((x, depth + 1) for x in v)
        elif isinstance(v, Mapping):
            for k, x in v.items():
                if not isinstance(k, str):
                    raise error(f"{what} must have string keys, got {k!r}")
                check_chars(k, what=f"a key of {what}", allow_nul=True, error=error)
                stack.append((x, depth + 1))
        else:
            raise error(
                f"{what} must be JSON-safe (str, int, float, bool, None, lists, dicts), "
                f"got {type(v).__name__}"
            )
    try:
        json.dumps(value, allow_nan=False)
    except (TypeError, ValueError, OverflowError, RecursionError) as e:  # e.g. a 5,000-digit int
        raise error(f"{what} must be JSON-safe: {e}") from None
