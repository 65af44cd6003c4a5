//! A browser shows what the pixel checks test: headless Chromium's screenshot of the SVG
//! matches resvg's rendering within a small tolerance (antialiasing differs a little).
//!
//! Skipped where no `chromium` is installed, unless `FIANCHETTO_REQUIRE_CHROMIUM=1` (set by
//! `.ci/run`, which installs Debian's `chromium`); `FIANCHETTO_CHROMIUM` names the binary.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use fianchetto_svg::movegen::{Color, Move, Position, Square};
use fianchetto_svg::variant::Variant;
use fianchetto_svg::{Arrow, Mark, Picture, Rgba, Theme};

use crate::positions::{CRAZYHOUSE, FOOLS_MATE, standard, variant};

fn chromium() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("FIANCHETTO_CHROMIUM") {
        return Some(PathBuf::from(path));
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    let found = std::env::split_paths(&path)
        .chain([PathBuf::from("/usr/bin")])
        .flat_map(|dir| ["chromium", "chromium-browser"].map(|name| dir.join(name)))
        .find(|candidate| candidate.is_file());
    if found.is_none() {
        assert!(
            std::env::var_os("FIANCHETTO_REQUIRE_CHROMIUM").is_none_or(|v| v != "1"),
            "FIANCHETTO_REQUIRE_CHROMIUM=1 but no chromium found (apt-get install chromium)"
        );
        eprintln!("skipped: no chromium (apt-get install chromium, or set FIANCHETTO_CHROMIUM)");
    }
    found
}

/// Chromium's screenshot of the SVG file, as RGB rows.
fn screenshot(chromium: &Path, dir: &Path, name: &str, picture: &Picture) -> Vec<u8> {
    let (width, height) = picture.pixel_size();
    let svg = dir.join(format!("{name}.svg"));
    let png = dir.join(format!("{name}.png"));
    std::fs::write(&svg, picture.to_svg()).unwrap();
    let mut child = Command::new(chromium)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--hide-scrollbars",
            "--force-device-scale-factor=1",
        ])
        .arg(format!(
            "--user-data-dir={}",
            dir.join(format!("{name}-profile")).display()
        ))
        .arg(format!("--window-size={width},{height}"))
        .arg(format!("--screenshot={}", png.display()))
        .arg(format!("file://{}", svg.display()))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromium starts");
    let deadline = Instant::now() + Duration::from_secs(90);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("chromium took more than 90 s for {name}");
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(status.success(), "chromium failed ({status}) for {name}");
    let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(&png).unwrap()));
    let mut reader = decoder.read_info().unwrap();
    let mut buffer = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buffer).unwrap();
    assert_eq!(
        (info.width, info.height),
        (width, height),
        "{name}'s screenshot size"
    );
    let channels = info.color_type.samples();
    buffer[..info.buffer_size()]
        .chunks_exact(channels)
        .flat_map(|px| [px[0], px[1], px[2]])
        .collect()
}

#[test]
fn chromium_shows_what_resvg_renders() {
    let Some(chromium) = chromium() else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("fianchetto-svg-chromium-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let pictures = [
        ("start", Picture::of(&Position::new())),
        (
            "marked",
            Picture::of(&standard(FOOLS_MATE))
                .orientation(Color::Black)
                .last_move(Move::normal(Square::D8, Square::H4))
                .arrow(Arrow::new(Square::G1, Square::F3))
                .arrow(Arrow::new(Square::E2, Square::E2).with_paint(Rgba::RED))
                .fill(Square::D5, Rgba::new(255, 0, 0, 100))
                .mark(Mark::new(Square::C4).with_paint(Rgba::BLUE))
                .theme(Theme::BLUE),
        ),
        (
            "crazyhouse",
            Picture::of(&variant(Variant::Crazyhouse, CRAZYHOUSE)).size(320),
        ),
    ];
    for (name, picture) in &pictures {
        let browser = screenshot(&chromium, &dir, name, picture);
        let ours = picture.render().unwrap();
        let (width, height) = picture.pixel_size();
        let (mut total, mut far) = (0u64, 0usize);
        for y in 0..height {
            for x in 0..width {
                let i = 3 * (y * width + x) as usize;
                let c = ours.pixel(x, y);
                let diff = [c.r, c.g, c.b]
                    .iter()
                    .zip(&browser[i..i + 3])
                    .map(|(a, b)| a.abs_diff(*b))
                    .max()
                    .unwrap();
                total += u64::from(diff);
                far += usize::from(diff > 64);
            }
        }
        let pixels = (width * height) as f64;
        let mean = total as f64 / pixels;
        let far_share = far as f64 / pixels;
        eprintln!(
            "{name}: mean difference {mean:.3}, {:.3}% of pixels off by > 64",
            far_share * 100.0
        );
        assert!(mean < 1.5, "{name}: mean difference {mean:.3} per pixel");
        assert!(
            far_share < 0.001,
            "{name}: {:.3}% of pixels differ by > 64",
            far_share * 100.0
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
