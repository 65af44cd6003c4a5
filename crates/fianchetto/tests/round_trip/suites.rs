//! The perft suites' positions (`crates/movegen/testdata`), with the castling mode they are in.

use fianchetto::fen::Fen;
use fianchetto::{CastlingMode, Position};

/// Every `epd` line of the three suites as FEN, and as a position where it is a legal one.
///
/// The tricky suite writes X-FEN rights that only Chess960 rules read, and holds a few positions
/// with checks no game can reach, which validation rejects.
pub(super) fn suite_fens() -> Vec<(Fen, Option<Position>)> {
    let suites = [
        (
            include_str!("../../../movegen/testdata/tricky.perft"),
            CastlingMode::Chess960,
        ),
        (
            include_str!("../../../movegen/testdata/random.perft"),
            CastlingMode::Standard,
        ),
        (
            include_str!("../../../movegen/testdata/chess960.perft"),
            CastlingMode::Chess960,
        ),
    ];
    let fens: Vec<(Fen, Option<Position>)> = suites
        .into_iter()
        .flat_map(|(text, mode)| {
            text.lines()
                .filter_map(|line| line.strip_prefix("epd "))
                .map(move |fen| {
                    let fen: Fen = fen.parse().expect("suite fen");
                    let position = fen.clone().into_position(mode).ok();
                    (fen, position)
                })
        })
        .collect();
    let illegal = fens
        .iter()
        .filter(|(_, position)| position.is_none())
        .count();
    assert!(
        fens.len() > 1_000 && illegal <= 6,
        "{} fens, {illegal} illegal",
        fens.len()
    );
    fens
}

/// The legal positions of the suites.
pub(super) fn suite_positions() -> Vec<Position> {
    suite_fens()
        .into_iter()
        .filter_map(|(_, position)| position)
        .collect()
}
