//! `fianchetto show --svg/--png` and `fianchetto gif`: the library's pictures, written whole,
//! and usage errors that name the bad value.

use fianchetto::svg::{Arrow, Mark, Picture, Rgba, Theme};
use fianchetto::variant::{AnyPosition, Variant, VariantPosition};
use fianchetto::{CastlingMode, Color, Move, Position, Role, Square};

use crate::gif_decode::decode;
use crate::support::{ScratchDir, run};
use crate::tinted::tinted_squares;

const FOOLS_MATE: &str = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";

#[test]
fn show_svg_is_the_librarys_picture_with_every_option() {
    let dir = ScratchDir::new("show-svg");
    let file = dir.path("board.svg");
    let args = [
        "show",
        FOOLS_MATE,
        "--svg",
        &file,
        "--arrow",
        "g1f3",
        "--arrow",
        "e2:red",
        "--mark",
        "c4",
        "--mark",
        "d5:#ff000060",
        "--flip",
        "--size",
        "320",
        "--last-move",
        "d8h4",
        "--theme",
        "blue",
        "--cross",
        "f2",
        "--cross",
        "g3",
        "--borders",
    ];
    let shown = run(&args);
    assert!(
        shown.success() && shown.stdout.is_empty() && shown.stderr.is_empty(),
        "{shown:?}"
    );
    let expected = Picture::of(&Position::from_fen(FOOLS_MATE).unwrap())
        .arrow(Arrow::new(Square::G1, Square::F3))
        .arrow(Arrow::new(Square::E2, Square::E2).with_paint(Rgba::RED))
        .mark(Mark::new(Square::C4))
        .mark(Mark::new(Square::D5).with_paint(Rgba::new(255, 0, 0, 0x60)))
        .orientation(Color::Black)
        .size(320)
        .last_move(Move::normal(Square::D8, Square::H4))
        .theme(Theme::BLUE)
        .cross(Square::F2)
        .cross(Square::G3)
        .borders(true)
        .to_svg();
    assert_eq!(std::fs::read_to_string(&file).unwrap(), expected);
    // `-` writes it on stdout.
    let mut to_stdout = args;
    to_stdout[3] = "-";
    assert_eq!(run(&to_stdout).stdout, expected);
    assert_eq!(dir.names(), ["board.svg"], "no temporary file is left");
}

#[test]
fn show_png_of_a_crazyhouse_position_is_the_librarys_rendering() {
    let dir = ScratchDir::new("show-png");
    let fen = "r1bqk2r/pppp1ppp/2n2n2/4p3/4P3/8/PPP2PPP/RN1QK1NR/BNNb w KQkq - 0 6";
    let (png, svg) = (dir.path("zh.png"), dir.path("zh.svg"));
    let shown = run(&[
        "show",
        fen,
        "--variant",
        "crazyhouse",
        "--png",
        &png,
        "--svg",
        &svg,
        "--no-coordinates",
        "--last-move",
        "N@c6",
    ]);
    assert!(shown.success(), "{shown:?}");
    let pos =
        VariantPosition::from_fen_in(fen, Variant::Crazyhouse, CastlingMode::Standard).unwrap();
    let picture = Picture::of(&AnyPosition::Variant(pos))
        .coordinates(false)
        .last_move(Move::drop(Role::Knight, Square::C6));
    assert_eq!(std::fs::read(&png).unwrap(), picture.to_png().unwrap());
    assert_eq!(std::fs::read_to_string(&svg).unwrap(), picture.to_svg());
    assert_eq!(picture.pixel_size(), (360, 460));
}

#[test]
fn bad_squares_arrows_colours_and_themes_are_usage_errors_naming_them() {
    for (args, named) in [
        (
            &["show", "--svg", "-", "--mark", "e9"][..],
            "\"e9\" is not a square",
        ),
        (
            &["show", "--svg", "-", "--mark", "e4:pink"],
            "not a colour: \"pink\"",
        ),
        (
            &["show", "--svg", "-", "--arrow", "e2e9"],
            "not an arrow: \"e2e9\"",
        ),
        (
            &["show", "--svg", "-", "--arrow", "e2e4:#12345"],
            "not a colour: \"#12345\"",
        ),
        (
            &["show", "--png", "-", "--theme", "purple"],
            "no theme \"purple\"",
        ),
        (&["show", "--svg", "-", "--last-move", "e2e"], "e2e"),
        (
            &["show", "--svg", "-", "--last-move", "0000"],
            "the null move",
        ),
        (&["show", "--svg", "-", "--size", "0"], "--size"),
        (&["show", "--arrow", "e2e4"], "--svg"),
        (
            &["gif", "x.pgn", "-o", "x.gif", "--delay", "abc"],
            "--delay",
        ),
        (
            &["gif", "x.pgn", "-o", "x.gif", "--delay", "60001"],
            "--delay",
        ),
    ] {
        let shown = run(args);
        assert_eq!(shown.code, Some(2), "{args:?}: {shown:?}");
        assert!(
            shown.stderr.starts_with("error: ") && shown.stderr.contains(named),
            "{args:?}: {shown:?}"
        );
        assert!(shown.stdout.is_empty());
    }
    // A style without a picture to draw, two pictures on stdout.
    let shown = run(&["show", "--size", "300"]);
    assert_eq!(shown.code, Some(2));
    assert_eq!(
        shown.stderr,
        "error: --size, --theme, --no-coordinates and --borders need --svg or --png\n"
    );
    let shown = run(&["show", "--svg", "-", "--png", "-"]);
    assert_eq!(shown.code, Some(2));
    assert_eq!(
        shown.stderr,
        "error: --svg - and --png - cannot both write to stdout\n"
    );
    assert!(shown.stdout.is_empty());
    let shown = run(&["show", "--svg", "same", "--png", "same"]);
    assert_eq!(shown.code, Some(2));
    assert_eq!(
        shown.stderr,
        "error: --svg and --png name the same file \"same\"\n"
    );
}

const GAMES: &str = "[Event \"one\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n\n\
    [Event \"two\"]\n[Variant \"Crazyhouse\"]\n\n1. e4 d5 2. exd5 Qxd5 3. Nc3 Qd8 4. P@d5 *\n\n\
    [Event \"three\"]\n\n1. f3 e5 2. Kf2 Qh4+ 3. Ke3 Qe4+ 4. Kf5 *\n";

#[test]
fn gif_draws_a_frame_a_ply_of_the_game_asked_for() {
    let dir = ScratchDir::new("gif");
    let pgn = dir.file("games.pgn", GAMES.as_bytes());
    let out = dir.path("game.gif");
    let made = run(&["gif", &pgn, "-o", &out, "--delay", "250", "--size", "200"]);
    assert!(
        made.success() && made.stderr.is_empty() && made.stdout.is_empty(),
        "{made:?}"
    );
    let gif = decode(&std::fs::read(&out).unwrap());
    assert!(gif.repeats);
    // The last picture shown is the last position: Black's pawn on a6 (the middle of a6 at half
    // size, 20 + 22.5 and 20 + 2 * 45 + 22.5 halved), and a7 empty (a dark square).
    let pixel = |x: usize, y: usize| gif.last[y * 200 + x];
    assert!(pixel(21, 66)[0] < 60, "{:?} on a6", pixel(21, 66));
    assert!(pixel(21, 43)[0] > 150, "{:?} on a7", pixel(21, 43));
    let (size, first) = (gif.size, gif.frames);
    assert_eq!(size, (200, 200));
    assert_eq!(first.len(), 7, "the start and 6 plies");
    assert_eq!(first[0], (0, 0, 200, 200, 25));
    assert!(first[1..6].iter().all(|f| f.4 == 25));
    assert_eq!(
        first[6].4, 75,
        "the last position shows three times as long"
    );
    // The crazyhouse game, flipped, with its pockets: taller than wide.
    let made = run(&["gif", &pgn, "-o", &out, "--game", "2", "--flip"]);
    assert!(made.success(), "{made:?}");
    let gif = decode(&std::fs::read(&out).unwrap());
    let (size, second) = (gif.size, gif.frames);
    assert_eq!((size, second.len()), ((400, 500), 8));
    assert_eq!(second[1].4, 100, "a second a frame by default");
    assert_eq!(dir.names(), ["game.gif", "games.pgn"]);
}

#[test]
fn gif_of_a_broken_game_keeps_the_moves_before_the_error_and_says_so() {
    let dir = ScratchDir::new("gif-broken");
    let pgn = dir.file("games.pgn", GAMES.as_bytes());
    let out = dir.path("broken.gif");
    let made = run(&["gif", &pgn, "-o", &out, "--game", "3"]);
    made.assert_clean_failure();
    assert!(made.stderr.contains("Kf5"), "{made:?}");
    let frames = decode(&std::fs::read(&out).unwrap()).frames;
    assert_eq!(
        frames.len(),
        7,
        "the start and the 6 legal plies before 4. Kf5"
    );
}

#[test]
fn gif_of_a_missing_game_fails_and_leaves_the_old_file() {
    let dir = ScratchDir::new("gif-missing");
    let pgn = dir.file("games.pgn", GAMES.as_bytes());
    let out = dir.file("old.gif", b"old contents");
    let made = run(&["gif", &pgn, "-o", &out, "--game", "4"]);
    made.assert_clean_failure();
    assert_eq!(
        made.stderr,
        format!("error: {pgn} has 3 games, not a game 4\n")
    );
    assert_eq!(std::fs::read(&out).unwrap(), b"old contents");
    let made = run(&["gif", &dir.path("none.pgn"), "-o", &out]);
    made.assert_clean_failure();
    assert_eq!(std::fs::read(&out).unwrap(), b"old contents");
    // The output is the input: refused before anything is written.
    let made = run(&["gif", &pgn, "-o", &pgn]);
    made.assert_clean_failure();
    assert!(made.stderr.contains("are the same file"), "{made:?}");
    assert_eq!(std::fs::read(&pgn).unwrap(), GAMES.as_bytes());
    assert_eq!(dir.names(), ["games.pgn", "old.gif"]);
}

#[test]
fn show_replaces_no_picture_unless_it_can_write_them_all() {
    let dir = ScratchDir::new("show-all-or-none");
    let old_svg = dir.file("old.svg", b"old svg");
    let old_png = dir.file("old.png", b"old png");
    let missing = dir.path("missing-folder/x.png");
    let shown = run(&["show", FOOLS_MATE, "--svg", &old_svg, "--png", &missing]);
    shown.assert_clean_failure();
    assert_eq!(shown.code, Some(1));
    assert!(shown.stderr.contains("missing-folder/x.png"), "{shown:?}");
    assert_eq!(std::fs::read(&old_svg).unwrap(), b"old svg");
    // The other way round, and with the SVG on stdout: nothing is written anywhere.
    let missing = dir.path("missing-folder/x.svg");
    let shown = run(&["show", FOOLS_MATE, "--png", &old_png, "--svg", &missing]);
    shown.assert_clean_failure();
    assert_eq!(std::fs::read(&old_png).unwrap(), b"old png");
    let shown = run(&[
        "show",
        FOOLS_MATE,
        "--svg",
        "-",
        "--png",
        &dir.path("none/x.png"),
    ]);
    shown.assert_clean_failure();
    assert!(shown.stdout.is_empty(), "{shown:?}");
    assert_eq!(
        dir.names(),
        ["old.png", "old.svg"],
        "no temporary file is left"
    );
    // Both written when both can be.
    let shown = run(&["show", FOOLS_MATE, "--svg", &old_svg, "--png", &old_png]);
    assert!(shown.success(), "{shown:?}");
    assert!(std::fs::read(&old_svg).unwrap().starts_with(b"<svg "));
    assert!(std::fs::read(&old_png).unwrap().starts_with(b"\x89PNG"));
}

/// A Chess960 start with White's king on b1 and rook on h1, and the position after White
/// castles king takes rook (`b1h1`): king to g1, rook to f1.
const CHESS960_START: &str = "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - 0 1";
const CHESS960_CASTLED: &str = "rk5r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 b kq - 1 1";

#[test]
fn show_marks_a_castle_by_the_kings_squares_as_the_library_does() {
    let castle = Move::castle(Square::B1, Square::H1);
    let castled = Position::from_fen(CHESS960_START)
        .unwrap()
        .play(castle)
        .unwrap();
    assert_eq!(castled.to_string(), CHESS960_CASTLED);
    let library = Picture::of(&castled).last_move(castle).to_svg();
    assert_eq!(
        tinted_squares(&library, Theme::BROWN),
        [Square::B1, Square::G1]
    );
    let shown = run(&[
        "show",
        CHESS960_CASTLED,
        "--chess960",
        "--last-move",
        "b1h1",
        "--svg",
        "-",
    ]);
    assert!(shown.success(), "{shown:?}");
    assert_eq!(shown.stdout, library);
    // Standard castling written king takes rook, or as the king's step, is marked the same.
    let castled = "r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1";
    for uci in ["e1a1", "e1c1"] {
        let shown = run(&["show", castled, "--last-move", uci, "--svg", "-"]);
        assert_eq!(
            tinted_squares(&shown.stdout, Theme::BROWN),
            [Square::C1, Square::E1],
            "{uci}"
        );
    }
    // A rook's move that ends beside a castled king is no castle.
    let moved = "r3k2r/8/8/8/8/8/8/2KRR3 b kq - 1 1";
    let shown = run(&["show", moved, "--last-move", "h1e1", "--svg", "-"]);
    assert_eq!(
        tinted_squares(&shown.stdout, Theme::BROWN),
        [Square::E1, Square::H1]
    );
}

#[test]
fn gif_marks_a_chess960_castle_as_show_does() {
    let dir = ScratchDir::new("gif-castle");
    let pgn =
        format!("[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"{CHESS960_START}\"]\n\n1. O-O *\n");
    let pgn = dir.file("castle.pgn", pgn.as_bytes());
    let out = dir.path("castle.gif");
    let made = run(&["gif", &pgn, "-o", &out]);
    assert!(made.success(), "{made:?}");
    let gif = decode(&std::fs::read(&out).unwrap());
    // A corner of each first-rank square, clear of its piece, in the last frame.
    let corner = |file: usize| gif.last[(20 + 7 * 45 + 3) * 400 + 20 + file * 45 + 3];
    let near = |shown: [u8; 3], colour: Rgba| {
        shown
            .iter()
            .zip([colour.r, colour.g, colour.b])
            .all(|(a, b)| a.abs_diff(b) <= 8)
    };
    let theme = Theme::BROWN;
    assert!(near(corner(1), theme.light_last_move), "b1 {:?}", corner(1));
    assert!(near(corner(6), theme.dark_last_move), "g1 {:?}", corner(6));
    assert!(near(corner(7), theme.light), "h1 {:?}", corner(7));
    assert!(near(corner(5), theme.light), "f1 {:?}", corner(5));
}
