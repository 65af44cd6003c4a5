//! PGN input as it ships: plain, or packed with zstd or gzip, unpacked on the fly.

use core::fmt;
use std::fs::File;
use std::io::{self, Chain, Cursor, Read, Take};
use std::path::Path;

/// How a PGN input is packed.
///
/// ```
/// use fianchetto_pgn::{Compression, Unpacked};
///
/// let input = Unpacked::new("1. e4 e5 *\n".as_bytes())?;
/// assert_eq!(input.compression(), Compression::Plain);
/// # Ok::<(), std::io::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Compression {
    /// Not packed: the PGN text itself.
    Plain,
    /// Zstandard (`.zst`), as the lichess database ships: needs the `zstd` feature.
    Zstd,
    /// gzip (`.gz`), one member or several in a row: needs the `gzip` feature.
    Gzip,
}

impl Compression {
    /// The packing an input that starts with `head` (its first four bytes, or all of a shorter
    /// input) is in.
    fn sniff(head: &[u8]) -> Compression {
        match head {
            // A zstd frame, or a skippable frame (pzstd, seekable zstd) that the decoder passes.
            [0x28, 0xb5, 0x2f, 0xfd, ..] | [0x50..=0x5f, 0x2a, 0x4d, 0x18, ..] => Compression::Zstd,
            [0x1f, 0x8b, ..] => Compression::Gzip,
            _ => Compression::Plain,
        }
    }

    /// The packing a file's name promises: `.zst` or `.gz`, in any case.
    fn of_path(path: &Path) -> Option<Compression> {
        let extension = path.extension()?;
        if extension.eq_ignore_ascii_case("zst") {
            Some(Compression::Zstd)
        } else if extension.eq_ignore_ascii_case("gz") {
            Some(Compression::Gzip)
        } else {
            None
        }
    }

    /// The feature that unpacks it (none for plain text).
    fn feature(self) -> &'static str {
        match self {
            Compression::Plain => "",
            Compression::Zstd => "zstd",
            Compression::Gzip => "gzip",
        }
    }
}

/// A PGN input unpacked on the fly: the bytes of a plain input as they are, those of a zstd or
/// gzip one unpacked, as [`Unpacked::open`] and [`Unpacked::new`] find it packed. A [`Read`],
/// for a [`Reader`](crate::Reader) or a [`ParallelReader`](crate::ParallelReader) to read.
///
/// [`Reader::open`](crate::Reader::open) opens a file for a reader in one call.
///
/// ```
/// use std::ops::ControlFlow;
/// use fianchetto_pgn::{ParallelReader, Replay, Summary, Unpacked};
///
/// # let path = std::env::temp_dir().join(format!("fianchetto-unpacked-{}.pgn", std::process::id()));
/// # std::fs::write(&path, "1. e4 e5 *\n\n1. d4 *\n")?;
/// let mut plies = Vec::new();
/// ParallelReader::new(2).for_each(
///     Unpacked::open(&path)?,
///     || Replay::new(Summary::new()),
///     |game| {
///         plies.push(game.map(|game| game.plies));
///         ControlFlow::Continue(())
///     },
/// )?;
/// assert_eq!(plies.into_iter().collect::<Result<Vec<_>, _>>()?, [2, 1]);
/// # std::fs::remove_file(&path)?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Unpacked<R> {
    source: Source<R>,
}

/// The first bytes read to sniff the packing, put back in front of the rest.
type Head<R> = Chain<Take<Cursor<[u8; 4]>>, R>;

enum Source<R> {
    Plain(Head<R>),
    #[cfg(feature = "zstd")]
    Zstd(zstd::stream::read::Decoder<'static, io::BufReader<Head<R>>>),
    #[cfg(feature = "gzip")]
    Gzip(flate2::read::MultiGzDecoder<Head<R>>),
}

impl Unpacked<File> {
    /// Opens the file at `path`, unpacked by its extension (`.zst`, `.gz`, in any case) or
    /// else by its first bytes, which say whether it is zstd or gzip whatever its name.
    ///
    /// A name that promises a packing the file is not in makes reading fail, as the unpacker
    /// finds it.
    ///
    /// ```
    /// use fianchetto_pgn::{Compression, Unpacked};
    ///
    /// # let path = std::env::temp_dir().join(format!("fianchetto-open-{}.pgn", std::process::id()));
    /// # std::fs::write(&path, "1. e4 e5 *\n")?;
    /// let input = Unpacked::open(&path)?;
    /// assert_eq!(input.compression(), Compression::Plain);
    /// # std::fs::remove_file(&path)?;
    /// # Ok::<(), std::io::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// When the file cannot be opened or read, or is packed in a way whose feature is off
    /// ([`io::ErrorKind::Unsupported`]).
    pub fn open(path: impl AsRef<Path>) -> io::Result<Unpacked<File>> {
        let path = path.as_ref();
        let file = File::open(path)?;
        match Compression::of_path(path) {
            Some(compression) => Unpacked::with_head(file, [0; 4], 0, compression),
            None => Unpacked::new(file),
        }
    }
}

impl<R: Read> Unpacked<R> {
    /// Reads the first bytes of `inner` to find how it is packed, and unpacks it from there:
    /// for stdin, a socket, bytes in memory.
    ///
    /// ```
    /// use fianchetto_pgn::{Compression, Reader, Replay, Replayed, Unpacked};
    ///
    /// let input = Unpacked::new("1. e4 e5 *\n".as_bytes())?; // or std::io::stdin()
    /// assert_eq!(input.compression(), Compression::Plain);
    /// let game = Reader::new(input).read_game(&mut Replay::new(Replayed::new()))?;
    /// assert_eq!(game.map(|game| game.plies), Some(2));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// When reading the first bytes fails, or `inner` is packed in a way whose feature is off
    /// ([`io::ErrorKind::Unsupported`]).
    pub fn new(mut inner: R) -> io::Result<Unpacked<R>> {
        let mut head = [0; 4];
        let mut len = 0;
        while len < head.len() {
            match inner.read(&mut head[len..]) {
                Ok(0) => break,
                Ok(n) => len += n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
        let compression = Compression::sniff(&head[..len]);
        Unpacked::with_head(inner, head, len, compression)
    }

    /// `inner` after the `len` bytes of `head` read from it, unpacked as `compression` says.
    fn with_head(
        inner: R,
        head: [u8; 4],
        len: usize,
        compression: Compression,
    ) -> io::Result<Unpacked<R>> {
        let input = Cursor::new(head).take(len as u64).chain(inner);
        let source = match compression {
            Compression::Plain => Source::Plain(input),
            #[cfg(feature = "zstd")]
            Compression::Zstd => Source::Zstd(zstd::stream::read::Decoder::new(input)?),
            #[cfg(feature = "gzip")]
            Compression::Gzip => Source::Gzip(flate2::read::MultiGzDecoder::new(input)),
            #[allow(unreachable_patterns, reason = "with both features on, none is left")]
            off => {
                return Err(io::Error::new(
                    io::ErrorKind::Unsupported,
                    format!(
                        "the input is packed with {feature}: reading it needs the `{feature}` \
                         feature of fianchetto-pgn (or fianchetto)",
                        feature = off.feature()
                    ),
                ));
            }
        };
        Ok(Unpacked { source })
    }
}

impl<R> Unpacked<R> {
    /// How the input is packed.
    ///
    /// ```
    /// use fianchetto_pgn::{Compression, Unpacked};
    ///
    /// assert_eq!(Unpacked::new(&b"1. e4 *"[..])?.compression(), Compression::Plain);
    /// assert_eq!(Unpacked::new(&b""[..])?.compression(), Compression::Plain);
    /// # Ok::<(), std::io::Error>(())
    /// ```
    pub fn compression(&self) -> Compression {
        match self.source {
            Source::Plain(_) => Compression::Plain,
            #[cfg(feature = "zstd")]
            Source::Zstd(_) => Compression::Zstd,
            #[cfg(feature = "gzip")]
            Source::Gzip(_) => Compression::Gzip,
        }
    }
}

impl<R: Read> Read for Unpacked<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        match &mut self.source {
            Source::Plain(input) => input.read(buf),
            #[cfg(feature = "zstd")]
            Source::Zstd(input) => input.read(buf),
            #[cfg(feature = "gzip")]
            Source::Gzip(input) => input.read(buf),
        }
    }
}

impl<R> fmt::Debug for Unpacked<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Unpacked")
            .field("compression", &self.compression())
            .finish_non_exhaustive()
    }
}
