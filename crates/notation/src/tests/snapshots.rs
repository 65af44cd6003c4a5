//! SAN snapshots: every legal move of tricky positions as sorted `uci san` lines, in `src/snapshots/`.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use fianchetto_movegen::{CastlingMode, Position};

use crate::Notation;
use crate::fen;
use crate::san::{San, SanError, SanPlus};
use crate::uci::UciMove;

/// Renders the legal moves of `text` as sorted `uci san` lines, checking on the way that each
/// SAN reads back strictly to its move and that dropping any of its disambiguation makes it
/// ambiguous (so the disambiguation is minimal).
fn render(text: &str, mode: CastlingMode) -> String {
    let pos: Position = fen::parse_position(text, mode).expect(text);
    let mut lines: Vec<String> = pos
        .legal_moves()
        .into_iter()
        .map(|m| {
            let san = pos.san(m);
            let written = san.to_string();
            let read = SanPlus::from_ascii_strict(written.as_bytes()).expect(&written);
            assert_eq!(read, san);
            assert_eq!(read.san.to_move_strict(&pos), Ok(m), "{written}");
            if let San::Normal {
                file, rank, role, ..
            } = san.san
                && role != fianchetto_movegen::Role::Pawn
            {
                for (drop_file, drop_rank) in [(true, false), (false, true)] {
                    if (drop_file && file.is_none()) || (drop_rank && rank.is_none()) {
                        continue;
                    }
                    let mut less = san.san;
                    if let San::Normal { file, rank, .. } = &mut less {
                        if drop_file {
                            *file = None;
                        }
                        if drop_rank {
                            *rank = None;
                        }
                    }
                    assert_eq!(
                        pos.resolve_san(&less),
                        Err(SanError::AmbiguousSan { san: less }),
                        "{written} is not minimal"
                    );
                }
            }
            alloc::format!("{} {}", UciMove::from_move(m, mode), written)
        })
        .collect();
    lines.sort();
    lines.join("\n")
}

macro_rules! snapshot {
    ($name:ident, $mode:expr, $fen:expr) => {
        #[test]
        fn $name() {
            let fen: &str = $fen;
            let rendered = render(fen, $mode);
            insta::with_settings!({
                description => fen.to_string(),
                snapshot_path => "../snapshots",
                prepend_module_to_snapshot => false,
                omit_expression => true,
            }, {
                insta::assert_snapshot!(stringify!($name), rendered);
            });
        }
    };
}

snapshot!(
    san_start,
    CastlingMode::Standard,
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
);
snapshot!(
    san_kiwipete,
    CastlingMode::Standard,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
);
snapshot!(
    san_pinned_knight,
    CastlingMode::Standard,
    "4r1k1/8/8/8/8/8/4N3/1N2K3 w - - 0 1"
);
snapshot!(
    san_four_knights,
    CastlingMode::Standard,
    "4k3/8/8/2N1N3/8/2N1N3/8/4K3 w - - 0 1"
);
snapshot!(
    san_rooks,
    CastlingMode::Standard,
    "3k4/8/8/R6R/8/8/8/R3K3 w - - 0 1"
);
snapshot!(
    san_three_queens_and_promotions,
    CastlingMode::Standard,
    "r1r5/1P5k/8/Q7/8/8/8/Q3Q1K1 w - - 0 1"
);
snapshot!(
    san_castles_black,
    CastlingMode::Standard,
    "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"
);
snapshot!(
    san_chess960_castles,
    CastlingMode::Chess960,
    "4k3/8/8/8/8/8/8/RK4R1 w KQ - 0 1"
);
snapshot!(
    san_en_passant,
    CastlingMode::Standard,
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"
);
snapshot!(
    san_pinned_en_passant,
    CastlingMode::Standard,
    "8/8/8/K2pP2r/8/8/8/7k w - d6 0 1"
);
snapshot!(
    san_back_rank_mate,
    CastlingMode::Standard,
    "6k1/5ppp/8/8/8/8/1b3PPP/R5K1 w - - 0 1"
);
snapshot!(
    san_black_promotes_with_check,
    CastlingMode::Standard,
    "4k3/8/8/8/8/8/1p6/R3K3 b - - 0 1"
);
