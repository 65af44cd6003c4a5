#!/usr/bin/env python3
"""Generate random-playout oracle data for lichess's seven chess variants.

    python3 testdata/variants/playouts.py            # writes testdata/variants/playouts/*.tsv

Deterministic: each game has its own `random.Random(seed)` with an integer
seed derived from the variant's position in VARIANTS and the game index, and
chooses among the legal moves sorted by their UCI string: uniformly in
even-numbered games, with a bias toward game-ending moves (and, in racing kings
and king of the hill, king moves toward the goal) in odd-numbered games. Output
depends only on the python-chess version (1.11.2 was used; the script refuses
to run on another version unless --any-version is given).

One TSV row per position: ply 0 is the start position, then one row after
every move, until the game ends (`board.outcome()` is not None) or MAX_PLIES
moves were played. See README.md for the columns and conventions.
"""
import argparse
import os
import random
import sys

import chess
import chess.variant

EXPECTED_VERSION = "1.11.2"
MAX_PLIES = 80

# (file stem, python-chess variant name, standard-start games, Chess960-start games)
VARIANTS = [
    ("atomic", "atomic", 30, 6),
    ("antichess", "antichess", 30, 6),
    ("crazyhouse", "crazyhouse", 24, 6),
    ("kingofthehill", "kingofthehill", 30, 6),
    ("3check", "3check", 30, 6),
    ("horde", "horde", 30, 0),
    ("racingkings", "racingkings", 30, 0),
]

COLUMNS = ["game", "ply", "move", "fen", "legal_uci", "legal_san",
           "variant_end", "result", "termination", "check", "start"]


def start_board(variant, game, n_std, rng):
    Board = chess.variant.find_variant(variant)
    if game < n_std:
        return Board(), "standard"
    # Chess960 start: Scharnagl number drawn from the game's RNG.
    scharnagl = rng.randrange(960)
    board = Board.from_chess960_pos(scharnagl)
    if variant == "antichess":
        # from_chess960_pos gives KQkq, but antichess has no castling
        # (AntichessBoard's own start FEN has '-'); drop the rights.
        board.castling_rights = chess.BB_EMPTY
    return board, f"chess960:{scharnagl}"


def row(game, ply, move_uci, board, start):
    moves = sorted(board.legal_moves, key=board.uci)
    ucis = [board.uci(m) for m in moves]
    sans = [board.san(m) for m in moves]
    outcome = board.outcome()
    return [
        str(game), str(ply), move_uci, board.fen(),
        " ".join(ucis) or "-", " ".join(sans) or "-",
        "1" if board.is_variant_end() else "0",
        outcome.result() if outcome else "-",
        outcome.termination.name if outcome else "-",
        "1" if board.is_check() else "0",
        start,
    ], moves, outcome


def choose(rng, board, moves, variant, biased):
    """Uniform choice; in biased games, first prefer game-ending moves and
    (racingkings/kingofthehill) king moves toward the goal, so that variant
    endings show up within MAX_PLIES."""
    if biased:
        if rng.random() < 0.7:
            ending = []
            for m in moves:
                board.push(m)
                if board.outcome() is not None:
                    ending.append(m)
                board.pop()
            if ending:
                return rng.choice(ending)
        if variant in ("racingkings", "kingofthehill") and rng.random() < 0.5:
            def goal_distance(sq):
                if variant == "racingkings":
                    return 7 - chess.square_rank(sq)
                return min(chess.square_distance(sq, c) for c in (chess.D4, chess.E4, chess.D5, chess.E5))
            king = board.king(board.turn)
            if king is not None:
                closer = [m for m in moves if m.from_square == king and m.drop is None
                          and goal_distance(m.to_square) < goal_distance(king)]
                if closer:
                    return rng.choice(closer)
    return rng.choice(moves)


def play(vi, variant, n_std, n_960):
    rows = []
    for game in range(n_std + n_960):
        rng = random.Random(1_000_003 * (vi + 1) + game)
        board, start = start_board(variant, game, n_std, rng)
        r, moves, outcome = row(game, 0, "-", board, start)
        rows.append(r)
        ply = 0
        while outcome is None and moves and ply < MAX_PLIES:
            move = choose(rng, board, moves, variant, biased=game % 2 == 1)
            uci = board.uci(move)
            board.push(move)
            ply += 1
            r, moves, outcome = row(game, ply, uci, board, start)
            rows.append(r)
    return rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "playouts"))
    ap.add_argument("--any-version", action="store_true")
    args = ap.parse_args()
    if chess.__version__ != EXPECTED_VERSION and not args.any_version:
        sys.exit(f"python-chess {chess.__version__} installed, data was made with {EXPECTED_VERSION}")
    os.makedirs(args.out, exist_ok=True)
    for vi, (stem, variant, n_std, n_960) in enumerate(VARIANTS):
        rows = play(vi, variant, n_std, n_960)
        path = os.path.join(args.out, f"{stem}.tsv")
        with open(path, "w", newline="\n") as f:
            f.write(f"# python-chess {chess.__version__} variant={variant} "
                    f"generator=testdata/variants/playouts.py max_plies={MAX_PLIES}\n")
            f.write("\t".join(COLUMNS) + "\n")
            for r in rows:
                f.write("\t".join(r) + "\n")
        ends = {}
        for r in rows:
            if r[8] != "-":
                ends[r[8]] = ends.get(r[8], 0) + 1
        print(f"{stem}: {n_std + n_960} games, {len(rows)} rows, {os.path.getsize(path)} bytes, endings {ends}")


if __name__ == "__main__":
    main()
