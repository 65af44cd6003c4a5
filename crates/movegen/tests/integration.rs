//! The integration tests of `fianchetto-movegen`, one binary: published perft suites, a
//! differential test against a simple reference generator, and move-list snapshots.

mod differential;
mod perft_suites;
mod reference;
mod snapshots;
mod support;
