"""`Protocol`: an engine process's pipes as lines, one command at a time, and its end."""

from __future__ import annotations

import abc
import asyncio
import logging
import os
import signal
import subprocess
from typing import Any, Callable, Dict, List, Optional, Set, Tuple, Type, TypeVar, Union, cast

from fianchetto import Board
from fianchetto.engine._analysis import AnalysisResult
from fianchetto.engine._errors import EngineTerminatedError
from fianchetto.engine._types import (
    INFO_ALL,
    INFO_NONE,
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

LOGGER = logging.getLogger("fianchetto.engine")

ProtocolT = TypeVar("ProtocolT", bound="Protocol")

# Reads one line of the engine's output (its text without the line ending).
LineReader = Callable[[str], None]


class Protocol(asyncio.SubprocessProtocol, metaclass=abc.ABCMeta):
    """An engine's side of the conversation over a subprocess transport (asyncio): lines
    in and out, one command at a time, and the process's end. Subclasses speak a protocol
    (`UciProtocol`)."""

    def __init__(self) -> None:
        self.loop = asyncio.get_running_loop()
        self.transport: Optional[asyncio.SubprocessTransport] = None
        self._buffers: Dict[int, bytearray] = {1: bytearray(), 2: bytearray()}
        self.returncode: asyncio.Future[int] = self.loop.create_future()
        self.initialized = False
        self.id: Dict[str, str] = {}
        self.options: UciOptionMap[Option] = UciOptionMap()
        self.config: UciOptionMap[ConfigValue] = UciOptionMap()
        self.target_config: UciOptionMap[ConfigValue] = UciOptionMap()
        self._lock = asyncio.Lock()
        self._reader: Optional[LineReader] = None
        self._pending: Set[asyncio.Future[Any]] = set()
        self._own_process_group = False

    # asyncio's side: the transport's events.

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        """The transport is ready."""
        self.transport = cast(asyncio.SubprocessTransport, transport)
        LOGGER.debug("%s: Connection made", self)

    def connection_lost(self, exc: Optional[Exception]) -> None:
        """The pipes are closed."""
        LOGGER.debug("%s: Connection lost (exit code: %s, error: %s)", self, self._exit_code(), exc)
        self._terminated()

    def process_exited(self) -> None:
        """The process ended."""
        LOGGER.debug("%s: Process exited (exit code: %s)", self, self._exit_code())
        self._terminated()

    def pipe_data_received(self, fd: int, data: Union[bytes, str]) -> None:
        """Bytes from the engine's stdout (1) or stderr (2), split into lines."""
        buffer = self._buffers.setdefault(fd, bytearray())
        buffer.extend(data.encode() if isinstance(data, str) else data)
        while b"\n" in buffer:
            raw, _, rest = bytes(buffer).partition(b"\n")
            buffer[:] = rest
            line = raw.decode("utf-8", errors="replace").rstrip("\r")
            if fd == 1:
                self._line_received(line)
            else:
                LOGGER.warning("%s: stderr >> %s", self, line)

    def _exit_code(self) -> Optional[int]:
        return self.transport.get_returncode() if self.transport is not None else None

    def _terminated(self) -> None:
        if not self.returncode.done():
            self.returncode.set_result(self._exit_code() or 0)
        error = EngineTerminatedError(f"engine process died unexpectedly (exit code: {self._exit_code()})")
        for future in list(self._pending):
            if not future.done():
                future.set_exception(error)
        self._pending.clear()
        self._engine_terminated(error)

    def _engine_terminated(self, error: EngineTerminatedError) -> None:
        """Ends what the subclass has running (a search) with `error`."""

    # Lines.

    def _line_received(self, line: str) -> None:
        LOGGER.debug("%s: >> %s", self, line)
        if self._reader is not None:
            self._reader(line)
        elif line.strip():
            self._unexpected_line(line)

    def _unexpected_line(self, line: str) -> None:
        LOGGER.warning("%s: Unexpected engine output: %r", self, line)

    def send_line(self, line: str) -> None:
        """Writes `line` to the engine."""
        self._check_alive()
        assert self.transport is not None, "the transport is not connected yet"
        LOGGER.debug("%s: << %s", self, line)
        stdin = cast(asyncio.WriteTransport, self.transport.get_pipe_transport(0))
        stdin.write((line + "\n").encode("utf-8"))

    def _check_alive(self) -> None:
        if self.returncode.done():
            raise EngineTerminatedError(f"engine process dead (exit code: {self.returncode.result()})")

    def _future(self) -> asyncio.Future[Any]:
        """A future that fails with EngineTerminatedError if the engine ends first."""
        self._check_alive()
        future: asyncio.Future[Any] = self.loop.create_future()
        self._pending.add(future)
        future.add_done_callback(self._pending.discard)
        return future

    async def _exchange(self, line: str, reader: LineReader, done: asyncio.Future[Any]) -> Any:
        """Sends `line`, hands each line the engine writes to `reader` until `done`, and
        answers what `done` holds."""
        self._reader = reader
        try:
            self.send_line(line)
            return await done
        finally:
            if self._reader is reader:
                self._reader = None

    # Process handling.

    @classmethod
    async def popen(
        cls: Type[ProtocolT],
        command: Union[str, List[str]],
        *,
        setpgrp: bool = False,
        **popen_args: Any,
    ) -> Tuple[asyncio.SubprocessTransport, ProtocolT]:
        """Starts the engine `command` (a program, or a list of it and its arguments) with
        pipes to this protocol; `setpgrp` puts it in a process group of its own, which
        keeps it from Ctrl-C in the terminal and lets `close` end all it started."""
        args = [command] if isinstance(command, str) else list(command)
        popen_args.setdefault("stdin", subprocess.PIPE)
        popen_args.setdefault("stdout", subprocess.PIPE)
        if setpgrp and os.name == "posix":
            popen_args["start_new_session"] = True
        loop = asyncio.get_running_loop()
        transport, protocol = await loop.subprocess_exec(cls, *args, **popen_args)
        protocol._own_process_group = setpgrp and os.name == "posix"
        return transport, protocol

    def _kill(self) -> None:
        """Ends the process (and, in a group of its own, all it started)."""
        if self.transport is None:
            return
        pid = self.transport.get_pid()
        if self._own_process_group and pid is not None and not self.returncode.done():
            try:
                os.killpg(pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
        self.transport.close()

    # The commands every protocol has.

    @abc.abstractmethod
    async def initialize(self) -> None:
        """The handshake: learns the engine's name and options."""

    @abc.abstractmethod
    async def ping(self) -> None:
        """Waits until the engine answers (it has done all that it was asked)."""

    @abc.abstractmethod
    async def configure(self, options: ConfigMapping) -> None:
        """Sets engine options (`options`), kept for every later command."""

    @abc.abstractmethod
    async def send_opponent_information(
        self, *, opponent: Optional[Opponent] = None, engine_rating: Optional[int] = None
    ) -> None:
        """Tells the engine who it plays, from the next game on."""

    @abc.abstractmethod
    async def play(
        self,
        board: Board,
        limit: Limit,
        *,
        game: object = None,
        info: Info = INFO_NONE,
        ponder: bool = False,
        draw_offered: bool = False,
        root_moves: Optional[List[Any]] = None,
        options: ConfigMapping = {},
        opponent: Optional[Opponent] = None,
    ) -> PlayResult:
        """The engine's move in `board` within `limit`."""

    async def analyse(
        self,
        board: Board,
        limit: Limit,
        *,
        multipv: Optional[int] = None,
        game: object = None,
        info: Info = INFO_ALL,
        root_moves: Optional[List[Any]] = None,
        options: ConfigMapping = {},
        opponent: Optional[Opponent] = None,
    ) -> Union[InfoDict, List[InfoDict]]:
        """Analyses `board` within `limit`: the last info of the best line, or of each of the
        `multipv` best lines (a list) when `multipv` is given."""
        analysis = await self.analysis(
            board, limit, multipv=multipv, game=game, info=info, root_moves=root_moves, options=options, opponent=opponent
        )
        with analysis:
            await analysis.wait()
        return analysis.info if multipv is None else analysis.multipv

    @abc.abstractmethod
    async def analysis(
        self,
        board: Board,
        limit: Optional[Limit] = None,
        *,
        multipv: Optional[int] = None,
        game: object = None,
        info: Info = INFO_ALL,
        root_moves: Optional[List[Any]] = None,
        options: ConfigMapping = {},
        opponent: Optional[Opponent] = None,
    ) -> AnalysisResult:
        """Starts analysing `board` (until `limit`, or until stopped)."""

    @abc.abstractmethod
    async def send_game_result(
        self,
        board: Board,
        winner: Optional[bool] = None,
        game_ending: Optional[str] = None,
        game_complete: bool = True,
    ) -> None:
        """Tells the engine how the game of `board` ended."""

    @abc.abstractmethod
    async def quit(self) -> None:
        """Asks the engine to exit, and waits until it has."""

    def __repr__(self) -> str:
        pid = self.transport.get_pid() if self.transport is not None else None
        return f"<{type(self).__name__} (pid={pid})>"
