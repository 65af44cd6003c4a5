//! Polyglot hashes: the published test vectors, and incremental against from-scratch hashing
//! over a long seeded random walk.

use super::fen::pos;
use crate::zobrist_keys::RANDOM64;
use crate::{Move, Position, Square};

fn play(moves: &[(Square, Square)]) -> Position {
    moves.iter().fold(Position::new(), |pos, &(from, to)| {
        pos.play(Move::normal(from, to)).expect("legal move")
    })
}

#[test]
fn table_ends_are_polyglots() {
    assert_eq!(RANDOM64.len(), 781);
    assert_eq!(RANDOM64[0], 0x9d39_247e_3377_6d41);
    assert_eq!(RANDOM64[780], 0xf8d6_26aa_af27_8509);
}

#[test]
fn published_test_vectors() {
    use Square::*;
    let cases: [(&[(Square, Square)], u64); 9] = [
        (&[], 0x463b_9618_1691_fc9c),
        (&[(E2, E4)], 0x823c_9b50_fd11_4196),
        (&[(E2, E4), (D7, D5)], 0x0756_b944_61c5_0fb0),
        (&[(E2, E4), (D7, D5), (E4, E5)], 0x662f_afb9_65db_29d4),
        (
            &[(E2, E4), (D7, D5), (E4, E5), (F7, F5)],
            0x22a4_8b5a_8e47_ff78,
        ),
        (
            &[(E2, E4), (D7, D5), (E4, E5), (F7, F5), (E1, E2)],
            0x652a_607c_a3f2_42c1,
        ),
        (
            &[(E2, E4), (D7, D5), (E4, E5), (F7, F5), (E1, E2), (E8, F7)],
            0x00fd_d303_c946_bdd9,
        ),
        (
            &[(A2, A4), (B7, B5), (H2, H4), (B5, B4), (C2, C4)],
            0x3c81_23ea_7b06_7637,
        ),
        (
            &[
                (A2, A4),
                (B7, B5),
                (H2, H4),
                (B5, B4),
                (C2, C4),
                (B4, C3),
                (A1, A3),
            ],
            0x5c3f_9b82_9b27_9560,
        ),
    ];
    for (i, (moves, hash)) in cases.into_iter().enumerate() {
        let position = if i == 8 {
            // bxc3 is an en passant capture.
            let before = play(&moves[..5]);
            let after = before
                .play(Move::en_passant(B4, C3))
                .expect("legal en passant");
            after.play(Move::normal(A1, A3)).expect("legal rook move")
        } else {
            play(moves)
        };
        assert_eq!(position.zobrist_hash(), hash, "case {i}: {moves:?}");
        assert_eq!(position.compute_hash(), hash, "case {i} from scratch");
    }
}

/// A small seeded generator (xorshift64*), so the walk is the same on every run.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(seed | 1)
    }

    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 32) as usize % n
    }
}

#[test]
fn incremental_matches_scratch_on_random_walks() {
    let starts = [
        Position::new(),
        super::perft::kiwipete(),
        pos("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"),
        pos("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"),
        pos("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"),
    ];
    let mut rng = Rng::new(0x5eed);
    let mut played = 0;
    for start in starts {
        let mut position = start;
        for _ in 0..2000 {
            let moves = position.legal_moves();
            if moves.is_empty() || position.halfmoves() >= 100 {
                position = start;
                continue;
            }
            let m = moves[rng.below(moves.len())];
            position = position.play(m).expect("generated moves are legal");
            played += 1;
            assert_eq!(
                position.zobrist_hash(),
                position.compute_hash(),
                "after {m:?}: {position:?}"
            );
            assert_eq!(position.checkers(), {
                let mut copy = position;
                copy.update_checks_and_pins();
                copy.checkers()
            });
        }
    }
    assert!(played > 9000);
}
