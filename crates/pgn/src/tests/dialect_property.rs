//! A property test of the lenient reader: random legal games, each move written in one of the
//! forms python-chess reads (SAN with `0-0` castling, promotions without `=` or with a lower-case
//! piece, annotations glued on, `e.p.` after en passant, long algebraic, UCI; move numbers as
//! `1.e4`, `1...`, repeated or missing; any result form), read back to the same mainline, with
//! no error and the same result.

use std::string::{String, ToString};
use std::vec::Vec;
use std::{format, vec};

use fianchetto_movegen::{CastlingMode, Color, Move, Position, Role};

use crate::{GameBuilder, GameResult, Reader};
use fianchetto_notation::Notation;
use fianchetto_notation::uci::UciMove;

// A seeded generator, notation's example's: the same games on every run.
#[path = "../../../notation/examples/support/xorshift.rs"]
mod xorshift;

use xorshift::XorShift as Rng;

/// `m` from `pos` in one of the move forms python-chess reads.
fn move_text(rng: &mut Rng, pos: &Position, m: Move) -> String {
    let san = pos.san(m).to_string();
    let mut text = match rng.below(8) {
        // Long algebraic: piece letter, both squares, `-` or `x`.
        0 if !m.is_castle() => {
            let role = pos.moving_role(m);
            let letter = if role == Role::Pawn {
                String::new()
            } else {
                role.upper_char().to_string()
            };
            let sep = if pos.is_capture(m) {
                "x"
            } else {
                rng.pick(&["-", ""])
            };
            let promotion = m
                .promotion_role()
                .map_or(String::new(), |r| format!("={}", r.upper_char()));
            format!("{letter}{}{sep}{}{promotion}", m.from(), m.to())
        }
        1 => UciMove::from_move(m, CastlingMode::Standard).to_string(),
        _ => san,
    };
    if m.is_castle() && rng.below(2) == 0 {
        text = text.replace('O', "0");
    }
    if let Some(at) = text.find('=') {
        // `e8=Q` as `e8Q`, `e8=q` or `e8q`.
        let piece = text[at + 1..at + 2].to_lowercase();
        match rng.below(4) {
            0 => text.replace_range(at..at + 1, ""),
            1 => text.replace_range(at + 1..at + 2, &piece),
            2 => text.replace_range(at..at + 2, &piece),
            _ => {}
        }
    }
    if m.is_en_passant() && rng.below(2) == 0 {
        text.push_str(rng.pick(&[" e.p.", "e.p.", " ep"]));
    }
    text.push_str(rng.pick(&["", "", "", "!", "?", "!?", "?!", "!!", " $1", " {ok}"]));
    text
}

/// A random legal game of up to `plies` plies, and the PGN for it in random dialect forms.
fn random_game(rng: &mut Rng, plies: usize) -> (Vec<Move>, Option<GameResult>, String) {
    let mut pos = Position::new();
    let mut moves = vec![];
    let mut text = String::from(rng.pick(&["", "[Event \"Random\"]\n\n", "[Event \"R\"]\n"]));
    for ply in 0..plies {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        // Special moves are rare in random play: take one when there is one, half the time.
        let special: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|m| m.is_en_passant() || m.is_castle() || m.is_promotion())
            .collect();
        let m = match special.is_empty() || rng.below(2) == 0 {
            true => legal[rng.below(legal.len())],
            false => special[rng.below(special.len())],
        };
        let number = ply / 2 + 1;
        if pos.turn() == Color::White {
            text.push_str(
                &rng.pick(&["{n}. ", "{n}.", "{n} . ", ""])
                    .replace("{n}", &number.to_string()),
            );
        } else if rng.below(3) == 0 {
            text.push_str(
                &rng.pick(&["{n}... ", "{n}...", "{n}. ... "])
                    .replace("{n}", &number.to_string()),
            );
        }
        text.push_str(&move_text(rng, &pos, m));
        text.push_str(rng.pick(&[" ", " ", "\n", "  "]));
        pos = pos.play(m).expect("legal");
        moves.push(m);
    }
    let (result, token) = match rng.below(5) {
        0 => (Some(GameResult::WhiteWins), "1-0"),
        1 => (Some(GameResult::BlackWins), "0-1"),
        2 => (Some(GameResult::Draw), "1/2-1/2"),
        3 => (Some(GameResult::Draw), "½-½"),
        _ => (None, "*"),
    };
    text.push_str(token);
    text.push_str("\n\n");
    (moves, result, text)
}

#[test]
fn generated_dialect_games_read_back_to_their_moves() {
    let mut rng = Rng(0x0dd1_a1ec_75ee_d001);
    let mut file = String::new();
    let mut games = vec![];
    for _ in 0..400 {
        let plies = rng.below(120);
        let (moves, result, text) = random_game(&mut rng, plies);
        file.push_str(&text);
        games.push((moves, result, text));
    }
    // The forms all occur: the test exercises what it claims to.
    for form in [
        "0-0", "O-O", "e.p.", " ep", "½-½", "1/2-1/2", "...", "!?", "=Q", "=q", "8q", "$1",
    ] {
        assert!(file.contains(form), "{form} never generated");
    }
    let read: Vec<_> = Reader::new(file.as_bytes())
        .read_all(&mut GameBuilder::new())
        .map(|game| game.expect("no input error"))
        .collect();
    assert_eq!(read.len(), games.len());
    for (game, (moves, result, text)) in read.iter().zip(&games) {
        assert!(game.errors.is_empty(), "{:?} in\n{text}", game.errors);
        let read_moves: Vec<Move> = game
            .mainline_moves()
            .map(|m| m.expect("no null move"))
            .collect();
        assert_eq!(&read_moves, moves, "{text}");
        assert_eq!(game.result(), *result, "{text}");
    }
}
