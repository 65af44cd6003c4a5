//! A tiny FEN reader for tests only (the real one lives in `fianchetto-notation`): board, turn,
//! castling (`KQkq`, X-FEN and Shredder letters), en passant square and optional clocks.

use core::num::NonZeroU32;

use crate::{Bitboard, CastlingMode, Color, File, Piece, Position, Rank, Role, Setup, Square};

/// Parses `fen` into a setup, panicking on malformed text.
pub(crate) fn setup(fen: &str) -> Setup {
    let mut fields = fen.split_whitespace();
    let mut setup = Setup::empty();
    let placement = fields.next().expect("placement");
    let (mut file, mut rank) = (0i32, 7i32);
    for c in placement.chars() {
        match c {
            '/' => {
                file = 0;
                rank -= 1;
            }
            '1'..='8' => file += c as i32 - '0' as i32,
            _ => {
                let piece = Piece::from_char(c).expect("piece letter");
                setup
                    .board
                    .set_piece_at(Square::new((rank * 8 + file) as u32), piece);
                file += 1;
            }
        }
    }
    setup.turn = match fields.next() {
        Some("b") => Color::Black,
        _ => Color::White,
    };
    let castling = fields.next().unwrap_or("-");
    for c in castling.chars().filter(|&c| c != '-') {
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let backrank = Bitboard::backrank(color);
        let rooks = setup.board.by_piece(Role::Rook.of(color)) & backrank;
        let king = setup.board.king_of(color).expect("king for castling");
        let square = match c.to_ascii_lowercase() {
            'k' => rooks.into_iter().rfind(|r| r.file() > king.file()),
            'q' => rooks.into_iter().find(|r| r.file() < king.file()),
            letter => File::from_char(letter)
                .map(|f| Square::from_coords(f, Rank::First.relative_to(color))),
        };
        setup.castling_rights |= square.expect("castling rook");
    }
    setup.ep_square = fields.next().and_then(|ep| ep.parse().ok());
    setup.halfmoves = fields.next().and_then(|n| n.parse().ok()).unwrap_or(0);
    setup.fullmoves = fields
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or(NonZeroU32::MIN);
    setup
}

/// Parses and validates `fen` in Chess960 mode (which accepts standard positions too).
pub(crate) fn pos(fen: &str) -> Position {
    Position::from_setup(setup(fen), CastlingMode::Chess960).expect("legal position")
}

#[test]
fn reads_the_start_position() {
    let start = pos("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert_eq!(start, Position::new());
    assert_eq!(start.zobrist_hash(), Position::new().zobrist_hash());
}
