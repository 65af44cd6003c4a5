//! The index's storage, measured against two well-kept libraries on the 20k corpus: the same
//! positions and postings (each game that reaches a position, with the move it last played
//! there) in an `fst` map (key to an offset into a postings blob) and in a `redb` table (key to
//! postings), beside fianchetto-index's own file. Sizes, build times (the storage step alone
//! for the libraries: the replay that finds the positions is common to all and timed once) and
//! lookup times of 1,000 sampled positions. docs/architecture.md quotes the table.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::ops::ControlFlow;
use std::path::Path;
use std::time::Instant;

use fianchetto::index::{Index, IndexBuilder, Query};
use fianchetto::pgn::{MainlineVisitor, ParallelReader, Replay, Unpacked};
use fianchetto::variant::AnyPosition;
use fianchetto::{Move, Rules};

/// A position's 128-bit key: the repetition key, and a second hash of the same position.
fn key(pos: &AnyPosition) -> u128 {
    let mut hasher = DefaultHasher::new();
    pos.hash(&mut hasher);
    pos.board().occupied().0.hash(&mut hasher);
    (u128::from(pos.repetition_key()) << 64) | u128::from(hasher.finish())
}

/// Each game's positions' keys and the moves played from them (`u16::MAX`: the end).
struct Keys(Vec<(u128, u16)>);

fn code(m: Option<Move>) -> u16 {
    m.map_or(0, |m| (m.from() as u16) | ((m.to() as u16) << 6))
}

impl MainlineVisitor<AnyPosition> for Keys {
    type Output = Vec<(u128, u16)>;

    fn begin_game(&mut self) {
        self.0.clear();
    }

    fn end_tags(&mut self, start: &AnyPosition) -> fianchetto::pgn::Skip {
        self.0.push((key(start), u16::MAX));
        fianchetto::pgn::Skip(false)
    }

    fn play(&mut self, _before: &AnyPosition, m: Option<Move>, after: &AnyPosition) {
        if let Some(last) = self.0.last_mut() {
            last.1 = code(m);
        }
        self.0.push((key(after), u16::MAX));
    }

    fn end_game(&mut self, _end: &AnyPosition, _plies: u32) -> Vec<(u128, u16)> {
        std::mem::take(&mut self.0)
    }
}

fn varint(out: &mut Vec<u8>, mut value: u64) {
    while value >= 0x80 {
        out.push(value as u8 | 0x80);
        value >>= 7;
    }
    out.push(value as u8);
}

fn percentiles(micros: &mut [f64]) -> String {
    micros.sort_by(f64::total_cmp);
    let at = |q: f64| micros[((micros.len() - 1) as f64 * q).round() as usize];
    format!("median {:>8.1} us  p99 {:>8.1} us", at(0.5), at(0.99))
}

pub fn bench(pgn: &Path) {
    let started = Instant::now();
    let mut records: Vec<(u128, u32, u16)> = Vec::new();
    let mut plies = 0u64;
    let mut games = 0u32;
    let input = Unpacked::open(pgn).expect("the corpus opens");
    ParallelReader::new(1)
        .for_each(input, || Replay::new(Keys(Vec::new())), |game| {
            if let Ok(keys) = game {
                plies += keys.len() as u64 - 1;
                // Once a game, under the move last played from the position (the end when none).
                let mut seen = std::collections::HashMap::new();
                for (key, code) in keys {
                    let entry = seen.entry(key).or_insert(code);
                    if code != u16::MAX {
                        *entry = code;
                    }
                }
                records.extend(seen.into_iter().map(|(key, code)| (key, games, code)));
                games += 1;
            }
            ControlFlow::Continue(())
        })
        .expect("the corpus reads");
    records.sort_unstable();
    let replay = started.elapsed().as_secs_f64();
    // The postings of each position, in key order.
    let mut keys: Vec<[u8; 16]> = Vec::new();
    let mut values: Vec<Vec<u8>> = Vec::new();
    for group in records.chunk_by(|a, b| a.0 == b.0) {
        let mut value = Vec::new();
        varint(&mut value, group.len() as u64);
        let mut previous = 0;
        for &(_, game, code) in group {
            varint(&mut value, u64::from(game - previous));
            value.extend_from_slice(&code.to_le_bytes());
            previous = game;
        }
        keys.push(group[0].0.to_be_bytes());
        values.push(value);
    }
    println!(
        "storage: {games} games, {plies} plies, {} positions; replay and sort {replay:.3} s",
        keys.len()
    );
    let sample: Vec<usize> = (0..1000).map(|i| (i * 7919 + 13) % keys.len()).collect();
    let per_ply = |bytes: u64| bytes as f64 / plies as f64;

    // fst: the keys in a map to offsets into one blob of postings.
    let start = Instant::now();
    let mut blob = Vec::new();
    let mut builder = fst::MapBuilder::memory();
    for (key, value) in keys.iter().zip(&values) {
        builder.insert(key, blob.len() as u64).expect("sorted keys");
        blob.extend_from_slice(value);
    }
    let map_bytes = builder.into_inner().expect("the map");
    let fst_build = start.elapsed().as_secs_f64();
    let map = fst::Map::new(map_bytes).expect("a map");
    let fst_size = (map.as_fst().as_bytes().len() + blob.len()) as u64;
    let mut micros = Vec::new();
    for &i in &sample {
        let start = Instant::now();
        let offset = map.get(keys[i]).expect("held") as usize;
        std::hint::black_box(&blob[offset..offset + values[i].len()]);
        micros.push(start.elapsed().as_secs_f64() * 1e6);
    }
    println!(
        "fst 0.4 (map + blob)     {fst_size:>10} bytes {:>5.2} bytes/ply  store {fst_build:.3} s  {}",
        per_ply(fst_size),
        percentiles(&mut micros)
    );

    // redb: one table, key to postings, written in one transaction.
    let path = std::env::temp_dir().join(format!("fianchetto-bench-{}.redb", std::process::id()));
    let _ = std::fs::remove_file(&path);
    const TABLE: redb::TableDefinition<&[u8], &[u8]> = redb::TableDefinition::new("positions");
    let start = Instant::now();
    let db = redb::Database::create(&path).expect("a database");
    let write = db.begin_write().expect("a transaction");
    {
        let mut table = write.open_table(TABLE).expect("a table");
        for (key, value) in keys.iter().zip(&values) {
            table.insert(&key[..], &value[..]).expect("inserted");
        }
    }
    write.commit().expect("committed");
    let redb_build = start.elapsed().as_secs_f64();
    let redb_size = std::fs::metadata(&path).expect("the file").len();
    let read = redb::ReadableDatabase::begin_read(&db).expect("a read transaction");
    let table = read.open_table(TABLE).expect("the table");
    let mut micros = Vec::new();
    for &i in &sample {
        let start = Instant::now();
        let value = table.get(&keys[i][..]).expect("read").expect("held");
        std::hint::black_box(value.value().len());
        micros.push(start.elapsed().as_secs_f64() * 1e6);
    }
    drop((table, read, db));
    let _ = std::fs::remove_file(&path);
    println!(
        "redb 4 (one table)       {redb_size:>10} bytes {:>5.2} bytes/ply  store {redb_build:.3} s  {}",
        per_ply(redb_size),
        percentiles(&mut micros)
    );

    // fianchetto-index: the whole build, from the PGN; a lookup is a whole explore.
    let start = Instant::now();
    let mut builder = IndexBuilder::new();
    builder.add_file(pgn.to_str().expect("a UTF-8 path")).expect("indexed");
    let mut bytes = Vec::new();
    builder.write(&mut bytes).expect("written");
    let ours_build = start.elapsed().as_secs_f64();
    let ours_size = bytes.len() as u64;
    let index = Index::from_bytes(bytes).expect("opens");
    let positions = crate::explorer::sample(pgn, 1000);
    let mut micros = Vec::new();
    for pos in &positions {
        let start = Instant::now();
        std::hint::black_box(index.explore(pos, &Query::default()).expect("a query"));
        micros.push(start.elapsed().as_secs_f64() * 1e6);
    }
    println!(
        "fianchetto-index         {ours_size:>10} bytes {:>5.2} bytes/ply  whole build {ours_build:.3} s  {} (a whole explore)",
        per_ply(ours_size),
        percentiles(&mut micros)
    );
}
