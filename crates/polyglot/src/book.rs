//! [`Book`]: a Polyglot book over bytes the caller holds, checked once and searched by key.

use core::slice::ChunksExact;

use fianchetto_movegen::Position;

use crate::entry::ENTRY_BYTES;
use crate::{BookEntry, BookError, RawEntry};

/// A Polyglot opening book: whole 16-byte entries sorted by key, over any bytes the caller
/// holds (`&[u8]`, `Vec<u8>`, a `&'static [u8]` from `include_bytes!`).
///
/// ```
/// use fianchetto_movegen::Position;
/// use fianchetto_polyglot::Book;
///
/// let book = Book::new(include_bytes!("../../../testdata/polyglot/lasker-trap.bin"))?;
/// assert_eq!(book.len(), 7);
/// assert!(book.entries(&Position::new()).next().is_none());
/// # Ok::<(), fianchetto_polyglot::BookError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Book<B> {
    bytes: B,
}

impl<B: AsRef<[u8]>> Book<B> {
    /// The book in `bytes`, after checking that they are whole entries sorted by key: every
    /// lookup is a binary search, which finds nothing reliable in an unsorted file. The check
    /// reads each key once.
    ///
    /// ```
    /// use fianchetto_polyglot::{Book, BookError};
    ///
    /// assert_eq!(Book::new([0u8; 17]).unwrap_err(), BookError::Length { bytes: 17 });
    /// let mut unsorted = [0u8; 32];
    /// unsorted[0] = 1;
    /// assert_eq!(Book::new(unsorted).unwrap_err(), BookError::Unsorted { entry: 1 });
    /// assert!(Book::new([0u8; 0])?.is_empty());
    /// # Ok::<(), BookError>(())
    /// ```
    pub fn new(bytes: B) -> Result<Book<B>, BookError> {
        let data = bytes.as_ref();
        if data.len() % ENTRY_BYTES != 0 {
            return Err(BookError::Length { bytes: data.len() });
        }
        let keys = data.chunks_exact(ENTRY_BYTES).map(key_of);
        let mut previous = 0;
        for (entry, key) in keys.enumerate() {
            if key < previous {
                return Err(BookError::Unsorted { entry });
            }
            previous = key;
        }
        Ok(Book { bytes })
    }

    /// How many entries the book holds, for all positions together.
    ///
    /// ```
    /// use fianchetto_polyglot::Book;
    ///
    /// let book = Book::new(include_bytes!("../../../testdata/polyglot/lasker-trap.bin"))?;
    /// assert_eq!(book.len(), 7);
    /// # Ok::<(), fianchetto_polyglot::BookError>(())
    /// ```
    pub fn len(&self) -> usize {
        self.bytes.as_ref().len() / ENTRY_BYTES
    }

    /// `true` for a book without entries (an empty file is a valid, empty book).
    ///
    /// ```
    /// use fianchetto_polyglot::Book;
    ///
    /// assert!(Book::new(Vec::new())?.is_empty());
    /// # Ok::<(), fianchetto_polyglot::BookError>(())
    /// ```
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The entry at `index` in stored order (sorted by key), undecoded; `None` past the end.
    /// Counting from the end is the caller's business.
    ///
    /// ```
    /// use fianchetto_polyglot::Book;
    ///
    /// let book = Book::new(include_bytes!("../../../testdata/polyglot/lasker-trap.bin"))?;
    /// let first = book.get(0).ok_or("the book has entries")?;
    /// let last = book.get(book.len() - 1).ok_or("the book has entries")?;
    /// assert!(first.key <= last.key);
    /// assert_eq!(book.get(book.len()), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn get(&self, index: usize) -> Option<RawEntry> {
        let start = index.checked_mul(ENTRY_BYTES)?;
        let chunk = self
            .bytes
            .as_ref()
            .get(start..start.checked_add(ENTRY_BYTES)?)?;
        Some(raw_entry(chunk))
    }

    /// The entries of `pos` in the order the book stores them, each move decoded to a legal
    /// move of `pos`; entries whose move is not legal there are skipped (see the
    /// [crate documentation](crate#what-a-book-entry-means)). Empty when the position is not
    /// in the book.
    ///
    /// ```
    /// use fianchetto_movegen::{Move, Position, Square};
    /// use fianchetto_polyglot::Book;
    ///
    /// let book = Book::new(include_bytes!("../../../testdata/polyglot/lasker-trap.bin"))?;
    /// let pos = Position::new().play(Move::normal(Square::D2, Square::D4))?;
    /// let moves: Vec<Move> = book.entries(&pos).map(|entry| entry.mv).collect();
    /// assert_eq!(moves, [Move::normal(Square::D7, Square::D5)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn entries(&self, pos: &Position) -> Entries<'_> {
        Entries {
            raw: self.raw_entries(pos.zobrist_hash()),
            pos: *pos,
        }
    }

    /// Every entry stored under `key`, in stored order, moves not decoded: also those that
    /// [`entries`](Book::entries) skips.
    ///
    /// ```
    /// use fianchetto_movegen::Position;
    /// use fianchetto_polyglot::Book;
    ///
    /// let book = Book::new(include_bytes!("../../../testdata/polyglot/performance.bin"))?;
    /// let start = book.raw_entries(Position::new().zobrist_hash());
    /// assert_eq!(start.len(), book.entries(&Position::new()).count());
    /// assert_eq!(book.raw_entries(0).len(), 0);
    /// # Ok::<(), fianchetto_polyglot::BookError>(())
    /// ```
    pub fn raw_entries(&self, key: u64) -> RawEntries<'_> {
        let data = self.bytes.as_ref();
        let first = self.first_index_not_below(key);
        let end = first
            + data[first * ENTRY_BYTES..]
                .chunks_exact(ENTRY_BYTES)
                .take_while(|entry| key_of(entry) == key)
                .count();
        RawEntries {
            chunks: data[first * ENTRY_BYTES..end * ENTRY_BYTES].chunks_exact(ENTRY_BYTES),
        }
    }

    /// The index of the first entry whose key is `key` or more: Polyglot's lookup, which
    /// finds the first of several entries of one position.
    fn first_index_not_below(&self, key: u64) -> usize {
        let data = self.bytes.as_ref();
        let (mut low, mut high) = (0, self.len());
        while low < high {
            let middle = low + (high - low) / 2;
            if key_of(&data[middle * ENTRY_BYTES..]) < key {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        low
    }
}

/// The key of the entry `bytes` starts with.
fn key_of(bytes: &[u8]) -> u64 {
    let mut key = [0; 8];
    key.copy_from_slice(&bytes[..8]);
    u64::from_be_bytes(key)
}

/// The entries of one key as stored: [`Book::raw_entries`].
#[derive(Clone, Debug)]
pub struct RawEntries<'a> {
    chunks: ChunksExact<'a, u8>,
}

impl Iterator for RawEntries<'_> {
    type Item = RawEntry;

    fn next(&mut self) -> Option<RawEntry> {
        self.chunks.next().map(raw_entry)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.chunks.size_hint()
    }
}

impl DoubleEndedIterator for RawEntries<'_> {
    fn next_back(&mut self) -> Option<RawEntry> {
        self.chunks.next_back().map(raw_entry)
    }
}

impl ExactSizeIterator for RawEntries<'_> {}

fn raw_entry(chunk: &[u8]) -> RawEntry {
    let mut bytes = [0; ENTRY_BYTES];
    bytes.copy_from_slice(chunk);
    RawEntry::from_bytes(&bytes)
}

/// The legal entries of one position: [`Book::entries`].
#[derive(Clone, Debug)]
pub struct Entries<'a> {
    raw: RawEntries<'a>,
    pos: Position,
}

impl Iterator for Entries<'_> {
    type Item = BookEntry;

    fn next(&mut self) -> Option<BookEntry> {
        let pos = &self.pos;
        self.raw.find_map(|raw| {
            raw.legal_move(pos).map(|mv| BookEntry {
                mv,
                weight: raw.weight,
                learn: raw.learn,
            })
        })
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (0, self.raw.size_hint().1)
    }
}
