//! The engine driver: [`Engine`] runs a UCI engine program and talks to it over its standard
//! input and output, blocking, with a timeout on every wait.

mod analysis;
mod error;
mod output;
mod timeouts;

use core::ops::ControlFlow;
use std::borrow::ToOwned;
use std::collections::BTreeMap;
use std::ffi::OsStr;
use std::io::{BufWriter, Write};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::string::String;
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};
use std::vec::Vec;

pub use analysis::Analysis;
pub use error::{EngineError, EngineErrorKind};
use output::{MAX_LINE_BYTES, OutputEvent, read_lines};
pub use timeouts::Timeouts;

use crate::{EngineMessage, Go, GuiMessage, Info, OptionDefinition, OptionKind, PositionCommand};

/// How often an exiting process is polled: short next to any timeout, long next to a poll.
const EXIT_POLL: Duration = Duration::from_millis(5);

/// A running UCI engine, past its handshake.
///
/// Every method blocks until the engine answers or its [`Timeouts`] run out. Dropping the
/// engine kills its process and reaps it; [`Engine::quit`] asks it to exit first.
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
    child: Child,
    input: Option<BufWriter<ChildStdin>>,
    output: Receiver<OutputEvent>,
    timeouts: Timeouts,
    name: Option<String>,
    author: Option<String>,
    options: Vec<OptionDefinition>,
    reaped: bool,
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
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|err| EngineError::new(&program, EngineErrorKind::Start(err)))?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            unreachable!("both streams were piped");
        };
        let mut engine = Engine {
            program,
            child,
            input: Some(BufWriter::new(stdin)),
            output: read_lines(stdout),
            timeouts,
            name: None,
            author: None,
            options: Vec::new(),
            reaped: false,
        };
        engine.handshake()?;
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

    /// The operating system's id of the engine process.
    pub fn process_id(&self) -> u32 {
        self.child.id()
    }

    /// Sets an option the engine offered (names compare without case, as the protocol says);
    /// a button is pressed and `value` ignored. The engine does not answer: the next
    /// [`Engine::is_ready`] or [`Engine::analyse`] waits until it has taken the value.
    ///
    /// # Errors
    /// [`EngineErrorKind::NoSuchOption`] for an option the engine did not offer, or the
    /// failure to write the command.
    pub fn set_option(&mut self, name: &str, value: &str) -> Result<(), EngineError> {
        let Some(option) = self
            .options
            .iter()
            .find(|option| option.name.eq_ignore_ascii_case(name))
        else {
            let name = name.to_owned();
            return Err(self.error(EngineErrorKind::NoSuchOption { name }));
        };
        let value = match option.kind {
            OptionKind::Button => None,
            _ => Some(value.to_owned()),
        };
        let name = option.name.clone();
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

    /// Searches `position` within the limits of `go`, handing every `info` line to `on_info`
    /// as it arrives, and returns the best move with the last report of each line.
    ///
    /// `on_info` returning [`ControlFlow::Break`] sends `stop`: the engine ends its search
    /// early and still answers with its best move. That is how an infinite search (`go
    /// infinite`, or a bare `go`) ends. MultiPV is an option:
    /// `engine.set_option("MultiPV", "3")` before the search gives three lines.
    ///
    /// # Errors
    /// [`EngineError`] when the engine exits, stays silent longer than
    /// [`Timeouts::quiet`], or answers with an unreadable `bestmove`.
    pub fn analyse(
        &mut self,
        position: &PositionCommand,
        go: &Go,
        mut on_info: impl FnMut(&Info) -> ControlFlow<()>,
    ) -> Result<Analysis, EngineError> {
        self.send(&GuiMessage::Position(position.clone()))?;
        self.is_ready()?;
        self.send(&GuiMessage::Go(std::boxed::Box::new(go.clone())))?;
        let started = Instant::now();
        let time_up = go
            .move_time
            .map(|time| started + time + self.timeouts.quiet);
        let mut lines = BTreeMap::new();
        let mut heard = started;
        let mut stop_sent: Option<Instant> = None;
        loop {
            let (deadline, waited) = match stop_sent {
                Some(sent) => (sent + self.timeouts.ready, self.timeouts.ready),
                None => {
                    let quiet = heard + self.timeouts.quiet;
                    match time_up {
                        Some(time_up) if time_up < quiet => {
                            (time_up, time_up.saturating_duration_since(started))
                        }
                        _ => (quiet, self.timeouts.quiet),
                    }
                }
            };
            match self.receive(deadline, "bestmove", waited)? {
                EngineMessage::Info(info) => {
                    heard = Instant::now();
                    if info.score.is_some() || !info.pv.is_empty() {
                        lines.insert(info.multipv.unwrap_or(1), (*info).clone());
                    }
                    if stop_sent.is_none() && on_info(&info).is_break() {
                        self.send(&GuiMessage::Stop)?;
                        stop_sent = Some(Instant::now());
                    }
                }
                EngineMessage::BestMove { best, ponder } => {
                    return Ok(Analysis {
                        best_move: best,
                        ponder,
                        lines: lines.into_values().collect(),
                    });
                }
                EngineMessage::Unknown(line)
                    if line.split_ascii_whitespace().next() == Some("bestmove") =>
                {
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
        let Some(input) = self.input.as_mut() else {
            return Err(self.exited("a command to be taken"));
        };
        let written = writeln!(input, "{message}").and_then(|()| input.flush());
        match written {
            Ok(()) => Ok(()),
            Err(err) => {
                if self
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

    /// Sends `quit` and waits for the process to exit, killing it when it takes longer than
    /// [`Timeouts::exit`].
    ///
    /// # Errors
    /// [`EngineErrorKind::Timeout`] when the engine had to be killed (it is reaped all the
    /// same).
    pub fn quit(mut self) -> Result<ExitStatus, EngineError> {
        // An engine that already exited cannot read `quit`; its status says how it ended.
        let _ = self.send(&GuiMessage::Quit);
        self.input = None;
        if let Some(status) = self.wait_for_exit(self.timeouts.exit) {
            return Ok(status);
        }
        self.kill_and_reap();
        Err(self.error(EngineErrorKind::Timeout {
            waiting_for: "exit after quit",
            after: self.timeouts.exit,
        }))
    }

    /// The next message, or why none came by `deadline`.
    fn receive(
        &mut self,
        deadline: Instant,
        waiting_for: &'static str,
        after: Duration,
    ) -> Result<EngineMessage, EngineError> {
        let timeout = deadline.saturating_duration_since(Instant::now());
        match self.output.recv_timeout(timeout) {
            Ok(OutputEvent::Line(line)) => Ok(EngineMessage::parse(&line)),
            Ok(OutputEvent::TooLong) => Err(self.error(EngineErrorKind::LineTooLong {
                limit: MAX_LINE_BYTES,
            })),
            Ok(OutputEvent::Failed(err)) => Err(self.error(EngineErrorKind::Read(err))),
            Err(RecvTimeoutError::Timeout) => {
                Err(self.error(EngineErrorKind::Timeout { waiting_for, after }))
            }
            Err(RecvTimeoutError::Disconnected) => Err(self.exited(waiting_for)),
        }
    }

    /// The error for an engine whose output has ended: with its exit status once it exits.
    fn exited(&mut self, waiting_for: &'static str) -> EngineError {
        let status = self.wait_for_exit(self.timeouts.exit.min(Duration::from_secs(1)));
        self.error(EngineErrorKind::Exited {
            waiting_for,
            status,
        })
    }

    /// Polls the process until it exits (reaping it) or `timeout` passes.
    fn wait_for_exit(&mut self, timeout: Duration) -> Option<ExitStatus> {
        let deadline = Instant::now() + timeout;
        loop {
            match self.child.try_wait() {
                Ok(Some(status)) => {
                    self.reaped = true;
                    return Some(status);
                }
                Ok(None) if Instant::now() < deadline => thread::sleep(EXIT_POLL),
                _ => return None,
            }
        }
    }

    fn kill_and_reap(&mut self) {
        if !self.reaped {
            // Killing fails only for a process that already exited; `wait` reaps either way.
            let _ = self.child.kill();
            let _ = self.child.wait();
            self.reaped = true;
        }
    }

    fn error(&self, kind: EngineErrorKind) -> EngineError {
        EngineError::new(&self.program, kind)
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        self.input = None;
        self.kill_and_reap();
    }
}
