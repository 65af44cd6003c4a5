# Writes crates/notation/testdata/lan.tsv (run from the workspace root): FEN, the move as
# king-takes-rook UCI, and the LAN python-chess writes for it.
import random, chess
random.seed(20240601)
rows = []
def add(board, move):
    rows.append((board.fen(), board.uci(move, chess960=True), board.lan(move)))

def mates(board, move):
    board.push(move)
    mate = board.is_checkmate()
    board.pop()
    return mate

def rare(board, move):
    return board.is_castling(move) or board.is_en_passant(move) or move.promotion or mates(board, move)

# Every legal move of the tricky perft positions.
for line in open('crates/movegen/testdata/tricky.perft'):
    if line.startswith('epd '):
        board = chess.Board(line[4:].strip() + ' 0 1')
        for move in board.legal_moves:
            add(board, move)
# Random games, standard and Chess960 (mates preferred when on offer): the move played, plus
# every castle, en passant, promotion and mate on offer at each ply.
for game in range(12):
    board = chess.Board.from_chess960_pos(random.randrange(960)) if game % 3 == 2 else chess.Board()
    for ply in range(100):
        moves = list(board.legal_moves)
        if not moves:
            break
        move = random.choice([m for m in moves if mates(board, m)] or moves)
        add(board, move)
        for m in moves:
            if m != move and rare(board, m):
                add(board, m)
        board.push(move)
seen = set()
for r in rows:
    if r not in seen:
        seen.add(r)
        print('\t'.join(r))
