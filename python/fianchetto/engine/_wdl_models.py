"""Stockfish's win rate models: the chance of a win, in per mille, for an evaluation at a ply.

Each Stockfish release since 12 fits a logistic curve to fishtest games: its midpoint `a` and
its spread `b` are cubic polynomials in the game's progress. The coefficients are the ones
each release published with its model (the WDL_model project of official-stockfish); they
are measured data, not code.
"""

from __future__ import annotations

import math
from typing import Callable, Dict, NamedTuple, Optional, Tuple

_Cubic = Tuple[float, float, float, float]


class _Model(NamedTuple):
    # The game's progress from the ply: the variable of both cubics.
    progress: Callable[[int], float]
    a: _Cubic
    b: _Cubic
    # The engine's internal value of a pawn, when its centipawns are scaled to it (15.1 on);
    # None when the model takes centipawns as reported.
    pawn_value: Optional[int]
    # The evaluations are clamped to this (centipawns or internal units).
    limit: float


def _by_ply(ply: int) -> float:
    return min(240, ply) / 64


def _by_move(ply: int) -> float:
    # The move number (a fraction: ply / 2 + 1), fitted for moves 8 to 120, anchored at 32.
    return max(8.0, min(120.0, ply / 2 + 1)) / 32


_MODELS: Dict[str, _Model] = {
    "sf12": _Model(
        _by_ply,
        (-8.24404295, 64.23892342, -95.73056462, 153.86478679),
        (-3.37154371, 28.44489198, -56.67657741, 72.05858751),
        None,
        2000,
    ),
    "sf14": _Model(
        _by_ply,
        (-3.68389304, 30.07065921, -60.52878723, 149.53378557),
        (-2.01818570, 15.85685038, -29.83452023, 47.59078827),
        None,
        2000,
    ),
    "sf15": _Model(
        _by_ply,
        (-0.1172024, 0.594729104, 11.2065546, 122.606222),
        (-1.79066759, 11.30759193, -17.43677612, 36.47147479),
        None,
        2000,
    ),
    "sf15.1": _Model(
        _by_ply,
        (-0.58270499, 2.68512549, 15.24638015, 344.49745382),
        (-2.65734562, 15.96509799, -20.69040836, 73.61029937),
        361,
        4000,
    ),
    "sf16": _Model(
        _by_ply,
        (0.38036525, -2.82015070, 23.17882135, 307.36768407),
        (-2.29434733, 13.27689788, -14.26828904, 63.45318330),
        328,
        4000,
    ),
    "sf16.1": _Model(
        _by_move,
        (-1.06249702, 7.42016937, 0.89425629, 348.60356174),
        (-5.33122190, 39.57831533, -90.84473771, 123.40620748),
        356,
        4000,
    ),
}
_MODELS["sf"] = _MODELS["sf16.1"]

MODEL_NAMES = ("sf12", "sf14", "sf15", "sf15.1", "sf16", "sf16.1", "sf", "lichess")


def _cubic(coefficients: _Cubic, x: float) -> float:
    c3, c2, c1, c0 = coefficients
    return ((c3 * x + c2) * x + c1) * x + c0


def win_rate(model: str, cp: int, ply: int) -> int:
    """The chance of a win, in per mille, at `cp` centipawns (side to move) at `ply`."""
    if model == "lichess":
        # lichess's curve, which it clamps to a thousand centipawns either way.
        return round(1000 / (1 + math.exp(-0.00368208 * max(-1000, min(1000, cp)))))
    try:
        fit = _MODELS[model]
    except KeyError:
        raise ValueError(f"unknown wdl model: {model!r} (known: {', '.join(MODEL_NAMES)})") from None
    progress = fit.progress(ply)
    a = _cubic(fit.a, progress)
    b = _cubic(fit.b, progress)
    x = cp if fit.pawn_value is None else cp * fit.pawn_value / 100
    x = max(-fit.limit, min(fit.limit, x))
    return int(0.5 + 1000 / (1 + math.exp((a - x) / b)))
