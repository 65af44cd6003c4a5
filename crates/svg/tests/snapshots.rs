//! The SVG text of typical pictures, one element a line so that a change reads as a diff
//! (`cargo insta review`; CI runs them through `cargo xtask snapshots`, which accepts nothing).

use fianchetto_svg::movegen::{Color, Move, Position, Role, Square};
use fianchetto_svg::variant::Variant;
use fianchetto_svg::{Arrow, Mark, Picture, Rgba, Theme};

use crate::positions::{CRAZYHOUSE, FOOLS_MATE, standard, variant};
use fianchetto_movegen::Rules;

fn lines(picture: &Picture) -> String {
    picture.to_svg().replace("><", ">\n<")
}

#[test]
fn start_position() {
    insta::assert_snapshot!("start", lines(&Picture::of(&Position::new())));
}

#[test]
fn everything_python_chess_offers_flipped() {
    let picture = Picture::of(&standard(FOOLS_MATE))
        .orientation(Color::Black)
        .size(350)
        .last_move(Move::normal(Square::D8, Square::H4))
        .arrow(Arrow::new(Square::G1, Square::F3))
        .arrow(Arrow::new(Square::E1, Square::E1).with_paint(Rgba::RED))
        .fill(Square::D5, Rgba::new(255, 0, 0, 96))
        .mark(Mark::new(Square::C4).with_paint(Rgba::BLUE))
        .cross(Square::F2)
        .cross(Square::G3)
        .borders(true);
    insta::assert_snapshot!("fools_mate_flipped", lines(&picture));
}

#[test]
fn crazyhouse_pockets_without_coordinates() {
    let pos = variant(Variant::Crazyhouse, CRAZYHOUSE);
    let picture = Picture::of(&pos)
        .coordinates(false)
        .theme(Theme::GREEN)
        .last_move(Move::drop(Role::Knight, Square::C6));
    insta::assert_snapshot!("crazyhouse", lines(&picture));
}

#[test]
fn a_castle_marks_the_kings_move_as_people_see_it() {
    let castle = Picture::of(&Position::new()).last_move(Move::castle(Square::E1, Square::H1));
    let normal = Picture::of(&Position::new()).last_move(Move::normal(Square::E1, Square::G1));
    assert_eq!(castle.to_svg(), normal.to_svg());
    // e1 and g1, dark squares (20 + 4 * 45 and 20 + 6 * 45, the bottom row at 335).
    let svg = castle.to_svg();
    assert!(
        svg.contains("<rect x=\"200\" y=\"335\" width=\"45\" height=\"45\" fill=\"#aaa23a\"/>")
    );
    assert!(
        svg.contains("<rect x=\"290\" y=\"335\" width=\"45\" height=\"45\" fill=\"#aaa23a\"/>")
    );
}

#[test]
fn the_same_picture_is_the_same_text() {
    let a = Picture::of(&standard(FOOLS_MATE)).arrow(Arrow::new(Square::A1, Square::H8));
    assert_eq!(a.to_svg(), a.clone().to_svg());
    assert_eq!(a.to_svg(), format!("{a}"));
}

#[test]
fn pieces_and_glyphs_are_defined_once_and_only_when_used() {
    let svg = Picture::of(&Position::new()).to_svg();
    for id in [
        "white-pawn",
        "white-knight",
        "white-bishop",
        "white-rook",
        "white-queen",
        "white-king",
        "black-pawn",
        "black-knight",
        "black-bishop",
        "black-rook",
        "black-queen",
        "black-king",
    ] {
        assert_eq!(svg.matches(&format!("id=\"{id}\"")).count(), 1, "{id}");
    }
    assert_eq!(svg.matches("<use xlink:href=\"#white-pawn\"").count(), 8);
    assert_eq!(svg.matches("<use xlink:href=\"#black-knight\"").count(), 2);
    // Coordinates a-h and 1-8, and no other glyph.
    assert_eq!(svg.matches("<path id=\"c").count(), 16);
    assert!(!svg.contains("id=\"c0\"") && !svg.contains("id=\"c9\""));
    let kings = standard("8/8/4k3/8/8/3K4/8/8 w - - 0 1");
    let svg = Picture::of(&kings).coordinates(false).to_svg();
    assert_eq!(svg.matches("<g id=").count(), 2);
    assert_eq!(svg.matches("<path id=").count(), 0);
    assert!(!svg.contains("radialGradient"));
}

#[test]
fn the_check_glows_only_under_a_king_in_check() {
    let mate = Picture::of(&standard(FOOLS_MATE));
    assert_eq!(mate.to_svg().matches("url(#check)").count(), 1);
    // A rect at e1's corner (x 20 + 4 * 45, y 20 + 7 * 45) with the glow.
    assert!(
        mate.to_svg().contains(
            "<rect x=\"200\" y=\"335\" width=\"45\" height=\"45\" fill=\"url(#check)\"/>"
        )
    );
    assert!(
        !Picture::of(&standard(FOOLS_MATE))
            .check(None)
            .to_svg()
            .contains("url(#check)")
    );
    // Antichess has no check: a king attacked by a bishop is not glowing.
    let antichess = variant(Variant::Antichess, "4k3/8/8/1B6/8/8/8/4K3 b - - 0 1");
    assert!(!Picture::of(&antichess).to_svg().contains("url(#check)"));
    // Three-check has: the same position, checked.
    let three_check = variant(Variant::ThreeCheck, "4k3/8/8/1B6/8/8/8/4K3 b - - 0 1");
    assert!(Picture::of(&three_check).to_svg().contains("url(#check)"));
}

#[test]
fn size_scales_the_viewport_not_the_drawing() {
    let svg = Picture::of(&Position::new()).size(800).to_svg();
    assert!(svg.contains("viewBox=\"0 0 400 400\" width=\"800\" height=\"800\""));
    let zh = variant(Variant::Crazyhouse, CRAZYHOUSE);
    let svg = Picture::of(&zh).size(200).to_svg();
    assert!(svg.contains("viewBox=\"0 0 400 500\" width=\"200\" height=\"250\""));
}

#[test]
fn pockets_show_counts_above_one() {
    let zh = variant(Variant::Crazyhouse, CRAZYHOUSE);
    let svg = Picture::of(&zh).to_svg();
    // White holds a bishop and two knights, Black a bishop: one badge, a "2".
    assert_eq!(
        svg.matches("<use xlink:href=\"#c2\"").count(),
        2,
        "the badge and rank 2"
    );
    assert_eq!(svg.matches("rx=\"3\"").count(), 1);
    // Standard chess has no pockets, even from the same FEN's board.
    let svg = Picture::of(zh.board()).to_svg();
    assert!(!svg.contains("rx=\"4\""));
}

#[test]
fn bad_arrows_and_colours_name_themselves() {
    for (text, message) in [
        ("e2e9", "not an arrow: \"e2e9\" (\"e9\" is not a square)"),
        ("e9", "not an arrow: \"e9\" (\"e9\" is not a square)"),
        (
            "e2-e4",
            "not an arrow: \"e2-e4\" (write two squares, as e2e4, or one, as e4)",
        ),
        (
            "e2e4:pink",
            "not an arrow: \"e2e4:pink\" (not a colour: \"pink\" (write #rrggbb, #rrggbbaa, green, red, yellow or blue))",
        ),
        (
            "é2e4",
            "not an arrow: \"é2e4\" (write two squares, as e2e4, or one, as e4)",
        ),
    ] {
        let err = text.parse::<Arrow>().expect_err(text);
        assert_eq!(err.to_string(), message);
    }
    for bad in ["", "#", "#12345", "#1234567", "#gggggg", "12345678"] {
        assert!(bad.parse::<Rgba>().is_err(), "{bad:?}");
    }
    assert_eq!(
        "#ABCDEF".parse::<Rgba>(),
        Ok(Rgba::opaque(0xab, 0xcd, 0xef))
    );
    assert_eq!("RED".parse::<Rgba>(), Ok(Rgba::RED));
}

#[test]
fn an_arrow_is_a_shaft_and_a_head_and_a_one_square_arrow_a_ring() {
    // Kings alone: the queens' and knights' drawings have circles of their own.
    let kings = standard("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    let arrow = Picture::of(&kings)
        .arrow(Arrow::new(Square::A1, Square::H8))
        .to_svg();
    assert_eq!(arrow.matches("<line ").count(), 1);
    assert!(!arrow.contains("<circle"));
    let ring = Picture::of(&kings)
        .arrow(Arrow::new(Square::A1, Square::A1))
        .to_svg();
    assert_eq!(ring.matches("<circle ").count(), 1);
    assert!(!ring.contains("<line"));
}

#[test]
fn pieces_carry_python_chess_ids_and_classes() {
    let svg = Picture::of(&standard("4k3/8/8/8/8/8/8/4KB2 w - - 0 1")).to_svg();
    assert!(svg.contains("<g id=\"white-bishop\" class=\"white bishop\">"));
    assert!(!svg.contains("black queen"));
}
