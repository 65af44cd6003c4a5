//! `fianchetto book BOOK.bin`: the entries of a position in a Polyglot opening book.

use clap::Args;
use fianchetto::notation::Notation;
use fianchetto::polyglot::Book;

use crate::exit::Stdout;
use crate::position_arg;

/// Arguments of `fianchetto book`.
#[derive(Args)]
pub(crate) struct BookArgs {
    /// The Polyglot book (`.bin`).
    book: String,
    /// The position; the start position when absent.
    #[arg(long)]
    fen: Option<String>,
    /// Read castling rights as Chess960 rights and write castles as king-takes-rook.
    #[arg(long)]
    chess960: bool,
}

/// One `<uci> <weight>` line per entry, in the book's order; nothing for a position the book
/// does not know, which is an answer rather than a failure.
pub(crate) fn run(args: &BookArgs) -> crate::Outcome {
    let pos = position_arg::position(args.fen.as_deref(), args.chess960)?;
    let book = Book::open(&args.book)?;
    let mut out = Stdout::lock();
    for entry in book.entries(&pos) {
        let uci = pos.uci(entry.mv);
        writeln!(out, "{uci} {}", entry.weight)?;
    }
    out.flush()?;
    Ok(true)
}
