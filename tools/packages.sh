#!/usr/bin/env bash
# The one list of Debian packages Mirage needs. Sourced by run.sh, test.sh and tools/install-deps.sh.
# shellcheck disable=SC2034
MIRAGE_BUILD_PACKAGES=(
  cmake ninja-build g++ pkg-config dpkg-dev file
  qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools libqt6sql6-sqlite qt6-qpa-plugins
  qt6-svg-dev
  libqcustomplot-dev
  libtorch-dev libopenblas0-pthread
  libxgboost-dev
  libsqlite3-dev sqlite3 zlib1g-dev
  fonts-dejavu-core
  xvfb xauth
)
# What the tests need on top: the local Slurm 22.05 cluster with accounting, an sshd, PDF tools,
# clang with libFuzzer for tools/fuzz.sh.
MIRAGE_TEST_PACKAGES=(
  slurmctld slurmd slurm-client slurmdbd slurm-wlm-basic-plugins slurm-wlm-mysql-plugin munge
  mariadb-server
  openssh-server openssh-client
  poppler-utils
  procps iproute2
  clang libclang-rt-14-dev
)
