#!/usr/bin/env bash
# Installs the missing Debian packages of the given groups (build, test); skips what is there.
# Usage: tools/install-deps.sh build [test]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=tools/packages.sh
source "$here/packages.sh"
wanted=()
for group in "$@"; do
  case "$group" in
    build) wanted+=("${MIRAGE_BUILD_PACKAGES[@]}") ;;
    test) wanted+=("${MIRAGE_TEST_PACKAGES[@]}") ;;
    *) echo "install-deps: unknown group '$group' (build|test)" >&2; exit 2 ;;
  esac
done
missing=()
for p in "${wanted[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q '^install ok installed$'; then
    missing+=("$p")
  fi
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#wanted[@]} packages present"
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "install-deps: missing packages (${missing[*]}); run as root or install them with apt-get" >&2
  exit 1
fi
echo "install-deps: installing ${#missing[@]} packages: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt_opts=(-o DPkg::Lock::Timeout=300 -y --no-install-recommends)
# Refresh the package lists once a day at most (a fresh machine has none).
if [ -z "$(find /var/lib/apt/lists -maxdepth 1 -name '*Packages*' -mmin -1440 2>/dev/null | head -1)" ]; then
  apt-get -o DPkg::Lock::Timeout=300 update -q
fi
apt-get "${apt_opts[@]}" install "${missing[@]}" || {
  apt-get -o DPkg::Lock::Timeout=300 update -q
  apt-get "${apt_opts[@]}" install "${missing[@]}"
}
