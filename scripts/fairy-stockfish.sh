#!/usr/bin/env bash
# Builds a current Fairy-Stockfish (the engine the variant tests play against) into DIR, once:
# Debian's fairy-stockfish 11.1 is too old (no atomic; it plays racing kings on after the race
# is decided). The source is the engine inside the pyffish source package on PyPI, compiled
# without its Python and JavaScript bindings, with the defines pyffish's own setup.py uses
# (without PRECOMPUTED_MAGICS the engine searches its large-board magics at every start, for
# minutes). About a minute on 2 cores; a later run finds it built (DIR/version says which).
#
#   scripts/fairy-stockfish.sh DIR      # then FIANCHETTO_FAIRY_STOCKFISH=DIR/fairy-stockfish
set -euo pipefail
version=0.0.90
dir="${1:?usage: scripts/fairy-stockfish.sh DIR}"
program="$dir/fairy-stockfish"

if [ -x "$program" ] && [ "$(cat "$dir/version" 2>/dev/null)" = "$version" ]; then
    echo "Fairy-Stockfish (pyffish $version) is built: $program"
    exit 0
fi
mkdir -p "$dir"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# The source package only (pip prepares its metadata in an isolated build environment).
python3 -m pip download --quiet --no-deps --no-binary pyffish \
    "pyffish==$version" -d "$work" >&2
tar -xzf "$work/pyffish-$version.tar.gz" -C "$work"
src="$work/pyffish-$version/src"
flags=(-std=c++17 -O2 -DNDEBUG -DLARGEBOARDS -DALLVARS -DPRECOMPUTED_MAGICS
    -DNNUE_EMBEDDING_OFF -pthread)
case "$(uname -m)" in
x86_64) flags+=(-DIS_64BIT -DUSE_POPCNT -mpopcnt) ;;
aarch64 | arm64) flags+=(-DIS_64BIT) ;;
esac
mkdir -p "$work/obj/nnue/features" "$work/obj/nnue/layers" "$work/obj/syzygy"
(cd "$src" && ls ./*.cpp nnue/*.cpp nnue/*/*.cpp syzygy/*.cpp) | sed 's|^\./||' |
    grep -v -e pyffish.cpp -e ffishjs.cpp |
    xargs -P "$(getconf _NPROCESSORS_ONLN)" -I{} sh -c 'file=$0 out=$1; shift; g++ "$@" -c "$file" -o "$out"' \
        "$src/{}" "$work/obj/{}.o" "${flags[@]}"
find "$work/obj" -name '*.o' -print0 | xargs -0 g++ -pthread -o "$work/fairy-stockfish"
# Installed only once it answers the handshake with the variants the tests need (its whole
# answer read first: grep -q would stop reading early, and the engine die of a closed pipe).
handshake="$(printf 'uci\nquit\n' | timeout 60 "$work/fairy-stockfish" || true)"
if ! grep -q 'UCI_Variant.* var atomic' <<<"$handshake"; then
    echo "the Fairy-Stockfish built from pyffish $version does not offer atomic" >&2
    exit 1
fi
mv "$work/fairy-stockfish" "$program.tmp"
mv "$program.tmp" "$program"
echo "$version" >"$dir/version"
echo "Fairy-Stockfish (pyffish $version) built: $program"
