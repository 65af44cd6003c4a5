#!/usr/bin/env python3
"""Random odd positions of every variant with python-chess's verdicts, for the ignored test
`random_positions_agree_with_python_chess` in `crates/variant/tests/random_positions.rs`:

    python3 crates/variant/tests/random_positions.py 2000 > /tmp/random_positions.tsv
    VARIANT_RANDOM_POSITIONS=/tmp/random_positions.tsv \\
        cargo test -p fianchetto-variant --test random_positions -- --ignored

Positions are random placements (kings mostly where the variant wants them, a random number
of other pieces anywhere, pawns sometimes on the back ranks), random castling rights among the
rooks on the back ranks, an en passant square where a pawn could just have pushed (sometimes
anywhere), random pockets, remaining checks and promoted marks, in both castling modes. Most
are refused by `status()`; the valid ones come with their legal moves and endings.

One row per position, tab-separated: variant, chess960 (0/1), board FEN (with `~`), turn,
castling rights as squares (`a1,h8` or `-`), en passant square or `-`, halfmove clock, pockets
(`QNp` or `-`), remaining checks (`W+B`), valid (0/1), then for valid positions only: sorted
legal UCI moves (`-` if none), variant end (0/1), result, termination, check (0/1), the en
passant square FEN writes (`-` if none).
Deterministic for a given count (seeded); needs python-chess 1.11.2.
"""
import random
import sys

import chess
import chess.variant

VARIANTS = ["chess", "atomic", "antichess", "crazyhouse", "kingofthehill", "3check",
            "horde", "racingkings"]


def random_board(rng, variant):
    board = chess.variant.find_variant(variant)(None)
    occupied = set()

    def put(piece_type, color, squares=None):
        squares = [s for s in (squares or chess.SQUARES) if s not in occupied]
        if not squares:
            return None
        square = rng.choice(squares)
        occupied.add(square)
        board.set_piece_at(square, chess.Piece(piece_type, color), promoted=False)
        return square

    back = {chess.WHITE: list(chess.SquareSet(chess.BB_RANK_1)),
            chess.BLACK: list(chess.SquareSet(chess.BB_RANK_8))}
    # Kings: usually one per side where the variant has them, on the back rank half the time.
    for color in chess.COLORS:
        if variant == "horde" and color == chess.WHITE and rng.random() < 0.95:
            continue
        if variant == "antichess" and rng.random() < 0.3:
            continue
        n = 1 if rng.random() < 0.93 else rng.choice([0, 2])
        for _ in range(n):
            put(chess.KING, color, back[color] if rng.random() < 0.5 else None)
    # Rooks on the back rank now and then, for castling.
    for color in chess.COLORS:
        for _ in range(rng.choice([0, 0, 1, 2])):
            put(chess.ROOK, color, back[color])
    # Other pieces.
    extra = rng.choice([0, 1, 2, 3, 4, 6, 8, 12, 20])
    if variant == "horde":
        for _ in range(rng.choice([0, 5, 15, 30])):
            ranks = chess.SquareSet(chess.BB_ALL & ~chess.BB_RANK_8)
            put(chess.PAWN, chess.WHITE, list(ranks))
    for _ in range(extra):
        color = rng.choice(chess.COLORS)
        piece_type = rng.choice([chess.PAWN, chess.PAWN, chess.KNIGHT, chess.BISHOP,
                                 chess.ROOK, chess.QUEEN])
        squares = None
        if piece_type == chess.PAWN and rng.random() < 0.9:
            squares = list(chess.SquareSet(chess.BB_ALL & ~chess.BB_BACKRANKS))
        put(piece_type, color, squares)
    board.turn = rng.choice(chess.COLORS)
    board.chess960 = rng.random() < 0.4
    # Castling rights: a random subset of the back-rank rooks, sometimes a stray square.
    rights = 0
    for color in chess.COLORS:
        rank = chess.BB_RANK_1 if color == chess.WHITE else chess.BB_RANK_8
        for square in chess.SquareSet(board.rooks & board.occupied_co[color] & rank):
            if rng.random() < 0.7:
                rights |= chess.BB_SQUARES[square]
    if rng.random() < 0.05:
        rights |= chess.BB_SQUARES[rng.choice(chess.SQUARES)]
    board.castling_rights = rights
    # En passant: behind a pawn of the side not to move on its fourth rank, sometimes.
    them = not board.turn
    fourth = chess.BB_RANK_4 if them == chess.WHITE else chess.BB_RANK_5
    pushed = list(chess.SquareSet(board.pawns & board.occupied_co[them] & fourth))
    if pushed and rng.random() < 0.6:
        square = rng.choice(pushed)
        board.ep_square = square - 8 if them == chess.WHITE else square + 8
    elif rng.random() < 0.03:
        board.ep_square = rng.choice(chess.SQUARES)
    board.halfmove_clock = rng.choice([0, 0, 5, 99, 149, 150, 200])
    if variant == "crazyhouse":
        for color in chess.COLORS:
            for _ in range(rng.choice([0, 0, 1, 3, 6])):
                board.pockets[color].add(rng.choice([chess.PAWN, chess.KNIGHT, chess.BISHOP,
                                                     chess.ROOK, chess.QUEEN]))
        promotable = board.occupied & ~board.pawns & ~board.kings
        for square in chess.SquareSet(promotable):
            if rng.random() < 0.2:
                board.promoted |= chess.BB_SQUARES[square]
    if variant == "3check":
        board.remaining_checks[chess.WHITE] = rng.choice([1, 2, 3, 3, 0])
        board.remaining_checks[chess.BLACK] = rng.choice([1, 2, 3, 3, 0])
    return board


def squares_text(bb):
    return ",".join(chess.square_name(s) for s in chess.SquareSet(bb)) or "-"


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    assert chess.__version__ == "1.11.2", chess.__version__
    for vi, variant in enumerate(VARIANTS):
        for i in range(count):
            rng = random.Random(vi * 1_000_003 + i)
            board = random_board(rng, variant)
            pockets = "-"
            if variant == "crazyhouse":
                pockets = (str(board.pockets[chess.WHITE]).upper() + str(board.pockets[chess.BLACK])) or "-"
            checks = "3+3"
            if variant == "3check":
                checks = "%d+%d" % (board.remaining_checks[chess.WHITE],
                                    board.remaining_checks[chess.BLACK])
            row = [variant, "1" if board.chess960 else "0", board.board_fen(promoted=True),
                   "w" if board.turn else "b", squares_text(board.castling_rights),
                   chess.square_name(board.ep_square) if board.ep_square is not None else "-",
                   str(board.halfmove_clock), pockets, checks]
            valid = board.is_valid()
            row.append("1" if valid else "0")
            if valid:
                moves = sorted(board.uci(m) for m in board.legal_moves)
                outcome = board.outcome()
                ep = board.fen().split()[3]
                row += [" ".join(moves) or "-", "1" if board.is_variant_end() else "0",
                        outcome.result() if outcome else "-",
                        outcome.termination.name if outcome else "-",
                        "1" if board.is_check() else "0", ep]
            print("\t".join(row))


if __name__ == "__main__":
    main()
