//! Where `fianchetto export` writes: stdout, a device or FIFO written in place, or a regular file
//! that is replaced only by a whole export. A regular target is written as a temporary file
//! beside it (`.NAME.fianchetto-PID.tmp`), synced, and renamed over it by [`OutputFile::commit`];
//! an export that fails or is interrupted removes the temporary file and leaves the old target
//! as it was, and a killed one leaves at most the temporary file, never a cut-off target.

use std::fs::{self, File, OpenOptions, Permissions};
use std::io::{self, Write};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use anyhow::Context;

/// An output opened for writing; a regular file's temporary file is removed on drop unless
/// [`OutputFile::commit`] renamed it over the target.
pub(crate) struct OutputFile {
    /// The path as the user wrote it, for messages.
    name: String,
    destination: Destination,
}

enum Destination {
    Stdout {
        /// Set when a write found stdout closed, which ends the run quietly.
        closed: Arc<AtomicBool>,
    },
    /// A character device (`/dev/null`, `/dev/full`) or a FIFO: there is nothing to replace
    /// atomically and a rename would put a file where the device was.
    Device(File),
    Replacing(Replacement),
}

struct Replacement {
    directory: PathBuf,
    temporary: PathBuf,
    target: PathBuf,
    file: File,
    /// The old target's permissions, which the new file keeps.
    permissions: Option<Permissions>,
    committed: bool,
}

impl OutputFile {
    /// Opens `name` for writing (`-` for stdout). Nothing a regular target holds changes yet.
    pub(crate) fn create(name: &str) -> anyhow::Result<OutputFile> {
        let destination = if name == "-" {
            Destination::Stdout {
                closed: Arc::new(AtomicBool::new(false)),
            }
        } else {
            Destination::path(name)?
        };
        Ok(OutputFile {
            name: name.to_owned(),
            destination,
        })
    }

    /// A writer to the output; the caller flushes it before [`OutputFile::commit`].
    pub(crate) fn writer(&self) -> anyhow::Result<Box<dyn Write + Send>> {
        Ok(match &self.destination {
            Destination::Stdout { closed } => Box::new(StdoutWriter {
                stdout: io::stdout(),
                closed: Arc::clone(closed),
            }),
            Destination::Device(file) => Box::new(self.clone_of(file)?),
            Destination::Replacing(replacement) => Box::new(self.clone_of(&replacement.file)?),
        })
    }

    fn clone_of(&self, file: &File) -> anyhow::Result<File> {
        file.try_clone()
            .with_context(|| format!("cannot write {}", self.name))
    }

    /// `err`, from writing to this output, as the run should end with it: a closed stdout is
    /// the quiet end of [`crate::exit::stdout_error`], anything else names the output.
    pub(crate) fn write_error(&self, err: anyhow::Error) -> anyhow::Error {
        match &self.destination {
            // The broken pipe may reach here wrapped in a Parquet or CSV error, or as the error
            // of a write made after it; the flag knows.
            Destination::Stdout { closed } if closed.load(Ordering::SeqCst) => {
                crate::exit::stdout_error(io::ErrorKind::BrokenPipe.into())
            }
            _ => err.context(format!("cannot write {}", self.name)),
        }
    }

    /// Makes the written output the target's contents: a regular file is synced to disk and
    /// renamed over the target, so the target is either all old or all new.
    pub(crate) fn commit(mut self) -> anyhow::Result<()> {
        if let Destination::Replacing(replacement) = &mut self.destination {
            replacement
                .commit()
                .with_context(|| format!("cannot replace {}", self.name))?;
        }
        Ok(())
    }
}

impl Destination {
    fn path(name: &str) -> anyhow::Result<Destination> {
        match fs::metadata(name) {
            Ok(existing) if existing.is_dir() => {
                anyhow::bail!("cannot create {name}: it is a directory")
            }
            Ok(existing) if !existing.is_file() => Ok(Destination::Device(
                File::create(name).with_context(|| format!("cannot create {name}"))?,
            )),
            Ok(existing) => {
                // Replacing what a symbolic link points to keeps the link.
                let target =
                    fs::canonicalize(name).with_context(|| format!("cannot replace {name}"))?;
                let replacement = Replacement::beside(target, Some(existing.permissions()));
                Ok(Destination::Replacing(
                    replacement.with_context(|| format!("cannot replace {name}"))?,
                ))
            }
            Err(err) if err.kind() == io::ErrorKind::NotFound => {
                let replacement = Replacement::beside(PathBuf::from(name), None);
                Ok(Destination::Replacing(
                    replacement.with_context(|| format!("cannot create {name}"))?,
                ))
            }
            Err(err) => Err(err).with_context(|| format!("cannot create {name}")),
        }
    }
}

impl Replacement {
    /// A new temporary file in `target`'s directory, so that the rename stays on one file system.
    fn beside(target: PathBuf, permissions: Option<Permissions>) -> anyhow::Result<Replacement> {
        let directory = match target.parent() {
            Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
            _ => PathBuf::from("."),
        };
        let name = target
            .file_name()
            .context("it does not end in a file name")?
            .to_string_lossy()
            .into_owned();
        let pid = std::process::id();
        // A run killed earlier with the same process id may have left its file behind.
        for attempt in 0u32.. {
            let suffix = match attempt {
                0 => String::new(),
                n => format!("-{n}"),
            };
            let temporary = directory.join(format!(".{name}.fianchetto-{pid}{suffix}.tmp"));
            match OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(&temporary)
            {
                Ok(file) => {
                    return Ok(Replacement {
                        directory,
                        temporary,
                        target,
                        file,
                        permissions,
                        committed: false,
                    });
                }
                Err(err) if err.kind() == io::ErrorKind::AlreadyExists && attempt < 100 => {}
                Err(err) => {
                    return Err(err)
                        .with_context(|| format!("cannot create {}", temporary.display()));
                }
            }
        }
        unreachable!("the loop returns by its hundredth attempt")
    }

    fn commit(&mut self) -> io::Result<()> {
        self.file.sync_all()?;
        if let Some(permissions) = &self.permissions {
            self.file.set_permissions(permissions.clone())?;
        }
        fs::rename(&self.temporary, &self.target)?;
        self.committed = true;
        // The rename is durable once the directory is synced. It has happened whatever this
        // says, and some file systems cannot sync a directory, so a failure changes nothing.
        if let Ok(directory) = File::open(&self.directory) {
            let _ = directory.sync_all();
        }
        Ok(())
    }
}

impl Drop for Replacement {
    fn drop(&mut self) {
        if !self.committed {
            let _ = fs::remove_file(&self.temporary);
        }
    }
}

/// Stdout, remembering whether a write found it closed.
struct StdoutWriter {
    stdout: io::Stdout,
    closed: Arc<AtomicBool>,
}

impl StdoutWriter {
    fn noting<T>(&self, result: io::Result<T>) -> io::Result<T> {
        if let Err(err) = &result
            && err.kind() == io::ErrorKind::BrokenPipe
        {
            self.closed.store(true, Ordering::SeqCst);
        }
        result
    }
}

impl Write for StdoutWriter {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let result = self.stdout.write(buf);
        self.noting(result)
    }

    fn flush(&mut self) -> io::Result<()> {
        let result = self.stdout.flush();
        self.noting(result)
    }
}
