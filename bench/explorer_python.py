#!/usr/bin/env python3
"""What a python-chess user does without an index: replay every game of a collection and count
the positions asked about. Times one pass over the 20k corpus for five positions (the start,
after 1. e4, after 1. e4 c5 2. Nf3, after 1. d4 d5 2. c4, and after 1. e4 e5 2. Nf3 Nc6 3. Bb5
a6), counting each game once per position, as `fianchetto explore` does:

    python3 bench/explorer_python.py [PGN]

The time grows with the collection, not with the number of positions asked: a million-game
collection takes fifty times as long (docs/benchmarks.md).
"""

import io
import sys
import time

import chess
import chess.pgn
import zstandard

assert chess.__version__ == "1.11.2", chess.__version__

LINES = ["", "e2e4", "e2e4 c7c5 g1f3", "d2d4 d7d5 c2c4", "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6"]


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "testdata/corpus/games-20k.pgn.zst"
    with open(path, "rb") as raw:
        data = raw.read()
    if path.endswith(".zst"):
        data = zstandard.ZstdDecompressor().stream_reader(io.BytesIO(data)).read()
    wanted = {}
    for line in LINES:
        board = chess.Board()
        for uci in line.split():
            board.push_uci(uci)
        wanted[board._transposition_key()] = line
    counts = dict.fromkeys(LINES, 0)
    start = time.perf_counter()
    games = io.StringIO(data.decode("utf-8"))
    n = 0
    while (game := chess.pgn.read_game(games)) is not None:
        n += 1
        board = game.board()
        seen = set()
        for move in [None, *game.mainline_moves()]:
            if move is not None:
                board.push(move)
            key = board._transposition_key()
            if key in wanted:
                seen.add(wanted[key])
        for line in seen:
            counts[line] += 1
    seconds = time.perf_counter() - start
    print(f"python-chess {chess.__version__}: {n} games scanned in {seconds:.1f} s "
          f"({seconds / n * 1e6:.0f} us a game) for {len(LINES)} positions")
    for line, count in counts.items():
        print(f"  {count:>6} games reach [{line}]")


if __name__ == "__main__":
    main()
