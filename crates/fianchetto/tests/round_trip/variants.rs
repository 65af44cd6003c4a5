//! Variant positions as their variant and FEN, `AnyPosition`, `Variant` and `Pockets`: every
//! variant's start position, its Chess960 starts, every position of python-chess's variant
//! perft suites (read as Chess960, as its runner does, and as standard chess where that accepts
//! them) and every position one move on from each.

use fianchetto::cursor::GameCursor;
use fianchetto::pgn::{Game, GameBuilder, Reader};
use fianchetto::variant::{AnyPosition, Pockets, Variant, VariantEpd, VariantPosition};
use fianchetto::{CastlingMode, Color, EnPassantMode, Role};

use super::formats::{assert_round_trips, to_json};
use fianchetto::Rules;

// The suites, by file, and the rules they are read with: the variant crate's list (`pub` for
// the variant tests' support module).
#[allow(unreachable_pub)]
#[path = "../../../variant/tests/support/suites.rs"]
mod variant_suites;

/// Everything a variant position is: what `==` compares, the clocks, and the legal moves (a
/// Chess960 position that standard chess accepts too reads back as standard, and plays the
/// same moves).
fn same(mine: &VariantPosition, theirs: &VariantPosition) -> bool {
    mine.eq_with_clocks(theirs) && mine.legal_moves() == theirs.legal_moves()
}

/// Asserts that `positions` come back exactly from JSON and postcard, each and as `AnyPosition`s.
fn assert_positions_round_trip(positions: &[VariantPosition]) {
    let json = to_json(&positions);
    let from_json: Vec<VariantPosition> = serde_json::from_str(&json).expect("reads its json");
    let bytes = postcard::to_allocvec(&positions).expect("serialises to postcard");
    let from_postcard: Vec<VariantPosition> = postcard::from_bytes(&bytes).expect("reads it");
    for read in [from_json, from_postcard] {
        assert_eq!(read.len(), positions.len());
        for (back, pos) in read.iter().zip(positions) {
            assert!(same(back, pos), "{pos:?} read back as {back:?}");
        }
    }
    let any: Vec<AnyPosition> = positions
        .iter()
        .map(|&pos| AnyPosition::from(pos))
        .collect();
    assert_round_trips(&any);
}

/// The suites' positions, read as Chess960 and, where it accepts them, as standard chess.
fn suite_positions() -> Vec<VariantPosition> {
    let dir =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata/variants/perft");
    let mut positions = Vec::new();
    for (file, variant) in variant_suites::PERFT_SUITES {
        let text = std::fs::read_to_string(dir.join(file)).expect("the suite is there");
        for epd in text.lines().filter_map(|line| line.strip_prefix("epd ")) {
            let setup = VariantEpd::from_ascii(epd.as_bytes(), variant).expect("an EPD");
            let chess960 = setup.clone().into_position(CastlingMode::Chess960);
            positions.push(chess960.unwrap_or_else(|e| panic!("{epd}: {e}")));
            if let Ok(standard) = setup.into_position(CastlingMode::Standard) {
                positions.push(standard);
            }
        }
    }
    positions
}

/// Each position and every position one legal move on.
fn and_one_move_on(positions: &[VariantPosition]) -> Vec<VariantPosition> {
    let mut all = positions.to_vec();
    for pos in positions {
        for m in pos.legal_moves() {
            all.push(pos.play(m).expect("a legal move"));
        }
    }
    all
}

#[test]
fn start_positions_as_variant_and_fen() {
    let starts: Vec<VariantPosition> = Variant::ALL.into_iter().map(VariantPosition::new).collect();
    assert_positions_round_trip(&and_one_move_on(&starts));
    assert_eq!(
        to_json(&VariantPosition::new(Variant::Crazyhouse)),
        r#"{"variant":"crazyhouse","fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"}"#
    );
    assert_eq!(
        to_json(&AnyPosition::new(Variant::ThreeCheck)),
        r#"{"variant":"3check","fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1"}"#
    );
}

#[test]
fn chess960_starts_keep_their_mode() {
    let starts: Vec<VariantPosition> = Variant::ALL
        .into_iter()
        .filter_map(|variant| VariantPosition::chess960(variant, 0))
        .chain(
            Variant::ALL
                .into_iter()
                .filter_map(|variant| VariantPosition::chess960(variant, 959)),
        )
        .collect();
    assert!(starts.len() >= 10, "{} Chess960 starts", starts.len());
    assert!(
        starts
            .iter()
            .any(|pos| pos.castling_mode().is_chess960() && pos.castling_rights().any())
    );
    assert_positions_round_trip(&and_one_move_on(&starts));
    // Position 518 is the start position: one position, one form.
    let json = to_json(&VariantPosition::chess960(Variant::Atomic, 518).expect("below 960"));
    assert_eq!(
        json,
        r#"{"variant":"atomic","fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"}"#
    );
    assert_eq!(json, to_json(&VariantPosition::new(Variant::Atomic)));
}

#[test]
fn suite_positions_and_one_move_on() {
    let positions = and_one_move_on(&suite_positions());
    assert_eq!(positions.len(), 1845);
    assert!(positions.iter().any(|pos| pos.promoted().any()));
    assert!(positions.iter().any(|pos| !pos.pockets().is_empty()));
    assert!(
        positions
            .iter()
            .any(|pos| pos.ep_square(EnPassantMode::Always).is_some())
    );
    assert_positions_round_trip(&positions);
}

#[test]
fn variants_as_their_names() {
    for variant in Variant::ALL {
        assert_eq!(
            assert_round_trips(&variant),
            format!("\"{}\"", variant.uci_name())
        );
    }
    assert_eq!(
        serde_json::from_str::<Variant>("\"King of the Hill\"").ok(),
        Some(Variant::KingOfTheHill)
    );
    let err = serde_json::from_str::<Variant>("\"shogi\"").unwrap_err();
    assert!(
        err.to_string().starts_with("unknown variant \"shogi\""),
        "{err}"
    );
}

#[test]
fn pockets_as_fen_letters() {
    let mut pockets = Pockets::EMPTY;
    for (color, role) in [
        (Color::Black, Role::Pawn),
        (Color::White, Role::Queen),
        (Color::Black, Role::Pawn),
    ] {
        pockets.add(color, role);
    }
    assert_eq!(assert_round_trips(&pockets), r#""Qpp""#);
    assert_eq!(assert_round_trips(&Pockets::EMPTY), r#""""#);
    assert!(serde_json::from_str::<Pockets>(r#""Qx""#).is_err());
}

#[test]
fn a_bad_fen_is_an_error_naming_it() {
    let err = serde_json::from_str::<VariantPosition>(
        r#"{"variant":"horde","fen":"8/8/8/8/8/8/8/8 w - - 0 1"}"#,
    )
    .unwrap_err();
    assert!(err.to_string().contains("as Horde"), "{err}");
}

/// A crazyhouse game with a capture, a variation, a drop and a comment.
const CRAZYHOUSE: &str = "[Variant \"Crazyhouse\"]\n\n1. e4 d5 2. exd5 Qxd5 {the queen} 3. Nc3 Qa5 ( 3... Qd8 ) 4. P@b4 Qxb4 *\n";

#[test]
fn a_crazyhouse_game_through_game_of_variant_positions() {
    let game: Game<VariantPosition> = Reader::new(CRAZYHOUSE.as_bytes())
        .read_game(&mut GameBuilder::<VariantPosition>::default())
        .expect("readable pgn")
        .expect("a game");
    assert_eq!(game.mainline.len(), 8);
    assert!(game.errors.is_empty(), "{:?}", game.errors);
    assert_eq!(
        game.end_position()
            .pockets()
            .count(Color::Black, Role::Pawn),
        2
    );
    let json = assert_round_trips(&game);
    assert!(
        json.contains(r#""start":{"variant":"crazyhouse","fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"}"#),
        "{json}"
    );
    assert!(
        json.contains(r#""kind":{"drop":"pawn"}"#) || json.contains("drop"),
        "{json}"
    );
}

#[test]
fn a_variant_cursor_is_its_start_and_moves() {
    let mut cursor =
        GameCursor::new(VariantPosition::chess960(Variant::ThreeCheck, 518).expect("below 960"));
    for san in ["e4", "e5", "Bc4", "Nc6", "Bxf7+", "Kxf7"] {
        cursor
            .push_san(san)
            .unwrap_or_else(|e| panic!("{san}: {e}"));
    }
    let json = to_json(&cursor);
    let from_json: GameCursor<VariantPosition> =
        serde_json::from_str(&json).expect("reads its json");
    let bytes = postcard::to_allocvec(&cursor).expect("serialises to postcard");
    let from_postcard: GameCursor<VariantPosition> =
        postcard::from_bytes(&bytes).expect("reads it");
    for back in [from_json, from_postcard] {
        assert!(same(back.start(), cursor.start()), "{json}");
        assert_eq!(back.moves(), cursor.moves());
        assert!(same(back.position(), cursor.position()));
        assert_eq!(back.position().remaining_checks().white, 2);
        assert_eq!(back.repetitions(), cursor.repetitions());
        assert_eq!(back.outcome(), cursor.outcome());
    }
}

/// A variant name reads as the PGN `Variant` tag reads it: `chess960` reads the FEN as
/// Chess960 even where its `KQkq` would be standard chess's, and a bare `Variant` takes the
/// rules alone.
#[test]
fn a_chess960_name_reads_the_fen_as_chess960() {
    let json = r#"{"variant":"Chess960","fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"}"#;
    let pos: VariantPosition = serde_json::from_str(json).expect("a Chess960 start");
    assert_eq!(
        (pos.variant(), pos.castling_mode()),
        (Variant::Chess, CastlingMode::Chess960)
    );
    let any: AnyPosition = serde_json::from_str(json).expect("a Chess960 start");
    let AnyPosition::Standard(standard) = any else {
        panic!("standard chess is a Position: {any:?}");
    };
    assert_eq!(standard.castling_mode(), CastlingMode::Chess960);
    let plain = json.replace("Chess960", "From Position");
    let pos: VariantPosition = serde_json::from_str(&plain).expect("the start");
    assert_eq!(pos.castling_mode(), CastlingMode::Standard);
    assert_eq!(
        serde_json::from_str::<Variant>(r#""fischerandom""#).ok(),
        Some(Variant::Chess)
    );
    let err = serde_json::from_str::<VariantPosition>(&json.replace("Chess960", "shogi"))
        .expect_err("no such variant");
    assert!(
        err.to_string().contains("unknown variant \"shogi\""),
        "{err}"
    );
}

/// A variant's game from Chess960's position 518, whose FEN is the variant's start position's,
/// comes back in Chess960 through its `chess960` flag, for every position type a cursor or a
/// game holds; and a Chess960 position that standard chess refuses has no standard form.
#[test]
fn a_variant_game_from_position_518_stays_chess960() {
    use fianchetto::Notation;

    let start = VariantPosition::chess960(Variant::Atomic, 518).expect("below 960");
    assert_eq!(start.fen(), VariantPosition::new(Variant::Atomic).fen());
    let cursor = GameCursor::new(start);
    let json = to_json(&cursor);
    assert!(json.contains(r#""chess960":true"#), "{json}");
    let back: GameCursor<VariantPosition> = serde_json::from_str(&json).expect("reads back");
    assert_eq!(back.start().castling_mode(), CastlingMode::Chess960);
    let back: GameCursor<AnyPosition> = serde_json::from_str(&json).expect("reads back");
    assert_eq!(back.start().castling_mode(), CastlingMode::Chess960);
    let game = Game::from_start(start);
    let back: Game<VariantPosition> = serde_json::from_str(&to_json(&game)).expect("reads back");
    assert_eq!(back.start.castling_mode(), CastlingMode::Chess960);

    let zero = VariantPosition::chess960(Variant::Atomic, 0).expect("below 960");
    assert!(zero.in_castling_mode(CastlingMode::Standard).is_none());
    let standard = start
        .in_castling_mode(CastlingMode::Standard)
        .expect("518 is standard chess's start too");
    assert_eq!(standard.castling_mode(), CastlingMode::Standard);
    assert_eq!(standard, start);
}
