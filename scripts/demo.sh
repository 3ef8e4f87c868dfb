#!/usr/bin/env bash
# The main job: set up .venv if needed, then run the offline demo on embedded Chroma.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/bootstrap.sh all
export HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 TOKENIZERS_PARALLELISM=false
exec .venv/bin/decaymem demo "$@"
