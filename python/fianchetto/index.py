"""The position index and opening explorer: which moves a collection's games played from a
position, how they scored, and which games reached it (transpositions included).

>>> import fianchetto, fianchetto.index, pathlib, tempfile
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> _ = (folder / "games.pgn").write_text('[Result "1-0"]\\n\\n1. e4 e5 1-0\\n\\n[Result "0-1"]\\n\\n1. d4 0-1\\n')
>>> fianchetto.index.build_index([folder / "games.pgn"], folder / "games.idx")
2
>>> answer = fianchetto.index.open_index(folder / "games.idx").explore(fianchetto.Board())
>>> [(m["san"], m["games"], m["white"]) for m in answer["moves"]]
[('d4', 1, 0), ('e4', 1, 1)]
"""

from __future__ import annotations

import os
from typing import Union

from fianchetto._native import Index, build_index


def open_index(path: "Union[str, os.PathLike[str]]") -> Index:
    """The index file at ``path``, opened. Raises ``OSError``."""
    return Index(path)


__all__ = ["Index", "build_index", "open_index"]
