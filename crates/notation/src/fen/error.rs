//! Errors of FEN and EPD parsing ([`ParseFenError`]) and of turning a FEN into a position
//! ([`FenError`]): `fianchetto-movegen`'s, whose `Position::from_fen` returns them.

pub use fianchetto_movegen::{FenError, FenField, ParseFenError, ParseFenErrorKind};
