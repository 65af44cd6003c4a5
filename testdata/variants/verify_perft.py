#!/usr/bin/env python3
"""Check the copied perft suites in perft/ against the installed python-chess.

Mirrors python-chess's examples/perft/perft.py: each suite is read into a
`chess.variant.find_variant(<name>)(chess960=True)` board with `set_epd`, and
every `perft D N` line with D <= --max-depth and N <= --max-nodes is recomputed.

    python3 testdata/variants/verify_perft.py [--max-depth 2] [--max-nodes 0]

Prints one line per checked (id, depth) and exits 1 on the first mismatch.
"""
import argparse
import os
import sys
import time

import chess
import chess.variant

SUITES = [
    ("3check.perft", "3check"),
    ("atomic.perft", "atomic"),
    ("crazyhouse.perft", "crazyhouse"),
    ("giveaway.perft", "antichess"),  # all EPDs have castling '-', so antichess == giveaway
    ("horde.perft", "horde"),
    ("racingkings.perft", "racingkings"),
]


def perft(depth, board):
    if depth == 0:
        return 1
    if depth == 1:
        return board.legal_moves.count()
    n = 0
    for m in board.legal_moves:
        board.push(m)
        n += perft(depth - 1, board)
        board.pop()
    return n


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--max-depth", type=int, default=2)
    ap.add_argument("--max-nodes", type=int, default=0,
                    help="also check deeper lines whose node count is at most this")
    args = ap.parse_args()
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "perft")
    print(f"python-chess {chess.__version__}")
    checked = skipped = 0
    for fname, variant in SUITES:
        board = chess.variant.find_variant(variant)(chess960=True)
        cur = None
        for line in open(os.path.join(here, fname)):
            line = line.strip()
            if not line or line[0] in "#%":
                continue
            cmd, arg = line.split(None, 1)
            if cmd == "id":
                cur = arg
            elif cmd == "epd":
                board.set_epd(arg)
            elif cmd == "perft":
                d, n = map(int, arg.split())
                if d > args.max_depth and n > args.max_nodes:
                    skipped += 1
                    continue
                t = time.perf_counter()
                got = perft(d, board)
                ok = "ok" if got == n else "MISMATCH"
                print(f"{ok}\t{fname}\t{variant}\t{cur}\tdepth {d}\texpected {n}\tgot {got}\t{time.perf_counter()-t:.1f}s", flush=True)
                if got != n:
                    sys.exit(1)
                checked += 1
    print(f"checked {checked}, skipped {skipped}")


if __name__ == "__main__":
    main()
