"""``Headers``: a game's tag pairs, the seven-tag roster first in its order."""

from __future__ import annotations

import re
from typing import Any, Dict, Iterable, Iterator, List, Mapping, MutableMapping, Optional, Tuple, Type, TypeVar, Union

from fianchetto import Board

TAG_ROSTER = ["Event", "Site", "Date", "Round", "White", "Black", "Result"]
# The roster's values for a game that says nothing.
_ROSTER_DEFAULTS = {"Date": "????.??.??", "Result": "*"}

# A tag name: a letter or digit, then those and `_+#=:-`, as python-chess accepts.
TAG_NAME_REGEX = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_+#=:-]*\Z")

# The Variant tag's names of standard chess played from a Chess960 position.
_CHESS960_NAMES = {"chess960", "chess 960", "fischerandom", "fischerrandom", "fischer random", "960"}

HeadersT = TypeVar("HeadersT", bound="Headers")


class Headers(MutableMapping[str, str]):
    """A game's tags, as python-chess's ``chess.pgn.Headers``: the seven-tag roster first, in
    its order, then the others in the order they were set. ``Headers()`` holds the roster with
    its defaults (``?``, ``????.??.??``, ``*``); ``Headers({})`` holds nothing.
    Setting a tag whose name is no PGN tag name, or a value with a line break, raises
    ``ValueError``."""

    def __init__(
        self,
        data: Optional[Union[Mapping[str, str], Iterable[Tuple[str, str]]]] = None,
        **kwargs: str,
    ) -> None:
        self._tag_roster: Dict[str, str] = {}
        self._others: Dict[str, str] = {}
        if data is None:
            data = {name: _ROSTER_DEFAULTS.get(name, "?") for name in TAG_ROSTER}
        self.update(data, **kwargs)

    def is_chess960(self) -> bool:
        """Whether the ``Variant`` tag names Chess960 (or another standard-chess shuffle)."""
        return self.get("Variant", "").lower() in _CHESS960_NAMES

    def is_wild(self) -> bool:
        """Whether the ``Variant`` tag names one of the old ICS "wild" variants."""
        return self.get("Variant", "").lower().startswith("wild") or self.get("Variant", "").lower() in {
            "nocastle",
            "pawns only",
            "pawnsonly",
            "atomic960",
        }

    def variant(self) -> Type[Board]:
        """The board class of the ``Variant`` tag (``Board`` for none, standard or Chess960).
        Raises ``ValueError`` for a variant fianchetto does not know."""
        from fianchetto.variant import find_variant

        name = self.get("Variant")
        if name is None or self.is_chess960() or self.is_wild():
            return Board
        return find_variant(name)

    def board(self) -> Board:
        """The position the game starts from: the ``FEN`` tag's (or the variant's start), under
        the ``Variant`` tag. Raises ``ValueError`` for a FEN or variant that cannot be read."""
        variant = self.variant()
        fen = self.get("FEN")
        chess960 = self.is_chess960()
        if fen is None:
            return variant(chess960=chess960)
        return _board_from_fen(variant, fen, chess960)

    def __setitem__(self, key: str, value: str) -> None:
        if not TAG_NAME_REGEX.match(key):
            raise ValueError(f"invalid pgn header tag: {key!r}")
        if "\n" in value or "\r" in value:
            raise ValueError(f"line break in pgn header {key}: {value!r}")
        if key in TAG_ROSTER:
            self._tag_roster[key] = value
        else:
            self._others[key] = value

    def __getitem__(self, key: str) -> str:
        if key in TAG_ROSTER:
            return self._tag_roster[key]
        return self._others[key]

    def __delitem__(self, key: str) -> None:
        if key in TAG_ROSTER:
            del self._tag_roster[key]
        else:
            del self._others[key]

    def __iter__(self) -> Iterator[str]:
        for name in TAG_ROSTER:
            if name in self._tag_roster:
                yield name
        yield from self._others

    def __len__(self) -> int:
        return len(self._tag_roster) + len(self._others)

    def copy(self: HeadersT) -> HeadersT:
        """A copy holding the same tags in the same order."""
        return type(self)(self)

    def __copy__(self: HeadersT) -> HeadersT:
        return self.copy()

    def __repr__(self) -> str:
        pairs = ", ".join(f"{key}={value!r}" for key, value in self.items())
        return f"{type(self).__name__}({pairs})"

    @classmethod
    def builder(cls) -> Any:
        """A ``HeadersBuilder`` that makes headers of this class (``read_game``'s ``Visitor``)."""
        from fianchetto.pgn._visitors import HeadersBuilder

        return HeadersBuilder(Headers=cls)


def _board_from_fen(variant: Type[Board], fen: str, chess960: bool) -> Board:
    """The board of ``fen``; a castling right that only Chess960 can mean makes it a Chess960
    board, as python-chess does for a ``FEN`` tag without a ``Variant`` tag."""
    board = variant(fen, True)
    if chess960:
        return board
    try:
        standard = variant(fen, False)
    except ValueError:
        return board
    return board if standard.fen() != board.fen() else standard


def roster_defaults() -> List[Tuple[str, str]]:
    """The seven-tag roster with python-chess's defaults, in order."""
    return [(name, _ROSTER_DEFAULTS.get(name, "?")) for name in TAG_ROSTER]
