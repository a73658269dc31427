#!/usr/bin/env bash
# Configures (once) and builds Mirage in Release into build/ with Ninja; reuses build/ afterwards.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${MIRAGE_BUILD_DIR:-$root/build}"
if [ ! -f "$build/build.ninja" ]; then
  # MIRAGE_CMAKE_ARGS: more options for the first configure (./test.sh --sanitize sets them).
  # shellcheck disable=SC2086
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release ${MIRAGE_CMAKE_ARGS:-}
fi
# Two torch-free jobs per core are fine; the single torch translation unit needs ~1.5 GB.
cmake --build "$build" -- -j "$(($(nproc) + 1))"
