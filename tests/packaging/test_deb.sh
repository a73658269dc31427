#!/usr/bin/env bash
# Builds the .deb with CPack, checks its Depends, installs it with apt-get on this machine, runs
# mirage-cli from the installed files, then removes the package again. Needs root.
# Usage: test_deb.sh BUILD_DIR VERSION
set -euo pipefail
build="$1" version="$2"
[ "$(id -u)" -eq 0 ] || { echo "test_deb: needs root to install the package"; exit 1; }
cd "$build"
rm -f mirage_*.deb
cpack -G DEB >cpack.log 2>&1 || { cat cpack.log; exit 1; }
deb="$(ls mirage_"$version"_*.deb)"
echo "built $deb ($(du -h "$deb" | cut -f1))"
depends="$(dpkg-deb -f "$deb" Depends)"
echo "Depends: $depends"
for need in libqt6sql6-sqlite qt6-qpa-plugins libopenblas0-pthread libqt6widgets6 libtorch libxgboost libqcustomplot2.1-qt6; do
  grep -q "$need" <<<"$depends" || { echo "test_deb: Depends lacks $need"; exit 1; }
done
contents="$(dpkg-deb -c "$deb")"
for f in ./usr/bin/mirage ./usr/bin/mirage-cli ./usr/lib/mirage/libmirage_ml.so \
         ./usr/share/applications/io.github.mirage_hpc.Mirage.desktop \
         ./usr/share/metainfo/io.github.mirage_hpc.Mirage.metainfo.xml \
         ./usr/share/icons/hicolor/scalable/apps/io.github.mirage_hpc.Mirage.svg \
         ./usr/share/icons/hicolor/48x48/apps/io.github.mirage_hpc.Mirage.png; do
  grep -q " $f\$" <<<"$contents" || { echo "test_deb: the package lacks $f"; exit 1; }
done
# The portable archive holds the same tree.
cpack -G TGZ >>cpack.log 2>&1 || { cat cpack.log; exit 1; }
tar tzf "mirage-$version-linux-x86_64.tar.gz" | grep -q "/usr/bin/mirage-cli$" ||
  { echo "test_deb: the TGZ lacks usr/bin/mirage-cli"; exit 1; }
export DEBIAN_FRONTEND=noninteractive
apt-get -o DPkg::Lock::Timeout=300 install -y --no-install-recommends "./$deb" >apt-install.log 2>&1 ||
  { tail -20 apt-install.log; exit 1; }
trap 'apt-get -o DPkg::Lock::Timeout=300 purge -y mirage >/dev/null 2>&1 || true' EXIT
got="$(cd / && env -i PATH=/usr/bin:/bin HOME=/tmp /usr/bin/mirage-cli --version)"
[ "$got" = "mirage-cli $version" ] || { echo "test_deb: installed mirage-cli --version said '$got'"; exit 1; }
echo "installed: $got"
# The installed CLI finds the installed machine-learning library (not the build tree's).
info="$(cd / && env -i PATH=/usr/bin:/bin HOME=/tmp /usr/bin/mirage-cli info --json)"
grep -q '"ml_library":"/usr/lib/mirage/libmirage_ml.so"' <<<"$info" || { echo "test_deb: info said $info"; exit 1; }
grep -q '"torch":"1\.' <<<"$info" || { echo "test_deb: no torch version in $info"; exit 1; }
echo "installed info: $info"
echo "1 passed, 0 failed"
