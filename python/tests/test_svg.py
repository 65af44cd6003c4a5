"""`fianchetto.svg`: python-chess's arguments with python-chess's meanings, on our drawing."""

import re

import pytest

import fianchetto as chess
import fianchetto.svg


def test_pieces_are_named_as_python_chess_names_them():
    svg = fianchetto.svg.board(chess.Board("4k3/8/8/8/8/8/8/4KB2 w - - 0 1"))
    assert 'id="white-bishop" class="white bishop"' in svg
    assert "black queen" not in svg and "black-king" in svg


def test_no_board_draws_an_empty_one():
    svg = fianchetto.svg.board()
    assert "<use xlink:href=\"#white" not in svg and "<g id=" not in svg
    # The natural size by default (python-chess's is unsized): 400 pixels with coordinates.
    assert ' width="400" height="400"' in svg.split(">")[0]
    assert 'width="200" height="200"' in fianchetto.svg.board(size=200)


def test_arrows_and_circles():
    circle = fianchetto.svg.board(arrows=[(chess.A1, chess.A1)])
    assert "<circle" in circle and "<line" not in circle
    line = fianchetto.svg.board(arrows=[fianchetto.svg.Arrow(chess.A1, chess.H8, color="red")])
    assert "<line" in line and "<circle" not in line and 'stroke="#882020"' in line
    blue = fianchetto.svg.board(
        arrows=[fianchetto.svg.Arrow(chess.A1, chess.H8, color="red")],
        colors={"arrow red": "#0000ff"},
    )
    assert 'stroke="#0000ff"' in blue


def test_arrow_pgn():
    arrow = fianchetto.svg.Arrow.from_pgn("Rd4")
    assert (arrow.tail, arrow.head, arrow.color) == (chess.D4, chess.D4, "red")
    assert repr(arrow) == "Arrow(D4, D4, color='red')" and str(arrow) == "Rd4"
    green = fianchetto.svg.Arrow.from_pgn("e2e4")
    assert (green.tail, green.head, green.color) == (chess.E2, chess.E4, "green")
    assert fianchetto.svg.Arrow(chess.A1, chess.H8, color="yellow").pgn() == "Ya1h8"
    assert fianchetto.svg.Arrow(chess.A1, chess.H8, color="#123456").pgn() == "Ga1h8"
    for bad in ["", "X", "Ge9", "e2e4x"]:
        with pytest.raises(ValueError):
            fianchetto.svg.Arrow.from_pgn(bad)


def test_piece():
    svg = fianchetto.svg.piece(chess.Piece.from_symbol("K"))
    assert 'id="white-king"' in svg and " width=" not in svg.split(">")[0]
    assert 'width="64" height="64"' in fianchetto.svg.piece(chess.Piece.from_symbol("n"), 64)


def test_squares_fill_check_lastmove_and_style():
    board = chess.Board()
    plain = fianchetto.svg.board(board)
    assert "url(#check)" not in plain
    svg = fianchetto.svg.board(
        board,
        squares=chess.SquareSet([chess.D4, chess.E5]),
        fill={chess.A3: "#ff000080"},
        check=chess.E1,
        lastmove=chess.Move.from_uci("e2e4"),
        style=".square > rect { }",
    )
    assert svg.count('xlink:href="#xx"') == 2
    assert 'fill="#ff0000" fill-opacity="0.5' in svg
    assert "url(#check)" in svg
    assert "<style>.square &gt; rect { }</style>" in svg
    assert svg != plain


def test_orientation_and_flipped_agree():
    board = chess.Board()
    black = fianchetto.svg.board(board, orientation=chess.BLACK)
    assert fianchetto.svg.board(board, flipped=True) == black
    assert fianchetto.svg.board(board, orientation=chess.BLACK, flipped=True) != black


def test_colors_and_borders():
    svg = fianchetto.svg.board(colors={"square light": "#ffffff", "margin": "#000000"})
    assert 'fill="#ffffff"' in svg and 'fill="#000000"' in svg
    assert fianchetto.svg.board(borders=True) != fianchetto.svg.board()


def test_bad_arguments_raise():
    with pytest.raises(IndexError):
        fianchetto.svg.board(check=64)
    with pytest.raises(IndexError):
        fianchetto.svg.board(arrows=[(0, 99)])
    with pytest.raises(ValueError):
        fianchetto.svg.board(fill={0: "not a colour"})


def test_square_set_draws_itself():
    svg = chess.SquareSet(chess.BB_CENTER)._repr_svg_()
    assert len(re.findall('xlink:href="#xx"', svg)) == 4
