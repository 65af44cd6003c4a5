//! A bound on the table files held open at once. A full 6- or 7-piece set is over a thousand
//! files, more than a process may usually open; files read whole need no descriptor, and the
//! others are closed least recently read first past the bound, and opened again by the next
//! read that needs them (as python-chess's `max_fds`, which closes the least recently used).
//!
//! Locks: a read takes its file's `RwLock` as a reader (many threads read one file at once),
//! and stamps the file with a number from an atomic counter, with no lock; opening a file (the
//! first read, or one after it was closed) also takes the tablebase's one `Mutex` on the list of
//! open files, and the `RwLock`s of the files it closes, as a writer.

use std::fs::File;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError, RwLock, Weak};

/// One table file's descriptor, open or closed, and when it was last read.
#[derive(Debug, Default)]
pub(crate) struct Handle {
    file: RwLock<Option<File>>,
    /// The [`OpenFiles::clock`] of its last read or opening: the least is closed first.
    last_used: AtomicU64,
}

impl Handle {
    /// Whether the file is open now.
    #[cfg(test)]
    pub(crate) fn is_open(&self) -> bool {
        self.file
            .read()
            .unwrap_or_else(PoisonError::into_inner)
            .is_some()
    }

    fn close(&self) {
        *self.file.write().unwrap_or_else(PoisonError::into_inner) = None;
    }
}

/// The open handles of one tablebase, and the clock that orders their reads.
#[derive(Debug)]
pub(crate) struct OpenFiles {
    limit: AtomicUsize,
    /// Counts reads and openings: each stamps its handle with the next value.
    clock: AtomicU64,
    open: Mutex<Vec<Weak<Handle>>>,
    /// Files opened so far, counting each reopening: what the bound costs.
    #[cfg(test)]
    pub(crate) openings: AtomicUsize,
}

impl OpenFiles {
    pub(crate) fn new(limit: usize) -> OpenFiles {
        OpenFiles {
            limit: AtomicUsize::new(limit.max(1)),
            clock: AtomicU64::new(0),
            open: Mutex::new(Vec::new()),
            #[cfg(test)]
            openings: AtomicUsize::new(0),
        }
    }

    /// The most files held open at once, at least 1.
    pub(crate) fn set_limit(&self, limit: usize) {
        self.limit.store(limit.max(1), Ordering::Relaxed);
    }

    /// Marks `handle` as read now.
    fn touch(&self, handle: &Handle) {
        let now = self.clock.fetch_add(1, Ordering::Relaxed);
        handle.last_used.store(now, Ordering::Relaxed);
    }

    /// Runs `read` on the open file of `handle`, which it marks as the most recently read, or
    /// returns `None` when the file is closed.
    pub(crate) fn read<R>(&self, handle: &Handle, read: impl FnOnce(&File) -> R) -> Option<R> {
        let guard = handle.file.read().unwrap_or_else(PoisonError::into_inner);
        let file = guard.as_ref()?;
        self.touch(handle);
        Some(read(file))
    }

    /// Keeps `file` open in `handle` unless another thread did first, and closes the least
    /// recently read other handles past the limit.
    pub(crate) fn admit(&self, handle: &Arc<Handle>, file: File) {
        {
            let mut slot = handle.file.write().unwrap_or_else(PoisonError::into_inner);
            if slot.is_some() {
                return;
            }
            *slot = Some(file);
        }
        #[cfg(test)]
        self.openings.fetch_add(1, Ordering::Relaxed);
        self.touch(handle);
        let mut open = self.open.lock().unwrap_or_else(PoisonError::into_inner);
        // A handle dropped with its table needs nothing closed.
        open.retain(|weak| weak.strong_count() > 0);
        open.push(Arc::downgrade(handle));
        let limit = self.limit.load(Ordering::Relaxed);
        while open.len() > limit {
            // A scan of at most the limit's handles, when a file is opened: a system call
            // anyway, where a read must take no lock to keep an order.
            // Never the file just opened, which other threads' reads may have made the
            // least recent one already.
            let least_recent = open
                .iter()
                .enumerate()
                .filter(|(_, weak)| !core::ptr::eq(weak.as_ptr(), Arc::as_ptr(handle)))
                .min_by_key(|(_, weak)| {
                    weak.upgrade()
                        .map_or(0, |handle| handle.last_used.load(Ordering::Relaxed))
                })
                .map(|(index, _)| index);
            let Some(least_recent) = least_recent else {
                break;
            };
            if let Some(handle) = open.swap_remove(least_recent).upgrade() {
                handle.close();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Handle, OpenFiles};
    use std::sync::Arc;
    use std::sync::atomic::Ordering;

    fn admit(files: &OpenFiles, handle: &Arc<Handle>) {
        let file = std::fs::File::open(env!("CARGO_MANIFEST_DIR")).unwrap();
        files.admit(handle, file);
    }

    #[test]
    fn the_least_recently_read_files_are_closed_past_the_limit() {
        let files = OpenFiles::new(2);
        let handles: Vec<Arc<Handle>> = (0..5).map(|_| Arc::default()).collect();
        let open = || handles.iter().map(|h| h.is_open()).collect::<Vec<bool>>();
        admit(&files, &handles[0]);
        admit(&files, &handles[1]);
        assert_eq!(files.read(&handles[0], |_| ()), Some(()));
        admit(&files, &handles[2]);
        assert_eq!(open(), [true, false, true, false, false]);
        assert_eq!(files.read(&handles[1], |_| ()), None);
        admit(&files, &handles[3]);
        admit(&files, &handles[4]);
        assert_eq!(open(), [false, false, false, true, true]);
        assert_eq!(files.openings.load(Ordering::Relaxed), 5);
    }

    /// A file read between every opening of others is never the one closed: with room for
    /// two, a hot table and a stream of cold ones open each cold one once and the hot one once.
    #[test]
    fn a_hot_file_stays_open() {
        let files = OpenFiles::new(2);
        let hot = Arc::default();
        admit(&files, &hot);
        let cold: Vec<Arc<Handle>> = (0..10).map(|_| Arc::default()).collect();
        for handle in &cold {
            assert_eq!(files.read(&hot, |_| ()), Some(()));
            admit(&files, handle);
        }
        assert!(hot.is_open());
        assert_eq!(files.openings.load(Ordering::Relaxed), 11);
    }

    #[test]
    fn dropped_handles_leave_the_list() {
        let files = OpenFiles::new(2);
        for _ in 0..5 {
            admit(&files, &Arc::default());
        }
        let kept = Arc::default();
        admit(&files, &kept);
        assert!(kept.is_open());
        assert_eq!(files.open.lock().unwrap().len(), 1);
    }
}
