#!/usr/bin/env bash
# Perft against cozy-chess and shakmaty in the three builds a user may make: portable,
# `-C target-cpu=native`, and native with BMI2 `pext` slider lookups in fianchetto and
# cozy-chess (where the CPU has BMI2); and `x86-64-v3`, which native must not trail (on
# Zen 4 it once trailed by 10-13%). Each build has its own target folder under
# target/perft-builds, so switching flags does not rebuild the others. Extra arguments go to the
# bench (default: `--rounds 5`).
#
#     bench/perft-builds.sh                 # from the repository root
#     bench/perft-builds.sh --rounds 9
set -euo pipefail
cd "$(dirname "$0")/.."
args=("$@")
[ ${#args[@]} -eq 0 ] && args=(--rounds 5)
grep -m1 'model name' /proc/cpuinfo 2>/dev/null || true
run() {
    local name=$1 flags=$2 features=$3
    echo "== $name (RUSTFLAGS='$flags'${features:+, --features $features})"
    RUSTFLAGS="$flags" CARGO_TARGET_DIR="target/perft-builds/$name" \
        cargo run --quiet --release --locked --manifest-path bench/Cargo.toml --bin fianchetto-bench \
        ${features:+--features "$features"} -- perft "${args[@]}"
}
run portable "" ""
run x86-64-v3 "-C target-cpu=x86-64-v3" ""
run native "-C target-cpu=native" ""
if grep -qw bmi2 /proc/cpuinfo 2>/dev/null; then
    run native-pext "-C target-cpu=native" pext
else
    echo "== native-pext: skipped, this CPU has no BMI2"
fi
