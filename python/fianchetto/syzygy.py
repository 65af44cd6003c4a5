"""Syzygy endgame tablebases, as python-chess's ``chess.syzygy`` probes them (standard chess)."""

from __future__ import annotations

import os
from typing import Union

from fianchetto._native import Tablebase


def open_tablebase(directory: "Union[str, os.PathLike[str]]") -> Tablebase:
    """The tables in ``directory``. Raises ``OSError``."""
    tablebase = Tablebase()
    tablebase.add_directory(directory)
    return tablebase


__all__ = ["Tablebase", "open_tablebase"]
