//! `Position::mirror` against python-chess's `Board.mirror()`, and the symmetries it must keep:
//! twice is the identity, and perft does not change.

use super::fen::pos;
use crate::perft::perft;
use crate::{CastlingMode, Color, EnPassantMode, Position, Termination};

/// Positions and their mirrors as python-chess 1.11.2 writes them
/// (`Board(fen, chess960=...).mirror().fen(shredder=..., en_passant="fen")`).
const CASES: [(&str, &str, CastlingMode); 6] = [
    (
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r3k2r/pppbbppp/2n2q1P/1P2p3/3pn3/BN2PNP1/P1PPQPB1/R3K2R b KQkq - 0 1",
        CastlingMode::Standard,
    ),
    (
        "rnbqkbnr/pppp1ppp/8/8/3pP3/8/PPP2PPP/RNBQKBNR b KQkq e3 0 3",
        "rnbqkbnr/ppp2ppp/8/3Pp3/8/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 3",
        CastlingMode::Standard,
    ),
    (
        "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 17 42",
        "r3k2r/8/8/8/8/8/8/R3K2R w Qk - 17 42",
        CastlingMode::Standard,
    ),
    (
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "8/4p1p1/8/1r3P1K/kp5R/3P4/2P5/8 b - - 0 1",
        CastlingMode::Standard,
    ),
    (
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
        "bq1bnrkr/npp1p1pp/p2p4/5p2/2P5/3PPN2/PP3PPP/BQNB1RKR b HFhf - 2 9",
        CastlingMode::Chess960,
    ),
    (
        "1r2k1r1/8/8/8/8/8/8/RR2K3 w Bk - 0 1",
        "rr2k3/8/8/8/8/8/8/1R2K1R1 b Gb - 0 1",
        CastlingMode::Chess960,
    ),
];

fn in_mode(fen: &str, mode: CastlingMode) -> Position {
    Position::from_setup(super::fen::setup(fen), mode).expect(fen)
}

#[test]
fn mirror_agrees_with_python_chess() {
    for (fen, mirrored, mode) in CASES {
        let pos = in_mode(fen, mode);
        let expected = in_mode(mirrored, mode);
        let actual = pos.mirror();
        assert!(actual.eq_with_clocks(&expected), "{fen}");
        assert_eq!(
            actual.castling_rights(),
            expected.castling_rights(),
            "{fen}"
        );
        assert_eq!(
            actual.ep_square(EnPassantMode::Always),
            expected.ep_square(EnPassantMode::Always),
            "{fen}"
        );
        assert_eq!(actual.zobrist_hash(), expected.zobrist_hash(), "{fen}");
        assert_eq!(actual.castling_mode(), mode, "{fen}");
        assert_eq!(actual.checkers().len(), pos.checkers().len(), "{fen}");
    }
}

#[test]
fn mirror_twice_is_the_identity_and_keeps_perft() {
    let text = include_str!("../../testdata/tricky.perft");
    let mut checked = 0;
    for epd in text.lines().filter_map(|line| line.strip_prefix("epd ")) {
        // Some have more promoted pieces than missing pawns, or checks no move gives, on purpose.
        let pos = Position::from_setup(super::fen::setup(epd), CastlingMode::Chess960)
            .or_else(|err| err.ignore_impossible_material())
            .or_else(|err| err.ignore_impossible_check())
            .expect(epd);
        let mirrored = pos.mirror();
        let back = mirrored.mirror();
        assert!(back.eq_with_clocks(&pos), "{epd}");
        assert_eq!(back.zobrist_hash(), pos.zobrist_hash(), "{epd}");
        assert_eq!(mirrored.turn(), !pos.turn(), "{epd}");
        assert_eq!(perft(&mirrored, 3), perft(&pos, 3), "{epd}");
        checked += 1;
    }
    assert_eq!(checked, 19);
}

#[test]
fn a_mirrored_mate_is_won_by_the_other_side() {
    let mate = pos("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1");
    let outcome = mate.outcome().expect("checkmate");
    assert_eq!(outcome.winner, Some(Color::White));
    let mirrored = mate.mirror().outcome().expect("checkmate");
    assert_eq!(mirrored.termination, Termination::Checkmate);
    assert_eq!(mirrored.winner, Some(Color::Black));
}
