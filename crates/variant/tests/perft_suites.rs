//! The published variant perft suites of python-chess (`testdata/variants/perft/`), every
//! position read Chess960-style as python-chess's runner does (`KQkq` are the outermost rooks,
//! which the Atomic960 positions need). Every line runs by default: all 105, up to ten million
//! leaves, take about a second and a half in the test profile (opt-level 3).

mod support;

use std::time::Instant;

use fianchetto_movegen::CastlingMode;
use fianchetto_variant::VariantEpd;
use fianchetto_variant::perft::perft;

use support::suites::PERFT_SUITES;
use support::{data_dir, parse_perft};

/// The lines up to this many leaves (97 of them) are checked apart from the 8 larger ones, so
/// that a failure says at once whether a small case already shows it.
const NODE_LIMIT: u64 = 1_000_000;

/// Runs every line of every suite whose count is within `range`; returns how many ran.
fn run_suites(range: std::ops::RangeInclusive<u64>) -> usize {
    let mut checked = 0;
    for (file, variant) in PERFT_SUITES {
        let path = data_dir().join("perft").join(file);
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
        for case in parse_perft(&text) {
            let pos = VariantEpd::from_ascii(case.epd.as_bytes(), variant)
                .unwrap_or_else(|e| panic!("{file} {}: {e}", case.epd))
                .into_position(CastlingMode::Chess960)
                .unwrap_or_else(|e| panic!("{file} {} as {variant:?}: {e}", case.epd));
            for &(depth, nodes) in &case.counts {
                if !range.contains(&nodes) {
                    continue;
                }
                let start = Instant::now();
                let got = perft(&pos, depth);
                assert_eq!(
                    got, nodes,
                    "{file} {} depth {depth} ({variant:?}, {})",
                    case.id, case.epd
                );
                eprintln!(
                    "{file} {} depth {depth}: {nodes} ({:.2?})",
                    case.id,
                    start.elapsed()
                );
                checked += 1;
            }
        }
    }
    checked
}

#[test]
fn perft_suites_up_to_the_node_limit() {
    let checked = run_suites(0..=NODE_LIMIT);
    assert_eq!(checked, 97, "lines checked");
}

/// The 8 lines above a million leaves (atomic's Atomic960 castling depth 5, crazyhouse's
/// middlegames depth 4, racing kings' start depth 5): about a second in the test profile.
#[test]
fn perft_suites_above_the_node_limit() {
    let checked = run_suites(NODE_LIMIT + 1..=u64::MAX);
    assert_eq!(checked, 8, "lines checked");
}
