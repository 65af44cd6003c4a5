//! A game's opening by lichess's table (the `openings` feature): its deepest named mainline
//! position.

use fianchetto_notation::Notation;
use fianchetto_openings::{Opening, opening};

use super::Game;

impl<P: Notation> Game<P> {
    /// The game's opening by lichess's ECO table (`fianchetto-openings`): the deepest position
    /// of its mainline, the start included, that the table names, as
    /// [`last_opening`](fianchetto_openings::last_opening) finds it for a list of positions and
    /// the data set classifies a game. `None` when the table names none of them (a variant's
    /// positions never). Needs the `openings` feature.
    ///
    /// ```
    /// use fianchetto_pgn::{GameBuilder, Reader};
    ///
    /// // 1. d4 d5 2. Nf3 is named; 2... a6 is not, so the game keeps the name.
    /// let pgn = "1. d4 d5 2. Nf3 a6 *";
    /// let game = Reader::new(pgn.as_bytes()).read_game(&mut GameBuilder::new())?.expect("a game");
    /// let opening = game.opening().expect("named");
    /// assert_eq!((opening.eco(), opening.name()), ("D02", "Queen's Pawn Game: Zukertort Variation"));
    /// assert_eq!(fianchetto_pgn::Game::new().opening(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn opening(&self) -> Option<Opening> {
        let mut pos = self.start;
        let mut found = opening(&pos);
        for node in self.mainline.iter() {
            pos = node.play(&pos);
            found = opening(&pos).or(found);
        }
        found
    }
}
