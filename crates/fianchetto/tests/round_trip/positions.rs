//! Positions as FEN text (`fen::serde_position`), and the `Fen` and `Epd` records.

use fianchetto::epd::Epd;
use fianchetto::fen::{self, Fen};
use fianchetto::{CastlingMode, EnPassantMode, Move, Position, Square};
use serde::{Deserialize, Serialize};

use super::formats::{assert_round_trips, to_json};
use super::suites::{suite_fens, suite_positions};

/// A position in a struct of the user's, as the module's docs show.
#[derive(Debug, Serialize, Deserialize)]
struct Saved {
    #[serde(with = "fen::serde_position")]
    position: Position,
}

impl PartialEq for Saved {
    /// Everything a position is: what `==` compares, the clocks, the hash, and the castling
    /// mode where there are castling rights (without them both modes play the same moves, and
    /// the FEN reads back as standard).
    fn eq(&self, other: &Saved) -> bool {
        let (mine, theirs) = (&self.position, &other.position);
        mine.eq_with_clocks(theirs)
            && mine.zobrist_hash() == theirs.zobrist_hash()
            && (mine.castling_rights().is_empty() || mine.castling_mode() == theirs.castling_mode())
    }
}

#[test]
fn every_suite_position_round_trips_as_fen_text() {
    for position in suite_positions() {
        let json = assert_round_trips(&Saved { position });
        let fen = Fen::from_position(&position, EnPassantMode::Always);
        if !position.castling_mode().is_chess960() || position.castling_rights().is_empty() {
            assert_eq!(json, format!(r#"{{"position":"{fen}"}}"#));
        }
        assert_round_trips(&Epd::from_position(&position, EnPassantMode::Legal));
    }
}

#[test]
fn every_suite_fen_round_trips_as_its_text() {
    for (fen, _) in suite_fens() {
        assert_eq!(assert_round_trips(&fen), format!("\"{fen}\""));
    }
}

#[test]
fn positions_keep_every_en_passant_square() {
    let position = Position::new()
        .play(Move::normal(Square::E2, Square::E4))
        .unwrap();
    assert_eq!(
        assert_round_trips(&Saved { position }),
        r#"{"position":"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"}"#
    );
}

#[test]
fn chess960_positions_write_shredder_castling_and_read_back_as_chess960() {
    // Chess960's position 518 is the standard start: the rights' files mark it as Chess960.
    let text = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let position = fen::parse_position(text, CastlingMode::Chess960).unwrap();
    let json = assert_round_trips(&Saved { position });
    assert_eq!(
        json,
        r#"{"position":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1"}"#
    );
    let read: Saved = serde_json::from_str(&json).unwrap();
    assert_eq!(read.position.castling_mode(), CastlingMode::Chess960);

    let standard: Saved = serde_json::from_str(&format!(r#"{{"position":"{text}"}}"#)).unwrap();
    assert_eq!(standard.position.castling_mode(), CastlingMode::Standard);

    // X-FEN `KQkq` with the king on b1 is only a Chess960 position.
    let xfen = r#"{"position":"1rk4r/8/8/8/8/8/8/1RK4R w KQkq - 0 1"}"#;
    let read: Saved = serde_json::from_str(xfen).unwrap();
    assert_eq!(read.position.castling_mode(), CastlingMode::Chess960);
    assert_eq!(read.position.castling_rights().len(), 4);
}

#[test]
fn fen_and_epd_are_their_text() {
    assert_eq!(
        to_json(&Fen::initial()),
        r#""rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1""#
    );
    let epd: Epd = r#"1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - bm Qd1+; id "BK.01";"#
        .parse()
        .unwrap();
    assert_eq!(
        assert_round_trips(&epd),
        r#""1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - bm Qd1+; id \"BK.01\";""#
    );
    let error =
        serde_json::from_str::<Saved>(r#"{"position":"8/8/8/8/8/8/8/8 w - - 0 1"}"#).unwrap_err();
    assert!(
        error
            .to_string()
            .starts_with("illegal position: missing king"),
        "{error}"
    );
}
