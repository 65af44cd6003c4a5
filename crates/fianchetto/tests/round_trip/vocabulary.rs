//! Squares, files, ranks, colors, roles, pieces, castling sides and bitboards.

use std::collections::BTreeMap;

use fianchetto::{Bitboard, CastlingSide, Color, File, Piece, Rank, Role, Square};

use super::formats::{assert_round_trips, to_json};

#[test]
fn every_square_is_its_name_in_json_and_its_index_in_postcard() {
    for square in Square::ALL {
        assert_eq!(assert_round_trips(&square), format!("\"{square}\""));
        assert_eq!(postcard::to_allocvec(&square).unwrap(), [square as u8]);
    }
    assert_eq!(to_json(&Square::E4), r#""e4""#);
    assert_eq!(to_json(&Square::H8), r#""h8""#);
}

#[test]
fn files_and_ranks_are_their_letter_and_digit() {
    for file in File::ALL {
        assert_eq!(assert_round_trips(&file), format!("\"{}\"", file.char()));
    }
    for rank in Rank::ALL {
        assert_eq!(assert_round_trips(&rank), format!("\"{}\"", rank.char()));
    }
    assert_eq!(to_json(&File::E), r#""e""#);
    assert_eq!(to_json(&Rank::Fourth), r#""4""#);
}

#[test]
fn colors_roles_and_sides_are_lowercase_words() {
    let colors: Vec<String> = Color::ALL.iter().map(assert_round_trips).collect();
    assert_eq!(colors, [r#""white""#, r#""black""#]);
    let roles: Vec<String> = Role::ALL.iter().map(assert_round_trips).collect();
    assert_eq!(
        roles,
        [
            r#""pawn""#,
            r#""knight""#,
            r#""bishop""#,
            r#""rook""#,
            r#""queen""#,
            r#""king""#
        ]
    );
    let sides: Vec<String> = CastlingSide::ALL.iter().map(assert_round_trips).collect();
    assert_eq!(sides, [r#""king_side""#, r#""queen_side""#]);
}

#[test]
fn every_piece_is_its_fen_letter() {
    let mut letters = String::new();
    for color in Color::ALL {
        for role in Role::ALL {
            let json = assert_round_trips(&role.of(color));
            letters.push_str(json.trim_matches('"'));
        }
    }
    assert_eq!(letters, "PNBRQKpnbrqk");
    assert_eq!(
        postcard::to_allocvec(&Role::Knight.of(Color::White)).unwrap(),
        b"N"
    );
}

#[test]
fn bitboards_are_their_u64() {
    assert_eq!(assert_round_trips(&Bitboard::EMPTY), "0");
    assert_eq!(assert_round_trips(&(Square::A1 | Square::H1)), "129");
    assert_eq!(
        assert_round_trips(&Bitboard(u64::MAX)),
        "18446744073709551615"
    );
    assert_eq!(
        assert_round_trips(&Bitboard::CORNERS),
        Bitboard::CORNERS.0.to_string()
    );
}

#[test]
fn squares_and_pieces_key_json_objects() {
    let material = BTreeMap::from([
        (Role::Queen.of(Color::White), 1),
        (Role::Pawn.of(Color::Black), 8),
    ]);
    assert_eq!(assert_round_trips(&material), r#"{"Q":1,"p":8}"#);
    let marks = BTreeMap::from([(Square::E4, "centre"), (Square::A1, "corner")]);
    assert_eq!(to_json(&marks), r#"{"a1":"corner","e4":"centre"}"#);
}

#[test]
fn bad_values_are_named_in_the_error() {
    let error = serde_json::from_str::<Square>(r#""i9""#).unwrap_err();
    assert_eq!(
        error.to_string(),
        r#"invalid value: string "i9", expected a square such as "e4" at line 1 column 4"#
    );
    let error = serde_json::from_str::<Piece>(r#""X""#).unwrap_err();
    assert_eq!(
        error.to_string(),
        r#"invalid value: string "X", expected a FEN piece letter such as "N" or "n" at line 1 column 3"#
    );
    let error = serde_json::from_str::<Color>(r#""red""#).unwrap_err();
    assert!(
        error.to_string().starts_with("unknown variant `red`"),
        "{error}"
    );
    let error = postcard::from_bytes::<Square>(&[64]).unwrap_err();
    assert_eq!(error, postcard::Error::SerdeDeCustom);
    let error = postcard::from_bytes::<File>(&[8]).unwrap_err();
    assert_eq!(error, postcard::Error::SerdeDeCustom);
}
