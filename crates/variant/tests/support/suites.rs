//! python-chess's variant perft suites (`testdata/variants/perft`) and the rules each is read
//! with: the variant crate's perft tests and the facade's serde round trips (which include this
//! file by `#[path]`) walk the same list.

use fianchetto_variant::Variant;

/// The perft suites and the variant each is run as (`giveaway.perft` as antichess: its EPDs
/// have no castling rights, where the two agree).
pub const PERFT_SUITES: [(&str, Variant); 6] = [
    ("3check.perft", Variant::ThreeCheck),
    ("atomic.perft", Variant::Atomic),
    ("crazyhouse.perft", Variant::Crazyhouse),
    ("giveaway.perft", Variant::Antichess),
    ("horde.perft", Variant::Horde),
    ("racingkings.perft", Variant::RacingKings),
];
