"""Writes crafted.pgn, the explorer tests' own collection (python-chess 1.11.2, a fixed seed):
standard games whose openings transpose into each other, games that repeat positions (one ends
in a position it had left before), en passant chances, a broken game, `*` results, every speed
bucket and games without one, partial dates, players who recur with either colour, and Chess960,
crazyhouse and three-check games.

    python3 testdata/explorer/make_collection.py   # from the repository root
"""

import random

import chess
import chess.pgn
import chess.variant

assert chess.__version__ == "1.11.2", chess.__version__

OUT = "testdata/explorer/crafted.pgn"
PLAYERS = ["Ann Lee", "bob", "Carla_99", "Dmitri Ivanov", "eve", "Fritz 17", "Gao Yu", "hans"]
TIME_CONTROLS = ["15+0", "30+0", "60+1", "120+1", "180+2", "300+3", "479+0", "480+0", "600+5",
                 "900+10", "1499+0", "1500+0", "1800+20", "-", "?", None, "10+0.05"]
# Openings that reach the same positions by different move orders.
OPENINGS = [
    "d2d4 d7d5 g1f3", "g1f3 d7d5 d2d4", "d2d4 g8f6 c2c4 e7e6", "c2c4 e7e6 d2d4 g8f6",
    "e2e4 c7c5 g1f3 d7d6", "g1f3 c7c5 e2e4 d7d6", "e2e4 e7e6 d2d4 d7d5", "d2d4 e7e6 e2e4 d7d5",
    "e2e4 d7d5 e4e5 f7f5", "e2e4 g8f6 e4e5 d7d5", "d2d4 c7c5 d4d5 e7e5",
    "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8",
    "e2e4 e7e5 g1f3 b8c6 f3g1 c6b8 g1f3 b8c6",
    "", "", "",
]


def date(rng):
    year, month, day = rng.choice([2023, 2024]), rng.randint(1, 12), rng.randint(1, 28)
    kind = rng.random()
    if kind < 0.1:
        return f"{year}.??.??"
    if kind < 0.15:
        return "????.??.??"
    return f"{year}.{month:02}.{day:02}"


def tags(game, rng, result):
    white, black = rng.sample(PLAYERS, 2)
    game.headers["Event"] = "Explorer test"
    game.headers["White"] = white
    game.headers["Black"] = black
    game.headers["Result"] = result
    when = date(rng)
    if rng.random() < 0.7:
        game.headers["UTCDate"] = when
        game.headers["UTCTime"] = f"{rng.randint(0, 23):02}:{rng.randint(0, 59):02}:{rng.randint(0, 59):02}"
        game.headers["Date"] = date(rng)
    else:
        game.headers["Date"] = when
    for side in ("WhiteElo", "BlackElo"):
        if rng.random() < 0.85:
            game.headers[side] = str(rng.randint(900, 2700))
        elif rng.random() < 0.5:
            game.headers[side] = "?"
    control = rng.choice(TIME_CONTROLS)
    if control is not None:
        game.headers["TimeControl"] = control


def play_out(board, rng, plies):
    moves = []
    for _ in range(plies):
        legal = list(board.legal_moves)
        if not legal or board.is_game_over():
            break
        # Prefer en passant and double pawn pushes now and then, so en passant squares occur.
        special = [m for m in legal if board.is_en_passant(m)] or [
            m for m in legal if board.piece_type_at(m.from_square) == chess.PAWN
            and abs(m.to_square - m.from_square) == 16]
        move = rng.choice(special) if special and rng.random() < 0.3 else rng.choice(legal)
        board.push(move)
        moves.append(move)
    return moves


def result_of(board, rng):
    if rng.random() < 0.1:
        return "*"
    outcome = board.outcome()
    if outcome is not None:
        return outcome.result()
    return rng.choice(["1-0", "0-1", "1/2-1/2"])


def standard_game(rng):
    board = chess.Board()
    for uci in rng.choice(OPENINGS).split():
        board.push_uci(uci)
    play_out(board, rng, rng.randint(0, 30))
    game = chess.pgn.Game.from_board(board)
    tags(game, rng, result_of(board, rng))
    return str(game)


def variant_game(rng, board, name):
    play_out(board, rng, rng.randint(5, 40))
    game = chess.pgn.Game.from_board(board)
    tags(game, rng, result_of(board, rng))
    game.headers["Variant"] = name
    return str(game)


def main():
    rng = random.Random(34)
    games = [standard_game(rng) for _ in range(160)]
    for _ in range(12):
        games.append(variant_game(rng, chess.Board.from_chess960_pos(rng.randrange(960)), "Chess960"))
    games.append(variant_game(rng, chess.Board.from_chess960_pos(518), "Chess960"))
    for _ in range(15):
        games.append(variant_game(rng, chess.variant.CrazyhouseBoard(), "Crazyhouse"))
    for _ in range(10):
        games.append(variant_game(rng, chess.variant.ThreeCheckBoard(), "Three-check"))
    # A game that ends where it started, having left the start twice: it counts under 1. Nf3.
    games.append('[Event "Explorer test"]\n[White "bob"]\n[Black "eve"]\n[Result "1/2-1/2"]\n'
                 '[TimeControl "180+0"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 1/2-1/2')
    # A broken game: the moves before the illegal one count, under its Result tag.
    games.append('[Event "Explorer test"]\n[White "eve"]\n[Black "bob"]\n[Result "0-1"]\n'
                 '[TimeControl "60+0"]\n\n1. e4 e5 2. Nf3 Nc6 3. Ke3 Nf6 0-1')
    # A standard game with a FEN tag of the start position, and one from a later position.
    games.append('[Event "Explorer test"]\n[White "hans"]\n[Black "Gao Yu"]\n[Result "1-0"]\n'
                 '[SetUp "1"]\n[FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"]\n\n'
                 '1. d4 d5 2. Nf3 1-0')
    games.append('[Event "Explorer test"]\n[White "Gao Yu"]\n[Black "hans"]\n[Result "0-1"]\n'
                 '[SetUp "1"]\n[FEN "rnbqkbnr/ppp1pppp/8/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R b KQkq - 1 2"]\n\n'
                 '2... Nf6 3. c4 e6 0-1')
    rng.shuffle(games)
    with open(OUT, "w", encoding="utf-8") as out:
        out.write("\n\n".join(games) + "\n")


if __name__ == "__main__":
    main()
