//! Positions the tests draw.

use fianchetto_svg::movegen::{CastlingMode, Position};
use fianchetto_svg::variant::{AnyPosition, Variant, VariantPosition};

/// A crazyhouse position with pieces in both hands, two knights in White's.
pub(crate) const CRAZYHOUSE: &str =
    "r1bqk2r/pppp1ppp/2n2n2/4p3/4P3/8/PPP2PPP/RN1QK1NR/BNNb w KQkq - 0 6";

/// Fool's mate: Black's queen gives mate on h4.
pub(crate) const FOOLS_MATE: &str = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";

pub(crate) fn standard(fen: &str) -> Position {
    Position::from_fen(fen).expect("a valid FEN")
}

pub(crate) fn variant(variant: Variant, fen: &str) -> VariantPosition {
    VariantPosition::from_fen_in(fen, variant, CastlingMode::Standard).expect("a valid FEN")
}

/// Positions of every variant along seeded random games, a few plies apart, for the pixel
/// checks: a wide spread of pieces on every square.
pub(crate) fn playouts() -> Vec<AnyPosition> {
    let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut positions = Vec::new();
    for variant in Variant::ALL {
        let mut pos = AnyPosition::new(variant);
        for ply in 0..60 {
            use fianchetto_svg::movegen::Rules;
            if ply % 12 == 5 {
                positions.push(pos);
            }
            let moves = pos.legal_moves();
            if moves.is_empty() || pos.outcome().is_some() {
                break;
            }
            let m = moves[(next() % moves.len() as u64) as usize];
            pos = pos.play_unchecked(m);
        }
    }
    positions
}
