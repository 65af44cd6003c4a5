//! The last report of each line a search is asked for: engines send more than they are asked
//! (lines beyond the MultiPV count) and sometimes less than they mean (an `info` whose score
//! does not read), and neither may replace a good report.

use std::collections::BTreeMap;
use std::vec::Vec;

use crate::Info;

/// The best report so far of each line `1..=wanted`.
pub(crate) struct LineReports {
    wanted: u32,
    by_line: BTreeMap<u32, Info>,
}

impl LineReports {
    /// Reports of the lines `1..=wanted` (MultiPV); others are ignored.
    pub(crate) fn new(wanted: u32) -> LineReports {
        LineReports {
            wanted: wanted.max(1),
            by_line: BTreeMap::new(),
        }
    }

    /// Takes `info` as its line's report if it says more than the one kept: a readable score
    /// replaces anything, a principal variation alone replaces only a report without a score.
    pub(crate) fn report(&mut self, info: &Info) {
        let line = info.multipv.unwrap_or(1);
        if line == 0 || line > self.wanted || score_unreadable(info) {
            return;
        }
        let kept_score = self
            .by_line
            .get(&line)
            .is_some_and(|kept| kept.score.is_some());
        if info.score.is_some() || (!info.pv.is_empty() && !kept_score) {
            self.by_line.insert(line, info.clone());
        }
    }

    /// The reports, in line order.
    pub(crate) fn into_lines(self) -> Vec<Info> {
        self.by_line.into_values().collect()
    }
}

/// Whether the line said `score` without a value that reads (`score cp pv e2e4`): its other
/// fields are suspect too.
fn score_unreadable(info: &Info) -> bool {
    info.score.is_none() && info.unknown.iter().any(|word| word == "score")
}

#[cfg(test)]
mod tests {
    use super::LineReports;
    use crate::{EngineMessage, Info, Score};
    use std::format;
    use std::vec::Vec;

    fn info(line: &str) -> Info {
        match EngineMessage::parse(line) {
            EngineMessage::Info(info) => *info,
            other => panic!("not an info line: {other:?}"),
        }
    }

    fn scores(reports: LineReports) -> Vec<Option<Score>> {
        reports.into_lines().iter().map(|line| line.score).collect()
    }

    #[test]
    fn a_malformed_score_keeps_the_last_good_report() {
        let mut reports = LineReports::new(1);
        reports.report(&info("info depth 1 score cp 20 pv e2e4"));
        reports.report(&info("info depth 2 score cp pv d2d4"));
        let lines = reports.into_lines();
        assert_eq!(lines[0].score, Some(Score::Centipawns(20)));
        assert_eq!(lines[0].depth, Some(1));
    }

    #[test]
    fn a_line_without_score_does_not_replace_one_with() {
        let mut reports = LineReports::new(1);
        reports.report(&info("info depth 1 pv e2e4"));
        reports.report(&info("info depth 1 score cp 20 pv e2e4"));
        reports.report(&info("info depth 2 pv d2d4"));
        assert_eq!(scores(reports), [Some(Score::Centipawns(20))]);
    }

    #[test]
    fn lines_beyond_those_asked_for_are_ignored() {
        let mut reports = LineReports::new(2);
        for line in 1..=4 {
            reports.report(&info(&format!(
                "info multipv {line} score cp {line} pv e2e4"
            )));
        }
        reports.report(&info("info multipv 0 score cp 9 pv e2e4"));
        reports.report(&info("info multipv 2 score cp 7 pv d2d4"));
        assert_eq!(
            scores(reports),
            [Some(Score::Centipawns(1)), Some(Score::Centipawns(7))]
        );
    }
}
