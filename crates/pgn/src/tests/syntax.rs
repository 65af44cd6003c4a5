//! What the reader makes of each construct of PGN's syntax, stated as one event line per game.

use std::borrow::ToOwned;
use std::string::ToString;

use super::{Recorder, check, read_all};
use crate::{RawTag, Reader};

#[test]
fn tags_and_movetext() {
    check(
        "[Event \"Test\"]\n[Site \"?\"]\n\n1. e4 e5 1-0\n",
        &["[Event Test] [Site ?] | e4 e5 1-0"],
    );
}

#[test]
fn move_numbers_in_every_form() {
    check(
        "1.e4 1...e5 2. Nf3 2... Nc6 3. ... Bb5 4 a6 *",
        &["| e4 e5 Nf3 Nc6 Bb5 a6 *"],
    );
    check("12.e4 e5 13..Nf3 0-1", &["| e4 e5 Nf3 0-1"]);
}

#[test]
fn annotations_are_split_off_and_check_marks_kept() {
    check(
        "e4! e5? Nf3!! Nc6?? Bb5!? a6?! Ba4+ Nf6# O-O+! b5!+ e8=Q+ Qd1#+ 1/2-1/2",
        &["| e4 $1 e5 $2 Nf3 $3 Nc6 $4 Bb5 $5 a6 $6 Ba4+ Nf6# O-O+ $1 b5+ $1 e8=Q+ Qd1# 1/2-1/2"],
    );
}

#[test]
fn free_standing_annotations_and_nags() {
    check(
        "e4 !? e5 $14 Nf3 $0 $255 *",
        &["| e4 $5 e5 $14 Nf3 $0 $255 *"],
    );
}

#[test]
fn null_uci_and_lenient_moves_come_parsed() {
    check(
        "1. -- Z0 2. e2e4 0-0 0-0-0 O-O-O e8Q Ng1-f3 *",
        &["| -- -- e2e4 O-O O-O-O O-O-O e8=Q Ng1f3 *"],
    );
    // A drop is SAN (crazyhouse's), so the reader, which knows no rules, hands it on; standard
    // chess's replay refuses it at the token, as an illegal move.
    check("1. e4 N@f3 @e4 *", &["| e4 N@f3 @e4 *"]);
    let mut replay = crate::Replay::new(crate::Replayed::new());
    let game = Reader::new(&b"1. e4 N@f3 *"[..])
        .read_game(&mut replay)
        .expect("kept")
        .expect("a game");
    let error = game.error.expect("an illegal move");
    assert_eq!((game.plies, error.line, error.column), (1, 1, 7));
    assert!(
        error.message.starts_with("illegal move \"N@f3\" in"),
        "{error}"
    );
}

#[test]
fn comments() {
    check(
        "{start} 1. e4 {a [%clk 0:09:57]} e5 ; to the end\n2. Nf3 {multi\nline} *",
        &["| {start} e4 {a [%clk 0:09:57]} e5 { to the end} Nf3 {multi\\nline} *"],
    );
    check("e4 {} {{} *", &["| e4 {} {{} *"]);
}

#[test]
fn crlf_line_ends() {
    check(
        "[Event \"A\"]\r\n\r\n1. e4 ; note\r\ne5 {x\r\ny} 1-0\r\n",
        &["[Event A] | e4 { note} e5 {x\\r\\ny} 1-0"],
    );
}

#[test]
fn percent_escapes_a_line_only_in_column_one() {
    check(
        "% header\n[Event \"A\"]\n% between tags\n\n1. e4\n% in movetext (e5)\ne5 *",
        &["[Event A] | e4 e5 *"],
    );
    assert_eq!(
        super::events("1. e4 % not an escape\n*"),
        [Err(
            "game 1, line 1, column 7: invalid token \"%\"".to_owned()
        )]
    );
}

#[test]
fn nested_variations() {
    check(
        "1. e4 (1. d4 d5 (1... Nf6 2. c4) 2. c4) (1. c4) e5 *",
        &["| e4 ( d4 d5 ( Nf6 c4 ) c4 ) ( c4 ) e5 *"],
    );
}

#[test]
fn a_result_inside_a_variation_does_not_end_the_game() {
    check(
        "1. e4 (1. f3 e5 2. g4 Qh4# 0-1) e5 1-0",
        &["| e4 ( f3 e5 g4 Qh4# ) e5 1-0"],
    );
}

#[test]
fn games_without_tags_or_results() {
    check("1. e4 e5 1-0 1. d4 d5 0-1", &["| e4 e5 1-0", "| d4 d5 0-1"]);
    check(
        "1. e4 e5\n[Event \"B\"]\n1. d4\n",
        &["| e4 e5", "[Event B] | d4"],
    );
    check("[Event \"Only tags\"]\n", &["[Event Only tags] |"]);
    check("", &[]);
    check(" \n\r\n\t ", &[]);
}

#[test]
fn blank_lines_between_tags() {
    check(
        "[A \"1\"]\n\n[B \"2\"]\n\n\n1. e4 *",
        &["[A 1] [B 2] | e4 *"],
    );
}

#[test]
fn tag_values_with_escapes() {
    check(
        r#"[Event "say \"hi\" \\ bye"] [Site ""] [Round   "1" ] *"#,
        &[r#"[Event say "hi" \ bye] [Site ] [Round 1] | *"#],
    );
    assert_eq!(RawTag(br#"a\"b\\c"#).decode().as_ref(), br#"a"b\c"#);
    assert_eq!(RawTag(br"a\nb").decode().as_ref(), br"a\nb");
    assert_eq!(RawTag(b"plain").decode().as_ref(), b"plain");
}

#[test]
fn a_byte_order_mark_before_the_first_game() {
    check("\u{feff}[Event \"A\"]\n*", &["[Event A] | *"]);
}

#[test]
fn lines_broken_mid_move_pair() {
    check(
        "1. e4 e5 2.\nNf3 Nc6 3\n. Bb5 *",
        &["| e4 e5 Nf3 Nc6 Bb5 *"],
    );
}

#[test]
fn skipping_the_movetext() {
    let pgn = "[Event \"A\"]\n1. e4 {c} (1. d4 (1. c4)) e5 1-0\n[Event \"B\"]\n1. d4 *";
    let mut recorder = Recorder {
        skip_movetext: true,
        ..Recorder::default()
    };
    let games = read_all(&mut Reader::new(pgn.as_bytes()), &mut recorder);
    assert_eq!(
        games,
        [Ok("[Event A] |".to_owned()), Ok("[Event B] |".to_owned())]
    );
}

#[test]
fn skipping_variations() {
    let pgn = "1. e4 (1. d4 (1. c4) d5) (1. f4) e5 (1... c5 {x}) 2. Nf3 *";
    let mut recorder = Recorder {
        skip_variations: true,
        ..Recorder::default()
    };
    let games = read_all(&mut Reader::new(pgn.as_bytes()), &mut recorder);
    assert_eq!(games, [Ok("| e4 ( ( e5 ( Nf3 *".to_owned())]);
}

#[test]
fn skip_game_ends_games_where_read_game_does() {
    let pgn = "1. e4 1-0 1. d4 (1. c4 0-1) 0-1\n[Event \"C\"]\n1. c4\n";
    let mut reader = Reader::new(pgn.as_bytes());
    assert!(reader.skip_game().unwrap());
    assert_eq!(
        reader
            .read_game(&mut Recorder::default())
            .unwrap()
            .as_deref(),
        Some("| d4 ( c4 ) 0-1")
    );
    assert!(reader.skip_game().unwrap());
    assert!(!reader.skip_game().unwrap());
    assert_eq!(reader.read_game(&mut Recorder::default()).unwrap(), None);
}

#[test]
fn what_real_files_write_beyond_the_standard() {
    check("1. e4 e5 ½-½", &["| e4 e5 1/2-1/2"]);
    check(
        "e4 +- e5 +/- Nf3 += Nc6 +/= Bb5 *",
        &["| e4 $18 e5 $16 Nf3 $14 Nc6 $14 Bb5 *"],
    );
    check(
        "e4 ± e5 ∓ Nf3 ∞ Nc6 ⩲ Bb5 ⩱ *",
        &["| e4 $16 e5 $17 Nf3 $13 Nc6 $14 Bb5 $15 *"],
    );
    check("e4 e5 0000 Nc6 *", &["| e4 e5 -- Nc6 *"]);
    check(
        "[Event \"The \"Big\" Open\"]\n[Site \"C:\\Games\\\"]\n\n*",
        &["[Event The \"Big\" Open] [Site C:\\Games\\] | *"],
    );
    // A second Event starts the next game, so a game of tags alone is kept apart.
    check(
        "[Event \"a\"]\n[Result \"*\"]\n[Event \"b\"]\n\n1. e4 *",
        &["[Event a] [Result *] |", "[Event b] | e4 *"],
    );
}

/// Words the lexer reads as move tokens are the visitor's to judge; when a replaying visitor
/// rejects an en passant mark or an evaluation written with `-`, `=` and `/`, the reader skips it.
#[test]
fn marks_a_replaying_visitor_rejects_are_skipped() {
    use crate::{Replay, Replayed};
    for (pgn, plies) in [
        ("1. e4 d5 2. e5 f5 3. exf6 e.p. Nxf6 *", 6),
        ("1. e4 d5 2. e5 f5 3. exf6e.p. Nxf6 *", 6),
        ("1. e4 d5 2. e5 f5 3. exf6e.p.+ Nxf6 *", 6),
        ("1. e4 d5 2. e5 f5 3. exf6 ep Nxf6 *", 6),
        ("1. e4 d5 2. e5 f5 3. exf6 e.p Nxf6 *", 6),
        ("1. e4 -+ e5 =+ 2. Nf3 -/+ Nc6 = 3. Bb5 =/+ *", 5),
        ("1. e4 e5 2. Nf3 Nc6 3. Bb5+- a6 *", 6),
    ] {
        let game = Reader::new(pgn.as_bytes())
            .read_game(&mut Replay::new(Replayed::new()))
            .expect("kept")
            .expect("a game");
        assert_eq!((game.plies, game.error), (plies, None), "{pgn}");
    }
}

#[test]
fn a_strict_reader_refuses_what_is_beyond_the_standard() {
    use crate::{Replay, Replayed};
    // Strictly read, `e.p.` is the move tokens `e` and `p`, which replay rejects.
    for pgn in [
        "1. e4 d5 ½-½",
        "1. e4 +- *",
        "1. e4 ± *",
        "1. e4 d5 2. e5 f5 3. exf6 e.p. *",
        "1. e4 d5 2. e5 f5 3. exf6e.p. *",
    ] {
        let replay = |reader: Reader<&[u8]>| {
            let mut reader = reader;
            reader
                .read_game(&mut Replay::new(Replayed::new()))
                .expect("kept")
                .expect("a game")
        };
        let lenient = replay(Reader::from_buf_read(pgn.as_bytes()));
        assert_eq!(lenient.error, None, "{pgn}");
        let strict = replay(Reader::from_buf_read(pgn.as_bytes()).strict());
        assert!(strict.error.is_some(), "{pgn}: {strict:?}");
    }
    // A tag value with stray quotes is no tag pair: strictly, the line is junk before the game.
    let quoted = "[Event \"The \"Big\" Open\"]\n\n1. e4 *";
    let lenient = read_all(
        &mut Reader::new(quoted.as_bytes()),
        &mut Recorder::default(),
    );
    assert_eq!(lenient, [Ok("[Event The \"Big\" Open] | e4 *".to_string())]);
    let strict = read_all(
        &mut Reader::new(quoted.as_bytes()).strict(),
        &mut Recorder::default(),
    );
    let junk = "before the first game, line 1, column 1: invalid tag pair";
    assert_eq!(strict, [Err(junk.to_string()), Ok("| e4 *".to_string())]);
    let two = "[Event \"a\"]\n[Event \"b\"]\n\n*";
    let strict = read_all(
        &mut Reader::new(two.as_bytes()).strict(),
        &mut Recorder::default(),
    );
    assert_eq!(strict.len(), 1, "{strict:?}");
}
