"""The blocking API: `SimpleEngine` and `SimpleAnalysisResult` run the asyncio protocol in
an event loop of their own, on a background thread (`run_in_background`)."""

from __future__ import annotations

import asyncio
import concurrent.futures
import copy
import threading
from types import TracebackType
from typing import Any, Callable, Coroutine, Dict, Iterator, List, Optional, Tuple, Type, TypeVar, Union

from fianchetto import Board
from fianchetto.engine._analysis import AnalysisResult
from fianchetto.engine._errors import AnalysisComplete, EngineTerminatedError
from fianchetto.engine._protocol import Protocol
from fianchetto.engine._types import (
    INFO_ALL,
    INFO_NONE,
    BestMove,
    ConfigMapping,
    Info,
    InfoDict,
    Limit,
    Opponent,
    Option,
    PlayResult,
    UciOptionMap,
)
from fianchetto.engine._uci import UciProtocol
from fianchetto.engine._xboard import refuse_xboard

T = TypeVar("T")


def run_in_background(
    coroutine: Callable[[concurrent.futures.Future[T]], Coroutine[Any, Any, None]],
    *,
    name: Optional[str] = None,
    debug: Optional[bool] = None,
) -> T:
    """Runs `coroutine(future)` in a new event loop on a new thread, and answers the
    future's result as soon as the coroutine sets it (the coroutine may run on). An
    exception of the coroutine before that is raised here."""
    future: concurrent.futures.Future[T] = concurrent.futures.Future()

    def background() -> None:
        try:
            asyncio.run(coroutine(future), debug=debug)
            future.cancel()
        except Exception as error:
            if not future.done():
                future.set_exception(error)

    threading.Thread(target=background, name=name, daemon=True).start()
    return future.result()


async def popen_uci(
    command: Union[str, List[str]], *, setpgrp: bool = False, **popen_args: Any
) -> Tuple[asyncio.SubprocessTransport, UciProtocol]:
    """Starts a UCI engine and does the handshake: its transport and protocol."""
    transport, protocol = await UciProtocol.popen(command, setpgrp=setpgrp, **popen_args)
    try:
        await protocol.initialize()
    except BaseException:
        protocol._kill()
        raise
    return transport, protocol


class SimpleEngine:
    """An engine to use without asyncio: each method blocks until the engine answers, or
    raises TimeoutError after `timeout` seconds (plus the time a search is given). Use it
    as a context manager, or `quit()` or `close()` it, to end the process."""

    def __init__(self, transport: asyncio.SubprocessTransport, protocol: Protocol, *, timeout: Optional[float] = 10.0) -> None:
        self.transport = transport
        self.protocol = protocol
        self.timeout = timeout
        self._shutdown_lock = threading.Lock()
        self._shutdown = False

    def _run(self, coroutine: Coroutine[Any, Any, T], timeout: Optional[float]) -> T:
        with self._shutdown_lock:
            if self._shutdown or self.protocol.loop.is_closed():
                coroutine.close()
                raise EngineTerminatedError("engine event loop dead")
            future = asyncio.run_coroutine_threadsafe(asyncio.wait_for(coroutine, timeout), self.protocol.loop)
        return future.result()

    def _timeout_for(self, limit: Optional[Limit]) -> Optional[float]:
        if self.timeout is None or limit is None or limit.time is None:
            return None
        return self.timeout + limit.time

    @property
    def options(self) -> UciOptionMap[Option]:
        """The options the engine offers, by name (compared without case)."""

        async def read() -> UciOptionMap[Option]:
            return copy.copy(self.protocol.options)

        return self._run(read(), self.timeout)

    @property
    def id(self) -> Dict[str, str]:
        """The engine's `name` and `author`, as it said."""

        async def read() -> Dict[str, str]:
            return self.protocol.id.copy()

        return self._run(read(), self.timeout)

    def configure(self, options: ConfigMapping) -> None:
        """Sets engine options for every later command."""
        self._run(self.protocol.configure(options), self.timeout)

    def send_opponent_information(self, *, opponent: Optional[Opponent] = None, engine_rating: Optional[int] = None) -> None:
        """Tells the engine who it plays, from the next game on."""
        self._run(self.protocol.send_opponent_information(opponent=opponent, engine_rating=engine_rating), self.timeout)

    def ping(self) -> None:
        """Waits until the engine answers."""
        self._run(self.protocol.ping(), self.timeout)

    def play(
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
        """The engine's move in `board` within `limit` (see `Protocol.play`)."""
        return self._run(
            self.protocol.play(
                board,
                limit,
                game=game,
                info=info,
                ponder=ponder,
                draw_offered=draw_offered,
                root_moves=root_moves,
                options=options,
                opponent=opponent,
            ),
            self._timeout_for(limit),
        )

    def analyse(
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
        """Analyses `board` within `limit` (see `Protocol.analyse`)."""
        return self._run(
            self.protocol.analyse(
                board, limit, multipv=multipv, game=game, info=info, root_moves=root_moves, options=options, opponent=opponent
            ),
            self._timeout_for(limit),
        )

    def analysis(
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
    ) -> SimpleAnalysisResult:
        """Starts analysing `board`: the running analysis, to iterate (see
        `Protocol.analysis`)."""
        inner = self._run(
            self.protocol.analysis(
                board, limit, multipv=multipv, game=game, info=info, root_moves=root_moves, options=options, opponent=opponent
            ),
            self.timeout,
        )
        return SimpleAnalysisResult(self, inner)

    def send_game_result(
        self, board: Board, winner: Optional[bool] = None, game_ending: Optional[str] = None, game_complete: bool = True
    ) -> None:
        """Tells the engine how the game ended."""
        self._run(self.protocol.send_game_result(board, winner, game_ending, game_complete), self.timeout)

    def quit(self) -> None:
        """Asks the engine to exit and waits until it has (TimeoutError if it does not)."""
        self._run(self.protocol.quit(), self.timeout)

    def close(self) -> None:
        """Ends the engine process now (and, started with `setpgrp`, all it started), and
        waits until it is gone. Does nothing when it is gone already."""
        with self._shutdown_lock:
            if self._shutdown or self.protocol.loop.is_closed():
                return
            self._shutdown = True

            async def kill() -> None:
                self.protocol._kill()
                await asyncio.shield(self.protocol.returncode)

            future = asyncio.run_coroutine_threadsafe(kill(), self.protocol.loop)
        try:
            future.result(timeout=self.timeout)
        except (concurrent.futures.CancelledError, concurrent.futures.TimeoutError, RuntimeError):
            pass

    @classmethod
    def popen(
        cls,
        protocol: Type[Protocol],
        command: Union[str, List[str]],
        *,
        timeout: Optional[float] = 10.0,
        debug: Optional[bool] = None,
        setpgrp: bool = False,
        **popen_args: Any,
    ) -> SimpleEngine:
        """Starts `command` speaking `protocol`, and does the handshake."""

        async def background(future: concurrent.futures.Future[SimpleEngine]) -> None:
            transport, engine_protocol = await asyncio.wait_for(
                protocol.popen(command, setpgrp=setpgrp, **popen_args), timeout
            )
            engine = cls(transport, engine_protocol, timeout=timeout)
            try:
                await asyncio.wait_for(engine_protocol.initialize(), timeout)
                future.set_result(engine)
                await engine_protocol.returncode
            finally:
                with engine._shutdown_lock:
                    engine._shutdown = True
                engine_protocol._kill()

        return run_in_background(background, name=f"{cls.__name__} (command={command!r})", debug=debug)

    @classmethod
    def popen_uci(
        cls,
        command: Union[str, List[str]],
        *,
        timeout: Optional[float] = 10.0,
        debug: Optional[bool] = None,
        setpgrp: bool = False,
        **popen_args: Any,
    ) -> SimpleEngine:
        """Starts the UCI engine `command` and does the handshake."""
        return cls.popen(UciProtocol, command, timeout=timeout, debug=debug, setpgrp=setpgrp, **popen_args)

    @classmethod
    def popen_xboard(
        cls,
        command: Union[str, List[str]],
        *,
        timeout: Optional[float] = 10.0,
        debug: Optional[bool] = None,
        setpgrp: bool = False,
        **popen_args: Any,
    ) -> SimpleEngine:
        """XBoard engines are not supported: raises NotImplementedError (FileNotFoundError
        when there is no such program)."""
        refuse_xboard(command)

    def __enter__(self) -> SimpleEngine:
        return self

    def __exit__(
        self,
        exc_type: Optional[Type[BaseException]],
        exc_value: Optional[BaseException],
        traceback: Optional[TracebackType],
    ) -> None:
        self.close()

    def __repr__(self) -> str:
        pid = self.transport.get_pid()
        return f"<{type(self).__name__} (pid={pid})>"


class SimpleAnalysisResult:
    """A running analysis of a `SimpleEngine`, blocking: iterate it for each info, read
    `info` and `multipv`, `stop()` it and `wait()` for its best move."""

    def __init__(self, engine: SimpleEngine, inner: AnalysisResult) -> None:
        self.simple_engine = engine
        self.inner = inner

    def _run(self, coroutine: Coroutine[Any, Any, T]) -> T:
        return self.simple_engine._run(coroutine, None)

    @property
    def info(self) -> InfoDict:
        """The latest of what the engine said about its best line."""

        async def read() -> InfoDict:
            return copy.copy(self.inner.info)

        return self._run(read())

    @property
    def multipv(self) -> List[InfoDict]:
        """The latest of what the engine said about each line."""

        async def read() -> List[InfoDict]:
            return [copy.copy(info) for info in self.inner.multipv]

        return self._run(read())

    def stop(self) -> None:
        """Asks the engine to end the search now."""

        async def stop() -> None:
            self.inner.stop()

        try:
            self._run(stop())
        except EngineTerminatedError:
            pass

    def wait(self) -> BestMove:
        """The best move, once the analysis has ended."""
        return self._run(self.inner.wait())

    def would_block(self) -> bool:
        """Whether `next` or iteration would wait."""

        async def read() -> bool:
            return self.inner.would_block()

        return self._run(read())

    def empty(self) -> bool:
        """Whether every info that arrived so far has been read."""

        async def read() -> bool:
            return self.inner.empty()

        return self._run(read())

    def get(self) -> InfoDict:
        """The next info; AnalysisComplete once all were read and the analysis ended."""
        return self._run(self.inner.get())

    def next(self) -> Optional[InfoDict]:
        """The next info, or None once all were read and the analysis ended."""
        return self._run(self.inner.next())

    def __iter__(self) -> Iterator[InfoDict]:
        return self

    def __next__(self) -> InfoDict:
        try:
            return self.get()
        except (AnalysisComplete, EngineTerminatedError):
            raise StopIteration from None

    def __enter__(self) -> SimpleAnalysisResult:
        return self

    def __exit__(
        self,
        exc_type: Optional[Type[BaseException]],
        exc_value: Optional[BaseException],
        traceback: Optional[TracebackType],
    ) -> None:
        self.stop()
