//! A bound on the table files held open at once. A full 6- or 7-piece set is over a thousand
//! files, more than a process may usually open; files read whole need no descriptor, and the
//! others are closed oldest first past the bound, and opened again by the next read that needs
//! them (as python-chess's `max_fds`).

use std::collections::VecDeque;
use std::fs::File;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError, RwLock, Weak};

/// One table file's descriptor, open or closed.
#[derive(Debug, Default)]
pub(crate) struct Handle {
    file: RwLock<Option<File>>,
}

impl Handle {
    /// Runs `read` on the open file, or returns `None` when it is closed.
    pub(crate) fn with_open<R>(&self, read: impl FnOnce(&File) -> R) -> Option<R> {
        let guard = self.file.read().unwrap_or_else(PoisonError::into_inner);
        guard.as_ref().map(read)
    }

    fn close(&self) {
        *self.file.write().unwrap_or_else(PoisonError::into_inner) = None;
    }
}

/// The open handles of one tablebase, oldest first.
#[derive(Debug)]
pub(crate) struct OpenFiles {
    limit: AtomicUsize,
    open: Mutex<VecDeque<Weak<Handle>>>,
}

impl OpenFiles {
    pub(crate) fn new(limit: usize) -> OpenFiles {
        OpenFiles {
            limit: AtomicUsize::new(limit.max(1)),
            open: Mutex::new(VecDeque::new()),
        }
    }

    /// The most files held open at once, at least 1.
    pub(crate) fn set_limit(&self, limit: usize) {
        self.limit.store(limit.max(1), Ordering::Relaxed);
    }

    /// Keeps `file` open in `handle` unless another thread did first, and closes the oldest
    /// other handles past the limit.
    pub(crate) fn admit(&self, handle: &Arc<Handle>, file: File) {
        {
            let mut slot = handle.file.write().unwrap_or_else(PoisonError::into_inner);
            if slot.is_some() {
                return;
            }
            *slot = Some(file);
        }
        let mut open = self.open.lock().unwrap_or_else(PoisonError::into_inner);
        open.push_back(Arc::downgrade(handle));
        while open.len() > self.limit.load(Ordering::Relaxed) {
            let Some(oldest) = open.pop_front() else {
                break;
            };
            // A handle dropped with its table needs nothing closed.
            if let Some(oldest) = oldest.upgrade() {
                oldest.close();
            }
        }
    }

    /// How many handles are open now.
    #[cfg(test)]
    fn count(&self) -> usize {
        let open = self.open.lock().unwrap_or_else(PoisonError::into_inner);
        open.iter()
            .filter_map(Weak::upgrade)
            .filter(|h| h.with_open(|_| ()).is_some())
            .count()
    }
}

#[cfg(test)]
mod tests {
    use super::{Handle, OpenFiles};
    use std::sync::Arc;

    #[test]
    fn the_oldest_files_are_closed_past_the_limit() {
        let files = OpenFiles::new(2);
        let handles: Vec<Arc<Handle>> = (0..5).map(|_| Arc::default()).collect();
        for handle in &handles {
            let file = std::fs::File::open(env!("CARGO_MANIFEST_DIR")).unwrap();
            files.admit(handle, file);
            assert!(files.count() <= 2);
        }
        let open: Vec<bool> = handles
            .iter()
            .map(|h| h.with_open(|_| ()).is_some())
            .collect();
        assert_eq!(open, [false, false, false, true, true]);
    }
}
