//! How games end, and the other small enums: terminations, outcomes, diagram styles, directions
//! and SAN suffixes.

use fianchetto::bitboard::Direction;
use fianchetto::san::Suffix;
use fianchetto::{Color, DiagramStyle, Notation, Outcome, Termination};

use super::formats::{assert_round_trips, to_json};

#[test]
fn terminations_are_snake_case_names() {
    let all = [
        Termination::Checkmate,
        Termination::Stalemate,
        Termination::InsufficientMaterial,
        Termination::SeventyFiveMoves,
        Termination::FivefoldRepetition,
        Termination::FiftyMoves,
        Termination::ThreefoldRepetition,
        Termination::VariantWin,
        Termination::VariantLoss,
        Termination::VariantDraw,
    ];
    let json: Vec<String> = all.iter().map(assert_round_trips).collect();
    assert_eq!(
        json,
        [
            r#""checkmate""#,
            r#""stalemate""#,
            r#""insufficient_material""#,
            r#""seventy_five_moves""#,
            r#""fivefold_repetition""#,
            r#""fifty_moves""#,
            r#""threefold_repetition""#,
            r#""variant_win""#,
            r#""variant_loss""#,
            r#""variant_draw""#,
        ]
    );
}

#[test]
fn outcomes_are_termination_and_winner() {
    let mate = Outcome {
        termination: Termination::Checkmate,
        winner: Some(Color::Black),
    };
    assert_eq!(
        assert_round_trips(&mate),
        r#"{"termination":"checkmate","winner":"black"}"#
    );
    let draw = Outcome {
        termination: Termination::ThreefoldRepetition,
        winner: None,
    };
    assert_eq!(
        assert_round_trips(&draw),
        r#"{"termination":"threefold_repetition","winner":null}"#
    );
    // Postcard: the variant index and the option's tag and variant, a byte each.
    assert_eq!(postcard::to_allocvec(&mate).unwrap(), [0, 1, 1]);

    // The outcome of a position, as `Position::outcome` reports it.
    let mut pos = fianchetto::Position::new();
    for uci in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        pos = pos.play(pos.parse_uci(uci).unwrap()).unwrap();
    }
    let outcome = pos.outcome().unwrap();
    assert_eq!(assert_round_trips(&outcome), to_json(&mate));
    let games: Vec<Option<Outcome>> = vec![Some(outcome), None];
    assert_eq!(
        assert_round_trips(&games),
        r#"[{"termination":"checkmate","winner":"black"},null]"#
    );
}

#[test]
fn diagram_styles_directions_and_suffixes_are_lowercase_words() {
    assert_eq!(assert_round_trips(&DiagramStyle::Unicode), r#""unicode""#);
    assert_eq!(assert_round_trips(&DiagramStyle::Ascii), r#""ascii""#);
    let directions: Vec<String> = Direction::ALL.iter().map(assert_round_trips).collect();
    assert_eq!(directions.len(), 8);
    assert_eq!(directions[0], r#""north""#);
    assert_eq!(assert_round_trips(&Direction::NorthEast), r#""north_east""#);
    assert_eq!(assert_round_trips(&Direction::SouthWest), r#""south_west""#);
    assert_eq!(assert_round_trips(&Suffix::Check), r#""check""#);
    assert_eq!(assert_round_trips(&Suffix::Checkmate), r#""checkmate""#);
}
