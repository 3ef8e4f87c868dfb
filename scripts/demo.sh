#!/usr/bin/env bash
# The main job: set up .venv if needed, then run the offline demo on embedded Chroma.
#
#   bash scripts/demo.sh [--path DIR] [--fast]
#
# Runs from the caller's directory (a relative --path means what it says), and starts decaymem
# by the path it prints at the end for the next commands: `.venv/bin/decaymem` from the
# repository root, its absolute path from anywhere else (decaymem is not on PATH).
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bash "$repo/scripts/bootstrap.sh" all
export HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 TOKENIZERS_PARALLELISM=false
if [ "$PWD" = "$repo" ]; then
    exec .venv/bin/decaymem demo "$@"
fi
exec "$repo/.venv/bin/decaymem" demo "$@"
