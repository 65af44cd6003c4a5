//! Root probing against python-chess 1.11.2's probes of every legal move, from
//! `testdata/syzygy/root.tsv`: each move's WDL, DTZ, zeroing and checkmate, and its lichess
//! category and rank, which `root.py` computes from those probes.

mod support;

use std::collections::BTreeMap;

use fianchetto_notation::Notation;
use fianchetto_notation::movegen::CastlingMode;
use fianchetto_notation::uci::UciMove;
use fianchetto_syzygy::{Category, Dtz, Tablebase, Wdl};
use support::{TABLES, position};

const ROOT: &str = include_str!("../../../testdata/syzygy/root.tsv");

/// One move of a root as python-chess sees it, turned to the mover's point of view.
#[derive(Debug, PartialEq)]
struct Expected {
    uci: String,
    san: String,
    wdl: Wdl,
    dtz: Dtz,
    zeroing: bool,
    checkmate: bool,
    stalemate: bool,
    insufficient_material: bool,
    category: String,
}

/// A root: its FEN, probes, and moves with their ranks (1 best).
type Root = (String, Wdl, Dtz, Vec<(Expected, u32)>);

/// The roots in file order, each with its probes and its moves.
fn roots() -> Vec<Root> {
    let mut lines = ROOT.lines();
    let header: Vec<&str> = lines.next().unwrap().split('\t').collect();
    let col = |name: &str| header.iter().position(|&h| h == name).unwrap();
    let mut roots: Vec<Root> = Vec::new();
    for line in lines {
        let c: Vec<&str> = line.split('\t').collect();
        let num = |name: &str| c[col(name)].parse::<i32>().unwrap();
        let fen = c[col("fen")];
        if roots.last().is_none_or(|r| r.0 != fen) {
            let wdl = Wdl::from_i8(num("root_wdl") as i8).unwrap();
            roots.push((fen.to_owned(), wdl, Dtz(num("root_dtz")), Vec::new()));
        }
        let expected = Expected {
            uci: c[col("move")].to_owned(),
            san: c[col("san")].to_owned(),
            wdl: -Wdl::from_i8(num("wdl_after") as i8).unwrap(),
            dtz: -Dtz(num("dtz_after")),
            zeroing: num("zeroing") == 1,
            checkmate: num("checkmate") == 1,
            stalemate: num("stalemate") == 1,
            insufficient_material: num("insufficient") == 1,
            category: c[col("category")].to_owned(),
        };
        roots
            .last_mut()
            .unwrap()
            .3
            .push((expected, num("rank") as u32));
    }
    roots
}

#[test]
fn every_move_agrees_with_python_chess() {
    let mut tables = Tablebase::new();
    tables.add_directory(TABLES).unwrap();
    let roots = roots();
    assert!(roots.len() >= 268, "{} roots", roots.len());
    let mut categories = BTreeMap::new();
    let mut wrong = Vec::new();
    for (fen, wdl, dtz, expected) in &roots {
        let pos = position(fen);
        assert_eq!(tables.probe_wdl(&pos).unwrap(), *wdl, "{fen}");
        assert_eq!(tables.probe_dtz(&pos).unwrap(), *dtz, "{fen}");
        let moves = tables.root_moves(&pos).unwrap();
        let got: Vec<Expected> = moves
            .iter()
            .map(|m| Expected {
                uci: UciMove::from_move(m.mv, CastlingMode::Standard).to_string(),
                san: pos.san(m.mv).to_string(),
                wdl: m.wdl,
                dtz: m.dtz_after,
                zeroing: m.zeroing,
                checkmate: m.checkmate,
                stalemate: m.stalemate,
                insufficient_material: m.insufficient_material,
                category: m.category.name().to_owned(),
            })
            .collect();
        for m in &moves {
            *categories.entry(m.category).or_insert(0) += 1;
        }
        // Our order, in python's ranks: best first means never a worse rank before a better.
        let ranks: Vec<u32> = got
            .iter()
            .map(|m| {
                let found = expected.iter().find(|(e, _)| e.uci == m.uci);
                found.map_or(0, |(_, rank)| *rank)
            })
            .collect();
        if !ranks.is_sorted() || ranks.first().is_some_and(|&r| r != 1) {
            wrong.push(format!("{fen}: ranked {ranks:?}"));
        }
        let mut got: Vec<&Expected> = got.iter().collect();
        got.sort_by(|a, b| a.uci.cmp(&b.uci));
        let mut expected: Vec<&Expected> = expected.iter().map(|(e, _)| e).collect();
        expected.sort_by(|a, b| a.uci.cmp(&b.uci));
        if got != expected {
            wrong.push(format!(
                "{fen}:\n  expected {expected:?}\n  got      {got:?}"
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "{} roots differ:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    // Every category the data has: wins, draws and losses, cursed wins and blessed losses (from
    // the tables and from late clocks), and one maybe-win on the 100-ply edge.
    for category in [
        Category::Win,
        Category::MaybeWin,
        Category::CursedWin,
        Category::Draw,
        Category::BlessedLoss,
        Category::Loss,
    ] {
        assert!(categories.contains_key(&category), "{categories:?}");
    }
}
