"""Writes python-chess 1.11.2's reading of the 20,000-game corpus as one digest a game
(``data/corpus-20k.expected``), so that ``test_pgn.py`` compares fianchetto's reading with it
without python-chess's minutes. Run from anywhere: ``python python/tests/expect_corpus.py``.
"""

from __future__ import annotations

import io
import pathlib
import sys

import chess
import chess.pgn
import zstandard

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from corpus_digest import digest  # noqa: E402

assert chess.__version__ == "1.11.2", chess.__version__
ROOT = pathlib.Path(__file__).resolve().parents[2]
CORPUS = ROOT / "testdata" / "corpus" / "games-20k.pgn.zst"
OUT = pathlib.Path(__file__).parent / "data" / "corpus-20k.expected"


def python_chess_games(text: io.TextIOBase):
    while True:
        game = chess.pgn.read_game(text)
        if game is None:
            return
        headers = dict(game.headers)
        moves, clocks, evals = [], [], []
        for node in game.mainline():
            moves.append(node.move.uci())
            clocks.append(node.clock())
            score = node.eval()
            evals.append(None if score is None else (score.white().score(), score.white().mate()))
        yield digest(headers, moves, clocks, evals, bool(game.errors))


def main() -> None:
    with CORPUS.open("rb") as packed:
        text = io.TextIOWrapper(zstandard.ZstdDecompressor().stream_reader(packed), encoding="utf-8")
        lines = [f"{number} {d}\n" for number, d in enumerate(python_chess_games(text), start=1)]
    OUT.write_text("".join(lines))
    print(f"{len(lines)} games -> {OUT}")


if __name__ == "__main__":
    main()
