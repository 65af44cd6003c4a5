"""The annotations a node keeps in its comment (``[%clk]``, ``[%emt]``, ``[%eval]``), read and
written as python-chess 1.11.2 reads and writes them (the expected texts were produced by it)."""

import pytest

import fianchetto.engine as engine
import fianchetto.pgn as pgn


def node(comment: str) -> pgn.Game:
    game = pgn.Game()
    game.comment = comment
    return game


@pytest.mark.parametrize(
    "comment, expected",
    [
        ("a [%clk 0:00:01]", "a"),
        ("a [%clk 0:00:01] ", "a "),
        ("a  [%clk 0:00:01]", "a "),
        ("[%clk 0:00:01] a", "a"),
        (" [%clk 0:00:01] a", " a"),
        ("a[%clk 0:00:01]b", "ab"),
        ("a\n[%clk 0:00:01]\nb", "a\nb"),
        ("a [%clk 0:00:01][%clk 0:00:02] b", "a[%clk 0:00:02] b"),
        ("  ", "  "),
    ],
)
def test_removing_a_clock_takes_one_space_beside_it(comment: str, expected: str) -> None:
    game = node(comment)
    game.set_clock(None)
    assert game.comment == expected


@pytest.mark.parametrize(
    "comment, expected",
    [("y", "y [%clk 0:00:07]"), ("y ", "y [%clk 0:00:07]"), ("y\n", "y\n[%clk 0:00:07]"),
     ("y\t", "y\t [%clk 0:00:07]"), ("", "[%clk 0:00:07]"), ("a [%clk 1:00:00] b", "a [%clk 0:00:07] b")],
)
def test_a_clock_is_appended_or_replaced_in_place(comment: str, expected: str) -> None:
    game = node(comment)
    game.set_clock(7)
    assert game.comment == expected


@pytest.mark.parametrize(
    "comment, score, depth",
    [
        ("[%eval 1.5]", engine.Cp(150), None),
        ("[%eval -0.5,10]", engine.Cp(-50), 10),
        ("[%eval .5]", engine.Cp(50), None),
        ("[%eval 2.]", engine.Cp(200), None),
        ("[%eval 9999999999.5]", engine.Cp(999999999950), None),
        ("[%eval #-3]", engine.Mate(-3), None),
        ("[%eval #+2,3]", engine.Mate(2), 3),
    ],
)
def test_evals_read_from_whites_side(comment: str, score: engine.Score, depth: object) -> None:
    game = node(comment)
    assert game.eval() == engine.PovScore(score, True)
    assert game.eval_depth() == depth


@pytest.mark.parametrize(
    "comment", ["[%eval  +2.00 ]", "[%eval 0.123]", "[%eval x]", "[%eval 1.5, 3]", "[%eval 99999999999]"]
)
def test_malformed_evals_are_none(comment: str) -> None:
    assert node(comment).eval() is None


def test_evals_are_written_from_whites_side() -> None:
    game = node("a [%eval 1.00] b")
    game.set_eval(engine.PovScore(engine.Cp(199), False), 3)
    assert game.comment == "a [%eval -1.99,3] b"
    game.set_eval(engine.PovScore(engine.Mate(-3), False))
    assert game.comment == "a [%eval #3] b"
    # A mate in 0 has no text: the annotation goes.
    game.set_eval(engine.PovScore(engine.Mate(0), True))
    assert game.comment == "a b"


def test_marks_are_read_as_arrows() -> None:
    game = node("[%cal Ra1h1,Gb1b8] x [%csl Ya2] [%cal Xa1h1] [%csl  Ga1]")
    assert [(a.tail, a.head, a.color) for a in game.arrows()] == [
        (0, 7, "red"),
        (1, 57, "green"),
        (8, 8, "yellow"),
    ]


def test_marks_are_written_first_squares_before_arrows() -> None:
    from fianchetto.svg import Arrow

    game = node("a [%cal Ra1h1] b [%csl Ga1] c")
    game.set_arrows([Arrow(0, 0, color="yellow"), Arrow(1, 2, color="blue"), (3, 4)])
    assert game.comment == "[%csl Ya1][%cal Bb1c1,Gd1e1] a b c"
    game = node("  x  ")
    game.set_arrows([(0, 1)])
    assert game.comment == "[%cal Ga1b1]  x  "
    game.set_arrows([])
    assert game.comment == " x  "
