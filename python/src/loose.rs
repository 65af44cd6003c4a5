//! A board that is not a legal position (no king, nine pawns, the side not to move in check,
//! a variant's board its rules refuse): the variant crate's `UncheckedVariantPosition` (movegen's
//! `UncheckedPosition` and the variant's extras) and the moves played on it. `Board` holds one
//! only while its position is not legal; legal positions keep the fast `GameCursor`.

use fianchetto::movegen::{Bitboard, UncheckedPosition};
use fianchetto::notation::Notation;
use fianchetto::uci::UciMove;
use fianchetto::variant::{AnyPosition, UncheckedVariantPosition};
use fianchetto::{EnPassantMode, Move, Position, Rules, Variant};

/// A position as an `UncheckedVariantPosition`, its en passant square as set.
pub(crate) fn unchecked(pos: &AnyPosition) -> UncheckedVariantPosition {
    match pos {
        AnyPosition::Standard(pos) => UncheckedVariantPosition::new(
            UncheckedPosition::new(pos.to_setup(EnPassantMode::Always), pos.castling_mode()),
            Variant::Chess,
        ),
        AnyPosition::Variant(pos) => UncheckedVariantPosition::from_position(pos),
    }
}

/// The legal position `pos` holds, if it is one: its castling rights and en passant square
/// must stand as they are, so that nothing of the board is lost.
pub(crate) fn legal(pos: &UncheckedVariantPosition) -> Option<AnyPosition> {
    if pos.clean_castling_rights() != pos.setup.castling_rights {
        return None;
    }
    let legal = match (
        pos.variant,
        Position::from_setup(pos.setup.clone(), pos.mode),
    ) {
        (Variant::Chess, Ok(legal)) => AnyPosition::from(legal),
        // More promoted pieces than missing pawns: legal for python-chess, and for the core's
        // standard chess as a variant position (as `Board(fen)` reads it). The variants are
        // always variant positions.
        _ => AnyPosition::from(pos.legal()?),
    };
    (legal.ep_square(EnPassantMode::Always) == pos.setup.ep_square).then_some(legal)
}

/// A game on a board that is not a legal position: the positions before each move, and the
/// moves (`None` for a null move).
#[derive(Clone)]
pub(crate) struct LooseGame {
    pub(crate) history: Vec<(UncheckedVariantPosition, Option<Move>)>,
    pub(crate) current: UncheckedVariantPosition,
}

impl LooseGame {
    pub(crate) fn new(current: UncheckedVariantPosition) -> LooseGame {
        LooseGame {
            history: Vec::new(),
            current,
        }
    }

    /// Plays `m` (a null move for `None`), which should be pseudo-legal.
    pub(crate) fn push(&mut self, m: Option<Move>) {
        let next = match m {
            Some(m) => self.current.play(m),
            None => self.current.play_null(),
        };
        let before = std::mem::replace(&mut self.current, next);
        self.history.push((before, m));
    }

    /// Takes back the last move, if any.
    pub(crate) fn pop(&mut self) -> Option<Option<Move>> {
        let (before, m) = self.history.pop()?;
        self.current = before;
        Some(m)
    }
}

/// `m` in UCI as `pos`'s castling mode writes it (`0000` for a null move). In standard chess a
/// castle is the king's two-square step only from the e-file to a corner rook, as python-chess
/// writes it: on a board with several kings another king's castle is king-takes-rook.
pub(crate) fn uci(pos: &UncheckedPosition, m: Option<Move>) -> UciMove {
    let Some(m) = m else {
        return UciMove::Null;
    };
    let standard_castle = m.from().file() == fianchetto::File::E
        && fianchetto::movegen::Bitboard::CORNERS.contains(m.to());
    if m.is_castle() && !standard_castle {
        return UciMove::from_move(m, fianchetto::CastlingMode::Chess960);
    }
    UciMove::from_move(m, pos.mode)
}

/// The pseudo-legal moves of `pos` on `from` to `to`.
pub(crate) fn pseudo_legal_moves(
    pos: &UncheckedVariantPosition,
    from: Bitboard,
    to: Bitboard,
) -> Vec<Move> {
    let mut moves = Vec::new();
    pos.for_each_pseudo_legal_move(from, to, |m| moves.push(m));
    moves
}

/// The legal moves of `pos` on `from` to `to` (drops by their target square).
pub(crate) fn legal_moves(
    pos: &UncheckedVariantPosition,
    from: Bitboard,
    to: Bitboard,
) -> Vec<Move> {
    let mut moves = Vec::new();
    pos.for_each_legal_move(|m| {
        if from.contains(m.from()) && to.contains(m.to()) {
            moves.push(m);
        }
    });
    moves
}

/// The pseudo-legal move `text` names (a castle in either form, a drop of a piece in hand),
/// `Some(None)` for the null move, `None` where it names none.
pub(crate) fn resolve(pos: &UncheckedVariantPosition, text: &UciMove) -> Option<Option<Move>> {
    let from = match text {
        UciMove::Null => return Some(None),
        UciMove::Drop { role, to } => {
            let m = Move::drop(*role, *to);
            return pos.is_pseudo_legal(m).then_some(Some(m));
        }
        UciMove::Normal { from, .. } => Bitboard::from(*from),
    };
    pseudo_legal_moves(pos, from, Bitboard::FULL)
        .into_iter()
        .find(|&m| {
            uci(pos, Some(m)) == *text
                || (m.is_castle()
                    && UciMove::from_move(m, fianchetto::CastlingMode::Chess960) == *text)
        })
        .map(Some)
}

/// The FEN of `pos` as python-chess writes it: the castling rights that stand, the en passant
/// square where a capture is legal, the variant's fields.
pub(crate) fn fen(pos: &UncheckedVariantPosition) -> String {
    let mut written = pos.clone();
    written.setup.castling_rights = pos.clean_castling_rights();
    written.setup.ep_square = pos.ep_square(EnPassantMode::Legal);
    match legal(&written) {
        // A legal position writes its rights as the fast path does (Chess960's X-FEN).
        Some(legal) => legal.fen(),
        None if pos.variant == Variant::Chess => {
            let text = fianchetto::fen::Fen(written.setup.clone()).to_string();
            let mut fields: Vec<&str> = text.split(' ').collect();
            let castling = xfen_castling(pos, written.setup.castling_rights);
            if fields.len() > 2 {
                fields[2] = &castling;
            }
            fields.join(" ")
        }
        None => pos.fen().to_string(),
    }
}

/// Castling rights in X-FEN as python-chess writes them on any board: `K`/`Q` for a right on
/// the outermost rook of its side, else the rook's file; White's first, the king side first.
fn xfen_castling(pos: &UncheckedPosition, rights: Bitboard) -> String {
    let board = &pos.setup.board;
    let mut out = String::new();
    for color in [fianchetto::Color::White, fianchetto::Color::Black] {
        let backrank = Bitboard::backrank(color);
        let rooks = board.rooks() & board.by_color(color) & backrank;
        let mut ours: Vec<fianchetto::Square> = (rights & backrank).into_iter().collect();
        ours.reverse();
        // The side of each right is counted from the color's highest king, wherever it
        // stands, as python-chess writes X-FEN.
        let Some(king) = (board.kings() & board.by_color(color)).last() else {
            continue;
        };
        for rook in ours {
            let a_side = rook.file() < king.file();
            // A file letter where another rook of ours stands further out on that side.
            let shadowed = rooks
                .into_iter()
                .any(|other| other != rook && (other.file() < rook.file()) == a_side);
            let letter = match (shadowed, a_side) {
                (true, _) => rook.file().char(),
                (false, true) => 'q',
                (false, false) => 'k',
            };
            out.push(if color == fianchetto::Color::White {
                letter.to_ascii_uppercase()
            } else {
                letter
            });
        }
    }
    if out.is_empty() {
        out.push('-');
    }
    out
}
