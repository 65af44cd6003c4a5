//! The WebAssembly core of fianchetto's JavaScript package (`js/`), which offers chess.js's
//! `Chess` API: the rules, FEN and SAN are the workspace's (`fianchetto-movegen` and
//! `fianchetto-notation`), boards that are not legal positions movegen's
//! `UncheckedPosition`; this crate only keeps a game and hands numbers and text to the
//! JavaScript wrapper in `js/lib/`, which builds chess.js's objects.
//!
//! Built by `npm run build` in `js/` (`js/scripts/build.mjs`): `cargo build --profile wasm
//! --target wasm32-unknown-unknown -p fianchetto-js`, then `wasm-bindgen`. On the host it
//! compiles as an ordinary library, so its unit tests run with `cargo test -p fianchetto-js`.

mod codes;
mod fen_checks;
mod game;
mod node;
mod san;

use wasm_bindgen::prelude::*;

pub use game::Game;

/// chess.js's `validateFen`: its complaint about `fen` (its exact message), or `undefined`
/// where it accepts it.
#[wasm_bindgen(js_name = validateFen)]
pub fn validate_fen(fen: &str) -> Option<String> {
    fen_checks::complaint(fen).map(str::to_owned)
}
