//! A DTZ (`.rtbz`) table: one value stream per leading-pawn file, for one side to move only
//! (the other side's distance is found by a one-move search), each value a distance to zeroing,
//! maybe halved and maybe looked up through a small map per WDL outcome.

use fianchetto_movegen::{Board, Color};

use crate::file::TableFile;
use crate::header::{Header, Shape};
use crate::material::Material;
use crate::pairs::Pairs;
use crate::table_set::TableSet;
use crate::{SyzygyError, Wdl};

/// The side to move the stream holds: 0 for the table's first side, 1 for the second.
const FLAG_SIDE: u8 = 1;
/// The stream's values are indices into the map of the position's WDL outcome.
const FLAG_MAPPED: u8 = 2;
/// Wins (`FLAG_WIN_EXACT`) or losses (`FLAG_LOSS_EXACT`) are stored in plies, not halved.
const FLAG_WIN_EXACT: u8 = 4;
const FLAG_LOSS_EXACT: u8 = 8;
/// The maps hold 16-bit values rather than bytes.
const FLAG_WIDE_MAP: u8 = 16;

/// One leading-pawn file's stream.
#[derive(Debug)]
struct Stream {
    shape: Shape,
    pairs: Pairs,
    flags: u8,
    /// Where each outcome's map starts in `map`, in map entries: win, loss, cursed win,
    /// blessed loss.
    map_start: [usize; 4],
}

/// What a DTZ file holds for a position: [`Tablebase::probe_dtz_table`](crate::Tablebase::probe_dtz_table).
///
/// ```
/// use fianchetto_syzygy::Stored;
///
/// assert_ne!(Stored::Plies(8), Stored::OtherSide);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stored {
    /// The distance in plies (rounded up to even where the table halves them).
    Plies(u32),
    /// Nothing: the file holds the other side to move.
    OtherSide,
    /// No distance for the outcome the WDL file gave: one of the two files is wrong.
    NotForThisOutcome,
}

/// An opened DTZ table.
#[derive(Debug)]
pub(crate) struct DtzTable {
    header: Header,
    key: Material,
    files: Vec<Stream>,
    /// The maps of all files, read once when the table is opened.
    map: Vec<u8>,
}

impl DtzTable {
    /// Checks and reads the header of the opened table of `name` (its file name's material).
    pub(crate) fn open(
        file: TableFile,
        name: Material,
        set: TableSet,
    ) -> Result<DtzTable, SyzygyError> {
        let header = Header::open(file, name, set, true)?;
        let file = &header.file;
        let (shapes, mut ptr) = header.read_shapes(1)?;
        let mut files = Vec::new();
        let mut sizes = Vec::new();
        for shape in shapes.into_iter().map(|mut s| s.remove(0)) {
            let flags = file.u8_at(ptr)?;
            let (pairs, next, size) = Pairs::read(file, ptr, shape.size, true)?;
            sizes.push(size);
            ptr = next;
            files.push(Stream {
                shape,
                pairs,
                flags,
                map_start: [0; 4],
            });
        }
        // The maps: for each mapped file, four lists (one per outcome), each a count then that
        // many entries.
        let map_at = ptr;
        for stream in files.iter_mut() {
            if stream.flags & FLAG_MAPPED == 0 {
                continue;
            }
            let wide = stream.flags & FLAG_WIDE_MAP != 0;
            if wide {
                ptr += ptr & 1;
            }
            for start in stream.map_start.iter_mut() {
                if wide {
                    *start = usize::try_from((ptr + 2 - map_at) / 2).expect("small");
                    ptr += 2 + 2 * u64::from(file.u16_at(ptr)?);
                } else {
                    *start = usize::try_from(ptr + 1 - map_at).expect("small");
                    ptr += 1 + u64::from(file.u8_at(ptr)?);
                }
            }
        }
        let mut map =
            vec![0u8; usize::try_from(ptr - map_at).expect("at most 4 files × 4 maps × 128 KiB")];
        file.read_exact_at(map_at, &mut map)?;
        ptr += ptr & 1;
        let mut streams: Vec<_> = files.iter_mut().map(|s| &mut s.pairs).zip(sizes).collect();
        header.place_streams(ptr, &mut streams)?;
        let key = header.key(&files[0].shape);
        Ok(DtzTable {
            header,
            key,
            files,
            map,
        })
    }

    /// The stored distance to zeroing of a position of this table's material, for the
    /// position's outcome `wdl` as the WDL file gives it.
    pub(crate) fn probe(
        &self,
        board: &Board,
        turn: Color,
        wdl: Wdl,
    ) -> Result<Stored, SyzygyError> {
        let orientation = self.header.orientation(self.key, board, turn);
        let (f, _, idx) = self
            .header
            .index(board, orientation, |f| self.files.get(f).map(|s| &s.shape))?;
        let stream = &self.files[f];
        let stored_side = usize::from(stream.flags & FLAG_SIDE);
        // A symmetric pawnless table stores one side, which stands for both.
        if stored_side != orientation.side && !self.header.is_symmetric_pawnless() {
            return Ok(Stored::OtherSide);
        }
        let file = &self.header.file;
        let mut value = u32::from(stream.pairs.value(file, idx, true)?);
        if stream.flags & FLAG_MAPPED != 0 {
            let which = match wdl {
                Wdl::Win => 0,
                Wdl::Loss => 1,
                Wdl::CursedWin => 2,
                Wdl::BlessedLoss => 3,
                Wdl::Draw => return Ok(Stored::NotForThisOutcome),
            };
            let at = stream.map_start[which] + value as usize;
            let entry = if stream.flags & FLAG_WIDE_MAP != 0 {
                self.map
                    .get(2 * at..2 * at + 2)
                    .map(|b| u32::from(u16::from_le_bytes([b[0], b[1]])))
            } else {
                self.map.get(at).map(|&b| u32::from(b))
            };
            let Some(entry) = entry else {
                return Ok(Stored::NotForThisOutcome);
            };
            value = entry;
        }
        let exact = match wdl {
            Wdl::Win => stream.flags & FLAG_WIN_EXACT != 0,
            Wdl::Loss => stream.flags & FLAG_LOSS_EXACT != 0,
            _ => false,
        };
        if !exact {
            value *= 2;
        }
        Ok(Stored::Plies(value))
    }
}
