//! Root probing: every legal move of a position with its exact result, ranked best first as
//! lichess's tablebase server ranks them, and the best move that ranking gives.

use std::cmp::Reverse;

use fianchetto_movegen::{Move, Position};

use crate::{Dtz, SyzygyError, Tablebase, Wdl};

/// A result as lichess's tablebase explorer names it, for the side to move, with the halfmove
/// clock taken into account (unlike [`Wdl`]).
///
/// Ordered worst first: `Loss < MaybeLoss < BlessedLoss < Draw < CursedWin < MaybeWin < Win`.
///
/// ```
/// use fianchetto_syzygy::{Category, Dtz};
///
/// assert_eq!(Category::from_dtz(Dtz(12), 0), Category::Win);
/// // Twelve plies to zeroing, but the clock already stands at 95.
/// assert_eq!(Category::from_dtz(Dtz(12), 95), Category::CursedWin);
/// assert_eq!(Category::from_dtz(Dtz(-120), 0), Category::BlessedLoss);
/// assert_eq!(-Category::Win, Category::Loss);
/// assert_eq!(Category::MaybeWin.to_string(), "maybe-win");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
pub enum Category {
    /// Lost, whatever the 50-move rule.
    Loss,
    /// Lost or saved by the 50-move rule: the distance sits on the limit and may be rounded.
    MaybeLoss,
    /// Lost without the 50-move rule, drawn with it.
    BlessedLoss,
    /// Drawn.
    Draw,
    /// Won without the 50-move rule, drawn with it.
    CursedWin,
    /// Won or drawn by the 50-move rule: the distance sits on the limit and may be rounded.
    MaybeWin,
    /// Won, 50-move rule included.
    Win,
}

impl Category {
    /// The category of a position with distance `dtz` (its side to move's view) and halfmove
    /// clock `halfmoves`: a win needs its zeroing move before the clock passes 100.
    /// A distance that lands exactly on the limit from a clock above zero is `MaybeWin` or
    /// `MaybeLoss`, since the tables may round it down by one ply (from a clock of zero they
    /// never round across the limit).
    ///
    /// ```
    /// use fianchetto_syzygy::{Category, Dtz};
    ///
    /// assert_eq!(Category::from_dtz(Dtz(0), 50), Category::Draw);
    /// assert_eq!(Category::from_dtz(Dtz(-30), 60), Category::Loss);
    /// assert_eq!(Category::from_dtz(Dtz(-30), 70), Category::MaybeLoss);
    /// assert_eq!(Category::from_dtz(Dtz(-30), 71), Category::BlessedLoss);
    /// assert_eq!(Category::from_dtz(Dtz(101), 0), Category::CursedWin);
    /// ```
    pub fn from_dtz(dtz: Dtz, halfmoves: u32) -> Category {
        let n = i64::from(dtz.0.unsigned_abs());
        let total = n + i64::from(halfmoves);
        let category = if dtz.0 == 0 {
            return Category::Draw;
        } else if n > 100 || total > 100 {
            Category::CursedWin
        } else if total == 100 && halfmoves > 0 {
            Category::MaybeWin
        } else {
            Category::Win
        };
        if dtz.0 > 0 { category } else { -category }
    }

    /// The kebab-case name lichess's API uses, such as `cursed-win`.
    ///
    /// ```
    /// use fianchetto_syzygy::Category;
    ///
    /// assert_eq!(Category::BlessedLoss.name(), "blessed-loss");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Category::Loss => "loss",
            Category::MaybeLoss => "maybe-loss",
            Category::BlessedLoss => "blessed-loss",
            Category::Draw => "draw",
            Category::CursedWin => "cursed-win",
            Category::MaybeWin => "maybe-win",
            Category::Win => "win",
        }
    }
}

impl core::ops::Neg for Category {
    type Output = Category;

    /// The same result from the other side's point of view.
    fn neg(self) -> Category {
        match self {
            Category::Loss => Category::Win,
            Category::MaybeLoss => Category::MaybeWin,
            Category::BlessedLoss => Category::CursedWin,
            Category::Draw => Category::Draw,
            Category::CursedWin => Category::BlessedLoss,
            Category::MaybeWin => Category::MaybeLoss,
            Category::Win => Category::Loss,
        }
    }
}

impl core::fmt::Display for Category {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.name())
    }
}

/// A legal move and what it leads to, from the point of view of the side that plays it.
///
/// `wdl` and `dtz_after` are the probes of the position after the move, negated: `wdl` is
/// `-probe_wdl(after)`, `dtz_after` is `-probe_dtz(after)` (so after a zeroing move, the distance of
/// the new phase). `category` counts the halfmove clock as lichess's tablebase server does:
/// a clock of 100 or more before the move makes every decided move a cursed win or blessed
/// loss, a mate is a win below that, and otherwise the clock the move leaves counts
/// ([`Category::from_dtz`]).
///
/// ```
/// use fianchetto_notation::fen::Fen;
/// use fianchetto_notation::movegen::CastlingMode;
/// use fianchetto_syzygy::{Category, Tablebase};
///
/// let mut tables = Tablebase::new();
/// tables.add_directory(concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/syzygy/tables"))?;
/// let pos = Fen::from_ascii(b"8/8/8/8/8/3k4/8/1KQ5 w - - 0 1")?.into_position(CastlingMode::Standard)?;
/// let moves = tables.root_moves(&pos)?;
/// assert_eq!(moves.len(), pos.legal_moves().len());
/// assert_eq!(moves[0].category, Category::Win);
/// // A queen move that lets the king take it draws, and is ranked below every win.
/// assert!(moves.iter().any(|m| m.category == Category::Draw));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RootMove {
    /// The move.
    pub mv: Move,
    /// Its result under the 50-move rule, as if the clock were zero after it.
    pub wdl: Wdl,
    /// The distance to zeroing of the position after it, counted from there and from the
    /// mover's point of view (lichess's per-move `dtz`): not the position's own
    /// [`Tablebase::probe_dtz`], which counts this move too, and which a zeroing move starts
    /// afresh after.
    pub dtz_after: Dtz,
    /// Its result with the clock counted.
    pub category: Category,
    /// Whether it resets the halfmove clock (a capture or a pawn move).
    pub zeroing: bool,
    /// Whether it mates.
    pub checkmate: bool,
    /// Whether it stalemates.
    pub stalemate: bool,
    /// Whether it leaves neither side enough material to mate.
    pub insufficient_material: bool,
}

impl Tablebase {
    /// Every legal move with its result, best first, ranked as lichess's tablebase server
    /// ranks them: by category; then mates, stalemates and insufficient material first; then,
    /// when winning or drawing, zeroing moves and captures first (when losing, last); then by
    /// distance to zeroing (the quickest win, the longest loss); then by the captured and the
    /// promoted piece, stronger first. Empty when the side to move has no legal move.
    ///
    /// ```
    /// use fianchetto_notation::fen::Fen;
    /// use fianchetto_notation::movegen::CastlingMode;
    /// use fianchetto_syzygy::{Category, Tablebase};
    ///
    /// let mut tables = Tablebase::new();
    /// tables.add_directory(concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/syzygy/tables"))?;
    /// // Black to move can take the rook, which White does not guard.
    /// let pos = Fen::from_ascii(b"8/8/8/8/8/8/2Rk4/K7 b - - 0 1")?.into_position(CastlingMode::Standard)?;
    /// let best = tables.root_moves(&pos)?[0];
    /// assert_eq!(best.category, Category::Draw);
    /// assert!(best.zeroing);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// As [`Tablebase::probe_dtz`], for the position or any position a move leads to.
    pub fn root_moves(&self, pos: &Position) -> Result<Vec<RootMove>, SyzygyError> {
        crate::tablebase::check_piece_count(pos)?;
        let mut moves = Vec::new();
        for mv in pos.legal_moves() {
            let after = pos.play_unchecked(mv);
            let dtz = -self.probe_dtz(&after)?;
            let checkmate = after.is_checkmate();
            let stalemate = after.is_stalemate();
            let insufficient_material = after.is_insufficient_material();
            let category = if stalemate || insufficient_material || dtz.0 == 0 {
                Category::Draw
            } else if pos.halfmoves() >= 100 {
                // The clock has run out before the move: a draw can be claimed whatever it is.
                if dtz.0 > 0 {
                    Category::CursedWin
                } else {
                    Category::BlessedLoss
                }
            } else if checkmate {
                // Mate ends the game before the 50-move rule can.
                Category::Win
            } else {
                -Category::from_dtz(-dtz, after.halfmoves())
            };
            moves.push(RootMove {
                mv,
                // python-chess's probe_wdl of the position after, which the distance implies.
                wdl: dtz.wdl(),
                dtz_after: dtz,
                category,
                zeroing: after.halfmoves() == 0,
                checkmate,
                stalemate,
                insufficient_material,
            });
        }
        moves.sort_by_key(|m| rank_key(pos, m));
        Ok(moves)
    }

    /// The best move by the ranking of [`Tablebase::root_moves`], and its entry; `None` when
    /// the side to move has no legal move.
    ///
    /// ```
    /// use fianchetto_notation::fen::Fen;
    /// use fianchetto_notation::movegen::CastlingMode;
    /// use fianchetto_syzygy::{Dtz, Tablebase};
    ///
    /// let mut tables = Tablebase::new();
    /// tables.add_directory(concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/syzygy/tables"))?;
    /// let pos = Fen::from_ascii(b"8/8/8/8/8/3k4/8/1KQ5 w - - 0 1")?.into_position(CastlingMode::Standard)?;
    /// let best = tables.best_move(&pos)?.expect("White has moves");
    /// // The best move is one ply nearer zeroing than the position.
    /// assert_eq!(best.dtz_after, Dtz(tables.probe_dtz(&pos)?.0 - 1));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// As [`Tablebase::root_moves`].
    pub fn best_move(&self, pos: &Position) -> Result<Option<RootMove>, SyzygyError> {
        Ok(self.root_moves(pos)?.into_iter().next())
    }
}

/// The ranking of a move, smallest best.
fn rank_key(pos: &Position, m: &RootMove) -> impl Ord + use<> {
    let losing = m.dtz_after.0 < 0;
    let capture = pos.board().role_at(m.mv.to()).or(m
        .mv
        .is_en_passant()
        .then_some(fianchetto_movegen::Role::Pawn));
    (
        Reverse(m.category),
        !m.checkmate,
        (!m.stalemate, !m.insufficient_material),
        m.zeroing == losing,
        capture.is_some() == losing,
        m.dtz_after,
        Reverse((capture, m.mv.promotion_role())),
    )
}
