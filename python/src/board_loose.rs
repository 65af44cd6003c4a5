//! The helpers `Board`'s methods share between the fast path and a board that is not a legal
//! position (`loose`): its FEN, its pieces, and playing and reading moves on it.

use fianchetto::fen::Fen;
use fianchetto::movegen::{Bitboard, Board, UncheckedPosition};
use fianchetto::notation::Notation;
use fianchetto::san::{San, SanPlus};
use fianchetto::uci::UciMove;
use fianchetto::variant::{UncheckedVariantPosition, VariantFen};
use fianchetto::{EnPassantMode, Rules, Square, Variant};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use crate::board_state::PyBoard;
use crate::errors::{AmbiguousMoveError, IllegalMoveError, InvalidFenError, InvalidMoveError};
use crate::loose;

impl PyBoard {
    /// A board of `variant` from `fen` (the start for `None`): a legal position on the fast
    /// path, any other board FEN describes as a loose one.
    pub(crate) fn parse_any(
        fen: Option<&str>,
        variant: Variant,
        chess960: bool,
    ) -> PyResult<PyBoard> {
        match PyBoard::parse(fen, variant, chess960) {
            Ok(pos) => Ok(PyBoard::from_position(pos)),
            Err(err) => {
                let Some(text) = fen else {
                    return Err(err);
                };
                let mode = fianchetto::CastlingMode::from_chess960(chess960);
                let pos = if variant == Variant::Chess {
                    UncheckedVariantPosition::new(
                        UncheckedPosition::new(parse_setup(text)?, mode),
                        variant,
                    )
                } else {
                    // Text that is no FEN of the variant keeps the parser's first error.
                    let Ok(fen) = VariantFen::from_ascii(text.trim().as_bytes(), variant) else {
                        return Err(err);
                    };
                    UncheckedVariantPosition::from_setup(fen.setup, variant, mode)
                };
                let mut board = PyBoard::from_position(PyBoard::parse(None, variant, false)?);
                board.set_unchecked(pos);
                Ok(board)
            }
        }
    }

    /// The pieces on the board now.
    pub(crate) fn piece_board(&self) -> Board {
        match &self.loose {
            Some(game) => game.current.setup.board,
            None => *self.position().board(),
        }
    }

    /// The FEN with python-chess's defaults (X-FEN castling, a legal en passant square).
    pub(crate) fn plain_fen(&self) -> String {
        match &self.loose {
            Some(game) => loose::fen(&game.current),
            None => self.position().fen(),
        }
    }

    /// The FEN, castling rights in Shredder-FEN if `shredder`, the en passant square where a
    /// capture is legal (`legal`), where a pawn stands ready (`xfen`) or always (`fen`).
    pub(crate) fn fen_as(&self, shredder: bool, en_passant: &str) -> PyResult<String> {
        let fen = self.plain_fen();
        let ep_mode = match en_passant {
            "legal" => EnPassantMode::Legal,
            "xfen" => EnPassantMode::PseudoLegal,
            "fen" => EnPassantMode::Always,
            other => {
                return Err(PyValueError::new_err(format!(
                    "en_passant must be 'legal', 'xfen' or 'fen', not {other:?}"
                )));
            }
        };
        if !shredder && ep_mode == EnPassantMode::Legal {
            return Ok(fen);
        }
        let pos = self.unchecked_or_fast()?;
        let mut fields: Vec<String> = fen.split(' ').map(str::to_owned).collect();
        if fields.len() >= 4 {
            fields[3] = pos
                .ep_square(ep_mode)
                .map_or_else(|| "-".to_owned(), |ep| ep.to_string());
            if shredder {
                fields[2] = shredder_castling(pos.clean_castling_rights());
            }
        }
        Ok(fields.join(" "))
    }

    /// The position as an `UncheckedVariantPosition`, legal or not.
    pub(crate) fn unchecked_or_fast(&self) -> PyResult<UncheckedVariantPosition> {
        self.unchecked()
    }

    /// Plays the pseudo-legal or null move `text` names on the loose game (entering it from
    /// the fast path). Raises `IllegalMoveError` for anything else.
    pub(crate) fn push_loose(&mut self, text: &UciMove) -> PyResult<()> {
        let pos = self.unchecked()?;
        let m = loose::resolve(&pos, text).ok_or_else(|| {
            IllegalMoveError::new_err(format!("illegal move: {text} in {}", self.plain_fen()))
        })?;
        self.loosen()?.push(m);
        self.settle();
        Ok(())
    }

    /// The legal move (or the null move, `--`) `san` names on any board, in UCI.
    pub(crate) fn parse_san_loose(&self, san: &str) -> PyResult<UciMove> {
        let parsed = SanPlus::from_ascii(san.as_bytes())
            .map_err(|_| InvalidMoveError::new_err(format!("invalid san: {san:?}")))?
            .san;
        if parsed == San::Null {
            return Ok(UciMove::Null);
        }
        let pos = self.unchecked()?;
        let board = pos.setup.board;
        let found: Vec<_> = loose::legal_moves(&pos, Bitboard::FULL, Bitboard::FULL)
            .into_iter()
            .filter(|&m| match parsed {
                San::Castle(side) => m.castling_side() == Some(side),
                San::Normal {
                    role,
                    file,
                    rank,
                    to,
                    promotion,
                    ..
                } => {
                    !m.is_castle()
                        && board.role_at(m.from()) == Some(role)
                        && m.to() == to
                        && file.is_none_or(|file| m.from().file() == file)
                        && rank.is_none_or(|rank| m.from().rank() == rank)
                        && m.promotion_role() == promotion
                }
                _ => false,
            })
            .collect();
        match found.as_slice() {
            [m] => Ok(loose::uci(&pos, Some(*m))),
            [] => Err(IllegalMoveError::new_err(format!(
                "illegal san: {san:?} in {}",
                self.plain_fen()
            ))),
            _ => Err(AmbiguousMoveError::new_err(format!(
                "ambiguous san: {san:?} in {}",
                self.plain_fen()
            ))),
        }
    }
}

/// The setup a FEN describes, legal or not. Raises `InvalidFenError` for text that is no FEN.
pub(crate) fn parse_setup(text: &str) -> PyResult<fianchetto::movegen::Setup> {
    let mut setup = Fen::from_ascii(text.trim().as_bytes())
        .map(Fen::into_setup)
        .map_err(|err| InvalidFenError::new_err(format!("{err}: {text:?}")))?;
    if let Some(field) = text.split_whitespace().nth(2) {
        setup.castling_rights = castling_as_python_chess(&setup.board, field);
    }
    Ok(setup)
}

/// The castling rights a FEN's castling field names, read as python-chess reads them on any
/// board: `K` the highest rook of the back rank if it stands beyond the side's highest king,
/// else the h-file corner; `Q` the lowest rook if it stands before that king (none where the
/// back rank has no rook), else the a-file corner; a file letter that file's back-rank square.
/// On a legal position this is X-FEN's and Shredder-FEN's reading.
pub(crate) fn castling_as_python_chess(board: &Board, field: &str) -> Bitboard {
    let mut rights = Bitboard::EMPTY;
    for flag in field.chars().filter(|&flag| flag != '-') {
        let color = if flag.is_ascii_uppercase() {
            fianchetto::Color::White
        } else {
            fianchetto::Color::Black
        };
        let backrank = Bitboard::backrank(color);
        let rooks = board.rooks() & board.by_color(color) & backrank;
        let king = (board.kings() & board.by_color(color)).last();
        let corner = |file: fianchetto::File| backrank & Bitboard::from_file(file);
        rights |= match flag.to_ascii_lowercase() {
            'q' => match king {
                // Before the king, or an empty back rank (whose "lowest rook" is none).
                Some(king) if rooks.first().is_none_or(|rook| rook < king) => {
                    rooks.first().map_or(Bitboard::EMPTY, Bitboard::from)
                }
                _ => corner(fianchetto::File::A),
            },
            'k' => match (king, rooks.last()) {
                (Some(king), Some(rook)) if king < rook => Bitboard::from(rook),
                _ => corner(fianchetto::File::H),
            },
            letter => match fianchetto::File::from_char(letter) {
                Some(file) => corner(file),
                None => Bitboard::EMPTY,
            },
        };
    }
    rights
}

/// Castling rights in Shredder-FEN: the rooks' files, White's upper case, the king side first.
fn shredder_castling(rights: Bitboard) -> String {
    let mut out = String::new();
    for rank_squares in [Bitboard::RANKS[0], Bitboard::RANKS[7]] {
        let mut rooks: Vec<Square> = (rights & rank_squares).into_iter().collect();
        rooks.reverse();
        for rook in rooks {
            let letter = rook.file().char();
            out.push(if rank_squares == Bitboard::RANKS[0] {
                letter.to_ascii_uppercase()
            } else {
                letter
            });
        }
    }
    if out.is_empty() {
        out.push('-');
    }
    out
}
