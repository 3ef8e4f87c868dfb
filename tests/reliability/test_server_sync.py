"""Server mode: what one process forgets, another never recalls after ``refresh_interval_s``.

Each process keeps an in-process index of a namespace and used to reload it only when the
store's count changed, so a forget plus an add in one process (count unchanged) left the other
recalling the forgotten memory indefinitely. Two real worker processes on a real `chroma run`.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
import uuid
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
REFRESH_S = 0.3


class Worker:
    def __init__(self, host: str, port: int, prefix: str) -> None:
        self.proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "tests.reliability.server_sync_worker",
                host,
                str(port),
                prefix,
                str(REFRESH_S),
            ],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert self._read() == "READY"

    def _read(self) -> Any:
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if not line:
            assert self.proc.stderr is not None
            raise AssertionError(self.proc.stderr.read()[-3000:])
        return json.loads(line)

    def __call__(self, **cmd: Any) -> Any:
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps(cmd) + "\n")
        self.proc.stdin.flush()
        return self._read()

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait(timeout=60)


@pytest.mark.server
def test_a_memory_forgotten_in_one_process_is_not_recalled_in_another(
    chroma_server: tuple[str, int],
) -> None:
    host, port = chroma_server
    prefix = f"s{uuid.uuid4().hex[:8]}"
    a, b = Worker(host, port, prefix), Worker(host, port, prefix)
    try:
        ids = a(op="remember", texts=["Ana's bank PIN is 4921", "Ana likes tulips"])
        pin = ids[0]
        assert pin in [h[0] for h in b(op="recall", query="bank PIN", k=5)]  # b's index is warm
        # a forgets the PIN and remembers something else: the count is unchanged
        assert a(op="forget", ids=[pin]) == 1
        [new] = a(op="remember", texts=["Ana's new bank card arrives Monday"])
        time.sleep(REFRESH_S * 1.5)
        for _ in range(3):
            hits = b(op="recall", query="bank PIN", k=5)
            assert pin not in [h[0] for h in hits], hits
            assert new in [h[0] for h in hits]
        # an update that changes no count (importance) is seen too
        tulips = ids[1]
        a(op="set_importance", id=tulips, importance=9.5)
        time.sleep(REFRESH_S * 1.5)
        [hit] = [h for h in b(op="recall", query="tulips", k=5) if h[0] == tulips]
        assert hit[2] == 9.5
        # and b's own writes do not make it reload for nothing, nor miss a's
        [mine] = b(op="remember", texts=["Bob's note about the garden shed"])
        assert mine in [h[0] for h in a(op="recall", query="garden shed", k=5)]
    finally:
        a.close()
        b.close()
