//! `Position::from_setup`: one test per error kind, the `ignore_*` retries, and the error text.

use std::string::ToString;

use super::fen::setup;
use crate::{
    Bitboard, CastlingMode, Color, Position, PositionError, PositionErrorKinds as Kinds, Role,
    Setup, Square,
};

fn standard(fen: &str) -> Result<Position, PositionError> {
    Position::from_setup(setup(fen), CastlingMode::Standard)
}

fn chess960(fen: &str) -> Result<Position, PositionError> {
    Position::from_setup(setup(fen), CastlingMode::Chess960)
}

fn kinds(result: Result<Position, PositionError>) -> Kinds {
    result
        .map(|_| Kinds::empty())
        .unwrap_or_else(|err| err.kinds())
}

#[test]
fn accepts_legal_setups() {
    assert_eq!(
        Position::from_setup(Setup::initial(), CastlingMode::Standard),
        Ok(Position::new())
    );
    assert!(standard("4k3/8/8/8/8/8/8/4K3 w - - 0 1").is_ok());
}

#[test]
fn missing_king() {
    assert_eq!(
        kinds(standard("8/8/8/8/8/8/8/4K3 w - - 0 1")),
        Kinds::MISSING_KING
    );
    assert_eq!(
        kinds(standard("8/8/8/8/8/8/8/8 w - - 0 1")),
        Kinds::MISSING_KING
    );
}

#[test]
fn too_many_kings() {
    assert_eq!(
        kinds(standard("4k3/8/8/8/8/8/8/K3K3 w - - 0 1")),
        Kinds::TOO_MANY_KINGS
    );
}

#[test]
fn too_many_pieces() {
    let err = standard("4k3/8/8/8/8/N7/PPPPPPPP/RNBQKBNR w - - 0 1").unwrap_err();
    assert_eq!(
        err.kinds(),
        Kinds::TOO_MANY_PIECES | Kinds::IMPOSSIBLE_MATERIAL
    );
    // Not ignorable: the move list capacity depends on it.
    assert!(err.clone().ignore_impossible_check().is_err());
    assert!(err.ignore_bad_castling_rights().is_err());
}

#[test]
fn too_many_pawns() {
    let err = standard("4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1").unwrap_err();
    assert_eq!(err.kinds(), Kinds::TOO_MANY_PAWNS);
    assert_eq!(
        err.to_string(),
        "illegal position: more than 8 pawns of one color"
    );
    assert!(err.ignore_impossible_material().is_err(), "not ignorable");
    assert_eq!(
        kinds(standard("4k3/pppppppp/p7/8/8/8/8/4K3 b - - 0 1")),
        Kinds::TOO_MANY_PAWNS
    );
}

#[test]
fn material_beyond_what_promotions_explain() {
    let impossible = [
        // Eight pawns and a second queen.
        "4k3/8/8/8/3Q4/8/PPPPPPPP/3QK3 w - - 0 1",
        // Seven pawns, two extra knights.
        "4k3/8/8/8/8/NN6/PPPPPPP1/1N2K1N1 w - - 0 1",
        // Seven pawns, three bishops on dark squares: two beyond the first.
        "4k3/8/8/8/8/B1B5/PPPPPPP1/2B1K3 w - - 0 1",
        // Black: six pawns, a third rook, two extra queens.
        "rq2k2r/pppppp2/8/8/3q4/q7/r7/7K w - - 0 1",
    ];
    for fen in impossible {
        let err = standard(fen).unwrap_err();
        assert_eq!(err.kinds(), Kinds::IMPOSSIBLE_MATERIAL, "{fen}");
        assert_eq!(
            err.to_string(),
            "illegal position: impossible material: more promoted pieces than missing pawns"
        );
        let pos = err.ignore_impossible_material().expect(fen);
        assert_eq!(pos.board(), &setup(fen).board, "{fen}");
    }
    let possible = [
        // Seven pawns and a second queen.
        "4k3/8/8/8/3Q4/8/PPPPPPP1/3QK3 w - - 0 1",
        // Two bishops on one color and one on the other: one promotion, one missing pawn.
        "4k3/8/8/8/8/B1B5/PPPPPPP1/3BK3 w - - 0 1",
        // No pawns: up to eight promoted pieces.
        "4k3/8/8/8/8/8/QQQQQQQQ/3QK3 b - - 0 1",
    ];
    for fen in possible {
        assert_eq!(kinds(standard(fen)), Kinds::empty(), "{fen}");
    }
    assert_eq!(
        kinds(standard("4k3/8/8/8/8/Q7/QQQQQQQQ/3QK3 b - - 0 1")),
        Kinds::IMPOSSIBLE_MATERIAL
    );
}

#[test]
fn pawns_on_backrank() {
    assert_eq!(
        kinds(standard("P3k3/8/8/8/8/8/8/4K3 w - - 0 1")),
        Kinds::PAWNS_ON_BACKRANK
    );
    assert_eq!(
        kinds(standard("4k3/8/8/8/8/8/8/4K2p w - - 0 1")),
        Kinds::PAWNS_ON_BACKRANK
    );
}

#[test]
fn opposite_check() {
    assert_eq!(
        kinds(standard("4k3/8/8/8/8/8/8/4KR2 w - - 0 1")),
        Kinds::empty()
    );
    assert_eq!(
        kinds(standard("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1")),
        Kinds::OPPOSITE_CHECK
    );
}

#[test]
fn impossible_check() {
    // Three checkers.
    let err = standard("4k3/8/8/8/1b6/8/4r3/R3K2q w - - 0 1").unwrap_err();
    assert_eq!(err.kinds(), Kinds::IMPOSSIBLE_CHECK);
    let pos = err.ignore_impossible_check().expect("ignorable");
    assert_eq!(pos.checkers().len(), 3);
    // Two sliders on one line through the king.
    assert_eq!(
        kinds(standard("4k3/8/8/8/8/8/8/r3K2r w - - 0 1")),
        Kinds::IMPOSSIBLE_CHECK
    );
    // Two knights.
    assert_eq!(
        kinds(standard("4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1")),
        Kinds::IMPOSSIBLE_CHECK
    );
    // A possible double check: knight moved, uncovering a rook.
    assert_eq!(
        kinds(standard("4k3/8/8/8/8/3n4/8/r3K3 w - - 0 1")),
        Kinds::empty()
    );
    // An invalid en passant square is dropped before checks are judged.
    assert_eq!(
        kinds(standard("4k3/8/8/8/3p4/8/8/r3K3 w - d6 0 1")),
        Kinds::INVALID_EP_SQUARE
    );
    // A check the en passant square contradicts: the pawn that just moved neither gave it...
    assert_eq!(
        kinds(standard("4k3/8/8/3p4/8/8/8/r3K3 w - d6 0 1")),
        Kinds::IMPOSSIBLE_CHECK
    );
    assert_eq!(
        kinds(standard("8/8/8/3p4/4K3/8/8/4r2k w - d6 0 1")),
        Kinds::IMPOSSIBLE_CHECK
    );
    // ... nor uncovered it.
    assert_eq!(
        kinds(standard("8/8/8/3p4/8/8/8/k3K2r w - d6 0 1")),
        Kinds::IMPOSSIBLE_CHECK
    );
    // Checks it explains: given by the pawn, or uncovered from its origin.
    assert_eq!(
        kinds(standard("7k/8/8/3p4/4K3/8/8/8 w - d6 0 1")),
        Kinds::empty()
    );
    assert_eq!(
        kinds(standard("2b4k/8/8/3p4/8/7K/8/8 w - d6 0 1")),
        Kinds::empty()
    );
    assert_eq!(
        kinds(standard("7k/1b6/8/3p4/8/5K2/8/8 w - d6 0 1")),
        Kinds::empty()
    );
}

#[test]
fn bad_castling_rights() {
    // Rook missing.
    let err = standard("r3k3/8/8/8/8/8/8/4K3 w q - 0 1").map(|_| ());
    assert_eq!(err, Ok(()));
    let mut bad = setup("r3k3/8/8/8/8/8/8/4K3 w - - 0 1");
    bad.castling_rights = Square::A8 | Square::H8;
    let err = Position::from_setup(bad.clone(), CastlingMode::Standard).unwrap_err();
    assert_eq!(err.kinds(), Kinds::BAD_CASTLING_RIGHTS);
    assert_eq!(err.clone().into_setup(), bad);
    let pos = err.ignore_bad_castling_rights().expect("ignorable");
    assert_eq!(pos.castling_rights(), Bitboard::from(Square::A8));
    // King not on e1 in standard chess, fine in Chess960.
    let mut moved = setup("4k3/8/8/8/8/8/8/R2K4 w - - 0 1");
    moved.castling_rights = Square::A1.into();
    assert_eq!(
        kinds(Position::from_setup(moved.clone(), CastlingMode::Standard)),
        Kinds::BAD_CASTLING_RIGHTS
    );
    assert_eq!(
        kinds(Position::from_setup(moved, CastlingMode::Chess960)),
        Kinds::empty()
    );
    // A rook off the corner in standard chess.
    let mut inner = setup("4k3/8/8/8/8/8/8/1R2K3 w - - 0 1");
    inner.castling_rights = Square::B1.into();
    assert_eq!(
        kinds(Position::from_setup(inner.clone(), CastlingMode::Standard)),
        Kinds::BAD_CASTLING_RIGHTS
    );
    assert_eq!(
        kinds(Position::from_setup(inner, CastlingMode::Chess960)),
        Kinds::empty()
    );
    // Two rights on one side: the outermost stays when ignoring.
    let mut two = setup("4k3/8/8/8/8/8/8/4KRR1 w - - 0 1");
    two.castling_rights = Square::F1 | Square::G1;
    let err = Position::from_setup(two, CastlingMode::Chess960).unwrap_err();
    assert_eq!(err.kinds(), Kinds::BAD_CASTLING_RIGHTS);
    assert_eq!(
        err.ignore_bad_castling_rights().unwrap().castling_rights(),
        Bitboard::from(Square::G1)
    );
    // A right with a piece that is not a rook, or of the wrong color.
    let mut knight = setup("4k3/8/8/8/8/8/8/4K2N w - - 0 1");
    knight.castling_rights = Square::H1.into();
    assert_eq!(
        kinds(Position::from_setup(knight, CastlingMode::Standard)),
        Kinds::BAD_CASTLING_RIGHTS
    );
    assert_eq!(
        kinds(chess960("4k3/8/8/8/8/8/8/4K2R w K - 0 1")),
        Kinds::empty()
    );
}

#[test]
fn invalid_ep_square() {
    let err = standard("4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1").unwrap_err();
    assert_eq!(err.kinds(), Kinds::INVALID_EP_SQUARE); // White to move: it must be Black's pawn
    assert_eq!(
        err.ignore_invalid_ep_square()
            .unwrap()
            .ep_square(crate::EnPassantMode::Always),
        None
    );
    assert_eq!(
        kinds(standard("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1")),
        Kinds::empty()
    );
    assert_eq!(
        kinds(standard("4k3/8/8/8/4P3/4N3/8/4K3 b - e3 0 1")),
        Kinds::INVALID_EP_SQUARE
    );
    assert_eq!(
        kinds(standard("4k3/8/8/8/4P3/8/4N3/4K3 b - e3 0 1")),
        Kinds::INVALID_EP_SQUARE
    );
    assert_eq!(
        kinds(standard("4k3/8/8/8/8/8/8/4K3 b - e3 0 1")),
        Kinds::INVALID_EP_SQUARE
    );
    assert_eq!(
        kinds(standard("4k3/8/8/8/4P3/8/8/4K3 b - e4 0 1")),
        Kinds::INVALID_EP_SQUARE
    );
}

#[test]
fn several_kinds_at_once_and_display() {
    let mut setup = Setup::empty();
    setup
        .board
        .set_piece_at(Square::A1, Role::Pawn.of(Color::White));
    setup
        .board
        .set_piece_at(Square::E1, Role::King.of(Color::White));
    setup.ep_square = Some(Square::C6);
    let err = Position::from_setup(setup, CastlingMode::Standard).unwrap_err();
    assert_eq!(
        err.kinds(),
        Kinds::MISSING_KING | Kinds::PAWNS_ON_BACKRANK | Kinds::INVALID_EP_SQUARE
    );
    assert_eq!(
        err.to_string(),
        "illegal position: missing king, pawns on the back rank, invalid en passant square"
    );
    for kind in err.kinds().iter() {
        let text = std::format!(
            "{}",
            Position::from_setup(Setup::empty(), CastlingMode::Standard).unwrap_err()
        );
        assert!(!text.is_empty());
        assert!(!std::format!("{kind}").chars().any(|c| c.is_uppercase()));
    }
}

#[test]
fn round_trips_through_setup() {
    let position = super::perft::kiwipete();
    let setup = position.to_setup(crate::EnPassantMode::Always);
    assert_eq!(
        Position::from_setup(setup, CastlingMode::Standard),
        Ok(position)
    );
}
