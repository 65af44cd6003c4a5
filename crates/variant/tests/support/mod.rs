//! Test support: the parsers of the data files under `testdata/variants/` (perft suites and
//! python-chess's playouts), python-chess's names for what a position's outcome is, as the
//! playouts and the random positions write them, and a deterministic random generator. Positions and moves are read and written with
//! the crate's own FEN, EPD and UCI.

#![allow(dead_code, unreachable_pub)]

pub mod suites;

use fianchetto_variant::notation::Notation;
use std::path::{Path, PathBuf};

use fianchetto_movegen::{CastlingMode, Move, Outcome, Termination};
use fianchetto_variant::{Variant, VariantPosition};

/// `testdata/variants/` of the workspace.
pub fn data_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../testdata/variants")
}

/// lichess's seven variants, every one but standard chess and suicide chess (antichess's
/// moves, tested by its own rules' tests): those `testdata/variants/` has playouts of.
pub fn seven_variants() -> impl Iterator<Item = Variant> {
    Variant::ALL
        .into_iter()
        .filter(|variant| variant.is_variant() && *variant != Variant::Suicide)
}

/// A small deterministic generator (xorshift64*), for random inputs that are the same on every
/// run.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// A number below `n`.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// The legal moves of `pos` with their UCI, sorted by it as Python sorts strings (bytewise),
/// which is the order python-chess's data lists them in.
pub fn sorted_legal_uci(pos: &VariantPosition) -> Vec<(String, Move)> {
    let mut moves: Vec<(String, Move)> = pos
        .legal_moves()
        .iter()
        .map(|&m| (pos.uci(m).to_string(), m))
        .collect();
    moves.sort_by(|a, b| a.0.cmp(&b.0));
    moves
}

/// python-chess's `epd()` of a position whose `fen()` is `fen`: the FEN without its clocks.
pub fn epd_of_fen(fen: &str) -> &str {
    fen.rsplitn(3, ' ')
        .nth(2)
        .unwrap_or_else(|| panic!("no clocks in {fen}"))
}

/// python-chess's `Termination` name of `termination`.
pub fn termination_name(termination: Termination) -> &'static str {
    match termination {
        Termination::Checkmate => "CHECKMATE",
        Termination::Stalemate => "STALEMATE",
        Termination::InsufficientMaterial => "INSUFFICIENT_MATERIAL",
        Termination::SeventyFiveMoves => "SEVENTYFIVE_MOVES",
        Termination::FivefoldRepetition => "FIVEFOLD_REPETITION",
        Termination::FiftyMoves => "FIFTY_MOVES",
        Termination::ThreefoldRepetition => "THREEFOLD_REPETITION",
        Termination::VariantWin => "VARIANT_WIN",
        Termination::VariantLoss => "VARIANT_LOSS",
        Termination::VariantDraw => "VARIANT_DRAW",
    }
}

/// The `result` and `termination` columns python-chess writes for `outcome` (`-` for none).
pub fn outcome_columns(outcome: Option<Outcome>) -> (String, String) {
    match outcome {
        Some(outcome) => (
            outcome.to_string(),
            termination_name(outcome.termination).to_owned(),
        ),
        None => ("-".to_owned(), "-".to_owned()),
    }
}

/// One position of a perft suite: `id`, the EPD and its `(depth, nodes)` lines.
#[derive(Clone, Debug)]
pub struct PerftCase {
    pub id: String,
    pub epd: String,
    pub counts: Vec<(u32, u64)>,
}

/// Reads a perft suite (`id`, `epd`, `perft <depth> <nodes>`, `#` comments).
pub fn parse_perft(text: &str) -> Vec<PerftCase> {
    let mut cases: Vec<PerftCase> = Vec::new();
    let mut id = String::new();
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') || line.starts_with('%') {
            continue;
        }
        let (keyword, rest) = line.split_once(' ').unwrap_or((line, ""));
        match keyword {
            "id" => id = rest.trim().to_owned(),
            "epd" => cases.push(PerftCase {
                id: id.clone(),
                epd: rest.trim().to_owned(),
                counts: Vec::new(),
            }),
            "perft" => {
                let mut parts = rest.split_whitespace();
                let depth = parts.next().and_then(|d| d.parse().ok());
                let nodes = parts.next().and_then(|n| n.parse().ok());
                let (Some(depth), Some(nodes)) = (depth, nodes) else {
                    panic!("bad perft line {line:?}");
                };
                cases
                    .last_mut()
                    .unwrap_or_else(|| panic!("perft before epd: {line:?}"))
                    .counts
                    .push((depth, nodes));
            }
            _ => panic!("unknown line {line:?}"),
        }
    }
    cases
}

/// One row of a playout file: a position of a game python-chess played, what it says of the
/// position, and the move that led there.
#[derive(Clone, Debug)]
pub struct PlayoutRow {
    /// The line of the file, from 1.
    pub line: usize,
    pub game: u32,
    pub ply: u32,
    /// The move that led here, in UCI (`-` at ply 0).
    pub uci: String,
    pub fen: String,
    /// The legal moves in UCI, sorted bytewise.
    pub legal_uci: Vec<String>,
    /// The SAN of each of `legal_uci`, in the same order.
    pub legal_san: Vec<String>,
    pub variant_end: bool,
    pub result: String,
    pub termination: String,
    pub check: bool,
    /// The game's castling mode: Chess960 for a `chess960:<n>` start.
    pub mode: CastlingMode,
}

/// Reads a playout file (a `#` comment, the header, then one row per position).
pub fn parse_playouts(text: &str) -> Vec<PlayoutRow> {
    let mut rows = Vec::new();
    for (index, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.starts_with("game\t") || line.is_empty() {
            continue;
        }
        let cols: Vec<&str> = line.split('\t').collect();
        assert_eq!(cols.len(), 11, "line {}: {line:?}", index + 1);
        let list = |s: &str| -> Vec<String> {
            if s == "-" {
                Vec::new()
            } else {
                s.split(' ').map(str::to_owned).collect()
            }
        };
        rows.push(PlayoutRow {
            line: index + 1,
            game: cols[0].parse().expect("game"),
            ply: cols[1].parse().expect("ply"),
            uci: cols[2].to_owned(),
            fen: cols[3].to_owned(),
            legal_uci: list(cols[4]),
            legal_san: list(cols[5]),
            variant_end: cols[6] == "1",
            result: cols[7].to_owned(),
            termination: cols[8].to_owned(),
            check: cols[9] == "1",
            mode: if cols[10].starts_with("chess960") {
                CastlingMode::Chess960
            } else {
                CastlingMode::Standard
            },
        });
    }
    rows
}

/// The playouts of `variant` in `dir`, its file named by the variant's UCI name
/// (`3check.tsv`); `None` if `dir` has no such file.
pub fn read_playouts(dir: &Path, variant: Variant) -> Option<Vec<PlayoutRow>> {
    let path = dir.join(format!("{}.tsv", variant.uci_name()));
    match std::fs::read_to_string(&path) {
        Ok(text) => Some(parse_playouts(&text)),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => panic!("{}: {e}", path.display()),
    }
}

/// The playouts of `variant` in `testdata/variants/playouts/`, which has a file for every
/// variant but standard chess.
pub fn playouts(variant: Variant) -> Vec<PlayoutRow> {
    read_playouts(&data_dir().join("playouts"), variant)
        .unwrap_or_else(|| panic!("no playouts of {variant:?} in testdata"))
}
