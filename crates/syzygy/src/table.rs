//! A WDL table file: its header (the piece order and index factors of each side to move and,
//! with pawns, each file of the leading pawn), its value streams, and the probe of one position
//! that the table holds.

use fianchetto_movegen::{Color, Position, Role};

use crate::encode::{PieceEncoding, encode_pawn, encode_piece, lead_pawn_file};
use crate::file::TableFile;
use crate::indices::{PAWN_FACTOR, subfactor};
use crate::material::Material;
use crate::pairs::{Pairs, Sizes};
use crate::{SyzygyError, Wdl};

const WDL_MAGIC: [u8; 4] = [0x71, 0xe8, 0x23, 0x5d];

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

/// The pieces, grouping and factors of one side to move (of one leading-pawn file).
#[derive(Debug)]
struct Side {
    pieces: Vec<u8>,
    norm: Vec<usize>,
    factor: [u64; 8],
    pairs: Option<Pairs>,
}

/// An opened WDL table.
#[derive(Debug)]
pub(crate) struct WdlTable {
    file: TableFile,
    /// The material as the table's first side has it (White when not mirrored).
    key: Material,
    symmetric: bool,
    /// Pawns of the leading side and of the other side; zero for pawnless tables.
    pawns: [usize; 2],
    encoding: Option<PieceEncoding>,
    /// `[file][side to move]`: one file for pawnless tables, four with pawns.
    sides: Vec<[Side; 2]>,
}

impl WdlTable {
    /// Opens and checks the table of `name` (its file name's material, as found on disk).
    pub(crate) fn open(path: &std::path::Path, name: Material) -> Result<WdlTable, SyzygyError> {
        let file = TableFile::open(path)?;
        if file.len() % 64 != 16 {
            return Err(file.corrupt("a length that is not 16 more than a multiple of 64"));
        }
        let mut head = [0u8; 5];
        file.read_exact_at(0, &mut head)?;
        if head[..4] != WDL_MAGIC {
            return Err(file.corrupt("not a WDL table (bad magic number)"));
        }
        let split = head[4] & 1 != 0;
        let four_files = head[4] & 2 != 0;
        let num = name.count();
        let has_pawns = name.has_pawns();

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
        let encoding = (!has_pawns).then(|| {
            let unique = [Color::White, Color::Black]
                .iter()
                .flat_map(|&c| name.side(c))
                .filter(|&n| n == 1)
                .count();
            if unique >= 3 {
                PieceEncoding::ThreeUnique
            } else {
                PieceEncoding::TwoKings
            }
        });
        if has_pawns && !four_files {
            return Err(file.corrupt("a pawn table without its four files"));
        }

        let files = if has_pawns { 4 } else { 1 };
        let order_bytes = if pawns[1] > 0 { 2 } else { 1 };
        let mut ptr = 5u64;
        let mut sides = Vec::new();
        let mut tb_sizes = Vec::new();
        for f in 0..files {
            let mut bytes = vec![0u8; order_bytes + num];
            file.read_exact_at(ptr, &mut bytes)?;
            ptr += bytes.len() as u64;
            let mut pair = Vec::new();
            for shift in [0, 4] {
                let nibble = |b: u8| (b >> shift) & 0x0f;
                let pieces: Vec<u8> = bytes[order_bytes..].iter().map(|&b| nibble(b)).collect();
                check_pieces(&file, &pieces, name)?;
                let order = usize::from(nibble(bytes[0]));
                let (norm, factor, size) = match encoding {
                    Some(enc) => piece_factors(&file, enc, &pieces, order)?,
                    None => {
                        let order2 = if pawns[1] > 0 {
                            usize::from(nibble(bytes[1]))
                        } else {
                            0x0f
                        };
                        pawn_factors(&file, pawns, &pieces, order, order2, f)?
                    }
                };
                tb_sizes.push(size);
                pair.push(Side {
                    pieces,
                    norm,
                    factor,
                    pairs: None,
                });
            }
            let [white, black]: [Side; 2] = pair.try_into().expect("two sides");
            sides.push([white, black]);
        }
        ptr += ptr & 1;

        let streams = if split { 2 } else { 1 };
        let mut sizes: Vec<Sizes> = Vec::new();
        for (f, side) in sides.iter_mut().enumerate() {
            for (s, side) in side.iter_mut().enumerate().take(streams) {
                let (pairs, next, size) = Pairs::read(&file, ptr, tb_sizes[2 * f + s], false)?;
                side.pairs = Some(pairs);
                sizes.push(size);
                ptr = next;
            }
        }
        // The index tables of all streams, then their size tables, then their blocks, each block
        // area aligned to 64 bytes.
        // `part` picks both the size and the field to set, so a range it is.
        #[allow(clippy::needless_range_loop)]
        for part in 0..3 {
            let mut k = 0;
            for side in sides.iter_mut() {
                for side in side.iter_mut().take(streams) {
                    if part == 2 {
                        ptr = ptr
                            .checked_add(0x3f)
                            .ok_or_else(|| file.corrupt("an offset overflow"))?
                            & !0x3f;
                    }
                    let pairs = side.pairs.as_mut().expect("set above");
                    match part {
                        0 => pairs.index_table = ptr,
                        1 => pairs.size_table = ptr,
                        _ => pairs.data = ptr,
                    }
                    ptr = ptr
                        .checked_add(sizes[k][part])
                        .ok_or_else(|| file.corrupt("an offset overflow"))?;
                    k += 1;
                }
            }
        }
        if ptr > file.len() {
            return Err(file.corrupt("tables that end past the end of the file"));
        }

        // Pawnless tables may hold their material the other way round from the file name.
        let key = if has_pawns {
            name
        } else {
            header_material(&sides[0][0].pieces)
        };
        Ok(WdlTable {
            file,
            key,
            symmetric: name.is_symmetric(),
            pawns,
            encoding,
            sides,
        })
    }

    /// The value of a position of this table's material (either colour), with the side to move's
    /// point of view.
    pub(crate) fn probe(&self, pos: &Position) -> Result<Wdl, SyzygyError> {
        let board = pos.board();
        let material = Material::from_board(board);
        let white_to_move = pos.turn() == Color::White;
        // Whether the board's colours are the table's swapped, and which side's stream to read.
        let (flip, side) = if self.symmetric {
            (!white_to_move, 0)
        } else if material != self.key {
            (true, usize::from(white_to_move))
        } else {
            (false, usize::from(!white_to_move))
        };
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
        let n = self.key.count();
        let mut pos_sq: Vec<usize> = Vec::with_capacity(n);

        let side = match self.encoding {
            Some(_) => {
                let s = &self.sides[0][side];
                let mut i = 0;
                while i < n {
                    let before = pos_sq.len();
                    pos_sq.extend(squares_of(s.pieces[i]).map(|sq| sq.index()));
                    if pos_sq.len() == before {
                        return Err(self.file.corrupt("pieces that the position does not have"));
                    }
                    i = pos_sq.len();
                }
                s
            }
            None => {
                let lead = self.sides[0][0].pieces[0];
                pos_sq.extend(squares_of(lead).map(|sq| sq.index() ^ square_flip));
                if pos_sq.len() != self.pawns[0] {
                    return Err(self
                        .file
                        .corrupt("leading pawns that the position does not have"));
                }
                let f = lead_pawn_file(&mut pos_sq, self.pawns[0]);
                let s = &self.sides[f][side];
                while pos_sq.len() < n {
                    let before = pos_sq.len();
                    pos_sq.extend(squares_of(s.pieces[before]).map(|sq| sq.index() ^ square_flip));
                    if pos_sq.len() == before {
                        return Err(self.file.corrupt("pieces that the position does not have"));
                    }
                }
                s
            }
        };
        if pos_sq.len() != n {
            return Err(self
                .file
                .corrupt("a piece list that does not match the material"));
        }
        let idx = match self.encoding {
            Some(enc) => encode_piece(enc, &side.norm, &mut pos_sq, &side.factor)
                .ok_or_else(|| self.file.corrupt("kings on neighbouring squares"))?,
            None => encode_pawn(
                self.pawns[0],
                self.pawns[1],
                &side.norm,
                &mut pos_sq,
                &side.factor,
            ),
        };
        let pairs = side
            .pairs
            .as_ref()
            .ok_or_else(|| self.file.corrupt("no values for this side to move"))?;
        let value = pairs.value(&self.file, idx, false)?;
        i8::try_from(value)
            .ok()
            .and_then(|v| Wdl::from_i8(v - 2))
            .ok_or_else(|| self.file.corrupt("a WDL value out of range"))
    }
}

/// The material the header's piece list spells, first colour as White.
fn header_material(pieces: &[u8]) -> Material {
    let mut name = String::new();
    for black in [false, true] {
        if black {
            name.push('v');
        }
        for role in [
            Role::King,
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
            Role::Pawn,
        ] {
            for &p in pieces {
                if role_of(p) == Some(role) && ((p >> 3) & 1 == 1) == black {
                    name.push(role.upper_char());
                }
            }
        }
    }
    Material::from_name(&name).expect("checked against the file name")
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
