"""Reading one game at a time from an open text file: ``read_game``, ``read_headers`` and
``skip_game``.

A game is read line by line, so the file is left just after it (``handle.tell()`` there is
where the next game starts): blank lines, ``%`` lines and ``;`` lines before it, then its tag
lines (a single blank line may part them), one blank line, and its movetext up to a blank line
that is not inside a ``{comment}``, or the end of the file. The movetext's tokens, read by the Rust
reader (``fianchetto-pgn``'s ``RawTokens``, as python-chess reads them), then drive a visitor.
"""

from __future__ import annotations

from typing import Any, List, Optional, TextIO, Tuple

from fianchetto import Board
from fianchetto._native import _comment_open_after, _movetext_tokens, _tag_pairs
from fianchetto.pgn._headers import Headers
from fianchetto.pgn._nags import SUFFIX_NAGS
from fianchetto.pgn._visitors import SKIP, BaseVisitor, GameBuilder, HeadersBuilder, SkipVisitor

def _read_lines(handle: TextIO) -> Optional[Tuple[List[str], List[str]]]:
    """The next game's tag lines and movetext lines, or ``None`` at the end of the file."""
    line = handle.readline()
    while line:
        line = line.lstrip("\ufeff")
        # `%` escape lines and `;` comment lines before a game are passed over, as python-chess
        # passes them over: a game does not start with them.
        if line.strip() and not line.startswith(("%", ";")):
            break
        line = handle.readline()
    if not line:
        return None
    tags: List[str] = []
    if line.startswith("["):
        while True:
            tags.append(line)
            line = handle.readline().lstrip("\ufeff")
            if line.startswith("["):
                continue
            if line and not line.strip():
                # One blank line ends the tags; ChessBase puts one between tags, too. A second
                # blank line ends a game that has no movetext.
                line = handle.readline()
                if line.startswith("["):
                    continue
                if not line.strip():
                    return tags, []
            break
    movetext: List[str] = []
    in_comment = False
    while line:
        if not in_comment:
            if not line.strip():
                break
            if line.startswith("%"):
                line = handle.readline()
                continue
        movetext.append(line)
        in_comment = _comment_open_after(line, in_comment)
        line = handle.readline()
    return tags, movetext


def _comment_text(text: str) -> str:
    """A comment's text without the one space that usually pads it on each side."""
    if text.startswith(" "):
        text = text[1:]
    if text.endswith(" "):
        text = text[:-1]
    return text


class _Line:
    """A line being played: its board, and whether a move was played in it (a variation can
    only open after one)."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self.played = False


def _visit_movetext(movetext: str, board: Board, visitor: BaseVisitor[Any]) -> None:
    """Drives ``visitor`` through the movetext's tokens, playing the moves from ``board``. A
    move that is no move there goes to ``visitor.handle_error`` and the rest of its variation
    (in the main line: of the game) is passed over. Parentheses that open nothing or close
    nothing are passed over too."""
    lines = [_Line(board)]
    # Open parentheses being passed over, and whether the variation passed over has a line of
    # its own (it does after an error inside it; not when the visitor skipped it at its start).
    # Its end is visited either way, as python-chess does.
    skipping = 0
    skipped_line = False
    for kind, text in _movetext_tokens(movetext):
        if skipping:
            if kind == "open":
                skipping += 1
            elif kind == "close":
                skipping -= 1
                if not skipping:
                    visitor.end_variation()
                    if skipped_line:
                        lines.pop()
            continue
        if kind == "san":
            line = lines[-1]
            if visitor.begin_parse_san(line.board, text) is SKIP:
                continue
            try:
                move = visitor.parse_san(line.board, text)
                if not move:
                    # A null move, which the board may not play: that is the same kind of
                    # error as a token that is no move (parse_san's other moves are legal).
                    line.board.copy().push(move)
            except ValueError as error:
                visitor.handle_error(error)
                if len(lines) == 1:
                    return
                skipping, skipped_line = 1, True
                continue
            visitor.visit_move(line.board, move)
            line.board.push(move)
            line.played = True
            visitor.visit_board(line.board)
        elif kind == "comment":
            visitor.visit_comment(_comment_text(text))
        elif kind == "nag":
            visitor.visit_nag(int(text))
        elif kind == "suffix":
            if text in SUFFIX_NAGS:
                visitor.visit_nag(SUFFIX_NAGS[text])
        elif kind == "open":
            if not lines[-1].played:
                continue
            if visitor.begin_variation() is SKIP:
                skipping, skipped_line = 1, False
                continue
            board = lines[-1].board.copy()
            board.pop()
            lines.append(_Line(board))
        elif kind == "close":
            if len(lines) > 1:
                visitor.end_variation()
                lines.pop()
        elif kind == "result":
            if len(lines) == 1:
                visitor.visit_result(text)


def read_game(handle: TextIO, *, Visitor: Any = GameBuilder) -> Any:
    """Reads the next game from the text file ``handle`` through a new ``Visitor()`` and returns
    its result: by default a ``Game``, with what went wrong in ``game.errors`` (a game is read
    as far as it can be). Returns ``None`` at the end of the file. The file is left just after
    the game, so the next call reads the next game."""
    lines = _read_lines(handle)
    if lines is None:
        return None
    tag_lines, movetext_lines = lines
    visitor = Visitor()
    if visitor.begin_game() is not SKIP:
        headers = Headers({})
        visitor.begin_headers()
        for name, value in _tag_pairs("".join(tag_lines)):
            headers[name] = value
            visitor.visit_header(name, value)
        if visitor.end_headers() is not SKIP:
            try:
                board = headers.board()
            except ValueError as error:
                visitor.handle_error(error)
            else:
                visitor.visit_board(board)
                _visit_movetext("".join(movetext_lines), board, visitor)
    visitor.end_game()
    return visitor.result()


def read_headers(handle: TextIO) -> Optional[Headers]:
    """Reads the next game's tags only (its movetext is passed over), or ``None`` at the end of
    the file."""
    headers: Optional[Headers] = read_game(handle, Visitor=HeadersBuilder)
    return headers


def skip_game(handle: TextIO) -> bool:
    """Passes over the next game; ``False`` at the end of the file."""
    return bool(read_game(handle, Visitor=SkipVisitor))
