//! Shared helpers of the integration tests: the perft file parser, FEN to position, move lists as
//! sorted UCI, list differences for failure messages, and a tiny seeded PRNG.

use std::path::PathBuf;

use fianchetto_movegen::{
    CastlingMode, EnPassantMode, Move, Position, PositionError, PositionErrorKinds,
};

use crate::fen;

/// One position of a perft file: `id`, `epd` and its `perft <depth> <nodes>` lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct PerftCase {
    /// The `id` line's name.
    pub(crate) id: String,
    /// The position: a FEN, possibly without clocks.
    pub(crate) fen: String,
    /// `(depth, nodes)` in file order.
    pub(crate) counts: Vec<(u32, u64)>,
}

/// Parses the plain-text perft format (`id`, `epd`, `perft <depth> <nodes>`, `#` comments,
/// blank lines). Anything else is an error naming the line, so a damaged file cannot lose cases.
pub(crate) fn parse_perft(text: &str) -> Result<Vec<PerftCase>, String> {
    let mut cases: Vec<PerftCase> = Vec::new();
    let mut pending_id: Option<String> = None;
    for (index, line) in text.lines().enumerate() {
        let number = index + 1;
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (keyword, rest) = line.split_once(' ').unwrap_or((line, ""));
        let rest = rest.trim();
        match keyword {
            "id" if pending_id.is_none() && !rest.is_empty() => pending_id = Some(rest.to_owned()),
            "epd" if !rest.is_empty() => {
                let id = pending_id
                    .take()
                    .ok_or_else(|| format!("line {number}: epd without a preceding id"))?;
                cases.push(PerftCase {
                    id,
                    fen: rest.to_owned(),
                    counts: Vec::new(),
                });
            }
            "perft" if pending_id.is_none() => {
                let case = cases
                    .last_mut()
                    .ok_or_else(|| format!("line {number}: perft before any epd"))?;
                let mut fields = rest.split_whitespace();
                let (Some(depth), Some(nodes), None) =
                    (fields.next(), fields.next(), fields.next())
                else {
                    return Err(format!("line {number}: expected `perft <depth> <nodes>`"));
                };
                let depth: u32 = depth
                    .parse()
                    .map_err(|e| format!("line {number}: depth {depth:?}: {e}"))?;
                let nodes: u64 = nodes
                    .parse()
                    .map_err(|e| format!("line {number}: nodes {nodes:?}: {e}"))?;
                if case.counts.last().is_some_and(|&(d, _)| d >= depth) {
                    return Err(format!("line {number}: depths must increase"));
                }
                case.counts.push((depth, nodes));
            }
            _ => return Err(format!("line {number}: unexpected {line:?}")),
        }
    }
    if let Some(id) = pending_id {
        return Err(format!("id {id} without an epd"));
    }
    if let Some(case) = cases.iter().find(|case| case.counts.is_empty()) {
        return Err(format!("{} has no perft counts", case.id));
    }
    Ok(cases)
}

/// Reads and parses `testdata/<name>` of this crate.
pub(crate) fn read_perft_file(name: &str) -> Vec<PerftCase> {
    let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), "testdata", name]
        .iter()
        .collect();
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    parse_perft(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The position of a FEN, which must be valid in `mode`.
pub(crate) fn position(fen: &str, mode: CastlingMode) -> Position {
    position_ignoring(fen, mode, PositionErrorKinds::empty())
}

/// The position of a FEN whose validation must fail with exactly the `expected` errors, which
/// are then ignored (`PositionErrorKinds::empty()`: it must simply be valid).
pub(crate) fn position_ignoring(
    fen: &str,
    mode: CastlingMode,
    expected: PositionErrorKinds,
) -> Position {
    let err = match Position::from_setup(fen::setup(fen), mode) {
        Ok(pos) if expected.is_empty() => return pos,
        Ok(_) => panic!("FEN {fen:?} ({mode:?}) validated, expected errors {expected:?}"),
        Err(err) => err,
    };
    assert_eq!(
        err.kinds(),
        expected,
        "FEN {fen:?} is not a valid position in {mode:?}: {err}"
    );
    let mut result = Err(err);
    for (kind, retry) in [
        (
            PositionErrorKinds::IMPOSSIBLE_CHECK,
            PositionError::ignore_impossible_check as fn(_) -> Result<Position, _>,
        ),
        (
            PositionErrorKinds::BAD_CASTLING_RIGHTS,
            PositionError::ignore_bad_castling_rights,
        ),
        (
            PositionErrorKinds::INVALID_EP_SQUARE,
            PositionError::ignore_invalid_ep_square,
        ),
    ] {
        if expected.contains(kind) {
            result = result.or_else(retry);
        }
    }
    result.unwrap_or_else(|e| panic!("FEN {fen:?} ({mode:?}) still refused: {e}"))
}

/// The FEN of a position, for failure messages.
pub(crate) fn fen(pos: &Position) -> String {
    fen::write(&pos.to_setup(EnPassantMode::Legal))
}

/// UCI in king-takes-rook form (`e1h1` for a castle), written from the move's own fields so
/// that the notation crate is not under test here.
pub(crate) fn uci(m: Move) -> String {
    let mut text = format!("{}{}", m.from(), m.to());
    if let Some(role) = m.promotion_role() {
        text.push(role.char());
    }
    text
}

/// The real generator's legal moves as sorted UCI.
pub(crate) fn sorted_uci(pos: &Position) -> Vec<String> {
    let mut moves: Vec<String> = pos.legal_moves().into_iter().map(uci).collect();
    moves.sort();
    moves
}

/// Moves in `actual` but not `expected` and the reverse, for failure messages.
pub(crate) fn list_diff(actual: &[String], expected: &[String]) -> String {
    let extra: Vec<&String> = actual.iter().filter(|m| !expected.contains(m)).collect();
    let missing: Vec<&String> = expected.iter().filter(|m| !actual.contains(m)).collect();
    let mut text = format!("extra (real only): {extra:?}; missing (reference only): {missing:?}");
    let duplicates = actual.windows(2).filter(|pair| pair[0] == pair[1]).count();
    if duplicates > 0 {
        text.push_str(&format!("; {duplicates} duplicate(s) in the real list"));
    }
    text
}

/// xorshift64*: a tiny seeded generator, written here so no dependency can change a walk.
pub(crate) struct Rng(u64);

impl Rng {
    /// A generator from a non-zero seed.
    pub(crate) fn new(seed: u64) -> Rng {
        assert_ne!(seed, 0, "xorshift needs a non-zero seed");
        Rng(seed)
    }

    /// The next 64 random bits.
    pub(crate) fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// A number in `0..n` (`n > 0`; the modulo bias is irrelevant here).
    pub(crate) fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

#[test]
fn perft_parser_reads_the_format_and_rejects_damage() {
    let text = "# comment\n\nid a\nepd 8/8/8/8/8/8/8/K6k w - -\nperft 1 3\nperft 2 9\n";
    let cases = parse_perft(text).unwrap();
    assert_eq!(cases.len(), 1);
    assert_eq!(cases[0].id, "a");
    assert_eq!(cases[0].counts, [(1, 3), (2, 9)]);
    for damaged in [
        "epd 8/8/8/8/8/8/8/K6k w - -\nperft 1 3\n",
        "id a\nperft 1 3\n",
        "id a\nepd 8/8/8/8/8/8/8/K6k w - -\nperft 2 9\nperft 1 3\n",
        "id a\nepd 8/8/8/8/8/8/8/K6k w - -\nperft 1 x\n",
        "id a\nepd 8/8/8/8/8/8/8/K6k w - -\n",
        "id a\nepd 8/8/8/8/8/8/8/K6k w - -\nperft 1 3\nnodes 4\n",
    ] {
        assert!(parse_perft(damaged).is_err(), "{damaged:?}");
    }
}

#[test]
fn testdata_files_have_the_published_sizes() {
    for (name, positions) in [
        ("tricky.perft", 19),
        ("chess960.perft", 960),
        ("random.perft", 6838),
    ] {
        assert_eq!(read_perft_file(name).len(), positions, "{name}");
    }
}
