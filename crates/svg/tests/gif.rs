//! Animated GIFs: a frame a ply, the changed rectangle only, decoded back to the position.

use std::time::Duration;

use fianchetto_svg::movegen::{Move, Position, Square};
use fianchetto_svg::variant::{Variant, VariantPosition};
use fianchetto_svg::{GifWriter, ImageError, Picture};

use crate::gif_decode::decode;

#[test]
fn a_game_becomes_a_frame_a_ply_holding_the_last() {
    let moves = [
        (Square::E2, Square::E4),
        (Square::E7, Square::E5),
        (Square::G1, Square::F3),
        (Square::B8, Square::C6),
        (Square::F1, Square::B5),
        (Square::A7, Square::A6),
    ];
    let mut pos = Position::new();
    let mut gif = GifWriter::new(Vec::new(), Duration::from_millis(400));
    gif.push(&Picture::of(&pos).size(300)).unwrap();
    let mut last = Picture::of(&pos);
    for (from, to) in moves {
        let m = Move::normal(from, to);
        pos = pos.play(m).unwrap();
        last = Picture::of(&pos).size(300).last_move(m);
        gif.push(&last).unwrap();
    }
    let bytes = gif.finish().unwrap();
    let decoded = decode(&bytes);
    assert_eq!(decoded.size, (300, 300));
    assert!(decoded.repeats);
    assert_eq!(decoded.frames.len(), 7);
    assert_eq!(decoded.frames[0], (0, 0, 300, 300, 40));
    for &(_, _, width, height, delay) in &decoded.frames[1..6] {
        assert!(
            u32::from(width) * u32::from(height) < 300 * 300,
            "a frame holds the change"
        );
        assert_eq!(delay, 40);
    }
    assert_eq!(
        decoded.frames[6].4, 120,
        "the last frame shows three times as long"
    );
    // The last picture shown is the last position, within the palette's rounding.
    let bitmap = last.render().unwrap();
    let mut far = 0;
    for (i, shown) in decoded.last.iter().enumerate() {
        let c = bitmap.pixel(i as u32 % 300, i as u32 / 300);
        let diff = [c.r, c.g, c.b]
            .iter()
            .zip(shown)
            .map(|(a, b)| a.abs_diff(*b))
            .max()
            .unwrap();
        far += usize::from(diff > 40);
    }
    assert!(far < 300 * 300 / 200, "{far} pixels far from the rendering");
    assert!(bytes.len() < 30_000, "{} bytes", bytes.len());
}

#[test]
fn a_repeated_picture_is_a_one_pixel_frame_and_hold_last_is_kept() {
    let picture = Picture::of(&Position::new()).size(120);
    let mut gif = GifWriter::new(Vec::new(), Duration::from_millis(1000))
        .hold_last(Duration::from_millis(5000));
    gif.push(&picture).unwrap();
    gif.push(&picture).unwrap();
    let decoded = decode(&gif.finish().unwrap());
    assert_eq!(decoded.frames, [(0, 0, 120, 120, 100), (0, 0, 1, 1, 500)]);
}

#[test]
fn frames_of_another_size_and_empty_gifs_are_errors() {
    let mut gif = GifWriter::new(Vec::new(), Duration::from_millis(100));
    gif.push(&Picture::of(&Position::new())).unwrap();
    let crazyhouse = VariantPosition::new(Variant::Crazyhouse);
    let err = gif.push(&Picture::of(&crazyhouse)).unwrap_err();
    assert!(matches!(
        err,
        ImageError::FrameSize {
            expected: (400, 400),
            found: (400, 500)
        }
    ));
    assert_eq!(
        err.to_string(),
        "a frame of 400x500 pixels in an animation of 400x400"
    );
    assert!(gif.finish().is_ok(), "the frames before the error are kept");
    let empty = GifWriter::new(Vec::new(), Duration::from_millis(100));
    assert!(matches!(empty.finish(), Err(ImageError::Encode(_))));
}

#[test]
fn a_failing_writer_is_an_io_error() {
    struct Full;
    impl std::io::Write for Full {
        fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
            Err(std::io::Error::new(
                std::io::ErrorKind::StorageFull,
                "no space left",
            ))
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let mut gif = GifWriter::new(Full, Duration::from_millis(100));
    let picture = Picture::of(&Position::new()).size(100);
    let err = gif.push(&picture).unwrap_err();
    assert!(
        matches!(err, ImageError::Io(ref e) if e.kind() == std::io::ErrorKind::StorageFull),
        "{err}"
    );
    // Going on is an error too, not a panic.
    let err = gif.push(&picture).unwrap_err();
    assert_eq!(
        err.to_string(),
        "the image could not be written: an earlier write of this GIF failed"
    );
    assert!(gif.finish().is_err());
}
