//! An iterator over the games of a reader.

use std::io::BufRead;

use super::{Error, ErrorKind, Reader, Visitor};

/// The games of a [`Reader`], each read into the same visitor; see [`Reader::read_all`].
#[derive(Debug)]
pub struct Games<'a, R, V> {
    reader: &'a mut Reader<R>,
    visitor: &'a mut V,
    done: bool,
}

impl<'a, R, V> Games<'a, R, V> {
    pub(crate) fn new(reader: &'a mut Reader<R>, visitor: &'a mut V) -> Games<'a, R, V> {
        Games {
            reader,
            visitor,
            done: false,
        }
    }
}

impl<R: BufRead, V: Visitor> Iterator for Games<'_, R, V> {
    type Item = Result<V::Output, Error<V::Error>>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        match self.reader.read_game(self.visitor) {
            Ok(Some(game)) => Some(Ok(game)),
            Ok(None) => {
                self.done = true;
                None
            }
            Err(e) => {
                // A failing reader would likely fail again at once, forever.
                self.done = matches!(e.kind(), ErrorKind::Io(_));
                Some(Err(e))
            }
        }
    }
}

impl<R: BufRead, V: Visitor> core::iter::FusedIterator for Games<'_, R, V> {}
