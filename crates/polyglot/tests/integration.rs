//! The book reader against python-chess's readings of three books, its errors on files that
//! are not books, and the weighted choice.

mod agreement;
mod choice;
mod expected;
mod format;
