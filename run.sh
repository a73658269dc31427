#!/usr/bin/env bash
# Quick start, step 1: installs what Mirage needs (Debian 12, as root), builds it into build/,
# and opens the dashboard on the built-in demo cluster.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
bash tools/install-deps.sh build
bash tools/build.sh
if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
  exec build/bin/mirage --demo "$@"
fi
cat <<TXT

Mirage is built, but there is no display to show its window on. Either
  xvfb-run -a ./run.sh                                   # the window on a virtual display
  xvfb-run -a build/bin/mirage --demo --screenshot shot.png   # a picture of it
  build/bin/mirage -platform offscreen --demo --screenshot shot.png
or use the command line:
TXT
build/bin/mirage-cli --help
