//! Reading PGN, with and without playing every mainline move, by fianchetto and by
//! pgn-reader with shakmaty.

use std::fs::File;
use std::hint::black_box;
use std::io::{BufRead, BufReader, Read};
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};
use std::time::Instant;

use crate::stats::{Options, Samples, median_ratio, rate, ratio};

/// The contenders, in the order the table lists them.
const VARIANTS: [&str; 5] = [
    "fianchetto Reader + Replay",
    "pgn-reader + shakmaty",
    "fianchetto Reader alone",
    "pgn-reader alone",
    "fianchetto GameBuilder",
];

/// Where the bytes come from.
const SOURCES: [&str; 2] = ["memory", "BufReader<File>"];

/// Games and mainline plies of the corpora in `testdata/corpus`, known by unpacked size, so a reader
/// that agrees with the other one but is wrong still fails.
const KNOWN: [(u64, u64, u64); 2] = [(60_442_906, 20_000, 1_759_689), (6_060_465, 2_000, 175_928)];

// ---- fianchetto -------------------------------------------------------------------------

/// Counts mainline plies while fianchetto's `Replay` plays them.
struct FiaPlies;

impl fianchetto::pgn::MainlineVisitor for FiaPlies {
    type Output = u32;
    fn end_game(&mut self, end: &fianchetto::Position, plies: u32) -> u32 {
        black_box(end);
        plies
    }
}

/// Counts mainline move tokens without playing them: the cost of the reader alone.
struct FiaTokens(u32);

impl fianchetto::pgn::Visitor for FiaTokens {
    type Output = u32;
    type Error = std::convert::Infallible;
    fn begin_game(&mut self) {
        self.0 = 0;
    }
    fn san(&mut self, san: fianchetto::san::SanPlus) -> Result<(), Self::Error> {
        black_box(san);
        self.0 += 1;
        Ok(())
    }
    fn begin_variation(&mut self) -> Result<fianchetto::pgn::Skip, Self::Error> {
        Ok(fianchetto::pgn::Skip(true))
    }
    fn end_game(&mut self) -> u32 {
        self.0
    }
}

/// Reads every game of `input` into `visitor`; returns games and the sum of their outputs.
fn fia_read<R: BufRead, V>(input: R, visitor: &mut V) -> (u64, u64)
where
    V: fianchetto::pgn::Visitor<Output = u32>,
    V::Error: std::fmt::Display,
{
    let mut reader = fianchetto::pgn::Reader::from_buf_read(input);
    let (mut games, mut plies) = (0, 0);
    loop {
        match reader.read_game(visitor) {
            Ok(Some(p)) => {
                games += 1;
                plies += u64::from(p);
            }
            Ok(None) => return (games, plies),
            Err(e) => {
                eprintln!("fianchetto: {e}");
                std::process::exit(1);
            }
        }
    }
}

/// Builds every game of `input` into a `pgn::Game` tree (variations, comments and all); returns
/// games and mainline plies. No peer builds a tree, so this row has no ratio.
fn fia_build<R: BufRead>(input: R) -> (u64, u64) {
    let mut reader = fianchetto::pgn::Reader::new(input);
    let mut builder = fianchetto::pgn::GameBuilder::new();
    let (mut games, mut plies) = (0, 0);
    loop {
        match reader.read_game(&mut builder) {
            Ok(Some(game)) => {
                games += 1;
                plies += game.mainline.len() as u64;
                black_box(game);
            }
            Ok(None) => return (games, plies),
            Err(e) => {
                eprintln!("fianchetto: {e}");
                std::process::exit(1);
            }
        }
    }
}

// ---- pgn-reader + shakmaty ----------------------------------------------------------------

/// The usual pgn-reader visitor that plays each mainline SAN on a shakmaty position
/// (as pgn-reader's `examples/validate.rs`), honouring a `FEN` tag as fianchetto's `Replay` does.
struct ShakReplay;

impl pgn_reader::Visitor for ShakReplay {
    type Tags = Option<shakmaty::Chess>;
    type Movetext = (shakmaty::Chess, u32);
    type Output = Option<u32>;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        ControlFlow::Continue(None)
    }

    fn tag(
        &mut self,
        tags: &mut Self::Tags,
        name: &[u8],
        value: pgn_reader::RawTag<'_>,
    ) -> ControlFlow<Self::Output> {
        if name == b"FEN" {
            let pos = shakmaty::fen::Fen::from_ascii(value.as_bytes())
                .ok()
                .and_then(|f| f.into_position(shakmaty::CastlingMode::Chess960).ok());
            match pos {
                Some(pos) => *tags = Some(pos),
                None => return ControlFlow::Break(None),
            }
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Self::Tags) -> ControlFlow<Self::Output, Self::Movetext> {
        ControlFlow::Continue((tags.unwrap_or_default(), 0))
    }

    fn san(
        &mut self,
        (pos, plies): &mut Self::Movetext,
        san_plus: pgn_reader::SanPlus,
    ) -> ControlFlow<Self::Output> {
        use shakmaty::Position;
        match san_plus.san.to_move(pos) {
            Ok(m) => {
                pos.play_unchecked(m);
                *plies += 1;
                ControlFlow::Continue(())
            }
            Err(_) => ControlFlow::Break(None),
        }
    }

    // Variations are skipped: pgn-reader's default `begin_variation` returns `Skip(true)`.

    fn end_game(&mut self, (pos, plies): Self::Movetext) -> Self::Output {
        black_box(pos);
        Some(plies)
    }
}

/// Counts mainline moves without playing them. pgn-reader still parses each token as
/// `SanPlus` before calling `san`: that is part of its reader's cost.
struct ShakTokens;

impl pgn_reader::Visitor for ShakTokens {
    type Tags = ();
    type Movetext = u32;
    type Output = Option<u32>;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        ControlFlow::Continue(())
    }
    fn begin_movetext(&mut self, _: ()) -> ControlFlow<Self::Output, Self::Movetext> {
        ControlFlow::Continue(0)
    }
    fn san(&mut self, plies: &mut u32, san: pgn_reader::SanPlus) -> ControlFlow<Self::Output> {
        black_box(san);
        *plies += 1;
        ControlFlow::Continue(())
    }
    fn end_game(&mut self, plies: u32) -> Self::Output {
        Some(plies)
    }
}

/// Reads every game of `input` into `visitor`; returns games and the sum of their outputs.
fn shak_read<R: Read, V>(input: R, visitor: &mut V) -> (u64, u64)
where
    V: pgn_reader::Visitor<Output = Option<u32>>,
{
    let mut reader = pgn_reader::Reader::new(input);
    let (mut games, mut plies) = (0, 0);
    loop {
        match reader.read_game(visitor) {
            Ok(Some(Some(p))) => {
                games += 1;
                plies += u64::from(p);
            }
            Ok(None) => return (games, plies),
            Ok(Some(None)) => {
                eprintln!(
                    "pgn-reader + shakmaty: illegal move or FEN in game {}",
                    games + 1
                );
                std::process::exit(1);
            }
            Err(e) => {
                eprintln!("pgn-reader: {e}");
                std::process::exit(1);
            }
        }
    }
}

// ---- the race -----------------------------------------------------------------------------

/// One run of `variant` over `source`: games, plies, seconds. Opening the file is timed too
/// (it is microseconds); after the first read the file comes from the page cache.
fn run(variant: usize, source: usize, data: &[u8], path: &Path) -> (u64, u64, f64) {
    let start = Instant::now();
    let (games, plies) = if source == 0 {
        let input = black_box(data);
        match variant {
            0 => fia_read(input, &mut fianchetto::pgn::Replay::new(FiaPlies)),
            1 => shak_read(input, &mut ShakReplay),
            2 => fia_read(input, &mut FiaTokens(0)),
            3 => shak_read(input, &mut ShakTokens),
            _ => fia_build(input),
        }
    } else {
        // The same `BufReader` (default 8 KiB buffer) for both, as a user would write it.
        // pgn-reader has its own larger buffer, so its reads bypass this one.
        let input = BufReader::new(File::open(path).expect("open the PGN file"));
        match variant {
            0 => fia_read(input, &mut fianchetto::pgn::Replay::new(FiaPlies)),
            1 => shak_read(input, &mut ShakReplay),
            2 => fia_read(input, &mut FiaTokens(0)),
            3 => shak_read(input, &mut ShakTokens),
            _ => fia_build(input),
        }
    };
    (games, plies, start.elapsed().as_secs_f64())
}

/// The bytes of `path`; a `.zst` file is unpacked, and also written once to the temporary
/// folder (returned) so the `BufReader<File>` source reads the same plain PGN.
fn load(path: &Path) -> std::io::Result<(Vec<u8>, Option<PathBuf>)> {
    let data = std::fs::read(path)?;
    if path.extension().is_none_or(|ext| ext != "zst") {
        return Ok((data, None));
    }
    let data = zstd::decode_all(&data[..])?;
    let name = path.file_stem().unwrap_or_default();
    let unpacked = std::env::temp_dir().join("fianchetto-bench").join(name);
    if std::fs::metadata(&unpacked).map(|m| m.len()).ok() != Some(data.len() as u64) {
        std::fs::create_dir_all(unpacked.parent().expect("a folder"))?;
        std::fs::write(&unpacked, &data)?;
    }
    Ok((data, Some(unpacked)))
}

/// Reads `path` with every variant from every source for `opts.rounds` rounds and prints the
/// table.
pub fn bench(path: &Path, opts: &Options) {
    let rounds = opts.rounds;
    let (data, unpacked) = load(path).unwrap_or_else(|e| {
        eprintln!("{}: {e}", path.display());
        std::process::exit(1);
    });
    let path = unpacked.as_deref().unwrap_or(path);
    let bytes = data.len() as u64;
    let known = KNOWN.iter().find(|k| k.0 == bytes).map(|k| (k.1, k.2));
    let mut counts: Option<(u64, u64)> = known;
    // samples[source][variant]
    let mut samples = vec![vec![Samples::default(); VARIANTS.len()]; SOURCES.len()];
    for round in 0..rounds {
        for source in 0..SOURCES.len() {
            for k in 0..VARIANTS.len() {
                let variant = (k + round) % VARIANTS.len();
                if !opts.runs(VARIANTS[variant]) {
                    continue;
                }
                let (games, plies, seconds) = run(variant, source, &data, path);
                match counts {
                    None => counts = Some((games, plies)),
                    Some(expected) if expected != (games, plies) => {
                        eprintln!(
                            "pgn disagreement: {} from {} read {games} games and {plies} plies, \
                             expected {} and {}",
                            VARIANTS[variant], SOURCES[source], expected.0, expected.1
                        );
                        std::process::exit(1);
                    }
                    Some(_) => {}
                }
                samples[source][variant].0.push(seconds);
            }
        }
        eprintln!("pgn round {}/{rounds} done", round + 1);
    }

    let (games, plies) = counts.unwrap_or_default();
    println!(
        "\n## pgn: {} ({bytes} bytes, {games} games, {plies} mainline plies; {rounds} rounds; \
         MB/s = 10^6 bytes/s, best / median)\n",
        path.display()
    );
    print!("| variant |");
    for s in SOURCES {
        print!(" {s} |");
    }
    println!();
    println!("|---|---:|---:|");
    for (v, name) in VARIANTS.iter().enumerate() {
        print!("| {name} |");
        for per_source in &samples {
            print!(" {} |", rate(bytes as f64 / 1e6, &per_source[v], 0));
        }
        println!();
    }
    println!();
    for (source, per_source) in samples.iter().enumerate() {
        println!(
            "{}: replaying fianchetto/pgn-reader+shakmaty {} (median {}); \
             reader alone fianchetto/pgn-reader {} (median {})",
            SOURCES[source],
            ratio(&per_source[0], &per_source[1]),
            median_ratio(&per_source[0], &per_source[1]),
            ratio(&per_source[2], &per_source[3]),
            median_ratio(&per_source[2], &per_source[3]),
        );
    }
}
