"""Whole PGN files on every core, as flat records rather than game trees.

``read_games`` yields each game of a file (plain, ``.zst`` or ``.gz``) in order as a
``GameRecord``: the games python-chess's ``chess.pgn.read_game`` loop would read, with what broke
a game in ``record.errors``, but without the tree (no variations, no comments but clocks and evals).
``to_arrow`` turns a file into a ``pyarrow.Table`` of ``fianchetto export``'s columns without
building a Python object per game. Both release the GIL while they read.

>>> import fianchetto.pgn, pathlib, tempfile
>>> path = pathlib.Path(tempfile.mkdtemp()) / "games.pgn"
>>> _ = path.write_text('[White "a"]\\n\\n1. f3 { [%clk 0:01:00] } e5 2. g4 Qh4# 0-1\\n')
>>> game = next(fianchetto.pgn.read_games(path))
>>> game.headers["White"], [str(m) for m in game.mainline_moves()], game.clocks()[0]
('a', ['f2f3', 'e7e5', 'g2g4', 'd8h4'], 60.0)
"""

from __future__ import annotations

import os
from typing import Any, Union

from fianchetto._native import ArrowStream, GameIterator, GameRecord, Score, arrow_stream, read_games

PathLike = Union[str, "os.PathLike[str]"]


def to_arrow(path: PathLike, threads: int = 0, plies: bool = False) -> Any:
    """The games of the PGN file at ``path`` as a ``pyarrow.Table``.

    One row a game with ``fianchetto export``'s columns (tags, ``moves_uci``, ``moves_san``,
    ``clocks``, ``evals_cp``, ``evals_mate``, ``final_fen``, the opening, the outcome, the
    error), or with ``plies=True`` one row a position. The batches come through the Arrow C
    stream interface: Polars and DuckDB can also take ``arrow_stream(path)`` as it is.
    ``threads=0`` reads on every core.
    """
    import pyarrow  # type: ignore[import-untyped]

    return pyarrow.RecordBatchReader.from_stream(arrow_stream(path, threads, plies)).read_all()


__all__ = ["ArrowStream", "GameRecord", "GameIterator", "Score", "arrow_stream", "read_games", "to_arrow"]
