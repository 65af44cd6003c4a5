//! The `syzygy` target: a damaged table file is an error naming it, never a panic, a hang or a
//! read out of bounds.
//!
//! The input is one table file: its first byte picks which ([`TABLES`], the byte's low seven
//! bits modulo their number) and whether to pad the file with zeros to a length the reader
//! accepts (the high bit: a valid table is 16 bytes more than a multiple of 64 long, and most
//! lengths are refused before anything else is read); the rest is the file's bytes. The file is
//! written into a scratch folder that holds a copy of every real table of
//! `testdata/syzygy/tables`, so the probes that captures and promotions lead into other tables
//! read sound files and only the fuzzed one is damaged. A fresh [`Tablebase`] then probes a
//! fixed set of positions of that material (both sides to move, and for pawn tables leading
//! pawns on the a- to d-files): WDL, DTZ and, for the first position, every root move. Every
//! probe must return; an error other than a missing table must name the fuzzed file.
//!
//! The crate names are the crates' own (`fianchetto_syzygy`, `fianchetto_notation`), so that
//! `fianchetto-syzygy`'s tests can mount this file by path and replay saved inputs.

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, OnceLock};

use fianchetto_notation::fen::Fen;
use fianchetto_notation::movegen::{CastlingMode, Position};
use fianchetto_syzygy::{SyzygyError, Tablebase};

/// The files the first byte picks from, each with the positions probed: a board (probed with
/// each side to move that is legal) or, with a space, a whole FEN. `cargo xtask fuzz` seeds the
/// corpus by this order: keep its list (`SYZYGY_TABLES` in `xtask/src/fuzz.rs`) the same.
pub const TABLES: [(&str, &[&str]); 14] = [
    // Pawnless, two kings' encoding.
    ("KRvK.rtbw", KRVK),
    ("KRvK.rtbz", KRVK),
    // Pawnless with three unique pieces.
    ("KRvKB.rtbw", KRVKB),
    ("KRvKB.rtbz", KRVKB),
    // Pawnless and symmetric: the DTZ file stores one side to move for both.
    ("KRvKR.rtbw", KRVKR),
    ("KRvKR.rtbz", KRVKR),
    // Pawns on one side.
    ("KPvK.rtbw", KPVK),
    ("KPvK.rtbz", KPVK),
    ("KRPvK.rtbw", KRPVK),
    ("KRPvK.rtbz", KRPVK),
    // The pawns on the side with fewer pieces: the tables' colours are the board's swapped.
    ("KBvKP.rtbw", KBVKP),
    ("KBvKP.rtbz", KBVKP),
    // Pawns on both sides, and en passant.
    ("KPvKP.rtbw", KPVKP),
    ("KPvKP.rtbz", KPVKP),
];

// Positions with a distance to zeroing above 2 (so the DTZ table is read, not a zeroing move
// taken) are from `testdata/syzygy/expected.tsv`; the first of each list, whose root moves are
// probed too, has the longest. The others reach other tables by a capture or a promotion, or
// take en passant.

const KRVK: &[&str] = &[
    "8/8/8/2k5/8/8/8/R3K3 w - - 0 1",
    "2k5/8/8/8/8/1R2K3/8/8 w - - 0 1",
    "5r2/8/8/2k5/8/5K2/8/8 w - - 0 1",
    "8/8/8/8/8/8/k5r1/3K4 b - - 0 1",
    "8/8/1K6/8/8/7R/8/3k4 b - - 0 1",
    "8/8/8/8/8/8/2Rk4/K7 b - - 0 1",
];

const KRVKB: &[&str] = &[
    "8/3R4/8/6K1/8/7k/8/1b6 w - - 0 1",
    "8/8/8/8/8/4K3/R5b1/7k w - - 0 1",
    "r7/8/8/8/B7/4k3/8/4K3 w - - 0 1",
    "2k5/8/6B1/8/r7/8/8/7K b - - 0 1",
    "8/8/8/8/8/3k4/8/1K1R2b1 b - - 0 1",
    "8/8/8/8/8/2k5/5b2/1K1R4",
];

const KRVKR: &[&str] = &[
    "8/4k2r/8/R7/8/8/4K3/8 w - - 0 1",
    "8/7K/6R1/8/8/8/1r2k3/8 w - - 0 1",
    "4R3/8/8/4K3/8/2r4k/8/8 b - - 0 1",
    "8/2r5/8/3R4/8/6k1/8/7K b - - 0 1",
    "8/8/8/8/8/2k5/8/1K1R2r1",
];

// Leading pawns on the a- to d-files (the e- to h-files mirror them), some of either colour.
const KPVK: &[&str] = &[
    "2k5/8/8/1K2P3/8/8/8/8 w - - 0 1",
    "4K3/8/8/5k2/8/8/P7/8 w - - 0 1",
    "7k/8/5p2/8/8/8/8/K7 w - - 0 1",
    "6k1/8/8/8/6K1/2P5/8/8 w - - 0 1",
    "8/8/1p4K1/8/8/8/8/4k3 w - - 0 1",
    "8/8/4k3/5p2/8/8/2K5/8 b - - 0 1",
    "8/3k4/8/6p1/8/8/8/2K5 b - - 0 1",
    "7k/8/8/8/3P4/8/3K4/8 b - - 0 1",
    "8/2P5/8/8/8/3k4/8/4K3",
];

const KRPVK: &[&str] = &[
    "8/3K4/3P3k/8/8/6R1/8/8 w - - 0 1",
    "2K5/8/8/8/8/1p3k2/1r6/8 w - - 0 1",
    "8/8/8/p2r4/8/1K2k3/8/8 w - - 0 1",
    "8/8/5p2/6K1/2k5/7r/8/8 w - - 0 1",
    "8/3R4/3K4/8/5k2/8/4P3/8 b - - 0 1",
    "5R2/2k5/8/1K6/1P6/8/8/8 b - - 0 1",
    "7K/1k6/8/8/8/8/p7/r7 b - - 0 1",
    "8/8/8/8/8/2k5/P7/4K2R",
];

const KBVKP: &[&str] = &[
    "8/8/7P/8/8/8/1K4k1/6b1 w - - 0 1",
    "2B5/7K/8/8/8/5k2/4p3/8 w - - 0 1",
    "8/8/8/8/1k6/1p6/5K2/4B3 b - - 0 1",
    "8/8/8/8/2k5/8/p7/4K1B1",
    "8/8/8/8/8/2p5/k7/4K2B",
];

const KPVKP: &[&str] = &[
    "8/8/kP1Kp3/8/8/8/8/8 w - - 0 1",
    "7k/8/8/p7/2K5/2P5/8/8 w - - 0 1",
    "8/5p2/8/K4P2/8/8/2k5/8 w - - 0 1",
    "4K3/8/8/2p5/8/3P4/8/7k w - - 0 1",
    "8/K7/8/8/8/6P1/1p6/1k6 b - - 0 1",
    "8/2k3K1/6p1/4P3/8/8/8/8 b - - 0 1",
    "8/8/8/2pP4/8/8/8/k3K3 w - c6 0 1",
    "k3K3/8/8/8/3Pp3/8/8/8 b - d3 0 1",
    "4k3/8/8/2p5/1P6/8/8/4K3",
];

/// The scratch folder, the positions of each table, and which table file holds fuzzed bytes.
struct Scratch {
    dir: PathBuf,
    positions: Vec<Vec<Position>>,
    /// The real bytes of each file of [`TABLES`], to put back when another is fuzzed.
    originals: Vec<Vec<u8>>,
    dirty: Option<usize>,
}

static SCRATCH: OnceLock<Mutex<Scratch>> = OnceLock::new();

/// Checks one input against the tables of `tables` (the repository's `testdata/syzygy/tables`).
pub fn check(tables: &Path, data: &[u8]) {
    let Some((&first, bytes)) = data.split_first() else {
        return;
    };
    let which = usize::from(first & 0x7f) % TABLES.len();
    let (name, _) = TABLES[which];
    let mut scratch = SCRATCH
        .get_or_init(|| Mutex::new(Scratch::new(tables)))
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if let Some(dirty) = scratch.dirty.take()
        && dirty != which
    {
        let path = scratch.dir.join(TABLES[dirty].0);
        write(&path, &scratch.originals[dirty]);
    }
    let path = scratch.dir.join(name);
    if first & 0x80 == 0 {
        write(&path, bytes);
    } else {
        // Zeros up to the next length of 64 × n + 16 bytes.
        let mut padded = bytes.to_vec();
        padded.resize(bytes.len() + (80 - bytes.len() % 64) % 64, 0);
        write(&path, &padded);
    }
    scratch.dirty = Some(which);

    let mut tablebase = Tablebase::new();
    if let Err(err) = tablebase.add_directory(&scratch.dir) {
        panic!("{}: {err}", scratch.dir.display());
    }
    let check = |what: &str, pos: &Position, err: SyzygyError| {
        if !matches!(err, SyzygyError::MissingTable { .. }) {
            let text = err.to_string();
            assert!(
                text.contains(name),
                "{what} of {}: an error that does not name the fuzzed {name}: {text}",
                fen(pos)
            );
        }
    };
    for (i, pos) in scratch.positions[which].iter().enumerate() {
        if let Err(err) = tablebase.probe_wdl(pos) {
            check("probe_wdl", pos, err);
        }
        if let Err(err) = tablebase.probe_dtz(pos) {
            check("probe_dtz", pos, err);
        }
        if i == 0
            && let Err(err) = tablebase.root_moves(pos)
        {
            check("root_moves", pos, err);
        }
    }
}

impl Scratch {
    /// Copies every table of `tables` into a new folder of this process, in `/dev/shm` where
    /// there is one (writing a file each run then costs no disk), else the temporary folder.
    fn new(tables: &Path) -> Scratch {
        let shm = Path::new("/dev/shm");
        let base = if shm.is_dir() {
            shm.to_owned()
        } else {
            std::env::temp_dir()
        };
        remove_stale(&base);
        let dir = base.join(format!("{PREFIX}{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
        let entries = fs::read_dir(tables).unwrap_or_else(|e| panic!("{}: {e}", tables.display()));
        for entry in entries {
            let path = entry.expect("a directory entry").path();
            if let Some(file_name) = path.file_name()
                && path.extension().is_some_and(|e| e == "rtbw" || e == "rtbz")
            {
                fs::copy(&path, dir.join(file_name))
                    .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            }
        }
        let originals = TABLES
            .iter()
            .map(|(name, _)| {
                let path = tables.join(name);
                fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
            })
            .collect();
        let positions = TABLES
            .iter()
            .map(|(name, boards)| {
                let positions: Vec<Position> = boards.iter().flat_map(|b| positions(b)).collect();
                assert!(positions.len() >= 4, "{name}: too few legal positions");
                positions
            })
            .collect();
        Scratch {
            dir,
            positions,
            originals,
            dirty: None,
        }
    }
}

/// The scratch folders' names, before the process id.
const PREFIX: &str = "fianchetto-fuzz-syzygy-";

/// Removes the scratch folders of processes that have ended (libFuzzer exits without running
/// destructors, so each run leaves its folder behind). Only where `/proc` tells which processes
/// run.
fn remove_stale(base: &Path) {
    let proc = Path::new("/proc");
    if !proc.join("self").exists() {
        return;
    }
    let Ok(entries) = fs::read_dir(base) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(pid) = name.to_str().and_then(|n| n.strip_prefix(PREFIX)) else {
            continue;
        };
        if pid.parse::<u32>().is_ok() && !proc.join(pid).exists() {
            let _ = fs::remove_dir_all(entry.path());
        }
    }
}

/// The legal positions of a board with each side to move, or of a whole FEN.
fn positions(board: &str) -> Vec<Position> {
    let fens = if board.contains(' ') {
        vec![board.to_owned()]
    } else {
        vec![format!("{board} w - - 0 1"), format!("{board} b - - 0 1")]
    };
    fens.iter()
        .filter_map(|fen| {
            Fen::from_ascii(fen.as_bytes())
                .ok()?
                .into_position(CastlingMode::Standard)
                .ok()
        })
        .collect()
}

fn fen(pos: &Position) -> String {
    Fen::from_position(pos, fianchetto_notation::movegen::EnPassantMode::Legal).to_string()
}

fn write(path: &Path, bytes: &[u8]) {
    fs::write(path, bytes).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
}
