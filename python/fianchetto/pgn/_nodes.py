"""The game tree: ``Game`` (the root, with the headers), ``ChildNode`` (a move and what is said
about it), both ``GameNode``s, and ``Mainline``, a view of a node's main line."""

from __future__ import annotations

from typing import (
    TYPE_CHECKING,
    Any,
    Callable,
    Generic,
    Iterable,
    Iterator,
    List,
    Mapping,
    Optional,
    Set,
    Tuple,
    Type,
    TypeVar,
    Union,
)

from fianchetto import Board, Move
from fianchetto._native import _variant_aliases
from fianchetto.pgn._annotations import (
    CLOCK_REGEX,
    EMT_REGEX,
    EVAL_REGEX,
    format_eval,
    format_time,
    read_arrows,
    read_eval,
    read_time,
    write_annotation,
    write_arrows,
)
from fianchetto.pgn._headers import Headers

if TYPE_CHECKING:
    from fianchetto.engine import PovScore
    from fianchetto.pgn._visitors import BaseVisitor, GameBuilder
    from fianchetto.svg import Arrow

ResultT = TypeVar("ResultT")
MainlineMapT = TypeVar("MainlineMapT")
GameT = TypeVar("GameT", bound="Game")

# What names a variation of a node: its index, its move, or the node itself.
NodeKey = Union[int, Move, "GameNode"]


class GameNode:
    """A position of a game tree: the root ``Game`` or a ``ChildNode``. ``variations`` are the
    moves played from it, the main one first; ``comment`` is said after its move (for the root,
    before the first move)."""

    parent: Optional["GameNode"]
    move: Optional[Move]
    variations: List["ChildNode"]
    comment: str
    starting_comment: str
    nags: Set[int]

    def __init__(self, *, comment: str = "") -> None:
        self.parent = None
        self.move = None
        self.variations = []
        self.comment = comment
        # Only a node that starts a variation has a starting comment; the root never has one.
        self.starting_comment = ""
        self.nags = set()

    def board(self) -> Board:
        """A new board of the position at this node."""
        raise NotImplementedError

    def ply(self) -> int:
        """The half-moves played up to this node, counted from the start of the game as its
        position's move number says (a game from a FEN does not start at 0)."""
        raise NotImplementedError

    def turn(self) -> bool:
        """The side to move at this node (``True`` for White)."""
        return self.ply() % 2 == 0

    def root(self) -> "GameNode":
        """The root of the tree."""
        node = self
        while node.parent is not None:
            node = node.parent
        return node

    def game(self) -> "Game":
        """The game the node belongs to."""
        root = self.root()
        assert isinstance(root, Game), "the root of a tree is a Game"
        return root

    def end(self) -> "GameNode":
        """The last node of the main line from here."""
        node = self
        while node.variations:
            node = node.variations[0]
        return node

    def is_end(self) -> bool:
        """Whether no move follows this node."""
        return not self.variations

    def starts_variation(self) -> bool:
        """Whether the node is a side line's first move (not its parent's main variation)."""
        if self.parent is None or not self.parent.variations:
            return False
        return self.parent.variations[0] is not self

    def is_mainline(self) -> bool:
        """Whether the node lies on the game's main line."""
        node = self
        while node.parent is not None:
            if not node.parent.variations or node.parent.variations[0] is not node:
                return False
            node = node.parent
        return True

    def is_main_variation(self) -> bool:
        """Whether the node is its parent's main variation (the root is)."""
        if self.parent is None:
            return True
        return not self.parent.variations or self.parent.variations[0] is self

    def _variation_index(self, move: NodeKey) -> int:
        if isinstance(move, int):
            if not 0 <= move < len(self.variations):
                raise IndexError(f"variation index out of range: {move}")
            return move
        for index, variation in enumerate(self.variations):
            if variation is move or (isinstance(move, Move) and variation.move == move):
                return index
        raise KeyError(f"variation not found: {move!r}")

    def __getitem__(self, move: NodeKey) -> "ChildNode":
        return self.variations[self._variation_index(move)]

    def __contains__(self, move: NodeKey) -> bool:
        try:
            self._variation_index(move)
        except (KeyError, IndexError):
            return False
        return True

    def variation(self, move: NodeKey) -> "ChildNode":
        """The variation named by its index, its move or its node. Raises ``KeyError`` (or
        ``IndexError`` for an index) when there is none."""
        return self[move]

    def has_variation(self, move: NodeKey) -> bool:
        """Whether a variation of that index, move or node follows this node."""
        return move in self

    def promote_to_main(self, move: NodeKey) -> None:
        """Makes the variation the main one, the others keeping their order behind it."""
        variation = self[move]
        self.variations.remove(variation)
        self.variations.insert(0, variation)

    def promote(self, move: NodeKey) -> None:
        """Moves the variation one place up."""
        index = self._variation_index(move)
        if index > 0:
            self.variations[index - 1], self.variations[index] = self.variations[index], self.variations[index - 1]

    def demote(self, move: NodeKey) -> None:
        """Moves the variation one place down."""
        index = self._variation_index(move)
        if index < len(self.variations) - 1:
            self.variations[index + 1], self.variations[index] = self.variations[index], self.variations[index + 1]

    def remove_variation(self, move: NodeKey) -> None:
        """Removes the variation and everything after it."""
        self.variations.remove(self.variation(move))

    def add_variation(
        self,
        move: Move,
        *,
        comment: str = "",
        starting_comment: str = "",
        nags: Iterable[int] = (),
    ) -> "ChildNode":
        """Adds ``move`` as the last variation from this node and returns its node. The move is
        not checked: a move that is not legal here makes a tree that cannot be exported."""
        return ChildNode(self, move, comment=comment, starting_comment=starting_comment, nags=nags)

    def add_main_variation(self, move: Move, *, comment: str = "", nags: Iterable[int] = ()) -> "ChildNode":
        """Adds ``move`` as the main variation from this node (the others move down one)."""
        node = self.add_variation(move, comment=comment, nags=nags)
        self.variations.remove(node)
        self.variations.insert(0, node)
        return node

    def next(self) -> Optional["ChildNode"]:
        """The main variation, or ``None`` at the end of a line."""
        return self.variations[0] if self.variations else None

    def mainline(self) -> "Mainline[ChildNode]":
        """The nodes of the main line after this one."""
        return Mainline(self, lambda node: node)

    def mainline_moves(self) -> "Mainline[Move]":
        """The moves of the main line after this node."""
        return Mainline(self, lambda node: node.move)

    def add_line(
        self,
        moves: Iterable[Move],
        *,
        comment: str = "",
        starting_comment: str = "",
        nags: Iterable[int] = (),
    ) -> "GameNode":
        """Adds the moves one after the other as a variation from this node: the first gets
        ``starting_comment``, the last ``comment`` and ``nags``. Returns the last node."""
        node: GameNode = self
        for move in moves:
            node = node.add_variation(move, starting_comment=starting_comment)
            starting_comment = ""
        node.comment = comment
        node.nags.update(nags)
        return node

    def clock(self) -> Optional[float]:
        """The ``[%clk]`` of the comment: the mover's time left, in seconds, or ``None``."""
        return read_time(CLOCK_REGEX, self.comment)

    def set_clock(self, seconds: Optional[float]) -> None:
        """Writes ``[%clk]`` into the comment, or removes it for ``None``."""
        annotation = None if seconds is None else f"[%clk {format_time(seconds)}]"
        self.comment = write_annotation(self.comment, CLOCK_REGEX, annotation)

    def emt(self) -> Optional[float]:
        """The ``[%emt]`` of the comment: the time the move took, in seconds, or ``None``."""
        return read_time(EMT_REGEX, self.comment)

    def set_emt(self, seconds: Optional[float]) -> None:
        """Writes ``[%emt]`` into the comment, or removes it for ``None``."""
        annotation = None if seconds is None else f"[%emt {format_time(seconds)}]"
        self.comment = write_annotation(self.comment, EMT_REGEX, annotation)

    def eval(self) -> "Optional[PovScore]":
        """The ``[%eval]`` of the comment as a score from White's side, or ``None``."""
        from fianchetto.engine import Cp, Mate, PovScore

        found = read_eval(self.comment)
        if found is None:
            return None
        mate, centipawns, _ = found
        score = Mate(mate) if mate is not None else Cp(centipawns or 0)
        return PovScore(score, True)

    def eval_depth(self) -> Optional[int]:
        """The search depth the ``[%eval]`` of the comment gives (``[%eval 0.32,20]``), or
        ``None``."""
        found = read_eval(self.comment)
        return None if found is None else found[2]

    def set_eval(self, score: "Optional[PovScore]", depth: Optional[int] = None) -> None:
        """Writes ``[%eval]`` (from White's side, with ``depth`` if given) into the comment, or
        removes it for ``None``."""
        annotation = None
        if score is not None:
            white = score.white()
            annotation = format_eval(white.mate(), white.score(), depth)
        self.comment = write_annotation(self.comment, EVAL_REGEX, annotation)

    def arrows(self) -> "List[Arrow]":
        """The squares (``[%csl]``) and arrows (``[%cal]``) the comment marks, as
        ``chess.svg.Arrow``s; a marked square is an arrow from it to itself."""
        from fianchetto.svg import Arrow

        return [Arrow(tail, head, color=color) for tail, head, color in read_arrows(self.comment)]

    def set_arrows(self, arrows: "Iterable[Union[Arrow, Tuple[int, int]]]") -> None:
        """Replaces the comment's squares and arrows with ``arrows`` (``Arrow``s, or
        ``(tail, head)`` pairs, which are green)."""
        marks = []
        for arrow in arrows:
            if isinstance(arrow, tuple):
                marks.append((arrow[0], arrow[1], "green"))
            else:
                marks.append((arrow.tail, arrow.head, arrow.color))
        self.comment = write_arrows(self.comment, marks)

    def accept(self, visitor: "BaseVisitor[ResultT]") -> ResultT:
        """Walks the subtree from this node, in PGN order, through ``visitor``'s callbacks;
        returns ``visitor.result()``."""
        raise NotImplementedError

    def accept_subgame(self, visitor: "BaseVisitor[ResultT]") -> ResultT:
        """Walks the subtree from this node through ``visitor`` as a game of its own, which
        starts from this node's position (its ``FEN`` and ``SetUp`` tags say so)."""
        from fianchetto.pgn._visitors import SKIP

        if visitor.begin_game() is not SKIP:
            game = self.game()
            board = self.board()
            headers = Headers(game.headers)
            headers["FEN"] = board.fen()
            headers["SetUp"] = "1"
            visitor.begin_headers()
            for name, value in headers.items():
                visitor.visit_header(name, value)
            if visitor.end_headers() is not SKIP:
                visitor.visit_board(board)
                if self.variations:
                    _accept_line(self.variations[0], board, visitor, sidelines=True)
                visitor.visit_result(headers.get("Result", "*"))
        visitor.end_game()
        return visitor.result()

    def __str__(self) -> str:
        from fianchetto.pgn._exporter import StringExporter

        return self.accept(StringExporter(columns=None))


class ChildNode(GameNode):
    """A node reached by a move: ``move``, with what is said about it (``starting_comment``
    before it, ``nags`` and ``comment`` after it). Making one adds it to ``parent``'s variations."""

    parent: GameNode
    move: Move

    def __init__(
        self,
        parent: GameNode,
        move: Move,
        *,
        comment: str = "",
        starting_comment: str = "",
        nags: Iterable[int] = (),
    ) -> None:
        super().__init__(comment=comment)
        self.parent = parent
        self.move = move
        self.parent.variations.append(self)
        self.nags.update(nags)
        self.starting_comment = starting_comment

    def board(self) -> Board:
        moves = []
        node: GameNode = self
        while isinstance(node, ChildNode):
            moves.append(node.move)
            node = node.parent
        board = node.board()
        for move in reversed(moves):
            board.push(move)
        return board

    def ply(self) -> int:
        plies = 0
        node: GameNode = self
        while isinstance(node, ChildNode):
            plies += 1
            node = node.parent
        return node.ply() + plies

    def san(self) -> str:
        """The move in SAN, from the parent's position."""
        return self.parent.board().san(self.move)

    def uci(self, *, chess960: Optional[bool] = None) -> str:
        """The move in UCI, from the parent's position (castling as king-takes-rook in Chess960,
        or as ``chess960`` says)."""
        board = self.parent.board()
        if chess960 is not None and chess960 != board.chess960:
            board = Board(board.fen(), chess960)
        return board.uci(self.move)

    def end(self) -> "ChildNode":
        node = super().end()
        assert isinstance(node, ChildNode)
        return node

    def accept(self, visitor: "BaseVisitor[ResultT]") -> ResultT:
        _accept_line(self, self.parent.board(), visitor, sidelines=False)
        return visitor.result()

    def __repr__(self) -> str:
        board = self.parent.board()
        number = f"{board.fullmove_number}." if board.turn else f"{board.fullmove_number}..."
        return f"<{type(self).__name__} at {id(self):#x} ({number} {board.san(self.move)} ...)>"


def _accept_node(node: ChildNode, parent_board: Board, visitor: "BaseVisitor[Any]") -> None:
    """Visits one node: its starting comment, its move (from ``parent_board``), the board
    after it, its NAGs and its comment. ``parent_board`` comes back unchanged."""
    if node.starting_comment:
        visitor.visit_comment(node.starting_comment)
    visitor.visit_move(parent_board, node.move)
    parent_board.push(node.move)
    visitor.visit_board(parent_board)
    parent_board.pop()
    for nag in sorted(node.nags):
        visitor.visit_nag(nag)
    if node.comment:
        visitor.visit_comment(node.comment)


def _accept_line(node: ChildNode, board: Board, visitor: "BaseVisitor[Any]", *, sidelines: bool) -> None:
    """Visits ``node`` and the main line after it, each move's side lines as variations right
    after it (and ``node``'s own siblings after it when ``sidelines``). The main line is a loop,
    not a recursion, so a long game does not reach Python's recursion limit; only nested
    variations recurse. ``board`` is the position before ``node`` and comes back unchanged."""
    from fianchetto.pgn._visitors import SKIP

    pushed = 0
    while True:
        _accept_node(node, board, visitor)
        if sidelines:
            for sibling in node.parent.variations[1:]:
                # A skipped variation still ends, as python-chess has it.
                if visitor.begin_variation() is not SKIP:
                    _accept_line(sibling, board, visitor, sidelines=False)
                visitor.end_variation()
        board.push(node.move)
        pushed += 1
        if not node.variations:
            break
        node = node.variations[0]
        sidelines = True
    for _ in range(pushed):
        board.pop()


class Game(GameNode):
    """The root of a game tree, with the game's ``headers`` and the ``errors`` met while it was
    read. ``Game()`` has the seven-tag roster with its defaults; ``headers`` sets others."""

    headers: Headers
    errors: List[Exception]

    def __init__(self, headers: Optional[Union[Mapping[str, str], Iterable[Tuple[str, str]]]] = None) -> None:
        super().__init__()
        self.headers = Headers(headers)
        self.errors = []

    def board(self) -> Board:
        return self.headers.board()

    def ply(self) -> int:
        board = self.board()
        return 2 * (board.fullmove_number - 1) + (0 if board.turn else 1)

    def setup(self, board: Union[Board, str]) -> None:
        """Makes the game start from ``board`` (a board or a FEN): sets the ``FEN`` and
        ``SetUp`` tags, or removes them for the variant's start, and the ``Variant`` tag."""
        from fianchetto.pgn._headers import _board_from_fen

        if isinstance(board, str):
            board = _board_from_fen(self.headers.variant(), board, self.headers.is_chess960())
        else:
            board = board.copy(stack=False)
        fen = board.fen()
        variant = board.uci_variant
        if fen == type(board).starting_fen and not board.chess960:
            self.headers.pop("FEN", None)
            self.headers.pop("SetUp", None)
        else:
            self.headers["FEN"] = fen
            self.headers["SetUp"] = "1"
        if variant != "chess":
            self.headers["Variant"] = _variant_aliases(variant)[0]
        elif board.chess960:
            self.headers["Variant"] = "Chess960"
        else:
            self.headers.pop("Variant", None)

    def accept(self, visitor: "BaseVisitor[ResultT]") -> ResultT:
        from fianchetto.pgn._visitors import SKIP

        if visitor.begin_game() is not SKIP:
            visitor.begin_headers()
            for name, value in self.headers.items():
                visitor.visit_header(name, value)
            if visitor.end_headers() is not SKIP:
                board = self.board()
                visitor.visit_board(board)
                if self.comment:
                    visitor.visit_comment(self.comment)
                if self.variations:
                    _accept_line(self.variations[0], board, visitor, sidelines=True)
                visitor.visit_result(self.headers.get("Result", "*"))
        visitor.end_game()
        return visitor.result()

    def time_control(self) -> Any:
        """The ``TimeControl`` tag read (``parse_time_control``). Raises ``ValueError``."""
        from fianchetto.pgn._time_control import parse_time_control

        return parse_time_control(self.headers.get("TimeControl", ""))

    @classmethod
    def from_board(cls: Type[GameT], board: Board) -> GameT:
        """A game of the moves played on ``board``, from its first position, with its result."""
        start = board.copy()
        while start.move_stack:
            start.pop()
        game = cls()
        game.setup(start)
        game.add_line(board.move_stack)
        game.headers["Result"] = board.result()
        return game

    @classmethod
    def without_tag_roster(cls: Type[GameT]) -> GameT:
        """A game with no tags at all."""
        return cls(headers={})

    @classmethod
    def builder(cls: Type[GameT]) -> "GameBuilder[GameT]":
        """A ``GameBuilder`` that makes games of this class (``read_game``'s ``Visitor``)."""
        from fianchetto.pgn._visitors import GameBuilder

        return GameBuilder(Game=cls)

    def __repr__(self) -> str:
        headers = self.headers
        return (
            f"<{type(self).__name__} at {id(self):#x} ({headers.get('White', '?')!r} vs. "
            f"{headers.get('Black', '?')!r}, {headers.get('Date', '????.??.??')!r} at {headers.get('Site', '?')!r})>"
        )


class Mainline(Generic[MainlineMapT]):
    """The main line after a node, each node seen through ``f`` (the node itself, or its move).
    Iterable forwards and backwards; true when it has a move."""

    def __init__(self, start: GameNode, f: Callable[[ChildNode], MainlineMapT]) -> None:
        self.start = start
        self.f = f

    def __bool__(self) -> bool:
        return bool(self.start.variations)

    def __iter__(self) -> Iterator[MainlineMapT]:
        node = self.start
        while node.variations:
            node = node.variations[0]
            yield self.f(node)

    def __reversed__(self) -> Iterator[MainlineMapT]:
        return reversed(list(self))

    def accept(self, visitor: "BaseVisitor[ResultT]") -> ResultT:
        """Visits the main line's moves (no headers, no side lines, no result)."""
        node = self.start
        board = self.start.board()
        while node.variations:
            node = node.variations[0]
            _accept_node(node, board, visitor)
            board.push(node.move)
        return visitor.result()

    def __str__(self) -> str:
        from fianchetto.pgn._exporter import StringExporter

        return self.accept(StringExporter(columns=None))

    def __repr__(self) -> str:
        return f"<Mainline at {id(self):#x} ({self})>"
