//! The `movegen` target: random games from a FEN, with every generated move and every cached
//! field of each position checked against a recomputation written here.

use super::fen::check_position_fen;
use super::movegen::{Bitboard, Move, Position, Role, Square, rays};
use super::{positions, split_first_line};

/// Plies past this many are not played: deep enough for promotions, castling and repetition
/// from most positions, short enough to keep one input fast.
const MAX_PLIES: usize = 128;

/// Reads `data` as a FEN line, then three bytes per ply: one choosing the move to play among the
/// legal moves, two naming the squares of a probe move whose legality is asked.
pub fn check_movegen(data: &[u8]) {
    let (fen, choices) = split_first_line(data);
    // A position both castling modes accept is the same position in each (the `fen` target
    // checks that), so one walk, in the mode the first choice picks, covers both at half the
    // cost.
    let positions = positions(fen);
    let pick = choices.first().map_or(0, |&b| usize::from(b & 1));
    let Some(&start) = positions.get(pick).or(positions.first()) else {
        return;
    };
    let mut pos = start;
    check_position(&pos);
    for ply in choices.chunks(3).take(MAX_PLIES) {
        let moves = pos.legal_moves();
        if let [_, from, to] = *ply {
            let (from, to) = (
                Square::new_masked(from.into()),
                Square::new_masked(to.into()),
            );
            check_probes(&pos, &moves, from, to);
        }
        if moves.is_empty() {
            break;
        }
        let m = moves[usize::from(ply[0]) % moves.len()];
        pos = check_play(&pos, m);
        check_position(&pos);
    }
}

/// Everything the position caches or generates, against a recomputation.
fn check_position(pos: &Position) {
    let board = pos.board();
    let us = pos.turn();
    let them = !us;
    let occupied = board.occupied();
    let king = board
        .king_of(us)
        .expect("a legal position has a king to move");
    assert_eq!(board.by_piece(Role::King.of(us)).len(), 1);

    let checkers = board.attackers(king, them, occupied);
    assert_eq!(pos.checkers(), checkers, "checkers");
    assert_eq!(pos.is_check(), checkers.any());

    // A piece of ours is pinned when lifting it lets an enemy slider see our king.
    let mut pinned = Bitboard::EMPTY;
    for square in board.by_color(us).without(king) {
        if (board.attackers(king, them, occupied.without(square)) & !checkers).any() {
            pinned = pinned.with(square);
        }
    }
    assert_eq!(pos.pinned(), pinned, "pinned");

    let moves = pos.legal_moves();
    assert_eq!(pos.count_legal_moves(), moves.len(), "count_legal_moves");
    assert_eq!(pos.has_legal_moves(), !moves.is_empty());
    assert_eq!(pos.is_checkmate(), checkers.any() && moves.is_empty());
    assert_eq!(pos.is_stalemate(), !checkers.any() && moves.is_empty());
    let _ = pos.outcome();
    for (i, &m) in moves.iter().enumerate() {
        assert!(!moves[..i].contains(&m), "{m:?} generated twice");
        assert!(
            board.by_color(us).contains(m.from()),
            "{m:?} moves no piece of ours"
        );
        assert!(pos.is_legal(m), "{m:?} generated, but is_legal says no");
        let after = pos.play_unchecked(m);
        let our_king = after.board().king_of(us).expect("our king is still there");
        let attackers = after
            .board()
            .attackers(our_king, them, after.board().occupied());
        assert!(
            attackers.is_empty(),
            "{m:?} leaves our king attacked by {attackers:?}"
        );
        if m.is_castle() {
            check_castle(pos, m);
        }
        assert_eq!(pos.gives_check(m), after.is_check(), "{m:?} gives check");
        let captured = board.by_color(them).len() - after.board().by_color(them).len();
        assert_eq!(usize::from(pos.is_capture(m)), captured, "{m:?} captures");
    }

    check_position_fen(pos);
}

/// A castle is legal by the rules: not out of check, king and rook paths empty but for the two,
/// and no square the king crosses or lands on attacked (with king and rook gone from their
/// squares, as neither shields the path once both move).
fn check_castle(pos: &Position, m: Move) {
    let board = pos.board();
    let us = pos.turn();
    let (king, rook) = (m.from(), m.to());
    let king_to = m.king_destination();
    let rook_to = m
        .rook_destination()
        .expect("a castle has a rook destination");
    assert!(!pos.is_check(), "{m:?} castles out of check");
    assert_eq!(board.piece_at(rook), Some(Role::Rook.of(us)), "{m:?}");
    assert!(
        pos.castling_rights().contains(rook),
        "{m:?} without the right"
    );
    let others = board.occupied().without(king).without(rook);
    let king_path = rays::between(king, king_to).with(king_to);
    let rook_path = rays::between(rook, rook_to).with(rook_to);
    assert!(
        ((king_path | rook_path) & others).is_empty(),
        "{m:?} is blocked"
    );
    for square in king_path {
        assert!(
            board.attackers(square, !us, others).is_empty(),
            "{m:?} crosses attacked {square:?}"
        );
    }
}

/// `play`, `play_unchecked` and `play_unchecked_in_place` give the same position for a legal
/// move; the position after is returned.
fn check_play(pos: &Position, m: Move) -> Position {
    let checked = pos
        .play(m)
        .unwrap_or_else(|e| panic!("generated {m:?} refused by play: {e}"));
    let unchecked = pos.play_unchecked(m);
    let mut in_place = *pos;
    in_place.play_unchecked_in_place(m);
    for other in [unchecked, in_place] {
        assert!(
            other.eq_with_clocks(&checked),
            "{m:?}: {other:?} against {checked:?}"
        );
        assert_eq!(other.zobrist_hash(), checked.zobrist_hash(), "{m:?}");
        assert_eq!(other.castling_mode(), checked.castling_mode());
    }
    assert_eq!(checked.turn(), !pos.turn());
    checked
}

/// Every move of any kind between two squares is legal by `is_legal` and playable by `play`
/// exactly when the generator lists it.
fn check_probes(pos: &Position, moves: &[Move], from: Square, to: Square) {
    let promotions = Role::PROMOTIONS.map(|role| Move::promotion(from, to, role));
    let probes = [
        Move::normal(from, to),
        Move::en_passant(from, to),
        Move::castle(from, to),
    ]
    .into_iter()
    .chain(promotions);
    for m in probes {
        let listed = moves.contains(&m);
        assert_eq!(pos.is_legal(m), listed, "is_legal({m:?})");
        assert_eq!(pos.play(m).is_ok(), listed, "play({m:?})");
    }
}
