#!/usr/bin/env bash
# Quick start, step 2: the same set-up as run.sh plus the test dependencies, then the whole ctest
# suite, including the integration tests against the local Slurm cluster and sshd, which it
# starts (tests/cluster/up.sh) and always tears down. Ends with ctest's summary and exit code.
# Extra arguments go to ctest (e.g. ./test.sh -L gui).
#
# ./test.sh --sanitize builds build-asan/ with AddressSanitizer and UndefinedBehaviorSanitizer
# (-DMIRAGE_SANITIZE=ON) and runs the unit, sim, GUI and CLI tests there (not the cluster ones);
# any report fails the test that caused it.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
root="$PWD"
start=$(date +%s)
bash tools/install-deps.sh build test
if [ "${1:-}" = --sanitize ]; then
  shift
  export MIRAGE_BUILD_DIR="$root/build-asan"
  export MIRAGE_CMAKE_ARGS="-DMIRAGE_SANITIZE=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo"
  bash tools/build.sh
  echo "[test.sh] sanitized build after $(($(date +%s) - start)) s"
  export XDG_RUNTIME_DIR="$root/build-asan/tests/runtime"
  mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
  export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:detect_stack_use_after_return=0"
  export LSAN_OPTIONS="suppressions=$root/tools/sanitizers/lsan.supp:print_suppressions=0"
  export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
  cd build-asan
  set +e
  ctest --output-on-failure -j2 --timeout 2700 -L 'unit|sim|gui|cli' -LE 'cluster|packaging' "$@"
  rc=$?
  echo "[test.sh] sanitized tests done after $(($(date +%s) - start)) s"
  exit $rc
fi
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
