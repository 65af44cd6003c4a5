"""Visitors: what ``read_game`` and ``GameNode.accept`` call for each part of a game, and the
ready ones (``GameBuilder``, ``HeadersBuilder``, ``BoardBuilder``, ``SkipVisitor``)."""

from __future__ import annotations

import enum
import logging
from typing import Any, Generic, List, Optional, TypeVar

from fianchetto import Board, Move
from fianchetto.pgn._headers import Headers
from fianchetto.pgn._nodes import Game, GameNode

LOGGER = logging.getLogger(__name__)

ResultT = TypeVar("ResultT")
GameT = TypeVar("GameT", bound=Game)
HeadersT = TypeVar("HeadersT", bound=Headers)

# The move tokens that mean a null move.
_NULL_MOVES = {"--", "Z0", "0000", "@@@@"}


class SkipType(enum.Enum):
    """What a visitor's callback returns to skip what follows (``SKIP``)."""

    SKIP = None


SKIP = SkipType.SKIP


class BaseVisitor(Generic[ResultT]):
    """The callbacks of a walk through a game, in PGN order; each does nothing unless
    overridden, and ``result`` makes the walk's value. ``begin_game``, ``end_headers`` and
    ``begin_variation`` may return ``SKIP`` to skip the game, its movetext or the variation."""

    def begin_game(self) -> Optional[SkipType]:
        """A game starts."""
        return None

    def begin_headers(self) -> Optional[Headers]:
        """The tags start; a visitor may hand out the headers it fills."""
        return None

    def visit_header(self, tagname: str, tagvalue: str) -> None:
        """A tag pair."""

    def end_headers(self) -> Optional[SkipType]:
        """The tags are over."""
        return None

    def begin_parse_san(self, board: Board, san: str) -> Optional[SkipType]:
        """A move token is about to be read in ``board``; ``SKIP`` passes over it."""
        return None

    def parse_san(self, board: Board, san: str) -> Move:
        """The move a token means in ``board`` (a null move for ``--``, ``Z0``, ``0000``).
        Raises ``ValueError`` (``IllegalMoveError``, ...) for a token that means no move."""
        if san in _NULL_MOVES:
            return Move.null()
        return board.parse_san(san)

    def visit_move(self, board: Board, move: Move) -> None:
        """A move, with the board before it."""

    def visit_board(self, board: Board) -> None:
        """The position at the start and after each move."""

    def visit_comment(self, comment: str) -> None:
        """A comment."""

    def visit_nag(self, nag: int) -> None:
        """A numeric annotation glyph."""

    def begin_variation(self) -> Optional[SkipType]:
        """A variation of the last move starts."""
        return None

    def end_variation(self) -> None:
        """The variation is over."""

    def visit_result(self, result: str) -> None:
        """The game's result: ``1-0``, ``0-1``, ``1/2-1/2`` or ``*``."""

    def end_game(self) -> None:
        """The game is over."""

    def result(self) -> ResultT:
        """The walk's value."""
        raise NotImplementedError

    def handle_error(self, error: Exception) -> None:
        """Reading met ``error`` (a move that is no move there, a FEN that cannot be read);
        reading then skips the rest of the variation (or game). Raises it by default."""
        raise error


class GameBuilder(BaseVisitor[GameT], Generic[GameT]):
    """Builds a ``Game`` tree (of the class ``Game``) from what it visits; errors go to the
    game's ``errors`` and are logged, not raised."""

    def __init__(self, *, Game: Any = Game) -> None:
        self.Game = Game

    def begin_game(self) -> None:
        self.game: GameT = self.Game()
        self.variation_stack: List[GameNode] = [self.game]
        self.starting_comment = ""
        self.in_variation = False

    def begin_headers(self) -> Headers:
        return self.game.headers

    def visit_header(self, tagname: str, tagvalue: str) -> None:
        self.game.headers[tagname] = tagvalue

    def visit_nag(self, nag: int) -> None:
        self.variation_stack[-1].nags.add(nag)

    def begin_variation(self) -> None:
        parent = self.variation_stack[-1].parent
        assert parent is not None, "a variation follows a move"
        self.variation_stack.append(parent)
        self.starting_comment = ""
        self.in_variation = False

    def end_variation(self) -> None:
        self.variation_stack.pop()

    def visit_result(self, result: str) -> None:
        if self.game.headers.get("Result", "*") == "*":
            self.game.headers["Result"] = result

    def visit_comment(self, comment: str) -> None:
        node = self.variation_stack[-1]
        # A comment after a move is that move's; one before the first move of a variation is
        # the variation's starting comment; one before the game's first move is the game's.
        if self.in_variation or (node.parent is None and node.is_end()):
            node.comment = f"{node.comment} {comment}" if node.comment else comment
        else:
            self.starting_comment = f"{self.starting_comment} {comment}" if self.starting_comment else comment

    def visit_move(self, board: Board, move: Move) -> None:
        self.variation_stack[-1] = self.variation_stack[-1].add_variation(move)
        self.variation_stack[-1].starting_comment = self.starting_comment
        self.starting_comment = ""
        self.in_variation = True

    def handle_error(self, error: Exception) -> None:
        """Logs ``error`` and keeps it in the game's ``errors``."""
        LOGGER.error("%s while parsing %r", error, self.game)
        self.game.errors.append(error)

    def result(self) -> GameT:
        """The game built."""
        return self.game


class HeadersBuilder(BaseVisitor[HeadersT], Generic[HeadersT]):
    """Reads only a game's tags, as ``Headers`` (of the class ``Headers``)."""

    def __init__(self, *, Headers: Any = Headers) -> None:
        self.Headers = Headers

    def begin_headers(self) -> HeadersT:
        self.headers: HeadersT = self.Headers({})
        return self.headers

    def visit_header(self, tagname: str, tagvalue: str) -> None:
        self.headers[tagname] = tagvalue

    def end_headers(self) -> SkipType:
        return SKIP

    def result(self) -> HeadersT:
        """The tags read."""
        return self.headers


class BoardBuilder(BaseVisitor[Board]):
    """Finds the position at the end of a game's main line, skipping its variations."""

    def begin_game(self) -> None:
        self.skip_variation_depth = 0
        self.board: Board = Board()

    def begin_variation(self) -> SkipType:
        self.skip_variation_depth += 1
        return SKIP

    def end_variation(self) -> None:
        self.skip_variation_depth = max(self.skip_variation_depth - 1, 0)

    def visit_board(self, board: Board) -> None:
        if not self.skip_variation_depth:
            self.board = board.copy()

    def result(self) -> Board:
        """The final position of the main line."""
        return self.board


class SkipVisitor(BaseVisitor[bool]):
    """Skips a whole game; its result says there was one (``skip_game``)."""

    def begin_game(self) -> SkipType:
        return SKIP

    def end_headers(self) -> SkipType:
        return SKIP

    def begin_variation(self) -> SkipType:
        return SKIP

    def result(self) -> bool:
        """``True``: a game was skipped."""
        return True

