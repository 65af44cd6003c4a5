//! Turning a move the reader parsed into a legal move (SAN, a move by its squares as SAN reads
//! it, or a null move) and the role of the piece it moves.

use fianchetto_movegen::{Move, Role};

use crate::ReplayError;
use fianchetto_notation::Notation;
use fianchetto_notation::san::{San, SanError};

/// [`resolve`](super::position_tags::resolve), with the role of the piece the move moves (the
/// king, for castling): the SAN knows it ([`Notation::resolve_san_with_role`]), so playing the
/// move needs no lookup. Always inlined, so that the replay's loop and the builder's are
/// specialised for each position type: left to the compiler, SAN resolving stayed out of line,
/// and replaying the 2,000-game corpus on a [`Position`](fianchetto_movegen::Position) took 2%
/// more instructions.
#[inline(always)]
pub(crate) fn resolve_with_role<P: Notation>(
    pos: &P,
    san: San,
) -> Result<Option<(Move, Role)>, ReplayError> {
    match pos.resolve_san_with_role(&san) {
        Ok(found) => Ok(Some(found)),
        Err(e) => resolve_slow(pos, san, e),
    }
}

/// Everything but the SAN that names a legal move: null moves and the errors; `error` says
/// why the SAN names no legal move.
#[cold]
#[inline(never)]
fn resolve_slow<P: Notation>(
    pos: &P,
    san: San,
    error: SanError,
) -> Result<Option<(Move, Role)>, ReplayError> {
    match san {
        San::Null if pos.is_check() => return Err(ReplayError::illegal_move(san, pos)),
        San::Null => return Ok(None),
        _ => {}
    }
    match error {
        SanError::AmbiguousSan { .. } => Err(ReplayError::ambiguous_move(san, pos)),
        _ => Err(ReplayError::illegal_move(san, pos)),
    }
}

#[cfg(test)]
mod tests {
    use std::fs;
    use std::string::String;
    use std::string::ToString;
    use std::vec::Vec;

    use fianchetto_movegen::{CastlingMode, File, MoveList, Position, Role, Square};

    use super::*;
    use crate::replay::position_tags::resolve;
    use crate::replay::start::StartTags;
    use crate::{RawTag, Reader, Skip, Visitor};
    use fianchetto_notation::Notation;
    use fianchetto_notation::san::SanPlus;

    /// The obvious reading of a SAN, for checking [`Notation::resolve_san`]: filter all the
    /// legal moves by what the SAN says (`legal` holds those of `pos`).
    fn naive(san: &San, pos: &Position, legal: &MoveList) -> Result<Move, SanError> {
        let matches = |m: &Move| match *san {
            San::Normal {
                role,
                file,
                rank,
                capture: _,
                to,
                promotion,
            } => {
                !m.is_castle()
                    && m.to() == to
                    && pos.moving_role(*m) == role
                    && m.promotion_role() == promotion
                    && rank.is_none_or(|rank| m.from().rank() == rank)
                    && match file {
                        Some(file) => m.from().file() == file,
                        // A pawn move without a file is a push.
                        None => role != Role::Pawn || m.from().file() == to.file(),
                    }
            }
            San::Castle(side) => m.castling_side() == Some(side),
            San::Drop { role, to } => *m == Move::drop(role, to),
            San::Null => false,
        };
        let mut found = legal.iter().copied().filter(matches);
        match (found.next(), found.next()) {
            (Some(m), None) => Ok(m),
            (Some(_), Some(_)) => Err(SanError::AmbiguousSan { san: *san }),
            (None, _) => match *san {
                // Lenient: a king "move" to where it castles (standard) or onto its castling
                // rook (Chess960) is that castle.
                San::Normal {
                    role: Role::King,
                    to,
                    promotion: None,
                    ..
                } => legal
                    .iter()
                    .copied()
                    .find(|m| {
                        m.is_castle()
                            && to
                                == match pos.castling_mode() {
                                    CastlingMode::Standard => m.king_destination(),
                                    CastlingMode::Chess960 => m.to(),
                                }
                    })
                    .ok_or(SanError::IllegalSan { san: *san }),
                // A pawn SAN with file and rank that no pawn makes is the move between those
                // squares, as python-chess reads it: any piece, castling as either king move.
                San::Normal {
                    role: Role::Pawn,
                    file: Some(file),
                    rank: Some(rank),
                    to,
                    promotion,
                    ..
                } => {
                    let from = Square::from_coords(file, rank);
                    legal
                        .iter()
                        .copied()
                        .find(|m| {
                            m.from() == from
                                && m.promotion_role() == promotion
                                && (m.to() == to || (m.is_castle() && m.king_destination() == to))
                        })
                        .ok_or(SanError::IllegalSan { san: *san })
                }
                _ => Err(SanError::IllegalSan { san: *san }),
            },
        }
    }

    /// Checks [`Notation::resolve_san`] against [`naive`] on every position of the first games
    /// of the corpus: for the SAN of every legal move, for each SAN token as written, and for
    /// every SAN of a piece to a square with any origin file, legal or not.
    struct Check {
        start: StartTags,
        pos: Position,
        moves: usize,
        sans: usize,
        plies: usize,
    }

    impl Check {
        fn play(&mut self, pos: Position, written: SanPlus) -> Result<(), ReplayError> {
            self.pos = match resolve_with_role(&pos, written.san)? {
                Some((m, role)) => {
                    assert_eq!(role, pos.moving_role(m), "{m:?}");
                    pos.play_unchecked(m)
                }
                None => pos.play_null().expect("not in check"),
            };
            Ok(())
        }
    }

    impl Visitor for Check {
        type Output = ();
        type Error = ReplayError;

        fn begin_game(&mut self) {
            self.start.clear();
        }

        fn tag(&mut self, name: &[u8], value: RawTag<'_>) -> Result<(), ReplayError> {
            self.start.tag(name, value);
            Ok(())
        }

        fn end_tags(&mut self) -> Result<Skip, ReplayError> {
            self.pos = self.start.position()?;
            Ok(Skip(false))
        }

        fn san(&mut self, written: SanPlus) -> Result<(), ReplayError> {
            let pos = self.pos;
            let legal = pos.legal_moves();
            for &m in &legal {
                let san = San::from_move(&pos, m);
                assert_eq!(pos.resolve_san(&san), Ok(m), "{san}");
                assert_eq!(naive(&san, &pos, &legal), Ok(m), "{san}");
                self.moves += 1;
            }
            check(&written.san, &pos, &legal);
            // Every SAN of the grid below on every fourth ply: ten thousand a ply, which on
            // every ply made this the slowest test of the workspace.
            self.plies += 1;
            if !self.plies.is_multiple_of(4) {
                return self.play(pos, written);
            }
            let files = [None].into_iter().chain(File::ALL.map(Some));
            for to in Square::ALL {
                for role in Role::ALL {
                    for file in files.clone() {
                        for promotion in [None, Some(Role::Queen), Some(Role::Knight)] {
                            let san = San::Normal {
                                role,
                                file,
                                rank: None,
                                capture: false,
                                to,
                                promotion,
                            };
                            check(&san, &pos, &legal);
                            self.sans += 1;
                        }
                    }
                }
            }
            self.play(pos, written)
        }

        fn begin_variation(&mut self) -> Result<Skip, ReplayError> {
            Ok(Skip(true))
        }

        fn end_game(&mut self) {}
    }

    fn check(san: &San, pos: &Position, legal: &MoveList) {
        assert_eq!(pos.resolve_san(san), naive(san, pos, legal), "{san}");
    }

    #[test]
    fn san_to_move_agrees_with_a_naive_resolver() {
        let mut check = Check {
            start: StartTags::default(),
            pos: Position::new(),
            moves: 0,
            sans: 0,
            plies: 0,
        };
        let mut files: Vec<(String, Vec<u8>)> = fs::read_dir(crate::tests::testdata("pgn"))
            .expect("the test files")
            .map(|entry| {
                let path = entry.expect("a file").path();
                (
                    path.display().to_string(),
                    fs::read(&path).expect("a pgn file"),
                )
            })
            .collect();
        files.push(("games-2k".into(), crate::tests::corpus_2k()));
        for (path, pgn) in files {
            let mut reader = Reader::new(&pgn[..]);
            for _ in 0..100 {
                match reader.read_game(&mut check) {
                    Ok(Some(())) => {}
                    Ok(None) => break,
                    Err(e) => panic!("{path}: {e}"),
                }
            }
        }
        assert!(check.moves > 200_000, "{}", check.moves);
        assert!(check.sans > 2_500_000, "{}", check.sans);
    }

    #[test]
    fn unusual_tokens() {
        let pos = fianchetto_notation::fen::parse_position(
            "r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1",
            CastlingMode::Standard,
        )
        .expect("a legal fen");
        let m = |token: &str| {
            let san = San::from_ascii(token.as_bytes()).map_err(|e| e.to_string())?;
            resolve(&pos, san).map_err(|e| e.to_string())
        };
        assert_eq!(m("O-O"), Ok(Some(Move::castle(Square::E1, Square::H1))));
        assert_eq!(m("Kg1"), Ok(Some(Move::castle(Square::E1, Square::H1))));
        assert!(m("b8").is_err()); // no promotion piece
        assert_eq!(
            m("bxa8=Q"),
            Ok(Some(Move::promotion(Square::B7, Square::A8, Role::Queen)))
        );
        assert_eq!(
            m("exd6"),
            Ok(Some(Move::en_passant(Square::E5, Square::D6)))
        );
        assert_eq!(m("Rad1"), Ok(Some(Move::normal(Square::A1, Square::D1))));
        assert_eq!(m("e1c1"), Ok(Some(Move::castle(Square::E1, Square::A1))));
        assert_eq!(m("--"), Ok(None));
        assert_eq!(m("Z0"), Ok(None));

        let pos = fianchetto_notation::fen::parse_position(
            "4k3/8/8/8/8/8/4K3/R6R w - - 0 1",
            CastlingMode::Standard,
        )
        .expect("a legal fen");
        let san = San::from_ascii(b"Rd1").expect("san");
        assert!(matches!(
            pos.resolve_san(&san),
            Err(SanError::AmbiguousSan { .. })
        ));
        assert!(resolve(&pos, san).is_err());
    }

    #[test]
    fn a_pawn_captures_from_a_neighbouring_file_only() {
        // The pawn on a4 cannot take on c5, however the SAN names its file.
        let pos = fianchetto_notation::fen::parse_position(
            "4k3/8/8/2p5/P7/8/8/4K3 w - - 0 1",
            CastlingMode::Standard,
        )
        .expect("a legal fen");
        let san = San::from_ascii(b"axc5").expect("san");
        assert!(matches!(
            pos.resolve_san(&san),
            Err(SanError::IllegalSan { .. })
        ));
    }

    /// A move given by its squares names the piece on its origin, whatever the SAN's role:
    /// `g1f3` moves a knight under every position type (it was a pawn for the variants).
    #[test]
    fn a_move_by_its_squares_moves_the_piece_on_its_origin() {
        fn role_of_g1f3<P: Notation>(start: P) -> Role {
            let san = San::from_ascii(b"g1f3").expect("san");
            let (m, role) = resolve_with_role(&start, san)
                .expect("legal")
                .expect("not null");
            assert_eq!(m, Move::normal(Square::G1, Square::F3));
            role
        }
        assert_eq!(role_of_g1f3(Position::new()), Role::Knight);
        #[cfg(feature = "variants")]
        {
            use fianchetto_variant::{AnyPosition, Variant, VariantPosition};
            for variant in Variant::ALL {
                if variant == Variant::Horde || variant == Variant::RacingKings {
                    continue; // no knight on g1
                }
                let pos = VariantPosition::new(variant);
                assert_eq!(role_of_g1f3(pos), Role::Knight, "{variant:?}");
                assert_eq!(
                    role_of_g1f3(AnyPosition::from(pos)),
                    Role::Knight,
                    "{variant:?}"
                );
            }
        }
    }
}
