#!/usr/bin/env bash
# Quick start, step 2: the same set-up as run.sh plus the test dependencies, then the whole ctest
# suite, including the integration tests against the local Slurm cluster and sshd, which it
# starts (tests/cluster/up.sh) and always tears down. Ends with ctest's summary and exit code.
# Extra arguments go to ctest (e.g. ./test.sh -L gui).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
root="$PWD"
start=$(date +%s)
bash tools/install-deps.sh build test
bash tools/build.sh
echo "[test.sh] built after $(($(date +%s) - start)) s"
export XDG_RUNTIME_DIR="$PWD/build/tests/runtime"
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
teardown() { bash "$root/tests/cluster/down.sh" >"$root/build/cluster-down.log" 2>&1 || true; }
trap teardown EXIT
bash tests/cluster/up.sh
echo "[test.sh] cluster up after $(($(date +%s) - start)) s"
cd build
set +e
ctest --output-on-failure -j2 --timeout 900 "$@"
rc=$?
set -e
teardown
trap - EXIT
exit $rc
