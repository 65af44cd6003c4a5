"""Boards that are not legal positions: python-chess's answers on 200 random boards (kings,
pawns and castling rights anywhere) and 100 edited positions of random games (standard and
Chess960), generated once with python-chess as the oracle and committed as data, against
fianchetto's; and the edits of such boards."""

import json
from pathlib import Path

import pytest

import fianchetto
from fianchetto import Board, Move, Piece, Status

CASES = json.loads((Path(__file__).parent / "data" / "unchecked_boards.json").read_text())


@pytest.mark.parametrize("case", CASES, ids=[case["fen"] for case in CASES])
def test_python_chess_answers(case):
    board = Board(case["fen"], chess960=case.get("chess960", False))
    assert board.fen() == case["out_fen"]
    assert int(board.status()) == case["status"]
    assert sorted(m.uci() for m in board.legal_moves) == case["legal"]
    assert sorted(m.uci() for m in board.pseudo_legal_moves) == case["pseudo"]
    assert board.is_check() == case["is_check"]
    assert board.is_valid() == (board.status() == Status.VALID)
    if case["after"]:
        board.push(Move.from_uci(case["after"]["move"]))
        assert board.fen() == case["after"]["fen"]
        assert sorted(m.uci() for m in board.legal_moves) == case["after"]["legal"]
        board.pop()
        assert board.fen() == case["out_fen"]


def test_a_lone_king_moves_and_passes():
    board = Board.empty()
    board.set_piece_at(fianchetto.A1, Piece(fianchetto.KING, fianchetto.WHITE))
    assert board.status() == Status.NO_BLACK_KING
    assert board.legal_moves.count() == 3
    assert board.push_san("Kb1") == Move.from_uci("a1b1")
    assert board.legal_moves.count() == 0
    board.push_san("--")
    assert board.fen() == "8/8/8/8/8/8/8/1K6 w - - 2 2"
    assert [m.uci() for m in board.move_stack] == ["a1b1", "0000"]
    board.pop()
    board.pop()
    assert board.fen() == "8/8/8/8/8/8/8/K7 w - - 0 1"


def test_an_edited_board_that_is_legal_again_is_a_position():
    board = Board()
    board.remove_piece_at(fianchetto.E8)
    assert not board.is_valid()
    assert board.status() == Status.NO_BLACK_KING | Status.BAD_CASTLING_RIGHTS
    board.set_piece_at(fianchetto.E8, Piece(fianchetto.KING, fianchetto.BLACK))
    assert board.is_valid()
    assert board.fen() == fianchetto.STARTING_FEN
    assert board.san(Move.from_uci("g1f3")) == "Nf3"


def test_a_pseudo_legal_move_plays_and_an_impossible_one_does_not():
    board = Board("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1")
    board.push(Move.from_uci("e1d2"))  # into the rook's attack: pseudo-legal
    assert board.status() == Status.OPPOSITE_CHECK
    with pytest.raises(fianchetto.IllegalMoveError):
        board.push(Move.from_uci("e8e6"))  # python-chess would play it (docs/migrating.md)
    board.pop()
    assert board.is_valid()


def test_null_moves_keep_the_board_playable():
    board = Board("rnbqkbnr/ppp1pppp/8/2Pp4/8/8/PP1PPPPP/RNBQKBNR w KQkq d6 0 2")
    assert board.push_san("--") == Move.null()
    assert board.fen() == "rnbqkbnr/ppp1pppp/8/2Pp4/8/8/PP1PPPPP/RNBQKBNR b KQkq - 1 2"
    assert board.san(Move.from_uci("e7e5")) == "e5"
    assert board.pop() == Move.null()
    assert board.fen() == "rnbqkbnr/ppp1pppp/8/2Pp4/8/8/PP1PPPPP/RNBQKBNR w KQkq d6 0 2"


def test_setters_keep_python_chess_values():
    board = Board()
    board.turn = fianchetto.BLACK
    assert board.fen() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1"
    board.castling_rights = 0
    board.halfmove_clock = 7
    board.fullmove_number = 9
    assert board.fen() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b - - 7 9"
    assert board.ply() == 17
    board.clear()
    assert board.fen() == "8/8/8/8/8/8/8/8 w - - 0 1"
    assert board.status() == Status.EMPTY | Status.NO_WHITE_KING | Status.NO_BLACK_KING


def test_epd_round_trip():
    board = Board("1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - 0 1")
    epd = board.epd(bm=Move.from_uci("d6d1"), id="BK.01")
    assert epd == '1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - bm Qd1+; id "BK.01";'
    other, operations = Board.from_epd(epd)
    assert other == board
    assert operations == {"bm": [Move.from_uci("d6d1")], "id": "BK.01"}
    with pytest.raises(ValueError):
        Board().set_epd(fianchetto.STARTING_FEN)


def test_base_board_is_the_pieces():
    base = fianchetto.BaseBoard()
    assert base.board_fen() == fianchetto.STARTING_BOARD_FEN
    assert isinstance(Board(), fianchetto.BaseBoard)
    empty = fianchetto.BaseBoard.empty()
    empty.set_piece_map(base.piece_map())
    assert empty == base


def test_a_move_generator_of_another_object_asks_it_once():
    class Moves:
        def __init__(self):
            self.asked = 0

        def generate_legal_moves(self):
            self.asked += 1
            yield Move.from_uci("e2e4")

    moves = Moves()
    generator = fianchetto.LegalMoveGenerator(moves)
    assert list(generator) == [Move.from_uci("e2e4")]
    assert moves.asked == 1
    assert generator.count() == 1
    assert fianchetto.LegalMoveGenerator(Board()).count() == 20


@pytest.mark.parametrize("method", ["san", "lan", "uci", "gives_check"])
def test_move_text_of_a_board_that_is_not_legal_names_that_board(method: str) -> None:
    # The fast path's cursor still holds the start position here; it must not answer.
    board = fianchetto.Board()
    board.clear()
    board.set_piece_at(fianchetto.E1, fianchetto.Piece.from_symbol("K"))
    with pytest.raises(ValueError, match="not a legal position: 8/8/8/8/8/8/8/4K3 w - - 0 1"):
        getattr(board, method)(fianchetto.Move.from_uci("e1e2"))
    with pytest.raises(ValueError, match="not a legal position"):
        board.variation_san([fianchetto.Move.from_uci("e1e2")])
