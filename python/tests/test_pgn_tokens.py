"""The Rust reader's tokens that ``fianchetto.pgn.read_game`` drives its visitors from, and
read_game on text where the tokens matter. Expected games were written by python-chess 1.11.2
from the same text."""

import io

from fianchetto import _native
import fianchetto.pgn

ROSTER_REST = '[Date "????.??.??"]\n[Round "?"]\n[White "?"]\n[Black "?"]\n'


def test_tag_lines_keep_their_values_as_written() -> None:
    text = '[Event "a"]\n[Site "C:\\\\games\\"]\n[Round]\n[Annotator "The "Big" One"]  \n'
    assert _native._tag_pairs(text) == [
        ("Event", "a"),
        ("Site", "C:\\\\games\\"),
        ("Annotator", 'The "Big" One'),
    ]


def test_movetext_tokens_carry_their_text() -> None:
    text = "1. e4 {best} e5!? (1... c5+ $14) 2. exd6e.p. Z0 ; rest\n% escape\n0-0-0 1/2-1/2"
    assert _native._movetext_tokens(text) == [
        ("san", "e4"),
        ("comment", "best"),
        ("san", "e5"),
        ("suffix", "!?"),
        ("open", "("),
        ("san", "c5+"),
        ("nag", "14"),
        ("close", ")"),
        ("san", "exd6"),
        ("san", "Z0"),
        ("san", "0-0-0"),
        ("result", "1/2-1/2"),
    ]


def test_a_comment_left_open_runs_to_the_end() -> None:
    assert _native._movetext_tokens("e4 {open\nline") == [("san", "e4"), ("comment", "open\nline")]
    assert _native._comment_open_after("1. e4 { a", False)
    assert not _native._comment_open_after("a } e5 ; {", True)


def read(text: str) -> tuple:
    handle = io.StringIO(text)
    game = fianchetto.pgn.read_game(handle)
    return str(game), handle.tell(), len(game.errors)


def test_read_game_passes_junk_over_as_python_chess_does() -> None:
    assert read("1. e4 +- Nf6 foo 2. e5 ½-½\n") == (
        '[Event "?"]\n[Site "?"]\n' + ROSTER_REST + '[Result "*"]\n\n1. e4 Nf6 2. e5 *',
        27,
        0,
    )
    assert read('; note\n[Event "x"]\n\n1. e4 e5!? 2. exd6e.p. $1234 *\n') == (
        '[Event "x"]\n[Site "?"]\n' + ROSTER_REST + '[Result "*"]\n\n1. e4 e5 $5 *',
        51,
        1,
    )


def test_read_game_reads_a_tag_line_to_its_last_quote() -> None:
    assert read('[Event "a"] [Site "b"]\n\n1. d4 {open\n\nstill open} d5 1/2-1/2\n') == (
        '[Event "a"] [Site "b"]\n[Site "?"]\n' + ROSTER_REST + '[Result "1/2-1/2"]\n\n'
        "1. d4 { open\n\nstill open } 1... d5 1/2-1/2",
        60,
        0,
    )
