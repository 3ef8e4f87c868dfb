"""Checking the directory a persistent memory lives in, before anything is created there."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from .errors import InvalidInputError, StoreError

__all__ = ["check_store_path"]


def check_store_path(path: Any, *, create: bool = True) -> Path:
    """The memory directory ``path`` with ``~`` expanded, created when ``create`` is true.

    Raises:
        InvalidInputError: ``path`` is not a str or ``os.PathLike``, is empty (``""`` would mean
            the current directory, by accident), contains NUL, or names an existing file.
        StoreError: the directory cannot be created or is not writable.
    """
    if isinstance(path, bytes) or not isinstance(path, str | os.PathLike):
        raise InvalidInputError(f"path must be a str or a Path, got {type(path).__name__}")
    raw = os.fspath(path)
    if not isinstance(raw, str) or not raw.strip():
        raise InvalidInputError(
            "path is empty; hint: pass a directory such as './memory', or None for a memory "
            "kept in RAM"
        )
    if "\x00" in raw:
        raise InvalidInputError("path contains a NUL character")
    p = Path(raw).expanduser()
    if p.exists() and not p.is_dir():
        raise InvalidInputError(
            f"{p} is not a directory (a file is there); hint: decaymem keeps a directory of "
            "files, pass a new or existing directory"
        )
    if not create:
        return p
    try:
        p.mkdir(parents=True, exist_ok=True)
    except FileExistsError as e:  # a parent is a file
        raise InvalidInputError(f"cannot create {p}: a parent is not a directory") from e
    except OSError as e:
        raise StoreError(
            f"cannot create the memory directory {p}: {e.strerror or e}; hint: choose a "
            "writable location"
        ) from e
    if not os.access(p, os.W_OK | os.X_OK):
        raise StoreError(f"the memory directory {p} is not writable; hint: check its permissions")
    return p
