//! [`RecordExtractor`]: a [`MainlineVisitor`] that turns each game into a [`GameRecord`].

use fianchetto::Move;
use fianchetto::pgn::{
    Clock, Error, Eval, GameError, MainlineVisitor, PgnPosition, RawComment, RawTag, ReplayError,
    Skip, comment_commands,
};

use crate::ending::EndingTracker;
use crate::record::GameRecord;
use crate::text_list::TextList;

/// Plies reserved for each game's lists: most online games are shorter (the corpus averages 88).
const TYPICAL_PLIES: usize = 128;

/// Makes a [`GameRecord`] of each game, under a [`Replay`](fianchetto::pgn::Replay) that
/// plays its mainline.
///
/// A game with an illegal or unreadable move becomes a record of its moves up to the error,
/// with the error. The record depends only on the game's own text, its offset and its number,
/// which the reader tells it ([`MainlineVisitor::number_game`]): the same under a
/// [`ParallelReader`](fianchetto::pgn::ParallelReader) as under one reader.
///
/// ```
/// use fianchetto::pgn::{Reader, Replay};
/// use fianchetto_records::RecordExtractor;
///
/// let pgn = "1. e4 e5 2. Ke3 *\n\n1. d4 { [%eval #-3] } *\n";
/// let mut reader = Reader::new(pgn.as_bytes());
/// let mut extract = Replay::new(RecordExtractor::default());
/// let broken = reader.read_game(&mut extract)?.expect("a game");
/// assert_eq!(broken.moves_uci.joined(), "e2e4 e7e5");
/// assert!(broken.error_text().expect("an error").contains("illegal move \"Ke3\""));
/// let good = reader.read_game(&mut extract)?.expect("a game");
/// assert_eq!((good.game, good.offset), (2, 19));
/// assert_eq!(good.evals_mate().collect::<Vec<_>>(), [Some(-3)]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Default)]
pub struct RecordExtractor {
    record: GameRecord,
    ending: EndingTracker,
}

impl RecordExtractor {
    fn finish<P: PgnPosition>(
        &mut self,
        end: &P,
        plies: u32,
        error: Option<GameError>,
    ) -> GameRecord {
        let mut record = std::mem::take(&mut self.record);
        record.plies = plies;
        record.final_fen = end.to_fen();
        if error.is_none()
            && let Some(outcome) = self.ending.ending(end)
        {
            record.outcome = Some(outcome);
            record.termination = Some(outcome.termination);
        }
        record.error = error;
        record
    }
}

/// Any rules: standard chess on [`Position`](fianchetto::Position) (`Replay::new`), the
/// variants on `VariantPosition`, or a file that mixes them on `AnyPosition`
/// (`Replay::for_rules`).
impl<P: PgnPosition> MainlineVisitor<P> for RecordExtractor {
    type Output = GameRecord;

    fn begin_game(&mut self) {
        // Room for a typical game's plies up front: growing six lists from empty cost about
        // forty reallocations a game.
        let plies = TYPICAL_PLIES;
        self.record = GameRecord {
            moves_uci: TextList::with_capacity(plies, 4),
            moves_san: TextList::with_capacity(plies, 4),
            clocks: Vec::with_capacity(plies),
            evals: Vec::with_capacity(plies),
            ..GameRecord::default()
        };
    }

    fn game_offset(&mut self, offset: u64) {
        self.record.offset = offset;
    }

    fn tag(&mut self, name: &[u8], value: RawTag<'_>) {
        let name = String::from_utf8_lossy(name);
        self.record.tags.insert(&name, &value.decode_utf8_lossy());
    }

    fn end_tags(&mut self, start: &P) -> Skip {
        self.ending.start(start);
        Skip(false)
    }

    fn play(&mut self, before: &P, m: Option<Move>, after: &P) {
        let record = &mut self.record;
        match m {
            Some(m) => {
                record
                    .moves_uci
                    .push_with(|text| before.uci_move(m).append_to(text));
                record
                    .moves_san
                    .push_with(|text| before.san_plus_after(m, after).append_to(text));
            }
            None => {
                record.moves_uci.push("0000");
                record.moves_san.push("--");
            }
        }
        record.clocks.push(None);
        record.evals.push(None);
        self.ending.play(before, after);
    }

    fn comment(&mut self, comment: RawComment<'_>) {
        // A comment before the first move describes the game, not a ply.
        let (Some(clock), Some(eval)) =
            (self.record.clocks.last_mut(), self.record.evals.last_mut())
        else {
            return;
        };
        for (name, value) in comment_commands(comment.0) {
            match name {
                b"clk" if clock.is_none() => {
                    *clock = Clock::from_ascii(value).map(|c| c.0.as_secs_f64())
                }
                b"eval" if eval.is_none() => *eval = Eval::from_ascii(value),
                _ => {}
            }
        }
    }

    fn end_game(&mut self, end: &P, plies: u32) -> GameRecord {
        self.finish(end, plies, None)
    }

    fn end_game_with_error(
        &mut self,
        end: &P,
        plies: u32,
        error: Error<ReplayError>,
    ) -> Result<GameRecord, Error<ReplayError>> {
        Ok(self.finish(end, plies, Some(GameError::from(&error))))
    }

    fn number_game(record: &mut GameRecord, number: u64) {
        record.game = number;
    }
}
