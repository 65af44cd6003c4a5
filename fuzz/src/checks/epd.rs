//! The `epd` target: EPD records, their operations and accessors, and the written form.

use std::format;
use std::string::{String, ToString};

use super::fen::check_position_fen;
use super::movegen::{CastlingMode, EnPassantMode};
use super::notation::Notation;
use super::notation::epd::Epd;
use super::notation::san::San;

/// Reads `data` as an EPD record and checks what parses.
pub fn check_epd(data: &[u8]) {
    let Ok(epd) = Epd::from_ascii(data) else {
        return;
    };
    check_accessors(&epd);

    let text = epd.to_string();
    let again = Epd::from_ascii(text.as_bytes())
        .unwrap_or_else(|e| panic!("{text:?} was written but does not read back: {e}"));
    assert_eq!(again.operations, epd.operations, "{text}");
    // The clocks are written only as the `hmvc` and `fmvn` operations they were read from; read
    // from bare numbers after the fourth field, they are not written and come back as 0 and 1.
    let mut expected = epd.setup.clone();
    if epd.operation("hmvc").is_none() {
        expected.halfmoves = 0;
    }
    if epd.operation("fmvn").is_none() {
        expected.fullmoves = core::num::NonZeroU32::MIN;
    }
    assert_eq!(again.setup, expected, "{text}");
    assert_eq!(again.to_string(), text, "writing is not canonical");

    for mode in [CastlingMode::Standard, CastlingMode::Chess960] {
        let Ok(pos) = epd.clone().into_position(mode) else {
            continue;
        };
        check_position_fen(&pos);
        let written = Epd::from_position(&pos, EnPassantMode::Legal).to_string();
        let back = Epd::from_ascii(written.as_bytes())
            .unwrap_or_else(|e| panic!("{written:?} was written but does not read back: {e}"))
            .into_position(mode)
            .unwrap_or_else(|e| panic!("{written:?} was written but is not legal: {e}"));
        assert_eq!(
            Epd::from_position(&back, EnPassantMode::Legal).to_string(),
            written
        );
        // `bm` and `am` hold SAN: whatever resolves must be a legal move.
        let moves = epd
            .best_moves()
            .into_iter()
            .chain(epd.avoid_moves())
            .flatten();
        for text in moves {
            let Ok(san) = San::from_ascii(text.as_bytes()) else {
                continue;
            };
            if let Ok(m) = pos.resolve_san(&san) {
                assert!(pos.is_legal(m), "{text} resolved to an illegal move");
            }
        }
    }
}

/// The typed accessors agree with the operations they read.
fn check_accessors(epd: &Epd) {
    fn first<'a>(epd: &'a Epd, opcode: &str) -> Option<&'a str> {
        epd.operation(opcode)
            .and_then(|op| op.operands.first())
            .map(String::as_str)
    }
    assert_eq!(epd.id(), first(epd, "id"));
    for n in 0..=10u8 {
        let expected = if n <= 9 {
            first(epd, &format!("c{n}"))
        } else {
            None
        };
        assert_eq!(epd.comment(n), expected, "c{n}");
    }
    assert_eq!(
        epd.best_moves(),
        epd.operation("bm").map(|op| &op.operands[..])
    );
    assert_eq!(
        epd.avoid_moves(),
        epd.operation("am").map(|op| &op.operands[..])
    );
    let counts = epd.perft_counts();
    assert!(counts.is_sorted(), "perft counts not sorted: {counts:?}");
    for &(depth, nodes) in &counts {
        let from_operation = epd.operations.iter().any(|op| {
            op.opcode
                .strip_prefix('D')
                .and_then(|d| d.parse::<u32>().ok())
                == Some(depth)
                && op.operands.first().and_then(|n| n.parse::<u64>().ok()) == Some(nodes)
        });
        assert!(
            from_operation,
            "perft count {depth} {nodes} from no operation"
        );
    }
}
