//! [`TextList`]: many short strings (a game's moves) in one buffer, so a game costs two
//! allocations rather than one per move.

/// A list of short strings kept back to back in one `String`.
///
/// ```
/// use fianchetto_records::TextList;
///
/// let mut moves = TextList::default();
/// moves.push("e2e4");
/// moves.push("e7e5");
/// assert_eq!(moves.len(), 2);
/// assert_eq!(moves.get(1), Some("e7e5"));
/// assert_eq!(moves.iter().collect::<Vec<_>>(), ["e2e4", "e7e5"]);
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct TextList {
    text: String,
    ends: Vec<usize>,
}

impl TextList {
    /// An empty list with room for `items` items of about `item_len` bytes each.
    pub fn with_capacity(items: usize, item_len: usize) -> TextList {
        TextList {
            text: String::with_capacity(items * item_len),
            ends: Vec::with_capacity(items),
        }
    }

    /// Appends `item`.
    pub fn push(&mut self, item: &str) {
        self.text.push_str(item);
        self.ends.push(self.text.len());
    }

    /// Appends the text that `write` appends to the list's buffer, without a temporary
    /// `String` or the formatter (such as [`SanPlus::append_to`]).
    ///
    /// [`SanPlus::append_to`]: fianchetto::san::SanPlus::append_to
    ///
    /// ```
    /// use fianchetto_records::TextList;
    ///
    /// let mut list = TextList::default();
    /// list.push_with(|text| text.push_str("O-O"));
    /// assert_eq!(list.get(0), Some("O-O"));
    /// ```
    pub fn push_with(&mut self, write: impl FnOnce(&mut String)) {
        write(&mut self.text);
        self.ends.push(self.text.len());
    }

    /// The number of items.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// Whether there are no items.
    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// The item at `index`, if there is one.
    pub fn get(&self, index: usize) -> Option<&str> {
        let end = *self.ends.get(index)?;
        let start = if index == 0 { 0 } else { self.ends[index - 1] };
        self.text.get(start..end)
    }

    /// The items in order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = &str> + '_ {
        (0..self.len()).map(|index| self.get(index).unwrap_or_default())
    }

    /// All items joined by single spaces, as `fianchetto pgn --emit` prints a game.
    pub fn joined(&self) -> String {
        self.iter().collect::<Vec<_>>().join(" ")
    }

    /// Every item back to back, as one string: with [`ends`](Self::ends), what a columnar
    /// writer copies in one go (an Arrow string array is this buffer and these offsets).
    ///
    /// ```
    /// use fianchetto_records::TextList;
    ///
    /// let mut moves = TextList::default();
    /// moves.push("e4");
    /// moves.push("Nf6");
    /// assert_eq!(moves.text(), "e4Nf6");
    /// assert_eq!(moves.ends(), [2, 5]);
    /// ```
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Where each item ends in [`text`](Self::text), in order (never decreasing, each on a
    /// character boundary).
    pub fn ends(&self) -> &[usize] {
        &self.ends
    }

    /// Removes every item, keeping the buffers.
    pub fn clear(&mut self) {
        self.text.clear();
        self.ends.clear();
    }
}
