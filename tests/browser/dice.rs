//! The real roller draws from the browser's cryptographic source, and its
//! faces cover the die.

use fiche_ombre::rules::rolls::dice::{RealRoller, Roller};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

/// Runs a piece of JavaScript in the test page.
fn js(code: &str) {
    js_sys::Function::new_no_args(code).call0(&JsValue::NULL).unwrap();
}

#[wasm_bindgen_test]
fn every_die_is_read_from_crypto_get_random_values() {
    // crypto.getRandomValues replaced for a moment by one that counts its
    // calls and answers 0, 1, 2…: the dice must follow it exactly.
    js("window.__real = crypto.getRandomValues;
        window.__calls = 0;
        crypto.getRandomValues = (array) => {
            new DataView(array.buffer, array.byteOffset, array.byteLength).setUint32(0, window.__calls % 20, true);
            window.__calls += 1;
            return array;
        };");
    let mut roller = RealRoller;
    let rolls: Vec<u32> = (0..40).map(|_| roller.roll(20)).collect();
    let calls = js_sys::Reflect::get(&js_sys::global(), &"__calls".into()).unwrap().as_f64();
    js("crypto.getRandomValues = window.__real;");
    assert_eq!(calls, Some(40.0), "one draw from crypto.getRandomValues per die");
    assert_eq!(rolls, (0..40).map(|i| i % 20 + 1).collect::<Vec<u32>>());
}

#[wasm_bindgen_test]
fn a_real_d20_shows_every_face() {
    let mut roller = RealRoller;
    let rolls: Vec<u32> = (0..2000).map(|_| roller.roll(20)).collect();
    assert!(rolls.iter().all(|r| (1..=20).contains(r)));
    // 2000 fair d20 miss a face with probability about 20 × 0.95^2000 ≈ 1e-43.
    for face in 1..=20 {
        assert!(rolls.contains(&face), "face {face} never came up");
    }
}
