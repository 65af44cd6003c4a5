//! The dialect suite: `testdata/dialects`, PGN in the styles real programs write, read to the
//! mainlines python-chess reads (`<style>.expected`, made by `expect.py`), or where fianchetto
//! deliberately reads better, to the mainlines in `<style>.fianchetto` (each reason in the
//! folder's README).

use std::fs;
use std::string::{String, ToString};
use std::vec::Vec;
use std::{format, vec};

use super::testdata;
use crate::{Game, GameBuilder, RawTag, Reader};
use fianchetto_notation::uci::UciMove;

/// Files where fianchetto reads differently from python-chess, on purpose.
const DEVIATIONS: [&str; 11] = [
    "blank-line-in-movetext",
    "comments",
    "illegal-move",
    "long-algebraic",
    "no-blank-line",
    "tag-quotes",
    "tags-only",
    "truncated",
    "truncated-comment",
    "truncated-variation",
    "variation-error",
];

/// One game as the expectation files write it: status, Event tag, mainline in UCI.
fn line(game: &Game) -> String {
    let status = if game.errors.is_empty() {
        "ok"
    } else {
        "error"
    };
    let event = game.tag("Event").unwrap_or("?");
    let mode = game.start.castling_mode();
    let moves: Vec<String> = game
        .mainline_moves()
        .map(|m| {
            m.map_or("0000".to_string(), |m| {
                UciMove::from_move(m, mode).to_string()
            })
        })
        .collect();
    format!("{status}\t{event}\t{}", moves.join(" "))
}

/// An expectation line with its Event unescaped as the PGN standard says (python-chess keeps
/// the backslashes of `\"` and `\\`; fianchetto unescapes them).
fn unescaped(expected: &str) -> String {
    let mut fields = expected.splitn(3, '\t');
    let (status, event, moves) = (
        fields.next().unwrap_or(""),
        fields.next().unwrap_or(""),
        fields.next().unwrap_or(""),
    );
    let event = RawTag(event.as_bytes()).decode_utf8_lossy();
    format!("{status}\t{event}\t{moves}")
}

fn styles() -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(testdata("dialects"))
        .expect("testdata/dialects")
        .filter_map(|entry| {
            let name = entry.expect("an entry").file_name().into_string().ok()?;
            name.strip_suffix(".pgn").map(str::to_string)
        })
        .collect();
    names.sort();
    names
}

#[test]
fn every_dialect_reads_as_expected() {
    let styles = styles();
    assert!(styles.len() >= 20, "{styles:?}");
    let mut failures = vec![];
    for style in &styles {
        let pgn = fs::read(testdata(&format!("dialects/{style}.pgn"))).expect("the file");
        let games: Vec<String> = Reader::new(&pgn[..])
            .read_all(&mut GameBuilder::new())
            .map(|game| line(&game.expect("kept, errors and all")))
            .collect();
        let deviates = DEVIATIONS.contains(&style.as_str());
        let source = if deviates { "fianchetto" } else { "expected" };
        let text = fs::read_to_string(testdata(&format!("dialects/{style}.{source}")))
            .expect("the expectations");
        let expected: Vec<String> = text.lines().map(unescaped).collect();
        if games != expected {
            failures.push(format!(
                "{style}.{source}:\nexpected:\n{}\nread:\n{}",
                expected.join("\n"),
                games.join("\n")
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn deviations_are_deliberate() {
    let styles = styles();
    for style in DEVIATIONS {
        assert!(styles.iter().any(|s| s == style), "{style}");
        let readme = fs::read_to_string(testdata("dialects/README.md")).expect("README");
        assert!(
            readme.contains(&format!("`{style}.fianchetto`")),
            "the README says why {style} deviates"
        );
    }
    for style in &styles {
        let has_override = testdata(&format!("dialects/{style}.fianchetto")).exists();
        assert_eq!(
            has_override,
            DEVIATIONS.contains(&style.as_str()),
            "{style}"
        );
    }
}
