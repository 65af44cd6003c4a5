//! [`NodePath`]: the address of a node in a [`Game`](super::Game)'s tree, and the lines it
//! leads through.

use std::vec::Vec;

use smallvec::SmallVec;

#[cfg(doc)]
use super::Game;
use super::Node;

/// Where a node stands in a [`Game`]'s tree: the path from the mainline to it.
///
/// A path is the index of a mainline move, then for each variation on the way, which variation
/// of the node it replaces and which move of that variation. The empty path is the
/// [`root`](NodePath::root): the start of the game, before any move, where python-chess's
/// `Game` node stands. Paths compare in the order [`write_game`](crate::write_game) writes the
/// nodes, and stay valid while no node or variation is inserted or removed before them.
///
/// A path is only an address: [`Game::node`], [`Game::at`] and the game's other methods look it
/// up, and say when it names no node of that game.
///
/// ```
/// use fianchetto_pgn::{Game, GameBuilder, NodePath, Reader};
///
/// let pgn = "1. e4 e5 2. Nf3 (2. f4 exf4 (2... d5) 3. Nf3) 2... Nc6 *";
/// let game = Reader::new(pgn.as_bytes()).read_game(&mut GameBuilder::new())?.expect("a game");
/// let f4 = NodePath::mainline(2).variation(0); // the first move of 2. Nf3's first variation
/// assert_eq!(game[&f4].san.to_string(), "f4");
/// let d5 = f4.next().variation(0);
/// assert_eq!(game[&d5].san.to_string(), "d5");
/// assert_eq!(d5.parent(), Some(f4.clone()));
/// assert_eq!(f4.parent(), Some(NodePath::mainline(1)));
/// assert_eq!(NodePath::mainline(0).parent(), Some(NodePath::root()));
/// assert!(NodePath::mainline(1) < f4 && f4 < NodePath::mainline(3));
/// assert_eq!((d5.depth(), f4.is_mainline()), (2, false));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// With the `serde` feature a path is its list of indices (`[2, 0, 1]`), and reading one that
/// no path has (an even number of indices) is an error.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize), serde(transparent))]
pub struct NodePath(SmallVec<[usize; 3]>);

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for NodePath {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<NodePath, D::Error> {
        let steps = SmallVec::<[usize; 3]>::deserialize(deserializer)?;
        // A mainline index, then a (variation, move) pair per variation on the way.
        if steps.len() % 2 == 0 && !steps.is_empty() {
            let expected = &"no index, or a mainline index and pairs of indices";
            return Err(serde::de::Error::invalid_length(steps.len(), expected));
        }
        Ok(NodePath(steps))
    }
}

impl NodePath {
    /// The start of the game, before the first move: no node, but the parent of the first
    /// mainline move (and of its alternatives).
    ///
    /// ```
    /// use fianchetto_pgn::{Game, NodePath};
    ///
    /// let game = Game::new();
    /// assert!(NodePath::root().is_root());
    /// assert_eq!(game.position(&NodePath::root()), Some(game.start));
    /// assert_eq!(game.end(), NodePath::root());
    /// ```
    pub fn root() -> NodePath {
        NodePath::default()
    }

    /// The mainline move at `ply`, counting from 0.
    ///
    /// ```
    /// use fianchetto_pgn::{Game, GameBuilder, NodePath, Reader};
    ///
    /// let pgn = "1. e4 e5 *";
    /// let game = Reader::new(pgn.as_bytes()).read_game(&mut GameBuilder::new())?.expect("a game");
    /// assert_eq!(game[&NodePath::mainline(1)].san.to_string(), "e5");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn mainline(ply: usize) -> NodePath {
        NodePath(smallvec::smallvec![ply])
    }

    /// The move after this one in its line (the first mainline move after the root).
    ///
    /// ```
    /// use fianchetto_pgn::NodePath;
    ///
    /// assert_eq!(NodePath::root().next(), NodePath::mainline(0));
    /// assert_eq!(NodePath::mainline(0).next(), NodePath::mainline(1));
    /// ```
    pub fn next(&self) -> NodePath {
        let mut next = self.clone();
        match next.0.last_mut() {
            Some(index) => *index += 1,
            None => next.0.push(0),
        }
        next
    }

    /// The first move of this node's variation `index` (counting from 0): a move played
    /// instead of this one.
    ///
    /// ```
    /// use fianchetto_pgn::{Game, GameBuilder, NodePath, Reader};
    ///
    /// let pgn = "1. e4 (1. d4 d5) (1. c4) e5 *";
    /// let game = Reader::new(pgn.as_bytes()).read_game(&mut GameBuilder::new())?.expect("a game");
    /// assert_eq!(game[&NodePath::mainline(0).variation(1)].san.to_string(), "c4");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Panics
    ///
    /// At the root, which is no move: the alternatives to the first move are the variations of
    /// `NodePath::mainline(0)`.
    pub fn variation(&self, index: usize) -> NodePath {
        assert!(
            !self.is_root(),
            "the root has no variations: those of the first move are NodePath::mainline(0)'s"
        );
        let mut path = self.clone();
        path.0.extend([index, 0]);
        path
    }

    /// The node whose position this node's move is played from: the move before it in its
    /// line, or for the first move of a variation, the move before the one it replaces. The
    /// root for the first move of the game, and `None` for the root.
    ///
    /// ```
    /// use fianchetto_pgn::NodePath;
    ///
    /// let nc6 = NodePath::mainline(3);
    /// assert_eq!(nc6.parent(), Some(NodePath::mainline(2)));
    /// assert_eq!(nc6.variation(0).parent(), Some(NodePath::mainline(2)));
    /// assert_eq!(NodePath::root().parent(), None);
    /// ```
    pub fn parent(&self) -> Option<NodePath> {
        let (&last, line) = self.0.split_last()?;
        if last > 0 {
            let mut parent = self.clone();
            *parent.0.last_mut()? -= 1;
            Some(parent)
        } else if line.is_empty() {
            Some(NodePath::root())
        } else {
            // The first move of a variation: the parent of the move it replaces.
            NodePath(line[..line.len() - 1].into()).parent()
        }
    }

    /// Whether this is the root.
    ///
    /// ```
    /// use fianchetto_pgn::NodePath;
    ///
    /// assert!(NodePath::root().is_root());
    /// assert!(!NodePath::mainline(0).is_root());
    /// ```
    pub fn is_root(&self) -> bool {
        self.0.is_empty()
    }

    /// Whether this is a mainline move, or the root.
    ///
    /// ```
    /// use fianchetto_pgn::NodePath;
    ///
    /// assert!(NodePath::mainline(7).is_mainline());
    /// assert!(!NodePath::mainline(7).variation(0).is_mainline());
    /// ```
    pub fn is_mainline(&self) -> bool {
        self.0.len() <= 1
    }

    /// How many variations deep the node is: 0 in the mainline, 1 in a variation of a mainline
    /// move, 2 in a variation inside that one...
    ///
    /// ```
    /// use fianchetto_pgn::NodePath;
    ///
    /// assert_eq!(NodePath::mainline(3).depth(), 0);
    /// assert_eq!(NodePath::mainline(3).variation(0).next().variation(2).depth(), 2);
    /// ```
    pub fn depth(&self) -> usize {
        self.0.len().saturating_sub(1) / 2
    }

    /// The indices, from the mainline's.
    pub(super) fn indices(&self) -> &[usize] {
        &self.0
    }

    /// The address of the line this node is in and its index there.
    pub(super) fn split(&self) -> Option<(&[usize], usize)> {
        let (&index, line) = self.0.split_last()?;
        Some((line, index))
    }

    /// The node at `index` of the line at `line`.
    pub(super) fn in_line(line: &[usize], index: usize) -> NodePath {
        let mut path = NodePath(line.into());
        path.0.push(index);
        path
    }
}

/// The line at `address` (pairs of a node index and a variation index from the mainline).
pub(super) fn line_at<'g>(mainline: &'g [Node], address: &[usize]) -> Option<&'g [Node]> {
    let mut line = mainline;
    for pair in address.chunks_exact(2) {
        line = line.get(pair[0])?.variations.get(pair[1])?;
    }
    Some(line)
}

/// The line at `address`, mutably.
pub(super) fn line_at_mut<'g>(
    mainline: &'g mut Vec<Node>,
    address: &[usize],
) -> Option<&'g mut Vec<Node>> {
    let mut line = mainline;
    for pair in address.chunks_exact(2) {
        line = line.get_mut(pair[0])?.variations.get_mut(pair[1])?;
    }
    Some(line)
}
