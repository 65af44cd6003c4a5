#!/usr/bin/env python3
"""Writes seven.pgn: short games of lichess's seven variants (and one of standard chess), for
`fianchetto analyse` against Fairy-Stockfish.

    python3 testdata/variants/analyse/make.py     # python-chess 1.11.2

Each variant's game is the first of a deterministic series of biased random playouts
(`random.Random(seed)`, moves sorted by UCI, game-ending moves preferred) that its own rule ends
within MAX_PLIES plies (LONGER for two; a king exploded or on the hill, the third check, the race won, no pieces
left, antichess's stalemate too); horde's, which no short playout ends, is cut at MAX_PLIES; crazyhouse's is the first with
a drop. The games are written with their Result as python-chess's outcome says.
"""
import io
import random
import sys

import chess
import chess.pgn
import chess.variant

MAX_PLIES = 24
# Antichess games end late, and a racing king walks seven ranks.
LONGER = {"Antichess": 100, "Racing Kings": 40}
VARIANTS = ["Atomic", "Antichess", "Crazyhouse", "King of the Hill", "Three-check", "Horde",
            "Racing Kings"]


def playout(board_class, seed):
    rng = random.Random(seed)
    board = board_class()
    plies = LONGER.get(board_class.aliases[0], MAX_PLIES)
    while len(board.move_stack) < plies and board.outcome() is None:
        moves = sorted(board.legal_moves, key=lambda m: m.uci())
        ending = []
        for m in moves:
            board.push(m)
            if board.outcome() is not None:
                ending.append(m)
            board.pop()
        forward = [m for m in moves if board.piece_type_at(m.from_square) == chess.KING
                   and chess.square_rank(m.to_square) > chess.square_rank(m.from_square)]
        if ending and rng.random() < 0.9:
            board.push(rng.choice(ending))
        elif forward and board_class.uci_variant == "racingkings" and rng.random() < 0.7:
            board.push(rng.choice(forward))
        else:
            board.push(rng.choice(moves))
    return board


def wanted(name, board):
    if name == "Horde":
        return True
    if name == "Crazyhouse":
        return any("@" in m.uci() for m in board.move_stack) and board.outcome() is None
    if name == "Antichess":
        return board.outcome() is not None
    return board.outcome() is not None and board.is_variant_end()


def main():
    if chess.__version__ != "1.11.2":
        sys.exit(f"python-chess 1.11.2 expected, found {chess.__version__}")
    out = io.StringIO()
    games = [("Standard", chess.Board, 0)]
    for name in VARIANTS:
        board_class = chess.variant.find_variant(name)
        seed = next(s for s in range(10_000) if wanted(name, playout(board_class, s)))
        games.append((name, board_class, seed))
    for number, (name, board_class, seed) in enumerate(games, 1):
        board = playout(board_class, seed) if name != "Standard" else standard()
        game = chess.pgn.Game.from_board(board)
        game.headers["Event"] = f"{name} game {number} (seed {seed})"
        for tag in ["Site", "Date", "Round", "White", "Black"]:
            del game.headers[tag]
        game.headers["Result"] = board.result(claim_draw=False)
        print(game, file=out, end="\n\n")
    with open(__file__.replace("make.py", "seven.pgn"), "w") as f:
        f.write(out.getvalue())


def standard():
    board = chess.Board()
    for san in "e4 e5 Nf3 Nc6 Bc4 Nf6 Ng5 d5 exd5 Nxd5".split():
        board.push_san(san)
    return board


main()
