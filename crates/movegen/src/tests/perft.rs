//! Perft counts on well-known positions, and divide summing to perft.

use super::fen::pos;
use crate::perft::{divide, perft};
use crate::{Bitboard, CastlingMode, Color, Position, Role, Setup, Square};

fn check(position: &Position, counts: &[u64]) {
    for (depth, &expected) in counts.iter().enumerate() {
        let depth = depth as u32 + 1;
        assert_eq!(
            perft(position, depth),
            expected,
            "depth {depth} of {position:?}"
        );
    }
}

/// Counts moves by listing and playing them, without the bulk-counting shortcuts.
fn slow_perft(position: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = position.legal_moves();
    assert_eq!(moves.len(), position.count_legal_moves(), "{position:?}");
    moves
        .iter()
        .map(|&m| {
            assert!(position.is_legal(m));
            let child = position.play_unchecked(m);
            assert_eq!(
                child.zobrist_hash(),
                child.compute_hash(),
                "{m:?} in {position:?}"
            );
            slow_perft(&child, depth - 1)
        })
        .sum()
}

/// Kiwipete, the Chess Programming Wiki's position 2, built field by field.
pub(crate) fn kiwipete() -> Position {
    let mut setup = Setup::empty();
    let white = [
        (Role::Rook, "a1 h1"),
        (Role::King, "e1"),
        (Role::Bishop, "d2 e2"),
        (Role::Knight, "c3 e5"),
        (Role::Queen, "f3"),
        (Role::Pawn, "a2 b2 c2 f2 g2 h2 d5 e4"),
    ];
    let black = [
        (Role::Rook, "a8 h8"),
        (Role::King, "e8"),
        (Role::Queen, "e7"),
        (Role::Bishop, "a6 g7"),
        (Role::Knight, "b6 f6"),
        (Role::Pawn, "a7 c7 d7 f7 b4 e6 g6 h3"),
    ];
    for (color, pieces) in [(Color::White, white), (Color::Black, black)] {
        for (role, squares) in pieces {
            for square in squares.split(' ') {
                setup
                    .board
                    .set_piece_at(square.parse().unwrap(), role.of(color));
            }
        }
    }
    setup.castling_rights = Bitboard::CORNERS;
    Position::from_setup(setup, CastlingMode::Standard).unwrap()
}

#[test]
fn start_position() {
    check(&Position::new(), &[20, 400, 8902, 197_281, 4_865_609]);
}

#[test]
fn kiwipete_by_setup() {
    let position = kiwipete();
    assert_eq!(
        position,
        pos("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
    );
    check(&position, &[48, 2039, 97_862]);
}

#[test]
fn chess_programming_wiki_positions() {
    check(
        &pos("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"),
        &[14, 191, 2812, 43_238, 674_624],
    );
    check(
        &pos("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"),
        &[6, 264, 9467, 422_333],
    );
    check(
        &pos("rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"),
        &[44, 1486, 62_379, 2_103_487],
    );
    check(
        &pos("r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10"),
        &[46, 2079, 89_890, 3_894_594],
    );
}

#[test]
fn slow_and_fast_agree() {
    for fen in [
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    ] {
        let position = pos(fen);
        assert_eq!(slow_perft(&position, 3), perft(&position, 3), "{fen}");
    }
}

#[test]
fn tricky_en_passant_and_checks() {
    // En passant would expose the king along the rank.
    check(&pos("8/8/8/K2Pp2r/8/8/8/7k w - e6 0 2"), &[6]);
    // ... and along a diagonal.
    check(&pos("8/8/8/3Pp3/8/1K6/8/7k w - - 0 1"), &[9]);
    check(&pos("1b5k/8/8/3Pp3/8/8/7K/8 w - e6 0 1"), &[6]);
    // Evading a double-stepped pawn's check by capturing it en passant.
    check(&pos("8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1"), &[9]);
    // Well-known bug catchers (Martin Sedlak's set).
    check(
        &pos("3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1"),
        &[18, 92, 1670, 10_138, 185_429],
    );
    check(
        &pos("8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1"),
        &[15, 126, 1928, 13_931],
    );
    check(
        &pos("5k2/8/8/8/8/8/8/4K2R w K - 0 1"),
        &[15, 66, 1198, 6399],
    );
    check(
        &pos("3k4/8/8/8/8/8/8/R3K3 w Q - 0 1"),
        &[16, 71, 1286, 7418],
    );
    check(
        &pos("r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1"),
        &[26, 1141, 27_826],
    );
    check(
        &pos("r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1"),
        &[44, 1494, 50_509],
    );
    check(
        &pos("2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1"),
        &[11, 133, 1442, 19_174],
    );
    check(
        &pos("8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1"),
        &[29, 165, 5160, 31_961],
    );
    check(&pos("4k3/1P6/8/8/8/8/K7/8 w - - 0 1"), &[9, 40, 472, 2661]);
    check(&pos("8/P1k5/K7/8/8/8/8/8 w - - 0 1"), &[6, 27, 273, 1329]);
    check(&pos("K1k5/8/P7/8/8/8/8/8 w - - 0 1"), &[2, 6, 13, 63, 382]);
    check(&pos("8/k1P5/8/1K6/8/8/8/8 w - - 0 1"), &[10, 25, 268, 926]);
    check(
        &pos("8/8/2k5/5q2/5n2/8/5K2/8 b - - 0 1"),
        &[37, 183, 6559, 23_527],
    );
}

#[test]
fn divide_sums_to_perft() {
    let position = kiwipete();
    let split: std::vec::Vec<_> = divide(&position, 2).collect();
    assert_eq!(split.len(), 48);
    assert_eq!(split.iter().map(|(_, n)| n).sum::<u64>(), 2039);
    assert_eq!(divide(&position, 0).count(), 0);
    assert!(split.contains(&(crate::Move::castle(Square::E1, Square::H1), 43)));
}
