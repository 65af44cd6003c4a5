"""fianchetto against python-chess 1.11.2, ply by ply: seeded random games of standard chess,
Chess960 and each variant, played on both, compared after every ply: the legal moves, the SAN
of each, the FEN, check, the endings, repetition and the outcome, claimed or not."""

import random

import chess
import chess.polyglot
import chess.variant
import pytest

import fianchetto
import fianchetto.variant

assert chess.__version__ == "1.11.2"

BOARDS = {
    "chess": (chess.Board, fianchetto.Board),
    "atomic": (chess.variant.AtomicBoard, fianchetto.variant.AtomicBoard),
    "antichess": (chess.variant.AntichessBoard, fianchetto.variant.AntichessBoard),
    "crazyhouse": (chess.variant.CrazyhouseBoard, fianchetto.variant.CrazyhouseBoard),
    "kingofthehill": (chess.variant.KingOfTheHillBoard, fianchetto.variant.KingOfTheHillBoard),
    "3check": (chess.variant.ThreeCheckBoard, fianchetto.variant.ThreeCheckBoard),
    "horde": (chess.variant.HordeBoard, fianchetto.variant.HordeBoard),
    "racingkings": (chess.variant.RacingKingsBoard, fianchetto.variant.RacingKingsBoard),
}
GAMES = 6
MAX_PLIES = 160


def outcome(value):
    if value is None:
        return None
    return (value.termination.name, value.winner)


def compare(reference: chess.Board, board: fianchetto.Board, where: str) -> list:
    legal = sorted(m.uci() for m in reference.legal_moves)
    assert sorted(m.uci() for m in board.legal_moves) == legal, where
    assert board.legal_moves.count() == len(legal), where
    for uci in legal:
        assert board.san(fianchetto.Move.from_uci(uci)) == reference.san(chess.Move.from_uci(uci)), (where, uci)
    assert board.fen() == reference.fen(), where
    assert board.turn == reference.turn, where
    assert board.ep_square == reference.ep_square, where
    assert [m.uci() for m in board.move_stack] == [m.uci() for m in reference.move_stack], where
    assert board.board_fen() == reference.board_fen(), where
    assert board.is_check() == reference.is_check(), where
    assert board.is_checkmate() == reference.is_checkmate(), where
    assert board.is_stalemate() == reference.is_stalemate(), where
    assert board.is_insufficient_material() == reference.is_insufficient_material(), where
    assert board.is_variant_end() == reference.is_variant_end(), where
    assert board.is_repetition() == reference.is_repetition(), where
    assert board.is_repetition(2) == reference.is_repetition(2), where
    assert board.can_claim_fifty_moves() == reference.can_claim_fifty_moves(), where
    assert board.can_claim_threefold_repetition() == reference.can_claim_threefold_repetition(), where
    assert board.can_claim_draw() == reference.can_claim_draw(), where
    assert outcome(board.outcome()) == outcome(reference.outcome()), where
    assert outcome(board.outcome(claim_draw=True)) == outcome(reference.outcome(claim_draw=True)), where
    assert board.result() == reference.result(), where
    if reference.uci_variant == "chess":
        assert board.zobrist_hash() == chess.polyglot.zobrist_hash(reference), where
    return legal


def play(reference: chess.Board, board: fianchetto.Board, rng: random.Random, name: str) -> int:
    plies = 0
    while plies < MAX_PLIES:
        where = f"{name} after {[m.uci() for m in reference.move_stack]}"
        legal = compare(reference, board, where)
        if not legal or reference.is_game_over(claim_draw=False) and reference.outcome().termination not in (
            chess.Termination.THREEFOLD_REPETITION, chess.Termination.FIFTY_MOVES
        ):
            break
        # Now and then a move back to where a piece came from, so that positions repeat.
        uci = rng.choice(legal)
        if len(reference.move_stack) >= 2 and rng.random() < 0.4:
            back = reference.move_stack[-2]
            undo = chess.Move(back.to_square, back.from_square).uci()
            if undo in legal:
                uci = undo
        if rng.random() < 0.5:
            san = reference.san(chess.Move.from_uci(uci))
            assert board.push_san(san).uci() == uci, where
        else:
            board.push(fianchetto.Move.from_uci(uci))
        reference.push_uci(uci)
        plies += 1
        if rng.random() < 0.05:
            assert board.pop().uci() == reference.pop().uci()
            assert board.peek().uci() == reference.peek().uci() if reference.move_stack else True
            plies -= 1
    assert [m.uci() for m in board.move_stack] == [m.uci() for m in reference.move_stack]
    return plies


@pytest.mark.parametrize("variant", list(BOARDS))
def test_random_games_agree(variant):
    reference_class, board_class = BOARDS[variant]
    rng = random.Random(f"fianchetto-{variant}")
    total = 0
    for game in range(GAMES):
        total += play(reference_class(), board_class(), rng, f"{variant} game {game}")
    assert total > GAMES * 10


def test_random_chess960_games_agree():
    rng = random.Random("fianchetto-chess960")
    for game in range(GAMES):
        number = rng.randrange(960)
        reference = chess.Board.from_chess960_pos(number)
        board = fianchetto.Board.from_chess960_pos(number)
        play(reference, board, rng, f"chess960 #{number} game {game}")


def test_a_fifty_move_draw_agrees():
    fen = "8/8/4k3/8/8/4K3/8/R7 w - - 95 80"
    reference, board = chess.Board(fen), fianchetto.Board(fen)
    rng = random.Random("fifty")
    for _ in range(12):
        compare(reference, board, fen)
        uci = rng.choice(sorted(m.uci() for m in reference.legal_moves if not reference.is_capture(m)))
        reference.push_uci(uci)
        board.push_uci(uci)
    compare(reference, board, fen)
