#!/usr/bin/env bash
# Mutation score of the policy and assembly code, with mutmut (not part of CI; see TESTING.md).
#
#   scripts/mutation_score.sh                 every target below
#   scripts/mutation_score.sh 'decaymem.pressure.*'   mutmut name patterns instead
#
# mutmut needs the package under src/ or the repository root, and the tests to import it from
# its mutants/ copy. decaymem lives in core/, so this script stages a throwaway tree:
# src/decaymem (a copy of core/decaymem), the fast test files that cover the targets, and
# pyproject.toml with a [tool.mutmut] section. PYTHONPATH is cleared so that the editable
# install cannot win, and a canary must hold: every mutant of `decaymem.pressure.decide` (a pure
# function the suite pins completely) has to be killed. If the tests imported an unmutated
# decaymem, nothing would be killed and the script fails.
#
# Needs mutmut (pip install mutmut; 3.x). Two cores: `max_children` defaults to 2.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
python="${PYTHON:-}"
if [ -z "$python" ]; then
    if [ -x "$root/.venv/bin/python" ]; then python="$root/.venv/bin/python"; else python=python3; fi
fi
mutmut="$(dirname "$python")/mutmut"
[ -x "$mutmut" ] || { echo "mutmut is not installed: $python -m pip install mutmut" >&2; exit 2; }
export HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 TOKENIZERS_PARALLELISM=false
export OPENBLAS_NUM_THREADS=1 OMP_NUM_THREADS=1 MKL_NUM_THREADS=1
unset PYTHONPATH

# The functions that carry the policy and the assembly (mutmut's names).
targets=(
    'decaymem.pressure.x_decide__mutmut_*'
    'decaymem.pressure.x_plan_eviction__mutmut_*'
    'decaymem.buffer.xǁConversationBufferǁ_enforce_budget__mutmut_*'
    'decaymem.buffer.xǁConversationBufferǁ_apply_pressure__mutmut_*'
    'decaymem.buffer.xǁConversationBufferǁ_evict_to__mutmut_*'
    'decaymem.buffer.xǁConversationBufferǁ_enforce_max_messages__mutmut_*'
    'decaymem.scoring.x_*'
    'decaymem.scoring.xǁSeedScoringǁscore__mutmut_*'
    'decaymem.scoring.xǁHybridScoringǁ[!_]*'
    'decaymem.agent.xǁAgentMemoryǁ_assemble__mutmut_*'
    'decaymem.agent.x__units__mutmut_*'
    'decaymem.summarize.x_fit_summary__mutmut_*'
)
[ "$#" -gt 0 ] && targets=("$@")
# The fast test files that cover them (MUTATION_TESTS overrides, e.g. to score the suite as it
# was before a change).
read -r -a tests <<<"${MUTATION_TESTS:-tests/test_promises.py tests/test_pressure.py \
tests/test_buffer.py tests/test_buffer_properties.py tests/test_scoring.py \
tests/test_summarize.py tests/test_agent.py}"

stage="${MUTATION_STAGE:-$(mktemp -d)/decaymem-mutation}"
if [ -n "${MUTATION_RESUME:-}" ] && [ -d "$stage/mutants" ]; then
    # continue an interrupted run in the same stage: mutmut keeps the results it has
    cd "$stage"
else
rm -rf "$stage"
mkdir -p "$stage/src" "$stage/tests"
if [ -n "${MUTATION_SOURCE:-}" ]; then
    # the package as of a commit (e.g. the base a score was recorded for), tests as they are now
    git -C "$root" archive "$MUTATION_SOURCE" core/decaymem | tar -x -C "$stage"
    mv "$stage/core/decaymem" "$stage/src/decaymem" && rmdir "$stage/core"
else
    cp -r "$root/core/decaymem" "$stage/src/decaymem"
fi
find "$stage/src" -name __pycache__ -prune -exec rm -rf {} +
cp "$root/tests/conftest.py" "$root/tests/oracle.py" "$root/tests/strict_extras.py" "$stage/tests/"
for t in "${tests[@]}"; do cp "$root/$t" "$stage/tests/"; done
cp "$root/pyproject.toml" "$stage/pyproject.toml"
{
    echo
    echo "[tool.mutmut]"
    echo 'source_paths = ["src/decaymem"]'
    echo 'only_mutate = ["src/decaymem/pressure.py", "src/decaymem/buffer.py", "src/decaymem/scoring.py", "src/decaymem/agent.py", "src/decaymem/summarize.py"]'
    echo 'pytest_add_cli_args = ["-p", "no:randomly", "-p", "no:cacheprovider", "-q"]'
    printf 'pytest_add_cli_args_test_selection = [%s]\n' \
        "$(printf '"tests/%s", ' "${tests[@]##*/}" | sed 's/, $//')"
    echo 'mutate_only_covered_lines = false'
    # fork straight from the main process hangs after the first mutant here (tokenizer and
    # numpy threads in the parent); a fork server that only imports is fork-safe
    echo 'process_isolation = "forkserver"'
    # an infinite-loop mutant times out after 2x its tests' clean time + 10 s (mutmut's default,
    # 15x, costs minutes per timeout on two shared cores); a timeout counts as detected
    echo 'timeout_multiplier = 2.0'
    echo 'timeout_constant = 10.0'
} >>"$stage/pyproject.toml"
cd "$stage"
fi

echo "staged in $stage; running mutmut on ${#targets[@]} target pattern(s)" >&2
"$mutmut" run --max-children "${MUTMUT_CHILDREN:-2}" "${targets[@]}" >"$stage/run.log" 2>&1 || {
    tail -n 30 "$stage/run.log" >&2
    exit 2
}
"$mutmut" results --all true >"$stage/results.txt" 2>&1 || true
"$python" - "$stage/results.txt" "${targets[@]}" <<'EOF'
import fnmatch, sys
from collections import Counter
path, *patterns = sys.argv[1:]
rows = []
for line in open(path, encoding="utf-8"):
    name, sep, status = line.strip().rpartition(": ")
    if sep and "__mutmut_" in name and any(fnmatch.fnmatch(name, p) for p in patterns):
        rows.append((name, status))
by = Counter(s for _, s in rows)
counted = by["killed"] + by["survived"] + by["timeout"]
score = (by["killed"] + by["timeout"]) / counted if counted else 0.0
print(f"mutants: {len(rows)}  " + "  ".join(f"{k}: {v}" for k, v in sorted(by.items())))
print(f"score (killed+timeout)/(killed+timeout+survived): {score:.1%}")
canary = [(n, s) for n, s in rows if n.startswith("decaymem.pressure.x_decide__mutmut_")]
if any(p.startswith("decaymem.pressure") or p == "decaymem.*" for p in patterns) or not patterns:
    bad = [n for n, s in canary if s != "killed"]
    if not canary or bad:
        print(f"CANARY FAILED: decide() mutants not killed: {bad or 'none ran'}", file=sys.stderr)
        sys.exit(1)
    print(f"canary: all {len(canary)} mutants of pressure.decide killed")
print("survivors:")
for n, s in rows:
    if s not in ("killed", "timeout"):
        print(f"  {n}: {s}")
EOF
echo "details: cd $stage && $mutmut show <name>" >&2
