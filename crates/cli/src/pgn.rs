//! `fianchetto pgn`: read every game of a PGN file, playing each mainline move legally, and
//! print a summary or one line per game (its moves in UCI or SAN, its final FEN, or its
//! opening).

use std::io::{self, BufWriter, Write};
use std::ops::ControlFlow;
use std::time::Instant;

use clap::{Args, ValueEnum};
use fianchetto::openings::{Opening, opening};
use fianchetto::pgn::{
    Error, GameError, MainlineVisitor, ParallelReader, Replay, ReplayError, Skip,
};
use fianchetto::variant::AnyPosition;
use fianchetto::{Move, Notation};

use crate::input::{self, Counting};
use crate::progress;

/// Arguments of `fianchetto pgn`.
#[derive(Args)]
pub(crate) struct PgnArgs {
    /// The PGN file; `-` reads stdin. `.zst` and `.gz` files are unpacked on the fly.
    file: String,
    /// Print one line per game instead of a summary.
    #[arg(long, value_enum)]
    emit: Option<Emit>,
    /// For a game with an illegal or unreadable move, print its moves up to the error (and
    /// count them) instead of an `error` line; the error goes to stderr.
    #[arg(long)]
    keep_partial: bool,
    /// Threads reading the file (0: one per core). The output is the same for any number.
    #[arg(long, default_value_t = 0)]
    threads: usize,
}

/// What `--emit` prints for each game.
#[derive(Copy, Clone, PartialEq, Eq, ValueEnum)]
enum Emit {
    /// The mainline in UCI, space-separated (castling e1g1, or e1h1 in Chess960).
    Uci,
    /// The FEN after the last mainline move.
    Fen,
    /// The mainline in normalised SAN, space-separated.
    San,
    /// The game's opening, `ECO<TAB>Name`: its last mainline position that lichess's table
    /// names (`-` if none is; a variant's positions never are).
    Opening,
}

pub(crate) fn run(args: &PgnArgs) -> crate::Outcome {
    let input = input::open(&args.file)?;
    let bar = progress::pgn_bytes(input.size);
    let counting = Counting::new(input.reader, bar);
    let count = counting.count();
    let mut tally = Tally {
        args,
        out: BufWriter::new(io::stdout().lock()),
        started: Instant::now(),
        games: 0,
        plies: 0,
        failures: 0,
    };
    let read = read_games(args.threads, counting, &mut tally);
    count.bar().finish_and_clear();
    let written = match read {
        Err(Failure::Input(err)) => anyhow::bail!("cannot read {}: {err}", args.file),
        Err(Failure::Output(err)) => Err(err),
        Ok(()) => Ok(()),
    };
    let bytes = count.consumed();
    let failures = tally.failures;
    let finished = written.and_then(|()| tally.summary(bytes));
    finished.map_err(crate::exit::stdout_error)?;
    Ok(failures == 0)
}

/// Why reading stopped early.
enum Failure {
    Input(io::Error),
    Output(io::Error),
}

/// What one game gave: its line, plies and error, or the error that broke it before any move.
type Read = Result<(String, u32, Option<GameError>), Error<ReplayError>>;

fn line_visitor(args: &PgnArgs) -> Replay<Line, AnyPosition> {
    Replay::new(Line {
        emit: args.emit,
        text: String::new(),
        opening: None,
    })
}

/// Reads every game with `threads` threads (0: one per core), handing each to `tally`.
fn read_games<R: io::Read + Send>(
    threads: usize,
    input: Counting<R>,
    tally: &mut Tally<'_, impl Write>,
) -> Result<(), Failure> {
    let args = tally.args;
    let bar = input.count().bar().clone();
    let mut written = Ok(());
    let read = ParallelReader::new(threads).for_each(
        input,
        || line_visitor(args),
        |game| {
            if let Err(err) = tally.record(game) {
                written = Err(err);
                return ControlFlow::Break(());
            }
            if tally.games.is_multiple_of(1024) {
                bar.set_message(tally.rate());
            }
            ControlFlow::Continue(())
        },
    );
    match (read, written) {
        (_, Err(err)) => Err(Failure::Output(err)),
        (Err(err), Ok(())) => Err(Failure::Input(err)),
        (Ok(()), Ok(())) => Ok(()),
    }
}

/// Counts and prints the games as they come.
struct Tally<'a, W> {
    args: &'a PgnArgs,
    out: W,
    started: Instant,
    games: u64,
    plies: u64,
    failures: u64,
}

impl<W: Write> Tally<'_, W> {
    fn record(&mut self, game: Read) -> io::Result<()> {
        let (text, plies, error) = match game {
            Ok(game) => game,
            // Junk between games: an error, but no game.
            Err(err) => {
                self.failures += 1;
                return writeln!(self.out, "error: {err}");
            }
        };
        self.games += 1;
        match error {
            Some(error) if self.args.keep_partial => {
                self.failures += 1;
                eprintln!("error: {error}");
            }
            Some(error) => {
                self.failures += 1;
                return writeln!(self.out, "error: {error}");
            }
            None => {}
        }
        self.plies += u64::from(plies);
        if self.args.emit.is_some() {
            writeln!(self.out, "{text}")?;
        }
        Ok(())
    }

    fn rate(&self) -> String {
        let rate = self.games as f64 / self.started.elapsed().as_secs_f64().max(1e-9);
        format!("{} games, {rate:.0} games/s", self.games)
    }

    /// The summary printed without `--emit`, then flushing: the counts on stdout, the same
    /// for every run of a file, and the time and throughput on stderr, which vary.
    fn summary(&mut self, bytes: u64) -> io::Result<()> {
        if self.args.emit.is_none() {
            let seconds = self.started.elapsed().as_secs_f64();
            let out = &mut self.out;
            writeln!(out, "games: {}", self.games)?;
            writeln!(out, "plies: {}", self.plies)?;
            writeln!(out, "errors: {}", self.failures)?;
            writeln!(out, "bytes: {bytes}")?;
            out.flush()?;
            eprintln!("time: {seconds:.3} s");
            eprintln!(
                "throughput: {:.1} MB/s",
                bytes as f64 / seconds.max(1e-9) / 1e6
            );
        }
        self.out.flush()
    }
}

/// Builds the line `--emit` prints for a game (nothing for the summary), reusing one buffer.
struct Line {
    emit: Option<Emit>,
    text: String,
    /// With `--emit opening`: the last named position so far, the start included.
    opening: Option<Opening>,
}

/// Every game under its `Variant` tag: standard games on movegen's `Position`, the variants'
/// on `VariantPosition`.
impl MainlineVisitor<AnyPosition> for Line {
    /// The line to print, the plies played, and what broke the game if something did.
    type Output = (String, u32, Option<GameError>);

    fn begin_game(&mut self) {
        self.text.clear();
        self.opening = None;
    }

    fn end_tags(&mut self, start: &AnyPosition) -> Skip {
        // The start counts too: a game from a FEN tag may start at a named position.
        if self.emit == Some(Emit::Opening) {
            self.opening = opening(start);
        }
        Skip(false)
    }

    fn play(&mut self, before: &AnyPosition, m: Option<Move>, after: &AnyPosition) {
        if self.emit == Some(Emit::Opening) {
            self.opening = opening(after).or(self.opening);
            return;
        }
        let emit = match self.emit {
            Some(emit @ (Emit::Uci | Emit::San)) => emit,
            _ => return,
        };
        if !self.text.is_empty() {
            self.text.push(' ');
        }
        match (emit, m) {
            (Emit::Uci, Some(m)) => before.uci(m).append_to(&mut self.text),
            (Emit::Uci, None) => self.text.push_str("0000"),
            // The suffix is read off the position the replay reached, not found by playing the
            // move again.
            (_, Some(m)) => before.san_after(m, after).append_to(&mut self.text),
            (_, None) => self.text.push_str("--"),
        }
    }

    fn end_game(&mut self, end: &AnyPosition, plies: u32) -> Self::Output {
        if self.emit == Some(Emit::Fen) {
            self.text.clear();
            self.text.push_str(&end.fen());
        }
        if self.emit == Some(Emit::Opening) {
            self.text.clear();
            match self.opening {
                Some(named) => {
                    self.text.push_str(named.eco());
                    self.text.push('\t');
                    self.text.push_str(named.name());
                }
                None => self.text.push('-'),
            }
        }
        (self.text.clone(), plies, None)
    }

    fn end_game_with_error(
        &mut self,
        end: &AnyPosition,
        plies: u32,
        error: Error<ReplayError>,
    ) -> Result<Self::Output, Error<ReplayError>> {
        let (text, plies, _) = self.end_game(end, plies);
        Ok((text, plies, Some(GameError::from(&error))))
    }
}
