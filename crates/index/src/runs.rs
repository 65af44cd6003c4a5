//! The position records of a build: kept in memory in 256 partitions by the top bits of their
//! keys (which are uniform) up to a limit, then sorted into a run on disk; written out as the
//! groups section, sorted. Without runs on disk the partitions are sorted and encoded by
//! several threads at once; with runs, one k-way merge does it. Both write the same bytes.

use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::fs::{self, File};
use std::io::{self, BufReader, BufWriter, Read, Write};
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};

use crate::IndexError;
use crate::game::{GameRow, result_code};
use crate::group::{Directory, Encoded, Record, outcome};

/// Records in memory before a run is written: 12 Mi records of 20 bytes, 240 MiB.
const DEFAULT_LIMIT: usize = 12 << 20;

/// Partitions by the top bits of the key.
const PARTITION_BITS: u32 = 8;

/// A record in a run file: its key's three words, game, ply.
const RECORD_BYTES: usize = 20;

pub(crate) struct Runs {
    limit: usize,
    dir: Option<PathBuf>,
    partitions: Vec<Vec<Record>>,
    in_memory: usize,
    files: Vec<RunFile>,
    len: usize,
}

fn partition(record: &Record) -> usize {
    (record.key[0] >> (32 - PARTITION_BITS)) as usize
}

impl Runs {
    pub(crate) fn new() -> Runs {
        Runs {
            limit: DEFAULT_LIMIT,
            dir: None,
            partitions: vec![Vec::new(); 1 << PARTITION_BITS],
            in_memory: 0,
            files: Vec::new(),
            len: 0,
        }
    }

    pub(crate) fn set_limit(&mut self, limit: usize) {
        self.limit = limit.max(1);
    }

    pub(crate) fn set_dir(&mut self, dir: PathBuf) {
        self.dir = Some(dir);
    }

    pub(crate) fn len(&self) -> usize {
        self.len
    }

    pub(crate) fn push(&mut self, record: Record) -> Result<(), IndexError> {
        let records = &mut self.partitions[partition(&record)];
        if records.capacity() == 0 {
            // A partition's share of a run, so it seldom grows (and copies) on the way; pages
            // not written to are never touched.
            records.reserve(self.limit.min(1 << 26) >> PARTITION_BITS);
        }
        records.push(record);
        self.len += 1;
        self.in_memory += 1;
        if self.in_memory >= self.limit {
            self.spill()?;
        }
        Ok(())
    }

    /// Sorts what is in memory into a run on disk and frees it.
    fn spill(&mut self) -> Result<(), IndexError> {
        let run = RunFile::create(self.dir.clone().unwrap_or_else(std::env::temp_dir));
        let file = File::create(&run.path).map_err(|err| IndexError::io(&run.shown(), err))?;
        // Registered before writing, so a failed write still removes the file.
        self.files.push(run);
        let run = self.files.last().expect("just pushed");
        let mut out = BufWriter::new(file);
        let mut bytes = [0u8; RECORD_BYTES];
        let mut scratch = Vec::new();
        for records in &mut self.partitions {
            sort_partition(records, &mut scratch);
            for record in records.iter() {
                for (at, word) in record.to_words().iter().enumerate() {
                    bytes[at * 4..at * 4 + 4].copy_from_slice(&word.to_le_bytes());
                }
                out.write_all(&bytes)
                    .map_err(|err| IndexError::io(&run.shown(), err))?;
            }
            *records = Vec::new();
        }
        out.flush()
            .map_err(|err| IndexError::io(&run.shown(), err))?;
        self.in_memory = 0;
        Ok(())
    }

    /// Writes every record, sorted and grouped by position, as the groups section; returns the
    /// directory and the number of groups.
    pub(crate) fn write_groups(
        mut self,
        out: &mut impl Write,
        bits: u32,
        games: &[GameRow],
        threads: usize,
    ) -> Result<(Vec<u64>, u64), IndexError> {
        let mut directory = Directory::new(bits);
        let mut groups = 0;
        // Four bytes a game: the totals look results and ratings up in key order, at random.
        let outcomes: Vec<u32> = games
            .iter()
            .map(|game| outcome(result_code(game.result), game.elo_sum()))
            .collect();
        if self.files.is_empty() {
            let partitions = core::mem::take(&mut self.partitions);
            let encode = |mut records: Vec<Record>, scratch: &mut Vec<Record>| {
                sort_partition(&mut records, scratch);
                let mut encoded = Encoded::new(bits);
                encoded.add_sorted(&records, &outcomes);
                encoded
            };
            if threads <= 1 {
                let mut scratch = Vec::new();
                for records in partitions {
                    let part = encode(records, &mut scratch);
                    directory.write(out, &part)?;
                    groups += part.groups;
                }
            } else {
                // Each worker takes every `threads`-th partition; the parts are written in
                // partition order as they arrive.
                let mut shares: Vec<Vec<(usize, Vec<Record>)>> = vec![Vec::new(); threads];
                for (i, records) in partitions.into_iter().enumerate() {
                    shares[i % threads].push((i, records));
                }
                let written: io::Result<()> = std::thread::scope(|scope| {
                    let (sender, receiver) = std::sync::mpsc::channel();
                    for share in shares {
                        let sender = sender.clone();
                        scope.spawn(move || {
                            let mut scratch = Vec::new();
                            for (i, records) in share {
                                if sender.send((i, encode(records, &mut scratch))).is_err() {
                                    return;
                                }
                            }
                        });
                    }
                    drop(sender);
                    let mut waiting = std::collections::BTreeMap::new();
                    let mut next = 0;
                    for (i, part) in receiver {
                        waiting.insert(i, part);
                        while let Some(part) = waiting.remove(&next) {
                            directory.write(out, &part)?;
                            groups += part.groups;
                            next += 1;
                        }
                    }
                    Ok(())
                });
                written?;
            }
        } else {
            let mut sorted = self.into_sorted()?;
            let mut group: Vec<Record> = Vec::new();
            let mut part = Encoded::new(bits);
            while let Some(record) = sorted.next_record()? {
                if group.first().is_some_and(|first| first.key != record.key) {
                    part.add(&group, &outcomes);
                    group.clear();
                    if part.bytes.len() >= 1 << 20 {
                        directory.write(out, &part)?;
                        groups += part.groups;
                        part = Encoded::new(bits);
                    }
                }
                group.push(record);
            }
            part.add(&group, &outcomes);
            directory.write(out, &part)?;
            groups += part.groups;
        }
        Ok((directory.finish(bits), groups))
    }

    /// Every record, sorted: the runs on disk merged with what is in memory.
    fn into_sorted(mut self) -> Result<Sorted, IndexError> {
        let mut memory: Vec<Record> = Vec::with_capacity(self.in_memory);
        let mut scratch = Vec::new();
        for records in &mut self.partitions {
            sort_partition(records, &mut scratch);
            memory.append(records);
        }
        let mut readers = Vec::with_capacity(self.files.len());
        for run in &self.files {
            let file = File::open(&run.path).map_err(|err| IndexError::io(&run.shown(), err))?;
            readers.push((BufReader::new(file), run.shown()));
        }
        let mut sorted = Sorted {
            memory: memory.into_iter(),
            memory_head: None,
            readers,
            heap: BinaryHeap::new(),
            _files: self.files,
        };
        sorted.memory_head = sorted.memory.next();
        for i in 0..sorted.readers.len() {
            if let Some(record) = sorted.read(i)? {
                sorted.heap.push(Reverse((record, i)));
            }
        }
        Ok(sorted)
    }
}

/// Sorts one partition: a counting pass scatters its records by the key bits after the
/// partition's own (which are uniform) into buckets of one to four records, and each bucket is
/// sorted on its own. Three times as fast as `sort_unstable` on the 20k corpus's partitions.
fn sort_partition(records: &mut Vec<Record>, scratch: &mut Vec<Record>) {
    if records.len() < 256 {
        records.sort_unstable();
        return;
    }
    let bits = (usize::BITS - records.len().leading_zeros()).min(24 - PARTITION_BITS);
    let digit = |record: &Record| ((record.key[0] << PARTITION_BITS) >> (32 - bits)) as usize;
    let mut starts = vec![0usize; (1 << bits) + 1];
    for record in records.iter() {
        starts[digit(record) + 1] += 1;
    }
    for i in 1..starts.len() {
        starts[i] += starts[i - 1];
    }
    let mut next = starts.clone();
    scratch.clear();
    scratch.resize(records.len(), Record::default());
    for record in records.iter() {
        let slot = &mut next[digit(record)];
        scratch[*slot] = *record;
        *slot += 1;
    }
    for bucket in starts.windows(2) {
        if bucket[1] - bucket[0] > 1 {
            scratch[bucket[0]..bucket[1]].sort_unstable();
        }
    }
    core::mem::swap(records, scratch);
}

/// The records of every run and of memory, merged in order.
struct Sorted {
    memory: std::vec::IntoIter<Record>,
    memory_head: Option<Record>,
    readers: Vec<(BufReader<File>, String)>,
    heap: BinaryHeap<Reverse<(Record, usize)>>,
    /// Removed when the merge is done.
    _files: Vec<RunFile>,
}

impl Sorted {
    fn read(&mut self, i: usize) -> Result<Option<Record>, IndexError> {
        let (reader, name) = &mut self.readers[i];
        let mut bytes = [0u8; RECORD_BYTES];
        match reader.read_exact(&mut bytes) {
            Ok(()) => {}
            Err(err) if err.kind() == io::ErrorKind::UnexpectedEof => return Ok(None),
            Err(err) => return Err(IndexError::io(name, err)),
        }
        let word = |at: usize| {
            u32::from_le_bytes([
                bytes[at * 4],
                bytes[at * 4 + 1],
                bytes[at * 4 + 2],
                bytes[at * 4 + 3],
            ])
        };
        Ok(Some(Record::from_words([
            word(0),
            word(1),
            word(2),
            word(3),
            word(4),
        ])))
    }

    /// The next record in order.
    fn next_record(&mut self) -> Result<Option<Record>, IndexError> {
        let from_runs = self.heap.peek().map(|Reverse((record, _))| *record);
        match (self.memory_head, from_runs) {
            (Some(memory), run) if run.is_none_or(|run| memory <= run) => {
                self.memory_head = self.memory.next();
                Ok(Some(memory))
            }
            (_, Some(_)) => {
                let Some(Reverse((record, i))) = self.heap.pop() else {
                    return Ok(None);
                };
                if let Some(next) = self.read(i)? {
                    self.heap.push(Reverse((next, i)));
                }
                Ok(Some(record))
            }
            _ => Ok(None),
        }
    }
}

/// A run file, removed when dropped.
struct RunFile {
    path: PathBuf,
}

impl RunFile {
    fn create(dir: PathBuf) -> RunFile {
        static NEXT: AtomicU64 = AtomicU64::new(0);
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let path = dir.join(format!(".fianchetto-index-{}-{n}.run", std::process::id()));
        RunFile { path }
    }

    fn shown(&self) -> String {
        self.path.display().to_string()
    }
}

impl Drop for RunFile {
    fn drop(&mut self) {
        let _ = fs::remove_file(&self.path);
    }
}
