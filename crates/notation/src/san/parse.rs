//! The SAN grammar, lenient and strict, over bytes and without allocation.

use fianchetto_movegen::{CastlingSide, File, Rank, Role, Square};

use super::{ParseSanError, San, SanPlus, Suffix};

/// Parses SAN with its suffix; `strict` accepts the canonical syntax only.
#[inline]
pub(crate) fn parse(text: &[u8], strict: bool) -> Result<SanPlus, ParseSanError> {
    // Most SAN in a PGN file reaches here as one of a few short canonical shapes (the PGN lexer
    // splits off the suffixes), which are read without the general grammar's slicing.
    if let Some(san) = parse_common(text) {
        return Ok(SanPlus { san, suffix: None });
    }
    parse_general(text, strict)
}

/// The common shapes, canonical in both modes: `e4`, `exd5`, `Nf3`, `Nxf3`; `None` for
/// anything else, including what they do not cover.
// Always inlined: left out of line, every move token of a PGN file paid a call (Reader + Replay
// on 2,000 games: 305.6 M -> 301.1 M instructions).
#[inline(always)]
fn parse_common(text: &[u8]) -> Option<San> {
    let (role, file, capture, to) = match *text {
        [file, rank] => (Role::Pawn, None, false, (file, rank)),
        [piece, b'x', file, rank] => match piece_role(piece) {
            Some(role) => (role, None, true, (file, rank)),
            None => (Role::Pawn, Some(file_of(piece)?), true, (file, rank)),
        },
        [piece, file, rank] => (piece_role(piece)?, None, false, (file, rank)),
        _ => return None,
    };
    let to = Square::from_coords(file_of(to.0)?, rank_of(to.1)?);
    Some(San::Normal {
        role,
        file,
        rank: None,
        capture,
        to,
        promotion: None,
    })
}

/// The piece of an upper-case SAN letter other than `P`.
#[inline]
fn piece_role(letter: u8) -> Option<Role> {
    match letter {
        b'N' => Some(Role::Knight),
        b'B' => Some(Role::Bishop),
        b'R' => Some(Role::Rook),
        b'Q' => Some(Role::Queen),
        b'K' => Some(Role::King),
        _ => None,
    }
}

#[inline]
fn file_of(letter: u8) -> Option<File> {
    File::try_new(u32::from(letter.wrapping_sub(b'a')))
}

#[inline]
fn rank_of(digit: u8) -> Option<Rank> {
    Rank::try_new(u32::from(digit.wrapping_sub(b'1')))
}

/// Parses SAN with its suffix by the whole grammar.
#[cold]
fn parse_general(text: &[u8], strict: bool) -> Result<SanPlus, ParseSanError> {
    let error = || ParseSanError::new(text);
    let (body, suffix) = if strict {
        split_strict_suffix(text)
    } else {
        split_lenient_suffix(text)
    };
    let san = parse_body(body, strict).ok_or_else(error)?;
    Ok(SanPlus { san, suffix })
}

/// Splits off one `+` or `#`.
fn split_strict_suffix(text: &[u8]) -> (&[u8], Option<Suffix>) {
    match text.split_last() {
        Some((b'+', body)) => (body, Some(Suffix::Check)),
        Some((b'#', body)) => (body, Some(Suffix::Checkmate)),
        _ => (text, None),
    }
}

/// Splits off any trailing mix of `+`, `#`, `!`, `?` and `e.p.` (with or without a space before).
fn split_lenient_suffix(mut text: &[u8]) -> (&[u8], Option<Suffix>) {
    let mut suffix = None;
    loop {
        match text.split_last() {
            Some((b'#', rest)) => {
                suffix = Some(Suffix::Checkmate);
                text = rest;
            }
            Some((b'+', rest)) => {
                suffix = suffix.or(Some(Suffix::Check));
                text = rest;
            }
            Some((b'!' | b'?', rest)) => text = rest,
            _ => match text.strip_suffix(b"e.p.") {
                Some(rest) => text = rest.strip_suffix(b" ").unwrap_or(rest),
                None => return (text, suffix),
            },
        }
    }
}

/// Parses SAN without suffix.
fn parse_body(text: &[u8], strict: bool) -> Option<San> {
    match text {
        b"O-O" => return Some(San::Castle(CastlingSide::KingSide)),
        b"O-O-O" => return Some(San::Castle(CastlingSide::QueenSide)),
        b"--" => return Some(San::Null),
        b"0-0" | b"o-o" if !strict => return Some(San::Castle(CastlingSide::KingSide)),
        b"0-0-0" | b"o-o-o" if !strict => return Some(San::Castle(CastlingSide::QueenSide)),
        b"Z0" if !strict => return Some(San::Null),
        _ => {}
    }
    if let Some(at) = text.iter().position(|&b| b == b'@') {
        return parse_drop(&text[..at], &text[at + 1..], strict);
    }

    // The piece letter.
    let (role, mut rest) = match text.split_first()? {
        (b'N', rest) => (Role::Knight, rest),
        (b'B', rest) => (Role::Bishop, rest),
        (b'R', rest) => (Role::Rook, rest),
        (b'Q', rest) => (Role::Queen, rest),
        (b'K', rest) => (Role::King, rest),
        (b'P', rest) if !strict => (Role::Pawn, rest),
        _ => (Role::Pawn, text),
    };

    // The promotion, from the end.
    let mut promotion = None;
    if let [before @ .., b'(', letter, b')'] = rest {
        if strict {
            return None;
        }
        promotion = Some(promotion_role(*letter, false)?);
        rest = before;
    } else if let [before @ .., last] = rest
        && !last.is_ascii_digit()
    {
        promotion = Some(promotion_role(*last, strict)?);
        rest = match before {
            [before @ .., b'='] => before,
            [before @ .., b'/'] if !strict => before,
            _ if strict => return None,
            _ => before,
        };
    }

    // The destination square.
    let [middle @ .., file, rank] = rest else {
        return None;
    };
    let to = Square::from_coords(
        File::from_char(char::from(*file))?,
        Rank::from_char(char::from(*rank))?,
    );

    // Disambiguation and capture marker: [file][rank][x|:|-].
    let mut middle = middle;
    let mut from_file = None;
    let mut from_rank = None;
    let mut capture = false;
    if let Some((&b, rest)) = middle.split_first()
        && let Some(file) = File::from_char(char::from(b))
    {
        from_file = Some(file);
        middle = rest;
    }
    if let Some((&b, rest)) = middle.split_first()
        && let Some(rank) = Rank::from_char(char::from(b))
    {
        from_rank = Some(rank);
        middle = rest;
    }
    match middle {
        [] => {}
        [b'x'] => capture = true,
        [b':'] if !strict => capture = true,
        [b'-'] if !strict => {}
        _ => return None,
    }

    // Only pawns promote, and a pawn capture names the pawn's file.
    if role != Role::Pawn && promotion.is_some() {
        return None;
    }
    if role == Role::Pawn && capture && from_file.is_none() {
        return None;
    }
    if strict {
        let canonical = match role {
            // A pawn names its file exactly when it captures, and never its rank. Other
            // pieces, kings too (antichess may have several), may need disambiguation.
            Role::Pawn => from_file.is_some() == capture && from_rank.is_none(),
            _ => true,
        };
        if !canonical {
            return None;
        }
    }

    Some(San::Normal {
        role,
        file: from_file,
        rank: from_rank,
        capture,
        to,
        promotion,
    })
}

/// A drop, `N@f3` or `@e4` (a pawn), split at its `@`; lenient reading also takes `P@e4`.
fn parse_drop(piece: &[u8], square: &[u8], strict: bool) -> Option<San> {
    let role = match piece {
        [] => Role::Pawn,
        [b'P'] if !strict => Role::Pawn,
        [letter] => piece_role(*letter).filter(|&role| role != Role::King)?,
        _ => return None,
    };
    let [file, rank] = *square else {
        return None;
    };
    let to = Square::from_coords(file_of(file)?, rank_of(rank)?);
    Some(San::Drop { role, to })
}

/// A promotion letter: `NBRQ` and `K` (antichess promotes to a king), and when lenient
/// lowercase letters.
fn promotion_role(letter: u8, strict: bool) -> Option<Role> {
    match letter {
        b'N' => Some(Role::Knight),
        b'B' => Some(Role::Bishop),
        b'R' => Some(Role::Rook),
        b'Q' => Some(Role::Queen),
        b'K' => Some(Role::King),
        _ if strict => None,
        b'k' => Some(Role::King),
        b'n' => Some(Role::Knight),
        b'b' => Some(Role::Bishop),
        b'r' => Some(Role::Rook),
        b'q' => Some(Role::Queen),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The shortcut reads every short text as the whole grammar does, strict or not.
    #[test]
    fn common_shapes_agree_with_the_grammar() {
        let alphabet = b"abcdeh1278NBRQKPxO-0=:";
        let mut text = [0u8; 4];
        let mut checked = 0;
        for len in 0..=4 {
            for mut n in 0..alphabet.len().pow(len as u32) {
                for byte in &mut text[..len] {
                    *byte = alphabet[n % alphabet.len()];
                    n /= alphabet.len();
                }
                let text = &text[..len];
                if let Some(san) = parse_common(text) {
                    let plus = Ok(SanPlus { san, suffix: None });
                    assert_eq!(parse_general(text, false), plus, "{text:?}");
                    assert_eq!(parse_general(text, true), plus, "{text:?}");
                    checked += 1;
                }
            }
        }
        assert!(checked > 300, "{checked}");
    }
}
