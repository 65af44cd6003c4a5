//! The collection of tables, found by file name and opened on first use, and the probe: the
//! table value with captures and en passant resolved as python-chess resolves them.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use fianchetto_movegen::{Position, Role};

use crate::material::Material;
use crate::table::WdlTable;
use crate::{SyzygyError, Wdl};

/// The most pieces a probe accepts: the largest tables hold 7, and one capture is searched.
const MAX_PIECES: usize = 8;

/// One material's files, each opened the first time a probe needs it. A file that failed to
/// open keeps its error, so every probe reports it without trying again.
#[derive(Debug, Default)]
struct Entry {
    wdl_path: Option<PathBuf>,
    wdl: OnceLock<Result<WdlTable, SyzygyError>>,
    dtz_path: Option<PathBuf>,
}

/// A set of Syzygy tables, probed for positions of up to 7 pieces (8 when a capture leads into
/// the tables).
///
/// `Send + Sync`: tables open lazily behind a `OnceLock` and are read with positioned reads, so
/// threads share one `Tablebase` without locks.
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
#[derive(Debug, Default)]
pub struct Tablebase {
    tables: HashMap<Material, Entry>,
}

impl Tablebase {
    /// No tables yet.
    ///
    /// ```
    /// use fianchetto_syzygy::Tablebase;
    ///
    /// let tables = Tablebase::new();
    /// assert_eq!(tables.wdl_count(), 0);
    /// ```
    pub fn new() -> Tablebase {
        Tablebase::default()
    }

    /// Adds the tables of a directory: the files named as their material is normalised, stronger
    /// side first, with `.rtbw` (WDL) or `.rtbz` (DTZ), such as `KQvKR.rtbw`. Other files are
    /// skipped. The files are not opened until a probe needs them. Returns the number of files
    /// added; a table added again replaces the earlier one.
    ///
    /// ```
    /// use fianchetto_syzygy::Tablebase;
    ///
    /// let mut tables = Tablebase::new();
    /// let added = tables.add_directory(concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/syzygy/tables"))?;
    /// assert_eq!(added, 70);
    /// assert_eq!(tables.wdl_count(), 35);
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
            let (Some(stem), Some(ext)) = (
                path.file_stem().and_then(|s| s.to_str()),
                path.extension().and_then(|s| s.to_str()),
            ) else {
                continue;
            };
            let Some(material) = Material::from_name(stem) else {
                continue;
            };
            if material.normalized().name() != stem || material.count() < 3 || !path.is_file() {
                continue;
            }
            let slot = self.tables.entry(material).or_default();
            match ext {
                "rtbw" => {
                    slot.wdl_path = Some(path);
                    slot.wdl = OnceLock::new();
                }
                "rtbz" => slot.dtz_path = Some(path),
                _ => continue,
            }
            added += 1;
        }
        Ok(added)
    }

    /// How many WDL tables have been added.
    ///
    /// ```
    /// use fianchetto_syzygy::Tablebase;
    ///
    /// assert_eq!(Tablebase::new().wdl_count(), 0);
    /// ```
    pub fn wdl_count(&self) -> usize {
        self.tables
            .values()
            .filter(|e| e.wdl_path.is_some())
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
        let mut v = self.probe_ab(pos, -2, 2)?;
        let legal = pos.legal_moves();
        // The best en passant capture, which the tables do not know about.
        let mut best_ep = None;
        for &m in legal.iter().filter(|m| m.is_en_passant()) {
            let after = pos.play_unchecked(m);
            let v0 = -self.probe_ab(&after, -2, 2)?;
            best_ep = Some(best_ep.map_or(v0, |b: i8| b.max(v0)));
        }
        if let Some(v1) = best_ep {
            if v1 >= v {
                v = v1;
            } else if v == 0 && legal.iter().all(|m| m.is_en_passant()) {
                // A draw by the table, but the only legal moves are losing captures.
                v = v1;
            }
        }
        Ok(Wdl::from_i8(v).expect("values stay in -2..=2"))
    }

    /// Alpha-beta over the captures, then the table: the best of capturing and the table's
    /// value, as python-chess's `probe_ab`. Values are -2 to 2.
    fn probe_ab(&self, pos: &Position, mut alpha: i8, beta: i8) -> Result<i8, SyzygyError> {
        if pos.castling_rights().any() {
            return Err(SyzygyError::CastlingRights);
        }
        let count = pos.board().occupied().len();
        if count > MAX_PIECES {
            return Err(SyzygyError::TooManyPieces { count });
        }
        let them = pos.board().by_color(!pos.turn());
        for m in pos.moves_to(them) {
            let after = pos.play_unchecked(m);
            let v = -self.probe_ab(&after, -beta, -alpha)?;
            if v > alpha {
                if v >= beta {
                    return Ok(v);
                }
                alpha = v;
            }
        }
        let v = self.probe_table(pos)?.to_i8();
        Ok(alpha.max(v))
    }

    /// The table's value of the position, captures not considered.
    fn probe_table(&self, pos: &Position) -> Result<Wdl, SyzygyError> {
        let board = pos.board();
        if board.by_role(Role::King) == board.occupied() {
            return Ok(Wdl::Draw);
        }
        let material = Material::from_board(board);
        let key = material.normalized();
        let missing = || SyzygyError::MissingTable { name: key.name() };
        let entry = self.tables.get(&key).ok_or_else(missing)?;
        let path = entry.wdl_path.as_ref().ok_or_else(missing)?;
        match entry.wdl.get_or_init(|| WdlTable::open(path, key)) {
            Ok(table) => table.probe(pos),
            Err(e) => Err(e.clone()),
        }
    }
}
