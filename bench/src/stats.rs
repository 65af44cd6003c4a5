//! Summaries of repeated timings: best and median, and how they print.

/// The timings of one contender on one task, one entry per round.
#[derive(Debug, Default, Clone)]
pub struct Samples(pub Vec<f64>);

impl Samples {
    /// The fastest round (infinite when the contender was not run): the least disturbed by other work on a shared machine.
    pub fn best(&self) -> f64 {
        self.0.iter().copied().fold(f64::INFINITY, f64::min)
    }

    /// The middle round (the lower middle for an even count), robust against one slow outlier.
    pub fn median(&self) -> f64 {
        if self.0.is_empty() {
            return f64::INFINITY;
        }
        let mut sorted = self.0.clone();
        sorted.sort_by(f64::total_cmp);
        sorted[(sorted.len() - 1) / 2]
    }
}

/// Adds the timings of several tasks round by round, so a total is one run of all of them.
pub fn sum_rounds<'a>(parts: impl IntoIterator<Item = &'a Samples>) -> Samples {
    let mut total: Vec<f64> = Vec::new();
    for part in parts {
        if total.is_empty() {
            total = vec![0.0; part.0.len()];
        }
        for (t, s) in total.iter_mut().zip(&part.0) {
            *t += s;
        }
    }
    Samples(total)
}

/// How a run is restricted, for profilers and instruction counters.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// Rounds of every contender on every task.
    pub rounds: usize,
    /// Run only the contenders whose name contains this text (e.g. `fianchetto`, `shakmaty`).
    pub only: Option<String>,
    /// Count perft this many plies shallower than the table's depths: small enough for
    /// `valgrind --tool=callgrind`.
    pub shallow: u32,
}

impl Options {
    /// Whether the contender called `name` runs.
    pub fn runs(&self, name: &str) -> bool {
        self.only.as_deref().is_none_or(|only| name.contains(only))
    }
}

/// A rate as `best / median` with `digits` decimals, or `-` when the contender did not run.
pub fn rate(amount: f64, samples: &Samples, digits: usize) -> String {
    if samples.0.is_empty() {
        return "-".into();
    }
    format!(
        "{:.digits$} / {:.digits$}",
        amount / samples.best(),
        amount / samples.median()
    )
}

/// How many times faster `fast` ran than `slow` by best times, or `-` if either did not run.
pub fn ratio(fast: &Samples, slow: &Samples) -> String {
    if fast.0.is_empty() || slow.0.is_empty() {
        return "-".into();
    }
    format!("{:.2}x", slow.best() / fast.best())
}

/// As [`ratio`], by median times.
pub fn median_ratio(fast: &Samples, slow: &Samples) -> String {
    if fast.0.is_empty() || slow.0.is_empty() {
        return "-".into();
    }
    format!("{:.2}x", slow.median() / fast.median())
}
