//! `Unpacked` and `Reader::open`: plain, zstd and gzip input read as the plain text is, found by
//! a file's extension or its first bytes; input cut short gives the games before the cut and
//! an error, never a panic; a packing whose feature is off is an error that names the feature.

use std::format;
use std::io;
use std::path::PathBuf;
use std::string::{String, ToString};
use std::vec::Vec;

use crate::{Compression, ParallelReader, Reader, Replay, Summary, Unpacked};

const TWO_GAMES: &[u8] =
    b"[White \"a\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n[White \"b\"]\n\n1. d4 d5 *\n";

/// A file in the temporary folder, removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str, bytes: &[u8]) -> Scratch {
        let path = std::env::temp_dir().join(format!(
            "fianchetto-pgn-unpack-{}-{name}",
            std::process::id()
        ));
        std::fs::write(&path, bytes).expect("a scratch file");
        Scratch(path)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// Each item of `games` as (White, plies, error) or the error's message.
fn outline<R: io::BufRead>(reader: Reader<R>) -> Vec<Result<(String, u32, bool), String>> {
    reader
        .summaries()
        .map(|game| {
            game.map(|game| {
                let white = game.tag("White").unwrap_or("-").to_string();
                (white, game.plies, game.error.is_some())
            })
            .map_err(|e| e.to_string())
        })
        .collect()
}

fn plain_outline() -> Vec<Result<(String, u32, bool), String>> {
    outline(Reader::new(TWO_GAMES))
}

#[test]
fn plain_input_is_read_as_it_is() {
    assert_eq!(plain_outline().len(), 2);
    let input = Unpacked::new(TWO_GAMES).expect("plain");
    assert_eq!(input.compression(), Compression::Plain);
    assert_eq!(outline(Reader::new(input)), plain_outline());
    // Inputs shorter than the bytes sniffed.
    for short in [&b""[..], b"*", b"1. e4"] {
        let mut bytes = Vec::new();
        io::Read::read_to_end(&mut Unpacked::new(short).expect("plain"), &mut bytes).expect("read");
        assert_eq!(bytes, short);
    }
    let file = Scratch::new("two.pgn", TWO_GAMES);
    assert_eq!(
        outline(Reader::open(&file.0).expect("opens")),
        plain_outline()
    );
}

#[test]
fn a_missing_file_is_an_error() {
    let error = Reader::open("/nonexistent/games.pgn").expect_err("no such file");
    assert_eq!(error.kind(), io::ErrorKind::NotFound);
}

#[test]
fn the_opened_input_can_go_to_another_thread() {
    fn send<T: Send + 'static>(_: &T) {}
    let file = Scratch::new("send.pgn", TWO_GAMES);
    let input = Unpacked::open(&file.0).expect("opens");
    send(&input);
    let (games, reading) = ParallelReader::new(2).spawn(input, || Replay::new(Summary::new()));
    assert_eq!(games.count(), 2);
    reading.join().expect("no panic").expect("no error");
}

#[cfg(feature = "zstd")]
mod zstd_input {
    use super::*;
    use crate::ErrorKind;
    use std::ops::ControlFlow;

    fn packed(pgn: &[u8]) -> Vec<u8> {
        zstd::encode_all(pgn, 3).expect("zstd in memory")
    }

    #[test]
    fn is_unpacked_by_its_first_bytes_or_its_name() {
        let zst = packed(TWO_GAMES);
        let input = Unpacked::new(&zst[..]).expect("zstd");
        assert_eq!(input.compression(), Compression::Zstd);
        assert_eq!(outline(Reader::new(input)), plain_outline());
        for name in ["two.pgn.zst", "two.PGN.ZST", "two.pgn", "two"] {
            let file = Scratch::new(name, &zst);
            assert_eq!(
                outline(Reader::open(&file.0).expect("opens")),
                plain_outline(),
                "{name}"
            );
        }
    }

    /// pzstd and seekable zstd begin with a skippable frame (`0x184D2A5?`, little-endian).
    #[test]
    fn a_skippable_frame_first_is_zstd_too() {
        let mut zst = vec![0x5e, 0x2a, 0x4d, 0x18, 4, 0, 0, 0, 1, 2, 3, 4];
        zst.extend(packed(TWO_GAMES));
        let input = Unpacked::new(&zst[..]).expect("zstd");
        assert_eq!(input.compression(), Compression::Zstd);
        assert_eq!(outline(Reader::new(input)), plain_outline());
    }

    #[test]
    fn frames_in_a_row_are_one_input() {
        let mut zst = packed(&TWO_GAMES[..40]);
        zst.extend(packed(&TWO_GAMES[40..]));
        let input = Unpacked::new(&zst[..]).expect("zstd");
        assert_eq!(outline(Reader::new(input)), plain_outline());
    }

    /// The first 300,000 bytes of the packed corpus: every game before the cut, the game it cuts
    /// short kept up to there, then the failure, on one thread or several.
    #[test]
    fn cut_short_gives_the_games_before_the_cut_then_an_error() {
        let path = super::super::testdata("corpus/games-20k.pgn.zst");
        let whole = std::fs::read(path).expect("the corpus");
        let file = Scratch::new("cut.pgn.zst", &whole[..300_000]);
        let items: Vec<_> = Reader::open(&file.0).expect("opens").summaries().collect();
        // python-chess 1.11.2 reads 568 games from the readable prefix, the last cut short.
        let (games, errors): (Vec<_>, Vec<_>) = items.into_iter().partition(Result::is_ok);
        let games: Vec<_> = games.into_iter().map(Result::unwrap).collect();
        assert_eq!(games.len(), 568);
        assert!(games[..567].iter().all(|game| game.error.is_none()));
        let cut = games[567]
            .error
            .as_ref()
            .expect("the last game is cut short");
        assert!(cut.message.ends_with("incomplete frame"), "{cut}");
        let [failure] = &errors[..] else {
            panic!("one failure: {errors:?}")
        };
        let failure = failure.as_ref().expect_err("an error");
        assert!(matches!(failure.kind(), ErrorKind::Io(_)), "{failure}");

        let mut parallel = Vec::new();
        let read = ParallelReader::new(3).chunk_bytes(64 << 10).for_each(
            Unpacked::open(&file.0).expect("opens"),
            || Replay::new(Summary::<fianchetto_movegen::Position>::default()),
            |game| {
                parallel.push(game.expect("no error between games"));
                ControlFlow::Continue(())
            },
        );
        // Compared as shown: `AnyPosition` has no `PartialEq` yet.
        assert_eq!(format!("{parallel:?}"), format!("{games:?}"));
        assert_eq!(
            read.expect_err("the failure").to_string(),
            "incomplete frame"
        );
    }

    #[test]
    fn a_name_that_promises_zstd_wrongly_fails_on_reading() {
        let file = Scratch::new("plain.pgn.zst", TWO_GAMES);
        let items: Vec<_> = Reader::open(&file.0).expect("opens").summaries().collect();
        let [Err(error)] = &items[..] else {
            panic!("one error: {items:?}")
        };
        assert!(matches!(error.kind(), ErrorKind::Io(_)), "{error}");
    }
}

#[cfg(not(feature = "zstd"))]
#[test]
fn zstd_without_its_feature_is_an_error_that_names_it() {
    let error = Unpacked::new(&[0x28, 0xb5, 0x2f, 0xfd, 0][..]).expect_err("no zstd");
    assert_eq!(error.kind(), io::ErrorKind::Unsupported);
    assert!(error.to_string().contains("`zstd` feature"), "{error}");
    let file = Scratch::new("two.pgn.zst", TWO_GAMES);
    let error = Reader::open(&file.0).expect_err("no zstd");
    assert_eq!(error.kind(), io::ErrorKind::Unsupported);
}

#[cfg(feature = "gzip")]
mod gzip_input {
    use super::*;
    use std::io::Write;

    fn packed(pgn: &[u8]) -> Vec<u8> {
        let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
        encoder.write_all(pgn).expect("gzip in memory");
        encoder.finish().expect("gzip in memory")
    }

    #[test]
    fn is_unpacked_by_its_first_bytes_or_its_name() {
        let gz = packed(TWO_GAMES);
        let input = Unpacked::new(&gz[..]).expect("gzip");
        assert_eq!(input.compression(), Compression::Gzip);
        assert_eq!(outline(Reader::new(input)), plain_outline());
        for name in ["two.pgn.gz", "two.pgn"] {
            let file = Scratch::new(name, &gz);
            assert_eq!(
                outline(Reader::open(&file.0).expect("opens")),
                plain_outline(),
                "{name}"
            );
        }
    }

    #[test]
    fn members_in_a_row_are_one_input() {
        let mut gz = packed(&TWO_GAMES[..40]);
        gz.extend(packed(&TWO_GAMES[40..]));
        let input = Unpacked::new(&gz[..]).expect("gzip");
        assert_eq!(outline(Reader::new(input)), plain_outline());
    }

    #[test]
    fn cut_short_gives_the_games_before_the_cut_then_an_error() {
        let gz = packed(TWO_GAMES);
        // Cut inside the second game's packed bytes, before the end of the deflate stream.
        let cut = &gz[..gz.len() - 12];
        let items = outline(Reader::new(Unpacked::new(cut).expect("gzip")));
        assert_eq!(items[0], Ok(("a".to_string(), 4, false)));
        assert!(items.last().expect("an item").is_err(), "{items:?}");
    }

    #[test]
    fn a_name_that_promises_gzip_wrongly_fails_on_reading() {
        let file = Scratch::new("plain.pgn.gz", TWO_GAMES);
        let items: Vec<_> = Reader::open(&file.0).expect("opens").summaries().collect();
        let [Err(error)] = &items[..] else {
            panic!("one error: {items:?}")
        };
        assert!(
            error.to_string().ends_with("invalid gzip header"),
            "{error}"
        );
    }
}

#[cfg(not(feature = "gzip"))]
#[test]
fn gzip_without_its_feature_is_an_error_that_names_it() {
    let error = Unpacked::new(&[0x1f, 0x8b, 8, 0][..]).expect_err("no gzip");
    assert_eq!(error.kind(), io::ErrorKind::Unsupported);
    assert!(error.to_string().contains("`gzip` feature"), "{error}");
}
