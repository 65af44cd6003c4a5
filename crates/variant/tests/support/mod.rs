//! TEST SUPPORT ONLY: a small reader of python-chess's variant FENs and EPDs, a UCI writer for
//! variant moves, and the parsers of the data files under `testdata/variants/`.
//!
//! The crate's own FEN, SAN and UCI text forms are written elsewhere; these tests must not wait
//! for them, so they read just enough here: the board through movegen's hidden `fen_core`, plus
//! crazyhouse's pockets (`[QNp]` after the board, or a ninth rank after a slash) and `~`
//! promoted marks, and three-check's remaining checks (`W+B` after the en passant square, or
//! lichess's checks given as a trailing `+W+B`).

#![allow(dead_code, unreachable_pub)]

use std::num::NonZeroU32;
use std::path::PathBuf;

use fianchetto_movegen::fen_core::{parse_board, parse_castling};
use fianchetto_movegen::{Bitboard, CastlingMode, Color, Move, MoveKind, Role, Square};
use fianchetto_variant::{Pockets, RemainingChecks, Variant, VariantPosition, VariantSetup};

/// `testdata/variants/` of the workspace.
pub fn data_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../testdata/variants")
}

/// Splits a board field into the placement without `~`, the promoted squares, and the pocket
/// text (empty when there is none).
fn split_board(field: &str) -> Result<(String, Bitboard, String), String> {
    let (placement, pocket) = if let Some(stripped) = field.strip_suffix(']') {
        let (placement, pocket) = stripped
            .split_once('[')
            .ok_or_else(|| format!("pocket without '[' in {field:?}"))?;
        (placement.to_owned(), pocket.to_owned())
    } else if field.matches('/').count() == 8 {
        let (placement, pocket) = field.rsplit_once('/').unwrap_or((field, ""));
        (placement.to_owned(), pocket.to_owned())
    } else {
        (field.to_owned(), String::new())
    };
    let mut promoted = Bitboard::EMPTY;
    let mut clean = String::new();
    // Squares counted from a8 along each rank, as FEN lists them.
    let (mut rank, mut file) = (7u32, 0u32);
    for c in placement.chars() {
        match c {
            '/' => {
                rank = rank.saturating_sub(1);
                file = 0;
            }
            '~' => {
                let square = Square::new(rank * 8 + file.saturating_sub(1));
                promoted = promoted.with(square);
                continue;
            }
            '1'..='8' => file += c.to_digit(10).unwrap_or(0),
            _ => file += 1,
        }
        clean.push(c);
    }
    Ok((clean, promoted, pocket))
}

/// Reads a pocket text (`QNp`: uppercase White's, lowercase Black's).
fn parse_pockets(text: &str) -> Result<Pockets, String> {
    let mut pockets = Pockets::EMPTY;
    for c in text.chars() {
        let role = Role::from_char(c.to_ascii_lowercase())
            .ok_or_else(|| format!("{c:?} in pocket {text:?}"))?;
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        pockets.add(color, role);
    }
    Ok(pockets)
}

/// Reads `W+B` remaining checks.
fn parse_checks(text: &str) -> Result<RemainingChecks, String> {
    let (white, black) = text
        .split_once('+')
        .ok_or_else(|| format!("checks {text:?}"))?;
    let parse = |s: &str| s.parse::<u8>().map_err(|e| format!("checks {text:?}: {e}"));
    Ok(RemainingChecks {
        white: parse(white)?,
        black: parse(black)?,
    })
}

/// Reads a python-chess FEN or EPD of any variant (fields after the board optional).
pub fn parse_variant_fen(text: &str) -> Result<VariantSetup, String> {
    let mut fields: Vec<&str> = text.split_whitespace().collect();
    let mut checks = RemainingChecks::START;
    // lichess's checks given, `+W+B`, after the move number.
    if fields.len() >= 7 && fields[6].starts_with('+') {
        let given = parse_checks(&fields.remove(6)[1..])?;
        checks = RemainingChecks {
            white: 3u8.saturating_sub(given.white),
            black: 3u8.saturating_sub(given.black),
        };
    } else if fields.len() >= 5 && fields[4].contains('+') {
        checks = parse_checks(fields.remove(4))?;
    }
    let board_field = fields.first().ok_or("empty FEN")?;
    let (placement, promoted, pocket) = split_board(board_field)?;
    let board = parse_board(placement.as_bytes(), false).map_err(|e| format!("{e:?}"))?;
    let mut setup = VariantSetup::from(fianchetto_movegen::Setup::empty());
    setup.setup.board = board;
    setup.promoted = promoted;
    setup.pockets = parse_pockets(&pocket)?;
    setup.remaining_checks = checks;
    if let Some(turn) = fields.get(1) {
        setup.setup.turn = match *turn {
            "w" => Color::White,
            "b" => Color::Black,
            _ => return Err(format!("turn {turn:?}")),
        };
    }
    if let Some(castling) = fields.get(2) {
        setup.setup.castling_rights =
            parse_castling(castling.as_bytes(), &board, false).map_err(|e| format!("{e:?}"))?;
    }
    if let Some(ep) = fields.get(3) {
        setup.setup.ep_square = match *ep {
            "-" => None,
            square => Some(
                square
                    .parse()
                    .map_err(|e| format!("ep {square:?}: {e:?}"))?,
            ),
        };
    }
    if let Some(halfmoves) = fields.get(4) {
        setup.setup.halfmoves = halfmoves.parse().map_err(|e| format!("halfmoves: {e}"))?;
    }
    if let Some(fullmoves) = fields.get(5) {
        let n: u32 = fullmoves.parse().map_err(|e| format!("fullmoves: {e}"))?;
        setup.setup.fullmoves = NonZeroU32::new(n).unwrap_or(NonZeroU32::MIN);
    }
    Ok(setup)
}

/// Reads a FEN and validates it as `variant` in `mode`.
pub fn position(text: &str, variant: Variant, mode: CastlingMode) -> VariantPosition {
    let setup = parse_variant_fen(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    VariantPosition::from_setup(setup, variant, mode)
        .unwrap_or_else(|e| panic!("{text} as {variant:?}: {e}"))
}

/// A move in UCI as python-chess writes it: castling king-to-target (`e1g1`) in standard mode,
/// king-takes-rook in Chess960 mode; drops `N@f3`; promotions with a lowercase letter.
pub fn uci(m: Move, mode: CastlingMode) -> String {
    match m.kind() {
        MoveKind::Drop(role) => format!("{}@{}", role.upper_char(), m.to()),
        MoveKind::Promotion(role) => format!("{}{}{}", m.from(), m.to(), role.char()),
        MoveKind::Castle if mode == CastlingMode::Standard => {
            format!("{}{}", m.from(), m.king_destination())
        }
        _ => format!("{}{}", m.from(), m.to()),
    }
}

/// The legal moves of `pos` in UCI, sorted as Python sorts strings (bytewise).
pub fn legal_uci(pos: &VariantPosition) -> Vec<String> {
    let mut moves: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|&m| uci(m, pos.castling_mode()))
        .collect();
    moves.sort();
    moves
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

/// The perft suites and the variant each is run as (`giveaway.perft` as antichess: its EPDs
/// have no castling rights, where the two agree).
pub const PERFT_SUITES: [(&str, Variant); 6] = [
    ("3check.perft", Variant::ThreeCheck),
    ("atomic.perft", Variant::Atomic),
    ("crazyhouse.perft", Variant::Crazyhouse),
    ("giveaway.perft", Variant::Antichess),
    ("horde.perft", Variant::Horde),
    ("racingkings.perft", Variant::RacingKings),
];

/// The playout files and their variants (`chess.tsv` is not in `testdata/variants/playouts/`;
/// playouts made elsewhere may have it).
pub const PLAYOUTS: [(&str, Variant); 8] = [
    ("chess.tsv", Variant::Chess),
    ("atomic.tsv", Variant::Atomic),
    ("antichess.tsv", Variant::Antichess),
    ("crazyhouse.tsv", Variant::Crazyhouse),
    ("kingofthehill.tsv", Variant::KingOfTheHill),
    ("3check.tsv", Variant::ThreeCheck),
    ("horde.tsv", Variant::Horde),
    ("racingkings.tsv", Variant::RacingKings),
];

/// One row of a playout file.
#[derive(Clone, Debug)]
pub struct PlayoutRow {
    pub line: usize,
    pub game: u32,
    pub ply: u32,
    pub uci: String,
    pub fen: String,
    pub legal_uci: Vec<String>,
    pub variant_end: bool,
    pub result: String,
    pub termination: String,
    pub check: bool,
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
