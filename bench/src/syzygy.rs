//! Syzygy probes (WDL and DTZ) of the 10,980 positions of `testdata/syzygy/expected.tsv`, in a
//! fixed shuffled order, by fianchetto (its default, which reads these small files whole, and
//! with every file read by positioned reads, as it reads files over its in-memory limit) and by
//! shakmaty-syzygy (its default positioned-read filesystem and its memory-mapped one); all but
//! the memory map also from two threads sharing one tablebase.
//! `bench/syzygy_python.py` probes the same positions in the same order with python-chess.

use std::hint::black_box;
use std::path::Path;
use std::sync::Arc;
use std::time::Instant;

use crate::stats::{Options, Samples, median_ratio, rate, ratio};

/// The tables and python-chess 1.11.2's answers, which every library must reproduce.
pub const TABLES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../testdata/syzygy/tables");
pub const EXPECTED: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../testdata/syzygy/expected.tsv"
);

/// The seed of the shuffle; `syzygy_python.py` uses the same one and the same generator.
const SEED: u64 = 0x5359_5a59_4759; // "SYZYGY"

/// A timed run lasts about this long (the positions probed as many times as that takes), so one
/// scheduler tick does not decide a sample.
const RUN_SECONDS: f64 = 0.25;

/// The contenders, in the order the table lists them.
const LIBS: [&str; 4] = [
    "fianchetto",
    "fianchetto pread",
    "shakmaty-syzygy",
    "shakmaty-syzygy mmap",
];

/// Which contenders also run on two threads.
const THREADED: [bool; 4] = [true, true, true, false];

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Wdl,
    Dtz,
}

const KINDS: [Kind; 2] = [Kind::Wdl, Kind::Dtz];

/// One row of `expected.tsv`, parsed by both libraries up front so parsing is never timed.
struct Row {
    fen: String,
    fianchetto: fianchetto::Position,
    shakmaty: shakmaty::Chess,
    wdl: i32,
    dtz: i32,
}

impl Row {
    fn expected(&self, kind: Kind) -> i32 {
        match kind {
            Kind::Wdl => self.wdl,
            Kind::Dtz => self.dtz,
        }
    }
}

// The uci crate's tests' splitmix64, which `syzygy_python.py` repeats with Python integers.
#[path = "../../crates/uci/tests/shared/splitmix.rs"]
mod splitmix;

use splitmix::SplitMix;

/// Fisher-Yates with [`SplitMix`]: for `i` from the last index down to 1, swap `i` with
/// `next() % (i + 1)`. The file is sorted by table, so probing it in order would be kinder to
/// every cache than random probes are.
pub fn shuffle<T>(items: &mut [T]) {
    let mut rng = SplitMix(SEED);
    for i in (1..items.len()).rev() {
        let j = (rng.next() % (i as u64 + 1)) as usize;
        items.swap(i, j);
    }
}

fn read_rows(path: &Path) -> Vec<Row> {
    use shakmaty::{CastlingMode, PositionError, fen::Fen};
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| {
        eprintln!("{}: {e}", path.display());
        std::process::exit(1);
    });
    let mut rows: Vec<Row> = text
        .lines()
        .skip(1)
        .map(|line| {
            let cols: Vec<&str> = line.split('\t').collect();
            let [_table, _kind, fen, wdl, dtz] = cols[..] else {
                panic!("five columns: {line}");
            };
            // python-chess accepts checks no legal move could give (two knights); so do the
            // tables, and both libraries when told to.
            let fianchetto = fianchetto::fen::Fen::from_ascii(fen.as_bytes())
                .expect("fianchetto reads the FEN")
                .into_position(fianchetto::CastlingMode::Standard)
                .or_else(|e| e.ignore_impossible_check())
                .expect("fianchetto accepts the position");
            let shakmaty = fen
                .parse::<Fen>()
                .expect("shakmaty reads the FEN")
                .into_position(CastlingMode::Standard)
                .or_else(PositionError::ignore_impossible_check)
                .expect("shakmaty accepts the position");
            Row {
                fen: fen.to_owned(),
                fianchetto,
                shakmaty,
                wdl: wdl.parse().expect("a wdl"),
                dtz: dtz.parse().expect("a dtz"),
            }
        })
        .collect();
    shuffle(&mut rows);
    rows
}

/// A tablebase of one contender. Errors become a value no table gives, so they show up as
/// disagreements (and in the checksums of timed runs) without a branch in the timed loop.
enum Tables {
    Fianchetto(fianchetto::syzygy::Tablebase),
    Shakmaty(shakmaty_syzygy::Tablebase<shakmaty::Chess>),
}

const ERROR: i32 = 1_000_000;

impl Tables {
    /// Every table file of the test directory added, none opened yet.
    fn open(lib: usize) -> Tables {
        let tables = match lib {
            // The default reads these small files whole; `pread` reads every file by
            // positioned reads, as it reads files over its 4 MiB limit.
            0 | 1 => {
                let mut t = fianchetto::syzygy::Tablebase::new();
                if lib == 1 {
                    t.set_in_memory_limit(0);
                }
                t.add_directory(TABLES)
                    .map(|_| Tables::Fianchetto(t))
                    .map_err(|e| e.to_string())
            }
            2 => {
                let mut t = shakmaty_syzygy::Tablebase::new();
                t.add_directory(TABLES)
                    .map(|_| Tables::Shakmaty(t))
                    .map_err(|e| e.to_string())
            }
            _ => {
                // Safety: the test tables are not modified while the bench runs, and an I/O error
                // on them may end the process.
                let mut t = unsafe { shakmaty_syzygy::Tablebase::with_mmap_filesystem() };
                t.add_directory(TABLES)
                    .map(|_| Tables::Shakmaty(t))
                    .map_err(|e| e.to_string())
            }
        };
        tables.unwrap_or_else(|e| {
            eprintln!("{TABLES}: {e}");
            std::process::exit(1);
        })
    }

    fn probe(&self, kind: Kind, row: &Row) -> i32 {
        match (self, kind) {
            (Tables::Fianchetto(t), Kind::Wdl) => t
                .probe_wdl(&row.fianchetto)
                .map_or(ERROR, |w| i32::from(w.to_i8())),
            (Tables::Fianchetto(t), Kind::Dtz) => {
                t.probe_dtz(&row.fianchetto).map_or(ERROR, |d| d.0)
            }
            // python-chess's probe_wdl ignores the halfmove clock: shakmaty-syzygy's
            // probe_wdl_after_zeroing, not its probe_wdl (which needs the DTZ tables too).
            (Tables::Shakmaty(t), Kind::Wdl) => t
                .probe_wdl_after_zeroing(&row.shakmaty)
                .map_or(ERROR, |w| w as i32),
            (Tables::Shakmaty(t), Kind::Dtz) => t
                .probe_dtz(&row.shakmaty)
                .map_or(ERROR, |d| d.ignore_rounding().0),
        }
    }

    /// Probes every row `reps` times; returns the sum of the answers.
    fn probe_all(&self, kind: Kind, rows: &[Row], reps: usize) -> i64 {
        let mut sum = 0;
        for _ in 0..reps {
            for row in rows {
                sum += i64::from(self.probe(kind, black_box(row)));
            }
        }
        black_box(sum)
    }

    /// Probes every row `reps` times from `threads` threads, each taking an equal share of the
    /// rows; returns the sum of the answers and the run's times.
    fn probe_threads(&self, kind: Kind, rows: &[Row], reps: usize, threads: usize) -> (i64, Run) {
        let share = rows.len().div_ceil(threads);
        let start = Instant::now();
        let (sum, cpu, wait) = std::thread::scope(|s| {
            let handles: Vec<_> = rows
                .chunks(share)
                .map(|part| {
                    s.spawn(move || {
                        let before = schedstat();
                        let sum = self.probe_all(kind, part, reps);
                        let after = schedstat();
                        (sum, after.0 - before.0, after.1 - before.1)
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("a probing thread"))
                .fold((0, 0, 0), |a, b| (a.0 + b.0, a.1 + b.1, a.2 + b.2))
        });
        let wall = start.elapsed().as_secs_f64();
        (
            sum,
            Run {
                wall,
                cpu: cpu as f64 * 1e-9,
                wait: wait as f64 * 1e-9,
            },
        )
    }
}

/// The times of one timed run: wall clock, and summed over its threads the CPU time and the time
/// spent runnable but waiting for a CPU (the machine's other load), from the scheduler.
#[derive(Clone, Copy, Debug)]
struct Run {
    wall: f64,
    cpu: f64,
    wait: f64,
}

/// This thread's time on a CPU and time waiting for one, in nanoseconds
/// (`/proc/thread-self/schedstat`; zeros where there is none).
fn schedstat() -> (u64, u64) {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| {
            let mut it = s.split_whitespace().map(|x| x.parse::<u64>().ok());
            Some((it.next()??, it.next()??))
        })
        .unwrap_or((0, 0))
}

/// The first few rows where `lib` does not answer as python-chess did, and how many there are.
fn disagreements(tables: &Tables, kind: Kind, rows: &[Row]) -> (usize, Vec<String>) {
    let mut count = 0;
    let mut shown = Vec::new();
    for row in rows {
        let got = tables.probe(kind, row);
        if got != row.expected(kind) {
            count += 1;
            if shown.len() < 5 {
                shown.push(format!(
                    "  {kind:?} of {}: python-chess {}, got {}",
                    row.fen,
                    row.expected(kind),
                    if got == ERROR {
                        "an error".to_string()
                    } else {
                        got.to_string()
                    }
                ));
            }
        }
    }
    (count, shown)
}

fn loadavg() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "?".into())
}

/// Runs every contender for `opts.rounds` rounds and prints the tables.
pub fn bench(opts: &Options) {
    let rounds = opts.rounds;
    let rows = read_rows(Path::new(EXPECTED));
    let n = rows.len();
    let expected_sum = |kind| {
        rows.iter()
            .map(|r| i64::from(r.expected(kind)))
            .sum::<i64>()
    };
    eprintln!(
        "syzygy: {n} positions, first of the shuffled: {}; load average {}",
        rows[0].fen,
        loadavg()
    );

    // Cold: a fresh tablebase per kind, so the first pass opens the files it needs (the page
    // cache stays warm: this is opening and reading headers, not the disk).
    // cold[lib][kind]
    let mut cold = vec![[f64::NAN; 2]; LIBS.len()];
    let mut tables = Vec::new();
    let mut failed = false;
    for (lib, name) in LIBS.iter().enumerate() {
        if !opts.runs(name) {
            tables.push(None);
            continue;
        }
        for (k, &kind) in KINDS.iter().enumerate() {
            let fresh = Tables::open(lib);
            let start = Instant::now();
            fresh.probe_all(kind, &rows, 1);
            cold[lib][k] = start.elapsed().as_secs_f64();
        }
        // The untimed warm-up pass that checks every answer.
        let t = Tables::open(lib);
        for kind in KINDS {
            let (count, shown) = disagreements(&t, kind, &rows);
            if count > 0 {
                println!("{name} differs from python-chess on {count} of {n} {kind:?} probes:");
                for line in shown {
                    println!("{line}");
                }
                failed |= lib <= 1;
            }
        }
        tables.push(Some(Arc::new(t)));
    }
    if failed {
        eprintln!("fianchetto must answer as python-chess does");
        std::process::exit(1);
    }

    // How many times a timed run probes the list: about RUN_SECONDS on one thread.
    let mut reps = vec![[1usize; 2]; LIBS.len()];
    for (lib, t) in tables.iter().enumerate() {
        if let Some(t) = t {
            for (k, &kind) in KINDS.iter().enumerate() {
                let start = Instant::now();
                t.probe_all(kind, &rows, 1);
                let one = start.elapsed().as_secs_f64();
                reps[lib][k] = ((RUN_SECONDS / one).ceil() as usize).max(1);
                eprintln!(
                    "syzygy: {} {kind:?}: {} passes a run",
                    LIBS[lib], reps[lib][k]
                );
            }
        }
    }

    // samples[lib][threads - 1][kind]: wall seconds of one pass over the rows; cpu: the CPU
    // seconds of the threads together; waited: their seconds waiting for a CPU, all rounds.
    let mut samples = vec![vec![vec![Samples::default(); 2]; 2]; LIBS.len()];
    let mut cpu = samples.clone();
    let mut waited = vec![vec![[0.0f64; 2]; 2]; LIBS.len()];
    let jobs: Vec<(usize, usize)> = (0..LIBS.len())
        .flat_map(|lib| {
            let threads: &[usize] = if THREADED[lib] { &[1, 2] } else { &[1] };
            threads.iter().map(move |&t| (lib, t))
        })
        .filter(|&(lib, _)| tables[lib].is_some())
        .collect();
    for round in 0..rounds {
        for (k, &kind) in KINDS.iter().enumerate() {
            // Rotate the order each round so no contender always runs first or after the same
            // neighbour.
            for j in 0..jobs.len() {
                let (lib, threads) = jobs[(j + round + k) % jobs.len()];
                let t = tables[lib].as_ref().expect("filtered");
                let reps = reps[lib][k];
                let (sum, run) = t.probe_threads(kind, &rows, reps, threads);
                if sum != expected_sum(kind) * reps as i64 && lib <= 1 {
                    eprintln!("{} on {threads} threads: wrong {kind:?} answers", LIBS[lib]);
                    std::process::exit(1);
                }
                samples[lib][threads - 1][k].0.push(run.wall / reps as f64);
                cpu[lib][threads - 1][k].0.push(run.cpu / reps as f64);
                waited[lib][threads - 1][k] += run.wait / run.cpu.max(1e-9) / rounds as f64;
            }
        }
        eprintln!("syzygy round {}/{rounds} done", round + 1);
    }

    let k = |s: f64| n as f64 / s / 1e3;
    println!(
        "\n## syzygy ({n} positions of testdata/syzygy/expected.tsv, shuffled; warm; \
         {rounds} rounds; thousand probes/s best / median)\n"
    );
    println!(
        "| library | WDL | DTZ | WDL 2 threads | DTZ 2 threads | WDL 2/1 | DTZ 2/1 | \
         cold WDL | cold DTZ |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    for (lib, name) in LIBS.iter().enumerate() {
        if tables[lib].is_none() {
            continue;
        }
        let s = &samples[lib];
        let scaling = |k: usize| {
            if s[1][k].0.is_empty() {
                "-".to_string()
            } else {
                format!(
                    "{} / {}",
                    ratio(&s[1][k], &s[0][k]),
                    median_ratio(&s[1][k], &s[0][k])
                )
            }
        };
        println!(
            "| {name} | {} | {} | {} | {} | {} | {} | {:.0} | {:.0} |",
            rate(n as f64 / 1e3, &s[0][0], 0),
            rate(n as f64 / 1e3, &s[0][1], 0),
            rate(n as f64 / 1e3, &s[1][0], 0),
            rate(n as f64 / 1e3, &s[1][1], 0),
            scaling(0),
            scaling(1),
            k(cold[lib][0]),
            k(cold[lib][1]),
        );
    }
    println!("\n2/1: two threads' throughput over one thread's, of best / of median times.");
    for peer in 1..LIBS.len() {
        if tables[0].is_some() && tables[peer].is_some() {
            println!(
                "fianchetto / {}: WDL {} (median {}), DTZ {} (median {}).",
                LIBS[peer],
                ratio(&samples[0][0][0], &samples[peer][0][0]),
                median_ratio(&samples[0][0][0], &samples[peer][0][0]),
                ratio(&samples[0][0][1], &samples[peer][0][1]),
                median_ratio(&samples[0][0][1], &samples[peer][0][1]),
            );
        }
    }
    println!(
        "\nCPU time per probe (µs, summed over the threads; median of the rounds), the 2/1 it \
         implies where both cores are free (2 × one thread's / two threads'), and the time the \
         threads waited for a CPU (other load), as a share of their CPU time:\n"
    );
    println!(
        "| library | WDL 1 thread | WDL 2 threads | DTZ 1 thread | DTZ 2 threads | \
         WDL 2/1 by CPU | DTZ 2/1 by CPU | waited 1 / 2 threads |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|");
    for (lib, name) in LIBS.iter().enumerate() {
        if tables[lib].is_none() {
            continue;
        }
        let c = &cpu[lib];
        // Without /proc/thread-self/schedstat (not Linux) every CPU time reads 0.
        let us = |s: &Samples| {
            if s.0.is_empty() || s.median() == 0.0 {
                "-".to_string()
            } else {
                format!("{:.2}", s.median() / n as f64 * 1e6)
            }
        };
        let by_cpu = |k: usize| {
            if c[1][k].0.is_empty() || c[1][k].median() == 0.0 {
                "-".to_string()
            } else {
                format!("{:.2}x", 2.0 * c[0][k].median() / c[1][k].median())
            }
        };
        let waited = |t: usize| 50.0 * (waited[lib][t][0] + waited[lib][t][1]);
        println!(
            "| {name} | {} | {} | {} | {} | {} | {} | {:.0}% / {} |",
            us(&c[0][0]),
            us(&c[1][0]),
            us(&c[0][1]),
            us(&c[1][1]),
            by_cpu(0),
            by_cpu(1),
            waited(0),
            if THREADED[lib] {
                format!("{:.0}%", waited(1))
            } else {
                "-".into()
            },
        );
    }
    eprintln!("syzygy: load average {}", loadavg());
}
