//! [`Mainline`]: a game's mainline moves, which remember the position they end in, so that
//! [`Game::push`](super::Game::push) plays from it without replaying the game.

use core::fmt;
use core::ops::{Deref, DerefMut};
use std::boxed::Box;
use std::vec::Vec;

use fianchetto_movegen::{Move, Position, Rules};

use fianchetto_notation::Notation;

use crate::replay::position_tags::same_start;

use crate::Node;

/// The moves of a game's mainline: a `Vec<Node>` (it dereferences to one, so reading and
/// changing it is reading and changing a `Vec`) that also remembers the position it ends in.
///
/// [`Game::push`](super::Game::push) and [`push_san`](super::Game::push_san) play from that
/// position, so building a game move by move costs the same for every move, however long the
/// game. [`GameBuilder`](crate::GameBuilder) stores it with each game it reads, so
/// [`Game::end_position`](super::Game::end_position) of a game read from a file costs nothing.
///
/// Any change to the nodes through this type (anything that needs `&mut Vec<Node>`: `push`,
/// `truncate`, `iter_mut`, `mainline[3] = ...`) forgets that position, and the next
/// [`Game::push`](super::Game::push) replays the mainline once to find it again. So does a new
/// [`Game::start`](super::Game::start). Equality, `Debug` and serde see only the nodes.
///
/// `P` is the type of the positions, [`Position`] unless named, as in [`Game<P>`](super::Game).
///
/// ```
/// use fianchetto_pgn::{Game, Mainline};
/// use fianchetto_pgn::notation::Notation;
///
/// let mut game = Game::new();
/// for san in ["e4", "e5", "Nf3"] {
///     game.push_san(san)?;
/// }
/// assert_eq!(game.mainline.len(), 3);
/// assert_eq!(game.mainline[2].san.to_string(), "Nf3");
///
/// // Changed by hand: the next push replays the mainline, so it plays from the right place.
/// game.mainline.pop();
/// game.push_san("Bc4")?;
/// assert_eq!(game.end_position().fen(), "rnbqkbnr/pppp1ppp/8/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 2");
///
/// let nodes: Vec<_> = game.mainline.into_vec();
/// let mainline: Mainline = Mainline::from(nodes);
/// assert_eq!(mainline.len(), 3);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone)]
pub struct Mainline<P = Position> {
    nodes: Vec<Node>,
    /// Where the nodes end, when known; boxed, so that a game that never needs it (one read to
    /// be looked at) stays small.
    end: Option<Box<End<P>>>,
}

/// The position a mainline ends in, with what it was computed from: a start position and the
/// last node's move. Every way of changing the nodes but the crate's own forgets it; the last
/// node can still be reached mutably through `Game::node_mut`, which keeps the end, so its
/// move is kept to check.
#[derive(Clone, Copy)]
struct End<P> {
    start: P,
    len: usize,
    last: Option<Move>,
    position: P,
}

impl<P> Default for Mainline<P> {
    /// An empty mainline.
    fn default() -> Mainline<P> {
        Mainline::new()
    }
}

impl<P> Mainline<P> {
    /// An empty mainline, for a game of positions of type `P` (named where nothing else says
    /// which: `Mainline::<VariantPosition>::new()`; `Mainline` alone is a mainline of
    /// [`Position`]s).
    ///
    /// ```
    /// use fianchetto_pgn::Mainline;
    /// use fianchetto_pgn::movegen::Position;
    ///
    /// let mainline: Mainline = Mainline::new();
    /// assert!(mainline.is_empty());
    /// assert!(Mainline::<Position>::new().is_empty());
    /// ```
    pub fn new() -> Mainline<P> {
        Mainline {
            nodes: Vec::new(),
            end: None,
        }
    }

    /// The nodes, as a `Vec`.
    ///
    /// ```
    /// use fianchetto_pgn::Game;
    ///
    /// let mut game = Game::new();
    /// game.push_san("d4")?;
    /// let nodes = game.mainline.into_vec();
    /// assert_eq!(nodes[0].san.to_string(), "d4");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn into_vec(self) -> Vec<Node> {
        self.nodes
    }

    /// The nodes, to change in a way that cannot move where the mainline ends (adding a
    /// variation, annotating the last node), so the end stays known.
    pub(crate) fn nodes_keeping_end(&mut self) -> &mut Vec<Node> {
        &mut self.nodes
    }
}

impl<P: Notation> Mainline<P> {
    /// `nodes`, known to end in `end` when played from `start`.
    pub(crate) fn with_end(nodes: Vec<Node>, start: &P, end: P) -> Mainline<P> {
        let mut mainline = Mainline { nodes, end: None };
        mainline.remember(start, end);
        mainline
    }

    /// Notes that the nodes, as they are, end in `end` when played from `start`.
    fn remember(&mut self, start: &P, end: P) {
        let known = End {
            start: *start,
            len: self.nodes.len(),
            last: self.nodes.last().and_then(|node| node.mv),
            position: end,
        };
        match &mut self.end {
            Some(box_) => **box_ = known,
            None => self.end = Some(Box::new(known)),
        }
    }

    /// The position the nodes end in when played from `start`, if it is known.
    pub(crate) fn known_end(&self, start: &P) -> Option<P> {
        let end = self.end.as_ref()?;
        let same = end.len == self.nodes.len()
            && self.nodes.last().and_then(|node| node.mv) == end.last
            && same_start(&end.start, start);
        same.then_some(end.position)
    }

    /// The position the nodes end in when played from `start`: known, or replayed (and then
    /// known).
    pub(crate) fn end(&mut self, start: &P) -> P {
        match self.known_end(start) {
            Some(end) => end,
            None => {
                let end = play_line(start, &self.nodes);
                self.remember(start, end);
                end
            }
        }
    }

    /// Appends `node`, played from where the mainline ends; `end` is where the mainline, played
    /// from `start`, then ends.
    pub(crate) fn push_to(&mut self, node: Node, start: &P, end: P) {
        self.nodes.push(node);
        self.remember(start, end);
    }

    /// [`push_to`](Self::push_to) for several nodes.
    pub(crate) fn extend_to(&mut self, nodes: Vec<Node>, start: &P, end: P) {
        self.nodes.extend(nodes);
        self.remember(start, end);
    }
}

/// The position after playing `line` from `start`.
pub(crate) fn play_line<P: Rules>(start: &P, line: &[Node]) -> P {
    line.iter().fold(*start, |pos, node| node.play(&pos))
}

impl<P> Deref for Mainline<P> {
    type Target = Vec<Node>;

    fn deref(&self) -> &Vec<Node> {
        &self.nodes
    }
}

impl<P> DerefMut for Mainline<P> {
    /// The nodes, to change; the position they end in is forgotten.
    fn deref_mut(&mut self) -> &mut Vec<Node> {
        self.end = None;
        &mut self.nodes
    }
}

impl<P> From<Vec<Node>> for Mainline<P> {
    /// The nodes of a mainline; where they end is worked out when first needed.
    ///
    /// ```
    /// use fianchetto_pgn::{Game, Mainline};
    ///
    /// let mut game = Game::new();
    /// game.push_san("e4")?;
    /// let nodes = game.mainline.into_vec();
    /// let mainline: Mainline = Mainline::from(nodes);
    /// assert_eq!(mainline[0].san.to_string(), "e4");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn from(nodes: Vec<Node>) -> Mainline<P> {
        Mainline { nodes, end: None }
    }
}

impl<P> From<Mainline<P>> for Vec<Node> {
    fn from(mainline: Mainline<P>) -> Vec<Node> {
        mainline.nodes
    }
}

impl<P> FromIterator<Node> for Mainline<P> {
    fn from_iter<I: IntoIterator<Item = Node>>(iter: I) -> Mainline<P> {
        Mainline {
            nodes: Vec::from_iter(iter),
            end: None,
        }
    }
}

impl<P> IntoIterator for Mainline<P> {
    type Item = Node;
    type IntoIter = std::vec::IntoIter<Node>;

    fn into_iter(self) -> Self::IntoIter {
        self.nodes.into_iter()
    }
}

impl<'a, P> IntoIterator for &'a Mainline<P> {
    type Item = &'a Node;
    type IntoIter = core::slice::Iter<'a, Node>;

    fn into_iter(self) -> Self::IntoIter {
        self.nodes.iter()
    }
}

impl<'a, P> IntoIterator for &'a mut Mainline<P> {
    type Item = &'a mut Node;
    type IntoIter = core::slice::IterMut<'a, Node>;

    fn into_iter(self) -> Self::IntoIter {
        self.deref_mut().iter_mut()
    }
}

impl<P> PartialEq for Mainline<P> {
    /// The same nodes.
    fn eq(&self, other: &Mainline<P>) -> bool {
        self.nodes == other.nodes
    }
}

impl<P> Eq for Mainline<P> {}

impl<P> PartialEq<[Node]> for Mainline<P> {
    fn eq(&self, other: &[Node]) -> bool {
        self.nodes[..] == *other
    }
}

impl<P> PartialEq<Vec<Node>> for Mainline<P> {
    fn eq(&self, other: &Vec<Node>) -> bool {
        self.nodes == *other
    }
}

impl<P> fmt::Debug for Mainline<P> {
    /// The nodes, as a `Vec` shows them.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.nodes.fmt(f)
    }
}

#[cfg(feature = "serde")]
impl<P> serde::Serialize for Mainline<P> {
    /// The nodes, as a sequence.
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.nodes.serialize(serializer)
    }
}

#[cfg(feature = "serde")]
impl<'de, P> serde::Deserialize<'de> for Mainline<P> {
    /// A sequence of nodes.
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Mainline<P>, D::Error> {
        Vec::<Node>::deserialize(deserializer).map(Mainline::from_iter)
    }
}
