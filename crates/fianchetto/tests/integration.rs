//! The facade's integration tests: one binary, a module per subject.

#[cfg(feature = "variants")]
mod error_debug;

#[cfg(feature = "serde")]
mod round_trip;
