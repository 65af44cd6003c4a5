#!/usr/bin/env python3
"""Regenerate every testdata/dialects/<style>.expected from <style>.pgn.

Run from anywhere:  python3 testdata/dialects/expect.py

Each game that python-chess's chess.pgn.read_game returns (called in a loop
until it returns None) becomes one line:

    <status>\t<Event tag value>\t<mainline as UCI, space separated>

status is "ok" when game.errors is empty, else "error". Null moves are "0000".
Castling is written the way chess.Board.uci writes it for the game's starting
board: e1g1 in standard chess, king-takes-rook (e1h1) when game.board().chess960
is set. An empty mainline leaves the third field empty (the tab stays).
"""

import logging
import pathlib
import sys

import chess
import chess.pgn

HERE = pathlib.Path(__file__).resolve().parent
EXPECTED_VERSION = "1.11.2"

# read_game logs every error it records; they end up in game.errors anyway.
logging.getLogger("chess.pgn").setLevel(logging.CRITICAL)


def game_line(game: chess.pgn.Game) -> str:
    status = "ok" if not game.errors else "error"
    event = game.headers.get("Event", "")
    board = game.board()
    chess960 = board.chess960
    ucis = []
    for move in game.mainline_moves():
        ucis.append(board.uci(move, chess960=chess960))
        board.push(move)
    return f"{status}\t{event}\t{' '.join(ucis)}"


def expect(pgn_path: pathlib.Path) -> tuple[int, int]:
    lines = []
    errors = 0
    with open(pgn_path, encoding="utf-8", newline=None) as handle:
        while True:
            game = chess.pgn.read_game(handle)
            if game is None:
                break
            if game.errors:
                errors += 1
            lines.append(game_line(game))
    out = pgn_path.with_suffix(".expected")
    out.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return len(lines), errors


def main() -> int:
    paths = sorted(HERE.glob("*.pgn"))
    if not paths:
        print(f"no .pgn files in {HERE}", file=sys.stderr)
        return 1
    print(f"python-chess {chess.__version__}")
    if chess.__version__ != EXPECTED_VERSION:
        print(f"warning: the committed files come from python-chess {EXPECTED_VERSION}",
              file=sys.stderr)
    width = max(len(p.name) for p in paths)
    print(f"{'file':<{width}}  {'games':>5}  {'errors':>6}")
    print(f"{'-' * width}  {'-' * 5}  {'-' * 6}")
    total_games = total_errors = 0
    for path in paths:
        games, errors = expect(path)
        total_games += games
        total_errors += errors
        print(f"{path.name:<{width}}  {games:>5}  {errors:>6}")
    print(f"{'-' * width}  {'-' * 5}  {'-' * 6}")
    print(f"{'total':<{width}}  {total_games:>5}  {total_errors:>6}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
