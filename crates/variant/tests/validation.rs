//! `VariantPosition::from_setup`'s refusals, each message naming its field, and odd setups of
//! every variant that must be refused or played without a panic.

mod support;

use fianchetto_movegen::{
    Bitboard, CastlingMode, Color, EnPassantMode, Move, Piece, Role, Setup, Square,
};
use fianchetto_variant::perft::perft;
use fianchetto_variant::{
    MAX_VARIANT_MOVES, Pockets, RemainingChecks, Variant, VariantFen, VariantPosition,
    VariantPositionErrorKinds as Kinds, VariantSetup,
};

use fianchetto_variant::movegen::Rules;
use support::Rng;

/// The setup of `fen`, read as FEN of `variant` (which decides the extras it may have), not
/// validated.
fn setup(fen: &str, variant: Variant) -> VariantSetup {
    VariantFen::from_ascii(fen.as_bytes(), variant)
        .unwrap_or_else(|e| panic!("{fen}: {e}"))
        .setup
}

/// The error `setup` gets as `variant` (standard castling), as kinds and message.
fn refusal_of(setup: VariantSetup, variant: Variant) -> (Kinds, String) {
    let err = VariantPosition::from_setup(setup.clone(), variant, CastlingMode::Standard)
        .expect_err(&format!("{setup:?} as {variant:?}"));
    assert_eq!(err.variant(), variant);
    (err.kinds(), err.to_string())
}

/// The error `fen` of `variant` gets (standard castling), as kinds and message.
fn refusal(fen: &str, variant: Variant) -> (Kinds, String) {
    refusal_of(setup(fen, variant), variant)
}

fn accepted(fen: &str, variant: Variant) -> VariantPosition {
    VariantPosition::from_setup(setup(fen, variant), variant, CastlingMode::Standard)
        .unwrap_or_else(|e| panic!("{fen} as {variant:?}: {e}"))
}

#[test]
fn a_king_in_hand_is_refused() {
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R[K] w KQkq - 0 1";
    assert_eq!(
        refusal(fen, Variant::Crazyhouse),
        (
            Kinds::KING_IN_POCKET,
            "invalid pockets: a king in hand".to_owned()
        )
    );
}

#[test]
fn more_than_32_pieces_on_the_board_and_in_hand_are_refused() {
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[N] w KQkq - 0 1";
    let (kinds, message) = refusal(fen, Variant::Crazyhouse);
    assert_eq!(kinds, Kinds::TOO_MANY_IN_HAND);
    assert_eq!(
        message,
        "invalid pockets: more than 32 pieces or 16 pawns on the board and in hand"
    );
    // 17 pawns: 16 on the board, one in hand.
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R[P] w KQkq - 0 1";
    assert_eq!(refusal(fen, Variant::Crazyhouse).0, Kinds::TOO_MANY_IN_HAND);
    // A full crazyhouse game: 32 in all.
    accepted(
        "rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R[Nn] w KQkq - 0 1",
        Variant::Crazyhouse,
    );
}

#[test]
fn pockets_outside_crazyhouse_are_refused() {
    // FEN has pockets only in crazyhouse: its setup, validated as the other variants.
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R[N] w KQkq - 0 1";
    let with_pockets = setup(fen, Variant::Crazyhouse);
    for variant in Variant::ALL {
        if variant == Variant::Crazyhouse {
            continue;
        }
        let (kinds, message) = refusal_of(with_pockets.clone(), variant);
        assert!(
            kinds.contains(Kinds::POCKETS_OUTSIDE_CRAZYHOUSE),
            "{variant:?}"
        );
        assert!(
            message.contains("invalid pockets: pieces in hand outside crazyhouse"),
            "{message}"
        );
    }
}

#[test]
fn more_than_three_remaining_checks_are_refused() {
    // FEN reading refuses counts above 3 already: set one on a setup.
    let mut four = setup(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1",
        Variant::ThreeCheck,
    );
    four.remaining_checks.white = 4;
    assert_eq!(
        refusal_of(four, Variant::ThreeCheck),
        (
            Kinds::TOO_MANY_REMAINING_CHECKS,
            "invalid remaining checks: more than 3".to_owned()
        )
    );
    // Fewer, even none (the game is over), are fine.
    let pos = accepted(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0+3 0 1",
        Variant::ThreeCheck,
    );
    assert!(pos.is_variant_end());
    // Outside three-check only 3+3 (which FEN has only in three-check).
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 2+3 0 1";
    let (kinds, message) = refusal_of(setup(fen, Variant::ThreeCheck), Variant::Chess);
    assert_eq!(kinds, Kinds::CHECKS_OUTSIDE_THREE_CHECK);
    assert_eq!(
        message,
        "invalid remaining checks: not 3+3 outside three-check"
    );
}

#[test]
fn promoted_marks_only_where_they_count() {
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ~KBNR w KQkq - 0 1";
    assert_eq!(
        refusal(fen, Variant::Atomic).1,
        "invalid promoted pieces: only crazyhouse and antichess keep them"
    );
    let pos = accepted(fen, Variant::Crazyhouse);
    assert_eq!(pos.promoted(), Bitboard::from(Square::D1));
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPP~PPP/RNBQKBNR w KQkq - 0 1";
    assert_eq!(
        refusal(fen, Variant::Crazyhouse),
        (
            Kinds::INVALID_PROMOTED,
            "invalid promoted pieces: a mark on an empty square, a pawn or a king".to_owned()
        )
    );
    // Antichess keeps a promoted king, which never castles.
    accepted("4k3/8/8/8/8/8/8/K~7 w - - 0 1", Variant::Antichess);
}

#[test]
fn horde_rules() {
    let start = VariantPosition::new(Variant::Horde);
    let fen = "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPKPPP w kq - 0 1";
    let (kinds, message) = refusal(fen, Variant::Horde);
    assert_eq!(kinds, Kinds::TOO_MANY_KINGS);
    assert_eq!(message, "invalid board: too many kings");
    // Black needs its king.
    let fen = "rnbq1bnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w - - 0 1";
    assert_eq!(
        refusal(fen, Variant::Horde).1,
        "invalid board: a side without its king"
    );
    // White's pawns may stand on the first rank, Black's may not.
    assert_eq!(
        start.board().by_piece(Role::Pawn.of(Color::White)).len(),
        36
    );
    let fen = "4k3/8/8/8/8/8/8/p3P3 w - - 0 1";
    assert_eq!(
        refusal(fen, Variant::Horde).1,
        "invalid board: pawns on the back rank"
    );
    // A pawn on the first rank moves one or two squares, but sets no en passant square.
    let pos = accepted("4k3/8/8/8/8/8/8/4P3 w - - 0 1", Variant::Horde);
    let moves = pos.legal_moves();
    assert!(moves.contains(&Move::normal(Square::E1, Square::E3)));
    let after = pos
        .play(Move::normal(Square::E1, Square::E3))
        .expect("legal");
    assert_eq!(after.ep_square(EnPassantMode::Always), None);
    // 37 white pieces are too many.
    let fen = "4k3/P7/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP/8/PPPP4 w - - 0 1";
    assert_eq!(
        refusal(fen, Variant::Horde).0,
        Kinds::TOO_MANY_PIECES | Kinds::TOO_MANY_PAWNS
    );
}

#[test]
fn racing_kings_rules() {
    let check = "8/8/8/8/8/8/k6R/7K b - - 0 1";
    let (kinds, message) = refusal(check, Variant::RacingKings);
    assert!(kinds.contains(Kinds::RACE_CHECK));
    assert!(message.contains("invalid board: a king in check in racing kings"));
    let over = "k6K/8/8/8/8/8/8/8 b - - 0 1";
    assert_eq!(
        refusal(over, Variant::RacingKings).1,
        "invalid board: both kings on the eighth rank with black to move"
    );
    // White to move there: a draw already.
    let draw = accepted("k6K/8/8/8/8/8/8/8 w - - 0 1", Variant::RacingKings);
    assert_eq!(
        draw.outcome().map(|o| o.termination),
        Some(fianchetto_movegen::Termination::VariantDraw)
    );
    for material in [
        "8/8/8/8/8/8/krP5/1R5K w - - 0 1",
        "8/8/8/8/8/8/krQ5/QR5K w - - 0 1",
        "8/8/8/8/8/8/kr6/NNN4K w - - 0 1",
    ] {
        assert!(
            refusal(material, Variant::RacingKings)
                .0
                .contains(Kinds::RACE_MATERIAL),
            "{material}"
        );
    }
}

#[test]
fn kings_by_variant() {
    let no_kings = "8/8/8/8/8/8/8/R6r w - - 0 1";
    accepted(no_kings, Variant::Antichess);
    assert_eq!(
        refusal(no_kings, Variant::Chess).1,
        "invalid board: a side without its king"
    );
    // Atomic: the side to move may have lost its king (the game is over), not the other.
    let pos = accepted("4k3/8/8/8/8/8/8/R7 w - - 0 1", Variant::Atomic);
    assert!(pos.is_variant_end());
    assert_eq!(pos.outcome().and_then(|o| o.winner), Some(Color::Black));
    assert_eq!(
        refusal("4k3/8/8/8/8/8/8/R7 b - - 0 1", Variant::Atomic).0,
        Kinds::MISSING_KING
    );
    // Atomic: kings side by side, no check.
    let pos = accepted("8/8/8/8/8/8/3kK2r/8 w - - 0 1", Variant::Atomic);
    assert!(!pos.is_check());
    // Chess: checks no move gives, and the side not to move in check.
    assert_eq!(
        refusal("R3k2R/8/8/8/8/8/8/4K3 b - - 0 1", Variant::Chess).1,
        "invalid board: a check no move could have given"
    );
    assert_eq!(
        refusal("4k3/4R3/8/8/8/8/8/4K3 w - - 0 1", Variant::Chess).1,
        "invalid board: the side not to move is in check"
    );
}

#[test]
fn castling_and_en_passant_are_checked() {
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1";
    let (kinds, message) = refusal(fen, Variant::KingOfTheHill);
    assert_eq!(kinds, Kinds::BAD_CASTLING_RIGHTS);
    assert_eq!(
        message,
        "invalid castling rights: a right without its king and rook in place"
    );
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1";
    assert_eq!(
        refusal(fen, Variant::Crazyhouse).1,
        "invalid en passant square: no pawn has just skipped it"
    );
    // Chess960 rights in standard mode are refused, in Chess960 mode accepted.
    let mut setup = setup("4k3/8/8/8/8/8/8/1R3K2 w - - 0 1", Variant::Atomic);
    setup.setup.castling_rights = Bitboard::from(Square::B1);
    assert!(
        VariantPosition::from_setup(setup.clone(), Variant::Atomic, CastlingMode::Standard)
            .is_err()
    );
    let pos = VariantPosition::from_setup(setup, Variant::Atomic, CastlingMode::Chess960)
        .expect("Chess960 rights");
    assert!(
        pos.legal_moves()
            .contains(&Move::castle(Square::F1, Square::B1))
    );
}

#[test]
fn several_reasons_are_all_named() {
    let mut king_in_hand = setup("8/8/8/8/8/8/8/8[K] w - - 0 1", Variant::Crazyhouse);
    king_in_hand.remaining_checks.white = 5;
    let (kinds, message) = refusal_of(king_in_hand, Variant::Crazyhouse);
    assert_eq!(
        kinds,
        Kinds::EMPTY_BOARD
            | Kinds::MISSING_KING
            | Kinds::KING_IN_POCKET
            | Kinds::CHECKS_OUTSIDE_THREE_CHECK
    );
    assert_eq!(
        message,
        "invalid board: no pieces; invalid board: a side without its king; invalid pockets: a \
         king in hand; invalid remaining checks: not 3+3 outside three-check"
    );
}

/// Plays a little of every accepted position, calling every query: nothing may panic.
fn exercise(pos: &VariantPosition) {
    let moves = pos.legal_moves();
    assert!(moves.len() <= MAX_VARIANT_MOVES);
    let _ = (
        pos.outcome(),
        pos.is_checkmate(),
        pos.is_stalemate(),
        pos.zobrist_hash(),
    );
    let _ = (
        pos.is_insufficient_material(),
        pos.variant_outcome(),
        pos.checkers(),
    );
    for color in Color::ALL {
        let _ = pos.has_insufficient_material(color);
        for side in fianchetto_movegen::CastlingSide::ALL {
            let _ = pos.castling_rook(color, side);
        }
    }
    for mode in [
        EnPassantMode::Always,
        EnPassantMode::PseudoLegal,
        EnPassantMode::Legal,
    ] {
        let _ = pos.ep_square(mode);
        let _ = pos.to_setup(mode);
    }
    for &m in moves.iter().take(8) {
        assert!(pos.is_legal(m));
        let child = pos.play(m).expect("a legal move plays");
        let _ = (
            child.outcome(),
            child.zobrist_hash(),
            pos.is_capture(m),
            pos.moving_role(m),
        );
    }
    // Moves that are not legal are refused, and played unchecked without a panic.
    for m in [
        Move::normal(Square::A1, Square::H8),
        Move::drop(Role::Queen, Square::E4),
        Move::drop(Role::King, Square::D5),
        Move::castle(Square::E1, Square::H1),
        Move::en_passant(Square::E5, Square::D6),
        Move::promotion(Square::A7, Square::A8, Role::King),
    ] {
        if !moves.contains(&m) {
            assert!(pos.play(m).is_err());
        }
        let _ = pos.play_unchecked(m).outcome();
    }
    let _ = perft(pos, 2);
}

#[test]
fn odd_setups_are_refused_or_played_without_panic() {
    let mut odd: Vec<VariantSetup> = Vec::new();
    odd.push(VariantSetup::from(Setup::empty()));
    odd.push(VariantSetup::from(Setup::initial()));
    // Every square full of queens, or of pawns.
    for role in [Role::Queen, Role::Pawn, Role::King, Role::Knight] {
        let mut s = VariantSetup::from(Setup::empty());
        for square in Square::ALL {
            let color = if (square as u32).is_multiple_of(3) {
                Color::Black
            } else {
                Color::White
            };
            s.setup.board.set_piece_at(square, Piece { color, role });
        }
        s.setup.castling_rights = Bitboard::FULL;
        odd.push(s);
    }
    // Lone kings with every extra at its maximum.
    let mut extremes = setup("4k3/8/8/8/8/8/8/4K3 w - - 0 1", Variant::Chess);
    for color in Color::ALL {
        for role in Role::ALL {
            for _ in 0..255 {
                extremes.pockets.add(color, role);
            }
        }
    }
    extremes.remaining_checks = RemainingChecks {
        white: 255,
        black: 0,
    };
    extremes.promoted = Bitboard::FULL;
    extremes.setup.ep_square = Some(Square::E6);
    extremes.setup.halfmoves = u32::MAX;
    extremes.setup.fullmoves = std::num::NonZeroU32::MAX;
    odd.push(extremes);
    // Random placements with random extras, a king for each side most of the time.
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for _ in 0..3000 {
        let mut s = VariantSetup::from(Setup::empty());
        for color in Color::ALL {
            if rng.below(8) > 0 {
                let square = Square::new(rng.below(64) as u32);
                s.setup.board.set_piece_at(square, Role::King.of(color));
            }
        }
        for _ in 0..rng.below(24) {
            let square = Square::new(rng.below(64) as u32);
            if s.setup.board.role_at(square) == Some(Role::King) {
                continue;
            }
            let role = Role::ALL[rng.below(5)];
            let color = Color::ALL[rng.below(2)];
            s.setup.board.set_piece_at(square, Piece { color, role });
        }
        s.setup.turn = Color::ALL[rng.below(2)];
        if rng.below(2) == 0 {
            s.setup.castling_rights = s.setup.board.rooks() & Bitboard::BACKRANKS;
        }
        if rng.below(4) == 0 {
            s.setup.ep_square = Some(Square::new(rng.below(64) as u32));
        }
        if rng.below(3) == 0 {
            let mut pockets = Pockets::EMPTY;
            for _ in 0..rng.below(8) {
                pockets.add(Color::ALL[rng.below(2)], Role::ALL[rng.below(5)]);
            }
            s.pockets = pockets;
        }
        if rng.below(3) == 0 {
            s.remaining_checks.white = rng.below(4) as u8;
        }
        s.setup.halfmoves = [0, 149, 150, u32::MAX][rng.below(4)];
        odd.push(s);
    }
    let mut played = 0;
    for s in &odd {
        for variant in Variant::ALL {
            for mode in [CastlingMode::Standard, CastlingMode::Chess960] {
                if let Ok(pos) = VariantPosition::from_setup(s.clone(), variant, mode) {
                    exercise(&pos);
                    played += 1;
                }
            }
        }
    }
    assert!(played > 2000, "{played} odd positions accepted");
    for variant in Variant::ALL {
        exercise(&VariantPosition::new(variant));
        for number in [0, 518, 959] {
            if let Some(pos) = VariantPosition::chess960(variant, number) {
                exercise(&pos);
            }
        }
    }
}

#[test]
fn crowded_crazyhouse_positions_stay_within_the_move_list() {
    // The positions with the most moves a simulated-annealing search over crazyhouse placements
    // (white queens and a few other pieces, a hand of every role) found; python-chess counts
    // the same. Every other variant stays far lower (standard chess's known maximum is 218).
    for (fen, moves) in [
        (
            "2Q1K2k/4Q1RN/1Q4Q1/3Q4/Q4Q2/2Q4Q/4Q3/1Q4Q1[QRBNP] w - - 0 1",
            456,
        ),
        (
            "1Q3Q1Q/3Q4/6Q1/Q7/2Q4Q/4QQ2/1Q4RB/3Q1K1k[QRBNP] w - - 0 1",
            457,
        ),
    ] {
        let pos = accepted(fen, Variant::Crazyhouse);
        assert_eq!(pos.legal_moves().len(), moves, "{fen}");
        assert!(moves < MAX_VARIANT_MOVES);
    }
}
