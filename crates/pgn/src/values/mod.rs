//! The values a game's text holds, read without the rules: tag values, comments with the
//! `[%clk]` and `[%eval]` commands they carry, and the result token.

pub(crate) mod commands;
pub(crate) mod comment;
pub(crate) mod game_result;
pub(crate) mod tag;
