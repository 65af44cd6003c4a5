"""XBoard/WinBoard engines: not supported (yet); the names exist so that code naming them
imports, and each use says so."""

from __future__ import annotations

import shutil
from typing import Any, List, NoReturn, Union

_WHY = "fianchetto.engine speaks UCI only; XBoard/WinBoard engines are not supported"


class XBoardProtocol:
    """The XBoard protocol: not supported; making one raises NotImplementedError."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        raise NotImplementedError(_WHY)


def refuse_xboard(command: Union[str, List[str]]) -> NoReturn:
    """Raises why an XBoard engine cannot be started: FileNotFoundError when there is no
    such program (as starting it would), NotImplementedError otherwise."""
    program = command if isinstance(command, str) else command[0]
    if shutil.which(program) is None:
        raise FileNotFoundError(f"no such engine program: {program!r}")
    raise NotImplementedError(_WHY)


async def popen_xboard(command: Union[str, List[str]], *, setpgrp: bool = False, **popen_args: Any) -> NoReturn:
    """Starting an XBoard engine: not supported (see `refuse_xboard`)."""
    refuse_xboard(command)
