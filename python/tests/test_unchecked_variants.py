"""Variant boards that are not legal positions of their variant, on the same unchecked layer as
standard chess: python-chess's answers on random boards of the seven variants (generated once
with python-chess as the oracle and committed as data), and the variant-only behaviours around
them (pockets and checks edited in place, mirror, EPD, irreversible moves, LegalMoveGenerator
on any board). Every expected value is python-chess 1.11.2's."""

import json
from pathlib import Path

import pytest

import fianchetto
from fianchetto import Move, syzygy, variant

CASES = json.loads((Path(__file__).parent / "data" / "unchecked_variant_boards.json").read_text())


@pytest.mark.parametrize("case", CASES, ids=[f"{case['variant']}:{case['fen']}" for case in CASES])
def test_python_chess_answers(case):
    board = variant.find_variant(case["variant"])(case["fen"])
    assert board.fen() == case["out_fen"]
    assert int(board.status()) == case["status"]
    assert board.is_valid() == (case["status"] == 0)
    assert sorted(m.uci() for m in board.generate_legal_moves()) == case["legal"]
    assert sorted(m.uci() for m in board.generate_pseudo_legal_moves()) == case["pseudo"]
    assert board.is_check() == case["is_check"]
    ends = [board.is_variant_end(), board.is_variant_win(), board.is_variant_loss(), board.is_variant_draw()]
    assert ends == case["variant_end"]
    assert board.is_insufficient_material() == case["insufficient_material"]
    for uci, fen in case["after"].items():
        board.push(Move.from_uci(uci))
        assert board.fen() == fen
        board.pop()
        assert board.fen() == case["out_fen"]


def test_atomic_board_with_too_many_pieces_plays():
    board = variant.AtomicBoard("3kK3/8/8/2NNNNN1/2NN1pN1/2NN1NN1/2NNPNN1/2NNNNN1 w - - 0 1")
    assert int(board.status()) == 64
    assert len(list(board.legal_moves)) == 82
    assert len(list(board.pseudo_legal_moves)) == 83
    board.push_san("e4")
    board.push_san("fxe3")
    assert board.fen() == "3kK3/8/8/2NNNNN1/2N3N1/2N3N1/2N3N1/2NNNNN1 w - - 0 2"


def test_racing_kings_in_check_is_invalid_but_moves():
    board = variant.RacingKingsBoard("8/8/8/8/R7/8/krbnNB1K/qrbnNBRQ b - - 1 1")
    assert int(board.status()) == 102400
    assert not board.is_valid()
    assert sorted(m.uci() for m in board.legal_moves) == ["a2b3", "c2a4"]


def test_horde_pawns_on_the_first_rank_step_twice():
    board = variant.HordeBoard("8/8/8/8/8/3k1p2/8/PPPPPPPP w - - 0 1")
    assert sorted(m.uci() for m in board.generate_legal_moves()) == [
        "a1a2", "a1a3", "b1b2", "b1b3", "c1c2", "c1c3", "d1d2", "e1e2", "e1e3",
        "f1f2", "g1g2", "g1g3", "h1h2", "h1h3",
    ]


def test_suicide_king_promotion_is_pseudo_legal():
    board = variant.SuicideBoard("8/6P1/8/3K1k2/8/8/3p4/8 b - - 0 1")
    assert board.is_pseudo_legal(Move.from_uci("d2d1k"))
    assert board.san(Move.from_uci("d2d1k")) == "d1=K"
    assert sorted(m.uci() for m in board.generate_pseudo_legal_moves()) == [
        "d2d1b", "d2d1k", "d2d1n", "d2d1q", "d2d1r",
        "f5e4", "f5e5", "f5e6", "f5f4", "f5f6", "f5g4", "f5g5", "f5g6",
    ]


def test_variant_empty_board_and_lone_king():
    board = variant.AtomicBoard.empty()
    assert board.fen() == "8/8/8/8/8/8/8/8 w - - 0 1"
    assert int(board.status()) == 2050
    board.set_piece_at(fianchetto.D1, fianchetto.Piece.from_symbol("k"))
    assert int(board.status()) == 0
    assert board.is_variant_loss()
    tables = syzygy.Tablebase(VariantBoard=variant.AtomicBoard)
    assert tables.probe_wdl(board) == -2
    assert tables.probe_dtz(board) == -1
    assert variant.ThreeCheckBoard.empty().fen() == "8/8/8/8/8/8/8/8 w - - 3+3 0 1"
    assert variant.CrazyhouseBoard.empty().fen() == "8/8/8/8/8/8/8/8[] w - - 0 1"


def test_pocket_and_check_edits_keep_the_stack():
    board = variant.CrazyhouseBoard()
    board.push_san("e4")
    board.pockets[fianchetto.WHITE].add(fianchetto.PAWN)
    assert len(board.move_stack) == 1
    assert board.fen() == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR[P] b KQkq - 0 1"
    board.pop()
    assert board.fen() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"
    board = variant.ThreeCheckBoard()
    board.push_san("e4")
    board.remaining_checks[fianchetto.WHITE] = 1
    assert board.fen() == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 1+3 0 1"
    board.pop()
    assert board.fen() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1"


def test_mirror_swaps_pockets_and_checks():
    board = variant.CrazyhouseBoard("r1b1k2r/p1pq1ppp/1bBbnp2/8/6N1/5P2/PPP2PPP/R4RK1/PQPPNn w kq - 30 16")
    assert board.mirror().fen() == "r4rk1/ppp2ppp/5p2/6n1/8/1BbBNP2/P1PQ1PPP/R1B1K2R[Nqnppp] b KQ - 30 16"
    assert board.mirror().mirror() == board
    board = variant.ThreeCheckBoard("3R4/1p3rpk/p4p1p/2B1n3/8/2P1PP2/bPN4P/6K1 w - - 5 29 +2+0")
    assert board.mirror().fen() == "6k1/Bpn4p/2p1pp2/8/2b1N3/P4P1P/1P3RPK/3r4 b - - 3+1 5 29"


def test_three_check_epd():
    assert variant.ThreeCheckBoard().epd() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3"
    board, operations = variant.ThreeCheckBoard.from_epd(
        "4r3/ppk3p1/4b2p/2ppPp2/5P2/2P3P1/PP1N2P1/3R2K1 w - - 1+3 hmvc 5; fmvn 9;"
    )
    assert board.fen() == "4r3/ppk3p1/4b2p/2ppPp2/5P2/2P3P1/PP1N2P1/3R2K1 w - - 1+3 5 9"
    assert operations == {"hmvc": 5, "fmvn": 9}


@pytest.mark.parametrize(
    "name, irreversible",
    [("crazyhouse", [False, False, False]), ("3check", [True, True, True]), ("atomic", [True, True, True])],
)
def test_irreversible_with_a_legal_en_passant(name, irreversible):
    # A legal en passant capture is given up by any move but in crazyhouse, where only lost
    # castling rights count.
    board = variant.find_variant(name)("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b - e3 0 3")
    moves = [Move.from_uci("g8f6"), Move.null(), Move.from_uci("a7a6")]
    assert [board.is_irreversible(m) for m in moves] == irreversible


def test_legal_move_generator_of_any_board():
    class Listing:
        def __init__(self):
            self.calls = 0

        def generate_legal_moves(self):
            self.calls += 1
            return iter([Move.from_uci("e2e4")])

    board = Listing()
    moves = fianchetto.LegalMoveGenerator(board)
    assert list(moves) == [Move.from_uci("e2e4")]
    assert board.calls == 1
    with pytest.raises(TypeError):
        len(moves)
    assert moves.count() == 1
    with pytest.raises(AttributeError):
        # python-chess asks the board's is_legal, which this one lacks.
        Move.from_uci("e2e4") in moves
    assert fianchetto.LegalMoveGenerator(fianchetto.Board()).count() == 20
