//! The PGN files an index was built from: each one's path as given, size and fingerprint, so a
//! game read back by its offset comes from the file that was indexed, or fails saying the file
//! changed.

use std::fs::File;
use std::io::{self, Read, Seek, SeekFrom};
use std::path::Path;

use crate::format::fingerprint;

/// The bytes fingerprinted at each end of a file.
const SAMPLE: u64 = 64 * 1024;

/// A PGN file as indexed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Source {
    /// The path as it was given to the build.
    pub(crate) path: String,
    pub(crate) size: u64,
    pub(crate) fingerprint: u64,
}

impl Source {
    /// The file at `path` as it is now.
    pub(crate) fn of_file(path: &str) -> io::Result<Source> {
        let mut file = File::open(path)?;
        let size = file.metadata()?.len();
        Ok(Source {
            path: path.to_owned(),
            size,
            fingerprint: sample(&mut file, size)?,
        })
    }

    /// `true` when the file at the path is still the one indexed.
    pub(crate) fn is_unchanged(&self) -> io::Result<bool> {
        let now = Source::of_file(&self.path)?;
        Ok(now == *self)
    }
}

/// The fingerprint of a file's first and last [`SAMPLE`] bytes and its size.
fn sample(file: &mut File, size: u64) -> io::Result<u64> {
    let mut head = Vec::new();
    file.by_ref().take(SAMPLE).read_to_end(&mut head)?;
    let mut tail = Vec::new();
    file.seek(SeekFrom::Start(size.saturating_sub(SAMPLE)))?;
    file.take(SAMPLE).read_to_end(&mut tail)?;
    Ok(fingerprint(fingerprint(size, &head), &tail))
}

/// `path` with nothing but its text (for messages).
pub(crate) fn shown(path: &Path) -> String {
    path.display().to_string()
}
