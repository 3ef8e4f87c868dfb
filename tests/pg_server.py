"""A real local Postgres with pgvector for the tests: the ``pgserver`` wheel's binaries.

The distribution's PostgreSQL has no pgvector package on these machines; the PyPI wheel
``pgserver`` bundles PostgreSQL 16 with pgvector (``vector.so``). This module runs its
``initdb`` and ``pg_ctl`` directly (trust auth, TCP on 127.0.0.1 only, fsync off: a test
server), as ``nobody`` when run as root (``initdb`` refuses root), from a copy of the binaries
beside the data (``nobody`` may not reach the virtual environment).

    python tests/pg_server.py start DIR   # prints the URL (postgresql://...) once it answers
    python tests/pg_server.py stop DIR
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import socket
import subprocess
import sys
from pathlib import Path

USER = "decaymem"


def bin_dir() -> Path:
    """The bundled PostgreSQL's ``bin`` (found, not imported: importing ``pgserver`` warns).

    Raises:
        ImportError: the ``postgres`` extra is not installed.
    """
    spec = importlib.util.find_spec("pgserver")
    if spec is None or spec.origin is None:
        raise ImportError("pgserver is not installed; hint: pip install 'decaymem[postgres]'")
    return Path(spec.origin).parent / "pginstall" / "bin"


def _copy_of(root: Path) -> Path:
    return root / "site" / "pgserver" / "pginstall"


def _bin(root: Path) -> Path:
    """The binaries a server under ``root`` was started with (a copy, when run as root)."""
    copy = _copy_of(root) / "bin"
    return copy if copy.exists() else bin_dir()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _run_as() -> dict[str, str]:
    return {"user": "nobody"} if os.geteuid() == 0 else {}


def start(root: Path) -> str:
    """initdb + pg_ctl start under ``root``; returns the server's URL."""
    root.mkdir(parents=True, exist_ok=True)
    if os.geteuid() == 0:
        shutil.chown(root, user="nobody")
    data, port = root / "data", _free_port()
    as_user = _run_as()
    pg = bin_dir()
    if as_user:  # nobody may not reach the venv (a checkout under /root): run a copy
        site = pg.parents[2]  # the binaries' RPATH is $ORIGIN/../../../pgserver.libs
        shutil.copytree(pg.parent, _copy_of(root), symlinks=True)
        shutil.copytree(site / "pgserver.libs", root / "site" / "pgserver.libs", symlinks=True)
        pg = _copy_of(root) / "bin"
    subprocess.run(
        [str(pg / "initdb"), "-D", str(data), "-U", USER, "--auth=trust", "--no-sync"],
        check=True,
        capture_output=True,
        **as_user,  # type: ignore[arg-type]
    )
    opts = f"-p {port} -k {root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200"
    subprocess.run(
        [
            str(pg / "pg_ctl"),
            "-D",
            str(data),
            "-l",
            str(root / "server.log"),
            "-o",
            opts,
            "-w",
            "start",
        ],
        check=True,
        capture_output=True,
        **as_user,  # type: ignore[arg-type]
    )
    return f"postgresql://{USER}@127.0.0.1:{port}/postgres"


def stop(root: Path) -> None:
    """pg_ctl stop (fast), then remove ``root``."""
    data = root / "data"
    if data.exists():
        subprocess.run(
            [str(_bin(root) / "pg_ctl"), "-D", str(data), "-m", "fast", "-w", "stop"],
            check=False,
            capture_output=True,
            **_run_as(),  # type: ignore[arg-type]
        )
    shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    command, where = sys.argv[1], Path(sys.argv[2])
    if command == "start":
        print(start(where))
    else:
        stop(where)
