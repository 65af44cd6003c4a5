//! chess.js's reading of FEN text: `validateFen`'s checks, in its order and with its messages
//! (programs compare them), and `load`'s completion of a FEN of two to five fields. What a
//! valid FEN means is then read by the notation layer's FEN reader.

/// chess.js 1.4's complaint about `fen`, `None` when it accepts it.
pub(crate) fn complaint(fen: &str) -> Option<&'static str> {
    let tokens = split_whitespace_runs(fen);
    if tokens.len() != 6 {
        return Some("Invalid FEN: must contain six space-delimited fields");
    }
    if parse_int(tokens[5]).is_none_or(|n| n <= 0) {
        return Some("Invalid FEN: move number must be a positive integer");
    }
    if parse_int(tokens[4]).is_none_or(|n| n < 0) {
        return Some("Invalid FEN: half move counter number must be a non-negative integer");
    }
    let ep = tokens[3].as_bytes();
    let ep_ok = ep == b"-"
        || (ep.len() == 2 && (b'a'..=b'h').contains(&ep[0]) && matches!(ep[1], b'3' | b'6'));
    if !ep_ok {
        return Some("Invalid FEN: en-passant square is invalid");
    }
    if tokens[2]
        .chars()
        .any(|c| !matches!(c, 'k' | 'K' | 'q' | 'Q' | '-'))
    {
        return Some("Invalid FEN: castling availability is invalid");
    }
    if !matches!(tokens[1], "w" | "b") {
        return Some("Invalid FEN: side-to-move is invalid");
    }
    let rows: Vec<&str> = tokens[0].split('/').collect();
    if rows.len() != 8 {
        return Some("Invalid FEN: piece data does not contain 8 '/'-delimited rows");
    }
    for row in &rows {
        let mut squares = 0;
        let mut previous_was_number = false;
        for c in row.chars() {
            if let Some(digit) = c.to_digit(10) {
                if previous_was_number {
                    return Some("Invalid FEN: piece data is invalid (consecutive number)");
                }
                squares += digit;
                previous_was_number = true;
            } else {
                if !"prnbqkPRNBQK".contains(c) {
                    return Some("Invalid FEN: piece data is invalid (invalid piece)");
                }
                squares += 1;
                previous_was_number = false;
            }
        }
        if squares != 8 {
            return Some("Invalid FEN: piece data is invalid (too many squares in rank)");
        }
    }
    if (ep.get(1) == Some(&b'3') && tokens[1] == "w")
        || (ep.get(1) == Some(&b'6') && tokens[1] == "b")
    {
        return Some("Invalid FEN: illegal en-passant square");
    }
    for (king, missing, too_many) in [
        (
            'K',
            "Invalid FEN: missing white king",
            "Invalid FEN: too many white kings",
        ),
        (
            'k',
            "Invalid FEN: missing black king",
            "Invalid FEN: too many black kings",
        ),
    ] {
        match tokens[0].matches(king).count() {
            0 => return Some(missing),
            1 => {}
            _ => return Some(too_many),
        }
    }
    if rows[0].contains(['p', 'P']) || rows[7].contains(['p', 'P']) {
        return Some("Invalid FEN: some pawns are on the edge rows");
    }
    None
}

/// `fen` as chess.js's `load` takes it: a FEN of two to five fields completed with `-`, `-`,
/// `0`, `1` from the field it lacks; the clocks written as the integers chess.js reads from
/// them (`parseInt`), so that the FEN reader reads the numbers chess.js keeps.
pub(crate) fn completed(fen: &str) -> String {
    let mut tokens: Vec<String> = split_whitespace_runs(fen)
        .into_iter()
        .map(str::to_owned)
        .collect();
    if (2..6).contains(&tokens.len()) {
        let defaults = ["-", "-", "0", "1"];
        let missing = 6 - tokens.len();
        tokens.extend(defaults[4 - missing..].iter().map(|&s| s.to_owned()));
    }
    if tokens.len() == 6 {
        for i in [4, 5] {
            if let Some(n) = parse_int(&tokens[i]) {
                tokens[i] = n.to_string();
            }
        }
    }
    tokens.join(" ")
}

/// `text` split at runs of white space as JavaScript's `split(/\s+/)` splits it: white space
/// at either end gives an empty first or last field.
fn split_whitespace_runs(text: &str) -> Vec<&str> {
    let mut fields = Vec::new();
    let mut start = 0;
    let mut in_space = false;
    for (i, c) in text.char_indices() {
        if c.is_whitespace() {
            if !in_space {
                fields.push(&text[start..i]);
                in_space = true;
            }
        } else if in_space {
            start = i;
            in_space = false;
        }
    }
    fields.push(if in_space { "" } else { &text[start..] });
    fields
}

/// JavaScript's `parseInt(text, 10)`: white space, a sign, the digits that follow; `None`
/// where it gives `NaN`.
fn parse_int(text: &str) -> Option<i64> {
    let text = text.trim_start();
    let (negative, digits) = match text.as_bytes().first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    };
    let end = digits
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(digits.len());
    let value: i64 = digits[..end].parse().ok()?;
    Some(if negative { -value } else { value })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_split_as_javascript_splits_them() {
        assert_eq!(split_whitespace_runs("a  b\tc"), ["a", "b", "c"]);
        assert_eq!(split_whitespace_runs(" a "), ["", "a", ""]);
        assert_eq!(split_whitespace_runs(""), [""]);
    }

    #[test]
    fn integers_read_as_parse_int_reads_them() {
        assert_eq!(parse_int("12abc"), Some(12));
        assert_eq!(parse_int("-3"), Some(-3));
        assert_eq!(parse_int("x"), None);
        assert_eq!(parse_int(""), None);
    }

    #[test]
    fn short_fens_are_completed() {
        assert_eq!(completed("8/8/8/8/8/8/8/8 w"), "8/8/8/8/8/8/8/8 w - - 0 1");
        assert_eq!(
            completed("8/8/8/8/8/8/8/8 b KQ e6 07"),
            "8/8/8/8/8/8/8/8 b KQ e6 7 1"
        );
    }
}
