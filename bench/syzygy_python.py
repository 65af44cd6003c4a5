#!/usr/bin/env python3
"""python-chess's Syzygy probes of the positions `fianchetto-bench syzygy` probes, in the same
order, one thread:

    python3 bench/syzygy_python.py [--rounds N]

Reads testdata/syzygy/expected.tsv (10,980 positions with python-chess 1.11.2's answers) and
shuffles it with the bench's generator (splitmix64, Fisher-Yates, same seed), so both programs
print the same first position. One untimed pass per kind checks every answer against the file;
then each round times one pass of probe_wdl and one of probe_dtz. Prints thousand probes/s,
best / median, the cold rates (a fresh tablebase's first pass, which opens the files) and the
CPU time per probe.
"""

import argparse
import os
import statistics
import sys
import time

import chess
import chess.syzygy

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "testdata", "syzygy")
TABLES = os.path.join(DATA, "tables")
EXPECTED = os.path.join(DATA, "expected.tsv")

SEED = 0x5359_5A59_4759  # as bench/src/syzygy.rs
MASK = (1 << 64) - 1


class SplitMix:
    """splitmix64, as bench/src/syzygy.rs has it."""

    def __init__(self, seed):
        self.state = seed

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)


def shuffle(items):
    rng = SplitMix(SEED)
    for i in range(len(items) - 1, 0, -1):
        j = rng.next() % (i + 1)
        items[i], items[j] = items[j], items[i]


def read_rows():
    rows = []
    with open(EXPECTED) as f:
        next(f)
        for line in f:
            _table, _kind, fen, wdl, dtz = line.rstrip("\n").split("\t")
            rows.append((fen, chess.Board(fen), int(wdl), int(dtz)))
    shuffle(rows)
    return rows


def one_pass(probe, boards):
    """Wall and CPU seconds of probing every board once."""
    start, cpu = time.perf_counter(), time.process_time()
    for board in boards:
        probe(board)
    return time.perf_counter() - start, time.process_time() - cpu


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()

    rows = read_rows()
    boards = [r[1] for r in rows]
    n = len(rows)
    print(f"python-chess {chess.__version__}, Python {sys.version.split()[0]}; {n} positions, "
          f"first of the shuffled: {rows[0][0]}", file=sys.stderr)

    kinds = [("WDL", "probe_wdl", 2), ("DTZ", "probe_dtz", 3)]
    cold = {}
    for name, method, _ in kinds:
        with chess.syzygy.open_tablebase(TABLES) as fresh:
            cold[name] = one_pass(getattr(fresh, method), boards)[0]

    with chess.syzygy.open_tablebase(TABLES) as tb:
        for name, method, col in kinds:
            probe = getattr(tb, method)
            wrong = [r[0] for r in rows if probe(r[1]) != r[col]]
            if wrong:
                sys.exit(f"{name}: {len(wrong)} answers differ from expected.tsv, e.g. {wrong[0]}")
        times = {name: [] for name, _, _ in kinds}
        for round_ in range(args.rounds):
            for name, method, _ in kinds:
                times[name].append(one_pass(getattr(tb, method), boards))
            print(f"python round {round_ + 1}/{args.rounds} done", file=sys.stderr)

    def rate(seconds):
        return n / seconds / 1e3

    print(f"\n## python-chess {chess.__version__} syzygy ({n} positions, shuffled; warm; "
          f"{args.rounds} rounds; thousand probes/s best / median)\n")
    print("| library | WDL | DTZ | cold WDL | cold DTZ | CPU µs/probe WDL | CPU µs/probe DTZ |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    walls = {name: [w for w, _ in t] for name, t in times.items()}
    cpus = {name: [c for _, c in t] for name, t in times.items()}
    cells = " | ".join(
        f"{rate(min(t)):.1f} / {rate(statistics.median_low(t)):.1f}" for t in walls.values())
    per_probe = " | ".join(f"{statistics.median_low(t) / n * 1e6:.1f}" for t in cpus.values())
    print(f"| python-chess | {cells} | {rate(cold['WDL']):.1f} | {rate(cold['DTZ']):.1f} | "
          f"{per_probe} |")
    print("\nCPU µs/probe: process CPU time (time.process_time), median of the rounds; compare "
          "with the bench's CPU table, which other load on the machine disturbs less than wall "
          "time.")


if __name__ == "__main__":
    main()
