"""XBoard/WinBoard engines: not supported (yet); the names exist so that code naming them
imports, and each use says so."""

from __future__ import annotations

from typing import Any, NoReturn

_WHY = "fianchetto.engine speaks UCI only; XBoard/WinBoard engines are not supported"


class XBoardProtocol:
    """The XBoard protocol: not supported; making one raises NotImplementedError."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        raise NotImplementedError(_WHY)


async def popen_xboard(command: Any, *, setpgrp: bool = False, **popen_args: Any) -> NoReturn:
    """Starting an XBoard engine: not supported; raises NotImplementedError."""
    raise NotImplementedError(_WHY)
