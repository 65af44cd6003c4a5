//! Unit tests of the squares, the set operations and the compile-time tables.

extern crate std;

use std::format;
use std::string::ToString;
use std::vec::Vec;

use crate::{
    Bitboard, CastlingSide, Color, Direction, File, Piece, Rank, Role, Square, attacks, bitboard,
    rays, reference,
};

#[test]
fn square_names_round_trip() {
    for square in Square::ALL {
        let name = square.to_string();
        assert_eq!(name.parse::<Square>(), Ok(square));
        assert_eq!(Square::from_coords(square.file(), square.rank()), square);
        assert_eq!(Square::new(square as u32), square);
    }
    for bad in ["", "e", "e9", "i4", "e44", "E4", "4e"] {
        assert!(bad.parse::<Square>().is_err(), "{bad:?} parsed");
    }
    assert_eq!(Square::try_new(64), None);
    assert_eq!(Square::try_from(63u8), Ok(Square::H8));
    assert!(Square::try_from(64u8).is_err());
}

#[test]
fn square_index_layout() {
    assert_eq!(Square::A1 as u8, 0);
    assert_eq!(Square::H1 as u8, 7);
    assert_eq!(Square::A2 as u8, 8);
    assert_eq!(Square::H8 as u8, 63);
    assert_eq!(Square::E4.file(), File::E);
    assert_eq!(Square::E4.rank(), Rank::Fourth);
}

#[test]
fn square_flips_and_offsets() {
    assert_eq!(Square::B1.flip_diagonal(), Square::A2);
    assert_eq!(Square::H1.flip_diagonal(), Square::A8);
    assert_eq!(Square::B2.flip_horizontal(), Square::G2);
    assert_eq!(Square::E2.relative_to(Color::Black), Square::E7);
    assert_eq!(Square::A1.offset(-1, 0), None);
    assert_eq!(Square::H1.offset(1, 0), None);
    assert_eq!(Square::A8.offset(0, 1), None);
    assert_eq!(Square::G1.offset(-1, 2), Some(Square::F3));
    for square in Square::ALL {
        assert_eq!(square.flip_diagonal().flip_diagonal(), square);
        assert_eq!(
            Bitboard::from(square).flip_diagonal(),
            Bitboard::from(square.flip_diagonal())
        );
        assert_eq!(
            Bitboard::from(square).flip_horizontal(),
            Bitboard::from(square.flip_horizontal())
        );
        assert_eq!(
            Bitboard::from(square).flip_vertical(),
            Bitboard::from(square.flip_vertical())
        );
    }
}

#[test]
fn distances() {
    assert_eq!(Square::E4.distance(Square::E4), 0);
    assert_eq!(Square::B1.distance(Square::C3), 2);
    assert_eq!(Square::B1.manhattan_distance(Square::C3), 3);
    assert_eq!(Square::H1.distance(Square::A8), 7);
}

#[test]
fn light_and_dark() {
    assert!(Square::A1.is_dark());
    assert!(Square::H1.is_light());
    assert!(Square::D1.is_light());
    assert_eq!(
        Bitboard::LIGHT_SQUARES | Bitboard::DARK_SQUARES,
        Bitboard::FULL
    );
    for square in Square::ALL {
        assert_eq!(Bitboard::LIGHT_SQUARES.contains(square), square.is_light());
    }
}

#[test]
fn pieces_and_roles() {
    for c in "PNBRQKpnbrqk".chars() {
        assert_eq!(Piece::from_char(c).map(Piece::char), Some(c));
    }
    assert_eq!(Piece::from_char('x'), None);
    assert_eq!("n".parse::<Piece>(), Ok(Role::Knight.of(Color::Black)));
    assert!("nn".parse::<Piece>().is_err());
    assert_eq!(
        CastlingSide::from_files(File::E, File::H),
        CastlingSide::KingSide
    );
    assert_eq!(
        CastlingSide::from_files(File::B, File::A),
        CastlingSide::QueenSide
    );
}

#[test]
fn shifts_never_wrap_across_the_a_and_h_files() {
    let h_file = Bitboard::from_file(File::H);
    let a_file = Bitboard::from_file(File::A);
    assert_eq!(h_file.shift(Direction::East), Bitboard::EMPTY);
    assert_eq!(h_file.shift(Direction::NorthEast), Bitboard::EMPTY);
    assert_eq!(h_file.shift(Direction::SouthEast), Bitboard::EMPTY);
    assert_eq!(a_file.shift(Direction::West), Bitboard::EMPTY);
    assert_eq!(a_file.shift(Direction::NorthWest), Bitboard::EMPTY);
    assert_eq!(a_file.shift(Direction::SouthWest), Bitboard::EMPTY);
    assert_eq!(a_file.shift(Direction::East), Bitboard::from_file(File::B));
    assert_eq!(
        Bitboard::from_rank(Rank::Eighth).shift(Direction::North),
        Bitboard::EMPTY
    );
    for square in Square::ALL {
        for direction in Direction::ALL {
            let expected = square
                .step(direction)
                .map_or(Bitboard::EMPTY, Bitboard::from);
            assert_eq!(
                Bitboard::from(square).shift(direction),
                expected,
                "{square} {direction:?}"
            );
        }
    }
}

#[test]
fn iteration_order_both_ways() {
    let set = Square::H8 | Square::A1 | Square::E4 | Square::B1;
    let forwards: Vec<Square> = set.into_iter().collect();
    assert_eq!(forwards, [Square::A1, Square::B1, Square::E4, Square::H8]);
    let backwards: Vec<Square> = set.into_iter().rev().collect();
    assert_eq!(backwards, [Square::H8, Square::E4, Square::B1, Square::A1]);
    let mut squares = set.into_iter();
    assert_eq!(squares.len(), 4);
    squares.next();
    squares.next_back();
    assert_eq!(squares.len(), 2);
    assert_eq!(Bitboard::FULL.into_iter().collect::<Vec<_>>(), Square::ALL);
    assert_eq!(set.into_iter().collect::<Bitboard>(), set);
}

#[test]
fn set_methods() {
    let set = Bitboard::from(Square::C3);
    assert_eq!(set.single_square(), Some(Square::C3));
    assert_eq!((set | Square::D4).single_square(), None);
    assert_eq!(Bitboard::EMPTY.single_square(), None);
    assert!(!set.more_than_one());
    assert!((set | Square::D4).more_than_one());
    assert_eq!(set.toggle(Square::C3), Bitboard::EMPTY);
    assert_eq!(
        set.with(Square::A1).without(Square::C3),
        Bitboard::from(Square::A1)
    );
    assert_eq!(
        Bitboard::FULL - Bitboard::LIGHT_SQUARES,
        Bitboard::DARK_SQUARES
    );
    assert_eq!(!Bitboard::EMPTY, Bitboard::FULL);
    assert!(Bitboard::CENTER.is_disjoint(Bitboard::EDGES));
    assert_eq!(Bitboard::FULL.first(), Some(Square::A1));
    assert_eq!(Bitboard::FULL.last(), Some(Square::H8));
    assert_eq!(Bitboard::EMPTY.first(), None);
    let mut popped = Bitboard::CORNERS;
    assert_eq!(popped.pop_last(), Some(Square::H8));
    assert_eq!(popped.pop_first(), Some(Square::A1));
    assert_eq!(popped, Square::H1 | Square::A8);
}

#[test]
fn subsets_enumerate_every_subset_once() {
    let mask = reference::rook_relevant_mask(Square::D4);
    let subsets: Vec<Bitboard> = mask.subsets().collect();
    assert_eq!(subsets.len(), 1 << mask.len());
    assert!(subsets.iter().all(|subset| subset.is_subset(mask)));
    let mut sorted = subsets.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted.len(), subsets.len());
    assert_eq!(
        Bitboard::EMPTY.subsets().collect::<Vec<_>>(),
        [Bitboard::EMPTY]
    );
}

#[test]
fn named_constants() {
    assert_eq!(Bitboard::DIAGONAL, Bitboard::DIAGONAL.flip_diagonal());
    assert_eq!(
        Bitboard::ANTI_DIAGONAL,
        Bitboard::DIAGONAL.flip_horizontal()
    );
    assert_eq!(
        Bitboard::CENTER,
        Square::D4 | Square::E4 | Square::D5 | Square::E5
    );
    assert_eq!(
        Bitboard::BACKRANKS,
        Bitboard::backrank(Color::White) | Bitboard::backrank(Color::Black)
    );
    let edges: Bitboard = Square::ALL
        .into_iter()
        .filter(|s| {
            matches!(s.file(), File::A | File::H) || matches!(s.rank(), Rank::First | Rank::Eighth)
        })
        .collect();
    assert_eq!(Bitboard::EDGES, edges);
    assert_eq!(
        Bitboard::FILES.iter().fold(Bitboard::EMPTY, |a, &b| a | b),
        Bitboard::FULL
    );
    assert_eq!(Bitboard::RANKS.iter().map(|r| r.len()).sum::<usize>(), 64);
}

#[test]
fn debug_draws_the_board() {
    let drawing = format!("{:?}", Bitboard::from(Square::A1) | Square::H8);
    let expected = "\
. . . . . . . X
. . . . . . . .
. . . . . . . .
. . . . . . . .
. . . . . . . .
. . . . . . . .
. . . . . . . .
X . . . . . . .
";
    assert_eq!(drawing, expected);
}

#[test]
fn literal_macro_matches_squares() {
    let drawn = bitboard! {
        . . . . . . . X
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . X . . .
        . . . . . . . .
        . . . . . . . .
        X . . . . . . .
    };
    assert_eq!(drawn, Square::A1 | Square::E4 | Square::H8);
}

/// The knight's jumps are the eight steps two squares one way and one the other, each once.
#[test]
fn knight_offsets_are_every_jump_once() {
    let mut jumps: Vec<(i32, i32)> = (-2..=2_i32)
        .flat_map(|files| (-2..=2).map(move |ranks| (files, ranks)))
        .filter(|&(files, ranks)| (files * ranks).abs() == 2)
        .collect();
    let mut offsets = attacks::KNIGHT_OFFSETS.to_vec();
    jumps.sort_unstable();
    offsets.sort_unstable();
    assert_eq!(offsets, jumps);
}

#[test]
fn leaper_tables_match_offsets() {
    for square in Square::ALL {
        let knight: Bitboard = attacks::KNIGHT_OFFSETS
            .into_iter()
            .filter_map(|(f, r)| square.offset(f, r))
            .collect();
        assert_eq!(attacks::knight(square), knight);
        let king: Bitboard = Direction::ALL
            .into_iter()
            .filter_map(|d| square.step(d))
            .collect();
        assert_eq!(attacks::king(square), king);
        for color in Color::ALL {
            let forward = Direction::forward(color).delta().1;
            let pawn: Bitboard = [-1, 1]
                .into_iter()
                .filter_map(|f| square.offset(f, forward))
                .collect();
            assert_eq!(attacks::pawn(color, square), pawn);
        }
    }
    assert_eq!(attacks::knight(Square::A1), Square::B3 | Square::C2);
    assert_eq!(
        attacks::pawn(Color::White, Square::H2),
        Bitboard::from(Square::G3)
    );
}

#[test]
fn between_and_line_agree_with_walking() {
    for a in Square::ALL {
        for b in Square::ALL {
            let mut expected_between = None;
            for direction in Direction::ALL {
                let ray = rays::ray(a, direction);
                if ray.contains(b) {
                    let blocked = reference::slider_attacks(a, b.into(), &[direction]);
                    expected_between = Some(blocked.without(b));
                    let opposite = Direction::ALL[(direction as usize + 4) % 8];
                    assert_eq!(rays::line(a, b), ray | rays::ray(a, opposite) | a);
                }
            }
            match expected_between {
                Some(between) => assert_eq!(rays::between(a, b), between, "{a} {b}"),
                None => {
                    assert_eq!(rays::between(a, b), Bitboard::EMPTY);
                    assert_eq!(rays::line(a, b), Bitboard::EMPTY);
                }
            }
            assert_eq!(rays::between(a, b), rays::between(b, a));
            assert_eq!(rays::line(a, b), rays::line(b, a));
        }
    }
    assert_eq!(
        rays::line(Square::B1, Square::B5),
        Bitboard::from_file(File::B)
    );
}

#[test]
fn reference_walker_stops_at_blockers() {
    let occupied = Square::D6 | Square::F4 | Square::B2;
    let rook = reference::rook_attacks(Square::D4, occupied);
    let expected = bitboard! {
        . . . . . . . .
        . . . . . . . .
        . . . X . . . .
        . . . X . . . .
        X X X . X X . .
        . . . X . . . .
        . . . X . . . .
        . . . X . . . .
    };
    assert_eq!(rook, expected);
    let bishop = reference::bishop_attacks(Square::D4, occupied);
    assert_eq!(bishop.len(), 12); // 4 north-east, 3 south-east, 2 south-west to b2, 3 north-west
    assert!(bishop.contains(Square::B2) && !bishop.contains(Square::A1));
}
