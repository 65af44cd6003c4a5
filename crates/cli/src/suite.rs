//! `fianchetto perft --suite FILE`: check every position of a perft suite against its counts.
//!
//! The suite is EPD, one position a line with its counts as operations
//! (`FEN ;D1 20 ;D2 400 ;D3 8902`). Blank lines and lines starting with `#` are skipped.

use std::fs;
use std::path::Path;

use anyhow::Context;
use fianchetto::epd::Epd;
use fianchetto::fen::Fen;
use fianchetto::{CastlingMode, EnPassantMode};

use crate::exit::Stdout;
use crate::position_arg;
use crate::root_moves::count_by_root_move;

pub(crate) fn run(
    path: &Path,
    max_depth: Option<u32>,
    chess960: bool,
    threads: usize,
) -> crate::Outcome {
    let text =
        fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    let mode = CastlingMode::from_chess960(chess960);
    let (mut passed, mut failed) = (0u64, 0u64);
    let mut out = Stdout::lock();
    for (index, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let line_number = index + 1;
        match check_line(line, mode, max_depth, threads) {
            Ok(report) => {
                passed += 1;
                writeln!(out, "ok {report}")?;
            }
            Err(why) => {
                failed += 1;
                writeln!(out, "FAILED line {line_number}: {why}")?;
            }
        }
    }
    writeln!(out, "{passed} passed, {failed} failed")?;
    out.flush()?;
    Ok(failed == 0)
}

/// Checks one suite line: `Ok` with the FEN and depths checked, or `Err` saying what differs.
fn check_line(
    line: &str,
    mode: CastlingMode,
    max_depth: Option<u32>,
    threads: usize,
) -> Result<String, String> {
    let epd = Epd::from_ascii(line.as_bytes()).map_err(|e| format!("{line:?}: {e}"))?;
    let counts: Vec<(u32, u64)> = epd
        .perft_counts()
        .into_iter()
        .filter(|&(depth, _)| max_depth.is_none_or(|max| depth <= max))
        .collect();
    let pos = position_arg::validate(epd.setup, mode).map_err(|e| format!("{line:?}: {e:#}"))?;
    let fen = Fen::from_position(&pos, EnPassantMode::Legal);
    if counts.is_empty() {
        return Err(format!("{fen}: no perft counts (;D1 ...) to check"));
    }
    for &(depth, expected) in &counts {
        let found: u64 = match depth {
            0 => 1,
            _ => count_by_root_move(&pos, depth, threads, false, fianchetto::perft::perft)
                .iter()
                .map(|&(_, n)| n)
                .sum(),
        };
        if found != expected {
            return Err(format!(
                "{fen}: depth {depth}: expected {expected}, found {found}"
            ));
        }
    }
    let depths: Vec<String> = counts.iter().map(|(d, _)| format!("D{d}")).collect();
    Ok(format!("{fen} ({})", depths.join(" ")))
}
