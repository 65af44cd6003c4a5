//! X-FEN castling rights, as python-chess writes a Chess960 position's FEN.

use fianchetto::variant::AnyPosition;
use fianchetto::{Color, Rules, Square};

/// `pos`'s castling rights in X-FEN: `K` or `Q` for a rook with no rook of its side further
/// out on the back rank, else the rook's file letter; White's first, each side's from the
/// h-file down.
pub(crate) fn xfen_castling(pos: &AnyPosition) -> String {
    let board = pos.board();
    let mut out = String::new();
    for color in [Color::White, Color::Black] {
        let Some(king) = board.king_of(color) else {
            continue;
        };
        let rooks = board.by_piece(fianchetto::Role::Rook.of(color));
        let mut rights: Vec<Square> = pos
            .castling_rights()
            .into_iter()
            .filter(|rook| rook.rank() == king.rank())
            .collect();
        rights.sort_by_key(|rook| std::cmp::Reverse(rook.index()));
        for rook in rights {
            let a_side = rook.file() < king.file();
            let outer = rooks
                .into_iter()
                .filter(|&other| other != rook && other.rank() == rook.rank())
                .any(|other| (other.file() < rook.file()) == a_side);
            let letter = match (outer, a_side) {
                (true, _) => rook.file().char(),
                (false, true) => 'q',
                (false, false) => 'k',
            };
            out.push(if color == Color::White {
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
