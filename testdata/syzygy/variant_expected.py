"""Writes what python-chess 1.11.2 answers for random positions of atomic and antichess tables.

    python3 testdata/syzygy/variant_expected.py atomic TABLE_DIR OUT.tsv [PER_TABLE]
    python3 testdata/syzygy/variant_expected.py antichess TABLE_DIR OUT.tsv [PER_TABLE]

For each table whose WDL and DTZ files are in TABLE_DIR (sorted by name), PER_TABLE positions
(default 40, half with each side to move): the table's pieces on random empty squares (pawns on
ranks 2-7), drawn again until python-chess calls the board valid and the game is not over.
Rows: table, fen, probe_wdl, probe_dtz. Deterministic (seeded per table).
"""

import os
import random
import sys

import chess
import chess.syzygy
import chess.variant

BOARDS = {"atomic": chess.variant.AtomicBoard, "antichess": chess.variant.AntichessBoard}
SEED = 47


def random_board(rng, name, Board, white_to_move):
    white, black = name.split("v")
    while True:
        board = Board(None)
        board.clear()
        for color, side in ((chess.WHITE, white), (chess.BLACK, black)):
            for letter in side:
                piece = chess.Piece.from_symbol(letter if color else letter.lower())
                while True:
                    square = rng.randrange(64)
                    if board.piece_at(square) is None and not (
                        piece.piece_type == chess.PAWN and chess.square_rank(square) in (0, 7)
                    ):
                        break
                board.set_piece_at(square, piece)
        board.turn = chess.WHITE if white_to_move else chess.BLACK
        if board.is_valid() and not board.is_variant_end():
            return board


def main():
    variant, directory, out = sys.argv[1:4]
    per_table = int(sys.argv[4]) if len(sys.argv) > 4 else 40
    assert chess.__version__ == "1.11.2", chess.__version__
    Board = BOARDS[variant]
    names = sorted(
        os.path.splitext(f)[0]
        for f in os.listdir(directory)
        if f.endswith(Board.tbw_suffix) or f.endswith(Board.pawnless_tbw_suffix or Board.tbw_suffix)
    )
    tables = chess.syzygy.open_tablebase(directory, VariantBoard=Board)
    with open(out, "w") as f:
        f.write("table\tfen\twdl\tdtz\n")
        for name in sorted(set(names)):
            rng = random.Random(f"{SEED}{name}")
            for i in range(per_table):
                board = random_board(rng, name, Board, i % 2 == 0)
                try:
                    wdl = tables.probe_wdl(board)
                    dtz = tables.probe_dtz(board)
                except KeyError:
                    continue  # a table a capture leads to is not in the directory
                f.write(f"{name}\t{board.fen()}\t{wdl}\t{dtz}\n")


if __name__ == "__main__":
    main()
