//! What WDL and DTZ files share: the checks on opening, the piece order and index factors
//! written for each leading-pawn file, the layout of the value streams' tables, and turning a
//! position into the index of its value.

use fianchetto_movegen::{Board, Color, Role};

use crate::SyzygyError;
use crate::encode::{PieceEncoding, encode_pawn, encode_piece, lead_pawn_file};
use crate::file::TableFile;
use crate::indices::{PAWN_FACTOR, subfactor};
use crate::material::{Material, NAME_ORDER};
use crate::pairs::{Pairs, Sizes};
use crate::table_set::TableSet;

/// A piece as the header writes it: the role 1 (pawn) to 6 (king), plus 8 for the second colour.
fn role_of(code: u8) -> Option<Role> {
    Some(match code & 7 {
        1 => Role::Pawn,
        2 => Role::Knight,
        3 => Role::Bishop,
        4 => Role::Rook,
        5 => Role::Queen,
        6 => Role::King,
        _ => return None,
    })
}

/// The piece order and index factors of one side to move (of one leading-pawn file): how the
/// squares of a position become the index of its value.
#[derive(Debug)]
pub(crate) struct Shape {
    pieces: Vec<u8>,
    norm: Vec<usize>,
    factor: [u64; 8],
    /// How many positions the index runs over.
    pub(crate) size: u64,
}

/// An opened table file and what its name and first bytes say about it.
#[derive(Debug)]
pub(crate) struct Header {
    pub(crate) file: TableFile,
    name: Material,
    symmetric: bool,
    /// Pawns of the leading side and of the other side; zero for pawnless tables.
    pawns: [usize; 2],
    encoding: Option<PieceEncoding>,
    /// Whether the file stores both sides to move (WDL files may store one).
    pub(crate) split: bool,
}

/// Where the board stands to the table: whether its colours are the table's swapped, and the
/// table's side to move (0 for the first side).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Orientation {
    flip: bool,
    pub(crate) side: usize,
}

impl Header {
    /// Checks the length and magic of the opened table of `name` (its file name's material), a
    /// WDL (`dtz` false) or DTZ file of `set`.
    pub(crate) fn open(
        file: TableFile,
        name: Material,
        set: TableSet,
        dtz: bool,
    ) -> Result<Header, SyzygyError> {
        let kind = if dtz {
            "not a DTZ table (bad magic number)"
        } else {
            "not a WDL table (bad magic number)"
        };
        if file.len() % 64 != 16 {
            return Err(file.corrupt("a length that is not 16 more than a multiple of 64"));
        }
        let mut head = [0u8; 5];
        file.read_exact_at(0, &mut head)?;
        let has_pawns = name.has_pawns();
        if !set.magics(dtz, !has_pawns).iter().any(|m| head[..4] == *m) {
            return Err(file.corrupt(kind));
        }
        if has_pawns && head[4] & 2 == 0 {
            return Err(file.corrupt("a pawn table without its four files"));
        }
        let pawns = if has_pawns {
            // The leading side is the one with fewer pawns, but at least one.
            let first = usize::from(name.side(Color::White)[Role::Pawn as usize]);
            let second = usize::from(name.side(Color::Black)[Role::Pawn as usize]);
            let (mut a, mut b) = (second, first);
            if b > 0 && (a == 0 || b < a) {
                std::mem::swap(&mut a, &mut b);
            }
            [a, b]
        } else {
            [0, 0]
        };
        let encoding = if has_pawns {
            None
        } else {
            Some(piece_encoding(&file, name, set)?)
        };
        Ok(Header {
            file,
            name,
            symmetric: name.is_symmetric(),
            pawns,
            encoding,
            split: head[4] & 1 != 0,
        })
    }

    /// Whether the table is pawnless with the same pieces on both sides (`KRvKR`): its DTZ file
    /// stores one side to move, which stands for both.
    pub(crate) fn is_symmetric_pawnless(&self) -> bool {
        self.symmetric && self.encoding.is_some()
    }

    /// How many leading-pawn files the table has: four with pawns, one without.
    pub(crate) fn files(&self) -> usize {
        if self.encoding.is_some() { 1 } else { 4 }
    }

    /// Reads the piece entries from offset 5: per file, an order byte (two with pawns on both
    /// sides) and a byte per piece, whose low nibble is the first side to move's piece and high
    /// nibble the second's. `sides` is 2 for both, 1 for the first only. Returns the shapes,
    /// `[file][side]`, and the (even) offset after them.
    pub(crate) fn read_shapes(&self, sides: usize) -> Result<(Vec<Vec<Shape>>, u64), SyzygyError> {
        let num = self.name.count();
        let order_bytes = if self.pawns[1] > 0 { 2 } else { 1 };
        let mut ptr = 5u64;
        let mut shapes = Vec::new();
        for f in 0..self.files() {
            let mut bytes = vec![0u8; order_bytes + num];
            self.file.read_exact_at(ptr, &mut bytes)?;
            ptr += bytes.len() as u64;
            let mut of_file = Vec::new();
            for shift in [0, 4].into_iter().take(sides) {
                let nibble = |b: u8| (b >> shift) & 0x0f;
                let pieces: Vec<u8> = bytes[order_bytes..].iter().map(|&b| nibble(b)).collect();
                check_pieces(&self.file, &pieces, self.name)?;
                self.check_leading_pawns(&pieces)?;
                let order = usize::from(nibble(bytes[0]));
                let (norm, factor, size) = match self.encoding {
                    Some(enc) => piece_factors(&self.file, enc, &pieces, order)?,
                    None => {
                        let order2 = if self.pawns[1] > 0 {
                            usize::from(nibble(bytes[1]))
                        } else {
                            0x0f
                        };
                        pawn_factors(&self.file, self.pawns, &pieces, order, order2, f)?
                    }
                };
                of_file.push(Shape {
                    pieces,
                    norm,
                    factor,
                    size,
                });
            }
            shapes.push(of_file);
        }
        Ok((shapes, ptr + (ptr & 1)))
    }

    /// Checks that a pawn table's pieces start with its leading pawns, then the other side's
    /// pawns, as the encoding needs: another piece there would be indexed as a pawn, off the
    /// pawn tables' ranks.
    fn check_leading_pawns(&self, pieces: &[u8]) -> Result<(), SyzygyError> {
        if self.encoding.is_some() {
            return Ok(());
        }
        let [lead, other] = self.pawns;
        let lead_color = pieces[0] & 8;
        let is_pawn_of = |p: u8, color: u8| role_of(p) == Some(Role::Pawn) && p & 8 == color;
        let leading_ok = pieces[..lead].iter().all(|&p| is_pawn_of(p, lead_color));
        let other_ok = pieces[lead..lead + other]
            .iter()
            .all(|&p| is_pawn_of(p, lead_color ^ 8));
        if leading_ok && other_ok {
            Ok(())
        } else {
            Err(self
                .file
                .corrupt("a pawn table whose pieces do not start with its pawns"))
        }
    }

    /// The material as the table's first side to move has it: pawnless tables may hold their
    /// material the other way round from the file name.
    pub(crate) fn key(&self, first: &Shape) -> Material {
        if self.encoding.is_some() {
            header_material(&first.pieces)
        } else {
            self.name
        }
    }

    /// Lays out the streams' index tables, then their size tables, then their blocks (each
    /// block area aligned to 64 bytes) from `ptr`, in the order given. Returns the offset after
    /// the last, which must lie inside the file.
    pub(crate) fn place_streams(
        &self,
        mut ptr: u64,
        streams: &mut [(&mut Pairs, Sizes)],
    ) -> Result<u64, SyzygyError> {
        let overflow = || self.file.corrupt("an offset overflow");
        for part in 0..3 {
            for (pairs, sizes) in streams.iter_mut() {
                if part == 2 {
                    ptr = ptr.checked_add(0x3f).ok_or_else(overflow)? & !0x3f;
                }
                match part {
                    0 => pairs.index_table = ptr,
                    1 => pairs.size_table = ptr,
                    _ => pairs.data = ptr,
                }
                ptr = ptr.checked_add(sizes[part]).ok_or_else(overflow)?;
            }
        }
        if ptr > self.file.len() {
            return Err(self
                .file
                .corrupt("tables that end past the end of the file"));
        }
        Ok(ptr)
    }

    /// How a position of this table's material (either colour) meets the table whose first
    /// side to move has `key`.
    pub(crate) fn orientation(&self, key: Material, board: &Board, turn: Color) -> Orientation {
        let white_to_move = turn == Color::White;
        let (flip, side) = if self.symmetric {
            (!white_to_move, 0)
        } else if Material::from_board(board) != key {
            (true, usize::from(white_to_move))
        } else {
            (false, usize::from(!white_to_move))
        };
        Orientation { flip, side }
    }

    /// The leading-pawn file of the position (0 without pawns) and the index of its value, with
    /// `shape(file)` the shape of the table's side to move for that file.
    pub(crate) fn index<'a>(
        &self,
        board: &Board,
        orientation: Orientation,
        shape: impl Fn(usize) -> Option<&'a Shape>,
    ) -> Result<(usize, &'a Shape, u64), SyzygyError> {
        let flip = orientation.flip;
        let square_flip = if flip { 0x38 } else { 0 };
        let color_of = |code: u8| {
            let black = (code >> 3) & 1 == 1;
            if black ^ flip {
                Color::Black
            } else {
                Color::White
            }
        };
        let squares_of = |code: u8| {
            let role = role_of(code).expect("checked when opened");
            (board.by_color(color_of(code)) & board.by_role(role)).into_iter()
        };
        let no_shape = || self.file.corrupt("no values for this side to move");
        let missing = || self.file.corrupt("pieces that the position does not have");
        let n = self.name.count();
        // The squares in the table's piece order; the material has at most 7 pieces.
        let mut squares = [0usize; 8];
        let mut len = 0;
        let push = |squares: &mut [usize; 8],
                    code: u8,
                    xor: usize,
                    len: &mut usize|
         -> Result<(), SyzygyError> {
            let before = *len;
            for sq in squares_of(code) {
                let slot = squares.get_mut(*len).ok_or_else(missing)?;
                *slot = sq.index() ^ xor;
                *len += 1;
            }
            if *len == before {
                Err(missing())
            } else {
                Ok(())
            }
        };
        let (f, s) = match self.encoding {
            Some(_) => {
                let s = shape(0).ok_or_else(no_shape)?;
                while len < n {
                    push(&mut squares, s.pieces[len], 0, &mut len)?;
                }
                (0, s)
            }
            None => {
                let lead = shape(0).ok_or_else(no_shape)?.pieces[0];
                push(&mut squares, lead, square_flip, &mut len)?;
                if len != self.pawns[0] {
                    return Err(self
                        .file
                        .corrupt("leading pawns that the position does not have"));
                }
                let f = lead_pawn_file(&mut squares[..len], self.pawns[0]);
                let s = shape(f).ok_or_else(no_shape)?;
                while len < n {
                    push(&mut squares, s.pieces[len], square_flip, &mut len)?;
                }
                (f, s)
            }
        };
        if len != n {
            return Err(self
                .file
                .corrupt("a piece list that does not match the material"));
        }
        let squares = &mut squares[..n];
        let idx = match self.encoding {
            Some(enc) => encode_piece(enc, &s.norm, squares, &s.factor)
                .ok_or_else(|| self.file.corrupt("kings on neighbouring squares"))?,
            None => encode_pawn(self.pawns[0], self.pawns[1], &s.norm, squares, &s.factor),
        };
        Ok((f, s, idx))
    }
}

/// The material the header's piece list spells, first colour as White.
fn header_material(pieces: &[u8]) -> Material {
    let mut name = String::new();
    for black in [false, true] {
        if black {
            name.push('v');
        }
        for role in NAME_ORDER {
            for &p in pieces {
                if role_of(p) == Some(role) && ((p >> 3) & 1 == 1) == black {
                    name.push(role.upper_char());
                }
            }
        }
    }
    Material::from_name(&name, false).expect("checked against the file name")
}

/// How a pawnless table places its leading pieces, from how many of its pieces are unique.
fn piece_encoding(
    file: &TableFile,
    name: Material,
    set: TableSet,
) -> Result<PieceEncoding, SyzygyError> {
    let counts: Vec<u8> = [Color::White, Color::Black]
        .iter()
        .flat_map(|&c| name.side(c))
        .filter(|&n| n > 0)
        .collect();
    let unique = counts.iter().filter(|&&n| n == 1).count();
    let smallest_group = counts.iter().filter(|&&n| n > 1).min();
    Ok(match (unique, set.connected_kings(), smallest_group) {
        (3.., _, _) => PieceEncoding::ThreeUnique,
        (2, false, _) => PieceEncoding::TwoKings,
        (2, true, _) => PieceEncoding::TwoUnique,
        (_, true, Some(2)) => PieceEncoding::IdenticalPair,
        _ => {
            return Err(file.corrupt(
                "a leading group of three or more identical pieces, which fianchetto does not read yet",
            ));
        }
    })
}

/// Checks that the header's pieces are the file name's material, in one colour order or the
/// other, so a probe finds every piece it looks for.
fn check_pieces(file: &TableFile, pieces: &[u8], name: Material) -> Result<(), SyzygyError> {
    if pieces
        .iter()
        .any(|&p| role_of(p).is_none() || p & !0x0f != 0)
    {
        return Err(file.corrupt("an unknown piece in the header"));
    }
    let mut counts = [[0u8; 6]; 2];
    for &p in pieces {
        counts[usize::from((p >> 3) & 1)][role_of(p).expect("checked") as usize] += 1;
    }
    let (w, b) = (name.side(Color::White), name.side(Color::Black));
    if counts != [w, b] && counts != [b, w] {
        return Err(file.corrupt("header pieces that are not the file name's material"));
    }
    // Identical pieces stand together: the index gathers each kind's squares once, where the
    // kind first appears, and encodes them as one group.
    for (i, &p) in pieces.iter().enumerate() {
        if i > 0 && pieces[i - 1] != p && pieces[..i - 1].contains(&p) {
            return Err(file.corrupt("header pieces of one kind that are not together"));
        }
    }
    Ok(())
}

/// Group sizes: `norm[i]` is how many identical pieces start at `i` (0 inside a group).
fn group(pieces: &[u8], norm: &mut [usize], mut i: usize) {
    while i < pieces.len() {
        let mut j = i;
        while j < pieces.len() && pieces[j] == pieces[i] {
            norm[i] += 1;
            j += 1;
        }
        i += norm[i];
    }
}

type Factors = (Vec<usize>, [u64; 8], u64);

fn mul(file: &TableFile, a: u64, b: u64) -> Result<u64, SyzygyError> {
    a.checked_mul(b)
        .ok_or_else(|| file.corrupt("a table too large to index"))
}

/// The grouping and index factors of a pawnless side; `order` says where the leading group's
/// factor comes among the groups'.
fn piece_factors(
    file: &TableFile,
    enc: PieceEncoding,
    pieces: &[u8],
    order: usize,
) -> Result<Factors, SyzygyError> {
    let num = pieces.len();
    let mut norm = vec![0; num];
    norm[0] = enc.leading();
    group(pieces, &mut norm, enc.leading());
    let mut factor = [0u64; 8];
    let mut n = 64 - norm[0];
    let mut f = 1u64;
    let mut i = norm[0];
    let mut k = 0;
    while i < num || k == order {
        if k == order {
            factor[0] = f;
            f = mul(file, f, enc.placements())?;
        } else {
            factor[i] = f;
            f = mul(file, f, subfactor(norm[i], n))?;
            n -= norm[i];
            i += norm[i];
        }
        k += 1;
    }
    Ok((norm, factor, f))
}

/// The grouping and index factors of a side with pawns, for the leading pawn on `file_idx`;
/// `order2` places the other side's pawns (0x0f when it has none).
fn pawn_factors(
    file: &TableFile,
    pawns: [usize; 2],
    pieces: &[u8],
    order: usize,
    order2: usize,
    file_idx: usize,
) -> Result<Factors, SyzygyError> {
    let num = pieces.len();
    if pawns[0] == 0 || pawns[0] + pawns[1] > num {
        return Err(file.corrupt("a pawn count that does not fit the pieces"));
    }
    let mut norm = vec![0; num];
    norm[0] = pawns[0];
    if pawns[1] > 0 {
        norm[pawns[0]] = pawns[1];
    }
    group(pieces, &mut norm, pawns[0] + pawns[1]);
    let mut factor = [0u64; 8];
    let mut i = norm[0];
    if order2 < 0x0f {
        i += norm[i];
    }
    let mut n = 64 - i;
    let mut f = 1u64;
    let mut k = 0;
    while i < num || k == order || k == order2 {
        if k == order {
            factor[0] = f;
            f = mul(file, f, PAWN_FACTOR[norm[0] - 1][file_idx])?;
        } else if k == order2 {
            factor[norm[0]] = f;
            f = mul(file, f, subfactor(norm[norm[0]], 48 - norm[0]))?;
        } else {
            factor[i] = f;
            f = mul(file, f, subfactor(norm[i], n))?;
            n -= norm[i];
            i += norm[i];
        }
        k += 1;
    }
    Ok((norm, factor, f))
}

#[cfg(test)]
mod tests {
    use super::check_pieces;
    use crate::file::TableFile;
    use crate::material::Material;

    #[test]
    fn pieces_of_one_kind_stand_together() {
        let path = std::env::temp_dir().join(format!("fianchetto-header-{}", std::process::id()));
        std::fs::write(&path, [0u8; 16]).unwrap();
        let file = TableFile::open(
            &path,
            0,
            &std::sync::Arc::new(crate::open_files::OpenFiles::new(1)),
        )
        .unwrap();
        let name = Material::from_name("KRRvKB", true).unwrap();
        // R K R k b: the rooks apart, which the index would gather twice.
        let apart = check_pieces(&file, &[4, 6, 4, 14, 11], name).unwrap_err();
        assert!(apart.to_string().contains("not together"), "{apart}");
        assert!(check_pieces(&file, &[4, 4, 6, 14, 11], name).is_ok());
        std::fs::remove_file(path).unwrap();
    }
}
