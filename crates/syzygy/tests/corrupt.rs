//! Truncated and damaged table files are errors naming the file, never panics.

mod support;

use std::path::PathBuf;

use fianchetto_notation::movegen::Position;
use fianchetto_syzygy::{SyzygyError, Tablebase};
use support::{TABLES, position};

fn scratch_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("fianchetto-syzygy-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn a_truncated_file_is_an_error_naming_it() {
    let dir = scratch_dir("truncated");
    let bytes = std::fs::read(format!("{TABLES}/KRvK.rtbw")).unwrap();
    std::fs::write(dir.join("KRvK.rtbw"), &bytes[..bytes.len() / 2]).unwrap();
    for limit in [0, u64::MAX] {
        let mut tables = Tablebase::new();
        tables.set_in_memory_limit(limit);
        tables.add_directory(&dir).unwrap();
        let err = tables
            .probe_wdl(&position("8/8/8/8/8/2k5/8/1K1R4 b - - 0 1"))
            .unwrap_err();
        assert!(matches!(err, SyzygyError::Corrupt { .. }), "{err}");
        assert!(err.to_string().contains("KRvK.rtbw"), "{err}");
    }
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_truncated_dtz_file_is_an_error_naming_it() {
    let dir = scratch_dir("truncated-dtz");
    std::fs::copy(format!("{TABLES}/KRvK.rtbw"), dir.join("KRvK.rtbw")).unwrap();
    let bytes = std::fs::read(format!("{TABLES}/KRvK.rtbz")).unwrap();
    std::fs::write(dir.join("KRvK.rtbz"), &bytes[..bytes.len() - 64]).unwrap();
    for limit in [0, u64::MAX] {
        let mut tables = Tablebase::new();
        tables.set_in_memory_limit(limit);
        tables.add_directory(&dir).unwrap();
        let pos = position("8/8/8/8/8/2k5/8/1K1R4 w - - 0 1");
        assert_eq!(tables.probe_wdl(&pos).unwrap(), fianchetto_syzygy::Wdl::Win);
        let err = tables.probe_dtz(&pos).unwrap_err();
        assert!(matches!(err, SyzygyError::Corrupt { .. }), "{err}");
        assert!(err.to_string().contains("KRvK.rtbz"), "{err}");
    }
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_renamed_file_is_an_error_naming_it() {
    let dir = scratch_dir("renamed");
    // The rook table under the queen's name: its header says rook.
    for ext in ["rtbw", "rtbz"] {
        std::fs::copy(
            format!("{TABLES}/KRvK.{ext}"),
            dir.join(format!("KQvK.{ext}")),
        )
        .unwrap();
    }
    let mut tables = Tablebase::new();
    tables.add_directory(&dir).unwrap();
    let pos = position("8/8/8/8/8/2k5/8/1K1Q4 w - - 0 1");
    for err in [
        tables.probe_wdl(&pos).unwrap_err(),
        tables.probe_dtz(&pos).unwrap_err(),
    ] {
        assert!(matches!(err, SyzygyError::Corrupt { .. }), "{err}");
        assert!(err.to_string().contains("KQvK.rtbw"), "{err}");
        assert!(
            err.to_string().contains("not the file name's material"),
            "{err}"
        );
    }
    std::fs::remove_dir_all(dir).unwrap();
}

/// Damages `name` in a scratch folder that holds every other table intact, 300 times with a
/// seeded generator (a few bytes of its first 256, or anywhere); every WDL and DTZ probe of the
/// positions must return, and an error must name the file (or a table the damage sent the
/// probe to, which is missing only when the damage renamed the material).
fn damaged_copies_never_panic(name: &str, fens: &[&str]) {
    let dir = scratch_dir(&format!("damaged-{name}"));
    for entry in std::fs::read_dir(TABLES).unwrap() {
        let path = entry.unwrap().path();
        if path.file_name().unwrap() != name {
            std::fs::copy(&path, dir.join(path.file_name().unwrap())).unwrap();
        }
    }
    let original = std::fs::read(format!("{TABLES}/{name}")).unwrap();
    let positions: Vec<Position> = fens.iter().map(|fen| position(fen)).collect();
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut errors = 0;
    for round in 0..300 {
        let mut bytes = original.clone();
        let span = if next() % 2 == 0 { 256 } else { bytes.len() };
        for _ in 0..1 + next() % 4 {
            let at = (next() as usize) % span;
            bytes[at] = next() as u8;
        }
        std::fs::write(dir.join(name), &bytes).unwrap();
        let mut tables = Tablebase::new();
        // Half the rounds read the file whole, half by positioned reads.
        if round % 2 == 0 {
            tables.set_in_memory_limit(0);
        }
        tables.add_directory(&dir).unwrap();
        for pos in &positions {
            for result in [
                tables.probe_wdl(pos).map(|_| ()),
                tables.probe_dtz(pos).map(|_| ()),
                tables.root_moves(pos).map(|_| ()),
            ] {
                if let Err(err) = result {
                    errors += 1;
                    assert!(err.to_string().contains(name), "{err}");
                }
            }
        }
    }
    assert!(errors > 0, "no damage was noticed in {name}");
    std::fs::remove_dir_all(dir).unwrap();
}

const PAWN_POSITIONS: &[&str] = &[
    "8/8/8/8/3k4/8/2p5/K1R5 w - - 0 1",
    "8/8/8/8/3k4/8/2p5/K1R5 b - - 0 1",
    "8/1p6/8/8/8/5k2/8/K6R b - - 0 1",
    "8/6p1/8/8/8/5k2/8/K6R w - - 0 1",
];

#[test]
fn damaged_pawn_wdl_files_never_panic() {
    damaged_copies_never_panic("KRvKP.rtbw", PAWN_POSITIONS);
}

#[test]
fn damaged_pawn_dtz_files_never_panic() {
    damaged_copies_never_panic("KRvKP.rtbz", PAWN_POSITIONS);
}

#[test]
fn damaged_pawnless_dtz_files_never_panic() {
    damaged_copies_never_panic(
        "KBNvK.rtbz",
        &[
            "8/2K5/4B3/3N4/8/8/4k3/8 b - - 0 1",
            "8/2K5/4B3/3N4/8/8/4k3/8 w - - 0 1",
        ],
    );
}

#[test]
fn a_file_that_could_not_be_read_is_tried_again() {
    let dir = scratch_dir("comes-back");
    let mut tables = Tablebase::new();
    std::fs::copy(format!("{TABLES}/KRvK.rtbw"), dir.join("KRvK.rtbw")).unwrap();
    tables.add_directory(&dir).unwrap();
    // Gone after it was found: an I/O error naming it, not kept.
    std::fs::remove_file(dir.join("KRvK.rtbw")).unwrap();
    let pos = position("8/8/8/8/8/2k5/8/1K1R4 w - - 0 1");
    let err = tables.probe_wdl(&pos).unwrap_err();
    assert!(matches!(err, SyzygyError::Io { .. }), "{err}");
    assert!(err.to_string().contains("KRvK.rtbw"), "{err}");
    std::fs::copy(format!("{TABLES}/KRvK.rtbw"), dir.join("KRvK.rtbw")).unwrap();
    assert_eq!(tables.probe_wdl(&pos).unwrap(), fianchetto_syzygy::Wdl::Win);
    std::fs::remove_dir_all(dir).unwrap();
}

/// A WDL file damaged to give the lone king a win: its DTZ file, which stores only the rook's
/// side to move, has no move that keeps that win. The probe says the two files disagree, where
/// it once answered a distance of 65535.
#[test]
fn a_win_no_move_keeps_is_an_error_naming_both_files() {
    let dir = scratch_dir("inconsistent");
    std::fs::copy(format!("{TABLES}/KRvK.rtbz"), dir.join("KRvK.rtbz")).unwrap();
    let mut wdl = std::fs::read(format!("{TABLES}/KRvK.rtbw")).unwrap();
    // Found by trying every value of every byte: this one turns black-to-move draws and losses
    // into cursed wins.
    wdl[51] = 0x03;
    std::fs::write(dir.join("KRvK.rtbw"), &wdl).unwrap();
    for limit in [0, u64::MAX] {
        let mut tables = Tablebase::new();
        tables.set_in_memory_limit(limit);
        tables.add_directory(&dir).unwrap();
        let pos = position("8/8/8/3k4/8/8/8/R3K3 b - - 0 1");
        assert_eq!(
            tables.probe_wdl(&pos).unwrap(),
            fianchetto_syzygy::Wdl::CursedWin
        );
        let err = tables.probe_dtz(&pos).unwrap_err();
        let SyzygyError::Inconsistent { what, .. } = &err else {
            panic!("not an inconsistency: {err}");
        };
        assert_eq!(*what, "no move keeps the WDL file's win");
        assert!(err.to_string().contains("KRvK.rtbw"), "{err}");
        assert!(err.to_string().contains("KRvK.rtbz"), "{err}");
    }
    std::fs::remove_dir_all(dir).unwrap();
}
