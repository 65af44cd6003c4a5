//! The weighted random choice: weight 0 never chosen, each entry given exactly its share of
//! the generator's range, draws that would bias the choice rejected.

use std::collections::HashMap;

use fianchetto_movegen::{CastlingMode, Move, Position, Square};
use fianchetto_notation::fen::Fen;
use fianchetto_polyglot::Book;

use crate::expected::book_path;

fn book(name: &str) -> Book<Vec<u8>> {
    Book::open(book_path(name)).expect("the book opens")
}

fn position(fen: &str) -> Position {
    fen.parse::<Fen>()
        .expect("a FEN")
        .into_position(CastlingMode::Standard)
        .expect("a legal position")
}

#[test]
fn each_entry_gets_its_weights_share_and_weight_zero_none() {
    // The start position of edge-cases.bin: e2e4 weight 0, d2d4 weight 7, g1f3 weight 1, and
    // three illegal entries. Eight draws, one in the middle of each eighth of the range.
    let book = book("edge-cases.bin");
    let mut counts: HashMap<Move, usize> = HashMap::new();
    for eighth in 0..8u64 {
        let draw = (2 * eighth + 1) << 60;
        let entry = book.choose(&Position::new(), || draw).expect("an entry");
        *counts.entry(entry.mv).or_default() += 1;
    }
    assert_eq!(counts.get(&Move::normal(Square::D2, Square::D4)), Some(&7));
    assert_eq!(counts.get(&Move::normal(Square::G1, Square::F3)), Some(&1));
    assert_eq!(counts.get(&Move::normal(Square::E2, Square::E4)), None);
}

#[test]
fn the_lowest_and_highest_draws_pick_the_first_and_last_entries() {
    let book = book("edge-cases.bin");
    let first = book.choose(&Position::new(), || 0).expect("an entry");
    assert_eq!(first.mv, Move::normal(Square::D2, Square::D4));
    let last = book
        .choose(&Position::new(), || u64::MAX)
        .expect("an entry");
    assert_eq!(last.mv, Move::normal(Square::G1, Square::F3));
}

#[test]
fn a_biased_draw_is_rejected_and_drawn_again() {
    // Weights 2, 40 and 30: 72 does not divide 2^64, so the 16 lowest products are rejected
    // (2^64 mod 72 = 16); the draw 0 is one of them.
    let book = book("edge-cases.bin");
    let pos = position("1r2k3/2P5/8/8/8/8/8/4K3 w - - 0 1");
    let mut draws = [0, u64::MAX].into_iter();
    let mut calls = 0;
    let entry = book
        .choose(&pos, || {
            calls += 1;
            draws.next().expect("two draws suffice")
        })
        .expect("an entry");
    assert_eq!(calls, 2);
    assert_eq!(
        entry.mv,
        Move::promotion(Square::C7, Square::B8, fianchetto_movegen::Role::Queen)
    );
}

#[test]
fn no_choice_without_a_positive_weight() {
    let key = Position::new().zobrist_hash();
    let mut bytes = key.to_be_bytes().to_vec();
    bytes.extend([0x03, 0x1c, 0, 0, 0, 0, 0, 0]); // e2e4, weight 0
    let book = Book::new(bytes).expect("a book");
    assert_eq!(book.entries(&Position::new()).count(), 1);
    assert!(
        book.choose(&Position::new(), || panic!("no draw needed"))
            .is_none()
    );
    let outside = Position::new()
        .play(Move::normal(Square::A2, Square::A3))
        .expect("legal");
    assert!(book.choose(&outside, || panic!("no draw needed")).is_none());
}

/// SplitMix64, seeded: a fixed sequence that looks random.
fn split_mix(mut state: u64) -> impl FnMut() -> u64 {
    move || {
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

#[test]
fn many_choices_follow_the_weights() {
    // 1. e4 c5 2. c3 in the performance book: eight entries, weights 1443 down to 9.
    let book = book("performance.bin");
    let pos = position("rnbqkbnr/pp1ppppp/8/2p5/4P3/2P5/PP1P1PPP/RNBQKBNR b KQkq - 0 2");
    let weights: Vec<(Move, u16)> = book.entries(&pos).map(|e| (e.mv, e.weight)).collect();
    let total: u64 = weights.iter().map(|&(_, w)| u64::from(w)).sum();
    assert_eq!(total, 2970);
    let draws = 297_000;
    let mut counts: HashMap<Move, u64> = HashMap::new();
    let mut random = split_mix(7);
    for _ in 0..draws {
        let entry = book.choose(&pos, &mut random).expect("an entry");
        *counts.entry(entry.mv).or_default() += 1;
    }
    for (mv, weight) in weights {
        let expected = draws * u64::from(weight) / total;
        let p = f64::from(weight) / total as f64;
        // Five standard deviations of the binomial count.
        let tolerance = 5.0 * (draws as f64 * p * (1.0 - p)).sqrt();
        let count = counts.get(&mv).copied().unwrap_or(0);
        assert!(
            (count as f64 - expected as f64).abs() <= tolerance,
            "{mv:?}: {count} draws, {expected} expected"
        );
    }
}
