//! Probes of atomic and giveaway (antichess) positions: the tables' values with the variant's
//! captures resolved, by the rules of the position itself (any [`Rules`] position, such as
//! `fianchetto-variant`'s `VariantPosition`), as python-chess resolves them.
//!
//! Atomic is standard chess's search with atomic moves: a capture that explodes the enemy king
//! wins at once. In giveaway captures are compulsory, so a position with captures is worth its
//! best capture and the table is read only where there are none; capturing the opponent's
//! last piece loses, for a side without pieces wins.

use fianchetto_movegen::{Move, Role, Rules, Termination};

use crate::dtz_table::Stored;
use crate::table_set::TableSet;
use crate::tablebase::{MAX_TABLE_PIECES, Tablebase, wdl};
use crate::{Dtz, SyzygyError, Wdl};

/// The value of a game the rules have ended, for the side to move: `None` while it goes on.
/// Only the variant's own endings count (an exploded king, no pieces or no moves in
/// giveaway); checkmate and stalemate are the tables' to know.
fn variant_end<P: Rules>(pos: &P) -> Option<i8> {
    let outcome = pos.outcome()?;
    match outcome.termination {
        Termination::VariantWin | Termination::VariantLoss => {}
        _ => return None,
    }
    Some(match outcome.winner {
        Some(winner) if winner == pos.turn() => 2,
        Some(_) => -2,
        None => 0,
    })
}

/// Whether the move takes a piece (en passant included).
fn is_capture<P: Rules>(pos: &P, m: Move) -> bool {
    pos.is_capture(m)
}

impl Tablebase {
    /// The value of a position of the tables' variant (see [`TableSet`]), for the side to move,
    /// as if its halfmove clock were zero: [`probe_wdl`](Tablebase::probe_wdl) for atomic and
    /// giveaway. A position the variant has ended is a win or loss without a table.
    ///
    /// ```
    /// use fianchetto_syzygy::{TableSet, Tablebase, Wdl};
    /// use fianchetto_variant::{Variant, VariantPosition};
    ///
    /// let mut tables = Tablebase::for_set(TableSet::Atomic);
    /// tables.add_directory(concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/syzygy/atomic"))?;
    /// let pos = VariantPosition::from_fen("8/8/8/8/8/3k4/8/1KQ5 w - - 0 1", Variant::Atomic)?;
    /// assert_eq!(tables.probe_variant_wdl(&pos)?, Wdl::Win);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`SyzygyError::WrongVariant`] when the position's rules are not the tables', and those
    /// of [`probe_wdl`](Tablebase::probe_wdl).
    pub fn probe_variant_wdl<P: Rules>(&self, pos: &P) -> Result<Wdl, SyzygyError> {
        self.check_variant(pos)?;
        Ok(wdl(self.variant_value(pos)?.0))
    }

    /// The distance to zeroing of a position of the tables' variant, for the side to move:
    /// [`probe_dtz`](Tablebase::probe_dtz) for atomic and giveaway.
    ///
    /// ```
    /// use fianchetto_syzygy::{Dtz, SyzygyError, TableSet, Tablebase};
    /// use fianchetto_variant::{Variant, VariantPosition};
    ///
    /// let mut tables = Tablebase::for_set(TableSet::Atomic);
    /// tables.add_directory(concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/syzygy/atomic"))?;
    /// // White takes the knight next to the black king: both explode.
    /// let pos = VariantPosition::from_fen("8/8/8/8/8/2nk4/8/2R1K3 w - - 0 1", Variant::Atomic)?;
    /// assert_eq!(tables.probe_variant_dtz(&pos)?, Dtz(1));
    ///
    /// let giveaway = Tablebase::for_set(TableSet::Giveaway);
    /// let pos = VariantPosition::from_fen("8/8/8/8/8/2n5/8/R7 w - - 0 1", Variant::Antichess)?;
    /// assert!(matches!(giveaway.probe_variant_dtz(&pos), Err(SyzygyError::NotSupported { .. })));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// As [`probe_variant_wdl`](Tablebase::probe_variant_wdl),
    /// [`SyzygyError::MissingTable`] for a missing DTZ table, and
    /// [`SyzygyError::NotSupported`] for giveaway and suicide, whose distances are not read
    /// yet (their tables leave wins by a forced capture to a search this crate lacks).
    pub fn probe_variant_dtz<P: Rules>(&self, pos: &P) -> Result<Dtz, SyzygyError> {
        self.check_variant(pos)?;
        if self.set != TableSet::Atomic {
            return Err(SyzygyError::NotSupported {
                what: "distances to zeroing of giveaway and suicide tables",
            });
        }
        self.variant_dtz(pos, true)
    }

    /// What the WDL file stores for the position of the tables' variant, no capture
    /// considered: [`probe_wdl_table`](Tablebase::probe_wdl_table) for atomic and giveaway.
    ///
    /// ```
    /// use fianchetto_syzygy::{TableSet, Tablebase, Wdl};
    /// use fianchetto_variant::{Variant, VariantPosition};
    ///
    /// let mut tables = Tablebase::for_set(TableSet::Giveaway);
    /// tables.add_directory(concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/syzygy/giveaway"))?;
    /// let pos = VariantPosition::from_fen("8/8/8/8/8/8/8/K6k w - - 0 1", Variant::Antichess)?;
    /// assert_eq!(tables.probe_variant_wdl_table(&pos)?, tables.probe_variant_wdl(&pos)?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// As [`probe_wdl_table`](Tablebase::probe_wdl_table), and
    /// [`SyzygyError::WrongVariant`].
    pub fn probe_variant_wdl_table<P: Rules>(&self, pos: &P) -> Result<Wdl, SyzygyError> {
        self.check_variant(pos)?;
        self.variant_table(pos)
    }

    /// What the DTZ file stores for the position of the tables' variant, whose outcome is
    /// `wdl`: [`probe_dtz_table`](Tablebase::probe_dtz_table) for atomic and giveaway.
    ///
    /// ```
    /// use fianchetto_syzygy::{Stored, TableSet, Tablebase, Wdl};
    /// use fianchetto_variant::{Variant, VariantPosition};
    ///
    /// let mut tables = Tablebase::for_set(TableSet::Atomic);
    /// tables.add_directory(concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/syzygy/atomic"))?;
    /// let pos = VariantPosition::from_fen("8/8/8/8/8/3k4/8/1KQ5 w - - 0 1", Variant::Atomic)?;
    /// assert!(matches!(tables.probe_variant_dtz_table(&pos, Wdl::Win)?, Stored::Plies(_) | Stored::OtherSide));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// As [`probe_dtz_table`](Tablebase::probe_dtz_table), and
    /// [`SyzygyError::WrongVariant`].
    pub fn probe_variant_dtz_table<P: Rules>(
        &self,
        pos: &P,
        wdl: Wdl,
    ) -> Result<Stored, SyzygyError> {
        self.check_variant(pos)?;
        self.table_dtz(pos.board(), pos.turn(), wdl)
    }

    /// [`SyzygyError::WrongVariant`] unless the tables are the position's variant's, and the
    /// checks every probe makes first.
    fn check_variant<P: Rules>(&self, pos: &P) -> Result<(), SyzygyError> {
        let fits = match self.set {
            TableSet::Atomic => pos.variant() == fianchetto_movegen::Variant::Atomic,
            TableSet::Giveaway | TableSet::Suicide => {
                pos.variant() == fianchetto_movegen::Variant::Antichess
            }
            _ => false,
        };
        if !fits {
            return Err(SyzygyError::WrongVariant {
                tables: self.set,
                position: pos.variant(),
            });
        }
        let count = pos.board().occupied().len();
        if count > MAX_TABLE_PIECES {
            return Err(SyzygyError::TooManyPieces { count });
        }
        Ok(())
    }

    /// The WDL file's value; atomic's bare kings are a draw without a table.
    fn variant_table<P: Rules>(&self, pos: &P) -> Result<Wdl, SyzygyError> {
        let board = pos.board();
        if self.set == TableSet::Atomic && board.by_role(Role::King) == board.occupied() {
            return Ok(Wdl::Draw);
        }
        self.table_wdl(board, pos.turn())
    }

    /// The value and whether a capture gives it (so a zeroing move reaches it at once), for
    /// the tables' variant.
    fn variant_value<P: Rules>(&self, pos: &P) -> Result<(i8, bool), SyzygyError> {
        if self.set == TableSet::Atomic {
            let (mut v, by_capture) = self.atomic_ab(pos, -2, 2)?;
            if let Some(v1) = self.atomic_en_passant(pos)? {
                let only_en_passant = pos.legal_moves().iter().all(|m| m.is_en_passant());
                if v1 > v || (v == 0 && only_en_passant) {
                    v = v1;
                    return Ok((v, true));
                }
            }
            Ok((v, by_capture))
        } else {
            let v = self.giveaway_ab(pos, -2, 2)?;
            let by_capture =
                variant_end(pos).is_none() && pos.legal_moves().iter().any(|&m| is_capture(pos, m));
            Ok((v, by_capture))
        }
    }

    /// Standard chess's alpha-beta over the captures (en passant left out), with atomic moves.
    fn atomic_ab<P: Rules>(
        &self,
        pos: &P,
        mut alpha: i8,
        beta: i8,
    ) -> Result<(i8, bool), SyzygyError> {
        if let Some(v) = variant_end(pos) {
            return Ok((v, false));
        }
        if pos.castling_rights().any() {
            return Err(SyzygyError::CastlingRights);
        }
        for m in pos.legal_moves() {
            if !is_capture(pos, m) || m.is_en_passant() {
                continue;
            }
            let v = -self.atomic_ab(&pos.play_unchecked(m), -beta, -alpha)?.0;
            if v > alpha {
                if v >= beta {
                    return Ok((v, true));
                }
                alpha = v;
            }
        }
        let v = self.variant_table(pos)?.to_i8();
        Ok(if alpha >= v {
            (alpha, alpha > 0)
        } else {
            (v, false)
        })
    }

    /// The best value among the legal en passant captures of an atomic position.
    fn atomic_en_passant<P: Rules>(&self, pos: &P) -> Result<Option<i8>, SyzygyError> {
        let mut best: Option<i8> = None;
        for m in pos.legal_moves() {
            if m.is_en_passant() {
                let v = -self.atomic_ab(&pos.play_unchecked(m), -2, 2)?.0;
                best = Some(best.map_or(v, |b| b.max(v)));
            }
        }
        Ok(best)
    }

    /// Giveaway's search: the game's end, else the best compulsory capture, else the table.
    fn giveaway_ab<P: Rules>(&self, pos: &P, mut alpha: i8, beta: i8) -> Result<i8, SyzygyError> {
        if let Some(v) = variant_end(pos) {
            return Ok(v);
        }
        if pos.castling_rights().any() {
            return Err(SyzygyError::CastlingRights);
        }
        let moves = pos.legal_moves();
        let captures: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|&m| is_capture(pos, m))
            .collect();
        if !captures.is_empty() {
            for m in captures {
                let v = -self.giveaway_ab(&pos.play_unchecked(m), -beta, -alpha)?;
                if v > alpha {
                    alpha = v;
                    if alpha >= beta {
                        break;
                    }
                }
            }
            return Ok(alpha);
        }
        let v = self.variant_table(pos)?.to_i8();
        Ok(alpha.max(v))
    }

    /// The distance to zeroing; `may_search` as in the standard probe.
    fn variant_dtz<P: Rules>(&self, pos: &P, may_search: bool) -> Result<Dtz, SyzygyError> {
        let (v, by_capture) = self.variant_value(pos)?;
        let w = wdl(v);
        if w == Wdl::Draw {
            return Ok(Dtz(0));
        }
        if let Some(end) = variant_end(pos) {
            return Ok(Dtz::before_zeroing(wdl(end)));
        }
        if by_capture {
            return Ok(Dtz::before_zeroing(w));
        }
        let moves = pos.legal_moves();
        if v > 0 {
            // A pawn move that keeps the win zeroes at once.
            for &m in moves.iter() {
                if pos.moving_role(m) == Role::Pawn
                    && !m.is_en_passant()
                    && -self.variant_value(&pos.play_unchecked(m))?.0 == v
                {
                    return Ok(Dtz::before_zeroing(w));
                }
            }
        }
        match self.table_dtz(pos.board(), pos.turn(), w)? {
            Stored::Plies(stored) => {
                let before = Dtz::before_zeroing(w).0;
                let stored = i32::try_from(stored).expect("at most 2 × 65535");
                return Ok(Dtz(if v > 0 {
                    before + stored
                } else {
                    before - stored
                }));
            }
            Stored::NotForThisOutcome => {
                return Err(self.inconsistent(pos.board(), "no distance for the WDL file's result"));
            }
            Stored::OtherSide if !may_search => {
                return Err(self.inconsistent(pos.board(), "neither side to move is stored"));
            }
            Stored::OtherSide => {}
        }
        // The table stores the other side to move: one move deeper, it has the answer.
        if v > 0 {
            let mut best = None;
            for &m in moves.iter() {
                if pos.moving_role(m) == Role::Pawn || is_capture(pos, m) {
                    continue;
                }
                let after = pos.play_unchecked(m);
                let d = -self.variant_dtz(&after, false)?.0;
                if d == 1 && (after.is_checkmate() || variant_end(&after).is_some()) {
                    best = Some(1);
                } else if d > 0 && best.is_none_or(|best| d + 1 < best) {
                    best = Some(d + 1);
                }
            }
            best.map(Dtz)
                .ok_or_else(|| self.inconsistent(pos.board(), "no move keeps the WDL file's win"))
        } else {
            let mut best = -1;
            for &m in moves.iter() {
                let after = pos.play_unchecked(m);
                let zeroing = is_capture(pos, m) || pos.moving_role(m) == Role::Pawn;
                let d = if zeroing {
                    let after_value = -self.variant_value(&after)?.0;
                    match after_value {
                        -2 => -1,
                        0 => 0,
                        _ => -101,
                    }
                } else {
                    -self.variant_dtz(&after, false)?.0 - 1
                };
                best = best.min(d);
            }
            Ok(Dtz(best))
        }
    }
}
