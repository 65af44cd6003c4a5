"""`info` lines as `InfoDict`s: the core's reader (`_native._read_uci_info`) takes the words
apart, and moves are resolved here against the board that was searched."""

from __future__ import annotations

import logging
from typing import Any, Dict, List, Optional, Tuple

from fianchetto import Board, Move
from fianchetto import _native
from fianchetto.engine._score import Cp, Mate, PovScore, PovWdl, Wdl
from fianchetto.engine._types import INFO_ALL, Info, InfoDict

LOGGER = logging.getLogger("fianchetto.engine")

_BASIC = ("depth", "seldepth", "nodes", "nps", "tbhits", "multipv", "currmovenumber", "hashfull", "cpuload")


def _line(root: Board, ucis: List[str]) -> List[Move]:
    """The moves of `ucis`, legal one after the other from `root`; ValueError at the first
    that is not."""
    board = root.copy(stack=False)
    moves = []
    for uci in ucis:
        move = board.parse_uci(uci)
        board.push(move)
        moves.append(move)
    return moves


def _parse_uci_info(arg: str, root_board: Board, selector: Info = INFO_ALL) -> InfoDict:
    """The words after `info` as an `InfoDict`, reading only what `selector` asks for
    (the basic numbers and `string` whenever it asks for anything). A move that is not
    legal where it is played drops its line, with an error in the log."""
    info: Dict[str, Any] = {}
    if not selector:
        return info  # type: ignore[return-value]
    fields = _native._read_uci_info(arg)
    for key in _BASIC:
        if key in fields:
            info[key] = fields[key]
    if "time" in fields:
        info["time"] = fields["time"] / 1000
    if "ebf" in fields:
        info["ebf"] = fields["ebf"]
    if "string" in fields:
        info["string"] = fields["string"]
    turn = root_board.turn
    if "wdl" in fields:
        info["wdl"] = PovWdl(Wdl(*fields["wdl"]), turn)
    if "currmove" in fields:
        _resolve(info, "currmove", arg, root_board, lambda: root_board.parse_uci(fields["currmove"]))
    if selector & Info.SCORE and "score" in fields:
        kind, value = fields["score"]
        info["score"] = PovScore(Cp(value) if kind == "cp" else Mate(value), turn)
        for bound in ("lowerbound", "upperbound"):
            if bound in fields:
                info[bound] = True
    if selector & Info.PV and "pv" in fields:
        _resolve(info, "pv", arg, root_board, lambda: _line(root_board, fields["pv"]))
    if selector & Info.REFUTATION and "refutation" in fields:
        def refutation() -> Dict[Move, List[Move]]:
            line = _line(root_board, fields["refutation"])
            return {line[0]: line[1:]}

        _resolve(info, "refutation", arg, root_board, refutation)
    if selector & Info.CURRLINE and "currline" in fields:
        cpu, ucis = fields["currline"]
        _resolve(info, "currline", arg, root_board, lambda: {cpu or 0: _line(root_board, ucis)})
    return info  # type: ignore[return-value]


def _resolve(info: Dict[str, Any], key: str, arg: str, root: Board, read: Any) -> None:
    """Sets `info[key]` to what `read()` answers, or logs why the engine's moves did not
    resolve and leaves the key out."""
    try:
        info[key] = read()
    except (ValueError, IndexError):
        LOGGER.error("Exception parsing %s from info: %r, position at root: %s", key, arg, root.fen(), exc_info=True)


def _parse_best_move(board: Board, best: Optional[str], ponder: Optional[str]) -> Tuple[Optional[Move], Optional[Move]]:
    """The best move and the expected reply of a `bestmove` line, legal in `board`; the reply
    is dropped (with a log) when it is not legal after the move."""
    if best is None:
        return None, None
    move = board.parse_uci(best)
    reply = None
    if ponder is not None:
        after = board.copy(stack=False)
        after.push(move)
        try:
            reply = after.parse_uci(ponder)
        except ValueError:
            LOGGER.exception("engine sent invalid ponder move")
    return move, reply
