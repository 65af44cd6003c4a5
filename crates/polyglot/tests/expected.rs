//! `testdata/polyglot/expected.txt`: python-chess's entries for each position of each book,
//! written by `expect.py` beside it. The CLI's tests include this file too.

// The CLI's tests read only some of what this module offers.
#![allow(dead_code)]

/// One position looked up in one book.
pub(crate) struct Expected {
    /// The book's file name in `testdata/polyglot`.
    pub(crate) book: String,
    pub(crate) fen: String,
    /// python-chess's Polyglot key of the position.
    pub(crate) key: u64,
    /// `<uci> <weight> <learn>` per entry, in stored order; illegal moves left out.
    pub(crate) entries: Vec<String>,
}

/// The path of `name` in the repository's `testdata/polyglot`.
pub(crate) fn book_path(name: &str) -> String {
    format!(
        "{}/../../testdata/polyglot/{name}",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// Every position of `expected.txt`, in file order.
pub(crate) fn expected() -> Vec<Expected> {
    let path = book_path("expected.txt");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|err| panic!("{path}: {err}"));
    let mut positions: Vec<Expected> = Vec::new();
    let mut book = String::new();
    for line in text.lines().filter(|line| !line.starts_with('#')) {
        let (tag, rest) = line.split_once(' ').expect("a tagged line");
        match tag {
            "book" => book = rest.to_string(),
            "fen" => positions.push(Expected {
                book: book.clone(),
                fen: rest.to_string(),
                key: 0,
                entries: Vec::new(),
            }),
            "key" => {
                let position = positions.last_mut().expect("a key after a fen");
                position.key = u64::from_str_radix(rest, 16).expect("a hexadecimal key");
            }
            "entry" => {
                let position = positions.last_mut().expect("an entry after a fen");
                position.entries.push(rest.to_string());
            }
            _ => panic!("unexpected line in {path}: {line}"),
        }
    }
    positions
}
