"""PGN, as python-chess's ``chess.pgn``: game trees read one at a time from an open text file
(``read_game``), built and edited in code (``Game``, ``ChildNode``), walked by visitors and
written back byte for byte as python-chess writes them (``str(game)``, ``StringExporter``,
``FileExporter``). And whole files on every core as flat records (``read_games``,
``to_arrow``), for game databases.

>>> import io, fianchetto.pgn
>>> game = fianchetto.pgn.read_game(io.StringIO("1. e4 e5 (1... c5 {Sicilian}) 2. Nf3 *"))
>>> [node.san() for node in game.mainline()]
['e4', 'e5', 'Nf3']
>>> print(game.accept(fianchetto.pgn.StringExporter(headers=False)))
1. e4 e5 ( 1... c5 { Sicilian } ) 2. Nf3 *
"""

from __future__ import annotations

from fianchetto.pgn._annotations import CLOCK_REGEX, EMT_REGEX
from fianchetto.pgn._exporter import FileExporter, StringExporter, StringExporterMixin
from fianchetto.pgn._headers import TAG_NAME_REGEX, TAG_ROSTER, Headers
from fianchetto.pgn._nags import (
    NAG_ACTIVE_POSITION,
    NAG_BLACK_DECISIVE_ADVANTAGE,
    NAG_BLACK_DECISIVE_COUNTERPLAY,
    NAG_BLACK_MODERATE_ADVANTAGE,
    NAG_BLACK_MODERATE_COUNTERPLAY,
    NAG_BLACK_MODERATE_TIME_PRESSURE,
    NAG_BLACK_SEVERE_TIME_PRESSURE,
    NAG_BLACK_SLIGHT_ADVANTAGE,
    NAG_BLACK_ZUGZWANG,
    NAG_BLUNDER,
    NAG_BRILLIANT_MOVE,
    NAG_DRAWISH_POSITION,
    NAG_DUBIOUS_MOVE,
    NAG_FORCED_MOVE,
    NAG_GOOD_MOVE,
    NAG_MISTAKE,
    NAG_NOVELTY,
    NAG_NULL,
    NAG_QUIET_POSITION,
    NAG_SINGULAR_MOVE,
    NAG_SPECULATIVE_MOVE,
    NAG_UNCLEAR_POSITION,
    NAG_WHITE_DECISIVE_ADVANTAGE,
    NAG_WHITE_DECISIVE_COUNTERPLAY,
    NAG_WHITE_MODERATE_ADVANTAGE,
    NAG_WHITE_MODERATE_COUNTERPLAY,
    NAG_WHITE_MODERATE_TIME_PRESSURE,
    NAG_WHITE_SEVERE_TIME_PRESSURE,
    NAG_WHITE_SLIGHT_ADVANTAGE,
    NAG_WHITE_ZUGZWANG,
    NAG_WORST_MOVE,
)
from fianchetto.pgn._nodes import ChildNode, Game, GameNode, Mainline
from fianchetto.pgn._patterns import MOVETEXT_REGEX, TAG_REGEX
from fianchetto.pgn._reading import read_game, read_headers, skip_game
from fianchetto.pgn._records import ArrowStream, GameIterator, GameRecord, Score, arrow_stream, read_games, to_arrow
from fianchetto.pgn._time_control import TimeControl, TimeControlPart, TimeControlType, parse_time_control
from fianchetto.pgn._visitors import (
    LOGGER,
    SKIP,
    BaseVisitor,
    BoardBuilder,
    GameBuilder,
    HeadersBuilder,
    SkipType,
    SkipVisitor,
)

__all__ = [
    "BaseVisitor", "BoardBuilder", "ChildNode", "FileExporter", "Game", "GameBuilder", "GameNode",
    "Headers", "HeadersBuilder", "Mainline", "SKIP", "SkipType", "SkipVisitor", "StringExporter",
    "StringExporterMixin", "TimeControl", "TimeControlPart", "TimeControlType",
    "read_game", "read_headers", "skip_game", "parse_time_control",
    "TAG_ROSTER", "TAG_REGEX", "TAG_NAME_REGEX", "MOVETEXT_REGEX", "CLOCK_REGEX", "EMT_REGEX", "LOGGER",
    "NAG_NULL", "NAG_GOOD_MOVE", "NAG_MISTAKE", "NAG_BRILLIANT_MOVE", "NAG_BLUNDER",
    "NAG_SPECULATIVE_MOVE", "NAG_DUBIOUS_MOVE", "NAG_FORCED_MOVE", "NAG_SINGULAR_MOVE",
    "NAG_WORST_MOVE", "NAG_DRAWISH_POSITION", "NAG_QUIET_POSITION", "NAG_ACTIVE_POSITION",
    "NAG_UNCLEAR_POSITION", "NAG_WHITE_SLIGHT_ADVANTAGE", "NAG_BLACK_SLIGHT_ADVANTAGE",
    "NAG_WHITE_MODERATE_ADVANTAGE", "NAG_BLACK_MODERATE_ADVANTAGE", "NAG_WHITE_DECISIVE_ADVANTAGE",
    "NAG_BLACK_DECISIVE_ADVANTAGE", "NAG_WHITE_ZUGZWANG", "NAG_BLACK_ZUGZWANG",
    "NAG_WHITE_MODERATE_COUNTERPLAY", "NAG_BLACK_MODERATE_COUNTERPLAY",
    "NAG_WHITE_DECISIVE_COUNTERPLAY", "NAG_BLACK_DECISIVE_COUNTERPLAY",
    "NAG_WHITE_MODERATE_TIME_PRESSURE", "NAG_BLACK_MODERATE_TIME_PRESSURE",
    "NAG_WHITE_SEVERE_TIME_PRESSURE", "NAG_BLACK_SEVERE_TIME_PRESSURE", "NAG_NOVELTY",
    "ArrowStream", "GameIterator", "GameRecord", "Score", "arrow_stream", "read_games", "to_arrow",
]  # fmt: skip
