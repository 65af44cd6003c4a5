#!/usr/bin/env python3
"""Writes root.tsv: for about 200 positions of expected.tsv, every legal move
with python-chess's probes of the position after the move; the data a
root-move ranking test needs.

    python3 testdata/syzygy/root.py                # from the repository root, after expected.py
    python3 testdata/syzygy/root.py --any-version

Deterministic: the positions are drawn with a seeded random.Random from
expected.tsv (PER_SIDE `random` rows per table and side to move, among those
with at least one legal move, plus EN_PASSANT `en_passant` rows); moves are in
python-chess's generation order. Refuses any python-chess other than 1.11.2
unless --any-version is given.

Rows (tab separated, one header line), one per legal move:
    table  fen  root_wdl  root_dtz  move  san  zeroing  checkmate  wdl_after  dtz_after
fen, root_wdl and root_dtz are the root position and its probes (as in
expected.tsv); move is UCI, san is SAN; zeroing is 1 if the move is a capture
(en passant included) or a pawn move, else 0; checkmate is 1 if the move
checkmates; wdl_after and dtz_after are probe_wdl and probe_dtz of the
position after the move, so from the opponent's (the new side to move's)
point of view: a move that wins for the root side has wdl_after < 0.
"""

import os
import random
import sys

import chess
import chess.syzygy

HERE = os.path.dirname(os.path.abspath(__file__))
TABLES = os.path.join(HERE, "tables")
EXPECTED = os.path.join(HERE, "expected.tsv")
OUT = os.path.join(HERE, "root.tsv")

SEED = 20240612
PER_SIDE = 3      # random positions per table and side to move
EN_PASSANT = 10   # en passant positions (KPvKP)


def main():
    if chess.__version__ != "1.11.2" and "--any-version" not in sys.argv[1:]:
        sys.exit(f"root.py records python-chess 1.11.2, this is {chess.__version__}; "
                 "pass --any-version to run anyway")
    rng = random.Random(SEED)

    groups = {}
    with open(EXPECTED) as f:
        header = f.readline().rstrip("\n").split("\t")
        assert header == ["table", "kind", "fen", "wdl", "dtz"], header
        for line in f:
            table, kind, fen, wdl, dtz = line.rstrip("\n").split("\t")
            board = chess.Board(fen)
            if kind == "random":
                if not any(board.generate_legal_moves()):
                    continue
                key = (table, kind, board.turn)
            elif kind == "en_passant":
                key = (table, kind, None)
            else:
                continue
            groups.setdefault(key, []).append((table, fen, wdl, dtz))

    roots = []
    for key in sorted(groups, key=lambda k: (k[0], k[1], str(k[2]))):
        n = EN_PASSANT if key[1] == "en_passant" else PER_SIDE
        roots += rng.sample(groups[key], n)

    rows = 0
    with chess.syzygy.open_tablebase(TABLES) as tb, open(OUT, "w", newline="\n") as out:
        out.write("table\tfen\troot_wdl\troot_dtz\tmove\tsan\tzeroing\tcheckmate\twdl_after\tdtz_after\n")
        for table, fen, wdl, dtz in roots:
            board = chess.Board(fen)
            assert str(tb.probe_wdl(board)) == wdl and str(tb.probe_dtz(board)) == dtz, fen
            for move in board.legal_moves:
                san = board.san(move)
                zeroing = int(board.is_zeroing(move))
                board.push(move)
                try:
                    mate = int(board.is_checkmate())
                    wdl_after = tb.probe_wdl(board)
                    dtz_after = tb.probe_dtz(board)
                finally:
                    board.pop()
                out.write(f"{table}\t{fen}\t{wdl}\t{dtz}\t{move.uci()}\t{san}\t{zeroing}\t{mate}\t{wdl_after}\t{dtz_after}\n")
                rows += 1
    print(f"{len(roots)} positions, {rows} moves -> {OUT}", file=sys.stderr)


if __name__ == "__main__":
    main()
