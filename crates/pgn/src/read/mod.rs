//! Reading PGN text: the [`Reader`](reader::Reader) drives the lexer over its input game by
//! game and hands each token to a [`Visitor`](visitor::Visitor); the parallel reader splits a
//! file between threads; the limits keep memory bounded and recovery decides what an error
//! costs. [`RawTokens`](raw_tokens::RawTokens) hands out the tokens themselves, as python-chess
//! reads them, to a caller that interprets PGN its own way.

pub(crate) mod error;
pub(crate) mod game_base;
pub(crate) mod games;
pub(crate) mod lenient;
pub(crate) mod lexer;
pub(crate) mod limits;
pub(crate) mod parallel;
pub(crate) mod place;
pub(crate) mod raw_tokens;
pub(crate) mod reader;
pub(crate) mod recovery;
pub(crate) mod rewind;
pub(crate) mod scan;
pub(crate) mod skip;
pub(crate) mod state;
pub(crate) mod token;
pub(crate) mod unpack;
pub(crate) mod visitor;
pub(crate) mod words;
