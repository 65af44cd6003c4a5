//! `Variant::Chess` (and the variants that move as it does) against `fianchetto-movegen`, whose
//! standard chess is tested elsewhere: movegen's perft files (published counts, standard and
//! Chess960), and for every position of them the same legal moves, check, outcome, en passant
//! square and Zobrist hash as movegen's `Position`.

mod support;

use std::collections::BTreeSet;

use fianchetto_movegen::{CastlingMode, EnPassantMode, Position};
use fianchetto_variant::perft::perft;
use fianchetto_variant::{Variant, VariantEpd, VariantPosition};

use support::{PerftCase, parse_perft};

/// The largest published count checked per line (the random suite's 6,838 positions make the
/// bulk of the work).
const NODE_LIMIT: u64 = 20_000;

/// movegen's perft files, with the castling mode their positions are read in (`tricky.perft`
/// mixes the two: standard where standard chess accepts the castling rights).
const FILES: [(&str, Option<CastlingMode>); 3] = [
    ("tricky.perft", None),
    ("random.perft", Some(CastlingMode::Standard)),
    ("chess960.perft", Some(CastlingMode::Chess960)),
];

fn cases(file: &str) -> Vec<PerftCase> {
    let path = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../movegen/testdata")
        .join(file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    parse_perft(&text)
}

/// The legal moves as a set (the two generators list them in different orders).
fn move_set(moves: impl IntoIterator<Item = fianchetto_movegen::Move>) -> BTreeSet<String> {
    moves.into_iter().map(|m| format!("{m:?}")).collect()
}

#[test]
fn chess_plays_as_movegen_on_its_perft_files() {
    let (mut positions, mut lines, mut refused) = (0, 0, 0);
    for (file, mode) in FILES {
        for case in cases(file) {
            let setup = VariantEpd::from_ascii(case.epd.as_bytes(), Variant::Chess)
                .unwrap_or_else(|e| panic!("{file} {}: {e}", case.epd))
                .setup;
            let mode = mode.unwrap_or_else(|| {
                match Position::from_setup(setup.setup.clone(), CastlingMode::Standard) {
                    Ok(_) => CastlingMode::Standard,
                    Err(_) => CastlingMode::Chess960,
                }
            });
            let position = Position::from_setup(setup.setup.clone(), mode);
            let pos = VariantPosition::from_setup(setup.clone(), Variant::Chess, mode);
            let (position, pos) = match (position, pos) {
                (Ok(position), Ok(pos)) => (position, pos),
                // Both refuse the few impossible checks in `tricky.perft`.
                (Err(_), Err(_)) => {
                    refused += 1;
                    continue;
                }
                (position, pos) => panic!(
                    "{file} {}: movegen {:?}, variant {:?}",
                    case.id,
                    position.err(),
                    pos.err()
                ),
            };
            let at = || format!("{file} {} {}", case.id, case.epd);

            assert_eq!(
                move_set(pos.legal_moves()),
                move_set(position.legal_moves()),
                "{}",
                at()
            );
            assert_eq!(pos.checkers(), position.checkers(), "{}", at());
            assert_eq!(pos.outcome(), position.outcome(), "{}", at());
            assert_eq!(
                pos.ep_square(EnPassantMode::Legal),
                position.ep_square(EnPassantMode::Legal),
                "{}",
                at()
            );
            assert_eq!(pos.zobrist_hash(), position.zobrist_hash(), "{}", at());
            for variant in [Variant::KingOfTheHill, Variant::ThreeCheck] {
                let other = VariantPosition::from_setup(setup.clone(), variant, mode)
                    .unwrap_or_else(|e| panic!("{}: {e}", at()));
                if !other.is_variant_end() {
                    assert_eq!(
                        move_set(other.legal_moves()),
                        move_set(position.legal_moves()),
                        "{variant:?} {}",
                        at()
                    );
                }
            }
            for &(depth, nodes) in &case.counts {
                if nodes <= NODE_LIMIT {
                    assert_eq!(perft(&pos, depth), nodes, "depth {depth} {}", at());
                    lines += 1;
                }
            }
            positions += 1;
        }
    }
    assert_eq!(positions + refused, 19 + 6838 + 960, "positions read");
    eprintln!("{positions} positions compared, {refused} refused by both, {lines} perft lines");
}
