//! Every type with a `serde` form, through JSON (self-describing, human-readable) and postcard
//! (compact, not self-describing), with the JSON text checked where it is part of the contract.

mod commands;
mod cursors;
mod engines;
mod formats;
mod games;
mod moves;
mod outcomes;
mod positions;
mod suites;
#[cfg(feature = "syzygy")]
mod tablebases;
#[cfg(feature = "variants")]
mod variants;
mod vocabulary;
