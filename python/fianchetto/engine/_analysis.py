"""`AnalysisResult`: the infos of a running analysis, as they arrive, and its end."""

from __future__ import annotations

import asyncio
import collections
from types import TracebackType
from typing import Callable, Deque, List, Optional, Type

from fianchetto.engine._errors import AnalysisComplete
from fianchetto.engine._types import BestMove, InfoDict


class AnalysisResult:
    """A running analysis (`Protocol.analysis`): iterate it (`async for`) for each info the
    engine sends, read the latest of each line (`info`, `multipv`), `stop()` it, and
    `wait()` for the best move it ends with. Leaving a `with` block stops it."""

    def __init__(self, stop: Optional[Callable[[], None]] = None) -> None:
        self._stop = stop
        self._queue: Deque[InfoDict] = collections.deque()
        self._finished: asyncio.Future[BestMove] = asyncio.get_running_loop().create_future()
        # Marks an exception of the end as retrieved: a caller that never waits is not
        # told of it at garbage collection.
        self._finished.add_done_callback(lambda f: f.cancelled() or f.exception())
        self._wakeup: Optional[asyncio.Future[None]] = None
        self._stop_sent = False
        self.multipv: List[InfoDict] = [{}]

    @property
    def info(self) -> InfoDict:
        """The latest of what the engine said about its best line (merged over infos)."""
        return self.multipv[0]

    def post(self, info: InfoDict) -> None:
        """Adds an info from the engine (called by the protocol)."""
        index = info.get("multipv", 1) - 1
        if index >= 0:
            while len(self.multipv) <= index:
                self.multipv.append({})
            self.multipv[index].update(info)
        self._queue.append(info)
        self._wake()

    def set_finished(self, best: BestMove) -> None:
        """Ends the analysis with `best` (called by the protocol)."""
        if not self._finished.done():
            self._finished.set_result(best)
        self._wake()

    def set_exception(self, error: BaseException) -> None:
        """Ends the analysis with an error (called by the protocol)."""
        if not self._finished.done():
            self._finished.set_exception(error)
        self._wake()

    def _wake(self) -> None:
        if self._wakeup is not None and not self._wakeup.done():
            self._wakeup.set_result(None)

    def stop(self) -> None:
        """Asks the engine to end the search now (it ends with a best move as usual)."""
        if not self._finished.done() and not self._stop_sent and self._stop is not None:
            self._stop_sent = True
            self._stop()

    async def wait(self) -> BestMove:
        """The best move, once the analysis has ended."""
        return await asyncio.shield(self._finished)

    def would_block(self) -> bool:
        """Whether `get`, `next` or iteration would wait: no info is waiting and the
        analysis goes on."""
        return not self._queue and not self._finished.done()

    def empty(self) -> bool:
        """Whether every info that arrived so far has been read."""
        return not self._queue

    async def get(self) -> InfoDict:
        """The next info; AnalysisComplete once the analysis ended and all were read."""
        while not self._queue:
            if self._finished.done():
                raise AnalysisComplete()
            self._wakeup = asyncio.get_running_loop().create_future()
            await self._wakeup
        return self._queue.popleft()

    async def next(self) -> Optional[InfoDict]:
        """The next info, or None once the analysis ended and all were read."""
        try:
            return await self.get()
        except AnalysisComplete:
            return None

    def __aiter__(self) -> AnalysisResult:
        return self

    async def __anext__(self) -> InfoDict:
        try:
            return await self.get()
        except AnalysisComplete:
            raise StopAsyncIteration from None

    def __enter__(self) -> AnalysisResult:
        return self

    def __exit__(
        self,
        exc_type: Optional[Type[BaseException]],
        exc_value: Optional[BaseException],
        traceback: Optional[TracebackType],
    ) -> None:
        self.stop()
