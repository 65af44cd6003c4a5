//! Walking and growing a [`Game`]'s tree: a [`NodeRef`] is a node with the positions before and
//! after it, [`Nodes`] walks every node, and the lines of a game turn
//! into SAN text and [`GameCursor`]s.

use core::fmt::{self, Write as _};
use core::ops::{Index, IndexMut};
use std::string::String;
use std::vec::Vec;

use fianchetto_movegen::{Color, IllegalMoveError, Move, Position, Rules};
use fianchetto_notation::Notation;
use fianchetto_notation::cursor::{GameCursor, PushSanError};
use fianchetto_notation::san::{San, SanPlus};
use smallvec::SmallVec;

use super::mainline::play_line;
use super::move_number;
use super::node_path::{line_at, line_at_mut};
use crate::{Game, GameResult, Mainline, Node, NodePath};

/// A node of a [`Game`] with the positions before and after its move and its place in the
/// tree: what python-chess's `GameNode` gives, from [`Game::at`], [`Game::nodes`] or
/// [`Game::mainline_nodes`].
///
/// The positions are computed on the way to the node, so [`next`](NodeRef::next) and
/// [`variations`](NodeRef::variations) cost one move each; [`parent`](NodeRef::parent) walks from
/// the start again.
///
/// ```
/// use fianchetto_pgn::{Game, GameBuilder, NodePath, Reader};
/// use fianchetto_pgn::notation::Notation;
///
/// let pgn = "1. e4 e5 2. Nf3 (2. f4 exf4) 2... Nc6 *";
/// let game = Reader::new(pgn.as_bytes()).read_game(&mut GameBuilder::new())?.expect("a game");
/// let nf3 = game.at(&NodePath::mainline(2)).expect("a third move");
/// assert_eq!(nf3.node().san.to_string(), "Nf3");
/// assert_eq!(nf3.ply(), 3);
/// assert_eq!(nf3.position().fen(), "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
/// let f4 = nf3.variations().next().expect("one variation");
/// assert_eq!(f4.position_before(), nf3.position_before());
/// let exf4 = f4.next().expect("a second move");
/// assert_eq!(exf4.node().san.to_string(), "exf4");
/// assert_eq!(exf4.parent().map(|p| p.path().clone()), Some(f4.path().clone()));
/// assert!(exf4.next().is_none());
/// assert_eq!(game.line_san(exf4.path()).as_deref(), Some("1. e4 e5 2. f4 exf4"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone)]
pub struct NodeRef<'g, P = Position> {
    game: &'g Game<P>,
    /// The line the node is in, and its index there.
    line: &'g [Node],
    index: usize,
    path: NodePath,
    before: P,
    after: P,
    /// Plies from the start to the position after the node.
    ply: usize,
}

impl<'g, P: Notation> NodeRef<'g, P> {
    fn new(
        game: &'g Game<P>,
        line: &'g [Node],
        index: usize,
        path: NodePath,
        before: P,
        ply_before: usize,
    ) -> NodeRef<'g, P> {
        NodeRef {
            game,
            line,
            index,
            path,
            after: line[index].play(&before),
            before,
            ply: ply_before + 1,
        }
    }

    /// The node: its move, SAN, comments, NAGs and variations.
    ///
    /// ```
    /// use fianchetto_pgn::{GameBuilder, NodePath, Reader};
    ///
    /// let pgn = "1. e4 e5 2. Nf3 (2. f4 exf4) 2... Nc6 *";
    /// let game = Reader::new(pgn.as_bytes()).read_game(&mut GameBuilder::new())?.expect("a game");
    /// let f4 = game.at(&NodePath::mainline(2).variation(0)).expect("a node");
    /// assert_eq!(f4.node().san.to_string(), "f4");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn node(&self) -> &'g Node {
        &self.line[self.index]
    }

    /// Where the node stands in the game.
    ///
    /// ```
    /// use fianchetto_pgn::{GameBuilder, NodePath, Reader};
    ///
    /// let pgn = "1. e4 e5 2. Nf3 (2. f4 exf4) 2... Nc6 *";
    /// let game = Reader::new(pgn.as_bytes()).read_game(&mut GameBuilder::new())?.expect("a game");
    /// let paths: Vec<_> = game.nodes().map(|n| n.path().clone()).collect();
    /// assert_eq!(paths[4], NodePath::mainline(2).variation(0).next());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn path(&self) -> &NodePath {
        &self.path
    }

    /// The position after the node's move (python-chess's `node.board()`, without its move
    /// stack: see [`Game::cursor`] for that).
    ///
    /// ```
    /// use fianchetto_pgn::{GameBuilder, NodePath, Reader};
    /// use fianchetto_pgn::notation::Notation;
    ///
    /// let pgn = "1. e4 e5 2. Nf3 (2. f4 exf4) 2... Nc6 *";
    /// let game = Reader::new(pgn.as_bytes()).read_game(&mut GameBuilder::new())?.expect("a game");
    /// let exf4 = game.at(&NodePath::mainline(2).variation(0).next()).expect("a node");
    /// assert_eq!(exf4.position().fen(), "rnbqkbnr/pppp1ppp/8/8/4Pp2/8/PPPP2PP/RNBQKBNR w KQkq - 0 3");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn position(&self) -> &P {
        &self.after
    }

    /// The position the node's move is played from.
    ///
    /// ```
    /// use fianchetto_pgn::{GameBuilder, NodePath, Reader};
    ///
    /// let pgn = "1. e4 e5 2. Nf3 (2. f4 exf4) 2... Nc6 *";
    /// let game = Reader::new(pgn.as_bytes()).read_game(&mut GameBuilder::new())?.expect("a game");
    /// let f4 = game.at(&NodePath::mainline(2).variation(0)).expect("a node");
    /// assert_eq!(Some(*f4.position_before()), game.position(&NodePath::mainline(1)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn position_before(&self) -> &P {
        &self.before
    }

    /// The number of moves from the game's start to the position after this node's move: 1
    /// for a first move. (python-chess's `node.ply()` counts from the move number of the
    /// start position instead, so it differs for a game from a `FEN` tag.)
    ///
    /// ```
    /// use fianchetto_pgn::{GameBuilder, NodePath, Reader};
    ///
    /// let pgn = "1. e4 e5 2. Nf3 (2. f4 exf4) 2... Nc6 *";
    /// let game = Reader::new(pgn.as_bytes()).read_game(&mut GameBuilder::new())?.expect("a game");
    /// let plies: Vec<usize> = game.nodes().map(|n| n.ply()).collect();
    /// assert_eq!(plies, [1, 2, 3, 3, 4, 4]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn ply(&self) -> usize {
        self.ply
    }

    /// The next move of the node's line.
    ///
    /// ```
    /// use fianchetto_pgn::{GameBuilder, NodePath, Reader};
    ///
    /// let pgn = "1. e4 e5 2. Nf3 (2. f4 exf4) 2... Nc6 *";
    /// let game = Reader::new(pgn.as_bytes()).read_game(&mut GameBuilder::new())?.expect("a game");
    /// let f4 = game.at(&NodePath::mainline(2).variation(0)).expect("a node");
    /// let exf4 = f4.next().expect("a second move");
    /// assert_eq!(exf4.node().san.to_string(), "exf4");
    /// assert!(exf4.next().is_none());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn next(&self) -> Option<NodeRef<'g, P>> {
        let index = self.index + 1;
        (index < self.line.len()).then(|| {
            NodeRef::new(
                self.game,
                self.line,
                index,
                self.path.next(),
                self.after,
                self.ply,
            )
        })
    }

    /// The first move of each of the node's variations: the moves played instead of this one.
    ///
    /// ```
    /// use fianchetto_pgn::{GameBuilder, NodePath, Reader};
    ///
    /// let pgn = "1. e4 e5 2. Nf3 (2. f4 exf4) 2... Nc6 *";
    /// let game = Reader::new(pgn.as_bytes()).read_game(&mut GameBuilder::new())?.expect("a game");
    /// let nf3 = game.at(&NodePath::mainline(2)).expect("a node");
    /// let instead: Vec<String> = nf3.variations().map(|n| n.node().san.to_string()).collect();
    /// assert_eq!(instead, ["f4"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn variations(&self) -> impl ExactSizeIterator<Item = NodeRef<'g, P>> + '_ {
        let node = self.node();
        node.variations.iter().enumerate().map(move |(v, line)| {
            NodeRef::new(
                self.game,
                line,
                0,
                self.path.variation(v),
                self.before,
                self.ply - 1,
            )
        })
    }

    /// The node this node's move is played from (see [`NodePath::parent`]); `None` for the
    /// first move of the game. It is found by walking from the start again.
    ///
    /// ```
    /// use fianchetto_pgn::{GameBuilder, NodePath, Reader};
    ///
    /// let pgn = "1. e4 e5 2. Nf3 (2. f4 exf4) 2... Nc6 *";
    /// let game = Reader::new(pgn.as_bytes()).read_game(&mut GameBuilder::new())?.expect("a game");
    /// let f4 = game.at(&NodePath::mainline(2).variation(0)).expect("a node");
    /// assert_eq!(f4.parent().map(|p| p.node().san.to_string()).as_deref(), Some("e5"));
    /// assert!(game.at(&NodePath::mainline(0)).expect("a node").parent().is_none());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn parent(&self) -> Option<NodeRef<'g, P>> {
        self.game.at(&self.path.parent()?)
    }
}

impl<P> fmt::Debug for NodeRef<'_, P> {
    /// The path, the move and the ply.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("NodeRef")
            .field("path", &self.path)
            .field("san", &format_args!("{}", self.line[self.index].san))
            .field("ply", &self.ply)
            .finish_non_exhaustive()
    }
}

/// Every node of a [`Game`] with its positions, in the order
/// [`write_game`](crate::write_game) writes them: each move, then its variations (each
/// walked whole, with the variations inside it), then the next move. From [`Game::nodes`].
///
/// ```
/// use fianchetto_pgn::{Game, GameBuilder, Reader};
///
/// let pgn = "1. e4 (1. d4 d5 (1... Nf6)) 1... e5 *";
/// let game = Reader::new(pgn.as_bytes()).read_game(&mut GameBuilder::new())?.expect("a game");
/// let walked: Vec<String> = game.nodes().map(|n| n.node().san.to_string()).collect();
/// assert_eq!(walked, ["e4", "d4", "d5", "Nf6", "e5"]);
/// let checks = game.nodes().filter(|n| n.position().is_check()).count();
/// assert_eq!(checks, 0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone)]
pub struct Nodes<'g, P = Position> {
    game: &'g Game<P>,
    /// The lines being walked, innermost last.
    stack: Vec<Walk<'g, P>>,
}

/// A line being walked by [`Nodes`].
#[derive(Clone)]
struct Walk<'g, P> {
    line: &'g [Node],
    /// The line's path (pairs of node and variation indices from the mainline).
    address: SmallVec<[usize; 2]>,
    /// The next node to visit.
    index: usize,
    /// The position before that node.
    before: P,
    /// The plies from the game's start to `before`.
    ply: usize,
}

impl<P> fmt::Debug for Nodes<'_, P> {
    /// The path of the next node, if any.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let next = self
            .stack
            .iter()
            .rev()
            .find(|walk| walk.index < walk.line.len())
            .map(|walk| NodePath::in_line(&walk.address, walk.index));
        f.debug_struct("Nodes")
            .field("next", &next)
            .finish_non_exhaustive()
    }
}

impl<'g, P: Notation> Iterator for Nodes<'g, P> {
    type Item = NodeRef<'g, P>;

    fn next(&mut self) -> Option<NodeRef<'g, P>> {
        loop {
            let walk = self.stack.last_mut()?;
            if walk.index >= walk.line.len() {
                self.stack.pop();
                continue;
            }
            let here = NodeRef::new(
                self.game,
                walk.line,
                walk.index,
                NodePath::in_line(&walk.address, walk.index),
                walk.before,
                walk.ply,
            );
            walk.index += 1;
            walk.before = here.after;
            walk.ply += 1;
            // Pushed last first, so the first variation is walked first.
            for (v, line) in here.node().variations.iter().enumerate().rev() {
                let mut address = SmallVec::from(here.path.indices());
                address.push(v);
                self.stack.push(Walk {
                    line,
                    address,
                    index: 0,
                    before: here.before,
                    ply: here.ply - 1,
                });
            }
            return Some(here);
        }
    }
}

impl<P: Notation> Game<P> {
    /// The last mainline move (python-chess's `game.end()`), as the [`NodePath`] every node
    /// method of the game takes: `game[&game.end()]` is the node, to read or annotate,
    /// [`at`](Game::at) gives it with its positions, [`add_line`](Game::add_line) continues the
    /// mainline from it, and [`position`](Game::position), [`cursor`](Game::cursor) and
    /// [`line_san`](Game::line_san) take it too. For a game with no move it is the
    /// [`root`](NodePath::root), the start, which those last four take but which is no node.
    ///
    /// ```
    /// use fianchetto_pgn::movegen::{Move, Square};
    /// use fianchetto_pgn::{Eval, Game, GameBuilder, NodePath, Reader};
    ///
    /// let pgn = "1. e4 e5 (1... c5) *";
    /// let mut game = Reader::new(pgn.as_bytes()).read_game(&mut GameBuilder::new())?.expect("a game");
    /// let end = game.end();
    /// assert_eq!(end, NodePath::mainline(1));
    /// assert_eq!(game[&end].san.to_string(), "e5");
    /// assert_eq!(game.at(&end).map(|node| node.ply()), Some(2));
    /// game[&end].set_eval(Some(Eval::Centipawns(20)));
    /// let nf3 = game.add_line(&end, [Move::normal(Square::G1, Square::F3)])?;
    /// assert_eq!(nf3, game.end());
    /// assert!(game.to_pgn().ends_with("1. e4 e5 { [%eval 0.20] } ( 1... c5 ) 2. Nf3 *\n\n"));
    /// assert!(Game::new().end().is_root());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn end(&self) -> NodePath {
        match self.mainline.len() {
            0 => NodePath::root(),
            len => NodePath::mainline(len - 1),
        }
    }

    /// The node at `path`; `None` for the root or a path that names no node of this game.
    /// `game[&path]` is the same, panicking instead.
    ///
    /// ```
    /// use fianchetto_pgn::{Game, GameBuilder, NodePath, Reader};
    ///
    /// let pgn = "1. e4 e5 *";
    /// let game = Reader::new(pgn.as_bytes()).read_game(&mut GameBuilder::new())?.expect("a game");
    /// assert_eq!(game.node(&NodePath::mainline(0)).map(|n| n.san.to_string()).as_deref(), Some("e4"));
    /// assert!(game.node(&NodePath::mainline(2)).is_none());
    /// assert!(game.node(&NodePath::mainline(0).variation(0)).is_none());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn node(&self, path: &NodePath) -> Option<&Node> {
        let (line, index) = path.split()?;
        line_at(&self.mainline, line)?.get(index)
    }

    /// The node at `path`, to annotate or change; `None` for the root or a path that names no
    /// node of this game. `game[&path]` is the same, panicking instead.
    ///
    /// Changing a mainline move other than the last makes the next [`push`](Game::push) replay
    /// the mainline, as a change through [`Mainline`] does.
    ///
    /// ```
    /// use fianchetto_pgn::{Game, GameBuilder, NodePath, Reader};
    ///
    /// let pgn = "1. e4 e5 *";
    /// let mut game = Reader::new(pgn.as_bytes()).read_game(&mut GameBuilder::new())?.expect("a game");
    /// if let Some(node) = game.node_mut(&NodePath::mainline(1)) {
    ///     node.nags.push(1);
    /// }
    /// game[&NodePath::mainline(0)].comments.push("best by test".to_owned());
    /// assert!(game.to_pgn().ends_with("1. e4 { best by test } 1... e5 $1 *\n\n"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn node_mut(&mut self, path: &NodePath) -> Option<&mut Node> {
        let (line, index) = path.split()?;
        let changes_end = line.is_empty() && index + 1 < self.mainline.len();
        let mainline = if changes_end {
            &mut *self.mainline
        } else {
            // A variation, or the last mainline move, whose move `Mainline` checks.
            self.mainline.nodes_keeping_end()
        };
        line_at_mut(mainline, line)?.get_mut(index)
    }

    /// The node at `path` with the positions around it; `None` for the root or a path that
    /// names no node of this game.
    ///
    /// ```
    /// use fianchetto_pgn::{GameBuilder, NodePath, Reader};
    ///
    /// let pgn = "1. e4 e5 2. Nf3 (2. f4 exf4) 2... Nc6 *";
    /// let game = Reader::new(pgn.as_bytes()).read_game(&mut GameBuilder::new())?.expect("a game");
    /// let exf4 = game.at(&NodePath::mainline(2).variation(0).next()).expect("a node");
    /// assert_eq!(exf4.node().san.to_string(), "exf4");
    /// assert!(game.at(&NodePath::mainline(4)).is_none());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn at(&self, path: &NodePath) -> Option<NodeRef<'_, P>> {
        let (address, index) = path.split()?;
        let mut pos = self.start;
        let mut ply = 0;
        let mut line: &[Node] = &self.mainline;
        for pair in address.chunks_exact(2) {
            let varied = line.get(pair[0])?;
            pos = play_line(&pos, &line[..pair[0]]);
            ply += pair[0];
            line = varied.variations.get(pair[1])?;
        }
        if index >= line.len() {
            return None;
        }
        let before = play_line(&pos, &line[..index]);
        Some(NodeRef::new(
            self,
            line,
            index,
            path.clone(),
            before,
            ply + index,
        ))
    }

    /// The position after the move at `path` (python-chess's `node.board()`, without its move
    /// stack: see [`cursor`](Game::cursor)); the start position for the root; `None` for a path
    /// that names no node of this game. It is computed by playing the moves on the way, except
    /// at the end of the mainline, which the game remembers.
    ///
    /// ```
    /// use fianchetto_pgn::{Game, GameBuilder, NodePath, Reader};
    /// use fianchetto_pgn::notation::Notation;
    ///
    /// let pgn = "1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *";
    /// let game = Reader::new(pgn.as_bytes()).read_game(&mut GameBuilder::new())?.expect("a game");
    /// let nf3 = NodePath::mainline(1).variation(0).next();
    /// let pos = game.position(&nf3).expect("a node");
    /// assert_eq!(pos.fen(), "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
    /// assert_eq!(game.position(&game.end()), Some(game.end_position()));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn position(&self, path: &NodePath) -> Option<P> {
        match path.split() {
            None => Some(self.start),
            Some((line, index)) if line.is_empty() && index + 1 == self.mainline.len() => {
                Some(self.end_position())
            }
            Some(_) => self.at(path).map(|node| node.after),
        }
    }

    /// Every node with its positions, in the order [`write_game`](crate::write_game) writes
    /// them; see [`Nodes`].
    ///
    /// ```
    /// use fianchetto_pgn::{GameBuilder, NodePath, Reader};
    ///
    /// let pgn = "1. e4 e5 2. Nf3 (2. f4 exf4) 2... Nc6 *";
    /// let game = Reader::new(pgn.as_bytes()).read_game(&mut GameBuilder::new())?.expect("a game");
    /// let sans: Vec<String> = game.nodes().map(|n| n.node().san.to_string()).collect();
    /// assert_eq!(sans, ["e4", "e5", "Nf3", "f4", "exf4", "Nc6"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn nodes(&self) -> Nodes<'_, P> {
        Nodes {
            game: self,
            stack: std::vec![Walk {
                line: &self.mainline,
                address: SmallVec::new(),
                index: 0,
                before: self.start,
                ply: 0,
            }],
        }
    }

    /// The mainline moves with their positions (python-chess's `game.mainline()`).
    ///
    /// ```
    /// use fianchetto_pgn::{Game, GameBuilder, Reader};
    ///
    /// let pgn = "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0";
    /// let game = Reader::new(pgn.as_bytes()).read_game(&mut GameBuilder::new())?.expect("a game");
    /// let mate = game.mainline_nodes().find(|n| n.position().is_checkmate()).expect("a mate");
    /// assert_eq!((mate.ply(), mate.node().san.to_string()), (7, "Qxf7#".to_owned()));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn mainline_nodes(&self) -> impl Iterator<Item = NodeRef<'_, P>> + '_ {
        let first = (!self.mainline.is_empty()).then(|| {
            NodeRef::new(
                self,
                &self.mainline,
                0,
                NodePath::mainline(0),
                self.start,
                0,
            )
        });
        core::iter::successors(first, NodeRef::next)
    }

    /// The moves from the start to the node at `path` as a [`GameCursor`], the move stack
    /// with the rules that need it (python-chess's `node.board()`); `None` for a path that names
    /// no node of this game, or a line with a null move, which a cursor cannot play.
    ///
    /// ```
    /// use fianchetto_pgn::{Game, GameBuilder, Reader};
    ///
    /// let pgn = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *";
    /// let game = Reader::new(pgn.as_bytes()).read_game(&mut GameBuilder::new())?.expect("a game");
    /// let cursor = game.cursor(&game.end()).expect("no null move");
    /// assert_eq!(cursor.ply(), 8);
    /// assert!(cursor.can_claim_threefold_repetition());
    /// assert_eq!(Game::from_cursor(&cursor).mainline, game.mainline);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn cursor(&self, path: &NodePath) -> Option<GameCursor<P>> {
        let mut cursor = GameCursor::new(self.start);
        let Some((address, index)) = path.split() else {
            return Some(cursor);
        };
        let mut line: &[Node] = &self.mainline;
        for pair in address.chunks_exact(2) {
            let varied = line.get(pair[0])?;
            for node in &line[..pair[0]] {
                cursor.push(node.mv?).ok()?;
            }
            line = varied.variations.get(pair[1])?;
        }
        for node in line.get(..=index)? {
            cursor.push(node.mv?).ok()?;
        }
        Some(cursor)
    }

    /// A game of the cursor's moves from its start position (python-chess's
    /// `Game.from_board`), its [`result`](Game::result) the cursor's
    /// [`outcome`](GameCursor::outcome) (`None`, with no `Result` tag, while the game goes on,
    /// or when a draw must be claimed). No tags: the writer adds the
    /// `FEN` tag a start position other than the standard one needs.
    ///
    /// ```
    /// use fianchetto_pgn::notation::cursor::GameCursor;
    /// use fianchetto_pgn::{Game, GameResult};
    ///
    /// let mut cursor = GameCursor::default();
    /// for san in ["f3", "e5", "g4", "Qh4#"] {
    ///     cursor.push_san(san)?;
    /// }
    /// let game = Game::from_cursor(&cursor);
    /// assert_eq!(game.result(), Some(GameResult::BlackWins));
    /// assert!(game.to_pgn().ends_with("\n1. f3 e5 2. g4 Qh4# 0-1\n\n"));
    /// assert_eq!(game.end_position(), *cursor.position());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_cursor(cursor: &GameCursor<P>) -> Game<P> {
        let start = *cursor.start();
        let mut pos = start;
        let nodes = cursor
            .moves()
            .iter()
            .map(|&m| {
                let (san, after) = pos.play_with_san(m);
                pos = after;
                Node::from_parts(Some(m), san)
            })
            .collect();
        let mut game = Game {
            mainline: Mainline::with_end(nodes, &start, pos),
            ..Game::from_start(start)
        };
        if let Some(outcome) = cursor.outcome() {
            game.set_result(Some(GameResult::from(outcome)));
        }
        game
    }

    /// Plays `moves` after the node at `after` (the root: from the start), each checked, and
    /// returns the path of the last one (`after` itself for no moves): python-chess's
    /// `node.add_line(moves)`.
    ///
    /// Where the line of `after` ends there, the moves continue it; otherwise they become a new
    /// variation of the move that follows `after` (the last of its variations). So a game is
    /// built move by move from its [`end`](Game::end), and a variation inside a variation is
    /// added after the move before it, with no position to work out.
    ///
    /// ```
    /// use fianchetto_pgn::movegen::{Move, Square};
    /// use fianchetto_pgn::{Game, NodePath};
    ///
    /// let mut game = Game::new();
    /// let e5 = game.add_line(&NodePath::root(), [
    ///     Move::normal(Square::E2, Square::E4),
    ///     Move::normal(Square::E7, Square::E5),
    /// ])?;
    /// let d4 = game.add_line(&NodePath::root(), [Move::normal(Square::D2, Square::D4)])?;
    /// game.add_line(&e5, [Move::normal(Square::G1, Square::F3)])?;
    /// assert_eq!(d4, NodePath::mainline(0).variation(0));
    /// assert!(game.to_pgn().ends_with("\n1. e4 ( 1. d4 ) 1... e5 2. Nf3 *\n\n"));
    /// assert!(game.add_line(&d4, [Move::normal(Square::E2, Square::E4)]).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`IllegalMoveError`] for the first move that is not legal where it is played; the game
    /// is then unchanged.
    ///
    /// # Panics
    ///
    /// When `after` names no node of this game, as indexing would.
    pub fn add_line(
        &mut self,
        after: &NodePath,
        moves: impl IntoIterator<Item = Move>,
    ) -> Result<NodePath, IllegalMoveError> {
        let mut pos = self.position_after(after);
        let mut nodes = Vec::new();
        for m in moves {
            if !pos.is_legal(m) {
                return Err(IllegalMoveError::new(m));
            }
            let (san, next) = pos.play_with_san(m);
            nodes.push(Node::from_parts(Some(m), san));
            pos = next;
        }
        Ok(self.graft(after, nodes, pos))
    }

    /// [`add_line`](Game::add_line) for moves in SAN (`"Nf3"`, `"exd5"`, `"O-O"`, read as
    /// [`GameCursor::push_san`] reads them).
    ///
    /// ```
    /// use fianchetto_pgn::Game;
    ///
    /// let mut game = Game::new();
    /// for san in ["e4", "e5", "Nf3"] {
    ///     game.push_san(san)?;
    /// }
    /// let e5 = game.end().parent().expect("a move before Nf3");
    /// let f4 = game.add_line_san(&e5, ["f4"])?;
    /// game[&f4].comments.push("the King's Gambit".to_owned());
    /// game.add_line_san(&f4, ["exf4", "Nf3"])?;
    /// game.add_line_san(&f4, ["d5"])?; // instead of 2... exf4: a variation inside the variation
    /// assert!(game.to_pgn().ends_with(
    ///     "\n1. e4 e5 2. Nf3 ( 2. f4 { the King's Gambit } 2... exf4 ( 2... d5 ) 3. Nf3 ) *\n\n"
    /// ));
    /// assert!(game.add_line_san(&f4, ["Nf6", "Ke3"]).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`PushSanError`] for the first move that is not SAN or names no single legal move where
    /// it is played; the game is then unchanged.
    ///
    /// # Panics
    ///
    /// When `after` names no node of this game, as indexing would.
    pub fn add_line_san<S: AsRef<str>>(
        &mut self,
        after: &NodePath,
        moves: impl IntoIterator<Item = S>,
    ) -> Result<NodePath, PushSanError> {
        let mut pos = self.position_after(after);
        let mut nodes = Vec::new();
        for san in moves {
            let m = pos.resolve_san(&San::from_ascii(san.as_ref().as_bytes())?)?;
            let (san, next) = pos.play_with_san(m);
            nodes.push(Node::from_parts(Some(m), san));
            pos = next;
        }
        Ok(self.graft(after, nodes, pos))
    }

    /// The position after `after`, for the `add_line` methods, which panic on a wrong path.
    fn position_after(&self, after: &NodePath) -> P {
        self.position(after)
            .unwrap_or_else(|| panic!("no node at {after:?} in the game"))
    }

    /// Puts `nodes`, which start after the node at `after` and end in `end`, into the tree:
    /// the path of the last of them.
    fn graft(&mut self, after: &NodePath, nodes: Vec<Node>, end: P) -> NodePath {
        let Some(added) = nodes.len().checked_sub(1) else {
            return after.clone();
        };
        // The line `after` is in, and the index of the node after it there.
        let (address, next) = match after.split() {
            None => (&[][..], 0),
            Some((address, index)) => (address, index + 1),
        };
        if address.is_empty() && next == self.mainline.len() {
            self.mainline.extend_to(nodes, &self.start, end);
            return NodePath::mainline(next + added);
        }
        // A variation, or a line added to one: where the mainline ends stays as it was.
        let line = line_at_mut(self.mainline.nodes_keeping_end(), address)
            .expect("`position_after` found the line");
        if next == line.len() {
            line.extend(nodes);
            NodePath::in_line(address, next + added)
        } else {
            let variations = &mut line[next].variations;
            variations.push(nodes);
            let first = NodePath::in_line(address, next).variation(variations.len() - 1);
            let (variation, _) = first.split().expect("a variation's first move");
            NodePath::in_line(variation, added)
        }
    }

    /// The moves from the start to the node at `path`, numbered, as python-chess's
    /// `variation_san` writes them: `"1. e4 e5 2. Nf3"`, or `"12...Nf6 13. Bg5"` from a position
    /// with Black to move. Empty for the root; `None` for a path that names no node of this
    /// game. Comments, NAGs and variations are left out: [`write_game`](crate::write_game)
    /// writes those.
    ///
    /// ```
    /// use fianchetto_pgn::{Game, GameBuilder, NodePath, Reader};
    ///
    /// let pgn = "1. e4 e5 2. Nf3 (2. Bc4 Nf6 3. d3) Nc6 *";
    /// let game = Reader::new(pgn.as_bytes()).read_game(&mut GameBuilder::new())?.expect("a game");
    /// let d3 = NodePath::mainline(2).variation(0).next().next();
    /// assert_eq!(game.line_san(&d3).as_deref(), Some("1. e4 e5 2. Bc4 Nf6 3. d3"));
    /// assert_eq!(game.line_san(&game.end()).as_deref(), Some("1. e4 e5 2. Nf3 Nc6"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn line_san(&self, path: &NodePath) -> Option<String> {
        let Some((address, index)) = path.split() else {
            return Some(String::new());
        };
        let mut sans = Vec::new();
        let mut line: &[Node] = &self.mainline;
        for pair in address.chunks_exact(2) {
            let varied = line.get(pair[0])?;
            sans.extend(line[..pair[0]].iter().map(|node| node.san));
            line = varied.variations.get(pair[1])?;
        }
        sans.extend(line.get(..=index)?.iter().map(|node| node.san));
        Some(numbered(&self.start, sans))
    }
}

/// `moves` from `pos` in SAN, numbered as python-chess's `Board.variation_san` numbers them:
/// `"1. e4 e5 2. Nf3"`, or `"1...e5 2. Nf3"` when Black moves first. For the moves of a
/// game's line, see [`Game::line_san`]. `pos` is a [`Position`] or any other [`Notation`]
/// position.
///
/// ```
/// use fianchetto_pgn::movegen::{Move, Position, Square};
/// use fianchetto_pgn::variation_san;
///
/// let pos = Position::new();
/// let moves = [Move::normal(Square::F2, Square::F3), Move::normal(Square::E7, Square::E5),
///              Move::normal(Square::G2, Square::G4), Move::normal(Square::D8, Square::H4)];
/// assert_eq!(variation_san(&pos, moves)?, "1. f3 e5 2. g4 Qh4#");
/// let after_f3 = pos.play(moves[0])?;
/// assert_eq!(variation_san(&after_f3, moves[1..].iter().copied())?, "1...e5 2. g4 Qh4#");
/// assert!(variation_san(&pos, [moves[1]]).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
///
/// [`IllegalMoveError`] for the first move that is not legal where it is played.
pub fn variation_san<P: Notation>(
    pos: &P,
    moves: impl IntoIterator<Item = Move>,
) -> Result<String, IllegalMoveError> {
    let mut pos = *pos;
    let start = pos;
    let mut sans = Vec::new();
    for m in moves {
        if !pos.is_legal(m) {
            return Err(IllegalMoveError::new(m));
        }
        sans.push(pos.san(m));
        pos = pos.play_unchecked(m);
    }
    Ok(numbered(&start, sans))
}

/// `sans`, played from `start`, numbered as python-chess's `variation_san` numbers them.
fn numbered<P: Rules>(start: &P, sans: Vec<SanPlus>) -> String {
    let mut text = String::new();
    for (ply, san) in sans.into_iter().enumerate() {
        if ply > 0 {
            text.push(' ');
        }
        // Writing to a `String` cannot fail.
        let _ = match move_number(start, ply) {
            (number, Color::White) => write!(text, "{number}. {san}"),
            (number, Color::Black) if ply == 0 => write!(text, "{number}...{san}"),
            (_, Color::Black) => write!(text, "{san}"),
        };
    }
    text
}

impl<P: Notation> Index<&NodePath> for Game<P> {
    type Output = Node;

    /// The node at `path`.
    ///
    /// # Panics
    ///
    /// When `path` is the root or names no node of this game ([`Game::node`] says `None`).
    fn index(&self, path: &NodePath) -> &Node {
        self.node(path)
            .unwrap_or_else(|| panic!("no node at {path:?} in the game"))
    }
}

impl<P: Notation> IndexMut<&NodePath> for Game<P> {
    /// The node at `path`, as [`Game::node_mut`] gives it.
    ///
    /// # Panics
    ///
    /// When `path` is the root or names no node of this game.
    fn index_mut(&mut self, path: &NodePath) -> &mut Node {
        self.node_mut(path)
            .unwrap_or_else(|| panic!("no node at {path:?} in the game"))
    }
}
