//! A table file, read whole into memory when it is small and by positioned reads when it is not:
//! no memory map (the crate has no `unsafe`), no shared cursor (so threads probe one file at
//! once), and every read checked against the file's length, so a truncated file is an error
//! naming it, never a panic or a short read taken for data.

use std::fs::File;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::SyzygyError;
use crate::open_files::{Handle, OpenFiles};

/// An open table file and its length, taken once when it is opened.
#[derive(Debug)]
pub(crate) struct TableFile {
    path: PathBuf,
    source: Source,
    len: u64,
}

/// Where the bytes come from.
enum Source {
    /// The whole file, read when it was opened: a copy, so a file changed later is not seen.
    Memory(Box<[u8]>),
    /// The file, read where it lies, by a descriptor the tablebase may close between reads.
    File {
        handle: Arc<Handle>,
        files: Arc<OpenFiles>,
    },
}

impl std::fmt::Debug for Source {
    /// Not the bytes: a table file is up to megabytes.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Source::Memory(bytes) => write!(f, "Memory({} bytes)", bytes.len()),
            Source::File { handle, .. } => f.debug_tuple("File").field(handle).finish(),
        }
    }
}

impl TableFile {
    /// Opens the file, and reads it whole when it has at most `in_memory_limit` bytes; otherwise
    /// its descriptor is one of `files`.
    pub(crate) fn open(
        path: &Path,
        in_memory_limit: u64,
        files: &Arc<OpenFiles>,
    ) -> Result<TableFile, SyzygyError> {
        let mut file = File::open(path).map_err(|e| SyzygyError::io(path, e))?;
        let len = file.metadata().map_err(|e| SyzygyError::io(path, e))?.len();
        let source = if len <= in_memory_limit {
            let mut bytes = Vec::with_capacity(usize::try_from(len).unwrap_or(0));
            std::io::Read::read_to_end(&mut file, &mut bytes)
                .map_err(|e| SyzygyError::io(path, e))?;
            // A file that changed size while it was read is taken as it was read.
            Source::Memory(bytes.into_boxed_slice())
        } else {
            let handle = Arc::default();
            files.admit(&handle, file);
            Source::File {
                handle,
                files: Arc::clone(files),
            }
        };
        let len = match &source {
            Source::Memory(bytes) => bytes.len() as u64,
            Source::File { .. } => len,
        };
        Ok(TableFile {
            path: path.to_owned(),
            source,
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
        match &self.source {
            Source::Memory(bytes) => {
                // In range: checked against `len`, the slice's length, above.
                let start = usize::try_from(offset).expect("inside a slice");
                buf.copy_from_slice(&bytes[start..start + buf.len()]);
                Ok(())
            }
            Source::File { handle, files } => {
                let io = |e| SyzygyError::io(&self.path, e);
                if let Some(read) = files.read(handle, |file| read_at(file, offset, buf)) {
                    return read.map_err(io);
                }
                // Closed to keep within the bound: open it again, read, and keep it.
                let file = File::open(&self.path).map_err(io)?;
                read_at(&file, offset, buf).map_err(io)?;
                files.admit(handle, file);
                Ok(())
            }
        }
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

#[cfg(test)]
mod tests {
    use std::path::PathBuf;
    use std::sync::Arc;

    use super::{Source, TableFile};
    use crate::open_files::OpenFiles;

    fn table(name: &str) -> PathBuf {
        PathBuf::from(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../testdata/syzygy/tables"
        ))
        .join(name)
    }

    impl TableFile {
        /// Whether the file's descriptor is open now (a file read whole has none).
        fn is_open(&self) -> bool {
            match &self.source {
                Source::Memory(_) => false,
                Source::File { handle, .. } => handle.is_open(),
            }
        }
    }

    /// With room for two files, A, B, A, C closes B, the least recently read, and A stays
    /// open: a table probed all the time is never the one closed.
    #[test]
    fn the_least_recently_read_file_is_closed_past_the_limit() {
        let files = Arc::new(OpenFiles::new(2));
        let open = |name| TableFile::open(&table(name), 0, &files).expect("a test table");
        let a = open("KQvK.rtbw");
        let b = open("KRvK.rtbw");
        let magic = a.u8_at(0).expect("a byte");
        let c = open("KBvK.rtbw");
        assert_eq!([a.is_open(), b.is_open(), c.is_open()], [true, false, true]);
        // B reads again by opening again, and closes the least recent of the others: A.
        assert_eq!(b.u8_at(0).expect("a byte"), magic);
        c.u8_at(0).expect("a byte");
        assert_eq!([a.is_open(), b.is_open(), c.is_open()], [false, true, true]);
    }
}
