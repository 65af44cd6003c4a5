# Writes crates/notation/testdata/history.tsv (run from the workspace root): games that reach
# the history rules, and after every ply what python-chess 1.11.2 says of the position.
#
# A game starts with a line `fen<TAB>FEN`; each ply follows as
# `UCI<TAB>outcome()<TAB>outcome(claim_draw=True)<TAB>can_claim_threefold_repetition()<TAB>can_claim_fifty_moves()`,
# the first line of a game (`-` for the move) describing the start position. An outcome is its
# termination's name, or `-` for none.
import random, chess
random.seed(20250121)

def name(outcome):
    return outcome.termination.name if outcome else '-'

def row(board, uci):
    print('\t'.join([uci, name(board.outcome()), name(board.outcome(claim_draw=True)),
                     str(int(board.can_claim_threefold_repetition())),
                     str(int(board.can_claim_fifty_moves()))]))

def game(fen, moves):
    board = chess.Board(fen)
    print('fen\t' + board.fen())
    row(board, '-')
    for move in moves(board):
        assert board.is_legal(move), (board.fen(), move)
        board.push(move)
        row(board, move.uci())

def uci_moves(text):
    def moves(board):
        for uci in text.split():
            yield chess.Move.from_uci(uci)
    return moves

def quiet_walk(plies):
    # Random moves that neither capture nor end the game by themselves, so the clock runs on.
    def moves(board):
        for _ in range(plies):
            options = []
            for m in board.legal_moves:
                board.push(m)
                ok = not board.is_checkmate() and not board.is_stalemate()
                board.pop()
                if ok and not board.is_capture(m) and board.piece_type_at(m.from_square) != chess.PAWN:
                    options.append(m)
            yield random.choice(options)
    return moves

# Threefold, then fivefold repetition by a knights' dance, then pawn moves that start afresh.
dance = 'g1f3 g8f6 f3g1 f6g8 '
game(chess.STARTING_FEN, uci_moves(dance * 4 + 'e2e4 e7e5 ' + dance * 2 + 'b1c3'))
# The dance after castling rights are lost: the kings' walk is irreversible.
game('r3k2r/pppq1ppp/2n2n2/3pp3/3PP3/2N2N2/PPPQ1PPP/R3K2R w KQkq - 4 8',
     uci_moves('e1e2 e8e7 e2e1 e7e8 ' + 'c3b1 c6b8 b1c3 b8c6 ' * 3))
# Both claims at once: the 50-move rule is named first.
game('7k/8/6K1/8/8/8/8/R7 w - - 92 90', uci_moves('a1a2 h8g8 a2a1 g8h8 ' * 3))
# The 50-move rule and the 75-move rule, from a clock already running, by random quiet moves.
game('7k/8/6K1/8/8/8/8/R7 w - - 90 80', quiet_walk(66))
game('8/2k5/8/3b4/8/4N3/2K5/8 b - - 95 110', quiet_walk(60))
