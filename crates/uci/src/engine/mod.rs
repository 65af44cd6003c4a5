//! The engine driver: [`Engine`] runs a UCI engine program and talks to it over its standard
//! input and output, blocking, with a timeout on every wait.

mod analysis;
mod error;
mod game_command;
mod lines;
mod output;
mod play;
mod process;
mod rules;
mod timeouts;

use core::ops::ControlFlow;
use std::borrow::ToOwned;
use std::ffi::OsStr;
use std::io::{BufWriter, Write};
use std::process::{ChildStdin, Command, ExitStatus};
use std::string::{String, ToString};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};
use std::vec::Vec;

use analysis::Answer;
pub use analysis::{Analysis, Line};
pub use error::{EngineError, EngineErrorKind};
use game_command::game_command;
use lines::LineReports;
use output::{MAX_LINE_BYTES, OutputEvent, read_lines};
pub use play::Played;
use process::Process;
pub use timeouts::Timeouts;

/// The longest a search waits without asking the `poll` of [`Engine::analyse_polling`].
pub const POLL_INTERVAL: Duration = Duration::from_millis(100);

use fianchetto_notation::cursor::GameCursor;
use fianchetto_notation::{Notation, Variant};

use crate::{EngineMessage, Go, GuiMessage, Info, OptionDefinition, OptionKind, UciMove};

/// A running UCI engine, past its handshake.
///
/// Every method blocks until the engine answers or its [`Timeouts`] run out. The engine runs
/// in a process group of its own (on Unix), so that a signal to the program driving it (Ctrl-C
/// in a terminal) does not reach it before the driver has let it go. Letting it go, by
/// [`Engine::quit`] or by dropping it, sends `quit`, waits [`Timeouts::exit`], then kills
/// whatever is left of the group (the engine, or a wrapper script and the engine it started)
/// and reaps the process: nothing is left running, nothing is left a zombie.
///
/// ```no_run
/// use fianchetto_uci::engine::Engine;
///
/// let engine = Engine::start("stockfish")?;
/// println!("{} by {}", engine.name().unwrap_or("?"), engine.author().unwrap_or("?"));
/// for option in engine.options() {
///     println!("{option}");
/// }
/// # Ok::<(), fianchetto_uci::engine::EngineError>(())
/// ```
#[derive(Debug)]
pub struct Engine {
    program: String,
    process: Process,
    input: Option<BufWriter<ChildStdin>>,
    output: Receiver<OutputEvent>,
    timeouts: Timeouts,
    name: Option<String>,
    author: Option<String>,
    options: Vec<OptionDefinition>,
    /// The `MultiPV` value last set: lines beyond it are not reported.
    multipv: u32,
    /// The variant and castling mode the engine was last set to; `None` when unknown (a
    /// caller set `UCI_Variant` itself): the next search sets them.
    rules: Option<rules::Rules>,
}

impl Engine {
    /// Starts `program` with the default [`Timeouts`] and does the `uci` handshake.
    ///
    /// # Errors
    /// [`EngineError`] when the program does not start, or does not finish the handshake
    /// (`uciok`) in time.
    pub fn start(program: impl AsRef<OsStr>) -> Result<Engine, EngineError> {
        Engine::start_with(Command::new(program), Timeouts::default())
    }

    /// Starts `command` (with its arguments, environment and working directory; its standard
    /// streams are replaced) and does the `uci` handshake, waiting as `timeouts` say.
    ///
    /// # Errors
    /// As [`Engine::start`].
    pub fn start_with(mut command: Command, timeouts: Timeouts) -> Result<Engine, EngineError> {
        let program = command.get_program().to_string_lossy().into_owned();
        let (process, stdin, stdout) = Process::spawn(&mut command)
            .map_err(|err| EngineError::new(&program, EngineErrorKind::Start(err)))?;
        let mut engine = Engine {
            program,
            process,
            input: Some(BufWriter::new(stdin)),
            output: read_lines(stdout),
            timeouts,
            name: None,
            author: None,
            options: Vec::new(),
            multipv: 1,
            rules: None,
        };
        engine.handshake()?;
        engine.rules = rules::default_rules(&engine.options);
        Ok(engine)
    }

    fn handshake(&mut self) -> Result<(), EngineError> {
        self.send(&GuiMessage::Uci)?;
        let deadline = Instant::now() + self.timeouts.handshake;
        loop {
            match self.receive(deadline, "uciok", self.timeouts.handshake)? {
                EngineMessage::IdName(name) => self.name = Some(name),
                EngineMessage::IdAuthor(author) => self.author = Some(author),
                EngineMessage::Option(option) => self.options.push(option),
                EngineMessage::UciOk => return Ok(()),
                _ => {}
            }
        }
    }

    /// The engine's `id name`, if it gave one.
    pub fn name(&self) -> Option<&str> {
        self.name.as_deref()
    }

    /// The engine's `id author`, if it gave one.
    pub fn author(&self) -> Option<&str> {
        self.author.as_deref()
    }

    /// The options the engine offered in its handshake.
    pub fn options(&self) -> &[OptionDefinition] {
        &self.options
    }

    /// The variants the engine plays: standard chess, and those of lichess's variants its
    /// `UCI_Variant` option lists (Fairy-Stockfish lists all seven).
    ///
    /// ```no_run
    /// use fianchetto_uci::engine::Engine;
    /// use fianchetto_notation::Variant;
    ///
    /// let engine = Engine::start("fairy-stockfish")?;
    /// assert!(engine.variants().contains(&Variant::Crazyhouse));
    /// # Ok::<(), fianchetto_uci::engine::EngineError>(())
    /// ```
    pub fn variants(&self) -> Vec<Variant> {
        let offered = rules::offered(&self.options);
        Variant::ALL
            .into_iter()
            .filter(|&variant| rules::variant_value(&offered, variant).is_some())
            .collect()
    }

    /// The operating system's id of the engine process.
    pub fn process_id(&self) -> u32 {
        self.process.id()
    }

    /// Sets an option the engine offered (names compare without case, as the protocol says);
    /// a button is pressed and `value` ignored. The engine does not answer: the next
    /// [`Engine::is_ready`] or [`Engine::analyse`] waits until it has taken the value.
    ///
    /// # Errors
    /// [`EngineErrorKind::NoSuchOption`] for an option the engine did not offer, or the
    /// failure to write the command.
    pub fn set_option(&mut self, name: &str, value: &str) -> Result<(), EngineError> {
        let Some(option) = rules::find(&self.options, name) else {
            let name = name.to_owned();
            return Err(self.error(EngineErrorKind::NoSuchOption { name }));
        };
        let value = match option.kind {
            OptionKind::Button => None,
            _ => Some(value.to_owned()),
        };
        let name = option.name.clone();
        if name.eq_ignore_ascii_case("MultiPV") {
            self.multipv = value
                .as_deref()
                .and_then(|v| v.trim().parse().ok())
                .unwrap_or(1);
        }
        self.send(&GuiMessage::SetOption { name, value })
    }

    /// Sends `isready` and waits for `readyok`.
    ///
    /// # Errors
    /// [`EngineError`] when the engine does not answer in time, or exits.
    pub fn is_ready(&mut self) -> Result<(), EngineError> {
        self.send(&GuiMessage::IsReady)?;
        let deadline = Instant::now() + self.timeouts.ready;
        while self.receive(deadline, "readyok", self.timeouts.ready)? != EngineMessage::ReadyOk {}
        Ok(())
    }

    /// Sends `ucinewgame`: the next positions are from another game. Waits until the engine
    /// is ready again.
    ///
    /// # Errors
    /// As [`Engine::is_ready`].
    pub fn new_game(&mut self) -> Result<(), EngineError> {
        self.send(&GuiMessage::UciNewGame)?;
        self.is_ready()
    }

    /// [`Engine::new_game`] for a game of `start`'s rules: when they are not the rules the
    /// engine plays now, sets `UCI_Variant` (to the value it lists for `start`'s variant) and
    /// `UCI_Chess960` (where the engine has them) first. The searches of
    /// [`Engine::analyse`] and [`Engine::play`] do the same for a position of other rules, so
    /// this only saves the first search of a game a second `ucinewgame`. An engine without
    /// `UCI_Chess960` is still sent a Chess960 game, its castling written king takes rook.
    ///
    /// ```no_run
    /// use fianchetto_uci::engine::Engine;
    /// use fianchetto_notation::Variant;
    /// use fianchetto_notation::cursor::GameCursor;
    /// use fianchetto_variant::AnyPosition;
    /// use fianchetto_uci::Go;
    ///
    /// let mut engine = Engine::start("fairy-stockfish")?;
    /// let mut game = GameCursor::new(AnyPosition::new(Variant::Crazyhouse));
    /// engine.new_game_for(game.position())?; // UCI_Variant crazyhouse, then ucinewgame
    /// game.push_uci("e2e4")?;
    /// let played = engine.play(&game, &Go::depth(8))?;
    /// println!("{:?}", played.best_move); // a move or a drop, legal in crazyhouse
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`EngineErrorKind::VariantNotOffered`] when the engine does not list the variant (nothing
    /// is sent); otherwise as [`Engine::is_ready`].
    pub fn new_game_for<P: Notation>(&mut self, start: &P) -> Result<(), EngineError> {
        if !self.set_rules(start)? {
            self.new_game()?;
        }
        Ok(())
    }

    /// Sets the engine to `pos`'s variant and castling mode, with a new game, unless it plays
    /// them already; whether it did.
    fn set_rules<P: Notation>(&mut self, pos: &P) -> Result<bool, EngineError> {
        let wanted = (pos.variant(), pos.castling_mode());
        if self.rules == Some(wanted) {
            return Ok(false);
        }
        let (variant, mode) = wanted;
        let offered = rules::offered(&self.options);
        let Some(value) = rules::variant_value(&offered, variant) else {
            let variant = variant.uci_name();
            return Err(self.error(EngineErrorKind::VariantNotOffered { variant, offered }));
        };
        if rules::find(&self.options, rules::VARIANT_OPTION).is_some() {
            self.set_option(rules::VARIANT_OPTION, &value)?;
        }
        if rules::find(&self.options, rules::CHESS960_OPTION).is_some() {
            let chess960 = if mode.is_chess960() { "true" } else { "false" };
            self.set_option(rules::CHESS960_OPTION, chess960)?;
        }
        self.new_game()?;
        self.rules = Some(wanted);
        Ok(true)
    }

    /// Searches the current position of `game` within the limits of `go`, handing every `info`
    /// line to `on_info` as it arrives, and returns the best move with the last report of each
    /// line, every move resolved against the position (python-chess's `engine.analyse`).
    ///
    /// `game` is a [`GameCursor`] of any position type with [`Notation`] (standard chess and
    /// Chess960, or a variant's). It is sent as the position after its last irreversible move
    /// (a capture, a pawn move, a change of castling rights) and the moves since, so that the
    /// engine sees repetitions and the command does not grow with the game; a long run of
    /// reversible moves is cut to its last 100 to 200. Castling is written in the game's
    /// castling mode. A position of other rules than the engine's last sets `UCI_Variant` and
    /// `UCI_Chess960` first, with a new game (see [`Engine::new_game_for`]); a variant the engine
    /// does not list is [`EngineErrorKind::VariantNotOffered`], before anything is sent. A
    /// variant position goes out as the engine reads it (crazyhouse pockets in brackets with
    /// `~` after a promoted piece, three-check's remaining checks as `3+3`, as python-chess and
    /// Fairy-Stockfish write them), and its moves come back as legal moves of the variant
    /// (drops `P@e4` included).
    ///
    /// The engine's moves come back legal: [`Analysis::best_move`] and
    /// [`Analysis::ponder`] as [`Move`](fianchetto_notation::movegen::Move)s, castling
    /// read either way (`e1g1` or king takes rook `e1h1`), and each line's principal variation
    /// as [`Line::moves`], up to its first move that is not legal ([`Line::info`] keeps the
    /// engine's words, and [`Line::is_truncated`] says a line was cut). An illegal ponder move is
    /// dropped; an illegal best move is an error.
    ///
    /// ```no_run
    /// use std::ops::ControlFlow;
    /// use fianchetto_notation::cursor::GameCursor;
    /// use fianchetto_uci::engine::Engine;
    /// use fianchetto_uci::Go;
    ///
    /// let mut engine = Engine::start("stockfish")?;
    /// engine.set_option("MultiPV", "2")?;
    /// let mut game = GameCursor::default();
    /// game.push_san("e4")?;
    /// let analysis = engine.analyse(&game, &Go::depth(12), |_| ControlFlow::Continue(()))?;
    /// for line in &analysis.lines {
    ///     println!("{:?}: {:?}", line.score(), line.moves);
    /// }
    /// if let Some(best) = analysis.best_move {
    ///     game.push(best)?;
    /// }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// `on_info` returning [`ControlFlow::Break`] sends `stop`: the engine ends its search
    /// early and still answers with its best move. That is how an infinite search (`go
    /// infinite`, or a bare `go`) ends; to end it on an event of the caller's own while the
    /// engine is silent, see [`Engine::analyse_polling`]. The driver sends `stop` itself when
    /// the search runs past [`Timeouts::search`] or the engine is silent for
    /// [`Timeouts::quiet`], however fast it writes other lines; an engine that then sends no
    /// `bestmove` within [`Timeouts::stop`] is killed.
    ///
    /// MultiPV is an option: `engine.set_option("MultiPV", "3")` before the search gives three
    /// lines, and lines past the third are ignored. An `info` whose score does not read is
    /// ignored too, so a line keeps its last good report. A position without a legal move gives
    /// `best_move: None` whichever way the engine says so: `bestmove (none)`, `bestmove 0000`,
    /// or a move from a square to itself (`bestmove a1a1`).
    ///
    /// # Errors
    /// [`EngineError`] when the engine exits, does not answer `stop` in time (it is killed), or
    /// answers with an unreadable `bestmove`; [`EngineErrorKind::IllegalBestMove`] when its best
    /// move is not legal in the position (it still runs).
    pub fn analyse<P: Notation>(
        &mut self,
        game: &GameCursor<P>,
        go: &Go,
        on_info: impl FnMut(&Info) -> ControlFlow<()>,
    ) -> Result<Analysis, EngineError> {
        self.analyse_polling(game, go, on_info, || ControlFlow::Continue(()))
    }

    /// [`Engine::analyse`], asking `poll` besides whether to stop, at least every
    /// [`POLL_INTERVAL`] (and after every line) while the engine searches, whether it reports
    /// or is silent. `poll` returning [`ControlFlow::Break`] sends `stop`, as `on_info` does:
    /// the way to end a search on an event of the caller's (Ctrl-C, a user's click) within
    /// 100 ms, where `on_info` alone would wait for the engine's next report, which a silent
    /// engine may send only after [`Timeouts::quiet`]. Neither is called after `stop` is sent.
    ///
    /// ```no_run
    /// use std::ops::ControlFlow;
    /// use std::sync::Arc;
    /// use std::sync::atomic::{AtomicBool, Ordering};
    /// use fianchetto_notation::cursor::GameCursor;
    /// use fianchetto_uci::engine::Engine;
    /// use fianchetto_uci::Go;
    ///
    /// // Set by another thread: a signal handler, a GUI's "stop" button.
    /// let cancelled = Arc::new(AtomicBool::new(false));
    /// let mut engine = Engine::start("stockfish")?;
    /// let analysis = engine.analyse_polling(
    ///     &GameCursor::default(),
    ///     &Go { infinite: true, ..Go::default() },
    ///     |_| ControlFlow::Continue(()),
    ///     || match cancelled.load(Ordering::Relaxed) {
    ///         true => ControlFlow::Break(()),
    ///         false => ControlFlow::Continue(()),
    ///     },
    /// )?;
    /// println!("{:?}", analysis.best_move);
    /// # Ok::<(), fianchetto_uci::engine::EngineError>(())
    /// ```
    ///
    /// # Errors
    /// As [`Engine::analyse`].
    pub fn analyse_polling<P: Notation>(
        &mut self,
        game: &GameCursor<P>,
        go: &Go,
        on_info: impl FnMut(&Info) -> ControlFlow<()>,
        poll: impl FnMut() -> ControlFlow<()>,
    ) -> Result<Analysis, EngineError> {
        let answer = self.search(game, go, go.move_time, on_info, poll)?;
        self.resolve(game.position(), answer)
    }

    /// The engine's move in the current position of `game`, searched within the limits of
    /// `go` (python-chess's `engine.play`). The game is sent as for [`Engine::analyse`]: the
    /// position after its last irreversible move and the moves since, so that the engine sees
    /// repetitions.
    ///
    /// The answer is resolved against the position: [`Played::best_move`] is a legal
    /// [`Move`](fianchetto_notation::movegen::Move), ready for [`GameCursor::push`], whether the
    /// engine writes castling as in standard chess (`e1g1`) or as in Chess960 (king takes rook,
    /// `e1h1`); the expected reply is kept only if it is legal after it, and the engine's last
    /// report on its main line comes with them. A position without a legal move (checkmate,
    /// stalemate) gives `best_move: None`, whichever way the engine says so (`bestmove (none)`,
    /// `0000`, or Toga II's `a1a1`).
    ///
    /// `go` must end by itself: a depth, nodes, mate or movetime limit, or the clocks (`wtime`,
    /// `btime`, with increments and `movestogo` as wanted; see [`Go::clock`]), and neither
    /// `infinite` nor `ponder`. The driver still bounds every search, as for
    /// [`Engine::analyse`]: it sends `stop` past [`Timeouts::search`], after
    /// [`Timeouts::quiet`] of silence, and (without [`Timeouts::search`]) [`Timeouts::quiet`]
    /// after the time the engine was given is up (its `movetime`, or else the clock of the side
    /// to move); the move the engine then answers is the move played. Send
    /// [`Engine::new_game`] (or [`Engine::new_game_for`]) before the first move of each game;
    /// variants and Chess960 are set as for [`Engine::analyse`].
    ///
    /// ```no_run
    /// use std::time::Duration;
    /// use fianchetto_notation::cursor::GameCursor;
    /// use fianchetto_uci::engine::Engine;
    /// use fianchetto_uci::Go;
    ///
    /// let mut engine = Engine::start("stockfish")?;
    /// engine.new_game()?;
    /// let mut game = GameCursor::default();
    /// game.push_san("e4")?;
    /// // Black's move, with five minutes each on the clock and three seconds a move.
    /// let go = Go {
    ///     white_increment: Some(Duration::from_secs(3)),
    ///     black_increment: Some(Duration::from_secs(3)),
    ///     ..Go::clock(Duration::from_secs(300), Duration::from_secs(300))
    /// };
    /// let played = engine.play(&game, &go)?;
    /// match played.best_move {
    ///     Some(m) => game.push(m)?,
    ///     None => println!("game over: {:?}", game.outcome()),
    /// }
    /// println!("score {:?}, expecting {:?}", played.score(), played.ponder);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`EngineErrorKind::NoLimit`] for a `go` that does not end by itself (nothing is sent);
    /// [`EngineErrorKind::IllegalBestMove`] when the engine answers a move that is not legal,
    /// or no move in a position that has legal moves (it still runs, and can be asked again);
    /// otherwise as [`Engine::analyse`]: an engine that exits, or does not answer `stop` in time
    /// (it is killed), is gone, and every later call says so.
    pub fn play<P: Notation>(
        &mut self,
        game: &GameCursor<P>,
        go: &Go,
    ) -> Result<Played, EngineError> {
        let pos = game.position();
        if !play::ends_by_itself(go, pos.turn()) {
            let go = go.to_string();
            return Err(self.error(EngineErrorKind::NoLimit { go }));
        }
        let clock = play::clock_of(go, pos.turn());
        let answer = self.search(
            game,
            go,
            go.move_time.or(clock),
            |_| ControlFlow::Continue(()),
            || ControlFlow::Continue(()),
        )?;
        let analysis = self.resolve(pos, answer)?;
        Played::from_analysis(pos, analysis).ok_or_else(|| {
            let fen = pos.fen();
            self.error(EngineErrorKind::IllegalBestMove { best: None, fen })
        })
    }

    /// `answer`, of a search of `pos`, resolved against it; an illegal best move is an error.
    fn resolve<P: Notation>(&self, pos: &P, answer: Answer) -> Result<Analysis, EngineError> {
        answer.resolve(pos).map_err(|best: UciMove| {
            let fen = pos.fen();
            self.error(EngineErrorKind::IllegalBestMove {
                best: Some(best),
                fen,
            })
        })
    }

    /// The search of [`Engine::analyse_polling`]; without [`Timeouts::search`], it is stopped
    /// [`Timeouts::quiet`] after `time_limit` (the time the engine was given) is up.
    fn search<P: Notation>(
        &mut self,
        game: &GameCursor<P>,
        go: &Go,
        time_limit: Option<Duration>,
        mut on_info: impl FnMut(&Info) -> ControlFlow<()>,
        mut poll: impl FnMut() -> ControlFlow<()>,
    ) -> Result<Answer, EngineError> {
        self.set_rules(game.position())?;
        self.send(&GuiMessage::Position(game_command(game)))?;
        self.is_ready()?;
        self.send(&GuiMessage::Go(std::boxed::Box::new(go.clone())))?;
        let started = Instant::now();
        let time_up = match (self.timeouts.search, time_limit) {
            (Some(limit), _) => Some(started + limit),
            (None, Some(time)) => Some(started + time + self.timeouts.quiet),
            (None, None) => None,
        };
        let mut lines = LineReports::new(self.multipv);
        let mut heard = started;
        let mut stop_sent: Option<Instant> = None;
        loop {
            let deadline = match stop_sent {
                Some(sent) => sent + self.timeouts.stop,
                None => {
                    let quiet = heard + self.timeouts.quiet;
                    time_up.map_or(quiet, |time_up| time_up.min(quiet))
                }
            };
            if stop_sent.is_none() && poll().is_break() {
                self.send(&GuiMessage::Stop)?;
                stop_sent = Some(Instant::now());
                continue;
            }
            let wake = deadline.min(Instant::now() + POLL_INTERVAL);
            let Some(message) = self.receive_until(wake, "bestmove")? else {
                if Instant::now() < deadline {
                    // Only woken to poll.
                    continue;
                }
                if stop_sent.is_some() {
                    return Err(self.kill_after_timeout("bestmove after stop", self.timeouts.stop));
                }
                self.send(&GuiMessage::Stop)?;
                stop_sent = Some(Instant::now());
                continue;
            };
            match message {
                EngineMessage::Info(info) => {
                    heard = Instant::now();
                    lines.report(&info);
                    if stop_sent.is_none() && on_info(&info).is_break() {
                        self.send(&GuiMessage::Stop)?;
                        stop_sent = Some(Instant::now());
                    }
                }
                EngineMessage::BestMove { best, ponder } => {
                    return Ok(Answer::answered(best, ponder, lines.into_lines()));
                }
                EngineMessage::Unknown(line)
                    if line.split_ascii_whitespace().next() == Some("bestmove") =>
                {
                    if analysis::says_no_move(&line) {
                        return Ok(Answer::answered(None, None, lines.into_lines()));
                    }
                    return Err(self.error(EngineErrorKind::Protocol { line }));
                }
                _ => {}
            }
        }
    }

    /// Sends one message as a line: a way to say what the methods above do not.
    ///
    /// # Errors
    /// [`EngineError`] when the line cannot be written (the engine has exited, say).
    pub fn send(&mut self, message: &GuiMessage) -> Result<(), EngineError> {
        // Whoever sets them (`set_option`, or a caller's own `setoption`), the engine's rules
        // are then unknown to the driver: the next search sets them again.
        if let GuiMessage::SetOption { name, .. } = message
            && (name.eq_ignore_ascii_case(rules::VARIANT_OPTION)
                || name.eq_ignore_ascii_case(rules::CHESS960_OPTION))
        {
            self.rules = None;
        }
        let Some(input) = self.input.as_mut() else {
            return Err(self.exited("a command to be taken"));
        };
        let written = writeln!(input, "{message}").and_then(|()| input.flush());
        match written {
            Ok(()) => Ok(()),
            Err(err) => {
                if self
                    .process
                    .wait_for_exit(self.timeouts.exit.min(Duration::from_millis(200)))
                    .is_some()
                {
                    Err(self.exited("a command to be taken"))
                } else {
                    Err(self.error(EngineErrorKind::Write(err)))
                }
            }
        }
    }

    /// Sends `quit` and waits for the process to exit, then kills whatever is left of its
    /// process group (on Unix): the engine itself when it takes longer than [`Timeouts::exit`],
    /// or what a wrapper script started and left behind.
    ///
    /// # Errors
    /// [`EngineErrorKind::Timeout`] when the engine had to be killed (it is reaped all the
    /// same).
    pub fn quit(mut self) -> Result<ExitStatus, EngineError> {
        match self.shut_down() {
            Some(status) => Ok(status),
            None => Err(self.error(EngineErrorKind::Timeout {
                waiting_for: "exit after quit",
                after: self.timeouts.exit,
            })),
        }
    }

    /// Asks the engine to quit (unless it already exited), kills its process group and reaps
    /// it; the exit status if it exited by itself in time.
    fn shut_down(&mut self) -> Option<ExitStatus> {
        let exited = match self.process.wait_for_exit(Duration::ZERO) {
            Some(status) => Some(status),
            None => {
                // An engine that cannot read `quit` still sees its input close.
                let _ = self.send(&GuiMessage::Quit);
                self.input = None;
                self.process.wait_for_exit(self.timeouts.exit)
            }
        };
        self.input = None;
        self.process.kill_group_and_reap();
        exited
    }

    /// Kills the engine, which stopped answering, and says what it did not answer.
    fn kill_after_timeout(&mut self, waiting_for: &'static str, after: Duration) -> EngineError {
        self.input = None;
        self.process.kill_group_and_reap();
        self.error(EngineErrorKind::Timeout { waiting_for, after })
    }

    /// The next message, or why none came by `deadline`.
    fn receive(
        &mut self,
        deadline: Instant,
        waiting_for: &'static str,
        after: Duration,
    ) -> Result<EngineMessage, EngineError> {
        match self.receive_until(deadline, waiting_for)? {
            Some(message) => Ok(message),
            None => Err(self.error(EngineErrorKind::Timeout { waiting_for, after })),
        }
    }

    /// The next message, `None` when none came by `deadline`, or why no more can come.
    ///
    /// Past the deadline it is `None` even with lines waiting: an engine that writes faster
    /// than they are taken (a flood) always has one waiting, and would never time out.
    fn receive_until(
        &mut self,
        deadline: Instant,
        waiting_for: &'static str,
    ) -> Result<Option<EngineMessage>, EngineError> {
        let now = Instant::now();
        if now >= deadline {
            return Ok(None);
        }
        let timeout = deadline - now;
        match self.output.recv_timeout(timeout) {
            Ok(OutputEvent::Line(line)) => Ok(Some(EngineMessage::parse(&line))),
            Ok(OutputEvent::TooLong) => Err(self.error(EngineErrorKind::LineTooLong {
                limit: MAX_LINE_BYTES,
            })),
            Ok(OutputEvent::Failed(err)) => Err(self.error(EngineErrorKind::Read(err))),
            Err(RecvTimeoutError::Timeout) => Ok(None),
            Err(RecvTimeoutError::Disconnected) => Err(self.exited(waiting_for)),
        }
    }

    /// The error for an engine whose output has ended: with its exit status once it exits.
    fn exited(&mut self, waiting_for: &'static str) -> EngineError {
        let status = self
            .process
            .wait_for_exit(self.timeouts.exit.min(Duration::from_secs(1)));
        self.error(EngineErrorKind::Exited {
            waiting_for,
            status,
        })
    }

    fn error(&self, kind: EngineErrorKind) -> EngineError {
        EngineError::new(&self.program, kind)
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        self.shut_down();
    }
}
