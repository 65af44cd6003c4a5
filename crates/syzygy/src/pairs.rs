//! One compressed value stream of a table: the Huffman-like canonical code over "pair"
//! symbols (each symbol a value or two shorter symbols), the index that finds the block of a
//! position's index, and decoding one value. Everything read from the file is checked, so a
//! corrupt stream is an error, never a panic or an endless loop.

use crate::SyzygyError;
use crate::file::TableFile;

/// The symbols and code of one stream, and where its tables lie in the file.
#[derive(Debug)]
pub(crate) struct Pairs {
    /// Every position has this one value (a stream of a single value stores no blocks).
    constant: Option<u16>,
    block_size_log2: u32,
    idx_bits: u32,
    num_blocks: u64,
    num_indices: u64,
    min_len: u32,
    /// The first code of each length, left-aligned in 128 bits (lengths from `min_len`).
    base: Vec<u128>,
    /// The first symbol of each length.
    first_symbol: Vec<u16>,
    /// Three bytes a symbol: its two halves, or its value when the second half is 0xfff.
    sympat: Vec<u8>,
    /// How many values each symbol stands for, less one.
    symlen: Vec<u32>,
    pub(crate) index_table: u64,
    pub(crate) size_table: u64,
    pub(crate) data: u64,
}

/// The largest block, 64 KiB: the generator writes blocks of at most 64 bytes (WDL) and 1 KiB
/// (DTZ), and a probe reads one whole block, so a damaged header must not ask for more.
const MAX_BLOCK_SIZE_LOG2: u32 = 16;

/// The bytes of the largest block decoded from a buffer on the stack, with the 8 read ahead.
const STACK_BLOCK: usize = 1024 + 8;

/// The byte sizes of a stream's index table, size table and blocks.
pub(crate) type Sizes = [u64; 3];

fn u16_le(b: &[u8], at: usize) -> u16 {
    u16::from_le_bytes([b[at], b[at + 1]])
}

impl Pairs {
    /// Reads the stream header at `offset` for a table of `tb_size` positions. Returns it, the
    /// offset after it and the sizes of its three parts. `dtz`: its values are 12 bits and
    /// a single-value stream means 1, not the stored byte (python-chess reads it so, and so
    /// the distances of giveaway's single-valued DTZ files agree with a search of their
    /// moves).
    pub(crate) fn read(
        file: &TableFile,
        offset: u64,
        tb_size: u64,
        dtz: bool,
    ) -> Result<(Pairs, u64, Sizes), SyzygyError> {
        let mut head = [0u8; 10];
        file.read_exact_at(offset, &mut head[..2])?;
        if head[0] & 0x80 != 0 {
            let value = if dtz { 1 } else { u16::from(head[1]) };
            let pairs = Pairs {
                constant: Some(value),
                block_size_log2: 0,
                idx_bits: 0,
                num_blocks: 0,
                num_indices: 0,
                min_len: 0,
                base: Vec::new(),
                first_symbol: Vec::new(),
                sympat: Vec::new(),
                symlen: Vec::new(),
                index_table: 0,
                size_table: 0,
                data: 0,
            };
            return Ok((pairs, offset + 2, [0; 3]));
        }
        file.read_exact_at(offset, &mut head)?;
        let block_size_log2 = u32::from(head[1]);
        let idx_bits = u32::from(head[2]);
        let real_num_blocks = u64::from(u32::from_le_bytes([head[4], head[5], head[6], head[7]]));
        let num_blocks = real_num_blocks + u64::from(head[3]);
        let max_len = u32::from(head[8]);
        let min_len = u32::from(head[9]);
        if max_len < min_len
            || max_len > 64
            || block_size_log2 > MAX_BLOCK_SIZE_LOG2
            || !(1..=40).contains(&idx_bits)
        {
            return Err(file.corrupt("bad code lengths, block size or index bits"));
        }
        let h = (max_len - min_len + 1) as usize;
        let mut lens = vec![0u8; 2 * h + 2];
        file.read_exact_at(offset + 10, &mut lens)?;
        let first_symbol: Vec<u16> = (0..h).map(|i| u16_le(&lens, 2 * i)).collect();
        let num_syms = usize::from(u16_le(&lens, 2 * h));
        let sympat_at = offset + 12 + 2 * h as u64;
        let mut sympat = vec![0u8; 3 * num_syms];
        file.read_exact_at(sympat_at, &mut sympat)?;
        let next = sympat_at + 3 * num_syms as u64 + (num_syms as u64 & 1);

        let symlen = symbol_lengths(file, &sympat, num_syms)?;

        // Canonical code: each length's first code from the next longer one's.
        let mut base = vec![0i128; h];
        for i in (0..h - 1).rev() {
            let b = base[i + 1] + i128::from(first_symbol[i]) - i128::from(first_symbol[i + 1]);
            if b < 0 {
                return Err(file.corrupt("a negative code base"));
            }
            base[i] = b / 2;
        }
        let base = base
            .into_iter()
            .enumerate()
            .map(|(i, b)| (b as u128) << (64 - (min_len + i as u32)))
            .collect();

        let num_indices = tb_size.div_ceil(1 << idx_bits);
        let sizes = [
            6 * num_indices,
            2 * num_blocks,
            real_num_blocks << block_size_log2,
        ];
        let pairs = Pairs {
            constant: None,
            block_size_log2,
            idx_bits,
            num_blocks,
            num_indices,
            min_len,
            base,
            first_symbol,
            sympat,
            symlen,
            index_table: 0,
            size_table: 0,
            data: 0,
        };
        Ok((pairs, next, sizes))
    }

    /// The value stored for position index `idx`.
    pub(crate) fn value(&self, file: &TableFile, idx: u64, dtz: bool) -> Result<u16, SyzygyError> {
        if let Some(value) = self.constant {
            return Ok(value);
        }
        let main_idx = idx >> self.idx_bits;
        if main_idx >= self.num_indices {
            return Err(file.corrupt("a position index past the index table"));
        }
        let mut entry = [0u8; 6];
        file.read_exact_at(self.index_table + 6 * main_idx, &mut entry)?;
        let mut block = i64::from(u32::from_le_bytes([entry[0], entry[1], entry[2], entry[3]]));
        let half = 1i64 << (self.idx_bits - 1);
        let mut lit_idx = (idx & ((1 << self.idx_bits) - 1)) as i64 - half;
        lit_idx += i64::from(u16::from_le_bytes([entry[4], entry[5]]));

        let mut lengths = SizeWindow::new(self, file);
        while lit_idx < 0 {
            block -= 1;
            lit_idx += lengths.get(block)? + 1;
        }
        loop {
            let len = lengths.get(block)?;
            if lit_idx <= len {
                break;
            }
            lit_idx -= len + 1;
            block += 1;
        }

        // Most blocks fit on the stack: the generator writes 64-byte WDL and 1 KiB DTZ blocks.
        let mut on_stack = [0u8; STACK_BLOCK];
        let mut on_heap = Vec::new();
        let block_len = (1usize << self.block_size_log2) + 8;
        let bytes = if block_len <= STACK_BLOCK {
            &mut on_stack[..block_len]
        } else {
            on_heap.resize(block_len, 0);
            &mut on_heap[..]
        };
        file.read_padded_at(self.data + ((block as u64) << self.block_size_log2), bytes)?;
        let mut next_byte = 8;
        let mut code = u64::from_be_bytes(bytes[..8].try_into().expect("eight bytes"));
        let mut bit_count = 0; // bits of `code` already shifted out and not yet refilled
        let mut sym;
        loop {
            let mut l = 0;
            while u128::from(code) < self.base[l] {
                l += 1;
                if l == self.base.len() {
                    return Err(file.corrupt("a code longer than the longest length"));
                }
            }
            let len = self.min_len + l as u32;
            // Up to 64 bits when a damaged header allows 64-bit codes: checked, not assumed small.
            let offset = (u128::from(code) - self.base[l]) >> (64 - len);
            let symbol = offset
                .checked_add(u128::from(self.first_symbol[l]))
                .and_then(|s| usize::try_from(s).ok());
            let Some((at, &sl)) = symbol.and_then(|s| Some((s, self.symlen.get(s)?))) else {
                return Err(file.corrupt("a symbol past the symbol table"));
            };
            sym = at;
            if lit_idx < i64::from(sl) + 1 {
                break;
            }
            lit_idx -= i64::from(sl) + 1;
            code = if len >= 64 { 0 } else { code << len };
            bit_count += len;
            if bit_count >= 32 {
                bit_count -= 32;
                let Some(word) = bytes.get(next_byte..next_byte + 4) else {
                    return Err(file.corrupt("a block that decodes past its end"));
                };
                code |= u64::from(u32::from_be_bytes(word.try_into().expect("four bytes")))
                    << bit_count;
                next_byte += 4;
            }
        }

        // Descend through the pairs to the value at `lit_idx`; lengths shrink, so this ends.
        while self.symlen[sym] != 0 {
            let (left, right) = halves(&self.sympat, sym);
            let left_len = i64::from(self.symlen[left]);
            if lit_idx < left_len + 1 {
                sym = left;
            } else {
                lit_idx -= left_len + 1;
                sym = right;
            }
        }
        let w = 3 * sym;
        Ok(if dtz {
            (u16::from(self.sympat[w + 1] & 0x0f) << 8) | u16::from(self.sympat[w])
        } else {
            u16::from(self.sympat[w])
        })
    }
}

/// The block lengths a lookup walks over, read from the size table a window at a time: the walk
/// from the index entry's block takes a few steps, each one read alone would be a system call.
struct SizeWindow<'a> {
    pairs: &'a Pairs,
    file: &'a TableFile,
    /// The first block of the window, and the window's lengths as bytes.
    first: i64,
    count: usize,
    bytes: [u8; 2 * SIZE_WINDOW],
}

/// Block lengths read at once.
const SIZE_WINDOW: usize = 32;

impl<'a> SizeWindow<'a> {
    fn new(pairs: &'a Pairs, file: &'a TableFile) -> SizeWindow<'a> {
        SizeWindow {
            pairs,
            file,
            first: 0,
            count: 0,
            bytes: [0; 2 * SIZE_WINDOW],
        }
    }

    /// The length, less one, of `block`'s values.
    fn get(&mut self, block: i64) -> Result<i64, SyzygyError> {
        let num_blocks = self.pairs.num_blocks as i64;
        if block < 0 || block >= num_blocks {
            return Err(self.file.corrupt("a block number past the size table"));
        }
        if block < self.first || block >= self.first + self.count as i64 {
            // Centred on `block`: the walk may go either way.
            let first = (block - SIZE_WINDOW as i64 / 2).clamp(0, num_blocks - 1);
            let count = (num_blocks - first).min(SIZE_WINDOW as i64) as usize;
            let offset = self.pairs.size_table + 2 * first as u64;
            self.file
                .read_exact_at(offset, &mut self.bytes[..2 * count])?;
            self.first = first;
            self.count = count;
        }
        let at = 2 * (block - self.first) as usize;
        Ok(i64::from(u16::from_le_bytes([
            self.bytes[at],
            self.bytes[at + 1],
        ])))
    }
}

/// A symbol's two halves; the second is 0xfff for a value.
fn halves(sympat: &[u8], sym: usize) -> (usize, usize) {
    let w = 3 * sym;
    let left = (usize::from(sympat[w + 1] & 0x0f) << 8) | usize::from(sympat[w]);
    let right = (usize::from(sympat[w + 2]) << 4) | usize::from(sympat[w + 1] >> 4);
    (left, right)
}

/// How many values each symbol stands for, less one. Errors on a half past the table or a
/// symbol made of itself, which would otherwise recurse forever.
fn symbol_lengths(
    file: &TableFile,
    sympat: &[u8],
    num_syms: usize,
) -> Result<Vec<u32>, SyzygyError> {
    #[derive(Clone, Copy, PartialEq)]
    enum State {
        New,
        Open,
        Done,
    }
    let mut state = vec![State::New; num_syms];
    let mut symlen = vec![0u32; num_syms];
    for root in 0..num_syms {
        // An explicit stack: a chain of 4095 symbols would be deep recursion.
        let mut stack = vec![root];
        while let Some(&s) = stack.last() {
            if state[s] == State::Done {
                stack.pop();
                continue;
            }
            let (left, right) = halves(sympat, s);
            if right == 0xfff {
                symlen[s] = 0;
                state[s] = State::Done;
                stack.pop();
                continue;
            }
            if left >= num_syms || right >= num_syms {
                return Err(file.corrupt("a symbol made of symbols past the table"));
            }
            state[s] = State::Open;
            let mut waiting = false;
            for half in [left, right] {
                match state[half] {
                    State::New => {
                        stack.push(half);
                        waiting = true;
                    }
                    State::Open => return Err(file.corrupt("a symbol made of itself")),
                    State::Done => {}
                }
            }
            if !waiting {
                symlen[s] = symlen[left]
                    .checked_add(symlen[right])
                    .and_then(|n| n.checked_add(1))
                    .ok_or_else(|| file.corrupt("a symbol of too many values"))?;
                state[s] = State::Done;
                stack.pop();
            }
        }
    }
    Ok(symlen)
}

#[cfg(test)]
mod tests {
    use super::Pairs;
    use crate::file::TableFile;

    /// A stream whose codes are all 64 bits long, with a block of ones: the symbol number would
    /// overflow, and is an error instead.
    #[test]
    fn a_symbol_number_past_usize_is_an_error() {
        let path = std::env::temp_dir().join(format!("fianchetto-pairs-{}", std::process::id()));
        // The index entry (block 0, offset 1), the block's length, then the block from byte 64.
        let mut bytes = [0xffu8; 144];
        bytes[..6].copy_from_slice(&[0, 0, 0, 0, 1, 0]);
        std::fs::write(&path, bytes).unwrap();
        let file = TableFile::open(
            &path,
            u64::MAX,
            &std::sync::Arc::new(crate::open_files::OpenFiles::new(1)),
        )
        .unwrap();
        let pairs = Pairs {
            constant: None,
            block_size_log2: 5,
            idx_bits: 1,
            num_blocks: 1,
            num_indices: 1,
            min_len: 64,
            base: vec![0],
            first_symbol: vec![u16::MAX],
            sympat: vec![0, 0xf0, 0xff],
            symlen: vec![0],
            index_table: 0,
            size_table: 6,
            data: 64,
        };
        let err = pairs.value(&file, 0, false).unwrap_err();
        assert!(
            err.to_string().contains("a symbol past the symbol table"),
            "{err}"
        );
        std::fs::remove_file(path).unwrap();
    }
}
