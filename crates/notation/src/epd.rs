//! Extended Position Description: the first four FEN fields followed by operations such as
//! `bm Nf3;`, `id "BK.01";` or the perft counts `D1 20; D2 400;`.
//!
//! [`Epd`] reads and writes a record; typed accessors ([`Epd::id`], [`Epd::best_moves`],
//! [`Epd::perft_counts`], ...) read the common opcodes. The clocks come from the `hmvc` and
//! `fmvn` operations when present (or from two numbers right after the fourth field, as some
//! perft suites write them), else they are 0 and 1.
//!
//! ```
//! use fianchetto_notation::epd::Epd;
//!
//! let epd: Epd = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - ;D1 20 ;D2 400"
//!     .parse()?;
//! assert_eq!(epd.perft_counts(), [(1, 20), (2, 400)]);
//! assert_eq!(
//!     epd.to_string(),
//!     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - D1 20; D2 400;"
//! );
//! # Ok::<(), fianchetto_notation::fen::ParseFenError>(())
//! ```

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::{self, Write as _};
use core::num::NonZeroU32;
use core::str::FromStr;

use fianchetto_movegen::{CastlingMode, EnPassantMode, Position, PositionError, Setup};

use fianchetto_movegen::fen_core::{
    CastlingStyle, Fields, parse_first_fields, parse_number, write_first_fields,
};

use crate::fen::{FenField, ParseFenError, ParseFenErrorKind};

/// One EPD operation: an opcode and its operands, as in `bm Nf3 Nc3;`. With the `serde`
/// feature it is `{"opcode": "bm", "operands": ["Nf3", "Nc3"]}` (an [`Epd`] is its text).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Operation {
    /// The opcode, such as `bm`, `id`, `c0` or `D3`.
    pub opcode: String,
    /// The operands, with the quotes of string operands removed (and `\"`, `\\` unescaped).
    pub operands: Vec<String>,
}

impl Operation {
    /// An operation with `opcode` and `operands`.
    pub fn new<I, S>(opcode: &str, operands: I) -> Operation
    where
        I: IntoIterator<Item = S>,
        S: Into<String>,
    {
        Operation {
            opcode: String::from(opcode),
            operands: operands.into_iter().map(Into::into).collect(),
        }
    }
}

/// An EPD record: a position without clocks (held as a [`Setup`]) and a list of operations.
///
/// ```
/// use fianchetto_notation::epd::{Epd, Operation};
///
/// let epd = Epd::from_ascii(
///     br#"1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - bm Qd1+; id "BK.01";"#,
/// )?;
/// assert_eq!(epd.id(), Some("BK.01"));
/// assert_eq!(epd.best_moves(), Some(&["Qd1+".to_string()][..]));
/// assert_eq!(epd.operations[0], Operation::new("bm", ["Qd1+"]));
/// # Ok::<(), fianchetto_notation::fen::ParseFenError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Epd {
    /// The position. Its clocks are read from `hmvc` and `fmvn` but written only as operations.
    pub setup: Setup,
    /// The operations, in the order read.
    pub operations: Vec<Operation>,
}

impl Epd {
    /// A record of `setup` without operations.
    pub fn new(setup: Setup) -> Epd {
        Epd {
            setup,
            operations: Vec::new(),
        }
    }

    /// The record of a position without operations; `ep` decides when the en passant square is
    /// written.
    pub fn from_position(pos: &Position, ep: EnPassantMode) -> Epd {
        Epd::new(pos.to_setup(ep))
    }

    /// Parses an EPD record: four fields separated by white space, then operations, each
    /// an opcode and operands ended by `;` (the last `;` may be missing; empty operations, as in
    /// `;D1 20 ;D2 400`, are skipped).
    ///
    /// # Errors
    /// [`ParseFenError`] naming the field or operation that could not be read; a missing field is
    /// an error.
    pub fn from_ascii(text: &[u8]) -> Result<Epd, ParseFenError> {
        parse(text).map_err(ParseFenError::in_epd)
    }

    /// Validates the setup as a position of `mode`.
    ///
    /// # Errors
    /// [`PositionError`] when the position is not legal.
    pub fn into_position(self, mode: CastlingMode) -> Result<Position, PositionError> {
        Position::from_setup(self.setup, mode)
    }

    /// Appends an operation.
    pub fn push(&mut self, operation: Operation) {
        self.operations.push(operation);
    }

    /// The first operation with `opcode`, if any.
    pub fn operation(&self, opcode: &str) -> Option<&Operation> {
        self.operations.iter().find(|op| op.opcode == opcode)
    }

    /// The first operand of the first operation with `opcode`.
    fn first_operand(&self, opcode: &str) -> Option<&str> {
        self.operation(opcode)?.operands.first().map(String::as_str)
    }

    /// The `id` operation: the record's name.
    pub fn id(&self) -> Option<&str> {
        self.first_operand("id")
    }

    /// The comment `c0` to `c9`; `None` for a missing comment or `n > 9`.
    pub fn comment(&self, n: u8) -> Option<&str> {
        if n > 9 {
            return None;
        }
        let opcode = [b'c', b'0' + n];
        self.first_operand(core::str::from_utf8(&opcode).ok()?)
    }

    /// The `bm` (best moves) operands, as SAN text.
    pub fn best_moves(&self) -> Option<&[String]> {
        self.operation("bm").map(|op| &op.operands[..])
    }

    /// The `am` (avoid moves) operands, as SAN text.
    pub fn avoid_moves(&self) -> Option<&[String]> {
        self.operation("am").map(|op| &op.operands[..])
    }

    /// The perft counts `(depth, nodes)` of the operations `D1`, `D2`, ... sorted by depth.
    /// Operations whose depth or count is not a number are left out.
    pub fn perft_counts(&self) -> Vec<(u32, u64)> {
        let mut counts: Vec<(u32, u64)> = self
            .operations
            .iter()
            .filter_map(|op| {
                let depth = op.opcode.strip_prefix('D')?.parse().ok()?;
                let nodes = op.operands.first()?.parse().ok()?;
                Some((depth, nodes))
            })
            .collect();
        counts.sort_unstable();
        counts
    }
}

impl FromStr for Epd {
    type Err = ParseFenError;

    fn from_str(s: &str) -> Result<Epd, ParseFenError> {
        Epd::from_ascii(s.as_bytes())
    }
}

impl fmt::Display for Epd {
    /// The four fields and every operation, as ` opcode operand ...;`. Operands of `id` and
    /// `c0`..`c9`, and operands that need it, are quoted.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_first_fields(f, &self.setup, CastlingStyle::XFen)?;
        for op in &self.operations {
            write!(f, " {}", op.opcode)?;
            let always_quote = op.opcode == "id"
                || (op.opcode.len() == 2
                    && op.opcode.starts_with('c')
                    && op.opcode.as_bytes()[1].is_ascii_digit());
            for operand in &op.operands {
                f.write_char(' ')?;
                write_operand(f, operand, always_quote)?;
            }
            f.write_char(';')?;
        }
        Ok(())
    }
}

/// Writes one operand, quoted and escaped when `quote` or when it would not read back unquoted.
fn write_operand(f: &mut impl fmt::Write, operand: &str, quote: bool) -> fmt::Result {
    let needs_quotes = quote
        || operand.is_empty()
        || operand
            .bytes()
            .any(|b| b.is_ascii_whitespace() || matches!(b, b';' | b'"' | b'\\'));
    if !needs_quotes {
        return f.write_str(operand);
    }
    f.write_char('"')?;
    for c in operand.chars() {
        if c == '"' || c == '\\' {
            f.write_char('\\')?;
        }
        f.write_char(c)?;
    }
    f.write_char('"')
}

/// Parses a record.
fn parse(text: &[u8]) -> Result<Epd, ParseFenError> {
    let mut fields = Fields::new(text, false);
    let mut setup = parse_first_fields(&mut fields, true, false)?;
    let mut rest = fields.rest();
    let mut operations = Vec::new();

    // Some suites write the two FEN clocks after the fourth field.
    for field in [FenField::Halfmoves, FenField::Fullmoves] {
        let token_len = rest
            .iter()
            .position(|&b| b.is_ascii_whitespace() || b == b';')
            .unwrap_or(rest.len());
        let token = &rest[..token_len];
        if token.is_empty() || !token.iter().all(u8::is_ascii_digit) {
            break;
        }
        let n = parse_number(token, field)?;
        match field {
            FenField::Halfmoves => setup.halfmoves = n,
            _ => setup.fullmoves = NonZeroU32::new(n).unwrap_or(NonZeroU32::MIN),
        }
        rest = skip_space(&rest[token_len..]);
    }

    loop {
        rest = skip(rest, |b| b.is_ascii_whitespace() || b == b';');
        if rest.is_empty() {
            break;
        }
        let (operation, after) = parse_operation(rest)?;
        rest = after;
        operations.push(operation);
    }

    for op in &operations {
        let number = |op: &Operation| match &op.operands[..] {
            [n] => Ok(parse_number(n.as_bytes(), FenField::Operation)?),
            _ => Err(ParseFenError::new(
                FenField::Operation,
                ParseFenErrorKind::InvalidNumber,
                op.opcode.as_bytes(),
            )),
        };
        match op.opcode.as_str() {
            "hmvc" => setup.halfmoves = number(op)?,
            "fmvn" => setup.fullmoves = NonZeroU32::new(number(op)?).unwrap_or(NonZeroU32::MIN),
            _ => {}
        }
    }
    Ok(Epd { setup, operations })
}

/// Parses one operation starting at its opcode; returns it and the text after its `;`.
fn parse_operation(text: &[u8]) -> Result<(Operation, &[u8]), ParseFenError> {
    let opcode_len = text
        .iter()
        .position(|&b| b.is_ascii_whitespace() || b == b';')
        .unwrap_or(text.len());
    let opcode = &text[..opcode_len];
    if let Some(bad) = opcode.iter().enumerate().find(|&(i, &b)| {
        !(b.is_ascii_alphanumeric() || b == b'_') || (i == 0 && !b.is_ascii_alphabetic())
    }) {
        return Err(ParseFenError::new(
            FenField::Operation,
            ParseFenErrorKind::UnexpectedChar(char::from(*bad.1)),
            opcode,
        ));
    }
    let mut operation = Operation {
        opcode: String::from_utf8_lossy(opcode).into_owned(),
        operands: Vec::new(),
    };
    let mut rest = &text[opcode_len..];
    loop {
        rest = skip_space(rest);
        match rest.split_first() {
            None => return Ok((operation, rest)),
            Some((b';', after)) => return Ok((operation, after)),
            Some((b'"', after)) => {
                let (operand, after) = parse_string(after).ok_or_else(|| {
                    ParseFenError::new(
                        FenField::Operation,
                        ParseFenErrorKind::UnterminatedString,
                        text,
                    )
                })?;
                operation.operands.push(operand);
                rest = after;
            }
            Some(_) => {
                let len = rest
                    .iter()
                    .position(|&b| b.is_ascii_whitespace() || b == b';')
                    .unwrap_or(rest.len());
                operation
                    .operands
                    .push(String::from_utf8_lossy(&rest[..len]).into_owned());
                rest = &rest[len..];
            }
        }
    }
}

/// Reads a string operand after its opening quote, up to the closing quote; `\"` and `\\` are
/// escapes. Returns the string and the text after the closing quote, or `None` if unterminated.
fn parse_string(text: &[u8]) -> Option<(String, &[u8])> {
    let mut bytes = Vec::new();
    let mut i = 0;
    while i < text.len() {
        match text[i] {
            b'"' => return Some((String::from_utf8_lossy(&bytes).into_owned(), &text[i + 1..])),
            b'\\' if matches!(text.get(i + 1), Some(b'"' | b'\\')) => {
                bytes.push(text[i + 1]);
                i += 2;
            }
            b => {
                bytes.push(b);
                i += 1;
            }
        }
    }
    None
}

/// `text` without leading white space.
fn skip_space(text: &[u8]) -> &[u8] {
    skip(text, |b| b.is_ascii_whitespace())
}

/// `text` without the leading bytes that match `pred`.
fn skip(text: &[u8], pred: impl Fn(u8) -> bool) -> &[u8] {
    let start = text.iter().position(|&b| !pred(b)).unwrap_or(text.len());
    &text[start..]
}
