//! A WDL (`.rtbw`) table: one value stream per side to move (one for symmetric tables or when
//! only one side is stored) of each leading-pawn file, each value a win, draw or loss.

use fianchetto_movegen::{Board, Color};

use crate::file::TableFile;
use crate::header::{Header, Shape};
use crate::material::Material;
use crate::pairs::Pairs;
use crate::table_set::TableSet;
use crate::{SyzygyError, Wdl};

/// An opened WDL table.
#[derive(Debug)]
pub(crate) struct WdlTable {
    header: Header,
    /// The material as the table's first side to move has it.
    key: Material,
    /// `[file][side to move]`: a shape and its values.
    sides: Vec<Vec<(Shape, Option<Pairs>)>>,
}

impl WdlTable {
    /// Checks and reads the header of the opened table of `name` (its file name's material).
    pub(crate) fn open(
        file: TableFile,
        name: Material,
        set: TableSet,
    ) -> Result<WdlTable, SyzygyError> {
        let header = Header::open(file, name, set, false)?;
        let (shapes, mut ptr) = header.read_shapes(2)?;
        let streams = if header.split { 2 } else { 1 };
        let mut sides: Vec<Vec<(Shape, Option<Pairs>)>> = Vec::new();
        let mut sizes = Vec::new();
        for of_file in shapes {
            let mut pair = Vec::new();
            for (s, shape) in of_file.into_iter().enumerate() {
                let pairs = if s < streams {
                    let (pairs, next, size) = Pairs::read(&header.file, ptr, shape.size, false)?;
                    sizes.push(size);
                    ptr = next;
                    Some(pairs)
                } else {
                    None
                };
                pair.push((shape, pairs));
            }
            sides.push(pair);
        }
        let mut streams: Vec<_> = sides
            .iter_mut()
            .flatten()
            .filter_map(|(_, pairs)| pairs.as_mut())
            .zip(sizes)
            .collect();
        header.place_streams(ptr, &mut streams)?;
        let key = header.key(&sides[0][0].0);
        Ok(WdlTable { header, key, sides })
    }

    /// The value of a position of this table's material (either colour), with the side to move's
    /// point of view.
    pub(crate) fn probe(&self, board: &Board, turn: Color) -> Result<Wdl, SyzygyError> {
        let orientation = self.header.orientation(self.key, board, turn);
        let side = orientation.side;
        let (f, _, idx) = self.header.index(board, orientation, |f| {
            self.sides
                .get(f)
                .and_then(|s| s.get(side))
                .map(|(shape, _)| shape)
        })?;
        let file = &self.header.file;
        let pairs = self.sides[f][side]
            .1
            .as_ref()
            .ok_or_else(|| file.corrupt("no values for this side to move"))?;
        let value = pairs.value(file, idx, false)?;
        i8::try_from(value)
            .ok()
            .and_then(|v| Wdl::from_i8(v - 2))
            .ok_or_else(|| file.corrupt("a WDL value out of range"))
    }
}
