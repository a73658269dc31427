#!/bin/bash
# tools/fuzz.sh [SECONDS] [TARGET...]: fuzz every parser of untrusted text with libFuzzer, ASan and
# UBSan (Debian's clang). Builds build-fuzz/ (only model/sim, mirage_core and tests/fuzz), seeds each
# target's corpus from tests/fixtures, docs/examples and the heads of ../shared/data, then runs each
# target SECONDS (default 60). A crash, leak, timeout or UB report stops that target; its input is
# kept in build-fuzz/findings/TARGET/ and the script exits 1. One JSON line per target on stdout.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(fuzz_slurm_text fuzz_slurm_json fuzz_slurm_values fuzz_trace_readers
                                    fuzz_slurm_conf fuzz_user_input)
shared=../shared/data

cmake -S . -B build-fuzz -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DMIRAGE_FUZZ=ON -DBUILD_TESTING=OFF > build-fuzz.log 2>&1 || { cat build-fuzz.log >&2; exit 1; }
cmake --build build-fuzz --target fuzzers >> build-fuzz.log 2>&1 || { tail -50 build-fuzz.log >&2; exit 1; }
mv build-fuzz.log build-fuzz/build.log

corpus=build-fuzz/corpus
seed() { # seed TARGET NAME < bytes
  mkdir -p "$corpus/$1"
  cat > "$corpus/$1/$2"
}
head_of() { # the first 60 lines of a trace, gzip or not
  if [[ $1 == *.gz ]]; then { zcat "$1" || true; } | head -60; else head -60 "$1"; fi
}
for f in tests/fixtures/slurm-*/*.txt; do seed fuzz_slurm_text "$(basename "$(dirname "$f")")-$(basename "$f")" < "$f"; done
for f in tests/fixtures/slurm-*/*.json; do
  case $f in */slurm-fidelity/*) continue ;; esac
  seed fuzz_slurm_json "$(basename "$(dirname "$f")")-$(basename "$f")" < "$f"
done
i=0
for v in 'node[1-4,7],gpu[01-03]' 'c[001-128]-[1-2]' 'gres:gpu:a100:2(IDX:0-1)' 'gres/gpu=4,gres/gpu:a100=2' \
         'cpu=4,mem=2000M,node=4,billing=4' '2-00:00:00' '48:00:00' 'UNLIMITED' '2023-03-01T12:00:00' 'N/A'; do
  printf '%s' "$v" | seed fuzz_slurm_values "v$((i++))"
done
# fuzz_trace_readers: the first byte picks the reader (0 detect, 1 SWF, 2 sacct, 3 Mirage log, 4 Eagle).
for trace_and_format in "$shared/ls6-a100.log 3" "$shared/pwa_RICC-2010-2.swf.gz 1" \
                        "$shared/alcf_theta_2022_cqsim.swf.gz 1" "$shared/nrel_eagle_sample_1000.csv.gz 4" \
                        "tests/fixtures/slurm-22.05/sacct.txt 2"; do
  read -r trace format <<< "$trace_and_format"
  [ -e "$trace" ] || continue
  for byte in 0 "$format"; do
    { printf "\\x0$byte"; head_of "$trace"; } | seed fuzz_trace_readers "$(basename "$trace").$byte"
  done
done
for f in tests/fixtures/slurm-fidelity/slurm.conf; do
  seed fuzz_slurm_conf "$(basename "$f")" < "$f"
done
for f in docs/examples/*.json tests/fixtures/slurm-fidelity/run-a.json; do
  seed fuzz_user_input "$(basename "$f")" < "$f"
done
printf '%s' 'partition=gpu-a100,nodes=2,gpus=3,time=2-00:00:00' | seed fuzz_user_input spec
for dir in tests/fuzz/regressions/*/; do # every finding so far
  mkdir -p "$corpus/$(basename "$dir")"
  cp -r "$dir". "$corpus/$(basename "$dir")/"
done

status=0
for target in "${targets[@]}"; do
  findings=build-fuzz/findings/$target
  mkdir -p "$findings" "$corpus/$target"
  log=build-fuzz/$target.log
  started=$(date +%s)
  if ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1 UBSAN_OPTIONS=print_stacktrace=1 \
     "build-fuzz/fuzz/$target" -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
       -artifact_prefix="$findings/" -print_final_stats=1 "$corpus/$target" > "$log" 2>&1; then
    result=ok
  else
    result=finding
    status=1
  fi
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo 0)
  printf '{"target":"%s","seconds":%d,"executions":%s,"result":"%s","findings":"%s"}\n' \
    "$target" $(( $(date +%s) - started )) "${runs:-0}" "$result" "$findings"
  [ $result = ok ] || tail -40 "$log" >&2
done
exit $status
