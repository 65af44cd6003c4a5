//! Castling in standard chess and Chess960: king-takes-rook moves, never out of, through or into
//! check, and the Chess960 corner cases (king already on its target, rook jumping the king,
//! castling rook shielding the king).

use super::fen::pos;
use crate::perft::perft;
use crate::{Bitboard, CastlingSide, Color, Move, Position, Role, Square};

fn castles(position: &Position) -> std::vec::Vec<Move> {
    position
        .legal_moves()
        .into_iter()
        .filter(|m| m.is_castle())
        .collect()
}

fn check_castle(fen: &str, m: Move, king_to: Square, rook_to: Square) {
    let position = pos(fen);
    assert!(position.is_legal(m), "{m:?} in {fen}");
    let after = position.play(m).unwrap();
    let board = after.board();
    assert_eq!(
        board.piece_at(king_to),
        Some(Role::King.of(position.turn())),
        "{fen}"
    );
    assert_eq!(
        board.piece_at(rook_to),
        Some(Role::Rook.of(position.turn())),
        "{fen}"
    );
    assert_eq!(board.occupied().len(), position.board().occupied().len());
    assert_eq!(
        after.castling_rights() & Bitboard::backrank(position.turn()),
        Bitboard::EMPTY
    );
    assert_eq!(after.zobrist_hash(), after.compute_hash());
}

#[test]
fn standard_castling() {
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    check_castle(
        fen,
        Move::castle(Square::E1, Square::H1),
        Square::G1,
        Square::F1,
    );
    check_castle(
        fen,
        Move::castle(Square::E1, Square::A1),
        Square::C1,
        Square::D1,
    );
    let position = pos(fen);
    assert_eq!(
        position.castling_rook(Color::White, CastlingSide::KingSide),
        Some(Square::H1)
    );
    // The king-to-g1 spelling is a plain king move, which is not legal.
    assert!(!position.is_legal(Move::normal(Square::E1, Square::G1)));
    assert!(!position.is_legal(Move::normal(Square::E1, Square::H1)));
}

#[test]
fn never_out_of_through_or_into_check() {
    // Out of check.
    assert!(castles(&pos("r3k2r/8/8/8/8/8/4r3/R3K2R w KQkq - 0 1")).is_empty());
    // Through check (f1), and into check (c1).
    let position = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_eq!(castles(&position).len(), 2);
    let through = pos("r3kr2/8/8/8/8/8/8/R3K2R w KQq - 0 1");
    assert_eq!(castles(&through), [Move::castle(Square::E1, Square::A1)]);
    let into = pos("r1r1k3/8/8/8/8/8/8/R3K2R w KQq - 0 1");
    assert_eq!(castles(&into), [Move::castle(Square::E1, Square::H1)]);
    // b1 may be attacked when castling long: only the king's path counts.
    let b_file = pos("rr2k3/8/8/8/8/8/8/R3K2R w KQq - 0 1");
    assert_eq!(castles(&b_file).len(), 2);
    // ... but must be empty.
    assert_eq!(castles(&pos("4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1")).len(), 1);
}

#[test]
fn chess960_king_already_on_target() {
    check_castle(
        "4k3/8/8/8/8/8/8/6KR w H - 0 1",
        Move::castle(Square::G1, Square::H1),
        Square::G1,
        Square::F1,
    );
    // f1 must be free for the rook.
    assert!(castles(&pos("4k3/8/8/8/8/8/8/5BKR w H - 0 1")).is_empty());
    // The king's square is still its destination: it must not be attacked... it is not in check.
    check_castle(
        "7k/8/8/8/8/8/8/1RK5 w B - 0 1",
        Move::castle(Square::C1, Square::B1),
        Square::C1,
        Square::D1,
    );
}

#[test]
fn chess960_rook_shielding_the_king() {
    // King on its target c1, castling rook b1 shields it from the rook on a1: castling would
    // uncover the check.
    let position = pos("4k3/8/8/8/8/8/8/rRK5 w B - 0 1");
    assert!(!position.is_check());
    assert!(castles(&position).is_empty());
    assert!(!position.is_legal(Move::castle(Square::C1, Square::B1)));
    // The same with a queen on the rank beyond the king-side rook.
    let position = pos("4k3/8/8/8/8/8/8/4K1Rq w G - 0 1");
    assert!(castles(&position).is_empty());
}

#[test]
fn chess960_rook_jumps_over_the_king() {
    // King b1, rook a1: king to c1, rook to d1.
    check_castle(
        "4k3/8/8/8/8/8/8/RK6 w A - 0 1",
        Move::castle(Square::B1, Square::A1),
        Square::C1,
        Square::D1,
    );
    // King f1, rook h1: the rook lands on the king's square.
    check_castle(
        "4k3/8/8/8/8/8/8/5K1R w H - 0 1",
        Move::castle(Square::F1, Square::H1),
        Square::G1,
        Square::F1,
    );
    // King b1 castling short with a rook on c1: the king passes the rook's square.
    check_castle(
        "4k3/8/8/8/8/8/8/1KR5 w C - 0 1",
        Move::castle(Square::B1, Square::C1),
        Square::G1,
        Square::F1,
    );
    // d1 must be free when the king on b1 castles long (its rook lands there).
    assert!(castles(&pos("4k3/8/8/8/8/8/8/RK1N4 w A - 0 1")).is_empty());
    // The king's path must not be attacked: c1 seen from c8.
    assert!(castles(&pos("2r1k3/8/8/8/8/8/8/RK6 w A - 0 1")).is_empty());
}

#[test]
fn black_castles_and_rights_are_lost() {
    let position = pos("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
    let after = position.play(Move::castle(Square::E8, Square::A8)).unwrap();
    assert_eq!(
        after.board().piece_at(Square::C8),
        Some(Role::King.of(Color::Black))
    );
    assert_eq!(after.castling_rights(), Square::A1 | Square::H1);
    // Capturing a castling rook removes its right.
    let position = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let after = position.play(Move::normal(Square::H1, Square::H8)).unwrap();
    assert_eq!(after.castling_rights(), Square::A1 | Square::A8);
    assert_eq!(after.zobrist_hash(), after.compute_hash());
}

#[test]
fn chess960_perft() {
    for (fen, counts) in [
        (
            "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 1",
            [21, 528, 12_189, 326_672],
        ),
        (
            "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 0 1",
            [21, 807, 18_002, 667_366],
        ),
        (
            "b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 0 1",
            [20, 479, 10_471, 273_318],
        ),
    ] {
        let position = pos(fen);
        for (depth, expected) in counts.into_iter().enumerate() {
            assert_eq!(
                perft(&position, depth as u32 + 1),
                expected,
                "{fen} depth {}",
                depth + 1
            );
        }
    }
}
