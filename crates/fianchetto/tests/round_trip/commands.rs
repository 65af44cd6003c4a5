//! The typed comment commands of PGN: `[%clk]` clocks and `[%eval]` evaluations.

use std::time::Duration;

use fianchetto::pgn::{Clock, Eval};

use super::formats::{assert_round_trips, to_json};

#[test]
fn clocks_are_their_clk_text_in_json_and_a_duration_in_postcard() {
    let clock = Clock(Duration::from_secs(3723));
    assert_eq!(assert_round_trips(&clock), r#""1:02:03""#);
    assert_eq!(postcard::to_allocvec(&clock).unwrap(), [0x8b, 0x1d, 0]);
    let fraction = Clock(Duration::from_millis(7250));
    assert_eq!(assert_round_trips(&fraction), r#""0:00:07.25""#);
    let nanos = Clock(Duration::new(59, 1));
    assert_eq!(assert_round_trips(&nanos), r#""0:00:59.000000001""#);
    let largest = Clock(Duration::new(999_999_999 * 3600 + 3599, 999_999_999));
    assert_eq!(
        assert_round_trips(&largest),
        r#""999999999:59:59.999999999""#
    );
    // Postcard holds any duration; the text no more than nine digits of hours.
    let longer = Clock(Duration::MAX);
    let bytes = postcard::to_allocvec(&longer).unwrap();
    assert_eq!(postcard::from_bytes::<Clock>(&bytes).unwrap(), longer);
    let error = serde_json::to_string(&longer).unwrap_err();
    assert!(
        error.to_string().contains("too long for [%clk] text"),
        "{error}"
    );

    for comment in ["[%clk 0:09:57]", "[%clk 12:00:00]", "[%clk 0:00:00.5]"] {
        let clock = Clock::from_comment(comment).unwrap();
        let json = assert_round_trips(&clock);
        assert_eq!(format!("[%clk {}]", json.trim_matches('"')), comment);
    }
    let error = serde_json::from_str::<Clock>(r#""0:61:00""#).unwrap_err();
    assert!(error.to_string().contains("a clock such as"), "{error}");
}

#[test]
fn evaluations_are_centipawns_or_mate() {
    assert_eq!(
        assert_round_trips(&Eval::Centipawns(17)),
        r#"{"centipawns":17}"#
    );
    assert_eq!(assert_round_trips(&Eval::Mate(-3)), r#"{"mate":-3}"#);
    for eval in [
        Eval::Centipawns(i32::MIN),
        Eval::Centipawns(i32::MAX),
        Eval::Mate(0),
        Eval::Mate(i32::MIN),
    ] {
        assert_round_trips(&eval);
    }
    let read = Eval::from_comment("[%eval -1.5] [%clk 0:09:57]").unwrap();
    assert_eq!(to_json(&read), r#"{"centipawns":-150}"#);
    let per_ply: Vec<(Option<Clock>, Option<Eval>)> = ["[%eval #4] [%clk 0:01:00]", "no commands"]
        .iter()
        .map(|comment| (Clock::from_comment(comment), Eval::from_comment(comment)))
        .collect();
    assert_eq!(
        assert_round_trips(&per_ply),
        r#"[["0:01:00",{"mate":4}],[null,null]]"#
    );
}
