//! Decodes a GIF back to its frames and the picture it ends on, for the GIF tests here and the
//! CLI's (which include this file by `#[path]`).

/// A GIF decoded: its size, each frame's left, top, width, height and delay, the last picture
/// shown, and whether it loops.
pub(crate) struct Decoded {
    pub(crate) size: (u32, u32),
    pub(crate) frames: Vec<(u16, u16, u16, u16, u16)>,
    pub(crate) last: Vec<[u8; 3]>,
    pub(crate) repeats: bool,
}

pub(crate) fn decode(bytes: &[u8]) -> Decoded {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(bytes).unwrap();
    let (width, height) = (decoder.width(), decoder.height());
    let palette: Vec<[u8; 3]> = decoder
        .global_palette()
        .unwrap()
        .chunks_exact(3)
        .map(|c| [c[0], c[1], c[2]])
        .collect();
    let mut screen = vec![[0u8; 3]; usize::from(width) * usize::from(height)];
    let mut frames = Vec::new();
    while let Some(frame) = decoder.read_next_frame().unwrap() {
        frames.push((
            frame.left,
            frame.top,
            frame.width,
            frame.height,
            frame.delay,
        ));
        for y in 0..frame.height {
            for x in 0..frame.width {
                let index =
                    frame.buffer[usize::from(y) * usize::from(frame.width) + usize::from(x)];
                let at =
                    usize::from(frame.top + y) * usize::from(width) + usize::from(frame.left + x);
                if frame.transparent != Some(index) {
                    screen[at] = palette[usize::from(index)];
                }
            }
        }
    }
    Decoded {
        size: (u32::from(width), u32::from(height)),
        frames,
        last: screen,
        repeats: decoder.repeat() == gif::Repeat::Infinite,
    }
}
