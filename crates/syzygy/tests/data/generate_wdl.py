#!/usr/bin/env python3
"""Writes wdl.tsv: random legal positions of a few tables and python-chess's probe_wdl of each.

Run from the workspace root with python-chess installed (the expectations came from 1.11.2):
    python3 crates/syzygy/tests/data/generate_wdl.py > crates/syzygy/tests/data/wdl.tsv
Seeded, so the file is reproducible. Both sides to move; for tables with pawns of both sides,
some positions have a legal en passant capture, which the tables leave out and the probe tries.
"""

import random
import sys

import chess
import chess.syzygy

TABLES = "testdata/syzygy/tables"
MATERIALS = [
    "KQvK", "KRvK", "KBNvK", "KQQvK", "KRRvK", "KQvKR", "KBvKN", "KRvKR",
    "KPvK", "KRvKP", "KPvKP", "KPPvK", "KQvKP", "KBPvK",
]
PER_MATERIAL = 60


def random_board(rng, material):
    white, black = material.split("v")
    while True:
        board = chess.Board(None)
        squares = rng.sample(chess.SQUARES, len(white) + len(black))
        for color, side in ((chess.WHITE, white), (chess.BLACK, black)):
            for letter in side:
                board.set_piece_at(squares.pop(), chess.Piece.from_symbol(letter if color else letter.lower()))
        board.turn = rng.choice([chess.WHITE, chess.BLACK])
        if board.is_valid():
            return board


def en_passant_board(rng, material):
    """A position just after a double push next to an enemy pawn, or None."""
    board = random_board(rng, material)
    mover = not board.turn  # the side that just pushed
    for pawn in board.pieces(chess.PAWN, mover):
        rank = 3 if mover == chess.WHITE else 4
        file = rng.randrange(8)
        target = chess.square(file, rank)
        behind = chess.square(file, rank - 1 if mover == chess.WHITE else rank + 1)
        start = chess.square(file, rank - 2 if mover == chess.WHITE else rank + 2)
        if board.piece_at(target) or board.piece_at(behind) or board.piece_at(start):
            return None
        board.remove_piece_at(pawn)
        board.set_piece_at(target, chess.Piece(chess.PAWN, mover))
        board.ep_square = behind
        if board.is_valid() and board.has_legal_en_passant():
            return board
        return None
    return None


def main():
    rng = random.Random(20240611)
    tablebase = chess.syzygy.open_tablebase(TABLES)
    out = sys.stdout
    out.write("# fen\twdl (python-chess %s probe_wdl)\n" % chess.__version__)
    for material in MATERIALS:
        for _ in range(PER_MATERIAL):
            board = random_board(rng, material)
            out.write("%s\t%d\n" % (board.fen(), tablebase.probe_wdl(board)))
        if "P" in material.split("v")[0] and "P" in material.split("v")[1]:
            found = 0
            while found < 20:
                board = en_passant_board(rng, material)
                if board is not None:
                    out.write("%s\t%d\n" % (board.fen(), tablebase.probe_wdl(board)))
                    found += 1


if __name__ == "__main__":
    main()
