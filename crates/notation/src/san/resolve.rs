//! Finding the legal move a SAN names, under any [`Rules`]: only the few pieces that could make
//! the move are tried, so no move list is built. Each is tested with [`Rules::is_legal`], or,
//! where the rules give their checkers and pins ([`Rules::checkers_and_pins`]: standard
//! chess's [`Position`](fianchetto_movegen::Position)), with a cheap test of its own. This is
//! the hot path of PGN replay; for a `Position` the hint is a constant and the generic code
//! compiles to the specialised one.

use fianchetto_movegen::{
    Bitboard, CastlingMode, CastlingSide, Color, Direction, EnPassantMode, File, Move, MoveKind,
    Rank, Role, Rules, Square, attacks, rays,
};

use super::{San, SanError};
use crate::uci::UciMove;

/// The legal move of `pos` that `san` names, and the role of the piece it moves (the king for
/// castling), which each path knows without looking at the board.
// Always inlined: out of line, the call and the error's copy cost 15 instructions a ply
// (Reader + Replay on 2,000 games: 325.2 M -> 319.9 M instructions).
#[inline(always)]
pub(crate) fn to_move<P: Rules>(san: &San, pos: &P) -> Result<(Move, Role), SanError> {
    match *san {
        San::Normal {
            role,
            file,
            rank,
            capture: _,
            to,
            promotion,
        } => match normal(pos, role, file, rank, to, promotion) {
            Ok(m) => Ok((m, role)),
            Err(ambiguous) => not_named(san, pos, ambiguous),
        },
        San::Castle(side) => {
            let illegal = || SanError::IllegalSan { san: *san };
            let turn = pos.turn();
            let king = pos.board().king_of(turn).ok_or_else(illegal)?;
            let rook = pos.castling_rook(turn, side).ok_or_else(illegal)?;
            let m = Move::castle(king, rook);
            if pos.is_legal(m) {
                Ok((m, Role::King))
            } else {
                Err(illegal())
            }
        }
        San::Drop { role, to } => dropped(san, pos, role, to),
        San::Null => Err(SanError::IllegalSan { san: *san }),
    }
}

/// The one legal move of a `role` (on `file` and `rank` when given) to `to`; the error says
/// whether several moves matched (`true`) or none (`false`).
// This and the pawn's and pieces' paths always inlined, the king's left out of line: one
// out-of-line `normal` saved and restored six registers a move (Reader + Replay on 2,000 games:
// 300.5 M -> 295.1 M instructions).
#[inline(always)]
fn normal<P: Rules>(
    pos: &P,
    role: Role,
    file: Option<File>,
    rank: Option<Rank>,
    to: Square,
    promotion: Option<Role>,
) -> Result<Move, bool> {
    match role {
        Role::Pawn => pawn(pos, file, rank, to, promotion),
        _ if promotion.is_some() => Err(false),
        Role::King => king(pos, file, rank, to),
        _ => piece(pos, role, file, rank, to),
    }
}

/// [`normal`] for a pawn. [`candidates`] finds at most one: a push from two squares behind
/// needs the square between empty, so not our pawn. (A loop over the candidates, shared with
/// the king, spilled its state for every pawn move: Reader + Replay on 2,000 games, 319.9 M ->
/// 307.9 M instructions with this and [`king`] apart.)
#[inline(always)]
fn pawn<P: Rules>(
    pos: &P,
    file: Option<File>,
    rank: Option<Rank>,
    to: Square,
    promotion: Option<Role>,
) -> Result<Move, bool> {
    let from = candidates(pos, Role::Pawn, file, rank, to);
    debug_assert!(!from.more_than_one(), "{from:?}");
    let from = from.first().ok_or(false)?;
    let m = match promotion {
        Some(promotion) => Move::promotion(from, to, promotion),
        None if pos.ep_square(EnPassantMode::Always) == Some(to) && from.file() != to.file() => {
            Move::en_passant(from, to)
        }
        None => Move::normal(from, to),
    };
    if quick_legal(pos, m).unwrap_or_else(|| pos.is_legal(m)) {
        Ok(m)
    } else {
        Err(false)
    }
}

/// [`normal`] for a king, which [`Rules::is_legal`] tests; a king move that is none may be a
/// castle written as one.
#[inline]
fn king<P: Rules>(
    pos: &P,
    file: Option<File>,
    rank: Option<Rank>,
    to: Square,
) -> Result<Move, bool> {
    let mut found = None;
    for from in candidates(pos, Role::King, file, rank, to) {
        // A king move to its own rook's square is never this: castling is `O-O`.
        let m = Move::normal(from, to);
        if could_reach(Role::King, from, to) && pos.is_legal(m) {
            if found.is_some() {
                return Err(true);
            }
            found = Some(m);
        }
    }
    match found {
        Some(m) => Ok(m),
        None => castle_as_king_move(pos, to).ok_or(false),
    }
}

/// [`normal`] for a knight, bishop, rook or queen: the pieces that reach `to` are those a
/// piece of the same kind on `to` attacks, so the attack tables find them, squares on the way
/// included, with no loop over the pieces of that kind. Out of check a found piece may move
/// unless it is pinned off the line to `to`; in check each is left to [`Rules::is_legal`].
/// (It replaced a loop over every piece of the kind with a reach and a path test for each:
/// `bench pgn --rounds 1` of the corpus's first 2,000 games, Reader + Replay, 343.6 M -> 325.2 M
/// instructions.)
#[inline(always)]
fn piece<P: Rules>(
    pos: &P,
    role: Role,
    file: Option<File>,
    rank: Option<Rank>,
    to: Square,
) -> Result<Move, bool> {
    let board = pos.board();
    let turn = pos.turn();
    if board.by_color(turn).contains(to) {
        return Err(false);
    }
    let occupied = board.occupied();
    let reach = match role {
        Role::Knight => attacks::knight(to),
        Role::Bishop => attacks::bishop(to, occupied),
        Role::Rook => attacks::rook(to, occupied),
        _ => attacks::queen(to, occupied),
    };
    let mut from = reach & board.by_piece(role.of(turn));
    if let Some(file) = file {
        from &= Bitboard::from_file(file);
    }
    if let Some(rank) = rank {
        from &= Bitboard::from_rank(rank);
    }
    let Some((checkers, pinned)) = pos.checkers_and_pins() else {
        return only_legal(pos, from, to);
    };
    if checkers.any() {
        return only_legal(pos, from, to);
    }
    let pinned = from & pinned;
    if pinned.any() {
        // A pinned piece moves along the line through its king only.
        let king = board.king_of(turn).ok_or(false)?;
        for sq in pinned {
            if !rays::aligned(king, sq, to) {
                from ^= sq;
            }
        }
    }
    match from.single_square() {
        Some(sq) => Ok(Move::normal(sq, to)),
        None => Err(from.any()),
    }
}

/// The one legal move to `to` of the pieces on `from`, out of line: it serves positions in
/// check, and rules that give no pins.
#[cold]
#[inline(never)]
fn only_legal<P: Rules>(pos: &P, from: Bitboard, to: Square) -> Result<Move, bool> {
    let mut found = None;
    for sq in from {
        let m = Move::normal(sq, to);
        if pos.is_legal(m) {
            if found.is_some() {
                return Err(true);
            }
            found = Some(m);
        }
    }
    found.ok_or(false)
}

/// Our pieces of kind `role`, on `file` and `rank` when given, that might move to `to`.
///
/// For a pawn these are exactly the squares a pawn move to `to` can start from: behind `to` on
/// its own file (a push; two behind for a double push over an empty square) or, for a capture,
/// on the neighbouring `file` given. Without a file a pawn move is a push: `d5` never means
/// `exd5`.
#[inline]
fn candidates<P: Rules>(
    pos: &P,
    role: Role,
    file: Option<File>,
    rank: Option<Rank>,
    to: Square,
) -> Bitboard {
    let turn = pos.turn();
    let mut from = pos.board().by_piece(role.of(turn));
    if role == Role::Pawn {
        // Shifts of `to` backwards: a push comes from one or (over an empty square) two
        // squares behind, a capture from diagonally behind on the named file.
        let target = Bitboard::from(to);
        let (back, back_west, back_east) = match turn {
            Color::White => (Direction::South, Direction::SouthWest, Direction::SouthEast),
            Color::Black => (Direction::North, Direction::NorthWest, Direction::NorthEast),
        };
        let behind = match file.map_or(0, |file| file as i32 - to.file() as i32) {
            0 => {
                let one = target.shift(back);
                one | (one - pos.board().occupied()).shift(back)
            }
            -1 => target.shift(back_west),
            1 => target.shift(back_east),
            _ => Bitboard::EMPTY,
        };
        from &= behind;
    } else if let Some(file) = file {
        from &= Bitboard::from_file(file);
    }
    if let Some(rank) = rank {
        from &= Bitboard::from_rank(rank);
    }
    from
}

/// Whether `m`, a pawn move from its [`candidates`] square, is legal, when that is easy to
/// tell: the side to move is not in check, the pawn is not pinned, and the move is a plain one
/// (no promotion, no en passant), and the rules are standard chess's
/// ([`Rules::checkers_and_pins`]). Then only the target square matters (and the square on the
/// way, which `candidates` found empty). `None` otherwise, for [`Rules::is_legal`] to decide.
#[inline]
fn quick_legal<P: Rules>(pos: &P, m: Move) -> Option<bool> {
    let (from, to) = (m.from(), m.to());
    let (checkers, pinned) = pos.checkers_and_pins()?;
    if m.kind() != MoveKind::Normal || checkers.any() || pinned.contains(from) {
        return None;
    }
    let board = pos.board();
    let turn = pos.turn();
    Some(if to.rank().relative_to(turn) == Rank::Eighth {
        // Reaching the last rank needs a promotion.
        false
    } else if from.file() != to.file() {
        // A candidate diagonally behind `to`: a normal move there is a capture.
        board.by_color(!turn).contains(to)
    } else if from.rank().distance(to.rank()) == 2 {
        !board.occupied().contains(to) && from.rank().relative_to(turn) == Rank::Second
    } else {
        !board.occupied().contains(to)
    })
}

/// The castle written as a king move, as python-chess accepts it: `Kg1` in standard chess (the
/// king's destination), `Kxh1` in Chess960 (king takes rook).
#[cold]
fn castle_as_king_move<P: Rules>(pos: &P, to: Square) -> Option<Move> {
    let turn = pos.turn();
    let king = pos.board().king_of(turn)?;
    CastlingSide::ALL.into_iter().find_map(|side| {
        let m = Move::castle(king, pos.castling_rook(turn, side)?);
        let target = match pos.castling_mode() {
            CastlingMode::Standard => m.king_destination(),
            CastlingMode::Chess960 => m.to(),
        };
        (target == to && pos.is_legal(m)).then_some(m)
    })
}

/// The error for a normal `san` that names no one legal move (several, if `ambiguous`), out of
/// line, unless it is a move given by its two squares alone (`g1f3`, read as a pawn's SAN with
/// file and rank) that no pawn makes: python-chess reads that as the move between those
/// squares, whatever the piece, castling too (`e1g1`, or king takes rook), as
/// `pos.resolve_uci(&uci)` does ([`Notation::resolve_uci`](crate::Notation::resolve_uci)).
#[cold]
#[inline(never)]
fn not_named<P: Rules>(san: &San, pos: &P, ambiguous: bool) -> Result<(Move, Role), SanError> {
    if let San::Normal {
        role: Role::Pawn,
        file: Some(file),
        rank: Some(rank),
        to,
        promotion,
        ..
    } = *san
    {
        let uci = UciMove::Normal {
            from: Square::from_coords(file, rank),
            to,
            promotion,
        };
        if let Ok(m) = uci.resolve_in(pos) {
            return Ok((m, pos.moving_role(m)));
        }
    }
    Err(if ambiguous {
        SanError::AmbiguousSan { san: *san }
    } else {
        SanError::IllegalSan { san: *san }
    })
}

/// A drop, out of the replay's loop: only crazyhouse has them, and inlined for every position
/// type it cost the replay of standard games on `AnyPosition` registers on every ply.
#[cold]
#[inline(never)]
fn dropped<P: Rules>(san: &San, pos: &P, role: Role, to: Square) -> Result<(Move, Role), SanError> {
    let m = Move::drop(role, to);
    if pos.is_legal(m) {
        Ok((m, role))
    } else {
        Err(SanError::IllegalSan { san: *san })
    }
}

/// `true` if a `role` on `from` could reach `to` on an empty board (pawns: always, as their
/// moves depend on color and captures). A cheap filter before the legality check.
#[inline]
pub(crate) fn could_reach(role: Role, from: Square, to: Square) -> bool {
    // On square indices: this runs for every candidate piece of every SAN.
    let (from, to) = (from as i32, to as i32);
    let files = ((from & 7) - (to & 7)).unsigned_abs();
    let ranks = ((from >> 3) - (to >> 3)).unsigned_abs();
    match role {
        Role::Pawn => true,
        Role::Knight => files * ranks == 2,
        Role::Bishop => files == ranks,
        Role::Rook => files == 0 || ranks == 0,
        Role::Queen => files == ranks || files == 0 || ranks == 0,
        Role::King => files <= 1 && ranks <= 1,
    }
}
