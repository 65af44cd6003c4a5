"""Chess engines over the Universal Chess Interface (UCI), with python-chess's API: the
blocking `SimpleEngine` and the asyncio `UciProtocol`.

>>> import fianchetto.engine
>>> fianchetto.engine.Cp(+35) > fianchetto.engine.Mate(-3)
True

With an engine installed::

    with fianchetto.engine.SimpleEngine.popen_uci("stockfish") as engine:
        info = engine.analyse(fianchetto.Board(), fianchetto.engine.Limit(depth=12))
        print(info["score"].white(), info["pv"])
"""

from __future__ import annotations

from fianchetto.engine._analysis import AnalysisResult
from fianchetto.engine._errors import AnalysisComplete, EngineError, EngineTerminatedError
from fianchetto.engine._info import LOGGER, _parse_uci_info
from fianchetto.engine._mock import MockTransport
from fianchetto.engine._protocol import Protocol
from fianchetto.engine._score import Cp, Mate, MateGiven, MateGivenType, PovScore, PovWdl, Score, Wdl, WdlModel
from fianchetto.engine._simple import SimpleAnalysisResult, SimpleEngine, popen_uci, run_in_background
from fianchetto.engine._types import (
    INFO_ALL,
    INFO_BASIC,
    INFO_CURRLINE,
    INFO_NONE,
    INFO_PV,
    INFO_REFUTATION,
    INFO_SCORE,
    MANAGED_OPTIONS,
    BestMove,
    ConfigMapping,
    ConfigValue,
    Info,
    InfoDict,
    Limit,
    Opponent,
    Option,
    PlayResult,
    UciOptionMap,
)
from fianchetto.engine._uci import UciProtocol
from fianchetto.engine._xboard import XBoardProtocol, popen_xboard

__all__ = [
    "AnalysisComplete",
    "AnalysisResult",
    "BestMove",
    "ConfigMapping",
    "ConfigValue",
    "Cp",
    "EngineError",
    "EngineTerminatedError",
    "INFO_ALL",
    "INFO_BASIC",
    "INFO_CURRLINE",
    "INFO_NONE",
    "INFO_PV",
    "INFO_REFUTATION",
    "INFO_SCORE",
    "Info",
    "InfoDict",
    "LOGGER",
    "Limit",
    "MANAGED_OPTIONS",
    "Mate",
    "MateGiven",
    "MateGivenType",
    "MockTransport",
    "Opponent",
    "Option",
    "PlayResult",
    "PovScore",
    "PovWdl",
    "Protocol",
    "Score",
    "SimpleAnalysisResult",
    "SimpleEngine",
    "UciOptionMap",
    "UciProtocol",
    "Wdl",
    "WdlModel",
    "XBoardProtocol",
    "_parse_uci_info",
    "popen_uci",
    "popen_xboard",
    "run_in_background",
]
