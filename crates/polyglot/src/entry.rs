//! One entry of a book: as stored ([`RawEntry`]) and with its move decoded ([`BookEntry`]).

use fianchetto_movegen::Move;

/// Bytes per entry: key, move, weight, learn.
pub(crate) const ENTRY_BYTES: usize = 16;

/// A book entry of a position, its move decoded to a legal move of that position.
///
/// ```
/// use fianchetto_movegen::{Move, Position, Square};
/// use fianchetto_polyglot::Book;
///
/// let book = Book::new(include_bytes!("../../../testdata/polyglot/lasker-trap.bin"))?;
/// let pos = Position::new().play(Move::normal(Square::D2, Square::D4))?;
/// let entry = book.entries(&pos).next().ok_or("1. d4 is in the book")?;
/// assert_eq!(entry.mv, Move::normal(Square::D7, Square::D5));
/// assert_eq!(entry.weight, 2);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BookEntry {
    /// The move, legal in the position looked up (castling as king takes rook).
    pub mv: Move,
    /// How often the move should be played, relative to the position's other entries.
    pub weight: u16,
    /// Free for the program that wrote the book; Polyglot itself stores learning data here.
    pub learn: u32,
}

/// A book entry exactly as stored: the key and the move still packed in Polyglot's encoding.
///
/// ```
/// use fianchetto_movegen::{Move, Position, Square};
/// use fianchetto_polyglot::Book;
///
/// let book = Book::new(include_bytes!("../../../testdata/polyglot/lasker-trap.bin"))?;
/// let pos = Position::new().play(Move::normal(Square::D2, Square::D4))?;
/// let raw = book.raw_entries(pos.zobrist_hash()).next().ok_or("1. d4 is in the book")?;
/// assert_eq!(raw.key, 0x830e_b9b2_0758_d1de);
/// // d7 (51) to d5 (35): 51 << 6 | 35.
/// assert_eq!(raw.raw_move, 0x0ce3);
/// assert_eq!(raw.legal_move(&pos), Some(Move::normal(Square::D7, Square::D5)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RawEntry {
    /// The Polyglot key of the position ([`Position::zobrist_hash`](fianchetto_movegen::Position::zobrist_hash)).
    pub key: u64,
    /// The move: target square in bits 0-5, origin in bits 6-11, promotion in bits 12-14.
    pub raw_move: u16,
    /// How often the move should be played, relative to the position's other entries.
    pub weight: u16,
    /// Free for the program that wrote the book.
    pub learn: u32,
}

impl RawEntry {
    /// The entry in Polyglot's 16-byte big-endian layout.
    pub(crate) fn from_bytes(bytes: &[u8; 16]) -> RawEntry {
        let [
            k0,
            k1,
            k2,
            k3,
            k4,
            k5,
            k6,
            k7,
            m0,
            m1,
            w0,
            w1,
            l0,
            l1,
            l2,
            l3,
        ] = *bytes;
        RawEntry {
            key: u64::from_be_bytes([k0, k1, k2, k3, k4, k5, k6, k7]),
            raw_move: u16::from_be_bytes([m0, m1]),
            weight: u16::from_be_bytes([w0, w1]),
            learn: u32::from_be_bytes([l0, l1, l2, l3]),
        }
    }
}
