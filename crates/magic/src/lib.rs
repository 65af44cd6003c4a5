//! Rook, bishop and queen attacks for any occupancy by fancy magic bitboards: a mask, a
//! multiply, a shift and one load from a table that `build.rs` fills at compile time. There is
//! nothing to initialise and no allocation (with the `runtime-tables` feature, the table is
//! filled at run time instead, square by square on first use).
//!
//! This is the slider layer of [fianchetto](https://docs.rs/fianchetto), on top of
//! `fianchetto-bitboard`, whose [`Bitboard`] and [`Square`] it re-exports. Use it directly when
//! you bring your own board representation (an engine, an analysis tool); for positions and
//! legal moves use `fianchetto-movegen` or the `fianchetto` facade, which call it for you.
//!
//! ```
//! use fianchetto_bitboard::bitboard;
//! use fianchetto_magic::{bishop_attacks, queen_attacks, rook_attacks, Square};
//!
//! // Blockers of either color stop a ray and are attacked themselves.
//! let occupied = Square::D6 | Square::F4 | Square::B4 | Square::A1 | Square::H8;
//! assert_eq!(rook_attacks(Square::D4, occupied), bitboard! {
//!     . . . . . . . .
//!     . . . . . . . .
//!     . . . X . . . .
//!     . . . X . . . .
//!     . X X . X X . .
//!     . . . X . . . .
//!     . . . X . . . .
//!     . . . X . . . .
//! });
//! assert_eq!(
//!     queen_attacks(Square::D4, occupied),
//!     rook_attacks(Square::D4, occupied) | bishop_attacks(Square::D4, occupied),
//! );
//! ```
//!
//! # How it works
//! For each square, only the occupancy of its *relevant mask* (the empty-board rays without
//! their edge squares) can change the attacks. A per-square *magic* multiplier hashes those
//! bits to an index: `offset + ((occupied & mask) * magic >> (64 - bits))`. The magics are
//! committed in `src/magics.rs`, found by a seeded search (`cargo xtask magics`); `build.rs`
//! fills the table from them with the reference ray walker of `fianchetto-bitboard` and stops
//! the build if two occupancies with different attacks would share a slot.
//!
//! # Cost
//! - **Memory**: one read-only `static` of 107,648 `u64` (102,400 rook and 5,248 bishop slots),
//!   861,184 bytes (841 KiB), plus 3,072 bytes of per-square entries (128 of 24 bytes).
//! - **Build**: the build script runs in about 60 ms unoptimised, as in every debug build
//!   (measured on a 2-core x86-64 machine: about 43 ms walking the rays for every occupancy,
//!   18 ms writing the 1.7 MB of generated source); rustc then compiles the whole crate,
//!   generated table included, in about 0.25 s.
//! - **Lookup**: about 1.9 ns for a rook, 1.3 ns for a bishop on random squares and
//!   occupancies (`cargo run --release -p fianchetto-magic --example bench_lookup`, AMD EPYC).
//!
//! # Feature flags
//! - `pext` (off): index with the BMI2 `pext` instruction instead of the multiply and shift.
//!   Same table size; the build fails with a clear error unless BMI2 is enabled at compile time
//!   (`RUSTFLAGS="-C target-feature=+bmi2"` or `-C target-cpu=native`). Only worth it where
//!   `pext` is fast: Intel since Haswell and AMD since Zen 3 (it is microcoded and slow before).
//!   Measured with `examples/bench_lookup.rs` on an AMD EPYC: rook 1.9 to 1.4 ns, bishop 1.3
//!   to 1.0 ns per lookup. The one `unsafe` block of the crate calls the intrinsic.
//! - `runtime-tables` (off): the table is not in the binary (861,184 bytes less; it becomes a
//!   zero-initialised `static` of atomics) and each square's slice is filled, by the same
//!   `src/fill.rs` loop and `src/index.rs` index `build.rs` uses, when a lookup first finds it
//!   empty: at most 4,096 slots; [`init`] fills all of it. Each lookup then also checks the
//!   loaded value for zero. Made for the JavaScript package's module, which it cuts by the
//!   table's 43 KB gzipped; perft in Node runs 8% to 15% slower with it. Turns on
//!   `fianchetto-bitboard/runtime-tables` (between and line computed, not tabled). Native
//!   builds leave it off.
//!
//! Otherwise the crate is `#![no_std]` and depends only on `fianchetto-bitboard`.
//!
//! # Related crates
//! - `fianchetto-bitboard`: squares, bitboards, leaper attacks and the reference ray walker.
//! - `fianchetto-movegen`: positions, legal moves, perft.
//! - `fianchetto`: the facade with everything, including FEN, SAN and PGN.

#![no_std]

#[cfg(all(
    feature = "pext",
    not(all(target_arch = "x86_64", target_feature = "bmi2")),
    not(doc)
))]
compile_error!(
    "the `pext` feature of fianchetto-magic needs BMI2 at compile time: build with \
     RUSTFLAGS=\"-C target-feature=+bmi2\" (or -C target-cpu=native), or turn the feature off"
);

mod attacks;
#[cfg(feature = "runtime-tables")]
mod fill;
#[cfg_attr(feature = "pext", allow(dead_code))] // with `pext`, the lookup skips the multiply
mod index;
mod table;

pub use crate::attacks::{bishop_attacks, init, queen_attacks, rook_attacks};
pub use fianchetto_bitboard::{Bitboard, Square};

#[cfg(test)]
mod tests;
