//! The share link's QR code, drawn as its SVG path and read back by a QR
//! reader (rqrr), not by the encoder.

use fiche_ombre::save::qr::{encode, QrModules, TooLongForQr};
use fiche_ombre::save::share::encode as link_fragment;

use crate::reference::reference_character;

/// The picture the SVG path draws, `scale` pixels per module, 0 for dark.
fn rasterize(qr: &QrModules, scale: usize) -> (usize, Vec<u8>) {
    let side = qr.side() * scale;
    let mut pixels = vec![255u8; side * side];
    for rect in qr.svg_path().split('z').filter(|r| !r.is_empty()) {
        // "M{x} {y}h{run}v1h-{run}"
        let (start, rest) = rect.trim_start_matches('M').split_once('h').unwrap();
        let (x, y) = start.split_once(' ').unwrap();
        let (x, y): (usize, usize) = (x.parse().unwrap(), y.parse().unwrap());
        let run: usize = rest.split_once('v').unwrap().0.parse().unwrap();
        assert_eq!(rest, format!("{run}v1h-{run}"));
        for py in y * scale..(y + 1) * scale {
            for px in x * scale..(x + run) * scale {
                pixels[py * side + px] = 0;
            }
        }
    }
    (side, pixels)
}

fn read_back(qr: &QrModules) -> String {
    let (side, pixels) = rasterize(qr, 4);
    let mut image = rqrr::PreparedImage::prepare_from_greyscale(side, side, |x, y| pixels[y * side + x]);
    let grids = image.detect_grids();
    assert_eq!(grids.len(), 1, "one QR code in the picture");
    grids[0].decode().unwrap().1
}

#[test]
fn the_qr_code_reads_back_as_the_whole_link() {
    let tracker = reference_character();
    let link = format!("https://fiche.example/#{}", link_fragment("aline-1", tracker.sheet(), Some(tracker.journal())));
    let qr = encode(&link).unwrap();
    assert_eq!(read_back(&qr), link);
    // A short link makes a small code: fewer modules to aim at.
    let short = encode("https://fiche.example/#p3.abc").unwrap();
    assert!(short.size < qr.size);
    assert_eq!(read_back(&short), "https://fiche.example/#p3.abc");
}

#[test]
fn a_link_too_long_for_a_phone_gets_no_qr_code() {
    // Version 25 holds at most 1,273 bytes; share links go up to 2,000 characters.
    let long = format!("https://fiche.example/#p3.{}", "a".repeat(1_900));
    assert_eq!(encode(&long), Err(TooLongForQr));
    let fits = format!("https://fiche.example/#p3.{}", "a".repeat(900));
    assert_eq!(read_back(&encode(&fits).unwrap()), fits);
}
