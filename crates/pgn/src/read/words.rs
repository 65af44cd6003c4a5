//! What python-chess finds inside one word of movetext: the lexer delimits the words (a move
//! with its suffixes, a move number, a result, a run of junk), and this splits a word into
//! the moves, annotations, NAGs and results python-chess sees in it, passing over the rest.
//!
//! python-chess looks for those shapes anywhere, not only at a word's start: `exd6e.p.` is the
//! capture `exd6` and junk, `e4!!!` is `e4`, `!!` and `!`, and a word that holds no move shape
//! (`foo`, `e.p.`) is passed over rather than refused. Each rule below is tried at each byte in
//! python-chess's order, and the first that matches is taken.

use super::raw_tokens::RawToken;

/// The tokens python-chess finds in one word, in order.
#[derive(Debug, Clone)]
pub(crate) struct Words<'a> {
    rest: &'a [u8],
}

impl<'a> Words<'a> {
    /// The tokens of `word`, which holds no whitespace.
    pub(crate) fn new(word: &'a [u8]) -> Words<'a> {
        Words { rest: word }
    }
}

impl<'a> Iterator for Words<'a> {
    type Item = RawToken<'a>;

    fn next(&mut self) -> Option<RawToken<'a>> {
        let rest = self.rest;
        if rest.is_empty() {
            return None;
        }
        // Bytes that start no token are handed out together, as one skipped run.
        let mut skipped = 0;
        while skipped < rest.len() {
            if let Some((token, len)) = token_at(&rest[skipped..]) {
                if skipped > 0 {
                    self.rest = &rest[skipped..];
                    return Some(RawToken::Skipped(&rest[..skipped]));
                }
                self.rest = &rest[len..];
                return Some(token);
            }
            skipped = (skipped + char_len(rest[skipped])).min(rest.len());
        }
        self.rest = &[];
        Some(RawToken::Skipped(rest))
    }
}

/// The length of the UTF-8 character that starts with `first` (1 for a stray byte), so a
/// skipped run never ends inside a character.
fn char_len(first: u8) -> usize {
    match first {
        0xf0..=0xf7 => 4,
        0xe0..=0xef => 3,
        0xc0..=0xdf => 2,
        _ => 1,
    }
}

/// The token starting at `input[0]` and its length, if one does.
fn token_at(input: &[u8]) -> Option<(RawToken<'_>, usize)> {
    if input[0] == b'$' {
        let digits = run(&input[1..], |b| b.is_ascii_digit());
        if digits > 0 {
            return Some((RawToken::Nag(&input[1..1 + digits]), 1 + digits));
        }
    }
    if let Some(len) = result(input) {
        return Some((RawToken::Result(&input[..len]), len));
    }
    if let Some(len) = san(input) {
        return Some((RawToken::Move(&input[..len]), len));
    }
    let marks = run(&input[..input.len().min(2)], |b| matches!(b, b'!' | b'?'));
    if marks > 0 {
        return Some((RawToken::Annotation(&input[..marks]), marks));
    }
    let digits = run(input, |b| b.is_ascii_digit());
    if digits > 0 {
        let dots = run(&input[digits..], |b| b == b'.');
        return Some((RawToken::Skipped(&input[..digits + dots]), digits + dots));
    }
    None
}

/// The length of the run of bytes matching `pred` at the start of `input`.
fn run(input: &[u8], pred: impl Fn(u8) -> bool) -> usize {
    input.iter().position(|&b| !pred(b)).unwrap_or(input.len())
}

/// `1-0`, `0-1`, `1/2-1/2` or `*`.
fn result(input: &[u8]) -> Option<usize> {
    [&b"1-0"[..], b"0-1", b"1/2-1/2", b"*"]
        .into_iter()
        .find(|result| input.starts_with(result))
        .map(<[u8]>::len)
}

fn is_file(b: u8) -> bool {
    matches!(b, b'a'..=b'h')
}

fn is_rank(b: u8) -> bool {
    matches!(b, b'1'..=b'8')
}

/// The length of the move shape at the start of `input`, with its check mark: a SAN (also in
/// long algebraic, or UCI), a drop, a null move or castling, in that order of preference.
fn san(input: &[u8]) -> Option<usize> {
    let len = standard(input)
        .or_else(|| drop(input))
        .or_else(|| null(input))
        .or_else(|| castling(input))?;
    Some(len + usize::from(matches!(input.get(len), Some(b'+' | b'#'))))
}

/// `[NBKRQ]?[a-h]?[1-8]?[-x]?[a-h][1-8]` and a promotion `=?[nbrqkNBRQK]`: the four optional
/// parts are each taken where they can be before they are left out, in order, as a regular
/// expression backtracks, so `e4` is the destination alone and `Nbd7` takes the file.
fn standard(input: &[u8]) -> Option<usize> {
    let optional: [fn(u8) -> bool; 4] = [
        |b| matches!(b, b'N' | b'B' | b'K' | b'R' | b'Q'),
        is_file,
        is_rank,
        |b| matches!(b, b'-' | b'x'),
    ];
    (0..16u8).find_map(|leave_out| {
        let mut at = 0;
        for (part, matches) in optional.iter().enumerate() {
            if leave_out & (8 >> part) == 0 {
                if !input.get(at).is_some_and(|&b| matches(b)) {
                    return None;
                }
                at += 1;
            }
        }
        match input.get(at..at + 2) {
            Some(&[file, rank]) if is_file(file) && is_rank(rank) => {}
            _ => return None,
        }
        at += 2;
        let promotion = |b: &u8| b"nbrqkNBRQK".contains(b);
        if input.get(at) == Some(&b'=') && input.get(at + 1).is_some_and(promotion) {
            at += 2;
        } else if input.get(at).is_some_and(promotion) {
            at += 1;
        }
        Some(at)
    })
}

/// `[PNBRQK]?@[a-h][1-8]`.
fn drop(input: &[u8]) -> Option<usize> {
    let piece = usize::from(input.first().is_some_and(|b| b"PNBRQK".contains(b)));
    match input.get(piece..piece + 3) {
        Some(&[b'@', file, rank]) if is_file(file) && is_rank(rank) => Some(piece + 3),
        _ => None,
    }
}

/// `--`, `Z0`, `0000` or `@@@@`.
fn null(input: &[u8]) -> Option<usize> {
    [&b"--"[..], b"Z0", b"0000", b"@@@@"]
        .into_iter()
        .find(|null| input.starts_with(null))
        .map(<[u8]>::len)
}

/// `O-O`, `O-O-O`, written with `O` or `0`.
fn castling(input: &[u8]) -> Option<usize> {
    let o = |at: usize| input.get(at).is_some_and(|&b| b == b'O' || b == b'0');
    let dash = |at: usize| input.get(at) == Some(&b'-');
    if !(o(0) && dash(1) && o(2)) {
        return None;
    }
    Some(if dash(3) && o(4) { 5 } else { 3 })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(word: &str) -> Vec<RawToken<'_>> {
        Words::new(word.as_bytes()).collect()
    }

    #[test]
    fn a_plain_move_is_one_token() {
        assert_eq!(words("Nbd7"), [RawToken::Move(b"Nbd7")]);
        assert_eq!(words("e8=Q+"), [RawToken::Move(b"e8=Q+")]);
        assert_eq!(words("Ng1-f3"), [RawToken::Move(b"Ng1-f3")]);
        assert_eq!(words("e2e4"), [RawToken::Move(b"e2e4")]);
        assert_eq!(words("O-O-O#"), [RawToken::Move(b"O-O-O#")]);
        assert_eq!(words("0-0"), [RawToken::Move(b"0-0")]);
        assert_eq!(words("N@f3"), [RawToken::Move(b"N@f3")]);
        assert_eq!(words("Z0"), [RawToken::Move(b"Z0")]);
    }

    #[test]
    fn suffixes_are_split_off_after_one_check_mark() {
        assert_eq!(
            words("e4+!?"),
            [RawToken::Move(b"e4+"), RawToken::Annotation(b"!?")]
        );
        assert_eq!(
            words("e4!!!"),
            [
                RawToken::Move(b"e4"),
                RawToken::Annotation(b"!!"),
                RawToken::Annotation(b"!")
            ]
        );
        assert_eq!(
            words("e4!+"),
            [
                RawToken::Move(b"e4"),
                RawToken::Annotation(b"!"),
                RawToken::Skipped(b"+")
            ]
        );
    }

    #[test]
    fn results_numbers_and_nags() {
        assert_eq!(words("1-0"), [RawToken::Result(b"1-0")]);
        assert_eq!(words("1/2-1/2"), [RawToken::Result(b"1/2-1/2")]);
        assert_eq!(words("12..."), [RawToken::Skipped(b"12...")]);
        assert_eq!(words("$1234"), [RawToken::Nag(b"1234")]);
        assert_eq!(words("$"), [RawToken::Skipped(b"$")]);
    }

    #[test]
    fn junk_around_a_move_is_passed_over() {
        assert_eq!(
            words("exd6e.p."),
            [RawToken::Move(b"exd6"), RawToken::Skipped(b"e.p.")]
        );
        assert_eq!(words("foo"), [RawToken::Skipped(b"foo")]);
        assert_eq!(words("½-½"), [RawToken::Skipped("½-½".as_bytes())]);
        assert_eq!(
            words("abcde4"),
            [RawToken::Skipped(b"abc"), RawToken::Move(b"de4")]
        );
        assert_eq!(
            words("0000."),
            [RawToken::Move(b"0000"), RawToken::Skipped(b".")]
        );
        assert_eq!(
            words("e8="),
            [RawToken::Move(b"e8"), RawToken::Skipped(b"=")]
        );
    }
}
