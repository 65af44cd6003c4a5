//! A table file read by positioned reads: no memory map (the crate has no `unsafe`), no shared
//! cursor (so threads probe one file at once), and every read checked against the file's length,
//! so a truncated file is an error naming it, never a panic or a short read taken for data.

use std::fs::File;
use std::path::{Path, PathBuf};

use crate::SyzygyError;

/// An open table file and its length, taken once when it is opened.
#[derive(Debug)]
pub(crate) struct TableFile {
    path: PathBuf,
    file: File,
    len: u64,
}

impl TableFile {
    /// Opens the file.
    pub(crate) fn open(path: &Path) -> Result<TableFile, SyzygyError> {
        let file = File::open(path).map_err(|e| SyzygyError::io(path, e))?;
        let len = file.metadata().map_err(|e| SyzygyError::io(path, e))?.len();
        Ok(TableFile {
            path: path.to_owned(),
            file,
            len,
        })
    }

    /// The file's length in bytes.
    pub(crate) fn len(&self) -> u64 {
        self.len
    }

    /// A [`SyzygyError::Corrupt`] naming this file.
    pub(crate) fn corrupt(&self, what: &'static str) -> SyzygyError {
        SyzygyError::corrupt(&self.path, what)
    }

    /// Fills `buf` from `offset`; the whole range must lie inside the file.
    pub(crate) fn read_exact_at(&self, offset: u64, buf: &mut [u8]) -> Result<(), SyzygyError> {
        let end = offset.checked_add(buf.len() as u64);
        if end.is_none_or(|end| end > self.len) {
            return Err(self.corrupt("a read past the end of the file"));
        }
        read_at(&self.file, offset, buf).map_err(|e| SyzygyError::io(&self.path, e))
    }

    /// Fills `buf` from `offset`, with zeros for the part past the end of the file. The decoder
    /// reads a little ahead of the bits it uses, so the last block may run past the end.
    pub(crate) fn read_padded_at(&self, offset: u64, buf: &mut [u8]) -> Result<(), SyzygyError> {
        if offset >= self.len {
            return Err(self.corrupt("a block past the end of the file"));
        }
        let available = usize::try_from(self.len - offset)
            .unwrap_or(usize::MAX)
            .min(buf.len());
        let (head, tail) = buf.split_at_mut(available);
        tail.fill(0);
        self.read_exact_at(offset, head)
    }

    /// The byte at `offset`.
    pub(crate) fn u8_at(&self, offset: u64) -> Result<u8, SyzygyError> {
        let mut b = [0; 1];
        self.read_exact_at(offset, &mut b)?;
        Ok(b[0])
    }

    /// A little-endian `u16` at `offset`.
    pub(crate) fn u16_at(&self, offset: u64) -> Result<u16, SyzygyError> {
        let mut b = [0; 2];
        self.read_exact_at(offset, &mut b)?;
        Ok(u16::from_le_bytes(b))
    }
}

#[cfg(unix)]
fn read_at(file: &File, offset: u64, buf: &mut [u8]) -> std::io::Result<()> {
    use std::os::unix::fs::FileExt;
    // Retries short reads itself.
    file.read_exact_at(buf, offset)
}

#[cfg(windows)]
fn read_at(file: &File, mut offset: u64, mut buf: &mut [u8]) -> std::io::Result<()> {
    use std::os::windows::fs::FileExt;
    // `seek_read` may return fewer bytes; loop until the buffer is full.
    while !buf.is_empty() {
        match file.seek_read(buf, offset)? {
            0 => return Err(std::io::ErrorKind::UnexpectedEof.into()),
            n => {
                buf = &mut buf[n..];
                offset += n as u64;
            }
        }
    }
    Ok(())
}
