//! A move's SAN and UCI text appended a character at a time to a game's list, which costs
//! about a third of going through `SanPlus::append_to` and `UciMove::append_to` (they build the
//! text on the stack, then copy it with a `memcpy` call): ~45 instructions a ply of the ~135
//! the two took (callgrind).

use fianchetto::san::{San, SanPlus};
use fianchetto::uci::UciMove;
use fianchetto::{CastlingSide, Square};

/// Appends `san` as [`SanPlus::append_to`] writes it: canonical SAN and its suffix.
#[inline]
pub(crate) fn push_san(out: &mut String, san: &SanPlus) {
    match san.san {
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => {
            if role != fianchetto::Role::Pawn {
                out.push(role.upper_char());
            }
            if let Some(file) = file {
                out.push(file.char());
            }
            if let Some(rank) = rank {
                out.push(rank.char());
            }
            if capture {
                out.push('x');
            }
            push_square(out, to);
            if let Some(promotion) = promotion {
                out.push('=');
                out.push(promotion.upper_char());
            }
        }
        San::Castle(CastlingSide::KingSide) => out.push_str("O-O"),
        San::Castle(CastlingSide::QueenSide) => out.push_str("O-O-O"),
        San::Drop { role, to } => {
            if role != fianchetto::Role::Pawn {
                out.push(role.upper_char());
            }
            out.push('@');
            push_square(out, to);
        }
        San::Null => out.push_str("--"),
    }
    if let Some(suffix) = san.suffix {
        out.push(suffix.char());
    }
}

/// Appends `uci` as [`UciMove::append_to`] writes it.
#[inline]
pub(crate) fn push_uci(out: &mut String, uci: &UciMove) {
    match *uci {
        UciMove::Normal {
            from,
            to,
            promotion,
        } => {
            push_square(out, from);
            push_square(out, to);
            if let Some(role) = promotion {
                out.push(role.char());
            }
        }
        UciMove::Drop { role, to } => {
            out.push(role.upper_char());
            out.push('@');
            push_square(out, to);
        }
        UciMove::Null => out.push_str("0000"),
    }
}

#[inline]
fn push_square(out: &mut String, square: Square) {
    out.push(square.file().char());
    out.push(square.rank().char());
}

#[cfg(test)]
mod tests {
    use fianchetto::san::{San, SanPlus, Suffix};
    use fianchetto::uci::UciMove;
    use fianchetto::{CastlingSide, File, Rank, Role, Square};

    use super::{push_san, push_uci};

    fn same_san(san: SanPlus) {
        let (mut ours, mut theirs) = (String::from("x"), String::from("x"));
        push_san(&mut ours, &san);
        san.append_to(&mut theirs);
        assert_eq!(ours, theirs);
    }

    fn same_uci(uci: UciMove) {
        let (mut ours, mut theirs) = (String::new(), String::new());
        push_uci(&mut ours, &uci);
        uci.append_to(&mut theirs);
        assert_eq!(ours, theirs);
    }

    #[test]
    fn writes_what_append_to_writes() {
        let roles = [
            Role::Pawn,
            Role::Knight,
            Role::Bishop,
            Role::Rook,
            Role::Queen,
            Role::King,
        ];
        for suffix in [None, Some(Suffix::Check), Some(Suffix::Checkmate)] {
            for to in Square::ALL {
                for role in roles {
                    for (file, rank) in [
                        (None, None),
                        (Some(File::A), None),
                        (None, Some(Rank::Eighth)),
                        (Some(File::H), Some(Rank::First)),
                    ] {
                        for capture in [false, true] {
                            for promotion in [None, Some(Role::Queen), Some(Role::Knight)] {
                                let san = San::Normal {
                                    role,
                                    file,
                                    rank,
                                    capture,
                                    to,
                                    promotion,
                                };
                                same_san(SanPlus { san, suffix });
                            }
                        }
                    }
                    same_san(SanPlus {
                        san: San::Drop { role, to },
                        suffix,
                    });
                    same_uci(UciMove::Drop { role, to });
                    for promotion in [None, Some(role)] {
                        same_uci(UciMove::Normal {
                            from: Square::A1,
                            to,
                            promotion,
                        });
                        same_uci(UciMove::Normal {
                            from: to,
                            to: Square::H8,
                            promotion,
                        });
                    }
                }
            }
            for side in [CastlingSide::KingSide, CastlingSide::QueenSide] {
                same_san(SanPlus {
                    san: San::Castle(side),
                    suffix,
                });
            }
            same_san(SanPlus {
                san: San::Null,
                suffix,
            });
        }
        same_uci(UciMove::Null);
    }
}
