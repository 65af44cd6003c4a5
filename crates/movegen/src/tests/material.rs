//! Outcomes: checkmate, stalemate and insufficient material as python-chess defines it.

use super::fen::pos;
use crate::{Color, Outcome, Termination};
use std::string::ToString;

fn insufficient(fen: &str) -> (bool, bool) {
    let position = pos(fen);
    (
        position.has_insufficient_material(Color::White),
        position.has_insufficient_material(Color::Black),
    )
}

#[test]
fn insufficient_material() {
    assert_eq!(insufficient("4k3/8/8/8/8/8/8/4K3 w - - 0 1"), (true, true));
    // Knight: insufficient unless the opponent has something to be mated behind.
    assert_eq!(insufficient("4k3/8/8/8/8/8/8/4KN2 w - - 0 1"), (true, true));
    assert_eq!(
        insufficient("4k3/8/8/8/8/8/8/3NKN2 w - - 0 1"),
        (false, true)
    );
    assert_eq!(
        insufficient("4k3/8/8/3b4/8/8/8/4KN2 w - - 0 1"),
        (false, false)
    );
    assert_eq!(
        insufficient("4kq2/8/8/8/8/8/8/4KN2 w - - 0 1"),
        (true, false)
    );
    // Bishops: insufficient while all bishops share a square color, no pawns and no knights.
    assert_eq!(
        insufficient("4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1"),
        (false, true)
    );
    assert_eq!(insufficient("4k3/8/8/8/8/8/8/4KB2 w - - 0 1"), (true, true));
    assert_eq!(
        insufficient("4kb2/8/8/8/8/8/8/4KB2 w - - 0 1"),
        (false, false)
    );
    assert_eq!(
        insufficient("2b1k3/8/8/8/8/8/8/4KB2 w - - 0 1"),
        (true, true)
    );
    assert_eq!(
        insufficient("2b1k3/8/8/8/8/8/8/4KBB1 w - - 0 1"),
        (false, false)
    );
    assert_eq!(
        insufficient("4k3/8/8/8/8/8/7p/4KB2 w - - 0 1"),
        (false, false)
    );
    assert_eq!(
        insufficient("4k3/8/8/8/8/8/7P/4KB2 w - - 0 1"),
        (false, true)
    );
    assert_eq!(
        insufficient("4kn2/8/8/8/8/8/8/4KB2 w - - 0 1"),
        (false, false)
    );
    // Pawns, rooks, queens always suffice.
    assert_eq!(
        insufficient("4k3/8/8/8/8/8/P7/4K3 w - - 0 1"),
        (false, true)
    );
    assert_eq!(
        insufficient("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"),
        (false, true)
    );
    assert_eq!(
        insufficient("4k3/8/8/8/8/8/8/3QK3 w - - 0 1"),
        (false, true)
    );
    assert!(pos("4k3/8/8/8/8/8/8/4KB2 w - - 0 1").is_insufficient_material());
    assert_eq!(
        pos("4k3/8/8/8/8/8/8/4KB2 w - - 0 1").outcome(),
        Some(Outcome {
            termination: Termination::InsufficientMaterial,
            winner: None
        })
    );
}

#[test]
fn checkmate_and_stalemate() {
    let mate = pos("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    assert!(mate.is_checkmate());
    assert!(!mate.is_stalemate());
    assert_eq!(
        mate.outcome(),
        Some(Outcome {
            termination: Termination::Checkmate,
            winner: Some(Color::Black)
        })
    );
    assert_eq!(
        mate.outcome().map(|o| o.to_string()).as_deref(),
        Some("0-1")
    );
    let stalemate = pos("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    assert!(stalemate.is_stalemate());
    assert!(!stalemate.is_checkmate());
    assert_eq!(
        stalemate.outcome(),
        Some(Outcome {
            termination: Termination::Stalemate,
            winner: None
        })
    );
    assert_eq!(
        stalemate.outcome().map(|o| o.to_string()).as_deref(),
        Some("1/2-1/2")
    );
    // Stalemated by king and bishop: python-chess reports the material first.
    let bare_stalemate = pos("k7/8/1K6/8/8/8/7B/8 b - - 0 1");
    assert!(bare_stalemate.is_stalemate());
    assert_eq!(
        bare_stalemate.outcome().map(|o| o.termination),
        Some(Termination::InsufficientMaterial)
    );
    let playing = pos("7k/8/8/8/8/8/8/K2Q4 b - - 0 1");
    assert_eq!(playing.outcome(), None);
}
