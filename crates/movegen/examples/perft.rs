//! Times bulk-counted perft and prints millions of nodes per second.
//!
//! `cargo run --release -p fianchetto-movegen --example perft [depth] [start|kiwipete]`
//! (defaults: depth 6 from the start position).

use std::time::Instant;

use fianchetto_movegen::perft::perft;
use fianchetto_movegen::{Bitboard, CastlingMode, Color, Position, Role, Setup};

/// Kiwipete (the Chess Programming Wiki's position 2), built field by field.
fn kiwipete() -> Position {
    let mut setup = Setup::empty();
    let pieces: [(Color, Role, &str); 12] = [
        (Color::White, Role::Rook, "a1 h1"),
        (Color::White, Role::King, "e1"),
        (Color::White, Role::Bishop, "d2 e2"),
        (Color::White, Role::Knight, "c3 e5"),
        (Color::White, Role::Queen, "f3"),
        (Color::White, Role::Pawn, "a2 b2 c2 f2 g2 h2 d5 e4"),
        (Color::Black, Role::Rook, "a8 h8"),
        (Color::Black, Role::King, "e8"),
        (Color::Black, Role::Queen, "e7"),
        (Color::Black, Role::Bishop, "a6 g7"),
        (Color::Black, Role::Knight, "b6 f6"),
        (Color::Black, Role::Pawn, "a7 c7 d7 f7 b4 e6 g6 h3"),
    ];
    for (color, role, squares) in pieces {
        for square in squares.split(' ') {
            setup
                .board
                .set_piece_at(square.parse().expect("square"), role.of(color));
        }
    }
    setup.castling_rights = Bitboard::CORNERS;
    Position::from_setup(setup, CastlingMode::Standard).expect("legal position")
}

fn main() {
    let mut args = std::env::args().skip(1);
    let depth: u32 = args.next().and_then(|d| d.parse().ok()).unwrap_or(6);
    let (name, position) = match args.next().as_deref() {
        Some("kiwipete") => ("kiwipete", kiwipete()),
        _ => ("start", Position::new()),
    };
    let start = Instant::now();
    let nodes = perft(&position, depth);
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "perft {depth} ({name}): {nodes} nodes in {seconds:.3} s = {:.1} Mnps",
        nodes as f64 / seconds / 1e6
    );
}
