//! A tiny FEN reader and writer for tests only (the real ones live in `fianchetto-notation`, a
//! layer above). The unit tests, the integration tests and the bench all include this file, so
//! it names the crate `fianchetto_movegen` (the library calls itself that in test builds).

use std::string::String;

use core::fmt::Write as _;
use core::num::NonZeroU32;

use fianchetto_movegen::{
    Bitboard, CastlingMode, Color, File, Piece, Position, Rank, Role, Setup, Square,
};

/// Parses `fen` (board, turn, castling as `KQkq`, X-FEN or Shredder letters, en passant square,
/// optional clocks) into a setup, panicking on malformed text.
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

/// Writes `setup` as a FEN with Shredder castling letters (`HAha`): one spelling for every
/// castling mode, enough for failure messages and map keys.
pub(crate) fn write(setup: &Setup) -> String {
    let mut fen = String::new();
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            match setup.board.piece_at(Square::new(rank * 8 + file)) {
                Some(piece) => {
                    if empty > 0 {
                        write!(fen, "{empty}").expect("a String takes any text");
                        empty = 0;
                    }
                    fen.push(piece.char());
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            write!(fen, "{empty}").expect("a String takes any text");
        }
        fen.push(if rank == 0 { ' ' } else { '/' });
    }
    fen.push(setup.turn.char());
    fen.push(' ');
    if setup.castling_rights.is_empty() {
        fen.push('-');
    }
    for color in [Color::White, Color::Black] {
        for rook in (setup.castling_rights & Bitboard::backrank(color))
            .into_iter()
            .rev()
        {
            let letter = rook.file().char();
            fen.push(match color {
                Color::White => letter.to_ascii_uppercase(),
                Color::Black => letter,
            });
        }
    }
    match setup.ep_square {
        Some(square) => write!(fen, " {square}"),
        None => write!(fen, " -"),
    }
    .expect("a String takes any text");
    write!(fen, " {} {}", setup.halfmoves, setup.fullmoves).expect("a String takes any text");
    fen
}

#[test]
fn reads_the_start_position() {
    let start = pos("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert_eq!(start, Position::new());
    assert_eq!(start.zobrist_hash(), Position::new().zobrist_hash());
}

#[test]
fn writes_what_it_reads() {
    assert_eq!(
        write(&Setup::initial()),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1"
    );
    let fen = "r3k2r/8/8/3pP3/8/8/8/R3K3 w Aha d6 3 17";
    assert_eq!(write(&setup(fen)), fen);
}
