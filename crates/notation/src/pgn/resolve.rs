//! Turning a PGN move token into a legal move: SAN first, then a null move or UCI.

use fianchetto_movegen::{Bitboard, EnPassantMode, Move, MoveKind, Position, Role, Square};

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
/// faster for the common case: the few pieces that could make the move are each checked, by
/// [`quick_legal`] when that can tell and otherwise by [`Position::is_legal`], which generates
/// nothing else (no move list is built).
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
            behind |= sq;
            if file == to.file() && !pos.board().occupied().contains(sq) {
                if let Some(sq) = sq.offset(0, back) {
                    behind |= sq;
                }
            }
        }
        from &= behind;
    } else if let Some(file) = file {
        from &= Bitboard::from_file(file);
    }
    if let Some(rank) = rank {
        from &= Bitboard::from_rank(rank);
    }
    let mut found = None;
    for sq in from {
        if !reaches(role, sq, to) {
            continue;
        }
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
        if quick_legal(pos, role, m).unwrap_or_else(|| pos.is_legal(m)) {
            if found.is_some() {
                return None;
            }
            found = Some(m);
        }
    }
    found
}

/// Whether a `role` on `from` could move to `to` on some board (for a pawn, always: its
/// candidates are chosen by square already). Filters out most rival pieces without generating
/// their moves.
#[inline]
fn reaches(role: Role, from: Square, to: Square) -> bool {
    let files = (from.file() as i32 - to.file() as i32).unsigned_abs();
    let ranks = (from.rank() as i32 - to.rank() as i32).unsigned_abs();
    match role {
        Role::Pawn => true,
        Role::Knight => files * ranks == 2,
        Role::Bishop => files == ranks,
        Role::Rook => files == 0 || ranks == 0,
        Role::Queen => files == ranks || files == 0 || ranks == 0,
        Role::King => files <= 1 && ranks <= 1,
    }
}

/// Whether `m`, a move of a `role` that [`reaches`] its target, is legal, when that is easy to
/// tell: the side to move is not in check, the piece is not pinned and not the king, and the
/// move is a plain one (no promotion, no en passant). Then only the target square and, for
/// sliders and pawn pushes, the squares on the way matter. `None` otherwise.
#[inline]
fn quick_legal(pos: &Position, role: Role, m: Move) -> Option<bool> {
    let (from, to) = (m.from(), m.to());
    if role == Role::King
        || m.kind() != MoveKind::Normal
        || pos.checkers().any()
        || pos.pinned().contains(from)
    {
        return None;
    }
    let board = pos.board();
    let turn = pos.turn();
    let occupied = board.occupied();
    if board.by_color(turn).contains(to) {
        return Some(false);
    }
    Some(match role {
        Role::Knight => true,
        Role::Pawn => {
            let relative = to.rank().relative_to(turn) as u32;
            if relative == 7 {
                // Reaching the last rank needs a promotion.
                false
            } else if from.file() == to.file() {
                let start = from.rank().relative_to(turn) as u32 == 1;
                !occupied.contains(to)
                    && match from.rank().relative_to(turn) as u32 + 1 {
                        r if r == relative => true,
                        // The square on the way was checked empty when choosing candidates.
                        r if r + 1 == relative => start,
                        _ => false,
                    }
            } else {
                // The candidate is diagonally behind `to`; en passant is not a normal move.
                board.by_color(!turn).contains(to)
            }
        }
        _ => between(from, to).is_disjoint(occupied),
    })
}

/// The squares strictly between two squares on a line (empty if they are not on one).
#[inline]
fn between(a: Square, b: Square) -> Bitboard {
    let files = b.file() as i32 - a.file() as i32;
    let ranks = b.rank() as i32 - a.rank() as i32;
    if !(files == 0 || ranks == 0 || files.abs() == ranks.abs()) {
        return Bitboard::EMPTY;
    }
    // Along a line each step changes the index by the same amount and stays on the board.
    let step = ranks.signum() * 8 + files.signum();
    let mut index = a as i32;
    let mut squares = 0;
    for _ in 1..files.abs().max(ranks.abs()) {
        index += step;
        squares |= 1 << index;
    }
    Bitboard(squares)
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
    use std::vec::Vec;

    use super::*;
    use crate::pgn::start::StartTags;
    use crate::pgn::{RawTag, Reader, Skip, Visitor};

    /// Checks the fast path against [`San::to_move`] for every legal move of every position of
    /// the first games of the corpus, and for each SAN token as written.
    struct Check {
        start: StartTags,
        pos: Position,
        moves: usize,
        sans: usize,
    }

    impl Visitor for Check {
        type Output = ();
        type Error = ReplayError;

        fn begin_game(&mut self) {
            self.start.clear();
        }

        fn tag(&mut self, name: &[u8], value: RawTag<'_>) -> Result<(), ReplayError> {
            self.start.tag(name, value);
            Ok(())
        }

        fn end_tags(&mut self) -> Result<Skip, ReplayError> {
            self.pos = self.start.position()?;
            Ok(Skip(false))
        }

        fn san(&mut self, token: &[u8]) -> Result<(), ReplayError> {
            let pos = self.pos;
            for m in pos.legal_moves().into_iter().filter(|m| !m.is_castle()) {
                let san = San::from_move(&pos, m);
                assert_eq!(san.to_move(&pos), Ok(m));
                assert_eq!(san_to_move(&san, &pos), Some(m), "{san}");
                self.moves += 1;
            }
            if let Ok(san) = San::from_ascii(token) {
                check(&san, &pos);
            }
            // Every SAN of a piece to a square, legal or not, as notation resolves it.
            for to in Square::ALL {
                for role in Role::ALL {
                    let files = match (role, to.file().offset(-1), to.file().offset(1)) {
                        (Role::Pawn, left, right) => [None, left, right],
                        _ => [None; 3],
                    };
                    for file in files {
                        for promotion in [None, Some(Role::Queen), Some(Role::Knight)] {
                            let san = San::Normal {
                                role,
                                file,
                                rank: None,
                                capture: false,
                                to,
                                promotion,
                            };
                            check(&san, &pos);
                            self.sans += 1;
                        }
                    }
                }
            }
            self.pos = match resolve(&pos, token)? {
                Some(m) => pos.play_unchecked(m),
                None => pos.play_null().expect("not in check"),
            };
            Ok(())
        }

        fn begin_variation(&mut self) -> Result<Skip, ReplayError> {
            Ok(Skip(true))
        }

        fn end_game(&mut self) {}
    }

    /// The fast path finds what [`San::to_move`] finds, or declines (only castles, which
    /// lenient SAN such as `Kg1` can name).
    fn check(san: &San, pos: &Position) {
        match (san_to_move(san, pos), san.to_move(pos)) {
            (Some(fast), Ok(m)) => assert_eq!(fast, m, "{san}"),
            (Some(fast), Err(e)) => panic!("{san}: {fast:?} but {e}"),
            (None, Ok(m)) => assert!(m.is_castle(), "{san}: missed {m:?}"),
            (None, Err(_)) => {}
        }
    }

    #[test]
    fn fast_path_agrees_with_san_to_move() {
        let shared = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared");
        let mut check = Check {
            start: StartTags::default(),
            pos: Position::new(),
            moves: 0,
            sans: 0,
        };
        let mut files: Vec<PathBuf> = fs::read_dir(shared.join("testdata/pgn"))
            .expect("the test files")
            .map(|entry| entry.expect("a file").path())
            .collect();
        files.push(shared.join("corpus/games-2k.pgn"));
        for path in files {
            let pgn = fs::read(&path).expect("a pgn file");
            let mut reader = Reader::new(&pgn[..]);
            for _ in 0..300 {
                match reader.read_game(&mut check) {
                    Ok(Some(())) => {}
                    Ok(None) => break,
                    Err(e) => panic!("{}: {e}", path.display()),
                }
            }
        }
        assert!(check.moves > 500_000, "{}", check.moves);
        assert!(check.sans > 10_000_000, "{}", check.sans);
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
