# Writes White's back rank of each Chess960 start position as python-chess numbers them.
import chess
for n in range(960):
    b = chess.Board.from_chess960_pos(n)
    print(n, b.board_fen().split('/')[-1])
