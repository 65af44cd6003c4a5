"""python-chess's `chess.svg.board` on the position `fianchetto-bench pictures` draws, for the
table in docs/benchmarks.md: `pip install chess==1.11.2 && python3 bench/pictures.py`."""
import timeit

import chess
import chess.svg

board = chess.Board("r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4")
last_move = chess.Move.from_uci("a7a6")
arrows = [chess.svg.Arrow(chess.B5, chess.A4)]


def draw():
    return chess.svg.board(board, lastmove=last_move, arrows=arrows)


CALLS = 2000
rounds = sorted(timeit.timeit(draw, number=CALLS) / CALLS for _ in range(5))
print(f"python-chess {chess.__version__} chess.svg.board: best {rounds[0] * 1e6:.1f} us, "
      f"median {rounds[2] * 1e6:.1f} us, {len(draw())} bytes")
