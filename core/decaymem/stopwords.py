"""bm25s's English stop words, the one word list the lexical index and the sentence reader share.

Read from bm25s's ``stopwords`` module alone: importing the ``bm25s`` package imports scipy
(about a second at start-up), and only this list is used.
"""

from __future__ import annotations

import importlib.util
import runpy
from pathlib import Path

from .errors import MissingDependencyError

__all__ = ["STOP_WORDS"]


def _bm25s_stopwords() -> frozenset[str]:
    spec = importlib.util.find_spec("bm25s")
    if spec is None or not spec.submodule_search_locations:
        raise MissingDependencyError("bm25s is not installed; hint: pip install decaymem")
    folder = Path(next(iter(spec.submodule_search_locations)))
    return frozenset(runpy.run_path(str(folder / "stopwords.py"))["STOPWORDS_EN"])


STOP_WORDS = _bm25s_stopwords()
