//! The collection of tables, found by file name and opened on first use, and the probe: the
//! table value with captures and en passant resolved as python-chess resolves them.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

use fianchetto_movegen::{Bitboard, Board, Color, EnPassantMode, Move, Position, Role};

use crate::dtz_table::{DtzTable, Stored};
use crate::file::TableFile;
use crate::material::Material;
use crate::open_files::OpenFiles;
use crate::table_set::TableSet;
use crate::wdl_table::WdlTable;
use crate::{Dtz, SyzygyError, TableKind, Wdl};

/// The most pieces a table holds.
pub(crate) const MAX_TABLE_PIECES: usize = 7;

/// One material's files, each opened the first time a probe needs it. A corrupt file keeps its
/// error, so every probe reports it without reading it again; a file that could not be read
/// (out of file descriptors, say) is tried again by the next probe.
#[derive(Debug, Default)]
struct Entry {
    wdl_path: Option<PathBuf>,
    wdl: OnceLock<Result<WdlTable, SyzygyError>>,
    dtz_path: Option<PathBuf>,
    dtz: OnceLock<Result<DtzTable, SyzygyError>>,
    /// Whether each path has the set's own suffix, not the pawnless fallback's (which never
    /// replaces it): `[wdl, dtz]`.
    own: [bool; 2],
}

impl Entry {
    /// The file of `kind`, when one was added.
    fn path(&self, kind: TableKind) -> Option<&Path> {
        match kind {
            TableKind::Wdl => self.wdl_path.as_deref(),
            TableKind::Dtz => self.dtz_path.as_deref(),
        }
    }
}

/// A set of Syzygy tables, probed for positions of up to 7 pieces.
///
/// `Send + Sync`, shared by threads: each table opens once, behind a `OnceLock` (a thread that
/// needs a table another is opening waits for it), and a table read whole into memory is then
/// probed with no lock at all. A larger file is read with positioned reads under its
/// descriptor's `RwLock`, taken shared, so threads read it at once; opening or reopening one
/// takes the tablebase's `Mutex` on its open files too (see
/// [`set_open_file_limit`](Tablebase::set_open_file_limit)).
///
/// ```
/// use fianchetto_notation::fen::Fen;
/// use fianchetto_notation::movegen::CastlingMode;
/// use fianchetto_syzygy::{Tablebase, Wdl};
///
/// let mut tables = Tablebase::new();
/// tables.add_directory(concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/syzygy/tables"))?;
/// let pos = Fen::from_ascii(b"8/8/8/8/8/8/2Rk4/K7 b - - 0 1")?.into_position(CastlingMode::Standard)?;
/// // Black takes the rook, which White does not guard.
/// assert_eq!(tables.probe_wdl(&pos)?, Wdl::Draw);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct Tablebase {
    tables: HashMap<Material, Entry>,
    in_memory_limit: u64,
    open_files: Arc<OpenFiles>,
    pub(crate) set: TableSet,
}

/// Files up to this size are read whole when opened: every 3-4-piece table (4.4 MB for all 70
/// files) and most 5-piece ones.
const DEFAULT_IN_MEMORY_LIMIT: u64 = 4 << 20;

/// Larger files held open at once: a quarter of the usual 1024 a process may open.
const DEFAULT_OPEN_FILE_LIMIT: usize = 256;

impl Default for Tablebase {
    fn default() -> Tablebase {
        Tablebase {
            tables: HashMap::new(),
            in_memory_limit: DEFAULT_IN_MEMORY_LIMIT,
            open_files: Arc::new(OpenFiles::new(DEFAULT_OPEN_FILE_LIMIT)),
            set: TableSet::Standard,
        }
    }
}

impl Tablebase {
    /// No tables yet.
    ///
    /// ```
    /// use fianchetto_syzygy::{Tablebase, TableKind};
    ///
    /// let tables = Tablebase::new();
    /// assert_eq!(tables.count(TableKind::Wdl), 0);
    /// ```
    pub fn new() -> Tablebase {
        Tablebase::default()
    }

    /// No tables yet, of `set`'s rules: [`add_file`](Tablebase::add_file) and
    /// [`add_directory`](Tablebase::add_directory) take the files of its suffixes, and the
    /// variant probes ([`probe_variant_wdl`](Tablebase::probe_variant_wdl) and the like) read
    /// them.
    ///
    /// ```
    /// use fianchetto_syzygy::{TableKind, TableSet, Tablebase};
    ///
    /// let mut tables = Tablebase::for_set(TableSet::Atomic);
    /// let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/syzygy/atomic");
    /// assert!(tables.add_file(format!("{dir}/KQvK.atbw")));
    /// assert!(!tables.add_file(format!("{dir}/../tables/KQvK.rtbw")));
    /// assert_eq!(tables.set(), TableSet::Atomic);
    /// ```
    pub fn for_set(set: TableSet) -> Tablebase {
        Tablebase {
            set,
            ..Tablebase::default()
        }
    }

    /// The rules of the tables this set reads.
    pub fn set(&self) -> TableSet {
        self.set
    }

    /// Sets the size up to which a table file is read whole into memory when a probe first
    /// opens it (4 MiB unless set): its probes then make no system call, two to three times
    /// faster than probes of a larger file, which are read a few bytes at a time by positioned
    /// reads (a handful of system calls a probe). 0 reads every file by positioned reads, for
    /// the least memory; `u64::MAX` reads every file whole. Files already opened keep their
    /// reading.
    ///
    /// ```
    /// use fianchetto_syzygy::Tablebase;
    ///
    /// use fianchetto_notation::fen::Fen;
    /// use fianchetto_notation::movegen::CastlingMode;
    /// use fianchetto_syzygy::Wdl;
    ///
    /// let mut tables = Tablebase::new();
    /// tables.set_in_memory_limit(0);
    /// tables.add_directory(concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/syzygy/tables"))?;
    /// let kqk = Fen::from_ascii(b"8/8/8/8/8/3k4/8/1KQ5 w - - 0 1")?.into_position(CastlingMode::Standard)?;
    /// assert_eq!(tables.probe_wdl(&kqk)?, Wdl::Win);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn set_in_memory_limit(&mut self, bytes: u64) {
        self.in_memory_limit = bytes;
    }

    /// Sets how many table files read by positioned reads are held open at once (256 unless
    /// set, at least 1): past it the least recently read is closed, and opened again when a
    /// probe next needs it. A full 6- or 7-piece set has more files than a process may usually open; files read
    /// whole into memory hold no descriptor.
    ///
    /// ```
    /// use fianchetto_notation::fen::Fen;
    /// use fianchetto_notation::movegen::CastlingMode;
    /// use fianchetto_syzygy::{Dtz, Tablebase};
    ///
    /// let mut tables = Tablebase::new();
    /// tables.set_in_memory_limit(0);
    /// tables.set_open_file_limit(1);
    /// tables.add_directory(concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/syzygy/tables"))?;
    /// // The WDL and DTZ files take turns with the one descriptor.
    /// let kbnk = Fen::from_ascii(b"8/2K5/4B3/3N4/8/8/4k3/8 b - - 0 1")?.into_position(CastlingMode::Standard)?;
    /// assert_eq!(tables.probe_dtz(&kbnk)?, Dtz(-53));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn set_open_file_limit(&mut self, files: usize) {
        self.open_files.set_limit(files);
    }

    /// Adds the tables of a directory: the files named as their material is normalised, stronger
    /// side first, with `.rtbw` (WDL) or `.rtbz` (DTZ), such as `KQvKR.rtbw`. Other files are
    /// skipped. The files are not opened until a probe needs them. Returns the number of files
    /// added; a table added again replaces the earlier one.
    ///
    /// ```
    /// use fianchetto_syzygy::{Tablebase, TableKind};
    ///
    /// let mut tables = Tablebase::new();
    /// let added = tables.add_directory(concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/syzygy/tables"))?;
    /// assert_eq!(added, 72);
    /// assert_eq!(tables.count(TableKind::Wdl), 36);
    /// # Ok::<(), fianchetto_syzygy::SyzygyError>(())
    /// ```
    ///
    /// # Errors
    /// [`SyzygyError::Io`] when the directory cannot be listed.
    pub fn add_directory(&mut self, path: impl AsRef<Path>) -> Result<usize, SyzygyError> {
        let dir = path.as_ref();
        let entries = std::fs::read_dir(dir).map_err(|e| SyzygyError::io(dir, e))?;
        let mut added = 0;
        for entry in entries {
            let path = entry.map_err(|e| SyzygyError::io(dir, e))?.path();
            if path.is_file() && self.add_file(&path) {
                added += 1;
            }
        }
        Ok(added)
    }

    /// Adds one table file, named as [`add_directory`](Tablebase::add_directory) expects
    /// (`KQvKR.rtbw`); returns `false`, adding nothing, for a file not so named. The file is
    /// not opened until a probe needs it; a table added again replaces the earlier one.
    ///
    /// ```
    /// use fianchetto_syzygy::{Tablebase, TableKind};
    ///
    /// let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/syzygy/tables");
    /// let mut tables = Tablebase::new();
    /// assert!(tables.add_file(format!("{dir}/KQvK.rtbw")));
    /// assert!(!tables.add_file(format!("{dir}/KvKQ.rtbw"))); // not normalised
    /// assert_eq!((tables.count(TableKind::Wdl), tables.count(TableKind::Dtz)), (1, 0));
    /// ```
    pub fn add_file(&mut self, path: impl AsRef<Path>) -> bool {
        let path = path.as_ref();
        let (Some(stem), Some(ext)) = (
            path.file_stem().and_then(|s| s.to_str()),
            path.extension().and_then(|s| s.to_str()),
        ) else {
            return false;
        };
        let Some(material) = Material::from_name(stem, self.set.one_king()) else {
            return false;
        };
        if material.normalized().name() != stem || material.count() < self.set.min_pieces() {
            return false;
        }
        let (own_wdl, own_dtz) = self.set.suffixes(true);
        let (other_wdl, other_dtz) = self.set.suffixes(false);
        let (kind, own) = match ext {
            e if e == own_wdl => (TableKind::Wdl, true),
            e if e == own_dtz => (TableKind::Dtz, true),
            e if e == other_wdl && !material.has_pawns() => (TableKind::Wdl, false),
            e if e == other_dtz && !material.has_pawns() => (TableKind::Dtz, false),
            _ => return false,
        };
        let slot = self.tables.entry(material).or_default();
        let i = kind as usize;
        if slot.own[i] && !own {
            // The set's own table is there: the other build's pawnless one is not needed.
            return true;
        }
        slot.own[i] = own;
        match kind {
            TableKind::Wdl => {
                slot.wdl_path = Some(path.to_owned());
                slot.wdl = OnceLock::new();
            }
            TableKind::Dtz => {
                slot.dtz_path = Some(path.to_owned());
                slot.dtz = OnceLock::new();
            }
        }
        true
    }

    /// Adds the tables of every directory of a path list, separated as the platform separates
    /// `PATH` (`:` on Unix, `;` on Windows), like Stockfish's `SyzygyPath` option. Empty entries
    /// are skipped. Returns the number of files added.
    ///
    /// ```
    /// use fianchetto_syzygy::{Tablebase, TableKind};
    ///
    /// let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/syzygy/tables");
    /// let mut tables = Tablebase::new();
    /// tables.add_path(format!("{dir}:{dir}"))?;
    /// assert_eq!(tables.count(TableKind::Dtz), 36);
    /// # Ok::<(), fianchetto_syzygy::SyzygyError>(())
    /// ```
    ///
    /// # Errors
    /// [`SyzygyError::Io`] naming the first directory that cannot be listed.
    pub fn add_path(&mut self, paths: impl AsRef<std::ffi::OsStr>) -> Result<usize, SyzygyError> {
        let mut added = 0;
        for dir in std::env::split_paths(paths.as_ref()) {
            if !dir.as_os_str().is_empty() {
                added += self.add_directory(dir)?;
            }
        }
        Ok(added)
    }

    /// How many tables of a kind have been added.
    ///
    /// ```
    /// use fianchetto_syzygy::{Tablebase, TableKind};
    ///
    /// assert_eq!(Tablebase::new().count(TableKind::Wdl), 0);
    /// ```
    pub fn count(&self, kind: TableKind) -> usize {
        self.tables
            .values()
            .filter(|e| e.path(kind).is_some())
            .count()
    }

    /// The value of a position under the 50-move rule, for the side to move, as if its halfmove
    /// clock were zero: the table's value, improved by the captures (searched as python-chess
    /// does) and by a legal en passant capture, which the tables leave out.
    ///
    /// ```
    /// use fianchetto_notation::fen::Fen;
    /// use fianchetto_notation::movegen::CastlingMode;
    /// use fianchetto_syzygy::{Tablebase, Wdl};
    ///
    /// let mut tables = Tablebase::new();
    /// tables.add_directory(concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/syzygy/tables"))?;
    /// let kqk = Fen::from_ascii(b"8/8/8/8/8/3k4/8/1KQ5 w - - 0 1")?.into_position(CastlingMode::Standard)?;
    /// assert_eq!(tables.probe_wdl(&kqk)?, Wdl::Win);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`SyzygyError::MissingTable`] when a table the probe needs was not added,
    /// [`SyzygyError::CastlingRights`] and [`SyzygyError::TooManyPieces`] for positions no
    /// table holds, and [`SyzygyError::Io`] or [`SyzygyError::Corrupt`] for a bad file.
    pub fn probe_wdl(&self, pos: &Position) -> Result<Wdl, SyzygyError> {
        check_piece_count(pos)?;
        let (mut v, _) = self.probe_ab(pos, -2, 2)?;
        if let Some(v1) = self.best_en_passant(pos)? {
            if v1 >= v {
                v = v1;
            } else if v == 0 && only_en_passant(pos) {
                // A draw by the table, but the only legal moves are losing captures.
                v = v1;
            }
        }
        Ok(wdl(v))
    }

    /// The distance to zeroing of a position, for the side to move, as if its halfmove clock
    /// were zero (see [`Dtz`] for the signs and rounding): python-chess's `probe_dtz`. Needs the
    /// WDL and DTZ tables of the position's material and of what captures lead to.
    ///
    /// ```
    /// use fianchetto_notation::fen::Fen;
    /// use fianchetto_notation::movegen::CastlingMode;
    /// use fianchetto_syzygy::{Dtz, Tablebase};
    ///
    /// let mut tables = Tablebase::new();
    /// tables.add_directory(concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/syzygy/tables"))?;
    /// let kbnk = Fen::from_ascii(b"8/2K5/4B3/3N4/8/8/4k3/8 b - - 0 1")?.into_position(CastlingMode::Standard)?;
    /// assert_eq!(tables.probe_dtz(&kbnk)?, Dtz(-53));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// As [`Tablebase::probe_wdl`], and [`SyzygyError::MissingTable`] for a missing DTZ table.
    pub fn probe_dtz(&self, pos: &Position) -> Result<Dtz, SyzygyError> {
        check_piece_count(pos)?;
        self.probe_dtz_at(pos, true)
    }

    /// `probe_dtz`; `may_search` is false inside the one-move search that finds the distance
    /// of a side the DTZ table does not store, so a corrupt table cannot recurse for ever.
    fn probe_dtz_at(&self, pos: &Position, may_search: bool) -> Result<Dtz, SyzygyError> {
        let v = self.probe_dtz_without_ep(pos, may_search)?;
        let Some(v1) = self.best_en_passant(pos)? else {
            return Ok(v);
        };
        let v1 = Dtz::before_zeroing(wdl(v1));
        let take = match v.0 {
            ..-100 => v1.0 >= 0,
            -100..0 => v1.0 >= 0 || v1.0 < -100,
            101.. => v1.0 > 0,
            1..=100 => v1.0 == 1,
            0 => v1.0 >= 0 || only_en_passant(pos),
        };
        Ok(if take { v1 } else { v })
    }

    /// The distance to zeroing as [`probe_dtz`](Tablebase::probe_dtz) gives it, but with
    /// en passant captures left out of the position's own moves: python-chess's
    /// `probe_dtz_no_ep`.
    ///
    /// ```
    /// use fianchetto_notation::fen::Fen;
    /// use fianchetto_notation::movegen::CastlingMode;
    /// use fianchetto_syzygy::{Dtz, Tablebase};
    ///
    /// let mut tables = Tablebase::new();
    /// tables.add_directory(concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/syzygy/tables"))?;
    /// // Black's en passant capture cxd3 wins at once; without it, Black loses.
    /// let pos = Fen::from_ascii(b"8/8/8/8/2pP4/2K5/4k3/8 b - d3 0 1")?.into_position(CastlingMode::Standard)?;
    /// assert_eq!(tables.probe_dtz_no_ep(&pos)?, Dtz(-1));
    /// assert_eq!(tables.probe_dtz(&pos)?, Dtz(1));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// As [`Tablebase::probe_dtz`].
    pub fn probe_dtz_no_ep(&self, pos: &Position) -> Result<Dtz, SyzygyError> {
        check_piece_count(pos)?;
        self.probe_dtz_without_ep(pos, true)
    }

    /// `probe_dtz_no_ep`; `may_search` as in `probe_dtz_at`.
    fn probe_dtz_without_ep(&self, pos: &Position, may_search: bool) -> Result<Dtz, SyzygyError> {
        let (v, by_capture) = self.probe_ab(pos, -2, 2)?;
        let w = wdl(v);
        if w == Wdl::Draw {
            return Ok(Dtz(0));
        }
        if by_capture {
            return Ok(Dtz::before_zeroing(w));
        }
        let board = pos.board();
        let empty = !board.occupied();
        if v > 0 {
            // A pawn push that keeps the win zeroes at once.
            for m in pos.legal_moves_filtered(Some(Role::Pawn), Bitboard::FULL, empty) {
                if m.is_en_passant() {
                    continue;
                }
                if -self.probe_wdl(&pos.play_unchecked(m))? == w {
                    return Ok(Dtz::before_zeroing(w));
                }
            }
        }
        match self.probe_dtz_table(pos, w)? {
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
            let non_pawns = !board.by_role(Role::Pawn);
            let mut best = None;
            for m in pos.legal_moves_filtered(None, non_pawns, empty) {
                let after = pos.play_unchecked(m);
                let d = -self.probe_dtz_at(&after, false)?.0;
                if d == 1 && after.is_checkmate() {
                    best = Some(1);
                } else if d > 0 && best.is_none_or(|best| d + 1 < best) {
                    best = Some(d + 1);
                }
            }
            // python-chess answers 0xffff when no move keeps the win: only a corrupt table
            // gets there.
            best.map(Dtz)
                .ok_or_else(|| self.inconsistent(pos.board(), "no move keeps the WDL file's win"))
        } else {
            let mut best = -1;
            for m in pos.legal_moves() {
                let after = pos.play_unchecked(m);
                let d = if is_zeroing(pos, m) {
                    if w == Wdl::Loss {
                        -1
                    } else if self.probe_ab(&after, 1, 2)?.0 == 2 {
                        0
                    } else {
                        -101
                    }
                } else {
                    -self.probe_dtz_at(&after, false)?.0 - 1
                };
                best = best.min(d);
            }
            Ok(Dtz(best))
        }
    }

    /// The best value for the side to move among its legal en passant captures, or `None`
    /// when it has none: the tables do not know these captures.
    fn best_en_passant(&self, pos: &Position) -> Result<Option<i8>, SyzygyError> {
        // Most positions have no en passant square: no move generation for them.
        let Some(ep) = pos.ep_square(EnPassantMode::Always) else {
            return Ok(None);
        };
        let mut best = None;
        let to_ep = pos.legal_moves_filtered(Some(Role::Pawn), Bitboard::FULL, ep.into());
        for m in to_ep.iter().filter(|m| m.is_en_passant()) {
            let v = -self.probe_ab(&pos.play_unchecked(*m), -2, 2)?.0;
            best = Some(best.map_or(v, |b: i8| b.max(v)));
        }
        Ok(best)
    }

    /// Alpha-beta over the captures, then the table: the best of capturing and the table's
    /// value, as python-chess's `probe_ab`. Values are -2 to 2; the flag says the value comes
    /// from a capture (so a zeroing move reaches it at once).
    fn probe_ab(&self, pos: &Position, mut alpha: i8, beta: i8) -> Result<(i8, bool), SyzygyError> {
        if pos.castling_rights().any() {
            return Err(SyzygyError::CastlingRights);
        }
        let them = pos.board().by_color(!pos.turn());
        for m in pos.moves_to(them) {
            let after = pos.play_unchecked(m);
            let v = -self.probe_ab(&after, -beta, -alpha)?.0;
            if v > alpha {
                if v >= beta {
                    return Ok((v, true));
                }
                alpha = v;
            }
        }
        let v = self.probe_wdl_table(pos)?.to_i8();
        Ok(if alpha >= v {
            (alpha, alpha > 0)
        } else {
            (v, false)
        })
    }

    /// The value the WDL table stores for the position, for the side to move: no capture or
    /// en passant considered, python-chess's `probe_wdl_table`. A position of bare kings is a
    /// draw without a table.
    ///
    /// ```
    /// use fianchetto_notation::fen::Fen;
    /// use fianchetto_notation::movegen::CastlingMode;
    /// use fianchetto_syzygy::{Tablebase, Wdl};
    ///
    /// let mut tables = Tablebase::new();
    /// tables.add_directory(concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/syzygy/tables"))?;
    /// // Black to move takes the rook, which White does not guard: the table does not know.
    /// let pos = Fen::from_ascii(b"8/8/8/8/8/8/2Rk4/K7 b - - 0 1")?.into_position(CastlingMode::Standard)?;
    /// assert_eq!(tables.probe_wdl_table(&pos)?, Wdl::Loss);
    /// assert_eq!(tables.probe_wdl(&pos)?, Wdl::Draw);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`SyzygyError::MissingTable`] when the position's WDL table was not added,
    /// [`SyzygyError::TooManyPieces`], and [`SyzygyError::Io`] or [`SyzygyError::Corrupt`] for a
    /// bad file.
    pub fn probe_wdl_table(&self, pos: &Position) -> Result<Wdl, SyzygyError> {
        check_piece_count(pos)?;
        let board = pos.board();
        if board.by_role(Role::King) == board.occupied() {
            return Ok(Wdl::Draw);
        }
        self.table_wdl(board, pos.turn())
    }

    /// The WDL file's value for the pieces of `board` with `turn` to move.
    pub(crate) fn table_wdl(&self, board: &Board, turn: Color) -> Result<Wdl, SyzygyError> {
        let (key, entry, path) = self.entry(board, TableKind::Wdl)?;
        opened(&entry.wdl, || {
            WdlTable::open(self.open(path)?, key, self.set)
        })?
        .probe(board, turn)
    }

    /// The DTZ file's value for the pieces of `board` with `turn` to move, whose outcome is
    /// `wdl`.
    pub(crate) fn table_dtz(
        &self,
        board: &Board,
        turn: Color,
        wdl: Wdl,
    ) -> Result<Stored, SyzygyError> {
        let (key, entry, path) = self.entry(board, TableKind::Dtz)?;
        opened(&entry.dtz, || {
            DtzTable::open(self.open(path)?, key, self.set)
        })?
        .probe(board, turn, wdl)
    }

    /// What the DTZ table stores for the position, whose outcome is `wdl` (as the WDL table
    /// gives it): the raw value behind [`probe_dtz`](Tablebase::probe_dtz), python-chess's
    /// `probe_dtz_table`.
    ///
    /// ```
    /// use fianchetto_notation::fen::Fen;
    /// use fianchetto_notation::movegen::CastlingMode;
    /// use fianchetto_syzygy::{Stored, Tablebase, Wdl};
    ///
    /// let mut tables = Tablebase::new();
    /// tables.add_directory(concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/syzygy/tables"))?;
    /// let white = Fen::from_ascii(b"7n/6k1/4R3/4K3/8/8/8/8 w - - 0 1")?.into_position(CastlingMode::Standard)?;
    /// let black = Fen::from_ascii(b"7n/6k1/4R3/4K3/8/8/8/8 b - - 1 1")?.into_position(CastlingMode::Standard)?;
    /// // KRvKN's DTZ file stores Black to move only.
    /// assert_eq!(tables.probe_dtz_table(&white, Wdl::Win)?, Stored::OtherSide);
    /// assert_eq!(tables.probe_dtz_table(&black, Wdl::Loss)?, Stored::Plies(8));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`SyzygyError::MissingTable`] when the position's DTZ table was not added,
    /// [`SyzygyError::TooManyPieces`], and [`SyzygyError::Io`] or [`SyzygyError::Corrupt`] for a
    /// bad file.
    pub fn probe_dtz_table(&self, pos: &Position, wdl: Wdl) -> Result<Stored, SyzygyError> {
        check_piece_count(pos)?;
        self.table_dtz(pos.board(), pos.turn(), wdl)
    }

    /// Opens a table file as this tablebase reads them.
    fn open(&self, path: &Path) -> Result<TableFile, SyzygyError> {
        TableFile::open(path, self.in_memory_limit, &self.open_files)
    }

    /// The material key of the position, its entry and the entry's file of `kind`.
    fn entry(
        &self,
        board: &Board,
        kind: TableKind,
    ) -> Result<(Material, &Entry, &Path), SyzygyError> {
        let key = Material::from_board(board).normalized();
        let missing = || SyzygyError::MissingTable {
            name: key.name(),
            kind,
        };
        let entry = self.tables.get(&key).ok_or_else(missing)?;
        let path = entry.path(kind).ok_or_else(missing)?;
        Ok((key, entry, path))
    }

    /// The error for a position whose WDL and DTZ files disagree in the way `what` says. One
    /// of them is corrupt, and nothing says which.
    pub(crate) fn inconsistent(&self, board: &Board, what: &'static str) -> SyzygyError {
        match self.entry(board, TableKind::Dtz) {
            Ok((_, entry, dtz)) => SyzygyError::Inconsistent {
                wdl: entry.wdl_path.clone().unwrap_or_default(),
                dtz: dtz.to_owned(),
                what,
            },
            Err(e) => e,
        }
    }
}

/// The table in `slot`, opened by `open` the first time. The result is kept unless it is an I/O
/// error, which may pass; two threads may both open the table, and the first one kept wins.
fn opened<T>(
    slot: &OnceLock<Result<T, SyzygyError>>,
    open: impl FnOnce() -> Result<T, SyzygyError>,
) -> Result<&T, SyzygyError> {
    if slot.get().is_none() {
        match open() {
            Err(err @ SyzygyError::Io { .. }) => return Err(err),
            result => {
                let _ = slot.set(result);
            }
        }
    }
    match slot.get().expect("set above") {
        Ok(table) => Ok(table),
        Err(err) => Err(err.clone()),
    }
}

/// [`SyzygyError::TooManyPieces`] for a position of more pieces than any table holds. Checked
/// once, before the search: a capture never adds a piece, so every position the search reaches
/// has as many pieces or fewer, and no answer depends on which capture is tried first.
pub(crate) fn check_piece_count(pos: &Position) -> Result<(), SyzygyError> {
    let count = pos.board().occupied().len();
    if count > MAX_TABLE_PIECES {
        return Err(SyzygyError::TooManyPieces { count });
    }
    Ok(())
}

/// The value as a [`Wdl`]; the search keeps values in -2..=2.
pub(crate) fn wdl(v: i8) -> Wdl {
    Wdl::from_i8(v).expect("values stay in -2..=2")
}

/// Whether every legal move is an en passant capture.
fn only_en_passant(pos: &Position) -> bool {
    pos.legal_moves().iter().all(|m| m.is_en_passant())
}

/// Whether the move resets the halfmove clock: a capture or a pawn move.
fn is_zeroing(pos: &Position, m: Move) -> bool {
    pos.is_capture(m) || pos.moving_role(m) == Role::Pawn
}
