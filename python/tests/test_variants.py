"""The variant boards of ``fianchetto.variant``: suicide against giveaway, the variants' own
endings, pockets, remaining checks and status flags. Expected values are python-chess
1.11.2's, recorded here as literals."""

from __future__ import annotations

import pytest

import fianchetto
from fianchetto import variant


def test_suicide_counts_pieces_where_giveaway_does_not() -> None:
    # White, to move, has no moves and more pieces than Black.
    fen = "8/4r3/4P3/4P2p/7P/7P/8/8 w - - 1 40"
    suicide = variant.SuicideBoard(fen)
    assert suicide.is_variant_loss() and not suicide.is_variant_win()
    assert suicide.result() == "0-1"
    giveaway = variant.GiveawayBoard(fen)
    assert giveaway.is_variant_win() and not giveaway.is_variant_loss()
    assert giveaway.result() == "1-0"
    # As many pieces: a draw in suicide.
    draw = variant.SuicideBoard("8/8/8/2q5/2P5/8/8/8 w - - 0 25")
    assert draw.is_variant_draw() and draw.result() == "1/2-1/2"


def test_class_attributes() -> None:
    assert variant.GiveawayBoard.starting_fen.endswith(" w KQkq - 0 1")
    assert variant.GiveawayBoard().fen() == variant.GiveawayBoard.starting_fen
    assert variant.AntichessBoard().fen().endswith(" w - - 0 1")
    assert variant.AntichessBoard.xboard_variant == "giveaway"
    assert variant.SuicideBoard.tbw_suffix == ".stbw"
    assert variant.SuicideBoard.pawnless_tbw_magic == b"\xbc\x55\xbc\x21"
    assert variant.AtomicBoard.connected_kings and variant.AtomicBoard.one_king
    assert not variant.SuicideBoard.one_king and variant.SuicideBoard.captures_compulsory
    assert fianchetto.Board.xboard_variant == "normal"
    assert fianchetto.Board.tbw_magic == b"q\xe8#]"
    assert issubclass(variant.AntichessBoard, variant.GiveawayBoard)
    assert issubclass(variant.GiveawayBoard, variant.SuicideBoard)
    assert [board.uci_variant for board in variant.VARIANTS] == [
        "chess", "suicide", "giveaway", "antichess", "atomic", "kingofthehill", "racingkings",
        "horde", "3check", "crazyhouse",
    ]


@pytest.mark.parametrize(
    "name, board",
    [("give away", variant.GiveawayBoard), ("SUICIDE chess", variant.SuicideBoard),
     ("anti", variant.AntichessBoard), ("ZH", variant.CrazyhouseBoard)],
)
def test_find_variant(name: str, board: type) -> None:
    assert variant.find_variant(name) is board


def test_pockets_are_live() -> None:
    board = variant.CrazyhouseBoard(
        "r2q1rk1/ppp2pp1/1bnp3p/3B4/3PP1b1/4PN2/PP4PP/R2Q1RK1[BNPnp] b - - 0 13"
    )
    assert [str(pocket) for pocket in board.pockets] == ["np", "bnp"]
    assert int(board.legal_drop_squares_mask()) == 10851548610635447446
    board = variant.CrazyhouseBoard("4k3/8/8/8/8/8/8/4K3[] w - - 0 1")
    board.pockets[fianchetto.WHITE].add(fianchetto.QUEEN)
    board.pockets[fianchetto.BLACK].add(fianchetto.PAWN)
    assert board.fen() == "4k3/8/8/8/8/8/8/4K3[Qp] w - - 0 1"
    # More pieces than a game holds, and a king in hand: boards python-chess holds too
    # (its answers: status 0, and 52 legal moves with the king in hand).
    full = variant.CrazyhouseBoard()
    full.pockets[fianchetto.WHITE].add(fianchetto.QUEEN)
    assert full.fen() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Q] w KQkq - 0 1"
    assert len(list(full.legal_moves)) == 52
    board.pockets[fianchetto.BLACK].remove(fianchetto.PAWN)
    with pytest.raises(ValueError):
        board.pockets[fianchetto.BLACK].remove(fianchetto.PAWN)
    king = variant.CrazyhouseBoard()
    king.pockets[fianchetto.WHITE].add(fianchetto.KING)
    assert int(king.status()) == 0
    assert len(list(king.legal_moves)) == 52


def test_a_pocket_of_its_own() -> None:
    pocket = variant.CrazyhousePocket("qpnbrk")
    assert str(pocket) == "kqrbnp" and len(pocket) == 6
    assert repr(pocket.copy()) == "CrazyhousePocket('kqrbnp')"
    pocket.reset()
    assert len(pocket) == 0
    with pytest.raises(ValueError):
        variant.CrazyhousePocket("P")


def test_remaining_checks() -> None:
    board = variant.ThreeCheckBoard("8/8/1K2p3/3qP2k/8/8/8/8 b - - 3 57 +1+2")
    assert list(board.remaining_checks) == [1, 2]
    assert board.fen() == "8/8/1K2p3/3qP2k/8/8/8/8 b - - 2+1 3 57"
    board.remaining_checks[fianchetto.WHITE] = 1
    assert board.fen() == "8/8/1K2p3/3qP2k/8/8/8/8 b - - 1+1 3 57"


def test_racing_kings_both_home_draws() -> None:
    board = variant.RacingKingsBoard("kr3NK1/1q2R3/8/8/8/5n2/2N5/1rb2B1R w - - 11 14")
    assert board.is_variant_draw() and board.result() == "1/2-1/2"


@pytest.mark.parametrize(
    "fen, rules, flags",
    [
        ("3krQK1/8/8/8/1q6/3B1N2/1b6/1R4R1 b - - 0 0", "racingkings", 8192),
        ("8/8/8/8/R7/8/krbnNB1K/qrbnNBRQ b - - 1 1", "racingkings", 102400),
        ("8/8/8/8/8/8/krbnNBRK/qRbnNBRQ w - - 0 1", "racingkings", 16384),
        ("8/8/8/8/8/8/8/8 w - - 0 1", "atomic", 2050),
        ("8/8/8/8/8/8/8/8 w - - 0 1", "antichess", 2048),
        ("4k3/8/8/8/8/8/8/8 w - e3 0 1", "kingofthehill", 513),
    ],
)
def test_status_of_any_setup(fen: str, rules: str, flags: int) -> None:
    assert int(variant.find_variant(rules)(fen).status()) == flags


def test_status_of_a_board() -> None:
    assert int(variant.HordeBoard().status()) == 0
    assert variant.RacingKingsBoard().is_valid()
