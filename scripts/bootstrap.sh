#!/usr/bin/env bash
# Create .venv in the repository root and install decaymem into it (editable), once.
#
#   scripts/bootstrap.sh [EXTRAS]      EXTRAS defaults to "all"; the tests use "dev".
#
# torch is installed first and pinned to 2.13.0: on these machines pip takes the CPU build from
# the local wheel directory, where a plain `pip install sentence-transformers` would pull a CUDA
# build of several GB. Re-running is cheap: the install is skipped while pyproject.toml and the
# extras are unchanged.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

extras="${1:-all}"
python="${PYTHON:-python3}"
log=".venv-install.log"

if [ ! -x .venv/bin/python ]; then
    echo "decaymem: creating .venv with $($python --version 2>&1)" >&2
    "$python" -m venv .venv
fi

want="$(sha256sum pyproject.toml | cut -c1-16) extras=$extras"
stamp=.venv/.decaymem-install-stamp
if [ "$(cat "$stamp" 2>/dev/null || true)" != "$want" ]; then
    echo "decaymem: installing into .venv (extras: $extras; log: $log) ..." >&2
    start=$SECONDS
    {
        .venv/bin/python -m pip install --upgrade pip
        .venv/bin/python -m pip install "torch==2.13.0"
        .venv/bin/python -m pip install -e ".[$extras]"
    } >"$log" 2>&1 || {
        tail -n 40 "$log" >&2
        echo "decaymem: install failed, see $log" >&2
        exit 1
    }
    echo "$want" >"$stamp"
    echo "decaymem: installed in $((SECONDS - start)) s" >&2
fi
