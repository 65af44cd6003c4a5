//! Turning a PGN move token into a legal move: SAN first, then a null move or UCI.

use fianchetto_movegen::{Bitboard, EnPassantMode, Move, Position, Role};

use super::ReplayError;
use crate::san::{San, SanError};
use crate::uci::UciMove;

/// The legal move of `pos` that a move token names, or `None` for a null move (`--`, `Z0`,
/// `0000`, `@@@@`).
///
/// SAN is read leniently; a token that is not SAN, or SAN that names no legal move, is tried as
/// UCI (`e2e4`, `e7e8q`, `e1g1`), which python-chess also accepts in movetext.
///
/// # Errors
///
/// When the token names no legal move, several (ambiguous SAN), or is no move at all; also for a
/// null move while in check.
#[inline]
pub(crate) fn resolve(pos: &Position, token: &[u8]) -> Result<Option<Move>, ReplayError> {
    let san = San::from_ascii(token);
    if let Ok(san) = san {
        if let Some(m) = san_to_move(&san, pos) {
            return Ok(Some(m));
        }
        if let Ok(m) = san.to_move(pos) {
            return Ok(Some(m));
        }
    }
    resolve_slow(pos, token, san.ok())
}

/// The legal move a SAN names when there is exactly one, as [`San::to_move`] finds it, but
/// faster for the common case: the few pieces that could make the move are each checked with
/// [`Position::is_legal`], which generates nothing else (no move list is built).
///
/// `None` for anything unusual (no or several matching moves, castling, null moves), which the
/// caller hands to [`San::to_move`] for the verdict.
#[inline]
fn san_to_move(san: &San, pos: &Position) -> Option<Move> {
    let San::Normal {
        role,
        file,
        rank,
        capture: _,
        to,
        promotion,
    } = *san
    else {
        return None;
    };
    let turn = pos.turn();
    let mut from = pos.board().by_piece(role.of(turn));
    if role == Role::Pawn {
        // A pawn comes from the rank behind `to` (or two behind for a double push), from the
        // file given, or from `to`'s own file (without a file a pawn move is a push).
        let file = file.unwrap_or(to.file());
        let back = turn.fold(-1, 1);
        let mut behind = Bitboard::EMPTY;
        if let Some(sq) = to.offset(file as i32 - to.file() as i32, back) {
            behind = behind | sq;
            if file == to.file() && !pos.board().occupied().contains(sq) {
                if let Some(sq) = sq.offset(0, back) {
                    behind = behind | sq;
                }
            }
        }
        from = from & behind;
    } else if let Some(file) = file {
        from = from & Bitboard::from_file(file);
    }
    if let Some(rank) = rank {
        from = from & Bitboard::from_rank(rank);
    }
    let mut found = None;
    for sq in from {
        let m = match promotion {
            Some(promotion) => Move::promotion(sq, to, promotion),
            None if role == Role::Pawn
                && sq.file() != to.file()
                && pos.ep_square(EnPassantMode::Always) == Some(to) =>
            {
                Move::en_passant(sq, to)
            }
            None => Move::normal(sq, to),
        };
        if pos.is_legal(m) {
            if found.is_some() {
                return None;
            }
            found = Some(m);
        }
    }
    found
}

/// Everything but the SAN that names a legal move: null moves, UCI and the errors.
#[cold]
#[inline(never)]
fn resolve_slow(
    pos: &Position,
    token: &[u8],
    san: Option<San>,
) -> Result<Option<Move>, ReplayError> {
    if san == Some(San::Null) || matches!(token, b"--" | b"Z0" | b"0000" | b"@@@@") {
        return if pos.is_check() {
            Err(ReplayError::illegal_move(token, pos))
        } else {
            Ok(None)
        };
    }
    let uci = UciMove::from_ascii(token).ok();
    if let Some(uci) = &uci {
        if let Ok(m) = uci.to_move(pos) {
            return Ok(Some(m));
        }
    }
    match san.map(|san| san.to_move(pos)) {
        Some(Err(SanError::AmbiguousSan { .. })) => Err(ReplayError::ambiguous_move(token, pos)),
        Some(_) => Err(ReplayError::illegal_move(token, pos)),
        None if uci.is_some() => Err(ReplayError::illegal_move(token, pos)),
        None => Err(ReplayError::invalid_move(token)),
    }
}

#[cfg(test)]
mod tests {
    use std::fs;
    use std::path::PathBuf;

    use fianchetto_movegen::Square;

    use super::*;
    use crate::pgn::{Reader, Visitor};

    /// Checks the fast path against [`San::to_move`] for every legal move of every position of
    /// the first games of the corpus, and for each SAN token as written.
    struct Check {
        pos: Position,
        moves: usize,
    }

    impl Visitor for Check {
        type Output = ();
        type Error = ReplayError;

        fn begin_game(&mut self) {
            self.pos = Position::new();
        }

        fn san(&mut self, token: &[u8]) -> Result<(), ReplayError> {
            let pos = self.pos;
            for m in pos.legal_moves().into_iter().filter(|m| !m.is_castle()) {
                let san = San::from_move(&pos, m);
                assert_eq!(san.to_move(&pos), Ok(m));
                assert_eq!(san_to_move(&san, &pos), Some(m), "{san}");
                self.moves += 1;
            }
            let san = San::from_ascii(token).expect("san");
            let m = san_to_move(&san, &pos);
            assert!(m.is_none() || m == san.to_move(&pos).ok());
            let m = resolve(&pos, token)?.expect("not a null move");
            self.pos = pos.play_unchecked(m);
            Ok(())
        }

        fn begin_variation(&mut self) -> Result<crate::pgn::Skip, ReplayError> {
            Ok(crate::pgn::Skip(true))
        }

        fn end_game(&mut self) {}
    }

    #[test]
    fn fast_path_agrees_with_san_to_move() {
        let path =
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus/games-2k.pgn");
        let pgn = fs::read(path).expect("the corpus");
        let mut reader = Reader::new(&pgn[..]);
        let mut check = Check {
            pos: Position::new(),
            moves: 0,
        };
        for _ in 0..300 {
            reader.read_game(&mut check).expect("a legal game");
        }
        assert!(check.moves > 500_000, "{}", check.moves);
    }

    #[test]
    fn fast_path_declines_the_unusual() {
        let pos = crate::fen::parse_position(
            "r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1",
            fianchetto_movegen::CastlingMode::Standard,
        )
        .expect("a legal fen");
        let m = |san: &str| san_to_move(&San::from_ascii(san.as_bytes()).expect("san"), &pos);
        assert_eq!(m("O-O"), None);
        assert_eq!(m("b8"), None); // no promotion piece
        assert_eq!(
            m("bxa8=Q"),
            Some(Move::promotion(Square::B7, Square::A8, Role::Queen))
        );
        assert_eq!(m("exd6"), Some(Move::en_passant(Square::E5, Square::D6)));
        assert_eq!(m("Rad1"), Some(Move::normal(Square::A1, Square::D1)));
        assert_eq!(m("--"), None);

        let pos = crate::fen::parse_position(
            "4k3/8/8/8/8/8/4K3/R6R w - - 0 1",
            fianchetto_movegen::CastlingMode::Standard,
        )
        .expect("a legal fen");
        let san = San::from_ascii(b"Rd1").expect("san");
        assert_eq!(san_to_move(&san, &pos), None);
        assert!(matches!(
            san.to_move(&pos),
            Err(SanError::AmbiguousSan { .. })
        ));
    }
}
