"""MemoryHub: one memory directory shared by many sessions in one process.

An :class:`~decaymem.agent.AgentMemory` opened on a path owns that path (one process, one
owner). Frameworks that serve many conversations at once — a LangChain agent with many
threads, a LlamaIndex server with many chat sessions — open one hub and take a session from it
per conversation; the sessions share the session database (the SQLite file, or Postgres through
``sessions=PostgresSessions(url)`` for many workers) and the long-term memory.
"""

from __future__ import annotations

import hashlib
import logging
import threading
import uuid
from collections.abc import Iterable
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any

from .clock import Clock, SystemClock
from .embeddings import Embedder
from .errors import ConcurrentAccessError, InvalidInputError
from .longterm import LongTermMemory
from .paths import check_store_path
from .records import MAX_ID_CHARS, MemoryRecord, validate_namespace
from .scoring import ScoringMode
from .session_backend import SessionBackend
from .session_store import PathLock, SessionStore, acquire_path_lock
from .stores import ChromaStore, VectorStore

if TYPE_CHECKING:
    from .agent import AgentMemory

__all__ = ["MemoryHub"]

logger = logging.getLogger(__name__)


def session_namespace(session_id: str) -> str:
    """``"session:<id>"``: the namespace of one session's own long-term memory (a digest of
    the id when that would be too long)."""
    validate_namespace(session_id, what="session_id")
    own = f"session:{session_id}"
    if len(own) > MAX_ID_CHARS:
        return "session#" + hashlib.sha256(session_id.encode("utf-8")).hexdigest()
    return own


def session_memory_ids(records: Iterable[MemoryRecord], session_id: str) -> list[str]:
    """The long-term memories a session wrote: those whose metadata names it (``session_id``).

    That is its archived turns, the facts drawn from them and what it remembered. A fact that
    several sessions stated is one memory (consolidated) whose metadata names the latest of
    them: it goes with that session. The others lose no record by it, since their own archived
    turns stay (facts are a view drawn from the turns, never the only copy).
    """
    return [r.id for r in records if r.metadata.get("session_id") == session_id]


_SHARED: dict[str, MemoryHub] = {}
_SHARED_LOCK = threading.Lock()


class MemoryHub:
    """A session database and a long-term memory, opened once and shared by sessions.

    Args:
        path: ``None`` keeps everything in memory; a directory holds ``sessions.sqlite3`` and
            the embedded Chroma database ``chroma/`` (locked for this process).
        long_term / store / embedder / scoring / clock: as for
            :class:`~decaymem.longterm.LongTermMemory`.
        sessions: where sessions live instead of the SQLite file, e.g.
            :class:`~decaymem.PostgresSessions` for many workers (not closed by the hub).

    Example:
        >>> from decaymem import HashingEmbedder
        >>> hub = MemoryHub(embedder=HashingEmbedder())
        >>> a, b = hub.session("thread-1"), hub.session("thread-2")
        >>> a.long_term is b.long_term
        True
    """

    def __init__(
        self,
        path: str | Path | None = None,
        *,
        long_term: LongTermMemory | None = None,
        store: VectorStore | None = None,
        embedder: Embedder | None = None,
        scoring: ScoringMode | None = None,
        clock: Clock | None = None,
        sessions: SessionBackend | None = None,
    ) -> None:
        self.path = check_store_path(path) if path is not None else None
        self.key = f"path:{self.path.resolve()}" if self.path else f"mem:{uuid.uuid4().hex}"
        self._lock = threading.RLock()
        self._path_lock: PathLock | None = acquire_path_lock(self.path) if self.path else None
        self._sessions: dict[tuple[str, str], AgentMemory] = {}
        # guards _sessions alone and is never held while waiting for anything else, so a
        # session closing (its lock, then this) cannot deadlock with hub.close (the hub's
        # lock, then each session's)
        self._sessions_lock = threading.Lock()
        self._closed = False
        self._own_store: ChromaStore | None = None
        self._own_sessions = sessions is None
        try:
            self.sessions: SessionBackend = sessions or SessionStore(
                self.path / "sessions.sqlite3" if self.path else ":memory:"
            )
            if long_term is None:
                if store is None and self.path is not None:
                    store = self._own_store = ChromaStore(path=self.path / "chroma")
                long_term = LongTermMemory(
                    store=store, embedder=embedder, scoring=scoring, clock=clock or SystemClock()
                )
            self.long_term = long_term
            self.clock: Clock = clock or long_term.clock
        except BaseException:
            self._release()
            raise

    @classmethod
    def shared(
        cls, path: str | Path | None = None, *, key: str | None = None, **kwargs: Any
    ) -> MemoryHub:
        """The process-wide open hub for ``path`` (or the in-memory ``key``), opened on first use.

        Serialized adapters (a LlamaIndex memory inside a saved workflow ``Context``) keep only
        the hub's key and reconnect through this registry. ``kwargs`` apply when it is opened.
        """
        if path is not None:
            registry_key = f"path:{check_store_path(path, create=False).resolve()}"
        elif key is not None:
            registry_key = key
        else:
            registry_key = f"mem:{uuid.uuid4().hex}"
        with _SHARED_LOCK:
            hub = _SHARED.get(registry_key)
            if hub is None or hub.closed:
                hub = cls(path, **kwargs)
                if path is None:
                    hub.key = registry_key
                _SHARED[registry_key] = hub
            return hub

    def register(self) -> MemoryHub:
        """Make this hub reachable through :meth:`shared` by its key."""
        with _SHARED_LOCK:
            _SHARED[self.key] = self
        return self

    def session(
        self, session_id: str = "default", *, namespace: str = "default", **kwargs: Any
    ) -> AgentMemory:
        """The :class:`AgentMemory` of ``(namespace, session_id)`` (created on first use).

        A session is identified by its namespace *and* its id: two users who pick the same
        session id get two sessions, each with its own transcript, window and long-term scope.
        ``kwargs`` apply when the session is created. With sessions shared by workers
        (:class:`~decaymem.PostgresSessions`), an open session that another worker has written
        since is closed and opened again from the stored state.
        """
        from .agent import AgentMemory

        validate_namespace(session_id, what="session_id")
        validate_namespace(namespace)
        key = (namespace, session_id)
        with self._lock:
            self._check_open()
            with self._sessions_lock:
                mem = self._sessions.get(key)
            if mem is not None and not mem.closed and not mem._ready:
                raise ConcurrentAccessError(
                    f"session {session_id!r} of namespace {namespace!r} is being opened by "
                    "another thread; hint: open each session once and share it"
                )
            if mem is not None and not mem.closed and not self._current(mem):
                mem.close()  # another worker wrote it (shared sessions): reload from the store
            if mem is None or mem.closed:
                mem = AgentMemory(hub=self, session_id=session_id, namespace=namespace, **kwargs)
            return mem

    def _current(self, mem: AgentMemory) -> bool:
        """Whether the open session holds the stored state (always, for sessions that only
        this process writes; :meth:`PostgresSessions.is_current` for shared ones)."""
        is_current = getattr(self.sessions, "is_current", None)
        return is_current is None or bool(is_current(mem.session_id, namespace=mem.namespace))

    def _claim(self, key: tuple[str, str], mem: AgentMemory) -> None:
        """Register ``mem`` as the live object of ``key``; another live one is refused."""
        with self._sessions_lock:
            held = self._sessions.get(key)
            if held is not None and held is not mem and not held.closed:
                raise ConcurrentAccessError(
                    f"session {key[1]!r} of namespace {key[0]!r} is already open in this hub; "
                    f"hint: hub.session({key[1]!r}, namespace={key[0]!r}) returns the open one, "
                    "or close it first"
                )
            self._sessions[key] = mem

    def _open_sessions(self, namespace: str) -> list[AgentMemory]:
        """The live sessions of ``namespace`` (a snapshot)."""
        with self._sessions_lock:
            found = [m for (ns, _), m in self._sessions.items() if ns == namespace]
        return [m for m in found if m._ready and not m.closed]

    def _unclaim(self, key: tuple[str, str], mem: AgentMemory) -> None:
        with self._sessions_lock:
            if self._sessions.get(key) is mem:
                del self._sessions[key]

    def own_namespace(self, session_id: str) -> str:
        """The long-term namespace the adapters give a session that names none: its own.

        LangChain's per-session chat histories and LlamaIndex's session-filtered memory never
        let one session see another's messages, so the adapters keep sessions apart unless told
        otherwise: a session opened without a namespace recalls only its own turns
        (``"session:<id>"``), always. Pass ``namespace=`` (e.g. ``scope(user="ana")``) to share
        long-term memory across a user's sessions. A session of this id stored under
        ``"default"`` (by an earlier version, or by anyone who opened that id without a
        namespace) is never joined implicitly: it would make this session's turns recallable by
        every other ``"default"`` session. A warning says how to continue it on purpose.
        """
        own = session_namespace(session_id)
        held = self.sessions.namespaces_of(session_id)
        if "default" in held and own not in held:
            logger.warning(
                "a session %r is stored under the shared namespace 'default'; this one opens its "
                "own namespace %r instead (joining 'default' would let every other 'default' "
                "session recall its turns). hint: pass namespace='default' to continue that one "
                "on purpose, or hub.move_session(%r, namespace='default', to_namespace=%r)",
                session_id,
                own,
                session_id,
                own,
            )
        return own

    def session_ids(self, namespace: str | None = None) -> list[str]:
        """Session ids stored in the database (of ``namespace`` only, when given)."""
        return self.sessions.sessions(namespace)

    def session_keys(self) -> list[tuple[str, str]]:
        """Every stored session as ``(namespace, session_id)``."""
        return self.sessions.session_keys()

    def move_session(self, session_id: str, *, namespace: str, to_namespace: str) -> int:
        """Move a stored session, and its long-term memories, to another namespace (its open
        object, if any, is closed). Returns how many memories moved.

        Databases written before sessions were keyed by namespace (schema 1) were upgraded with
        every session in ``"default"``; this moves one where it belongs. Its memories are those
        it wrote (:func:`session_memory_ids`: archived turns, the facts drawn from them, what
        it remembered); they move with their vectors, before its transcript, window and queue.
        A move cut short (a crash) is completed by calling this again, with nothing twice.

        Raises:
            StoreError: there is no such session, or ``to_namespace`` already has one by that id
                (checked before anything moves).
        """
        validate_namespace(namespace)
        validate_namespace(to_namespace)
        with self._lock:
            self._check_open()
            for key in ((namespace, session_id), (to_namespace, session_id)):
                with self._sessions_lock:
                    mem = self._sessions.get(key)
                if mem is not None:
                    mem.close()  # unclaims it
            self.sessions.check_move(session_id, namespace=namespace, to_namespace=to_namespace)
            ids = session_memory_ids(self.long_term.get(namespace=namespace), session_id)
            moved = self.long_term.move(ids, namespace=namespace, to_namespace=to_namespace)
            self.sessions.move(session_id, namespace=namespace, to_namespace=to_namespace)
            if moved:
                logger.info(
                    "moved session %r and %d memories from %r to %r",
                    session_id,
                    moved,
                    namespace,
                    to_namespace,
                )
            return moved

    @property
    def closed(self) -> bool:
        return self._closed

    def _check_open(self) -> None:
        if self._closed:
            raise InvalidInputError(
                "this MemoryHub is closed; hint: open a new one on the same path"
            )

    def _release(self) -> None:
        if getattr(self, "sessions", None) is not None and self._own_sessions:
            self.sessions.close()
        if getattr(self, "_own_store", None) is not None:
            self._own_store.close()  # type: ignore[union-attr]
            self._own_store = None
        if self._path_lock is not None:
            self._path_lock.release()
            self._path_lock = None

    def close(self) -> None:
        """Close every session and release the path."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
            with self._sessions_lock:
                open_now = list(self._sessions.values())
            for mem in open_now:  # closing one unclaims it
                mem.close()
            self._release()

    def __enter__(self) -> MemoryHub:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def __repr__(self) -> str:
        path = str(self.path) if self.path else None
        return f"MemoryHub(path={path!r}, sessions={len(self._sessions)})"
