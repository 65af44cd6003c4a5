//! `fianchetto gif GAME.pgn -o game.gif`: a game as an animated GIF, a frame a ply.

use std::num::NonZeroUsize;
use std::time::Duration;

use anyhow::{Context, bail};
use clap::Args;
use fianchetto::pgn::{ErrorKind, GameBuilder, Reader};
use fianchetto::svg::GifWriter;
use fianchetto::variant::AnyPosition;

use crate::input;
use crate::output_file::write_outputs;
use crate::picture_args::PictureStyle;
use crate::same_file::refuse_same_file;

/// Arguments of `fianchetto gif`.
#[derive(Args)]
pub(crate) struct GifArgs {
    /// The PGN file (`-` for stdin; `.zst` and `.gz` unpacked), each game under its Variant tag.
    file: String,
    /// Where to write the GIF (`-` for stdout); a file is replaced only once it is complete.
    #[arg(short, long, value_name = "FILE")]
    output: String,
    /// Which game of the file, counting from 1.
    #[arg(long, value_name = "N", default_value = "1")]
    game: NonZeroUsize,
    /// How long each position shows, in milliseconds, at most a minute (the last one three
    /// times as long).
    #[arg(long, value_name = "MS", default_value = "1000", value_parser = clap::value_parser!(u64).range(10..=60_000))]
    delay: u64,
    /// Black at the bottom.
    #[arg(long)]
    flip: bool,
    #[command(flatten)]
    style: PictureStyle,
}

pub(crate) fn run(args: &GifArgs) -> crate::Outcome {
    refuse_same_file(&args.file, &args.output)?;
    let input = input::open(&args.file)?;
    let mut reader = Reader::new(input.reader);
    let mut number = 0;
    let game = loop {
        match reader.read_game(&mut GameBuilder::<AnyPosition>::default()) {
            Ok(Some(game)) => {
                number += 1;
                if number == args.game.get() {
                    break game;
                }
            }
            Ok(None) => bail!(
                "{} has {number} game{}, not a game {}",
                args.file,
                if number == 1 { "" } else { "s" },
                args.game
            ),
            Err(err) => {
                if let ErrorKind::Io(io_err) = err.kind() {
                    bail!("cannot read {}: {io_err}", args.file);
                }
                // Junk between games costs only the junk.
                eprintln!("error: {err}");
            }
        }
    };
    // A game with a bad move is drawn up to it, and its error reported.
    for error in &game.errors {
        eprintln!("error: {error}");
    }
    let mut gif = GifWriter::new(Vec::new(), Duration::from_millis(args.delay));
    gif.push(&args.style.picture(&game.start, args.flip))
        .context("cannot draw the start position")?;
    for node in game.mainline_nodes() {
        let mut picture = args.style.picture(node.position(), args.flip);
        if let Some(m) = node.node().mv {
            picture = picture.last_move(m);
        }
        gif.push(&picture)
            .with_context(|| format!("cannot draw ply {}", node.ply() + 1))?;
    }
    let bytes = gif.finish().context("cannot encode the GIF")?;
    write_outputs(&[(&args.output, &bytes)])?;
    Ok(game.mainline_error().is_none())
}
