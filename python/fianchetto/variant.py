"""lichess's variants as python-chess's ``chess.variant`` names them.

>>> from fianchetto.variant import AtomicBoard
>>> board = AtomicBoard()
>>> board.uci_variant
'atomic'
>>> len(board.legal_moves)
20
"""

from __future__ import annotations

from typing import List, Optional, Tuple, Type

from fianchetto import Board


class _VariantBoard(Board):
    aliases: Tuple[str, ...] = ()

    def __new__(cls, fen: Optional[str] = None, chess960: bool = False) -> "_VariantBoard":
        return Board.__new__(cls, fen, chess960, _variant=cls.uci_variant)


_STANDARD = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"


class AtomicBoard(_VariantBoard):
    """Atomic chess: captures explode every piece but pawns next to them."""

    uci_variant = "atomic"
    aliases = ("Atomic", "Atom", "atomic")
    starting_fen = _STANDARD


class AntichessBoard(_VariantBoard):
    """Antichess: captures are forced, and the side that loses every piece wins."""

    uci_variant = "antichess"
    aliases = ("Antichess", "Anti chess", "Anti", "Giveaway")
    starting_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"


GiveawayBoard = AntichessBoard


class KingOfTheHillBoard(_VariantBoard):
    """King of the hill: a king on a centre square wins."""

    uci_variant = "kingofthehill"
    aliases = ("King of the Hill", "KOTH", "kingOfTheHill")
    starting_fen = _STANDARD


class RacingKingsBoard(_VariantBoard):
    """Racing kings: the first king to the eighth rank wins; no check is allowed."""

    uci_variant = "racingkings"
    aliases = ("Racing Kings", "Racing", "Race", "racingkings")
    starting_fen = "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1"


class HordeBoard(_VariantBoard):
    """Horde: White's 36 pawns against Black's army."""

    uci_variant = "horde"
    aliases = ("Horde", "Horde chess")
    starting_fen = "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1"


class ThreeCheckBoard(_VariantBoard):
    """Three-check: the third check wins."""

    uci_variant = "3check"
    aliases = ("Three-check", "Three check", "Threecheck", "Three-check chess", "3-check", "3check")
    starting_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1"


class CrazyhouseBoard(_VariantBoard):
    """Crazyhouse: captured pieces change sides and can be dropped."""

    uci_variant = "crazyhouse"
    aliases = ("Crazyhouse", "crazyhouse", "House", "ZH")
    starting_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"


VARIANTS: List[Type[Board]] = [
    Board,
    AtomicBoard,
    AntichessBoard,
    KingOfTheHillBoard,
    RacingKingsBoard,
    HordeBoard,
    ThreeCheckBoard,
    CrazyhouseBoard,
]


def find_variant(name: str) -> Type[Board]:
    """The board class of a variant by any of its names (``"Atomic"``, ``"3check"``, ...).

    Raises ``ValueError`` for an unknown name.
    """
    key = name.lower()
    if key in ("chess", "standard", "chess960", "fischerandom", "from position", "normal"):
        return Board
    for board in VARIANTS[1:]:
        aliases = getattr(board, "aliases", ())
        if key == board.uci_variant or key in (alias.lower() for alias in aliases):
            return board
    raise ValueError(f"unsupported variant: {name!r}")


__all__ = [
    "AtomicBoard",
    "AntichessBoard",
    "GiveawayBoard",
    "KingOfTheHillBoard",
    "RacingKingsBoard",
    "HordeBoard",
    "ThreeCheckBoard",
    "CrazyhouseBoard",
    "VARIANTS",
    "find_variant",
]
