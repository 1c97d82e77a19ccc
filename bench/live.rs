//! Native benchmark of the live table's merge (src/save/live/): the time a
//! device takes to replay a character whose journal is full, once another
//! device's action arrives, and to catch up after ten minutes offline with
//! 100 actions made on each side on four such characters.
//! `cargo run --release --example live` prints one JSON line (milliseconds,
//! medians of 11 runs). The browser runs the same code in wasm, about two
//! to three times slower (docs/performance.md).

use std::time::Instant;

use fiche_ombre::rules::command::Command;
use fiche_ombre::rules::journal::tracker::Tracker;
use fiche_ombre::rules::journal::MAX_JOURNAL;
use fiche_ombre::rules::rolls::dice::RealRoller;
use fiche_ombre::rules::rolls::expression::Amount;
use fiche_ombre::save::live::table::LiveTable;

const CHARACTERS: [&str; 4] = ["aline", "bastien", "celine", "dorian"];

/// A character whose journal is full: hits and healing, one line each.
fn full_journal() -> Tracker {
    let mut tracker = Tracker::default();
    let one = Amount::fixed(1).unwrap();
    while tracker.journal().len() < MAX_JOURNAL {
        let command = if tracker.sheet().damage() > 0 { Command::Heal(one) } else { Command::TakeDamage(one) };
        tracker.execute(&command, &mut RealRoller).unwrap();
    }
    tracker
}

fn exchange(a: &LiveTable, b: &LiveTable) {
    a.apply(&b.missing_for(&a.state_vector())).unwrap();
    b.apply(&a.missing_for(&b.state_vector())).unwrap();
}

/// Median of 11 runs of `run`, which times what it measures itself.
fn median_ms(mut run: impl FnMut() -> f64) -> f64 {
    let mut times: Vec<f64> = (0..11).map(|_| run()).collect();
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

fn ms_since(start: Instant) -> f64 {
    start.elapsed().as_secs_f64() * 1000.0
}

/// Two devices at a table of four full characters, each with `actions`
/// made on every character on each side, not yet exchanged.
fn apart(actions: usize) -> (LiveTable, LiveTable) {
    let (gm, player) = (LiveTable::new(1), LiveTable::new(2));
    let start = full_journal();
    for id in CHARACTERS {
        gm.join(id, &start);
    }
    exchange(&gm, &player);
    let one = Amount::fixed(1).unwrap();
    for id in CHARACTERS {
        for _ in 0..actions / CHARACTERS.len() {
            gm.act(id, true, Command::TakeDamage(one), None, &mut RealRoller);
            player.act(id, false, Command::Heal(one), None, &mut RealRoller);
        }
    }
    (gm, player)
}

fn main() {
    // One action from another device: merged, then its character replayed.
    let (gm, player) = apart(0);
    let one = Amount::fixed(1).unwrap();
    let action_ms = median_ms(|| {
        let seen = player.state_vector();
        gm.act("aline", true, Command::TakeDamage(one), None, &mut RealRoller);
        let start = Instant::now();
        player.apply(&gm.missing_for(&seen)).unwrap();
        player.replay("aline").unwrap().unwrap();
        ms_since(start)
    });
    // Back after ten minutes offline, 100 actions on each side: exchanged,
    // then every character replayed.
    let catch_up_ms = median_ms(|| {
        let (gm, player) = apart(100);
        let start = Instant::now();
        exchange(&gm, &player);
        for id in CHARACTERS {
            player.replay(id).unwrap().unwrap();
        }
        ms_since(start)
    });
    println!("{{\"live_action_ms\":{action_ms:.1},\"live_catch_up_ms\":{catch_up_ms:.1}}}");
}
