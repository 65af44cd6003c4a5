//! Horde's insufficient material: python-chess's case analysis of what White's few remaining
//! pieces can mate with, given what Black has to obstruct its own king (derived in
//! <https://github.com/stevepapazis/horde-insufficient-material-tests>).

use fianchetto_movegen::{Bitboard, Board, Color, Role, Square};

use super::PerColor;
use super::VariantRules;
use crate::{Variant, VariantPosition, VariantPositionErrorKinds as Kinds};

/// Horde's White: four full ranks of pawns and four more on `b5`, `c5`, `f5`, `g5`.
const HORDE_PAWNS: Bitboard = Bitboard(0x0000_0066_ffff_ffff);

/// Horde's rules: White's 36 pawns and no king against Black's army; a side without pieces
/// has lost.
pub(crate) struct Horde;

impl VariantRules for Horde {
    const VARIANT: Variant = Variant::Horde;

    fn start_board() -> Board {
        let mut board = Board::new();
        for square in Bitboard::RANKS[0] | Bitboard::RANKS[1] {
            board.remove_piece_at(square);
        }
        for square in HORDE_PAWNS {
            board.set_piece_at(square, Role::Pawn.of(Color::White));
        }
        board
    }
    /// Black may castle.
    const START_CASTLING: Bitboard = Bitboard(Bitboard::CORNERS.0 & Bitboard::RANKS[7].0);
    const CHESS960_START: bool = false;

    #[inline(always)]
    fn is_variant_end(pos: &VariantPosition) -> bool {
        Color::ALL
            .into_iter()
            .any(|color| pos.board.by_color(color).is_empty())
    }

    fn is_variant_loss(pos: &VariantPosition) -> bool {
        pos.board.occupied().any() && pos.board.by_color(pos.turn).is_empty()
    }

    fn is_variant_win(pos: &VariantPosition) -> bool {
        pos.board.occupied().any() && pos.board.by_color(!pos.turn).is_empty()
    }

    fn is_variant_draw(pos: &VariantPosition) -> bool {
        pos.board.occupied().is_empty()
    }

    /// Only White can lack material: Black, with its king, always can win.
    fn has_insufficient_material(pos: &VariantPosition, color: Color) -> bool {
        color == Color::White && white_cannot_win(&pos.board)
    }

    /// White needs no king (and may have none), has up to 36 pieces and pawns, and may have
    /// pawns on its first rank.
    fn adjust_status(
        pos: &VariantPosition,
        kinds: &mut Kinds,
        per_color: &mut PerColor,
        _checkers: Bitboard,
        _valid_ep: Option<Square>,
    ) {
        let board = &pos.board;
        let white = Color::White as usize;
        per_color.no_king[white] = false;
        if board.by_color(Color::White).len() <= 36 {
            per_color.too_many_pieces[white] = false;
            per_color.too_many_pawns[white] = false;
        }
        let black_pawns = board.by_piece(Role::Pawn.of(Color::Black));
        if (board.pawns() & Bitboard::RANKS[7]).is_empty()
            && (black_pawns & Bitboard::RANKS[0]).is_empty()
        {
            *kinds = kinds.difference(Kinds::PAWNS_ON_BACKRANK);
        }
        if (board.by_color(Color::White) & board.kings()).any() {
            *kinds |= Kinds::TOO_MANY_KINGS;
        }
    }
}

/// The counts the analysis works with, for one board.
struct Material {
    queens: usize,
    pawns: usize,
    rooks: usize,
    bishops: usize,
    knights: usize,
    dark_bishops: usize,
    light_bishops: usize,
    /// The square color of White's bishops: light if it has a light-squared one.
    bishop_color_light: bool,
    /// White's pieces, with at most two bishops of each square color counted.
    horde_num: usize,
    black_pawns: usize,
    black_bishops: usize,
    black_knights: usize,
    black_rooks: usize,
    black_queens: usize,
    black_dark_bishops: usize,
    black_light_bishops: usize,
    black_num: usize,
}

impl Material {
    fn of(board: &Board) -> Material {
        let white = board.by_color(Color::White);
        let black = board.by_color(Color::Black);
        let count = |side: Bitboard, set: Bitboard| (side & set).len();
        let dark_bishops = count(white, board.bishops() & Bitboard::DARK_SQUARES);
        let light_bishops = count(white, board.bishops() & Bitboard::LIGHT_SQUARES);
        let queens = count(white, board.queens());
        let pawns = count(white, board.pawns());
        let rooks = count(white, board.rooks());
        let knights = count(white, board.knights());
        Material {
            queens,
            pawns,
            rooks,
            bishops: count(white, board.bishops()),
            knights,
            dark_bishops,
            light_bishops,
            bishop_color_light: light_bishops >= 1,
            horde_num: pawns
                + knights
                + rooks
                + queens
                + dark_bishops.min(2)
                + light_bishops.min(2),
            black_pawns: count(black, board.pawns()),
            black_bishops: count(black, board.bishops()),
            black_knights: count(black, board.knights()),
            black_rooks: count(black, board.rooks()),
            black_queens: count(black, board.queens()),
            black_dark_bishops: count(black, board.bishops() & Bitboard::DARK_SQUARES),
            black_light_bishops: count(black, board.bishops() & Bitboard::LIGHT_SQUARES),
            black_num: black.len(),
        }
    }

    /// Black's bishops on the other square color than White's.
    fn black_opposite_bishops(&self) -> usize {
        if self.bishop_color_light {
            self.black_dark_bishops
        } else {
            self.black_light_bishops
        }
    }

    /// Black's bishops on the square color of White's.
    fn black_same_bishops(&self) -> usize {
        if self.bishop_color_light {
            self.black_light_bishops
        } else {
            self.black_dark_bishops
        }
    }

    fn white_bishop_pair(&self) -> bool {
        self.light_bishops >= 1 && self.dark_bishops >= 1
    }

    fn black_bishop_pair(&self) -> bool {
        self.black_light_bishops >= 1 && self.black_dark_bishops >= 1
    }
}

/// python-chess's `HordeBoard.has_insufficient_material(WHITE)` on `board`.
fn white_cannot_win(board: &Board) -> bool {
    let m = Material::of(board);
    if m.horde_num == 0 {
        return true;
    }
    // Four or more white pieces can always mate.
    if m.horde_num >= 4 {
        return false;
    }
    // A pawn or a queen with any other piece: the pawn promotes, the queen mates.
    if (m.pawns >= 1 || m.queens >= 1) && m.horde_num >= 2 {
        return false;
    }
    // A rook with another piece mates, except rook and bishop against a lone king.
    if m.rooks >= 1
        && m.horde_num >= 2
        && !(m.horde_num == 2
            && m.rooks == 1
            && m.bishops == 1
            && m.black_num - m.black_same_bishops() == 1)
    {
        return false;
    }

    match m.horde_num {
        1 => lone_piece_cannot_win(board, &m),
        2 => two_minors_cannot_win(&m),
        3 => {
            // Two knights and a bishop, three knights, or the bishop pair and a minor mate a
            // king in the corner; two same-colored bishops and a knight need a black piece to
            // waste a tempo.
            if (m.knights == 2 && m.bishops == 1) || m.knights == 3 || m.white_bishop_pair() {
                false
            } else {
                m.black_num == 1
            }
        }
        _ => true,
    }
}

/// White has a single piece left (`horde_num == 1`).
fn lone_piece_cannot_win(board: &Board, m: &Material) -> bool {
    if m.black_num == 1 {
        // A lone piece cannot mate a lone king.
        return true;
    }
    if m.queens == 1 {
        // A queen mates a king in the corner hemmed in by a pawn or rook, or by two bishops of
        // one square color.
        return !(m.black_pawns >= 1
            || m.black_rooks >= 1
            || m.black_light_bishops >= 2
            || m.black_dark_bishops >= 2);
    }
    if m.pawns == 1 {
        // The pawn may become a queen or a knight: insufficient only if neither can win.
        let Some(square) = board.by_piece(Role::Pawn.of(Color::White)).first() else {
            return true;
        };
        let promoted_to = |role: Role| {
            let mut board = *board;
            board.set_piece_at(square, role.of(Color::White));
            white_cannot_win(&board)
        };
        return promoted_to(Role::Queen) && promoted_to(Role::Knight);
    }
    if m.rooks == 1 {
        // A rook mates a king on a8 hemmed in by a pawn or rook on a7 and a pawn or knight on
        // b7.
        return !(m.black_pawns >= 2
            || (m.black_rooks >= 1 && m.black_pawns >= 1)
            || (m.black_rooks >= 1 && m.black_knights >= 1)
            || (m.black_pawns >= 1 && m.black_knights >= 1));
    }
    if m.bishops == 1 {
        // A bishop mates only with two black pawns or opposite-colored bishops around the king.
        let opposite = m.black_opposite_bishops();
        return !(opposite >= 2 || (opposite >= 1 && m.black_pawns >= 1) || m.black_pawns >= 2);
    }
    if m.knights == 1 {
        // A smothered mate needs enough black pieces around the king.
        let blockers = m.black_knights >= 2
            || m.black_pawns >= 2
            || (m.black_rooks >= 1 && m.black_knights >= 1)
            || (m.black_rooks >= 1 && m.black_bishops >= 1)
            || (m.black_knights >= 1 && m.black_bishops >= 1)
            || (m.black_rooks >= 1 && m.black_pawns >= 1)
            || (m.black_knights >= 1 && m.black_pawns >= 1)
            || (m.black_bishops >= 1 && m.black_pawns >= 1)
            || (m.black_bishop_pair() && m.black_pawns >= 1);
        let dark_ok = m.black_dark_bishops < 2 || m.black_num - m.black_dark_bishops >= 3;
        let light_ok = m.black_light_bishops < 2 || m.black_num - m.black_light_bishops >= 3;
        return !(m.black_num >= 4 && blockers && dark_ok && light_ok);
    }
    true
}

/// White has two minor pieces left (`horde_num == 2`).
fn two_minors_cannot_win(m: &Material) -> bool {
    if m.black_num == 1 {
        // Two minor pieces cannot mate a lone king.
        return true;
    }
    if m.knights == 2 {
        // Two knights mate a king obstructed by a pawn, bishop or knight.
        return m.black_pawns + m.black_bishops + m.black_knights == 0;
    }
    if m.white_bishop_pair() {
        // The bishop pair mates a king obstructed by a pawn or bishop, or in Boden's pattern.
        return !(m.black_pawns >= 1
            || m.black_bishops >= 1
            || (m.black_knights >= 1 && m.black_rooks + m.black_queens >= 1));
    }
    if m.bishops >= 1 && m.knights >= 1 {
        // Bishop and knight mate a king obstructed by a pawn or an opposite-colored bishop, or
        // by two other pieces.
        return !(m.black_pawns >= 1
            || m.black_opposite_bishops() >= 1
            || m.black_num - m.black_same_bishops() >= 3);
    }
    // Two bishops on one square color: Black must obstruct the squares of the other.
    let opposite = m.black_opposite_bishops();
    let obstructed = (m.black_pawns >= 1 && (opposite >= 1 || m.black_knights >= 1))
        || (opposite >= 1 && m.black_knights >= 1)
        || opposite >= 2
        || m.black_knights >= 2
        || m.black_pawns >= 2;
    !obstructed
}
