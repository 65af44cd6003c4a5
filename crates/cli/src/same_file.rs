//! Refusing to write a command's output over its own input, which would destroy the input. Two
//! paths name the same file when they lead to the same file on disk, so a symbolic link or a
//! hard link to the input counts as the input.

use std::fs;
use std::path::Path;

/// Fails when `input` and `output` are the same existing file; `-` (stdin, stdout) is no file
/// to compare, and an output that does not exist yet cannot be the input.
pub(crate) fn refuse_same_file(input: &str, output: &str) -> anyhow::Result<()> {
    if input == "-" || output == "-" {
        return Ok(());
    }
    // A missing or unreadable input is reported when it is opened.
    if let (Some(read), Some(written)) = (identity(input), identity(output))
        && read == written
    {
        anyhow::bail!(
            "the input {input} and the output {output} are the same file: \
             writing would destroy the input, so nothing was written"
        );
    }
    Ok(())
}

/// The device and inode number, which every name of a file shares.
#[cfg(unix)]
fn identity(path: &str) -> Option<(u64, u64)> {
    use std::os::unix::fs::MetadataExt;
    let metadata = fs::metadata(Path::new(path)).ok()?;
    Some((metadata.dev(), metadata.ino()))
}

/// The path with every link resolved; misses hard links, which only the file system can see.
#[cfg(not(unix))]
fn identity(path: &str) -> Option<std::path::PathBuf> {
    fs::canonicalize(Path::new(path)).ok()
}
