//! Where the CLI writes its outputs (`export -o`, `index build -o`, `index merge -o`, `gif -o`,
//! `show --svg` and `--png`): stdout, a device or FIFO written in place, or a regular file that
//! is replaced only by a whole output. A regular target is written as a temporary file beside it
//! (`.NAME.fianchetto-PID.tmp`), synced, and renamed over it by [`OutputFile::commit`]; a run
//! that fails or is interrupted removes the temporary file and leaves the old target as it was,
//! and a killed one leaves at most the temporary file, never a cut-off target. A run with
//! several outputs ([`write_outputs`]) renames none until all are written and synced. The
//! temporary file is made with the old target's permissions, so the new contents are never open
//! to more users than the old were. A symbolic link is written through, to the file it names
//! (existing or not), and stays a link.

use std::fs::{self, File, OpenOptions, Permissions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
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
    synced: bool,
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
        self.sync()?;
        if let Destination::Replacing(replacement) = &mut self.destination {
            replacement
                .rename()
                .with_context(|| format!("cannot replace {}", self.name))?;
        }
        Ok(())
    }

    /// Puts a regular file's contents on disk, with the old target's permissions, without
    /// touching the target yet; [`OutputFile::commit`] then only renames.
    fn sync(&mut self) -> anyhow::Result<()> {
        if let Destination::Replacing(replacement) = &mut self.destination {
            replacement
                .sync()
                .with_context(|| format!("cannot replace {}", self.name))?;
        }
        Ok(())
    }

    /// Writes all of `bytes` to the output.
    fn write_bytes(&self, bytes: &[u8]) -> anyhow::Result<()> {
        let mut writer = self.writer()?;
        let written = writer.write_all(bytes).and_then(|()| writer.flush());
        written.map_err(|err| self.write_error(err.into()))
    }

    fn is_stdout(&self) -> bool {
        matches!(self.destination, Destination::Stdout { .. })
    }
}

/// Writes each `(name, contents)` (`-` for stdout) all or nothing: every file is written and
/// synced as a temporary file beside its target before the first is renamed over its target, so
/// a run that fails on one output (a folder that does not exist, a full disk) leaves every other
/// as it was. Stdout, which cannot be taken back, is written only once the files are on disk.
pub(crate) fn write_outputs(outputs: &[(&str, &[u8])]) -> anyhow::Result<()> {
    let mut opened = Vec::with_capacity(outputs.len());
    for &(name, contents) in outputs {
        opened.push((OutputFile::create(name)?, contents));
    }
    for (output, contents) in &mut opened {
        if !output.is_stdout() {
            output.write_bytes(contents)?;
            output.sync()?;
        }
    }
    for (output, contents) in &opened {
        if output.is_stdout() {
            output.write_bytes(contents)?;
        }
    }
    for (output, _) in opened {
        output.commit()?;
    }
    Ok(())
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
                let replacement = through_links(Path::new(name))
                    .and_then(|target| Replacement::beside(target, Some(existing.permissions())));
                Ok(Destination::Replacing(
                    replacement.with_context(|| format!("cannot replace {name}"))?,
                ))
            }
            Err(err) if err.kind() == io::ErrorKind::NotFound => {
                // A dangling link: the file it names is created, and the link stays a link.
                let replacement = through_links(Path::new(name))
                    .and_then(|target| Replacement::beside(target, None));
                Ok(Destination::Replacing(
                    replacement.with_context(|| format!("cannot create {name}"))?,
                ))
            }
            Err(err) => Err(err).with_context(|| format!("cannot create {name}")),
        }
    }
}

/// `path` with the symbolic links its last component leads through followed, each relative to
/// its own folder as the system reads it, to the file at the end: unlike [`fs::canonicalize`],
/// also when that file does not exist yet. Folders on the way are left as they are written.
fn through_links(path: &Path) -> anyhow::Result<PathBuf> {
    let mut path = path.to_path_buf();
    // As many links as Linux follows before it says ELOOP.
    for _ in 0..40 {
        match fs::symlink_metadata(&path) {
            Ok(metadata) if metadata.file_type().is_symlink() => {
                let destination = fs::read_link(&path)
                    .with_context(|| format!("cannot read the link {}", path.display()))?;
                // An absolute destination replaces the folder in `join`.
                path = match path.parent() {
                    Some(folder) => folder.join(destination),
                    None => destination,
                };
            }
            Ok(_) => return Ok(path),
            Err(err) if err.kind() == io::ErrorKind::NotFound => return Ok(path),
            Err(err) => return Err(err).with_context(|| format!("cannot read {}", path.display())),
        }
    }
    anyhow::bail!("too many levels of symbolic links")
}

impl Replacement {
    /// A new temporary file in `target`'s directory, so that the rename stays on one file system,
    /// with the old target's `permissions` from the start (less the umask, until the commit).
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
            let mut options = OpenOptions::new();
            options.write(true).create_new(true);
            #[cfg(unix)]
            if let Some(permissions) = &permissions {
                use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
                // Not set-user-ID and the like on a file that is still being written.
                options.mode(permissions.mode() & 0o777);
            }
            match options.open(&temporary) {
                Ok(file) => {
                    crate::interrupt::remove_if_ended(&temporary);
                    return Ok(Replacement {
                        directory,
                        temporary,
                        target,
                        file,
                        permissions,
                        synced: false,
                        committed: false,
                    });
                }
                Err(err) if err.kind() == io::ErrorKind::AlreadyExists && attempt < 100 => {}
                Err(err) => return Err(temporary_file_error(err, &temporary, &directory)),
            }
        }
        unreachable!("the loop returns by its hundredth attempt")
    }

    /// Syncs the written file and gives it the old target's permissions; once only.
    fn sync(&mut self) -> io::Result<()> {
        if !self.synced {
            self.file.sync_all()?;
            if let Some(permissions) = &self.permissions {
                self.file.set_permissions(permissions.clone())?;
            }
            self.synced = true;
        }
        Ok(())
    }

    /// Renames the synced file over the target.
    fn rename(&mut self) -> io::Result<()> {
        fs::rename(&self.temporary, &self.target)?;
        self.committed = true;
        crate::interrupt::forget(&self.temporary);
        // The rename is durable once the directory is synced. It has happened whatever this
        // says, and some file systems cannot sync a directory, so a failure changes nothing.
        if let Ok(directory) = File::open(&self.directory) {
            let _ = directory.sync_all();
        }
        Ok(())
    }
}

/// Why the temporary file could not be made. Without the right to write the folder, say so: the
/// target itself may well be writable, which a bare "Permission denied" leaves a user checking.
fn temporary_file_error(err: io::Error, temporary: &Path, directory: &Path) -> anyhow::Error {
    let context = if err.kind() == io::ErrorKind::PermissionDenied {
        format!(
            "cannot create the temporary file {} (the output is written beside its target and \
             renamed over it, so the folder {} must be writable)",
            temporary.display(),
            directory.display()
        )
    } else {
        format!("cannot create {}", temporary.display())
    };
    anyhow::Error::new(err).context(context)
}

impl Drop for Replacement {
    fn drop(&mut self) {
        if !self.committed {
            let _ = fs::remove_file(&self.temporary);
            crate::interrupt::forget(&self.temporary);
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A scratch folder of its own under the system's temporary folder.
    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("fianchetto-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).expect("a scratch folder");
        dir
    }

    /// The temporary file of a 0600 target is never readable by others, not even before the
    /// commit (it was made 0666 less the umask, and got the old permissions only at the commit).
    #[cfg(unix)]
    #[test]
    fn the_temporary_file_has_the_old_permissions_from_the_start() {
        use std::os::unix::fs::PermissionsExt;
        let dir = scratch("private-output");
        let target = dir.join("private.jsonl");
        fs::write(&target, b"old\n").expect("the old target");
        fs::set_permissions(&target, Permissions::from_mode(0o600)).expect("permissions");
        let permissions = fs::metadata(&target).expect("metadata").permissions();
        let replacement = Replacement::beside(target, Some(permissions)).expect("a temporary file");
        let mode = fs::metadata(&replacement.temporary)
            .expect("the temporary file")
            .permissions()
            .mode();
        assert_eq!(mode & 0o777 & !0o600, 0, "{mode:o}");
        drop(replacement);
        fs::remove_dir_all(&dir).expect("the scratch folder goes");
    }

    #[cfg(unix)]
    #[test]
    fn links_are_followed_relative_to_their_folder_to_a_file_that_need_not_exist() {
        let dir = scratch("links");
        fs::create_dir(dir.join("sub")).expect("a sub-folder");
        std::os::unix::fs::symlink("sub/second", dir.join("first")).expect("a link");
        std::os::unix::fs::symlink("../missing.csv", dir.join("sub/second")).expect("a link");
        assert_eq!(
            through_links(&dir.join("first")).expect("resolved"),
            dir.join("sub/../missing.csv")
        );
        assert_eq!(
            through_links(&dir.join("plain.csv")).expect("resolved"),
            dir.join("plain.csv")
        );
        std::os::unix::fs::symlink("loop", dir.join("loop")).expect("a link");
        let err = through_links(&dir.join("loop")).expect_err("a loop");
        assert_eq!(err.to_string(), "too many levels of symbolic links");
        fs::remove_dir_all(&dir).expect("the scratch folder goes");
    }

    /// Root writes any folder, so the message is checked here rather than by a run.
    #[test]
    fn an_unwritable_folder_is_named_as_the_reason() {
        let err = temporary_file_error(
            io::ErrorKind::PermissionDenied.into(),
            Path::new("/data/.out.csv.fianchetto-7.tmp"),
            Path::new("/data"),
        )
        .context("cannot replace /data/out.csv");
        assert_eq!(
            crate::exit::one_line(&err),
            "cannot replace /data/out.csv: cannot create the temporary file \
             /data/.out.csv.fianchetto-7.tmp (the output is written beside its target and \
             renamed over it, so the folder /data must be writable): permission denied"
        );
    }
}
