//! The real roller draws from the browser's cryptographic source.

use fiche_ombre::rules::rolls::dice::{RealRoller, Roller};
use wasm_bindgen_test::wasm_bindgen_test;

#[wasm_bindgen_test]
fn a_d20_from_the_browser_crypto_source() {
    let mut roller = RealRoller;
    let rolls: Vec<u32> = (0..2000).map(|_| roller.roll(20)).collect();
    assert!(rolls.iter().all(|r| (1..=20).contains(r)));
    // 2000 fair d20 miss a face with probability about 20 × 0.95^2000 ≈ 1e-43.
    for face in 1..=20 {
        assert!(rolls.contains(&face), "face {face} never came up");
    }
    web_sys::console::log_1(&format!("d20 from crypto.getRandomValues: {}", rolls[0]).into());
}
