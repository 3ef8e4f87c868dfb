"""LlamaIndex's own memory keywords, mapped to ``DecaymemMemory``'s or refused.

``BaseMemory`` is a pydantic model that ignores unknown keywords, so code migrated from
``ChatMemoryBuffer.from_defaults(chat_store_key=user)`` (or a typo such as ``sesion_id=``) would
fall back to the shared session "default": every user would read the others' messages. A
reference keyword that means what one of ours means is honoured; any other is refused.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from decaymem.errors import ConfigError

__all__ = ["map_keywords"]

_STORE = "decaymem keeps the chat in its own store: pass hub= or path="
# keywords of ChatMemoryBuffer / Memory that decaymem has no equivalent for
_REFUSED: Mapping[str, str] = {
    "chat_store": _STORE,
    "sql_store": _STORE,
    "async_database_uri": _STORE,
    "async_engine": _STORE,
    "table_name": _STORE,
    "db_schema": _STORE,
    "tokenizer_fn": "decaymem counts tokens itself (exactly, per message); leave tokenizer_fn out",
    "memory_blocks": "for blocks, use LlamaIndex's Memory with a DecaymemMemoryBlock",
}


def map_keywords(data: Mapping[str, Any], fields: Iterable[str]) -> dict[str, Any]:
    """``data`` with ``chat_store_key`` (ChatMemoryBuffer's session key) as ``session_id``
    and without ``to_dict()``'s ``class_name``.

    Raises:
        ConfigError: a keyword that is not in ``fields`` (named, with a hint), or a
            ``chat_store_key`` that differs from the ``session_id`` given with it.
    """
    out = dict(data)
    out.pop("class_name", None)  # to_dict()'s tag, dropped as BaseComponent.from_dict drops it
    if "chat_store_key" in out:
        key = out.pop("chat_store_key")
        if "session_id" in out and out["session_id"] != key:
            raise ConfigError(
                f"chat_store_key={key!r} and session_id={out['session_id']!r} name two "
                "sessions; hint: pass one of them (chat_store_key is session_id)"
            )
        out["session_id"] = key
    known = set(fields)
    for name in out:
        if name not in known:
            hint = _REFUSED.get(name, f"DecaymemMemory takes {sorted(known)}")
            raise ConfigError(
                f"DecaymemMemory got an unexpected keyword argument {name!r}; hint: {hint}"
            )
    return out
