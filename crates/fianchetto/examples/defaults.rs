//! A program written for the facade's default features: FEN, SAN, a game cursor and a PGN
//! file's summaries. `cargo xtask features` compiles it under every superset of the defaults,
//! so that turning a feature on breaks no code that compiled without it.
//!
//! ```text
//! cargo run -p fianchetto --example defaults
//! ```

use fianchetto::pgn::{GameResult, Reader};
use fianchetto::prelude::*;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let pos =
        Position::from_fen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")?;
    let bb5 = pos.parse_san("Bb5")?;
    println!("{} is {}", pos.san(bb5), pos.uci(bb5));

    let mut game = GameCursor::default();
    for san in ["f3", "e5", "g4", "Qh4#"] {
        game.push_san(san)?;
    }
    println!("{:?}", game.outcome());

    let pgn = "[White \"Fool\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n";
    for summary in Reader::new(pgn.as_bytes()).summaries() {
        let summary = summary?;
        let position: Position = summary.position;
        assert!(position.is_checkmate());
        assert_eq!(summary.result, Some(GameResult::BlackWins));
        println!(
            "{}: {}",
            summary.tag("White").unwrap_or("?"),
            position.fen()
        );
    }
    Ok(())
}
