"""The everyday API: what each call returns and raises, against values python-chess gives."""

import copy
import pickle

import chess
import pytest

import fianchetto
import fianchetto.variant
from fianchetto import Board, Move, Piece
from fianchetto.variant import AtomicBoard, CrazyhouseBoard, ThreeCheckBoard, find_variant


def test_start_position():
    board = Board()
    assert board.fen() == fianchetto.STARTING_FEN
    assert board.turn is fianchetto.WHITE
    assert board.legal_moves.count() == 20
    assert board.legal_moves.count() == 20
    assert Move.from_uci("g1f3") in board.legal_moves
    assert Move.from_uci("g1g3") not in board.legal_moves
    assert board.piece_at(fianchetto.E1) == Piece(fianchetto.KING, fianchetto.WHITE)
    assert board.piece_at(fianchetto.E4) is None
    assert board.king(fianchetto.BLACK) == fianchetto.E8
    assert str(board).splitlines()[0] == "r n b q k b n r"
    assert repr(board) == f"Board('{fianchetto.STARTING_FEN}')"


def test_square_names_and_constants_are_python_chess_s():
    # The names come from the Rust core; python-chess spells them out.
    assert fianchetto.FILE_NAMES == chess.FILE_NAMES
    assert fianchetto.RANK_NAMES == chess.RANK_NAMES
    assert fianchetto.SQUARE_NAMES == chess.SQUARE_NAMES
    constants = {name: getattr(fianchetto, name) for name in fianchetto.SQUARE_NAMES_UPPER}
    assert constants == {name.upper(): getattr(chess, name.upper()) for name in chess.SQUARE_NAMES}
    assert set(constants) <= set(fianchetto.__all__)
    assert fianchetto.square_name(fianchetto.E4) == "e4" and fianchetto.parse_square("h8") == fianchetto.H8


def test_legal_moves_are_a_live_view():
    board = Board()
    moves = board.legal_moves
    board.push_san("e4")
    assert Move.from_uci("e7e5") in moves and Move.from_uci("e2e4") not in moves
    snapshot = iter(moves)
    board.push_san("e5")
    assert len(list(snapshot)) == 20
    assert repr(Board("7k/8/8/8/8/8/8/K7 w - - 0 1").legal_moves) == "<LegalMoveGenerator (Kb1, Ka2, Kb2)>"


def test_push_pop_peek_and_the_stack():
    board = Board()
    assert board.push_san("e4") == Move.from_uci("e2e4")
    assert board.push_uci("c7c5") == Move(fianchetto.C7, fianchetto.C5)
    board.push(Move.from_uci("g1f3"))
    assert board.move_stack == [Move.from_uci(m) for m in ("e2e4", "c7c5", "g1f3")]
    assert board.peek() == Move.from_uci("g1f3")
    assert board.fen() == "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
    assert board.pop() == Move.from_uci("g1f3")
    assert board.ep_square == fianchetto.C6  # python-chess's: whether or not a capture is legal
    assert board.fen() == "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
    board.pop()
    board.pop()
    with pytest.raises(IndexError):
        board.pop()
    with pytest.raises(IndexError):
        board.peek()


def test_notation():
    board = Board("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
    castle = Move.from_uci("e1g1")
    assert board.san(castle) == "O-O"
    assert board.lan(Move.from_uci("a1a8")) == "Ra1xa8+"
    assert board.uci(castle) == "e1g1"
    assert board.parse_san("O-O-O") == Move.from_uci("e1c1")
    chess960 = Board("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", chess960=True)
    assert chess960.parse_san("O-O") == Move.from_uci("e1h1")
    assert chess960.chess960 and not board.chess960
    played = Board()
    moves = [played.push_san(san) for san in ("e4", "e5", "Nf3")]
    assert Board().variation_san(moves) == "1. e4 e5 2. Nf3"
    assert played.fen() == "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"


def test_errors_are_named_as_python_chess_names_them():
    board = Board()
    with pytest.raises(fianchetto.InvalidMoveError):
        board.push_san("Nz9")
    with pytest.raises(fianchetto.IllegalMoveError):
        board.push_san("Ke2")
    with pytest.raises(fianchetto.IllegalMoveError):
        board.push_uci("e2e5")
    with pytest.raises(fianchetto.InvalidMoveError):
        board.push_uci("e2")
    with pytest.raises(fianchetto.IllegalMoveError):
        board.push(Move.from_uci("e1e2"))
    ambiguous = Board("4k3/8/8/8/8/8/8/3NK2N w - - 0 1")
    with pytest.raises(fianchetto.AmbiguousMoveError):
        ambiguous.push_san("Nf2")
    with pytest.raises(fianchetto.InvalidMoveError):
        Move.from_uci("e9e4")
    with pytest.raises(ValueError):
        Board("not a fen")
    with pytest.raises(fianchetto.InvalidFenError):
        Board("8/8/8/8/8/8/8/9 w - - 0 1")
    # A board that is no legal position is held, as python-chess holds it (see `status()`).
    assert not Board("8/8/8/8/8/8/8/8 w - - 0 1").is_valid()
    for error in (fianchetto.InvalidMoveError, fianchetto.IllegalMoveError, fianchetto.AmbiguousMoveError):
        assert issubclass(error, ValueError)
    assert board.fen() == fianchetto.STARTING_FEN


def test_endings():
    board = Board()
    for san in ("f3", "e5", "g4", "Qh4#"):
        board.push_san(san)
    assert board.is_check() and board.is_checkmate() and board.is_game_over()
    assert board.outcome() == fianchetto.Outcome(fianchetto.Termination.CHECKMATE, fianchetto.BLACK)
    assert board.result() == "0-1"
    stalemate = Board("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")
    assert stalemate.is_stalemate() and stalemate.outcome().winner is None
    assert Board("8/8/4k3/8/8/4K3/8/8 w - - 0 1").is_insufficient_material()
    board = Board()
    for _ in range(2):
        for san in ("Nf3", "Nf6", "Ng1", "Ng8"):
            board.push_san(san)
    assert board.is_repetition() and board.can_claim_threefold_repetition() and board.can_claim_draw()
    assert board.outcome() is None
    assert board.outcome(claim_draw=True).termination == fianchetto.Termination.THREEFOLD_REPETITION
    assert board.result(claim_draw=True) == "1/2-1/2"


def test_copy_equality_and_hash():
    board = Board()
    board.push_san("d4")
    same = board.copy()
    assert same == board and hash(same) == hash(board)
    assert same.move_stack == board.move_stack
    assert board.copy(stack=False).move_stack == []
    two = Board()
    for san in ("e4", "e5", "Nf3"):
        two.push_san(san)
    assert two.copy(stack=2).move_stack == [Move.from_uci("e7e5"), Move.from_uci("g1f3")]
    assert two.copy(stack=2).fen() == two.fen()
    assert two.copy(stack=True).move_stack == two.move_stack
    same.push_san("d5")
    assert same != board
    assert len(board.move_stack) == 1
    assert copy.copy(board) == board and copy.deepcopy(board) == board
    assert Board() != AtomicBoard()
    assert {Board(), Board()} == {Board()}
    assert {Move.from_uci("e2e4"), Move(fianchetto.E2, fianchetto.E4)} == {Move.from_uci("e2e4")}


def test_move_stack_is_a_live_view():
    board = Board()
    stack = board.move_stack
    assert not stack and len(stack) == 0
    for san in ("e4", "e5", "Nf3"):
        board.push_san(san)
    assert len(stack) == 3 and stack[-1] == Move.from_uci("g1f3") and stack[0] == Move.from_uci("e2e4")
    assert stack[1:] == [Move.from_uci("e7e5"), Move.from_uci("g1f3")]
    assert list(stack) == stack.copy()
    with pytest.raises(IndexError):
        stack[3]
    with pytest.raises(TypeError):
        stack["a"]
    while board.move_stack:
        board.pop()
    assert board.fen() == fianchetto.STARTING_FEN and stack == []


def test_python_chess_details():
    assert fianchetto.variant.CrazyhouseBoard().board_fen() == fianchetto.STARTING_BOARD_FEN
    board = Board()
    board.push_san("e4")
    assert Board().variation_san([Move.from_uci("e2e4")]) == "1. e4"
    assert board.variation_san([Move.from_uci("e7e5")]) == "1...e5"
    assert board.piece_at(square=fianchetto.E4) == Piece(fianchetto.PAWN, fianchetto.WHITE)
    assert board.king(color=fianchetto.WHITE) == fianchetto.E1
    assert not board.has_insufficient_material(color=fianchetto.WHITE)
    assert fianchetto.Termination.CHECKMATE.value == 1 and fianchetto.Termination.VARIANT_DRAW.value == 10
    assert repr(Board.from_chess960_pos(0)).endswith(", chess960=True)")
    with pytest.raises(TypeError):
        Board(variant="atomic")


def test_moves():
    promotion = Move.from_uci("e7e8q")
    assert (promotion.from_square, promotion.to_square, promotion.promotion) == (fianchetto.E7, fianchetto.E8, fianchetto.QUEEN)
    assert str(promotion) == "e7e8q" and repr(promotion) == "Move.from_uci('e7e8q')"
    drop = Move.from_uci("N@f3")
    assert drop.drop == fianchetto.KNIGHT and drop.to_square == fianchetto.F3
    assert not Move.null() and Move.null().uci() == "0000" and Move.from_uci("0000") == Move.null()
    assert Move(fianchetto.E7, fianchetto.E8, fianchetto.QUEEN) == promotion


def test_zobrist_is_polyglot():
    import fianchetto.polyglot

    board = Board()
    assert fianchetto.polyglot.zobrist_hash(board) == 0x463B96181691FC9C
    board.push_san("e4")
    assert fianchetto.polyglot.zobrist_hash(board) == 0x823C9B50FD114196


def test_variants():
    atomic = AtomicBoard()
    assert isinstance(atomic, Board) and atomic.uci_variant == "atomic"
    assert type(atomic.copy()) is AtomicBoard
    house = CrazyhouseBoard()
    for san in ("e4", "d5", "exd5", "Qxd5"):
        house.push_san(san)
    assert house.fen() == "rnb1kbnr/ppp1pppp/8/3q4/8/8/PPPP1PPP/RNBQKBNR[Pp] w KQkq - 0 3"
    assert Move.from_uci("P@e4") in house.legal_moves
    assert ThreeCheckBoard().fen() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1"
    assert find_variant("Three-check") is ThreeCheckBoard
    with pytest.raises(ValueError):
        find_variant("chess3000")
    # Every name the PGN Variant tag takes, from the core's one table: Chess960's are Board's.
    for name in ("Fischer Random", "chess960", "From Position", "Standard"):
        assert find_variant(name) is Board
    assert find_variant("ZH") is CrazyhouseBoard
    assert "King of the Hill" in find_variant("koth").aliases
    assert ThreeCheckBoard.starting_fen == ThreeCheckBoard().fen()


def test_chess960():
    board = Board.from_chess960_pos(518)
    assert board.chess960
    assert board.board_fen() == fianchetto.STARTING_BOARD_FEN
    with pytest.raises(ValueError):
        Board.from_chess960_pos(960)


def test_pictures():
    board = Board()
    board.push_san("e4")
    svg = board._repr_svg_()
    assert svg.startswith("<svg") and svg.endswith("</svg>")
    import fianchetto.svg

    assert fianchetto.svg.board(board, size=200, orientation=fianchetto.BLACK) != svg


def test_perft():
    assert Board().perft(4) == 197_281
    assert AtomicBoard().perft(3) == 8_902


def test_pickle_keeps_the_variant_and_the_moves():
    board = CrazyhouseBoard()
    for san in ("e4", "d5", "exd5"):
        board.push_san(san)
    restored = pickle.loads(pickle.dumps(board))
    assert type(restored) is CrazyhouseBoard
    assert restored == board and restored.move_stack == board.move_stack
    assert pickle.loads(pickle.dumps(Move.from_uci("e7e8q"))) == Move.from_uci("e7e8q")


def test_second_review_details():
    import copy as copying
    from collections.abc import Sequence

    import fianchetto.variant as variant

    with pytest.raises(ValueError):
        Board().perft(65)
    atomic = variant.AtomicBoard.from_chess960_pos(3)
    assert atomic.variant == "atomic" and atomic.chess960
    assert pickle.loads(pickle.dumps(atomic)) == atomic
    with pytest.raises(ValueError):
        variant.HordeBoard.from_chess960_pos(3)
    assert Board.from_chess960_pos(scharnagl=518).board_fen() == fianchetto.STARTING_BOARD_FEN
    private = Board(_variant="atomic")
    assert pickle.loads(pickle.dumps(private)).variant == "atomic"
    board = Board()
    for san in ("e4", "e5", "Nf3", "Nc6"):
        board.push_san(san)
    assert board.variation_san(variation=iter([Move.from_uci("f1b5")])) == "3. Bb5"
    assert board.copy(stack=0).move_stack == []
    assert len(board.copy(stack=2 ** 70).move_stack) == 4
    assert len(board.copy(stack=-1).move_stack) == 3  # python-chess's move_stack[1:]
    assert len(board.copy(stack=-(2 ** 70)).move_stack) == 0
    stack = board.move_stack
    assert isinstance(stack, Sequence)
    assert stack.index(Move.from_uci("g1f3")) == 2 and stack.count(Move.from_uci("e2e4")) == 1
    assert stack + [Move.null()] == list(stack) + [Move.null()]
    assert copying.copy(stack) == list(stack) and pickle.loads(pickle.dumps(stack)) == list(stack)
    assert list(reversed(stack))[0] == Move.from_uci("b8c6") and Move.from_uci("e7e5") in stack
    with pytest.raises(IndexError):
        stack[2 ** 70]
    outcome = fianchetto.Outcome(fianchetto.Termination.CHECKMATE, True)
    assert pickle.loads(pickle.dumps(outcome)) == outcome == copying.deepcopy(outcome)
    assert pickle.loads(pickle.dumps(fianchetto.Termination.STALEMATE)) == fianchetto.Termination.STALEMATE
    piece = Piece.from_symbol("q")
    assert pickle.loads(pickle.dumps(piece)) == piece == copying.deepcopy(piece)
