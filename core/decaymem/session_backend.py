"""The session-store interface that :class:`~decaymem.MemoryHub` and
:class:`~decaymem.AgentMemory` use: :class:`~decaymem.session_store.SessionStore` (SQLite, one
process) and :class:`~decaymem.pg_sessions.PostgresSessions` (many workers) implement it.

Every method names the session by ``(namespace, session_id)``; :meth:`commit` writes the new
messages, the events, the window state and the turns queued for promotion in one transaction.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

from .messages import Message
from .pressure import PressureEvent

__all__ = ["SessionBackend"]


@runtime_checkable
class SessionBackend(Protocol):
    """Where sessions live: transcript, audit log, window state, promotion queue."""

    def commit(
        self,
        session_id: str,
        *,
        namespace: str,
        messages: Sequence[Message] = (),
        events: Sequence[PressureEvent] = (),
        state: dict[str, Any] | None = None,
        pending: Sequence[str] = (),
    ) -> None: ...

    def load_state(self, session_id: str, *, namespace: str) -> dict[str, Any] | None: ...

    def load_messages(
        self, session_id: str, ids: Sequence[str] | None = None, *, namespace: str
    ) -> list[Message]: ...

    def load_events(self, session_id: str, *, namespace: str) -> list[dict[str, Any]]: ...

    def load_pending(self, session_id: str, *, namespace: str) -> list[Message]: ...

    def pending_count(self, session_id: str, *, namespace: str) -> int: ...

    def drop_pending(self, session_id: str, ids: Sequence[str], *, namespace: str) -> None: ...

    def erase(self, texts: Sequence[str], ids: Sequence[str] = (), *, namespace: str) -> int:
        """Delete the transcript messages that carry ``ids`` or hold one of ``texts``."""
        ...

    def has_message(self, session_id: str, message_id: str, *, namespace: str) -> bool: ...

    def message_count(self, session_id: str, *, namespace: str) -> int: ...

    def session_keys(self) -> list[tuple[str, str]]: ...

    def namespaces_of(self, session_id: str) -> list[str]: ...

    def sessions(self, namespace: str | None = None) -> list[str]: ...

    def check_move(self, session_id: str, *, namespace: str, to_namespace: str) -> None: ...

    def move(self, session_id: str, *, namespace: str, to_namespace: str) -> None: ...

    def close(self) -> None: ...
