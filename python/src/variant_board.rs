//! `Board`'s methods for the variants' own state and endings (python-chess's
//! `chess.variant`): the variant's win, loss and draw, three-check's remaining checks,
//! crazyhouse's pockets and drop squares, and the variants' `status()`. Standard chess answers
//! them too, as python-chess's `Board` does (no variant ending, no pockets).

use fianchetto::Variant;
use fianchetto::movegen::{Color, Role};
use fianchetto::variant::{
    UncheckedVariantPosition, VariantPositionErrorKinds as Kinds, VariantStatus,
};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyBytes;

use crate::board_state::PyBoard;
use crate::square::color as to_color;

impl PyBoard {
    /// Applies `edit` to the board of `variant`, keeping the move stack (as python-chess's
    /// pockets and remaining checks, which `pop` restores). `ValueError` for a board of
    /// another variant.
    fn edit_variant(
        &mut self,
        variant: Variant,
        edit: impl FnOnce(&mut UncheckedVariantPosition),
    ) -> PyResult<()> {
        if self.variant_board().variant != variant {
            return Err(PyValueError::new_err(format!(
                "not a {} board",
                variant.uci_name()
            )));
        }
        self.edit(edit)
    }

    /// The board now, legal or not, with its variant's state.
    fn variant_board(&self) -> UncheckedVariantPosition {
        match &self.loose {
            Some(game) => game.current.clone(),
            None => crate::loose::unchecked(self.position()),
        }
    }
}

#[pymethods]
impl PyBoard {
    /// Whether the side to move has won by the variant's own rule (always `False` in
    /// standard chess).
    fn is_variant_win(&self) -> bool {
        self.variant_board().is_variant_win()
    }

    /// Whether the side to move has lost by the variant's own rule (always `False` in
    /// standard chess).
    fn is_variant_loss(&self) -> bool {
        self.variant_board().is_variant_loss()
    }

    /// Whether the variant's own rule drew the game (always `False` in standard chess).
    fn is_variant_draw(&self) -> bool {
        self.variant_board().is_variant_draw()
    }

    /// The names of the variant (python-chess's `aliases`): standard chess's here.
    #[classattr]
    fn aliases() -> Vec<&'static str> {
        Variant::Chess.aliases().to_vec()
    }

    /// The variant's name in the XBoard protocol.
    #[classattr]
    fn xboard_variant() -> &'static str {
        "normal"
    }

    /// The file suffix of the variant's Syzygy WDL tables.
    #[classattr]
    fn tbw_suffix() -> &'static str {
        ".rtbw"
    }

    /// The file suffix of the variant's Syzygy DTZ tables.
    #[classattr]
    fn tbz_suffix() -> &'static str {
        ".rtbz"
    }

    /// The magic bytes that open the variant's Syzygy WDL tables.
    #[classattr]
    fn tbw_magic(py: Python<'_>) -> Py<PyBytes> {
        PyBytes::new(py, &[0x71, 0xe8, 0x23, 0x5d]).unbind()
    }

    /// The magic bytes that open the variant's Syzygy DTZ tables.
    #[classattr]
    fn tbz_magic(py: Python<'_>) -> Py<PyBytes> {
        PyBytes::new(py, &[0xd7, 0x66, 0x0c, 0xa5]).unbind()
    }

    /// The suffix of the tables of positions without pawns, where the variant has its own.
    #[classattr]
    fn pawnless_tbw_suffix() -> Option<&'static str> {
        None
    }

    /// As `pawnless_tbw_suffix`, for DTZ tables.
    #[classattr]
    fn pawnless_tbz_suffix() -> Option<&'static str> {
        None
    }

    /// The magic bytes of the pawnless WDL tables, where the variant has its own.
    #[classattr]
    fn pawnless_tbw_magic() -> Option<Vec<u8>> {
        None
    }

    /// The magic bytes of the pawnless DTZ tables, where the variant has its own.
    #[classattr]
    fn pawnless_tbz_magic() -> Option<Vec<u8>> {
        None
    }

    /// Whether the kings may stand next to each other.
    #[classattr]
    fn connected_kings() -> bool {
        false
    }

    /// Whether each side has exactly one king.
    #[classattr]
    fn one_king() -> bool {
        true
    }

    /// Whether a capture, where there is one, must be played.
    #[classattr]
    fn captures_compulsory() -> bool {
        false
    }

    /// The checks White and Black still have to give, in that order (3 each outside
    /// three-check).
    fn _remaining_checks(&self) -> (u8, u8) {
        let checks = self.variant_board().remaining_checks;
        (checks.white, checks.black)
    }

    /// Sets the checks White and Black still have to give (three-check only), the move
    /// stack kept.
    fn _set_remaining_checks(&mut self, white: u8, black: u8) -> PyResult<()> {
        self.edit_variant(Variant::ThreeCheck, |pos| {
            pos.remaining_checks.white = white;
            pos.remaining_checks.black = black;
        })
    }

    /// How many pieces of each type (pawn to king) `color` holds in hand.
    fn _pocket(&self, color: bool) -> [u8; 6] {
        let color = to_color(color);
        let pockets = self.variant_board().pockets;
        Role::ALL.map(|role| pockets.count(color, role))
    }

    /// Sets `color`'s hand to `counts` pieces of each type (pawn to king), the move stack
    /// kept. `ValueError` outside crazyhouse.
    fn _set_pocket(&mut self, color: bool, counts: [u8; 6]) -> PyResult<()> {
        let color = to_color(color);
        self.edit_variant(Variant::Crazyhouse, |pos| {
            for role in Role::ALL {
                while pos.pockets.remove(color, role) {}
                for _ in 0..counts[role as usize] {
                    pos.pockets.add(color, role);
                }
            }
        })
    }

    /// The squares a piece in hand could be dropped on now, as a mask of squares (whether or
    /// not the side to move holds a piece; none outside crazyhouse).
    fn legal_drop_squares_mask(&self) -> u64 {
        let pos = self.variant_board();
        if pos.variant == Variant::Crazyhouse {
            pos.legal_drop_squares().0
        } else {
            0
        }
    }
}

/// python-chess's `STATUS_*` numbers of a status.
pub(crate) fn status_flags(status: &VariantStatus) -> u32 {
    // White's, then Black's (by `Color as usize`).
    const NO_KING: [u32; 2] = [1, 2];
    const TOO_MANY_PAWNS: [u32; 2] = [8, 16];
    const TOO_MANY_PIECES: [u32; 2] = [64, 128];
    const SHARED: [(Kinds, u32); 11] = [
        (Kinds::TOO_MANY_KINGS, 4),
        (Kinds::PAWNS_ON_BACKRANK, 32),
        (Kinds::BAD_CASTLING_RIGHTS, 256),
        (Kinds::INVALID_EP_SQUARE, 512),
        (Kinds::OPPOSITE_CHECK, 1024),
        (Kinds::EMPTY_BOARD, 2048),
        (Kinds::RACE_CHECK, 4096),
        (Kinds::RACE_OVER, 8192),
        (Kinds::RACE_MATERIAL, 16384),
        (Kinds::TOO_MANY_CHECKERS, 32768),
        (Kinds::IMPOSSIBLE_CHECK, 65536),
    ];
    let mut flags = 0;
    for (kind, flag) in SHARED {
        if status.kinds().contains(kind) {
            flags |= flag;
        }
    }
    for color in Color::ALL {
        let index = color as usize;
        if status.no_king(color) {
            flags |= NO_KING[index];
        }
        if status.too_many_pawns(color) {
            flags |= TOO_MANY_PAWNS[index];
        }
        if status.too_many_pieces(color) {
            flags |= TOO_MANY_PIECES[index];
        }
    }
    flags
}
