//! Progress bars on stderr, drawn only when stderr is a terminal so pipes and logs stay clean.

use std::io::IsTerminal;
use std::time::Instant;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

fn hidden_unless_terminal(bar: ProgressBar) -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        bar.set_draw_target(ProgressDrawTarget::hidden());
    }
    bar
}

/// A bar counting finished root moves of a deep perft.
pub(crate) fn root_moves(total: u64) -> ProgressBar {
    let bar = ProgressBar::new(total).with_style(
        ProgressStyle::with_template(
            "{bar:40} {pos}/{len} root moves, {elapsed} elapsed, ~{eta} left",
        )
        .expect("a valid template"),
    );
    hidden_unless_terminal(bar)
}

/// A bar over the bytes of a PGN file (a spinner when the size is unknown, as for stdin).
pub(crate) fn pgn_bytes(total: Option<u64>) -> ProgressBar {
    let bar = match total {
        Some(total) => ProgressBar::new(total).with_style(
            ProgressStyle::with_template(
                "{bar:40} {bytes}/{total_bytes} {bytes_per_sec}, {msg}, ~{eta} left",
            )
            .expect("a valid template"),
        ),
        None => ProgressBar::new_spinner().with_style(
            ProgressStyle::with_template("{spinner} {bytes} {bytes_per_sec}, {msg}")
                .expect("a valid template"),
        ),
    };
    hidden_unless_terminal(bar)
}

/// A spinner counting analysed games (their number is not known before the file is read).
pub(crate) fn games() -> ProgressBar {
    let bar = ProgressBar::new_spinner().with_style(
        ProgressStyle::with_template("{spinner} {pos} games analysed, {elapsed} elapsed")
            .expect("a valid template"),
    );
    bar.enable_steady_tick(std::time::Duration::from_millis(200));
    hidden_unless_terminal(bar)
}

/// Shows the games read so far and their rate on a [`pgn_bytes`] bar.
pub(crate) fn show_games(bar: &ProgressBar, games: u64, started: Instant) {
    let rate = games as f64 / started.elapsed().as_secs_f64().max(1e-9);
    bar.set_message(format!("{games} games, {rate:.0} games/s"));
}

/// A spinner counting indexed games, with the file being read.
pub(crate) fn games_indexed() -> ProgressBar {
    let bar = ProgressBar::new_spinner().with_style(
        ProgressStyle::with_template("{spinner} {pos} games indexed, {elapsed} elapsed, {msg}")
            .expect("a valid template"),
    );
    bar.enable_steady_tick(std::time::Duration::from_millis(200));
    hidden_unless_terminal(bar)
}
