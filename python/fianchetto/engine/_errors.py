"""The exceptions of `fianchetto.engine`."""

from __future__ import annotations


class EngineError(RuntimeError):
    """The engine sent something the protocol does not allow, or was asked for something
    it cannot do (an option it does not have, a value out of its range)."""


class EngineTerminatedError(EngineError):
    """The engine process ended (crashed, quit, or was closed) while it was being used."""


class AnalysisComplete(Exception):
    """An analysis has ended and every info it sent has been read."""
