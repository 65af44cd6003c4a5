#!/usr/bin/env bash
# Instruction counts (callgrind's Ir) of standard and variant perft and of PGN reading and
# replay, for "within 1% of before" checks: counts do not move with machine load, timings do.
#
#   bench/callgrind.sh [NAME...]     # default: every measurement
#
# Builds `bench`'s `callgrind_one` (release, as the bench races are built; CARGO_TARGET_DIR
# is honoured), then runs each measurement once under callgrind, counting only the measured
# call (`--toggle-collect`), and prints one line per measurement: `NAME Ir`. Names and what
# each one runs: `bench/src/bin/callgrind_one.rs` (`callgrind_one --list`). Each takes well
# under a minute under valgrind. Compare counts from the same machine and toolchain only.
set -euo pipefail

bench_dir=$(cd "$(dirname "$0")" && pwd)
cargo build --quiet --release --manifest-path "$bench_dir/Cargo.toml" --bin callgrind_one
binary="${CARGO_TARGET_DIR:-$bench_dir/target}/release/callgrind_one"

if [ $# -gt 0 ]; then
    names=("$@")
else
    mapfile -t names < <("$binary" --list)
fi

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
for name in "${names[@]}"; do
    if ! valgrind --tool=callgrind --toggle-collect='*callgrind_measured' \
        --callgrind-out-file="$scratch/$name.out" "$binary" "$name" \
        >"$scratch/$name.stdout" 2>"$scratch/$name.log"; then
        cat "$scratch/$name.log" >&2
        echo "$name failed" >&2
        exit 1
    fi
    # The `totals:` line holds the events collected inside the measured call.
    ir=$(awk '/^totals:/ { print $2 }' "$scratch/$name.out")
    echo "$name ${ir:?no totals in $name.out}"
done
