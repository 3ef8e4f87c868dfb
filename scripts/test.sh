#!/usr/bin/env bash
# The whole test suite: set up .venv with the dev extras if needed, start a local Chroma server
# for the server-mode tests, then ruff, mypy (strict on the packages) and pytest.
# Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/bootstrap.sh dev
export HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 TOKENIZERS_PARALLELISM=false
# the dev extras are installed above: a test file skipped for a missing one is a failure here
# (tests/strict_extras.py), so an adapter directory cannot vanish from a green run
export DECAYMEM_STRICT_EXTRAS=1

echo "== ruff" >&2
.venv/bin/ruff check .
.venv/bin/ruff format --check .
echo "== mypy" >&2
.venv/bin/mypy

echo "== chroma server" >&2
chroma_dir="$(mktemp -d)"
chroma_port="$(.venv/bin/python -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
.venv/bin/chroma run --path "$chroma_dir" --host 127.0.0.1 --port "$chroma_port" >"$chroma_dir.log" 2>&1 &
chroma_pid=$!
pg_dir="$(mktemp -d -u)"
cleanup() {
    kill "$chroma_pid" 2>/dev/null || true; wait "$chroma_pid" 2>/dev/null || true; rm -rf "$chroma_dir" "$chroma_dir.log"
    .venv/bin/python tests/pg_server.py stop "$pg_dir" || true
}
trap cleanup EXIT
export DECAYMEM_CHROMA_URL="127.0.0.1:$chroma_port"   # the tests wait for its heartbeat

echo "== postgres (pgvector, from the pgserver wheel)" >&2
# initdb + pg_ctl on a free local port; a server that cannot start fails the run here
DECAYMEM_PG_URL="$(.venv/bin/python tests/pg_server.py start "$pg_dir")"
export DECAYMEM_PG_URL

echo "== pytest" >&2
# in parallel (pytest-xdist): one worker per core, at most 4 (each loads torch and the model),
# unless DECAYMEM_TEST_WORKERS says otherwise ("0" runs in one process); the suite took 16.6 min
# in one process on the 2-core CI machine, 10.3 min on two workers
workers="${DECAYMEM_TEST_WORKERS:-$(.venv/bin/python -c 'import os; print(min(4, os.cpu_count() or 1))')}"
set +e
.venv/bin/python -m pytest -n "$workers" "$@"
rc=$?
set -e
if [ "$rc" -eq 5 ]; then
    echo "decaymem: pytest collected no tests; that is a failure here" >&2
    exit 1
fi
exit "$rc"
