"""Writing games as PGN text: ``StringExporter`` into a string, ``FileExporter`` into a file.
The text is python-chess's byte for byte: the tags, a blank line, then the movetext wrapped at
``columns`` (80 by default; ``None`` for one line)."""

from __future__ import annotations

from typing import List, Optional, TextIO

from fianchetto import Board, Move
from fianchetto.pgn._visitors import BaseVisitor


class StringExporterMixin:
    """The writing that both exporters share: tokens into lines of at most ``columns``
    characters, with move numbers where a reader needs them. ``headers``, ``comments`` (with
    NAGs) and ``variations`` say what to write."""

    def __init__(
        self,
        *,
        columns: Optional[int] = 80,
        headers: bool = True,
        comments: bool = True,
        variations: bool = True,
    ) -> None:
        self.columns = columns
        self.headers = headers
        self.comments = comments
        self.variations = variations
        self.found_headers = False
        self.force_movenumber = True
        self.variation_depth = 0
        self.current_line = ""

    def flush_current_line(self) -> None:
        """Ends the line being written, if it has anything."""
        if self.current_line:
            self.write_line(self.current_line.rstrip())
        self.current_line = ""

    def write_token(self, token: str) -> None:
        """Writes ``token`` (which ends with its space) on the current line, starting a new line
        first when it would not fit."""
        if self.columns is not None and self.columns - len(self.current_line) < len(token):
            self.flush_current_line()
        self.current_line += token

    def write_line(self, line: str = "") -> None:
        """Writes a whole line."""
        raise NotImplementedError

    def _writes_moves(self) -> bool:
        return self.variations or not self.variation_depth

    def begin_game(self) -> None:
        self.found_headers = False
        self.force_movenumber = True
        self.variation_depth = 0

    def end_game(self) -> None:
        self.flush_current_line()
        self.write_line()

    def begin_headers(self) -> None:
        self.found_headers = False

    def visit_header(self, tagname: str, tagvalue: str) -> None:
        if self.headers:
            self.found_headers = True
            self.write_line(f'[{tagname} "{tagvalue}"]')

    def end_headers(self) -> None:
        if self.found_headers:
            self.write_line()

    def begin_variation(self) -> None:
        self.variation_depth += 1
        if self.variations:
            self.write_token("( ")
            self.force_movenumber = True

    def end_variation(self) -> None:
        self.variation_depth -= 1
        if self.variations:
            self.write_token(") ")
            self.force_movenumber = True

    def visit_comment(self, comment: str) -> None:
        if self.comments and self._writes_moves():
            # A `}` would end the comment early: it is dropped.
            self.write_token("{ " + comment.replace("}", "").strip() + " } ")
            self.force_movenumber = True

    def visit_nag(self, nag: int) -> None:
        if self.comments and self._writes_moves():
            self.write_token(f"${nag} ")

    def visit_move(self, board: Board, move: Move) -> None:
        if self._writes_moves():
            if board.turn:
                self.write_token(f"{board.fullmove_number}. ")
            elif self.force_movenumber:
                self.write_token(f"{board.fullmove_number}... ")
            self.write_token(board.san(move) + " ")
            self.force_movenumber = False

    def visit_result(self, result: str) -> None:
        self.write_token(result + " ")


class StringExporter(StringExporterMixin, BaseVisitor[str]):
    """Writes a game into a string: ``game.accept(StringExporter())`` is its PGN text (also
    ``str(exporter)``), without a line break at the end."""

    def __init__(
        self,
        *,
        columns: Optional[int] = 80,
        headers: bool = True,
        comments: bool = True,
        variations: bool = True,
    ) -> None:
        super().__init__(columns=columns, headers=headers, comments=comments, variations=variations)
        self.lines: List[str] = []

    def write_line(self, line: str = "") -> None:
        self.lines.append(line.rstrip())

    def result(self) -> str:
        """The text written so far."""
        lines = self.lines + [self.current_line.rstrip()] if self.current_line else self.lines
        return "\n".join(lines).rstrip()

    def __str__(self) -> str:
        return self.result()


class FileExporter(StringExporterMixin, BaseVisitor[int]):
    """Writes games into the text file ``handle``, each followed by a blank line;
    ``accept`` returns the characters written for the game."""

    def __init__(
        self,
        handle: TextIO,
        *,
        columns: Optional[int] = 80,
        headers: bool = True,
        comments: bool = True,
        variations: bool = True,
    ) -> None:
        super().__init__(columns=columns, headers=headers, comments=comments, variations=variations)
        self.handle = handle
        self.written = 0

    def begin_game(self) -> None:
        self.written = 0
        super().begin_game()

    def write_line(self, line: str = "") -> None:
        self.written += self.handle.write(line.rstrip() + "\n")

    def result(self) -> int:
        """The characters written for the last game."""
        return self.written

    def __repr__(self) -> str:
        return f"<FileExporter at {id(self):#x}>"

    def __str__(self) -> str:
        return self.__repr__()
