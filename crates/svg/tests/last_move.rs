//! The last move's squares: what `last_move_squares` says is what the picture colours, for
//! normal moves, drops and castles in standard chess and Chess960.

use fianchetto_svg::movegen::{Move, Position, Role, Rules, Square};
use fianchetto_svg::variant::{AnyPosition, Variant};
use fianchetto_svg::{Picture, Theme, last_move_squares};

use crate::positions::{standard, variant};
use crate::tinted::tinted_squares;

/// Plays `m` in `pos` and checks the picture colours `expected`, as `last_move_squares` says.
fn check_tinted(pos: AnyPosition, m: Move, expected: &[Square]) {
    assert!(pos.is_legal(m), "{m:?}");
    let after = pos.play_unchecked(m);
    let svg = Picture::of(&after).last_move(m).to_svg();
    assert_eq!(tinted_squares(&svg, Theme::BROWN), expected, "{m:?}");
    let said: Vec<Square> = last_move_squares(m).into_iter().collect();
    assert_eq!(said, expected, "{m:?}");
}

#[test]
fn a_normal_move_colours_its_two_squares() {
    check_tinted(
        Position::new().into(),
        Move::normal(Square::G1, Square::F3),
        &[Square::G1, Square::F3],
    );
}

#[test]
fn a_castle_colours_the_kings_origin_and_destination_in_either_mode() {
    let standard_castle = standard("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
    check_tinted(
        standard_castle.into(),
        Move::castle(Square::E8, Square::A8),
        &[Square::C8, Square::E8],
    );
    // Chess960: the king on b1 takes the rook on h1 and lands on g1; h1 stays plain.
    let chess960 = standard("rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - 0 1");
    check_tinted(
        chess960.into(),
        Move::castle(Square::B1, Square::H1),
        &[Square::B1, Square::G1],
    );
    // The king stays on g1 and the rook goes from h1 to f1: one square.
    let stays = standard("6kr/8/8/8/8/8/8/6KR w H - 0 1");
    check_tinted(
        stays.into(),
        Move::castle(Square::G1, Square::H1),
        &[Square::G1],
    );
}

#[test]
fn a_drop_colours_its_square_only() {
    let pos = variant(Variant::Crazyhouse, crate::positions::CRAZYHOUSE);
    check_tinted(
        AnyPosition::Variant(pos),
        Move::drop(Role::Knight, Square::D4),
        &[Square::D4],
    );
}
