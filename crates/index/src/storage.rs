//! Where an opened index's bytes are: a file read at positions (so many threads read at once,
//! and only what a query needs is read), or bytes in memory.

use std::fs::File;
use std::io;

pub(crate) enum Storage {
    File(File),
    Bytes(Vec<u8>),
}

impl Storage {
    pub(crate) fn len(&self) -> io::Result<u64> {
        match self {
            Storage::File(file) => Ok(file.metadata()?.len()),
            Storage::Bytes(bytes) => Ok(bytes.len() as u64),
        }
    }

    /// `len` bytes from `offset`; the caller has checked the range lies in the file.
    pub(crate) fn read(&self, offset: u64, len: usize) -> io::Result<Vec<u8>> {
        match self {
            Storage::File(file) => {
                let mut out = vec![0u8; len];
                read_exact_at(file, &mut out, offset)?;
                Ok(out)
            }
            Storage::Bytes(bytes) => usize::try_from(offset)
                .ok()
                .and_then(|start| bytes.get(start..start.checked_add(len)?))
                .map(<[u8]>::to_vec)
                .ok_or_else(|| io::Error::from(io::ErrorKind::UnexpectedEof)),
        }
    }
}

#[cfg(unix)]
fn read_exact_at(file: &File, out: &mut [u8], offset: u64) -> io::Result<()> {
    std::os::unix::fs::FileExt::read_exact_at(file, out, offset)
}

#[cfg(windows)]
fn read_exact_at(file: &File, mut out: &mut [u8], mut offset: u64) -> io::Result<()> {
    while !out.is_empty() {
        match std::os::windows::fs::FileExt::seek_read(file, out, offset)? {
            0 => return Err(io::Error::from(io::ErrorKind::UnexpectedEof)),
            n => {
                out = &mut out[n..];
                offset += n as u64;
            }
        }
    }
    Ok(())
}
