"""`UciProtocol`: the Universal Chess Interface as an asyncio state machine. The engine's
lines are read by the core's reader (`_native._read_engine_line`)."""

from __future__ import annotations

import asyncio
from typing import Any, Callable, List, Optional, Tuple

from fianchetto import Board, Move
from fianchetto import _native
from fianchetto.engine._analysis import AnalysisResult
from fianchetto.engine._errors import EngineError, EngineTerminatedError
from fianchetto.engine._info import LOGGER, _parse_best_move, _parse_uci_info
from fianchetto.engine._protocol import Protocol
from fianchetto.engine._types import (
    INFO_ALL,
    INFO_NONE,
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

STARTING_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

# `ucinewgame` has not been sent yet: the first search starts a game whatever its `game`.
_NO_GAME = object()


class _Search:
    """A `go` under way: hands each info to `on_info` and ends with the best move."""

    def __init__(
        self,
        protocol: UciProtocol,
        board: Board,
        selector: Info,
        on_info: Callable[[InfoDict], None],
        position: str,
    ) -> None:
        self.board = board
        self.selector = selector
        self.on_info = on_info
        self.position = position
        self.best: asyncio.Future[Tuple[Optional[Move], Optional[Move]]] = protocol._future()
        self.best.add_done_callback(lambda f: f.cancelled() or f.exception())
        self.stop_sent = False
        self.pondering = False
        self.limit: Optional[Limit] = None
        self.info: InfoDict = {}

    def read(self, line: str) -> None:
        words = line.split(None, 1)
        if words[:1] == ["info"]:
            # Read once, by `_parse_uci_info`, rather than as a message and again as an info.
            info = _parse_uci_info(words[1] if len(words) > 1 else "", self.board, self.selector)
            if info.get("multipv", 1) == 1:
                self.info.update(info)
            self.on_info(info)
            return
        kind, value = _native._read_engine_line(line)
        if kind == "bestmove":
            if self.best.done():
                return
            try:
                self.best.set_result(_parse_best_move(self.board, *value))
            except ValueError as error:
                self.best.set_exception(EngineError(f"illegal bestmove {line!r}: {error}"))
        elif words[:1] == ["bestmove"]:
            if not self.best.done():
                self.best.set_exception(EngineError(f"invalid bestmove line: {line!r}"))
        elif line.strip():
            LOGGER.warning("Unexpected engine output during search: %r", line)


class UciProtocol(Protocol):
    """The Universal Chess Interface (UCI), spoken with an engine over a transport."""

    def __init__(self) -> None:
        super().__init__()
        self._game: object = _NO_GAME
        self._opponent: Optional[Opponent] = None
        self._default_opponent: Optional[Opponent] = None
        self._user_configured: set[str] = set()
        self._search: Optional[_Search] = None

    # The handshake, ping, debug and options.

    async def initialize(self) -> None:
        """`uci` until `uciok`: the engine's `id` and `option`s."""
        async with self._lock:
            done = self._future()

            def read(line: str) -> None:
                kind, value = _native._read_engine_line(line)
                if kind == "id_name":
                    self.id["name"] = value
                elif kind == "id_author":
                    self.id["author"] = value
                elif kind == "option":
                    option = _option(value)
                    self.options[option.name] = option
                    if option.type not in ("button", "reset", "save"):
                        self.config[option.name] = option.default
                        if not option.is_managed():
                            self.target_config[option.name] = option.default
                elif kind == "uciok":
                    if not done.done():
                        done.set_result(None)
                elif line.strip() and kind != "info":
                    # Many engines write a banner first: not worth a warning.
                    LOGGER.debug("%s: Unexpected engine output during uci: %r", self, line)

            await self._exchange("uci", read, done)
            self.initialized = True

    async def ping(self) -> None:
        """`isready` until `readyok`."""
        async with self._lock:
            await self._end_search()
            await self._isready()

    async def _isready(self) -> None:
        done = self._future()

        def read(line: str) -> None:
            if _native._read_engine_line(line)[0] == "readyok" and not done.done():
                done.set_result(None)
            elif line.strip():
                LOGGER.warning("%s: Unexpected engine output: %r", self, line)

        await self._exchange("isready", read, done)

    def debug(self, on: bool = True) -> None:
        """Turns the engine's debug mode on or off (`debug on|off`)."""
        self.send_line("debug on" if on else "debug off")

    async def configure(self, options: ConfigMapping) -> None:
        """Sets engine options for every later command (`setoption`)."""
        async with self._lock:
            await self._end_search()
            for name, value in options.items():
                option = self._option_for(name)
                if option.is_managed():
                    raise EngineError(f"cannot set {option.name} which is automatically managed")
                parsed = option.parse(value)
                self.target_config[option.name] = parsed
                self._user_configured.add(option.name.lower())
                self._setoption(option, parsed)

    def _option_for(self, name: str) -> Option:
        try:
            return self.options[name]
        except KeyError:
            available = ", ".join(self.options)
            raise EngineError(f"engine does not support option {name} (available options: {available})") from None

    def _setoption(self, option: Option, value: ConfigValue, *, force: bool = False) -> None:
        """`setoption`, unless the engine has the value already."""
        if option.type in ("button", "reset", "save"):
            self.send_line(f"setoption name {option.name}")
            return
        if not force and option.name in self.config and self.config[option.name] == value:
            return
        self.config[option.name] = value
        if value is None:
            text = "none"
        elif isinstance(value, bool):
            text = "true" if value else "false"
        else:
            text = str(value)
            if option.type == "string" and not text:
                text = "<empty>"
        self.send_line(f"setoption name {option.name} value {text}")

    def _wanted_config(
        self, board: Board, options: ConfigMapping, *, analysis: bool, ponder: bool, multipv: Optional[int]
    ) -> List[Tuple[Option, ConfigValue]]:
        """The value of each option a search needs: the user's configuration, this
        command's `options`, and what the protocol manages (analysis mode, pondering,
        Chess960, the variant, the number of lines)."""
        extra = UciOptionMap[ConfigValue]()
        for name, value in options.items():
            option = self._option_for(name)
            if option.is_managed():
                raise EngineError(f"cannot set {option.name} which is automatically managed")
            extra[option.name] = option.parse(value)
        wanted: List[Tuple[Option, ConfigValue]] = []
        for name, option in self.options.items():
            lowered = name.lower()
            if option.type in ("button", "reset", "save") or lowered == "uci_opponent":
                continue
            if name in extra:
                value = extra[name]
            elif lowered == "uci_analysemode" and lowered not in self._user_configured:
                value = analysis
            elif lowered == "ponder":
                value = ponder
            elif lowered == "uci_chess960":
                value = bool(board.chess960)
            elif lowered == "uci_variant":
                value = _uci_variant(board)
            elif lowered == "multipv":
                value = multipv or 1
            else:
                value = self.target_config.get(name, option.default)
            wanted.append((option, value))
        variant = _uci_variant(board)
        if variant != "chess":
            supported = self.options["UCI_Variant"].var if "UCI_Variant" in self.options else []
            if variant not in (supported or []):
                raise EngineError(f"engine does not support UCI_Variant = {variant!r}")
        if board.chess960 and "UCI_Chess960" not in self.options:
            raise EngineError("engine does not support UCI_Chess960")
        if multipv is not None and multipv > 1 and "MultiPV" not in self.options:
            raise EngineError("engine does not support MultiPV")
        return wanted

    def _configured_as(self, wanted: List[Tuple[Option, ConfigValue]]) -> bool:
        return all(option.name in self.config and self.config[option.name] == value for option, value in wanted)

    # Searches.

    async def _end_search(self) -> None:
        """Stops the search under way (an analysis, or pondering) and waits for its end."""
        search = self._search
        if search is None:
            return
        if not search.best.done() and not search.stop_sent:
            search.stop_sent = True
            self.send_line("stop")
        try:
            await asyncio.shield(search.best)
        except EngineTerminatedError:
            raise
        except EngineError:
            pass
        finally:
            self._finish(search)

    def _finish(self, search: _Search) -> None:
        if self._search is search:
            self._search = None
            if self._reader is search.read:
                self._reader = None

    async def _prepare(
        self,
        board: Board,
        *,
        game: object,
        options: ConfigMapping,
        opponent: Optional[Opponent],
        analysis: bool,
        ponder: bool,
        multipv: Optional[int],
    ) -> None:
        """Options, a new game when needed, and `position`: the engine is ready for `go`."""
        for option, value in self._wanted_config(board, options, analysis=analysis, ponder=ponder, multipv=multipv):
            self._setoption(option, value)
        opponent = opponent or self._default_opponent
        if self._game is _NO_GAME or game != self._game or opponent != self._opponent:
            self._game = game
            self.send_line("ucinewgame")
            if opponent is not None and "UCI_Opponent" in self.options:
                self._setoption(self.options["UCI_Opponent"], _opponent_text(opponent), force=True)
            self._opponent = opponent
            await self._isready()
        self.send_line(_position(board))

    def _start(
        self,
        board: Board,
        limit: Optional[Limit],
        *,
        selector: Info,
        on_info: Callable[[InfoDict], None],
        ponder: bool = False,
        infinite: bool = False,
        root_moves: Optional[List[Move]] = None,
    ) -> _Search:
        search = _Search(self, board.copy(), selector, on_info, _position(board))
        search.pondering = ponder
        search.limit = limit
        self._search = search
        self._reader = search.read
        self.send_line(_go(board, limit, ponder=ponder, infinite=infinite, root_moves=root_moves))
        return search

    def _engine_terminated(self, error: EngineTerminatedError) -> None:
        search = self._search
        if search is not None and not search.best.done():
            search.best.set_exception(error)

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
        """The engine's move in `board` within `limit`. With `ponder`, the engine goes on
        thinking on the expected reply; the next `play` in that position is a ponderhit."""
        async with self._lock:
            search = self._search
            wanted = self._wanted_config(board, options, analysis=False, ponder=ponder, multipv=None)
            hit = (
                search is not None
                and search.pondering
                and not search.best.done()
                and search.position == _position(board)
                and game == self._game
                and (opponent or self._default_opponent) == self._opponent
                and self._configured_as(wanted)
            )
            if search is not None and hit:
                search.pondering = False
                search.selector = info
                self.send_line("ponderhit")
            else:
                await self._end_search()
                await self._prepare(
                    board, game=game, options=options, opponent=opponent, analysis=False, ponder=ponder, multipv=None
                )
                search = self._start(board, limit, selector=info, on_info=lambda _: None, root_moves=root_moves)
            try:
                move, reply = await asyncio.shield(search.best)
            finally:
                self._finish(search)
            result = PlayResult(move, reply, search.info)
            if ponder and move is not None and reply is not None:
                pondered = board.copy()
                pondered.push(move)
                pondered.push(reply)
                self.send_line(_position(pondered))
                self._start(pondered, limit, selector=info, on_info=lambda _: None, ponder=True)
            return result

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
        """Starts analysing `board`, until `limit` or until stopped: the running analysis."""
        async with self._lock:
            await self._end_search()
            await self._prepare(
                board, game=game, options=options, opponent=opponent, analysis=True, ponder=False, multipv=multipv
            )
            result = AnalysisResult(stop=lambda: self._stop(search))
            search = self._start(
                board,
                limit,
                selector=info,
                on_info=result.post,
                infinite=limit is None,
                root_moves=root_moves,
            )

            def finished(best: asyncio.Future[Tuple[Optional[Move], Optional[Move]]]) -> None:
                self._finish(search)
                if best.cancelled():
                    result.set_exception(EngineError("analysis cancelled"))
                elif best.exception() is not None:
                    result.set_exception(best.exception())  # type: ignore[arg-type]
                else:
                    result.set_finished(BestMove(*best.result()))

            search.best.add_done_callback(finished)
            return result

    def _stop(self, search: _Search) -> None:
        if not search.best.done() and not search.stop_sent and not self.returncode.done():
            search.stop_sent = True
            self.send_line("stop")

    async def send_opponent_information(
        self, *, opponent: Optional[Opponent] = None, engine_rating: Optional[int] = None
    ) -> None:
        """Plays against `opponent` from the next game on (`UCI_Opponent`, when the engine
        has it). UCI has no way to tell the engine its own rating."""
        if opponent is not None:
            _opponent_text(opponent)
        self._default_opponent = opponent

    async def send_game_result(
        self,
        board: Board,
        winner: Optional[bool] = None,
        game_ending: Optional[str] = None,
        game_complete: bool = True,
    ) -> None:
        """Nothing to send: UCI has no message for the result of a game."""
        if game_ending is not None and any(c in game_ending for c in "\n\r{}"):
            raise EngineError(f"invalid line break or curly braces in game ending message: {game_ending!r}")

    async def quit(self) -> None:
        """`quit`, then waits until the process has exited."""
        async with self._lock:
            if self.returncode.done():
                return
            try:
                await self._end_search()
            except EngineTerminatedError:
                return
            self.send_line("quit")
            await asyncio.shield(self.returncode)


def _option(fields: Any) -> Option:
    default = fields.get("default")
    kind = fields["type"]
    if kind == "string" and default is None:
        default = ""
    return Option(fields["name"], kind, default, fields.get("min"), fields.get("max"), list(fields.get("var", [])))


def _uci_variant(board: Board) -> str:
    return str(getattr(board, "uci_variant", None) or board.variant)


def _opponent_text(opponent: Opponent) -> str:
    """`UCI_Opponent`'s value: `[GM|IM|...|none] [rating|none] [computer|human] name`."""
    for part in (opponent.name, opponent.title):
        if part is not None and ("\n" in part or "\r" in part):
            raise EngineError(f"invalid line break in opponent information: {part!r}")
    title = opponent.title or "none"
    rating = opponent.rating if opponent.rating is not None else "none"
    kind = "computer" if opponent.is_engine else "human"
    return f"{title} {rating} {kind} {opponent.name or ''}".rstrip()


def _position(board: Board) -> str:
    """`position startpos|fen FEN [moves ...]` for `board` and the moves that led to it."""
    root = board.copy()
    stack = list(root.move_stack)
    for _ in stack:
        root.pop()
    fen = root.fen()
    if fen == STARTING_FEN and not board.chess960 and _uci_variant(board) == "chess":
        command = "position startpos"
    else:
        command = f"position fen {fen}"
    if stack:
        ucis = []
        for move in stack:
            ucis.append(root.uci(move))
            root.push(move)
        command += " moves " + " ".join(ucis)
    return command


def _millis(seconds: float) -> int:
    return max(0, round(seconds * 1000))


def _go(
    board: Board,
    limit: Optional[Limit],
    *,
    ponder: bool,
    infinite: bool,
    root_moves: Optional[List[Move]],
) -> str:
    """The `go` command of a search within `limit`."""
    parts = ["go"]
    if ponder:
        parts.append("ponder")
    if limit is not None:
        for keyword, seconds in (
            ("wtime", limit.white_clock),
            ("btime", limit.black_clock),
            ("winc", limit.white_inc),
            ("binc", limit.black_inc),
        ):
            if seconds is not None:
                parts += [keyword, str(_millis(seconds))]
        for keyword, number in (
            ("movestogo", limit.remaining_moves),
            ("depth", limit.depth),
            ("nodes", limit.nodes),
            ("mate", limit.mate),
        ):
            if number is not None:
                parts += [keyword, str(int(number))]
        if limit.time is not None:
            parts += ["movetime", str(_millis(limit.time))]
    if infinite:
        parts.append("infinite")
    if root_moves:
        parts.append("searchmoves")
        parts += [board.uci(move) for move in root_moves]
    return " ".join(parts)
