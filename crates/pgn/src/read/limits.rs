//! Size limits that keep the reader's memory bounded per game, whatever the input.

/// Upper bounds on the constructs the reader must hold in memory at once.
///
/// The reader hands tokens to the visitor as contiguous byte slices, so a tag pair or a comment
/// that straddles two reads of the underlying [`BufRead`](std::io::BufRead) is copied into a
/// reusable buffer first. These limits bound that buffer (and the stack of open variations), so a
/// hostile or corrupt file cannot make the reader allocate without end. Exceeding a limit is an
/// ordinary [`Error`](crate::Error): the reader skips the rest of that game and goes on.
///
/// The limits are checked on the token itself, not on how the input happens to be split into
/// reads, so whether a game is accepted never depends on buffer sizes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Limits {
    /// The longest tag pair, in bytes from its `[` to its `]`. Default: 64 KiB, far above the
    /// longest real tags (a FEN is under 100 bytes) yet small enough to hold without concern.
    pub max_tag_len: usize,
    /// The longest comment, in bytes: the text between `{` and `}`, or after `;` or a `%` escape
    /// up to the end of the line. Default: 1 MiB, enough for the engine logs some tools paste
    /// into comments.
    pub max_comment_len: usize,
    /// The deepest nesting of variations. Default: 64; deeply annotated games stay under 20, and
    /// a replaying visitor keeps one position per level.
    pub max_nesting: usize,
}

impl Limits {
    /// The default limits, usable in `const` contexts.
    pub const DEFAULT: Limits = Limits {
        max_tag_len: 64 * 1024,
        max_comment_len: 1024 * 1024,
        max_nesting: 64,
    };
}

impl Default for Limits {
    fn default() -> Limits {
        Limits::DEFAULT
    }
}
