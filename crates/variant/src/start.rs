//! The start positions: each variant's own ([`VariantPosition::new`]) and the Chess960 ones
//! ([`VariantPosition::chess960`]).

use core::num::NonZeroU32;

use fianchetto_movegen::{Bitboard, Board, CastlingMode, Color, Role, Setup, Square};

use crate::{Pockets, RemainingChecks, Variant, VariantPosition, VariantSetup};

/// Horde's White: four full ranks of pawns and four more on `b5`, `c5`, `f5`, `g5`.
const HORDE_PAWNS: Bitboard = Bitboard(0x0000_0066_ffff_ffff);

/// Racing kings' second and first ranks, files a to h: `krbnNBRK` over `qrbnNBRQ`.
const RACING_KINGS_ROWS: [[(Role, Color); 8]; 2] = {
    use Color::{Black as B, White as W};
    use Role::{Bishop, King, Knight, Queen, Rook};
    [
        [
            (King, B),
            (Rook, B),
            (Bishop, B),
            (Knight, B),
            (Knight, W),
            (Bishop, W),
            (Rook, W),
            (King, W),
        ],
        [
            (Queen, B),
            (Rook, B),
            (Bishop, B),
            (Knight, B),
            (Knight, W),
            (Bishop, W),
            (Rook, W),
            (Queen, W),
        ],
    ]
};

/// The board of `variant`'s start position (python-chess's `starting_fen`).
fn start_board(variant: Variant) -> Board {
    match variant {
        Variant::Horde => {
            let mut board = Board::new();
            for square in Bitboard::RANKS[0] | Bitboard::RANKS[1] {
                board.remove_piece_at(square);
            }
            for square in HORDE_PAWNS {
                board.set_piece_at(square, Role::Pawn.of(Color::White));
            }
            board
        }
        Variant::RacingKings => {
            let mut board = Board::empty();
            for (rank, row) in [1u32, 0].into_iter().zip(RACING_KINGS_ROWS) {
                for (file, (role, color)) in (0u32..).zip(row) {
                    board.set_piece_at(Square::new(rank * 8 + file), role.of(color));
                }
            }
            board
        }
        _ => Board::new(),
    }
}

impl VariantPosition {
    /// The variant's starting position, as python-chess's `starting_fen` has it: the standard
    /// one (with empty pockets in crazyhouse, `3+3` checks to go in three-check, and no castling
    /// rights in antichess), horde's 36 pawns against Black's army (Black may castle), racing
    /// kings' two rows with no castling.
    ///
    /// ```
    /// use fianchetto_variant::movegen::{Bitboard, Color, Role};
    /// use fianchetto_variant::{Variant, VariantPosition};
    ///
    /// let horde = VariantPosition::new(Variant::Horde);
    /// assert_eq!(horde.board().by_piece(Role::Pawn.of(Color::White)).len(), 36);
    /// assert_eq!(horde.legal_moves().len(), 8);
    /// let race = VariantPosition::new(Variant::RacingKings);
    /// assert_eq!(race.legal_moves().len(), 21);
    /// assert_eq!(VariantPosition::new(Variant::Antichess).castling_rights(), Bitboard::EMPTY);
    /// ```
    pub fn new(variant: Variant) -> VariantPosition {
        let board = start_board(variant);
        let castling = match variant {
            Variant::Antichess | Variant::RacingKings => Bitboard::EMPTY,
            Variant::Horde => Bitboard::CORNERS & Bitboard::RANKS[7],
            _ => Bitboard::CORNERS,
        };
        VariantPosition {
            variant,
            board,
            turn: Color::White,
            castling,
            ep_square: None,
            halfmoves: 0,
            fullmoves: NonZeroU32::MIN,
            mode: CastlingMode::Standard,
            pockets: Pockets::EMPTY,
            promoted: Bitboard::EMPTY,
            remaining_checks: RemainingChecks::START,
        }
    }

    /// Chess960 start position `number` (0..960) for the variant, where python-chess allows
    /// one (every variant but horde and racing kings); `None` otherwise. As python-chess's
    /// `from_chess960_pos`: both sides may castle with both rooks, in
    /// [`CastlingMode::Chess960`], except in antichess, which has no castling.
    ///
    /// ```
    /// use fianchetto_variant::movegen::{Bitboard, CastlingMode};
    /// use fianchetto_variant::{Variant, VariantPosition};
    ///
    /// let pos = VariantPosition::chess960(Variant::Atomic, 0).expect("0 is below 960");
    /// assert_eq!(pos.castling_mode(), CastlingMode::Chess960);
    /// assert_eq!(pos.castling_rights().len(), 4);
    /// let anti = VariantPosition::chess960(Variant::Antichess, 0).expect("0 is below 960");
    /// assert_eq!(anti.castling_rights(), Bitboard::EMPTY);
    /// assert!(VariantPosition::chess960(Variant::Horde, 0).is_none());
    /// assert!(VariantPosition::chess960(Variant::Chess, 960).is_none());
    /// ```
    pub fn chess960(variant: Variant, number: u16) -> Option<VariantPosition> {
        if matches!(variant, Variant::Horde | Variant::RacingKings) {
            return None;
        }
        let mut setup = Setup::chess960(number)?;
        if variant == Variant::Antichess {
            setup.castling_rights = Bitboard::EMPTY;
        }
        VariantPosition::from_setup(VariantSetup::from(setup), variant, CastlingMode::Chess960).ok()
    }
}
