from __future__ import annotations

import os as _os

import pytest
from hypothesis import settings as _hypothesis_settings
from strict_extras import (  # noqa: F401  (hooks: a missing extra fails CI, not skips)
    pytest_make_collect_report,
    pytest_runtest_makereport,
)

from decaymem import FixedClock, TiktokenCounter

# CI draws the same hypothesis examples every run (derandomize): the counts RELIABILITY.md states
# are the inputs checked, and a landing never fails on an input no earlier run had drawn. A
# local run draws new inputs each time (that is how the fuzz finds bugs); DECAYMEM_FUZZ_RANDOM=1
# does the same in CI.
_hypothesis_settings.register_profile("ci", derandomize=True, database=None)
if _os.environ.get("CI") and not _os.environ.get("DECAYMEM_FUZZ_RANDOM"):
    _hypothesis_settings.load_profile("ci")


class CountingCounter:
    """Wraps a real counter and counts calls to the tokenizer."""

    def __init__(self, inner: TiktokenCounter) -> None:
        self.inner = inner
        self.calls = 0

    @property
    def name(self) -> str:
        return self.inner.name

    def count(self, text: str) -> int:
        self.calls += 1
        return self.inner.count(text)


@pytest.fixture(scope="session")
def tiktoken_counter() -> TiktokenCounter:
    return TiktokenCounter()


@pytest.fixture
def counting_counter(tiktoken_counter: TiktokenCounter) -> CountingCounter:
    return CountingCounter(tiktoken_counter)


@pytest.fixture
def clock() -> FixedClock:
    return FixedClock(1_700_000_000.0)


# ---------------------------------------------------------------- a real `chroma run` server
import os  # noqa: E402
import shutil  # noqa: E402
import socket  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
from collections.abc import Iterator  # noqa: E402
from pathlib import Path  # noqa: E402


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _wait_for(host: str, port: int, timeout_s: float = 60.0) -> None:
    import chromadb

    deadline = time.monotonic() + timeout_s
    last: Exception | None = None
    while time.monotonic() < deadline:
        try:
            chromadb.HttpClient(host=host, port=port).heartbeat()
            return
        except Exception as e:  # not up yet
            last = e
            time.sleep(0.3)
    raise RuntimeError(f"chroma server on {host}:{port} did not start: {last}")


@pytest.fixture(scope="session")
def chroma_server() -> Iterator[tuple[str, int]]:
    """A real Chroma server: DECAYMEM_CHROMA_URL (host:port, started by scripts/test.sh) or one
    started here with `chroma run` on a free localhost port."""
    url = os.environ.get("DECAYMEM_CHROMA_URL")
    if url:
        host, _, port = url.rpartition(":")
        _wait_for(host, int(port))
        yield host, int(port)
        return
    exe = Path(sys.executable).with_name("chroma")
    if not exe.exists():
        found = shutil.which("chroma")
        if found is None:
            pytest.fail("the chroma CLI is not installed; it ships with chromadb")
        exe = Path(found)
    data = tempfile.mkdtemp(prefix="decaymem-chroma-")
    port = _free_port()
    proc = subprocess.Popen(
        [str(exe), "run", "--path", data, "--host", "127.0.0.1", "--port", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        _wait_for("127.0.0.1", port)
        yield "127.0.0.1", port
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
        shutil.rmtree(data, ignore_errors=True)


# ---------------------------------------------------------------- a real Postgres with pgvector
@pytest.fixture(scope="session")
def pg_url() -> Iterator[str]:
    """A real Postgres with pgvector: DECAYMEM_PG_URL (started by scripts/test.sh) or one started
    here from the ``pgserver`` wheel's binaries (tests/pg_server.py). Without the ``postgres``
    extra the tests that need it skip, except in CI (``CI`` set), where they fail."""
    url = os.environ.get("DECAYMEM_PG_URL")
    if url:
        yield url
        return
    import pg_server

    try:
        pg_server.bin_dir()
        import psycopg  # noqa: F401
    except ImportError as e:
        if os.environ.get("CI"):
            pytest.fail(f"no Postgres for the tests in CI: {e}")
        pytest.skip(f"no Postgres: {e}")
    root = Path(tempfile.mkdtemp(prefix="decaymem-pg-"))
    try:
        url = pg_server.start(root)
    except (OSError, subprocess.CalledProcessError) as e:
        pg_server.stop(root)
        detail = getattr(e, "stderr", b"") or b""
        pytest.fail(f"the test Postgres did not start: {e} {detail[-500:]!r}")
    try:
        yield url
    finally:
        pg_server.stop(root)


@pytest.fixture
def pg_db(pg_url: str) -> Iterator[str]:
    """The URL of a fresh, empty database on the test Postgres (dropped after the test)."""
    import uuid

    import psycopg

    name = f"t_{uuid.uuid4().hex[:16]}"
    with psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}")
    base, _, _ = pg_url.rpartition("/")
    yield f"{base}/{name}"
    with psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
