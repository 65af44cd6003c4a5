//! Which rules a set of tables was generated for: each set has its own file suffixes and magic
//! numbers, and the variants whose kings may stand side by side index their pieces another way.

use fianchetto_movegen::Variant;

/// The rules of a set of Syzygy tables, as the generator (github.com/syzygy1/tb) builds them:
/// its regular, atomic, giveaway and suicide builds.
///
/// Giveaway is lichess's antichess (a stalemated side wins). Suicide differs from it only where
/// pawns are (stalemate is won by the side with fewer pieces), so each of the two reads the
/// other's pawnless tables when its own are missing.
///
/// ```
/// use fianchetto_syzygy::TableSet;
/// use fianchetto_movegen::Variant;
///
/// assert_eq!(TableSet::for_variant(Variant::Antichess), Some(TableSet::Giveaway));
/// assert_eq!(TableSet::Atomic.suffixes(true), ("atbw", "atbz"));
/// assert_eq!(TableSet::Giveaway.suffixes(false), ("stbw", "stbz")); // pawnless fallback
/// assert_eq!(TableSet::for_variant(Variant::Crazyhouse), None);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum TableSet {
    /// Standard chess: `.rtbw` and `.rtbz`.
    #[default]
    Standard,
    /// Atomic chess: `.atbw` and `.atbz`.
    Atomic,
    /// Giveaway, lichess's antichess: `.gtbw` and `.gtbz`, and `.stbw`/`.stbz` for pawnless
    /// materials.
    Giveaway,
    /// Suicide chess: `.stbw` and `.stbz`, and `.gtbw`/`.gtbz` for pawnless materials.
    Suicide,
}

/// The magic numbers of each build's files, as the files hold them (little-endian).
const fn magic(word: u32) -> [u8; 4] {
    word.to_le_bytes()
}

impl TableSet {
    /// The set of tables for positions of `variant`, `None` for variants without tables.
    ///
    /// ```
    /// use fianchetto_syzygy::TableSet;
    /// use fianchetto_movegen::Variant;
    ///
    /// assert_eq!(TableSet::for_variant(Variant::Atomic), Some(TableSet::Atomic));
    /// ```
    pub const fn for_variant(variant: Variant) -> Option<TableSet> {
        match variant {
            Variant::Chess => Some(TableSet::Standard),
            Variant::Atomic => Some(TableSet::Atomic),
            Variant::Antichess => Some(TableSet::Giveaway),
            _ => None,
        }
    }

    /// The WDL and DTZ file extensions (without the dot): the set's own (`own`), or those of the
    /// set whose pawnless tables it also reads (the set's own again when there is none).
    ///
    /// ```
    /// use fianchetto_syzygy::TableSet;
    ///
    /// assert_eq!(TableSet::Standard.suffixes(true), ("rtbw", "rtbz"));
    /// assert_eq!(TableSet::Suicide.suffixes(false), ("gtbw", "gtbz"));
    /// ```
    pub const fn suffixes(self, own: bool) -> (&'static str, &'static str) {
        match (self, own) {
            (TableSet::Standard, _) => ("rtbw", "rtbz"),
            (TableSet::Atomic, _) => ("atbw", "atbz"),
            (TableSet::Giveaway, true) | (TableSet::Suicide, false) => ("gtbw", "gtbz"),
            (TableSet::Suicide, true) | (TableSet::Giveaway, false) => ("stbw", "stbz"),
        }
    }

    /// Whether each side has exactly one king, named in the tables (`KQvK`); in giveaway and
    /// suicide a king is a piece like any other (`QvR`, `KKvK`).
    ///
    /// ```
    /// use fianchetto_syzygy::TableSet;
    ///
    /// assert!(TableSet::Atomic.one_king());
    /// assert!(!TableSet::Giveaway.one_king());
    /// ```
    pub const fn one_king(self) -> bool {
        matches!(self, TableSet::Standard | TableSet::Atomic)
    }

    /// Whether two pieces of the leading group may stand side by side: the kings of atomic
    /// chess, any pieces in giveaway and suicide. Such tables index the group differently.
    pub(crate) const fn connected_kings(self) -> bool {
        !matches!(self, TableSet::Standard)
    }

    /// The fewest pieces a table holds: two kings and a piece, or two pieces without kings.
    pub(crate) const fn min_pieces(self) -> usize {
        if self.one_king() { 3 } else { 2 }
    }

    /// The magic numbers a WDL (`dtz` false) or DTZ file of this set may start with: a pawnless
    /// giveaway or suicide table may be the other build's.
    pub(crate) fn magics(self, dtz: bool, pawnless: bool) -> Vec<[u8; 4]> {
        let of = |set: TableSet| match (set, dtz) {
            (TableSet::Standard, false) => magic(0x5d23_e871),
            (TableSet::Standard, true) => magic(0xa50c_66d7),
            (TableSet::Atomic, false) => magic(0x49a4_8d55),
            (TableSet::Atomic, true) => magic(0xeb5e_a991),
            (TableSet::Suicide, false) => magic(0x1593_f67b),
            (TableSet::Suicide, true) => magic(0x23e7_cfe4),
            (TableSet::Giveaway, false) => magic(0x21bc_55bc),
            (TableSet::Giveaway, true) => magic(0x501b_f5d6),
        };
        match self {
            TableSet::Giveaway if pawnless => vec![of(self), of(TableSet::Suicide)],
            TableSet::Suicide if pawnless => vec![of(self), of(TableSet::Giveaway)],
            _ => vec![of(self)],
        }
    }
}
