//! The share link as a QR code another phone's camera reads: its dark
//! modules, and the SVG path that draws them.

use qrcodegen::{QrCode, QrCodeEcc, QrSegment, Version};

/// The largest QR code offered: 117 modules a side. Beyond it, a phone
/// screen held at arm's length shows modules too small to be read.
pub const MAX_VERSION: u8 = 25;
/// The white margin around the code, in modules (the standard's four).
pub const QUIET_ZONE: usize = 4;

/// A QR code's modules, `size` × `size`, row after row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QrModules {
    pub size: usize,
    pub dark: Vec<bool>,
}

/// The link does not fit in a QR code a phone can read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooLongForQr;

/// The QR code of `text`, with as much error correction as fits in it.
pub fn encode(text: &str) -> Result<QrModules, TooLongForQr> {
    let segments = QrSegment::make_segments(text);
    let code = QrCode::encode_segments_advanced(
        &segments,
        QrCodeEcc::Low,
        Version::MIN,
        Version::new(MAX_VERSION),
        None,
        true,
    )
    .map_err(|_| TooLongForQr)?;
    let size = code.size() as usize;
    let dark = (0..size * size).map(|i| code.get_module((i % size) as i32, (i / size) as i32)).collect();
    Ok(QrModules { size, dark })
}

impl QrModules {
    /// Is the module at column `x`, row `y` dark?
    pub fn is_dark(&self, x: usize, y: usize) -> bool {
        x < self.size && y < self.size && self.dark[y * self.size + x]
    }

    /// The side of the drawing, margin included, in modules (the SVG's viewBox).
    pub fn side(&self) -> usize {
        self.size + 2 * QUIET_ZONE
    }

    /// One path for every dark module, a run of them in a row as one
    /// rectangle: "M5 4h3v1h-3z…", in the viewBox's units.
    pub fn svg_path(&self) -> String {
        let mut path = String::new();
        for y in 0..self.size {
            let mut x = 0;
            while x < self.size {
                if !self.is_dark(x, y) {
                    x += 1;
                    continue;
                }
                let start = x;
                while self.is_dark(x, y) {
                    x += 1;
                }
                let run = x - start;
                path.push_str(&format!("M{} {}h{run}v1h-{run}z", start + QUIET_ZONE, y + QUIET_ZONE));
            }
        }
        path
    }
}
