"""Each game's opening as python-chess 1.11.2 finds it by the data set's rule: the last position
of its mainline (the start included) whose EPD lichess's table names. Writes, per input, one line
a game: the table line's number (counted from 0 over a.tsv to e.tsv, headers left out), or `-`.

    python3 testdata/openings/expected.py   # from the repository root
"""

import glob
import io
import sys

import chess
import chess.pgn
import zstandard

assert chess.__version__ == "1.11.2", chess.__version__

DATA = "crates/openings/data"
INPUTS = {
    "testdata/corpus/games-20k.pgn.zst": "testdata/openings/games-20k.txt",
}


def table():
    named = {}
    for path in sorted(glob.glob(f"{DATA}/[a-e].tsv")):
        with open(path, encoding="utf-8") as lines:
            next(lines)
            for line in lines:
                eco, name, pgn = line.rstrip("\n").split("\t")
                board = chess.pgn.read_game(io.StringIO(pgn)).end().board()
                named[board.epd()] = len(named)
    return named


def openings(text, named):
    games = io.StringIO(text)
    while (game := chess.pgn.read_game(games)) is not None:
        found = "-"
        board = game.board()
        if board.epd() in named:
            found = named[board.epd()]
        for move in game.mainline_moves():
            board.push(move)
            found = named.get(board.epd(), found)
        yield found


def main():
    named = table()
    for source, target in INPUTS.items():
        with open(source, "rb") as packed:
            text = zstandard.ZstdDecompressor().stream_reader(packed).read().decode("utf-8")
        with open(target, "w", encoding="utf-8") as out:
            for found in openings(text, named):
                print(found, file=out)
    for path in sorted(glob.glob("testdata/pgn/*.pgn")):
        with open(path, encoding="utf-8-sig") as source:
            text = source.read()
        print(path, *openings(text, named), sep="\t")


if __name__ == "__main__":
    main()
