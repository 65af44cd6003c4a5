//! Move-list snapshots of named positions: pins, checks, en passant corner cases, promotions and
//! (Chess960) castling. Each snapshot is the sorted legal moves in UCI, castles as king takes
//! rook, one per line, with the FEN as its description; the reference generator must agree with
//! every list. `cargo xtask snapshots` runs them with `INSTA_UPDATE=no`.

use fianchetto_movegen::{CastlingMode, EnPassantMode};

use crate::reference::RefPosition;
use crate::support::{list_diff, position, sorted_uci};

/// Snapshots the legal moves of `fen` as `tests/snapshots/<name>.snap`.
fn check_snapshot(name: &str, fen: &str, mode: CastlingMode) {
    let pos = position(fen, mode);
    let moves = sorted_uci(&pos);
    let reference = RefPosition::from_setup(&pos.to_setup(EnPassantMode::Always)).legal_uci();
    assert_eq!(
        moves,
        reference,
        "{name}: {}",
        list_diff(&moves, &reference)
    );
    let rendered = moves.join("\n");
    insta::with_settings!({
        description => fen,
        prepend_module_to_snapshot => false,
        omit_expression => true,
    }, {
        insta::assert_snapshot!(name, rendered);
    });
}

fn standard(name: &str, fen: &str) {
    check_snapshot(name, fen, CastlingMode::Standard);
}

fn chess960(name: &str, fen: &str) {
    check_snapshot(name, fen, CastlingMode::Chess960);
}

// Pins.

#[test]
fn pin_on_file() {
    standard("pin_on_file", "k3r3/8/8/8/4R3/8/8/4K3 w - - 0 1");
}

#[test]
fn pin_on_rank() {
    standard("pin_on_rank", "8/7k/8/8/K2B3r/8/8/8 w - - 0 1");
}

#[test]
fn pin_on_diagonal() {
    standard("pin_on_diagonal", "7k/6b1/8/8/3B4/8/1K6/8 w - - 0 1");
}

#[test]
fn pinned_knight() {
    standard("pinned_knight", "4k3/8/8/8/8/8/8/K2N3r w - - 0 1");
}

#[test]
fn pinned_pawn_pushes_along_file() {
    standard(
        "pinned_pawn_pushes_along_file",
        "4r2k/8/8/8/8/3b4/4P3/4K3 w - - 0 1",
    );
}

#[test]
fn pinned_pawn_captures_pinner() {
    standard(
        "pinned_pawn_captures_pinner",
        "7k/8/8/8/8/6b1/5P2/4K3 w - - 0 1",
    );
}

// Checks and evasions.

#[test]
fn double_check() {
    standard("double_check", "4r2k/8/8/8/8/1R1n4/8/4K3 w - - 0 1");
}

#[test]
fn check_by_knight() {
    standard("check_by_knight", "4k3/8/8/8/6B1/5n2/8/4K2R w K - 0 1");
}

#[test]
fn evasion_by_capture_or_interposition() {
    standard(
        "evasion_by_capture_or_interposition",
        "k3r3/8/8/1B6/8/2N5/8/4K3 w - - 0 1",
    );
}

#[test]
fn pinned_piece_cannot_capture_checker() {
    standard(
        "pinned_piece_cannot_capture_checker",
        "7b/8/8/8/8/1n6/1Q6/K6k w - - 0 1",
    );
}

#[test]
fn king_cannot_retreat_along_checking_ray() {
    standard(
        "king_cannot_retreat_along_checking_ray",
        "4r2k/8/8/8/4K3/8/8/8 w - - 0 1",
    );
}

#[test]
fn evasion_by_promotion_block() {
    standard(
        "evasion_by_promotion_block",
        "K6r/4P3/8/8/8/8/8/7k w - - 0 1",
    );
}

#[test]
fn checkmate() {
    standard("checkmate", "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1");
}

#[test]
fn stalemate() {
    standard("stalemate", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
}

// En passant.

#[test]
fn en_passant_exposes_king_on_rank() {
    standard(
        "en_passant_exposes_king_on_rank",
        "7k/8/8/KPp4r/8/8/8/8 w - c6 0 1",
    );
}

#[test]
fn en_passant_captures_checking_pawn() {
    standard(
        "en_passant_captures_checking_pawn",
        "4k3/8/8/3pP3/4K3/8/8/8 w - d6 0 1",
    );
}

#[test]
fn en_passant_gives_check() {
    standard(
        "en_passant_gives_check",
        "8/2k5/8/3pP3/8/8/8/4K3 w - d6 0 1",
    );
}

#[test]
fn en_passant_by_pawn_pinned_along_capture() {
    standard(
        "en_passant_by_pawn_pinned_along_capture",
        "4k2b/8/8/4Pp2/8/8/1K6/8 w - f6 0 1",
    );
}

#[test]
fn en_passant_by_pawn_pinned_off_capture() {
    standard(
        "en_passant_by_pawn_pinned_off_capture",
        "4k2b/8/8/3pP3/8/8/1K6/8 w - d6 0 1",
    );
}

#[test]
fn en_passant_two_capturers() {
    standard(
        "en_passant_two_capturers",
        "4k3/8/8/3PpP2/8/8/8/4K3 w - e6 0 1",
    );
}

#[test]
fn en_passant_does_not_resolve_other_check() {
    standard(
        "en_passant_does_not_resolve_other_check",
        "1b2k3/8/8/2pPK3/8/8/8/8 w - c6 0 1",
    );
}

// Pawn pushes and promotions.

#[test]
fn pawn_pushes_blocked() {
    standard(
        "pawn_pushes_blocked",
        "4k3/8/8/8/4b3/3b4/3PP3/4K3 w - - 0 1",
    );
}

#[test]
fn promotion_with_capture() {
    standard(
        "promotion_with_capture",
        "r1n4k/1P6/8/8/8/8/8/3K4 w - - 0 1",
    );
}

#[test]
fn underpromotion_capture_evades_check() {
    standard(
        "underpromotion_capture_evades_check",
        "7k/8/8/8/8/8/6p1/K6R b - - 0 1",
    );
}

// Castling.

#[test]
fn castling_both_sides() {
    standard(
        "castling_both_sides",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
    );
}

#[test]
fn castling_blocked() {
    standard("castling_blocked", "r3k2r/8/8/8/8/8/8/RN2K1NR w KQkq - 0 1");
}

#[test]
fn castling_through_check() {
    standard(
        "castling_through_check",
        "1r2kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1",
    );
}

#[test]
fn castling_into_check() {
    standard(
        "castling_into_check",
        "2r1k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1",
    );
}

#[test]
fn castling_out_of_check() {
    standard(
        "castling_out_of_check",
        "1k2r3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
    );
}

#[test]
fn chess960_king_on_target_square() {
    chess960(
        "chess960_king_on_target_square",
        "1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1",
    );
}

#[test]
fn chess960_black_king_on_target_square() {
    chess960(
        "chess960_black_king_on_target_square",
        "1r4kr/8/8/8/8/8/8/1R4KR b HBhb - 0 1",
    );
}

#[test]
fn chess960_rook_jumps_over_king() {
    chess960(
        "chess960_rook_jumps_over_king",
        "rk6/8/8/8/8/8/8/RK6 w Aa - 0 1",
    );
}

#[test]
fn chess960_king_and_rook_swap() {
    chess960(
        "chess960_king_and_rook_swap",
        "5k1r/8/8/8/8/8/8/5KR1 w Gh - 0 1",
    );
}

#[test]
fn chess960_castling_rook_shields_king_target() {
    chess960(
        "chess960_castling_rook_shields_king_target",
        "5kr1/8/8/8/8/8/8/5KR1 w Gg - 0 1",
    );
}

#[test]
fn chess960_castling_rook_pinned() {
    chess960(
        "chess960_castling_rook_pinned",
        "4k3/8/8/8/8/8/8/rR2K3 w B - 0 1",
    );
}

#[test]
fn chess960_long_king_path_attacked() {
    chess960(
        "chess960_long_king_path_attacked",
        "1k2r3/8/8/8/8/8/8/1K5R w H - 0 1",
    );
}

#[test]
fn chess960_inner_rook_castles() {
    chess960(
        "chess960_inner_rook_castles",
        "4k3/8/8/8/8/8/8/R1R1K3 w C - 0 1",
    );
}

#[test]
fn chess960_rook_target_held_by_other_rook() {
    chess960(
        "chess960_rook_target_held_by_other_rook",
        "1k6/8/8/8/8/8/8/RK1R4 w AD - 0 1",
    );
}

#[test]
fn chess960_both_sides_same_rook_files() {
    chess960(
        "chess960_both_sides_same_rook_files",
        "1r2k1r1/8/8/8/8/8/8/1R2K1R1 b GBgb - 0 1",
    );
}
