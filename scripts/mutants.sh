#!/usr/bin/env bash
# Planted mutations: apply each patch in tests/mutations/ to a COPY of the working tree and run
# the tests against the copy. Every mutant must be killed (some test fails); a survivor, a patch
# that no longer applies, or a copy whose import resolves elsewhere fails this script.
#
#   scripts/mutants.sh                   the fast suite (not slow, no notebooks) per mutant
#   scripts/mutants.sh tests/test_x.py   other pytest arguments instead
#   MUTANTS="1 3" scripts/mutants.sh     only the patches whose names start with these
#
# Proof that the copy is what is tested (an editable install would otherwise import the
# unmutated package): PYTHONPATH puts the copy's core/ and root first, the script checks that
# `import decaymem` resolves inside the copy and that the mutated file it imports differs from
# the original, and patch 0 is a canary that any working suite kills.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
python="${PYTHON:-}"
if [ -z "$python" ]; then
    if [ -x "$root/.venv/bin/python" ]; then python="$root/.venv/bin/python"; else python=python3; fi
fi
export HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 TOKENIZERS_PARALLELISM=false
export OPENBLAS_NUM_THREADS=1 OMP_NUM_THREADS=1 MKL_NUM_THREADS=1
if [ "$#" -gt 0 ]; then
    pytest_args=("$@")
else
    pytest_args=(tests -m "not slow" --ignore=tests/test_notebooks.py
        --ignore=tests/test_benchmarks_smoke.py)
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
survivors=0
for patch in "$root"/tests/mutations/*.patch; do
    name="$(basename "$patch" .patch)"
    if [ -n "${MUTANTS:-}" ]; then
        wanted=0
        for m in $MUTANTS; do [[ "$name" == "$m"* ]] && wanted=1; done
        [ "$wanted" -eq 1 ] || continue
    fi
    copy="$work/$name"
    mkdir -p "$copy"
    # the working tree as it is (tracked and new files), without .git, caches or the venv
    (cd "$root" && git ls-files -z --cached --others --exclude-standard \
        | xargs -0 -I{} sh -c 'test -e "{}" && printf "%s\0" "{}"' \
        | tar --null -T - -cf -) | tar -xf - -C "$copy"
    if ! patch -d "$copy" -p1 --no-backup-if-mismatch -s <"$patch"; then
        echo "MUTANT $name: the patch no longer applies; update tests/mutations/$name.patch" >&2
        exit 2
    fi
    target="$(sed -n 's#^+++ b/\([^[:space:]]*\).*#\1#p' "$patch" | head -n 1)"
    PYTHONPATH="$copy/core:$copy" "$python" - "$copy" "$root" "$target" <<'EOF'
import hashlib, importlib, pathlib, sys
copy, root, target = (pathlib.Path(p) for p in sys.argv[1:])
import decaymem
where = pathlib.Path(decaymem.__file__).resolve()
assert where.is_relative_to(copy.resolve()), f"decaymem imported from {where}, not the copy"
module = ".".join(target.with_suffix("").parts[1:])  # core/decaymem/x.py -> decaymem.x
loaded = pathlib.Path(importlib.import_module(module).__file__).read_bytes()
original = (root / target).read_bytes()
assert hashlib.sha256(loaded).digest() != hashlib.sha256(original).digest(), "not mutated"
EOF
    log="$work/$name.log"
    set +e
    (cd "$copy" && PYTHONPATH="$copy/core:$copy" "$python" -m pytest -x -q -p no:randomly \
        -p no:cacheprovider -rf "${pytest_args[@]}" >"$log" 2>&1)
    rc=$?
    set -e
    if [ "$rc" -eq 1 ]; then
        killer="$(grep -m1 '^FAILED' "$log" | cut -d' ' -f2 || true)"
        echo "MUTANT $name: killed by ${killer:-a failing test}"
    elif [ "$rc" -eq 0 ]; then
        echo "MUTANT $name: SURVIVED (the suite passed)"
        survivors=$((survivors + 1))
    else
        echo "MUTANT $name: the run broke (pytest exit $rc); log tail:" >&2
        tail -n 20 "$log" >&2
        exit 2
    fi
done
if [ "$survivors" -gt 0 ]; then
    echo "$survivors mutant(s) survived" >&2
    exit 1
fi
echo "every planted mutant was killed"
