"""Progress of long operations: large ``remember_many`` batches, the first load of a namespace.

Off by default: library calls report nothing unless given a :data:`ProgressCallback`
(``LongTermMemory(progress=...)``). The command line turns it on with :class:`RichProgress`.
A callback is a plain function of ``(description, done, total)``, so tqdm, rich, a log line
or a web socket all fit; it is called from the thread doing the work, and ``done == total``
marks the end of that operation.

Example:
    >>> seen = []
    >>> report: ProgressCallback = lambda what, done, total: seen.append((what, done, total))
    >>> report("remembering in default", 512, 1000)
    >>> seen
    [('remembering in default', 512, 1000)]
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

__all__ = ["ProgressCallback", "RichProgress"]

ProgressCallback = Callable[[str, int, int], None]
"""``(description, done, total)``: ``done`` items of ``total`` finished."""


class RichProgress:
    """A :data:`ProgressCallback` that draws one rich bar per running operation.

    The display starts at the first report and stops when every operation it shows is done.

    Args:
        console: the rich console to draw on (stderr by default, so stdout stays data).
    """

    def __init__(self, console: Any = None) -> None:
        from rich.console import Console

        self.console = console if console is not None else Console(stderr=True)
        self._lock = threading.Lock()
        self._progress: Any = None
        self._tasks: dict[str, Any] = {}

    def __call__(self, description: str, done: int, total: int) -> None:
        from rich.progress import Progress

        with self._lock:
            if self._progress is None:
                self._progress = Progress(console=self.console)
                self._progress.start()
            task = self._tasks.get(description)
            if task is None:
                task = self._tasks[description] = self._progress.add_task(description, total=total)
            self._progress.update(task, completed=done, total=total)
            if done >= total:
                del self._tasks[description]
                if not self._tasks:
                    self._stop()

    def _stop(self) -> None:
        if self._progress is not None:
            self._progress.stop()
            self._progress = None
        self._tasks.clear()

    def close(self) -> None:
        """Stop the display, finished or not."""
        with self._lock:
            self._stop()
